"""What erasure costs in the embedded store: does a deleted gem's text stay in the segment files, and how
long does the compaction that takes it out (utils/store/compaction.py: run whole by forget-user, scrub,
`memories compact` and the next curate run, in slices by serve's background after a DELETE) take at a given
size? What a DELETE costs the searches of a running serve: bench/erasure_load.py.

    python -m bench.erasure --gems 20000 --users 20

Random unit vectors stand in for embeddings (compaction copies vectors, it never embeds); the texts are
distinct, so a raw-byte search of the shard's files tells whether a deleted one is still there.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

from retrieve.reindex import compact
from schemas import StoredGem
from utils.store.edge import EdgeStore
from utils.store.sparse import embed_documents, sparse_text

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


def gems(n: int, users: int) -> list[StoredGem]:
    out = []
    for i in range(n):
        ts = T0 + timedelta(minutes=i)
        g = StoredGem(id="", gem=f"Gem {i} of the bench: the word erasuremark{i:07d} is in it and nowhere else.",
                      categories=["fact"], importance="medium", confidence=0.9, timestamp=ts, date=ts.date(),
                      conversation_id=f"c{i % 97}", turn_range=f"{i + 1}-{i + 1}", user_id=f"u{i % users}")
        out.append(g.model_copy(update={"id": g.point_id()}))
    return out


def shard_bytes(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--gems", type=int, default=20000)
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--delete", type=int, default=10)
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="bench-erasure-")
    root = Path(tmp.name)
    store = EdgeStore(root / "store", "c")
    store.ensure("random", 384)
    rng = np.random.default_rng(7)
    all_gems = gems(args.gems, args.users)
    t = time.perf_counter()
    for i in range(0, len(all_gems), 1000):
        part = all_gems[i : i + 1000]
        v = rng.standard_normal((len(part), 384)).astype(np.float32)
        v /= np.linalg.norm(v, axis=1, keepdims=True)
        store.upsert(part, v, embed_documents([sparse_text(g.gem, g.context, g.date) for g in part]))
    store.optimize()
    built = time.perf_counter() - t
    gone = [g for g in all_gems if g.user_id == "u0"][: args.delete]
    store.delete("u0", [g.id for g in gone])
    store.close()
    marks = [next(w for w in g.gem.split() if w.startswith("erasuremark")).encode() for g in gone]
    before = sum(m in shard_bytes(root / "store") for m in marks)
    store = EdgeStore(root / "store", "c")
    t = time.perf_counter()
    n = compact(store)
    took = time.perf_counter() - t
    store.close()
    after = sum(m in shard_bytes(root / "store") for m in marks)
    tmp.cleanup()
    print(json.dumps({"gems": args.gems, "users": args.users, "deleted": len(gone), "build_s": round(built, 1),
                      "deleted_texts_in_files_before_compaction": before, "after": after,
                      "compaction_s": round(took, 2), "gems_rewritten": n,
                      "compaction_us_per_gem": round(took / max(1, n) * 1e6, 1)}))


if __name__ == "__main__":
    main()
