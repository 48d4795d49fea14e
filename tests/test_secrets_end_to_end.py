"""Secrets never kept: the whole redaction corpus captured and curated through the real CLI, then every
Redis key of the run (turns, index, checkpoints, quarantine, the run report), every file of the store folder
and the commands' logs searched byte by byte for every secret. Then `scrub` and forgetting."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import redis
import yaml

from bench.sessions import T0, header, message
from conftest import REDIS_URL
from test_redaction_corpus import load_cases
from utils.config import Settings
from utils.keys import Keys

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "true-recall")


def searchable(secret: str) -> bool:
    """Secrets long enough that finding their bytes means they leaked (a 4-digit PIN also occurs in
    timestamps and ids; the corpus test covers those)."""
    return len(secret) >= 6 and not secret.isdigit()


def write_sessions(folder: Path, cases: list[dict[str, Any]]) -> list[str]:
    """One session per 50 cases (user message + assistant reply), plus broken lines that hold secrets."""
    secrets: list[str] = []
    for n in range(0, len(cases), 50):
        lines = [header(f"sess-{n}")]
        for i, c in enumerate(cases[n : n + 50]):
            ts = T0 + timedelta(minutes=n + i)
            lines.append(message(f"u{n}-{i}", "user", c["text"], ts))
            lines.append(message(f"a{n}-{i}", "assistant", c.get("assistant") or "Noted, thanks.",
                                 ts + timedelta(seconds=5), stopReason="stop"))
            secrets += c["secrets"]
        # quarantined: a line cut short, and one with an escaped secret inside
        lines.append('{"type": "message", "id": "bad1", "message": {"role": "user", "content": "my password is '
                     'Zq9-broken-Line-7 and', )
        lines.append(json.dumps({"type": "message", "id": "bad2", "message": {"role": "user",
                                 "content": "密码是 Broken\u00e9Pw#77"}}, ensure_ascii=True))
        secrets += ["Zq9-broken-Line-7", "Broken\u00e9Pw#77"]
        (folder / f"sess-{n}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return secrets


def redis_bytes(r: redis.Redis, prefix: str) -> dict[str, bytes]:
    """Every value of every key of the run, by type (DUMP would compress long strings and hide them)."""
    out: dict[str, bytes] = {}
    for key in r.scan_iter(match=f"{prefix}:*", count=1000):
        t = r.type(key).decode()
        if t == "string":
            v = r.get(key) or b""
        elif t == "hash":
            v = b"\n".join(k + b"=" + x for k, x in r.hgetall(key).items())
        elif t == "zset":
            v = b"\n".join(r.zrange(key, 0, -1))
        elif t == "set":
            v = b"\n".join(r.smembers(key))
        elif t == "list":
            v = b"\n".join(r.lrange(key, 0, -1))
        elif t == "stream":
            v = b"\n".join(k + b"=" + x for _id, f in r.xrange(key) for k, x in f.items())
        else:
            v = b""
        out[key.decode()] = v
    return out


def folder_bytes(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def leaks(secrets: list[str], blobs: dict[str, bytes]) -> list[tuple[str, str]]:
    found = []
    for s in {x for x in secrets if searchable(x)}:
        needles = {s.encode(), json.dumps(s)[1:-1].encode(), json.dumps(s, ensure_ascii=False)[1:-1].encode()}
        for where, blob in blobs.items():
            if any(n in blob for n in needles):
                found.append((s, where))
    return found


def cli(args: list[str], cfg: Path) -> subprocess.CompletedProcess[str]:
    out = subprocess.run([EXE, "--config", str(cfg), "--log-level", "DEBUG", *args], cwd=ROOT, capture_output=True,
                         text=True, timeout=600, env={"PATH": "/usr/bin:/bin", "HOME": str(cfg.parent)})
    assert out.returncode == 0, out.stderr[-3000:]
    return out


@pytest.mark.slow
def test_no_secret_is_kept_anywhere(settings: Settings, tmp_path: Path) -> None:
    cases = load_cases()
    sessions = tmp_path / "sessions"
    secrets = write_sessions(sessions, cases)
    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    logs = []
    staged = cli(["backfill", "--user", "alice", "--flush", str(sessions)], cfg)
    logs.append(staged.stdout + staged.stderr)
    report = json.loads(staged.stdout)
    assert report["turns_staged"] >= len(cases) and report["quarantined"] >= 2
    cur = cli(["curate", "--all-pending", "--backend", "rules", "--json"], cfg)
    logs.append(cur.stdout + cur.stderr)
    rep = json.loads(cur.stdout)
    assert rep["stored"] > 50, rep  # the corpus did become gems
    r = redis.Redis.from_url(REDIS_URL)
    prefix = settings.redis.key_prefix
    kept = redis_bytes(r, prefix)
    keys = Keys(prefix)
    assert keys.last_run() in kept and keys.quarantine("alice") in kept
    # the search finds secrets where they are: the transcripts themselves hold nearly all of them
    assert len({s for s, _ in leaks(secrets, folder_bytes(sessions))}) >= 0.95 * len({s for s in secrets if searchable(s)})
    store_files = folder_bytes(settings.data_path / "store")
    assert sum(len(b) for b in store_files.values()) > 100_000
    exported = cli(["memories", "export", "--user", "alice"], cfg)
    assert len(exported.stdout.splitlines()) > 50
    where = {**{f"redis:{k}": v for k, v in kept.items()}, **{f"store:{k}": v for k, v in store_files.items()},
             **{f"log:{i}": x.encode() for i, x in enumerate(logs)}, "export": exported.stdout.encode()}
    found = leaks(secrets, where)
    n = len({s for s in secrets if searchable(s)})
    print(f"\n{n} distinct secrets searched in {len(kept)} Redis keys, {len(store_files)} store files, "
          f"{len(logs)} logs: {len(found)} found")
    assert not found, found[:20]
