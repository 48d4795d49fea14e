"""Time phrases in questions: "in March", "last week", "上个月", "三月份" resolved into a window of days.

A question that names a time wants what was said, or is about, that time: the ranker weighs gems dated
inside the window (their statement day, or the day they refer to) above the others. The window is resolved
against the question's own reference day (a search's `now` or `--as-of`), never the clock.

"before X" questions ("what did I use before NATS?") have no window: they want the gem X replaced
(retrieve.search.HISTORY lets superseded gems in; `asks_before` tells the ranker to put a replaced gem
above its successor). "Have I ever..." questions ("我有没有做过...") want both sides of a change ("I've never
done X", then "I did X"): `asks_ever` tells the ranker not to weigh the replaced gem down (it stays below its
successor).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]
# "may" is also a verb ("may I ask"): as a month it needs "in"/"during"/"of" before it or a year after it.
_MONTH_ALT = "|".join(m if m == "may" else f"{m}|{m[:3]}" for m in _MONTHS)
_MONTH_EN = re.compile(
    rf"\b(?:(?:in|during|of|since|from|throughout|early|late|mid|back in)\s+(?:the\s+month\s+of\s+)?"
    rf"(?P<m1>{_MONTH_ALT})\b(?:\s+(?P<y1>(?:19|20)\d\d))?"
    rf"|(?P<m2>{_MONTH_ALT})\s+(?P<y2>(?:19|20)\d\d))\b",
    re.IGNORECASE,
)
_YEAR_EN = re.compile(r"\b(?:in|during|of|since|back in)\s+((?:19|20)\d\d)\b(?!\s*(?:ms|s\b|%|mb|gb|words|lines))",
                      re.IGNORECASE)
_N = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10}
_REL_EN = re.compile(
    r"\b(?P<p>yesterday|today|this morning|last night|(?:last|this|past|previous) (?:week|weekend|month|year)|"
    r"the (?:last|past) (?:few |couple of )?(?:days|weeks)|"
    rf"(?P<n>{_N}) (?P<u>days?|weeks?|months?|years?) ago)\b",
    re.IGNORECASE,
)
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_LAST_WD = re.compile(rf"\blast ({'|'.join(_WEEKDAYS)})\b", re.IGNORECASE)

_ZH_NUM = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
           "十一": 11, "十二": 12}
_ZH_MONTH = re.compile(r"(?:(?P<y>(?:19|20)\d\d)年)?(?P<m>1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月(?:份)?(?![\d一二三四五六七八九十]+[日号])")
_ZH_REL = re.compile(r"(昨天|前天|今天|上周末|上周|上个星期|上个礼拜|这周|本周|这个星期|上个月|这个月|本月|去年|今年|前年|"
                     r"(?:[一二两三四五六七八九十]|\d{1,2})(?:天|个?星期|周|个月|年)(?:前|以前|之前))")
_ZH_LAST_WD = re.compile(r"上(?:个)?(?:周|星期|礼拜)([一二三四五六日天])")

# "before X", "what did I use before", "我以前用什么", "换成X之前"
# "used to" is a past habit ("where did I used to work?") except after a form of have/be/get: "the tools I've
# used to improve it", "I got used to it" say what served a purpose or became familiar, not what was replaced.
USED_TO = (r"(?<!'ve )(?<!\u2019ve )(?<!\bhave )(?<!\bhas )(?<!\bhad )(?<!\bbe )(?<!\bbeen )(?<!\bis )(?<!\bare )"
           r"(?<!\bwas )(?<!\bwere )(?<!\bget )(?<!\bgot )(?<!\bgetting )(?<!\bhave i )(?<!\bhave we )"
           r"(?<!\bhave you )(?<!\bhave they )(?<!\bhas he )(?<!\bhas she )used to")
_BEFORE = re.compile(rf"\b(?:before|prior to|previously|{USED_TO}|instead of|replaced)\b|以前|之前|原来|换成", re.IGNORECASE)


@dataclass(frozen=True)
class Window:
    """Days first..last (inclusive) a question's time phrase names, and the phrase."""

    first: date
    last: date
    phrase: str

    def holds(self, day: date) -> bool:
        return self.first <= day <= self.last


def _month_window(month: int, year: int | None, today: date) -> tuple[date, date]:
    if year is None:
        # The last such month up to the question's day: "in March" asked in January is last year's March.
        year = today.year if month <= today.month else today.year - 1
    first = date(year, month, 1)
    nxt = date(year + (month == 12), month % 12 + 1, 1)
    return first, nxt - timedelta(days=1)


def _monday(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _relative(p: str, today: date) -> tuple[date, date] | None:
    p = p.lower()
    if p == "yesterday":
        return today - timedelta(days=1), today - timedelta(days=1)
    if p in ("today", "this morning"):
        return today, today
    if p == "last night":
        return today - timedelta(days=1), today
    unit = p.split()[-1]
    if p.startswith(("last ", "past ", "previous ")) and unit in ("week", "weekend"):
        mon = _monday(today) - timedelta(days=7)
        return (mon + timedelta(days=5), mon + timedelta(days=6)) if unit == "weekend" else (mon, mon + timedelta(days=6))
    if p.startswith("this ") and unit in ("week", "weekend"):
        mon = _monday(today)
        return (mon + timedelta(days=5), mon + timedelta(days=6)) if unit == "weekend" else (mon, today)
    if unit == "month":
        if p.startswith("this "):
            return today.replace(day=1), today
        first_this = today.replace(day=1)
        prev_last = first_this - timedelta(days=1)
        return prev_last.replace(day=1), prev_last
    if unit == "year":
        y = today.year if p.startswith("this ") else today.year - 1
        return date(y, 1, 1), date(y, 12, 31)
    if unit in ("days", "weeks") and p.startswith("the "):
        span = 7 if unit == "days" else 28
        return today - timedelta(days=span), today
    return None


def _ago(n: int, unit: str, today: date) -> tuple[date, date]:
    """'two weeks ago': the span around that day, as loose as the unit."""
    days = {"d": 1, "w": 7, "m": 30, "y": 365}[unit]
    centre = today - timedelta(days=n * days)
    slack = {"d": 1, "w": 4, "m": 15, "y": 183}[unit]
    return centre - timedelta(days=slack), min(centre + timedelta(days=slack), today)


def _zh_int(s: str) -> int:
    return int(s) if s.isdigit() else _ZH_NUM.get(s, 0)


def window(question: str, today: date) -> Window | None:
    """The window of days the question's first time phrase names, resolved against `today`, or None."""
    if m := _MONTH_EN.search(question):
        name = (m.group("m1") or m.group("m2")).lower()
        month = next(i for i, full in enumerate(_MONTHS, 1) if full.startswith(name[:3]))
        y = m.group("y1") or m.group("y2")
        first, last = _month_window(month, int(y) if y else None, today)
        return Window(first, last, m.group(0))
    if m := _ZH_MONTH.search(question):
        month = _zh_int(m.group("m"))
        if 1 <= month <= 12:
            first, last = _month_window(month, int(m.group("y")) if m.group("y") else None, today)
            return Window(first, last, m.group(0))
    if m := _LAST_WD.search(question):
        wd = _WEEKDAYS.index(m.group(1).lower())
        back = (today.weekday() - wd) % 7 or 7
        d = today - timedelta(days=back)
        return Window(d, d, m.group(0))
    if m := _ZH_LAST_WD.search(question):
        wd = 6 if m.group(1) in "日天" else _zh_int(m.group(1)) - 1
        d = _monday(today) - timedelta(days=7) + timedelta(days=wd)
        return Window(d, d, m.group(0))
    if m := _REL_EN.search(question):
        if m.group("n"):
            n = _NUM.get(m.group("n").lower()) or int(m.group("n"))
            first, last = _ago(n, m.group("u")[0].lower(), today)
        else:
            got = _relative(m.group("p"), today)
            if got is None:
                return None
            first, last = got
        return Window(first, last, m.group(0))
    if m := _ZH_REL.search(question):
        p = m.group(1)
        fixed = {"昨天": (1, 1), "前天": (2, 2), "今天": (0, 0)}
        if p in fixed:
            a, b = fixed[p]
            return Window(today - timedelta(days=a), today - timedelta(days=b), p)
        en = {"上周": "last week", "上个星期": "last week", "上个礼拜": "last week", "上周末": "last weekend",
              "这周": "this week", "本周": "this week", "这个星期": "this week", "上个月": "last month",
              "这个月": "this month", "本月": "this month", "去年": "last year", "今年": "this year"}
        if p == "前年":
            return Window(date(today.year - 2, 1, 1), date(today.year - 2, 12, 31), p)
        if p in en:
            got = _relative(en[p], today)
            return Window(got[0], got[1], p) if got else None
        n = re.match(r"[一二两三四五六七八九十]|\d{1,2}", p)
        unit = "d" if "天" in p else "w" if ("周" in p or "星期" in p) else "m" if "月" in p else "y"
        first, last = _ago(_zh_int(n.group(0)) if n else 1, unit, today)
        return Window(first, last, p)
    if m := _YEAR_EN.search(question):
        y = int(m.group(1))
        return Window(date(y, 1, 1), date(y, 12, 31), m.group(0))
    if m := re.search(r"((?:19|20)\d\d)年(?!\d{0,2}月)", question):
        y = int(m.group(1))
        return Window(date(y, 1, 1), date(y, 12, 31), m.group(0))
    return None


# "ever" at any time (not "however", "whatever", "forever"); 从来 ("ever/never"); 有没有...过 ("have I ever ...ed").
EVER = r"\bever\b|从来|有没有[^？?。，,]{0,20}过"
_EVER = re.compile(EVER, re.IGNORECASE)


def asks_ever(question: str) -> bool:
    """Does the question ask about any time, both sides of a change ("have I ever used Redis?", "我从来没用过吗")?"""
    return bool(_EVER.search(question))


def asks_before(question: str) -> bool:
    """Does the question ask what held before a change ("what did I use before NATS?", "换成NATS之前用的是什么")?"""
    return bool(_BEFORE.search(question))
