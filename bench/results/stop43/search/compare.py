"""work.py outputs of two trees side by side: the answers (ranked ids per query, which must be identical across
every run of both), the CPU and wall time per query run by run, and the profiles' call counts per function
(keyed by file and name: line numbers move between trees) where they differ. Exit 1 if any answer differs.

    python bench/results/stop43/search/compare.py --a work_*_main.json --b work_*_base.json
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from collections import Counter
from typing import Any


def calls(prof: dict[str, Any]) -> Counter[str]:
    """Calls per function, the key without its line number, object address or checkout folder."""
    out: Counter[str] = Counter()
    for fn, n in prof["calls_per_fn"].items():
        fn = re.sub(r" at 0x[0-9a-f]+", "", fn)
        fn = re.sub(r"^/work/wt/[^/]+/", "", fn)
        fn = re.sub(r":\d+\(", "(", fn)
        out[fn] += n
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", nargs="+", required=True)
    ap.add_argument("--b", nargs="+", required=True)
    args = ap.parse_args()
    runs = {side: [json.load(open(p)) for p in paths] for side, paths in (("a", args.a), ("b", args.b))}
    first = runs["a"][0]
    differ = 0
    for phase in ("search", "serve"):
        for side, rs in runs.items():
            for r in rs:
                differ += sum(x != y for x, y in zip(r[phase]["ids"], first[phase]["ids"]))
                differ += abs(len(r[phase]["ids"]) - len(first[phase]["ids"]))
        print(f"{phase}: {len(first[phase]['ids'])} answers a run, {len(args.a) + len(args.b)} runs: "
              f"{differ} answers differ from the first run's")
    for phase in ("store", "search", "serve"):
        for key in ("cpu_ms_p50", "wall_ms_p50"):
            xs, ys = ([r[phase][key] for r in runs[s]] for s in ("a", "b"))
            print(f"{phase} {key}: a {xs} (median {statistics.median(xs)}) vs b {ys} (median {statistics.median(ys)})")
    for prof in ("search_profile", "store_profile"):
        ca, cb = (calls(runs[s][0][prof]) for s in ("a", "b"))
        steady = all(calls(r[prof]) == calls(runs[s][0][prof]) for s in ("a", "b") for r in runs[s])
        print(f"{prof}: calls {sum(ca.values())} vs {sum(cb.values())} (the same in every run of a side: {steady})")
        for fn in sorted(set(ca) | set(cb), key=lambda f: (-abs(ca[f] - cb[f]), f)):
            if ca[fn] != cb[fn]:
                print(f"  {ca[fn]:>8} vs {cb[fn]:>8}  {fn}")
        ta = {re.sub(r":\d+\(", "(", r["fn"]): r["tottime_ms"] for r in runs["a"][0][prof]["by_tottime"][:8]}
        print(f"  a's top own time (ms, first run): {ta}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
