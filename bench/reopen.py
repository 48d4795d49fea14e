"""What `serve` pays for releasing the embedded store when idle: reopening a shard, and the first query after it.

    python -m bench.reopen --gems 100000 --json
    python -m bench.reopen --data /var/tmp/bench-1m --json   # a corpus bench.search built and indexed

Builds a shard with bench/search.py's synthetic corpus (or takes the one `bench.search --data` built),
then measures side by side in one run: close+reopen (EdgeStore, with the flush), the first user-filtered
hybrid query after a reopen, and the same query on a store kept open. Rounds alternate between the open
as shipped and one without its read-ahead pass over the files the engine pins (`reopen_without_read_ahead`;
utils/store/resident.py). `--optimize` builds the HNSW index first (minutes at 100k on 2 cores).
Writes bench/results/reopen.json (reopen_hnsw.json with --optimize, reopen_<gems>.json with --data).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.search import QUERIES, fill, make_corpus, pct


def ms(xs: list[float]) -> dict[str, float]:
    """p50 / p90 / max of durations in seconds, as milliseconds."""
    return {"p50_ms": round(statistics.median(xs) * 1000, 1), "p90_ms": round(pct(xs, 90) * 1000, 1),
            "max_ms": round(max(xs) * 1000, 1)}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m bench.reopen", description=__doc__.splitlines()[0])
    ap.add_argument("--gems", type=int, default=100_000)
    ap.add_argument("--distinct", type=int, default=2000, help="texts embedded for real; others reuse + noise")
    ap.add_argument("--rounds", type=int, default=15, help="close/reopen cycles measured")
    ap.add_argument("--optimize", action="store_true", help="build the HNSW index first (minutes at 100k)")
    ap.add_argument("--data", type=Path, default=None, help="a folder `bench.search --data` built (reused as is)")
    ap.add_argument("--json", action="store_true", help="print only the JSON result on stdout")
    args = ap.parse_args(argv)

    from utils.embed.local import LocalEmbedder
    from utils.store import sparse
    from utils.store.edge import EdgeStore

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    import utils.store.edge as edge_module

    shipped = edge_module.read_ahead
    if args.data is not None:
        record = json.loads((args.data / "corpus.json").read_text(encoding="utf-8"))
        args.gems, users = record["gems"], record["users"]
    else:
        users = max(1, args.gems // 1000)
    emb = LocalEmbedder()
    qd = [emb.embed_query(q) for q in QUERIES]
    qs = [sparse.embed_query(q) for q in QUERIES]
    rng = np.random.default_rng(5)
    result: dict[str, Any] = {"gems": args.gems, "users": users, "rounds": args.rounds,
                              "hnsw": bool(args.optimize or args.data)}

    def query(store: EdgeStore, i: int) -> float:
        u = f"user-{rng.integers(users):04d}"
        t = time.perf_counter()
        hits = store.search(u, qd[i % len(QUERIES)], qs[i % len(QUERIES)], 50)
        took = time.perf_counter() - t
        assert hits and all(h.gem.user_id == u for h in hits)
        return took

    with tempfile.TemporaryDirectory() as tmp:
        root = args.data or Path(tmp)
        if args.data is None:
            gems, dense, sp = make_corpus(args.gems, users, min(args.distinct, args.gems), log)
            store = EdgeStore(root, "bench")
            fill(store, gems, dense, sp, log)
            if args.optimize:
                t = time.perf_counter()
                store.optimize()
                result["optimize_s"] = round(time.perf_counter() - t, 1)
            store.close()
        times: dict[bool, dict[str, list[float]]] = {
            on: {"reopen": [], "first": [], "close": [], "warm": []} for on in (True, False)}
        try:
            for i in range(2 * args.rounds):
                on = i % 2 == 0
                # The same open with and without the pass (each close drops the shard's pages again).
                edge_module.read_ahead = shipped if on else (lambda segments: 0)
                got = times[on]
                t = time.perf_counter()
                store = EdgeStore(root, "bench")
                got["reopen"].append(time.perf_counter() - t)
                got["first"].append(query(store, i))
                for j in range(5):
                    got["warm"].append(query(store, i + j + 1))
                t = time.perf_counter()
                store.close()
                got["close"].append(time.perf_counter() - t)
        finally:
            edge_module.read_ahead = shipped
        result["reopen"] = ms(times[True]["reopen"])
        result["reopen_without_read_ahead"] = ms(times[False]["reopen"])
        result["first_query_after_reopen"] = ms(times[True]["first"])
        result["first_query_after_reopen_without_read_ahead"] = ms(times[False]["first"])
        result["warm_query"] = ms(times[True]["warm"] + times[False]["warm"])
        result["close_with_flush"] = ms(times[True]["close"] + times[False]["close"])
        result["size_mb"] = round(sum(f.stat().st_size for f in root.rglob("*") if f.is_file()) / 2**20, 1)
    log(f"reopen p50 {result['reopen']['p50_ms']} ms (max {result['reopen']['max_ms']}; without the read-ahead pass "
        f"{result['reopen_without_read_ahead']['p50_ms']} ms), first query after reopen "
        f"p50 {result['first_query_after_reopen']['p50_ms']} ms, warm query p50 {result['warm_query']['p50_ms']} ms")
    name = f"reopen_{args.gems}.json" if args.data else "reopen_hnsw.json" if args.optimize else "reopen.json"
    out = Path(__file__).parent / "results" / name
    out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
