"""A wallet's seed phrase standing on its own in a message: exactly 12, 15, 18, 21 or 24 lowercase words of three to
eight letters with no function word among them, set apart by quotes, by CJK text or punctuation, or by a line of
their own ('my metamask phrase "crystal hollow … donor" into', "有，orbit velvet … river，這樣能復原嗎？"). A seed
named nowhere in the message (the name came in an earlier message, or the wallet's) is still one: English prose
of a dozen words always holds "the", "and", "to" or "my".

utils.redact's ROUNDS registry calls ``find``, and its gate asks ``may_hold``, then ``RUN``, of a text that is not
ASCII; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Span = tuple[int, int, str]

RUN = re.compile(r"(?<![A-Za-z'’-])[a-z]{3,8}(?: [a-z]{3,8}){11,23}(?![A-Za-z'’-])")
# twelve such words in a row anywhere, asked of RE2 (linear, and it keeps the counts prefilter.loosen drops) before RUN
_LOOSE = rb"[a-z]{3,8}(?: [a-z]{3,8}){11}"
try:
    import re2 as _re2

    _LOOSE_RUN: Any = _re2.compile(_LOOSE)
except ImportError:  # pragma: no cover - re2 is a dependency; re gives the same answer, slower
    _LOOSE_RUN = re.compile(_LOOSE)


_NOT_LOWER = bytes(b for b in range(256) if not 97 <= b <= 122)


def may_hold(raw: bytes) -> bool:
    """Whether the UTF-8 text may hold a run (twelve lowercase words in a row), cheaply: 36 ASCII lowercase letters
    at least (counted in C), then RE2."""
    return len(raw.translate(None, _NOT_LOWER)) >= 36 and _LOOSE_RUN.search(raw) is not None
# what may stand right before and after the run: a quote, a bracket, CJK text or punctuation, a line's edge
_EDGE = re.compile(r"[\"'“”‘’「」『』«»:：，,。、；;!?！？()（）\n]|[^\x00-\x7f]")
_FUNCTION = frozenset(
    "the and for are but not you all any can had her was one our out has him his how its may new now old see two who "
    "did get let say she too use that with have this will your from they been were what when which their there then "
    "them would could should about into than some just like over also only very after first other these those where "
    "while because being does each here more most much must such through under until upon".split())


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if text.count(" ") < 11:
        return out
    for m in RUN.finditer(text):
        words = m.group().split()
        if len(words) not in (12, 15, 18, 21, 24) or any(w in _FUNCTION for w in words):
            continue
        before = text[m.start() - 1] if m.start() else "\n"
        after = text[m.end()] if m.end() < len(text) else "\n"
        if _EDGE.match(before) and _EDGE.match(after) and len(set(words)) >= len(words) - 1:
            out.append((m.start(), m.end(), "seed_phrase"))
    return out
