"""Backup and restore: `true-recall backup DIR` taken while the capture daemon is staging, restored with
`true-recall restore DIR` into a fresh data folder (and a fresh Redis key space), gives the same memories
and the same search results once both sides have caught up. Real daemon, real commands, real Redis/store."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import uuid
from datetime import timedelta
from pathlib import Path

import redis
from faults_kit import ROOT, USER, cli, curate, make_settings, stage, store_dump
from waiting import wait_until

from bench.sessions import T0, header, message
from utils.buffer import Buffer
from utils.embed.local import LocalEmbedder
from utils.keys import Keys

QUESTIONS = ["What am I allergic to?", "Which database does ledger-sync use for its job queue?",
             "How did we fix the failing CI?", "What coffee do I drink?", "Where am I travelling in May?"]


def new_session(path: Path, n: int) -> None:
    """A session that keeps growing while the daemon follows it (appended line by line)."""
    lines = [header(path.stem, T0 + timedelta(days=5))]
    for i in range(n):
        t = T0 + timedelta(days=5, minutes=3 * i)
        lines.append(message(f"u{i}", "user", f"Note {i}: my locker number at the gym is {100 + i}.", t))
        lines.append(message(f"a{i}", "assistant", "Noted.", t + timedelta(seconds=5), stopReason="stop"))
    with path.open("a", encoding="utf-8") as f:
        for line in lines:
            f.write(line + "\n")
            f.flush()
            time.sleep(0.05)  # slow enough that the backup is taken while lines still arrive


def search_all(settings: object, tmp: Path) -> list[list[tuple[str, float]]]:
    out = []
    for q in QUESTIONS:
        p = cli(settings, tmp, "search", q, "--user", USER, "--format", "json", "-k", "5")  # type: ignore[arg-type]
        assert p.returncode == 0, p.stderr
        out.append([(d["id"], d["score"]) for d in map(json.loads, p.stdout.splitlines())])
    return out


def test_backup_while_capturing_then_restore_into_a_fresh_folder(tmp_path: Path, key_prefix: str,
                                                                 redis_client: redis.Redis) -> None:
    a = make_settings(tmp_path / "a", key_prefix)
    emb = LocalEmbedder()
    stage(a, redis_client)
    assert curate(a, redis_client, emb).ok
    cfg = tmp_path / "a" / "capture.yaml"
    import yaml

    cfg.write_text(yaml.safe_dump(a.model_dump(mode="json")), encoding="utf-8")
    daemon = subprocess.Popen([sys.executable, "-m", "true_recall", "--config", str(cfg), "capture"], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # Up and following: its first heartbeat comes after its first scan and pass over the files.
        wait_until(lambda: redis_client.exists(Keys(key_prefix).heartbeat()) == 1, 30, "the daemon's heartbeat")
        grow = Path(a.capture.sources[0].path) / "2026-02-27-gym.jsonl"
        import threading

        writer = threading.Thread(target=new_session, args=(grow, 40))
        writer.start()
        buf = Buffer(redis_client, Keys(key_prefix), a.redis.ttl_hours)
        wait_until(lambda: len(buf.turns(USER)) > 0, 30, "the daemon staging the growing file")
        backup = tmp_path / "backup"
        p = cli(a, tmp_path / "a", "backup", str(backup))  # while the daemon stages the growing file
        assert p.returncode == 0, p.stderr
        writer.join()
        wait_until(lambda: len(buf.turns(USER)) >= 40, 30, "the growing file's 40 turns")
        assert len(buf.turns(USER)) == 40
    finally:
        daemon.terminate()
        daemon.wait(20)
    manifest = json.loads((backup / "manifest.json").read_text())
    assert sum(manifest["gems_per_user"].values()) > 0 and manifest["redis_keys"] > 0

    # A fresh data folder and a fresh key space, the same session files (their checkpoints still apply).
    b_prefix = f"trtest-{uuid.uuid4().hex[:10]}"
    b = a.model_copy(deep=True)
    b.data_dir = str(tmp_path / "b")
    b.redis.key_prefix = b_prefix
    try:
        p = cli(b, tmp_path / "b", "restore", str(backup))
        assert p.returncode == 0, p.stderr
        assert cli(b, tmp_path / "b", "status").returncode in (0, 1)  # status runs on the restored data
        # Both sides catch up: capture what came after the backup, curate everything pending.
        p = cli(b, tmp_path / "b", "capture", "--once")
        assert p.returncode == 0, p.stderr
        for s in (a, b):
            rep = curate(s, redis.Redis.from_url(s.redis.url, decode_responses=True), emb)
            assert rep.ok, rep.failures
        assert store_dump(b) == store_dump(a)
        found, again = search_all(a, tmp_path / "a"), search_all(b, tmp_path / "b")
        assert any(found)
        # The same gems in the same order; scores equal to float rounding (the restored shard's segments
        # were written in other batches).
        assert [[i for i, _ in q] for q in found] == [[i for i, _ in q] for q in again]
        assert all(abs(x - y) < 1e-5 for q, r in zip(found, again) for (_, x), (_, y) in zip(q, r))
        # Restoring over a store that holds gems needs --replace (a damaged one, typically).
        p = cli(b, tmp_path / "b", "restore", str(backup))
        assert p.returncode == 1 and "--replace" in p.stderr
    finally:
        for k in redis_client.scan_iter(match=f"{b_prefix}:*"):
            redis_client.delete(k)
