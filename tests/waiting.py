"""Waiting in tests: poll a condition with a deadline, never a bare sleep for ordering."""

from __future__ import annotations

import time
from collections.abc import Callable


def poll(cond: Callable[[], bool], timeout: float, interval: float = 0.05) -> bool:
    """True as soon as cond() holds; False if it still does not after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > deadline:
            return False
        time.sleep(interval)
    return True


def wait_until(cond: Callable[[], bool], timeout: float = 20, what: str = "condition") -> None:
    """Poll cond() until it holds; AssertionError naming `what` after `timeout` seconds."""
    if not poll(cond, timeout):
        raise AssertionError(f"timed out waiting for {what}")
