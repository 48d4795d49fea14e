#!/usr/bin/env python3
"""Checker for heldout_v83.yaml (standard library only).

Usage: python3 check_heldout_v83.py heldout_v83.yaml
Re-parses the file (the restricted YAML layout the generator writes: every scalar a JSON
double-quoted string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import json
import re
import string
import sys

PREFIX = "H83"
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)
LANG_RE = re.compile(r"^[a-z]{2}$")
SEP = "\n---\n"
DIGITS = set(string.digits)
ASCII_ALNUM = set(string.ascii_letters + string.digits)


class ParseError(Exception):
    pass


def scalar(raw, lineno):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("line %d: bad JSON string (%s)" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data:
        raise ParseError("carriage return or tab in file")
    lines = data.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("bad header (expected 'lookalikes: []' then 'cases:')")
    cases, cur, listkey = [], None, None
    order = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for n, ln in enumerate(lines[2:], 3):
        m = re.match(r"^  - id: (.*)$", ln)
        if m:
            cur = {"id": scalar(m.group(1), n), "_keys": ["id"]}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError("line %d: content before first case" % n)
        m = re.match(r"^      - (.*)$", ln)
        if m:
            if listkey is None:
                raise ParseError("line %d: list item outside a list" % n)
            cur[listkey].append(scalar(m.group(1), n))
            continue
        m = re.match(r"^    (lang|text|note): (.*)$", ln)
        if m:
            k = m.group(1)
            cur[k] = scalar(m.group(2), n)
            cur["_keys"].append(k)
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", ln)
        if m:
            k = m.group(1)
            cur[k] = []
            cur["_keys"].append(k)
            listkey = None if m.group(2) else k
            continue
        raise ParseError("line %d: unexpected line %r" % (n, ln[:60]))
    for c in cases:
        if c["_keys"] != order:
            raise ParseError("%s: keys %s, expected %s" % (c.get("id"), c["_keys"], order))
        del c["_keys"]
    return cases


def bad_char(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or ch in "\u2028\u2029\ufeff\\" or 0xD800 <= o <= 0xDFFF:
            return ch
    return None


def spans(text, v):
    res, i = [], text.find(v)
    while i >= 0:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def check_case(c):
    p = []
    t = c["text"]
    if not ID_RE.match(c["id"]):
        p.append("id format")
    if not LANG_RE.match(c["lang"]):
        p.append("lang not ISO 639-1 shaped")
    if not t.strip() or not c["note"].strip():
        p.append("empty text or note")
    if any(not part.strip() for part in t.split(SEP)):
        p.append("empty message in multi-message text")
    if not c["secrets"] and not c["lookalikes"]:
        p.append("no listed values")
    listed = c["secrets"] + c["lookalikes"]
    if len(listed) != len(set(listed)):
        p.append("a value is listed twice (or as both secret and look-alike)")
    for s in [c["id"], c["lang"], t, c["note"]] + listed:
        ch = bad_char(s)
        if ch is not None:
            p.append("YAML-hostile character %r" % ch)
    for v in listed:
        if not v.strip() or v != v.strip():
            p.append("empty/padded value %r" % v)
            continue
        occ = spans(t, v)
        if not occ:
            p.append("value not in text: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            left = t[a - 1] if a else ""
            right = t[b] if b < len(t) else ""
            if v[0] in DIGITS and left in DIGITS:
                p.append("number embedded in a longer number (left): %r" % v)
            if v[-1] in DIGITS and right in DIGITS:
                p.append("number embedded in a longer number (right): %r" % v)
            if len(v) <= 6 and ((left in ASCII_ALNUM and v[0] in ASCII_ALNUM) or (right in ASCII_ALNUM and v[-1] in ASCII_ALNUM)):
                p.append("short value glued to a word: %r" % v)
    so = [x for v in c["secrets"] for x in spans(t, v)]
    lo = [x for v in c["lookalikes"] for x in spans(t, v)]
    for a, b in so:
        for x, y in lo:
            if a < y and x < b:
                p.append("secret occurrence overlaps look-alike occurrence")
    return p


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v83.py heldout_v83.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(argv[1])
    except ParseError as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    nums = [ID_RE.match(i).group(1) for i in ids if ID_RE.match(i)]
    if nums != ["%03d" % k for k in range(1, len(cases) + 1)]:
        problems.append("ids are not numbered 001..%03d in order" % len(cases))
    for c in cases:
        for p in check_case(c):
            problems.append("%s: %s" % (c["id"], p))
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        return 1

    by = {}
    for c in cases:
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += 1 if c["secrets"] else 0
        r[2] += 0 if c["secrets"] else 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += 1 if SEP in c["text"] else 0
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print("cases          %d" % tot[0])
    print("positive       %d" % tot[1])
    print("negative       %d" % tot[2])
    print("secrets        %d" % tot[3])
    print("look-alikes    %d" % tot[4])
    print("languages      %d" % len(by))
    print("multi-message  %d" % tot[5])
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        r = by[lang]
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % ("all", tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
