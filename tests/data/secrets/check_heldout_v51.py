#!/usr/bin/env python3
"""Standard-library checker for heldout_v51.yaml.

Usage: python3 check_heldout_v51.py heldout_v51.yaml

Re-parses the YAML (the restricted layout written by make_heldout_v51.py: every scalar a
JSON double-quoted string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys
import re
import json
from collections import Counter, OrderedDict

PREFIX = "H51"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl", "sv",
         "da", "no", "nb", "nn", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ms", "bn", "ur", "ta", "sk",
         "sl", "hr", "sr", "bg", "lt", "lv", "et", "ca", "eu", "gl", "af", "am", "yo", "ha", "zu", "is", "ga", "cy"}
Q = r'("(?:[^"\\]|\\.)*")'


def yaml_safe_char(ch):
    o = ord(ch)
    if ch == "\n" or 0x20 <= o <= 0x7E:
        return True
    if o in (0x2028, 0x2029, 0xFEFF):
        return False
    return 0xA0 <= o <= 0xD7FF or 0xE000 <= o <= 0xFFFD or 0x10000 <= o <= 0x10FFFF


def parse(path):
    problems = []
    raw = open(path, "rb").read()
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return None, ["not UTF-8: %s" % e]
    if "\r" in data or "\t" in data:
        problems.append("file contains CR or TAB characters")
    bad = sorted({ch for ch in data if not yaml_safe_char(ch)})
    if bad:
        problems.append("file contains YAML-hostile characters %r" % bad[:5])
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        problems.append("file must start with 'lookalikes: []' and 'cases:'")
        return None, problems
    cases, cur, listkey = [], None, None
    for no, line in enumerate(lines[2:], 3):
        m = re.fullmatch(r"  - id: " + Q, line)
        if m:
            cur = OrderedDict(id=json.loads(m.group(1)))
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            problems.append("line %d: content before first case" % no)
            continue
        m = re.fullmatch(r"    (lang|text|note): " + Q, line)
        if m:
            if m.group(1) in cur:
                problems.append("line %d: duplicate key %s" % (no, m.group(1)))
            cur[m.group(1)] = json.loads(m.group(2))
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", line)
        if m:
            cur[m.group(1)] = []
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):", line)
        if m:
            cur[m.group(1)] = []
            listkey = m.group(1)
            continue
        m = re.fullmatch(r"      - " + Q, line)
        if m and listkey:
            cur[listkey].append(json.loads(m.group(1)))
            continue
        problems.append("line %d: unexpected line %r" % (no, line[:80]))
    for cs in cases:
        if list(cs.keys()) != ["id", "lang", "text", "secrets", "lookalikes", "note"]:
            problems.append("%s: keys %r (expected id, lang, text, secrets, lookalikes, note)" % (cs.get("id"), list(cs.keys())))
    return cases, problems


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cs):
    errs = []
    cid, text, note = cs.get("id", ""), cs.get("text", ""), cs.get("note", "")
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
        errs.append("bad id")
    if cs.get("lang") not in LANGS:
        errs.append("unknown lang %r" % cs.get("lang"))
    if not text.strip():
        errs.append("empty text")
    if not note.strip() or "\n" in note:
        errs.append("empty or multi-line note")
    if SEP in text and any(not p.strip() for p in text.split(SEP)):
        errs.append("empty message in multi-message text")
    sec, lk = cs.get("secrets", []), cs.get("lookalikes", [])
    for lst, kind in ((sec, "secret"), (lk, "lookalike")):
        if len(set(lst)) != len(lst):
            errs.append("duplicate %s" % kind)
        for v in lst:
            if not v or v != v.strip():
                errs.append("empty or padded %s %r" % (kind, v))
                continue
            if SEP in v:
                errs.append("%s %r contains the separator" % (kind, v))
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s %r not an exact substring of text" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s %r occurs %d times" % (kind, v, len(occ)))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    errs.append("%s %r embedded in a longer number" % (kind, v))
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    errs.append("%s %r embedded in a longer number" % (kind, v))
    if set(sec) & set(lk):
        errs.append("value listed as both secret and look-alike")
    for v in sec:
        for a, b in occurrences(text, v):
            for w in lk:
                for c, d in occurrences(text, w):
                    if a < d and c < b:
                        errs.append("secret %r overlaps look-alike %r" % (v, w))
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 check_heldout_v51.py heldout_v51.yaml", file=sys.stderr)
        return 2
    cases, problems = parse(argv[1])
    if cases is None:
        for p in problems:
            print("PROBLEM:", p)
        return 1
    ids = Counter(cs.get("id") for cs in cases)
    problems += ["duplicate id %s" % i for i, n in ids.items() if n > 1]
    for n, cs in enumerate(cases, 1):
        if not cs.get("id", "").startswith("%s-%03d-" % (PREFIX, n)):
            problems.append("%s: not numbered %03d" % (cs.get("id"), n))
        problems += ["%s: %s" % (cs.get("id"), e) for e in validate(cs)]
    nsec = sum(len(cs["secrets"]) for cs in cases)
    nlk = sum(len(cs["lookalikes"]) for cs in cases)
    pos = [cs for cs in cases if cs["secrets"]]
    neg = [cs for cs in cases if not cs["secrets"]]
    multi = [cs for cs in cases if SEP in cs["text"]]
    langs = Counter(cs["lang"] for cs in cases)
    print("cases:        %d" % len(cases))
    print("positive:     %d" % len(pos))
    print("negative:     %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / max(1, len(cases))))
    print("secrets:      %d" % nsec)
    print("look-alikes:  %d" % nlk)
    print("languages:    %d (non-English cases: %d)" % (len(langs), len(cases) - langs.get("en", 0)))
    print("multi-message: %d" % len(multi))
    print()
    print("%-5s %6s %6s %6s %8s %12s %6s" % ("lang", "cases", "pos", "neg", "secrets", "look-alikes", "multi"))
    for lang, _n in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        cl = [cs for cs in cases if cs["lang"] == lang]
        print("%-5s %6d %6d %6d %8d %12d %6d" % (
            lang, len(cl), sum(1 for cs in cl if cs["secrets"]), sum(1 for cs in cl if not cs["secrets"]),
            sum(len(cs["secrets"]) for cs in cl), sum(len(cs["lookalikes"]) for cs in cl),
            sum(1 for cs in cl if SEP in cs["text"])))
    print()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print("RESULT: FAIL (%d problems)" % len(problems))
        return 1
    print("RESULT: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
