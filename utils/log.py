"""Logging set up once per process, on stderr, flushed per record (nothing waits in a buffer).

For a person (stderr is a terminal) lines are plain text; under systemd or cron they are JSON objects,
one per line, so the journal and log shippers keep the fields (``log_format: auto``).

Text lines go through one rich console on stderr (``console()``), the same one the progress bars
draw on, so a log line printed while a bar runs lands above the bar instead of tearing through it.
"""

from __future__ import annotations

import logging
import sys
from functools import lru_cache
from typing import Any

from pythonjsonlogger.json import JsonFormatter

from utils.redact import redact_all


@lru_cache(maxsize=1)
def console() -> Any:
    """The process's rich console on stderr: log lines and progress bars share it."""
    from rich.console import Console

    return Console(stderr=True)


class ConsoleHandler(logging.Handler):
    """Plain text records printed through the shared console (no markup, no highlighting, no wrapping)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            console().print(self.format(record), markup=False, highlight=False, soft_wrap=True, emoji=False)
        except Exception:  # noqa: BLE001 - logging must never raise into the caller
            self.handleError(record)


def json_formatter() -> logging.Formatter:
    """One JSON object per record: ts (UTC, ISO 8601), level, logger, msg, and any `extra=` fields."""
    return JsonFormatter(
        "%(levelname)s %(name)s %(message)s",
        rename_fields={"levelname": "level", "name": "logger", "message": "msg", "exc_info": "exc"},
        timestamp="ts",
        json_ensure_ascii=False,
    )


class RedactFilter(logging.Filter):
    """Log records redacted before any formatter sees them: messages quote transcripts, LLM replies and
    errors, and logs (journal, files) are kept. A traceback is redacted into the message too."""

    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.getMessage()
        if record.exc_info:
            msg += "\n" + logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
            record.exc_text = None
        record.msg, record.args = redact_all(msg), None
        return True


def setup(level: str = "INFO", fmt: str = "auto") -> None:
    """Configure the root logger; safe to call twice. fmt: auto, text or json."""
    root = logging.getLogger()
    root.setLevel(level)
    if fmt == "auto":
        fmt = "text" if sys.stderr.isatty() else "json"
    for h in [h for h in root.handlers if getattr(h, "_true_recall", False)]:
        root.removeHandler(h)
    # JSON: StreamHandler flushes after every record, so nothing is lost in a buffer under systemd.
    # Text on a terminal: through the console the progress bars use.
    h: logging.Handler
    if fmt == "json":
        h = logging.StreamHandler(sys.stderr)
        h.setFormatter(json_formatter())
    elif sys.stderr.isatty():
        h = ConsoleHandler()
        h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    else:
        h = logging.StreamHandler(sys.stderr)
        h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    h.addFilter(RedactFilter())
    h._true_recall = True  # type: ignore[attr-defined]
    root.addHandler(h)
    for noisy in ("httpx", "httpcore", "urllib3", "watchdog"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
