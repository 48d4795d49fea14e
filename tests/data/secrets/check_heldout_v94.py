#!/usr/bin/env python3
"""Standard-library checker for heldout_v94.yaml.

Usage: python3 check_heldout_v94.py heldout_v94.yaml

Re-parses the YAML (the restricted layout written by make_heldout_v94.py: every scalar a JSON
double-quoted string, lists either `[]` or block items), re-validates every case and prints counts.
Exits 1 on any problem.
"""
import json
import re
import sys
import unicodedata
from collections import OrderedDict

PREFIX = "H94"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
FIELDS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(raw, lineno):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("line %d: bad double-quoted string (%s)" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data or data.startswith("\ufeff"):
        raise ParseError("CR, TAB or BOM in file")
    lines = data.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, cur_list = [], None, None
    for n, line in enumerate(lines[2:], start=3):
        m = re.match(r'^  - id: (.*)$', line)
        if m:
            cur = OrderedDict(id=scalar(m.group(1), n))
            cases.append(cur)
            cur_list = None
            continue
        if cur is None:
            raise ParseError("line %d: content before first case" % n)
        m = re.match(r'^    (lang|text|note): (.*)$', line)
        if m:
            key = m.group(1)
            if key in cur:
                raise ParseError("line %d: duplicate key %s" % (n, key))
            cur[key] = scalar(m.group(2), n)
            cur_list = None
            continue
        m = re.match(r'^    (secrets|lookalikes):( \[\])?$', line)
        if m:
            key = m.group(1)
            if key in cur:
                raise ParseError("line %d: duplicate key %s" % (n, key))
            cur[key] = []
            cur_list = None if m.group(2) else cur[key]
            continue
        m = re.match(r'^      - (.*)$', line)
        if m:
            if cur_list is None:
                raise ParseError("line %d: list item outside a block list" % n)
            cur_list.append(scalar(m.group(1), n))
            continue
        raise ParseError("line %d: unexpected line %r" % (n, line[:60]))
    for c in cases:
        if list(c.keys()) != FIELDS:
            raise ParseError("%s: keys %s, expected %s" % (c.get("id"), list(c.keys()), FIELDS))
    return cases


def hostile(s):
    for ch in s:
        if ch == "\n":
            continue
        if ch in "\\\u2028\u2029\ufeff\u0085\t\r":
            return repr(ch)
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            return repr(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    p = []
    text = c["text"]
    if not text.strip():
        return ["empty text"]
    if not ID_RE.match(c["id"]):
        p.append("bad id")
    if c["lang"] not in LANGS:
        p.append("bad lang %r" % c["lang"])
    if not c["note"].strip():
        p.append("empty note")
    for part in text.split(SEP):
        if not part.strip():
            p.append("empty message")
    S, L = c["secrets"], c["lookalikes"]
    if not S and not L:
        p.append("nothing listed")
    for name, lst in (("secret", S), ("lookalike", L)):
        if len(set(lst)) != len(lst):
            p.append("duplicate %s" % name)
        for v in lst:
            if not v or v != v.strip():
                p.append("bad %s value %r" % (name, v))
                continue
            occ = occurrences(text, v)
            if not occ:
                p.append("%s not in text: %r" % (name, v))
            if len(v) <= 6 and len(occ) > 1:
                p.append("short %s occurs %d times: %r" % (name, len(occ), v))
            for a, b in occ:
                if v[0].isdecimal() and a > 0 and text[a - 1].isdecimal():
                    p.append("%s %r embedded in a longer number" % (name, v))
                if v[-1].isdecimal() and b < len(text) and text[b].isdecimal():
                    p.append("%s %r embedded in a longer number" % (name, v))
    for v in set(S) & set(L):
        p.append("value both secret and look-alike: %r" % v)
    s_occ = [(a, b, v) for v in S for a, b in occurrences(text, v)]
    l_occ = [(a, b, v) for v in L for a, b in occurrences(text, v)]
    for a, b, v in s_occ:
        for c2, d2, w in l_occ:
            if a < d2 and c2 < b:
                p.append("secret %r overlaps look-alike %r" % (v, w))
        for c2, d2, w in s_occ:
            if w != v and a < d2 and c2 < b:
                p.append("secret %r overlaps secret %r" % (v, w))
    for field in ("id", "lang", "text", "note"):
        h = hostile(c[field])
        if h:
            p.append("hostile character %s in %s" % (h, field))
    for v in S + L:
        if hostile(v):
            p.append("hostile character in value %r" % v)
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v94.py heldout_v94.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except ParseError as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    for n, c in enumerate(cases, start=1):
        if not c["id"].startswith("%s-%03d-" % (PREFIX, n)):
            problems.append("%s: id out of sequence" % c["id"])
        for q in case_problems(c):
            problems.append("%s: %s" % (c["id"], q))
    if problems:
        for q in problems:
            print("ERROR " + q, file=sys.stderr)
        return 1

    by = OrderedDict()
    for c in cases:
        row = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1 if c["secrets"] else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += 1 if SEP in c["text"] else 0
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print("cases:          %d" % tot[0])
    print("positive:       %d" % tot[1])
    print("negative:       %d" % tot[2])
    print("secrets:        %d" % tot[3])
    print("look-alikes:    %d" % tot[4])
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % tot[5])
    print()
    print("%-5s %6s %6s %6s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang, r in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-5s %6d %6d %6d %8d %11d %6d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("%-5s %6d %6d %6d %8d %11d %6d" % ("all", tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
