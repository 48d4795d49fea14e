"""How long an explicit remember takes, and whether it is found at once (true_recall/remember.py).

    python -m bench.remember --gems 20000 --json

Builds an embedded store with bench/search.py's synthetic corpus (`--gems` over `--users` users), then for
each of STATEMENTS (written for this bench, never tuned on: nothing in remember has a knob this measures)
times, as serve and the MCP server run it (rules loaded, embedder warm on both paths, store open): one
`remember` call (redact, gatekeep, split, embed, neighbours, plan, upsert, ledger), then a search for it by a
question worded differently, and whether every statement of the call is among that search's top 3.
Writes bench/results/remember.json.
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

from bench.search import fill, make_corpus, pct

# (what the person asks to keep, a question about it later). Two-statement calls check the split too.
STATEMENTS: list[tuple[str, list[str]]] = [
    ("I prefer TypeScript over JavaScript for new services.", ["which language do I prefer for new services"]),
    ("Remember that my daughter Mia is allergic to peanuts.", ["what is Mia allergic to"]),
    ("I adopted a dog called Biscuit last week. I switched our order service from RabbitMQ to NATS JetStream.",
     ["what is my dog called", "which broker does the order service use"]),
    ("Our staging database runs on Postgres 16 in Frankfurt.", ["where does the staging database run"]),
    ("I run 10 km every Tuesday and Thursday morning.", ["when do I go running"]),
    ("Please remember: my passport expires in March 2031.", ["when does my passport expire"]),
    ("We chose Grafana Tempo for tracing; Jaeger was too heavy for our cluster.", ["what do we use for tracing"]),
    ("My manager is Priya and our team standup is at 9:30.", ["who is my manager"]),
    ("I am vegetarian. My partner Sam eats fish but no meat.", ["what do I eat", "what does Sam eat"]),
    ("The billing service deploys with Argo CD from the infra repository.", ["how is billing deployed"]),
]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(prog="python -m bench.remember", description=__doc__.splitlines()[0])
    ap.add_argument("--gems", type=int, default=20_000)
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--distinct", type=int, default=2000, help="texts embedded for real; others reuse + noise")
    ap.add_argument("--rounds", type=int, default=3, help="each statement is remembered by this many fresh users")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    def log(msg: str) -> None:
        print(msg, file=sys.stderr)

    from retrieve.search import search
    from true_recall.remember import Rememberer
    from utils.config import load_settings
    from utils.embed.local import LocalEmbedder
    from utils.store.edge import EdgeStore

    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings(profile="embedded", overrides={"data_dir": tmp}, env={})
        store = EdgeStore(Path(tmp) / "store", "true_recall")
        gems, dense, sp = make_corpus(args.gems, args.users, args.distinct, log)
        fill(store, gems, dense, sp, log)
        emb = LocalEmbedder()
        rem = Rememberer(settings)
        emb.warm()
        rem.warm(emb)
        # Each statement goes to users that already have gems (user-0000 ...): the neighbour search and the
        # plan run against a populated user, as in use.
        t_rem: list[float] = []
        t_found: list[float] = []
        found = total = 0
        for r in range(args.rounds):
            for i, (text, questions) in enumerate(STATEMENTS):
                user = f"user-{(r * len(STATEMENTS) + i) % args.users:04d}"
                t0 = time.perf_counter()
                done = rem(store, emb, user, text)
                t1 = time.perf_counter()
                ids = {g.id for g in done.gems}
                for q in questions:
                    t2 = time.perf_counter()
                    hits = search(q, user, k=3, settings=settings, store=store, embedder=emb)
                    t_found.append(time.perf_counter() - t2)
                    total += 1
                    found += bool(ids & {h.id for h in hits})
                t_rem.append(t1 - t0)
        store.close()
        emb.close()

    def ms(xs: list[float]) -> dict[str, float]:
        return {"p50_ms": round(statistics.median(xs) * 1000, 1), "p90_ms": round(pct(xs, 90) * 1000, 1),
                "max_ms": round(max(xs) * 1000, 1)}

    out = {"gems": args.gems, "users": args.users, "calls": len(t_rem), "remember": ms(t_rem),
           "search_after": ms(t_found), "found_in_top3": f"{found}/{total}",
           "remember_then_search_max_ms": round((max(t_rem) + max(t_found)) * 1000, 1),
           "data": "bench/remember.py STATEMENTS (frozen; nothing tuned on them)"}
    Path(__file__).with_name("results").joinpath("remember.json").write_text(json.dumps(out, indent=2) + "\n")
    print(json.dumps(out, indent=2) if args.json else
          f"remember p50 {out['remember']['p50_ms']} ms, p90 {out['remember']['p90_ms']} ms; "
          f"search after p50 {out['search_after']['p50_ms']} ms; found {out['found_in_top3']}")
    return out


if __name__ == "__main__":
    main()
