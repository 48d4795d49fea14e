"""One request to an OpenAI-compatible server (llama.cpp, llama-cpp-python, vLLM, LM Studio, LocalAI), with its
failures mapped to what the caller should do, in one place for the chat extractor and the embedder.

httpx, not the `openai` package: it is already the transport of the ollama client (one HTTP stack, no new
dependency), and the two routes used (/chat/completions, /embeddings) are a few JSON fields each, while
servers differ in what they accept (`response_format` flavours) in ways the typed SDK would hide.
The API key is read from the environment variable the config names, never from the config file, and goes
only into the Authorization header (never into a message, a log line or a report).
"""

from __future__ import annotations

import os
import re
from typing import Any

import httpx

from utils.errors import BackendUnavailable, ModelMissing, RetryableError, StopError, TrueRecallError

_OVERFLOW = re.compile(r"context[ _](length|window)|maximum context|too many tokens|exceeds? the (context|max)", re.I)


class OpenAITransient(RetryableError):
    """A failure worth retrying: 5xx, 429, a timeout or a dropped connection."""


class OpenAIRejected(TrueRecallError):
    """A 4xx the server gave for this request (retrying the same request will not help)."""

    def __init__(self, status: int, message: str, code: str = "") -> None:
        super().__init__(f"answered {status}: {message}")
        self.status = status
        self.message = message
        self.code = code

    @property
    def overflow(self) -> bool:
        """The prompt did not fit the model's context."""
        return self.code == "context_length_exceeded" or bool(_OVERFLOW.search(self.message))


def open_client(base_url: str, timeout_s: float, api_key_env: str | None) -> httpx.Client:
    """An HTTP client for the server at base_url (which ends in /v1), with the key from the environment."""
    headers = {}
    key = os.environ.get(api_key_env) if api_key_env else None
    if key:
        headers["Authorization"] = f"Bearer {key}"
    return httpx.Client(base_url=base_url.rstrip("/") + "/", timeout=timeout_s, headers=headers)


def _error_of(resp: httpx.Response) -> tuple[str, str]:
    """(message, code) of an error answer, whichever shape the server uses."""
    try:
        body = resp.json()
    except ValueError:
        return resp.text[:300] or resp.reason_phrase, ""
    err = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(err, dict):
        msg = err.get("message") or err.get("detail") or str(err)
        return str(msg)[:500], str(err.get("code") or "")
    return str(err)[:500], ""


def post_json(client: httpx.Client, path: str, body: dict[str, Any], model: str, what: str,
              transient: type[OpenAITransient] = OpenAITransient) -> dict[str, Any]:
    """POST body to base_url/path; the JSON answer. Raises BackendUnavailable (nothing listens), ModelMissing
    (404), StopError (401/403: the key), `transient` (5xx, 429, timeouts) or OpenAIRejected (other 4xx)."""
    where = str(client.base_url)
    try:
        resp = client.post(path, json=body)
    except httpx.ConnectError as e:
        raise BackendUnavailable(f"no OpenAI-compatible server answered at {where} ({e}); start it or set "
                                 "openai.base_url") from e
    except httpx.TimeoutException as e:
        raise transient(f"{where} timed out ({what})") from e
    except httpx.TransportError as e:
        raise transient(f"{where}: {type(e).__name__}: {e} ({what})") from e
    if resp.status_code == 200:
        try:
            out = resp.json()
        except ValueError as e:
            raise transient(f"{where} answered 200 with no JSON ({what}): {resp.text[:120]!r}") from e
        if not isinstance(out, dict):
            raise transient(f"{where} answered 200 with a JSON {type(out).__name__} ({what})")
        return out
    message, code = _error_of(resp)
    if resp.status_code >= 500 and "validation error" in message:
        # llama-cpp-python answers a request its schema refuses (an unknown response_format type) with a 500
        # holding pydantic's "1 validation error": the request is wrong, and sending it again will not help.
        raise OpenAIRejected(resp.status_code, message, code)
    if resp.status_code >= 500 or resp.status_code == 429:
        raise transient(f"{where} answered {resp.status_code} ({what}): {message}")
    if resp.status_code == 404:
        raise ModelMissing(f"{where}{path} answered 404 ({message}): is model {model!r} served there, and does "
                           "openai.base_url end in /v1?")
    if resp.status_code in (401, 403):
        raise StopError(f"{where} refused the key ({resp.status_code}: {message}); set the variable "
                        "openai.api_key_env names")
    raise OpenAIRejected(resp.status_code, message, code)
