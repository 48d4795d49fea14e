#!/usr/bin/env python3
"""Stdlib checker for tuning_v45.yaml: python3 check_tuning_v45.py tuning_v45.yaml

Parses the restricted YAML written by make_tuning_v45.py (every scalar is a JSON
double-quoted string), re-validates every case and prints counts. Exit 1 on a problem."""
import sys, json, re
from collections import Counter

PREFIX = "t45-"
FIELDS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, lst = [], None, None
    for n, line in enumerate(lines[2:], 3):
        m = re.match(r'^  - id: (".*")$', line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            lst = None
            continue
        m = re.match(r'^    (lang|text|note): (".*")$', line)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2))
            lst = None
            continue
        m = re.match(r'^    (secrets|lookalikes): \[\]$', line)
        if m and cur is not None:
            cur[m.group(1)] = []
            lst = None
            continue
        m = re.match(r'^    (secrets|lookalikes):$', line)
        if m and cur is not None:
            lst = cur[m.group(1)] = []
            continue
        m = re.match(r'^      - (".*")$', line)
        if m and lst is not None:
            v = json.loads(m.group(1))
            if not isinstance(v, str):
                raise ValueError("line %d: list item is not a string" % n)
            lst.append(v)
            continue
        raise ValueError("line %d: unexpected line: %r" % (n, line[:80]))
    return cases


def occ(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_tuning_v45.py tuning_v45.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ValueError, json.JSONDecodeError) as e:
        print("ERROR:", e)
        sys.exit(1)
    errs, ids = [], set()
    for c in cases:
        for f in FIELDS:
            if f not in c:
                errs.append("%s: missing %s" % (c.get("id"), f))
        if errs:
            continue
        if c["id"] in ids:
            errs.append("duplicate id " + c["id"])
        ids.add(c["id"])
        if not c["id"].startswith(PREFIX):
            errs.append("bad id prefix " + c["id"])
        for k in ("secrets", "lookalikes"):
            if len(set(c[k])) != len(c[k]):
                errs.append(c["id"] + ": duplicate value in " + k)
            for v in c[k]:
                if not v or v not in c["text"]:
                    errs.append("%s: %s value not an exact substring: %r" % (c["id"], k, v))
        for s in c["secrets"]:
            for a, b in occ(c["text"], s):
                for l in c["lookalikes"]:
                    if any(a < y and x < b for x, y in occ(c["text"], l)):
                        errs.append("%s: secret %r overlaps look-alike %r" % (c["id"], s, l))
    if errs:
        for e in errs:
            print("ERROR:", e)
        sys.exit(1)
    langs = Counter(c["lang"] for c in cases)
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    neg = sum(1 for c in cases if not c["secrets"])
    multi = sum(1 for c in cases if "\n---\n" in c["text"])
    print("OK: %d cases (%d negatives, %d multi-message), %d secrets, %d look-alikes" % (len(cases), neg, multi, ns, nl))
    print("by language (cases / secrets / look-alikes):")
    for lang, k in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        sub = [c for c in cases if c["lang"] == lang]
        print("  %-3s %3d %4d %4d" % (lang, k, sum(len(c["secrets"]) for c in sub), sum(len(c["lookalikes"]) for c in sub)))
    sc, lc = Counter(), Counter()
    for c in cases:
        m = re.search(r"\[secrets: (.*?); lookalikes: (.*?)\]$", c["note"])
        if m:
            sc.update(x for x in m.group(1).split(", ") if x != "none")
            lc.update(x for x in m.group(2).split(", ") if x != "none")
    print("cases per secret class:", ", ".join("%s %d" % kv for kv in sorted(sc.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("cases per look-alike class:", ", ".join("%s %d" % kv for kv in sorted(lc.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
