"""Operator commands that belong to no single stage: config, status, install-units, demo."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
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


@click.command("init")
@click.argument("path", required=False, type=click.Path(dir_okay=False))
@click.option("--production", is_flag=True, help="The production template (Redis, Qdrant server, Ollama).")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def init_cmd(path: str | None, production: bool, force: bool) -> None:
    """Write a commented config file to edit (default: ~/.config/true-recall/config.yaml)."""
    from true_recall.init import write_config
    from utils.config import user_config_path

    profile = "production" if production else "embedded"
    target = Path(path) if path else user_config_path()
    try:
        written = write_config(target, profile, force=force)
    except FileExistsError:
        raise click.UsageError(f"{target} exists; edit it, or pass --force to overwrite it") from None
    except OSError as e:
        raise click.UsageError(f"cannot write {target}: {e.strerror or e}") from None
    click.echo(f"wrote {written} (profile: {profile})")
    click.echo("Edit capture.sources (which session folders belong to which user); "
               "`true-recall config` shows the effective settings.")
    found = {Path("config.yaml").absolute(), user_config_path().absolute()}
    if written.absolute() not in found:
        click.echo(f"The lookup does not find it there: use it with `true-recall --config {written} ...` "
                   "or TRUE_RECALL_CONFIG")


@click.command("status")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def status_cmd(ctx: click.Context, as_json: bool) -> None:
    """Capture heartbeat and lag, buffer per user, quarantine, last curation, gems per user, store.

    Exits 1 when a part cannot be read (Redis or the store down); --json lists them under "down"."""
    from true_recall.status import gather, render_text

    st = gather(settings_from(ctx))
    click.echo(json.dumps(st, indent=2, default=str) if as_json else render_text(st))
    if st["down"]:
        ctx.exit(1)  # monitoring: a part that cannot be read is a failure, whatever the rest says


@click.command("install-units")
@click.option("--print", "just_print", is_flag=True, help="Show every step and file; change nothing.")
@click.option("--root", type=click.Path(file_okay=False), default="/", show_default=True,
              help="Install under this folder instead of / (for tests and images: accounts are left alone).")
@click.option("--exe", default=None, help="Path of the true-recall executable (default: this one).")
@click.option("--user", "service_user", default="true-recall", show_default=True,
              help="The account the services run as (created when missing).")
@click.option("--sessions", default=None,
              help="The OpenClaw session folder to follow (default: ~/.openclaw/agents/main/sessions of "
                   "the person installing, SUDO_USER under sudo).")
@click.option("--user-id", default="default", show_default=True, help="Whose memories those sessions are.")
@click.pass_context
def install_units_cmd(ctx: click.Context, just_print: bool, root: str, exe: str | None, service_user: str,
                      sessions: str | None, user_id: str) -> None:
    """Set up production: service user, /etc/true-recall/{config.yaml,env}, state and log folders, units."""
    from true_recall import installation as inst

    exe = exe or shutil.which("true-recall") or str(Path(sys.executable).with_name("true-recall"))
    if not Path(exe).is_absolute():
        raise click.UsageError(f"--exe must be an absolute path, got {exe!r}")
    lay = inst.Layout(root=Path(root), exe=exe, user=service_user, user_id=user_id,
                      sessions=sessions or str(inst.invoking_home() / ".openclaw" / "agents" / "main" / "sessions"))
    if not Path(lay.sessions).is_absolute():
        raise click.UsageError(f"--sessions must be an absolute path (the services run as {service_user}), "
                               f"got {lay.sessions!r}")
    try:
        steps = inst.plan(lay, inst.config_schedule(lay) or settings_from(ctx).curate.schedule)
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    if just_print:
        for step in steps:
            click.echo(f"# {'would: ' if step.run else ''}{step.what}")
            if step.content:
                click.echo(step.content.rstrip() + "\n")
        return
    if lay.real and os.geteuid() != 0:
        raise click.UsageError("install-units writes /etc and creates an account: run it with sudo "
                               "(or --print to see what it does, --root DIR to install under a folder)")
    for step in steps:
        if step.run is not None:
            try:
                step.run()
            except (OSError, subprocess.CalledProcessError) as e:
                detail = e.stderr.decode(errors="replace").strip() if isinstance(e, subprocess.CalledProcessError) else e
                raise click.ClickException(f"{step.what}: {detail}") from e
        click.echo(f"{'done' if step.run else 'ok  '}  {step.what}")
    click.echo("\nNext:")
    for line in inst.next_steps(lay):
        click.echo(f"  {line}")


@click.command("demo")
@click.option("-k", default=3, show_default=True, type=click.IntRange(1, 50), help="Results per question.")
@click.option("--data-dir", type=click.Path(file_okay=False), default=None,
              help="The demo's own data folder (default: ~/.local/share/true-recall/demo).")
@click.pass_context
def demo_cmd(ctx: click.Context, k: int, data_dir: str | None) -> None:
    """Stage the sample sessions, curate them, answer a few questions: embedded, in a folder of its own."""
    from true_recall.demo import default_dir, demo_settings, run

    base = settings_from(ctx)
    settings = demo_settings(Path(data_dir) if data_dir else default_dir(), base.log_level, base.log_format)
    run(settings, echo=click.echo, k=k)


@click.command("stop-redis")
@click.pass_context
def stop_redis_cmd(ctx: click.Context) -> None:
    """Stop the embedded Redis server (its data stays on disk and comes back at the next start)."""
    from utils.redis_conn import stop_embedded

    settings = settings_from(ctx)
    if not settings.redis.embedded:
        raise click.UsageError("redis.embedded is false: this installation uses an external Redis")
    click.echo("stopped" if stop_embedded(settings) else "not running")


COMMANDS: list[click.Command] = [init_cmd, config_cmd, status_cmd, install_units_cmd, demo_cmd, stop_redis_cmd]
