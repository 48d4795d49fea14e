"""One voice: every command, found by walking the CLI's tree, speaks words on a terminal (a real pty) and JSON
under --json, against a real embedded data folder (the demo's)."""

from __future__ import annotations

import itertools
import json
import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).with_name("true-recall"))
SAMPLE = ROOT / "samples" / "2026-02-20-queue-rethink.jsonl"

# Commands with no machine output of their own, and why (each one is still run on a terminal below, unless
# NOT_RUN says otherwise).
NO_JSON: dict[str, str] = {
    "capture": "the daemon: its output is its log; `capture --check` answers by exit code",
    "serve": "a server: its answers are HTTP JSON (tests/test_serve_api.py), its output its log",
    "mcp": "an MCP server: JSON-RPC on stdio or HTTP is its protocol (tests/test_mcp.py)",
    "demo": "a walkthrough for a person; the commands it shows take --json",
    "init": "writes a config file and says where and what to edit next",
    "install-units": "a person's install steps (--print shows every file); the result is on disk",
    "memories export": "its output is the export itself, JSON Lines (stdout or --output); a line on stderr",
    "openclaw install-plugin": "writes OpenClaw's openclaw.json (--print shows that file, JSON by nature)",
}
# Not started here: servers that run until stopped.
NOT_RUN: dict[str, str] = {
    "serve": "runs until stopped; tests/test_serve.py starts it",
    "mcp": "waits for a client on stdin; tests/test_mcp.py drives it",
    "memories restore": "needs a gem a nightly clean-up took away; tests/test_retention.py restores one by the CLI",
    "review resolve": "needs a gem waiting for review; tests/test_review_queue.py resolves them by the CLI (--json)",
}

FACTS = [
    "My passport expires in October 2031.",
    "I am allergic to penicillin.",
    "Our wifi router lives in the hallway closet.",
    "My sister Ingrid lives in Trondheim and teaches chemistry.",
    "I decided to run the staging cluster on Hetzner instead of AWS.",
    "The cat gets half a can of salmon food every evening.",
    "I play the cello in a community orchestra on Thursdays.",
    "The invoice numbering restarts at 1 every January.",
    "I switched my editor theme to Solarized Light for the summer.",
    "Grandma's birthday is on the fourteenth of July.",
]
# Commands that exit 1 on this folder by design (each with why); every other one must exit 0.
EXIT_1: dict[str, str] = {}

Args = list[str] | Callable[["Folder"], list[str]]


class Folder:
    """The demo's data folder, and fresh paths and memories for commands that use them up."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.config = tmp / "demo" / "config.yaml"
        self.counter = itertools.count()

    def fresh(self) -> Path:
        return self.tmp / f"fresh-{next(self.counter)}"

    def cli(self, *args: str) -> str:
        """Piped (machine) output of a command that must succeed."""
        p = subprocess.run([EXE, "--config", str(self.config), *args], capture_output=True, text=True,
                           env=_env(), cwd=self.tmp, timeout=300)
        assert p.returncode == 0, (args, p.stderr)
        return p.stdout

    def gems(self) -> list[str]:
        return [json.loads(line)["id"] for line in self.cli("memories", "list", "--user", "demo", "--json").splitlines()]

    def new_gem(self, user: str = "demo") -> str:
        # Statements far apart from each other and from the demo's: none merges into another.
        text = FACTS[next(self.counter) % len(FACTS)]
        return str(json.loads(self.cli("remember", text, "--user", user, "--json"))["memories"][0]["id"])


def _unsuperseded(f: Folder) -> list[str]:
    old, new = f.new_gem(), f.new_gem()
    f.cli("memories", "edit", old, "--user", "demo", "--superseded-by", new)
    return [old, "--user", "demo"]


def _forget(f: Folder) -> list[str]:
    user = f"leaving-{next(f.counter)}"
    f.new_gem(user)
    return ["--user", user, "--yes"]


def _export(f: Folder) -> Path:
    path = f.fresh().with_suffix(".jsonl")
    f.cli("memories", "export", "--user", "demo", "--output", str(path))
    return path


def _backup(f: Folder) -> Path:
    path = f.fresh()
    f.cli("backup", str(path))
    return path


def _secret(f: Folder) -> Path:
    path = f.fresh().with_suffix(".txt")
    path.write_text("my password is xK9#mP2$vLq\n")
    return path


ARGS: dict[str, Args] = {
    "capture": ["--once"],
    "backfill": [str(SAMPLE), "--user", "demo"],
    "curate": ["--all-pending"],
    "search": ["what did I decide about the queue?", "--user", "demo"],
    "memories list": ["--user", "demo"],
    "memories show": lambda f: [f.gems()[0], "--user", "demo"],
    "memories delete": lambda f: [f.new_gem(), "--user", "demo"],
    "memories edit": lambda f: [f.gems()[0], "--user", "demo", "--importance", "high"],
    "memories import": lambda f: [str(_export(f)), "--user", "demo"],
    "memories unsupersede": _unsuperseded,
    "memories forget-user": _forget,
    "memories compact": [],
    "memories cleaned": ["--user", "demo"],
    "memories export": lambda f: ["--user", "demo", "--output", str(f.fresh().with_suffix(".jsonl"))],
    "reindex": [],
    "users": [],
    "init": lambda f: [str(f.fresh() / "config.yaml")],
    "config": [],
    "status": [],
    "install-units": lambda f: ["--print", "--root", str(f.fresh())],
    "demo": lambda f: ["--data-dir", str(f.fresh())],
    "stop-redis": [],
    "redact-check": lambda f: [str(_secret(f))],
    "scrub": [],
    "openclaw install-plugin": lambda f: ["--openclaw-config", str(f.fresh() / "openclaw.json"), "--user", "demo"],
    "backup": lambda f: [str(f.fresh())],
    "restore": lambda f: ["--replace", str(_backup(f))],
    "ledger": ["--accept"],
    "check": [],
    "remember": ["I prefer green tea in the afternoon", "--user", "demo"],
    "settings": ["--user", "demo"],
}


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    env["COLUMNS"] = "120"
    return env


def _commands() -> dict[str, click.Command]:
    from true_recall.cli import cli

    out: dict[str, click.Command] = {}

    def walk(group: click.Group, prefix: str) -> None:
        for name, cmd in group.commands.items():
            if isinstance(cmd, click.Group):
                walk(cmd, f"{prefix}{name} ")
            else:
                out[f"{prefix}{name}"] = cmd

    walk(cli, "")
    return out


def _takes_json(cmd: click.Command) -> bool:
    return any("--json" in getattr(p, "opts", []) for p in cmd.params)


def _on_a_terminal(args: list[str], cwd: Path, timeout: float = 300) -> tuple[int, str]:
    """Exit code and everything shown (stdout and stderr on one pty, as in a terminal)."""
    main, sub = pty.openpty()
    p = subprocess.Popen([EXE, *args], stdin=subprocess.DEVNULL, stdout=sub, stderr=sub, env=_env(), cwd=cwd)
    os.close(sub)
    shown = b""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                break
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the pty closes (EIO) once the command and its children let go of it
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(main)
        code = p.wait(timeout=30)
    return code, shown.decode(errors="replace")


def _json_lines(text: str) -> list[str]:
    """Lines of text that are JSON objects or arrays (a machine's output shown to a person)."""
    found = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(("{", "[")):
            try:
                json.loads(s)
            except ValueError:
                continue
            found.append(s)
    return found


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Any:
    tmp = tmp_path_factory.mktemp("voice")
    done = subprocess.run([EXE, "demo", "--data-dir", str(tmp / "demo")], capture_output=True, text=True,
                          env=_env(), cwd=tmp, timeout=300)
    assert done.returncode == 0, done.stderr
    # Piped (make demo in CI, `| tee`): still a walkthrough for a person, its log lines text among its text.
    assert not _json_lines(done.stdout + done.stderr), _json_lines(done.stdout + done.stderr)[:2]
    f = Folder(tmp)
    yield f
    subprocess.run([EXE, "--config", str(f.config), "stop-redis"], capture_output=True, env=_env(), timeout=60)
    for p in tmp.glob("fresh-*/redis"):  # a demo run here has its own server
        subprocess.run([EXE, "--config", str(p.parent / "config.yaml"), "stop-redis"], capture_output=True,
                       env=_env(), timeout=60)


def test_every_command_is_covered_and_each_without_json_says_why() -> None:
    commands = _commands()
    assert len(commands) >= 25
    assert set(ARGS) | set(NOT_RUN) == set(commands), "a command the test does not run or exempt"
    without = {path for path, cmd in commands.items() if not _takes_json(cmd)}
    assert without == set(NO_JSON), f"without --json but not listed: {without - set(NO_JSON)}; " \
                                    f"listed but takes --json: {set(NO_JSON) - without}"


@pytest.mark.parametrize("path", sorted(ARGS))
def test_words_on_a_terminal_json_under_json(folder: Folder, path: str) -> None:
    cmd = _commands()[path]
    spec = ARGS[path]
    args = spec(folder) if callable(spec) else list(spec)
    code, shown = _on_a_terminal(["--config", str(folder.config), *path.split(), *args], folder.tmp)
    assert code == (1 if path in EXIT_1 else 0) and "Traceback" not in shown, (path, code, shown)
    assert shown.strip(), f"{path} showed nothing on a terminal"
    assert not _json_lines(shown), f"{path} printed JSON on a terminal: {_json_lines(shown)[:2]}"
    if not _takes_json(cmd):
        return
    args = spec(folder) if callable(spec) else list(spec)
    p = subprocess.run([EXE, "--config", str(folder.config), *path.split(), *args, "--json"], capture_output=True,
                       text=True, env=_env(), cwd=folder.tmp, timeout=300)
    assert p.returncode == (1 if path in EXIT_1 else 0), (path, p.stderr)
    out = p.stdout.strip()
    assert out, f"{path} --json printed nothing"
    try:
        json.loads(out)
    except ValueError:
        # JSON Lines (one object per memory or finding) is JSON too, line by line.
        for line in out.splitlines():
            json.loads(line)
