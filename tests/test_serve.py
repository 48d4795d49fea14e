"""The HTTP service: FastAPI's TestClient over real stores, and one real uvicorn round trip."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient
from serve_process import running_serve, serve_env
from store_fixtures import (
    BASE,
    edge_store,
    index,
    local_embedder,
    make_gem,
    qdrant_store,
)

from retrieve.serve import create_app
from schemas import Turn
from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys
from utils.redis_conn import connect
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent


def gems() -> list:
    return [
        make_gem("Alice keeps her passport in the blue drawer", categories=["fact"], days_ago=2),
        make_gem("Alice decided to use Postgres for the ledger", categories=["decision"], importance="high",
                 days_ago=5, turns="2-2"),
        make_gem("Bob keeps his passport in the safe", user="bob", days_ago=1),
    ]


@pytest.fixture(params=["edge", "qdrant-local"])
def client(request: pytest.FixtureRequest, settings: Settings, tmp_path: Path) -> Iterator[TestClient]:
    store = edge_store(tmp_path) if request.param == "edge" else qdrant_store()
    index(store, gems())
    settings.serve.token = "s3cret"
    app = create_app(settings, store, local_embedder())
    with TestClient(app, base_url="http://localhost", headers={"Authorization": "Bearer s3cret"}) as c:
        yield c
    store.close()


def test_health_needs_no_token(client: TestClient) -> None:
    r = client.get("/health", headers={"Authorization": ""})
    assert r.status_code == 200 and r.json()["status"] == "ok" and r.json()["auth"] is True


def test_token_required(client: TestClient) -> None:
    for headers in ({"Authorization": ""}, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic s3cret"}):
        r = client.post("/search", json={"query": "passport", "user_id": "alice"}, headers=headers)
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
        assert client.get("/export", params={"user_id": "alice"}, headers=headers).status_code == 401


def test_search_isolated_by_user(client: TestClient) -> None:
    r = client.post("/search", json={"query": "where is the passport", "user_id": "alice", "k": 5, "explain": True})
    assert r.status_code == 200
    res = r.json()["results"]
    assert res[0]["gem"] == "Alice keeps her passport in the blue drawer"
    assert "components" in res[0] and res[0]["components"]["dense_rank"] == 1
    assert all("Bob" not in x["gem"] for x in res)
    bob = client.post("/search", json={"query": "passport", "user_id": "bob"}).json()["results"]
    assert [x["gem"] for x in bob] == ["Bob keeps his passport in the safe"]
    filtered = client.post("/search", json={"query": "passport", "user_id": "alice", "categories": ["decision"],
                                            "since": str((BASE.date()))}).json()["results"]
    assert filtered == []


def test_bad_requests_are_422(client: TestClient) -> None:
    assert client.post("/search", json={"query": "", "user_id": "alice"}).status_code == 422
    assert client.post("/search", json={"query": "x"}).status_code == 422
    assert client.post("/search", json={"query": "x", "user_id": "a", "k": 0}).status_code == 422
    assert client.post("/search", json={"query": "x", "user_id": "a", "surprise": 1}).status_code == 422
    assert client.get("/memories").status_code == 422  # user_id is required


def test_memories_crud_isolated(client: TestClient) -> None:
    alice = client.get("/memories", params={"user_id": "alice"}).json()["memories"]
    assert [m["gem"] for m in alice] == ["Alice keeps her passport in the blue drawer",
                                         "Alice decided to use Postgres for the ledger"]  # newest first
    bob_id = client.get("/memories", params={"user_id": "bob"}).json()["memories"][0]["id"]
    pid = alice[0]["id"]

    # Bob's gem through alice's user id: indistinguishable from a missing one.
    assert client.get(f"/memories/{bob_id}", params={"user_id": "alice"}).status_code == 404
    assert client.delete(f"/memories/{bob_id}", params={"user_id": "alice"}).status_code == 404
    assert client.patch(f"/memories/{bob_id}", params={"user_id": "alice"}, json={"gem": "mine now"}).status_code == 404
    assert client.get(f"/memories/{bob_id}", params={"user_id": "bob"}).json()["gem"] == "Bob keeps his passport in the safe"
    assert client.get("/memories/not-a-uuid", params={"user_id": "alice"}).status_code == 404

    # Edit the text: re-embedded, so a search for the new words finds it.
    r = client.patch(f"/memories/{pid}", params={"user_id": "alice"},
                     json={"gem": "Alice moved her passport to the fireproof safe", "importance": "high"})
    assert r.status_code == 200, r.text
    assert r.json()["gem"] == "Alice moved her passport to the fireproof safe" and r.json()["id"] == pid
    hits = client.post("/search", json={"query": "fireproof safe", "user_id": "alice", "k": 1}).json()["results"]
    assert hits[0]["id"] == pid and hits[0]["importance"] == "high"
    assert client.patch(f"/memories/{pid}", params={"user_id": "alice"}, json={"user_id": "bob"}).status_code == 422
    assert client.patch(f"/memories/{pid}", params={"user_id": "alice"}, json={"importance": "huge"}).status_code == 422

    gone = client.delete(f"/memories/{pid}", params={"user_id": "alice"}).json()
    # An embedded store leaves the bytes to its background compaction and says so; a server vacuums them itself.
    assert gone["deleted"] == 1 and gone["erasure"]["state"] in ("pending", "server"), gone
    assert client.get(f"/memories/{pid}", params={"user_id": "alice"}).status_code == 404


def test_export_and_forget_user(client: TestClient, settings: Settings) -> None:
    r = client.get("/export", params={"user_id": "alice"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
    rows = [json.loads(line) for line in r.text.splitlines()]
    assert len(rows) == 2 and {row["user_id"] for row in rows} == {"alice"}
    assert set(rows[0]) >= {"gem", "context", "snippet", "categories", "importance", "confidence", "timestamp",
                            "date", "conversation_id", "turn_range", "user_id"}

    rc = connect(settings)
    buf = Buffer(rc, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    turn = Turn(turn_id="t1", user_id="alice", conversation_id="c", turn_number=1, timestamp=BASE, user_text="hi")
    buf.commit("alice", [turn])
    buf.commit("bob", [turn.model_copy(update={"user_id": "bob"})])
    r = client.delete("/users/alice")
    got = r.json()
    assert {k: got[k] for k in ("user_id", "gems", "turns")} == {"user_id": "alice", "gems": 2, "turns": 1}
    assert got["erasure"]["state"] in ("pending", "server"), got
    assert client.get("/memories", params={"user_id": "alice"}).json()["memories"] == []
    assert buf.size("alice") == 0 and buf.size("bob") == 1
    assert len(client.get("/memories", params={"user_id": "bob"}).json()["memories"]) == 1
    rc.close()


def test_real_uvicorn_round_trip(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, gems())
    store.close()
    # Keep the store held all test long: the CLI must find it locked and ask serve.
    env, url = serve_env(settings, tmp_path, store_idle_s=60)
    env["TRUE_RECALL_SERVE_TOKEN"] = "tok"
    with running_serve(env, url):
        h = {"Authorization": "Bearer tok"}
        r = httpx.post(f"{url}/search", json={"query": "passport", "user_id": "bob"}, headers=h, timeout=10)
        assert r.status_code == 200 and [x["gem"] for x in r.json()["results"]] == ["Bob keeps his passport in the safe"]
        assert httpx.post(f"{url}/search", json={"query": "passport", "user_id": "bob"}, timeout=10).status_code == 401

        # While serve holds the embedded store, the CLI asks it over HTTP instead.
        out = subprocess.run([sys.executable, "-m", "retrieve.search", "passport", "--user", "bob", "--format", "json",
                              "--explain"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        row = json.loads(out.stdout)
        assert row["gem"] == "Bob keeps his passport in the safe" and row["components"]["dense_rank"] == 1
        # Without the token, the service refuses and the CLI says why.
        env_no_token = {k: v for k, v in env.items() if k != "TRUE_RECALL_SERVE_TOKEN"}
        out = subprocess.run([sys.executable, "-m", "retrieve.search", "passport", "--user", "bob"], env=env_no_token,
                             cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert out.returncode == 1 and "TRUE_RECALL_SERVE_TOKEN" in out.stderr

    reopened = EdgeStore(settings.resolve("store"), "true_recall", lock_wait_s=2)  # released on shutdown
    assert reopened.count() == 3
    reopened.close()


def test_edit_fields_are_one_list() -> None:
    """HTTP PATCH, `memories edit` and the store agree on what may change: schemas.EDITABLE_FIELDS."""
    from retrieve.memories import EDITABLE
    from retrieve.serve import EditBody
    from schemas import EDITABLE_FIELDS, FROZEN_FIELDS

    assert set(EditBody.model_fields) == EDITABLE_FIELDS == EDITABLE
    assert not EDITABLE_FIELDS & FROZEN_FIELDS
