"""Group size for utils.prefilter.Group: RE2 passes of unions of N injection patterns over the texts _patterns_fire
reads in a tuning run (inputs.pkl: BEAM 1-10 + LoCoMo 26/41/47), cold (a fresh union) and warm."""
import pickle, time
from pathlib import Path
from utils import prefilter
from utils.normalise import normalise
import curate.gatekeeper as g
rules = g.load_rules_file(Path("curate/rules.yaml"))
inp = pickle.load(open("/tmp/speed42/inputs.pkl", "rb"))
ns = [normalise(x) for x in inp["_patterns_fire"]]
t = time.thread_time(); [normalise(x) for x in inp["_patterns_fire"]]; print("normalise", round(time.thread_time() - t, 3))
for size in (4, 8, 12, 16, 24):
    prefilter._union.cache_clear()
    G = prefilter.Group(rules.injection, size)
    t = time.thread_time(); a = [G.candidates(x) for x in ns]; cold = time.thread_time() - t
    t = time.thread_time(); a = [G.candidates(x) for x in ns]; warm = time.thread_time() - t
    print(size, "cold", round(cold, 3), "warm", round(warm, 3), "per text us", round(cold / len(ns) * 1e6))
print("first 2300 texts, cold")
for size in (8, 12, 16, 20):
    for mem in (32, 64):
        prefilter._union.cache_clear()
        import re2
        orig = prefilter._union.__wrapped__
        def u(patterns, blind, mem=mem):
            opts = re2.Options(); opts.case_sensitive = not blind; opts.max_mem = mem << 20; opts.log_errors = False
            return re2.compile("|".join(f"(?:{prefilter.loosen(p)})" for p in patterns).encode(), opts)
        saved = prefilter._union; prefilter._union = u
        G = prefilter.Group(rules.injection, size)
        prefilter._union = saved
        t = time.thread_time(); a = [G.candidates(x) for x in ns[:2300]]; cold = time.thread_time() - t
        print(size, mem, "cold", round(cold, 3))
