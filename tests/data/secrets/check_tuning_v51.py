#!/usr/bin/env python3
"""Standard-library checker for tuning_v51.yaml: re-parses the restricted YAML (every scalar a JSON
double-quoted string), re-validates every case and prints counts. Exit 1 on any problem.
Usage: python3 check_tuning_v51.py [tuning_v51.yaml]"""
import json, re, sys, collections

PREFIX = "T51"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD = set('"\\\t\r\n\u2028\u2029\ufeff\u0085\u00a0')

def fail(msg):
    print("ERROR:", msg, file=sys.stderr); sys.exit(1)

def scalar(s, ln):
    if not (s.startswith('"') and s.endswith('"')): fail("line %d: scalar not double-quoted" % ln)
    try: v = json.loads(s)
    except Exception as e: fail("line %d: bad scalar: %s" % (ln, e))
    if not isinstance(v, str): fail("line %d: not a string" % ln)
    return v

def parse(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xef\xbb\xbf") or b"\r" in raw or b"\t" in raw: fail("BOM, CR or tab in file")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "": fail("no final newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]: fail("bad header")
    cases, cur, i = [], None, 2
    while i < len(lines):
        ln, l = i + 1, lines[i]
        if l.startswith("  - id: "):
            cur = {"id": scalar(l[8:], ln)}; cases.append(cur)
            order = ["lang", "text"]
            for key in order:
                i += 1; l = lines[i]; p = "    %s: " % key
                if not l.startswith(p): fail("line %d: expected %s" % (i + 1, key))
                cur[key] = scalar(l[len(p):], i + 1)
            i += 1
            if lines[i] != "    secrets: []": fail("line %d: expected empty secrets" % (i + 1))
            cur["secrets"] = []
            i += 1
            if lines[i] != "    lookalikes:": fail("line %d: expected lookalikes" % (i + 1))
            cur["lookalikes"] = []
            i += 1
            while lines[i].startswith("      - "):
                cur["lookalikes"].append(scalar(lines[i][8:], i + 1)); i += 1
            if not lines[i].startswith("    note: "): fail("line %d: expected note" % (i + 1))
            cur["note"] = scalar(lines[i][10:], i + 1)
            i += 1
        else:
            fail("line %d: unexpected %r" % (ln, l[:40]))
    return cases

def asc(c):
    return c.isascii() and c.isalnum()

def check_case(c):
    t, las, errs = c["text"], c["lookalikes"], []
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9-]+", c["id"]): errs.append("bad id")
    if c["lang"] not in LANGS: errs.append("bad lang")
    if c["secrets"]: errs.append("secrets not empty")
    if not (1 <= len(las) <= 3): errs.append("look-alike count")
    if len(set(las)) != len(las): errs.append("duplicate look-alike")
    for f in (c["id"], c["lang"], t, c["note"]) + tuple(las):
        if any(ch in BAD or ord(ch) < 32 or 0x7f <= ord(ch) < 0xa0 for ch in f): errs.append("hostile char")
    cov = [False] * len(t)
    for a in las:
        if not any(ch.isdigit() for ch in a): errs.append("no digit in look-alike")
        if any(a != b and a in b for b in las): errs.append("look-alike inside another")
        k = t.find(a)
        if k < 0: errs.append("look-alike not in text: %r" % a)
        while k >= 0:
            j = k + len(a); L = t[k - 1] if k else ""; Rr = t[j] if j < len(t) else ""
            if L and (L.isdigit() or (asc(L) and asc(a[0]))): errs.append("embedded (left) %r" % a)
            if Rr and (Rr.isdigit() or (asc(Rr) and asc(a[-1]))): errs.append("embedded (right) %r" % a)
            for x in range(k, j): cov[x] = True
            k = t.find(a, k + 1)
    for x, ch in enumerate(t):
        if ch.isdigit() and not cov[x]: errs.append("number-like value not listed at %d" % x)
    return errs

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "tuning_v51.yaml"
    cases = parse(path)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids): fail("duplicate ids")
    if len(set(c["text"] for c in cases)) != len(cases): fail("duplicate texts")
    bad = 0
    for c in cases:
        for e in check_case(c):
            print("ERROR:", c["id"], e, file=sys.stderr); bad += 1
    if bad: sys.exit(1)
    by = collections.Counter(c["lang"] for c in cases)
    byla = collections.Counter()
    for c in cases: byla[c["lang"]] += len(c["lookalikes"])
    nla = sum(len(c["lookalikes"]) for c in cases)
    print("cases: %d" % len(cases))
    print("look-alikes: %d" % nla)
    print("secrets: 0")
    print("languages: %d" % len(by))
    print("lang  cases  look-alikes")
    for lang, n in sorted(by.items(), key=lambda kv: (-kv[1], kv[0])):
        print("%-4s  %5d  %11d" % (lang, n, byla[lang]))
    print("OK")

if __name__ == "__main__":
    main()
