"""How often the injection rule fires on ordinary conversation: every BEAM user message, every LoCoMo turn.

    python -m bench.injection_scan --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --json

Nobody in these conversations gives orders to a memory system, so every message the rule
(curate/rules.yaml `injection`, applied by curate.gatekeeper.injection) flags is a false alarm, and a
false alarm costs the speaker the gem of that message. Reports the count per set with the flagged
messages; writes bench/results/injection_scan.json (or --out).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from bench import beam_data, locomo_data
from curate.gatekeeper import injection, load_rules
from utils.config import Settings

RESULTS = Path(__file__).resolve().parent / "results"


def scan(texts: list[str], settings: Settings) -> dict[str, object]:
    """The messages the rule flags among `texts`."""
    rules = load_rules(settings)
    flagged = [t for t in texts if injection(rules, t)]
    return {"messages": len(texts), "flagged": len(flagged), "examples": [t[:300] for t in flagged]}


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.injection_scan", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (<n>/chat.json)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder (<n>.json)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    ap.add_argument("--out", type=Path, default=RESULTS / "injection_scan.json", help="where to write the report")
    args = ap.parse_args(argv)
    settings = Settings()
    report: dict[str, object] = {}
    if args.beam:
        convs = beam_data.load_dir(args.beam)
        report["beam_user_messages"] = scan(
            [m.text for c in convs for s in c.sessions for m in s.messages if m.speaker == beam_data.USER], settings)
    if args.locomo:
        convs = locomo_data.load_dir(args.locomo)
        report["locomo_turns"] = scan([m.text for c in convs for s in c.sessions for m in s.messages], settings)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        for name, r in report.items():
            assert isinstance(r, dict)
            print(f"{name}: {r['flagged']} of {r['messages']} flagged")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
