#!/usr/bin/env python3
"""Standalone checker for heldout_v86.yaml (standard library only).

Usage: python3 check_heldout_v86.py heldout_v86.yaml

Re-parses the restricted YAML layout written by make_heldout_v86.py (every scalar a
JSON double-quoted string), re-validates every rule of the brief and prints counts.
Exits 1 on any problem.
"""
import collections
import json
import re
import sys
import unicodedata

PREFIX = "H86"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt",
         "it", "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
NUMSEP = " -./"


def bad_chars(s, allow_newline):
    bad = []
    for c in s:
        o = ord(c)
        if c == "\n":
            if not allow_newline:
                bad.append(c)
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or o in (0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF) or 0xD800 <= o <= 0xDFFF:
            bad.append(c)
            continue
        cat = unicodedata.category(c)
        if (cat == "Zs" and c != " ") or (cat == "Cf" and o != 0x200C) or cat in ("Co", "Cn"):
            bad.append(c)
    return bad


def scalar(raw, where):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ValueError("%s: scalar is not double-quoted" % where)
    v = json.loads(raw)
    if not isinstance(v, str):
        raise ValueError("%s: scalar is not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if bad_chars(data, True):
        raise ValueError("hostile characters in the file")
    if not data.endswith("\n"):
        raise ValueError("file does not end with a newline")
    lines = data.split("\n")[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, i = [], 2
    keys = ["id", "lang", "text"]
    while i < len(lines):
        c = {}
        m = re.fullmatch(r"  - id: (.*)", lines[i])
        if not m:
            raise ValueError("line %d: expected '  - id:'" % (i + 1))
        c["id"] = scalar(m.group(1), "line %d" % (i + 1))
        i += 1
        for k in keys[1:]:
            m = re.fullmatch(r"    %s: (.*)" % k, lines[i])
            if not m:
                raise ValueError("line %d: expected %s" % (i + 1, k))
            c[k] = scalar(m.group(1), "line %d" % (i + 1))
            i += 1
        for k in ("secrets", "lookalikes"):
            if lines[i] == "    %s: []" % k:
                c[k] = []
                i += 1
            elif lines[i] == "    %s:" % k:
                i += 1
                c[k] = []
                while i < len(lines) and lines[i].startswith("      - "):
                    c[k].append(scalar(lines[i][8:], "line %d" % (i + 1)))
                    i += 1
                if not c[k]:
                    raise ValueError("line %d: empty block list" % i)
            else:
                raise ValueError("line %d: expected %s" % (i + 1, k))
        m = re.fullmatch(r"    note: (.*)", lines[i])
        if not m:
            raise ValueError("line %d: expected note" % (i + 1))
        c["note"] = scalar(m.group(1), "line %d" % (i + 1))
        i += 1
        cases.append(c)
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(c):
    errs = []
    text = c["text"]
    if not text.strip() or text != text.strip():
        errs.append("empty text or outer whitespace")
    for k in ("id", "lang", "note"):
        if not c[k] or bad_chars(c[k], False):
            errs.append("bad %s" % k)
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", c["id"]):
        errs.append("bad id format")
    if c["lang"] not in LANGS:
        errs.append("unknown lang")
    S, L = c["secrets"], c["lookalikes"]
    if not S and not L:
        errs.append("negative case without look-alikes")
    for kind, vals in (("secret", S), ("lookalike", L)):
        if len(set(vals)) != len(vals):
            errs.append("duplicate %s" % kind)
        for v in vals:
            if not v or v != v.strip():
                errs.append("empty or padded %s %r" % (kind, v))
                continue
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s not a substring: %r" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s occurs %d times: %r" % (kind, len(occ), v))
            numeric = all(x.isdigit() or x in NUMSEP for x in v)
            for a, b in occ:
                if v[0].isdigit() and a > 0 and (text[a - 1].isdigit() or
                                                 (numeric and a > 1 and text[a - 1] in NUMSEP and text[a - 2].isdigit())):
                    errs.append("%s embedded in a longer number: %r" % (kind, v))
                if v[-1].isdigit() and b < len(text) and (text[b].isdigit() or
                                                          (numeric and b + 1 < len(text) and text[b] in NUMSEP and text[b + 1].isdigit())):
                    errs.append("%s embedded in a longer number: %r" % (kind, v))
    if set(S) & set(L):
        errs.append("value both secret and look-alike")
    for s in S:
        for a, b in occurrences(text, s):
            for l in L:
                for x, y in occurrences(text, l):
                    if a < y and x < b:
                        errs.append("secret %r overlaps look-alike %r" % (s, l))
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v86.py heldout_v86.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ValueError, IndexError, json.JSONDecodeError) as e:
        print("PARSE ERROR:", e)
        sys.exit(1)
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [int(i.split("-")[1]) for i in ids if re.fullmatch(PREFIX + r"-\d{3}-.*", i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..%03d in order" % len(cases))
    for c in cases:
        for e in validate(c):
            problems.append("%s: %s" % (c["id"], e))
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        d = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        d[0] += 1
        d[1] += 1 if c["secrets"] else 0
        d[2] += 0 if c["secrets"] else 1
        d[3] += len(c["secrets"])
        d[4] += len(c["lookalikes"])
        d[5] += 1 if SEP in c["text"] else 0
    tot = [sum(d[k] for d in by.values()) for k in range(6)]
    print("cases:        %d" % tot[0])
    print("positive:     %d" % tot[1])
    print("negative:     %d" % tot[2])
    print("secrets:      %d" % tot[3])
    print("look-alikes:  %d" % tot[4])
    print("languages:    %d" % len(by))
    print("multi-message:%d" % tot[5])
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang, d in by.items():
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lang, d[0], d[1], d[2], d[3], d[4], d[5]))
    print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % ("all", tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]))
    if problems:
        print()
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print()
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
