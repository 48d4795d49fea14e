#!/usr/bin/env python3
"""Standard-library checker for heldout_v78.yaml: re-parses the restricted YAML, re-validates, prints counts."""
import json, re, sys
from collections import Counter

BAD = re.compile("[\x00-\x09\x0b-\x1f\x7f\u0085\u2028\u2029\ufeff]")

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] == "": lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]: raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        m = re.fullmatch(r"  - id: (\".*\")", ln)
        if m:
            cur = {"id": json.loads(m.group(1))}; cases.append(cur); lst = None; continue
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", ln)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2)); lst = None; continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", ln)
        if m and cur is not None:
            cur[m.group(1)] = []; lst = None; continue
        m = re.fullmatch(r"    (secrets|lookalikes):", ln)
        if m and cur is not None:
            cur[m.group(1)] = []; lst = cur[m.group(1)]; continue
        m = re.fullmatch(r"      - (\".*\")", ln)
        if m and lst is not None:
            lst.append(json.loads(m.group(1))); continue
        raise ValueError("line %d not understood: %r" % (n, ln[:80]))
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c: raise ValueError("missing %s in %s" % (k, c.get("id")))
    return cases

def occ(t, v):
    o, i = [], t.find(v)
    while i >= 0: o.append((i, i + len(v))); i = t.find(v, i + 1)
    return o

def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid, t = c["id"], c["text"]
        if cid in ids: errs.append("duplicate id " + cid)
        ids.add(cid)
        if not re.fullmatch(r"H78-\d{3}-[a-z0-9-]+", cid): errs.append("bad id " + cid)
        if not re.fullmatch(r"[a-z]{2}", c["lang"]): errs.append("bad lang " + cid)
        for k in ("text", "note"):
            if not c[k] or BAD.search(c[k]): errs.append("bad %s in %s" % (k, cid))
        allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv): errs.append("value listed twice in " + cid)
        sp = {}
        for v in allv:
            if not v.strip() or BAD.search(v): errs.append("bad value in " + cid); continue
            o = occ(t, v)
            if not o: errs.append("not a substring in %s: %r" % (cid, v)); continue
            if len(v) <= 6 and len(o) > 1: errs.append("short value occurs twice in %s" % cid)
            for a, b in o:
                if (v[0].isdigit() and a > 0 and t[a-1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    errs.append("number embedded in longer number in %s" % cid)
            sp[v] = o
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                for a, b in sp.get(s, []):
                    for x, y in sp.get(l, []):
                        if a < y and x < b: errs.append("secret/look-alike overlap in %s" % cid)
    return errs

def main():
    if len(sys.argv) != 2: print("usage: check_heldout_v78.py FILE.yaml"); sys.exit(1)
    cases = parse(sys.argv[1])
    errs = validate(cases)
    for e in errs: print("ERROR:", e)
    pos = [c for c in cases if c["secrets"]]
    langs = Counter(c["lang"] for c in cases)
    print("cases:          %d" % len(cases))
    print("positive:       %d" % len(pos))
    print("negative:       %d" % (len(cases) - len(pos)))
    print("secrets:        %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:    %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:      %d" % len(langs))
    print("multi-message:  %d" % sum(1 for c in cases if "\n---\n" in c["text"]))
    print("\nlang  cases  pos  neg  secrets  look-alikes")
    for lg, n in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
        cs = [c for c in cases if c["lang"] == lg]
        p = sum(1 for c in cs if c["secrets"])
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (lg, n, p, n - p, sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs)))
    print("\nresult: %s" % ("OK" if not errs else "%d ERRORS" % len(errs)))
    sys.exit(1 if errs else 0)

if __name__ == "__main__":
    main()
