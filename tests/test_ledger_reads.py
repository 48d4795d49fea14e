"""The integrity check on the search path (utils/ledger.verify_read) without a Redis round trip per search:
the recorded counts are read once (HGETALL) and kept until RECOUNT_S passes, this process writes, or the
store is written or let go; damage seen through the kept counts is confirmed with fresh reads. Its own
redis-server, so its command counts are exact."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import redis
from conftest import RedisServer
from store_fixtures import edge_store, index, make_gem, qdrant_store

from utils.errors import StoreDamaged
from utils.keys import Keys
from utils.ledger import Ledger, verify_read


def calls(r: redis.Redis, *commands: str) -> int:
    stats = r.info("commandstats")
    return sum(int(stats.get(f"cmdstat_{c}", {}).get("calls", 0)) for c in commands)


def test_searches_read_the_ledger_once_and_still_see_damage(tmp_path: Path,
                                                             redis_server_factory: Callable[[], RedisServer]) -> None:
    r = redis.Redis.from_url(redis_server_factory().url, decode_responses=True)
    keys = Keys("trtest")
    store = edge_store(tmp_path)
    gems = [make_gem(f"Alice fact {i}", turns=f"{i + 1}-{i + 1}") for i in range(6)]
    gems += [make_gem(f"Bob fact {i}", user="bob", turns=f"{i + 1}-{i + 1}") for i in range(4)]
    index(store, gems)
    store.ledger = Ledger(r, keys, mirror=store.counts_path)
    store.ledger.record("alice", 6)
    store.ledger.record("bob", 4)

    r.config_resetstat()
    for i in range(60):
        verify_read(store, "alice" if i % 2 else "bob")
    assert calls(r, "hmget", "hget", "hgetall") == 1  # before: one HMGET per search

    # A delete in this process lowers the ledger first: no false alarm from the kept counts.
    assert store.delete("alice", [gems[0].id]) == 1
    verify_read(store, "alice")

    # Another process records more gems than the store holds (the damage a lost segment shows as) while
    # serve had let go of the store: once it holds it again, the next search says so.
    r.hset(keys.ledger_gems(), "bob", 9)
    store.release()
    store.hold()
    with pytest.raises(StoreDamaged, match="9 gems expected for user bob, 4 found"):
        verify_read(store, "bob")
    store.close()


def test_a_count_lowered_elsewhere_is_no_false_alarm(redis_server_factory: Callable[[], RedisServer]) -> None:
    r = redis.Redis.from_url(redis_server_factory().url, decode_responses=True)
    keys = Keys("trtest")
    store = qdrant_store()  # a Qdrant server, shared with other processes: no write count to go by
    gems = [make_gem(f"Alice fact {i}", turns=f"{i + 1}-{i + 1}") for i in range(5)]
    index(store, gems + [make_gem("Bob fact", user="bob")])
    serving = Ledger(r, keys)  # serve's ledger
    store.ledger = serving
    serving.record("alice", 5)
    serving.record("bob", 1)
    verify_read(store, "bob")  # serve now keeps every user's recorded count: alice 5
    # Another process deletes two of alice's gems, lowering the ledger in Redis first; serve's kept counts
    # still say 5 and the store holds 3: confirmed with fresh reads, which find no damage.
    other = Ledger(r, keys)
    other.lower("alice", 2)
    store.ledger = other
    store.delete("alice", [g.id for g in gems[:2]])
    store.ledger = serving
    r.config_resetstat()
    verify_read(store, "alice")
    assert calls(r, "hmget") == 1  # the confirmation: one fresh read
    store.close()
