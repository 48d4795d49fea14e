"""Reading complete lines from a session file, from a byte offset, through an open descriptor.

Only lines that end in a newline are returned: a line still being written is left for the next
read. Reads start at the checkpoint (or 0), never at the end of the file. The descriptor stays open
while the file is followed, so a file that is renamed away or deleted (``/new``, ``/reset``) can still
be read to its end.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path

import msgspec

from capture.checkpoint import Checkpoint

CHUNK_BYTES = 1 << 20  # bytes read per pread; a batch never needs more than one chunk per call
PREFIX_BYTES = 4000  # how much of an over-long line is kept for the quarantine record


class Line(msgspec.Struct, gc=False):
    """One complete line (newline stripped) at its byte offset; `too_long` holds the real length of an over-long one.

    A struct rather than a dataclass: one is made per line read, and msgspec builds it in C (half the cost)."""

    offset: int
    data: bytes
    too_long: int = 0


def _find_line_end(fd: int, start: int) -> int | None:
    """Offset just past the next newline at or after `start`, or None if it has not been written yet."""
    pos = start
    while True:
        buf = os.pread(fd, CHUNK_BYTES, pos)
        if not buf:
            return None
        i = buf.find(b"\n")
        if i >= 0:
            return pos + i + 1
        pos += len(buf)


def read_lines(fd: int, offset: int, max_lines: int, max_line_bytes: int) -> tuple[list[Line], int, bytes]:
    """Up to max_lines complete lines from offset: (lines, offset after the last one, bytes read)."""
    want = max(CHUNK_BYTES, min(max_line_bytes + 1, 64 * CHUNK_BYTES)) if max_lines > 1 else CHUNK_BYTES
    data = os.pread(fd, want, offset)
    lines: list[Line] = []
    pos = 0
    find = data.find
    while len(lines) < max_lines:
        nl = find(b"\n", pos)
        if nl < 0:
            break
        if nl - pos > max_line_bytes:
            lines.append(Line(offset + pos, data[pos : pos + PREFIX_BYTES], nl - pos))
        else:
            lines.append(Line(offset + pos, data[pos:nl]))
        pos = nl + 1
    if not lines and len(data) > max_line_bytes:
        # One line longer than the limit and no newline in what we read: skip to its end once it has one.
        end = _find_line_end(fd, offset + len(data))
        if end is None:
            return [], offset, data
        return [Line(offset, data[:PREFIX_BYTES], end - 1 - offset)], end, data
    return lines, offset + pos, data


class SessionFile:
    """One followed file: its descriptor, identity, owner and checkpoint."""

    def __init__(
        self, path: Path, user_id: str, fd: int, st: os.stat_result, cp: Checkpoint,
        names: tuple[str | None, str | None] = (None, None),
    ) -> None:
        self.path = path
        self.user_id = user_id
        self.names = names  # display names of the user and the assistant, from the source config
        self.fd: int | None = fd
        self.dev = st.st_dev
        self.ino = st.st_ino
        self.cp = cp
        self.last_change = time.monotonic()
        # Set when the file is read again after staged turns expired: turns before this time (ms) were
        # staged and handled already and are skipped (utils/expiry.py).
        self.restage_from_ms: int | None = None

    @property
    def identity(self) -> tuple[int, int]:
        return (self.dev, self.ino)

    def size(self) -> int:
        """Current size through the descriptor (still works after the path was deleted)."""
        if self.fd is None:
            raise RuntimeError("the tailed file is closed")
        return os.fstat(self.fd).st_size

    def lag(self) -> int:
        """Bytes written but not yet staged."""
        try:
            return max(0, self.size() - self.cp.offset) if self.fd is not None else 0
        except OSError:
            return 0

    def changed(self) -> bool:
        """True when the size differs from the checkpoint offset (grown, or truncated)."""
        try:
            return self.fd is not None and self.size() != self.cp.offset
        except OSError:
            return False

    def close(self) -> None:
        """Close the descriptor (the checkpoint stays in memory)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def reopen(self) -> bool:
        """Open the path again after an idle close; False when it is now another file or gone."""
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)  # never wait on a FIFO put in its place
        except OSError:
            return False
        st = os.fstat(fd)
        if (st.st_dev, st.st_ino) != self.identity or not stat.S_ISREG(st.st_mode):
            os.close(fd)
            return False
        self.fd = fd
        return True


SYMLINK_REFUSED = "symbolic link, not followed (capture.follow_symlinks is false)"


def open_file(path: Path, follow_symlinks: bool = True,
              owners: frozenset[int] | None = None) -> tuple[int, os.stat_result] | str:
    """Open a regular file for reading: (fd, stat), or why not ("vanished", "not a regular file: fifo", ...).

    O_NONBLOCK: opening a FIFO (a `x.jsonl` that is a named pipe) for reading would otherwise wait for a
    writer forever and stall every other file; on a regular file the flag changes nothing.
    follow_symlinks false: a link (to /etc/passwd, to another user's file) is refused, race-free (O_NOFOLLOW).
    owners: the uids a file may belong to (the source folder's owner and ours); another user's file is refused.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | (0 if follow_symlinks else os.O_NOFOLLOW))
    except FileNotFoundError:
        return "vanished"
    except IsADirectoryError:
        return "not a regular file: directory"
    except OSError as e:
        if e.errno == errno.ELOOP and not follow_symlinks:
            return SYMLINK_REFUSED
        return f"cannot open: {e.strerror or e}"
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        return f"not a regular file: {_kind(st.st_mode)}"
    if owners is not None and st.st_uid not in owners:
        os.close(fd)
        return f"owned by uid {st.st_uid}, not by the source folder's owner"
    return fd, st


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "fifo"), (stat.S_ISSOCK, "socket"), (stat.S_ISCHR, "character device"),
                       (stat.S_ISBLK, "block device"), (stat.S_ISDIR, "directory")):
        if test(mode):
            return name
    return "special file"
