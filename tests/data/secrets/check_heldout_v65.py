#!/usr/bin/env python3
"""Standalone checker for heldout_v65.yaml (standard library only).

Usage: python3 check_heldout_v65.py heldout_v65.yaml

Re-parses the file (the strict subset of YAML it is written in: every scalar a
JSON-compatible double-quoted string), re-validates every rule of the brief and
prints the counts. Exits 1 if anything is wrong.
"""
import sys
import json
import re
import string
import unicodedata

PREFIX = "H65"
SEP = "\n---\n"
LANGS = {"en", "de", "fr", "es", "pt", "ru", "zh", "ja", "ko", "ar", "fa", "he", "hi", "uk", "pl", "cs", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$")
BAD_CATS = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
ASCII_AN = set(string.ascii_letters + string.digits)
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "CZ": 24, "RO": 24, "GR": 27, "TR": 26,
            "SE": 24, "DK": 18, "NO": 15, "FI": 18, "PT": 25, "BE": 16, "GB": 22, "SA": 24, "AE": 23, "IL": 23,
            "UA": 29, "IR": 26, "HU": 28, "CH": 21, "AT": 20}


# ------------------------------------------------------------------ parsing
class ParseError(Exception):
    pass


def _scalar(line, prefix, lineno):
    if not line.startswith(prefix):
        raise ParseError(f"line {lineno}: expected {prefix.strip()!r}")
    raw = line[len(prefix):]
    if len(raw) < 2 or raw[0] != '"' or raw[-1] != '"':
        raise ParseError(f"line {lineno}: scalar is not a double-quoted string")
    try:
        val = json.loads(raw)
    except json.JSONDecodeError as e:
        raise ParseError(f"line {lineno}: bad double-quoted string ({e})")
    if not isinstance(val, str):
        raise ParseError(f"line {lineno}: not a string")
    return val


def parse(src):
    if src.startswith("\ufeff"):
        raise ParseError("BOM at start of file")
    if "\r" in src or "\t" in src:
        raise ParseError("CR or TAB in file")
    if not src.endswith("\n"):
        raise ParseError("file does not end with a newline")
    lines = src[:-1].split("\n")
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("header must be 'lookalikes: []' then 'cases:'")
    cases, i = [], 2
    while i < len(lines):
        c = {"id": _scalar(lines[i], "  - id: ", i + 1)}
        c["lang"] = _scalar(lines[i + 1], "    lang: ", i + 2)
        c["text"] = _scalar(lines[i + 2], "    text: ", i + 3)
        i += 3
        for k in ("secrets", "lookalikes"):
            if i >= len(lines):
                raise ParseError("unexpected end of file")
            if lines[i] == f"    {k}: []":
                c[k] = []
                i += 1
            elif lines[i] == f"    {k}:":
                c[k] = []
                i += 1
                while i < len(lines) and lines[i].startswith("      - "):
                    c[k].append(_scalar(lines[i], "      - ", i + 1))
                    i += 1
                if not c[k]:
                    raise ParseError(f"line {i}: empty block list for {k}")
            else:
                raise ParseError(f"line {i + 1}: expected {k}")
        if i >= len(lines):
            raise ParseError("unexpected end of file")
        c["note"] = _scalar(lines[i], "    note: ", i + 1)
        i += 1
        cases.append(c)
    return cases


# ------------------------------------------------------------------ rules
def hostile(s, allow_newline=True):
    return [f"U+{ord(ch):04X}" for ch in s
            if not (ch == "\n" and allow_newline) and unicodedata.category(ch) in BAD_CATS]


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded(text, v, i):
    j = i + len(v)
    if v[0].isdecimal():
        if i > 0 and text[i - 1].isdecimal():
            return "digit before"
        if i > 1 and text[i - 1] in " -." and text[i - 2].isdecimal():
            return "number group before"
    if v[-1].isdecimal():
        if j < len(text) and text[j].isdecimal():
            return "digit after"
        if j + 1 < len(text) and text[j] in " -." and text[j + 1].isdecimal():
            return "number group after"
    if v[0] in ASCII_AN and i > 0 and text[i - 1] in ASCII_AN:
        return "alphanumeric before"
    if v[-1] in ASCII_AN and j < len(text) and text[j] in ASCII_AN:
        return "alphanumeric after"
    return None


def iban_ok(s):
    s = s.replace(" ", "")
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def check_case(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not c[k]:
            errs.append(f"empty {k}")
        elif k != "text" and hostile(c[k], allow_newline=False):
            errs.append(f"hostile character in {k}")
    if not ID_RE.match(c["id"]):
        errs.append("id does not match PREFIX-NNN-slug")
    if c["lang"] not in LANGS:
        errs.append(f"unexpected language code {c['lang']!r}")
    text = c["text"]
    h = hostile(text)
    if h:
        errs.append("hostile characters in text: " + ",".join(h))
    if any(not p.strip() for p in text.split(SEP)):
        errs.append("empty message in a multi-message text")
    spans = {"secrets": [], "lookalikes": []}
    for kind in ("secrets", "lookalikes"):
        if len(set(c[kind])) != len(c[kind]):
            errs.append(f"duplicate entries in {kind}")
        for v in c[kind]:
            if not v:
                errs.append(f"empty entry in {kind}")
                continue
            if v != v.strip():
                errs.append(f"entry with surrounding whitespace: {v!r}")
            if hostile(v):
                errs.append(f"hostile character in {v!r}")
            occ = occurrences(text, v)
            if not occ:
                errs.append(f"{kind} entry not an exact substring of text: {v!r}")
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append(f"short value {v!r} occurs {len(occ)} times")
            for i in occ:
                p = embedded(text, v, i)
                if p:
                    errs.append(f"{v!r} is embedded in a longer number/token ({p})")
                spans[kind].append((i, i + len(v), v))
            compact = v.replace(" ", "")
            if (re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_LEN
                    and compact[4:7] != "ZZZ"):
                if len(compact) != IBAN_LEN[compact[:2]] or not iban_ok(compact):
                    errs.append(f"IBAN fails length or mod-97: {v}")
    if set(c["secrets"]) & set(c["lookalikes"]):
        errs.append("a value is both secret and look-alike")
    for a0, a1, av in spans["secrets"]:
        for b0, b1, bv in spans["lookalikes"]:
            if a0 < b1 and b0 < a1:
                errs.append(f"secret {av!r} overlaps look-alike {bv!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v65.py heldout_v65.yaml", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    try:
        cases = parse(src)
    except ParseError as e:
        print("PARSE ERROR:", e)
        sys.exit(1)
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [int(ID_RE.match(i).group(1)) if ID_RE.match(i) else -1 for i in ids]
    if nums != list(range(1, len(ids) + 1)):
        problems.append("ids are not numbered 001.. consecutively")
    if len({c["text"] for c in cases}) != len(cases):
        problems.append("duplicate texts")
    cross = {v for c in cases for v in c["secrets"]} & {v for c in cases for v in c["lookalikes"]}
    if cross:
        problems.append(f"values that are a secret in one case and a look-alike in another: {sorted(cross)}")
    for c in cases:
        for e in check_case(c):
            problems.append(f"{c['id']}: {e}")

    by = {}
    tot = {"cases": 0, "positive": 0, "negative": 0, "secrets": 0, "lookalikes": 0, "multi": 0}
    for c in cases:
        b = by.setdefault(c["lang"], {"cases": 0, "positive": 0, "negative": 0, "secrets": 0, "lookalikes": 0, "multi": 0})
        for d in (b, tot):
            d["cases"] += 1
            d["positive" if c["secrets"] else "negative"] += 1
            d["secrets"] += len(c["secrets"])
            d["lookalikes"] += len(c["lookalikes"])
            d["multi"] += SEP in c["text"]

    print(f"file: {sys.argv[1]}")
    print(f"cases: {tot['cases']}")
    print(f"positive: {tot['positive']}")
    print(f"negative: {tot['negative']} ({100 * tot['negative'] / max(1, tot['cases']):.1f}%)")
    print(f"secrets: {tot['secrets']}")
    print(f"look-alikes: {tot['lookalikes']}")
    print(f"languages: {len(by)}")
    print(f"multi-message: {tot['multi']}")
    print()
    print(f"{'lang':<6}{'cases':>6}{'pos':>5}{'neg':>5}{'secr':>6}{'look':>6}{'multi':>7}")
    for lang, b in sorted(by.items(), key=lambda kv: (-kv[1]["cases"], kv[0])):
        print(f"{lang:<6}{b['cases']:>6}{b['positive']:>5}{b['negative']:>5}{b['secrets']:>6}{b['lookalikes']:>6}{b['multi']:>7}")
    print(f"{'total':<6}{tot['cases']:>6}{tot['positive']:>5}{tot['negative']:>5}{tot['secrets']:>6}{tot['lookalikes']:>6}{tot['multi']:>7}")
    print()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("OK: no problems found")


if __name__ == "__main__":
    main()
