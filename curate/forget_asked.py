"""What the person asked, in their own turn, to be forgotten: their gems about it, found for the curator to forget.

"Please forget my old address" (curate/forget_requests.py) names one thing. The curator honours it in the run that
reads the request: the person's stored gems about that thing, their gems waiting in the review queue and the
clean-up's undo copies are forgotten through the one delete path (utils/forget.py), and this run's own
candidates about it are never written. Only what was said before the request goes: a new address given after
"forget my old one" is kept. Only this person's gems are read (the store's search for their user id).

What is "about" the named thing is decided by the embedder's cosine between the named words (embedded as a
query) and a gem's text, the measure the store's search ranks by:
- at or above FORGET_SIMILARITY, and
- within FORGET_MARGIN of the best such gem: a request names one thing, and the gems about it stand together at
  the top; a gem that only shares a word ("my email address" for "my old address") falls below them.
The figures behind both bars: bench/results/stop45/forget45/README.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from curate.builder import Candidate
from curate.forget_requests import forget_request
from schemas import SUMMARY, StoredGem, Turn
from utils import review_queue
from utils.config import Settings
from utils.embed import Embedder
from utils.forget import cleaned_gems
from utils.store import GemStore, sparse

# The least cosine between what the person named and a gem's text for the gem to be about it.
FORGET_SIMILARITY = 0.30
# How far below the best-matching gem another may score and still be about the same thing.
FORGET_MARGIN = 0.08
# How many of the person's nearest stored gems each request is compared with.
FORGET_NEIGHBOURS = 20


@dataclass(frozen=True)
class Asked:
    """One request to forget: the turn that made it, when, and what it named as a unit query vector."""

    turn_id: str
    at: datetime
    vector: np.ndarray


def requests_in(turns: Iterable[Turn], embedder: Embedder) -> list[Asked]:
    """The person's requests to forget one thing in these turns (their own words only, never the assistant's)."""
    out = []
    for t in turns:
        req = forget_request(t.user_text)
        if req is not None:
            out.append(Asked(t.turn_id, t.timestamp, _unit(embedder.embed_query(req.about))))
    return out


def stored_ids(settings: Settings, store: GemStore | None, embedder: Embedder, user: str,
               asked: Sequence[Asked]) -> set[str]:
    """Ids of the user's gems about what they asked to forget, said before they asked: in the store (when given),
    the review queue and the clean-up's undo copies. Summaries are left to the delete path, which removes a
    summary with the gems it quotes."""
    waiting = [i.gem for i in review_queue.pending(settings, user)] + cleaned_gems(settings, user)
    wvecs = _unit(embedder.embed_documents([sparse.gem_text(g.gem, g.context) for g in waiting])) if waiting else None
    ids: set[str] = set()
    for a in asked:
        scored: list[tuple[StoredGem, float]] = []
        if store is not None:
            scored += [(h.gem, float(h.dense_score or 0.0))
                       for h in store.search(user, a.vector, None, limit=FORGET_NEIGHBOURS)]
        if wvecs is not None:
            scored += list(zip(waiting, (wvecs @ a.vector).tolist()))
        ids |= {g.id for g in about(scored, a.at)}
    return ids


def about(scored: Sequence[tuple[StoredGem, float]], before: datetime, similarity: float = FORGET_SIMILARITY,
          margin: float = FORGET_MARGIN) -> list[StoredGem]:
    """The gems of (gem, cosine) pairs that are about the named thing and were said before `before`."""
    eligible = [(g, s) for g, s in scored if g.timestamp < before and SUMMARY not in g.categories]
    best = max((s for _, s in eligible), default=0.0)
    return [g for g, s in eligible if s >= similarity and s >= best - margin]


def drop_candidates(cands: Sequence[Candidate], vecs: np.ndarray, asked: Sequence[Asked]) -> list[int]:
    """Indexes of this run's candidates to leave unwritten: the requests' own turns, and what the person said
    before a request about what it names (the same bars as for stored gems, the best among the candidates)."""
    request_turns = {a.turn_id for a in asked}
    drop = {i for i, c in enumerate(cands) if c.turn_ids and c.turn_ids <= request_turns}
    if len(vecs) and asked:
        unit = _unit(np.asarray(vecs, dtype=np.float32))
        for a in asked:
            scores = (unit @ a.vector).tolist()
            scored = [(c.gem, s) for c, s in zip(cands, scores)]
            keep_ids = {id(g) for g in about(scored, a.at)}
            drop |= {i for i, c in enumerate(cands) if id(c.gem) in keep_ids}
    return sorted(drop)


def _unit(v: np.ndarray) -> np.ndarray:
    v = np.asarray(v, dtype=np.float32)
    n = np.linalg.norm(v, axis=-1, keepdims=True)
    return v / np.where(n == 0, 1, n)
