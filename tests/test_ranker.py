"""The ranker is pure: fusion, decay, importance and supersession with a fixed reference time."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st
from store_fixtures import BASE, make_gem

from retrieve.ranker import rank, rrf_term, time_decay
from schemas import StoredGem
from utils.config import RetrieveSettings
from utils.store import Hit
from utils.store.base import store_payload

CFG = RetrieveSettings()


def test_time_decay_is_bounded_and_halves_above_the_floor() -> None:
    assert time_decay(0, 180, 0.6) == 1.0
    assert time_decay(180, 180, 0.6) == pytest.approx(0.6 + 0.4 * 0.5)
    assert time_decay(360, 180, 0.6) == pytest.approx(0.6 + 0.4 * 0.25)
    assert time_decay(1e6, 180, 0.6) == pytest.approx(0.6)
    assert time_decay(-5, 180, 0.6) == 1.0  # a gem dated after the query time is not boosted


def test_rrf_weights_and_missing_legs() -> None:
    assert rrf_term(None, 60, 1.0) == 0.0
    assert rrf_term(1, 60, 2.0) == pytest.approx(2 / 61)
    cfg = RetrieveSettings(dense_weight=2.0, sparse_weight=0.5)
    a = make_gem("dense only")
    b = make_gem("sparse only", turns="2-2")
    out = rank([Hit(a, dense_rank=1, dense_score=0.9), Hit(b, sparse_rank=1, sparse_score=3.0)], cfg, BASE)
    assert [s.gem.gem for s in out] == ["dense only", "sparse only"]
    assert out[0].components.relevance == pytest.approx((2 / 61) / (2.5 / 61))


def test_both_legs_beat_one_and_components_multiply() -> None:
    both = make_gem("found by both", importance="high")
    one = make_gem("found by one", importance="high", turns="2-2")
    out = rank([Hit(one, dense_rank=1), Hit(both, dense_rank=2, sparse_rank=1)], CFG, BASE)
    assert out[0].gem.id == both.id
    c = out[0].components
    assert c.relevance == pytest.approx((1 / 62 + 1 / 61) / (2 / 61))
    assert c.score == pytest.approx(c.relevance * c.decay * c.importance_weight * c.superseded_factor * c.speaker_factor)
    assert out[0].score == c.score and c.age_days == 0 and c.decay == 1.0


def test_recency_and_importance_break_equal_relevance() -> None:
    old = make_gem("same words", days_ago=400, importance="high")
    new = make_gem("same words", days_ago=1, importance="high", turns="2-2")
    out = rank([Hit(old, dense_rank=1, sparse_rank=1), Hit(new, dense_rank=1, sparse_rank=1)], CFG, BASE)
    assert [s.gem.id for s in out] == [new.id, old.id]
    assert out[1].components.age_days == pytest.approx(400)

    low = make_gem("low one", importance="low")
    high = make_gem("high one", importance="high", turns="3-3")
    out = rank([Hit(low, dense_rank=1), Hit(high, dense_rank=1)], CFG, BASE)
    assert [s.gem.id for s in out] == [high.id, low.id]
    assert out[1].components.importance_weight == CFG.importance_weights["low"]


def test_decay_bound_keeps_a_strong_old_gem_above_a_weak_new_one() -> None:
    # 3 years old but first in both legs vs. brand new but rank 40 in one leg.
    old = make_gem("old but exact", days_ago=3 * 365)
    new = make_gem("new but vague", turns="2-2")
    out = rank([Hit(old, dense_rank=1, sparse_rank=1), Hit(new, dense_rank=40)], CFG, BASE)
    assert out[0].gem.id == old.id


def test_superseded_gem_is_down_weighted_and_forced_below_its_successor() -> None:
    new = make_gem("moved to Porto", importance="low", days_ago=300)
    old = make_gem("lives in Lisbon", importance="high", superseded_by=new.id, turns="2-2")
    # The old one matches far better, is newer and more important: without the rule it would win.
    out = rank([Hit(old, dense_rank=1, sparse_rank=1), Hit(new, dense_rank=30)], CFG, BASE)
    assert [s.gem.id for s in out] == [new.id, old.id]
    assert out[1].components.superseded_factor == CFG.superseded_factor
    assert out[1].components.capped_below == new.id
    assert out[1].score < out[0].score

    # Alone (its successor not in the results) it is only down-weighted.
    alone = rank([Hit(old, dense_rank=1, sparse_rank=1)], CFG, BASE)[0]
    assert alone.components.capped_below is None
    assert alone.score == pytest.approx(alone.components.relevance * alone.components.decay * CFG.superseded_factor)


def test_supersession_chain_orders_all() -> None:
    c = make_gem("third version", days_ago=500, turns="3-3")
    b = make_gem("second version", superseded_by=c.id, days_ago=100, turns="2-2")
    a = make_gem("first version", superseded_by=b.id, turns="1-1")
    out = rank([Hit(a, dense_rank=1, sparse_rank=1), Hit(b, dense_rank=2, sparse_rank=2), Hit(c, dense_rank=50)],
               CFG, BASE)
    assert [s.gem.id for s in out] == [c.id, b.id, a.id]


def test_naive_reference_time_is_rejected() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        rank([], CFG, datetime(2026, 1, 1))


@given(
    ranks=st.lists(st.tuples(st.one_of(st.none(), st.integers(1, 100)), st.one_of(st.none(), st.integers(1, 100))),
                   min_size=1, max_size=20),
    ages=st.lists(st.floats(0, 5000), min_size=20, max_size=20),
)
def test_scores_are_bounded_sorted_and_deterministic(ranks: list, ages: list) -> None:
    hits = [
        Hit(make_gem(f"gem {i}", days_ago=ages[i], turns=f"{i + 1}-{i + 1}"), dense_rank=d, sparse_rank=s)
        for i, (d, s) in enumerate(ranks)
    ]
    now = BASE + timedelta(days=1)
    out = rank(hits, CFG, now)
    assert [s.gem.id for s in out] == [s.gem.id for s in rank(list(reversed(hits)), CFG, now)]
    scores = [s.score for s in out]
    assert scores == sorted(scores, reverse=True)
    assert all(0.0 <= x <= 1.0 for x in scores)
    assert now.tzinfo is timezone.utc


@given(
    ranks=st.lists(st.tuples(st.one_of(st.none(), st.integers(1, 100)), st.one_of(st.none(), st.integers(1, 100))),
                   min_size=2, max_size=12),
    ages=st.lists(st.floats(0, 5000), min_size=12, max_size=12),
    now_us=st.integers(0, 10**12),
)
def test_payload_hits_rank_exactly_like_gem_hits(ranks: list, ages: list, now_us: int) -> None:
    # Stores build hits from raw payloads (epoch-seconds "ts"); scores must be the same floats.
    gems = [make_gem(f"gem {i}", days_ago=ages[i], turns=f"{i + 1}-{i + 1}") for i in range(len(ranks))]
    gems[0] = gems[0].model_copy(update={"superseded_by": gems[1].id})
    now = BASE + timedelta(microseconds=now_us)
    from_gems = rank([Hit(g, dense_rank=d, sparse_rank=s) for g, (d, s) in zip(gems, ranks)], CFG, now)
    payload_hits = []
    for g, (d, s) in zip(gems, ranks):
        h = Hit.from_payload(g.to_payload())
        h.dense_rank, h.sparse_rank = d, s
        payload_hits.append(h)
    from_payloads = rank(payload_hits, CFG, now)
    assert [(s.gem, s.score, s.components) for s in from_payloads] == [(s.gem, s.score, s.components) for s in from_gems]


def test_a_payload_hit_validates_its_gem_only_when_read() -> None:
    payload = make_gem("a fine gem", days_ago=3).to_payload()
    payload["turn_range"] = "9-1"  # corrupt, but not a field ranking reads
    hit = Hit.from_payload(payload)
    (scored,) = rank([Hit.from_payload(payload)], CFG, BASE)
    assert scored.components.age_days == pytest.approx(3) and hit.id == payload["id"]
    with pytest.raises(ValueError, match="turn_range"):
        _ = scored.gem
    # Without the fields ranking needs, the payload is validated at once (and the error says why).
    del payload["ts"], payload["timestamp"]
    with pytest.raises(ValueError, match="timestamp"):
        Hit.from_payload(payload)


def test_a_query_naming_the_speaker_weighs_their_gems() -> None:
    from retrieve.ranker import QueryTerms, names_speaker

    ann = make_gem("Ann: I started pottery classes").model_copy(update={"speaker": "Ann"})
    bo = make_gem("Bo: I started pottery classes too", turns="2-2").model_copy(update={"speaker": "Bo"})
    hits = [Hit(bo, dense_rank=1, sparse_rank=1), Hit(ann, dense_rank=2, sparse_rank=2)]
    # Without a name the better match wins; naming Ann puts her statement first, by speaker_weight.
    assert [s.gem.id for s in rank(hits, CFG, BASE, "who started pottery?")] == [bo.id, ann.id]
    out = rank(hits, CFG, BASE, "When did Ann start pottery?")
    assert [s.gem.id for s in out] == [ann.id, bo.id]
    assert out[0].components.speaker_factor == CFG.speaker_weight and out[1].components.speaker_factor == 1.0
    # Off at 1; whole names only ("Annie" is not "Ann"); a full name needs all its words; Chinese by substring.
    off = RetrieveSettings(speaker_weight=1.0)
    assert [s.gem.id for s in rank(hits, off, BASE, "When did Ann start pottery?")] == [bo.id, ann.id]
    assert not names_speaker(QueryTerms.of("What did Annie paint?"), "Ann")
    assert not names_speaker(QueryTerms.of("What did Ann paint?"), "Ann Lee")
    assert names_speaker(QueryTerms.of("What did ann lee paint?"), "Ann Lee")
    assert names_speaker(QueryTerms.of("爱丽丝喜欢什么？"), "爱丽丝")
    assert not names_speaker(QueryTerms.of("What did Ann paint?"), None)


def test_a_standing_instruction_within_the_window_goes_first() -> None:
    facts = [make_gem(f"fact {i}", turns=f"{i}-{i}") for i in range(1, 6)]
    rule = make_gem("Always include version numbers when I ask about libraries", categories=("instruction",),
                    turns="9-9")
    hits = [Hit(g, dense_rank=i + 1, sparse_rank=i + 1) for i, g in enumerate(facts)] + [Hit(rule, dense_rank=6)]
    out = rank(hits, CFG, BASE)
    assert out[0].gem.id == rule.id and out[0].components.pinned
    assert [s.gem.id for s in out[1:]] == [g.id for g in facts]  # the rest keep their order
    assert not any(s.components.pinned for s in out[1:])
    # Its score is its own: pinning moves it, it does not invent relevance.
    assert out[0].score < out[1].score

    # Outside the window, or turned off, or superseded: ranked like any gem.
    narrow = RetrieveSettings(instruction_window=3)
    assert rank(hits, narrow, BASE)[-1].gem.id == rule.id
    assert rank(hits, RetrieveSettings(instruction_slots=0), BASE)[-1].gem.id == rule.id
    old = make_gem("Always answer in French", categories=("instruction",), turns="8-8", superseded_by=rule.id)
    out = rank([Hit(old, dense_rank=1)] + hits[:5], CFG, BASE)
    assert not any(s.components.pinned for s in out)


def test_at_most_instruction_slots_are_pinned() -> None:
    rules = [make_gem(f"Never use tabs {i}", categories=("instruction",), turns=f"{i}-{i}") for i in range(1, 4)]
    fact = make_gem("the fact", turns="7-7")
    hits = [Hit(fact, dense_rank=1, sparse_rank=1)] + [Hit(g, dense_rank=i + 2) for i, g in enumerate(rules)]
    out = rank(hits, RetrieveSettings(instruction_slots=2), BASE)
    assert [s.gem.id for s in out] == [rules[0].id, rules[1].id, fact.id, rules[2].id]


def test_an_order_question_spreads_over_days_and_others_do_not() -> None:
    # Three gems of one day rank above the one of another day; "in what order" wants each session's best.
    day1 = [make_gem(f"day one step {i}", turns=f"{i}-{i}", days_ago=10) for i in range(1, 4)]
    day2 = make_gem("day two step", turns="9-9", days_ago=5)
    hits = [Hit(g, dense_rank=i + 1, sparse_rank=i + 1) for i, g in enumerate(day1)]
    hits.append(Hit(day2, dense_rank=4, sparse_rank=4))
    plain = rank(hits, CFG, BASE, "which steps did I take")
    assert [s.gem.id for s in plain][:3] == [g.id for g in day1]
    spread = rank(hits, CFG, BASE, "in what order did I take the steps")
    assert [s.gem.id for s in spread][:2] == [day1[0].id, day2.id]
    assert spread[0].components.spread_factor == 1.0
    assert [s.components.spread_factor for s in spread if s.gem.id == day1[1].id] == [CFG.overview_spread]
    assert all(a.score >= b.score for a, b in zip(spread, spread[1:]))
    off = rank(hits, RetrieveSettings(overview_spread=1.0), BASE, "in what order did I take the steps")
    assert [s.gem.id for s in off][:3] == [g.id for g in day1]


def test_the_spread_keeps_a_superseded_gem_below_its_successor() -> None:
    new = make_gem("moved the queue to NATS", turns="5-5", days_ago=1)
    old = make_gem("the queue runs on RabbitMQ", turns="1-1", days_ago=1, superseded_by=new.id)
    other = make_gem("set up the repo", turns="2-2", days_ago=1)
    hits = [Hit(old, dense_rank=1, sparse_rank=1), Hit(other, dense_rank=2, sparse_rank=2), Hit(new, dense_rank=3)]
    out = rank(hits, CFG, BASE, "summarise how the queue evolved")
    ids = [s.gem.id for s in out]
    assert ids.index(old.id) > ids.index(new.id)


def test_an_overview_question_is_looked_up_by_its_subject() -> None:
    from retrieve.ranker import overview_subject

    q = ("Can you walk me through the order in which I brought up different aspects of my budget tracker "
         "throughout our conversations, in order? Mention ONLY and ONLY five items.")
    assert overview_subject(q) == "my budget tracker"
    q2 = "Can you give me a clear summary of how my resume evolved over time?"
    assert overview_subject(q2) == "my resume"
    # Not an overview question, or nothing of substance left: the query itself.
    assert overview_subject("Which database does ledger-sync use?") == "Which database does ledger-sync use?"
    assert overview_subject("Can you summarise?") == "Can you summarise?"


def test_an_overview_question_is_looked_up_without_its_progress_words() -> None:
    # "how my X has progressed / improved" asks for X's change: those words would find the person's other
    # progress remarks ("how my test score improved"), not X's statements. The same framing in Chinese.
    from retrieve.ranker import overview_subject

    assert overview_subject("Can you summarize how my writing has progressed and the strategies I've used "
                            "to improve it over time?") == "my writing and the strategies I've used to improve it"
    assert overview_subject("Can you give me a summary of how my understanding of probability has developed "
                            "through our conversations?") == "my understanding of probability"
    assert overview_subject("总结一下我的写作是怎么进步的") == "我的写作"
    assert overview_subject("请按时间顺序列出我们讨论过的搬家准备") == "搬家准备"
    assert overview_subject("总结一下我们关于搬家的讨论") == "我们关于搬家的讨论"
    assert overview_subject("按顺序说说我们讨论过的装修各个方面") == "装修"
    assert overview_subject("In what order did I bring up the different aspects of my kitchen renovation?") == (
        "my kitchen renovation")
    # Nothing of substance left, or no overview question: the query itself.
    assert overview_subject("总结一下") == "总结一下"
    assert overview_subject("总结一下书") == "总结一下书"  # one character is no subject
    assert overview_subject("In what order did I bring up the different concepts related to probability?") == (
        "probability")
    assert overview_subject("Can you summarise it?") == "Can you summarise it?"
    assert overview_subject("我的写作是怎么进步的？") == "我的写作是怎么进步的？"
    assert overview_subject("How has my marathon training improved?") == "How has my marathon training improved?"


def test_the_subject_cut_and_spread_need_an_order_or_summary_in_so_many_words() -> None:
    from retrieve.ranker import asks_order_or_summary, overview_subject

    assert asks_order_or_summary("In what order did I set up the CI steps for the budget tracker?")
    assert asks_order_or_summary("总结一下我们关于搬家的讨论")
    for q in ("What has John mostly found with the metal detector so far?",
              "Walk me through how to reset the router", "How is my marathon training progressing?"):
        assert not asks_order_or_summary(q)
        assert overview_subject(q) == q


def test_an_advice_question_weighs_the_persons_preferences() -> None:
    # The topical gem ranks first in both legs; the preference shares none of the question's words.
    topical = make_gem("User: I added lazy loading to the gallery with lazysizes", turns="1-1")
    liked = make_gem("User: I prefer lightweight vanilla JS libraries to keep the bundle small",
                     categories=("preference",), turns="2-2")
    hits = lambda: [Hit(topical, dense_rank=1, sparse_rank=1), Hit(liked, dense_rank=2)]  # noqa: E731
    advice = "How would you suggest I set up lazy loading for my gallery?"
    out = rank(hits(), CFG, BASE, advice)
    assert [s.gem.id for s in out] == [topical.id, liked.id]  # weighed up, not above a gem found by both legs
    assert out[1].components.preference_factor == CFG.preference_weight > 1
    c = out[1].components
    assert out[1].score == pytest.approx(c.relevance * c.importance_weight * CFG.preference_weight)
    # A fact question, an order question and a weight of 1 leave it as it was.
    for q, cfg in (("When did I add lazy loading to the gallery?", CFG),
                   ("In what order did I bring up the gallery's features? Walk me through how", CFG),
                   (advice, RetrieveSettings(preference_weight=1.0))):
        (_, s) = rank(hits(), cfg, BASE, q)
        assert s.components.preference_factor == 1.0
        c = s.components
        assert s.score == pytest.approx(c.relevance * c.importance_weight * c.spread_factor)
    # A payload hit (what stores build) knows the category as a gem hit does.
    h = Hit.from_payload(liked.to_payload(), brief=True)
    assert h.preference and not Hit.from_payload(topical.to_payload(), brief=True).preference


def test_a_long_gem_weighs_its_relevance_per_word_past_line_words() -> None:
    """Under a word budget a gem twice as long costs the place of two: past line_words it weighs
    line_words / its words, so two short answers are not crowded out by one long message."""
    cfg = RetrieveSettings(line_words=10)
    long = make_gem(" ".join(["word"] * 40), turns="1-1")
    short = make_gem("the short answer says it", turns="2-2")
    hits = lambda: [Hit(long, dense_rank=1, sparse_rank=1), Hit(short, dense_rank=2, sparse_rank=2)]  # noqa: E731
    out = rank(hits(), cfg, BASE, "What did I say about it?")
    assert [s.gem.id for s in out] == [short.id, long.id]
    c = out[1].components
    assert c.length_factor == pytest.approx(10 / 40)
    assert out[1].score == pytest.approx(c.relevance * c.importance_weight * c.length_factor)
    assert out[0].components.length_factor == 1.0  # a short gem is never weighed down
    # Off (0), and for an order or summary question (the day spread chooses there), it weighs nothing.
    for q, c2 in (("What did I say about it?", RetrieveSettings(line_words=0)),
                  ("In what order did I bring these up?", cfg)):
        first = rank(hits(), c2, BASE, q)[0]
        assert first.gem.id == long.id and first.components.length_factor == 1.0
    # The store writes the count beside the gem (store_payload); a brief hit reads it, and a payload written
    # before the count was (no "words") ranks as short.
    h = Hit.from_payload(store_payload(long), brief=True)
    assert h.words == 40
    old = Hit.from_payload(long.to_payload(), brief=True)
    assert old.words is None
    old.dense_rank, old.sparse_rank = 1, 1
    assert rank([old], cfg, BASE, "What did I say about it?")[0].components.length_factor == 1.0
    assert StoredGem.from_payload(store_payload(long)) == long


def test_answers_are_shown_only_for_a_summary_question_and_leave_the_rest_as_it_was() -> None:
    """An assistant's answer (category "answer") is left out of any other question before ranking, and each leg's
    ranks are counted again without it: the person's gems score exactly as in a store without answers."""
    from retrieve.ranker import asks_summary

    said = make_gem("I moved the ledger service to Postgres 16.", importance="high")
    other = make_gem("I deploy the ledger service on Fly.io.", importance="high", turns="2-2")
    answer = make_gem("Assistant (answer): Use pgbouncer in transaction mode for the ledger service.",
                      categories=("answer",), turns="3-3")
    with_answer = [Hit(answer, dense_rank=1, sparse_rank=1), Hit(said, dense_rank=2, sparse_rank=3),
                   Hit(other, dense_rank=3, sparse_rank=2)]
    without = [Hit(said, dense_rank=1, sparse_rank=2), Hit(other, dense_rank=2, sparse_rank=1)]
    q = "Which database does the ledger service use?"
    got, want = rank(with_answer, CFG, BASE, q), rank(without, CFG, BASE, q)
    assert [(s.gem.id, s.score) for s in got] == [(s.gem.id, s.score) for s in want]
    assert with_answer[1].dense_rank == 2  # the caller's hits are not changed
    # Asked for a summary in so many words, the answer is part of what was discussed (weighed answer_weight).
    s = "Can you summarise what we discussed about the ledger service?"
    assert asks_summary(s) and asks_summary("总结一下我们关于账本服务的讨论")
    assert not asks_summary("In what order did I set up the ledger service?")
    out = {x.gem.id: x for x in rank(with_answer, CFG, BASE, s)}
    assert len(out) == 3 and out[answer.id].components.summary_factor == CFG.answer_weight
    assert answer.id not in {x.gem.id for x in rank(with_answer, RetrieveSettings(answer_weight=0), BASE, s)}
