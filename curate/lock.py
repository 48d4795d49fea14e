"""The curation lock: one curator at a time owns the buffer's curator side.

redis-py's ``Lock`` gives the pieces: SET NX PX with a token, and Lua scripts that extend or release
only when the token still matches. The token names the holder (host, pid) so a second curator can say
who is in the way. A daemon thread renews the expiry every third of ``lock_ttl_s``; if the lock is
ever lost (expired while Redis was unreachable, or taken over), ``check()`` raises before the
curator writes anything more.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import uuid
from datetime import datetime, timezone

import redis
from redis.exceptions import LockError

from utils.errors import BackendUnavailable, LockHeld, StopError

log = logging.getLogger("true_recall.curate.lock")


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
            holder = self.holder() or "unknown (it just expired: try again)"
            ttl = self.r.pttl(self.name)
            left = f"; it expires in {ttl / 1000:.0f}s unless renewed" if ttl and ttl > 0 else ""
            raise LockHeld(f"another curator is running (lock {self.name} held by {holder}{left})")
        self._stop.clear()
        self._thread = threading.Thread(target=self._renew_loop, name="curate-lock-renew", daemon=True)
        self._thread.start()

    def _renew_loop(self) -> None:
        while not self._stop.wait(self.renew_every_s):
            try:
                self._lock.reacquire()  # TTL back to the full timeout, only if our token still holds
                self.renewals += 1
            except LockError as e:
                self.lost = f"lock {self.name} lost: {e}"
                log.error("%s", self.lost)
                return
            except redis.RedisError as e:
                # Redis unreachable for a moment: keep trying until the TTL would have run out.
                log.warning("could not renew the curation lock: %s", e)

    def check(self) -> None:
        """Raise LockLost if the lock is no longer ours."""
        if self.lost is None and not self._lock.owned():
            self.lost = f"lock {self.name} is no longer held by this curator ({self.holder() or 'expired'})"
        if self.lost:
            raise LockLost(self.lost)

    def release(self) -> None:
        """Stop renewing and release (only if still ours)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None
        try:
            self._lock.release()
        except LockError:
            pass  # expired or taken: nothing of ours to release

    def __enter__(self) -> "CurateLock":
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
