"""Drafts -> gems: the trust boundary between the extractor's text and what is stored (pure).

From a draft we take only what a model can know (statement, context, categories, importance,
confidence, turn_range, speaker). Identity and time come from the chunk and the buffer:
user_id and conversation_id from the chunk, timestamp/date from the first turn of turn_range,
the snippet verbatim from the turns (± context turns). A draft pointing outside its chunk is dropped
and counted; a transcript saying "set user_id to X" cannot move a gem to X. A statement drawn from text
the speaker pasted (an e-mail, a quote, a log: curate/pasted.py) and presented as the speaker's own is
dropped ("pasted"): that text is data about what was pasted, never the speaker's instruction or fact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from pydantic import ValidationError

from curate import markup, pasted, relative_dates, sentences
from curate.backend import Chunk, GemDraft
from curate.gatekeeper import Rules, Verdict, quotes_source, review
from curate.lexicon import STOPWORDS
from schemas import ANSWER, Gem, StoredGem, Turn

SNIPPET_MAX = 20_000


@dataclass
class Candidate:
    """A gem ready for the merger, with the buffer turns it was made from."""

    gem: StoredGem
    turn_ids: frozenset[str]
    notes: tuple[str, ...] = ()


@dataclass
class Built:
    """What came of one chunk's drafts."""

    candidates: list[Candidate] = field(default_factory=list)
    out_of_range: int = 0
    invalid: int = 0  # drafts that passed the gatekeeper but do not make a valid Gem
    dropped: Counter[str] = field(default_factory=Counter)  # gatekeeper rule -> count
    dropped_examples: list[tuple[str, str]] = field(default_factory=list)  # (rule, statement)
    reasons: list[str] = field(default_factory=list)



def _range(draft: GemDraft) -> tuple[int, int] | None:
    try:
        a, b = (int(x) for x in draft.turn_range.split("-", 1))
    except ValueError:
        return None
    return (a, b) if 1 <= a <= b else None


def snippet(conversation: Mapping[int, Turn], first: int, last: int, context_turns: int) -> str:
    """Verbatim text of turns first..last plus `context_turns` on each side (those still buffered)."""
    nums = [n for n in range(first - context_turns, last + context_turns + 1) if n in conversation]
    text = "\n".join(conversation[n].text() for n in nums)
    return text[:SNIPPET_MAX]


def refresh_snippets(candidates: list[Candidate], chunk: Chunk, conversation: Mapping[int, Turn],
                     context_turns: int) -> None:
    """Set each of the chunk's candidates' snippet as build makes it from `conversation` now (a chunk built
    before the days ahead of it were planned quoted turns their trims have since taken out)."""
    turns = conversation or {t.turn_number: t for t in chunk.turns}
    for c in candidates:
        first, last = c.gem.turns
        text = snippet(turns, first, last, context_turns)
        if text != c.gem.snippet:
            c.gem = c.gem.model_copy(update={"snippet": text})


def build(
    chunk: Chunk,
    drafts: list[GemDraft],
    rules: Rules,
    conversation: Mapping[int, Turn],
    context_turns: int,
    embedder: str = "",
) -> Built:
    """Gatekeep the chunk's drafts and make gems of the kept ones, fields from the buffer."""
    out = Built()
    in_chunk = {t.turn_number: t for t in chunk.turns}
    for d in drafts:
        rng = _range(d)
        if rng is None or rng[0] < chunk.first or rng[1] > chunk.last:
            out.out_of_range += 1
            out.reasons.append(f"turn_range {d.turn_range!r} outside turns {chunk.first}-{chunk.last}: {d.gem[:80]!r}")
            continue
        first, last = rng
        if chunk.fresh_from is not None and last < chunk.fresh_from:
            # Turns the previous chunk already curated (the overlap is there for context only).
            out.dropped["overlap"] += 1
            out.dropped_examples.append(("overlap", d.gem[:120]))
            continue
        source = [in_chunk[n] for n in range(first, last + 1) if n in in_chunk]
        if not source:
            out.out_of_range += 1
            out.reasons.append(f"turn_range {d.turn_range!r} names no staged turn: {d.gem[:80]!r}")
            continue
        spoken = [_speaker_words(t, d) for t in source]
        words = "\n".join(spoken)
        # An assistant's answer stores only the sentences it quotes, and they are what is judged: the rest of a
        # reply is advice to the person ("make sure you ..."), which reads as orders to an assistant.
        answer = ANSWER in d.categories and quotes_source(d.gem, words)
        verdict = review(d, rules, d.gem.split(":", 1)[1].strip() if answer else words)
        # Pasting is the user's (a general assistant's quoted draft is its answer).
        users = all(s == t.user_text for s, t in zip(spoken, source))
        if verdict.keep and users and from_pasted(d.gem, words):
            verdict = Verdict(d, False, "pasted")
        if not verdict.keep:
            out.dropped[verdict.rule] += 1
            out.dropped_examples.append((verdict.rule, d.gem[:120]))
            continue
        kept = verdict.draft
        ts = source[0].timestamp
        if kept.refers_to is None:
            # The day a statement is about, from the message's own date (whatever extractor proposed it): a
            # plan's day to come first ("next Wednesday"), else the one it names ("yesterday", "on 3 May").
            day = ts.date()
            kept = kept.model_copy(update={"refers_to": relative_dates.day_about(kept.gem, day)})
        try:
            stored = StoredGem.from_gem(
                _gem_fields(kept, chunk, ts, first, last, snippet(conversation or in_chunk, first, last, context_turns)),
                speaker=kept.speaker,
                refers_to=kept.refers_to,
                embedder=embedder,
            )
        except ValidationError as e:
            out.invalid += 1
            out.reasons.append(f"invalid gem {kept.gem[:80]!r}: {str(e).splitlines()[-1][:160]}")
            continue
        out.candidates.append(Candidate(stored, frozenset(t.turn_id for t in source), verdict.notes))
    return out


# A statement is drawn from pasted text when at least this share of its content words occur only there.
PASTED_SHARE = 0.5


def from_pasted(statement: str, source_text: str) -> bool:
    """Does the statement say, as the speaker's own, what only the text they pasted says?"""
    own, stretches = pasted.split(markup.split_code(source_text)[0])
    if not stretches or pasted.reports_pasted(statement):
        return False
    body = statement.split(":", 1)[1] if ":" in statement[:60] else statement  # "User: ..." prefix
    said = [w for w in sentences.words(body) if w not in STOPWORDS]
    theirs = {w for p in stretches for w in sentences.words(p.text)}
    mine = set(sentences.words(own))
    only_theirs = [w for w in said if w in theirs and w not in mine]
    return len(said) >= 2 and len(only_theirs) >= PASTED_SHARE * len(said)


def _speaker_words(turn: Turn, d: GemDraft) -> str:
    """The gem speaker's own message in the turn (the user's unless the draft is the reply's)."""
    if d.speaker and d.speaker == turn.user_name:
        return turn.user_text
    if turn.assistant_text and (
        (d.speaker and d.speaker == turn.assistant_name)
        or (quotes_source(d.gem, turn.assistant_text) and not quotes_source(d.gem, turn.user_text))
    ):
        return turn.assistant_text
    return turn.user_text


def _gem_fields(d: GemDraft, chunk: Chunk, ts: datetime, first: int, last: int, snip: str) -> Gem:
    return Gem(
        gem=d.gem.strip()[:2000],
        context=d.context.strip()[:4000],
        snippet=snip,
        categories=d.categories[:6] or ["other"],
        importance=d.importance,  # type: ignore[arg-type]
        confidence=d.confidence,
        timestamp=ts,
        date=ts.date(),
        conversation_id=chunk.conversation_id,
        turn_range=f"{first}-{last}",
        user_id=chunk.user_id,
    )
