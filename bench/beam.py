"""BEAM 100K: evidence recall at a context budget on long user <-> assistant chats, gems against baselines.

    python -m bench.beam_data --git BEAM.git --out /tmp/beam     # once: export chats/100K from a BEAM copy
    python -m bench.beam --data /tmp/beam --json

The same harness as bench.locomo (bench/locomo.py: staging as OpenClaw files -> capture.backfill ->
curate --all-pending -> retrieve.search, scored on the line the product injects) on BEAM's 20 100K
conversations and their probing questions with evidence (abstention questions have none and are not
scored). Baselines in the same run and with the same embedder: every message (dense; dense + BM25 RRF
k=60; the product's fusion) and every user message (dense). Only chats/100K: 500K and 1M are held out.
Writes bench/results/beam.{json,md,png}.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from bench import beam_data, locomo
from utils import usage


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.beam", description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, required=True,
                    help="folder of BEAM 100K conversations (<n>/chat.json, <n>/probing_questions.json)")
    locomo.add_common_args(ap)
    args = ap.parse_args(argv)
    only = locomo.only_keys(args)
    convs = [c for c in beam_data.load_dir(args.data) if only is None or c.key in only][: args.limit]
    with tempfile.TemporaryDirectory(prefix="beam-") as tmp:
        settings = locomo.harness_settings(args, tmp, "beam")
        report = locomo.run_conversations(convs, settings, lambda q: bool(q.evidence), **locomo.run_kwargs(args, tmp))
        usage.close_all()  # the searches' usage writer must finish before the temporary folder goes
    report["dataset"] = f"BEAM chats/{beam_data.SET}"
    locomo.write_outputs(report, args.out, "beam", f"BEAM {beam_data.SET}", "BEAM question types")
    locomo.finish(report, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
