#!/usr/bin/env python3
"""Standard-library checker for tuning_v52.yaml: re-parses, re-validates, prints counts.
Usage: python3 check_tuning_v52.py [tuning_v52.yaml]"""
import collections
import json
import re
import sys
import unicodedata

PREFIX = "T52"
BAD = set('"\\\t\r`')


def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] != "":
        raise ValueError("file must end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, in_list = [], None, False
    for no, ln in enumerate(lines[2:], 3):
        m = re.fullmatch(r"  - id: (\".*\")", ln)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            in_list = False
            continue
        if cur is None:
            raise ValueError(f"line {no}: outside a case")
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", ln)
        if m:
            if m.group(1) in cur:
                raise ValueError(f"line {no}: repeated key")
            cur[m.group(1)] = json.loads(m.group(2))
            in_list = False
            continue
        if ln == "    secrets: []":
            cur["secrets"] = []
            in_list = False
            continue
        if ln == "    lookalikes:":
            cur["lookalikes"] = []
            in_list = True
            continue
        m = re.fullmatch(r"      - (\".*\")", ln)
        if m and in_list:
            v = json.loads(m.group(1))
            if not isinstance(v, str):
                raise ValueError(f"line {no}: not a string")
            cur["lookalikes"].append(v)
            continue
        raise ValueError(f"line {no}: unexpected: {ln!r}")
    return cases


def numch(c):
    return c.isdigit() or (c.isascii() and c.isalnum())


def clean(s):
    if not isinstance(s, str) or not s or s != s.strip():
        return False
    for ch in s:
        cat = unicodedata.category(ch)
        if ch in BAD or cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and ch != " "):
            return False
    return True


def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid = c.get("id", "?")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                errs.append(f"{cid}: missing {k}")
        if errs:
            continue
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*", cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not re.fullmatch(r"[a-z]{2}", c["lang"]):
            errs.append(f"{cid}: bad lang")
        if c["secrets"]:
            errs.append(f"{cid}: secrets not empty")
        t, vals = c["text"], c["lookalikes"]
        for s in [cid, c["lang"], t, c["note"]] + vals:
            if not clean(s):
                errs.append(f"{cid}: unclean scalar {s!r}")
        if not 1 <= len(vals) <= 3 or len(set(vals)) != len(vals):
            errs.append(f"{cid}: bad look-alike list")
        cov = [False] * len(t)
        for v in vals:
            if v not in t:
                errs.append(f"{cid}: not a substring {v!r}")
                continue
            i = t.find(v)
            while i >= 0:
                j = i + len(v)
                if (i > 0 and numch(t[i - 1]) and numch(v[0])) or (j < len(t) and numch(t[j]) and numch(v[-1])):
                    errs.append(f"{cid}: {v!r} embedded in a longer value")
                for k in range(i, j):
                    cov[k] = True
                i = t.find(v, i + 1)
        if any(ch.isdigit() and not cov[k] for k, ch in enumerate(t)):
            errs.append(f"{cid}: a digit in the text is not covered by a look-alike")
    return errs


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "tuning_v52.yaml"
    try:
        cases = parse(path)
    except (ValueError, json.JSONDecodeError) as e:
        print("PARSE ERROR:", e)
        return 1
    errs = validate(cases)
    for e in errs[:50]:
        print("ERROR:", e)
    by = collections.Counter(c["lang"] for c in cases)
    la = collections.Counter()
    for c in cases:
        la[c["lang"]] += len(c["lookalikes"])
    print(f"cases: {len(cases)}")
    print(f"look-alikes: {sum(la.values())}")
    print(f"secrets: {sum(len(c['secrets']) for c in cases)}")
    print(f"languages: {len(by)}")
    print("lang  cases  look-alikes")
    for lang, n in sorted(by.items(), key=lambda x: (-x[1], x[0])):
        print(f"{lang:<5} {n:>5}  {la[lang]:>11}")
    print("errors:", len(errs))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
