#!/usr/bin/env python3
"""Checker for heldout_v24.yaml (stdlib only; cross-checks with PyYAML if present).

Verifies: ids unique, every secret/lookalike occurs verbatim in its text,
no secret/lookalike overlap; prints counts.  Usage: python check_v24.py [file]
"""
import collections
import sys


def parse_scalar(s, i):
    """Parse a quoted scalar starting at s[i]; return (value, next_index)."""
    if s[i] == "'":
        out, i = [], i + 1
        while True:
            ch = s[i]
            if ch == "'":
                if i + 1 < len(s) and s[i + 1] == "'":
                    out.append("'")
                    i += 2
                    continue
                return "".join(out), i + 1
            out.append(ch)
            i += 1
    if s[i] == '"':
        out, i = [], i + 1
        esc = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "/": "/", "0": "\0", "r": "\r"}
        while True:
            ch = s[i]
            if ch == '"':
                return "".join(out), i + 1
            if ch == "\\":
                nx = s[i + 1]
                if nx in esc:
                    out.append(esc[nx])
                    i += 2
                elif nx in "xuU":
                    n = {"x": 2, "u": 4, "U": 8}[nx]
                    out.append(chr(int(s[i + 2:i + 2 + n], 16)))
                    i += 2 + n
                else:
                    raise ValueError("bad escape \\" + nx)
                continue
            out.append(ch)
            i += 1
    # plain scalar to end of line
    return s[i:].strip(), len(s)


def parse_list(s):
    assert s[0] == "[" and s.rstrip()[-1] == "]", s[:40]
    i, out = 1, []
    while True:
        while s[i] in " ,":
            i += 1
        if s[i] == "]":
            return out
        v, i = parse_scalar(s, i)
        out.append(v)


def parse(path):
    cases, cur = [], None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    assert lines[0] == "lookalikes: []" and lines[1] == "cases:", "header"
    for ln in lines[2:]:
        if not ln:
            continue
        if ln.startswith("- id: "):
            cur = {"id": ln[6:].strip()}
            cases.append(cur)
            continue
        assert ln.startswith("  ") and cur is not None, ln[:60]
        key, _, val = ln[2:].partition(": ")
        if key in ("secrets", "lookalikes"):
            cur[key] = parse_list(val)
        elif val[:1] in "'\"":
            cur[key], _ = parse_scalar(val, 0)
        else:
            cur[key] = val.strip()
    return cases


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "heldout_v24.yaml"
    cases = parse(path)
    try:
        import yaml  # optional cross-check
        doc = yaml.safe_load(open(path, encoding="utf-8"))
        assert doc["lookalikes"] == []
        for a, b in zip(doc["cases"], cases):
            for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
                assert a[k] == b[k], (b["id"], k)
        assert len(doc["cases"]) == len(cases)
        print("PyYAML cross-check: OK")
    except ImportError:
        print("PyYAML not available: stdlib parser only")
    errors = []
    ids = collections.Counter(c["id"] for c in cases)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"duplicate id {k}")
    langs = collections.Counter()
    n_sec = n_look = n_seq = 0
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                errors.append(f"{c.get('id')}: missing {k}")
        langs[c["lang"]] += 1
        n_sec += len(c["secrets"])
        n_look += len(c["lookalikes"])
        if "\n---\n" in "\n" + c["text"] + "\n":
            n_seq += 1
        for s in c["secrets"] + c["lookalikes"]:
            if not s or s not in c["text"]:
                errors.append(f"{c['id']}: not in text: {s!r}")
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                if s in l or l in s:
                    errors.append(f"{c['id']}: secret/lookalike overlap {s!r} / {l!r}")
    print(f"cases: {len(cases)}")
    print(f"secrets: {n_sec}")
    print(f"lookalikes: {n_look}")
    print(f"multi-message (---) cases: {n_seq}")
    print(f"languages: {len(langs)}")
    for k, v in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k}: {v}")
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
