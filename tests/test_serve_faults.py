"""serve tells "your request is wrong" (422, a safe message) from "we broke" (500 with a request id, nothing
internal in the answer); a slow search cannot stall the event loop; an oversized chunked body is 413."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
from fastapi.testclient import TestClient
from store_fixtures import edge_store, index, local_embedder, make_gem

from retrieve.serve import create_app
from utils.config import Settings
from utils.embed.base import Embedder
from utils.store.edge import EdgeStore

TOKEN = "faults-token-0123456789"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EdgeStore]:
    s = edge_store(tmp_path)
    index(s, [make_gem("Alice keeps her passport in the blue drawer", categories=["fact"]),
              make_gem("Alice decided to use Postgres for the ledger", categories=["decision"], turns="2-2")])
    yield s
    s.close()


@pytest.fixture
def client(settings: Settings, store: EdgeStore) -> Iterator[TestClient]:
    settings.serve.token = TOKEN
    with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost", headers=AUTH) as c:
        yield c


def alice_ids(c: TestClient) -> list[str]:
    return [m["id"] for m in c.get("/memories", params={"user_id": "alice"}).json()["memories"]]


@pytest.mark.parametrize(("patch", "names"), [
    ({"categories": ["not-a-cat"]}, "not-a-cat"),
    ({"categories": ["fact", 3]}, "categories"),
    ({"categories": []}, "categories"),
    ({"categories": None}, "categories"),
    ({"categories": "fact"}, "categories"),
    ({"importance": "huge"}, "importance"),
    ({"importance": 2}, "importance"),
    ({"confidence": True}, "confidence"),
    ({"confidence": "0.5"}, "confidence"),
    ({"confidence": 1.5}, "confidence"),
    ({"gem": 12345}, "gem"),
    ({"gem": None}, "gem"),
    ({"context": ["a"]}, "context"),
    ({"superseded_by": 7}, "superseded_by"),
    ({"superseded_by": "0" * 32}, "superseded_by"),
], ids=lambda v: str(v) if isinstance(v, str) else None)
def test_patch_validates_strictly_and_changes_nothing(client: TestClient, patch: dict[str, Any], names: str) -> None:
    gid = alice_ids(client)[0]
    before = client.get(f"/memories/{gid}", params={"user_id": "alice"}).json()
    r = client.patch(f"/memories/{gid}", params={"user_id": "alice"}, json=patch)
    assert r.status_code == 422, r.text
    assert names in r.text and "Traceback" not in r.text
    assert client.get(f"/memories/{gid}", params={"user_id": "alice"}).json() == before


def test_patch_accepts_what_is_valid(client: TestClient) -> None:
    gid = alice_ids(client)[0]
    r = client.patch(f"/memories/{gid}", params={"user_id": "alice"},
                     json={"categories": ["plan", "fact"], "importance": "low", "confidence": 1})
    assert r.status_code == 200, r.text
    assert r.json()["categories"] == ["plan", "fact"] and r.json()["importance"] == "low"
    assert r.json()["confidence"] == 1.0


@pytest.mark.parametrize("body", [
    {"query": "passport", "user_id": "alice", "k": True},
    {"query": "passport", "user_id": "alice", "k": "3"},
    {"query": "passport", "user_id": "alice", "k": 2.5},
    {"query": "passport", "user_id": "alice", "explain": "yes"},
    {"query": "passport", "user_id": "alice", "min_score": False},
    {"query": 5, "user_id": "alice"},
    {"query": "passport", "user_id": ["alice"]},
    {"query": "passport", "user_id": "alice", "categories": [1]},
], ids=["k-true", "k-string", "k-float", "explain-string", "min-score-false", "query-number", "user-list",
        "category-number"])
def test_search_types_are_strict(client: TestClient, body: dict[str, Any]) -> None:
    assert client.post("/search", json=body).status_code == 422


def test_an_input_error_from_search_is_422_with_its_own_message(client: TestClient) -> None:
    r = client.post("/search", json={"query": "passport", "user_id": "alice", "since": "2026-05-02",
                                     "until": "2026-05-01"})
    assert r.status_code == 422 and "is after until" in r.json()["detail"]


def test_a_damaged_gem_is_500_with_a_request_id_and_nothing_internal(
        client: TestClient, store: EdgeStore, caplog: pytest.LogCaptureFixture) -> None:
    gid = alice_ids(client)[0]
    payload = store.get("alice", [gid])[0].to_payload()
    store._overwrite(gid, {**payload, "importance": "catastrophic", "confidence": "not a number"})  # as on disk
    caplog.set_level(logging.ERROR, logger="true_recall.serve")
    for method, path, kw in [("GET", f"/memories/{gid}", {"params": {"user_id": "alice"}}),
                             ("GET", "/memories", {"params": {"user_id": "alice"}}),
                             ("POST", "/search", {"json": {"query": "passport drawer", "user_id": "alice"}}),
                             ("GET", "/export", {"params": {"user_id": "alice"}})]:
        r = client.request(method, path, **kw)
        assert r.status_code == 500, (path, r.status_code, r.text)
        rid = r.json()["request_id"]
        assert len(rid) == 12 and r.headers["x-request-id"] == rid
        assert r.json()["detail"] == f"internal error (request id {rid})"
        for internal in ("catastrophic", "importance", "validation", "Error", "passport", "/"):
            assert internal not in r.json()["detail"], internal
        logged = [rec for rec in caplog.records if rid in rec.getMessage()]
        # The operator finds the traceback by the id (utils/log folds it into the message once logging is set up).
        assert logged and (logged[0].exc_info is not None or "Traceback" in logged[0].getMessage())
    ok = client.get("/health")
    assert ok.status_code == 200 and len(ok.headers["x-request-id"]) == 12


class GatedEmbedder(Embedder):
    """The local model, whose query embedding waits for a gate (a search that takes as long as we like)."""

    on_local_cores = True

    def __init__(self, inner: Embedder, gate: threading.Event) -> None:
        self.inner, self.gate = inner, gate
        self.name, self.dim, self.query_prefix = inner.name, inner.dim, inner.query_prefix

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.embed_batch(texts)

    def embed_query(self, text: str) -> np.ndarray:
        self.gate.wait(5)
        return self.inner.embed_query(text)


def test_a_slow_search_gets_504_and_health_answers_meanwhile(settings: Settings, store: EdgeStore) -> None:
    """The real /search route (not a toy app): it runs off the event loop, so the request timeout fires and
    /health answers while it is busy."""
    settings.serve.token = TOKEN
    settings.serve.request_timeout_s = 0.5
    gate = threading.Event()
    app = create_app(settings, store, GatedEmbedder(local_embedder(), gate))

    async def go() -> tuple[int, float, int, float]:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://localhost",
                                     headers=AUTH, timeout=30) as c:
            # The lease holds the store in the background at start (warm standby): wait for that, so the
            # search finds it open and free, as a serve does between requests.
            deadline = time.monotonic() + 10
            while (await c.get("/health")).json()["store"] != "held":
                assert time.monotonic() < deadline
                await asyncio.sleep(0.02)
            t0 = time.monotonic()
            slow = asyncio.create_task(c.post("/search", json={"query": "passport", "user_id": "alice"}))
            await asyncio.sleep(0.1)
            h = await c.get("/health")
            t_health = time.monotonic() - t0
            r = await slow
            t_search = time.monotonic() - t0
            return r.status_code, t_search, h.status_code, t_health

    try:
        status, t_search, health, t_health = asyncio.run(go())
    finally:
        gate.set()
    assert status == 504 and t_search < 2.0, (status, t_search)
    assert health == 200 and t_health < 0.45, t_health


def test_an_oversized_chunked_body_is_413_on_the_real_app(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"query": "'
        for _ in range(20):
            yield b"y" * 65536
        yield b'", "user_id": "alice"}'

    r = client.post("/search", content=chunks())  # no Content-Length: chunked
    assert r.status_code == 413 and "max_body_bytes" in r.json()["detail"], r.text
