"""What keeping the store's files locked in RAM (serve.resident_mb, utils/store/resident.py) does to a
random-user search, side by side: fresh processes in turn, without and with the lock, each timing three
passes of hybrid store queries (both legs, brief hits) for random users of a `bench.search` corpus.

    python -m bench.resident --data /var/tmp/scale-1m-q/corpus --json

The corpus is one `python -m bench.search --data DIR` built. Writes bench/results/resident.json.
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


def child(data: Path, resident_mb: int, queries: int, users: int) -> dict[str, Any]:
    import numpy as np

    from bench.search import query_vectors
    from utils.store.edge import EdgeStore

    t = time.perf_counter()
    store = EdgeStore(data, "bench", resident_mb=resident_mb)
    opened = time.perf_counter() - t
    qd, qs = query_vectors()
    rng = np.random.default_rng(5)
    passes = []
    for _ in range(3):
        lat = []
        for i in range(queries):
            u = f"user-{rng.integers(users):04d}"
            t = time.perf_counter()
            store.search(u, qd[i % len(qd)], qs[i % len(qs)], 50, brief=True)
            lat.append((time.perf_counter() - t) * 1000)
        passes.append(round(statistics.median(lat), 2))
    locked_kb = next(int(line.split()[1]) for line in Path("/proc/self/status").read_text().splitlines()
                     if line.startswith("VmLck:"))
    store.close()
    return {"resident_mb": resident_mb, "locked_mb": locked_kb >> 10, "open_s": round(opened, 2),
            "p50_ms_per_pass": passes}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="a corpus folder built by bench.search --data")
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--queries", type=int, default=200, help="per pass")
    ap.add_argument("--rounds", type=int, default=2, help="pairs of processes (without, with)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        print(json.dumps(child(args.data, args.child, args.queries, args.users)))
        return
    from utils.config import Settings

    budget = Settings().serve.resident_mb
    runs = in_turn("bench.resident", ["0", str(budget)], args.rounds,
                   "--data", str(args.data), "--users", str(args.users), "--queries", str(args.queries))
    result = {"data": str(args.data), "load_avg_start": os.getloadavg()[0], "runs": runs,
              "without_p50_ms": [r["p50_ms_per_pass"] for r in runs if r["resident_mb"] == 0],
              "with_p50_ms": [r["p50_ms_per_pass"] for r in runs if r["resident_mb"] > 0]}
    report(result, "resident.json", args.json)


if __name__ == "__main__":
    main()
