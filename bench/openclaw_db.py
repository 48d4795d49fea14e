"""An OpenClaw-shaped agent database (openclaw-agent.sqlite) for tests and benchmarks.

The schema is the real one (bench/data/openclaw_agent_schema.sql, copied from a database OpenClaw
2026.9.6 wrote); rows are written the way OpenClaw writes them: WAL mode, one transcript line per
``transcript_events`` row, seq from 0 (the ``version: 4`` header), UUID entry ids, user messages with
``__openclaw``/``idempotencyKey``, rows of >= 1 KiB zstd-compressed (``event_json`` NULL) with the
``navigation_json`` OpenClaw's CHECK demands. Used to build large stores quickly (the real OpenClaw
needs 10-28 s per turn) and to produce the faults the real one rarely does (bad zstd, resets, archives).
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

SCHEMA = (Path(__file__).parent / "data" / "openclaw_agent_schema.sql").read_text(encoding="utf-8")
T0 = datetime(2026, 11, 2, 9, 0, tzinfo=timezone.utc)
ZSTD_MIN_BYTES = 1024


def _octet_length(v: object) -> int | None:
    if v is None:
        return None
    return len(v.encode("utf-8") if isinstance(v, str) else bytes(v))  # type: ignore[arg-type]


def _iso(ts: datetime) -> str:
    return ts.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _ms(ts: datetime) -> int:
    return int(ts.timestamp() * 1000)


def _nav(n: int) -> str:
    return json.dumps({"version": 1, "report": {"kind": "canonical"}, "navigation": {}, "reset": {}, "model": {},
                       "modelBytes": n, "modelWithoutCheckpointBytes": n, "withoutCustomDataBytes": n})


class AgentDb:
    """A writer, like OpenClaw's: its own connection, WAL, one transaction per append unless batched."""

    def __init__(self, path: Path) -> None:
        import zstandard

        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        # OpenClaw's CHECKs use octet_length (SQLite >= 3.43, bundled with Node); older system SQLite lacks it.
        self.conn.create_function("octet_length", 1, _octet_length, deterministic=True)
        self.conn.execute("PRAGMA journal_mode=WAL")
        if not self.conn.execute("SELECT 1 FROM sqlite_master WHERE name='transcript_events'").fetchone():
            self.conn.executescript(SCHEMA)
        self._z = zstandard.ZstdCompressor(level=3)
        self.next_seq: dict[str, int] = {}

    def close(self) -> None:
        self.conn.close()

    def new_session(self, session_id: str | None = None, previous: str | None = None, reason: str = "initial",
                    key: str = "agent:main:main", ts: datetime = T0) -> str:
        sid = session_id or str(uuid.uuid4())
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute(
                "INSERT OR REPLACE INTO session_nodes(session_key, current_session_id, entry_json, updated_at) "
                "VALUES (?, ?, '{}', ?)", (key, sid, _ms(ts)))
            self.conn.execute(
                "INSERT INTO session_windows(session_id, session_key, previous_session_id, reason, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?)", (sid, key, previous, reason, _ms(ts), _ms(ts)))
            self._insert(sid, {"type": "session", "version": 4, "id": sid, "timestamp": _iso(ts), "cwd": "/home/u"}, ts)
        return sid

    def _insert(self, sid: str, obj: dict[str, Any] | str, ts: datetime) -> int:
        seq = self.next_seq.get(sid)
        if seq is None:
            row = self.conn.execute("SELECT MAX(seq) FROM transcript_events WHERE session_id=?", (sid,)).fetchone()
            seq = 0 if row[0] is None else int(row[0]) + 1
        text = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
        raw = text.encode("utf-8")
        if len(raw) >= ZSTD_MIN_BYTES:
            self.conn.execute(
                "INSERT INTO transcript_events(session_id, seq, event_json, created_at, event_zstd, event_utf8_bytes,"
                " navigation_json) VALUES (?, ?, NULL, ?, ?, ?, ?)",
                (sid, seq, _ms(ts), self._z.compress(raw), len(raw), _nav(len(raw))))
        else:
            self.conn.execute(
                "INSERT INTO transcript_events(session_id, seq, event_json, created_at, event_utf8_bytes) VALUES (?, ?, ?, ?, ?)",
                (sid, seq, text, _ms(ts), len(raw)))
        self.next_seq[sid] = seq + 1
        return seq

    def append(self, sid: str, objs: list[dict[str, Any] | str], ts: datetime = T0) -> None:
        """Rows in one transaction (OpenClaw commits a line at a time; batching is for building big stores)."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            for o in objs:
                self._insert(sid, o, ts)
            self.conn.execute("COMMIT")
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise

    def insert_raw(self, sid: str, event_zstd: bytes, nbytes: int, ts: datetime = T0) -> int:
        """A row whose zstd payload is whatever the caller says (a corrupt one, for fault tests)."""
        seq = self.next_seq.get(sid, 0)
        self.conn.execute(
            "INSERT INTO transcript_events(session_id, seq, event_json, created_at, event_zstd, event_utf8_bytes,"
            " navigation_json) VALUES (?, ?, NULL, ?, ?, ?, ?)", (sid, seq, _ms(ts), event_zstd, nbytes, _nav(nbytes)))
        self.next_seq[sid] = seq + 1
        return seq

    def archive(self, sid: str, reason: str = "reset", encoding: str = "zstd") -> None:
        """Move a session's rows into session_transcript_archives (what a reset/delete does)."""
        import hashlib

        rows = self.conn.execute("SELECT event_json, event_zstd FROM transcript_events WHERE session_id=? ORDER BY seq",
                                 (sid,)).fetchall()
        import zstandard

        d = zstandard.ZstdDecompressor()
        text = "".join((j if j is not None else d.decompress(z).decode()) + "\n" for j, z in rows).encode()
        blob = self._z.compress(text) if encoding == "zstd" else text
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute(
                "INSERT INTO session_transcript_archives(session_id, generation, session_key, reason, encoding,"
                " archive_blob, archive_sha256, archive_name, created_at) VALUES (?, '1', 'agent:main:main', ?, ?, ?, ?, ?, ?)",
                (sid, reason, encoding, blob, hashlib.sha256(text).hexdigest(), f"{sid}.jsonl.{reason}", _ms(T0)))
            self.conn.execute("DELETE FROM transcript_events WHERE session_id=?", (sid,))


def user_event(i: int, ts: datetime, text: str, parent: str | None = None) -> dict[str, Any]:
    eid = str(uuid.UUID(int=(i << 1) | 0))
    return {"type": "message", "id": eid, "parentId": parent, "timestamp": _iso(ts),
            "message": {"role": "user", "content": text, "timestamp": _ms(ts) - 3000,
                        "__openclaw": {"senderIsOwner": True}, "idempotencyKey": f"{uuid.UUID(int=i)}:user"}}


def assistant_event(i: int, ts: datetime, text: str) -> dict[str, Any]:
    return {"type": "message", "id": str(uuid.UUID(int=(i << 1) | 1)), "parentId": str(uuid.UUID(int=i << 1)),
            "timestamp": _iso(ts),
            "message": {"role": "assistant", "content": [{"type": "text", "text": text}], "api": "openai-completions",
                        "provider": "stub", "model": "stub-model", "stopReason": "stop",
                        "usage": {"input": 10, "output": 2, "totalTokens": 12}, "timestamp": _ms(ts)}}


def turn_events(i: int, user: str, assistant: str, ts: datetime | None = None) -> list[dict[str, Any]]:
    """Turn i as OpenClaw >= 2026.7.2 stores it: user message, assistant message, bootstrap marker."""
    ts = ts or T0 + timedelta(seconds=10 * i)
    return [user_event(i, ts, user), assistant_event(i, ts + timedelta(seconds=1), assistant),
            {"type": "custom", "customType": "openclaw:bootstrap-context:full", "data": {"timestamp": _ms(ts)},
             "id": str(uuid.uuid5(uuid.NAMESPACE_OID, f"c{i}")), "parentId": None, "timestamp": _iso(ts)}]


def user_id_of(i: int) -> str:
    """The entry id user_event(i) gets (tests look turns up by it)."""
    return str(uuid.UUID(int=(i << 1) | 0))
