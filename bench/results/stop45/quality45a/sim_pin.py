import json, re, sys, collections, itertools
import numpy as np
from utils.embed.local import LocalEmbedder
rows=[json.loads(l) for l in open(__import__('os').environ.get('DUMP', '/tmp/q45a/dump.jsonl')) if '"memory": "gems"' in l]
E=LocalEmbedder()
SCOPE=re.compile(r"\b(?:when(?:ever)?|if) (?:i|we) (?:ask|am asking|talk|inquire|request)\w* (?:about|for|on|regarding)? ?(.+?)[.!]?$", re.I)
ins=collections.defaultdict(dict)   # conv -> text -> item tuple
for r in rows:
    for f in r['full']:
        if 'instruction' in f[6]:
            ins[r['conv']][f[8].split('User: ',1)[-1]]=f
cache={}
def vec(t):
    if t not in cache: cache[t]=E.embed_documents([t])[0]
    return cache[t]
qv={r['q']:E.embed_query(r['q']) for r in rows}
def sims(r, mode):
    out=[]
    for t,f in ins[r['conv']].items():
        if f[9]['capped_below']: continue
        m=SCOPE.search(t)
        s=m.group(1) if (m and mode=='scope') else t
        out.append((float(qv[r['q']]@vec(s)), t))
    return sorted(out, reverse=True)
def run(mode, slots, band, floor=0.0, keep_old=False, parts=('1-5','6-10')):
    res=collections.Counter(); changed=[]
    for r in rows:
        c=int(r['conv']); part='1-5' if c<=5 else '6-10'
        items=[dict(words=f[0],ev=f[1],cats=f[6],t=f[8].split('User: ',1)[-1],pin=f[7]) for f in r['full']]
        # evidence for pinned items not in top 100: does it count? ev = f[1] in other rows is for other q; recompute: evidence covers r['ev']
        base=[it for it in items if not it['pin']]  # unpinned general order
        old=[it for it in items if it['pin']]
        if mode=='old': ranked=items
        else:
            sc=sims(r,mode)
            if not sc: ranked=items
            else:
                best=sc[0][0]
                chosen=[t for s,t in sc[:slots] if s>=band*best and s>=floor]
                if keep_old:
                    chosen=[o['t'] for o in old]+[t for t in chosen if t not in [o['t'] for o in old]]
                    chosen=chosen[:max(slots,len(old))]
                pins=[]
                for t in chosen:
                    f=ins[r['conv']][t]
                    cov=set(f[10]); ev=bool(cov & set(r['ev']))
                    pins.append(dict(words=f[0],ev=ev,t=t))
                ranked=pins+[it for it in base+old if it['t'] not in chosen]
        used=0; h=False
        for it in ranked:
            if used+it['words']>300: break
            used+=it['words']
            if it['ev']: h=True; break
        res[part]+=h
        if h!=r['hit']: changed.append(('+' if h else '-', r['conv'], r['cat'], r['q'][:80]))
    return res, changed
if __name__=='__main__':
    print('old', run('old',1,0))
    for mode in ('scope','full'):
        for slots in (1,2,3):
            for band in (0.0,0.8,0.9):
                for ko in (False,True):
                    r,c=run(mode,slots,band,keep_old=ko)
                    print(mode,slots,band,'keep_old' if ko else '',dict(r),c)
