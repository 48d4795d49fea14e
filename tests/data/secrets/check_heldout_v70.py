#!/usr/bin/env python3
"""Standard-library checker for heldout_v70.yaml.

Usage: python3 check_heldout_v70.py heldout_v70.yaml
Re-parses the file (only the restricted YAML shape the generator writes: every scalar a JSON double-quoted
string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json, re

PREFIX = "H70"
ISO639_1 = set("aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz "
               "ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik "
               "io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml "
               "mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd "
               "se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi "
               "vo wa wo xh yi yo za zh zu".split())
SEP = "\n---\n"


def fail(msg):
    print("PROBLEM: " + msg, file=sys.stderr)
    fail.n += 1


fail.n = 0


def scalar(line, prefix, where):
    if not line.startswith(prefix):
        raise ValueError("%s: expected %r, got %r" % (where, prefix, line[:60]))
    raw = line[len(prefix):]
    if not (raw.startswith('"') and raw.endswith('"')):
        raise ValueError("%s: scalar is not double-quoted" % where)
    v = json.loads(raw)
    if not isinstance(v, str):
        raise ValueError("%s: scalar is not a string" % where)
    return v


def parse(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    while i < len(lines) and lines[i].startswith("#"):
        i += 1
    if lines[i] != "lookalikes: []":
        raise ValueError("line %d: expected top-level 'lookalikes: []'" % (i + 1))
    i += 1
    if lines[i] != "cases:":
        raise ValueError("line %d: expected 'cases:'" % (i + 1))
    i += 1
    cases = []
    while i < len(lines):
        where = "line %d" % (i + 1)
        c = {"id": scalar(lines[i], "  - id: ", where)}
        i += 1
        c["lang"] = scalar(lines[i], "    lang: ", "line %d" % (i + 1))
        i += 1
        c["text"] = scalar(lines[i], "    text: ", "line %d" % (i + 1))
        i += 1
        for key in ("secrets", "lookalikes"):
            if lines[i] == "    %s: []" % key:
                c[key] = []
                i += 1
            elif lines[i] == "    %s:" % key:
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i], "      - ", "line %d" % (i + 1)))
                    i += 1
                if not vals:
                    raise ValueError("line %d: empty block list for %s" % (i, key))
                c[key] = vals
            else:
                raise ValueError("line %d: expected %s" % (i + 1, key))
        c["note"] = scalar(lines[i], "    note: ", "line %d" % (i + 1))
        i += 1
        cases.append(c)
    return cases


def bad_char(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or o == 0x7f or 0x80 <= o <= 0x9f or ch in "\\\t\r\ufeff\u2028\u2029" or 0xd800 <= o <= 0xdfff:
            return True
    return False


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    ids = set()
    idre = re.compile(r"^%s-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)
    for n, c in enumerate(cases, 1):
        cid = c["id"]
        m = idre.match(cid)
        if not m:
            fail("bad id %r" % cid)
        elif int(m.group(1)) != n:
            fail("id %r out of sequence" % cid)
        if cid in ids:
            fail("duplicate id %r" % cid)
        ids.add(cid)
        if c["lang"] not in ISO639_1:
            fail("%s: lang %r is not ISO 639-1" % (cid, c["lang"]))
        t = c["text"]
        if not t.strip():
            fail("%s: empty text" % cid)
        if any(not part.strip() for part in t.split(SEP)):
            fail("%s: empty message" % cid)
        for f in ("id", "lang", "text", "note"):
            if bad_char(c[f]):
                fail("%s: YAML-hostile character in %s" % (cid, f))
        S, L = c["secrets"], c["lookalikes"]
        if not S and not L:
            fail("%s: negative case without look-alikes" % cid)
        if len(set(S)) != len(S) or len(set(L)) != len(L):
            fail("%s: duplicate listed value" % cid)
        if set(S) & set(L):
            fail("%s: a value is both secret and look-alike" % cid)
        spans = {"s": [], "l": []}
        for kind, vals in (("s", S), ("l", L)):
            for v in vals:
                name = "secret" if kind == "s" else "look-alike"
                if not v or v != v.strip():
                    fail("%s: empty or padded %s" % (cid, name))
                    continue
                if bad_char(v):
                    fail("%s: YAML-hostile character in a %s" % (cid, name))
                o = occ(t, v)
                if not o:
                    fail("%s: %s %r not an exact substring of text" % (cid, name, v))
                    continue
                if len(v) <= 6 and len(o) > 1:
                    fail("%s: short %s %r occurs %d times" % (cid, name, v, len(o)))
                for a, b in o:
                    if (v[0].isdecimal() and a > 0 and t[a - 1].isdecimal()) or (
                            v[-1].isdecimal() and b < len(t) and t[b].isdecimal()):
                        fail("%s: %s %r embedded in a longer number" % (cid, name, v))
                spans[kind].extend(o)
        for a, b in spans["s"]:
            for x, y in spans["l"]:
                if a < y and x < b:
                    fail("%s: secret occurrence %d-%d overlaps look-alike occurrence %d-%d" % (cid, a, b, x, y))


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v70.py heldout_v70.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ValueError, IndexError, json.JSONDecodeError) as e:
        print("PARSE PROBLEM: %s" % e, file=sys.stderr)
        return 1
    validate(cases)
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = {}
    for c in cases:
        d = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        d[0] += 1
        d[1] += 1 if c["secrets"] else 0
        d[2] += 0 if c["secrets"] else 1
        d[3] += len(c["secrets"])
        d[4] += len(c["lookalikes"])
        d[5] += 1 if SEP in c["text"] else 0
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d" % (len(cases) - len(pos)))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d (top-level list: 0)" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d (%d besides English)" % (len(langs), len(langs) - (1 if "en" in langs else 0)))
    print("multi-message: %d" % len(multi))
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lg in sorted(langs, key=lambda k: (-langs[k][0], k)):
        d = langs[lg]
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lg, d[0], d[1], d[2], d[3], d[4], d[5]))
    if fail.n:
        print("\n%d problem(s) found" % fail.n, file=sys.stderr)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
