"""The `true-recall` command: one click group; each stage contributes its commands.

Settings are loaded once here and passed down in ``ctx.obj``. Only this module turns errors into
exit codes: 2 for configuration problems, 1 for any other TrueRecallError.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import click

from utils.config import Settings, load_settings
from utils.errors import ConfigError, TrueRecallError
from utils.log import setup as setup_logging

# Modules whose COMMANDS list is added to the group. Each keeps heavy imports inside its commands,
# so `true-recall --help` stays fast.
COMMAND_MODULES = ("capture.cli", "curate.cli", "retrieve.cli", "utils.ops")


class Context:
    """What every command gets: the settings, loaded once."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings


def settings_from(ctx: click.Context) -> Settings:
    """The settings of the running command."""
    obj = ctx.find_object(Context)
    assert obj is not None, "settings are loaded by the group callback"
    return obj.settings


@contextmanager
def exit_codes(ctx: click.Context) -> Iterator[None]:
    """Our errors as messages and exit codes: 2 for configuration, 1 for the rest."""
    try:
        yield
    except ConfigError as e:
        for line in e.lines:
            click.echo(f"config error: {line}", err=True)
        ctx.exit(2)
    except TrueRecallError as e:
        click.echo(f"error: {e}", err=True)
        ctx.exit(1)


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        with exit_codes(ctx):
            return super().invoke(ctx)


def config_options(f: Any) -> Any:
    """--config / --profile / --log-level, shared by the group and the stage entry points."""
    f = click.option("--log-level", default=None, help="DEBUG, INFO, WARNING or ERROR.")(f)
    f = click.option(
        "--profile", default=None, envvar="TRUE_RECALL_PROFILE",
        help="production (config.yaml as designed) or embedded (no servers).",
    )(f)
    f = click.option(
        "--config", "config_path", default=None, envvar="TRUE_RECALL_CONFIG",
        type=click.Path(dir_okay=False), help="Config file (default: ./config.yaml, else built-in defaults).",
    )(f)
    return f


def load_into(ctx: click.Context, config_path: str | None, profile: str | None, log_level: str | None) -> Settings:
    """Load settings once, set up logging, and store them on the click context."""
    with exit_codes(ctx):
        settings = load_settings(config_path, profile)
    if log_level:
        settings.log_level = log_level.upper()  # type: ignore[assignment]
    setup_logging(settings.log_level, settings.log_format)
    ctx.obj = Context(settings)
    return settings


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@config_options
@click.pass_context
def cli(ctx: click.Context, config_path: str | None, profile: str | None, log_level: str | None) -> None:
    """true-recall: long-term memory for AI assistants (capture -> curate -> retrieve)."""
    load_into(ctx, config_path, profile, log_level)


def _register() -> None:
    for name in COMMAND_MODULES:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                continue  # stage not built yet
            raise
        for cmd in getattr(mod, "COMMANDS", []):
            cli.add_command(cmd)


_register()


def run_standalone(command: click.Command, argv: list[str] | None = None) -> None:
    """Run one command as its own program (`python -m curate.curator`), with the config options."""
    options = config_options(lambda **kw: None).__click_params__  # type: ignore[attr-defined]

    def callback(**kwargs: Any) -> Any:
        ctx = click.get_current_context()
        load_into(ctx, kwargs.pop("config_path"), kwargs.pop("profile"), kwargs.pop("log_level"))
        with exit_codes(ctx):
            return ctx.invoke(command.callback, **kwargs)  # type: ignore[arg-type]

    wrapper = click.Command(
        name=command.name, params=[*reversed(options), *command.params], callback=callback, help=command.help
    )
    wrapper.main(args=argv if argv is not None else sys.argv[1:], prog_name=f"python -m {command.name}")


def main() -> None:
    """Console-script entry point."""
    cli.main(prog_name="true-recall")


if __name__ == "__main__":
    # Run the imported `utils.cli`, not this `__main__` copy: the stage commands resolve their
    # settings through `utils.cli.Context`, which must be one class.
    from utils.cli import main as _main

    _main()
