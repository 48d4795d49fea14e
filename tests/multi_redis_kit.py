"""What the Redis Cluster and Sentinel tests share: a config for the CLI, the CLI itself, sessions to stage,
the turn ids a backfill must leave, and the failover-mid-backfill check.

The servers themselves come from bench/redis_topology.py (the capture bench starts the same cluster).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import redis
import yaml

from bench.sessions import T0, header, message, turn_lines
from conftest import REDIS_URL
from utils.config import Settings, load_settings
from utils.keys import Keys
from waiting import wait_until

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "true-recall")


def settings_for(tmp: Path, redis_cfg: dict[str, Any], prefix: str = "trm") -> Settings:
    return load_settings(profile="embedded", overrides={
        "data_dir": str(tmp / "data"), "redis": {"embedded": False, "key_prefix": prefix, **redis_cfg},
        "capture": {"sources": [{"path": str(tmp / "sessions"), "user_id": "alice"}],
                    "backoff_max_s": 0.5}}, env={})


def write_config(settings: Settings, tmp: Path) -> Path:
    cfg = tmp / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    return cfg


def cli_env(tmp: Path) -> dict[str, str]:
    return {"PATH": "/usr/bin:/bin", "HOME": str(tmp)}


def cli(cfg: Path, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    out = subprocess.run([EXE, "--config", str(cfg), *args], cwd=cfg.parent, capture_output=True, text=True,
                         timeout=120, env=cli_env(cfg.parent))
    if ok:
        assert out.returncode == 0, (args, out.stdout[-2000:], out.stderr[-3000:])
    return out


def write_markers(sessions: Path, markers: dict[str, list[str]]) -> None:
    """One session per user, a marker word in each turn."""
    for user, words in markers.items():
        lines = [header(f"s-{user}")]
        for i, w in enumerate(words):
            ts = T0 + timedelta(minutes=i)
            lines.append(message(f"{user}-u{i}", "user", f"I decided to name my boat {w.title()} after {w} island.", ts))
            lines.append(message(f"{user}-a{i}", "assistant", f"{w.title()} is a lovely name.",
                                 ts + timedelta(seconds=3), stopReason="stop"))
        (sessions / user).mkdir(parents=True)
        (sessions / user / f"s-{user}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_long_session(path: Path, turns: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(header("long") + "\n")
        for i in range(1, turns + 1):
            for ln in turn_lines(i):
                f.write(ln + "\n")


def staged_ids(r: Any, keys: Keys, user: str) -> list[str]:
    """Members of the user's turn index and the ids of the turn keys (both must agree)."""
    return [str(x) for x in r.zrange(keys.turns(user), 0, -1)]


def turn_keys(r: Any, keys: Keys, user: str) -> set[str]:
    prefix = keys.turn(user, "")
    return {str(k)[len(prefix):] for k in r.scan_iter(match=keys.turn(user, "*"), count=1000)}


def reference_ids(tmp: Path, session: Path, user: str) -> list[str]:
    """The turn ids a backfill of `session` stages on the single test Redis (under a prefix of its own)."""
    ref = tmp / "reference"
    ref.mkdir()
    s = settings_for(ref, {"url": REDIS_URL}, prefix=f"trref-{os.getpid()}-{ref.stat().st_ino}")
    cfg = write_config(s, ref)
    cli(cfg, "backfill", "--user", user, "--flush", str(session))
    r = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    keys = Keys(s.redis.key_prefix)
    try:
        return sorted(staged_ids(r, keys, user))
    finally:
        for k in r.scan_iter(match=f"{s.redis.key_prefix}:*", count=1000):
            r.delete(k)


def backfill_through_failover(cfg: Path, session: Path, user: str, client: Any, keys: Keys, total: int,
                              kill_primary: Callable[[], None]) -> dict[str, Any]:
    """Start a backfill; once part of it is staged, pause it, kill the primary of the user's slot, let it go on.

    The backfill is stopped (SIGSTOP) while the primary dies, so the kill lands mid-backfill for certain
    instead of racing a fast run; it then meets the dead primary on its next transaction and must wait out
    the failover. Returns the backfill's report."""
    proc = subprocess.Popen([EXE, "--config", str(cfg), "backfill", "--user", user, "--flush", "--batch-lines", "200",
                             str(session)], cwd=cfg.parent, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=cli_env(cfg.parent))
    try:
        wait_until(lambda: client.zcard(keys.turns(user)) > 0, 30, "the first staged turns")
        proc.send_signal(signal.SIGSTOP)
        staged = client.zcard(keys.turns(user))
        assert 0 < staged < total, f"the backfill was not caught midway ({staged} of {total} staged)"
        kill_primary()
        proc.send_signal(signal.SIGCONT)
        out, err = proc.communicate(timeout=45)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.returncode == 0, (out[-1000:], err[-3000:])
    return dict(json.loads(out.strip().splitlines()[-1]))
