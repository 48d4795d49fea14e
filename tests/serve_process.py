"""`true-recall serve` as a real subprocess on a free port, for tests (started, awaited, stopped)."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from conftest import free_port

from utils.config import Settings

ROOT = Path(__file__).resolve().parent.parent
# serve refuses every route but /health without a token: the one the test processes share.
TEST_TOKEN = "test-token-0123456789abcdef"
AUTH = {"Authorization": f"Bearer {TEST_TOKEN}"}


def serve_env(settings: Settings, tmp_path: Path, **serve: Any) -> tuple[dict[str, str], str]:
    """A config file over the test's data dir and Redis, and the environment to run the CLI with it."""
    port = free_port()
    cfg = tmp_path / "serve.yaml"
    cfg.write_text(json.dumps({
        "data_dir": settings.data_dir,
        "redis": {"url": settings.redis.url, "embedded": False, "key_prefix": settings.redis.key_prefix},
        "serve": {"port": port, **serve},
    }))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    env.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg), TRUE_RECALL_SERVE_TOKEN=TEST_TOKEN)
    return env, f"http://127.0.0.1:{port}"


def _limit_files(n: int) -> Callable[[], None]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (n, n))
    return limit


@contextmanager
def running_serve(env: dict[str, str], url: str, *, log: Path | None = None,
                  nofile: int | None = None, exe: str | None = None) -> Iterator[subprocess.Popen[str]]:
    """Start serve, wait for /health, yield the process; terminate it afterwards (exit 0 or SIGTERM).

    log: a file for serve's stderr (a pipe nobody reads would block a serve that logs much); nofile: its
    open-file limit (soft and hard), as `ulimit -n` or systemd's LimitNOFILE= set it; exe: another installation's
    true-recall (a wheel installed in its own venv)."""
    err = open(log, "w") if log is not None else subprocess.PIPE  # noqa: SIM115 - closed below
    proc = subprocess.Popen([exe or str(Path(sys.executable).with_name("true-recall")), "serve"], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=err, text=True,
                            preexec_fn=_limit_files(nofile) if nofile else None)
    try:
        # serve loads its embedder and opens the store before /health answers: seconds alone, over 30 s on two cores
        # shared with a busy suite; the deadline only bounds how long a broken start takes to fail
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else log.read_text() if log else ""
            assert time.monotonic() < deadline, "serve did not start"
            time.sleep(0.1)
        yield proc
    finally:
        proc.terminate()
        proc.wait(20)
        if proc.stderr:
            proc.stderr.close()
        if not isinstance(err, int):
            err.close()
    assert proc.returncode in (0, -15)
