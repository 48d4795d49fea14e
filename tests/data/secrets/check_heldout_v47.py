#!/usr/bin/env python3
# check_heldout_v47.py -- standard-library checker for heldout_v47.yaml.
# Re-parses the restricted YAML layout written by make_heldout_v47.py (every scalar a JSON
# double-quoted string), re-validates every rule of the brief and prints counts.
# Usage: python3 check_heldout_v47.py heldout_v47.yaml      (exit 0 = valid, 1 = problems)
import sys, json, re, unicodedata
from collections import Counter, OrderedDict

PREFIX = "H47"
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is
it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
SEPS = " -./"
MSG = "\n---\n"


class ParseError(Exception):
    pass


def scalar(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError(f"{where}: scalar is not double-quoted: {raw[:40]}")
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError(f"{where}: bad double-quoted scalar ({e})")
    if not isinstance(v, str):
        raise ParseError(f"{where}: not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data:
        raise ParseError("CR or TAB in file")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    while i < len(lines) and (lines[i].startswith("#") or not lines[i].strip()):
        i += 1
    if i >= len(lines) or lines[i] != "lookalikes: []":
        raise ParseError("expected top-level 'lookalikes: []'")
    i += 1
    if i >= len(lines) or lines[i] != "cases:":
        raise ParseError("expected 'cases:'")
    i += 1
    cases = []
    while i < len(lines):
        m = re.fullmatch(r"  - id: (.*)", lines[i])
        if not m:
            raise ParseError(f"line {i + 1}: expected '  - id:'")
        c = OrderedDict(id=scalar(m.group(1), f"line {i + 1}"))
        i += 1
        for key in KEYS[1:]:
            if i >= len(lines):
                raise ParseError(f"case {c['id']}: missing {key}")
            if key in ("secrets", "lookalikes"):
                if lines[i] == f"    {key}: []":
                    c[key] = []
                    i += 1
                    continue
                if lines[i] != f"    {key}:":
                    raise ParseError(f"line {i + 1}: expected '{key}:'")
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i][8:], f"line {i + 1}"))
                    i += 1
                if not vals:
                    raise ParseError(f"case {c['id']}: empty block list for {key}")
                c[key] = vals
            else:
                m = re.fullmatch(r"    " + key + r": (.*)", lines[i])
                if not m:
                    raise ParseError(f"line {i + 1}: expected '{key}:'")
                c[key] = scalar(m.group(1), f"line {i + 1}")
                i += 1
        cases.append(c)
    return cases


def hostile(s):
    bad = []
    for ch in s:
        if ch == "\n":
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and ch != " ") or ch in "\ufeff\x85\ufffd":
            bad.append(f"U+{ord(ch):04X}")
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    errs = []
    text, secrets, looks = c["text"], c["secrets"], c["lookalikes"]
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", c["id"]):
        errs.append("bad id format")
    if c["lang"] not in ISO639_1:
        errs.append(f"lang {c['lang']!r} is not ISO 639-1")
    for k in ("text", "note"):
        if not c[k].strip():
            errs.append(f"empty {k}")
        if hostile(c[k]):
            errs.append(f"hostile characters in {k}: {hostile(c[k])}")
    if len(set(secrets)) != len(secrets) or len(set(looks)) != len(looks):
        errs.append("duplicate value in a list")
    if set(secrets) & set(looks):
        errs.append("a value is both secret and look-alike")
    for v in secrets + looks:
        if not v or v != v.strip():
            errs.append(f"empty value or outer whitespace: {v!r}")
            continue
        if hostile(v):
            errs.append(f"hostile characters in value {v!r}")
        occ = occurrences(text, v)
        if not occ:
            errs.append(f"not an exact substring of text: {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"short value occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            if v[0].isdigit() and a > 0 and (text[a - 1].isdigit()
                                             or (a > 1 and text[a - 1] in SEPS and text[a - 2].isdigit())):
                errs.append(f"number embedded in a longer number (left): {v!r}")
            if v[-1].isdigit() and b < len(text) and (text[b].isdigit()
                                                      or (b + 1 < len(text) and text[b] in SEPS and text[b + 1].isdigit())):
                errs.append(f"number embedded in a longer number (right): {v!r}")
    sec_iv = [iv for v in secrets for iv in occurrences(text, v)]
    for v in looks:
        for a, b in occurrences(text, v):
            if any(a < d and c0 < b for c0, d in sec_iv):
                errs.append(f"look-alike overlaps a secret occurrence: {v!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v47.py heldout_v47.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        return 1
    problems = []
    ids = Counter(c["id"] for c in cases)
    problems += [f"duplicate id {k}" for k, n in ids.items() if n > 1]
    nums = [int(c["id"].split("-")[1]) for c in cases if re.match(PREFIX + r"-\d{3}-", c["id"])]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..N in order")
    for c in cases:
        problems += [f"{c['id']}: {e}" for e in check_case(c)]

    n = len(cases)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if MSG in c["text"]]
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    langs = Counter(c["lang"] for c in cases)

    print(f"file:            {sys.argv[1]}")
    print(f"cases:           {n}")
    print(f"positive:        {len(pos)}")
    print(f"negative:        {len(neg)} ({100.0 * len(neg) / max(n, 1):.1f}%)")
    print(f"secrets:         {n_sec}")
    print(f"look-alikes:     {n_look}")
    print(f"languages:       {len(langs)}")
    print(f"multi-message:   {len(multi)}")
    print(f"english share:   {100.0 * langs.get('en', 0) / max(n, 1):.1f}%")
    print()
    print(f"{'lang':<6}{'cases':>7}{'pos':>6}{'neg':>6}{'secrets':>9}{'look-alikes':>13}{'multi':>7}")
    for lang, _ in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        cs = [c for c in cases if c["lang"] == lang]
        print(f"{lang:<6}{len(cs):>7}{sum(1 for c in cs if c['secrets']):>6}"
              f"{sum(1 for c in cs if not c['secrets']):>6}{sum(len(c['secrets']) for c in cs):>9}"
              f"{sum(len(c['lookalikes']) for c in cs):>13}{sum(1 for c in cs if MSG in c['text']):>7}")
    print(f"{'total':<6}{n:>7}{len(pos):>6}{len(neg):>6}{n_sec:>9}{n_look:>13}{len(multi):>7}")
    print()
    if problems:
        print(f"INVALID: {len(problems)} problem(s)")
        for p in problems:
            print("  " + p)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
