"""Backfill, quarantine of every bad-input kind, and the secrets corpus end to end (real Redis)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import msgspec
import redis
from conftest import REDIS_URL
from test_capture_parser import SECRET_MARKERS, SECRET_TEXTS

from bench.sessions import T0, header, message, turn_lines
from capture.backfill import backfill
from capture.daemon import Daemon
from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys

ROOT = Path(__file__).resolve().parents[1]


def sessions_dir(settings: Settings) -> Path:
    return Path(settings.capture.sources[0].path)


def all_values(r: redis.Redis, prefix: str) -> str:
    """Every byte under the prefix, as one string (to search for secrets)."""
    out: list[str] = []
    for key in r.scan_iter(match=f"{prefix}:*", count=1000):
        kind = r.type(key)
        if kind == "string":
            out.append(r.get(key) or "")
        elif kind == "stream":
            out.extend(json.dumps(fields) for _id, fields in r.xrange(key))
        elif kind == "hash":
            out.append(json.dumps(r.hgetall(key)))
        elif kind == "zset":
            out.extend(r.zrange(key, 0, -1))
        elif kind == "set":
            out.extend(r.smembers(key))
        out.append(key)
    return "\n".join(out)


def test_backfill_stages_everything_and_a_later_daemon_does_not_restage(
    settings: Settings, redis_client: redis.Redis, key_prefix: str
) -> None:
    d = sessions_dir(settings)
    for s in range(3):
        (d / f"sess-{s}.jsonl").write_text(
            "\n".join([header(f"sess-{s}")] + [ln for i in range(1, 201) for ln in turn_lines(i)]) + "\n")
    rep = backfill(settings, redis_client, [d], batch_lines=97, progress=False)
    assert rep.files == 3 and rep.turns_staged == 600 and rep.lines == 3 * 401 and rep.quarantined == 0
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert buf.size("alice") == 600  # the source mapping gave the user
    # the daemon resumes from backfill's checkpoints: nothing read twice, nothing staged twice
    daemon = Daemon(settings, redis_client, once=True)
    assert daemon.run() == 0
    assert daemon.stager.totals["lines"] == 0 and daemon.stager.totals["turns"] == 0
    # running backfill again is harmless too
    assert backfill(settings, redis_client, [d], progress=False).turns_staged == 0
    assert int(redis_client.hget(Keys(key_prefix).capture_stats(), "turns")) == 600


def test_backfill_cli_with_user_and_flush(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    f = tmp_path / "elsewhere" / "x.jsonl"
    f.parent.mkdir()
    f.write_text("\n".join([header("x")] + turn_lines(1) + [message("u2", "user", "last words", T0 + timedelta(minutes=5))]) + "\n")
    cfg = tmp_path / "c.yaml"
    # The test Redis ($TEST_REDIS_URL), never a fixed port: the file names it, REDIS_URL must not override it.
    cfg.write_text(json.dumps({"redis": {"url": REDIS_URL, "key_prefix": key_prefix}}))
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    out = subprocess.run([str(Path(sys.executable).with_name("true-recall")), "--config", str(cfg), "backfill", str(f),
                          "--user", "bob", "--flush"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    rep = json.loads(out.stdout)
    assert rep["turns_staged"] == 2
    turns = Buffer(redis_client, Keys(key_prefix), 48).turns("bob")
    assert [t.user_text for t in turns][-1] == "last words" and turns[-1].assistant_text == ""


def test_a_file_that_is_no_transcript_is_an_error_and_paths_are_kept_absolute(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis
) -> None:
    """`backfill notes.txt` names the formats it expected and exits 1; a relative path is kept absolute, so
    `status` run from another folder finds the file."""
    (tmp_path / "notes.txt").write_text("buy milk\ncall the plumber on Monday\n")
    (tmp_path / "s.jsonl").write_text("\n".join([header("s")] + turn_lines(1)) + "\n")
    cfg = tmp_path / "c.yaml"
    cfg.write_text(json.dumps({"redis": {"url": REDIS_URL, "key_prefix": key_prefix}}))
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    out = subprocess.run([str(Path(sys.executable).with_name("true-recall")), "--config", str(cfg), "backfill",
                          "notes.txt", "s.jsonl", "--user", "bob"], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 1
    assert "Error: cannot read" in out.stderr and "not a transcript" in out.stderr and "JSON lines" in out.stderr
    rep = json.loads(out.stdout)
    assert rep["turns_staged"] == 1 and rep["quarantined"] == 0
    assert str(tmp_path / "notes.txt") in rep["unreadable"]  # absolute, as status will name it
    cps = [redis_client.get(k) for k in redis_client.scan_iter(match=Keys(key_prefix).checkpoints_pattern("bob"))]
    assert [json.loads(c)["path"] for c in cps if c] == [str(tmp_path / "s.jsonl")]


def test_every_bad_input_kind_is_quarantined_with_reason_and_counted(
    settings: Settings, redis_client: redis.Redis, key_prefix: str
) -> None:
    settings.capture.max_line_bytes = 1024
    d = sessions_dir(settings)
    good = turn_lines(1)
    bad = {
        "invalid_json": b'{"type": "message", "id": ',
        "bad_utf8": b'{"type":"message","id":"z1","message":{"role":"user","content":"caf\xe9"}}',
        "line_too_long": json.dumps({"type": "custom", "data": "x" * 3000}).encode(),
        "unknown_type": b'{"type":"teleport","id":"t1"}',
        "no_role": b'{"type":"message","id":"n1","timestamp":"2026-02-22T14:18:03Z","message":{"content":"hi"}}',
    }
    raw = (header("sess-q") + "\n" + good[0] + "\n").encode()
    for b in bad.values():
        raw += b + b"\n"
    raw += (good[1] + "\n" + "\n".join(turn_lines(2)) + "\n").encode()
    (d / "sess-q.jsonl").write_bytes(raw)
    rep = backfill(settings, redis_client, [d], progress=False)
    assert rep.quarantined == len(bad) and rep.turns_staged == 2
    q = Buffer(redis_client, Keys(key_prefix), 48).quarantined("alice")
    assert sorted(e["reason"] for e in q) == sorted(bad)
    for e in q:
        assert e["source"].endswith("sess-q.jsonl") and int(e["offset"]) > 0
        assert raw[int(e["offset"]):].startswith(bad[e["reason"]][:20])  # the offset points at the line
    stats = redis_client.hgetall(Keys(key_prefix).capture_stats())
    assert int(stats["quarantined"]) == len(bad)
    for reason in bad:
        assert int(stats[f"quarantined:{reason}"]) == 1
    # read again: the checkpoint moved past them in the same transaction, so no second record
    backfill(settings, redis_client, [d], progress=False)
    assert len(Buffer(redis_client, Keys(key_prefix), 48).quarantined("alice")) == len(bad)


def test_secrets_corpus_never_reaches_redis(settings: Settings, redis_client: redis.Redis, key_prefix: str) -> None:
    d = sessions_dir(settings)
    lines = [header("sess-secret")]
    for i, text in enumerate(SECRET_TEXTS):
        lines.append(message(f"u{i:04d}", "user", f"remember this: {text}", T0))
        lines.append(message(f"a{i:04d}", "assistant", [{"type": "text", "text": f"I saw {text}"}], T0,
                             stopReason="stop"))
    # a secret in a bad line (quarantine path) and in an unanswered message (checkpoint state)
    lines.append('{"type":"nonsense","note":"password=hunter2secret ' + SECRET_TEXTS[0] + '"}')
    lines.append(message("zz", "user", "the AWS key is AKIAIOSFODNN7EXAMPLE and token=hunter2secret", T0))
    (d / "sess-secret.jsonl").write_text("\n".join(lines) + "\n")
    rep = backfill(settings, redis_client, [d], progress=False)
    assert rep.turns_staged == len(SECRET_TEXTS) and rep.quarantined == 1
    dump = all_values(redis_client, key_prefix)
    assert "[REDACTED:" in dump
    for marker in SECRET_MARKERS:
        assert marker not in dump, marker
    turns = Buffer(redis_client, Keys(key_prefix), 48).turns("alice")
    assert all(t.redactions >= 2 for t in turns)
    stats = redis_client.hgetall(Keys(key_prefix).capture_stats())
    # counted when redacted: the staged turns plus the 2 secrets of the message still waiting for a reply
    assert int(stats["redacted"]) == sum(t.redactions for t in turns) + 2


def test_commit_of_the_same_turns_twice_leaves_one_entry_with_a_real_ttl(
    settings: Settings, redis_client: redis.Redis, key_prefix: str
) -> None:
    from capture.pairing import Pairer
    from capture.parser import parse_line

    p = Pairer("alice", "f", "s")
    turns = [t for ln in [header("s"), *turn_lines(1), *turn_lines(2)] for t in p.feed(parse_line(ln.encode()), 0)]
    turns[1] = msgspec.structs.replace(turns[1], user_text="NUL \x00 inside", assistant_text="ünïcödé 中文")
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert buf.commit("alice", turns, ("f1", "{}")) == 2
    assert buf.commit("alice", turns, ("f1", "{}")) == 0
    # values survive the batched write intact, and read back as the validated Turns they stand for
    assert buf.size("alice") == 2 and buf.turns("alice") == [t.to_turn() for t in turns]
    ttl = redis_client.ttl(Keys(key_prefix).turn("alice", turns[0].turn_id))
    assert 47 * 3600 < ttl <= 48 * 3600
    # The index has no TTL: a member whose turn expired uncurated is how the loss is noticed (utils/expiry.py).
    assert redis_client.ttl(Keys(key_prefix).turns("alice")) == -1


def test_file_truncated_to_something_shorter_is_read_again(
    settings: Settings, redis_client: redis.Redis, key_prefix: str
) -> None:
    f = sessions_dir(settings) / "s.jsonl"
    f.write_text("\n".join([header("s")] + [ln for i in (1, 2, 3) for ln in turn_lines(i)]) + "\n")
    assert Daemon(settings, redis_client, once=True).run() == 0
    with open(f, "w") as fh:  # same inode, shorter content
        fh.write("\n".join([header("s")] + turn_lines(7)) + "\n")
    d = Daemon(settings, redis_client, once=True)
    assert d.run() == 0
    assert d.stager.totals["restarts"] == 1
    turns = Buffer(redis_client, Keys(key_prefix), 48).turns("alice")
    assert sorted(t.user_text.split(":")[0] for t in turns) == ["question 1", "question 2", "question 3", "question 7"]
    st = f.stat()
    cp = json.loads(redis_client.get(Keys(key_prefix).checkpoint("alice", f"{st.st_dev}-{st.st_ino}")))
    assert cp["offset"] == st.st_size


def test_first_signal_asks_for_a_warm_stop_second_one_stops_at_once(
    settings: Settings, redis_client: redis.Redis
) -> None:
    import signal

    import pytest

    from utils.errors import Shutdown

    d = Daemon(settings, redis_client)
    d._on_signal(signal.SIGTERM, None)
    assert d.stop.is_set() and d.wake.is_set()
    with pytest.raises(Shutdown):
        d._on_signal(signal.SIGINT, None)
    assert not isinstance(Shutdown("x"), Exception)


def test_line_longer_than_a_read_chunk_is_skipped_once_complete(
    settings: Settings, redis_client: redis.Redis, key_prefix: str
) -> None:
    settings.capture.max_line_bytes = 1024
    f = sessions_dir(settings) / "s.jsonl"
    huge = '{"type":"custom","blob":"' + "y" * (3 << 20)
    f.write_text("\n".join([header("s")] + turn_lines(1)) + "\n" + huge)
    d = Daemon(settings, redis_client, once=True)
    d.run()
    assert d.stager.totals["quarantined"] == 0  # not finished yet: nothing to judge
    with open(f, "a") as fh:
        fh.write('"}\n' + "\n".join(turn_lines(2)) + "\n")
    d = Daemon(settings, redis_client, once=True)
    d.run()
    assert d.stager.totals["quarantined"] == 1 and d.stager.totals["turns"] == 1
    (q,) = Buffer(redis_client, Keys(key_prefix), 48).quarantined("alice")
    assert q["reason"] == "line_too_long" and len(q["line"]) <= 2000
    assert Buffer(redis_client, Keys(key_prefix), 48).size("alice") == 2


def test_reply_that_goes_on_after_staging_updates_the_same_turn(
    settings: Settings, redis_client: redis.Redis, key_prefix: str
) -> None:
    f = sessions_dir(settings) / "s.jsonl"
    t = T0
    part1 = [header("s"), message("u1", "user", "is CI green?", t),
             message("a1", "assistant", "Let me run the tests.", t + timedelta(seconds=1), stopReason="stop")]
    part2 = [message("a2", "assistant", [{"type": "toolCall", "id": "c", "name": "exec", "arguments": {}}],
                     t + timedelta(seconds=2), stopReason="toolUse"),
             message("r1", "toolResult", "312 passed", t + timedelta(seconds=3)),
             message("a3", "assistant", "All 312 tests pass now.", t + timedelta(seconds=4), stopReason="stop")]
    f.write_text("\n".join(part1) + "\n")
    assert Daemon(settings, redis_client, once=True).run() == 0
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    (first,) = buf.turns("alice")
    assert first.assistant_text == "Let me run the tests."
    key = Keys(key_prefix).turn("alice", first.turn_id)
    # As if staged long ago (but not within redis.expiry_warn_hours of expiry, when the daemon would give it
    # its full TTL back): the update must keep the TTL it has.
    redis_client.expire(key, 13 * 3600)
    with open(f, "a") as fh:
        fh.write("\n".join(part2) + "\n")
    d = Daemon(settings, redis_client, once=True)
    assert d.run() == 0 and d.stager.totals["turns"] == 0
    (turn,) = buf.turns("alice")
    assert turn.turn_id == first.turn_id and turn.turn_number == 1
    assert turn.assistant_text == "Let me run the tests.\n\nAll 312 tests pass now."
    assert turn.reply_timestamp == t + timedelta(seconds=4)
    assert 13 * 3600 - 100 < redis_client.ttl(key) <= 13 * 3600
    # once the curator removed the turn, a late update does not bring it back
    buf.remove("alice", [turn.turn_id])
    with open(f, "a") as fh:
        fh.write(message("a4", "assistant", "Also: coverage is 91%.", t + timedelta(seconds=5)) + "\n")
    assert Daemon(settings, redis_client, once=True).run() == 0
    assert buf.turns("alice") == [] and not redis_client.exists(key)


def test_display_names_come_from_the_source_config(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    from capture.backfill import backfill
    from utils.buffer import Buffer
    from utils.config import load_settings
    from utils.keys import Keys

    sessions = tmp_path / "s"
    sessions.mkdir()
    (sessions / "a.jsonl").write_text("\n".join([header("a"), *turn_lines(1), *turn_lines(2)]) + "\n")
    settings = load_settings(overrides={
        "redis": {"url": REDIS_URL, "key_prefix": key_prefix},
        "capture": {"sources": [{"path": str(sessions), "user_id": "lin", "user_name": "Lin", "assistant_name": "Claw"}]},
    }, env={})
    backfill(settings, redis_client, [sessions], flush=True, progress=False)
    turns = Buffer(redis_client, Keys(key_prefix), 48).turns("lin")
    assert turns and all(t.user_name == "Lin" and t.assistant_name == "Claw" for t in turns)
    assert turns[0].text().startswith("Lin: ")
    # An explicit name wins over the configured one.
    (sessions / "b.jsonl").write_text("\n".join([header("b"), *turn_lines(1)]) + "\n")
    backfill(settings, redis_client, [sessions / "b.jsonl"], flush=True, progress=False, user_name="Lin W.")
    assert {t.user_name for t in Buffer(redis_client, Keys(key_prefix), 48).turns("lin") if t.conversation_id == "b"} == {"Lin W."}
