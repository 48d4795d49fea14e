#!/usr/bin/env python3
"""Standard-library checker for heldout_v41.yaml: re-parses the restricted YAML written by
make_heldout_v41.py, re-validates every case and prints counts.  Usage: python3 check_heldout_v41.py heldout_v41.yaml"""
import collections, json, re, sys

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0] != "lookalikes: []" or lines[1] != "cases:": raise ValueError("bad header")
    cases, cur, key = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        if not ln: continue
        m = re.fullmatch(r"  - id: (\".*\")", ln)
        if m:
            cur = {"id": json.loads(m.group(1))}; cases.append(cur); key = None; continue
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", ln)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2)); key = None; continue
        m = re.fullmatch(r"    (secrets|lookalikes):( \[\])?", ln)
        if m and cur is not None:
            cur[m.group(1)] = []; key = None if m.group(2) else m.group(1); continue
        m = re.fullmatch(r"      - (\".*\")", ln)
        if m and key:
            cur[key].append(json.loads(m.group(1))); continue
        raise ValueError("line %d not understood: %r" % (n, ln[:80]))
    return cases

def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out

def validate(cases):
    errs, ids = [], set()
    bad = re.compile("[\x00-\x09\x0b-\x1f\x7f\u2028\u2029\ufeff\\\\]")
    for c in cases:
        cid = c.get("id", "?")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c: errs.append("%s: missing %s" % (cid, k))
        if set(c) - {"id", "lang", "text", "secrets", "lookalikes", "note"}: errs.append("%s: extra keys" % cid)
        if cid in ids: errs.append("%s: duplicate id" % cid)
        ids.add(cid)
        if not re.fullmatch(r"H41-\d{3}-[a-z0-9-]+", cid): errs.append("%s: bad id" % cid)
        if not re.fullmatch(r"[a-z]{2}", c.get("lang", "")): errs.append("%s: bad lang" % cid)
        t = c.get("text", "")
        if bad.search(t) or bad.search(c.get("note", "")): errs.append("%s: hostile character" % cid)
        sec, lk = c.get("secrets", []), c.get("lookalikes", [])
        if set(sec) & set(lk): errs.append("%s: value in both lists" % cid)
        for v in sec + lk:
            o = occ(t, v)
            if not o: errs.append("%s: not a substring %r" % (cid, v))
            if v != v.strip() or not v: errs.append("%s: untrimmed/empty %r" % (cid, v))
            if len(v) <= 6 and len(o) != 1: errs.append("%s: short value repeated %r" % (cid, v))
            for a, b in o:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit(): errs.append("%s: embedded number %r" % (cid, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit(): errs.append("%s: embedded number %r" % (cid, v))
        so = [x for v in sec for x in occ(t, v)]; lo = [x for v in lk for x in occ(t, v)]
        if any(a < d and c2 < b for a, b in so for c2, d in lo): errs.append("%s: secret/look-alike overlap" % cid)
    return errs

def main():
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        print("\n".join(errs)); print("INVALID: %d problems" % len(errs)); sys.exit(1)
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0])
        r[0] += 1; r[1] += bool(c["secrets"]); r[2] += not c["secrets"]; r[3] += len(c["secrets"]); r[4] += len(c["lookalikes"])
    tot = [sum(r[i] for r in by.values()) for i in range(5)]
    multi = sum("\n---\n" in c["text"] for c in cases)
    print("cases: %d" % tot[0]); print("positive: %d" % tot[1]); print("negative: %d" % tot[2])
    print("secrets: %d" % tot[3]); print("look-alikes: %d" % tot[4]); print("languages: %d" % len(by))
    print("multi-message: %d" % multi)
    print("%-5s %6s %6s %6s %8s %8s" % ("lang", "cases", "pos", "neg", "secrets", "lookal."))
    for k, r in by.items(): print("%-5s %6d %6d %6d %8d %8d" % ((k,) + tuple(r)))
    print("OK")

if __name__ == "__main__":
    main()
