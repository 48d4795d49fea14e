"""Sentence and clause boundaries for the redaction rules.

Many rules read a value's own sentence or clause ("the IBAN for my refund", "the sample key in the docs") to tell
whose value it is. What ends a sentence differs from rule to rule: a period inside "Nr. 5", "d.o.o." or "3.5" ends
none for some, a semicolon ends a clause for others, a text in Chinese or Japanese ends with "。". So each function
here takes the boundary as a parameter, and each rule passes the one it needs.

Two kinds of boundary:
- a compiled pattern (``start``, ``end``, ``bounds``): any mark, such as a period followed by white space, searched
  within an optional reach around the value (a long message's distant sentences say nothing of this value);
- a plain string of single characters (``char_start``, ``char_end``): every one of them ends a sentence wherever it
  stands, found with ``str.rfind``/``str.find``, which stay fast on a long message where a rule asks for many values.

The patterns and character sets more than one rule shares are named below; a rule with a boundary of its own keeps
its pattern next to the rule, with a comment saying why it differs.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# a period, "!" or "?" only before white space ("3.5", "example.com", "v2.1" go on); semicolons and the full-width
# stops of Chinese and Japanese end a clause wherever they stand, as does a line break
STOPS = re.compile(r"[.!?](?=\s)|[;\n。；！？]")

# any full stop, Latin or full-width, or a line break: for rules whose values hold no period
STOP_CHARS = "\n.!?。！？"
# as STOP_CHARS but the period: for rules whose sentences carry periods inside ("T.C. kimlik", "Nr. 5", "3.5"),
# where a period followed by a space is the caller's to weigh
STOP_CHARS_NO_DOT = "\n!?。！？"
# as STOP_CHARS_NO_DOT, and semicolons end a clause (an id's name and its value stand in one clause)
CLAUSE_CHARS_NO_DOT = "\n!?;。！？；"


def start(text: str, p: int, marks: re.Pattern[str], reach: int | None = None, floor: int = 0,
          skip: Callable[[re.Match[str]], bool] | None = None) -> int:
    """Where the sentence holding position ``p`` starts: the end of the last match of ``marks`` within
    ``text[lo:p]``, else ``lo``; ``lo`` is ``p - reach`` (the whole text before p when ``reach`` is None), never
    before ``floor`` nor 0. A match for which ``skip`` says True (a period closing an abbreviation) ends nothing.

    The search stops at ``p``: a lookahead in ``marks`` does not see past it."""
    lo = max(floor, 0) if reach is None else max(floor, p - reach, 0)
    if skip is None:
        return max((m.end() for m in marks.finditer(text, lo, p)), default=lo)
    return max((m.end() for m in marks.finditer(text, lo, p) if not skip(m)), default=lo)


def end(text: str, p: int, marks: re.Pattern[str], reach: int | None = None) -> int:
    """Where the sentence holding position ``p`` ends: the start of the first match of ``marks`` from ``p`` on, within
    ``reach`` characters when given; else the end of that window (the end of the text when ``reach`` is None)."""
    hi = len(text) if reach is None else min(len(text), p + reach)
    m = marks.search(text, p, hi)
    return m.start() if m else hi


def bounds(text: str, s: int, e: int, marks: re.Pattern[str], reach: int | None = None) -> tuple[int, int]:
    """The bounds of the sentence holding ``text[s:e]``: ``start`` before s and ``end`` after e, with the same
    ``reach`` on both sides."""
    return start(text, s, marks, reach), end(text, e, marks, reach)


def abbreviation_skip(abbrev: re.Pattern[str], back: int) -> Callable[[re.Match[str]], bool]:
    """A ``skip`` for ``start``: whether a mark is a period closing an abbreviation ("Nr.", "S.L.", "č."), which
    ``abbrev`` (anchored at its end by ``$``) finds in the ``back`` characters before the period and the period."""
    def closes(m: re.Match[str]) -> bool:
        return m.string[m.start()] == "." and abbrev.search(m.string, max(0, m.start() - back), m.end()) is not None
    return closes


def char_start(text: str, p: int, chars: str) -> int:
    """Where the sentence holding position ``p`` starts: just after the last of ``chars`` before p, else 0."""
    return max(text.rfind(c, 0, p) for c in chars) + 1


def char_end(text: str, p: int, chars: str) -> int:
    """Where the sentence holding position ``p`` ends: at the first of ``chars`` from p on, else the end of the
    text."""
    return min((i for i in (text.find(c, p) for c in chars) if i >= 0), default=len(text))
