"""The embedded Redis's lifetime: a one-off command's server stops by itself once nobody uses it.

A server started by `status` or `search` would otherwise run until `stop-redis`, one per data folder. Beside
each server a small watcher (``python -m utils.redis_idle``) looks at it every few seconds: a client other than
itself connected, or a connection made since its last look, is use. Past ``redis.embedded_idle_stop_s`` without
use it shuts the server down (SHUTDOWN: the append-only file is flushed first, so nothing staged is lost; the
next command starts it again on the same files). The capture daemon and serve hold a named connection
(``redis_conn.keep_alive``) for as long as they run: a server they use never stops under them.

What the watcher saw last is in ``<data_dir>/redis/idle.json`` for `status`.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import redis

from utils.redis_ports import _held_by_another_user

CLIENT_PREFIX = "true-recall-"  # client names: CLIENT SETNAME allows no spaces
WATCHER_NAME = CLIENT_PREFIX + "idle-watcher"
KEEPERS = ("capture", "serve")  # who keeps the server running while they run
STATE_FILE = "idle.json"
KEEP_PING_S = 5.0  # how often a keeper checks its connection (and makes it again after a restart)


def poll_s(idle_s: float) -> float:
    # Often enough that the stop comes close to the limit, rarely enough to cost nothing.
    return min(5.0, max(0.1, idle_s / 4))


def _record(rdir: Path) -> tuple[str, str | None] | None:
    try:
        url = json.loads((rdir / "server.json").read_text(encoding="utf-8"))["url"]
        pw = (rdir / "password").read_text(encoding="utf-8").strip() or None
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return str(url), pw


def read_state(rdir: Path) -> dict[str, Any] | None:
    """What the watcher saw at its last look, or None (no watcher has run here)."""
    try:
        state = json.loads((rdir / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) else None


def watcher_alive(rdir: Path) -> int | None:
    """The pid of the live watcher of this folder's server, or None."""
    state = read_state(rdir) or {}
    pid = state.get("watcher_pid")
    if not isinstance(pid, int):
        return None
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return None
    return pid if b"utils.redis_idle" in cmdline and str(rdir).encode() in cmdline else None


def start_watcher(rdir: Path, url: str, idle_s: float) -> None:
    """Start the watcher of the server at url, detached (it outlives the command that started the server)."""
    if idle_s <= 0:
        return
    cmd = [sys.executable, "-m", "utils.redis_idle", str(rdir), url, repr(float(idle_s))]
    # Through a shell that puts it in the background and exits: the watcher is nobody's child (a child this
    # process never waits for would be a zombie in a long-lived serve, and a warning at exit).
    done = subprocess.run(  # noqa: S603 - our own module and a fixed script, no user text in the script
        ["/bin/sh", "-c", 'umask 077; log=$1; shift; "$@" </dev/null >>"$log" 2>&1 & echo $!', "sh",
         str(rdir / "watcher.log"), *cmd],
        capture_output=True, text=True, start_new_session=True, cwd="/", timeout=30, check=False,
        env={**os.environ, "PYTHONPATH": _import_root()},
    )
    try:
        child = int(done.stdout.strip())
    except ValueError:
        return  # no watcher: the server runs until stop-redis, as status says
    # Known at once, so a command right behind this one does not start a second watcher.
    _write_state(rdir, {"watcher_pid": child, "url": url, "idle_stop_s": idle_s, "last_active": time.time(),
                        "kept_by": [], "checked_at": None, "stops_at": time.time() + idle_s})


def _import_root() -> str:
    # The folder this package is imported from: the watcher runs from / and must find the same code.
    root = str(Path(__file__).resolve().parent.parent)
    extra = os.environ.get("PYTHONPATH")
    return f"{root}{os.pathsep}{extra}" if extra else root


def who_uses(clients: list[dict[str, Any]], own_ids: set[str]) -> tuple[list[str], int]:
    """(keepers as "serve (pid N)", count of other clients) from CLIENT LIST, leaving out the watcher and own_ids."""
    keepers, others = [], 0
    for c in clients:
        if str(c.get("id")) in own_ids or c.get("name") == WATCHER_NAME:
            continue
        name = str(c.get("name") or "")
        parts = name[len(CLIENT_PREFIX):].split("-") if name.startswith(CLIENT_PREFIX) else []
        if parts and parts[0] in KEEPERS:
            keepers.append(f"{parts[0]} (pid {parts[1]})" if len(parts) > 1 else parts[0])
        else:
            others += 1
    return sorted(set(keepers)), others


def _write_state(rdir: Path, state: dict[str, Any]) -> None:
    tmp = rdir / f"{STATE_FILE}.{os.getpid()}.tmp"  # the watcher and a starting command may both write
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(state, f)
    os.replace(tmp, rdir / STATE_FILE)


def server_pid(rdir: Path) -> int | None:
    """The pid of a live server working in rdir (valkey runs in its --dir), or None."""
    try:
        pid = int((rdir / "server.pid").read_text().strip())
        return pid if Path(os.readlink(f"/proc/{pid}/cwd")) == rdir.resolve() else None
    except (OSError, ValueError):
        return None


class _GuardedConnection(redis.Connection):
    """The watcher's connection: before each (re)connect, the server must still run in its folder and nobody of
    another user may hold its port. redis-py reconnects by itself after a dropped connection; a server killed and
    its port taken by another local user must never receive the password (the same check as the clients')."""

    def __init__(self, *, redis_dir: str, url: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._redis_dir, self._url = Path(redis_dir), url

    def _connect(self) -> Any:
        if server_pid(self._redis_dir) is None:
            raise redis.ConnectionError("the watched server is gone: not connecting")
        uid = _held_by_another_user(self._url, self._redis_dir)
        if uid is not None:
            raise redis.ConnectionError(f"port {self.port} is held by a process of uid {uid}: not connecting")
        return super()._connect()


def watch(rdir: Path, url: str, idle_s: float) -> int:
    """Watch the server at url until it stops (by us or anyone) or another server takes the folder over."""
    rec = _record(rdir)
    if rec is None or rec[0] != url:
        return 0
    addr = redis.connection.parse_url(url)
    pool = redis.ConnectionPool(connection_class=_GuardedConnection, redis_dir=str(rdir), url=url,
                                host=addr.get("host", "127.0.0.1"), port=int(addr.get("port", 6379)),
                                password=rec[1], client_name=WATCHER_NAME, decode_responses=True,
                                socket_timeout=5, socket_connect_timeout=2)
    r = redis.Redis(connection_pool=pool)
    poll = poll_s(idle_s)
    last_active = time.time()
    seen_conns: int | None = None
    my_id = ""

    def look() -> tuple[list[str], bool]:
        """(keepers, used since the last look)."""
        nonlocal seen_conns, my_id
        cid = str(r.client_id())
        conns = int(r.info("stats")["total_connections_received"])
        if cid != my_id:  # our own (re)connection is not use
            my_id, seen_conns = cid, conns
        keepers, others = who_uses(r.client_list(), {my_id})
        used = bool(others) or conns != seen_conns
        seen_conns = conns
        return keepers, used

    while True:
        if (_record(rdir) or ("",))[0] != url:
            return 0  # another server took the folder over; it has its own watcher
        try:
            keepers, used = look()
        except (redis.RedisError, OSError) as e:
            if server_pid(rdir) is None:
                return 0  # stopped (stop-redis, a kill): nothing left to watch
            # Alive but not answering now (loading a large append-only file, a loaded machine): not idle.
            print(f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} the server did not answer ({e}); "
                  "counted as in use", file=sys.stderr, flush=True)
            keepers, used = [], True
        now = time.time()
        if used or keepers:
            last_active = now
        state = {"watcher_pid": os.getpid(), "url": url, "idle_stop_s": idle_s, "last_active": last_active,
                 "kept_by": keepers, "checked_at": now, "stops_at": None if keepers else last_active + idle_s}
        _write_state(rdir, state)
        if not keepers and now - last_active >= idle_s:
            # Under the lock commands take to find or start the server: none is between finding it and using
            # it while we look once more and stop it.
            with open(rdir / ".lock", "w") as lockf:
                fcntl.flock(lockf, fcntl.LOCK_EX)
                try:
                    keepers, used = look()
                except (redis.RedisError, OSError):
                    keepers, used = [], True  # the next round sees whether it is gone
                if not keepers and not used:
                    try:
                        r.shutdown()  # flushes the append-only file first
                    except redis.ConnectionError:
                        pass  # shutdown closes the connection by design
                    except redis.RedisError as e:
                        # Refused (it could not write its files): it keeps running, and so do we.
                        print(f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} SHUTDOWN refused ({e}); "
                              "the server keeps running", file=sys.stderr, flush=True)
                        last_active = time.time()
                        continue
                    # Gone before the lock goes: the next command starts a new server, never a second one.
                    deadline = time.monotonic() + 10
                    while server_pid(rdir) is not None and time.monotonic() < deadline:
                        time.sleep(0.02)
                    _write_state(rdir, {**state, "stopped_at": time.time()})
                    return 0
            last_active = time.time()
        time.sleep(poll)


def describe_embedded(settings: Any, r: redis.Redis | None = None,
                      state: dict[str, Any] | None = None) -> dict[str, Any]:
    """The embedded server as `status` shows it: address, pid, who uses it, idle for, when it stops.

    state: the watcher's, read before this command connected (its own connection is use)."""
    rdir = settings.data_path / "redis"
    rec = _record(rdir)
    pid = server_pid(rdir)
    out: dict[str, Any] = {"data": str(rdir), "url": rec[0] if rec else None, "pid": pid, "running": pid is not None,
                           "idle_stop_s": settings.redis.embedded_idle_stop_s}
    state = state if state is not None else (read_state(rdir) or {})
    if pid is None:
        return out
    now = time.time()
    if state.get("url") == out["url"] and isinstance(state.get("last_active"), (int, float)):
        # As the watcher saw it before this command (whose own connection is use, and starts the clock again).
        out["idle_for_s"] = round(max(0.0, now - float(state["last_active"])), 1)
    out["watcher_pid"] = watcher_alive(rdir)
    keepers: list[str] = []
    if r is not None:
        try:
            keepers, others = who_uses(r.client_list(), {str(r.client_id())})
            out["other_clients"] = others
        except (redis.RedisError, OSError):
            pass
    out["kept_by"] = keepers
    idle_s = settings.redis.embedded_idle_stop_s
    if keepers:
        out["stops"] = "never while " + ", ".join(keepers) + " runs"
    elif idle_s <= 0:
        out["stops"] = "never by itself (redis.embedded_idle_stop_s is 0): `true-recall stop-redis` stops it"
    elif out["watcher_pid"] is None:
        out["stops"] = "only by `true-recall stop-redis` (no idle watcher runs; the next command starts one)"
    else:
        at = datetime.fromtimestamp(now + idle_s, timezone.utc)
        out["stops_at"] = at.isoformat(timespec="seconds")
        out["stops"] = (f"by itself after {duration(idle_s)} without use (about {at:%H:%M:%S} UTC unless used "
                        "again); `true-recall stop-redis` stops it now")
    return out


def duration(s: float) -> str:
    if s >= 60 and s % 60 == 0:
        return f"{s / 60:g} min"
    return f"{s:g} s"


def main(argv: list[str]) -> int:
    """python -m utils.redis_idle <redis dir> <url> <idle seconds>"""
    if len(argv) != 3:
        print("usage: python -m utils.redis_idle <redis dir> <url> <idle seconds>", file=sys.stderr)
        return 2
    return watch(Path(argv[0]), argv[1], float(argv[2]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
