import json,sys,collections
gl=[json.loads(l) for l in open(sys.argv[1]+'.gems')]
rows=[json.loads(l) for l in open(sys.argv[1])]
gems=[g for g in gl if 'gem' in g]; td={}
for g in gl:
    if 'turn_dias' in g:
        for cid,t,v in g['turn_dias']: td[(g['conv'],cid,t)]=v
role={}
for (c,cid,t),v in td.items():
    for i,(d,tx) in enumerate(v): role[(c,d)]=('user' if i==0 else 'assistant', tx, (cid,t))
ver=collections.defaultdict(set); own=collections.defaultdict(list)
for g in gems:
    for d in g['covers']: ver[g['conv']].add(d)
    a,b=g['turns']
    for t in range(a,b+1): own[(g['conv'],g['cid'],t)].append(g)
cnt=collections.Counter()
for r in rows:
    if r['memory']!='gems': continue
    c='beam-'+r['conv']
    for d in r['ev']:
        ro,tx,(cid,t)=role[(c,d)]
        k='verbatim' if d in ver[c] else ('turn gem, not verbatim' if own[(c,cid,t)] else 'no gem')
        cnt[(ro,k,'hit' if r['hit'] else 'miss')]+=1
        if ro=='user' and k!='verbatim': print(r['conv'],r['cat'],r['hit'],d,len(tx.split()),tx[:200].replace('\n',' '))
for k in sorted(cnt): print(k,cnt[k])
