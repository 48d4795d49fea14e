"""Query embedding, side by side: the fused int8 query graph (utils/embed/query_graph.py) against the model's
graph as shipped (float, what passages run on), the same queries in alternating blocks in one process, on
one thread and on two; and how close each query's two vectors are (cosine).

    python -m bench.embed_query --json

Writes bench/results/embed_query.json.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from typing import Any

import numpy as np

from bench import report

# English and Chinese, short and long: what an assistant's turn looks like as a query.
QUERIES = [
    "where is the passport", "what did we decide about the database migration", "plans for April",
    "how was the CI pipeline fixed last week after the flaky tests", "what does she prefer in coffee",
    "remind me which ORM we picked and why we dropped the other one", "bike repair",
    "我们决定用什么数据库？", "她喜欢喝什么咖啡", "上次 CI 失败是怎么修好的",
]


def compare(threads: int, blocks: int, per_block: int) -> dict[str, Any]:
    """p50/p90 (ms) of one query's model call on each graph, and the cosines between the two vectors."""
    from utils.embed.local import LocalEmbedder
    from utils.embed.query_graph import query_model

    emb = LocalEmbedder(threads=threads)
    graphs = {"query_graph": emb._session(threads, query_model(emb._model)),  # noqa: SLF001
              "float_graph": emb._session(threads)}  # noqa: SLF001
    seqs = [emb._tok.encode(q).ids for q in QUERIES]  # noqa: SLF001
    vectors = {name: np.vstack([emb._embed_run([s], sess) for s in seqs])  # noqa: SLF001
               for name, sess in graphs.items()}
    cos = (vectors["query_graph"] * vectors["float_graph"]).sum(axis=1)  # unit rows: the cosines
    took: dict[str, list[float]] = {k: [] for k in graphs}
    for sess in graphs.values():  # warm: the first runs allocate the arena
        for s in seqs:
            emb._embed_run([s], sess)  # noqa: SLF001
    for b in range(blocks):
        for name in (list(graphs) if b % 2 == 0 else list(graphs)[::-1]):
            for i in range(per_block):
                t = time.perf_counter()
                emb._embed_run([seqs[i % len(seqs)]], graphs[name])  # noqa: SLF001
                took[name].append((time.perf_counter() - t) * 1000)
    out: dict[str, Any] = {"threads": threads}
    for name, xs in took.items():
        xs.sort()
        out[f"{name}_p50_ms"] = round(statistics.median(xs), 3)
        out[f"{name}_p90_ms"] = round(xs[int(0.9 * (len(xs) - 1))], 3)
    out["query_over_float_p50"] = round(out["query_graph_p50_ms"] / out["float_graph_p50_ms"], 3)
    out["cosine_min"], out["cosine_mean"] = round(float(cos.min()), 5), round(float(cos.mean()), 5)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--blocks", type=int, default=10, help="alternating blocks per graph")
    ap.add_argument("--per-block", type=int, default=50, help="queries per block")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = {"load_avg_start": os.getloadavg()[0], "queries": len(QUERIES),
              "runs": [compare(t, args.blocks, args.per_block) for t in (1, 2)]}
    result["load_avg_end"] = os.getloadavg()[0]
    report(result, "embed_query.json", args.json)


if __name__ == "__main__":
    main()
