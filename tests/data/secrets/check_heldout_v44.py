#!/usr/bin/env python3
"""Checker for heldout_v44.yaml (standard library only).
Re-parses the YAML written by make_heldout_v44.py (every scalar a JSON double-quoted string),
re-validates every case and prints counts. Exit 1 on any problem.
Usage: python3 check_heldout_v44.py heldout_v44.yaml
"""
import json, re, sys

HOSTILE = set(chr(c) for c in range(0x20) if c != 10) | {"\x7f", "\x85", "\ufeff", "\u2028", "\u2029", "\\"}
AN = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
ID_RE = re.compile(r"^H44-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
LANG_RE = re.compile(r"^[a-z]{2}$")

def scalar(s, ln):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError("line %d: scalar is not double-quoted" % ln)
    return json.loads(s)

def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for ln, l in enumerate(lines[2:], 3):
        if l.startswith("  - id: "):
            cur = {"id": scalar(l[8:], ln)}; cases.append(cur); lst = None
        elif cur is None:
            raise ValueError("line %d: content before first case" % ln)
        elif l.startswith("      - "):
            if lst is None: raise ValueError("line %d: list item outside list" % ln)
            cur[lst].append(scalar(l[8:], ln))
        elif l.startswith("    ") and not l.startswith("     "):
            k, sep, v = l[4:].partition(":")
            if not sep or k not in ("lang", "text", "secrets", "lookalikes", "note") or k in cur:
                raise ValueError("line %d: unexpected key %r" % (ln, k))
            v = v.strip()
            if k in ("secrets", "lookalikes"):
                if v == "[]": cur[k] = []; lst = None
                elif v == "": cur[k] = []; lst = k
                else: raise ValueError("line %d: bad list" % ln)
            else:
                cur[k] = scalar(v, ln); lst = None
        else:
            raise ValueError("line %d: unparseable" % ln)
    return cases

def occ(t, v):
    out, i = [], t.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = t.find(v, i + 1)
    return out

IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "PT": 25, "RO": 24, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "CZ": 24, "GR": 27, "TR": 26, "UA": 29, "AE": 23, "IL": 23, "IR": 26, "SA": 24, "GB": 22, "BE": 16, "AT": 20}
def iban_ok(v):
    s = v.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1

IBANS = [0]
def check(cases):
    errs, ids = [], set()
    n_iban = IBANS
    for c in cases:
        cid = c.get("id", "?")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c: errs.append("%s: missing %s" % (cid, k))
        if errs: continue
        if not ID_RE.match(cid): errs.append("%s: bad id" % cid)
        if cid in ids: errs.append("%s: duplicate id" % cid)
        ids.add(cid)
        if not LANG_RE.match(c["lang"]): errs.append("%s: bad lang" % cid)
        t = c["text"]
        if not t.strip() or not c["note"].strip(): errs.append("%s: empty text/note" % cid)
        if any(not m.strip() for m in t.split("\n---\n")): errs.append("%s: empty message" % cid)
        for s in [cid, c["lang"], t, c["note"]] + c["secrets"] + c["lookalikes"]:
            if any(ch in HOSTILE or 0xD800 <= ord(ch) <= 0xDFFF for ch in s):
                errs.append("%s: hostile character" % cid)
        if len(set(c["secrets"])) != len(c["secrets"]) or len(set(c["lookalikes"])) != len(c["lookalikes"]):
            errs.append("%s: duplicate value in a list" % cid)
        if set(c["secrets"]) & set(c["lookalikes"]): errs.append("%s: value in both lists" % cid)
        S, L = [], []
        for vals, spans in ((c["secrets"], S), (c["lookalikes"], L)):
            for v in vals:
                o = occ(t, v)
                if not v or v != v.strip(): errs.append("%s: empty/padded value %r" % (cid, v))
                if not o: errs.append("%s: not a substring: %r" % (cid, v)); continue
                if len(v) <= 6 and len(o) > 1: errs.append("%s: short value repeated: %r" % (cid, v))
                for a, b in o:
                    if (v[0] in AN and a > 0 and t[a - 1] in AN) or (v[-1] in AN and b < len(t) and t[b] in AN):
                        errs.append("%s: value embedded in a longer token: %r" % (cid, v))
                spans.extend(o)
                cv = v.replace(" ", "")
                if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", cv) and IBAN_LEN.get(cv[:2]) == len(cv):
                    n_iban[0] += 1
                    if not iban_ok(v): errs.append("%s: IBAN fails mod-97: %r" % (cid, v))
        for a, b in S:
            for x, y in L:
                if a < y and x < b: errs.append("%s: secret overlaps look-alike" % cid)
    return errs

def main():
    if len(sys.argv) != 2:
        print("usage: check_heldout_v44.py heldout_v44.yaml", file=sys.stderr); sys.exit(1)
    try:
        cases = parse(sys.argv[1])
    except Exception as e:
        print("PARSE ERROR:", e); sys.exit(1)
    errs = check(cases)
    by = {}
    for c in cases:
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0])
        r[0] += 1; r[1] += 1 if c["secrets"] else 0; r[2] += 0 if c["secrets"] else 1
        r[3] += len(c["secrets"]); r[4] += len(c["lookalikes"])
    pos = sum(1 for c in cases if c["secrets"])
    print("cases:        %d" % len(cases))
    print("positive:     %d" % pos)
    print("negative:     %d" % (len(cases) - pos))
    print("secrets:      %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:  %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:    %d" % len(by))
    print("multi-message:%d" % sum(1 for c in cases if "\n---\n" in c["text"]))
    print("IBANs re-verified (mod-97): %d" % IBANS[0])
    print("\nlang  cases  pos  neg  secrets  look-alikes")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        r = by[lang]
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (lang, r[0], r[1], r[2], r[3], r[4]))
    if errs:
        print("\n%d PROBLEM(S):" % len(errs))
        for e in errs[:50]: print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")

if __name__ == "__main__":
    main()
