#!/usr/bin/env python3
"""Standalone checker for heldout_v58.yaml (standard library only).

Usage: python3 check_heldout_v58.py heldout_v58.yaml
Re-parses the restricted YAML layout written by make_heldout_v58.py (every scalar a JSON
double-quoted string), re-validates every rule and prints counts. Exits 1 on any problem.
"""
import collections
import json
import re
import sys

PREFIX = "H58"
ISO639_1 = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
            "nl", "sv", "da", "no", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ms", "bn",
            "ur", "ta", "sk", "bg", "hr", "sr", "lt", "lv", "et", "ca"}
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"
FIELDS = ("id", "lang", "text", "secrets", "lookalikes", "note")


class ParseError(Exception):
    pass


def jstr(tok, where):
    tok = tok.strip()
    if not (len(tok) >= 2 and tok[0] == '"' and tok[-1] == '"'):
        raise ParseError("%s: scalar is not a double-quoted string" % where)
    try:
        v = json.loads(tok)
    except ValueError as e:
        raise ParseError("%s: bad quoted string (%s)" % (where, e))
    if not isinstance(v, str):
        raise ParseError("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if "\t" in raw or "\r" in raw or raw.startswith("\ufeff"):
        raise ParseError("tab, CR or BOM in the file")
    lines = raw.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        where = "line %d" % n
        m = re.match(r"^  - id: (.*)$", ln)
        if m:
            cur = {"id": jstr(m.group(1), where), "_order": ["id"]}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError("%s: content before the first case" % where)
        m = re.match(r"^    (lang|text|note): (.*)$", ln)
        if m:
            k = m.group(1)
            if k in cur:
                raise ParseError("%s: duplicate key %s" % (where, k))
            cur[k] = jstr(m.group(2), where)
            cur["_order"].append(k)
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", ln)
        if m:
            k = m.group(1)
            if k in cur:
                raise ParseError("%s: duplicate key %s" % (where, k))
            cur[k] = []
            cur["_order"].append(k)
            listkey = None if m.group(2) else k
            continue
        m = re.match(r"^      - (.*)$", ln)
        if m and listkey:
            cur[listkey].append(jstr(m.group(1), where))
            continue
        raise ParseError("%s: unexpected line %r" % (where, ln[:60]))
    for c in cases:
        if tuple(c["_order"]) != FIELDS:
            raise ParseError("%s: keys must be %s in this order" % (c.get("id"), ", ".join(FIELDS)))
        del c["_order"]
    return cases


def hostile(s, allow_newline):
    for ch in s:
        o = ord(ch)
        if ch == "\n" and allow_newline:
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or o in (0xFEFF, 0x2028, 0x2029, 0xFFFE, 0xFFFF) \
                or 0xD800 <= o <= 0xDFFF:
            return True
    return False


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    seen_ids, seen_nums = set(), set()
    for c in cases:
        cid = c["id"]
        m = ID_RE.match(cid)
        if not m:
            errs.append("%s: bad id" % cid)
        else:
            if m.group(1) in seen_nums:
                errs.append("%s: case number reused" % cid)
            seen_nums.add(m.group(1))
        if cid in seen_ids:
            errs.append("%s: duplicate id" % cid)
        seen_ids.add(cid)
        if c["lang"] not in ISO639_1:
            errs.append("%s: lang %r is not an ISO 639-1 code in the accepted list" % (cid, c["lang"]))
        text = c["text"]
        if not text.strip() or hostile(text, True) or hostile(c["note"], False) or hostile(cid, False):
            errs.append("%s: empty or YAML-hostile text/note/id" % cid)
        if not c["note"].strip():
            errs.append("%s: empty note" % cid)
        if any(not m_.strip() for m_ in text.split(SEP)):
            errs.append("%s: empty message" % cid)
        allv = c["secrets"] + c["lookalikes"]
        if not allv:
            errs.append("%s: no listed value" % cid)
        if len(allv) != len(set(allv)):
            errs.append("%s: a value is listed twice" % cid)
        for v in allv:
            if not v or v != v.strip() or hostile(v, True):
                errs.append("%s: empty, padded or hostile value %r" % (cid, v))
                continue
            occ = spans(text, v)
            if not occ:
                errs.append("%s: value not an exact substring: %r" % (cid, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("%s: short value occurs %d times: %r" % (cid, len(occ), v))
            for a, b in occ:
                before = text[a - 1] if a else ""
                after = text[b] if b < len(text) else ""
                if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                    errs.append("%s: number embedded in a longer number: %r" % (cid, v))
        for sv in c["secrets"]:
            for a, b in spans(text, sv):
                for lv in c["lookalikes"]:
                    for x, y in spans(text, lv):
                        if a < y and x < b:
                            errs.append("%s: secret %r overlaps look-alike %r" % (cid, sv, lv))
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v58.py heldout_v58.yaml", file=sys.stderr)
        return 2
    try:
        cases = parse(argv[1])
    except (ParseError, OSError) as e:
        print("PARSE ERROR:", e)
        return 1
    errs = validate(cases)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        langs.setdefault(c["lang"], []).append(c)
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    print("file:          %s" % argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d (%.1f%%)" % (len(cases) - len(pos), 100.0 * (len(cases) - len(pos)) / max(1, len(cases))))
    print("secrets:       %d" % n_sec)
    print("look-alikes:   %d" % n_look)
    print("languages:     %d (%d besides English)" % (len(langs), len(langs) - (1 if "en" in langs else 0)))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %6s %6s %8s %8s %6s" % ("lang", "cases", "pos", "neg", "secrets", "lookalk", "multi"))
    for lg, cs in langs.items():
        p = sum(1 for c in cs if c["secrets"])
        print("%-5s %6d %6d %6d %8d %8d %6d" % (lg, len(cs), p, len(cs) - p, sum(len(c["secrets"]) for c in cs),
                                               sum(len(c["lookalikes"]) for c in cs),
                                               sum(1 for c in cs if SEP in c["text"])))
    print()
    if errs:
        for e in errs:
            print("PROBLEM", e)
        print("RESULT: %d problem(s)" % len(errs))
        return 1
    print("RESULT: OK, no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
