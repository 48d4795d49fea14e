import json, sys, traceback
import bench.curate_speed as cs
import curate.curator as cu
from utils.embed.local import LocalEmbedder
calls = []
ob = LocalEmbedder.embed_batch
def eb(self, texts):
    st = traceback.extract_stack(limit=8)
    where = [f"{f.name}" for f in st[:-1]]
    calls.append({"texts": list(texts), "where": where})
    return ob(self, texts)
LocalEmbedder.embed_batch = eb
cs.main(["--beam", "/tmp/beam100k", "--locomo", "/work/shared/benchmarks/locomo", "--redis-url", "redis://127.0.0.1:6379/7"] + sys.argv[1:])
json.dump(calls, open("/tmp/speed44/calls.json", "w"))
