"""The HTTP front door of `true-recall serve`, before any route runs: Host allow-list, size limits, timeout.

An ASGI middleware rather than FastAPI dependencies, because it must act before a body is read (a 10 MB
request is refused from its Content-Length, or as soon as the bytes read pass the limit, never buffered)
and must answer a request that runs too long while the route is still busy.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class _TooLarge(Exception):
    pass


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
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        host = host_name(headers.get("host", ""))
        if host not in self.hosts:
            # A foreign Host is how a web page reaches a loopback service through DNS rebinding.
            await _answer(send, 400, f"host {host or '(none)'!r} is not allowed; add it to serve.allowed_hosts")
            return
        if len(scope.get("query_string", b"")) > self.max_query:
            await _answer(send, 413, f"query string longer than {self.max_query} bytes (serve.max_query_bytes)")
            return
        try:
            declared = int(headers.get("content-length", "0") or 0)
        except ValueError:
            await _answer(send, 400, "bad Content-Length")
            return
        if declared > self.max_body:
            await _answer(send, 413, f"request body larger than {self.max_body} bytes (serve.max_body_bytes)")
            return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            msg = await receive()
            if msg["type"] == "http.request":
                seen += len(msg.get("body", b""))
                if seen > self.max_body:
                    raise _TooLarge
            return msg

        async def tracked(msg: Message) -> None:
            nonlocal started
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await asyncio.wait_for(self.app(scope, counted, tracked), self.timeout_s)
        except _TooLarge:
            if not started:
                await _answer(send, 413, f"request body larger than {self.max_body} bytes (serve.max_body_bytes)")
        except TimeoutError:
            if not started:
                await _answer(send, 504, f"request took longer than {self.timeout_s:g}s (serve.request_timeout_s)")


async def _answer(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
