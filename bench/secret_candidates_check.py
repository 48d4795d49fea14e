"""One-off check for stop 37's faster utils.secret_model.candidates(): the implementation it replaced (kept
here only, verbatim but for names) and the shipped one must give the same candidates and bit-identical
feature vectors on every text of the corpora.

    python -m bench.secret_candidates_check --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo --synthetic 5000

Texts: every message of the BEAM conversations (cleaned as capture cleans them) and of LoCoMo, and every string
of tests/data/secrets/*.yaml; each is compared with no spans taken and with the rules' spans taken (as
utils.redact.redact calls the layer). `--synthetic N` adds N made-up texts (seeded) that put cue words, words
holding a cue as a piece and secret-shaped tokens at random distances, so the edges of the cue windows that
candidates() derives its token selection from fall everywhere. Reports texts, candidates compared and
differences (the first few shown).
"""

from __future__ import annotations

import argparse
import base64
import binascii
import bisect
import itertools
import json
import math
import random
import re
import struct
import sys
from collections.abc import Iterator, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from bench import beam_data
from bench import locomo_data
from capture.cleaner import clean_text
from utils import secret_model as sm
from utils.redact import find_secrets
from utils.text import entropy

SECRETS = Path(__file__).resolve().parents[1] / "tests" / "data" / "secrets"


def old_wordpieces(tok: str) -> tuple[int, int]:
    """(pieces, longest piece) of the token as MiniLM's uncased WordPiece splits it: punctuation apart, then
    greedy longest match; a random string splits into many short pieces, a word or identifier into few."""
    heads, tails = sm._vocab()
    pieces = longest = 0
    for word in re.findall(r"[a-z0-9]+|[^a-z0-9]", tok[:64].lower()):
        if not word[0].isalnum():
            pieces += 1
            longest = max(longest, 1)
            continue
        i, n, first = 0, len(word), True
        while i < n:
            table = heads if first else tails
            j = min(n, i + 20)
            while j > i and word[i:j] not in table:
                j -= 1
            if j == i:  # [UNK]: count one piece per character left
                pieces += n - i
                break
            pieces += 1
            longest = max(longest, j - i)
            i, first = j, False
    return pieces, longest


@lru_cache(maxsize=8192)
def old_word_cue(w: str) -> tuple[bool, bool]:
    """(a secret cue, a non-secret cue): "password", "apiKey"'s "key", "DB_PASSWORD"'s "password"; "sha", "commit"."""
    sec = w in sm.SECRET_CUES or w.rstrip("s") in sm.SECRET_CUES or w.endswith(
        ("password", "passwd", "secret", "token", "apikey", "key"))
    return sec, w in sm.NON_SECRET_CUES


def old_cues(words: Sequence[str]) -> tuple[int, int]:
    """(distance to the nearest secret cue, to the nearest non-secret cue), 0 if none, 1 = adjacent."""
    sec = non = 0
    for d, w in enumerate(words, 1):
        ws, wn = old_word_cue(w)
        if ws and not sec:
            sec = d
        if wn and not non:
            non = d
    return sec, non


def old_candidates(text: str, taken: Sequence[tuple[int, int]] = ()) -> list[tuple[sm.Candidate, list[float]]]:
    """Every candidate token of the text outside the spans `taken`, with its feature vector."""
    out: list[tuple[sm.Candidate, list[float]]] = []
    low = text.lower()
    tags = [(m.start(), m.end()) for m in sm._TAG.finditer(text)] if "[REDACTED:" in text else []
    busy = [*taken, *tags]
    words = sm._WORD.findall(low)
    msg_cue = float(any(w in sm.SECRET_CUES for w in words) or any(c in text for c in sm.ZH_SECRET_CUES))
    msg_non = float(sum(w in sm._DOC_WORDS for w in words))
    fence_ends: list[int] = []
    i = text.find("```")
    while i >= 0:
        fence_ends.append(i + 3)
        i = text.find("```", i + 3)
    lines: dict[int, tuple[bool, int]] = {}
    for m in sm._TOKEN.finditer(text):
        raw_s, raw_e = m.start(), m.end()
        tok = m.group(0)
        s = raw_s + (len(tok) - len(tok.lstrip(sm._STRIP)))
        e = raw_e - (len(tok) - len(tok.rstrip(sm._STRIP)))
        if e - s < 4:
            continue
        key = ""
        v = text[s:e]
        if "://" not in v:
            # key=value, key:value (the value is the candidate; its name is context)
            for sep in ("=", ":"):
                i = v.find(sep)
                if 0 < i < len(v) - 1 and sm._KEY.fullmatch(v[:i]):
                    key, s = v[:i], s + i + 1
                    while s < e and text[s] in "=:":
                        s += 1
                    v = text[s:e]
                    break
        n = len(v)
        # a token touching a cut span is what the rules left of a value on purpose (the name in "user:<pw>",
        # the salt before a hash): never a candidate, so a second pass over redacted text cuts nothing new
        if not 4 <= n <= 256 or any(a <= raw_e and raw_s <= b for a, b in busy):
            continue
        before = sm._WORD.findall(low[max(0, s - 80) : s])[-6:][::-1]
        after = sm._WORD.findall(low[e : e + 60])[:5]
        cue_b, non_b = old_cues(before)
        cue_a, non_a = old_cues(after)
        key_words = sm._WORD.findall(re.sub(r"([a-z])([A-Z])", r"\1 \2", key).lower().replace("_", " "))
        key_sec, key_non = old_cues(key_words[::-1]) if key_words else (0, 0)
        zh_window = text[max(0, s - 24) : s]
        zh_cue = any(c in zh_window for c in sm.ZH_SECRET_CUES)
        cue = bool(cue_b or key_sec or zh_cue or (cue_a and cue_a <= 3))
        digits = sum(c.isdigit() for c in v)
        lower = sum(c.islower() for c in v)
        upper = sum(c.isupper() for c in v)
        alpha = lower + upper
        symbol = n - digits - alpha
        classes = (lower > 0) + (upper > 0) + (digits > 0) + (symbol > 0)
        if digits == n and not cue:
            continue
        if n >= 16 and (sm._HEX.fullmatch(v) or sm._UUID.fullmatch(v)):
            # A hex string or a UUID is an id or a digest far more often than a key; the rules judge one by the
            # name before it ("Datadog application key" vs "cache key", "the md5"), which trees over a few cue
            # words cannot (they cut the look-alikes of round 4's tests).
            continue
        if not cue and (n < 8 or classes < 2):
            continue
        out.append((sm.Candidate(s, e, v, key), old_features(text, low, s, e, v, key, n, lower, upper, digits, symbol,
                                                        classes, cue_b, non_b, cue_a, non_a, key_sec, key_non,
                                                        zh_cue, zh_window, msg_cue, msg_non, fence_ends, lines)))
    return out


def old_features(text: str, low: str, s: int, e: int, v: str, key: str, n: int, lower: int, upper: int, digits: int,
              symbol: int, classes: int, cue_b: int, non_b: int, cue_a: int, non_a: int, key_sec: int,
              key_non: int, zh_cue: bool, zh_window: str, msg_cue: float, msg_non: float, fence_ends: list[int],
              lines: dict[int, tuple[bool, int]]) -> list[float]:
    ent = entropy(v)
    hm = sm._HEAD.match(v)
    head = hm.group(1) if hm else ""
    pieces, longest = old_wordpieces(v)
    m = min(n, 64)
    case_changes = sum(1 for a, b in zip(v, v[1:]) if a.isalpha() and b.isalpha() and a.isupper() != b.isupper())
    ad_changes = sum(1 for a, b in zip(v, v[1:]) if a.isalpha() != b.isalpha() and (a.isalnum() and b.isalnum()))
    run = best = 0
    for c in v:
        run = run + 1 if c.isalpha() else 0
        best = max(best, run)
    letters = [c for c in v.lower() if c.isalpha()]
    vowels = sum(c in "aeiou" for c in letters)
    p = s - 1
    while p >= 0 and text[p] == " ":
        p -= 1
    prev = text[p] if p >= 0 else ""
    prev_word = text[max(0, s - 40) : s].split()
    flag = bool(prev_word) and sm._FLAG.search(prev_word[-1]) is not None
    ls = text.rfind("\n", 0, s) + 1
    if ls not in lines:  # once per line, not per token (a long message has many tokens on a line)
        le = text.find("\n", e)
        line = text[ls : le if le >= 0 else len(text)]
        lines[ls] = (re.match(r"\s*(?:export\s+)?[\w.-]+\s*[=:]", line) is not None, len(sm._TOKEN.findall(line)))
    config, on_line = lines[ls]
    in_code = bisect.bisect_right(fence_ends, s) % 2 == 1  # an odd number of ``` fences before the token
    max_ent = math.log2(min(n, 64)) if n > 1 else 1.0
    return [
        float(n), math.log(n), lower / n, upper / n, digits / n, symbol / n, float(classes), ent, ent / max_ent,
        pieces / m, longest / m, case_changes / n, ad_changes / n, best / n,
        len(set(v)) / n, vowels / len(letters) if letters else 0.0,
        float(n >= 7 and sm._HEX.fullmatch(v) is not None), float(sm._UUID.fullmatch(v) is not None),
        float(sm._SNAKE.fullmatch(v) is not None), float(sm._CAMEL.fullmatch(v) is not None),
        float(sm._DOTTED.fullmatch(v) is not None), float(sm._PATH.fullmatch(v) is not None),
        float("://" in v or sm._DOMAIN.fullmatch(v) is not None), float(sm._EMAIL.fullmatch(v) is not None),
        float(sm._VERSION.fullmatch(v) is not None), float(sm._DATE.fullmatch(v) is not None), float(digits == n),
        float(lower + upper == n), float(v.endswith("=")),
        float(prev == "=" or bool(key) and text[s - 1] == "="), float(prev in ":：" or bool(key) and text[s - 1] == ":"),
        float(prev in "\"'`"), float(flag), float(bool(key)), float(key_sec > 0), float(key_non > 0),
        float(cue_b > 0), 1.0 / cue_b if cue_b else 0.0, 1.0 / non_b if non_b else 0.0,
        1.0 / cue_a if cue_a else 0.0, 1.0 / non_a if non_a else 0.0,
        float(zh_cue), float(any(c in zh_window for c in sm.ZH_NON_SECRET_CUES)),
        float(in_code), float(config), float(on_line), msg_cue, msg_non,
        float(sm._STAND_IN.search(v) is not None), float(v[:2].lower() == "0x"),
        float(bool(head) and head.lower().rstrip("0123456789") in sm.NON_SECRET_CUES | {"sha", "ghsa", "cve"}),
        float(len(head)), float(old_b64_text(v)),
    ]


def old_b64_text(v: str) -> bool:
    """Base64 of readable text ("aGVsbG8gd29ybGQ=", a JSON header): data being explained, not a random key."""
    if sm._B64.fullmatch(v) is None:
        return False
    body = v.rstrip("=").replace("-", "+").replace("_", "/")
    try:
        raw = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
    except (ValueError, binascii.Error):
        return False
    return len(raw) >= 4 and sum(32 <= b < 127 or b in (9, 10, 13) for b in raw) >= 0.95 * len(raw)


def _strings(node: object) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


def texts(beam: Path | None, locomo: Path | None) -> Iterator[tuple[str, str]]:
    """(source, text) of every text compared."""
    for f in sorted(SECRETS.glob("*.yaml")):
        for t in _strings(yaml.safe_load(f.read_text(encoding="utf-8"))):
            yield f.name, t
    for name, folder, load in (("beam", beam, beam_data.load_dir), ("locomo", locomo, locomo_data.load_dir)):
        if folder is None:
            continue
        for conv in load(folder):
            for m in conv.messages():
                yield name, clean_text(m.text)


_WORDS = ("the", "a", "we", "then", "run", "function", "value", "implementation", "return", "config", "code",
          "key", "token", "password", "passwords", "pin", "db", "session", "auth", "apiKey", "DB_PASSWORD", "task",
          "mapping", "skip", "passing", "codebase", "keyboard", "xpin", "a1pin", "pinned", "bypass", "block",
          "desk", "pseudo", "monkey", "commit", "sha", "uuid", "example", "2fa", "x2fa", "12code", "codes",
          "unlocked", "asking", "ssh", "smtp", "vaults", "locker", "İstanbul", "密码", "订单", "是", "```")


def _piece(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.5:
        return rng.choice(_WORDS)
    if r < 0.6:
        return "".join(rng.choice("0123456789") for _ in range(rng.randint(3, 9)))
    if r < 0.68:
        return "".join(rng.choice("0123456789abcdef") for _ in range(rng.choice((7, 16, 32, 40))))
    if r < 0.78:
        k = rng.choice(("API_KEY", "password", "name", "host", "x", "db.pass", "https"))
        return f"{k}{rng.choice(('=', ':', '==', '://', ': '))}{_piece(rng)}"
    alphabet = rng.choice(("abcdefgh", "ABCDEFGH", "abcXYZ019", "abc_-.", "aZ9!@#$%", "0123456789", "-=*#:"))
    return rng.choice(("", "\"", "(", "--", "[")) + "".join(
        rng.choice(alphabet) for _ in range(rng.randint(2, 24))) + rng.choice(("", ".", ",", "\"", ")", ":", "]"))


def synthetic(n: int, seed: int = 37) -> Iterator[tuple[str, str]]:
    """Made-up texts that put cue words, words holding a cue as a piece ("task", "mapping"), identifiers,
    digits and key=value tokens at random distances, so the cue windows' edges fall everywhere (inside words,
    on tokens, on separators)."""
    rng = random.Random(seed)
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(5, 90)):
            parts.append(_piece(rng))
            parts.append(rng.choice((" ", " ", " ", "\n", ", ", ". ", " " * rng.randint(2, 40), "\t", "，")))
        yield "synthetic", "".join(parts)


def _bits(x: Sequence[float]) -> bytes:
    return struct.pack(f"<{len(x)}d", *x)


def _key(out: list[tuple[sm.Candidate, list[float]]]) -> list[tuple[sm.Candidate, bytes]]:
    return [(c, _bits(x)) for c, x in out]


def compare(beam: Path | None, locomo: Path | None, synthetic_n: int = 0) -> dict[str, Any]:
    by: dict[str, list[int]] = {}
    diffs: list[str] = []
    for src, text in itertools.chain(texts(beam, locomo), synthetic(synthetic_n)):
        taken = [(s, e) for s, e, _ in find_secrets(text)]
        row = by.setdefault(src.split("_")[0] if src.endswith(".yaml") else src, [0, 0, 0, 0])
        row[0] += 1
        for t in ((), taken) if taken else ((),):
            a, b = _key(old_candidates(text, t)), _key(sm.candidates(text, t))
            row[1] += len(a)
            if a != b:
                row[2] += 1
                if len(diffs) < 5:
                    diffs.append(f"{src}: {text[:120]!r}")
        row[3] += len(taken) > 0
    return {"by_source": {k: {"texts": v[0], "candidates": v[1], "differences": v[2], "with_spans": v[3]}
                          for k, v in by.items()},
            "texts": sum(v[0] for v in by.values()), "candidates": sum(v[1] for v in by.values()),
            "differences": sum(v[2] for v in by.values()), "examples": diffs}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.secret_candidates_check", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (bench.beam_data export)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder")
    ap.add_argument("--synthetic", type=int, default=0, help="made-up texts to compare too (cue windows' edges)")
    ap.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    args = ap.parse_args(argv)
    report = compare(args.beam, args.locomo, args.synthetic)
    print(json.dumps(report, indent=2, ensure_ascii=False) if args.json else
          f"{report['texts']} texts, {report['candidates']} candidates compared, {report['differences']} differences")
    return 1 if report["differences"] else 0


if __name__ == "__main__":
    sys.exit(main())
