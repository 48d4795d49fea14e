"""Per-function CPU (thread time, best of 2) on the inputs one curation run gives each function (BEAM 1-10 +
LoCoMo 26/41/47, tuning conversations; collected by running the curator with the functions wrapped).
Run on each tree: cd /tmp && PYTHONPATH=<tree> python functions.py inputs.pkl"""
import pickle
import sys
import time
from pathlib import Path

import curate.addressed as ad
import curate.gatekeeper as g
import curate.intent_model as im
import curate.relayed as rl
import curate.rules_extractor as rx
import curate.unveil as u
from curate.backend import GemDraft

inp = pickle.load(open(sys.argv[1], "rb"))
rules = g.load_rules_file(Path(g.__file__).parent / "rules.yaml")
model = rules.intent
revs = [(GemDraft.model_validate_json(d), s) for d, s in inp["review"]]
said = inp["_patterns_fire"]
cases = [
    ("gatekeeper.review", lambda: [g.review(d, rules, s) for d, s in revs], len(revs)),
    ("gatekeeper.injection", lambda: [g.injection(rules, *t) for t in inp["injection"]], len(inp["injection"])),
    ("gatekeeper.injection_rules", lambda: [g.injection_rules(rules, *t) for t in inp["injection_rules"]], len(inp["injection_rules"])),
    ("gatekeeper._patterns_fire", lambda: [g._patterns_fire(rules, t) for t in said], len(said)),
    ("intent_model.score", lambda: [model.score(t) for t in inp["score"]], len(inp["score"])),
    ("intent_model.features", lambda: [im.features(t) for t in inp["score"]], len(inp["score"])),
    ("unveil.plain", lambda: [u.plain(t) for t in inp["plain"]], len(inp["plain"])),
    ("relayed.order", lambda: [rl.order(t) for t in said], len(said)),
    ("addressed.order", lambda: [ad.order(t) for t in said], len(said)),
    ("rules_extractor.classify", lambda: [rx.classify(*a) for a in inp["classify"]], len(inp["classify"])),
    ("rules_extractor.categories_of", lambda: [rx.categories_of(t) for t in inp["categories_of"]], len(inp["categories_of"])),
]
for name, f, n in cases:
    best = float("inf")
    for _ in range(2):
        if model is not None:
            model._memo.clear()
        t = time.thread_time()
        f()
        best = min(best, time.thread_time() - t)
    print(f"{name:32s} {n:6d} calls {best * 1e6 / n:9.1f} us a call")
