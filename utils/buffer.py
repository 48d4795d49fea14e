"""The Redis staging buffer: capture writes turns here, the curator reads and trims them.

Each turn is its own key with a TTL (``ttl_hours`` from staging, really set: ``SET NX EX``), indexed by
turn time in a per-user sorted set. A batch of turns and the checkpoint of the file they came from
are written in one MULTI/EXEC, so after any crash either both landed or neither did: no turn is lost
and none is staged twice. All keys of a batch share the user's hash tag (Redis Cluster safe).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any

import msgspec
import redis

from schemas import StagedTurn, Turn
from utils.keys import Keys
from utils.redis_conn import is_cluster_client

# A quarantine stream keeps the newest entries only; the counter keeps the total.
QUARANTINE_MAXLEN = 10_000
# A user's remembered-secret fingerprints (keys.secret_fps): the newest this many, for this long after the
# last one was added. Bounded so a chat full of keys cannot grow it without end; a year, because a password
# pasted once is repeated months later.
SECRET_FPS_MAX = 4096
SECRET_FPS_TTL_S = 365 * 86400


# Many turn writes at once: KEYS[1] = the user's time index (zset), KEYS[2..] = turn keys; ARGV[1] = ttl,
# ARGV[2] = the values, each ending in a newline (JSON never holds a raw newline: it is escaped as \n), ARGV[3] =
# one mode letter per turn key: "n" = new turn (SET NX EX: a turn staged twice stays one entry), "u" = a longer
# version of a staged turn (SET XX KEEPTTL: overwrite in place, never resurrect a turn the curator already
# removed); ARGV[4] = the length of the turn keys' common prefix (what follows it is the turn id, the index
# member); ARGV[5] = each turn key's index score (ms) as 16 characters ("%016d"), read for the "n" turns. One
# script call with a handful of arguments instead of a command, or three arguments, per turn: what the client
# pays per turn (packing every argument) is most of a backfill's cost next to raw writes; fixed-width scores and
# members cut from the keys spare the script a search per turn. Returns how many were new.
# No TTL on the index: a member whose turn key expired before curation is how readers notice the loss
# (utils/expiry.py rolls the files back for re-staging); members are removed when pruned or trimmed.
_WRITE_TURNS = """
local vals, modes, plen, scores = ARGV[2], ARGV[3], tonumber(ARGV[4]), ARGV[5]
local pos = 1
local n = 0
local z = {}
for i = 2, #KEYS do
  local stop = string.find(vals, '\\n', pos, true)
  local v = string.sub(vals, pos, stop - 1)
  pos = stop + 1
  if string.byte(modes, i - 1) == 117 then  -- 'u'
    redis.call('SET', KEYS[i], v, 'XX', 'KEEPTTL')
  else
    if redis.call('SET', KEYS[i], v, 'NX', 'EX', ARGV[1]) then
      n = n + 1
    end
    z[#z + 1] = string.sub(scores, i * 16 - 31, i * 16 - 16)
    z[#z + 1] = string.sub(KEYS[i], plen + 1)
    if #z >= 1000 then
      redis.call('ZADD', KEYS[1], unpack(z))
      z = {}
    end
  end
end
if #z > 0 then
  redis.call('ZADD', KEYS[1], unpack(z))
end
return n
"""
_ENCODE_LINES = msgspec.json.Encoder().encode_lines


def wait_settings(settings: Any) -> dict[str, int]:
    """Buffer's replica wait from the settings: WAIT times out before the socket would."""
    return {"wait_replicas": settings.redis.wait_replicas,
            "wait_timeout_ms": max(100, int(settings.redis.socket_timeout_s * 1000 * 0.8))}


def _ms(ts: datetime) -> int:
    return int(ts.timestamp() * 1000)


class Buffer:
    """Staged turns of every user."""

    def __init__(self, r: redis.Redis, keys: Keys, ttl_hours: float, wait_replicas: int = 0,
                 wait_timeout_ms: int = 2000) -> None:
        self.r = r
        self.keys = keys
        # Staged batches count as committed only once on this many replicas (redis.wait_replicas).
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self.ttl_s = max(1, int(ttl_hours * 3600))
        self._write_turns = r.register_script(_WRITE_TURNS)
        self._cluster = is_cluster_client(r)

    # ---- capture side -------------------------------------------------------------------------

    def commit(
        self,
        user_id: str,
        turns: Sequence[StagedTurn | Turn],
        checkpoint: tuple[str, str] | None = None,
        quarantined: Sequence[dict[str, str]] = (),
        stats: dict[str, int] | None = None,
        updates: set[str] | frozenset[str] | None = None,
        secret_fps: Sequence[str] = (),
    ) -> int:
        """Stage turns, quarantine bad lines and save the checkpoint in ONE transaction; returns new turns.

        secret_fps: fingerprints of secrets this batch found, added to the user's set (keys.secret_fps) in
        the same transaction, so a secret is remembered exactly when the turns it was cut from are staged.

        One ZADD for the index, and the quarantine records of the batch ride in the same MULTI as the checkpoint that steps past their lines, so a crash
        can neither lose the record of a bad line nor write it twice. Turns whose id is in `updates`
        overwrite the staged version in place (a reply that grew), keeping its TTL and index entry.
        Stats are counted afterwards
        (another cluster slot), so a crash in between undercounts and never double counts.
        """
        k = self.keys
        for t in turns:
            if t.user_id != user_id:
                raise ValueError(f"turn {t.turn_id} belongs to {t.user_id}, not {user_id}")
        if turns and len(updates or ()) < len(turns):
            # Before the transaction (the users set is another cluster slot): idempotent, and a
            # failure here leaves nothing half done.
            self.r.sadd(k.users(), user_id)
        durable = self.wait_replicas > 0
        pipe = self._durable_pipe(user_id) if durable else self.r.pipeline(transaction=True)
        if turns:
            # Keys as bytes: redis-py packs a bytes argument as it is, a str it encodes first (half of what
            # packing the script call costs per turn).
            prefix = k.turn(user_id, "").encode()
            ids = [t.turn_id for t in turns]
            # Capture stages StagedTurns, encoded by msgspec in one call; a pydantic Turn gives the very same JSON.
            staged = [t if isinstance(t, StagedTurn) else StagedTurn(**dict(t)) for t in turns]
            updates = updates or frozenset()
            modes = "".join(["u" if i in updates else "n" for i in ids]) if updates else "n" * len(ids)
            # One index member per id (ZADD keeps one): a turn twice in one batch is indexed once.
            scores = "".join([f"{_ms(t.timestamp):016d}" for t in turns])
            script_keys = [k.turns(user_id), *[prefix + i.encode() for i in ids]]
            script_args = [self.ttl_s, _ENCODE_LINES(staged), modes, len(prefix), scores]
            if self._cluster and not durable:
                # redis-py's cluster pipeline refuses EVALSHA (and its eval()); EVAL sends the script (1 KB) per batch.
                pipe.execute_command("EVAL", _WRITE_TURNS, len(script_keys), *script_keys, *script_args)
            else:
                self._write_turns(keys=script_keys, args=script_args, client=pipe)
        for q in quarantined:
            pipe.xadd(k.quarantine(user_id), dict(q), maxlen=QUARANTINE_MAXLEN, approximate=True)
        if checkpoint is not None:
            pipe.set(k.checkpoint(user_id, checkpoint[0]), checkpoint[1])
        if secret_fps:
            fk = k.secret_fps(user_id)
            now = int(time.time() * 1000)
            pipe.zadd(fk, dict.fromkeys(secret_fps, now))
            pipe.zremrangebyrank(fk, 0, -(SECRET_FPS_MAX + 1))
            pipe.expire(fk, SECRET_FPS_TTL_S)
        res = self._execute_durable(pipe) if durable else pipe.execute()
        new = int(res[0]) if turns else 0
        after = self.r.pipeline(transaction=False)
        for name, n in (stats or {}).items():
            if n:
                after.hincrby(k.capture_stats(), name, n)
        if new:
            after.hincrby(k.capture_stats(), "turns", new)
        if len(after):
            try:
                after.execute()
            except redis.RedisError:
                pass  # the batch is committed; retrying it for a counter would be worse than undercounting
        return new

    # ---- replicas (redis.wait_replicas) ----------------------------------------------------------

    def _durable_pipe(self, user_id: str) -> Any:
        """A plain pipeline on the primary of the user's slot, opened with MULTI: its EXEC and a WAIT after it
        travel on one connection (WAIT counts the replicas that have this connection's writes)."""
        target = self.r
        if self._cluster:
            target = self.r.get_node_from_key(self.keys.turns(user_id)).redis_connection
        pipe = target.pipeline(transaction=False)
        pipe.execute_command("MULTI")
        return pipe

    def _execute_durable(self, pipe: Any) -> list[Any]:
        """EXEC, then WAIT for `wait_replicas` replicas; the transaction's replies. A batch not on enough
        replicas in time raises BackendUnavailable: it is not acknowledged (the stager retries it, and a
        retry that finds it landed confirms it the same way, see confirm())."""
        from utils.errors import BackendUnavailable

        pipe.execute_command("EXEC")
        pipe.execute_command("WAIT", self.wait_replicas, self.wait_timeout_ms)
        try:
            res = pipe.execute()
        except redis.RedisError:
            if self._cluster:
                try:
                    self.r.nodes_manager.initialize()  # the slot may have moved: ask the cluster again
                except redis.RedisError:
                    pass
            raise
        replies, acked = res[-2], int(res[-1])
        if replies is None:
            raise BackendUnavailable("Redis aborted the transaction (EXEC returned nothing)")
        for x in replies:
            if isinstance(x, Exception):
                raise x
        if acked < self.wait_replicas:
            raise BackendUnavailable(f"the batch reached {acked} of redis.wait_replicas={self.wait_replicas} "
                                     f"replicas within {self.wait_timeout_ms} ms: not acknowledged yet")
        return list(replies)

    def confirm(self, user_id: str, file_key: str, payload: str) -> None:
        """A retried batch found already committed: with redis.wait_replicas, write its checkpoint again and
        WAIT, so that it (and everything before it on the primary) is on the replicas before it counts."""
        if self.wait_replicas > 0:
            pipe = self._durable_pipe(user_id)
            pipe.set(self.keys.checkpoint(user_id, file_key), payload)
            self._execute_durable(pipe)

    def secret_fingerprints(self, user_id: str) -> list[str]:
        """The user's remembered-secret fingerprints (keys.secret_fps), newest last."""
        return [x.decode() if isinstance(x, bytes) else str(x)
                for x in self.r.zrange(self.keys.secret_fps(user_id), 0, -1)]

    def expire_checkpoint(self, user_id: str, file_key: str, seconds: int) -> None:
        """Let the checkpoint of a file that is gone expire (it can never be read again)."""
        self.r.expire(self.keys.checkpoint(user_id, file_key), seconds)

    def checkpoint(self, user_id: str, file_key: str) -> str | None:
        """The saved checkpoint JSON of one file, if any."""
        v = self.r.get(self.keys.checkpoint(user_id, file_key))
        return v if isinstance(v, str) or v is None else v.decode()

    def checkpoints_of(self, user_id: str, file_keys: Sequence[str]) -> list[str | None]:
        """The saved checkpoints of many sources in one round trip per 1000 (None where there is none)."""
        out: list[str | None] = []
        for i in range(0, len(file_keys), 1000):
            vals = self.r.mget([self.keys.checkpoint(user_id, fk) for fk in file_keys[i : i + 1000]])
            out.extend(v if isinstance(v, str) or v is None else v.decode() for v in vals)
        return out

    def checkpoints(self, user_id: str = "*") -> dict[str, str]:
        """Every saved checkpoint key -> JSON (for status)."""
        out: dict[str, str] = {}
        for key in self.r.scan_iter(match=self.keys.checkpoints_pattern(user_id), count=500):
            v = self.r.get(key)
            if v is not None:
                out[key] = v
        return out

    def note_unreadable(self, path: str, why: str) -> None:
        """Record a session file capture cannot read (shown by `status` until it becomes readable)."""
        self.r.hset(self.keys.unreadable(), path, why)

    def readable_again(self, path: str) -> None:
        self.r.hdel(self.keys.unreadable(), path)

    def unreadable(self) -> dict[str, str]:
        """Session files capture could not read: path -> why."""
        return dict(self.r.hgetall(self.keys.unreadable()))

    def quarantined(self, user_id: str, count: int = 100) -> list[dict[str, str]]:
        """The newest quarantined lines of a user."""
        return [dict(fields) for _id, fields in self.r.xrevrange(self.keys.quarantine(user_id), count=count)]

    # ---- curator side -------------------------------------------------------------------------

    def users(self) -> list[str]:
        """Users that have staged turns (some may have expired since)."""
        return sorted(self.r.smembers(self.keys.users()))

    def turns(
        self,
        user_id: str,
        since: datetime | None = None,
        until: datetime | None = None,
        include_curated: bool = False,
    ) -> list[Turn]:
        """The user's staged turns with since <= time < until, in time order; expired ones pruned."""
        k = self.keys
        lo = _ms(since) if since else "-inf"
        hi = f"({_ms(until)}" if until else "+inf"
        scored: list[tuple[str, float]] = self.r.zrangebyscore(k.turns(user_id), lo, hi, withscores=True)
        if not scored:
            return []
        ids = [i for i, _ in scored]
        score = dict(scored)
        curated = set() if include_curated else self._curated_among(user_id, ids)
        wanted = [i for i in ids if i not in curated]
        out: list[Turn] = []
        gone: list[str] = []
        for chunk in _chunks(wanted, 500):
            for tid, raw in zip(chunk, self.r.mget([k.turn(user_id, t) for t in chunk])):
                if raw is None:
                    gone.append(tid)  # TTL expired: drop it from the index too
                else:
                    out.append(Turn.model_validate_json(raw))
        if gone:
            # A pending turn whose key expired was never curated: record it (utils/expiry.py rolls its
            # files back so they are staged again) in the same transaction that prunes it.
            done = self._curated_among(user_id, gone) if include_curated else set()
            lost = [g for g in gone if g not in done]
            pipe = self.r.pipeline(transaction=True)
            if lost:
                pipe.hset(k.expired(user_id), mapping={g: int(score[g]) for g in lost})
            pipe.zrem(k.turns(user_id), *gone)
            if done:
                pipe.zrem(k.curated(user_id), *done)
            pipe.execute()
        out.sort(key=lambda t: (t.timestamp, t.conversation_id, t.turn_number))
        return out

    def uncurated_before(self, user_id: str, until: datetime) -> tuple[int, datetime | None]:
        """How many staged, uncurated turns lie before `until`, and the oldest one's time (ids only)."""
        from datetime import timezone

        pairs: list[tuple[str, float]] = self.r.zrangebyscore(
            self.keys.turns(user_id), "-inf", f"({_ms(until)}", withscores=True)
        if not pairs:
            return 0, None
        curated = self._curated_among(user_id, [i for i, _ in pairs])
        left = [ms for i, ms in pairs if i not in curated]
        oldest = datetime.fromtimestamp(min(left) / 1000, tz=timezone.utc) if left else None
        return len(left), oldest

    def _curated_among(self, user_id: str, ids: Sequence[str]) -> set[str]:
        scores = self.r.zmscore(self.keys.curated(user_id), list(ids))
        return {i for i, s in zip(ids, scores) if s is not None}

    def mark_curated(self, user_id: str, turns: Iterable[Turn]) -> None:
        """Remember that these turns were curated, so they are not sent to the curator again."""
        members = {t.turn_id: _ms(t.timestamp) for t in turns}
        if members:
            pipe = self.r.pipeline(transaction=True)
            pipe.zadd(self.keys.curated(user_id), members)
            pipe.expire(self.keys.curated(user_id), self.ttl_s)
            pipe.execute()

    def trim_into(self, pipe: "redis.client.Pipeline", user_id: str, remove: Sequence[str], mark: dict[str, int]) -> None:
        """Queue the curator's trim on a transaction: delete `remove`, mark `mark` (turn_id -> ms) curated."""
        k = self.keys
        if remove:
            pipe.delete(*[k.turn(user_id, t) for t in remove])
            pipe.zrem(k.turns(user_id), *remove)
            pipe.zrem(k.curated(user_id), *remove)
        if mark:
            pipe.zadd(k.curated(user_id), mark)
            pipe.expire(k.curated(user_id), self.ttl_s)

    def remove(self, user_id: str, turn_ids: Iterable[str]) -> int:
        """Delete turns from the buffer (the curator does this once their gems are stored)."""
        ids = list(turn_ids)
        if not ids:
            return 0
        k = self.keys
        pipe = self.r.pipeline(transaction=True)
        pipe.delete(*[k.turn(user_id, t) for t in ids])
        pipe.zrem(k.turns(user_id), *ids)
        pipe.zrem(k.curated(user_id), *ids)
        return int(pipe.execute()[0])

    # ---- expiry: extend pending turns, count by state, files to stage again --------------------

    def pending_ids(self, user_id: str) -> list[str]:
        """Ids in the user's index not yet curated (some may have expired)."""
        ids: list[str] = self.r.zrange(self.keys.turns(user_id), 0, -1)
        if not ids:
            return []
        curated: set[str] = set()
        for chunk in _chunks(ids, 1000):
            curated |= self._curated_among(user_id, chunk)
        return [i for i in ids if i not in curated]

    def pttls(self, user_id: str, ids: Sequence[str]) -> list[int]:
        """Milliseconds left of each turn (-2: gone, -1: no TTL)."""
        out: list[int] = []
        for chunk in _chunks(ids, 1000):
            pipe = self.r.pipeline(transaction=False)
            for t in chunk:
                pipe.pttl(self.keys.turn(user_id, t))
            out += [int(x) for x in pipe.execute()]
        return out

    def extend_pending(self, user_id: str, margin_s: float) -> int:
        """Give pending turns with less than margin_s left their full TTL again; returns how many.

        Only turns not yet curated: a curated turn's memory is safe and it may expire. XX-style: an
        EXPIRE on a key that is gone does nothing, so this can never resurrect a turn.
        """
        ids = self.pending_ids(user_id)
        short = [t for t, ms in zip(ids, self.pttls(user_id, ids)) if 0 <= ms < margin_s * 1000]
        if short:
            pipe = self.r.pipeline(transaction=False)
            for t in short:
                pipe.expire(self.keys.turn(user_id, t), self.ttl_s)
            pipe.execute()
        return len(short)

    def states(self, user_id: str, soon_s: float) -> dict[str, int]:
        """Staged turns by state: pending, curated (kept as context), expiring soon (pending, < soon_s left),
        expired (pending, key gone, not yet pruned), and expired_recorded (pruned, awaiting re-staging)."""
        k = self.keys
        total = int(self.r.zcard(k.turns(user_id)))
        pending = self.pending_ids(user_id)
        ttls = self.pttls(user_id, pending)
        expired = sum(1 for ms in ttls if ms == -2)
        soon = sum(1 for ms in ttls if 0 <= ms < soon_s * 1000)
        return {"pending": len(pending) - expired, "curated": total - len(pending), "expiring_soon": soon,
                "expired": expired + int(self.r.hlen(k.expired(user_id)))}

    def min_pending_ttl_s(self, user_id: str) -> float | None:
        """Seconds left of the pending turn closest to expiry (None without pending turns)."""
        left = [ms for ms in self.pttls(user_id, self.pending_ids(user_id)) if ms >= 0]
        return min(left) / 1000 if left else None

    def expired(self, user_id: str) -> dict[str, int]:
        """Recorded expired turns: turn_id -> turn time (ms)."""
        return {k: int(v) for k, v in self.r.hgetall(self.keys.expired(user_id)).items()}

    def clear_expired(self, user_id: str, turn_ids: Iterable[str]) -> None:
        ids = list(turn_ids)
        if ids:
            self.r.hdel(self.keys.expired(user_id), *ids)

    def mark_restage(self, user_id: str, file_key: str, from_ms: int) -> None:
        """Read this file again from the start, staging its turns from `from_ms` on (keeps the earliest)."""
        key = self.keys.restage(user_id)
        old = self.r.hget(key, file_key)
        if old is None or int(old) > from_ms:
            self.r.hset(key, file_key, from_ms)

    def restage_from(self, user_id: str, file_key: str) -> int | None:
        """The turn time (ms) a file is to be staged again from, if it is marked."""
        v = self.r.hget(self.keys.restage(user_id), file_key)
        return int(v) if v is not None else None

    def restaged(self, user_id: str, file_key: str) -> None:
        """The file was read to its end again: drop the mark."""
        self.r.hdel(self.keys.restage(user_id), file_key)

    def size(self, user_id: str) -> int:
        """Turns in the user's index (including any not yet pruned after expiry)."""
        return int(self.r.zcard(self.keys.turns(user_id)))

    def oldest(self, user_id: str) -> datetime | None:
        """Time of the user's oldest staged turn."""
        from datetime import timezone

        first = self.r.zrange(self.keys.turns(user_id), 0, 0, withscores=True)
        return datetime.fromtimestamp(first[0][1] / 1000, tz=timezone.utc) if first else None

    def forget_user(self, user_id: str) -> int:
        """Delete every buffered turn of a user (turns, index, markers, quarantine).

        File checkpoints stay: they only say how far the files were read, and without them the
        daemon would stage the same files again from the start.
        """
        n = 0
        for key in self.r.scan_iter(match=self.keys.user_pattern(user_id), count=1000):
            if ":cp:" not in key:
                n += int(self.r.delete(key))
        self.r.srem(self.keys.users(), user_id)
        return n


    # ---- rewriting in place (scrub, forget) ---------------------------------------------------

    def rewrite_turns(self, user_id: str, turns: Iterable[Turn]) -> int:
        """Write these (already staged) turns again, keeping each key's TTL; turns gone meanwhile stay gone."""
        pipe = self.r.pipeline(transaction=False)
        n = 0
        for t in turns:
            pipe.set(self.keys.turn(user_id, t.turn_id), t.model_dump_json(), xx=True, keepttl=True)
            n += 1
        return sum(1 for ok in pipe.execute() if ok) if n else 0

    def rewrite_quarantine(self, user_id: str, change: Callable[[dict[str, str]], dict[str, str]]) -> int:
        """Apply `change` to every quarantine record of the user; the stream is rewritten (same ids, same
        order) in one transaction when any record changed. Returns the records changed."""
        key = self.keys.quarantine(user_id)
        entries = self.r.xrange(key)
        new = [(eid, change(dict(fields))) for eid, fields in entries]
        changed = sum(1 for (_, old), (_, nw) in zip(entries, new) if dict(old) != nw)
        if changed:
            ttl = self.r.pttl(key)
            pipe = self.r.pipeline(transaction=True)
            pipe.delete(key)
            for eid, fields in new:
                pipe.xadd(key, fields, id=eid)
            if ttl and ttl > 0:
                pipe.pexpire(key, ttl)
            pipe.execute()
        return changed

    def rewrite_checkpoint_texts(self, user_id: str, fn: Callable[[str], str]) -> int:
        """Apply fn to the message texts a checkpoint's pairing state holds (the turn still waiting for its
        reply, and the last one emitted); offsets and ids stay. Returns the checkpoints changed."""
        return self.rewrite_checkpoints(user_id, lambda cp: checkpoint_texts(cp, fn))

    def rewrite_checkpoints(self, user_id: str, change: Callable[[dict[str, Any]], dict[str, Any]]) -> int:
        """Apply `change` to the state in every checkpoint of the user (keeping TTLs); returns how many changed."""
        n = 0
        for key in self.r.scan_iter(match=self.keys.checkpoints_pattern(user_id), count=500):
            raw = self.r.get(key)
            if raw is None:
                continue
            try:
                cp = json.loads(raw)
            except ValueError:
                continue
            new = change(cp)
            if new != cp:
                self.r.set(key, json.dumps(new), xx=True, keepttl=True)
                n += 1
        return n


def checkpoint_texts(cp: dict[str, Any], fn: Callable[[str], str]) -> dict[str, Any]:
    """A checkpoint with fn applied to the message texts of its pairing state (pending `p`, open `o`)."""
    state = cp.get("state")
    if not isinstance(state, dict):
        return cp
    st = dict(state)
    for part in ("p", "o"):
        t = st.get(part)
        if isinstance(t, dict):
            t = dict(t)
            if isinstance(t.get("u"), str):
                t["u"] = fn(t["u"])
            if isinstance(t.get("a"), list):
                t["a"] = [fn(x) if isinstance(x, str) else x for x in t["a"]]
            st[part] = t
    return {**cp, "state": st}


def without_secret_memory(cp: dict[str, Any]) -> dict[str, Any]:
    """A checkpoint whose pairing state no longer remembers the conversation's secret fingerprints (forgetting
    a user leaves no record keyed to them; the offsets stay)."""
    state = cp.get("state")
    if not isinstance(state, dict) or not state.get("sec"):
        return cp
    return {**cp, "state": {**state, "sec": None}}


def _chunks(seq: Sequence[str], n: int) -> Iterable[Sequence[str]]:
    for i in range(0, len(seq), n):
        yield seq[i : i + n]
