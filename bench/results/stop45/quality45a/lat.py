"""search() p50 with the instruction lookup on and off (edge store, local embedder, 2,000 gems, 12 instructions)."""
import sys, time, statistics, tempfile
from pathlib import Path
sys.path.insert(0, 'tests')
from store_fixtures import BASE, edge_store, index, local_embedder, make_gem
from retrieve.search import search
from utils.config import load_settings
tmp = Path(tempfile.mkdtemp())
store = edge_store(tmp)
topics = ["probability", "resume design", "cooking", "travel plans", "the garden", "my budget", "python code",
          "running", "music lessons", "the car", "taxes", "my thesis"]
gems = [make_gem(f"Note {i} about {topics[i % 12]}: detail number {i} and some more words here", turns=f"{i}-{i}")
        for i in range(1, 2001)]
gems += [make_gem(f"Always give examples when I ask about {t}.", categories=["instruction"], turns=f"{3000 + j}-{3000 + j}")
         for j, t in enumerate(topics)]
index(store, gems)
cfg = tmp / "c.yaml"; cfg.write_text("profile: embedded\n")
s = load_settings(cfg, profile="embedded", overrides={"data_dir": str(tmp / "d"), "retrieve": {"usage_tracking": False}})
emb = local_embedder()
qs = [f"what did I say about {t} last time, detail {i}?" for i in range(20) for t in topics]
for name, m in (("off", 0.0), ("on", 0.8), ("off", 0.0), ("on", 0.8)):
    st = s.model_copy(update={"retrieve": s.retrieve.model_copy(update={"instruction_match": m})})
    for q in qs[:20]:
        search(q, "alice", k=10, settings=st, store=store, embedder=emb, now=BASE, track=False)
    ts = []
    for q in qs:
        t = time.perf_counter(); search(q, "alice", k=10, settings=st, store=store, embedder=emb, now=BASE, track=False)
        ts.append((time.perf_counter() - t) * 1000)
    print(name, "p50 %.2f ms p90 %.2f ms" % (statistics.median(ts), sorted(ts)[int(len(ts) * 0.9)]))
