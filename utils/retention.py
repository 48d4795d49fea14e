"""Retention and clean-up (issue 29): the nightly curator takes out of the store what a person's settings say to
let go (utils/user_settings.py: retention, cleanup_below / cleanup_after_days), keeps it for UNDO_DAYS where only
they can bring it back, then erases it for good.

The soft delete moves the gem out of the store into <data_dir>/cleaned/<user>.jsonl (the export's format, with
when and why it was cleaned up). Out of the store, it is hidden from search, list, context and export by
construction: no read path of the store can return it, and no filter has to be added to every query (the hot
path stays as it is). Restore puts it back, embedded again (the file holds no vectors), and marks it kept
(utils/usage.py restored_at): the clean-up never takes a gem the person restored again. A later nightly run
erases entries older than UNDO_DAYS: the entry leaves the file, a tombstone is kept (curation never brings it
back, as after a delete), its usage rows go. Every forget path erases the user's entries at once
(retrieve/memories.py: forget by id, by query, a whole user); the file is in the data folder, so the erasure
scan reads it too.

"now" is the run's clock (curate --now), tz-aware UTC; a gem's age is measured from its timestamp (when it was
said), and "not returned for N days" from its last search, or from its timestamp when no search returned it.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from schemas import IMPORTANCE_RANK, StoredGem
from utils import usage, user_settings
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import InputError
from utils.store import GemStore
from utils.store.compaction import mark_pending
from utils.store.core import index_vectors
from utils.store.tombstones import Tombstone

log = logging.getLogger("true_recall.retention")

FOLDER = "cleaned"
UNDO_DAYS = 7  # how long a cleaned-up gem can be restored before a nightly run erases it


@dataclass(frozen=True)
class Cleaned:
    """A soft-deleted gem: the whole gem, when and why it was cleaned up."""

    gem: StoredGem
    cleaned_at: datetime
    reason: str

    @property
    def erase_after(self) -> datetime:
        return self.cleaned_at + timedelta(days=UNDO_DAYS)

    def to_dict(self) -> dict[str, object]:
        return {"gem": self.gem.model_dump(mode="json"), "cleaned_at": self.cleaned_at.isoformat(),
                "reason": self.reason, "erase_after": self.erase_after.isoformat()}


@dataclass(frozen=True)
class Outcome:
    """One user's clean-up in one run."""

    user_id: str
    cleaned: int  # soft-deleted now
    erased: int  # soft-deleted more than UNDO_DAYS ago, erased now
    reasons: dict[str, int]

    def to_dict(self) -> dict[str, object]:
        return {"cleaned": self.cleaned, "erased": self.erased, "reasons": self.reasons}


def path(settings: Settings, user_id: str) -> Path:
    """The user's file of cleaned-up gems (named as their settings file: a plain id, or its hash)."""
    return settings.data_path / FOLDER / user_settings.path(settings, user_id).with_suffix(".jsonl").name


def cleaned(settings: Settings, user_id: str) -> list[Cleaned]:
    """The user's cleaned-up gems, newest clean-up first."""
    p = path(settings, user_id)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            out.append(Cleaned(StoredGem.model_validate(d["gem"]), datetime.fromisoformat(d["cleaned_at"]),
                               str(d.get("reason", ""))))
        except (ValueError, KeyError, TypeError) as e:
            raise InputError(f"{p} line {n} is damaged ({e}); fix or delete the line") from e
    return sorted(out, key=lambda c: (c.cleaned_at, c.gem.id), reverse=True)


def _write(settings: Settings, user_id: str, entries: list[Cleaned]) -> None:
    p = path(settings, user_id)
    if not entries:
        p.unlink(missing_ok=True)
        return
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_name(f".{p.name}.tmp{os.getpid()}")
    with tmp.open("w", encoding="utf-8") as f:
        for c in entries:
            d = c.to_dict()
            d.pop("erase_after")
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
        f.flush()
        os.fsync(f.fileno())  # on disk before the store lets go of the gems
    tmp.replace(p)


def rewrite(settings: Settings, user_id: str, entries: list[Cleaned]) -> None:
    """Write the user's cleaned-up gems as given (scrub's redacted copies)."""
    _write(settings, user_id, entries)


def due(gems: Iterable[StoredGem], used: dict[str, usage.Usage], us: user_settings.UserSettings,
        now: datetime) -> list[tuple[StoredGem, str]]:
    """The gems the person's settings say to clean up now, each with its reason (pure: no I/O)."""
    if now.tzinfo is None:
        raise InputError("now must be timezone-aware (UTC)")
    keep_days = user_settings.RETENTION_DAYS[us.retention]
    oldest = now - timedelta(days=keep_days) if keep_days is not None else None
    below = IMPORTANCE_RANK.get(us.cleanup_below) if us.cleanup_below != "off" else None
    unused_since = now - timedelta(days=us.cleanup_after_days)
    out = []
    for g in gems:
        u = used.get(g.id)
        if u is not None and u.restored_at is not None:
            continue  # the person brought it back from a clean-up: theirs to delete, no longer ours
        if oldest is not None and g.timestamp < oldest:
            out.append((g, f"said more than {us.retention} ago (retention {us.retention})"))
        elif below is not None and IMPORTANCE_RANK[g.importance] < below:
            last = u.last_returned_at if u is not None and u.last_returned_at is not None else g.timestamp
            if last < unused_since:
                out.append((g, f"{g.importance} importance, no search returned it for {us.cleanup_after_days} days"))
    return out


def clean_user(settings: Settings, store: GemStore, user_id: str, now: datetime) -> Outcome:
    """Erase the user's clean-ups older than UNDO_DAYS, then soft-delete what their settings say is due now."""
    if now.tzinfo is None:
        raise InputError("now must be timezone-aware (UTC)")
    us = user_settings.load(settings, user_id)
    entries = cleaned(settings, user_id)
    expired = [c for c in entries if c.erase_after <= now]
    kept = [c for c in entries if c.erase_after > now]
    picked: list[tuple[StoredGem, str]] = []
    if us.retention != "forever" or us.cleanup_below != "off":
        gems = list(store.scroll(user_id))
        held = {c.gem.id for c in kept}
        picked = [(g, why) for g, why in due(gems, usage.read(settings, user_id), us, now) if g.id not in held]
    if expired:
        # Tombstones first, as for every delete: curation never re-creates what was erased.
        store.bury([Tombstone.deleted(c.gem, c.gem.id, c.gem.merged_ids) for c in expired])
    if picked or expired:
        _write(settings, user_id, [Cleaned(g, now, why) for g, why in picked] + kept)
    if expired:
        usage.forget(settings, user_id, [c.gem.id for c in expired])
    if picked:
        ids = [g.id for g, _ in picked]
        if store.exclusive:
            mark_pending(store, user_id, len(ids))  # their bytes leave the store's files at its compaction
        store.delete(user_id, ids)
    reasons: dict[str, int] = {}
    for _g, why in picked:
        key = "retention" if why.startswith("said more") else "unused"
        reasons[key] = reasons.get(key, 0) + 1
    # Usage rows of gems that are nowhere any more (a delete in one process raced another's batched write):
    # the nightly run takes them out, so a forgotten gem leaves no row behind for long.
    noted = list(usage.read(settings, user_id))
    if noted:
        alive = {g.id for i in range(0, len(noted), 1000) for g in store.get(user_id, noted[i:i + 1000])}
        alive |= {c.gem.id for c in kept} | {g.id for g, _ in picked}
        stale = set(noted) - alive
        if stale:
            usage.forget(settings, user_id, stale)
            log.info("clean-up of %s: %d usage rows of gems no longer stored removed", user_id, len(stale))
    if picked or expired:
        log.info("clean-up of %s: %d soft-deleted (%s), %d erased after %d days", user_id, len(picked), reasons,
                 len(expired), UNDO_DAYS)
    return Outcome(user_id, len(picked), len(expired), reasons)


def users(settings: Settings) -> list[str]:
    """Users with cleaned-up gems waiting (read from the files: a hashed name is read from its first entry)."""
    folder = settings.data_path / FOLDER
    out = []
    for p in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        try:
            first = next((line for line in p.read_text(encoding="utf-8").splitlines() if line.strip()), None)
            if first is not None:
                out.append(str(json.loads(first)["gem"]["user_id"]))
        except (OSError, ValueError, KeyError) as e:
            log.warning("unreadable clean-up file %s (%s)", p, e)
    return out


def find(settings: Settings, user_id: str, given: str) -> Cleaned | None:
    """The user's cleaned-up gem with this id or id prefix (at least 6 characters); InputError when it fits several."""
    g = given.strip().lower()
    hits = [c for c in cleaned(settings, user_id) if c.gem.id == g or (len(g) >= 6 and c.gem.id.startswith(g))]
    if len(hits) > 1:
        raise InputError(f"{given} is the start of {len(hits)} cleaned-up memory ids; give more of it")
    return hits[0] if hits else None


def restore(settings: Settings, store: GemStore, embedder: Embedder, user_id: str, ids: list[str],
            now: datetime) -> list[str]:
    """Put these cleaned-up gems back in the store (embedded again) and keep them from later clean-ups; returns
    the ids restored (an id that is not among the user's cleaned-up gems is left out)."""
    entries = cleaned(settings, user_id)
    want = set()
    for given in ids:
        c = find(settings, user_id, given)
        if c is not None:
            want.add(c.gem.id)
    back = [c.gem.model_copy(update={"embedder": embedder.name}) for c in entries if c.gem.id in want]
    if not back:
        return []
    store.ensure(embedder.name, embedder.dim)
    dense, sparse_vecs = index_vectors(back, embedder)
    store.upsert(back, dense, sparse_vecs)
    usage.mark_restored(settings, user_id, [g.id for g in back], now)
    _write(settings, user_id, [c for c in entries if c.gem.id not in want])
    return [g.id for g in back]


def forget(settings: Settings, user_id: str, ids: Iterable[str] | None = None) -> int:
    """Erase the user's cleaned-up gems now (these ids, or all of them); returns how many went. Read line by line:
    a damaged line that names a forgotten id goes too (better gone than kept), and forgetting a whole user
    removes the file unread."""
    p = path(settings, user_id)
    if ids is None:
        try:
            n = sum(1 for line in p.read_text(encoding="utf-8").splitlines() if line.strip())
        except FileNotFoundError:
            return 0
        except (OSError, UnicodeDecodeError):
            n = 1
        p.unlink(missing_ok=True)
        return n
    wanted = set(ids)
    try:
        lines = p.read_text(encoding="utf-8", errors="replace").splitlines()
    except FileNotFoundError:
        return 0
    kept, gone = [], 0
    for line in lines:
        if not line.strip():
            continue
        try:
            gid = json.loads(line)["gem"]["id"]
        except (ValueError, KeyError, TypeError):
            gid = next((i for i in wanted if i in line), None)
        if gid in wanted:
            gone += 1
        else:
            kept.append(line)
    if gone:
        tmp = p.with_name(f".{p.name}.tmp{os.getpid()}")
        tmp.write_text("".join(x + "\n" for x in kept), encoding="utf-8")
        tmp.replace(p)
        if not kept:
            p.unlink(missing_ok=True)
    return gone


def matching(settings: Settings, user_id: str, query: str) -> list[StoredGem]:
    """The user's cleaned-up gems a forget-by-query names (utils.store.sparse.covers). A forget must reach them
    too; they are out of the store, so the store's search cannot find them."""
    from utils.store import sparse

    return [c.gem for c in cleaned(settings, user_id) if sparse.covers(query, f"{c.gem.gem}\n{c.gem.context}")]
