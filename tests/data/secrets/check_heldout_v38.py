#!/usr/bin/env python3
"""Standard-library checker for heldout_v38.yaml.
Re-parses the restricted YAML layout written by make_heldout_v38.py (every scalar a JSON double-quoted
string), re-validates it and prints counts. Usage: python3 check_heldout_v38.py heldout_v38.yaml"""
import sys, json, re
from collections import OrderedDict

ID_RE = re.compile(r"^H38-\d{3}-[a-z0-9][a-z0-9-]*$")
BAD = set(chr(c) for c in range(0, 32) if c != 10) | {"\x7f", "\u0085", "\u2028", "\u2029", "\ufeff", "\\",
                                                       "\u200b", "\u200c", "\u200d", "\u200e", "\u200f"} \
    | set(chr(c) for c in range(0x80, 0xa0))


def fail(msg):
    print("ERROR:", msg)
    sys.exit(1)


def scalar(s, ln):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        fail("line %d: scalar is not a double-quoted string: %r" % (ln, s[:60]))
    try:
        v = json.loads(s)
    except ValueError as e:
        fail("line %d: bad JSON string: %s" % (ln, e))
    if not isinstance(v, str):
        fail("line %d: not a string" % ln)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\t" in raw or "\r" in raw:
        fail("tab or CR in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        fail("file does not end with a newline")
    lines = lines[:-1]
    i = 0
    while i < len(lines) and (lines[i].startswith("#") or not lines[i].strip()):
        i += 1
    if lines[i] != "lookalikes: []":
        fail("expected top-level 'lookalikes: []'")
    i += 1
    if lines[i] != "cases:":
        fail("expected 'cases:'")
    i += 1
    cases = []
    keys = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    while i < len(lines):
        c = OrderedDict()
        for k in keys:
            pre = ("  - " if k == "id" else "    ") + k + ":"
            ln = lines[i]
            if not ln.startswith(pre):
                fail("line %d: expected %r, got %r" % (i + 1, pre, ln[:60]))
            rest = ln[len(pre):]
            if k in ("secrets", "lookalikes"):
                if rest == " []":
                    c[k] = []
                    i += 1
                elif rest == "":
                    i += 1
                    vals = []
                    while i < len(lines) and lines[i].startswith("      - "):
                        vals.append(scalar(lines[i][8:], i + 1))
                        i += 1
                    if not vals:
                        fail("line %d: empty block list" % i)
                    c[k] = vals
                else:
                    fail("line %d: bad list" % (i + 1))
            else:
                if not rest.startswith(" "):
                    fail("line %d: missing space" % (i + 1))
                c[k] = scalar(rest, i + 1)
                i += 1
        cases.append(c)
    return cases


def occ(t, v):
    out, j = [], t.find(v)
    while j != -1:
        out.append((j, j + len(v)))
        j = t.find(v, j + 1)
    return out


def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid, t = c["id"], c["text"]
        if not ID_RE.match(cid):
            errs.append("bad id " + cid)
        if cid in ids:
            errs.append("duplicate id " + cid)
        ids.add(cid)
        if not re.fullmatch(r"[a-z]{2}", c["lang"]):
            errs.append(cid + ": lang not ISO 639-1 shaped")
        if not t.strip() or not c["note"].strip():
            errs.append(cid + ": empty text or note")
        vals = [("secret", v) for v in c["secrets"]] + [("look-alike", v) for v in c["lookalikes"]]
        for s in [cid, c["lang"], t, c["note"]] + [v for _, v in vals]:
            if set(s) & BAD:
                errs.append(cid + ": YAML-hostile character")
        if len(set(c["secrets"])) != len(c["secrets"]) or len(set(c["lookalikes"])) != len(c["lookalikes"]):
            errs.append(cid + ": duplicate value in a list")
        if set(c["secrets"]) & set(c["lookalikes"]):
            errs.append(cid + ": value in both lists")
        for kind, v in vals:
            if not v or v != v.strip():
                errs.append("%s: empty or padded %s" % (cid, kind))
                continue
            o = occ(t, v)
            if not o:
                errs.append("%s: %s not a substring of text: %r" % (cid, kind, v))
            if len(v) <= 6 and len(o) > 1:
                errs.append("%s: short %s occurs %d times" % (cid, kind, len(o)))
            for a, b in o:
                if (v[0].isdigit() and a > 0 and t[a - 1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    errs.append("%s: %s %r embedded in a longer number" % (cid, kind, v))
        for s in c["secrets"]:
            for a, b in occ(t, s):
                for l in c["lookalikes"]:
                    for x, y in occ(t, l):
                        if a < y and x < b:
                            errs.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v38.py heldout_v38.yaml")
        sys.exit(2)
    cases = parse(sys.argv[1])
    errs = validate(cases)
    for e in errs:
        print("ERROR:", e)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        row = langs.setdefault(c["lang"], [0, 0, 0, 0, 0])
        row[0] += 1
        row[1 if c["secrets"] else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
    print("cases:        %d" % len(cases))
    print("positive:     %d" % len(pos))
    print("negative:     %d" % len(neg))
    print("secrets:      %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:  %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:    %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print()
    print("lang  cases  pos  neg  secrets  look-alikes")
    for k, r in langs.items():
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (k, r[0], r[1], r[2], r[3], r[4]))
    if errs:
        print("\nFAILED: %d problem(s)" % len(errs))
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
