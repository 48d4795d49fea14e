#!/usr/bin/env python3
"""Standalone checker for heldout_v100.yaml (standard library only).

Usage: python3 check_heldout_v100.py heldout_v100.yaml
Re-parses the restricted YAML written by make_heldout_v100.py (every scalar a JSON double-quoted
string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import json
import re
import string
import sys
from collections import Counter, OrderedDict

PREFIX = "H100"
MSG_SEP = "\n---\n"
BAD_CHARS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]")
ASCII_LETTERS = set(string.ascii_letters)
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(s, lineno):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"') and len(s) >= 2):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(s)
    except ValueError as e:
        raise ParseError("line %d: bad quoted string (%s)" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8", newline="") as f:
        raw = f.read()
    if "\r" in raw or "\t" in raw:
        raise ParseError("file contains CR or TAB")
    if raw.startswith("\ufeff"):
        raise ParseError("file starts with a BOM")
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ParseError("top level must be 'lookalikes: []' then 'cases:'")
    cases = []
    cur = None
    listkey = None
    for n, line in enumerate(lines[2:], start=3):
        if line.startswith("  - id: "):
            cur = OrderedDict()
            cur["id"] = scalar(line[len("  - id: "):], n)
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError("line %d: content before first case" % n)
        m = re.match(r"^    (lang|text|note): (.*)$", line)
        if m:
            if m.group(1) in cur:
                raise ParseError("line %d: duplicate key %s" % (n, m.group(1)))
            cur[m.group(1)] = scalar(m.group(2), n)
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", line)
        if m:
            if m.group(1) in cur:
                raise ParseError("line %d: duplicate key %s" % (n, m.group(1)))
            cur[m.group(1)] = []
            listkey = None if m.group(2) else m.group(1)
            continue
        if line.startswith("      - "):
            if listkey is None:
                raise ParseError("line %d: list item outside a list" % n)
            cur[listkey].append(scalar(line[len("      - "):], n))
            continue
        raise ParseError("line %d: unexpected line %r" % (n, line[:60]))
    for c in cases:
        if list(c.keys()) != KEYS:
            raise ParseError("case %s: keys %s, expected %s" % (c.get("id"), list(c.keys()), KEYS))
    if not cases:
        raise ParseError("no cases")
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def boundary_errors(text, v, what):
    errs = []
    grouped = re.search(r"\d \d", v) is not None
    for i in occurrences(text, v):
        j = i + len(v)
        before = text[i - 1] if i > 0 else ""
        after = text[j] if j < len(text) else ""
        if v[0].isdigit():
            if before.isdigit():
                errs.append(what + ": embedded in a longer number (left)")
            if i >= 2 and before in ".,/-" and text[i - 2].isdigit():
                errs.append(what + ": continues a longer number (left)")
            if grouped and i >= 2 and before == " " and text[i - 2].isdigit():
                errs.append(what + ": grouped number continues (left)")
        if v[-1].isdigit():
            if after.isdigit():
                errs.append(what + ": embedded in a longer number (right)")
            if j + 1 < len(text) and after in ".,/-" and text[j + 1].isdigit():
                errs.append(what + ": continues a longer number (right)")
            if grouped and j + 1 < len(text) and after == " " and text[j + 1].isdigit():
                errs.append(what + ": grouped number continues (right)")
        if v[0] in ASCII_LETTERS and before in ASCII_LETTERS:
            errs.append(what + ": glued to a preceding letter")
        if v[-1] in ASCII_LETTERS and after in ASCII_LETTERS:
            errs.append(what + ": glued to a following letter")
    return errs


def check_string(s, what):
    errs = []
    if not s:
        errs.append(what + ": empty")
    if BAD_CHARS.search(s):
        errs.append(what + ": YAML-hostile character")
    if any(ord(ch) > 0xFFFF for ch in s):
        errs.append(what + ": character outside the BMP")
    return errs


def iban_ok(v):
    s = v.replace(" ", "")
    num = "".join(str(int(ch, 36)) for ch in s[4:] + s[:4])
    return int(num) % 97 == 1


def validate(cases):
    errs = []
    ids = Counter(c["id"] for c in cases)
    for k, n in ids.items():
        if n > 1:
            errs.append("duplicate id " + k)
    seen_numbers = []
    for idx, c in enumerate(cases, 1):
        cid = c["id"]
        m = re.fullmatch(re.escape(PREFIX) + r"-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*", cid)
        if not m:
            errs.append(cid + ": bad id format")
        else:
            seen_numbers.append(int(m.group(1)))
        if not re.fullmatch(r"[a-z]{2}", c["lang"]):
            errs.append(cid + ": lang is not an ISO 639-1 code")
        text = c["text"]
        errs += [cid + ": " + e for e in check_string(text, "text") + check_string(c["note"], "note")]
        if text != text.strip():
            errs.append(cid + ": text has outer whitespace")
        if any(not p.strip() for p in text.split(MSG_SEP)):
            errs.append(cid + ": empty message")
        sec, look = c["secrets"], c["lookalikes"]
        if len(set(sec)) != len(sec) or len(set(look)) != len(look):
            errs.append(cid + ": duplicate value in a list")
        if set(sec) & set(look):
            errs.append(cid + ": value both secret and look-alike")
        spans = {"s": [], "l": []}
        for kind, vals in (("s", sec), ("l", look)):
            for v in vals:
                what = cid + ": " + ("secret " if kind == "s" else "look-alike ") + repr(v)[:50]
                errs += check_string(v, what)
                if not v:
                    continue
                if v != v.strip():
                    errs.append(what + ": outer whitespace")
                if MSG_SEP in v:
                    errs.append(what + ": spans two messages")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(what + ": not an exact substring of the text")
                    continue
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(what + ": short value occurs %d times" % len(occ))
                errs += boundary_errors(text, v, what)
                spans[kind] += [(i, i + len(v)) for i in occ]
        for a, b in spans["s"]:
            for x, y in spans["l"]:
                if a < y and x < b:
                    errs.append(cid + ": secret occurrence %d-%d overlaps look-alike occurrence %d-%d" % (a, b, x, y))
    if seen_numbers and seen_numbers != list(range(1, len(cases) + 1)):
        errs.append("case numbers are not 001..%03d in order" % len(cases))
    all_s = {v for c in cases for v in c["secrets"]}
    all_l = {v for c in cases for v in c["lookalikes"]}
    for v in sorted(all_s & all_l):
        errs.append("value is a secret in one case and a look-alike in another: " + repr(v)[:50])
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v100.py heldout_v100.yaml", file=sys.stderr)
        return 2
    try:
        cases = parse(argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        return 1
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print("%d problem(s)" % len(errs), file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if MSG_SEP in c["text"]]
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    langs = Counter(c["lang"] for c in cases)
    ibans = [v for c in cases for v in c["secrets"] + c["lookalikes"]
             if re.fullmatch(r"[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4})+", v) and len(v.replace(" ", "")) >= 15
             and not v.replace(" ", "").isdigit() and not re.fullmatch(r"ES\d{16}[A-Z]{2}", v) and v[:2] in
             {"GB", "DE", "FR", "ES", "IT", "NL", "PL", "PT", "RO", "TR", "SA", "IR", "UA"}]
    print("file:          %s" % argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / len(cases)))
    print("secrets:       %d" % n_sec)
    print("look-alikes:   %d" % n_look)
    print("languages:     %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print("IBAN-shaped values passing mod-97 (CUPS excluded): %d/%d" % (sum(iban_ok(v) for v in ibans), len(ibans)))
    print()
    print("%-5s %6s %6s %6s %8s %12s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes"))
    for lang, n in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        cs = [c for c in cases if c["lang"] == lang]
        print("%-5s %6d %6d %6d %8d %12d" % (lang, n, sum(1 for c in cs if c["secrets"]),
                                             sum(1 for c in cs if not c["secrets"]),
                                             sum(len(c["secrets"]) for c in cs),
                                             sum(len(c["lookalikes"]) for c in cs)))
    print("%-5s %6d %6d %6d %8d %12d" % ("all", len(cases), len(pos), len(neg), n_sec, n_look))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
