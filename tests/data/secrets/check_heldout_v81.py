#!/usr/bin/env python3
"""check_heldout_v81.py - standard-library checker for heldout_v81.yaml.

Usage: python3 check_heldout_v81.py heldout_v81.yaml
Re-parses the file (the strict subset of YAML it is written in: every scalar a JSON double-quoted
string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json, unicodedata, collections

PREFIX = 'H81'
LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl',
         'sv', 'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw', 'ms'}
BAD_CATS = {'Cc', 'Cf', 'Cs', 'Co', 'Cn', 'Zl', 'Zp'}
IBAN_CC = {'DE', 'FR', 'ES', 'IT', 'NL', 'GB', 'PL', 'CZ', 'HU', 'RO', 'SE', 'DK', 'NO', 'FI', 'PT', 'TR', 'GR',
           'UA', 'SA', 'AE', 'IR', 'BE'}
SEP = '\n---\n'
IDCH = set('abcdefghijklmnopqrstuvwxyz0123456789-')


def parse(text):
    lines = text.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    if lines[:2] != ['lookalikes: []', 'cases:']:
        raise ValueError('bad header (expected "lookalikes: []" and "cases:")')
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        if ln.startswith('  - id: '):
            cur = {'id': json.loads(ln[8:])}
            cases.append(cur)
            lst = None
        elif ln.startswith('      - ') and lst is not None:
            v = ln[8:]
            if not v.startswith('"'):
                raise ValueError('line %d: list item not double-quoted' % n)
            cur[lst].append(json.loads(v))
        elif ln.startswith('    ') and not ln.startswith('     ') and cur is not None and ':' in ln:
            k, _, v = ln[4:].partition(':')
            if k not in ('lang', 'text', 'secrets', 'lookalikes', 'note') or k in cur:
                raise ValueError('line %d: unexpected key %r' % (n, k))
            v = v.strip()
            if k in ('secrets', 'lookalikes'):
                if v == '[]':
                    cur[k], lst = [], None
                elif v == '':
                    cur[k], lst = [], k
                else:
                    raise ValueError('line %d: bad list' % n)
            else:
                if not v.startswith('"'):
                    raise ValueError('line %d: scalar not double-quoted' % n)
                cur[k], lst = json.loads(v), None
        else:
            raise ValueError('line %d: cannot parse %r' % (n, ln[:60]))
    return cases


def hostile(s):
    for ch in s:
        if ch != '\n' and (unicodedata.category(ch) in BAD_CATS or ch in '\ufeff\ufffd'):
            return 'U+%04X' % ord(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def iban_ok(s):
    s = s.replace(' ', '')
    t = s[4:] + s[:4]
    return int(''.join(str(int(ch, 36)) for ch in t)) % 97 == 1


def looks_like_iban(v):
    t = v.replace(' ', '')
    return len(t) >= 15 and t[:2] in IBAN_CC and t[2:4].isdigit() and t.isalnum() and t.upper() == t


def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid = c.get('id', '?')
        if set(c) != {'id', 'lang', 'text', 'secrets', 'lookalikes', 'note'}:
            errs.append('%s: keys %s' % (cid, sorted(c)))
            continue
        p = cid.split('-', 2)
        if len(p) != 3 or p[0] != PREFIX or len(p[1]) != 3 or not p[1].isdigit() or not p[2] or set(p[2]) - IDCH:
            errs.append('%s: bad id' % cid)
        if cid in ids:
            errs.append('%s: duplicate id' % cid)
        ids.add(cid)
        if c['lang'] not in LANGS:
            errs.append('%s: unknown lang %r' % (cid, c['lang']))
        for k in ('id', 'lang', 'text', 'note'):
            if not isinstance(c[k], str) or not c[k].strip():
                errs.append('%s: empty %s' % (cid, k))
            elif hostile(c[k]):
                errs.append('%s: YAML-hostile character %s in %s' % (cid, hostile(c[k]), k))
        text = c['text']
        if not c['secrets'] and not c['lookalikes']:
            errs.append('%s: negative case without look-alikes' % cid)
        seen = set()
        for v in c['secrets'] + c['lookalikes']:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append('%s: bad value %r' % (cid, v))
                continue
            if v in seen:
                errs.append('%s: value listed twice %r' % (cid, v))
            seen.add(v)
            if hostile(v):
                errs.append('%s: YAML-hostile character in value %r' % (cid, v))
            occ = occurrences(text, v)
            if not occ:
                errs.append('%s: not an exact substring of the text: %r' % (cid, v))
            if len(v) <= 6 and len(occ) > 1:
                errs.append('%s: short value occurs %d times: %r' % (cid, len(occ), v))
            for a, b in occ:
                if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
                        (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                    errs.append('%s: %r is embedded in a longer number' % (cid, v))
            if looks_like_iban(v) and not iban_ok(v):
                errs.append('%s: IBAN-like value fails mod 97: %r' % (cid, v))
        locc = [(o, v) for v in c['lookalikes'] for o in occurrences(text, v)]
        for s in c['secrets']:
            for a, b in occurrences(text, s):
                for (x, y), v in locc:
                    if a < y and x < b:
                        errs.append('%s: secret %r overlaps look-alike %r' % (cid, s, v))
    return errs


def main():
    if len(sys.argv) != 2:
        print('usage: python3 check_heldout_v81.py heldout_v81.yaml', file=sys.stderr)
        sys.exit(1)
    try:
        with open(sys.argv[1], encoding='utf-8') as f:
            cases = parse(f.read())
    except (ValueError, OSError) as e:
        print('ERROR cannot parse: %s' % e, file=sys.stderr)
        sys.exit(1)
    errs = validate(cases)
    if errs:
        for e in errs:
            print('ERROR', e, file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c['secrets']]
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c['lang'] != 'en', c['lang'])):
        r = by.setdefault(c['lang'], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1 if c['secrets'] else 2] += 1
        r[3] += len(c['secrets'])
        r[4] += len(c['lookalikes'])
        r[5] += SEP in c['text']
    print('file:            %s' % sys.argv[1])
    print('cases:           %d' % len(cases))
    print('positive:        %d' % len(pos))
    print('negative:        %d' % (len(cases) - len(pos)))
    print('secrets:         %d' % sum(len(c['secrets']) for c in cases))
    print('look-alikes:     %d' % sum(len(c['lookalikes']) for c in cases))
    print('languages:       %d (%d besides English)' % (len(by), len(by) - ('en' in by)))
    print('multi-message:   %d' % sum(SEP in c['text'] for c in cases))
    print()
    print('%-5s %6s %9s %9s %8s %12s %7s' % ('lang', 'cases', 'positive', 'negative', 'secrets', 'look-alikes', 'multi'))
    for lang, r in by.items():
        print('%-5s %6d %9d %9d %8d %12d %7d' % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print('OK: all checks passed')


if __name__ == '__main__':
    main()
