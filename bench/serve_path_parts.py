"""What the search path's per-request extras cost, in one process, interleaved (so a busy host weighs on both
sides alike): the ledger check (utils/ledger.verify_read) reading Redis every search (main) against the kept
counts (this branch), and StoreLease.use() waking the warm-standby watcher after every request (main) or not.

    python -m bench.serve_path_parts --data /var/tmp/bench-100k --rounds 2000

The corpus is bench.search's shard (`--data`); Redis is REDIS_URL (default 127.0.0.1:6379), keys under a
throwaway prefix, removed after. Prints medians and p99 in microseconds. Nothing tuned on.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import uuid
from pathlib import Path
from typing import Any

import redis

from bench import report
from bench.search import pct


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--rounds", type=int, default=2000)
    args = ap.parse_args(argv)
    from retrieve.serve import StoreLease
    from utils.keys import Keys
    from utils.ledger import Ledger, verify_read
    from utils.store.edge import EdgeStore

    r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"), decode_responses=True)
    keys = Keys(f"bench-{uuid.uuid4().hex[:8]}")
    store = EdgeStore(args.data, "bench")
    users = sorted(store.users().items())
    ledger = Ledger(r, keys)
    for u, n in users:
        ledger.record(u, n)
    store.ledger = ledger
    out: dict[str, list[float]] = {"verify_read_each_search_reads_redis": [], "verify_read_kept_counts": [],
                                   "lease_use_wakes_watcher": [], "lease_use_no_wake": []}
    lease = StoreLease(store, None, 5.0)
    try:
        for i in range(args.rounds):
            u = users[i % len(users)][0]
            ledger._snapshot = None  # main: the recorded counts read from Redis for this search
            t = time.perf_counter()
            verify_read(store, u)
            out["verify_read_each_search_reads_redis"].append(time.perf_counter() - t)
            t = time.perf_counter()
            verify_read(store, u)  # this branch: kept (the snapshot just read)
            out["verify_read_kept_counts"].append(time.perf_counter() - t)
            for name, wake in (("lease_use_wakes_watcher", True), ("lease_use_no_wake", False)):
                t = time.perf_counter()
                with lease.use():
                    if wake:
                        lease._cond.notify_all()  # what main's _used() did after every request
                out[name].append(time.perf_counter() - t)
    finally:
        lease.close()
        store.close()
        for k in (keys.ledger_gems(), keys.ledger_writes(), keys.ledger_write()):
            r.delete(k)
    result = {"gems": sum(n for _, n in users), "users": len(users), "rounds": args.rounds,
              **{k: {"p50_us": round(statistics.median(v) * 1e6, 1), "p99_us": round(pct(v, 99) * 1e6, 1)}
                 for k, v in out.items()}}
    report(result, f"serve_path_parts_{result['gems']}.json", False)
    return result


if __name__ == "__main__":
    main()
