"""Asking a running `true-recall serve` instead of opening the store (which it holds locked).

Only the serve recorded for this data folder is asked (retrieve/serve_address.py), and only after its
/health has given the recorded instance id: the token goes to our own serve, never to whatever else
listens on the port. Any answer that is not what serve gives (not JSON, wrong shape) is "serve
unavailable" with a message, never a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from retrieve import serve_address
from retrieve.access import read_token_file
from retrieve.search import Result
from utils.config import Settings
from utils.errors import BackendUnavailable, StopError

log = logging.getLogger("true_recall.client")

HEALTH_TIMEOUT_S = 3.0  # /health reads two attributes: a serve that takes longer is not one to wait for


def _json(r: Any) -> Any:
    """The answer's JSON, or None if it is not JSON."""
    try:
        return r.json()
    except ValueError:
        return None


def check_identity(rec: serve_address.Recorded) -> None:
    """BackendUnavailable unless the server at the recorded address is the serve that recorded itself."""
    import httpx

    try:
        r = httpx.get(f"{rec.url}/health", timeout=HEALTH_TIMEOUT_S)  # unauthenticated: no token sent
    except httpx.HTTPError as e:
        raise BackendUnavailable(f"true-recall serve (pid {rec.pid}) does not answer at {rec.url}: {e}") from e
    body = _json(r)
    if r.status_code != 200 or not isinstance(body, dict) or body.get("instance") != rec.instance:
        raise BackendUnavailable(
            f"the server at {rec.url} is not the true-recall serve recorded in the data folder (its /health does "
            f"not give the recorded instance id); the token was not sent. Is another program on that port?")


def search_via_serve(
    settings: Settings,
    query: str,
    user_id: str,
    *,
    k: int | None = None,
    categories: Sequence[str] = (),
    since: date | datetime | None = None,
    until: date | datetime | None = None,
    min_score: float = 0.0,
    include_superseded: bool = False,
    as_of: date | datetime | None = None,
    timeout_s: float = 10.0,
) -> list[Result] | None:
    """The service's results, or None when no serve is recorded for this data folder.

    Raises:
        BackendUnavailable: the recorded serve does not answer, is not who it recorded, is busy (503), or
            gives an answer that is not serve's.
        StopError: serve refuses the token (401) or the request.
    """
    import httpx

    rec = serve_address.running(settings)
    if rec is None:
        return None
    check_identity(rec)
    body = {
        "query": query, "user_id": user_id, "k": k, "categories": list(categories),
        "since": since.isoformat() if since else None, "until": until.isoformat() if until else None,
        "min_score": min_score, "include_superseded": include_superseded, "explain": True,
    }
    if as_of is not None:
        body["as_of"] = as_of.isoformat()  # only when asked: an older serve refuses fields it does not know
    token = settings.serve.token or read_token_file(settings)  # the file serve made when none is configured
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    url = rec.url
    try:
        r = httpx.post(f"{url}/search", json=body, headers=headers, timeout=timeout_s)
    except httpx.HTTPError as e:
        raise BackendUnavailable(f"true-recall serve at {url} did not answer the search: {e}") from e
    answer = _json(r)
    detail = answer.get("detail") if isinstance(answer, dict) else None
    if r.status_code == 401:
        raise StopError(f"true-recall serve at {url} wants a token: set serve.token / TRUE_RECALL_SERVE_TOKEN")
    if r.status_code == 503:
        raise BackendUnavailable(f"true-recall serve at {url}: {detail or 'busy'}")
    if r.status_code != 200:
        raise StopError(f"true-recall serve at {url} answered {r.status_code}: {str(detail or r.text)[:300]}")
    try:
        results = [Result.from_dict(d) for d in answer["results"]]
    except (TypeError, KeyError, ValueError, AttributeError) as e:
        raise BackendUnavailable(
            f"true-recall serve at {url} gave a malformed answer ({type(e).__name__}); treating it as unavailable"
        ) from e
    log.info("the store is held by true-recall serve; searched through %s", url)
    return results


def ask_serve(settings: Settings, method: str, path: str, json_body: dict[str, Any] | None = None,
              params: dict[str, Any] | None = None, timeout_s: float = 30.0) -> Any:
    """The JSON answer of the serve recorded for this data folder to one request, or None when none is recorded
    (remember and other writes while serve holds the embedded store).

    Raises:
        BackendUnavailable: the recorded serve does not answer, is not who it recorded, or is busy (503).
        StopError: serve refuses the token or the request (its message, e.g. a refused injection).
    """
    import httpx

    rec = serve_address.running(settings)
    if rec is None:
        return None
    check_identity(rec)
    token = settings.serve.token or read_token_file(settings)
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    try:
        r = httpx.request(method, f"{rec.url}{path}", json=json_body, params=params, headers=headers,
                          timeout=timeout_s)
    except httpx.HTTPError as e:
        raise BackendUnavailable(f"true-recall serve at {rec.url} did not answer: {e}") from e
    answer = _json(r)
    detail = answer.get("detail") if isinstance(answer, dict) else None
    if r.status_code == 503:
        raise BackendUnavailable(f"true-recall serve at {rec.url}: {detail or 'busy'}")
    if r.status_code >= 300 or answer is None:
        raise StopError(f"true-recall serve at {rec.url} answered {r.status_code}: {str(detail or r.text)[:300]}")
    return answer
