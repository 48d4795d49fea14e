"""Shared fixtures: a real Redis (127.0.0.1:6379, or $TEST_REDIS_URL) under a key prefix unique to each test.

We never flush a database: each test gets its own prefix and deletes only its own keys afterwards.
Tests that kill or restart Redis start their own `redis-server` with `redis_server_factory`.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from utils.config import Settings, load_settings

REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/0")

# Every true-recall command runs under umask 077 (utils/fsmode.py), and so does a command invoked in-process
# through CliRunner: the whole session does, so that what a test writes does not depend on which ran first.
os.umask(0o077)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# Variables that would change which settings a command loads; a test sets what it needs itself.
_CONFIG_ENV = ("TRUE_RECALL_CONFIG", "TRUE_RECALL_PROFILE", "REDIS_URL", "QDRANT_URL", "QDRANT_API_KEY",
               "OLLAMA_HOST", "TRUE_RECALL_SERVE_TOKEN")


@pytest.fixture(autouse=True)
def _no_ambient_config(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in an empty directory with no config file to find (the repository's
    ./config.yaml, the developer's ~/.config/true-recall) and no config variables in the environment."""
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("xdg")))
    for name in _CONFIG_ENV:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def key_prefix() -> Iterator[str]:
    prefix = f"trtest-{uuid.uuid4().hex[:10]}"
    yield prefix
    r = redis.Redis.from_url(REDIS_URL)
    for k in r.scan_iter(match=f"{prefix}:*", count=1000):
        r.delete(k)


@pytest.fixture
def redis_client() -> redis.Redis:
    r = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    try:
        r.ping()
    except redis.ConnectionError:
        pytest.fail(f"tests need a Redis at {REDIS_URL} (.ci/run starts one)")
    return r


@pytest.fixture
def settings(tmp_path: Path, key_prefix: str) -> Settings:
    """Embedded-style settings against the test Redis: local embedder, edge store in tmp, rules curator."""
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    return load_settings(
        profile="embedded",
        overrides={
            "data_dir": str(tmp_path / "data"),
            "redis": {"url": REDIS_URL, "embedded": False, "key_prefix": key_prefix},
            "capture": {"sources": [{"path": str(sessions), "user_id": "alice", "agent": "main"}]},
        },
        env={},
    )


class RedisServer:
    """A redis-server of the test's own, on a free port, that the test may stop and start again."""

    def __init__(self, workdir: Path, extra: tuple[str, ...] = ()) -> None:
        self.port = free_port()
        self.workdir = workdir
        # more redis-server options ("--cluster-enabled", "yes"). A cluster node's bus defaults to port + 10000,
        # which may be taken or past 65535: it gets a free port of its own.
        if "--cluster-enabled" in extra and "--cluster-port" not in extra:
            extra = (*extra, "--cluster-port", str(free_port()))
        self.extra = extra
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        exe = shutil.which("redis-server")
        if exe is None:
            pytest.fail("redis-server is not installed (apt-get install redis-server)")
        self.proc = subprocess.Popen(
            [exe, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes",
             "--appendfsync", "always", "--dir", str(self.workdir), *self.extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                if redis.Redis(port=self.port, socket_connect_timeout=0.2).ping():
                    return
            except redis.ConnectionError:
                pass
            code = self.proc.poll()
            if code is not None or time.monotonic() > deadline:
                self.stop()  # a server left running would outlive its test
                raise RuntimeError(f"test redis-server on port {self.port} did not start"
                                   + (f" (exit code {code})" if code is not None else ""))
            time.sleep(0.02)

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)
            self.proc = None


@pytest.fixture
def redis_server_factory(tmp_path: Path) -> Iterator[Callable[..., RedisServer]]:
    servers: list[RedisServer] = []

    def make(*extra: str) -> RedisServer:
        d = tmp_path / f"redis-{len(servers)}"
        d.mkdir()
        s = RedisServer(d, extra)
        s.start()
        servers.append(s)
        return s

    yield make
    for s in servers:
        s.stop()


@pytest.fixture
def ollama_server() -> Iterator[Any]:
    """A local HTTP server speaking Ollama's wire format (tests/ollama_server.py), scripted per test."""
    from ollama_server import OllamaServer

    with OllamaServer() as server:
        yield server


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Each phase's report on the test item (item.rep_call ...), so a fixture's teardown can tell a failed test
    (the browser tests save a screenshot of the page then, tests/page_kit.py)."""
    outcome = yield
    setattr(item, f"rep_{call.when}", outcome.get_result())


@pytest.fixture
def embedder() -> Any:
    """The offline embedder, loaded once per test process (tests/store_fixtures.py local_embedder)."""
    from store_fixtures import local_embedder

    return local_embedder()


@pytest.fixture
def store(settings: Settings) -> Iterator[Any]:
    """The settings' own store (embedded, in the test's tmp folder), closed after the test."""
    from utils.store import open_store

    s = open_store(settings)
    yield s
    s.close()
