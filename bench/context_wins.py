"""How often a result whose only match is its context wins over one that states the answer.

    BENCH_DUMP=/tmp/beam.jsonl python -m bench.beam --data /tmp/beam --out /tmp/beam-out
    python -m bench.context_wins /tmp/beam.jsonl --conversations beam-1,beam-2

Reads the per-question dump of bench.beam / bench.locomo (BENCH_DUMP, the gems memory) and counts, for
each question, a *context-only win*: the first result does not hold the evidence, shares no content word
with the question in its own text but does in its context, while a lower result (of the eight dumped) that
holds the evidence shares one in its own text. Content words: lower-cased words of three letters or more (a
Han character counts as one), not stopwords, a plural "s" dropped. Only the conversations named are read:
give it the tuning ones (the frozen ones are never looked at question by question).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from curate.lexicon import STOPWORDS
from curate.sentences import words


def content(text: str) -> set[str]:
    out = set()
    for w in words(text):
        if w in STOPWORDS or (len(w) < 3 and not ("\u4e00" <= w <= "\u9fff")):
            continue
        out.add(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def judge(row: dict) -> str:
    """'context_only_win', 'own_win', 'hit' (the first result holds the evidence) or 'none'."""
    top, gc = row.get("top") or [], row.get("top_gc") or []
    if not top or not gc:
        return "none"
    ev = set(row["ev"])
    if set(top[0][1]) & ev:
        return "hit"
    q = content(row["q"])
    gem, ctx = gc[0]
    own = q & content(gem)
    ctx_only = q & (content(ctx) - content(gem))
    lower_own = any(set(cov) & ev and q & content(g) for (_, cov), (g, _) in zip(top[1:], gc[1:]))
    if not own and ctx_only and lower_own:
        return "context_only_win"
    return "own_win" if lower_own else "none"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.context_wins", description=__doc__.split("\n\n")[0])
    ap.add_argument("dump", type=Path, help="a BENCH_DUMP file of bench.beam or bench.locomo")
    ap.add_argument("--conversations", required=True, help="comma-separated user ids (the tuning ones)")
    ap.add_argument("--memory", default="gems")
    args = ap.parse_args(argv)
    keep = {c.strip() for c in args.conversations.split(",")}
    counts: Counter[str] = Counter()
    by_cat: dict[str, Counter[str]] = {}
    for line in args.dump.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        conv = str(row["conv"])  # the bench's key ('1', '26'); the parts are named by user id ('beam-1')
        if row["memory"] != args.memory or not keep & {conv, f"beam-{conv}", f"locomo-{conv}"}:
            continue
        v = judge(row)
        counts[v] += 1
        counts["questions"] += 1
        by_cat.setdefault(str(row["cat"]), Counter())[v] += 1
    n = counts["questions"] or 1
    print(json.dumps({"questions": counts["questions"], "context_only_wins": counts["context_only_win"],
                      "rate": round(counts["context_only_win"] / n, 4), "first_result_holds_evidence": counts["hit"],
                      "by_category": {c: dict(v) for c, v in sorted(by_cat.items())}}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
