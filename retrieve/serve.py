"""`true-recall serve`: a small HTTP service that keeps the store and the embedder warm.

Loopback by default (serve.host), optional bearer token (serve.token / TRUE_RECALL_SERVE_TOKEN).
The embedded store locks its folder, so while this runs other processes should search through it.

    GET    /health
    POST   /search                 {"query", "user_id", "k", "categories", "since", "until", "min_score",
                                    "include_superseded", "explain"}
    GET    /memories?user_id=U     list (newest first; limit, offset)
    GET    /memories/{id}?user_id=U
    PATCH  /memories/{id}?user_id=U  {"gem": "...", ...}  (a changed text is re-embedded)
    DELETE /memories/{id}?user_id=U
    DELETE /users/{user_id}        forget the user: gems and buffered turns
    GET    /export?user_id=U       JSON lines
"""

from __future__ import annotations

import hmac
import logging
import threading
from collections.abc import Callable, Iterator
from datetime import date, datetime
from typing import Any

from fastapi import Depends, FastAPI, HTTPException, Query, Request
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from retrieve import memories
from retrieve.search import search
from utils.config import Settings
from utils.embedder import Embedder
from utils.errors import BackendUnavailable, EmbedderMismatch, QuarantineError, RetryableError, TrueRecallError
from utils.store import GemStore

log = logging.getLogger("true_recall.serve")


class SearchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1)
    user_id: str = Field(min_length=1)
    k: int | None = Field(None, ge=1, le=1000)
    categories: list[str] = Field(default_factory=list)
    since: date | datetime | None = None
    until: date | datetime | None = None
    min_score: float = Field(0.0, ge=0.0)
    include_superseded: bool = False
    explain: bool = False


class EditBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    gem: str | None = None
    context: str | None = None
    categories: list[str] | None = None
    importance: str | None = None
    confidence: float | None = None
    superseded_by: str | None = None


def _status(e: TrueRecallError) -> int:
    if isinstance(e, QuarantineError):
        return 422
    if isinstance(e, EmbedderMismatch):
        return 409
    if isinstance(e, (BackendUnavailable, RetryableError)):
        return 503
    return 500


def create_app(
    settings: Settings,
    store: GemStore,
    embedder: Embedder,
    buffer_forget: Callable[[str], int] | None = None,
) -> FastAPI:
    """The app over an open store and embedder (the caller owns and closes them)."""
    app = FastAPI(title="true-recall", version="0.1.0", docs_url=None, redoc_url=None)
    # One request at a time touches the store and the embedder: neither promises thread safety, and
    # on 2 cores the queries (a few ms) gain nothing from running side by side.
    lock = threading.Lock()
    token = settings.serve.token

    def auth(request: Request) -> None:
        if not token:
            return
        header = request.headers.get("authorization", "")
        scheme, _, given = header.partition(" ")
        if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), token.encode()):
            raise HTTPException(401, "missing or wrong bearer token", headers={"WWW-Authenticate": "Bearer"})

    @app.exception_handler(TrueRecallError)
    def _err(request: Request, e: TrueRecallError) -> JSONResponse:
        return JSONResponse({"detail": str(e)}, status_code=_status(e))

    @app.exception_handler(ValueError)
    def _bad(request: Request, e: ValueError) -> JSONResponse:
        return JSONResponse({"detail": str(e)}, status_code=422)

    guarded = [Depends(auth)]

    @app.get("/health")
    def health() -> dict[str, Any]:
        return {"status": "ok", "embedder": embedder.name, "auth": bool(token)}

    @app.post("/search", dependencies=guarded)
    def do_search(body: SearchBody) -> dict[str, Any]:
        with lock:
            results = search(
                body.query, body.user_id, k=body.k, categories=body.categories, since=body.since,
                until=body.until, min_score=body.min_score, include_superseded=body.include_superseded,
                settings=settings, store=store, embedder=embedder,
            )
        return {"results": [r.to_dict(body.explain) for r in results]}

    @app.get("/memories", dependencies=guarded)
    def list_memories(user_id: str = Query(min_length=1), limit: int = Query(100, ge=1, le=10000),
                      offset: int = Query(0, ge=0)) -> dict[str, Any]:
        with lock:
            gems = memories.list_gems(store, user_id, limit=limit, offset=offset)
        return {"memories": [g.model_dump(mode="json") for g in gems]}

    @app.get("/memories/{gem_id}", dependencies=guarded)
    def get_memory(gem_id: str, user_id: str = Query(min_length=1)) -> dict[str, Any]:
        with lock:
            g = memories.get_gem(store, user_id, gem_id)
        if g is None:
            raise HTTPException(404, "no such memory")
        return g.model_dump(mode="json")

    @app.patch("/memories/{gem_id}", dependencies=guarded)
    def edit_memory(gem_id: str, body: EditBody, user_id: str = Query(min_length=1)) -> dict[str, Any]:
        fields = body.model_dump(exclude_unset=True)
        with lock:
            g = memories.edit_gem(store, embedder, user_id, gem_id, fields)
        if g is None:
            raise HTTPException(404, "no such memory")
        return g.model_dump(mode="json")

    @app.delete("/memories/{gem_id}", dependencies=guarded)
    def delete_memory(gem_id: str, user_id: str = Query(min_length=1)) -> dict[str, Any]:
        with lock:
            ok = memories.delete_gem(store, user_id, gem_id)
        if not ok:
            raise HTTPException(404, "no such memory")
        return {"deleted": 1}

    @app.delete("/users/{user_id}", dependencies=guarded)
    def forget_user(user_id: str) -> dict[str, Any]:
        with lock:
            f = memories.forget_user(settings, store, user_id, buffer_forget)
        return {"user_id": f.user_id, "gems": f.gems, "turns": f.turns}

    @app.get("/export", dependencies=guarded)
    def export(user_id: str = Query(min_length=1)) -> StreamingResponse:
        with lock:
            lines = list(memories.export_lines(store, user_id))

        def body() -> Iterator[str]:
            for line in lines:
                yield line + "\n"

        return StreamingResponse(body(), media_type="application/x-ndjson")

    return app


def run(settings: Settings, host: str | None = None, port: int | None = None) -> None:
    """Open the store and embedder once and serve until interrupted."""
    import uvicorn

    from utils.embedder import open_embedder
    from utils.store import open_store

    host = host or settings.serve.host
    port = port or settings.serve.port
    if host not in ("127.0.0.1", "localhost", "::1") and not settings.serve.token:
        log.warning("serving on %s without a token: anyone who can reach it can read every user's memories", host)
    embedder = open_embedder(settings)
    store = open_store(settings)
    try:
        info = store.info()
        log.info("serving %s (%s, %d gems) with %s on http://%s:%d", info.location, info.backend, info.points,
                 embedder.name, host, port)
        app = create_app(settings, store, embedder)
        uvicorn.run(app, host=host, port=port, log_level=settings.log_level.lower(), access_log=False)
    finally:
        store.close()
        close = getattr(embedder, "close", None)
        if close is not None:
            close()
