"""The store's ledger: how many gems each user had after the last write, kept in Redis beside the store.

A store folder deleted or damaged (segments gone, id tracker truncated) used to read as an empty store:
`search` said "no memories" with exit 0. Every write records the user's gem count afterwards, with a write
id; readers compare, and fewer gems than recorded is damage, said in words, exit 1.

Order of writes keeps the ledger at or below the truth while nothing is damaged: a delete lowers the
count *before* it deletes (a crash in between reads as fewer expected, never as damage); an upsert
records the count read back *after* it (a crash in between leaves more gems than expected, which is fine).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import redis

from utils.errors import BackendUnavailable, StoreDamaged
from utils.keys import Keys

if TYPE_CHECKING:
    from utils.config import Settings
    from utils.store.base import GemStore

log = logging.getLogger("true_recall.ledger")


def damage_message(where: str, user_id: str, expected: int, found: int | None, detail: str = "") -> str:
    """The one wording of a damaged store (search, memories, status and curate all say this)."""
    got = f"{found} found" if found is not None else f"it cannot be read ({detail})"
    return (f"the store at {where} is missing/damaged: {expected} gems expected for user {user_id}, {got}; "
            f"restore it (`true-recall restore BACKUP_DIR`), or if the loss is known and accepted, "
            f"`true-recall ledger --accept`")


class Ledger:
    """Per-user gem counts and write ids in Redis (keys in utils/keys.py)."""

    def __init__(self, r: redis.Redis | None, keys: Keys, settings: "Settings | None" = None) -> None:
        self._r = r
        self._settings = settings
        self.keys = keys

    @classmethod
    def lazy(cls, settings: "Settings") -> "Ledger":
        """A ledger that connects to Redis at first use (opening a store must not need Redis)."""
        return cls(None, Keys(settings.redis.key_prefix), settings)

    @property
    def r(self) -> redis.Redis:
        if self._r is None:
            from utils.redis_conn import connect

            assert self._settings is not None
            self._r = connect(self._settings)
        return self._r

    # -- writes ----------------------------------------------------------------------------------

    def record(self, user_id: str, count: int) -> int:
        """The store holds `count` gems of the user after a write; returns the write id."""
        wid = int(self.r.incr(self.keys.ledger_write()))
        pipe = self.r.pipeline(transaction=False)
        pipe.hset(self.keys.ledger_gems(), user_id, count)
        pipe.hset(self.keys.ledger_writes(), user_id, wid)
        pipe.execute()
        return wid

    def lower(self, user_id: str, n: int) -> None:
        """Before deleting n gems: expect that many fewer (BackendUnavailable, nothing deleted, if Redis is down)."""
        try:
            left = int(self.r.hincrby(self.keys.ledger_gems(), user_id, -n))
            if left < 0:
                self.r.hset(self.keys.ledger_gems(), user_id, 0)
        except redis.RedisError as e:
            raise BackendUnavailable(f"Redis did not answer ({e}); nothing was deleted. Check redis.url and retry") from e

    def forget(self, user_id: str) -> None:
        pipe = self.r.pipeline(transaction=False)
        pipe.hdel(self.keys.ledger_gems(), user_id)
        pipe.hdel(self.keys.ledger_writes(), user_id)
        pipe.execute()

    def reset(self, counts: dict[str, int]) -> None:
        """Record exactly these counts (after a restore, or an accepted loss)."""
        pipe = self.r.pipeline(transaction=True)
        pipe.delete(self.keys.ledger_gems(), self.keys.ledger_writes())
        if counts:
            pipe.hset(self.keys.ledger_gems(), mapping={u: int(n) for u, n in counts.items()})
        pipe.execute()

    # -- reads -----------------------------------------------------------------------------------

    def expected(self, user_id: str) -> int | None:
        v = self.r.hget(self.keys.ledger_gems(), user_id)
        return int(v) if v is not None else None

    def expected_all(self) -> dict[str, int]:
        return {(k.decode() if isinstance(k, bytes) else k): int(v)
                for k, v in self.r.hgetall(self.keys.ledger_gems()).items()}

    def last_write(self, user_id: str) -> int | None:
        v = self.r.hget(self.keys.ledger_writes(), user_id)
        return int(v) if v is not None else None

    def problems(self, store: "GemStore", users: list[str] | None = None) -> list[str]:
        """One damage message per user whose store count is below the ledger's (all recorded users by default)."""
        want = self.expected_all()
        if users is not None:
            want = {u: n for u, n in want.items() if u in users}
        want = {u: n for u, n in want.items() if n > 0}
        if not want:
            return []
        where = store.where
        try:
            found: dict[str, int] | None = {u: store.count(u) for u in want}
            detail = ""
        except Exception as e:  # noqa: BLE001 - a store that cannot even count is damaged, said in words
            found, detail = None, f"{type(e).__name__}: {e}"
        out = []
        for u, n in sorted(want.items()):
            got = None if found is None else found[u]
            if got is None or got < n:
                out.append(damage_message(where, u, n, got, detail))
        return out

    def check(self, store: "GemStore", user_id: str) -> None:
        """StoreDamaged when the store holds fewer of the user's gems than recorded."""
        bad = self.problems(store, [user_id])
        if bad:
            raise StoreDamaged(bad[0])


def verify_read(store: "GemStore", user_id: str) -> None:
    """For read paths (search, memories): StoreDamaged on damage; a Redis that does not answer skips the check."""
    ledger = store.ledger
    if ledger is None:
        return
    try:
        ledger.check(store, user_id)
    except redis.RedisError as e:
        log.warning("could not compare the store with its ledger (Redis: %s)", e)
