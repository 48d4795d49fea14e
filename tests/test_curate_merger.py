"""curate/merger.py: dedup and supersession decisions (pure)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np

from curate.builder import Candidate
from curate.merger import Existing, cosine, has_change_cue, merge, plan, supersedes
from schemas import Gem, StoredGem
from utils.config import Settings

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
TH = Settings().curate.supersede_threshold


def gem(text: str, days: float = 0, cats: tuple[str, ...] = ("decision",), imp: str = "medium",
        conf: float = 0.8, user: str = "alice", conv: str = "c1", rng: str = "1-1") -> StoredGem:
    ts = T0 + timedelta(days=days)
    g = Gem(gem=text, categories=list(cats), importance=imp, confidence=conf, timestamp=ts, date=ts.date(),  # type: ignore[arg-type]
            conversation_id=conv, turn_range=rng, user_id=user, snippet=text)
    return StoredGem.from_gem(g)


def cand(g: StoredGem, *turn_ids: str) -> Candidate:
    return Candidate(g, frozenset(turn_ids or (g.id[:6],)))


def unit(*xs: float) -> np.ndarray:
    v = np.array(xs, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_change_cues_en_zh() -> None:
    for t in ("User switched to Postgres instead of Redis", "User no longer drinks coffee",
              "User changed their mind about the trip", "用户改用 Postgres", "用户不再喝咖啡"):
        assert has_change_cue(t), t
    for t in ("User chose Redis for caching", "用户喜欢咖啡"):
        assert not has_change_cue(t), t


def test_merge_keeps_existing_id_newer_wording_union() -> None:
    old = gem("User likes tea", cats=("preference",), imp="medium", conf=0.7)
    new = gem("User likes green tea a lot", days=2, cats=("preference", "fact"), imp="high", conf=0.6)
    m = merge(old, new)
    assert m.id == old.id and m.gem == new.gem and m.timestamp == new.timestamp
    assert m.categories == ["preference", "fact"] and m.importance == "high" and m.confidence == 0.7
    assert m.merged_ids == [new.id]
    # Merging an older duplicate keeps the newer wording that is already there.
    older = gem("User likes tea (old)", days=-5, cats=("other",))
    m2 = merge(m, older)
    assert m2.gem == new.gem and m2.merged_ids == [new.id, older.id] and "other" in m2.categories
    assert merge(m2, m2).merged_ids == m2.merged_ids  # idempotent


def test_merge_keeps_every_conversation_it_took_a_gem_from() -> None:
    """The merged gem is filed under the newer wording's conversation; the others stay known (a request not
    to remember one of them forgets the gem, curate/curator.py)."""
    a = gem("User booked the cabin at Lake Ohrid", conv="conv-trip")
    b = gem("User booked the cabin at Lake Ohrid in June", days=1, conv="conv-plans")
    m = merge(a, b)
    assert m.conversation_id == "conv-plans" and m.merged_conversations == ["conv-trip"]
    assert m.conversations() == {"conv-plans", "conv-trip"}
    c = gem("User booked the Ohrid cabin", days=-3, conv="conv-old")
    m2 = merge(m, c)  # an older one: the wording and its conversation stay, the older conversation is added
    assert m2.conversation_id == "conv-plans" and m2.merged_conversations == ["conv-old", "conv-trip"]
    assert merge(m2, m2).merged_conversations == m2.merged_conversations  # idempotent
    assert merge(a, a).merged_conversations == []  # one conversation: nothing else to name


def test_plan_merges_with_store_neighbour_and_within_batch() -> None:
    stored = gem("User likes tea", cats=("preference",))
    a = gem("User really likes tea", days=1, cats=("preference",), rng="2-2")
    b = gem("User likes black tea", days=1, cats=("preference",), rng="3-3")
    c = gem("User owns a red car", days=1, cats=("fact",), rng="4-4")
    vecs = np.vstack([unit(1, 0.1, 0), unit(1, 0.12, 0), unit(0, 0, 1)])
    neigh = [[Existing(stored, 0.95)], [Existing(stored, 0.93)], [Existing(stored, 0.1)]]
    p = plan([cand(a, "t2"), cand(b, "t3"), cand(c, "t4")], vecs, neigh, 0.9, 0.6)
    assert p.merged == 2 and p.new == 1 and p.superseded_count == 0
    assert set(p.upserts) == {stored.id, c.id}
    merged = p.upserts[stored.id][0]
    assert set(merged.merged_ids) == {a.id, b.id} and p.turn_ids == {"t2", "t3", "t4"}


def test_plan_is_idempotent_on_rerun() -> None:
    a = gem("User chose Redis for the cache", rng="2-2")
    p = plan([cand(a)], unit(1, 0).reshape(1, -1), [[Existing(a, 1.0)]], 0.9, 0.6)
    assert list(p.upserts) == [a.id] and p.merged == 0 and p.new == 0
    assert p.upserts[a.id][0].merged_ids == []


def test_same_candidate_twice_in_batch_from_overlapping_chunks() -> None:
    a = gem("User chose Redis for the cache", rng="2-2")
    vecs = np.vstack([unit(1, 0), unit(1, 0)])
    p = plan([cand(a, "t2"), cand(a, "t2")], vecs, [[], []], 0.9, 0.6)
    assert list(p.upserts) == [a.id] and p.new == 1 and p.merged == 0


def test_supersession_store_and_batch() -> None:
    old = gem("User chose Redis for the cache layer")
    new = gem("User switched to Postgres instead of Redis for the cache layer", days=3)
    assert supersedes(new, old, 0.7, TH)
    assert not supersedes(old, new, 0.7, TH)  # older cannot supersede newer
    assert supersedes(new, old, 0.5, TH)  # below the threshold, but it names what it replaces
    assert not supersedes(new, gem("User chose Vim as the editor"), 0.5, TH)  # another subject
    assert not supersedes(new, gem("User chose Redis", cats=("event",)), 0.7, TH)  # no shared category
    assert not supersedes(new, gem("User chose Redis", user="bob"), 0.9, TH)

    p = plan([cand(new)], unit(1, 0).reshape(1, -1), [[Existing(old, 0.75)]], 0.9, 0.6)
    assert p.superseded == {old.id: new.id} and p.superseded_count == 1 and list(p.upserts) == [new.id]

    # Both in one batch (given newest first): the older one is upserted already marked.
    vecs = np.vstack([unit(1, 0.5), unit(1, 0.2)])
    p = plan([cand(new), cand(old)], vecs, [[], []], 0.99, 0.6)
    assert p.upserts[old.id][0].superseded_by == new.id and p.upserts[new.id][0].superseded_by is None
    assert cosine(vecs[0], vecs[1]) > 0.6


def test_already_superseded_is_not_superseded_again() -> None:
    old = gem("User chose Redis for the cache layer").model_copy(update={"superseded_by": "x"})
    new = gem("User switched to Memcached instead", days=3, rng="5-5")
    p = plan([cand(new)], unit(1, 0).reshape(1, -1), [[Existing(old, 0.8)]], 0.9, 0.6)
    assert p.superseded == {} and p.new == 1


def test_never_merges_across_users() -> None:
    theirs = gem("User likes tea", user="bob")
    mine = gem("User likes tea", days=1)
    p = plan([cand(mine)], unit(1, 0).reshape(1, -1), [[Existing(theirs, 1.0)]], 0.9, 0.6)
    assert list(p.upserts) == [mine.id] and p.upserts[mine.id][0].user_id == "alice"


def test_overlapping_turns_lower_the_bar_only_for_the_same_turns() -> None:
    a = gem("User is allergic to peanuts", rng="3-4")
    b = gem("User has a peanut allergy", rng="4-4")  # same turn, another chunk's wording
    c = gem("User has a peanut allergy", rng="9-9", conv="c1")
    d = gem("User chose Postgres", rng="4-4")
    from curate.merger import is_duplicate

    assert is_duplicate(b, a, 0.85, 0.9)
    assert not is_duplicate(c, a, 0.85, 0.9)  # other turns: the normal bar
    assert not is_duplicate(d, a, 0.2, 0.9)  # same turn, different subject
    assert not is_duplicate(gem("User has a peanut allergy", rng="4-4", user="bob"), a, 1.0, 0.9)


def test_two_speakers_of_one_turn_are_two_memories() -> None:
    # A turn's two sides: one person's statement and the other's reaction to it. Merging them kept only
    # the reaction (the newer wording), so the statement was lost.
    from curate.merger import is_duplicate

    said = gem("Cara: Last week I went to a pride parade.", rng="5-5").model_copy(update={"speaker": "Cara"})
    reply = gem("Mel: Sounds like the parade was awesome!", rng="5-5").model_copy(update={"speaker": "Mel"})
    assert not is_duplicate(reply, said, 0.95, 0.9)
    again = gem("Cara: Last week I went to a pride parade!", rng="5-5").model_copy(update={"speaker": "Cara"})
    assert is_duplicate(again, said, 0.95, 0.9)
    p = plan([cand(said), cand(reply)], np.vstack([unit(1, 0), unit(1, 0.05)]), [[], []], 0.9, 0.6)
    assert {g.gem for g, _ in p.upserts.values()} == {said.gem, reply.gem} and p.merged == 0


def test_named_change_supersedes_across_languages() -> None:
    from curate.merger import names

    old = gem("User: For the job queue I've decided to use Redis with RQ, since we already run Redis for caching.")
    new = gem("User: ledger-sync 的任务队列我决定改用 Postgres，不再用 Redis 了。", days=8)
    assert names(new.gem) == {"ledger-sync", "postgres", "redis"} and "user" not in names(old.gem)
    assert supersedes(new, old, 0.27, TH)  # the embedder barely sees it; the shared name does
    assert not supersedes(new, old, 0.1, TH)  # below the floor: unrelated
    vim = gem("User: 我平时写代码改用 Vim，不再用 VS Code。", days=8)
    assert not supersedes(vim, old, 0.39, TH)  # a change, but of something else


def test_speakers_names_are_not_a_shared_subject() -> None:
    old = gem("Bo: I started learning the cello last month, it is hard but fun.")
    old = old.model_copy(update={"speaker": "Bo"})
    new = gem("Bo: Hey Ann, I switched to a new doctor and now I'm allergic to penicillin.", days=30)
    new = new.model_copy(update={"speaker": "Bo"})
    assert has_change_cue(new.gem)
    assert not supersedes(new, old, 0.25, TH)  # "Bo" names who talks, not what about
    other = gem("Ann: I switched my cello lessons to Sundays instead.", days=30).model_copy(update={"speaker": "Ann"})
    assert not supersedes(other, old, 0.7, TH)  # Ann's change does not replace what Bo said
    same = gem("Bo: I switched from the cello to the violin instead.", days=30).model_copy(update={"speaker": "Bo"})
    assert supersedes(same, old, 0.7, TH)


def test_the_threshold_setting_decides_supersession() -> None:
    """curate.supersede_threshold is the real bar: the same pair supersedes at the default, not at a higher
    setting; a change naming what it replaced needs NAMED_MARGIN less."""
    from curate.merger import NAMED_MARGIN

    old = gem("User: We host the wiki on Confluence.")
    unnamed = gem("User: We switched to a self-hosted Outline for the wiki.", days=3)
    assert supersedes(unnamed, old, 0.45, 0.3)
    assert not supersedes(unnamed, old, 0.45, 0.5)  # same pair, same cosine, higher setting
    named = gem("User: We moved the wiki from Confluence to Outline.", days=3)
    assert supersedes(named, old, 0.45 - NAMED_MARGIN + 0.01, 0.45)
    assert not supersedes(named, old, 0.45 - NAMED_MARGIN - 0.01, 0.45)


def test_a_change_replaces_only_what_it_names() -> None:
    """Changing one part of a compound statement leaves the statement current (its other parts hold)."""
    project = gem("User: I'm building a recipe app called Pantry in Rust with Axum and SQLite.")
    switch = gem("User: I switched Pantry from SQLite to Postgres.", days=5)
    assert not supersedes(switch, project, 0.6, TH)
    choice = gem("User: Pantry stores its data in SQLite.")
    assert supersedes(switch, choice, 0.6, TH)


def test_an_answer_and_the_persons_statements_never_merge_or_replace_each_other() -> None:
    """An assistant's answer (category "answer") is kept apart: the same words said by the person stay theirs."""
    said = gem("User: I switched the queue from RabbitMQ to NATS.", cats=("decision",))
    answer = gem("Assistant (answer): I switched the queue from RabbitMQ to NATS.", days=1, cats=("answer",), rng="2-2")
    again = gem("Assistant (answer): I switched the queue from RabbitMQ to NATS!", days=2, cats=("answer",), rng="3-3")
    later = gem("User: I switched the queue from RabbitMQ to NATS JetStream.", days=3, cats=("decision",), rng="4-4")
    v = unit(1, 0, 0)
    p = plan([cand(answer, "t2")], np.vstack([v]), [[Existing(said, 0.99)]], 0.9, TH)
    assert p.new == 1 and p.merged == 0 and p.superseded_count == 0 and not p.superseded
    # Answers still merge among themselves; a change the person states does not replace an answer.
    p = plan([cand(again, "t3"), cand(later, "t4")], np.vstack([v, v]), [[Existing(answer, 0.99)], [Existing(answer, 0.99)]],
             0.9, TH)
    assert p.merged == 1 and p.upserts[answer.id][0].gem == again.gem
    assert p.new == 1 and p.superseded_count == 0 and later.id in p.upserts
