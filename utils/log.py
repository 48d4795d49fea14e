"""Logging set up once per process: plain lines on stderr, flushed per record (systemd/cron safe)."""

from __future__ import annotations

import logging
import sys


def setup(level: str = "INFO") -> None:
    """Configure the root logger; safe to call twice."""
    root = logging.getLogger()
    root.setLevel(level)
    if not any(getattr(h, "_true_recall", False) for h in root.handlers):
        # StreamHandler flushes after every record, so nothing waits in a buffer under systemd.
        h = logging.StreamHandler(sys.stderr)
        h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        h._true_recall = True  # type: ignore[attr-defined]
        root.addHandler(h)
    for noisy in ("httpx", "httpcore", "urllib3", "watchdog"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
