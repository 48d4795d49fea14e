"""Processes on this host: whether one is still running."""

from __future__ import annotations

import os


def pid_alive(pid: object) -> bool:
    """True if a process with this pid runs on this host (signal 0 probes without touching it)."""
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process: alive
    return True
