"""Where a running `true-recall serve` listens: recorded in ``<data_dir>/serve.json`` while it runs.

The CLI asks serve when the embedded store is held; serve may run on any --port, so the address it
really bound is written here (with its pid, so a file left by a killed serve is recognised as stale),
and the configured serve.host/serve.port is only the fallback.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from utils.config import Settings
from utils.process import pid_alive

FILE = "serve.json"


def _loopback(host: str) -> str:
    """A wildcard bind is reached on loopback."""
    return "127.0.0.1" if host in ("0.0.0.0", "", "::") else host


def url_of(host: str, port: int) -> str:
    h = _loopback(host)
    return f"http://[{h}]:{port}" if ":" in h else f"http://{h}:{port}"


def path(settings: Settings) -> Path:
    return settings.data_path / FILE


@contextmanager
def recorded(settings: Settings, host: str, port: int) -> Iterator[None]:
    """Record this process's address for as long as the block runs."""
    p = path(settings)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_suffix(".json.tmp")
    tmp.write_text(json.dumps({"url": url_of(host, port), "pid": os.getpid()}))
    tmp.replace(p)
    try:
        yield
    finally:
        try:
            if json.loads(p.read_text()).get("pid") == os.getpid():
                p.unlink()
        except (OSError, ValueError):
            pass


def candidates(settings: Settings) -> list[str]:
    """URLs to try, best first: the running serve's recorded address, then serve.host:serve.port."""
    out: list[str] = []
    try:
        rec = json.loads(path(settings).read_text())
        if pid_alive(rec.get("pid")) and isinstance(rec.get("url"), str):
            out.append(rec["url"])
    except (OSError, ValueError, AttributeError):
        pass
    configured = url_of(settings.serve.host, settings.serve.port)
    if configured not in out:
        out.append(configured)
    return out
