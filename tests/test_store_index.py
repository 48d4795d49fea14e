"""The vector index: per-user HNSW graphs (Qdrant's multitenancy recipe), kept up to date by the curator.

Small thresholds here (monkeypatched module settings of the embedded store, not a mock: the real engine
builds the real index), so that a few hundred gems per user get their own graphs in seconds.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import numpy as np
import pytest
from store_fixtures import make_gem

from utils.store import sparse
from utils.store.edge import SEARCH_THREADS, EdgeStore, set_search_threads

DIM = 32


def _fill(store: EdgeStore, users: int, per_user: int, seed: int = 1, start: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    gems = [make_gem(f"note {i} of {u}", user=f"u{u}", turns=f"{i + 1}-{i + 1}")
            for u in range(users) for i in range(start, start + per_user)]
    dense = rng.normal(size=(len(gems), DIM)).astype(np.float32)
    dense /= np.linalg.norm(dense, axis=1, keepdims=True)
    store.ensure("test-embedder", DIM)
    store.upsert(gems, dense, sparse.embed_documents([g.gem for g in gems]))
    return dense


@pytest.fixture
def small_thresholds(monkeypatch: pytest.MonkeyPatch) -> None:
    import utils.store.edge as edge

    monkeypatch.setattr(edge, "FULL_SCAN_KB", 10)  # a user with more than ~80 vectors of 32-d is searched by graph
    monkeypatch.setattr(edge, "INDEXING_KB", 10)


def test_new_store_has_per_user_graphs_and_no_global_one(tmp_path: Path) -> None:
    store = EdgeStore(tmp_path, "true_recall")
    store.ensure("test-embedder", DIM)
    cfg = json.loads((tmp_path / "true_recall" / "edge_config.json").read_text())
    text = json.dumps(cfg)
    assert '"payload_m": 16' in text and '"m": 0' in text
    # The keyword leg scores a user's points directly below SPARSE_FULL_SCAN (utils/store/core.py).
    assert cfg["sparse_vectors"]["sparse"]["full_scan_threshold"] == 20_000
    # The graph search reads an int8 copy held on the heap with the graphs (core.py, QUANT_QUANTILE).
    dense = cfg["vectors"]["dense"]
    assert dense["quantization_config"]["scalar"]["type"] == "int8"
    assert dense["quantization_config"]["scalar"]["memory"] == "pinned"
    assert dense["hnsw_config"]["memory"] == "pinned"
    schema = store._shard.info().payload_schema  # noqa: SLF001 - what the engine recorded
    assert schema["user_id"].params.is_tenant is True
    for name in ("ts", "categories", "importance", "conversation_id", "superseded_by"):
        assert schema[name].params.enable_hnsw is False, name  # filters only: no graphs of their own
    store.close()


def test_indexed_search_finds_what_the_exact_scan_finds(tmp_path: Path, small_thresholds: None) -> None:
    store = EdgeStore(tmp_path, "true_recall")
    dense = _fill(store, users=3, per_user=400)
    store.release()
    assert store.optimize() is True  # reopens the released shard and builds the graphs
    info = store._shard.info()  # noqa: SLF001
    assert info.indexed_vectors_count >= 1200
    rng = np.random.default_rng(7)
    recalls = []
    for q in range(30):
        user = f"u{q % 3}"
        query = dense[rng.integers(len(dense))] + rng.normal(0, 0.3, DIM).astype(np.float32)
        exact = store.nearest_ids(user, query, 10, exact=True)
        fast = store.nearest_ids(user, query, 10)
        assert len(exact) == 10 and len(fast) == 10
        recalls.append(len(set(exact) & set(fast)) / 10)
        # The graph of one user never leads to another user's gems.
        assert {g.user_id for g in store.get(user, fast)} == {user} and len(store.get(user, fast)) == 10
    assert np.mean(recalls) >= 0.95
    store.close()


def test_a_later_batch_gets_its_own_small_index(tmp_path: Path, small_thresholds: None) -> None:
    store = EdgeStore(tmp_path, "true_recall")
    _fill(store, users=2, per_user=300)
    store.optimize()
    before = store._shard.info()  # noqa: SLF001
    _fill(store, users=2, per_user=150, seed=2, start=300)  # new gems, as a curate run adds them
    assert store.optimize() is True
    after = store._shard.info()  # noqa: SLF001
    assert after.points_count == before.points_count + 300
    assert after.indexed_vectors_count > before.indexed_vectors_count
    # The new gems became a segment of their own instead of a rebuild of the indexed ones.
    assert after.segments_count > before.segments_count
    store.close()


def test_indexed_search_scores_are_the_exact_cosines(tmp_path: Path, small_thresholds: None) -> None:
    """The graph search ranks on the int8 copy, then rescores on the float originals: the dense scores a
    search returns are the cosines themselves, not their quantized estimates."""
    store = EdgeStore(tmp_path, "true_recall")
    dense = _fill(store, users=2, per_user=400)
    assert store.optimize() is True
    assert store._shard.info().indexed_vectors_count >= 800  # noqa: SLF001 - the graphs and int8 copy exist
    rng = np.random.default_rng(3)
    query = dense[rng.integers(400)] + rng.normal(0, 0.3, DIM).astype(np.float32)
    query /= np.linalg.norm(query)
    hits = store.search("u0", query, None, 20)
    assert len(hits) == 20
    stored = store.vectors("u0", [h.id for h in hits])
    for h in hits:
        v = stored[h.id]
        assert h.dense_score == pytest.approx(float(v @ query / np.linalg.norm(v)), abs=1e-5)
    # and in the exact order of those cosines
    assert [h.dense_score for h in hits] == sorted((h.dense_score for h in hits), reverse=True)
    store.close()


def _search_pool() -> int:
    """Threads of this process in an embedded shard's search pool (a closing shard's may vanish meanwhile)."""
    n = 0
    for t in os.listdir("/proc/self/task"):
        try:
            n += Path(f"/proc/self/task/{t}/comm").read_text().startswith("edge-search")
        except OSError:
            continue
    return n


def _settled_pool() -> int:
    """_search_pool() once a closed shard's threads have gone (they exit after close() returns)."""
    last, deadline = _search_pool(), time.monotonic() + 5
    while time.monotonic() < deadline:
        time.sleep(0.05)
        now = _search_pool()
        if now == last:
            return now
        last = now
    return last


def _search_once(store: EdgeStore, dense: np.ndarray) -> list[str]:
    return [h.id for h in store.search("u0", dense[0], sparse.embed_query("note 1 of u0"), 10)]


def test_a_store_searches_on_one_pool_thread_where_the_engine_would_start_four_per_cpu(tmp_path: Path) -> None:
    """SEARCH_THREADS (utils/store/edge.py): the engine's default pool spins idle workers on the cores a
    query needs; ours is one thread, set when the store is made and held in its config."""
    before = _settled_pool()
    ours = EdgeStore(tmp_path, "ours")
    dense = _fill(ours, users=2, per_user=30)
    _search_once(ours, dense)
    assert _search_pool() - before == SEARCH_THREADS == 1
    assert json.loads((tmp_path / "ours" / "edge_config.json").read_text())["max_search_threads"] == 1
    ours.close()
    before = _settled_pool()
    engines = EdgeStore(tmp_path, "engine", search_threads=None)
    _search_once(engines, _fill(engines, users=2, per_user=30))
    assert _search_pool() - before > 1  # 4 per CPU in qdrant-edge 0.9
    engines.close()


def test_an_older_store_gets_one_search_thread_and_keeps_its_index_recipe(tmp_path: Path) -> None:
    """A store made before SEARCH_THREADS (no pool size in its config) is given it on open: that one key
    is added to the engine's persisted config, the rest stays as it was, and searches find the same."""
    old = EdgeStore(tmp_path, "true_recall", search_threads=None)
    dense = _fill(old, users=2, per_user=30)
    old.close()
    old = EdgeStore(tmp_path, "true_recall", search_threads=None)  # a load adds the engine's derived fields
    found = _search_once(old, dense)
    old.close()
    cfg_file = tmp_path / "true_recall" / "edge_config.json"
    before = json.loads(cfg_file.read_text())
    assert "max_search_threads" not in before
    pool = _settled_pool()
    store = EdgeStore(tmp_path, "true_recall")
    assert _search_once(store, dense) == found
    assert _search_pool() - pool == 1
    assert json.loads(cfg_file.read_text()) == {**before, "max_search_threads": 1}
    store.close()


def test_a_config_it_cannot_read_is_left_to_the_engine(tmp_path: Path) -> None:
    """No file or a damaged one: nothing is written (the engine names the fault when it loads)."""
    assert set_search_threads(tmp_path) is False
    (tmp_path / "edge_config.json").write_text("{not json")
    assert set_search_threads(tmp_path) is False
    assert (tmp_path / "edge_config.json").read_text() == "{not json"
    (tmp_path / "edge_config.json").write_text('{"vectors": {}, "max_search_threads": 1}')
    assert set_search_threads(tmp_path) is False  # already so: the file is not rewritten
    assert set_search_threads(tmp_path, None) is True
    assert json.loads((tmp_path / "edge_config.json").read_text()) == {"vectors": {}}
