#!/usr/bin/env python3
"""check_heldout_v76.py -- standard-library checker for heldout_v76.yaml

Usage: python3 check_heldout_v76.py heldout_v76.yaml

Re-parses the YAML (the restricted shape the generator writes: every scalar a JSON double-quoted
string), re-validates every rule of the brief and prints counts.  Exits 1 on any problem.
"""
import sys, json, re, unicodedata
from collections import Counter, defaultdict

PREFIX = "H76"
SEP = "\n---\n"
LANGS = {"en", "de", "fr", "es", "pt", "ru", "zh", "ja", "it", "nl", "pl", "ko", "ar", "hi", "tr", "uk", "sv", "cs",
         "da", "nb", "fi", "hu", "ro", "el", "he", "fa", "vi", "th", "id", "tl", "sw"}
IBAN_LEN = {"AE": 23, "BE": 16, "CH": 21, "CZ": 24, "DE": 22, "DK": 18, "ES": 24, "FI": 18, "FR": 27, "GB": 22,
            "GR": 27, "HU": 28, "IE": 22, "IL": 23, "IR": 26, "IT": 27, "NL": 18, "NO": 15, "PL": 28, "PT": 25,
            "RO": 24, "SA": 24, "SE": 24, "TR": 26, "UA": 29}
FIELDS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(s, where):
    if not (s.startswith('"') and s.endswith('"')):
        raise ParseError(f"{where}: scalar is not a double-quoted string")
    try:
        v = json.loads(s)
    except json.JSONDecodeError as ex:
        raise ParseError(f"{where}: {ex}")
    if not isinstance(v, str):
        raise ParseError(f"{where}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\r" in raw or "\t" in raw:
        raise ParseError("file contains CR or TAB")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = f"line {n}"
        m = re.fullmatch(r"  - id: (.*)", line)
        if m:
            cur = {"id": scalar(m.group(1), where)}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError(f"{where}: content before first case")
        m = re.fullmatch(r"    (lang|text|note): (.*)", line)
        if m:
            k = m.group(1)
            if k in cur:
                raise ParseError(f"{where}: duplicate key {k}")
            cur[k] = scalar(m.group(2), where)
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):( \[\])?", line)
        if m:
            k = m.group(1)
            if k in cur:
                raise ParseError(f"{where}: duplicate key {k}")
            cur[k] = []
            listkey = None if m.group(2) else k
            continue
        m = re.fullmatch(r"      - (.*)", line)
        if m and listkey:
            cur[listkey].append(scalar(m.group(1), where))
            continue
        raise ParseError(f"{where}: unexpected line {line[:60]!r}")
    for c in cases:
        if list(c.keys()) != FIELDS:
            raise ParseError(f"case {c.get('id')}: keys {list(c.keys())} != {FIELDS}")
    return cases


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or ch in "\u2028\u2029\ufeff" or 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF):
            return ch
        if unicodedata.category(ch) in ("Co", "Cn"):
            return ch
    return None


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def luhn_ok(s):
    s = re.sub(r"[ \-]", "", s)
    if not (s.isascii() and s.isdigit()):
        return False
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


def iban_ok(s):
    t = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in t)) % 97 == 1


def check_case(c):
    e = []
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", c["id"]):
        e.append("bad id")
    if c["lang"] not in LANGS:
        e.append("lang not an expected ISO 639-1 code")
    text = c["text"]
    if not text.strip() or text != text.strip():
        e.append("empty text or surrounding whitespace")
    if any(not p.strip() for p in text.split(SEP)):
        e.append("empty message")
    if not c["note"].strip():
        e.append("empty note")
    for k in ("id", "lang", "text", "note"):
        h = hostile(c[k])
        if h:
            e.append(f"YAML-hostile char U+{ord(h):04X} in {k}")
    sec, lk = c["secrets"], c["lookalikes"]
    if not sec and not lk:
        e.append("lists nothing")
    if set(sec) & set(lk):
        e.append("value in both lists")
    for lst, nm in ((sec, "secret"), (lk, "lookalike")):
        if len(set(lst)) != len(lst):
            e.append(f"duplicate {nm}")
        for v in lst:
            if not v or v != v.strip():
                e.append(f"{nm} empty or padded {v!r}")
                continue
            if hostile(v):
                e.append(f"YAML-hostile char in {nm} {v!r}")
            sp = spans(text, v)
            if not sp:
                e.append(f"{nm} not an exact substring: {v!r}")
            if len(v) <= 6 and len(sp) > 1:
                e.append(f"short {nm} {v!r} occurs {len(sp)} times")
            for a, b in sp:
                if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
                   (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                    e.append(f"{nm} {v!r} embedded in a longer number")
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", compact) and IBAN_LEN.get(compact[:2]) == len(compact) and not iban_ok(compact):
                e.append(f"IBAN-shaped {nm} fails mod-97: {v!r}")
            if (re.fullmatch(r"[2-6]\d{3}([ -])\d{4}\1\d{4}\1\d{4}", v) or re.fullmatch(r"3[47]\d{2} \d{6} \d{5}", v)) and not luhn_ok(v):
                e.append(f"card-shaped {nm} fails Luhn: {v!r}")
    for v in sec:
        for a, b in spans(text, v):
            for w in lk:
                for x, y in spans(text, w):
                    if a < y and x < b:
                        e.append(f"secret {v!r} overlaps lookalike {w!r}")
    return e


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v76.py heldout_v76.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError) as ex:
        print("PARSE ERROR:", ex, file=sys.stderr)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [int(i.split("-")[1]) for i in ids if re.match(PREFIX + r"-\d{3}-", i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids not numbered 001..N in order")
    for c in cases:
        problems += [f"{c['id']}: {x}" for x in check_case(c)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"FAILED: {len(problems)} problem(s)", file=sys.stderr)
        return 1

    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = defaultdict(Counter)
    for c in cases:
        b = by[c["lang"]]
        b["cases"] += 1
        b["positive" if c["secrets"] else "negative"] += 1
        b["secrets"] += len(c["secrets"])
        b["lookalikes"] += len(c["lookalikes"])
        b["multi"] += SEP in c["text"]
    print(f"file: {sys.argv[1]}")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(cases) - len(pos)}  ({100 * (len(cases) - len(pos)) / len(cases):.1f}%)")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(by)}")
    print(f"multi-message:  {len(multi)}")
    print(f"english share:  {100 * by['en']['cases'] / len(cases):.1f}%")
    print()
    print(f"{'lang':<6}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>9}{'lookalikes':>12}{'multi':>7}")
    for lang in sorted(by, key=lambda k: (-by[k]["cases"], k)):
        b = by[lang]
        print(f"{lang:<6}{b['cases']:>6}{b['positive']:>5}{b['negative']:>5}{b['secrets']:>9}{b['lookalikes']:>12}{b['multi']:>7}")
    tot = Counter()
    for b in by.values():
        tot.update(b)
    print(f"{'total':<6}{tot['cases']:>6}{tot['positive']:>5}{tot['negative']:>5}{tot['secrets']:>9}{tot['lookalikes']:>12}{tot['multi']:>7}")
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
