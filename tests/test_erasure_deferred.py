"""Erasure that does not stall serve: a delete hides the gem at once and records an erasure pending; the
store's files are rewritten later (utils/store/compaction.py) - in serve's background in slices that let
searches through, at the next curate run, or on `true-recall memories compact` - and then hold none of it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from fastapi.testclient import TestClient
from store_fixtures import edge_store, index, local_embedder, make_gem
from waiting import wait_until

from retrieve import memories
from retrieve.search import search
from retrieve.serve import create_app
from utils.config import Settings
from utils.store.compaction import Abandoned, Compaction, compact, pending, pending_path
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "true-recall")
SECRET = "Alice hid the spare key under the zorblefinch statue"


def corpus(n: int = 150) -> list:
    gems = [make_gem(SECRET, turns="1-1")]
    gems += [make_gem(f"Alice noted fact number {i} about the garden plot {i * 7}", turns=f"{i + 2}-{i + 2}")
             for i in range(n)]
    gems += [make_gem(f"Bob noted fact number {i} about his bike", user="bob", turns=f"{i + 1}-{i + 1}")
             for i in range(n // 3)]
    return gems


def shard_bytes(store: EdgeStore) -> bytes:
    return b"".join(p.read_bytes() for p in store.root.rglob("*") if p.is_file() and "pending" not in p.name)


def found_by_search(store: EdgeStore, settings: Settings, gem_id: str) -> bool:
    hits = search("where is the spare key hidden", "alice", k=10, settings=settings, store=store,
                  embedder=local_embedder())
    return any(h.id == gem_id for h in hits)


def test_delete_hides_at_once_and_compaction_removes_the_bytes(tmp_path: Path, settings: Settings) -> None:
    store = edge_store(tmp_path)
    gems = corpus()
    index(store, gems)
    secret_id = gems[0].id
    assert found_by_search(store, settings, secret_id)
    assert memories.delete_gems(store, "alice", [secret_id], compact_now=False) == 1
    # From this moment no search or read returns it, and the store says its bytes are still to go.
    assert not found_by_search(store, settings, secret_id)
    assert memories.get_gem(store, "alice", secret_id) is None
    rec = pending(store)
    assert rec is not None and rec["gems"] == 1 and rec["users"] == {"alice": 1} and rec["since"]
    assert pending_path(store).stat().st_mode & 0o777 == 0o600
    check = memories.store_check(store, ["alice"], {secret_id})[0]
    assert "ERASURE PENDING" in check and "compact" in check

    store.close()
    assert b"zorblefinch" in shard_bytes(store)  # hidden, not yet erased: the bytes sit in the segment files
    n = compact(store)
    assert n == len(gems) - 1 and pending(store) is None
    assert store.count() == len(gems) - 1
    assert "its files rewritten" in memories.store_check(store, ["alice"], {secret_id})[0]
    store.close()
    assert b"zorblefinch" not in shard_bytes(store)


def test_a_write_during_a_sliced_compaction_abandons_it(tmp_path: Path) -> None:
    store = edge_store(tmp_path)
    gems = corpus(40)
    index(store, gems)
    memories.delete_gems(store, "alice", [gems[0].id], compact_now=False)
    c = Compaction(store, batch_size=8)
    assert c.begin()
    c.prepare()
    first = c.read()
    assert first is not None and len(first) == 8
    c.write(first)
    # A delete between two slices: the copy already holds gems that may be the deleted one.
    memories.delete_gems(store, "bob", [g.id for g in gems if g.user_id == "bob"][:1], compact_now=False)
    with pytest.raises(Abandoned):
        c.read()
    sibling = c.new.dir  # type: ignore[union-attr]
    c.abandon()
    assert not sibling.exists()
    assert pending(store)["gems"] == 2  # still pending: nothing was swapped in
    assert store.count() == len(gems) - 2
    assert compact(store) == len(gems) - 2 and pending(store) is None
    store.close()


@pytest.fixture
def served(settings: Settings, tmp_path: Path) -> Iterator[tuple[TestClient, EdgeStore, list]]:
    store = edge_store(tmp_path)
    gems = corpus(400)
    index(store, gems)
    settings.serve.token = "s3cret"
    settings.serve.compact_after_s = 0.3
    app = create_app(settings, store, local_embedder())
    with TestClient(app, base_url="http://localhost", headers={"Authorization": "Bearer s3cret"}) as c:
        yield c, store, gems
    store.close()


def test_serve_deletes_at_once_and_compacts_in_the_background_while_searching(
        served: tuple[TestClient, EdgeStore, list]) -> None:
    client, store, gems = served
    secret_id = gems[0].id
    body = {"query": "where is the spare key hidden", "user_id": "alice", "k": 10}
    assert secret_id in [h["id"] for h in client.post("/search", json=body).json()["results"]]
    r = client.delete(f"/memories/{secret_id}", params={"user_id": "alice"})
    assert r.status_code == 200, r.text
    answer = r.json()
    assert answer["deleted"] == 1 and answer["erasure"]["state"] == "pending" and answer["erasure"]["gems"] == 1
    assert "compact" in answer["erasure"]["detail"]
    # Gone from search from the moment of the answer.
    assert secret_id not in [h["id"] for h in client.post("/search", json=body).json()["results"]]

    answered = []

    def compacted_while_searching() -> bool:
        res = client.post("/search", json=body)
        assert res.status_code == 200, res.text  # searches keep answering during the compaction
        answered.append(res.json()["results"])
        return pending(store) is None

    wait_until(compacted_while_searching, 120, "the background compaction")
    compactor = client.app.state.compactor  # type: ignore[attr-defined]
    assert compactor.done == 1
    assert all(secret_id not in [h["id"] for h in hits] for hits in answered)
    assert all(hits for hits in answered)
    assert len(client.get("/memories", params={"user_id": "alice", "limit": 1000}).json()["memories"]) == 400
    store.close()
    assert b"zorblefinch" not in shard_bytes(store)


def test_compact_after_s_null_leaves_it_pending(settings: Settings, tmp_path: Path) -> None:
    store = edge_store(tmp_path)
    gems = corpus(5)
    index(store, gems)
    settings.serve.token = "s3cret"
    settings.serve.compact_after_s = None
    app = create_app(settings, store, local_embedder())
    with TestClient(app, base_url="http://localhost", headers={"Authorization": "Bearer s3cret"}) as c:
        assert app.state.compactor is None
        r = c.delete(f"/memories/{gems[0].id}", params={"user_id": "alice"})
        assert r.json()["erasure"]["state"] == "pending"
    assert pending(store)["gems"] == 1
    store.close()


def cli(cfg: Path, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    out = subprocess.run([EXE, "--config", str(cfg), *args], cwd=ROOT, capture_output=True, text=True, timeout=600,
                         env={"PATH": "/usr/bin:/bin", "HOME": str(cfg.parent)})
    if ok:
        assert out.returncode == 0, out.stderr[-3000:] + out.stdout[-2000:]
    return out


def test_cli_delete_later_then_compact(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve(settings.qdrant.path or "store"), settings.qdrant.collection)
    gems = corpus(20)
    index(store, gems)
    store.close()
    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")

    rep = json.loads(cli(cfg, "memories", "delete", gems[0].id, "--user", "alice", "--later", "--json").stdout)
    assert rep["summary"] == "deleted 1 of 1" and rep["pending"]["gems"] == 1
    assert "ERASURE PENDING" in rep["store"][0]
    assert rep["found"] == {}  # the store's own files are counted apart while the erasure is pending
    status = cli(cfg, "status", ok=False)
    assert "erasure pending: 1 deleted gems" in status.stdout, status.stdout[-3000:]
    out = cli(cfg, "memories", "compact").stdout
    assert f"compacted the store: {len(gems) - 1} memories rewritten" in out and "no erasure pending" in out
    assert "no erasure pending: nothing to compact" in cli(cfg, "memories", "compact", "--if-pending").stdout
    assert "erasure pending" not in cli(cfg, "status", ok=False).stdout
    store = EdgeStore(settings.resolve(settings.qdrant.path or "store"), settings.qdrant.collection)
    assert pending(store) is None and store.count() == len(gems) - 1
    store.close()
    assert b"zorblefinch" not in shard_bytes(store)


def test_the_next_curate_run_finishes_a_pending_erasure(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve(settings.qdrant.path or "store"), settings.qdrant.collection)
    gems = corpus(10)
    index(store, gems)
    store.close()
    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    cli(cfg, "memories", "delete", gems[0].id, "--user", "alice", "--later", "--no-scan")
    assert pending(store) is not None
    rep = json.loads(cli(cfg, "curate", "--all-pending", "--backend", "rules", "--json").stdout)
    assert any(n.startswith("pending erasure done") for n in rep["notes"]), rep["notes"]
    assert rep["failures"] == [] and "compact" in rep["durations_s"]
    assert pending(store) is None
    assert b"zorblefinch" not in shard_bytes(store)


def test_a_missing_or_damaged_small_file_reads_as_each_caller_needs(tmp_path: Path, caplog: pytest.LogCaptureFixture
                                                                    ) -> None:
    """The one reader of small JSON files (utils/ledger.py read_json): missing is no record; a damaged pending
    record reads as an erasure pending (a compaction clears it), a damaged report copy is removed (it may
    hold the text being forgotten), damaged gem counts read as none; each says so in a warning."""
    from utils.forget import edit_report_file
    from utils.ledger import read_counts

    store = edge_store(tmp_path)
    index(store, corpus(3))
    path = pending_path(store)
    assert path is not None and pending(store) is None  # no file: nothing pending
    path.write_text("{not json", encoding="utf-8")
    assert pending(store) == {"since": None, "deletes": 0, "gems": 0, "users": {}}
    assert "the pending erasure record" in caplog.text and "treating the erasure as pending" in caplog.text

    report = tmp_path / "last_run.json"
    assert edit_report_file(report, lambda rep: True) is False  # no copy: nothing changed
    report.write_text('{"gems": [{"id": "g1", "gem": "' + SECRET + '"}', encoding="utf-8")  # cut off mid-write
    assert edit_report_file(report, lambda rep: False) is True and not report.exists()
    assert "the run report's copy" in caplog.text and "removing it" in caplog.text

    counts = tmp_path / "counts.json"
    assert read_counts(counts) == {}
    counts.write_text('{"alice": 4}', encoding="utf-8")
    assert read_counts(counts) == {"alice": 4}
    counts.write_bytes(b"\xff\xfe")
    assert read_counts(counts) == {} and "comparing with Redis' alone" in caplog.text
    store.close()
