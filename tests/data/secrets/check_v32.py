#!/usr/bin/env python3
"""Stdlib checker for "Held-out evaluation set v32".

Usage: python3 check_v32.py heldout_v32.yaml
Parses the restricted YAML layout written by make_heldout_v32.py (every scalar a JSON double-quoted string),
re-validates every case and prints counts. Exits 1 on any problem.
"""
import sys, json

PREFIX = "v32-"
LANGS = {"en", "zh", "ja", "ko", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "tr", "ar", "he", "fa", "hi", "id", "vi", "th",
         "sv", "da", "no", "fi", "cs", "hu", "ro", "el", "sw", "tl"}
FIELDS = ("id", "lang", "text", "secrets", "lookalikes", "note")


def parse(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2 or lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("file must start with 'lookalikes: []' and 'cases:'")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur)
            listkey = None
        elif line.startswith("      - "):
            if cur is None or listkey is None:
                raise ValueError(f"line {n}: list item outside a list")
            cur[listkey].append(json.loads(line[8:]))
        elif line.startswith("    ") and ":" in line:
            if cur is None:
                raise ValueError(f"line {n}: field outside a case")
            key, _, rest = line[4:].partition(":")
            rest = rest.strip()
            if key not in FIELDS or key in cur:
                raise ValueError(f"line {n}: unexpected or repeated field {key!r}")
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key], listkey = [], None
                elif rest == "":
                    cur[key], listkey = [], key
                else:
                    raise ValueError(f"line {n}: bad list for {key}")
            else:
                if not rest.startswith('"'):
                    raise ValueError(f"line {n}: scalar must be a JSON string")
                cur[key] = json.loads(rest)
                listkey = None
        else:
            raise ValueError(f"line {n}: unrecognised line {line[:60]!r}")
    return cases


def spans(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def check(cases):
    errs, ids = [], set()
    for c in cases:
        cid = c.get("id", "?")
        missing = [k for k in FIELDS if k not in c]
        if missing:
            errs.append(f"{cid}: missing {missing}")
            continue
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not cid.startswith(PREFIX):
            errs.append(f"{cid}: id must start with {PREFIX}")
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: unknown lang {c['lang']}")
        t = c["text"]
        for field in ("secrets", "lookalikes"):
            if len(set(c[field])) != len(c[field]):
                errs.append(f"{cid}: duplicate value in {field}")
            for v in c[field]:
                if not v.strip():
                    errs.append(f"{cid}: empty value in {field}")
                elif v not in t:
                    errs.append(f"{cid}: {field} value not an exact substring: {v[:40]!r}")
        ss = [s for v in c["secrets"] for s in spans(t, v)]
        ls = [s for v in c["lookalikes"] for s in spans(t, v)]
        for a in ss:
            for b in ls:
                if a[0] < b[1] and b[0] < a[1]:
                    errs.append(f"{cid}: secret {a} overlaps look-alike {b}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_v32.py heldout_v32.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except (ValueError, json.JSONDecodeError) as e:
        print("PARSE ERROR", e, file=sys.stderr)
        sys.exit(1)
    errs = check(cases)
    for e in errs:
        print("ERROR", e, file=sys.stderr)
    by = {}
    for c in cases:
        d = by.setdefault(c["lang"], [0, 0, 0, 0, 0])
        d[0] += 1
        d[1 if c["secrets"] else 2] += 1
        d[3] += len(c["secrets"])
        d[4] += len(c["lookalikes"])
    tot = [sum(v[i] for v in by.values()) for i in range(5)]
    multi = sum(1 for c in cases if "\n---\n" in c["text"])
    print(f"cases {tot[0]}  positive {tot[1]}  negative {tot[2]}  secrets {tot[3]}  look-alikes {tot[4]}  "
          f"languages {len(by)}  multi-message {multi}")
    print(f"{'lang':<5}{'cases':>6}{'pos':>5}{'neg':>5}{'secr':>6}{'look':>6}")
    for lang in sorted(by, key=lambda k: (k != "en", k)):
        v = by[lang]
        print(f"{lang:<5}{v[0]:>6}{v[1]:>5}{v[2]:>5}{v[3]:>6}{v[4]:>6}")
    if errs:
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
