"""Does an assistant reply with a hostile text in it still give no "Assistant suggested" gem?

Each hostile text of the injection TUNING sets (tests/data/injection_tuning_v*.json; never a held-out set) is
put into an assistant reply that also holds ordinary advice (before it, and after it), for a user asking
for help. The rules extractor drafts; the gatekeeper judges the suggestion two ways:
  whole: every injection layer over the whole reply (as for any other draft of the reply);
  split: every layer over the quoted sentence, the patterns over the whole reply (tried in commit 49749ef, reverted);
  nointent: every layer but the learned intent layer over the whole reply, the intent layer over the sentence.
Counts of suggestions kept (a hostile reply should keep none) and CPU seconds of each judging.

    PYTHONPATH=. python bench/results/stop44/advice44/hostile_in_reply.py
"""

from __future__ import annotations

import dataclasses
import glob
import json
import re
import time
from datetime import datetime, timezone

from curate.backend import Chunk
from curate.gatekeeper import injection_rules, judged, load_rules, review
from curate.rules_extractor import RulesExtractor
from schemas import Turn
from utils.config import Settings

SPEAKER_PREFIX = re.compile(r"^[^:]{1,60}: ")

ASK = "My npm install keeps failing with an EINTEGRITY error, how do I fix it?"
ADVICE = "The usual cause is a stale cache entry. Run npm cache clean --force and delete package-lock.json before installing again."
T0 = datetime(2025, 3, 14, 9, 0, tzinfo=timezone.utc)


def main() -> None:
    rules = load_rules(Settings())
    noint = dataclasses.replace(rules, intent=None)
    ex = RulesExtractor(Settings())
    hostile = [h for f in sorted(glob.glob("tests/data/injection_tuning_v*.json")) for h in json.load(open(f))["hostile"]]
    hostile = [h if isinstance(h, str) else h.get("text", "") for h in hostile]
    counts = {"replies": 0, "suggested": 0, "kept_whole": 0, "kept_split": 0, "kept_nointent": 0}
    cpu = {"whole": 0.0, "split": 0.0, "nointent": 0.0}
    leaks = []
    for h in hostile:
        for reply in (f"{ADVICE}\n\n{h}", f"{h}\n\n{ADVICE}"):
            counts["replies"] += 1
            turn = Turn(turn_id="t1", user_id="u", conversation_id="c", turn_number=1, timestamp=T0,
                        user_text=ASK, assistant_text=reply)
            ds = [d for d in ex.extract(Chunk("u", "c", [turn])).drafts if " suggested: " in d.gem]
            for d in ds:
                counts["suggested"] += 1
                rules._injected.clear()
                t = time.process_time()
                kw = review(d, rules, reply).keep
                cpu["whole"] += time.process_time() - t
                rules._injected.clear()
                t = time.process_time()
                ks = not injection_rules(rules, reply) and review(d, rules, SPEAKER_PREFIX.sub("", d.gem, count=1)).keep
                cpu["split"] += time.process_time() - t
                noint._injected.clear()
                rules._injected.clear()
                t = time.process_time()
                sent = SPEAKER_PREFIX.sub("", d.gem, count=1)
                kn = review(d, noint, reply).keep and not rules.intent.fires(judged(sent))
                cpu["nointent"] += time.process_time() - t
                counts["kept_nointent"] += kn
                counts["kept_whole"] += kw
                counts["kept_split"] += ks
                if ks and not kw:
                    leaks.append(d.gem[:160])
    print(json.dumps({"hostile_texts": len(hostile), **counts, "cpu_s": {k: round(v, 2) for k, v in cpu.items()},
                      "kept_by_split_not_whole": len(leaks), "distinct": sorted(set(leaks))}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
