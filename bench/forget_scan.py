"""How often a "forget this one thing" detector fires: on its tuning set, and on ordinary conversation.

The detector (curate/forget_requests.py) makes the curator delete the person's gems about what they name, so
a firing on ordinary text would delete memories nobody asked to lose: its firings on BEAM 100K's user
messages and LoCoMo's turns are counted per part (tuning parts with the firing texts, frozen parts as a count
only, never read per item). The tuning set (tests/data/forget_requests_tuning.yaml) gives recall on requests
and firings on look-alikes. `--detector` compares with what main had before it (private: the whole-conversation
request, the only one the curator acted on; forgets_own: the injection filter's loose "forget my ..." pass).

    python -m bench.forget_scan --tuning --beam /tmp/beam100k --locomo ../shared/benchmarks/locomo
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
from datetime import datetime, timedelta, timezone
from collections.abc import Callable, Sequence
from pathlib import Path

import yaml

from bench.injection_scan import beam_parts, locomo_parts

# A forgetting or deleting word in any of the detector's languages: how many messages put it to the test.
_WORDS = re.compile(r"forg[eo]t|delet|eras|remov|wip(?:e|ing)|忘|删|vergiss|vergess|vergeet|lösch|oubli|olvid|dimentic|"
                    r"esque[cç]|забу|удал|잊|삭제|記憶|消去", re.IGNORECASE)

TUNING = Path(__file__).resolve().parent.parent / "tests" / "data" / "forget_requests_tuning.yaml"
BAR_TUNING = TUNING.with_name("forget_bar_tuning.yaml")
# The bars tried by --bars (curate/forget_asked.py: FORGET_SIMILARITY, FORGET_MARGIN).
BARS = (0.25, 0.3, 0.35, 0.4)
MARGINS = (0.05, 0.08, 0.12, 1.0)
# Each detector: (module, function); the function takes a message and returns something truthy when it fires.
DETECTORS = {
    "forget_requests": ("curate.forget_requests", "forget_request"),
    "private": ("curate.private", "asks_not_to_remember"),
    "forgets_own": ("curate.quoted", "forgets_own"),
}


def detector(name: str) -> Callable[[str], object]:
    """The named detector's function."""
    module, fn = DETECTORS[name]
    return getattr(importlib.import_module(module), fn)  # type: ignore[no-any-return]


def score_tuning(fires: Callable[[str], object], path: Path = TUNING) -> dict[str, object]:
    """Requests read (and, for the new detector, read with the right object) and look-alikes fired on."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    missed, wrong = [], []
    for item in data["asks"]:
        got = fires(item["text"])
        if not got:
            missed.append(item["text"])
        elif hasattr(got, "about") and item["about"].lower() not in got.about.lower():
            wrong.append(f"{item['text']} -> {got.about}")
    false = [t for t in data["ordinary"] if fires(t)]
    asks = len(data["asks"])
    return {"asks": asks, "read": asks - len(missed), "object_wrong": len(wrong), "ordinary": len(data["ordinary"]),
            "fired_on_ordinary": len(false), "missed": missed, "wrong_object": wrong, "false_firings": false}


def scan(parts: dict[str, list[str]], fires: Callable[[str], object]) -> dict[str, object]:
    """Messages the detector fires on per part; the tuning part's firings are listed (a frozen part's counted)."""
    out: dict[str, object] = {}
    for name, texts in parts.items():
        hits = [t for t in texts if fires(t)]
        words = sum(1 for t in texts if _WORDS.search(t))
        out[name] = {"messages": len(texts), "with_a_forgetting_word": words, "fired": len(hits)} | (
            {"firings": [h[:300] for h in hits]} if name == "tuning" else {})
    return out


def score_bars(path: Path = BAR_TUNING) -> dict[str, object]:
    """Gems forgotten rightly and wrongly, and missed, at each pair of bars, with the local embedder as the curator
    scores them (the request's object as a query against each gem's text)."""
    import numpy as np

    from curate.forget_asked import about
    from curate.forget_requests import forget_request
    from schemas import StoredGem
    from utils.embed.local import LocalEmbedder

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    emb = LocalEmbedder()
    said = datetime(2026, 1, 1, tzinfo=timezone.utc)
    gems = [StoredGem(id=str(i), gem=t, categories=["fact"], importance="medium", confidence=0.9, timestamp=said,
                      date=said.date(), conversation_id="c", turn_range="1-1", user_id="u")
            for i, t in enumerate(data["gems"])]
    unit = emb.embed_documents(data["gems"])
    unit = unit / np.linalg.norm(unit, axis=1, keepdims=True)
    asks = []
    for a in data["asks"]:
        req = forget_request(a["text"])
        if req is None:
            raise ValueError(f"the detector does not read {a['text']!r}")
        v = emb.embed_query(req.about)
        asks.append((set(a["forget"]), (unit @ (v / np.linalg.norm(v))).tolist()))
    out: dict[str, object] = {}
    for bar in BARS:
        for margin in MARGINS:
            right = wrong = missed = 0
            for want, scores in asks:
                got = {int(g.id) for g in about(list(zip(gems, scores)), said + timedelta(days=1), bar, margin)}
                right, wrong, missed = right + len(got & want), wrong + len(got - want), missed + len(want - got)
            out[f"similarity {bar} margin {margin}"] = {"right": right, "wrong": wrong, "missed": missed}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.forget_scan", description=__doc__.split("\n\n")[0])
    ap.add_argument("--detector", choices=sorted(DETECTORS), default="forget_requests")
    ap.add_argument("--tuning", action="store_true", help="score the tuning set")
    ap.add_argument("--bars", action="store_true", help="score the forgetting bars on their calibration set")
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (<n>/chat.json)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder (<n>.json)")
    args = ap.parse_args(argv)
    fires = detector(args.detector)
    report: dict[str, object] = {"detector": args.detector}
    if args.tuning:
        report["tuning_set"] = score_tuning(fires)
    if args.bars:
        report["bars"] = score_bars()
    if args.beam:
        report["beam_user_messages"] = scan(beam_parts(args.beam), fires)
    if args.locomo:
        report["locomo_turns"] = scan(locomo_parts(args.locomo), fires)
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
