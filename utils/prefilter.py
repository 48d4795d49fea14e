"""Regular expressions checked first by a linear-time engine (RE2), then by Python's ``re`` only where RE2 matched.

The curator's injection patterns are long alternations with lazy ``{0,160}?`` spans; Python's backtracking
engine spends most of a curation run's rule time in them on long assistant turns, nearly always to find
nothing. RE2 (``google-re2``) runs in time linear in the text but differs from ``re``: no lookarounds or
backreferences, ASCII-only ``\\w``, ``\\b``, ``\\s``, ``\\d``. So it is never the judge: each pattern is
rewritten into a LOOSER one RE2 accepts (lookarounds and word boundaries dropped, which can only admit more
text; the Unicode classes spelled out as ``re`` means them), and ``re`` decides every text that looser
pattern matches. The result is ``re``'s, bit for bit; the cost is RE2's on the texts that cannot match.
A pattern that cannot be loosened this way (a backreference, a class RE2 cannot express) keeps ``re`` alone.
Case-blind, ``re`` also folds the dotted capital 'İ' and the dotless 'ı' to 'i', which RE2's case folding does
not; so the looser form lets every 'i' or 'I' of the pattern, and every class that is not negated, admit both.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Any

try:  # the wheel exists for the usual platforms; without it the patterns run in ``re`` alone
    import re2 as _re2
except ImportError:  # pragma: no cover - exercised only where google-re2 has no wheel
    _re2 = None

# What ``re`` (str patterns, Unicode) means by these classes, in RE2's syntax.
_WORD = r"\p{L}\p{N}_"
_SPACE = r"\t\n\x{0b}\f\r \x{1c}-\x{1f}\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}"
_DIGIT = r"\p{Nd}"
_IN_CLASS = {"w": _WORD, "s": _SPACE, "d": _DIGIT}
_OUTSIDE = {"w": f"[{_WORD}]", "W": f"[^{_WORD}]", "s": f"[{_SPACE}]", "S": f"[^{_SPACE}]", "d": _DIGIT,
            "D": r"\P{Nd}"}


# The only characters Python's ``re`` case-folds where RE2 does not (tests/test_prefilter.py recomputes this
# over every code point): 'İ' (its simple lowercase is 'i') and 'ı' (sre's extra case of 'i').
_TURKIC = "\u0130\u0131"
_I_LETTER = f"[iI{_TURKIC}]"
# A group's opening syntax, copied as it is: a name or flag letter in it is no literal 'i'.
_GROUP_HEAD = re.compile(r"\(\?(?:P<\w+>|<\w+>|[aiLmsux]*(?:-[imsx]+)?[:)])")
# An escape that spells 'i' or 'I' by its code, or names 'İ'/'ı': no promise for those.
_I_BY_CODE = re.compile(r"\\(?:x(?:\{0*)?|u0*|U0*)(?:69|49|13[01])(?![0-9a-fA-F])")
_COUNTED = re.compile(r"\{(?:\d+(?:,\d*)?|,\d+)\}[?+]?")


class _Unloosenable(Exception):
    """The pattern holds something the looser RE2 form cannot express safely."""


def _group_end(p: str, i: int) -> int:
    """Index just past the group that opens at p[i] == '('."""
    depth = 0
    in_class = False
    while i < len(p):
        c = p[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
        elif c == "[":
            in_class = True
            if p[i + 1 : i + 2] == "^":
                i += 1
            if p[i + 1 : i + 2] == "]":  # a ']' first in a class is a literal
                i += 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise _Unloosenable("unbalanced group")


@functools.lru_cache(maxsize=1024)
def loosen(p: str, multiline: bool = False) -> str:
    """An RE2 pattern matching every text that the ``re`` pattern ``p`` (compiled with re.MULTILINE if
    `multiline`) matches, and maybe more.

    Anchors: RE2's '^' and '$' are the text's ends unless in (?m), where they are a line's, as re.MULTILINE's
    are; re's '$' without it also matches before a final newline, so '$' is always RE2's line end (looser).
    Raises _Unloosenable where that cannot be promised."""
    if _I_BY_CODE.search(p):
        raise _Unloosenable("an 'i' spelled by its code")
    out: list[str] = []
    i = 0
    in_class = False
    negated = False
    while i < len(p):
        c = p[i]
        if c == "\\":
            e = p[i + 1 : i + 2]
            if not e:
                raise _Unloosenable("trailing backslash")
            if e == "u":
                out.append(r"\x{" + p[i + 2 : i + 6] + "}")
                i += 6
                continue
            if e == "U":
                out.append(r"\x{" + p[i + 2 : i + 10].lstrip("0") + "}")
                i += 10
                continue
            if e.isdigit() and e != "0" or e in ("g", "A", "Z", "N"):
                raise _Unloosenable(f"\\{e}")
            if in_class:
                if e in _IN_CLASS:
                    out.append(_IN_CLASS[e])
                elif e in ("W", "S", "D"):  # a complement inside a class: no RE2 spelling
                    raise _Unloosenable(f"\\{e} in a class")
                else:
                    out.append(p[i : i + 2])
            elif e in ("b", "B"):
                pass  # a word boundary dropped: only looser
            elif e in _OUTSIDE:
                out.append(_OUTSIDE[e])
            else:
                out.append(p[i : i + 2])
            i += 2
            continue
        if in_class:
            out.append(c)
            if c == "]":
                in_class = False
                if not negated:  # only looser: the class also admits what re may fold to 'i'
                    out.append(f"|[{_TURKIC}])")
            i += 1
            continue
        if c == "[":
            in_class = True
            negated = p[i + 1 : i + 2] == "^"
            out.append(c if negated else "(?:[")
            i += 1
            for lead in ("^", "]"):
                if p[i : i + 1] == lead:
                    out.append(lead)
                    i += 1
            continue
        if c in "iI":
            out.append(_I_LETTER)
            i += 1
            continue
        if c == "$" or c == "^" and multiline:
            out.append(f"(?m:{c})")
            i += 1
            continue
        head = _GROUP_HEAD.match(p, i) if c == "(" else None
        if head:
            out.append(head.group(0))
            i = head.end()
            continue
        if p.startswith(("(?=", "(?!", "(?<=", "(?<!"), i):
            i = _group_end(p, i)  # a lookaround dropped: only looser
            if p[i : i + 1] in ("?", "*", "+", "{"):
                raise _Unloosenable("a quantified lookaround")
            continue
        if p.startswith("(?P=", i) or p.startswith("(?(", i) or p.startswith("(?>", i):
            raise _Unloosenable("backreference, conditional or atomic group")
        q = _COUNTED.match(p, i) if c == "{" else None
        if q:
            # X{m,n} -> X*: only looser, and RE2's automaton stays small (counted spans multiply its states).
            out.append("*")
            i = q.end()
            continue
        out.append(c)
        i += 1
    return "".join(out)


# RE2's memory budget per pattern, most of it its lazy automaton's state cache (allocated as states are made, so a
# small pattern never uses it). The lexicon patterns (curate/turned.py, directive.py, vocative.py) overflowed a 32 MB
# cache on long texts: RE2 then starts the cache over or falls back to its slow automaton, many times the cost of a
# search, with the same verdict.
MAX_MEM = 64 << 20


@functools.lru_cache(maxsize=1024)
def _linear(pattern: str, blind: bool, multiline: bool = False) -> Any:
    """The RE2 form of a pattern, or None; cached, as every curator and test loads the same rules."""
    try:
        opts = _re2.Options()
        opts.case_sensitive = not blind
        opts.max_mem = MAX_MEM
        opts.log_errors = False
        # Compiled from UTF-8 bytes: a caller trying many patterns on one text encodes it once (may_match).
        return _re2.compile(loosen(pattern, multiline).encode("utf-8"), opts)
    except (_Unloosenable, _re2.error, ValueError, TypeError):
        return None


class Prefiltered:
    """``re.compile(pattern, flags)`` that first asks RE2 whether a looser form can match at all."""

    __slots__ = ("exact", "pre", "pattern", "flags")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.exact = re.compile(pattern, flags)
        self.pattern = pattern
        self.flags = self.exact.flags
        self.pre: Any = None
        if _re2 is None or flags & ~(re.IGNORECASE | re.UNICODE | re.MULTILINE):
            return
        self.pre = _linear(pattern, bool(flags & re.IGNORECASE), bool(flags & re.MULTILINE))

    def may_match(self, text: str | bytes) -> bool:
        """False only where the pattern surely does not match (RE2's verdict on the looser form). Give the
        text UTF-8 encoded when trying several patterns on it."""
        if self.pre is None:
            return True
        if not isinstance(text, bytes):
            try:
                text = text.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate: RE2 cannot read it, so re alone decides
                return True
        return self.pre.search(text) is not None

    def search(self, text: str) -> re.Match[str] | None:
        return self.exact.search(text) if self.may_match(text) else None

    def finditer(self, text: str, pos: int = 0) -> Any:
        """``re``'s matches from `pos` on; none where RE2 rules the whole text out (a match from `pos` is one in it)."""
        return self.exact.finditer(text, pos) if self.may_match(text) else iter(())

    def __repr__(self) -> str:
        return f"Prefiltered({self.pattern[:60]!r}, re2={'yes' if self.pre is not None else 'no'})"


# Patterns per RE2 pass in a Group: a union of a few looser forms keeps RE2's lazy automaton small, where the
# union of all the curator's injection patterns overflowed its state cache on every text and ran slower than
# one pass per pattern (bench/results/stop42/speed).
GROUP_SIZE = 8


@functools.lru_cache(maxsize=256)
def _union(patterns: tuple[tuple[str, bool], ...], blind: bool) -> Any:
    """One RE2 pattern matching where any of the looser forms of `patterns` ((pattern, multiline) pairs) does, or
    None; cached like _linear."""
    try:
        opts = _re2.Options()
        opts.case_sensitive = not blind
        opts.max_mem = MAX_MEM
        opts.log_errors = False
        return _re2.compile("|".join(f"(?:{loosen(p, m)})" for p, m in patterns).encode("utf-8"), opts)
    except (_Unloosenable, _re2.error, ValueError, TypeError):
        return None


class Group:
    """Several Prefiltered patterns asked together which of them may match a text: one RE2 pass per GROUP_SIZE
    of them (the union of their looser forms), then each member's own pass only where its union matched. The
    answer is each member's may_match, at a fraction of its cost on the many texts no member can match."""

    __slots__ = ("patterns", "_unions", "_alone")

    def __init__(self, patterns: Sequence[Prefiltered], size: int = GROUP_SIZE) -> None:
        self.patterns = list(patterns)
        self._alone = [i for i, p in enumerate(self.patterns) if p.pre is None]  # always asked of re
        self._unions: list[tuple[Any, list[int]]] = []
        by_case: dict[bool, list[int]] = {}
        for i, p in enumerate(self.patterns):
            if p.pre is not None:
                by_case.setdefault(bool(p.flags & re.IGNORECASE), []).append(i)
        for blind, members in by_case.items():
            for k in range(0, len(members), size):
                part = members[k : k + size]
                # A union RE2 cannot build leaves its members to their own passes (None: never skipped).
                self._unions.append((_union(tuple((self.patterns[i].pattern, bool(self.patterns[i].flags & re.MULTILINE))
                                                  for i in part), blind), part))

    def candidates(self, text: str | bytes) -> list[int]:
        """The indices, in order, of the patterns whose may_match is true for the text."""
        if not isinstance(text, bytes):
            try:
                text = text.encode("utf-8")
            except UnicodeEncodeError:  # a lone surrogate: RE2 cannot read it, so every pattern is asked of re
                return list(range(len(self.patterns)))
        out = list(self._alone)
        for union, part in self._unions:
            if union is None or union.search(text) is not None:
                out += [i for i in part if self.patterns[i].may_match(text)]
        return sorted(out)


def compile(pattern: str, flags: int = 0) -> Prefiltered:  # noqa: A001 - re.compile's name, on purpose
    """A pattern with ``re``'s meaning and, where RE2 can loosen it, RE2's cost on texts it cannot match."""
    return Prefiltered(pattern, flags)
