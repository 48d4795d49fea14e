"""The review queue (issue 29): memories waiting for their owner's word, and what the last curate run replaced.

A person who asked for confirmation (user setting ``confirm_conflicts: true``) decides on two kinds of new gem
before either is kept:

    conflict        a new gem that would replace (supersede) one already kept: "keep new" replaces it, "keep old"
                    drops the new one, "keep both" keeps the two side by side;
    low_confidence  a new gem whose confidence is below curate.review_confidence (hedged or hearsay: "maybe",
                    "I heard that ..."): "keep new" or "keep both" keeps it, "keep old" drops it.

Without confirmation supersession happens as before, and the queue lists what the user's last curate run replaced
(old and new gem ids), each undoable (`memories unsupersede`).

Where the waiting gems live, and why there:
- not in the store: a gem in the store is a search away from being returned, and every search path (HTTP, MCP,
  CLI, the page, forget by query) would have to remember to leave it out. Out of the store, no search can return it;
- not in Redis: Redis is the buffer, with expiry; a waiting memory must survive restarts and a lost Redis;
- so in the data folder, beside the user settings: <data_dir>/review/<user>.json (the settings' file naming, mode
  0600 under the process umask, written by atomic rename, read-modify-write under an flock so the curator and
  serve do not lose each other's change). It holds the waiting gems as the curator made them (redacted) and, for
  a conflict, only the id of the gem it would replace (that text stays in the store, so deleting it there
  deletes it everywhere). Every erasure removes the user's entries: forgetting the user deletes the file,
  deleting gems by id or by query drops the entries of those ids (retrieve/memories.py).
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from schemas import StoredGem
from utils import user_settings
from utils.config import Settings
from utils.errors import InputError

FOLDER = "review"
KINDS = ("conflict", "low_confidence")
CHOICES = ("keep-new", "keep-old", "keep-both")


class NotWaiting(InputError):
    """Nothing waits under that id for that user (serve answers 404)."""


@dataclass(frozen=True)
class Pending:
    """A gem waiting for its owner's decision."""

    gem: StoredGem
    kind: str  # one of KINDS
    old_id: str | None  # the gem it would replace (conflict), else None
    queued_at: str  # when the curator queued it (ISO, UTC)

    @property
    def id(self) -> str:
        return self.gem.id

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "old_id": self.old_id, "queued_at": self.queued_at,
                "gem": self.gem.to_payload()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Pending":
        if d.get("kind") not in KINDS:
            raise ValueError(f"unknown kind {d.get('kind')!r}")
        return cls(StoredGem.from_payload(d["gem"]), d["kind"], d.get("old_id"), str(d.get("queued_at", "")))


def path(settings: Settings, user_id: str) -> Path:
    """The user's queue file (named as their settings file: no path tricks, no collisions)."""
    return settings.data_path / FOLDER / user_settings.path(settings, user_id).name


@contextmanager
def _locked(settings: Settings) -> Iterator[None]:
    folder = settings.data_path / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "a+") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _read(settings: Settings, user_id: str) -> dict[str, Any]:
    p = path(settings, user_id)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"user_id": user_id, "pending": [], "replaced": {"at": None, "pairs": []}}
    except ValueError as e:
        raise InputError(f"the review queue {p} is damaged ({e}); delete it to start an empty queue") from e
    if data.get("user_id") != user_id:
        raise InputError(f"the review queue {p} belongs to {data.get('user_id')!r}, not {user_id!r}")
    data.setdefault("pending", [])
    data.setdefault("replaced", {"at": None, "pairs": []})
    return data  # type: ignore[no-any-return]


def _write(settings: Settings, user_id: str, data: dict[str, Any]) -> None:
    p = path(settings, user_id)
    if not data["pending"] and not data["replaced"]["pairs"]:
        p.unlink(missing_ok=True)  # nothing waits and nothing to undo: no file keeps the user's name
        return
    tmp = p.with_suffix(f".tmp{os.getpid()}")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    tmp.replace(p)


def pending(settings: Settings, user_id: str) -> list[Pending]:
    """The user's waiting gems, oldest queued first."""
    with _locked(settings):
        data = _read(settings, user_id)
    return [Pending.from_dict(d) for d in data["pending"]]


def queue(settings: Settings, user_id: str, items: list[Pending]) -> int:
    """Add (or, same id, replace: a re-run queues the same gem again) waiting gems; returns how many are new."""
    if any(i.gem.user_id != user_id for i in items):
        raise InputError("a queued gem belongs to another user")
    if not items:
        return 0
    with _locked(settings):
        data = _read(settings, user_id)
        by_id = {d["id"]: d for d in data["pending"]}
        added = sum(1 for i in items if i.id not in by_id)
        for i in items:
            by_id[i.id] = i.to_dict()
        data["pending"] = list(by_id.values())
        _write(settings, user_id, data)
    return added


def find(settings: Settings, user_id: str, given: str) -> Pending:
    """The waiting gem with this id or unique id prefix (the 8 characters the page and CLI show)."""
    items = pending(settings, user_id)
    hits = [i for i in items if i.id == given] or [i for i in items if given and i.id.startswith(given)]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise NotWaiting(f"nothing waits for review under id {given!r} for user {user_id!r}"
                         f" (`true-recall review --user {user_id}` lists what waits)")
    raise InputError(f"id {given!r} is the start of {len(hits)} queued ids; give more of it")


def take(settings: Settings, user_id: str, item_id: str) -> bool:
    """Remove one waiting gem (after its decision is applied); False when it was not there."""
    return drop(settings, user_id, {item_id}) > 0


def drop(settings: Settings, user_id: str, ids: set[str]) -> int:
    """Erasure: remove the waiting gems with these ids and the replaced pairs naming them; returns the waiting gems
    removed."""
    if not ids:
        return 0
    with _locked(settings):
        data = _read(settings, user_id)
        before = len(data["pending"])
        data["pending"] = [d for d in data["pending"] if d["id"] not in ids]
        pairs = data["replaced"]["pairs"]
        data["replaced"]["pairs"] = [p for p in pairs if p[0] not in ids and p[1] not in ids]
        n = before - len(data["pending"])
        if n or len(pairs) != len(data["replaced"]["pairs"]):
            _write(settings, user_id, data)
    return n


def forget_user(settings: Settings, user_id: str) -> int:
    """Erasure of the whole user: their queue file goes; returns the waiting gems it held."""
    with _locked(settings):
        p = path(settings, user_id)
        try:
            n = len(_read(settings, user_id)["pending"])
        except InputError:
            n = 0  # a damaged file is removed all the same: it may hold the user's text
        p.unlink(missing_ok=True)
    return n


def replaced(settings: Settings, user_id: str) -> tuple[str | None, list[tuple[str, str]]]:
    """(when, [(old id, new id)]): what the user's last curate run superseded (without confirmation)."""
    with _locked(settings):
        data = _read(settings, user_id)
    return data["replaced"]["at"], [(str(a), str(b)) for a, b in data["replaced"]["pairs"]]


def set_replaced(settings: Settings, user_id: str, at: str, pairs: list[tuple[str, str]]) -> None:
    """Record what this curate run superseded for the user (the list of the run before is replaced)."""
    with _locked(settings):
        data = _read(settings, user_id)
        data["replaced"] = {"at": at, "pairs": [list(p) for p in dict.fromkeys(pairs)]}
        _write(settings, user_id, data)


def matching(settings: Settings, user_id: str, query: str) -> list[Pending]:
    """Waiting gems a forget-by-query names (no search reaches the queue): the same rule as the cleaned-up gems
    waiting for undo (utils.store.sparse.covers)."""
    from utils.store import sparse

    return [i for i in pending(settings, user_id) if sparse.covers(query, f"{i.gem.gem}\n{i.gem.context}")]


def rewrite_all(settings: Settings, change: Callable[[StoredGem], StoredGem]) -> int:
    """Apply change to every waiting gem of every user (scrub: redacted again by the current rules); a gem it
    returns as the same object is left as it is. Returns the gems changed."""
    folder = settings.data_path / FOLDER
    if not folder.is_dir():
        return 0
    n = 0
    with _locked(settings):
        for p in sorted(folder.glob("*.json")):
            user = json.loads(p.read_text(encoding="utf-8")).get("user_id")
            if not isinstance(user, str):
                continue
            data = _read(settings, user)
            hit = 0
            for d in data["pending"]:
                g = StoredGem.from_payload(d["gem"])
                new = change(g)
                if new is not g:
                    d["gem"] = new.to_payload()
                    hit += 1
            if hit:
                _write(settings, user, data)
                n += hit
    return n
