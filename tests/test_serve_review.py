"""serve's review-queue and settings routes (retrieve/serve_review.py): FastAPI's TestClient over a real embedded
store and the local embedder; the queue is the real file the curator writes (utils/review_queue.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from store_fixtures import edge_store, index, local_embedder, make_gem

from retrieve.serve import create_app
from schemas import StoredGem
from utils import review_queue, user_settings
from utils.config import ScopedToken, Settings

ADMIN = "admin-token-aaaaaaaaaaaaaaaa"
ALICE = "alice-token-bbbbbbbbbbbbbbbb"


def bearer(t: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {t}"}


@pytest.fixture
def made(settings: Settings, tmp_path: Path) -> Iterator[tuple[TestClient, StoredGem, StoredGem]]:
    store = edge_store(tmp_path)
    old = make_gem("Alice uses RabbitMQ for the order service", days_ago=5, categories=("decision",))
    index(store, [old, make_gem("Bob keeps his passport in the safe", user="bob")])
    new = make_gem("Alice switched the order service from RabbitMQ to NATS", categories=("decision",), turns="3-3")
    review_queue.queue(settings, "alice", [review_queue.Pending(new, "conflict", old.id, "2026-03-03T03:30:00Z")])
    review_queue.queue(settings, "bob", [review_queue.Pending(
        make_gem("Bob might sell his car", user="bob", confidence=0.65), "low_confidence", None, "2026-03-03T03:30:00Z")])
    settings.serve.token = ADMIN
    settings.serve.tokens = [ScopedToken(token=ALICE, users=["alice"])]
    with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost") as c:
        yield c, old, new
    store.close()


def test_review_lists_and_resolves_and_a_scoped_token_sees_only_its_user(
        made: tuple[TestClient, StoredGem, StoredGem]) -> None:
    c, old, new = made
    got = c.get("/review", params={"user_id": "alice"}, headers=bearer(ALICE)).json()
    (item,) = got["pending"]
    assert item["kind"] == "conflict" and item["new"]["gem"] == new.gem and item["old"]["gem"] == old.gem
    # Another user's queue: 403 with alice's token, whatever the id.
    assert c.get("/review", params={"user_id": "bob"}, headers=bearer(ALICE)).status_code == 403
    r = c.post(f"/review/{new.id}", params={"user_id": "bob"}, json={"choice": "keep-new"}, headers=bearer(ALICE))
    assert r.status_code == 403
    # Not searchable while it waits.
    hits = c.post("/search", json={"query": "NATS order service", "user_id": "alice"}, headers=bearer(ALICE)).json()
    assert new.id not in [h["id"] for h in hits["results"]]
    # A bad choice is 422; an unknown id 404; keep-new by the 8-character id stores it and replaces the old one.
    assert c.post(f"/review/{new.id}", params={"user_id": "alice"}, json={"choice": "keep-all"},
                  headers=bearer(ALICE)).status_code == 422
    assert c.post("/review/ffffffff", params={"user_id": "alice"}, json={"choice": "keep-new"},
                  headers=bearer(ALICE)).status_code == 404
    done = c.post(f"/review/{new.id[:8]}", params={"user_id": "alice"}, json={"choice": "keep-new"},
                  headers=bearer(ALICE)).json()
    assert done == {"id": new.id, "choice": "keep-new", "kept": True, "replaced": old.id}
    assert c.get(f"/memories/{old.id}", params={"user_id": "alice"}, headers=bearer(ALICE)).json()["superseded_by"] == new.id
    hits = c.post("/search", json={"query": "NATS order service", "user_id": "alice"}, headers=bearer(ALICE)).json()
    assert new.id in [h["id"] for h in hits["results"]]
    assert c.get("/review", params={"user_id": "alice"}, headers=bearer(ALICE)).json()["pending"] == []
    # The admin token picks any user.
    assert len(c.get("/review", params={"user_id": "bob"}, headers=bearer(ADMIN)).json()["pending"]) == 1


def test_settings_get_and_put_every_key_with_clear_errors(made: tuple[TestClient, StoredGem, StoredGem],
                                                          settings: Settings) -> None:
    c, _, _ = made
    got = c.get("/settings", params={"user_id": "alice"}, headers=bearer(ALICE)).json()
    assert got == {"user_id": "alice", "memory_off": False, "excluded_categories": [], "excluded_topics": [],
                   "confirm_conflicts": False, "retention": "forever", "cleanup_below": "off",
                   "cleanup_after_days": 180}
    want = {"memory_off": True, "excluded_categories": ["health"], "excluded_topics": ["finance", "my ex"],
            "confirm_conflicts": True, "retention": "90d", "cleanup_below": "medium", "cleanup_after_days": 30}
    put = c.put("/settings", params={"user_id": "alice"}, json=want, headers=bearer(ALICE))
    assert put.status_code == 200 and put.json() == {"user_id": "alice", **want}
    assert user_settings.load(settings, "alice").to_dict() == want
    for bad, says in (({"colour": "blue"}, "unknown setting"), ({"memory_off": "maybe"}, "not true or false"),
                      ({"excluded_categories": ["finances"]}, "unknown finances"),
                      ({"excluded_topics": "health"}, "a list of topics"),
                      ({"excluded_topics": ["<script>"]}, "is not a topic"),
                      ({"retention": "2y"}, "not one of"), ({"cleanup_after_days": 0}, "whole number of days"),
                      ({"confirm_conflicts": True, "memory_off": 3}, "not true or false")):
        r = c.put("/settings", params={"user_id": "alice"}, json=bad, headers=bearer(ALICE))
        assert r.status_code == 422 and says in r.json()["detail"], (bad, r.text)
    assert user_settings.load(settings, "alice").to_dict() == want  # nothing written by a bad request
    assert c.put("/settings", params={"user_id": "bob"}, json={"memory_off": True},
                 headers=bearer(ALICE)).status_code == 403
    assert not user_settings.load(settings, "bob").memory_off
    spec = c.get("/openapi.json", headers=bearer(ADMIN)).json()
    assert {"/review", "/review/{item_id}", "/settings"} <= set(spec["paths"])
