#!/usr/bin/env python3
"""Standalone checker for heldout_v95.yaml (standard library only).

Usage: python3 check_heldout_v95.py heldout_v95.yaml

Re-parses the file (the restricted YAML layout the generator writes: every scalar a JSON double-quoted
string), re-validates every rule of the brief and prints counts and a table by language.
Exits 1 on any problem.
"""
import json
import sys
import unicodedata

PREFIX = "H95"
SEP = "\n---\n"
ASCII_ALNUM = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
BAD_CATS = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


class ParseError(Exception):
    pass


def scalar(raw, lineno):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("line %d: bad double-quoted string (%s)" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\t" in data or "\r" in data:
        raise ParseError("tab or carriage return in file")
    lines = data.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases = []
    i = 2
    n = len(lines)

    def expect(prefix):
        nonlocal i
        if i >= n or not lines[i].startswith(prefix):
            raise ParseError("line %d: expected %r" % (i + 1, prefix))
        raw = lines[i][len(prefix):]
        i += 1
        return raw

    def seq(key):
        nonlocal i
        if i < n and lines[i] == "    %s: []" % key:
            i += 1
            return []
        if i >= n or lines[i] != "    %s:" % key:
            raise ParseError("line %d: expected '%s:'" % (i + 1, key))
        i += 1
        out = []
        while i < n and lines[i].startswith("      - "):
            out.append(scalar(lines[i][8:], i + 1))
            i += 1
        if not out:
            raise ParseError("line %d: empty block sequence for %s" % (i, key))
        return out

    while i < n:
        c = {}
        c["id"] = scalar(expect("  - id: "), i)
        c["lang"] = scalar(expect("    lang: "), i)
        c["text"] = scalar(expect("    text: "), i)
        c["secrets"] = seq("secrets")
        c["lookalikes"] = seq("lookalikes")
        c["note"] = scalar(expect("    note: "), i)
        cases.append(c)
    return cases


def occ(text, v):
    out = []
    j = text.find(v)
    while j >= 0:
        out.append((j, j + len(v)))
        j = text.find(v, j + 1)
    return out


def hostile(s, allow_nl):
    return [repr(ch) for ch in s if not (allow_nl and ch == "\n")
            and (unicodedata.category(ch) in BAD_CATS or ch in "\t\\\ufeff\u0085")]


def check(cases):
    errs = []
    seen = set()
    for k, c in enumerate(cases, 1):
        w = c["id"]
        if w in seen:
            errs.append("%s: duplicate id" % w)
        seen.add(w)
        p = w.split("-", 2)
        if len(p) != 3 or p[0] != PREFIX or p[1] != "%03d" % k or not p[2]:
            errs.append("%s: id not of the form %s-NNN-slug in sequence" % (w, PREFIX))
        if not (len(c["lang"]) == 2 and c["lang"].isascii() and c["lang"].isalpha() and c["lang"].islower()):
            errs.append("%s: lang is not an ISO 639-1 code" % w)
        for key in ("id", "lang", "text", "note"):
            h = hostile(c[key], key == "text")
            if h:
                errs.append("%s: hostile characters in %s: %s" % (w, key, h[:5]))
        t = c["text"]
        if not t or t != t.strip():
            errs.append("%s: empty or padded text" % w)
        if not c["note"].strip():
            errs.append("%s: empty note" % w)
        S, L = c["secrets"], c["lookalikes"]
        if not S and not L:
            errs.append("%s: nothing listed" % w)
        if len(set(S)) != len(S) or len(set(L)) != len(L):
            errs.append("%s: duplicate listed value" % w)
        if set(S) & set(L):
            errs.append("%s: value listed as both secret and look-alike" % w)
        for v in S + L:
            if hostile(v, True):
                errs.append("%s: hostile characters in value %r" % (w, v))
            if not v or v != v.strip():
                errs.append("%s: empty or padded value %r" % (w, v))
                continue
            o = occ(t, v)
            if not o:
                errs.append("%s: not a substring of the text: %r" % (w, v))
                continue
            if len(v) <= 6 and len(o) > 1:
                errs.append("%s: short value occurs %d times: %r" % (w, len(o), v))
            for a, b in o:
                pre = t[a - 1] if a else ""
                post = t[b] if b < len(t) else ""
                if (v[0].isdigit() and pre.isdigit()) or (v[-1].isdigit() and post.isdigit()):
                    errs.append("%s: number embedded in a longer number: %r" % (w, v))
                if (v[0] in ASCII_ALNUM and pre in ASCII_ALNUM and pre) or \
                        (v[-1] in ASCII_ALNUM and post in ASCII_ALNUM and post):
                    errs.append("%s: value glued to a neighbouring token: %r" % (w, v))
        for s in S:
            for a, b in occ(t, s):
                for l in L:
                    for x, y in occ(t, l):
                        if a < y and x < b:
                            errs.append("%s: secret %r overlaps look-alike %r" % (w, s, l))
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v95.py heldout_v95.yaml", file=sys.stderr)
        return 2
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        return 1
    errs = check(cases)
    for e in errs:
        print("ERROR " + e, file=sys.stderr)

    def multi(c):
        return SEP in c["text"]
    pos = [c for c in cases if c["secrets"]]
    by = {}
    for c in cases:
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += 1 if c["secrets"] else 0
        r[2] += 0 if c["secrets"] else 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += 1 if multi(c) else 0
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d" % (len(cases) - len(pos)))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d" % len(by))
    print("multi-message: %d" % sum(1 for c in cases if multi(c)))
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang in sorted(by, key=lambda x: (-by[x][0], x)):
        r = by[lang]
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print()
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
