"""The `true-recall` command: one click group holding every stage's commands and the operator commands.

Each stage CLI keeps its heavy imports inside its commands, so `true-recall --help` stays fast.
"""

from __future__ import annotations

import click

from capture.cli import COMMANDS as CAPTURE_COMMANDS
from curate.cli import COMMANDS as CURATE_COMMANDS
from retrieve.cli import COMMANDS as RETRIEVE_COMMANDS
from true_recall.openclaw import COMMANDS as OPENCLAW_COMMANDS
from true_recall.backup import COMMANDS as BACKUP_COMMANDS
from true_recall.check import COMMANDS as CHECK_COMMANDS
from true_recall.memory_cli import COMMANDS as MEMORY_COMMANDS
from true_recall.ops import COMMANDS as OPS_COMMANDS
from utils.command import group

cli: click.Group = group(
    "true-recall",
    "true-recall: long-term memory for AI assistants (capture -> curate -> retrieve).",
    [*CAPTURE_COMMANDS, *CURATE_COMMANDS, *RETRIEVE_COMMANDS, *OPS_COMMANDS, *OPENCLAW_COMMANDS, *BACKUP_COMMANDS,
     *CHECK_COMMANDS,
     # After retrieve's: this `serve` (retrieve's service with remember wired in) replaces retrieve's own.
     *MEMORY_COMMANDS],
)
cli = click.version_option(package_name="true-recall", prog_name="true-recall", message="%(prog)s %(version)s")(cli)


def main() -> None:
    """Console-script entry point."""
    cli.main(prog_name="true-recall")
