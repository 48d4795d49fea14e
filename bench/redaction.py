"""Redaction on ordinary talk: how often the redactor fires on conversations that hold no secrets.

    python -m bench.redaction --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --json

Every message of every conversation goes through capture's cleaning and ``utils.redact.SecretMemory`` in
order, one per conversation as capture keeps it (the first speaker is the user), so a false positive that cascades as
``repeated`` is counted too. Neither set holds real secrets: every span is a false positive. Reports spans
per 1,000 messages, ``repeated`` spans, messages changed, spans by kind and (``--show``) the spans.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench import beam_data
from bench import locomo_data as data
from capture.cleaner import clean_text
from utils.redact import SecretMemory


def measure(convs: Sequence[data.Conversation], show: int = 0) -> dict[str, Any]:
    """Spans, repeated spans and changed messages over every message of the conversations, in order."""
    kinds: Counter[str] = Counter()
    messages = changed = 0
    examples: list[str] = []
    for conv in convs:
        mem = SecretMemory(conv.key)
        for m in conv.messages():
            messages += 1
            text = clean_text(m.text)
            before = sum(kinds.values())
            out, _ = mem.redact(text, m.speaker == conv.speaker_a, kinds)
            changed += sum(kinds.values()) > before
            if show and len(examples) < show and out != text:
                examples.append(f"{conv.key} {m.dia_id}: {text[:300]!r} -> {out[:300]!r}")
    spans = sum(kinds.values())
    return {"messages": messages, "spans": spans, "spans_per_1000": round(1000 * spans / max(1, messages), 2),
            "repeated": kinds["repeated"], "messages_changed": changed, "by_kind": dict(kinds.most_common()),
            **({"examples": examples} if show else {})}


def count_tags(texts: Sequence[str]) -> dict[str, int]:
    """Redacted spans and ``repeated`` ones in texts that went through capture (for the bench reports)."""
    return {"spans": sum(t.count("[REDACTED:") for t in texts),
            "repeated": sum(t.count("[REDACTED:repeated]") for t in texts)}


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.redaction", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (bench.beam_data export)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder")
    ap.add_argument("--show", type=int, default=0, help="print up to this many spans per set")
    ap.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    args = ap.parse_args(argv)
    report: dict[str, Any] = {}
    if args.beam:
        report["beam"] = measure(beam_data.load_dir(args.beam), args.show)
    if args.locomo:
        report["locomo"] = measure(data.load_dir(args.locomo), args.show)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        for name, r in report.items():
            print(f"{name}: {r['spans']} spans in {r['messages']} messages ({r['spans_per_1000']} per 1,000), "
                  f"{r['repeated']} repeated, {r['messages_changed']} messages changed; {r['by_kind']}")
            for x in r.get("examples", []):
                print("  ", x)
    return 0


if __name__ == "__main__":
    sys.exit(main())
