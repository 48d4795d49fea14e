"""The gem store on a Qdrant server, through qdrant-client.

The same class runs on qdrant-client's local mode (``QdrantClient(location=":memory:")`` or
``path=``), which speaks the same API; tests use that. The embedder that built the collection is
recorded in the collection's metadata, so vectors of two models are never mixed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import numpy as np

from schemas import StoredGem
from utils.config import Settings
from utils.edge_store import DENSE, SPARSE, mismatch_message
from utils.errors import BackendUnavailable, EmbedderMismatch, RetryableError, StopError
from utils.payload import Row, apply_fields, check_batch, merge_legs, valid_ids
from utils.store import GemFilter, GemStore, Hit, Sparse, StoreInfo

log = logging.getLogger("true_recall.qdrant_store")
T = TypeVar("T")
_PAGE = 256


class QdrantStore(GemStore):
    """GemStore on one Qdrant collection (server or qdrant-client local mode)."""

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

    @classmethod
    def from_settings(cls, settings: Settings) -> "QdrantStore":
        """A store on the server that qdrant.url names."""
        from qdrant_client import QdrantClient

        q = settings.qdrant
        client = QdrantClient(url=q.url, api_key=q.api_key, timeout=int(q.timeout_s))
        return cls(client, q.collection, shards=q.shards, replication_factor=q.replication_factor,
                   on_disk_payload=q.on_disk_payload, location=q.url)

    # -- helpers -------------------------------------------------------------------------------

    def _call(self, fn: Callable[[], T]) -> T:
        """Run one client call, turning transport failures into our errors."""
        import httpx
        from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

        try:
            return fn()
        except (ResponseHandlingException, httpx.TransportError, ConnectionError) as e:
            raise BackendUnavailable(
                f"Qdrant at {self.location} did not answer ({e}); is it running? check qdrant.url / QDRANT_URL"
            ) from e
        except UnexpectedResponse as e:
            if e.status_code is not None and e.status_code >= 500:
                raise RetryableError(f"Qdrant at {self.location} failed: {e}") from e
            raise StopError(f"Qdrant at {self.location} refused the request: {e}") from e

    def _exists(self) -> bool:
        # Cached once seen: every call would otherwise cost a round trip to the server.
        if not self._present:
            self._present = bool(self._call(lambda: self.client.collection_exists(self.collection)))
        return self._present

    def _load_meta(self) -> dict[str, Any] | None:
        if self._meta is None and self._exists():
            info = self._call(lambda: self.client.get_collection(self.collection))
            meta = dict(info.config.metadata or {})
            if "dim" not in meta:
                vectors = info.config.params.vectors
                if isinstance(vectors, dict) and DENSE in vectors:
                    meta["dim"] = vectors[DENSE].size
            self._meta = meta
        return self._meta

    @staticmethod
    def _user_filter(user_id: str, flt: GemFilter | None = None, ids: Sequence[str] | None = None) -> Any:
        from qdrant_client import models

        if not user_id:
            raise ValueError("user_id is required")
        must: list[Any] = [models.FieldCondition(key="user_id", match=models.MatchValue(value=user_id))]
        if ids is not None:
            must.append(models.HasIdCondition(has_id=list(ids)))
        if flt is not None:
            if flt.categories:
                must.append(models.FieldCondition(key="categories", match=models.MatchAny(any=list(flt.categories))))
            if flt.since is not None or flt.until is not None:
                must.append(models.FieldCondition(key="ts", range=models.Range(
                    gte=flt.since.timestamp() if flt.since else None,
                    lte=flt.until.timestamp() if flt.until else None,
                )))
            if not flt.include_superseded:
                must.append(models.IsEmptyCondition(is_empty=models.PayloadField(key="superseded_by")))
            if flt.conversation_id:
                must.append(models.FieldCondition(key="conversation_id", match=models.MatchValue(value=flt.conversation_id)))
        return models.Filter(must=must)

    def _check_dim(self, n: int) -> None:
        meta = self._load_meta() or {}
        if meta.get("dim") is not None and n != meta["dim"]:
            raise EmbedderMismatch(
                f"got {n}-d vectors but collection {self.collection} holds {meta['dim']}-d vectors of "
                f"{meta.get('embedder')}; run `true-recall reindex` to change the embedder"
            )

    # -- GemStore ------------------------------------------------------------------------------

    def ensure(self, embedder: str, dim: int) -> None:
        from qdrant_client import models

        if self._exists():
            meta = self._load_meta() or {}
            if meta.get("embedder") is None and meta.get("dim") == dim:
                return  # created outside true-recall: the dimension is all we can check
            if meta.get("embedder") != embedder or meta.get("dim") != dim:
                raise EmbedderMismatch(mismatch_message(
                    f"{self.location}/{self.collection}", meta.get("embedder"), meta.get("dim"), embedder, dim
                ))
            return
        meta = {"embedder": embedder, "dim": dim}
        self._call(lambda: self.client.create_collection(
            self.collection,
            vectors_config={DENSE: models.VectorParams(size=dim, distance=models.Distance.COSINE)},
            sparse_vectors_config={SPARSE: models.SparseVectorParams(modifier=models.Modifier.IDF)},
            shard_number=self.shards,
            replication_factor=self.replication_factor,
            on_disk_payload=self.on_disk_payload,
            metadata=meta,
        ))
        indexes: list[tuple[str, Any]] = [
            # user_id is the tenant: every query filters on it; is_tenant co-locates a user's points.
            ("user_id", models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True)),
            ("ts", models.PayloadSchemaType.FLOAT),
            ("date", models.PayloadSchemaType.KEYWORD),
            ("categories", models.PayloadSchemaType.KEYWORD),
            ("importance", models.PayloadSchemaType.KEYWORD),
            ("conversation_id", models.PayloadSchemaType.KEYWORD),
            ("superseded_by", models.PayloadSchemaType.KEYWORD),
        ]
        for name, schema in indexes:
            if self.local:
                break  # local mode ignores payload indexes (filters run in Python) and warns
            self._call(lambda n=name, s=schema: self.client.create_payload_index(self.collection, n, field_schema=s))
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
                payload=g.to_payload(),
            )
            for g, v, s in zip(gems, dense, sparse)
        ]
        for i in range(0, len(points), _PAGE):
            batch = points[i : i + _PAGE]
            self._call(lambda b=batch: self.client.upsert(self.collection, points=b, wait=True))

    def search(
        self,
        user_id: str,
        dense: np.ndarray | None,
        sparse: Sparse | None,
        limit: int,
        flt: GemFilter | None = None,
    ) -> list[Hit]:
        from qdrant_client import models

        f = self._user_filter(user_id, flt)
        legs: list[tuple[str, Any]] = []
        if dense is not None:
            vec = np.asarray(dense, dtype=np.float32).ravel()
            self._check_dim(len(vec))
            legs.append((DENSE, models.QueryRequest(query=vec.tolist(), using=DENSE, filter=f, limit=limit,
                                                    with_payload=True)))
        if sparse is not None and sparse.indices:
            # IDF over this user's gems only: another user's vocabulary must not shift this user's ranking.
            params = models.SearchParams(idf=models.IdfCorpusParams(corpus=self._user_filter(user_id)))
            legs.append((SPARSE, models.QueryRequest(
                query=models.SparseVector(indices=sparse.indices, values=sparse.values), using=SPARSE,
                filter=f, limit=limit, with_payload=True, params=params,
            )))
        if not legs or not self._exists():
            return []
        results = self._call(lambda: self.client.query_batch_points(self.collection, requests=[q for _, q in legs]))
        rows: dict[str, list[Row]] = {DENSE: [], SPARSE: []}
        for (name, _), resp in zip(legs, results):
            rows[name] = [(str(p.id), p.payload or {}, p.score) for p in resp.points]
        return merge_legs(rows[DENSE], rows[SPARSE])

    def _records(self, user_id: str, ids: Sequence[str], with_vector: bool) -> list[Any]:
        ids = valid_ids(ids)
        if not ids or not self._exists():
            return []
        recs, _ = self._call(lambda: self.client.scroll(
            self.collection, scroll_filter=self._user_filter(user_id, ids=ids), limit=len(ids),
            with_payload=True, with_vectors=[DENSE] if with_vector else False,
        ))
        return list(recs)

    def get(self, user_id: str, ids: Sequence[str]) -> list[StoredGem]:
        order = {i: n for n, i in enumerate(valid_ids(ids))}
        gems = [StoredGem.from_payload(r.payload or {}) for r in self._records(user_id, ids, False)]
        return sorted(gems, key=lambda g: order.get(g.id, 0))

    def vectors(self, user_id: str, ids: Sequence[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        for r in self._records(user_id, ids, True):
            vec = r.vector[DENSE] if isinstance(r.vector, dict) else r.vector
            out[str(r.id)] = np.asarray(vec, dtype=np.float32)
        return out

    def scroll(self, user_id: str, flt: GemFilter | None = None) -> Iterator[StoredGem]:
        if not self._exists():
            return
        f = self._user_filter(user_id, flt)
        offset: Any = None
        while True:
            recs, offset = self._call(lambda o=offset: self.client.scroll(
                self.collection, scroll_filter=f, limit=_PAGE, offset=o, with_payload=True, with_vectors=False,
            ))
            for r in recs:
                yield StoredGem.from_payload(r.payload or {})
            if offset is None:
                return

    def set_fields(self, user_id: str, gem_id: str, fields: dict[str, object]) -> bool:
        found = self.get(user_id, [gem_id])
        if not found:
            return False
        new = apply_fields(found[0], fields)
        self._call(lambda: self.client.overwrite_payload(self.collection, payload=new.to_payload(), points=[new.id]))
        return True

    def delete(self, user_id: str, ids: Sequence[str]) -> int:
        from qdrant_client import models

        mine = [str(r.id) for r in self._records(user_id, ids, False)]
        if mine:
            self._call(lambda: self.client.delete(self.collection, points_selector=models.PointIdsList(points=mine)))
        return len(mine)

    def delete_user(self, user_id: str) -> int:
        from qdrant_client import models

        n = self.count(user_id)
        if n:
            self._call(lambda: self.client.delete(
                self.collection, points_selector=models.FilterSelector(filter=self._user_filter(user_id))
            ))
        return n

    def count(self, user_id: str | None = None) -> int:
        if not self._exists():
            return 0
        f = self._user_filter(user_id) if user_id is not None else None
        return int(self._call(lambda: self.client.count(self.collection, count_filter=f, exact=True)).count)

    def users(self) -> dict[str, int]:
        if not self._exists():
            return {}
        total = self.count()
        resp = self._call(lambda: self.client.facet(self.collection, key="user_id", limit=max(1, total), exact=True))
        return {str(h.value): int(h.count) for h in resp.hits if h.count > 0}

    def info(self) -> StoreInfo:
        meta = self._load_meta() or {}
        return StoreInfo(
            backend="qdrant-local" if self.local else "qdrant-server",
            location=self.location, collection=self.collection,
            embedder=meta.get("embedder"), dim=meta.get("dim"), points=self.count(),
        )

    def close(self) -> None:
        self.client.close()

    # -- reindex -------------------------------------------------------------------------------

    def sibling(self, collection: str) -> "QdrantStore":
        """Another collection on the same client (reindex builds the new one beside the old)."""
        return QdrantStore(self.client, collection, shards=self.shards, replication_factor=self.replication_factor,
                           on_disk_payload=self.on_disk_payload, location=self.location)

    def drop(self) -> None:
        """Delete this collection (reindex clears a half-built leftover with it)."""
        if self._exists():
            self._call(lambda: self.client.delete_collection(self.collection))
        self._meta, self._present = None, False

    def replace_with(self, other: "QdrantStore") -> None:
        """Make `other`'s points this collection: recreate it with other's config and copy the points."""
        from qdrant_client import models

        meta = other._load_meta() or {}
        if self._exists():
            self._call(lambda: self.client.delete_collection(self.collection))
        self._meta, self._present = None, False
        self.ensure(str(meta.get("embedder")), int(meta["dim"]))
        offset: Any = None
        while True:
            recs, offset = self._call(lambda o=offset: other.client.scroll(
                other.collection, limit=_PAGE, offset=o, with_payload=True, with_vectors=True,
            ))
            if recs:
                pts = [models.PointStruct(id=r.id, vector=r.vector, payload=r.payload) for r in recs]
                self._call(lambda p=pts: self.client.upsert(self.collection, points=p, wait=True))
            if offset is None:
                break
        self._call(lambda: other.client.delete_collection(other.collection))
        other._present = False
