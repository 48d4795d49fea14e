"""Text embedders, chosen in config (``embedder.backend``), never as a fallback for each other.

- ``local``: all-MiniLM-L6-v2, int8 ONNX on onnxruntime (utils/embed/local.py). Offline, no torch.
- ``ollama``: ``mxbai-embed-large`` (1024-d) through the official client's ``/api/embed``
  (utils/embed/ollama.py).
- ``openai``: any OpenAI-compatible ``/v1/embeddings`` (utils/embed/openai.py).
- any other name: an embedder another package registers (entry point group ``true_recall.embedders``,
  utils/plugins.py), called with the Settings.
"""

from __future__ import annotations

from utils.config import Settings
from utils.embed.base import Embedder, normalise
from utils.errors import StopError

__all__ = ["Embedder", "normalise", "open_embedder"]


def open_embedder(settings: Settings) -> Embedder:
    """The embedder the config names."""
    from utils.plugins import EMBEDDERS, find

    cfg = settings.embedder
    emb = find(EMBEDDERS, cfg.backend)(settings)
    if not isinstance(emb, Embedder):
        raise StopError(f"embedder.backend {cfg.backend!r} made a {type(emb).__name__}, not an Embedder")
    if emb.dim != cfg.dim:
        raise StopError(f"embedder.dim is {cfg.dim} but {emb.name} gives {emb.dim}-d vectors; fix embedder.dim")
    return emb
