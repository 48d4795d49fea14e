"""The rules extractor on made-up English and Chinese conversations."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from curate import relative_dates, sentences
from curate.backend import Chunk, GemDraft
from curate.rules_extractor import RulesExtractor
from schemas import ANSWER, Turn
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
    """The statements kept (an assistant's answers, kept apart for summaries, are answers() below)."""
    return [d for d in RulesExtractor(Settings()).extract(chunk(pairs, **names)).drafts if ANSWER not in d.categories]


def answers(pairs: list[tuple[str, str]], **names: str) -> list[GemDraft]:
    return [d for d in RulesExtractor(Settings()).extract(chunk(pairs, **names)).drafts if ANSWER in d.categories]


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


def test_speaker_names_are_never_guessed_from_the_text() -> None:
    # "Hello, World!" in code, an e-mail's "Best," and vocatives name nobody: speakers are the roles, or
    # the display names the buffer carries (configured per source).
    pairs = [
        ("Hey Sam! My script prints Hello, World! and then I deploy it to Render every Friday.", "Hi Lena! Nice."),
        ("I drafted the e-mail to my landlord about the broken heater. Best, Twitter", "Thanks, Lena."),
    ]
    assert {d.speaker for d in drafts(pairs)} == {"User"}
    assert all(d.gem.startswith("User: ") for d in drafts(pairs))
    assert {d.speaker for d in drafts(pairs, user="Ana", assistant="Bo")} == {"Ana"}


def test_facts_inside_questions_are_kept_and_bare_requests_are_not() -> None:
    ds = drafts([
        ("I'm kinda worried that I only secured 3 interviews after 40 applications, is that a good sign?",
         "Three interviews from forty applications is a typical rate for the current market, so it is a decent "
         "sign; keep tailoring each application to the role and follow up a week after applying."),
        ("What do you think about the pacing of this series?", "It starts slowly and speeds up from book two on."),
        ("I met Kelly at the library book club on October 12, 2022, and I was wondering if you could recommend "
         "something that she might like too", "Piranesi by Susanna Clarke is a short, atmospheric novel that book "
                                             "clubs enjoy discussing; it suits readers who like quiet mysteries."),
    ])
    assert [d.turn_range for d in ds if d.importance != "low"] == ["1-1", "3-3"]
    # The request's "might" is not the speaker doubting the statement.
    assert by_turn(ds, 3)[0].confidence == 0.9


def test_an_assistant_answer_is_kept_only_when_the_user_accepts_it() -> None:
    answer = ("### Fix\nThe problem is the default 30 s timeout. **Set** the client timeout to 120 s and stream the rows "
              "in batches of 1,000.\n```python\ndef export_rows(cursor):\n    return cursor.fetchmany(1000)\n```\n"
              "Would you like more details?")
    accepted = drafts([("The nightly export times out, I'm on Python 3.12.", answer), ("Thanks, that worked!", "Great!")])
    ignored = drafts([("The nightly export times out, I'm on Python 3.12.", answer), ("What about retries?", "Add 3.")])
    a = [d for d in accepted if d.speaker == "Assistant"]
    assert len(a) == 1 and a[0].gem.startswith("Assistant (accepted): ")
    assert "**" not in a[0].gem and "###" not in a[0].gem and "def export_rows" not in a[0].gem
    assert "code: python defining export_rows" in a[0].gem
    assert not [d for d in ignored if d.speaker == "Assistant"]
    # Not taken up, a general assistant's answer (a reply of some length) is kept as an answer only: its decisive
    # whole sentences verbatim, the code block left out.
    more = (answer + "\nThe driver keeps the whole result set in memory until the cursor is closed, which is why "
            "large exports grow slower over time. Batching keeps memory flat and lets the server send rows as they "
            "are ready. Short\n")
    kept = answers([("The nightly export times out, I'm on Python 3.12.", more), ("What about retries?", "Add 3.")])
    assert [d.gem for d in kept] == ["Assistant (answer): The problem is the default 30 s timeout. Set the client timeout to 120 s "
                                    "and stream the rows in batches of 1,000."]
    assert kept[0].categories == [ANSWER] and kept[0].importance == "medium"
    assert kept[0].context.startswith("In reply to User: The nightly export times out")


def test_answers_take_no_place_of_the_persons_statements() -> None:
    # Answers are outside the chunk's budget: the person's statements are kept (and marked) as without them.
    from curate import rules_extractor

    why = (" A build that picks up whatever toolchain is installed on the runner can differ from the one on your "
           "laptop, and those differences show up as failures that nobody can reproduce locally. Keeping the version "
           "in the repository makes every build, test and release use the same compiler.")
    pairs = [("I moved the billing service to Go 1.22 last month.", "Go 1.22's range-over-func helps; pin the "
              "toolchain in go.mod so every build uses it." + why),
             ("We deploy it on Fly.io in the Frankfurt region.", "Fly.io machines in fra start fast; put the Postgres "
              "replica in the same region to keep reads local." + why),
             ("ok", "Short replies of a line or two are what people write; they leave no answer.")]
    every = RulesExtractor(Settings()).extract(chunk(pairs)).drafts
    said = [d for d in every if ANSWER not in d.categories]
    assert [d.speaker for d in said] == ["User", "User"] and all(d.importance != "low" for d in said)
    assert len([d for d in every if ANSWER in d.categories]) == 2
    alone = rules_extractor.RulesExtractor._within_budget(said, [10, 10], 6, 200)
    assert [d.importance for d in alone] == [d.importance for d in said]


def test_gems_are_short() -> None:
    from curate.rules_extractor import MAX_GEM_WORDS, MAX_GEMS_PER_SIDE, MAX_SENTENCE_WORDS

    long = " ".join(f"I set up server number {i} in the Frankfurt rack for the billing team last week." for i in range(12))
    ds = drafts([(long, "ok")])
    assert 1 <= len(ds) <= MAX_GEMS_PER_SIDE
    # One sentence (16 words here) with the speaker's label and its date note, plus MAX_GEM_WORDS of further
    # sentences at most: never the whole message.
    assert all(sentences.word_count(d.gem) <= MAX_GEM_WORDS + 30 for d in ds)
    assert all(d.gem.count("server number") <= 1 + MAX_GEM_WORDS // 16 for d in ds)
    one = "I " + " ".join(["really"] * 80) + " like the red kayak I bought in Oslo, and my brother paddles it every weekend."
    assert sentences.word_count(drafts([(one, "ok")])[0].gem) <= MAX_SENTENCE_WORDS + 2


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
    # Through the extractor: the same short message is kept when it answers a question, not when it does not.
    asked = drafts([("Hi!", "Where did you two meet?"), ("We met at yoga in the park.", "Nice!")], user="Ann", assistant="Deb")
    told = drafts([("Hi!", "Nice weather today."), ("We met at yoga in the park.", "Nice!")], user="Ann", assistant="Deb")
    a, t = by_turn(asked, 2), by_turn(told, 2)
    assert a and a[0].context.startswith("In reply to Deb:") and a[0].importance == "medium"
    assert all(d.importance == "low" for d in t)


def test_a_chunk_keeps_at_most_a_gem_per_message_and_part_of_its_words() -> None:
    from curate.rules_extractor import WORDS_SHARE

    # A chatty stretch where every message says something: the most informative ones stay above low,
    # within WORDS_SHARE of what was said.
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
    words = sum(sentences.word_count(x) for x in lines)
    assert sum(sentences.word_count(d.gem) for d in kept) <= WORDS_SHARE * words + 10
    assert len(kept) <= len(lines)
    # The specific ones (names, numbers, places) are the ones kept.
    assert kept and {d.turn_range for d in kept} <= {"1-1", "2-2", "3-3"}
    # The budget only demotes: every message that was a draft is still reported (as low), none vanish.
    assert len(ds) == len(lines)


def test_standing_instructions_are_their_own_category() -> None:
    def one(text: str) -> GemDraft:
        ds = drafts([(text, "Understood, I will keep that in mind for the rest of our work together.")])
        assert len(ds) == 1
        return ds[0]

    for text in ("Always include version numbers when I ask about software dependencies.",
                 "Never use semicolons in the JavaScript examples you give me, I find them noisy.",
                 "When I ask about recipes, list the calories per serving too.",
                 "Include the units of measurement whenever I ask about conversions.",
                 "以后回答我的代码问题都请附上单元测试。"):
        d = one(text)
        assert d.categories[0] == "instruction" and d.importance != "low", (text, d)
    # A habit told in the first person is no order.
    for text in ("I always go running on Sunday mornings before work.",
                 "Every time I ask my manager for a raise, he changes the subject.",
                 "Sometimes when I ask for feedback my team goes quiet."):
        assert "instruction" not in one(text).categories, text


def test_a_message_with_two_facts_gives_both() -> None:
    """People say several things at once: each statement about its own subject is a gem of its own."""
    ds = drafts([("I adopted a dog called Biscuit last week. Remember that I switched our order service from "
                  "RabbitMQ to NATS JetStream.", "Congratulations on Biscuit! Noted about NATS.")])
    gems = [d.gem for d in by_turn(ds, 1)]
    assert len(gems) == 2
    assert any("Biscuit" in g for g in gems) and any("NATS JetStream" in g for g in gems)


def test_a_story_in_several_sentences_stays_one_gem() -> None:
    """More sentences about the same thing are context, not gems of their own."""
    ds = drafts([("We finally fixed the flaky checkout test. The checkout test failed because the test "
                  "clock drifted. The checkout test now uses a frozen clock.", "Great.")])
    assert len(by_turn(ds, 1)) == 1


def test_a_chinese_plan_is_dated_with_the_day_it_is_about() -> None:
    """"下周三" said on Friday 14 March 2025 is Wednesday 19 March: the gem says so, and the builder keeps the
    day in refers_to."""
    from curate.builder import build
    from curate.gatekeeper import load_rules

    c = chunk([("下周三我要去上海出差，记得提醒我带厚外套。", "好的，我会提醒你。")])
    (d,) = RulesExtractor(Settings()).extract(c).drafts
    assert "plan" in d.categories and "19 March 2025" in d.gem and "上海出差" in d.gem
    out = build(c, [d], load_rules(Settings()), {t.turn_number: t for t in c.turns}, 0)
    (cand,) = out.candidates
    assert cand.gem.refers_to == datetime(2025, 3, 19).date()


def test_relative_days_in_both_languages() -> None:
    d = T0.date()  # Friday 14 March 2025
    day = relative_dates.resolve_day
    assert day("next Wednesday I fly to Oslo", d) == datetime(2025, 3, 19).date()
    assert day("submit it by Friday", d) == d
    assert day("下个月5号交报告", d) == datetime(2025, 4, 5).date()
    assert day("三天后复查", d) == datetime(2025, 3, 17).date()
    assert day("月底之前", d) == datetime(2025, 3, 31).date()
    assert day("我每周一次去健身房", d) is None  # "once a week" names no Monday
    assert day("I went there yesterday", d, future_only=True) is None


def test_the_day_a_statement_is_about_prefers_a_day_to_come() -> None:
    d = T0.date()  # Friday 14 March 2025
    about = relative_dates.day_about
    assert about("yesterday I booked the flight for next Wednesday", d) == datetime(2025, 3, 19).date()
    assert about("I went there yesterday", d) == datetime(2025, 3, 13).date()
    assert about("nothing dated here", d) is None
    # One reading of the text, the answer of the two resolve_day calls it replaces (curate/builder.py).
    for text in ("on 3 March I moved, on 20 March I start", "上周三我去了医院", "see you tomorrow", "no day at all",
                 "15 March 2024 and last Friday"):
        assert about(text, d) == (relative_dates.resolve_day(text, d, future_only=True)
                                  or relative_dates.resolve_day(text, d))


def test_a_standing_instruction_naming_the_assistant_is_kept() -> None:
    (d,) = drafts([("Always include the crate version numbers when you recommend Rust libraries.", "Will do.")])
    assert d.categories == ["instruction"]


def test_a_gem_holding_only_a_secret_is_dropped_and_a_useful_one_withholds_it() -> None:
    """A redacted secret is never a memory; what it is for can be."""
    from curate.builder import build
    from curate.gatekeeper import WITHHELD, load_rules

    c = chunk([("Here is my OpenAI key [REDACTED:openai_key], use it for the integration test.", "Thanks."),
               ("The Stripe key is [REDACTED:stripe_key] by the way, keep it handy.", "OK.")])
    out = build(c, RulesExtractor(Settings()).extract(c).drafts, load_rules(Settings()),
                {t.turn_number: t for t in c.turns}, 0)
    gems = [x.gem.gem for x in out.candidates]
    assert gems == [f"User: Here is my OpenAI key {WITHHELD}, use it for the integration test."]
    assert out.dropped["secret_only"] == 1


def test_a_friend_telling_of_their_own_days_is_read_as_a_person() -> None:
    """Replies that tell of the replier's own experience (first person at a sentence's head, or the "I"
    dropped as chats do) mark a person, even with no "my" in them: their statements become gems."""
    from curate.rules_extractor import is_peer

    pairs = [
        ("Hey Maria, what's new?", "Been busy volunteering at the homeless shelter and keeping fit."),
        ("Sounds like a lot. Anything else?", "Last weekend I participated in a 5K charity run for the shelter."),
        ("Wow, how did it go?", "It was great, so many people came out for the same cause."),
        ("Any plans for the week?", "I'm busy at the shelter getting ready for a fundraiser next week."),
        ("Good luck with it!", "Thanks, John!"),
    ]
    c = chunk(pairs, user="John", assistant="Maria")
    assert is_peer(c)
    gems = " ".join(d.gem for d in RulesExtractor(Settings()).extract(c).drafts if d.speaker == "Maria")
    assert "5K charity run" in gems and "Been busy volunteering" in gems and "fundraiser" in gems


def test_an_assistant_reporting_its_own_work_is_not_a_person() -> None:
    # Short replies, but about the work on the user's request ("I've updated", "I noticed"): no life of its own.
    from curate.rules_extractor import is_peer

    pairs = [
        ("Can you make the loader async?", "I've updated the loader to use asyncio."),
        ("And the tests?", "I noticed two tests relied on the old order; I adjusted them."),
        ("Does it handle retries?", "I added a retry with backoff, three attempts."),
        ("Great.", "I understand. I recommend running the suite once more."),
    ]
    c = chunk(pairs)
    assert not is_peer(c)
    assert [d.speaker for d in RulesExtractor(Settings()).extract(c).drafts
            if d.importance != "low" and ANSWER not in d.categories] == []


@pytest.mark.parametrize("text, own", [
    ("Went to the park yesterday with the kids.", True),
    ("Just started doing aerial yoga, it's great.", True),
    ("Last week was wild - I volunteered at the shelter and they gave me a medal!", True),
    ("I've never been to Japan.", True),
    ("我上周去了杭州看朋友。", True),
    ("我最近开始学游泳了。", True),
    # What is not an experience of the speaker's own: reactions, an assistant's work and manners.
    ("Thanks so much, I loved it!", False),
    ("I just wanted to say thanks.", False),
    ("I've updated the function to use async.", False),
    ("I'm happy to help with that.", False),
    ("I'm going to explain the steps.", False),
    ("You went to the park?", False),
    ("我明白了，我建议你用 Postgres。", False),
])
def test_own_experience_in_english_and_chinese(text: str, own: bool) -> None:
    from curate.rules_extractor import own_life

    assert own_life(text) is own


def test_an_answer_naming_someone_is_kept() -> None:
    """The answer to a question is what was asked about even without "I": "Their name is Luna." """
    pairs = [
        ("I went to a concert for my daughter's birthday.", "What a gift! Who was playing?"),
        ("It was Matt Patterson, he is so talented!", "This pup is adorable! What's their name?"),
        ("Their name is Luna.", "Cute!"),
    ]
    ds = drafts(pairs, user="Mel", assistant="Caro")
    gems = [d.gem for d in ds if d.importance != "low"]
    assert any("Matt Patterson" in g for g in gems) and "Mel: Their name is Luna." in gems


def test_chit_chat_between_friends_still_gives_no_gem() -> None:
    # Precision: greetings, reactions and farewells in a person-to-person chat, answers or not.
    pairs = [
        ("Hey Sam! Long time no see!", "Hey! So good to hear from you!"),
        ("How are you?", "Doing great, thanks! You?"),
        ("Haha, all good. That's awesome!", "I loved it, thanks so much!"),
        ("See you soon!", "Take care, talk later!"),
        # A reaction said to someone by name is still a reaction.
        ("Wow Sam, that's impressive!", "Ann, I believe in you!"),
        ("你好呀！最近怎么样？", "挺好的，谢谢！"),
    ]
    assert [d for d in drafts(pairs, user="Ann", assistant="Sam") if d.importance != "low"] == []


def test_a_farewell_naming_a_day_and_a_place_is_a_plan() -> None:
    ds = drafts([("Great, then I agree! See you tomorrow at McGee's Pub!", "Deal.")], user="Jo", assistant="Al")
    assert [d.gem for d in ds] == ["Jo: See you tomorrow (15 March 2025) at McGee's Pub!"]
    assert drafts([("See you soon!", "Bye!")]) == []


def test_chinese_numerals_with_a_unit_are_specifics() -> None:
    from curate.rules_extractor import SPECIFIC_BONUS, informativeness

    assert informativeness("我有三个孩子。", [], 3) - informativeness("我有孩子。", [], 3) == SPECIFIC_BONUS
    # A numeral that is part of a word ("一起", "一般") counts for nothing.
    assert informativeness("我们一起做饭。", [], 3) == informativeness("我们做饭。", [], 3)
    assert informativeness("我每天跑五公里。", [], 3) > informativeness("我每天跑步。", [], 3)


def test_a_health_fact_inside_a_story_is_a_gem_of_its_own() -> None:
    # The sprain shares the hike with the first statement, but a context line is not shown: it is its own gem.
    ds = drafts([("I went hiking with my sister in the Alps last week. My knee has hurt since the hike, the "
                  "doctor said it is a sprain.", "Oh no!")], user="Ann", assistant="Bo")
    gems = [d.gem for d in ds if d.importance != "low"]
    assert len(gems) == 2 and any("sprain" in g for g in gems)
    # ... while a plain story in several sentences still stays one gem.
    story = drafts([("We drove to the lake on Saturday. The lake was calm and we swam for an hour.", "Nice.")],
                   user="Ann", assistant="Bo")
    assert len([d for d in story if d.importance != "low"]) == 1


def _run_on(n_clauses: int) -> str:
    # One sentence the way people type a long request: clause after clause, the figure that matters late.
    clauses = [f"and I moved load test {i} of the checkout service onto the Frankfurt cluster" for i in range(n_clauses)]
    return ("I'm tuning the checkout service for the spring sale, " + ", ".join(clauses)
            + ", and the p95 latency is now 240 ms, can you help me cut it further?")


def test_a_long_run_on_sentence_is_kept_whole() -> None:
    from curate.rules_extractor import MAX_SENTENCE_WORDS

    said = _run_on(9)
    assert 120 < sentences.word_count(said) <= MAX_SENTENCE_WORDS and len(sentences.split(said)) == 1
    gem = drafts([(said, "Sure.")])[0].gem
    # The person's own sentence, whole: its late figure included, nothing rewritten.
    assert gem == "User: " + said


def test_a_sentence_that_fits_goes_before_one_that_would_be_cut() -> None:
    from curate.rules_extractor import MAX_SENTENCE_WORDS

    lead = "I switched the checkout service to Postgres 16 last sprint, here is what I tried since:"
    rest = _run_on(20)
    assert sentences.word_count(rest) > MAX_SENTENCE_WORDS
    gem = drafts([(lead + "\n" + rest, "Sure.")])[0].gem
    # The longer sentence has more content words, but cut short it is no longer what was said.
    assert gem == "User: " + lead
