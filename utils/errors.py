"""The error hierarchy, named after what the caller should do with each error.

Only the CLI turns these into exit codes: 2 for configuration, 1 for everything else.
"""

from __future__ import annotations


class TrueRecallError(Exception):
    """Base class of every error true-recall raises on purpose."""


class RetryableError(TrueRecallError):
    """A transient failure (server down, timeout, 5xx): retry with backoff."""


class QuarantineError(TrueRecallError):
    """One input item is bad: set it aside with the reason, count it, go on with the rest."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


class InputError(TrueRecallError, ValueError):
    """The caller's request is wrong (a bad field, a link to a missing memory): nothing was changed; say what
    to fix. serve answers 422 with the message, so it names only what the caller sent, never stored data.
    A ValueError too, so callers that caught the ValueError it replaces still do."""


class StopError(TrueRecallError):
    """Going on would do harm or cannot succeed (bad config, missing model, locked store): stop."""


class ConfigError(StopError):
    """The configuration is invalid; `lines` holds one `field: problem` line each."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


class BackendUnavailable(RetryableError):
    """A service (Redis, Qdrant, Ollama) did not answer; the message names the setting to check."""


class ModelMissing(StopError):
    """The LLM or embedding model is not installed on the server; the message says how to get it."""


class EmbedderMismatch(StopError):
    """The collection was built with another embedder or dimension; reindex to change it."""


class StoreLocked(RetryableError):
    """The embedded store is held by another process; it frees when that process closes it."""


class LockHeld(StopError):
    """Another curator holds the curation lock; this run must not proceed."""


class Shutdown(BaseException):
    """Raised to stop a daemon loop. Not an Exception, so `except Exception` cannot swallow it."""


class StoreDamaged(StopError):
    """The store holds fewer gems than the ledger says were written: restore it, never answer "no memories"."""


class DiskFull(StopError):
    """A disk true-recall writes to is full (ENOSPC, Redis' MISCONF): the message names the folder and what to free."""
