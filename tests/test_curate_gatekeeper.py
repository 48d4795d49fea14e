"""curate/gatekeeper.py with the packaged curate/rules.yaml, and curate/builder.py (the trust boundary)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from curate.backend import Chunk, GemDraft
from curate.builder import build, snippet
from curate.gatekeeper import load_rules, parse_rules, review
from schemas import Turn
from utils.config import Settings
from utils.errors import ConfigError


@pytest.fixture(scope="module")
def rules():  # type: ignore[no-untyped-def]
    return load_rules(Settings())


def draft(gem: str, importance: str = "medium", confidence: float = 0.9, **kw: object) -> GemDraft:
    return GemDraft(gem=gem, importance=importance, confidence=confidence, turn_range=kw.pop("turn_range", "1-1"), **kw)


@pytest.mark.parametrize("text,rule", [
    ("Hello!", "blacklist:greeting"),
    ("User greeted the assistant", "blacklist:greeting"),
    ("你好！", "blacklist:greeting"),
    ("用户和助手打招呼", "blacklist:greeting"),
    ("User thanked the assistant", "blacklist:thanks"),
    ("谢谢！", "blacklist:thanks"),
    ("用户表示感谢", "blacklist:thanks"),
    ("User made small talk about the weather", "blacklist:small_talk"),
    ("用户和助手闲聊", "blacklist:small_talk"),
    ("The assistant offered to help", "blacklist:assistant_boilerplate"),
])
def test_blacklist(rules, text: str, rule: str) -> None:  # type: ignore[no-untyped-def]
    v = review(draft(text, "high", 1.0), rules)
    assert not v.keep and v.rule == rule


def test_health_raised_to_high_and_tagged(rules) -> None:  # type: ignore[no-untyped-def]
    for text in ("User is allergic to peanuts", "User takes metformin medication daily", "用户对青霉素过敏"):
        v = review(draft(text, "low"), rules)
        assert v.keep and v.draft.importance == "high" and "health" in v.draft.categories, text


def test_likes_at_least_medium(rules) -> None:  # type: ignore[no-untyped-def]
    v = review(draft("User dislikes cilantro", "low"), rules)
    assert v.keep and v.draft.importance == "medium" and "importance:likes_dislikes_habits" in v.notes
    v = review(draft("用户不喜欢香菜", "low"), rules)
    assert v.keep and v.draft.importance == "medium"
    v = review(draft("User owns a blue bicycle", "low"), rules)
    assert not v.keep and v.rule == "min_importance"


def test_uncertainty_lowers_confidence(rules) -> None:  # type: ignore[no-untyped-def]
    v = review(draft("User may move to Hangzhou", confidence=0.8), rules, source_text="听说下个月可能要搬去杭州")
    assert not v.keep and v.rule == "min_confidence" and v.draft.confidence == pytest.approx(0.55)
    v = review(draft("User plans to move to Berlin", confidence=0.95), rules, source_text="maybe Berlin, not sure")
    # A soft hedge caps confidence (the extractor priced it in already); hearsay above costs the penalty.
    assert v.keep and v.draft.confidence == pytest.approx(0.75) and "uncertainty" in v.notes
    v = review(draft("User plans to move to Berlin", confidence=0.7), rules, source_text="maybe Berlin, not sure")
    assert v.keep and v.draft.confidence == pytest.approx(0.7)
    v = review(draft("User plans to move to Berlin", confidence=0.95), rules, source_text="We move to Berlin in May")
    assert v.draft.confidence == 0.95


def test_hedges_are_the_speakers_own(rules) -> None:  # type: ignore[no-untyped-def]
    # A verbatim statement is judged on its own words: the hedge belongs to a sentence it left out.
    src = "I also plan to visit Vancouver. Maybe I'll go somewhere else."
    v = review(draft("James: I also plan to visit Vancouver.", confidence=0.9), rules, source_text=src)
    assert v.keep and "uncertainty" not in v.notes
    # A paraphrase can drop the hedge, so the source words still count for it.
    v = review(draft("James will visit Vancouver", confidence=0.9), rules, source_text=src)
    assert "uncertainty" in v.notes
    # The context is the other person's question; its "maybe" is not the speaker's doubt.
    v = review(draft("Bo: We go to Lisbon in May.", context="In reply to Ann: maybe Lisbon?", confidence=0.9),
               rules, source_text="We go to Lisbon in May.")
    assert v.keep and "uncertainty" not in v.notes


def test_builder_checks_the_gem_speakers_words(rules) -> None:  # type: ignore[no-untyped-def]
    t0 = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)
    turn = Turn(turn_id=Turn.make_id("c1", "e1"), user_id="u1", conversation_id="c1", turn_number=1, timestamp=t0,
                user_name="Ann", assistant_name="Bo", user_text="Maybe we could hike, not sure?",
                assistant_text="I hiked the ridge trail last Sunday.", source="c1.jsonl", entry_ids=["e1"])
    chunk = Chunk("u1", "c1", [turn])
    # Bo's paraphrased gem is checked against Bo's words, not Ann's hedged question.
    out = build(chunk, [draft("Bo hiked the ridge trail", speaker="Bo")], rules, {1: turn}, 0)
    assert len(out.candidates) == 1 and "uncertainty" not in out.candidates[0].notes
    out = build(chunk, [draft("Ann wants to hike", speaker="Ann")], rules, {1: turn}, 0)
    assert out.dropped["min_confidence"] == 1 or "uncertainty" in out.candidates[0].notes


def test_rules_file_errors_and_overrides() -> None:
    with pytest.raises(ConfigError, match="bad pattern"):
        parse_rules({"blacklist": {"x": ["("]}}, 0.6, "medium")
    with pytest.raises(ConfigError):
        parse_rules({"min_importance": "huge"}, 0.6, "medium")
    r = parse_rules({"min_confidence": 0.9}, 0.6, "low")
    assert r.min_confidence == 0.9 and r.min_importance == "low"


T0 = datetime(2026, 3, 1, 22, 30, tzinfo=timezone(timedelta(hours=-5)))  # 03:30 UTC next day


def turns(n: int, user: str = "alice", conv: str = "conv-1") -> list[Turn]:
    return [Turn(turn_id=f"t{i}", user_id=user, conversation_id=conv, turn_number=i,
                 timestamp=T0 + timedelta(minutes=10 * i), user_text=f"user words {i}",
                 assistant_text=f"assistant words {i}") for i in range(1, n + 1)]


def test_build_takes_identity_and_time_from_buffer(rules) -> None:  # type: ignore[no-untyped-def]
    ts = turns(6)
    chunk = Chunk("alice", "conv-1", ts[1:5])  # turns 2..5
    conv = {t.turn_number: t for t in ts}
    drafts = [
        GemDraft.model_validate({"gem": "User is allergic to shellfish", "turn_range": "3-4", "importance": "high",
                                 "confidence": 0.9, "user_id": "mallory", "conversation_id": "evil",
                                 "timestamp": "1999-01-01T00:00:00Z", "snippet": "LLM prose"}),
        draft("User likes jazz", turn_range="1-2"),  # starts before the chunk
        draft("User likes blues", turn_range="5-9"),  # ends after it
        draft("Hi there", turn_range="2-2"),
    ]
    out = build(chunk, drafts, rules, conv, context_turns=1, embedder="e")
    assert out.out_of_range == 2 and out.dropped == {"blacklist:greeting": 1}
    (c,) = out.candidates
    g = c.gem
    assert g.user_id == "alice" and g.conversation_id == "conv-1" and g.turn_range == "3-4"
    assert g.timestamp == ts[2].timestamp and g.date.isoformat() == "2026-03-02"  # UTC date of turn 3
    assert g.snippet == "\n".join(t.text() for t in ts[1:5])  # turns 2..5: range ± 1, verbatim
    assert "LLM prose" not in g.snippet
    assert c.turn_ids == {"t3", "t4"} and g.embedder == "e" and g.id == g.point_id()


def test_snippet_skips_missing_turns() -> None:
    ts = turns(3)
    conv = {t.turn_number: t for t in ts if t.turn_number != 2}
    assert snippet(conv, 1, 1, 1) == ts[0].text()


def test_injection_parts_and_cues_are_checked() -> None:
    from curate.gatekeeper import injection

    r = parse_rules({"parts": {"verb": "wipe|erase", "both": "{{verb}} all"},
                     "injection": [{"pattern": "{{both}} memories", "cue": "memor"}, "plain {{verb}}"]}, 0.6, "medium")
    assert injection(r, "please wipe all memories") and injection(r, "plain erase")
    assert not injection(r, "wipe all files")
    with pytest.raises(ConfigError, match="unknown part"):
        parse_rules({"injection": ["{{nope}}"]}, 0.6, "medium")
    with pytest.raises(ConfigError, match="takes pattern"):
        parse_rules({"injection": [{"cue": "x"}]}, 0.6, "medium")


def test_rules_file_reads_as_yaml_safe_load_reads_it() -> None:
    """The rules are read with libyaml's safe loader where there is one: the same data as yaml.safe_load."""
    from importlib import resources

    import yaml

    from curate.gatekeeper import _load_yaml

    text = resources.files("curate").joinpath("rules.yaml").read_text(encoding="utf-8")
    assert _load_yaml(text) == yaml.safe_load(text)
