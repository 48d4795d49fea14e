"""Operator commands that belong to no single stage: config, status, install-units, demo, redact-check, scrub."""

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
@click.option("--json", "as_json", is_flag=True, help="As JSON (the default when the output is not a terminal).")
@click.pass_context
def config_cmd(ctx: click.Context, as_json: bool) -> None:
    """Print the effective configuration (secrets masked), the file it came from first.

    YAML on a terminal, in the layout of config.yaml; JSON under --json or into a pipe."""
    from utils.command import Context

    obj = ctx.find_object(Context)
    data = {"config_file": obj.source if obj else "", **settings_from(ctx).model_dump(mode="json")}
    for section, key in (("qdrant", "api_key"), ("serve", "token")):
        if data[section].get(key):
            data[section][key] = "***"
    if as_json or not sys.stdout.isatty():
        click.echo(json.dumps(data, indent=2))
        return
    import yaml

    source = data.pop("config_file")
    click.echo(f"# settings from {source or 'the built-in defaults'}\n"
               + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False).rstrip())


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
    if st["down"] or st.get("alarms"):
        # monitoring: a part that cannot be read, memories at risk (turns near expiry, a stopped curator)
        # or a damaged store is a failure, whatever the rest says
        ctx.exit(1)


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
    if base.log_format == "auto":
        from utils.log import setup

        # A walkthrough for a person, also when make or CI pipes it: its log lines are text among its text.
        setup(base.log_level, "text")
    settings = demo_settings(Path(data_dir) if data_dir else default_dir(), base.log_level,
                             "text" if base.log_format == "auto" else base.log_format)
    run(settings, echo=click.echo, k=k)


@click.command("stop-redis")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def stop_redis_cmd(ctx: click.Context, as_json: bool) -> None:
    """Stop the embedded Redis server (its data stays on disk and comes back at the next start)."""
    from utils.redis_conn import stop_embedded

    settings = settings_from(ctx)
    if not settings.redis.embedded:
        raise click.UsageError("redis.embedded is false: this installation uses an external Redis")
    stopped = stop_embedded(settings)
    click.echo(json.dumps({"stopped": stopped}) if as_json else "stopped" if stopped else "not running")


@click.command("redact-check")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help="One JSON object per finding.")
def redact_check_cmd(path: str, as_json: bool) -> None:
    """Show what redaction would cut from FILE (any text; JSONL transcripts are read as capture reads them)."""
    from true_recall.scrub import check_lines, kinds

    found = []
    with click.open_file(path, encoding="utf-8", errors="replace") as f:
        for n, redacted, findings in check_lines(f):
            found += findings
            if as_json:
                for x in findings:
                    click.echo(json.dumps({"line": x.line, "start": x.start, "end": x.end, "kind": x.kind, "masked": x.masked}))
            else:
                for x in findings:
                    click.echo(f"{path}:{x.line}:{x.start + 1}: {x.kind}  {x.masked}")
                click.echo(f"    -> {redacted[:300]}")
    if not as_json:
        by = ", ".join(f"{k} {v}" for k, v in sorted(kinds(found).items())) or "none"
        click.echo(f"{len(found)} secrets would be redacted ({by})", err=True)


@click.command("scrub")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--skip-store", is_flag=True, help="Only Redis (buffer, checkpoints, quarantine, report).")
@click.pass_context
def scrub_cmd(ctx: click.Context, as_json: bool, skip_store: bool) -> None:
    """Redact again, with the current rules, everything already kept: buffer, quarantine, reports, gems."""
    from true_recall.scrub import erase_scrubbed, scrub_cleaned, scrub_redis, scrub_review_queue, scrub_store
    from utils.embed import open_embedder
    from utils.redis_conn import connect
    from utils.store import open_store

    settings = settings_from(ctx)
    r = connect(settings)
    try:
        out = scrub_redis(settings, r)
    finally:
        r.close()
    out.queued = scrub_review_queue(settings, out)
    if not skip_store:
        embedders: list = []

        def embedder():  # type: ignore[no-untyped-def]
            embedders.append(open_embedder(settings))
            return embedders[-1]

        with open_store(settings) as store:
            out.gems, out.compacted = scrub_store(settings, store, embedder, out)
        out.gems += scrub_cleaned(settings, out)  # the clean-up's copies waiting for undo
        for e in embedders:
            e.close()
    r = connect(settings)
    try:
        erase_scrubbed(settings, r, out)  # Redis' files rewritten, then a raw-byte search for what was redacted
    finally:
        r.close()
    d = out.to_dict()
    if as_json:
        click.echo(json.dumps(d))
    else:
        click.echo(f"scrubbed {len(out.users)} users: {out.turns} turns, {out.checkpoints} checkpoints, "
                   f"{out.quarantine} quarantine records, {out.reports} reports, {out.gems} gems, {out.queued} waiting for review "
                   f"({out.compacted} rewritten by compaction); {', '.join(out.redis_files)}; raw-byte search "
                   f"of the data folder and Redis for the {out.secrets_searched} secrets redacted: "
                   f"{len(out.found)} found")
        for where, n in sorted(out.found.items()):
            click.echo(f"  FOUND in {where}: {n} secrets")
    if out.found:
        ctx.exit(1)


COMMANDS: list[click.Command] = [init_cmd, config_cmd, status_cmd, install_units_cmd, demo_cmd, stop_redis_cmd,
                                 redact_check_cmd, scrub_cmd]
