"""`python -m retrieve`: search, serve, memories and reindex (as under `true-recall`)."""

from retrieve.cli import COMMANDS
from utils.command import group

group("python -m retrieve", "Retrieve: search, serve, manage memories, reindex.", COMMANDS).main(
    prog_name="python -m retrieve")
