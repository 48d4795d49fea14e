import json, time, collections
import numpy as np
from utils.embed.local import LocalEmbedder
days = json.load(open("/tmp/speed44/days.json"))
users = collections.OrderedDict()
for d in days: users.setdefault(d["user"], []).extend(d["texts"])
print(len(days), "days", len(users), "users")
e = LocalEmbedder(); e.embed_batch(["warm"])
def emb(groups, cap):
    n = 0
    for g in groups:
        g = sorted(dict.fromkeys(g), key=len)
        for i in range(0, len(g), cap):
            e.embed_batch(g[i:i+cap])
variants = {"day/32": ([d["texts"] for d in days], 32), "day/all": ([d["texts"] for d in days], 10**6),
            "user/32": (list(users.values()), 32), "user/all": (list(users.values()), 10**6)}
T = collections.defaultdict(list)
for rep in range(4):
    for k, (g, cap) in variants.items():
        t = time.thread_time(); emb(g, cap); T[k].append(time.thread_time() - t)
for k, v in T.items(): print(k, " ".join(f"{x:.2f}" for x in v), f"median {np.median(v):.2f}")
