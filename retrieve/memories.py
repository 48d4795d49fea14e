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
from pathlib import Path
from typing import Any

from retrieve.render import safe
from schemas import CATEGORIES, EDITABLE_FIELDS, IMPORTANCE_RANK, SUMMARY, StoredGem
from utils import retention, review_queue, usage
from utils.config import Settings
from utils.embed import Embedder
from utils.erasure import ErasureReport
from utils.errors import InputError, QuarantineError
from utils.store import GemFilter, GemStore
from utils.store.compaction import WHEN_COMPACTED, compact, mark_pending, pending
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


def delete_gems(store: GemStore, user_id: str, gem_ids: list[str], compact_now: bool = True) -> int:
    """Delete the user's gems with these ids: no search returns them from this moment. Their bytes leave an
    embedded store's segment files at its compaction: now (compact_now, which holds the store for the whole
    rewrite, ~1.5 ms per gem), or later, recorded as an erasure pending (utils/store/compaction.py: serve's
    background, the next curate run, `true-recall memories compact`).

    Each delete is recorded in the store first (a tombstone: ids, no text), so curation never
    brings the gem back, whatever happens to Redis (utils/store/tombstones.py)."""
    found = store.get(user_id, gem_ids)
    # A summary that quotes a deleted gem goes in the same operation (what a person deletes is gone from
    # every copy); it is not buried, so the next curation run rebuilds it from the sources that are left.
    quoting = summaries_quoting(store, user_id, [g.id for g in found])
    if found:
        store.bury([Tombstone.deleted(g, g.id, g.merged_ids) for g in found])
        mark_pending(store, user_id, len(found) + len(quoting))  # before the delete: a crash after it is still recorded
    n = store.delete(user_id, [g.id for g in found])
    if quoting:
        store.delete(user_id, [g.id for g in quoting])
    if n and compact_now:
        compact(store)
    return n


def drop_summaries(store: GemStore, user_id: str, gem_ids: list[str]) -> int:
    """Delete the summaries quoting these gems (not buried: the next curation run rebuilds them)."""
    quoting = summaries_quoting(store, user_id, gem_ids)
    if not quoting:
        return 0
    mark_pending(store, user_id, len(quoting))
    return store.delete(user_id, [g.id for g in quoting])


def summaries_quoting(store: GemStore, user_id: str, gem_ids: list[str]) -> list[StoredGem]:
    """The user's summaries (curate/consolidate.py) that quote any of these gems, the gems themselves left out."""
    wanted = set(gem_ids)
    if not wanted:
        return []
    return [g for g in store.scroll(user_id, GemFilter(categories=(SUMMARY,)))
            if g.id not in wanted and wanted & set(g.sources)]


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


def _cleaned_gems(settings: Settings, user_id: str) -> list[StoredGem]:
    """The user's cleaned-up gems (a damaged file reads as none here: retention.forget still removes it)."""
    try:
        return [c.gem for c in retention.cleaned(settings, user_id)]
    except InputError:
        return []


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


def forget_gems(settings: Settings, store: GemStore, user_id: str, gem_ids: list[str],
                scan: bool = False, redis_too: bool = True, compact_now: bool = True) -> tuple[int, ErasureReport]:
    """Delete the user's gems with these ids everywhere: the store (a tombstone kept; compacted now, or
    with compact_now=False an erasure pending, see delete_gems), their entries in the run report, and Redis'
    files (rewritten); scan: search for their texts afterwards.
    redis_too=False: the store only (tests of the HTTP service without Redis)."""
    from utils import review_queue

    found = store.get(user_id, gem_ids)
    # Gems waiting in the review queue (never in the store yet) go too, with their text for the scan.
    waiting = [i.gem for i in review_queue.pending(settings, user_id) if i.id in set(gem_ids)]
    if waiting:
        store.bury([Tombstone.deleted(g, g.id, g.merged_ids) for g in waiting])  # curation never brings them back
    queued = review_queue.drop(settings, user_id, set(gem_ids))
    n = delete_gems(store, user_id, [g.id for g in found], compact_now)
    usage.forget(settings, user_id, gem_ids)
    # A cleaned-up gem waiting for undo (utils/retention.py) is a copy too: erased now.
    cleaned = [g for g in _cleaned_gems(settings, user_id) if g.id in set(gem_ids)]
    n_cleaned = retention.forget(settings, user_id, gem_ids)
    found = found + [g for g in cleaned if g.id not in {f.id for f in found}]
    n += n_cleaned
    report = ErasureReport(f"{n + queued} memories of {user_id}", removed={
        "the store (gems)": n - n_cleaned, "the review queue (gems waiting)": queued,
        "cleaned up, waiting for undo": n_cleaned})
    report.pending = pending(store)
    found = [*found, *waiting]
    n += queued
    if not redis_too or not n:
        report.store = store_check(store, [user_id], {g.id for g in found})
        return n, report
    from utils.redis_conn import connect

    ids = {g.id for g in found}
    r = connect(settings)
    try:
        from utils.keys import Keys

        def drop(rep: dict[str, Any]) -> bool:
            return report_without_gems(rep, ids)

        n_rep = int(edit_report(r, Keys(settings.redis.key_prefix), drop))
        n_rep += int(edit_report_file(settings.data_path / "curate" / "last_run.json", drop))
        report.removed["run reports (Redis, data folder)"] = n_rep
        erase(settings, r, report, [x for g in found for x in (g.gem, g.context, g.snippet) if x], scan, [user_id],
              store, ids)
    finally:
        r.close()
    return n, report


def erase(settings: Settings, r: Any, report: ErasureReport, texts: list[str], scan: bool, users: list[str],
          store: GemStore | None = None, gone: set[str] | None = None) -> None:
    """After the deletes: Redis' files rewritten, the backups that still hold the user named, and (scan) the
    data folder and Redis searched for the removed texts; all of it into `report`.

    A removed text that kept data holds word for word (another user's identical reply, a sibling gem's
    snippet) is not a left-over: its copies are counted apart (kept_elsewhere). Kept data: Redis keys of
    other users (gone=None: the users in `users` are forgotten whole) or any live key (gone: these gem ids
    were deleted), and the store's live gems, less the forgotten user's or the deleted ids."""
    from utils.erasure import Needles, backups, rewrite_persistence, scan_folder, scan_redis

    report.redis_files = rewrite_persistence(r, settings.data_path / "redis" if settings.redis.embedded else None)
    if store is not None:
        report.store = store_check(store, users, gone)
    held = backups(settings.data_path)
    # A backup without the user's gems may still hold their buffered turns: every one taken before is named.
    report.backups = [f"{b['path']} ({b.get('created_at', '?')}"
                      f"{', with their memories' if set(b.get('users') or ()) & set(users) else ''})" for b in held]
    if not scan:
        return
    needles = Needles.of(texts)
    files, report.files_scanned, report.bytes_scanned = scan_folder(
        settings.data_path, needles, skip=[Path(b["path"]) for b in held])
    keys, report.keys_scanned = scan_redis(r, settings.redis.key_prefix, needles)
    tags = [f"{{{u}}}" for u in users] if gone is None else []
    theirs = {k for k in keys if any(t in k for t in tags)}
    kept: set[int] = set().union(*(v for k, v in keys.items() if k not in theirs))
    left = {f"redis:{k}": keys[k] for k in theirs}
    unexplained = set().union(*files.values(), *left.values()) - kept
    if unexplained and store is not None:
        # Only when a file holds a text nothing live in Redis explains: the store's live gems are read.
        for user in store.users():
            if gone is None and user in users:
                for g in store.scroll(user):  # a forgotten user's gem still there: a left-over, not a copy
                    left.setdefault(f"store:{user}", set()).update(needles.found_in(_gem_bytes(g)))
                continue
            for g in store.scroll(user):
                if gone is not None and g.id in gone:
                    left.setdefault(f"store:{user}", set()).update(needles.found_in(_gem_bytes(g)))
                else:
                    kept |= needles.found_in(_gem_bytes(g))
    if report.pending is not None and store is not None and getattr(store, "root", None) is not None:
        # The store's own files while its compaction is pending: expected, said apart (not a left-over).
        try:
            rel = Path(store.root).resolve().relative_to(settings.data_path.resolve()).parts  # type: ignore[attr-defined]
        except ValueError:
            rel = None
        if rel is not None:
            waiting = {k: v for k, v in files.items() if Path(k).parts[:len(rel)] == rel}
            report.pending_found = {f"file:{k}": len(v - kept) for k, v in waiting.items() if v - kept}
            files = {k: v for k, v in files.items() if k not in waiting}
    left.update({f"file:{k}": v for k, v in files.items()})
    report.found = {where: len(v - kept) for where, v in left.items() if v - kept}
    report.kept_elsewhere = len(kept & set().union(*files.values(), *keys.values()))
    report.texts, report.texts_searched, report.scanned = needles.texts, needles.searched, True


def store_check(store: GemStore, users: list[str], gone: set[str] | None) -> list[str]:
    """What the store itself says is left of the removed gems, and whether its files are cleared of them yet.

    Asked through the engine, because its files cannot all be read raw: the embedded store keeps most
    payload pages in a form a byte search does not see (bench/results/erasure.md), so the raw search
    below proves the AOF and the plain files, and the store's own answer plus its compaction prove it."""
    left = sum(store.count(u) for u in users) if gone is None else len(store.get(users[0], sorted(gone)))
    if not store.exclusive:
        how = "the Qdrant server's optimizer vacuums deleted points from its files"
    elif (p := pending(store)) is not None:
        how = (f"ERASURE PENDING: no search returns them, but their bytes stay in the store's segment files "
               f"until its compaction ({p.get('gems', 0)} deleted gems waiting since {p.get('since') or '?'}): "
               f"{WHEN_COMPACTED}")
    else:
        how = "its files rewritten from the live gems (compaction: segments and WAL)"
    return [f"the store holds {left} of the removed gems; {how}"]


def _gem_bytes(g: StoredGem) -> bytes:
    return "\n".join(x for x in (g.gem, g.context, g.snippet) if x).encode()


def report_without_gems(rep: dict[str, Any], ids: set[str]) -> bool:
    """Take these gems out of a run report, in place: their entries, and the events that name them (with a
    preview of their text). False: the report names none of them."""
    gems = [g for g in rep.get("gems", []) if str(g.get("id")) not in ids]
    events = [e for e in rep.get("events", []) if not any(i in str(e) for i in ids)]
    if len(gems) == len(rep.get("gems", [])) and len(events) == len(rep.get("events", [])):
        return False
    rep["gems"], rep["events"] = gems, events
    return True


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


def edit_report(r: Any, keys: Any, change: Callable[[dict[str, Any]], bool]) -> bool:
    """Apply change (in place, True if it took anything out) to the last run report in Redis (kept 30 days)."""
    raw = r.get(keys.last_run())
    if raw is None:
        return False
    rep = json.loads(raw)
    if not change(rep):
        return False
    r.set(keys.last_run(), json.dumps(rep, ensure_ascii=False), xx=True, keepttl=True)
    return True


def edit_report_file(path: Path, change: Callable[[dict[str, Any]], bool]) -> bool:
    """The same for the report's copy in the data folder (it outlives a Redis that died mid-run)."""
    try:
        rep = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return False
    except (OSError, ValueError) as e:
        # A copy we cannot read or parse may still hold the text being removed: better gone than kept.
        log.warning("removing unreadable report copy %s: %s", path, e)
        path.unlink(missing_ok=True)
        return True
    if not change(rep):
        return False
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(rep, ensure_ascii=False, indent=2), encoding="utf-8")
    tmp.replace(path)
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
