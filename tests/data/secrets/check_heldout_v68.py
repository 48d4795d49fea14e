#!/usr/bin/env python3
"""Standard-library checker for heldout_v68.yaml.

Usage: python3 check_heldout_v68.py heldout_v68.yaml
Re-parses the YAML (the restricted shape the generator writes: block mappings and sequences whose scalars are
all JSON double-quoted strings), re-validates every case and prints counts. Exits 1 on any problem.
"""
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict

LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]
ID_RE = re.compile(r"^H68-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$")
SEP = "\n---\n"


def fail(msg):
    print("ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


def scalar(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        fail("%s: scalar is not a double-quoted string: %s" % (where, raw[:60]))
    try:
        v = json.loads(raw)
    except ValueError as e:
        fail("%s: bad double-quoted string (%s)" % (where, e))
    if not isinstance(v, str):
        fail("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    cases, cur, lst, top = [], None, None, set()
    for n, line in enumerate(lines, 1):
        where = "line %d" % n
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if "\t" in line:
            fail(where + ": tab character")
        if line == "lookalikes: []":
            top.add("lookalikes")
            continue
        if line == "cases:":
            top.add("cases")
            continue
        m = re.match(r"^  - id: (.*)$", line)
        if m:
            cur = {"id": scalar(m.group(1), where)}
            cases.append(cur)
            lst = None
            continue
        m = re.match(r"^    (lang|text|note): (.*)$", line)
        if m and cur is not None:
            if m.group(1) in cur:
                fail(where + ": repeated key")
            cur[m.group(1)] = scalar(m.group(2), where)
            lst = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", line)
        if m and cur is not None:
            if m.group(1) in cur:
                fail(where + ": repeated key")
            cur[m.group(1)] = []
            lst = None if m.group(2) else m.group(1)
            continue
        m = re.match(r"^      - (.*)$", line)
        if m and cur is not None and lst:
            cur[lst].append(scalar(m.group(1), where))
            continue
        fail(where + ": unexpected line: " + line[:80])
    if top != {"lookalikes", "cases"}:
        fail("top level must have 'lookalikes: []' and 'cases:'")
    for c in cases:
        if sorted(c) != sorted(KEYS):
            fail("%s: keys %s" % (c.get("id"), sorted(c)))
    return cases


def hostile(s):
    for ch in s:
        if ch in "\ufeff\u2028\u2029\u0085\t\r":
            return True
        if ch != "\n" and unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"):
            return True
    return False


def occ(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    for i, c in enumerate(cases, 1):
        cid, t = c["id"], c["text"]
        if not ID_RE.match(cid) or int(cid[4:7]) != i:
            errs.append("%s: bad id or numbering" % cid)
        if c["lang"] not in LANGS:
            errs.append("%s: unknown lang %s" % (cid, c["lang"]))
        for k in ("text", "note"):
            if not c[k].strip() or hostile(c[k]):
                errs.append("%s: empty or hostile %s" % (cid, k))
        if not c["secrets"] and not c["lookalikes"]:
            errs.append("%s: nothing scored" % cid)
        allv = c["secrets"] + c["lookalikes"]
        if len(allv) != len(set(allv)):
            errs.append("%s: duplicate value" % cid)
        for v in allv:
            if not v or v != v.strip() or hostile(v):
                errs.append("%s: bad value %r" % (cid, v))
                continue
            o = occ(t, v)
            if not o:
                errs.append("%s: not a substring: %r" % (cid, v))
            if len(v) <= 6 and len(o) > 1:
                errs.append("%s: short value twice: %r" % (cid, v))
            for a, b in o:
                if (v[0].isdigit() and a > 0 and t[a - 1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    errs.append("%s: number embedded in a longer number: %r" % (cid, v))
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                if any(a < y and x < b for a, b in occ(t, s) for x, y in occ(t, l)):
                    errs.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v68.py heldout_v68.yaml", file=sys.stderr)
        return 1
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR: " + e, file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = defaultdict(Counter)
    for c in cases:
        b = by[c["lang"]]
        b["cases"] += 1
        b["positive" if c["secrets"] else "negative"] += 1
        b["secrets"] += len(c["secrets"])
        b["lookalikes"] += len(c["lookalikes"])
        b["multi"] += SEP in c["text"]
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d" % (len(cases) - len(pos)))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d" % len(by))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %5s %5s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang in sorted(by, key=lambda k: (-by[k]["cases"], k)):
        b = by[lang]
        print("%-5s %6d %5d %5d %8d %11d %6d" % (lang, b["cases"], b["positive"], b["negative"], b["secrets"],
                                                b["lookalikes"], b["multi"]))
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
