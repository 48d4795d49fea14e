#!/usr/bin/env python3
"""check_heldout_v43.py - standard-library checker for heldout_v43.yaml.

Usage: python3 check_heldout_v43.py heldout_v43.yaml

Re-parses the YAML (the restricted layout the generator writes: every scalar a JSON
double-quoted string), re-validates every rule of the brief independently of the
generator, and prints counts and a table by language. Exit 0 if valid, 1 otherwise.
"""
import sys, json, re
from collections import OrderedDict

PREFIX = "H43"
FIELDS = ["id", "lang", "text", "secrets", "lookalikes", "note"]
LANGS = set("en zh ja ko ar fa he hi ru uk pl cs de fr es pt it nl sv da no fi hu ro el tr vi th id tl sw".split())
BAD_CHARS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00a0\u2028\u2029\ufeff\ud800-\udfff\ue000-\uf8ff]|[^\u0000-\uffff]")


class ParseError(Exception):
    pass


def jstr(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("%s: scalar is not a double-quoted string: %s" % (where, raw[:60]))
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("%s: bad JSON string (%s)" % (where, e))
    if not isinstance(v, str):
        raise ParseError("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, curlist, i = [], None, None, 2
    for n, ln in enumerate(lines[2:], 3):
        where = "line %d" % n
        m = re.match(r"^  - (\w+): (.*)$", ln)
        if m:
            cur = OrderedDict()
            cases.append(cur)
            curlist = None
            if m.group(1) != "id":
                raise ParseError("%s: a case must start with id" % where)
            cur["id"] = jstr(m.group(2), where)
            continue
        m = re.match(r"^    (\w+):(?: (.*))?$", ln)
        if m and cur is not None:
            key, rest = m.group(1), m.group(2)
            if key in cur:
                raise ParseError("%s: duplicate key %s" % (where, key))
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key] = []
                    curlist = None
                elif rest is None:
                    cur[key] = []
                    curlist = cur[key]
                else:
                    raise ParseError("%s: %s must be [] or a block list" % (where, key))
            elif key in ("lang", "text", "note"):
                cur[key] = jstr(rest or "", where)
                curlist = None
            else:
                raise ParseError("%s: unknown key %s" % (where, key))
            continue
        m = re.match(r"^      - (.*)$", ln)
        if m and curlist is not None:
            curlist.append(jstr(m.group(1), where))
            continue
        raise ParseError("%s: unexpected line: %s" % (where, ln[:80]))
    for c in cases:
        if list(c.keys()) != FIELDS:
            raise ParseError("case %s: keys %s, expected %s" % (c.get("id"), list(c.keys()), FIELDS))
    return cases


def finds(text, v):
    res, i = [], text.find(v)
    while i >= 0:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def check(cases):
    problems, seen = [], set()
    idre = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
    for c in cases:
        cid, text = c["id"], c["text"]
        if not idre.match(cid):
            problems.append("bad id: %s" % cid)
        if cid in seen:
            problems.append("duplicate id: %s" % cid)
        seen.add(cid)
        if c["lang"] not in LANGS:
            problems.append("%s: language %r not ISO 639-1 from the list" % (cid, c["lang"]))
        if not text.strip() or not c["note"].strip():
            problems.append("%s: empty text or note" % cid)
        for v in [cid, c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]:
            if BAD_CHARS.search(v):
                problems.append("%s: YAML-hostile character" % cid)
        if not c["secrets"] and not c["lookalikes"]:
            problems.append("%s: negative case has no look-alikes" % cid)
        both = set(c["secrets"]) & set(c["lookalikes"])
        if both:
            problems.append("%s: listed as secret and look-alike: %s" % (cid, sorted(both)))
        sp, lp = [], []
        for kind, vals, acc in (("secret", c["secrets"], sp), ("look-alike", c["lookalikes"], lp)):
            if len(set(vals)) != len(vals):
                problems.append("%s: repeated %s" % (cid, kind))
            for v in vals:
                occ = finds(text, v)
                if not v or v.strip() != v:
                    problems.append("%s: empty or padded %s %r" % (cid, kind, v))
                if not occ:
                    problems.append("%s: %s not in text: %r" % (cid, kind, v))
                if len(v) <= 6 and len(occ) > 1:
                    problems.append("%s: short %s occurs %d times: %r" % (cid, kind, len(occ), v))
                for a, b in occ:
                    pre, post = text[a - 1:a], text[b:b + 1]
                    if v[0].isdigit() and pre.isdigit() or v[-1].isdigit() and post.isdigit():
                        problems.append("%s: %s embedded in a longer number: %r" % (cid, kind, v))
                    asc = lambda ch: ch.isascii() and ch.isalnum()
                    if asc(v[0]) and pre and asc(pre) or asc(v[-1]) and post and asc(post):
                        problems.append("%s: %s glued to a longer token: %r" % (cid, kind, v))
                    acc.append((a, b, v))
        for a, b, v in sp:
            for x, y, w in lp:
                if a < y and x < b:
                    problems.append("%s: secret %r overlaps look-alike %r" % (cid, v, w))
    nums = [int(c["id"].split("-")[1]) for c in cases if idre.match(c["id"])]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..%03d in order" % len(cases))
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v43.py heldout_v43.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except ParseError as e:
        print("PARSE ERROR:", e)
        sys.exit(1)
    problems = check(cases)
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    multi = sum(1 for c in cases if "\n---\n" in c["text"])
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    langs = sorted({c["lang"] for c in cases})
    print("cases:          %d" % n)
    print("positive:       %d" % (n - neg))
    print("negative:       %d (%.1f%%)" % (neg, 100.0 * neg / n if n else 0))
    print("secrets:        %d" % nsec)
    print("look-alikes:    %d" % nlook)
    print("languages:      %d (%s)" % (len(langs), " ".join(langs)))
    print("multi-message:  %d" % multi)
    print()
    print("%-5s %6s %6s %6s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lg in sorted(langs, key=lambda x: (x != "en", x)):
        cs = [c for c in cases if c["lang"] == lg]
        print("%-5s %6d %6d %6d %8d %11d %6d" % (
            lg, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs),
            sum(1 for c in cs if "\n---\n" in c["text"])))
    print("%-5s %6d %6d %6d %8d %11d %6d" % ("all", n, n - neg, neg, nsec, nlook, multi))
    print()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("INVALID: %d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
