#!/usr/bin/env python3
# check_heldout_v89.py -- standard-library checker for heldout_v89.yaml
# Usage: python3 check_heldout_v89.py heldout_v89.yaml
# Re-parses the YAML (restricted form written by make_heldout_v89.py: every scalar a JSON double-quoted
# string, lists in flow style), re-validates every case and prints counts. Exits 1 on any problem.
import sys, json, re
from collections import OrderedDict

PREFIX = "H89"
SEP = "\n---\n"
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]")
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def parse(src):
    probs = []
    if "\r" in src or "\t" in src:
        probs.append("CR or TAB in file")
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise SystemExit("PROBLEM: header must be 'lookalikes: []' then 'cases:'")
    cases, cur = [], None
    for n, line in enumerate(lines[2:], 3):
        m = re.match(r"^  - id: (.*)$", line) or re.match(r"^    (lang|text|secrets|lookalikes|note): (.*)$", line)
        if not m:
            raise SystemExit("PROBLEM: line %d not in the expected form" % n)
        if line.startswith("  - id: "):
            key, raw = "id", m.group(1)
            cur = OrderedDict()
            cases.append(cur)
        else:
            key, raw = m.group(1), m.group(2)
            if cur is None or key in cur:
                raise SystemExit("PROBLEM: line %d: unexpected or repeated key %s" % (n, key))
        try:
            val = json.loads(raw)
        except ValueError as e:
            raise SystemExit("PROBLEM: line %d: not a JSON value: %s" % (n, e))
        # every scalar must be a JSON double-quoted string, written canonically
        if key in ("secrets", "lookalikes"):
            if not raw.startswith("[") or not isinstance(val, list) or not all(isinstance(v, str) for v in val):
                probs.append("line %d: %s must be a flow list of strings" % (n, key))
            elif raw != "[" + ", ".join(json.dumps(v, ensure_ascii=False) for v in val) + "]":
                probs.append("line %d: %s not in canonical double-quoted form" % (n, key))
        else:
            if not isinstance(val, str) or raw != json.dumps(val, ensure_ascii=False):
                probs.append("line %d: %s must be a canonical double-quoted string" % (n, key))
        cur[key] = val
    for c in cases:
        if list(c.keys()) != KEYS:
            probs.append("case %s: keys %s (expected %s)" % (c.get("id"), list(c.keys()), KEYS))
    return cases, probs


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    p = []
    cid, lang, text, sec, lk, note = (c[k] for k in KEYS)
    if not ID_RE.match(cid):
        p.append("bad id")
    if not re.match(r"^[a-z]{2}$", lang):
        p.append("bad lang")
    if not text or not note:
        p.append("empty text or note")
    for k in ("id", "lang", "text", "note"):
        if HOSTILE.search(c[k]):
            p.append("YAML-hostile character in " + k)
    if "\\" in text:
        p.append("backslash in text")
    if SEP in text and any(not part.strip() for part in text.split(SEP)):
        p.append("empty message in multi-message text")
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        p.append("duplicate value in a list")
    if set(sec) & set(lk):
        p.append("value listed as both secret and look-alike")
    for v in sec + lk:
        if not v or v != v.strip():
            p.append("empty or padded value %r" % v)
            continue
        if HOSTILE.search(v) or "\\" in v or SEP in v:
            p.append("hostile character in value %r" % v)
        o = occ(text, v)
        if not o:
            p.append("not an exact substring: %r" % v)
            continue
        if len(v) <= 6 and len(o) > 1:
            p.append("short value occurs %d times: %r" % (len(o), v))
        for a, b in o:
            if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                p.append("listed number embedded in a longer number: %r" % v)
    si = [x for v in sec for x in occ(text, v)]
    li = [x for v in lk for x in occ(text, v)]
    for a, b in si:
        for x, y in li:
            if a < y and x < b:
                p.append("secret occurrence %d-%d overlaps look-alike occurrence %d-%d" % (a, b, x, y))
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v89.py heldout_v89.yaml", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    cases, probs = parse(src)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        probs.append("duplicate ids")
    nums = [int(ID_RE.match(i).group(1)) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        probs.append("ids not numbered 001..%03d in order" % len(cases))
    for c in cases:
        probs += ["%s: %s" % (c["id"], x) for x in check_case(c)]
    if probs:
        for x in probs:
            print("PROBLEM:", x)
        sys.exit(1)
    by = OrderedDict()
    for c in cases:
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += bool(c["secrets"])
        r[2] += not c["secrets"]
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += SEP in c["text"]
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print("file:           %s" % sys.argv[1])
    print("cases:          %d" % tot[0])
    print("positive:       %d" % tot[1])
    print("negative:       %d" % tot[2])
    print("secrets:        %d" % tot[3])
    print("look-alikes:    %d" % tot[4])
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % tot[5])
    print()
    print("%-5s %6s %9s %9s %8s %12s %6s" % ("lang", "cases", "positive", "negative", "secrets", "look-alikes", "multi"))
    for lang, r in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-5s %6d %9d %9d %8d %12d %6d" % ((lang,) + tuple(r)))
    print("%-5s %6d %9d %9d %8d %12d %6d" % (("all",) + tuple(tot)))
    print("OK")


if __name__ == "__main__":
    main()
