"""What every command line shares: the config options, settings loaded once, errors as exit codes.

The stage CLIs (capture/cli.py, curate/cli.py, retrieve/cli.py) build their commands on this; the root
`true-recall` group (true_recall/cli.py) and the `python -m <stage>` entry points run them. Only this
module turns errors into exit codes: 2 for configuration problems, 1 for any other TrueRecallError.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from pathlib import Path
from typing import Any

import click

from schemas import CATEGORIES, EXTRACTED_CATEGORIES
from utils.config import PROFILES, Settings, find_config_file, load_settings, read_env_file
from utils.dates import parse_when
from utils.errors import BackendUnavailable, ConfigError, TrueRecallError
from utils.fsmode import private_umask, tighten
from utils.log import setup as setup_logging

HELP_OPTIONS: dict[str, Any] = {"help_option_names": ["-h", "--help"]}


class When(click.ParamType):
    """An ISO date (2026-03-01) or datetime (2026-03-01T12:00:00+00:00; naive means UTC)."""

    name = "DATE"

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> date | datetime:
        if isinstance(value, (date, datetime)):
            return value
        try:
            return parse_when(str(value))
        except ValueError:
            self.fail(f"{value!r} is not an ISO date (YYYY-MM-DD) or datetime", param, ctx)


WHEN = When()

# A gem category on the command line: a typo ("decisions") is an error naming the valid ones, not an
# empty result.
CATEGORY = click.Choice(CATEGORIES, case_sensitive=False)
# What a person may give a memory: every category but "summary", which only consolidation writes.
STATED_CATEGORY = click.Choice(EXTRACTED_CATEGORIES, case_sensitive=False)


class Context:
    """What every command gets: the settings, loaded once."""

    def __init__(self, settings: Settings, source: str = "") -> None:
        self.settings = settings
        self.source = source  # where the settings came from: "FILE (profile P)", for errors that need it


def settings_from(ctx: click.Context) -> Settings:
    """The settings of the running command."""
    obj = ctx.find_object(Context)
    if obj is None:
        raise RuntimeError("settings are loaded by the group callback: run this command under its group")
    return obj.settings


@contextmanager
def exit_codes(ctx: click.Context) -> Iterator[None]:
    """Our errors as messages and exit codes: 2 for configuration, 1 for the rest."""
    try:
        yield
    except ConfigError as e:
        for line in e.lines:
            click.echo(f"Error: config: {line}", err=True)
        ctx.exit(2)
    except TrueRecallError as e:
        obj = ctx.find_object(Context)
        # A server that did not answer was chosen by some file: name it (a clone's ./config.yaml is production).
        where = f" (settings from {obj.source})" if isinstance(e, BackendUnavailable) and obj and obj.source else ""
        click.echo(f"Error: {e}{where}", err=True)
        ctx.exit(1)
    except Exception as e:
        # A full disk, wherever it surfaced (Redis' MISCONF, ENOSPC): a message naming the folder, not a traceback.
        from utils.diskfull import from_error

        obj = ctx.find_object(Context)
        full = from_error(e, obj.settings if obj is not None else None)
        if full is None:
            raise
        click.echo(f"Error: {full}", err=True)
        ctx.exit(1)


class Group(click.Group):
    """A click group whose commands' errors become messages and exit codes."""

    def invoke(self, ctx: click.Context) -> Any:
        with exit_codes(ctx):
            return super().invoke(ctx)


CONFIG_OPTION_NAMES = ("config_path", "profile", "log_level", "env_file")


def config_options(f: Any) -> Any:
    """--config / --profile / --env-file / --log-level, shared by the group and the stage entry points."""
    f = click.option("--log-level", default=None, type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"],
                     case_sensitive=False), help="Override log_level.")(f)
    f = click.option(
        "--env-file", default=None, type=click.Path(dir_okay=False),
        help="KEY=value file (e.g. /etc/true-recall/env) for variables not already set: REDIS_URL, QDRANT_URL, ...",
    )(f)
    f = click.option(
        "--profile", default=None, envvar="TRUE_RECALL_PROFILE", type=click.Choice(PROFILES),
        help="Base settings under the config file: embedded (no servers; the default) or production.",
    )(f)
    f = click.option(
        "--config", "config_path", default=None, envvar="TRUE_RECALL_CONFIG", type=click.Path(dir_okay=False),
        help="Config file (default: ./config.yaml, else ~/.config/true-recall/config.yaml, else none).",
    )(f)
    return f


def load_into(ctx: click.Context, config_path: str | None, profile: str | None, log_level: str | None,
              env_file: str | None = None) -> Settings:
    """Load settings once, set up logging, and store them on the click context."""
    import faulthandler

    # A fatal signal in native code (a SIGBUS from a memory-mapped file on a full disk) names itself and
    # where it happened on stderr, instead of an exit code alone.
    if not faulthandler.is_enabled():
        faulthandler.enable()
    with exit_codes(ctx):
        if env_file:
            # The environment a unit or a shell already has wins; the file fills in the rest, for
            # this process and whatever reads os.environ later (libraries, subprocesses).
            for key, value in read_env_file(env_file).items():
                os.environ.setdefault(key, value)
        settings = load_settings(config_path, profile)
        found = find_config_file(config_path)
        source = f"{found.absolute() if found else 'no config file'} (profile {settings.profile})"
        asking_help = any(a in ("--help", "-h", "--version") for a in sys.argv[1:])
        if (not config_path and not os.environ.get("TRUE_RECALL_CONFIG") and Path("config.yaml").is_file()
                and not asking_help):
            # Inside a clone the repository's production template is picked up from the current folder; say
            # so once, or "Qdrant at localhost:6333 did not answer" leaves a newcomer guessing why.
            click.echo(f"note: using ./config.yaml from {Path.cwd()} (profile {settings.profile}); "
                       "--config FILE or TRUE_RECALL_CONFIG to choose another", err=True)
    if log_level:
        settings.log_level = log_level.upper()  # type: ignore[assignment]
    setup_logging(settings.log_level, settings.log_format)
    # What we write is the user's alone; what an older version left open is closed now (status only reports it).
    private_umask()
    if ctx.invoked_subcommand != "status" and settings.data_path.is_dir():
        tighten(settings.data_path)
    ctx.obj = Context(settings, source)
    return settings


def group(name: str, help_text: str, commands: list[click.Command]) -> click.Group:
    """A command group with the config options, holding these commands (the root CLI, `python -m retrieve`)."""

    @click.group(name=name, cls=Group, context_settings=HELP_OPTIONS, help=help_text)
    @config_options
    @click.pass_context
    def root(ctx: click.Context, **opts: Any) -> None:
        load_into(ctx, **opts)

    for cmd in commands:
        root.add_command(cmd)
    return root


def run_standalone(command: click.Command, prog_name: str, argv: list[str] | None = None) -> None:
    """Run one command as its own program (`python -m curate`), with the config options."""
    options = config_options(lambda **kw: None).__click_params__  # type: ignore[attr-defined]

    def callback(**kwargs: Any) -> Any:
        ctx = click.get_current_context()
        load_into(ctx, **{name: kwargs.pop(name) for name in CONFIG_OPTION_NAMES})
        with exit_codes(ctx):
            return ctx.invoke(command.callback, **kwargs)  # type: ignore[arg-type]

    wrapper = click.Command(
        name=command.name, params=[*reversed(options), *command.params], callback=callback, help=command.help,
        context_settings=HELP_OPTIONS,
    )
    wrapper.main(args=argv if argv is not None else sys.argv[1:], prog_name=prog_name)
