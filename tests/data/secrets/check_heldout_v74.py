#!/usr/bin/env python3
"""Standard-library checker for heldout_v74.yaml.

Usage: python3 check_heldout_v74.py heldout_v74.yaml

Re-parses the YAML (the restricted form written by make_heldout_v74.py: block mappings and
sequences whose scalars are all JSON double-quoted strings), re-validates every case and
prints counts. Exits 1 on any problem.
"""
import collections
import json
import re
import sys

PREFIX = "H74"
LANGS = {"en", "de", "fr", "es", "pt", "it", "nl", "pl", "cs", "ru", "uk", "zh", "ja", "ko", "ar", "fa", "he",
         "hi", "th", "vi", "id", "tl", "sw", "tr", "el", "ro", "hu", "sv", "da", "no", "fi"}
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def jstr(raw, where):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("%s: scalar is not a JSON double-quoted string" % where)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("%s: bad JSON string (%s)" % (where, e))
    if not isinstance(v, str):
        raise ParseError("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if raw.startswith("\ufeff"):
        raise ParseError("byte order mark")
    if "\r" in raw or "\t" in raw:
        raise ParseError("carriage return or tab in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = "line %d" % n
        if line.startswith("  - id: "):
            cur = {"id": jstr(line[8:], where)}
            cases.append(cur)
            listkey = None
        elif line.startswith("      - "):
            if cur is None or listkey is None:
                raise ParseError("%s: list item outside a list" % where)
            cur[listkey].append(jstr(line[8:], where))
        elif line.startswith("    ") and not line.startswith("     "):
            if cur is None:
                raise ParseError("%s: key outside a case" % where)
            body = line[4:]
            if body.endswith(":") and body[:-1] in ("secrets", "lookalikes"):
                listkey = body[:-1]
                if listkey in cur:
                    raise ParseError("%s: duplicate key" % where)
                cur[listkey] = []
                continue
            key, sep, val = body.partition(": ")
            if not sep or key not in KEYS or key == "id":
                raise ParseError("%s: unexpected line %r" % (where, line[:60]))
            if key in cur:
                raise ParseError("%s: duplicate key %s" % (where, key))
            listkey = None
            if key in ("secrets", "lookalikes"):
                if val != "[]":
                    raise ParseError("%s: list must be [] or a block list" % where)
                cur[key] = []
            else:
                cur[key] = jstr(val, where)
        else:
            raise ParseError("%s: unexpected line %r" % (where, line[:60]))
    for c in cases:
        missing = [k for k in KEYS if k not in c]
        if missing:
            raise ParseError("%s: missing %s" % (c.get("id"), missing))
        if list(c.keys()) != KEYS:
            raise ParseError("%s: keys out of order %s" % (c["id"], list(c.keys())))
    return cases


def hostile(s, allow_newline):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            if not allow_newline:
                return "newline"
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F:
            return "control character U+%04X" % o
        if o in (0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF) or 0xD800 <= o <= 0xDFFF:
            return "hostile character U+%04X" % o
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    errs = []
    text = c["text"]
    for key in ("id", "lang", "text", "note"):
        if not c[key]:
            errs.append("empty %s" % key)
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("unknown lang %r" % c["lang"])
    for key in ("id", "lang", "note"):
        h = hostile(c[key], False)
        if h:
            errs.append("%s: %s" % (key, h))
    h = hostile(text, True)
    if h:
        errs.append("text: %s" % h)
    for part in text.split("\n---\n"):
        if not part.strip():
            errs.append("empty message")
    if not c["secrets"] and not c["lookalikes"]:
        errs.append("case lists nothing")
    seen = set()
    for kind, vals in (("secret", c["secrets"]), ("look-alike", c["lookalikes"])):
        for v in vals:
            if not v:
                errs.append("empty %s" % kind)
                continue
            if v in seen:
                errs.append("value listed twice: %r" % v)
            seen.add(v)
            h = hostile(v, True)
            if h:
                errs.append("%s %r: %s" % (kind, v, h))
            if v != v.strip():
                errs.append("%s %r has outer whitespace" % (kind, v))
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s not an exact substring of text: %r" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s occurs %d times: %r" % (kind, len(occ), v))
            for a, b in occ:
                if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
                        (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                    errs.append("%s %r embedded in a longer number" % (kind, v))
    sec_iv = [iv for v in c["secrets"] for iv in occurrences(text, v)]
    for v in c["lookalikes"]:
        for a, b in occurrences(text, v):
            if any(a < y and x < b for x, y in sec_iv):
                errs.append("look-alike %r overlaps a secret occurrence" % v)
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v74.py heldout_v74.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        return 1
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    nums = [int(ID_RE.match(i).group(1)) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        errs.append("ids are not numbered 001..%03d in order" % len(cases))
    for c in cases:
        errs.extend("%s: %s" % (c["id"], e) for e in check_case(c))
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d problem(s)" % len(errs), file=sys.stderr)
        return 1

    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    by = collections.OrderedDict()
    for c in cases:
        row = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1 if c["secrets"] else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += "\n---\n" in c["text"]
    print("cases:          %d" % len(cases))
    print("positive:       %d" % len(pos))
    print("negative:       %d (%.0f%%)" % (len(neg), 100.0 * len(neg) / len(cases)))
    print("secrets:        %d" % nsec)
    print("look-alikes:    %d" % nlook)
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % len(multi))
    print("english share:  %.0f%%" % (100.0 * by.get("en", [0])[0] / len(cases)))
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang, r in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
