"""Search latency at scale: the embedded store (qdrant-edge), with and without query embedding, over HTTP,
and qdrant-client local mode side by side on a smaller N.

    python -m bench.search --gems 100000 --json

Synthetic corpus: `--users` users with gems/users gems each. Texts are generated from templates (all
distinct); only `--distinct` of them are embedded with the real LocalEmbedder and every gem reuses one of
those vectors plus small Gaussian noise (re-normalised), because embedding 100k texts takes ~5 min on
2 cores and does not change what a query costs. The sparse (BM25) vector of every gem is its own.
Prints one JSON object (with --json) and writes bench/results/search.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np

from schemas import StoredGem

SUBJECTS = ["the billing service", "the ledger", "the parser", "the mobile app", "the CI pipeline", "the garden",
            "the kitchen", "the trip", "the dentist", "the sister", "the bike", "the passport", "the router",
            "the database", "the budget", "the marathon", "the guitar", "the landlord", "the visa", "the laptop"]
VERBS = ["decided to move", "prefers to keep", "fixed", "planned to repaint", "asked about", "postponed",
         "cancelled", "bought a new part for", "wrote notes on", "measured", "backed up", "rebuilt"]
OBJECTS = ["to Postgres", "in the blue drawer", "before Friday", "with oat milk", "after the holidays",
           "for the kids", "using Rust", "near the station", "every Sunday", "in Lisbon", "under budget",
           "with the new key", "on the balcony", "for the audit", "in April", "at 7 am"]
CATS = ["decision", "solution", "preference", "project", "plan", "fact", "health", "relationship", "event"]
QUERIES = ["where is the passport", "what did we decide about the database", "billing service migration",
           "plans for April", "how was the CI pipeline fixed", "what does she prefer in coffee",
           "trip to Lisbon", "bike repair", "budget for the kitchen", "marathon training schedule"]
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def gem_texts(n: int, seed: int = 7) -> list[str]:
    """n distinct gem texts."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        s, v, o = SUBJECTS[rng.integers(len(SUBJECTS))], VERBS[rng.integers(len(VERBS))], OBJECTS[rng.integers(len(OBJECTS))]
        out.append(f"{v.capitalize()} {s} {o} (note {i})")
    return out


def make_corpus(n: int, users: int, distinct: int, log: Callable[[str], None]) -> tuple[list[StoredGem], np.ndarray, list[Any]]:
    """Gems, dense vectors (embedded distinct texts + noise) and sparse vectors."""
    from utils.embed.local import LocalEmbedder
    from utils.store import sparse

    texts = gem_texts(n)
    emb = LocalEmbedder()
    t = time.perf_counter()
    base = emb.embed_documents(texts[:distinct], batch_size=64)
    log(f"embedded {distinct} distinct texts in {time.perf_counter() - t:.1f}s")
    rng = np.random.default_rng(11)
    dense = base[np.arange(n) % distinct] + rng.normal(0, 0.02, size=(n, emb.dim)).astype(np.float32)
    dense /= np.linalg.norm(dense, axis=1, keepdims=True)
    gems = []
    for i, text in enumerate(texts):
        ts = NOW - timedelta(days=float(rng.integers(0, 900)), minutes=i % 1440)
        gems.append(StoredGem(
            id=str(__import__("uuid").UUID(int=i + 1)), gem=text, snippet=text, categories=[CATS[i % len(CATS)]],
            importance=("low", "medium", "high")[i % 3], confidence=0.8, timestamp=ts, date=ts.date(),
            conversation_id=f"c{i // 20}", turn_range="1-2", user_id=f"user-{i % users:04d}",
        ))
    t = time.perf_counter()
    sp = sparse.embed_documents(texts)
    log(f"sparse vectors for {n} gems in {time.perf_counter() - t:.1f}s")
    return gems, dense, sp


def fill(store: Any, gems: list[StoredGem], dense: np.ndarray, sp: list[Any], log: Callable[[str], None]) -> float:
    store.ensure("all-MiniLM-L6-v2-int8", dense.shape[1])
    t = time.perf_counter()
    for i in range(0, len(gems), 2000):
        store.upsert(gems[i : i + 2000], dense[i : i + 2000], sp[i : i + 2000])
    took = time.perf_counter() - t
    log(f"upserted {len(gems)} into {type(store).__name__} in {took:.1f}s")
    return took


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def time_store(store: Any, users: int, n_queries: int, seed: int = 3) -> list[float]:
    """Store-only latency (ms) of user-filtered hybrid queries (both legs, candidates=50)."""
    from utils.embed.local import LocalEmbedder
    from utils.store import sparse

    emb = LocalEmbedder()
    qd = [emb.embed_query(q) for q in QUERIES]
    qs = [sparse.embed_query(q) for q in QUERIES]
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n_queries + 5):
        u = f"user-{rng.integers(users):04d}"
        t = time.perf_counter()
        hits = store.search(u, qd[i % len(QUERIES)], qs[i % len(QUERIES)], 50)
        dt = (time.perf_counter() - t) * 1000
        assert hits and all(h.gem.user_id == u for h in hits)
        if i >= 5:  # warm-up
            out.append(dt)
    return out


def time_search(store: Any, users: int, n_queries: int, settings: Any) -> list[float]:
    """Full library search: embed the query, both legs, rank (ms)."""
    from retrieve.search import search
    from utils.embed.local import LocalEmbedder

    emb = LocalEmbedder()
    rng = np.random.default_rng(5)
    out = []
    for i in range(n_queries + 5):
        u = f"user-{rng.integers(users):04d}"
        t = time.perf_counter()
        res = search(QUERIES[i % len(QUERIES)] + f" {i}", u, k=5, settings=settings, store=store, embedder=emb, now=NOW)
        dt = (time.perf_counter() - t) * 1000
        assert res and all(r.user_id == u for r in res)
        if i >= 5:
            out.append(dt)
    return out


def time_serve(store: Any, users: int, n_queries: int, settings: Any) -> list[float]:
    """HTTP round trip to a real uvicorn (in a thread of this process, over loopback TCP) (ms)."""
    import socket

    import httpx
    import uvicorn

    from retrieve.serve import create_app
    from utils.embed.local import LocalEmbedder

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    app = create_app(settings, store, LocalEmbedder())
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", access_log=False))
    th = threading.Thread(target=server.run, daemon=True)
    th.start()
    while not server.started:
        time.sleep(0.05)
    rng = np.random.default_rng(9)
    out = []
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as c:
            for i in range(n_queries + 5):
                u = f"user-{rng.integers(users):04d}"
                t = time.perf_counter()
                r = c.post("/search", json={"query": QUERIES[i % len(QUERIES)] + f" {i}", "user_id": u, "k": 5})
                dt = (time.perf_counter() - t) * 1000
                assert r.status_code == 200 and r.json()["results"]
                if i >= 5:
                    out.append(dt)
    finally:
        server.should_exit = True
        th.join(10)
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m bench.search", description=__doc__.splitlines()[0])
    ap.add_argument("--gems", type=int, default=100_000)
    ap.add_argument("--users", type=int, default=None, help="default: gems / 1000")
    ap.add_argument("--distinct", type=int, default=3000, help="texts embedded for real; others reuse + noise")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--qdrant-local-gems", type=int, default=10_000,
                    help="N for the qdrant-client local-mode comparison (0: skip)")
    ap.add_argument("--side-queries", type=int, default=30, help="queries per store in the side-by-side run")
    ap.add_argument("--optimize", action="store_true", help="build the HNSW index first (minutes at 100k)")
    ap.add_argument("--json", action="store_true", help="print only the JSON result on stdout")
    args = ap.parse_args(argv)

    import sys

    from utils.config import Settings
    from utils.store.edge import EdgeStore

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    users = args.users or max(1, args.gems // 1000)
    settings = Settings()
    gems, dense, sp = make_corpus(args.gems, users, min(args.distinct, args.gems), log)
    result: dict[str, Any] = {
        "gems": args.gems, "users": users, "gems_per_user": args.gems // users, "store": "qdrant-edge",
        "queries": args.queries, "dim": int(dense.shape[1]), "candidates_per_leg": settings.retrieve.candidates,
        "corpus_note": f"{min(args.distinct, args.gems)} distinct texts embedded with LocalEmbedder; the other gems reuse "
                       "those vectors + N(0, 0.02) noise, re-normalised; every gem has its own BM25 vector",
    }
    with tempfile.TemporaryDirectory() as tmp:
        store = EdgeStore(Path(tmp), "bench")
        result["upsert_s"] = round(fill(store, gems, dense, sp, log), 2)
        if args.optimize:
            t = time.perf_counter()
            store.optimize()
            result["optimize_s"] = round(time.perf_counter() - t, 1)
        result["hnsw"] = bool(args.optimize)
        lat = time_store(store, users, args.queries)
        result["p50_ms"], result["p99_ms"] = round(statistics.median(lat), 3), round(pct(lat, 99), 3)
        log(f"edge store query: p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms")
        from utils.embed.local import LocalEmbedder

        qemb = LocalEmbedder()
        emb_lat = []
        for i in range(args.queries + 5):
            t = time.perf_counter()
            qemb.embed_query(QUERIES[i % len(QUERIES)] + f" {i}")
            if i >= 5:
                emb_lat.append((time.perf_counter() - t) * 1000)
        result["embed_query_p50_ms"] = round(statistics.median(emb_lat), 3)
        lat = time_search(store, users, args.queries, settings)
        result["p50_ms_with_embedding"] = round(statistics.median(lat), 3)
        result["p99_ms_with_embedding"] = round(pct(lat, 99), 3)
        log(f"library search (embed + store + rank): p50 {result['p50_ms_with_embedding']} ms")
        lat = time_serve(store, users, min(args.queries, 100), settings)
        result["serve_p50_ms"], result["serve_p99_ms"] = round(statistics.median(lat), 3), round(pct(lat, 99), 3)
        log(f"HTTP /search round trip: p50 {result['serve_p50_ms']} ms")
        t = time.perf_counter()
        store.close()
        reopened = EdgeStore(Path(tmp), "bench")
        result["reopen_s"] = round(time.perf_counter() - t, 3)
        reopened.close()

    n_small = min(args.qdrant_local_gems, args.gems)
    if n_small:
        from qdrant_client import QdrantClient

        from utils.store.qdrant import QdrantStore

        small_users = max(1, n_small // (args.gems // users))
        idx = [i for i in range(args.gems) if int(gems[i].user_id[5:]) < small_users][:n_small]
        sub = ([gems[i] for i in idx], dense[idx], [sp[i] for i in idx])
        nq = args.side_queries
        side: dict[str, Any] = {"gems": len(idx), "users": small_users, "queries": nq}
        with tempfile.TemporaryDirectory() as tmp:
            edge = EdgeStore(Path(tmp), "bench")
            fill(edge, *sub, log)
            side["edge_p50_ms"] = round(statistics.median(time_store(edge, small_users, nq)), 3)
            edge.close()
        local = QdrantStore(QdrantClient(location=":memory:"), "bench")
        side["qdrant_local_upsert_s"] = round(fill(local, *sub, log), 2)
        side["qdrant_local_p50_ms"] = round(statistics.median(time_store(local, small_users, nq)), 3)
        local.close()
        side["ratio_local_over_edge"] = round(side["qdrant_local_p50_ms"] / side["edge_p50_ms"], 1)
        log(f"side by side at {len(idx)} gems: edge {side['edge_p50_ms']} ms, qdrant-client local "
            f"{side['qdrant_local_p50_ms']} ms (x{side['ratio_local_over_edge']})")
        result["side_by_side"] = side

    out = Path(__file__).parent / "results" / "search.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    if args.json:
        print(json.dumps(result))
    else:
        print(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    main()
