"""BM25 sparse vectors for gems and queries, the same for both stores.

The term-frequency half of BM25 is computed here with qdrant-edge's built-in ``Bm25`` model (hashed
token ids, English stemming and stopwords); the IDF half is applied by the store (sparse vector
params with the IDF modifier), so a vector stays valid as the collection grows.

CJK text has no spaces, and a dictionary segmenter splits "喝咖啡" into one word that a query for
"咖啡" never matches. So runs of CJK characters are rewritten as their character unigrams and
bigrams (as Lucene's CJK analyzer does), which match whatever the segmentation would have been.
"""

from __future__ import annotations

import threading
from datetime import date
from functools import lru_cache

from utils.store.base import Sparse
from utils.text import CJK_RUN as _CJK_RUN

# BM25 parameters: the textbook k1/b; gems are one or two sentences, so the average length is short.
BM25_K = 1.2
BM25_B = 0.75
BM25_AVG_LEN = 24.0

_lock = threading.Lock()


def _cjk_grams(run: str) -> str:
    grams = list(run)
    grams += [run[i : i + 2] for i in range(len(run) - 1)]
    return " " + " ".join(grams) + " "


def prepare(text: str) -> str:
    """The text as the tokenizer sees it: CJK runs expanded into unigrams and bigrams."""
    return _CJK_RUN.sub(lambda m: _cjk_grams(m.group()), text)


@lru_cache(maxsize=1)
def _model() -> object:
    from qdrant_edge import Bm25, Bm25Config, TokenizerType

    return Bm25(Bm25Config(k=BM25_K, b=BM25_B, avg_len=BM25_AVG_LEN, tokenizer=TokenizerType.Word, language="english"))


def _merge(indices: list[int], values: list[float]) -> Sparse:
    # Keep indices sorted and unique: both stores accept that, and equal inputs give equal vectors.
    acc: dict[int, float] = {}
    for i, v in zip(indices, values):
        acc[int(i)] = acc.get(int(i), 0.0) + float(v)
    keys = sorted(acc)
    return Sparse(indices=keys, values=[acc[k] for k in keys])


def embed_document(text: str) -> Sparse:
    """BM25 term weights of a stored gem (IDF is applied by the store)."""
    with _lock:
        sv = _model().embed_document(prepare(text))  # type: ignore[attr-defined]
    return _merge(list(sv.indices), list(sv.values))


def embed_documents(texts: list[str]) -> list[Sparse]:
    """embed_document for many texts."""
    return [embed_document(t) for t in texts]


def embed_query(text: str) -> Sparse:
    """A query's sparse vector: weight 1 per distinct token."""
    with _lock:
        sv = _model().embed_query(prepare(text))  # type: ignore[attr-defined]
    return _merge(list(sv.indices), list(sv.values))


def covers(query: str, text: str) -> bool:
    """Whether the text holds at least half of the query's words as the keyword leg reads them (stemmed,
    stopwords left out, CJK as grams): how a forget-by-query reaches gems no search can (the review queue, the
    cleaned-up gems waiting for undo), one rule for both."""
    want = set(embed_query(query).indices)
    return bool(want) and 2 * len(want & set(embed_document(text).indices)) >= len(want)


def date_words(day: date) -> str:
    """A gem's date as words people put in questions ("what did I decide in March 2024?")."""
    return f"{day.day} {day.strftime('%B')} {day.year}"


def sparse_text(gem: str, context: str, day: date) -> str:
    """What the keyword leg indexes: the gem's text and its date in words (the dense leg gets no date:
    a date says nothing about what a gem means, but a query naming a month should find that month's gems)."""
    body = f"{gem}\n{context}".strip() if context else gem
    return f"{body}\n{date_words(day)}"


def gem_text(gem: str, context: str = "") -> str:
    """What the dense vector indexes: the statement alone. The context (the question a statement answered)
    goes to the keyword leg only (sparse_text): in the dense vector it blurs what the statement means, and
    it would double the text each gem costs to embed."""
    return gem
