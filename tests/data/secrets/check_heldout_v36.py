#!/usr/bin/env python3
"""Standard-library checker for heldout_v36.yaml.

Usage: python3 check_heldout_v36.py heldout_v36.yaml
Re-parses the restricted YAML written by make_heldout_v36.py (every scalar a JSON double-quoted string),
re-validates every rule of the brief and prints counts. Exits 1 on any problem.
"""
import json
import re
import sys
from collections import OrderedDict

PREFIX = "H36"
ID_RE = re.compile(r"^%s-(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff\ufff0-\uffff\\\\]")
NUMERIC = re.compile(r"^[\d\u06f0-\u06f9 .\-/]+$")
SEPS = " .-/"
ISO639_1 = set("aa ab af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee "
               "el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik "
               "io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk "
               "ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa "
               "sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur "
               "uz ve vi vo wa wo xh yi yo za zh zu".split())


class ParseError(Exception):
    pass


def scalar(s, lineno):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"') and len(s) >= 2):
        raise ParseError("line %d: scalar is not a double-quoted string" % lineno)
    try:
        v = json.loads(s)
    except ValueError as e:
        raise ParseError("line %d: bad JSON string (%s)" % (lineno, e))
    if not isinstance(v, str):
        raise ParseError("line %d: not a string" % lineno)
    return v


def parse(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xef\xbb\xbf"):
        raise ParseError("BOM at start of file")
    if b"\r" in raw or b"\t" in raw:
        raise ParseError("CR or TAB in file")
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, curlist = [], None, None
    order = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for i, line in enumerate(lines[2:], start=3):
        if line.startswith("  - id: "):
            cur = OrderedDict(id=scalar(line[len("  - id: "):], i))
            cases.append(cur)
            curlist = None
            continue
        if cur is None:
            raise ParseError("line %d: content before first case" % i)
        if line.startswith("      - "):
            if curlist is None:
                raise ParseError("line %d: list item outside a list" % i)
            cur[curlist].append(scalar(line[8:], i))
            continue
        m = re.match(r"^    (lang|text|secrets|lookalikes|note):(.*)$", line)
        if not m:
            raise ParseError("line %d: unexpected line %r" % (i, line[:60]))
        key, rest = m.group(1), m.group(2)
        if key in cur:
            raise ParseError("line %d: duplicate key %s" % (i, key))
        expected = order[len(cur)]
        if key != expected:
            raise ParseError("line %d: key %s out of order (expected %s)" % (i, key, expected))
        if key in ("secrets", "lookalikes"):
            if rest == " []":
                cur[key] = []
                curlist = None
            elif rest == "":
                cur[key] = []
                curlist = key
            else:
                raise ParseError("line %d: bad list header" % i)
        else:
            cur[key] = scalar(rest, i)
            curlist = None
    for c in cases:
        if list(c.keys()) != order:
            raise ParseError("case %s: keys %s" % (c.get("id"), list(c.keys())))
        for k in ("secrets", "lookalikes"):
            if not c[k] and False:
                pass
    return cases


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    probs = []
    seen = set()
    nums = []
    for c in cases:
        cid = c["id"]
        m = ID_RE.match(cid)
        if not m:
            probs.append("%s: bad id" % cid)
        else:
            nums.append(int(m.group(1)))
        if cid in seen:
            probs.append("%s: duplicate id" % cid)
        seen.add(cid)
        if c["lang"] not in ISO639_1:
            probs.append("%s: lang %r is not ISO 639-1" % (cid, c["lang"]))
        t = c["text"]
        if not t.strip() or not c["note"].strip():
            probs.append("%s: empty text or note" % cid)
        if any(not part.strip() for part in t.split("\n---\n")):
            probs.append("%s: empty message" % cid)
        allv = c["secrets"] + c["lookalikes"]
        for s in [cid, c["lang"], t, c["note"]] + allv:
            h = HOSTILE.search(s)
            if h:
                probs.append("%s: YAML-hostile char %r" % (cid, h.group()))
        if len(set(allv)) != len(allv):
            probs.append("%s: a value is listed twice" % cid)
        spans = {"s": [], "l": []}
        for kind, vals in (("s", c["secrets"]), ("l", c["lookalikes"])):
            for v in vals:
                if not v or v != v.strip():
                    probs.append("%s: empty or padded value %r" % (cid, v))
                    continue
                o = occ(t, v)
                if not o:
                    probs.append("%s: value not in text: %r" % (cid, v))
                if len(v) <= 6 and len(o) > 1:
                    probs.append("%s: short value occurs %d times: %r" % (cid, len(o), v))
                for a, b in o:
                    spans[kind].append((a, b, v))
                    if v[0].isdigit() and a > 0 and (t[a - 1].isdigit() or (
                            NUMERIC.match(v) and t[a - 1] in SEPS and a > 1 and t[a - 2].isdigit())):
                        probs.append("%s: %r embedded in a longer number" % (cid, v))
                    if v[-1].isdigit() and b < len(t) and (t[b].isdigit() or (
                            NUMERIC.match(v) and t[b] in SEPS and b + 1 < len(t) and t[b + 1].isdigit())):
                        probs.append("%s: %r embedded in a longer number" % (cid, v))
        for a, b, v in spans["s"]:
            for x, y, w in spans["l"]:
                if a < y and x < b:
                    probs.append("%s: secret %r overlaps look-alike %r" % (cid, v, w))
        for v in allv:
            if len(v) <= 6:
                for w in allv:
                    if w != v and v in w:
                        probs.append("%s: short value %r inside %r" % (cid, v, w))
    if nums != list(range(1, len(nums) + 1)):
        probs.append("case numbers are not 001..N in order")
    return probs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v36.py heldout_v36.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ParseError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        return 1
    probs = validate(cases)
    for p in probs:
        print("PROBLEM:", p, file=sys.stderr)
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = OrderedDict()
    for c in cases:
        d = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        d[0] += 1
        d[1 if c["secrets"] else 2] += 1
        d[3] += len(c["secrets"])
        d[4] += len(c["lookalikes"])
        d[5] += 1 if "\n---\n" in c["text"] else 0
    print("cases:          %d" % len(cases))
    print("positive:       %d" % (len(cases) - len(neg)))
    print("negative:       %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / max(1, len(cases))))
    print("secrets:        %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:    %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:      %d" % len(langs))
    print("multi-message:  %d" % len(multi))
    print()
    print("%-5s %6s %6s %6s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang, d in sorted(langs.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print("%-5s %6d %6d %6d %8d %12d %6d" % (lang, d[0], d[1], d[2], d[3], d[4], d[5]))
    print()
    print("problems:       %d" % len(probs))
    return 1 if probs else 0


if __name__ == "__main__":
    sys.exit(main())
