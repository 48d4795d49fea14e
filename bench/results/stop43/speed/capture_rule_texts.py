import json, sys
import bench.curate_speed as cs
import curate.gatekeeper as g
from utils.normalise import normalise
texts = []; cats = []; anyt = []
of = g._patterns_fire
def pf(rules, said):
    texts.append(normalise(said)); return of(rules, said)
g._patterns_fire = pf
import curate.rules_extractor as rx
oc = rx.categories_of
def co(text):
    cats.append(text); return oc(text)
rx.categories_of = co
oa = g._any
def a(patterns, text):
    anyt.append(text); return oa(patterns, text)
g._any = a
cs.main(["--beam", "/tmp/beam100k", "--locomo", "/work/shared/benchmarks/locomo", "--redis-url", "redis://127.0.0.1:6379/3"])
json.dump({"inj": texts, "cats": cats, "any": anyt}, open("/tmp/speed43/re_texts.json", "w"))
print(len(texts), len(cats), len(anyt))
