#!/usr/bin/env python3
"""Checker for heldout_v69 (standard library only).

Usage: python3 check_heldout_v69.py heldout_v69.yaml
Re-parses the YAML (fixed layout: every scalar a JSON double-quoted string, lists as flow sequences),
re-validates every case and prints the counts. Exit status 1 on any problem.
"""
import sys, json, re, unicodedata, collections

PREFIX = "H69"

LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}

ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)

KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]

SEP = "\n---\n"

IBAN_CC = {"GB", "DE", "FR", "ES", "IT", "NL", "PL", "PT", "RO", "SA", "AE", "IR", "UA", "TR", "FI", "BE", "CZ", "HU",
           "SE", "DK", "NO", "IL", "GR", "RF"}


def luhn_sum(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t


def luhn_ok(s):
    return luhn_sum(s) % 10 == 0


def iban_mod(s):
    s = s.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97


def hostile(s, allow_newline):
    for ch in s:
        o = ord(ch)
        if ch == "\n" and allow_newline:
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or o > 0xFFFF or ch == "\\":
            return ch
        if ch in "\u2028\u2029\ufeff" or unicodedata.category(ch) in ("Cf", "Cs", "Co", "Cn"):
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def is_ascii_alnum(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    errs = []
    seen = set()
    for c in cases:
        cid = c.get("id")
        where = cid or "?"
        if list(c.keys()) != KEYS:
            errs.append("%s: keys %s" % (where, list(c.keys())))
            continue
        if not isinstance(cid, str) or not ID_RE.match(cid):
            errs.append("%s: bad id" % where)
        if cid in seen:
            errs.append("%s: duplicate id" % where)
        seen.add(cid)
        if c["lang"] not in LANGS:
            errs.append("%s: bad lang %r" % (where, c["lang"]))
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k].strip():
                errs.append("%s: empty or non-string %s" % (where, k))
        for k in ("secrets", "lookalikes"):
            if not isinstance(c[k], list) or not all(isinstance(x, str) and x for x in c[k]):
                errs.append("%s: %s must be a list of non-empty strings" % (where, k))
                return errs
            if len(set(c[k])) != len(c[k]):
                errs.append("%s: duplicate value in %s" % (where, k))
        text = c["text"]
        for k in ("id", "lang", "note"):
            h = hostile(c[k], False)
            if h:
                errs.append("%s: hostile char %r in %s" % (where, h, k))
        h = hostile(text, True)
        if h:
            errs.append("%s: hostile char %r in text" % (where, h))
        if not c["secrets"] and not c["lookalikes"]:
            errs.append("%s: negative case without look-alikes" % where)
        for part in text.split(SEP):
            if not part.strip():
                errs.append("%s: empty message" % where)
        spans = {"secrets": [], "lookalikes": []}
        for k in ("secrets", "lookalikes"):
            for v in c[k]:
                h = hostile(v, k == "secrets")
                if h:
                    errs.append("%s: hostile char %r in %s value %r" % (where, h, k, v))
                if v != v.strip():
                    errs.append("%s: surrounding whitespace in %r" % (where, v))
                if SEP in v:
                    errs.append("%s: value spans messages %r" % (where, v))
                occ = occurrences(text, v)
                if not occ:
                    errs.append("%s: %s value not in text: %r" % (where, k, v))
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append("%s: short value occurs %d times: %r" % (where, len(occ), v))
                for a, b in occ:
                    before = text[a - 1] if a > 0 else ""
                    after = text[b] if b < len(text) else ""
                    if v[0].isascii() and v[0].isdigit() and before.isascii() and before.isdigit():
                        errs.append("%s: number %r embedded in a longer number" % (where, v))
                    if v[-1].isascii() and v[-1].isdigit() and after.isascii() and after.isdigit():
                        errs.append("%s: number %r embedded in a longer number" % (where, v))
                    if is_ascii_alnum(v[0]) and before and is_ascii_alnum(before):
                        errs.append("%s: %r glued to a preceding letter or digit" % (where, v))
                    if is_ascii_alnum(v[-1]) and after and is_ascii_alnum(after):
                        errs.append("%s: %r glued to a following letter or digit" % (where, v))
                    spans[k].append((a, b, v))
        for a, b, v in spans["secrets"]:
            for x, y, w in spans["lookalikes"]:
                if a < y and x < b:
                    errs.append("%s: secret %r overlaps look-alike %r" % (where, v, w))
        if set(c["secrets"]) & set(c["lookalikes"]):
            errs.append("%s: value listed as both" % where)
    return errs


def digit_checks(cases):
    """Re-verify public check digits: every IBAN-shaped value (and RF reference) must pass mod 97;
    every 13-19 digit value of a case whose note says Luhn must pass Luhn."""
    errs, n = [], 0
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_CC:
                n += 1
                if iban_mod(compact) != 1:
                    errs.append("%s: mod-97 check fails for %r" % (c["id"], v))
            digits = re.sub(r"[ -]", "", v)
            if "Luhn" in c["note"] and digits.isdigit() and 13 <= len(digits) <= 19:
                n += 1
                if not luhn_ok(digits):
                    errs.append("%s: Luhn check fails for %r" % (c["id"], v))
    return errs, n


def parse_yaml(src):
    lines = src.split("\n")
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("unexpected header")
    cases, cur = [], None
    for n, ln in enumerate(lines[2:], 3):
        if ln == "":
            continue
        if ln.startswith("  - "):
            cur = {}
            cases.append(cur)
            body = ln[4:]
        elif ln.startswith("    ") and cur is not None:
            body = ln[4:]
        else:
            raise ValueError("line %d: unexpected layout" % n)
        key, sep, val = body.partition(": ")
        if not sep or key in cur:
            raise ValueError("line %d: bad key" % n)
        cur[key] = json.loads(val)
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v69.py heldout_v69.yaml", file=sys.stderr)
        return 1
    with open(sys.argv[1], encoding="utf-8") as f:
        src = f.read()
    try:
        cases = parse_yaml(src)
    except (ValueError, json.JSONDecodeError) as e:
        print("ERROR parse:", e, file=sys.stderr)
        return 1
    errs = validate(cases)
    if not errs:
        e2, nchk = digit_checks(cases)
        errs += e2
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    by = collections.OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        row = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1] += 1 if c["secrets"] else 0
        row[2] += 0 if c["secrets"] else 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += 1 if SEP in c["text"] else 0
    print("cases:            %d" % len(cases))
    print("positive:         %d" % len(pos))
    print("negative:         %d (%.1f%%)" % (len(neg), 100.0 * len(neg) / len(cases)))
    print("secrets:          %d" % nsec)
    print("look-alikes:      %d" % nlook)
    print("languages:        %d" % len(by))
    print("multi-message:    %d" % len(multi))
    print("english share:    %.1f%%" % (100.0 * by.get("en", [0])[0] / len(cases)))
    print("check digits re-verified: %d" % nchk)
    print()
    print("lang  cases  pos  neg  secrets  look-alikes  multi")
    for lang, r in by.items():
        print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % (lang, r[0], r[1], r[2], r[3], r[4], r[5]))
    print("%-4s  %5d  %3d  %3d  %7d  %11d  %5d" % ("all", len(cases), len(pos), len(neg), nsec, nlook, len(multi)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
