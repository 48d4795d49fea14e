"""Logging set up once per process, on stderr, flushed per record (nothing waits in a buffer).

For a person (stderr is a terminal) lines are plain text; under systemd or cron they are JSON objects,
one per line, so the journal and log shippers keep the fields (``log_format: auto``).
"""

from __future__ import annotations

import logging
import sys

from pythonjsonlogger.json import JsonFormatter


def json_formatter() -> logging.Formatter:
    """One JSON object per record: ts (UTC, ISO 8601), level, logger, msg, and any `extra=` fields."""
    return JsonFormatter(
        "%(levelname)s %(name)s %(message)s",
        rename_fields={"levelname": "level", "name": "logger", "message": "msg", "exc_info": "exc"},
        timestamp="ts",
        json_ensure_ascii=False,
    )


def setup(level: str = "INFO", fmt: str = "auto") -> None:
    """Configure the root logger; safe to call twice. fmt: auto, text or json."""
    root = logging.getLogger()
    root.setLevel(level)
    if fmt == "auto":
        fmt = "text" if sys.stderr.isatty() else "json"
    for h in [h for h in root.handlers if getattr(h, "_true_recall", False)]:
        root.removeHandler(h)
    # StreamHandler flushes after every record, so nothing is lost in a buffer under systemd.
    h = logging.StreamHandler(sys.stderr)
    h.setFormatter(json_formatter() if fmt == "json" else logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    h._true_recall = True  # type: ignore[attr-defined]
    root.addHandler(h)
    for noisy in ("httpx", "httpcore", "urllib3", "watchdog"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
