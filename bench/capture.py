"""Capture benchmark: backfill throughput next to raw pipelined Redis writes, and append->staged latency.

    python -m bench.capture --json [--turns 50000] [--latency-turns 300] [--sqlite-turns 50000]
    python -m bench.capture --redis-cluster --json [--turns 50000] [--rounds 3]

Both sources side by side: session JSONL files and OpenClaw's SQLite transcript store (an
openclaw-agent.sqlite with the real schema, bench/openclaw_db.py, rows >= 1 KiB zstd-compressed).
Uses the local Redis (127.0.0.1:6379 or $BENCH_REDIS_URL) under a key prefix unique to this run and
deletes its keys afterwards. Targets: JSONL backfill >= 20,000 turns/s, p99 append->staged <= 200 ms;
SQLite backfill >= 10,000 turns/s, p99 row committed->staged <= 1000 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import redis

from bench.openclaw_db import AgentDb, turn_events, user_id_of
from bench.sessions import assistant_text, header, turn_lines, user_text
from capture.backfill import backfill
from schemas import Turn
from utils.config import load_settings
from utils.keys import Keys

REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
ROOT = Path(__file__).resolve().parents[1]


def _write_sessions(d: Path, turns: int, files: int) -> None:
    per = turns // files
    for f in range(files):
        with open(d / f"bench-{f}.jsonl", "w", encoding="utf-8") as fh:
            fh.write(header(f"bench-{f}") + "\n")
            for i in range(1, per + 1):
                for ln in turn_lines(i):
                    fh.write(ln + "\n")


def _raw_pipelined_sets(r: redis.Redis, prefix: str, n: int, value: str, batch: int) -> float:
    """ops/s of pipelined SET key value EX ttl, the floor any staging path pays."""
    t0 = time.perf_counter()
    for start in range(0, n, batch):
        pipe = r.pipeline(transaction=False)
        for i in range(start, min(n, start + batch)):
            pipe.set(f"{prefix}:raw:{i}", value, ex=3600)
        pipe.execute()
    return n / (time.perf_counter() - t0)


def _cpu(r: redis.Redis) -> float:
    """CPU seconds used so far by this process and by the Redis server."""
    info = r.info("cpu")
    return time.process_time() + float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


def _cleanup(r: redis.Redis, prefix: str) -> None:
    keys = list(r.scan_iter(match=f"{prefix}:*", count=5000))
    for i in range(0, len(keys), 1000):
        r.delete(*keys[i : i + 1000])


@contextmanager
def _live_daemon(tmp: Path, name: str, source: Path, prefix: str, r: redis.Redis) -> Iterator[Keys]:
    """A capture daemon (a subprocess, as systemd runs it) following `source`, up and watching."""
    cfg = tmp / f"{name}.yaml"
    cfg.write_text(json.dumps({
        "redis": {"url": REDIS_URL, "key_prefix": prefix},
        "capture": {"sources": [{"path": str(source), "user_id": "bench"}], "poll_interval_s": 2},
    }))
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.pop("REDIS_URL", None)
    proc = subprocess.Popen([sys.executable, "-m", "capture", "--config", str(cfg), "--log-level", "WARNING"],
                            cwd=ROOT, env=env)
    keys = Keys(prefix)
    try:
        deadline = time.monotonic() + 60  # a loaded shared machine starts Python slowly
        while not r.exists(keys.heartbeat()):  # the daemon is up and watching
            if time.monotonic() > deadline:
                raise RuntimeError("capture daemon did not start")
            time.sleep(0.02)
        yield keys
    finally:
        proc.terminate()
        proc.wait(20)


def _staged_ms(r: redis.Redis, key: str, t0: float, i: int) -> float:
    """Milliseconds from t0 until the turn's key exists."""
    while not r.exists(key):
        if time.perf_counter() - t0 > 10:
            raise RuntimeError(f"turn {i} not staged within 10 s")
        time.sleep(0.0005)
    return (time.perf_counter() - t0) * 1000


def _latency(tmp: Path, prefix: str, r: redis.Redis, n: int) -> list[float]:
    sessions = tmp / "live"
    sessions.mkdir()
    f = sessions / "live.jsonl"
    f.write_text(header("live") + "\n")
    out: list[float] = []
    with _live_daemon(tmp, "live", sessions, prefix, r) as keys:
        for i in range(1, n + 1):
            key = keys.turn("bench", Turn.make_id("live", f"u{i:07x}"))
            text = "".join(ln + "\n" for ln in turn_lines(i))
            with open(f, "a", encoding="utf-8") as fh:
                fh.write(text)
            out.append(_staged_ms(r, key, time.perf_counter(), i))
            time.sleep(0.01)
    return out


def _write_store(path: Path, turns: int, sessions: int) -> int:
    """An agent database with `turns` turns over `sessions` sessions; returns the turns written."""
    db = AgentDb(path)
    per = turns // sessions
    try:
        for s in range(sessions):
            sid = db.new_session()
            for start in range(1, per + 1, 1000):
                evs = [e for i in range(start, min(per, start + 999) + 1)
                       for e in turn_events(i, user_text(i), assistant_text(i) + (" details" * 120 if i % 10 == 0 else ""))]
                db.append(sid, evs)
    finally:
        db.close()
    return per * sessions


def _sqlite_latency(tmp: Path, prefix: str, r: redis.Redis, n: int) -> list[float]:
    """Row committed (one transaction per row, as OpenClaw writes) -> turn staged, with the daemon running."""
    agent = tmp / "agents" / "main"
    db = AgentDb(agent / "agent" / "openclaw-agent.sqlite")
    sid = db.new_session()
    out: list[float] = []
    try:
        with _live_daemon(tmp, "live-sqlite", agent / "sessions", prefix, r) as keys:
            for i in range(1, n + 1):
                key = keys.turn("bench", Turn.make_id(sid, user_id_of(i)))
                user, reply, marker = turn_events(i, user_text(i), assistant_text(i))
                db.append(sid, [user])
                db.append(sid, [reply])  # the turn is complete from here on
                t0 = time.perf_counter()
                db.append(sid, [marker])
                out.append(_staged_ms(r, key, t0, i))
                time.sleep(0.01)
    finally:
        db.close()
    return out


def _memory(r: redis.Redis, prefix: str, user: str, sample: int = 500) -> dict[str, float]:
    """Redis memory per staged turn (its key, and its entry in the user's time index) and per checkpoint,
    from MEMORY USAGE (SAMPLES 0: every element counted) on what a backfill just staged."""
    keys = Keys(prefix)
    turn_keys = list(r.scan_iter(match=keys.turn(user, "*"), count=5000))[:sample]
    turn_bytes = [int(r.memory_usage(k, samples=0) or 0) for k in turn_keys]
    value_bytes = [int(r.strlen(k)) for k in turn_keys]
    index = keys.turns(user)
    members = int(r.zcard(index))
    cps = list(r.scan_iter(match=keys.checkpoints_pattern(user), count=1000))
    cp_bytes = [int(r.memory_usage(k, samples=0) or 0) for k in cps]
    per_turn = statistics.fmean(turn_bytes) + int(r.memory_usage(index, samples=0) or 0) / max(1, members)
    return {
        "turn_key_bytes": round(statistics.fmean(turn_bytes), 1),
        "turn_json_bytes": round(statistics.fmean(value_bytes), 1),
        "index_entry_bytes": round(int(r.memory_usage(index, samples=0) or 0) / max(1, members), 1),
        "per_staged_turn_bytes": round(per_turn, 1),
        "per_checkpoint_bytes": round(statistics.fmean(cp_bytes), 1) if cp_bytes else 0.0,
        "checkpoints": len(cps),
    }


def _pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def cluster_vs_single(turns_wanted: int, files: int, rounds: int) -> dict[str, object]:
    """Backfill turns/s on a local 3+3 Redis Cluster (without and with redis.wait_replicas 1) beside one plain
    redis-server, all started here from the same binary with the same settings, rounds in turn (the machine is
    shared: only the side-by-side ratios mean much). One user, as one backfill is: its keys live in one slot,
    so on one primary."""
    from bench.redis_topology import RedisClusterKit, SingleRedisKit
    from redis.cluster import RedisCluster
    from utils.redis_conn import connect

    out: dict[str, list[float]] = {"single": [], "cluster": [], "cluster_wait1": []}
    with tempfile.TemporaryDirectory() as tmpd, RedisClusterKit() as ck, SingleRedisKit() as sk:
        sess = Path(tmpd) / "sessions"
        sess.mkdir()
        _write_sessions(sess, turns_wanted, files)
        turns = (turns_wanted // files) * files
        sides = [("single", sk.url, 0), ("cluster", ck.url, 0), ("cluster_wait1", ck.url, 1)]
        for i in range(rounds):
            # the order turns each round, so no side always runs first (or last) on the shared machine
            for name, url, wait in sides[i % 3:] + sides[:i % 3]:
                settings = load_settings(overrides={
                    "redis": {"url": url, "embedded": False, "key_prefix": f"bench{i}", "wait_replicas": wait},
                    "capture": {"sources": [{"path": str(sess), "user_id": "bench"}]},
                }, env={})
                r = connect(settings)
                rep = backfill(settings, r, [sess], progress=False)
                if rep.turns_staged != turns:
                    raise RuntimeError(f"{name}: backfill staged {rep.turns_staged} of {turns} turns")
                out[name].append(rep.turns_staged / rep.seconds)
                # our own servers: emptied whole between rounds
                if isinstance(r, RedisCluster):
                    r.flushall(target_nodes=RedisCluster.PRIMARIES)
                else:
                    r.flushall()
    single, cluster = statistics.median(out["single"]), statistics.median(out["cluster"])
    waited = statistics.median(out["cluster_wait1"])
    return {
        "turns": turns, "files": files, "rounds": rounds, "users": 1,
        "single_redis_turns_per_s": round(single, 1), "single_redis_rounds": [round(x, 1) for x in out["single"]],
        "cluster_turns_per_s": round(cluster, 1), "cluster_rounds": [round(x, 1) for x in out["cluster"]],
        "cluster_to_single_ratio": round(cluster / single, 3),
        # redis.wait_replicas 1: WAIT for the slot primary's replica after every batch
        "cluster_wait1_turns_per_s": round(waited, 1), "cluster_wait1_rounds": [round(x, 1) for x in out["cluster_wait1"]],
        "cluster_wait1_to_cluster_ratio": round(waited / cluster, 3),
        "cluster": "3 primaries + 3 replicas, redis-server " + _server_version(),
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


def _server_version() -> str:
    done = subprocess.run(["redis-server", "--version"], capture_output=True, text=True, check=False)
    return next((w.split("=", 1)[1] for w in done.stdout.split() if w.startswith("v=")), "?")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=50_000)
    ap.add_argument("--files", type=int, default=10)
    ap.add_argument("--latency-turns", type=int, default=300)
    ap.add_argument("--sqlite-turns", type=int, default=50_000, help="turns in the SQLite store backfilled")
    ap.add_argument("--sqlite-sessions", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3, help="alternating raw/backfill rounds (medians reported)")
    ap.add_argument("--json", action="store_true", help="print one JSON object (default: also human lines on stderr)")
    ap.add_argument("--redis-cluster", action="store_true",
                    help="only: backfill turns/s on a local 3+3 Redis Cluster (wait_replicas 0 and 1) beside a "
                         "single redis-server")
    args = ap.parse_args()
    if args.redis_cluster:
        res = cluster_vs_single(args.turns, args.files, max(3, args.rounds * 2))
        if not args.json:
            for k, v in res.items():
                print(f"{k}: {v}", file=sys.stderr)
        print(json.dumps(res))
        return

    prefix = f"bench-capture-{uuid.uuid4().hex[:8]}"
    r = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    r.ping()
    result: dict[str, object] = {"prefix": prefix}
    try:
        with tempfile.TemporaryDirectory() as tmpd:
            tmp = Path(tmpd)
            sess = tmp / "sessions"
            sess.mkdir()
            _write_sessions(sess, args.turns, args.files)
            turns = (args.turns // args.files) * args.files
            value = "x" * 450  # about one staged turn's JSON
            raws: list[float] = []
            tpss: list[float] = []
            cpu_raw: list[float] = []  # client + Redis server CPU seconds per write, side by side
            cpu_turn: list[float] = []
            # Alternate the two measurements a few times: the machine is shared and noisy, and a
            # ratio from side-by-side rounds means more than either figure alone.
            for i in range(args.rounds):
                sub = f"{prefix}r{i}"
                c0 = _cpu(r)
                raws.append(_raw_pipelined_sets(r, sub, turns, value, batch=2500))
                cpu_raw.append((_cpu(r) - c0) / turns)
                _cleanup(r, sub)
                settings = load_settings(overrides={
                    "redis": {"url": REDIS_URL, "key_prefix": sub},
                    "capture": {"sources": [{"path": str(sess), "user_id": "bench"}]},
                }, env={})
                c0 = _cpu(r)
                rep = backfill(settings, r, [sess], progress=False)
                cpu_turn.append((_cpu(r) - c0) / max(1, rep.turns_staged))
                if rep.turns_staged != turns:
                    raise RuntimeError(f"backfill staged {rep.turns_staged} of {turns} turns")
                tpss.append(rep.turns_staged / rep.seconds)
                if i == 0:
                    result["redis_memory"] = _memory(r, sub, "bench")
                _cleanup(r, sub)
            ratios = [t / w for t, w in zip(tpss, raws)]
            store = tmp / "store" / "agent" / "openclaw-agent.sqlite"
            sq_turns = _write_store(store, args.sqlite_turns, args.sqlite_sessions)
            sq_tpss: list[float] = []
            for i in range(args.rounds):
                sub = f"{prefix}s{i}"
                settings = load_settings(overrides={
                    "redis": {"url": REDIS_URL, "key_prefix": sub},
                    "capture": {"sources": [{"path": str(store), "user_id": "bench"}]},
                }, env={})
                srep = backfill(settings, r, [store], progress=False)
                if srep.turns_staged != sq_turns:
                    raise RuntimeError(f"SQLite backfill staged {srep.turns_staged} of {sq_turns} turns")
                sq_tpss.append(srep.turns_staged / srep.seconds)
                _cleanup(r, sub)
            lat = _latency(tmp, prefix, r, args.latency_turns) if args.latency_turns else []
            sq_lat = _sqlite_latency(tmp, f"{prefix}l", r, args.latency_turns) if args.latency_turns else []
            result.update(
                turns=turns,
                lines=rep.lines,
                rounds=args.rounds,
                turns_per_s=round(statistics.median(tpss), 1),
                turns_per_s_best=round(max(tpss), 1),
                redis_pipelined_ops_per_s=round(statistics.median(raws), 1),
                redis_pipelined_ops_per_s_best=round(max(raws), 1),
                ratio=round(statistics.median(ratios), 3),
                ratios=[round(x, 3) for x in ratios],
                # The same ratio in CPU work (this process + the Redis server) instead of wall time: what
                # the loaded shared machine's scheduling does not blur. Redis is shared: others add noise.
                cpu_us_per_raw_write=round(statistics.median(cpu_raw) * 1e6, 2),
                cpu_us_per_turn=round(statistics.median(cpu_turn) * 1e6, 2),
                ratio_cpu=round(statistics.median(cpu_raw) / statistics.median(cpu_turn), 3),
                latency_turns=len(lat),
                append_to_staged_p50_ms=round(statistics.median(lat), 2) if lat else None,
                append_to_staged_p99_ms=round(_pct(lat, 0.99), 2) if lat else None,
                append_to_staged_max_ms=round(max(lat), 2) if lat else None,
                sqlite_turns=sq_turns,
                sqlite_zstd_rows=sq_turns // 10,
                sqlite_backfill_turns_per_s=round(statistics.median(sq_tpss), 1),
                sqlite_backfill_turns_per_s_best=round(max(sq_tpss), 1),
                sqlite_to_jsonl_backfill_ratio=round(statistics.median(sq_tpss) / statistics.median(tpss), 3),
                sqlite_append_to_staged_p50_ms=round(statistics.median(sq_lat), 2) if sq_lat else None,
                sqlite_append_to_staged_p99_ms=round(_pct(sq_lat, 0.99), 2) if sq_lat else None,
                sqlite_append_to_staged_max_ms=round(max(sq_lat), 2) if sq_lat else None,
                load_avg_1m=round(os.getloadavg()[0], 2),
                targets={"turns_per_s": 20_000, "append_to_staged_p99_ms": 200,
                         "sqlite_backfill_turns_per_s": 10_000, "sqlite_append_to_staged_p99_ms": 1000},
            )
    finally:
        _cleanup(r, prefix)
        _cleanup(r, f"{prefix}l")
        for i in range(args.rounds):
            _cleanup(r, f"{prefix}r{i}")
            _cleanup(r, f"{prefix}s{i}")
    if not args.json:
        for k, v in result.items():
            print(f"{k}: {v}", file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
