#!/usr/bin/env python3
"""Standard-library checker for heldout_v79.yaml: re-parses, re-validates, prints counts."""
import sys, json, re
from collections import Counter, OrderedDict

BAD_CH = re.compile("[\x00-\x09\x0b-\x1f\x7f\u0085\u2028\u2029\ufeff]")
ID_RE = re.compile(r"^H79-\d{3}-[a-z0-9-]+$")

def fail(msg):
    print("ERROR:", msg); sys.exit(1)

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] != "": fail("no final newline")
    lines = lines[:-1]
    if lines[0] != "lookalikes: []" or lines[1] != "cases:": fail("bad header")
    cases, cur, key = [], None, None
    def js(s, ln):
        if not (s.startswith('"') and s.endswith('"')): fail("line %d: scalar is not a JSON double-quoted string" % ln)
        try: v = json.loads(s)
        except Exception as e: fail("line %d: %s" % (ln, e))
        if not isinstance(v, str): fail("line %d: not a string" % ln)
        return v
    for ln, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = OrderedDict(id=js(line[8:], ln)); cases.append(cur); key = None
        elif cur is None: fail("line %d: content before first case" % ln)
        elif line.startswith("      - "):
            if key not in ("secrets", "lookalikes") or cur[key] is None: fail("line %d: list item without list" % ln)
            cur[key].append(js(line[8:], ln))
        elif line.startswith("    "):
            k, sep, rest = line[4:].partition(":")
            if not sep or k not in ("lang", "text", "secrets", "lookalikes", "note") or k in cur: fail("line %d: bad key %r" % (ln, k))
            rest = rest[1:] if rest.startswith(" ") else rest
            if k in ("secrets", "lookalikes"):
                if rest == "[]": cur[k] = []; key = None
                elif rest == "": cur[k] = []; key = k
                else: fail("line %d: bad list" % ln)
            else:
                cur[k] = js(rest, ln); key = None
        else: fail("line %d: unexpected %r" % (ln, line[:40]))
    return cases

def occ(t, v):
    out, i = [], t.find(v)
    while i >= 0: out.append((i, i + len(v))); i = t.find(v, i + 1)
    return out

def validate(cases):
    ids = set()
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c: fail("%s: missing %s" % (c.get("id"), k))
        cid, t, S, Lk = c["id"], c["text"], c["secrets"], c["lookalikes"]
        if not ID_RE.match(cid): fail("bad id " + cid)
        if cid in ids: fail("duplicate id " + cid)
        ids.add(cid)
        if not re.match(r"^[a-z]{2}$", c["lang"]): fail(cid + ": lang")
        if BAD_CH.search(t) or BAD_CH.search(c["note"]): fail(cid + ": hostile char")
        if len(set(S + Lk)) != len(S + Lk): fail(cid + ": duplicate value")
        for v in S + Lk:
            o = occ(t, v)
            if not o: fail("%s: value not in text: %r" % (cid, v))
            if len(v) <= 6 and len(o) > 1: fail("%s: short value twice: %r" % (cid, v))
            for a, b in o:
                if (v[0].isdigit() and a and t[a-1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    fail("%s: number embedded in longer number: %r" % (cid, v))
        for a, b in [x for v in S for x in occ(t, v)]:
            for p, q in [x for v in Lk for x in occ(t, v)]:
                if a < q and p < b: fail(cid + ": secret overlaps look-alike")

def main():
    if len(sys.argv) != 2: print("usage: python3 check_heldout_v79.py heldout_v79.yaml"); sys.exit(2)
    cases = parse(sys.argv[1]); validate(cases)
    pos = [c for c in cases if c["secrets"]]; neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    ns = sum(len(c["secrets"]) for c in cases); nl = sum(len(c["lookalikes"]) for c in cases)
    langs = Counter(c["lang"] for c in cases)
    print("OK: %s" % sys.argv[1])
    print("cases:        %d" % len(cases))
    print("positive:     %d" % len(pos))
    print("negative:     %d" % len(neg))
    print("secrets:      %d" % ns)
    print("look-alikes:  %d" % nl)
    print("languages:    %d" % len(langs))
    print("multi-message:%d" % len(multi))
    print("\nlang  cases  pos  neg  secrets  look-alikes")
    for lg in sorted(langs, key=lambda x: (-langs[x], x)):
        cs = [c for c in cases if c["lang"] == lg]
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (lg, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
              sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs)))

if __name__ == "__main__":
    main()
