"""What a newcomer meets first: `make test` without a Redis, `--version`."""

from __future__ import annotations

import json
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
    # -o: the venv counts as installed (a pyproject newer than it would make `make` reinstall first).
    p = subprocess.run(["make", "--no-print-directory", "-o", f"{venv}/bin/true-recall", "test", f"VENV={venv}"],
                       cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode != 0
    # make's own "make: *** ... Error 2" (make[1]: under a make that runs the tests) is make's, not ours.
    import re

    ours = [line for line in (p.stdout + p.stderr).splitlines()
            if line.strip() and not re.match(r"make(\[\d+\])?: \*\*\*", line)]
    assert len(ours) == 1, ours
    assert "TEST_REDIS_URL" in ours[0] and "Traceback" not in p.stdout + p.stderr


def test_version() -> None:
    p = subprocess.run([sys.executable, "-m", "true_recall", "--version"], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and p.stdout.startswith("true-recall ")


def test_a_config_yaml_in_the_current_folder_is_named(tmp_path: Path) -> None:
    """Inside a clone the repository's production config.yaml is picked up: every command says so once, a
    server that does not answer names the file that chose it, and `config` prints the file first."""
    (tmp_path / "config.yaml").write_text((ROOT / "config.yaml").read_text())
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "REDIS_URL"))}
    env["QDRANT_URL"] = f"http://127.0.0.1:{free_port()}"  # nothing answers there
    exe = [sys.executable, "-m", "true_recall"]
    cfg = subprocess.run([*exe, "config"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert cfg.returncode == 0
    assert cfg.stderr.count("note: using ./config.yaml") == 1 and "profile production" in cfg.stderr
    assert next(iter(json.loads(cfg.stdout))) == "config_file"
    assert json.loads(cfg.stdout)["config_file"] == f"{tmp_path / 'config.yaml'} (profile production)"
    s = subprocess.run([*exe, "search", "x", "--user", "demo"], cwd=tmp_path, env=env, capture_output=True,
                       text=True, timeout=60)
    assert s.returncode == 1 and f"settings from {tmp_path / 'config.yaml'} (profile production)" in s.stderr
    quiet = subprocess.run([*exe, "--config", str(tmp_path / "config.yaml"), "config"], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=60)
    assert "note:" not in quiet.stderr


def _commands() -> list[tuple[str, "click.Command"]]:
    import click

    from true_recall.cli import cli

    out: list[tuple[str, click.Command]] = []

    def walk(group: click.Group, prefix: str) -> None:
        for name, cmd in group.commands.items():
            if isinstance(cmd, click.Group):
                walk(cmd, f"{prefix}{name} ")
            else:
                out.append((f"{prefix}{name}", cmd))

    walk(cli, "")
    return out


def test_every_command_has_an_example_and_every_option_says_what_it_does() -> None:
    """Each command's --help (as a person reads it) ends with an example that names the command, and no option
    is left without a description."""
    from click.testing import CliRunner

    from true_recall.cli import cli

    missing, bare = [], []
    for path, cmd in _commands():
        res = CliRunner().invoke(cli, [*path.split(), "--help"])
        assert res.exit_code == 0, (path, res.output)
        if "Example" not in res.stdout or f"true-recall {path}" not in res.stdout.split("Example", 1)[1]:
            missing.append(path)
        bare += [f"{path} {o.opts[0]}" for o in cmd.params if getattr(o, "help", None) == "" or
                 (type(o).__name__ == "Option" and not o.help and not o.hidden)]
    assert not missing, f"no example: {missing}"
    assert not bare, f"undocumented options: {bare}"
    assert len(_commands()) >= 25


def _readme_cli_rows() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text.split("\n## CLI\n", 1)[1].split("\n## ", 1)[0]
    import re

    return [re.split(r"(?<!\\)\|", line)[1] for line in table.splitlines() if line.startswith("| `true-recall")]


def test_the_readme_cli_table_matches_the_commands() -> None:
    """Every command of `true-recall --help` has its row in the README's CLI table, and every command a row
    names exists (rows may name several: `memories list|show|edit`, `backup DIR` / `restore DIR`)."""
    import re

    rows = " ".join(_readme_cli_rows())
    named = set()
    for m in re.finditer(r"`true-recall ((?:[a-z][a-z-]*)(?: (?:[a-z][a-z-]*(?:\\\|[a-z][a-z-]*)*))?)", rows):
        head, _, rest = m.group(1).partition(" ")
        named.add(head)
        for sub in rest.split("\\|") if rest else []:
            named.add(f"{head} {sub}")
    for m in re.finditer(r"/ `([a-z][a-z-]*) ", rows):  # "`backup DIR` / `restore DIR`"
        named.add(m.group(1))
    paths = {path for path, _ in _commands()}
    groups = {p.split()[0] for p in paths if " " in p}
    missing = sorted(p for p in paths if p not in named and p.split()[0] not in named - groups)
    unknown = sorted(n for n in named if n not in paths and n not in groups)
    assert not missing, f"commands without a README row: {missing}"
    assert not unknown, f"README rows naming no command: {unknown}"


def test_the_readme_opens_with_the_two_commands() -> None:
    first_screen = "\n".join((ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:40])
    assert "make demo" in first_screen and "make test" in first_screen


def test_the_ci_script_parses() -> None:
    """`.ci/run` is the CI's only entry: a shell syntax error there fails every run before a test starts."""
    p = subprocess.run(["bash", "-n", str(ROOT / ".ci" / "run")], capture_output=True, text=True, timeout=30)
    assert p.returncode == 0, p.stderr


def test_serve_on_a_port_in_use_is_a_usage_error_in_one_line(tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        cfg = tmp_path / "c.yaml"
        cfg.write_text(f"data_dir: {tmp_path / 'data'}\nredis:\n  embedded: false\n")
        p = subprocess.run([sys.executable, "-m", "true_recall", "--config", str(cfg), "--log-level", "WARNING",
                            "serve", "--port", str(port)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2, p.stderr
    lines = [ln for ln in p.stderr.splitlines() if ln.startswith("Error:")]
    assert len(lines) == 1 and f"127.0.0.1:{port}" in lines[0] and "Traceback" not in p.stderr


def _options(cmd: "click.Command") -> set[str]:
    return {o for p in cmd.params for o in (*getattr(p, "opts", []), *getattr(p, "secondary_opts", []))} | {"--help", "-h"}


GLOBAL_OPTIONS = {"--config", "--profile", "--env-file", "--log-level", "--version", "--help", "-h"}


def test_every_example_and_readme_row_uses_options_the_command_has() -> None:
    """An example or a README row naming an option the command does not take sends a newcomer to an error."""
    import re

    from true_recall.cli import EXAMPLES

    commands = dict(_commands())
    wrong = []
    for path, lines in EXAMPLES.items():
        known = _options(commands[path]) | GLOBAL_OPTIONS
        for line in lines:
            shown = re.split(r"\s#|\||>", line)[0]  # the command itself, before a comment, pipe or redirect
            wrong += [f"{path}: {opt}" for opt in re.findall(r"(?<![\w-])(--?[a-zA-Z][\w-]*)", shown)
                      if opt not in known]
    for row in _readme_cli_rows():
        names = []
        for m in re.finditer(r"`true-recall ([a-z][a-z-]*)(?: ([a-z][a-z-]*(?:\\\|[a-z][a-z-]*)*))?", row):
            head, rest = m.group(1), m.group(2)
            subs = [f"{head} {s}" for s in rest.split("\\|")] if rest and f"{head} {rest.split(chr(92))[0]}" in commands else []
            names += subs or [head]
        names += [m.group(1) for m in re.finditer(r"/ `([a-z][a-z-]*) ", row)]
        known = set().union(*(_options(commands[n]) for n in names if n in commands)) | GLOBAL_OPTIONS
        if not any(n in commands for n in names):
            continue
        wrong += [f"README `{row.strip()[:40]}…`: {opt}" for opt in re.findall(r"(?<![\w-])(--[a-z][\w-]*)", row)
                  if opt not in known]
    assert not wrong, wrong
