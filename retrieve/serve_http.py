"""serve's HTTP connections: uvicorn's h11 protocol with the limits it lacks, and a log that stays small under abuse.

uvicorn closes a kept-alive connection after `timeout_keep_alive` without a new request, but it starts no
timer on a new connection and cancels that one at the first byte of a request: a client that connects and
sends nothing, or half a header, or half a body, holds its connection (and a file descriptor) for good.
Nothing bounds how many connections it accepts either, so a few hundred such sockets run serve out of file
descriptors; asyncio then logs every failed accept() and stops accepting for a second each time. Here:

- serve accepts connections itself (Acceptor, on a listening socket with a deep queue), only while the
  connections it holds leave room under the open-file limit, so accept() never fails for want of one;
  a connection waits in the kernel's queue meanwhile, it is not refused; and on Linux a connection that
  sends nothing is not handed to serve before header_timeout_s (TCP_DEFER_ACCEPT);

and GuardedH11Protocol adds, per connection:

- a head timeout (serve.header_timeout_s): the request line and headers must be complete that long after
  the connection opened or the previous answer went out; else 408 (if anything came) and close;
- a body timeout (serve.body_timeout_s): the body must be complete that long after its head; else 408 and close;
- a cap (serve.max_connections, lowered to fit the open-file limit): a connection over it closes the one
  that has waited longest without a request (the new one itself if every other is busy with a request),
  so idle sockets cannot keep a real client out and descriptors never run out.

Connections closed this way are logged through RateLimited, as are asyncio's and uvicorn's repeated lines:
the first of a kind at once, then at most one per minute with a count of those left out.
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import logging
import math
import resource
import socket
import sys
import termios
import time
from collections import OrderedDict
from collections.abc import Callable, Sized
from dataclasses import dataclass
from typing import Any, ClassVar

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from utils.errors import ConfigError

log = logging.getLogger("true_recall.serve.http")

# File descriptors kept for serve itself (store segments, model files, Redis, pipes) below the open-file
# limit; connections get what is left.
FD_RESERVE = 128
# Connections accepted beyond max_connections before the ones they push out have closed (each new one over
# the cap closes an idle one; its descriptor is freed a loop turn later): accept() pauses at the cap plus this.
ACCEPT_HEADROOM = 64
ACCEPT_BATCH = 64  # connections accepted per turn of the event loop, so requests on open ones are read between
ACCEPT_RETRY_S = 0.01  # while paused at the limit, how often the acceptor looks again
# The listening socket's queue (the kernel caps it at net.core.somaxconn): under a flood a real client waits
# there to be accepted rather than having its connection attempt dropped (a retry a second later).
LISTEN_BACKLOG = 4096
MIN_CONNECTIONS = 8
LOG_WINDOW_S = 60.0  # a repeated log line appears at most once per this many seconds


@dataclass(frozen=True)
class Limits:
    """The per-connection limits of serve (from ServeSettings, max_connections already fitted)."""

    header_timeout_s: float
    body_timeout_s: float
    max_connections: int


def fit_connections(wanted: int, reserve: int = FD_RESERVE) -> int:
    """max_connections lowered, if need be, so that connections (and the acceptor's headroom over them) and
    serve's own files fit the open-file limit."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(MIN_CONNECTIONS, min(wanted, soft - reserve - ACCEPT_HEADROOM))


def _raw_answer(status: int, reason: str, detail: str) -> bytes:
    """A whole HTTP/1.1 answer that closes the connection, for when h11 has no request to answer."""
    body = json.dumps({"detail": detail}).encode()
    return (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\ncontent-length: {len(body)}\r\n"
            f"connection: close\r\n\r\n").encode() + body


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with head and body timeouts and a connection cap (see the module docstring).
    Made per server by protocol(), which sets the class attributes."""

    limits: ClassVar[Limits]
    # Connections waiting for a request head, the longest-waiting first: who goes when the cap is reached.
    waiting: ClassVar[OrderedDict[GuardedH11Protocol, None]]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_timer: asyncio.TimerHandle | None = None
        self._body_timer: asyncio.TimerHandle | None = None
        self._partial = False  # bytes of the awaited request head have come

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._await_head()
        if len(self.connections) > self.limits.max_connections:
            self._evict()

    def _evict(self) -> None:
        """Close the connection that has waited longest for a request head, passing over any whose bytes are
        already in the kernel's buffer (a request this loop turn has not read yet: likely a real client);
        the new one itself if no other can go."""
        for other in self.waiting:
            if other is self or not other._unread():
                other._close("over serve.max_connections, the longest-waiting connection without a request closed")
                return

    def _unread(self) -> bool:
        """True if bytes wait in the kernel for this connection (FIONREAD: no syscall that consumes them)."""
        sock = self.transport.get_extra_info("socket")
        if sock is None:
            return False
        try:
            n = fcntl.ioctl(sock.fileno(), termios.FIONREAD, b"\0\0\0\0")
        except OSError:
            return False
        return int.from_bytes(n, sys.byteorder) > 0

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_timers()
        self.waiting.pop(self, None)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self._partial = True
        super().data_received(data)
        self._track()

    def on_response_complete(self) -> None:
        super().on_response_complete()  # arms uvicorn's keep-alive timer; may start a pipelined request
        if not self.transport.is_closing():
            if self.conn.their_state is h11.IDLE:
                self._await_head()
            self._track()

    def _await_head(self) -> None:
        """From now, the next request's head must come within header_timeout_s."""
        self._partial = False
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer = self.loop.call_later(self.limits.header_timeout_s, self._head_late)
        self.waiting[self] = None
        self.waiting.move_to_end(self)

    def _track(self) -> None:
        """Follow the request through h11's states: head complete, then body complete."""
        state = self.conn.their_state
        if state is h11.IDLE:
            return
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None
            self.waiting.pop(self, None)
        if state is h11.SEND_BODY:
            if self._body_timer is None:
                self._body_timer = self.loop.call_later(self.limits.body_timeout_s, self._body_late)
        elif self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None

    def _cancel_timers(self) -> None:
        for t in (self._head_timer, self._body_timer):
            if t is not None:
                t.cancel()
        self._head_timer = self._body_timer = None

    def _head_late(self) -> None:
        self._head_timer = None
        if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
            return
        if self._partial:
            detail = f"no complete request head within {self.limits.header_timeout_s:g}s (serve.header_timeout_s)"
            self.transport.write(_raw_answer(408, "Request Timeout", detail))
        self._close("no complete request head within serve.header_timeout_s")

    def _body_late(self) -> None:
        self._body_timer = None
        if self.transport.is_closing() or self.conn.their_state is not h11.SEND_BODY:
            return
        if self.cycle is None or not self.cycle.response_started:
            # The app waits in receive(); closing makes that return http.disconnect, and its answer goes nowhere.
            detail = f"request body not complete within {self.limits.body_timeout_s:g}s (serve.body_timeout_s)"
            self.transport.write(_raw_answer(408, "Request Timeout", detail))
        self._close("request body not complete within serve.body_timeout_s")

    def _close(self, why: str) -> None:
        self._cancel_timers()
        self.waiting.pop(self, None)
        log.warning("closed a connection: %s", why)
        self.transport.close()


def protocol(limits: Limits) -> type[GuardedH11Protocol]:
    """The protocol class for one server (uvicorn's `http=`), with its limits and its own waiting list."""
    return type("GuardedH11Protocol", (GuardedH11Protocol,), {"limits": limits, "waiting": OrderedDict()})


def listen(host: str, port: int, defer_s: float = 0) -> socket.socket:
    """The listening socket (non-blocking, LISTEN_BACKLOG deep); ConfigError (exit 2) if the address cannot be had.

    defer_s: on Linux, a connection reaches serve only once its first bytes have come, or after about that
    many seconds (TCP_DEFER_ACCEPT, nginx's `deferred`): a socket that connects and sends nothing costs the
    kernel a little memory, not one of serve's descriptors and a turn of its event loop."""
    try:
        family, kind, proto, _, addr = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                          flags=socket.AI_PASSIVE)[0]
        sock = socket.socket(family, kind, proto)
    except OSError as e:
        # A host or port that cannot be had is a setting to change (exit 2), not a failure of the service.
        raise ConfigError([f"serve cannot listen on {host}:{port}: {e} (serve.host / --host)"]) from e
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if defer_s > 0 and hasattr(socket, "TCP_DEFER_ACCEPT"):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_DEFER_ACCEPT, max(1, math.ceil(defer_s)))
        sock.bind(addr)
        sock.listen(LISTEN_BACKLOG)
    except OSError as e:
        sock.close()
        raise ConfigError([f"serve cannot listen on {host}:{port}: {e} (another program has the port? choose one with "
                           "--port or serve.port)"]) from e
    sock.setblocking(False)
    return sock


class Acceptor:
    """Accepts connections from the listening socket while the open ones (counted by uvicorn) and those being
    set up stay under `max_open`; at the limit it pauses and looks again every ACCEPT_RETRY_S."""

    def __init__(self, loop: asyncio.AbstractEventLoop, sock: socket.socket,
                 factory: Callable[[], asyncio.Protocol], connections: Sized, max_open: int) -> None:
        self.loop, self.sock, self.factory = loop, sock, factory
        self.connections, self.max_open = connections, max_open
        self.pending = 0  # accepted, connection_made not yet called (not in `connections` yet)
        self.reading = False
        self.stopped = False

    def start(self) -> None:
        if not self.reading and not self.stopped:
            self.loop.add_reader(self.sock.fileno(), self._accept)
            self.reading = True

    def _pause(self, retry_s: float = ACCEPT_RETRY_S) -> None:
        if self.reading:
            self.loop.remove_reader(self.sock.fileno())
            self.reading = False
        self.loop.call_later(retry_s, self.start)

    def stop(self) -> None:
        """Stop accepting and close the listening socket (connections already open go on)."""
        if self.stopped:
            return
        self.stopped = True
        if self.reading:
            self.loop.remove_reader(self.sock.fileno())
            self.reading = False
        self.sock.close()

    def _accept(self) -> None:
        for _ in range(ACCEPT_BATCH):
            if len(self.connections) + self.pending >= self.max_open:
                self._pause()
                return
            try:
                conn, _ = self.sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except ConnectionAbortedError:
                continue
            except OSError as e:
                # Out of descriptors all the same (files opened meanwhile by the store, another thread): wait
                # a moment rather than spin on a listener that stays readable.
                log.error("accept() failed: %s", e)
                self._pause(max(ACCEPT_RETRY_S, 0.1))
                return
            conn.setblocking(False)
            self.pending += 1
            self.loop.create_task(self._connect(conn))

    async def _connect(self, conn: socket.socket) -> None:
        try:
            await self.loop.connect_accepted_socket(self.factory, conn)
        except OSError:
            conn.close()  # the client went away before it was set up
        finally:
            self.pending -= 1


class GatedServer(uvicorn.Server):
    """uvicorn's server (lifespan, signals, graceful shutdown) over our listening socket and Acceptor."""

    def __init__(self, config: uvicorn.Config, listener: socket.socket, max_open: int) -> None:
        super().__init__(config)
        self.listener, self.max_open = listener, max_open
        self.acceptor: Acceptor | None = None

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=[])  # no listener of uvicorn's own
        if not self.started:
            return
        config, state = self.config, self.lifespan.state

        def factory() -> asyncio.Protocol:
            return config.http_protocol_class(config=config, server_state=self.server_state,  # type: ignore[call-arg]
                                              app_state=state)

        self.acceptor = Acceptor(asyncio.get_running_loop(), self.listener, factory, self.server_state.connections,
                                 self.max_open)
        self.acceptor.start()

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        if self.acceptor is not None:
            self.acceptor.stop()
        await super().shutdown(sockets=None)


class RateLimited(logging.Filter):
    """Lets the first record of a kind through, then at most one per `window_s`, which says how many like it
    were left out; a kind is (logger, level, first line of the message): the noisy loggers' messages carry
    no per-connection data. asyncio's tracebacks are cut to one line."""

    def __init__(self, window_s: float = LOG_WINDOW_S, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.window_s, self.clock = window_s, clock
        self._last: dict[tuple[str, int, str], float] = {}  # grows by kinds, and there are a handful
        self._left_out: dict[tuple[str, int, str], int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, record.levelno, record.getMessage().split("\n", 1)[0])
        now = self.clock()
        last = self._last.get(key)
        if last is not None and now - last < self.window_s:
            self._left_out[key] = self._left_out.get(key, 0) + 1
            return False
        self._last[key] = now
        if record.exc_info and record.exc_info[1] is not None and record.name == "asyncio":
            # asyncio's accept() failure comes with a traceback that says nothing the errno does not.
            first = record.getMessage().splitlines()[0]
            record.msg, record.args = f"{first} ({record.exc_info[1]})", None
            record.exc_info, record.exc_text = None, None
        n = self._left_out.pop(key, 0)
        if n:
            record.msg, record.args = f"{record.getMessage()} (and {n} more like it in the last {self.window_s:g}s)", None
        return True


# The loggers whose lines repeat once per bad connection: ours, asyncio's accept() failure, uvicorn's
# "Invalid HTTP request received." (one per garbage request).
NOISY = ("true_recall.serve.http", "asyncio", "uvicorn.error")


def quiet_repeats(window_s: float = LOG_WINDOW_S) -> RateLimited:
    """Rate-limit the noisy loggers' repeated lines (one filter shared by them); returns the filter."""
    f = RateLimited(window_s)
    for name in NOISY:
        logging.getLogger(name).addFilter(f)
    return f
