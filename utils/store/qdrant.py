"""The gem store on a Qdrant server, through qdrant-client.

The same class runs on qdrant-client's local mode (``QdrantClient(location=":memory:")`` or
``path=``), which speaks the same API; tests use that. The embedder that built the collection is
recorded in the collection's metadata, so vectors of two models are never mixed.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import numpy as np

from schemas import GEM_NAMESPACE, StoredGem
from utils.config import Settings
from utils.errors import BackendUnavailable, RetryableError, StopError
from utils.store.base import Sparse, StoreInfo, store_payload
from utils.store.qdrant_requests import server_body
from utils.store.tombstones import Graveyard, Tombstone
from utils.store.core import (
    DENSE,
    FULL_SCAN_KB,
    HNSW_EF,
    HNSW_EF_CONSTRUCT,
    HNSW_M,
    HNSW_PAYLOAD_M,
    QUANT_OVERSAMPLING,
    QUANT_QUANTILE,
    SPARSE,
    SPARSE_FULL_SCAN,
    Conditions,
    CoreStore,
    QueryVector,
    Record,
    Row,
    check_batch,
    check_embedder,
)

log = logging.getLogger("true_recall.store.qdrant")
T = TypeVar("T")
_PAGE = 256


def _dense_params(exact: bool) -> Any:
    """The dense leg's search parameters, as in the embedded store (edge.py): the graph over the int8 copy
    rescored on the originals, or for exact=True a scan of the originals alone."""
    from qdrant_client import models

    if exact:
        return models.SearchParams(exact=True, quantization=models.QuantizationSearchParams(ignore=True))
    return models.SearchParams(hnsw_ef=HNSW_EF, quantization=models.QuantizationSearchParams(
        rescore=True, oversampling=QUANT_OVERSAMPLING))


def _keyword() -> Any:
    from qdrant_client import models

    return models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, enable_hnsw=False)


class QdrantStore(CoreStore):
    """GemStore on one Qdrant collection (server or qdrant-client local mode)."""

    PAGE = _PAGE

    def __init__(
        self,
        client: Any,
        collection: str = "true_recall",
        *,
        shards: int = 1,
        replication_factor: int = 1,
        on_disk_payload: bool = True,
        location: str | None = None,
    ) -> None:
        self.client = client
        self.collection = collection
        self.shards = shards
        self.replication_factor = replication_factor
        self.on_disk_payload = on_disk_payload
        # qdrant-client local mode has no `_client.rest_uri`; tell the two apart for info().
        self.local = type(getattr(client, "_client", None)).__name__ == "QdrantLocal"
        self.location = location or ("local" if self.local else "server")
        self._meta: dict[str, Any] | None = None
        self._present = False
        self._version_checked = self.local
        # (method, collection, server body) of every call, when a list is set here (tests read it)
        self.requests: list[tuple[str, str, Any]] | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> "QdrantStore":
        """A store on the server that qdrant.url names."""
        from qdrant_client import QdrantClient

        q = settings.qdrant
        # qdrant-client's own compatibility check runs in a thread and reports through a UserWarning
        # (with advice about its parameters, or "Failed to obtain server version" when the server is
        # down, which the first call then says again in our words): ours runs once, after the first
        # call that worked, and says it in one log line.
        client = QdrantClient(url=q.url, api_key=q.api_key, timeout=int(q.timeout_s), check_compatibility=False)
        return cls(client, q.collection, shards=q.shards, replication_factor=q.replication_factor,
                   on_disk_payload=q.on_disk_payload, location=q.url)

    # -- helpers -------------------------------------------------------------------------------

    def _api(self, method: str, collection: str, **kwargs: Any) -> Any:
        """``client.<method>(collection, **kwargs)``, after building the body a server would receive for it
        (utils/store/qdrant_requests.py): in local mode too, so the tests check every request of the server path."""
        body = server_body(method, kwargs)
        if self.requests is not None:
            self.requests.append((method, collection, body))
        return getattr(self.client, method)(collection, **kwargs)

    def _call(self, fn: Callable[[], T]) -> T:
        """Run one client call, turning transport failures into our errors."""
        import httpx
        from qdrant_client.http.exceptions import (
            ResponseHandlingException,
            UnexpectedResponse,
        )

        try:
            out = fn()
            if not self._version_checked:
                self._check_version()
            return out
        except (ResponseHandlingException, httpx.TransportError, ConnectionError) as e:
            raise BackendUnavailable(
                f"Qdrant at {self.location} did not answer ({e}); is it running? check qdrant.url / QDRANT_URL"
            ) from e
        except UnexpectedResponse as e:
            if e.status_code is not None and e.status_code >= 500:
                raise RetryableError(f"Qdrant at {self.location} failed: {e}") from e
            raise StopError(f"Qdrant at {self.location} refused the request: {e}") from e

    def _check_version(self) -> None:
        """Warn once when the server's version is too far from the client's (major, or minor by > 1)."""
        import importlib.metadata

        from qdrant_client.common.version_check import is_compatible

        self._version_checked = True
        try:
            server = self.client.info().version
        except Exception:  # noqa: BLE001 - an old server without /: the real calls say what is wrong
            return
        client = importlib.metadata.version("qdrant-client")
        if not is_compatible(client, server):
            log.warning("Qdrant server %s at %s and qdrant-client %s differ by more than one minor version; "
                        "upgrade one of them if requests fail", server, self.location, client)

    def _exists(self) -> bool:
        # Cached once seen: every call would otherwise cost a round trip to the server.
        if not self._present:
            self._present = bool(self._call(lambda: self._api("collection_exists", self.collection)))
        return self._present

    def _load_meta(self) -> dict[str, Any] | None:
        if self._meta is None and self._exists():
            info = self._call(lambda: self._api("get_collection", self.collection))
            meta = dict(info.config.metadata or {})
            if "dim" not in meta:
                vectors = info.config.params.vectors
                if isinstance(vectors, dict) and DENSE in vectors:
                    meta["dim"] = vectors[DENSE].size
            self._meta = meta
        return self._meta

    # -- the primitives CoreStore builds on ------------------------------------------------------

    @property
    def where(self) -> str:
        return f"{self.location}/{self.collection}"

    def _meta_now(self) -> dict[str, Any] | None:
        return self._load_meta()

    def _ready(self) -> bool:
        return self._exists()

    def _filter(self, c: Conditions) -> Any:
        from qdrant_client import models

        must: list[Any] = [models.FieldCondition(key="user_id", match=models.MatchValue(value=c.user_id))]
        if c.ids is not None:
            must.append(models.HasIdCondition(has_id=list(c.ids)))
        if c.categories:
            must.append(models.FieldCondition(key="categories", match=models.MatchAny(any=list(c.categories))))
        if c.has_range:
            must.append(models.FieldCondition(key="ts", range=models.Range(gte=c.since_ts, lte=c.until_ts)))
        if c.exclude_superseded:
            must.append(models.IsEmptyCondition(is_empty=models.PayloadField(key="superseded_by")))
        if c.conversation_id:
            must.append(models.FieldCondition(key="conversation_id", match=models.MatchValue(value=c.conversation_id)))
        if c.exclude_categories:
            return models.Filter(must=must, must_not=[
                models.FieldCondition(key="categories", match=models.MatchAny(any=list(c.exclude_categories)))])
        return models.Filter(must=must)

    def _query(self, dense: QueryVector | None, sparse: Sparse | None, f: Any, idf_corpus: Any,
               limit: int, fields: Sequence[str] | None) -> tuple[list[Row], list[Row]]:
        from qdrant_client import models

        # The vector first, then both legs in one request: one round trip to the server.
        vec = dense() if callable(dense) else dense
        with_payload: Any = True if fields is None else list(fields)
        legs: list[tuple[str, Any]] = []
        if vec is not None:
            legs.append((DENSE, models.QueryRequest(query=vec, using=DENSE, filter=f, limit=limit,
                                                    with_payload=with_payload,
                                                    params=_dense_params(exact=False))))
        if sparse is not None:
            legs.append((SPARSE, models.QueryRequest(
                query=models.SparseVector(indices=sparse.indices, values=sparse.values), using=SPARSE,
                filter=f, limit=limit, with_payload=with_payload,
                params=models.SearchParams(idf=models.IdfCorpusParams(corpus=idf_corpus)),
            )))
        results = self._call(lambda: self._api("query_batch_points", self.collection, requests=[q for _, q in legs]))
        rows: dict[str, list[Row]] = {DENSE: [], SPARSE: []}
        for (name, _), resp in zip(legs, results):
            rows[name] = [(str(p.id), p.payload or {}, p.score) for p in resp.points]
        return rows[DENSE], rows[SPARSE]

    def _nearest(self, dense: list[float], f: Any, limit: int, exact: bool) -> list[str]:
        from qdrant_client import models

        resp = self._call(lambda: self._api("query_points", 
            self.collection, query=dense, using=DENSE, query_filter=f, limit=limit, with_payload=False,
            search_params=_dense_params(exact),
        ))
        return [str(p.id) for p in resp.points]

    def _fetch(self, f: Any, limit: int, with_vector: bool) -> list[Record]:
        recs, _ = self._call(lambda: self._api("scroll", 
            self.collection, scroll_filter=f, limit=limit, with_payload=True,
            with_vectors=[DENSE] if with_vector else False,
        ))
        out: list[Record] = []
        for r in recs:
            vec = None
            if with_vector:
                vec = r.vector[DENSE] if isinstance(r.vector, dict) else r.vector
            out.append((str(r.id), r.payload or {}, vec))
        return out

    def _scan(self, offset: Any, limit: int, fields: Sequence[str] | None, with_vector: bool,
              ids: Sequence[str] | None = None) -> tuple[list[Record], Any]:
        from qdrant_client import models

        f = None if ids is None else models.Filter(must=[models.HasIdCondition(has_id=list(ids))])
        with_payload: Any = False if fields is None else models.PayloadSelectorInclude(include=list(fields))
        recs, nxt = self._call(lambda: self._api("scroll", 
            self.collection, scroll_filter=f, limit=limit, offset=offset, with_payload=with_payload,
            with_vectors=[DENSE] if with_vector else False,
        ))
        out: list[Record] = []
        for r in recs:
            vec = None
            if with_vector:
                vec = r.vector[DENSE] if isinstance(r.vector, dict) else r.vector
            out.append((str(r.id), r.payload or {}, vec))
        return out, nxt

    def _page(self, f: Any, offset: Any, limit: int) -> tuple[list[dict], Any]:
        recs, nxt = self._call(lambda: self._api("scroll", 
            self.collection, scroll_filter=f, limit=limit, offset=offset, with_payload=True, with_vectors=False,
        ))
        return [r.payload or {} for r in recs], nxt

    def _overwrite(self, gem_id: str, payload: dict) -> None:
        self._call(lambda: self._api("overwrite_payload", self.collection, payload=payload, points=[gem_id]))

    def _delete_ids(self, ids: list[str]) -> None:
        from qdrant_client import models

        self._call(lambda: self._api("delete", self.collection, points_selector=models.PointIdsList(points=ids)))

    def _delete_where(self, f: Any) -> None:
        from qdrant_client import models

        self._call(lambda: self._api("delete", self.collection, points_selector=models.FilterSelector(filter=f)))

    def _count(self, f: Any | None) -> int:
        return int(self._call(lambda: self._api("count", self.collection, count_filter=f, exact=True)).count)

    def _user_counts(self, limit: int) -> list[tuple[str, int]]:
        resp = self._call(lambda: self._api("facet", self.collection, key="user_id", limit=limit, exact=True))
        return [(str(h.value), int(h.count)) for h in resp.hits]

    # -- GemStore ------------------------------------------------------------------------------

    def ensure(self, embedder: str, dim: int) -> None:
        from qdrant_client import models

        if self._exists():
            meta = self._load_meta() or {}
            if meta.get("embedder") is None and meta.get("dim") == dim:
                return  # created outside true-recall: the dimension is all we can check
            check_embedder(self.where, meta, embedder, dim)
            return
        meta = {"embedder": embedder, "dim": dim}
        self._call(lambda: self._api("create_collection", 
            self.collection,
            # The graph search reads an int8 copy held in RAM and rescores on the originals (core.py).
            vectors_config={DENSE: models.VectorParams(
                size=dim, distance=models.Distance.COSINE,
                quantization_config=models.ScalarQuantization(scalar=models.ScalarQuantizationConfig(
                    type=models.ScalarType.INT8, quantile=QUANT_QUANTILE, always_ram=True)))},
            # No global graph (m=0): a graph per user (payload_m on the is_tenant user_id index), the same
            # recipe as the embedded store (utils/store/core.py).
            hnsw_config=models.HnswConfigDiff(m=HNSW_M, payload_m=HNSW_PAYLOAD_M, ef_construct=HNSW_EF_CONSTRUCT,
                                              full_scan_threshold=FULL_SCAN_KB),
            sparse_vectors_config={SPARSE: models.SparseVectorParams(
                modifier=models.Modifier.IDF, index=models.SparseIndexParams(full_scan_threshold=SPARSE_FULL_SCAN))},
            shard_number=self.shards,
            replication_factor=self.replication_factor,
            on_disk_payload=self.on_disk_payload,
            metadata=meta,
        ))
        indexes: list[tuple[str, Any]] = [
            # user_id is the tenant: every query filters on it; is_tenant co-locates a user's points.
            ("user_id", models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True)),
            # The others only filter: no HNSW graph of their own (enable_hnsw off keeps the build per user).
            ("ts", models.FloatIndexParams(type=models.FloatIndexType.FLOAT, enable_hnsw=False)),
            ("date", _keyword()),
            ("categories", _keyword()),
            ("importance", _keyword()),
            ("conversation_id", _keyword()),
            ("superseded_by", _keyword()),
        ]
        with warnings.catch_warnings():
            # Local mode takes the same calls and ignores them (its filters run in Python), saying so in a
            # warning: the calls run anyway, so the server path's requests are built and checked here too.
            warnings.filterwarnings("ignore", message=".*[Pp]ayload index.*")
            for name, schema in indexes:
                self._call(lambda n=name, s=schema: self._api("create_payload_index", self.collection, field_name=n,
                                                               field_schema=s))
        self._meta = meta
        log.info("created collection %s at %s for %s (%d-d)", self.collection, self.location, embedder, dim)

    def upsert(self, gems: Sequence[StoredGem], dense: np.ndarray, sparse: Sequence[Sparse]) -> None:
        from qdrant_client import models

        if not gems:
            return
        dense = np.asarray(dense, dtype=np.float32).reshape(len(gems), -1)
        check_batch(gems, len(dense), len(sparse))
        if not self._exists():
            raise StopError("the collection is not created yet: call ensure(embedder, dim) first")
        self._check_dim(dense.shape[1])
        points = [
            models.PointStruct(
                id=g.id,
                vector={DENSE: v.tolist(), SPARSE: models.SparseVector(indices=s.indices, values=s.values)},
                payload=store_payload(g),
            )
            for g, v, s in zip(gems, dense, sparse)
        ]
        for i in range(0, len(points), _PAGE):
            batch = points[i : i + _PAGE]
            self._call(lambda b=batch: self._api("upsert", self.collection, points=b, wait=True))

    def info(self) -> StoreInfo:
        meta = self._load_meta() or {}
        return StoreInfo(
            backend="qdrant-local" if self.local else "qdrant-server",
            location=self.location, collection=self.collection,
            embedder=meta.get("embedder"), dim=meta.get("dim"), points=self.count(),
        )

    def close(self) -> None:
        self.client.close()

    # -- tombstones: a collection of their own, without vectors (reindex replaces the gems' one) ------

    @property
    def _tomb_collection(self) -> str:
        return f"{self.collection}_tombstones"

    def bury(self, tombs: Sequence[Tombstone]) -> int:
        import uuid

        from qdrant_client import models

        if not tombs:
            return 0
        name = self._tomb_collection
        if not self._call(lambda: self._api("collection_exists", name)):
            self._call(lambda: self._api("create_collection", name, vectors_config={}))
        pts = [models.PointStruct(id=str(uuid.uuid5(GEM_NAMESPACE, f"tomb\x00{t.user_id}\x00{t.gem_id}\x00{t.kind}"
                                                    f"\x00{','.join(t.fields)}")),
                                  vector={}, payload=t.to_dict()) for t in tombs]
        self._call(lambda: self._api("upsert", name, points=pts, wait=True))
        return len(pts)

    def _tomb_filter(self, user_id: str) -> Any:
        from qdrant_client import models

        return models.Filter(must=[models.FieldCondition(key="u", match=models.MatchValue(value=user_id))])

    def graveyard(self, user_id: str) -> Graveyard:
        name = self._tomb_collection
        tombs: list[Tombstone] = []
        if self._call(lambda: self._api("collection_exists", name)):
            offset: Any = None
            while True:
                recs, offset = self._call(lambda o=offset: self._api("scroll", 
                    name, scroll_filter=self._tomb_filter(user_id), limit=_PAGE, offset=o, with_payload=True))
                tombs += [Tombstone.from_dict(r.payload or {}) for r in recs]
                if offset is None:
                    break
        return Graveyard.of(user_id, tombs)

    def unbury_user(self, user_id: str) -> int:
        from qdrant_client import models

        name = self._tomb_collection
        if not self._call(lambda: self._api("collection_exists", name)):
            return 0
        n = int(self._call(lambda: self._api("count", name, count_filter=self._tomb_filter(user_id), exact=True)).count)
        if n:
            self._call(lambda: self._api("delete", 
                name, points_selector=models.FilterSelector(filter=self._tomb_filter(user_id)), wait=True))
        return n

    # -- reindex -------------------------------------------------------------------------------

    def sibling(self, collection: str) -> "QdrantStore":
        """Another collection on the same client (reindex builds the new one beside the old)."""
        return QdrantStore(self.client, collection, shards=self.shards, replication_factor=self.replication_factor,
                           on_disk_payload=self.on_disk_payload, location=self.location)

    def drop(self) -> None:
        """Delete this collection (reindex clears a half-built leftover with it)."""
        if self._exists():
            self._call(lambda: self._api("delete_collection", self.collection))
        self._meta, self._present = None, False

    def replace_with(self, other: "QdrantStore") -> None:
        """Make `other`'s points this collection: recreate it with other's config and copy the points."""
        from qdrant_client import models

        meta = other._load_meta() or {}
        if self._exists():
            self._call(lambda: self._api("delete_collection", self.collection))
        self._meta, self._present = None, False
        self.ensure(str(meta.get("embedder")), int(meta["dim"]))
        offset: Any = None
        while True:
            recs, offset = self._call(lambda o=offset: other._api("scroll", 
                other.collection, limit=_PAGE, offset=o, with_payload=True, with_vectors=True,
            ))
            if recs:
                pts = [models.PointStruct(id=r.id, vector=r.vector, payload=r.payload) for r in recs]
                self._call(lambda p=pts: self._api("upsert", self.collection, points=p, wait=True))
            if offset is None:
                break
        self._call(lambda: other._api("delete_collection", other.collection))
        other._present = False
