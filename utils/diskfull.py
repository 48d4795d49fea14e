"""A full disk, said in words: which folder, how much is free, what to free. Nothing is half-written.

Three ways a full disk showed (issue 26, a 6 MB tmpfs): the embedded store's files are memory-mapped and
sparse, so a write into one on a full tmpfs is a SIGBUS (curate exited 135 with no message); Redis answers
every write, and even PING, with "MISCONF Errors writing to the AOF file: No space left on device" (backfill
retried it forever, status printed a traceback); and a plain ENOSPC from a file write. So: a preflight check
of free space before the store is written (``require_free``, ``qdrant.min_free_mb``), MISCONF and ENOSPC
turned into DiskFull wherever they surface (``from_error``), and faulthandler on, so that a SIGBUS the
preflight did not foresee still names itself on stderr.
"""

from __future__ import annotations

import errno
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from utils.errors import DiskFull

if TYPE_CHECKING:
    from utils.config import Settings


def _existing(path: Path) -> Path:
    """The path, or its nearest parent that exists (a store not made yet is checked where it will be)."""
    p = path.expanduser()
    while not p.exists() and p != p.parent:
        p = p.parent
    return p


def free_mb(path: Path) -> float:
    """MB free on the disk holding path."""
    return shutil.disk_usage(_existing(path)).free / 2**20


def message(folder: Path | str, what: str, detail: str = "", free: float | None = None) -> str:
    """The one wording: the folder, what could not be written, how much is free, what to do."""
    room = f" ({free:.1f} MB free)" if free is not None else ""
    why = f": {detail}" if detail else ""
    return (f"the disk holding {folder} is full{room}; {what}{why}. Free space on that disk (old backups, logs, "
            f"other files there) or move data_dir, then run the command again: nothing was half-written")


def require_free(folder: Path, need_mb: float, what: str) -> None:
    """DiskFull before writing when less than need_mb is free where folder lives."""
    free = free_mb(folder)
    if free < need_mb:
        raise DiskFull(message(folder, f"{what} needs at least {need_mb:g} MB free (qdrant.min_free_mb)", free=free))


def is_misconf(e: BaseException) -> bool:
    """Redis refused a write (or PING) because it cannot write its AOF/RDB: its disk is full or failing."""
    return "MISCONF" in str(e)[:20]


def is_enospc(e: BaseException) -> bool:
    """An OS error, or an engine's error text, saying no space is left on the device."""
    if isinstance(e, OSError) and e.errno in (errno.ENOSPC, errno.EDQUOT):
        return True
    text = str(e)
    return "No space left on device" in text or "os error 28" in text or "Disk quota exceeded" in text


def redis_folder(settings: "Settings | None") -> str:
    """Where Redis writes its files, for the message."""
    if settings is not None and settings.redis.embedded:
        return str(settings.data_path / "redis")
    return "the Redis server's data folder (`redis-cli CONFIG GET dir`)"


def from_error(e: BaseException, settings: "Settings | None" = None, where: Path | str | None = None,
               what: str = "the write was refused") -> DiskFull | None:
    """A DiskFull in words for an error that means a full disk (Redis' MISCONF or ENOSPC); None otherwise."""
    if is_misconf(e):
        return DiskFull(message(redis_folder(settings), "Redis cannot write its append-only file, so it refuses "
                                "every write", str(e)))
    if is_enospc(e):
        folder = where or (getattr(e, "filename", None) or "the folder written to")
        return DiskFull(message(folder, what, str(e)))
    return None
