"""The embedded Redis a one-off command started stops by itself once idle; capture and serve keep it running;
nothing staged is lost across the stop and the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from conftest import free_port
from serve_process import TEST_TOKEN, running_serve
from waiting import wait_until

from utils.redis_idle import server_pid as _our_server_pid
from utils.redis_idle import read_state

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).with_name("true-recall"))
IDLE_S = 1.0  # tiny: the watcher looks every 0.25 s


def _setup(tmp_path: Path, idle_s: float = IDLE_S) -> tuple[dict[str, str], Path, str]:
    """A config over an embedded data folder with a tiny idle limit; (environment, redis dir, serve URL)."""
    port = free_port()
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    cfg = tmp_path / "c.yaml"
    cfg.write_text(json.dumps({
        "profile": "embedded", "data_dir": str(tmp_path / "data"),
        "redis": {"embedded_idle_stop_s": idle_s},
        "capture": {"sources": [{"path": str(sessions), "user_id": "alice"}], "poll_interval_s": 0.2},
        "serve": {"port": port},
    }))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    env.update(TRUE_RECALL_CONFIG=str(cfg), TRUE_RECALL_SERVE_TOKEN=TEST_TOKEN)
    return env, tmp_path / "data" / "redis", f"http://127.0.0.1:{port}"


def _run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)


def _stop(rdir: Path) -> None:
    pid = _our_server_pid(rdir)
    if pid is not None:
        os.kill(pid, 15)


def _staged(env: dict[str, str]) -> tuple[int, int]:
    """(turns staged for alice, pid of the server status used)."""
    st = json.loads(_run(env, "status", "--json").stdout)
    return int(st["buffer"]["users"]["alice"]["staged"]), int(st["embedded_redis"]["pid"])


def test_a_one_off_commands_redis_stops_by_itself_and_nothing_staged_is_lost(tmp_path: Path) -> None:
    env, rdir, _ = _setup(tmp_path)
    try:
        done = _run(env, "backfill", str(ROOT / "samples" / "2026-02-20-queue-rethink.jsonl"), "--user", "alice",
                    "--json", "--no-progress")
        assert done.returncode == 0, done.stderr
        # Said once, on stderr: that it started, when it stops, and how to stop it now.
        said = [ln for ln in done.stderr.splitlines() if "started the embedded Redis" in ln]
        assert len(said) == 1 and "1 s without use" in said[0] and "true-recall stop-redis" in said[0], done.stderr
        staged, pid = _staged(env)
        assert staged > 0
        # (Under load it may be gone already: the limit is one second.)
        wait_until(lambda: not Path(f"/proc/{pid}").exists(), 30, "the idle embedded Redis to stop by itself")
        assert (read_state(rdir) or {}).get("stopped_at"), read_state(rdir)
        # The next command starts it again on the same append-only file: every staged turn is there.
        assert _staged(env)[0] == staged
    finally:
        _stop(rdir)


@contextmanager
def _capture_daemon(env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    proc = subprocess.Popen([EXE, "capture"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            text=True)
    try:
        yield proc
    finally:
        proc.terminate()
        proc.wait(20)


@pytest.mark.parametrize("who", ["serve", "capture"])
def test_a_redis_that_serve_or_the_daemon_uses_does_not_stop(tmp_path: Path, who: str) -> None:
    env, rdir, url = _setup(tmp_path)
    holder = running_serve(env, url) if who == "serve" else _capture_daemon(env)
    try:
        with holder:
            def held() -> bool:
                if _our_server_pid(rdir) is None:
                    # Not started yet, or (a loaded machine, a one-second limit) stopped before the holder
                    # attached: a command starts it (again).
                    assert _run(env, "status", "--json").returncode in (0, 1)
                return any(k.startswith(who) for k in (read_state(rdir) or {}).get("kept_by", []))

            wait_until(held, 60, f"the watcher to see {who} holding the server")
            pid = _our_server_pid(rdir)
            since = (read_state(rdir) or {})["checked_at"]
            # The watcher has looked again well past the idle limit: the server still runs, kept by the holder.
            wait_until(lambda: ((read_state(rdir) or {}).get("checked_at") or 0) > since + 3 * IDLE_S, 30,
                       "the watcher to look again past the idle limit")
            assert pid is not None and _our_server_pid(rdir) == pid
            shown = _run(env, "status")
            assert f"used by {who} (pid" in shown.stdout, shown.stdout
            assert "stops never while" in shown.stdout, shown.stdout
        # Once the holder is gone, the server is idle like any other and stops by itself.
        wait_until(lambda: _our_server_pid(rdir) is None, 30, f"the server to stop after {who} exited")
    finally:
        _stop(rdir)


def test_status_shows_the_embedded_redis_and_when_it_stops(tmp_path: Path) -> None:
    env, rdir, _ = _setup(tmp_path, idle_s=600)
    try:
        shown = _run(env, "status")
        assert "running at redis://127.0.0.1:" in shown.stdout, shown.stdout
        assert "stops by itself after 10 min without use" in shown.stdout, shown.stdout
        st = json.loads(_run(env, "status", "--json").stdout)["embedded_redis"]
        assert st["pid"] == _our_server_pid(rdir) and st["idle_stop_s"] == 600 and st["kept_by"] == []
        assert st["watcher_pid"] is not None
    finally:
        _stop(rdir)
