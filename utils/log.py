"""Logging set up once per process, on stderr, flushed per record (nothing waits in a buffer).

For a person (stderr is a terminal) lines are plain text; under systemd or cron they are JSON objects,
one per line, so the journal and log shippers keep the fields (``log_format: auto``).
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import datetime, timezone

_STD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """One JSON object per record: time (UTC), level, logger, message, and any `extra=` fields."""

    def format(self, record: logging.LogRecord) -> str:
        out = {
            "ts": datetime.fromtimestamp(record.created, tz=timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        out.update({k: v for k, v in vars(record).items() if k not in _STD and not k.startswith("_")})
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str, ensure_ascii=False)


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
    h.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    h._true_recall = True  # type: ignore[attr-defined]
    root.addHandler(h)
    for noisy in ("httpx", "httpcore", "urllib3", "watchdog"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
