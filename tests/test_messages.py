"""A server that is down is said once, in our words: no library UserWarning, no error repeated at three levels."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import REDIS_URL, free_port

EXE = str(Path(sys.executable).with_name("true-recall"))


def _run(tmp_path: Path, key_prefix: str, *args: str) -> subprocess.CompletedProcess[str]:
    cfg = tmp_path / "prod.yaml"
    cfg.write_text(json.dumps({
        "profile": "production",
        "redis": {"url": REDIS_URL, "key_prefix": key_prefix},
        "qdrant": {"url": f"http://127.0.0.1:{free_port()}", "timeout_s": 2},  # nothing listens there
        "ollama": {"host": f"http://127.0.0.1:{free_port()}", "retries": 1, "timeout_s": 2},
    }))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "REDIS_URL", "QDRANT", "OLLAMA"))}
    return subprocess.run([EXE, "--config", str(cfg), *args], capture_output=True, text=True, env=env, cwd=tmp_path,
                          timeout=120)


def test_qdrant_down_is_one_line_without_a_library_warning(tmp_path: Path, key_prefix: str) -> None:
    res = _run(tmp_path, key_prefix, "search", "passport", "--user", "bob")
    assert res.returncode == 1
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: Qdrant at http://127.0.0.1:"), res.stderr
    assert "check qdrant.url / QDRANT_URL" in lines[0] and "Warning" not in res.stderr


def test_ollama_down_stops_curate_with_one_log_line(tmp_path: Path, key_prefix: str, redis_client: object) -> None:
    from datetime import datetime, timezone

    from schemas import Turn
    from utils.buffer import Buffer
    from utils.keys import Keys

    when = datetime(2026, 3, 2, 14, 0, tzinfo=timezone.utc)
    Buffer(redis_client, Keys(key_prefix), 48).commit("alice", [Turn(  # type: ignore[arg-type]
        turn_id="t1", user_id="alice", conversation_id="c1", turn_number=1, timestamp=when,
        user_text="I am allergic to penicillin.", assistant_text="Noted.")])
    res = _run(tmp_path, key_prefix, "curate", "--all-pending")
    assert res.returncode == 1
    said = [ln for ln in res.stderr.splitlines() if "Ollama did not answer" in ln]
    assert len(said) == 1 and json.loads(said[0])["level"] == "ERROR", res.stderr
    assert "failure: BackendUnavailable: Ollama did not answer" in res.stdout  # the run report
