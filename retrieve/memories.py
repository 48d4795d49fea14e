"""Memory management shared by the CLI (`true-recall memories ...`) and the HTTP service.

Every function takes the user id and passes it to the store, which filters inside its query: an id
that belongs to another user behaves exactly like an id that does not exist.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from retrieve.render import safe
from schemas import EDITABLE_FIELDS, StoredGem
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import QuarantineError
from utils.store import GemFilter, GemStore
from utils.store.core import apply_fields, index_vectors
from utils.store.tombstones import EDITED, Tombstone

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
    """Delete one of the user's gems (and its bytes from an embedded store's files); False if there is none."""
    return delete_gems(store, user_id, [gem_id]) > 0


def delete_gems(store: GemStore, user_id: str, gem_ids: list[str]) -> int:
    """Delete the user's gems with these ids; an embedded store is compacted after, so the deleted text
    leaves its segment files too (a deleted point's payload otherwise stays on disk until segments merge).

    Each delete is recorded in the store first (a tombstone: ids and a digest, no text), so curation never
    brings the gem back, whatever happens to Redis (utils/store/tombstones.py)."""
    from retrieve.reindex import compact

    found = store.get(user_id, gem_ids)
    if found:
        store.bury([Tombstone.deleted(g, g.id, g.merged_ids) for g in found])
    n = store.delete(user_id, [g.id for g in found])
    if n:
        compact(store)
    return n


def edit_gem(store: GemStore, embedder: Embedder, user_id: str, gem_id: str, fields: dict[str, object],
             record: bool = True) -> StoredGem | None:
    """Change editable fields; a changed text is re-embedded. None if the user has no such gem.

    record: keep a tombstone of the edit (the fields set, not their values) so curation never reverts it;
    scrub, which redacts as curation would, passes False."""
    bad = set(fields) - EDITABLE
    if bad:
        raise QuarantineError("not editable", f"{', '.join(sorted(bad))}; editable: {', '.join(sorted(EDITABLE))}")
    if not fields:
        raise QuarantineError("nothing to change", "give at least one field")
    old = get_gem(store, user_id, gem_id)
    if old is None:
        return None
    if fields.get("superseded_by") is not None:
        check_supersession(store, user_id, old.id, str(fields["superseded_by"]))
    new = apply_fields(old, fields)
    if record:
        store.bury([Tombstone(user_id, old.id, EDITED, fields=tuple(sorted(fields)))])
    if INDEXED & set(fields) and (new.gem != old.gem or new.context != old.context):
        store.ensure(embedder.name, embedder.dim)
        new = new.model_copy(update={"embedder": embedder.name})
        dense, sparse_vecs = index_vectors([new], embedder)
        store.upsert([new], dense, sparse_vecs)  # same id: replaces the point, vectors and all
    else:
        store.set_fields(user_id, gem_id, {k: getattr(new, k) for k in fields})
    return new


# A chain of superseded_by links longer than this is treated as a cycle (real chains are a few links).
MAX_CHAIN = 1000


def check_supersession(store: GemStore, user_id: str, gem_id: str, new_id: str) -> None:
    """QuarantineError unless `new_id` is another existing gem of the same user and the link makes no cycle.

    A superseded gem is hidden from search, so a link to nothing (or to itself, or round in a circle) would
    hide a memory for good.
    """
    target = get_gem(store, user_id, new_id)
    if target is None:
        raise QuarantineError("invalid superseded_by", f"user {user_id} has no memory {new_id}")
    if target.id == gem_id:
        raise QuarantineError("invalid superseded_by", "a memory cannot supersede itself")
    visited: set[str] = set()
    cur = target
    while cur.superseded_by and len(visited) < MAX_CHAIN:
        if cur.superseded_by == gem_id:
            raise QuarantineError("invalid superseded_by",
                                  f"{new_id} is itself (through {cur.id}) superseded by {gem_id}: that is a cycle")
        visited.add(cur.id)
        nxt = get_gem(store, user_id, cur.superseded_by)
        if nxt is None or nxt.id in visited:
            break
        cur = nxt


@dataclass(frozen=True)
class Forgotten:
    user_id: str
    gems: int
    turns: int
    tombstones: int = 0


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
            keys = Keys(settings.redis.key_prefix)
            buf = Buffer(r, keys, settings.redis.ttl_hours)
            # The buffer first: if Redis is down this fails before any gem is gone, and a retry redoes all.
            turns = buf.size(user_id)
            buf.forget_user(user_id)
            # Checkpoints stay (they say how far files were read) but lose the texts they hold.
            buf.rewrite_checkpoint_texts(user_id, lambda _t: "")
            forget_in_report(r, keys, user_id)
            forget_in_report_file(settings.data_path / "curate" / "last_run.json", user_id)
        except (redis.ConnectionError, redis.TimeoutError) as e:
            raise BackendUnavailable(
                f"Redis did not answer ({e}); nothing was deleted. Check redis.url / REDIS_URL and retry"
            ) from e
        finally:
            r.close()
    else:
        turns = buffer_forget(user_id)
    gems = store.delete_user(user_id)
    if gems:
        from retrieve.reindex import compact

        compact(store)  # the deleted gems' bytes leave the embedded store's segment files
    # Forgetting is a fresh start: no record keyed to the user stays, not even of what they deleted.
    tombs = store.unbury_user(user_id)
    log.info("forgot user %s: %d gems, %d buffered turns, %d tombstones", user_id, gems, turns, tombs)
    return Forgotten(user_id, gems, turns, tombs)


def report_without(rep: dict[str, Any], user_id: str) -> bool:
    """Take the user's text out of a run report, in place: their gems, the notes and failures of their chunks,
    and the drop and merge examples (which name no user, so all of them go). Counters stay. False: not in it."""
    if user_id not in rep.get("users", []):
        return False
    prefix = f"chunk {user_id}/"
    rep["users"] = [u for u in rep["users"] if u != user_id]
    rep["gems"] = [g for g in rep.get("gems", []) if g.get("user_id") != user_id]
    for name in ("notes", "failures"):
        rep[name] = [x for x in rep.get(name, []) if not str(x).startswith(prefix)]
    rep["drops"], rep["events"] = [], []
    return True


def forget_in_report(r: Any, keys: Any, user_id: str) -> bool:
    """The user's text out of the last run report in Redis (kept 30 days)."""
    raw = r.get(keys.last_run())
    if raw is None:
        return False
    rep = json.loads(raw)
    if not report_without(rep, user_id):
        return False
    r.set(keys.last_run(), json.dumps(rep, ensure_ascii=False), xx=True, keepttl=True)
    return True


def forget_in_report_file(path: Path, user_id: str) -> bool:
    """The user's text out of the report's copy in the data folder (it outlives a Redis that died mid-run)."""
    try:
        rep = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return False
    except (OSError, ValueError) as e:
        # A copy we cannot read or parse may still hold the user's text: better gone than kept.
        log.warning("removing unreadable report copy %s: %s", path, e)
        path.unlink(missing_ok=True)
        return True
    if not report_without(rep, user_id):
        return False
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(rep, ensure_ascii=False, indent=2), encoding="utf-8")
    tmp.replace(path)
    return True


def export_lines(store: GemStore, user_id: str) -> Iterator[str]:
    """The user's gems as JSON lines (oldest first), every field."""
    for g in sorted(store.scroll(user_id), key=lambda g: (g.timestamp, g.id)):
        yield json.dumps(safe(g.model_dump(mode="json")), ensure_ascii=False)
