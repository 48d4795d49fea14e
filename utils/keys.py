"""Every Redis key true-recall uses, in one place.

All keys of one user carry the hash tag ``{<user>}`` so that, on Redis Cluster, a user's turns, index,
checkpoints and markers share one slot and MULTI/EXEC over them stays legal. Global keys (heartbeat,
lock, run reports) have their own tags.

Layout (``P`` is ``redis.key_prefix``, ``U`` the user id):

| key | type | what |
|---|---|---|
| ``P:{U}:turn:<turn_id>`` | string (JSON Turn) | one staged turn; TTL ``ttl_hours`` from staging |
| ``P:{U}:turns`` | zset turn_id -> turn time (ms) | the user's staged turns in time order; members whose turn key expired are pruned by readers |
| ``P:{U}:curated`` | zset turn_id -> turn time (ms) | turns already curated (produced no gem, or their gems are stored) |
| ``P:{U}:cp:<file_key>`` | string (JSON Checkpoint) | capture checkpoint of one session file, written in the same MULTI as its turns |
| ``P:{U}:quarantine`` | stream | bad lines: file, offset, reason, a prefix of the line |
| ``P:users`` | set | user ids that have staged anything |
| ``P:{capture}:heartbeat`` | string (JSON) | capture daemon heartbeat, TTL ``heartbeat_ttl_s`` |
| ``P:{capture}:stats`` | hash | capture counters (lines, turns, quarantined, redacted) |
| ``P:{curate}:lock`` | string (token) | the curator lock; expiry renewed while a run lasts |
| ``P:{curate}:last_run`` | string (JSON report) | the last curation run report |
| ``P:{curate}:last_ok`` | string (ISO time) | when a curation run last succeeded (status warns when it is old) |
| ``P:{U}:intent:<seq>`` | hash (``body`` JSON, ``state``) | a batch of gems the curator is writing (curate/intent.py): replayed after a crash |
| ``P:{U}:intent_seq`` | counter | sequence of the user's intent records |
| ``P:{U}:expired`` | hash turn_id -> turn time (ms) | staged turns that expired before curation, until their files are marked |
| ``P:{U}:restage`` | hash file_key -> turn time (ms) | files to read again from the start, staging turns from that time on |
| ``P:{ledger}:gems`` | hash user -> count | gems the store held after the last write (utils/ledger.py) |
| ``P:{ledger}:writes`` | hash user -> write id | id of the last write per user (``P:{ledger}:write`` is the counter) |
| ``P:{capture}:unreadable`` | hash path -> reason | session files capture could not open (status lists them) |
| ``P:{U}:secret_fps`` | zset fingerprint -> time (ms) | keyed BLAKE2b fingerprints of the user's remembered secrets (no secret text): a secret cut in one session is cut in every other; newest ``SECRET_FPS_MAX`` kept, TTL ``SECRET_FPS_TTL_S`` from the last write; forget-user deletes it |
"""

from __future__ import annotations

import re

_SAFE = re.compile(r"[^A-Za-z0-9_.@+=-]")


def tag(user_id: str) -> str:
    """The hash tag for a user; braces and colons are escaped so the tag cannot be split."""
    return "{" + _SAFE.sub(lambda m: f"%{ord(m.group()):02X}", user_id) + "}"


class Keys:
    """Key names under one prefix."""

    def __init__(self, prefix: str = "tr") -> None:
        self.prefix = prefix

    def turn(self, user_id: str, turn_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:turn:{turn_id}"

    def turns(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:turns"

    def curated(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:curated"

    def checkpoint(self, user_id: str, file_key: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:cp:{file_key}"

    def checkpoints_pattern(self, user_id: str = "*") -> str:
        t = "*" if user_id == "*" else tag(user_id)
        return f"{self.prefix}:{t}:cp:*"

    def quarantine(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:quarantine"

    def users(self) -> str:
        return f"{self.prefix}:users"

    def heartbeat(self) -> str:
        return f"{self.prefix}:{{capture}}:heartbeat"

    def capture_stats(self) -> str:
        return f"{self.prefix}:{{capture}}:stats"

    def curate_lock(self) -> str:
        return f"{self.prefix}:{{curate}}:lock"

    def last_run(self) -> str:
        return f"{self.prefix}:{{curate}}:last_run"

    def last_ok(self) -> str:
        return f"{self.prefix}:{{curate}}:last_ok"

    def intent(self, user_id: str, seq: int) -> str:
        return f"{self.prefix}:{tag(user_id)}:intent:{seq:012d}"

    def intents_pattern(self) -> str:
        return f"{self.prefix}:*:intent:*"

    def intent_seq(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:intent_seq"

    def expired(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:expired"

    def restage(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:restage"

    def ledger_gems(self) -> str:
        return f"{self.prefix}:{{ledger}}:gems"

    def ledger_writes(self) -> str:
        return f"{self.prefix}:{{ledger}}:writes"

    def ledger_write(self) -> str:
        return f"{self.prefix}:{{ledger}}:write"

    def unreadable(self) -> str:
        return f"{self.prefix}:{{capture}}:unreadable"

    def secret_fps(self, user_id: str) -> str:
        return f"{self.prefix}:{tag(user_id)}:secret_fps"

    def user_pattern(self, user_id: str) -> str:
        """Every key of one user (for forget-user)."""
        return f"{self.prefix}:{tag(user_id)}:*"

    def all_pattern(self) -> str:
        return f"{self.prefix}:*"
