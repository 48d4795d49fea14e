import json,sys,collections,re
gl=[json.loads(l) for l in open(sys.argv[1])]
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
cnt=collections.Counter(); ex=[]
for (c,d),(r,tx,(cid,t)) in role.items():
    hasgem=[g for g in own[(c,cid,t)] if not g['sources']]
    if d in ver[c]: cnt[r,'verbatim']+=1
    elif hasgem: cnt[r,'turn has gem, not verbatim']+=1; ex.append((r,c,d,tx,[g['gem'] for g in hasgem]))
    else: cnt[r,'no gem of turn']+=1
for k in sorted(cnt): print(k,cnt[k])
import random; random.seed(int(sys.argv[3]) if len(sys.argv)>3 else 1)
ex=[e for e in ex if e[0]=='user']
for r,c,d,tx,gs in random.sample(ex,min(len(ex),int(sys.argv[2]) if len(sys.argv)>2 else 15)):
    print('====',c,d,len(tx.split()),'w'); print('MSG:',tx[:700].replace('\n',' | '))
    for g in gs: print('GEM:',g[:400].replace('\n',' | '))
