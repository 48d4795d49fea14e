#!/usr/bin/env python3
# Checker for the blind evaluation set heldout_v57 (standard library only).
# Usage: python3 check_heldout_v57.py heldout_v57.yaml
# Re-parses the YAML (the restricted layout the generator writes: every scalar a JSON double-quoted
# string), re-validates every rule and prints counts. Exits 1 on any problem.

import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict

PREFIX = "H57"
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
HOSTILE = set("\t\r\u0085\u2028\u2029\ufeff")


class Bad(Exception):
    pass


def parse(src):
    lines = src.split("\n")
    if not src.endswith("\n"):
        raise Bad("file does not end with a newline")
    lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise Bad("header must be 'lookalikes: []' then 'cases:'")
    i, cases = 2, []

    def scalar(n, prefix):
        line = lines[n] if n < len(lines) else ""
        if not line.startswith(prefix):
            raise Bad("line %d: expected %r" % (n + 1, prefix))
        raw = line[len(prefix):]
        if not (raw.startswith('"') and raw.endswith('"')):
            raise Bad("line %d: scalar is not double-quoted" % (n + 1))
        v = json.loads(raw)
        if not isinstance(v, str):
            raise Bad("line %d: scalar is not a string" % (n + 1))
        return v

    while i < len(lines):
        c = {"id": scalar(i, "  - id: "), "lang": scalar(i + 1, "    lang: "), "text": scalar(i + 2, "    text: ")}
        i += 3
        for k in ("secrets", "lookalikes"):
            if i < len(lines) and lines[i] == "    %s: []" % k:
                c[k] = []
                i += 1
            elif i < len(lines) and lines[i] == "    %s:" % k:
                i += 1
                c[k] = []
                while i < len(lines) and lines[i].startswith("      - "):
                    c[k].append(scalar(i, "      - "))
                    i += 1
                if not c[k]:
                    raise Bad("%s: empty block list %s" % (c["id"], k))
            else:
                raise Bad("line %d: expected %s" % (i + 1, k))
        c["note"] = scalar(i, "    note: ")
        i += 1
        cases.append(c)
    return cases


def bad_char(s, allow_newline):
    for ch in s:
        if ch == "\n":
            if allow_newline:
                continue
            return "newline"
        if ch in HOSTILE or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return "U+%04X" % ord(ch)
    return None


def occ(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def problems(c):
    p = []
    t, S, L = c["text"], c["secrets"], c["lookalikes"]
    if not ID_RE.match(c["id"]):
        p.append("bad id")
    if c["lang"] not in LANGS:
        p.append("unknown lang %r" % c["lang"])
    if not t.strip() or not c["note"].strip():
        p.append("empty text or note")
    if any(not m.strip() for m in t.split(SEP)):
        p.append("empty message")
    for k in ("id", "lang", "note"):
        if bad_char(c[k], False):
            p.append("hostile character in " + k)
    if bad_char(t, True):
        p.append("hostile character in text: " + bad_char(t, True))
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        p.append("duplicate listed value")
    if set(S) & set(L):
        p.append("value listed as secret and look-alike")
    spans = {}
    for kind, vals in (("S", S), ("L", L)):
        for v in vals:
            if not v or v != v.strip():
                p.append("empty or padded value %r" % v)
                continue
            b = bad_char(v, kind == "S" and v.startswith("-----BEGIN"))
            if b:
                p.append("hostile character %s in %r" % (b, v))
            o = occ(t, v)
            if not o:
                p.append("not a substring of the text: %r" % v)
            if len(v) <= 6 and len(o) > 1:
                p.append("short value occurs %d times: %r" % (len(o), v))
            for a, e in o:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    p.append("number embedded in a longer number: %r" % v)
                if v[-1].isdigit() and e < len(t) and t[e].isdigit():
                    p.append("number embedded in a longer number: %r" % v)
            spans[(kind, v)] = o
    for s in S:
        for l in L:
            for a1, e1 in spans.get(("S", s), []):
                for a2, e2 in spans.get(("L", l), []):
                    if a1 < e2 and a2 < e1:
                        p.append("secret %r overlaps look-alike %r" % (s, l))
    return p


IBAN_LEN = {"DE": 22, "AT": 20, "CH": 21, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "PL": 28, "CZ": 24,
            "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "PT": 25, "GB": 22,
            "IE": 22, "SA": 24, "AE": 23, "IL": 23, "IR": 26, "UA": 29, "EG": 29}


def iban_shaped(v):
    c = v.replace(" ", "")
    return (re.match(r"^[A-Z]{2}\d{2}[A-Z0-9]+$", c) is not None and IBAN_LEN.get(c[:2]) == len(c)
            and re.match(r"^[A-Z]{2}\d{2}( [A-Z0-9]{1,4})+$|^[A-Z]{2}\d{2}[A-Z0-9]+$", v) is not None)


def iban_ok(s):
    s = s.replace(" ", "")
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v57.py heldout_v57.yaml", file=sys.stderr)
        return 1
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            cases = parse(f.read())
    except (Bad, ValueError, OSError) as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        return 1
    errors = []
    ids = Counter(c["id"] for c in cases)
    errors += ["duplicate id %s" % i for i, n in ids.items() if n > 1]
    nums = [int(c["id"].split("-")[1]) for c in cases if ID_RE.match(c["id"])]
    if sorted(nums) != list(range(1, len(cases) + 1)):
        errors.append("case numbers are not 1..N")
    for c in cases:
        errors += ["%s: %s" % (c["id"], p) for p in problems(c)]
    if errors:
        for e in errors:
            print("ERROR", e)
        return 1

    by = defaultdict(lambda: Counter())
    for c in cases:
        b = by[c["lang"]]
        b["cases"] += 1
        b["positive" if c["secrets"] else "negative"] += 1
        b["secrets"] += len(c["secrets"])
        b["lookalikes"] += len(c["lookalikes"])
        b["multi"] += SEP in c["text"]
    tot = Counter()
    for b in by.values():
        tot.update(b)
    print("cases          %d" % tot["cases"])
    print("positive       %d" % tot["positive"])
    print("negative       %d" % tot["negative"])
    print("secrets        %d" % tot["secrets"])
    print("look-alikes    %d" % tot["lookalikes"])
    print("languages      %d (English %d cases, other %d)" % (len(by), by["en"]["cases"], tot["cases"] - by["en"]["cases"]))
    print("multi-message  %d" % tot["multi"])
    ib = [v for c in cases for v in c["secrets"] + c["lookalikes"] if iban_shaped(v)]
    bad_ib = [v for v in ib if not iban_ok(v)]
    print("IBAN-shaped values %d, failing mod 97: %d%s" % (len(ib), len(bad_ib),
          " (%s)" % ", ".join(bad_ib) if bad_ib else ""))
    print()
    print("%-5s %6s %9s %9s %8s %12s %6s" % ("lang", "cases", "positive", "negative", "secrets", "look-alikes", "multi"))
    for lang in sorted(by, key=lambda k: (-by[k]["cases"], k)):
        b = by[lang]
        print("%-5s %6d %9d %9d %8d %12d %6d" % (lang, b["cases"], b["positive"], b["negative"], b["secrets"],
                                                 b["lookalikes"], b["multi"]))
    print("%-5s %6d %9d %9d %8d %12d %6d" % ("all", tot["cases"], tot["positive"], tot["negative"], tot["secrets"],
                                             tot["lookalikes"], tot["multi"]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
