import json,sys
def load(p):
    rows=[json.loads(l) for l in open(p)]
    return {(r['conv'],r['q']):r for r in rows if r['memory']=='gems'}
runs=[load(f'/tmp/s44/{n}_dump.jsonl') for n in sys.argv[1:]]
b=runs[0]
for k in b:
    if b[k]['cat'] in ('summarization','event_ordering'):
        print(k[0].rjust(2), b[k]['cat'][:5], ''.join('H' if r[k]['hit'] else '.' for r in runs), 'rank', *[str(r[k]['ev_rank']).rjust(4) for r in runs], k[1][:50])
