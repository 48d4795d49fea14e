"""serve's JSON routes for a user's review queue and settings (issue 29), beside the memory routes of retrieve/serve.py.

    GET  /review?user_id=U                  what waits for the user's decision, and what their last curate run replaced
    POST /review/{id}?user_id=U             {"choice": "keep-new" | "keep-old" | "keep-both"}: decide on one waiting gem
    GET  /settings?user_id=U                the user's settings (utils/user_settings.py), every key
    PUT  /settings?user_id=U                {"key": value, ...}: set some keys (the others stay); 422 names a bad one

A scoped token reaches only its users (403 otherwise), as every other route; an admin token names the user.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from typing import Any, Literal

from fastapi import Body, Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel, ConfigDict

from retrieve import access, review
from utils import review_queue, user_settings
from utils.config import Settings
from utils.embed import Embedder
from utils.store import GemStore


class ResolveBody(BaseModel):
    """POST /review/{id}: the owner's decision."""

    model_config = ConfigDict(extra="forbid", strict=True)

    choice: Literal["keep-new", "keep-old", "keep-both"]


SETTINGS_EXAMPLE = {"memory_off": False, "excluded_categories": ["health"], "excluded_topics": ["finance", "my ex"],
                    "confirm_conflicts": True}


def mount(app: FastAPI, settings: Settings, store: GemStore, embedder: Embedder,
          use_store: Callable[[], AbstractContextManager[GemStore]],
          auth: Callable[..., Awaitable[access.Principal]], may: Callable[[access.Principal, str], None]) -> None:
    """Add the routes to serve's app (its lease, its bearer-token check and its per-user check)."""

    @app.get("/review", tags=["review"])
    def list_review(user_id: str = Query(min_length=1), p: access.Principal = Depends(auth)) -> dict[str, Any]:
        """What waits for the user's decision (user setting confirm_conflicts) and what their last curate run
        replaced (each undoable with PATCH /memories/{old id} {"superseded_by": null})."""
        may(p, user_id)
        with use_store() as st:
            entries = review.queue(settings, st, user_id)
            at, pairs = review.replaced(settings, st, user_id)
        return {"user_id": user_id, "pending": [e.to_dict() for e in entries], "replaced_at": at,
                "replaced": [x.to_dict() for x in pairs]}

    @app.post("/review/{item_id}", tags=["review"])
    def review_resolve(item_id: str, body: ResolveBody, user_id: str = Query(min_length=1),
                       p: access.Principal = Depends(auth)) -> dict[str, Any]:
        """Decide on one waiting gem (its id or unique start): keep-new stores it (replacing the old one of a
        conflict), keep-old drops it, keep-both stores it beside the old one. 404 when nothing waits under the id."""
        may(p, user_id)
        with use_store() as st:
            try:
                return review.resolve(settings, st, embedder, user_id, item_id, body.choice)
            except review_queue.NotWaiting as e:
                raise HTTPException(404, str(e)) from e

    @app.get("/settings", tags=["settings"])
    def get_settings(user_id: str = Query(min_length=1), p: access.Principal = Depends(auth)) -> dict[str, Any]:
        """The user's settings, every key (defaults when none were saved)."""
        may(p, user_id)
        return {"user_id": user_id, **user_settings.load(settings, user_id).to_dict()}

    @app.put("/settings", tags=["settings"])
    def put_settings(user_id: str = Query(min_length=1),
                     body: dict[str, Any] = Body(..., examples=[SETTINGS_EXAMPLE]),
                     p: access.Principal = Depends(auth)) -> dict[str, Any]:
        """Set some of the user's settings (keys: memory_off, excluded_categories, excluded_topics,
        confirm_conflicts; booleans and lists of strings); every value is checked before anything is written."""
        may(p, user_id)
        return {"user_id": user_id, **user_settings.change_many(settings, user_id, body).to_dict()}
