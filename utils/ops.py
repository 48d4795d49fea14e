"""Operator commands that belong to no single stage: config (more join as they are built)."""

from __future__ import annotations

import json

import click

from utils.cli import settings_from


@click.command("config")
@click.pass_context
def config_cmd(ctx: click.Context) -> None:
    """Print the effective configuration as JSON (secrets masked)."""
    data = settings_from(ctx).model_dump(mode="json")
    for section, key in (("qdrant", "api_key"), ("serve", "token")):
        if data[section].get(key):
            data[section][key] = "***"
    click.echo(json.dumps(data, indent=2))


COMMANDS: list[click.Command] = [config_cmd]
