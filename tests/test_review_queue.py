"""The review queue (issue 29): with confirm_conflicts a conflicting or low-confidence gem waits for its owner, is
never searchable before it is accepted, survives a restart (a new process reads the same file), and every erasure
path takes it too. Real Redis, the real embedded store, the local embedder; the LLM path through
tests/ollama_server.py; the rules path through the real rules extractor."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
import redis
from ollama_server import OllamaServer, chat_json
from test_curate_curator import DAY1, NOW, POSTGRES, REDIS, keyword_extractor, mk_turns, stage

from curate.curator import Curator, RunOptions
from curate.ollama_extractor import OllamaExtractor
from curate.rules_extractor import RulesExtractor
from retrieve import forget, memories, review
from retrieve.confirm import Confirmations
from retrieve.search import search
from utils import review_queue, user_settings
from utils.config import Settings
from utils.embed import Embedder
from utils.store import GemStore

LATER = NOW + timedelta(days=1)
HEDGED = {"gem": "User might move to Lisbon next year", "categories": ["plan"], "importance": "medium",
          "confidence": 0.65}


def two_days(settings: Settings, r: redis.Redis, store: GemStore, embedder: Embedder) -> tuple[object, object]:
    """Day one keeps the Redis decision; day two says it switched to Postgres (a supersession)."""
    ex = keyword_extractor({"Redis for": REDIS, "Postgres": POSTGRES, "Lisbon": HEDGED})
    stage(settings, r, mk_turns(["We chose Redis for the cache"]))
    first = Curator(settings, r, ex, embedder, store).run(RunOptions(now=NOW))
    stage(settings, r, mk_turns(["Changed plans: we use Postgres now", "Maybe Lisbon next year"], conv="conv-2",
                                start=DAY1 + timedelta(days=1)))
    second = Curator(settings, r, ex, embedder, store).run(RunOptions(now=LATER))
    return first, second


def texts(store: GemStore, user: str = "alice") -> dict[str, object]:
    return {g.gem: g for g in store.scroll(user)}


def test_conflict_waits_unsearchable_then_each_choice_does_what_it_says(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    _, rep = two_days(settings, redis_client, store, embedder)
    assert rep.ok and rep.superseded == 0 and rep.queued == 2, rep.events  # the conflict and the hedged plan
    assert "queued 2 for review" in rep.summary()
    kept = texts(store)
    assert set(kept) == {REDIS["gem"]} and kept[REDIS["gem"]].superseded_by is None
    # Not searchable before it is accepted (not in the store at all).
    found = search("Postgres cache", "alice", settings=settings, store=store, embedder=embedder)
    assert [r.gem for r in found] == [REDIS["gem"]]
    # The queue is a file: a fresh read (another process, after a restart) sees it.
    entries = review.queue(settings, store, "alice")
    kinds = {e.item.kind: e for e in entries}
    assert set(kinds) == {"conflict", "low_confidence"}
    conflict = kinds["conflict"]
    assert conflict.item.gem.gem == POSTGRES["gem"] and conflict.old is not None and conflict.old.gem == REDIS["gem"]
    assert kinds["low_confidence"].item.gem.gem == HEDGED["gem"] and kinds["low_confidence"].old is None
    # The buffer was trimmed: the queue holds the gem, a re-run does not extract it again.
    assert Curator(settings, redis_client, keyword_extractor({"Postgres": POSTGRES}), embedder,
                   store).run(RunOptions(now=LATER)).queued == 0

    # keep-new by the 8-character id: stored, the old one replaced by it.
    done = review.resolve(settings, store, embedder, "alice", conflict.item.id[:8], "keep-new")
    assert done["replaced"] == conflict.old.id
    kept = texts(store)
    assert kept[REDIS["gem"]].superseded_by == conflict.item.id and kept[POSTGRES["gem"]].superseded_by is None
    assert POSTGRES["gem"] in [r.gem for r in search("Postgres cache", "alice", settings=settings, store=store,
                                                      embedder=embedder)]
    # keep-old on the hedged one: gone from the queue, never stored, a tombstone against a re-run.
    review.resolve(settings, store, embedder, "alice", kinds["low_confidence"].item.id, "keep-old")
    assert HEDGED["gem"] not in texts(store) and review_queue.pending(settings, "alice") == []
    assert store.graveyard("alice").buried(kinds["low_confidence"].item.gem, kinds["low_confidence"].item.id)
    assert not review_queue.path(settings, "alice").exists()  # nothing waits: no file keeps the user's name
    with pytest.raises(Exception, match="nothing waits"):
        review.resolve(settings, store, embedder, "alice", conflict.item.id, "keep-new")


def test_keep_both_and_keep_old_on_a_conflict(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                             embedder: Embedder) -> None:
    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    two_days(settings, redis_client, store, embedder)
    item = next(e.item for e in review.queue(settings, store, "alice") if e.item.kind == "conflict")
    review.resolve(settings, store, embedder, "alice", item.id, "keep-both")
    kept = texts(store)
    assert kept[REDIS["gem"]].superseded_by is None and kept[POSTGRES["gem"]].superseded_by is None
    with pytest.raises(Exception, match="not one of"):
        review.resolve(settings, store, embedder, "alice", "x", "keep-all")


def test_keep_old_on_a_conflict_leaves_the_store_as_it_was(settings: Settings, redis_client: redis.Redis,
                                                          store: GemStore, embedder: Embedder) -> None:
    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    two_days(settings, redis_client, store, embedder)
    item = next(e.item for e in review.queue(settings, store, "alice") if e.item.kind == "conflict")
    review.resolve(settings, store, embedder, "alice", item.id, "keep-old")
    kept = texts(store)
    assert set(kept) == {REDIS["gem"]} and kept[REDIS["gem"]].superseded_by is None


def test_without_confirmation_the_queue_lists_what_the_last_run_replaced_with_undo(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    _, rep = two_days(settings, redis_client, store, embedder)
    assert rep.superseded == 1 and rep.queued == 0
    assert review.queue(settings, store, "alice") == []
    at, pairs = review.replaced(settings, store, "alice")
    assert at == rep.started_at and [(p.old.gem, p.new.gem if p.new else None) for p in pairs] == [
        (REDIS["gem"], POSTGRES["gem"])]
    memories.edit_gem(store, embedder, "alice", pairs[0].old.id, {"superseded_by": None})  # undo (unsupersede)
    assert review.replaced(settings, store, "alice")[1] == []


def test_every_erasure_path_removes_queued_gems(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                                embedder: Embedder) -> None:
    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    two_days(settings, redis_client, store, embedder)
    items = {i.kind: i for i in review_queue.pending(settings, "alice")}
    # Delete by id.
    n, rep = memories.forget_gems(settings, store, "alice", [items["low_confidence"].id], scan=True)
    assert n == 1 and rep.removed["the review queue (gems waiting)"] == 1
    assert [i.kind for i in review_queue.pending(settings, "alice")] == ["conflict"]
    assert not rep.found, rep.found  # the scan of the data folder and Redis finds no copy of its text
    # Delete by query ("forget that I switched to Postgres"): the queue is matched by words.
    conf = Confirmations()
    pv = forget.preview(settings, store, embedder, conf, "alice", "Postgres")
    assert items["conflict"].id in [d.get("id") for d in pv.to_dict()["would_delete"]]
    assert forget.confirmed(settings, store, conf, "alice", pv.confirm)["deleted"] >= 1
    assert review_queue.pending(settings, "alice") == []
    # Forget the user: the file goes.
    two_days(settings, redis_client, store, embedder)  # nothing new to extract: queue it again by hand
    review_queue.queue(settings, "alice", [items["conflict"]])
    f = memories.forget_user(settings, store, "alice", scan=True)
    assert f.erasure is not None and f.erasure.removed["the review queue (gems waiting)"] == 1
    assert not review_queue.path(settings, "alice").exists() and not f.erasure.found, f.erasure.found


def test_rules_path_holds_a_change_of_mind(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                           embedder: Embedder) -> None:
    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    stage(settings, redis_client, mk_turns(["We decided to use RabbitMQ for the order service queue."]))
    assert Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW)).ok
    before = texts(store)
    stage(settings, redis_client, mk_turns(["We switched the order service from RabbitMQ to NATS last week."],
                                           conv="conv-2", start=DAY1 + timedelta(days=1)))
    rep = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=LATER))
    assert rep.ok and rep.queued == 1 and rep.superseded == 0, (rep.events, rep.gems)
    assert texts(store).keys() == before.keys()
    (e,) = review.queue(settings, store, "alice")
    assert "NATS" in e.item.gem.gem and e.old is not None and "RabbitMQ" in e.old.gem


def test_llm_path_holds_a_change_of_mind(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                         embedder: Embedder, ollama_server: OllamaServer) -> None:
    settings = settings.model_copy(deep=True)
    settings.ollama.host = ollama_server.url
    settings.ollama.timeout_s = 5
    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    stage(settings, redis_client, mk_turns(["We chose Redis for the cache"]))
    ollama_server.script_chat(chat_json({"gems": [dict(REDIS, turn_range="1-1")]}))
    ex = OllamaExtractor(settings)
    try:
        assert Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW)).ok
        stage(settings, redis_client, mk_turns(["Changed plans: we use Postgres now"], conv="conv-2",
                                               start=DAY1 + timedelta(days=1)))
        ollama_server.script_chat(chat_json({"gems": [dict(POSTGRES, turn_range="1-1")]}))
        rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=LATER))
    finally:
        ex.close()
    assert rep.ok and rep.queued == 1 and rep.superseded == 0, rep.events
    assert [e.item.gem.gem for e in review.queue(settings, store, "alice")] == [POSTGRES["gem"]]


def test_scrub_redacts_the_queue_too(settings: Settings) -> None:
    from store_fixtures import make_gem

    from true_recall.scrub import Scrubbed, scrub_review_queue

    # A gem queued before the rules knew this kind of secret (written as an older curator would have).
    leaky = make_gem("Alice's staging password is hunter2-Xk9#mP2$vLq7 for now", confidence=0.65)
    review_queue.queue(settings, "alice", [review_queue.Pending(leaky, "low_confidence", None, "2026-03-01T00:00:00Z")])
    out = Scrubbed()
    assert scrub_review_queue(settings, out) == 1
    (item,) = review_queue.pending(settings, "alice")
    assert "Xk9#mP2$vLq7" not in item.gem.gem and "Xk9#mP2$vLq7" not in review_queue.path(settings, "alice").read_text()
    assert scrub_review_queue(settings, out) == 0  # nothing left to change


def test_review_cli_lists_and_resolves(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                       embedder: Embedder, tmp_path: Path) -> None:
    from test_user_settings import config, tr

    user_settings.change(settings, "alice", "confirm_conflicts", "true")
    two_days(settings, redis_client, store, embedder)
    store.close()
    cfg = config(settings, tmp_path)
    listed = tr(cfg, "review", "--user", "alice")
    assert listed.exit_code == 0, listed.output
    assert POSTGRES["gem"] in listed.output and "would replace" in listed.output and REDIS["gem"] in listed.output
    got = json.loads(tr(cfg, "review", "--user", "alice", "--json").output)
    conflict = next(p for p in got["pending"] if p["kind"] == "conflict")
    bad = tr(cfg, "review", "resolve", "zzzzzzzz", "keep-new", "--user", "alice")
    assert bad.exit_code == 1 and "nothing waits for review under id 'zzzzzzzz'" in bad.output
    assert tr(cfg, "review", "resolve", conflict["id"][:8], "keep-all", "--user", "alice").exit_code == 2
    done = tr(cfg, "review", "--user", "alice", "resolve", conflict["id"][:8], "keep-old")
    assert done.exit_code == 0 and "dropped the new memory, the old one stands" in done.output
    assert tr(cfg, "review", "resolve", conflict["id"], "keep-new").exit_code == 2  # no user given
    left = json.loads(tr(cfg, "review", "--user", "alice", "--json").output)["pending"]
    assert [p["kind"] for p in left] == ["low_confidence"]


def test_forget_by_query_matches_the_queue_and_the_undo_shelf_by_one_rule() -> None:
    """Both stores no search reaches are matched by utils.store.sparse.covers: half of the query's stemmed
    words (stopwords out), Chinese by characters."""
    from utils.store.sparse import covers

    text = "User switched the order service from RabbitMQ to Postgres queues"
    assert covers("Postgres", text) and covers("forget that I switched to postgres", text)
    assert covers("the order services", text)  # stemmed: services ~ service
    assert not covers("Kafka cluster sizing", text) and not covers("the", text)
    assert covers("上海出差", "用户下周三去上海出差") and not covers("北京", "用户下周三去上海出差")
