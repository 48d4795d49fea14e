import json,sys
rows=[json.loads(l) for l in open(sys.argv[1])]
g={(r['conv'],r['q']):r for r in rows if r['memory']=='gems'}
p={(r['conv'],r['q']):r for r in rows if r['memory']=='gems/paraphrase'}
msgs={}
for c in range(1,11):
    chat=json.load(open(f'/tmp/beam100k/{c}/chat.json'))
    for b in chat:
        for t in b['turns']:
            for m in t: msgs[(str(c),str(m['id']))]=(m['role'],m['content'])
for k,r in g.items():
    if r['hit'] or r['stored'] or not p[k]['stored']: continue
    print('=====',k[0],r['cat'],r['q']); print('EV',r['ev'])
    for e in r['ev']:
        role,t=msgs[(k[0],e)]; print('  --',e,role,len(t.split()),'w:',t[:700].replace('\n',' | '))
    print(' PARA rank',p[k]['ev_rank'])
    for it in p[k]['ev_items']: print('  GEM:',it.replace('\n',' | '))
