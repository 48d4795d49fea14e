import json, time
from curate import rules_extractor as rx, lexicon as lx
from utils import prefilter
d = json.load(open("/tmp/speed43/re_texts.json"))
texts = d["cats"]
order = rx._CATEGORY_ORDER
pats = [lx.CATEGORY_CUES[c] for c in order]
for size in (4, 8, 16):
    g = prefilter.Group(pats, size)
    def grouped(t):
        return [order[i] for i in g.candidates(t) if pats[i].exact.search(t)]
    assert all(grouped(t) == rx.categories_of(t) for t in texts)
    for _ in range(2):
        t0 = time.thread_time(); [rx.categories_of(t) for t in texts]; a = time.thread_time() - t0
        t0 = time.thread_time(); [grouped(t) for t in texts]; b = time.thread_time() - t0
    print(size, "current %.3f grouped %.3f" % (a, b))
hits = sum(len(rx.categories_of(t)) for t in texts); print("texts", len(texts), "hits", hits, "patterns", len(pats))
