#!/usr/bin/env python3
"""Stdlib checker for heldout_v30.yaml. Usage: python3 check_v30.py [heldout_v30.yaml]
Parses the restricted YAML subset written by make_heldout_v30.py (all scalars JSON double-quoted)."""
import sys, json, re

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    problems = []
    if lines[0] != "lookalikes: []" or lines[1] != "cases:":
        problems.append("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, cur_list = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        if not ln.strip():
            continue
        m = re.match(r'^  - id: (".*")$', ln)
        if m:
            cur = {"id": json.loads(m.group(1))}; cases.append(cur); cur_list = None; continue
        m = re.match(r'^    (lang|text|note): (".*")$', ln)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2)); cur_list = None; continue
        m = re.match(r'^    (secrets|lookalikes):( \[\])?$', ln)
        if m and cur is not None:
            cur[m.group(1)] = []; cur_list = None if m.group(2) else m.group(1); continue
        m = re.match(r'^      - (".*")$', ln)
        if m and cur is not None and cur_list:
            cur[cur_list].append(json.loads(m.group(1))); continue
        problems.append(f"line {no}: unparsed: {ln[:80]}")
    return cases, problems

def check(cases):
    problems, ids = [], set()
    idre = re.compile(r"^v30-\d{3}-[a-z0-9-]+$")
    for c in cases:
        cid = c.get("id", "?")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c: problems.append(f"{cid}: missing {k}")
        if not idre.match(cid): problems.append(f"{cid}: bad id format")
        if cid in ids: problems.append(f"{cid}: duplicate id")
        ids.add(cid)
        for k in ("id", "lang", "text", "note"):
            if k in c and (not isinstance(c[k], str) or c[k] == ""): problems.append(f"{cid}: empty {k}")
        t = c.get("text", ""); secs = c.get("secrets", []); looks = c.get("lookalikes", [])
        spans = []
        for s in secs:
            if s == "": problems.append(f"{cid}: empty secret"); continue
            if s not in t: problems.append(f"{cid}: secret not in text: {s[:40]}"); continue
            k = t.find(s)
            while k >= 0:
                spans.append((k, k + len(s))); k = t.find(s, k + 1)
        for l in looks:
            if l == "": problems.append(f"{cid}: empty lookalike"); continue
            if l not in t: problems.append(f"{cid}: lookalike not in text: {l[:40]}"); continue
            for s in secs:
                if s and l in s: problems.append(f"{cid}: lookalike inside secret: {l[:40]}")
                if s and s in l: problems.append(f"{cid}: secret inside lookalike: {s[:40]}")
            ok, k = False, t.find(l)
            while k >= 0:
                if all(k + len(l) <= a or k >= b for a, b in spans): ok = True; break
                k = t.find(l, k + 1)
            if not ok: problems.append(f"{cid}: lookalike never outside secret spans: {l[:40]}")
    return problems

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "heldout_v30.yaml"
    cases, problems = parse(path)
    problems += check(cases)
    langs = {}
    for c in cases: langs[c.get("lang")] = langs.get(c.get("lang"), 0) + 1
    print(f"cases: {len(cases)}")
    print(f"secrets: {sum(len(c.get('secrets', [])) for c in cases)}")
    print(f"lookalikes: {sum(len(c.get('lookalikes', [])) for c in cases)}")
    print(f"cases without secrets: {sum(1 for c in cases if not c.get('secrets'))}")
    print(f"multi-message cases: {sum(1 for c in cases if chr(10) + '---' + chr(10) in c.get('text', ''))}")
    print(f"languages: {len(langs)} " + " ".join(f"{k}={v}" for k, v in sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
    if problems:
        for p in problems: print("PROBLEM:", p)
        print(f"FAIL: {len(problems)} problem(s)"); sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
