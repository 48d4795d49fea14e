import json, sys, re, collections
rows=[json.loads(l) for l in open(__import__('os').environ.get('DUMP','/tmp/q44/dump.jsonl'))]
G=[r for r in rows if r['memory']=='gems' and int(r['conv'].split('-')[-1])<=10]
def sim(mult=lambda r,f: 1.0, window=40, slots=1, budget=300, only=None, pinfn=None):
    hits=collections.Counter(); tot=collections.Counter(); changed=[]
    for r in G:
        items=[]
        for f in r['full']:
            words,ev,score,sf,d,ts,cats,pin,shown,comp,cov=f
            items.append(dict(words=words,ev=ev,score=comp['score']*mult(r,f),cats=cats,shown=shown,comp=comp,ts=ts))
        order=sorted(range(len(items)),key=lambda i:-items[i]['score'])
        ranked=[items[i] for i in order]
        if pinfn: ranked=pinfn(r,ranked)
        elif slots:
            picked=[i for i,s in enumerate(ranked[:window]) if 'instruction' in s['cats'] and not s['comp']['capped_below']][:slots]
            ranked=[ranked[i] for i in picked]+[s for i,s in enumerate(ranked) if i not in picked]
        used=0; h=False
        for it in ranked:
            if used+it['words']>budget: break
            used+=it['words']
            if it['ev']: h=True; break
        hits[r['cat']]+=h; tot[r['cat']]+=1
        if h!=r['hit']: changed.append((('+' if h else '-'),r['conv'],r['cat'],r['q'][:90]))
    return sum(hits.values()), hits, changed
if __name__=='__main__':
    n,h,c=sim(); print(n, c)
