"""A bank's routing (or sort, BSB) number and an account number named together and given as a pair after them
("routing and account number — mine are 093118268 and 3358904353"): both are the speaker's, in the order named.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = ("routing and account", "sort code and account", "bsb and account", "aba and account")

_PAIR = re.compile(
    r"(?i)(?:routing|sort code|bsb|aba)(?:\s+numbers?)?\s+(?:and|&)\s+(?:the\s+|my\s+)?account(?:\s+numbers?)?"
    r"[^\n\d]{0,40}?(?:are|were|:)\s*(?<![\d-])(?P<a>\d{6,9}|\d{2}-\d{2}-\d{2})\s*(?:and|&|,|/)\s*"
    r"(?<![\d-])(?P<b>\d{6,17})(?![\d-])")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    if "account" not in low:
        return []
    return [sp for m in _PAIR.finditer(text)
            for sp in ((m.start("a"), m.end("a"), "bank_account"), (m.start("b"), m.end("b"), "bank_account"))]
