"""The gem store: one interface (base.py), one shared core (core.py), two thin adapters picked by config.

- ``qdrant.url`` -> ``QdrantStore`` (qdrant.py): a Qdrant server through qdrant-client. Tests drive the
  same class with qdrant-client's local mode (``location=":memory:"`` / ``path=``), which speaks the same API.
- ``qdrant.path`` -> ``EdgeStore`` (edge.py): Qdrant's engine in-process (qdrant-edge-py).
- ``qdrant.backend: <name>`` -> a store another package registers (entry point group ``true_recall.stores``,
  utils/plugins.py); ``auto`` (the default) picks one of the two above.
"""

from __future__ import annotations

from utils.config import Settings
from utils.store.base import GemFilter, GemStore, Hit, Sparse, StoreInfo, epoch_us

__all__ = ["GemFilter", "GemStore", "Hit", "Sparse", "StoreInfo", "epoch_us", "open_edge", "open_qdrant", "open_store"]


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
    from utils.plugins import STORES, find

    name = settings.qdrant.backend
    if name == "auto":
        name = "qdrant" if settings.qdrant.url else "edge"
    opts = {"lock_wait_s": lock_wait_s, "lazy": lazy, "announce": announce, "resident_mb": resident_mb}
    store = find(STORES, name)(settings, **opts)
    if not isinstance(store, GemStore):
        from utils.errors import ConfigError

        raise ConfigError([f"qdrant.backend: {name!r} made a {type(store).__name__}, not a GemStore"])
    store.ledger = Ledger.lazy(settings)  # connects to Redis only when a delete or a check needs it
    store.ledger.mirror = store.counts_path
    return store


def open_qdrant(settings: Settings, **_opts: object) -> GemStore:
    """A Qdrant server through qdrant-client (qdrant.url); the embedded store's options do not apply."""
    from utils.store.qdrant import QdrantStore

    return QdrantStore.from_settings(settings)


def open_edge(settings: Settings, lock_wait_s: float | None = None, lazy: bool = False, announce: bool = True,
              resident_mb: int = 0) -> GemStore:
    """Qdrant's engine in-process (qdrant.path)."""
    from utils.store.edge import EdgeStore

    q = settings.qdrant
    wait = q.lock_wait_s if lock_wait_s is None else lock_wait_s
    return EdgeStore(settings.resolve(q.path or "store"), q.collection, lock_wait_s=wait, lazy=lazy,
                     announce=announce, resident_mb=resident_mb, min_free_mb=q.min_free_mb)
