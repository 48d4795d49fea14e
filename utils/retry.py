"""The one retry helper: capped exponential backoff, bounded attempts, a log line saying what remains."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
    stop_before_delay,
    stop_never,
    wait_exponential,
)

T = TypeVar("T")
log = logging.getLogger("true_recall.retry")


def _log_before_sleep(what: str, attempts: int | None, within_s: float | None = None,
                      level: int = logging.WARNING) -> Callable[[RetryCallState], None]:
    def before_sleep(state: RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome else None
        wait = state.next_action.sleep if state.next_action else 0.0
        left = "unbounded" if attempts is None else f"{attempts - state.attempt_number} left"
        if within_s is not None:
            left = f"{max(0.0, within_s - (state.seconds_since_start or 0.0)):.0f}s left"
        log.log(
            level, "%s failed (attempt %d, %s): %s; next try in %.1fs",
            what, state.attempt_number, left, exc, wait,
        )

    return before_sleep


def retrying(
    what: str,
    transient: tuple[type[BaseException], ...],
    attempts: int | None = 5,
    initial_s: float = 0.5,
    max_s: float = 30.0,
    within_s: float | None = None,
    level: int = logging.WARNING,
) -> Retrying:
    """A tenacity Retrying for `transient` errors; attempts=None retries until it succeeds.

    within_s: also stop when the next try would start more than this many seconds after the first.
    level: of the line logged before each new try (DEBUG where waiting is expected, e.g. for a lock).
    """
    stop: Any = stop_never if attempts is None else stop_after_attempt(attempts)
    if within_s is not None:
        stop = stop_before_delay(within_s) if attempts is None else stop | stop_before_delay(within_s)
    return Retrying(
        retry=retry_if_exception_type(transient),
        stop=stop,
        wait=wait_exponential(multiplier=initial_s, min=initial_s, max=max_s),
        before_sleep=_log_before_sleep(what, attempts, within_s, level),
        reraise=True,
    )


def call_with_retry(
    fn: Callable[[], T],
    what: str,
    transient: tuple[type[BaseException], ...],
    attempts: int | None = 5,
    initial_s: float = 0.5,
    max_s: float = 30.0,
    within_s: float | None = None,
    level: int = logging.WARNING,
) -> T:
    """Call fn, retrying transient errors; the last error is re-raised when attempts (or within_s) run out."""
    return retrying(what, transient, attempts, initial_s, max_s, within_s, level)(fn)
