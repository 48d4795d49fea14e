"""What both store backends share: the user filter, dimension checks, messages, field-editing rules, the
merge of the dense and sparse legs, and every GemStore operation written once over a few primitives.

A backend (edge.py, qdrant.py) only translates: a neutral ``Conditions`` into its SDK's filter, and each
primitive (query, fetch, page, overwrite, delete, count, facet) into one SDK call.
"""

from __future__ import annotations

import abc
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from schemas import FROZEN_FIELDS, Gem, StoredGem
from utils.errors import EmbedderMismatch, QuarantineError
from utils.store.base import RANK_FIELDS, GemFilter, GemStore, Hit, Sparse, rankable, store_payload
from utils.store.sparse import (  # the module, not the package: no cycle
    embed_documents,
    gem_text,
    sparse_text,
)

if TYPE_CHECKING:
    from utils.embed import Embedder

DENSE = "dense"
SPARSE = "sparse"

# The vector index, the same recipe in both backends (Qdrant's multitenancy guide): every query filters
# on one user, so no global HNSW graph (m=0) - a graph per user (payload_m on the is_tenant user_id
# index) instead, and no graph for the other payload indexes (enable_hnsw off). A user whose vectors
# take less than FULL_SCAN_KB (counted as float32: KB = points x dim x 4 / 1024) has no graph: the engine
# scores that user's points, found through the tenant index, on the int8 copy below and rescores the best
# on the originals. That scan costs what the user's point count costs, the graph search at hnsw_ef=2048
# hardly less (it visits most of a graph of a few thousand points); measured side by side on users of one
# size (384-d, `python -m bench.tenant_scan`, bench/results/tenant_scan.json): 10k points 2.0 ms scanned vs
# 4.6 ms by graph, 20k 3.3 vs 5.3, 40k 5.1 vs 4.9, recall@10 1.0 in all (and half the index build time).
# So graphs start where they start to pay: 48,000 KB is 32k points of 384-d (12k of 1024-d, whose scan
# costs more per point). Fixed in each segment when it is built: a store made before takes it with
# `true-recall reindex`.
HNSW_M = 0
HNSW_PAYLOAD_M = 16
HNSW_EF_CONSTRUCT = 100
FULL_SCAN_KB = 48_000
# Candidates the graph search keeps (the dense leg's hnsw_ef). A user's graph holds thousands of near
# neighbours of every query (gems on one person's life resemble each other), so the engine's default
# (ef_construct) found 0.73 of the exact top 10 at 1M gems / 10k per user; 1024 found 0.98, 2048 all of
# them at ~2.4 ms against ~38 ms for the exact scan (bench/search.py `index_recall_at_10`).
HNSW_EF = 2048
# The graph search scores candidates on an int8 copy of the dense vectors (scalar quantization: a quarter
# of the bytes, SIMD integer dot products), which the engine keeps on its heap with the per-user graphs
# (Memory.Pinned in the embedded store, always_ram on a server): page-cache reclaim cannot evict them, so
# the first search for a user not asked about in a while reads no page back from disk. The float originals
# stay memory-mapped and rescore the QUANT_OVERSAMPLING x limit best candidates, so the scores a search
# returns are the exact cosines. QUANT_QUANTILE clips the rarest 1 % of coordinate values out of the int8
# range (Qdrant's recommended setting), which keeps the rest of it fine.
QUANT_QUANTILE = 0.99
QUANT_OVERSAMPLING = 2.0
# The keyword leg: a filtered sparse search walks the posting lists of the query's terms over every user's
# gems, checking the user filter on each, unless the filter selects fewer points than this; then it
# scores those points directly. With 100 users of 10k gems (1M), the walk cost ~4.5 ms and the direct
# scoring ~0.7 ms, the same scores (`python -m bench.sparse_scan`); a store of one user near the
# threshold pays ~0.7 ms more than the walk. The engine's default, 5,000, sent a 10k-gem user to the walk.
# Points, not KB (unlike FULL_SCAN_KB); fixed in each segment when it is built, so a store made before
# takes it with `true-recall reindex` (or as its segments are rebuilt).
SPARSE_FULL_SCAN = 20_000


# -- the user filter ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Conditions:
    """Everything a store query is narrowed by, before a backend turns it into its own filter.

    ``user_id`` is never optional: it is how no path reaches another user's gems.
    """

    user_id: str
    ids: tuple[str, ...] | None = None
    categories: tuple[str, ...] = ()
    exclude_categories: tuple[str, ...] = ()
    since_ts: float | None = None
    until_ts: float | None = None
    exclude_superseded: bool = False
    conversation_id: str | None = None

    @property
    def has_range(self) -> bool:
        return self.since_ts is not None or self.until_ts is not None


def conditions(user_id: str, flt: GemFilter | None = None, ids: Sequence[str] | None = None) -> Conditions:
    """The conditions of a query for this user (ValueError without a user)."""
    if not user_id:
        raise ValueError("user_id is required")
    if flt is None:
        return Conditions(user_id, tuple(ids) if ids is not None else None)
    return Conditions(
        user_id=user_id,
        ids=tuple(ids) if ids is not None else None,
        categories=tuple(flt.categories),
        exclude_categories=tuple(flt.exclude_categories),
        since_ts=flt.since.timestamp() if flt.since else None,
        until_ts=flt.until.timestamp() if flt.until else None,
        exclude_superseded=not flt.include_superseded,
        conversation_id=flt.conversation_id,
    )


# -- messages and checks ------------------------------------------------------------------------

def mismatch_message(where: str, have: str | None, have_dim: int | None, want: str, want_dim: int) -> str:
    """The one wording every store uses when the embedder changed."""
    return (
        f"the store {where} was built with embedder {have} ({have_dim}-d) but the configured embedder is "
        f"{want} ({want_dim}-d); run `true-recall reindex` to rebuild it with {want}, "
        f"or set embedder back to {have}"
    )


def check_dim(where: str, meta: dict[str, Any] | None, got: int) -> None:
    """EmbedderMismatch when vectors of `got` dimensions meet a store built for another dimension."""
    meta = meta or {}
    dim = meta.get("dim")
    if dim is not None and got != int(dim):
        raise EmbedderMismatch(
            f"got {got}-d vectors but the store {where} holds {dim}-d vectors of "
            f"{meta.get('embedder')}; run `true-recall reindex` to change the embedder"
        )


def check_embedder(where: str, meta: dict[str, Any], embedder: str, dim: int) -> None:
    """EmbedderMismatch when the store was built by another embedder than the configured one."""
    if meta.get("embedder") != embedder or int(meta.get("dim", -1)) != dim:
        raise EmbedderMismatch(mismatch_message(where, meta.get("embedder"), meta.get("dim"), embedder, dim))


def apply_fields(gem: StoredGem, fields: dict[str, object]) -> StoredGem:
    """The gem with `fields` changed, validated as a whole (QuarantineError if the result is invalid)."""
    bad = FROZEN_FIELDS.intersection(fields)
    if bad:
        raise QuarantineError("frozen field", f"{', '.join(sorted(bad))} cannot be changed")
    data = gem.model_dump()
    data.update(fields)
    try:
        return StoredGem.model_validate(data)
    except ValueError as e:
        raise QuarantineError("invalid gem", str(e)) from e


def valid_ids(ids: Iterable[str]) -> list[str]:
    """The ids that are well-formed point ids (uuid strings), normalised; others cannot exist."""
    out: list[str] = []
    for i in ids:
        try:
            out.append(str(uuid.UUID(str(i))))
        except ValueError:
            continue
    return list(dict.fromkeys(out))


def check_batch(gems: Sequence[StoredGem], n_dense: int, n_sparse: int) -> None:
    """Every gem needs exactly one dense and one sparse vector."""
    if not (len(gems) == n_dense == n_sparse):
        raise ValueError(f"upsert needs one dense and one sparse vector per gem: {len(gems)}, {n_dense}, {n_sparse}")


def index_text(gem: Gem) -> str:
    """What a gem is indexed by (dense and sparse vectors alike); the curator uses the same text."""
    return gem_text(gem.gem, gem.context)


def index_vectors(gems: Sequence[Gem], embedder: "Embedder", batch_size: int = 32) -> tuple[np.ndarray, list[Sparse]]:
    """Dense and sparse vectors for gems, ready for GemStore.upsert (the sparse text adds the date in words)."""
    texts = [index_text(g) for g in gems]
    return (embedder.embed_documents(texts, batch_size=batch_size),
            embed_documents([sparse_text(g.gem, g.context, g.date) for g in gems]))


# -- merging the two legs -------------------------------------------------------------------------

# Scores closer than this (relative) are ties: two backends compute the same cosine or BM25 score
# with different float rounding, and must not order equal gems differently.
TIE_TOLERANCE = 1e-5


def leg_ranks(scores: Sequence[float]) -> list[int]:
    """1-based competition ranks ("1224") of scores sorted best first; near-equal scores share a rank."""
    ranks: list[int] = []
    group_score: float | None = None
    for pos, s in enumerate(scores, start=1):
        if group_score is None or abs(group_score - s) > TIE_TOLERANCE * max(1.0, abs(group_score)):
            group_score = s
            ranks.append(pos)
        else:
            ranks.append(ranks[-1])
    return ranks


# One ranked row of a search leg: the gem id, its raw payload, and the leg's score.
Row = tuple[str, dict, float]
# A leg's query vector as _query takes it: at hand, or a function that still has to compute it.
QueryVector = list[float] | Callable[[], list[float]]
# One fetched record: the gem id, its payload, and its dense vector when asked for.
Record = tuple[str, dict, "np.ndarray | None"]


def merge_legs(dense: Sequence[Row], sparse: Sequence[Row], brief: bool = False) -> list[Hit]:
    """Hits from the two legs' ranked rows, merged by gem id, with each leg's score and 1-based rank.

    brief: the rows' payloads are RANK_FIELDS only where rankable (the others were read whole)."""
    hits: dict[str, Hit] = {}
    for is_dense, rows in ((True, dense), (False, sparse)):
        for rank, (gid, payload, score) in zip(leg_ranks([r[2] for r in rows]), rows):
            hit = hits.get(gid)
            if hit is None:
                hit = hits[gid] = Hit.from_payload(payload, brief=brief and rankable(payload))
            if is_dense:
                hit.dense_score, hit.dense_rank = float(score), rank
            else:
                hit.sparse_score, hit.sparse_rank = float(score), rank
    return list(hits.values())


# -- the operations, written once ------------------------------------------------------------------

class CoreStore(GemStore):
    """GemStore's reads and writes over a backend's primitives; subclasses only translate to their SDK."""

    PAGE = 256

    # -- what a backend provides ---------------------------------------------------------------

    @abc.abstractmethod
    def _meta_now(self) -> dict[str, Any] | None:
        """The embedder record of the collection (None while there is none)."""

    @abc.abstractmethod
    def _ready(self) -> bool:
        """The collection exists (and is open); False while there is none."""

    @abc.abstractmethod
    def _filter(self, c: Conditions) -> Any:
        """The SDK filter for these conditions."""

    @abc.abstractmethod
    def _query(self, dense: QueryVector | None, sparse: Sparse | None, f: Any, idf_corpus: Any,
               limit: int, fields: Sequence[str] | None) -> tuple[list[Row], list[Row]]:
        """The ranked rows of the dense and the sparse leg (an absent leg gives []).

        dense: the query vector, or a function that still has to compute it (embed the query: the sparse
        leg can run meanwhile).
        fields: the payload fields to read (None: all of them)."""

    @abc.abstractmethod
    def _nearest(self, dense: list[float], f: Any, limit: int, exact: bool) -> list[str]:
        """Ids of the dense leg alone: through the index, or an exact scan (exact=True)."""

    @abc.abstractmethod
    def _fetch(self, f: Any, limit: int, with_vector: bool) -> list[Record]:
        """Up to `limit` records matching `f`."""

    @abc.abstractmethod
    def _page(self, f: Any, offset: Any, limit: int) -> tuple[list[dict], Any]:
        """One page of payloads matching `f`, and the next offset (None at the end)."""

    def _page_vectors(self, f: Any, offset: Any, limit: int) -> tuple[list[tuple[dict, Any]], Any]:
        """One page of (payload, dense vector) matching `f`, and the next offset: a compaction's slice, read in
        one call. Only the embedded store is compacted."""
        raise NotImplementedError(f"{type(self).__name__} is not compacted by true-recall")

    @abc.abstractmethod
    def _overwrite(self, gem_id: str, payload: dict) -> None:
        """Replace one point's payload."""

    @abc.abstractmethod
    def _delete_ids(self, ids: list[str]) -> None:
        """Delete these points."""

    @abc.abstractmethod
    def _delete_where(self, f: Any) -> None:
        """Delete the points matching `f`."""

    @abc.abstractmethod
    def _count(self, f: Any | None) -> int:
        """Exact count of points matching `f` (all with None)."""

    @abc.abstractmethod
    def _user_counts(self, limit: int) -> list[tuple[str, int]]:
        """(user_id, count) pairs, from a facet over user_id."""

    def _scan(self, offset: Any, limit: int, fields: Sequence[str] | None, with_vector: bool,
              ids: Sequence[str] | None = None) -> tuple[list[Record], Any]:
        """One page of every user's points (or of these ids) in storage order, and the next offset: the
        integrity check's pass over the whole store (utils/store/verify.py), never a path to answer from.
        fields: the payload fields to read (None: none). A record's first item is for point_id()."""
        raise NotImplementedError(f"{type(self).__name__} cannot be scanned whole")

    def scan(self, offset: Any, limit: int, fields: Sequence[str] | None = ("user_id",), with_vector: bool = True,
             ids: Sequence[str] | None = None) -> tuple[list[Record], Any]:
        """See _scan; under the guard, and [] while there is no collection."""
        with self._guard():
            if not self._ready():
                return [], None
            return self._scan(offset, limit, fields, with_vector, ids)

    def point_id(self, handle: Any) -> str:
        """The id of a point as scan() hands it over (a backend may hand over the point, its id read on demand)."""
        return str(handle)

    def dense_files(self) -> list[tuple[str, np.ndarray | str]] | None:
        """The dense vectors as stored on disk, (file, rows) per storage file, for a check faster than reading
        them through the engine; None when the backend's files are not ours to read."""
        return None

    def _guard(self) -> AbstractContextManager[Any]:
        """Held around each primitive: the embedded shard is one handle, used one thread at a time."""
        return nullcontext()

    # -- GemStore ------------------------------------------------------------------------------

    def _check_dim(self, got: int) -> None:
        check_dim(self.where, self._meta_now(), got)

    def search(self, user_id: str, dense: np.ndarray | Callable[[], np.ndarray] | None, sparse: Sparse | None,
               limit: int, flt: GemFilter | None = None, *, brief: bool = False) -> list[Hit]:
        f = self._filter(conditions(user_id, flt))
        sp = sparse if sparse is not None and sparse.indices else None
        if dense is None and sp is None:
            return []
        vec: QueryVector | None = None
        if callable(dense):
            vec = lambda made=dense: self._query_vector(made())  # noqa: E731 - computed inside _query
        elif dense is not None:
            vec = self._query_vector(dense)  # a wrong dimension fails before the store is touched
        # IDF over this user's gems only: another user's vocabulary must not shift this user's ranking; nor do the
        # gems a search leaves out by category (an assistant's answers for a question that is no summary).
        left = GemFilter(exclude_categories=flt.exclude_categories) if flt is not None and flt.exclude_categories else None
        corpus = self._filter(conditions(user_id, left)) if sp is not None else None
        with self._guard():
            if not self._ready():
                return []
            d_rows, s_rows = self._query(vec, sp, f, corpus, limit, RANK_FIELDS if brief else None)
            if brief:
                d_rows, s_rows = self._whole_where_odd(user_id, d_rows, s_rows)
        return merge_legs(d_rows, s_rows, brief)

    def _query_vector(self, dense: np.ndarray) -> list[float]:
        """The dimension-checked query vector, as _query takes it."""
        vec = np.asarray(dense, dtype=np.float32).ravel()
        self._check_dim(len(vec))
        return vec.tolist()

    def _whole_where_odd(self, user_id: str, d_rows: list[Row], s_rows: list[Row]) -> tuple[list[Row], list[Row]]:
        """Rows of a brief search, with the whole payload of any that ranking cannot read (one not written
        by StoredGem.to_payload: validating it whole names what is wrong with it)."""
        odd = {gid for gid, p, _ in (*d_rows, *s_rows) if not rankable(p)}
        if not odd:
            return d_rows, s_rows
        ids = valid_ids(sorted(odd))
        whole = {gid: p for gid, p, _ in self._fetch(self._filter(conditions(user_id, ids=ids)), len(ids), False)
                 } if ids else {}
        return ([(g, whole.get(g, p), s) for g, p, s in d_rows], [(g, whole.get(g, p), s) for g, p, s in s_rows])

    def nearest_ids(self, user_id: str, dense: np.ndarray, limit: int, exact: bool = False) -> list[str]:
        """The user's `limit` nearest gem ids by the dense vector alone, through the vector index or by an
        exact scan: what the index costs in recall (bench/search.py reports recall@10 of one vs the other)."""
        f = self._filter(conditions(user_id))
        arr = np.asarray(dense, dtype=np.float32).ravel()
        self._check_dim(len(arr))
        with self._guard():
            if not self._ready():
                return []
            return self._nearest(arr.tolist(), f, limit, exact)

    def _records(self, user_id: str, ids: Sequence[str], with_vector: bool) -> list[Record]:
        ids = valid_ids(ids)
        if not ids:
            return []
        with self._guard():
            if not self._ready():
                return []
            return self._fetch(self._filter(conditions(user_id, ids=ids)), len(ids), with_vector)

    def load(self, user_id: str, hits: Sequence[Hit]) -> list[Hit]:
        brief = [h.id for h in hits if h.brief]
        if brief:
            whole = {gid: p for gid, p, _ in self._records(user_id, brief, False)}
            for h in hits:
                if h.brief and h.id in whole:
                    h.complete(whole[h.id])
        return [h for h in hits if not h.brief]

    def get(self, user_id: str, ids: Sequence[str]) -> list[StoredGem]:
        order = {i: n for n, i in enumerate(valid_ids(ids))}
        gems = [StoredGem.from_payload(p) for _, p, _ in self._records(user_id, ids, False)]
        return sorted(gems, key=lambda g: order.get(g.id, 0))

    def vectors(self, user_id: str, ids: Sequence[str]) -> dict[str, np.ndarray]:
        return {gid: np.asarray(v, dtype=np.float32) for gid, _, v in self._records(user_id, ids, True)
                if v is not None}

    def scroll(self, user_id: str, flt: GemFilter | None = None) -> Iterator[StoredGem]:
        f = self._filter(conditions(user_id, flt))
        offset: Any = None
        while True:
            with self._guard():
                if not self._ready():
                    return
                payloads, offset = self._page(f, offset, self.PAGE)
            for p in payloads:
                yield StoredGem.from_payload(p)
            if offset is None:
                return

    def page(self, user_id: str, offset: Any, limit: int) -> tuple[list[tuple[StoredGem, np.ndarray]], Any]:
        """One page of the user's gems with their dense vectors, in storage order, and the next offset (None
        after the last): a compaction's slice (utils/store/compaction.py), read under the guard in one call."""
        with self._guard():
            if not self._ready():
                return [], None
            rows, nxt = self._page_vectors(self._filter(conditions(user_id)), offset, limit)
        return [(StoredGem.from_payload(p), np.asarray(v, dtype=np.float32)) for p, v in rows], nxt

    def set_fields(self, user_id: str, gem_id: str, fields: dict[str, object]) -> bool:
        with self._guard():
            found = self.get(user_id, [gem_id])
            if not found:
                return False
            new = apply_fields(found[0], fields)
            self._overwrite(new.id, store_payload(new))
            return True

    def delete(self, user_id: str, ids: Sequence[str]) -> int:
        with self._guard():
            mine = [gid for gid, _, _ in self._records(user_id, ids, False)]
            if mine:
                self._ledger_before(user_id, len(mine))
                self._delete_ids(mine)
                self._ledger_after(user_id)
            return len(mine)

    def delete_user(self, user_id: str) -> int:
        with self._guard():
            n = self.count(user_id)
            if n:
                self._ledger_before(user_id, n)
                self._delete_where(self._filter(conditions(user_id)))
                self._ledger_after(user_id)
            return n

    # A delete lowers the ledger's count first (utils/ledger.py), so a crash in between never reads as damage.
    def _ledger_before(self, user_id: str, n: int) -> None:
        if self.ledger is not None:
            self.ledger.lower(user_id, n)

    def _ledger_after(self, user_id: str) -> None:
        if self.ledger is not None:
            try:
                self.ledger.record(user_id, self.count(user_id))
            except Exception as e:  # noqa: BLE001 - the count was lowered already; a later write records it
                import logging

                logging.getLogger("true_recall.ledger").warning("could not record the gem count: %s", e)

    def count(self, user_id: str | None = None) -> int:
        with self._guard():
            if not self._ready():
                return 0
            return self._count(self._filter(conditions(user_id)) if user_id is not None else None)

    def users(self) -> dict[str, int]:
        with self._guard():
            if not self._ready():
                return {}
            pairs = self._user_counts(max(1, self._count(None)))
        return {u: n for u, n in pairs if n > 0}
