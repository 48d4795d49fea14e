#!/usr/bin/env python3
"""Standalone checker for heldout_v42.yaml (standard library only).

Usage: python3 check_heldout_v42.py heldout_v42.yaml

Re-parses the YAML subset the generator writes (every scalar a JSON double-quoted string), re-validates
every case and prints the counts.  Exit status 1 on any problem.
"""
import json
import re
import sys
from collections import OrderedDict

PREFIX = "H42"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff\u2028\u2029\u0085]")
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"
DOCS = {
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "4242 4242 4242 4242", "4000 0025 0000 3155", "4000 0000 0000 9995", "3782 822463 10005",
    "4111 1111 1111 1111", "5555 5555 5555 4444", "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32",
    "078-05-1120", "123-45-6789", "correct horse battery staple", "Tr0ub4dor&3", "hunter2", "P@ssw0rd",
    "Password123", "123456", "qwerty123", "123456789012",
}
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "GB": 22, "PL": 28, "CH": 21,
            "AT": 20, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26,
            "CZ": 24, "PT": 25, "SA": 24, "AE": 23, "IL": 23, "UA": 29, "IE": 22, "IR": 26, "LU": 20}
IBAN_SHAPE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+$")
CASE_KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(raw, where):
    raw = raw.strip()
    if not (len(raw) >= 2 and raw[0] == '"' and raw[-1] == '"'):
        raise ParseError(f"{where}: scalar is not a double-quoted string")
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError(f"{where}: bad quoted string ({e})")
    if not isinstance(v, str):
        raise ParseError(f"{where}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\t" in data or "\r" in data:
        raise ParseError("tab or carriage return in file")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0] != "lookalikes: []":
        raise ParseError("line 1 must be 'lookalikes: []'")
    if len(lines) < 2 or lines[1] != "cases:":
        raise ParseError("line 2 must be 'cases:'")
    cases, cur, cur_list = [], None, None
    for no, ln in enumerate(lines[2:], start=3):
        where = f"line {no}"
        if ln.startswith("  - "):
            cur = OrderedDict()
            cases.append(cur)
            body, cur_list = ln[4:], None
        elif ln.startswith("      - "):
            if cur is None or cur_list is None:
                raise ParseError(f"{where}: list item outside a list")
            cur[cur_list].append(scalar(ln[8:], where))
            continue
        elif ln.startswith("    ") and not ln.startswith("     "):
            if cur is None:
                raise ParseError(f"{where}: key outside a case")
            body, cur_list = ln[4:], None
        else:
            raise ParseError(f"{where}: unexpected indentation or content")
        m = re.match(r"^([a-z]+):(?: (.*))?$", body)
        if not m:
            raise ParseError(f"{where}: expected 'key: value'")
        key, rest = m.group(1), m.group(2)
        if key not in CASE_KEYS:
            raise ParseError(f"{where}: unknown key {key}")
        if key in cur:
            raise ParseError(f"{where}: repeated key {key}")
        if key in ("secrets", "lookalikes"):
            if rest is None:
                cur[key], cur_list = [], key
            elif rest == "[]":
                cur[key] = []
            else:
                raise ParseError(f"{where}: {key} must be [] or a block list")
        else:
            if rest is None:
                raise ParseError(f"{where}: {key} needs a value")
            cur[key] = scalar(rest, where)
    for i, c in enumerate(cases, 1):
        if list(c.keys()) != CASE_KEYS:
            raise ParseError(f"case #{i}: keys {list(c.keys())} (expected {CASE_KEYS})")
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def _ascii_alnum(ch):
    return ch != "" and ch.isascii() and ch.isalnum()


def iban_ok(s):
    s = s.replace(" ", "")
    if s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def check_case(c):
    errs = []
    text = c["text"]
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("unknown lang " + c["lang"])
    if not text.strip():
        errs.append("empty text")
    if not c["note"].strip():
        errs.append("empty note")
    for k in ("id", "lang", "text", "note"):
        if HOSTILE.search(c[k]):
            errs.append("YAML-hostile character in " + k)
    if SEP in text:
        parts = text.split(SEP)
        if any(not p.strip() for p in parts):
            errs.append("empty message in a multi-message case")
    listed = [("S", v) for v in c["secrets"]] + [("L", v) for v in c["lookalikes"]]
    vals = [v for _, v in listed]
    if len(vals) != len(set(vals)):
        errs.append("a value is listed twice (or in both lists)")
    if not c["secrets"] and not c["lookalikes"]:
        errs.append("negative case without look-alikes")
    spans = []
    for kind, v in listed:
        if not v or v != v.strip():
            errs.append(f"empty value or outer whitespace: {v!r}")
            continue
        if HOSTILE.search(v):
            errs.append(f"YAML-hostile character in {v!r}")
        occ = occurrences(text, v)
        if not occ:
            errs.append(f"{kind} value not an exact substring: {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"short value occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            before = text[a - 1] if a else ""
            after = text[b] if b < len(text) else ""
            if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                errs.append(f"number embedded in a longer number: {v!r}")
            if (_ascii_alnum(v[0]) and _ascii_alnum(before)) or (_ascii_alnum(v[-1]) and _ascii_alnum(after)):
                errs.append(f"value glued to neighbouring letters/digits: {v!r}")
            spans.append((a, b, kind, v))
        if kind == "S" and v in DOCS:
            errs.append(f"documentation value listed as a secret: {v!r}")
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if v1 != v2 and a1 < b2 and a2 < b1:
                errs.append(f"occurrences overlap: {k1} {v1!r} / {k2} {v2!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v42.py heldout_v42.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    nums = [int(i.split("-")[1]) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..N in order")
    for c in cases:
        problems += [f"{c['id']}: {e}" for e in check_case(c)]

    ibans = [v for c in cases for v in c["secrets"] + c["lookalikes"] if IBAN_SHAPE.match(v) and v[:2] in IBAN_LEN
             and len(v.replace(" ", "")) == IBAN_LEN[v[:2]]]
    bad_ibans = [v for v in ibans if not iban_ok(v)]
    problems += [f"IBAN fails mod 97: {v}" for v in bad_ibans]

    n = len(cases)
    pos = sum(1 for c in cases if c["secrets"])
    neg = n - pos
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if SEP in c["text"])
    by = OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        row = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1] += 1 if c["secrets"] else 0
        row[2] += 0 if c["secrets"] else 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += 1 if SEP in c["text"] else 0

    print(f"file: {sys.argv[1]}")
    print(f"cases: {n}")
    print(f"positive: {pos}")
    print(f"negative: {neg} ({100.0 * neg / n:.1f}%)")
    print(f"secrets: {nsec}")
    print(f"look-alikes: {nlook}")
    print(f"languages: {len(by)}")
    print(f"multi-message: {multi}")
    print(f"English cases: {by.get('en', [0])[0]} ({100.0 * by.get('en', [0])[0] / n:.1f}%)")
    print(f"IBAN-shaped listed values: {len(ibans)} (mod-97 valid: {len(ibans) - len(bad_ibans)})")
    print()
    print(f"{'lang':<5} {'cases':>5} {'pos':>4} {'neg':>4} {'secrets':>7} {'lookalikes':>10} {'multi':>5}")
    for lang, row in by.items():
        print(f"{lang:<5} {row[0]:>5} {row[1]:>4} {row[2]:>4} {row[3]:>7} {row[4]:>10} {row[5]:>5}")
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print(f"{'all':<5} {tot[0]:>5} {tot[1]:>4} {tot[2]:>4} {tot[3]:>7} {tot[4]:>10} {tot[5]:>5}")
    print()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("OK: no problems found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
