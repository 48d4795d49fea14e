#!/usr/bin/env python3
"""Standard-library checker for tuning_v50.yaml: re-parses, re-validates, prints counts.
Usage: python3 check_tuning_v50.py tuning_v50.yaml"""
import json, re, sys, unicodedata
from collections import Counter

def fail(msg):
    print("FAIL: " + msg); sys.exit(1)

path = sys.argv[1] if len(sys.argv) > 1 else "tuning_v50.yaml"
lines = open(path, encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
if lines[:2] != ["lookalikes: []", "cases:"]:
    fail("header")
cases = []
cur = None
mode = None
def scalar(s, ln):
    if not (s.startswith('"') and s.endswith('"')):
        fail("line %d: scalar not double-quoted" % ln)
    try:
        v = json.loads(s)
    except Exception as e:
        fail("line %d: bad scalar %s" % (ln, e))
    if not isinstance(v, str):
        fail("line %d: not a string" % ln)
    return v
for ln, line in enumerate(lines[2:], 3):
    if line.startswith("  - id: "):
        cur = {"id": scalar(line[8:], ln)}; cases.append(cur); mode = None
    elif cur is None:
        fail("line %d: outside case" % ln)
    elif line.startswith("    lang: "):
        cur["lang"] = scalar(line[10:], ln)
    elif line.startswith("    text: "):
        cur["text"] = scalar(line[10:], ln)
    elif line == "    secrets: []":
        cur["secrets"] = []
    elif line == "    lookalikes:":
        cur["lookalikes"] = []; mode = "L"
    elif line.startswith("      - ") and mode == "L":
        cur["lookalikes"].append(scalar(line[8:], ln))
    elif line.startswith("    note: "):
        cur["note"] = scalar(line[10:], ln); mode = None
    else:
        fail("line %d: unexpected %r" % (ln, line))

def hostile(s):
    return any(c in '"\\`\t\r\n' or unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") for c in s)
def anum(c):
    return (c.isascii() and c.isalnum()) or c.isdigit()

ids = set()
idre = re.compile(r"^T50-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$")
for c in cases:
    for f in ("id", "lang", "text", "secrets", "lookalikes", "note"):
        if f not in c:
            fail("%s missing %s" % (c.get("id"), f))
    cid = c["id"]
    if not idre.match(cid): fail("bad id " + cid)
    if cid in ids: fail("duplicate id " + cid)
    ids.add(cid)
    if c["secrets"] != []: fail(cid + " secrets not empty")
    if not re.match(r"^[a-z]{2}$", c["lang"]): fail(cid + " lang")
    t = c["text"]; vals = c["lookalikes"]
    if not 1 <= len(vals) <= 3: fail(cid + " lookalike count")
    if len(set(vals)) != len(vals): fail(cid + " duplicate lookalike")
    for f in (cid, c["lang"], t, c["note"], *vals):
        if hostile(f): fail(cid + " hostile character")
    cov = [False] * len(t)
    for v in vals:
        if v not in t: fail(cid + " not a substring: " + v)
        if not any(ch.isdigit() for ch in v): fail(cid + " no digit in " + v)
        for o in vals:
            if o != v and v in o: fail(cid + " value inside another")
        i = t.find(v)
        while i >= 0:
            b = t[i - 1] if i else ""
            a = t[i + len(v)] if i + len(v) < len(t) else ""
            if anum(v[0]) and b and anum(b): fail(cid + " embedded (start): " + v)
            if anum(v[-1]) and a and anum(a): fail(cid + " embedded (end): " + v)
            for k in range(i, i + len(v)): cov[k] = True
            i = t.find(v, i + 1)
    for k, ch in enumerate(t):
        if ch.isdigit() and not cov[k]: fail(cid + " digit not covered by a lookalike")
texts = [c["text"] for c in cases]
if len(set(texts)) != len(texts): fail("duplicate text")

by = Counter(c["lang"] for c in cases)
lk = Counter()
for c in cases: lk[c["lang"]] += len(c["lookalikes"])
print("OK %s" % path)
print("cases: %d" % len(cases))
print("look-alikes: %d" % sum(lk.values()))
print("secrets: 0")
print("languages: %d" % len(by))
print("lang  cases  look-alikes")
for lang, n in sorted(by.items(), key=lambda x: (-x[1], x[0])):
    print("%-4s  %5d  %11d" % (lang, n, lk[lang]))
