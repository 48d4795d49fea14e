import json, sys
def load(p):
    return {(r['conv'], r['q']): r for r in map(json.loads, open(p)) if r['memory'] == 'gems'}
a, b = load(sys.argv[1]), load(sys.argv[2])
for part, convs in (('1-5', range(1, 6)), ('6-10', range(6, 11))):
    ka = [k for k in a if int(k[0]) in convs]
    print(part, 'hits', sum(a[k]['hit'] for k in ka), '->', sum(b[k]['hit'] for k in ka), 'of', len(ka))
    for k in sorted(ka):
        if a[k]['hit'] != b[k]['hit'] or a[k]['ev_rank'] != b[k]['ev_rank']:
            print('  ', '+' if b[k]['hit'] > a[k]['hit'] else ('-' if b[k]['hit'] < a[k]['hit'] else ' '),
                  k[0], a[k]['cat'], 'first evidence rank', a[k]['ev_rank'], '->', b[k]['ev_rank'], '|', k[1][:90])
