"""A regex's leftmost match start asked many times over one text, for many starts and few ends.

Keepers judge each value by what its clause or sentence holds after it ("an example", "mine"): searched from each
value, a long clause of many values is walked once a value. Leftmost remembers, per end, where the last search began
and what it found, so a start between the two is answered without searching again.
"""

from __future__ import annotations

import re


class Leftmost:
    """Where rx's leftmost match in text[lo:hi] starts (None: it has none), for many lo and few hi (each value's
    clause or sentence): the last answer for hi stands for every lo up to it, and a lo before what was searched is
    tried only up to there. A search from each value would walk its clause's rest once per value.

    The patterns given must not open with ``^``: a match at a position is then the same whatever ``pos`` the
    search began at (a lookbehind sees before it)."""

    def __init__(self, rx: re.Pattern[str], text: str) -> None:
        self._rx, self._t = rx, text
        self._seen: dict[int, tuple[int, int | None]] = {}  # hi: (lo searched from, the leftmost start from there)

    def __call__(self, lo: int, hi: int) -> int | None:
        seen = self._seen.get(hi)
        if seen is not None:
            l, f = seen
            if l <= lo and (f is None or lo <= f):
                return f
            if lo < l and f is None:  # nothing from l on: try the positions before it alone
                f = next((j for j in range(lo, l) if self._rx.match(self._t, j, hi) is not None), None)
                self._seen[hi] = (lo, f)
                return f
        # (a search from a lo before a known start stops at it at the latest)
        m = self._rx.search(self._t, lo, hi)
        f = None if m is None else m.start()
        self._seen[hi] = (lo, f)
        return f
