"""The gem store: one interface (base.py), one shared core (core.py), two thin adapters picked by config.

- ``qdrant.url`` -> ``QdrantStore`` (qdrant.py): a Qdrant server through qdrant-client. Tests drive the
  same class with qdrant-client's local mode (``location=":memory:"`` / ``path=``), which speaks the same API.
- ``qdrant.path`` -> ``EdgeStore`` (edge.py): Qdrant's engine in-process (qdrant-edge-py).
"""

from __future__ import annotations

from utils.config import Settings
from utils.store.base import GemFilter, GemStore, Hit, Sparse, StoreInfo, epoch_us

__all__ = ["GemFilter", "GemStore", "Hit", "Sparse", "StoreInfo", "epoch_us", "open_store"]


def open_store(settings: Settings, lock_wait_s: float | None = None, lazy: bool = False,
               announce: bool = True, resident_mb: int = 0) -> GemStore:
    """The store the config names (qdrant.url -> server, qdrant.path -> embedded).

    lock_wait_s: how long to wait for an embedded store another process holds (None: qdrant.lock_wait_s,
    long enough for a batch command to outwait a busy `serve`). lazy: an embedded store opens its folder
    at first use instead of now. announce: while waiting, ask a running `serve` to let go of it (off
    for serve itself and for callers that can ask serve over HTTP instead). resident_mb: how much of an
    embedded store's files to keep locked in RAM while it is open (serve: serve.resident_mb).
    """
    from utils.ledger import Ledger

    q = settings.qdrant
    store: GemStore
    if q.url:
        from utils.store.qdrant import QdrantStore

        store = QdrantStore.from_settings(settings)
    else:
        from utils.store.edge import EdgeStore

        wait = q.lock_wait_s if lock_wait_s is None else lock_wait_s
        store = EdgeStore(settings.resolve(q.path or "store"), q.collection, lock_wait_s=wait, lazy=lazy,
                          announce=announce, resident_mb=resident_mb, min_free_mb=q.min_free_mb)
    store.ledger = Ledger.lazy(settings)  # connects to Redis only when a delete or a check needs it
    store.ledger.mirror = store.counts_path
    return store
