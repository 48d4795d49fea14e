#!/usr/bin/env python3
"""Standard-library checker for heldout_v54.yaml.

Usage: python3 check_heldout_v54.py heldout_v54.yaml

Re-parses the file (only the strict subset of YAML the generator writes: every scalar a JSON
double-quoted string), re-validates every rule of the brief and prints counts. Exits 1 on any problem.
"""
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict

PREFIX = "H54"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def jstr(tok, where):
    try:
        v = json.loads(tok)
    except ValueError as e:
        raise SystemExit(f"parse error at {where}: {e}")
    if not isinstance(v, str):
        raise SystemExit(f"parse error at {where}: scalar is not a string")
    if not tok.startswith('"'):
        raise SystemExit(f"parse error at {where}: scalar is not double-quoted")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\r" in raw or "\t" in raw:
        raise SystemExit("file contains CR or TAB")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise SystemExit("file must end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise SystemExit("bad header (expected 'lookalikes: []' and 'cases:')")
    cases, i = [], 2

    def scalar(key, indent):
        nonlocal i
        m = re.fullmatch(" " * indent + re.escape(key) + r": (.*)", lines[i])
        if not m:
            raise SystemExit(f"line {i + 1}: expected {key}")
        i += 1
        return jstr(m.group(1), f"line {i}")

    def seq(key):
        nonlocal i
        if lines[i] == f"    {key}: []":
            i += 1
            return []
        if lines[i] != f"    {key}:":
            raise SystemExit(f"line {i + 1}: expected {key}")
        i += 1
        out = []
        while i < len(lines) and lines[i].startswith("      - "):
            out.append(jstr(lines[i][8:], f"line {i + 1}"))
            i += 1
        if not out:
            raise SystemExit(f"line {i}: empty block sequence for {key}")
        return out

    while i < len(lines):
        m = re.fullmatch(r"  - id: (.*)", lines[i])
        if not m:
            raise SystemExit(f"line {i + 1}: expected '  - id:'")
        c = {"id": jstr(m.group(1), f"line {i + 1}")}
        i += 1
        c["lang"] = scalar("lang", 4)
        c["text"] = scalar("text", 4)
        c["secrets"] = seq("secrets")
        c["lookalikes"] = seq("lookalikes")
        c["note"] = scalar("note", 4)
        cases.append(c)
    return cases


def bad_chars(s, allow_newline):
    probs = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\u2028\u2029\u0085\ufeff\\":
            probs.append(f"U+{ord(ch):04X}")
    return probs


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid = c["id"]
        if not re.fullmatch(re.escape(PREFIX) + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: lang {c['lang']!r} not in the ISO 639-1 list used")
        for k in ("text", "note"):
            if not c[k].strip():
                errs.append(f"{cid}: empty {k}")
        text = c["text"]
        if bad_chars(text, True) or bad_chars(c["note"], False) or bad_chars(cid, False):
            errs.append(f"{cid}: hostile characters")
        if any(not m.strip() for m in text.split(SEP)):
            errs.append(f"{cid}: empty message")
        sec, look = c["secrets"], c["lookalikes"]
        if len(set(sec)) != len(sec) or len(set(look)) != len(look):
            errs.append(f"{cid}: duplicate value in a list")
        if set(sec) & set(look):
            errs.append(f"{cid}: value listed as both secret and look-alike")
        if not sec and not look:
            errs.append(f"{cid}: nothing listed")
        spans = []
        for kind, vals in (("secret", sec), ("lookalike", look)):
            for v in vals:
                if not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded {kind} {v!r}")
                    continue
                if bad_chars(v, True) or '"' in v or SEP in v:
                    errs.append(f"{cid}: hostile {kind} {v!r}")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: {kind} {v!r} is not a substring of the text")
                    continue
                if len(v) <= 6 and text.count(v) != 1:
                    errs.append(f"{cid}: short {kind} {v!r} occurs {text.count(v)} times")
                for a, b in occ:
                    if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
                       (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number")
                    spans.append((a, b, kind, v))
        for x in range(len(spans)):
            for y in range(x + 1, len(spans)):
                a1, b1, k1, v1 = spans[x]
                a2, b2, k2, v2 = spans[y]
                if v1 != v2 and a1 < b2 and a2 < b1:
                    errs.append(f"{cid}: {k1} {v1!r} overlaps {k2} {v2!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        raise SystemExit(f"usage: python3 {sys.argv[0]} heldout_v54.yaml")
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        print("\n".join(errs))
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    multi = [c for c in cases if SEP in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print(f"cases:            {len(cases)}")
    print(f"positive:         {len(pos)}")
    print(f"negative:         {len(neg)} ({100 * len(neg) / len(cases):.1f}%)")
    print(f"secrets:          {n_sec}")
    print(f"look-alikes:      {n_look}")
    print(f"languages:        {len(langs)}")
    print(f"multi-message:    {len(multi)}")
    print(f"English share:    {100 * langs['en'] / len(cases):.1f}%")
    per = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for c in cases:
        row = per[c["lang"]]
        row[0] += 1
        row[1 if c["secrets"] else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += SEP in c["text"]
    print()
    print(f"{'lang':<6}{'cases':>6}{'pos':>6}{'neg':>6}{'secr':>6}{'look':>6}{'multi':>7}")
    for lang in sorted(per, key=lambda k: (-per[k][0], k)):
        r = per[lang]
        print(f"{lang:<6}{r[0]:>6}{r[1]:>6}{r[2]:>6}{r[3]:>6}{r[4]:>6}{r[5]:>7}")
    print("OK")


if __name__ == "__main__":
    main()
