"""A value given in a later message to correct one given before, after a typo's cue in German, Korean, Polish,
Spanish, French, Dutch, Italian, Portuguese or Japanese ("Ach nee, Tippfehler, richtig ist island613Marlin*", "아
틀렸다, 맞는 건 Moon#8812kr 야", "오타 났어. X 가 맞아", "pomyłka, właściwy to 2219", "perdón, el correcto es …",
"剛剛那個打錯了，正確是 …"): whatever the old one's
shape, as round 9 reads the English and Chinese cues. A number replaces a number of its length (give or take one
digit), or one group of a value written in groups ("Mist, vertippt: der letzte Block ist 0180"): "Korrektur: Raum
240" after a door code is a room.

SecretMemory calls ``fixes`` with the values the user said before; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_CUE = re.compile(
    r"(?i)(?<![^\W\d_])(?:tippfehler|vertippt|verschrieben|korrektur|quatsch|ach nee|falsch|"
    r"pomyłka|pomylka|literówka|sorki|poprawka|źle|"
    r"perdón|perdona|me equivoqué|me he equivocado|corrijo|errata|"
    r"faute de frappe|je me suis trompée?|correction|"
    r"typfout|foutje|correctie|"
    r"refuso|errore di battitura|mi sono sbagliat[oa]|"
    r"erro de digitação|me enganei|correção)(?![^\W\d_])"
    r"|오타|틀렸|잘못 (?:썼|보냈|적었)|정정|間違え|打ち間違|訂正|typo|打錯|輸錯|寫錯|記錯|搞錯|弄錯|有誤|發錯")
_LEAD = re.compile(
    r"(?i)(?:richtig(?:e)? (?:ist|lautet)|korrekt (?:ist|lautet)|das richtige ist|es ist|ist|lautet|"
    r"właściwy to|właściwe to|poprawny to|prawidłowy to|dobry to|teraz jest|jest|to|"
    r"el correcto es|la correcta es|el bueno es|la buena es|es|le bon (?:est|c'est)|la bonne (?:est|c'est)|c'est|"
    r"het juiste is|de juiste is|het is|is|quello giusto è|quella giusta è|è|o correto é|a correta é|é|"
    r"맞는 (?:건|거는|것은)|정확한 (?:건|거는)|올바른 (?:건|거는)|正しくは|正しいのは|正確(?:的)?是|應該是|其實是|[:：])"
    # (a value written in digit groups is read whole: "richtig ist: 9166 4587 0348 1261 1833")
    r"\s*[:：]?\s*[\"'“„«]?(?P<v>\d{3,6}(?:[ -]\d{3,6}){2,7}(?!\d)|[^\s\"'”“«»,，。;；！？]{4,64})")
# Korean puts the value first: "4PnoUUHbTBr5O& 가 맞아" (… is the right one)
_KO_BEFORE = re.compile(r"(?P<v>[^\s\"'“”,，。]{4,64})\s*(?:가|이|이가)?\s*(?:맞아|맞음|맞습니다|맞아요|정답)")
# a value written in digit groups: a key, a card, an account as printed
_GROUPS = re.compile(r"\d{3,6}(?:[ -]\d{3,6}){2,7}")
_NOT = re.compile(r"(?i)^(?:https?://|www\.)|^\d{1,2}[:h.]\d{2}$|^\d{1,4}[./-]\d{1,2}(?:[./-]\d{1,4})?$"
                  r"|^v?\d+(?:\.\d+)+$")


def _credential(v: str) -> bool:
    if _NOT.search(v):
        return False
    if v.isdigit() or _GROUPS.fullmatch(v):
        return True
    return any(c.isalpha() for c in v) and (any(c.isdigit() for c in v) or any(c in "!#$%&*@^~+_=?" for c in v))


def _replaces(old: str, v: str) -> bool:
    """Whether the number v may replace the old value: a number of its length (give or take one digit), or one of
    its digit groups ("9272 1062 5996 3007 3733" ... "vertippt: der letzte Block ist 0180")."""
    if old.isdigit():
        return abs(len(old) - len(v)) <= 1
    groups = _GROUPS.fullmatch(old)
    return groups is not None and any(len(g) == len(v) for g in re.split(r"[ -]", old))


def fixes(text: str, olds: Collection[str]) -> set[str]:
    """The values that correct one of ``olds`` after a typo's cue in the message."""
    out: set[str] = set()
    if not olds:
        return out
    for cue in _CUE.finditer(text):
        end = text.find("\n", cue.end())
        pos, stop = cue.end(), min(cue.end() + 60, len(text) if end < 0 else end)
        while (m := _LEAD.search(text, pos, stop)) is not None:
            v = m.group("v").rstrip(".!?:)")
            if _credential(v) and v not in olds and (not v.isdigit() or any(_replaces(o, v) for o in olds)):
                out.add(v)
                break
            pos = m.start("v")
        for m in _KO_BEFORE.finditer(text, cue.end(), min(len(text), cue.end() + 80)):
            v = m.group("v")
            if _credential(v) and v not in olds and not v.isdigit():
                out.add(v)
                break
    return out
