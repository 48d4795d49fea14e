"""Licence and pension numbers after their name with words between, as a rental or a new employer asks for them:
a US driving licence (a letter and seven digits, "It's D4178205 (New York)"), a Japanese driving licence's twelve
digits after 免許証番号 ("私のは 514208736190 です"), Japan's basic pension number (基礎年金番号, four and six digits).

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = ("licence number", "license number", "licence no", "license no", "免許証番号", "免許番号",
                             "基礎年金番号", "年金番号")

_US_LICENCE = re.compile(
    r"(?i)driv(?:ing|er'?s)\s+licen[cs]e\s+(?:number|no\.?|#)[^\n]{0,60}?(?<![A-Za-z0-9])(?P<v>[A-Z]\d{7,12})"
    r"(?![A-Za-z0-9])")
_JP_LICENCE = re.compile(r"免許(?:証)?番号[^\n]{0,40}?(?<![\d-])(?P<v>\d{12})(?![\d-])")
_NENKIN = re.compile(r"(?:基礎)?年金番号[^\n\d]{0,30}?(?<![\d-])(?P<v>\d{4}-?\d{6})(?![\d-])")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if "licen" in low:
        out += [(m.start("v"), m.end("v"), "national_id") for m in _US_LICENCE.finditer(text)]
    if "免許" in text:
        out += [(m.start("v"), m.end("v"), "national_id") for m in _JP_LICENCE.finditer(text)]
    if "年金番号" in text:
        out += [(m.start("v"), m.end("v"), "national_id") for m in _NENKIN.finditer(text)]
    return out
