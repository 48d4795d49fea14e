"""Per-gem usage (issue 29): when a search last returned each gem and how often, batched off the hot path.

A search only notes the ids it returned in this process's memory (``note``: a dict update under a lock); a
background thread writes what was noted every ``retrieve.usage_flush_s`` seconds, a one-shot command after it
printed its answer (``flush``), and any process at exit. The nightly clean-up reads it (utils/retention.py:
a gem no search returned for N days).

Where it lives: one SQLite file in the data folder, ``<data_dir>/usage.sqlite3`` (rows of user, gem id,
last_returned_at, returned_count, restored_at; no text). Not in the store's payload: the embedded store is held
by one process at a time (serve keeps it; utils/store/edge.py), so a CLI search answered from the store, or
the MCP server, could not write there while serve holds it, and a payload write costs an upsert under the
lease that every search waits for. Not in Redis: Redis is the buffer, with expiry, and a lost Redis would make
every gem look never used, so the clean-up would take what people use. SQLite takes concurrent writers from
several processes (serve, the CLI, the MCP server, curate) with its own file lock, and writes a batch as one
upsert instead of rewriting a file. The limit: like the per-user settings, with a Qdrant server shared by
several machines each data folder counts its own searches.

Forgetting removes the rows of the forgotten gems (or user) and what this process still holds unwritten;
``secure_delete`` overwrites the freed bytes in the file.
"""

from __future__ import annotations

import atexit
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from utils.config import Settings

log = logging.getLogger("true_recall.usage")

FILE = "usage.sqlite3"
# How long a writer waits for another process's write to the file before it gives up on this batch.
BUSY_TIMEOUT_S = 5.0

_SCHEMA = """CREATE TABLE IF NOT EXISTS usage (
    user_id TEXT NOT NULL, gem_id TEXT NOT NULL,
    last_returned_at REAL, returned_count INTEGER NOT NULL DEFAULT 0, restored_at REAL,
    PRIMARY KEY (user_id, gem_id)) WITHOUT ROWID"""
_UPSERT = """INSERT INTO usage (user_id, gem_id, last_returned_at, returned_count) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, gem_id) DO UPDATE SET
        returned_count = returned_count + excluded.returned_count,
        last_returned_at = max(coalesce(last_returned_at, 0), excluded.last_returned_at)"""


@dataclass(frozen=True)
class Usage:
    """What the file says of one gem."""

    last_returned_at: datetime | None
    returned_count: int
    restored_at: datetime | None = None


def path(settings: Settings) -> Path:
    return settings.data_path / FILE


def _utc(ts: float | None) -> datetime | None:
    return None if ts is None else datetime.fromtimestamp(ts, timezone.utc)


def _connect(settings: Settings, create: bool) -> sqlite3.Connection | None:
    p = path(settings)
    if not create and not p.exists():
        return None
    p.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(p, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    db.execute("PRAGMA secure_delete = ON")  # a forgotten gem's row leaves no bytes behind in free pages
    db.execute(_SCHEMA)
    return db


def write(settings: Settings, rows: Iterable[tuple[str, str, float, int]]) -> int:
    """Add counts: rows of (user_id, gem_id, last_returned_at as epoch seconds, times returned)."""
    rows = list(rows)
    if not rows:
        return 0
    db = _connect(settings, create=True)
    if db is None:  # pragma: no cover - create=True always connects
        return 0
    try:
        with db:
            db.execute("BEGIN IMMEDIATE")
            db.executemany(_UPSERT, rows)
    finally:
        db.close()
    return len(rows)


def read(settings: Settings, user_id: str, ids: Iterable[str] | None = None) -> dict[str, Usage]:
    """The user's usage by gem id (all of their gems, or these); gems never returned are absent."""
    recorder(settings).flush()  # this process's own unwritten searches count too
    db = _connect(settings, create=False)
    if db is None:
        return {}
    try:
        if ids is None:
            cur = db.execute("SELECT gem_id, last_returned_at, returned_count, restored_at FROM usage WHERE user_id = ?",
                             (user_id,))
            found = cur.fetchall()
        else:
            wanted = list(ids)
            found = []
            for i in range(0, len(wanted), 500):
                part = wanted[i:i + 500]
                found += db.execute(
                    "SELECT gem_id, last_returned_at, returned_count, restored_at FROM usage WHERE user_id = ? "
                    f"AND gem_id IN ({','.join('?' * len(part))})", (user_id, *part)).fetchall()
    finally:
        db.close()
    return {g: Usage(_utc(last), int(n), _utc(restored)) for g, last, n, restored in found}


def mark_restored(settings: Settings, user_id: str, ids: Iterable[str], when: datetime) -> None:
    """The person restored these gems from the clean-up: the clean-up keeps them from now on."""
    db = _connect(settings, create=True)
    if db is None:  # pragma: no cover
        return
    try:
        with db:
            db.execute("BEGIN IMMEDIATE")
            db.executemany(
                "INSERT INTO usage (user_id, gem_id, restored_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id, gem_id) DO UPDATE SET restored_at = excluded.restored_at",
                [(user_id, g, when.timestamp()) for g in ids])
    finally:
        db.close()


def forget(settings: Settings, user_id: str, ids: Iterable[str] | None = None) -> int:
    """Remove the usage of these gems of the user (None: all of the user's), unwritten notes included."""
    wanted = None if ids is None else set(ids)
    rec = recorder(settings)
    # Held across the drop and the delete: a batch the writer thread took just before the drop would otherwise be
    # written after the delete and bring the forgotten rows back.
    with rec.writing:
        rec.drop(user_id, wanted)
        return _delete(settings, user_id, wanted)


def _delete(settings: Settings, user_id: str, wanted: set[str] | None) -> int:
    db = _connect(settings, create=False)
    if db is None:
        return 0
    try:
        with db:
            db.execute("BEGIN IMMEDIATE")
            if wanted is None:
                n = db.execute("DELETE FROM usage WHERE user_id = ?", (user_id,)).rowcount
            else:
                n = 0
                for g in wanted:
                    n += db.execute("DELETE FROM usage WHERE user_id = ? AND gem_id = ?", (user_id, g)).rowcount
    finally:
        db.close()
    return n


class Recorder:
    """What this process's searches returned, held in memory until written (one per data folder)."""

    def __init__(self, settings: Settings, clock: Callable[[], datetime] | None = None) -> None:
        self.settings = settings
        self.clock = clock or (lambda: datetime.now(timezone.utc))
        self.interval_s = settings.retrieve.usage_flush_s
        self._lock = threading.Lock()
        # Held from taking a batch until it is written (forget holds it too); re-entrant so a forget inside a
        # flush's caller does not deadlock.
        self.writing = threading.RLock()
        self._pending: dict[tuple[str, str], list[float]] = {}  # (user, gem) -> [count, last]
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._stopped = False

    def note(self, user_id: str, ids: Iterable[str]) -> None:
        """A search returned these gems now: counted in memory; the writer thread takes it from there."""
        ts = self.clock().timestamp()
        with self._lock:
            for g in ids:
                c = self._pending.get((user_id, g))
                if c is None:
                    self._pending[(user_id, g)] = [1, ts]
                else:
                    c[0] += 1
                    c[1] = max(c[1], ts)
            if self._thread is None and not self._stopped:
                self._thread = threading.Thread(target=self._loop, name="usage-writer", daemon=True)
                self._thread.start()

    def drop(self, user_id: str, ids: set[str] | None) -> None:
        """Forget unwritten notes of these gems of the user (None: all of theirs)."""
        with self._lock:
            for key in [k for k in self._pending if k[0] == user_id and (ids is None or k[1] in ids)]:
                del self._pending[key]

    def flush(self) -> int:
        """Write what was noted; a failed write is logged and its counts kept for the next try."""
        with self.writing:
            return self._flush()

    def _flush(self) -> int:
        with self._lock:
            batch, self._pending = self._pending, {}
        if not batch:
            return 0
        try:
            return write(self.settings, [(u, g, last, int(n)) for (u, g), (n, last) in batch.items()])
        except sqlite3.Error as e:
            log.warning("could not write search usage to %s (%s); kept for the next try", path(self.settings), e)
            with self._lock:
                for key, (n, last) in batch.items():
                    c = self._pending.setdefault(key, [0, last])
                    c[0] += n
                    c[1] = max(c[1], last)
            return 0

    def _loop(self) -> None:
        while not self._stopped:
            self._wake.wait(self.interval_s)
            self._wake.clear()
            self.flush()

    def close(self) -> None:
        """Stop the writer thread and write what is left."""
        self._stopped = True
        self._wake.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(BUSY_TIMEOUT_S + 1)
        self.flush()


_recorders: dict[str, Recorder] = {}
_recorders_lock = threading.Lock()


def recorder(settings: Settings) -> Recorder:
    """This process's recorder for the settings' data folder.

    Keyed by data_dir as written, not resolved: resolving is a system call per path part on every search. Two
    spellings of one folder get two recorders, which is harmless: each adds its own counts to the same file."""
    key = settings.data_dir
    rec = _recorders.get(key)
    if rec is None:
        with _recorders_lock:
            rec = _recorders.get(key)
            if rec is None:
                rec = _recorders[key] = Recorder(settings)
    return rec


def note(settings: Settings, user_id: str, ids: list[str]) -> None:
    """A search returned these gems (nothing when retrieve.usage_tracking is off or nothing was returned)."""
    if ids and settings.retrieve.usage_tracking:
        recorder(settings).note(user_id, ids)


def flush_all() -> None:
    """Write every recorder's notes (a one-shot command after its answer; every process at exit)."""
    with _recorders_lock:
        recs = list(_recorders.values())
    for rec in recs:
        rec.flush()


def close_all() -> None:
    """Stop every writer thread, write what is left and forget the recorders: a caller about to delete the data
    folder (a benchmark's temporary folder) must not race a writer still creating usage.sqlite3 in it."""
    with _recorders_lock:
        recs = list(_recorders.values())
        _recorders.clear()
    for rec in recs:
        rec.close()


atexit.register(flush_all)
