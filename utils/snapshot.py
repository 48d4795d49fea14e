"""Snapshots for backup and restore: the gem store as JSON lines, and the Redis keys of the buffer.

Store: every gem of every user with its dense vector (``gems.jsonl``), written through the GemStore
interface, so a snapshot taken from the embedded store restores into a Qdrant server and back; sparse
vectors are recomputed from the text (they are a pure function of it).

Redis: every key under the prefix except the lock and the heartbeat, as DUMP payloads with their TTLs
(``redis.jsonl``). Checkpoints are copied FIRST: the capture daemon commits a batch's turns and the
checkpoint past them in one transaction, so any turn committed after its checkpoint was copied lies
beyond that checkpoint and is staged again after a restore (a turn staged twice stays one entry).
The turn keys are listed and copied LAST, after the indexes: every turn an index copy names was committed
before it, so its key is found then (a turn listed before the index was copied could be named by it and
missing, which a restore would read as a turn that expired uncurated); a turn committed after the index
copy may come without its index entry, which staging it again adds.
Nothing is lost even though the daemon keeps running. The curator, which deletes turns, is kept out by
the caller (true_recall/backup.py holds the curation lock).
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
import redis

from schemas import StoredGem
from utils.keys import Keys
from utils.store import GemStore, sparse

BATCH = 256
GEMS_FILE = "gems.jsonl"
REDIS_FILE = "redis.jsonl"
MANIFEST_FILE = "manifest.json"


@dataclass
class Counts:
    gems: dict[str, int]
    keys: int


def dump_store(store: GemStore, out: IO[str]) -> dict[str, int]:
    """Write every gem with its dense vector as JSON lines; returns gems per user."""
    counts: dict[str, int] = {}
    for user in sorted(store.users()):
        gems = sorted(store.scroll(user), key=lambda g: g.id)
        for i in range(0, len(gems), BATCH):
            part = gems[i: i + BATCH]
            vecs = store.vectors(user, [g.id for g in part])
            for g in part:
                v = vecs.get(g.id)
                if v is None:
                    raise ValueError(f"gem {g.id} of {user} has no dense vector: the store is damaged")
                out.write(json.dumps({"gem": g.to_payload(),
                                      "dense": base64.b64encode(np.asarray(v, np.float32).tobytes()).decode()},
                                     ensure_ascii=False) + "\n")
        counts[user] = len(gems)
    return counts


def _gem_lines(path: Path) -> Iterator[tuple[StoredGem, np.ndarray]]:
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
                yield StoredGem.from_payload(d["gem"]), np.frombuffer(base64.b64decode(d["dense"]), np.float32)
            except (ValueError, KeyError, TypeError) as e:
                raise ValueError(f"{path}:{n}: not a gem line of a true-recall backup ({e})") from e


def load_store(store: GemStore, path: Path, keep: Callable[[StoredGem], bool] | None = None) -> dict[str, int]:
    """Upsert every gem of a gems.jsonl into the (ensured) store; returns gems per user. keep: a gem it
    says False of is left out (one its owner deleted after the backup was taken)."""
    counts: dict[str, int] = {}
    batch: list[tuple[StoredGem, np.ndarray]] = []

    def flush() -> None:
        if batch:
            gems = [g for g, _ in batch]
            store.upsert(gems, np.vstack([v for _, v in batch]),
                         sparse.embed_documents([sparse.sparse_text(g.gem, g.context, g.date) for g in gems]))
            batch.clear()

    for g, v in _gem_lines(path):
        if keep is not None and not keep(g):
            continue
        batch.append((g, v))
        counts[g.user_id] = counts.get(g.user_id, 0) + 1
        if len(batch) >= BATCH:
            flush()
    flush()
    return counts


def _skipped(keys: Keys) -> set[str]:
    return {keys.curate_lock(), f"{keys.curate_lock()}:beat", keys.heartbeat()}


def dump_redis(r: redis.Redis, keys: Keys, out: IO[str]) -> int:
    """Write the prefix's keys (checkpoints first) as DUMP payloads with TTLs; returns how many."""
    skip = _skipped(keys)

    def scan() -> list[str]:
        names = [k if isinstance(k, str) else k.decode() for k in r.scan_iter(match=keys.all_pattern(), count=1000)]
        return [k for k in names if k not in skip]

    first = scan()
    # Checkpoints before the turns they step past, then everything else but turns (the indexes among it);
    # the turn keys come from a scan made after that (see the module docstring).
    names = sorted((k for k in first if ":turn:" not in k), key=lambda k: (":cp:" not in k, k))
    n = _dump(r, names, out)
    return n + _dump(r, sorted(k for k in scan() if ":turn:" in k), out)


def _dump(r: redis.Redis, names: list[str], out: IO[str]) -> int:
    n = 0
    for name in names:
        raw = r.dump(name)
        if raw is None:
            continue  # expired or deleted meanwhile
        ttl = int(r.pttl(name))
        out.write(json.dumps({"key": name, "ttl_ms": max(0, ttl), "dump": base64.b64encode(raw).decode()}) + "\n")
        n += 1
    return n


def load_redis(r: redis.Redis, path: Path, from_prefix: str | None = None, to_prefix: str | None = None) -> tuple[int, int]:
    """RESTORE every key that does not exist yet (newer state wins); returns (restored, kept).

    Keys under `from_prefix` are renamed to `to_prefix` (a backup restored under another redis.key_prefix).
    """
    restored = kept = 0
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                d: dict[str, Any] = json.loads(line)
                name, ttl, raw = str(d["key"]), int(d["ttl_ms"]), base64.b64decode(d["dump"])
            except (ValueError, KeyError, TypeError) as e:
                raise ValueError(f"{path}:{n}: not a key line of a true-recall backup ({e})") from e
            if from_prefix and to_prefix and from_prefix != to_prefix and name.startswith(f"{from_prefix}:"):
                name = f"{to_prefix}:{name[len(from_prefix) + 1:]}"
            try:
                r.restore(name, ttl, raw)
                restored += 1
            except redis.ResponseError as e:
                if "BUSYKEY" not in str(e):
                    raise
                kept += 1
    return restored, kept
