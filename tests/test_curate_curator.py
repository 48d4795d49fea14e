"""The curator end to end: real Redis, real stores (qdrant-edge, qdrant-client :memory:), the local embedder,
the Ollama path through tests/ollama_server.py, and scripted fakes of our own Extractor interface."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest
import redis
from ollama_server import OllamaServer, chat_json

from curate.backend import Chunk, Extraction, Extractor, GemDraft
from curate.curator import Curator, RunOptions
from curate.lock import CurateLock, LockLost
from curate.ollama_extractor import OllamaExtractor
from curate.rules_extractor import RulesExtractor
from schemas import StoredGem, Turn
from utils.buffer import Buffer
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import LockHeld
from utils.keys import Keys
from utils.store import GemStore, open_store

NOW = datetime(2026, 3, 3, 3, 30, tzinfo=timezone.utc)
DAY1 = datetime(2026, 3, 2, 14, 0, tzinfo=timezone.utc)


def mk_turns(texts: list[str], conv: str = "conv-1", user: str = "alice", start: datetime = DAY1,
             first: int = 1) -> list[Turn]:
    return [Turn(turn_id=Turn.make_id(conv, f"{user}-{first + i}"), user_id=user, conversation_id=conv,
                 turn_number=first + i, timestamp=start + timedelta(minutes=5 * i), user_text=t,
                 assistant_text="Noted.") for i, t in enumerate(texts)]


def stage(settings: Settings, r: redis.Redis, turns: list[Turn]) -> Buffer:
    buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    by_user: dict[str, list[Turn]] = {}
    for t in turns:
        by_user.setdefault(t.user_id, []).append(t)
    for u, ts in by_user.items():
        buf.commit(u, ts)
    return buf


class Scripted(Extractor):
    """Our own Extractor interface, answering from a function of the chunk (deterministic)."""

    name = "scripted"

    def __init__(self, fn: Callable[[Chunk], Extraction]) -> None:
        self.fn = fn
        self.chunks: list[Chunk] = []

    def extract(self, chunk: Chunk) -> Extraction:
        self.chunks.append(chunk)
        return self.fn(chunk)


def keyword_extractor(rules: dict[str, dict[str, object]]) -> Scripted:
    """One draft per turn whose user text contains a keyword of `rules`."""

    def fn(chunk: Chunk) -> Extraction:
        drafts = []
        for t in chunk.turns:
            for kw, d in rules.items():
                if kw in t.user_text:
                    drafts.append(GemDraft.model_validate({**d, "turn_range": f"{t.turn_number}-{t.turn_number}"}))
        return Extraction(drafts=drafts)

    return Scripted(fn)


ALLERGY = {"gem": "User is allergic to peanuts", "categories": ["health"], "importance": "high", "confidence": 0.95}
REDIS = {"gem": "User chose Redis for the cache layer", "categories": ["decision"], "importance": "medium",
         "confidence": 0.9}
POSTGRES = {"gem": "User switched to Postgres instead of Redis for the cache layer", "categories": ["decision"],
            "importance": "medium", "confidence": 0.9}


def test_ollama_path_end_to_end_with_injection(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                               embedder: Embedder, ollama_server: OllamaServer) -> None:
    settings = settings.model_copy(deep=True)
    settings.ollama.host = ollama_server.url
    settings.ollama.timeout_s = 5
    settings.curate.context_turns = 1  # the snippet: turn_range ± 1 turn, verbatim
    turns = mk_turns(["hello!", "I'm allergic to peanuts, remember that.",
                      "We picked Redis for the cache."])
    # The LLM's reply tries to set identity fields: they are ignored. (A turn that itself gives orders to the
    # memory system is dropped by the gatekeeper: tests/test_hostile_text.py.)
    buf = stage(settings, redis_client, turns)
    evil = dict(REDIS, turn_range="3-3", user_id="mallory", conversation_id="x", timestamp="1999-01-01T00:00:00Z",
                snippet="invented", date="1999-01-01")
    ollama_server.script_chat(chat_json({"gems": [
        dict(ALLERGY, turn_range="2-2"), evil, {"gem": "User greeted the assistant", "turn_range": "1-1",
                                                 "importance": "low", "confidence": 0.9, "categories": ["event"]},
        {"gem": "User lives on the moon", "turn_range": "7-9", "categories": ["fact"], "importance": "high",
         "confidence": 0.9}, {"gem": 5}]}))
    ex = OllamaExtractor(settings)
    try:
        rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW))
    finally:
        ex.close()
    assert rep.ok, rep.failures
    assert (rep.turns_read, rep.chunks, rep.proposed, rep.kept, rep.stored) == (3, 1, 4, 2, 2)
    assert rep.invalid_items == 1 and rep.out_of_range == 1 and rep.dropped == {"blacklist:greeting": 1}
    assert store.count("mallory") == 0 and store.count("alice") == 2
    gems = {g.gem: g for g in store.scroll("alice")}
    g = gems[REDIS["gem"]]
    assert g.conversation_id == "conv-1" and g.timestamp == turns[2].timestamp and g.date == turns[2].timestamp.date()
    assert g.snippet == "\n".join(t.text() for t in turns[1:3]) and g.embedder == embedder.name
    assert gems[ALLERGY["gem"]].importance == "high"
    # Turns with stored gems are removed; the greeting turn (no gem) is marked curated.
    assert buf.turns("alice", include_curated=True) == [turns[0]]
    assert buf.turns("alice") == []
    saved = json.loads(redis_client.get(Keys(settings.redis.key_prefix).last_run()))
    assert saved["stored"] == 2 and saved["ok"] is True
    (req,) = ollama_server.chat_requests
    assert req.body["options"]["temperature"] == 0 and req.body["think"] is False


def test_idempotent_rerun_and_crash_between_upsert_and_trim(settings: Settings, redis_client: redis.Redis,
                                                            store: GemStore, embedder: Embedder) -> None:
    turns = mk_turns(["I'm allergic to peanuts", "We chose Redis for the cache", "nice weather"])
    buf = stage(settings, redis_client, turns)
    ex = keyword_extractor({"peanuts": ALLERGY, "Redis": REDIS})

    def power_cut(step: str) -> None:
        if step == "links":
            raise RuntimeError("power cut between upsert and trim")

    crashing = Curator(settings, redis_client, ex, embedder, store)
    crashing.on_step = power_cut
    with pytest.raises(RuntimeError):
        crashing.run(RunOptions(now=NOW))
    first = {g.id: g for g in store.scroll("alice")}
    assert len(first) == 2
    assert len(buf.turns("alice")) == 3  # nothing trimmed: the next run sees everything again
    assert redis_client.get(Keys(settings.redis.key_prefix).curate_lock()) is None  # lock released

    # The next run replays the interrupted batch's intent record (curate/intent.py) instead of curating
    # the turns again against its own earlier output.
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW))
    assert rep.ok and rep.recovered == 1 and rep.turns_read == 0 and rep.new == 0 and rep.merged == 0
    second = {g.id: g for g in store.scroll("alice")}
    assert second.keys() == first.keys() and store.count("alice") == 2
    assert all(second[i].merged_ids == [] for i in second)
    assert buf.turns("alice") == [] and buf.turns("alice", include_curated=True) == [turns[2]]

    # The same turns staged again (e.g. capture replayed a file): same ids, no duplicates.
    redis_client.delete(Keys(settings.redis.key_prefix).curated("alice"))
    stage(settings, redis_client, turns)
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW))
    assert rep.ok and {g.id for g in store.scroll("alice")} == first.keys()


def test_dedup_and_supersession_across_days(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                            embedder: Embedder) -> None:
    ex = keyword_extractor({"Redis": REDIS, "Postgres": POSTGRES, "peanut": ALLERGY,
                            "nuts": dict(ALLERGY, gem="User is severely allergic to peanuts", importance="medium",
                                         categories=["health", "fact"])})
    stage(settings, redis_client, mk_turns(["We chose Redis for the cache", "I have a peanut allergy"]))
    assert Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW)).ok
    old = {g.gem: g for g in store.scroll("alice")}
    later = NOW + timedelta(days=1)
    stage(settings, redis_client, mk_turns(["Changed plans: we use Postgres now", "remember: nuts are bad for me"],
                                           conv="conv-2", start=DAY1 + timedelta(days=1)))
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=later))
    assert rep.ok and rep.superseded == 1 and rep.merged == 1, rep.events
    gems = {g.gem: g for g in store.scroll("alice")}
    new_pg = gems[POSTGRES["gem"]]
    assert gems[REDIS["gem"]].superseded_by == new_pg.id and new_pg.superseded_by is None
    # The allergy was merged: one gem, newer wording, old id, union of categories, highest importance.
    allergy = [g for g in gems.values() if "allerg" in g.gem]
    assert len(allergy) == 1
    a = allergy[0]
    assert a.id == old[ALLERGY["gem"]].id and a.gem == "User is severely allergic to peanuts"
    assert a.importance == "high" and set(a.categories) >= {"health", "fact"} and len(a.merged_ids) == 1
    assert store.count("alice") == 3


def test_failing_chunk_stays_empty_chunk_marked(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                                embedder: Embedder) -> None:
    a = mk_turns(["I'm allergic to peanuts"], conv="good")
    b = mk_turns(["this one breaks the model"], conv="bad", start=DAY1 + timedelta(hours=1))
    c = mk_turns(["just chatting"], conv="empty", start=DAY1 + timedelta(hours=2))
    buf = stage(settings, redis_client, a + b + c)

    def fn(chunk: Chunk) -> Extraction:
        if chunk.conversation_id == "bad":
            return Extraction(ok=False, error="no JSON gem list in the reply", raw="garbage")
        if chunk.conversation_id == "good":
            return Extraction(drafts=[GemDraft.model_validate(dict(ALLERGY, turn_range="1-1"))])
        return Extraction()

    rep = Curator(settings, redis_client, Scripted(fn), embedder, store).run(RunOptions(now=NOW))
    assert not rep.ok and rep.chunks_failed == 1 and "bad turns 1-1" in rep.failures[0]
    assert rep.turns_removed == 1 and rep.turns_marked == 1 and rep.turns_left == 1
    assert [t.conversation_id for t in buf.turns("alice")] == ["bad"]  # only the failed one is sent again
    saved = json.loads(redis_client.get(Keys(settings.redis.key_prefix).last_run()))
    assert saved["ok"] is False and saved["chunks_failed"] == 1


def test_window_now_and_all_pending_day_by_day(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                               embedder: Embedder) -> None:
    old = mk_turns(["I'm allergic to peanuts"], conv="old", start=NOW - timedelta(hours=30))
    recent = mk_turns(["We chose Redis for the cache"], conv="new", start=NOW - timedelta(hours=2))
    future = mk_turns(["My cat is called Miso"], conv="future", start=NOW + timedelta(hours=1))
    buf = stage(settings, redis_client, old + recent + future)
    ex = keyword_extractor({"peanuts": ALLERGY, "Redis": REDIS, "cat": {
        "gem": "User's cat is called Miso", "categories": ["fact"], "importance": "medium", "confidence": 0.9}})
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW))
    assert rep.turns_read == 1 and [c.conversation_id for c in ex.chunks] == ["new"]
    assert {t.conversation_id for t in buf.turns("alice")} == {"old", "future"}
    ex.chunks.clear()
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW, all_pending=True))
    assert rep.turns_read == 2 and [c.conversation_id for c in ex.chunks] == ["old", "future"]
    assert buf.turns("alice") == []
    assert {g.date.isoformat() for g in store.scroll("alice")} == {"2026-03-01", "2026-03-03"}
    assert store.count("alice") == 3


def test_long_transcript_chunked_and_overlap_duplicates_merged(settings: Settings, redis_client: redis.Redis,
                                                               store: GemStore, embedder: Embedder) -> None:
    settings = settings.model_copy(deep=True)
    settings.ollama.num_ctx = 512  # the smallest allowed: the budget floor (256 tokens) applies
    filler = "Let me tell you a long story about my week. " * 8
    texts = [filler for _ in range(20)]
    texts[9] = "I'm allergic to peanuts. " + filler
    turns = mk_turns(texts)
    stage(settings, redis_client, turns)
    ex = keyword_extractor({"peanuts": ALLERGY})
    cur = Curator(settings, redis_client, ex, embedder, store)
    assert cur.budget == 256
    rep = cur.run(RunOptions(now=NOW))
    assert rep.ok and rep.chunks > 5 and len(ex.chunks) == rep.chunks
    seen_in = [c for c in ex.chunks if any(t.turn_number == 10 for t in c.turns)]
    assert len(seen_in) == 2  # the overlap sent turn 10 twice (as context the second time)...
    assert rep.kept == 1 and rep.dropped["overlap"] == 1 and store.count("alice") == 1  # ...and took it once
    later = next(c for c in seen_in if c.fresh_from is not None and c.fresh_from > 10)
    assert "[turn 10 | 2026-03-02 14:45 UTC | context only, already curated]" in later.transcript()


def test_two_curators_at_once(settings: Settings, redis_client: redis.Redis, store: GemStore,
                              embedder: Embedder) -> None:
    stage(settings, redis_client, mk_turns(["I'm allergic to peanuts"]))
    inside = threading.Event()
    go_on = threading.Event()

    def slow(chunk: Chunk) -> Extraction:
        inside.set()
        assert go_on.wait(20)
        return Extraction(drafts=[GemDraft.model_validate(dict(ALLERGY, turn_range="1-1"))])

    results: list[object] = []
    first = threading.Thread(target=lambda: results.append(
        Curator(settings, redis_client, Scripted(slow), embedder, store).run(RunOptions(now=NOW))))
    first.start()
    assert inside.wait(20)
    second_ex = Scripted(lambda c: Extraction())
    with pytest.raises(LockHeld, match="another curator is running"):
        Curator(settings, redis_client, second_ex, embedder, store).run(RunOptions(now=NOW))
    assert second_ex.chunks == []  # the second one never touched the buffer
    go_on.set()
    first.join(20)
    (rep,) = results
    assert rep.ok and rep.stored == 1  # type: ignore[attr-defined]


def test_lock_renewal_and_loss(redis_client: redis.Redis, key_prefix: str) -> None:
    name = Keys(key_prefix).curate_lock()
    with CurateLock(redis_client, name, ttl_s=1, renew_every_s=0.1) as lock:
        assert inside_ttl(redis_client, name, 1000)
        threading.Event().wait(1.5)  # longer than the TTL: only renewal keeps it
        assert lock.renewals >= 5 and redis_client.get(name) == lock.token
        lock.check()
        with pytest.raises(LockHeld, match=lock.token):
            CurateLock(redis_client, name, ttl_s=1).acquire()
        redis_client.set(name, "someone-else")  # taken over (e.g. after an expiry)
        with pytest.raises(LockLost):
            lock.check()
    assert redis_client.get(name) == "someone-else"  # release never deletes another holder's lock
    redis_client.delete(name)


def inside_ttl(r: redis.Redis, name: str, ms: int) -> bool:
    ttl = r.pttl(name)
    return 0 < ttl <= ms


def test_qdrant_client_local_store(settings: Settings, redis_client: redis.Redis, embedder: Embedder) -> None:
    from qdrant_client import QdrantClient

    from utils.store.qdrant import QdrantStore

    qs = QdrantStore(QdrantClient(location=":memory:"), "true_recall")
    try:
        stage(settings, redis_client, mk_turns(["I'm allergic to peanuts", "We chose Redis for the cache"]))
        ex = keyword_extractor({"peanuts": ALLERGY, "Redis": REDIS})
        rep = Curator(settings, redis_client, ex, embedder, qs).run(RunOptions(now=NOW))
        assert rep.ok and qs.count("alice") == 2
        stage(settings, redis_client, mk_turns(["I'm allergic to peanuts", "We chose Redis for the cache"]))
        rep = Curator(settings, redis_client, ex, embedder, qs).run(RunOptions(now=NOW))
        assert rep.ok and qs.count("alice") == 2 and rep.new == 0
        hits = qs.search("alice", embedder.embed_query("peanut allergy"), None, limit=1)
        assert hits[0].gem.gem == ALLERGY["gem"]
    finally:
        qs.close()


def test_dry_run_writes_nothing(settings: Settings, redis_client: redis.Redis) -> None:
    buf = stage(settings, redis_client, mk_turns(["I'm allergic to peanuts"]))
    ex = keyword_extractor({"peanuts": ALLERGY})
    rep = Curator(settings, redis_client, ex).run(RunOptions(now=NOW, dry_run=True))
    assert rep.ok and rep.gems[0]["gem"] == ALLERGY["gem"] and rep.stored == 0
    assert len(buf.turns("alice")) == 1
    assert redis_client.get(Keys(settings.redis.key_prefix).last_run()) is None


def test_user_isolation_in_one_run(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                   embedder: Embedder) -> None:
    stage(settings, redis_client, mk_turns(["I'm allergic to peanuts"], user="alice")
          + mk_turns(["I'm allergic to peanuts"], user="bob"))
    ex = keyword_extractor({"peanuts": ALLERGY})
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW))
    assert rep.ok and rep.new == 2 and rep.merged == 0
    assert store.count("alice") == 1 and store.count("bob") == 1
    rep = Curator(settings, redis_client, ex, embedder, store).run(RunOptions(now=NOW, users=["bob"]))
    assert rep.turns_read == 0
    assert isinstance(next(iter(store.scroll("bob"))), StoredGem)
    assert np.isfinite(rep.durations_s["total"])


def test_extractor_crash_on_one_chunk_is_reported(settings: Settings, redis_client: redis.Redis, store: GemStore,
                                                  embedder: Embedder) -> None:
    buf = stage(settings, redis_client, mk_turns(["I'm allergic to peanuts"], conv="ok")
                + mk_turns(["boom"], conv="boom", start=DAY1 + timedelta(hours=1)))

    def fn(chunk: Chunk) -> Extraction:
        if chunk.conversation_id == "boom":
            raise KeyError("a bug")
        return Extraction(drafts=[GemDraft.model_validate(dict(ALLERGY, turn_range="1-1"))])

    rep = Curator(settings, redis_client, Scripted(fn), embedder, store).run(RunOptions(now=NOW))
    assert not rep.ok and "extractor crashed: KeyError" in rep.failures[0] and rep.stored == 1
    assert [t.conversation_id for t in buf.turns("alice")] == ["boom"]


def test_redaction_memo_gives_what_redacting_again_gives() -> None:
    """The curator redacts each distinct text once per user (a memo); a hit must equal a fresh redaction,
    and a reply's redaction still sees the secrets of its own message, never another turn's."""
    from curate.curator import RedactMemo, redact_gem, redact_turn

    key = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    t1, t2, t3 = mk_turns([f"my key is {key}", "nothing secret here", f"again: my key is {key}"])
    t1 = t1.model_copy(update={"assistant_text": f"Stored {key} for you."})
    # The same reply after another message: the memo is keyed by the pair, not by the reply alone.
    t2 = t2.model_copy(update={"assistant_text": t1.assistant_text})
    memo = RedactMemo()
    for _ in range(2):  # the second pass is all memo hits
        for t in (t1, t2, t3):
            fresh, cached = redact_turn(t), redact_turn(t, memo)
            assert cached == fresh
            assert (cached is t) == (fresh is t)
    assert key not in redact_turn(t1, memo).assistant_text
    assert len(memo.turns) == 3
    gem = StoredGem(id="g1", user_id="alice", gem=f"The key is {key}.", context="", snippet=t1.text(),
                    categories=["fact"], importance="high", confidence=0.9, timestamp=DAY1,
                    date=DAY1.date(), conversation_id="conv-1", turn_range="1-1")
    for _ in range(2):
        assert redact_gem(gem, memo) == redact_gem(gem)
    assert key not in redact_gem(gem, memo).snippet


def test_report_skips_only_what_redaction_left_unchanged_and_gives_redact_tree_s_answer() -> None:
    """The report's strings the curator already found clean are not redacted again, repeated ones once: the
    result is the walk utils.redact.redact_tree gives, and the secrets are cut."""
    from dataclasses import asdict

    from curate.report import RunReport
    from utils.redact import redact, redact_tree

    key = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    plain = "User is allergic to peanuts."
    rep = RunReport(notes=[f"chunk: my key is {key}", plain, plain], drops=[f"blacklist: {key}"],
                    gems=[{"gem": plain, "id": "g1", "categories": ["health"]}, {"gem": f"key {key}"}])
    rep.dropped["overlap"] += 1
    want = redact_tree({**asdict(rep), "dropped": {"overlap": 1}, "ok": True})
    assert redact(plain) == (plain, 0)
    for clean in (frozenset(), {plain}):
        got = rep.to_dict(clean)
        assert got == want
        assert key not in json.dumps(got)


def test_intent_record_json_is_the_dataclass_as_a_dict() -> None:
    """Intent.to_json writes its fields as they are (no deep copy): the same JSON asdict gave, read back equal."""
    from dataclasses import asdict

    from curate.intent import Intent

    gem = StoredGem(id="g1", user_id="alice", gem="User is allergic to peanuts.", context="", snippet="x",
                    categories=["health"], importance="high", confidence=0.9, timestamp=DAY1,
                    date=DAY1.date(), conversation_id="conv-1", turn_range="1-1")
    it = Intent.build("alice", [gem], np.ones((1, 4), np.float32), {"old": "g1"}, {"t2", "t1"}, {"t3": 5})
    assert it.to_json() == json.dumps(asdict(it), ensure_ascii=False, separators=(",", ":"))
    back = Intent.from_json(it.to_json())
    assert back == it and np.array_equal(back.vectors(), it.vectors())


def test_turn_staged_under_current_rules_is_not_redacted_again_and_a_stale_one_is() -> None:
    """Capture marks a turn with the rules it redacted under (utils.redact.RULES_ID): the curator trusts
    that mark only when it names today's rules; a turn from older rules, or without a mark, is cut again."""
    from curate.curator import RedactMemo, redact_turn
    from utils.redact import RULES_ID

    key = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
    (t,) = mk_turns([f"my key is {key}"])
    for mark in ("", "0" * 16):
        stale = t.model_copy(update={"redacted_with": mark})
        assert key not in redact_turn(stale, RedactMemo()).user_text
    current = t.model_copy(update={"redacted_with": RULES_ID})
    assert redact_turn(current, RedactMemo()) is current


def test_ollama_embedder_gets_each_gem_text_once_in_batches(settings: Settings, redis_client: redis.Redis,
                                                           ollama_server: OllamaServer) -> None:
    """One /api/embed request per embedder.batch_size distinct gem texts of a batch, each text sent once."""
    from utils.embed.ollama import OllamaEmbedder

    settings = settings.model_copy(deep=True)
    settings.ollama.host = ollama_server.url
    settings.ollama.timeout_s = 5
    settings.embedder.backend, settings.embedder.dim, settings.embedder.batch_size = "ollama", 1024, 3
    words = ["peanuts", "Redis", "Porto", "tea", "bikes", "Rust", "jazz"]
    rules = {w: {"gem": f"User mentioned {w}", "categories": ["fact"], "importance": "medium", "confidence": 0.9}
             for w in words}
    # Two turns say the same thing: one gem, one text to embed.
    stage(settings, redis_client, mk_turns([f"about {w}" for w in words] + ["about jazz again"]))
    emb, store = OllamaEmbedder(settings), open_store(settings)
    try:
        rep = Curator(settings, redis_client, keyword_extractor(rules), emb, store).run(RunOptions(now=NOW))
        assert rep.ok, rep.failures
        assert rep.stored == len(words)
        sent = [r.body["input"] for r in ollama_server.embed_requests]
        assert [len(x) for x in sent] == [3, 3, 1]
        assert sorted(t for x in sent for t in x) == sorted(rules[w]["gem"] for w in words)
    finally:
        store.close()
        emb.close()


class CountingEmbedder(Embedder):
    """Our own Embedder interface over the local model, keeping the texts of each embed_documents call."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.calls: list[list[str]] = []

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.embed_batch(texts)

    def embed_documents(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        self.calls.append(list(texts))
        return self.inner.embed_documents(texts, batch_size)


@pytest.mark.parametrize("batch_turns", [1, 1000])
def test_a_batch_s_days_are_embedded_together_and_snippets_read_as_day_by_day(
    settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder, batch_turns: int,
) -> None:
    """The days of one write batch are extracted ahead and their gems' texts embedded in one call (one day per
    batch: a call a day); a later day's snippet still leaves out the turn an earlier day's gem took out of the
    buffer, as when each day was extracted only once the one before it was planned."""
    settings = settings.model_copy(deep=True)
    settings.curate.batch_turns, settings.curate.context_turns = batch_turns, 1
    day1 = mk_turns(["hello there", "I'm allergic to peanuts"])
    day2 = mk_turns(["We chose Redis for the cache", "and a walk"], start=DAY1 + timedelta(days=1), first=3)
    stage(settings, redis_client, day1 + day2)
    counting = CountingEmbedder(embedder)
    ex = keyword_extractor({"peanuts": ALLERGY, "Redis": REDIS})
    rep = Curator(settings, redis_client, ex, counting, store).run(RunOptions(now=NOW, all_pending=True))
    assert rep.ok and rep.stored == 2, rep.failures
    texts = [ALLERGY["gem"], REDIS["gem"]]
    assert counting.calls == ([texts] if batch_turns > 1 else [[t] for t in texts])
    gems = {g.gem: g for g in store.scroll("alice")}
    # Day 1 reads day 2's first turn as context; day 2 no longer finds turn 2 (trimmed with its gem).
    assert gems[ALLERGY["gem"]].snippet == "\n".join(t.text() for t in [*day1, day2[0]])
    assert gems[REDIS["gem"]].snippet == "\n".join(t.text() for t in day2)


def test_intent_records_keep_their_body_and_state_and_read_an_older_string_record(
    settings: Settings, redis_client: redis.Redis,
) -> None:
    """finish() rewrites the state field only; a record an older version left (JSON string) is still replayed."""
    from curate.intent import Intent, IntentLog

    keys = Keys(settings.redis.key_prefix)
    log = IntentLog(redis_client, keys)
    buf = Buffer(redis_client, keys, settings.redis.ttl_hours)
    rec = log.write(Intent("alice", links={"a": "b"}, remove=[], mark={}))
    body = redis_client.hget(keys.intent("alice", rec.seq), "body")
    assert [(i.seq, i.state, i.links) for i in log.all()] == [(rec.seq, "pending", {"a": "b"})]
    log.finish(rec, buf)
    assert rec.state == "applied" and redis_client.hget(keys.intent("alice", rec.seq), "body") == body
    assert [i.state for i in log.all()] == ["applied"]
    old = Intent("alice", links={"c": "d"}, state="pending", seq=rec.seq + 1)
    redis_client.set(keys.intent("alice", old.seq), old.to_json())
    assert [(i.seq, i.state) for i in log.all()] == [(rec.seq, "applied"), (old.seq, "pending")]
    replayed = log.all()[1]
    log.finish(replayed, buf)  # the replay of the older record marks it applied like any other
    assert [(i.seq, i.state, i.links) for i in log.all()] == [(rec.seq, "applied", {"a": "b"}),
                                                            (old.seq, "applied", {"c": "d"})]
    log.drop(log.all())
    assert log.all() == []


def test_a_conversation_the_person_asked_not_to_remember_yields_no_gem(settings: Settings, redis_client: redis.Redis,
                                                                       store: GemStore, embedder: Embedder) -> None:
    """"Please don't remember anything from this conversation" (curate/private.py) drops every gem of that
    conversation, before and after the request, counted; another conversation of the same day is kept; the
    turns leave the buffer like curated ones. "I don't remember this chat" is no such request."""
    party = mk_turns(["We decided to hold Maya's surprise party at the boathouse on Saturday.",
                      "Please don't remember anything from this conversation, it's a surprise for my partner.",
                      "I decided to order the lemon cake from Rosa's bakery."], conv="conv-party")
    work = mk_turns(["We decided to use NATS JetStream for the order service."], conv="conv-work")
    vague = mk_turns(["I don't remember this chat from last week, but we decided to use Grafana for dashboards."],
                     conv="conv-vague")
    buf = stage(settings, redis_client, party + work + vague)
    rep = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW))
    assert rep.ok, rep.failures
    kept = " | ".join(g.gem for g in store.scroll("alice"))
    assert "NATS" in kept and "Grafana" in kept, kept
    assert "boathouse" not in kept and "lemon cake" not in kept, kept
    assert rep.dropped["private_conversation"] >= 2, rep.dropped
    assert [t.conversation_id for t in buf.turns("alice")] == []  # curated: out of the buffer like the others


def test_a_later_request_forgets_what_earlier_nights_stored_of_the_conversation(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    """Night one stores the gems of a conversation; on night two the person says, in the same conversation,
    not to remember it: the gems stored from it go through the one delete path (utils/forget.py: tombstones,
    the run reports), counted in the report; another conversation's gem stays; a third night forgets nothing."""
    from utils.store import GemFilter

    trip = mk_turns(["We decided to book the cabin at Lake Ohrid for my sister's wedding anniversary.",
                     "I decided to pay the cabin deposit of 400 euros from my savings account."], conv="conv-trip")
    work = mk_turns(["We decided to use Temporal for the billing workflows."], conv="conv-work")
    stage(settings, redis_client, trip + work)
    rep1 = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW))
    assert rep1.ok, rep1.failures
    earlier = [g.id for g in store.scroll("alice", GemFilter(conversation_id="conv-trip"))]
    assert earlier and "Ohrid" in " ".join(g.gem for g in store.scroll("alice")), rep1.gems
    assert "Ohrid" in (redis_client.get(Keys(settings.redis.key_prefix).last_run()) or "")

    later = mk_turns(["On second thought, please don't remember anything from this conversation, it's a surprise."],
                     conv="conv-trip", start=DAY1 + timedelta(days=1), first=3)
    stage(settings, redis_client, later)
    rep2 = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(
        RunOptions(now=NOW + timedelta(days=1)))
    assert rep2.ok, rep2.failures
    assert rep2.forgotten_private == len(earlier) and "forgotten: " in rep2.summary()
    assert list(store.scroll("alice", GemFilter(conversation_id="conv-trip"))) == []
    assert store.get("alice", earlier) == []
    kept = " | ".join(g.gem for g in store.scroll("alice"))
    assert "Temporal" in kept and "Ohrid" not in kept and "deposit" not in kept, kept
    graves = store.graveyard("alice")
    assert set(earlier) <= graves.deleted  # tombstones: re-captured turns never bring them back
    # No copy in the run reports (Redis and the data folder) either.
    assert "Ohrid" not in (redis_client.get(Keys(settings.redis.key_prefix).last_run()) or "")
    assert "Ohrid" not in (settings.data_path / "curate" / "last_run.json").read_text(encoding="utf-8")

    rep3 = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(
        RunOptions(now=NOW + timedelta(days=2), all_pending=True))
    assert rep3.ok and rep3.forgotten_private == 0, (rep3.failures, rep3.forgotten_private)
    assert "Temporal" in " ".join(g.gem for g in store.scroll("alice"))


def test_a_later_request_forgets_a_gem_merged_from_that_conversation_and_another(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    """Night one: the same plan said in two conversations merges into one gem, worded and filed under the
    later conversation. Night two: the person asks, in the earlier one, not to remember it: the merged gem
    goes too (it holds that conversation's statement), from the store with a tombstone, from the run reports
    in Redis and the data folder, and an undo copy of another gem merged from it goes as well; a gem of an
    unrelated conversation stays."""
    from datetime import timedelta

    from utils import retention
    from utils.retention import Cleaned
    from utils.store import GemFilter

    trip = mk_turns(["I decided to book the cabin at Lake Ohrid for my sister's wedding anniversary."],
                    conv="conv-trip")
    plans = mk_turns(["I decided to book the cabin at Lake Ohrid for my sister's wedding anniversary."],
                     conv="conv-plans", start=DAY1 + timedelta(hours=2))
    work = mk_turns(["We decided to use Temporal for the billing workflows."], conv="conv-work")
    stage(settings, redis_client, trip + plans + work)
    rep1 = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW))
    assert rep1.ok, rep1.failures
    merged = [g for g in store.scroll("alice") if "Ohrid" in g.gem]
    assert len(merged) == 1 and rep1.merged >= 1, ([g.gem for g in store.scroll("alice")], rep1.merged)
    gem = merged[0]
    # Filed under the later conversation; the earlier one is known only as where a merged part came from.
    assert gem.conversation_id == "conv-plans" and gem.merged_conversations == ["conv-trip"], gem
    assert list(store.scroll("alice", GemFilter(conversation_id="conv-trip"))) == []
    # An undo copy (utils/retention.py) of another gem merged from the trip conversation.
    undo = gem.model_copy(update={"id": "undo-copy-1", "gem": "User paid the Lake Ohrid cabin deposit",
                                  "conversation_id": "conv-old", "merged_conversations": ["conv-trip"]})
    retention.rewrite(settings, "alice", [Cleaned(undo, NOW, "unused")])
    assert "Ohrid" in (redis_client.get(Keys(settings.redis.key_prefix).last_run()) or "")

    later = mk_turns(["Please don't remember anything from this conversation, it's a surprise."],
                     conv="conv-trip", start=DAY1 + timedelta(days=1), first=2)
    stage(settings, redis_client, later)
    rep2 = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(
        RunOptions(now=NOW + timedelta(days=1)))
    assert rep2.ok, rep2.failures
    assert rep2.forgotten_private == 2, rep2.forgotten_private  # the merged gem and the undo copy
    kept = " | ".join(g.gem for g in store.scroll("alice"))
    assert "Temporal" in kept and "Ohrid" not in kept, kept
    assert store.get("alice", [gem.id]) == []
    assert gem.id in store.graveyard("alice").deleted  # a re-captured turn never brings it back
    assert retention.cleaned(settings, "alice") == []
    assert "Ohrid" not in (redis_client.get(Keys(settings.redis.key_prefix).last_run()) or "")
    assert "Ohrid" not in (settings.data_path / "curate" / "last_run.json").read_text(encoding="utf-8")


def test_a_dry_run_counts_what_a_request_not_to_remember_would_forget_and_forgets_nothing(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    """`curate --dry-run` on the night the request is seen: the report says how many earlier gems would be
    forgotten (the merged one too), and the store, its tombstones, the run reports and the buffer are as
    they were; the real run afterwards forgets that many."""
    from datetime import timedelta

    from curate.curator import run_command

    trip = mk_turns(["I decided to book the cabin at Lake Ohrid for my sister's wedding anniversary.",
                     "I decided to pay the cabin deposit of 400 euros from my savings account."], conv="conv-trip")
    plans = mk_turns(["I decided to book the cabin at Lake Ohrid for my sister's wedding anniversary."],
                     conv="conv-plans", start=DAY1 + timedelta(hours=2))
    work = mk_turns(["We decided to use Temporal for the billing workflows."], conv="conv-work")
    buf = stage(settings, redis_client, trip + plans + work)
    rep1 = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(RunOptions(now=NOW))
    assert rep1.ok, rep1.failures
    earlier = sorted(g.id for g in store.scroll("alice") if g.conversations() & {"conv-trip"})
    assert len(earlier) == 2, [(g.gem, g.conversation_id) for g in store.scroll("alice")]

    later = mk_turns(["Please don't remember anything from this conversation, it's a surprise."],
                     conv="conv-trip", start=DAY1 + timedelta(days=1), first=3)
    stage(settings, redis_client, later)
    key = Keys(settings.redis.key_prefix).last_run()
    before = (sorted((g.id, g.gem) for g in store.scroll("alice")), store.graveyard("alice").deleted,
              redis_client.get(key), len(buf.turns("alice", include_curated=True)))
    dry = Curator(settings, redis_client, RulesExtractor(settings), embedder, store).run(
        RunOptions(now=NOW + timedelta(days=1), dry_run=True))
    assert dry.ok and dry.dry_run and dry.forgotten_private == 2, (dry.failures, dry.forgotten_private)
    assert "would be forgotten: 2 gems" in dry.summary(), dry.summary()
    after = (sorted((g.id, g.gem) for g in store.scroll("alice")), store.graveyard("alice").deleted,
             redis_client.get(key), len(buf.turns("alice", include_curated=True)))
    assert after == before

    # The command (curate --dry-run) opens the store itself: the same count, still nothing forgotten.
    store.close()
    cli = run_command(settings, RunOptions(now=NOW + timedelta(days=1), dry_run=True))
    assert cli.ok and cli.forgotten_private == 2 and not cli.notes, (cli.failures, cli.notes)
    from utils.store import open_store

    again = open_store(settings)
    try:
        assert sorted((g.id, g.gem) for g in again.scroll("alice")) == before[0]
        real = Curator(settings, redis_client, RulesExtractor(settings), embedder, again).run(
            RunOptions(now=NOW + timedelta(days=1)))
        assert real.ok and real.forgotten_private == 2 and "forgotten: 2 gems" in real.summary()
        assert not {g.id for g in again.scroll("alice")} & set(earlier)
    finally:
        again.close()


def test_a_dry_run_without_a_store_creates_none_and_says_it_was_not_read(settings: Settings,
                                                                         redis_client: redis.Redis) -> None:
    """A first `curate --dry-run` (nothing stored yet) opens no store folder: what would be forgotten counts the
    review queue and undo copies only, and the report says the store was not read."""
    from curate.curator import run_command
    from utils.store import open_store

    stage(settings, redis_client, mk_turns(["We decided to hold the party at the boathouse on Saturday.",
                                            "Please don't remember anything from this conversation."],
                                           conv="conv-party"))
    probe = open_store(settings, lazy=True)
    root = Path(probe.root)  # type: ignore[attr-defined]
    probe.close()
    assert not root.exists()
    rep = run_command(settings, RunOptions(now=NOW, dry_run=True))
    assert rep.ok and rep.forgotten_private == 0, rep.failures
    assert any("the store was not read" in n for n in rep.notes), rep.notes
    assert not root.exists()



def test_report_leaves_listed_gem_ids_and_gives_what_redacting_them_gives(
        settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder) -> None:
    """The ids of the gems a run lists join the strings the report does not redact again; the report is the one a
    redaction of every string gives."""
    from dataclasses import asdict

    from utils.redact import redact_tree

    stage(settings, redis_client, mk_turns(["I'm allergic to peanuts", "We chose Redis for the cache"]))
    cur = Curator(settings, redis_client, keyword_extractor({"peanuts": ALLERGY, "Redis": REDIS}), embedder, store)
    rep = cur.run(RunOptions(now=NOW))
    assert rep.ok, rep.failures
    ids = {g["id"] for g in rep.gems}
    assert len(ids) == 2 and ids <= cur._clean
    assert rep.to_dict(cur._clean) == redact_tree({**asdict(rep), "dropped": dict(rep.dropped), "ok": rep.ok})
