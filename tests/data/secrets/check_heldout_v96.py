#!/usr/bin/env python3
"""Standalone checker for heldout_v96.yaml (standard library only).

Usage: python3 check_heldout_v96.py heldout_v96.yaml
Re-parses the YAML (the subset the generator writes: block mappings and sequences whose
scalars are all JSON double-quoted strings, plus the empty list []), re-validates every
case and prints counts.  Exits 1 on any problem.
"""
import json
import re
import sys
import unicodedata
from collections import OrderedDict

PREFIX = "H96"
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv
cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id
ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh
mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa
sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz
ve vi vo wa wo xh yi yo za zh zu""".split())
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def fail(msg):
    print("ERROR:", msg, file=sys.stderr)
    return msg


def scalar(s, where):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError("%s: scalar is not double-quoted: %r" % (where, s[:40]))
    return json.loads(s)


def parse(src):
    if "\t" in src:
        raise ValueError("tab character in file")
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    top = OrderedDict()
    cases = None
    cur = None
    listkey = None
    for no, ln in enumerate(lines, 1):
        where = "line %d" % no
        if not ln.strip():
            continue
        if not ln.startswith(" "):
            key, colon, rest = ln.partition(":")
            if not colon:
                raise ValueError("%s: no colon" % where)
            rest = rest.strip()
            if rest == "[]":
                top[key] = []
            elif rest == "":
                top[key] = []
                if key != "cases":
                    raise ValueError("%s: unexpected block key %r" % (where, key))
                cases = top[key]
            else:
                raise ValueError("%s: unexpected top-level value" % where)
            continue
        if cases is None:
            raise ValueError("%s: indented line outside cases" % where)
        if ln.startswith("  - "):
            key, colon, rest = ln[4:].partition(":")
            if key != "id" or not colon:
                raise ValueError("%s: case must start with id" % where)
            cur = OrderedDict(id=scalar(rest, where))
            cases.append(cur)
            listkey = None
        elif ln.startswith("      - "):
            if cur is None or listkey is None:
                raise ValueError("%s: list item outside a list" % where)
            cur[listkey].append(scalar(ln[8:], where))
        elif ln.startswith("    ") and not ln.startswith("     "):
            if cur is None:
                raise ValueError("%s: key outside a case" % where)
            key, colon, rest = ln[4:].partition(":")
            if not colon or key in cur:
                raise ValueError("%s: bad or repeated key %r" % (where, key))
            rest = rest.strip()
            if rest == "":
                cur[key] = []
                listkey = key
            elif rest == "[]":
                cur[key] = []
                listkey = None
            else:
                cur[key] = scalar(rest, where)
                listkey = None
        else:
            raise ValueError("%s: unexpected indentation" % where)
    return top


def hostile(ch):
    if ch == "\n" or ch == "\u200c":
        return False
    return unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Cf")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check(top):
    errs = []
    if list(top.keys()) != ["lookalikes", "cases"]:
        errs.append(fail("top-level keys are %r" % list(top.keys())))
    if top.get("lookalikes") != []:
        errs.append(fail("top-level lookalikes must be []"))
    cases = top.get("cases", [])
    seen = set()
    for c in cases:
        cid = c.get("id", "?")
        if list(c.keys()) != KEYS:
            errs.append(fail("%s: keys %r" % (cid, list(c.keys()))))
            continue
        if not ID_RE.match(cid):
            errs.append(fail("%s: bad id" % cid))
        if cid in seen:
            errs.append(fail("%s: duplicate id" % cid))
        seen.add(cid)
        if c["lang"] not in ISO639_1:
            errs.append(fail("%s: lang %r is not ISO 639-1" % (cid, c["lang"])))
        text = c["text"]
        for f in ("id", "lang", "text", "note"):
            if not isinstance(c[f], str) or not c[f].strip():
                errs.append(fail("%s: empty %s" % (cid, f)))
            elif any(hostile(ch) for ch in c[f]):
                errs.append(fail("%s: hostile character in %s" % (cid, f)))
        if any(not p.strip() for p in text.split(SEP)):
            errs.append(fail("%s: empty message" % cid))
        secs, looks = c["secrets"], c["lookalikes"]
        if not secs and not looks:
            errs.append(fail("%s: negative case without look-alikes" % cid))
        if set(secs) & set(looks):
            errs.append(fail("%s: value in both lists" % cid))
        for name, lst in (("secret", secs), ("look-alike", looks)):
            if len(set(lst)) != len(lst):
                errs.append(fail("%s: duplicate %s" % (cid, name)))
            for v in lst:
                if not isinstance(v, str) or not v or v != v.strip():
                    errs.append(fail("%s: bad %s %r" % (cid, name, v)))
                    continue
                if any(hostile(ch) for ch in v):
                    errs.append(fail("%s: hostile character in %s" % (cid, name)))
                occ = occurrences(text, v)
                if not occ:
                    errs.append(fail("%s: %s not an exact substring: %r" % (cid, name, v)))
                    continue
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(fail("%s: short %s %r occurs %d times" % (cid, name, v, len(occ))))
                for a, b in occ:
                    if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
                       (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                        errs.append(fail("%s: %s %r is embedded in a longer number" % (cid, name, v)))
        sspans = [sp for v in secs for sp in occurrences(text, v)]
        lspans = [sp for v in looks for sp in occurrences(text, v)]
        for a, b in sspans:
            for x, y in lspans:
                if a < y and x < b:
                    errs.append(fail("%s: secret %r overlaps look-alike %r" % (cid, text[a:b], text[x:y])))
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v96.py heldout_v96.yaml", file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    try:
        top = parse(src)
    except (ValueError, json.JSONDecodeError) as e:
        fail("parse: %s" % e)
        sys.exit(1)
    errs = check(top)
    cases = top.get("cases", [])
    by = OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        row = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1] += 1 if c["secrets"] else 0
        row[2] += 0 if c["secrets"] else 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += 1 if SEP in c["text"] else 0
    tot = [sum(r[i] for r in by.values()) for i in range(6)]
    print("cases:         %d" % tot[0])
    print("positive:      %d" % tot[1])
    print("negative:      %d (%.1f%%)" % (tot[2], 100.0 * tot[2] / max(tot[0], 1)))
    print("secrets:       %d" % tot[3])
    print("look-alikes:   %d" % tot[4])
    print("languages:     %d" % len(by))
    print("multi-message: %d" % tot[5])
    print("English share: %.1f%%" % (100.0 * by.get("en", [0])[0] / max(tot[0], 1)))
    print()
    print("%-4s %6s %6s %6s %8s %8s %6s" % ("lang", "cases", "pos", "neg", "secrets", "lookal.", "multi"))
    for lang, r in by.items():
        print("%-4s %6d %6d %6d %8d %8d %6d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("%-4s %6d %6d %6d %8d %8d %6d" % ("all", tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]))
    if errs:
        print("\n%d problem(s) found" % len(errs), file=sys.stderr)
        sys.exit(1)
    print("\nOK: no problems found")


if __name__ == "__main__":
    main()
