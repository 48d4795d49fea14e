"""Real multi-server Redis on loopback, for the cluster/sentinel tests and `bench.capture --redis-cluster`.

Debian's ``redis-server`` (and ``redis-cli`` from redis-tools) started as child processes on free loopback
ports, each in its own folder under a temporary directory, with a random password given through 0600
config files (never on a command line). Every process is ours: ``stop()`` kills them by pid.

- ``RedisClusterKit``: 3 primaries + 3 replicas (``--cluster-enabled yes``), created with
  ``redis-cli --cluster create ... --cluster-replicas 1 --cluster-yes``; a short ``cluster-node-timeout``
  so a killed primary fails over in a few seconds.
- ``SentinelKit``: a primary, one replica and three sentinels watching it (quorum 2).
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import redis
from redis.cluster import ClusterNode, RedisCluster

HOST = "127.0.0.1"
NODE_TIMEOUT_MS = 1000  # cluster-node-timeout / down-after-milliseconds: failover within a few seconds


def free_ports(n: int) -> list[int]:
    """n distinct free loopback ports (the sockets stay open until all are picked, so no port repeats)."""
    socks = []
    try:
        for _ in range(n):
            s = socket.socket()
            s.bind((HOST, 0))
            socks.append(s)
        return [int(s.getsockname()[1]) for s in socks]
    finally:
        for s in socks:
            s.close()


def _until(cond: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if cond():
                return
        except (redis.RedisError, OSError):
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(0.05)


def binaries() -> tuple[str, str] | None:
    """(redis-server, redis-cli) paths, or None when either is missing."""
    server, cli = shutil.which("redis-server"), shutil.which("redis-cli")
    return (server, cli) if server and cli else None


class _Kit:
    def __init__(self, aof: bool = False) -> None:
        found = binaries()
        if found is None:
            raise RuntimeError("redis-server and redis-cli are needed (apt-get install redis-server redis-tools)")
        self.server_bin, self.cli_bin = found
        self.password = secrets.token_urlsafe(24)
        self.dir = Path(tempfile.mkdtemp(prefix="tr-redis-"))
        self.procs: dict[int, subprocess.Popen[bytes]] = {}
        self.aof = aof

    def _start(self, port: int, conf_lines: list[str], sentinel: bool = False) -> None:
        d = self.dir / str(port)
        d.mkdir(mode=0o700)
        conf = d / ("sentinel.conf" if sentinel else "redis.conf")
        # repl-diskless-sync-delay 0: a new replica syncs at once instead of after 5 s.
        aof = "yes" if self.aof else "no"
        base = [f"port {port}", f"bind {HOST}", f"dir {d}", "save \"\"", f"appendonly {aof}", "protected-mode yes",
                "repl-diskless-sync-delay 0",
                f"logfile {d / 'log'}"]
        fd = os.open(conf, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write("\n".join(base + conf_lines) + "\n")
        cmd = [self.server_bin, str(conf)] + (["--sentinel"] if sentinel else [])
        self.procs[port] = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL, cwd=d)

    def client(self, port: int, decode_responses: bool = True) -> redis.Redis:
        return redis.Redis(host=HOST, port=port, password=self.password, socket_timeout=2,
                           socket_connect_timeout=2, decode_responses=decode_responses)

    def kill(self, port: int) -> None:
        """SIGKILL one server (a crash: no shutdown, no save)."""
        p = self.procs.get(port)
        if p is not None and p.poll() is None:
            p.send_signal(signal.SIGKILL)
            p.wait(10)

    def restart(self, port: int) -> None:
        """Start a killed server again from its own folder and config (a cluster node rejoins, as a replica of
        whoever took its slots; a sentinel-managed one is turned into the new primary's replica)."""
        d = self.dir / str(port)
        sentinel = (d / "sentinel.conf").exists()
        conf = d / ("sentinel.conf" if sentinel else "redis.conf")
        self.procs[port] = subprocess.Popen([self.server_bin, str(conf)] + (["--sentinel"] if sentinel else []),
                                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL, cwd=d)

    def stop(self) -> None:
        for port in list(self.procs):
            self.kill(port)
        self.procs.clear()
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> "_Kit":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class RedisClusterKit(_Kit):
    """3 primaries + 3 replicas of a Redis Cluster on loopback."""

    def __init__(self, primaries: int = 3, replicas: int = 1, aof: bool = False) -> None:
        super().__init__(aof)
        n = primaries * (1 + replicas)
        # The cluster bus listens on its own port; the default (port + 10000) may be taken or past 65535.
        ports = free_ports(2 * n)
        self.ports, self.bus_ports = ports[:n], dict(zip(ports[:n], ports[n:]))
        self.replicas = replicas
        try:
            self._create()
        except BaseException:
            self.stop()
            raise

    def _create(self) -> None:
        for port in self.ports:
            self._start(port, ["cluster-enabled yes", "cluster-config-file nodes.conf", f"cluster-port {self.bus_ports[port]}",
                               f"cluster-node-timeout {NODE_TIMEOUT_MS}", f"requirepass {self.password}",
                               f"masterauth {self.password}"])
        for port in self.ports:
            _until(lambda p=port: bool(self.client(p).ping()), 10, f"redis-server on port {port}")
        # REDISCLI_AUTH keeps the password off redis-cli's command line.
        env = {**os.environ, "REDISCLI_AUTH": self.password}
        done = subprocess.run([self.cli_bin, "--cluster", "create", *[f"{HOST}:{p}" for p in self.ports],
                               "--cluster-replicas", str(self.replicas), "--cluster-yes"],
                              env=env, capture_output=True, timeout=60, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"redis-cli --cluster create failed: {done.stdout.decode()[-800:]}"
                               f"{done.stderr.decode()[-400:]}")
        self.wait_ok()

    def _state_ok(self, port: int) -> bool:
        c = self.client(port)
        info = c.execute_command("CLUSTER INFO")  # redis-py parses it into a dict
        if info.get("cluster_state") != "ok" or str(info.get("cluster_slots_ok")) != "16384":
            return False
        # A replica that never synced with its primary cannot be elected in its place.
        repl = c.info("replication")
        return repl.get("role") == "master" or repl.get("master_link_status") == "up"

    def wait_ok(self, timeout: float = 30) -> None:
        """Every live node says `cluster_state:ok` with all 16384 slots served, every replica in sync."""
        live = [p for p in self.ports if self.procs[p].poll() is None]
        _until(lambda: all(self._state_ok(p) for p in live), timeout, "cluster_state:ok on every node")

    @property
    def url(self) -> str:
        """A redis+cluster:// URL with every node as a seed (and the password)."""
        return f"redis+cluster://:{self.password}@" + ",".join(f"{HOST}:{p}" for p in self.ports)

    def cluster(self) -> RedisCluster:
        return RedisCluster(startup_nodes=[ClusterNode(HOST, p) for p in self.ports], password=self.password,
                            decode_responses=True, socket_timeout=2)

    def primary_of(self, key: str) -> int:
        """Port of the primary serving the slot of `key` now (asked of a live node)."""
        slot = int(self.cluster().keyslot(key))
        for port in self.ports:
            if self.procs[port].poll() is not None:
                continue
            for start, end, primary, *_ in self.client(port).execute_command("CLUSTER SLOTS"):
                if int(start) <= slot <= int(end):
                    return int(primary[1])
        raise RuntimeError(f"no live node knows slot {slot}")

    def primaries(self) -> list[int]:
        out = set()
        for port in self.ports:
            if self.procs[port].poll() is None:
                for _s, _e, primary, *_ in self.client(port).execute_command("CLUSTER SLOTS"):
                    out.add(int(primary[1]))
                return sorted(out)
        return []

    def wait_failover(self, dead: int, key: str, timeout: float = 30) -> int:
        """After `dead` was killed: wait until another node serves the slot of `key` and the cluster is ok."""
        _until(lambda: self.primary_of(key) != dead and all(
            self._state_ok(p) for p in self.ports if self.procs[p].poll() is None), timeout,
            f"failover of the slot of {key} away from port {dead}")
        return self.primary_of(key)


class SentinelKit(_Kit):
    """A primary, one replica and three sentinels (quorum 2) on loopback."""

    SERVICE = "mymaster"

    def __init__(self, aof: bool = False) -> None:
        super().__init__(aof)
        ports = free_ports(5)
        self.primary, self.replica, self.sentinels = ports[0], ports[1], ports[2:]
        try:
            self._create()
        except BaseException:
            self.stop()
            raise

    def _create(self) -> None:
        auth = [f"requirepass {self.password}", f"masterauth {self.password}"]
        self._start(self.primary, auth)
        self._start(self.replica, auth + [f"replicaof {HOST} {self.primary}"])
        _until(lambda: self.client(self.replica).info("replication").get("master_link_status") == "up", 15,
               "the replica to sync")
        for port in self.sentinels:
            self._start(port, [f"sentinel monitor {self.SERVICE} {HOST} {self.primary} 2",
                               f"sentinel auth-pass {self.SERVICE} {self.password}",
                               f"sentinel down-after-milliseconds {self.SERVICE} {NODE_TIMEOUT_MS}",
                               f"sentinel failover-timeout {self.SERVICE} 5000"], sentinel=True)
        # Each sentinel knows the replica and the other two sentinels: a failover can be agreed.
        def ready(port: int) -> bool:
            m = redis.Redis(host=HOST, port=port, decode_responses=True, socket_timeout=2).sentinel_master(self.SERVICE)
            return int(m["num-slaves"]) >= 1 and int(m["num-other-sentinels"]) >= 2
        _until(lambda: all(ready(p) for p in self.sentinels), 30, "sentinels to see the replica and each other")

    @property
    def hosts(self) -> list[str]:
        return [f"{HOST}:{p}" for p in self.sentinels]

    def current_primary(self) -> int:
        for port in self.sentinels:
            if self.procs[port].poll() is None:
                addr = redis.Redis(host=HOST, port=port, decode_responses=True,
                                   socket_timeout=2).sentinel_get_master_addr_by_name(self.SERVICE)
                return int(addr[1])
        raise RuntimeError("no sentinel is running")

    def wait_failover(self, dead: int, timeout: float = 30) -> int:
        """After `dead` was killed: wait until the sentinels name another primary that takes writes."""
        def moved() -> bool:
            p = self.current_primary()
            return p != dead and self.client(p).info("replication").get("role") == "master"
        _until(moved, timeout, f"sentinel failover away from port {dead}")
        return self.current_primary()


class SingleRedisKit(_Kit):
    """One plain redis-server, configured like a cluster node (for side-by-side figures)."""

    def __init__(self, aof: bool = False) -> None:
        super().__init__(aof)
        self.port = free_ports(1)[0]
        try:
            self._start(self.port, [f"requirepass {self.password}"])
            _until(lambda: bool(self.client(self.port).ping()), 10, f"redis-server on port {self.port}")
        except BaseException:
            self.stop()
            raise

    @property
    def url(self) -> str:
        return f"redis://:{self.password}@{HOST}:{self.port}/0"
