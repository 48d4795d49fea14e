"""Benchmarks (not timed tests): each prints one JSON object of figures measured side by side."""
