"""`python -m capture`: the capture daemon (`true-recall capture`)."""

from capture.cli import capture_cmd
from utils.command import run_standalone

run_standalone(capture_cmd, prog_name="python -m capture")
