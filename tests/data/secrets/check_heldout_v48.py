#!/usr/bin/env python3
"""Standalone checker for heldout_v48.yaml (standard library only).

Usage: python3 check_heldout_v48.py heldout_v48.yaml

Re-parses the YAML (every scalar must be a JSON double-quoted string), re-validates every case and
prints counts.  Exits 1 when anything is wrong.
"""
import json
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

SEP = "\n---\n"
PREFIX = "H48"
ID_RE = re.compile(r"^%s-(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)$" % PREFIX)
ISO639_1 = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt",
            "it", "nl", "sv", "da", "no", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw",
            "ms", "bn", "ur", "sk", "bg", "hr", "sr", "lt", "lv", "et"}
BAD_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def fail(msg):
    print("ERROR:", msg)
    sys.exit(1)


def dq(s, where):
    """Parse one JSON double-quoted scalar."""
    if not (s.startswith('"') and s.endswith('"')):
        fail("%s: scalar is not a double-quoted string" % where)
    try:
        v = json.loads(s)
    except ValueError as e:
        fail("%s: bad double-quoted string (%s)" % (where, e))
    if not isinstance(v, str):
        fail("%s: not a string" % where)
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    if "\r" in src or "\t" in src:
        fail("file contains CR or TAB")
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        fail("header must be 'lookalikes: []' then 'cases:'")
    cases = []
    cur = None
    listkey = None
    for n, line in enumerate(lines[2:], 3):
        where = "line %d" % n
        if line.startswith("  - id: "):
            cur = OrderedDict(id=dq(line[len("  - id: "):], where))
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            fail("%s: content before first case" % where)
        if line.startswith("      - "):
            if listkey is None:
                fail("%s: list item outside a list" % where)
            cur[listkey].append(dq(line[len("      - "):], where))
            continue
        m = re.match(r"^    ([a-z]+):(.*)$", line)
        if not m:
            fail("%s: unexpected line" % where)
        key, rest = m.group(1), m.group(2)
        if key in cur:
            fail("%s: duplicate key %s" % (where, key))
        if key in ("secrets", "lookalikes"):
            if rest == " []":
                cur[key] = []
                listkey = None
            elif rest == "":
                cur[key] = []
                listkey = key
            else:
                fail("%s: bad list for %s" % (where, key))
        elif key in ("lang", "text", "note"):
            if not rest.startswith(" "):
                fail("%s: missing space after key" % where)
            cur[key] = dq(rest[1:], where)
            listkey = None
        else:
            fail("%s: unknown key %s" % (where, key))
    for c in cases:
        if list(c.keys()) != KEYS:
            fail("%s: keys must be %s in this order, got %s" % (c.get("id"), KEYS, list(c.keys())))
    return cases


def hostile(s, allow_newline):
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if unicodedata.category(ch) in BAD_CATEGORIES or ch in "\ufeff\\":
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def embedded(text, s, e):
    v = text[s:e]
    if v[0].isdigit() and s > 0:
        if text[s - 1].isdigit() or (s > 1 and text[s - 1] in "-./," and text[s - 2].isdigit()):
            return True
    if v[-1].isdigit() and e < len(text):
        if text[e].isdigit() or (e + 1 < len(text) and text[e] in "-./," and text[e + 1].isdigit()):
            return True
    return False


def validate(cases):
    errors = []
    seen_ids = set()
    for idx, c in enumerate(cases, 1):
        cid = c["id"]
        m = ID_RE.match(cid)
        if not m:
            errors.append("%s: bad id" % cid)
        elif int(m.group(1)) != idx:
            errors.append("%s: id number out of sequence" % cid)
        if cid in seen_ids:
            errors.append("%s: duplicate id" % cid)
        seen_ids.add(cid)
        if c["lang"] not in ISO639_1:
            errors.append("%s: lang %r is not an expected ISO 639-1 code" % (cid, c["lang"]))
        text = c["text"]
        if not text or text != text.strip():
            errors.append("%s: empty text or outer whitespace" % cid)
        if any(not part.strip() for part in text.split(SEP)):
            errors.append("%s: empty message" % cid)
        if not c["note"].strip():
            errors.append("%s: empty note" % cid)
        for k in ("lang", "text", "note"):
            h = hostile(c[k], k == "text")
            if h is not None:
                errors.append("%s: YAML-hostile character %r in %s" % (cid, h, k))
        sec, look = c["secrets"], c["lookalikes"]
        if not sec and not look:
            errors.append("%s: nothing listed" % cid)
        if len(set(sec)) != len(sec) or len(set(look)) != len(look):
            errors.append("%s: duplicate listed value" % cid)
        if set(sec) & set(look):
            errors.append("%s: value listed as both secret and look-alike" % cid)
        for v in sec + look:
            if not v or v != v.strip():
                errors.append("%s: empty value or outer whitespace %r" % (cid, v))
                continue
            h = hostile(v, True)
            if h is not None:
                errors.append("%s: YAML-hostile character %r in value" % (cid, h))
            if SEP in v:
                errors.append("%s: value crosses a message boundary %r" % (cid, v))
            occ = occurrences(text, v)
            if not occ:
                errors.append("%s: value is not a substring of the text %r" % (cid, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errors.append("%s: short value %r occurs %d times" % (cid, v, len(occ)))
            if any(embedded(text, s, e) for s, e in occ):
                errors.append("%s: listed number %r is embedded in a longer number" % (cid, v))
        look_spans = [(s, e, v) for v in look for s, e in occurrences(text, v)]
        for v in sec:
            for s1, e1 in occurrences(text, v):
                for s2, e2, lv in look_spans:
                    if s1 < e2 and s2 < e1:
                        errors.append("%s: secret %r overlaps look-alike %r" % (cid, v, lv))
    all_sec = {v for c in cases for v in c["secrets"]}
    all_look = {v for c in cases for v in c["lookalikes"]}
    for v in sorted(all_sec & all_look):
        errors.append("value is a secret in one case and a look-alike in another: %r" % v)
    return errors


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v48.py heldout_v48.yaml")
        return 1
    cases = parse(argv[1])
    errors = validate(cases)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if SEP in c["text"])
    langs = Counter(c["lang"] for c in cases)
    print("cases:          %d" % n)
    print("positive:       %d" % (n - neg))
    print("negative:       %d (%.1f%%)" % (neg, 100.0 * neg / n))
    print("secrets:        %d" % nsec)
    print("look-alikes:    %d" % nlook)
    print("languages:      %d (%d besides English)" % (len(langs), len(langs) - (1 if "en" in langs else 0)))
    print("multi-message:  %d" % multi)
    print()
    print("%-5s %6s %6s %6s %8s %8s %6s" % ("lang", "cases", "pos", "neg", "secrets", "lookalk", "multi"))
    for lang in sorted(langs, key=lambda x: (-langs[x], x)):
        cs = [c for c in cases if c["lang"] == lang]
        print("%-5s %6d %6d %6d %8d %8d %6d" % (
            lang, len(cs), sum(1 for c in cs if c["secrets"]), sum(1 for c in cs if not c["secrets"]),
            sum(len(c["secrets"]) for c in cs), sum(len(c["lookalikes"]) for c in cs),
            sum(1 for c in cs if SEP in c["text"])))
    print("%-5s %6d %6d %6d %8d %8d %6d" % ("all", n, n - neg, neg, nsec, nlook, multi))
    print()
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
