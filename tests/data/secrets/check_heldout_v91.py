#!/usr/bin/env python3
"""Standard-library checker for heldout_v91.yaml.

Usage: python3 check_heldout_v91.py heldout_v91.yaml
Re-parses the file (strict line parser for the restricted YAML the generator writes: every scalar is a
JSON double-quoted string), re-validates every rule of the brief and prints counts. Exits 1 on a problem.
"""
import sys, json, re, unicodedata
from collections import OrderedDict

PREFIX = "H91"
SEP = "\n---\n"
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "CZ": 24, "PT": 25, "SA": 24, "IR": 26,
            "UA": 29, "GR": 27, "TR": 26, "FI": 18, "RO": 24, "HU": 28, "GB": 22}


def hostile(ch):
    if ch == "\n":
        return False
    if ch in "\\\t\u2028\u2029\ufeff":
        return True
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")


def scalar(s, where):
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"{where}: scalar is not double-quoted: {s[:40]}")
    v = json.loads(s)
    if not isinstance(v, str):
        raise ValueError(f"{where}: scalar is not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    for ch in raw:
        if ch != "\\" and hostile(ch):
            raise ValueError(f"hostile raw character U+{ord(ch):04X} in file")
    lines = raw.split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header (expected 'lookalikes: []' then 'cases:')")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = f"line {n}"
        m = re.fullmatch(r"  - id: (.*)", line)
        if m:
            cur = OrderedDict(id=scalar(m.group(1), where))
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ValueError(f"{where}: content before first case")
        m = re.fullmatch(r"    (lang|text|note): (.*)", line)
        if m:
            if m.group(1) in cur:
                raise ValueError(f"{where}: duplicate key {m.group(1)}")
            cur[m.group(1)] = scalar(m.group(2), where)
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", line)
        if m:
            if m.group(1) in cur:
                raise ValueError(f"{where}: duplicate key {m.group(1)}")
            cur[m.group(1)] = []
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):", line)
        if m:
            if m.group(1) in cur:
                raise ValueError(f"{where}: duplicate key {m.group(1)}")
            cur[m.group(1)] = []
            listkey = m.group(1)
            continue
        m = re.fullmatch(r"      - (.*)", line)
        if m and listkey:
            cur[listkey].append(scalar(m.group(1), where))
            continue
        raise ValueError(f"{where}: unexpected line: {line[:60]}")
    for c in cases:
        if list(c.keys()) != ["id", "lang", "text", "secrets", "lookalikes", "note"]:
            raise ValueError(f"{c.get('id')}: keys are {list(c.keys())}")
    return cases


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def iban_ok(s):
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def check(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for k, c in enumerate(cases, 1):
        cid = c["id"]
        if not re.fullmatch(rf"{PREFIX}-\d{{3}}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            errs.append(f"{cid}: bad id format")
        if not re.fullmatch(r"[a-z]{2}", c["lang"]):
            errs.append(f"{cid}: bad lang")
        if not c["text"].strip() or not c["note"].strip():
            errs.append(f"{cid}: empty text or note")
        for key in ("id", "lang", "text", "note"):
            if any(hostile(ch) for ch in c[key]):
                errs.append(f"{cid}: hostile character in {key}")
        sec, lk, text = c["secrets"], c["lookalikes"], c["text"]
        if not sec and not lk:
            errs.append(f"{cid}: neither secrets nor look-alikes")
        if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
            errs.append(f"{cid}: duplicate value in a list")
        if set(sec) & set(lk):
            errs.append(f"{cid}: value in both lists")
        spans = {"s": [], "l": []}
        for kind, vals in (("s", sec), ("l", lk)):
            for v in vals:
                if not v.strip() or v != v.strip():
                    errs.append(f"{cid}: empty or padded value {v!r}")
                if any(hostile(ch) for ch in v):
                    errs.append(f"{cid}: hostile character in value")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: not an exact substring: {v!r}")
                    continue
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(f"{cid}: short value occurs {len(occ)} times: {v!r}")
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                        errs.append(f"{cid}: {v!r} embedded in a longer number")
                    if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                        errs.append(f"{cid}: {v!r} embedded in a longer number")
                spans[kind].extend((a, b, v) for a, b in occ)
        for a, b, v in spans["s"]:
            for x, y, w in spans["l"]:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {v!r} overlaps look-alike {w!r}")
        for v in sec + lk:
            compact = v.replace(" ", "")
            if compact[:2] in IBAN_LEN and len(compact) == IBAN_LEN[compact[:2]] and compact[2:4].isdigit():
                if not iban_ok(compact):
                    errs.append(f"{cid}: IBAN check digits wrong: {v!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} heldout_v91.yaml", file=sys.stderr)
        return 1
    try:
        cases = parse(sys.argv[1])
    except (ValueError, json.JSONDecodeError, OSError) as e:
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        return 1
    errs = check(cases)
    if errs:
        print("CHECK FAILED:\n" + "\n".join(errs), file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = OrderedDict()
    for c in sorted(cases, key=lambda c: (c["lang"] != "en", c["lang"])):
        r = by.setdefault(c["lang"], [0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += bool(c["secrets"])
        r[2] += not c["secrets"]
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
    print("check OK")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(cases) - len(pos)}")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(by)}")
    print(f"multi-message:  {len(multi)}")
    print()
    print(f"{'lang':<5}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>9}{'look-alikes':>13}")
    for lang, r in by.items():
        print(f"{lang:<5}{r[0]:>6}{r[1]:>5}{r[2]:>5}{r[3]:>9}{r[4]:>13}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
