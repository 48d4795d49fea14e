#!/usr/bin/env python3
"""Standard-library checker for heldout_v66.yaml.

Usage: python3 check_heldout_v66.py heldout_v66.yaml
Re-parses the file (a small parser for the fixed layout the generator writes: every scalar a JSON
double-quoted string), re-validates every rule and prints counts. Exits 1 on any problem.
"""
import sys, json, re
from collections import Counter, OrderedDict

PREFIX = 'H66'
MSG = '\n---\n'
LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl',
         'sv', 'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw'}
BAD_CHARS = set('"\\\t\r\x85\u2028\u2029\ufeff')
KEYS = ['id', 'lang', 'text', 'secrets', 'lookalikes', 'note']


def fail(msg):
    print('ERROR', msg, file=sys.stderr)
    sys.exit(1)


def scalar(s, where):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        fail('%s: scalar is not a double-quoted string: %s' % (where, s[:60]))
    try:
        v = json.loads(s)
    except ValueError as e:
        fail('%s: bad quoted scalar (%s)' % (where, e))
    if not isinstance(v, str):
        fail('%s: scalar is not a string' % where)
    return v


def parse(path):
    with open(path, encoding='utf-8') as f:
        raw = f.read()
    if '\t' in raw:
        fail('tab character in file')
    lines = raw.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    if len(lines) < 2 or lines[0] != 'lookalikes: []' or lines[1] != 'cases:':
        fail('file must start with "lookalikes: []" and "cases:"')
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = 'line %d' % n
        if line.startswith('  - id: '):
            cur = OrderedDict(id=scalar(line[8:], where))
            cases.append(cur)
            listkey = None
        elif cur is None:
            fail('%s: content before first case' % where)
        elif line.startswith('      - '):
            if listkey is None:
                fail('%s: list item outside a list' % where)
            cur[listkey].append(scalar(line[8:], where))
        else:
            m = re.match(r'^    (lang|text|secrets|lookalikes|note):(.*)$', line)
            if not m:
                fail('%s: unexpected line: %s' % (where, line[:60]))
            k, rest = m.group(1), m.group(2)
            if k in cur:
                fail('%s: duplicate key %s' % (where, k))
            if k in ('secrets', 'lookalikes'):
                if rest.strip() == '[]':
                    cur[k] = []
                    listkey = None
                elif rest.strip() == '':
                    cur[k] = []
                    listkey = k
                else:
                    fail('%s: bad list for %s' % (where, k))
            else:
                cur[k] = scalar(rest, where)
                listkey = None
    for c in cases:
        if list(c.keys()) != KEYS:
            fail('%s: keys must be %s, got %s' % (c.get('id'), KEYS, list(c.keys())))
    return cases


def asc_alnum(ch):
    return ch.isascii() and ch.isalnum()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = set()
    idre = re.compile(r'^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$' % PREFIX)
    for c in cases:
        cid = c['id']
        if cid in ids:
            errs.append('duplicate id ' + cid)
        ids.add(cid)
        if not idre.match(cid):
            errs.append('bad id ' + cid)
        if c['lang'] not in LANGS:
            errs.append(cid + ': bad lang ' + c['lang'])
        t = c['text']
        for k in ('id', 'lang', 'text', 'note'):
            if not c[k].strip():
                errs.append('%s: empty %s' % (cid, k))
        for v in [t, c['note'], cid] + c['secrets'] + c['lookalikes']:
            bad = [ch for ch in v if ch in BAD_CHARS or (ord(ch) < 32 and ch != '\n') or ord(ch) > 0xFFFF
                   or 0xD800 <= ord(ch) <= 0xDFFF]
            if bad:
                errs.append('%s: YAML-hostile character %r' % (cid, bad[0]))
        if '\n' in c['note']:
            errs.append(cid + ': newline in note')
        if any(not m.strip() for m in t.split(MSG)):
            errs.append(cid + ': empty message')
        if len(set(c['secrets'])) != len(c['secrets']) or len(set(c['lookalikes'])) != len(c['lookalikes']):
            errs.append(cid + ': duplicate listed value')
        if set(c['secrets']) & set(c['lookalikes']):
            errs.append(cid + ': value in both lists')
        spans = {}
        for v in c['secrets'] + c['lookalikes']:
            if not v or v != v.strip():
                errs.append('%s: empty or padded value %r' % (cid, v))
                continue
            occ = occurrences(t, v)
            if not occ:
                errs.append('%s: value not in text: %r' % (cid, v))
            if len(v) <= 6 and len(occ) != 1:
                errs.append('%s: short value %r occurs %d times' % (cid, v, len(occ)))
            for a, b in occ:
                if asc_alnum(v[0]) and a > 0 and asc_alnum(t[a - 1]):
                    errs.append('%s: value %r glued to preceding character' % (cid, v))
                if asc_alnum(v[-1]) and b < len(t) and asc_alnum(t[b]):
                    errs.append('%s: value %r glued to following character' % (cid, v))
                if (v[0].isdigit() and a > 0 and t[a - 1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    errs.append('%s: number %r embedded in a longer number' % (cid, v))
            spans[v] = occ
        for s in c['secrets']:
            for l in c['lookalikes']:
                if any(a < y and x < b for a, b in spans.get(s, []) for x, y in spans.get(l, [])):
                    errs.append('%s: secret %r overlaps look-alike %r' % (cid, s, l))
    return errs


def main():
    if len(sys.argv) != 2:
        print('usage: python3 check_heldout_v66.py heldout_v66.yaml', file=sys.stderr)
        sys.exit(2)
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        for e in errs:
            print('ERROR', e, file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c['secrets']]
    multi = [c for c in cases if MSG in c['text']]
    langs = Counter(c['lang'] for c in cases)
    print('file:          %s' % sys.argv[1])
    print('cases:         %d' % len(cases))
    print('positive:      %d' % len(pos))
    print('negative:      %d (%.1f%%)' % (len(cases) - len(pos), 100.0 * (len(cases) - len(pos)) / len(cases)))
    print('secrets:       %d' % sum(len(c['secrets']) for c in cases))
    print('look-alikes:   %d' % sum(len(c['lookalikes']) for c in cases))
    print('languages:     %d' % len(langs))
    print('multi-message: %d' % len(multi))
    print('English share: %.1f%%' % (100.0 * langs['en'] / len(cases)))
    print()
    print('%-5s %6s %6s %6s %8s %11s %6s' % ('lang', 'cases', 'pos', 'neg', 'secrets', 'lookalikes', 'multi'))
    for lang, n in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        cs = [c for c in cases if c['lang'] == lang]
        p = sum(1 for c in cs if c['secrets'])
        print('%-5s %6d %6d %6d %8d %11d %6d' % (lang, n, p, n - p, sum(len(c['secrets']) for c in cs),
                                                 sum(len(c['lookalikes']) for c in cs),
                                                 sum(1 for c in cs if MSG in c['text'])))
    print('OK: all checks passed')


if __name__ == '__main__':
    main()
