"""superseded_by is validated (PATCH and `memories edit`), and status counts staged turns by state.

The red flags: PATCH accepted any superseded_by value, which hid a gem from search for good (a link to
nothing, to itself, to another user's gem, or round a cycle); `status` "staged" counted curated and expired
turns alike. Real store, the real app over HTTP (TestClient), the real CLI in a subprocess."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from fastapi.testclient import TestClient
from faults_kit import USER, cli, make_settings, stage
from store_fixtures import edge_store, index, local_embedder, make_gem
from waiting import wait_until

from retrieve.serve import create_app
from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys
from utils.store import open_store


@pytest.fixture
def app(settings: Settings, tmp_path: Path) -> Iterator[tuple[TestClient, list[str]]]:
    store = edge_store(tmp_path)
    gems = [make_gem("Alice's team uses Redis for the job queue", days_ago=9),
            make_gem("Alice's team moved the job queue to Postgres", days_ago=2, turns="2-2"),
            make_gem("Bob likes tea", user="bob", days_ago=1)]
    index(store, gems)
    settings.serve.token = "s3cret"  # serve always wants a token and a loopback Host (issue 12)
    with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost",
                    headers={"Authorization": "Bearer s3cret"}) as c:
        yield c, [g.id for g in gems]
    store.close()


def test_patch_validates_superseded_by(app: tuple[TestClient, list[str]]) -> None:
    c, (old, new, bobs) = app

    def patch(gid: str, target: str) -> int:
        return c.patch(f"/memories/{gid}", params={"user_id": "alice"}, json={"superseded_by": target}).status_code

    assert patch(old, "00000000-0000-0000-0000-000000000000") == 422  # no such gem (before: 200, gem hidden)
    assert patch(old, "not-an-id") == 422
    assert patch(old, old) == 422  # itself
    assert patch(old, bobs) == 422  # another user's gem: exactly like a gem that does not exist
    assert patch(old, new) == 200
    assert patch(new, old) == 422  # new -> old -> new: a cycle
    hits = c.post("/search", json={"query": "job queue", "user_id": "alice", "k": 5}).json()
    assert [h["id"] for h in hits["results"]] == [new]  # the superseded one is hidden, the new one found
    assert c.patch(f"/memories/{old}", params={"user_id": "alice"}, json={"superseded_by": None}).status_code == 200


def test_memories_edit_validates_superseded_by(tmp_path: Path, key_prefix: str) -> None:
    settings = make_settings(tmp_path, key_prefix)
    with open_store(settings) as store:
        gems = [make_gem("Alice drinks dark roast", days_ago=3), make_gem("Alice switched to green tea", days_ago=1,
                                                                         turns="2-2")]
        index(store, gems)
    a, b = (g.id for g in gems)
    p = cli(settings, tmp_path, "memories", "edit", a, "--user", "alice", "--superseded-by", a)
    assert p.returncode == 1 and "cannot supersede itself" in p.stderr, p.stderr
    p = cli(settings, tmp_path, "memories", "edit", a, "--user", "alice", "--superseded-by", b)
    assert p.returncode == 0, p.stderr
    p = cli(settings, tmp_path, "memories", "edit", b, "--user", "alice", "--superseded-by", a)
    assert p.returncode == 1 and "cycle" in p.stderr, p.stderr


def test_status_counts_by_state(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix, expiry_warn_hours=1)
    staged = stage(settings, redis_client)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    turns = buf.turns(USER)
    buf.mark_curated(USER, turns[:4])
    redis_client.expire(Keys(key_prefix).turn(USER, turns[4].turn_id), 1800)  # 30 min left: expiring soon
    gone = Keys(key_prefix).turn(USER, turns[5].turn_id)
    redis_client.pexpire(gone, 1)  # gone: expired uncurated
    wait_until(lambda: not redis_client.exists(gone), 5, "the turn's TTL to run out")
    p = cli(settings, tmp_path, "status", "--json")
    import json

    row = json.loads(p.stdout)["buffer"]["users"][USER]
    assert (row["pending"], row["curated"], row["expiring_soon"], row["expired"]) == (staged - 5, 4, 1, 1), row
    assert p.returncode == 1  # a turn expired and one is close to it: loud
