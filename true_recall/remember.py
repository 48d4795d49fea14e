"""Explicit remember: one path for every entry point (`true-recall remember`, serve's POST /memories, the MCP
`remember` tool, the OpenClaw plugin's `remember` tool).

text -> redact (utils/redact.py) -> gatekeep (an order to the memory system or the assistant refuses the whole
call; a greeting or bare question is skipped) -> one gem per statement it holds (curate's sentence splitting:
"I adopted a dog. I switched to NATS." is two gems, so no part of what was asked is lost) -> deduplicated and
superseding against the user's stored gems like curated gems (curate/merger.py plan) -> embedded -> upserted:
searchable as soon as the call returns. Gems are marked ``source: "explicit"``, importance high unless the
caller says otherwise (the gatekeeper may raise it, never lower it: the person chose to keep it).

Why this lives in the application layer: it needs curate (gatekeeper, sentences, merger) and the store, and
serve (retrieve) may not import curate. serve gets it as a hook (retrieve/serve.py create_app(remember=...)),
wired by `true-recall serve` (true_recall/serve_cmd.py).

Time: an explicit remember is the one place where the moment of the call is the turn's time (the statement is
made now); the caller may pass its own timestamp (a client that queued the call), which must be timezone-aware.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

import numpy as np

from curate import markup, relative_dates, sentences
from curate.backend import GemDraft
from curate.builder import Candidate
from curate.gatekeeper import Rules, injection, load_rules, review
from curate.merger import Existing, has_change_cue, plan
from curate import lexicon
from curate.rules_extractor import _strip_lead, categories_of, confidence_of
from schemas import EXTRACTED_CATEGORIES, IMPORTANCE_RANK, StoredGem
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import InputError
from utils.redact import redact
from utils.store import GemStore
from utils.store.core import index_vectors

log = logging.getLogger("true_recall.remember")

# A remember is a few statements, not a document: longer text belongs in a transcript the curator reads.
MAX_CHARS = 4000
MAX_STATEMENTS = 20
NEIGHBOURS = 5
CHANGE_NEIGHBOURS = 20  # as the curator: the gem a change replaces may be worded far apart
CONVERSATION = "explicit"
# "Remember that ...", "Please note: ...", "Don't forget that ..." lead the statement; they are the request,
# not the fact.
_LEAD = re.compile(
    r"^(?:(?:please|pls|also|and|oh|ok(?:ay)?|btw|hey)[\s,]+)*"
    r"(?:(?:remember|memori[sz]e|note|keep in mind|don'?t forget|do not forget|make a note|for the record)"
    r"(?:\s+(?:this|that))?\s*[:,-]?\s*(?:that\s+)?)",
    re.IGNORECASE)


@dataclass
class Remembered:
    """What one remember call did: the gems written (new or merged) and what it skipped."""

    user_id: str
    gems: list[StoredGem] = field(default_factory=list)
    new: int = 0
    merged: int = 0
    superseded: list[str] = field(default_factory=list)  # ids of older gems this call replaced
    skipped: list[str] = field(default_factory=list)  # "<rule>: <sentence>" for sentences not kept
    redactions: int = 0

    def to_dict(self) -> dict[str, Any]:
        from retrieve.render import safe

        return {"user_id": self.user_id, "stored": len(self.gems), "new": self.new, "merged": self.merged,
                "superseded": self.superseded, "skipped": self.skipped, "redactions": self.redactions,
                "memories": [safe(g.model_dump(mode="json")) for g in self.gems]}


def statements(text: str) -> list[str]:
    """The statements of a remember text, its request words ("remember that") taken off, markdown dropped."""
    out: list[str] = []
    for s in sentences.split(text):
        for part in re.split(r"\s*;\s+", s):
            part = markup.plain(part)
            part = _LEAD.sub("", part, count=1).strip()
            if part:
                out.append(part[0].upper() + part[1:] if part[0].islower() else part)
    return out


def speaker_of(settings: Settings, user_id: str) -> str:
    """The display name capture uses for this user (capture.sources[].user_name), else "User", so an explicit
    gem and a curated one of the same person are the same speaker to the merger."""
    for s in settings.capture.sources:
        if s.user_id == user_id and s.user_name:
            return s.user_name
    return "User"


def check_request(text: object, category: object = None, importance: object = None,
                  when: object = None) -> tuple[str, list[str] | None, str, datetime | None]:
    """The call's arguments checked: InputError naming what is wrong (nothing is stored then)."""
    if not isinstance(text, str) or not text.strip():
        raise InputError("text: give the statement to remember (a non-empty string)")
    if len(text) > MAX_CHARS:
        raise InputError(f"text: at most {MAX_CHARS} characters per remember (got {len(text)}); split it")
    cats: list[str] | None = None
    if category is not None:
        # "summary" is consolidation's own (curate/consolidate.py): a stated memory is never one.
        if not isinstance(category, str) or category.strip().lower() not in EXTRACTED_CATEGORIES:
            raise InputError(f"category: one of {', '.join(EXTRACTED_CATEGORIES)}")
        cats = [category.strip().lower()]
    imp = "high" if importance is None else importance
    if imp not in IMPORTANCE_RANK:
        raise InputError(f"importance: one of {', '.join(IMPORTANCE_RANK)}")
    if when is not None and (not isinstance(when, datetime) or when.tzinfo is None):
        raise InputError("timestamp: a timezone-aware date and time (e.g. 2026-03-01T12:00:00Z)")
    return text, cats, str(imp), when


class Rememberer:
    """The remember path with its rules loaded once (serve and the MCP server keep one)."""

    def __init__(self, settings: Settings, rules: Rules | None = None) -> None:
        self.settings = settings
        self.rules = rules or load_rules(settings)

    def warm(self, embedder: Embedder) -> None:
        """Load the embedder's document path (a query warm-up does not): the first remember then costs
        milliseconds, not the model session's load (~0.8 s on the local embedder)."""
        embedder.embed_documents(["warm-up"], 1)

    def __call__(self, store: GemStore, embedder: Embedder, user_id: str, text: object, category: object = None,
                 importance: object = None, when: object = None) -> Remembered:
        return remember(self.settings, store, embedder, user_id, text, category, importance, when, self.rules)


def remember(settings: Settings, store: GemStore, embedder: Embedder, user_id: str, text: object,
             category: object = None, importance: object = None, when: object = None,
             rules: Rules | None = None) -> Remembered:
    """Keep what `text` states for `user_id`, at once; see the module docstring.

    Raises:
        InputError: empty or too long text, an unknown category or importance, a naive timestamp, text that
            gives orders to the memory system (injection), or text with no statement in it. Nothing is
            stored then.
    """
    if not isinstance(user_id, str) or not user_id.strip():
        raise InputError("user: a user id is needed")
    raw, cats, imp, ts = check_request(text, category, importance, when)
    rules = rules or load_rules(settings)
    ts = (ts or datetime.now(timezone.utc)).astimezone(timezone.utc)
    # Secrets first: nothing after this line (the gatekeeper, the embedder, the store, a log) sees them.
    clean, n_red = redact(raw)
    out = Remembered(user_id, redactions=n_red)
    if injection(rules, clean):
        raise InputError("refused: the text gives orders to the memory system or the assistant (rule injection), "
                         "which is never stored as a memory; nothing was stored. State the fact itself, e.g. "
                         "\"I prefer TypeScript\".")
    speaker = speaker_of(settings, user_id)
    cands: list[Candidate] = []
    parts = statements(clean)
    if len(parts) > MAX_STATEMENTS:
        raise InputError(f"text: at most {MAX_STATEMENTS} statements per remember (got {len(parts)}); split it")
    for i, s in enumerate(parts, start=1):
        if sentences.is_question(s):
            out.skipped.append(f"question: {s[:80]}")
            continue
        core = _strip_lead(s)
        if not core or lexicon.SMALL_TALK.match(core) or lexicon.REACTION.match(core):
            out.skipped.append(f"small talk: {s[:80]}")  # "Hi!", "Thanks!" state nothing to keep
            continue
        body = relative_dates.annotate(s, ts.date())
        draft = GemDraft(gem=f"{speaker}: {body}", categories=cats or categories_of(s)[:4] or ["fact"],
                         importance=imp, confidence=confidence_of(body), turn_range=f"{i}-{i}", speaker=speaker)
        verdict = review(draft, rules, s)
        if verdict.rule == "injection":  # a statement-level order the whole-text check did not see
            raise InputError(f"refused: {s[:80]!r} gives orders to the memory system or the assistant "
                             "(rule injection); nothing was stored")
        if verdict.rule.startswith("blacklist"):
            out.skipped.append(f"{verdict.rule}: {s[:80]}")
            continue
        d = verdict.draft
        # The person chose to keep it: the gatekeeper's thresholds (min_confidence, min_importance) do not drop
        # it, and its calibration may raise the importance they gave, never lower it.
        level = max(imp, d.importance, key=lambda x: IMPORTANCE_RANK[x])
        gem = StoredGem.from_gem(
            _gem(d.gem, d.categories if cats is None else cats, level, d.confidence, ts, i, user_id),
            speaker=speaker, source="explicit", embedder=embedder.name)
        cands.append(Candidate(gem, frozenset()))
    if not cands:
        why = "; ".join(out.skipped) or "no statement in it"
        raise InputError(f"nothing to remember: {why}. Nothing was stored.")
    store.ensure(embedder.name, embedder.dim)
    dense, sparse_vecs = index_vectors([c.gem for c in cands], embedder, settings.embedder.batch_size)
    neighbours = []
    for c, v in zip(cands, dense):
        limit = CHANGE_NEIGHBOURS if has_change_cue(c.gem.gem) else NEIGHBOURS
        neighbours.append([Existing(h.gem, h.dense_score if h.dense_score is not None else 0.0)
                           for h in store.search(user_id, v, None, limit=limit)])
    # No graveyard: the person asks for this now, so an earlier delete of the same words does not stand in the way.
    decided = plan(cands, dense, neighbours, settings.curate.dedup_threshold, settings.curate.supersede_threshold)
    by_id = {c.gem.id: k for k, c in enumerate(cands)}
    gems: list[StoredGem] = []
    vecs: list[np.ndarray] = []
    sps: list[Any] = []
    reworded: list[StoredGem] = []
    for g, v in decided.upserts.values():
        g = g.model_copy(update={"source": "explicit"})
        k = by_id.get(g.id)
        if k is not None and g.gem == cands[k].gem.gem and g.context == cands[k].gem.context:
            gems.append(g)
            vecs.append(np.asarray(v, dtype=np.float32))
            sps.append(sparse_vecs[k])
        else:
            reworded.append(g)  # merged into a stored gem whose wording it kept: embedded for that wording
    if reworded:
        rd, rs = index_vectors(reworded, embedder, settings.embedder.batch_size)
        gems += reworded
        vecs += list(rd)
        sps += rs
    store.upsert(gems, np.vstack(vecs).astype(np.float32), sps)
    for old_id, new_id in decided.superseded.items():
        if store.set_fields(user_id, old_id, {"superseded_by": new_id}):
            out.superseded.append(old_id)
    out.gems, out.new, out.merged = gems, decided.new, decided.merged
    _record(settings, store, user_id)
    log.info("remembered for %s: %d gems (%d new, %d merged, %d superseded, %d skipped)", user_id, len(gems),
             out.new, out.merged, len(out.superseded), len(out.skipped))
    return out


def _gem(text: str, cats: list[str], importance: str, confidence: float, ts: datetime, i: int, user_id: str) -> Any:
    from schemas import Gem

    return Gem(gem=text[:2000], categories=cats[:6] or ["fact"], importance=importance,  # type: ignore[arg-type]
               confidence=confidence, timestamp=ts, date=ts.date(),
               # One conversation per call: two statements of one call never count as "the same turns".
               conversation_id=f"{CONVERSATION}:{ts.isoformat()}", turn_range=f"{i}-{i}", user_id=user_id)


def _record(settings: Settings, store: GemStore, user_id: str) -> None:
    """The store's ledger after the write (utils/ledger.py). Without Redis the ledger stays below the truth,
    which is never read as damage; the gems are stored either way."""
    from utils.errors import BackendUnavailable
    from utils.ledger import Ledger

    try:
        # The store's own ledger when it has one: it also mirrors the counts into the store's folder.
        ledger = getattr(store, "ledger", None) or Ledger.lazy(settings)
        ledger.record(user_id, store.count(user_id))
    except BackendUnavailable as e:
        log.warning("the ledger was not updated (%s); the memories are stored", e)
