"""Expiry that cannot lose a memory. The red flag: with a short TTL and no curator run, turns expired,
`status` still counted them, the next report said ok, and `backfill` staged 0 because the checkpoints
never expire. Now: status exits 1, the curate report counts the expired turns and marks their files,
backfill stages them again, and the final store equals a run where nothing expired (0 turns lost).
Real Redis, real backfill and daemon, the real store and rules curator."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path

import pytest
from waiting import wait_until
import redis
from conftest import REDIS_URL
from faults_kit import USER, cli, curate, make_settings, sessions, stage, store_dump

from capture.daemon import Daemon
from utils.buffer import Buffer
from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.keys import Keys


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return LocalEmbedder()


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder) -> tuple[int, str]:
    tmp = tmp_path_factory.mktemp("clean")
    prefix = f"trtest-{uuid.uuid4().hex[:10]}"
    r = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    settings = make_settings(tmp, prefix)
    n = stage(settings, r)
    assert curate(settings, r, embedder).ok
    out = (n, store_dump(settings))
    for k in r.scan_iter(match=f"{prefix}:*"):
        r.delete(k)
    return out


def test_short_ttl_curator_down_then_recovery_loses_nothing(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder, clean: tuple[int, str]
) -> None:
    short = make_settings(tmp_path, key_prefix, ttl_hours=2 / 3600, expiry_warn_hours=1 / 3600)
    staged = stage(short, redis_client)
    assert staged == clean[0] > 10
    _wait_expired(redis_client, key_prefix)  # the curator is down; every staged turn's TTL runs out

    st = cli(short, tmp_path, "status")
    assert st.returncode == 1, st.stdout + st.stderr  # before: exit 0, "N staged"
    assert "ALARM" in st.stdout and f"{staged} expired" in st.stdout

    # The curator comes back: its report counts the expired turns and marks their files (before: "ok").
    normal = make_settings(tmp_path, key_prefix)
    rep = curate(normal, redis_client, embedder)
    assert not rep.ok and rep.expired == staged and rep.turns_read == 0
    assert any("expired before they were curated" in f for f in rep.failures)

    # backfill stages them again from the session files (before: 0, the checkpoints said "done").
    bf = cli(normal, tmp_path, "backfill", "--user", USER, "--flush", *map(str, sessions(normal)))
    assert bf.returncode == 0, bf.stderr
    assert json.loads(bf.stdout)["turns_staged"] == staged
    assert not redis_client.hgetall(Keys(key_prefix).restage(USER))  # every mark done

    rep = curate(normal, redis_client, embedder)
    assert rep.ok and rep.turns_read == staged, rep.failures
    assert store_dump(normal) == clean[1]  # 0 turns lost: the same memories as if nothing had expired
    st = cli(normal, tmp_path, "status")
    assert st.returncode == 0, st.stdout


def test_the_capture_daemon_keeps_pending_turns_alive(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis
) -> None:
    settings = make_settings(tmp_path, key_prefix, ttl_hours=3 / 3600, expiry_warn_hours=2 / 3600)
    staged = stage(settings, redis_client)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    daemon = Daemon(settings, redis_client, once=True)
    end = time.monotonic() + 7  # more than twice the TTL
    extended = 0
    while time.monotonic() < end:
        extended += daemon.keep_pending(force=True)
        # Paces the stand-in daemon's cycle: "nothing expired" means something only once real time has
        # outlived the TTL, so this loop spends that time on purpose.
        time.sleep(0.5)
    assert extended >= staged
    assert len(buf.turns(USER)) == staged and buf.expired(USER) == {}
    # Curated turns are not kept: their memory is safe and the buffer must not grow without bound.
    some = buf.turns(USER)[:3]
    buf.mark_curated(USER, some)
    for t in some:
        redis_client.expire(Keys(key_prefix).turn(USER, t.turn_id), 1)
    daemon.keep_pending(force=True)
    assert all(0 < redis_client.pttl(Keys(key_prefix).turn(USER, t.turn_id)) <= 1000 for t in some)


def test_the_curator_curates_turns_that_would_expire_before_its_next_run(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder, clean: tuple[int, str]
) -> None:
    settings = make_settings(tmp_path, key_prefix)
    staged = stage(settings, redis_client)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    # The samples are from February: outside the default window (the last 24 h). With 30 h left, they would
    # expire before tomorrow's run.
    for t in buf.turns(USER):
        redis_client.expire(Keys(key_prefix).turn(USER, t.turn_id), 30 * 3600)
    rep = curate(settings, redis_client, embedder, all_pending=False)
    assert rep.ok and rep.rescued == staged, rep.failures
    assert store_dump(settings) == clean[1]


def _wait_expired(r: redis.Redis, prefix: str, within_s: float = 30) -> None:
    """Poll (with a deadline) until every staged turn key of the user is gone: the TTL ran out."""
    keys = Keys(prefix)
    ids = r.zrange(keys.turns(USER), 0, -1)
    assert ids
    wait_until(lambda: not any(r.exists(keys.turn(USER, t)) for t in ids), within_s, "the staged turns to expire")


def _printed_backfill(status_out: str) -> list[str]:
    """The `true-recall backfill ...` command an ALARM line names, as arguments."""
    import re
    import shlex

    found = re.findall(r"`true-recall (backfill [^`]+)`", status_out)
    assert found, status_out
    return shlex.split(found[0])


def test_fault_expiry_recovery_is_the_one_printed_command(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder, clean: tuple[int, str]
) -> None:
    short = make_settings(tmp_path, key_prefix, ttl_hours=2 / 3600, expiry_warn_hours=1 / 3600)
    staged = stage(short, redis_client)
    _wait_expired(redis_client, key_prefix)
    normal = make_settings(tmp_path, key_prefix)
    st = cli(normal, tmp_path, "status")
    assert st.returncode == 1 and f"{staged} staged turns expired" in st.stdout, st.stdout + st.stderr
    # before: "run `true-recall curate` (it marks their files), then `true-recall backfill` on them"
    args = _printed_backfill(st.stdout)
    assert all(str(p) in args for p in sessions(normal))
    bf = cli(normal, tmp_path, *args, "--flush")
    assert bf.returncode == 0 and json.loads(bf.stdout)["turns_staged"] == staged, bf.stdout + bf.stderr
    keys = Keys(key_prefix)
    assert not redis_client.hgetall(keys.restage(USER)) and not redis_client.hgetall(keys.expired(USER))
    st = cli(normal, tmp_path, "status")
    assert "expired" not in st.stdout.split("ALARM", 1)[-1] and "marked" not in st.stdout, st.stdout
    rep = curate(normal, redis_client, embedder)  # the regular run: nothing special to do
    assert rep.ok and rep.turns_read == staged, rep.failures
    assert store_dump(normal) == clean[1]
    assert cli(normal, tmp_path, "status").returncode == 0


def test_fault_status_stays_non_zero_until_marked_files_are_staged_again(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder
) -> None:
    short = make_settings(tmp_path, key_prefix, ttl_hours=2 / 3600, expiry_warn_hours=1 / 3600)
    staged = stage(short, redis_client)
    _wait_expired(redis_client, key_prefix)
    normal = make_settings(tmp_path, key_prefix)
    rep = curate(normal, redis_client, embedder)  # marks the files (and records the loss): nothing re-staged yet
    assert not rep.ok and rep.expired == staged
    st = cli(normal, tmp_path, "status")
    assert st.returncode == 1 and "marked to be staged again" in st.stdout, st.stdout  # before: exit 0 here
    bf = cli(normal, tmp_path, *_printed_backfill(st.stdout), "--flush")
    assert bf.returncode == 0 and json.loads(bf.stdout)["turns_staged"] == staged, bf.stdout + bf.stderr
    assert curate(normal, redis_client, embedder).ok
    st = cli(normal, tmp_path, "status")
    assert st.returncode == 0, st.stdout


def test_fault_the_capture_daemon_restages_expired_turns_itself(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis
) -> None:
    short = make_settings(tmp_path, key_prefix, ttl_hours=2 / 3600, expiry_warn_hours=1 / 3600)
    staged = stage(short, redis_client)
    _wait_expired(redis_client, key_prefix)
    normal = make_settings(tmp_path, key_prefix)
    daemon = Daemon(normal, redis_client, once=True)  # the daemon (re)started after being down past the TTL
    assert daemon.run() == 0
    buf = Buffer(redis_client, Keys(key_prefix), normal.redis.ttl_hours)
    # Every turn is staged again except the last one awaiting its reply (the daemon's rule; backfill --flush).
    back = len(buf.turns(USER))
    assert staged - 1 <= back <= staged, (back, staged)  # before: 0, until `curate` marked and `backfill` ran
    assert buf.expired(USER) == {} and not redis_client.hgetall(Keys(key_prefix).restage(USER))
