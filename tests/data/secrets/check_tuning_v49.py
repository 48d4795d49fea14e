#!/usr/bin/env python3
"""Stdlib checker for tuning_v49.yaml (the restricted YAML written by make_tuning_v49.py:
every scalar is a JSON double-quoted string, lists are block lists or []).
usage: python3 check_tuning_v49.py tuning_v49.yaml   -> exit 0 if valid, 1 otherwise."""
import sys, json, re
from collections import Counter

PREFIX = "t49-"
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]

def parse(path):
    top, cases, cur, listkey = {}, None, None, None
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        def val(s):
            s = s.strip()
            if s == "[]": return []
            return json.loads(s)
        m = re.match(r"^([A-Za-z_]+):(.*)$", line)
        if m:
            k, rest = m.group(1), m.group(2).strip()
            if k == "cases" and rest == "":
                cases = []; top["cases"] = cases
            else:
                top[k] = val(rest)
            continue
        m = re.match(r"^  - ([a-z_]+): (.*)$", line)
        if m and cases is not None:
            cur = {m.group(1): val(m.group(2))}; cases.append(cur); listkey = None; continue
        m = re.match(r"^    ([a-z_]+):(.*)$", line)
        if m and cur is not None:
            k, rest = m.group(1), m.group(2).strip()
            if k in cur: raise ValueError("line %d: duplicate key %s" % (n, k))
            if rest == "":
                cur[k] = []; listkey = k
            else:
                cur[k] = val(rest); listkey = None
            continue
        m = re.match(r"^      - (.*)$", line)
        if m and listkey is not None:
            cur[listkey].append(json.loads(m.group(1))); continue
        raise ValueError("line %d: cannot parse: %r" % (n, line[:80]))
    return top

def spans(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append((i, i + len(sub))); i = text.find(sub, i + 1)
    return out

def check(doc):
    errs = []
    if doc.get("lookalikes") != []: errs.append("top-level lookalikes must be []")
    cases = doc.get("cases") or []
    if not cases: errs.append("no cases")
    ids = Counter(c.get("id") for c in cases)
    for i, n in ids.items():
        if n > 1: errs.append("duplicate id %s" % i)
    for c in cases:
        cid = c.get("id", "?")
        if sorted(c) != sorted(KEYS): errs.append("%s: keys %s" % (cid, sorted(c)))
        if not str(cid).startswith(PREFIX): errs.append("%s: id prefix" % cid)
        if not re.fullmatch(r"[a-z]{2,3}", str(c.get("lang", ""))): errs.append("%s: lang" % cid)
        t = c.get("text", "")
        if not isinstance(t, str) or not t: errs.append("%s: text" % cid); continue
        for k in ("secrets", "lookalikes"):
            v = c.get(k)
            if not isinstance(v, list): errs.append("%s: %s not a list" % (cid, k)); continue
            if len(set(v)) != len(v): errs.append("%s: duplicate in %s" % (cid, k))
            for s in v:
                if not isinstance(s, str) or not s: errs.append("%s: empty value in %s" % (cid, k))
                elif s not in t: errs.append("%s: %s value not in text: %r" % (cid, k, s[:40]))
        ss = [p for s in c.get("secrets", []) if isinstance(s, str) and s for p in spans(t, s)]
        ls = [p for s in c.get("lookalikes", []) if isinstance(s, str) and s for p in spans(t, s)]
        for a in ss:
            for b in ls:
                if a[0] < b[1] and b[0] < a[1]:
                    errs.append("%s: secret overlaps lookalike at %d-%d / %d-%d" % (cid, a[0], a[1], b[0], b[1]))
    return errs

def main():
    if len(sys.argv) != 2:
        print(__doc__); sys.exit(2)
    try:
        doc = parse(sys.argv[1])
    except Exception as e:
        print("PARSE ERROR:", e); sys.exit(1)
    errs = check(doc)
    cases = doc.get("cases") or []
    by = Counter(c["lang"] for c in cases)
    sec = Counter(); lk = Counter(); neg = Counter()
    for c in cases:
        sec[c["lang"]] += len(c["secrets"]); lk[c["lang"]] += len(c["lookalikes"])
        neg[c["lang"]] += 0 if c["secrets"] else 1
    print("cases %d | positives %d | negatives %d | secrets %d | lookalikes %d | languages %d | multi-message cases %d"
          % (len(cases), len(cases) - sum(neg.values()), sum(neg.values()), sum(sec.values()), sum(lk.values()), len(by),
             sum(1 for c in cases if "\n---\n" in c["text"])))
    print("lang  cases  neg  secrets  lookalikes")
    for l, n in sorted(by.items(), key=lambda x: (-x[1], x[0])):
        print("%-5s %5d %4d %8d %11d" % (l, n, neg[l], sec[l], lk[l]))
    if errs:
        for e in errs: print("ERROR:", e)
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
