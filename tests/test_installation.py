"""Production setup: `true-recall install-units` into a temporary root, checked by systemd-analyze, and the
README's production section followed step by step there (no systemd running: the units are verified,
the commands are run by hand as the README says)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import REDIS_URL

from true_recall import installation, units
from true_recall.cli import cli
from utils.config import load_settings

ROOT = Path(__file__).resolve().parents[1]
EXE = str(Path(sys.executable).with_name("true-recall"))
UNITS = ("true-recall-capture.service", "true-recall-curate.service", "true-recall-curate.timer",
         "true-recall-serve.service")


def _systemd_analyze() -> str:
    exe = shutil.which("systemd-analyze")
    if exe is None:
        pytest.fail("systemd-analyze is missing (Debian package systemd; .ci/run installs it)")
    return exe


def _verify(paths: list[Path]) -> subprocess.CompletedProcess[str]:
    # Plain file paths: verify works without systemd as PID 1 (no --root, which wants a whole OS tree).
    return subprocess.run([_systemd_analyze(), "verify", *map(str, paths)], capture_output=True, text=True,
                          timeout=60)


def _install(root: Path, *extra: str) -> str:
    res = CliRunner().invoke(cli, ["install-units", "--root", str(root), "--exe", EXE,
                                   "--sessions", str(root / "home/alice/.openclaw/agents/main/sessions"), *extra])
    assert res.exit_code == 0, res.output
    return res.output


def test_install_units_lays_out_everything_and_systemd_accepts_the_units(tmp_path: Path) -> None:
    root = tmp_path / "root"
    out = _install(root)
    etc = root / "etc/true-recall"
    for path in (etc / "config.yaml", etc / "env", etc / "true-recall.crontab",
                 *(root / "etc/systemd/system" / u for u in UNITS)):
        assert path.is_file(), out
    for folder in ("var/lib/true-recall", "var/log/true-recall"):
        assert (root / folder).is_dir()
    assert oct((etc / "env").stat().st_mode & 0o777) == "0o640"
    # It says what it did, and skips accounts under a test root.
    assert "skipped under --root" in out and f"unit {root}/etc/systemd/system/true-recall-capture.service" in out
    # The config is the production template with this machine's folders; it loads as production.
    s = load_settings(etc / "config.yaml", env={})
    assert s.profile == "production" and s.data_path == root / "var/lib/true-recall"
    assert s.capture.sources[0].path == str(root / "home/alice/.openclaw/agents/main/sessions")
    # The units carry this installation's paths, and systemd-analyze accepts them.
    cap = (root / "etc/systemd/system/true-recall-capture.service").read_text()
    assert f"ExecStart={EXE} capture" in cap and f"TRUE_RECALL_CONFIG={etc}/config.yaml" in cap
    assert f"EnvironmentFile=-{etc}/env" in cap and "User=true-recall" in cap
    res = _verify([root / "etc/systemd/system" / u for u in UNITS])
    assert res.returncode == 0, res.stdout + res.stderr
    # serve's unit is hardened: only the data folder is writable, mlock allowed for the resident store.
    srv = (root / "etc/systemd/system/true-recall-serve.service").read_text()
    assert f"ExecStart={EXE} serve" in srv and f"ReadWritePaths={root}/var/lib/true-recall" in srv
    for line in ("NoNewPrivileges=true", "ProtectSystem=strict", "LimitMEMLOCK=infinity", "User=true-recall"):
        assert line in srv.splitlines(), line
    assert "true-recall-serve.service" in out  # the next steps enable it
    # The cron line loads the env file itself (cron has no EnvironmentFile=).
    cron = (etc / "true-recall.crontab").read_text().splitlines()[-1]
    assert f"--env-file {etc}/env" in cron and f"--config {etc}/config.yaml" in cron
    assert cron.startswith("30 3 * * * true-recall ") and f">> {root}/var/log/true-recall/curate.log" in cron


def test_install_units_print_changes_nothing_and_a_rerun_keeps_the_operators_files(tmp_path: Path) -> None:
    root = tmp_path / "root"
    res = CliRunner().invoke(cli, ["install-units", "--print", "--root", str(root), "--exe", EXE])
    assert res.exit_code == 0, res.output
    assert not root.exists()
    assert "# would: unit" in res.output and "[Service]" in res.output and "profile: production" in res.output
    _install(root)
    cfg = root / "etc/true-recall/config.yaml"
    cfg.write_text(cfg.read_text().replace('schedule: "30 3 * * *"', 'schedule: "15 4 * * *"'))
    (root / "etc/true-recall/env").write_text("QDRANT_API_KEY=mine\n")
    out = _install(root)
    assert "exists, kept" in out
    assert (root / "etc/true-recall/env").read_text() == "QDRANT_API_KEY=mine\n"
    # The refreshed timer follows the operator's schedule.
    assert "OnCalendar=*-*-* 04:15:00" in (root / "etc/systemd/system/true-recall-curate.timer").read_text()


def test_install_units_refuses_relative_paths_and_a_real_install_without_root(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["install-units", "--root", str(tmp_path), "--exe", "bin/true-recall"])
    assert res.exit_code == 2 and "--exe must be an absolute path" in res.output
    res = CliRunner().invoke(cli, ["install-units", "--root", str(tmp_path), "--sessions", "~/s"])
    assert res.exit_code == 2 and "--sessions must be an absolute path" in res.output


def test_repo_deploy_files_are_marked_templates_and_verify_once_rendered(tmp_path: Path) -> None:
    """deploy/ holds the units with a placeholder executable, marked as templates; rendered with a real
    executable (what install-units does) they pass systemd-analyze."""
    for name, text in units.render(template=True).items():
        assert (ROOT / "deploy" / name).read_text() == text
        assert text.startswith("# TEMPLATE")
    rendered = units.render(exe=EXE)
    paths = []
    for name, text in rendered.items():
        if name.startswith("systemd/"):
            p = tmp_path / name.split("/", 1)[1]
            p.write_text(text)
            paths.append(p)
    res = _verify(paths)
    assert res.returncode == 0, res.stdout + res.stderr


def test_packaged_templates_are_the_repository_files() -> None:
    """`init --production` and install-units write the same config.yaml and env example as the repository's."""
    from true_recall import templates

    assert templates.text("config.yaml") == (ROOT / "config.yaml").read_text()
    assert templates.text("env.example") == (ROOT / "deploy/true-recall.env.example").read_text()


def _readme_production_block() -> str:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Production setup", 1)[1].split("\n## ", 1)[0]
    return section.split("```sh", 1)[1].split("```", 1)[0]


@pytest.mark.timeout(300)
def test_readme_production_section_works_when_followed(tmp_path: Path, key_prefix: str, ollama_server: object) -> None:
    """Every README production step, run in a temporary root: install, edit config and env, verify the
    units (instead of systemctl, which needs systemd as PID 1), backfill, curate, status — each exits 0.

    The one edit the README does not ask for: no Qdrant server exists on the test machines, so the
    config points the store at an embedded folder; Redis and Ollama are real servers (the test Redis and
    the Ollama wire-format server)."""
    block = _readme_production_block()
    lines = [ln.split("#", 1)[0].strip() for ln in block.splitlines()]
    lines = [ln for ln in lines if ln]
    assert any(ln.startswith("sudo $TR install-units") for ln in lines), block
    root = tmp_path / "root"
    sessions = root / "home/alice/.openclaw/agents/main/sessions"
    sessions.mkdir(parents=True)
    shutil.copy(ROOT / "samples" / "2026-02-12-health-and-habits.jsonl", sessions / "s1.jsonl")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "REDIS_URL", "QDRANT", "OLLAMA"))}
    ran: list[str] = []

    env["PATH"] = f"{Path(EXE).parent}{os.pathsep}{env.get('PATH', '')}"
    env["TR"] = EXE  # what the README's `TR=$(command -v true-recall)` line sets
    # sudo: the test runs as whoever runs the tests; the service user's commands run as that person too.
    preamble = 'sudo() { if [ "$1" = -u ]; then shift 2; fi; "$@"; }; '

    def run(line: str) -> subprocess.CompletedProcess[str]:
        """One README line with the test root standing for /."""
        cmd = line.replace("/etc/", f"{root}/etc/").replace("/home/you/", f"{root}/home/alice/")
        if " install-units" in cmd:
            cmd += f" --root {root}"
        res = subprocess.run(["bash", "-c", preamble + cmd], capture_output=True, text=True, env=env, cwd=tmp_path,
                             timeout=240)
        ran.append(line)
        assert res.returncode == 0, f"{line}\n{res.stdout[-2000:]}\n{res.stderr[-2000:]}"
        return res

    for line in lines:
        if line.startswith(("pip ", "ollama ")):
            continue  # installed already (this venv); the Ollama models are served by the test server
        if line.startswith(("sudoedit", "sudo systemctl", "systemctl")):
            if "sudoedit" in line:
                # The operator's edit: the real servers of this test (see the docstring).
                cfg = root / "etc/true-recall/config.yaml"
                text = cfg.read_text().replace("key_prefix: tr ", f"key_prefix: {key_prefix} ")
                text = text.replace("url: http://localhost:6333", "url: null").replace("  path: null", "  path: store")
                cfg.write_text(text)
                (root / "etc/true-recall/env").write_text(
                    f"REDIS_URL={REDIS_URL}\nOLLAMA_HOST={ollama_server.url}\n")  # type: ignore[attr-defined]
            else:
                res = _verify([root / "etc/systemd/system" / u for u in UNITS])
                assert res.returncode == 0, res.stdout + res.stderr
            ran.append(line)
            continue
        res = run(line)
        if " backfill " in line:
            assert '"turns_staged": ' in res.stdout and '"turns_staged": 0' not in res.stdout
    assert any(" backfill " in ln for ln in ran) and any(" curate " in ln for ln in ran)
    assert any(ln.endswith(" status") for ln in ran)
    # The data went where the config says, not to ~.
    assert (root / "var/lib/true-recall/store").is_dir()
    assert installation.STATE == "/var/lib/true-recall"


def test_print_on_the_real_root_shows_accounts_and_ownership_and_changes_nothing() -> None:
    """On / the plan creates the account and hands it its folders; --print shows that and does nothing."""
    before = Path("/etc/true-recall").exists()
    res = CliRunner().invoke(cli, ["install-units", "--print", "--exe", EXE, "--sessions", "/srv/sessions"])
    assert res.exit_code == 0, res.output
    assert ("useradd --system --user-group --home-dir /var/lib/true-recall" in res.output
            or "system user true-recall: exists" in res.output)
    assert "# would: owner of /var/lib/true-recall: true-recall" in res.output
    assert "# would: owner of /var/log/true-recall: true-recall" in res.output
    assert "    - path: /srv/sessions" in res.output and "data_dir: /var/lib/true-recall" in res.output
    assert Path("/etc/true-recall").exists() == before
