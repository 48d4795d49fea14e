"""Rules both stores share for gem payloads: which fields may change, and validation of the result."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from schemas import Gem, StoredGem
from utils.errors import QuarantineError
from utils.store import Hit, Sparse

if TYPE_CHECKING:
    from utils.embedder import Embedder

# Identity fields come from the buffer, never from an edit: changing them would move a gem to
# another user or break its deterministic id.
FROZEN_FIELDS = frozenset({"id", "user_id", "ts"})


def apply_fields(gem: StoredGem, fields: dict[str, object]) -> StoredGem:
    """The gem with `fields` changed, validated as a whole (QuarantineError if the result is invalid)."""
    bad = FROZEN_FIELDS.intersection(fields)
    if bad:
        raise QuarantineError("frozen field", f"{', '.join(sorted(bad))} cannot be changed")
    data = gem.model_dump()
    data.update(fields)
    try:
        return StoredGem.model_validate(data)
    except ValueError as e:
        raise QuarantineError("invalid gem", str(e)) from e


def valid_ids(ids: Iterable[str]) -> list[str]:
    """The ids that are well-formed point ids (uuid strings), normalised; others cannot exist."""
    out: list[str] = []
    for i in ids:
        try:
            out.append(str(uuid.UUID(str(i))))
        except ValueError:
            continue
    return list(dict.fromkeys(out))


def check_batch(gems: Sequence[StoredGem], n_dense: int, n_sparse: int) -> None:
    """Every gem needs exactly one dense and one sparse vector."""
    if not (len(gems) == n_dense == n_sparse):
        raise ValueError(f"upsert needs one dense and one sparse vector per gem: {len(gems)}, {n_dense}, {n_sparse}")


def index_text(gem: Gem) -> str:
    """What a gem is indexed by (dense and sparse vectors alike); the curator uses the same text."""
    from utils import sparse

    return sparse.gem_text(gem.gem, gem.context)


def index_vectors(gems: Sequence[Gem], embedder: "Embedder", batch_size: int = 32) -> tuple[np.ndarray, list[Sparse]]:
    """Dense and sparse vectors for gems, ready for GemStore.upsert (the sparse text adds the date in words)."""
    from utils import sparse

    texts = [index_text(g) for g in gems]
    return (embedder.embed_documents(texts, batch_size=batch_size),
            sparse.embed_documents([sparse.sparse_text(g.gem, g.context, g.date) for g in gems]))


# Scores closer than this (relative) are ties: two backends compute the same cosine or BM25 score
# with different float rounding, and must not order equal gems differently.
TIE_TOLERANCE = 1e-5


def leg_ranks(scores: Sequence[float]) -> list[int]:
    """1-based competition ranks ("1224") of scores sorted best first; near-equal scores share a rank."""
    ranks: list[int] = []
    group_score: float | None = None
    for pos, s in enumerate(scores, start=1):
        if group_score is None or abs(group_score - s) > TIE_TOLERANCE * max(1.0, abs(group_score)):
            group_score = s
            ranks.append(pos)
        else:
            ranks.append(ranks[-1])
    return ranks


# One ranked row of a search leg: the gem id, its raw payload, and the leg's score.
Row = tuple[str, dict, float]


def merge_legs(dense: Sequence[Row], sparse: Sequence[Row]) -> list[Hit]:
    """Hits from the two legs' ranked rows, merged by gem id, with each leg's score and 1-based rank."""
    hits: dict[str, Hit] = {}
    for is_dense, rows in ((True, dense), (False, sparse)):
        for rank, (gid, payload, score) in zip(leg_ranks([r[2] for r in rows]), rows):
            hit = hits.get(gid)
            if hit is None:
                hit = hits[gid] = Hit.from_payload(payload)
            if is_dense:
                hit.dense_score, hit.dense_rank = float(score), rank
            else:
                hit.sparse_score, hit.sparse_rank = float(score), rank
    return list(hits.values())

