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
# One example per command, shown at the end of its --help (tests/test_newcomer.py checks every command has one).
EXAMPLES: dict[str, list[str]] = {
    "capture": ["true-recall capture                     # follow capture.sources (the systemd unit runs this)"],
    "backfill": ["true-recall backfill ~/.openclaw/agents/main/sessions --user alice"],
    "curate": ["true-recall curate --all-pending --json   # what is staged, now", "true-recall curate --dry-run"],
    "search": ['true-recall search "which broker does the order service use?" --user alice -k 5',
               'true-recall search "what did I use before NATS?" --user alice --as-of 2026-03-01 --format context'],
    "serve": ["true-recall serve --port 8765"],
    "memories list": ["true-recall memories list --user alice --category decision --limit 20"],
    "memories show": ["true-recall memories show 3f197837-2c1e-5d0a-9a7b-0c3e4f5a6b7c --user alice"],
    "memories delete": ["true-recall memories delete 3f197837-2c1e-5d0a-9a7b-0c3e4f5a6b7c --user alice"],
    "memories edit": ['true-recall memories edit 3f197837-2c1e-5d0a-9a7b-0c3e4f5a6b7c --user alice --importance high'],
    "memories forget-user": ["true-recall memories forget-user --user bob --yes"],
    "memories compact": ["true-recall memories compact --if-pending"],
    "memories export": ["true-recall memories export --user alice > alice.jsonl"],
    "memories import": ["true-recall memories import alice.jsonl --user alice"],
    "memories unsupersede": ["true-recall memories unsupersede f3197837 --user alice   # it still holds"],
    "memories cleaned": ["true-recall memories cleaned --user alice   # what the nightly clean-up took away"],
    "memories restore": ["true-recall memories restore f3197837 --user alice"],
    "settings": ["true-recall settings --user alice memory_off true",
                 "true-recall settings --user alice excluded_categories health,relationship",
                 "true-recall settings --user alice excluded_topics health,finance",
                 "true-recall settings --user alice confirm_conflicts true"],
    "review resolve": ["true-recall review resolve 3f197837 keep-old --user alice   # the new one was wrong"],
    "users": ["true-recall users                       # who has memories, how many"],
    "reindex": ["true-recall reindex"],
    "init": ["true-recall init                       # ~/.config/true-recall/config.yaml, embedded",
             "true-recall init --production /etc/true-recall/config.yaml"],
    "config": ["true-recall config                      # the effective settings, the file they came from first",
               "true-recall --profile production config"],
    "status": ["true-recall status", "true-recall status --json | jq .down"],
    "install-units": ["sudo true-recall install-units --user-id alice"],
    "demo": ["true-recall demo"],
    "stop-redis": ["true-recall stop-redis"],
    "redact-check": ["echo 'my pw is xK9#mP2$vL' | true-recall redact-check"],
    "scrub": ["true-recall scrub                        # buffer, quarantine, reports and gems",
              "true-recall scrub --skip-store --json    # Redis only"],
    "openclaw install-plugin": ["true-recall openclaw install-plugin --user alice"],
    "backup": ["true-recall backup /var/backups/true-recall"],
    "restore": ["true-recall restore /var/backups/true-recall/2026-12-03T03-00-00Z"],
    "ledger": ["true-recall ledger --accept                # after a loss you have accepted"],
    "check": ["true-recall check"],
    "remember": ['true-recall remember "I prefer TypeScript for new services" --user alice'],
    "mcp": ["true-recall mcp --user alice            # stdio, for Claude Desktop / Cursor",
            "true-recall mcp --http                  # streamable HTTP on 127.0.0.1, per-user tokens"],
}


def _with_examples(group: click.Group, prefix: str = "") -> None:
    for name, cmd in group.commands.items():
        path = f"{prefix}{name}"
        if isinstance(cmd, click.Group):
            _with_examples(cmd, f"{path} ")
        elif path in EXAMPLES and "Example" not in (cmd.help or "") + (cmd.epilog or ""):
            cmd.epilog = "\b\nExamples:\n" + "\n".join(f"  {line}" for line in EXAMPLES[path])


_with_examples(cli)
cli = click.version_option(package_name="true-recall", prog_name="true-recall", message="%(prog)s %(version)s")(cli)


def main() -> None:
    """Console-script entry point."""
    cli.main(prog_name="true-recall")
