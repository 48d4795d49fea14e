"""The keyword leg at scale: the sparse index's full-scan threshold, the engine's default against ours.

    python -m bench.sparse_scan --gems 1000000 --users 100 --json

Builds two sparse-only shards of the same gems (bench/search.py's texts and users, BM25 vectors, the
is_tenant user_id index; no dense vectors, so a 1M build takes minutes, not the half hour of the full
corpus): one with the engine's default threshold (5,000 points), one with SPARSE_FULL_SCAN
(utils/store/core.py). Then times the user-filtered sparse leg with the per-user IDF, as the store runs it,
on both in turn for the same (user, query), and checks that they give the same scores. Writes
bench/results/sparse_scan_<gems>.json.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import numpy as np

from bench import report
from bench.search import QUERIES, gem_texts, pct


def build(path: Path, texts: list[str], sp: list[Any], users: int, threshold: int | None) -> float:
    """A sparse-only shard of these gems; seconds to upsert and index it."""
    from qdrant_edge import (
        EdgeConfig,
        EdgeOptimizersConfig,
        EdgeShard,
        EdgeSparseVectorParams,
        KeywordIndexParams,
        Modifier,
        Point,
        SparseVector,
        UpdateOperation,
    )

    from utils.store.core import SPARSE
    from utils.store.edge import INDEXING_KB, SEGMENTS

    t = time.perf_counter()
    shard = EdgeShard.create(str(path), EdgeConfig(
        sparse_vectors={SPARSE: EdgeSparseVectorParams(modifier=Modifier.Idf, full_scan_threshold=threshold)},
        optimizers=EdgeOptimizersConfig(default_segment_number=SEGMENTS, indexing_threshold=INDEXING_KB)))
    shard.update(UpdateOperation.create_field_index("user_id", KeywordIndexParams(is_tenant=True)))
    for i in range(0, len(texts), 2000):
        shard.update(UpdateOperation.upsert_points([
            Point(str(uuid.UUID(int=j + 1)), {SPARSE: SparseVector(sp[j].indices, sp[j].values)},
                  {"id": str(uuid.UUID(int=j + 1)), "user_id": f"user-{j % users:04d}", "ts": float(j),
                   "importance": "medium"})
            for j in range(i, min(len(texts), i + 2000))]))
    shard.optimize()
    shard.close()
    return time.perf_counter() - t


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m bench.sparse_scan", description=__doc__.splitlines()[0])
    ap.add_argument("--gems", type=int, default=1_000_000)
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from qdrant_edge import (
        EdgeShard,
        FieldCondition,
        Filter,
        IdfParams,
        MatchValue,
        PayloadSelector,
        Query,
        QueryRequest,
        SearchParams,
        SparseVector,
    )

    from utils.store import sparse
    from utils.store.base import RANK_FIELDS
    from utils.store.core import SPARSE, SPARSE_FULL_SCAN, TIE_TOLERANCE

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    result: dict[str, Any] = {"gems": args.gems, "users": args.users, "gems_per_user": args.gems // args.users,
                              "queries": args.queries, "load_avg_start": os.getloadavg()[0]}
    texts = gem_texts(args.gems)
    sp = sparse.embed_documents(texts)
    variants = {"engine_default": None, f"full_scan_{SPARSE_FULL_SCAN}": SPARSE_FULL_SCAN}
    with tempfile.TemporaryDirectory() as tmp:
        shards: dict[str, Any] = {}
        for name, threshold in variants.items():
            took = build(Path(tmp) / name, texts, sp, args.users, threshold)
            result[f"build_s_{name}"] = round(took, 1)
            log(f"built {name} in {took:.1f}s")
            shards[name] = EdgeShard.load(str(Path(tmp) / name))
        del texts, sp
        rng = np.random.default_rng(3)
        lat: dict[str, list[float]] = {name: [] for name in variants}
        same = 0
        for i in range(args.queries):
            user = f"user-{rng.integers(args.users):04d}"
            f = Filter(must=[FieldCondition("user_id", match=MatchValue(user))])
            q = sparse.embed_query(QUERIES[i % len(QUERIES)] + f" {i}")
            req = QueryRequest(limit=50, query=Query.Nearest(SparseVector(q.indices, q.values), using=SPARSE),
                               filter=f, with_payload=PayloadSelector.Include(list(RANK_FIELDS)),
                               params=SearchParams(idf=IdfParams(corpus=f)))
            names = list(variants)[:: 1 if i % 2 else -1]
            for name in names:
                shards[name].query(req)  # warm-up, untimed
            scores: dict[str, list[float]] = {}
            for name in names:
                t = time.perf_counter()
                scores[name] = [p.score for p in shards[name].query(req)]
                lat[name].append((time.perf_counter() - t) * 1000)
            a, b = scores.values()
            same += len(a) == len(b) and all(abs(x - y) <= TIE_TOLERANCE * max(1.0, abs(x)) for x, y in zip(a, b))
        for name, xs in lat.items():
            result[f"p50_ms_{name}"], result[f"p99_ms_{name}"] = round(statistics.median(xs), 3), round(pct(xs, 99), 3)
        result["same_scores"] = f"{same}/{args.queries}"  # ids may differ only among equal scores at the cut
        for shard in shards.values():
            shard.close()
    result["load_avg_end"] = os.getloadavg()[0]
    report(result, f"sparse_scan_{args.gems}.json", args.json)
    return result


if __name__ == "__main__":
    main()
