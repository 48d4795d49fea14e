"""Redis Sentinel for real: a primary, a replica and three sentinels of Debian's redis-server on loopback;
the pipeline through the primary they name (backfill -> curate -> search, status, forget-user, backup and
restore), then the primary killed mid-backfill: the sentinels promote the replica, and every turn is staged
once. Select with `-m redis_sentinel`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench.redis_topology import SentinelKit, binaries
from multi_redis_kit import (
    backfill_through_failover,
    cli,
    reference_ids,
    settings_for,
    staged_ids,
    turn_keys,
    write_config,
    write_long_session,
    write_markers,
)
from utils.keys import Keys
from utils.redis_conn import connect, describe

pytestmark = [pytest.mark.redis_sentinel,
              pytest.mark.skipif(binaries() is None, reason="redis-server and redis-cli are needed (.ci/run)")]


@pytest.fixture
def sentinel() -> Iterator[SentinelKit]:
    kit = SentinelKit(aof=True)
    try:
        yield kit
    finally:
        kit.stop()  # every server and sentinel killed by pid, its folder removed


def sentinel_cfg(kit: SentinelKit) -> dict[str, object]:
    # redis.url gives only the primary's password and db; the sentinels say where the primary is
    return {"url": f"redis://:{kit.password}@unused:1/0", "sentinels": kit.hosts, "service_name": kit.SERVICE}


def test_the_pipeline_runs_through_sentinels(tmp_path: Path, sentinel: SentinelKit) -> None:
    s = settings_for(tmp_path, sentinel_cfg(sentinel))
    r = connect(s)
    r.set("trm:{probe}:x", "1")
    assert sentinel.client(sentinel.primary).get("trm:{probe}:x") == "1"  # written on the primary they name
    assert sentinel.password not in describe(s) and sentinel.SERVICE in describe(s)
    sessions = tmp_path / "sessions"
    markers = {"alice": ["quokkaberry", "zanzimoor"], "bob": ["tealwhistle", "ferngallop"]}
    write_markers(sessions, markers)
    cfg = write_config(s, tmp_path)
    for u in markers:
        rep = json.loads(cli(cfg, "backfill", "--user", u, "--flush", str(sessions / u)).stdout)
        assert rep["turns_staged"] == len(markers[u])
    cur = json.loads(cli(cfg, "curate", "--all-pending", "--backend", "rules", "--json").stdout)
    assert cur["ok"] and cur["stored"] >= 4
    assert "Tealwhistle" in cli(cfg, "search", "boat", "--user", "bob", "--format", "json").stdout
    status = json.loads(cli(cfg, "status", "--json").stdout)
    assert status["down"] == [] and set(status["buffer"]["users"]) == {"alice", "bob"}
    cli(cfg, "backup", str(tmp_path / "bk"))
    forgot = cli(cfg, "memories", "forget-user", "--user", "alice", "--yes").stdout
    # the primary and the replica it lists, each AOF rewritten
    assert "Redis AOF rewritten on 2 of 2 servers" in forgot
    for port in (sentinel.primary, sentinel.replica):
        aof = b"".join(f.read_bytes() for f in (sentinel.dir / str(port) / "appendonlydir").glob("*"))
        assert aof and b"quokkaberry" not in aof.lower(), port
    assert "restored 4 gems of 2 users" in cli(cfg, "restore", "--replace", str(tmp_path / "bk")).stdout


def test_failover_mid_backfill_loses_and_doubles_nothing(tmp_path: Path, sentinel: SentinelKit) -> None:
    total = 6000
    session = tmp_path / "sessions" / "long.jsonl"
    write_long_session(session, total)
    expected = reference_ids(tmp_path, session, "alice")
    # a batch counts once the replica has it: the old primary, back as the new one's replica, takes that role
    s = settings_for(tmp_path, {**sentinel_cfg(sentinel), "wait_replicas": 1})
    cfg = write_config(s, tmp_path)
    keys = Keys(s.redis.key_prefix)
    watcher = sentinel.client(sentinel.primary)
    promoted: list[int] = []

    def kill() -> None:
        sentinel.kill(sentinel.primary)
        promoted.append(sentinel.wait_failover(sentinel.primary))
        sentinel.restart(sentinel.primary)

    rep = backfill_through_failover(cfg, session, "alice", watcher, keys, total, kill)
    assert promoted == [sentinel.replica]
    now = sentinel.client(sentinel.replica)
    ids = staged_ids(now, keys, "alice")
    assert len(ids) == len(set(ids)) == total and sorted(ids) == expected
    assert turn_keys(now, keys, "alice") == set(expected)
    # never counted twice; a batch whose reply the failover cut off, found landed on retry, counts 0 (stager.py)
    assert total - 200 <= rep["turns_staged"] <= total


def test_the_shipped_config_keys_reach_the_sentinels(tmp_path: Path, sentinel: SentinelKit) -> None:
    """redis.sentinels and redis.service_name as written in config.yaml are the settings connect() uses."""
    from redis.sentinel import SentinelConnectionPool

    from utils.config import load_settings

    shipped = (Path(__file__).resolve().parent.parent / "config.yaml").read_text(encoding="utf-8")
    text = shipped.replace("  sentinels: []", f"  sentinels: [{', '.join(sentinel.hosts)}]")
    assert text != shipped and f"  service_name: {sentinel.SERVICE}" in text
    cfg = tmp_path / "shipped.yaml"
    cfg.write_text(text, encoding="utf-8")
    s = load_settings(cfg, env={"REDIS_URL": f"redis://:{sentinel.password}@ignored:1/0"})
    r = connect(s)
    assert isinstance(r.connection_pool, SentinelConnectionPool)
    r.set("trm:{probe}:shipped", "1")
    assert sentinel.client(sentinel.primary).get("trm:{probe}:shipped") == "1"


def test_wait_replicas_holds_a_batch_until_the_replica_has_it(tmp_path: Path, sentinel: SentinelKit) -> None:
    """redis.wait_replicas: 1 and the replica frozen: the batch lands on the primary but is refused as not
    acknowledged (the stager retries it); once the replica runs again, confirm() makes it count."""
    import signal

    from bench.sessions import T0
    from schemas import Turn
    from utils.buffer import Buffer, wait_settings
    from utils.errors import BackendUnavailable

    s = settings_for(tmp_path, {**sentinel_cfg(sentinel), "wait_replicas": 1, "socket_timeout_s": 1})
    assert wait_settings(s) == {"wait_replicas": 1, "wait_timeout_ms": 800}
    keys = Keys(s.redis.key_prefix)
    buf = Buffer(connect(s), keys, 48, **wait_settings(s))

    def turn(i: int) -> Turn:
        return Turn(turn_id=f"t{i}", user_id="alice", conversation_id="c", turn_number=i, timestamp=T0,
                    user_text=f"question {i}", assistant_text=f"answer {i}")

    assert buf.commit("alice", [turn(1)], checkpoint=("f", "cp1")) == 1
    replica = sentinel.client(sentinel.replica)
    assert replica.get(keys.checkpoint("alice", "f")) == "cp1"  # acknowledged means on the replica
    sentinel.procs[sentinel.replica].send_signal(signal.SIGSTOP)
    try:
        with pytest.raises(BackendUnavailable, match="reached 0 of redis.wait_replicas=1"):
            buf.commit("alice", [turn(2)], checkpoint=("f", "cp2"))
    finally:
        sentinel.procs[sentinel.replica].send_signal(signal.SIGCONT)
    buf.confirm("alice", "f", "cp2")
    assert replica.get(keys.checkpoint("alice", "f")) == "cp2" and replica.zcard(keys.turns("alice")) == 2
