"""The gem store's interface: what every backend does, and the types it speaks.

Backends (utils/store/edge.py, utils/store/qdrant.py) are thin adapters over utils/store/core.py,
which holds every rule they share; utils/store/__init__.py picks one from config.

Every method that reads or writes gems takes ``user_id`` and applies it inside the store query, so no
caller can reach another user's gems by forgetting a filter. Each point carries a dense vector
(``dense``) and a BM25 sparse vector (``sparse``, IDF applied by the store); fusion, time decay and
importance weighting happen in retrieve/ranker.py, identically for both backends.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from schemas import ANSWER, PREFERENCE, STANDING, SUMMARY, StoredGem
from utils.text import word_count

if TYPE_CHECKING:
    from utils.store.tombstones import Graveyard, Tombstone


@dataclass(frozen=True)
class Sparse:
    """A sparse vector (token ids -> weights)."""

    indices: list[int]
    values: list[float]


@dataclass(frozen=True)
class GemFilter:
    """Optional narrowing of a search, on top of the mandatory user filter."""

    categories: tuple[str, ...] = ()
    exclude_categories: tuple[str, ...] = ()  # gems of any of these are left out (and out of the keyword leg's IDF)
    since: datetime | None = None
    until: datetime | None = None
    include_superseded: bool = True
    conversation_id: str | None = None


_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_US = timedelta(microseconds=1)


def epoch_us(ts: datetime) -> int:
    """Microseconds since the epoch of an aware datetime (exact, unlike float seconds)."""
    return (ts - _EPOCH) // _US


# The payload fields ranking reads (Hit.from_payload). A brief search returns only these: the engine hands
# ~100 candidate payloads to Python per query, and most of the cost of a whole one is the text the ranking
# never reads; the caller loads the whole gem of the few it keeps (GemStore.load).
RANK_FIELDS: tuple[str, ...] = ("id", "ts", "importance", "superseded_by", "speaker", "categories", "refers_to",
                                 "words")


def store_payload(gem: StoredGem) -> dict[str, object]:
    """The payload a store writes: StoredGem.to_payload and the gem's word count ("words"), which ranking
    reads from a brief hit (what the gem's line costs under a word budget) without its text."""
    d = gem.to_payload()
    d["words"] = word_count(gem.gem)
    return d


def rankable(payload: dict[str, Any]) -> bool:
    """The payload has what ranking reads in the form StoredGem.to_payload writes it (the fast path)."""
    return type(payload.get("ts")) in (float, int) and "id" in payload and "importance" in payload


class Hit:
    """One candidate: the gem and its score/rank in each signal that found it (None: not found).

    A store builds hits from raw payloads (``Hit.from_payload``) and the gem is validated only when
    ``hit.gem`` is read: a search validates its k results, not all ~100 candidates. Ranking needs only
    ``id``, ``ts_us``, ``importance``, ``superseded_by``, ``speaker`` and whether the gem is a standing
    instruction (``standing``), read straight from the payload. A brief hit (``brief=True``) holds only
    those fields until ``GemStore.load`` gives it the whole payload.
    """

    __slots__ = ("id", "ts_us", "importance", "superseded_by", "speaker", "standing", "summary", "answer", "preference", "refers_to",
                 "words", "dense_score", "dense_rank",
                 "sparse_score", "sparse_rank", "extra", "_gem", "_payload", "brief")

    def __init__(
        self,
        gem: StoredGem,
        dense_score: float | None = None,
        dense_rank: int | None = None,
        sparse_score: float | None = None,
        sparse_rank: int | None = None,
        extra: dict[str, float] | None = None,
    ) -> None:
        self._gem: StoredGem | None = gem
        self._payload: dict[str, Any] | None = None
        self.brief = False
        self.id: str = gem.id
        self.ts_us: int = epoch_us(gem.timestamp)
        self.importance: str = gem.importance
        self.superseded_by: str | None = gem.superseded_by
        self.speaker: str | None = gem.speaker
        self.standing: bool = STANDING in gem.categories
        self.summary: bool = SUMMARY in gem.categories
        self.answer: bool = ANSWER in gem.categories
        self.preference: bool = PREFERENCE in gem.categories
        self.refers_to: date | None = gem.refers_to
        self.words: int | None = word_count(gem.gem)
        self.dense_score, self.dense_rank = dense_score, dense_rank
        self.sparse_score, self.sparse_rank = sparse_score, sparse_rank
        self.extra: dict[str, float] = {} if extra is None else extra

    @classmethod
    def from_payload(cls, payload: dict[str, Any], brief: bool = False) -> "Hit":
        """A hit over a stored payload, validated into a StoredGem only if `.gem` is read.

        brief: the payload holds only RANK_FIELDS (so it must be rankable); `.gem` needs GemStore.load first.
        """
        hit = cls.__new__(cls)
        hit._gem, hit._payload, hit.brief = None, payload, brief
        if rankable(payload):
            # The epoch seconds (a float) hold the stored timestamp to well under half a microsecond
            # until 2106, so rounding gives back its exact microseconds: ranking stays bit-identical.
            hit.id, hit.importance = payload["id"], payload["importance"]
            hit.ts_us = round(payload["ts"] * 1_000_000)
            hit.superseded_by = payload.get("superseded_by")
            hit.speaker = payload.get("speaker")
            hit.standing = STANDING in (payload.get("categories") or ())
            hit.summary = SUMMARY in (payload.get("categories") or ())
            hit.answer = ANSWER in (payload.get("categories") or ())
            hit.preference = PREFERENCE in (payload.get("categories") or ())
            ref = payload.get("refers_to")
            hit.refers_to = date.fromisoformat(ref) if isinstance(ref, str) else None
            # Written since the word count joined the payload (store_payload); an older store's gems have none
            # until a reindex, and rank as if short.
            words = payload.get("words")
            hit.words = words if type(words) is int else None
        else:
            # Not a payload StoredGem.to_payload wrote: validate now, which names what is wrong with it.
            if brief:
                raise ValueError("a brief hit needs a rankable payload: search for the whole one")
            gem = hit.gem
            hit.id, hit.ts_us, hit.importance, hit.superseded_by, hit.speaker = (
                gem.id, epoch_us(gem.timestamp), gem.importance, gem.superseded_by, gem.speaker)
            hit.standing = STANDING in gem.categories
            hit.summary = SUMMARY in gem.categories
            hit.answer = ANSWER in gem.categories
            hit.preference = PREFERENCE in gem.categories
            hit.refers_to = gem.refers_to
            hit.words = word_count(gem.gem)
        hit.dense_score = hit.dense_rank = hit.sparse_score = hit.sparse_rank = None
        hit.extra = {}
        return hit

    @property
    def gem(self) -> StoredGem:
        """The validated gem (built from the payload on first use)."""
        if self._gem is None:
            if self.brief:
                raise RuntimeError(f"hit {self.id} is brief (ranking fields only): GemStore.load it first")
            if self._payload is None:
                raise RuntimeError(f"hit {self.id} carries no payload")
            self._gem = StoredGem.from_payload(self._payload)
        return self._gem

    def complete(self, payload: dict[str, Any]) -> None:
        """Give a brief hit its whole stored payload (GemStore.load)."""
        self._payload, self._gem, self.brief = payload, None, False

    @property
    def ts(self) -> float:
        """The gem's timestamp as epoch seconds (== gem.timestamp.timestamp())."""
        return self.ts_us / 1_000_000

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hit):
            return NotImplemented
        return (self.gem, self.dense_score, self.dense_rank, self.sparse_score, self.sparse_rank, self.extra) == (
            other.gem, other.dense_score, other.dense_rank, other.sparse_score, other.sparse_rank, other.extra)

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it replaced

    def __repr__(self) -> str:
        return (f"Hit(id={self.id!r}, dense_rank={self.dense_rank}, dense_score={self.dense_score}, "
                f"sparse_rank={self.sparse_rank}, sparse_score={self.sparse_score})")


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
    # utils/ledger.Ledger when opened from settings: deletes keep the per-user gem counts in Redis true.
    ledger: Any = None

    @property
    def where(self) -> str:
        """The store's place in messages (a folder, or url/collection); backends say more."""
        return type(self).__name__

    @property
    def counts_path(self) -> "Path | None":
        """A file in the store's own folder mirroring the ledger's per-user counts (utils/ledger.py): what the
        store should hold survives the loss of Redis. None where the store has no folder of ours (a server)."""
        return None

    @property
    def damage_path(self) -> "Path | None":
        """Where `true-recall check` marks the store damaged (utils/ledger.py); None without a folder of ours."""
        return None

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
        dense: np.ndarray | Callable[[], np.ndarray] | None,
        sparse: Sparse | None,
        limit: int,
        flt: GemFilter | None = None,
        *,
        brief: bool = False,
    ) -> list[Hit]:
        """Top `limit` of each given signal for this user, merged by gem id (ranks are 1-based).

        dense: the query vector, or a function that computes it (the query's embedding): a backend may
        run the sparse leg, which does not need it, meanwhile. brief: hits with only RANK_FIELDS read
        (GemStore.load gives the kept ones their gems), for a caller that ranks many and keeps a few.
        """

    @abc.abstractmethod
    def load(self, user_id: str, hits: Sequence[Hit]) -> list[Hit]:
        """The hits with their whole gems (brief ones completed in place by one read, user-filtered like
        every read), in the given order; a hit whose gem is no longer there (deleted since) is left out."""

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

    # -- maintenance (reindex builds a new collection beside the old one, then swaps it in) ------

    @abc.abstractmethod
    def sibling(self, collection: str) -> "GemStore":
        """Another collection in the same place, of the same backend."""

    @abc.abstractmethod
    def drop(self) -> None:
        """Delete this collection (and its files)."""

    @abc.abstractmethod
    def replace_with(self, other: "GemStore") -> None:
        """Make `other`'s gems this collection's; `other` is gone afterwards. Both get closed or reset."""

    def optimize(self) -> bool:
        """Build or refresh the vector index now; False when the backend has nothing to do."""
        return False

    # -- tombstones (utils/store/tombstones.py): what a person deleted or edited, kept durably ------
    # The backends keep them on disk beside the gems; this default keeps them in memory (fakes in tests).

    def bury(self, tombs: Sequence["Tombstone"]) -> int:
        """Record deletes/edits durably, before they are made; returns how many were recorded."""
        self.__dict__.setdefault("_tombs", []).extend(tombs)
        return len(tombs)

    def graveyard(self, user_id: str) -> "Graveyard":
        """The user's tombstones, folded (what curation must not re-create or change)."""
        from utils.store.tombstones import Graveyard

        return Graveyard.of(user_id, self.__dict__.get("_tombs", []))

    def unbury_user(self, user_id: str) -> int:
        """Remove the user's tombstones (forget-user); returns how many went."""
        tombs = self.__dict__.get("_tombs", [])
        kept = [t for t in tombs if t.user_id != user_id]
        self.__dict__["_tombs"] = kept
        return len(tombs) - len(kept)

    def __enter__(self) -> "GemStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
