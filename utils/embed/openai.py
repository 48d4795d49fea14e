"""Embeddings from any OpenAI-compatible server's /v1/embeddings (llama.cpp, vLLM, LM Studio, LocalAI)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from utils.config import Settings
from utils.embed.base import Embedder, normalise
from utils.errors import StopError
from utils.openai_http import OpenAIRejected, OpenAITransient, open_client, post_json
from utils.retry import call_with_retry


class EmbedFailed(OpenAITransient):
    """A transient /v1/embeddings failure (5xx, 429, timeout, dropped connection)."""


class OpenAIEmbedder(Embedder):
    """Passages and queries embedded by an OpenAI-compatible server (the query gets embedder.query_prefix)."""

    def __init__(self, settings: Settings, retry_initial_s: float = 0.5) -> None:
        self.cfg = settings.openai
        self.name = settings.openai.embed_model
        self.dim = settings.embedder.dim
        self.query_prefix = settings.embedder.query_prefix
        self.retry_initial_s = retry_initial_s
        self.client = open_client(self.cfg.base_url, self.cfg.timeout_s, self.cfg.api_key_env)

    @classmethod
    def from_settings(cls, settings: Settings) -> "OpenAIEmbedder":
        return cls(settings)

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self.client.close()

    def _embed_once(self, texts: list[str]) -> list[list[float]]:
        try:
            resp = post_json(self.client, "embeddings", {"model": self.name, "input": texts}, self.name, "embed",
                             EmbedFailed)
        except OpenAIRejected as e:
            raise StopError(f"{self.cfg.base_url} refused the embed request ({e})") from e
        data = resp.get("data")
        if not isinstance(data, list) or not all(isinstance(d, dict) and isinstance(d.get("embedding"), list)
                                                 for d in data):
            raise EmbedFailed(f"{self.cfg.base_url} answered without data[].embedding: {str(resp)[:160]!r}")
        # Servers may answer out of order; `index` says which input each vector is.
        return [d["embedding"] for d in sorted(data, key=lambda d: int(d.get("index", 0)))]

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        # Some servers reject empty inputs; a blank passage embeds as a single space, like the local embedder.
        inputs = [t if t.strip() else " " for t in texts]
        vecs = call_with_retry(
            lambda: self._embed_once(inputs), f"openai embed ({self.name})", (EmbedFailed,),
            attempts=self.cfg.retries, initial_s=self.retry_initial_s,
        )
        if len(vecs) != len(inputs):
            raise EmbedFailed(f"{self.cfg.base_url} returned {len(vecs)} embeddings for {len(inputs)} texts")
        try:
            arr = np.asarray(vecs, dtype=np.float32)
        except ValueError as e:
            raise StopError(f"{self.name} returned vectors of different lengths") from e
        if arr.ndim != 2 or arr.shape[1] != self.dim:
            got = arr.shape[1] if arr.ndim == 2 else "ragged"
            raise StopError(f"{self.name} returned {got}-d vectors but embedder.dim is {self.dim}; "
                            "set embedder.dim to the model's dimension")
        return normalise(arr)
