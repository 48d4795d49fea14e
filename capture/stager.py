"""One batch at a time: read complete lines, parse, pair, and commit turns + quarantine + checkpoint.

Shared by the daemon and backfill. The in-memory checkpoint moves only after Redis confirmed the
transaction; while Redis is down the commit is retried with capped exponential backoff, and a stop
request interrupts the wait (nothing is lost: the checkpoint simply has not moved).
"""

from __future__ import annotations

import copy
import logging
import threading
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import redis

from capture.checkpoint import Checkpoint
from capture.pairing import Pairer
from capture.parser import parse_line
from capture.tailer import Line, SessionFile, open_file, read_lines
from schemas import StagedTurn
from utils import user_settings
from utils.buffer import Buffer
from utils.config import CaptureSettings
from utils.errors import BackendUnavailable, QuarantineError, Shutdown
from utils.redact import UserFingerprints, redact_excerpt
from utils.redis_conn import TRANSIENT
from utils.retry import retrying

log = logging.getLogger("true_recall.capture")

QUARANTINE_LINE_CHARS = 2000
GONE_CHECKPOINT_TTL_S = 7 * 86400  # how long the checkpoint of a deleted/rotated-away file is kept
# Error replies that mean "not now" rather than "never" (the first word of the reply).
_TRANSIENT_REPLIES = frozenset({"OOM", "READONLY", "LOADING", "TRYAGAIN", "CLUSTERDOWN", "MASTERDOWN",
                                "NOREPLICAS", "BUSY"})
# redis-py turns some of them into classes and drops the word from the message.
_TRANSIENT_REPLY_TYPES = (redis.exceptions.OutOfMemoryError, redis.exceptions.ReadOnlyError)


def quarantine_record(source: str, line: Line, reason: str, detail: str) -> dict[str, str]:
    """What is kept of a bad line: where, why, and a redacted prefix (secrets never reach Redis)."""
    # The line itself stays in the file at `offset`: the record keeps where to find it and a redacted excerpt
    # (JSON escapes undone first, so an escaped secret is seen and cut like any other).
    text = redact_excerpt(line.data, QUARANTINE_LINE_CHARS)
    detail = redact_excerpt(detail.encode("utf-8", "replace").decode("utf-8"), 500)
    return {"source": source, "offset": str(line.offset), "reason": reason, "detail": detail,
            "line": text}


@dataclass(slots=True)
class Batch:
    """One prepared batch of a file: its turns, quarantine records and the checkpoint after it."""

    sf: SessionFile
    turns: list[StagedTurn]
    bad: list[dict[str, str]]
    cp: Checkpoint
    stats: Counter[str]
    updates: set[str]
    lines: int
    secret_fps: list[str]  # fingerprints of secrets first remembered in this batch (the user's set in Redis)


class Stager:
    """Moves session files into the buffer, batch by batch."""

    def __init__(self, buffer: Buffer, capture: CaptureSettings, stop: threading.Event | None = None,
                 backoff_initial_s: float = 0.25, give_up_s: float | None = None) -> None:
        self.buffer = buffer
        self.give_up_s = give_up_s  # None: retry Redis until it answers; else re-raise its error after this long
        self.settings = capture
        self.stop = stop or threading.Event()
        self.backoff_initial_s = backoff_initial_s
        self.disk_settings: Any = None  # the Settings, for naming Redis' folder when its disk is full
        self.totals: Counter[str] = Counter()
        self.refused: dict[str, str] = {}  # path -> why it could not be opened (backfill reports these)
        self._refused_logged: dict[str, str] = {}
        self._user_secrets: dict[str, UserFingerprints] = {}

    def user_secrets(self, user_id: str, reload: bool = False) -> UserFingerprints:
        """The user's remembered-secret fingerprints, shared by all their files and sessions: loaded from Redis
        on first use (and again with ``reload``: another capture process may have added some)."""
        us = self._user_secrets.get(user_id)
        if us is None or reload:
            loaded = self._retry(f"load the secret fingerprints of {user_id}")(self.buffer.secret_fingerprints, user_id)
            if us is None:
                us = self._user_secrets[user_id] = UserFingerprints(loaded)
            else:
                us.known.update(loaded)
        return us

    # ---- Redis with retry ---------------------------------------------------------------------

    def _sleep(self, seconds: float) -> None:
        # Waiting for Redis must not make a stop request wait: the checkpoint has not moved, so
        # leaving now loses nothing.
        if self.stop.wait(seconds):
            raise Shutdown("stop requested while waiting for Redis")

    def _retry(self, what: str):  # type: ignore[no-untyped-def]
        r = retrying(what, (*TRANSIENT, BackendUnavailable), attempts=None, initial_s=self.backoff_initial_s,
                     max_s=self.settings.backoff_max_s, within_s=self.give_up_s)
        return r.copy(sleep=self._sleep)

    # ---- files ----------------------------------------------------------------------------------

    def open(
        self, path: Path, user_id: str, names: tuple[str | None, str | None] = (None, None),
        follow_symlinks: bool = True, owners: frozenset[int] | None = None,
    ) -> SessionFile | None:
        """Open a file and position it at its saved checkpoint (or 0); None when it vanished or is refused."""
        opened = open_file(path, follow_symlinks, owners)
        if isinstance(opened, str):
            self.refuse(path, opened)
            return None
        fd, st = opened
        if self._refused_logged.pop(str(path), None) is not None:
            try:
                self.buffer.readable_again(str(path))
            except redis.RedisError:
                pass
        cp = Checkpoint(path=str(path), dev=st.st_dev, ino=st.st_ino)
        raw = self._retry(f"load checkpoint of {path}")(self.buffer.checkpoint, user_id, cp.key)
        if raw is not None:
            try:
                saved = Checkpoint.from_json(raw)
                saved.path = str(path)
                cp = saved
            except (ValueError, KeyError, TypeError) as e:
                log.warning("unreadable checkpoint for %s (%s): reading it from the start", path, e)
        self.user_secrets(user_id, reload=True)
        sf = SessionFile(path, user_id, fd, st, cp, names)
        if not cp.matches(fd, st.st_size):
            log.warning("%s was truncated or replaced since offset %d: reading it again from 0", path, cp.offset)
            sf.cp = cp.fresh()
            self.totals["restarts"] += 1
        elif cp.offset:
            log.debug("resuming %s at byte %d", path, cp.offset)
        floor = self._retry(f"load re-staging mark of {path}")(self.buffer.restage_from, user_id, cp.key)
        if floor is not None:
            log.warning("%s: staged turns from it expired before curation; reading it again from 0 and staging "
                        "its turns from %s on", path, datetime.fromtimestamp(floor / 1000, timezone.utc).isoformat())
            sf.cp = cp.fresh()
            sf.restage_from_ms = floor
        return sf

    def refuse(self, path: Path, why: str) -> None:
        """A file that cannot be read: say so once per file and reason, and record it for `status`."""
        self.refused[str(path)] = why
        if why == "vanished":
            return  # rotation or deletion between listing and opening: nothing to report
        if self._refused_logged.get(str(path)) != why:
            self._refused_logged[str(path)] = why
            log.warning("cannot read %s (%s); skipping it", path, why)
            try:
                self.buffer.note_unreadable(str(path), why)
            except redis.RedisError as e:
                log.warning("could not record the unreadable file %s: %s", path, e)

    def caught_up(self, sf: SessionFile) -> None:
        """The file is committed to its end: if it was being read again after expired turns, they are back."""
        if sf.restage_from_ms is not None:
            self._retry(f"clear re-staging mark of {sf.path}")(self.buffer.restaged, sf.user_id, sf.cp.key)
            sf.restage_from_ms = None

    def pump(self, sf: SessionFile, max_lines: int) -> int:
        """Stage the next batch of complete lines; returns how many lines were consumed (0: none ready)."""
        batch = self.prepare(sf, max_lines)
        if batch is None:
            return 0
        self.commit(batch)
        return batch.lines

    def prepare(self, sf: SessionFile, max_lines: int, after: Batch | None = None) -> Batch | None:
        """Read, parse and pair the next batch of complete lines, without touching Redis; None when none are ready.

        after: a batch of this file not committed yet; this one starts where it ends (backfill prepares
        the next batch while Redis executes the last). The checkpoint in memory moves only in commit()."""
        if sf.fd is None:
            return None
        fd = sf.fd
        size = sf.size()
        cp = sf.cp if after is None else after.cp
        if not cp.matches(fd, size):
            log.warning("%s shrank or changed under offset %d: reading it again from 0", sf.path, cp.offset)
            cp = cp.fresh()
            if after is None:
                sf.cp = cp
            self.totals["restarts"] += 1
        if size <= cp.offset:
            if after is None:  # everything read is committed (backfill calls caught_up itself)
                self.caught_up(sf)
            return None
        lines, end, data = read_lines(fd, cp.offset, max_lines, self.settings.max_line_bytes)
        if end == cp.offset:
            return None
        source = str(sf.path)
        user_secrets = self.user_secrets(sf.user_id)
        pairer = Pairer(sf.user_id, source, sf.path.stem, self.settings.noop_replies, copy.deepcopy(cp.state), sf.names,
                        user_secrets)
        turns: list[StagedTurn] = []
        bad: list[dict[str, str]] = []
        stats: Counter[str] = Counter(lines=len(lines))
        max_bytes = self.settings.max_line_bytes
        for ln in lines:
            try:
                if ln.too_long:
                    raise QuarantineError("line_too_long", f"{ln.too_long} bytes > {max_bytes}")
                entry = parse_line(ln.data, max_bytes)
                if entry is None:
                    stats["blank"] += 1
                    continue
                turns.extend(pairer.feed(entry, ln.offset))
            except QuarantineError as e:
                bad.append(quarantine_record(source, ln, e.reason, e.detail))
                stats["quarantined"] += 1
                stats[f"quarantined:{e.reason}"] += 1
            except Exception as e:  # noqa: BLE001 - a line we did not foresee must not crash-loop the daemon
                # Quarantined with its reason; one warning line (the traceback only at DEBUG), not an ERROR.
                log.warning("unexpected %s on %s at byte %d; quarantined: %s", type(e).__name__, source, ln.offset, e)
                log.debug("traceback of the quarantined line", exc_info=True)
                bad.append(quarantine_record(source, ln, "unexpected_error", f"{type(e).__name__}: {e}"))
                stats["quarantined"] += 1
                stats["quarantined:unexpected_error"] += 1
        self._merge(stats, pairer)
        new_cp = cp.advanced(fd, end, data, pairer.state(), _add(cp.counts, stats))
        turns, updates = _latest(turns, pairer)
        if sf.restage_from_ms is not None:
            turns = [t for t in turns if t.timestamp.timestamp() * 1000 >= sf.restage_from_ms]
        return Batch(sf, turns, bad, new_cp, stats, updates, len(lines), user_secrets.take_new())

    def commit(self, batch: Batch) -> None:
        """Write a prepared batch and its checkpoint in one transaction, then move the checkpoint in memory."""
        self._commit(batch.sf, batch.turns, batch.bad, batch.cp, batch.stats, batch.updates, batch.secret_fps)
        batch.sf.cp = batch.cp

    def drain(self, sf: SessionFile, max_lines: int) -> int:
        """Stage every complete line there is now; returns lines consumed."""
        n = 0
        while not self.stop.is_set():
            k = self.pump(sf, max_lines)
            if not k:
                break
            n += k
        return n

    def finish(self, sf: SessionFile, max_lines: int) -> None:
        """The file is gone (deleted or rotated away): read it to the end, emit the waiting turn, close."""
        if sf.fd is not None:
            self.drain(sf, max_lines)
        if self.stop.is_set():
            sf.close()
            return
        cp = sf.cp
        user_secrets = self.user_secrets(sf.user_id)
        pairer = Pairer(sf.user_id, str(sf.path), sf.path.stem, self.settings.noop_replies, copy.deepcopy(cp.state),
                        sf.names, user_secrets)
        turns = pairer.flush()
        if turns or pairer.counts:
            stats: Counter[str] = Counter()
            self._merge(stats, pairer)
            new_cp = Checkpoint(path=cp.path, dev=cp.dev, ino=cp.ino, offset=cp.offset, head=cp.head,
                                head_len=cp.head_len, tail=cp.tail, state=pairer.state(),
                                counts=_add(cp.counts, stats))
            self._commit(sf, turns, [], new_cp, stats, None, user_secrets.take_new())
            sf.cp = new_cp
        sf.close()
        try:
            # Kept a while for `status`, then dropped: a deleted file's inode may be reused, and the
            # head hash would tell the new file apart anyway.
            self.buffer.expire_checkpoint(sf.user_id, sf.cp.key, GONE_CHECKPOINT_TTL_S)
        except (*TRANSIENT, redis.RedisError) as e:
            log.warning("could not set expiry on the checkpoint of %s: %s", sf.path, e)

    # ---- internals ------------------------------------------------------------------------------

    def _merge(self, stats: Counter[str], pairer: Pairer) -> None:
        for k, v in pairer.counts.items():
            if k != "turns":  # staged turns are counted from what Redis says was new
                stats[k] += v
        for kind, v in pairer.redacted.items():
            stats[f"redacted:{kind}"] += v
        if pairer.redacted:
            stats["redacted"] += sum(pairer.redacted.values())

    def _commit(self, sf: SessionFile, turns: list[StagedTurn], bad: list[dict[str, str]], cp: Checkpoint,
                stats: Counter[str], updates: set[str] | None = None, secret_fps: list[str] | None = None) -> None:
        self.commit_batch(sf.user_id, sf.path.name, cp.key, cp.to_json(), turns, bad, stats, updates, secret_fps)

    def commit_batch(self, user_id: str, label: str, cp_key: str, payload: str, turns: list[StagedTurn],
                     bad: list[dict[str, str]], stats: Counter[str], updates: set[str] | None = None,
                     secret_fps: list[str] | None = None) -> int:
        """Turns + quarantine + the checkpoint (key, JSON) in one transaction, retried until Redis takes it.

        Shared by every source (session files, OpenClaw's SQLite store); returns how many turns were new.
        A user whose memory is off (utils/user_settings.py) has nothing staged: the checkpoint moves past the lines.
        """
        if turns and self.disk_settings is not None and user_settings.load(self.disk_settings, user_id).memory_off:
            stats["memory_off"] += len(turns)
            turns = []
        attempts = 0

        def once() -> int:
            nonlocal attempts
            attempts += 1
            # A lost EXEC reply may hide a commit that landed: then it must not be applied twice.
            try:
                if attempts > 1 and self.buffer.checkpoint(user_id, cp_key) == payload:
                    self.buffer.confirm(user_id, cp_key, payload)
                    return 0
                return self.buffer.commit(user_id, turns, (cp_key, payload), bad, dict(stats), updates,
                                          secret_fps or ())
            except redis.ResponseError as e:
                from utils.diskfull import from_error

                # A full disk does not recover by itself: stop, saying which folder to free (the checkpoint
                # did not move, so the next run stages this batch). Retried, it went on forever.
                full = from_error(e, self.disk_settings)
                if full is not None:
                    raise full from e
                # A server that is out of memory, read-only or still loading recovers by itself: wait for
                # it like for a server that is down (the transaction was refused as a whole).
                if isinstance(e, _TRANSIENT_REPLY_TYPES) or str(e).split(" ", 1)[0].upper() in _TRANSIENT_REPLIES:
                    raise BackendUnavailable(f"Redis refused the batch ({type(e).__name__}): {e}") from e
                raise

        new = self._retry(f"staging {len(turns)} turns from {label}")(once)
        if attempts > 1:
            log.info("Redis is back: staged the batch from %s after %d attempts", label, attempts)
        self.totals.update(stats)
        self.totals["turns"] += new
        self.totals["turns_seen"] += len(turns) - len(updates or ())
        return int(new)

    def load_checkpoints(self, user_id: str, cp_keys: list[str]) -> list[str | None]:
        """Saved checkpoints of many sources at once (waits for Redis like a commit does)."""
        return self._retry(f"load {len(cp_keys)} checkpoints")(self.buffer.checkpoints_of, user_id, cp_keys)

    def merge_counts(self, stats: Counter[str], pairer: Pairer) -> None:
        """What a Pairer counted, into a batch's stats."""
        self._merge(stats, pairer)


def _latest(turns: list[StagedTurn], pairer: Pairer) -> tuple[list[StagedTurn], set[str]]:
    """One version per turn (the last, longest reply) and the ids that update turns staged earlier."""
    last: dict[str, StagedTurn] = {}
    for t in turns:
        last[t.turn_id] = t
    return list(last.values()), pairer.updates - pairer.fresh


def latest_turns(turns: list[StagedTurn], pairer: Pairer) -> tuple[list[StagedTurn], set[str]]:
    """One version per turn and the ids that update turns staged earlier (for other sources)."""
    return _latest(turns, pairer)


def add_counts(a: dict[str, int], b: Counter[str]) -> dict[str, int]:
    """Running per-source counters plus one batch's."""
    return _add(a, b)


def _add(a: dict[str, int], b: Counter[str]) -> dict[str, int]:
    out = dict(a)
    for k, v in b.items():
        if ":" not in k or k.startswith("quarantined:"):
            out[k] = out.get(k, 0) + v
    return out
