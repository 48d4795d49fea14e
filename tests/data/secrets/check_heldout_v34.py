#!/usr/bin/env python3
"""Standard-library checker for heldout_v34.yaml (Held-out evaluation set v34).

Usage: python3 check_heldout_v34.py heldout_v34.yaml
Re-parses the restricted YAML written by make_heldout_v34.py (every scalar a JSON double-quoted
string), re-validates every rule of the brief and prints counts. Exits 1 on any problem.
"""
import collections
import json
import re
import sys

PREFIX = "v34"
LANGS = {"en", "de", "fr", "es", "it", "nl", "pl", "cs", "sv", "da", "no", "fi", "hu", "ro", "el", "uk", "ru",
         "zh", "ja", "ko", "pt", "ar", "tr", "hi", "fa", "he", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\uffff"
                     "\ud800-\udfff\U00010000-\U0010ffff]")
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"


class ParseError(Exception):
    pass


def scalar(s, lineno):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(s)
    except ValueError as e:
        raise ParseError("line %d: bad string: %s" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if "\t" in raw or "\r" in raw:
        raise ParseError("tab or CR in file")
    lines = [(i + 1, l) for i, l in enumerate(raw.split("\n")) if l.strip() and not l.startswith("#")]
    if not lines or lines[0][1] != "lookalikes: []":
        raise ParseError("first line must be 'lookalikes: []'")
    if len(lines) < 2 or lines[1][1] != "cases:":
        raise ParseError("second line must be 'cases:'")
    cases, cur, listkey = [], None, None
    for n, l in lines[2:]:
        if l.startswith("  - id: "):
            cur = {"id": scalar(l[len("  - id: "):], n)}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError("line %d: content before first case" % n)
        if l.startswith("      - "):
            if listkey is None:
                raise ParseError("line %d: list item outside a list" % n)
            cur[listkey].append(scalar(l[8:], n))
            continue
        m = re.match(r"^    ([a-z]+):(.*)$", l)
        if not m:
            raise ParseError("line %d: unexpected line" % n)
        key, rest = m.group(1), m.group(2).strip()
        if key in cur:
            raise ParseError("line %d: duplicate key %s" % (n, key))
        if key in ("secrets", "lookalikes"):
            cur[key] = []
            if rest == "[]":
                listkey = None
            elif rest == "":
                listkey = key
            else:
                raise ParseError("line %d: bad list" % n)
        elif key in ("lang", "text", "note"):
            cur[key] = scalar(rest, n)
            listkey = None
        else:
            raise ParseError("line %d: unknown key %s" % (n, key))
    for c in cases:
        for key in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if key not in c:
                raise ParseError("%s: missing key %s" % (c.get("id"), key))
    return cases


def is_letter(ch):
    return len(ch) == 1 and ch.isascii() and ch.isalpha()


def occurrences(text, value):
    out, i = [], text.find(value)
    while i >= 0:
        out.append((i, i + len(value)))
        i = text.find(value, i + 1)
    return out


def check(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    for c in cases:
        cid, text = c["id"], c["text"]
        if not ID_RE.match(cid):
            errs.append("%s: bad id" % cid)
        if c["lang"] not in LANGS:
            errs.append("%s: bad lang" % cid)
        if not text or not c["note"]:
            errs.append("%s: empty text or note" % cid)
        vals = c["secrets"] + c["lookalikes"]
        for s in [cid, c["lang"], text, c["note"]] + vals:
            if HOSTILE.search(s):
                errs.append("%s: YAML-hostile character" % cid)
        if len(vals) != len(set(vals)):
            errs.append("%s: duplicate listed value" % cid)
        if not vals:
            errs.append("%s: no listed values" % cid)
        ss, ls = [], []
        for kind, lst, spans in (("secret", c["secrets"], ss), ("lookalike", c["lookalikes"], ls)):
            for v in lst:
                if not v or v != v.strip():
                    errs.append("%s: empty/padded %s" % (cid, kind))
                    continue
                occ = occurrences(text, v)
                if not occ:
                    errs.append("%s: %s not a substring: %r" % (cid, kind, v))
                if len(v) <= 6 and len(occ) > 1:
                    errs.append("%s: short %s occurs twice: %r" % (cid, kind, v))
                for a, b in occ:
                    before = text[a - 1] if a else ""
                    after = text[b] if b < len(text) else ""
                    if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                        errs.append("%s: %s %r embedded in a longer number" % (cid, kind, v))
                    if (is_letter(v[0]) and is_letter(before)) or (is_letter(v[-1]) and is_letter(after)):
                        errs.append("%s: %s %r embedded in a longer word" % (cid, kind, v))
                    spans.append((a, b, v))
        for a, b, v in ss:
            for x, y, w in ls:
                if a < y and x < b:
                    errs.append("%s: secret %r overlaps look-alike %r" % (cid, v, w))
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v34.py heldout_v34.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        return 1
    errs = check(cases)
    if errs:
        for e in errs:
            print("ERROR: " + e, file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: c["lang"]):
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0])
        r[0] += 1
        r[1 if c["secrets"] else 2] += 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
    print("cases:        %d" % len(cases))
    print("positive:     %d" % len(pos))
    print("negative:     %d" % len(neg))
    print("secrets:      %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:  %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:    %d" % len(by))
    print("multi-message: %d" % len(multi))
    print()
    print("lang  cases  pos  neg  secrets  look-alikes")
    for lang, r in sorted(by.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-4s  %5d  %3d  %3d  %7d  %11d" % (lang, r[0], r[1], r[2], r[3], r[4]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
