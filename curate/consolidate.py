"""Consolidation: after curation, the gems of one subject become one dated, chronological summary gem.

The design's nightly abstraction step (OpenClaw calls it dreaming, Letta sleep-time compute). A subject is a
name several of a user's gems share (a project, a library, a person, a place: curate/merger.py's names); a
subject that at least curate.summary_min_sources gems name gets one summary gem:

    Summary of Flask (12 memories, 2024-03-15 to 2024-05-02): 2024-03-15 — I'm Craig, eager to build a
    personal budget tracker using Python and Flask. 2024-04-05 — I'm implementing the transaction CRUD …

Extractive and in date order: each line quotes the statement of one source gem with the day it was said,
so the summary answers "summarise my work on X" and "in what order did I …" in the words the person used;
a source later replaced says so ("(replaced 2024-04-02)"). It links the gems it quotes (`sources`), takes
the latest quoted source's date, conversation and turns, and never replaces or merges with them: the
merger leaves summaries out of every comparison (curate/merger.py plan), and retrieval weighs them by the
question's shape (retrieve/ranker.py). Each run rebuilds every summary of the users it curated from the store
as it is (a new, edited, replaced or deleted source changes the text; an unchanged one is not rewritten); a
delete or forget of a source removes the summaries quoting it at once (retrieve/memories.py delete_gems).
Summary ids are deterministic per user and subject, so a rebuilt summary replaces its earlier version, and
a summary the person deleted themselves (a tombstone) is not built again.
"""

from __future__ import annotations

import re
import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from curate import sentences
from curate.merger import name_groups
from schemas import ANSWER, GEM_NAMESPACE, IMPORTANCE_RANK, SUMMARY, StoredGem
from utils.config import Settings
from utils.embed import Embedder
from utils.store import GemFilter, GemStore, sparse

# At most this many summaries per user and run, the subjects most gems name first: a subject named by a
# handful of gems among thousands is better found through the gems themselves.
MAX_SUMMARIES = 12
# A subject whose gems are mostly (this share of the smaller group) those of a subject already summarised
# says the same thing again ("Flask" and "Python" in a Flask project): it gets no summary of its own.
SAME_GROUP = 0.7
# A line quotes its gem's first statement whole up to this many words, else its first words and "…" (a long
# line would leave room for one or two events, and an order needs several).
LINE_WORDS = 30
_SPEAKER = re.compile(r"^[^\s:：]{1,40}(?: [^\s:：()]{1,40})?(?: \((?:accepted|answer)\))?[:：]\s*")
_NOTE = re.compile(r"\s*\((?:code|replaced|said)[^()]*(?:\([^()]*\)[^()]*)*\)")
# Names that are not subjects: months and weekdays (a date is not a topic), and code identifiers the
# extractor lists in its "(code: …)" notes (app.route, db.Column).
_NOT_SUBJECTS = frozenset(
    "january february march april may june july august september october november december jan feb mar apr "
    "jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday user assistant "
    "always never".split())
_IDENT = re.compile(r"^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]{3,}$")


@dataclass
class Outcome:
    """What one user's consolidation did."""

    built: int = 0  # new summaries
    updated: int = 0  # summaries whose text or sources changed
    unchanged: int = 0
    removed: int = 0  # summaries whose subject no longer has enough gems
    events: list[str] = field(default_factory=list)


def statement(gem: str) -> str:
    """The gem's statement as a summary line quotes it: no speaker prefix, no extractor notes."""
    return _NOTE.sub("", _SPEAKER.sub("", gem.strip())).strip()


def subject_names(gem: StoredGem) -> set[str]:
    """The subjects a gem names (lower-cased names, adjacent ones joined: "nats jetstream")."""
    out = set()
    for group in name_groups(statement(gem.gem)):
        parts = [p for p in group if p not in _NOT_SUBJECTS and len(p) > 2 and not _IDENT.match(p)]
        if parts:
            out.add(" ".join(sorted(parts)))
    return out


def subjects(gems: Sequence[StoredGem], min_sources: int) -> list[tuple[str, list[StoredGem]]]:
    """(subject, its gems) for the subjects at least `min_sources` gems name, most named first, each group
    mostly new against the groups before it, at most MAX_SUMMARIES."""
    named: dict[str, list[StoredGem]] = defaultdict(list)
    for g in gems:
        if SUMMARY in g.categories or ANSWER in g.categories:
            continue  # a summary quotes what the person said
        for s in subject_names(g):
            named[s].append(g)
    order = sorted((s for s, gs in named.items() if len(gs) >= min_sources), key=lambda s: (-len(named[s]), s))
    picked: list[tuple[str, list[StoredGem]]] = []
    for s in order:
        ids = {g.id for g in named[s]}
        if any(len(ids & {g.id for g in gs}) >= SAME_GROUP * min(len(ids), len(gs)) for _, gs in picked):
            continue
        picked.append((s, named[s]))
        if len(picked) >= MAX_SUMMARIES:
            break
    return picked


def _line(g: StoredGem, replaced_on: str | None) -> str:
    text = statement(g.gem)
    first = sentences.split(text)
    text = first[0] if first else text
    words = text.split()
    if len(words) > LINE_WORDS:
        text = " ".join(words[:LINE_WORDS]) + " …"
    note = f" (replaced {replaced_on})" if replaced_on else ""
    return f"{g.date.isoformat()} — {text}{note}"


def _spread(n: int, k: int) -> list[int]:
    """k indexes of range(n) spread evenly, the first and the last included."""
    if k >= n:
        return list(range(n))
    if k <= 1:
        return [0]
    return sorted({round(i * (n - 1) / (k - 1)) for i in range(k)})


def summary_id(user_id: str, subject: str) -> str:
    """The summary's deterministic id: one per user and subject, so a rebuild replaces it."""
    return str(uuid.uuid5(GEM_NAMESPACE, f"summary\x00{user_id}\x00{subject}"))


def build_summary(user_id: str, subject: str, group: Sequence[StoredGem], every: dict[str, StoredGem],
                  max_words: int, embedder_name: str = "") -> StoredGem:
    """The summary gem of one subject: its gems in date order, as many spread over the time as fit max_words."""
    group = sorted(group, key=lambda g: (g.timestamp, g.conversation_id, g.turns, g.id))
    first, last = group[0].date.isoformat(), group[-1].date.isoformat()
    head = f"Summary of {_label(group, subject)} ({len(group)} memories, {first} to {last}):"
    lines = []
    for g in group:
        succ = every.get(g.superseded_by or "")
        lines.append(_line(g, succ.date.isoformat() if succ is not None else (
            g.valid_until.date().isoformat() if g.superseded_by and g.valid_until else None)))
    # As many lines as fit, spread over the whole time (the first and the latest always among them).
    head_words, line_words = sentences.word_count(head), [sentences.word_count(x) for x in lines]
    k = len(lines)
    while k > 1:
        chosen = _spread(len(lines), k)
        if head_words + sum(line_words[i] for i in chosen) <= max_words:
            break
        k -= 1
    chosen = _spread(len(lines), max(k, 1))
    quoted = [group[i] for i in chosen]
    text = " ".join([head] + [lines[i] for i in chosen])
    latest = quoted[-1]
    return StoredGem(
        id=summary_id(user_id, subject),
        gem=text[:2000],
        context="",
        snippet="",
        categories=[SUMMARY],
        importance=max((g.importance for g in quoted), key=lambda i: IMPORTANCE_RANK[i]),
        confidence=min(g.confidence for g in quoted),
        timestamp=latest.timestamp,
        date=latest.date,
        conversation_id=latest.conversation_id,
        turn_range=latest.turn_range,
        user_id=user_id,
        source="consolidation",
        sources=[g.id for g in quoted],
        embedder=embedder_name,
    )


def _label(group: Sequence[StoredGem], subject: str) -> str:
    """The subject as the gems write it ("Flask", "NATS JetStream"), not lower-cased."""
    out = []
    for part in subject.split():
        pat = re.compile(r"(?<![\w.])" + re.escape(part) + r"(?![\w])", re.IGNORECASE)
        found = next((m.group() for g in group if (m := pat.search(statement(g.gem)))), part)
        out.append(found)
    return " ".join(out)


def plan_user(user_id: str, gems: Sequence[StoredGem], min_sources: int, max_words: int,
              buried: frozenset[str] = frozenset(), embedder_name: str = "") -> list[StoredGem]:
    """Every summary the user's gems call for now (pure: no store), less those the person deleted."""
    every = {g.id: g for g in gems}
    out = []
    for subject, group in subjects(gems, min_sources):
        sid = summary_id(user_id, subject)
        if sid in buried:
            continue
        out.append(build_summary(user_id, subject, group, every, max_words, embedder_name))
    return out


def consolidate_user(settings: Settings, store: GemStore, embedder: Embedder, user_id: str) -> Outcome:
    """Rebuild the user's summaries from the store as it is: new ones written, changed ones rewritten,
    those whose subject is gone deleted."""
    cfg = settings.curate
    out = Outcome()
    gems = list(store.scroll(user_id))
    current = {g.id: g for g in gems if SUMMARY in g.categories}
    graves = store.graveyard(user_id)
    wanted = plan_user(user_id, [g for g in gems if SUMMARY not in g.categories], cfg.summary_min_sources,
                       cfg.summary_max_words, frozenset(graves.deleted), embedder.name)
    write = []
    for s in wanted:
        old = current.get(s.id)
        if old is not None and old.gem == s.gem and old.sources == s.sources and old.timestamp == s.timestamp:
            out.unchanged += 1
            continue
        write.append(s)
        if old is None:
            out.built += 1
        else:
            out.updated += 1
    if write:
        texts = [sparse.gem_text(g.gem, g.context) for g in write]
        dense = np.asarray(embedder.embed_documents(texts, settings.embedder.batch_size), dtype=np.float32)
        store.upsert(write, dense, sparse.embed_documents([sparse.sparse_text(g.gem, g.context, g.date) for g in write]))
    gone = [sid for sid in current if sid not in {s.id for s in wanted}]
    if gone:
        out.removed = store.delete(user_id, gone)
    out.events += [f"summary {s.id}: {s.gem[:80]!r}" for s in write]
    return out


def summaries(store: GemStore, user_id: str) -> list[StoredGem]:
    """The user's stored summaries."""
    return list(store.scroll(user_id, GemFilter(categories=(SUMMARY,))))
