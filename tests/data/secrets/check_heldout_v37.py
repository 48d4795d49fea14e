#!/usr/bin/env python3
"""Standard-library checker for heldout_v37.yaml.

Usage: python3 check_heldout_v37.py heldout_v37.yaml
Re-parses the file (a strict subset of YAML: every scalar is a JSON double-quoted string),
re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json, re, collections

PREFIX = "H37"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}


def fail(msg):
    print("ERROR " + msg, file=sys.stderr)
    sys.exit(1)


def scalar(raw, where):
    if not (raw.startswith('"') and raw.endswith('"')):
        fail("%s: scalar is not a double-quoted string: %r" % (where, raw[:40]))
    try:
        v = json.loads(raw)
    except ValueError as e:
        fail("%s: bad JSON string (%s)" % (where, e))
    if not isinstance(v, str):
        fail("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    if "\r" in data or "\t" in data or data.startswith("\ufeff"):
        fail("file contains CR, TAB or BOM")
    lines = data.split("\n")
    if lines[-1] != "":
        fail("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        fail("top level must be 'lookalikes: []' then 'cases:'")
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        where = "line %d" % n
        if ln.startswith("  - id: "):
            cur = {"id": scalar(ln[8:], where)}
            cases.append(cur)
            lst = None
            continue
        if cur is None:
            fail(where + ": content before first case")
        m = re.fullmatch(r"    (lang|text|note): (.*)", ln)
        if m:
            if m.group(1) in cur:
                fail(where + ": repeated key " + m.group(1))
            cur[m.group(1)] = scalar(m.group(2), where)
            lst = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):( \[\])?", ln)
        if m:
            if m.group(1) in cur:
                fail(where + ": repeated key " + m.group(1))
            cur[m.group(1)] = []
            lst = None if m.group(2) else m.group(1)
            continue
        if ln.startswith("      - "):
            if lst is None:
                fail(where + ": list item outside a list")
            cur[lst].append(scalar(ln[8:], where))
            continue
        fail(where + ": unexpected line %r" % ln[:60])
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                fail("%s: missing key %s" % (c.get("id"), k))
    return cases


def bad_char(ch, allow_nl):
    o = ord(ch)
    if ch == "\n":
        return not allow_nl
    return (o < 0x20 or o == 0x7f or 0x80 <= o <= 0x9f or o in (0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff, 0xa0, 0x200b,
                                                               0x200d, 0x2060) or 0xd800 <= o <= 0xdfff)


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    for c in cases:
        cid, t = c["id"], c["text"]
        e = lambda m: errs.append("%s: %s" % (cid, m))
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            e("bad id")
        if c["lang"] not in LANGS:
            e("unknown lang")
        if not t.strip() or not c["note"].strip():
            e("empty text or note")
        for k, allow in (("id", False), ("lang", False), ("text", True), ("note", False)):
            if any(bad_char(ch, allow) for ch in c[k]):
                e("hostile character in " + k)
        S, L = c["secrets"], c["lookalikes"]
        if not S and not L:
            e("negative case with no look-alikes")
        if len(S) != len(set(S)) or len(L) != len(set(L)) or set(S) & set(L):
            e("duplicate values")
        ss, ls = [], []
        for kind, vals, acc in (("secret", S, ss), ("lookalike", L, ls)):
            for v in vals:
                if not v.strip() or v != v.strip():
                    e("empty or padded %s" % kind)
                    continue
                if any(bad_char(ch, kind == "secret") for ch in v):
                    e("hostile character in %s" % kind)
                occ = spans(t, v)
                if not occ:
                    e("%s not a substring of text: %r" % (kind, v[:30]))
                if len(v) <= 6 and len(occ) > 1:
                    e("short %s occurs more than once: %r" % (kind, v))
                for a, b in occ:
                    if (v[0].isdigit() and a > 0 and t[a - 1].isdigit()) or \
                            (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                        e("%s embedded in a longer number: %r" % (kind, v[:30]))
                    if SEP in t[a:b]:
                        e("%s spans a message separator" % kind)
                acc.extend(occ)
        for a, b in ss:
            for x, y in ls:
                if a < y and x < b:
                    e("secret overlaps look-alike")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v37.py heldout_v37.yaml", file=sys.stderr)
        sys.exit(2)
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        for x in errs:
            print("ERROR " + x, file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += bool(c["secrets"])
        r[2] += not c["secrets"]
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += SEP in c["text"]
    print("file:            %s" % sys.argv[1])
    print("cases:           %d" % len(cases))
    print("positive:        %d" % len(pos))
    print("negative:        %d" % (len(cases) - len(pos)))
    print("secrets:         %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:     %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:       %d" % len(by))
    print("multi-message:   %d" % len(multi))
    print()
    print("%-5s %6s %5s %5s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "lookalikes", "multi"))
    for lang, r in by.items():
        print("%-5s %6d %5d %5d %8d %11d %6d" % (lang, *r))
    print("OK")


if __name__ == "__main__":
    main()
