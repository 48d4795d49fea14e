"""Memory management shared by the CLI (`true-recall memories ...`) and the HTTP service.

Every function takes the user id and passes it to the store, which filters inside its query: an id
that belongs to another user behaves exactly like an id that does not exist.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from schemas import EDITABLE_FIELDS, StoredGem
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import QuarantineError
from utils.store import GemFilter, GemStore
from utils.store.core import apply_fields, index_vectors

log = logging.getLogger("true_recall.memories")

# Fields a person may edit; identity and provenance (user, conversation, turns, time) come from the buffer.
EDITABLE = EDITABLE_FIELDS
# Editing these changes what the gem is found by, so its vectors are recomputed.
INDEXED = frozenset({"gem", "context"})


def list_gems(store: GemStore, user_id: str, flt: GemFilter | None = None, limit: int | None = None,
              offset: int = 0) -> list[StoredGem]:
    """The user's gems, newest first."""
    gems = sorted(store.scroll(user_id, flt), key=lambda g: (g.timestamp, g.id), reverse=True)
    return gems[offset: offset + limit if limit is not None else None]


def get_gem(store: GemStore, user_id: str, gem_id: str) -> StoredGem | None:
    """One of the user's gems, or None."""
    found = store.get(user_id, [gem_id])
    return found[0] if found else None


def delete_gem(store: GemStore, user_id: str, gem_id: str) -> bool:
    """Delete one of the user's gems; False if the user has no such gem."""
    return store.delete(user_id, [gem_id]) > 0


def edit_gem(store: GemStore, embedder: Embedder, user_id: str, gem_id: str, fields: dict[str, object]) -> StoredGem | None:
    """Change editable fields; a changed text is re-embedded. None if the user has no such gem."""
    bad = set(fields) - EDITABLE
    if bad:
        raise QuarantineError("not editable", f"{', '.join(sorted(bad))}; editable: {', '.join(sorted(EDITABLE))}")
    if not fields:
        raise QuarantineError("nothing to change", "give at least one field")
    old = get_gem(store, user_id, gem_id)
    if old is None:
        return None
    new = apply_fields(old, fields)
    if INDEXED & set(fields) and (new.gem != old.gem or new.context != old.context):
        store.ensure(embedder.name, embedder.dim)
        new = new.model_copy(update={"embedder": embedder.name})
        dense, sparse_vecs = index_vectors([new], embedder)
        store.upsert([new], dense, sparse_vecs)  # same id: replaces the point, vectors and all
    else:
        store.set_fields(user_id, gem_id, {k: getattr(new, k) for k in fields})
    return new


@dataclass(frozen=True)
class Forgotten:
    user_id: str
    gems: int
    turns: int


def forget_user(settings: Settings, store: GemStore, user_id: str,
                buffer_forget: Callable[[str], int] | None = None) -> Forgotten:
    """Delete every gem of the user and every turn still buffered for them in Redis."""
    if buffer_forget is None:
        import redis

        from utils.buffer import Buffer
        from utils.errors import BackendUnavailable
        from utils.keys import Keys
        from utils.redis_conn import connect

        r = connect(settings)
        try:
            buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
            # The buffer first: if Redis is down this fails before any gem is gone, and a retry redoes all.
            turns = buf.size(user_id)
            buf.forget_user(user_id)
        except (redis.ConnectionError, redis.TimeoutError) as e:
            raise BackendUnavailable(
                f"Redis did not answer ({e}); nothing was deleted. Check redis.url / REDIS_URL and retry"
            ) from e
        finally:
            r.close()
    else:
        turns = buffer_forget(user_id)
    gems = store.delete_user(user_id)
    log.info("forgot user %s: %d gems, %d buffered turns", user_id, gems, turns)
    return Forgotten(user_id, gems, turns)


def export_lines(store: GemStore, user_id: str) -> Iterator[str]:
    """The user's gems as JSON lines (oldest first), every field."""
    for g in sorted(store.scroll(user_id), key=lambda g: (g.timestamp, g.id)):
        yield json.dumps(g.model_dump(mode="json"), ensure_ascii=False)
