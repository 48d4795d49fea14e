"""A real `true-recall serve` under slow and idle clients: half-sent heads and bodies get 408 and are closed,
idle connections are closed, a flood of sockets past the open-file limit keeps neither a real search out nor
the log busy. Bounded: a few hundred loopback sockets, seconds each."""

from __future__ import annotations

import logging
import resource
import selectors
import socket
import time
from pathlib import Path

import httpx
from serve_process import AUTH, running_serve, serve_env
from store_fixtures import index, make_gem

from retrieve.serve_http import ACCEPT_HEADROOM, FD_RESERVE, RateLimited, fit_connections
from utils.config import Settings
from utils.store.edge import EdgeStore

SEARCH = {"query": "passport", "user_id": "bob"}


def seed(settings: Settings) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [make_gem("Bob keeps his passport in the safe", user="bob")])
    store.close()


def open_socket(port: int, send: bytes = b"") -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    if send:
        s.sendall(send)
    s.setblocking(False)
    return s


def wait_closed(socks: dict[socket.socket, str], deadline_s: float) -> dict[str, list[tuple[float, bytes]]]:
    """Read every socket until the server closes it; per kind, (seconds until closed, bytes received).
    Sockets still open at the deadline are missing from the result."""
    sel = selectors.DefaultSelector()
    got: dict[socket.socket, bytes] = {}
    for s in socks:
        sel.register(s, selectors.EVENT_READ)
        got[s] = b""
    t0 = time.monotonic()
    out: dict[str, list[tuple[float, bytes]]] = {kind: [] for kind in socks.values()}
    open_ = set(socks)
    while open_ and time.monotonic() - t0 < deadline_s:
        for key, _ in sel.select(timeout=0.2):
            s = key.fileobj
            assert isinstance(s, socket.socket)
            try:
                data = s.recv(65536)
            except ConnectionResetError:
                data = b""
            if data:
                got[s] += data
                continue
            sel.unregister(s)
            open_.discard(s)
            out[socks[s]].append((time.monotonic() - t0, got[s]))
    sel.close()
    for s in socks:
        s.close()
    return out


def test_slow_and_idle_clients_are_answered_408_and_closed(settings: Settings, tmp_path: Path) -> None:
    seed(settings)
    env, url = serve_env(settings, tmp_path, store_idle_s=60, header_timeout_s=1, body_timeout_s=1.5,
                         keep_alive_s=1)
    port = int(url.rsplit(":", 1)[1])
    log = tmp_path / "serve.log"
    with running_serve(env, url, log=log):
        t0 = time.monotonic()
        socks: dict[socket.socket, str] = {}
        for _ in range(30):
            socks[open_socket(port)] = "idle"
            socks[open_socket(port, b"POST /search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty")] = "half-head"
        for _ in range(10):
            head = (f"POST /search HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: {AUTH['Authorization']}\r\n"
                    "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n")
            socks[open_socket(port, head.encode() + b'{"query": ')] = "half-body"
            socks[open_socket(port, b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")] = "kept-alive"
        # While they hang, a real client is answered.
        r = httpx.post(f"{url}/search", json=SEARCH, headers=AUTH, timeout=5)
        assert r.status_code == 200 and len(r.json()["results"]) == 1
        closed = wait_closed(socks, deadline_s=10)
        opened_s = time.monotonic() - t0 - max(t for kind in closed.values() for t, _ in kind)
    assert {k: len(v) for k, v in closed.items()} == {"idle": 30, "half-head": 30, "half-body": 10, "kept-alive": 10}
    assert all(data == b"" for _, data in closed["idle"])  # nothing came, nothing to answer
    assert all(data.startswith(b"HTTP/1.1 408 ") and b"header_timeout_s" in data for _, data in closed["half-head"])
    assert all(data.startswith(b"HTTP/1.1 408 ") and b"body_timeout_s" in data for _, data in closed["half-body"])
    assert all(data.startswith(b"HTTP/1.1 200 ") and data.count(b"HTTP/1.1") == 1 for _, data in closed["kept-alive"])
    # Closed by the timeouts, not at once: no earlier than the timeout (less the time to open them all).
    assert min(t for t, _ in closed["half-head"]) >= 1.0 - opened_s - 0.1
    assert min(t for t, _ in closed["half-body"]) >= 1.5 - opened_s - 0.1
    lines = log.read_text().splitlines()
    assert sum("closed a connection" in ln for ln in lines) <= 3, lines  # one per kind, not one per socket
    assert len(lines) < 30, lines


def test_a_socket_flood_past_the_file_limit_keeps_searches_answering_and_the_log_small(
        settings: Settings, tmp_path: Path) -> None:
    """More idle and slow sockets than serve may open files: the cap (fitted to the limit) closes the
    longest-waiting connection for each new one, accept() pauses short of the limit, so it never fails, and a
    real search still gets in."""
    seed(settings)
    env, url = serve_env(settings, tmp_path, store_idle_s=60, header_timeout_s=60)  # the cap alone must do it
    port = int(url.rsplit(":", 1)[1])
    log = tmp_path / "serve.log"
    flood: list[socket.socket] = []
    with running_serve(env, url, log=log, nofile=256):
        try:
            for i in range(400):
                # Half send the start of a request head (so the kernel hands them to serve at once), half nothing.
                flood.append(open_socket(port, b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n" if i % 2 else b""))
            times = []
            for _ in range(10):
                t = time.monotonic()
                r = httpx.post(f"{url}/search", json=SEARCH, headers=AUTH, timeout=10)
                times.append(time.monotonic() - t)
                assert r.status_code == 200 and len(r.json()["results"]) == 1
        finally:
            for s in flood:
                s.close()
    assert max(times) < 5.0, times  # before: the flood made a search time out (10 s)
    lines = log.read_text().splitlines()
    assert not any("out of system resource" in ln or "accept() failed" in ln for ln in lines), lines
    assert any("over serve.max_connections" in ln for ln in lines), lines  # the cap did it, not the timeout
    assert any("lowered to" in ln and "max_connections" in ln for ln in lines), lines
    assert len(lines) < 30, lines


def _record(name: str, msg: str, *args: object, exc: BaseException | None = None) -> logging.LogRecord:
    info = (type(exc), exc, None) if exc else None
    return logging.LogRecord(name, logging.WARNING, __file__, 1, msg, args, info)


def test_repeated_log_lines_come_once_a_window_with_a_count() -> None:
    now = [0.0]
    f = RateLimited(60, clock=lambda: now[0])
    first = _record("true_recall.serve.http", "closed a connection: %s", "over the cap")
    assert f.filter(first) and first.getMessage() == "closed a connection: over the cap"
    assert not any(f.filter(_record("true_recall.serve.http", "closed a connection: %s", "over the cap"))
                   for _ in range(500))
    other = _record("true_recall.serve.http", "closed a connection: %s", "head timeout")
    assert f.filter(other)  # another kind has its own window
    now[0] = 61.0
    later = _record("true_recall.serve.http", "closed a connection: %s", "over the cap")
    assert f.filter(later) and later.getMessage().endswith("(and 500 more like it in the last 60s)")
    # asyncio's accept() failure: one line, no traceback
    err = OSError(24, "Too many open files")
    rec = _record("asyncio", "socket.accept() out of system resource\nsocket: <fd=11>", exc=err)
    assert f.filter(rec) and rec.exc_info is None and "\n" not in rec.getMessage() and "Too many" in rec.getMessage()


def test_max_connections_fits_the_open_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))
        assert fit_connections(512) == 512  # fits: 512 + headroom + reserve < 1024
        assert fit_connections(5000) == 1024 - FD_RESERVE - ACCEPT_HEADROOM
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
        assert fit_connections(512) == 256 - FD_RESERVE - ACCEPT_HEADROOM
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
