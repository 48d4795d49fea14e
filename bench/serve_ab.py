"""serve's /search round trip, two builds side by side: real `true-recall serve` processes of each in turn on
the same corpus, the same queries, alternating legs.

    python -m bench.serve_ab --data /var/tmp/bench-100k --gems 100000 --users 100 \\
        --exe OLD=/tmp/old/.venv/bin/true-recall --exe NEW=.venv/bin/true-recall --rounds 3

The corpus is bench.search's (`--data`, built there first if missing). Each leg: serve started on it, one
untimed search per user (bench.search's warm-up), then `--queries` timed searches from this process over
loopback (random users, bench.search's queries), as `serve_p50_ms` of bench.search measures it. Every leg
notes `host_probe_ms` before it (a fixed piece of one-thread CPU work: a busier host shows in it). With
`--profile DIR`, py-spy (`--py-spy PATH`) samples each serve process through its timed searches (raw
folded stacks, DIR/<leg>_<round>.txt). Besides the round trip, `serve_cpu_ms_per_search`: the CPU time serve
and its embedded Redis spent per timed search (/proc), which a busy host disturbs less than wall time.
Nothing is tuned on: one run, the figures as measured.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench import report
from bench.erasure_load import _port
from bench.search import BENCH_TOKEN, QUERIES, build_corpus, host_probe_ms, pct, wait_for_serve


def cpu_s(pid: int) -> float:
    """CPU seconds (user + system) of a process and its children now running (serve's embedded Redis):
    what a search costs, less sensitive to a busy host than its wall time."""
    import os as _os

    tick = _os.sysconf("SC_CLK_TCK")
    pids = [pid]
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            pids += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    total = 0.0
    for p in pids:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


def leg(exe: str, corpus: Path, users: int, queries: int, seed: int, profile: Path | None, py_spy: str) -> dict[str, Any]:
    import httpx

    with tempfile.TemporaryDirectory(prefix="bench-serve-ab-") as tmp:
        port = _port()
        cfg = Path(tmp) / "serve.yaml"
        cfg.write_text(json.dumps({"data_dir": tmp, "qdrant": {"path": str(corpus), "collection": "bench"},
                                   "serve": {"port": port}}))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
        env.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg), TRUE_RECALL_SERVE_TOKEN=BENCH_TOKEN)
        errlog = open(Path(tmp) / "serve.log", "wb")
        proc = subprocess.Popen([exe, "serve"], env=env, stdout=subprocess.DEVNULL, stderr=errlog)
        spy = None
        try:
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120,
                              headers={"Authorization": f"Bearer {BENCH_TOKEN}"}) as c:
                wait_for_serve(c, proc, lambda: (Path(tmp) / 'serve.log').read_text()[-2000:])
                for u in range(users):
                    r = c.post("/search", json={"query": QUERIES[0], "user_id": f"user-{u:04d}", "k": 5})
                    if r.status_code != 200:
                        raise RuntimeError(f"warm-up search: {r.status_code} {r.text[:200]}")
                if profile is not None:
                    spy = subprocess.Popen([py_spy, "record", "--pid", str(proc.pid), "--format", "raw", "--rate", "500",
                                            "--output", str(profile), "--nonblocking"],
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    time.sleep(1.0)  # py-spy attaches
                rng = np.random.default_rng(seed)
                took = []
                cpu0 = cpu_s(proc.pid)
                for i in range(queries):
                    u = f"user-{rng.integers(users):04d}"
                    t = time.perf_counter()
                    r = c.post("/search", json={"query": QUERIES[i % len(QUERIES)] + f" {i}", "user_id": u, "k": 5})
                    took.append((time.perf_counter() - t) * 1000)
                    if r.status_code != 200 or not r.json()["results"]:
                        raise RuntimeError(f"search: {r.status_code} {r.text[:200]}")
                cpu = cpu_s(proc.pid) - cpu0
        finally:
            if spy is not None:
                spy.send_signal(2)  # SIGINT: py-spy writes what it sampled
                spy.wait(60)
            proc.terminate()
            proc.wait(60)
            errlog.close()
    return {"p50_ms": round(statistics.median(took), 3), "p99_ms": round(pct(took, 99), 3),
            "mean_ms": round(statistics.fmean(took), 3), "searches": queries,
            "serve_cpu_ms_per_search": round(cpu * 1000 / queries, 3)}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--gems", type=int, default=100_000)
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--distinct", type=int, default=3000)
    ap.add_argument("--exe", action="append", required=True, help="NAME=path to a true-recall executable")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--profile", type=Path, default=None, help="folder for py-spy's samples of each leg")
    ap.add_argument("--py-spy", default="py-spy")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    import sys

    def log(msg: str) -> None:
        print(msg, file=sys.stderr if args.json else sys.stdout, flush=True)

    build_corpus(args.data, argparse.Namespace(gems=args.gems, distinct=args.distinct), args.users, log)
    legs = [e.split("=", 1) for e in args.exe]
    runs: list[dict[str, Any]] = []
    for r in range(args.rounds):
        order = legs if r % 2 == 0 else legs[::-1]  # neither build always runs first
        for name, exe in order:
            probe = host_probe_ms()
            prof = None
            if args.profile is not None:
                args.profile.mkdir(parents=True, exist_ok=True)
                prof = args.profile / f"{name}_{r}.txt"
            out = {"leg": name, "round": r, "host_probe_ms": round(probe, 2),
                   **leg(exe, args.data, args.users, args.queries, 100 + r, prof, args.py_spy)}
            log(json.dumps(out))
            runs.append(out)
    summary = {}
    for name, _exe in legs:
        mine = [x for x in runs if x["leg"] == name]
        summary[name] = {"p50_ms_median_of_rounds": round(statistics.median(x["p50_ms"] for x in mine), 3),
                         "p99_ms_median_of_rounds": round(statistics.median(x["p99_ms"] for x in mine), 3),
                         "serve_cpu_ms_per_search_median": round(statistics.median(
                             x["serve_cpu_ms_per_search"] for x in mine), 3),
                         "host_probe_ms": [x["host_probe_ms"] for x in mine]}
    result = {"gems": args.gems, "users": args.users, "queries_per_leg": args.queries, "exes": dict(legs),
              "runs": runs, "summary": summary}
    report(result, f"serve_ab_{args.gems}.json", args.json)
    return result


if __name__ == "__main__":
    main()
