#!/usr/bin/env python3
"""Standard-library checker for heldout_v50.yaml.

Usage: python3 check_heldout_v50.py heldout_v50.yaml
Re-parses the file (every scalar is a JSON double-quoted string), re-validates it and prints counts.
Exits 1 on any problem.
"""
import sys, re, json, collections

PREFIX = "H50"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e"
                     "\u2060-\u206f\ufeff\ufff9-\uffff\ud800-\udfff]")
ASCII_ALNUM = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
SEP = "\n---\n"


def parse(src):
    lines = src.split("\n")
    if not src.endswith("\n"):
        raise ValueError("file does not end with a newline")
    lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("top level must be 'lookalikes: []' then 'cases:'")
    cases, cur, lst = [], None, None
    for n, line in enumerate(lines[2:], 3):
        m = re.match(r'^  - id: (".*")$', line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            lst = None
            continue
        m = re.match(r'^    (lang|text|note): (".*")$', line)
        if m and cur is not None and m.group(1) not in cur:
            cur[m.group(1)] = json.loads(m.group(2))
            lst = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", line)
        if m and cur is not None and m.group(1) not in cur:
            cur[m.group(1)] = []
            lst = None if m.group(2) else cur[m.group(1)]
            continue
        m = re.match(r'^      - (".*")$', line)
        if m and lst is not None:
            lst.append(json.loads(m.group(1)))
            continue
        raise ValueError("line %d not understood: %r" % (n, line[:80]))
    return cases


def occ(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def iban_ok(s):
    t = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in t[4:] + t[:4])) % 97 == 1


IBAN_SHAPE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}$")
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "CZ": 24, "GB": 22, "SE": 24,
            "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "PT": 25, "BE": 16,
            "AT": 20, "CH": 21, "SA": 24, "AE": 23, "IL": 23, "UA": 29, "IR": 26, "IE": 22}


def iban_like(v):
    t = v.replace(" ", "")
    return bool(IBAN_SHAPE.match(v)) and IBAN_LEN.get(t[:2]) == len(t)


def check_case(c):
    errs = []
    keys = {"id", "lang", "text", "secrets", "lookalikes", "note"}
    if set(c) != keys:
        return ["keys %s" % sorted(c)]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c[k], str) or not c[k]:
            errs.append("%s missing or not a string" % k)
    if errs:
        return errs
    if not re.match(r"^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX, c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("unknown lang %r" % c["lang"])
    text = c["text"]
    sec, lk = c["secrets"], c["lookalikes"]
    for s in [text, c["note"]] + sec + lk:
        if not isinstance(s, str):
            errs.append("non-string value")
        elif HOSTILE.search(s):
            errs.append("YAML-hostile character")
    if "\r" in text or "\t" in text:
        errs.append("CR/TAB in text")
    if any(not part.strip() for part in text.split(SEP)):
        errs.append("empty message")
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate listed value")
    if set(sec) & set(lk):
        errs.append("value listed as both")
    vals = sec + lk
    for v in vals:
        if not isinstance(v, str) or not v or v != v.strip():
            errs.append("bad value %r" % (v,))
            continue
        o = occ(text, v)
        if not o:
            errs.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(o) > 1:
            errs.append("short value occurs twice: %r" % v)
        for a, b in o:
            pre = text[a - 1] if a else ""
            post = text[b] if b < len(text) else ""
            if (v[0].isdigit() and pre.isdigit()) or (v[-1].isdigit() and post.isdigit()):
                errs.append("number embedded in a longer number: %r" % v)
            if (v[0] in ASCII_ALNUM and pre in ASCII_ALNUM) or (v[-1] in ASCII_ALNUM and post in ASCII_ALNUM):
                errs.append("value glued to a longer token: %r" % v)
        for w in vals:
            if w != v and v in w:
                errs.append("listed value inside another listed value: %r" % v)
        if iban_like(v) and not iban_ok(v):
            errs.append("IBAN-shaped value fails mod-97: %r" % v)
    for v in sec:
        for a, b in occ(text, v):
            for w in lk:
                for c2, d in occ(text, w):
                    if a < d and c2 < b:
                        errs.append("secret %r overlaps look-alike %r" % (v, w))
    return sorted(set(errs))


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v50.py heldout_v50.yaml", file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    if HOSTILE.search(src.replace("\n", "")):
        print("PROBLEM: YAML-hostile character in file", file=sys.stderr)
        return 1
    try:
        cases = parse(src)
    except (ValueError, json.JSONDecodeError) as e:
        print("PROBLEM: parse error:", e, file=sys.stderr)
        return 1
    problems = []
    ids = [c.get("id") for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    nums = [i.split("-")[1] for i in ids if isinstance(i, str) and i.count("-") >= 2]
    if nums != ["%03d" % k for k in range(1, len(cases) + 1)]:
        problems.append("ids are not numbered 001..%03d in order" % len(cases))
    for c in cases:
        for e in check_case(c):
            problems.append("%s: %s" % (c.get("id"), e))
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1

    tot = collections.Counter()
    by = collections.defaultdict(collections.Counter)
    for c in cases:
        for cnt in (tot, by[c["lang"]]):
            cnt["cases"] += 1
            cnt["positive" if c["secrets"] else "negative"] += 1
            cnt["secrets"] += len(c["secrets"])
            cnt["lookalikes"] += len(c["lookalikes"])
            cnt["multi"] += SEP in c["text"]
    print("file:          %s" % sys.argv[1])
    print("cases:         %d" % tot["cases"])
    print("positive:      %d" % tot["positive"])
    print("negative:      %d (%.1f%%)" % (tot["negative"], 100.0 * tot["negative"] / tot["cases"]))
    print("secrets:       %d" % tot["secrets"])
    print("look-alikes:   %d" % tot["lookalikes"])
    print("languages:     %d" % len(by))
    print("multi-message: %d" % tot["multi"])
    print("English share: %.1f%%" % (100.0 * by["en"]["cases"] / tot["cases"]))
    print()
    print("%-5s %6s %9s %9s %8s %12s %6s" % ("lang", "cases", "positive", "negative", "secrets", "look-alikes",
                                              "multi"))
    for lang in sorted(by, key=lambda l: (-by[l]["cases"], l)):
        b = by[lang]
        print("%-5s %6d %9d %9d %8d %12d %6d" % (lang, b["cases"], b["positive"], b["negative"], b["secrets"],
                                                 b["lookalikes"], b["multi"]))
    print("OK: no problems found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
