"""The rules extractor on made-up English and Chinese conversations."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from curate import relative_dates, sentences
from curate.backend import Chunk, GemDraft
from curate.rules_extractor import RulesExtractor
from schemas import Turn
from utils.config import Settings

T0 = datetime(2025, 3, 14, 9, 0, tzinfo=timezone.utc)


def chunk(pairs: list[tuple[str, str]], user: str | None = None, assistant: str | None = None) -> Chunk:
    turns = [
        Turn(turn_id=f"t{i}", user_id="u1", conversation_id="c1", turn_number=i + 1,
             timestamp=T0 + timedelta(minutes=i), user_text=a, assistant_text=b,
             user_name=user, assistant_name=assistant)
        for i, (a, b) in enumerate(pairs)
    ]
    return Chunk("u1", "c1", turns)


def drafts(pairs: list[tuple[str, str]], **names: str) -> list[GemDraft]:
    return RulesExtractor(Settings()).extract(chunk(pairs, **names)).drafts


def by_turn(ds: list[GemDraft], n: int) -> list[GemDraft]:
    return [d for d in ds if d.turn_range == f"{n}-{n}"]


def test_decision_then_change_of_mind_en() -> None:
    ds = drafts([
        ("For the warehouse app we decided to use MySQL because the team knows it.", "Sounds reasonable."),
        ("Any news on lunch?", "Not yet."),
        ("Update: I decided to switch to Postgres instead of MySQL, we need proper JSON support.", "Good call."),
    ])
    first, last = by_turn(ds, 1), by_turn(ds, 3)
    assert len(first) == 1 and len(last) == 1 and not by_turn(ds, 2)
    assert first[0].categories[0] == "decision" and "MySQL" in first[0].gem
    assert last[0].categories[0] == "decision" and "switch to Postgres" in last[0].gem
    assert last[0].gem.startswith("User: ") and last[0].speaker == "User"


def test_preference_and_dislike() -> None:
    (d,) = drafts([("I can't stand cilantro, and I prefer my tea green and unsweetened.", "Noted, no cilantro.")])
    assert d.categories[0] == "preference"
    assert d.importance == "medium"
    assert d.confidence >= 0.6


def test_health_fact_is_high_importance() -> None:
    (d,) = drafts([("My son was diagnosed with a peanut allergy last week, he carries an EpiPen now.",
                    "I'm sorry to hear that. Here's a list of nut-free snacks.")])
    assert d.categories[0] == "health"
    assert "relationship" in d.categories
    assert d.importance == "high"
    # Relative dates are resolved against the message date (2025-03-14).
    assert "last week (the week before 14 March 2025)" in d.gem


def test_project_start_with_names_and_context() -> None:
    ds = drafts(
        [("How was your weekend?", "Busy! I started building a wooden canoe in my garage with my brother."),
         ("That's amazing!", "Thanks!")],
        user="Priya", assistant="Tomas",
    )
    assert len(ds) == 1
    (d,) = ds
    assert d.gem == "Tomas: I started building a wooden canoe in my garage with my brother."
    assert d.speaker == "Tomas"
    assert d.categories[0] == "project"
    assert d.context == "In reply to Priya: How was your weekend?"


def test_small_talk_gives_nothing() -> None:
    ds = drafts([
        ("Hi!", "Hello! How can I help you today?"),
        ("Thanks so much!", "You're welcome!"),
        ("ok", "OK."),
        ("That's so cool!", "Glad you like it!"),
        ("How are you doing?", "Great, thanks for asking!"),
        ("谢谢", "不客气！"),
        ("你好", "你好！今天需要我帮什么？"),
    ])
    assert ds == []


def test_general_assistant_advice_is_not_a_gem() -> None:
    ds = drafts([("My laptop fan is very loud since the update.",
                  "Sure, here's what you can try. You should clean the vents. Consider lowering the CPU limit.")])
    assert [d.speaker for d in ds] == ["User"]


def test_hedges_lower_confidence() -> None:
    sure, soft, heard = drafts([
        ("I moved to Lyon in 2019 for my job at the hospital lab.", "Nice."),
        ("I think I'll probably take the bike to work from now on.", "Good for you."),
        ("I heard my landlord might sell the building next year.", "Oh no."),
    ])
    assert sure.confidence > soft.confidence > heard.confidence
    assert heard.confidence < 0.6  # hearsay with "might": below the gatekeeper's threshold


def test_a_hedged_side_remark_stays_out_of_a_sure_statement() -> None:
    (d,) = drafts([("I also plan to visit Vancouver in May. Maybe I'll go somewhere else after that.", "Fun!")])
    assert "Vancouver" in d.gem and "somewhere else" not in d.gem and d.confidence == 0.9
    # Only hedged sentences: they are the statement, and its confidence says so.
    (d,) = drafts([("Maybe I'll move to Vancouver next year for the new job.", "Fun!")])
    assert "Vancouver" in d.gem and d.confidence < 0.9
    # Hearing stories is an experience, not hearsay; hearing that something is so is hearsay.
    (told, heard) = drafts([("I heard some cool stories from an old sailor named Sam at the harbour.", ""),
                            ("I heard my landlord is selling the building on Elm Street.", "")])
    assert told.confidence == 0.9 and heard.confidence < 0.9


def test_chinese_statements() -> None:
    ds = drafts([
        ("我们决定改用 Postgres，不再用 Redis 了。", "明白，我会记住。"),
        ("我对青霉素过敏。", "好的，记住了。"),
        ("我女儿下个月开始上小学。", "恭喜！"),
        ("我平时喜欢用 Vim 写代码，不喜欢 VS Code。", "记住了：你偏好 Vim。"),
        ("我听说公司可能要搬家。", "真的吗？"),
        ("哈哈", "嗯"),
    ])
    cats = {int(d.turn_range.split("-")[0]): d for d in ds}
    assert set(cats) == {1, 2, 3, 4, 5}
    assert cats[1].categories[0] == "decision"
    assert cats[2].categories[0] == "health" and cats[2].importance == "high"
    assert "relationship" in cats[3].categories and "(April 2025)" in cats[3].gem
    assert cats[4].categories[0] == "preference"
    assert cats[5].confidence < 0.6
    assert all(d.speaker == "User" for d in ds)  # the assistant's echoes are not gems


def test_deterministic() -> None:
    pairs = [("I adopted a rescue dog named Biscuit yesterday!", "Aww, congrats! What breed is he?"),
             ("He's a beagle mix, and I love taking him to the lake.", "That sounds lovely.")]
    a, b = drafts(pairs), drafts(pairs)
    assert [d.model_dump() for d in a] == [d.model_dump() for d in b]
    assert len(a) == 2 and a[1].context == "In reply to Assistant: Aww, congrats! What breed is he?"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hi there. I went home! Did you? Yes.", ["Hi there.", "I went home!", "Did you?", "Yes."]),
        ("Dr. Smith said so. Fine.", ["Dr. Smith said so.", "Fine."]),
        ("我决定了。你呢？好的！", ["我决定了。", "你呢？", "好的！"]),
    ],
)
def test_sentence_split(text: str, expected: list[str]) -> None:
    assert sentences.split(text) == expected


def test_relative_dates() -> None:
    d = T0.date()  # Friday 14 March 2025
    assert relative_dates.annotate("I saw it yesterday.", d) == "I saw it yesterday (13 March 2025)."
    assert relative_dates.resolve("last Monday and next month", d) == [("last Monday", "10 March 2025"),
                                                                       ("next month", "April 2025")]
    assert relative_dates.resolve("去年我们去了日本", d) == [("去年", "2024")]


def test_a_person_replying_is_read_like_the_user() -> None:
    """When the replies talk about a life of their own, their plain statements become gems too."""
    friend = [
        ("How was your trip?", "Great! My sister and I went hiking in the Alps last week."),
        ("Nice, did you stay long?", "Four days. My knees hurt a bit now."),
        ("What else is new?", "I started a pottery class on Tuesdays."),
        ("And the kids?", "The kids adopted two turtles, they eat vegetables, fruits and insects."),
    ]
    ds = drafts(friend, user="Ann", assistant="Bo")
    assert "Bo: The kids adopted two turtles, they eat vegetables, fruits and insects." in [d.gem for d in ds]
    tool = [
        ("My build fails on the tzdata tests.", "The tzdata package changed the offsets the tests expect."),
        ("Which version is safe?", "Version 2025.2 keeps the old offsets for those zones."),
        ("Anything else to check?", "The test image pulls the latest tzdata on every build."),
        ("ok thanks", "You're welcome."),
    ]
    # A general assistant's plain advice is not a memory; the user's statement is.
    assert [d.speaker for d in drafts(tool)] == ["User"]


def test_names_learned_from_how_each_side_is_addressed() -> None:
    pairs = [
        ("Hey Sam! How was the weekend?", "Hi Lena! I went sailing with my dad on Saturday."),
        ("Thanks, Sam. I finally finished my thesis draft.", "That's huge, Lena! I'm proud of you."),
        ("Wow, Sam, sailing sounds great.", "Thanks! I bought a small dinghy last month, Lena."),
    ]
    ds = drafts(pairs)
    assert {d.speaker for d in ds} == {"Lena", "Sam"}
    assert "Sam: I went sailing with my dad on Saturday." in [d.gem for d in ds]
    # Names from the buffer win over learned ones; "Thanks, man!" names nobody.
    assert {d.speaker for d in drafts(pairs, user="Ana", assistant="Bo")} == {"Ana", "Bo"}
    from curate import names

    assert names.vocatives("Thanks, man! Hey Everyone.") == []
    assert names.addressed_name(["Hi Jo!", "Hello there."]) is None  # one use is not enough


def test_specifics_make_a_statement_worth_keeping() -> None:
    from curate.rules_extractor import MIN_INFORMATIVE, informativeness

    # Same length; the one naming a place and a number is worth more than a bare opinion.
    vague = "I really think that kind of thing is nice."
    specific = "I ran the Boston marathon in 2019."
    assert informativeness(specific, ["event"], 3, ["Ann"]) > informativeness(vague, [], 3, ["Ann"])
    # The people talking are not specifics: "Thanks, Ann" names nobody new.
    assert informativeness("Thanks so much, Ann, I loved it.", [], 2, ["Ann"]) < MIN_INFORMATIVE
    assert informativeness("I loved the dinner at Nopa with Ann.", ["preference"], 3, ["Ann"]) >= MIN_INFORMATIVE
    ds = drafts([("I ran the Boston marathon in 2019.", "Wow."), ("I really think that kind of thing is nice.", "Ok.")])
    assert by_turn(ds, 1)[0].importance == "medium"
    assert all(d.importance == "low" for d in by_turn(ds, 2))


def test_an_answer_to_a_question_counts_for_more() -> None:
    from curate.rules_extractor import ANSWER_BONUS, informativeness

    plain = informativeness("We met at yoga in the park.", ["event"], 3, ["Ann"])
    assert informativeness("We met at yoga in the park.", ["event"], 3, ["Ann"], answers=True) == plain + ANSWER_BONUS
    # Through the extractor: the same short reply is kept when it answers a question, not when it does not.
    asked = drafts([("Where did you two meet?", "We met at yoga in the park.")], user="Ann", assistant="Deb")
    told = drafts([("Nice weather today.", "We met at yoga in the park.")], user="Ann", assistant="Deb")
    a, t = by_turn(asked, 1), by_turn(told, 1)
    assert a and a[0].context.startswith("In reply to Ann:") and a[0].importance == "medium"
    assert all(d.importance == "low" for d in t)


def test_at_most_half_of_a_chunks_messages_become_gems() -> None:
    from curate.rules_extractor import MAX_GEMS_PER_MESSAGE

    # A chatty stretch where every message says something: only the most informative half stays above low.
    lines = [
        "I moved to Denver in 2021 with my sister Kate.",
        "I started a pottery class at the Clay Studio on Elm Street.",
        "My dog Rex turned 7 last week and we went to Lake Tahoe.",
        "I like long walks when the weather is good.",
        "I enjoy reading when I have some free time.",
        "I also like cooking sometimes on weekends.",
    ]
    pairs = [(line, "") for line in lines]  # six messages, one speaker
    ds = drafts(pairs)
    kept = [d for d in ds if d.importance != "low"]
    assert len(kept) == int(MAX_GEMS_PER_MESSAGE * len(lines)) == 3
    # The specific ones (names, numbers, places) are the ones kept.
    assert {d.turn_range for d in kept} == {"1-1", "2-2", "3-3"}
    # The budget only demotes: every message that was a draft is still reported (as low), none vanish.
    assert len(ds) == len(lines)
