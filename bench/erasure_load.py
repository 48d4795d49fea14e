"""Searches while memories are deleted: does a DELETE stall a real `true-recall serve`?

    python -m bench.erasure_load --data /var/tmp/bench-100k --gems 100000 --users 100 \\
        --exe OLD=/path/to/main/.venv/bin/true-recall --exe NEW=.venv/bin/true-recall

For each `--exe` in turn (legs alternate when --rounds > 1): a copy of the corpus shard that bench.search
builds (`--data`, built there first if missing), a real serve process on it, warmed with one search per user;
then a second client searches without pause (random users, the queries of bench.search) while a third sends
`--deletes` DELETE /memories/{id}, one every `--every-s` seconds, and the searches go on until the erasure is
done (main, which compacts inside each DELETE: when searches answer again after the last DELETE answered; this
branch: when the store's pending-erasure record is gone, i.e. the background compaction swapped in) plus
`--tail-s`. Reported per leg:
search latency quiet (before the deletes) and during (from the first DELETE to the end), p50/p99/max, how
many searches failed (504 after serve.request_timeout_s, 503), the DELETE round trips, and the time until
the bytes were gone from the store's files.

The NEW leg runs with serve.compact_after_s = `--compact-after-s` (default 2, so that the compaction falls
inside the window; the shipped default is 30). Nothing here is tuned on: one run, figures as measured.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench import report
from bench.search import BENCH_TOKEN, QUERIES, build_corpus, pct, wait_for_serve


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _stats(xs: list[float]) -> dict[str, Any]:
    if not xs:
        return {"n": 0}
    return {"n": len(xs), "p50_ms": round(statistics.median(xs), 2), "p99_ms": round(pct(xs, 99), 2),
            "max_ms": round(max(xs), 1)}


def leg(name: str, exe: str, corpus: Path, users: int, args: argparse.Namespace, log: Any) -> dict[str, Any]:
    import httpx

    with tempfile.TemporaryDirectory(prefix="bench-erasure-load-") as tmp:
        root = Path(tmp) / "store"
        t = time.perf_counter()
        shutil.copytree(corpus / "bench", root / "bench")
        log(f"{name}: copied the corpus in {time.perf_counter() - t:.1f}s")
        port = _port()
        serve: dict[str, Any] = {"port": port}
        if name != "OLD":
            serve["compact_after_s"] = args.compact_after_s
        cfg = Path(tmp) / "serve.yaml"
        cfg.write_text(json.dumps({"data_dir": str(Path(tmp) / "data"),
                                   "qdrant": {"path": str(root), "collection": "bench"}, "serve": serve}))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
        env.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg), TRUE_RECALL_SERVE_TOKEN=BENCH_TOKEN)
        errlog = open(Path(tmp) / "serve.log", "wb")
        proc = subprocess.Popen([exe, "serve"], env=env, stdout=subprocess.DEVNULL, stderr=errlog)
        pending = root / "bench.erasure_pending.json"
        try:
            base = f"http://127.0.0.1:{port}"
            hdr = {"Authorization": f"Bearer {BENCH_TOKEN}"}
            with httpx.Client(base_url=base, timeout=300, headers=hdr) as c:
                wait_for_serve(c, proc, lambda: (Path(tmp) / 'serve.log').read_text()[-2000:])
                for u in range(users):  # warm: one search per user
                    r = c.post("/search", json={"query": QUERIES[0], "user_id": f"user-{u:04d}", "k": 5})
                    if r.status_code != 200:
                        raise RuntimeError(f"warm-up search failed: {r.status_code} {r.text[:200]}")
                victims = [m["id"] for m in c.get("/memories", params={"user_id": "user-0000", "limit": args.deletes})
                           .json()["memories"]]
            rows: list[tuple[float, float, int]] = []  # (start, ms, status)
            stop = threading.Event()

            def searcher() -> None:
                rng = np.random.default_rng(5)
                with httpx.Client(base_url=base, timeout=300, headers=hdr) as sc:
                    i = 0
                    while not stop.is_set():
                        u = f"user-{rng.integers(users):04d}"
                        t0 = time.perf_counter()
                        try:
                            code = sc.post("/search", json={"query": QUERIES[i % len(QUERIES)] + f" {i}",
                                                            "user_id": u, "k": 5}).status_code
                        except httpx.TransportError:
                            code = 0
                        rows.append((t0, (time.perf_counter() - t0) * 1000, code))
                        i += 1

            th = threading.Thread(target=searcher, daemon=True)
            th.start()
            time.sleep(args.quiet_s)  # the quiet baseline: searches alone
            t_del = time.perf_counter()
            deletes = []
            with httpx.Client(base_url=base, timeout=600, headers=hdr) as dc:
                for k, gid in enumerate(victims):
                    at = t_del + k * args.every_s
                    if time.perf_counter() < at:
                        time.sleep(at - time.perf_counter())
                    t0 = time.perf_counter()
                    r = dc.delete(f"/memories/{gid}", params={"user_id": "user-0000"})
                    deletes.append({"ms": round((time.perf_counter() - t0) * 1000, 1), "status": r.status_code,
                                    "erasure": (r.json().get("erasure") or {}).get("state") if r.status_code == 200 else None})
            answered = time.perf_counter()
            # The bytes are gone once the store holds no pending record (NEW), or (OLD, which compacts inside
            # the DELETE, past its 504) once searches answer again: the lease is free after the last compaction.
            limit = answered + args.max_wait_s

            def back() -> bool:
                return any(t0 >= answered and code == 200 for t0, _ms, code in rows[-50:])

            while (pending.exists() or not back()) and time.perf_counter() < limit:
                time.sleep(0.1)
            erased = time.perf_counter()
            time.sleep(args.tail_s)
            stop.set()
            th.join(600)
        finally:
            proc.terminate()
            proc.wait(60)
            errlog.close()
        quiet = [ms for t0, ms, code in rows if t0 < t_del and code == 200]
        during = [ms for t0, ms, code in rows if t_del <= t0 and code == 200]
        failed = {}
        for t0, _ms, code in rows:
            if t0 >= t_del and code != 200:
                failed[str(code)] = failed.get(str(code), 0) + 1
        # The longest any search took or waited (a failed one counts from its start to its answer).
        worst = max((ms for t0, ms, _code in rows if t0 >= t_del), default=0.0)
        out = {"exe": exe, "quiet": _stats(quiet), "during_deletes": _stats(during), "failed_during": failed,
               "worst_search_ms": round(worst, 1),
               "deletes": deletes, "deletes_answered_s": round(answered - t_del, 1),
               # NEW: the pending record gone; OLD: searches answer again (its compactions are over).
               "erasure_done_after_s": round(erased - t_del, 1) if not pending.exists() else None,
               "window_s": round(erased + args.tail_s - t_del, 1)}
        log(f"{name}: {json.dumps(out)}")
        return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True, help="bench.search's corpus folder (built if missing)")
    ap.add_argument("--gems", type=int, default=100_000)
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--distinct", type=int, default=3000)
    ap.add_argument("--exe", action="append", required=True, help="NAME=path to a true-recall executable")
    ap.add_argument("--rounds", type=int, default=1, help="legs alternate this many times")
    ap.add_argument("--deletes", type=int, default=3)
    ap.add_argument("--every-s", type=float, default=2.0)
    ap.add_argument("--quiet-s", type=float, default=10.0)
    ap.add_argument("--tail-s", type=float, default=3.0)
    ap.add_argument("--max-wait-s", type=float, default=900.0)
    ap.add_argument("--compact-after-s", type=float, default=2.0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    def log(msg: str) -> None:
        print(msg, flush=True) if not args.json else print(msg, file=__import__("sys").stderr, flush=True)

    build_corpus(args.data, argparse.Namespace(gems=args.gems, distinct=args.distinct), args.users, log)
    legs = [e.split("=", 1) for e in args.exe]
    result: dict[str, Any] = {"gems": args.gems, "users": args.users, "deletes": args.deletes, "every_s": args.every_s,
                              "compact_after_s_new": args.compact_after_s, "legs": {}}
    for r in range(args.rounds):
        for name, exe in legs:
            result["legs"].setdefault(name, []).append(leg(name, exe, args.data, args.users, args, log))
    report(result, f"erasure_load_{args.gems}.json", args.json)
    return result


if __name__ == "__main__":
    main()
