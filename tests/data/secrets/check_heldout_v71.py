#!/usr/bin/env python3
"""Standard-library checker for heldout_v71.yaml.

Usage: python3 check_heldout_v71.py heldout_v71.yaml
Re-parses the file (a strict reader for exactly the layout the generator writes: every scalar a JSON
double-quoted string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import json
import re
import sys

PREFIX = "H71"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
FIELDS = ("id", "lang", "text", "secrets", "lookalikes", "note")
problems = []


def bad(msg):
    problems.append(msg)


def scalar(raw, where):
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ValueError("%s: scalar is not double-quoted" % where)
    v = json.loads(raw)
    if not isinstance(v, str):
        raise ValueError("%s: scalar is not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if "\r" in raw or "\t" in raw:
        raise ValueError("carriage return or tab in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, i = [], 2
    while i < len(lines):
        case = {}
        m = re.fullmatch(r"  - id: (.*)", lines[i])
        if not m:
            raise ValueError("line %d: expected '  - id:'" % (i + 1))
        case["id"] = scalar(m.group(1), "line %d" % (i + 1))
        i += 1
        for key in ("lang", "text"):
            m = re.fullmatch(r"    %s: (.*)" % key, lines[i]) if i < len(lines) else None
            if not m:
                raise ValueError("line %d: expected '%s:'" % (i + 1, key))
            case[key] = scalar(m.group(1), "line %d" % (i + 1))
            i += 1
        for key in ("secrets", "lookalikes"):
            if i < len(lines) and lines[i] == "    %s: []" % key:
                case[key] = []
                i += 1
            elif i < len(lines) and lines[i] == "    %s:" % key:
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i][8:], "line %d" % (i + 1)))
                    i += 1
                if not vals:
                    raise ValueError("line %d: empty block list for %s" % (i, key))
                case[key] = vals
            else:
                raise ValueError("line %d: expected '%s'" % (i + 1, key))
        m = re.fullmatch(r"    note: (.*)", lines[i]) if i < len(lines) else None
        if not m:
            raise ValueError("line %d: expected 'note:'" % (i + 1))
        case["note"] = scalar(m.group(1), "line %d" % (i + 1))
        i += 1
        cases.append(case)
    return cases


def hostile(s, text=False):
    for ch in s:
        o = ord(ch)
        if ch == "\n" or (text and ch == "\u200c"):
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F:
            return ch
        if ch in "\\\u2028\u2029\ufeff\u200b\u200c\u200d\u200e\u200f\u00a0\u202f\u2060":
            return ch
        if 0xD800 <= o <= 0xDFFF or o > 0xFFFF:
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded(text, v, i):
    before = text[i - 1] if i > 0 else ""
    after = text[i + len(v)] if i + len(v) < len(text) else ""
    return bool((before and v[0].isdigit() and before.isdigit()) or (after and v[-1].isdigit() and after.isdigit()))


def check(cases):
    ids = set()
    for n, c in enumerate(cases, start=1):
        cid = c["id"]
        w = cid
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            bad("%s: bad id" % w)
        elif int(cid.split("-")[1]) != n:
            bad("%s: ids not numbered in order" % w)
        if cid in ids:
            bad("%s: duplicate id" % w)
        ids.add(cid)
        if c["lang"] not in LANGS:
            bad("%s: unknown language %r" % (w, c["lang"]))
        text = c["text"]
        if not text or text.strip() != text:
            bad("%s: empty or padded text" % w)
        for k in ("id", "lang", "text", "note"):
            h = hostile(c[k], k == "text")
            if h is not None:
                bad("%s: YAML-hostile character %r in %s" % (w, h, k))
        if not c["note"].strip():
            bad("%s: empty note" % w)
        if any(not part.strip() for part in text.split(SEP)):
            bad("%s: empty message" % w)
        sec, lk = c["secrets"], c["lookalikes"]
        if not sec and not lk:
            bad("%s: lists nothing" % w)
        if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
            bad("%s: duplicate value in a list" % w)
        if set(sec) & set(lk):
            bad("%s: value in both lists" % w)
        allv = sec + lk
        for v in allv:
            if not v or v.strip() != v:
                bad("%s: empty or padded value %r" % (w, v))
                continue
            if hostile(v) is not None:
                bad("%s: YAML-hostile character in value %r" % (w, v))
            if SEP in v:
                bad("%s: value spans messages %r" % (w, v))
            occ = occurrences(text, v)
            if not occ:
                bad("%s: value is not a substring of the text: %r" % (w, v))
            if len(v) <= 6 and len(occ) > 1:
                bad("%s: short value occurs %d times: %r" % (w, len(occ), v))
            for i in occ:
                if embedded(text, v, i):
                    bad("%s: value embedded in a longer number: %r" % (w, v))
        for a in allv:
            for b in allv:
                if a != b and a in b:
                    bad("%s: listed value %r inside listed value %r" % (w, a, b))
        ss = [(i, i + len(v)) for v in sec for i in occurrences(text, v)]
        ls = [(i, i + len(v)) for v in lk for i in occurrences(text, v)]
        for a0, a1 in ss:
            for b0, b1 in ls:
                if not (a1 <= b0 or b1 <= a0):
                    bad("%s: a secret occurrence overlaps a look-alike occurrence" % w)


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v71.py heldout_v71.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ValueError, IndexError, json.JSONDecodeError) as e:
        print("PARSE ERROR: %s" % e)
        return 1
    check(cases)
    if problems:
        for p in problems:
            print("PROBLEM: " + p)
        print("%d problem(s)" % len(problems))
        return 1
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = sorted({c["lang"] for c in cases}, key=lambda l: (-sum(1 for c in cases if c["lang"] == l), l))
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d" % (len(cases) - len(pos)))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %5s %5s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for l in langs:
        cs = [c for c in cases if c["lang"] == l]
        print("%-5s %6d %5d %5d %8d %12d %6d" % (
            l, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs),
            sum(1 for c in cs if SEP in c["text"])))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
