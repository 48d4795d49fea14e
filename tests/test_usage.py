"""Per-gem usage tracking (issue 29, utils/usage.py): every search path counts what it returned, written in batches
off the search (a background writer, a one-shot command after its answer), off by setting, gone when forgotten.
Real embedded store, real SQLite file, the real CLI and serve's app over HTTP (TestClient)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import yaml
from fastapi.testclient import TestClient
from store_fixtures import edge_store, index, local_embedder, make_gem
from waiting import wait_until

from retrieve import memories
from retrieve.search import search
from retrieve.serve import create_app
from utils import usage
from utils.config import Settings
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parents[1]
AUTH = {"Authorization": "Bearer s3cret-admin-token"}
PASSPORT = make_gem("Alice keeps her passport in the blue drawer", importance="high", days_ago=2)
BIKE = make_gem("Alice rides a red bicycle to work", turns="2-2")
BOB = make_gem("Bob keeps his passport in the safe", user="bob")


def on_disk(settings: Settings, user: str) -> dict[str, int]:
    """The counts in the file itself (not through usage.read, which writes this process's notes first)."""
    p = usage.path(settings)
    if not p.exists():
        return {}
    db = sqlite3.connect(p)
    try:
        return dict(db.execute("SELECT gem_id, returned_count FROM usage WHERE user_id = ?", (user,)).fetchall())
    finally:
        db.close()


def test_searches_are_counted_by_the_background_writer_and_forgetting_removes_them(settings: Settings,
                                                                                    tmp_path: Path) -> None:
    settings.retrieve.usage_flush_s = 0.1
    store = edge_store(tmp_path)
    index(store, [PASSPORT, BIKE, BOB])
    emb = local_embedder()
    try:
        for _ in range(3):
            top = search("where is the passport", "alice", k=1, settings=settings, store=store, embedder=emb)
            assert [r.id for r in top] == [PASSPORT.id]
        search("bicycle", "alice", k=1, settings=settings, store=store, embedder=emb)
        search("passport", "bob", k=1, settings=settings, store=store, embedder=emb)
        # Written by the writer thread, not by the search: poll the file with a deadline.
        wait_until(lambda: on_disk(settings, "alice") == {PASSPORT.id: 3, BIKE.id: 1}, 10, "alice's usage written")
        wait_until(lambda: on_disk(settings, "bob") == {BOB.id: 1}, 10, "bob's usage written")
        u = usage.read(settings, "alice")[PASSPORT.id]
        assert u.returned_count == 3 and u.last_returned_at is not None and u.last_returned_at.tzinfo is not None

        # forget's preview is not the person's question: it counts nothing.
        from retrieve import forget
        from retrieve.confirm import Confirmations

        forget.preview(settings, store, emb, Confirmations(), "alice", "bicycle", k=1)
        usage.flush_all()
        assert on_disk(settings, "alice")[BIKE.id] == 1

        # Forgetting a gem takes its usage; forgetting the user takes all of theirs, unwritten notes included.
        memories.forget_gems(settings, store, "alice", [PASSPORT.id], redis_too=False)
        assert on_disk(settings, "alice") == {BIKE.id: 1}
        search("bicycle", "alice", k=1, settings=settings, store=store, embedder=emb)  # noted, not yet written
        memories.forget_user(settings, store, "alice", buffer_forget=lambda _u: 0)
        usage.flush_all()
        assert on_disk(settings, "alice") == {} and on_disk(settings, "bob") == {BOB.id: 1}
    finally:
        store.close()


def test_usage_tracking_off_writes_nothing(settings: Settings, tmp_path: Path) -> None:
    settings.retrieve.usage_tracking = False
    store = edge_store(tmp_path)
    index(store, [PASSPORT])
    try:
        assert search("passport", "alice", settings=settings, store=store, embedder=local_embedder())
        usage.flush_all()
        assert on_disk(settings, "alice") == {}
    finally:
        store.close()


def test_serve_search_and_context_are_counted(settings: Settings, tmp_path: Path) -> None:
    settings.retrieve.usage_flush_s = 0.1
    settings.serve.token = "s3cret-admin-token"
    store = edge_store(tmp_path)
    index(store, [PASSPORT, BIKE])
    try:
        with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost", headers=AUTH) as c:
            r = c.post("/search", json={"query": "passport drawer", "user_id": "alice", "k": 1})
            assert r.status_code == 200 and r.json()["results"][0]["id"] == PASSPORT.id
            r = c.post("/search", json={"query": "passport drawer", "user_id": "alice", "k": 1, "format": "context"})
            assert r.status_code == 200 and "blue drawer" in r.json()["context"]
            wait_until(lambda: on_disk(settings, "alice") == {PASSPORT.id: 2}, 10, "serve's searches written")
    finally:
        store.close()


def test_cli_search_writes_after_its_answer(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [PASSPORT, BIKE])
    store.close()
    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    for n in (1, 2):
        p = subprocess.run([sys.executable, "-m", "retrieve.search", "--config", str(cfg), "red bicycle", "--user",
                            "alice", "-k", "1", "--json"], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=120)
        assert p.returncode == 0, p.stderr
        assert BIKE.id in p.stdout
        assert on_disk(settings, "alice") == {BIKE.id: n}  # the process wrote before it exited


def test_close_all_writes_stops_the_writer_and_forgets_the_recorders(settings: Settings) -> None:
    """A benchmark deletes its temporary data folder right after its searches: close_all must have written the
    notes and stopped the writer thread, so nothing creates files in the folder afterwards."""
    settings.retrieve.usage_flush_s = 3600  # the writer would not write on its own within the test
    usage.note(settings, "alice", ["g1", "g2"])
    rec = usage.recorder(settings)
    thread = rec._thread
    usage.close_all()
    assert thread is not None and not thread.is_alive()
    assert on_disk(settings, "alice") == {"g1": 1, "g2": 1}
    assert usage.recorder(settings) is not rec  # the closed recorder left the registry


def test_forgetting_while_the_writer_holds_a_taken_batch_leaves_nothing(settings: Settings, monkeypatch) -> None:
    """The writer thread took a batch and is writing it when the person forgets: the forget waits for that write
    and then deletes, so the batch cannot land after the delete and bring the rows back."""
    import threading

    taken, go = threading.Event(), threading.Event()
    real_write = usage.write

    def slow_write(s, rows):
        taken.set()
        if not go.wait(10):
            raise TimeoutError("the test never let the write go")
        return real_write(s, rows)

    usage.write(settings, [("alice", PASSPORT.id, 1.0, 1)])  # the file exists with an older count
    rec = usage.recorder(settings)
    rec.note("alice", [PASSPORT.id])
    monkeypatch.setattr(usage, "write", slow_write)
    writer = threading.Thread(target=rec.flush)
    writer.start()
    assert taken.wait(10), "the flush never took its batch"
    forgetter = threading.Thread(target=usage.forget, args=(settings, "alice"))
    forgetter.start()
    go.set()
    writer.join(10)
    forgetter.join(10)
    assert not writer.is_alive() and not forgetter.is_alive()
    assert on_disk(settings, "alice") == {}
