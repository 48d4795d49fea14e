#!/usr/bin/env python3
"""Checker for heldout_v46.yaml (standard library only).

Usage: python3 check_heldout_v46.py heldout_v46.yaml
Re-parses the file (every scalar must be a JSON-compatible double-quoted string),
re-validates every case and prints counts. Exit status 1 on any problem.
"""
import sys, json, re, unicodedata, collections

PREFIX = 'H46'

LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl',
         'sv', 'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw'}
ID_RE = re.compile(r'^' + PREFIX + r'-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$')
HOSTILE = {'\ufeff', '\u2028', '\u2029', '\ufffe', '\uffff', '\u0085'}


def hostile(s, allow_newline):
    for ch in s:
        if ch == '\n' and allow_newline:
            continue
        cat = unicodedata.category(ch)
        if cat in ('Cc', 'Cs', 'Co', 'Cn') or ch in HOSTILE:
            return 'U+%04X' % ord(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    for k in ('lang', 'text', 'secrets', 'lookalikes', 'note'):
        if k not in c:
            errs.append('missing ' + k)
    if errs:
        return errs
    text = c['text']
    if c['lang'] not in LANGS:
        errs.append('bad lang %r' % c['lang'])
    if not isinstance(text, str) or not text.strip():
        errs.append('empty text')
        return errs
    h = hostile(text, True)
    if h:
        errs.append('hostile char %s in text' % h)
    for k in ('note', 'lang'):
        if not c[k] or hostile(c[k], False):
            errs.append('bad %s' % k)
    if 'id' in c and not ID_RE.match(c['id']):
        errs.append('bad id %r' % c['id'])
    S, L = c['secrets'], c['lookalikes']
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        errs.append('duplicate value in a list')
    if set(S) & set(L):
        errs.append('value both secret and look-alike')
    if not S and not L:
        errs.append('negative case without look-alikes')
    spans = []
    for kind, vals in (('S', S), ('L', L)):
        for v in vals:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append('bad value %r' % v)
                continue
            hv = hostile(v, kind == 'S')
            if hv:
                errs.append('hostile char %s in value' % hv)
            occ = occurrences(text, v)
            if not occ:
                errs.append('value not in text: %r' % v[:40])
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append('short value occurs %d times: %r' % (len(occ), v))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    errs.append('value embedded in a longer number: %r' % v[:40])
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    errs.append('value embedded in a longer number: %r' % v[:40])
                spans.append((a, b, kind, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if v1 != v2 and a1 < b2 and a2 < b1:
                errs.append('%s/%s overlap: %r ~ %r' % (k1, k2, v1[:30], v2[:30]))
    return errs



def parse_yaml(src):
    def sc(s):
        if not (len(s) >= 2 and s[0] == '"' and s[-1] == '"'):
            raise ValueError('not a double-quoted scalar: %r' % s[:40])
        v = json.loads(s)
        if not isinstance(v, str):
            raise ValueError('not a string')
        return v
    lines = src.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    body = [ln for ln in lines if not ln.startswith('#')]
    if body[:2] != ['lookalikes: []', 'cases:']:
        raise ValueError('bad header')
    cases, cur, mode = [], None, None
    for ln in body[2:]:
        if ln.startswith('  - id: '):
            cur = {'id': sc(ln[8:])}
            cases.append(cur)
            mode = None
        elif cur is None:
            raise ValueError('content before first case')
        elif ln.startswith('    lang: '):
            cur['lang'] = sc(ln[10:])
        elif ln.startswith('    text: '):
            cur['text'] = sc(ln[10:])
        elif ln.startswith('    note: '):
            cur['note'] = sc(ln[10:])
        elif ln in ('    secrets: []', '    lookalikes: []'):
            cur[ln.strip().split(':')[0]] = []
            mode = None
        elif ln in ('    secrets:', '    lookalikes:'):
            mode = ln.strip()[:-1]
            cur[mode] = []
        elif ln.startswith('      - ') and mode:
            cur[mode].append(sc(ln[8:]))
        else:
            raise ValueError('unexpected line: %r' % ln[:60])
    return cases



def main():
    if len(sys.argv) != 2:
        print('usage: python3 check_heldout_v46.py heldout_v46.yaml', file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding='utf-8') as f:
        src = f.read()
    probs = []
    try:
        cases = parse_yaml(src)
    except ValueError as e:
        print('PARSE ERROR:', e)
        sys.exit(1)
    ids = [c.get('id') for c in cases]
    for i, n in collections.Counter(ids).items():
        if n > 1:
            probs.append('duplicate id %s' % i)
    for i, n in collections.Counter(str(x)[:8] for x in ids).items():
        if n > 1:
            probs.append('duplicate id number %s' % i)
    for c in cases:
        if 'id' not in c:
            probs.append('case without id')
        for e in validate_case(c):
            probs.append('%s: %s' % (c.get('id'), e))
    n = len(cases)
    pos = sum(1 for c in cases if c.get('secrets'))
    neg = n - pos
    ns = sum(len(c.get('secrets', [])) for c in cases)
    nl = sum(len(c.get('lookalikes', [])) for c in cases)
    multi = sum(1 for c in cases if '\n---\n' in c.get('text', ''))
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c.get('lang') != 'en', c.get('lang'))):
        r = by.setdefault(c['lang'], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += 1 if c['secrets'] else 0
        r[2] += 0 if c['secrets'] else 1
        r[3] += len(c['secrets'])
        r[4] += len(c['lookalikes'])
        r[5] += 1 if '\n---\n' in c['text'] else 0
    print('cases:          %d' % n)
    print('positive:       %d' % pos)
    print('negative:       %d (%.1f%%)' % (neg, 100.0 * neg / n if n else 0))
    print('secrets:        %d' % ns)
    print('look-alikes:    %d' % nl)
    print('languages:      %d' % len(by))
    print('multi-message:  %d' % multi)
    print()
    print('lang  cases  pos  neg  secrets  lookalikes  multi')
    for lang, r in by.items():
        print('%-4s  %5d  %3d  %3d  %7d  %10d  %5d' % (lang, *r))
    if probs:
        print()
        for p in probs:
            print('PROBLEM:', p)
        sys.exit(1)
    print()
    print('OK: no problems found')


if __name__ == '__main__':
    main()
