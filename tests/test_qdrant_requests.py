"""The Qdrant server path without a server: every request the store makes, built as the body a server would
receive (qdrant-client's own REST request models, the server's API schema) and checked against it.

The store runs on qdrant-client's local mode here, through the same code as on a server (payload indexes
included: local mode takes the calls and ignores them). Each call's server body is recorded; each must
survive the trip to JSON and back through its model (what the server parses), and the collection recipe
must be the one README and utils/store/core.py describe. What only a real server can tell (index builds,
sharding, replication, on-disk payload) runs with `QDRANT_URL=http://host:6333 pytest -m qdrant_server`.
"""

from __future__ import annotations

import json

import pytest
from qdrant_client import QdrantClient
from qdrant_client.http import models
from store_fixtures import index, local_embedder, make_gem

from utils.errors import StopError
from utils.store import GemFilter, sparse
from utils.store.core import HNSW_EF_CONSTRUCT, HNSW_M, HNSW_PAYLOAD_M, QUANT_QUANTILE
from utils.store.qdrant import QdrantStore
from utils.store.qdrant_requests import _BODIES, server_body
from utils.store.tombstones import DELETED, Tombstone


def _workload(store: QdrantStore) -> None:
    """Every kind of call the store makes: create, index, upsert, search, scroll, count, facet, edit, delete,
    tombstones, reindex into a sibling."""
    gems = [make_gem("Alice prefers oat milk in her coffee"), make_gem("Alice moved to Lisbon", days_ago=5),
            make_gem("Bob keeps his bike in the garage", user="bob")]
    index(store, gems)
    emb = local_embedder()
    q = "oat milk"
    hits = store.search("alice", emb.embed_query(q), sparse.embed_query(q), 2, GemFilter(categories=("fact",)))
    assert hits and hits[0].id == gems[0].id
    store.load("alice", store.search("alice", emb.embed_query(q), None, 2, brief=True))
    store.vectors("alice", [gems[0].id])
    for exact in (False, True):  # the dense leg alone, through the index and by a scan (bench/search.py recall)
        assert store.nearest_ids("alice", emb.embed_query(q), 1, exact=exact) == [gems[0].id]
    assert store.count("alice") == 2 and store.users() == {"alice": 2, "bob": 1}
    assert len(list(store.scroll("alice"))) == 2
    store.get("alice", [gems[0].id])
    assert store.set_fields("alice", gems[1].id, {"importance": "high"})
    store.bury([Tombstone(user_id="alice", gem_id=gems[1].id, kind=DELETED)])
    assert store.graveyard("alice")
    assert store.delete("alice", [gems[1].id]) == 1
    assert store.unbury_user("alice") == 1
    assert store.delete_user("bob") == 1
    other = store.sibling("true_recall_next")
    index(other, gems[:1])
    store.replace_with(other)


@pytest.fixture(scope="module")
def recorded() -> list[tuple[str, str, object]]:
    store = QdrantStore(QdrantClient(location=":memory:"), "true_recall", shards=3, replication_factor=2)
    store.requests = []
    _workload(store)
    out = list(store.requests)
    store.close()
    return out


def test_every_server_request_matches_the_servers_schema(recorded: list[tuple[str, str, object]]) -> None:
    methods = {m for m, _, _ in recorded}
    # every kind of body the store can send was sent by the workload (a new call is added to both)
    assert set(_BODIES) - methods == set(), set(_BODIES) - methods
    for method, _collection, body in recorded:
        if body is None:
            continue
        # what goes on the wire parses back, through the same model, to the same request
        wire = body.model_dump_json(exclude_unset=True)
        again = type(body).model_validate_json(wire)
        assert again.model_dump_json(exclude_unset=True) == wire, method


def test_the_collection_recipe_reaches_the_server_as_documented(recorded: list[tuple[str, str, object]]) -> None:
    created = {c: json.loads(b.model_dump_json(exclude_none=True)) for m, c, b in recorded if m == "create_collection"}
    body = created["true_recall"]
    dense = body["vectors"]["dense"]
    assert dense["distance"] == "Cosine" and dense["size"] == 384
    assert dense["quantization_config"]["scalar"] == {"type": "int8", "quantile": QUANT_QUANTILE, "always_ram": True}
    # no global graph: a graph per user on the tenant index
    assert body["hnsw_config"]["m"] == HNSW_M == 0 and body["hnsw_config"]["payload_m"] == HNSW_PAYLOAD_M
    assert body["hnsw_config"]["ef_construct"] == HNSW_EF_CONSTRUCT
    assert body["sparse_vectors"]["sparse"]["modifier"] == "idf"
    assert (body["shard_number"], body["replication_factor"], body["on_disk_payload"]) == (3, 2, True)
    assert body["metadata"] == {"embedder": "all-MiniLM-L6-v2-int8", "dim": 384}
    indexes = {b.field_name: json.loads(b.field_schema.model_dump_json(exclude_none=True))
               for m, c, b in recorded if m == "create_payload_index" and c == "true_recall"}
    assert indexes["user_id"] == {"type": "keyword", "is_tenant": True}
    assert set(indexes) == {"user_id", "ts", "date", "categories", "importance", "conversation_id", "superseded_by"}
    assert all(v.get("enable_hnsw") is False for k, v in indexes.items() if k != "user_id")
    # every search filters on the user (the tenant), both legs of the hybrid search in one batch
    batches = [b for m, _, b in recorded if m == "query_batch_points"]
    assert any(len(b.searches) == 2 for b in batches)
    for b in batches:
        for q in b.searches:
            users = [c.key for c in q.filter.must if isinstance(c, models.FieldCondition)]
            assert "user_id" in users


def test_a_request_the_server_would_refuse_is_a_clear_error() -> None:
    with pytest.raises(StopError, match="would refuse scroll"):
        server_body("scroll", {"scroll_filter": None, "limit": 10, "with_vectorz": True})
    with pytest.raises(StopError, match="would refuse create_collection"):
        server_body("create_collection", {"shard_number": "many"})
    with pytest.raises(StopError, match="would refuse delete"):
        server_body("delete", {"points_selector": {"nothing": 1}})
    with pytest.raises(KeyError):
        server_body("recreate_collection", {})  # a call this module does not know is not silently unchecked
