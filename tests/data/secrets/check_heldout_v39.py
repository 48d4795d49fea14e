#!/usr/bin/env python3
"""Standard-library checker for heldout_v39.yaml: re-parses, re-validates, prints counts."""
import collections, json, re, sys

HOSTILE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u0085\u2028\u2029\ufeff\t\r]")
ID_RE = re.compile(r"^H39-\d{3}-[a-z0-9-]+$")
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]

def fail(msg):
    print("ERROR: " + msg); sys.exit(1)

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] == "": lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]: fail("bad header")
    cases, cur, lst = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        if HOSTILE.search(ln): fail("hostile character on line %d" % no)
        m = re.match(r"^  - id: (\".*\")$", ln)
        if m:
            cur = {"id": json.loads(m.group(1))}; cases.append(cur); lst = None; continue
        m = re.match(r"^    (lang|text|note): (\".*\")$", ln)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2)); lst = None; continue
        m = re.match(r"^    (secrets|lookalikes): \[\]$", ln)
        if m and cur is not None:
            cur[m.group(1)] = []; lst = None; continue
        m = re.match(r"^    (secrets|lookalikes):$", ln)
        if m and cur is not None:
            cur[m.group(1)] = []; lst = cur[m.group(1)]; continue
        m = re.match(r"^      - (\".*\")$", ln)
        if m and lst is not None:
            v = json.loads(m.group(1))
            if not isinstance(v, str): fail("non-string on line %d" % no)
            lst.append(v); continue
        fail("unparsable line %d: %s" % (no, ln[:80]))
    for c in cases:
        if sorted(c) != sorted(KEYS): fail("case %s has keys %s" % (c.get("id"), sorted(c)))
    return cases

def occ(t, v):
    out, i = [], t.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = t.find(v, i + 1)
    return out

def validate(cases):
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids): fail("duplicate ids")
    for c in cases:
        if not ID_RE.match(c["id"]): fail("bad id " + c["id"])
        if not re.match(r"^[a-z]{2}$", c["lang"]): fail("bad lang in " + c["id"])
        t = c["text"]; allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv): fail("value listed twice in " + c["id"])
        for v in allv:
            o = occ(t, v)
            if not o: fail("%s: not a substring: %r" % (c["id"], v))
            if len(v) <= 6 and len(o) > 1: fail("%s: short value twice: %r" % (c["id"], v))
            for a, b in o:
                if (v[0].isdigit() and a > 0 and t[a-1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    fail("%s: embedded number %r" % (c["id"], v))
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                for a, b in occ(t, s):
                    for x, y in occ(t, l):
                        if a < y and x < b: fail("%s: overlap %r / %r" % (c["id"], s, l))

def main():
    if len(sys.argv) != 2: print("usage: check_heldout_v39.py heldout_v39.yaml"); sys.exit(2)
    cases = parse(sys.argv[1]); validate(cases)
    pos = [c for c in cases if c["secrets"]]; neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0])
        r[0] += 1; r[1] += bool(c["secrets"]); r[2] += not c["secrets"]; r[3] += len(c["secrets"]); r[4] += len(c["lookalikes"])
    print("cases: %d" % len(cases))
    print("positive: %d" % len(pos))
    print("negative: %d" % len(neg))
    print("secrets: %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes: %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages: %d" % len(by))
    print("multi-message: %d" % len(multi))
    print("lang  cases  pos  neg  secrets  look-alikes")
    for k, r in by.items():
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (k, *r))
    print("OK")

if __name__ == "__main__":
    main()
