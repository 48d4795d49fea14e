"""A password named in the writer's own language with a Latin value after it, words between.

"كلمة سر الواي فاي في البيت b3RD=…", "رمز عبور وای فای خانه …", "Wifi-lösenordet till stugan är …",
"Adgangskoden til vores konto er …", "Passordet til ruteren er …", "Langattoman verkon salasana on …",
"הסיסמה של הוויי פיי היא …", "wifi şifresi …", "mdp : …": the first token after the name, within its clause (no
comma or full stop between), that reads as a password (letters with a digit, or letters of both cases with a
symbol, six characters or more, no link, no address, no file name). A network's name after the value ("واسم الشبكة
Office_Net_5G") is not reached: only the first such token counts, and a clause that says what a password must be
("must be at least 12 characters") holds none.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences

Span = tuple[int, int, str]

_NAMES = (
    # ar, fa
    "كلمة سر", "كلمة السر", "كلمة المرور", "كلمة مرور", "كلمه سر", "الباسورد", "باسورد", "رمز عبور", "گذرواژه",
    "کلمه عبور", "رمز وای فای", "رمز وایفای", "رمز وای\u200cفای", "پسورد وای فای", "پسورد وایفای", "پسورد وای\u200cفای",
    # sv, da, no, fi
    "lösenord", "adgangskode", "kodeord", "passord", "salasana",
    # he, tr
    "סיסמה", "סיסמא", "הסיסמה", "הסיסמא", "şifre",
)
TRIGGERS: tuple[str, ...] = (*_NAMES, "mdp")
# French chat's "mdp" (mot de passe), as a word of its own
_NAME = re.compile("(?i)(?:" + "|".join(map(re.escape, sorted(_NAMES, key=len, reverse=True))) + r")[^\W\d_]*"
                   r"|(?<![^\W\d_])mdp(?![^\W\d_])")
# the clause after the name: no sentence end, no comma, no new line
_CLAUSE_END = re.compile(r"[,，،;:؛\n]|[.!?。](?=\s|$)")
_SET_NEXT = re.compile(r"[^,،.\n]{0,30}?(?:گذاشتم|گذاشتیم|عوضش کردم|تغییرش دادم|جدیدش|وضعتها|غيرتها|jetzt ist es|now it'?s)")
# (a password may open on a symbol: "!Nile6197")
_TOKEN = re.compile(r"(?<![^\s\"'«“(])[A-Za-z0-9!#$%&*@^~+=?][^\s\"'»”)]{5,63}")
_SENTENCE_END = re.compile(r"[\n]|[.!?。](?=\s|$)")
# a verb of setting and its object pronoun, then the value: Danish, Norwegian, Swedish, Finnish
_SET_TO = re.compile(r"(?i)(?<![^\W\d_])(?:sat|satt|satte|sætte|ændret|ændrede|endret|endra|byttet|ändrat|ändrade|bytte"
                     r"|skiftet|vaihdoin|vaihdettu|asetin)\s+(?:(?:den|det|sen|hende|ham|honom"
                     r"|henne|nyt|ny|nytt|uudeksi)\s+)?(?:(?:til|till|på|om til|muotoon)\s+)?"
                     r"(?P<v>(?<![^\s\"'«“(])[A-Za-z0-9][^\s\"'»”)]{5,63})")
_NOT_VALUE = re.compile(r"(?i)://|^www\.|@.*\.|\.(?:com|net|org|txt|pdf|jpg|png|exe|zip)$|^v?\d+(?:\.\d+)+$")
_PW_SYMBOLS = frozenset("!#$%&*@^~+=_?.-")


def _value(v: str) -> bool:
    letters = sum(c.isalpha() and c.isascii() for c in v)
    digit = any(c.isdigit() for c in v)
    cases = any(c.islower() for c in v) and any(c.isupper() for c in v)
    symbol = any(c in _PW_SYMBOLS for c in v)
    return letters >= 2 and not _NOT_VALUE.search(v) and (digit and (cases or symbol or letters >= 3)
                                                         or cases and symbol)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    if not any(n in low for n in TRIGGERS):
        return []
    out: list[Span] = []
    for m in _NAME.finditer(text):
        end = _CLAUSE_END.search(text, m.end(), m.end() + 80)
        # a colon right after the name introduces the value
        if end is not None and text[end.start()] in ":：" and not text[m.end():end.start()].strip():
            end = _CLAUSE_END.search(text, end.end(), end.end() + 80)
        # the name in one clause, then "now I set it to ..." in the next ("..., الان گذاشتمش Shiraz2024")
        if end is not None and text[end.start()] in ",،" and _SET_NEXT.match(text, end.end()):
            end = _CLAUSE_END.search(text, end.end(), end.end() + 80)
        stop = end.start() if end is not None else min(len(text), m.end() + 80)
        for t in _TOKEN.finditer(text, m.end(), stop + 40):
            if t.start() >= stop:
                break
            v = t.group().rstrip(".,!?;:")
            if _value(v):
                if not placeholder(v):
                    out.append((t.start(), t.start() + len(v), "password"))
                break
        # the value it was set or changed to in the sentence after the name ("adgangskode til e-Boks, jeg har lige
        # sat den til …", "lösenordet, jag ändrade det till …", "salasanan, vaihdoin sen …")
        for t in _SET_TO.finditer(text, m.end(), sentences.end(text, m.end(), _SENTENCE_END, 160)):
            v = t.group("v").rstrip(".,!?;:")
            if _value(v) and not placeholder(v):
                out.append((t.start("v"), t.start("v") + len(v), "password"))
                break
    return out
