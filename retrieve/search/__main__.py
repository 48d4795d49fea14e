"""`python -m retrieve.search "query" --user U`: the search command as its own program."""

from retrieve.cli import search_cmd
from utils.command import run_standalone

run_standalone(search_cmd, prog_name="python -m retrieve.search")
