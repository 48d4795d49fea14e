"""A person's own "forget my old address" in chat, honoured by the nightly curator (curate/forget_asked.py) on the
real pipeline: Redis, the embedded store, the local embedder and the rules curator, no mocks. What was said
about it before the request is gone from the store, the run reports (Redis and the data folder) and search;
an unrelated gem, another user's gems and what was said after the request stay."""

from __future__ import annotations

import json
from datetime import timedelta

import redis
from test_curate_curator import DAY1, NOW, mk_turns, stage

from curate.curator import Curator, RunOptions
from curate.rules_extractor import RulesExtractor
from utils.config import Settings
from utils.embed import Embedder
from utils.erasure import Needles, scan_redis
from utils.keys import Keys
from utils.store import GemStore

ADDRESS = "14 Birch Lane"


def _curate(settings: Settings, r: redis.Redis, store: GemStore, embedder: Embedder, days: int = 0):
    rep = Curator(settings, r, RulesExtractor(settings), embedder, store).run(
        RunOptions(now=NOW + timedelta(days=days), all_pending=True))
    assert rep.ok, rep.failures
    return rep


def _everywhere(settings: Settings, r: redis.Redis, store: GemStore, embedder: Embedder, user: str) -> str:
    """Every place a forgotten text could still be read: the store, both copies of the run report, a search, and
    every Redis key of the user (the buffer's turns, intent records) as the erasure scan reads them."""
    report = (r.get(Keys(settings.redis.key_prefix).last_run()) or "") + (
        settings.data_path / "curate" / "last_run.json").read_text(encoding="utf-8")
    found = store.search(user, embedder.embed_query("Where does the user live? address"), None, limit=50)
    keys, _ = scan_redis(r, settings.redis.key_prefix, Needles.of([ADDRESS + ", Springfield"]))
    theirs = [k for k in keys if user in k]
    return " | ".join([g.gem + " " + g.context for g in store.scroll(user)] + [h.gem.gem for h in found] + [report]
                      + [f"{ADDRESS} in Redis key {k}" for k in theirs])


def test_a_request_next_day_forgets_the_stored_address_everywhere(settings: Settings, redis_client: redis.Redis,
                                                                  store: GemStore, embedder: Embedder) -> None:
    """Night one stores the address and an unrelated decision (and Bob's own address); night two the person asks
    to forget their old address: its gem goes from the store (with a tombstone), from the run reports and from
    search; the report names the forgotten gem by id only; the request is not stored; the rest stays."""
    said = mk_turns([f"I live at {ADDRESS}, Springfield, since 2019.",
                     "We decided to use NATS JetStream for the order service."], conv="conv-home")
    bob = mk_turns([f"I live at {ADDRESS}, Springfield, next to the park."], conv="conv-bob", user="bob")
    stage(settings, redis_client, said + bob)
    _curate(settings, redis_client, store, embedder)
    before = {g.id: g.gem for g in store.scroll("alice")}
    address_ids = [i for i, text in before.items() if ADDRESS in text]
    assert address_ids and any("NATS" in t for t in before.values()), before
    assert ADDRESS in _everywhere(settings, redis_client, store, embedder, "alice")

    ask = mk_turns(["I moved last month. Please forget my old address."], conv="conv-move",
                   start=DAY1 + timedelta(days=1))
    stage(settings, redis_client, ask)
    rep = _curate(settings, redis_client, store, embedder, days=1)

    assert rep.forgotten_asked == sorted(address_ids), (rep.forgotten_asked, before)
    assert "forgotten on request: " in rep.summary()
    left = _everywhere(settings, redis_client, store, embedder, "alice")
    assert ADDRESS not in left and "Birch" not in left, left
    assert "NATS" in " ".join(g.gem for g in store.scroll("alice"))
    assert set(address_ids) <= store.graveyard("alice").deleted  # re-captured turns never bring it back
    assert not any("forget" in g.gem.lower() for g in store.scroll("alice"))  # the request is no gem
    saved = json.loads(redis_client.get(Keys(settings.redis.key_prefix).last_run()) or "{}")
    assert saved["forgotten_asked"] == sorted(address_ids), saved.get("forgotten_asked")
    # Bob's gem is his: another user's request never reaches it.
    assert any(ADDRESS in g.gem for g in store.scroll("bob")), list(store.scroll("bob"))


def test_a_request_in_the_same_run_leaves_the_earlier_address_unwritten_and_keeps_the_new_one(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    """The address and the request are curated in one run: the address's candidate is never written (counted as
    dropped), while the new address, said after the request, and an unrelated gem are kept."""
    turns = mk_turns([f"I live at {ADDRESS}, Springfield.",
                      "We decided to use NATS JetStream for the order service.",
                      "Please forget my old address.",
                      "I live at 9 Harbour Road, Leeds now."], conv="conv-1")
    stage(settings, redis_client, turns)
    rep = _curate(settings, redis_client, store, embedder)
    kept = " | ".join(g.gem for g in store.scroll("alice"))
    assert ADDRESS not in kept and "NATS" in kept and "Harbour Road" in kept, kept
    assert rep.dropped["forget_request"] >= 1 and rep.forgotten_asked == [], (rep.dropped, rep.forgotten_asked)
    assert ADDRESS not in _everywhere(settings, redis_client, store, embedder, "alice")


def test_look_alikes_forget_nothing(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                    embedder: Embedder) -> None:
    """"I forgot my address", "don't forget my address", "forget it, let's use Postgres" and a pasted e-mail asking
    to forget an address are no requests: the stored address stays and nothing is forgotten."""
    stage(settings, redis_client, mk_turns([f"I live at {ADDRESS}, Springfield."], conv="conv-home"))
    _curate(settings, redis_client, store, embedder)
    stage(settings, redis_client, mk_turns([
        "I forgot my address when the courier asked, how embarrassing.",
        "Don't forget my address when you write the invitation list.",
        "Forget it, let's use Postgres.",
        "Here is the e-mail:\nFrom: ana@example.com\nSubject: move\n\nPlease forget my old address.",
    ], conv="conv-2", start=DAY1 + timedelta(days=1)))
    rep = _curate(settings, redis_client, store, embedder, days=1)
    assert rep.forgotten_asked == [] and not rep.dropped["forget_request"], (rep.forgotten_asked, rep.dropped)
    assert any(ADDRESS in g.gem for g in store.scroll("alice"))


def test_a_dry_run_lists_what_a_request_would_forget_and_forgets_nothing(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    """A dry run reads the request and lists the stored address gem by id as it would be forgotten; the gem stays
    until the real run, which forgets exactly those."""
    stage(settings, redis_client, mk_turns([f"I live at {ADDRESS}, Springfield, since 2019.",
                                            "We decided to use NATS JetStream for the order service."]))
    _curate(settings, redis_client, store, embedder)
    address_ids = sorted(g.id for g in store.scroll("alice") if ADDRESS in g.gem)
    stage(settings, redis_client, mk_turns(["Please forget my old address."], conv="conv-2",
                                           start=DAY1 + timedelta(days=1)))
    dry = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(
        RunOptions(now=NOW + timedelta(days=1), all_pending=True, dry_run=True))
    assert dry.ok and dry.forgotten_asked == address_ids, (dry.failures, dry.forgotten_asked)
    assert "would be forgotten on request: 1 gems" in dry.summary()
    assert store.get("alice", address_ids), "a dry run forgets nothing"
    real = _curate(settings, redis_client, store, embedder, days=1)
    assert real.forgotten_asked == address_ids and store.get("alice", address_ids) == []
