from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
import redis

from schemas import Turn
from utils.buffer import Buffer
from utils.keys import Keys, tag

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)


def turn(n: int, user: str = "alice", conv: str = "c1") -> Turn:
    return Turn(turn_id=Turn.make_id(conv, f"e{n}"), user_id=user, conversation_id=conv, turn_number=n,
                timestamp=T0 + timedelta(minutes=n), user_text=f"q{n}", assistant_text=f"a{n}")


def test_stage_is_idempotent_and_really_sets_ttl(redis_client: redis.Redis, key_prefix: str) -> None:
    b = Buffer(redis_client, Keys(key_prefix), ttl_hours=48)
    assert b.commit("alice", [turn(1), turn(2)], ("f1", '{"offset":10}')) == 2
    assert b.commit("alice", [turn(2), turn(3)], ("f1", '{"offset":20}')) == 1
    assert [t.turn_number for t in b.turns("alice")] == [1, 2, 3]
    ttl = redis_client.ttl(Keys(key_prefix).turn("alice", turn(1).turn_id))
    assert 47 * 3600 < ttl <= 48 * 3600
    assert b.checkpoint("alice", "f1") == '{"offset":20}'


def test_time_window_curated_and_remove(redis_client: redis.Redis, key_prefix: str) -> None:
    b = Buffer(redis_client, Keys(key_prefix), ttl_hours=1)
    b.commit("alice", [turn(i) for i in range(1, 6)])
    assert [t.turn_number for t in b.turns("alice", since=T0 + timedelta(minutes=2),
                                           until=T0 + timedelta(minutes=4))] == [2, 3]
    b.mark_curated("alice", [turn(1)])
    assert 1 not in [t.turn_number for t in b.turns("alice")]
    assert b.remove("alice", [turn(2).turn_id]) == 1
    assert [t.turn_number for t in b.turns("alice", include_curated=True)] == [1, 3, 4, 5]


def test_expired_turns_are_pruned_from_index(redis_client: redis.Redis, key_prefix: str) -> None:
    k = Keys(key_prefix)
    b = Buffer(redis_client, k, ttl_hours=48)
    b.commit("alice", [turn(1), turn(2)])
    redis_client.delete(k.turn("alice", turn(1).turn_id))  # as if its TTL ran out
    assert [t.turn_number for t in b.turns("alice")] == [2]
    assert b.size("alice") == 1


def test_users_are_isolated_and_keys_share_a_hash_tag(redis_client: redis.Redis, key_prefix: str) -> None:
    k = Keys(key_prefix)
    b = Buffer(redis_client, k, ttl_hours=48)
    b.commit("alice", [turn(1)])
    b.commit("bob", [turn(1, user="bob")])
    assert [t.user_id for t in b.turns("bob")] == ["bob"]
    for key in (k.turn("a:b}{", "x"), k.turns("a:b}{"), k.checkpoint("a:b}{", "f")):
        assert key.count("{") == 1 and key.count("}") == 1 and tag("a:b}{") in key
    assert b.forget_user("alice") >= 2 and b.turns("alice") == []


def test_one_script_call_indexes_a_big_batch_in_time_order(redis_client: redis.Redis, key_prefix: str) -> None:
    # More turns than one ZADD call of the script takes (1000 arguments): every one indexed, once, in order.
    b = Buffer(redis_client, Keys(key_prefix), ttl_hours=2)
    batch = [turn(n) for n in range(1, 1302)] + [turn(7)]  # a turn twice in one batch stays one entry
    assert b.commit("alice", batch, ("f1", '{"offset":1}')) == 1301
    staged = b.turns("alice")
    assert [t.turn_number for t in staged] == list(range(1, 1302))
    index = Keys(key_prefix).turns("alice")
    assert redis_client.zscore(index, turn(1301).turn_id) == int((T0 + timedelta(minutes=1301)).timestamp() * 1000)
    # The index has no TTL: a member whose turn expired uncurated is how the loss is noticed (utils/expiry.py).
    assert redis_client.ttl(index) == -1
    # Ids travel as keys, not inside a separated blob: an odd one (a NUL, a newline, non-ASCII) is staged and
    # indexed intact, and so is a text with newlines (JSON escapes them; the values are newline-separated).
    odd = Turn(turn_id="a\0b\nç", user_id="alice", conversation_id="c1", turn_number=1, timestamp=T0,
               user_text="q\nwith\nlines", assistant_text="a")
    assert b.commit("alice", [odd], ("f1", '{"offset":2}')) == 1
    assert [t for t in b.turns("alice") if t.turn_id == odd.turn_id] == [odd]
    assert b.checkpoint("alice", "f1") == '{"offset":2}'
