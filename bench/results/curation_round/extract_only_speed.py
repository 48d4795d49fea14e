"""Rules extraction alone (no embedding, no store) on LoCoMo (all 8) and BEAM 1-3, staged as bench.locomo does.

    cd <code root> && PYTHONPATH=. python bench/results/curation_round/extract_only_speed.py 3

Prints the best CPU time of N passes (turns per CPU second). Needs /tmp/beam100k (python -m bench.beam_data).
"""
import sys, time
from pathlib import Path
sys.path.insert(0, '.')
from bench import locomo_data as data, beam_data
from bench.locomo import stage_direct
from curate.backend import Chunk
from curate.rules_extractor import RulesExtractor
chunks = []
for k in ("26","30","41","42","43","44","47","48"):
    st = stage_direct(data.load(Path(f"/work/shared/benchmarks/locomo/{k}.json")))
    by = {}
    for t in st.turns: by.setdefault(t.conversation_id, []).append(t)
    chunks += [Chunk(ts[0].user_id, cid, ts) for cid, ts in by.items()]
for k in ("1","2","3"):
    st = stage_direct(beam_data.load(Path("/tmp/beam100k")/k))
    by = {}
    for t in st.turns: by.setdefault(t.conversation_id, []).append(t)
    chunks += [Chunk(ts[0].user_id, cid, ts) for cid, ts in by.items()]
n = sum(len(c.turns) for c in chunks)
ex = RulesExtractor()
best = 1e9
for r in range(int(sys.argv[1]) if len(sys.argv) > 1 else 3):
    t0 = time.process_time()
    d = sum(len(ex.extract(c).drafts) for c in chunks)
    best = min(best, time.process_time() - t0)
print(f"{n} turns, {len(chunks)} chunks, {d} drafts, best CPU {best:.2f}s, {n/best:.0f} turns per CPU s")
