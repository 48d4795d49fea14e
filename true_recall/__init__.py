"""The application on top of the three stages: the `true-recall` command, the demo, status and units."""
