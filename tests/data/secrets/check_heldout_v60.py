#!/usr/bin/env python3
"""Standalone checker for heldout_v60.yaml (standard library only).

Usage: python3 check_heldout_v60.py heldout_v60.yaml
Re-parses the file (the restricted YAML subset the generator writes: every scalar a JSON double-quoted
string), re-validates every case and prints counts.  Exits 1 on any problem.
"""
import sys, re, json, unicodedata
from collections import OrderedDict

PREFIX = "H60"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CATS = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
DOC_VALUES = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
              "4242 4242 4242 4242", "JBSWY3DPEHPK3PXP", "DE89 3704 0044 0532 0130 00", "078-05-1120",
              "correct horse battery staple", "hunter2", "P@ssw0rd", "Tr0ub4dor&3"}


class ParseError(Exception):
    pass


def scalar(tok, lineno):
    if not (tok.startswith('"') and tok.endswith('"') and len(tok) >= 2):
        raise ParseError("line %d: scalar is not double-quoted" % lineno)
    if "\\/" in tok:
        raise ParseError("line %d: JSON-only escape \\/" % lineno)
    try:
        v = json.loads(tok)
    except ValueError as e:
        raise ParseError("line %d: bad quoted scalar: %s" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if raw.startswith("\ufeff"):
        raise ParseError("BOM at start of file")
    if "\t" in raw or "\r" in raw:
        raise ParseError("tab or CR in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ParseError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("bad header")
    cases, i = [], 2
    n = len(lines)

    def field(name, i):
        pre = "    %s: " % name
        if i >= n or not lines[i].startswith(pre):
            raise ParseError("line %d: expected %s" % (i + 1, name))
        return scalar(lines[i][len(pre):], i + 1), i + 1

    def lst(name, i):
        if i < n and lines[i] == "    %s: []" % name:
            return [], i + 1
        if i >= n or lines[i] != "    %s:" % name:
            raise ParseError("line %d: expected %s list" % (i + 1, name))
        i += 1
        out = []
        while i < n and lines[i].startswith("      - "):
            out.append(scalar(lines[i][8:], i + 1))
            i += 1
        if not out:
            raise ParseError("line %d: empty block list for %s (use [])" % (i, name))
        return out, i

    while i < n:
        if not lines[i].startswith("  - id: "):
            raise ParseError("line %d: expected a case" % (i + 1))
        c = OrderedDict()
        c["id"] = scalar(lines[i][8:], i + 1)
        i += 1
        c["lang"], i = field("lang", i)
        c["text"], i = field("text", i)
        c["secrets"], i = lst("secrets", i)
        c["lookalikes"], i = lst("lookalikes", i)
        c["note"], i = field("note", i)
        cases.append(c)
    return cases


def yaml_ok(s):
    return all(ch == "\n" or (unicodedata.category(ch) not in BAD_CATS and ch not in "\ufeff\ufffd") for ch in s)


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def aan(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    errs, ids, seen = [], set(), {}
    for c in cases:
        cid, t = c["id"], c["text"]
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            errs.append("bad id " + cid)
        if cid in ids:
            errs.append("duplicate id " + cid)
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append(cid + ": unknown lang " + c["lang"])
        for f in ("id", "lang", "text", "note"):
            if not c[f].strip() or not yaml_ok(c[f]):
                errs.append(cid + ": bad " + f)
        S, L = c["secrets"], c["lookalikes"]
        if not S and not L:
            errs.append(cid + ": negative case without look-alikes")
        if set(S) & set(L):
            errs.append(cid + ": a value is both secret and look-alike")
        for kind, vals in (("secret", S), ("lookalike", L)):
            if len(set(vals)) != len(vals):
                errs.append(cid + ": duplicate " + kind)
            for v in vals:
                if not v or v != v.strip() or not yaml_ok(v):
                    errs.append(cid + ": bad %s %r" % (kind, v))
                    continue
                pos = occ(t, v)
                if not pos:
                    errs.append(cid + ": %s not a substring of text: %r" % (kind, v))
                if len(v) <= 6 and len(pos) > 1:
                    errs.append(cid + ": short %s occurs %d times: %r" % (kind, len(pos), v))
                for p in pos:
                    prev = t[p - 1] if p else ""
                    nxt = t[p + len(v)] if p + len(v) < len(t) else ""
                    if (v[0].isdigit() and prev.isdigit()) or (v[-1].isdigit() and nxt.isdigit()):
                        errs.append(cid + ": %s embedded in a longer number: %r" % (kind, v))
                    if (aan(v[0]) and aan(prev)) or (aan(v[-1]) and aan(nxt)):
                        errs.append(cid + ": %s glued to alphanumerics: %r" % (kind, v))
                    if not v[-1].isalnum() and nxt and nxt in ".,!?":
                        errs.append(cid + ": %s ends in a symbol before punctuation: %r" % (kind, v))
                if kind == "secret" and v in DOC_VALUES:
                    errs.append(cid + ": documentation value listed as secret: %r" % v)
        ss = [(p, p + len(v)) for v in S for p in occ(t, v)]
        ls = [(p, p + len(v)) for v in L for p in occ(t, v)]
        for a, b in ss:
            for x, y in ls:
                if a < y and x < b:
                    errs.append(cid + ": secret %r overlaps look-alike %r" % (t[a:b], t[x:y]))
        for v in S:
            if len(v) > 6 and v in seen:
                errs.append(cid + ": secret reused from " + seen[v])
            seen[v] = cid
    return errs


def iban_like(v):
    x = v.replace(" ", "")
    if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", x):
        return int("".join(str(int(ch, 36)) for ch in x[4:] + x[:4])) % 97 == 1
    return None


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v60.py heldout_v60.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except ParseError as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        sys.exit(1)
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    nsec = sum(len(c["secrets"]) for c in cases)
    nla = sum(len(c["lookalikes"]) for c in cases)
    langs = OrderedDict()
    for c in cases:
        r = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1
        r[1 if c["secrets"] else 2] += 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += 1 if "\n---\n" in c["text"] else 0
    ib_ok = ib_bad = 0
    bad_list = []
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            r = iban_like(v)
            if r is True:
                ib_ok += 1
            elif r is False:
                ib_bad += 1
                bad_list.append((c["id"], v))
    print("file:           %s" % sys.argv[1])
    print("cases:          %d" % len(cases))
    print("positive:       %d" % len(pos))
    print("negative:       %d" % (len(cases) - len(pos)))
    print("secrets:        %d" % nsec)
    print("look-alikes:    %d" % nla)
    print("languages:      %d" % len(langs))
    print("multi-message:  %d" % len(multi))
    print("IBAN-shaped values: %d with valid mod-97, %d invalid %s" % (ib_ok, ib_bad, bad_list))
    print()
    print("%-5s %6s %6s %6s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for k, r in sorted(langs.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-5s %6d %6d %6d %8d %11d %6d" % (k, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("OK")


if __name__ == "__main__":
    main()
