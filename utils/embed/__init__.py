"""Text embedders, chosen in config (``embedder.backend``), never as a fallback for each other.

- ``local``: all-MiniLM-L6-v2, int8 ONNX on onnxruntime (utils/embed/local.py). Offline, no torch.
- ``ollama``: ``mxbai-embed-large`` (1024-d) through the official client's ``/api/embed``
  (utils/embed/ollama.py).
"""

from __future__ import annotations

from utils.config import Settings
from utils.embed.base import Embedder, normalise
from utils.errors import StopError

__all__ = ["Embedder", "normalise", "open_embedder"]


def open_embedder(settings: Settings) -> Embedder:
    """The embedder the config names."""
    cfg = settings.embedder
    if cfg.backend == "local":
        from utils.embed.local import LocalEmbedder

        emb: Embedder = LocalEmbedder()
    else:
        from utils.embed.ollama import OllamaEmbedder

        emb = OllamaEmbedder(settings)
    if emb.dim != cfg.dim:
        raise StopError(f"embedder.dim is {cfg.dim} but {emb.name} gives {emb.dim}-d vectors; fix embedder.dim")
    return emb
