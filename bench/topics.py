"""How often the excluded-topic filter (utils/topics.py) fires on ordinary conversation: LoCoMo's and BEAM's turns.

Each known topic's matcher is run over every message of the two benchmarks' conversations (LoCoMo: both speakers,
everyday life; BEAM: the user's messages, mostly technical). A hit on a message that is not about the topic is a
memory thrown away by mistake, so besides the rate the command prints a fixed sample of hits per topic (seeded) to
be read and judged: the precision figure in bench/results/topics.md is that reading, not a computed label.

    python -m bench.topics --locomo /work/shared/benchmarks/locomo --beam /tmp/beam100k [--sample 20] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterable
from pathlib import Path

from utils.topics import TOPICS, matcher


def texts(locomo: Path | None, beam: Path | None) -> dict[str, list[str]]:
    """corpus name -> message texts."""
    out: dict[str, list[str]] = {}
    if locomo is not None:
        from bench import locomo_data

        out["locomo"] = [m.text for c in locomo_data.load_dir(locomo) for s in c.sessions for m in s.messages if m.text]
    if beam is not None:
        from bench import beam_data

        out["beam"] = [m.text for c in beam_data.load_dir(beam) for s in c.sessions for m in s.messages
                       if m.text and m.speaker == beam_data.USER]
    return out


def measure(corpora: dict[str, list[str]], sample: int, seed: int = 7) -> dict[str, object]:
    """Per corpus and topic: messages, hits, rate, and a sample of hit texts (with the word that fired)."""
    rng = random.Random(seed)
    out: dict[str, object] = {}
    for name, msgs in corpora.items():
        per: dict[str, object] = {}
        for topic in TOPICS:
            m = matcher((topic,))
            assert m.pattern is not None
            hits = [(t, m.pattern.search(t)) for t in msgs]
            hits = [(t, h.group(0)) for t, h in hits if h is not None]
            picked = rng.sample(hits, min(sample, len(hits)))
            per[topic] = {"messages": len(msgs), "hits": len(hits), "rate": round(len(hits) / max(1, len(msgs)), 4),
                          "sample": [{"word": w, "text": t[:200]} for t, w in picked]}
        out[name] = per
    return out


def main(argv: Iterable[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.topics", description=__doc__.split("\n\n")[0])
    ap.add_argument("--locomo", type=Path, default=None, help="LoCoMo conversations folder (<n>.json)")
    ap.add_argument("--beam", type=Path, default=None, help="BEAM conversations folder (<n>/chat.json)")
    ap.add_argument("--sample", type=int, default=20, help="hits printed per corpus and topic")
    ap.add_argument("--json", action="store_true", help="everything as one JSON object")
    a = ap.parse_args(list(argv) if argv is not None else None)
    got = measure(texts(a.locomo, a.beam), a.sample)
    if a.json:
        print(json.dumps(got, ensure_ascii=False, indent=1))
        return 0
    for corpus, per in got.items():
        for topic, r in per.items():  # type: ignore[attr-defined]
            print(f"{corpus:7} {topic:10} {r['hits']:6} of {r['messages']} messages ({100 * r['rate']:.2f}%)")
            for s in r["sample"]:
                print(f"          [{s['word']}] {s['text']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
