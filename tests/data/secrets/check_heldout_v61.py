#!/usr/bin/env python3
"""check_heldout_v61.py - standalone checker for heldout_v61.yaml (standard library only).

Usage: python3 check_heldout_v61.py heldout_v61.yaml

Re-parses the YAML (the restricted layout the generator writes: every scalar a JSON
double-quoted string), re-validates every rule of the brief and prints the counts.
Exit status 0 when everything holds, 1 otherwise.
"""
import json
import re
import sys
import unicodedata

PREFIX = "H61"
SEP = "\n---\n"
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CATS = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


class CheckError(Exception):
    pass


def scalar(line, prefix, lineno):
    if not line.startswith(prefix):
        raise CheckError("line %d: expected %r" % (lineno, prefix.strip()))
    raw = line[len(prefix):]
    if not (raw.startswith('"') and raw.endswith('"')):
        raise CheckError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise CheckError("line %d: bad JSON string: %s" % (lineno, e))
    if not isinstance(v, str):
        raise CheckError("line %d: scalar is not a string" % lineno)
    return v


def parse(src):
    if src.startswith("\ufeff"):
        raise CheckError("byte order mark")
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise CheckError("top level must be 'lookalikes: []' then 'cases:'")
    cases, i = [], 2
    while i < len(lines):
        c = {"id": scalar(lines[i], "  - id: ", i + 1)}
        i += 1
        for key in ("lang", "text"):
            c[key] = scalar(lines[i], "    %s: " % key, i + 1)
            i += 1
        for key in ("secrets", "lookalikes"):
            if lines[i] == "    %s: []" % key:
                c[key] = []
                i += 1
            elif lines[i] == "    %s:" % key:
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i], "      - ", i + 1))
                    i += 1
                if not vals:
                    raise CheckError("line %d: empty block list" % i)
                c[key] = vals
            else:
                raise CheckError("line %d: expected %s" % (i + 1, key))
        c["note"] = scalar(lines[i], "    note: ", i + 1)
        i += 1
        cases.append(c)
    return cases


def bad_chars(s):
    return ["U+%04X" % ord(c) for c in s
            if c != "\n" and (ord(c) > 0xFFFF or unicodedata.category(c) in BAD_CATS)]


def occ(text, v):
    res, i = [], text.find(v)
    while i >= 0:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def check_case(c):
    errs = []
    text, S, L = c["text"], c["secrets"], c["lookalikes"]
    if not text.strip() or not c["note"].strip():
        errs.append("empty text or note")
    if c["lang"] not in LANGS:
        errs.append("lang %r is not one of the expected ISO 639-1 codes" % c["lang"])
    for s in [c["id"], c["lang"], text, c["note"]] + S + L:
        b = bad_chars(s)
        if b:
            errs.append("YAML-hostile characters %s" % b[:5])
    for v in S + L:
        if not v or v != v.strip():
            errs.append("empty value or outer whitespace: %r" % v)
        if v not in text:
            errs.append("not an exact substring of the text: %r" % v)
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        errs.append("duplicate value in a list")
    if set(S) & set(L):
        errs.append("value listed as both secret and look-alike")
    sp = [(a, b, v) for v in S for a, b in occ(text, v)]
    for w in L:
        for a, b in occ(text, w):
            for sa, sb, sv in sp:
                if a < sb and sa < b:
                    errs.append("look-alike %r overlaps secret %r" % (w, sv))
    for v in S + L:
        o = occ(text, v)
        if len(v) <= 6 and len(o) != 1:
            errs.append("short value %r occurs %d times" % (v, len(o)))
        for a, b in o:
            if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
               (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                errs.append("listed number %r embedded in a longer number" % v)
    if SEP in text:
        if any(not m.strip() for m in text.split(SEP)):
            errs.append("empty message")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v61.py heldout_v61.yaml", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            src = f.read()
        if "\r" in src or "\t" in src:
            raise CheckError("CR or TAB in file")
        cases = parse(src)
    except (CheckError, UnicodeDecodeError, OSError) as e:
        print("PARSE ERROR: %s" % e)
        return 1
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for n, c in enumerate(cases, 1):
        m = ID_RE.match(c["id"])
        if not m:
            errs.append("%s: bad id" % c["id"])
        elif int(m.group(1)) != n:
            errs.append("%s: id number out of sequence" % c["id"])
        for e in check_case(c):
            errs.append("%s: %s" % (c["id"], e))

    langs = {}
    for c in cases:
        r = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += 1 if c["secrets"] else 0
        r[2] += 0 if c["secrets"] else 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += 1 if SEP in c["text"] else 0
    tot = [sum(r[k] for r in langs.values()) for k in range(6)]
    print("cases:          %d" % tot[0])
    print("positive:       %d" % tot[1])
    print("negative:       %d" % tot[2])
    print("secrets:        %d" % tot[3])
    print("look-alikes:    %d" % tot[4])
    print("languages:      %d" % len(langs))
    print("multi-message:  %d" % tot[5])
    print()
    print("%-6s %6s %5s %5s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang in sorted(langs, key=lambda k: (-langs[k][0], k)):
        r = langs[lang]
        print("%-6s %6d %5d %5d %8d %12d %6d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("%-6s %6d %5d %5d %8d %12d %6d" % ("total", tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]))
    print()
    if errs:
        print("PROBLEMS (%d):" % len(errs))
        for e in errs:
            print("  " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
