"""OpenClaw's SQLite transcript store as a capture source: real schema, real Redis, real daemon processes."""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
import redis

from bench.openclaw_db import T0, AgentDb, turn_events, user_event, user_id_of
from capture.backfill import backfill
from utils.buffer import Buffer
from capture.source import is_transcript
from capture.sqlite_source import SqliteSource, find_db, resolve_kind
from capture.stager import Stager
from schemas import Turn
from test_capture_daemon import REDIS_URL, Daemon, daemons, staged, wait_settled, wait_until  # noqa: F401 - fixture
from utils.config import Settings, load_settings
from utils.keys import Keys


def q(i: int) -> str:
    return f"question {i}: which port does service-{i % 13} listen on?"


def a(i: int) -> str:
    return f"answer {i}: port {8000 + i % 500}."


def agent_dir(tmp_path: Path) -> Path:
    return tmp_path / "agents" / "main"


def db_of(tmp_path: Path) -> AgentDb:
    return AgentDb(agent_dir(tmp_path) / "agent" / "openclaw-agent.sqlite")


def make_settings(tmp_path: Path, prefix: str, url: str = REDIS_URL, **capture: object) -> Settings:
    src = {"path": str(agent_dir(tmp_path) / "sessions"), "user_id": "alice", "agent": "main"}
    return load_settings(overrides={
        "redis": {"url": url, "key_prefix": prefix},
        "capture": {"sources": [src], "poll_interval_s": 0.5, "backoff_max_s": 1.0, "heartbeat_ttl_s": 5, **capture},
    }, env={})


def write_config(tmp_path: Path, prefix: str, url: str = REDIS_URL, **capture: object) -> Path:
    s = make_settings(tmp_path, prefix, url, **capture)
    path = tmp_path / "config.yaml"
    path.write_text(json.dumps({"redis": s.redis.model_dump(), "capture": s.capture.model_dump()}))
    return path


def turns_of(r: redis.Redis, prefix: str, conv: str | None = None) -> list[Turn]:
    return [t for t in Buffer(r, Keys(prefix), 48).turns("alice") if conv is None or t.conversation_id == conv]


def check(r: redis.Redis, prefix: str, sid: str, n: int) -> None:
    """Exactly turns 1..n of session sid are staged, each once and with its text."""
    ts = turns_of(r, prefix, sid)
    assert len(ts) == n
    by_id = {t.turn_id: t for t in ts}
    for i in range(1, n + 1):
        t = by_id[Turn.make_id(sid, user_id_of(i))]
        assert (t.user_text, t.assistant_text, t.turn_number) == (q(i), a(i), i)


def test_kind_auto_finds_the_store_from_any_agent_path(tmp_path: Path) -> None:
    ad = agent_dir(tmp_path)
    (ad / "sessions").mkdir(parents=True)
    assert resolve_kind("auto", ad / "sessions") == ("jsonl", None)
    db = db_of(tmp_path)
    for p in (ad / "sessions", ad, ad / "agent", db.path):
        assert resolve_kind("auto", p) == ("openclaw-sqlite", db.path)
    assert resolve_kind("jsonl", ad) == ("jsonl", None)
    assert find_db(tmp_path / "nowhere") is None


def test_rows_zstd_v4_headers_staged_exactly_once(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    db = db_of(tmp_path)
    sid = db.new_session()
    long = "x" * 3000  # >= 1 KiB: stored zstd-compressed, event_json NULL
    db.append(sid, turn_events(1, q(1), a(1)))
    db.append(sid, [user_event(2, T0 + timedelta(seconds=20),
                               "<memory_context>\n- [2026-11-01] (high) The user's dog is called Biscuit.\n"
                               "</memory_context>\n\n" + q(2))] + turn_events(2, q(2), a(2))[1:])
    db.append(sid, turn_events(3, q(3) + " " + long, a(3)))
    assert db.conn.execute("SELECT COUNT(*) FROM transcript_events WHERE event_json IS NULL").fetchone()[0] == 1
    settings = make_settings(tmp_path, key_prefix)
    rep = backfill(settings, redis_client, [str(agent_dir(tmp_path) / "agent")])
    assert rep.turns_staged == 3 and rep.quarantined == 0
    ts = {t.turn_number: t for t in turns_of(redis_client, key_prefix, sid)}
    assert ts[2].user_text == q(2)  # the injected memory block is not captured back
    assert "Biscuit" not in json.dumps([t.model_dump(mode="json") for t in ts.values()])
    assert ts[3].user_text == q(3) + " " + long
    assert ts[1].turn_id == Turn.make_id(sid, user_id_of(1))
    assert ts[1].timestamp.tzinfo is not None and ts[1].timestamp.year == 2026
    # Again, through the sessions folder path of the configured source: nothing new.
    assert backfill(settings, redis_client, [str(agent_dir(tmp_path) / "agent" / "openclaw-agent.sqlite")]).turns_staged == 0
    assert len(turns_of(redis_client, key_prefix)) == 3


def test_bad_rows_are_quarantined_with_session_and_seq(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    db = db_of(tmp_path)
    sid = db.new_session()
    db.append(sid, turn_events(1, q(1), a(1)))
    bad_seq = db.insert_raw(sid, b"\x28\xb5\x2f\xfdgarbage", 2000)
    db.append(sid, ['{"type": "message", "id": "broken'])
    db.append(sid, turn_events(2, q(2), a(2)))
    rep = backfill(make_settings(tmp_path, key_prefix), redis_client, [str(db.path)])
    assert rep.turns_staged == 2 and rep.quarantined == 2
    check(redis_client, key_prefix, sid, 2)
    recs = Buffer(redis_client, Keys(key_prefix), 48).quarantined("alice")
    by_reason = {r["reason"]: r for r in recs}
    assert by_reason["bad_zstd"]["session_id"] == sid and by_reason["bad_zstd"]["seq"] == str(bad_seq)
    assert by_reason["invalid_json"]["seq"] == str(bad_seq + 1)


def test_schema_drift_and_foreign_files_are_clear_errors(tmp_path: Path, key_prefix: str,
                                                          redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stager = Stager(Buffer(redis_client, Keys(key_prefix), 48), settings.capture)
    p = tmp_path / "drift" / "openclaw-agent.sqlite"
    p.parent.mkdir()
    c = sqlite3.connect(p)
    c.execute("CREATE TABLE transcript_events (session_id TEXT, seq INTEGER, event_json TEXT)")
    c.commit()
    src = SqliteSource(p, "alice", stager)
    assert src.refresh() is False
    assert "lacks column(s) event_zstd, event_utf8_bytes" in (src.error or "")
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    src2 = SqliteSource(other, "alice", stager)
    assert src2.refresh() is False and "no table transcript_events" in (src2.error or "")
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    src3 = SqliteSource(junk, "alice", stager)
    assert src3.refresh() is False and "DatabaseError" in (src3.error or "")
    # OpenClaw migrates the table: the next look reads it.
    c.execute("ALTER TABLE transcript_events ADD COLUMN event_zstd BLOB")
    c.execute("ALTER TABLE transcript_events ADD COLUMN event_utf8_bytes INTEGER")
    c.commit()
    assert src.refresh() is False and src.error is None


def test_reset_flushes_the_waiting_turn_and_archives_are_read(tmp_path: Path, key_prefix: str,
                                                              redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    db = db_of(tmp_path)
    s1 = db.new_session()
    db.append(s1, turn_events(1, q(1), a(1)) + [user_event(2, T0 + timedelta(seconds=30), q(2))])  # no reply: reset
    backfill(settings, redis_client, [str(db.path)])
    assert len(turns_of(redis_client, key_prefix, s1)) == 1  # the unanswered one waits for its reply
    s2 = db.new_session(previous=s1, reason="reset")
    db.append(s2, turn_events(1, q(1), a(1)))
    backfill(settings, redis_client, [str(db.path)])
    t = {x.turn_number: x for x in turns_of(redis_client, key_prefix, s1)}
    assert t[2].user_text == q(2) and t[2].assistant_text == ""  # flushed once its session ended
    # A session read half-way, then archived (rows moved to a zstd blob): the rest comes from the archive.
    s3 = db.new_session(previous=s2, reason="reset")
    db.append(s3, turn_events(1, q(1), a(1)))
    backfill(settings, redis_client, [str(db.path)])
    db.append(s3, turn_events(2, q(2), a(2)))
    db.archive(s3, "reset", "zstd")
    # A session never read live at all, archived uncompressed.
    s4 = db.new_session()
    db.append(s4, turn_events(1, q(1), a(1)) + turn_events(2, q(2), a(2)))
    db.archive(s4, "deleted", "identity")
    backfill(settings, redis_client, [str(db.path)])
    check(redis_client, key_prefix, s3, 2)
    check(redis_client, key_prefix, s4, 2)
    assert len(turns_of(redis_client, key_prefix)) == 2 + 1 + 2 + 2
    assert backfill(settings, redis_client, [str(db.path)]).turns_staged == 0


def test_reader_never_writes_beside_a_busy_writer(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    db = db_of(tmp_path)
    sid = db.new_session()
    db.append(sid, turn_events(1, q(1), a(1)))
    wal = Path(str(db.path) + "-wal")
    main_before = (db.path.stat().st_mtime_ns, db.path.stat().st_size)
    wal_before = wal.stat().st_size
    assert wal_before > 0
    db.conn.execute("BEGIN IMMEDIATE")  # OpenClaw is in the middle of a write
    db._insert(sid, user_event(2, T0, q(2)), T0)
    src = SqliteSource(db.path, "alice", Stager(Buffer(redis_client, Keys(key_prefix), 48),
                                                make_settings(tmp_path, key_prefix).capture))
    assert src.refresh() is True
    assert src.pump(100) > 0
    src.db.close()
    db.conn.execute("COMMIT")
    check(redis_client, key_prefix, sid, 1)
    # Our connection neither checkpointed the WAL into the main file nor truncated it.
    assert (db.path.stat().st_mtime_ns, db.path.stat().st_size) == main_before
    assert wal.stat().st_size >= wal_before
    with pytest.raises(sqlite3.OperationalError):
        conn = sqlite3.connect(f"file:{db.path}?mode=ro", uri=True)
        conn.execute("PRAGMA query_only = ON")
        conn.execute("INSERT INTO transcript_events(session_id, seq, event_json, created_at) VALUES ('x', 0, '{}', 0)")


def test_database_deleted_then_recreated(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stager = Stager(Buffer(redis_client, Keys(key_prefix), 48), settings.capture)
    db = db_of(tmp_path)
    s1 = db.new_session()
    db.append(s1, turn_events(1, q(1), a(1)))
    src = SqliteSource(db.path, "alice", stager)
    assert src.refresh() and src.pump(100)
    db.close()
    for suffix in ("", "-wal", "-shm"):
        Path(str(db.path) + suffix).unlink(missing_ok=True)
    assert src.refresh() is False and "not there" in (src.error or "")
    db2 = db_of(tmp_path)
    s2 = db2.new_session()
    db2.append(s2, turn_events(1, q(1), a(1)) + turn_events(2, q(2), a(2)))
    assert src.refresh() and src.pump(100)
    check(redis_client, key_prefix, s1, 1)
    check(redis_client, key_prefix, s2, 2)


def test_jsonl_source_skips_trajectory_lock_and_helper_files() -> None:
    assert is_transcript(Path("/s/abc.jsonl"))
    assert is_transcript(Path("/s/abc-topic-7.jsonl"))
    for name in ("abc.trajectory.jsonl", "abc.trajectory-path.json", "abc.jsonl.lock", "sessions.json",
                 "skills-prompts/sha256/76/x.jsonl"):
        assert not is_transcript(Path("/s") / name), name


# ---- the daemon, as a real process ------------------------------------------------------------------


def test_daemon_follows_the_store_and_a_new_session(tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
                                                    daemons: Callable[..., Daemon]) -> None:
    cfg = write_config(tmp_path, key_prefix)
    d = daemons(cfg, tmp_path / "d.log")
    wait_until(lambda: "no OpenClaw database" in (tmp_path / "d.log").read_text() or
               "does not exist" in (tmp_path / "d.log").read_text(), 20, "the daemon looking")
    db = db_of(tmp_path)  # OpenClaw's first run creates it while we watch
    s1 = db.new_session()
    db.append(s1, turn_events(1, q(1), a(1)))
    wait_until(lambda: staged(redis_client, key_prefix) == 1, 20, "first turn")
    db.append(s1, turn_events(2, q(2), a(2)))
    wait_until(lambda: staged(redis_client, key_prefix) == 2, 20, "second turn")
    # A question left without its reply, then a reset: the new window names the old one as previous.
    db.conn.execute("BEGIN IMMEDIATE")
    db._insert(s1, user_event(3, T0 + timedelta(seconds=40), q(3)), T0)
    db.conn.execute("COMMIT")
    s2 = db.new_session(previous=s1, reason="reset")
    db.append(s2, turn_events(1, q(1), a(1)))
    wait_until(lambda: staged(redis_client, key_prefix) == 4, 20, "the new session's turn and the flushed one")
    wait_settled(redis_client, key_prefix, d)  # nothing more may arrive
    d.signal(signal.SIGTERM)
    assert d.wait() == 0
    assert staged(redis_client, key_prefix) == 4
    check(redis_client, key_prefix, s2, 1)
    t = {x.turn_number: x for x in turns_of(redis_client, key_prefix, s1)}
    assert len(t) == 3 and t[3].user_text == q(3) and t[3].assistant_text == ""
    assert "following OpenClaw database" in (tmp_path / "d.log").read_text()


def test_kill_9_at_random_points_sqlite(tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
                                        daemons: Callable[..., Daemon]) -> None:
    rng = random.Random(11)
    cfg = write_config(tmp_path, key_prefix, batch_lines=50)
    db = db_of(tmp_path)
    sid = db.new_session()
    n, n_kills, ahead = 2500, 4, 150
    # Kill points are staged counts, not moments (as in test_capture_daemon's kill test): a slow start on a
    # loaded machine delays a kill, never skips one; `ahead` + 1 apart, so each new daemon stages turns first.
    lo, width = n // 10, (n - 2 * ahead - n // 10) // n_kills
    points = [lo + k * width + rng.randrange(width - ahead) for k in range(n_kills)]
    d = daemons(cfg, tmp_path / "d.log")
    kills, i = 0, 1
    while i <= n:
        step = rng.randint(5, 25)
        # The writer does not run more than `ahead` turns past the next kill point: kills land mid-stream.
        while points and (i + step - 1 > points[0] + ahead or staged(redis_client, key_prefix) >= points[0]):
            wait_until(lambda: staged(redis_client, key_prefix) >= points[0], 60, f"kill point {points[0]} staged")
            d.proc.send_signal(signal.SIGKILL)
            d.wait()
            kills += 1
            points.pop(0)
            d = daemons(cfg, tmp_path / "d.log")
        db.append(sid, [e for j in range(i, min(n, i + step - 1) + 1) for e in turn_events(j, q(j), a(j))])
        i += step
        time.sleep(0.04)  # paces the writer: rows keep arriving for seconds, while daemons stage and die
    wait_until(lambda: staged(redis_client, key_prefix) == n, 60, f"{n} turns staged")
    wait_settled(redis_client, key_prefix, d)  # nothing more may arrive
    assert kills == n_kills
    assert (tmp_path / "d.log").read_text().count("resuming session") >= 1
    check(redis_client, key_prefix, sid, n)
    d.signal(signal.SIGTERM)
    assert d.wait() == 0


def test_redis_restart_mid_stream_sqlite(tmp_path: Path, redis_server_factory: Callable[..., object],
                                         daemons: Callable[..., Daemon]) -> None:
    server = redis_server_factory()
    r = redis.Redis.from_url(server.url, decode_responses=True)  # type: ignore[attr-defined]
    prefix = "trsq"
    cfg = write_config(tmp_path, prefix, url=server.url, batch_lines=100)  # type: ignore[attr-defined]
    db = db_of(tmp_path)
    sid = db.new_session()
    d = daemons(cfg, tmp_path / "d.log")
    n = 1200
    for k, i in enumerate(range(1, n + 1, 20)):
        db.append(sid, [e for j in range(i, i + 20) for e in turn_events(j, q(j), a(j))])
        time.sleep(0.01)  # paces the writer: rows keep arriving while Redis goes away and comes back
        if k == 20:
            wait_until(lambda: staged(r, prefix) > 0, 20, "the daemon staging")
            server.stop()  # type: ignore[attr-defined]
            retries = (tmp_path / "d.log").read_text().count("next try in")
        if k == 40:
            # The daemon is backing off now: it has failed and waited twice since Redis went away.
            wait_until(lambda: (tmp_path / "d.log").read_text().count("next try in") >= retries + 2, 20,
                       "two retries while Redis is down")
            assert d.proc.poll() is None, "daemon died while Redis was down"
            server.start()  # type: ignore[attr-defined]
    wait_until(lambda: staged(r, prefix) == n, 40, f"{n} turns staged after the restart")
    check(r, prefix, sid, n)
    log = (tmp_path / "d.log").read_text()
    assert "Redis is back" in log
    d.signal(signal.SIGTERM)
    assert d.wait() == 0


def test_status_says_which_storage_each_source_found(tmp_path: Path, key_prefix: str,
                                                     redis_client: redis.Redis) -> None:
    from true_recall.status import gather, render_text

    db = db_of(tmp_path)
    sid = db.new_session()
    db.append(sid, turn_events(1, q(1), a(1)) + turn_events(2, q(2), a(2)))
    old = tmp_path / "old" / "sessions"
    old.mkdir(parents=True)
    drift = tmp_path / "drift"
    drift.mkdir()
    sqlite3.connect(drift / "openclaw-agent.sqlite").execute("CREATE TABLE transcript_events (x)").connection.commit()
    settings = load_settings(overrides={
        "data_dir": str(tmp_path / "data"),
        "redis": {"url": REDIS_URL, "key_prefix": key_prefix},
        "capture": {"sources": [
            {"path": str(agent_dir(tmp_path) / "sessions"), "user_id": "alice"},
            {"path": str(old), "user_id": "bob"},
            {"path": str(drift), "user_id": "carol", "kind": "openclaw-sqlite"}]},
    }, env={})
    backfill(settings, redis_client, [str(db.path)])
    db.append(sid, turn_events(3, q(3), a(3)))
    st = gather(settings)
    alice, bob, carol = st["capture"]["sources"]
    assert alice["found"] == "openclaw-sqlite" and alice["database"] == str(db.path)
    assert alice["sessions"] == 1 and alice["lag_rows"] == 3  # turn 3's three rows are not staged yet
    assert bob["found"] == "jsonl" and bob["exists"] is True
    assert "lacks column(s)" in carol["error"]
    text = render_text(st)
    assert "openclaw-sqlite (kind auto)" in text and "ERROR" in text


def test_busy_database_is_waited_out(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    db = db_of(tmp_path)
    sid = db.new_session()
    db.append(sid, turn_events(1, q(1), a(1)))
    # A rollback-journal writer holding an EXCLUSIVE lock is what makes even a reader get SQLITE_BUSY.
    db.conn.execute("PRAGMA journal_mode=DELETE")
    db.conn.execute("BEGIN EXCLUSIVE")
    src = SqliteSource(db.path, "alice", Stager(Buffer(redis_client, Keys(key_prefix), 48),
                                                make_settings(tmp_path, key_prefix).capture))
    assert src.refresh() is False
    assert "locked" in (src.error or "") or "busy" in (src.error or "")
    db.conn.execute("COMMIT")
    assert src.refresh() is True and src.pump(100) > 0 and src.error is None
    check(redis_client, key_prefix, sid, 1)
