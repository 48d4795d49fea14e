"""`python -m curate`: the nightly curator (`true-recall curate`)."""

from curate.cli import curate_cmd
from utils.command import run_standalone

run_standalone(curate_cmd, prog_name="python -m curate")
