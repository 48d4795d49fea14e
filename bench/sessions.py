"""OpenClaw-shaped session lines for tests and benchmarks (the format of docs/session-format.md)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

T0 = datetime(2026, 2, 22, 14, 18, 3, tzinfo=timezone.utc)


def _iso(ts: datetime) -> str:
    return ts.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def header(session_id: str, ts: datetime = T0) -> str:
    """The first line of a session file."""
    return json.dumps({"type": "session", "version": 3, "id": session_id, "timestamp": _iso(ts), "cwd": "/home/u"})


def message(eid: str, role: str, content: object, ts: datetime, parent: str | None = None, **msg: object) -> str:
    """A `message` entry line."""
    m = {"role": role, "content": content, "timestamp": int(ts.timestamp() * 1000), **msg}
    return json.dumps({"type": "message", "id": eid, "parentId": parent, "timestamp": _iso(ts), "message": m},
                      ensure_ascii=False)


def user_text(i: int) -> str:
    return f"question {i}: how do I configure the backup job for host-{i % 97}?"


def assistant_text(i: int) -> str:
    return f"answer {i}: set the cron entry to 03:{i % 60:02d} and keep {i % 7 + 1} copies."


def turn_lines(i: int, ts: datetime | None = None, metadata: bool = True) -> list[str]:
    """Two lines (user, assistant) making turn i; entry ids are derived from i so they are unique."""
    ts = ts or T0 + timedelta(seconds=10 * i)
    u = user_text(i)
    if metadata:
        u = ("Conversation info (untrusted metadata):\n```json\n{\"chat\": \"telegram\"}\n```\n\n"
             f"[Mon 2026-02-23 14:30 CST] {u}")
    return [
        message(f"u{i:07x}", "user", [{"type": "text", "text": u}], ts),
        message(f"a{i:07x}", "assistant", [{"type": "thinking", "thinking": "hmm"}, {"type": "text", "text": assistant_text(i)}],
                ts + timedelta(seconds=2), parent=f"u{i:07x}", provider="x", model="m", stopReason="stop"),
    ]
