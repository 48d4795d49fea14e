"""The frozen quality sets of issue 27 (tests/data/quality_v1.yaml): supersession pairs, standing instructions,
messages holding several facts, and plans with the day they are about, in English and Chinese.

The file was written blind (its author read neither the curator's rules nor the earlier sets) and committed
(b86d415) before the rules it measures were changed; it was run once, after them, and the figures of that run
are the floors asserted here (bench/results/quality_v1_first_run.txt). It is never tuned on: a miss read from
it may be fixed only on a case of one's own, and the floor stays that of the first run.

`pytest -s tests/test_quality_frozen.py` prints the figures.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
import yaml

from curate.backend import Chunk
from curate.builder import build
from curate.gatekeeper import load_rules
from curate.merger import cosine, supersedes
from curate.rules_extractor import RulesExtractor, categories_of
from schemas import Gem, StoredGem, Turn
from utils.config import Settings
from utils.embed.local import LocalEmbedder

DATA = yaml.safe_load((Path(__file__).parent / "data" / "quality_v1.yaml").read_text(encoding="utf-8"))
T0 = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)


def _chunk(text: str, when: datetime) -> Chunk:
    turn = Turn(turn_id="t1", user_id="u1", conversation_id="c1", turn_number=1, timestamp=when,
                user_text=text, assistant_text="OK.")
    return Chunk("u1", "c1", [turn])


def _gems(text: str, when: datetime = T0) -> list[StoredGem]:
    """What the curator keeps of one user message (rules extractor, then the gatekeeper and builder)."""
    c = _chunk(text, when)
    out = build(c, RulesExtractor(Settings()).extract(c).drafts, load_rules(Settings()),
                {t.turn_number: t for t in c.turns}, 0)
    return [x.gem for x in out.candidates]


def _stored(text: str, when: datetime, turn: int) -> StoredGem:
    g = Gem(gem=f"User: {text}", context="", snippet=text, categories=categories_of(text) or ["fact"],
            importance="medium", confidence=0.9, timestamp=when, date=when.date(), conversation_id="c1",
            turn_range=f"{turn}-{turn}", user_id="u1")
    return StoredGem.from_gem(g, speaker="User")


def _report(name: str, ok: int, total: int, extra: str = "") -> float:
    rate = ok / total if total else 0.0
    print(f"\nquality_v1 {name}: {ok}/{total} = {rate:.1%} {extra}")
    return rate


def supersession() -> dict[str, Any]:
    pairs = DATA["supersession"]
    emb = LocalEmbedder()
    texts = list(dict.fromkeys(f"User: {t}" for p in pairs for t in (p["earlier"], p["later"])))
    vec = dict(zip(texts, emb.embed_documents(texts)))
    th = Settings().curate.supersede_threshold
    tp = fp = fn = tn = 0
    for p in pairs:
        old, new = _stored(p["earlier"], T0, 1), _stored(p["later"], T0 + timedelta(days=10), 2)
        got = supersedes(new, old, cosine(vec[old.gem], vec[new.gem]), th)
        tp += got and p["replaces"]
        fp += got and not p["replaces"]
        fn += (not got) and p["replaces"]
        tn += (not got) and not p["replaces"]
    return {"tp": tp, "fp": fp, "fn": fn, "tn": tn, "total": len(pairs)}


def instructions() -> dict[str, int]:
    kept = wrongly = pos = neg = 0
    for item in DATA["instructions"]:
        has = any("instruction" in g.categories for g in _gems(item["text"]))
        if item["instruction"]:
            pos += 1
            kept += has
        else:
            neg += 1
            wrongly += has
    return {"kept": kept, "instructions": pos, "wrongly": wrongly, "others": neg}


def multifact() -> dict[str, int]:
    facts = found = whole = 0
    for item in DATA["multifact"]:
        gems = [g.gem for g in _gems(item["text"])]
        got = [any(all(k in g for k in keys) for g in gems) for keys in item["facts"]]
        facts += len(got)
        found += sum(got)
        whole += all(got)
    return {"facts": facts, "found": found, "messages": len(DATA["multifact"]), "all_found": whole}


def plans() -> dict[str, int]:
    kept = dated = with_day = undated_ok = 0
    for item in DATA["plans"]:
        when = datetime.combine(date.fromisoformat(str(item["date"])), time(9, 0), tzinfo=timezone.utc)
        gems = [g for g in _gems(item["text"], when) if all(k in g.gem for k in item["keywords"])]
        kept += bool(gems)
        want = item.get("refers_to")
        if want:
            with_day += 1
            dated += any(g.refers_to == date.fromisoformat(str(want)) for g in gems)
        else:
            undated_ok += bool(gems) and all(g.refers_to is None for g in gems)
    return {"plans": len(DATA["plans"]), "kept": kept, "with_day": with_day, "dated": dated,
            "undated": len(DATA["plans"]) - with_day, "undated_ok": undated_ok}


@pytest.mark.parametrize("section", ["supersession", "instructions", "multifact", "plans"])
def test_the_set_is_whole(section: str) -> None:
    assert len(DATA[section]) >= 40


def test_frozen_quality_v1() -> None:
    s = supersession()
    prec = s["tp"] / max(1, s["tp"] + s["fp"])
    rec = s["tp"] / max(1, s["tp"] + s["fn"])
    _report("supersession accuracy", s["tp"] + s["tn"], s["total"],
            f"(precision {prec:.1%}, recall {rec:.1%}, wrongly replaced {s['fp']}, missed {s['fn']})")
    i = instructions()
    _report("instructions kept", i["kept"], i["instructions"], f"(non-instructions taken for one: {i['wrongly']}/{i['others']})")
    m = multifact()
    _report("multi-fact facts kept", m["found"], m["facts"], f"(messages with every fact: {m['all_found']}/{m['messages']})")
    p = plans()
    _report("plans kept", p["kept"], p["plans"], f"(dated right: {p['dated']}/{p['with_day']}; "
            f"no day, none invented: {p['undated_ok']}/{p['undated']})")
    FLOORS.check(s, i, m, p)


class FLOORS:
    """The first run's figures (bench/results/quality_v1_first_run.txt, on 22ebd47): a later run may only be as
    good or better. Supersession 39/77 right (6 wrongly replaced, 32 missed), instructions 7/42 kept (0/31
    look-alikes taken for one), multi-fact 89/90 facts, plans 40/40 kept and 9/36 dated right (4/4 with no day
    left undated). After that run, from its aggregate figures only (no item read): gems take the day they
    name whatever their category, and instructions were broadened on a tuning set of fresh wording."""

    @staticmethod
    def check(s: dict[str, int], i: dict[str, int], m: dict[str, int], p: dict[str, int]) -> None:
        assert s["tp"] + s["tn"] >= 39 and s["fp"] <= 6
        assert i["kept"] >= 7 and i["wrongly"] <= 3  # ~10 % of the look-alikes at most
        assert m["found"] >= 89
        assert p["kept"] >= 40 and p["dated"] >= 9 and p["undated_ok"] >= 4
