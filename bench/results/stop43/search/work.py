"""Work per query on the search path, counted so that a shared host's noise cannot hide it, for one source tree.

    PYTHONPATH=<tree> python bench/results/stop43/search/work.py --data /tmp/search43/data > work_<side>.json

Runs in the tree on PYTHONPATH (main's or a base worktree), on a corpus folder bench.search built, the same
(user, query) pairs as bench.search's timed loops (time_store, time_search, time_serve): per phase the CPU time
of this process per query (time.process_time, every thread), the wall time, and, in a separate pass under
cProfile, the function calls and the functions' own time (the library search and the store query: cProfile
sees one thread, and serve answers in its worker threads, so serve is measured by CPU time only). The ranked ids of every library and serve answer
are written too, so two trees' answers can be compared (compare.py).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--top", type=int, default=40, help="functions listed per profile")
    args = ap.parse_args()

    from bench.search import NOW, QUERIES, Served, query_vectors, warm_up
    from retrieve.search import search
    from utils.config import Settings
    from utils.embed.local import LocalEmbedder
    from utils.store.edge import EdgeStore

    settings = Settings()
    settings.serve.token = "bench-token"
    data_tmp = tempfile.TemporaryDirectory()
    settings.data_dir = data_tmp.name
    store = EdgeStore(args.data, "bench", resident_mb=settings.serve.resident_mb)
    warm_up(store, args.users)
    emb = LocalEmbedder()
    qd, qs = query_vectors()
    n = args.queries

    # The pairs of bench.search's loops (same seeds), without their 5 warm-up queries' exclusion.
    def pairs(seed: int) -> list[tuple[str, int]]:
        rng = np.random.default_rng(seed)
        return [(f"user-{rng.integers(args.users):04d}", i) for i in range(n + 5)]

    store_pairs, search_pairs, serve_pairs = pairs(3), pairs(5), pairs(9)[: min(n, 100) + 5]

    def store_q(u: str, i: int) -> Any:
        return store.search(u, qd[i % len(QUERIES)], qs[i % len(QUERIES)], 50)

    def search_q(u: str, i: int) -> list[str]:
        res = search(QUERIES[i % len(QUERIES)] + f" {i}", u, k=5, settings=settings, store=store, embedder=emb,
                     now=NOW)
        return [r.id for r in res]

    def timed(fn: Any, ps: list[tuple[str, int]]) -> dict[str, Any]:
        cpu, wall, ids = [], [], []
        for j, (u, i) in enumerate(ps):
            c, w = time.process_time(), time.perf_counter()
            got = fn(u, i)
            dc, dw = (time.process_time() - c) * 1000, (time.perf_counter() - w) * 1000
            if j >= 5:
                cpu.append(dc)
                wall.append(dw)
            ids.append(got if isinstance(got, list) else None)
        return {"cpu_ms_p50": round(statistics.median(cpu), 3), "cpu_ms_mean": round(statistics.fmean(cpu), 3),
                "wall_ms_p50": round(statistics.median(wall), 3), "ids": ids}

    def profiled(fn: Any, ps: list[tuple[str, int]]) -> dict[str, Any]:
        prof = cProfile.Profile()
        prof.enable()
        for u, i in ps:
            fn(u, i)
        prof.disable()
        st = pstats.Stats(prof)
        rows = []
        for (file, line, name), (cc, nc, tt, ct, _) in st.stats.items():  # type: ignore[attr-defined]
            short = file.split("/site-packages/")[-1].replace(str(Path.cwd()) + "/", "")
            rows.append({"fn": f"{short}:{line}({name})", "calls": nc, "tottime_ms": round(tt * 1000, 2),
                         "cumtime_ms": round(ct * 1000, 2)})
        rows.sort(key=lambda r: -r["tottime_ms"])
        return {"total_calls": st.total_calls, "primitive_calls": st.prim_calls,  # type: ignore[attr-defined]
                "functions": len(rows), "by_tottime": rows[: args.top],
                "calls_per_fn": {r["fn"]: r["calls"] for r in rows}}

    out: dict[str, Any] = {"tree": str(Path.cwd()), "queries": n}
    out["store"] = timed(lambda u, i: store_q(u, i) and None, store_pairs)
    out["search"] = timed(search_q, search_pairs)
    with Served(store, settings) as srv, srv.client(timeout=30) as c:
        def serve_q(u: str, i: int) -> list[str]:
            r = c.post("/search", json={"query": QUERIES[i % len(QUERIES)] + f" {i}", "user_id": u, "k": 5})
            if r.status_code != 200:
                raise RuntimeError(r.text[:200])
            return [x["id"] for x in r.json()["results"]]

        out["serve"] = timed(serve_q, serve_pairs)
    out["search_profile"] = profiled(search_q, search_pairs)
    out["store_profile"] = profiled(store_q, store_pairs)
    store.close()
    data_tmp.cleanup()
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
