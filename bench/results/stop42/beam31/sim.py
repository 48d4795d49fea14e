import json, sys, math, itertools
sys.path.insert(0, '/work/wt/beam31')
from retrieve.ranker import asks_order_or_summary
rows=[json.loads(l) for l in open(sys.argv[1]) if '"memory": "gems"' in l]
rows=[r for r in rows if r['memory']=='gems' and asks_order_or_summary(r['q'])]
def select(full, spread=0.7, W=None, p=0.0, unpin=False, key='day', base=None):
    items=[]
    for i,(w,ev,sc,sf,day,ts,cats,pinned,txt) in enumerate(full):
        b=sc/sf if sf else sc
        items.append(dict(i=i,w=w,ev=ev,b=b,day=day if key=='day' else ts,pinned=pinned))
    pins=[] if unpin else [x for x in items if x['pinned']]
    rest=[x for x in items if x not in pins]
    taken={}; out=list(pins)
    while rest:
        def val(x):
            v=x['b']*spread**taken.get(x['day'],0)
            if W: v*= (W/max(W,x['w']))**p
            return v
        best=max(rest,key=val); rest.remove(best); out.append(best); taken[best['day']]=taken.get(best['day'],0)+1
    used=0
    for x in out:
        if used+x['w']>300: break
        used+=x['w']
        if x['ev']: return True
    return False
def run(**kw):
    by={}
    for r in rows:
        h=select(r['full'],**kw); by.setdefault(r['cat'],[0,0]); by[r['cat']][0]+=h; by[r['cat']][1]+=1
    return by
print('base hit', {c: sum(r['hit'] for r in rows if r['cat']==c) for c in set(r['cat'] for r in rows)})
for kw in [dict(), dict(unpin=True), dict(spread=0.5), dict(spread=0.3), dict(spread=0.1), dict(key='ts'), dict(key='ts',spread=0.5),
           dict(W=20,p=0.5), dict(W=20,p=1), dict(W=30,p=1), dict(W=15,p=0.5),dict(W=25,p=0.5), dict(W=20,p=0.5,spread=0.5), dict(W=20,p=0.5,unpin=True)]:
    print(kw, run(**kw))
print('--- first-mention bonus')
def select2(full, bonus, spread=0.7, topn=100):
    items=[]
    for i,(w,ev,sc,sf,day,ts,cats,pinned,txt) in enumerate(full[:topn]):
        items.append(dict(w=w,ev=ev,b=sc/sf if sf else sc,day=day,ts=ts,pinned=pinned))
    # order of each gem among the pool's gems of its day, by time
    for d in set(x['day'] for x in items):
        xs=sorted([x for x in items if x['day']==d], key=lambda x:x['ts'])
        for j,x in enumerate(xs): x['pos']=j/ max(1,len(xs)-1)
    pins=[x for x in items if x['pinned']]; rest=[x for x in items if not x['pinned']]
    taken={}; out=list(pins)
    while rest:
        val=lambda x: x['b']*spread**taken.get(x['day'],0)*(1+bonus*(1-x['pos']))
        best=max(rest,key=val); rest.remove(best); out.append(best); taken[best['day']]=taken.get(best['day'],0)+1
    used=0
    for x in out:
        if used+x['w']>300: break
        used+=x['w']
        if x['ev']: return True
    return False
for b in (0.0,0.2,0.5,1.0):
  for topn in (20,40,100):
    by={}
    for r in rows:
        h=select2(r['full'],b,topn=topn); by.setdefault(r['cat'],[0,0]); by[r['cat']][0]+=h; by[r['cat']][1]+=1
    print(b,topn,by)
