"""`true-recall serve`: a small HTTP service that keeps the embedder warm and shares the store.

Secure by default (retrieve/access.py, retrieve/guard.py): loopback (serve.host), and refuses any other
address without a configured token (exit 2); every route but /health needs a bearer token, which serve
creates on first start in <data_dir>/serve.token (mode 0600) when none is configured; tokens may be scoped to
users (serve.tokens: [{token_env, users: [...]}]; 403 for any other user) or admin (every user); the Host
header must be an allowed name (serve.allowed_hosts; loopback names by default); no CORS headers; bodies
over serve.max_body_bytes (1 MB) and queries over serve.max_query_bytes (8 KB) get 413 before they are read;
a request over serve.request_timeout_s gets 504; k is at most serve.max_k. A wrong request is 422 with a
message about what was sent (InputError, pydantic); every other failure a 500 saying only its request id
(retrieve/guard.py). Slow, idle and too many connections: retrieve/serve_http.py. /health also gives this
process's instance id, which the CLI checks before it sends a token (retrieve/client.py).

Sharing the embedded store: it locks its folder while open (one process at a time; see
utils/store/edge.py). serve keeps it open (warm standby, serve.store_idle_s: null): reopening costs
~0.35 s at 100k gems and seconds at 1M (bench/reopen.py), which the first question after every pause
would pay. A batch command (the nightly curator, `memories ...`, `reindex`) that waits for the store
posts a marker (EdgeStore.wanted()); serve then releases it at once (flush + close) and answers 503
until the batch is done, and takes it back in the background as soon as it is free. With
serve.store_idle_s set, serve instead releases it after that many seconds without requests and
reopens it at the first request of the next burst; the embedder, which costs seconds to load, stays
warm either way. While another process holds the store, a request waits up to
serve.store_wait_s, then gets 503 with Retry-After and "store busy: ...". With a Qdrant server
(qdrant.url) the client stays open and nothing is released: the server arbitrates.

    GET    /health
    POST   /search                 {"query", "user_id", "k", "categories", "since", "until", "as_of",
                                    "min_score", "include_superseded", "explain", "format": "json"|"context"}
    POST   /memories               {"text", "user_id", "category", "importance", "timestamp"}: remember now
                                    (the application layer's remember path, given as a hook: true_recall/remember.py)
    DELETE /memories?user_id=U&query=Q[&k=N]   what would go + a confirm token; again with &confirm=T deletes
    GET    /memories?user_id=U     list (newest first; limit, offset)
    GET    /memories/{id}?user_id=U
    PATCH  /memories/{id}?user_id=U  {"gem": "...", ...}  (a changed text is re-embedded)
    DELETE /memories/{id}?user_id=U  gone from search at once; "erasure": its bytes pending until the
                                    background compaction (Compactor, serve.compact_after_s)
    GET    /memories/cleaned?user_id=U   what the nightly clean-up took away (restorable for 7 days)
    POST   /memories/{id}/restore?user_id=U   bring one back (kept from then on)
    DELETE /users/{user_id}        forget the user: gems and buffered turns (the same "erasure" answer)
    GET    /export?user_id=U       JSON lines
    GET    /openapi.json, /docs    the API reference (serve.openapi; token-protected like the rest)
    GET    /, /ui/...              the memory page for a browser (retrieve/page.py: sign in with a token,
                                    session cookie, CSRF on every change form)

Bodies and answers: docs/http-api.md.
"""

from __future__ import annotations

import logging
import math
import signal
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import date, datetime, timezone
from typing import Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt, StrictStr

from retrieve import access, forget, memories, page, render, serve_address, serve_review
from retrieve.confirm import Confirmations
from retrieve.guard import Guard, request_id
from retrieve.search import search
from utils import retention
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import (
    BackendUnavailable,
    EmbedderMismatch,
    InputError,
    LockHeld,
    RetryableError,
    StoreLocked,
    TrueRecallError,
)
from utils.store import GemStore

log = logging.getLogger("true_recall.serve")


# Strict types: JSON `true` is no k, `"3"` no number (pydantic would coerce both); dates stay lax, as JSON
# has no date type and they come as ISO strings.
class SearchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: StrictStr = Field(min_length=1)
    user_id: StrictStr = Field(min_length=1)
    k: StrictInt | None = Field(None, ge=1, le=1000)
    categories: list[StrictStr] = Field(default_factory=list)
    since: date | datetime | None = None
    until: date | datetime | None = None
    as_of: date | datetime | None = None
    min_score: StrictFloat = Field(0.0, ge=0.0)
    include_superseded: StrictBool = False
    explain: StrictBool = False
    # "context": the answer is the <memory_context> block a prompt gets (retrieve/render.py, the one place it
    # is rendered; the OpenClaw plugin injects it as is), with the results beside it.
    format: Literal["json", "context"] = "json"
    max_words: StrictInt | None = Field(None, ge=1, le=100_000)  # the context block's word budget


class RememberBody(BaseModel):
    """POST /memories: a statement to keep now (true_recall/remember.py)."""

    model_config = ConfigDict(extra="forbid")

    text: StrictStr = Field(min_length=1)
    user_id: StrictStr | None = Field(None, min_length=1)  # may be left out when the token names one user
    category: StrictStr | None = None
    importance: Literal["low", "medium", "high"] | None = None
    timestamp: datetime | None = None  # timezone-aware; default: the moment of the call


class EditBody(BaseModel):
    """A PATCH body; its values are checked further by memories.check_fields (known categories)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    gem: str | None = None
    context: str | None = None
    categories: list[str] | None = Field(None, min_length=1)
    importance: Literal["low", "medium", "high"] | None = None
    confidence: float | None = Field(None, ge=0.0, le=1.0)
    superseded_by: str | None = None


WANTED_POLL_S = 0.5  # how often a held store checks whether a batch command waits for it


class StoreLease:
    """Hands the store to one request at a time; an exclusive (embedded) store is kept open between requests
    and given up only to a batch command that waits for it (or after idle_s unused, if set).

    idle_s None (the default, serve.store_idle_s: null) is the warm standby: the store stays open while
    serve idles, so the first question after a pause costs a warm query, not a reopen (seconds at 1M gems,
    bench/search.py `first_search_after_idle_ms`); when a batch command has had it, the watcher takes it
    back in the background as soon as it is free, so that reopen is paid by no request either.
    """

    def __init__(self, store: GemStore, idle_s: float | None, wait_s: float) -> None:
        self.store = store
        self.idle_s = idle_s
        self.wait_s = wait_s
        # Its lock is the request lock: one request at a time touches the store and the embedder, as
        # neither promises thread safety and on 2 cores the queries (a few ms) gain nothing side by side.
        self._cond = threading.Condition()
        self._last = 0.0
        self._failed_at = -math.inf
        self._held = False
        self._closed = False
        self._watcher: threading.Thread | None = None
        if self.standby:
            self._start_watcher()

    @property
    def standby(self) -> bool:
        """True when an exclusive store is kept open while idle and taken back after a batch command."""
        return self.store.exclusive and self.idle_s is None

    @property
    def held(self) -> bool:
        """True while serve keeps an exclusive store open."""
        return self._held

    @property
    def retry_after_s(self) -> int:
        """What a 503 tells the client to wait before trying again."""
        return max(1, math.ceil(self.wait_s))

    def _start_watcher(self) -> None:
        if self._watcher is None:
            self._watcher = threading.Thread(target=self._watch, name="store-lease", daemon=True)
            self._watcher.start()

    @contextmanager
    def use(self) -> Iterator[GemStore]:
        """The store, opened if released; StoreLocked (503) if another process keeps it past wait_s."""
        with self._cond:
            if self._closed:
                raise BackendUnavailable("true-recall serve is shutting down")
            if self.store.exclusive:
                if self.store.wanted():
                    # A batch command (curator, memories, reindex) waits for the store: it goes first,
                    # or steady traffic would keep the store from ever going idle for it.
                    self._let_go()
                    self._failed_at = time.monotonic()
                    raise StoreLocked(
                        "store busy: another process (e.g. a curator run) is waiting for the embedded store; "
                        f"retry in {self.retry_after_s}s"
                    )
                # Requests queued behind one that just waited in vain try once instead of waiting again,
                # so a burst during a curator run fails in wait_s, not in wait_s per request.
                wait = 0.0 if time.monotonic() - self._failed_at < 1.0 else self.wait_s
                try:
                    self.store.hold(wait)
                except StoreLocked as e:
                    self._failed_at = time.monotonic()
                    raise StoreLocked(
                        "store busy: another process (e.g. a curator run) holds the embedded store; "
                        f"retry in {self.retry_after_s}s"
                    ) from e
                self._held = True
                self._start_watcher()
            try:
                yield self.store
            finally:
                self._used()

    def _used(self) -> None:
        """A request is done with the store (the caller holds the lock): the idle clock restarts.

        The watcher is woken only when it counts idle time (store_idle_s set). In warm standby it polls on
        its own (WANTED_POLL_S) and nothing it does depends on a request ending; waking it after every
        request cost each search a thread switch (~10 % of serve's samples at 100k gems, py-spy,
        bench/serve_ab.py)."""
        self._last = time.monotonic()
        if not self.standby:
            self._cond.notify_all()

    def _let_go(self) -> None:
        """Release the store now (the caller holds the lock)."""
        if not self._held:
            return
        try:
            self.store.release()
        except Exception:  # noqa: BLE001 - the watcher must outlive one failed flush; the next request reopens
            log.exception("releasing the store failed; it is closed, the next request reopens it")
        finally:
            # Only once it is closed: /health reads `held` without the lock, and "released" must mean
            # another process can open the store now.
            self._held = False

    def _take_back(self) -> None:
        """Warm standby: reopen the store if no one holds or wants it (the caller holds the lock).

        One try without waiting: our lock on the shard is taken before anything is loaded, so trying
        while a batch command holds the store touches none of its files (utils/store/edge.py)."""
        if self.store.wanted():
            return
        try:
            self.store.hold(0)
        except StoreLocked:
            return
        except Exception:  # noqa: BLE001 - a request will try again and report what is wrong
            log.exception("taking the store back failed; the next request opens it")
            return
        self._held = True
        log.debug("took the store back (warm standby)")

    def _watch(self) -> None:
        """Release the store once no request used it for idle_s, or a batch command waits (own thread);
        in warm standby, take it back once it is free again."""
        with self._cond:
            while not self._closed:
                if not self._held:
                    if self.standby:
                        self._take_back()
                        if not self._held:
                            self._cond.wait(WANTED_POLL_S)
                    else:
                        self._cond.wait()
                    continue
                left = math.inf if self.idle_s is None else self._last + self.idle_s - time.monotonic()
                if left > 0 and not self.store.wanted():
                    self._cond.wait(min(left, WANTED_POLL_S))
                    continue
                self._let_go()
                log.debug("released the store (idle %.1fs or wanted)", time.monotonic() - self._last)

    def close(self) -> None:
        """Stop the watcher (the store itself belongs to the caller)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._watcher is not None:
            self._watcher.join(5)


# Gems per slice of a background compaction: one page read under the lease (searches wait at most that),
# then written to the copy outside it. Small, because the engine's binding keeps the GIL through an upsert.
COMPACT_SLICE = 32
# How often the compactor looks for a pending erasure left by another process (`memories delete --later`).
COMPACT_POLL_S = 5.0


class Compactor:
    """Serve's background erasure: once an erasure is pending (a delete, utils/store/compaction.py) and no
    delete came for after_s, the store is rewritten in slices, each read under the lease, so searches go
    on between them; only the swap at the end (close, rename, reopen) holds the store for longer. A delete,
    an edit or a batch command taking the store meanwhile abandons the copy; it starts over after_s later."""

    def __init__(self, lease: StoreLease, after_s: float) -> None:
        self.lease = lease
        self.after_s = after_s
        self._kick = threading.Event()
        self._stop = False
        self._not_before = 0.0
        self.runs = self.done = 0  # compactions started / finished (tests, logs)
        self._thread = threading.Thread(target=self._loop, name="erasure-compactor", daemon=True)
        self._thread.start()

    def deleted(self) -> None:
        """A delete just made an erasure pending: compact after_s from now (later deletes push it back)."""
        self._not_before = time.monotonic() + self.after_s
        self._kick.set()

    def _due(self) -> bool:
        from utils.store.compaction import pending_path

        path = pending_path(self.lease.store)
        try:
            age = time.time() - path.stat().st_mtime if path is not None else None
        except OSError:
            return False  # nothing pending
        return age is not None and age >= self.after_s and time.monotonic() >= self._not_before

    def _loop(self) -> None:
        while not self._stop:
            self._kick.wait(min(COMPACT_POLL_S, max(0.05, self.after_s)))
            self._kick.clear()
            if self._stop:
                return
            if self.lease.held and self._due():
                try:
                    self.run_once()
                except Exception:  # noqa: BLE001 - the thread must outlive one failure; the record stays pending
                    log.exception("background compaction failed; the erasure stays pending")
                    self._not_before = time.monotonic() + self.after_s
            elif self._not_before > time.monotonic():
                self._kick.wait(self._not_before - time.monotonic())

    def run_once(self) -> bool:
        """One compaction in slices; True when it swapped in, False when there was nothing to do or it was
        abandoned (the erasure stays pending)."""
        from utils.store.compaction import Abandoned, Compaction

        c = Compaction(self.lease.store, COMPACT_SLICE)
        self.runs += 1
        t = time.monotonic()
        try:
            with self.lease.use():
                if not c.begin():
                    return False
            c.prepare()
            while not self._stop:
                with self.lease.use():
                    part = c.read()
                if part is None:
                    break
                c.write(part)
            if self._stop:
                c.abandon()
                return False
            c.flush()
            with self.lease.use():  # the one longer wait for searches: close, rename, reopen (~2 s at 100k)
                c.finish()
        except (Abandoned, StoreLocked, BackendUnavailable) as e:
            c.abandon()
            self._not_before = time.monotonic() + self.after_s
            log.info("background compaction put off (%s); the erasure stays pending", e)
            return False
        except BaseException:
            c.abandon()
            raise
        self.done += 1
        log.info("background compaction done: %d gems rewritten in %.1fs; no erasure pending", c.total,
                 time.monotonic() - t)
        return True

    def close(self) -> None:
        self._stop = True
        self._kick.set()
        self._thread.join(5)


def erasure_state(store: GemStore) -> dict[str, Any]:
    """What a DELETE answers about the deleted bytes: gone from the store's files, or pending (and when)."""
    from utils.store.compaction import WHEN_COMPACTED, pending

    if not store.exclusive:
        return {"state": "server", "detail": "the Qdrant server's optimizer vacuums deleted points from its files"}
    p = pending(store)
    if p is None:
        return {"state": "done", "detail": "the store's files were rewritten without the deleted memories"}
    return {"state": "pending", "since": p.get("since"), "gems": p.get("gems", 0),
            "detail": f"gone from search now; the bytes stay in the store's files until its compaction: {WHEN_COMPACTED}"}


def _failure(request: Request, e: TrueRecallError) -> JSONResponse:
    """A fault of ours or of a backend: logged with the request id, answered with nothing internal (its
    message may hold paths, hosts or stored text); the id finds the log line."""
    rid = request_id(request.scope)
    if isinstance(e, EmbedderMismatch):
        status, what = 409, "the store was built with another embedder; the operator must reindex"
    elif isinstance(e, (BackendUnavailable, RetryableError)):
        status, what = 503, "a backend (store, Redis, embedder) did not answer; retry later"
    else:
        status, what = 500, "internal error"
    log.error("request %s: %s %s failed with %d: %s: %s", rid, request.method, request.url.path, status,
              type(e).__name__, e, exc_info=status == 500)
    return JSONResponse({"detail": f"{what} (request id {rid})", "request_id": rid}, status_code=status)


def create_app(
    settings: Settings,
    store: GemStore,
    embedder: Embedder,
    buffer_forget: Callable[[str], int] | None = None,
    bind_host: str | None = None,
    instance: str | None = None,
    remember: Callable[..., Any] | None = None,
) -> FastAPI:
    """The app over a store and embedder (the caller owns and closes them; an embedded store is leased).

    `instance` is this process's id, recorded in serve.json and shown by /health, so the CLI can tell its
    own serve from anything else listening on the port before it sends a token.

    `remember`: the explicit-remember path, (store, embedder, user_id, text, category, importance, when) ->
    an object with to_dict(); it lives in the application layer (it needs curate, which retrieve may not
    import), so `true-recall serve` passes it in; without it POST /memories answers 501."""
    lease = StoreLease(store, settings.serve.store_idle_s, settings.serve.store_wait_s)
    after_s = settings.serve.compact_after_s
    compactor = Compactor(lease, after_s) if store.exclusive and after_s is not None else None

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        if compactor is not None:
            compactor.close()
        lease.close()

    # The reference routes are our own (below): behind the token like every other route.
    app = FastAPI(title="true-recall", version="0.1.0", docs_url=None, redoc_url=None, openapi_url=None,
                  lifespan=lifespan)
    confirmations = Confirmations()
    app.state.lease = lease
    app.state.compactor = compactor
    cfg = settings.serve
    tokens = access.table(settings)
    app.add_middleware(Guard, hosts=access.allowed_hosts(settings, bind_host or cfg.host), max_body=cfg.max_body_bytes,
                       max_query=cfg.max_query_bytes, timeout_s=cfg.request_timeout_s)

    # async: a table lookup, run on the event loop rather than handed to the thread pool (one hop less
    # per request; the route itself, which blocks on the store, still runs in the pool).
    async def auth(request: Request) -> access.Principal:
        p = access.who(tokens, request.headers.get("authorization", ""))
        if p is None:
            raise HTTPException(401, "missing or wrong bearer token", headers={"WWW-Authenticate": "Bearer"})
        return p

    def may(p: access.Principal, user_id: str) -> None:
        if not p.may(user_id):
            raise HTTPException(403, f"this token may not act for user {user_id!r}")

    @app.exception_handler(StoreLocked)
    def _busy(request: Request, e: StoreLocked) -> JSONResponse:
        return JSONResponse({"detail": str(e)}, status_code=503, headers={"Retry-After": str(lease.retry_after_s)})

    # The caller's mistake: 422 with the message, which names only what the caller sent. Any other
    # exception (a ValueError from a damaged stored gem included) is a 500 from Guard, with a request id.
    @app.exception_handler(InputError)
    def _bad(request: Request, e: InputError) -> JSONResponse:
        return JSONResponse({"detail": str(e)}, status_code=422)

    app.add_exception_handler(TrueRecallError, _failure)  # type: ignore[arg-type]

    # A body that is not JSON is a wrong content type, said so: pydantic's "Field required" for every field
    # of a form or text body told the caller nothing.
    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, e: RequestValidationError) -> JSONResponse:
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if request.method in ("POST", "PATCH", "PUT") and not (ctype == "application/json" or ctype.endswith("+json")):
            return JSONResponse({"detail": f"{request.method} {request.url.path} takes a JSON body: send it with "
                                           f"Content-Type: application/json (got {ctype or 'no content type'!r})"},
                                status_code=415)
        errors = [{k: v for k, v in err.items() if k in ("loc", "msg", "type")} for err in e.errors()]
        return JSONResponse({"detail": errors}, status_code=422)

    def principal_user(p: access.Principal, user_id: str | None) -> str:
        """The user a request acts for: the one it names (checked), or the only user its token may act for."""
        if user_id is None:
            if p.admin or len(p.users) != 1:
                raise HTTPException(422, "user_id: required (this token is not scoped to a single user)")
            return next(iter(p.users))
        may(p, user_id)
        return user_id

    @app.get("/health")
    async def health() -> dict[str, Any]:  # reads two attributes: no hop to the thread pool
        return {"status": "ok", "embedder": embedder.name, "auth": True, "instance": instance,
                "store": ("held" if lease.held else "released") if store.exclusive else "shared"}

    def run_search(body: SearchBody) -> JSONResponse:
        # The response is built here, not by FastAPI's encoder pass over a declared return type: the result
        # dicts are JSON already (render.result_dict).
        results = search(
            body.query, body.user_id, k=body.k, categories=body.categories, since=body.since,
            until=body.until, as_of=body.as_of, min_score=body.min_score, include_superseded=body.include_superseded,
            settings=settings, store=store, embedder=embedder,
        )
        answer: dict[str, Any] = {"results": [render.result_dict(r, body.explain) for r in results]}
        if body.format == "context":
            answer["context"] = render.context_block(results, body.max_words, body.query)
        return JSONResponse(answer)

    def search_waiting(body: SearchBody) -> JSONResponse:
        with lease.use():
            return run_search(body)

    # In the thread pool, as every route that touches the store: on the event loop a slow search (a large
    # store, a damaged one, a waiting lock) would stall /health and every other connection, and
    # serve.request_timeout_s could not answer 504 (its timer runs on the loop).
    @app.post("/search", response_class=JSONResponse)
    async def do_search(body: SearchBody, p: access.Principal = Depends(auth)) -> JSONResponse:
        may(p, body.user_id)
        if len(body.query.encode()) > cfg.max_query_bytes:
            raise HTTPException(413, f"query longer than {cfg.max_query_bytes} bytes (serve.max_query_bytes)")
        if body.k is not None and body.k > cfg.max_k:
            raise HTTPException(422, f"k: at most {cfg.max_k} (serve.max_k)")
        return await run_in_threadpool(search_waiting, body)

    @app.post("/memories", status_code=201)
    def remember_memory(body: RememberBody, p: access.Principal = Depends(auth)) -> dict[str, Any]:
        user_id = principal_user(p, body.user_id)
        if remember is None:
            raise HTTPException(501, "remember is not wired in this process: run `true-recall serve`")
        with lease.use():
            done = remember(store, embedder, user_id, body.text, body.category, body.importance, body.timestamp)
        return done.to_dict()  # type: ignore[no-any-return]

    @app.delete("/memories")
    def forget_by_query(user_id: str = Query(min_length=1), query: str | None = Query(None, min_length=1),
                        k: int = Query(forget.DEFAULT_K, ge=1), confirm: str | None = Query(None),
                        p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        if k > cfg.max_k:
            raise HTTPException(422, f"k: at most {cfg.max_k} (serve.max_k)")
        with lease.use():
            if confirm is not None:
                done = forget.confirmed(settings, store, confirmations, user_id, confirm,
                                        redis_too=buffer_forget is None, compact_now=False)
                done["erasure"] = erasure_state(store)
                if compactor is not None and done["deleted"]:
                    compactor.deleted()
                return done
            if query is None:
                raise HTTPException(422, "query: say what to forget (DELETE /memories?user_id=U&query=...), "
                                         "or delete one memory by id (DELETE /memories/{id})")
            return forget.preview(settings, store, embedder, confirmations, user_id, query, k).to_dict()

    @app.get("/memories")
    def list_memories(user_id: str = Query(min_length=1), limit: int = Query(100, ge=1, le=10000),
                      offset: int = Query(0, ge=0), p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        with lease.use():
            gems = memories.list_gems(store, user_id, limit=limit, offset=offset)
        return {"memories": [render.safe(g.model_dump(mode="json")) for g in gems]}

    # Before /memories/{gem_id}: "cleaned" is no memory id.
    @app.get("/memories/cleaned")
    def list_cleaned(user_id: str = Query(min_length=1), p: access.Principal = Depends(auth)) -> dict[str, Any]:
        """What the nightly clean-up took away (utils/retention.py), restorable until erased."""
        may(p, user_id)
        return {"cleaned": [render.safe(c.to_dict()) for c in retention.cleaned(settings, user_id)]}

    @app.post("/memories/{gem_id}/restore")
    def restore_memory(gem_id: str, user_id: str = Query(min_length=1),
                       p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        if retention.find(settings, user_id, gem_id) is None:
            raise HTTPException(404, "no such cleaned-up memory (erased after its undo days, or never cleaned up)")
        with lease.use():
            done = retention.restore(settings, store, embedder, user_id, [gem_id], datetime.now(timezone.utc))
        return {"restored": done}

    @app.get("/memories/{gem_id}")
    def get_memory(gem_id: str, user_id: str = Query(min_length=1), p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        with lease.use():
            g = memories.get_gem(store, user_id, gem_id)
        if g is None:
            raise HTTPException(404, "no such memory")
        return render.safe(g.model_dump(mode="json"))

    @app.patch("/memories/{gem_id}")
    def edit_memory(gem_id: str, body: EditBody, user_id: str = Query(min_length=1),
                    p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        fields = body.model_dump(exclude_unset=True)
        with lease.use():
            g = memories.edit_gem(store, embedder, user_id, gem_id, fields)
        if g is None:
            raise HTTPException(404, "no such memory")
        return render.safe(g.model_dump(mode="json"))

    @app.delete("/memories/{gem_id}")
    def delete_memory(gem_id: str, user_id: str = Query(min_length=1), p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        with lease.use():
            # Redis' files are rewritten too (the run report may name the gem); not with a stand-in buffer.
            # The store is not compacted here (minutes at 100k gems, with every search waiting): the gem is
            # gone from search now, its bytes at the background compaction (Compactor).
            ok = memories.forget_gems(settings, store, user_id, [gem_id], redis_too=buffer_forget is None,
                                      compact_now=False)[0]
            erasure = erasure_state(store)
        if not ok:
            raise HTTPException(404, "no such memory")
        if compactor is not None:
            compactor.deleted()
        return {"deleted": 1, "erasure": erasure}

    @app.delete("/users/{user_id}")
    def forget_user(user_id: str, p: access.Principal = Depends(auth)) -> dict[str, Any]:
        may(p, user_id)
        with lease.use():
            f = memories.forget_user(settings, store, user_id, buffer_forget, compact_now=False)
            erasure = erasure_state(store)
        if compactor is not None and f.gems:
            compactor.deleted()
        return {"user_id": f.user_id, "gems": f.gems, "turns": f.turns, "erasure": erasure}

    @app.get("/export")
    def export(user_id: str = Query(min_length=1), p: access.Principal = Depends(auth)) -> StreamingResponse:
        may(p, user_id)
        with lease.use():
            lines = list(memories.export_lines(store, user_id))

        def body() -> Iterator[str]:
            for line in lines:
                yield line + "\n"

        return StreamingResponse(body(), media_type="application/x-ndjson")

    # A user's review queue and settings (retrieve/serve_review.py): GET/POST /review, GET/PUT /settings.
    serve_review.mount(app, settings, store, embedder, lease.use, auth, may)

    # The memory page (retrieve/page.py): new routes at / and /ui/..., over the same lease, tokens and compactor.
    page.mount(app, settings, store, embedder, lease.use, tokens,
               deleted=compactor.deleted if compactor is not None else (lambda: None), buffer_forget=buffer_forget)

    if cfg.openapi:
        @app.get("/openapi.json", include_in_schema=False)
        async def openapi(p: access.Principal = Depends(auth)) -> JSONResponse:
            return JSONResponse(app.openapi())

        @app.get("/docs", include_in_schema=False)
        async def docs(p: access.Principal = Depends(auth)) -> HTMLResponse:
            # A page of our own, no script from a CDN: the reference is read on a loopback service.
            return HTMLResponse(render_reference(app.openapi()))

    return app


def render_reference(spec: dict[str, Any]) -> str:
    """The OpenAPI document as one self-contained HTML page: each route, its parameters and body schema."""
    import html
    import json as _json

    rows = []
    for path, ops in spec.get("paths", {}).items():
        for method, op in ops.items():
            params = ", ".join(f"{q['name']}{'' if q.get('required') else '?'}" for q in op.get("parameters", []))
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
            ref = body.get("$ref", "").rsplit("/", 1)[-1]
            rows.append(f"<tr><td>{method.upper()}</td><td>{html.escape(path)}</td><td>{html.escape(params)}</td>"
                        f"<td>{html.escape(ref)}</td><td>{html.escape(op.get('summary', ''))}</td></tr>")
    schemas = _json.dumps(spec.get("components", {}).get("schemas", {}), indent=2)
    return ("<!doctype html><html><head><meta charset='utf-8'><title>true-recall HTTP API</title></head><body>"
            "<h1>true-recall HTTP API</h1><p>Every route but /health needs <code>Authorization: Bearer TOKEN</code>."
            " The machine-readable document: <code>/openapi.json</code>.</p><table border='1' cellpadding='4'>"
            "<tr><th>method</th><th>path</th><th>query</th><th>JSON body</th><th>summary</th></tr>"
            + "".join(rows) + f"</table><h2>Schemas</h2><pre>{html.escape(schemas)}</pre></body></html>")


def _exit_cleanly(signum: int, frame: object) -> None:
    raise SystemExit(0)


def run(settings: Settings, host: str | None = None, port: int | None = None,
        remember: Callable[..., Any] | None = None) -> None:
    """Load the embedder once, lease the store per request burst, and serve until interrupted.
    remember: the explicit-remember hook for POST /memories (see create_app)."""
    import uvicorn

    from retrieve import serve_http
    from utils.embed import open_embedder
    from utils.redis_conn import keep_alive
    from utils.store import open_store

    host = host or settings.serve.host
    port = port or settings.serve.port
    cfg = settings.serve
    access.check_bind(settings, host)  # before anything loads: a refusal is immediate (exit 2)
    if not access.configured(settings):
        access.ensure_token_file(settings)
        log.info("no token configured: clients use the one in %s", access.token_path(settings))
    serve_http.quiet_repeats()
    max_connections = serve_http.fit_connections(cfg.max_connections)
    if max_connections < cfg.max_connections:
        log.warning("serve.max_connections %d lowered to %d to fit the open-file limit (ulimit -n)",
                    cfg.max_connections, max_connections)
    limits = serve_http.Limits(cfg.header_timeout_s, cfg.body_timeout_s, max_connections)
    other = serve_address.running(settings)
    if other is not None:
        # Two serves over one data folder would take the store from each other and the second would
        # overwrite the first's record; the first keeps serving, this one says where it is.
        raise LockHeld(f"true-recall serve already serves {settings.data_path} at {other.url} (pid {other.pid}); "
                       "stop it first, or give this one another data_dir")
    listener = serve_http.listen(host, port, cfg.header_timeout_s)  # before anything loads: a port in use is an immediate error
    embedder = open_embedder(settings)
    embedder.warm()
    if remember is not None and hasattr(remember, "warm"):
        remember.warm(embedder)  # its document embedding too, so the first remember is as quick as the next
    # Lazy and with a short wait: serve must start even while a curator run holds the embedded store.
    # Without announce: serve is the holder that yields to waiting batch commands, never the reverse.
    store = open_store(settings, lock_wait_s=cfg.store_wait_s, lazy=True, announce=False,
                       resident_mb=cfg.resident_mb)
    try:
        try:
            info = store.info()
            what = f"{info.location} ({info.backend}, {info.points} gems)"
        except StoreLocked:
            what = "the store (busy now: another process holds it; requests wait for it)"
        idle_s = cfg.store_idle_s
        store.release()  # the lease opens it again: at once in warm standby, else at the first request
        keeps = "kept open, given up to a waiting batch command" if idle_s is None else f"released after {idle_s:g}s idle"
        log.info("serving %s with %s on http://%s:%d%s", what, embedder.name, host, port,
                 f" (the store is {keeps})" if store.exclusive else "")
        instance = serve_address.new_instance()
        app = create_app(settings, store, embedder, bind_host=host, instance=instance, remember=remember)
        # Where this serve listens, for the CLI's fallback when the store is held (any --port). uvicorn
        # shuts down gracefully on SIGTERM, then raises the signal again under the handler it found:
        # make that an exit through this block, so the record goes with the process (exit 0 for systemd).
        signal.signal(signal.SIGTERM, _exit_cleanly)
        config = uvicorn.Config(app, host=host, port=port, log_level=settings.log_level.lower(), access_log=False,
                                log_config=None,  # uvicorn's records go through our handlers (JSON under systemd)
                                http=serve_http.protocol(limits), timeout_keep_alive=cfg.keep_alive_s)  # type: ignore[arg-type]
        server = serve_http.GatedServer(config, listener, max_connections + serve_http.ACCEPT_HEADROOM)
        # Held for as long as serve runs: an embedded Redis it uses never stops by itself under it.
        with serve_address.recorded(settings, host, port, instance), keep_alive(settings, "serve"):
            server.run()
    finally:
        from utils import usage

        usage.recorder(settings).close()  # what the last searches returned is written before exit
        listener.close()
        store.close()
        embedder.close()
