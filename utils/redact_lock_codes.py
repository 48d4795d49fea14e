"""Codes that open a household's locks: an alarm, a keypad, a gate, a mailbox's or a locker's dial.

Finds: the first code after each lock's name in its sentence, several in one sentence ("alarm 4471, keypad for the
garage 2290", "Alarmanlage: 3851, Torcode für die Einfahrt 6602", "Codice allarme 5027, tastierino del cancello
8814"), a mailbox's or a locker's dial ("郵便受けのダイヤル番号は 3591", "ロッカーのダイヤルは 4-9-2-7", "Das
Zahlenschloss am Briefkasten steht auf 2864", "La combinación del buzón es 3-0-8-1"). A code is four to eight digits,
a keypad's digits with a letter A-D ("4B27"), or a dial's numbers split by dashes ("17-34-08"). Between the name and
the code only words without digits or clause marks; a number a noun of its own names ("locker #221", "Hausnummer 9a",
"ロッカー番号 318"), a time ("alarm at 0630", an alarm clock's), a count or an amount (a unit after it) stays; so does
a number under a public label, by utils.beside_secrets, whichever rule took it.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import secret_names

Span = tuple[int, int, str]

_END = "\n.!?;。！？；"

# a lock's name: what the code after it opens (the nouns alone; "gate", "garage", "door" alone name places too, and
# their codes are found by the core's "gate code")
_LOCK_NAMES = (
    # English
    "alarm", "alarm code", "alarm panel", "house alarm", "security system", "keypad", "key pad", "lockbox", "padlock",
    "combination lock", "combo lock", "locker combo", "locker combination", "mailbox combo", "mailbox combination",
    "mailbox code", "disarm", "key box", "keybox", "key safe", "keysafe", "key lockbox",
    # a key box's name in other languages (where a spare key waits for a relative or a guest)
    "sleutelkastje", "sleutelkluis", "sleutelkast", "schlüsseltresor", "schlüsselkasten", "schlüsselsafe",
    "schlüsselbox", "casier", "kluisje", "schließfach", "schliessfach", "taquilla", "armadietto",
    "boîte à clés", "boîte à clé", "boite à clés", "boite a cles", "caja de llaves", "cajetín de llaves",
    "cassetta portachiavi", "cassetta delle chiavi", "caixa de chaves", "nyckelskåp", "nøkkelboks", "skrytka na klucze",
    # German, Dutch, Swedish, Polish
    "alarmanlage", "einbruchmeldeanlage", "alarmcode", "alarm-code", "tastenfeld", "torcode", "garagentor",
    "zahlenschloss", "briefkastenschloss", "vorhängeschloss", "cijferslot", "alarmcode", "larmkod", "larmkoden",
    "portkod", "portkoden", "kodlås", "kodlåset", "kod do alarmu", "kod alarmu", "kłódk", "szyfr do",
    # French, Spanish, Italian, Portuguese
    "alarme", "clavier", "cadenas", "alarma", "portón", "teclado", "combinación", "candado", "allarme", "tastierino",
    "combinazione", "lucchetto", "cadeado", "combinação",
    # Japanese, Chinese, Korean: a dial, a mailbox's or a locker's code
    "ダイヤル", "ダイアル", "郵便受けの暗証", "ポストの暗証", "宅配ボックスの暗証", "ロッカーの暗証", "信箱密码", "信箱密碼",
    "信箱的密碼", "信箱的密码", "密碼鎖", "密码锁", "警报", "撤防", "우편함 비밀번호", "사물함 비밀번호", "경보",
)
# a name that names something else when it stands inside a longer word ("フリーダイヤル" is a toll-free line)
_NOT_BEFORE = re.compile(r"(?:フリー|free\s?)$", re.IGNORECASE)
_CODE = re.compile(r"(?<![A-Za-z0-9#№/.,+-])(?P<v>\d{1,2}(?:-\d{1,2}){2,5}|(?=[0-9A-D]{4}(?![A-Za-z0-9]))"
                   r"(?=[A-D]?\d[A-D]?\d)[0-9A-D]{4}|\d{4,8})(?![A-Za-z0-9]|[.,:/-]\d)")
# a noun of its own, a time's or an ordinal's word right before the number: the number is not the code
_OWN_NOUN = re.compile(
    r"(?i)(?:#|№|(?<![a-zà-ÿ])(?:n[º°o]\.?|nr\.?|no\.?|num(?:ber|ero|éro)?|número|nummer|numer\w*|huisnummer|"
    r"hausnummer|civico|unit|room|suite|apt|apartment|appartement|piso|puerta|locker|box|platz|plaats|etage|stock|"
    r"floor|at|um|à|alle|a las|às|om|kl\.?)|(?<!暗証)(?<!ダイヤル)番号|号室|号|호|번|階|樓|楼|栋|棟)\s*[:：]?\s*$")
# a clock's words in the sentence: the alarm is one that wakes
_CLOCK = re.compile(r"(?i)alarm clock|alarm (?:for|at|to)\b|wake|wecker|réveil|despertador|sveglia|wekker|budzik|"
                    r"будильник|目覚まし|闹钟|鬧鐘|알람|fire alarm|smoke alarm|rauchmelder|false alarm|o'clock|\d\s?[ap]\.?m\b")
# a unit after the number: a count, a time or an amount
_UNIT = re.compile(r"(?i)\s*(?:seconds?|secs?|minutes?|mins?|hours?|days?|digits?|sekunden|minuten|secondes|segundos|"
                   r"secondi|minuti|sekund\w*|€|\$|£|¥|%|eur|euros?|usd|dollars?|bucks|yen|pounds?|kr|sek|nok|dkk|"
                   r"zł|pln|reais|pesos|uhr|h\b|model\w*|modèle|version|edition|series|times|mal|fois|veces|volte|vezes|"
                   r"razy|gånger|keer|keys|teclas|tasti|tasten|touches|buttons|people|persons|personas|persone|pessoas|"
                   r"units|pieces|items|cm|mm|kg|km|m\b|g\b|liters?|litres?|"
                   r"番|号室|号|階|桁|秒|分|元|円|원|초|자리|호|번|층)")
# a price's or a purchase's words between the name and the number ("the combination lock costs 1299 yen")
_PRICE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:costs?|costing|price[ds]?|priced|paid|pay|bought|sold|kost\w*|preis|coût\w*|"
                    r"prix|cuesta|cuestan|precio|costa|costano|prezzo|custa|preço|kosztuje|cena|kostar|pris)"
                    r"(?![a-zà-ÿ])")
# an article and a maker's name right before the number: a model ("the alarm panel is a Honeywell 5800")
_MAKE_BEFORE = re.compile(r"(?<![^\W\d_])(?:a|an|ein|eine|einer|un|une|uno|una|um|uma|een|en|ett)\s+[A-Z][\w-]*\s*$")
# a clock's time of four digits (hours and minutes), which a bare "alarm" before it more often sets than disarms
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
# a code's words in the sentence: a bare "alarm" before a time-shaped number is a panel's then
_CODE_CUE = re.compile(r"(?i)code|disarm|arm\b|keypad|panel|punch|enter|type|tape|teclea|digit|código|codice|kod|"
                       r"alarmanlage|alarme|allarme|alarma|larm")


def _sentence(t: str, p: int) -> tuple[int, int]:
    a = max(t.rfind(c, 0, p) for c in _END) + 1
    ends = [i for i in (t.find(c, p) for c in _END) if i >= 0]
    return a, min(ends, default=len(t))


# a locker's or a safe's name with its own number right after it ("kluis 2316", "Schließfach 37"): a noun a number
# follows as its name, where "alarm 4471" is the code
_NUMBERED_NOUN = re.compile(r"(?i)casier|kluis|kluisje|fietskluis|schließfach|schliessfach|taquilla|armadietto")
_OWN_NUMBER = re.compile(r"(?i)\s*(?:n[º°o]\.?|nr\.?|no\.?|nummer|number|numéro|número|numero|#)?\s*"
                         r"\d{1,6}(?![\d.,:/-]\d)")
# after that number, the words that say the code follows ("…, de code is 3927", "… à la piscine est 3360")
_SAID_CODE = re.compile(r"(?i)[^\d\n.!?;]{0,40}?(?:\b(?:code|kod|código|codice|pin)\b[^\d\n.!?;,]{0,12}?)?"
                        r"\b(?:is|ist|est|es|è|é|lautet|hat den code|has code)\s*[:：]?\s*")


def _gap_ok(gap: str) -> bool:
    """Words only between a lock's name and its code: no digit, no clause mark, and not too far."""
    return len(gap) <= 32 and not any(c.isdigit() for c in gap) and not re.search(r"[,，、()（）\[\]]", gap)


def _codes(t: str, starts: list[int], out: list[Span]) -> None:
    done = -1
    for p in starts:
        if p < done or (p and t[p].isascii() and t[p - 1].isalpha()) or _NOT_BEFORE.search(t, max(0, p - 5), p):
            continue
        a, b = _sentence(t, p)
        if _CLOCK.search(t, a, b):
            continue
        name_end = p + len(re.match(r"[^\s\d:：=,，、]*", t[p:]).group())
        own = _OWN_NUMBER.match(t, name_end) if _NUMBERED_NOUN.fullmatch(t, p, name_end) else None
        if own is not None:
            # the locker's own number ("casier n° 205", "Kluisje 58"): the code follows, said to be one
            m = _CODE.search(t, own.end(), b)
            if m is None or not _SAID_CODE.fullmatch(t, own.end(), m.start()):
                continue
        else:
            m = _CODE.search(t, name_end, b)
            if m is None or not _gap_ok(t[name_end : m.start()]) or _OWN_NOUN.search(t, max(a, m.start() - 14),
                                                                                     m.start()):
                continue
        gap = t[name_end : m.start()]
        if _UNIT.match(t, m.end()) or _PRICE.search(gap) or _MAKE_BEFORE.search(gap):
            continue
        v = m.group("v")
        if re.fullmatch(r"(?:19|20)\d\d", v) and not re.search(r"(?i)\b(?:is|ist|est|es|è|é|är|jest)\s*:?\s*$|[:：]\s*$",
                                                             gap):
            continue  # a year after the name ("the alarm 2019 model"), unless said to be the code
        if (t[p : p + 5].lower() == "alarm" and not t[p + 5 : p + 6].isalpha() and _HHMM.fullmatch(v)
                and not _CODE_CUE.search(t, a, p) and not _CODE_CUE.search(t, p + 5, b)):
            continue  # "my alarm is 0630 on weekdays": a time
        out.append((m.start("v"), m.end("v"), "lock_code"))
        done = m.end()


_NAMES = secret_names.Names({"lock": _LOCK_NAMES})
_DIGIT = re.compile(r"\d")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: these values are digits)."""
    del placeholder
    out: list[Span] = []
    if len(low) != len(text) or _DIGIT.search(text) is None:
        return out
    starts = _NAMES.starts(low).get("lock")
    if starts:
        _codes(text, starts, out)
    return out


TRIGGERS = ("alarm", "keypad", "key pad", "lockbox", "padlock", "combo", "combination", "disarm", "alarmanlage",
            "einbruchmeldeanlage", "tastenfeld", "torcode", "garagentor", "zahlenschloss", "schloss", "cijferslot",
            "larmkod", "portkod", "kodlås", "kłódk", "szyfr", "alarme", "clavier", "cadenas", "alarma", "portón",
            "teclado", "combinación", "candado", "allarme", "tastierino", "combinazione", "lucchetto", "cadeado",
            "combinação", "key box", "keybox", "key safe", "keysafe", "sleutelkast", "sleutelkluis", "schlüsseltresor",
            "schlüsselkasten", "schlüsselsafe", "schlüsselbox", "boîte à cl", "boite à cl", "boite a cl",
            "caja de llaves", "cajetín", "portachiavi", "cassetta delle chiavi", "caixa de chaves", "nyckelskåp",
            "nøkkelboks", "skrytka", "casier", "kluisje", "schließfach", "schliessfach", "taquilla", "armadietto",
            "ダイヤル", "ダイアル", "暗証", "信箱", "密碼鎖", "密码锁", "警报", "撤防", "우편함", "사물함", "경보")
