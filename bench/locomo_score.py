"""Evidence recall at a context budget (pure scoring, as the LoCoMo README defines it)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from curate import sentences

BUDGETS = (150, 300)
CURVE = tuple(range(50, 501, 50))
KS = (5, 10)
# A gem "shows" a message when it quotes one of its sentences of at least this many words.
MIN_QUOTE_WORDS = 4
# The paraphrase rule: a gem counts for a message of its own turns (turn_range, no context turns) when the
# cosine of gem + context against the message is at least this (all-MiniLM-L6-v2 int8, the local embedder).
# Chosen a priori, before any LLM run was scored, and not tuned on any benchmark (tests/test_locomo_harness.py
# checks one restatement above it and an unrelated message of the same talk below it).
PARAPHRASE_MIN_COSINE = 0.5


@dataclass
class Item:
    """One retrievable result: what it shows (and so costs) and which LoCoMo turns that text covers."""

    id: str
    shown: str  # everything injected into the prompt: gem, context, snippet
    covers: frozenset[str]
    index_text: str = ""  # what search ranks it by (may differ from what it shows)
    words: int = field(init=False)

    def __post_init__(self) -> None:
        self.words = sentences.word_count(self.shown)


def _norm(text: str) -> str:
    return " " + " ".join(sentences.words(text)) + " "


_ANNOT = re.compile(r"\s*\([^()]*\)")


def shown_dia_ids(
    gem: str, context: str, snippet: str, candidates: Iterable[tuple[str, str]]
) -> frozenset[str]:
    """Which candidate messages (dia_id, verbatim text) a result's text actually shows.

    The snippet and the context show a message when its whole text is in them verbatim; the gem shows a
    message when it quotes one of its sentences (at least MIN_QUOTE_WORDS words; the gem's added date notes
    are ignored). Anything less — a paraphrase, a few shared words — does not count.
    """
    whole = _norm(snippet) + "|" + _norm(context)
    gem_n = _norm(_ANNOT.sub("", gem))
    out = set()
    for dia, text in candidates:
        t = _norm(text)
        if len(t.strip()) == 0:
            continue
        if t in whole or t in gem_n:
            out.add(dia)
            continue
        for s in sentences.split(text):
            # The gem was read without parentheses (its date notes); so is the sentence it may quote, or a
            # verbatim quote of "sides (3, 4, 5)" would not count.
            ns = _norm(_ANNOT.sub("", s))
            if len(ns.split()) >= MIN_QUOTE_WORDS and ns in gem_n:
                out.add(dia)
                break
    return frozenset(out)


def paraphrased_dia_ids(gem_vec: Any, candidates: Sequence[tuple[str, Any]],
                        threshold: float = PARAPHRASE_MIN_COSINE) -> frozenset[str]:
    """The paraphrase rule: which candidate messages (dia_id, unit vector) — those of the gem's own turns —
    the gem (unit vector of gem + context) is semantically close to."""
    return frozenset(dia for dia, vec in candidates if float(np.dot(gem_vec, vec)) >= threshold)


def within_budget(ranked: Sequence[Item], budget: int) -> list[Item]:
    """Results in rank order until the next one would push the injected words past the budget."""
    out: list[Item] = []
    used = 0
    for it in ranked:
        if used + it.words > budget:
            break
        out.append(it)
        used += it.words
    return out


def hit(items: Iterable[Item], evidence: Iterable[str]) -> bool:
    """Any evidence turn among the turns the items show."""
    ev = set(evidence)
    return any(it.covers & ev for it in items)


@dataclass
class QuestionResult:
    category: int
    hits: dict[str, bool]  # metric name -> hit


def score_question(ranked: Sequence[Item], evidence: Sequence[str], category: int) -> QuestionResult:
    """Every metric of one question from its ranked results."""
    h: dict[str, bool] = {}
    for k in KS:
        h[f"R@{k}"] = hit(ranked[:k], evidence)
    for b in sorted(set(BUDGETS) | set(CURVE)):
        h[f"R@{b}w"] = hit(within_budget(ranked, b), evidence)
    return QuestionResult(category, h)


def summarise(results: Sequence[QuestionResult]) -> dict[str, object]:
    """Overall and per-category hit rates; `curve` holds recall at every budget of CURVE."""

    def rates(rs: Sequence[QuestionResult]) -> dict[str, float]:
        if not rs:
            return {}
        keys = [f"R@{k}" for k in KS] + [f"R@{b}w" for b in BUDGETS]
        return {k: round(sum(r.hits[k] for r in rs) / len(rs), 4) for k in keys}

    cats = sorted({r.category for r in results})
    return {
        "questions": len(results),
        "overall": rates(results),
        "by_category": {str(c): {**rates([r for r in results if r.category == c]),
                                 "questions": sum(1 for r in results if r.category == c)} for c in cats},
        "curve": {str(b): round(sum(r.hits[f"R@{b}w"] for r in results) / max(1, len(results)), 4) for b in CURVE},
    }
