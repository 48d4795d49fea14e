#!/usr/bin/env python3
"""Stdlib checker for tuning_v46.yaml: re-validates and prints counts.
usage: python3 check_tuning_v46.py tuning_v46.yaml"""
import sys, json, collections

PREFIX = "t46"


def parse(path):
    cases, cur, key, top = [], None, None, {}
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        if line.startswith("lookalikes:"):
            top["lookalikes"] = json.loads(line.split(":", 1)[1].strip())
        elif line == "cases:":
            top["cases"] = True
        elif line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur)
            key = None
        elif line.startswith("      - "):
            if cur is None or key is None:
                raise ValueError(f"line {n}: list item without key")
            cur[key].append(json.loads(line[8:]))
        elif line.startswith("    ") and ":" in line:
            k, v = line[4:].split(":", 1)
            v = v.strip()
            if v == "":
                cur[k] = []
                key = k
            else:
                cur[k] = json.loads(v)
                key = None
        else:
            raise ValueError(f"line {n}: cannot parse: {line[:60]!r}")
    if top.get("lookalikes") != [] or not top.get("cases"):
        raise ValueError("top level must have 'lookalikes: []' and 'cases:'")
    return cases


def spans(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def validate(cases):
    errs, seen = [], set()
    for c in cases:
        cid = c.get("id", "?")
        if cid in seen:
            errs.append(f"duplicate id {cid}")
        seen.add(cid)
        if not cid.startswith(PREFIX + "-"):
            errs.append(f"{cid}: bad prefix")
        for k in ("lang", "text", "note"):
            if not isinstance(c.get(k), str) or not c[k]:
                errs.append(f"{cid}: missing {k}")
        for k in ("secrets", "lookalikes"):
            if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
                errs.append(f"{cid}: {k} must be a list of strings")
                c[k] = []
        text = c.get("text", "")
        for v in c["secrets"] + c["lookalikes"]:
            if not v or v not in text:
                errs.append(f"{cid}: value not in text: {v[:40]!r}")
        for sv in c["secrets"]:
            for lv in c["lookalikes"]:
                for a in spans(text, sv):
                    for b in spans(text, lv):
                        if a[0] < b[1] and b[0] < a[1]:
                            errs.append(f"{cid}: secret {sv[:20]!r} overlaps look-alike {lv[:20]!r}")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 check_tuning_v46.py tuning_v46.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases = parse(sys.argv[1])
    except Exception as e:
        print("PARSE ERROR", e)
        sys.exit(1)
    errs = validate(cases)
    by = collections.OrderedDict()
    for c in cases:
        d = by.setdefault(c["lang"], [0, 0, 0, 0])
        d[0] += 1
        d[1] += 0 if c["secrets"] else 1
        d[2] += len(c["secrets"])
        d[3] += len(c["lookalikes"])
    print(f"{'lang':5} {'cases':>5} {'neg':>4} {'secr':>5} {'look':>5}")
    for k, d in by.items():
        print(f"{k:5} {d[0]:5d} {d[1]:4d} {d[2]:5d} {d[3]:5d}")
    tot = [sum(d[i] for d in by.values()) for i in range(4)]
    print(f"{'all':5} {tot[0]:5d} {tot[1]:4d} {tot[2]:5d} {tot[3]:5d}   languages: {len(by)}")
    if errs:
        for e in errs:
            print("ERROR", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
