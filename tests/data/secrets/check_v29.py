#!/usr/bin/env python3
"""Stdlib checker for heldout_v29.yaml (the restricted YAML subset written by make_heldout_v29.py:
JSON double-quoted scalars). Usage: python3 check_v29.py [heldout_v29.yaml]"""
import sys, json, collections

def parse(path):
    top_look = None; cases = []; cur = None; key = None
    for ln, line in enumerate(open(path, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.lstrip().startswith('#'):
            continue
        if line.startswith('lookalikes:'):
            top_look = json.loads(line.split(':', 1)[1].strip()); continue
        if line == 'cases:':
            continue
        if line.startswith('  - id: '):
            cur = {'id': json.loads(line[8:])}; cases.append(cur); key = None; continue
        if line.startswith('      - '):
            cur[key].append(json.loads(line[8:])); continue
        if line.startswith('    ') and ':' in line:
            k, v = line.strip().split(':', 1); v = v.strip()
            if k in ('secrets', 'lookalikes'):
                cur[k] = json.loads(v) if v else []; key = k
            else:
                cur[k] = json.loads(v); key = None
            continue
        raise SystemExit(f'line {ln}: cannot parse: {line[:80]}')
    return top_look, cases

def spans(text, s):
    out = []; i = text.find(s)
    while i >= 0:
        out.append((i, i + len(s))); i = text.find(s, i + 1)
    return out

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else 'heldout_v29.yaml'
    top, cases = parse(path)
    errs = []
    if top != []: errs.append('top-level lookalikes must be []')
    ids = [c.get('id') for c in cases]
    for i, n in collections.Counter(ids).items():
        if n > 1: errs.append(f'duplicate id {i}')
    for c in cases:
        cid = c.get('id')
        for f in ('id', 'lang', 'text', 'secrets', 'lookalikes', 'note'):
            if f not in c: errs.append(f'{cid}: missing {f}')
        t = c.get('text', '')
        if not t or not c.get('lang') or not c.get('note'): errs.append(f'{cid}: empty text/lang/note')
        sec, lk = c.get('secrets', []), c.get('lookalikes', [])
        sspans = [sp for s in sec for sp in spans(t, s)]
        for s in sec:
            if not s: errs.append(f'{cid}: empty secret'); continue
            if s not in t: errs.append(f'{cid}: secret not in text: {s!r}')
            for l in lk:
                if l and s in l: errs.append(f'{cid}: secret {s!r} inside look-alike {l!r}')
        for l in lk:
            if not l: errs.append(f'{cid}: empty look-alike'); continue
            if l not in t: errs.append(f'{cid}: look-alike not in text: {l!r}'); continue
            for s in sec:
                if l in s: errs.append(f'{cid}: look-alike {l!r} inside secret {s!r}')
            free = [sp for sp in spans(t, l) if all(sp[1] <= a or sp[0] >= b for a, b in sspans)]
            if not free: errs.append(f'{cid}: look-alike {l!r} only occurs overlapping secret spans')
    langs = collections.Counter(c.get('lang') for c in cases)
    multi = sum(1 for c in cases if '\n---\n' in c.get('text', ''))
    nsec = sum(len(c.get('secrets', [])) for c in cases)
    nlk = sum(len(c.get('lookalikes', [])) for c in cases)
    only_lk = sum(1 for c in cases if not c.get('secrets'))
    print(f'cases: {len(cases)}')
    print(f'secrets: {nsec}')
    print(f'look-alikes: {nlk}')
    print(f'cases with only look-alikes: {only_lk}')
    print(f'multi-message cases: {multi}')
    print(f'languages: {len(langs)} (en: {langs.get("en", 0)} = {100 * langs.get("en", 0) / max(1, len(cases)):.0f}%)')
    print('by language: ' + ', '.join(f'{k}={v}' for k, v in sorted(langs.items())))
    if errs:
        print(f'ERRORS: {len(errs)}')
        for e in errs: print('  ' + e)
        sys.exit(1)
    print('OK')

if __name__ == '__main__':
    main()
