"""Erasure that reaches every copy: what forgetting (a user, a memory) and scrub do after the deletes.

Deleting keys in Redis does not take their text off the disk: the append-only file keeps every write until
it is rewritten, and an RDB snapshot keeps what was there when it was taken. So after the deletes:

1. ``rewrite_persistence`` rewrites Redis' AOF (BGREWRITEAOF) and its snapshot when one is configured
   (BGSAVE), and waits for each to finish (INFO persistence, with a deadline). The embedded server writes
   the new AOF as plain commands (``aof-use-rdb-preamble no``), so that a raw-byte search can read all of it:
   an RDB preamble compresses long strings, and a scan that cannot see them would report 0 in error.
2. ``Needles`` are byte strings of the removed text (in the encodings it is stored in: raw UTF-8 and JSON
   escaped); ``scan_folder`` and ``scan_redis`` search the data folder's files (the AOF included) and every
   value of the run's Redis keys for them.
3. ``backups`` lists the backups `true-recall backup` recorded (``<data_dir>/backups.jsonl``) that still
   exist: taken before, they still hold what was just forgotten.

An ``ErasureReport`` says what was removed where and what the scan found; the CLI prints it.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import redis

from utils.errors import StopError

log = logging.getLogger("true_recall.erasure")

# How long a rewrite of Redis' files may take before the command gives up and says so.
REWRITE_TIMEOUT_S = 120.0
# How often the rewrite's progress is polled.
POLL_S = 0.05
# A text shorter than this is too common to say anything when found (e.g. "ok"); it is not searched for.
MIN_NEEDLE = 12
# The longest piece of a text searched for: a long text is searched for by its start and its end, which a
# partial copy (a snippet, a report's cut-off preview) holds too.
PIECE = 48
# At most this many texts are searched for (a user with a huge history: an even sample of them).
MAX_TEXTS = 2000
# The record of backups taken, in the data folder.
BACKUPS_FILE = "backups.jsonl"
# Files read in pieces of this size when scanned (the overlap keeps a needle across two pieces).
READ_BYTES = 8 << 20


# ---- Redis' files ----------------------------------------------------------------------------------


def _persistence(r: redis.Redis) -> dict[str, Any]:
    return dict(r.info("persistence"))


def _wait(r: redis.Redis, done: Any, what: str, deadline: float) -> dict[str, Any]:
    while True:
        info = _persistence(r)
        if done(info):
            return info
        if time.monotonic() > deadline:
            raise StopError(f"Redis did not finish {what} within {REWRITE_TIMEOUT_S:g}s; the forgotten text may "
                            "still be in its files: run the command again once Redis is less busy")
        time.sleep(POLL_S)


def rewrite_aof(r: redis.Redis, timeout_s: float = REWRITE_TIMEOUT_S, plain: bool = False) -> bool:
    """Rewrite the AOF from the data as it is now and wait for it; False when AOF is off.

    plain: write it as commands only (no RDB preamble, whose compressed strings a raw scan cannot read)."""
    deadline = time.monotonic() + timeout_s
    info = _persistence(r)
    if not int(info.get("aof_enabled", 0)):
        return False
    if plain:
        try:
            r.config_set("aof-use-rdb-preamble", "no")
        except redis.ResponseError as e:  # CONFIG refused (an ACL without it): the rewrite still happens
            log.warning("could not turn off the AOF's RDB preamble (%s): a raw scan cannot read all of the AOF", e)
    # A rewrite already running started before our deletes: let it finish, then ask for ours.
    info = _wait(r, lambda i: not int(i.get("aof_rewrite_in_progress", 0))
                 and not int(i.get("aof_rewrite_scheduled", 0)), "an AOF rewrite already running", deadline)
    before = int(info.get("aof_rewrites", 0))
    try:
        r.bgrewriteaof()
    except redis.ResponseError as e:
        if "already in progress" not in str(e):
            raise
    info = _wait(r, lambda i: int(i.get("aof_rewrites", 0)) > before and not int(i.get("aof_rewrite_in_progress", 0))
                 and not int(i.get("aof_rewrite_scheduled", 0)), "rewriting its AOF", deadline)
    if info.get("aof_last_bgrewrite_status") != "ok":
        raise StopError("Redis failed to rewrite its AOF (INFO persistence: aof_last_bgrewrite_status "
                        f"{info.get('aof_last_bgrewrite_status')}); see its log, free disk space, and run again")
    return True


def resave_rdb(r: redis.Redis, timeout_s: float = REWRITE_TIMEOUT_S) -> bool:
    """Write a new RDB snapshot (replacing the one that holds the deleted keys) when snapshots are configured."""
    try:
        save = r.config_get("save").get("save", "")
    except redis.ResponseError:
        return False  # CONFIG renamed or refused on a managed server: its snapshots are not ours to redo
    if not str(save).strip():
        return False
    deadline = time.monotonic() + timeout_s
    info = _wait(r, lambda i: not int(i.get("rdb_bgsave_in_progress", 0)), "a snapshot already running", deadline)
    before = int(info.get("rdb_saves", 0))
    try:
        r.bgsave()
    except redis.ResponseError as e:
        if "already in progress" not in str(e):
            raise
    info = _wait(r, lambda i: int(i.get("rdb_saves", 0)) > before and not int(i.get("rdb_bgsave_in_progress", 0)),
                 "a snapshot", deadline)
    if info.get("rdb_last_bgsave_status") != "ok":
        raise StopError("Redis failed to write its snapshot (rdb_last_bgsave_status "
                        f"{info.get('rdb_last_bgsave_status')}); see its log, free disk space, and run again")
    return True


def wait_history_gone(aof_dir: Path, timeout_s: float = 10.0) -> bool:
    """Wait until the AOF manifest lists no history files (the old ones are deleted in the background)."""
    deadline = time.monotonic() + timeout_s
    while True:
        manifests = list(aof_dir.glob("*.manifest"))
        text = "".join(m.read_text(encoding="utf-8", errors="replace") for m in manifests)
        if manifests and " type h" not in text:
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(POLL_S)


def rewrite_persistence(r: redis.Redis, embedded_dir: Path | None = None,
                        timeout_s: float = REWRITE_TIMEOUT_S) -> list[str]:
    """Rewrite Redis' AOF and snapshot so deleted keys leave its files; returns what was done, as lines.

    embedded_dir: the embedded server's folder (its AOF is written as plain commands, and the old files are
    waited for until gone)."""
    from utils.redis_conn import every_server

    servers, unreachable = every_server(r)
    if len(servers) == 1 and not unreachable:
        done = []
        if rewrite_aof(r, timeout_s, plain=embedded_dir is not None):
            done.append("Redis AOF rewritten")
            if embedded_dir is not None and not wait_history_gone(embedded_dir / "appendonlydir"):
                done.append("the AOF's old files were not yet deleted")
        else:
            done.append("Redis AOF is off (nothing to rewrite)")
        if resave_rdb(r, timeout_s):
            done.append("Redis snapshot (RDB) rewritten")
        return done
    # A cluster, or a primary with replicas: each server keeps its own files. One after another (a rewrite
    # forks; all at once would double the memory of every host at the same moment).
    aof, rdb, off = [], [], []
    for name, client in servers:
        (aof if rewrite_aof(client, timeout_s) else off).append(name)
        if resave_rdb(client, timeout_s):
            rdb.append(name)
    done = []
    if aof:
        done.append(f"Redis AOF rewritten on {len(aof)} of {len(servers)} servers ({', '.join(aof)})")
    if off:
        done.append(f"Redis AOF is off on {len(off)} of {len(servers)} servers (nothing to rewrite)")
    if rdb:
        done.append(f"Redis snapshot (RDB) rewritten on {len(rdb)} servers")
    if unreachable:
        done.append(f"WARNING: replicas not reached, their files may still hold it: {', '.join(unreachable)}")
    return done


# ---- what to search for -----------------------------------------------------------------------------


@dataclass
class Needles:
    """Byte strings of removed texts, in the encodings the text is kept in."""

    texts: int = 0  # texts given
    searched: int = 0  # texts searched for (long enough, within MAX_TEXTS)
    needles: dict[bytes, int] = field(default_factory=dict)  # needle -> index of its text
    _ac: Any = field(default=None, repr=False)
    _order: list[int] = field(default_factory=list, repr=False)

    @classmethod
    def of(cls, texts: Iterable[str], min_len: int = MIN_NEEDLE) -> "Needles":
        uniq = list(dict.fromkeys(t.strip() for t in texts if t and t.strip()))
        out = cls(texts=len(uniq))
        usable = [t for t in uniq if len(t) >= min_len]
        if len(usable) > MAX_TEXTS:
            step = len(usable) / MAX_TEXTS
            usable = [usable[int(i * step)] for i in range(MAX_TEXTS)]
        for i, t in enumerate(usable):
            pieces = {t} if len(t) <= PIECE else {t[:PIECE], t[-PIECE:]}
            for p in pieces:
                for form in (p, json.dumps(p)[1:-1], json.dumps(p, ensure_ascii=False)[1:-1]):
                    b = form.encode("utf-8")
                    if len(b) >= min_len:
                        out.needles.setdefault(b, i)
        out.searched = len(usable)
        return out

    def found_in(self, blob: bytes) -> set[int]:
        """Indexes of the texts a blob holds a piece of (one pass, whatever the number of needles)."""
        if not self.needles:
            return set()
        if self._ac is None:
            from ahocorasick_rs import BytesAhoCorasick

            self._order = list(self.needles.values())
            self._ac = BytesAhoCorasick(list(self.needles))
        return {self._order[k] for k, _s, _e in self._ac.find_matches_as_indexes(blob, overlapping=True)}


def scan_folder(root: Path, needles: Needles, skip: Iterable[Path] = ()) -> tuple[dict[str, set[int]], int, int]:
    """Files under root holding removed text: ({relative path: indexes of the texts found}, files, bytes read)."""
    found: dict[str, set[int]] = {}
    files = read = 0
    skipped = [p.resolve() for p in skip]
    longest = max((len(n) for n in needles.needles), default=0)
    if not needles.needles or not root.is_dir():
        return found, files, read
    for dirpath, _dirs, names in os.walk(root):
        here = Path(dirpath)
        if any(here.resolve() == s or s in here.resolve().parents for s in skipped):
            continue
        for name in names:
            p = here / name
            if p.is_symlink() or not p.is_file():
                continue
            hits: set[int] = set()
            try:
                with p.open("rb") as f:
                    tail = b""
                    while chunk := f.read(READ_BYTES):
                        hits |= needles.found_in(tail + chunk)
                        read += len(chunk)
                        tail = chunk[-longest:]
            except OSError as e:
                log.warning("could not read %s for the erasure scan: %s", p, e)
                continue
            files += 1
            if hits:
                found[str(p.relative_to(root))] = hits
    return found, files, read


def redis_values(r: redis.Redis, key: Any) -> bytes:
    """A key's whole value as bytes, by type (DUMP would compress long strings and hide them)."""
    t = r.type(key)
    t = t.decode() if isinstance(t, bytes) else t
    parts: list[Any]
    if t == "string":
        parts = [r.get(key) or b""]
    elif t == "hash":
        parts = [x for kv in r.hgetall(key).items() for x in kv]
    elif t == "zset":
        parts = list(r.zrange(key, 0, -1))
    elif t == "set":
        parts = list(r.smembers(key))
    elif t == "list":
        parts = list(r.lrange(key, 0, -1))
    elif t == "stream":
        parts = [x for _id, f in r.xrange(key) for kv in f.items() for x in kv]
    else:
        parts = []
    return b"\n".join(x if isinstance(x, bytes) else str(x).encode() for x in [key, *parts])


def scan_redis(r: redis.Redis, prefix: str, needles: Needles) -> tuple[dict[str, set[int]], int]:
    """Keys of the run (prefix) whose name or value holds removed text: ({key: indexes of the texts found},
    keys read)."""
    found: dict[str, set[int]] = {}
    n = 0
    for key in r.scan_iter(match=f"{prefix}:*", count=1000):
        n += 1
        hits = needles.found_in(redis_values(r, key))
        if hits:
            found[key.decode() if isinstance(key, bytes) else str(key)] = hits
    return found, n


# ---- backups ----------------------------------------------------------------------------------------


def record_backup(data_path: Path, folder: Path, gems_per_user: dict[str, int]) -> None:
    """Note a backup in the data folder's record, so that forgetting can name the copies it cannot reach."""
    data_path.mkdir(parents=True, exist_ok=True)
    line = json.dumps({"path": str(folder.resolve()), "created_at": datetime.now(timezone.utc).isoformat(),
                       "users": sorted(gems_per_user)}) + "\n"
    fd = os.open(data_path / BACKUPS_FILE, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        os.write(fd, line.encode())
    finally:
        os.close(fd)


def backups(data_path: Path) -> list[dict[str, Any]]:
    """The recorded backups whose folder still exists, oldest first."""
    try:
        raw = (data_path / BACKUPS_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    out = []
    for line in raw.splitlines():
        try:
            b = json.loads(line)
        except ValueError:
            continue
        if isinstance(b, dict) and Path(str(b.get("path", ""))).is_dir():
            out.append(b)
    return out


# ---- the report -------------------------------------------------------------------------------------


@dataclass
class ErasureReport:
    """What was removed where, what Redis rewrote, and what a raw-byte search still found."""

    what: str  # "user alice", "3 memories of alice"
    removed: dict[str, int] = field(default_factory=dict)  # place -> items removed
    redis_files: list[str] = field(default_factory=list)
    store: list[str] = field(default_factory=list)  # what the store says of the removed gems, and how it was rewritten
    # The store's pending erasure (utils/store/compaction.py) when its files still hold deleted gems' bytes
    # (a delete in serve, `memories delete --later`); None: compacted, or a server's own business.
    pending: dict[str, Any] | None = None
    texts: int = 0
    texts_searched: int = 0
    files_scanned: int = 0
    bytes_scanned: int = 0
    keys_scanned: int = 0
    found: dict[str, int] = field(default_factory=dict)  # "file:<path>" / "redis:<key>" -> texts found
    # Found in the store's own files while its compaction is pending: expected until then, not a left-over.
    pending_found: dict[str, int] = field(default_factory=dict)
    # Removed texts that other kept data holds word for word (another user's identical reply, a sibling
    # gem's snippet): their copies in files are those, not left-overs, and are not counted as found.
    kept_elsewhere: int = 0
    backups: list[str] = field(default_factory=list)  # backups that still hold (or may hold) it
    scanned: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    def lines(self) -> list[str]:
        out = [f"erasure report: {self.what}"]
        out += [f"  removed from {place}: {n}" for place, n in self.removed.items()]
        out += [f"  {x}" for x in self.redis_files + self.store]
        if self.scanned:
            out.append(f"  raw-byte search for {self.texts_searched} of {self.texts} removed texts "
                       f"({self.texts - self.texts_searched} too short or over {MAX_TEXTS}) in {self.files_scanned} "
                       f"files ({self.bytes_scanned:,} bytes, AOF included) and {self.keys_scanned} Redis keys: "
                       f"{len(self.found)} found"
                       + (f" ({self.kept_elsewhere} texts are also kept, word for word, for other users or "
                          "memories: their copies are not counted)" if self.kept_elsewhere else ""))
            out += [f"  FOUND in {where}: {n} texts" for where, n in sorted(self.found.items())]
            out += [f"  PENDING in {where}: {n} texts (gone at the store's compaction)"
                    for where, n in sorted(self.pending_found.items())]
        for b in self.backups:
            out.append(f"  WARNING: backup {b} was taken before and may still hold it: delete it or take a new one")
        return out
