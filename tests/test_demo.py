"""The first-run demo, offline, through the real stages; its answers are checked."""

from __future__ import annotations

from true_recall.demo import DEMO_USER, QUESTIONS, run
from utils.config import Settings


def test_demo_answers_from_curated_memories(settings: Settings) -> None:
    lines: list[str] = []
    first = run(settings, echo=lines.append)
    assert first.staged > 0 and first.redacted >= 1 and first.quarantined == 0
    assert first.curation["failures"] == []
    # The demo keeps the real run report (it once probed for a method the report does not have).
    assert first.curation["kept"] > 0 and first.curation["turns_read"] == first.staged
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


def test_status_shows_the_last_real_run_report(settings: Settings) -> None:
    """status reads the report curate really writes (it once looked for a field that does not exist)."""
    from true_recall.status import gather, render_text

    first = run(settings, echo=lambda _: None)
    st = gather(settings)
    assert st["last_curation"]["kept"] == first.curation["kept"] > 0
    assert f'{first.curation["kept"]} gems kept' in render_text(st)  # the last run in words
