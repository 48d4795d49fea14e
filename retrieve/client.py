"""Asking a running `true-recall serve` instead of opening the store (which it holds locked)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import date, datetime

from retrieve import serve_address
from retrieve.access import read_token_file
from retrieve.search import Result
from utils.config import Settings
from utils.errors import BackendUnavailable, StopError

log = logging.getLogger("true_recall.client")


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
    timeout_s: float = 10.0,
) -> list[Result] | None:
    """The service's results, or None when no service answers (at its recorded address or serve.port)."""
    import httpx

    body = {
        "query": query, "user_id": user_id, "k": k, "categories": list(categories),
        "since": since.isoformat() if since else None, "until": until.isoformat() if until else None,
        "min_score": min_score, "include_superseded": include_superseded, "explain": True,
    }
    token = settings.serve.token or read_token_file(settings)  # the file serve made when none is configured
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    for url in serve_address.candidates(settings):
        try:
            r = httpx.post(f"{url}/search", json=body, headers=headers, timeout=timeout_s)
            break
        except httpx.TransportError:
            continue
    else:
        return None
    if r.status_code == 401:
        raise StopError(f"true-recall serve at {url} wants a token: set serve.token / TRUE_RECALL_SERVE_TOKEN")
    if r.status_code == 503:
        raise BackendUnavailable(f"true-recall serve at {url}: {r.json().get('detail')}")
    if r.status_code != 200:
        raise StopError(f"true-recall serve at {url} answered {r.status_code}: {r.text[:300]}")
    log.info("the store is held by true-recall serve; searched through %s", url)
    return [Result.from_dict(d) for d in r.json()["results"]]
