#!/usr/bin/env python3
"""Checker for heldout_v77.yaml (standard library only): re-parses, re-validates, prints counts.
Usage: python3 check_heldout_v77.py heldout_v77.yaml"""
import json, re, sys
from collections import Counter

BAD_CH = set(chr(c) for c in range(32) if c != 10) | {"\x7f", "\u2028", "\u2029", "\ufeff", "\u0085"}

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] == "": lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]: raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        m = re.match(r'^  - id: (".*")$', ln)
        if m:
            cur = {"id": json.loads(m.group(1))}; cases.append(cur); lst = None; continue
        m = re.match(r'^    (lang|text|note): (".*")$', ln)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2)); lst = None; continue
        m = re.match(r'^    (secrets|lookalikes): \[\]$', ln)
        if m and cur is not None:
            cur[m.group(1)] = []; lst = None; continue
        m = re.match(r'^    (secrets|lookalikes):$', ln)
        if m and cur is not None:
            lst = cur[m.group(1)] = []; continue
        m = re.match(r'^      - (".*")$', ln)
        if m and lst is not None:
            v = json.loads(m.group(1))
            if not isinstance(v, str): raise ValueError("line %d: non-string" % n)
            lst.append(v); continue
        raise ValueError("line %d: unexpected: %s" % (n, ln[:60]))
    for c in cases:
        for f in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if f not in c: raise ValueError("%s: missing %s" % (c.get("id"), f))
    return cases

def occ(t, v):
    out, i = [], t.find(v)
    while i >= 0: out.append((i, i + len(v))); i = t.find(v, i + 1)
    return out

def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid, t = c["id"], c["text"]
        if not re.match(r"^H77-\d{3}-[a-z0-9-]+$", cid): errs.append(cid + ": bad id")
        if cid in ids: errs.append(cid + ": duplicate id")
        ids.add(cid)
        if not re.match(r"^[a-z]{2}$", c["lang"]): errs.append(cid + ": bad lang")
        for f in ("text", "note"):
            if not c[f] or any(ch in BAD_CH for ch in c[f]): errs.append(cid + ": bad " + f)
        allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv): errs.append(cid + ": duplicate value")
        for v in allv:
            o = occ(t, v)
            if not v or any(ch in BAD_CH for ch in v): errs.append(cid + ": bad value")
            if not o: errs.append(cid + ": not substring %r" % v); continue
            if len(v) <= 6 and len(o) > 1: errs.append(cid + ": short value twice %r" % v)
            for a, b in o:
                if (v[0].isdigit() and a > 0 and t[a-1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    errs.append(cid + ": embedded number %r" % v)
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                if any(a < y and x < b for a, b in occ(t, s) for x, y in occ(t, l)):
                    errs.append(cid + ": overlap %r / %r" % (s, l))
    return errs

def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v77.py heldout_v77.yaml", file=sys.stderr); sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except Exception as e:
        print("PARSE ERROR:", e); sys.exit(1)
    errs = validate(cases)
    if errs:
        print("\n".join(errs)); print("INVALID (%d problems)" % len(errs)); sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print("cases:          %d" % len(cases))
    print("positive:       %d" % len(pos))
    print("negative:       %d" % (len(cases) - len(pos)))
    print("secrets:        %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:    %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:      %d" % len(langs))
    print("multi-message:  %d" % len(multi))
    print("\nlang  cases  pos  neg  secrets  look-alikes")
    for lg, n in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
        cs = [c for c in cases if c["lang"] == lg]
        p = sum(1 for c in cs if c["secrets"])
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (lg, n, p, n - p, sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs)))
    print("\nOK")

if __name__ == "__main__":
    main()
