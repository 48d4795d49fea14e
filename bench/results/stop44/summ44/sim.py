import json, sys, math
sys.path.insert(0, '.')
from retrieve.ranker import asks_order_or_summary
rows=[json.loads(l) for l in open(sys.argv[1])]
rows=[r for r in rows if r['memory']=='gems' and asks_order_or_summary(r['q'])]
def items_of(r, nodecay=False, noimp=False):
    out=[]
    for i,f in enumerate(r['full']):
        w,ev,sc,sf,day,ts,cats,pinned,txt,dec,rel,imp,summ,tim,sup=f
        b=sc/sf if sf else sc
        if nodecay: b/=dec
        if noimp: b/=imp
        out.append(dict(w=w,ev=ev,b=b,day=day,ts=ts,pinned=pinned,txt=txt))
    return out
def select(r, spread=0.7, nodecay=False, noimp=False, unpin=False, budget=300, rounds=False):
    items=items_of(r,nodecay,noimp)
    pins=[] if unpin else [x for x in items if x['pinned']]
    rest=[x for x in items if x not in pins]
    taken={}; out=list(pins)
    while rest:
        best=max(rest,key=lambda x: x['b']*spread**taken.get(x['day'],0)); rest.remove(best); out.append(best); taken[best['day']]=taken.get(best['day'],0)+1
    used=0
    for x in out:
        if used+x['w']>budget: break
        used+=x['w']
        if x['ev']: return True
    return False
def part(r): return 'A' if int(r['conv'])<=5 else 'B'
def run(**kw):
    by={}
    for r in rows:
        h=select(r,**kw); k=(r['cat'][:5],part(r)); by.setdefault(k,[0,0]); by[k][0]+=h; by[k][1]+=1
    return ' '.join(f'{k[0]}{k[1]}:{v[0]}/{v[1]}' for k,v in sorted(by.items()))
print('actual ', ' '.join(f"{c}{p}:{sum(r['hit'] for r in rows if r['cat'][:5]==c and part(r)==p)}" for c in ('event','summa') for p in 'AB'))
for kw in [dict(), dict(nodecay=True), dict(noimp=True), dict(nodecay=True,noimp=True), dict(unpin=True), dict(nodecay=True,unpin=True),
           dict(spread=0.5), dict(spread=0.3), dict(spread=0.5,nodecay=True), dict(spread=0.3,nodecay=True), dict(spread=0.1,nodecay=True)]:
    print(kw, run(**kw))
print('--- fill: skip a line that does not fit, keep going')
def fill(r, maxskip=100, cap=None):
    used=0; skipped=0
    for f in r['full']:
        w=f[0]
        if cap and w>cap: continue
        if used+w>300:
            skipped+=1
            if skipped>maxskip: break
            continue
        used+=w
        if f[1]: return True
    return False
for kw in [dict(), dict(maxskip=3), dict(maxskip=10), dict(cap=60), dict(cap=80), dict(cap=50)]:
    by={}
    for r in rows:
        h=fill(r,**kw); k=(r['cat'][:5],part(r)); by.setdefault(k,[0,0]); by[k][0]+=h; by[k][1]+=1
    print(kw, ' '.join(f'{k[0]}{k[1]}:{v[0]}/{v[1]}' for k,v in sorted(by.items())))
