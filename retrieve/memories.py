"""Memory management shared by the CLI (`true-recall memories ...`) and the HTTP service.

Every function takes the user id and passes it to the store, which filters inside its query: an id
that belongs to another user behaves exactly like an id that does not exist.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from retrieve.render import safe
from schemas import CATEGORIES, EDITABLE_FIELDS, IMPORTANCE_RANK, StoredGem
from utils import retention, review_queue, usage
from utils.config import Settings
from utils.embed import Embedder
from utils.erasure import ErasureReport
from utils.forget import (  # the one delete path, shared with the curator (utils/forget.py)
    cleaned_gems as _cleaned_gems,
    delete_gems,
    edit_report,
    edit_report_file,
    erase,
    forget_gems,
    report_without_gems,
    store_check,
    summaries_quoting,
)
from utils.errors import InputError, QuarantineError
from utils.store import GemFilter, GemStore
from utils.store.compaction import compact, mark_pending, pending
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


# The shortest id prefix taken for a memory id: what the CLI shows ("superseded by f3197837") is 8.
MIN_PREFIX = 6
_PREFIX = re.compile(r"[0-9a-f-]{%d,35}" % MIN_PREFIX)


def full_id(store: GemStore, user_id: str, given: str) -> str:
    """The id of the user's memory that `given` names: a whole id as is, or the one id it begins (the 8
    characters the CLI shows). InputError when a prefix fits several; an unknown prefix is returned as given
    (the caller says the memory does not exist)."""
    g = given.strip().lower()
    if len(g) == 36 or not _PREFIX.fullmatch(g):
        return given
    hits = [m.id for m in store.scroll(user_id) if m.id.startswith(g)]
    if len(hits) > 1:
        raise InputError(f"{given} is the start of {len(hits)} of {user_id}'s memory ids ({', '.join(hits[:3])}"
                         f"{', ...' if len(hits) > 3 else ''}); give more of it")
    return hits[0] if hits else given


def get_gem(store: GemStore, user_id: str, gem_id: str) -> StoredGem | None:
    """One of the user's gems, or None."""
    found = store.get(user_id, [gem_id])
    return found[0] if found else None


def delete_gem(store: GemStore, user_id: str, gem_id: str, compact_now: bool = True) -> bool:
    """Delete one of the user's gems (and, compact_now, its bytes from an embedded store's files); False if
    there is none."""
    return delete_gems(store, user_id, [gem_id], compact_now) > 0


def drop_summaries(store: GemStore, user_id: str, gem_ids: list[str]) -> int:
    """Delete the summaries quoting these gems (not buried: the next curation run rebuilds them)."""
    quoting = summaries_quoting(store, user_id, gem_ids)
    if not quoting:
        return 0
    mark_pending(store, user_id, len(quoting))
    return store.delete(user_id, [g.id for g in quoting])


def edit_gem(store: GemStore, embedder: Embedder, user_id: str, gem_id: str, fields: dict[str, object],
             record: bool = True) -> StoredGem | None:
    """Change editable fields; a changed text is re-embedded. None if the user has no such gem.

    record: keep a tombstone of the edit (the fields set, not their values) so curation never reverts it;
    scrub, which redacts as curation would, passes False.

    Raises:
        InputError: a field that is not editable, no field, an invalid value or superseded_by link.
    """
    bad = set(fields) - EDITABLE
    if bad:
        raise InputError(f"not editable: {', '.join(sorted(bad))}; editable: {', '.join(sorted(EDITABLE))}")
    if not fields:
        raise InputError("nothing to change: give at least one field")
    check_fields(fields)
    old = get_gem(store, user_id, gem_id)
    if old is None:
        return None
    if fields.get("superseded_by") is not None:
        check_supersession(store, user_id, old.id, str(fields["superseded_by"]))
    extra: dict[str, object] = {}
    if "superseded_by" in fields:
        # The gem holds until its (new) successor was said, or again for good when the link is undone.
        succ = get_gem(store, user_id, str(fields["superseded_by"])) if fields["superseded_by"] else None
        extra["valid_until"] = succ.timestamp if succ is not None else None
    try:
        new = apply_fields(old, {**fields, **extra})
    except QuarantineError as e:  # the stored gem was valid (get_gem read it), so the new fields are not
        raise InputError(str(e)) from e
    if record:
        store.bury([Tombstone(user_id, old.id, EDITED, fields=tuple(sorted(fields)))])
    if new.gem != old.gem or new.superseded_by != old.superseded_by:
        # A summary quoting the old wording (or the old link) no longer says what its source says: it goes now
        # and the next curation run rebuilds it (a person's correction or a scrub is not left in a copy).
        drop_summaries(store, user_id, [old.id])
    if INDEXED & set(fields) and (new.gem != old.gem or new.context != old.context):
        store.ensure(embedder.name, embedder.dim)
        new = new.model_copy(update={"embedder": embedder.name})
        dense, sparse_vecs = index_vectors([new], embedder)
        store.upsert([new], dense, sparse_vecs)  # same id: replaces the point, vectors and all
    else:
        store.set_fields(user_id, gem_id, {k: getattr(new, k) for k in fields})
    return new


def check_fields(fields: dict[str, object]) -> None:
    """InputError unless every edited field has its exact type and a known value: categories from
    schemas.CATEGORIES (a gem from an LLM maps unknown ones to "other"; a person's edit is refused instead),
    importance low/medium/high, confidence a number in [0, 1] (not a bool), texts strings."""
    for name in ("gem", "context", "superseded_by"):
        v = fields.get(name)
        if name in fields and not isinstance(v, str) and not (name == "superseded_by" and v is None):
            raise InputError(f"{name}: must be a string")
    if "categories" in fields:
        cats = fields["categories"]
        if not isinstance(cats, list) or not cats or not all(isinstance(c, str) for c in cats):
            raise InputError("categories: must be a non-empty list of strings")
        unknown = [c for c in cats if c not in CATEGORIES]
        if unknown:
            raise InputError(f"categories: unknown {', '.join(map(repr, unknown))}; known: {', '.join(CATEGORIES)}")
    if "importance" in fields and fields["importance"] not in IMPORTANCE_RANK:
        raise InputError(f"importance: one of {', '.join(IMPORTANCE_RANK)}")
    if "confidence" in fields:
        c = fields["confidence"]
        if isinstance(c, bool) or not isinstance(c, (int, float)) or not 0.0 <= c <= 1.0:
            raise InputError("confidence: a number from 0 to 1")


# A chain of superseded_by links longer than this is treated as a cycle (real chains are a few links).
MAX_CHAIN = 1000


def check_supersession(store: GemStore, user_id: str, gem_id: str, new_id: str) -> None:
    """InputError unless `new_id` is another existing gem of the same user and the link makes no cycle.

    A superseded gem is hidden from search, so a link to nothing (or to itself, or round in a circle) would
    hide a memory for good.
    """
    target = get_gem(store, user_id, new_id)
    if target is None:
        raise InputError(f"invalid superseded_by: user {user_id} has no memory {new_id}")
    if target.id == gem_id:
        raise InputError("invalid superseded_by: a memory cannot supersede itself")
    visited: set[str] = set()
    cur = target
    while cur.superseded_by and len(visited) < MAX_CHAIN:
        if cur.superseded_by == gem_id:
            raise InputError("invalid superseded_by: "
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
    erasure: ErasureReport | None = None


def forget_user(settings: Settings, store: GemStore, user_id: str,
                buffer_forget: Callable[[str], int] | None = None, scan: bool = False,
                compact_now: bool = True) -> Forgotten:
    """Delete every gem of the user and everything Redis holds of them (buffered turns, quarantine, the
    texts in checkpoints' pairing state, their part of the run report), then rewrite Redis' files so none
    of it stays on disk (utils/erasure.py).

    scan: search the data folder's files and Redis for the removed texts afterwards (the erasure report
    says what it found). buffer_forget: a stand-in for the Redis part (tests of the HTTP service).
    compact_now: False leaves the store's compaction pending (serve: done in its background, see delete_gems)."""
    from utils import review_queue

    if buffer_forget is not None:
        turns = buffer_forget(user_id)
        gems, tombs = _forget_gems_of(settings, store, user_id, compact_now)
        review_queue.forget_user(settings, user_id)  # the gems waiting for their review are theirs too
        return Forgotten(user_id, gems, turns, tombs)
    import redis

    from utils.buffer import Buffer, checkpoint_texts, without_secret_memory
    from utils.errors import BackendUnavailable
    from utils.keys import Keys
    from utils.redis_conn import connect

    r = connect(settings)
    try:
        keys = Keys(settings.redis.key_prefix)
        buf = Buffer(r, keys, settings.redis.ttl_hours)
        texts: list[str] = []
        if scan:  # what to search for afterwards, read before it goes
            texts += [x for g in store.scroll(user_id) for x in (g.gem, g.context, g.snippet) if x]
            texts += [x for i in review_queue.pending(settings, user_id) for x in (i.gem.gem, i.gem.context, i.gem.snippet)
                      if x]
            texts += [x for g in _cleaned_gems(settings, user_id) for x in (g.gem, g.context, g.snippet) if x]
            texts += [x for t in buf.turns(user_id, include_curated=True) for x in (t.user_text, t.assistant_text)]
            for raw in buf.checkpoints(user_id).values():
                try:
                    checkpoint_texts(json.loads(raw), lambda x: texts.append(x) or x)
                except ValueError:
                    pass
            texts += [v for q in buf.quarantined(user_id, count=10**6) for k, v in q.items() if k in ("line", "detail")]
        # The buffer first: if Redis is down this fails before any gem is gone, and a retry redoes all.
        turns = buf.size(user_id)
        quarantined = int(r.xlen(keys.quarantine(user_id)))
        buf.forget_user(user_id)
        # Checkpoints stay (they say how far files were read) but lose the texts they hold.
        cps = buf.rewrite_checkpoint_texts(user_id, lambda _t: "")
        # ... and the fingerprints of the secrets they remembered (the user's own set went with their keys).
        buf.rewrite_checkpoints(user_id, without_secret_memory)
        def forget(rep: dict[str, Any]) -> bool:
            return report_without(rep, user_id)

        reports = int(edit_report(r, keys, forget))
        reports += int(edit_report_file(settings.data_path / "curate" / "last_run.json", forget))
        gems, tombs = _forget_gems_of(settings, store, user_id, compact_now)
        queued = review_queue.forget_user(settings, user_id)
        report = ErasureReport(f"user {user_id}", removed={
            "the store (gems)": gems, "the review queue (gems waiting)": queued,
            "the Redis buffer (turns)": turns, "quarantine (records)": quarantined,
            "checkpoints' pairing state": cps, "run reports (Redis, data folder)": reports, "tombstones": tombs})
        report.pending = pending(store)
        erase(settings, r, report, texts, scan, [user_id], store)
    except (redis.ConnectionError, redis.TimeoutError) as e:
        raise BackendUnavailable(
            f"Redis did not answer ({e}); run the command again: it redoes what is left. Check redis.url / REDIS_URL"
        ) from e
    finally:
        r.close()
    log.info("forgot user %s: %d gems, %d buffered turns, %d tombstones", user_id, gems, turns, tombs)
    return Forgotten(user_id, gems, turns, tombs, report)


def _forget_gems_of(settings: Settings, store: GemStore, user_id: str, compact_now: bool = True) -> tuple[int, int]:
    if store.exclusive:
        mark_pending(store, user_id, store.count(user_id))
    gems = store.delete_user(user_id)
    usage.forget(settings, user_id)  # when and how often searches returned them goes with them
    gems += retention.forget(settings, user_id)  # and what a clean-up holds for undo
    if gems and compact_now:
        compact(store)  # the deleted gems' bytes leave the embedded store's segment files
    # Forgetting is a fresh start: no record keyed to the user stays, not even of what they deleted
    # (README, "Forgetting": re-captured transcripts come back as new memories).
    return gems, store.unbury_user(user_id)


def report_without(rep: dict[str, Any], user_id: str) -> bool:
    """Take the user's text out of a run report, in place: their gems, the notes and failures of their chunks,
    and the drop and merge examples (which name no user, so all of them go). Counters stay. False: not in it."""
    if user_id not in rep.get("users", []) and user_id not in rep.get("cleaned_up", {}):
        return False
    prefix = f"chunk {user_id}/"
    rep["users"] = [u for u in rep["users"] if u != user_id]
    rep["gems"] = [g for g in rep.get("gems", []) if g.get("user_id") != user_id]
    for name in ("notes", "failures"):
        rep[name] = [x for x in rep.get(name, []) if not str(x).startswith(prefix)]
    rep["drops"], rep["events"] = [], []
    rep.get("cleaned_up", {}).pop(user_id, None)
    return True


def export_lines(store: GemStore, user_id: str) -> Iterator[str]:
    """The user's gems as JSON lines (oldest first), every field."""
    for g in sorted(store.scroll(user_id), key=lambda g: (g.timestamp, g.id)):
        yield json.dumps(safe(g.model_dump(mode="json")), ensure_ascii=False)


@dataclass
class Imported:
    new: int
    replaced: int


def parse_lines(user_id: str, lines: list[str]) -> tuple[list[StoredGem], list[str]]:
    """The memories in JSON lines of the export's own format (export_lines), and one message per bad line
    ("line N: ..."): not JSON, not a memory, another user's, an id given twice. Blank lines are skipped."""
    from pydantic import ValidationError

    gems: list[StoredGem] = []
    errors: list[str] = []
    seen: dict[str, int] = {}
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            g = StoredGem.model_validate_json(line)
        except ValidationError as e:
            first = e.errors()[0]
            where = ".".join(str(x) for x in first.get("loc", ())) or "the line"
            errors.append(f"line {n}: not a memory as `memories export` writes it ({where}: {first.get('msg', 'invalid')})")
            continue
        if g.user_id != user_id:
            errors.append(f"line {n}: a memory of user {g.user_id!r}, not of {user_id!r}")
            continue
        if g.id in seen:
            errors.append(f"line {n}: the same memory id as line {seen[g.id]}")
            continue
        seen[g.id] = n
        gems.append(g)
    return gems, errors


def import_lines(store: GemStore, embedder: Embedder, user_id: str, lines: list[str], source: str = "input") -> Imported:
    """Memories from JSON lines in the export's own format (export_lines) into the user's store, embedded again by
    this embedder; a line whose id is stored already replaces that memory (an import run twice adds nothing).

    Every line is checked before anything is written: InputError naming the first bad line (not JSON, not a memory,
    another user's; parse_lines gives them all) and nothing imported. Secrets: the export held none (curation
    redacted them), and an import keeps what it is given, as `memories edit` does."""
    parsed, errors = parse_lines(user_id, lines)
    if errors:
        raise InputError(f"{source} {errors[0]}; nothing was imported")
    gems = [g.model_copy(update={"embedder": embedder.name}) for g in parsed]
    if not gems:
        raise InputError(f"{source}: no memory in it; nothing was imported")
    ids = [g.id for g in gems]
    had = {g.id for g in store.get(user_id, ids)}
    store.ensure(embedder.name, embedder.dim)
    dense, sparse_vecs = index_vectors(gems, embedder)
    store.upsert(gems, dense, sparse_vecs)
    return Imported(new=len(gems) - len(had), replaced=len(had))
