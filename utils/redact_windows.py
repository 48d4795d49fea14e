"""A long message read in windows, so no redaction rule ever reads more than ``WINDOW`` characters at once.

A rule's regex or loop may cost time quadratic in what it reads (a pattern that walks a run of spaces from every
position, a keeper that looks back over the whole text from each value). On a pasted log, a minified bundle or a
wall of digits that stalls capture for minutes (``python -m bench.redaction_growth``). Reading a long message in
windows bounds every rule, the ones written later too, to time linear in the message's length.

Each window is a core, cut at a line break where one is near (else at a space, else anywhere), with ``CONTEXT``
characters of the text on either side: a rule sees the name before a value and the words after it as it would in
the whole message. A span counts for the window whose core holds its start, so a value at a seam is found once.
Messages up to ``WINDOW`` characters, nearly all of them, are read whole as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

Span = tuple[int, int, str]

WINDOW = 8000  # the most a rule reads at once; a message no longer than this is read whole
CONTEXT = 1000  # characters of the text read on either side of a window's core
_TOKEN_REST = re.compile(r"\S*")


def cores(text: str) -> list[tuple[int, int]]:
    """The cores (start, end) that tile the text, each at most ``WINDOW - 2 * CONTEXT`` characters: cut at the last
    line break of its second half, else at its last whitespace there, else at its length."""
    out: list[tuple[int, int]] = []
    a, n, core = 0, len(text), WINDOW - 2 * CONTEXT
    if core < 2:
        raise ValueError(f"a window of {WINDOW} characters leaves no core beside {CONTEXT} of context on each side")
    while n - a > core:
        lo, hi = a + core // 2, a + core
        cut = text.rfind("\n", lo, hi)
        if cut < 0:
            cut = max(text.rfind(c, lo, hi) for c in " \t\r\f\v\u3000")
        b = cut + 1 if cut >= 0 else hi
        out.append((a, b))
        a = b
    out.append((a, n))
    return out


def _windows(text: str) -> Iterator[tuple[int, int, int, int]]:
    """Each core (a, b) with its window (wa, wb): the core and up to CONTEXT characters on either side."""
    n = len(text)
    for a, b in cores(text):
        yield a, b, max(0, a - CONTEXT), min(n, b + CONTEXT)


def spans(text: str, read: Callable[[str, int], list[Span]]) -> list[Span]:
    """``read(window, offset)``'s spans over a long text, window by window, in the text's offsets (unmerged, in
    window order).
    A span that reaches the end of a window that is not the text's end is carried on over the rest of its token
    (a long value straddling the window's edge is cut whole)."""
    out: list[Span] = []
    n = len(text)
    for a, b, wa, wb in _windows(text):
        for s, e, kind in read(text[wa:wb], wa):
            s, e = s + wa, e + wa
            if not a <= s < b:
                continue
            if e == wb < n:
                e = _TOKEN_REST.match(text, e).end()  # type: ignore[union-attr]
            out.append((s, e, kind))
    return out


def judge(text: str, spans: list[Span], keep: Callable[[str, list[Span]], None]) -> None:
    """``keep(window, spans)`` (which takes out of its list the spans it judges public) over a long text, window
    by window: each span judged in the window whose core holds its start. Changes ``spans`` in place."""
    out: list[Span] = []
    for a, b, wa, wb in _windows(text):
        mine = [sp for sp in spans if a <= sp[0] < b]
        if not mine:
            continue
        local = [(s - wa, min(e, wb) - wa, k) for s, e, k in mine]
        back = dict(zip(local, mine))  # a span left as it was keeps its own end (past the window's, maybe)
        keep(text[wa:wb], local)
        out += [back.get(sp) or (sp[0] + wa, sp[1] + wa, sp[2]) for sp in local]
    spans[:] = sorted(out)
