"""Redis Cluster for real: 3 primaries + 3 replicas of Debian's redis-server on loopback, created with
`redis-cli --cluster create`, and the whole pipeline through it (backfill -> curate -> search, status, backup,
forget-user, scrub, restore); then the primary of a user's slot killed mid-backfill, and after the failover
every turn staged once. Select with `-m redis_cluster`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from redis.cluster import RedisCluster

from bench.redis_topology import RedisClusterKit, binaries
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
from utils.config import ConfigError, load_settings
from utils.keys import Keys
from utils.redis_conn import cluster_seeds, connect, describe

pytestmark = [pytest.mark.redis_cluster,
              pytest.mark.skipif(binaries() is None, reason="redis-server and redis-cli are needed (.ci/run)")]


@pytest.fixture
def cluster() -> Iterator[RedisClusterKit]:
    kit = RedisClusterKit(aof=True)
    try:
        yield kit
    finally:
        kit.stop()  # every server killed by pid, its folder removed


def test_cluster_url_and_setting_give_a_cluster_client(tmp_path: Path, cluster: RedisClusterKit) -> None:
    # redis+cluster:// with every seed, or redis.cluster: true on a plain URL naming one node
    by_url = connect(settings_for(tmp_path, {"url": cluster.url}))
    one = f"redis://:{cluster.password}@127.0.0.1:{cluster.ports[0]}/0"
    by_flag = connect(settings_for(tmp_path, {"url": one, "cluster": True}))
    for r in (by_url, by_flag):
        assert isinstance(r, RedisCluster)
        for u in ("alice", "bob", "carol{x}", "dave:1"):  # every user's keys reachable, wherever their slot is
            r.set(f"trm:{{{u}}}:probe", u)
            assert r.get(f"trm:{{{u}}}:probe") == u
        assert len(r.get_primaries()) == 3
    # the seeds as written, the password parsed out of the URL and never shown
    seeds, opts = cluster_seeds(cluster.url)
    assert [p for _, p in seeds] == cluster.ports and opts["password"] == cluster.password
    s = settings_for(tmp_path, {"url": cluster.url})
    assert cluster.password not in describe(s) and "Redis Cluster" in describe(s)
    # the shipped config's keys are the real settings: config.yaml with cluster: true loads and connects
    shipped = Path(__file__).resolve().parent.parent / "config.yaml"
    text = shipped.read_text(encoding="utf-8").replace("  cluster: false", "  cluster: true")
    cfg = tmp_path / "shipped.yaml"
    cfg.write_text(text, encoding="utf-8")
    loaded = load_settings(cfg, env={"REDIS_URL": one})
    assert loaded.redis.cluster and isinstance(connect(loaded), RedisCluster)


def test_cluster_settings_refuse_what_cannot_work(tmp_path: Path) -> None:
    from conftest import REDIS_URL

    from utils.errors import BackendUnavailable

    # cluster: true on a plain server (the test Redis), and on nodes that are all down: clear errors
    with pytest.raises(ConfigError, match="not a Redis Cluster node"):
        connect(settings_for(tmp_path, {"url": REDIS_URL, "cluster": True}))
    with pytest.raises(BackendUnavailable, match="no node of the Redis Cluster"):
        connect(settings_for(tmp_path, {"url": "redis+cluster://127.0.0.1:1,127.0.0.1:2"}))
    with pytest.raises(ConfigError, match="only database 0"):
        cluster_seeds("redis+cluster://127.0.0.1:7000,127.0.0.1:7001/3")
    with pytest.raises(ConfigError, match="not host:port"):
        cluster_seeds("redis+cluster://127.0.0.1:7000,nohost")
    with pytest.raises(ConfigError, match="exclude each other"):
        settings_for(tmp_path, {"url": "redis://127.0.0.1:1/0", "cluster": True, "sentinels": ["127.0.0.1:2"]})
    with pytest.raises(ConfigError, match="host:port"):
        settings_for(tmp_path, {"url": "redis://127.0.0.1:1/0", "sentinels": ["127.0.0.1"]})


def test_the_pipeline_runs_on_a_cluster(tmp_path: Path, cluster: RedisClusterKit) -> None:
    sessions = tmp_path / "sessions"
    markers = {"alice": ["quokkaberry", "zanzimoor", "plumbatrix"], "bob": ["tealwhistle", "ferngallop"]}
    write_markers(sessions, markers)
    s = settings_for(tmp_path, {"url": cluster.url})
    cfg = write_config(s, tmp_path)
    keys = Keys(s.redis.key_prefix)
    r = cluster.cluster()
    slots = {u: r.keyslot(keys.turns(u)) for u in markers}
    for u in markers:
        rep = json.loads(cli(cfg, "backfill", "--user", u, "--flush", str(sessions / u)).stdout)
        assert rep["turns_staged"] == len(markers[u])
        # a user's turns, index and checkpoint share the user's slot (the MULTI that wrote them was legal)
        assert {r.keyslot(k) for k in r.scan_iter(match=keys.user_pattern(u))} == {slots[u]}
    cur = json.loads(cli(cfg, "curate", "--all-pending", "--backend", "rules", "--json").stdout)
    assert cur["ok"] and cur["stored"] >= 5 and cur["failures"] == []
    hits = [json.loads(x) for x in cli(cfg, "search", "boat", "--user", "bob", "--format", "json").stdout.splitlines()]
    assert {h["user_id"] for h in hits} == {"bob"} and any("Tealwhistle" in h["gem"] for h in hits)
    status = json.loads(cli(cfg, "status", "--json").stdout)
    assert status["down"] == [] and set(status["buffer"]["users"]) == {"alice", "bob"}

    cli(cfg, "backup", str(tmp_path / "bk"))
    forgot = cli(cfg, "memories", "forget-user", "--user", "alice", "--yes").stdout
    # the AOF of all six servers rewritten (a replica holds the same history as its primary)
    assert "Redis AOF rewritten on 6 of 6 servers" in forgot, forgot
    # none of alice's words in any key on any primary (her checkpoints stay, emptied of her pending text, so
    # that her files are not staged again); the replicas' files are read below
    blobs = {}
    for port in cluster.primaries():
        node = cluster.client(port, decode_responses=False)
        blobs[port] = b"".join(node.dump(k) or b"" for k in node.scan_iter(match=f"{s.redis.key_prefix}:*"))
    assert b"tealwhistle" in b"".join(blobs.values()).lower()  # bob's are still there
    assert [p for p, b in blobs.items() if any(w.encode() in b.lower() for w in markers["alice"])] == []
    for port in cluster.ports:
        aof = b"".join(f.read_bytes() for f in (cluster.dir / str(port) / "appendonlydir").glob("*"))
        assert aof and b"quokkaberry" not in aof.lower(), port
    scrub = json.loads(cli(cfg, "scrub", "--json").stdout)
    assert any("6 of 6 servers" in x for x in scrub["redis_files"])
    restored = cli(cfg, "restore", "--replace", str(tmp_path / "bk")).stdout
    assert "restored 5 gems of 2 users" in restored
    back = cli(cfg, "search", "boat", "--user", "alice", "--format", "json").stdout
    assert "Quokkaberry" in back


@pytest.mark.parametrize("wait_replicas", [0, 1])
def test_failover_mid_backfill_loses_and_doubles_nothing(tmp_path: Path, cluster: RedisClusterKit,
                                                         wait_replicas: int) -> None:
    """wait_replicas 1: a batch counts once its replica has it; after the failover the promoted replica has
    none until the old primary is back (as its replica), so the backfill waits for that, then goes on."""
    total = 6000
    session = tmp_path / "sessions" / "long.jsonl"
    write_long_session(session, total)
    expected = reference_ids(tmp_path, session, "alice")
    assert len(expected) == total
    s = settings_for(tmp_path, {"url": cluster.url, "wait_replicas": wait_replicas})
    cfg = write_config(s, tmp_path)
    keys = Keys(s.redis.key_prefix)
    r = cluster.cluster()
    victim = cluster.primary_of(keys.turns("alice"))
    moved: list[int] = []

    def kill() -> None:
        cluster.kill(victim)
        moved.append(cluster.wait_failover(victim, keys.turns("alice")))
        if wait_replicas:
            cluster.restart(victim)

    rep = backfill_through_failover(cfg, session, "alice", r, keys, total, kill)
    assert moved and moved[0] != victim  # a replica serves the slot now
    after = cluster.cluster()
    ids = staged_ids(after, keys, "alice")
    assert len(ids) == len(set(ids)) == total  # none doubled in the index
    assert sorted(ids) == expected  # the very turns a single Redis stages: none lost
    assert turn_keys(after, keys, "alice") == set(expected)
    # never counted twice; a batch whose reply the failover cut off, found landed on retry, counts 0 (stager.py)
    assert total - 200 <= rep["turns_staged"] <= total


def test_curate_lock_follows_a_failover_of_its_slot(tmp_path: Path, cluster: RedisClusterKit) -> None:
    """The lock key lives on one primary; when it fails over, the replica (which got the key, loopback
    replication being immediate) serves it: the holder keeps it, renews it on the new primary, and a second
    curator is still refused. What is not guaranteed (a key acknowledged but not yet replicated) is in the
    README's "Scale past one machine"."""
    from curate.lock import CurateLock
    from utils.errors import LockHeld
    from waiting import wait_until

    r = connect(settings_for(tmp_path, {"url": cluster.url}))
    keys = Keys("trm")
    with CurateLock(r, keys.curate_lock(), ttl_s=10, renew_every_s=0.2) as lock:
        victim = cluster.primary_of(keys.curate_lock())
        assert cluster.primary_of(lock.beat_name) == victim  # lock and beat share the {curate} slot
        cluster.kill(victim)
        cluster.wait_failover(victim, keys.curate_lock())
        before = lock.renewals
        wait_until(lambda: lock.renewals >= before + 3, 20, "renewals on the promoted replica")
        lock.check()  # still ours
        with pytest.raises(LockHeld, match="another curator is running"):
            CurateLock(connect(settings_for(tmp_path, {"url": cluster.url})), keys.curate_lock(), ttl_s=10).acquire()
    assert r.get(keys.curate_lock()) is None  # released on the new primary


def test_capture_daemon_and_serve_run_on_a_cluster(tmp_path: Path, cluster: RedisClusterKit) -> None:
    """The long-lived processes: the capture daemon follows a session file into the cluster, and serve
    answers /search over what curate made of it."""
    import subprocess
    import sys

    import httpx
    from serve_process import AUTH, running_serve, serve_env
    from waiting import wait_until

    from bench.sessions import T0, header, message

    sessions = tmp_path / "sessions"
    sessions.mkdir()
    s = settings_for(tmp_path, {"url": cluster.url})
    s.capture.poll_interval_s = 0.3
    cfg = write_config(s, tmp_path)
    keys = Keys(s.redis.key_prefix)
    r = cluster.cluster()
    daemon = subprocess.Popen([sys.executable, "-m", "capture", "--config", str(cfg)], cwd=tmp_path,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        f = sessions / "s1.jsonl"
        f.write_text(header("s1") + "\n", encoding="utf-8")
        with open(f, "a", encoding="utf-8") as fh:  # appended while the daemon follows the file
            fh.write(message("u1", "user", "I decided to name my boat Quokkaberry.", T0) + "\n")
            fh.write(message("a1", "assistant", "Quokkaberry is a lovely name.", T0, stopReason="stop") + "\n")
        wait_until(lambda: r.zcard(keys.turns("alice")) == 1, 30, "the daemon to stage the appended turn")
    finally:
        daemon.terminate()
        _, err = daemon.communicate(timeout=30)
    assert daemon.returncode == 0, err[-2000:]
    assert json.loads(cli(cfg, "curate", "--all-pending", "--backend", "rules", "--json").stdout)["stored"] == 1
    env, url = serve_env(s, tmp_path)
    with running_serve(env, url):
        hits = httpx.post(f"{url}/search", json={"query": "boat name", "user_id": "alice"}, headers=AUTH,
                          timeout=30).json()["results"]
    assert [h["gem"] for h in hits] == ["User: I decided to name my boat Quokkaberry."]
