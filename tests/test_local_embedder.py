"""The local MiniLM embedder: length-grouped model calls give every text the vector it gets alone."""

from __future__ import annotations

import numpy as np
import pytest

from tests.store_fixtures import local_embedder
from utils.embed.local import RUN_CELLS, int8_kernel_model, length_runs

# Lengths far apart on purpose: one call over all of them would pad the short ones to the longest.
TEXTS = [
    "We moved the nightly backups to Backblaze B2.",
    "ok",
    "",
    "I'm allergic to peanuts, so please never suggest satay. " * 12,
    "My sister Ana lives in Porto and visits every August; we usually go hiking in Gerês together.",
    "Deploys go out on Tuesdays.",
    "The staging cluster runs Kubernetes 1.29 on three t3.large nodes behind an ALB. " * 4,
    "We moved the nightly backups to Backblaze B2.",  # a repeat: the same vector as the first
    "I prefer tea.",
]


def test_batched_vectors_equal_the_ones_each_text_gets_alone() -> None:
    emb = local_embedder()
    together = emb.embed_batch(TEXTS)
    alone = np.vstack([emb.embed_batch([t]) for t in TEXTS])
    assert together.shape == (len(TEXTS), emb.dim)
    # Bit for bit: curation decisions (dedup, supersession) must not depend on what a text is batched with.
    assert np.array_equal(together, alone)
    assert np.array_equal(together[0], together[7])
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)


def test_embed_documents_keeps_input_order_across_batches() -> None:
    emb = local_embedder()
    got = emb.embed_documents(TEXTS, batch_size=3)
    assert np.array_equal(got, emb.embed_batch(TEXTS))


def test_length_runs_group_similar_lengths_shortest_first() -> None:
    lengths = [100, 3, 40, 4, 41, 5, 300, 99]
    runs = length_runs(lengths)
    assert sorted(i for r in runs for i in r) == list(range(len(lengths)))
    assert runs == [[1, 3, 5], [2, 4], [7, 0], [6]]
    for r in runs:
        assert len(r) * max(lengths[i] for i in r) <= RUN_CELLS or len(r) == 1


def test_length_runs_cap_the_padded_size() -> None:
    runs = length_runs([20] * 100, cells=128)
    assert [len(r) for r in runs] == [6] * 16 + [4]
    assert length_runs([]) == []
    assert length_runs([600, 600]) == [[0], [1]]  # longer than the cap: each alone


def test_a_query_on_the_int8_kernels_gets_nearly_the_vector_its_text_gets_as_a_passage() -> None:
    """The query graph multiplies the same int8 weights with int8 dot products (activations quantized per
    block of 16); the passage graph in float. The two vectors of one text stay within cosine 0.999."""
    emb = local_embedder()
    for text in TEXTS[:5] + ["以后都请附上单元测试", "x" * 3000]:
        q, d = emb.embed_query(text), emb.embed_batch([text])[0]
        assert q.shape == (emb.dim,) and q.dtype == np.float32
        assert float(q @ d) >= 0.999
    assert np.allclose(np.linalg.norm(emb.embed_query("   ")), 1.0, atol=1e-5)  # blank: a vector, not NaN


def test_the_query_graph_holds_the_same_int8_weights() -> None:
    """Every int8 matrix product becomes a MatMulNBits over the same values (stored +128) and the column's
    scale in every block; the float casts of those weights are gone."""
    import onnx
    from onnx import numpy_helper

    emb = local_embedder()
    src = onnx.load(emb._model)  # noqa: SLF001
    out = onnx.ModelProto.FromString(int8_kernel_model(emb._model))  # noqa: SLF001
    int8_src = {i.name: numpy_helper.to_array(i) for i in src.graph.initializer if i.data_type == onnx.TensorProto.INT8}
    casts = {n.output[0]: n.input[0] for n in src.graph.node if n.op_type == "Cast"}
    muls = {n.output[0]: n.input for n in src.graph.node if n.op_type == "Mul"}
    matmuls = {n.name: n for n in src.graph.node if n.op_type == "MatMul"}
    over_int8 = [n for n in matmuls.values() if casts.get(muls.get(n.input[1], [""])[0]) in int8_src]
    nbits = [n for n in out.graph.node if n.op_type == "MatMulNBits"]
    assert sorted(n.name for n in nbits) == sorted(n.name for n in over_int8) and len(nbits) == 36
    # What is left in float: the attention products and the embedding tables (read by Gather, not multiplied).
    assert all(n.op_type != "MatMul" or n.name not in {m.name for m in over_int8} for n in out.graph.node)
    inits = {i.name: numpy_helper.to_array(i) for i in out.graph.initializer}
    for node in nbits:
        attrs = {a.name: a.i for a in node.attribute}
        k, block = attrs["K"], attrs["block_size"]
        weight_q, weight_scale = muls[matmuls[node.name].input[1]]
        q = int8_src[casts[weight_q]]
        packed = inits[node.input[1]].astype(np.int16) - 128
        assert np.array_equal(packed.reshape(q.shape[1], k), q.T)
        scale = numpy_helper.to_array([i for i in src.graph.initializer if i.name == weight_scale][0]).reshape(-1)
        assert np.array_equal(inits[node.input[2]], np.repeat(scale, k // block))
