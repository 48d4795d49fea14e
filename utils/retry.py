"""The one retry helper: capped exponential backoff, bounded attempts, a log line saying what remains."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
    stop_never,
    wait_exponential,
)

T = TypeVar("T")
log = logging.getLogger("true_recall.retry")


def _log_before_sleep(what: str, attempts: int | None) -> Callable[[RetryCallState], None]:
    def before_sleep(state: RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome else None
        wait = state.next_action.sleep if state.next_action else 0.0
        left = "unbounded" if attempts is None else f"{attempts - state.attempt_number} left"
        log.warning(
            "%s failed (attempt %d, %s): %s; next try in %.1fs",
            what, state.attempt_number, left, exc, wait,
        )

    return before_sleep


def retrying(
    what: str,
    transient: tuple[type[BaseException], ...],
    attempts: int | None = 5,
    initial_s: float = 0.5,
    max_s: float = 30.0,
) -> Retrying:
    """A tenacity Retrying for `transient` errors; attempts=None retries until it succeeds."""
    return Retrying(
        retry=retry_if_exception_type(transient),
        stop=stop_never if attempts is None else stop_after_attempt(attempts),
        wait=wait_exponential(multiplier=initial_s, min=initial_s, max=max_s),
        before_sleep=_log_before_sleep(what, attempts),
        reraise=True,
    )


def call_with_retry(
    fn: Callable[[], T],
    what: str,
    transient: tuple[type[BaseException], ...],
    attempts: int | None = 5,
    initial_s: float = 0.5,
    max_s: float = 30.0,
) -> T:
    """Call fn, retrying transient errors; the last error is re-raised when attempts run out."""
    return retrying(what, transient, attempts, initial_s, max_s)(fn)
