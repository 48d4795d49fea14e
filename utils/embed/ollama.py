"""The production embedder: mxbai-embed-large (1024-d) through the official ollama client's /api/embed."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import ollama

from utils.config import Settings
from utils.embed.base import Embedder, normalise
from utils.errors import StopError
from utils.ollama_errors import OllamaTransient, translated
from utils.retry import call_with_retry


class EmbedFailed(OllamaTransient):
    """A transient /api/embed failure (5xx, 429, timeout, dropped connection)."""


class OllamaEmbedder(Embedder):
    """Passages and queries embedded by an Ollama server (the query gets the model's retrieval prefix)."""

    def __init__(self, settings: Settings, retry_initial_s: float = 0.5) -> None:
        self.cfg = settings.ollama
        self.name = settings.ollama.embed_model
        self.dim = settings.embedder.dim
        self.query_prefix = settings.embedder.query_prefix
        self.batch_size = settings.embedder.batch_size
        self.retry_initial_s = retry_initial_s
        self.client = ollama.Client(host=self.cfg.host, timeout=self.cfg.timeout_s)

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self.client.close()

    def _embed_once(self, texts: list[str]) -> list[Sequence[float]]:
        try:
            with translated(self.cfg.host, self.name, "embed", EmbedFailed):
                resp = self.client.embed(model=self.name, input=texts, keep_alive=self.cfg.keep_alive)
        except ollama.ResponseError as e:
            raise StopError(f"Ollama refused the embed request ({e.status_code}): {e.error}") from e
        return list(resp.embeddings)

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        # Ollama rejects empty inputs; a blank passage embeds as a single space, like the local embedder.
        inputs = [t if t.strip() else " " for t in texts]
        vecs = call_with_retry(
            lambda: self._embed_once(inputs), f"ollama embed ({self.name})", (EmbedFailed,),
            attempts=self.cfg.retries, initial_s=self.retry_initial_s,
        )
        if len(vecs) != len(inputs):
            raise EmbedFailed(f"Ollama returned {len(vecs)} embeddings for {len(inputs)} texts")
        arr = np.asarray(vecs, dtype=np.float32)
        if arr.ndim != 2 or arr.shape[1] != self.dim:
            got = arr.shape[1] if arr.ndim == 2 else "ragged"
            raise StopError(
                f"{self.name} returned {got}-d vectors but embedder.dim is {self.dim}; "
                f"set embedder.dim to the model's dimension (mxbai-embed-large: 1024)"
            )
        return normalise(arr)
