"""Benchmarks (not timed tests): each prints one JSON object of figures measured side by side."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def report(result: dict[str, Any], name: str, as_json: bool) -> None:
    """Write a benchmark's result to bench/results/<name> and print it (one line with --json)."""
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / name).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result) if as_json else json.dumps(result, indent=2))


def in_turn(module: str, variants: Sequence[str], rounds: int, *args: str) -> list[dict[str, Any]]:
    """Each variant measured in a fresh `python -m <module> --child <variant> <args>` process, the variants in
    turn for `rounds` rounds (order reversed every other round, so neither always follows the other); the
    JSON object each child printed last, in the order they ran (also shown on stderr as they come)."""
    runs: list[dict[str, Any]] = []
    for r in range(rounds):
        for v in (variants if r % 2 == 0 else list(variants)[::-1]):
            out = subprocess.run([sys.executable, "-m", module, "--child", v, *args],
                                 check=True, capture_output=True, text=True)
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
            print(runs[-1], file=sys.stderr, flush=True)
    return runs
