"""Search a user's gems: embed the query, run the store's dense and sparse legs, rank.

Library: ``from retrieve.search import search; search("query", "alice", k=5)``. Command line:
``python -m retrieve.search "query" --user alice [--format table|json|context] [--explain]``.
The user filter is applied inside the store query; no path reaches another user's gems.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timezone
from itertools import islice
from typing import Any

import numpy as np

from retrieve.ranker import Components, Scored, asks_summary, overview_subject, rank
from retrieve.standing import applicable, scoped
from retrieve.when import EVER, USED_TO
from schemas import ANSWER, STANDING
from utils import usage, user_settings
from utils.config import Settings, load_settings
from utils.dates import utc_bound
from utils.embed import Embedder, open_embedder
from utils.errors import EmbedderMismatch, InputError
from utils.ledger import verify_read
from utils.store import GemFilter, GemStore, Hit, open_store, sparse


@dataclass(frozen=True)
class Result:
    """One ranked gem with its score and the components behind it."""

    id: str
    gem: str
    context: str
    snippet: str
    categories: list[str]
    importance: str
    confidence: float
    timestamp: datetime
    date: date
    conversation_id: str
    turn_range: str
    user_id: str
    superseded_by: str | None
    score: float
    components: Components

    @classmethod
    def from_scored(cls, s: Scored) -> "Result":
        g = s.gem
        return cls(
            id=g.id, gem=g.gem, context=g.context, snippet=g.snippet, categories=list(g.categories),
            importance=g.importance, confidence=g.confidence, timestamp=g.timestamp, date=g.date,
            conversation_id=g.conversation_id, turn_range=g.turn_range, user_id=g.user_id,
            # The hit's link: as of a day, a gem replaced only later is shown as it stood then.
            superseded_by=s.hit.superseded_by, score=s.score, components=s.components,
        )

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Result":
        """The inverse of to_dict(explain=True) (results that came over HTTP)."""
        return cls(
            id=d["id"], gem=d["gem"], context=d["context"], snippet=d["snippet"], categories=list(d["categories"]),
            importance=d["importance"], confidence=float(d["confidence"]),
            timestamp=datetime.fromisoformat(d["timestamp"]), date=date.fromisoformat(d["date"]),
            conversation_id=d["conversation_id"], turn_range=d["turn_range"], user_id=d["user_id"],
            superseded_by=d.get("superseded_by"), score=float(d["score"]), components=Components(**d["components"]),
        )

    def to_dict(self, explain: bool = False) -> dict[str, object]:
        """JSON-safe dict (components only when asked)."""
        d: dict[str, object] = {
            "id": self.id, "gem": self.gem, "context": self.context, "snippet": self.snippet,
            "categories": self.categories, "importance": self.importance, "confidence": self.confidence,
            "timestamp": self.timestamp.isoformat(), "date": self.date.isoformat(),
            "conversation_id": self.conversation_id, "turn_range": self.turn_range, "user_id": self.user_id,
            "superseded_by": self.superseded_by, "score": round(self.score, 6),
        }
        if explain:
            d["components"] = self.components.as_dict()
        return d


# Stores already checked against an embedder: info() costs a count on a Qdrant server, once per query
# otherwise. A store's embedder changes only by reindex, which needs the store to itself.
_checked: weakref.WeakKeyDictionary[GemStore, tuple[str, int]] = weakref.WeakKeyDictionary()


def forget_check(store: GemStore) -> None:
    """Check the store's embedder again on the next search (after a reindex)."""
    _checked.pop(store, None)


def check_embedder(store: GemStore, embedder: Embedder) -> bool:
    """True if the store holds gems of this embedder, False if it is empty; EmbedderMismatch otherwise."""
    if _checked.get(store) == (embedder.name, embedder.dim):
        return True
    info = store.info()
    if info.embedder is None and info.dim is None:
        return False
    if info.embedder != embedder.name or info.dim != embedder.dim:
        raise EmbedderMismatch(
            f"the store {info.location} ({info.collection}) was built with embedder {info.embedder} "
            f"({info.dim}-d) but the configured embedder is {embedder.name} ({embedder.dim}-d); "
            f"run `true-recall reindex` to rebuild it, or set embedder back to {info.embedder}"
        )
    _checked[store] = (embedder.name, embedder.dim)
    return True


def keep(store: GemStore, user_id: str, ranked: Sequence[Scored], k: int, min_score: float) -> list[Scored]:
    """The first k ranked hits scoring at least min_score, with their gems read whole (brief hits).

    A gem deleted between the search and this read (by a Qdrant server's other client) is skipped and
    the next one taken, so the answer is the k best of what is still there."""
    todo = iter(s for s in ranked if s.score >= min_score)
    out: list[Scored] = []
    while len(out) < k:
        batch = list(islice(todo, k - len(out)))
        if not batch:
            break
        found = {id(h) for h in store.load(user_id, [s.hit for s in batch])}
        out.extend(s for s in batch if id(s.hit) in found)
    return out


# A question about what held before ("what did I use before NATS?", "where did she live previously?",
# "我以前用什么") is answered by the gems a change replaced: they join the results (still below their successors).
# So is one about any time ("have I ever worked on medians?", "我有没有做过...", "从来"): "I've never done X"
# replaced by "I did X" is part of the answer.
HISTORY = re.compile(
    rf"\b(?:before|previously|{USED_TO}|formerly|originally|at first|earlier|prior to|back then|back when|"
    rf"in the past|the old|(?:what|which) was)\b|以前|之前|原来|过去|最初|当初|早先|曾经|{EVER}",
    re.IGNORECASE,
)


def held_then(store: GemStore, user_id: str, hits: Sequence[Hit], then: datetime,
              include_superseded: bool) -> list[Hit]:
    """The hits as they stood at `then`: a gem whose successor came later was current (its link is dropped
    for ranking), one replaced by then is superseded (left out unless include_superseded)."""
    successors = {h.superseded_by for h in hits if h.superseded_by}
    when = {g.id: g.timestamp for g in store.get(user_id, sorted(successors))} if successors else {}
    out: list[Hit] = []
    for h in hits:
        if h.superseded_by:
            replaced = when.get(h.superseded_by)
            if replaced is None or replaced > then:
                h.superseded_by = None  # a fresh Hit per search: the store's payload is untouched
            elif not include_superseded:
                continue
        out.append(h)
    return out


def _once(fn: Callable[[], np.ndarray]) -> Callable[[], np.ndarray]:
    """fn, computed on the first call only: the query's embedding, handed to the store uncomputed and read
    again by the instruction lookup."""
    box: list[np.ndarray] = []

    def get() -> np.ndarray:
        if not box:
            box.append(fn())
        return box[0]
    return get


def search(
    query: str,
    user_id: str,
    *,
    k: int | None = None,
    categories: Sequence[str] = (),
    since: date | datetime | None = None,
    until: date | datetime | None = None,
    min_score: float = 0.0,
    include_superseded: bool = False,
    settings: Settings | None = None,
    store: GemStore | None = None,
    embedder: Embedder | None = None,
    now: datetime | None = None,
    as_of: date | datetime | None = None,
    track: bool = True,
) -> list[Result]:
    """The user's top-k gems for the query, best first.

    as_of: answer with what held then: gems said by that day (a date includes the whole day), a gem
    replaced only later counts as current, one replaced by then as superseded; ages are measured from it.
    track: note the returned gems as used (utils/usage.py; in memory now, written later off this path). A
    search that is not the person's question (forget's preview of what would go) passes False.

    Raises:
        InputError: an empty query or user id, k below 1, since after until.
    """
    if not query or not query.strip():
        raise InputError("the query is empty")
    if not user_id:
        raise InputError("user_id is required")
    settings = settings or load_settings()
    if user_settings.load(settings, user_id).memory_off:
        return []  # the person turned their memory off (utils/user_settings.py); the CLI and the page say so
    cfg = settings.retrieve
    k = cfg.default_k if k is None else k
    if k < 1:
        raise InputError("k must be at least 1")
    lo, hi = utc_bound(since), utc_bound(until, end=True)
    then = utc_bound(as_of, end=True)
    if then is not None:
        hi = then if hi is None else min(hi, then)
    if lo is not None and hi is not None and lo > hi:
        raise InputError(f"since ({lo.isoformat()}) is after until ({hi.isoformat()})")
    own_store, own_embedder = store is None, embedder is None
    store = store or open_store(settings)
    try:
        embedder = embedder or open_embedder(settings)
        if not check_embedder(store, embedder):
            verify_read(store, user_id)  # an empty store the ledger says held gems is damage, not "no memories"
            return []
        cats = tuple(c.strip().lower() for c in categories)
        flt = GemFilter(
            categories=cats,
            since=lo, until=hi,
            # As of a day, a gem replaced later still held: the store's "superseded" is today's view. A
            # question about the past wants what was replaced too.
            include_superseded=include_superseded or then is not None or bool(HISTORY.search(query)),
            # An assistant's answers are for a question that asks for a summary; any other question is looked up
            # as if none were stored (retrieve/ranker.py).
            exclude_categories=() if (cfg.answer_weight > 0 and asks_summary(query)) or ANSWER in cats
            else (ANSWER,),
        )
        limit = max(cfg.candidates, k)
        # A remote embedder (Ollama) is handed over uncomputed, so the store runs the keyword leg while it
        # answers. A local model embeds the query on every core first (a search p50 of ~14 against ~17 ms
        # beside the keyword leg on one, 1M gems, bench/search.py `paths_side_by_side`), and the two legs
        # then run in one batch (the embedded engine keeps the GIL through a query: nothing runs beside
        # it). The hits are brief (what ranking reads); only the k kept are read whole.
        # An overview or order question is looked up by its subject, without the framing every such question
        # shares ("the order in which I brought up ... throughout our conversations"); ranking reads it whole.
        looked = overview_subject(query) if cfg.overview_subject else query
        dense = (embedder.embed_query(looked) if embedder.on_local_cores
                 else _once(lambda: embedder.embed_query(looked)))
        # Before every answer, not only an empty one: a store that lost most of its gems still answers from
        # the rest, and a store `true-recall check` found damaged must say so instead.
        verify_read(store, user_id)
        hits = store.search(user_id, dense, sparse.embed_query(looked), limit, flt, brief=True)
        if then is not None:
            hits = held_then(store, user_id, hits, then, include_superseded)
        chosen: list[Hit] | None = None
        matched: frozenset[str] = frozenset()
        if cfg.instruction_match > 0 and cfg.instruction_slots > 0 and (
                not flt.categories or STANDING in flt.categories):
            # The person's own instructions, looked up apart: one that applies rarely shares the question's
            # words, and ranks too far down among all gems to be found there (retrieve/standing.py).
            own = store.search(user_id, dense, None, cfg.instruction_window,
                               replace(flt, categories=(STANDING,), include_superseded=False))
            if then is not None:
                own = held_then(store, user_id, own, then, False)
            vec = dense() if callable(dense) else dense
            topical = scoped(own)
            chosen = applicable(vec, topical, embedder, cfg.instruction_slots, cfg.instruction_match)
            matched = frozenset(h.id for h in topical)
        # The one legitimate "now": the reference time of this query, for the time decay.
        ranked = rank(hits, cfg, now or then or datetime.now(timezone.utc), query, chosen, matched)
        out = [Result.from_scored(s) for s in keep(store, user_id, ranked, k, min_score)]
        if track:
            usage.note(settings, user_id, [r.id for r in out])
        return out
    finally:
        if own_store:
            store.close()
        if own_embedder and embedder is not None:
            embedder.close()
