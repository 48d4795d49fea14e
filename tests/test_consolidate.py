"""Consolidation (curate/consolidate.py): one dated, chronological summary gem per subject, built after a
curation run from the real store, kept current as its sources change, gone with a forgotten source, and never
a competitor of the gems it quotes. Real Redis, the embedded store, the local embedder; the extractor is a
scripted fake of our own Extractor interface, so the gems (and so the summary) are known."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest
import redis

from curate.backend import Chunk, Extraction, Extractor, GemDraft
from curate.consolidate import build_summary, plan_user, subjects, summaries
from curate.curator import Curator, RunOptions
from curate.merger import Existing, plan
from curate.builder import Candidate
from retrieve import memories
from retrieve.ranker import asks_overview, rank
from schemas import SUMMARY, StoredGem, Turn
from utils.buffer import Buffer
from utils.config import Settings
from utils.embed import Embedder
from utils.keys import Keys
from utils.store import GemStore, Hit

D1 = datetime(2026, 3, 1, 10, 0, tzinfo=timezone.utc)

PANTRY = [
    (D1, "I keep the recipes of Pantry in SQLite."),
    (D1 + timedelta(days=9), "I added full-text search to Pantry with the tantivy crate."),
    (D1 + timedelta(days=20), "I deployed Pantry to a Hetzner server behind Caddy."),
]
SWITCH = (D1 + timedelta(days=32), "I switched Pantry from SQLite to Postgres instead.")
OTHER = (D1 + timedelta(days=3), "My sister Mia lives in Lisbon.")


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """The shared settings with consolidation on (it is off by default)."""
    s = settings.model_copy(deep=True)
    s.curate.consolidate = True
    return s


class Statements(Extractor):
    """Our own Extractor: each turn's user text is one gem, said by the user (deterministic)."""

    name = "statements"

    def extract(self, chunk: Chunk) -> Extraction:
        return Extraction(drafts=[GemDraft.model_validate({
            "gem": f"User: {t.user_text}", "categories": ["project"], "importance": "medium", "confidence": 0.9,
            "turn_range": f"{t.turn_number}-{t.turn_number}"}) for t in chunk.turns])


def stage(settings: Settings, r: redis.Redis, said: list[tuple[datetime, str]], first: int = 1) -> None:
    buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    turns = [Turn(turn_id=Turn.make_id(f"conv-{when.date()}", f"alice-{first + i}"), user_id="alice",
                  conversation_id=f"conv-{when.date()}", turn_number=1, timestamp=when, user_text=text,
                  assistant_text="Noted.") for i, (when, text) in enumerate(said)]
    buf.commit("alice", turns)


def curate(settings: Settings, r: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    rep = Curator(settings, r, Statements(), embedder, store).run(RunOptions(all_pending=True))
    assert rep.ok, rep.failures


def by_text(store: GemStore) -> dict[str, StoredGem]:
    return {g.gem: g for g in store.scroll("alice") if SUMMARY not in g.categories}


def pantry_summary(store: GemStore) -> StoredGem:
    found = [s for s in summaries(store, "alice") if s.gem.startswith("Summary of Pantry")]
    assert len(found) == 1, [s.gem for s in summaries(store, "alice")]
    return found[0]


def test_summary_lists_a_projects_gems_in_date_order_with_dates_and_links_them(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    stage(settings, redis_client, [PANTRY[2], PANTRY[0], OTHER, PANTRY[1]])  # not staged in date order
    curate(settings, redis_client, store, embedder)
    s = pantry_summary(store)
    gems = by_text(store)
    sources = [gems[f"User: {text}"] for _, text in PANTRY]
    assert s.categories == [SUMMARY] and s.source == "consolidation"
    assert s.sources == [g.id for g in sources]  # oldest first
    # Dated lines in date order, each quoting its source's statement (without the speaker prefix).
    expected = [f"{when.date().isoformat()} — {text}" for when, text in PANTRY]
    positions = [s.gem.index(line) for line in expected]
    assert positions == sorted(positions)
    assert "3 memories, 2026-03-01 to 2026-03-21" in s.gem
    # Dated like its latest source; the gem about Mia is no source of it.
    assert (s.timestamp, s.conversation_id, s.turn_range) == (sources[-1].timestamp, sources[-1].conversation_id, "1-1")
    assert "Mia" not in s.gem
    # No subject with fewer than summary_min_sources gems gets one.
    assert [x.gem.split(" (")[0] for x in summaries(store, "alice")] == ["Summary of Pantry"]


def test_summary_is_rebuilt_when_a_source_is_superseded_and_never_supersedes(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    stage(settings, redis_client, PANTRY)
    curate(settings, redis_client, store, embedder)
    before = pantry_summary(store)
    stage(settings, redis_client, [SWITCH], first=10)
    curate(settings, redis_client, store, embedder)
    gems = by_text(store)
    old, new = gems[f"User: {PANTRY[0][1]}"], gems[f"User: {SWITCH[1]}"]
    assert old.superseded_by == new.id  # the change replaced the SQLite statement
    after = pantry_summary(store)
    assert after.id == before.id and after.gem != before.gem
    assert f"{PANTRY[0][1]} (replaced {SWITCH[0].date().isoformat()})" in after.gem
    assert after.sources[-1] == new.id and after.date == SWITCH[0].date()
    # The summary replaced nothing, and nothing replaced it: every gem keeps its own standing.
    assert after.superseded_by is None
    assert all(g.superseded_by in (None, new.id) for g in gems.values())
    assert sum(1 for g in gems.values() if g.superseded_by) == 1


def test_forgetting_a_source_removes_the_summary_in_the_same_call_and_the_next_run_rebuilds_it(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    stage(settings, redis_client, PANTRY + [SWITCH])
    curate(settings, redis_client, store, embedder)
    s = pantry_summary(store)
    hetzner = by_text(store)[f"User: {PANTRY[2][1]}"]
    assert hetzner.id in s.sources and "Hetzner" in s.gem
    n, _ = memories.forget_gems(settings, store, "alice", [hetzner.id], redis_too=False)
    assert n == 1
    # Gone in the same operation: no copy of the forgotten statement is left in the store.
    assert store.get("alice", [s.id]) == []
    assert not any("Hetzner" in g.gem for g in store.scroll("alice"))
    # The next run (a new turn of the user) builds it again from the sources that are left.
    stage(settings, redis_client, [(SWITCH[0] + timedelta(days=1), "I wrote the Pantry README.")], first=20)
    curate(settings, redis_client, store, embedder)
    rebuilt = pantry_summary(store)
    assert rebuilt.id == s.id and hetzner.id not in rebuilt.sources and "Hetzner" not in rebuilt.gem


def test_deleting_a_summary_itself_keeps_it_deleted(settings: Settings, redis_client: redis.Redis,
                                                    store: GemStore, embedder: Embedder) -> None:
    stage(settings, redis_client, PANTRY)
    curate(settings, redis_client, store, embedder)
    s = pantry_summary(store)
    assert memories.delete_gem(store, "alice", s.id)
    assert len(by_text(store)) == 3  # its sources stay
    stage(settings, redis_client, [SWITCH], first=10)
    curate(settings, redis_client, store, embedder)
    assert summaries(store, "alice") == []


def test_consolidation_setting_turns_it_off(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                            embedder: Embedder) -> None:
    settings = settings.model_copy(deep=True)
    settings.curate.consolidate = False
    stage(settings, redis_client, PANTRY)
    curate(settings, redis_client, store, embedder)
    assert len(by_text(store)) == 3 and summaries(store, "alice") == []
    settings.curate.consolidate = True
    settings.curate.summary_min_sources = 4  # three gems are too few at this setting
    stage(settings, redis_client, [SWITCH], first=10)
    curate(settings, redis_client, store, embedder)
    assert len(summaries(store, "alice")) == 1
    # A subject with fewer gems than the setting asks for has no summary.


def _gem(text: str, when: datetime, gid: str, **extra: object) -> StoredGem:
    return StoredGem(id=gid, gem=text, categories=extra.pop("categories", ["project"]), importance="medium",
                     confidence=0.9, timestamp=when, date=when.date(), conversation_id="c", turn_range="1-1",
                     user_id="alice", **extra)


def test_a_summary_is_never_merged_into_or_superseded_by_a_normal_gem() -> None:
    gems = [_gem(f"User: {t}", w, f"g{i}") for i, (w, t) in enumerate(PANTRY)]
    summ = build_summary("alice", "pantry", gems, {g.id: g for g in gems}, 120)
    cand = _gem(f"User: {SWITCH[1]}", SWITCH[0], "new")
    v = np.ones(4, dtype=np.float32)
    # The summary as the nearest neighbour, at a cosine that would merge or supersede any normal gem.
    out = plan([Candidate(cand, set())], np.array([v]), [[Existing(summ, 0.99), Existing(gems[0], 0.6)]], 0.9, 0.3)
    assert summ.id not in out.upserts and summ.id not in out.superseded
    assert out.superseded == {"g0": "new"} and out.new == 1


def test_subjects_need_enough_gems_and_a_summary_fits_its_words() -> None:
    gems = [_gem(f"User: I worked on Pantry, step {i} of the plan, with many more words to say here.",
                 D1 + timedelta(days=i), f"g{i}") for i in range(12)]
    assert subjects(gems[:2], 3) == []
    (s,) = plan_user("alice", gems, 3, 60)
    assert len(s.gem.split()) <= 60
    assert s.sources[0] == "g0" and s.sources[-1] == "g11"  # the first and the latest always quoted
    assert plan_user("alice", gems, 3, 60, buried=frozenset({s.id})) == []


def test_ranker_weighs_summaries_by_the_questions_shape(settings: Settings) -> None:
    assert asks_overview("Can you summarise how my Pantry project progressed?")
    assert asks_overview("In what order did I set up the database and the search?")
    assert asks_overview("总结一下我的项目")
    assert not asks_overview("Which database does Pantry use?")
    gems = [_gem("User: I switched Pantry from SQLite to Postgres.", SWITCH[0], "fact")]
    summ = build_summary("alice", "pantry", gems * 3, {}, 120)
    hits = [Hit(summ, 0.9, 1, 5.0, 1), Hit(gems[0], 0.85, 2, 4.0, 2)]
    now = SWITCH[0] + timedelta(days=1)
    cfg = settings.retrieve
    assert [s.hit.id for s in rank(hits, cfg, now, "Which database does Pantry use?")] == ["fact", summ.id]
    assert [s.hit.id for s in rank(hits, cfg, now, "Summarise my work on Pantry")][0] == summ.id


def test_editing_a_source_removes_the_summary_until_the_next_run_quotes_the_new_words(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    stage(settings, redis_client, PANTRY)
    curate(settings, redis_client, store, embedder)
    s = pantry_summary(store)
    caddy = by_text(store)[f"User: {PANTRY[2][1]}"]
    memories.edit_gem(store, embedder, "alice", caddy.id, {"gem": "User: I deployed Pantry to a Hetzner server."})
    assert store.get("alice", [s.id]) == []  # the old wording is in no copy
    stage(settings, redis_client, [SWITCH], first=10)
    curate(settings, redis_client, store, embedder)
    rebuilt = pantry_summary(store)
    assert "I deployed Pantry to a Hetzner server." in rebuilt.gem and "Caddy" not in rebuilt.gem


def test_a_person_who_excludes_summaries_gets_none(settings: Settings, redis_client: redis.Redis,
                                                  store: GemStore, embedder: Embedder) -> None:
    from utils import user_settings

    user_settings.save(settings, "alice", user_settings.UserSettings(excluded_categories=(SUMMARY,)))
    stage(settings, redis_client, PANTRY)
    curate(settings, redis_client, store, embedder)
    assert len(by_text(store)) == 3 and summaries(store, "alice") == []
