#!/usr/bin/env python3
"""check_heldout_v64.py - standard-library checker for heldout_v64.yaml.

Usage: python3 check_heldout_v64.py heldout_v64.yaml

Re-parses the YAML (the restricted form written by make_heldout_v64.py: every scalar is a
JSON double-quoted string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys
import re
import json
from collections import Counter, defaultdict

PREFIX = "H64"

LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
BAD_CHARS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff]")
SEP = "\n---\n"


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def asc_alnum(ch):
    return ch != "" and ch.isascii() and ch.isalnum()


def validate_case(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            errs.append("missing or empty " + k)
    if errs:
        return errs
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang " + c["lang"])
    for k in ("id", "lang", "note"):
        if "\n" in c[k] or BAD_CHARS.search(c[k]):
            errs.append("bad characters in " + k)
    text = c["text"]
    if BAD_CHARS.search(text):
        errs.append("YAML-hostile character in text")
    if text != text.strip():
        errs.append("text has outer whitespace")
    if any(not part.strip() for part in text.split(SEP)):
        errs.append("empty message part")
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
            errs.append(k + " is not a list of strings")
            return errs
    vals = c["secrets"] + c["lookalikes"]
    if not vals:
        errs.append("case lists nothing")
    if len(set(vals)) != len(vals):
        errs.append("duplicate listed value")
    spans = []
    for kind, lst in (("S", c["secrets"]), ("L", c["lookalikes"])):
        for v in lst:
            if not v or v != v.strip():
                errs.append("empty or padded value %r" % v)
                continue
            if BAD_CHARS.search(v):
                errs.append("YAML-hostile character in value %r" % v)
            occ = occurrences(text, v)
            if not occ:
                errs.append("not a substring: %r" % v)
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short value occurs %d times: %r" % (len(occ), v))
            for o in occ:
                before = text[o - 1] if o > 0 else ""
                after = text[o + len(v)] if o + len(v) < len(text) else ""
                if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                    errs.append("number embedded in a longer number: %r" % v)
                if (asc_alnum(v[0]) and asc_alnum(before)) or (asc_alnum(v[-1]) and asc_alnum(after)):
                    errs.append("value glued to a longer token: %r" % v)
                spans.append((o, o + len(v), kind, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a, b = spans[i], spans[j]
            if a[3] != b[3] and a[0] < b[1] and b[0] < a[1]:
                if a[2] != b[2]:
                    errs.append("secret/look-alike overlap: %r / %r" % (a[3], b[3]))
                else:
                    errs.append("listed values overlap: %r / %r" % (a[3], b[3]))
    return errs


def parse_yaml(src):
    """Parser for exactly the subset written by to_yaml (every scalar a JSON string)."""
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            lst = None
        elif cur is not None and ln.startswith("      - ") and lst is not None:
            cur[lst].append(json.loads(ln[8:]))
        elif cur is not None and ln.startswith("    ") and not ln.startswith("     "):
            key, _, rest = ln[4:].partition(":")
            if key not in ("lang", "text", "secrets", "lookalikes", "note") or key in cur:
                raise ValueError("line %d: unexpected key %r" % (n, key))
            rest = rest.strip()
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key], lst = [], None
                elif rest == "":
                    cur[key], lst = [], key
                else:
                    raise ValueError("line %d: bad list" % n)
            else:
                cur[key] = json.loads(rest)
                lst = None
        else:
            raise ValueError("line %d: unexpected line" % n)
    for c in cases:
        if set(c) != {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            raise ValueError("case %s: wrong keys" % c.get("id"))
    return cases



def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v64.py heldout_v64.yaml", file=sys.stderr)
        return 1
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    problems = []
    if src.startswith("\ufeff"):
        problems.append("file starts with a BOM")
    if "\r" in src or "\t" in src:
        problems.append("carriage return or tab in file")
    try:
        cases = parse_yaml(src)
    except (ValueError, json.JSONDecodeError) as e:
        print("PROBLEM parse: %s" % e, file=sys.stderr)
        return 1
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [c["id"].split("-")[1] for c in cases if ID_RE.match(c["id"])]
    if len(set(nums)) != len(nums):
        problems.append("duplicate case numbers")
    for c in cases:
        for e in validate_case(c):
            problems.append("%s: %s" % (c["id"], e))
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        return 1
    by = defaultdict(Counter)
    for c in cases:
        b = by[c["lang"]]
        b["cases"] += 1
        b["positive" if c["secrets"] else "negative"] += 1
        b["secrets"] += len(c["secrets"])
        b["lookalikes"] += len(c["lookalikes"])
        b["multi"] += SEP in c["text"]
    tot = Counter()
    for b in by.values():
        tot.update(b)
    print("file: %s" % sys.argv[1])
    print("cases: %d" % tot["cases"])
    print("positive: %d" % tot["positive"])
    print("negative: %d" % tot["negative"])
    print("secrets: %d" % tot["secrets"])
    print("look-alikes: %d" % tot["lookalikes"])
    print("languages: %d" % len(by))
    print("multi-message: %d" % tot["multi"])
    print()
    cols = ("cases", "positive", "negative", "secrets", "lookalikes", "multi")
    print("%-5s %6s %8s %8s %7s %10s %5s" % (("lang",) + cols))
    for lang in sorted(by, key=lambda l: (-by[l]["cases"], l)):
        b = by[lang]
        print("%-5s %6d %8d %8d %7d %10d %5d" % ((lang,) + tuple(b[k] for k in cols)))
    print("%-5s %6d %8d %8d %7d %10d %5d" % (("total",) + tuple(tot[k] for k in cols)))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
