#!/usr/bin/env python3
"""Standard-library checker for heldout_v85.yaml.

Usage: python3 check_heldout_v85.py heldout_v85.yaml
Re-parses the YAML subset written by make_heldout_v85.py (every scalar a JSON double-quoted string),
re-validates every case and prints counts. Exits 1 on any problem.
"""
import json
import re
import string
import sys
import unicodedata
from collections import Counter, defaultdict

PREFIX = "H85"
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
BAD_CHARS = {"\t", "\r", "\\", "\ufeff", "\u00a0", "\u0085", "\u2028", "\u2029"}
FIELDS = ("id", "lang", "text", "secrets", "lookalikes", "note")


class ParseError(Exception):
    pass


def scalar(raw, lineno):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError(f"line {lineno}: scalar is not a double-quoted string: {raw[:40]!r}")
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError(f"line {lineno}: bad JSON string: {e}")
    if not isinstance(v, str):
        raise ParseError(f"line {lineno}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ParseError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": scalar(line[len("  - id: "):], n)}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError(f"line {n}: content before first case")
        if line.startswith("      - "):
            if listkey is None:
                raise ParseError(f"line {n}: list item outside a list")
            cur[listkey].append(scalar(line[8:], n))
            continue
        m = re.match(r"^    ([a-z]+):(.*)$", line)
        if not m:
            raise ParseError(f"line {n}: unexpected line {line[:50]!r}")
        key, rest = m.group(1), m.group(2)
        if key not in FIELDS or key == "id":
            raise ParseError(f"line {n}: unexpected key {key}")
        if key in cur:
            raise ParseError(f"line {n}: repeated key {key}")
        if key in ("secrets", "lookalikes"):
            if rest.strip() == "[]":
                cur[key] = []
                listkey = None
            elif rest.strip() == "":
                cur[key] = []
                listkey = key
            else:
                raise ParseError(f"line {n}: list must be [] or a block list")
        else:
            cur[key] = scalar(rest, n)
            listkey = None
    for c in cases:
        missing = [k for k in FIELDS if k not in c]
        if missing:
            raise ParseError(f"{c.get('id')}: missing {missing}")
    return cases


def hostile(s, allow_newline):
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch in BAD_CHARS or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return repr(ch)
    return None


def occurrences(text, value):
    out, start = [], 0
    while True:
        i = text.find(value, start)
        if i < 0:
            return out
        out.append((i, i + len(value)))
        start = i + 1


def check_case(c):
    errs = []
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append(f"unknown lang {c['lang']}")
    text = c["text"]
    if not text.strip() or any(not m.strip() for m in text.split(SEP)):
        errs.append("empty text or message")
    if not c["note"].strip():
        errs.append("empty note")
    for k in ("id", "lang", "note"):
        if hostile(c[k], False):
            errs.append(f"hostile char in {k}")
    if hostile(text, True):
        errs.append("hostile char in text")
    sec, lk = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate value in a list")
    if set(sec) & set(lk):
        errs.append("value in both lists")
    spans = {"s": [], "l": []}
    for kind, vals in (("s", sec), ("l", lk)):
        for v in vals:
            if not v or v != v.strip() or hostile(v, True):
                errs.append(f"bad value {v!r}")
                continue
            occ = occurrences(text, v)
            if not occ:
                errs.append(f"not a substring: {v!r}")
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append(f"short value occurs {len(occ)} times: {v!r}")
            for a, b in occ:
                before = text[a - 1] if a else ""
                after = text[b] if b < len(text) else ""
                if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                    errs.append(f"number embedded in a longer number: {v!r}")
                if (before and v[0] in string.ascii_letters and before in string.ascii_letters) or \
                        (after and v[-1] in string.ascii_letters and after in string.ascii_letters):
                    errs.append(f"word embedded in a longer word: {v!r}")
            spans[kind].extend(occ)
    for a, b in spans["s"]:
        for x, y in spans["l"]:
            if a < y and x < b:
                errs.append(f"secret overlaps look-alike: {text[a:b]!r} / {text[x:y]!r}")
    return list(dict.fromkeys(errs))


def main(argv):
    if len(argv) != 2:
        print(f"usage: python3 {argv[0]} heldout_v85.yaml", file=sys.stderr)
        return 2
    try:
        cases = parse(argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        return 1
    errs = []
    ids = Counter(c["id"] for c in cases)
    errs += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    nums = Counter(c["id"].split("-")[1] for c in cases)
    errs += [f"duplicate number {i}" for i, n in nums.items() if n > 1]
    for c in cases:
        errs += [f"{c['id']}: {e}" for e in check_case(c)]
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        return 1

    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = defaultdict(lambda: Counter())
    for c in cases:
        t = by[c["lang"]]
        t["cases"] += 1
        t["positive" if c["secrets"] else "negative"] += 1
        t["secrets"] += len(c["secrets"])
        t["lookalikes"] += len(c["lookalikes"])
        t["multi"] += SEP in c["text"]
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(neg)}")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(by)}")
    print(f"multi-message:  {len(multi)}")
    print()
    print(f"{'lang':<6}{'cases':>7}{'pos':>6}{'neg':>6}{'secrets':>9}{'lookalikes':>12}{'multi':>7}")
    order = sorted(by, key=lambda k: (-by[k]["cases"], k))
    for k in order:
        t = by[k]
        print(f"{k:<6}{t['cases']:>7}{t['positive']:>6}{t['negative']:>6}{t['secrets']:>9}{t['lookalikes']:>12}{t['multi']:>7}")
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
