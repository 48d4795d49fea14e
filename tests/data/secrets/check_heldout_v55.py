#!/usr/bin/env python3
"""Standalone checker for heldout_v55.yaml (standard library only).

Usage: python3 check_heldout_v55.py heldout_v55.yaml

Re-parses the file (the strict layout written by make_heldout_v55.py: every
scalar a JSON double-quoted string), re-validates every case and prints counts
and a table by language. Exits 1 on any problem.
"""
import json
import sys
import unicodedata

PREFIX = "H55"
SEP = "\n---\n"
LANGS = {"en", "de", "fr", "es", "pt", "it", "nl", "pl", "cs", "ru", "uk", "sv", "da", "no", "fi", "hu",
         "ro", "el", "tr", "zh", "ja", "ko", "ar", "fa", "he", "hi", "vi", "th", "id", "tl", "sw"}
JOINERS = "\u200c\u200d"
IBAN_COUNTRIES = {"DE", "FR", "ES", "PT", "IT", "NL", "PL", "UA", "FI", "RO", "TR", "SA", "IR", "GB", "RF"}
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def parse(src):
    lines = src.split("\n")
    if lines[-1] != "":
        raise ValueError("file must end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    for no, line in enumerate(lines[2:], start=3):
        if line.startswith("  - id: "):
            cur = {"id": _scalar(line[8:], no)}
            cases.append(cur)
            listkey = None
        elif line.startswith("      - ") and listkey:
            cur[listkey].append(_scalar(line[8:], no))
        elif cur is not None and line.startswith("    ") and not line.startswith("     ") and ":" in line:
            key, _, val = line[4:].partition(":")
            val = val.strip()
            if key not in KEYS[1:] or key in cur:
                raise ValueError("line %d: unexpected or repeated key %r" % (no, key))
            if key in ("secrets", "lookalikes"):
                if val == "[]":
                    cur[key], listkey = [], None
                elif val == "":
                    cur[key], listkey = [], key
                else:
                    raise ValueError("line %d: list must be [] or a block list" % no)
            else:
                cur[key] = _scalar(val, no)
                listkey = None
        else:
            raise ValueError("line %d: cannot parse %r" % (no, line[:60]))
    for c in cases:
        if list(c) != KEYS:
            raise ValueError("case %s: keys %r, expected %r" % (c.get("id"), list(c), KEYS))
    return cases


def _scalar(val, no):
    if not (len(val) >= 2 and val.startswith('"') and val.endswith('"')):
        raise ValueError("line %d: scalar is not a double-quoted string" % no)
    x = json.loads(val)
    if not isinstance(x, str):
        raise ValueError("line %d: scalar is not a string" % no)
    return x


def bad_char(x, joiners=False):
    for ch in x:
        if ch == "\n" or (joiners and ch in JOINERS):
            continue
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\u2028\u2029\ufeff\u0085":
            return ch
    return None


def occurrences(text, v):
    out = []
    i = text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def _an(ch):
    return ch.isascii() and ch.isalnum()


def iban_like_ok(v):
    x = v.replace(" ", "")
    if not (15 <= len(x) <= 34 and x[:2] in IBAN_COUNTRIES and x[2:4].isdigit() and x.isascii() and x.isalnum()):
        return None
    num = "".join(str(int(ch, 36)) for ch in x[4:] + x[:4])
    return int(num) % 97 == 1


def validate_case(c):
    p = []
    text = c["text"]
    parts = c["id"].split("-", 2)
    if len(parts) != 3 or parts[0] != PREFIX or len(parts[1]) != 3 or not parts[1].isdigit() or not parts[2] \
            or not all(ch.isascii() and (ch.islower() or ch.isdigit() or ch == "-") for ch in parts[2]):
        p.append("bad id")
    if c["lang"] not in LANGS:
        p.append("unknown lang %r" % c["lang"])
    if not text.strip() or text != text.strip():
        p.append("empty text or leading/trailing whitespace")
    if bad_char(text, joiners=True):
        p.append("hostile char %r in text" % bad_char(text, joiners=True))
    if any(not m.strip() for m in text.split(SEP)):
        p.append("empty message")
    if not c["note"].strip() or bad_char(c["note"]):
        p.append("bad note")
    sec, la = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(la)) != len(la):
        p.append("duplicate value in a list")
    if set(sec) & set(la):
        p.append("value in both lists")
    if not sec and not la:
        p.append("negative case without look-alikes")
    spans = []
    for kind, v in [("secret", v) for v in sec] + [("lookalike", v) for v in la]:
        if not v or v != v.strip() or bad_char(v):
            p.append("bad %s value %r" % (kind, v))
            continue
        occ = occurrences(text, v)
        if not occ:
            p.append("%s not an exact substring: %r" % (kind, v))
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short %s %r occurs %d times" % (kind, v, len(occ)))
        if iban_like_ok(v) is False:
            p.append("%s %r looks like an IBAN but fails mod-97" % (kind, v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and (before.isdigit() or (before in ".," and a > 1 and text[a - 2].isdigit())):
                p.append("%s %r embedded in a longer number" % (kind, v))
            if v[-1].isdigit() and (after.isdigit() or (after in ".," and b + 1 < len(text) and text[b + 1].isdigit())):
                p.append("%s %r embedded in a longer number" % (kind, v))
            if (_an(v[0]) and before and _an(before)) or (_an(v[-1]) and after and _an(after)):
                p.append("%s %r glued to a neighbouring letter or digit" % (kind, v))
            spans.append((a, b, kind, v))
    spans.sort()
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            if spans[j][0] >= spans[i][1]:
                break
            if spans[j][3] != spans[i][3]:
                p.append("overlap: %s %r / %s %r" % (spans[i][2], spans[i][3], spans[j][2], spans[j][3]))
    return p


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v55.py heldout_v55.yaml", file=sys.stderr)
        return 1
    with open(argv[1], encoding="utf-8") as f:
        src = f.read()
    try:
        cases = parse(src)
    except ValueError as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    for i, c in enumerate(cases, start=1):
        if not c["id"].startswith("%s-%03d-" % (PREFIX, i)):
            problems.append("%s: ids not numbered in order" % c["id"])
        for pr in validate_case(c):
            problems.append("%s: %s" % (c["id"], pr))
    for pr in problems:
        print("PROBLEM:", pr, file=sys.stderr)

    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if SEP in c["text"])
    langs = sorted({c["lang"] for c in cases}, key=lambda l: (-sum(1 for c in cases if c["lang"] == l), l))
    print("file:            %s" % argv[1])
    print("cases:           %d" % n)
    print("positive:        %d" % (n - neg))
    print("negative:        %d (%.1f%%)" % (neg, 100.0 * neg / n if n else 0))
    print("secrets:         %d" % ns)
    print("look-alikes:     %d" % nl)
    print("languages:       %d (%d besides English)" % (len(langs), len([l for l in langs if l != "en"])))
    print("multi-message:   %d" % multi)
    print()
    print("%-4s %5s %5s %5s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for l in langs:
        cl = [c for c in cases if c["lang"] == l]
        print("%-4s %5d %5d %5d %8d %11d %6d" % (
            l, len(cl), sum(1 for c in cl if c["secrets"]), sum(1 for c in cl if not c["secrets"]),
            sum(len(c["secrets"]) for c in cl), sum(len(c["lookalikes"]) for c in cl),
            sum(1 for c in cl if SEP in c["text"])))
    print("%-4s %5d %5d %5d %8d %11d %6d" % ("all", n, n - neg, neg, ns, nl, multi))
    print()
    print("result:          %s" % ("OK" if not problems else "%d PROBLEM(S)" % len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
