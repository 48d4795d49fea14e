"""Build the wheel, install it into a fresh virtual environment, run the first-run command from there.

This is what catches a package-data file or a dependency missing from pyproject.toml.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


# Installed as sitecustomize into the fresh venv's PYTHONPATH: every socket connection any Python process
# of the demo attempts is logged (audit hook on socket.connect), so the test sees a connection to a server
# the demo did not start even if it failed.
AUDIT = """
import os, sys

_LOG = os.environ["TR_CONNECT_LOG"]


def _hook(event, args):
    if event == "socket.connect":
        try:
            with open(_LOG, "a") as f:
                f.write(repr(args[1]) + "\\n")
        except Exception:
            pass


sys.addaudithook(_hook)
"""
FOREIGN_PORTS = (6379, 6333, 11434)  # Redis, Qdrant, Ollama defaults: servers the demo must never touch


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_wheel_installs_and_demo_runs_offline(tmp_path: Path) -> None:
    """From an empty directory and an empty HOME: pip install the wheel, `true-recall demo`, exit 0 with
    no config, no flag, and no connection to a server it did not start; then `init` from the packaged
    template."""
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist), str(ROOT)],
                   check=True, capture_output=True, text=True, cwd=tmp_path)
    wheel = next(dist.glob("true_recall-*.whl"))
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    pip = env_dir / "bin" / "pip"
    subprocess.run([str(pip), "install", "--quiet", str(wheel)], check=True, capture_output=True, text=True)
    # Run from an empty directory with a fresh HOME: nothing from the checkout can leak in.
    home = tmp_path / "home"
    home.mkdir()
    audit = tmp_path / "audit"
    audit.mkdir()
    (audit / "sitecustomize.py").write_text(AUDIT)
    log = tmp_path / "connects.log"
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("TRUE_RECALL", "REDIS_URL", "QDRANT", "OLLAMA", "XDG_", "PYTHON"))}
    env.update(HOME=str(home), HF_HUB_OFFLINE="1", PYTHONPATH=str(audit), TR_CONNECT_LOG=str(log))
    exe = str(env_dir / "bin" / "true-recall")
    demo_cfg = home / ".local/share/true-recall/demo/config.yaml"
    try:
        started = time.monotonic()
        res = subprocess.run([exe, "demo"], capture_output=True, text=True, cwd=home, env=env, timeout=600)
        took = time.monotonic() - started
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
        out = res.stdout
        assert "penicillin" in out.lower()
        assert str(home / ".local" / "share" / "true-recall" / "demo") in out  # where the data now lives
        assert "stop-redis" in out.splitlines()[-1] and str(demo_cfg) in out.splitlines()[-1]
        assert "Traceback" not in res.stderr and "Warning" not in res.stderr, res.stderr[-2000:]
        connects = log.read_text().splitlines() if log.exists() else []
        assert connects, "the audit hook saw no connection at all (the embedded Redis is one)"
        foreign = [c for c in connects if any(f", {port})" in c for port in FOREIGN_PORTS)]
        assert not foreign, foreign
        # The figure the issue asks for (< 60 s); a loaded CI machine gets slack, the report gives the number.
        print(f"demo from the wheel took {took:.1f} s")
        assert took < 180
        # The suggested commands work against the demo's own installation.
        st = subprocess.run([exe, "--config", str(demo_cfg), "status"], capture_output=True, text=True, cwd=home,
                            env=env, timeout=120)
        assert st.returncode == 0 and "demo:" in st.stdout, st.stdout + st.stderr
        # init writes the packaged embedded template where the default lookup finds it.
        ini = subprocess.run([exe, "init"], capture_output=True, text=True, cwd=home, env=env, timeout=60)
        assert ini.returncode == 0, ini.stderr
        cfg = subprocess.run([exe, "config"], capture_output=True, text=True, cwd=home, env=env, timeout=60)
        assert '"profile": "embedded"' in cfg.stdout
        prod = subprocess.run([exe, "init", "--production", str(home / "prod.yaml")], capture_output=True, text=True,
                              cwd=home, env=env, timeout=60)
        assert prod.returncode == 0 and (home / "prod.yaml").read_text() == (ROOT / "config.yaml").read_text()
    finally:
        subprocess.run([exe, "--config", str(demo_cfg), "stop-redis"], env=env, cwd=home, check=False,
                       capture_output=True)
