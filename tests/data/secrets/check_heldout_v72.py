#!/usr/bin/env python3
"""Standard-library checker for heldout_v72.yaml.

Usage: python3 check_heldout_v72.py heldout_v72.yaml
Re-parses the YAML (the restricted layout the generator writes: every scalar a JSON double-quoted
string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json, re, collections

PREFIX = "H72"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\\\\]")
SEP = "\n---\n"


def fail(msg):
    print("ERROR:", msg)
    sys.exit(1)


def scalar(s, where):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        fail("%s: not a double-quoted scalar: %r" % (where, s[:60]))
    try:
        v = json.loads(s)
    except ValueError as e:
        fail("%s: bad scalar (%s)" % (where, e))
    if not isinstance(v, str):
        fail("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if raw.startswith("\ufeff"):
        fail("BOM at start of file")
    lines = raw.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        fail("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = "line %d" % n
        if "\t" in line:
            fail(where + ": tab character")
        if line.startswith("  - id: "):
            cur = {"id": scalar(line[8:], where)}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            fail(where + ": content before first case")
        m = re.match(r"^    (lang|text|note): (.*)$", line)
        if m:
            if m.group(1) in cur:
                fail(where + ": duplicate key " + m.group(1))
            cur[m.group(1)] = scalar(m.group(2), where)
            listkey = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", line)
        if m:
            if m.group(1) in cur:
                fail(where + ": duplicate key " + m.group(1))
            cur[m.group(1)] = []
            listkey = None if m.group(2) else m.group(1)
            continue
        m = re.match(r"^      - (.*)$", line)
        if m and listkey:
            cur[listkey].append(scalar(m.group(1), where))
            continue
        fail(where + ": unexpected line %r" % line[:60])
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                fail("%s: missing key %s" % (c.get("id"), k))
        if (c["secrets"] == [] or c["lookalikes"] == []) and False:
            pass
    return cases


def spans(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    seen = set()
    for c in cases:
        cid, t = c["id"], c["text"]
        e = lambda m: errs.append("%s: %s" % (cid, m))
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            e("bad id")
        if cid in seen:
            e("duplicate id")
        seen.add(cid)
        if c["lang"] not in LANGS:
            e("unknown lang " + c["lang"])
        if not t.strip() or not c["note"].strip():
            e("empty text or note")
        for k in ("id", "lang", "text", "note"):
            if BAD.search(c[k]):
                e("hostile character in " + k)
        if not c["secrets"] and not c["lookalikes"]:
            e("case has neither secrets nor look-alikes")
        for key in ("secrets", "lookalikes"):
            vals = c[key]
            if len(vals) != len(set(vals)):
                e("duplicate value in " + key)
            for v in vals:
                if not v.strip() or v != v.strip():
                    e("empty or padded value in " + key)
                    continue
                if BAD.search(v):
                    e("hostile character in %s value %r" % (key, v[:30]))
                if SEP in v:
                    e("message separator inside a value")
                sp = spans(t, v)
                if not sp:
                    e("%s value not an exact substring: %r" % (key, v[:40]))
                if len(v) <= 6 and len(sp) > 1:
                    e("short value %r occurs %d times" % (v, len(sp)))
                for a, b in sp:
                    if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                        e("value %r embedded in a longer number" % v[:30])
                    if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                        e("value %r embedded in a longer number" % v[:30])
        both = set(c["secrets"]) & set(c["lookalikes"])
        if both:
            e("values in both lists: %r" % sorted(both))
        ss = [s for v in c["secrets"] for s in spans(t, v)]
        ls = [s for v in c["lookalikes"] for s in spans(t, v)]
        for a, b in ss:
            for x, y in ls:
                if a < y and x < b:
                    e("secret %r overlaps look-alike %r" % (t[a:b][:30], t[x:y][:30]))
    nums = [int(c["id"].split("-")[1]) for c in cases]
    if nums != list(range(1, len(cases) + 1)):
        errs.append("ids are not numbered 001..N in order")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v72.py heldout_v72.yaml")
        return 2
    cases = parse(sys.argv[1])
    errs = validate(cases)
    if errs:
        for x in errs:
            print("ERROR:", x)
        return 1
    by = collections.OrderedDict()
    for c in cases:
        r = by.setdefault(c["lang"], collections.Counter())
        r["cases"] += 1
        r["positive" if c["secrets"] else "negative"] += 1
        r["secrets"] += len(c["secrets"])
        r["lookalikes"] += len(c["lookalikes"])
        r["multi"] += 1 if SEP in c["text"] else 0
    tot = collections.Counter()
    for r in by.values():
        tot.update(r)
    print("cases:          %d" % tot["cases"])
    print("positive:       %d" % tot["positive"])
    print("negative:       %d" % tot["negative"])
    print("secrets:        %d" % tot["secrets"])
    print("look-alikes:    %d" % tot["lookalikes"])
    print("languages:      %d" % len(by))
    print("multi-message:  %d" % tot["multi"])
    print()
    print("%-5s %6s %9s %9s %8s %11s %6s" % ("lang", "cases", "positive", "negative", "secrets", "look-alikes", "multi"))
    for lang, r in sorted(by.items(), key=lambda kv: (-kv[1]["cases"], kv[0])):
        print("%-5s %6d %9d %9d %8d %11d %6d" % (lang, r["cases"], r["positive"], r["negative"], r["secrets"], r["lookalikes"], r["multi"]))
    print("%-5s %6d %9d %9d %8d %11d %6d" % ("all", tot["cases"], tot["positive"], tot["negative"], tot["secrets"], tot["lookalikes"], tot["multi"]))
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
