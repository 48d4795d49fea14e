#!/usr/bin/env python3
"""Standalone checker for heldout_v101.yaml (standard library only).

Usage: python3 check_heldout_v101.py heldout_v101.yaml
Re-parses the restricted YAML (every scalar a JSON double-quoted string), re-validates every case and prints counts.
Exits 1 on any problem.
"""
import sys, json, re

PREFIX = "H101"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}


def parse(src):
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        m = re.fullmatch(r"  - id: (\".*\")", line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ValueError("line %d: outside a case" % n)
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", line)
        if m:
            if m.group(1) in cur:
                raise ValueError("line %d: repeated key" % n)
            cur[m.group(1)] = json.loads(m.group(2))
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", line)
        if m:
            cur[m.group(1)] = []
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):", line)
        if m:
            listkey = m.group(1)
            cur[listkey] = []
            continue
        m = re.fullmatch(r"      - (\".*\")", line)
        if m and listkey:
            cur[listkey].append(json.loads(m.group(1)))
            continue
        raise ValueError("line %d: not understood: %r" % (n, line[:60]))
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                raise ValueError("case %s lacks %s" % (c.get("id"), k))
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str):
                raise ValueError("case %s: %s is not a string" % (c["id"], k))
    return cases


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7f <= o <= 0x9f or ch in "\u2028\u2029\ufeff\ufffe\uffff" or 0xd800 <= o <= 0xdfff:
            return "U+%04X" % o
    return None


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def problems(c):
    p = []
    t = c["text"]
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", c["id"]):
        p.append("bad id")
    if c["lang"] not in LANGS:
        p.append("unknown lang %r" % c["lang"])
    for k in ("text", "note"):
        if not c[k].strip():
            p.append("empty " + k)
        if hostile(c[k]):
            p.append("YAML-hostile %s in %s" % (hostile(c[k]), k))
    if "\t" in t or "\r" in t:
        p.append("tab/CR in text")
    S, L = c["secrets"], c["lookalikes"]
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        p.append("duplicate value in a list")
    if set(S) & set(L):
        p.append("value in both lists")
    for v in S + L:
        if not isinstance(v, str) or not v or v != v.strip():
            p.append("bad value %r" % (v,))
            continue
        if hostile(v):
            p.append("YAML-hostile char in %r" % v)
        o = occ(t, v)
        if not o:
            p.append("not an exact substring: %r" % v)
        if len(v) <= 6 and len(o) > 1:
            p.append("short value occurs %d times: %r" % (len(o), v))
        for a, b in o:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                p.append("embedded in a longer number: %r" % v)
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                p.append("embedded in a longer number: %r" % v)
    so = [x for v in S for x in occ(t, v)]
    lo = [x for v in L for x in occ(t, v)]
    for a, b in so:
        for c2, d in lo:
            if a < d and c2 < b:
                p.append("secret occurrence overlaps a look-alike occurrence")
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v101.py heldout_v101.yaml", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    try:
        cases = parse(src)
    except (ValueError, json.JSONDecodeError) as e:
        print("PARSE ERROR: %s" % e)
        sys.exit(1)
    bad = 0
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        print("ERROR: duplicate ids")
        bad += 1
    for c in cases:
        for msg in problems(c):
            print("ERROR %s: %s" % (c["id"], msg))
            bad += 1
    by = {}
    for c in cases:
        row = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1 if c["secrets"] else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += SEP in c["text"]
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print("cases:          %d" % tot[0])
    print("positive:       %d" % tot[1])
    print("negative:       %d" % tot[2])
    print("secrets:        %d" % tot[3])
    print("look-alikes:    %d" % tot[4])
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % tot[5])
    print()
    print("lang  cases  pos  neg  secrets  lookalikes  multi")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        r = by[lang]
        print("%-4s  %5d  %3d  %3d  %7d  %10d  %5d" % (lang, *r))
    if bad:
        print("\n%d problem(s) found" % bad)
        sys.exit(1)
    print("\nOK: no problems found")


if __name__ == "__main__":
    main()
