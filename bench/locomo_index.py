"""In-memory retrieval for the baselines: dense cosine, BM25 (utils.store.sparse weights + IDF) and their RRF fusion."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from utils.store import Sparse
from utils.store import sparse as sp

CANDIDATES = 50
RRF_K = 60


class Index:
    """Items of one memory of one user, searchable three ways."""

    def __init__(self, dense: np.ndarray, sparse: Sequence[Sparse] | None = None) -> None:
        self.dense = dense
        self.n = dense.shape[0]
        self.postings: dict[int, list[tuple[int, float]]] = defaultdict(list)
        if sparse is not None:
            for doc, vec in enumerate(sparse):
                for t, w in zip(vec.indices, vec.values):
                    self.postings[t].append((doc, w))
        # The store's IDF modifier: ln(1 + (N - n + 0.5) / (n + 0.5)).
        self.idf = {t: math.log(1 + (self.n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in self.postings.items()}

    def dense_rank(self, q: np.ndarray, limit: int = CANDIDATES) -> list[int]:
        """Item positions by cosine similarity, best first."""
        if self.n == 0:
            return []
        scores = self.dense @ q
        top = np.argsort(-scores, kind="stable")[:limit]
        return [int(i) for i in top]

    def sparse_rank(self, q: Sparse, limit: int = CANDIDATES) -> list[int]:
        """Item positions by BM25, best first (items sharing no term are not ranked)."""
        acc: dict[int, float] = defaultdict(float)
        for t, qw in zip(q.indices, q.values):
            idf = self.idf.get(t)
            if idf is None:
                continue
            for doc, w in self.postings[t]:
                acc[doc] += qw * idf * w
        return [d for d, _ in sorted(acc.items(), key=lambda x: (-x[1], x[0]))[:limit]]

    def hybrid_rank(
        self, qd: np.ndarray, qs: Sparse, weights: Sequence[float] | None = None, limit: int = CANDIDATES,
        dense_weight: float = 1.0, sparse_weight: float = 1.0, k: int = RRF_K,
    ) -> list[int]:
        """Reciprocal rank fusion of dense and BM25, each item's fused score times its weight."""
        fused: dict[int, float] = defaultdict(float)
        for rank, d in enumerate(self.dense_rank(qd, limit), 1):
            fused[d] += dense_weight / (k + rank)
        for rank, d in enumerate(self.sparse_rank(qs, limit), 1):
            fused[d] += sparse_weight / (k + rank)
        if weights is not None:
            for d in fused:
                fused[d] *= weights[d]
        return [d for d, _ in sorted(fused.items(), key=lambda x: (-x[1], x[0]))]


def sparse_docs(texts: Sequence[str]) -> list[Sparse]:
    """BM25 document vectors (utils.store.sparse) of many texts."""
    return [sp.embed_document(t) for t in texts]
