"""Where a running `true-recall serve` listens, and who it is: recorded in ``<data_dir>/serve.json`` while it runs.

The CLI asks serve when the embedded store is held; serve may run on any --port, so the address it
really bound is written here, with its pid (a file left by a killed serve is recognised as stale) and a
random instance id that serve's /health repeats. The CLI sends its token only to a server whose /health
gives that id: whatever else listens on the port (a port squatter while serve is down) never sees it.
The file is private (0600): the id is what tells our serve from another listener.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from utils.config import Settings
from utils.process import pid_alive

FILE = "serve.json"


@dataclass(frozen=True)
class Recorded:
    """A running serve as it recorded itself."""

    url: str
    pid: int
    instance: str


def _loopback(host: str) -> str:
    """A wildcard bind is reached on loopback."""
    return "127.0.0.1" if host in ("0.0.0.0", "", "::") else host


def url_of(host: str, port: int) -> str:
    h = _loopback(host)
    return f"http://[{h}]:{port}" if ":" in h else f"http://{h}:{port}"


def path(settings: Settings) -> Path:
    return settings.data_path / FILE


def new_instance() -> str:
    """A fresh id for one serve process."""
    return secrets.token_hex(16)


@contextmanager
def recorded(settings: Settings, host: str, port: int, instance: str) -> Iterator[None]:
    """Record this process's address and instance id (mode 0600) for as long as the block runs."""
    p = path(settings)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_suffix(".json.tmp")
    tmp.unlink(missing_ok=True)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(json.dumps({"url": url_of(host, port), "pid": os.getpid(), "instance": instance}))
    tmp.replace(p)
    try:
        yield
    finally:
        try:
            if json.loads(p.read_text()).get("pid") == os.getpid():
                p.unlink()
        except (OSError, ValueError):
            pass


def running(settings: Settings) -> Recorded | None:
    """The serve recorded in the data folder if its process is alive, else None (no file, stale, unreadable)."""
    try:
        rec = json.loads(path(settings).read_text(encoding="utf-8"))
        url, pid, instance = rec["url"], rec["pid"], rec["instance"]
    except (OSError, ValueError, TypeError, KeyError):
        return None
    if not (isinstance(url, str) and isinstance(pid, int) and isinstance(instance, str) and instance):
        return None
    return Recorded(url, pid, instance) if pid_alive(pid) else None
