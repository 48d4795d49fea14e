"""Leave-one-set-out figures of the pattern floor (curate/rules.yaml pattern_floor) from an intent_train report.

    python -m bench.intent_floor bench/results/intent_model_v7_loso.json

For each held set: the held-out model alone, the patterns alone, and the product (model OR encoded order OR a
pattern hit where the held-out model's score is above the floor) at several floors. The encoded layer's
hidden texts are judged by the patterns here (the held-out model is not kept in the report).
"""

import json
import sys
from pathlib import Path
from utils.config import Settings
from curate.gatekeeper import injection_rules, judged, load_rules
from curate import encoded
from curate.quoted import speakers_words
rules = load_rules(Settings())
rep = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
floors = [None, -3.0, -2.0, -1.5, -1.0, -0.5, 0.0]
print("set".ljust(34), "model".ljust(12), "patterns".ljust(12), " | ".join(f"either floor={f}" for f in floors))
for key, r in rep.items():
    if not key.startswith("loso:"): continue
    held = key.split(":")[1]; d = json.loads(Path(f"tests/data/{held}.json").read_text(encoding="utf-8"))
    thr = r["threshold"]; row = {}
    for lab in ("hostile", "ordinary"):
        sc = r[f"{lab}_scores"]; texts = d[lab]
        pat = [injection_rules(rules, t) for t in texts]
        enc = [encoded.decode_and_act(t) or encoded.transform_and_act(speakers_words(judged(t)))
               or any(injection_rules(rules, h) for h in encoded.hidden(t) + encoded.deciphered(t)) for t in texts]
        m = [s > thr for s in sc]
        row[lab] = (sum(m), sum(pat), [sum(mm or e or (p and (f is None or s > f)) for mm, e, p, s in zip(m, enc, pat, sc)) for f in floors], len(texts))
    h, o = row["hostile"], row["ordinary"]
    name = held + (" strict" if key.endswith(":strict") else "")
    print(name.ljust(34), f"{h[0]}/{h[3]} {o[0]}/{o[3]}".ljust(12), f"{h[1]}/{h[3]} {o[1]}/{o[3]}".ljust(12),
          " | ".join(f"{a}/{h[3]} {b}/{o[3]}" for a, b in zip(h[2], o[2])))
