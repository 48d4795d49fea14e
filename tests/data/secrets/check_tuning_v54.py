#!/usr/bin/env python3
"""Checker for tuning_v54.yaml (standard library only).

Usage: python3 check_tuning_v54.py tuning_v54.yaml

Re-parses the restricted YAML the generator writes (top-level `lookalikes: []` and
`cases:`; every scalar a JSON double-quoted string), re-validates every case and
prints counts. Exits 1 on any problem.
"""
import sys, json, re, string, unicodedata
from collections import Counter, defaultdict

PREFIX = "T54"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
ASCII_AN = set(string.ascii_letters + string.digits)
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def parse(doc):
    problems = []
    lines = doc.split("\n")
    if lines[-1] != "":
        problems.append("file does not end with a newline")
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise SystemExit("PROBLEM: header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        if ln == "":
            continue
        try:
            if ln.startswith("  - id: "):
                cur = {"id": json.loads(ln[8:])}
                order = ["id"]
                cur["_order"] = order
                cases.append(cur)
                listkey = None
            elif ln.startswith("      - "):
                if cur is None or listkey is None:
                    raise ValueError("list item outside a list")
                cur[listkey].append(json.loads(ln[8:]))
            elif ln.startswith("    ") and not ln.startswith("     "):
                k, colon, v = ln[4:].partition(": ") if ": " in ln else (ln[4:-1], ":", "")
                if not colon or k not in KEYS or k in cur:
                    raise ValueError(f"unexpected or repeated key {k!r}")
                cur["_order"].append(k)
                if v == "":
                    if not ln.endswith(":"):
                        raise ValueError("bad list header")
                    cur[k], listkey = [], k
                elif v == "[]":
                    cur[k], listkey = [], None
                else:
                    if not (v.startswith('"') and v.endswith('"')):
                        raise ValueError("scalar is not double-quoted")
                    cur[k], listkey = json.loads(v), None
            else:
                raise ValueError("unexpected line")
        except (ValueError, json.JSONDecodeError) as e:
            problems.append(f"line {n}: {e}: {ln[:70]!r}")
    for c in cases:
        if c.pop("_order") != KEYS:
            problems.append(f"{c.get('id')}: keys missing or out of order")
    return cases, problems


def hostile(s, allow_newline):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch in "\u200c\u200d":
            continue
        if unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Cf") or ch in "\ufeff\x85":
            bad.append(repr(ch))
    return bad


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            errs.append(f"{k} missing or empty")
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
            errs.append(f"{k} not a list of strings")
    if errs:
        return errs
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("unknown lang")
    text, sec, lk = c["text"], c["secrets"], c["lookalikes"]
    if any(not p.strip() for p in text.split(SEP)):
        errs.append("empty message")
    for k in ("id", "lang", "note"):
        if hostile(c[k], False):
            errs.append(f"hostile characters in {k}")
    if hostile(text, True):
        errs.append("hostile characters in text")
    if not sec and not lk:
        errs.append("negative case without look-alikes")
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate listed value")
    if set(sec) & set(lk):
        errs.append("value both secret and look-alike")
    spans = {}
    for v in sec + lk:
        if not v or v != v.strip():
            errs.append(f"empty or padded value {v!r}")
            continue
        if hostile(v, True):
            errs.append(f"hostile characters in {v!r}")
        if "\n" in v and v not in sec:
            errs.append(f"multi-line look-alike {v!r}")
        o = occ(text, v)
        if not o:
            errs.append(f"not an exact substring: {v!r}")
            continue
        if len(v) <= 6 and len(o) != 1:
            errs.append(f"short value occurs {len(o)} times: {v!r}")
        for a, b in o:
            pre = text[a - 1] if a > 0 else ""
            post = text[b] if b < len(text) else ""
            if (v[0].isdigit() and pre.isdigit()) or (v[-1].isdigit() and post.isdigit()):
                errs.append(f"number embedded in a longer number: {v!r}")
            if (pre and v[0] in ASCII_AN and pre in ASCII_AN) or (post and v[-1] in ASCII_AN and post in ASCII_AN):
                errs.append(f"value glued to a longer token: {v!r}")
        spans[v] = o
    vals = list(spans)
    for x in range(len(vals)):
        for y in range(x + 1, len(vals)):
            if any(a1 < b2 and a2 < b1 for a1, b1 in spans[vals[x]] for a2, b2 in spans[vals[y]]):
                kind = "secret/look-alike" if (vals[x] in sec) != (vals[y] in sec) else "listed values"
                errs.append(f"{kind} overlap: {vals[x]!r} / {vals[y]!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_tuning_v54.py tuning_v54.yaml", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        doc = f.read()
    cases, problems = parse(doc)
    ids = Counter(c.get("id") for c in cases)
    problems += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for k, c in enumerate(cases, 1):
        if isinstance(c.get("id"), str) and not c["id"].startswith(f"{PREFIX}-{k:03d}-"):
            problems.append(f"{c['id']}: not numbered in order")
        for e in validate(c):
            problems.append(f"{c.get('id')}: {e}")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for c in cases:
        r = by[c["lang"]]
        r[0] += 1
        r[1] += 1 if c["secrets"] else 0
        r[2] += 0 if c["secrets"] else 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += 1 if SEP in c["text"] else 0
    print(f"file:          {sys.argv[1]}")
    print(f"cases:         {len(cases)}")
    print(f"positive:      {len(cases) - len(neg)}")
    print(f"negative:      {len(neg)}")
    print(f"secrets:       {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:   {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:     {len(by)}")
    print(f"multi-message: {len(multi)}")
    print("")
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang in sorted(by, key=lambda x: (-by[x][0], x)):
        r = by[lang]
        print(f"{lang:<4}  {r[0]:>5}  {r[1]:>3}  {r[2]:>3}  {r[3]:>7}  {r[4]:>11}  {r[5]:>5}")
    print("OK")


if __name__ == "__main__":
    main()
