"""What an extractor gets (a Chunk of turns) and what it gives back (GemDrafts).

An extractor proposes; the curator disposes. A draft carries only what the model can know from the
text (the statement, why it matters, categories, importance, confidence, which turns). Identity and
time fields — user_id, conversation_id, timestamp, date — and the verbatim snippet are filled by the
curator from the buffer, never from the extractor's output.
"""

from __future__ import annotations

import abc
from datetime import date
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from schemas import Turn


@dataclass
class Chunk:
    """Consecutive turns of one conversation of one user, small enough for the model's context."""

    user_id: str
    conversation_id: str
    turns: list[Turn]
    index: int = 0  # position of this chunk in its conversation
    total: int = 1
    # First turn not already in the previous chunk: earlier turns are there as context only, and a gem
    # drawn only from them is dropped (each turn is extracted once).
    fresh_from: int | None = None

    @property
    def first(self) -> int:
        return self.turns[0].turn_number

    @property
    def last(self) -> int:
        return self.turns[-1].turn_number

    def transcript(self) -> str:
        """Numbered, dated transcript, the form every extractor reads."""
        lines = []
        for t in self.turns:
            stamp = t.timestamp.strftime("%Y-%m-%d %H:%M UTC")
            done = " | context only, already curated" if self.fresh_from is not None and t.turn_number < self.fresh_from else ""
            lines.append(f"[turn {t.turn_number} | {stamp}{done}]")
            if t.user_text:
                lines.append(f"{t.user_name or 'User'}: {t.user_text}")
            if t.assistant_text:
                lines.append(f"{t.assistant_name or 'Assistant'}: {t.assistant_text}")
        return "\n".join(lines)


class GemDraft(BaseModel):
    """One proposed gem, before the gatekeeper. Extra keys from an LLM are ignored, not trusted."""

    model_config = ConfigDict(extra="ignore")

    gem: str = Field(min_length=3)
    context: str = ""
    categories: list[str] = Field(default_factory=lambda: ["fact"])
    importance: str = "medium"
    confidence: float = Field(0.7, ge=0.0, le=1.0)
    turn_range: str
    speaker: str | None = None  # who said it, when the extractor can tell
    refers_to: date | None = None  # the day a plan or reminder is about, when the extractor resolved one


@dataclass
class Extraction:
    """An extractor's answer for one chunk."""

    drafts: list[GemDraft] = field(default_factory=list)
    invalid: int = 0  # items the extractor returned that did not validate
    ok: bool = True  # False: nothing usable came back; the chunk stays uncurated
    error: str = ""
    raw: str = ""  # the model's raw text, for the run report when something went wrong


class Extractor(abc.ABC):
    """Turns a chunk into gem drafts. One abstract method."""

    name: str = "extractor"
    # A model with a context window reads a day in chunks with overlap and takes minutes per day (the
    # curator lets go of the store between days); the rules extractor reads turn by turn in milliseconds.
    context_limited: bool = True

    @abc.abstractmethod
    def extract(self, chunk: Chunk) -> Extraction:
        """Propose gems for the chunk's turns."""

    def close(self) -> None:
        """Release what the extractor holds (the Ollama client's connection pool); safe to call twice."""
