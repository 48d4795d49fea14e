"""Intent records: what the curator is about to write for one batch, kept in Redis until it is settled.

Without them a crash between the store upsert and the buffer trim left the gems stored and the turns
staged; the re-run curated those turns again against its own earlier output, and merges and
supersessions came out differently (831/834/833 gems instead of 833). Now each batch is:

1. ``write``: the batch's final gems (payloads and dense vectors), supersession links, and the turns to
   trim or mark, under ``P:{U}:intent:<seq>`` (state ``pending``);
2. the upsert and the links, then a read-back (the curator trims nothing the store does not return);
3. ``finish``: the buffer trim and the state ``applied`` in ONE transaction;
4. at the end of a successful run, every applied record of the run is checked against the store once
   more and dropped.

The next run, before anything else, replays what it finds: a ``pending`` record is written again and
trimmed (same gems, same vectors, same links: the result is the clean run's), and if any gem of an
``applied`` record is missing from the store (deleted or damaged during the run) the user's records are
replayed in order, so the turns already trimmed do not take their memories with them.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Any

import numpy as np
import redis

from schemas import StoredGem
from utils.buffer import Buffer
from utils.keys import Keys


@dataclass
class Intent:
    """One batch of writes for one user."""

    user_id: str
    gems: list[dict[str, Any]] = field(default_factory=list)  # StoredGem payloads
    dense: str = ""  # float32 vectors, base64, row per gem
    dim: int = 0
    links: dict[str, str] = field(default_factory=dict)  # stored old id -> superseding id
    remove: list[str] = field(default_factory=list)  # turns whose gems these are: deleted from the buffer
    mark: dict[str, int] = field(default_factory=dict)  # turns without a gem: marked curated (turn_id -> ms)
    state: str = "pending"
    seq: int = 0

    @classmethod
    def build(cls, user_id: str, gems: list[StoredGem], dense: np.ndarray, links: dict[str, str],
              remove: Iterable[str], mark: dict[str, int]) -> "Intent":
        arr = np.ascontiguousarray(dense, dtype=np.float32) if len(gems) else np.zeros((0, 0), np.float32)
        return cls(user_id=user_id, gems=[g.to_payload() for g in gems],
                   dense=base64.b64encode(arr.tobytes()).decode("ascii"), dim=int(arr.shape[1]) if arr.ndim == 2 else 0,
                   links=dict(links), remove=sorted(remove), mark=dict(mark))

    def stored_gems(self) -> list[StoredGem]:
        return [StoredGem.from_payload(p) for p in self.gems]

    def vectors(self) -> np.ndarray:
        raw = np.frombuffer(base64.b64decode(self.dense), dtype=np.float32)
        return raw.reshape(len(self.gems), self.dim) if self.gems else np.zeros((0, max(1, self.dim)), np.float32)

    def gem_ids(self) -> list[str]:
        return [str(p["id"]) for p in self.gems]

    def to_json(self) -> str:
        # The fields as they are (dataclasses.asdict would deep-copy every gem's payload first): the same JSON.
        return json.dumps({f.name: getattr(self, f.name) for f in fields(self)}, ensure_ascii=False,
                          separators=(",", ":"))

    @classmethod
    def from_json(cls, raw: str) -> "Intent":
        return cls(**json.loads(raw))


class IntentLog:
    """The intent records of every user, in Redis."""

    def __init__(self, r: redis.Redis, keys: Keys) -> None:
        self.r = r
        self.keys = keys

    def write(self, intent: Intent) -> Intent:
        """Save a pending record (no TTL: it lives until it is settled); sets its sequence number.

        A hash: the record's JSON once in ``body``, its state in ``state``, so that marking it applied
        rewrites one short field, not the batch's gems and vectors (megabytes) serialised a second time."""
        intent.seq = int(self.r.incr(self.keys.intent_seq(intent.user_id)))
        intent.state = "pending"
        self.r.hset(self.keys.intent(intent.user_id, intent.seq), mapping={"body": intent.to_json(), "state": "pending"})
        return intent

    def finish(self, intent: Intent, buffer: Buffer) -> None:
        """Trim the buffer and mark the record applied, in one transaction (one user: one hash slot)."""
        pipe = self.r.pipeline(transaction=True)
        buffer.trim_into(pipe, intent.user_id, intent.remove, intent.mark)
        pipe.hset(self.keys.intent(intent.user_id, intent.seq), "state", "applied")
        pipe.execute()
        intent.state = "applied"

    def all(self) -> list[Intent]:
        """Every record, per user in sequence order."""
        out: list[Intent] = []
        for key in self.r.scan_iter(match=self.keys.intents_pattern(), count=500):
            i = self._read(key)
            if i is not None:
                out.append(i)
        return sorted(out, key=lambda i: (i.user_id, i.seq))

    def _read(self, key: str) -> Intent | None:
        kind = self.r.type(key)
        kind = kind if isinstance(kind, str) else kind.decode()
        if kind == "string":
            # Written by a version before the hash (state inside the JSON): made a hash now, in one
            # transaction, so that finish() can mark it applied like any other.
            raw = self.r.get(key)
            if raw is None:
                return None
            old = Intent.from_json(raw if isinstance(raw, str) else raw.decode())
            pipe = self.r.pipeline(transaction=True)
            pipe.delete(key)
            pipe.hset(key, mapping={"body": old.to_json(), "state": old.state})
            pipe.execute()
            return old
        h = self.r.hgetall(key)
        if not h:
            return None
        h = {(k if isinstance(k, str) else k.decode()): (v if isinstance(v, str) else v.decode()) for k, v in h.items()}
        i = Intent.from_json(h["body"])
        i.state = h.get("state", i.state)
        return i

    def drop(self, intents: Iterable[Intent]) -> None:
        keys = [self.keys.intent(i.user_id, i.seq) for i in intents]
        for k in keys:  # one by one: records of different users live in different cluster slots
            self.r.delete(k)
