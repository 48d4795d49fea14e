"""Odd files in a source folder. The red flags: a FIFO named x.jsonl blocked the daemon in open() (nothing
staged until a second SIGTERM); an unreadable file was skipped with nothing logged (daemon) or "vanished
before it could be read", exit 0 (backfill). Now capture opens only regular files, without blocking, says
once per file why it cannot read one, `status` lists it, and backfill exits 1. Real daemon subprocess
(`capture --once`), real backfill command, real Redis."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import redis
from faults_kit import ROOT, USER, cli, make_settings, sessions

from utils.buffer import Buffer
from utils.keys import Keys

ROOT_USER = os.geteuid() == 0


def _fifo(settings_dir: Path) -> Path:
    p = settings_dir / "sessions" / "x.jsonl"
    os.mkfifo(p)
    return p


def test_a_fifo_named_jsonl_does_not_block_the_daemon(tmp_path: Path, key_prefix: str, redis_client: redis.Redis) -> None:
    settings = make_settings(tmp_path, key_prefix)
    fifo = _fifo(tmp_path)
    import yaml

    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    # Before: this hung in open() until killed; the timeout turns a hang into a failure.
    p = subprocess.run([sys.executable, "-m", "true_recall", "--config", str(cfg), "--log-level", "INFO", "capture",
                        "--once"], capture_output=True, text=True, timeout=60, cwd=ROOT,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert p.returncode == 0, p.stderr[-2000:]
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert len(buf.turns(USER)) > 10  # the regular files next to it were staged
    assert p.stderr.count(f"cannot read {fifo}") == 1 and "not a regular file: fifo" in p.stderr
    assert buf.unreadable() == {str(fifo): "not a regular file: fifo"}
    st = cli(settings, tmp_path, "status")
    assert f"{fifo}: CANNOT READ (not a regular file: fifo)" in st.stdout, st.stdout


def test_backfill_exits_1_when_a_named_file_cannot_be_read(tmp_path: Path, key_prefix: str) -> None:
    settings = make_settings(tmp_path, key_prefix)
    fifo = _fifo(tmp_path)
    good = sessions(settings)[0]
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(good), str(fifo))
    assert p.returncode == 1, p.stdout + p.stderr  # before: 0
    assert json.loads(p.stdout)["turns_staged"] > 0  # the readable file was staged all the same
    assert f"cannot read {fifo}: not a regular file: fifo" in p.stderr
    # A directory with a FIFO in it: the same.
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(fifo.parent))
    assert p.returncode == 1 and "not a regular file: fifo" in p.stderr


@pytest.mark.skipif(ROOT_USER, reason="root reads files whatever their mode")
def test_an_unreadable_file_is_reported_not_skipped_silently(tmp_path: Path, key_prefix: str) -> None:
    settings = make_settings(tmp_path, key_prefix)
    locked = tmp_path / "sessions" / "locked.jsonl"
    shutil.copy(sessions(settings)[0], locked)
    locked.chmod(0)
    p = cli(settings, tmp_path, "backfill", "--user", USER, str(locked))
    assert p.returncode == 1 and "Permission denied" in p.stderr, p.stderr


def test_an_unreadable_file_as_root_is_refused_through_open_file(tmp_path: Path) -> None:
    """Root reads any mode, so the permission case is checked through the open itself: a socket file."""
    import socket

    from capture.tailer import open_file

    path = tmp_path / "s.jsonl"
    s = socket.socket(socket.AF_UNIX)
    try:
        s.bind(str(path))
        assert open_file(path) in ("not a regular file: socket", "cannot open: No such device or address")
    finally:
        s.close()
    assert open_file(tmp_path / "gone.jsonl") == "vanished"
    (tmp_path / "d.jsonl").mkdir()
    assert open_file(tmp_path / "d.jsonl") == "not a regular file: directory"
