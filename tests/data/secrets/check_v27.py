#!/usr/bin/env python3
"""Stdlib checker for heldout_v27.yaml (frozen blind set no. 27).

python3 check_v27.py [heldout_v27.yaml]
Parses the YAML subset written by make_heldout_v27.py (cross-checks with PyYAML if it
happens to be installed) and validates the cases. Exit status 1 on any problem.
"""
import json
import sys
from collections import Counter

PATH = sys.argv[1] if len(sys.argv) > 1 else 'heldout_v27.yaml'
FIELDS = ('id', 'lang', 'text', 'secrets', 'lookalikes', 'note')


def scalar(s):
    s = s.strip()
    if s.startswith("'"):
        assert s.endswith("'") and len(s) >= 2, s
        return s[1:-1].replace("''", "'")
    if s.startswith('"'):
        return json.loads(s)
    return s


def parse(path):
    top, cases, cur, listkey = {}, [], None, None
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            if not line.strip() or line.lstrip().startswith('#'):
                continue
            if line.startswith('- id:'):
                cur = {'id': scalar(line[5:])}
                cases.append(cur)
                listkey = None
            elif line.startswith('  - '):
                assert cur is not None and listkey, f'line {n}: list item outside list'
                cur[listkey].append(scalar(line[4:]))
            elif line.startswith('  ') and ':' in line:
                k, v = line[2:].split(':', 1)
                v = v.strip()
                if v == '':
                    cur[k] = []
                    listkey = k
                elif v == '[]':
                    cur[k] = []
                    listkey = None
                else:
                    cur[k] = scalar(v)
                    listkey = None
            elif not line.startswith(' ') and ':' in line:
                k, v = line.split(':', 1)
                top[k] = [] if v.strip() == '[]' else v.strip()
            else:
                raise SystemExit(f'line {n}: cannot parse: {line[:60]}')
    top['cases'] = cases
    return top


def spans(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def main():
    data = parse(PATH)
    try:
        import yaml  # optional cross-check only
        with open(PATH, encoding='utf-8') as f:
            y = yaml.safe_load(f)
        assert y['lookalikes'] == data['lookalikes'] == [], 'top-level lookalikes must be []'
        assert y['cases'] == data['cases'], 'PyYAML parse differs from stdlib parse'
        print('PyYAML cross-check: identical')
    except ImportError:
        print('PyYAML not installed: stdlib parser only')
    errs = []
    if data.get('lookalikes') != []:
        errs.append('top-level lookalikes must be []')
    cases = data['cases']
    ids = Counter(c.get('id') for c in cases)
    for i, k in ids.items():
        if k > 1:
            errs.append(f'duplicate id {i}')
    langs = Counter()
    n_sec = n_look = n_multi = n_lookonly = 0
    for c in cases:
        cid = c.get('id')
        for fld in FIELDS:
            if fld not in c:
                errs.append(f'{cid}: missing {fld}')
        if set(c) - set(FIELDS):
            errs.append(f'{cid}: unknown fields {set(c) - set(FIELDS)}')
        text = c.get('text', '')
        for fld in ('id', 'lang', 'text', 'note'):
            if not isinstance(c.get(fld), str) or not c.get(fld):
                errs.append(f'{cid}: empty or non-string {fld}')
        secs, looks = c.get('secrets', []), c.get('lookalikes', [])
        langs[c.get('lang')] += 1
        n_sec += len(secs)
        n_look += len(looks)
        if any(l.strip() == '---' for l in text.split('\n')):
            n_multi += 1
        if not secs and looks:
            n_lookonly += 1
        if not secs and not looks:
            errs.append(f'{cid}: neither secrets nor look-alikes')
        cover = []
        for s in secs:
            if not isinstance(s, str) or not s:
                errs.append(f'{cid}: empty secret')
                continue
            sp = spans(text, s)
            if not sp:
                errs.append(f'{cid}: secret not in text: {s[:40]!r}')
            cover += sp
        for l in looks:
            if not isinstance(l, str) or not l:
                errs.append(f'{cid}: empty look-alike')
                continue
            sp = spans(text, l)
            if not sp:
                errs.append(f'{cid}: look-alike not in text: {l!r}')
            elif not any(all(b <= a0 or a >= b0 for a0, b0 in cover) for a, b in sp):
                errs.append(f'{cid}: look-alike only inside secret spans: {l!r}')
            for s in secs:
                if l in s:
                    errs.append(f'{cid}: look-alike {l!r} is inside secret {s[:30]!r}')
                if s and s in l:
                    errs.append(f'{cid}: secret {s[:30]!r} is inside look-alike {l!r}')
        if len(set(secs)) != len(secs):
            errs.append(f'{cid}: duplicate secret entries')
        if len(set(looks)) != len(looks):
            errs.append(f'{cid}: duplicate look-alike entries')
    en = sum(v for k, v in langs.items() if k == 'en' or k.startswith('en-'))
    print(f'cases: {len(cases)}')
    print(f'secrets: {n_sec}')
    print(f'look-alikes: {n_look}')
    print(f'multi-message cases: {n_multi}')
    print(f'look-alike-only cases: {n_lookonly}')
    base = Counter(k.split('-')[0] for k in langs.elements())
    print(f'language tags: {len(langs)} (base languages: {len(base)}); English: {en} ({100 * en / max(1, len(cases)):.0f}%)')
    print('languages: ' + ', '.join(f'{k}={v}' for k, v in sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
    if errs:
        print(f'ERRORS ({len(errs)}):')
        for e in errs:
            print('  ' + e)
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
