"""A correction later in the same message: "Das Passwort ist Wolke7Regen … korrigiere: Wolke8Regen".

Finds: after a password, PIN or code another rule cut, a correction's cue in ~15 languages ("sorry", "correction",
"korrigiere", "perdón", "oups", "desculpa", 更正, 打錯了, 應該是, すみません, 間違え, 틀렸다) and then, within the next words, a
value of the cut one's shape (the same kinds of characters, about its length, not the same value). SecretMemory does
the same across messages (utils.redact_round9.typo_fixes, round 15's correction by shape); a message that carries
both the value and its correction reaches no memory, so the rule reads the spans cut so far in it. A part named after a
first part was cut ("the last part is 9qLs", "het tweede deel is Kaas!x9", "part two: 22-48") is cut too. A number
after the cue that is not of the value's shape (a room, a time, a price) stays.

utils.redact's ROUNDS registry calls ``find`` with the spans the earlier rounds found; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_CUE = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:sorry(?! (?:for|about|to|that|if|but)\b)|correction|typo|oops|my bad|i meant|korrigiere\w*|"
    r"korrektur|falsch|perdón|perdon|"
    r"corrección|me equivoqué|mejor dicho|oups|pardon|erreur|desculpa|correção|aliás|quer dizer|scusa|correzione|"
    r"aspetta|anzi|przepraszam|poprawka|извини\w*|"
    r"ошибся|ошиблась|поправка|özür|düzeltme|xin lỗi|nhầm|maaf|ralat|no wait|actually no|wait no|scratch that|"
    r"je me suis trompé|me trompé|errei|ops|nee wacht|nej vänta|nei vent|nein warte)(?![a-zà-ÿ])|更正|打錯|打错|應該是|"
    r"应该是|寫錯|写错|すみません|間違え|訂正|틀렸|정정|잘못|잠깐")
# a number named as a time, a place, a booking or an error's code just before it is no corrected secret
_NAMED_BEFORE = re.compile(r"(?i)(?:\bat|\bum|à|a las|às|alle|room|zimmer|sala|salle|flight|vuelo|vol|flug|order|"
                           r"gate|seat|platform|gleis|房间|房間|会议室|航班|便|部屋|방|호실|error\s*code|fehlercode|"
                           r"오류\s*코드|에러\s*코드|エラーコード|错误代码|錯誤代碼)[^\d\n]{0,12}$")
_KINDS = ("password", "pin", "door_code", "one_time_code", "secret", "wifi_key")
# a value may hold '!', '?' or ':' inside ("Pino!28"); a closing one is the sentence's
_TOKEN = re.compile(r"[^\s\"'“”`,，、。;；：！？()（）]+")


def _shape(v: str) -> tuple[bool, bool, bool]:
    return any(c.isdigit() for c in v), any(c.isalpha() for c in v), any(not c.isalnum() for c in v)


def _fits(old: str, v: str) -> bool:
    """v could be old corrected: the same kinds of characters, digits of the same length, others within two."""
    if old == v or _shape(old) != _shape(v):
        return False
    return len(old) == len(v) if v.isdigit() else abs(len(old) - len(v)) <= 2


# a part of a value named after the value's first part was cut: "the last part is 9qLs", "het tweede deel is Kaas!x9",
# "part two: 22-48", "andra halvan är Blabar!88"
_PART = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:(?:the\s+)?(?:last|second|other|final)\s+(?:part|half|bit|piece)|part\s+(?:two|2|b)"
    r"|zweiten?\s+(?:hälfte|teil)|letzten?\s+teil|tweede\s+(?:deel|helft)|laatste\s+deel|andra\s+(?:halvan|delen)"
    r"|sista\s+delen|anden\s+(?:halvdel|del)|andre\s+(?:halvdel|del)|siste\s+del(?:en)?|segunda\s+(?:mitad|parte|metade)"
    r"|seconda\s+(?:metà|parte)|ultima\s+parte|seconde\s+moitié|deuxième\s+(?:moitié|partie)|druga\s+(?:połowa|część)"
    r")(?![a-zà-ÿ])|後半|后半段?|뒷부분|나머지")
_PART_LINK = re.compile(r"\s*(?:(?:is|ist|est|es|è|é|är|er|jest|was)\s+|是\s*|は\s*|는\s*|은\s*)?[:：=]?\s*")
_PART_VALUE = re.compile(r"[^\s\"'“”`,，、。;；！？()（）]{2,40}")


def _parts(text: str, cut: list[tuple[int, int]], spans: list[Span]) -> None:
    first = min(s for s, _ in cut)
    for m in _PART.finditer(text, first):
        v = _PART_VALUE.match(text, _PART_LINK.match(text, m.end()).end())
        if v is None:
            continue
        val = v.group().rstrip(".:：!?")
        if val and (any(c.isdigit() for c in val) or not val.isalpha() or not (val.islower() or val.istitle())) and (
                not re.fullmatch(r"\d{1,2}[:.]\d\d|(?:19|20)\d\d", val)):
            spans.append((v.start(), v.start() + len(val), "pin" if val.replace("-", "").isdigit() else "password"))


def find(text: str, low: str, spans: list[Span]) -> None:
    """Appends to ``spans`` the corrected values after a cue that follows a value already cut in this text, and the
    parts named after a first part."""
    del low
    cut = [(s, e) for s, e, k in spans if k in _KINDS and 4 <= e - s <= 40]
    if cut and _PART.search(text):
        _parts(text, cut, spans)
    if not cut or _CUE.search(text, min(e for _, e in cut)) is None:
        return
    found: list[Span] = []
    for cue in _CUE.finditer(text):
        olds = [text[s:e] for s, e in cut if e <= cue.start()]
        if not olds:
            continue
        last = max(e for s, e in cut if e <= cue.start())
        for m in _TOKEN.finditer(text, cue.end(), min(len(text), cue.end() + 60)):
            v = m.group().rstrip(".!?:")
            if (not [o for o in olds if _fits(o, v)] or (v.isdigit() and re.fullmatch(r"(?:19|20)\d\d", v))
                    or _NAMED_BEFORE.search(text, max(0, m.start() - 24), m.start())):
                continue
            if any(_fits(w.group().rstrip(".!?:"), v) for w in _TOKEN.finditer(text, last, cue.start())):
                break  # a number of its shape stands between the secret and the cue: the cue corrects that one
            found.append((m.start(), m.start() + len(v), "password" if not v.isdigit() else "pin"))
            break
    spans.extend(found)


TRIGGERS = ()
