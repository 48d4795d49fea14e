"""The store's ledger: how many gems each user had after the last write, kept in Redis beside the store.

A store folder deleted or damaged (segments gone, id tracker truncated) used to read as an empty store:
`search` said "no memories" with exit 0. Every write records the user's gem count afterwards, with a write
id; readers compare, and fewer gems than recorded is damage, said in words, exit 1.

Order of writes keeps the ledger at or below the truth while nothing is damaged: a delete lowers the
count *before* it deletes (a crash in between reads as fewer expected, never as damage); an upsert
records the count read back *after* it (a crash in between leaves more gems than expected, which is fine).

The counts are also mirrored in a file inside the store's own folder (``GemStore.counts_path``), written
atomically, because losing Redis' AOF took the ledger with it: a store whose segments were lost at the same
time then answered from the few gems its WAL replayed, unnoticed. And `true-recall check` leaves a marker
(``GemStore.damage_path``) when it finds damage that counts cannot show (a payload page that cannot be read,
vectors overwritten): every reader refuses while it is there, until a restore or a clean check.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import redis

from utils.errors import BackendUnavailable, StoreDamaged
from utils.keys import Keys

if TYPE_CHECKING:
    from utils.config import Settings
    from utils.store.base import GemStore

log = logging.getLogger("true_recall.ledger")

# A read path (search, served many times a second) counts a user's gems again after this many seconds, and
# reads the ledger's recorded counts again (all users at once) at least this often; the damage mark is still
# looked at on every call. A count is ~1 ms at 1M gems.
RECOUNT_S = 5.0


def damage_message(where: str, user_id: str, expected: int, found: int | None, detail: str = "") -> str:
    """The one wording of a damaged store (search, memories, status and curate all say this)."""
    got = f"{found} found" if found is not None else f"it cannot be read ({detail})"
    return (f"the store at {where} is missing/damaged: {expected} gems expected for user {user_id}, {got}; "
            f"restore it (`true-recall restore BACKUP_DIR`), or if the loss is known and accepted, "
            f"`true-recall ledger --accept`")


def write_atomically(path: Path, data: dict[str, Any]) -> None:
    """Replace a small JSON file whole: a crash or a full disk leaves the old file or the new, never half of one."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(json.dumps(data, sort_keys=True))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


# What read_json answers for a file that is not there, and for one it cannot read or parse.
MISSING: Any = object()
UNREADABLE: Any = object()


def read_json(path: Path, what: str, then: str) -> Any:
    """A small JSON file read back (the other half of write_atomically): its data, MISSING when there is no
    file, or UNREADABLE when it cannot be read or parsed, after a warning naming `what` and what the caller
    does `then` (each caller decides what a damaged file means for it)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return MISSING
    except (OSError, ValueError) as e:
        log.warning("cannot read %s %s (%s); %s", what, path, e, then)
        return UNREADABLE


def read_counts(path: Path | None) -> dict[str, int]:
    """The store's own copy of the ledger's counts ({} when there is none or it cannot be read)."""
    if path is None:
        return {}
    raw = read_json(path, "the store's gem counts", "comparing with Redis' alone")
    return {str(u): int(n) for u, n in raw.items()} if isinstance(raw, dict) else {}


def read_damage(path: Path | None) -> list[str]:
    """What `true-recall check` found wrong with the store, while its marker is there ([] when none)."""
    if path is None or not path.exists():
        return []
    try:
        found = json.loads(path.read_text(encoding="utf-8")).get("problems") or []
    except (OSError, ValueError, AttributeError) as e:
        found = [f"the damage record {path} cannot be read ({e})"]
    return [str(p) for p in found] or [f"marked damaged ({path})"]


def known_damage_message(where: str, problems: list[str], marker: Path) -> str:
    """The wording of a store `true-recall check` found damaged."""
    first = problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")
    return (f"the store at {where} is damaged: {first}; `true-recall check` found it at {marker.name}. "
            f"Restore it (`true-recall restore BACKUP_DIR`); `true-recall check` clears the mark once it finds "
            f"the store whole")


class Ledger:
    """Per-user gem counts and write ids in Redis (keys in utils/keys.py), mirrored in the store's folder."""

    def __init__(self, r: redis.Redis | None, keys: Keys, settings: "Settings | None" = None,
                 mirror: Path | None = None) -> None:
        self._r = r
        self._settings = settings
        self.keys = keys
        self.mirror = mirror  # the store's counts file (GemStore.counts_path), kept beside Redis' copy
        self._whole: dict[str, tuple[int, float]] = {}  # user -> (gems counted, when): recent counts for reads
        # Read paths: every user's recorded count (Redis and the store's copy, merged), the store's write count
        # then, and when: one HGETALL per RECOUNT_S instead of a Redis round trip per search (see _expected_now).
        self._snapshot: tuple[dict[str, int], int | None, float] | None = None

    def _mirror(self, change: Any) -> None:
        """Apply change(counts) to the store's copy of the counts (only under the store's own lock)."""
        if self.mirror is None or not self.mirror.parent.is_dir():
            return
        counts = read_counts(self.mirror)
        change(counts)
        write_atomically(self.mirror, {u: n for u, n in counts.items() if n > 0})

    @classmethod
    def lazy(cls, settings: "Settings") -> "Ledger":
        """A ledger that connects to Redis at first use (opening a store must not need Redis)."""
        return cls(None, Keys(settings.redis.key_prefix), settings)

    @property
    def r(self) -> redis.Redis:
        if self._r is None:
            from utils.redis_conn import connect

            if self._settings is None:
                raise RuntimeError("a Ledger made without a client needs settings to connect with")
            self._r = connect(self._settings)
        return self._r

    # -- writes ----------------------------------------------------------------------------------

    def record(self, user_id: str, count: int) -> int:
        """The store holds `count` gems of the user after a write; returns the write id."""
        self._snapshot = None
        wid = int(self.r.incr(self.keys.ledger_write()))
        pipe = self.r.pipeline(transaction=False)
        pipe.hset(self.keys.ledger_gems(), user_id, count)
        pipe.hset(self.keys.ledger_writes(), user_id, wid)
        pipe.execute()
        self._mirror(lambda c: c.__setitem__(user_id, int(count)))
        return wid

    def lower(self, user_id: str, n: int) -> None:
        """Before deleting n gems: expect that many fewer (BackendUnavailable, nothing deleted, if Redis is down)."""
        self._snapshot = None
        try:
            left = int(self.r.hincrby(self.keys.ledger_gems(), user_id, -n))
            if left < 0:
                self.r.hset(self.keys.ledger_gems(), user_id, 0)
        except redis.RedisError as e:
            raise BackendUnavailable(f"Redis did not answer ({e}); nothing was deleted. Check redis.url and retry") from e
        self._mirror(lambda c: c.__setitem__(user_id, max(0, c.get(user_id, 0) - n)))

    def forget(self, user_id: str) -> None:
        self._snapshot = None
        pipe = self.r.pipeline(transaction=False)
        pipe.hdel(self.keys.ledger_gems(), user_id)
        pipe.hdel(self.keys.ledger_writes(), user_id)
        pipe.execute()
        self._mirror(lambda c: c.pop(user_id, None))

    def reset(self, counts: dict[str, int]) -> None:
        """Record exactly these counts (after a restore, or an accepted loss)."""
        self._snapshot = None
        pipe = self.r.pipeline(transaction=True)
        pipe.delete(self.keys.ledger_gems(), self.keys.ledger_writes())
        if counts:
            pipe.hset(self.keys.ledger_gems(), mapping={u: int(n) for u, n in counts.items()})
        pipe.execute()
        self._mirror(lambda c: (c.clear(), c.update({u: int(n) for u, n in counts.items()})))

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

    def problems(self, store: "GemStore", users: list[str] | None = None, redis_ok: bool = True,
                 cached: bool = False) -> list[str]:
        """One damage message per user whose store count is below the ledger's (all recorded users by default),
        the ledger being the larger of Redis' count and the store folder's own copy; first, what
        `true-recall check` marked. redis_ok=False compares with the folder's copy alone (Redis is down)."""
        marker = getattr(store, "damage_path", None)
        known = read_damage(marker)
        if known:
            return [known_damage_message(store.where, known, marker)]
        if cached and redis_ok and users is not None:
            want = dict(self._expected_now(store))
        else:
            want = read_counts(getattr(store, "counts_path", None))
            if redis_ok:
                if users is None:
                    recorded = self.expected_all()
                else:  # one user per search: their fields, not the whole hash
                    got = self.r.hmget(self.keys.ledger_gems(), users) if users else []
                    recorded = {u: int(v) for u, v in zip(users, got) if v is not None}
                for u, n in recorded.items():
                    want[u] = max(n, want.get(u, 0))
        if users is not None:
            want = {u: n for u, n in want.items() if u in users}
        want = {u: n for u, n in want.items() if n > 0}
        if not want:
            return []
        where = store.where
        now = time.monotonic()
        try:
            found: dict[str, int] | None = {}
            for u, n in want.items():
                seen = self._whole.get(u) if cached else None
                if seen is not None and seen[0] >= n and now - seen[1] < RECOUNT_S:
                    found[u] = seen[0]  # type: ignore[index]
                else:
                    found[u] = store.count(u)  # type: ignore[index]
                    self._whole[u] = (found[u], now)  # type: ignore[index]
            detail = ""
        except Exception as e:  # noqa: BLE001 - a store that cannot even count is damaged, said in words
            found, detail = None, f"{type(e).__name__}: {e}"
        out = []
        for u, n in sorted(want.items()):
            got = None if found is None else found[u]
            if got is None or got < n:
                self._whole.pop(u, None)
                out.append(damage_message(where, u, n, got, detail))
        return out

    def _expected_now(self, store: "GemStore") -> dict[str, int]:
        """Every user's recorded count (the larger of Redis' and the store folder's copy), read again when
        RECOUNT_S passed, when this process wrote through the ledger, or when the store was written or
        closed since (EdgeStore.changes: another process may have written it while it was let go).

        A search used to ask Redis (HMGET) every time: a round trip to another process per search, 17 % of
        serve's samples at 100k gems (py-spy, bench/serve_ab.py) and more on a busy host. A stale snapshot
        can only err towards damage (a count lowered elsewhere meanwhile), and check() confirms any damage
        with fresh reads before it says so."""
        now = time.monotonic()
        changes = getattr(store, "changes", None)
        snap = self._snapshot
        if snap is not None and snap[1] == changes and now - snap[2] < RECOUNT_S:
            return snap[0]
        want = read_counts(getattr(store, "counts_path", None))
        for u, n in self.expected_all().items():
            want[u] = max(n, want.get(u, 0))
        self._snapshot = (want, changes, now)
        return want

    def check(self, store: "GemStore", user_id: str, cached: bool = False) -> None:
        """StoreDamaged when the store holds fewer of the user's gems than recorded (cached: a count taken
        less than RECOUNT_S ago, against a ledger count no higher, stands, and the recorded counts may be
        up to RECOUNT_S old: a search path, not a write; damage found so is confirmed with fresh reads)."""
        bad = self.problems(store, [user_id], cached=cached)
        if bad and cached:
            self._snapshot = None
            bad = self.problems(store, [user_id], cached=False)
        if bad:
            raise StoreDamaged(bad[0])


def verify_read(store: "GemStore", user_id: str) -> None:
    """For read paths (search, memories): StoreDamaged on damage; a Redis that does not answer skips the check."""
    ledger = store.ledger
    if ledger is None:
        return
    try:
        ledger.check(store, user_id, cached=True)
    except redis.RedisError as e:
        log.warning("could not compare the store with its ledger in Redis (%s); comparing with its own copy", e)
        bad = ledger.problems(store, [user_id], redis_ok=False)
        if bad:
            raise StoreDamaged(bad[0]) from e
