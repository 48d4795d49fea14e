"""Tombstones (utils/store/tombstones.py): the record of a person's deletes and edits, in both backends, and
how the merger uses it. The end-to-end fault runs are in tests/test_faults_tombstones.py."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from qdrant_client import QdrantClient
from store_fixtures import index, make_gem
from test_curate_merger import cand, gem, unit

from curate.merger import Existing, plan
from retrieve import memories
from retrieve.reindex import compact
from utils.store.edge import EdgeStore
from utils.store.qdrant import QdrantStore
from utils.store.tombstones import DELETED, EDITED, Graveyard, Tombstone, TombstoneFile


def test_file_round_trip_skips_a_torn_line_and_forgets_one_user(tmp_path: Path) -> None:
    f = TombstoneFile(tmp_path / "c.tombstones.jsonl")
    g = gem("User chose Redis for the cache")
    f.append([Tombstone.deleted(g, g.id, ["m1"]), Tombstone("alice", "e1", EDITED, fields=("gem",)),
              Tombstone("bob", "b1", DELETED)])
    assert os.stat(f.path).st_mode & 0o777 == 0o600
    with f.path.open("a", encoding="utf-8") as fh:
        fh.write('{"u":"alice","id":"tor')  # a crash mid-append
    alice = f.of("alice")
    assert alice.deleted == {g.id, "m1"} and alice.pinned == {"e1": frozenset({"gem"})}
    assert alice.buried(g, g.id) and alice.buried(g, "m1")
    # the same statement said again in other turns is a new memory (ids, not statements, are buried)
    again = gem("User chose Redis for the cache", rng="9-9")
    assert again.id != g.id and not alice.buried(again, again.id)
    assert f.remove_user("alice") == 2
    assert not f.of("alice") and f.of("bob").deleted == {"b1"}
    assert b"Redis" not in f.path.read_bytes()


def test_a_bad_kind_is_refused() -> None:
    with pytest.raises(ValueError):
        Tombstone("alice", "g1", "forgotten")


@pytest.mark.parametrize("backend", ["edge", "qdrant-local"])
def test_backends_keep_tombstones_through_compaction(backend: str, tmp_path: Path) -> None:
    store = (EdgeStore(tmp_path / "store", "c") if backend == "edge"
             else QdrantStore(QdrantClient(location=":memory:"), "c"))
    a, b = make_gem("Alice keeps bees on the roof"), make_gem("Alice sails on Sundays")
    index(store, [a, b, make_gem("Bob likes tea", user="bob")])
    assert memories.delete_gems(store, "alice", [a.id, "not-hers"]) == 1
    store.bury([Tombstone("alice", b.id, EDITED, fields=("importance",))])
    compact(store)  # the embedded store's folder is rebuilt: the record lives beside it
    graves = store.graveyard("alice")
    assert graves.deleted == {a.id} and graves.pinned == {b.id: frozenset({"importance"})}
    assert not store.graveyard("bob")
    assert store.unbury_user("alice") == 2 and not store.graveyard("alice")
    store.close()


def test_plan_leaves_out_deleted_candidates_but_counts_their_turns() -> None:
    gone = gem("User chose Redis for the cache", rng="2-2")
    kept = gem("User owns a red car", rng="3-3")
    graves = Graveyard.of("alice", [Tombstone.deleted(gone, gone.id)])
    p = plan([cand(gone, "t2"), cand(kept, "t3")], np.vstack([unit(1, 0), unit(0, 1)]), [[], []], 0.9, 0.6, graves)
    assert list(p.upserts) == [kept.id] and p.buried == 1 and p.turn_ids == {"t2", "t3"}
    assert not any("Redis" in e for e in p.events)  # the report does not repeat what was deleted
    # without the tombstone, the same batch re-creates it (what happened before tombstones)
    assert gone.id in plan([cand(gone, "t2")], unit(1, 0).reshape(1, -1), [[]], 0.9, 0.6).upserts


def test_plan_keeps_what_the_person_edited() -> None:
    original = gem("User chose Redis for the cache", rng="2-2", imp="low")
    edited = original.model_copy(update={"gem": "User chose Valkey for the cache", "importance": "high"})
    graves = Graveyard.of("alice", [Tombstone("alice", original.id, EDITED, fields=("gem", "importance"))])
    v = unit(1, 0).reshape(1, -1)
    # the re-extracted candidate finds the edited gem: the merge keeps what the person set
    p = plan([cand(original)], v, [[Existing(edited, 0.7)]], 0.9, 0.6, graves)
    got = p.upserts[original.id][0]
    assert got.gem == edited.gem and got.importance == "high"
    # it does not find it (the wording is far apart): left out, the stored version stands
    p2 = plan([cand(original)], v, [[]], 0.9, 0.6, graves)
    assert p2.upserts == {} and p2.buried == 1
    # a later change does not supersede a gem whose superseded_by the person set
    pinned = Graveyard.of("alice", [Tombstone("alice", original.id, EDITED, fields=("superseded_by",))])
    change = gem("User switched from Redis to Memcached for the cache", days=3, rng="5-5")
    p3 = plan([cand(change)], v, [[Existing(original, 0.8)]], 0.9, 0.3, pinned)
    assert p3.superseded == {} and p3.superseded_count == 0
    assert plan([cand(change)], v, [[Existing(original, 0.8)]], 0.9, 0.3).superseded_count == 1
