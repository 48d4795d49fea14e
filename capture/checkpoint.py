"""How far one session file has been read, and the pairing state at that point.

A file is identified by device + inode (so a rename keeps its checkpoint) plus a hash of its first
bytes and of the bytes just before the offset (so a truncated, rewritten or inode-reusing file is
noticed and read again from the start). The checkpoint is written in the same MULTI as the turns
it accounts for, so it never runs ahead of or behind what Redis holds.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from typing import Any

HEAD_BYTES = 4096  # the first line (the session header) or this many bytes, whichever is shorter
TAIL_BYTES = 64  # bytes before the offset that must still be there for the offset to be trusted


def digest(data: bytes) -> str:
    """Short content hash used for the head and tail checks."""
    return hashlib.blake2b(data, digest_size=12).hexdigest()


def file_key(dev: int, ino: int) -> str:
    """The Redis key part of one file: stable across renames."""
    return f"{dev}-{ino}"


@dataclass
class Checkpoint:
    """Read position of one file plus the pairing state there."""

    path: str
    dev: int
    ino: int
    offset: int = 0
    head: str | None = None
    head_len: int = 0
    tail: str | None = None
    state: dict[str, Any] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return file_key(self.dev, self.ino)

    def to_json(self) -> str:
        """Compact JSON for Redis."""
        return json.dumps({
            "v": 1, "path": self.path, "dev": self.dev, "ino": self.ino, "offset": self.offset,
            "head": self.head, "head_len": self.head_len, "tail": self.tail,
            "state": self.state, "counts": self.counts,
        }, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, raw: str) -> "Checkpoint":
        """Parse a stored checkpoint (ValueError/KeyError/TypeError when it is not one)."""
        d = json.loads(raw)
        return cls(
            path=str(d["path"]), dev=int(d["dev"]), ino=int(d["ino"]), offset=int(d["offset"]),
            head=d.get("head"), head_len=int(d.get("head_len") or 0), tail=d.get("tail"),
            state=dict(d.get("state") or {}), counts={k: int(v) for k, v in (d.get("counts") or {}).items()},
        )

    def fresh(self) -> "Checkpoint":
        """A checkpoint for the same file read from the start (after truncation or replacement)."""
        return Checkpoint(path=self.path, dev=self.dev, ino=self.ino, counts=dict(self.counts))

    def matches(self, fd: int, size: int) -> bool:
        """True when the file still holds what this checkpoint has read (same head, same bytes before offset)."""
        if self.offset == 0:
            return True
        if size < self.offset:
            return False
        if self.head is not None and digest(os.pread(fd, self.head_len, 0)) != self.head:
            return False
        if self.tail is not None:
            start = max(0, self.offset - TAIL_BYTES)
            if digest(os.pread(fd, self.offset - start, start)) != self.tail:
                return False
        return True

    def advanced(self, fd: int, new_offset: int, first_chunk: bytes | None, state: dict[str, Any],
                 counts: dict[str, int]) -> "Checkpoint":
        """The checkpoint after consuming bytes up to new_offset (a new object; self is unchanged)."""
        head, head_len = self.head, self.head_len
        if head is None and new_offset > 0:
            data = first_chunk if first_chunk is not None and self.offset == 0 else os.pread(fd, HEAD_BYTES, 0)
            nl = data.find(b"\n", 0, HEAD_BYTES)
            head_len = min(nl + 1 if nl >= 0 else HEAD_BYTES, new_offset, len(data))
            head = digest(data[:head_len])
        tail = self.tail
        if new_offset != self.offset:
            start = max(0, new_offset - TAIL_BYTES)
            tail = digest(os.pread(fd, new_offset - start, start))
        return Checkpoint(path=self.path, dev=self.dev, ino=self.ino, offset=new_offset, head=head,
                          head_len=head_len, tail=tail, state=state, counts=counts)
