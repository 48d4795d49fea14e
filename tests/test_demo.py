"""The first-run demo, offline, through the real stages; its answers are checked."""

from __future__ import annotations

from utils.config import Settings
from utils.demo import DEMO_USER, QUESTIONS, run


def test_demo_answers_from_curated_memories(settings: Settings) -> None:
    lines: list[str] = []
    first = run(settings, echo=lines.append)
    assert first.staged > 0 and first.redacted >= 1 and first.quarantined == 0
    assert first.curation["failures"] == []
    for question, expect, results in first.answers:
        top = " ".join(r.gem for r in results).lower()
        assert expect in top, f"{question!r}: expected {expect!r} in {[r.gem for r in results]}"
        assert all(r.user_id == DEMO_USER for r in results)
    # Small talk, greetings and heartbeats never become gems.
    from utils.store import open_store

    with open_store(settings) as store:
        gems = [g.gem.lower() for g in store.scroll(DEMO_USER)]
    assert gems and not any(w in g for g in gems for w in ("heartbeat_ok", "thanks!", "weather", "你好", "谢谢"))
    # No secret reached the store.
    assert not any("sk_live" in g for g in gems)
    # The data's whereabouts are printed.
    assert any(settings.data_path.as_posix() in line for line in lines)
    # Deterministic ids: a second run stages nothing new and stores no duplicate.
    second = run(settings, echo=lambda _: None)
    assert second.staged == 0
    with open_store(settings) as store:
        assert store.count(DEMO_USER) == len(gems)
    assert len(QUESTIONS) >= 5
