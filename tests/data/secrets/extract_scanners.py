"""Rebuild scanners.jsonl from gitleaks' rule sources (cmd/generate/config/rules/*.go).

Not run by the tests: scanners.jsonl is committed. Provenance of the cases:

- gitleaks (MIT), https://github.com/gitleaks/gitleaks at b58d3f102cf3a2c84cb7f923d05c25c9b1aed84b:
  every rule's literal true positives (``tps := []string{...}``) and, for rules whose true positives are
  generated (``utils.GenerateSampleSecret(s)(id, "prefix"+secrets.NewSecret(utils.AlphaNumeric("32")))``),
  one secret generated the way gitleaks' own generator does (same character classes and lengths, seeded),
  placed in one of gitleaks' sample formats (``GenerateSampleSecrets``: ini, json, yaml, go, python, make...).

    python tests/data/secrets/extract_scanners.py /path/to/gitleaks/cmd/generate/config/rules > scanners.jsonl
"""

from __future__ import annotations

import json
import random
import re
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import sre_constants as C
    import sre_parse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

HELPERS = {
    "Numeric": "[0-9]{%s}", "Hex": "[a-f0-9]{%s}", "AlphaNumeric": "[a-z0-9]{%s}",
    "AlphaNumericExtendedShort": "[a-z0-9_-]{%s}", "AlphaNumericExtended": r"[a-z0-9=_\-]{%s}",
    "AlphaNumericExtendedLong": r"[a-z0-9\/=_\+\-]{%s}",
}
HEX_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
# gitleaks' GenerateSampleSecrets formats, {i} identifier, {I} upper, {s} secret.
FORMATS = [
    '{i}Token="{s}"', "{i}Token = {s}", '{\n    "{i}_token": "{s}"\n}', "{i}_token: '{s}'",
    '{i}_token: "{s}"', 'string {i}Token = "{s}";', '{i}Token := "{s}"', "{i}Token = '{s}'",
    'System.setProperty("{I}_TOKEN", "{s}")', '  "{i}Token" => "{s}"', '{I}_TOKEN := "{s}"',
]


def gen(rx: str, rnd: random.Random) -> str:
    def walk(items) -> str:  # type: ignore[no-untyped-def]
        out = []
        for op, av in items:
            if op is C.LITERAL:
                out.append(chr(av))
            elif op is C.IN:
                chars: list[str] = []
                for iop, iav in av:
                    if iop is C.LITERAL:
                        chars.append(chr(iav))
                    elif iop is C.RANGE:
                        chars.extend(chr(c) for c in range(iav[0], iav[1] + 1))
                    elif iop is C.CATEGORY:
                        chars.extend("0123456789" if iav is C.CATEGORY_DIGIT else
                                     "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
                out.append(rnd.choice(chars))
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
                lo, hi, sub = av
                hi = min(hi, lo + 8) if hi != C.MAXREPEAT else lo + 8
                out.extend(walk(sub) for _ in range(rnd.randint(lo, hi)))
            elif op is C.SUBPATTERN:
                out.append(walk(av[-1]))
            elif op is C.BRANCH:
                out.append(walk(rnd.choice(av[1])))
            elif op is C.ANY:
                out.append(rnd.choice("abcdefghijklmnopqrstuvwxyz0123456789"))
        return "".join(out)
    return walk(sre_parse.parse(rx))


def go_string(lit: str) -> str:
    if lit.startswith("`"):
        return lit[1:-1]
    return json.loads(lit)


def eval_expr(expr: str, rnd: random.Random) -> str | None:
    parts, out = re.split(r"\s*\+\s*(?=(?:[^\"`]*[\"`][^\"`]*[\"`])*[^\"`]*$)", expr.strip()), []
    for p in parts:
        p = p.strip()
        if p.startswith(("\"", "`")):
            out.append(go_string(p))
            continue
        m = re.fullmatch(r"secrets\.NewSecret\((.*)\)", p)
        if not m:
            return None
        arg = m.group(1).strip()
        h = re.fullmatch(r"utils\.(\w+)\(\"(\d+)\"\)", arg)
        if h and h.group(1) in HELPERS:
            rx = HELPERS[h.group(1)] % h.group(2)
        elif arg == "utils.Hex8_4_4_4_12()":
            rx = HEX_UUID
        elif arg.startswith(("\"", "`")):
            rx = go_string(arg)
        else:
            return None
        out.append(gen(rx, rnd))
    return "".join(out)


def calls(body: str, name: str) -> list[str]:
    """Argument text of every call to name / nameS(...), with nested parentheses and Go strings skipped."""
    out = []
    for m in re.finditer(name + r"s?\(", body):
        i, depth, q = m.end(), 1, ""
        while i < len(body) and depth:
            c = body[i]
            if q:
                if c == "\\" and q == '"':
                    i += 1
                elif c == q:
                    q = ""
            elif c in "\"`":
                q = c
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            i += 1
        out.append(body[m.end():i - 1])
    return out


def label(rule_id: str, line: str) -> str | None:
    """The secret in a literal true positive, as gitleaks' own rule (its secret group) finds it."""
    from utils.redact import gitleaks_rules

    for rule in gitleaks_rules()[0]:
        if rule.id == rule_id:
            m = rule.regex.search(line)
            if m:
                s, e = rule.secret_span(m)
                return line[s:e]
    return None


def main(rules_dir: str) -> None:
    rnd = random.Random(12)
    for f in sorted(Path(rules_dir).glob("*.go")):
        src = f.read_text()
        for fm in re.finditer(r"func (\w+)\(\) \*config\.Rule \{(.*?)\n\}", src, re.S):
            body = fm.group(2)
            rid_m = re.search(r'RuleID:\s*"([^"]+)"', body)
            rid = rid_m.group(1) if rid_m else fm.group(1)
            tb = re.search(r"tps\s*:?=\s*\[\]string\{(.*?)\n\t\}", body, re.S)
            if tb:
                for lm in re.finditer(r"^\s*(`[^`]*`|\"(?:[^\"\\]|\\.)*\")\s*,", tb.group(1), re.M):
                    line = go_string(lm.group(1))
                    secret = label(rid, line)
                    if secret:
                        print(json.dumps({"source": f"gitleaks:{rid}:tps", "line": line, "secret": secret}))
            for call in calls(body, "GenerateSampleSecret"):
                ident, _, expr = call.partition(",")
                try:
                    s = eval_expr(expr, rnd)
                except (ValueError, re.error, json.JSONDecodeError):
                    s = None
                if not s:
                    continue
                ident = go_string(ident.strip())
                fmt = rnd.choice(FORMATS)
                line = fmt.replace("{i}", ident).replace("{I}", ident.upper()).replace("{s}", s)
                print(json.dumps({"source": f"gitleaks:{rid}:generated", "line": line, "secret": s}))


if __name__ == "__main__":
    main(sys.argv[1])
