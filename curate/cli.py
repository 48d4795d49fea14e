"""`true-recall curate`: the curator's command (heavy imports happen inside, so --help stays fast)."""

from __future__ import annotations

from datetime import date, datetime

import click

from utils.command import WHEN, settings_from
from utils.dates import utc_bound


def _known_backend(value: str | None) -> str | None:
    """A usage error (exit 2) for a backend no package registers, before anything is opened."""
    from utils.plugins import EXTRACTORS, names

    if value is not None and value not in names(EXTRACTORS):
        raise click.BadParameter(f"{value!r} is not one of {', '.join(map(repr, names(EXTRACTORS)))} (a plugin adds "
                                 "one under the entry point group true_recall.extractors)", param_hint="'--backend'")
    return value


@click.command("curate")
@click.option("--now", type=WHEN, default=None,
              help="Reference time (UTC) that the lookback window ends at; default: the clock.")
@click.option("--all-pending", is_flag=True, help="Curate everything staged, day by day (by turn date).")
@click.option("--user", "users", multiple=True, help="Only this user (repeatable).")
@click.option("--since", type=WHEN, default=None, help="Window start (UTC).")
@click.option("--until", type=WHEN, default=None, help="Window end (UTC, exclusive).")
@click.option("--dry-run", is_flag=True, help="Print the gems that would be stored; write nothing.")
@click.option("--backend", default=None, callback=lambda ctx, param, value: _known_backend(value),
              help="Override curate.backend: ollama, openai, rules, or an extractor a plugin registers.")
@click.option("--consolidate/--no-consolidate", default=None,
              help="Override curate.consolidate: rebuild each curated user's summary gems after the run.")
@click.option("--json", "as_json", is_flag=True, help="Print the run report as JSON.")
@click.pass_context
def curate_cmd(
    ctx: click.Context,
    now: date | datetime | None,
    all_pending: bool,
    users: tuple[str, ...],
    since: date | datetime | None,
    until: date | datetime | None,
    dry_run: bool,
    backend: str | None,
    consolidate: bool | None,
    as_json: bool,
) -> None:
    """Curate staged turns into gems (default: the last curate.lookback_hours before now)."""
    from curate.curator import RunOptions, run_command
    settings = settings_from(ctx)
    if backend:
        settings = settings.model_copy(deep=True)
        settings.curate.backend = backend
    if consolidate is not None:
        settings = settings.model_copy(deep=True)
        settings.curate.consolidate = consolidate
    # Times on the command line are UTC, like every time inside the system; a bare date is its midnight.
    lo, hi = utc_bound(since), utc_bound(until)
    if lo is not None and hi is not None and lo >= hi:
        raise click.UsageError(f"--since ({lo.isoformat()}) must be before --until ({hi.isoformat()})")
    opts = RunOptions(now=utc_bound(now), users=users, since=lo, until=hi,
                      all_pending=all_pending, dry_run=dry_run)
    rep = run_command(settings, opts, as_json=as_json)
    if as_json:
        click.echo(rep.to_json(indent=2))
    else:
        if dry_run:
            for g in rep.gems:
                click.echo(f"[{g['date']}] {g['user_id']} {g['importance']:<6} {','.join(g['categories'])}: {g['gem']}")
        click.echo(rep.summary())
    if not rep.ok:
        ctx.exit(1)


COMMANDS: list[click.Command] = [curate_cmd]
