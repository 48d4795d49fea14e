"""What redaction costs on long talk: CPU milliseconds per message, and how much of it is the learned layer.

    python -m bench.redaction_cost --beam /tmp/beam100k --conversations 11 12 13 --json

Every message of the chosen BEAM conversations goes through capture's cleaning and one
``utils.redact.SecretMemory`` per conversation, in order, as capture keeps it (the first speaker is the user).
CPU time of the process (``time.process_time``) over the redaction calls alone, the cleaning outside it. With
``--split`` the learned layer's calls (``utils.secret_model.add_spans``) are timed apart too: a wrapper that
reads the clock around each call, so the split run itself costs a little more than the plain one.

The module reads only what every tree since stop 36's base has (``bench.beam_data``, ``capture.cleaner``,
``utils.redact.SecretMemory``), so it times an older tree too: run this file with that tree first on the path,
``PYTHONPATH=/work/wt/base python bench/redaction_cost.py ...`` (a tree without ``utils.secret_model`` reports
no split).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    # Run as a file (another tree first on PYTHONPATH): bench/ is then sys.path[0], where bench/capture.py would hide
    # the capture package.
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from bench import beam_data  # noqa: E402
from capture.cleaner import clean_text  # noqa: E402
from utils import redact as redact_mod  # noqa: E402


def _texts(beam: Path, keys: Sequence[str]) -> list[tuple[str, list[tuple[str, bool]]]]:
    """(conversation key, [(cleaned text, said by the user)]) for each chosen conversation, in order."""
    out = []
    for key in keys:
        conv = beam_data.load(beam / key, key)
        out.append((conv.key, [(clean_text(m.text), m.speaker == conv.speaker_a) for m in conv.messages()]))
    return out


def _timed(fn: Callable[..., Any], box: list[float]) -> Callable[..., Any]:
    def wrapper(*a: Any, **kw: Any) -> Any:
        t = time.process_time()
        try:
            return fn(*a, **kw)
        finally:
            box[0] += time.process_time() - t
    return wrapper


def run_once(convs: Sequence[tuple[str, list[tuple[str, bool]]]], split: bool) -> dict[str, Any]:
    """One timed pass over every message; the learned layer's share when `split` and the tree has one."""
    try:
        sm = importlib.import_module("utils.secret_model")
    except ImportError:
        sm = None
    box = [0.0]
    original = sm.add_spans if sm is not None else None
    if split and sm is not None:
        sm.add_spans = _timed(original, box)
    spans = messages = 0
    try:
        t = time.process_time()
        for key, msgs in convs:
            mem = redact_mod.SecretMemory(key)
            for text, user in msgs:
                spans += mem.redact(text, user)[1]
                messages += 1
        total = time.process_time() - t
    finally:
        if sm is not None:
            sm.add_spans = original
    out: dict[str, Any] = {"messages": messages, "spans": spans, "cpu_s": round(total, 3),
                           "ms_per_message": round(1000 * total / max(1, messages), 3)}
    if split and sm is not None:
        out["learned_ms_per_message"] = round(1000 * box[0] / max(1, messages), 3)
        out["rules_ms_per_message"] = round(1000 * (total - box[0]) / max(1, messages), 3)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.redaction_cost", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, required=True, help="BEAM 100K folder (bench.beam_data export)")
    ap.add_argument("--conversations", nargs="+", default=["11", "12", "13"], help="conversation folders")
    ap.add_argument("--runs", type=int, default=1, help="timed passes (the first also warms the caches)")
    ap.add_argument("--split", action="store_true", help="time the learned layer apart (one more pass)")
    ap.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    args = ap.parse_args(argv)
    convs = _texts(args.beam, args.conversations)
    report: dict[str, Any] = {"conversations": args.conversations, "tree": str(Path(redact_mod.__file__).parents[1]),
                              "runs": [run_once(convs, False) for _ in range(args.runs)]}
    if args.split:
        report["split"] = run_once(convs, True)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for r in report["runs"]:
            print(f"{r['messages']} messages, {r['spans']} spans: {r['ms_per_message']} ms CPU per message")
        if "split" in report:
            print("split:", report["split"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
