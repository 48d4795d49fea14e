#!/usr/bin/env python3
"""Standard-library checker for heldout_v92.yaml.

Usage: python3 check_heldout_v92.py heldout_v92.yaml

Re-parses the file (the subset written by make_heldout_v92.py: a top-level
`lookalikes: []`, then `cases:` whose scalars are JSON double-quoted strings
and whose lists are one-line flow sequences of such strings), re-validates
every rule of the brief and prints counts. Exits 1 on any problem.
"""
import collections
import json
import re
import string
import sys

PREFIX = "H92"
SEP = "\n---\n"
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
ASCII_WORD = set(string.ascii_letters + string.digits)
IBAN_CC = {"DE", "ES", "FR", "IT", "NL", "PL", "BE", "FI", "PT", "RO", "HU", "CZ", "GR", "TR", "SA", "AE", "IL",
           "UA", "SE", "DK", "CH", "AT", "IR", "BR", "GB", "NO"}
CARD_RE = re.compile(r"^\d{4}([ -])(\d{4}\1\d{4}\1\d{4}(\1\d{3})?|\d{6}\1\d{5})$")
FA = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


def parse(src):
    if "\t" in src or "\r" in src:
        raise ValueError("tab or carriage return in file")
    lines = src.split("\n")
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("header must be 'lookalikes: []' then 'cases:'")
    if lines[-1] != "":
        raise ValueError("file must end with a newline")
    cases, cur = [], None
    for n, line in enumerate(lines[2:-1], 3):
        m = re.match(r"^  - id: (\".*\")$", line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            continue
        m = re.match(r"^    (lang|text|note): (\".*\")$", line)
        if m and cur is not None:
            if m.group(1) in cur:
                raise ValueError(f"line {n}: duplicate key {m.group(1)}")
            cur[m.group(1)] = json.loads(m.group(2))
            continue
        m = re.match(r"^    (secrets|lookalikes): (\[.*\])$", line)
        if m and cur is not None:
            if m.group(1) in cur:
                raise ValueError(f"line {n}: duplicate key {m.group(1)}")
            cur[m.group(1)] = json.loads(m.group(2))
            continue
        raise ValueError(f"line {n}: not in the expected layout")
    for c in cases:
        if sorted(c) != sorted(KEYS):
            raise ValueError(f"{c.get('id')}: keys are {sorted(c)}")
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str):
                raise ValueError(f"{c['id']}: {k} is not a string")
        for k in ("secrets", "lookalikes"):
            if not isinstance(c[k], list) or not all(isinstance(x, str) for x in c[k]):
                raise ValueError(f"{c['id']}: {k} is not a list of strings")
    return cases


def hostile(ch, allow_newline):
    o = ord(ch)
    if ch == "\n":
        return not allow_newline
    if o < 0x20 or 0x7F <= o <= 0x9F or ch == "\\":
        return True
    if o in (0x2028, 0x2029, 0xFEFF, 0x200E, 0x200F, 0xFFFE, 0xFFFF):
        return True
    if 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069 or 0xD800 <= o <= 0xDFFF or o > 0xFFFF:
        return True
    return False


def wordish(ch):
    return ch in ASCII_WORD or ch.isdigit()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def luhn_ok(s):
    d = [int(x) for x in re.sub(r"\D", "", s)]
    total = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def iban_ok(ib):
    s = ib[4:] + ib[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def validate(c):
    errs = []
    cid = c["id"]
    if not ID_RE.match(cid):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append(f"unknown lang {c['lang']!r}")
    text = c["text"]
    if not text or text != text.strip():
        errs.append("empty or padded text")
    if not c["note"]:
        errs.append("empty note")
    for k in ("id", "lang", "note"):
        if any(hostile(ch, False) for ch in c[k]):
            errs.append(f"YAML-hostile character in {k}")
    if any(hostile(ch, True) for ch in text):
        errs.append("YAML-hostile character in text")
    if any(not m.strip() for m in text.split(SEP)):
        errs.append("empty message")
    secrets, looks = c["secrets"], c["lookalikes"]
    if not secrets and not looks:
        errs.append("nothing listed")
    for lst, name in ((secrets, "secrets"), (looks, "lookalikes")):
        if len(set(lst)) != len(lst):
            errs.append(f"duplicate in {name}")
    if set(secrets) & set(looks):
        errs.append("value listed as both secret and look-alike")
    spans = []
    for v, kind in [(v, "secret") for v in secrets] + [(v, "look-alike") for v in looks]:
        if not v or v != v.strip():
            errs.append(f"empty or padded {kind} {v!r}")
            continue
        if any(hostile(ch, True) for ch in v):
            errs.append(f"YAML-hostile character in {kind} {v!r}")
        occ = occurrences(text, v)
        if not occ:
            errs.append(f"{kind} not an exact substring: {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"short {kind} occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            if wordish(v[0]) and a > 0 and wordish(text[a - 1]):
                errs.append(f"{kind} embedded in a longer token (left): {v!r}")
            if wordish(v[-1]) and b < len(text) and wordish(text[b]):
                errs.append(f"{kind} embedded in a longer token (right): {v!r}")
            spans.append((a, b, kind, v))
    spans.sort()
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if a2 >= b1:
                break
            if v1 != v2:
                errs.append(f"overlap: {k1} {v1!r} / {k2} {v2!r}")
    for v in secrets + looks:
        compact = v.replace(" ", "")
        if (re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_CC
                and not iban_ok(compact)):
            errs.append(f"IBAN check digits fail: {v!r}")
    for v in secrets:
        a = v.translate(FA)
        if CARD_RE.match(a) and not luhn_ok(a):
            errs.append(f"card-shaped secret fails Luhn: {v!r}")
    return [f"{cid}: {e}" for e in errs]


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v92.py heldout_v92.yaml", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    try:
        cases = parse(src)
    except (ValueError, json.JSONDecodeError) as e:
        print("PARSE ERROR:", e)
        sys.exit(1)
    problems = []
    ids = [c["id"] for c in cases]
    dup = [i for i, n in collections.Counter(ids).items() if n > 1]
    if dup:
        problems.append(f"duplicate ids: {dup}")
    nums = [int(i.split("-")[1]) for i in ids if ID_RE.match(i)]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001..N in order")
    for c in cases:
        problems.extend(validate(c))
    if problems:
        for p in problems:
            print("ERROR:", p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)

    def row(cs):
        pos = sum(1 for c in cs if c["secrets"])
        return (len(cs), pos, len(cs) - pos, sum(len(c["secrets"]) for c in cs),
                sum(len(c["lookalikes"]) for c in cs), sum(1 for c in cs if SEP in c["text"]))

    total = row(cases)
    by_lang = collections.defaultdict(list)
    for c in cases:
        by_lang[c["lang"]].append(c)
    print(f"file:           {sys.argv[1]}")
    print(f"cases:          {total[0]}")
    print(f"positive:       {total[1]}")
    print(f"negative:       {total[2]}")
    print(f"secrets:        {total[3]}")
    print(f"look-alikes:    {total[4]}")
    print(f"languages:      {len(by_lang)}")
    print(f"multi-message:  {total[5]}")
    print()
    print(f"{'lang':<6}{'cases':>7}{'pos':>6}{'neg':>6}{'secrets':>9}{'looks':>7}{'multi':>7}")
    for lang in sorted(by_lang, key=lambda k: (-len(by_lang[k]), k)):
        r = row(by_lang[lang])
        print(f"{lang:<6}{r[0]:>7}{r[1]:>6}{r[2]:>6}{r[3]:>9}{r[4]:>7}{r[5]:>7}")
    print(f"{'total':<6}{total[0]:>7}{total[1]:>6}{total[2]:>6}{total[3]:>9}{total[4]:>7}{total[5]:>7}")
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
