"""Who listens on a local TCP port (Linux /proc): a squatter on our embedded server's port must never get its password."""

from __future__ import annotations

from pathlib import Path

import redis


def _listeners(port: int) -> set[int]:
    """The uids of the sockets listening on this TCP port on any local address (Linux /proc; empty if unknown)."""
    uids: set[int] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(table, encoding="ascii") as f:
                next(f, None)
                for line in f:
                    parts = line.split()
                    # local_address is ADDR:PORT in hex; state 0A is LISTEN; the uid is the eighth column
                    if len(parts) > 7 and parts[3] == "0A" and int(parts[1].rsplit(":", 1)[1], 16) == port:
                        uids.add(int(parts[7]))
        except (OSError, ValueError):
            continue
    return uids


def _held_by_another_user(url: str, rdir: Path) -> int | None:
    """The uid of a process of another user listening on the recorded port (a squatter on a port our server
    left), or None. Checked before the password is sent: whoever listens there would receive it."""
    port = int(redis.connection.parse_url(url).get("port", 6379))
    try:
        owner = rdir.stat().st_uid
    except OSError:
        return None
    others = _listeners(port) - {owner}
    return min(others) if others else None
