"""Benchmarks (not timed tests): each prints one JSON object of figures measured side by side."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def report(result: dict[str, Any], name: str, as_json: bool) -> None:
    """Write a benchmark's result to bench/results/<name> and print it (one line with --json)."""
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / name).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result) if as_json else json.dumps(result, indent=2))
