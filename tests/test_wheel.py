"""Build the wheel, install it into a fresh virtual environment, run the first-run command from there.

This is what catches a package-data file or a dependency missing from pyproject.toml.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_wheel_installs_and_demo_runs_offline(tmp_path: Path) -> None:
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
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "REDIS_URL", "QDRANT", "OLLAMA"))}
    env.update(HOME=str(home), HF_HUB_OFFLINE="1")
    try:
        res = subprocess.run([str(env_dir / "bin" / "true-recall"), "--profile", "embedded", "demo"],
                             capture_output=True, text=True, cwd=home, env=env, timeout=600)
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
        out = res.stdout
        assert "penicillin" in out.lower()
        assert str(home / ".local" / "share" / "true-recall") in out  # where the data now lives
    finally:
        subprocess.run([str(env_dir / "bin" / "python"), "-c",
                        "from utils.config import load_settings; from utils.redis_conn import stop_embedded; "
                        "stop_embedded(load_settings(profile='embedded'))"], env=env, cwd=home, check=False)
