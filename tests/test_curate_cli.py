"""The curate command as a real program: `python -m curate` and `true-recall curate`, real Redis and store."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import redis
import yaml
from ollama_server import OllamaServer, chat

from schemas import Turn
from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys

NOW = "2026-03-03T03:30:00"
DAY = datetime(2026, 3, 2, 14, 0, tzinfo=timezone.utc)
ROOT = Path(__file__).resolve().parents[1]


def write_config(settings: Settings, tmp_path: Path) -> Path:
    p = tmp_path / "config.yaml"
    p.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    return p


def run(args: list[str], config: Path, group: bool = False) -> subprocess.CompletedProcess[str]:
    # `python -m curate ARGS` or the console script's group: `true-recall --config C curate ARGS`.
    exe = Path(sys.executable).parent / "true-recall"
    cmd = [str(exe), "--config", str(config), "curate"] if group else [sys.executable, "-m", "curate",
                                                                       "--config", str(config)]
    return subprocess.run(
        [*cmd, *args],
        cwd=ROOT, capture_output=True, text=True, timeout=90,
        env={"PATH": "/usr/bin:/bin", "HOME": str(config.parent)},
    )


def stage(settings: Settings, r: redis.Redis) -> Buffer:
    texts = ["Hello!", "I am allergic to penicillin.", "We decided to use Postgres for the billing service."]
    turns = [Turn(turn_id=f"t{i}", user_id="alice", conversation_id="c1", turn_number=i,
                  timestamp=DAY + timedelta(minutes=i), user_text=t, assistant_text="Noted.")
             for i, t in enumerate(texts, 1)]
    buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    buf.commit("alice", turns)
    return buf


def test_dry_run_then_real_run_then_lock_held(settings: Settings, redis_client: redis.Redis, tmp_path: Path) -> None:
    cfg = write_config(settings, tmp_path)
    buf = stage(settings, redis_client)
    keys = Keys(settings.redis.key_prefix)

    dry = run(["--now", NOW, "--dry-run", "--json", "--backend", "rules"], cfg)
    assert dry.returncode == 0, dry.stderr
    rep = json.loads(dry.stdout)
    assert rep["dry_run"] and rep["turns_read"] == 3 and rep["stored"] == 0 and rep["gems"]
    assert any("penicillin" in g["gem"] for g in rep["gems"])
    assert len(buf.turns("alice")) == 3 and redis_client.get(keys.last_run()) is None

    real = run(["--now", NOW, "--backend", "rules"], cfg)
    assert real.returncode == 0, real.stderr
    assert "curation ok" in real.stdout and "turns read 3" in real.stdout
    saved = json.loads(redis_client.get(keys.last_run()))
    assert saved["ok"] and saved["stored"] >= 1 and saved["backend"] == "rules"
    assert buf.turns("alice") == []

    redis_client.set(keys.curate_lock(), "otherhost:4242:token", ex=60)
    stage(settings, redis_client)
    before = buf.turns("alice", include_curated=True), buf.turns("alice")
    assert len(before[1]) == 2  # t1 (a greeting, no gem) stays marked curated
    held = run(["--now", NOW, "--backend", "rules"], cfg)
    assert held.returncode == 1
    assert "another curator is running" in held.stderr and "otherhost:4242" in held.stderr
    assert (buf.turns("alice", include_curated=True), buf.turns("alice")) == before  # untouched
    redis_client.delete(keys.curate_lock())


def test_failure_exits_nonzero(settings: Settings, redis_client: redis.Redis, tmp_path: Path) -> None:
    # The ollama backend pointed at a port where nothing listens: the run stops, names OLLAMA_HOST, loses nothing.
    with OllamaServer() as s:
        dead = s.url
    settings = settings.model_copy(deep=True)
    settings.ollama.host = dead
    cfg = write_config(settings, tmp_path)
    buf = stage(settings, redis_client)
    res = run(["--now", NOW, "--backend", "ollama", "--json"], cfg, group=True)
    assert res.returncode == 1, res.stdout + res.stderr
    rep = json.loads(res.stdout)
    assert not rep["ok"] and "OLLAMA_HOST" in rep["failures"][0]
    assert len(buf.turns("alice")) == 3


def test_ollama_backend_through_the_cli(settings: Settings, redis_client: redis.Redis, tmp_path: Path,
                                        ollama_server: OllamaServer) -> None:
    settings = settings.model_copy(deep=True)
    settings.ollama.host = ollama_server.url
    cfg = write_config(settings, tmp_path)
    buf = stage(settings, redis_client)
    gems = {"gems": [{"gem": "User is allergic to penicillin", "categories": ["health"], "importance": "high",
                      "confidence": 0.95, "turn_range": "2-2", "user_id": "mallory"}]}
    ollama_server.script_chat(chat("<think>ok</think>```json\n" + json.dumps(gems) + "\n```"))
    res = run(["--now", NOW, "--backend", "ollama", "--json"], cfg)
    assert res.returncode == 0, res.stderr
    rep = json.loads(res.stdout)
    assert rep["backend"] == "ollama" and rep["stored"] == 1 and rep["gems"][0]["user_id"] == "alice"
    assert len(ollama_server.chat_requests) == 1
    assert [t.turn_number for t in buf.turns("alice", include_curated=True)] == [1, 3]


def test_plain_curate_on_older_history_suggests_all_pending(settings: Settings, redis_client: redis.Redis,
                                                            tmp_path: Path) -> None:
    """A first plain run after a backfill of old history reads nothing (the lookback is a day) and says
    what to do instead of just `users 0`."""
    cfg = write_config(settings, tmp_path)
    stage(settings, redis_client)
    later = (DAY + timedelta(days=30)).isoformat()
    res = run(["--now", later, "--backend", "rules"], cfg)
    assert res.returncode == 0, res.stderr
    assert "users 0" in res.stdout
    assert "3 staged turns older than this window (from " in res.stdout and "--all-pending" in res.stdout
    # Inside the window there is nothing older: no hint.
    res = run(["--now", NOW, "--backend", "rules", "--dry-run"], cfg)
    assert res.returncode == 0 and "--all-pending" not in res.stdout, res.stdout
