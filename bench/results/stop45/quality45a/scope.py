import json, re, sys, collections
import numpy as np
from utils.embed.local import LocalEmbedder
rows=[json.loads(l) for l in open(__import__('os').environ.get('DUMP', '/tmp/q45a/dump.jsonl')) if '"memory": "gems"' in l]
E=LocalEmbedder()
SCOPE=re.compile(r"\b(?:when(?:ever)?|if) (?:i|we) (?:ask|am asking|talk|inquire|request)\w* (?:about|for|on|regarding)? ?(.+?)[.!]?$", re.I)
ins=collections.defaultdict(dict)
for r in rows:
    for f in r['full']:
        if 'instruction' in f[6]:
            t=f[8].split('User: ',1)[-1]
            ins[r['conv']][t]=f[1]
mode=sys.argv[1] if len(sys.argv)>1 else 'scope'
cache={}
def vec(t):
    if t not in cache: cache[t]=E.embed_documents([t])[0]
    return cache[t]
for r in rows:
    q=r['q']; qv=E.embed_query(q)
    cands=[]
    for t in ins[r['conv']]:
        m=SCOPE.search(t)
        s=m.group(1) if (m and mode=='scope') else t
        cands.append((float(qv@vec(s)), t, s))
    cands.sort(reverse=True)
    evi=[i for i,f in enumerate(r['full']) if f[1] and 'instruction' in f[6]]
    pinned=[f[8].split('User: ',1)[-1] for f in r['full'] if f[7]]
    if r['cat']=='instruction_following' or evi:
        ev=[f[8].split('User: ',1)[-1] for f in r['full'] if f[1]]
        pos=[i for i,c in enumerate(cands) if c[1] in ev]
        print(r['conv'], r['cat'], 'HIT' if r['hit'] else 'miss', 'evpos', pos, 'pinned-is-ev', bool(set(pinned)&set(ev)), q[:70])
        for c in cands[:3]: print('    %.3f %s'%(c[0], c[2][:80]))
