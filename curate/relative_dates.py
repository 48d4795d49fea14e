"""Resolve relative time words ("yesterday", "last week", "下个月") against the date a message was sent."""

from __future__ import annotations

import re
from datetime import date, timedelta

_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]
_EN = re.compile(
    r"\b(yesterday|today|tonight|this morning|tomorrow|last night|last (?:week|weekend|month|year)|"
    r"next (?:week|weekend|month|year)|last (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) ago)\b",
    re.IGNORECASE,
)
_ZH = re.compile(r"(昨天|今天|今晚|明天|前天|上周|上个星期|下周|下个星期|上个月|下个月|去年|明年|今年)")
_NUM = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _fmt(d: date) -> str:
    return f"{d.day} {_MONTHS[d.month - 1]} {d.year}"


def _month(d: date, delta: int) -> str:
    m = d.month - 1 + delta
    return f"{_MONTHS[m % 12]} {d.year + m // 12}"


def _resolve_en(phrase: str, d: date) -> str | None:
    p = phrase.lower()
    if p == "yesterday" or p == "last night":
        return _fmt(d - timedelta(days=1))
    if p in ("today", "tonight", "this morning"):
        return _fmt(d)
    if p == "tomorrow":
        return _fmt(d + timedelta(days=1))
    if p == "last week":
        return f"the week before {_fmt(d)}"
    if p == "last weekend":
        return f"the weekend before {_fmt(d)}"
    if p == "next week":
        return f"the week after {_fmt(d)}"
    if p == "next weekend":
        return f"the weekend after {_fmt(d)}"
    if p == "last month":
        return _month(d, -1)
    if p == "next month":
        return _month(d, 1)
    if p == "last year":
        return str(d.year - 1)
    if p == "next year":
        return str(d.year + 1)
    if p.startswith("last ") and p[5:] in _WEEKDAYS:
        back = (d.weekday() - _WEEKDAYS.index(p[5:])) % 7 or 7
        return _fmt(d - timedelta(days=back))
    m = re.match(r"(\w+) (day|week|month|year)s? ago", p)
    if m:
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM.get(m.group(1), 0)
        if not n:
            return None
        unit = m.group(2)
        if unit == "day":
            return _fmt(d - timedelta(days=n))
        if unit == "week":
            return f"the week of {_fmt(d - timedelta(weeks=n))}"
        if unit == "month":
            return _month(d, -n)
        return str(d.year - n)
    return None


_ZH_RESOLVE = {
    "昨天": lambda d: _fmt(d - timedelta(days=1)),
    "前天": lambda d: _fmt(d - timedelta(days=2)),
    "今天": _fmt,
    "今晚": _fmt,
    "明天": lambda d: _fmt(d + timedelta(days=1)),
    "上周": lambda d: f"the week before {_fmt(d)}",
    "上个星期": lambda d: f"the week before {_fmt(d)}",
    "下周": lambda d: f"the week after {_fmt(d)}",
    "下个星期": lambda d: f"the week after {_fmt(d)}",
    "上个月": lambda d: _month(d, -1),
    "下个月": lambda d: _month(d, 1),
    "去年": lambda d: str(d.year - 1),
    "明年": lambda d: str(d.year + 1),
    "今年": lambda d: str(d.year),
}


def resolve(text: str, when: date) -> list[tuple[str, str]]:
    """(phrase, absolute date) for each relative time phrase in the text, first occurrence only."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for m in _EN.finditer(text):
        p = m.group(1)
        r = _resolve_en(p, when)
        if r and p.lower() not in seen:
            seen.add(p.lower())
            out.append((p, r))
    for m in _ZH.finditer(text):
        p = m.group(1)
        if p not in seen:
            seen.add(p)
            out.append((p, _ZH_RESOLVE[p](when)))
    return out


def annotate(text: str, when: date) -> str:
    """The text with each relative phrase's absolute date after it once, e.g. "yesterday (7 May 2023)"."""
    for phrase, absolute in resolve(text, when):
        # Han characters count as word characters, so only ASCII phrases get word boundaries.
        pat = rf"(?<!\w){re.escape(phrase)}(?!\w)" if phrase.isascii() else re.escape(phrase)
        text = re.sub(pat, f"{phrase} ({absolute})", text, count=1)
    return text
