"""serve keeps the embedded store's files locked in RAM (utils/store/resident.py): what is locked, within
the budget, follows the optimizer's new files, and is let go with the shard. Read from the kernel's own
accounting (VmLck in /proc/self/status, /proc/self/maps), on a real shard."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from store_fixtures import make_gem

from utils.store import sparse
from utils.store.edge import EdgeStore
from utils.store.resident import files_in_order, read_ahead

DIM = 32


def _locked_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmLck:"):
            return int(line.split()[1])
    raise AssertionError("no VmLck in /proc/self/status")


def _mapped_from(folder: Path) -> list[str]:
    return [line for line in Path("/proc/self/maps").read_text().splitlines() if str(folder) in line]


def _fill(store: EdgeStore, n: int, start: int = 0) -> None:
    rng = np.random.default_rng(start)
    gems = [make_gem(f"note {i} about the garden", user="u0", turns=f"{i + 1}-{i + 1}") for i in range(start, start + n)]
    dense = rng.normal(size=(n, DIM)).astype(np.float32)
    dense /= np.linalg.norm(dense, axis=1, keepdims=True)
    store.ensure("test-embedder", DIM)
    store.upsert(gems, dense, sparse.embed_documents([g.gem for g in gems]))


@pytest.fixture
def small_thresholds(monkeypatch: pytest.MonkeyPatch) -> None:
    import utils.store.edge as edge

    monkeypatch.setattr(edge, "FULL_SCAN_KB", 10)
    monkeypatch.setattr(edge, "INDEXING_KB", 10)


def test_the_shard_files_are_locked_while_open_and_let_go_with_it(tmp_path: Path, small_thresholds: None) -> None:
    builder = EdgeStore(tmp_path, "true_recall")  # as a batch command builds it, then closes it
    _fill(builder, 500)
    builder.optimize()
    builder.close()
    before = _locked_kb()
    store = EdgeStore(tmp_path, "true_recall", resident_mb=64)
    segments = tmp_path / "true_recall" / "segments"
    on_disk = sum(f.stat().st_size for f in segments.rglob("*") if f.is_file())
    assert 0 < store.resident_bytes <= on_disk
    # The kernel counts the pages as locked (whole pages, so a little more than the bytes).
    assert _locked_kb() - before >= store.resident_bytes // 1024
    assert store.search("u0", np.ones(DIM, dtype=np.float32), sparse.embed_query("garden"), 5)
    store.close()
    assert store.resident_bytes == 0 and _locked_kb() == before
    assert _mapped_from(segments) == []


def test_a_store_opened_without_a_budget_locks_nothing(tmp_path: Path) -> None:
    builder = EdgeStore(tmp_path, "true_recall")
    _fill(builder, 50)
    builder.close()
    before = _locked_kb()
    store = EdgeStore(tmp_path, "true_recall")
    assert store.resident_bytes == 0 and _locked_kb() == before
    store.close()


def test_the_budget_is_kept_and_the_float_vectors_come_last(tmp_path: Path, small_thresholds: None) -> None:
    store = EdgeStore(tmp_path, "true_recall", resident_mb=1)
    _fill(store, 3000)
    store.optimize()
    segments = tmp_path / "true_recall" / "segments"
    order = files_in_order(segments)
    dense_at = [i for i, f in enumerate(order) if "vector_storage-dense" in f.parts]
    assert dense_at and min(dense_at) > max(i for i, f in enumerate(order) if "vector_storage-dense" not in f.parts)
    assert 0 < store.resident_bytes <= 2**20
    store.close()


def test_after_the_optimizer_replaced_segments_only_current_files_stay_locked(
        tmp_path: Path, small_thresholds: None) -> None:
    store = EdgeStore(tmp_path, "true_recall", resident_mb=64)
    _fill(store, 400)
    store.release()
    store.hold()  # reopened: its files locked
    _fill(store, 400, start=400)
    assert store.optimize() is True  # builds and merges segments: new files, old ones deleted
    stale = [line for line in _mapped_from(tmp_path / "true_recall") if "(deleted)" in line]
    assert stale == []  # no lock left on a file the optimizer removed
    assert store.resident_bytes > 0
    store.close()


def test_the_files_the_engine_pins_are_read_ahead_of_a_reopen(tmp_path: Path, small_thresholds: None) -> None:
    """The int8 copy and the graphs (what the engine copies onto its heap) are read in one pass each before
    the engine loads them; nothing else is, so the pass costs only what the load reads anyway."""
    builder = EdgeStore(tmp_path, "true_recall")
    _fill(builder, 500)
    builder.optimize()
    builder.close()
    segments = tmp_path / "true_recall" / "segments"
    def is_pinned(f: Path) -> bool:
        return f.name == "quantized.data" or (f.parent.name.startswith("vector_index-") and f.name.startswith("links"))

    pinned = [f for f in segments.rglob("*") if f.is_file() and is_pinned(f)]
    assert any(f.name == "quantized.data" for f in pinned) and any(f.name.startswith("links") for f in pinned)
    assert read_ahead(segments) == sum(f.stat().st_size for f in pinned) > 0
    store = EdgeStore(tmp_path, "true_recall")  # the open runs the same pass, then the engine's load
    assert store.search("u0", np.ones(DIM, dtype=np.float32), sparse.embed_query("garden"), 5)
    store.close()


def test_read_ahead_of_a_store_without_an_index_reads_nothing(tmp_path: Path) -> None:
    builder = EdgeStore(tmp_path, "true_recall")
    _fill(builder, 20)
    builder.close()
    assert read_ahead(tmp_path / "true_recall" / "segments") == 0
    assert read_ahead(tmp_path / "missing") == 0
