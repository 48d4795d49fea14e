"""Train the learned redaction layer (utils/secret_model.py) and write utils/data/secret_model.json.

    python -m bench.train_secret_model --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo
    python -m bench.train_secret_model ... --loso heldout_v9 heldout_v8 heldout_v7   # leave one set out
    python -m bench.train_secret_model ... --ordinary        # spans on never-trained BEAM/LoCoMo conversations
    python -m bench.train_secret_model ... --threshold 0.9 --earlier <(git show 1e67ffa:utils/data/secret_model.json)
                                                           # the file shipped in stop 56 (its earlier trees: v2)

ALL of its data is tuning data: positives are the ``secrets`` of every case in tests/data/secrets/*.yaml
(every tuning_v*.yaml, in any language, handmade, and every SPENT held-out set: one whose one run is recorded
in bench/results, its misses read by the rounds after it) and scanners.jsonl; a blind set not yet run is never
read. Negatives are every
other candidate token of those cases and of their look-alikes, and the tokens of BEAM conversations 1-10 and
LoCoMo 26/41/47 (the tuning parts). BEAM 11-20 and the other LoCoMo conversations are never trained on; they
are only counted (aggregate figures) by ``--ordinary``.

A look-alike's tokens weigh more than other negatives (LOOK_WEIGHT): each set wrote them to be mistaken for a
secret. ``--base`` keeps an earlier model (the ASCII layer) in the file beside the new trees: what it cut stays
cut (utils.secret_model.Model.hit), so a retraining on new sets does not unlearn it.

The trees are scikit-learn's HistGradientBoostingClassifier, exported node by node; utils.secret_model walks
them in pure Python. A sample of feature vectors with sklearn's own scores goes into the file, so a test
checks that the exported trees give the same scores (the exporter is honest).
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import re
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import yaml

from bench import beam_data
from bench import locomo_data as data
from capture.cleaner import clean_text
from utils import secret_model as sm

SECRETS = Path(__file__).resolve().parent.parent / "tests" / "data" / "secrets"
RESULTS = Path(__file__).resolve().parent / "results"
# Held-out sets spent before first runs were recorded in bench/results (read long ago).
EARLY_SPENT = ("heldout_v2", "heldout_v3", "heldout_v4", "heldout_v5")
_HELDOUT = re.compile(r"heldout_v(\d+)")


def _version(stem: str) -> tuple[int, str]:
    m = re.fullmatch(r"(?:tuning|heldout)_v(\d+)(\w*)", stem)
    return (int(m.group(1)), m.group(2)) if m else (0, stem)


def spent(stem: str) -> bool:
    """Whether a held-out set is spent: its one run is recorded (bench/results/<set>_first_run.txt) and the rounds
    after it read its misses. From then on it is tuning data like any other; until then it is blind."""
    return stem in EARLY_SPENT or (RESULTS / f"{stem}_first_run.txt").exists()


# Every tuning set in the tree (each written apart from the held-out sets, legal training data whatever its
# language), oldest first: a tuning set added later is trained on at the next retraining.
TUNING = tuple(sorted((p.stem for p in SECRETS.glob("tuning_v*.yaml")), key=_version))
# Every spent held-out set: a blind set's first run is its one honest figure; after it, rounds read it anyway,
# and the trees learn from it as the rules did. A set not yet run is never read (usable refuses it).
SPENT = tuple(sorted((p.stem for p in SECRETS.glob("heldout_v*.yaml") if spent(p.stem)), key=_version))
SETS = ("handmade", *TUNING, *SPENT)


def usable(name: str) -> str:
    """The name of a set a trainer may read, else ValueError: a held-out set not yet spent (its one run not
    recorded) and anything under a frozen directory are refused before a byte is read."""
    stem = Path(name).name.removesuffix(".yaml")
    if "frozen" in name or (_HELDOUT.search(stem) and not spent(stem)):
        raise ValueError(f"{name}: a blind held-out set not yet run; no trainer may read it")
    return stem
# The group suffix of a look-alike's rows: written to be mistaken for a secret, they weigh more (LOOK_WEIGHT).
LOOK = "#look"
LOOK_WEIGHT = 4.0
TUNED_BEAM = {str(i) for i in range(1, 11)}
TUNED_LOCOMO = {"26", "41", "47"}
WRAPS = ("{line}", "can you check why this config fails?\n{line}\nit says unauthorized", "帮我看看这个配置：{line}")


def case_texts(c: dict[str, Any]) -> list[str]:
    """The messages of a case, each apart (as capture sees them)."""
    if "messages" in c:
        return [str(m) for m in c["messages"]]
    text = str(c["text"])
    # a line holding only "---" separates the user's messages, whatever the case's kind (as the corpus test reads it)
    parts = [p.strip("\n") for p in re.split(r"(?m)^---$", text)]
    return parts + ([str(c["assistant"])] if c.get("assistant") else []) + [str(t) for t in c.get("then", [])]


def label(text: str, secrets: Sequence[str], looks: Sequence[str] = ()) -> list[tuple[list[float], int, bool]]:
    """Candidates of a text: 1 when the candidate is (most of) a secret, 0 when it touches none; a candidate that
    only overlaps a secret (a URL holding a password, one word of a passphrase) is left out. The flag says a
    candidate touches one of ``looks`` (a look-alike the case names in its own text)."""
    spans = [(i, i + len(v)) for v in looks if v for i in _all(text, v)]
    occ = [(i, i + len(s)) for s in secrets if s for i in _all(text, s)]
    out: list[tuple[list[float], int]] = []
    for c, x in sm.candidates(text):
        hit = [(a, b) for a, b in occ if a < c.end and c.start < b]
        look = any(a < c.end and c.start < b for a, b in spans)
        if not hit:
            out.append((x, 0, look))
            continue
        a, b = max(hit, key=lambda ab: min(ab[1], c.end) - max(ab[0], c.start))
        inter = min(b, c.end) - max(a, c.start)
        secret_has_space = any(ch.isspace() for ch in text[a:b])
        if inter >= 0.6 * (c.end - c.start) and inter >= 0.6 * (b - a) and not secret_has_space:
            out.append((x, 1, False))
        elif inter >= 0.6 * (c.end - c.start) and secret_has_space and not c.value.isalpha():
            out.append((x, 1, False))  # a part of a spaced secret that is no word: "4256 7940", a card's group
    return out


def _all(text: str, v: str) -> Iterable[int]:
    i = text.find(v)
    while i >= 0:
        yield i
        i = text.find(v, i + 1)


def secret_rows() -> list[tuple[list[float], int, str]]:
    rows: list[tuple[list[float], int, str]] = []
    for i, ln in enumerate((SECRETS / "scanners.jsonl").read_text(encoding="utf-8").splitlines()):
        c = json.loads(ln)
        rows += [(x, y, "scanners") for x, y, _ in label(WRAPS[i % len(WRAPS)].format(line=c["line"]), [c["secret"]])]
    for name in map(usable, SETS):
        doc = yaml.safe_load((SECRETS / f"{name}.yaml").read_text(encoding="utf-8"))
        for c in doc["cases"]:
            secrets = [str(s) for s in c.get("secrets") or ()]
            looks = [str(v) for v in c.get("lookalikes") or ()]
            for t in case_texts(c):
                rows += [(x, y, name + (LOOK if lk else "")) for x, y, lk in label(t, secrets, looks)]
        for t in doc.get("lookalikes") or ():
            rows += [(x, 0, name + LOOK) for x, _, _ in label(_look(t), [])]
    return rows


def _look(t: Any) -> str:
    """A look-alike's text: a string, or (from v11) a mapping with its kind and text."""
    return str(t["text"]) if isinstance(t, dict) else str(t)


def ordinary_texts(convs: Iterable[data.Conversation]) -> Iterable[str]:
    for conv in convs:
        for m in conv.messages():
            yield clean_text(m.text)


def ordinary_rows(beam: Path | None, locomo: Path | None, limit: int = 60000) -> list[tuple[list[float], int, str]]:
    rows: list[tuple[list[float], int, str]] = []
    if beam:
        convs = [c for c in beam_data.load_dir(beam) if c.key in TUNED_BEAM]
        rows += [(x, 0, "beam") for t in ordinary_texts(convs) for _, x in sm.candidates(t)]
    if locomo:
        convs = [c for c in data.load_dir(locomo) if c.key in TUNED_LOCOMO]
        rows += [(x, 0, "locomo") for t in ordinary_texts(convs) for _, x in sm.candidates(t)]
    if len(rows) > limit:
        rows = random.Random(7).sample(rows, limit)
    return rows


def train(rows: Sequence[tuple[list[float], int, str]], leave_out: Sequence[str] = ()) -> Any:
    import numpy as np
    from sklearn.ensemble import HistGradientBoostingClassifier

    keep = [r for r in rows if r[2].removesuffix(LOOK) not in leave_out]
    x = np.array([r[0] for r in keep], dtype=np.float64)
    y = np.array([r[1] for r in keep])
    # a look-alike's tokens weigh more: with every tuning set's secrets in, the trees otherwise learn to cut
    # what the sets wrote to look like one (each set's look-alikes are its precision test)
    w = np.array([LOOK_WEIGHT if r[2].endswith(LOOK) else 1.0 for r in keep])
    # 300 trees of 31 leaves: with the spent held-out sets in (about twice the rows of 120 trees of 15), the
    # larger trees gained on sets left out and cut no more look-alikes (bench/results/stop56/secret_model.md)
    clf = HistGradientBoostingClassifier(max_iter=300, learning_rate=0.1, max_leaf_nodes=31, min_samples_leaf=10,
                                         l2_regularization=1.0, random_state=0)
    clf.fit(x, y, sample_weight=w)
    return clf


def export(clf: Any, threshold: float, sample: Sequence[list[float]]) -> dict[str, Any]:
    trees = []
    for (pred,) in clf._predictors:
        nodes = pred.nodes
        trees.append({
            "f": [-1 if n["is_leaf"] else int(n["feature_idx"]) for n in nodes],
            "t": [0.0 if n["is_leaf"] else float(n["num_threshold"]) for n in nodes],
            "l": [int(n["left"]) for n in nodes],
            "r": [int(n["right"]) for n in nodes],
            "v": [float(n["value"]) if n["is_leaf"] else 0.0 for n in nodes],
        })
    import numpy as np

    probs = clf.predict_proba(np.array(sample, dtype=np.float64))[:, 1] if sample else []
    return {"features": list(sm.FEATURES), "baseline": float(np.ravel(clf._baseline_prediction)[0]),
            "threshold": threshold, "trees": trees,
            "sample": [[list(s), float(p)] for s, p in zip(sample, probs)]}


def as_model(clf: Any, threshold: float, base: dict[str, Any] | None = None,
             earlier: list[dict[str, Any]] | None = None, digits: bool = False) -> sm.Model:
    """The trees as utils.secret_model walks them; with ``base`` and ``earlier``, in union with those layers, as
    shipped (``digits``: whether the new trees judge values without letters)."""
    doc = export(clf, threshold, [])
    if base:
        doc["base"] = {k: v for k, v in base.items() if k != "base"}
    doc["earlier"] = earlier or []
    doc["digits"] = digits
    return sm.Model(doc)


# ---- measurement ---------------------------------------------------------------------------------


def leaked(secret: str, out: str, text: str) -> bool:
    """tests/test_redaction_corpus.py's leak test: the secret, or a large piece of it, still in the output."""
    rest = re.sub(r"\[REDACTED:[^\]]*\]", "\x00", out)
    if len(secret) <= 8:
        return re.search(r"(?<![A-Za-z0-9])" + re.escape(secret) + r"(?![A-Za-z0-9])", rest) is not None
    around = text.replace(secret, "\x00")
    w = max(8, len(secret) // 3)
    return any(rest.count(p) > around.count(p) for p in (secret[i : i + w] for i in range(len(secret) - w + 1)))


def heldout(name: str) -> tuple[int, int, int, int]:
    """(secrets kept out, secrets, look-alikes changed, look-alikes) of a set through the whole redactor, the case
    as tests/test_redaction_corpus.run_case runs it (one SecretMemory, the user's messages and the reply)."""
    from utils.redact import SecretMemory, redact

    doc = yaml.safe_load((SECRETS / f"{usable(name)}.yaml").read_text(encoding="utf-8"))
    kept = total = changed = n_looks = 0
    for c in doc["cases"]:
        mem = SecretMemory("alice")
        texts = case_texts(c)
        users = [True] * len(texts)
        if c.get("assistant") and "messages" not in c:
            users[-1 - len(c.get("then", []))] = False
        out = "\n".join(mem.redact(t, u)[0] for t, u in zip(texts, users))
        text = "\n".join(texts)
        for s in c["secrets"]:
            total += 1
            kept += not leaked(str(s), out, text)
        # a look-alike the case names in its own text is changed when the output holds it fewer times
        for v in map(str, c.get("lookalikes") or ()):
            n_looks += 1
            changed += out.count(v) < text.count(v)
    looks = [_look(t) for t in doc.get("lookalikes") or ()]
    return kept, total, changed + sum(1 for t in looks if redact(t)[1]), n_looks + len(looks)


def alone(clf: Any, rows: Sequence[tuple[list[float], int, str]], name: str, thresholds: Sequence[float]
          ) -> list[dict[str, Any]]:
    """The layer alone on a set's candidates, rules aside: secret tokens scored at or above each threshold, and
    other tokens (of its cases and look-alikes) scored there; the rules keep nearly every tuning secret out, so
    the whole redactor's figure hides what the trees learnt."""
    import numpy as np

    keep = [r for r in rows if r[2].removesuffix(LOOK) == name]
    probs = clf.predict_proba(np.array([r[0] for r in keep], dtype=np.float64))[:, 1] if keep else []
    pos = [p for p, r in zip(probs, keep) if r[1]]
    neg = [p for p, r in zip(probs, keep) if not r[1]]
    return [{"threshold": th, "secret_tokens_found": int(sum(p >= th for p in pos)), "secret_tokens": len(pos),
             "other_tokens_cut": int(sum(p >= th for p in neg)), "other_tokens": len(neg)} for th in thresholds]


def alone_model(mdl: sm.Model, rows: Sequence[tuple[list[float], int, str]], name: str) -> dict[str, Any]:
    """alone() for a model as shipped (its trees in union with its base, each at its own threshold): the
    current model and a retrained one are measured on the same tokens."""
    keep = [r for r in rows if r[2].removesuffix(LOOK) == name]
    pos = [r for r in keep if r[1]]
    neg = [r for r in keep if not r[1]]
    return {"secret_tokens_found": sum(1 for r in pos if mdl.hit(r[0])), "secret_tokens": len(pos),
            "other_tokens_cut": sum(1 for r in neg if mdl.hit(r[0])), "other_tokens": len(neg),
            "lookalike_tokens_cut": sum(1 for r in neg if r[2].endswith(LOOK) and mdl.hit(r[0]))}


def ordinary(beam: Path | None, locomo: Path | None) -> dict[str, Any]:
    from bench.redaction import measure

    report: dict[str, Any] = {}
    if beam:
        convs = beam_data.load_dir(beam)
        report["beam_trained_1_10"] = measure([c for c in convs if c.key in TUNED_BEAM])
        report["beam_never_seen_11_20"] = measure([c for c in convs if c.key not in TUNED_BEAM])
    if locomo:
        convs = data.load_dir(locomo)
        report["locomo_trained_26_41_47"] = measure([c for c in convs if c.key in TUNED_LOCOMO])
        report["locomo_never_seen"] = measure([c for c in convs if c.key not in TUNED_LOCOMO])
    for r in report.values():
        r.pop("examples", None)
    return report


def cost(beam: Path, keys: Sequence[str] = ("11", "12")) -> dict[str, Any]:
    """CPU time of redact() per message of BEAM conversations (long coding talk), and of the layer alone on the
    messages that pass the rules' gate (the only ones it reads)."""
    from utils.redact import may_hold_secret, redact

    texts = [clean_text(m.text) for c in beam_data.load_dir(beam) if c.key in keys for m in c.messages()]
    sm.wordpieces("warm")
    gated = [t for t in texts if may_hold_secret(t, t.lower())]
    t0 = time.process_time()
    for t in texts:
        redact(t)
    full = time.process_time() - t0
    t0 = time.process_time()
    for t in gated:
        sm.add_spans(t, [])
    layer = time.process_time() - t0
    return {"messages": len(texts), "gated": len(gated), "redact_ms_per_message": round(full / len(texts) * 1e3, 2),
            "layer_ms_per_message": round(layer / len(texts) * 1e3, 2)}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.train_secret_model", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path)
    ap.add_argument("--locomo", type=Path)
    ap.add_argument("--threshold", type=float, default=0.9, help="the product threshold written to the model")
    ap.add_argument("--loso", nargs="*", default=[], help="sets to leave out, one at a time, and measure on")
    ap.add_argument("--thresholds", type=float, nargs="*", default=[0.5, 0.7, 0.8, 0.9, 0.95])
    ap.add_argument("--ordinary", action="store_true", help="spans on BEAM/LoCoMo through the whole redactor")
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--base", type=Path, help="a model file (the ASCII layer) kept beside the new trees: a token it "
                    "cuts stays cut; default: the base of the model file in place, if it has one")
    ap.add_argument("--earlier", type=Path, help="a model file whose own trees are kept beside the new ones, at "
                    "their own threshold (what they cut stays cut); default: the earlier trees of the model in place")
    ap.add_argument("--digits", action="store_true", help="let the new trees judge values without letters too "
                    "(off: numbers are left to the rules and the earlier trees; see utils.secret_model.Model)")
    ap.add_argument("--current", action="store_true", help="with --loso: also measure the model in place on each "
                    "left-out set (the figure to beat)")
    ap.add_argument("--union", action="store_true", help="with --loso: measure the left-out trees in union with the "
                    "base and the earlier trees, as they would ship")
    ap.add_argument("--cache", type=Path, help="a file to keep the feature rows in between runs (same code only)")
    ap.add_argument("--cost", action="store_true", help="only time redact() and the layer on BEAM 11-12, then stop")
    args = ap.parse_args(argv)
    for name in args.loso:
        usable(name)  # before any work: a refused set stops the run at once
    if args.cost:
        print(json.dumps(cost(args.beam)))
        return 0
    t0 = time.time()
    if args.cache and args.cache.exists():
        rows = pickle.loads(args.cache.read_bytes())
    else:
        rows = secret_rows() + ordinary_rows(args.beam, args.locomo)
        if args.cache:
            args.cache.write_bytes(pickle.dumps(rows))
    pos = sum(r[1] for r in rows)
    print(f"rows {len(rows)} (positives {pos}) in {time.time() - t0:.0f}s", file=sys.stderr)
    in_place = json.loads(sm.MODEL_FILE.read_text(encoding="utf-8")) if sm.MODEL_FILE.exists() else {}
    earlier = ([{k: v for k, v in e.items() if k not in ("base", "earlier", "sample")}
                for e in [json.loads(args.earlier.read_text(encoding="utf-8"))]] if args.earlier
               else in_place.get("earlier", []))
    base = json.loads(args.base.read_text(encoding="utf-8")) if args.base else (
        json.loads(sm.MODEL_FILE.read_text(encoding="utf-8")).get("base") if sm.MODEL_FILE.exists() else None)
    for name in args.loso:
        if args.current:
            # the model in place, never retrained on sets added after it: the figure a retraining must beat
            cur = sm.load()
            sm.use(cur)
            k, n, ch, nl = heldout(name)
            print(json.dumps({"left_out": name, "threshold": "current model", "kept": k, "secrets": n,
                              "recall": round(k / n, 4), "lookalikes_changed": ch, "lookalikes": nl,
                              "layer_alone": alone_model(cur, rows, name)}), flush=True)
        clf = train(rows, [name])
        print(json.dumps({"left_out": name, "layer_alone": alone(clf, rows, name, args.thresholds)}), flush=True)
        for th in args.thresholds:
            mdl = as_model(clf, th, base if args.union else None, earlier if args.union else None, args.digits)
            sm.use(mdl)
            k, n, ch, nl = heldout(name)
            print(json.dumps({"left_out": name, "threshold": th, "union": bool(args.union and base), "kept": k,
                              "secrets": n, "recall": round(k / n, 4), "lookalikes_changed": ch, "lookalikes": nl,
                              "layer_alone": alone_model(mdl, rows, name)}), flush=True)
        sm.use(sm.Model({"features": list(sm.FEATURES), "baseline": -100.0, "threshold": 2.0, "trees": []}))
        k, n, ch, nl = heldout(name)
        print(json.dumps({"left_out": name, "threshold": "rules only", "kept": k, "secrets": n,
                          "recall": round(k / n, 4), "lookalikes_changed": ch, "lookalikes": nl}), flush=True)
    clf = train(rows)
    rnd = random.Random(3)
    sample = [r[0] for r in rnd.sample([r for r in rows if r[1]], 25) + rnd.sample([r for r in rows if not r[1]], 25)]
    doc = export(clf, args.threshold, sample)
    if base:
        doc["base"] = {k: v for k, v in base.items() if k != "base"}
    doc["earlier"] = earlier
    doc["digits"] = bool(args.digits)
    if not args.no_write:
        sm.MODEL_FILE.write_text(json.dumps(doc, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {sm.MODEL_FILE} ({sm.MODEL_FILE.stat().st_size} bytes, {len(doc['trees'])} trees)", file=sys.stderr)
    if args.ordinary:
        sm.use(sm.Model(doc))
        print(json.dumps({"threshold": args.threshold, **ordinary(args.beam, args.locomo)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
