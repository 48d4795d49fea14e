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
    import numpy as np

    from bench.search import QUERIES
    from utils.config import Settings
    from utils.embed.local import LocalEmbedder
    from utils.store import sparse
    from utils.store.edge import EdgeStore

    store = EdgeStore(data, "bench", resident_mb=Settings().serve.resident_mb, search_threads=threads)
    store.hold()
    emb = LocalEmbedder()
    qd = [emb.embed_query(q) for q in QUERIES]
    qs = [sparse.embed_query(q) for q in QUERIES]
    for u in range(users):  # one untimed query per user, as bench.search warms up
        store.search(f"user-{u:04d}", qd[0], qs[0], 50, brief=True)
    pool = sum(Path(f"/proc/self/task/{t}/comm").read_text().startswith("edge-search")
               for t in os.listdir("/proc/self/task"))
    rng = np.random.default_rng(5)
    out: dict[str, Any] = {"threads": threads or "engine default", "pool_threads": pool}
    for leg in ("both", "dense", "sparse"):
        lat = []
        c0, w0 = time.process_time(), time.perf_counter()
        for i in range(queries):
            u = f"user-{rng.integers(users):04d}"
            t = time.perf_counter()
            store.search(u, None if leg == "sparse" else qd[i % len(qd)], None if leg == "dense" else qs[i % len(qs)],
                         50, brief=True)
            lat.append((time.perf_counter() - t) * 1000)
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
