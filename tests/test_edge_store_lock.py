"""An opener refused because another holds the embedded store must leave the holder's files alone.

qdrant-edge's EdgeShard.load loads (and repairs) the segments before it tries the WAL lock, so a refused
load used to rewrite the segment files of a shard open elsewhere: the holder's next flush failed or a
segment came back unreadable ("Failed to deserialize sparse vector"). EdgeStore now takes its own lock
before loading (utils/store/edge.py). The opener here is in-process; another process fares the same.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import numpy as np
import pytest
from store_fixtures import make_gem

from utils.errors import StoreLocked
from utils.store import Sparse
from utils.store.edge import EdgeStore

DIM = 8


def _write(store: EdgeStore, n: int, rnd: random.Random, round_: int) -> tuple[str, Sparse]:
    gems = [make_gem(f"gem {round_}-{i}", turns=f"{10 * round_ + i + 1}-{10 * round_ + i + 1}") for i in range(n)]
    dense = np.array([[rnd.random() for _ in range(DIM)] for _ in gems], dtype=np.float32)
    sparse = []
    for _ in gems:
        idx = sorted(rnd.sample(range(1, 2**31), rnd.randint(5, 90)))
        sparse.append(Sparse(idx, [rnd.random() + 0.5 for _ in idx]))
    store.upsert(gems, dense, sparse)
    return gems[0].id, sparse[0]


def _files(shard: Path) -> dict[str, str]:
    return {str(f.relative_to(shard)): hashlib.blake2b(f.read_bytes()).hexdigest()
            for f in sorted(shard.rglob("*")) if f.is_file()}


def test_a_refused_opener_leaves_the_holders_shard_intact(tmp_path: Path) -> None:
    rnd = random.Random(7)
    holder = EdgeStore(tmp_path, "c")
    holder.ensure("test", DIM)
    other = EdgeStore(tmp_path, "c", lock_wait_s=0, lazy=True, announce=False)  # e.g. serve, or a waiting curator
    written = 0
    try:
        for round_ in range(3):
            _write(holder, 3, rnd, round_)
            written += 3
            holder._shard.flush()  # what the holder has on disk now, tracker journals included
            before = _files(holder.dir)
            with pytest.raises(StoreLocked):
                other.hold(0)  # refused: the holder has it
            assert _files(holder.dir) == before, "a refused opener changed the holder's files"
        last_id, last_sparse = _write(holder, 3, rnd, 99)
        written += 3
    finally:
        holder.close()  # after a refused load rewrote its files, this flush failed ("tracker journal ... shorter")
        other.close()
    reopened = EdgeStore(tmp_path, "c", lock_wait_s=0)
    try:
        assert reopened.count() == written
        assert len(list(reopened.scroll("alice"))) == written  # payloads read back
        hits = reopened.search("alice", None, last_sparse, limit=5)  # the sparse vectors read back
        assert hits and hits[0].id == last_id
    finally:
        reopened.close()


def test_only_the_wal_lock_counts_as_locked() -> None:
    """An engine error that merely contains "lock" (as "block" does) is damage, not a held store."""
    from utils.store.edge import _locked

    assert _locked(Exception("Service runtime error: failed to open WAL /x/wal: Can't init WAL: Kind(WouldBlock)"))
    assert not _locked(Exception("failed to load segment: invalid block checksum"))
    assert not _locked(Exception("tracker journal for block 7 is shorter than expected"))
