"""Both GemStore implementations against the same contract: real qdrant-edge and real qdrant-client local mode."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from store_fixtures import (
    BASE,
    edge_store,
    index,
    local_embedder,
    make_gem,
    qdrant_server_store,
    qdrant_store,
)

from utils.errors import EmbedderMismatch, QuarantineError, StoreLocked
from utils.store import GemFilter, GemStore, open_store, sparse
from utils.store.edge import EdgeStore


@pytest.fixture(params=["edge", "qdrant-local", pytest.param("qdrant-server", marks=pytest.mark.qdrant_server)])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[GemStore]:
    if request.param == "qdrant-server":
        # The same contract on a real Qdrant server: QDRANT_URL=http://host:6333 pytest -m qdrant_server
        s = qdrant_server_store()
        try:
            yield s
        finally:
            s.drop()
            s.sibling(f"{s.collection}_tombstones").drop()
            s.close()
        return
    s = edge_store(tmp_path) if request.param == "edge" else qdrant_store()
    yield s
    s.close()


def _corpus() -> list:
    return [
        make_gem("Alice prefers oat milk in her coffee", categories=["preference"], days_ago=3),
        make_gem("Alice decided to migrate the billing service to Postgres", categories=["decision", "project"],
                 importance="high", days_ago=10, conversation_id="conv-2"),
        make_gem("Alice's sister lives in Lisbon", categories=["relationship"], days_ago=40),
        make_gem("Bob keeps his bike in the garage", user="bob", days_ago=1),
        make_gem("Bob prefers black coffee without sugar", user="bob", categories=["preference"], days_ago=2),
    ]


def test_empty_store_answers_without_creating(store: GemStore) -> None:
    assert store.count() == 0
    assert store.users() == {}
    assert store.search("alice", np.ones(384, dtype=np.float32), sparse.embed_query("coffee"), 5) == []
    assert list(store.scroll("alice")) == []
    assert store.info().embedder is None


def test_upsert_search_and_isolation(store: GemStore) -> None:
    gems = _corpus()
    index(store, gems)
    emb = local_embedder()
    assert store.count() == 5 and store.count("alice") == 3 and store.count("bob") == 2
    assert store.users() == {"alice": 3, "bob": 2}

    q = "coffee preference"
    hits = store.search("alice", emb.embed_query(q), sparse.embed_query(q), 10)
    assert {h.gem.user_id for h in hits} == {"alice"}
    assert len(hits) == 3  # dense finds all of alice's gems, never bob's
    top_dense = min(hits, key=lambda h: h.dense_rank or 99)
    assert top_dense.gem.gem == "Alice prefers oat milk in her coffee" and top_dense.dense_rank == 1
    sparse_hits = [h for h in hits if h.sparse_rank is not None]
    assert [h.gem.gem for h in sparse_hits] == ["Alice prefers oat milk in her coffee"]
    assert sparse_hits[0].sparse_score and sparse_hits[0].sparse_score > 0

    # Bob's coffee gem is invisible to alice, also by id.
    bob_coffee = gems[4]
    assert store.get("alice", [bob_coffee.id]) == []
    assert store.vectors("alice", [bob_coffee.id]) == {}
    assert store.delete("alice", [bob_coffee.id]) == 0
    assert store.set_fields("alice", bob_coffee.id, {"importance": "low"}) is False
    assert store.get("bob", [bob_coffee.id])[0].importance == "medium"


def test_reupsert_is_idempotent_and_get_roundtrips(store: GemStore) -> None:
    gems = _corpus()
    index(store, gems)
    index(store, gems)
    assert store.count() == 5
    got = store.get("alice", [gems[1].id, gems[0].id, "not-a-uuid"])
    assert [g.id for g in got] == [gems[1].id, gems[0].id]
    assert got[0] == gems[1]  # every field survives the payload round trip
    vecs = store.vectors("alice", [gems[0].id])
    assert vecs[gems[0].id].shape == (384,)
    assert float(np.linalg.norm(vecs[gems[0].id])) == pytest.approx(1.0, abs=1e-3)


def test_filters(store: GemStore) -> None:
    gems = _corpus()
    old = gems[2]
    newer = make_gem("Alice's sister moved from Lisbon to Porto", categories=["relationship"], days_ago=5)
    old = old.model_copy(update={"superseded_by": newer.id})
    index(store, [gems[0], gems[1], old, newer])
    emb = local_embedder()
    q = "where does the sister live"
    d, s = emb.embed_query(q), sparse.embed_query(q)

    only_rel = store.search("alice", d, s, 10, GemFilter(categories=("relationship",)))
    assert {h.gem.id for h in only_rel} == {old.id, newer.id}
    hide = store.search("alice", d, s, 10, GemFilter(include_superseded=False))
    assert old.id not in {h.gem.id for h in hide} and newer.id in {h.gem.id for h in hide}
    recent = store.search("alice", d, s, 10, GemFilter(since=BASE - timedelta(days=6)))
    assert {h.gem.id for h in recent} == {gems[0].id, newer.id}
    older = store.search("alice", d, s, 10, GemFilter(until=BASE - timedelta(days=6)))
    assert {h.gem.id for h in older} == {gems[1].id, old.id}
    conv2 = store.search("alice", d, s, 10, GemFilter(conversation_id="conv-2"))
    assert {h.gem.id for h in conv2} == {gems[1].id}
    assert {g.id for g in store.scroll("alice", GemFilter(include_superseded=False))} == {gems[0].id, gems[1].id, newer.id}
    no_rel = store.search("alice", d, s, 10, GemFilter(exclude_categories=("relationship",)))
    assert {h.gem.id for h in no_rel} == {gems[0].id, gems[1].id}
    assert {g.id for g in store.scroll("alice", GemFilter(exclude_categories=("relationship", "preference")))} == {gems[1].id}


def test_set_fields_delete_and_delete_user(store: GemStore) -> None:
    gems = _corpus()
    index(store, gems)
    assert store.set_fields("alice", gems[0].id, {"importance": "high", "superseded_by": gems[1].id})
    g = store.get("alice", [gems[0].id])[0]
    assert g.importance == "high" and g.superseded_by == gems[1].id
    with pytest.raises(QuarantineError, match="user_id"):
        store.set_fields("alice", gems[0].id, {"user_id": "bob"})
    with pytest.raises(QuarantineError, match="invalid gem"):
        store.set_fields("alice", gems[0].id, {"importance": "enormous"})
    assert store.delete("alice", [gems[0].id, gems[0].id]) == 1
    assert store.count("alice") == 2
    assert store.delete_user("alice") == 2
    assert store.count("alice") == 0 and store.count("bob") == 2
    assert store.users() == {"bob": 2}


def test_embedder_mismatch(store: GemStore) -> None:
    store.ensure("model-a", 384)
    store.ensure("model-a", 384)  # same embedder: fine
    with pytest.raises(EmbedderMismatch, match="true-recall reindex"):
        store.ensure("model-b", 384)
    with pytest.raises(EmbedderMismatch, match="1024"):
        store.ensure("model-a", 1024)
    with pytest.raises(EmbedderMismatch, match="reindex"):
        store.upsert([make_gem("a gem of the wrong size")], np.ones((1, 8), dtype=np.float32),
                     [sparse.embed_document("x")])
    info = store.info()
    assert (info.embedder, info.dim, info.collection) == ("model-a", 384, "true_recall")


def test_scroll_pages_through_many(store: GemStore) -> None:
    gems = [make_gem(f"note number {i} about topic {i % 7}", turns=f"{i + 1}-{i + 1}") for i in range(700)]
    rng = np.random.default_rng(0)
    dense = rng.normal(size=(700, 384)).astype(np.float32)
    dense /= np.linalg.norm(dense, axis=1, keepdims=True)
    store.ensure("random", 384)
    store.upsert(gems, dense, sparse.embed_documents([g.gem for g in gems]))
    assert len({g.id for g in store.scroll("alice")}) == 700


def test_edge_store_persists_and_records_embedder(tmp_path: Path) -> None:
    s = edge_store(tmp_path)
    index(s, _corpus())
    s.close()
    meta = (tmp_path / "edge" / "true_recall" / "true_recall_meta.json").read_text()
    assert local_embedder().name in meta
    s2 = edge_store(tmp_path)
    assert s2.count("alice") == 3 and s2.info().embedder == local_embedder().name
    with pytest.raises(EmbedderMismatch, match="true-recall reindex"):
        s2.ensure("mxbai-embed-large", 1024)
    s2.close()


def test_edge_store_locked_by_another_process(tmp_path: Path) -> None:
    s = edge_store(tmp_path)
    index(s, _corpus()[:1])
    s.close()
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sys, time
            from utils.store.edge import EdgeStore
            s = EdgeStore({str(tmp_path / 'edge')!r}, "true_recall")
            print("open", flush=True)
            sys.stdin.readline()
            s.close()
        """)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parent.parent,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        with pytest.raises(StoreLocked, match="held by another process"):
            EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=0.3)
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(20)
        holder.stdout.close()
    again = EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=0.3)  # freed when the holder closed it
    assert again.count() == 1
    again.close()


def test_open_store_picks_backend_from_settings(settings) -> None:  # type: ignore[no-untyped-def]
    s = open_store(settings)
    assert isinstance(s, EdgeStore)
    assert s.info().backend == "qdrant-edge"
    assert str(s.info().location).startswith(str(settings.data_path))
    s.close()


def test_qdrant_local_on_disk_reopens(tmp_path: Path) -> None:
    from qdrant_client import QdrantClient

    from utils.store.qdrant import QdrantStore

    s = QdrantStore(QdrantClient(path=str(tmp_path / "q")), "true_recall")
    index(s, _corpus())
    s.close()
    s2 = QdrantStore(QdrantClient(path=str(tmp_path / "q")), "true_recall")
    assert s2.count("bob") == 2 and s2.info().embedder == local_embedder().name
    with pytest.raises(EmbedderMismatch):
        s2.ensure("other", 384)
    s2.close()


def test_edge_store_sees_a_shard_created_after_it_was_opened(tmp_path: Path) -> None:
    early = edge_store(tmp_path)  # e.g. `serve` started before the first curation
    assert early.count() == 0 and early.info().embedder is None
    writer = edge_store(tmp_path)
    index(writer, _corpus())
    writer.close()
    assert early.count("alice") == 3 and early.info().embedder == local_embedder().name
    early.close()


def test_qdrant_server_down_names_qdrant_url() -> None:
    from conftest import free_port

    from utils.config import Settings
    from utils.errors import BackendUnavailable
    from utils.store.qdrant import QdrantStore

    s = QdrantStore.from_settings(Settings(qdrant={"url": f"http://127.0.0.1:{free_port()}", "timeout_s": 2}))
    with pytest.raises(BackendUnavailable, match="QDRANT_URL"):
        s.count("alice")
    with pytest.raises(BackendUnavailable, match="QDRANT_URL"):
        s.ensure("model", 384)
    s.close()



def test_brief_search_ranks_the_same_and_loads_in_user(store: GemStore) -> None:
    """A brief search (ranking fields only) finds the same hits with the same ranks and scores as a whole
    one; load() reads the kept gems whole, user-filtered, and leaves out one deleted since the search."""
    gems = _corpus()
    index(store, gems)
    emb = local_embedder()
    q = "coffee preference"
    d, s = emb.embed_query(q), sparse.embed_query(q)

    def legs(hits: list) -> list:
        return sorted((h.id, h.ts_us, h.importance, h.superseded_by, h.speaker, h.dense_rank, h.dense_score,
                       h.sparse_rank, h.sparse_score) for h in hits)

    whole = store.search("alice", d, s, 10)
    brief = store.search("alice", d, s, 10, brief=True)
    lazy = store.search("alice", lambda: d, s, 10, brief=True)  # the vector computed inside the search
    assert legs(brief) == legs(whole) == legs(lazy)
    if isinstance(store, EdgeStore):  # the sparse leg beside the vector's computation, or after it
        for overlap in (True, False):
            store.overlap = overlap
            assert legs(store.search("alice", lambda: d, s, 10, brief=True)) == legs(whole)
    assert all(h.brief for h in brief)
    with pytest.raises(RuntimeError, match="brief"):
        brief[0].gem
    by_id = {h.id: h.gem for h in whole}
    loaded = store.load("alice", brief)
    assert [h.id for h in loaded] == [h.id for h in brief]
    assert all(h.gem == by_id[h.id] for h in loaded)  # every field, as a whole search reads it

    # Another user's search cannot load alice's gems, and a gem deleted since the search is left out.
    again = store.search("alice", d, s, 10, brief=True)
    assert store.load("bob", again) == [] and all(h.brief for h in again)
    gone = again[0].id
    assert store.delete("alice", [gone]) == 1
    assert [h.id for h in store.load("alice", again)] == [h.id for h in again[1:]]


def test_a_lazy_vector_of_the_wrong_dimension_fails_clearly(store: GemStore) -> None:
    index(store, _corpus())
    for overlap in (True, False):
        if isinstance(store, EdgeStore):
            store.overlap = overlap
        with pytest.raises(EmbedderMismatch):
            store.search("alice", lambda: np.ones(12, dtype=np.float32), sparse.embed_query("coffee"), 5, brief=True)
    # The store is still usable afterwards (the keyword leg that ran beside it was joined).
    assert store.search("alice", None, sparse.embed_query("coffee"), 5)


def test_a_brief_search_reads_whole_a_payload_ranking_cannot_read(store: GemStore) -> None:
    """A point whose payload lacks the epoch seconds (not as StoredGem.to_payload writes it) is read whole
    by the brief search itself, so it ranks from the validated gem and needs no load()."""
    gems = _corpus()
    index(store, gems)
    payload = gems[0].to_payload()
    del payload["ts"]
    store._overwrite(gems[0].id, payload)  # noqa: SLF001 - a payload an older writer could have left
    emb, q = local_embedder(), "oat milk coffee"
    hits = store.search("alice", emb.embed_query(q), sparse.embed_query(q), 10, brief=True)
    odd = next(h for h in hits if h.id == gems[0].id)
    assert not odd.brief and odd.gem == gems[0]
    assert all(h.brief for h in hits if h.id != gems[0].id)
    assert [h.id for h in store.load("alice", hits)] == [h.id for h in hits]
