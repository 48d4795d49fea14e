import json,sys,collections
def load(p):
    rows=[json.loads(l) for l in open(p)]
    return {(r['conv'],r['q']):r for r in rows if r['memory']=='gems'}
runs={n:load(f'/tmp/s44/{n}_dump.jsonl') for n in sys.argv[1:]}
cats=sorted({r['cat'] for r in next(iter(runs.values())).values()})
print('cat', *[f'{n}:A/B' for n in runs])
for c in cats+['ALL']:
    out=[]
    for n,rs in runs.items():
        a=sum(r['hit'] for k,r in rs.items() if (c=='ALL' or r['cat']==c) and int(k[0])<=5)
        b=sum(r['hit'] for k,r in rs.items() if (c=='ALL' or r['cat']==c) and int(k[0])>5)
        out.append(f'{a}/{b}')
    print(c[:14].ljust(14), *out)
names=list(runs)
base=runs[names[0]]
for n in names[1:]:
    for k,r in runs[n].items():
        if k in base and r['hit']!=base[k]['hit']: print(n, 'CHANGED', k[0], r['cat'][:8], base[k]['hit'],'->',r['hit'], base[k]['ev_rank'],'->',r['ev_rank'], k[1][:80])
