#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Standard-library checker for heldout_v82.yaml.

Usage: python3 check_heldout_v82.py heldout_v82.yaml
Re-parses the file (the restricted YAML subset the generator writes: every scalar a JSON double-quoted
string), re-validates every case independently of the generator and prints counts. Exit 1 on any problem.
"""
import sys, re, json, unicodedata
from collections import Counter, OrderedDict

PREFIX = 'H82'
SEP = '\n---\n'
ID_RE = re.compile(r'^%s-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$' % PREFIX)
ISO639_1 = set('aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz '
               'ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik '
               'io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml '
               'mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd '
               'se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ug uk ur uz ve vi vo '
               'wa wo xh yi yo za zh zu'.split())


class ParseError(Exception):
    pass


def scalar(s, lineno):
    if not (len(s) >= 2 and s[0] == '"' and s[-1] == '"'):
        raise ParseError('line %d: scalar is not a double-quoted string' % lineno)
    try:
        v = json.loads(s)
    except ValueError as e:
        raise ParseError('line %d: bad double-quoted string (%s)' % (lineno, e))
    if not isinstance(v, str):
        raise ParseError('line %d: not a string' % lineno)
    return v


def parse(path):
    with open(path, encoding='utf-8') as f:
        raw = f.read()
    if '\t' in raw or '\r' in raw:
        raise ParseError('tab or carriage return in file')
    lines = raw.split('\n')
    if lines[-1] != '':
        raise ParseError('file does not end with a newline')
    lines = lines[:-1]
    i = 0
    while i < len(lines) and lines[i].startswith('#'):
        i += 1
    if lines[i:i + 2] != ['lookalikes: []', 'cases:']:
        raise ParseError('expected "lookalikes: []" and "cases:" at top level')
    i += 2
    cases = []
    cur, cur_list = None, None
    for n in range(i, len(lines)):
        line, lineno = lines[n], n + 1
        m = re.match(r'^  - id: (.*)$', line)
        if m:
            cur = OrderedDict(id=scalar(m.group(1), lineno))
            cases.append(cur)
            cur_list = None
            continue
        if cur is None:
            raise ParseError('line %d: content before first case' % lineno)
        m = re.match(r'^    (lang|text|note): (.*)$', line)
        if m:
            if m.group(1) in cur:
                raise ParseError('line %d: duplicate key %s' % (lineno, m.group(1)))
            cur[m.group(1)] = scalar(m.group(2), lineno)
            cur_list = None
            continue
        m = re.match(r'^    (secrets|lookalikes):( \[\])?$', line)
        if m:
            if m.group(1) in cur:
                raise ParseError('line %d: duplicate key %s' % (lineno, m.group(1)))
            cur[m.group(1)] = []
            cur_list = None if m.group(2) else m.group(1)
            continue
        m = re.match(r'^      - (.*)$', line)
        if m and cur_list:
            cur[cur_list].append(scalar(m.group(1), lineno))
            continue
        raise ParseError('line %d: unexpected line %r' % (lineno, line[:50]))
    keys = ['id', 'lang', 'text', 'secrets', 'lookalikes', 'note']
    for c in cases:
        if list(c.keys()) != keys:
            raise ParseError('%s: keys %s, expected %s' % (c.get('id'), list(c.keys()), keys))
    return cases


def hostile(s):
    for ch in s:
        if ch == '\n':
            continue
        if ord(ch) > 0xFFFF or ch in '\t\r\x0b\x0c\x85\u2028\u2029\ufeff' or \
                unicodedata.category(ch) in ('Cc', 'Cs', 'Co', 'Cn'):
            return ch
    return None


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check(cases):
    errs = []
    ids = [c['id'] for c in cases]
    for x, k in Counter(ids).items():
        if k > 1:
            errs.append('duplicate id %s' % x)
    nums = [int(m.group(1)) for m in (ID_RE.match(x) for x in ids) if m]
    if nums != list(range(1, len(ids) + 1)):
        errs.append('case numbers are not 001..%03d in order' % len(ids))
    for c in cases:
        cid, text, sec, look = c['id'], c['text'], c['secrets'], c['lookalikes']
        e = lambda msg: errs.append('%s: %s' % (cid, msg))
        if not ID_RE.match(cid):
            e('bad id')
        if c['lang'] not in ISO639_1:
            e('lang %r is not ISO 639-1' % c['lang'])
        if not text.strip() or any(not p.strip() for p in text.split(SEP)):
            e('empty text or empty message')
        for s in [cid, c['lang'], text, c['note']] + sec + look:
            h = hostile(s)
            if h is not None:
                e('YAML-hostile character U+%04X' % ord(h))
        if not sec and not look:
            e('neither secrets nor look-alikes')
        for name, lst in (('secrets', sec), ('lookalikes', look)):
            if len(set(lst)) != len(lst):
                e('duplicate value in ' + name)
            for v in lst:
                if not v or v != v.strip():
                    e('empty or padded value in %s' % name)
        if set(sec) & set(look):
            e('value listed both as secret and look-alike')
        occ = {}
        for v in sec + look:
            o = spans(text, v)
            occ[v] = o
            if not o:
                e('listed value is not a substring of the text: %r' % v[:40])
            if len(v) <= 6 and len(o) > 1:
                e('short value occurs %d times: %r' % (len(o), v))
            for a, b in o:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    e('listed number embedded in a longer number: %r' % v[:40])
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    e('listed number embedded in a longer number: %r' % v[:40])
        for s in sec:
            for l in look:
                if any(a1 < b2 and a2 < b1 for a1, b1 in occ[s] for a2, b2 in occ[l]):
                    e('secret %r overlaps look-alike %r' % (s[:30], l[:30]))
    return errs


def main(argv):
    if len(argv) != 2:
        print('usage: python3 check_heldout_v82.py heldout_v82.yaml', file=sys.stderr)
        return 2
    try:
        cases = parse(argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as ex:
        print('PARSE ERROR: %s' % ex, file=sys.stderr)
        return 1
    errs = check(cases)
    for x in errs:
        print('ERROR: ' + x, file=sys.stderr)
    pos = [c for c in cases if c['secrets']]
    multi = [c for c in cases if SEP in c['text']]
    langs = Counter(c['lang'] for c in cases)
    print('cases:          %d' % len(cases))
    print('positive:       %d' % len(pos))
    print('negative:       %d' % (len(cases) - len(pos)))
    print('secrets:        %d' % sum(len(c['secrets']) for c in cases))
    print('look-alikes:    %d' % sum(len(c['lookalikes']) for c in cases))
    print('languages:      %d' % len(langs))
    print('multi-message:  %d' % len(multi))
    print()
    print('%-5s %6s %6s %6s %8s %11s %6s' % ('lang', 'cases', 'pos', 'neg', 'secrets', 'look-alikes', 'multi'))
    for lang in sorted(langs, key=lambda l: (-langs[l], l)):
        cs = [c for c in cases if c['lang'] == lang]
        p = sum(1 for c in cs if c['secrets'])
        print('%-5s %6d %6d %6d %8d %11d %6d' % (lang, len(cs), p, len(cs) - p, sum(len(c['secrets']) for c in cs),
                                                sum(len(c['lookalikes']) for c in cs), sum(1 for c in cs if SEP in c['text'])))
    print()
    print('errors: %d' % len(errs))
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
