#!/usr/bin/env python3
"""Standard-library checker for heldout_v73.yaml.

Usage: python3 check_heldout_v73.py heldout_v73.yaml

Re-parses the file (a strict subset of YAML in which every scalar is a JSON double-quoted string),
re-validates every case independently of the generator and prints counts. Exits 1 on any problem.
"""
import sys, json, re
from collections import OrderedDict

PREFIX = "H73"
LANGS = set("en zh ja ko ar fa he hi ru uk pl cs de fr es pt it nl sv da no fi hu ro el tr vi th id tl sw".split())
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\U00010000-\U0010ffff]")
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"


def jstr(s, where):
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError("%s: scalar is not a double-quoted string" % where)
    v = json.loads(s)
    if not isinstance(v, str):
        raise ValueError("%s: scalar is not a string" % where)
    return v


def parse(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xef\xbb\xbf") or b"\r" in raw or b"\t" in raw:
        raise ValueError("BOM, CR or TAB in file")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = "line %d" % n
        if line.startswith("  - id: "):
            cur = OrderedDict(id=jstr(line[8:], where))
            cases.append(cur)
            lst = None
        elif cur is None:
            raise ValueError("%s: content before first case" % where)
        elif re.match(r"^    (lang|text|note): ", line):
            k, v = line[4:].split(": ", 1)
            if k in cur:
                raise ValueError("%s: duplicate key %s" % (where, k))
            cur[k] = jstr(v, where)
            lst = None
        elif re.match(r"^    (secrets|lookalikes): \[\]$", line):
            k = line[4:].split(":")[0]
            if k in cur:
                raise ValueError("%s: duplicate key %s" % (where, k))
            cur[k] = []
            lst = None
        elif re.match(r"^    (secrets|lookalikes):$", line):
            k = line[4:-1]
            if k in cur:
                raise ValueError("%s: duplicate key %s" % (where, k))
            cur[k] = []
            lst = cur[k]
        elif line.startswith("      - "):
            if lst is None:
                raise ValueError("%s: list item outside a list" % where)
            lst.append(jstr(line[8:], where))
        else:
            raise ValueError("%s: unexpected line %r" % (where, line[:60]))
    for c in cases:
        if list(c.keys()) != ["id", "lang", "text", "secrets", "lookalikes", "note"]:
            raise ValueError("%s: keys %s" % (c.get("id"), list(c.keys())))
    return cases


def occ(text, v):
    res, i = [], text.find(v)
    while i != -1:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def asc_alpha(ch):
    return ch.isascii() and ch.isalpha()


def asc_alnum(ch):
    return ch.isascii() and ch.isalnum()


def validate(c):
    e = []
    t = c["text"]
    if not ID_RE.match(c["id"]):
        e.append("bad id")
    if c["lang"] not in LANGS:
        e.append("bad lang %r" % c["lang"])
    if not t.strip() or not c["note"].strip():
        e.append("empty text or note")
    for f in [c["id"], c["lang"], t, c["note"]] + c["secrets"] + c["lookalikes"]:
        if HOSTILE.search(f.replace("\n", "")):
            e.append("YAML-hostile character")
    if any(not m.strip() for m in t.split(SEP)):
        e.append("empty message")
    vals = c["secrets"] + c["lookalikes"]
    if len(set(vals)) != len(vals):
        e.append("duplicate or shared listed value")
    spans = {}
    for v in vals:
        if not v or v != v.strip():
            e.append("empty/padded value")
            continue
        if SEP in v:
            e.append("value spans two messages")
        o = occ(t, v)
        spans[v] = o
        if not o:
            e.append("not a substring: %r" % v[:40])
        if len(v) <= 6 and len(o) > 1:
            e.append("short value %r occurs %d times" % (v, len(o)))
        for a, b in o:
            pre = t[a - 1] if a else ""
            post = t[b] if b < len(t) else ""
            if (v[0].isdigit() and pre.isdigit()) or (v[-1].isdigit() and post.isdigit()):
                e.append("number %r embedded in a longer number" % v[:40])
            if (asc_alpha(v[0]) and asc_alnum(pre)) or (asc_alpha(v[-1]) and asc_alnum(post)):
                e.append("value %r glued to a word" % v[:40])
    S = [(v, s) for v in c["secrets"] for s in spans.get(v, [])]
    L = [(v, s) for v in c["lookalikes"] for s in spans.get(v, [])]
    for v1, (a1, b1) in S:
        for v2, (a2, b2) in L:
            if a1 < b2 and a2 < b1:
                e.append("secret %r overlaps look-alike %r" % (v1[:30], v2[:30]))
    return e


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v73.py heldout_v73.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ValueError, UnicodeDecodeError, json.JSONDecodeError) as ex:
        print("PARSE ERROR:", ex, file=sys.stderr)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [int(ID_RE.match(i).group(1)) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..%03d in order" % len(cases))
    for c in cases:
        for x in validate(c):
            problems.append("%s: %s" % (c["id"], x))
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        return 1

    pos = [c for c in cases if c["secrets"]]
    langs = OrderedDict()
    for c in cases:
        langs.setdefault(c["lang"], []).append(c)
    multi = [c for c in cases if SEP in c["text"]]
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d" % (len(cases) - len(pos)))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %5s %5s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lg in sorted(langs, key=lambda k: (-len(langs[k]), k)):
        cs = langs[lg]
        p = sum(1 for c in cs if c["secrets"])
        print("%-5s %6d %5d %5d %8d %12d %6d" % (lg, len(cs), p, len(cs) - p, sum(len(c["secrets"]) for c in cs),
                                                sum(len(c["lookalikes"]) for c in cs), sum(1 for c in cs if SEP in c["text"])))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
