"""Read-side verification of a whole store: what `true-recall check` (true_recall/check.py) runs.

Damage the engine does not notice on its own, and that every command used to answer around with exit 0:
a truncated payload page (a raw "Gridstore IO error ... out of bounds" on some reads, counts still right),
random bytes over a vector chunk (every read works, search quietly worse), segments lost while Redis lost
the ledger too (the WAL's few gems answered as if they were all). So the check reads everything back:

- ``scan``: one pass over every point, payload and dense vector: each page must read, each payload must
  have the fields ranking and rendering need, each vector must be finite and of unit length (both backends
  store cosine vectors normalised), and the per-user counts must agree with the store's own count and be
  no fewer than the ledger's;
- ``self_find``: a sample of gems must each be found by a search for its own text (the dense and the
  keyword leg, as `search` runs them): the index answers for what the storage holds.

The pass reads pages of ``PAGE`` points; a page that cannot be read is read again point by point (up to
``MAX_SINGLE`` points in all), so the report says how many gems are unreadable, not only that one is.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from utils.errors import TrueRecallError

if TYPE_CHECKING:
    from utils.embed import Embedder
    from utils.store.core import CoreStore

PAGE = 2048
# How far a dense vector's length may be from 1 before it counts as damaged: the embedders' output is
# normalised in float32, whose rounding stays orders of magnitude below this.
NORM_TOLERANCE = 1e-3
# Points read one by one after pages failed: enough to count a damaged page or two exactly, bounded so a
# store that fails everywhere still finishes.
MAX_SINGLE = 20_000
# Examples of each kind of problem kept for the report.
EXAMPLES = 3
# The payload fields every gem must carry, with the types StoredGem.to_payload writes.
REQUIRED: dict[str, tuple[type, ...]] = {
    "id": (str,), "user_id": (str,), "gem": (str,), "ts": (float, int), "importance": (str,),
    "categories": (list,),
}


def payload_problem(payload: Any) -> str | None:
    """What is wrong with a stored payload, or None when it has what readers need (a cheap structural test;
    validating 1M gems with pydantic would take minutes)."""
    if not isinstance(payload, dict):
        return f"payload is a {type(payload).__name__}, not an object"
    for name, types in REQUIRED.items():
        if type(payload.get(name)) not in types:
            return f"payload field {name!r} is {type(payload.get(name)).__name__}"
    return None


@dataclass
class Scan:
    """What one pass over the whole store found."""

    points: int = 0
    per_user: Counter[str] = field(default_factory=Counter)
    unreadable: int = 0  # points whose payload or vector could not be read at all
    bad_payloads: int = 0
    bad_vectors: int = 0
    read_errors: list[str] = field(default_factory=list)
    examples: dict[str, list[str]] = field(default_factory=dict)
    reservoir: list[tuple[str, str, str]] = field(default_factory=list)  # (user, id, text) sample for self_find
    seconds: float = 0.0

    def example(self, kind: str, text: str) -> None:
        got = self.examples.setdefault(kind, [])
        if len(got) < EXAMPLES:
            got.append(text)


def _vectors_bad(ids: list[str], vectors: list[Any]) -> list[tuple[str, str]]:
    """(id, why) of the vectors that are missing, not finite, or not of unit length."""
    out = []
    ok = [i for i, v in enumerate(vectors) if v is not None and len(v)]
    out += [(ids[i], "no dense vector") for i, v in enumerate(vectors) if v is None or not len(v)]
    if ok:
        dims = {len(vectors[i]) for i in ok}
        if len(dims) > 1:
            common = Counter(len(vectors[i]) for i in ok).most_common(1)[0][0]
            out += [(ids[i], f"dense vector of {len(vectors[i])} dimensions, not {common}")
                    for i in ok if len(vectors[i]) != common]
            ok = [i for i in ok if len(vectors[i]) == common]
        m = np.asarray([vectors[i] for i in ok], dtype=np.float64)
        with np.errstate(over="ignore", invalid="ignore"):
            finite = np.isfinite(m).all(axis=1)
            norms = np.linalg.norm(np.where(np.isfinite(m), m, 0.0), axis=1)
        for j in np.flatnonzero(~finite):
            out.append((ids[ok[j]], "dense vector holds NaN or infinity"))
        for j in np.flatnonzero(finite & (np.abs(norms - 1.0) > NORM_TOLERANCE)):
            out.append((ids[ok[j]], f"dense vector of length {norms[j]:.4g}, not 1"))
    return out


def scan(store: "CoreStore", sample: int = 0, seed: int = 0, page: int = PAGE,
         progress: Callable[[int], None] | None = None) -> Scan:
    """Read every point of the store back; keep a uniform sample of `sample` gems for self_find."""
    t0 = time.perf_counter()
    out = Scan()
    rng = random.Random(seed)
    singles = 0

    def take(gid: str, payload: Any, vec: Any) -> tuple[str, Any]:
        why = payload_problem(payload)
        if why is not None:
            out.bad_payloads += 1
            out.example("payload", f"{gid}: {why}")
            user = payload.get("user_id") if isinstance(payload, dict) else None
            return (str(user) if isinstance(user, str) else "?"), vec
        user = payload["user_id"]
        out.per_user[user] += 1
        if sample:  # reservoir sampling: every gem equally likely, in one pass
            seen = out.points + 1
            if len(out.reservoir) < sample:
                out.reservoir.append((user, gid, payload["gem"]))
            else:
                k = rng.randrange(seen)
                if k < sample:
                    out.reservoir[k] = (user, gid, payload["gem"])
        return user, vec

    def check_vectors(ids: list[str], vectors: list[Any]) -> None:
        for gid, why in _vectors_bad(ids, vectors):
            out.bad_vectors += 1
            out.example("vector", f"{gid}: {why}")

    offset: Any = None
    while True:
        try:
            recs, nxt = store.scan(offset, page)
        except TrueRecallError as e:
            # The page cannot be read whole: its ids (the id tracker) and then each point alone.
            out.read_errors.append(str(e.__cause__ or e))
            try:
                heads, nxt = store.scan(offset, page, with_payload=False, with_vector=False)
            except TrueRecallError as e2:
                out.read_errors.append(f"even the ids cannot be read from here on: {e2.__cause__ or e2}")
                break
            recs = []
            for gid, _, _ in heads:
                if singles >= MAX_SINGLE:
                    out.unreadable += 1
                    continue
                singles += 1
                try:
                    recs += store.scan(None, 1, ids=[gid])[0]
                except TrueRecallError as e3:
                    out.unreadable += 1
                    out.example("unreadable", f"{gid}: {e3.__cause__ or e3}")
        ids = [r[0] for r in recs]
        vectors = []
        for gid, payload, vec in recs:
            _, v = take(gid, payload, vec)
            vectors.append(v)
            out.points += 1
        check_vectors(ids, vectors)
        if progress is not None:
            progress(out.points)
        if nxt is None:
            break
        offset = nxt
    out.seconds = time.perf_counter() - t0
    return out


@dataclass
class SelfFind:
    """How many sampled gems a search for their own text found (first / anywhere in the top `limit`)."""

    tried: int = 0
    first: int = 0
    found: int = 0
    missed: list[str] = field(default_factory=list)
    seconds: float = 0.0


def self_find(store: "CoreStore", embedder: "Embedder", gems: list[tuple[str, str, str]], limit: int = 10) -> SelfFind:
    """Search each (user, id, text) by its text, both legs as `search` runs them; the gem must come back."""
    from utils.store.sparse import embed_query

    t0 = time.perf_counter()
    out = SelfFind()
    if not gems:
        return out
    dense = embedder.embed_documents([text for _, _, text in gems])
    for (user, gid, text), vec in zip(gems, dense):
        out.tried += 1
        try:
            hits = store.search(user, vec, embed_query(text), limit, brief=True)
        except TrueRecallError as e:  # the search read a damaged gem beside it
            out.missed.append(f"{user}/{gid} (the search failed: {e.__cause__ or e})")
            continue
        dense_ids = [h.id for h in sorted((h for h in hits if h.dense_rank), key=lambda h: h.dense_rank or 0)]
        sparse_ids = [h.id for h in sorted((h for h in hits if h.sparse_rank), key=lambda h: h.sparse_rank or 0)]
        if gid in dense_ids or gid in sparse_ids:
            out.found += 1
            if (dense_ids[:1] == [gid]) or (sparse_ids[:1] == [gid]):
                out.first += 1
        else:
            out.missed.append(f"{user}/{gid}")
    out.seconds = time.perf_counter() - t0
    return out
