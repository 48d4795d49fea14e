"""The redactor's verdict on each input, to check that a refactor changed none: run it on two trees, compare.

    python bench/redaction_verdicts.py --trees /work/main .                 # both runs, then the comparison
    PYTHONPATH=/work/main python bench/redaction_verdicts.py --out /tmp/v_main
    PYTHONPATH=. python bench/redaction_verdicts.py --out /tmp/v_branch
    python bench/redaction_verdicts.py --compare /tmp/v_main /tmp/v_branch   # exit 1 when any differs

The inputs: every case and look-alike of every tests/data/secrets/*.yaml (the blind sets too: their verdicts are
compared, never shown: the tool prints counts and the ids of differing inputs, ``<file>:case<n>``, never a text),
each scanners.jsonl line in each of the corpus test's wrappings, and every message of the BEAM and LoCoMo
conversations (as bench.redaction reads them). One digest per input, of:

- a case: the corpus test's run (its messages through one ``SecretMemory``, a ``---`` line parting the user's
  messages) with the outputs, counts by kind and the memory's state after each message; and each message alone
  through ``redact`` (plain, and as after a card, an announcement and a named secret) and ``find_secrets``;
- a look-alike or scanner line: ``redact`` (plain and the three flags) and ``find_secrets``;
- a conversation message: the output and counts of the conversation's ``SecretMemory`` (one per conversation,
  in order, the first speaker the user, after capture's cleaning), ``find_secrets``, and ``redact`` as after a
  card (the one flag whose rules reach text the gate would skip); plus one digest of each memory's end state.

Run as a file, so the tree on PYTHONPATH is the one judged; it re-runs itself with PYTHONHASHSEED=0 so a set's
order cannot tell two runs of one tree apart.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
SECRETS = HERE.parent.parent / "tests" / "data" / "secrets"
# tests/test_redaction_corpus.py's wrappings of a scanner line (a config pasted into chat)
WRAPS = (
    "{line}",
    "can you check why this config fails?\n{line}\nit says unauthorized",
    "here's my setup: {line} — what's wrong with it?",
    "```\n{line}\n```\nthis is from our staging box",
    "帮我看看这个配置：{line}",
)
_PARTS = re.compile(r"(?m)^---$")


def _digest(value: Any) -> str:
    return hashlib.blake2b(repr(value).encode("utf-8", "surrogatepass"), digest_size=10).hexdigest()


def _alone(r: Any, text: str, flags: bool = True) -> list[Any]:
    """One text through redact (plain and, with `flags`, as each kind of follow-up) and find_secrets."""
    out: list[Any] = []
    for kw in ({}, {"after_card": True}, {"announced": True}, {"named": True}) if flags else ({},):
        counts: Counter[str] = Counter()
        found: dict[str, str] = {}
        out.append((*r.redact(text, counts, set(), found, **kw), sorted(counts.items()), sorted(found.items())))
    out.append(r.find_secrets(text))
    return out


def _case_messages(c: dict[str, Any]) -> list[tuple[str, bool]]:
    """A case's messages as the corpus test's run_case reads them: (text, said by the user)."""
    if "messages" in c:
        first, then = c["messages"][0], c["messages"][1:]
    elif _PARTS.search(c["text"]):
        parts = [p.strip("\n") for p in _PARTS.split(c["text"])]
        first, then = parts[0], parts[1:]
    else:
        first, then = c["text"], c.get("then", [])
    return [(str(first), True)] + ([(str(c["assistant"]), False)] if c.get("assistant") else []) + [
        (str(t), True) for t in then]


def _memory_run(r: Any, salt: str, msgs: list[tuple[str, bool]]) -> Iterator[Any]:
    """Each message through one SecretMemory: output, count, counts by kind, the memory's state after it."""
    mem = r.SecretMemory(salt)
    for text, user in msgs:
        counts: Counter[str] = Counter()
        out, n = mem.redact(text, user, counts)
        yield out, n, sorted(counts.items()), mem.state(), sorted(mem.said), sorted(mem.values)


def secrets_inputs(r: Any) -> dict[str, str]:
    """{id: digest} over every corpus file's cases and look-alikes and the scanner lines."""
    import yaml

    out: dict[str, str] = {}
    for f in sorted(SECRETS.glob("*.yaml")):
        doc = yaml.safe_load(f.read_text(encoding="utf-8"))
        for i, c in enumerate(doc.get("cases") or []):
            msgs = _case_messages(c)
            whole = str(c.get("text") or "\n".join(map(str, c["messages"])))
            out[f"{f.name}:case{i}"] = _digest((list(_memory_run(r, "alice", msgs)), _alone(r, whole),
                                                [_alone(r, t) for t, _ in msgs]))
        for i, t in enumerate(doc.get("lookalikes") or []):
            out[f"{f.name}:look{i}"] = _digest(_alone(r, str(t["text"] if isinstance(t, dict) else t)))
    for i, ln in enumerate((SECRETS / "scanners.jsonl").read_text(encoding="utf-8").splitlines()):
        line = json.loads(ln)["line"]
        out[f"scanners.jsonl:{i}"] = _digest([_alone(r, w.format(line=line)) for w in WRAPS])
    return out


def conversation_inputs(r: Any, convs: list[Any]) -> dict[str, str]:
    """{id: digest} over every message of the conversations, each conversation through one SecretMemory."""
    from capture.cleaner import clean_text

    out: dict[str, str] = {}
    for conv in convs:
        msgs = [(clean_text(m.text), m.speaker == conv.speaker_a) for m in conv.messages()]
        mem = r.SecretMemory(conv.key)
        for i, (text, user) in enumerate(msgs):
            counts: Counter[str] = Counter()
            said = mem.redact(text, user, counts)
            out[f"{conv.key}:{i}"] = _digest((said, sorted(counts.items()), r.find_secrets(text),
                                              r.redact(text, after_card=True)))
        out[f"{conv.key}:state"] = _digest((mem.state(), sorted(mem.said), sorted(mem.values)))
    return out


def run(beam: Path | None, locomo: Path | None, out_dir: Path) -> None:
    """Write out_dir/<source>.json, {id: digest}, for the secrets corpus and each conversation set given."""
    from utils import redact as r

    out_dir.mkdir(parents=True, exist_ok=True)
    sources: dict[str, Callable[[], dict[str, str]]] = {"secrets": lambda: secrets_inputs(r)}
    if beam is not None:
        from bench import beam_data
        sources["beam"] = lambda: conversation_inputs(r, beam_data.load_dir(beam))
    if locomo is not None:
        from bench import locomo_data
        sources["locomo"] = lambda: conversation_inputs(r, locomo_data.load_dir(locomo))
    for name, make in sources.items():
        digests = make()
        (out_dir / f"{name}.json").write_text(json.dumps({"tree": str(Path(r.__file__).parents[1]),
                                                          "digests": digests}, indent=0))
        print(f"{name}: {len(digests)} inputs", file=sys.stderr)


def compare(a: Path, b: Path) -> list[str]:
    """Per source, the count of identical inputs and the ids of those that differ (or are on one side only)."""
    lines: list[str] = []
    names = sorted({p.name for p in a.glob("*.json")} | {p.name for p in b.glob("*.json")})
    if not names:
        return [f"no digests in {a} or {b}"]
    for name in names:
        if not (a / name).exists() or not (b / name).exists():
            lines.append(f"{name[:-5]}: computed on one side only")
            continue
        x = json.loads((a / name).read_text())["digests"]
        y = json.loads((b / name).read_text())["digests"]
        differ = [k for k in x if k in y and x[k] != y[k]]
        one_side = sorted(set(x) ^ set(y))
        same = sum(1 for k in x if k in y and x[k] == y[k])
        lines.append(f"{name[:-5]}: {same} identical, {len(differ)} differ, {len(one_side)} on one side only")
        lines += [f"  differs: {k}" for k in differ] + [f"  one side only: {k}" for k in one_side]
    return lines


def _differs(lines: list[str]) -> bool:
    """Whether compare's lines name any input that differs, is on one side only, or a source or digest missing."""
    return any(ln.startswith(("  ", "no digests")) or ln.endswith("computed on one side only") for ln in lines)


def main(argv: list[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, default=Path("/tmp/beam100k"), help="BEAM 100K folder ('' to skip)")
    ap.add_argument("--locomo", type=Path, default=Path("/work/shared/benchmarks/locomo"),
                    help="LoCoMo folder ('' to skip)")
    ap.add_argument("--out", type=Path, help="write the digests of the tree on PYTHONPATH to this folder")
    ap.add_argument("--compare", type=Path, nargs=2, metavar=("DIR_A", "DIR_B"), help="compare two --out folders")
    ap.add_argument("--trees", type=Path, nargs=2, metavar=("TREE_A", "TREE_B"),
                    help="run on each tree (its folder first on the path), then compare")
    ap.add_argument("--keep", type=Path, help="with --trees: write the two digest folders under this folder")
    args = ap.parse_args(argv)
    beam = args.beam if str(args.beam) not in ("", ".") else None
    locomo = args.locomo if str(args.locomo) not in ("", ".") else None
    if args.compare:
        lines = compare(*args.compare)
        print("\n".join(lines))
        return 1 if _differs(lines) else 0
    if args.trees:
        base = args.keep or Path(tempfile.mkdtemp(prefix="redaction_verdicts."))
        dirs = [base / "a", base / "b"]
        for tree, d in zip(args.trees, dirs):
            env = {**os.environ, "PYTHONPATH": str(tree.resolve()), "PYTHONHASHSEED": "0"}
            cmd = [sys.executable, str(HERE), "--out", str(d), "--beam", str(beam or ""), "--locomo", str(locomo or "")]
            subprocess.run(cmd, env=env, check=True)
        lines = compare(*dirs)
        print("\n".join(lines))
        return 1 if _differs(lines) else 0
    if args.out is None:
        ap.error("one of --out, --compare, --trees")
    run(beam, locomo, args.out)
    return 0


if __name__ == "__main__":
    if os.environ.get("PYTHONHASHSEED") != "0":
        # a set's iteration order reaches a span's kind where two rules find one span: one seed for every run
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        os.execve(sys.executable, [sys.executable, str(HERE), *sys.argv[1:]], env)
    # Run as a file: its own folder off the path (bench/capture.py would hide the capture package).
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE.parent]
    sys.exit(main())
