#!/usr/bin/env python3
"""Standalone checker for heldout_v80.yaml (standard library only).

Usage: python3 check_heldout_v80.py heldout_v80.yaml
Re-parses the file (every scalar must be a JSON double-quoted string), re-validates the rules of the set
and prints counts. Exits 1 on any problem.
"""
import sys, json, re, unicodedata
from collections import Counter, defaultdict

PREFIX = "H80"
SEP = "\n---\n"
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz
ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja
jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng
nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw
ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
ID_RE = re.compile(r"^%s-(\d{3})-([a-z]{2})(-[a-z0-9]+)+$" % PREFIX)
IBAN_LEN = {"AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18,
            "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IL": 23,
            "IR": 26, "IT": 27, "LT": 20, "LU": 20, "LV": 21, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25,
            "RO": 24, "SA": 24, "SE": 24, "SI": 19, "SK": 24, "TR": 26, "UA": 29}
ALLOWED_FORMAT_CHARS = {"\u200c", "\u200d"}


def parse(src):
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, lst = [], None, None

    def scalar(raw, n):
        raw = raw.strip()
        if not (raw.startswith('"') and raw.endswith('"')):
            raise ValueError("line %d: scalar is not a double-quoted string" % n)
        v = json.loads(raw)
        if not isinstance(v, str):
            raise ValueError("line %d: scalar is not a string" % n)
        return v

    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": scalar(line[8:], n)}
            cases.append(cur)
            lst = None
        elif cur is not None and lst is not None and line.startswith("      - "):
            cur[lst].append(scalar(line[8:], n))
        elif cur is not None and line.startswith("    ") and not line.startswith("     "):
            key, colon, rest = line[4:].partition(":")
            if not colon or key in cur:
                raise ValueError("line %d: bad or duplicate key %r" % (n, key))
            rest = rest.strip()
            lst = None
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key] = []
                elif rest == "":
                    cur[key] = []
                    lst = key
                else:
                    raise ValueError("line %d: bad list" % n)
            elif key in ("lang", "text", "note"):
                cur[key] = scalar(rest, n)
            else:
                raise ValueError("line %d: unknown key %r" % (n, key))
        else:
            raise ValueError("line %d: unexpected line %r" % (n, line[:60]))
    for c in cases:
        if set(c) != {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            raise ValueError("case %s: keys %s" % (c.get("id"), sorted(c)))
    return cases


def hostile(s, allow_newline, allow_format):
    out = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch in ALLOWED_FORMAT_CHARS and allow_format:
            continue
        cat = unicodedata.category(ch)
        if ch in "\\\t\r" or cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and ch != " "):
            out.append("U+%04X" % ord(ch))
    return out


def wordch(c):
    return (c.isascii() and c.isalnum()) or c.isdigit()


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def iban_like(v):
    s = v.replace(" ", "")
    return (re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s) is not None and s[:2] in IBAN_LEN
            and len(s) == IBAN_LEN[s[:2]] and re.fullmatch(r"[A-Z]{2}\d{2}( ?[A-Z0-9]{1,4})+", v) is not None)


def iban_ok(v):
    s = v.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def check_case(c):
    p = []
    m = ID_RE.match(c["id"])
    if not m:
        p.append("bad id")
    elif m.group(2) != c["lang"]:
        p.append("id language part differs from lang")
    if c["lang"] not in ISO639_1:
        p.append("lang %r is not ISO 639-1" % c["lang"])
    text, sec, look = c["text"], c["secrets"], c["lookalikes"]
    if not text.strip() or not c["note"].strip():
        p.append("empty text or note")
    for what, s, nl, fmt in (("id", c["id"], False, False), ("lang", c["lang"], False, False),
                             ("text", text, True, True), ("note", c["note"], False, False)):
        h = hostile(s, nl, fmt)
        if h:
            p.append("hostile characters in %s: %s" % (what, h))
    if not sec and not look:
        p.append("case lists no value")
    if ("-neg-" in c["id"]) != (not sec):
        p.append("negative marker in id does not match empty secrets")
    if len(set(sec)) != len(sec) or len(set(look)) != len(look):
        p.append("duplicate value inside a list")
    both = set(sec) & set(look)
    if both:
        p.append("values in both lists: %r" % sorted(both))
    spans = []
    for kind, vals in (("secret", sec), ("lookalike", look)):
        for v in vals:
            if not v or v != v.strip():
                p.append("empty or padded %s %r" % (kind, v))
                continue
            h = hostile(v, True, False)
            if h:
                p.append("hostile characters in %s %r: %s" % (kind, v, h))
            o = occ(text, v)
            if not o:
                p.append("%s not a substring of text: %r" % (kind, v))
                continue
            if len(v) <= 6 and len(o) > 1:
                p.append("short %s %r occurs %d times" % (kind, v, len(o)))
            for a, e in o:
                if wordch(v[0]) and a > 0 and wordch(text[a - 1]):
                    p.append("%s %r embedded after %r" % (kind, v, text[a - 1]))
                if wordch(v[-1]) and e < len(text) and wordch(text[e]):
                    p.append("%s %r embedded before %r" % (kind, v, text[e]))
                if SEP in text[a:e]:
                    p.append("%s %r crosses a message boundary" % (kind, v))
                spans.append((a, e, kind, v))
            if iban_like(v) and not iban_ok(v):
                p.append("%s %r fails the IBAN mod-97 check" % (kind, v))
    spans.sort()
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            if spans[j][0] >= spans[i][1]:
                break
            if spans[i][3] != spans[j][3]:
                p.append("overlap: %s %r / %s %r" % (spans[i][2], spans[i][3], spans[j][2], spans[j][3]))
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v80.py heldout_v80.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(open(sys.argv[1], encoding="utf-8").read())
    except (ValueError, OSError, UnicodeDecodeError) as e:
        print("PARSE ERROR:", e)
        return 1
    problems = []
    ids = Counter(c["id"] for c in cases)
    nums = Counter(ID_RE.match(c["id"]).group(1) for c in cases if ID_RE.match(c["id"]))
    for k, v in ids.items():
        if v > 1:
            problems.append("duplicate id %s" % k)
    for k, v in nums.items():
        if v > 1:
            problems.append("duplicate case number %s" % k)
    for c in cases:
        for pr in check_case(c):
            problems.append("%s: %s" % (c["id"], pr))

    by = defaultdict(lambda: Counter())
    for c in cases:
        b = by[c["lang"]]
        b["cases"] += 1
        b["positive" if c["secrets"] else "negative"] += 1
        b["secrets"] += len(c["secrets"])
        b["lookalikes"] += len(c["lookalikes"])
        b["multi"] += SEP in c["text"]
    tot = Counter()
    for b in by.values():
        tot.update(b)
    print("cases:          %d" % tot["cases"])
    print("positive:       %d" % tot["positive"])
    print("negative:       %d (%.1f%%)" % (tot["negative"], 100.0 * tot["negative"] / max(1, tot["cases"])))
    print("secrets:        %d" % tot["secrets"])
    print("look-alikes:    %d" % tot["lookalikes"])
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % tot["multi"])
    print()
    print("%-5s %6s %6s %6s %8s %11s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang in sorted(by, key=lambda l: (-by[l]["cases"], l)):
        b = by[lang]
        print("%-5s %6d %6d %6d %8d %11d %6d" % (lang, b["cases"], b["positive"], b["negative"], b["secrets"],
                                                 b["lookalikes"], b["multi"]))
    print("%-5s %6d %6d %6d %8d %11d %6d" % ("all", tot["cases"], tot["positive"], tot["negative"], tot["secrets"],
                                             tot["lookalikes"], tot["multi"]))
    print()
    if problems:
        for pr in problems:
            print("PROBLEM:", pr)
        print("FAILED: %d problem(s)" % len(problems))
        return 1
    print("OK: no problems found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
