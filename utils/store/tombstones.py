"""Tombstones: the store's durable record of what a person deleted or edited.

Curation reads it so that it never re-creates a deleted gem nor reverts an edit, whatever happened to
Redis meanwhile (checkpoints lost, the buffer re-staged from the transcripts, all of Redis gone): gem ids
are deterministic, so a re-captured turn yields the very id the person deleted, and the record says so.

A tombstone holds ids, never text (nor a digest of it), so that it cannot undo an erasure: the deleted gem's
id and the ids it had absorbed by merging (they would come back with it). For an edit: the gem id and the
fields the person set; the store holds their values. Ids, not statements, on purpose: a person who says the
same thing again later makes a new memory (in a backlog of changing decisions, 79 of 113 gems share their
normalised statement with another gem of other turns, which a statement match would have buried too). ``memories forget-user`` removes the user's tombstones with the
rest of their data (see README, "Forgetting").

Kept beside the store: the embedded store in ``<store>/<collection>.tombstones.jsonl`` (beside, not inside,
the shard folder, which compaction and reindex replace), a Qdrant server in a ``<collection>_tombstones``
collection without vectors.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from schemas import Gem

log = logging.getLogger("true_recall.store.tombstones")

DELETED, EDITED = "deleted", "edited"
KINDS = (DELETED, EDITED)


@dataclass(frozen=True)
class Tombstone:
    """One delete or edit of one gem, by its owner."""

    user_id: str
    gem_id: str
    kind: str
    fields: tuple[str, ...] = ()  # edited: the fields the person set
    merged_ids: tuple[str, ...] = ()  # deleted: ids the gem had absorbed

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"tombstone kind must be one of {KINDS}, not {self.kind!r}")
        if not self.user_id or not self.gem_id:
            raise ValueError("a tombstone needs a user id and a gem id")

    @classmethod
    def deleted(cls, gem: "Gem", gem_id: str, merged_ids: Iterable[str] = ()) -> "Tombstone":
        """The tombstone of a deleted gem (its id and the ids it absorbed, no text)."""
        return cls(gem.user_id, gem_id, DELETED, merged_ids=tuple(merged_ids))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"u": self.user_id, "id": self.gem_id, "k": self.kind}
        if self.fields:
            d["f"] = list(self.fields)
        if self.merged_ids:
            d["m"] = list(self.merged_ids)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Tombstone":
        return cls(str(d["u"]), str(d["id"]), str(d["k"]), tuple(d.get("f", ())), tuple(d.get("m", ())))


@dataclass
class Graveyard:
    """One user's tombstones, folded: what curation must not re-create, and the fields it must not change."""

    user_id: str
    deleted: set[str] = field(default_factory=set)
    pinned: dict[str, frozenset[str]] = field(default_factory=dict)

    def add(self, t: Tombstone) -> None:
        if t.kind == DELETED:
            self.deleted.add(t.gem_id)
            self.deleted.update(t.merged_ids)
        else:
            self.pinned[t.gem_id] = self.pinned.get(t.gem_id, frozenset()) | frozenset(t.fields)

    def buried(self, gem: Gem, gem_id: str | None = None) -> bool:
        """Did the person delete this gem (its id, or one it had absorbed)?"""
        return gem_id is not None and gem_id in self.deleted

    def __bool__(self) -> bool:
        return bool(self.deleted or self.pinned)

    @classmethod
    def of(cls, user_id: str, tombs: Iterable[Tombstone]) -> "Graveyard":
        g = cls(user_id)
        for t in tombs:
            if t.user_id == user_id:
                g.add(t)
        return g


class TombstoneFile:
    """Tombstones in a JSON-lines file, appended with fsync (the embedded store's record)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def append(self, tombs: Iterable[Tombstone]) -> int:
        lines = [json.dumps(t.to_dict(), separators=(",", ":")) + "\n" for t in tombs]
        if not lines:
            return 0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        new = not self.path.exists()
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, "".join(lines).encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        if new:
            _fsync_dir(self.path.parent)
        return len(lines)

    def __iter__(self) -> Iterator[Tombstone]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        for n, line in enumerate(raw.splitlines(), 1):
            if not line.strip():
                continue
            try:
                yield Tombstone.from_dict(json.loads(line))
            except (ValueError, KeyError, TypeError) as e:
                # A line cut short by a crash mid-append: the delete it was for did not happen either.
                log.warning("skipping unreadable tombstone line %d of %s: %s", n, self.path, e)

    def of(self, user_id: str) -> Graveyard:
        return Graveyard.of(user_id, self)

    def remove_user(self, user_id: str) -> int:
        """Rewrite the file without the user's tombstones (atomically); returns how many went."""
        kept, gone = [], 0
        for t in self:
            if t.user_id == user_id:
                gone += 1
            else:
                kept.append(t)
        if not gone:
            return 0
        tmp = self.path.with_name(self.path.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, "".join(json.dumps(t.to_dict(), separators=(",", ":")) + "\n" for t in kept).encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.path)
        _fsync_dir(self.path.parent)
        return gone


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
