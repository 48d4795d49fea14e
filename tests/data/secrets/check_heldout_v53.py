#!/usr/bin/env python3
"""Checker for heldout_v53.yaml (standard library only).

Usage: python3 check_heldout_v53.py heldout_v53.yaml

Re-parses the file (the restricted YAML subset the generator writes: every
scalar a JSON double-quoted string), re-validates every case and prints counts.
Exit status 0 when everything is valid, 1 otherwise.
"""
import sys
import json
import re
import unicodedata

PREFIX = "H53"
MSG = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt",
         "it", "nl", "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
BAD_CHARS = {"\t", "\r", "\ufeff", "\u2028", "\u2029", "\u0085"}
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(raw, lineno):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("line %d: scalar is not double-quoted" % lineno)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("line %d: bad quoted scalar (%s)" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: scalar is not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data:
        raise ParseError("file contains CR or TAB")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, cur_list = [], None, None
    for n, line in enumerate(lines[2:], 3):
        m = re.match(r"^  - id: (.*)$", line)
        if m:
            cur = {"id": scalar(m.group(1), n)}
            cases.append(cur)
            cur_list = None
            continue
        if cur is None:
            raise ParseError("line %d: content before the first case" % n)
        m = re.match(r"^      - (.*)$", line)
        if m:
            if cur_list is None:
                raise ParseError("line %d: list item outside a list" % n)
            cur[cur_list].append(scalar(m.group(1), n))
            continue
        m = re.match(r"^    ([a-z]+):(?: (.*))?$", line)
        if not m:
            raise ParseError("line %d: unexpected line %r" % (n, line[:60]))
        key, rest = m.group(1), m.group(2)
        if key not in KEYS or key == "id":
            raise ParseError("line %d: unexpected key %r" % (n, key))
        if key in cur:
            raise ParseError("line %d: duplicate key %r" % (n, key))
        if key in ("secrets", "lookalikes"):
            if rest is None:
                cur[key] = []
                cur_list = key
            elif rest == "[]":
                cur[key] = []
                cur_list = None
            else:
                raise ParseError("line %d: list must be block or []" % n)
        else:
            if rest is None:
                raise ParseError("line %d: missing value for %r" % (n, key))
            cur[key] = scalar(rest, n)
            cur_list = None
    for c in cases:
        missing = [k for k in KEYS if k not in c]
        if missing:
            raise ParseError("case %s lacks %s" % (c.get("id"), missing))
        if list(c.keys()) != KEYS:
            raise ParseError("case %s: keys out of order" % c["id"])
    return cases


def hostile(s, allow_newline):
    for ch in s:
        if ch == "\n":
            if not allow_newline:
                return "newline"
            continue
        if ch in BAD_CHARS:
            return "U+%04X" % ord(ch)
        if unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"):
            return "U+%04X" % ord(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def adigit(ch):
    return bool(ch) and ch.isascii() and ch.isdigit()


def aalpha(ch):
    return bool(ch) and ch.isascii() and ch.isalpha()


def aalnum(ch):
    return bool(ch) and ch.isascii() and ch.isalnum()


def validate(c):
    errs = []
    text = c["text"]
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang %r" % c["lang"])
    for k in ("id", "lang", "note"):
        if not c[k]:
            errs.append("empty " + k)
        h = hostile(c[k], False)
        if h:
            errs.append("hostile %s in %s" % (h, k))
    if not text or text != text.strip():
        errs.append("empty text or outer whitespace")
    h = hostile(text, True)
    if h:
        errs.append("hostile %s in text" % h)
    if any(not p.strip() for p in text.split(MSG)):
        errs.append("empty message part")
    sec, lk = c["secrets"], c["lookalikes"]
    if not sec and not lk:
        errs.append("no listed values")
    for name, lst in (("secrets", sec), ("lookalikes", lk)):
        if len(set(lst)) != len(lst):
            errs.append("duplicate in " + name)
        for v in lst:
            if not v or v != v.strip():
                errs.append("empty/whitespace-padded value in " + name)
                continue
            h = hostile(v, True)
            if h:
                errs.append("hostile %s in value" % h)
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s value not a substring of text: %r" % (name, v))
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short value occurs %d times: %r" % (len(occ), v))
            for a, b in occ:
                before = text[a - 1] if a else ""
                after = text[b] if b < len(text) else ""
                if (adigit(v[0]) and adigit(before)) or (adigit(v[-1]) and adigit(after)):
                    errs.append("number embedded in a longer number: %r" % v)
                if (aalpha(v[0]) and aalnum(before)) or (aalpha(v[-1]) and aalnum(after)):
                    errs.append("value glued to a neighbouring letter/digit: %r" % v)
    if set(sec) & set(lk):
        errs.append("value in both lists")
    ss = [s for v in sec for s in occurrences(text, v)]
    ls = [s for v in lk for s in occurrences(text, v)]
    for a, b in ss:
        for x, y in ls:
            if a < y and x < b:
                errs.append("secret %r overlaps look-alike %r" % (text[a:b], text[x:y]))
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v53.py heldout_v53.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e)
        return 1
    bad = 0
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        print("ERROR: duplicate ids")
        bad += 1
    nums = [int(i.split("-")[1]) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        print("ERROR: ids are not numbered 001..%03d in order" % len(cases))
        bad += 1
    role = {}
    for c in cases:
        for e in validate(c):
            print("ERROR %s: %s" % (c["id"], e))
            bad += 1
        for v in c["secrets"]:
            if len(v) >= 8:
                role.setdefault(v, set()).add("secret")
        for v in c["lookalikes"]:
            if len(v) >= 8:
                role.setdefault(v, set()).add("lookalike")
    for v, r in role.items():
        if len(r) > 1:
            print("ERROR: %r is a secret in one case and a look-alike in another" % v)
            bad += 1

    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    nsec = sum(len(c["secrets"]) for c in cases)
    nlk = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if MSG in c["text"])
    langs = sorted({c["lang"] for c in cases})
    print("file:          %s" % argv[1])
    print("cases:         %d" % n)
    print("positive:      %d" % (n - neg))
    print("negative:      %d (%.1f%%)" % (neg, 100.0 * neg / n if n else 0))
    print("secrets:       %d" % nsec)
    print("look-alikes:   %d" % nlk)
    print("languages:     %d (%s)" % (len(langs), " ".join(langs)))
    print("multi-message: %d" % multi)
    print("")
    print("%-5s %6s %5s %5s %8s %8s %6s" % ("lang", "cases", "pos", "neg", "secrets", "lookalk", "multi"))
    order = sorted(langs, key=lambda l: (-sum(1 for c in cases if c["lang"] == l), l))
    for l in order:
        cs = [c for c in cases if c["lang"] == l]
        print("%-5s %6d %5d %5d %8d %8d %6d" % (
            l, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs),
            sum(1 for c in cs if MSG in c["text"])))
    print("")
    if bad:
        print("INVALID: %d problem(s)" % bad)
        return 1
    print("OK: all cases valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
