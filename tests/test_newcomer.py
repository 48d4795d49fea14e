"""What a newcomer meets first: `make test` without a Redis, `--version`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import free_port

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_test_without_redis_says_so_in_one_line() -> None:
    env = {**os.environ, "TEST_REDIS_URL": f"redis://127.0.0.1:{free_port()}/0"}
    # VENV: this interpreter's venv, so make does not build another one.
    venv = Path(sys.executable).parent.parent
    p = subprocess.run(["make", "--no-print-directory", "test", f"VENV={venv}"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode != 0
    ours = [line for line in (p.stdout + p.stderr).splitlines() if line.strip() and not line.startswith("make: ***")]
    assert len(ours) == 1, ours
    assert "TEST_REDIS_URL" in ours[0] and "Traceback" not in p.stdout + p.stderr


def test_version() -> None:
    p = subprocess.run([sys.executable, "-m", "true_recall", "--version"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and p.stdout.startswith("true-recall ")
