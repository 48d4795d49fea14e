"""Excluded topics (issue 29): the lexicon (utils/topics.py) on its own, and the curator dropping such gems on the
rules path and the LLM path (tests/ollama_server.py), counted in the report; the setting through the real CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
import redis
from ollama_server import OllamaServer, chat_json
from test_curate_curator import NOW, mk_turns, stage
from test_user_settings import config, tr

from curate.curator import Curator, RunOptions
from curate.ollama_extractor import OllamaExtractor
from curate.rules_extractor import RulesExtractor
from utils import user_settings
from utils.config import Settings
from utils.embed import Embedder
from utils.store import GemStore
from utils.topics import matcher


@pytest.mark.parametrize(("topics", "text", "want"), [
    (("health",), "I saw my doctor about the migraine", "health"),
    (("health",), "医生说我需要吃药", "health"),
    (("finance",), "My salary goes up to $90k in May", "finance"),
    (("finance",), "我的房贷还有十年", "finance"),
    (("finance",), "I invested $1,000 in an index fund", "finance"),
    (("finance",), "I'm investing my time in the business", None),  # figurative: not money
    (("finance",), "Bill paid for dinner", None),  # a name, not an invoice
    (("finance",), "We set the project's budget for Q3", None),
    (("politics",), "The novel has a lot of political intrigue", None),
    (("politics",), "I'm hoping to get into local politics", "politics"),
    (("religion",), "God, what happened to your puppy?", None),
    (("health", "my ex"), "I talked to my ex on Sunday", "my ex"),
    (("my ex",), "my example project", None),  # whole words only
    (("跑步",), "我每天早上跑步", "跑步"),
    ((), "anything", None),
])
def test_the_lexicon(topics: tuple[str, ...], text: str, want: str | None) -> None:
    assert matcher(topics).topic_of(text) == want


def test_health_also_by_the_extractors_category() -> None:
    assert matcher(("health",)).topic_of("User has to rest for two weeks", ["health"]) == "health"
    assert matcher(("finance",)).topic_of("User has to rest for two weeks", ["health"]) is None


TURNS = ["My doctor prescribed me new medication for my blood pressure.",
         "We decided to use Postgres for the billing service.",
         "My salary is going up to 95k next month, I negotiated it."]


def test_rules_path_drops_excluded_topics_and_counts_them(settings: Settings, redis_client: redis.Redis,
                                                          store: GemStore, embedder: Embedder) -> None:
    stage(settings, redis_client, mk_turns(TURNS))
    user_settings.change(settings, "alice", "excluded_topics", "health, finance")
    rep = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW))
    assert rep.ok and rep.dropped["excluded_topic"] == 2, (rep.dropped, rep.gems)
    kept = [g.gem for g in store.scroll("alice")]
    assert any("Postgres" in g for g in kept), kept
    assert not any("doctor" in g or "salary" in g or "medication" in g for g in kept), kept
    assert "excluded_topic 2" in rep.summary()


def test_without_the_setting_the_same_turns_are_kept(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                                     embedder: Embedder) -> None:
    stage(settings, redis_client, mk_turns(TURNS))
    rep = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW))
    assert rep.ok and "excluded_topic" not in rep.dropped
    kept = " ".join(g.gem for g in store.scroll("alice"))
    assert "salary" in kept and "Postgres" in kept  # the filter, not the extractor, dropped them above


def test_llm_path_drops_excluded_topics(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                        embedder: Embedder, ollama_server: OllamaServer) -> None:
    settings = settings.model_copy(deep=True)
    settings.ollama.host = ollama_server.url
    settings.ollama.timeout_s = 5
    stage(settings, redis_client, mk_turns(TURNS))
    user_settings.change(settings, "alice", "excluded_topics", "finance,血压")
    ollama_server.script_chat(chat_json({"gems": [
        {"gem": "User takes medication for 血压", "categories": ["fact"], "importance": "high", "confidence": 0.9,
         "turn_range": "1-1"},
        {"gem": "User chose Postgres for the billing service", "categories": ["decision"], "importance": "high",
         "confidence": 0.9, "turn_range": "2-2"},
        {"gem": "User's salary rises to 95k next month", "categories": ["fact"], "importance": "high",
         "confidence": 0.9, "turn_range": "3-3"}]}))
    ex = OllamaExtractor(settings)
    try:
        rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW))
    finally:
        ex.close()
    assert rep.ok and rep.dropped["excluded_topic"] == 2, rep.dropped
    assert [g.gem for g in store.scroll("alice")] == ["User chose Postgres for the billing service"]


def test_settings_cli_sets_every_key_with_clear_errors(settings: Settings, tmp_path: Path) -> None:
    cfg = config(settings, tmp_path)
    for key, value in (("memory_off", "true"), ("excluded_categories", "health"),
                       ("excluded_topics", "Finance, my ex"), ("confirm_conflicts", "on")):
        r = tr(cfg, "settings", "--user", "alice", key, value)
        assert r.exit_code == 0, r.output
    assert user_settings.load(settings, "alice") == user_settings.UserSettings(
        memory_off=True, excluded_categories=("health",), excluded_topics=("finance", "my ex"), confirm_conflicts=True)
    bad = tr(cfg, "settings", "--user", "alice", "confirm_conflicts", "perhaps")
    assert bad.exit_code == 1 and "confirm_conflicts: 'perhaps' is not true or false" in bad.output
    bad = tr(cfg, "settings", "--user", "alice", "excluded_topics", "health,<b>")
    assert bad.exit_code == 1 and "'<b>' is not a topic" in bad.output
    assert user_settings.load(settings, "alice").excluded_topics == ("finance", "my ex")  # nothing written
    r = tr(cfg, "settings", "--user", "alice", "excluded_topics", "")
    assert r.exit_code == 0 and user_settings.load(settings, "alice").excluded_topics == ()
