"""Bad usage, every way a person gets it wrong: exit 2, one line saying what is wrong, never a traceback.

And `-h` on every command and subcommand, with the program name a person can actually run.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from true_recall.cli import cli

ROOT = Path(__file__).resolve().parents[1]

# (arguments, a fragment the error line must contain). {tmp} is a fresh folder of the test's own; every
# install-units row installs under it (--root), never into the machine.
BAD: list[tuple[list[str], str]] = [
    (["--log-level", "LOUD", "status"], "'LOUD' is not one of"),
    (["--profile", "staging", "config"], "'staging' is not one of"),
    (["--config", "{tmp}/missing.yaml", "config"], "file not found"),
    (["--config", "{tmp}", "config"], "is a directory"),
    (["--config", "{tmp}/broken.yaml", "config"], "broken.yaml: not valid YAML: line 3, column 1"),
    (["--config", "{tmp}/typo.yaml", "config"], "redis.colour"),
    (["--config", "{tmp}/unknown-profile.yaml", "config"], "unknown profile 'staging'"),
    (["--env-file", "{tmp}/missing.env", "config"], "env file"),
    (["--env-file", "{tmp}/bad.env", "config"], "expected KEY=value"),
    (["nosuchcommand"], "No such command 'nosuchcommand'"),
    (["status", "--bogus"], "No such option '--bogus'"),
    (["config", "extra"], "unexpected extra argument"),
    (["search"], "Missing argument 'QUERY'"),
    (["search", "x"], "Missing option '--user'"),
    (["search", "  ", "--user", "a"], "QUERY is empty"),
    (["search", "x", "--user", "a", "-k", "0"], "'-k' / '--limit': 0 is not in the range"),
    (["search", "x", "--user", "a", "-k", "many"], "'many' is not a valid integer"),
    (["search", "x", "--user", "a", "--format", "xml"], "'xml' is not one of"),
    (["search", "x", "--user", "a", "--since", "yesterday"], "not an ISO date"),
    (["search", "x", "--user", "a", "--since", "2026-03-02", "--until", "2026-03-01"], "--since is after --until"),
    (["search", "x", "--user", "a", "--min-score", "-1"], "'--min-score'"),
    (["search", "x", "--user", "a", "--category", "decisions"], "'decisions' is not one of 'decision'"),
    (["curate", "--since", "2026-11-25", "--until", "2026-11-21"], "must be before --until"),
    (["curate", "--since", "notadate"], "not an ISO date"),
    (["curate", "--now", "tomorrow"], "not an ISO date"),
    (["curate", "--backend", "gpt"], "'gpt' is not one of"),
    (["curate", "--user"], "'--user' requires an argument"),
    (["backfill"], "Missing argument 'PATHS...'"),
    (["backfill", "{tmp}/nowhere"], "does not exist"),
    (["backfill", "{tmp}", "--batch-lines", "0"], "'--batch-lines'"),
    (["capture", "--bogus"], "No such option '--bogus'"),
    (["serve", "--port", "0"], "'--port': 0 is not in the range"),
    (["serve", "--port", "70000"], "70000 is not in the range"),
    (["memories", "list"], "Missing option '--user'"),
    (["memories", "list", "--user", "a", "--limit", "0"], "'--limit'"),
    (["memories", "list", "--user", "a", "--category", "decisions"], "'decisions' is not one of"),
    (["memories", "show"], "Missing argument 'GEM_ID'"),
    (["memories", "edit", "g1", "--user", "a"], "give at least one of"),
    (["memories", "edit", "g1", "--user", "a", "--importance", "huge"], "'huge' is not one of"),
    (["memories", "bogus"], "No such command 'bogus'"),
    (["reindex", "--bogus"], "No such option '--bogus'"),
    (["demo", "-k", "0"], "'-k': 0 is not in the range"),
    (["init", "{tmp}/exists.yaml"], "exists; edit it, or pass --force"),
    (["install-units", "--root", "{tmp}/root", "--exe", "relative/true-recall"], "--exe must be an absolute path"),
    (["install-units", "--root", "{tmp}/root", "--sessions", "rel/sessions"], "--sessions must be an absolute path"),
    (["--profile", "production", "stop-redis"], "redis.embedded is false"),
]


def _files(tmp: Path) -> None:
    (tmp / "broken.yaml").write_text("redis:\n  url: [unclosed\n")
    (tmp / "typo.yaml").write_text("redis:\n  colour: red\n")
    (tmp / "unknown-profile.yaml").write_text("profile: staging\n")
    (tmp / "bad.env").write_text("this is not a variable\n")
    (tmp / "exists.yaml").write_text("profile: embedded\n")


def _error_lines(output: str) -> list[str]:
    return [ln for ln in output.splitlines() if ln.startswith("Error:")]  # one prefix for every error


def test_the_table_is_long_enough() -> None:
    assert len(BAD) >= 30


@pytest.mark.parametrize(("args", "fragment"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_usage_exits_2_with_one_line(args: list[str], fragment: str, tmp_path: Path) -> None:
    _files(tmp_path)
    argv = [a.replace("{tmp}", str(tmp_path)) for a in args]
    res = CliRunner().invoke(cli, argv, prog_name="true-recall")
    assert res.exit_code == 2, (res.exit_code, res.output, res.exception)
    assert "Traceback" not in res.output and (res.exception is None or isinstance(res.exception, SystemExit)), \
        res.exception
    errors = _error_lines(res.output)
    assert len(errors) == 1, res.output
    assert fragment in errors[0], errors[0]
    assert not (tmp_path / "root").exists()  # a refused install-units wrote nothing


@pytest.mark.parametrize(("module", "args", "fragment"), [
    ("capture", ["--bogus"], "No such option"),
    ("curate", ["--since", "2026-11-25", "--until", "2026-11-21"], "must be before --until"),
    ("curate", ["--log-level", "LOUD"], "'LOUD' is not one of"),
    ("retrieve.search", [], "Missing argument 'QUERY'"),
    ("retrieve", ["search", "x", "--user", "a", "--category", "decisions"], "'decisions' is not one of"),
    ("true_recall", ["--profile", "staging", "config"], "'staging' is not one of"),
])
def test_program_entry_points_exit_2_too(module: str, args: list[str], fragment: str) -> None:
    res = subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, timeout=120)
    assert res.returncode == 2, res.stdout + res.stderr
    assert "Traceback" not in res.stderr
    errors = _error_lines(res.stderr)
    assert len(errors) == 1 and fragment in errors[0], res.stderr


def _walk(group: click.Group, path: list[str]) -> list[list[str]]:
    out = []
    for name, cmd in group.commands.items():
        out.append([*path, name])
        if isinstance(cmd, click.Group):
            out.extend(_walk(cmd, [*path, name]))
    return out


def test_every_command_takes_h() -> None:
    paths = _walk(cli, [])
    assert len(paths) >= 15
    for path in [[], *paths]:
        res = CliRunner().invoke(cli, [*path, "-h"], prog_name="true-recall")
        assert res.exit_code == 0, (path, res.output)
        assert res.output.startswith(f"Usage: true-recall {' '.join(path)}".rstrip()), res.output


@pytest.mark.parametrize(("module", "prog"), [
    ("capture", "python -m capture"), ("curate", "python -m curate"), ("retrieve", "python -m retrieve"),
    ("retrieve.search", "python -m retrieve.search"), ("true_recall", "python -m true_recall"),
])
def test_entry_points_help_names_the_program_that_runs(module: str, prog: str) -> None:
    res = subprocess.run([sys.executable, "-m", module, "-h"], capture_output=True, text=True, timeout=120)
    assert res.returncode == 0 and res.stdout.startswith(f"Usage: {prog} "), res.stdout + res.stderr
