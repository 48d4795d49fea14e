"""A value cut earlier, said again later in another form: its case changed, a character added or dropped, or the
old value of a PIN stated after the new one.

``variants``: in a later user message, a token that is a near-variant of a value cut before ("sorry, the first s is
capital: Sakura&052", "no, all lower case: kanelbulle!056", "I changed it: PHOBO.75", "Yasmin.019*" after "forgot,
there's a star at the end"): equal but for case, or one character inserted, dropped or replaced. Only values of a
password's shape count (six characters or more, a letter, and a digit or a symbol), and the token must have the same
shape, so a word that merely shares the value's letters ("the hedgehog in our garden" after "Hedgehog!42") stays.

``old_values``: in a message after one whose PIN or code was cut, a number of that code's length after a word of
oldness ("die alte war 8843", "the old one was 1397", "el viejo era 2219").

``find``: a code of the length a message just named ("this one has 3 digits: 418") in a message about a card's or a
code's digits.

SecretMemory (utils.redact) calls ``variants`` and ``old_values``; the ROUNDS registry calls ``find``. This module
imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Span = tuple[int, int, str]

_TOKEN = re.compile(r"[^\s\"'“”«»‘’「」『』()\[\]<>,，。、：:;；]{6,64}")


def _shaped(v: str) -> bool:
    """A password's shape: six characters or more, a letter, and a digit or a symbol."""
    return (len(v) >= 6 and any(c.isalpha() for c in v)
            and any(c.isdigit() or not c.isalnum() for c in v))


def _one_edit(a: str, b: str) -> bool:
    """Whether b is a with one character inserted, dropped or replaced (a != b)."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :]
    return a[i:] == b[i + 1 :]


def near(value: str, tok: str) -> bool:
    """tok is value with its case changed, or one character more, less or other (case aside)."""
    if tok == value or not (_shaped(value) and _shaped(tok)):
        return False
    a, b = value.casefold(), tok.casefold()
    if a == b:
        return True
    # one edit on a long enough value; a changed digit of a short one may be another value altogether
    return len(a) >= 7 and _one_edit(a, b)


def variants(text: str, said: Iterable[str]) -> set[str]:
    """The tokens of a later message that are near-variants of values cut before."""
    values = [v for v in said if _shaped(v)]
    if not values:
        return set()
    out: set[str] = set()
    for m in _TOKEN.finditer(text):
        tok = m.group()
        # every reading of a trailing "!" or "." that is near (the token as typed, and without its sentence's
        # punctuation): the cut then covers the longest, whichever the value's own last character is
        out.update(cand for cand in dict.fromkeys((tok, tok.rstrip(".?"), tok.rstrip(".!?")))
                   if any(near(v, cand) for v in values))
    return out


_OLD = re.compile(
    r"(?i)(?<![^\W\d_])(?:the old(?: one| pin| code)?|my old(?: one| pin| code)?|die alte|der alte|den alten|"
    r"die vorherige|el viejo|la vieja|el antiguo|la antigua|l'ancien|l'ancienne|ancien code|il vecchio|"
    r"la vecchia|de oude|het oude|den gamla|det gamla|o antigo|a antiga|o velho|stary|stara|vanha|"
    r"gammel|den gamle|eski|旧的|以前的|原来的|前の|古い)(?![^\W\d_])"
    r"[^\n\d]{0,24}?(?<!\d)(?P<v>\d{3,8})(?![\d.,:/]\d)")


def old_values(text: str, recent: Iterable[str]) -> set[str]:
    """Numbers of a just-cut code's length after a word of oldness."""
    lengths = {len(v) for v in recent if v.isdigit() and 3 <= len(v) <= 8}
    if not lengths:
        return set()
    return {m.group("v") for m in _OLD.finditer(text) if len(m.group("v")) in lengths}


_WORD_N = {"3": 3, "4": 4, "three": 3, "four": 4, "drei": 3, "vier": 4, "trois": 3, "quatre": 4, "tres": 3,
           "cuatro": 4, "tre": 3, "quattro": 4, "três": 3, "quatro": 4, "drie": 3}
_N_DIGITS = re.compile(
    r"(?i)(?<![^\W\d_])(?P<n>[34]|three|four|drei|vier|trois|quatre|tres|cuatro|tre|quattro|três|quatro|drie)"
    r"[ -](?:digits?|stellig\w*|ziffern|chiffres|cifras|dígitos|cifre|cijfers)(?![^\W\d_])"
    r"[^\n\d]{0,12}?[:：]?\s*(?P<v>\d{3,4})(?!\d)")
_CARD_CODE = re.compile(r"(?i)card|karte|carte|tarjeta|carta|cartão|kaart|cvv|cvc|code|pin|código|codice|sicherheits")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    if "digit" not in low and "ziffer" not in low and "chiffre" not in low and "cifr" not in low \
            and "dígit" not in low and "cijfer" not in low and "stellig" not in low:
        return []
    if not _CARD_CODE.search(text):
        return []
    return [(m.start("v"), m.end("v"), "card_code") for m in _N_DIGITS.finditer(text)
            if len(m.group("v")) == _WORD_N[m.group("n").lower()]]
