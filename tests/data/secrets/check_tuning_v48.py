#!/usr/bin/env python3
"""Stdlib checker for tuning_v48.yaml ("Tuning set v48 (written blind, for tuning)").

usage: python3 check_tuning_v48.py tuning_v48.yaml
Parses the restricted YAML layout written by make_tuning_v48.py (every scalar a
JSON double-quoted string), re-validates every case and prints counts.
Exit status 1 on any problem.
"""
import sys, json
from collections import Counter, defaultdict

PREFIX = "t48"
KEYS = ("id", "lang", "text", "secrets", "lookalikes", "note")


def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("bad header")
    cases, cur, listkey = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        if not ln:
            continue
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            listkey = None
        elif ln.startswith("      - "):
            if cur is None or listkey is None:
                raise ValueError("line %d: list item outside a list" % no)
            cur[listkey].append(json.loads(ln[8:]))
        elif ln.startswith("    ") and ": " in ln or ln.rstrip().endswith(":"):
            if cur is None:
                raise ValueError("line %d: key outside a case" % no)
            k, _, v = ln.strip().partition(":")
            v = v.strip()
            if k not in KEYS:
                raise ValueError("line %d: unknown key %r" % (no, k))
            if k in cur:
                raise ValueError("line %d: repeated key %r" % (no, k))
            if k in ("secrets", "lookalikes"):
                if v == "[]":
                    cur[k] = []
                    listkey = None
                elif v == "":
                    cur[k] = []
                    listkey = k
                else:
                    raise ValueError("line %d: bad list" % no)
            else:
                if not v.startswith('"'):
                    raise ValueError("line %d: scalar not a JSON string" % no)
                cur[k] = json.loads(v)
                listkey = None
        else:
            raise ValueError("line %d: unexpected %r" % (no, ln[:40]))
    return cases


def spans(t, s):
    out, i = [], t.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = t.find(s, i + 1)
    return out


def check(cases):
    errs = []
    for k, v in Counter(c["id"] for c in cases).items():
        if v > 1:
            errs.append("duplicate id " + k)
    for c in cases:
        cid = c.get("id", "?")
        for k in KEYS:
            if k not in c:
                errs.append("%s: missing %s" % (cid, k))
        if errs and errs[-1].startswith(cid + ": missing"):
            continue
        if not cid.startswith(PREFIX + "-"):
            errs.append("%s: bad prefix" % cid)
        t = c["text"]
        for k in ("secrets", "lookalikes"):
            for v in c[k]:
                if not v or v not in t:
                    errs.append("%s: %s value not in text: %r" % (cid, k, v))
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                if any(a0 < b1 and b0 < a1 for a0, a1 in spans(t, s) for b0, b1 in spans(t, l)):
                    errs.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
    return errs


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        cases = parse(sys.argv[1])
    except Exception as e:  # noqa
        print("PARSE ERROR:", e)
        return 1
    errs = check(cases)
    for e in errs:
        print("ERROR:", e)
    per = defaultdict(lambda: [0, 0, 0, 0])
    for c in cases:
        p = per[c["lang"]]
        p[0] += 1
        p[1] += 0 if c["secrets"] else 1
        p[2] += len(c["secrets"])
        p[3] += len(c["lookalikes"])
    tot = [sum(p[i] for p in per.values()) for i in range(4)]
    multi = sum(1 for c in cases if "\n---\n" in c["text"])
    print("cases %d  (positive %d, negative %d, multi-message %d)" % (tot[0], tot[0] - tot[1], tot[1], multi))
    print("secrets %d  look-alikes %d  languages %d" % (tot[2], tot[3], len(per)))
    print("%-4s %6s %9s %8s %12s" % ("lang", "cases", "negative", "secrets", "look-alikes"))
    for lang in sorted(per, key=lambda k: (-per[k][0], k)):
        p = per[lang]
        print("%-4s %6d %9d %8d %12d" % (lang, p[0], p[1], p[2], p[3]))
    print("OK" if not errs else "FAILED (%d problems)" % len(errs))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
