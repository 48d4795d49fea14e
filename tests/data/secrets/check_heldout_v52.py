#!/usr/bin/env python3
"""check_heldout_v52.py - standard-library checker for heldout_v52.yaml.

Usage: python3 check_heldout_v52.py heldout_v52.yaml

Re-parses the YAML written by make_heldout_v52.py (top level `lookalikes: []` and `cases:`,
every scalar a JSON double-quoted string), re-validates every case and prints counts.
Exit status 0 if everything is valid, 1 otherwise.
"""
import sys
import re
import json

PREFIX = "H52"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$")
IBAN_LIKE = re.compile(r"^[A-Z]{2}\d{2}[A-Z0-9 ]{11,40}$")
IBAN_COUNTRIES = set("AD AE AL AT AZ BA BE BG BH BR CH CR CY CZ DE DK DO EE EG ES FI FO FR GB GE GI GL GR GT HR HU IE IL "
                     "IQ IR IS IT JO KW KZ LB LC LI LT LU LV MC MD ME MK MR MT MU NL NO PK PL PS PT QA RO RS SA SC SE SI "
                     "SK SM ST SV TL TN TR UA VA VG XK".split())


class ParseError(Exception):
    pass


def scalar(s, lineno):
    if not (len(s) >= 2 and s[0] == '"' and s[-1] == '"'):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(s)
    except ValueError as exc:
        raise ParseError("line %d: bad double-quoted scalar (%s)" % (lineno, exc))
    if not isinstance(v, str):
        raise ParseError("line %d: scalar is not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\t" in raw or "\r" in raw or raw.startswith("\ufeff"):
        raise ParseError("tab, carriage return or BOM in file")
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    order = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for n, line in enumerate(lines[2:], 3):
        m = re.match(r"^  - id: (.*)$", line)
        if m:
            cur = {"id": scalar(m.group(1), n), "_keys": ["id"]}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError("line %d: content before the first case" % n)
        m = re.match(r"^    (lang|text|note): (.*)$", line)
        if m:
            cur[m.group(1)] = scalar(m.group(2), n)
            cur["_keys"].append(m.group(1))
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes): \[\]$", line)
        if m:
            cur[m.group(1)] = []
            cur["_keys"].append(m.group(1))
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes):$", line)
        if m:
            cur[m.group(1)] = []
            cur["_keys"].append(m.group(1))
            listkey = m.group(1)
            continue
        m = re.match(r"^      - (.*)$", line)
        if m and listkey:
            cur[listkey].append(scalar(m.group(1), n))
            continue
        raise ParseError("line %d: unexpected line %r" % (n, line[:60]))
    for c in cases:
        if c["_keys"] != order:
            raise ParseError("case %s: keys %r, expected %r" % (c.get("id"), c["_keys"], order))
        del c["_keys"]
    return cases


def hostile(s, allow_newline):
    bad = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            if not allow_newline:
                bad.append("newline")
            continue
        if o < 32 or 0x7f <= o <= 0x9f:
            bad.append("control U+%04X" % o)
        elif 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF, 0xFEFF, 0x2028, 0x2029, 0x200B):
            bad.append("char U+%04X" % o)
        elif 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069:
            bad.append("bidi control U+%04X" % o)
    return bad


def iban_ok(i):
    i = i.replace(" ", "")
    s = i[4:] + i[:4]
    try:
        return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1
    except ValueError:
        return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    e = []
    if c["lang"] not in LANGS:
        e.append("unknown lang %r" % c["lang"])
    t = c["text"]
    if not t or t != t.strip():
        e.append("empty text or surrounding whitespace")
    if any(not p.strip() for p in t.split(SEP)):
        e.append("empty message")
    if not c["note"]:
        e.append("empty note")
    for field, nl in (("id", False), ("lang", False), ("text", True), ("note", False)):
        for b in hostile(c[field], nl):
            e.append("YAML-hostile %s in %s" % (b, field))
    sec, look = c["secrets"], c["lookalikes"]
    if set(sec) & set(look):
        e.append("value in both lists")
    spans = []
    for name, vals in (("secret", sec), ("look-alike", look)):
        if len(set(vals)) != len(vals):
            e.append("duplicate %s" % name)
        for v in vals:
            if not v or v != v.strip():
                e.append("empty %s or surrounding whitespace" % name)
                continue
            for b in hostile(v, True):
                e.append("YAML-hostile %s in %s" % (b, name))
            if SEP in v:
                e.append("%s spans messages" % name)
            occ = occurrences(t, v)
            if not occ:
                e.append("%s %r not in text" % (name, v[:40]))
            if len(v) <= 6 and len(occ) > 1:
                e.append("short %s %r occurs %d times" % (name, v, len(occ)))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    e.append("%s %r embedded in a longer number" % (name, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    e.append("%s %r embedded in a longer number" % (name, v))
                spans.append((a, b, name, v))
            if IBAN_LIKE.match(v) and v[:2] in IBAN_COUNTRIES and not iban_ok(v):
                e.append("IBAN-like %s %r fails mod-97" % (name, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, n1, v1 = spans[i]
            a2, b2, n2, v2 = spans[j]
            if v1 != v2 and a1 < b2 and a2 < b1:
                e.append("overlap %s %r / %s %r" % (n1, v1[:30], n2, v2[:30]))
    return sorted(set(e))


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v52.py heldout_v52.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as exc:
        print("PARSE ERROR:", exc)
        sys.exit(1)
    errors = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for n, c in enumerate(cases, 1):
        m = ID_RE.match(c["id"])
        if not m:
            errors.append("bad id %r" % c["id"])
        elif int(m.group(1)) != n:
            errors.append("id %r out of sequence" % c["id"])
        errors += ["%s: %s" % (c["id"], x) for x in check_case(c)]

    pos = [c for c in cases if c["secrets"]]
    langs = sorted({c["lang"] for c in cases}, key=lambda l: (l != "en", l))
    print("file:            %s" % sys.argv[1])
    print("cases:           %d" % len(cases))
    print("positive:        %d" % len(pos))
    print("negative:        %d" % (len(cases) - len(pos)))
    print("secrets:         %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:     %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:       %d (%d besides English)" % (len(langs), len([l for l in langs if l != "en"])))
    print("multi-message:   %d" % sum(1 for c in cases if SEP in c["text"]))
    print()
    print("%-6s %6s %6s %6s %8s %12s %7s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for l in langs:
        cs = [c for c in cases if c["lang"] == l]
        print("%-6s %6d %6d %6d %8d %12d %7d" % (
            l, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs),
            sum(1 for c in cs if SEP in c["text"])))
    print("%-6s %6d %6d %6d %8d %12d %7d" % (
        "total", len(cases), len(pos), len(cases) - len(pos), sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases), sum(1 for c in cases if SEP in c["text"])))
    print()
    if errors:
        for x in errors:
            print("ERROR:", x)
        print("INVALID: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: all cases valid")


if __name__ == "__main__":
    main()
