"""The gem store: one interface, two implementations picked by config.

- ``qdrant.url`` -> ``QdrantStore`` (utils/qdrant_store.py): a Qdrant server through qdrant-client.
  Tests drive the same class with qdrant-client's local mode (``location=":memory:"`` / ``path=``),
  which speaks the same API.
- ``qdrant.path`` -> ``EdgeStore`` (utils/edge_store.py): Qdrant's engine in-process (qdrant-edge-py).

Every method that reads or writes gems takes ``user_id`` and applies it inside the store query, so no
caller can reach another user's gems by forgetting a filter. Each point carries a dense vector
(``dense``) and a BM25 sparse vector (``sparse``, IDF applied by the store); fusion, time decay and
importance weighting happen in retrieve/ranker.py, identically for both backends.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from schemas import StoredGem
from utils.config import Settings


@dataclass(frozen=True)
class Sparse:
    """A sparse vector (token ids -> weights)."""

    indices: list[int]
    values: list[float]


@dataclass(frozen=True)
class GemFilter:
    """Optional narrowing of a search, on top of the mandatory user filter."""

    categories: tuple[str, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    include_superseded: bool = True
    conversation_id: str | None = None


@dataclass
class Hit:
    """One candidate: the gem and its score/rank in each signal that found it (None: not found)."""

    gem: StoredGem
    dense_score: float | None = None
    dense_rank: int | None = None
    sparse_score: float | None = None
    sparse_rank: int | None = None
    extra: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class StoreInfo:
    backend: str  # "qdrant-server", "qdrant-local", "qdrant-edge"
    location: str
    collection: str
    embedder: str | None
    dim: int | None
    points: int


class GemStore(abc.ABC):
    """Where gems live. Implementations must be safe to call from one thread at a time."""

    # True when the store locks its files while open, so one process at a time can use it (the
    # embedded one). A long-running process (serve) then hold()s it per request burst and release()s
    # it when idle, so the nightly curator and the other commands can open it in between.
    exclusive: bool = False

    @abc.abstractmethod
    def ensure(self, embedder: str, dim: int) -> None:
        """Create the collection for this embedder, or check it matches (EmbedderMismatch if not)."""

    @abc.abstractmethod
    def upsert(self, gems: Sequence[StoredGem], dense: np.ndarray, sparse: Sequence[Sparse]) -> None:
        """Insert or replace gems by id (ids are deterministic, so re-runs do not duplicate)."""

    @abc.abstractmethod
    def search(
        self,
        user_id: str,
        dense: np.ndarray | None,
        sparse: Sparse | None,
        limit: int,
        flt: GemFilter | None = None,
    ) -> list[Hit]:
        """Top `limit` of each given signal for this user, merged by gem id (ranks are 1-based)."""

    @abc.abstractmethod
    def get(self, user_id: str, ids: Sequence[str]) -> list[StoredGem]:
        """The user's gems with these ids (others' ids are silently absent)."""

    @abc.abstractmethod
    def vectors(self, user_id: str, ids: Sequence[str]) -> dict[str, np.ndarray]:
        """Dense vectors of the user's gems with these ids."""

    @abc.abstractmethod
    def scroll(self, user_id: str, flt: GemFilter | None = None) -> Iterator[StoredGem]:
        """Every gem of the user (in no particular order)."""

    @abc.abstractmethod
    def set_fields(self, user_id: str, gem_id: str, fields: dict[str, object]) -> bool:
        """Update payload fields of one of the user's gems; False if the user has no such gem."""

    @abc.abstractmethod
    def delete(self, user_id: str, ids: Sequence[str]) -> int:
        """Delete the user's gems with these ids; returns how many existed."""

    @abc.abstractmethod
    def delete_user(self, user_id: str) -> int:
        """Delete every gem of the user; returns how many there were."""

    @abc.abstractmethod
    def count(self, user_id: str | None = None) -> int:
        """Gems of one user, or of all users."""

    @abc.abstractmethod
    def users(self) -> dict[str, int]:
        """user_id -> gem count."""

    @abc.abstractmethod
    def info(self) -> StoreInfo:
        """What and where this store is."""

    def hold(self, wait_s: float | None = None) -> None:
        """Open now if released (StoreLocked once wait_s passes while another process holds it); no-op unless exclusive."""

    def release(self) -> None:
        """Let other processes open the store; the next call reopens it. No-op unless exclusive."""

    def wanted(self) -> bool:
        """True while another process waits to open this (exclusive) store."""
        return False

    def close(self) -> None:
        """Release files and connections (the embedded store locks its folder while open)."""

    def __enter__(self) -> "GemStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_store(settings: Settings, lock_wait_s: float | None = None, lazy: bool = False,
               announce: bool = True) -> GemStore:
    """The store the config names (qdrant.url -> server, qdrant.path -> embedded).

    lock_wait_s: how long to wait for an embedded store another process holds (None: qdrant.lock_wait_s,
    long enough for a batch command to outwait a busy `serve`). lazy: an embedded store opens its folder
    at first use instead of now. announce: while waiting, ask a running `serve` to let go of it (off
    for serve itself and for callers that can ask serve over HTTP instead).
    """
    q = settings.qdrant
    if q.url:
        from utils.qdrant_store import QdrantStore

        return QdrantStore.from_settings(settings)
    from utils.edge_store import EdgeStore

    wait = q.lock_wait_s if lock_wait_s is None else lock_wait_s
    return EdgeStore(settings.resolve(q.path or "store"), q.collection, lock_wait_s=wait, lazy=lazy, announce=announce)
