#!/usr/bin/env python3
"""Checker for heldout_v56.yaml (standard library only).

Usage: python3 check_heldout_v56.py heldout_v56.yaml
Re-parses the file (strict parser for the layout the generator writes: every scalar a JSON double-quoted
string, which is also a valid YAML double-quoted scalar), re-validates every rule of the brief and prints counts.
Exits 1 on any problem.
"""
import sys, json, re, unicodedata

PREFIX = "H56"
SEP = "\n---\n"
ISO639_1 = set("aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz "
               "ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io "
               "is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr "
               "ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si "
               "sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh "
               "yi yo za zh zu".split())
IBAN_CC = {"DE", "GB", "FR", "ES", "IT", "PT", "NL", "BE", "PL", "CZ", "SE", "DK", "NO", "FI", "HU", "RO", "GR", "TR",
           "UA", "SA", "AE", "IL", "IR"}
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def scalar(s, where):
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError("%s: scalar is not double-quoted" % where)
    v = json.loads(s)
    if not isinstance(v, str):
        raise ValueError("%s: scalar is not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        doc = fh.read()
    if "\t" in doc or "\r" in doc or doc.startswith("\ufeff"):
        raise ValueError("tab, CR or BOM in file")
    lines = doc.split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad top level (expected 'lookalikes: []' then 'cases:')")
    cases, cur, listkey = [], None, None
    for no, ln in enumerate(lines[2:], 3):
        where = "line %d" % no
        if ln.startswith("  - "):
            k, sep, v = ln[4:].partition(": ")
            if k != "id" or not sep:
                raise ValueError(where + ": a case must start with id")
            cur = {"id": scalar(v, where)}
            cases.append(cur)
            listkey = None
        elif ln.startswith("      - "):
            if cur is None or listkey is None:
                raise ValueError(where + ": list item outside a list")
            cur[listkey].append(scalar(ln[8:], where))
        elif ln.startswith("    ") and not ln.startswith("     "):
            if cur is None:
                raise ValueError(where + ": key outside a case")
            body = ln[4:]
            if body.endswith(":") and ": " not in body:
                k = body[:-1]
                cur[k] = []
                listkey = k
            else:
                k, sep, v = body.partition(": ")
                if not sep:
                    raise ValueError(where + ": malformed line")
                if k in cur:
                    raise ValueError(where + ": duplicate key " + k)
                cur[k] = [] if v == "[]" else scalar(v, where)
                listkey = None
        else:
            raise ValueError(where + ": unexpected indentation or content")
    return cases


def bad_char(ch, allow_newline):
    if ch == "\n":
        return not allow_newline
    if ch in "\t\r\\\u0085\u2028\u2029\ufeff":
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cc", "Cs", "Co", "Cn"):
        return True
    return cat == "Cf" and ch not in "\u200c\u200d"


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def iban_ok(s):
    s = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def check(cases):
    errs = []
    seen = set()
    for n, c in enumerate(cases, 1):
        cid = c.get("id", "?")
        if list(c.keys()) != KEYS:
            errs.append("%s: keys %s" % (cid, list(c.keys())))
            continue
        m = re.fullmatch(r"%s-(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)" % PREFIX, cid)
        if not m or int(m.group(1)) != n:
            errs.append("%s: bad id or out of sequence" % cid)
        if cid in seen:
            errs.append("%s: duplicate id" % cid)
        seen.add(cid)
        if c["lang"] not in ISO639_1:
            errs.append("%s: lang %r is not ISO 639-1" % (cid, c["lang"]))
        text = c["text"]
        for f in ("id", "lang", "note"):
            if not c[f] or any(bad_char(ch, False) for ch in c[f]):
                errs.append("%s: empty field or hostile character in %s" % (cid, f))
        if any(bad_char(ch, True) for ch in text):
            errs.append("%s: hostile character in text" % cid)
        for msg in text.split(SEP):
            if not msg.strip() or msg != msg.strip():
                errs.append("%s: empty or padded message" % cid)
        if not isinstance(c["secrets"], list) or not isinstance(c["lookalikes"], list):
            errs.append("%s: secrets/lookalikes must be lists" % cid)
            continue
        allv = [("secret", v) for v in c["secrets"]] + [("look-alike", v) for v in c["lookalikes"]]
        vals = [v for _, v in allv]
        if len(set(vals)) != len(vals):
            errs.append("%s: a value is listed twice" % cid)
        for kind, v in allv:
            if not v or v != v.strip() or '"' in v or any(bad_char(ch, True) for ch in v):
                errs.append("%s: bad %s %r" % (cid, kind, v))
                continue
            o = occ(text, v)
            if not o:
                errs.append("%s: %s not in text: %r" % (cid, kind, v))
                continue
            if len(v) <= 6 and len(o) > 1:
                errs.append("%s: short %s occurs %d times: %r" % (cid, kind, len(o), v))
            for a, b in o:
                if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                    errs.append("%s: %s embedded in a longer number: %r" % (cid, kind, v))
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_CC and not iban_ok(compact):
                errs.append("%s: IBAN-shaped %s fails mod-97: %r" % (cid, kind, v))
        for i, (_, v1) in enumerate(allv):
            for j, (_, v2) in enumerate(allv):
                if i != j and v1 in v2:
                    errs.append("%s: value %r is inside value %r" % (cid, v1, v2))
        so = [x for v in c["secrets"] if v for x in occ(text, v)]
        lo = [x for v in c["lookalikes"] if v for x in occ(text, v)]
        for a, b in so:
            for x, y in lo:
                if a < y and x < b:
                    errs.append("%s: a secret overlaps a look-alike" % cid)
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v56.py heldout_v56.yaml")
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ValueError, OSError) as e:
        print("PARSE ERROR:", e)
        return 1
    errs = check(cases)
    by = {}
    for c in cases:
        d = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        d[0] += 1
        d[1] += 1 if c["secrets"] else 0
        d[2] += 0 if c["secrets"] else 1
        d[3] += len(c["secrets"])
        d[4] += len(c["lookalikes"])
        d[5] += 1 if SEP in c["text"] else 0
    tot = [sum(d[i] for d in by.values()) for i in range(6)]
    print("cases:          %d" % tot[0])
    print("positive:       %d" % tot[1])
    print("negative:       %d" % tot[2])
    print("secrets:        %d" % tot[3])
    print("look-alikes:    %d" % tot[4])
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % tot[5])
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        d = by[lang]
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lang, d[0], d[1], d[2], d[3], d[4], d[5]))
    if errs:
        print()
        for e in errs:
            print("ERROR:", e)
        print("FAILED: %d problem(s)" % len(errs))
        return 1
    print()
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
