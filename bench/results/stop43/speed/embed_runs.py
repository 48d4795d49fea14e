import json, time, sys
import numpy as np
from utils.embed import local
from utils.embed.local import LocalEmbedder, length_runs
calls = json.load(open("/tmp/speed43/embed_calls.json"))
e = LocalEmbedder()
e.embed_batch(["warm up text"])
def cur(cells, overhead, whole):
    local.RUN_CELLS = cells
    n = 0
    t = time.thread_time()
    for texts in calls:
        texts = sorted(texts, key=len)
        if whole:
            encs = e._tok.encode_batch(texts)
            for rows in length_runs([len(x.ids) for x in encs], cells, overhead):
                e._embed_run([encs[i].ids for i in rows]); n += 1
        else:
            for i in range(0, len(texts), 32):
                encs = e._tok.encode_batch(texts[i:i+32])
                for rows in length_runs([len(x.ids) for x in encs], cells, overhead):
                    e._embed_run([encs[i].ids for i in rows]); n += 1
    return time.thread_time() - t, n
for rep in range(2):
    for cells, ov, whole in [(512, 8, False), (512, 8, True), (512, 2, True), (512, 0, True), (384, 4, True), (768, 4, True)]:
        print(cells, ov, whole, "%.2fs %d runs" % cur(cells, ov, whole), flush=True)
