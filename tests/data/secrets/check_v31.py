#!/usr/bin/env python3
"""Stdlib checker for heldout_v31.yaml.

usage: python3 check_v31.py [heldout_v31.yaml]

Parses the restricted YAML written by make_heldout_v31.py (every scalar is a
JSON double-quoted string) and checks: unique ids, no empty strings, every
secret / look-alike occurs verbatim in its text, every occurrence of every
look-alike lies outside all secret spans, no secret inside a look-alike or
vice versa.  Prints counts; exits 1 on any problem.
"""
import sys, json
from collections import Counter


def parse(path):
    top_lookalikes, cases, cur, listkey = None, [], None, None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line == "lookalikes: []":
                top_lookalikes = []
                continue
            if line == "cases:":
                continue
            if line.startswith("  - id: "):
                cur = {"id": json.loads(line[8:])}
                cases.append(cur)
                listkey = None
                continue
            if line.startswith("      - "):
                if cur is None or listkey is None:
                    raise ValueError("line %d: list item outside a list" % n)
                cur[listkey].append(json.loads(line[8:]))
                continue
            if line.startswith("    ") and not line.startswith("     "):
                key, _, val = line[4:].partition(":")
                val = val.strip()
                if cur is None:
                    raise ValueError("line %d: key outside a case" % n)
                if key in ("secrets", "lookalikes"):
                    if val == "[]":
                        cur[key] = []
                        listkey = None
                    elif val == "":
                        cur[key] = []
                        listkey = key
                    else:
                        raise ValueError("line %d: bad list" % n)
                else:
                    cur[key] = json.loads(val)
                    listkey = None
                continue
            raise ValueError("line %d: unexpected: %r" % (n, line[:60]))
    if top_lookalikes is None:
        raise ValueError("missing top-level 'lookalikes: []'")
    return cases


def spans(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def check(cases):
    problems, seen = [], set()
    for c in cases:
        cid = c.get("id", "?")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                problems.append("%s: missing %s" % (cid, k))
        if problems:
            continue
        if cid in seen:
            problems.append("duplicate id %s" % cid)
        seen.add(cid)
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k].strip():
                problems.append("%s: empty %s" % (cid, k))
        text = c["text"]
        for k in ("secrets", "lookalikes"):
            if len(set(c[k])) != len(c[k]):
                problems.append("%s: duplicate values in %s" % (cid, k))
            for v in c[k]:
                if not isinstance(v, str) or not v.strip():
                    problems.append("%s: empty value in %s" % (cid, k))
                elif v not in text:
                    problems.append("%s: %s value not verbatim in text: %r" % (cid, k, v))
        sspans = [sp for s in c["secrets"] for sp in spans(text, s)]
        for l in c["lookalikes"]:
            for a, b in spans(text, l):
                if any(a < y and x < b for x, y in sspans):
                    problems.append("%s: look-alike %r overlaps a secret span" % (cid, l))
                    break
            for s in c["secrets"]:
                if s in l or l in s:
                    problems.append("%s: containment between secret %r and look-alike %r" % (cid, s, l))
    return problems


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "heldout_v31.yaml"
    try:
        cases = parse(path)
    except (ValueError, json.JSONDecodeError) as e:
        print("PARSE ERROR:", e)
        return 1
    problems = check(cases)
    langs = Counter(c["lang"] for c in cases)
    print("file:               %s" % path)
    print("cases:              %d" % len(cases))
    print("secrets:            %d" % sum(len(c["secrets"]) for c in cases))
    print("lookalikes:         %d" % sum(len(c["lookalikes"]) for c in cases))
    print("negatives:          %d" % sum(1 for c in cases if not c["secrets"]))
    print("multi-message:      %d" % sum(1 for c in cases if "\n---\n" in c["text"]))
    print("languages:          %d" % len(langs))
    print("  " + ", ".join("%s=%d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    if problems:
        print("PROBLEMS (%d):" % len(problems))
        for p in problems:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
