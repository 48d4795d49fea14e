"""Operator commands that belong to no single stage: config, status, install-units, demo."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import click

from utils.command import settings_from


@click.command("config")
@click.pass_context
def config_cmd(ctx: click.Context) -> None:
    """Print the effective configuration as JSON (secrets masked)."""
    data = settings_from(ctx).model_dump(mode="json")
    for section, key in (("qdrant", "api_key"), ("serve", "token")):
        if data[section].get(key):
            data[section][key] = "***"
    click.echo(json.dumps(data, indent=2))


@click.command("status")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def status_cmd(ctx: click.Context, as_json: bool) -> None:
    """Capture heartbeat and lag, buffer per user, quarantine, last curation, gems per user, store."""
    from true_recall.status import gather, render_text

    st = gather(settings_from(ctx))
    click.echo(json.dumps(st, indent=2, default=str) if as_json else render_text(st))


@click.command("install-units")
@click.option("--print", "just_print", is_flag=True, help="Print the units instead of writing them.")
@click.option("--dir", "target", type=click.Path(file_okay=False), default=None,
              help="Write systemd/ and cron/ files under this directory.")
@click.option("--exe", default=None, help="Path of the true-recall executable (default: this one).")
@click.option("--unit-config", default="/etc/true-recall/config.yaml", show_default=True,
              help="Config path the units pass as TRUE_RECALL_CONFIG.")
@click.pass_context
def install_units_cmd(ctx: click.Context, just_print: bool, target: str | None, exe: str | None, unit_config: str) -> None:
    """Show or write the systemd units (capture, curate + timer at curate.schedule) and the crontab line."""
    from true_recall import units

    exe = exe or shutil.which("true-recall") or str(Path(sys.executable).with_name("true-recall"))
    try:
        files = units.render(exe=exe, config=unit_config, schedule=settings_from(ctx).curate.schedule)
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    if just_print or not target:
        for name, text in files.items():
            click.echo(f"# ---- {name}\n{text}")
        if not target:
            click.echo("# Install: true-recall install-units --dir /etc/true-recall/deploy, copy systemd/* to "
                       "/etc/systemd/system, then: systemctl daemon-reload && systemctl enable --now "
                       "true-recall-capture.service true-recall-curate.timer", err=True)
        return
    for p in units.write(Path(target), files):
        click.echo(f"wrote {p}")


@click.command("demo")
@click.option("-k", default=3, show_default=True, help="Results per question.")
@click.pass_context
def demo_cmd(ctx: click.Context, k: int) -> None:
    """Stage the sample sessions, curate them, and answer a few questions (run with --profile embedded)."""
    from true_recall.demo import run

    run(settings_from(ctx), echo=click.echo, k=k)


@click.command("stop-redis")
@click.pass_context
def stop_redis_cmd(ctx: click.Context) -> None:
    """Stop the embedded Redis server (its data stays on disk and comes back at the next start)."""
    from utils.redis_conn import stop_embedded

    settings = settings_from(ctx)
    if not settings.redis.embedded:
        raise click.UsageError("redis.embedded is false: this installation uses an external Redis")
    click.echo("stopped" if stop_embedded(settings) else "not running")


COMMANDS: list[click.Command] = [config_cmd, status_cmd, install_units_cmd, demo_cmd, stop_redis_cmd]
