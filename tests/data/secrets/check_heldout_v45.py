#!/usr/bin/env python3
"""check_heldout_v45.py -- standard-library checker for heldout_v45.yaml

Usage: python3 check_heldout_v45.py heldout_v45.yaml

Re-parses the file (the generator's restricted YAML: every scalar a JSON
double-quoted string), re-validates every case and prints counts. Exits 1 on
any problem.
"""
import json
import re
import sys
from collections import OrderedDict

PREFIX = "H45"
SEP = "\n---\n"
ISO639_1 = set(("aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de "
                "dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia "
                "id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo "
                "lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl "
                "ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk "
                "tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu").split())
ID_RE = re.compile(r"^H45-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$")
IBAN_CC = set("DE FR ES IT NL GB PL CZ SE DK NO FI HU RO GR TR PT SA AE IL UA IR".split())
IBAN_RE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$")
CARD_RE = re.compile(r"^\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}$")
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(raw, lineno):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError(f"line {lineno}: scalar is not a double-quoted string")
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError(f"line {lineno}: bad double-quoted string ({e})")
    if not isinstance(v, str):
        raise ParseError(f"line {lineno}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data:
        raise ParseError("CR or TAB characters in file")
    lines = data.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = OrderedDict(id=scalar(line[8:], n))
            cases.append(cur)
            listkey = None
        elif line.startswith("      - "):
            if cur is None or listkey is None:
                raise ParseError(f"line {n}: list item outside a list")
            cur[listkey].append(scalar(line[8:], n))
        elif line.startswith("    ") and not line.startswith("     "):
            if cur is None:
                raise ParseError(f"line {n}: key outside a case")
            m = re.match(r"^    ([a-z]+):(.*)$", line)
            if not m:
                raise ParseError(f"line {n}: unparseable line")
            k, rest = m.group(1), m.group(2)
            if k in cur:
                raise ParseError(f"line {n}: duplicate key {k}")
            if k in ("secrets", "lookalikes"):
                if rest.strip() == "[]":
                    cur[k], listkey = [], None
                elif rest.strip() == "":
                    cur[k], listkey = [], k
                else:
                    raise ParseError(f"line {n}: list must be [] or a block sequence")
            elif k in ("lang", "text", "note"):
                cur[k], listkey = scalar(rest, n), None
            else:
                raise ParseError(f"line {n}: unknown key {k}")
        else:
            raise ParseError(f"line {n}: unexpected line")
    for c in cases:
        if list(c.keys()) != KEYS:
            raise ParseError(f"{c.get('id')}: keys {list(c.keys())} (want {KEYS})")
    return cases


def hostile(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or o in (0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF) or 0xD800 <= o <= 0xDFFF:
            out.append(repr(ch))
    return out


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def n36(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_ok(x):
    x = x.replace(" ", "")
    return int(n36(x[4:] + x[:4])) % 97 == 1


def luhn_ok(x):
    d = [int(c) for c in re.sub(r"\D", "", x)]
    s = 0
    for i, v in enumerate(reversed(d)):
        if i % 2:
            v *= 2
            v -= 9 if v > 9 else 0
        s += v
    return s % 10 == 0


def check(cases):
    errs = []
    seen_ids, seen_slugs = set(), set()
    for idx, c in enumerate(cases, 1):
        cid, t, S, L = c["id"], c["text"], c["secrets"], c["lookalikes"]
        e = lambda msg: errs.append(f"{cid}: {msg}")
        m = ID_RE.match(cid)
        if not m:
            e("bad id format")
        elif int(m.group(1)) != idx:
            e("ids not numbered consecutively")
        if cid in seen_ids:
            e("duplicate id")
        seen_ids.add(cid)
        slug = cid[8:]
        if slug in seen_slugs:
            e("duplicate slug")
        seen_slugs.add(slug)
        if c["lang"] not in ISO639_1:
            e(f"lang {c['lang']!r} is not ISO 639-1")
        for k in ("id", "lang", "text", "note"):
            if not c[k]:
                e(f"empty {k}")
            if hostile(c[k]):
                e(f"YAML-hostile characters in {k}")
        if any(not p.strip() for p in t.split(SEP)):
            e("empty message")
        if not S and not L:
            e("neither secrets nor look-alikes")
        for name, vals in (("secret", S), ("look-alike", L)):
            if len(set(vals)) != len(vals):
                e(f"duplicate {name}")
            for v in vals:
                if not v or v != v.strip():
                    e(f"empty or unstripped {name} {v!r}")
                    continue
                if hostile(v):
                    e(f"YAML-hostile {name} {v!r}")
                sp = spans(t, v)
                if not sp:
                    e(f"{name} not an exact substring: {v!r}")
                if len(v) <= 6 and len(sp) > 1:
                    e(f"short {name} occurs {len(sp)} times: {v!r}")
                for a, b in sp:
                    if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                        e(f"{name} embedded in a longer number: {v!r}")
                    if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                        e(f"{name} embedded in a longer number: {v!r}")
        if set(S) & set(L):
            e("a value is both secret and look-alike")
        for v in S:
            for a, b in spans(t, v):
                for w in L:
                    for x, y in spans(t, w):
                        if a < y and x < b:
                            e(f"secret {v!r} overlaps look-alike {w!r}")
        for v in S + L:
            if IBAN_RE.match(v) and v[:2] in IBAN_CC and not iban_ok(v):
                e(f"IBAN fails mod-97: {v!r}")
        for v in S:
            if CARD_RE.match(v) and not luhn_ok(v):
                e(f"card number fails Luhn: {v!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} heldout_v45.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as ex:
        print(f"PARSE ERROR: {ex}", file=sys.stderr)
        return 1
    errs = check(cases)
    if errs:
        for x in errs:
            print(x, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        return 1
    by = OrderedDict()
    for c in cases:
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += bool(c["secrets"])
        r[2] += not c["secrets"]
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += SEP in c["text"]
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print(f"file: {sys.argv[1]}")
    print(f"cases: {tot[0]}")
    print(f"positive: {tot[1]}")
    print(f"negative: {tot[2]}")
    print(f"secrets: {tot[3]}")
    print(f"look-alikes: {tot[4]}")
    print(f"languages: {len(by)}")
    print(f"multi-message: {tot[5]}")
    print()
    print(f"{'lang':<5}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>8}{'lookalikes':>11}{'multi':>6}")
    for lang, r in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print(f"{lang:<5}{r[0]:>6}{r[1]:>5}{r[2]:>5}{r[3]:>8}{r[4]:>11}{r[5]:>6}")
    print(f"{'all':<5}{tot[0]:>6}{tot[1]:>5}{tot[2]:>5}{tot[3]:>8}{tot[4]:>11}{tot[5]:>6}")
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
