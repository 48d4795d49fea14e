"""Locks that notice death: a curator killed with SIGKILL, or one whose renewal stopped, no longer blocks
the next run for lock_ttl_s; Redis dying mid-run ends in a report, not a traceback. Real Redis throughout
(the Redis-dies case runs its own redis-server and stops it)."""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis
from faults_kit import ROOT, make_settings, stage

from curate.backend import Chunk, Extraction, Extractor
from curate.curator import Curator, RunOptions
from curate.lock import CurateLock, dead_reason
from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.errors import LockHeld
from utils.keys import Keys
from utils.store import open_store

_HOLDER = r"""
import signal, sys, redis
sys.path[:0] = [{root!r}]
from curate.lock import CurateLock
r = redis.Redis.from_url({url!r}, decode_responses=True)
lock = CurateLock(r, {name!r}, ttl_s=600)
lock.acquire()
print(lock.token, flush=True)
signal.pause()  # the holder waits, the lock in hand, for the signal the test kills it with
"""


def test_a_lock_held_by_a_killed_process_is_taken_over_at_once(
    redis_client: redis.Redis, key_prefix: str, caplog: pytest.LogCaptureFixture
) -> None:
    from conftest import REDIS_URL

    name = Keys(key_prefix).curate_lock()
    proc = subprocess.Popen([sys.executable, "-c", _HOLDER.format(root=str(ROOT), url=REDIS_URL, name=name)],
                            stdout=subprocess.PIPE, text=True)
    try:
        token = proc.stdout.readline().strip()  # type: ignore[union-attr]
        assert redis_client.get(name) == token
        with pytest.raises(LockHeld, match=str(proc.pid)):  # alive: refused, naming the holder
            CurateLock(redis_client, name, ttl_s=600).acquire()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        proc.stdout.close()  # type: ignore[union-attr]
    assert redis_client.pttl(name) > 500_000  # before: every run refused for up to 600 s
    caplog.set_level(logging.WARNING, "true_recall.curate.lock")
    t0 = time.monotonic()
    with CurateLock(redis_client, name, ttl_s=600) as lock:
        assert redis_client.get(name) == lock.token
        lock.check()
    assert time.monotonic() - t0 < 5
    assert any("took over" in r.message and f"process {proc.pid}" in r.message for r in caplog.records)
    assert redis_client.get(name) is None


def test_a_lock_whose_renewal_stopped_is_taken_over(redis_client: redis.Redis, key_prefix: str) -> None:
    name = Keys(key_prefix).curate_lock()
    # Another host's curator (its pid cannot be probed) that stopped renewing 10 s ago; renewal every 1 s.
    redis_client.set(name, "otherhost:4242:2026-01-01T00:00:00Z:abcd", ex=60)
    redis_client.set(f"{name}:beat", f"{time.time() - 10:.3f}", ex=60)
    with CurateLock(redis_client, name, ttl_s=3, renew_every_s=1) as lock:
        assert redis_client.get(name) == lock.token
    # A fresh beat: alive, refused.
    redis_client.set(name, "otherhost:4242:2026-01-01T00:00:00Z:abcd", ex=60)
    redis_client.set(f"{name}:beat", f"{time.time():.3f}", ex=60)
    with pytest.raises(LockHeld):
        CurateLock(redis_client, name, ttl_s=3, renew_every_s=1).acquire()
    redis_client.delete(name, f"{name}:beat")


def test_dead_reason_is_pure_logic_over_the_token() -> None:
    host = socket.gethostname()
    assert dead_reason(f"{host}:{os.getpid()}:t:n", None, 100.0, 1.0) is None  # ourselves
    assert dead_reason("elsewhere:1:t:n", None, 100.0, 1.0) is None  # cannot tell: wait for the TTL
    assert dead_reason("elsewhere:1:t:n", 97.0, 100.0, 1.0) is not None  # 3 s > 2 x 1 s without renewal
    assert dead_reason("elsewhere:1:t:n", 98.5, 100.0, 1.0) is None


class KillRedis(Extractor):
    """Our Extractor interface: stops the test's redis-server while the first chunk is being curated."""

    name = "kill-redis"

    def __init__(self, server: object) -> None:
        self.server = server

    def extract(self, chunk: Chunk) -> Extraction:
        self.server.stop()  # type: ignore[attr-defined]
        return Extraction(ok=True, drafts=[])


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return LocalEmbedder()


def test_redis_dying_mid_run_ends_in_a_report_not_a_traceback(
    tmp_path: Path, redis_server_factory: object, embedder: Embedder
) -> None:
    server = redis_server_factory()  # type: ignore[operator]
    settings = make_settings(tmp_path, "trfault", url=server.url, socket_timeout_s=1)
    r = redis.Redis.from_url(server.url, decode_responses=True, socket_timeout=1, socket_connect_timeout=1)
    stage(settings, r)
    with open_store(settings) as store:
        rep = Curator(settings, r, KillRedis(server), embedder, store).run(RunOptions(all_pending=True))
    assert not rep.ok and any("Redis" in f or "Connection" in f for f in rep.failures), rep.failures
    saved = json.loads((settings.data_path / "curate" / "last_run.json").read_text())
    assert saved["ok"] is False and saved["failures"] == rep.failures
    # Redis back (its AOF kept the turns): the next run takes the lock the failed release left at once
    # (another process would see this pid gone: test_a_lock_held_by_a_killed_process_is_taken_over_at_once)
    # and curates everything.
    server.start()
    from curate.rules_extractor import RulesExtractor

    r2 = redis.Redis.from_url(server.url, decode_responses=True)
    t0 = time.monotonic()
    with open_store(settings) as store:
        rep2 = Curator(settings, r2, RulesExtractor(settings), embedder, store).run(RunOptions(all_pending=True))
    assert rep2.ok, rep2.failures
    assert rep2.turns_read > 0 and rep2.stored > 0
    assert time.monotonic() - t0 < 120  # not the lock's 600 s
