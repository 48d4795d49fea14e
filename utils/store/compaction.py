"""Compaction of the embedded store: its collection rewritten from the live points, so no segment file keeps
the bytes of a deleted or overwritten gem (a deleted point's payload otherwise stays on disk until the
engine happens to merge its segment).

Erasure is split in two so that a delete does not hold the store for a whole rewrite (~1.3-2 ms per gem,
minutes at 100k gems, bench/erasure.py):

1. At once: the point is deleted (no search returns it from then on) and the store records that an
   erasure is pending (``<root>/<collection>.erasure_pending.json``: since when, how many deletes, whose).
2. Later, the rewrite: at the next curate run, on `true-recall memories compact`, by `forget-user` and
   `scrub` (which promise a clean raw-byte scan when they return), or in `true-recall serve`'s background
   (retrieve/serve.py) in slices: each slice reads one page of live points under the store lease, so
   searches get in between; the copy is written to a sibling collection outside the lease, and only the
   swap (close, rename, reopen) holds the store. A write to the store while a compaction is under way (a
   delete, an edit, a batch command taking the store) abandons it: the copy would miss it; the record
   stays pending and the next try starts over.

This lives below retrieve/ and curate/ (utils/store) so that both may compact; retrieve/reindex.py keeps the
CLI side.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

from schemas import StoredGem
from utils.errors import StopError
from utils.ledger import MISSING, read_json, write_atomically
from utils.store.base import GemStore
from utils.store.sparse import embed_documents, sparse_text

log = logging.getLogger("true_recall.store.compaction")

COMPACT_SUFFIX = ".compact"
PENDING_SUFFIX = ".erasure_pending.json"
# When a pending erasure's bytes leave the store's files (status, the DELETE answer, the erasure report).
WHEN_COMPACTED = ("serve compacts the store in the background once serve.compact_after_s passes without a "
                  "delete; otherwise at the next curate run or `true-recall memories compact`")
# Gems copied per slice: one page read under the store lease (a few ms), so a search waits at most that.
SLICE = 256


# The copy is flushed every this many gems: one flush at the end held the interpreter (GIL) for 2.3 s at
# 100k gems, stalling every search of serve; in steps of 4096 the longest hold was 0.6-0.76 s (a busy host).
FLUSH_EVERY = 2048


class Abandoned(StopError):
    """The store changed (or was given up) while a compaction copied it: the copy is dropped, the erasure
    stays pending and the next try starts over."""


# ---- the pending record -------------------------------------------------------------------------------


def pending_path(store: GemStore) -> Path | None:
    """Where an exclusive store records a pending erasure; None for a Qdrant server (its optimizer vacuums
    deleted points: nothing of its files is ours to rewrite)."""
    if not store.exclusive:
        return None
    root, collection = getattr(store, "root", None), getattr(store, "collection", None)
    if root is None or collection is None:
        return None
    return Path(root) / f"{collection}{PENDING_SUFFIX}"


def pending(store: GemStore) -> dict[str, Any] | None:
    """The pending erasure ({"since", "deletes", "gems", "users"}), or None when the store's files hold no
    deleted gem's bytes that a compaction would remove."""
    path = pending_path(store)
    if path is None:
        return None
    # Unreadable: pending it is (a compaction clears it), rather than a claim that the bytes are gone.
    raw = read_json(path, "the pending erasure record", "treating the erasure as pending")
    if raw is MISSING:
        return None
    return raw if isinstance(raw, dict) else {"since": None, "deletes": 0, "gems": 0, "users": {}}


def mark_pending(store: GemStore, user_id: str, gems: int, when: datetime | None = None) -> None:
    """Record, before the delete, that the store's files will hold `gems` deleted gems of the user until the
    next compaction (a crash between the two leaves a record of nothing: one compaction too many, harmless)."""
    path = pending_path(store)
    if path is None or gems <= 0:
        return
    rec = pending(store) or {"since": None, "deletes": 0, "gems": 0, "users": {}}
    rec["since"] = rec.get("since") or (when or datetime.now(timezone.utc)).isoformat(timespec="seconds")
    rec["deletes"] = int(rec.get("deletes", 0)) + 1
    rec["gems"] = int(rec.get("gems", 0)) + gems
    users = rec.setdefault("users", {})
    users[user_id] = int(users.get(user_id, 0)) + gems
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, rec)
    os.chmod(path, 0o600)  # it names users


def clear_pending(store: GemStore) -> None:
    path = pending_path(store)
    if path is not None:
        path.unlink(missing_ok=True)


# ---- the rewrite ----------------------------------------------------------------------------------------


def _changes(store: GemStore) -> int:
    return int(getattr(store, "changes", 0))


class Compaction:
    """One rewrite of an exclusive store, in steps: begin() and every read() need the store (under the
    caller's lease); prepare(), write() and flush() only the sibling collection; finish() the store again
    (the swap: close, rename, reopen).

    Abandoned from read()/finish() when the store changed since begin() (store.changes: every write, and
    every close, counts)."""

    def __init__(self, store: GemStore, batch_size: int = SLICE) -> None:
        self.store = store
        self.batch_size = batch_size
        self.new: GemStore | None = None
        self.total = 0
        self.written = 0
        self._users: list[str] = []
        self._offset: Any = None
        self._changes = -1
        self._pending_at: dict[str, Any] | None = None
        self._meta: tuple[str, str, int] = ("", "", 0)

    def begin(self) -> bool:
        """Note what the store holds now (under the lease); False when there is nothing to rewrite (a server,
        a store never written). prepare() then makes the empty copy, which needs no lease."""
        store = self.store
        if not store.exclusive:
            return False
        before = store.info()
        if before.embedder is None or before.dim is None:
            return False
        self._meta = (before.collection, before.embedder, before.dim)
        self._pending_at = pending(store)
        users = store.users()
        self.total = sum(users.values())
        self._users = sorted(users)
        self._offset = None
        self._changes = _changes(store)
        return True

    def prepare(self) -> None:
        """The empty sibling collection the live gems are copied into (its own shard: no lease needed)."""
        collection, embedder, dim = self._meta
        self.new = fresh_sibling(self.store, collection + COMPACT_SUFFIX, embedder, dim)

    def _check(self) -> None:
        if _changes(self.store) != self._changes:
            raise Abandoned("the store changed while it was being compacted; the erasure stays pending")

    def read(self) -> list[tuple[StoredGem, np.ndarray]] | None:
        """The next slice of live gems with their dense vectors (one read, under the lease); None once every
        user is read."""
        self._check()
        while self._users:
            user = self._users[0]
            rows, self._offset = self.store.page(user, self._offset, self.batch_size)
            if self._offset is None:
                self._users.pop(0)
            if rows:
                return rows
        return None

    def flush(self) -> None:
        """Write the copy to disk and close it (seconds at 100k gems; no lease needed), before finish()."""
        if self.new is not None:
            self.new.close()

    def write(self, part: Sequence[tuple[StoredGem, np.ndarray]]) -> None:
        """Copy a slice into the sibling: vectors as they are, sparse vectors recomputed from the text (cheap)."""
        if self.new is None:
            raise StopError("compaction: write() before begin()")
        gems = [g for g, _ in part]
        dense = np.vstack([v for _, v in part]).astype(np.float32)
        self.new.upsert(gems, dense, embed_documents([sparse_text(g.gem, g.context, g.date) for g in gems]))
        before, self.written = self.written, self.written + len(gems)
        if before // FLUSH_EVERY != self.written // FLUSH_EVERY and hasattr(self.new, "flush"):
            self.new.flush()

    def finish(self) -> int:
        """Swap the copy in (only if it holds every gem and nothing changed since begin); the pending record
        goes, unless a delete recorded after begin() (it would have changed the store: abandoned)."""
        if self.new is None:
            raise StopError("compaction: finish() before begin()")
        self._check()
        swap_in(self.store, self.new, self.total, "compaction")
        if pending(self.store) == self._pending_at:
            clear_pending(self.store)
        log.info("compacted %s: %d gems rewritten", self.store.where, self.total)
        return self.total

    def abandon(self) -> None:
        """Drop the half-made copy (the store itself was never touched)."""
        if self.new is not None:
            self.new.drop()
            self.new = None


def compact(store: GemStore, batch_size: int = SLICE) -> int:
    """Rewrite an embedded collection from its live points now, holding it throughout (batch commands:
    curate, `memories compact`, forget-user, scrub). Returns the gems written; 0 for a Qdrant server."""
    c = Compaction(store, batch_size)
    if not c.begin():
        clear_pending(store)
        return 0
    try:
        c.prepare()
        while (part := c.read()) is not None:
            c.write(part)
        c.flush()
        return c.finish()
    except BaseException:
        c.abandon()
        raise


def compact_pending(store: GemStore) -> int:
    """Compact only when an erasure is pending (the curator's end of run); the gems written, else 0."""
    if pending(store) is None:
        return 0
    return compact(store)


def fresh_sibling(store: GemStore, collection: str, embedder: str, dim: int) -> GemStore:
    """An empty collection beside the store's (a leftover of an interrupted run is dropped first)."""
    new = store.sibling(collection)
    new.drop()
    new = store.sibling(collection)
    new.ensure(embedder, dim)
    return new


def swap_in(store: GemStore, new: GemStore, total: int, what: str) -> None:
    """Make `new` the store's collection, only if it holds every gem; else the old one is kept."""
    if new.count() != total:
        raise StopError(f"{what} wrote {new.count()} gems but the store has {total}; the old collection is kept")
    store.replace_with(new)
