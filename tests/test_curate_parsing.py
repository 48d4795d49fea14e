"""curate/parsing.py: JSON out of LLM text (fences, prose, <think>, truncation, wrong types)."""

from __future__ import annotations

import json

from curate.parsing import parse_reply, strip_thinking, to_drafts

GOOD = {"gems": [
    {"gem": "User is allergic to peanuts", "context": "mentioned while ordering", "categories": ["health"],
     "importance": "high", "confidence": 0.95, "turn_range": "2-2"},
    {"gem": "User chose Postgres for the billing service", "categories": ["decision"],
     "importance": "medium", "confidence": 0.9, "turn_range": "3-4"},
]}


def test_plain_json() -> None:
    p = parse_reply(json.dumps(GOOD))
    assert p.found and not p.truncated and len(p.items) == 2
    d = to_drafts(p.items)
    assert [x.gem for x in d.drafts] == [g["gem"] for g in GOOD["gems"]] and d.invalid == 0


def test_fenced_prose_and_think() -> None:
    text = ("<think>The user mentions an allergy {not json}. Let me list gems.</think>\n"
            "Sure! Here are the gems I found:\n```json\n" + json.dumps(GOOD, indent=2) + "\n```\nHope that helps.")
    p = parse_reply(text)
    assert p.found and len(p.items) == 2
    prose = "Here you go: " + json.dumps(GOOD) + " Let me know {if} you need more."
    assert len(parse_reply(prose).items) == 2


def test_bare_list_and_single_object() -> None:
    assert len(parse_reply(json.dumps(GOOD["gems"])).items) == 2
    assert len(parse_reply(json.dumps(GOOD["gems"][0])).items) == 1


def test_truncated_keeps_complete_items() -> None:
    text = json.dumps(GOOD)
    cut = text[: text.index("Postgres")]  # cut inside the second item
    p = parse_reply(cut)
    assert p.found and p.truncated
    assert [i["gem"] for i in p.items] == ["User is allergic to peanuts"]
    fenced_cut = "```json\n" + cut
    assert parse_reply(fenced_cut).items[0]["gem"] == "User is allergic to peanuts"


def test_nothing_parseable() -> None:
    for text in ("", "I could not find anything.", '{"gems": [ {"gem": "trunc', "<think>only thoughts</think>"):
        p = parse_reply(text)
        assert not p.found and p.error


def test_empty_list_is_a_valid_answer() -> None:
    p = parse_reply('{"gems": []}')
    assert p.found and p.items == []


def test_wrong_types_counted_not_dropped_silently() -> None:
    items = [
        GOOD["gems"][0],
        {"gem": 42, "turn_range": "1-1"},  # gem not a string
        {"gem": "User likes tea", "turn_range": "x-y"},  # bad range
        {"gem": "User likes green tea", "turn_range": [3, 4], "importance": "HIGH", "confidence": 80,
         "categories": "preference, habit"},  # coercible
        "just a string",
        {"gem": "ok but missing range"},
        {"gem": "User hates cilantro", "turn_range": 2, "importance": "extreme"},
        {"gem": "User runs daily", "turn_range": "5-5", "confidence": "very"},
    ]
    d = to_drafts(items)
    assert [x.gem for x in d.drafts] == ["User is allergic to peanuts", "User likes green tea"]
    coerced = d.drafts[1]
    assert coerced.turn_range == "3-4" and coerced.importance == "high" and coerced.confidence == 0.8
    assert coerced.categories == ["preference", "habit"]
    assert d.invalid == 6 and len(d.reasons) == 6


def test_strip_thinking() -> None:
    assert strip_thinking("<think>a</think>b<THINK>c</THINK>d") == "bd"
    assert strip_thinking("<think>unclosed {\"gems\": []}") == 'unclosed {"gems": []}'


def test_chinese_content() -> None:
    text = '好的：{"gems":[{"gem":"用户对青霉素过敏","categories":["health"],"importance":"high","confidence":0.9,"turn_range":"1-1"}]}'
    d = to_drafts(parse_reply(text).items)
    assert d.drafts[0].gem == "用户对青霉素过敏"
