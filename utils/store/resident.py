"""Keeping the embedded store's files in RAM while a long-running holder (serve) has the shard open.

Why: the engine memory-maps the payloads, the sparse vectors and the float vectors, and it has no pinned
tier for them (Qdrant's memory tiers pin only graphs, quantized vectors and indexes; `payload_memory`
Pinned only pre-reads its mmap). The kernel evicts mapped file pages nobody touched for a while (these
machines run DAMON pageout: ~60 s without an access), so the first search for a user not asked about
for a minute read that user's payloads and sparse vectors back from disk. mlock() on the engine's own
mappings of the shard's files keeps those pages in RAM: random-user store queries (both legs, brief hits)
at 1M took 7.6-8.5 ms p50 locked against 12.0-16.4 without, fresh processes in turn
(`python -m bench.resident`).

Only a budget's worth is locked (the files the search reads at random first, the float originals last),
and a refusal (RLIMIT_MEMLOCK: systemd's LimitMEMLOCK; no memory) is logged, never fatal: the store works
the same, only colder.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import mmap
import os
from pathlib import Path

log = logging.getLogger("true_recall.store.resident")

# Read first at random by a search: payloads (brief hits), sparse vectors (the keyword leg's direct
# scoring), id tracker, payload and vector indexes; the float originals (rescoring) last, being the biggest.
_LAST = ("vector_storage-dense",)


def _libc() -> ctypes.CDLL:
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    libc.mlock.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    libc.munlock.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    return libc


def _order(path: Path) -> tuple[bool, str]:
    """Sort key: the files a search reads at random first, the float originals last."""
    return any(part in _LAST for part in path.parts), str(path)


def files_in_order(segments: Path) -> list[Path]:
    """The shard's segment files in the order they are locked (_order)."""
    return sorted((f for f in segments.rglob("*") if f.is_file()), key=_order)


# What the engine copies onto its heap when it loads a shard (Memory.Pinned: the int8 copy of the dense
# vectors and the graphs). It reads them page by page under MADV_RANDOM, so no readahead, and a closed shard
# has dropped its files from the page cache (POSIX_FADV_DONTNEED on every file), so a reopen read them one
# 4 KB fault at a time.
_PINNED = ("vector_storage-*/quantized.data", "vector_index-*/links*.bin")
_CHUNK = 4 << 20


def read_ahead(segments: Path) -> int:
    """Read the files the engine pins on load into the page cache, one sequential pass each, before it loads
    them: a 100k-gem shard reopened in 0.42 s instead of 1.35, 1M in 4.0 s instead of 5.9 (p50, opens with
    and without it in turn, `python -m bench.reopen --data DIR`). Returns the bytes read. Best effort: a file
    that cannot be read is left to the engine, which reports what is wrong with it."""
    buf = bytearray(_CHUNK)
    view = memoryview(buf)
    done = 0
    for pattern in _PINNED:
        for f in sorted(segments.glob(f"*/{pattern}")):
            try:
                with open(f, "rb", buffering=0) as fh:
                    while n := fh.readinto(view):
                        done += n
            except OSError as e:
                log.debug("could not read %s ahead: %s", f, e)
    return done


class Resident:
    """mlock()ed ranges of the engine's own mappings of a shard's files, up to `budget_mb`.

    The engine's mappings, not mappings of our own: a page mapped twice in one process counts twice in its
    RSS, and a lock on the engine's range goes away with it when the engine unmaps a file (a merged
    segment) instead of pinning a deleted file. Ranges past a file's end (the engine maps ahead of appends)
    are not locked: there is nothing to keep."""

    def __init__(self, budget_mb: int) -> None:
        self.budget = budget_mb * 2**20
        self._ranges: list[tuple[int, int]] = []  # (address, length) locked
        self._libc: ctypes.CDLL | None = None
        self._warned = False

    @property
    def locked_bytes(self) -> int:
        return sum(n for _, n in self._ranges)

    def hold(self, segments: Path) -> int:
        """Lock what the engine maps of the shard's files now (replacing what was locked before). The caller
        keeps the engine still meanwhile (the store's guard). Returns the bytes locked."""
        self.release()
        if self.budget <= 0 or os.name != "posix":
            return 0
        libc = self._libc = self._libc or _libc()
        left = self.budget
        for addr, length, name in _mapped_ranges(segments):
            if length > left:
                log.info("kept %d MB of the store in RAM; the rest (from %s) exceeds serve.resident_mb",
                         self.locked_bytes >> 20, name)
                break
            if libc.mlock(addr, length) != 0:
                self._refused(ctypes.get_errno())
                break
            self._ranges.append((addr, length))
            left -= length
        return self.locked_bytes

    def _refused(self, err: int) -> None:
        if not self._warned:
            self._warned = True
            log.warning("could not keep the store in RAM beyond %d MB (mlock: %s); searches read evicted pages "
                        "back from disk. Raise the memlock limit (systemd: LimitMEMLOCK=) or set "
                        "serve.resident_mb lower", self.locked_bytes >> 20, os.strerror(err))

    def release(self) -> None:
        """Unlock (the pages stay in the page cache, now evictable). A range the engine already unmapped
        is unlocked already."""
        if self._libc is not None:
            for addr, size in self._ranges:
                self._libc.munlock(addr, size)
        self._ranges = []


def _mapped_ranges(segments: Path) -> list[tuple[int, int, str]]:
    """(address, length, file name) of this process's mappings of files under `segments`, clipped to the
    files' ends, one per file range, in the order files_in_order gives (_order).

    The engine maps many files twice (a read-only and a writable view) and reads through one: of the views
    of a range, the one with the most pages resident is locked, so that the lock fills no second page table
    (RSS counts a page once per view that maps it)."""
    root = str(segments.resolve()) + os.sep
    page = mmap.PAGESIZE
    best: dict[tuple[str, int], tuple[int, int, int]] = {}  # (path, offset) -> (rss_kb, address, length)
    try:
        lines = Path("/proc/self/smaps").read_text().splitlines()
    except OSError:
        return []
    current: tuple[str, int, int, int] | None = None  # path, offset, address, length
    for line in lines:
        head = line.split(maxsplit=5)
        if head and "-" in head[0] and len(head) >= 5 and not head[0].endswith(":"):
            current = None
            if len(head) == 6 and head[5].startswith(root) and not head[5].endswith("(deleted)"):
                lo, hi = (int(x, 16) for x in head[0].split("-"))
                current = (head[5], int(head[2], 16), lo, hi - lo)
        elif current is not None and line.startswith("Rss:"):
            path, offset, lo, span = current
            rss = int(line.split()[1])
            if (path, offset) not in best or rss > best[(path, offset)][0]:
                best[(path, offset)] = (rss, lo, span)
            current = None
    out: list[tuple[tuple[bool, str], int, int, str]] = []
    for (path_s, offset), (_, lo, span) in best.items():
        path = Path(path_s)
        try:
            size = path.stat().st_size
        except OSError:
            continue
        length = (min(span, max(0, size - offset)) + page - 1) // page * page
        if length:
            out.append((_order(path), lo, length, path.name))
    out.sort(key=lambda r: r[0])
    return [(lo, length, name) for _, lo, length, name in out]
