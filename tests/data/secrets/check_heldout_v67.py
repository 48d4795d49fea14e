#!/usr/bin/env python3
# check_heldout_v67.py -- standalone checker for heldout_v67.yaml (standard library only).
# Usage: python3 check_heldout_v67.py heldout_v67.yaml
# Re-parses the file (the strict YAML subset written by make_heldout_v67.py: block mappings/sequences,
# every scalar a JSON double-quoted string), re-validates every case and prints counts. Exit 1 on a problem.
import sys, json, re, unicodedata
from collections import Counter, defaultdict

PREFIX = "H67"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"
FIELDS = ["id", "lang", "text", "secrets", "lookalikes", "note"]


def fail(msg):
    print("ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


def scalar(s, where):
    if not (s.startswith('"') and s.endswith('"') and len(s) >= 2):
        fail(f"{where}: scalar is not double-quoted: {s[:50]!r}")
    try:
        v = json.loads(s)
    except ValueError as e:
        fail(f"{where}: bad double-quoted scalar ({e})")
    if not isinstance(v, str):
        fail(f"{where}: scalar is not a string")
    return v


def parse(path):
    with open(path, encoding="utf-8") as fh:
        src = fh.read()
    if "\r" in src or "\t" in src:
        fail("CR or TAB characters in the file")
    lines = src.split("\n")
    if lines[-1] != "":
        fail("file does not end with a newline")
    if lines[0] != "lookalikes: []":
        fail("first line must be 'lookalikes: []'")
    if lines[1] != "cases:":
        fail("second line must be 'cases:'")
    cases, cur, lkey = [], None, None
    for n, ln in enumerate(lines[2:-1], start=3):
        where = f"line {n}"
        if ln.startswith("  - id: "):
            cur = {"id": scalar(ln[8:], where)}
            cases.append(cur)
            lkey = None
        elif ln.startswith("      - "):
            if cur is None or lkey is None:
                fail(f"{where}: list item outside a list")
            cur[lkey].append(scalar(ln[8:], where))
        elif ln.startswith("    ") and not ln.startswith("     "):
            if cur is None:
                fail(f"{where}: field outside a case")
            m = re.match(r"^([a-z]+):(.*)$", ln[4:])
            if not m:
                fail(f"{where}: cannot parse {ln[:60]!r}")
            key, rest = m.group(1), m.group(2)
            if key not in FIELDS or key == "id":
                fail(f"{where}: unexpected key {key!r}")
            if key in cur:
                fail(f"{where}: duplicate key {key!r}")
            if key in ("secrets", "lookalikes"):
                if rest == "":
                    cur[key] = []
                    lkey = key
                elif rest == " []":
                    cur[key] = []
                    lkey = None
                else:
                    fail(f"{where}: {key} must be a block list or []")
            else:
                if not rest.startswith(" "):
                    fail(f"{where}: missing space after colon")
                cur[key] = scalar(rest[1:], where)
                lkey = None
        else:
            fail(f"{where}: unexpected line {ln[:60]!r}")
    for c in cases:
        if list(c.keys()) != FIELDS:
            fail(f"{c.get('id')}: fields {list(c.keys())} != {FIELDS}")
    return cases


def hostile(s):
    for ch in s:
        if ch == "\n":
            continue
        if ch in "\t\r\x85\u2028\u2029\ufeff":
            return ch
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not c[k].strip():
            errs.append(f"empty {k}")
        if hostile(c[k]):
            errs.append(f"hostile character {hostile(c[k])!r} in {k}")
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang " + c["lang"])
    t = c["text"]
    if t != t.strip():
        errs.append("text has surrounding whitespace")
    if any(not p.strip() for p in t.split(SEP)):
        errs.append("empty message")
    if "\n" in c["note"]:
        errs.append("newline in note")
    sec, lk = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate value in a list")
    if set(sec) & set(lk):
        errs.append("value listed as both secret and look-alike")
    for v in sec + lk:
        if not v or v != v.strip():
            errs.append(f"empty or padded value {v!r}")
            continue
        if hostile(v):
            errs.append(f"hostile character in value {v!r}")
        if SEP in v:
            errs.append(f"value spans two messages {v!r}")
        occ = occurrences(t, v)
        if not occ:
            errs.append(f"value is not an exact substring of the text {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"short value occurs {len(occ)} times {v!r}")
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                errs.append(f"number embedded in a longer number {v!r}")
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                errs.append(f"number embedded in a longer number {v!r}")
            if v[0].isascii() and v[0].isalnum() and a > 0 and t[a - 1].isascii() and t[a - 1].isalnum():
                errs.append(f"value glued to preceding letter/digit {v!r}")
            if v[-1].isascii() and v[-1].isalnum() and b < len(t) and t[b].isascii() and t[b].isalnum():
                errs.append(f"value glued to following letter/digit {v!r}")
    lk_occ = [(l, a, b) for l in lk for a, b in occurrences(t, l)]
    for s in sec:
        for a, b in occurrences(t, s):
            for l, c2, d2 in lk_occ:
                if a < d2 and c2 < b:
                    errs.append(f"secret {s!r} overlaps look-alike {l!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v67.py heldout_v67.yaml", file=sys.stderr)
        sys.exit(2)
    cases = parse(sys.argv[1])
    problems = []
    ids = Counter(c["id"] for c in cases)
    problems += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    nums = [int(c["id"].split("-")[1]) for c in cases if ID_RE.match(c["id"])]
    if nums != list(range(1, len(cases) + 1)):
        problems.append("ids are not numbered 001.. in order")
    for c in cases:
        problems += [f"{c['id']}: {e}" for e in check_case(c)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)

    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    multi = [c for c in cases if SEP in c["text"]]
    by = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for c in cases:
        r = by[c["lang"]]
        r[0] += 1
        r[1] += 1 if c["secrets"] else 0
        r[2] += 0 if c["secrets"] else 1
        r[3] += len(c["secrets"])
        r[4] += len(c["lookalikes"])
        r[5] += 1 if SEP in c["text"] else 0
    print(f"file: {sys.argv[1]}  (parsed and validated: OK)")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {len(pos)}")
    print(f"negative:       {len(neg)}")
    print(f"secrets:        {sum(len(c['secrets']) for c in cases)}")
    print(f"look-alikes:    {sum(len(c['lookalikes']) for c in cases)}")
    print(f"languages:      {len(by)}")
    print(f"multi-message:  {len(multi)}")
    print()
    print("lang  cases  pos  neg  secrets  lookalikes  multi")
    for lang in sorted(by, key=lambda k: (-by[k][0], k)):
        r = by[lang]
        print(f"{lang:<4}  {r[0]:>5}  {r[1]:>3}  {r[2]:>3}  {r[3]:>7}  {r[4]:>10}  {r[5]:>5}")


if __name__ == "__main__":
    main()
