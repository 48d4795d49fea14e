"""How often the injection rule fires on ordinary conversation: every BEAM user message, every LoCoMo turn.

    python -m bench.injection_scan --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --json

Nobody in these conversations gives orders to a memory system, so every message the rule
(curate/rules.yaml `injection`, applied by curate.gatekeeper.injection: the patterns OR the intent model)
flags is a false alarm, and a false alarm costs the speaker the gem of that message. Reports the count per
set, split into the patterns and the model, and per part: the conversations tuned on (BEAM 1-10, LoCoMo
26/41/47: the intent model trained on them, bench/intent_train.py) and the frozen rest, never trained on.
Flagged messages are listed for the tuning part only (frozen items are never looked at one by one).
Writes bench/results/injection_scan.json (or --out).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from bench import beam_data, locomo_data
from curate.gatekeeper import Rules, injection, injection_rules, judged, load_rules
from utils.config import Settings

RESULTS = Path(__file__).resolve().parent / "results"
BEAM_TUNING = {str(i) for i in range(1, 11)}
LOCOMO_TUNING = {"26", "41", "47"}


def _count(texts: list[str], rules: Rules, examples: bool) -> dict[str, object]:
    by_rules = [injection_rules(rules, t) for t in texts]
    by_model = [rules.intent is not None and rules.intent.fires(judged(t)) for t in texts]
    # Flagged is the product (curate.gatekeeper.injection: patterns above the floor, model, encoded orders);
    # "rules" counts every pattern hit, floor or not.
    flagged = [t for t, a, b in zip(texts, by_rules, by_model) if a or b or injection(rules, t)]
    out: dict[str, object] = {"messages": len(texts), "flagged": len(flagged), "rules": sum(by_rules),
                              "model": sum(by_model)}
    if examples:
        out["examples"] = [t[:300] for t in flagged]
    return out


def scan(parts: dict[str, list[str]], settings: Settings) -> dict[str, object]:
    """The messages the rule flags, per part ("tuning" with examples, "frozen" counts only) and in all."""
    rules = load_rules(settings)
    out: dict[str, object] = _count([t for p in parts.values() for t in p], rules, examples=False)
    out["parts"] = {name: _count(texts, rules, examples=name == "tuning") for name, texts in parts.items()}
    return out


def beam_parts(folder: Path) -> dict[str, list[str]]:
    """BEAM's user messages, tuning and frozen conversations apart."""
    convs = beam_data.load_dir(folder)
    return {part: [m.text for c in convs if (c.key in BEAM_TUNING) == (part == "tuning") for s in c.sessions
                   for m in s.messages if m.speaker == beam_data.USER] for part in ("tuning", "frozen")}


def locomo_parts(folder: Path) -> dict[str, list[str]]:
    """LoCoMo's turns (both speakers are people), tuning and frozen conversations apart."""
    convs = locomo_data.load_dir(folder)
    return {part: [m.text for c in convs if (c.key in LOCOMO_TUNING) == (part == "tuning") for s in c.sessions
                   for m in s.messages] for part in ("tuning", "frozen")}


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
        report["beam_user_messages"] = scan(beam_parts(args.beam), settings)
    if args.locomo:
        report["locomo_turns"] = scan(locomo_parts(args.locomo), settings)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        for name, r in report.items():
            assert isinstance(r, dict)
            print(f"{name}: {r['flagged']} of {r['messages']} flagged (patterns {r['rules']}, model {r['model']}); "
                  + "; ".join(f"{p}: {x['flagged']} of {x['messages']} (patterns {x['rules']}, model {x['model']})"
                              for p, x in r["parts"].items()))  # type: ignore[union-attr]
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
