"""How often the "don't remember this conversation" rule (curate/private.py) fires on ordinary conversation.

Every hit on BEAM 100K's user messages or LoCoMo's turns would drop a whole conversation's gems, so the rule's
precision is measured here: hits per part (tuning with examples, frozen as a count only, never read per item).

    python -m bench.private_scan --beam /tmp/beam100k --locomo ../shared/benchmarks/locomo
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from bench.injection_scan import beam_parts, locomo_parts
from curate.private import asks_not_to_remember


def scan(parts: dict[str, list[str]]) -> dict[str, object]:
    """Messages the rule flags per part; the tuning part's hits are listed (the frozen part's only counted)."""
    out: dict[str, object] = {}
    for name, texts in parts.items():
        hits = [t for t in texts if asks_not_to_remember(t)]
        out[name] = {"messages": len(texts), "flagged": len(hits)} | (
            {"examples": [h[:200] for h in hits[:20]]} if name == "tuning" else {})
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.private_scan", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (<n>/chat.json)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder (<n>.json)")
    args = ap.parse_args(argv)
    report: dict[str, object] = {}
    if args.beam:
        report["beam_user_messages"] = scan(beam_parts(args.beam))
    if args.locomo:
        report["locomo_turns"] = scan(locomo_parts(args.locomo))
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
