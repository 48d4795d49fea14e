#!/usr/bin/env python3
"""Checker for heldout_v97.yaml (standard library only).

Usage: python3 check_heldout_v97.py heldout_v97.yaml
Re-parses the file (the JSON-double-quoted YAML subset written by make_heldout_v97.py),
re-validates every case and prints counts. Exits 1 on any problem.
"""
import json
import re
import string
import sys
import unicodedata
from collections import Counter, defaultdict

PREFIX = "H97"
SEP = "\n---\n"
ASCII_ALNUM = set(string.ascii_letters + string.digits)
BAD = {"\t", "\r", "\\", "\u2028", "\u2029", "\u0085", "\ufeff", "\u00a0"}
ZW_OK = {"\u200c"}
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def fail(msgs):
    print("CHECK FAILED:")
    for m in msgs:
        print("  " + m)
    sys.exit(1)


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        fail(["file does not end with a newline"])
    lines = raw.split("\n")[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        fail(["file must start with 'lookalikes: []' and 'cases:'"])
    cases, cur, listkey, errs = [], None, None, []
    for n, ln in enumerate(lines[2:], 3):
        m = re.fullmatch(r"  - id: (\".*\")", ln)
        if m:
            cur = {"id": json.loads(m.group(1)), "_order": []}
            cur["_order"].append("id")
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            errs.append(f"line {n}: content before first case")
            continue
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", ln)
        if m:
            v = json.loads(m.group(2))
            if not isinstance(v, str):
                errs.append(f"line {n}: not a string")
            cur[m.group(1)] = v
            cur["_order"].append(m.group(1))
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", ln)
        if m:
            cur[m.group(1)] = []
            cur["_order"].append(m.group(1))
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):", ln)
        if m:
            listkey = m.group(1)
            cur[listkey] = []
            cur["_order"].append(listkey)
            continue
        m = re.fullmatch(r"      - (\".*\")", ln)
        if m and listkey:
            v = json.loads(m.group(1))
            if not isinstance(v, str):
                errs.append(f"line {n}: list item not a string")
            cur[listkey].append(v)
            continue
        errs.append(f"line {n}: unexpected line {ln[:60]!r}")
    if errs:
        fail(errs)
    for c in cases:
        if c.pop("_order") != KEYS:
            errs.append(f"{c.get('id')}: keys missing or out of order")
    if errs:
        fail(errs)
    return cases


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def hostile(s):
    for ch in s:
        if ch in BAD:
            return repr(ch)
        if ch != "\n" and ch not in ZW_OK and unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return repr(ch)
    return None


def validate(cases):
    errs = []
    ids = [c["id"] for c in cases]
    for k, n in Counter(ids).items():
        if n > 1:
            errs.append(f"duplicate id {k}")
    for i, c in enumerate(cases, 1):
        cid, t = c["id"], c["text"]
        e = lambda m: errs.append(f"{cid}: {m}")
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            e("bad id format")
        elif int(cid.split("-")[1]) != i:
            e("id number out of sequence")
        if not re.fullmatch(r"[a-z]{2}", c["lang"]):
            e("lang is not an ISO 639-1 code")
        if not t.strip() or t != t.strip():
            e("text empty or padded")
        if SEP + SEP in t or t.startswith("---") or t.endswith("---"):
            e("bad message separator")
        for fld in ("text", "note", "id", "lang"):
            h = hostile(c[fld])
            if h:
                e(f"hostile char {h} in {fld}")
        if "\n" in c["note"] or not c["note"].strip():
            e("note empty or multi-line")
        S, L = c["secrets"], c["lookalikes"]
        if not S and not L:
            e("no values at all")
        if len(set(S)) != len(S) or len(set(L)) != len(L):
            e("duplicate value in a list")
        if set(S) & set(L):
            e("value in both lists")
        for v in S + L:
            if not v.strip() or v != v.strip():
                e(f"empty or padded value {v!r}")
                continue
            h = hostile(v)
            if h:
                e(f"hostile char {h} in value")
            oc = occ(t, v)
            if not oc:
                e(f"value not in text: {v[:40]!r}")
                continue
            if len(v) <= 6 and len(oc) > 1:
                e(f"short value occurs {len(oc)} times: {v!r}")
            for a, b in oc:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    e(f"number embedded in a longer number: {v[:40]!r}")
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    e(f"number embedded in a longer number: {v[:40]!r}")
                if len(v) <= 6 and ((a > 0 and t[a - 1] in ASCII_ALNUM) or (b < len(t) and t[b] in ASCII_ALNUM)):
                    e(f"short value glued to a word: {v!r}")
                if SEP in t[a:b]:
                    e(f"value spans messages: {v[:40]!r}")
        s_iv = [iv for v in S for iv in occ(t, v)]
        l_iv = [iv for v in L for iv in occ(t, v)]
        for a, b in s_iv:
            for x, y in l_iv:
                if a < y and x < b:
                    e(f"secret occurrence {a}-{b} overlaps look-alike occurrence {x}-{y}")
    return errs


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} heldout_v97.yaml")
        return 1
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        fail(errs)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = defaultdict(lambda: [0, 0, 0, 0, 0])
    for c in cases:
        r = by[c["lang"]]
        r[0] += 1
        r[1] += 0 if c["secrets"] else 1
        r[2] += len(c["secrets"])
        r[3] += len(c["lookalikes"])
        r[4] += 1 if SEP in c["text"] else 0
    print(f"file: {sys.argv[1]}  OK")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(neg)}")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(by)}")
    print(f"multi-message:  {len(multi)}")
    print()
    print(f"{'lang':<6}{'cases':>6}{'neg':>5}{'secrets':>9}{'lookalk':>9}{'multi':>7}")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        r = by[lang]
        print(f"{lang:<6}{r[0]:>6}{r[1]:>5}{r[2]:>9}{r[3]:>9}{r[4]:>7}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
