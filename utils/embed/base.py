"""The embedder interface: one abstract method (`embed_batch`), everything else built on it."""

from __future__ import annotations

import abc
from collections.abc import Sequence

import numpy as np


class Embedder(abc.ABC):
    """Turns texts into L2-normalised vectors of a fixed dimension."""

    #: recorded in the collection; a store built by another embedder refuses to mix vectors
    name: str
    dim: int
    query_prefix: str = ""
    #: computes on this machine's cores (a local model), not in another process or host (Ollama): a search
    #: then embeds the query before its two legs rather than beside the keyword leg (retrieve/search).
    on_local_cores: bool = False
    #: a text's vector does not depend on the texts embedded with it, so texts may be sent in any grouping
    #: (the curator then embeds on a worker thread while it extracts: curate/embed_ahead.py)
    batch_invariant: bool = False

    @abc.abstractmethod
    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """Embed texts as stored passages; returns float32 array (len(texts), dim), unit rows."""

    def embed_documents(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Embed any number of passages, batch by batch."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [self.embed_batch(texts[i : i + batch_size]) for i in range(0, len(texts), batch_size)]
        return np.vstack(parts)

    def embed_query(self, text: str) -> np.ndarray:
        """Embed one search query (with the model's retrieval prefix, if it has one)."""
        return self.embed_batch([self.query_prefix + text])[0]

    def warm(self) -> None:
        """Make now what the first query would otherwise make (a local model's query session): serve calls
        it at start, so its first request does not pay it."""

    def close(self) -> None:
        """Release what the embedder holds (an HTTP pool, a model session); safe to call twice."""


def normalise(v: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (the stores compare by cosine)."""
    n = np.linalg.norm(v, axis=1, keepdims=True)
    return (v / np.maximum(n, 1e-12)).astype(np.float32)
