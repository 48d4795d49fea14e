#!/usr/bin/env python3
"""Standard-library checker for heldout_v33.yaml.
Usage: python3 check_v33.py heldout_v33.yaml
Re-parses the file (restricted YAML subset: block mappings/sequences whose scalars are all JSON
double-quoted strings, plus empty flow sequences []), re-validates every case and prints counts."""
import sys, json, re
from collections import OrderedDict

PREFIX = "v33"
LANGS = set("en zh ja ko ar fa he hi ru uk pl cs de fr es pt it nl sv da no fi hu ro el tr vi th id tl sw".split())
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u200b\u200d-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff\ufff0-\uffff\t]")
FIELDS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def die(msg):
    print("ERROR: " + msg)
    sys.exit(1)


def scalar(s, where):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        die("%s: scalar is not a double-quoted string: %r" % (where, s[:60]))
    try:
        v = json.loads(s)
    except ValueError as e:
        die("%s: bad quoted scalar (%s)" % (where, e))
    if not isinstance(v, str):
        die("%s: not a string" % where)
    return v


def parse(path):
    raw = open(path, encoding="utf-8").read()
    if raw.startswith("\ufeff"):
        die("BOM")
    lines = raw.split("\n")
    if lines[-1] != "":
        die("file must end with a newline")
    lines = lines[:-1]
    if not lines or lines[0] != "lookalikes: []":
        die("first line must be 'lookalikes: []'")
    if len(lines) < 2 or lines[1] != "cases:":
        die("second line must be 'cases:'")
    cases, cur, curlist = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = "line %d" % n
        if HOSTILE.search(line):
            die(where + ": hostile character")
        if line.startswith("  - id: "):
            cur = OrderedDict(id=scalar(line[8:], where))
            cases.append(cur)
            curlist = None
        elif line.startswith("    ") and not line.startswith("     "):
            if cur is None:
                die(where + ": field outside a case")
            key, sep, rest = line[4:].partition(":")
            if not sep or key not in FIELDS or key in cur:
                die(where + ": unexpected or repeated key %r" % key)
            rest = rest.strip()
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key] = []
                    curlist = None
                elif rest == "":
                    cur[key] = []
                    curlist = cur[key]
                else:
                    die(where + ": list must be block or []")
            else:
                cur[key] = scalar(rest, where)
                curlist = None
        elif line.startswith("      - "):
            if curlist is None:
                die(where + ": list item without list")
            curlist.append(scalar(line[8:], where))
        else:
            die(where + ": unexpected line %r" % line[:60])
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    problems = []
    ids = set()
    for c in cases:
        cid = c.get("id", "?")
        p = lambda m: problems.append("%s: %s" % (cid, m))
        for k in FIELDS:
            if k not in c:
                p("missing field " + k)
        if any(k not in c for k in FIELDS):
            continue
        if cid in ids:
            p("duplicate id")
        ids.add(cid)
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            p("bad id format")
        if c["lang"] not in LANGS:
            p("unknown lang " + c["lang"])
        t = c["text"]
        if not t.strip() or t != t.strip():
            p("empty text or surrounding whitespace")
        if not c["note"].strip():
            p("empty note")
        if set(c["secrets"]) & set(c["lookalikes"]):
            p("value in both lists")
        for lst in ("secrets", "lookalikes"):
            if len(set(c[lst])) != len(c[lst]):
                p("duplicate value in " + lst)
            for v in c[lst]:
                if not v or v != v.strip():
                    p("empty or padded value %r" % v)
                    continue
                occ = occurrences(t, v)
                if not occ:
                    p("not a substring: %r" % v)
                if len(v) <= 6 and len(occ) > 1:
                    p("short value occurs twice: %r" % v)
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                        p("number embedded in a longer number: %r" % v)
                    if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                        p("number embedded in a longer number: %r" % v)
        so = [o for v in c["secrets"] for o in occurrences(t, v)]
        lo = [o for v in c["lookalikes"] for o in occurrences(t, v)]
        if any(not (b <= x or y <= a) for a, b in so for x, y in lo):
            p("secret occurrence overlaps a look-alike occurrence")
        if "\n---\n" in t and not all(m.strip() for m in t.split("\n---\n")):
            p("empty message in multi-message case")
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_v33.py heldout_v33.yaml")
        sys.exit(2)
    cases = parse(sys.argv[1])
    problems = validate(cases)
    if problems:
        for x in problems:
            print("PROBLEM", x)
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = sorted(set(c["lang"] for c in cases))
    print("file: %s" % sys.argv[1])
    print("cases: %d" % len(cases))
    print("positive: %d" % len(pos))
    print("negative: %d" % len(neg))
    print("secrets: %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes: %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages: %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %6s %6s %8s %12s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes"))
    order = ["en"] + [l for l in langs if l != "en"]
    for l in order:
        cs = [c for c in cases if c["lang"] == l]
        print("%-5s %6d %6d %6d %8d %12d" % (l, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
                                             sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs)))
    print("OK")


if __name__ == "__main__":
    main()
