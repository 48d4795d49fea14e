"""The embedded store's search pool (utils/store/edge.py SEARCH_THREADS) against the engine's default (4 per
CPU), side by side: fresh processes in turn on one `bench.search` corpus, each opening the store as serve
does and timing random-user store queries (both legs, the dense and the keyword leg alone; brief hits),
with the CPU time per wall second of the queries.

    python -m bench.search_threads --data /var/tmp/scale-1m/corpus --json

The corpus is one `python -m bench.search --data DIR` built; its search pool is set back to SEARCH_THREADS
at the end. Writes bench/results/search_threads.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from bench import in_turn, report


def child(data: Path, threads: int | None, queries: int, users: int) -> dict[str, Any]:
    from bench.search import time_store, warm_up
    from utils.config import Settings
    from utils.store.edge import EdgeStore

    store = EdgeStore(data, "bench", resident_mb=Settings().serve.resident_mb, search_threads=threads)
    store.hold()
    warm_up(store, users)  # as bench.search does: a fresh open has the payloads and sparse vectors on disk only
    pool = sum(Path(f"/proc/self/task/{t}/comm").read_text().startswith("edge-search")
               for t in os.listdir("/proc/self/task"))
    out: dict[str, Any] = {"threads": threads or "engine default", "pool_threads": pool}
    for leg in ("both", "dense", "sparse"):
        c0, w0 = time.process_time(), time.perf_counter()
        lat = time_store(store, users, queries, seed=5, legs=leg, brief=True)
        out[f"{leg}_p50_ms"] = round(statistics.median(lat), 3)
        out[f"{leg}_cpu_per_wall"] = round((time.process_time() - c0) / (time.perf_counter() - w0), 2)
    store.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="a corpus folder built by bench.search --data")
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--queries", type=int, default=600, help="per leg and process")
    ap.add_argument("--rounds", type=int, default=3, help="pairs of processes")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        threads = None if args.child == "default" else int(args.child)
        print(json.dumps(child(args.data, threads, args.queries, args.users)))
        return
    from utils.store.edge import SEARCH_THREADS, set_search_threads

    try:
        runs = in_turn("bench.search_threads", ["default", str(SEARCH_THREADS)], args.rounds,
                       "--data", str(args.data), "--users", str(args.users), "--queries", str(args.queries))
    finally:
        set_search_threads(args.data / "bench")
    result: dict[str, Any] = {"data": str(args.data), "load_avg_start": os.getloadavg()[0], "runs": runs}
    for name, threads in (("default", "engine default"), ("ours", SEARCH_THREADS)):
        for key in ("both_p50_ms", "dense_p50_ms", "sparse_p50_ms", "both_cpu_per_wall"):
            result[f"{name}_{key}"] = [x[key] for x in runs if x["threads"] == threads]
    report(result, "search_threads.json", args.json)


if __name__ == "__main__":
    main()
