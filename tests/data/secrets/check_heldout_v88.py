#!/usr/bin/env python3
"""Standard-library checker for heldout_v88.yaml.

Usage: python3 check_heldout_v88.py heldout_v88.yaml

Re-parses the YAML (the restricted form written by make_heldout_v88.py: every scalar a JSON double-quoted
string), re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys
import json
import re
from collections import Counter, OrderedDict

PREFIX = "H88"
FORBIDDEN = set(chr(c) for c in range(0x00, 0x20) if c != 0x0A) | {
    "\x7f", "\x85", "\u2028", "\u2029", "\ufeff", "\ufffe", "\uffff",
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
    "\u2060", "\u2061", "\u2062", "\u2063", "\u2064"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
LANG_RE = re.compile(r"^[a-z]{2}$")
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "GB": 22, "BE": 16, "PT": 25, "RO": 24,
            "HU": 28, "CZ": 24, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "GR": 27, "TR": 26, "SA": 24, "AE": 23,
            "IR": 26, "IL": 23, "UA": 29, "EG": 29, "CH": 21, "AT": 20}
IBAN_RE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$")
SCALAR = r'("(?:[^"\\]|\\.)*")'


class ParseError(Exception):
    pass


def jstr(tok, lineno):
    try:
        v = json.loads(tok)
    except ValueError as e:
        raise ParseError(f"line {lineno}: bad double-quoted scalar ({e})")
    if not isinstance(v, str):
        raise ParseError(f"line {lineno}: scalar is not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        raise ParseError("file does not end with a newline")
    lines = raw.split("\n")[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("top level must be 'lookalikes: []' then 'cases:'")
    cases = []
    i = 2
    field_re = {k: re.compile(r"^    " + k + r": " + SCALAR + r"$") for k in ("lang", "text", "note")}
    id_re = re.compile(r"^  - id: " + SCALAR + r"$")
    item_re = re.compile(r"^      - " + SCALAR + r"$")
    while i < len(lines):
        m = id_re.match(lines[i])
        if not m:
            raise ParseError(f"line {i + 1}: expected '  - id: \"...\"'")
        case = OrderedDict(id=jstr(m.group(1), i + 1))
        i += 1
        for key in ("lang", "text"):
            m = field_re[key].match(lines[i]) if i < len(lines) else None
            if not m:
                raise ParseError(f"line {i + 1}: expected {key}")
            case[key] = jstr(m.group(1), i + 1)
            i += 1
        for key in ("secrets", "lookalikes"):
            if i < len(lines) and lines[i] == f"    {key}: []":
                case[key] = []
                i += 1
            elif i < len(lines) and lines[i] == f"    {key}:":
                i += 1
                vals = []
                while i < len(lines) and item_re.match(lines[i]):
                    vals.append(jstr(item_re.match(lines[i]).group(1), i + 1))
                    i += 1
                if not vals:
                    raise ParseError(f"line {i + 1}: empty block list for {key}")
                case[key] = vals
            else:
                raise ParseError(f"line {i + 1}: expected {key}")
        m = field_re["note"].match(lines[i]) if i < len(lines) else None
        if not m:
            raise ParseError(f"line {i + 1}: expected note")
        case["note"] = jstr(m.group(1), i + 1)
        i += 1
        cases.append(case)
    return cases


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    try:
        return int("".join(str(int(c, 36)) for c in t)) % 97 == 1
    except ValueError:
        return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c["id"]
        if not ID_RE.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not LANG_RE.match(c["lang"]):
            errs.append(f"{cid}: bad lang")
        text = c["text"]
        for s in [c["id"], c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]:
            if not s:
                errs.append(f"{cid}: empty scalar")
            bad = [ch for ch in s if ch in FORBIDDEN or 0xD800 <= ord(ch) <= 0xDFFF]
            if bad:
                errs.append(f"{cid}: YAML-hostile characters {[hex(ord(b)) for b in bad]}")
        for s in (c["id"], c["lang"], c["note"]):
            if "\n" in s:
                errs.append(f"{cid}: newline in id/lang/note")
        for part in text.split("\n---\n"):
            if not part.strip():
                errs.append(f"{cid}: empty message")
        if text.startswith("---\n") or text.endswith("\n---") or text.strip() != text:
            errs.append(f"{cid}: stray separator or outer whitespace")
        sec, lk = c["secrets"], c["lookalikes"]
        if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
            errs.append(f"{cid}: duplicate value in a list")
        if set(sec) & set(lk):
            errs.append(f"{cid}: value both secret and look-alike")
        spans_s, spans_l = [], []
        for kind, vals, spans in (("secret", sec, spans_s), ("lookalike", lk, spans_l)):
            for v in vals:
                if v != v.strip():
                    errs.append(f"{cid}: {kind} {v!r} has outer whitespace")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: {kind} {v!r} not an exact substring of text")
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append(f"{cid}: short {kind} {v!r} occurs {len(occ)} times")
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number")
                    if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number")
                spans.extend((a, b, v) for a, b in occ)
                if IBAN_RE.match(v) and IBAN_LEN.get(v[:2]) == len(v.replace(" ", "")) and not iban_ok(v):
                    errs.append(f"{cid}: {kind} {v!r} fails IBAN mod-97")
        for a, b, v in spans_s:
            for x, y, w in spans_l:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {v!r} overlaps look-alike {w!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v88.py heldout_v88.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ParseError, OSError, UnicodeDecodeError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        sys.exit(1)
    errs = validate(cases)
    for e in errs:
        print("ERROR", e, file=sys.stderr)
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if "\n---\n" in c["text"]]
    langs = Counter(c["lang"] for c in cases)
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(neg)}")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(langs)}")
    print(f"multi-message:  {len(multi)}")
    print()
    print("lang  cases  pos  neg  secrets  lookalikes  multi")
    for lang in sorted(langs, key=lambda k: (-langs[k], k)):
        cs = [c for c in cases if c["lang"] == lang]
        print(f"{lang:<4} {len(cs):>6} {sum(1 for c in cs if c['secrets']):>4} "
              f"{sum(1 for c in cs if not c['secrets']):>4} {sum(len(c['secrets']) for c in cs):>8} "
              f"{sum(len(c['lookalikes']) for c in cs):>11} {sum(1 for c in cs if chr(10) + '---' + chr(10) in c['text']):>6}")
    if errs:
        print(f"\nFAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
