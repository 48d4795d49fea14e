#!/usr/bin/env python3
# check_heldout_v103.py -- standard-library checker for heldout_v103.yaml.
# Re-parses the YAML (the subset the generator writes: every scalar a JSON double-quoted string),
# re-validates every rule of the brief and prints counts.  Exit 0 if clean, 1 on any problem.
# Usage: python3 check_heldout_v103.py heldout_v103.yaml
import sys, json, re, collections

PREFIX = "H103"
SEP = "\n---\n"
ID_RE = re.compile(r"^" + PREFIX + r"-(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)$")
LANG_RE = re.compile(r"^[a-z]{2}$")
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy
da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig
ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml
mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg
si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh
yi yo za zh zu""".split())


def fail_parse(n, ln, why):
    raise ValueError(f"line {n}: {why}: {ln[:80]!r}")


def jstr(n, ln, s):
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        fail_parse(n, ln, "scalar is not a double-quoted string")
    v = json.loads(s)
    if not isinstance(v, str):
        fail_parse(n, ln, "scalar is not a string")
    return v


def parse(src):
    lines = src.split("\n")
    if lines[-1] != "":
        raise ValueError("file does not end with a newline")
    lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("header must be 'lookalikes: []' then 'cases:'")
    cases, cur, listkey = [], None, None
    order = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for n, ln in enumerate(lines[2:], start=3):
        if ln.startswith("  - id: "):
            cur = {"id": jstr(n, ln, ln[8:])}
            cases.append(cur)
            listkey = None
        elif ln.startswith("      - "):
            if cur is None or listkey is None:
                fail_parse(n, ln, "list item outside a list")
            cur[listkey].append(jstr(n, ln, ln[8:]))
        elif ln.startswith("    ") and not ln.startswith("     "):
            if cur is None:
                fail_parse(n, ln, "field outside a case")
            k, colon, v = ln[4:].partition(":")
            if not colon or k not in order or k in cur:
                fail_parse(n, ln, "unknown or repeated field")
            if list(cur.keys()) != order[:order.index(k)]:
                fail_parse(n, ln, "fields out of order")
            if k in ("secrets", "lookalikes"):
                v = v.strip()
                if v == "[]":
                    cur[k] = []
                    listkey = None
                elif v == "":
                    cur[k] = []
                    listkey = k
                else:
                    fail_parse(n, ln, "list must be [] or a block list")
            else:
                listkey = None
                cur[k] = jstr(n, ln, v)
        else:
            fail_parse(n, ln, "unexpected line")
    for c in cases:
        if list(c.keys()) != order:
            raise ValueError(f"case {c.get('id')} lacks fields")
    return cases


def hostile_chars(s):
    bad = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if (o < 0x20 or o == 0x7F or 0x80 <= o < 0xA0 or 0xD800 <= o <= 0xDFFF or o > 0xFFFD
                or ch in "\\\t\r\u2028\u2029\ufeff"):
            bad.append(hex(o))
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def problems_of(c):
    p = []
    text = c["text"]
    if not text.strip():
        p.append("empty text")
    if not c["note"].strip():
        p.append("empty note")
    if not LANG_RE.match(c["lang"]) or c["lang"] not in ISO639_1:
        p.append(f"lang {c['lang']!r} is not ISO 639-1")
    sec, lk = c["secrets"], c["lookalikes"]
    if not sec and not lk:
        p.append("negative case without look-alikes")
    if set(sec) & set(lk):
        p.append("a value is both secret and look-alike")
    for lst, name in ((sec, "secret"), (lk, "look-alike")):
        if len(set(lst)) != len(lst):
            p.append(f"duplicate {name}")
        for v in lst:
            if not v or v != v.strip():
                p.append(f"empty or padded {name} {v!r}")
                continue
            occ = occurrences(text, v)
            if not occ:
                p.append(f"{name} not an exact substring: {v!r}")
            if len(v) <= 6 and len(occ) > 1:
                p.append(f"short {name} {v!r} occurs {len(occ)} times")
            for a, b in occ:
                if (v[0].isdigit() and a > 0 and text[a - 1].isdigit()) or \
                        (v[-1].isdigit() and b < len(text) and text[b].isdigit()):
                    p.append(f"{name} {v!r} embedded in a longer number")
    for v in sec:
        for a, b in occurrences(text, v):
            for w in lk:
                for x, y in occurrences(text, w):
                    if a < y and x < b:
                        p.append(f"secret {v!r} overlaps look-alike {w!r}")
    for s in [c["id"], c["lang"], text, c["note"]] + sec + lk:
        hb = hostile_chars(s)
        if hb:
            p.append(f"YAML-hostile characters {hb}")
    return p


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_heldout_v103.py heldout_v103.yaml", file=sys.stderr)
        return 1
    with open(sys.argv[1], encoding="utf-8") as fh:
        src = fh.read()
    try:
        cases = parse(src)
    except Exception as e:  # noqa
        print(f"PARSE ERROR: {e}", file=sys.stderr)
        return 1
    problems = []
    seen_ids, seen_slugs, nums = set(), set(), []
    for c in cases:
        m = ID_RE.match(c["id"])
        if not m:
            problems.append(f"{c['id']}: bad id")
        else:
            nums.append(int(m.group(1)))
            if m.group(2) in seen_slugs:
                problems.append(f"{c['id']}: duplicate slug")
            seen_slugs.add(m.group(2))
        if c["id"] in seen_ids:
            problems.append(f"{c['id']}: duplicate id")
        seen_ids.add(c["id"])
        for p in problems_of(c):
            problems.append(f"{c['id']}: {p}")
    if nums != list(range(1, len(cases) + 1)):
        problems.append("case numbers are not 001..N in order")

    by = collections.OrderedDict()
    for c in cases:
        d = by.setdefault(c["lang"], collections.Counter())
        d["cases"] += 1
        d["positive" if c["secrets"] else "negative"] += 1
        d["secrets"] += len(c["secrets"])
        d["lookalikes"] += len(c["lookalikes"])
        d["multi"] += SEP in c["text"]
    tot = collections.Counter()
    for d in by.values():
        tot.update(d)
    print(f"file: {sys.argv[1]}")
    print(f"cases:          {len(cases)}")
    print(f"positive:       {tot['positive']}")
    print(f"negative:       {tot['negative']}")
    print(f"secrets:        {tot['secrets']}")
    print(f"look-alikes:    {tot['lookalikes']}")
    print(f"languages:      {len(by)}")
    print(f"multi-message:  {tot['multi']}")
    print()
    print(f"{'lang':<5}{'cases':>6}{'pos':>5}{'neg':>5}{'secrets':>9}{'lookalikes':>12}{'multi':>7}")
    for lang, d in sorted(by.items(), key=lambda kv: (-kv[1]["cases"], kv[0])):
        print(f"{lang:<5}{d['cases']:>6}{d['positive']:>5}{d['negative']:>5}{d['secrets']:>9}"
              f"{d['lookalikes']:>12}{d['multi']:>7}")
    print(f"{'all':<5}{tot['cases']:>6}{tot['positive']:>5}{tot['negative']:>5}{tot['secrets']:>9}"
          f"{tot['lookalikes']:>12}{tot['multi']:>7}")
    print()
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print("OK: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
