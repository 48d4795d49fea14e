"""The local MiniLM embedder: length-grouped model calls give every text the vector it gets alone; queries
and passages run on the fused int8 graph (utils/embed/query_graph.py), a query on its text's passage vector."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import numpy as np
import pytest

from tests.store_fixtures import local_embedder
from utils.embed.local import RUN_CELLS, LocalEmbedder, length_runs
from utils.embed.query_graph import BLOCK, query_model

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


class CountingRuns(LocalEmbedder):
    """The local embedder, counting its model calls."""

    runs = 0

    def _embed_run(self, seqs, sess=None):  # type: ignore[no-untyped-def]
        self.runs += 1
        return super()._embed_run(seqs, sess)


def test_embed_documents_keeps_input_order_and_groups_across_batch_size() -> None:
    emb = CountingRuns()
    got = emb.embed_documents(TEXTS, batch_size=3)
    documents_runs, emb.runs = emb.runs, 0
    assert np.array_equal(got, emb.embed_batch(TEXTS))
    # batch_size sizes a remote embedder's requests: here its edges would only split length groups.
    assert documents_runs == emb.runs == len(length_runs([len(emb._tok.encode(t if t.strip() else " ").ids) for t in TEXTS]))


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


def test_a_query_gets_its_text_s_passage_vector_on_the_int8_graph(caplog: pytest.LogCaptureFixture) -> None:
    """Queries (on several threads) and passages (on one) run the same fused graph, whose vectors do not
    depend on the thread count: a text's query vector is its passage vector, bit for bit. That graph
    multiplies the int8 weights with int8 dot products (activations quantized per block of 16), so against
    the model as shipped (the weights cast to float, which embedded passages before) a vector stays within
    cosine 0.999 - a store made before needs no reindex - and is not the same bits: it really ran on the
    int8 graph, not on the fallback."""
    emb = LocalEmbedder(query_threads=2)
    with caplog.at_level(logging.WARNING, logger="true_recall.embed.local"):
        emb.warm()
        emb.embed_batch(["warm"])
    assert caplog.text == ""
    shipped = emb._session(1)  # noqa: SLF001 - the graph as shipped, on the path of the model file
    differ = 0
    for text in TEXTS[:5] + ["以后都请附上单元测试", "x" * 3000]:
        q, d = emb.embed_query(text), emb.embed_batch([text])[0]
        assert q.shape == (emb.dim,) and q.dtype == np.float32
        assert np.array_equal(q, d)
        old = emb._embed_run([emb._tok.encode(text if text.strip() else " ").ids], shipped)[0]  # noqa: SLF001
        assert float(old @ d) >= 0.999
        differ += not np.array_equal(old, d)
    assert differ >= 5
    assert np.allclose(np.linalg.norm(emb.embed_query("   ")), 1.0, atol=1e-5)  # blank: a vector, not NaN


def test_the_query_graph_gives_a_padded_batch_the_vectors_each_text_gets_alone() -> None:
    """Its attention reads the mask: padding a short text to a long one's length changes nothing."""
    emb = local_embedder()
    emb.warm()
    seqs = [emb._tok.encode(t or " ").ids for t in TEXTS]  # noqa: SLF001
    together = emb._embed_run(seqs, emb._query_sess)  # noqa: SLF001
    alone = np.vstack([emb._embed_run([s], emb._query_sess) for s in seqs])  # noqa: SLF001
    assert np.array_equal(together, alone)


def test_the_query_graph_holds_the_model_int8_weights_in_fused_operators() -> None:
    """Per layer: one MatMulNBits over the query, key and value weights side by side, one for the attention
    output and two for the feed-forward, each over the model's own int8 values (stored +128) with the
    column's scale in every block; and nothing of the unfused export (Transpose, Reshape, Where ...)."""
    import onnx
    from onnx import numpy_helper

    emb = local_embedder()
    src = onnx.load(emb._model)  # noqa: SLF001
    out = onnx.ModelProto.FromString(query_model(emb._model))  # noqa: SLF001
    inits = {i.name: numpy_helper.to_array(i) for i in src.graph.initializer}
    made_by = {o: n for n in src.graph.node for o in n.output}
    # The source's int8 weight and scale of each linear module, found through the bias added after it.
    weight_of: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    for n in src.graph.node:
        if n.op_type == "Add" and n.input[1].endswith(".bias") and made_by.get(n.input[0], None) is not None:
            mm = made_by[n.input[0]]
            mul = made_by.get(mm.input[1]) if mm.op_type == "MatMul" else None
            if mul is not None and mul.op_type == "Mul":
                module = n.input[1][: -len(".bias")]
                weight_of[module] = (inits[made_by[mul.input[0]].input[0]], inits[mul.input[1]].reshape(-1))
    assert len(weight_of) == 36  # 6 layers x 6 linear modules
    got = {i.name: numpy_helper.to_array(i) for i in out.graph.initializer}
    nbits = {n.name: n for n in out.graph.node if n.op_type == "MatMulNBits"}
    assert len(nbits) == 24
    parts = {"qkv": ("attention.self.query", "attention.self.key", "attention.self.value"),
             "out": ("attention.output.dense",), "ffn1": ("intermediate.dense",), "ffn2": ("output.dense",)}
    for layer in range(6):
        for short, modules in parts.items():
            node = nbits[f"l{layer}.{short}"]
            attrs = {a.name: a.i for a in node.attribute}
            q = np.concatenate([weight_of[f"inner.encoder.layer.{layer}.{m}"][0] for m in modules], axis=1)
            scale = np.concatenate([weight_of[f"inner.encoder.layer.{layer}.{m}"][1] for m in modules])
            k, n = q.shape
            assert (attrs["K"], attrs["N"], attrs["bits"], attrs["block_size"]) == (k, n, 8, BLOCK)
            assert np.array_equal(got[node.input[1]].astype(np.int16).reshape(n, k) - 128, q.T)
            assert np.array_equal(got[node.input[2]], np.repeat(scale, k // BLOCK))
    assert {n.op_type for n in out.graph.node} == {"Cast", "EmbedLayerNormalization", "MatMulNBits", "Split",
                                                   "MultiHeadAttention", "SkipLayerNormalization", "BiasGelu"}
    assert len(out.graph.node) < len(src.graph.node) / 5


def test_the_query_pool_stops_spinning_when_a_query_is_done() -> None:
    """onnxruntime's pool thread spins between a run's nodes; after the run it must not go on burning the
    core the store query needs next (it burnt ~46 of the next 100 ms before session.force_spinning_stop)."""
    emb = LocalEmbedder(query_threads=2)
    for _ in range(5):
        emb.embed_query("warm the pool up")
    burnt = []
    for _ in range(5):
        emb.embed_query("what did we decide about the database")
        c0 = time.process_time()
        time.sleep(0.1)  # the idle window being measured: CPU this process burns while it waits
        burnt.append(time.process_time() - c0)
    assert sorted(burnt)[2] < 0.01, burnt


def test_a_model_the_query_graph_cannot_rebuild_leaves_embedding_on_the_graph_as_shipped(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another model layout is refused by name (ValueError), and the embedder says so and embeds queries
    and passages on the graph as shipped."""
    import onnx
    from onnx import TensorProto, helper

    odd = tmp_path / "odd.onnx"
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])
    onnx.save(helper.make_model(helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "odd", [x],
                                                  [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])), odd)
    with pytest.raises(ValueError, match="LayerNormalization"):
        query_model(str(odd))
    # The embedder's builder meets that model (the real builder, on the odd file) instead of its own.
    monkeypatch.setattr("utils.embed.local.query_model", lambda _path: query_model(str(odd)))
    emb = LocalEmbedder(query_threads=1)
    with caplog.at_level(logging.WARNING, logger="true_recall.embed.local"):
        q = emb.embed_query("I prefer tea.")
    assert "embedding runs on the float graph (ValueError: no LayerNormalization in the model)" in caplog.text
    d = emb.embed_batch(["I prefer tea."])[0]
    assert caplog.text.count("float graph") == 1  # the fused graph is tried once, not per session
    assert np.array_equal(q, d)
    shipped = emb._session(1)  # noqa: SLF001
    assert np.array_equal(d, emb._embed_run([emb._tok.encode("I prefer tea.").ids], shipped)[0])  # noqa: SLF001


def test_queries_alone_never_build_the_passage_session() -> None:
    """serve embeds queries only: the passage session is made on the first passage."""
    emb = LocalEmbedder()
    emb.warm()
    q = emb.embed_query("where is the passport")
    assert emb._passage is None  # noqa: SLF001
    d = emb.embed_batch(["where is the passport"])[0]
    assert emb._passage is not None and np.array_equal(q, d)  # noqa: SLF001
