"""`true-recall capture` (the daemon, --once, --check) and `true-recall backfill PATH...`."""

from __future__ import annotations

import json
import logging
import sys
from contextlib import nullcontext

import click

from utils.command import settings_from

log = logging.getLogger("true_recall.capture")


@click.command("capture")
@click.option("--once", is_flag=True, help="Stage what is there now, then exit (no watching).")
@click.option("--check", is_flag=True, help="Exit 0 if the running daemon's latest heartbeat is in Redis and fresh, else 1.")
@click.pass_context
def capture_cmd(ctx: click.Context, once: bool, check: bool) -> None:
    """Follow the session directories and stage every new turn in Redis."""
    from capture.daemon import Daemon
    from capture.daemon import why_dead
    from utils.errors import Shutdown
    from utils.redis_conn import connect
    from utils.redis_conn import keep_alive

    settings = settings_from(ctx)
    if check:
        why = why_dead(settings, connect(settings))
        click.echo("capture: alive" if why is None else f"capture: no fresh heartbeat ({why})", err=True)
        ctx.exit(0 if why is None else 1)
    daemon = Daemon(settings, connect(settings), once=once)
    daemon.install_signals()
    try:
        # The daemon keeps an embedded Redis running (a `--once` run is a one-off command like any other).
        with keep_alive(settings, "capture") if not once else nullcontext():
            code = daemon.run()
    except Shutdown as e:
        # First signal while waiting for Redis: the last committed checkpoint stands, nothing is lost.
        log.warning("%s", e)
        code = 0 if daemon.signals <= 1 else 1
    sys.stdout.flush()
    ctx.exit(code)


@click.command("backfill")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--user", default=None, help="Whose turns these are (default: the configured source's user, else 'default').")
@click.option("--flush", is_flag=True, help="Also stage a last user message that has no reply (the file is finished).")
@click.option("--batch-lines", default=5000, show_default=True, type=click.IntRange(1), help="Lines per Redis transaction.")
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: when stderr is a terminal).")
@click.option("--user-name", default=None, help="Display name of the user in transcripts and gems.")
@click.option("--assistant-name", default=None, help="Display name of the assistant (or the other person).")
@click.option("--json", "as_json", is_flag=True, help="The report as JSON (the default when stdout is not a terminal).")
@click.pass_context
def backfill_cmd(ctx: click.Context, paths: tuple[str, ...], user: str | None, flush: bool, batch_lines: int,
                 progress: bool | None, user_name: str | None, assistant_name: str | None, as_json: bool) -> None:
    """Stage existing session files (or directories of them) at full speed, and report what was staged."""
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    from capture.backfill import backfill
    from utils.redis_conn import connect

    settings = settings_from(ctx)
    r = connect(settings)
    r.set_retry(Retry(NoBackoff(), 0))  # one retry layer: the stager's, which logs and backs off
    rep = backfill(settings, r, paths, user=user, flush=flush, batch_lines=batch_lines,
                   progress=progress, user_name=user_name, assistant_name=assistant_name)
    if as_json or not sys.stdout.isatty():
        click.echo(json.dumps(rep.as_dict()))
    else:
        click.echo(f"staged {rep.turns_staged} turns ({rep.turns_seen} seen) from {rep.files} files, {rep.lines} lines "
                   f"in {rep.seconds:.1f} s; {rep.redacted} secrets redacted, {rep.quarantined} lines quarantined")
    for path, why in rep.unreadable.items():
        click.echo(f"Error: cannot read {path}: {why}", err=True)
    if rep.unreadable:
        ctx.exit(1)  # a named file was not staged: a script must not take this for success


COMMANDS: list[click.Command] = [capture_cmd, backfill_cmd]
