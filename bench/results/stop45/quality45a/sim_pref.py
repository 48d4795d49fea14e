import json, re, sys, collections
sys.path.insert(0, '.')
from retrieve.ranker import asks_advice
rows=[json.loads(l) for l in open(__import__('os').environ.get('DUMP', '/tmp/q45a/dump.jsonl')) if '"memory": "gems"' in l]
STATED=re.compile(r"\bI(?:'d| would)? (?:prefer|rather|like to|love to|tend to|want (?:it|them|things) to)\b|\bI(?:'m| am) (?:more )?comfortable with\b", re.I)
def run(w):
    res=collections.Counter(); ch=[]
    for r in rows:
        part='1-5' if int(r['conv'])<=5 else '6-10'
        adv=asks_advice(r['q'])
        items=[]
        for f in r['full']:
            text=f[8].split('User: ',1)[-1]
            m=w if adv and STATED.search(text) else 1.0
            items.append((f[7], -f[2]*m, f[0], f[1]))
        # pinned first, as in the run
        items.sort(key=lambda x:(not x[0], x[1]))
        used=0; h=False
        for p,s,words,ev in items:
            if used+words>300: break
            used+=words
            if ev: h=True; break
        res[part]+=h
        if h!=r['hit']: ch.append(('+' if h else '-', r['conv'], r['cat'], r['q'][:70]))
    return dict(res), ch
for w in (1.0,1.5,2,3,4):
    print(w, *run(w))
