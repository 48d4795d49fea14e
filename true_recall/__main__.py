"""`python -m true_recall`: the same as the `true-recall` command."""

from true_recall.cli import cli

cli.main(prog_name="python -m true_recall")
