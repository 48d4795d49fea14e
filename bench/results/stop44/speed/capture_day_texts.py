import json, sys
import bench.curate_speed as cs
import curate.curator as cu
calls = []
oe = cu.Curator._embed
def e2(self, texts):
    calls.append({"user": self._cur_user if hasattr(self, "_cur_user") else None, "texts": list(texts)}); return oe(self, texts)
cu.Curator._embed = e2
orig = cu.Curator._run_user
def ru(self, user, *a, **k):
    self._cur_user = user; return orig(self, user, *a, **k)
cu.Curator._run_user = ru
cs.main(["--beam", "/tmp/beam100k", "--locomo", "/work/shared/benchmarks/locomo", "--redis-url", "redis://127.0.0.1:6379/7"])
json.dump(calls, open("/tmp/speed44/days.json", "w"))
