"""Does any redaction rule's time grow faster than its text? A doubling test over hostile and ordinary shapes.

    python -m bench.redaction_growth --json > bench/results/redaction_growth.json
    PYTHONPATH=/path/to/older/tree python bench/redaction_growth.py --json   # that tree's rules, side by side

A transcript is text nobody vetted: a pasted log, a minified bundle, a wall of digits. A rule whose regex
backtracks over its own input (``[^\\W\\d_]+[\\w'-]*`` before a digit that never comes) costs time quadratic in
the message's length, and capture stalls on one message. For each shape below, the text is built at sizes
``n, 4n, 16n`` (deterministic, seeded) and capture's redaction (``utils.redact.SecretMemory.redact`` on a user's
message) runs on it, each stage timed apart: ``find_secrets`` and within it the core rules of ``utils.redact``,
every round's finder and keeper and the passes after them; the learned layer; the whole call (``total``). A stage whose
time grows by more than ``--max-exponent`` (time ~ size ** exponent, from the smallest to the largest size) and
costs more than ``--floor-ms`` at the largest size is reported, with the shape that shows it; the exit code is 1
when one is.

A regex can also blow up on a short text: a name, then a run that its quantifiers can split many ways ("PIN" and
fifty tabs took seconds). ``--sweep N`` reads N trigger words of the gate (a seeded sample of every round's),
each followed by a 64-character run of each of a few units (white space, digits, letters, punctuation), and
reports every such text that costs more than ``--sweep-ms``.

Stages are timed by wrapping the module's functions for the run (``time.perf_counter``, best of ``--repeat``);
the wrapper's own cost is constant per call, so it cannot make a linear stage look super-linear.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    # Run as a file with another tree first on PYTHONPATH (its rules timed by this bench): bench/ is then
    # sys.path[0], where bench/capture.py would hide the capture package.
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

from utils import redact as redact_mod  # noqa: E402

# Words the gates open on (so the rules behind them run), in several scripts, with ordinary words between them.
_TRIGGERS = ("password", "passwort", "mot de passe", "contraseña", "пароль", "密码", "暗証番号", "비밀번호", "PIN",
             "token", "api_key", "secret", "IBAN", "account", "konto", "card", "code", "OTP", "wifi", "key",
             "SSN", "passport", "tax id", "my", "mein", "mi", "我的", "is", "ist", "es", "是", ":", "=", "->")
_WORDS = ("the", "server", "returns", "a", "list", "of", "items", "and", "then", "retry", "with", "backoff",
          "order", "number", "version", "build", "commit", "user", "name", "door", "gate", "room", "floor",
          "Montag", "mañana", "réunion", "встреча", "会议", "明天", "会議", "회의", "hash", "id", "ref")


def _rng(name: str) -> random.Random:
    return random.Random(f"redaction-growth:{name}")


def _prose(n: int) -> str:
    """Sentences of ordinary words, trigger words and values of every shape: what long chat looks like."""
    r, out, size = _rng("prose"), [], 0
    while size < n:
        k = r.random()
        if k < 0.15:
            w = r.choice(_TRIGGERS)
        elif k < 0.25:
            w = "".join(r.choice("0123456789") for _ in range(r.randint(3, 19)))
        elif k < 0.32:
            w = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%") for _ in range(r.randint(6, 24)))
        else:
            w = r.choice(_WORDS)
        w += r.choice((" ", " ", " ", ", ", ". ", ": ", "\n", "; "))
        out.append(w)
        size += len(w)
    return "".join(out)[:n]


def _repeat(unit: str) -> Callable[[int], str]:
    def make(n: int) -> str:
        return (unit * (n // len(unit) + 1))[:n]
    return make


def _random_chars(name: str, alphabet: str) -> Callable[[int], str]:
    def make(n: int) -> str:
        r = _rng(name)
        return "".join(r.choice(alphabet) for _ in range(n))
    return make


def _after(prefix: str, body: Callable[[int], str]) -> Callable[[int], str]:
    """A trigger word, then a long run of one shape: the rule that reads on after the word walks the whole run."""
    return lambda n: prefix + body(n - len(prefix))


# The shapes: one per way a regex can walk a long run (a word, digits, a token alphabet, separators, a script
# without spaces), most of them after a word that opens the gates.
SHAPES: dict[str, Callable[[int], str]] = {
    "prose": _prose,
    "one_word": _after("my password is ", _repeat("a")),
    "letters_then_no_digit": _after("the code ", _repeat("abcdefgh")),
    "hyphen_words": _after("PIN: ", _repeat("word-word'word-")),
    "digits": _after("card ", _repeat("1234567890")),
    "digit_groups": _after("IBAN ", _repeat("1234 ")),
    "base64": _after("token=", _random_chars("base64", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")),
    "hex": _after("secret: ", _random_chars("hex", "0123456789abcdef")),
    "spaces": _after("password:", _repeat(" ")),
    "colons": _after("key", _repeat(":a")),
    "equals": _after("api_key", _repeat("=a&b")),
    "dots": _after("passport ", _repeat("1.a.")),
    "trigger_storm": _repeat("password: PIN code key "),
    "trigger_storm_zh": _repeat("密码：账号 验证码 "),
    "cjk_run": _after("我的密码是", _repeat("一二三四五六七八九十")),
    "words_no_value": _repeat("my account number is the one on the card and the code "),
    "newlines": _after("password\n", _repeat("\n")),
    "quotes": _after("password = ", _repeat("'\"")),
    "brackets": _after("token: ", _repeat("([{")),
}


@contextmanager
def _timed_stages(box: dict[str, float]) -> Iterator[None]:
    """The module's stages wrapped, each adding its time to box[stage] while the block runs."""
    def wrap(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*a: Any, **kw: Any) -> Any:
            t = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                box[name] = box.get(name, 0.0) + time.perf_counter() - t
        return wrapper

    saved: dict[str, Any] = {}
    core = ("_may_hold_secret", "_assignments", "_prose", "_pairs", "_validated", "_password_shaped",
            "_credential_tokens", "_slash_pairs", "_paired_tokens", "_codes", "_more_shapes", "_command_shapes",
            "_named_shapes", "_high_entropy", "_gitleaks", "_second_candidates", "second_codes", "keep_public",
            "_merge", "_named_apart_from_tags", "_cjk_comma_apart", "normalise_map")
    for name in core:
        fn = getattr(redact_mod, name, None)
        if callable(fn):
            saved[name] = fn
            setattr(redact_mod, name, wrap(name, fn))
    saved_model = redact_mod.secret_model.add_spans
    redact_mod.secret_model.add_spans = wrap("secret_model.add_spans", saved_model)
    saved["find_secrets"] = redact_mod.find_secrets
    redact_mod.find_secrets = wrap("find_secrets", redact_mod.find_secrets)
    saved["_ROUND_FINDS"] = redact_mod._ROUND_FINDS
    saved["_ROUND_KEEPS"] = redact_mod._ROUND_KEEPS
    redact_mod._ROUND_FINDS = tuple(wrap(f"round {r.name} find", r.find) for r in redact_mod.ROUNDS
                                    if r.find is not None)
    redact_mod._ROUND_KEEPS = tuple(wrap(f"round {r.name} keep", r.keep) for r in redact_mod.ROUNDS
                                    if r.keep is not None)
    try:
        yield
    finally:
        for name, fn in saved.items():
            setattr(redact_mod, name, fn)
        redact_mod.secret_model.add_spans = saved_model


def measure(shape: str, sizes: Sequence[int], repeat: int) -> dict[str, Any]:
    """Per size: the total and each stage's seconds (best of `repeat`), for one shape."""
    make = SHAPES[shape]
    rows = []
    for n in sizes:
        text = make(n)
        best: dict[str, float] | None = None
        for _ in range(repeat):
            box: dict[str, float] = {}
            with _timed_stages(box):
                t = time.perf_counter()
                redact_mod.SecretMemory("growth").redact(text, True)
                box["total"] = time.perf_counter() - t
            best = box if best is None else {k: min(v, best.get(k, v)) for k, v in box.items()}
        rows.append({"chars": n, "seconds": best})
    return {"shape": shape, "sizes": rows}


def exponents(result: dict[str, Any], floor_s: float) -> dict[str, float]:
    """Each stage's growth exponent from the smallest to the largest size (stages under floor_s at the largest
    size are left out: their clock is noise)."""
    first, last = result["sizes"][0], result["sizes"][-1]
    ratio = last["chars"] / first["chars"]
    out = {}
    for stage, t_last in last["seconds"].items():
        t_first = first["seconds"].get(stage, 0.0)
        if t_last < floor_s or t_first <= 0:
            continue
        out[stage] = round(math.log(t_last / t_first) / math.log(ratio), 2)
    return out


_RUNS = (" ", "\t", "\n", " \n", "1", "1 ", "a", "a ", ". ", ": ", "-", "'", "=", "\u3000")


def sweep(n: int, limit_s: float) -> dict[str, Any]:
    """n sampled trigger words, each before a long run of each unit: the texts that cost more than limit_s."""
    words = sorted(set(redact_mod._TRIGGERS))
    sample = _rng("sweep").sample(words, min(n, len(words)))
    slow, worst = [], 0.0
    for w in sample:
        for unit in _RUNS:
            text = f"x {w}{unit * 64}"
            t = time.perf_counter()
            redact_mod.SecretMemory("growth").redact(text, True)
            dt = time.perf_counter() - t
            worst = max(worst, dt)
            if dt > limit_s:
                slow.append({"trigger": w, "unit": unit, "ms": round(1000 * dt, 1)})
    return {"triggers": len(sample), "texts": len(sample) * len(_RUNS), "worst_ms": round(1000 * worst, 1),
            "slow": slow}


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.redaction_growth", description=__doc__.split("\n\n")[0])
    ap.add_argument("--chars", type=int, default=2000, help="the smallest size (then 4x and 16x)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per size (the best counts)")
    ap.add_argument("--max-exponent", type=float, default=1.4, help="growth above this is reported")
    ap.add_argument("--floor-ms", type=float, default=5.0, help="stages cheaper than this at the largest size "
                                                                "are not judged")
    ap.add_argument("--shapes", nargs="+", choices=sorted(SHAPES), default=sorted(SHAPES))
    ap.add_argument("--sweep", type=int, default=0, help="also sweep this many trigger words before short runs")
    ap.add_argument("--sweep-ms", type=float, default=200.0, help="a swept text slower than this is reported")
    ap.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    args = ap.parse_args(argv)
    sizes = [args.chars, 4 * args.chars, 16 * args.chars]
    report: dict[str, Any] = {"sizes": sizes, "max_exponent": args.max_exponent, "floor_ms": args.floor_ms,
                              "shapes": [], "super_linear": []}
    for shape in args.shapes:
        res = measure(shape, sizes, args.repeat)
        exp = exponents(res, args.floor_ms / 1000)
        res["exponents"] = exp
        report["shapes"].append(res)
        for stage, e in exp.items():
            if e > args.max_exponent:
                ms = 1000 * res["sizes"][-1]["seconds"][stage]
                report["super_linear"].append({"shape": shape, "stage": stage, "exponent": e,
                                               "ms_at_largest": round(ms, 1)})
        if not args.json:
            total = res["sizes"][-1]["seconds"]["total"]
            print(f"{shape:24s} {1000 * total:9.1f} ms at {sizes[-1]} chars, exponent {exp.get('total', '-')}",
                  file=sys.stderr)
    if args.sweep:
        report["sweep"] = sweep(args.sweep, args.sweep_ms / 1000)
        for row in report["sweep"]["slow"]:
            print(f"SLOW {row['trigger']!r} + {row['unit']!r} x 64: {row['ms']} ms", file=sys.stderr)
    if args.json:
        print(json.dumps(report, indent=2))
    for row in report["super_linear"]:
        print(f"SUPER-LINEAR {row['stage']} on {row['shape']}: exponent {row['exponent']}, "
              f"{row['ms_at_largest']} ms at {sizes[-1]} chars", file=sys.stderr)
    return 1 if report["super_linear"] or report.get("sweep", {}).get("slow") else 0


if __name__ == "__main__":
    sys.exit(main())
