"""What reading a long message in windows changes: corpus cases joined into long pastes, redacted whole and in
windows (utils.redact_windows), side by side.

    python -m bench.redaction_windows --pastes 5 --cases 200 --json

Each paste joins ``--cases`` single-message cases of the spent corpus sets (tests/data/secrets: TUNING data, every
case was tuned on), drawn with a fixed seed, with a blank line between them. The same paste is redacted with the
window larger than it (read whole, as before windows existed) and with the shipped window; the report counts
secrets kept out, look-alikes changed and CPU seconds for each.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

import tests.test_redaction_corpus as corpus  # the corpus loader and its leak test, as the corpus tests use them
from utils import redact, redact_windows


def _cases() -> list[dict[str, Any]]:
    return [c for c in corpus.load_cases()
            if "messages" not in c and "then" not in c and "assistant" not in c and "\n---\n" not in c["text"]]


def run(pastes: int, per_paste: int, seed: int) -> dict[str, Any]:
    """Both reads of each paste, and their counts."""
    cases = _cases()
    rng = random.Random(seed)
    modes = {"whole": 10**12, "windows": redact_windows.WINDOW}
    out: dict[str, Any] = {m: {"kept": 0, "secrets": 0, "changed": 0, "lookalikes": 0, "cpu_s": 0.0} for m in modes}
    chars = []
    saved = redact_windows.WINDOW
    for c in cases[:50]:
        redact.redact(c["text"])  # lazy set-up (automata, the learned layer) out of the timed runs
    try:
        for _ in range(pastes):
            pick = rng.sample(cases, per_paste)
            text = "\n\n".join(c["text"] for c in pick)
            chars.append(len(text))
            for mode, window in modes.items():
                redact_windows.WINDOW = window
                t = time.process_time()
                red = redact.redact(text)[0]
                row = out[mode]
                row["cpu_s"] += time.process_time() - t
                for c in pick:
                    for s in map(str, c["secrets"]):
                        row["secrets"] += 1
                        row["kept"] += not corpus.leaked(s, red, text)
                    for look in map(str, c.get("lookalikes") or ()):
                        row["lookalikes"] += 1
                        row["changed"] += red.count(look) < text.count(look)
    finally:
        redact_windows.WINDOW = saved
    for row in out.values():
        row["cpu_s"] = round(row["cpu_s"], 2)
    return {"pastes": pastes, "cases_per_paste": per_paste, "seed": seed, "chars": chars,
            "window": saved, "context": redact_windows.CONTEXT, **out}


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.redaction_windows", description=__doc__.split("\n\n")[0])
    ap.add_argument("--pastes", type=int, default=5)
    ap.add_argument("--cases", type=int, default=200, help="cases joined into one paste")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    args = ap.parse_args(argv)
    report = run(args.pastes, args.cases, args.seed)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for mode in ("whole", "windows"):
            r = report[mode]
            print(f"{mode:8s} kept out {r['kept']}/{r['secrets']}, look-alikes changed {r['changed']}/"
                  f"{r['lookalikes']}, {r['cpu_s']} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
