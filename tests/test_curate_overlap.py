"""curate/curator.py's _run_users: with a batch-invariant embedder and an extractor that takes no model time, the
next user is read and extracted before the last one's days are planned and written (the worker embeds the one
while the other is read); the gems are those of a user-by-user run, and a failure reading the next user still
writes the one before. With an LLM extractor, each user is written before the next is read."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import redis
from conftest import REDIS_URL
from test_curate_curator import ALLERGY, NOW, POSTGRES, REDIS, Scripted, keyword_extractor, mk_turns, stage

from curate.backend import Chunk, Extraction
from curate.curator import Curator, RunOptions
from utils.config import Settings, load_settings
from utils.embed import Embedder
from utils.keys import Keys
from utils.ledger import Ledger
from utils.store import GemStore, open_store

USERS = ("alice", "bob", "carol")
RULES = {"peanuts": ALLERGY, "Redis": REDIS, "Postgres": POSTGRES}


def staged(settings: Settings, r: redis.Redis) -> None:
    turns = []
    for i, u in enumerate(USERS):
        turns += mk_turns(["I'm allergic to peanuts", "We chose Redis for the cache", "hello"][: 2 + i % 2], user=u)
        turns += mk_turns(["Actually we use Postgres instead of Redis for the cache"], user=u, first=9)
    stage(settings, r, turns)


class Logged(Scripted):
    """The keyword extractor, taking no model time (as the rules curator), logging the users it extracts."""

    context_limited = False

    def __init__(self, log: list[str], limited: bool = False) -> None:
        inner = keyword_extractor(RULES)
        super().__init__(inner.fn)
        self.log = log
        self.context_limited = limited

    def extract(self, chunk: Chunk) -> Extraction:
        self.log.append(f"extract {chunk.turns[0].user_id}")
        return super().extract(chunk)


class Threads(Embedder):
    """The local model behind our own interface, keeping the thread each passage call ran on."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.batch_invariant = getattr(inner, "batch_invariant", False)
        self.threads: list[str] = []

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.embed_batch(texts)

    def embed_documents(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        self.threads.append(threading.current_thread().name)
        return self.inner.embed_documents(texts, batch_size)


def curate(settings: Settings, r: redis.Redis, store: GemStore, embedder: Embedder, log: list[str],
           users: Sequence[str] = (), limited: bool = False) -> object:
    cur = Curator(settings, r, Logged(log, limited), embedder, store)
    cur.on_step = lambda step: log.append("write") if step == "intent" else None
    return cur.run(RunOptions(now=NOW, all_pending=True, users=list(users)))


def gems(store: GemStore, user: str) -> dict[str, tuple[str, str | None, bytes]]:
    got = list(store.scroll(user))
    vecs = store.vectors(user, [g.id for g in got])
    return {g.id: (g.gem, g.superseded_by, vecs[g.id].tobytes()) for g in got}


def test_the_next_user_is_extracted_before_the_last_is_written_and_the_gems_are_a_user_by_user_run_s(
    settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder, tmp_path: Path,
) -> None:
    staged(settings, redis_client)
    log: list[str] = []
    emb = Threads(embedder)
    rep = curate(settings, redis_client, store, emb, log, USERS)
    assert rep.ok and rep.users == list(USERS), rep.failures  # type: ignore[attr-defined]
    assert log == ["extract alice", "extract bob", "write", "extract carol", "write", "write"]
    assert emb.threads and all(t.startswith("true-recall-embed") for t in emb.threads)
    together = {u: gems(store, u) for u in USERS}
    assert all(len(g) >= 2 for g in together.values())
    # The same users curated one run each, into a store and a buffer of their own: the same gems, links and
    # vector bits.
    second = load_settings(profile="embedded", env={}, overrides={
        "data_dir": str(tmp_path / "second"),
        "redis": {"url": REDIS_URL, "embedded": False, "key_prefix": f"{settings.redis.key_prefix}-second"}})
    staged(second, redis_client)
    other = open_store(second)
    try:
        for u in USERS:
            one: list[str] = []
            assert curate(second, redis_client, other, embedder, one, [u]).ok  # type: ignore[attr-defined]
            assert one == [f"extract {u}", "write"]
            assert gems(other, u) == together[u]
    finally:
        other.close()
        for k in redis_client.scan_iter(match=f"{second.redis.key_prefix}:*", count=1000):
            redis_client.delete(k)


def test_a_failure_reading_the_next_user_still_writes_the_one_before(
    settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder,
) -> None:
    staged(settings, redis_client)
    # bob's store is damaged: the ledger counts gems the store does not hold, so his part may not begin.
    Ledger(redis_client, Keys(settings.redis.key_prefix)).record("bob", 5)
    log: list[str] = []
    rep = curate(settings, redis_client, store, embedder, log, USERS)
    assert not rep.ok and any("bob" in f for f in rep.failures), rep.failures  # type: ignore[attr-defined]
    assert log == ["extract alice", "write"]  # alice read first, written first; the run stops at bob
    assert store.count("alice") == 3 and store.count("carol") == 0


def test_an_llm_extractor_writes_each_user_before_reading_the_next(
    settings: Settings, redis_client: redis.Redis, store: GemStore, embedder: Embedder,
) -> None:
    staged(settings, redis_client)
    log: list[str] = []
    assert curate(settings, redis_client, store, embedder, log, USERS, limited=True).ok  # type: ignore[attr-defined]
    assert log == ["extract alice", "write", "extract bob", "write", "extract carol", "write"]
