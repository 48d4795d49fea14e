#!/usr/bin/env python3
"""Standalone checker for heldout_v62.yaml (standard library only).

Usage: python3 check_heldout_v62.py heldout_v62.yaml
Re-parses the file (a strict YAML subset: every scalar a JSON double-quoted string),
re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json, re
from collections import Counter, defaultdict

PREFIX = "H62"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(rf"^{PREFIX}-\d{{3}}-[a-z0-9]+(?:-[a-z0-9]+)*$")


def jstr(s, where):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"{where}: scalar is not a double-quoted string")
    v = json.loads(s)
    if not isinstance(v, str):
        raise ValueError(f"{where}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\t" in raw or "\r" in raw:
        raise ValueError("tab or CR in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header (expected 'lookalikes: []' and 'cases:')")
    cases, cur, lst = [], None, None
    for no, line in enumerate(lines[2:], 3):
        w = f"line {no}"
        if line.startswith("  - id: "):
            cur = {"id": jstr(line[8:], w)}
            cases.append(cur)
            lst = None
        elif cur is None:
            raise ValueError(f"{w}: content before first case")
        elif line.startswith("      - "):
            if lst is None:
                raise ValueError(f"{w}: list item outside a list")
            cur[lst].append(jstr(line[8:], w))
        elif line.startswith("    ") and not line.startswith("     "):
            key, sep, rest = line[4:].partition(":")
            if not sep or key not in ("lang", "text", "secrets", "lookalikes", "note"):
                raise ValueError(f"{w}: unexpected key {key!r}")
            if key in cur:
                raise ValueError(f"{w}: duplicate key {key}")
            rest = rest.strip()
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key] = []
                    lst = None
                elif rest == "":
                    cur[key] = []
                    lst = key
                else:
                    raise ValueError(f"{w}: list must be block style or []")
            else:
                cur[key] = jstr(rest, w)
                lst = None
        else:
            raise ValueError(f"{w}: unexpected line")
    for c in cases:
        missing = {"id", "lang", "text", "secrets", "lookalikes", "note"} - set(c)
        if missing:
            raise ValueError(f"{c.get('id')}: missing keys {sorted(missing)}")
    return cases


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or ch in "\\\u2028\u2029\ufeff" or 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF):
            return repr(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def wordish(c):
    return (c.isascii() and c.isalnum()) or c.isdigit()


def check_case(c):
    p = []
    t = c["text"]
    if not ID_RE.match(c["id"]):
        p.append("bad id format")
    if c["lang"] not in LANGS:
        p.append(f"unknown lang {c['lang']}")
    for k in ("text", "note"):
        if not c[k].strip():
            p.append(f"empty {k}")
    sec, lk = c["secrets"], c["lookalikes"]
    if not sec and not lk:
        p.append("negative case without look-alikes")
    for name, lst in (("secret", sec), ("lookalike", lk)):
        if len(set(lst)) != len(lst):
            p.append(f"duplicate {name}")
        for v in lst:
            if not v.strip() or v != v.strip():
                p.append(f"bad {name} value {v!r}")
                continue
            occ = occurrences(t, v)
            if not occ:
                p.append(f"{name} not in text: {v!r}")
                continue
            if len(v) <= 6 and len(occ) != 1:
                p.append(f"short {name} {v!r} occurs {len(occ)} times")
            for a, b in occ:
                if wordish(v[0]) and a > 0 and wordish(t[a - 1]):
                    p.append(f"{name} {v!r} embedded in a longer token (left)")
                if wordish(v[-1]) and b < len(t) and wordish(t[b]):
                    p.append(f"{name} {v!r} embedded in a longer token (right)")
            h = hostile(v)
            if h:
                p.append(f"hostile character {h} in {name}")
    if set(sec) & set(lk):
        p.append("value listed as both secret and look-alike")
    s_iv = [iv for v in sec for iv in occurrences(t, v)]
    l_iv = [iv for v in lk for iv in occurrences(t, v)]
    for a, b in s_iv:
        for x, y in l_iv:
            if a < y and x < b:
                p.append(f"secret/look-alike overlap at {a}-{b} / {x}-{y}")
    for k in ("id", "lang", "text", "note"):
        h = hostile(c[k])
        if h:
            p.append(f"hostile character {h} in {k}")
    if SEP in t and any(not part.strip() for part in t.split(SEP)):
        p.append("empty message in multi-message text")
    ls = t.split("\n")
    if ls[0] == "---" or ls[-1] == "---":
        p.append("stray separator")
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v62.py heldout_v62.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ValueError, json.JSONDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    for i, n in Counter(ids).items():
        if n > 1:
            problems.append(f"duplicate id {i}")
    for k, c in enumerate(cases, 1):
        if not c["id"].startswith(f"{PREFIX}-{k:03d}-"):
            problems.append(f"{c['id']}: not numbered in sequence")
        problems += [f"{c['id']}: {x}" for x in check_case(c)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"FAILED: {len(problems)} problem(s)", file=sys.stderr)
        return 1

    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print(f"file: {sys.argv[1]}")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(neg)} ({100 * len(neg) / len(cases):.1f}%)")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(langs)}")
    print(f"multi-message:  {len(multi)} ({sum(1 for c in multi if c['secrets'])} positive, {sum(1 for c in multi if not c['secrets'])} negative)")
    print(f"english share:  {100 * langs.get('en', 0) / len(cases):.1f}%")
    print()
    tab = defaultdict(lambda: [0, 0, 0, 0, 0])
    for c in cases:
        r = tab[c["lang"]]
        r[0] += 1
        r[1] += bool(c["secrets"])
        r[2] += not c["secrets"]
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
    print(f"{'lang':<6}{'cases':>6}{'pos':>6}{'neg':>6}{'secr':>6}{'look':>6}")
    for lang in sorted(tab, key=lambda x: (-tab[x][0], x)):
        r = tab[lang]
        print(f"{lang:<6}{r[0]:>6}{r[1]:>6}{r[2]:>6}{r[3]:>6}{r[4]:>6}")
    tot = [sum(r[i] for r in tab.values()) for i in range(5)]
    print(f"{'total':<6}{tot[0]:>6}{tot[1]:>6}{tot[2]:>6}{tot[3]:>6}{tot[4]:>6}")
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
