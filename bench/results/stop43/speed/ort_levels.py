import json, time
import numpy as np, onnxruntime as ort
from utils.embed.local import LocalEmbedder
calls = json.load(open("/tmp/speed43/embed_calls.json"))
texts = [t for c in calls for t in c]
e = LocalEmbedder()
ref = e.embed_documents(sorted(texts, key=len))
def sess(level, **cfg):
    o = ort.SessionOptions(); o.intra_op_num_threads = 1; o.inter_op_num_threads = 1
    o.graph_optimization_level = level
    o.add_session_config_entry("session.force_spinning_stop", "1")
    for k, v in cfg.items(): o.add_session_config_entry(k, v)
    return ort.InferenceSession(e._model, o, providers=["CPUExecutionProvider"])
L = ort.GraphOptimizationLevel
variants = {"all": (L.ORT_ENABLE_ALL, {}), "extended": (L.ORT_ENABLE_EXTENDED, {}), "basic": (L.ORT_ENABLE_BASIC, {}),
            "disable": (L.ORT_DISABLE_ALL, {})}
for rep in range(2):
    for name, (lv, cfg) in variants.items():
        e._passage = sess(lv, **cfg)
        t = time.thread_time()
        v = e.embed_documents(sorted(texts, key=len))
        dt = time.thread_time() - t
        print(f"{name:10s} {dt:.2f}s identical={np.array_equal(v, ref)} maxdiff={np.abs(v-ref).max():.2g}", flush=True)
