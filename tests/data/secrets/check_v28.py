#!/usr/bin/env python3
"""Stdlib checker for heldout_v28.yaml.  Usage: python3 check_v28.py [heldout_v28.yaml]
Parses the simple YAML subset the generator writes (JSON double-quoted or
single-quoted scalars) and verifies: ids unique; no empty strings; every secret
and look-alike occurs verbatim in the text; no look-alike lies inside a secret
string and no secret inside a look-alike string; every look-alike has at least
one occurrence outside all secret spans."""
import sys, json, collections


def scalar(v):
    v = v.strip()
    if v == "[]":
        return []
    if v.startswith('"'):
        return json.loads(v)
    if v.startswith("'") and v.endswith("'"):
        return v[1:-1].replace("''", "'")
    return v


def parse(path):
    cases, cur, listkey, top = [], None, None, {}
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if not line.startswith(" "):
                k, _, v = line.partition(":")
                top[k] = scalar(v) if v.strip() else None
                continue
            if line.startswith("  - "):
                cur = {}
                cases.append(cur)
                k, _, v = line[4:].partition(":")
                cur[k.strip()] = scalar(v)
                listkey = None
            elif line.startswith("      - "):
                if cur is None or listkey is None:
                    raise SystemExit("line %d: list item outside list" % ln)
                cur[listkey].append(scalar(line[8:]))
            elif line.startswith("    "):
                k, _, v = line[4:].partition(":")
                k = k.strip()
                if v.strip() == "":
                    cur[k] = []
                    listkey = k
                else:
                    cur[k] = scalar(v)
                    listkey = None
            else:
                raise SystemExit("line %d: unexpected indentation" % ln)
    return top, cases


def spans(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "heldout_v28.yaml"
    top, cases = parse(path)
    errs = []
    if top.get("lookalikes") != []:
        errs.append("top-level lookalikes must be []")
    seen = set()
    n_sec = n_look = n_multi = 0
    langs = collections.Counter()
    for c in cases:
        cid = c.get("id", "")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                errs.append("%s: missing %s" % (cid, k))
        if not cid or cid in seen:
            errs.append("duplicate or empty id %r" % cid)
        seen.add(cid)
        text = c.get("text", "")
        if not text or not c.get("lang") or not c.get("note"):
            errs.append("%s: empty text/lang/note" % cid)
        secs, looks = c.get("secrets", []), c.get("lookalikes", [])
        langs[c.get("lang")] += 1
        if "\n---\n" in text:
            n_multi += 1
        n_sec += len(secs)
        n_look += len(looks)
        sec_spans = []
        for s in secs:
            if not isinstance(s, str) or not s:
                errs.append("%s: empty secret" % cid)
                continue
            sp = spans(text, s)
            if not sp:
                errs.append("%s: secret not in text: %r" % (cid, s))
            sec_spans += sp
        for l in looks:
            if not isinstance(l, str) or not l:
                errs.append("%s: empty look-alike" % cid)
                continue
            sp = spans(text, l)
            if not sp:
                errs.append("%s: look-alike not in text: %r" % (cid, l))
                continue
            for s in secs:
                if l in s:
                    errs.append("%s: look-alike %r inside secret %r" % (cid, l, s))
            for s in secs:
                if s in l:
                    errs.append("%s: secret %r inside look-alike %r" % (cid, s, l))
            free = [a for a in sp if all(a[1] <= b[0] or a[0] >= b[1] for b in sec_spans)]
            if not free:
                errs.append("%s: look-alike %r only occurs inside secret spans" % (cid, l))
        if len(set(secs)) != len(secs) or len(set(looks)) != len(looks):
            errs.append("%s: duplicate entries" % cid)
    en = sum(v for k, v in langs.items() if k == "en")
    print("file: %s" % path)
    print("cases: %d" % len(cases))
    print("secrets: %d" % n_sec)
    print("lookalikes: %d" % n_look)
    print("lookalike-only cases: %d" % sum(1 for c in cases if not c.get("secrets")))
    print("multi-message cases: %d" % n_multi)
    print("languages: %d (English cases: %d = %.0f%%)" % (len(langs), en, 100.0 * en / max(1, len(cases))))
    print("per language: " + ", ".join("%s=%d" % kv for kv in sorted(langs.items(), key=lambda x: (-x[1], x[0]))))
    if errs:
        print("ERRORS: %d" % len(errs))
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
