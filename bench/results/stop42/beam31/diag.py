import json, sys, collections
rows=[json.loads(l) for l in open(sys.argv[1])]
g={(r['conv'],r['q']):r for r in rows if r['memory']=='gems'}
p={(r['conv'],r['q']):r for r in rows if r['memory']=='gems/paraphrase'}
cnt=collections.defaultdict(collections.Counter)
tot=collections.Counter()
detail=[]
for k,r in g.items():
    tot[r['cat']]+=1
    if r['hit']: cnt[r['cat']]['hit']+=1; continue
    pr=p[k]
    if r['stored']:
        c='c: stored, ranked past 300w' if r['ev_rank'] is not None else 'c: stored, not in top 40'
    elif pr['stored']:
        c='b: stored, not verbatim'
    else:
        c='a: not stored'
    cnt[r['cat']][c]+=1
    detail.append((r['cat'],c,r['conv'],r['ev_rank'],pr['ev_rank'],r['q'][:150]))
cats=sorted(tot)
keys=['hit','a: not stored','b: stored, not verbatim','c: stored, ranked past 300w','c: stored, not in top 40']
print('| category | q | '+' | '.join(keys)+' |'); print('|'+'---|'*(len(keys)+2))
for c in cats: print(f'| {c} | {tot[c]} | '+' | '.join(str(cnt[c][x]) for x in keys)+' |')
print(f'| all | {sum(tot.values())} | '+' | '.join(str(sum(cnt[c][x] for c in cats)) for x in keys)+' |')
if len(sys.argv)>2:
    for d in sorted(detail): print(d)
