#!/usr/bin/env python3
# check_heldout_v49.py -- standard-library checker for heldout_v49.yaml.
# Re-parses the file (every scalar must be a JSON double-quoted string), re-validates every case and prints counts.
# Usage: python3 check_heldout_v49.py heldout_v49.yaml      (exit status 1 on any problem)
import sys, json, re, unicodedata, collections

PREFIX = "H49"
SEP = "\n---\n"
ISO639_1 = set(("aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el "
                "en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja "
                "jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd "
                "ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss "
                "st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu").split())
BAD_CODEPOINTS = set([0x85, 0xFEFF, 0x2028, 0x2029, 0x200B, 0x200D, 0x200E, 0x200F] + list(range(0x202A, 0x202F)) + list(range(0x2060, 0x2065)))
ZWNJ = "\u200c"

class ParseError(Exception): pass

def scalar(line, prefix, lineno):
    if not line.startswith(prefix): raise ParseError("line %d: expected %r" % (lineno, prefix.strip()))
    raw = line[len(prefix):]
    if not (raw.startswith('"') and raw.endswith('"')): raise ParseError("line %d: scalar is not double-quoted" % lineno)
    try: v = json.loads(raw)
    except ValueError as e: raise ParseError("line %d: bad JSON string (%s)" % (lineno, e))
    if not isinstance(v, str): raise ParseError("line %d: not a string" % lineno)
    return v

def parse(path):
    with open(path, encoding="utf-8") as f: data = f.read()
    if "\r" in data or "\t" in data: raise ParseError("CR or TAB in file")
    if not data.endswith("\n"): raise ParseError("no final newline")
    lines = data[:-1].split("\n")
    if lines[:2] != ["lookalikes: []", "cases:"]: raise ParseError("header must be 'lookalikes: []' then 'cases:'")
    i, cases = 2, []
    def listfield(name):
        nonlocal i
        head = "    %s:" % name
        if i < len(lines) and lines[i] == head + " []":
            i += 1; return []
        if i >= len(lines) or lines[i] != head: raise ParseError("line %d: expected %s" % (i + 1, head.strip()))
        i += 1; out = []
        while i < len(lines) and lines[i].startswith("      - "):
            out.append(scalar(lines[i], "      - ", i + 1)); i += 1
        if not out: raise ParseError("line %d: empty block list (use [])" % i)
        return out
    while i < len(lines):
        c = {}
        c["id"] = scalar(lines[i], "  - id: ", i + 1); i += 1
        c["lang"] = scalar(lines[i], "    lang: ", i + 1); i += 1
        c["text"] = scalar(lines[i], "    text: ", i + 1); i += 1
        c["secrets"] = listfield("secrets")
        c["lookalikes"] = listfield("lookalikes")
        c["note"] = scalar(lines[i], "    note: ", i + 1); i += 1
        cases.append(c)
    return cases

def hostile(s, allow_newline):
    for ch in s:
        cp = ord(ch)
        if ch in ("\n", ZWNJ) and allow_newline: continue
        if cp in BAD_CODEPOINTS: return "U+%04X" % cp
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"): return "U+%04X" % cp
    return None

def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out

def problems(c):
    p = []
    text, sec, lk = c["text"], c["secrets"], c["lookalikes"]
    if c["lang"] not in ISO639_1: p.append("lang not ISO 639-1: %r" % c["lang"])
    if not text.strip(): p.append("empty text")
    if not c["note"].strip(): p.append("empty note")
    if "\r" in text or "\t" in text: p.append("CR or TAB in text")
    for fld in ("id", "lang", "note"):
        h = hostile(c[fld], False)
        if h: p.append("hostile char %s in %s" % (h, fld))
    h = hostile(text, True)
    if h: p.append("hostile char %s in text" % h)
    if text.startswith("---") or text.endswith("---") or (SEP + SEP) in text: p.append("bad message separators")
    allv = sec + lk
    if len(set(allv)) != len(allv): p.append("duplicate listed value (within or across lists)")
    if not sec and not lk: p.append("case lists nothing")
    for v in allv:
        if not v or v != v.strip(): p.append("empty or padded value %r" % v); continue
        h = hostile(v, True)
        if h: p.append("hostile char %s in value %r" % (h, v))
        occ = occurrences(text, v)
        if not occ: p.append("value not an exact substring of text: %r" % v); continue
        if len(v) <= 6 and len(occ) > 1: p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and before.isdigit(): p.append("number embedded in a longer number (left): %r" % v)
            if v[-1].isdigit() and after.isdigit(): p.append("number embedded in a longer number (right): %r" % v)
        if v in c["note"]: p.append("listed value appears in note: %r" % v)
    socc = [iv for v in sec for iv in occurrences(text, v)]
    locc = [iv for v in lk for iv in occurrences(text, v)]
    for a, b in socc:
        for x, y in locc:
            if a < y and x < b: p.append("secret occurrence %d-%d overlaps look-alike occurrence %d-%d" % (a, b, x, y))
    return p

def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v49.py heldout_v49.yaml"); sys.exit(1)
    try: cases = parse(sys.argv[1])
    except ParseError as e:
        print("PARSE ERROR:", e); sys.exit(1)
    errs = []
    seen = set()
    for n, c in enumerate(cases, 1):
        if c["id"] in seen: errs.append("duplicate id " + c["id"])
        seen.add(c["id"])
        m = re.fullmatch(r"%s-(\d{3})-[a-z0-9]+(-[a-z0-9]+)*" % PREFIX, c["id"])
        if not m: errs.append("bad id " + c["id"])
        elif int(m.group(1)) != n: errs.append("id out of sequence: " + c["id"])
        errs.extend("%s: %s" % (c["id"], e) for e in problems(c))
    for e in errs: print("PROBLEM", e)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        r[0] += 1; r[1] += bool(c["secrets"]); r[2] += not c["secrets"]
        r[3] += len(c["secrets"]); r[4] += len(c["lookalikes"]); r[5] += SEP in c["text"]
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % len(cases))
    print("positive:      %d" % len(pos))
    print("negative:      %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / max(1, len(cases))))
    print("secrets:       %d" % sum(len(c["secrets"]) for c in cases))
    print("look-alikes:   %d" % sum(len(c["lookalikes"]) for c in cases))
    print("languages:     %d" % len(by))
    print("multi-message: %d" % len(multi))
    print("problems:      %d" % len(errs))
    print()
    print("%-5s %6s %5s %5s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for k, r in by.items():
        print("%-5s %6d %5d %5d %8d %11d %6d" % (k, r[0], r[1], r[2], r[3], r[4], r[5]))
    sys.exit(1 if errs else 0)

if __name__ == "__main__":
    main()
