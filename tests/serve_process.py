"""`true-recall serve` as a real subprocess on a free port, for tests (started, awaited, stopped)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
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


@contextmanager
def running_serve(env: dict[str, str], url: str) -> Iterator[subprocess.Popen[str]]:
    """Start serve, wait for /health, yield the process; terminate it afterwards (exit 0 or SIGTERM)."""
    proc = subprocess.Popen([str(Path(sys.executable).with_name("true-recall")), "serve"], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            assert time.monotonic() < deadline, "serve did not start"
            time.sleep(0.1)
        yield proc
    finally:
        proc.terminate()
        proc.wait(20)
        if proc.stderr:
            proc.stderr.close()
    assert proc.returncode in (0, -15)
