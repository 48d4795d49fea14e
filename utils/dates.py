"""Times given by people (command lines, HTTP) as the system keeps them: timezone-aware UTC.

A naive time means UTC, like every time inside the system; a bare date used as a bound covers its whole
UTC day (``--until 2026-03-01`` includes that day's last microsecond).
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone


def parse_when(text: str) -> date | datetime:
    """An ISO date (2026-03-01) or datetime (2026-03-01T12:00, with or without a zone); ValueError if neither."""
    text = text.strip()
    return date.fromisoformat(text) if len(text) == 10 else datetime.fromisoformat(text)


def utc(value: datetime) -> datetime:
    """The datetime as aware UTC (naive means UTC)."""
    return value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(timezone.utc)


def utc_bound(value: date | datetime | None, end: bool = False) -> datetime | None:
    """A since/until value as an aware UTC datetime; a bare date covers its whole (UTC) day."""
    if value is None:
        return None
    if isinstance(value, datetime):
        return utc(value)
    start = datetime.combine(value, time.min, tzinfo=timezone.utc)
    return start + timedelta(days=1) - timedelta(microseconds=1) if end else start
