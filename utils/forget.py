"""Forgetting some of a user's gems everywhere they are kept: the one delete path.

Shared by the stages: the memory commands and the HTTP service (retrieve/memories.py, retrieve/forget.py) and
the nightly curator, which forgets what earlier nights stored from a conversation the person later asked not
to be remembered, and what the person asks in chat to be forgotten ("forget my old address": curate/curator.py,
curate/forget_asked.py). A gem goes from the store (a tombstone kept, so curation never brings
it back; the bytes compacted now or an erasure pending), from the review queue and the clean-up's undo copy,
from the run reports, and Redis' files are rewritten.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from schemas import SUMMARY, StoredGem
from utils import retention, usage
from utils.config import Settings
from utils.erasure import ErasureReport
from utils.errors import InputError
from utils.ledger import MISSING, UNREADABLE, read_json
from utils.store import GemFilter, GemStore
from utils.store.compaction import WHEN_COMPACTED, compact, mark_pending, pending
from utils.store.tombstones import Tombstone


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


def summaries_quoting(store: GemStore, user_id: str, gem_ids: list[str]) -> list[StoredGem]:
    """The user's summaries (curate/consolidate.py) that quote any of these gems, the gems themselves left out."""
    wanted = set(gem_ids)
    if not wanted:
        return []
    return [g for g in store.scroll(user_id, GemFilter(categories=(SUMMARY,)))
            if g.id not in wanted and wanted & set(g.sources)]


def cleaned_gems(settings: Settings, user_id: str) -> list[StoredGem]:
    """The user's cleaned-up gems (a damaged file reads as none here: retention.forget still removes it)."""
    try:
        return [c.gem for c in retention.cleaned(settings, user_id)]
    except InputError:
        return []


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
    cleaned = [g for g in cleaned_gems(settings, user_id) if g.id in set(gem_ids)]
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
    rep = read_json(path, "the run report's copy", "removing it")
    if rep is MISSING:
        return False
    if rep is UNREADABLE:
        # A copy we cannot read or parse may still hold the text being removed: better gone than kept.
        path.unlink(missing_ok=True)
        return True
    if not change(rep):
        return False
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(rep, ensure_ascii=False, indent=2), encoding="utf-8")
    tmp.replace(path)
    return True
