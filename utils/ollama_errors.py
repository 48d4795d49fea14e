"""What the official ollama client's failures mean for the caller, in one place.

The client raises the builtin ConnectionError when nothing listens (not an ollama exception), httpx
errors for timeouts and dropped connections, and ollama.ResponseError with the HTTP status otherwise
(404 `model "x" not found, try pulling it first` for a missing model).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import ollama

from utils.errors import BackendUnavailable, ModelMissing, RetryableError


class OllamaTransient(RetryableError):
    """A failure worth retrying: 5xx, 429, a timeout or a dropped connection."""


@contextmanager
def translated(host: str, model: str, what: str, transient: type[OllamaTransient] = OllamaTransient) -> Iterator[None]:
    """Map client errors to BackendUnavailable, ModelMissing or `transient`; other 4xx pass through."""
    try:
        yield
    except ConnectionError as e:  # the client raises the builtin when nothing listens
        raise BackendUnavailable(
            f"Ollama did not answer at {host} ({e}); start it (`ollama serve`) or set OLLAMA_HOST / ollama.host"
        ) from e
    except httpx.TimeoutException as e:
        raise transient(f"Ollama at {host} timed out ({what})") from e
    except httpx.TransportError as e:
        raise transient(f"Ollama at {host}: {type(e).__name__}: {e} ({what})") from e
    except ollama.ResponseError as e:
        if e.status_code == 404:
            raise ModelMissing(f"model {model} is not installed on {host}: run `ollama pull {model}`") from e
        if e.status_code >= 500 or e.status_code == 429:
            raise transient(f"Ollama answered {e.status_code} ({what}): {e.error}") from e
        raise
