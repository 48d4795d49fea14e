"""Re-embed every gem with the configured embedder into a fresh collection, then swap it in.

The old collection stays untouched until the new one holds every gem, so a failed reindex loses
nothing; run it again and it starts over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from retrieve.search import forget_check
from utils.embed import Embedder
from utils.errors import StopError
from utils.store import GemStore
from utils.store.core import index_vectors
from utils.store.sparse import embed_documents, sparse_text

log = logging.getLogger("true_recall.reindex")

SUFFIX = "__reindex"


@dataclass(frozen=True)
class Reindexed:
    gems: int
    users: int
    old_embedder: str | None
    new_embedder: str


def reindex(
    store: GemStore,
    embedder: Embedder,
    batch_size: int = 64,
    progress: Callable[[int, int], None] | None = None,
) -> Reindexed:
    """Rebuild `store` with `embedder`; progress(done, total) is called after each batch."""
    before = store.info()
    users = store.users()
    total = sum(users.values())
    new = _fresh_sibling(store, before.collection + SUFFIX, embedder.name, embedder.dim)
    done = 0
    for user in sorted(users):
        batch = []
        for g in store.scroll(user):
            batch.append(g.model_copy(update={"embedder": embedder.name}))
            if len(batch) >= batch_size:
                done += _write(new, embedder, batch, batch_size)
                batch = []
                if progress:
                    progress(done, total)
        if batch:
            done += _write(new, embedder, batch, batch_size)
            if progress:
                progress(done, total)
    _swap_in(store, new, total, "reindex")
    forget_check(store)
    log.info("reindexed %d gems of %d users: %s -> %s", total, len(users), before.embedder, embedder.name)
    return Reindexed(total, len(users), before.embedder, embedder.name)


def _fresh_sibling(store: GemStore, collection: str, embedder: str, dim: int) -> GemStore:
    """An empty collection beside the store's (a leftover of an interrupted run is dropped first)."""
    new = store.sibling(collection)
    new.drop()
    new = store.sibling(collection)
    new.ensure(embedder, dim)
    return new


def _swap_in(store: GemStore, new: GemStore, total: int, what: str) -> None:
    """Make `new` the store's collection, only if it holds every gem; else the old one is kept."""
    if new.count() != total:
        raise StopError(f"{what} wrote {new.count()} gems but the store has {total}; the old collection is kept")
    store.replace_with(new)


def _write(store: GemStore, embedder: Embedder, gems: list, batch_size: int) -> int:
    dense, sparse_vecs = index_vectors(gems, embedder, batch_size)
    store.upsert(gems, dense, sparse_vecs)
    return len(gems)


COMPACT_SUFFIX = ".compact"


def compact(store: GemStore, batch_size: int = 256) -> int:
    """Rewrite an embedded collection from its live points, so no segment file keeps the bytes of a deleted
    or overwritten gem (forgetting, scrubbing). Vectors are copied, nothing is re-embedded; sparse vectors are
    recomputed from the text (cheap). Returns the gems written; 0 for a Qdrant server, whose own optimizer
    vacuums deleted points (nothing of its files is ours to rewrite)."""
    if not store.exclusive:
        return 0
    before = store.info()
    if before.embedder is None or before.dim is None:
        return 0  # never ensured: nothing written yet
    users = store.users()
    total = sum(users.values())
    new = _fresh_sibling(store, before.collection + COMPACT_SUFFIX, before.embedder, before.dim)
    for user in sorted(users):
        gems = list(store.scroll(user))
        for i in range(0, len(gems), batch_size):
            part = gems[i : i + batch_size]
            vecs = store.vectors(user, [g.id for g in part])
            dense = np.vstack([vecs[g.id] for g in part]).astype(np.float32)
            new.upsert(part, dense, embed_documents([sparse_text(g.gem, g.context, g.date) for g in part]))
    _swap_in(store, new, total, "compaction")
    log.info("compacted %s: %d gems of %d users rewritten", before.collection, total, len(users))
    return total
