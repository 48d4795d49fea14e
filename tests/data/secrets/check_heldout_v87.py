#!/usr/bin/env python3
"""Standard-library checker for heldout_v87.yaml.

Usage: python3 check_heldout_v87.py heldout_v87.yaml

Re-parses the file (the restricted YAML subset the generator writes: every scalar a JSON
double-quoted string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json, re, unicodedata
from collections import OrderedDict

PREFIX = "H87"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
FIELDS = ("id", "lang", "text", "secrets", "lookalikes", "note")


class ParseError(Exception):
    pass


def scalar(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')) or len(raw) < 2:
        raise ParseError("%s: scalar is not a JSON double-quoted string" % where)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("%s: bad scalar (%s)" % (where, e))
    if not isinstance(v, str):
        raise ParseError("%s: scalar is not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        data = fh.read()
    if "\t" in data or "\r" in data:
        raise ParseError("tab or carriage return in file")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    top = {}
    cases = []
    while i < len(lines):
        ln = lines[i]
        where = "line %d" % (i + 1)
        if ln == "lookalikes: []":
            if "lookalikes" in top:
                raise ParseError(where + ": duplicate top-level lookalikes")
            top["lookalikes"] = []
            i += 1
        elif ln == "cases:":
            if "cases" in top:
                raise ParseError(where + ": duplicate top-level cases")
            top["cases"] = cases
            i += 1
            cur = None
            lst = None
            while i < len(lines) and (lines[i].startswith("  ") or lines[i] == ""):
                ln = lines[i]
                where = "line %d" % (i + 1)
                if ln == "":
                    raise ParseError(where + ": blank line inside cases")
                m = re.match(r"^  - ([a-z]+): (.*)$", ln)
                if m:
                    cur = OrderedDict()
                    cases.append(cur)
                    key, rest = m.group(1), m.group(2)
                    if key != "id":
                        raise ParseError(where + ": a case must start with id")
                    cur["id"] = scalar(rest, where)
                    lst = None
                    i += 1
                    continue
                m = re.match(r"^    ([a-z]+):(.*)$", ln)
                if m and cur is not None:
                    key, rest = m.group(1), m.group(2)
                    if key not in FIELDS:
                        raise ParseError(where + ": unknown key %r" % key)
                    if key in cur:
                        raise ParseError(where + ": duplicate key %r" % key)
                    if key in ("secrets", "lookalikes"):
                        if rest == " []":
                            cur[key] = []
                            lst = None
                        elif rest == "":
                            cur[key] = []
                            lst = cur[key]
                        else:
                            raise ParseError(where + ": list must be [] or block")
                    else:
                        if not rest.startswith(" "):
                            raise ParseError(where + ": missing value")
                        cur[key] = scalar(rest, where)
                        lst = None
                    i += 1
                    continue
                m = re.match(r"^      - (.*)$", ln)
                if m and lst is not None:
                    lst.append(scalar(m.group(1), where))
                    i += 1
                    continue
                raise ParseError(where + ": unexpected line %r" % ln[:60])
        else:
            raise ParseError(where + ": unexpected top-level line %r" % ln[:60])
    if set(top) != {"lookalikes", "cases"}:
        raise ParseError("top level must have exactly lookalikes: [] and cases:")
    for c in cases:
        missing = [f for f in FIELDS if f not in c]
        if missing:
            raise ParseError("%s: missing %s" % (c.get("id"), missing))
    return top, cases


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7f <= o <= 0x9f or ch in "\u2028\u2029\ufeff\ufffe\uffff" or 0xd800 <= o <= 0xdfff:
            return True
        if unicodedata.category(ch) in ("Cf", "Co", "Cs", "Cn"):
            return True
    return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def problems(c):
    p = []
    t = c["text"]
    if not ID_RE.match(c["id"]):
        p.append("bad id")
    if c["lang"] not in LANGS:
        p.append("bad lang %r" % c["lang"])
    for f in ("id", "lang", "text", "note"):
        if not c[f].strip():
            p.append("empty " + f)
        elif hostile(c[f]):
            p.append("hostile char in " + f)
    if any(not m.strip() for m in t.split("\n---\n")):
        p.append("empty message")
    for kind in ("secrets", "lookalikes"):
        if len(set(c[kind])) != len(c[kind]):
            p.append("duplicate value in " + kind)
    if set(c["secrets"]) & set(c["lookalikes"]):
        p.append("value both secret and look-alike")
    for v in c["secrets"] + c["lookalikes"]:
        if not v or v != v.strip():
            p.append("bad value %r" % v)
            continue
        if hostile(v):
            p.append("hostile char in value %r" % v)
        occ = occurrences(t, v)
        if not occ:
            p.append("value not in text: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                p.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                p.append("number embedded (right): %r" % v)
    for s in c["secrets"]:
        for l in c["lookalikes"]:
            for a, b in occurrences(t, s):
                for x, y in occurrences(t, l):
                    if a < y and x < b:
                        p.append("secret %r overlaps look-alike %r" % (s, l))
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v87.py heldout_v87.yaml", file=sys.stderr)
        return 1
    try:
        top, cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        return 1
    bad = []
    ids = set()
    for c in cases:
        if c["id"] in ids:
            bad.append("%s: duplicate id" % c["id"])
        ids.add(c["id"])
        for pr in problems(c):
            bad.append("%s: %s" % (c["id"], pr))
    nums = [int(c["id"].split("-")[1]) for c in cases if ID_RE.match(c["id"])]
    if nums != list(range(1, len(cases) + 1)):
        bad.append("case numbers are not 1..N in order")
    if bad:
        for b in bad:
            print("PROBLEM:", b, file=sys.stderr)
        return 1

    def multi(c):
        return "\n---\n" in c["text"]
    pos = [c for c in cases if c["secrets"]]
    langs = OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        langs.setdefault(c["lang"], []).append(c)
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d" % (len(cases) - len(pos)))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d" % len(langs))
    print("multi-message: %d" % sum(1 for c in cases if multi(c)))
    print()
    print("%-5s %6s %5s %5s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lg, cs in langs.items():
        print("%-5s %6d %5d %5d %8d %12d %6d" % (
            lg, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs), sum(1 for c in cs if multi(c))))
    print("OK: all cases valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
