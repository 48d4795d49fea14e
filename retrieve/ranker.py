"""Ranking: weighted reciprocal-rank fusion of the dense and sparse legs, bounded time decay, importance.

Pure functions over store Hits; the reference time `now` is a parameter so rankings are reproducible.

    relevance = (w_d / (k + rank_d) + w_s / (k + rank_s)) / ((w_d + w_s) / (k + 1))   in [0, 1]
    decay     = floor + (1 - floor) * 0.5 ** (age_days / half_life)                   in [floor, 1]
    speaker   = speaker_weight if the query names the gem's speaker else 1
    summary   = summary_weight for a summary (category "summary") when the query asks for an overview or an
                order ("summarise", "timeline", "in what order", "总结"), summary_factor for a summary otherwise, else 1
    answer    = answer_weight for an assistant's answer (category "answer") when the query asks for a summary in so
                many words ("summarise", "recap", "总结"); for any other query answers are left out before ranking
    time      = time_weight if the query names a time (retrieve/when.py) and the gem is dated in it else 1
    length    = line_words / words for a gem of more than line_words words, else 1 (not for order or summary
                questions): results are read under a word budget, where a line costs what it says
    score     = relevance * decay * importance_weight * speaker * summary * time * length
                * (superseded_factor if superseded)
    spread    = for a question that asks for an order or a summary: overview_spread ** n, n the number of
                better gems already taken from the same day (greedy), so the budget covers more sessions

A question about any time ("have I ever...", "我有没有...过") does not weigh a superseded gem down: both sides of
the change answer it. A superseded gem is also kept strictly below the gem that superseded it when both are in
the results, except for a question about what held before ("what did I use before NATS?"): it wants the replaced gem,
which is put just above its successor (and not weighed down by superseded_factor).
Standing instructions (category "instruction") are moved to the top, at most `instruction_slots` of them: they
apply to the question whatever its words (their score stays what it is, so a pinned gem can stand above a
higher score; `Components.pinned` says so). Search chooses them apart, among the person's instructions by the
topic each names (retrieve/standing.py, `instruction_match`); without that choice, those ranked within
`instruction_window` are.
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Collection, Sequence
from datetime import datetime, timezone
from functools import lru_cache
from typing import NamedTuple

from retrieve.when import Window, asks_before, asks_ever, window
from schemas import StoredGem
from utils.config import RetrieveSettings
from utils.store import Hit, epoch_us

# How far below its successor a superseded gem is put (relative), so the order is strict.
_BELOW = 1e-6
_WORD = re.compile(r"\w+", re.UNICODE)
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


class Components(NamedTuple):
    """Every factor of one score, for `--explain`. A NamedTuple, not a frozen dataclass: a search builds one
    per candidate (~100) and a frozen dataclass's __init__ cost ~5x as much, a tenth of the ranking."""

    dense_rank: int | None
    dense_score: float | None
    sparse_rank: int | None
    sparse_score: float | None
    rrf: float
    relevance: float
    age_days: float
    decay: float
    importance_weight: float
    superseded_factor: float
    speaker_factor: float
    capped_below: str | None  # id of the successor this gem was pushed below, if any
    score: float
    pinned: bool = False  # a standing instruction moved to the top
    summary_factor: float = 1.0  # summary_weight or summary_factor for a summary gem, answer_weight for an answer, else 1
    time_factor: float = 1.0  # time_weight: the gem is dated inside the question's time phrase
    spread_factor: float = 1.0  # overview_spread ** (gems of the same day ranked above it): overview questions
    preference_factor: float = 1.0  # preference_weight: a preference gem, for a question that asks for advice
    length_factor: float = 1.0  # line_words / the gem's words when it is longer (retrieve.ranker.length_factor)

    def as_dict(self) -> dict[str, object]:
        return self._asdict()


class Scored(NamedTuple):
    """A ranked hit; `.gem` validates the hit's payload on first use (only the returned k need it)."""

    hit: Hit
    score: float
    components: Components

    @property
    def gem(self) -> StoredGem:
        return self.hit.gem


def rrf_term(rank: int | None, k: int, weight: float) -> float:
    """One leg's reciprocal-rank contribution (0 when the leg did not find the gem)."""
    return 0.0 if rank is None else weight / (k + rank)


def time_decay(age_days: float, half_life_days: float, floor: float) -> float:
    """Bounded exponential decay: 1 for a new gem, never below `floor`."""
    return floor + (1.0 - floor) * 0.5 ** (max(age_days, 0.0) / half_life_days)


def age_in_days(ts: datetime, now: datetime) -> float:
    """Days from ts to now (0 for a gem dated after now)."""
    return max((now - ts).total_seconds() / 86400.0, 0.0)


def age_days_us(ts_us: int, now_us: int) -> float:
    """age_in_days over epoch microseconds (exact integers, so the same float as from datetimes)."""
    # timedelta.total_seconds() is the correctly rounded microseconds / 10**6; int / int is too.
    return max((now_us - ts_us) / 1_000_000 / 86400.0, 0.0)


# A question that asks for an overview or an order of events: a summary gem (a dated, chronological list of
# one subject's gems) is its answer; for any other question it is a long neighbour of the gem that answers.
# Narrower: a question that asks for an order or a summary in so many words. The day spread and the subject cut
# serve these; "so far", "progress", "history" or "walk me through" alone also open single-fact and how-to
# questions (on BEAM's tuning part the narrow form keeps all 40 order and summary questions and 1 other, the
# broad one 8 others).
_ORDER_WORDS = (r"summar(?:y|ies|ise|ize|ising|izing)|overview|recap|timeline|chronolog\w*|in (?:what|which) order|"
                r"order in which|sequence|(?:list|put) .{0,40}\border\b|first .{1,80}\bthen\b")
_ORDER_ZH = "总结|概述|概括|回顾|顺序|先后|时间线"
_ORDER_OR_SUMMARY = re.compile(rf"\b(?:{_ORDER_WORDS})\b|{_ORDER_ZH}", re.IGNORECASE)
_OVERVIEW = re.compile(
    rf"\b(?:{_ORDER_WORDS}|progress(?:ed)?|history|evolv(?:e|ed|ing)|walk me through|so far|over time|across our|"
    rf"throughout)\b|{_ORDER_ZH}|经过|进展", re.IGNORECASE)


# A question that asks for a summary of what was discussed ("summarise", "recap", "总结"), not for an order:
# what the assistant answered is part of it. An order of events is what the person brought up, in their words.
_SUMMARY = re.compile(r"\b(?:summar(?:y|ies|ise|ize|ising|izing)|overview|recap)\b|总结|概述|概括|回顾", re.IGNORECASE)


def asks_summary(query: str) -> bool:
    """Does the question ask, in so many words, for a summary (not an order of events)?"""
    return bool(_SUMMARY.search(query))


def without_answers(hits: Sequence[Hit]) -> list[Hit]:
    """The hits without assistants' answers, each leg's ranks counted again among those left, so the others
    rank exactly as if no answer had been stored (a candidate the store cut for an answer aside)."""
    if not any(h.answer for h in hits):
        return list(hits)
    kept = [copy.copy(h) for h in hits if not h.answer]
    for leg in ("dense_rank", "sparse_rank"):
        ranked = sorted((h for h in hits if getattr(h, leg) is not None), key=lambda h: getattr(h, leg))
        base = getattr(ranked[0], leg) if ranked else 0
        new = {h.id: base + i for i, h in enumerate(x for x in ranked if not x.answer)}
        for h in kept:
            if getattr(h, leg) is not None:
                setattr(h, leg, new[h.id])
    return kept


def asks_overview(query: str) -> bool:
    """Does the question ask for a summary or an order of events?"""
    return bool(_OVERVIEW.search(query))


# A question that asks how to do something or what to do ("how would you suggest I set up...", "what steps
# should I take", "walk me through how to..."): the answer should be shaped by what the person said they
# prefer (a lightweight library, step-by-step examples), a statement that rarely shares the question's words.
_ADVICE = re.compile(
    r"\b(?:suggest|recommend\w*|advi[cs]e|tips?|best (?:way|practices?|approach)|"
    r"how (?:should|would|could|can|do|might) (?:i|we|you)|what (?:steps|approach|would you)|"
    r"walk me through how|explain(?: to me)? (?:step[- ]by[- ]step|how)|step[- ]by[- ]step)\b|建议|怎么办|如何",
    re.IGNORECASE)


def asks_advice(query: str) -> bool:
    """Does the question ask how to do something or what to do (and not for an order or a summary)?"""
    return bool(_ADVICE.search(query)) and not asks_order_or_summary(query)


def asks_order_or_summary(query: str) -> bool:
    """Does the question ask, in so many words, for an order of events or a summary?"""
    return bool(_ORDER_OR_SUMMARY.search(query))


# The framing of an overview or order question, which names no subject: "can you walk me through the order in
# which I brought up different aspects of X throughout our conversations? Mention only five items." In both
# legs it matches every gem that says "conversation" or "order" alike, and it pulls the dense vector away from
# X. What is left after it is the subject the question is about.
_FRAMING = re.compile(
    r"\b(?:(?:can|could|would|will) you(?: please)?|please|give me|provide|tell me|"
    r"(?:a |an |the )?(?:brief |short |quick |clear |complete |comprehensive |detailed |full )?"
    r"(?:summary|overview|recap|timeline|rundown) of|summar(?:ise|ize)|recap|"
    r"walk me through|list(?: out)?|in (?:what|which) order|(?:the )?order in which|(?:the )?sequence in which|"
    r"in order|(?:did )?(?:i|we) (?:brought up|bring up|mentioned|mention|discussed|discuss|talked about|talk about|"
    r"raised|raise|covered|cover)|"
    r"(?:the )?(?:different|various)(?: \w+)? (?:aspects|stages|steps|parts|ways|concepts|topics|things|areas|ideas)"
    r"(?: (?:of|related to|about|around))?|"
    r"(?:throughout|through|across|over|during|in) (?:all )?(?:of )?our (?:conversations?|discussions?|chats?|sessions?)|"
    r"over (?:the )?(?:time|past few \w+|course of \w+)|over time|so far|"
    r"mention only(?: and only)? \w+ items?|"
    # "how my writing has progressed / developed through ...": the change is what every such question asks
    # for; its words ("progressed", "improved", "how my") find the person's other progress remarks ("how my
    # test score improved"), not the subject's statements.
    r"how(?= (?:i|my|we|our)\b)|(?:has |have |had )?(?:developed|progressed|evolved|changed|grown|improved|"
    r"advanced))\b"
    # ... and the same framing in Chinese ("总结一下我的写作是怎么进步的", "按时间顺序列出我们讨论过的")
    r"|(?:请|帮我|能不能|可以)?(?:总结|概述|概括|回顾)一下|(?:请|帮我)?按(?:时间)?顺序(?:列出|说说|讲讲)?|"
    r"我们?(?:之前|以前)?(?:聊|谈|讨论|说|提)(?:过|到)的?|(?:各个|不同|哪些)(?:方面|阶段|话题|步骤)|(?:是)?(?:怎么|如何|怎样)(?:一步步)?"
    r"(?:发展|变化|演变|进步|进展|推进|改进)的?|的(?:进展|经过|变化|过程|发展)",
    re.IGNORECASE)


def overview_subject(query: str) -> str:
    """The subject of an overview or order question, its framing cut ("the order in which I brought up
    aspects of my budget tracker throughout our conversations" -> "my budget tracker"); the query itself
    when it is no such question or nothing of substance is left."""
    if not asks_order_or_summary(query):
        return query
    rest = " ".join(_FRAMING.sub(" ", query).replace("?", " ").replace("？", " ").split()).strip(" ,.;:，。")
    # Chinese runs without spaces: two characters ("装修") are a subject, as two words are, or one long word
    # ("probability"); what a bare request leaves ("it", "me") is not.
    words = _WORD.findall(_CJK.sub(" ", rest))
    n = len(words) + len(_CJK.findall(rest))
    return rest if n >= 2 or (len(words) == n == 1 and len(words[0]) >= 5) else query


class QueryTerms(NamedTuple):
    """What the ranker reads of the query: its lower-cased text and words, and whether it asks for an overview."""

    text: str
    words: frozenset[str]
    overview: bool = False
    advice: bool = False
    order: bool = False  # asks for an order or a summary in so many words (asks_order_or_summary)

    @classmethod
    def of(cls, query: str) -> "QueryTerms":
        low = query.lower()
        return cls(low, frozenset(_WORD.findall(low)), asks_overview(low), asks_advice(low),
                   asks_order_or_summary(low))


NO_QUERY = QueryTerms("", frozenset())


def names_speaker(q: QueryTerms, speaker: str | None) -> bool:
    """Does the query name this speaker? Every word of the name must be there ("Ann Lee" needs both);
    a Chinese name has no spaces around it, so it only needs to occur in the text."""
    if not speaker or not q.text:
        return False
    parts = _name_parts(speaker)
    return bool(parts) and all((p in q.text) if cjk else (p in q.words) for p, cjk in parts)


@lru_cache(maxsize=1024)
def _name_parts(speaker: str) -> tuple[tuple[str, bool], ...]:
    # Once per speaker, not once per hit: a query scores ~100 hits of a handful of speakers.
    return tuple((p, bool(_CJK.search(p))) for p in _WORD.findall(speaker.lower()))


def length_factor(words: int | None, line_words: int) -> float:
    """What a gem of `words` words weighs for its length: 1 up to line_words, line_words / words past it.

    The results are read under a word budget (the prompt block's max_words): a gem twice as long as another
    costs the place of two, so past a line's usual length its relevance counts per word. A short message says
    one thing and is never weighed down; unknown length (a gem stored before the count was) counts as short."""
    if not line_words or not words or words <= line_words:
        return 1.0
    return line_words / words


def in_window(hit: Hit, win: Window) -> bool:
    """Is the gem dated inside the window: said on a day in it, or about one (a plan's day)?"""
    if hit.refers_to is not None and win.holds(hit.refers_to):
        return True
    return win.holds(datetime.fromtimestamp(hit.ts_us / 1_000_000, tz=timezone.utc).date())


def score_hit(
    hit: Hit, cfg: RetrieveSettings, now: datetime, now_us: int | None = None, query: QueryTerms = NO_QUERY,
    win: Window | None = None, before: bool = False,
) -> Scored:
    """Score one candidate (without the superseded ordering, which needs the whole list).

    query: the query's terms, to weigh gems whose speaker the query names. win: the days the query's time
    phrase names. before: the query asks what held before a change (a replaced gem is not weighed down).
    """
    rrf = rrf_term(hit.dense_rank, cfg.rrf_k, cfg.dense_weight) + rrf_term(hit.sparse_rank, cfg.rrf_k, cfg.sparse_weight)
    best = (cfg.dense_weight + cfg.sparse_weight) / (cfg.rrf_k + 1)
    relevance = rrf / best if best > 0 else 0.0
    age = age_days_us(hit.ts_us, epoch_us(now) if now_us is None else now_us)
    decay = time_decay(age, cfg.half_life_days, cfg.decay_floor)
    imp = float(cfg.importance_weights.get(hit.importance, 1.0))
    sup = cfg.superseded_factor if hit.superseded_by and not before else 1.0
    spk = cfg.speaker_weight if cfg.speaker_weight != 1.0 and names_speaker(query, hit.speaker) else 1.0
    summ = (cfg.summary_weight if query.overview else cfg.summary_factor) if hit.summary else 1.0
    if hit.answer:
        summ = cfg.answer_weight
    tim = cfg.time_weight if win is not None and cfg.time_weight != 1.0 and in_window(hit, win) else 1.0
    pref = cfg.preference_weight if hit.preference and query.advice else 1.0
    # An order or summary question is answered by lines from many sessions, chosen by the day spread.
    lng = 1.0 if query.order else length_factor(hit.words, cfg.line_words)
    score = relevance * decay * imp * spk * sup * summ * tim * pref * lng
    # Positional, in Components' field order: keywords cost a third of the call.
    comps = Components(hit.dense_rank, hit.dense_score, hit.sparse_rank, hit.sparse_score, rrf, relevance, age,
                       decay, imp, sup, spk, None, score, False, summ, tim, 1.0, pref, lng)
    return Scored(hit, score, comps)


def _order_key(s: Scored) -> tuple[float, int, str]:
    # Ties: the newer gem first, then the id, so equal inputs always give the same order.
    return (-s.score, -s.hit.ts_us, s.hit.id)


def rank(hits: Sequence[Hit], cfg: RetrieveSettings, now: datetime, query: str = "",
         standing: Sequence[Hit] | None = None, matched: Collection[str] = ()) -> list[Scored]:
    """All hits scored and sorted best first; superseded gems stay below their successors.

    standing: the instructions that apply to the question, chosen apart (retrieve/standing.py), pinned first
    in their order (found among the hits or not); matched: the ids of every instruction that choice weighed
    (not pinned by rank when left out). Others are pinned by rank after them (pin_standing)."""
    if now.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    now_us = epoch_us(now)
    terms = QueryTerms.of(query)
    # The question's time phrase, resolved against its own reference day (never the clock).
    win = window(query, now.astimezone(timezone.utc).date()) if query else None
    before = bool(query) and asks_before(query)
    # "Have I ever ...": the replaced side of a change counts as much as the side that replaced it (it still
    # goes below its successor, by the pass further down).
    whole = before or (bool(query) and asks_ever(query))
    if not (query and cfg.answer_weight > 0 and asks_summary(query)):
        hits = without_answers(hits)
    scored = {h.id: score_hit(h, cfg, now, now_us, terms, win, whole) for h in hits}
    chosen = None if standing is None else [
        scored.get(h.id) or score_hit(h, cfg, now, now_us, terms, win, whole) for h in standing]
    if cfg.overview_spread < 1.0 and query and asks_order_or_summary(query):
        scored = spread_days(scored, cfg.overview_spread)
    if before:
        return pin_standing(sorted(_above_successors(scored).values(), key=_order_key), cfg, chosen, matched)
    # Chains (a -> b -> c) settle in at most len(scored) passes; each pass only lowers scores.
    for _ in range(len(scored)):
        changed = False
        for gid, s in list(scored.items()):
            succ = scored.get(s.hit.superseded_by or "")
            if succ is None or succ.hit.id == gid or s.score < succ.score:
                continue
            new = succ.score * (1.0 - _BELOW) if succ.score > 0 else -_BELOW
            if math.isclose(new, s.score):
                new = math.nextafter(succ.score, -math.inf)
            comps = s.components._replace(capped_below=succ.hit.id, score=new)
            scored[gid] = Scored(s.hit, new, comps)
            changed = True
        if not changed:
            break
    return pin_standing(sorted(scored.values(), key=_order_key), cfg, chosen, matched)


_DAY_US = 86_400_000_000
# Instructions that name no topic pinned by rank beside those chosen by topic (pin_standing).
_BY_RANK = 1


def spread_days(scored: dict[str, Scored], factor: float) -> dict[str, Scored]:
    """An overview or order question ("in what order did I...", "summarise how X evolved") is answered by a
    few statements from each session, not by the many near-identical ones of the session that matches best:
    greedily, each gem's score is multiplied by factor ** (gems of its day already taken), the best such
    adjusted score taken next. The adjusted score of each pick never exceeds the previous pick's, so sorting
    by it gives the greedy order (and the superseded pass after it still holds)."""
    left = dict(scored)
    taken: dict[int, int] = {}
    out: dict[str, Scored] = {}
    while left:
        best_id, best_val = "", -math.inf
        for gid, s in left.items():
            val = s.score * factor ** taken.get(s.hit.ts_us // _DAY_US, 0)
            if val > best_val or (val == best_val and _order_key(s) < _order_key(left[best_id])):
                best_id, best_val = gid, val
        s = left.pop(best_id)
        day = s.hit.ts_us // _DAY_US
        n = taken.get(day, 0)
        taken[day] = n + 1
        f = factor ** n
        out[best_id] = s if n == 0 else Scored(s.hit, best_val, s.components._replace(score=best_val, spread_factor=f))
    return out


def _above_successors(scored: dict[str, Scored]) -> dict[str, Scored]:
    """"What did I use before X?": each replaced gem just above its successor when it ranked below it (one
    pass: a chain a -> b -> c lifts b above c and a above b as b stood before the pass)."""
    out = dict(scored)
    for gid, s in scored.items():
        succ = scored.get(s.hit.superseded_by or "")
        if succ is None or succ.hit.id == gid or s.score > succ.score:
            continue
        new = succ.score * (1.0 + _BELOW) if succ.score > 0 else _BELOW
        if math.isclose(new, s.score):
            new = math.nextafter(succ.score, math.inf)
        out[gid] = Scored(s.hit, new, s.components._replace(score=new))
    return out


def pin_standing(ranked: list[Scored], cfg: RetrieveSettings, chosen: Sequence[Scored] | None = None,
                 matched: Collection[str] = ()) -> list[Scored]:
    """The instructions chosen apart (`chosen`, retrieve/standing.py) first, then the best-ranked other standing
    instructions within the window (not one of `matched`, which that choice weighed), at most instruction_slots
    in all; then the rest."""
    if cfg.instruction_slots <= 0:
        return ranked
    first = list(chosen or ())[: cfg.instruction_slots]
    ids = {s.hit.id for s in first}
    # Rank alone is a weak sign that an instruction applies: beside a choice by topic, only the best-ranked
    # other one is pinned.
    by_rank = cfg.instruction_slots if chosen is None else min(_BY_RANK, cfg.instruction_slots - len(first))
    first += [s for s in ranked[: cfg.instruction_window]
              if s.hit.standing and not s.hit.superseded_by and s.hit.id not in ids and s.hit.id not in matched
              ][:by_rank]
    if not first:
        return ranked
    ids = {s.hit.id for s in first}
    return ([Scored(s.hit, s.score, s.components._replace(pinned=True)) for s in first]
            + [s for s in ranked if s.hit.id not in ids])
