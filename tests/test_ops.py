from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from true_recall import units
from true_recall.cli import cli
from utils.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_deploy_files_are_the_rendered_units() -> None:
    for name, text in units.render(template=True).items():
        path = ROOT / "deploy" / name
        assert path.read_text(encoding="utf-8") == text, f"{path} is out of date: units.render(template=True)"
        assert text.startswith("# TEMPLATE")


def test_units_say_what_systemd_needs() -> None:
    files = units.render(exe="/opt/tr/bin/true-recall", config="/etc/tr.yaml")
    cap = files["systemd/true-recall-capture.service"]
    assert "Restart=always" in cap and "PYTHONUNBUFFERED=1" in cap and "ExecStart=/opt/tr/bin/true-recall capture" in cap
    assert "TRUE_RECALL_CONFIG=/etc/tr.yaml" in cap
    assert "OnCalendar=*-*-* 03:30:00" in files["systemd/true-recall-curate.timer"]
    assert files["cron/true-recall.crontab"].splitlines()[-1].startswith("30 3 * * * ")


def test_units_follow_curate_schedule(tmp_path: Path) -> None:
    """curate.schedule (cron syntax) drives both the timer and the crontab line."""
    files = units.render(schedule="15 4 * * 1-5")
    assert "OnCalendar=Mon..Fri *-*-* 04:15:00" in files["systemd/true-recall-curate.timer"]
    assert files["cron/true-recall.crontab"].splitlines()[-1].startswith("15 4 * * 1-5 ")
    assert units.on_calendar("*/30 2,14 * * *") == "*-*-* 02,14:00/30:00"
    assert units.on_calendar("0 3 1 */2 0") == "Sun *-01/2-01 03:00:00"
    for bad in ("30 3 * *", "61 3 * * *", "30 3 * * 9", "a b c d e"):
        try:
            units.on_calendar(bad)
        except ValueError as e:
            assert "curate.schedule" in str(e)
        else:
            raise AssertionError(f"{bad!r} accepted")
    cfg = tmp_path / "c.yaml"
    cfg.write_text("curate: {schedule: '5 1 * * *'}\n")
    res = CliRunner().invoke(cli, ["--config", str(cfg), "install-units", "--print", "--exe", "/x/true-recall"])
    assert res.exit_code == 0, res.output
    assert "OnCalendar=*-*-* 01:05:00" in res.output and "5 1 * * * true-recall" in res.output
    cfg.write_text("curate: {schedule: 'every night'}\n")
    res = CliRunner().invoke(cli, ["--config", str(cfg), "install-units", "--print"])
    assert res.exit_code == 2 and "curate.schedule" in res.output


def test_session_source_path_follows_agent() -> None:
    """SessionSource.agent names OpenClaw's agent; without a path its sessions folder is the default."""
    from utils.config import load_settings

    s = load_settings(overrides={"capture": {"sources": [{"agent": "work", "user_id": "bob"}]}}, env={})
    assert s.capture.sources[0].path == "~/.openclaw/agents/work/sessions"
    s = load_settings(overrides={"capture": {"sources": [{"agent": "work", "path": "/x"}]}}, env={})
    assert s.capture.sources[0].path == "/x"


def test_install_units_writes_files(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["install-units", "--root", str(tmp_path), "--exe", "/x/true-recall"])
    assert res.exit_code == 0, res.output
    assert "ExecStart=/x/true-recall curate" in (tmp_path / "etc/systemd/system/true-recall-curate.service").read_text()


def test_config_masks_secrets(tmp_path: Path) -> None:
    f = tmp_path / "c.yaml"
    f.write_text("serve: {token: hunter2}\n")
    res = CliRunner().invoke(cli, ["--config", str(f), "config"])
    assert res.exit_code == 0 and "hunter2" not in res.output
    assert json.loads(res.output)["serve"]["token"] == "***"


def test_status_reports_each_part_even_when_one_is_down(settings: Settings, tmp_path: Path) -> None:
    from true_recall.status import gather, render_text

    bad = settings.model_copy(deep=True)
    bad.redis.url = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    bad.redis.socket_timeout_s = 0.5
    st = gather(bad)
    assert "error" in st["buffer"] and "error" in st["capture"]
    assert "ERROR" in render_text(st)


def test_logs_are_json_lines_when_not_on_a_terminal(capsys: object) -> None:
    import logging

    from utils.log import setup

    setup("INFO", "json")
    logging.getLogger("true_recall.test").info("staged %d turns", 3, extra={"user": "alice"})
    err = capsys.readouterr().err.strip().splitlines()[-1]  # type: ignore[attr-defined]
    rec = json.loads(err)
    assert rec["msg"] == "staged 3 turns" and rec["user"] == "alice" and rec["level"] == "INFO"
    assert rec["ts"].endswith("+00:00")
    setup("INFO", "text")
