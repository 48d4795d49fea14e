#!/usr/bin/env python3
"""Checker for heldout_v59.yaml (standard library only).

Usage: python3 check_heldout_v59.py heldout_v59.yaml

Re-parses the file (a strict subset of YAML in which every scalar is a JSON
double-quoted string), re-validates every case and prints the counts and a
table by language. Exits 1 on any problem.
"""
import json
import re
import sys
from collections import OrderedDict

PREFIX = "H59"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"
DIGITS = set("0123456789")


class ParseError(Exception):
    pass


def scalar(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError(f"{where}: scalar is not double-quoted: {raw[:40]!r}")
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError(f"{where}: bad quoted scalar ({e})")
    if not isinstance(v, str):
        raise ParseError(f"{where}: scalar is not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\t" in data or "\r" in data:
        raise ParseError("tab or carriage return in file")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0

    def take(prefix):
        nonlocal i
        if i >= len(lines) or not lines[i].startswith(prefix):
            got = lines[i] if i < len(lines) else "<eof>"
            raise ParseError(f"line {i + 1}: expected {prefix!r}, got {got[:60]!r}")
        i += 1
        return lines[i - 1][len(prefix):]

    if take("lookalikes: ") != "[]":
        raise ParseError("top-level lookalikes must be []")
    if take("cases:") != "":
        raise ParseError("bad cases: line")
    cases = []
    while i < len(lines):
        c = OrderedDict()
        c["id"] = scalar(take("  - id: "), f"line {i}")
        c["lang"] = scalar(take("    lang: "), f"line {i}")
        c["text"] = scalar(take("    text: "), f"line {i}")
        for name in ("secrets", "lookalikes"):
            rest = take(f"    {name}:")
            if rest == " []":
                c[name] = []
            elif rest == "":
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i][8:], f"line {i + 1}"))
                    i += 1
                if not vals:
                    raise ParseError(f"line {i}: empty block list for {name}")
                c[name] = vals
            else:
                raise ParseError(f"line {i}: bad {name} line")
        c["note"] = scalar(take("    note: "), f"line {i}")
        cases.append(c)
    return cases


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or ch in "\\\u2028\u2029\ufeff\ufffe\uffff" or 0xD800 <= o <= 0xDFFF:
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs, seen = [], set()
    for c in cases:
        cid, text = c["id"], c["text"]
        if not ID_RE.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in seen:
            errs.append(f"{cid}: duplicate id")
        seen.add(cid)
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: bad lang {c['lang']!r}")
        if not text.strip() or not c["note"].strip():
            errs.append(f"{cid}: empty text or note")
        for s in [cid, c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]:
            h = hostile(s)
            if h is not None:
                errs.append(f"{cid}: YAML-hostile character U+{ord(h):04X}")
        if text.startswith("---") or text.endswith("---") or SEP + SEP in text:
            errs.append(f"{cid}: bad message separation")
        for name in ("secrets", "lookalikes"):
            vals = c[name]
            if len(set(vals)) != len(vals):
                errs.append(f"{cid}: duplicate value in {name}")
            for v in vals:
                if not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded value {v!r}")
                    continue
                if SEP in v:
                    errs.append(f"{cid}: value spans messages {v!r}")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: {name} value not an exact substring: {v!r}")
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(f"{cid}: short value {v!r} occurs {len(occ)} times")
                for a, b in occ:
                    if v[0] in DIGITS and a > 0 and text[a - 1] in DIGITS:
                        errs.append(f"{cid}: {v!r} embedded in a longer number (left)")
                    if v[-1] in DIGITS and b < len(text) and text[b] in DIGITS:
                        errs.append(f"{cid}: {v!r} embedded in a longer number (right)")
        both = set(c["secrets"]) & set(c["lookalikes"])
        if both:
            errs.append(f"{cid}: listed as both secret and look-alike: {sorted(both)}")
        s_occ = [(a, b, v) for v in c["secrets"] for a, b in occurrences(text, v)]
        l_occ = [(a, b, v) for v in c["lookalikes"] for a, b in occurrences(text, v)]
        for a, b, v in s_occ:
            for x, y, w in l_occ:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {v!r} overlaps look-alike {w!r}")
        if not c["secrets"] and not c["lookalikes"]:
            errs.append(f"{cid}: lists nothing")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v59.py heldout_v59.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        sys.exit(1)
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)

    by = OrderedDict()
    for c in cases:
        r = by.setdefault(c["lang"], {"cases": 0, "pos": 0, "neg": 0, "sec": 0, "look": 0, "multi": 0})
        r["cases"] += 1
        r["pos" if c["secrets"] else "neg"] += 1
        r["sec"] += len(c["secrets"])
        r["look"] += len(c["lookalikes"])
        r["multi"] += SEP in c["text"]
    tot = {k: sum(r[k] for r in by.values()) for k in ("cases", "pos", "neg", "sec", "look", "multi")}
    print(f"file:          {sys.argv[1]}")
    print(f"cases:         {tot['cases']}")
    print(f"positive:      {tot['pos']}")
    print(f"negative:      {tot['neg']}")
    print(f"secrets:       {tot['sec']}")
    print(f"look-alikes:   {tot['look']}")
    print(f"languages:     {len(by)}")
    print(f"multi-message: {tot['multi']}")
    print()
    print(f"{'lang':<6}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>9}{'lookalikes':>12}{'multi':>7}")
    for lang in sorted(by, key=lambda k: (k != "en", k)):
        r = by[lang]
        print(f"{lang:<6}{r['cases']:>6}{r['pos']:>5}{r['neg']:>5}{r['sec']:>9}{r['look']:>12}{r['multi']:>7}")
    print(f"{'total':<6}{tot['cases']:>6}{tot['pos']:>5}{tot['neg']:>5}{tot['sec']:>9}{tot['look']:>12}{tot['multi']:>7}")
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
