"""The review queue seen and decided (issue 29), shared by the page, serve's JSON routes and `true-recall review`.

What waits lives in utils/review_queue.py; this module joins it with the store (the old gem's text, the
replaced pairs still in force) and applies a decision:

    keep-new   the new gem is stored (embedded now); for a conflict the old gem is marked replaced by it, as a
               curate run without confirmation would have done;
    keep-old   the new gem is dropped, with a tombstone so that curation never brings it back;
    keep-both  the new gem is stored beside the old one, which stays current.

The store is written first, the queue entry removed after: a crash in between leaves the entry, and deciding
again writes the same gem under the same id (nothing doubled).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from retrieve.render import safe
from schemas import StoredGem
from utils import review_queue
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import InputError
from utils.store import GemStore
from utils.store.core import index_vectors
from utils.store.tombstones import Tombstone


def _brief(g: StoredGem | None) -> dict[str, Any] | None:
    if g is None:
        return None
    return safe({"id": g.id, "gem": g.gem, "date": g.date.isoformat(), "timestamp": g.timestamp.isoformat(),
                 "categories": list(g.categories), "importance": g.importance, "confidence": g.confidence,
                 "conversation_id": g.conversation_id, "turn_range": g.turn_range, "superseded_by": g.superseded_by})


@dataclass
class Entry:
    """One waiting gem with the gem it would replace (None: none, or deleted since)."""

    item: review_queue.Pending
    old: StoredGem | None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.item.id, "kind": self.item.kind, "queued_at": self.item.queued_at,
                "new": _brief(self.item.gem), "old": _brief(self.old), "old_id": self.item.old_id,
                "choices": list(review_queue.CHOICES)}


@dataclass
class Replaced:
    """A supersession of the user's last curate run that still stands (undo: `memories unsupersede OLD`)."""

    old: StoredGem
    new: StoredGem | None

    def to_dict(self) -> dict[str, Any]:
        return {"old": _brief(self.old), "new": _brief(self.new)}


def queue(settings: Settings, store: GemStore, user_id: str) -> list[Entry]:
    """What waits for the user's decision, oldest first."""
    items = review_queue.pending(settings, user_id)
    old_ids = [i.old_id for i in items if i.old_id]
    olds = {g.id: g for g in store.get(user_id, old_ids)} if old_ids else {}
    return [Entry(i, olds.get(i.old_id) if i.old_id else None) for i in items]


def replaced(settings: Settings, store: GemStore, user_id: str) -> tuple[str | None, list[Replaced]]:
    """(when, pairs): what the user's last curate run replaced and still stands replaced (undone ones left out)."""
    at, pairs = review_queue.replaced(settings, user_id)
    if not pairs:
        return at, []
    ids = list(dict.fromkeys(x for p in pairs for x in p))
    got = {g.id: g for g in store.get(user_id, ids)}
    out = [Replaced(got[o], got.get(n)) for o, n in pairs if o in got and got[o].superseded_by == n]
    return at, out


def resolve(settings: Settings, store: GemStore, embedder: Embedder | None, user_id: str, item_id: str,
            choice: str) -> dict[str, Any]:
    """Apply the owner's decision on one waiting gem (id or its unique start).

    Raises:
        InputError: an unknown choice, or nothing waits under that id for this user.
    """
    if choice not in review_queue.CHOICES:
        raise InputError(f"choice: {choice!r} is not one of {', '.join(review_queue.CHOICES)}")
    item = review_queue.find(settings, user_id, item_id)
    new = item.gem
    replaced_id = None
    if choice == "keep-old":
        # The decision stands over a re-run that extracts the same gem again (a tombstone: ids, no text).
        store.bury([Tombstone.deleted(new, new.id, new.merged_ids)])
    else:
        if embedder is None:
            raise InputError(f"{choice} stores the new memory: it needs an embedder")
        new = new.model_copy(update={"embedder": embedder.name})
        store.ensure(embedder.name, embedder.dim)
        dense, sparse_vecs = index_vectors([new], embedder)
        store.upsert([new], dense, sparse_vecs)
        if choice == "keep-new" and item.old_id:
            old = store.get(user_id, [item.old_id])
            if old and old[0].superseded_by is None:
                store.set_fields(user_id, item.old_id, {"superseded_by": new.id, "valid_until": new.timestamp})
                replaced_id = item.old_id
    review_queue.take(settings, user_id, item.id)
    return {"id": item.id, "choice": choice, "kept": choice != "keep-old", "replaced": replaced_id}
