"""The dense leg per user: a user's own HNSW graph against a scan of the user's int8 vectors, by user size.

    python -m bench.tenant_scan --sizes 10000,20000,40000 --json

Where the dense full-scan threshold (FULL_SCAN_KB, utils/store/core.py) belongs. For each size, builds two
shards of the same gems (bench/search.py's corpus: real MiniLM vectors of distinct texts plus noise, two
users of that size each): one whose threshold sends every user to the graph (payload_m, searched at
HNSW_EF), one whose threshold sends every user to the scan (the engine scores the user's points, found
through the tenant index, on the int8 copy and rescores the best on the originals). Then times the
user-filtered dense leg (limit 50, as a search asks) on both in turn for the same (user, query), and
reports each one's recall@10 against an exact scan of the float vectors. Writes bench/results/tenant_scan.json.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from bench import report
from bench.search import QUERIES, fill, make_corpus, pct


@contextmanager
def threshold(kb: int) -> Iterator[None]:
    """Shards created inside take this dense full-scan threshold (as the tests set it)."""
    import utils.store.edge as edge

    was = edge.FULL_SCAN_KB
    edge.FULL_SCAN_KB = kb
    try:
        yield
    finally:
        edge.FULL_SCAN_KB = was


def measure(size: int, n_queries: int, root: Path, log: Any) -> dict[str, Any]:
    """Graph vs scan for two users of `size` gems each."""
    from utils.embed.local import LocalEmbedder
    from utils.store.edge import EdgeStore

    users = 2
    gems, dense, sp = make_corpus(size * users, users, min(3000, size), log)
    # KB as the engine counts them (float32 vectors): the graph variant is below every user, the scan above.
    per_user_kb = size * dense.shape[1] * 4 // 1024
    variants = {"graph": max(1, per_user_kb // 10), "scan": per_user_kb * 2}
    stores: dict[str, EdgeStore] = {}
    out: dict[str, Any] = {"gems_per_user": size, "users": users}
    for name, kb in variants.items():
        with threshold(kb):
            store = EdgeStore(root / f"{size}-{name}", "bench")
            fill(store, gems, dense, sp, log)
            t = time.perf_counter()
            store.optimize()
            out[f"index_build_s_{name}"] = round(time.perf_counter() - t, 1)
        stores[name] = store
    del gems, dense, sp
    emb = LocalEmbedder()
    qs = [emb.embed_query(q + f" {i}") for i in range(10) for q in QUERIES]
    rng = np.random.default_rng(1)
    pairs = [(f"user-{rng.integers(users):04d}", qs[i % len(qs)]) for i in range(n_queries)]
    for store in stores.values():  # page in what a fresh open left on disk
        for u, q in pairs[:20]:
            store.nearest_ids(u, q, 50)
    lat: dict[str, list[float]] = {name: [] for name in stores}
    hit: dict[str, list[float]] = {name: [] for name in stores}
    for i, (u, q) in enumerate(pairs):
        exact = set(stores["graph"].nearest_ids(u, q, 10, exact=True))
        for name in list(stores)[:: 1 if i % 2 else -1]:
            t = time.perf_counter()
            ids = stores[name].nearest_ids(u, q, 50)
            lat[name].append((time.perf_counter() - t) * 1000)
            hit[name].append(len(exact & set(ids[:10])) / 10)
    for name in stores:
        out[f"p50_ms_{name}"] = round(statistics.median(lat[name]), 3)
        out[f"p99_ms_{name}"] = round(pct(lat[name], 99), 3)
        out[f"recall_at_10_{name}"] = round(float(np.mean(hit[name])), 4)
    out["scan_over_graph_p50"] = round(out["p50_ms_scan"] / out["p50_ms_graph"], 3)
    for store in stores.values():
        store.close()
    log(f"{size} gems per user: {out}")
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m bench.tenant_scan", description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,20000,40000", help="gems per user, comma-separated")
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from utils.store.core import FULL_SCAN_KB, HNSW_EF

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    result: dict[str, Any] = {"queries": args.queries, "hnsw_ef": HNSW_EF, "full_scan_kb_in_use": FULL_SCAN_KB,
                              "load_avg_start": os.getloadavg()[0], "sizes": []}
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            result["sizes"].append(measure(size, args.queries, Path(tmp), log))
    result["load_avg_end"] = os.getloadavg()[0]
    report(result, "tenant_scan.json", args.json)
    return result


if __name__ == "__main__":
    main()
