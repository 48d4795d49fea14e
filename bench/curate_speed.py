"""Curation speed on a fixed set: the real pipeline (capture.backfill -> curate --all-pending) on BEAM 100K
conversations 1-3 and two LoCoMo conversations, as bench.locomo and bench.beam time it.

    python -m bench.curate_speed --beam /tmp/beam100k --locomo /work/shared/benchmarks/locomo
    python -m bench.curate_speed ... --profile            # plus a cProfile top-20 and a per-stage split
    python -m bench.curate_speed ... --passage-threads 1  # the model's passage session on one thread
    python -m bench.curate_speed ... --gems /tmp/a.npz    # the gems written, to compare: --compare a.npz b.npz
    python -m bench.curate_speed ... --beam-keys 1-10 --locomo-keys 26,41,47 --gems /tmp/a.npz   # every tuning one

Prints turns/s (wall-clock) and turns per CPU second (all the process' threads: the curator embeds on a worker
thread beside its own work, curate/embed_ahead.py); staging is outside the timed part, as in bench.locomo. The
curator embeds for real (no cache), the store is the embedded one in a temp dir, Redis a key prefix of the
run's own (deleted after). The wall-clock figure needs a quiet host: alternate with the tree compared.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import pstats
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

# The fixed set: tuning conversations only (BEAM 1-10 are for tuning; 11-20 are held out).
BEAM_KEYS = ("1", "2", "3")
LOCOMO_KEYS = ("26", "30")

# The split: each stage's inclusive (cumulative) time, from the functions that enter it (file tail, name).
# The injection patterns and the intent layer are parts of the gatekeeper's time; the others do not nest.
STAGES = (
    ("redaction", (("curate/curator.py", "redact_turn"), ("curate/curator.py", "redact_gem"))),
    ("extract (rules)", (("curate/rules_extractor.py", "extract"),)),
    ("gatekeeper", (("curate/gatekeeper.py", "review"),)),
    ("  of it injection patterns", (("curate/gatekeeper.py", "injection_rules"),)),
    ("  of it the intent layer", (("curate/intent_model.py", "fires"),)),
    ("embedding", (("curate/curator.py", "_embed"),)),
    ("neighbours (store search)", (("curate/curator.py", "_neighbours"),)),
    ("dedup/supersession", (("curate/merger.py", "plan"),)),
    ("store (intent, upsert, flush)", (("curate/curator.py", "_write"),)),
    ("whole run", (("curate/curator.py", "run"),)),
)


def split(stats: pstats.Stats) -> dict[str, float]:
    """Inclusive seconds per stage (a function called from itself is counted once, as pstats does)."""
    out: dict[str, float] = {}
    for name, entries in STAGES:
        out[name] = sum(ct for (filename, _line, func), (_cc, _nc, _tt, ct, _callers)
                        in stats.stats.items()  # type: ignore[attr-defined]
                        if any(filename.endswith(f) and func == fn for f, fn in entries))
    return out


def conversations(beam: Path | None, locomo: Path | None, beam_keys: Sequence[str] = BEAM_KEYS,
                  locomo_keys: Sequence[str] = LOCOMO_KEYS) -> list[Any]:
    from bench import beam_data, locomo_data

    convs = []
    if beam is not None:
        convs += [beam_data.load(beam / k) for k in beam_keys]
    if locomo is not None:
        convs += [locomo_data.load(locomo / f"{k}.json") for k in locomo_keys]
    return convs


def keys(spec: str) -> tuple[str, ...]:
    """"1-10" or "26,41,47" as conversation keys."""
    out: list[str] = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out += [str(i) for i in range(int(a), int(b) + 1)] if b else [a]
    return tuple(out)


def gem_arrays(gems: Sequence[Any]) -> dict[str, np.ndarray]:
    """The gems as comparable arrays: ids, text, superseded_by, every field (payload), and vectors, sorted by id."""
    gems = sorted(gems, key=lambda g: g.id)
    return {
        "ids": np.array([g.id for g in gems]),
        "text": np.array([f"{g.gem}\x00{g.context}\x00{g.snippet or ''}" for g in gems]),
        "superseded_by": np.array([g.superseded_by or "" for g in gems]),
        # Categories, importance, confidence, dates, speaker, merges, links: every field the store keeps.
        "payload": np.array([json.dumps(g.model_dump(mode="json"), sort_keys=True, ensure_ascii=False) for g in gems]),
    }


def compare(a: Path, b: Path, tol: float = 1e-6) -> list[str]:
    """What differs between two --gems files: ids, texts, superseded links, vectors beyond `tol`."""
    with np.load(a) as x, np.load(b) as y:
        if not np.array_equal(x["ids"], y["ids"]):
            return [f"ids differ: {len(x['ids'])} vs {len(y['ids'])} gems, "
                    f"{len(set(x['ids']) ^ set(y['ids']))} not in both"]
        out = [f"{k}: {int((x[k] != y[k]).sum())} gems differ" for k in ("text", "superseded_by", "payload")
               if k in x and k in y and not np.array_equal(x[k], y[k])]
        worst = float(np.abs(x["vecs"] - y["vecs"]).max()) if len(x["ids"]) else 0.0
        if worst > tol:
            out.append(f"vectors differ by up to {worst:.3g}")
        return out


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    from bench import locomo
    from utils.embed.local import LocalEmbedder

    ap = argparse.ArgumentParser(prog="python -m bench.curate_speed", description=__doc__.split("\n\n")[0])
    ap.add_argument("--beam", type=Path, default=None, help="BEAM 100K folder (<n>/chat.json)")
    ap.add_argument("--locomo", type=Path, default=None, help="LoCoMo folder (NN.json)")
    ap.add_argument("--beam-keys", type=keys, default=BEAM_KEYS, help="BEAM conversations (default 1-3)")
    ap.add_argument("--locomo-keys", type=keys, default=LOCOMO_KEYS, help="LoCoMo conversations (default 26,30)")
    ap.add_argument("--redis-url", default="redis://127.0.0.1:6379/0", help="Redis for the buffer")
    ap.add_argument("--passage-threads", type=int, default=None,
                    help="the local model's passage threads (default: its own, utils.embed.local.PASSAGE_THREADS)")
    ap.add_argument("--profile", action="store_true", help="cProfile the curation: top 20 (cumulative) and a split")
    ap.add_argument("--gems", type=Path, default=None, help="write the gems (ids, text, links, vectors) to this .npz")
    ap.add_argument("--compare", type=Path, nargs=2, metavar=("A", "B"), default=None,
                    help="only compare two --gems files (exit 1 when the gems differ)")
    args = ap.parse_args(argv)
    if args.compare:
        diffs = compare(*args.compare)
        print("\n".join(diffs) or f"the same gems ({args.compare[0]} = {args.compare[1]})")
        return 1 if diffs else 0
    convs = conversations(args.beam, args.locomo, args.beam_keys, args.locomo_keys)
    if not convs:
        ap.error("give --beam and/or --locomo")
    ns = argparse.Namespace(backend="rules", consolidate=None, pipeline="real", redis_url=args.redis_url,
                            context_turns=None, model=None, num_ctx=None, base_url=None, max_tokens=None,
                            no_system_role=False)
    with tempfile.TemporaryDirectory(prefix="curate-speed-") as tmp:
        settings = locomo.harness_settings(ns, tmp, "curspeed")
        real = locomo.RealPipeline(settings, Path(tmp), LocalEmbedder(threads=args.passage_threads))
        try:
            n_turns = sum(len(real.stage(c).turns) for c in convs)
            prof = cProfile.Profile() if args.profile else None
            t0 = time.perf_counter()
            c0 = time.process_time()
            if prof is not None:
                prof.enable()
            rep = real.curate([c.user_id for c in convs])
            if prof is not None:
                prof.disable()
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            gems = [g for c in convs for g in real.gems(c.user_id)]
            print(f"curated {n_turns} turns of {len(convs)} conversations in {wall:.1f}s "
                  f"({n_turns / wall:.1f} turns/s; CPU {cpu:.1f}s, {n_turns / cpu:.1f} turns per CPU s); "
                  f"{len(gems)} gems, stored {rep.get('stored')}, superseded {rep.get('superseded')}")
            if args.gems is not None:
                arrs = gem_arrays(gems)
                vec: dict[str, np.ndarray] = {}
                for c in convs:
                    vec.update(real.store.vectors(c.user_id, [g.id for g in gems if g.user_id == c.user_id]))
                np.savez(args.gems, **arrs, vecs=np.vstack([vec[i] for i in arrs["ids"]]) if len(gems) else
                         np.zeros((0, 384), np.float32))
            if prof is not None:
                s = io.StringIO()
                st = pstats.Stats(prof, stream=s)
                st.sort_stats("cumulative").print_stats(20)
                print(s.getvalue())
                parts = split(st)
                total = parts["whole run"]
                for name, sec in parts.items():
                    print(f"  {name:30s} {sec:7.2f}s  {100 * sec / max(total, 1e-9):5.1f}%")
        finally:
            real.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
