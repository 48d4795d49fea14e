"""Time phrases in questions (retrieve/when.py) and what the ranker does with them (retrieve/ranker.py)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from store_fixtures import BASE, make_gem

from retrieve.ranker import rank
from retrieve.when import asks_before, asks_ever, window
from utils.config import RetrieveSettings
from utils.store import Hit

CFG = RetrieveSettings()
WED = date(2026, 4, 15)  # a Wednesday: every window below is resolved against it, never the clock


@pytest.mark.parametrize("question, first, last", [
    ("What was I working on in March?", date(2026, 3, 1), date(2026, 3, 31)),
    ("what did I cook in December?", date(2025, 12, 1), date(2025, 12, 31)),  # the last December before
    ("Which trips did I take in May 2024?", date(2024, 5, 1), date(2024, 5, 31)),
    ("What did I decide last week?", date(2026, 4, 6), date(2026, 4, 12)),
    ("what did we talk about last month", date(2026, 3, 1), date(2026, 3, 31)),
    ("What did I buy yesterday?", date(2026, 4, 14), date(2026, 4, 14)),
    ("what happened last Friday", date(2026, 4, 10), date(2026, 4, 10)),
    ("What did I start two weeks ago?", date(2026, 3, 28), date(2026, 4, 5)),
    ("Where was I living in 2023?", date(2023, 1, 1), date(2023, 12, 31)),
    ("我上个月在做什么项目？", date(2026, 3, 1), date(2026, 3, 31)),
    ("三月份我读了哪些书？", date(2026, 3, 1), date(2026, 3, 31)),
    ("我3月买了什么", date(2026, 3, 1), date(2026, 3, 31)),
    ("上周我决定了什么？", date(2026, 4, 6), date(2026, 4, 12)),
    ("上周五我们聊了什么", date(2026, 4, 10), date(2026, 4, 10)),
    ("我昨天吃了什么", date(2026, 4, 14), date(2026, 4, 14)),
    ("去年我住在哪里", date(2025, 1, 1), date(2025, 12, 31)),
])
def test_a_time_phrase_resolves_into_a_window_of_days(question: str, first: date, last: date) -> None:
    w = window(question, WED)
    assert w is not None and (w.first, w.last) == (first, last), w


@pytest.mark.parametrize("question", [
    "Which message broker does the order service use?",
    "May I ask what database ledger-sync uses?",  # "may": a verb, not the month
    "How many requests per second does the API take at 2000 rps?",
    "What is the march of progress in AI?",  # "march" without "in"
    "Which language and web framework is Pantry written in?",
    "我最喜欢的编程语言是什么？",
    "What did I say about the 3 month plan?",
])
def test_ordinary_questions_name_no_time(question: str) -> None:
    assert window(question, WED) is None


@pytest.mark.parametrize("question, yes", [
    ("What did I use before NATS?", True),
    ("What message broker did the order service use previously?", True),
    ("换成NATS之前用的是什么？", True),
    ("我以前用什么数据库", True),
    ("Which message broker does the order service use?", False),
    ("我现在用什么数据库", False),
    ("Where did I used to work?", True),
    # "used to" after have/be/get names a purpose or a habit formed, not what was replaced.
    ("Can you summarize the strategies I've used to improve my writing over time?", False),
    ("What library have I used to parse dates?", False),
    ("How long did it take me to get used to the new keyboard?", False),
    ("总结一下我用来改进写作的方法", False),
])
def test_before_questions(question: str, yes: bool) -> None:
    assert asks_before(question) is yes


def _days_before_base(d: date) -> float:
    return (BASE.date() - d).days


def test_a_gem_dated_inside_the_question_window_rises() -> None:
    """Two equally matching gems: the one said in January wins for "in January", the newer one otherwise."""
    january = date(BASE.year if BASE.month > 1 else BASE.year - 1, 1, 10)
    old = make_gem("worked on the billing service", days_ago=_days_before_base(january), turns="1-1")
    new = make_gem("worked on the search service", days_ago=1, turns="2-2")
    hits = lambda: [Hit(new, dense_rank=1, sparse_rank=2), Hit(old, dense_rank=2, sparse_rank=1)]  # noqa: E731
    plain = rank(hits(), CFG, BASE, "What was I working on?")
    assert plain[0].gem.id == new.id
    timed = rank(hits(), CFG, BASE, "What was I working on in January?")
    assert timed[0].gem.id == old.id and timed[0].components.time_factor == CFG.time_weight
    assert timed[1].components.time_factor == 1.0
    off = rank(hits(), CFG.model_copy(update={"time_weight": 1.0}), BASE, "What was I working on in January?")
    assert off[0].gem.id == new.id


def test_a_plan_about_a_day_in_the_window_counts_by_the_day_it_refers_to() -> None:
    """"上周" (last week) finds the trip planned weeks ago for a day of last week."""
    today = BASE.date()
    mon_last_week = today - timedelta(days=today.weekday() + 7)
    plan = make_gem("下周三我要去上海出差", days_ago=30, turns="1-1").model_copy(
        update={"refers_to": mon_last_week + timedelta(days=2)})
    other = make_gem("我在上海吃了小笼包", days_ago=2, turns="2-2")
    out = rank([Hit(other, dense_rank=1, sparse_rank=1), Hit(plan, dense_rank=2, sparse_rank=2)], CFG, BASE,
               "我上周去哪里出差了？")
    assert out[0].gem.id == plan.id


def test_before_question_puts_the_replaced_gem_above_its_successor() -> None:
    nats = make_gem("The order service switched from RabbitMQ to NATS JetStream.", days_ago=10, turns="2-2")
    rabbit = make_gem("The order service uses RabbitMQ.", days_ago=200, superseded_by=nats.id, turns="1-1")
    hits = lambda: [Hit(nats, dense_rank=1, sparse_rank=1), Hit(rabbit, dense_rank=2, sparse_rank=3)]  # noqa: E731
    now = rank(hits(), CFG, BASE, "Which message broker does the order service use?")
    assert [s.gem.id for s in now] == [nats.id, rabbit.id]
    then = rank(hits(), CFG, BASE, "What did the order service use before NATS?")
    assert [s.gem.id for s in then] == [rabbit.id, nats.id]
    assert then[0].components.superseded_factor == 1.0


@pytest.mark.parametrize("question, yes", [
    ("Have I ever worked on problems involving medians?", True),
    ("Did I ever try NATS?", True),
    ("我有没有做过三角形中线的题？", True),
    ("我从来没用过 Redis 吗？", True),
    ("however I set it, the build fails", False),
    ("whatever works for the deadline", False),
    ("有没有更好的办法？", False),
    ("Which broker does the order service use?", False),
])
def test_ever_questions(question: str, yes: bool) -> None:
    assert asks_ever(question) is yes


@pytest.mark.parametrize("question", ["Has the order service ever used RabbitMQ?", "订单服务有没有用过 RabbitMQ？"])
def test_ever_question_keeps_the_replaced_gem_whole_below_its_successor(question: str) -> None:
    """"Have I ever ...": both sides of a change answer; the replaced gem is not weighed down (it scores what
    its match is worth, so it comes right after its successor instead of far down), and still never above it."""
    nats = make_gem("The order service switched from RabbitMQ to NATS JetStream.", days_ago=10, turns="2-2")
    rabbit = make_gem("The order service uses RabbitMQ.", days_ago=10, superseded_by=nats.id, turns="1-1")
    other = make_gem("The billing service uses Postgres.", days_ago=10, turns="3-3")
    hits = lambda: [Hit(nats, dense_rank=1, sparse_rank=1), Hit(rabbit, dense_rank=2, sparse_rank=2),  # noqa: E731
                    Hit(other, dense_rank=4, sparse_rank=5)]
    plain = rank(hits(), CFG, BASE, "Which broker does the order service use?")
    assert [s.gem.id for s in plain] == [nats.id, other.id, rabbit.id]
    ever = rank(hits(), CFG, BASE, question)
    assert [s.gem.id for s in ever] == [nats.id, rabbit.id, other.id]
    assert ever[1].components.superseded_factor == 1.0
    assert ever[1].score < ever[0].score
