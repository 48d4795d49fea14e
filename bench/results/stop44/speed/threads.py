import json, time, resource
import numpy as np
from utils.embed.local import LocalEmbedder
calls = [c["texts"] for c in json.load(open("/tmp/speed44/calls.json"))]
E = {1: LocalEmbedder(threads=1), 2: LocalEmbedder(threads=2)}
ref = None
for rep in range(3):
    for k, e in E.items():
        w = time.perf_counter(); c = time.process_time()
        out = np.vstack([e.embed_batch(x) for x in calls])
        dw, dc = time.perf_counter() - w, time.process_time() - c
        if ref is None: ref = out
        print(f"threads {k}: wall {dw:.2f}s cpu {dc:.2f}s same={np.array_equal(out, ref)}", flush=True)
