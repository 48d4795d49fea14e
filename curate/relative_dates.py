"""Resolve relative time words ("yesterday", "next Wednesday", "下周三", "下个月5号") against the date a
message was sent.

Only the message's own date is used, never the clock: a transcript curated a month late still dates its
plans right. Weeks start on Monday (ISO 8601, and how "下周三" is meant): "next Wednesday" and "下周三" are
the Wednesday of the following week; "this Friday", "周五", "by Friday" the coming one (today if it is
Friday). A phrase that names a single day resolves to that day (`resolve_day`), so a plan or a reminder
can carry the date it is about; a week, a month or a year stays a phrase ("the week after 14 March 2025").
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, timedelta

_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]
_WD = "|".join(_WEEKDAYS)
_N_EN = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_EN = re.compile(
    r"\b(yesterday|today|tonight|this (?:morning|afternoon|evening)|the day after tomorrow|tomorrow|last night|"
    r"last (?:week|weekend|month|year)|next (?:week|weekend|month|year)|this (?:weekend)|"
    rf"(?:last|next|this|coming|by|until) (?:{_WD})|"
    r"end of (?:the|this|next) month|"
    rf"in {_N_EN} (?:days?|weeks?|months?|years?)|{_N_EN} (?:days?|weeks?|months?|years?) (?:ago|from now))\b",
    re.IGNORECASE,
)
_ZH_DAY = "一二三四五六日天"
_ZH_NUM = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_ZH = re.compile(
    rf"((?<!每)(?:下下|下|上|这|本)?(?:个)?(?:周|星期|礼拜)[{_ZH_DAY}](?!次)|"
    r"(?:下个月|这个月|本月|上个月)(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日]|"
    r"(?:下个月|这个月|本月)底|月底|"
    r"(?:\d{1,2}|[一二两三四五六七八九十]{1,3})(?:天|个?星期|周|个月)(?:后|以后|之后|前|以前|之前)|"
    r"大后天|后天|昨天|今天|今晚|明天|明早|明晚|前天|上周|上个星期|下周|下个星期|上个月|下个月|去年|明年|今年)"
)
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10}


def _fmt(d: date) -> str:
    return f"{d.day} {_MONTHS[d.month - 1]} {d.year}"


def _month(d: date, delta: int) -> str:
    m = d.month - 1 + delta
    return f"{_MONTHS[m % 12]} {d.year + m // 12}"


def _add_months(d: date, delta: int, day: int | None = None) -> date:
    m = d.month - 1 + delta
    y, m = d.year + m // 12, m % 12 + 1
    last = monthrange(y, m)[1]
    return date(y, m, min(day if day is not None else d.day, last))


def _zh_int(s: str) -> int:
    if s.isdigit():
        return int(s)
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + _ZH_NUM.get(s[1:], 0)
    if "十" in s:
        a, _, b = s.partition("十")
        return _ZH_NUM.get(a, 0) * 10 + (_ZH_NUM.get(b, 0) if b else 0)
    return _ZH_NUM.get(s, 0)


def _weekday_in(d: date, weekday: int, weeks_ahead: int) -> date:
    """The given weekday in the week `weeks_ahead` from d's (Monday-based) week."""
    monday = d - timedelta(days=d.weekday())
    return monday + timedelta(weeks=weeks_ahead, days=weekday)


def _coming(d: date, weekday: int) -> date:
    return d + timedelta(days=(weekday - d.weekday()) % 7)


def _day_en(p: str, d: date) -> date | None:
    """The single day an English phrase names, if it names one."""
    if p in ("yesterday", "last night"):
        return d - timedelta(days=1)
    if p in ("today", "tonight", "this morning", "this afternoon", "this evening"):
        return d
    if p == "tomorrow":
        return d + timedelta(days=1)
    if p == "the day after tomorrow":
        return d + timedelta(days=2)
    m = re.fullmatch(rf"(last|next|this|coming|by|until) ({_WD})", p)
    if m:
        wd = _WEEKDAYS.index(m.group(2))
        if m.group(1) == "last":
            return d - timedelta(days=(d.weekday() - wd) % 7 or 7)
        if m.group(1) == "next":
            return _weekday_in(d, wd, 1)
        return _coming(d, wd)
    m = re.fullmatch(r"end of (the|this|next) month", p)
    if m:
        return _add_months(d, 1 if m.group(1) == "next" else 0, 31)
    m = re.fullmatch(rf"(?:in )?({_N_EN}) (day|week)s?(?: from now)?", p)
    if m and not p.endswith("ago"):
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM.get(m.group(1), 0)
        return d + timedelta(days=n if m.group(2) == "day" else 7 * n) if n else None
    m = re.fullmatch(rf"({_N_EN}) days? ago", p)
    if m:
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM.get(m.group(1), 0)
        return d - timedelta(days=n) if n else None
    return None


def _resolve_en(phrase: str, d: date) -> str | None:
    p = phrase.lower()
    day = _day_en(p, d)
    if day is not None:
        return _fmt(day)
    if p == "last week":
        return f"the week before {_fmt(d)}"
    if p == "last weekend":
        return f"the weekend before {_fmt(d)}"
    if p == "next week":
        return f"the week after {_fmt(d)}"
    if p in ("next weekend",):
        return f"the weekend after {_fmt(d)}"
    if p == "this weekend":
        return _fmt(_coming(d, 5))
    if p == "last month":
        return _month(d, -1)
    if p == "next month":
        return _month(d, 1)
    if p == "last year":
        return str(d.year - 1)
    if p == "next year":
        return str(d.year + 1)
    m = re.fullmatch(rf"(?:in )?({_N_EN}) (week|month|year)s?( ago| from now)?", p)
    if m:
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM.get(m.group(1), 0)
        if not n:
            return None
        sign = -1 if m.group(3) == " ago" else 1
        unit = m.group(2)
        if unit == "week":
            return f"the week of {_fmt(d + timedelta(weeks=sign * n))}"
        if unit == "month":
            return _month(d, sign * n)
        return str(d.year + sign * n)
    return None


def _day_zh(p: str, d: date) -> date | None:
    """The single day a Chinese phrase names, if it names one."""
    fixed = {"前天": -2, "昨天": -1, "今天": 0, "今晚": 0, "明天": 1, "明早": 1, "明晚": 1, "后天": 2, "大后天": 3}
    if p in fixed:
        return d + timedelta(days=fixed[p])
    m = re.fullmatch(rf"(下下|下|上|这|本)?(?:个)?(?:周|星期|礼拜)([{_ZH_DAY}])", p)
    if m:
        wd = 6 if m.group(2) in "日天" else _ZH_NUM[m.group(2)] - 1
        ahead = {"下下": 2, "下": 1, "上": -1}.get(m.group(1) or "", 0)
        if m.group(1) in (None, ""):
            return _coming(d, wd)  # "周五": the coming Friday
        return _weekday_in(d, wd, ahead)
    m = re.fullmatch(r"(下个月|这个月|本月|上个月)(\d{1,2}|[一二三四五六七八九十]{1,3})[号日]", p)
    if m:
        delta = {"下个月": 1, "上个月": -1}.get(m.group(1), 0)
        return _add_months(d, delta, _zh_int(m.group(2)))
    if p in ("月底", "这个月底", "本月底"):
        return _add_months(d, 0, 31)
    if p == "下个月底":
        return _add_months(d, 1, 31)
    m = re.fullmatch(r"(\d{1,2}|[一二两三四五六七八九十]{1,3})(天|个?星期|周)(后|以后|之后|前|以前|之前)", p)
    if m:
        n = _zh_int(m.group(1))
        days = n if m.group(2) == "天" else 7 * n
        return d + timedelta(days=-days if m.group(3).endswith("前") else days)
    return None


_ZH_RESOLVE = {
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


def _resolve_zh(p: str, d: date) -> str | None:
    day = _day_zh(p, d)
    if day is not None:
        return _fmt(day)
    m = re.fullmatch(r"(\d{1,2}|[一二两三四五六七八九十]{1,3})个月(后|以后|之后|前|以前|之前)", p)
    if m:
        n = _zh_int(m.group(1))
        return _month(d, -n if m.group(2).endswith("前") else n)
    f = _ZH_RESOLVE.get(p)
    return f(d) if f else None


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
        r = _resolve_zh(p, when)
        if r and p not in seen:
            seen.add(p)
            out.append((p, r))
    return out


_MONTH_RE = "|".join(m + ("" if len(m) <= 4 else f"|{m[:3]}") for m in _MONTHS)
_EXPLICIT_EN = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?: of)? (?P<m1>{_MONTH_RE})\.?|(?P<m2>{_MONTH_RE})\.? (?P<d2>\d{{1,2}})(?:st|nd|rd|th)?)"
    r"(?:,? (?P<y>\d{4}))?\b", re.IGNORECASE)
_EXPLICIT_ZH = re.compile(r"(?:(?P<y>\d{4})年)?(?P<m>\d{1,2}|[一二三四五六七八九十]{1,3})月(?P<d>\d{1,2}|[一二三四五六七八九十]{1,3})[日号]")


def _explicit(text: str, when: date) -> list[tuple[int, date]]:
    """Days named outright ("March 15", "15 March 2026", "3月15日"); without a year, the next such day."""
    out: list[tuple[int, date]] = []
    months = {m.lower(): i + 1 for i, m in enumerate(_MONTHS)} | {m[:3].lower(): i + 1 for i, m in enumerate(_MONTHS)}
    for m in _EXPLICIT_EN.finditer(text):
        month = months[(m.group("m1") or m.group("m2")).lower()]
        day, year = int(m.group("d1") or m.group("d2")), m.group("y")
        out.extend((m.start(), d) for d in [_on(year, month, day, when)] if d is not None)
    for m in _EXPLICIT_ZH.finditer(text):
        d = _on(m.group("y"), _zh_int(m.group("m")), _zh_int(m.group("d")), when)
        if d is not None:
            out.append((m.start(), d))
    return out


def _on(year: str | None, month: int, day: int, when: date) -> date | None:
    try:
        if year:
            return date(int(year), month, day)
        d = date(when.year, month, day)
        return d if d >= when else date(when.year + 1, month, day)
    except ValueError:
        return None


def _days(text: str, when: date) -> list[date]:
    """The single days the text names, in the order it names them."""
    found: list[tuple[int, date]] = []
    for m in _EN.finditer(text):
        d = _day_en(m.group(1).lower(), when)
        if d is not None:
            found.append((m.start(), d))
    for m in _ZH.finditer(text):
        d = _day_zh(m.group(1), when)
        if d is not None:
            found.append((m.start(), d))
    found += _explicit(text, when)
    return [d for _, d in sorted(found, key=lambda x: x[0])]


def resolve_day(text: str, when: date, future_only: bool = False) -> date | None:
    """The first single day the text names ("next Wednesday", "下周三", "明天", "March 15", "3月15日"), if any.

    future_only: only days on or after `when` (what a plan or a reminder is about)."""
    return next((d for d in _days(text, when) if not future_only or d >= when), None)


def day_about(text: str, when: date) -> date | None:
    """The day a statement made on `when` is about: a plan's day to come first, else the first day it names
    (resolve_day future_only, else resolve_day, from one reading of the text)."""
    days = _days(text, when)
    return next((d for d in days if d >= when), days[0] if days else None)


def annotate(text: str, when: date) -> str:
    """The text with each relative phrase's absolute date after it once, e.g. "yesterday (7 May 2023)"."""
    for phrase, absolute in resolve(text, when):
        # Han characters count as word characters, so only ASCII phrases get word boundaries.
        pat = rf"(?<!\w){re.escape(phrase)}(?!\w)" if phrase.isascii() else re.escape(phrase)
        text = re.sub(pat, f"{phrase} ({absolute})", text, count=1)
    return text
