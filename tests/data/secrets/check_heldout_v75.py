#!/usr/bin/env python3
"""check_heldout_v75.py - standard-library checker for heldout_v75.yaml.

Usage: python3 check_heldout_v75.py heldout_v75.yaml
Re-parses the file (the restricted YAML layout written by make_heldout_v75.py, every scalar a JSON
double-quoted string), re-validates every rule of the brief and prints counts.  Exits 1 on any problem.
"""
import json
import re
import sys
from collections import Counter, defaultdict

PREFIX = "H75"
ISO639_1 = set("aa ab af ak am ar as az be bg bn bo br bs ca cs cy da de el en eo es et eu fa fi fo fr fy ga gd gl "
               "gu ha he hi hr hu hy id ig is it ja jv ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt "
               "my nb ne nl nn no ny or pa pl ps pt qu ro ru rw sd si sk sl sm sn so sq sr st su sv sw ta te tg th "
               "ti tk tl tn tr ts tt ug uk ur uz vi wo xh yi yo zh zu".split())
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\\\\\ud800-\udfff]")
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"


class ParseError(Exception):
    pass


def scalar(tok, where):
    tok = tok.strip()
    if not (tok.startswith('"') and tok.endswith('"') and len(tok) >= 2):
        raise ParseError(f"{where}: not a JSON double-quoted string: {tok[:40]!r}")
    try:
        v = json.loads(tok)
    except ValueError as e:
        raise ParseError(f"{where}: bad JSON string ({e})")
    if not isinstance(v, str):
        raise ParseError(f"{where}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\t" in raw or "\r" in raw:
        raise ParseError("tab or carriage return in file")
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, i = [], 2
    while i < len(lines):
        ln = lines[i]
        if not ln.startswith("  - id: "):
            raise ParseError(f"line {i + 1}: expected '  - id: '")
        case = {"id": scalar(ln[len("  - id: "):], f"line {i + 1}")}
        i += 1
        for key in ("lang", "text"):
            pre = f"    {key}: "
            if i >= len(lines) or not lines[i].startswith(pre):
                raise ParseError(f"line {i + 1}: expected '{pre.strip()}'")
            case[key] = scalar(lines[i][len(pre):], f"line {i + 1}")
            i += 1
        for key in ("secrets", "lookalikes"):
            if i < len(lines) and lines[i] == f"    {key}: []":
                case[key] = []
                i += 1
            elif i < len(lines) and lines[i] == f"    {key}:":
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i][len("      - "):], f"line {i + 1}"))
                    i += 1
                if not vals:
                    raise ParseError(f"line {i}: empty block list for {key}")
                case[key] = vals
            else:
                raise ParseError(f"line {i + 1}: expected '{key}:'")
        pre = "    note: "
        if i >= len(lines) or not lines[i].startswith(pre):
            raise ParseError(f"line {i + 1}: expected 'note:'")
        case["note"] = scalar(lines[i][len(pre):], f"line {i + 1}")
        i += 1
        cases.append(case)
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def asc(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    errs, ids, nums = [], set(), set()
    for c in cases:
        cid = c["id"]
        if not ID_RE.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        num = cid.split("-")[1] if cid.count("-") >= 2 else cid
        if num in nums:
            errs.append(f"{cid}: duplicate case number {num}")
        nums.add(num)
        if c["lang"] not in ISO639_1:
            errs.append(f"{cid}: lang is not ISO 639-1: {c['lang']}")
        for k in ("id", "lang", "text", "note"):
            if not c[k]:
                errs.append(f"{cid}: empty {k}")
            if HOSTILE.search(c[k]):
                errs.append(f"{cid}: YAML-hostile character in {k}")
        text = c["text"]
        if any(not m.strip() for m in text.split(SEP)):
            errs.append(f"{cid}: empty message")
        sec, look = c["secrets"], c["lookalikes"]
        if not sec and not look:
            errs.append(f"{cid}: nothing listed")
        if len(set(sec)) != len(sec) or len(set(look)) != len(look):
            errs.append(f"{cid}: value listed twice")
        if set(sec) & set(look):
            errs.append(f"{cid}: value is both secret and look-alike")
        spans = {"S": [], "L": []}
        for kind, vals in (("S", sec), ("L", look)):
            for v in vals:
                if not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded value {v!r}")
                    continue
                if HOSTILE.search(v):
                    errs.append(f"{cid}: YAML-hostile character in value")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: not an exact substring of text: {v!r}")
                    continue
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(f"{cid}: short value occurs {len(occ)} times: {v!r}")
                for a, b in occ:
                    pre = text[a - 1] if a else ""
                    post = text[b] if b < len(text) else ""
                    if (v[0].isdigit() and pre.isdigit()) or (v[-1].isdigit() and post.isdigit()):
                        errs.append(f"{cid}: listed number embedded in a longer number: {v!r}")
                    if (asc(v[0]) and asc(pre)) or (asc(v[-1]) and asc(post)):
                        errs.append(f"{cid}: listed value glued to a longer token: {v!r}")
                spans[kind].extend(occ)
        for a, b in spans["S"]:
            for x, y in spans["L"]:
                if a < y and x < b:
                    errs.append(f"{cid}: secret occurrence overlaps look-alike occurrence")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v75.py heldout_v75.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        sys.exit(1)
    errs = validate(cases)
    for e in errs:
        print("ERROR", e, file=sys.stderr)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(cases) - len(pos)} ({(len(cases) - len(pos)) / max(len(cases), 1):.1%})")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(langs)} (English {langs.get('en', 0)} cases, {langs.get('en', 0) / max(len(cases), 1):.1%})")
    print(f"multi-message:  {len(multi)}")
    print()
    tab = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for c in cases:
        t = tab[c["lang"]]
        t[0] += 1
        t[1] += bool(c["secrets"])
        t[2] += not c["secrets"]
        t[3] += len(c["secrets"])
        t[4] += len(c["lookalikes"])
        t[5] += SEP in c["text"]
    print(f"{'lang':<5}{'cases':>6}{'pos':>5}{'neg':>5}{'secr':>6}{'look':>6}{'multi':>6}")
    for lang in sorted(tab, key=lambda k: (-tab[k][0], k)):
        t = tab[lang]
        print(f"{lang:<5}{t[0]:>6}{t[1]:>5}{t[2]:>5}{t[3]:>6}{t[4]:>6}{t[5]:>6}")
    if errs:
        print(f"\n{len(errs)} problem(s) found", file=sys.stderr)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
