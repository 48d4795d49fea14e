"""The injection filter's verdict on each input, to check that a speed-up changed none: run it on two trees, compare.

    python bench/injection_verdicts.py --trees /work/main . --beam /tmp/beam100k --locomo ../shared/benchmarks/locomo
    PYTHONPATH=/work/main python bench/injection_verdicts.py --out /tmp/iv_main --beam ... --locomo ...
    PYTHONPATH=. python bench/injection_verdicts.py --out /tmp/iv_branch --beam ... --locomo ...
    python bench/injection_verdicts.py --compare /tmp/iv_main /tmp/iv_branch   # exit 1 when any differs

The inputs: every hostile and ordinary text of every tests/data/injection_*.json set (the blind sets too, save
the one being written), every BEAM user message and every LoCoMo turn. The verdict is
``curate.gatekeeper.injection(rules, text)`` with the packaged rules. The tool prints counts, and the ids of
differing inputs (``<file>:<list><n>``, ``beam:<conv>:<msg>``) for tuning inputs only: a blind set's or a frozen
conversation's differences are counted, never named, and no text is ever shown.

Run as a file, so the tree on PYTHONPATH is the one judged; it re-runs itself with PYTHONHASHSEED=0.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve()
DATA = HERE.parent.parent / "tests" / "data"
BEAM_TUNING = {str(i) for i in range(1, 11)}
LOCOMO_TUNING = {"26", "41", "47"}


def _text(item: object) -> str:
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        return str(item.get("text", ""))
    raise ValueError(f"unexpected item type {type(item).__name__}")


def inputs(beam: Path | None, locomo: Path | None) -> Iterator[tuple[str, bool, str]]:
    """(id, may be named, text) for every input."""
    from bench.injection_sets import blind
    for f in sorted(DATA.glob("injection_*.json")):
        if blind(f.name):  # a blind set still to be run by its owner: never opened
            continue
        data = json.loads(f.read_text(encoding="utf-8"))
        named = "heldout" not in f.name
        for part in ("hostile", "ordinary"):
            for i, item in enumerate(data.get(part) or []):
                yield f"{f.stem}:{part}{i}", named, _text(item)
    if beam is not None:
        from bench import beam_data
        for c in beam_data.load_dir(beam):
            for s in c.sessions:
                for m in s.messages:
                    if m.speaker == beam_data.USER:
                        yield f"beam:{c.key}:{m.dia_id}", c.key in BEAM_TUNING, m.text
    if locomo is not None:
        from bench import locomo_data
        for c in locomo_data.load_dir(locomo):
            for s in c.sessions:
                for m in s.messages:
                    yield f"locomo:{c.key}:{m.dia_id}", c.key in LOCOMO_TUNING, m.text


def run(out: Path, beam: Path | None, locomo: Path | None) -> None:
    from curate.gatekeeper import injection, load_rules
    from utils.config import Settings

    rules = load_rules(Settings())
    verdicts: dict[str, list[object]] = {}
    t0 = time.process_time()
    for key, named, text in inputs(beam, locomo):
        if key in verdicts:
            raise ValueError(f"duplicate input id {key}")
        verdicts[key] = [named, bool(injection(rules, text))]
    cpu = time.process_time() - t0
    out.write_text(json.dumps(verdicts) + "\n", encoding="utf-8")
    print(f"{len(verdicts)} inputs, {sum(v[1] for v in verdicts.values())} flagged, {cpu:.1f} CPU s -> {out}")


def compare(a: Path, b: Path) -> int:
    va, vb = json.loads(a.read_text()), json.loads(b.read_text())
    if set(va) != set(vb):
        print(f"input sets differ: {len(set(va) ^ set(vb))} ids in one run only")
        return 1
    diff = [k for k in va if va[k][1] != vb[k][1]]
    named = [k for k in diff if va[k][0]]
    print(f"{len(va)} inputs compared, {len(diff)} verdicts differ ({len(diff) - len(named)} in blind/frozen inputs)")
    for k in named:
        print(f"  differs: {k} ({va[k][1]} -> {vb[k][1]})")
    return 1 if diff else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, help="write this tree's verdicts (the tree on PYTHONPATH)")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"), help="compare two verdict files")
    ap.add_argument("--trees", nargs=2, type=Path, metavar=("A", "B"), help="run on both trees, then compare")
    ap.add_argument("--beam", type=Path, help="BEAM 100K folder (<n>/chat.json)")
    ap.add_argument("--locomo", type=Path, help="LoCoMo folder (<n>.json)")
    args = ap.parse_args()
    if args.compare:
        return compare(*args.compare)
    extra = [a for flag, v in (("--beam", args.beam), ("--locomo", args.locomo)) if v for a in (flag, str(v))]
    if args.trees:
        outs = []
        for tree in args.trees:
            fd, name = tempfile.mkstemp(suffix=".json")
            os.close(fd)
            outs.append(Path(name))
            env = {**os.environ, "PYTHONPATH": str(tree.resolve()), "PYTHONHASHSEED": "0"}
            subprocess.run([sys.executable, str(HERE), "--out", name, *extra], env=env, check=True,
                           cwd=str(tree.resolve()))
        return compare(*outs)
    if args.out is None:
        ap.error("give --out, --compare or --trees")
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        return subprocess.run([sys.executable, str(HERE), *sys.argv[1:]], env=env).returncode
    run(args.out, args.beam, args.locomo)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
