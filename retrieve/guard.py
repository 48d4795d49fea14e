"""The HTTP front door of `true-recall serve`, before any route runs: Host allow-list, size limits, timeout,
and the last word on failures (a request id on every answer; an unexpected exception is a 500 that says
nothing internal, with the traceback in the log under that id).

An ASGI middleware rather than FastAPI dependencies, because it must act before a body is read (a 10 MB
request is refused from its Content-Length, or as soon as the bytes read pass the limit, never buffered)
and must answer a request that runs too long while the route is still busy.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


log = logging.getLogger("true_recall.serve")


class _TooLarge(Exception):
    pass


def request_id(scope: Scope) -> str:
    """The id Guard gave this request (in its answer's X-Request-ID and in every log line about it)."""
    return str(scope.get("state", {}).get("request_id", "-"))


def host_name(header: str) -> str:
    """The name part of a Host header: `[::1]:8765` -> `[::1]`, `localhost:8765` -> `localhost`."""
    h = header.strip().lower()
    if h.startswith("["):
        return h[: h.find("]") + 1] if "]" in h else h
    return h.rsplit(":", 1)[0] if h.count(":") == 1 else h


class Guard:
    def __init__(self, app: ASGIApp, hosts: list[str], max_body: int, max_query: int, timeout_s: float) -> None:
        self.app = app
        self.hosts = frozenset(h.lower() for h in hosts)
        self.max_body = max_body
        self.max_query = max_query
        self.timeout_s = timeout_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = secrets.token_hex(6)
        scope.setdefault("state", {})["request_id"] = rid
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        host = host_name(headers.get("host", ""))
        if host not in self.hosts:
            # A foreign Host is how a web page reaches a loopback service through DNS rebinding.
            await _answer(send, 400, f"host {host or '(none)'!r} is not allowed; add it to serve.allowed_hosts", rid)
            return
        if len(scope.get("query_string", b"")) > self.max_query:
            await _answer(send, 413, f"query string longer than {self.max_query} bytes (serve.max_query_bytes)", rid)
            return
        try:
            declared = int(headers.get("content-length", "0") or 0)
        except ValueError:
            await _answer(send, 400, "bad Content-Length", rid)
            return
        too_large = f"request body larger than {self.max_body} bytes (serve.max_body_bytes)"
        if declared > self.max_body:
            await _answer(send, 413, too_large, rid)
            return
        seen = 0
        over = False  # a chunked body passed the limit: whatever the app answers, the client gets 413
        started = False

        async def counted() -> Message:
            nonlocal seen, over
            msg = await receive()
            if msg["type"] == "http.request":
                seen += len(msg.get("body", b""))
                if seen > self.max_body:
                    over = True
                    raise _TooLarge
            return msg

        async def tracked(msg: Message) -> None:
            nonlocal started
            if over:
                # FastAPI turns any failure while reading the body (our _TooLarge) into its own 400.
                if msg["type"] == "http.response.start" and not started:
                    started = True
                    await _answer(send, 413, too_large, rid)
                return
            if msg["type"] == "http.response.start":
                started = True
                msg = {**msg, "headers": [*msg.get("headers", []), (b"x-request-id", rid.encode())]}
            await send(msg)

        try:
            await asyncio.wait_for(self.app(scope, counted, tracked), self.timeout_s)
        except _TooLarge:
            if not started:
                await _answer(send, 413, too_large, rid)
        except TimeoutError:
            log.warning("request %s: %s %s took longer than %gs: 504", rid, scope.get("method"), scope.get("path"),
                        self.timeout_s)
            if not started:
                await _answer(send, 504, f"request took longer than {self.timeout_s:g}s (serve.request_timeout_s)",
                              rid)
        except Exception:  # noqa: BLE001 - the last word: a fault of ours is a 500 that shows nothing internal
            log.exception("request %s: %s %s failed", rid, scope.get("method"), scope.get("path"))
            if not started:
                await _answer(send, 500, f"internal error (request id {rid})", rid)


async def _answer(send: Send, status: int, detail: str, rid: str) -> None:
    body = json.dumps({"detail": detail, "request_id": rid}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"x-request-id", rid.encode()), (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
