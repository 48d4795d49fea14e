"""Tombstones: what a person deleted or edited stays deleted or edited, whatever happens to Redis.

The red-team run: delete 5 gems, edit one, delete the user's `cp:*` keys, `capture --once` + `curate
--all-pending` -> 4 of the 5 deleted gems came back and the edit was reverted. The store now records each
delete and edit (ids and a keyed hash, never the text), and curation reads that record. Real Redis, real
`true-recall` subprocesses, the real embedded store and rules curator."""

from __future__ import annotations

import pytest

import json
from pathlib import Path

import redis
from faults_kit import USER, cli, make_settings, store_dir

from utils.config import Settings
from utils.errors import StoreDamaged
from utils.keys import Keys

EDITED = "The person rewrote this memory by hand: it stays as they wrote it."


def ok(settings: Settings, tmp: Path, *args: str) -> str:
    out = cli(settings, tmp, *args)
    assert out.returncode == 0, (args, out.stderr[-3000:])
    return out.stdout


def capture_and_curate(settings: Settings, tmp: Path) -> None:
    ok(settings, tmp, "capture", "--once")
    ok(settings, tmp, "curate", "--all-pending", "--backend", "rules")


def gems(settings: Settings, tmp: Path) -> dict[str, dict]:
    out = ok(settings, tmp, "memories", "export", "--user", USER)
    return {g["id"]: g for g in map(json.loads, out.splitlines())}


def delete_and_edit(settings: Settings, tmp: Path) -> tuple[list[str], str, dict[str, dict]]:
    """A first capture and curation, then 5 gems deleted and one edited by the person (through the CLI)."""
    capture_and_curate(settings, tmp)
    before = gems(settings, tmp)
    assert len(before) >= 8  # 5 deleted and 1 edited below, and some left untouched
    ids = sorted(before)
    deleted, edited = ids[:5], ids[5]
    assert "deleted 5 of 5" in ok(settings, tmp, "memories", "delete", *deleted, "--user", USER)
    ok(settings, tmp, "memories", "edit", edited, "--user", USER, "--text", EDITED, "--importance", "high")
    return deleted, edited, before


def check_kept(settings: Settings, tmp: Path, deleted: list[str], edited: str, before: dict[str, dict]) -> None:
    after = gems(settings, tmp)
    assert not set(deleted) & set(after), "a deleted gem came back"
    back = [g for g in after.values() if any(g["gem"] == before[d]["gem"] for d in deleted)]
    assert back == [], "a deleted gem's text came back under another id"
    assert after[edited]["gem"] == EDITED and after[edited]["importance"] == "high", "the edit was reverted"
    # nothing else was lost either: every other gem of the first run is there
    assert set(before) - set(deleted) <= set(after)


def test_fault_checkpoints_lost_deleted_gems_stay_deleted_and_edits_stay(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis
) -> None:
    settings = make_settings(tmp_path, key_prefix, batch_turns=1000)
    deleted, edited, before = delete_and_edit(settings, tmp_path)
    keys = Keys(settings.redis.key_prefix)
    cps = list(redis_client.scan_iter(match=keys.checkpoints_pattern(USER)))
    assert cps
    redis_client.delete(*cps)
    capture_and_curate(settings, tmp_path)
    check_kept(settings, tmp_path, deleted, edited, before)


def test_fault_all_of_redis_lost_deleted_gems_stay_deleted(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis
) -> None:
    settings = make_settings(tmp_path, key_prefix, batch_turns=1000)
    deleted, edited, before = delete_and_edit(settings, tmp_path)
    for k in redis_client.scan_iter(match=f"{key_prefix}:*"):
        redis_client.delete(k)
    # The ledger went with Redis: the person accepts what the store holds, then capture and curation redo all.
    ok(settings, tmp_path, "ledger", "--accept")
    capture_and_curate(settings, tmp_path)
    check_kept(settings, tmp_path, deleted, edited, before)


def test_fault_tombstones_hold_no_text(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix, batch_turns=1000)
    deleted, edited, before = delete_and_edit(settings, tmp_path)
    record = b"".join(p.read_bytes() for p in store_dir(settings).parent.glob("*.tombstones.jsonl"))
    assert record, "no tombstone record in the store's folder"
    for gid in [*deleted, edited]:
        assert gid.encode() in record
        for word in before[gid]["gem"].split():
            if len(word) >= 6 and word not in ("importance", "context"):
                assert word.encode() not in record, word
    assert b"rewrote" not in record


def test_fault_restore_of_an_older_backup_does_not_bring_a_deleted_gem_back(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis
) -> None:
    settings = make_settings(tmp_path, key_prefix, batch_turns=1000)
    capture_and_curate(settings, tmp_path)
    before = gems(settings, tmp_path)
    ok(settings, tmp_path, "backup", str(tmp_path / "backup"))
    gone = sorted(before)[:2]
    ok(settings, tmp_path, "memories", "delete", *gone, "--user", USER)
    out = ok(settings, tmp_path, "restore", "--replace", str(tmp_path / "backup"))
    after = gems(settings, tmp_path)
    assert not set(gone) & set(after) and set(after) == set(before) - set(gone), out


def test_fault_a_delete_keeps_the_stores_own_count_through_its_compaction(settings: Settings) -> None:
    """A delete compacts an embedded store (a new shard folder swapped in); the ledger's copy in the store
    folder moves with it, so losing Redis afterwards is still seen as damage, not read as "no memories"."""
    from retrieve import memories
    from store_fixtures import index, make_gem
    from utils.ledger import read_counts, verify_read
    from utils.store import open_store

    store = open_store(settings)
    try:
        gems = [make_gem(f"Alice keeps note {i} about the greenhouse", days_ago=i + 1) for i in range(4)]
        index(store, gems)
        store.ledger.reset(store.users())
        assert read_counts(store.counts_path) == {"alice": 4}
        assert memories.delete_gems(store, "alice", [gems[0].id]) == 1
        assert read_counts(store.counts_path) == {"alice": 3}  # the compacted folder holds the copy
        verify_read(store, "alice")  # whole: Redis and the copy agree with the store
        store.ledger.r.delete(*store.ledger.r.keys(f"{settings.redis.key_prefix}:*"))  # all of Redis lost
        ledger, store.ledger = store.ledger, None
        store.delete("alice", [g.id for g in gems[1:3]])  # damage behind the ledger's back
        store.ledger = ledger
        with pytest.raises(StoreDamaged, match="3 gems expected"):
            ledger.check(store, "alice")  # uncached: a search's recount would come within RECOUNT_S
    finally:
        store.close()
