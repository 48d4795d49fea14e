"""Iranian bank cards (the Shetab network) as Persian users give them: the sixteen digits after کارت (grouped by spaces
or dashes, passing Luhn), and the card's online PIN, its "second password" (رمز دوم, رمز اینترنتی, رمز پویا), five
to twelve digits after its name.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = ("کارت", "رمز دوم", "رمز اینترنتی", "رمز پویا")

_CARD = re.compile(r"کارت[^\d\n]{0,20}?(?<![\d-])(?P<v>\d{4}(?:[ -]?\d{4}){3})(?![\d-])")
_PIN2 = re.compile(r"(?:رمز\s+(?:دوم|اینترنتی|پویا)|پین\s*2)[^\d\n]{0,12}?(?<![\d-])(?P<v>\d{5,12})(?![\d-])")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if "کارت" in text:
        out += [(m.start("v"), m.end("v"), "card") for m in _CARD.finditer(text)
                if idcheck.luhn_ok(re.sub(r"\D", "", m.group("v")))]
    if "رمز" in text or "پین" in text:
        out += [(m.start("v"), m.end("v"), "pin") for m in _PIN2.finditer(text)]
    return out
