#!/usr/bin/env python3
"""Stdlib checker for tuning_v47.yaml.

usage: python3 check_tuning_v47.py tuning_v47.yaml

Parses the file (a restricted YAML where every scalar is a JSON double-quoted
string and every list is a JSON flow list), re-validates every case and prints
counts. Exits 1 on any problem.
"""
import json
import sys
from collections import Counter

PREFIX = "t47-"
KEYS = ("id", "lang", "text", "secrets", "lookalikes", "note")


def parse(path):
    problems, cases, top_look, cur = [], [], None, None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    seen_cases = False
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            if line.startswith("lookalikes:"):
                top_look = json.loads(line.split(":", 1)[1])
            elif line == "cases:":
                seen_cases = True
            elif line.startswith("  - "):
                key, val = line[4:].split(": ", 1)
                cur = {key: json.loads(val)}
                cases.append(cur)
            elif line.startswith("    "):
                key, val = line[4:].split(": ", 1)
                if cur is None or key in cur:
                    problems.append("line %d: unexpected or repeated key %s" % (n, key))
                else:
                    cur[key] = json.loads(val)
            else:
                problems.append("line %d: unrecognised line" % n)
        except ValueError as e:
            problems.append("line %d: %s" % (n, e))
    if top_look != []:
        problems.append("top-level lookalikes must be []")
    if not seen_cases:
        problems.append("no cases: key")
    return cases, problems


def spans(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def validate(cases):
    problems, ids = [], set()
    for c in cases:
        cid = c.get("id", "?")
        for k in KEYS:
            if k not in c:
                problems.append("%s: missing key %s" % (cid, k))
        if set(c) - set(KEYS):
            problems.append("%s: extra keys %s" % (cid, sorted(set(c) - set(KEYS))))
        if any(k not in c for k in KEYS):
            continue
        if cid in ids:
            problems.append("duplicate id " + cid)
        ids.add(cid)
        if not cid.startswith(PREFIX):
            problems.append("%s: id lacks prefix %s" % (cid, PREFIX))
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k]:
                problems.append("%s: %s must be a non-empty string" % (cid, k))
        for k in ("secrets", "lookalikes"):
            if not isinstance(c[k], list) or not all(isinstance(v, str) and v for v in c[k]):
                problems.append("%s: %s must be a list of non-empty strings" % (cid, k))
                continue
            for v in c[k]:
                if v not in c["text"]:
                    problems.append("%s: %s value not in text: %r" % (cid, k, v))
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                if any(a[0] < b[1] and b[0] < a[1] for a in spans(c["text"], s) for b in spans(c["text"], l)):
                    problems.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_tuning_v47.py tuning_v47.yaml", file=sys.stderr)
        return 1
    cases, problems = parse(sys.argv[1])
    problems += validate(cases)
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        return 1
    langs = Counter(c["lang"] for c in cases)
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    print("OK: %d cases (%d with secrets, %d negatives, %d multi-message)" % (len(cases), len(cases) - len(neg), len(neg), len(multi)))
    print("secrets: %d   look-alikes: %d" % (ns, nl))
    print("languages (%d):" % len(langs))
    for lang, n in sorted(langs.items(), key=lambda x: (-x[1], x[0])):
        s = sum(len(c["secrets"]) for c in cases if c["lang"] == lang)
        l = sum(len(c["lookalikes"]) for c in cases if c["lang"] == lang)
        print("  %-3s cases %3d  secrets %3d  look-alikes %3d" % (lang, n, s, l))
    return 0


if __name__ == "__main__":
    sys.exit(main())
