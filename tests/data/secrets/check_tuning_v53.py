#!/usr/bin/env python3
"""Standard-library checker for tuning_v53.yaml.

Usage: python3 check_tuning_v53.py tuning_v53.yaml

Re-parses the file (the restricted YAML layout written by make_tuning_v53.py:
every scalar a JSON double-quoted string), re-validates every case and prints
counts. Exits 1 on any problem.
"""
import sys, json, re, collections

PREFIX = "T53"
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^T53-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SCALAR_KEYS = ("id", "lang", "text", "note")
LIST_KEYS = ("secrets", "lookalikes")


class ParseError(Exception):
    pass


def jstr(s, where):
    s = s.strip()
    if not (len(s) >= 2 and s[0] == '"' and s[-1] == '"'):
        raise ParseError(f"{where}: scalar is not a double-quoted string: {s[:60]}")
    try:
        v = json.loads(s)
    except json.JSONDecodeError as e:
        raise ParseError(f"{where}: bad JSON string ({e})")
    if not isinstance(v, str):
        raise ParseError(f"{where}: not a string")
    return v


def parse(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xef\xbb\xbf"):
        raise ParseError("file starts with a BOM")
    if b"\r" in raw or b"\t" in raw:
        raise ParseError("file contains CR or TAB characters")
    text = raw.decode("utf-8")
    if not text.endswith("\n"):
        raise ParseError("file does not end with a newline")
    lines = text.split("\n")[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ParseError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        where = f"line {n}"
        if line.startswith("  - id: "):
            cur = {"id": jstr(line[len("  - id: "):], where)}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ParseError(f"{where}: content before first case")
        if line.startswith("      - "):
            if listkey is None:
                raise ParseError(f"{where}: list item outside a list")
            cur[listkey].append(jstr(line[8:], where))
            continue
        m = re.match(r"^    ([a-z]+):(.*)$", line)
        if not m:
            raise ParseError(f"{where}: unexpected line: {line[:60]}")
        key, rest = m.group(1), m.group(2)
        if key in cur:
            raise ParseError(f"{where}: duplicate key {key}")
        if key in SCALAR_KEYS:
            if not rest.startswith(" "):
                raise ParseError(f"{where}: missing value for {key}")
            cur[key] = jstr(rest[1:], where)
            listkey = None
        elif key in LIST_KEYS:
            if rest == " []":
                cur[key] = []
                listkey = None
            elif rest == "":
                cur[key] = []
                listkey = key
            else:
                raise ParseError(f"{where}: bad list header for {key}")
        else:
            raise ParseError(f"{where}: unknown key {key}")
    for c in cases:
        for k in SCALAR_KEYS + LIST_KEYS:
            if k not in c:
                raise ParseError(f"{c.get('id')}: missing key {k}")
    return cases


def hostile(s):
    return [f"U+{ord(ch):04X}" for ch in s
            if (ord(ch) < 0x20 and ch != "\n") or 0x7F <= ord(ch) <= 0x9F or 0xD800 <= ord(ch) <= 0xDFFF
            or ch in "\u2028\u2029\ufeff\ufffe\uffff"]


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def touches_number(text, a, b):
    v = text[a:b]
    if v[0].isdigit() and a > 0:
        p = text[a - 1]
        if p.isdigit() or (p in "-/.," and a > 1 and text[a - 2].isdigit()):
            return True
    if v[-1].isdigit() and b < len(text):
        n = text[b]
        if n.isdigit() or (n in "-/.," and b + 1 < len(text) and text[b + 1].isdigit()):
            return True
    return False


def check(cases):
    errs = []
    ids = collections.Counter(c["id"] for c in cases)
    errs += [f"{i}: duplicate id" for i, k in ids.items() if k > 1]
    for c in cases:
        cid, t = c["id"], c["text"]
        if not ID_RE.match(cid):
            errs.append(f"{cid}: id does not match {PREFIX}-NNN-slug")
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: lang {c['lang']!r} not an expected ISO 639-1 code")
        for k in SCALAR_KEYS:
            if not c[k].strip():
                errs.append(f"{cid}: empty {k}")
            if hostile(c[k]):
                errs.append(f"{cid}: hostile characters in {k}: {hostile(c[k])}")
        if SEP in t and any(not p.strip() for p in t.split(SEP)):
            errs.append(f"{cid}: empty message")
        for k in LIST_KEYS:
            vals = c[k]
            if len(vals) != len(set(vals)):
                errs.append(f"{cid}: duplicate values in {k}")
            for v in vals:
                if not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded value in {k}: {v!r}")
                    continue
                if hostile(v):
                    errs.append(f"{cid}: hostile characters in value {v!r}")
                occ = occurrences(t, v)
                if not occ:
                    errs.append(f"{cid}: {k} value is not a substring of text: {v!r}")
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append(f"{cid}: short value {v!r} occurs {len(occ)} times")
                if any(touches_number(t, a, b) for a, b in occ):
                    errs.append(f"{cid}: value {v!r} is embedded in a longer number")
        both = set(c["secrets"]) & set(c["lookalikes"])
        if both:
            errs.append(f"{cid}: values listed as both: {sorted(both)}")
        s_occ = [o for v in c["secrets"] for o in occurrences(t, v)]
        l_occ = [o for v in c["lookalikes"] for o in occurrences(t, v)]
        for a, b in s_occ:
            for x, y in l_occ:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {t[a:b]!r} overlaps look-alike {t[x:y]!r}")
    return errs


def main(argv):
    if len(argv) != 2:
        print(f"usage: python3 {argv[0]} tuning_v53.yaml", file=sys.stderr)
        return 2
    try:
        cases = parse(argv[1])
    except (ParseError, UnicodeDecodeError, OSError) as e:
        print("PARSE ERROR:", e, file=sys.stderr)
        return 1
    errs = check(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        return 1
    pos = [c for c in cases if c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    langs = collections.OrderedDict()
    for c in cases:
        row = langs.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1] += bool(c["secrets"])
        row[2] += not c["secrets"]
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += SEP in c["text"]
    print(f"file: {argv[1]}")
    print(f"cases:        {len(cases)}")
    print(f"positive:     {len(pos)}")
    print(f"negative:     {len(cases) - len(pos)}")
    print(f"secrets:      {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:  {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:    {len(langs)}")
    print(f"multi-message: {len(multi)}")
    print()
    print(f"{'lang':<5} {'cases':>5} {'pos':>4} {'neg':>4} {'secr':>5} {'look':>5} {'multi':>5}")
    for lang, r in sorted(langs.items(), key=lambda kv: (-kv[1][0], kv[0])):
        print(f"{lang:<5} {r[0]:>5} {r[1]:>4} {r[2]:>4} {r[3]:>5} {r[4]:>5} {r[5]:>5}")
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
