"""The curation lock: one curator at a time owns the buffer's curator side.

redis-py's ``Lock`` gives the pieces: SET NX PX with a token, and Lua scripts that extend or release
only when the token still matches. The token names the holder (host, pid) so a second curator can say
who is in the way. A daemon thread renews the expiry every third of ``lock_ttl_s``; if the lock is
ever lost (expired while Redis was unreachable, or taken over), ``check()`` raises before the
curator writes anything more.

A lock whose holder died is taken over at once instead of waiting out ``lock_ttl_s`` (a kill -9 used to
block every re-run for up to ten minutes): the holder's pid is gone on this host, or its renewal beat
(``<lock>:beat``, written at every renewal) is older than twice the renewal interval. The take-over is one
compare-and-set in Redis, so two curators noticing the same death cannot both win. Redis errors while
renewing or releasing are logged and never escape: the run still writes its report.

Past one machine it is a single-instance lock with a TTL, not Redlock: the key (and its beat, same
``{curate}`` hash tag) lives on the one primary serving that slot. On a failover (Redis Cluster, Sentinel)
the promoted replica serves it; replication is asynchronous, so a lock acknowledged but not yet replicated
can be missing there. Then a second curator may take it while the first still runs, until the first one's
next ``check()`` (before every batch it writes) finds the lock gone and stops. What bounds the harm in that
window: gem ids are derived from their content, the buffer trim and intent records are per user in one
transaction, and a batch is applied once (curate/intent.py). No fencing token is checked by the store.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid
from datetime import datetime, timezone

import redis
from redis.exceptions import LockError

from utils.errors import BackendUnavailable, LockHeld, StopError
from utils.process import pid_alive

log = logging.getLogger("true_recall.curate.lock")

# Take the lock from `holder` only if it still holds it (KEYS: lock, beat; ARGV: holder, token, ttl ms).
_TAKE_OVER = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  redis.call('SET', KEYS[2], ARGV[4], 'PX', ARGV[3])
  return 1
end
return 0
"""


# Tokens of this process whose release failed (Redis was down): a later run in this process may take them.
_UNRELEASED: set[str] = set()


def dead_reason(holder: str, beat: float | None, now: float, renew_every_s: float) -> str | None:
    """Why the holder of the lock is dead, or None if it may be alive (pure apart from the pid probe).

    The token is ``host:pid:time:nonce``. Same host and no such pid: dead. A renewal beat older than twice
    the renewal interval: its renewal stopped (the process hangs, or died on another host).
    """
    if holder in _UNRELEASED:
        return "this process ended that run but could not release its lock (Redis was down)"
    parts = holder.split(":")
    if len(parts) >= 2 and parts[0] == socket.gethostname() and parts[1].isdigit():
        pid = int(parts[1])
        if pid != os.getpid() and not pid_alive(pid):
            return f"process {pid} on this host is gone"
    if beat is not None and now - beat > 2 * renew_every_s:
        return f"its renewal stopped {now - beat:.0f}s ago (renewed every {renew_every_s:.0f}s)"
    return None


class LockLost(StopError):
    """The curation lock expired or was taken while this run was going; stop before writing more."""


class CurateLock:
    """A renewed Redis lock; use as a context manager."""

    def __init__(self, r: redis.Redis, name: str, ttl_s: float, renew_every_s: float | None = None) -> None:
        self.r = r
        self.name = name
        self.ttl_s = ttl_s
        self.renew_every_s = renew_every_s or max(0.05, ttl_s / 3)
        self.token = f"{socket.gethostname()}:{os.getpid()}:{datetime.now(timezone.utc):%Y-%m-%dT%H:%M:%SZ}:{uuid.uuid4().hex[:8]}"
        # thread_local=False: the renewal thread must see the token the main thread acquired with.
        self._lock = r.lock(name, timeout=ttl_s, blocking=False, thread_local=False)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.lost: str | None = None
        self.renewals = 0

    @property
    def beat_name(self) -> str:
        return f"{self.name}:beat"

    def _beat(self, pipe: "redis.client.Pipeline | redis.Redis | None" = None) -> None:
        (pipe or self.r).set(self.beat_name, f"{time.time():.3f}", px=int(self.ttl_s * 1000))

    def holder(self) -> str | None:
        """The token of whoever holds the lock now, if anyone."""
        v = self.r.get(self.name)
        return v.decode() if isinstance(v, bytes) else v

    def acquire(self) -> None:
        """Take the lock or raise LockHeld naming the holder."""
        try:
            got = self._lock.acquire(blocking=False, token=self.token)
        except redis.ConnectionError as e:
            raise BackendUnavailable(f"Redis did not answer ({e}); check redis.url / REDIS_URL") from e
        if not got:
            got = self._take_over_dead()
        if not got:
            holder = self.holder() or "unknown (it just expired: try again)"
            ttl = self.r.pttl(self.name)
            left = f"; it expires in {ttl / 1000:.0f}s unless renewed" if ttl and ttl > 0 else ""
            raise LockHeld(f"another curator is running (lock {self.name} held by {holder}{left})")
        try:
            self._beat()
        except redis.RedisError as e:
            log.warning("could not write the curation lock's renewal beat: %s", e)
        self._stop.clear()
        self._thread = threading.Thread(target=self._renew_loop, name="curate-lock-renew", daemon=True)
        self._thread.start()

    def _take_over_dead(self) -> bool:
        """Take the lock from a dead holder (logged); False when the holder may be alive."""
        try:
            holder = self.holder()
            raw = self.r.get(self.beat_name)
        except redis.RedisError:
            return False
        if not holder:
            return False
        try:
            beat = float(raw) if raw is not None else None
        except ValueError:
            beat = None
        why = dead_reason(holder, beat, time.time(), self.renew_every_s)
        if why is None:
            return False
        ms = int(self.ttl_s * 1000)
        took = self.r.eval(_TAKE_OVER, 2, self.name, self.beat_name, holder, self.token, ms, f"{time.time():.3f}")
        if not took:
            return False
        # redis-py's Lock keeps the token it renews and releases with; the take-over set ours.
        self._lock.local.token = self.r.get_encoder().encode(self.token)
        log.warning("took over the curation lock %s from %s: %s", self.name, holder, why)
        return True

    def _renew_loop(self) -> None:
        while not self._stop.wait(self.renew_every_s):
            try:
                self._lock.reacquire()  # TTL back to the full timeout, only if our token still holds
                self.renewals += 1
                self._beat()
            except LockError as e:
                self.lost = f"lock {self.name} lost: {e}"
                log.error("%s", self.lost)
                return
            except redis.RedisError as e:
                # Redis unreachable for a moment: keep trying until the TTL would have run out.
                log.warning("could not renew the curation lock: %s", e)

    def check(self) -> None:
        """Raise LockLost if the lock is no longer ours."""
        if self.lost is None and not self._owned():
            self.lost = f"lock {self.name} is no longer held by this curator ({self.holder() or 'expired'})"
        if self.lost:
            raise LockLost(self.lost)

    def _owned(self) -> bool:
        try:
            return bool(self._lock.owned())
        except redis.RedisError as e:
            raise LockLost(f"cannot tell whether the curation lock is still ours: Redis did not answer ({e})") from e

    def release(self) -> None:
        """Stop renewing and release (only if still ours)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None
        try:
            self._lock.release()
        except LockError:
            return  # expired or taken: nothing of ours to release (and the beat is the new holder's)
        except redis.RedisError as e:
            # Redis went away: the lock expires by itself, and a re-run on this host sees our pid gone.
            log.warning("could not release the curation lock %s (%s); it expires by itself", self.name, e)
            _UNRELEASED.add(self.token)
            return
        try:
            self.r.delete(self.beat_name)
        except redis.RedisError:
            pass

    def __enter__(self) -> "CurateLock":
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
