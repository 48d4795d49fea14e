"""The two records that cross stage boundaries: the staged Turn and the curated Gem.

Both are validated pydantic models; every timestamp inside the system is timezone-aware UTC.
"""

from __future__ import annotations

import hashlib
import re
import uuid
from datetime import date as Date
from datetime import datetime, timezone
from typing import Annotated, Literal

import msgspec
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

Importance = Literal["low", "medium", "high"]
IMPORTANCE_RANK: dict[str, int] = {"low": 0, "medium": 1, "high": 2}

# What a gem can be about. Unknown categories from an LLM are mapped to "other", not rejected.
CATEGORIES: tuple[str, ...] = (
    "decision",
    "solution",
    "preference",
    # A standing instruction for the assistant ("always include version numbers when I ask about
    # libraries"): it applies to later turns whatever they are about, so search gives it a place of its own.
    "instruction",
    "project",
    "plan",
    "fact",
    "health",
    "relationship",
    "event",
    # What consolidation writes (curate/consolidate.py): one dated, chronological summary of a project, person
    # or topic, quoting the gems it links in `sources`; never written by an extractor, never a merge target.
    "summary",
    # What a general assistant answered, in its own words (curate/rules_extractor.py): what was discussed, for a
    # question that asks for a summary of it; every other question is answered by what the person said, and
    # search leaves these out of it (retrieve/ranker.py).
    "answer",
    "other",
)

# The category of gems that hold for every later turn: the curator keeps them first, search pins one.
STANDING = "instruction"

# The category of what a person likes or wants things to be: a question asking for advice weighs it up.
PREFERENCE = "preference"

# The category of consolidation's summaries, and the categories an extractor may propose (all but it).
SUMMARY = "summary"
ANSWER = "answer"
EXTRACTED_CATEGORIES: tuple[str, ...] = tuple(c for c in CATEGORIES if c not in (SUMMARY, ANSWER))

# Payload keys a store adds beside the gem's own fields (epoch seconds for ranges, the gem's word count for
# ranking), dropped when a payload is read back as a gem.
_STORE_ONLY = frozenset({"ts", "words"})

# Fields a person may change on a stored gem (CLI `memories edit`, HTTP PATCH). Identity fields are
# frozen: they come from the buffer, and changing them would move a gem to another user or break its id.
EDITABLE_FIELDS: frozenset[str] = frozenset({"gem", "context", "categories", "importance", "confidence", "superseded_by"})
FROZEN_FIELDS: frozenset[str] = frozenset({"id", "user_id", "ts"})

# Namespace for deterministic point ids (uuid5); never change it, or re-runs stop being idempotent.
GEM_NAMESPACE = uuid.UUID("6f1d3c2e-8a0b-5b7e-9c4d-2e1f0a9b8c7d")


def _utc(v: datetime) -> datetime:
    if v.tzinfo is None or v.tzinfo.utcoffset(v) is None:
        raise ValueError("timestamp must be timezone-aware")
    return v.astimezone(timezone.utc)


UtcDatetime = Annotated[datetime, AfterValidator(_utc)]
_RANGE = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*$")


class Turn(BaseModel):
    """One user message and the assistant's reply, as staged in the Redis buffer."""

    model_config = ConfigDict(extra="forbid")

    turn_id: str = Field(min_length=1)
    user_id: str = Field(min_length=1)
    conversation_id: str = Field(min_length=1)
    turn_number: int = Field(ge=1)
    timestamp: UtcDatetime  # when the user spoke (from the entry, never the clock)
    user_text: str = ""
    assistant_text: str = ""
    reply_timestamp: UtcDatetime | None = None
    user_name: str | None = None  # display names, when the source knows them
    assistant_name: str | None = None
    source: str = ""  # the session file it came from
    entry_ids: list[str] = Field(default_factory=list)
    redactions: int = 0
    # The redaction rules (utils.redact.RULES_ID) the texts were cut with when staged: the curator redacts a
    # turn again only when the rules changed since (or the turn does not say).
    redacted_with: str = ""

    @staticmethod
    def make_id(conversation_id: str, first_entry_id: str) -> str:
        """Deterministic id: the same line staged twice gives the same id."""
        return hashlib.sha1(f"{conversation_id}\x00{first_entry_id}".encode()).hexdigest()[:20]

    @property
    def date(self) -> Date:
        return self.timestamp.date()

    def text(self) -> str:
        """The turn as one block of text (used for snippets and embeddings)."""
        parts = []
        if self.user_text:
            parts.append(f"{self.user_name or 'User'}: {self.user_text}")
        if self.assistant_text:
            parts.append(f"{self.assistant_name or 'Assistant'}: {self.assistant_text}")
        return "\n".join(parts)


class StagedTurn(msgspec.Struct, kw_only=True, gc=False):
    """A Turn on capture's hot path: the same fields, built without validation and encoded to the same JSON.

    Capture makes one per turn, tens of thousands a second in a backfill, and building a pydantic Turn
    and dumping it cost about a third of capture's time per turn (bench/capture.py). What capture builds
    is valid by construction (UTC times from the parser, numbers counted from 1, ids hashed); the JSON it
    stages is validated where it is read, by ``Turn.model_validate_json`` (utils/buffer.py), and
    ``to_turn`` validates one here. gc=False: a turn holds no cycle, so the collector need not track it.
    """

    turn_id: str
    user_id: str
    conversation_id: str
    turn_number: int
    timestamp: datetime
    user_text: str = ""
    assistant_text: str = ""
    reply_timestamp: datetime | None = None
    user_name: str | None = None
    assistant_name: str | None = None
    source: str = ""
    entry_ids: list[str] = msgspec.field(default_factory=list)
    redactions: int = 0
    redacted_with: str = ""

    def to_json(self) -> bytes:
        """The JSON staged in Redis: what ``Turn.model_dump_json`` writes for the same turn."""
        return _ENCODE_TURN(self)

    def to_turn(self) -> Turn:
        """The validated Turn (pydantic's errors name the field that is wrong)."""
        return Turn.model_validate_json(_ENCODE_TURN(self))


_ENCODE_TURN = msgspec.json.Encoder().encode


def _parse_range(v: str) -> tuple[int, int]:
    m = _RANGE.match(v)
    if not m:
        raise ValueError(f"turn_range must look like 'a-b', got {v!r}")
    a, b = int(m.group(1)), int(m.group(2))
    if a < 1 or a > b:
        raise ValueError(f"turn_range needs 1 <= a <= b, got {v!r}")
    return a, b


class Gem(BaseModel):
    """A curated memory: the 11 fields of the design."""

    model_config = ConfigDict(extra="forbid")

    gem: str = Field(min_length=3, max_length=2000)
    context: str = Field(default="", max_length=4000)
    snippet: str = Field(default="", max_length=20000)
    categories: list[str] = Field(min_length=1, max_length=6)
    importance: Importance
    confidence: float = Field(ge=0.0, le=1.0)
    timestamp: UtcDatetime
    date: Date
    conversation_id: str = Field(min_length=1)
    turn_range: str
    user_id: str = Field(min_length=1)

    @field_validator("categories", mode="before")
    @classmethod
    def _norm_categories(cls, v: object) -> object:
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list):
            return v
        out: list[str] = []
        for c in v:
            c = str(c).strip().lower()
            c = c if c in CATEGORIES else "other"
            if c not in out:
                out.append(c)
        return out

    @field_validator("turn_range")
    @classmethod
    def _check_range(cls, v: str) -> str:
        a, b = _parse_range(v)
        return f"{a}-{b}"

    @model_validator(mode="after")
    def _date_matches(self) -> "Gem":
        if self.date != self.timestamp.date():
            raise ValueError(f"date {self.date} does not match timestamp {self.timestamp.isoformat()}")
        return self

    @property
    def turns(self) -> tuple[int, int]:
        """turn_range as (first, last)."""
        return _parse_range(self.turn_range)

    def point_id(self) -> str:
        """Deterministic Qdrant point id: re-running the curator upserts instead of duplicating."""
        key = "\x00".join([self.user_id, self.conversation_id, self.turn_range, self.gem.strip()])
        return str(uuid.uuid5(GEM_NAMESPACE, key))


class StoredGem(Gem):
    """A gem as kept in the store: the 11 fields plus bookkeeping the curator owns."""

    id: str
    speaker: str | None = None  # who said it, when known
    superseded_by: str | None = None
    # When the superseding statement was made: the gem held from its own timestamp until then
    # (search --as-of answers with what held on a day).
    valid_until: UtcDatetime | None = None
    # The day a plan, reminder, appointment or deadline is about ("下周三" said on a Friday: the Wednesday
    # after), resolved from the message's own date.
    refers_to: Date | None = None
    merged_ids: list[str] = Field(default_factory=list)
    # The other conversations the gems merged into this one came from (curate/merger.py; the wording and
    # conversation_id are the newest one's): a request not to remember any of them forgets this gem too.
    merged_conversations: list[str] = Field(default_factory=list)
    embedder: str = ""
    # "explicit": the person asked for it to be kept (`remember`, POST /memories, the MCP and plugin tools);
    # "curated": the curator found it in a transcript. A merge keeps "explicit" (curate/merger.py).
    # "consolidation": a summary of other gems (category "summary", curate/consolidate.py).
    source: Literal["curated", "explicit", "consolidation"] = "curated"
    # A summary's sources: the ids of the gems it quotes, oldest first. Deleting or forgetting any of them
    # deletes the summary in the same operation (retrieve/memories.py); the next curation run rebuilds it.
    sources: list[str] = Field(default_factory=list)

    @classmethod
    def from_gem(cls, gem: Gem, **extra: object) -> "StoredGem":
        return cls(**gem.model_dump(), id=extra.pop("id", None) or gem.point_id(), **extra)  # type: ignore[arg-type]

    def conversations(self) -> set[str]:
        """Every conversation this gem holds a part of: its own and those of the gems merged into it."""
        return {self.conversation_id, *self.merged_conversations}

    def to_payload(self) -> dict[str, object]:
        """JSON-safe payload for the store (timestamps as ISO strings, plus epoch seconds for ranges)."""
        d = self.model_dump(mode="json")
        d["ts"] = self.timestamp.timestamp()
        return d

    @classmethod
    def from_payload(cls, payload: dict[str, object]) -> "StoredGem":
        # "ts" and "words" are the store's (utils/store/base.py store_payload), derived from the gem.
        d = {k: v for k, v in payload.items() if k not in _STORE_ONLY}
        return cls.model_validate(d)
