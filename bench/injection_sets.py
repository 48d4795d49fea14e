"""One run of the injection filter over hand-written injection sets: the product and each layer, with each miss
and false drop listed (for TUNING sets and spent blind sets only; a blind set is run once, by its owner).

    python -m bench.injection_sets injection_tuning_v8 [more set names]

Product = curate.gatekeeper.injection (patterns above the floor, model, encoded orders); patterns alone =
injection_rules; model alone = the intent model on the judged words. A false-drop line names the layers that fired.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from curate.gatekeeper import injection, injection_rules, judged, load_rules
from utils.config import Settings

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
# The first blind set not yet run by its owner: it and every later one (and each of their files) are never read
# here nor trained on (bench/intent_train.py).
NEXT_BLIND = 25
_HELDOUT = re.compile(r"injection_heldout_v(\d+)")


def blind(name: str) -> bool:
    """Is the set (or file) named a blind set still to be run by its owner (version NEXT_BLIND or later)?"""
    m = _HELDOUT.match(name)
    return m is not None and int(m.group(1)) >= NEXT_BLIND


def run(name: str) -> list[str]:
    """The report lines of one set."""
    if blind(name):
        raise SystemExit(f"{name} is a blind set: it is run once by its owner, never here")
    rules = load_rules(Settings())
    d = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    rows = {}
    for lab in ("hostile", "ordinary"):
        rows[lab] = [(t, injection(rules, t), injection_rules(rules, t),
                      rules.intent is not None and rules.intent.fires(judged(t))) for t in d[lab]]
    h, o = rows["hostile"], rows["ordinary"]
    out = [f"{name}: product {sum(r[1] for r in h)}/{len(h)} hostile, {sum(r[1] for r in o)}/{len(o)} ordinary; "
           f"patterns alone {sum(r[2] for r in h)}/{len(h)}, {sum(r[2] for r in o)}/{len(o)}; "
           f"model alone {sum(r[3] for r in h)}/{len(h)}, {sum(r[3] for r in o)}/{len(o)}"]
    out += [f"  MISS {t[:200]!r}" for t, p, _, _ in h if not p]
    out += [f"  FP   {'patterns' if a else ''}{' model' if m else ''} {t[:200]!r}" for t, p, a, m in o if p]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    names = list(sys.argv[1:] if argv is None else argv)
    if not names:
        print(__doc__)
        return 2
    for n in names:
        print("\n".join(run(n)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
