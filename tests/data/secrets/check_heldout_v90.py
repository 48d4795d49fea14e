#!/usr/bin/env python3
"""Checker for heldout_v90.yaml (standard library only).

Usage: python3 check_heldout_v90.py heldout_v90.yaml

Re-parses the YAML (the generator's subset: every scalar a JSON double-quoted string),
re-validates every rule of the brief and prints counts. Exits 1 on any problem.
"""
import json
import re
import string
import sys
from collections import Counter, OrderedDict

PREFIX = "H90"
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
LANG_RE = re.compile(r"^[a-z]{2}$")
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def hostile(ch):
    o = ord(ch)
    if ch == "\n":
        return False
    return (o < 0x20 or 0x7F <= o <= 0x9F or 0x200B <= o <= 0x200F or 0x2028 <= o <= 0x202E
            or 0x2060 <= o <= 0x206F or o in (0xFEFF, 0xFFFE, 0xFFFF, 0xA0) or 0xD800 <= o <= 0xDFFF)


def scalar(raw, where):
    if not (len(raw) >= 2 and raw[0] == '"' and raw[-1] == '"'):
        raise ValueError("%s: scalar is not double-quoted: %r" % (where, raw[:40]))
    v = json.loads(raw)
    if not isinstance(v, str):
        raise ValueError("%s: scalar is not a string" % where)
    if json.dumps(v, ensure_ascii=False) != raw:
        raise ValueError("%s: scalar is not in canonical JSON form" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\t" in data or "\r" in data:
        raise ValueError("tab or CR in file")
    if data.startswith("\ufeff"):
        raise ValueError("BOM at start of file")
    lines = data.split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("file must start with 'lookalikes: []' and 'cases:'")
    cases, i = [], 2
    while i < len(lines):
        ln = lines[i]
        m = re.match(r"^  - id: (.*)$", ln)
        if not m:
            raise ValueError("line %d: expected '  - id:'" % (i + 1))
        c = OrderedDict()
        c["id"] = scalar(m.group(1), "line %d" % (i + 1))
        i += 1
        for key in KEYS[1:]:
            if i >= len(lines):
                raise ValueError("unexpected end of file in %s" % c["id"])
            ln = lines[i]
            if key in ("secrets", "lookalikes"):
                if ln == "    %s: []" % key:
                    c[key] = []
                    i += 1
                    continue
                if ln != "    %s:" % key:
                    raise ValueError("line %d: expected '%s:'" % (i + 1, key))
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i][8:], "line %d" % (i + 1)))
                    i += 1
                if not vals:
                    raise ValueError("%s: empty block list for %s (use [])" % (c["id"], key))
                c[key] = vals
            else:
                m = re.match(r"^    %s: (.*)$" % key, ln)
                if not m:
                    raise ValueError("line %d: expected '%s:'" % (i + 1, key))
                c[key] = scalar(m.group(1), "line %d" % (i + 1))
                i += 1
        cases.append(c)
    return cases


def glued(edge, neighbour):
    if not neighbour:
        return False
    if edge.isdecimal() and neighbour.isdecimal():
        return True
    return edge in string.ascii_letters and neighbour in string.ascii_letters


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    probs = []
    ids = [c["id"] for c in cases]
    for x, n in Counter(ids).items():
        if n > 1:
            probs.append("duplicate id %s" % x)
    for k, c in enumerate(cases, start=1):
        cid = c["id"]
        m = ID_RE.match(cid)
        if not m:
            probs.append("bad id %r" % cid)
        elif int(m.group(1)) != k:
            probs.append("%s: number out of sequence" % cid)
        if not LANG_RE.match(c["lang"]):
            probs.append("%s: bad lang %r" % (cid, c["lang"]))
        t = c["text"]
        if not t.strip():
            probs.append("%s: empty text" % cid)
        if not c["note"].strip() or "\n" in c["note"]:
            probs.append("%s: bad note" % cid)
        for field in ("id", "lang", "text", "note"):
            if any(hostile(ch) for ch in c[field]):
                probs.append("%s: YAML-hostile character in %s" % (cid, field))
        if set(c["secrets"]) & set(c["lookalikes"]):
            probs.append("%s: value in both lists" % cid)
        for kind in ("secrets", "lookalikes"):
            if len(set(c[kind])) != len(c[kind]):
                probs.append("%s: duplicate in %s" % (cid, kind))
        spans = []
        for kind in ("secrets", "lookalikes"):
            for v in c[kind]:
                if not v or v != v.strip() or any(hostile(ch) for ch in v):
                    probs.append("%s: bad value %r" % (cid, v))
                    continue
                occ = occurrences(t, v)
                if not occ:
                    probs.append("%s: %s value not in text: %r" % (cid, kind, v))
                    continue
                if len(v) <= 6 and len(occ) > 1:
                    probs.append("%s: short value %r occurs %d times" % (cid, v, len(occ)))
                for a, b in occ:
                    before = t[a - 1] if a > 0 else ""
                    after = t[b] if b < len(t) else ""
                    if glued(v[0], before) or glued(v[-1], after):
                        probs.append("%s: %r is part of a longer number or word" % (cid, v))
                    if v[-1].isdecimal() and b + 1 < len(t) and t[b] in " -./" and t[b] in v and t[b + 1].isdecimal():
                        probs.append("%s: %r continues as a longer grouped number" % (cid, v))
                    if v[0].isdecimal() and a >= 2 and t[a - 1] in " -./" and t[a - 1] in v and t[a - 2].isdecimal():
                        probs.append("%s: %r is the tail of a longer grouped number" % (cid, v))
                    spans.append((a, b, kind, v))
        for x in range(len(spans)):
            for y in range(x + 1, len(spans)):
                a1, b1, k1, v1 = spans[x]
                a2, b2, k2, v2 = spans[y]
                if a1 < b2 and a2 < b1 and v1 != v2:
                    probs.append("%s: overlapping occurrences of %s %r and %s %r" % (cid, k1, v1[:24], k2, v2[:24]))
    return probs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v90.py heldout_v90.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ValueError, json.JSONDecodeError) as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        sys.exit(1)
    probs = validate(cases)
    if probs:
        for p in probs:
            print("PROBLEM: " + p, file=sys.stderr)
        print("%d problem(s)" % len(probs), file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print("cases:          %d" % len(cases))
    print("positive:       %d" % len(pos))
    print("negative:       %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / len(cases)))
    print("secrets:        %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:    %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:      %d" % len(langs))
    print("multi-message:  %d" % len(multi))
    print("")
    print("lang  cases  pos  neg  secrets  look-alikes")
    for lang, n in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        cs = [c for c in cases if c["lang"] == lang]
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (
            lang, n, sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs)))
    print("OK")


if __name__ == "__main__":
    main()
