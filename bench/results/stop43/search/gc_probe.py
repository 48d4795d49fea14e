"""The store query alone, 400 times, in the tree on PYTHONPATH: objects and modules after import, the garbage
collector's passes, and CPU per query (was a CPU difference on identical store code the collector's? no).

    cd <tree> && PYTHONPATH=. python bench/results/stop43/search/gc_probe.py <name>
"""
import gc, time, sys, statistics
from pathlib import Path
import numpy as np
from bench.search import query_vectors, warm_up, QUERIES
from utils.config import Settings
from utils.store.edge import EdgeStore
settings = Settings()
store = EdgeStore(Path("/tmp/search43/data"), "bench", resident_mb=settings.serve.resident_mb)
warm_up(store, 100)
qd, qs = query_vectors()
gcs = {0: [0, 0.0], 1: [0, 0.0], 2: [0, 0.0]}
st = {}
def cb(phase, info):
    if phase == "start": st["t"] = time.perf_counter()
    else:
        g = gcs[info["generation"]]; g[0] += 1; g[1] += time.perf_counter() - st["t"]
gc.callbacks.append(cb)
rng = np.random.default_rng(3)
cpu = []
for i in range(400):
    u = f"user-{rng.integers(100):04d}"
    c = time.process_time()
    store.search(u, qd[i % 10], qs[i % 10], 50)
    cpu.append((time.process_time() - c) * 1000)
print(sys.argv[1], "objects", len(gc.get_objects()), "modules", len(sys.modules), "cpu p50", round(statistics.median(cpu), 3),
      {g: (n, round(t * 1000, 1)) for g, (n, t) in gcs.items()}, "freeze", gc.get_freeze_count(), gc.get_threshold())
