"""Train the injection intent model (curate/intent_model.py) and measure it leave-one-set-out.

    python -m bench.intent_train --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo \
        --out curate/data/intent_model.json --report bench/results/intent_model.json

Everything it trains on is TUNING data: the hand-written injection sets (tests/data/injection_tuning_v2..v11.json
and the SPENT blind sets injection_heldout*.json v1..v9, hostile vs ordinary), the cases of
tests/test_hostile_text.py, and as ordinary text the user messages of BEAM conversations 1-10 and the turns of
LoCoMo conversations 26, 41 and 47 (bench/locomo.py TUNED). BEAM 11-20 and the other LoCoMo conversations are
never read here (bench.injection_scan --intent measures them, in aggregate).

The model is logistic regression (scikit-learn, here only) over the binary features of
curate.intent_model.features scaled to unit length, so the exported weights give the trainer's own scores in
plain Python. The threshold is set on out-of-fold scores of the training data: above every ordinary
conversation message but the `--allow` highest (a false alarm costs the speaker a memory).
--loso: for each of the named blind sets, train without it (threshold chosen the same way) and report the
held set's hostile recall and ordinary fire rate, the model alone and OR'd with the rules.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from sklearn.feature_extraction import DictVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold

from bench import beam_data, injection_sets, locomo_data
from curate import intent_model
from curate.gatekeeper import injection_rules, judged, load_rules
from utils.config import Settings

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SETS = ["injection_heldout", "injection_heldout_v2", "injection_heldout_v3", "injection_heldout_v4",
        "injection_heldout_v5", "injection_tuning_v2", "injection_tuning_v3", "injection_tuning_v4",
        "injection_tuning_v5", "injection_tuning_v6", "injection_heldout_v6", "injection_tuning_v7",
        "injection_heldout_v7", "injection_tuning_v8", "injection_tuning_v8b",
        "injection_tuning_v8c", "injection_heldout_v8", "injection_tuning_v9",
        "injection_tuning_v9b", "injection_heldout_v9", "injection_tuning_v10", "injection_tuning_v11",
        "injection_tuning_v11b", "injection_tuning_v11c", "injection_tuning_v12", "injection_tuning_v13",
        "injection_heldout_v10", "injection_heldout_v11", "injection_heldout_v12", "injection_heldout_v13"]
# Blind sets are trained on only once spent (run once by their owner); the next blind one (and every later one,
# bench.injection_sets.blind) never is.
NEVER = f"injection_heldout_v{injection_sets.NEXT_BLIND}"
BEAM_TUNING = {str(i) for i in range(1, 11)}
LOCOMO_TUNING = {"26", "41", "47"}
# Hand-written items weigh more than one conversation message each: there are ~300 of them against ~4,000
# messages, and they are the ones that sit near the boundary.
SET_WEIGHT = 3.0


@dataclass
class Item:
    text: str
    hostile: bool
    source: str  # the set it came from ("injection_heldout_v4", "beam", "locomo", "test_hostile_text")


def _test_cases() -> list[Item]:
    """The lists of tests/test_hostile_text.py (hostile: HOSTILE, PARAPHRASES; ordinary: BENIGN, ORDINARY)."""
    tree = ast.parse((ROOT / "tests" / "test_hostile_text.py").read_text(encoding="utf-8"))
    out: list[Item] = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name in ("HOSTILE", "PARAPHRASES", "BENIGN", "ORDINARY"):
                for t in ast.literal_eval(node.value):
                    out.append(Item(t, name in ("HOSTILE", "PARAPHRASES"), "test_hostile_text"))
    return out


def items(beam: Path | None, locomo: Path | None) -> list[Item]:
    """Every training item (all tuning data; see the module docstring)."""
    out: list[Item] = []
    for name in SETS:
        if injection_sets.blind(name):
            raise ValueError(f"{name} is a blind set: never trained on")
        d = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
        out += [Item(t, True, name) for t in d["hostile"]] + [Item(t, False, name) for t in d["ordinary"]]
    out += _test_cases()
    if beam:
        for c in beam_data.load_dir(beam):
            if c.key in BEAM_TUNING:
                out += [Item(m.text, False, "beam") for s in c.sessions for m in s.messages
                        if m.speaker == beam_data.USER and m.text.strip()]
    if locomo:
        for c in locomo_data.load_dir(locomo):
            if c.key in LOCOMO_TUNING:
                out += [Item(m.text, False, "locomo") for s in c.sessions for m in s.messages if m.text.strip()]
    return out


@dataclass
class Prepared:
    """The training items with each window's features computed once (folds and runs reuse them)."""

    data: list[Item]
    windows: list[list[frozenset[str]]]  # per item: its windows' features (one window for a hostile item)

    @classmethod
    def of(cls, data: list[Item]) -> Prepared:
        # A hostile item is one example (they are all shorter than a window); an ordinary message longer than
        # a window gives each window as an example: at run time every window must stay below the threshold.
        # Each text as the gatekeeper hands it to the model (curate.gatekeeper.judged: a quoted order asked
        # about is put aside).
        out = []
        for it in data:
            t = judged(it.text)
            out.append([frozenset(intent_model.features(w)) for w in ([t] if it.hostile else intent_model.windows(t))])
        return cls(data, out)

    def subset(self, idx: Sequence[int]) -> Prepared:
        return Prepared([self.data[i] for i in idx], [self.windows[i] for i in idx])


def fit(prep: Prepared, c: float) -> tuple[DictVectorizer, LogisticRegression]:
    """Logistic regression over the intent features (binary, scaled to unit length) of the windows."""
    rows: list[dict[str, float]] = []
    labels: list[int] = []
    weights: list[float] = []
    for it, wins in zip(prep.data, prep.windows):
        base = 1.0 if it.source in ("beam", "locomo") else SET_WEIGHT
        for f in wins:
            v = 1.0 / math.sqrt(len(f)) if f else 0.0
            rows.append({x: v for x in f})
            labels.append(int(it.hostile))
            weights.append(base / len(wins))
    vec = DictVectorizer()
    x = vec.fit_transform(rows).tocsr()
    x.indices, x.indptr = x.indices.astype(np.int32), x.indptr.astype(np.int32)  # liblinear takes 32-bit only
    clf = LogisticRegression(C=c, class_weight="balanced", max_iter=2000, solver="liblinear")
    clf.fit(x, np.array(labels), sample_weight=np.array(weights))
    return vec, clf


def export(vec: DictVectorizer, clf: LogisticRegression, threshold: float, min_weight: float) -> intent_model.IntentModel:
    """The plain-Python model: the features whose weight is at least `min_weight` in size."""
    coef = clf.coef_[0]
    names = vec.get_feature_names_out()
    weights = {str(n): round(float(v), 5) for n, v in zip(names, coef) if abs(v) >= min_weight}
    return intent_model.IntentModel(weights, round(float(clf.intercept_[0]), 5), threshold)


def _score(model: intent_model.IntentModel, wins: list[frozenset[str]]) -> float:
    """IntentModel.score over features already computed (the same sum)."""
    w = model.weights
    return max(model.bias + (sum(w.get(x, 0.0) for x in f) / math.sqrt(len(f)) if f else 0.0) for f in wins)


def oof_scores(prep: Prepared, c: float, min_weight: float, folds: int = 5) -> list[float]:
    """Each item's score (max over its windows) from a model trained on the other folds."""
    data = prep.data
    y = np.array([int(it.hostile) for it in data])
    strata = np.array([f"{it.source}:{int(it.hostile)}" if it.source not in ("beam", "locomo") else it.source
                       for it in data])
    # Sources with fewer items than folds are stratified on the label alone.
    counts = {s: int((strata == s).sum()) for s in set(strata)}
    strata = np.array([s if counts[s] >= folds else str(lbl) for s, lbl in zip(strata, y)])
    out = [0.0] * len(data)
    for tr, te in StratifiedKFold(folds, shuffle=True, random_state=0).split(np.zeros(len(data)), strata):
        vec, clf = fit(prep.subset(tr), c)
        m = export(vec, clf, 0.0, min_weight)
        for i in te:
            # Windows as run time cuts them (a hostile item is one window at both times: all are short).
            out[i] = _score(m, prep.windows[i])
    return out


def choose_threshold(data: list[Item], scores: list[float], allow: int) -> float:
    """Just above the (allow+1)-th highest out-of-fold score of an ordinary conversation message."""
    conv = sorted((s for it, s in zip(data, scores) if it.source in ("beam", "locomo")), reverse=True)
    return round(conv[min(allow, len(conv) - 1)] + 1e-3, 4)


def train(prep: Prepared, c: float, min_weight: float, allow: int) -> tuple[intent_model.IntentModel, dict[str, object]]:
    """The exported model with its threshold, and the out-of-fold figures the threshold came from."""
    scores = oof_scores(prep, c, min_weight)
    thr = choose_threshold(prep.data, scores, allow)
    vec, clf = fit(prep, c)
    model = export(vec, clf, thr, min_weight)
    by: dict[str, dict[str, int]] = {}
    for it, s in zip(prep.data, scores):
        key = "conversations" if it.source in ("beam", "locomo") else "sets"
        d = by.setdefault(f"{key}:{'hostile' if it.hostile else 'ordinary'}", {"n": 0, "fired": 0})
        d["n"] += 1
        d["fired"] += int(s > thr)
    return model, {"threshold": thr, "out_of_fold": by, "features": len(model.weights)}


# The tuning set written from a blind set's misses (its classes in fresh wording): left out with it, so the
# held set is judged by a model that never saw what was learnt from it.
DERIVED = {"injection_heldout_v12": "injection_tuning_v13", "injection_heldout_v11": "injection_tuning_v12",
           "injection_heldout_v10": "injection_tuning_v11", "injection_heldout_v9": "injection_tuning_v10", "injection_heldout_v8": "injection_tuning_v9", "injection_heldout_v7": "injection_tuning_v8", "injection_heldout_v6": "injection_tuning_v7", "injection_heldout_v5": "injection_tuning_v6", "injection_heldout_v4": "injection_tuning_v5", "injection_heldout_v3": "injection_tuning_v4",
           "injection_heldout_v2": "injection_tuning_v3", "injection_heldout": "injection_tuning_v2"}


def loso(prep: Prepared, held: str, c: float, min_weight: float, allow: int, strict: bool) -> dict[str, object]:
    """Train without set `held` (strict: nor the set derived from its misses), then its hostile recall and
    ordinary fire rate (model; rules; either)."""
    out_sets = {held} | ({DERIVED[held]} if strict and held in DERIVED else set())
    keep = [i for i, it in enumerate(prep.data) if it.source not in out_sets]
    model, info = train(prep.subset(keep), c, min_weight, allow)
    test = [it for it in prep.data if it.source == held]
    rules = load_rules(Settings())
    out: dict[str, object] = {"left_out": sorted(out_sets), "threshold": model.threshold,
                              "trained_oof": info["out_of_fold"]}
    for label in ("hostile", "ordinary"):
        part = [it.text for it in test if it.hostile == (label == "hostile")]
        m = [model.fires(judged(t)) for t in part]
        r = [injection_rules(rules, t) for t in part]  # the patterns alone (injection() holds the shipped model)
        out[label] = {"n": len(part), "model": sum(m), "rules": sum(r), "either": sum(a or b for a, b in zip(m, r))}
        out[f"{label}_scores"] = [round(model.score(judged(t)), 3) for t in part]
    return out


def embedding_loso(prep: Prepared, held: str, allow: int, strict: bool, cache: Path | None) -> dict[str, object]:
    """Candidate (b), for the comparison only: logistic regression over the offline MiniLM vector of each
    item (as embedded, truncated by the model), the same split and the same threshold rule as `loso`."""
    from utils.embed.local import LocalEmbedder

    texts = [it.text for it in prep.data]
    vecs = None
    if cache and cache.exists():
        z = np.load(cache)
        if int(z["n"]) == len(texts):
            vecs = z["v"]
    if vecs is None:
        emb = LocalEmbedder()
        vecs = emb.embed_documents(texts, 32)
        emb.close()
        if cache:
            np.savez(cache, v=vecs, n=len(texts))
    out_sets = {held} | ({DERIVED[held]} if strict and held in DERIVED else set())
    data = prep.data
    y = np.array([int(it.hostile) for it in data])
    w = np.array([1.0 if it.source in ("beam", "locomo") else SET_WEIGHT for it in data])
    tr = np.array([i for i, it in enumerate(data) if it.source not in out_sets])
    te = [i for i, it in enumerate(data) if it.source == held]
    oof = np.zeros(len(data))
    for a, b in StratifiedKFold(5, shuffle=True, random_state=0).split(tr, y[tr]):
        clf = LogisticRegression(C=4.0, class_weight="balanced", max_iter=2000)
        clf.fit(vecs[tr[a]], y[tr[a]], sample_weight=w[tr[a]])
        oof[tr[b]] = clf.decision_function(vecs[tr[b]])
    thr = choose_threshold([data[i] for i in tr], list(oof[tr]), allow)
    clf = LogisticRegression(C=4.0, class_weight="balanced", max_iter=2000)
    clf.fit(vecs[tr], y[tr], sample_weight=w[tr])
    s = clf.decision_function(vecs[te])
    out: dict[str, object] = {"left_out": sorted(out_sets), "threshold": thr}
    for label in ("hostile", "ordinary"):
        part = [k for k, i in enumerate(te) if data[i].hostile == (label == "hostile")]
        out[label] = {"n": len(part), "model": int(sum(s[k] > thr for k in part))}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.intent_train", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (conversations 1-10 are read)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder (conversations 26, 41, 47 are read)")
    ap.add_argument("--c", type=float, default=4.0, help="inverse regularisation strength")
    ap.add_argument("--min-weight", type=float, default=0.05, help="features with a smaller weight are not exported")
    ap.add_argument("--allow", type=int, default=0,
                    help="ordinary conversation messages allowed above the threshold (out of fold)")
    ap.add_argument("--loso", nargs="*", default=[], help="blind sets to leave out one at a time and test on")
    ap.add_argument("--embedding", type=Path, default=None,
                    help="also run candidate (b), MiniLM vectors + logistic regression, leave-one-set-out "
                         "(this file caches the vectors)")
    ap.add_argument("--out", type=Path, help="where to write the model (curate/data/intent_model.json)")
    ap.add_argument("--report", type=Path, help="where to write the figures (JSON)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    data = items(args.beam, args.locomo)
    report: dict[str, object] = {
        "command": "python -m bench.intent_train " + " ".join(argv if argv is not None else __import__("sys").argv[1:]),
        "training_items": {s: sum(1 for it in data if it.source == s) for s in dict.fromkeys(it.source for it in data)},
        "params": {"c": args.c, "min_weight": args.min_weight, "allow": args.allow},
    }
    prep = Prepared.of(data)
    for held in args.loso:
        # Strict differs only for a blind set with a tuning set derived from its misses.
        for strict in (False, True) if held in DERIVED else (False,):
            report[f"loso:{held}{':strict' if strict else ''}"] = r = loso(
                prep, held, args.c, args.min_weight, args.allow, strict)
            print(f"leave out {r['left_out']}: threshold {r['threshold']}; hostile {r['hostile']}; "
                  f"ordinary {r['ordinary']}", flush=True)
            if args.embedding:
                report[f"embedding:{held}{':strict' if strict else ''}"] = e = embedding_loso(
                    prep, held, args.allow, strict, args.embedding)
                print(f"  (b) MiniLM: threshold {e['threshold']}; hostile {e['hostile']}; ordinary {e['ordinary']}",
                      flush=True)
    if args.out:
        model, info = train(prep, args.c, args.min_weight, args.allow)
        report["final"] = info
        # A sample of texts with the trainer's scores: tests check the shipped model gives the same.
        sample = [it.text for it in data if it.source not in ("beam", "locomo")][::25][:12]
        body = {
            "about": "Injection intent model (curate/intent_model.py), trained by bench/intent_train.py on TUNING "
                     "data only (see its docstring); figures in bench/results/intent_model.json.",
            "bias": model.bias, "threshold": model.threshold, "window": model.window,
            "check": [[t, round(model.score(t), 6)] for t in sample],
            "weights": dict(sorted(model.weights.items())),
        }
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"model: {info}")
    report["seconds"] = round(time.perf_counter() - t0, 1)
    if args.report:
        args.report.parent.mkdir(parents=True, exist_ok=True)
        args.report.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
