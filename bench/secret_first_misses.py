"""The TAIL of redaction: the secrets the whole redactor missed when each set was new, as JSON lines.

    python -m bench.secret_first_misses --out /tmp/tail.jsonl tuning_v45 tuning_v46 heldout_v32

A set's first run is recorded (bench/results/<set>_first_run.txt) in the commit that added the set, before any rule
for it; that commit's redactor is run again on the set, in a temporary worktree, and every secret it let through
is written with its case's text. These are the secrets a rule round never saw coming: a new layer is judged by how
many of them it catches when trained without their sets (bench.train_secret_codes --backtest), not by the sets it
was trained on. A blind set's misses are written too; they are read in aggregate only.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run inside the old tree: its own redactor and corpus runner, the set's text from the current tree.
_RUN = """
import json, sys, yaml
from tests.test_redaction_corpus import run_case
name, src = sys.argv[1], sys.argv[2]
doc = yaml.safe_load(open(src, encoding="utf-8"))
for c in doc["cases"]:
    _, ok = run_case(c)
    for s, k in zip(c["secrets"], ok):
        if not k:
            text = c.get("text") or "\\n---\\n".join(c.get("messages", []))
            print(json.dumps({"set": name, "id": c.get("id") or c.get("kind"), "secret": str(s), "text": text,
                              "lang": c.get("lang")}, ensure_ascii=False))
"""


def first_run_commit(name: str) -> str:
    out = subprocess.run(["git", "-C", str(ROOT), "log", "--diff-filter=A", "--format=%H", "--",
                          f"bench/results/{name}_first_run.txt"], capture_output=True, text=True, check=True).stdout
    commits = out.split()
    if not commits:
        raise SystemExit(f"{name}: no bench/results/{name}_first_run.txt in the history")
    return commits[-1]


def misses(name: str) -> list[str]:
    commit = first_run_commit(name)
    src = ROOT / "tests" / "data" / "secrets" / f"{name}.yaml"
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(tree), commit], check=True)
        try:
            run = subprocess.run([sys.executable, "-c", _RUN, name, str(src)], cwd=tree, capture_output=True,
                                 text=True, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"})
            if run.returncode:
                raise SystemExit(f"{name} at {commit[:7]}: {run.stderr[-2000:]}")
            return run.stdout.splitlines()
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.secret_first_misses", description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="+", help="set names with a recorded first run (tuning_v45, heldout_v32, ...)")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    lines: list[str] = []
    for name in args.sets:
        got = misses(name)
        print(f"{name}: {len(got)} secrets missed at its first run's commit", file=sys.stderr)
        lines += got
    args.out.write_text("".join(ln + "\n" for ln in lines), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
