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
print('actual', sum(r['hit'] for r in rows))
for window in (40,50,60,80,100):
    for slots in (1,2):
        by=collections.Counter(); tot=0
        for r in rows:
            h=evaluate(r,window,slots); tot+=h; by[r['cat']]+=h
        print(window,slots,tot,dict(sorted(by.items())))
