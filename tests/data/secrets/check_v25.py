#!/usr/bin/env python3
"""Checker for heldout_v25.yaml (stdlib only; cross-checks with PyYAML if installed).

Verifies: unique ids; every secret/look-alike occurs verbatim in its text; every look-alike
occurs at least once outside all secret spans; no empty strings. Prints counts.
Usage: python3 check_v25.py [path_to_yaml]
"""
import collections
import json
import os
import sys


def parse_scalar(s):
    s = s.strip()
    if s.startswith("'"):
        assert s.endswith("'"), s
        return s[1:-1].replace("''", "'")
    if s.startswith('"'):
        return json.loads(s)
    return s


def parse_flow_list(s):
    s = s.strip()
    assert s[0] == '[' and s[-1] == ']', s
    body, out, i = s[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch in ' ,':
            i += 1
        elif ch == "'":
            j = i + 1
            while True:
                k = body.index("'", j)
                if k + 1 < len(body) and body[k + 1] == "'":
                    j = k + 2
                    continue
                break
            out.append(body[i + 1:k].replace("''", "'"))
            i = k + 1
        elif ch == '"':
            j = i + 1
            while body[j] != '"':
                j += 2 if body[j] == '\\' else 1
            out.append(json.loads(body[i:j + 1]))
            i = j + 1
        else:
            raise ValueError('unquoted flow item: %r' % body[i:i + 30])
    return out


def load(path):
    cases, cur = [], None
    with open(path, encoding='utf-8') as f:
        for ln in f.read().split('\n'):
            if not ln or ln in ('cases:', 'lookalikes: []'):
                continue
            if ln.startswith('- id: '):
                cur = {'id': ln[6:].strip()}
                cases.append(cur)
                continue
            assert ln.startswith('  ') and ': ' in ln, ln
            key, val = ln[2:].split(': ', 1)
            cur[key] = parse_flow_list(val) if key in ('secrets', 'lookalikes') else parse_scalar(val)
    return cases


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout_v25.yaml')
    cases = load(path)
    errors = []
    try:
        import yaml  # optional cross-check
        y = yaml.safe_load(open(path, encoding='utf-8'))
        if y.get('lookalikes') != [] or len(y['cases']) != len(cases):
            errors.append('PyYAML structure mismatch')
        for a, b in zip(y['cases'], cases):
            for k in ('id', 'lang', 'text', 'secrets', 'lookalikes', 'note'):
                if a.get(k) != b.get(k):
                    errors.append('PyYAML mismatch %s.%s' % (b['id'], k))
        print('PyYAML cross-check: done')
    except ImportError:
        print('PyYAML not installed: stdlib parser only')
    ids = collections.Counter(c['id'] for c in cases)
    for i, n in ids.items():
        if n > 1:
            errors.append('duplicate id %s' % i)
    nsec = nlook = nseq = 0
    langs = collections.Counter()
    for c in cases:
        for k in ('id', 'lang', 'text', 'secrets', 'lookalikes', 'note'):
            if k not in c:
                errors.append('%s: missing %s' % (c.get('id'), k))
        t = c['text']
        langs[c['lang']] += 1
        if any(line == '---' for line in t.split('\n')):
            nseq += 1
        spans = []
        for s in c['secrets']:
            if not s or s not in t:
                errors.append('%s: secret not in text: %r' % (c['id'], s))
            st = t.find(s)
            while s and st >= 0:
                spans.append((st, st + len(s)))
                st = t.find(s, st + 1)
        for l_ in c['lookalikes']:
            if not l_ or l_ not in t:
                errors.append('%s: lookalike not in text: %r' % (c['id'], l_))
                continue
            st, free = t.find(l_), False
            while st >= 0:
                if not any(a < st + len(l_) and st < b for a, b in spans):
                    free = True
                st = t.find(l_, st + 1)
            if not free:
                errors.append('%s: lookalike only inside a secret: %r' % (c['id'], l_))
            for s in c['secrets']:
                if s in l_:
                    errors.append('%s: secret %r inside lookalike %r' % (c['id'], s, l_))
        nsec += len(c['secrets'])
        nlook += len(c['lookalikes'])
    en = langs.get('en', 0)
    print('cases: %d  secrets: %d  lookalikes: %d' % (len(cases), nsec, nlook))
    print('multi-message cases: %d (%.0f%%)' % (nseq, 100.0 * nseq / max(1, len(cases))))
    print('english: %d (%.0f%%)  languages: %d' % (en, 100.0 * en / max(1, len(cases)), len(langs)))
    print('per language: ' + ', '.join('%s=%d' % kv for kv in sorted(langs.items())))
    print('lookalike-only cases: %d' % sum(1 for c in cases if not c['secrets']))
    if errors:
        print('ERRORS (%d):' % len(errors))
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('OK')


if __name__ == '__main__':
    main()
