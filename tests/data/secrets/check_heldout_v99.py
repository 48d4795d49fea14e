#!/usr/bin/env python3
"""Standalone checker of heldout_v99.yaml (standard library only).

Usage: python3 check_heldout_v99.py heldout_v99.yaml

Re-parses the file (a strict YAML subset: every scalar is a JSON double-quoted
string, lists are block lists or []), re-validates every rule of the set and
prints counts. Exits 1 on any problem.
"""
import collections
import json
import re
import sys

PREFIX = "H99"
SEP = "\n---\n"
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is
it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
HOSTILE = set(chr(c) for c in range(0x20) if c != 0x0A) | {"\x7f", "\x85", "\u2028", "\u2029", "\ufeff",
                                                           "\u200e", "\u200f", "\\"} | \
    set(chr(c) for c in range(0x202A, 0x202F)) | set(chr(c) for c in range(0x80, 0xA0))
NAMES = {
    "en": "English", "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "ar": "Arabic", "fa": "Persian",
    "he": "Hebrew", "hi": "Hindi", "ru": "Russian", "uk": "Ukrainian", "pl": "Polish", "cs": "Czech",
    "de": "German", "fr": "French", "es": "Spanish", "pt": "Portuguese", "it": "Italian", "nl": "Dutch",
    "sv": "Swedish", "da": "Danish", "nb": "Norwegian Bokmal", "fi": "Finnish", "hu": "Hungarian",
    "ro": "Romanian", "el": "Greek", "tr": "Turkish", "vi": "Vietnamese", "th": "Thai", "id": "Indonesian",
    "tl": "Tagalog", "sw": "Swahili",
}


class ParseError(Exception):
    pass


def scalar(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"') and len(raw) >= 2):
        raise ParseError(f"{where}: scalar is not a double-quoted string: {raw[:50]}")
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError(f"{where}: bad string ({e})")
    if not isinstance(v, str):
        raise ParseError(f"{where}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data:
        raise ParseError("file contains CR or TAB")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    top_lookalikes = None
    cases = []
    saw_cases = False
    while i < len(lines):
        line = lines[i]
        if not line.strip() or line.lstrip().startswith("#"):
            i += 1
            continue
        if line == "lookalikes: []":
            top_lookalikes = []
            i += 1
            continue
        if line.startswith("lookalikes:"):
            raise ParseError(f"line {i + 1}: top-level lookalikes must be []")
        if line == "cases:":
            saw_cases = True
            i += 1
            continue
        if not saw_cases:
            raise ParseError(f"line {i + 1}: unexpected top-level line: {line[:50]}")
        m = re.fullmatch(r"  - id: (.*)", line)
        if not m:
            raise ParseError(f"line {i + 1}: expected '  - id:' got {line[:50]}")
        case = {"id": scalar(m.group(1), f"line {i + 1}")}
        i += 1
        while i < len(lines) and lines[i].startswith("    ") and not lines[i].startswith("  - "):
            m = re.fullmatch(r"    ([a-z]+):(.*)", lines[i])
            if not m:
                raise ParseError(f"line {i + 1}: bad field line: {lines[i][:50]}")
            key, rest = m.group(1), m.group(2).strip()
            if key in case:
                raise ParseError(f"line {i + 1}: duplicate key {key}")
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    case[key] = []
                    i += 1
                elif rest.startswith("["):
                    try:
                        v = json.loads(rest)
                    except ValueError as e:
                        raise ParseError(f"line {i + 1}: bad flow list ({e})")
                    if not all(isinstance(x, str) for x in v):
                        raise ParseError(f"line {i + 1}: non-string in list")
                    case[key] = v
                    i += 1
                elif rest == "":
                    vals = []
                    i += 1
                    while i < len(lines) and lines[i].startswith("      - "):
                        vals.append(scalar(lines[i][8:], f"line {i + 1}"))
                        i += 1
                    if not vals:
                        raise ParseError(f"line {i}: empty block list for {key}")
                    case[key] = vals
                else:
                    raise ParseError(f"line {i + 1}: bad list for {key}")
            elif key in ("lang", "text", "note"):
                case[key] = scalar(rest, f"line {i + 1}")
                i += 1
            else:
                raise ParseError(f"line {i + 1}: unknown key {key}")
        missing = {"lang", "text", "secrets", "lookalikes", "note"} - set(case)
        if missing:
            raise ParseError(f"case {case['id']}: missing {sorted(missing)}")
        cases.append(case)
    if top_lookalikes is None:
        raise ParseError("no top-level 'lookalikes: []'")
    if not saw_cases:
        raise ParseError("no 'cases:'")
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def ascii_alnum(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    problems = []
    ids = set()
    where_secret, where_look = {}, {}
    for n, c in enumerate(cases, 1):
        cid = c["id"]
        m = re.fullmatch(PREFIX + r"-(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)", cid)
        if not m:
            problems.append(f"{cid}: bad id")
        elif int(m.group(1)) != n:
            problems.append(f"{cid}: id number out of sequence (expected {n:03d})")
        if cid in ids:
            problems.append(f"{cid}: duplicate id")
        ids.add(cid)
        if c["lang"] not in ISO639_1:
            problems.append(f"{cid}: lang {c['lang']!r} is not ISO 639-1")
        text = c["text"]
        if not text.strip() or not c["note"].strip():
            problems.append(f"{cid}: empty text or note")
        if any(not part.strip() for part in text.split(SEP)):
            problems.append(f"{cid}: empty message")
        for s in [cid, c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]:
            bad = [ch for ch in s if ch in HOSTILE or ord(ch) > 0xFFFF]
            if bad:
                problems.append(f"{cid}: YAML-hostile character {bad[0]!r}")
        vals = c["secrets"] + c["lookalikes"]
        if len(set(vals)) != len(vals):
            problems.append(f"{cid}: a value is listed twice or in both lists")
        if not vals:
            problems.append(f"{cid}: nothing listed")
        if not c["secrets"] and not c["lookalikes"]:
            problems.append(f"{cid}: negative case without look-alikes")
        for v in vals:
            if not v or v != v.strip():
                problems.append(f"{cid}: empty or padded value {v!r}")
                continue
            if SEP in v:
                problems.append(f"{cid}: value spans messages {v[:30]!r}")
            occ = occurrences(text, v)
            if not occ:
                problems.append(f"{cid}: value not in text {v[:40]!r}")
                continue
            if len(v) <= 6 and len(occ) > 1:
                problems.append(f"{cid}: short value occurs {len(occ)} times {v!r}")
            for a, b in occ:
                before = text[a - 1] if a else ""
                after = text[b] if b < len(text) else ""
                if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                    problems.append(f"{cid}: listed number embedded in a longer number {v[:40]!r}")
                if (ascii_alnum(v[0]) and before and ascii_alnum(before)) or \
                        (ascii_alnum(v[-1]) and after and ascii_alnum(after)):
                    problems.append(f"{cid}: value glued to a longer token {v[:40]!r}")
        for v in c["secrets"]:
            where_secret.setdefault(v, cid)
        for v in c["lookalikes"]:
            where_look.setdefault(v, cid)
        sspans = [sp for v in c["secrets"] for sp in occurrences(text, v)]
        lspans = [sp for v in c["lookalikes"] for sp in occurrences(text, v)]
        for a, b in sspans:
            for x, y in lspans:
                if a < y and x < b:
                    problems.append(f"{cid}: secret occurrence overlaps a look-alike occurrence")
    for v in sorted(set(where_secret) & set(where_look)):
        problems.append(f"value is a secret in {where_secret[v]} and a look-alike in {where_look[v]}: {v[:40]!r}")
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v99.py heldout_v99.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        sys.exit(1)
    problems = validate(cases)
    if problems:
        for p in problems:
            print("PROBLEM: " + p, file=sys.stderr)
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = collections.OrderedDict()
    for c in cases:
        d = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        d[0] += 1
        d[1] += 1 if c["secrets"] else 0
        d[2] += 0 if c["secrets"] else 1
        d[3] += len(c["secrets"])
        d[4] += len(c["lookalikes"])
        d[5] += 1 if SEP in c["text"] else 0
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    print(f"file:           {sys.argv[1]}")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(cases) - len(pos)} ({100.0 * (len(cases) - len(pos)) / len(cases):.1f}%)")
    print(f"secrets:        {ns}")
    print(f"look-alikes:    {nl}")
    print(f"languages:      {len(langs)} ({len(langs) - (1 if 'en' in langs else 0)} besides English)")
    print(f"multi-message:  {len(multi)}")
    print(f"English cases:  {langs.get('en', [0])[0]} ({100.0 * langs.get('en', [0])[0] / len(cases):.1f}%)")
    print()
    print(f"{'lang':<5}{'language':<18}{'cases':>6}{'pos':>5}{'neg':>5}{'secr':>6}{'look':>6}{'multi':>7}")
    for lang, d in sorted(langs.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print(f"{lang:<5}{NAMES.get(lang, '?'):<18}{d[0]:>6}{d[1]:>5}{d[2]:>5}{d[3]:>6}{d[4]:>6}{d[5]:>7}")
    print(f"{'all':<23}{len(cases):>6}{len(pos):>5}{len(cases) - len(pos):>5}{ns:>6}{nl:>6}{len(multi):>7}")
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
