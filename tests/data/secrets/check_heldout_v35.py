#!/usr/bin/env python3
"""Standard-library checker for heldout_v35.yaml.
Re-parses the file (a fixed YAML subset: every scalar a JSON double-quoted string),
re-validates every rule of the brief and prints counts.
Usage: python3 check_heldout_v35.py heldout_v35.yaml
"""
import sys, json, re, unicodedata
from collections import Counter

KEYS = ("id", "lang", "text", "secrets", "lookalikes", "note")

def fail(msg):
    print("ERROR", msg, file=sys.stderr)
    sys.exit(1)

def parse(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines[-1] != "":
        fail("file must end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        fail("bad header")
    cases, cur, listkey = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        m = re.match(r'^  - id: (".*")$', ln)
        if m:
            cur = {"id": json.loads(m.group(1))}; cases.append(cur); listkey = None
            continue
        if cur is None:
            fail(f"line {no}: content before first case")
        m = re.match(r'^    (lang|text|note): (".*")$', ln)
        if m:
            k = m.group(1)
            if k in cur:
                fail(f"line {no}: duplicate key {k}")
            v = json.loads(m.group(2))
            if not isinstance(v, str):
                fail(f"line {no}: not a string")
            cur[k] = v; listkey = None
            continue
        m = re.match(r'^    (secrets|lookalikes):( \[\])?$', ln)
        if m:
            k = m.group(1)
            if k in cur:
                fail(f"line {no}: duplicate key {k}")
            cur[k] = []
            listkey = None if m.group(2) else k
            continue
        m = re.match(r'^      - (".*")$', ln)
        if m and listkey:
            v = json.loads(m.group(1))
            if not isinstance(v, str):
                fail(f"line {no}: not a string")
            cur[listkey].append(v)
            continue
        fail(f"line {no}: unexpected line {ln[:60]!r}")
    for c in cases:
        if tuple(sorted(c)) != tuple(sorted(KEYS)):
            fail(f"{c.get('id')}: keys {sorted(c)}")
    return cases

def hostile(s, allow_nl):
    for ch in s:
        if ch == "\n" and allow_nl:
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp") or ch == "\\":
            return True
        if cat == "Cf" and ch not in ("\u200c", "\u200d"):
            return True
    return False

def occ(t, v):
    out, i = [], t.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = t.find(v, i + 1)
    return out

def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid, t = c["id"], c["text"]
        if not re.match(r"^v35-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$", cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not re.match(r"^[a-z]{2}$", c["lang"]):
            errs.append(f"{cid}: bad lang")
        if hostile(t, True) or hostile(c["note"], False) or not c["note"]:
            errs.append(f"{cid}: hostile or empty field")
        allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv):
            errs.append(f"{cid}: duplicate value")
        ss, ls = [], []
        for lst, acc in ((c["secrets"], ss), (c["lookalikes"], ls)):
            for v in lst:
                if not v or v != v.strip() or hostile(v, True):
                    errs.append(f"{cid}: bad value {v!r}"); continue
                o = occ(t, v)
                if not o:
                    errs.append(f"{cid}: not a substring {v!r}")
                if len(v) <= 6 and len(o) > 1:
                    errs.append(f"{cid}: short value repeated {v!r}")
                for a, b in o:
                    if (v[0].isdigit() and a > 0 and t[a - 1].isdigit()) or \
                       (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                        errs.append(f"{cid}: embedded number {v!r}")
                acc += o
        for a, b in ss:
            for x, y in ls:
                if a < y and x < b:
                    errs.append(f"{cid}: secret/look-alike overlap at {a}")
    return errs

def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v35.py heldout_v35.yaml", file=sys.stderr); sys.exit(2)
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print(f"cases: {len(cases)}")
    print(f"positive: {len(pos)}")
    print(f"negative: {len(neg)}")
    print(f"secrets: {nsec}")
    print(f"look-alikes: {nlook}")
    print(f"languages: {len(langs)}")
    print(f"multi-message: {len(multi)}")
    print("by language:")
    print("  lang  cases  pos  neg  secrets  look-alikes")
    for lg in sorted(langs, key=lambda l: (-langs[l], l)):
        cs = [c for c in cases if c["lang"] == lg]
        print("  %-4s  %5d  %3d  %3d  %7d  %11d" % (lg, len(cs), sum(1 for c in cs if c["secrets"]),
              sum(1 for c in cs if not c["secrets"]), sum(len(c["secrets"]) for c in cs),
              sum(len(c["lookalikes"]) for c in cs)))

if __name__ == "__main__":
    main()
