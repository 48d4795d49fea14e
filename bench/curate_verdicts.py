"""The curator's per-text verdicts, for checking that a speed change changed none: run it on two trees, compare.

    PYTHONHASHSEED=0 PYTHONPATH=/work/main python bench/curate_verdicts.py --beam /tmp/beam100k \\
        --locomo /work/shared/benchmarks/locomo --out /tmp/main.json
    PYTHONHASHSEED=0 PYTHONPATH=. python bench/curate_verdicts.py ... --out /tmp/branch.json
    python bench/curate_verdicts.py --compare /tmp/main.json /tmp/branch.json     # exit 1 when any differs

The texts: every message of the tuning conversations (BEAM 1-10, LoCoMo 26/41/47) and each of their sentences,
and every string of the spent injection and secrets sets (their verdicts are compared as a whole, no item is
printed; the blind sets are never read). Per function, one digest per text: the gatekeeper's review of it as a
draft, the injection layers (product, patterns, what they read), the intent model (features, score, verdict), the rules extractor's sentence reading
(classify, categories) and the lexicon patterns it asks. Run as a file, so the tree on PYTHONPATH is the one judged.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BEAM_KEYS = tuple(str(i) for i in range(1, 11))
LOCOMO_KEYS = ("26", "41", "47")
# Spent sets only: the injection blind sets from v11 on and the secrets blind sets from v17 on are never read.
_INJECTION_SPENT = re.compile(r"injection_(?:tuning_v\d+\w*|heldout(?:_v(?:[2-9]|10))?)\.json$")
_SECRETS_SPENT = re.compile(r"(?:handmade|heldout_v(?:[2-9]|1[0-6]))\.yaml$")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def texts(beam: Path, locomo: Path) -> dict[str, list[str]]:
    """The texts by source: conversation messages, their sentences, and the spent sets' strings."""
    import yaml

    from bench import beam_data, locomo_data
    from curate import sentences

    convs = [beam_data.load(beam / k) for k in BEAM_KEYS] + [locomo_data.load(locomo / f"{k}.json") for k in LOCOMO_KEYS]
    messages = list(dict.fromkeys(m.text for c in convs for s in c.sessions for m in s.messages if m.text))
    sents = list(dict.fromkeys(x for m in messages for x in sentences.split(m)))
    sets: list[str] = []
    data = ROOT / "tests" / "data"
    for f in sorted(data.glob("injection_*.json")):
        if _INJECTION_SPENT.search(f.name):
            sets += _strings(json.loads(f.read_text(encoding="utf-8")))
    for f in sorted((data / "secrets").glob("*.yaml")):
        if _SECRETS_SPENT.search(f.name):
            sets += _strings(yaml.safe_load(f.read_text(encoding="utf-8")))
    sets = list(dict.fromkeys(sets))
    return {"messages": messages, "sentences": sents, "sets": sets}


def _digest(value: Any) -> str:
    return hashlib.blake2b(repr(value).encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def functions() -> dict[str, Callable[[str], Any]]:
    """Each function whose verdicts are compared, as text -> value."""
    from curate import gatekeeper as g
    from curate import intent_model as im
    from curate import lexicon as lx
    from curate import rules_extractor as rx
    from curate import unveil
    from curate.backend import GemDraft
    from utils.config import Settings
    from utils.normalise import normalise

    rules = g.load_rules(Settings())
    model = rules.intent
    if model is None:
        raise SystemExit("the rules load no intent model")

    def classify(strict: bool) -> Callable[[str], Any]:
        def f(t: str) -> Any:
            s = rx.classify(t, strict, ("Alice", "Bob Smith"))
            return None if s is None else (s.text, s.anchor, s.content, s.categories, s.about_other)
        return f

    def lexicon_hits(t: str) -> Any:
        out = []
        for name in sorted(dir(lx)):
            p = getattr(lx, name)
            if hasattr(p, "search") and hasattr(p, "pattern") and not isinstance(p, type):
                m = p.search(t)
                out.append((name, m.span() if m else None))
        out += [(c, (m.span() if (m := p.search(t)) else None)) for c, p in sorted(lx.CATEGORY_CUES.items())]
        out += [(p.pattern[:30], (m.span() if (m := p.search(t)) else None)) for p, _ in lx.HEDGES]
        return out

    def review(low: bool) -> Callable[[str], Any]:
        # The text as a draft's statement and as its source; as the context too where `low` (a low draft, so that
        # the importance rules and the blacklist decide). The verdict, and every field the gatekeeper adjusts.
        def f(t: str) -> Any:
            if len(t.strip()) < 3:
                return None
            d = GemDraft(gem=t, context=t if low else "", importance="low" if low else "medium",
                         confidence=0.9 if low else 0.7, turn_range="1-1")
            v = g.review(d, rules, t)
            return (v.keep, v.rule, v.notes, v.draft.gem, v.draft.importance, v.draft.confidence, v.draft.categories)
        return f

    return {
        "gatekeeper.review": review(False),
        "gatekeeper.review(low)": review(True),
        "gatekeeper.injection": lambda t: g.injection(rules, t),
        "gatekeeper.injection_rules": lambda t: g.injection_rules(rules, t),
        "gatekeeper._patterns_fire": lambda t: g._patterns_fire(rules, normalise(t)),
        "gatekeeper.judged": g.judged,
        "unveil.plain": unveil.plain,
        "intent_model.read": im.read,
        "intent_model.features": lambda t: sorted(im.features(t)),
        "intent_model.score": lambda t: round(model.score(t), 9),
        "intent_model.fires": model.fires,
        "rules_extractor.classify(strict)": classify(True),
        "rules_extractor.classify": classify(False),
        "rules_extractor.categories_of": rx.categories_of,
        "lexicon": lexicon_hits,
    }


def run(beam: Path, locomo: Path) -> dict[str, dict[str, list[str]]]:
    """{source: {function: [digest per text]}}."""
    by_source = texts(beam, locomo)
    out: dict[str, dict[str, list[str]]] = {}
    for source, ts in by_source.items():
        out[source] = {}
        for name, f in functions().items():
            if source == "sentences" and name.startswith(("gatekeeper.injection", "intent_model.score")):
                continue  # the messages hold them; the sentence reading is the extractor's
            out[source][name] = [_digest(f(t)) for t in ts]
        print(f"{source}: {len(ts)} texts", file=sys.stderr)
    return out


def compare(a: Path, b: Path) -> list[str]:
    """What differs: per source and function, how many texts got another verdict."""
    x, y = json.loads(a.read_text()), json.loads(b.read_text())
    out = []
    for source in sorted(set(x) | set(y)):
        for name in sorted(set(x.get(source, {})) | set(y.get(source, {}))):
            u, v = x.get(source, {}).get(name), y.get(source, {}).get(name)
            if u is None or v is None or len(u) != len(v):
                out.append(f"{source} {name}: not computed on both")
                continue
            n = sum(p != q for p, q in zip(u, v))
            if n:
                out.append(f"{source} {name}: {n} of {len(u)} texts differ")
    return out


def main(argv: list[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, default=Path("/tmp/beam100k"))
    ap.add_argument("--locomo", type=Path, default=Path("/work/shared/benchmarks/locomo"))
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--compare", type=Path, nargs=2, default=None)
    args = ap.parse_args(argv)
    if args.compare:
        diffs = compare(*args.compare)
        x = json.loads(args.compare[0].read_text())
        n = {s: len(next(iter(f.values()))) for s, f in x.items()}
        print("\n".join(diffs) or f"identical verdicts: {sum(len(f) for f in x.values())} functions x sources over {n} texts")
        return 1 if diffs else 0
    res = run(args.beam, args.locomo)
    if args.out:
        args.out.write_text(json.dumps(res))
    return 0


if __name__ == "__main__":
    # Run as a file: its own folder off the path (bench/capture.py would hide the capture package).
    here = Path(__file__).resolve().parent
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != here]
    sys.exit(main())
