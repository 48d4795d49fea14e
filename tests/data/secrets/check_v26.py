#!/usr/bin/env python3
"""Stdlib checker for heldout_v26.yaml (frozen blind set no. 26).

python3 check_v26.py [heldout_v26.yaml]
Parses the restricted YAML subset the generator emits (block mappings/lists,
JSON double-quoted or single-quoted scalars, [] for empty lists) and checks:
unique ids; required fields; no empty strings; every secret and look-alike occurs
verbatim in text; every look-alike occurs at least once outside all secret spans;
no look-alike inside a secret (and no secret inside a look-alike).
Exit status 0 if all checks pass.
"""
import json
import sys

FIELDS = ('id', 'lang', 'text', 'secrets', 'lookalikes', 'note')


def scalar(v):
    v = v.strip()
    if v.startswith('"'):
        return json.loads(v)
    if v.startswith("'") and v.endswith("'") and len(v) >= 2:
        return v[1:-1].replace("''", "'")
    if v == '[]':
        return []
    return v


def parse(path):
    top_lookalikes = None
    cases = []
    cur = None
    curlist = None
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            if not line.strip() or line.lstrip().startswith('#'):
                continue
            if not line.startswith(' '):
                key, _, val = line.partition(':')
                if key == 'lookalikes':
                    top_lookalikes = scalar(val)
                elif key == 'cases':
                    pass
                else:
                    raise ValueError(f"line {n}: unexpected top-level key {key!r}")
                continue
            s = line.strip()
            indent = len(line) - len(line.lstrip(' '))
            if s.startswith('- ') and indent == 2:
                cur = {}
                cases.append(cur)
                s = s[2:]
                indent = 4
            if s.startswith('- ') and indent == 6:
                if curlist is None:
                    raise ValueError(f"line {n}: list item outside list")
                curlist.append(scalar(s[2:]))
                continue
            key, _, val = s.partition(':')
            key = key.strip()
            if cur is None:
                raise ValueError(f"line {n}: field outside a case")
            if val.strip() == '':
                cur[key] = []
                curlist = cur[key]
            else:
                cur[key] = scalar(val)
                curlist = None
    return top_lookalikes, cases


def check(path):
    top, cases = parse(path)
    errs = []
    if top != []:
        errs.append('top-level lookalikes must be []')
    ids = set()
    n_sec = n_la = n_multi = 0
    langs = {}
    la_only = 0
    for c in cases:
        cid = c.get('id', '?')
        for f in FIELDS:
            if f not in c:
                errs.append(f"{cid}: missing {f}")
        if cid in ids:
            errs.append(f"duplicate id {cid}")
        ids.add(cid)
        t = c.get('text', '')
        for f in ('id', 'lang', 'text', 'note'):
            if not isinstance(c.get(f), str) or not c.get(f):
                errs.append(f"{cid}: empty or non-string {f}")
        secs, las = c.get('secrets', []), c.get('lookalikes', [])
        if not isinstance(secs, list) or not isinstance(las, list):
            errs.append(f"{cid}: secrets/lookalikes must be lists")
            continue
        spans = []
        for s in secs:
            if not s:
                errs.append(f"{cid}: empty secret")
                continue
            if s not in t:
                errs.append(f"{cid}: secret not in text: {s!r}")
            i = t.find(s)
            while i != -1:
                spans.append((i, i + len(s)))
                i = t.find(s, i + 1)
        for la in las:
            if not la:
                errs.append(f"{cid}: empty look-alike")
                continue
            if la not in t:
                errs.append(f"{cid}: look-alike not in text: {la!r}")
                continue
            ok = False
            i = t.find(la)
            while i != -1:
                if all(i + len(la) <= a or i >= b for a, b in spans):
                    ok = True
                    break
                i = t.find(la, i + 1)
            if not ok:
                errs.append(f"{cid}: look-alike only inside secret spans: {la!r}")
            for s in secs:
                if s and (la in s or s in la):
                    errs.append(f"{cid}: look-alike/secret overlap: {la!r} / {s!r}")
        n_sec += len(secs)
        n_la += len(las)
        if not secs:
            la_only += 1
        if any(l.strip() == '---' for l in t.split('\n')):
            n_multi += 1
        langs[c.get('lang')] = langs.get(c.get('lang'), 0) + 1
    print(f"cases: {len(cases)}")
    print(f"secrets: {n_sec}")
    print(f"look-alikes: {n_la}")
    print(f"multi-message cases: {n_multi}")
    print(f"look-alike-only cases: {la_only}")
    en = langs.get('en', 0)
    print(f"languages: {len(langs)} (en {en} = {100 * en / max(1, len(cases)):.0f}%)")
    print('  ' + ', '.join(f"{k}:{v}" for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    if errs:
        print(f"ERRORS ({len(errs)}):")
        for e in errs:
            print('  ' + e)
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(check(sys.argv[1] if len(sys.argv) > 1 else 'heldout_v26.yaml'))
