"""Entries -> Turns: pair each user message with the assistant's reply, number turns per conversation.

Pure and resumable: everything needed to go on after a restart (conversation id, last turn number,
the user message still waiting for its reply) is in ``state()``, a JSON-able dict that the
checkpoint stores in the same Redis transaction as the turns.

Rules:
- a user message opens a turn; the turn is emitted at the first assistant message that ends the
  reply (a stopReason other than toolUse) once the reply has some text, so it is staged at once;
- assistant messages that follow before the next user message (a reply that goes on after a tool
  call, or a second message) are joined into that same turn: it stays "open" and is emitted again
  with the longer reply as an *update* of the same turn (same id and number; the buffer overwrites it
  in place, keeping its TTL). The next user message closes it. So consecutive assistant messages are
  joined and nothing waits for the next user message to be staged;
- a user message that arrives while the previous one has no reply emits that one with an empty
  reply; assistant text before any user message becomes a turn of its own (empty user_text);
- a turn whose reply is a no-op (HEARTBEAT_OK, NO_REPLY) or that has no text at all is dropped (counted);
- message text is cleaned and redacted here, before it is kept in any state that reaches Redis.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime
from typing import Any

from capture.cleaner import clean_text, is_noop
from capture.parser import Entry
from schemas import StagedTurn, Turn
from utils.errors import QuarantineError
from utils.redact import RULES_ID, SecretMemory, UserFingerprints

_TOPIC = re.compile(r"^(?P<session>.+?)-topic-(?P<topic>.+)$")


def conversation_from_name(stem: str) -> tuple[str, str | None]:
    """(fallback conversation id, topic suffix) from a file stem like `<sessionId>-topic-<threadId>`."""
    m = _TOPIC.match(stem)
    return (stem, m.group("topic")) if m else (stem, None)


def _dt(v: str | None) -> datetime | None:
    return datetime.fromisoformat(v) if v else None


def _iso(v: datetime | None) -> str | None:
    return v.isoformat() if v is not None else None


class Pairer:
    """Turns out of one session file's entries, in order."""

    def __init__(
        self,
        user_id: str,
        source: str,
        stem: str,
        noop_replies: list[str] | tuple[str, ...] = ("HEARTBEAT_OK", "NO_REPLY"),
        state: dict[str, Any] | None = None,
        names: tuple[str | None, str | None] = (None, None),
        user_secrets: UserFingerprints | None = None,
    ) -> None:
        self.user_id = user_id
        self.user_name, self.assistant_name = names
        self.source = source
        self.stem, self.topic = conversation_from_name(stem)
        self.noop = frozenset(noop_replies)
        # Longer texts cannot be a no-op reply: skip the check for them (hot path).
        self._noop_max = max((len(x) for x in self.noop), default=0) + 8
        st = dict(state or {})
        self.conv: str | None = st.get("conv")
        self.n: int = int(st.get("n", 0))
        # Times are datetimes in memory and ISO strings in the state (the checkpoint is JSON).
        self.last_ts: datetime | None = _dt(st.get("last_ts"))
        p, o = st.get("p"), st.get("o")
        self.pending: dict[str, Any] | None = {**p, "ts": _dt(p["ts"]), "rts": _dt(p.get("rts"))} if p else None
        # The last emitted turn, still open for more assistant text until the next user message.
        self.open: dict[str, Any] | None = {**o, "ts": _dt(o["ts"]), "rts": _dt(o.get("rts"))} if o else None
        self.updates: set[str] = set()  # ids of turns emitted again with a longer reply
        self.fresh: set[str] = set()  # ids of turns first emitted by this Pairer
        self.counts: Counter[str] = Counter()  # what happened since this Pairer was made
        self.redacted: Counter[str] = Counter()  # secrets replaced, by kind
        # Secrets seen in this conversation, so a reply that repeats one ("Got it, hunter2") is redacted too,
        # and a long random one wherever it recurs, in later runs too; an announced one ("I'll paste it
        # next") in the next message. Its state holds fingerprints, never secret text. user_secrets: the
        # user's fingerprints from their other conversations (capture keeps them in Redis, keys.secret_fps).
        self.secrets = SecretMemory(user_id, st.get("sec"), user_secrets)

    def state(self) -> dict[str, Any]:
        """Everything needed to resume (JSON-able)."""
        p, o = self.pending, self.open
        return {
            "conv": self.conv, "n": self.n, "last_ts": _iso(self.last_ts),
            "p": {**p, "ts": _iso(p["ts"]), "rts": _iso(p["rts"])} if p else None,
            "o": {**o, "ts": _iso(o["ts"]), "rts": _iso(o["rts"])} if o else None,
            "sec": self.secrets.state(),
        }

    def _conversation(self) -> str:
        if self.conv is None:
            self.conv = self.stem
        return self.conv

    def feed(self, entry: Entry, offset: int) -> list[StagedTurn]:
        """Take one entry (at byte `offset`); return the turns it completes."""
        if entry.kind != "message":
            self._header_or_skip(entry)
            return []
        # A message: its time from the entry, else the last time seen in this file.
        ts = entry.timestamp
        if ts is not None:
            self.last_ts = ts
        elif self.last_ts is not None:
            ts = self.last_ts
        else:
            raise QuarantineError("no_timestamp", "message without timestamp and none before it")
        text = entry.text
        n_red = 0
        if text:  # a message of thinking or tool calls only has none: nothing to clean or redact
            text, n_red = self.secrets.redact(clean_text(text), entry.role == "user", self.redacted)
        eid = entry.id or f"@{offset}"  # byte offset: deterministic when the entry has no id
        if self.conv is None:
            self.conv = self.stem
        if entry.role == "user":
            self.open = None
            out = self._emit() if self.pending is not None else []
            self.pending = {"id": eid, "u": text, "ts": ts, "eids": [eid], "a": [], "rts": None, "red": n_red}
            return out
        # assistant
        p = self.pending
        if p is None:
            if self.open is not None:
                return self._amend(eid, text, ts, n_red)
            p = self.pending = {"id": eid, "u": None, "ts": ts, "eids": [], "a": [], "rts": None, "red": 0}
        p["eids"].append(eid)
        if text:
            p["a"].append(text)
        p["rts"] = ts
        p["red"] += n_red
        if entry.final and p["a"]:
            # A final message with no text yet (only thinking) is not the reply: keep waiting for it.
            return self._emit()
        return []

    def _header_or_skip(self, entry: Entry) -> None:
        if entry.kind == "session":
            if self.conv is None and entry.id:
                conv = entry.id
                if self.topic and not conv.endswith(f"-topic-{self.topic}"):
                    conv = f"{conv}-topic-{self.topic}"
                self.conv = conv
            if entry.timestamp is not None:
                self.last_ts = entry.timestamp
            self.counts["headers"] += 1
        else:  # "skip"
            self.counts["skipped"] += 1
            self.counts[f"skipped:{entry.skipped}"] += 1

    def flush(self) -> list[StagedTurn]:
        """Emit the turn still waiting for its reply (the file is gone, nothing more will come)."""
        return self._emit() if self.pending is not None else []

    def _parts(self, texts: list[str]) -> list[str]:
        return [a for a in texts if len(a) > self._noop_max or not is_noop(a, self.noop)]

    def _emit(self) -> list[StagedTurn]:
        p, self.pending = self.pending, None
        if p is None:
            raise RuntimeError("no pending turn to emit")
        parts = self._parts(p["a"])
        if p["a"] and not parts:
            self.counts["noop"] += 1
            return []
        if not p["u"] and not parts:
            self.counts["empty"] += 1
            return []
        self.n += 1
        self.counts["turns"] += 1
        if p["red"]:
            self.counts["redactions"] += p["red"]
        p["n"] = self.n
        self.open = p
        t = self._turn(p, parts)
        self.fresh.add(t.turn_id)
        return [t]

    def _amend(self, eid: str, text: str, ts: datetime, n_red: int) -> list[StagedTurn]:
        o = self.open
        if o is None:
            raise RuntimeError("no open turn to amend")
        o["eids"].append(eid)
        o["red"] += n_red
        if n_red:
            self.counts["redactions"] += n_red
        if not text or not self._parts([text]):
            return []  # nothing to add (thinking or tool call only, or a no-op)
        o["a"].append(text)
        o["rts"] = ts
        self.counts["amended"] += 1
        t = self._turn(o, self._parts(o["a"]))
        self.updates.add(t.turn_id)
        return [t]

    def _turn(self, p: dict[str, Any], parts: list[str]) -> StagedTurn:
        conv = self._conversation()
        # Not a pydantic Turn: valid by construction, validated where it is read (schemas.StagedTurn).
        return StagedTurn(
            turn_id=Turn.make_id(conv, p["id"]),
            user_id=self.user_id,
            conversation_id=conv,
            turn_number=p["n"],
            timestamp=p["ts"],
            user_text=p["u"] or "",
            assistant_text="\n\n".join(parts),
            reply_timestamp=p["rts"],
            user_name=self.user_name,
            assistant_name=self.assistant_name,
            source=self.source,
            entry_ids=list(p["eids"]),
            redactions=p["red"],
            redacted_with=RULES_ID,  # every text above went through self.secrets.redact
        )
