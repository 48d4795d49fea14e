#!/usr/bin/env python3
"""Standalone checker for heldout_v98.yaml (standard library only).

Usage: python3 check_heldout_v98.py heldout_v98.yaml

Re-parses the YAML written by make_heldout_v98.py (top level `lookalikes: []` and `cases:`, every
value a JSON double-quoted string or a flow list of them), re-validates every case and prints counts.
Exits 1 on any problem.
"""
import json
import re
import sys
import unicodedata

PREFIX = "H98"
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl", "sv",
         "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ms", "bn", "sk", "hr", "bg"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"
HOSTILE = set("\u0085\u2028\u2029\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufffe\uffff")
DOC_VALUES = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4242 4242 4242 4242", "4242424242424242",
    "4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0000 0000 9995", "378282246310005",
    "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "JBSWY3DPEHPK3PXP", "correct horse battery staple",
    "hunter2", "P@ssw0rd", "078-05-1120", "1EG4-TE5-MK73", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "12345678Z", "123-45-6789", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
]
IBAN_LEN = {"AE": 23, "DE": 22, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "IE": 22, "IR": 26, "IT": 27,
            "NL": 18, "PL": 28, "PT": 25, "RO": 24, "TR": 26, "UA": 29}
IBAN_RE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}$")


# ------------------------------------------------------------------ parsing
def parse(path):
    problems = []
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\r" in raw or "\t" in raw:
        problems.append("raw tab or carriage return in the file")
    lines = raw.split("\n")
    if lines[-1] != "":
        problems.append("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        problems.append("file must start with 'lookalikes: []' and 'cases:'")
        return [], problems
    body = lines[2:]
    if len(body) % len(KEYS):
        problems.append("case blocks are not %d lines each" % len(KEYS))
        return [], problems
    cases = []
    for b in range(0, len(body), len(KEYS)):
        c = {}
        for j, key in enumerate(KEYS):
            ln = body[b + j]
            prefix = ("  - %s: " if j == 0 else "    %s: ") % key
            if not ln.startswith(prefix):
                problems.append("line %d: expected %r" % (b + j + 3, prefix.strip()))
                continue
            val = ln[len(prefix):]
            try:
                v = json.loads(val)
            except ValueError as e:
                problems.append("line %d: not a JSON value: %s" % (b + j + 3, e))
                continue
            if key in ("secrets", "lookalikes"):
                if not (isinstance(v, list) and all(isinstance(x, str) for x in v)):
                    problems.append("line %d: %s must be a list of strings" % (b + j + 3, key))
                if val != "[" + ", ".join(json.dumps(x, ensure_ascii=False) for x in v) + "]":
                    problems.append("line %d: list items are not JSON double-quoted strings in canonical form" % (b + j + 3))
            else:
                if not isinstance(v, str) or not val.startswith('"'):
                    problems.append("line %d: %s must be a double-quoted string" % (b + j + 3, key))
            c[key] = v
        cases.append(c)
    return cases, problems


# ------------------------------------------------------------------ validation (same rules as the generator)
def hostile_chars(s, allow_newline, allow_tab=False):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch == "\t" and allow_tab:
            continue
        if ch in HOSTILE or unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"):
            bad.append("U+%04X" % ord(ch))
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded(text, v, i):
    j = i + len(v)
    if v[0].isdigit() and i > 0:
        p = text[i - 1]
        if p.isdigit() or (p in "-./, " and i > 1 and text[i - 2].isdigit()):
            return True
    if v[-1].isdigit() and j < len(text):
        n = text[j]
        if n.isdigit() or (n in "-./, " and j + 1 < len(text) and text[j + 1].isdigit()):
            return True
    return False


def validate_case(c):
    errs = []
    if any(k not in c for k in KEYS):
        return ["missing keys"]
    cid, text, note = c["id"], c["text"], c["note"]
    if not isinstance(cid, str) or not ID_RE.match(cid):
        errs.append("bad id %r" % cid)
    if c["lang"] not in LANGS:
        errs.append("bad lang %r" % c["lang"])
    if not isinstance(text, str) or not text.strip() or text != text.strip():
        return errs + ["empty text or surrounding whitespace"]
    if not isinstance(note, str) or not note.strip():
        errs.append("empty note")
    for name, s, nl in (("id", cid, False), ("note", note, False), ("text", text, True), ("lang", c["lang"], False)):
        b = hostile_chars(s, nl, allow_tab=(name == "text"))
        if b:
            errs.append("hostile characters in %s: %s" % (name, b))
    if SEP in text and any(not m.strip() for m in text.split(SEP)):
        errs.append("empty message in a multi-message text")
    sec, look = c["secrets"], c["lookalikes"]
    if not isinstance(sec, list) or not isinstance(look, list):
        return errs + ["secrets/lookalikes must be lists"]
    for name, lst in (("secret", sec), ("lookalike", look)):
        if len(set(lst)) != len(lst):
            errs.append("duplicate %s values" % name)
        for v in lst:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append("bad %s value %r" % (name, v))
                continue
            b = hostile_chars(v, True)
            if b:
                errs.append("hostile characters in %s %r: %s" % (name, v, b))
            if "---" in v:
                errs.append("%s contains a message separator" % name)
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s not an exact substring of the text: %r" % (name, v))
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append("short %s %r occurs %d times" % (name, v, len(occ)))
            for i in occ:
                if embedded(text, v, i):
                    errs.append("%s %r is embedded in a longer number at offset %d" % (name, v, i))
    both = set(sec) & set(look)
    if both:
        errs.append("values in both lists: %r" % sorted(both))
    spans_s = [(i, i + len(v)) for v in sec if isinstance(v, str) and v for i in occurrences(text, v)]
    spans_l = [(i, i + len(v)) for v in look if isinstance(v, str) and v for i in occurrences(text, v)]
    for a in spans_s:
        for b in spans_l:
            if a[0] < b[1] and b[0] < a[1]:
                errs.append("secret occurrence %r overlaps look-alike occurrence %r" % (text[a[0]:a[1]], text[b[0]:b[1]]))
    for v in sec:
        for d in DOC_VALUES:
            if d in v or (len(v) >= 8 and v in d):
                errs.append("secret %r overlaps documentation value %r" % (v, d))
    for v in sec + look:
        compact = v.replace(" ", "")
        if IBAN_RE.match(v) and IBAN_LEN.get(v[:2]) == len(compact):
            n = "".join(str(int(ch, 36)) for ch in compact[4:] + compact[:4])
            if int(n) % 97 != 1:
                errs.append("IBAN %r fails mod-97" % v)
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v98.py heldout_v98.yaml", file=sys.stderr)
        return 2
    cases, problems = parse(argv[1])
    for c in cases:
        for e in validate_case(c):
            problems.append("%s: %s" % (c.get("id"), e))
    ids = [c.get("id") for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    try:
        if [int(i.split("-")[1]) for i in ids] != list(range(1, len(ids) + 1)):
            problems.append("ids are not numbered 1..N in order")
    except (AttributeError, IndexError, ValueError):
        problems.append("unparseable id numbers")

    by = {}
    tot = {"cases": 0, "positive": 0, "negative": 0, "secrets": 0, "look-alikes": 0, "multi-message": 0}
    for c in cases:
        pos = bool(c.get("secrets"))
        multi = SEP in c.get("text", "")
        row = by.setdefault(c.get("lang"), [0, 0, 0, 0, 0, 0])
        for k, add in enumerate((1, pos, not pos, len(c.get("secrets", [])), len(c.get("lookalikes", [])), multi)):
            row[k] += int(add)
        tot["cases"] += 1
        tot["positive"] += pos
        tot["negative"] += not pos
        tot["secrets"] += len(c.get("secrets", []))
        tot["look-alikes"] += len(c.get("lookalikes", []))
        tot["multi-message"] += multi

    print("file: %s" % argv[1])
    for k in ("cases", "positive", "negative", "secrets", "look-alikes"):
        print("%-14s %d" % (k + ":", tot[k]))
    print("%-14s %d" % ("languages:", len(by)))
    print("%-14s %d" % ("multi-message:", tot["multi-message"]))
    if tot["cases"]:
        print("%-14s %.1f%%" % ("negative share:", 100.0 * tot["negative"] / tot["cases"]))
        print("%-14s %.1f%%" % ("English share:", 100.0 * by.get("en", [0])[0] / tot["cases"]))
    print()
    print("%-5s %6s %5s %5s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang, row in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-5s %6d %5d %5d %8d %11d %6d" % ((lang,) + tuple(row)))
    print("%-5s %6d %5d %5d %8d %11d %6d" % ("all", tot["cases"], tot["positive"], tot["negative"], tot["secrets"], tot["look-alikes"], tot["multi-message"]))
    print()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("RESULT: FAIL (%d problems)" % len(problems))
        return 1
    print("RESULT: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
