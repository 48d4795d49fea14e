"""Expiry that cannot lose a memory: what happens around a staged turn's TTL.

The TTL keeps the buffer from growing without bound; it must never be how a memory is lost. So:

- the capture daemon gives pending (not yet curated) turns their full TTL again when less than
  ``redis.expiry_warn_hours`` is left (``Buffer.extend_pending``), and the curator curates pending turns
  that would expire before its next run even when they lie outside its window;
- `status` and the curate report warn loudly when a pending turn is that close to expiry, or when the
  curator has not succeeded for longer than ``curate.lookback_hours`` (``alarms``);
- if turns expire anyway (daemon and curator both down for longer than the TTL), readers record them
  (``Buffer.turns``) and ``roll_back`` marks the files they can have come from to be read again from the
  start, staging only turns from the earliest expired one on, and the report says how many;
- recovery is one step: `backfill` and the capture daemon notice expired turns themselves (``recover``)
  and stage their files again at once, and `status` names that one command (``alarms``) and stays non-zero
  while a turn is expired or a file is still marked to be staged again.
"""

from __future__ import annotations

import json
import logging
import os
import shlex
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from utils.buffer import Buffer

log = logging.getLogger("true_recall.expiry")

# A session file's last write can be a little before the time written in its entries (clocks differ).
MTIME_SLACK_MS = 3_600_000


@dataclass
class RollBack:
    """What roll_back did for one user."""

    user_id: str
    turns: int = 0  # expired pending turns found
    files: list[str] = field(default_factory=list)  # files marked to be read again
    since: str | None = None  # the earliest expired turn's time

    def note(self) -> str:
        files = ", ".join(self.files) if self.files else "no session file still on disk could hold them"
        return (f"{self.turns} staged turns of {self.user_id} (from {self.since}) expired before they were "
                f"curated; files marked to be staged again from that time: {files}. {recovery(self.files)}")


def recovery(files: list[str]) -> str:
    """The one command that stages marked files again."""
    if not files:
        return "Restore the sessions from a backup if they matter"
    return (f"Run `true-recall backfill {' '.join(shlex.quote(f) for f in files)}` (or restart the capture "
            "daemon): it stages them again, and the next curate run curates them")


def _files_since(buf: Buffer, user_id: str, floor: int) -> list[tuple[str, str]]:
    """(checkpoint key, path) of the user's files still on disk that can hold turns from `floor` (ms) on."""
    out = []
    for key, raw in sorted(buf.checkpoints(user_id).items()):
        try:
            cp: dict[str, Any] = json.loads(raw)
            path = str(cp["path"])
        except (ValueError, KeyError, TypeError):
            continue
        try:
            st = os.stat(path)
        except OSError:
            continue
        if (st.st_dev, st.st_ino) != (int(cp.get("dev", -1)), int(cp.get("ino", -1))):
            continue  # another file now has this name; its own checkpoint covers it
        if st.st_mtime * 1000 + MTIME_SLACK_MS < floor:
            continue  # last written before the earliest expired turn: cannot hold it
        out.append((key, path))
    return out


def roll_back(buf: Buffer, user_id: str) -> RollBack | None:
    """Mark the files expired turns of this user can have come from; None when nothing expired."""
    expired = buf.expired(user_id)
    if not expired:
        return None
    floor = min(expired.values())
    rb = RollBack(user_id, turns=len(expired),
                  since=datetime.fromtimestamp(floor / 1000, timezone.utc).isoformat())
    for key, path in _files_since(buf, user_id, floor):
        buf.mark_restage(user_id, key.rsplit(":cp:", 1)[1], floor)
        rb.files.append(path)
    buf.clear_expired(user_id, expired)
    log.warning("%s", rb.note())
    return rb


def notice_expired(buf: Buffer, user_id: str) -> int:
    """Record the user's pending turns whose keys expired (as a reader of them would); how many are recorded."""
    ids = buf.pending_ids(user_id)
    if any(ms == -2 for ms in buf.pttls(user_id, ids)):
        buf.turns(user_id)  # prunes them from the index and records them as expired, in one transaction
    return len(buf.expired(user_id))


def recover(buf: Buffer, users: list[str]) -> list[RollBack]:
    """Notice expired turns of these users and mark their files to be staged again (backfill, the daemon)."""
    out = []
    for u in users:
        if notice_expired(buf, u):
            rb = roll_back(buf, u)
            if rb is not None:
                out.append(rb)
    return out


def marked_files(buf: Buffer, user_id: str) -> list[str]:
    """Paths of the user's files marked to be staged again (a file gone since is left out)."""
    marks = buf.r.hgetall(buf.keys.restage(user_id))
    if not marks:
        return []
    out = []
    cps = buf.checkpoints_of(user_id, list(marks))
    for raw in cps:
        try:
            out.append(str(json.loads(raw or "")["path"]))
        except (ValueError, KeyError, TypeError):
            continue
    return out


def alarms(buf: Buffer, users: list[str], warn_hours: float, last_ok: str | None, lookback_hours: float,
           now: datetime) -> list[str]:
    """Loud warnings about memories at risk: turns close to expiry, expired turns, a curator that stopped."""
    out: list[str] = []
    for u in users:
        left = buf.min_pending_ttl_s(u)
        if left is not None and left < warn_hours * 3600:
            out.append(f"{u}: a staged turn expires in {left / 3600:.1f} h and is not curated yet "
                       f"(warning at {warn_hours:g} h): run `true-recall curate --all-pending`")
        n = buf.states(u, warn_hours * 3600)["expired"]
        if n:
            # Read-only: the files that can hold them, as roll_back would mark them.
            times = list(buf.expired(u).values())
            floor = min(times) if times else 0
            files = [p for _, p in _files_since(buf, u, floor)]
            out.append(f"{u}: {n} staged turns expired before curation. {recovery(files)}")
        marked = marked_files(buf, u)
        if marked:
            out.append(f"{u}: {len(marked)} session files are marked to be staged again after staged turns "
                       f"expired, and are not yet. {recovery(marked)}")
    pending = any(buf.pending_ids(u) for u in users)
    if pending:
        if last_ok is None:
            out.append("the curator has never succeeded and turns are waiting: run `true-recall curate`")
        else:
            age_h = (now - datetime.fromisoformat(last_ok.replace("Z", "+00:00"))).total_seconds() / 3600
            if age_h > lookback_hours:
                out.append(f"the curator last succeeded {age_h:.1f} h ago (more than curate.lookback_hours = "
                           f"{lookback_hours:g}): check its timer/cron and its last report")
    return out
