#!/usr/bin/env python3
"""Standard-library checker for heldout_v40.yaml: re-parses the restricted YAML written by make_heldout_v40.py,
re-validates every case and prints counts. Exit 1 on any problem."""
import sys, json, re, collections

HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f\x85\u2028\u2029\ufeff]")
def fail(msg): print("ERROR:", msg); sys.exit(1)

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0] != "lookalikes: []" or lines[1] != "cases:": fail("bad header")
    cases, cur, lst = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        if ln == "": continue
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
            lst = cur[m.group(1)] = []; continue
        m = re.fullmatch(r"      - (\".*\")", ln)
        if m and lst is not None:
            lst.append(json.loads(m.group(1))); continue
        fail("line %d not understood" % no)
    return cases

def check(c):
    for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
        if k not in c: fail("%s missing %s" % (c.get("id"), k))
    if not re.fullmatch(r"H40-\d{3}-[a-z0-9-]+", c["id"]): fail("bad id " + c["id"])
    if not re.fullmatch(r"[a-z]{2}", c["lang"]): fail("bad lang " + c["id"])
    t = c["text"]
    if HOSTILE.search(t): fail("hostile char " + c["id"])
    sp = {"s": [], "l": []}
    allv = c["secrets"] + c["lookalikes"]
    if len(set(allv)) != len(allv): fail("duplicate value " + c["id"])
    for kind, vals in (("s", c["secrets"]), ("l", c["lookalikes"])):
        for v in vals:
            if not v or HOSTILE.search(v): fail("bad value in " + c["id"])
            if v not in t: fail("not a substring in %s: %r" % (c["id"], v))
            if len(v) <= 6 and t.count(v) > 1: fail("short value twice in " + c["id"])
            i = t.find(v)
            while i >= 0:
                j = i + len(v)
                if (v[0].isdigit() and i > 0 and t[i - 1].isdigit()) or (v[-1].isdigit() and j < len(t) and t[j].isdigit()):
                    fail("number embedded in %s: %r" % (c["id"], v))
                sp[kind].append((i, j)); i = t.find(v, i + 1)
    for a, b in sp["s"]:
        for x, y in sp["l"]:
            if a < y and x < b: fail("overlap in " + c["id"])

def main():
    if len(sys.argv) != 2: print("usage: check_heldout_v40.py heldout_v40.yaml"); sys.exit(2)
    cases = parse(sys.argv[1])
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids): fail("duplicate ids")
    for c in cases: check(c)
    pos = [c for c in cases if c["secrets"]]; neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    nsec = sum(len(c["secrets"]) for c in cases); nlook = sum(len(c["lookalikes"]) for c in cases)
    langs = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: c["lang"]):
        d = langs.setdefault(c["lang"], [0, 0, 0, 0, 0]); d[0] += 1; d[1] += bool(c["secrets"]); d[2] += (not c["secrets"])
        d[3] += len(c["secrets"]); d[4] += len(c["lookalikes"])
    print("cases: %d" % len(cases)); print("positive: %d" % len(pos)); print("negative: %d" % len(neg))
    print("secrets: %d" % nsec); print("look-alikes: %d" % nlook); print("languages: %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print("%-5s %6s %6s %6s %8s %8s" % ("lang", "cases", "pos", "neg", "secrets", "lookalk"))
    for k, d in langs.items(): print("%-5s %6d %6d %6d %8d %8d" % (k, *d))
    print("OK")

if __name__ == "__main__":
    main()
