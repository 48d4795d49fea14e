"""The CLI finds `true-recall serve` on whatever port it runs (serve records its address in the data folder),
and serve's own log lines (uvicorn's included) are JSON like every other line when not on a terminal."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
from conftest import free_port
from serve_process import AUTH, serve_env
from store_fixtures import index, make_gem

from retrieve import serve_address
from utils.config import Settings
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).with_name("true-recall"))


def test_cli_finds_serve_on_another_port_and_serve_logs_json(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [make_gem("Bob keeps his passport in the safe", user="bob")])
    store.close()
    env, configured = serve_env(settings, tmp_path, store_idle_s=60)
    port = free_port()  # not serve.port: the CLI cannot guess it from the config
    url = f"http://127.0.0.1:{port}"
    assert not configured.endswith(f":{port}")
    record = settings.data_path / "serve.json"
    proc = subprocess.Popen([EXE, "serve", "--port", str(port)], env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.post(f"{url}/search", json={"query": "passport", "user_id": "bob"}, headers=AUTH,
                              timeout=2).status_code == 200:
                    break  # serve answered, and now holds the store (idle release after 60 s)
            except httpx.TransportError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, "serve did not start"
            time.sleep(0.1)
        rec = json.loads(record.read_text())
        assert rec == {"url": url, "pid": proc.pid, "instance": rec["instance"]} and len(rec["instance"]) == 32
        assert stat.S_IMODE(record.stat().st_mode) == 0o600  # the id is what tells our serve from a squatter
        assert httpx.get(f"{url}/health", timeout=5).json()["instance"] == rec["instance"]
        out = subprocess.run([EXE, "search", "passport", "--user", "bob", "--format", "json"], env=env, cwd=ROOT,
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["gem"] == "Bob keeps his passport in the safe"
        # A second serve over the same data folder (another port) refuses, names the first, and leaves its record.
        second = subprocess.run([EXE, "serve", "--port", str(free_port())], env=env, cwd=ROOT,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 1 and url in second.stderr and "already serves" in second.stderr, second.stderr
        assert json.loads(record.read_text()) == rec
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert proc.returncode in (0, -15)
    assert not record.exists()  # removed on the way out
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert lines, "serve logged nothing"
    records = [json.loads(ln) for ln in lines]  # every line JSON: uvicorn's too, no plain "INFO:  ..." lines
    assert any(r["logger"].startswith("uvicorn") for r in records), records


def test_a_stale_or_malformed_record_is_ignored(settings: Settings) -> None:
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    settings.data_path.mkdir(parents=True, exist_ok=True)
    record = settings.data_path / "serve.json"
    record.write_text(json.dumps({"url": "http://127.0.0.1:1", "pid": int(dead.stdout), "instance": "a" * 32}))
    assert serve_address.running(settings) is None
    record.write_text(json.dumps({"url": "http://127.0.0.1:9", "pid": os.getpid(), "instance": "b" * 32}))
    assert serve_address.running(settings) == serve_address.Recorded("http://127.0.0.1:9", os.getpid(), "b" * 32)
    # No instance id (a record from before ids), not JSON, not an object: no serve to trust.
    for bad in (json.dumps({"url": "http://127.0.0.1:9", "pid": os.getpid()}), "{not json", "[1, 2]",
                json.dumps({"url": 9, "pid": os.getpid(), "instance": "c"})):
        record.write_text(bad)
        assert serve_address.running(settings) is None, bad


def test_a_held_store_without_serve_says_where_it_looked(settings: Settings, tmp_path: Path) -> None:
    """The search waits 0.3 s for a held store, then asks serve; the message says that, not a 120 s setting."""
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [make_gem("Bob keeps his passport in the safe", user="bob")])
    env, configured = serve_env(settings, tmp_path)  # nothing runs on serve.port
    try:
        out = subprocess.run([EXE, "search", "passport", "--user", "bob"], env=env, cwd=ROOT, capture_output=True,
                             text=True, timeout=60)
    finally:
        store.close()
    assert out.returncode == 1
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "no true-recall serve runs for this data folder" in lines[0], out.stderr
    assert str(settings.data_path / "serve.json") in lines[0]
    assert "lock_wait_s" not in out.stderr
