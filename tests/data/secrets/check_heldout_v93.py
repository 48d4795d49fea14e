#!/usr/bin/env python3
"""Standalone checker for heldout_v93.yaml (standard library only).

Usage: python3 check_heldout_v93.py heldout_v93.yaml

Re-parses the file (a restricted YAML subset: block mappings and sequences whose scalars are all JSON
double-quoted strings, plus the flow form `[]`), re-validates every case and prints counts.
Exits 1 on any problem.
"""
import json
import re
import string
import sys

SEP = "\n---\n"
ID_RE = re.compile(r"^H93-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$")
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv
dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it
iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb
nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss
st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


class ParseError(Exception):
    pass


def scalar(raw, where):
    raw = raw.strip()
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ParseError("%s: scalar is not a double-quoted string" % where)
    try:
        v = json.loads(raw)
    except ValueError as e:
        raise ParseError("%s: bad double-quoted scalar (%s)" % (where, e))
    if not isinstance(v, str):
        raise ParseError("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        data = fh.read()
    if "\t" in data or "\r" in data:
        raise ParseError("tab or carriage return in file")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    top, cases, cur, cur_list = {}, None, None, None
    for n, line in enumerate(lines, 1):
        where = "line %d" % n
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            m = re.match(r"^([a-z_]+):(.*)$", line)
            if not m:
                raise ParseError(where + ": unexpected top-level line")
            k, rest = m.group(1), m.group(2).strip()
            if k in top:
                raise ParseError(where + ": duplicate top-level key " + k)
            if k == "lookalikes":
                if rest != "[]":
                    raise ParseError(where + ": top-level lookalikes must be []")
                top[k] = []
            elif k == "cases":
                if rest:
                    raise ParseError(where + ": cases must be a block sequence")
                cases = top[k] = []
            else:
                raise ParseError(where + ": unknown top-level key " + k)
            cur = cur_list = None
            continue
        if cases is None:
            raise ParseError(where + ": indented line before cases:")
        m = re.match(r"^  - ([a-z_]+): (.*)$", line)
        if m:
            cur = {}
            cases.append(cur)
            k, rest = m.group(1), m.group(2)
            if k != "id":
                raise ParseError(where + ": a case must start with id")
            cur[k] = scalar(rest, where)
            cur_list = None
            continue
        m = re.match(r"^    ([a-z_]+):(.*)$", line)
        if m:
            if cur is None:
                raise ParseError(where + ": key outside a case")
            k, rest = m.group(1), m.group(2).strip()
            if k in cur:
                raise ParseError(where + ": duplicate key " + k)
            if k in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[k] = []
                    cur_list = None
                elif rest == "":
                    cur[k] = []
                    cur_list = cur[k]
                else:
                    raise ParseError(where + ": list must be [] or a block sequence")
            else:
                cur[k] = scalar(rest, where)
                cur_list = None
            continue
        m = re.match(r"^      - (.*)$", line)
        if m:
            if cur_list is None:
                raise ParseError(where + ": list item outside a list")
            cur_list.append(scalar(m.group(1), where))
            continue
        raise ParseError(where + ": unexpected line")
    if top.get("lookalikes") != [] or cases is None:
        raise ParseError("top level must have lookalikes: [] and cases:")
    return cases


def hostile(s):
    for ch in s:
        o = ord(ch)
        if (o < 32 and ch != "\n") or 0x7f <= o < 0xa0 or o in (0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff, 0xfffd) \
                or 0x200b <= o <= 0x200f or 0x202a <= o <= 0x202e or 0x2066 <= o <= 0x2069 \
                or 0xd800 <= o <= 0xdfff or o > 0xffff or ch == "\\":
            return "U+%04X" % o
    return None


def finds(text, v):
    res, i = [], text.find(v)
    while i != -1:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def touching(ch):
    return ch in string.ascii_letters or ch.isdecimal()


def check(cases):
    errs = []
    seen_ids, seen_nums = set(), []
    for i, c in enumerate(cases):
        cid = c.get("id", "case #%d" % (i + 1))
        if list(c.keys()) != KEYS:
            errs.append("%s: keys are %s, expected %s" % (cid, list(c.keys()), KEYS))
            continue
        m = ID_RE.match(cid)
        if not m:
            errs.append("%s: bad id" % cid)
        else:
            seen_nums.append(int(m.group(1)))
        if cid in seen_ids:
            errs.append("%s: duplicate id" % cid)
        seen_ids.add(cid)
        if c["lang"] not in ISO639_1:
            errs.append("%s: lang %r is not ISO 639-1" % (cid, c["lang"]))
        text = c["text"]
        if not text.strip() or not c["note"].strip():
            errs.append("%s: empty text or note" % cid)
        for k in ("id", "lang", "text", "note"):
            h = hostile(c[k])
            if h:
                errs.append("%s: YAML-hostile character %s in %s" % (cid, h, k))
        if any(not p.strip() for p in text.split(SEP)):
            errs.append("%s: empty message" % cid)
        spans = {"secrets": [], "lookalikes": []}
        for kind in ("secrets", "lookalikes"):
            vals = c[kind]
            if len(vals) != len(set(vals)):
                errs.append("%s: duplicate in %s" % (cid, kind))
            for v in vals:
                if not v or v != v.strip():
                    errs.append("%s: empty or padded value %r" % (cid, v))
                    continue
                h = hostile(v)
                if h:
                    errs.append("%s: YAML-hostile character %s in a value" % (cid, h))
                occ = finds(text, v)
                if not occ:
                    errs.append("%s: %s value not an exact substring: %r" % (cid, kind, v))
                if len(v) <= 6 and len(occ) > 1:
                    errs.append("%s: short value occurs %d times: %r" % (cid, len(occ), v))
                for a, b in occ:
                    if v[0].isalnum() and a > 0 and touching(text[a - 1]):
                        errs.append("%s: %r glued to preceding character" % (cid, v))
                    if v[-1].isalnum() and b < len(text) and touching(text[b]):
                        errs.append("%s: %r glued to following character" % (cid, v))
                    if v[0].isdecimal() and a >= 2 and text[a - 1] in ".,-/ " and text[a - 2].isdecimal():
                        errs.append("%s: %r is the tail of a longer number" % (cid, v))
                    if v[-1].isdecimal() and b + 1 < len(text) and text[b] in ".,-/ " and text[b + 1].isdecimal():
                        errs.append("%s: %r is the head of a longer number" % (cid, v))
                spans[kind].extend(occ)
        both = set(c["secrets"]) & set(c["lookalikes"])
        if both:
            errs.append("%s: listed as both: %r" % (cid, sorted(both)))
        for a1, b1 in spans["secrets"]:
            for a2, b2 in spans["lookalikes"]:
                if a1 < b2 and a2 < b1:
                    errs.append("%s: secret span %d-%d overlaps look-alike span %d-%d" % (cid, a1, b1, a2, b2))
        if not c["secrets"] and not c["lookalikes"]:
            errs.append("%s: nothing listed" % cid)
    if seen_nums != list(range(1, len(cases) + 1)):
        errs.append("case numbers are not 001..%03d in order" % len(cases))
    slugs = [c["id"].split("-", 2)[-1] for c in cases]
    if len(slugs) != len(set(slugs)):
        errs.append("duplicate slugs")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v93.py heldout_v93.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR: %s" % e, file=sys.stderr)
        return 1
    errs = check(cases)
    if errs:
        for e in errs:
            print("ERROR: " + e, file=sys.stderr)
        print("%d problem(s)" % len(errs), file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    langs = {}
    for c in cases:
        row = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1 if c["secrets"] else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += SEP in c["text"]
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / len(cases)))
    print("secrets:       %d" % n_sec)
    print("look-alikes:   %d" % n_look)
    print("languages:     %d" % len(langs))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %6s %6s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    order = sorted(langs, key=lambda k: (-langs[k][0], k))
    for k in order:
        r = langs[k]
        print("%-5s %6d %6d %6d %8d %12d %6d" % (k, r[0], r[1], r[2], r[3], r[4], r[5]))
    tot = [sum(langs[k][i] for k in langs) for i in range(6)]
    print("%-5s %6d %6d %6d %8d %12d %6d" % ("all", tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
