"""Aggregate figures of the whole redactor on the spent held-out sets the learned layer never trains on.

    python -m bench.secret_model_heldout               # heldout_v10..v25, the shipped model
    python -m bench.secret_model_heldout --rules-only  # the same with the learned layer switched off
    python -m bench.secret_model_heldout --model /tmp/m.json --threshold 0.93 heldout_v26  # another model file

Counts only (kept, secrets, look-alikes changed, look-alikes) per set and their sum: no item is printed. It
reads them through tests/test_redaction_corpus.floor, as the floor tests do. Since stop 56 the trees are trained
on every spent held-out set (bench.train_secret_model.SPENT), these among them, so its figures are tuned ones;
the learned layer's estimate on sets it never saw is ``python -m bench.train_secret_model --loso SET``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from collections.abc import Sequence
from pathlib import Path

SPENT = tuple(f"heldout_v{i}" for i in range(10, 26))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.secret_model_heldout", description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules-only", action="store_true", help="switch the learned layer off")
    ap.add_argument("--model", type=Path, help="a model file to measure instead of the shipped one")
    ap.add_argument("--threshold", type=float, help="the threshold of the model's own trees (its base keeps its own)")
    ap.add_argument("sets", nargs="*", default=list(SPENT))
    args = ap.parse_args(argv)
    from tests.test_redaction_corpus import floor
    from utils import secret_model as sm

    if args.model or args.threshold is not None:
        doc = json.loads((args.model or sm.MODEL_FILE).read_text(encoding="utf-8"))
        if args.threshold is not None:
            doc["threshold"] = args.threshold
        sm.use(sm.Model(doc))
    if args.rules_only:
        sm.use(sm.Model({"features": list(sm.FEATURES), "baseline": -100.0, "threshold": 2.0, "trees": []}))
    tot = [0, 0, 0, 0]
    for name in args.sets:
        with contextlib.redirect_stdout(io.StringIO()):  # floor() prints a line of its own
            kept, total, looks, changed = floor(f"{name}.yaml")
        print(json.dumps({"set": name, "kept": kept, "secrets": total, "lookalikes_changed": changed,
                          "lookalikes": looks}), flush=True)
        for i, v in enumerate((kept, total, changed, looks)):
            tot[i] += v
    print(json.dumps({"set": "sum", "kept": tot[0], "secrets": tot[1], "lookalikes_changed": tot[2],
                      "lookalikes": tot[3]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
