#!/usr/bin/env python3
# check_heldout_v63.py -- standalone checker for heldout_v63.yaml (standard library only).
# Re-parses the YAML (the restricted layout written by make_heldout_v63.py: every scalar a JSON
# double-quoted string), re-validates every case and prints counts.
# Usage: python3 check_heldout_v63.py heldout_v63.yaml ; exit status 1 on any problem.
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict

PREFIX = "H63"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt",
         "it", "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$")
ASCII_AN = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def parse(src):
    lines = src.split("\n")
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, curlist = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        if not ln:
            continue
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            curlist = None
        elif ln.startswith("      - ") and curlist is not None:
            curlist.append(json.loads(ln[8:]))
        elif ln.startswith("    ") and not ln.startswith("     ") and cur is not None:
            body = ln[4:]
            if body.endswith(":") and ": " not in body:
                key = body[:-1]
                if key in cur:
                    raise ValueError(f"line {no}: duplicate key {key}")
                curlist = cur[key] = []
            else:
                key, sep, rest = body.partition(": ")
                if not sep or key in cur:
                    raise ValueError(f"line {no}: bad or duplicate key")
                if rest != "[]" and not (rest.startswith('"') and rest.endswith('"')):
                    raise ValueError(f"line {no}: scalar is not a double-quoted string")
                cur[key] = [] if rest == "[]" else json.loads(rest)
                curlist = None
        else:
            raise ValueError(f"line {no}: unparsable: {ln[:60]!r}")
    return cases


def bad_char(s, allow_nl):
    for ch in s:
        if ch == "\n" and allow_nl:
            continue
        cat = unicodedata.category(ch)
        if cat[0] == "C" or cat in ("Zl", "Zp") or (cat == "Zs" and ch != " "):
            return ch
    return None


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def case_errors(c):
    errs = []
    if sorted(c) != sorted(KEYS):
        return [f"keys {sorted(c)}"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c[k], str) or not c[k]:
            return [f"{k} not a non-empty string"]
        b = bad_char(c[k], k == "text")
        if b is not None:
            errs.append(f"{k}: hostile char U+{ord(b):04X}")
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang")
    text = c["text"]
    if any(not part.strip() for part in text.split("\n---\n")):
        errs.append("empty message")
    sec, lk = c["secrets"], c["lookalikes"]
    if not isinstance(sec, list) or not isinstance(lk, list):
        return errs + ["lists"]
    allv = sec + lk
    if len(set(allv)) != len(allv):
        errs.append("duplicate value")
    for v in allv:
        if not isinstance(v, str) or not v or v != v.strip():
            errs.append(f"bad value {v!r}")
            continue
        b = bad_char(v, True)
        if b is not None:
            errs.append(f"value hostile char U+{ord(b):04X}")
        pos = occ(text, v)
        if not pos:
            errs.append(f"not a substring: {v!r}")
            continue
        if len(v) <= 6 and len(pos) != 1:
            errs.append(f"short value occurs {len(pos)} times: {v!r}")
        for p in pos:
            e = p + len(v)
            if v[0].isdigit() and p > 0 and text[p - 1].isdigit():
                errs.append(f"number embedded (left): {v!r}")
            if v[-1].isdigit() and e < len(text) and text[e].isdigit():
                errs.append(f"number embedded (right): {v!r}")
            if v[0] in ASCII_AN and p > 0 and text[p - 1] in ASCII_AN:
                errs.append(f"glued to a word (left): {v!r}")
            if v[-1] in ASCII_AN and e < len(text) and text[e] in ASCII_AN:
                errs.append(f"glued to a word (right): {v!r}")
    sspans = [(p, p + len(v)) for v in sec for p in occ(text, v)]
    lspans = [(p, p + len(v)) for v in lk for p in occ(text, v)]
    for a, b in sspans:
        for x, y in lspans:
            if a < y and x < b:
                errs.append(f"secret/look-alike overlap at {a}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v63.py heldout_v63.yaml", file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    problems = []
    try:
        cases = parse(src)
    except (ValueError, json.JSONDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        sys.exit(1)
    ids = [c.get("id") for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [int(ID_RE.match(i).group(1)) for i in ids if isinstance(i, str) and ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids not numbered 001..N in order")
    for c in cases:
        for e in case_errors(c):
            problems.append(f"{c.get('id')}: {e}")
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        sys.exit(1)

    by = defaultdict(Counter)
    for c in cases:
        t = by[c["lang"]]
        t["cases"] += 1
        t["positive" if c["secrets"] else "negative"] += 1
        t["secrets"] += len(c["secrets"])
        t["lookalikes"] += len(c["lookalikes"])
        t["multi"] += "\n---\n" in c["text"]
    tot = Counter()
    for t in by.values():
        tot.update(t)
    print(f"file: {sys.argv[1]}")
    print(f"cases: {tot['cases']}")
    print(f"positive: {tot['positive']}")
    print(f"negative: {tot['negative']}")
    print(f"secrets: {tot['secrets']}")
    print(f"lookalikes: {tot['lookalikes']}")
    print(f"languages: {len(by)}")
    print(f"multi-message: {tot['multi']}")
    print()
    cols = ["cases", "positive", "negative", "secrets", "lookalikes", "multi"]
    print("lang  " + "".join(f"{c:>11}" for c in cols))
    for lang in sorted(by, key=lambda x: (-by[x]["cases"], x)):
        print(f"{lang:<6}" + "".join(f"{by[lang][c]:>11}" for c in cols))
    print("total " + "".join(f"{tot[c]:>11}" for c in cols))
    print("OK")


if __name__ == "__main__":
    main()
