import json, sys
rows=[json.loads(l) for l in open(sys.argv[1]) if '"memory": "gems"' in l]
rows=[r for r in rows if r['memory']=='gems']
def evaluate(r, window, slots):
    full=r['full']
    items=[dict(w=f[0],ev=f[1],sc=f[2],inst='instruction' in f[6]) for f in full]
    # unpinned order: by score, stable (pinned ones were moved to the top keeping their score)
    order=sorted(range(len(items)), key=lambda i:-items[i]['sc'])
    ranked=[items[i] for i in order]
    picked=[i for i,x in enumerate(ranked[:window]) if x['inst']][:slots]
    out=[ranked[i] for i in picked]+[x for i,x in enumerate(ranked) if i not in picked]
    used=0
    for x in out[:40]:
        if used+x['w']>300: break
        used+=x['w']
        if x['ev']: return True
    return False

import collections
sys.path.insert(0, '/work/wt/beam31')
from retrieve.ranker import asks_order_or_summary
for window in (40,50):
    by=collections.Counter(); tot=0
    for r in rows:
        h=evaluate(r,window,0 if asks_order_or_summary(r['q']) else 1); tot+=h; by[r['cat']]+=h
    print('no pin for order/summary, window',window,tot,dict(sorted(by.items())))
