"""OpenClaw's SQLite transcript store (OpenClaw >= 2026.7.2) as a capture source.

OpenClaw keeps each agent's live transcripts in ``<agent>/agent/openclaw-agent.sqlite`` (WAL mode):
``transcript_events(session_id, seq, event_json | event_zstd, ...)``, one row per transcript line, the
same JSON objects as the JSONL files (header ``version: 4``, UUID entry ids). We read it beside a running
OpenClaw, so the connection is ``mode=ro`` + ``query_only``: it never takes a write lock and never
checkpoints the WAL (a read-only connection cannot).

Exactly once: the checkpoint of a session is the last ``seq`` staged plus the pairing state there, one
Redis key per session id, written in the same MULTI as the turns of the batch (``Stager.commit_batch``),
exactly like a session file's byte offset. Turn ids come from the session id and entry ids, so even a
re-read cannot stage a turn twice.

Faults: ``SQLITE_BUSY``/locked -> retried at the next cycle; a missing table or column (schema drift)
-> ``SchemaDrift``, kept in ``error`` for ``status`` and retried at each rescan, never a crash; a row
that does not decompress or parse -> quarantined with its session id, seq and reason; the database
deleted -> the source waits for it (checkpoints stay); replaced -> reopened, and each session resumes
after its own last seq. Sessions that end (reset, rollover: a later ``session_windows`` row names them
as ``previous_session_id``; or moved to ``session_transcript_archives``) get their waiting turn flushed;
an archived session's rows are read from the archive blob (line i = seq i) where the live rows are gone.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import sqlite3
import urllib.parse
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from capture.pairing import Pairer
from capture.parser import parse_line
from capture.stager import Stager, add_counts, latest_turns
from schemas import StagedTurn
from utils.errors import QuarantineError, TrueRecallError
from utils.redact import redact

log = logging.getLogger("true_recall.capture")

DB_NAME = "openclaw-agent.sqlite"
# What we read; anything else in the database may change freely.
REQUIRED_COLUMNS = {"transcript_events": ("session_id", "seq", "event_json", "event_zstd", "event_utf8_bytes")}
OPTIONAL_COLUMNS = {
    "session_windows": ("session_id", "previous_session_id"),
    "session_transcript_archives": ("session_id", "generation", "encoding", "archive_blob"),
    "session_transcript_cold_archives": ("session_id", "generation", "storage", "archive_blob"),
}
MAX_DECODED_BYTES = 4 * 1024 * 1024  # OpenClaw's own CHECK limit on event_utf8_bytes
ARCHIVE_MAX_BYTES = 256 * 1024 * 1024
BUSY_TIMEOUT_MS = 200  # a reader waits this long for a WAL recovery; then tries again next cycle
CP_PREFIX = "ocdb-"  # checkpoint key part: "ocdb-<session id>"


class SchemaDrift(TrueRecallError):
    """The database lacks a table or column we read (an OpenClaw we do not know); status shows it."""


def find_db(path: Path) -> Path | None:
    """The agent database a configured path points at: the file, a folder holding it, an agent folder, or
    the agent's old ``sessions`` folder (its database lives in the sibling ``agent/`` folder)."""
    p = path.expanduser()
    for c in (p, p / DB_NAME, p / "agent" / DB_NAME, p.parent / "agent" / DB_NAME):
        if c.is_file() and c.name.endswith(".sqlite"):
            return c
    return None


def resolve_kind(kind: str, path: Path) -> tuple[str, Path | None]:
    """('openclaw-sqlite', db) or ('jsonl', None) for a source; `auto` picks what the folder holds."""
    if kind == "jsonl":
        return "jsonl", None
    db = find_db(path)
    if kind == "openclaw-sqlite" or db is not None:
        return "openclaw-sqlite", db
    return "jsonl", None


def cp_key(session_id: str) -> str:
    return CP_PREFIX + session_id


@dataclass
class SessionCheckpoint:
    """How far one session of the store has been staged: last seq plus the pairing state there."""

    session_id: str
    db: str
    seq: int = -1
    state: dict[str, Any] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    done: bool = False  # the session ended (successor or archive) and its waiting turn was flushed
    archived: str | None = None  # generation of the archive already read

    def to_json(self) -> str:
        return json.dumps({"v": 1, "kind": "openclaw-sqlite", "session_id": self.session_id, "db": self.db,
                           "seq": self.seq, "state": self.state, "counts": self.counts, "done": self.done,
                           "archived": self.archived}, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, raw: str) -> "SessionCheckpoint":
        d = json.loads(raw)
        return cls(session_id=str(d["session_id"]), db=str(d.get("db") or ""), seq=int(d["seq"]),
                   state=dict(d.get("state") or {}), counts={k: int(v) for k, v in (d.get("counts") or {}).items()},
                   done=bool(d.get("done")), archived=d.get("archived"))


class _Decoder:
    """zstd rows and archives (one decompressor reused; it is not thread-safe, nor are we)."""

    def __init__(self) -> None:
        import zstandard

        self._z = zstandard
        self._d = zstandard.ZstdDecompressor()

    def row(self, event_json: str | None, event_zstd: bytes | None, nbytes: int | None) -> bytes:
        if event_json is not None:
            return event_json.encode("utf-8", "surrogatepass")
        if event_zstd is None:
            raise QuarantineError("empty_row", "neither event_json nor event_zstd")
        want = int(nbytes) if nbytes else MAX_DECODED_BYTES
        try:
            data = self._d.decompress(bytes(event_zstd), max_output_size=min(want, MAX_DECODED_BYTES))
        except self._z.ZstdError as e:
            raise QuarantineError("bad_zstd", str(e)[:200]) from e
        if nbytes and len(data) != int(nbytes):
            raise QuarantineError("bad_zstd", f"decoded {len(data)} bytes, the row says {nbytes}")
        return data

    def archive(self, encoding: str, blob: bytes) -> bytes:
        if encoding == "identity":
            return bytes(blob)
        if encoding != "zstd":
            raise QuarantineError("bad_archive", f"unknown encoding {encoding!r}")
        try:
            with self._d.stream_reader(bytes(blob)) as r:
                data = r.read(ARCHIVE_MAX_BYTES + 1)
        except self._z.ZstdError as e:
            raise QuarantineError("bad_archive", str(e)[:200]) from e
        if len(data) > ARCHIVE_MAX_BYTES:
            raise QuarantineError("bad_archive", f"more than {ARCHIVE_MAX_BYTES} bytes decoded")
        return data


class TranscriptDb:
    """A read-only connection to one agent database, reopened when the file is replaced."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn: sqlite3.Connection | None = None
        self.identity: tuple[int, int] | None = None
        self.optional: set[str] = set()
        self._version: int | None = None

    def _open(self) -> sqlite3.Connection:
        uri = f"file:{urllib.parse.quote(str(self.path))}?mode=ro"
        conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                               check_same_thread=False)
        try:
            conn.execute("PRAGMA query_only = ON")
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            self._check_schema(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _check_schema(self, conn: sqlite3.Connection) -> None:
        def cols(table: str) -> set[str]:
            return {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}

        for table, need in REQUIRED_COLUMNS.items():
            have = cols(table)
            if not have:
                raise SchemaDrift(f"{self.path}: no table {table} (not an OpenClaw agent database, or an "
                                  "OpenClaw version true-recall does not know)")
            missing = [c for c in need if c not in have]
            if missing:
                raise SchemaDrift(f"{self.path}: table {table} lacks column(s) {', '.join(missing)} "
                                  "(an OpenClaw version true-recall does not know)")
        self.optional = {t for t, need in OPTIONAL_COLUMNS.items() if set(need) <= cols(t)}

    def ensure(self) -> bool:
        """Open (or reopen after replacement); False when the file is not there."""
        try:
            st = os.stat(self.path)
        except OSError:
            self.close()
            return False
        ident = (st.st_dev, st.st_ino)
        if self.conn is not None and ident != self.identity:
            log.warning("%s was replaced: reopening it (each session resumes after its last staged seq)", self.path)
            self.close()
        if self.conn is None:
            self.conn = self._open()
            self.identity = ident
            self._version = None
        return True

    def _open_conn(self) -> sqlite3.Connection:
        """The open connection; reading before ensure() opened the file is a caller's error."""
        if self.conn is None:
            raise RuntimeError(f"{self.path} is not open: call ensure() first")
        return self.conn

    def changed(self) -> bool:
        """True when another connection committed since the last call (PRAGMA data_version), or at first."""
        conn = self._open_conn()
        v = int(conn.execute("PRAGMA data_version").fetchone()[0])
        changed = v != self._version
        self._version = v
        return changed

    def heads(self) -> dict[str, int]:
        """Every session id with rows and its highest seq."""
        conn = self._open_conn()
        return {str(s): int(m) for s, m in conn.execute(
            "SELECT session_id, MAX(seq) FROM transcript_events GROUP BY session_id")}

    def rows(self, session_id: str, after: int, limit: int) -> list[tuple[int, str | None, bytes | None, int | None]]:
        conn = self._open_conn()
        return conn.execute(
            "SELECT seq, event_json, event_zstd, event_utf8_bytes FROM transcript_events "
            "WHERE session_id = ? AND seq > ? ORDER BY seq LIMIT ?", (session_id, after, limit)).fetchall()

    def ended(self) -> set[str]:
        """Sessions a later window replaced (reset, rollover, ...): nothing more will be written to them."""
        if self.conn is None or "session_windows" not in self.optional:
            return set()
        return {str(r[0]) for r in self.conn.execute(
            "SELECT DISTINCT previous_session_id FROM session_windows WHERE previous_session_id IS NOT NULL")}

    def archives(self) -> list[tuple[str, str, str]]:
        """(table, session_id, generation) of archived sessions whose blob is in the database."""
        if self.conn is None:
            return []
        out: list[tuple[str, str, str]] = []
        if "session_transcript_archives" in self.optional:
            out += [("session_transcript_archives", str(a), str(b)) for a, b in self.conn.execute(
                "SELECT session_id, generation FROM session_transcript_archives ORDER BY created_at, session_id")]
        if "session_transcript_cold_archives" in self.optional:
            # Cold archives kept as files are exports of rows we read while they were live.
            out += [("session_transcript_cold_archives", str(a), str(b)) for a, b in self.conn.execute(
                "SELECT session_id, generation FROM session_transcript_cold_archives "
                "WHERE storage = 'sqlite' AND archive_blob IS NOT NULL ORDER BY archived_at, session_id")]
        return out

    def archive_blob(self, table: str, session_id: str, generation: str) -> tuple[str, bytes] | None:
        """(encoding, blob) of one archive, or None when it went away meanwhile."""
        if table not in OPTIONAL_COLUMNS:
            raise ValueError(f"not an archive table: {table}")
        conn = self._open_conn()
        if table == "session_transcript_archives":
            row = conn.execute(f"SELECT encoding, archive_blob FROM {table} WHERE session_id = ? AND generation = ?",
                               (session_id, generation)).fetchone()
            return (str(row[0]), bytes(row[1])) if row else None
        row = conn.execute(f"SELECT archive_blob FROM {table} WHERE session_id = ? AND generation = ?",
                           (session_id, generation)).fetchone()
        if not row:
            return None
        blob = bytes(row[0])
        return ("zstd" if blob[:4] == b"\x28\xb5\x2f\xfd" else "identity"), blob

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            finally:
                self.conn = None


class SqliteSource:
    """One agent database followed into the buffer (daemon and backfill)."""

    def __init__(self, db_path: Path, user_id: str, stager: Stager,
                 names: tuple[str | None, str | None] = (None, None)) -> None:
        self.path = db_path
        self.user_id = user_id
        self.names = names
        self.stager = stager
        self.db = TranscriptDb(db_path)
        self.cps: dict[str, SessionCheckpoint] = {}
        self.heads: dict[str, int] = {}
        self.error: str | None = None
        self.missing_logged = False
        self._decoder: _Decoder | None = None
        self._archives_seen: set[tuple[str, str]] = set()
        self._recheck = False  # an ended/archived session waits for its live rows to be read first

    @property
    def decoder(self) -> _Decoder:
        if self._decoder is None:
            self._decoder = _Decoder()
        return self._decoder

    # ---- state ----------------------------------------------------------------------------------

    def lag(self) -> int:
        """Rows written but not yet staged (as of the last look)."""
        return sum(max(0, h - self.cps[s].seq) if s in self.cps else h + 1 for s, h in self.heads.items())

    def _load(self, sessions: list[str]) -> None:
        todo = [s for s in sessions if s not in self.cps]
        if not todo:
            return
        raws = self.stager.load_checkpoints(self.user_id, [cp_key(s) for s in todo])
        for sid, raw in zip(todo, raws):
            cp = SessionCheckpoint(session_id=sid, db=str(self.path))
            if raw is not None:
                try:
                    cp = SessionCheckpoint.from_json(raw)
                    if cp.seq >= 0 and not cp.done:
                        log.info("resuming session %s of %s after seq %d", sid, self.path, cp.seq)
                except (ValueError, KeyError, TypeError) as e:
                    log.warning("unreadable checkpoint for session %s (%s): reading it from its start", sid, e)
            self.cps[sid] = cp

    # ---- one cycle ------------------------------------------------------------------------------

    def refresh(self, force: bool = False) -> bool:
        """Look at the database; True when it may hold rows not staged yet. Never raises for the database."""
        try:
            if not self.db.ensure():
                if not self.missing_logged:
                    log.warning("OpenClaw database %s is not there (deleted, or not created yet); will look again",
                                self.path)
                    self.missing_logged = True
                self.error = f"{self.path}: not there"
                self.heads = {}
                return False
            self.missing_logged = False
            if not self.db.changed() and not force:
                if self._recheck and self.lag() == 0:
                    self._recheck = False
                    self._finish_ended()
                return self.lag() > 0
            self.heads = self.db.heads()
            self._load(list(self.heads))
            self._finish_ended()
            if self.error:
                log.info("OpenClaw database %s is readable again", self.path)
            self.error = None
            return self.lag() > 0
        except SchemaDrift as e:
            if self.error != str(e):
                log.error("%s", e)
            self.error = str(e)
            self.db.close()
            return False
        except sqlite3.Error as e:
            # SQLITE_BUSY / locked during OpenClaw's own recovery or checkpoint, or a half-written copy:
            # nothing moved, the next cycle tries again.
            msg = f"{self.path}: {type(e).__name__}: {e}"
            if self.error != msg:
                log.warning("cannot read OpenClaw database now (%s); trying again", msg)
            self.error = msg
            if not isinstance(e, sqlite3.OperationalError) or "locked" not in str(e) and "busy" not in str(e):
                self.db.close()
            return False

    def pump(self, max_rows: int) -> int:
        """Stage one batch per session that has new rows; returns rows consumed."""
        n = 0
        for sid, head in list(self.heads.items()):
            if self.stager.stop.is_set():
                break
            cp = self.cps.get(sid)
            if cp is None or head <= cp.seq:
                continue
            try:
                rows = self.db.rows(sid, cp.seq, max_rows)
            except sqlite3.Error as e:
                log.warning("cannot read session %s of %s now (%s); trying again", sid, self.path, e)
                break
            if rows:
                self._stage(cp, [(int(seq), ej, ez, nb) for seq, ej, ez, nb in rows])
                n += len(rows)
        return n

    def drain(self, max_rows: int) -> int:
        """Stage everything there is now (backfill); archives and ended sessions included."""
        total = 0
        self.refresh(force=True)
        while not self.stager.stop.is_set():
            k = self.pump(max_rows)
            if not k:
                break
            total += k
        if not self.stager.stop.is_set() and self.db.conn is not None:
            self._finish_ended()
        return total

    # ---- internals ------------------------------------------------------------------------------

    def _pairer(self, cp: SessionCheckpoint) -> Pairer:
        return Pairer(self.user_id, f"{self.path}#{cp.session_id}", cp.session_id, self.stager.settings.noop_replies,
                      copy.deepcopy(cp.state), self.names, self.stager.user_secrets(self.user_id))

    def _stage(self, cp: SessionCheckpoint, rows: list[tuple[int, str | None, bytes | None, int | None]],
               flush: bool = False, archived: str | None = None) -> None:
        pairer = self._pairer(cp)
        turns: list[StagedTurn] = []
        bad: list[dict[str, str]] = []
        stats: Counter[str] = Counter(lines=len(rows))
        max_bytes = self.stager.settings.max_line_bytes
        for seq, ej, ez, nb in rows:
            try:
                raw = self.decoder.row(ej, ez, nb)
                entry = parse_line(raw, max_bytes)
                if entry is None:
                    stats["blank"] += 1
                    continue
                turns.extend(pairer.feed(entry, seq))
            except QuarantineError as e:
                bad.append(self._quarantine(cp.session_id, seq, e.reason, e.detail, ej, ez))
                stats["quarantined"] += 1
                stats[f"quarantined:{e.reason}"] += 1
            except Exception as e:  # noqa: BLE001 - a row we did not foresee must not crash-loop the daemon
                log.exception("unexpected error on session %s seq %d of %s; quarantined", cp.session_id, seq, self.path)
                bad.append(self._quarantine(cp.session_id, seq, "unexpected_error", f"{type(e).__name__}: {e}", ej, ez))
                stats["quarantined"] += 1
                stats["quarantined:unexpected_error"] += 1
        if flush:
            turns.extend(pairer.flush())
        self.stager.merge_counts(stats, pairer)
        new_cp = SessionCheckpoint(session_id=cp.session_id, db=str(self.path),
                                   seq=rows[-1][0] if rows else cp.seq, state=pairer.state(),
                                   counts=add_counts(cp.counts, stats), done=cp.done or flush,
                                   archived=archived or cp.archived)
        turns, updates = latest_turns(turns, pairer)
        self.stager.commit_batch(self.user_id, f"{self.path.name}#{cp.session_id}", cp_key(cp.session_id),
                                 new_cp.to_json(), turns, bad, stats, updates,
                                 self.stager.user_secrets(self.user_id).take_new())
        self.cps[cp.session_id] = new_cp

    def _quarantine(self, sid: str, seq: int, reason: str, detail: str, ej: str | None, ez: bytes | None) -> dict[str, str]:
        text = ej[:4000] if ej is not None else f"<{len(ez or b'')} zstd bytes>"
        text, _ = redact(text)
        detail, _ = redact(detail)
        return {"source": f"{self.path}#{sid}", "session_id": sid, "seq": str(seq), "offset": str(seq),
                "reason": reason, "detail": detail[:500], "line": text[:2000]}

    def _finish_ended(self) -> None:
        """Read archives of sessions whose rows are gone, and flush the waiting turn of ended sessions."""
        self._recheck = False
        try:
            ended = self.db.ended()
            archives = self.db.archives()
        except sqlite3.Error as e:
            log.warning("cannot read the session windows/archives of %s now (%s)", self.path, e)
            return
        new_archives = [a for a in archives if (a[1], a[2]) not in self._archives_seen]
        self._load([a[1] for a in new_archives] + [s for s in ended if s not in self.cps])
        for table, sid, gen in new_archives:
            if self.stager.stop.is_set():
                return
            if self.cps[sid].archived != gen:
                if self.heads.get(sid, -1) > self.cps[sid].seq:
                    self._recheck = True  # live rows not read yet: they first, the archive once they are
                    continue
                try:
                    got = self.db.archive_blob(table, sid, gen)
                except sqlite3.Error as e:
                    log.warning("cannot read the archive of session %s now (%s)", sid, e)
                    return
                if got is not None:
                    self._read_archive(sid, gen, got[0], got[1])
            self._archives_seen.add((sid, gen))
        for sid in ended:
            cp = self.cps.get(sid)
            if self.stager.stop.is_set():
                return
            if cp is None or cp.done:
                continue
            if self.heads.get(sid, -1) > cp.seq:
                self._recheck = True  # not read to its end yet: flushed once the pumps have caught up
                continue
            if cp.state.get("p") or cp.seq >= 0:
                self._stage(cp, [], flush=True)

    def _read_archive(self, sid: str, gen: str, enc: str, blob: bytes) -> None:
        cp = self.cps[sid]
        if cp.archived == gen:
            return
        try:
            data = self.decoder.archive(enc, blob)
        except QuarantineError as e:
            self.stager.commit_batch(self.user_id, f"{self.path.name}#{sid}", cp_key(sid), SessionCheckpoint(
                session_id=sid, db=str(self.path), seq=cp.seq, state=cp.state, counts=cp.counts, done=cp.done,
                archived=gen).to_json(), [], [self._quarantine(sid, -1, e.reason, e.detail, None, blob)],
                Counter(quarantined=1))
            self.cps[sid].archived = gen
            return
        lines = data.split(b"\n")
        if lines and not lines[-1]:
            lines.pop()
        # Line i of an archive is the row with seq i (seq starts at 0 with the header).
        rows = [(i, ln.decode("utf-8", "replace"), None, None) for i, ln in enumerate(lines) if i > cp.seq]
        batch = self.stager.settings.batch_lines
        for i in range(0, len(rows), batch):
            self._stage(self.cps[sid], rows[i : i + batch])
        self._stage(self.cps[sid], [], flush=True, archived=gen)


def describe(kind: str, path: Path, staged_seq: dict[str, int]) -> dict[str, Any]:
    """What a configured source holds, for `status`: the kind found, the database, rows not yet staged,
    or the error that keeps it from being read (missing database, schema drift, busy)."""
    found, db = resolve_kind(kind, path)
    out: dict[str, Any] = {"path": str(path), "kind": kind, "found": found}
    if found == "jsonl":
        out["exists"] = path.expanduser().is_dir()
        return out
    out["database"] = str(db) if db else None
    if db is None:
        out["error"] = f"no {DB_NAME} at {path} (OpenClaw not run yet, or an older one: set kind: jsonl)"
        return out
    tdb = TranscriptDb(db)
    try:
        tdb.ensure()
        heads = tdb.heads()
        out.update(sessions=len(heads),
                   lag_rows=sum(max(0, h - staged_seq.get(sid, -1)) for sid, h in heads.items()))
    except SchemaDrift as e:
        out["error"] = str(e)
    except sqlite3.Error as e:
        out["error"] = f"{type(e).__name__}: {e}"
    finally:
        tdb.close()
    return out
