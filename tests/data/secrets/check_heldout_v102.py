#!/usr/bin/env python3
"""Standard-library checker for heldout_v102.yaml.

Usage: python3 check_heldout_v102.py heldout_v102.yaml

Re-parses the file (a fixed YAML subset in which every scalar is a JSON double-quoted string),
re-validates every case and prints counts. Exit status 1 on any problem.
"""
import sys, json, re, unicodedata
from collections import defaultdict

PREFIX = "H102"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)


def scalar(raw, n):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ValueError(f"line {n}: scalar is not a double-quoted string")
    v = json.loads(raw)
    if not isinstance(v, str):
        raise ValueError(f"line {n}: not a string")
    return v


def parse(src):
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, lst = [], None, None
    order = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": scalar(line[8:], n), "_keys": ["id"]}
            cases.append(cur)
            lst = None
        elif line.startswith("      - "):
            if lst is None:
                raise ValueError(f"line {n}: list item outside a list")
            cur[lst].append(scalar(line[8:], n))
        elif line.startswith("    ") and not line.startswith("     "):
            key, colon, val = line[4:].partition(":")
            if not colon or cur is None:
                raise ValueError(f"line {n}: malformed")
            val = val.strip()
            cur["_keys"].append(key)
            if key in ("secrets", "lookalikes"):
                cur[key] = []
                lst = None if val == "[]" else key
                if val not in ("", "[]"):
                    raise ValueError(f"line {n}: lists must be block lists or []")
            elif key in ("lang", "text", "note"):
                cur[key] = scalar(val, n)
                lst = None
            else:
                raise ValueError(f"line {n}: unknown key {key!r}")
        else:
            raise ValueError(f"line {n}: unexpected line {line[:50]!r}")
    for cs in cases:
        if cs.pop("_keys") != order:
            raise ValueError(f"{cs.get('id')}: keys missing or out of order")
    return cases


def hostile(ch):
    if ch in "\n\u200c":
        return False
    if ch in "\t\r\ufeff\u2028\u2029\u0085":
        return True
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded(text, v, pos):
    end = pos + len(v)
    grouped = any(v[i].isdigit() and v[i + 1] == " " and v[i + 2].isdigit() for i in range(len(v) - 2))
    if v[0].isdigit() and pos > 0:
        p = text[pos - 1]
        if p.isdigit():
            return True
        if pos > 1 and text[pos - 2].isdigit() and (p in "-./" or (grouped and p == " ")):
            return True
    if v[-1].isdigit() and end < len(text):
        nx = text[end]
        if nx.isdigit():
            return True
        if end + 1 < len(text) and text[end + 1].isdigit() and (nx in "-./" or (grouped and nx == " ")):
            return True
    return False


def problems(cs):
    p = []
    text = cs["text"]
    if not ID_RE.match(cs["id"]):
        p.append("bad id format")
    if cs["lang"] not in LANGS:
        p.append("unknown lang")
    if not text or not cs["note"]:
        p.append("empty text or note")
    for v in [cs["id"], cs["lang"], text, cs["note"]] + cs["secrets"] + cs["lookalikes"]:
        if any(hostile(ch) for ch in v):
            p.append(f"hostile character in {v[:30]!r}")
    for kind in ("secrets", "lookalikes"):
        if len(set(cs[kind])) != len(cs[kind]):
            p.append(f"duplicate {kind}")
        for v in cs[kind]:
            if not v or v != v.strip():
                p.append(f"empty or padded {kind} value")
            elif v not in text:
                p.append(f"{kind} value not a substring of text: {v[:30]!r}")
    if set(cs["secrets"]) & set(cs["lookalikes"]):
        p.append("value listed as both secret and look-alike")
    if not cs["secrets"] and not cs["lookalikes"]:
        p.append("nothing listed")
    ss = [(i, i + len(v)) for v in cs["secrets"] for i in occurrences(text, v)]
    ls = [(i, i + len(v)) for v in cs["lookalikes"] for i in occurrences(text, v)]
    if any(a < y and x < b for a, b in ss for x, y in ls):
        p.append("a secret occurrence overlaps a look-alike occurrence")
    for v in cs["secrets"] + cs["lookalikes"]:
        occ = occurrences(text, v)
        if len(v) <= 6 and len(occ) > 1:
            p.append(f"short value {v!r} occurs {len(occ)} times")
        if any(embedded(text, v, pos) for pos in occ):
            p.append(f"value {v!r} is embedded in a longer number")
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v102.py heldout_v102.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            cases = parse(f.read())
    except (ValueError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e)
        sys.exit(1)
    errors = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for i, cs in enumerate(cases, 1):
        if not cs["id"].startswith(f"{PREFIX}-{i:03d}-"):
            errors.append(f"{cs['id']}: not numbered in sequence")
        for prob in problems(cs):
            errors.append(f"{cs['id']}: {prob}")
    if errors:
        print("\n".join(errors))
        print(f"FAILED: {len(errors)} problem(s)")
        sys.exit(1)

    by = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for cs in cases:
        row = by[cs["lang"]]
        row[0] += 1
        row[1 if cs["secrets"] else 2] += 1
        row[3] += len(cs["secrets"])
        row[4] += len(cs["lookalikes"])
        row[5] += SEP in cs["text"]
    tot = [sum(r[k] for r in by.values()) for k in range(6)]
    print(f"file: {sys.argv[1]}")
    print(f"cases:          {tot[0]}")
    print(f"positive:       {tot[1]}")
    print(f"negative:       {tot[2]}")
    print(f"secrets:        {tot[3]}")
    print(f"look-alikes:    {tot[4]}")
    print(f"languages:      {len(by)} ({len(by) - ('en' in by)} besides English)")
    print(f"multi-message:  {tot[5]}")
    print(f"English share:  {by['en'][0]}/{tot[0]} cases")
    print()
    print(f"{'lang':<5}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>9}{'lookalikes':>12}{'multi':>7}")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        r = by[lang]
        print(f"{lang:<5}{r[0]:>6}{r[1]:>5}{r[2]:>5}{r[3]:>9}{r[4]:>12}{r[5]:>7}")
    print(f"{'all':<5}{tot[0]:>6}{tot[1]:>5}{tot[2]:>5}{tot[3]:>9}{tot[4]:>12}{tot[5]:>7}")
    print("OK")


if __name__ == "__main__":
    main()
