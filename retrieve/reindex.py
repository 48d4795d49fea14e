"""Re-embed every gem with the configured embedder into a fresh collection, then swap it in.

The old collection stays untouched until the new one holds every gem, so a failed reindex loses
nothing; run it again and it starts over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from retrieve.search import forget_check
from utils.embed import Embedder
from utils.store import GemStore
from utils.store.compaction import clear_pending, compact, compact_pending, fresh_sibling, swap_in
from utils.store.core import index_vectors

log = logging.getLogger("true_recall.reindex")

# Compaction (forgetting, scrubbing) lives in utils/store/compaction.py, below curate/ which runs it too.
__all__ = ["Reindexed", "compact", "compact_pending", "reindex"]

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
    clear_pending(store)  # a fresh collection of the live gems: no deleted gem's bytes are left in it
    forget_check(store)
    log.info("reindexed %d gems of %d users: %s -> %s", total, len(users), before.embedder, embedder.name)
    return Reindexed(total, len(users), before.embedder, embedder.name)


_fresh_sibling = fresh_sibling
_swap_in = swap_in


def _write(store: GemStore, embedder: Embedder, gems: list, batch_size: int) -> int:
    dense, sparse_vecs = index_vectors(gems, embedder, batch_size)
    store.upsert(gems, dense, sparse_vecs)
    return len(gems)
