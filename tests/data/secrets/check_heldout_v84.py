#!/usr/bin/env python3
"""Standard-library checker for heldout_v84.yaml.

Usage: python3 check_heldout_v84.py heldout_v84.yaml
Re-parses the file (the restricted YAML subset written by make_heldout_v84.py: every scalar a JSON
double-quoted string), re-validates every rule and prints counts. Exits 1 on any problem.
"""
import json
import re
import string
import sys
import unicodedata
from collections import OrderedDict

PREFIX = "H84"
MSG = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$")
DIG = string.digits
ASCII_ALNUM = string.ascii_letters + string.digits
HOSTILE = {"\u2028", "\u2029", "\ufeff", "\u0085", "\t", "\r"}


class ParseError(Exception):
    pass


def scalar(s, lineno):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ParseError(f"line {lineno}: scalar is not double-quoted: {s[:40]!r}")
    try:
        v = json.loads(s)
    except ValueError as e:
        raise ParseError(f"line {lineno}: bad double-quoted scalar: {e}")
    if not isinstance(v, str):
        raise ParseError(f"line {lineno}: scalar is not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\r" in raw or "\t" in raw:
        raise ParseError("CR or TAB in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    keys_order = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = OrderedDict(id=scalar(line[8:], n))
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError(f"line {n}: content before first case")
        m = re.match(r"^    (lang|text|note): (.*)$", line)
        if m:
            cur[m.group(1)] = scalar(m.group(2), n)
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", line)
        if m:
            cur[m.group(1)] = []
            listkey = None if m.group(2) else m.group(1)
            continue
        if line.startswith("      - "):
            if listkey is None:
                raise ParseError(f"line {n}: list item outside a list")
            cur[listkey].append(scalar(line[8:], n))
            continue
        raise ParseError(f"line {n}: unexpected line {line[:40]!r}")
    for c in cases:
        if list(c.keys()) != keys_order:
            raise ParseError(f"{c.get('id')}: keys {list(c.keys())} != {keys_order}")
    return cases


def hostile(s):
    return [repr(ch) for ch in s if ch != "\n" and (ch in HOSTILE or unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"))]


def occ(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    p = []
    t = c["text"]
    if not ID_RE.match(c["id"]):
        p.append("bad id")
    if c["lang"] not in LANGS:
        p.append("bad lang " + c["lang"])
    if not t.strip() or not c["note"].strip():
        p.append("empty text or note")
    for k in ("id", "lang", "text", "note"):
        if hostile(c[k]):
            p.append(f"YAML-hostile characters in {k}: {hostile(c[k])}")
    S, L = c["secrets"], c["lookalikes"]
    if len(set(S)) < len(S) or len(set(L)) < len(L):
        p.append("duplicate value in a list")
    if set(S) & set(L):
        p.append("value listed as both secret and look-alike")
    if not S and not L:
        p.append("nothing listed")
    for v in S + L:
        if not v or v != v.strip():
            p.append(f"empty/unstripped value {v!r}")
            continue
        if hostile(v):
            p.append(f"YAML-hostile characters in value {v!r}")
        o = occ(t, v)
        if not o:
            p.append(f"not an exact substring: {v!r}")
            continue
        if len(v) <= 6 and len(o) > 1:
            p.append(f"short value occurs {len(o)} times: {v!r}")
        for a, b in o:
            before = t[a - 1] if a else ""
            after = t[b] if b < len(t) else ""
            if (v[0] in DIG and before and before in DIG) or (v[-1] in DIG and after and after in DIG):
                p.append(f"number embedded in a longer number: {v!r}")
            if len(v) <= 6 and ((before and before in ASCII_ALNUM and v[0] in ASCII_ALNUM)
                                or (after and after in ASCII_ALNUM and v[-1] in ASCII_ALNUM)):
                p.append(f"short value glued to a word: {v!r}")
    for a, b in [s for v in S for s in occ(t, v)]:
        for x, y in [s for v in L for s in occ(t, v)]:
            if a < y and x < b:
                p.append(f"secret {t[a:b]!r} overlaps look-alike {t[x:y]!r}")
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v84.py heldout_v84.yaml", file=sys.stderr)
        sys.exit(1)
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR: " + str(e), file=sys.stderr)
        sys.exit(1)
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [int(ID_RE.match(i).group(1)) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..N in order")
    for c in cases:
        for q in check_case(c):
            problems.append(f"{c['id']}: {q}")
    if problems:
        for q in problems:
            print("PROBLEM " + q, file=sys.stderr)
        sys.exit(1)

    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if MSG in c["text"]]
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    langs = OrderedDict()
    for c in cases:
        langs.setdefault(c["lang"], []).append(c)
    print(f"file:            {sys.argv[1]}")
    print(f"cases:           {len(cases)}")
    print(f"positive:        {len(pos)}")
    print(f"negative:        {len(neg)} ({100 * len(neg) / len(cases):.1f}%)")
    print(f"secrets:         {nsec}")
    print(f"look-alikes:     {nlook}")
    print(f"languages:       {len(langs)} (English cases: {len(langs.get('en', []))}, other: {len(cases) - len(langs.get('en', []))})")
    print(f"multi-message:   {len(multi)}")
    print()
    print(f"{'lang':<6}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>9}{'lookalikes':>12}{'multi':>7}")
    for lang, cs in sorted(langs.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{lang:<6}{len(cs):>6}{sum(1 for c in cs if c['secrets']):>5}{sum(1 for c in cs if not c['secrets']):>5}"
              f"{sum(len(c['secrets']) for c in cs):>9}{sum(len(c['lookalikes']) for c in cs):>12}"
              f"{sum(1 for c in cs if MSG in c['text']):>7}")
    print(f"{'total':<6}{len(cases):>6}{len(pos):>5}{len(neg):>5}{nsec:>9}{nlook:>12}{len(multi):>7}")
    print("OK")


if __name__ == "__main__":
    main()
