"""Passwords given in prose the name-then-value rules read only in part.

Finds, in one message: a password set or changed to a value by a verb that comes after the password's name ("the
mail password, I changed it and set it to X", "parola ... am schimbat-o în X", "رمز ... گذاشتم X", "la cambié a X",
"zmieniłem na X"), in the verb forms of many languages; the later items of a password list that names each
password's thing with a preposition ("пароль від пошти X, від вайфаю Y", "password for the mail X, for the wifi Y",
"Passwort für die Mail X, für das WLAN Y"): the first item is the rules' already, each later one is read here; a
Wi-Fi key named by a code's word rather than a password's ("κωδικός Wi-Fi X", "код от вайфая X", "código del wifi X").

A value must look like a password (a letter and a digit or a symbol, no URL, no e-mail address); a plain word or a
number after the verb is a setting, not a password.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import secret_names

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"

# a password's value: no spaces, a letter and a digit or a symbol; closed by the clause's punctuation or a space
_VALUE = r"(?P<v>[^\s,،;:()\[\]\"'«»“”]{4,64}?)(?=[.,،;:!?؟)]*(?:\s|$))"
_PASSWORDISH = re.compile(r"(?=.*[^\W\d_])(?=.*[\d!@#$%^&*_+=?~.-])")
_NOT_VALUE = re.compile(r"(?i)https?:|www\.|@\w+\.\w|^\W|\.(?:com|net|org|txt|pdf)$")

# a verb that sets a password to what follows, after the password was named (a pronoun for it may be fused in)
_SET = re.compile(
    r"(?i)" + _L + r"(?:"
    # fa: "گذاشتم", "گذاشتمش", "عوض کردم به", "تغییرش دادم به", "کردمش"
    r"گذاشتم(?:ش)?(?:\s+(?:روی|رو|به))?|(?:عوض|تغییر)\s*(?:ش\s*)?(?:کردم|دادم)(?:ش)?\s+(?:به|روی|رو)|کردمش"
    # ar, he
    r"|غيرت(?:ها|ه)?\s+(?:إلى|الى|ل)|حطيت(?:ها|ه)?|خليت(?:ها|ه)?|שיניתי\s+(?:אותה\s+|אותו\s+)?ל-?|שמתי"
    # ro
    r"|am\s+(?:schimbat|setat|pus|făcut|modificat)(?:-o|-l)?(?:\s+(?:în|la|pe))?"
    # es, pt, it, fr
    r"|la\s+(?:cambié|puse|dejé)(?:\s+(?:a|por|en|como))?|le\s+puse|(?:mudei|troquei|alterei)(?:-a|-o)?\s+para"
    r"|coloquei|l'ho\s+(?:cambiata|messa|impostata|cambiato|messo|impostato)(?:\s+(?:in|a|su|come))?"
    r"|je\s+l'ai\s+(?:chang[ée]e?|mis(?:e)?)\s+(?:en|à|pour)"
    # pl, cs, ru, uk
    r"|(?:zmieni|ustawi)(?:łem|łam)\s+(?:je\s+|go\s+)?na|(?:změnil|nastavil)(?:a)?\s+(?:jsem\s+)?(?:ho\s+|ji\s+)?na"
    r"|(?:поменял|сменил|изменил|змінив|змінила|поміняв|поміняла|поменяла|сменила|изменила)(?:а)?\s+(?:его\s+|його\s+)?на"
    r"|(?:поставил|поставила|поставив|поставила)(?:\s+на)?"
    # el, nl, nordic, hu, id, vi, tl, sw
    r"|(?:το\s+)?άλλαξα\s+σε|έβαλα|(?:veranderd|gewijzigd)\s+(?:in|naar)|ingesteld\s+op"
    r"|(?:ändrade|ändrat|bytte|bytt|byttet|endret|ændrede|ændret|skiftede|skiftet|satte|satt)(?:\s+det)?\s+till?"
    r"|(?:át|meg)(?:írtam|változtattam)(?:\s+erre)?|(?:ganti|ubah|diganti|diubah)\s+(?:jadi|ke|menjadi)"
    r"|đổi\s+(?:thành|sang)|pinalitan\s+ko\s+(?:ng|ito\s+ng)|nimeibadilisha\s+kuwa|nimeweka"
    r")" + _R + r"\s*[:：]?\s*")
_SET_STEMS = ("گذاشتم", "کردم", "دادم", "غيرت", "حطيت", "خليت", "שיניתי", "שמתי", "am schimbat", "am setat", "am pus",
              "am făcut", "am modificat", "cambié", "puse", "dejé", "mudei", "troquei", "alterei", "coloquei", "l'ho",
              "l'ai", "zmieni", "ustawi", "změnil", "nastavil", "поменя", "смени", "измени", "змінив", "змінила",
              "поміня", "постави", "άλλαξα", "έβαλα", "veranderd", "gewijzigd", "ingesteld", "ändra", "bytt", "bytte",
              "endret", "ændre", "skifte", "satte", "satt ", "írtam", "változtattam", "ganti", "ubah", "đổi",
              "pinalitan", "nimeibadilisha", "nimeweka")
# the password's name must stand before the verb, in the same sentence, within this reach
_NAME_REACH = 90
_SENTENCE_END = re.compile(r"[.!?؟。！？\n]\s")

# a preposition that names a password's thing, and the words that join a list's items
_PREP = (r"(?:від|для|от|до|do|dla|for|für|fürs|vom|pour|du|de|del|para|per|voor|van|för|till|til|na|za|k|ke|untuk"
         r"|ng|ya|için)")
_AND = r"(?:і|и|й|та|a|and|und|et|y|e|i|en|och|og|ve|dan|at|na)"
_ITEM_WORDS = r"(?:[^\W\d_][\w'’-]*\s+){1,3}?"
# (a list's value holds a digit or a symbol, so the item's words are read up to it: "for the home router X")
_LIST_VALUE = r"(?=[^\s,;]*[\d!@#$%^&*_+=?~])" + _VALUE
_FIRST = re.compile(r"(?i)\s+(?P<p>" + _PREP + r")\s+" + _ITEM_WORDS + r"[:–-]?\s*" + _LIST_VALUE)
_NEXT = re.compile(r"(?i)\s*[,;]\s*(?:" + _AND + r"\s+)?(?P<p>" + _PREP + r")\s+" + _ITEM_WORDS + r"[:–-]?\s*"
                   + _LIST_VALUE)

# a Wi-Fi key named by a code's word ("κωδικός Wi-Fi", "код от вайфая", "código del wifi", "kod do wifi")
_WIFI_CODE = re.compile(
    r"(?i)" + _L + r"(?:κωδικ(?:ός|ό|ού)(?:\s+(?:του|για\s+το))?|код(?:\s+(?:от|від|для|до))?|kod(?:\s+(?:do|od|na))?"
    r"|kód(?:\s+(?:k|na|od))?|c[óo]digo(?:\s+(?:del|de|do|da))?|code(?:\s+(?:du|de|for|the))?|codice(?:\s+(?:del|di))?"
    r"|kode(?:\s+(?:til|for))?|koodi|cod(?:ul)?(?:\s+(?:de|la))?|mã)\s+"
    r"(?:wi-?fi|wlan|вай-?фа\w*|ваі?фа\w*|wifi-?\w*)" + _R + r"\s*(?:είναι|is|es|é|est|to|je|jest|er|:|=|-)?\s*"
    + _VALUE)

_GATE = ahocorasick_rs.AhoCorasick(
    list(dict.fromkeys(w.lower() for w in (*_SET_STEMS, "wi-fi", "wifi", "wlan", "вайфа", "вай-фа", "ваіфа"))))
# Persian and Arabic call a password "رمز" alone in speech (a code's word in secret_names, but only a password-shaped
# value is taken here)
_PW_NAMES = secret_names.Names({"pw": (*secret_names.PASSWORD, "رمز", "رمزم", "رمزمو", "رمزش")})


def _ok(v: str) -> bool:
    return bool(_PASSWORDISH.match(v)) and not _NOT_VALUE.search(v) and len(v) >= 5


def _set_values(text: str, low: str, names: list[int], out: list[Span]) -> None:
    for m in _SET.finditer(text):
        before = text[max(0, m.start() - _NAME_REACH) : m.start()]
        near = [p for p in names if m.start() - _NAME_REACH <= p < m.start()]
        if not near or _SENTENCE_END.search(before[near[-1] - max(0, m.start() - _NAME_REACH) :]):
            continue
        v = re.compile(_VALUE).match(text, m.end())
        if v is not None and _ok(v.group("v")):
            out.append((v.start("v"), v.end("v"), "password"))


def _lists(text: str, names: list[tuple[int, str]], out: list[Span]) -> None:
    for p, w in names:
        first = _FIRST.match(text, p + len(w))
        if first is None:
            continue
        end = first.end()
        while (nxt := _NEXT.match(text, end)) is not None and nxt.group("p").lower() == first.group("p").lower():
            if _ok(nxt.group("v")):
                out.append((nxt.start("v"), nxt.end("v"), "password"))
            end = nxt.end()


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if not secret_names.found_in(_GATE.find_matches_as_indexes, low) and "," not in text:
        return out
    hits = _PW_NAMES.words(low).get("pw", []) if len(low) == len(text) else []
    if hits:
        if secret_names.found_in(_GATE.find_matches_as_indexes, low):
            _set_values(text, low, [p for p, _ in hits], out)
        if "," in text or ";" in text:
            _lists(text, hits, out)
    if any(w in low for w in ("wi-fi", "wifi", "wlan", "вайфа", "вай-фа", "ваіфа")):
        for m in _WIFI_CODE.finditer(text):
            if _ok(m.group("v")) and not placeholder(m.group("v")):
                out.append((m.start("v"), m.end("v"), "password"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# the set verbs are common words ("کردم", "bytte", "ganti"): the password's name opens the gate (the lexicon's names are
# the core's triggers), the verbs only this module's own pass; Persian's bare "رمز" and the Wi-Fi's Cyrillic spellings
# are added
TRIGGERS: tuple[str, ...] = ("رمز", "вайфа", "вай-фа", "ваіфа")
