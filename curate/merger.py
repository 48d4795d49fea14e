"""Dedup and supersession decisions (pure): what to upsert and which old gems a new one replaces.

- Dedup: a candidate whose dense cosine with an existing gem (stored, or earlier in this batch) is at
  or above ``dedup_threshold`` — or whose statement is the same — is merged into it: one gem with the
  newer wording, the union of categories, the highest importance and confidence, and the merged ids
  kept as history. The existing id is kept, so links to it (superseded_by) stay valid and a re-run
  merges into the same point again.
- Supersession: a newer decision/preference/fact/plan that says it changes something ("instead",
  "switched to", "no longer", "改用", "不再"...) and is about the same subject (cosine at or above
  ``supersede_threshold``, a shared category) marks the older gem ``superseded_by`` = the new id.
  The older gem stays, for the timeline.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from curate.builder import Candidate
from schemas import IMPORTANCE_RANK, StoredGem

# Categories whose gems can be replaced by a later change of mind.
SUPERSEDABLE = frozenset({"decision", "preference", "fact", "plan", "project", "solution", "health", "relationship"})
_CHANGE = re.compile(
    r"\b(instead|switch(ed|es|ing)? (to|from|over)|chang(ed|es|ing) (my|their|his|her) mind|changed to|"
    r"no longer|not anymore|any ?more|replac(ed|es|ing)|moved (to|from|away)|migrat(ed|es|ing) (to|from)|"
    r"gave up|dropp(ed|ing)|stopped|quit|now (uses?|prefers?|likes?|lives?|works?)|rather than|"
    r"went back to|reverted)\b|"
    r"(改用|改成|换成|换到|转用|不再|改变主意|改主意|不用了|不喝了|不吃了|取代|替换|搬到|搬去|改为|放弃)",
    re.IGNORECASE,
)
_WS = re.compile(r"[\W_]+", re.UNICODE)
# Names: Latin-script terms; _NOT_NAMES are words capitalised only because a sentence starts with them.
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9.+#-]*")
_NOT_NAMES = frozenset(
    "user the a an i we my our also and but so for by to in on at of it this that these those he she they "
    "his her their you your now then later today yesterday tomorrow ok okay yes no not please quick note".split()
)
# The lowest cosine at which a shared name still counts as the same subject for supersession.
NAMED_FLOOR = 0.2
# How much lower the dedup bar is for two gems drawn from overlapping turns of one conversation.
OVERLAP_MARGIN = 0.1


def has_change_cue(text: str) -> bool:
    """Does the text say that something changed (a newer choice replacing an older one)?"""
    return bool(_CHANGE.search(text))


def same_statement(a: str, b: str) -> bool:
    """Equal up to case, spaces and punctuation."""
    return _WS.sub("", a).lower() == _WS.sub("", b).lower()


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of two vectors."""
    na, nb = float(np.linalg.norm(a)), float(np.linalg.norm(b))
    return float(np.dot(a, b) / (na * nb)) if na and nb else 0.0


def merge(existing: StoredGem, incoming: StoredGem) -> StoredGem:
    """One gem from two duplicates: existing id, newer wording, union/highest of the rest."""
    newer, older = (incoming, existing) if incoming.timestamp >= existing.timestamp else (existing, incoming)
    cats = list(dict.fromkeys([*newer.categories, *older.categories]))[:6]
    imp = max(existing.importance, incoming.importance, key=lambda x: IMPORTANCE_RANK[x])
    history = [*existing.merged_ids, *incoming.merged_ids]
    if incoming.id != existing.id:
        history.append(incoming.id)
    data = newer.model_dump()
    data.update(
        id=existing.id,
        categories=cats,
        importance=imp,
        confidence=max(existing.confidence, incoming.confidence),
        merged_ids=[i for i in dict.fromkeys(history) if i != existing.id],
        superseded_by=existing.superseded_by,
        speaker=newer.speaker or older.speaker,
    )
    return StoredGem.model_validate(data)


def _overlap(a: StoredGem, b: StoredGem) -> bool:
    (a1, a2), (b1, b2) = a.turns, b.turns
    return a.conversation_id == b.conversation_id and a1 <= b2 and b1 <= a2


def is_duplicate(new: StoredGem, old: StoredGem, similarity: float, threshold: float) -> bool:
    """Same gem: same id or statement, or by the same speaker (when known) with cosine at/above the threshold
    or a near one from the same turns."""
    if new.user_id != old.user_id:
        return False
    if new.id == old.id or same_statement(new.gem, old.gem):
        return True
    if new.speaker and old.speaker and new.speaker != old.speaker:
        # Two people saying similar things are two memories ("I went to the parade" / "sounds like the
        # parade was great"): merging keeps only the newer wording and so loses what the other one said.
        return False
    if similarity >= threshold:
        return True
    # Overlapping chunks (or a re-run) can word the same turns' gem slightly differently; two gems of
    # the same turns are far apart when they are about different things, so a lower bar is safe here.
    return _overlap(new, old) and similarity >= threshold - OVERLAP_MARGIN


def names(text: str) -> set[str]:
    """Name-like terms (Redis, RQ, ledger-sync, VS Code's "VS"), lower-cased, minus sentence-starter words."""
    out = set()
    for m in _NAME.finditer(text):
        tok = m.group()
        if tok.lower() in _NOT_NAMES or len(tok) < 2:
            continue
        if tok[0].isupper() or any(c.isdigit() or c in ".+#-" for c in tok[1:]):
            out.add(tok.lower().rstrip(".-"))
    return out


def supersedes(new: StoredGem, old: StoredGem, similarity: float, threshold: float) -> bool:
    """Does `new` replace `old` (a later change of the same decision/preference/fact)?"""
    if new.id == old.id or old.superseded_by is not None or new.user_id != old.user_id:
        return False
    if new.timestamp <= old.timestamp:
        return False
    shared = set(new.categories) & set(old.categories) & SUPERSEDABLE
    if not shared or not has_change_cue(f"{new.gem}\n{new.context}"):
        return False
    if new.speaker and old.speaker and new.speaker != old.speaker:
        return False  # one person's change does not replace what somebody else said
    if similarity >= threshold:
        return True
    # A change that names what it replaces ("改用 Postgres，不再用 Redis") is about the same subject even
    # when the embedder cannot see it (across languages MiniLM gives ~0.3): a shared name is enough then.
    # The speakers' own names ("Bo: ...", "Hey Ann") say who talks, not what about: they never count.
    people = {n.lower() for g in (new, old) if g.speaker for n in names(g.speaker)}
    return similarity >= NAMED_FLOOR and bool((names(new.gem) & names(old.gem)) - people)


@dataclass
class Existing:
    """A gem already in the store near a candidate, with its cosine to that candidate."""

    gem: StoredGem
    similarity: float


@dataclass
class Plan:
    """What to write: gems to upsert (with vectors), store gems to mark superseded, and counts."""

    upserts: dict[str, tuple[StoredGem, np.ndarray]] = field(default_factory=dict)
    superseded: dict[str, str] = field(default_factory=dict)  # stored old id -> new id (not upserted)
    merged: int = 0  # candidates folded into another gem
    superseded_count: int = 0
    new: int = 0
    turn_ids: set[str] = field(default_factory=set)  # buffer turns whose gems are in this plan
    events: list[str] = field(default_factory=list)


def plan(
    candidates: Sequence[Candidate],
    vectors: np.ndarray,
    neighbours: Sequence[Sequence[Existing]],
    dedup_threshold: float,
    supersede_threshold: float,
) -> Plan:
    """Decide merges and supersessions for a user's batch (candidates with their store neighbours)."""
    out = Plan()
    # Later candidates see earlier ones, so process in time order: "chose X" before "switched to Y".
    order = sorted(range(len(candidates)), key=lambda i: (candidates[i].gem.timestamp, candidates[i].gem.turn_range))
    for i in order:
        cand, vec = candidates[i].gem, vectors[i]
        out.turn_ids |= candidates[i].turn_ids
        # The pool: stored neighbours (as already updated by this plan) and this batch's gems so far.
        pool: list[tuple[StoredGem, float, bool]] = []
        for ex in neighbours[i]:
            if ex.gem.user_id != cand.user_id:
                continue  # a store must never return them; refuse to merge across users regardless
            current = out.upserts.get(ex.gem.id, (ex.gem, None))[0]
            if ex.gem.id in out.superseded:
                current = current.model_copy(update={"superseded_by": out.superseded[ex.gem.id]})
            pool.append((current, ex.similarity, True))
        seen = {g.id for g, _, _ in pool}
        for gid, (g, v) in out.upserts.items():
            if gid not in seen:
                pool.append((g, cosine(vec, v), False))
        pool.sort(key=lambda p: -p[1])

        if has_change_cue(f"{cand.gem}\n{cand.context}"):
            old = next((g for g, s, _ in pool if supersedes(cand, g, s, supersede_threshold)), None)
            if old is not None:
                out.superseded_count += 1
                out.events.append(f"superseded {old.id} ({old.gem[:60]!r}) by {cand.id} ({cand.gem[:60]!r})")
                if old.id in out.upserts:
                    g, v = out.upserts[old.id]
                    out.upserts[old.id] = (g.model_copy(update={"superseded_by": cand.id}), v)
                else:
                    out.superseded[old.id] = cand.id
                _add(out, cand, vec)
                continue

        dup = next((g for g, s, _ in pool if is_duplicate(cand, g, s, dedup_threshold)), None)
        if dup is not None:
            merged = merge(dup, cand)
            if dup.id in out.superseded and merged.superseded_by is None:
                merged = merged.model_copy(update={"superseded_by": out.superseded.pop(dup.id)})
            # The merged gem has the newer wording; the vector follows the wording.
            v = vec if merged.gem == cand.gem else out.upserts.get(dup.id, (None, vec))[1]
            out.upserts[dup.id] = (merged, v if v is not None else vec)
            if dup.id != cand.id:
                out.merged += 1
                out.events.append(f"merged {cand.id} ({cand.gem[:60]!r}) into {dup.id}")
            continue
        _add(out, cand, vec)
    return out


def _add(out: Plan, cand: StoredGem, vec: np.ndarray) -> None:
    if cand.id in out.upserts:  # the same gem twice in a batch (overlapping chunks)
        out.upserts[cand.id] = (merge(out.upserts[cand.id][0], cand), vec)
        out.merged += 1
        return
    out.upserts[cand.id] = (cand, vec)
    out.new += 1
