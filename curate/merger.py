"""Dedup and supersession decisions (pure): what to upsert and which old gems a new one replaces.

- Dedup: a candidate whose dense cosine with an existing gem (stored, or earlier in this batch) is at
  or above ``dedup_threshold`` — or whose statement is the same — is merged into it: one gem with the
  newer wording, the union of categories, the highest importance and confidence, and the merged ids
  kept as history. The existing id is kept, so links to it (superseded_by) stay valid and a re-run
  merges into the same point again.
- Supersession: a newer decision/preference/fact/plan that says it changes something ("instead",
  "switched to", "no longer", "改用", "不再"...) and is about the same subject (cosine at or above
  ``supersede_threshold``, a shared category) marks the older gem ``superseded_by`` = the new id.
  The older gem stays, for the timeline. A gem that reports pasted text ("User shared an e-mail that
  says ...") never replaces anything (curate/pasted.py).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from curate.builder import Candidate
from curate.pasted import reports_pasted
from schemas import ANSWER, IMPORTANCE_RANK, SUMMARY, StoredGem
from utils.store.tombstones import Graveyard

# Categories whose gems can be replaced by a later change of mind.
SUPERSEDABLE = frozenset({"decision", "preference", "fact", "plan", "project", "solution", "health", "relationship"})
_CHANGE = re.compile(
    r"\b(instead|switch(ed|es|ing)?\b.{0,40}?\b(to|from|over)|chang(ed|es|ing) (my|their|his|her) mind|changed to|"
    r"no longer|not anymore|any ?more|replac(ed|es|ing)|moved\b.{0,40}?\b(to|from|away|off)|"
    r"migrat(ed|es|ing)\b.{0,40}?\b(to|from)|upgraded|downgraded|rescheduled|"
    r"gave up|dropp(ed|ing)|stopped|quit|now (uses?|prefers?|likes?|lives?|works?)|rather than|"
    r"(I|we) now (use|prefer|run|deploy|host|store|live|work)|now (I|we) (use|prefer|run|deploy|host|store|live|work)|"
    r"went back to|reverted|"
    # a plan or a number moved: "pushed to June", "postponed", "called off", "went up to $5,000", "is now on"
    r"pushed (?:back|out|to)|postponed|delayed|brought forward|moved (?:up|forward|back)|cancell?ed|called off|"
    r"(?:went|go|goes|gone) (?:up|down) to|(?:raised|lowered|increased|decreased|reduced|bumped|cut|dropped) (?:it )?(?:to|from)|"
    # ("is now on Thursdays", not "I'm now friends with", "after all" or "these days": on LoCoMo's person-to-person
    # chats those replaced nothing)
    r"(?:is|are|'s) now (?:on|at|in|every|set|scheduled|due|\$?\d))\b|"
    r"(改用|改成|换成|换到|转用|不再|改变主意|改主意|不用了|不喝了|不吃了|取代|替换|搬到|搬去|改为|改到|放弃|迁移到|迁到|"
    r"推迟|延期|延后|提前到|取消|提高到|降到|降低到|涨到|调到|现在在|现在用|现在是)",
    re.IGNORECASE,
)
# How people say what a change replaced (old) and what replaces it (new). Each pattern names the parts it
# can find; a change that names what it replaced supersedes only a gem that mentions it.
_STOP_AT = r"(?=\s+(?:and|but|because|since|so|as|after|last|this|next|for|in|on|at)\b|[,.;:!?](?:\s|$)|[，。；！？]|$)"
_P = r"(?:[^,.;:]|[,.:](?=\S))"  # a phrase's character: punctuation inside "1.26", "02:00" or "1,000" is not an end
_CHANGES: list[re.Pattern[str]] = [re.compile(p, re.IGNORECASE) for p in (
    # "switched the order service from RabbitMQ to NATS", "moved the database off EC2 to RDS", "went from X to Y"
    r"\b(?:switch|mov|migrat|chang|upgrad|downgrad|went|go|transition|convert|port|rewr|shift)\w*\b[^.;]{0,60}?"
    r"\b(?:from|off(?: of)?|away from)\s+(?P<old>" + _P + r"+?)\s+(?:to|onto|over to|for)\s+(?P<new>" + _P + r"+?)" + _STOP_AT,
    # "replaced MongoDB with Postgres", "replaced React Native" (what with: elsewhere in the sentence)
    r"\breplac(?:ed|es|ing)\s+(?P<old>" + _P + r"+?)(?:\s+(?:with|by)\s+(?P<new>" + _P + r"+?))?" + _STOP_AT,
    # "Y instead of X", "Y rather than X"
    r"\b(?:instead of|rather than)\s+(?P<old>" + _P + r"+?)" + _STOP_AT,
    # "no longer X", "stopped using X", "gave up on X", "quit X", "dropped X", "left X", "closed my X"
    r"\b(?:no longer|stopped|quit|gave up(?: on)?|dropped|left|closed|ditched|abandoned)\s+(?P<old>" + _P + r"+?)" + _STOP_AT,
    # "don't keep my phone next to the bed anymore"
    r"\b(?:don't|do not|doesn't|does not|won't|not)\s+(?P<old>" + _P + r"+?)\s+any ?more\b",
    # "switched to uv", "moved to Vercel", "now we use Y", "we use Y now"
    r"\b(?:switch\w*|mov\w*|migrat\w*|chang\w*) (?:over )?to\s+(?P<new>" + _P + r"+?)" + _STOP_AT,
    # 从 X 迁移/换/改/搬/转 到 Y; 不再(用) X; 改用/换成/改成/改为/改到 Y
    r"从\s*(?P<old>[^，。；,;]{1,20}?)\s*(?:迁移|迁|换|改|搬|转)(?:到|成|为)了?\s*(?P<new>[^，。；,;]{1,20})",
    r"不再(?:用|使用|喝|吃|去|住在?)?\s*(?P<old>[^，。；,;了]{1,20})",
    r"(?:改用|换成|改成|改为|改到|转用|搬到|搬去|迁移到|迁到)了?\s*(?P<new>[^，。；,;了]{1,20})",
)]
# Words that say how a change happened, not what it is about.
_CHANGE_WORDS = frozenset(
    "switch switched switching moved move migrate migrated replace replaced instead longer stopped quit now "
    "anymore use using used new old changed change went upgraded downgraded rather dropped left closed".split()
)
_WS = re.compile(r"[\W_]+", re.UNICODE)
# Names: Latin-script terms; _NOT_NAMES are words capitalised only because a sentence starts with them.
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9.+#-]*")
_NOT_NAMES = frozenset(
    "user the a an i we my our also and but so for by to in on at of it this that these those he she they "
    "his her their you your now then later today yesterday tomorrow ok okay yes no not please quick note".split()
)
# supersede_threshold (curate.supersede_threshold) is the cosine at which a change that does not name what
# it replaced ("we switched to uv", "改用 Memcached") replaces an older gem sharing a subject term with it.
# A change that names what it replaced ("from RabbitMQ to NATS") carries its own evidence (the older gem
# must mention it), so it needs this much less.
NAMED_MARGIN = 0.1
# An older gem that names this many things the change does not mention states more than the change
# replaces ("Pantry is a recipe app in Rust with Axum and SQLite" vs "switched Pantry from SQLite to
# Postgres": Rust and Axum still hold), so it stays current beside the change.
COMPOUND_NAMES = 2
# A change that does not name what it replaced must share 1/SHARED_PART of the smaller subject's terms.
SHARED_PART = 3
# How much lower the dedup bar is for two gems drawn from overlapping turns of one conversation.
OVERLAP_MARGIN = 0.1


def has_change_cue(text: str) -> bool:
    """Does the text say that something changed (a newer choice replacing an older one)?"""
    return bool(_CHANGE.search(text)) or change_of(text) is not None


@dataclass(frozen=True)
class Change:
    """What a change statement says it replaced (old) and what replaces it (new), as subject terms."""

    old: frozenset[str]
    new: frozenset[str]


def change_of(text: str) -> Change | None:
    """The old and new subjects a statement of change names (None when it states no change)."""
    old: set[str] = set()
    new: set[str] = set()
    found = False
    body = _SPEAKER.sub("", text)
    for pat in _CHANGES:
        for m in pat.finditer(body):
            found = True
            parts = m.groupdict()
            if parts.get("old"):
                old |= terms(parts["old"])
            if parts.get("new"):
                new |= terms(parts["new"])
    if not found:
        return None
    return Change(frozenset(old - new), frozenset(new))


_SPEAKER = re.compile(r"^[^\s:：]{1,40}(?: [^\s:：()]{1,40})?(?: \((?:accepted|answer)\))?[:：]\s*")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9+#-]*|\d+(?:[.:]\d+)*")


def _stem(w: str) -> str:
    # Light English stemming: "runs"/"running" -> "run", "dependencies" -> "dependency", "versioned" -> "version".
    for suffix, repl in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)] + repl
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]  # "runn" -> "run"
    return w


def terms(text: str) -> set[str]:
    """Subject terms: content words (stemmed, lower-case), numbers, and Chinese character pairs."""
    from curate.lexicon import STOPWORDS, ZH_STOP

    out = set()
    for tok in _TOKEN.findall(text):
        w = tok.lower()
        if w in STOPWORDS or w in _CHANGE_WORDS or w in _NOT_NAMES:
            continue
        out.add(_stem(w) if w.isalpha() else w)
    for run in _CJK_RUN.findall(text):
        chars = [c for c in run]
        out |= {a + b for a, b in zip(chars, chars[1:]) if not (a in ZH_STOP and b in ZH_STOP)}
        if len(chars) == 1 and chars[0] not in ZH_STOP:
            out.add(chars[0])
    return out


def same_statement(a: str, b: str) -> bool:
    """Equal up to case, spaces and punctuation."""
    return _squeezed(a) == _squeezed(b)


@functools.lru_cache(maxsize=8192)
def _squeezed(text: str) -> str:
    # One planning pass compares each new gem with each neighbour: the same texts, squeezed once.
    return _WS.sub("", text).lower()


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
        # Where the older gem came from stays known, so forgetting that conversation finds this gem.
        merged_conversations=sorted((existing.conversations() | incoming.conversations()) - {newer.conversation_id}),
        superseded_by=existing.superseded_by,
        speaker=newer.speaker or older.speaker,
        # What the person asked to keep stays marked so when a transcript later says it again.
        source="explicit" if "explicit" in (existing.source, incoming.source) else newer.source,
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
    return {n for group in name_groups(text) for n in group}


def name_groups(text: str) -> list[set[str]]:
    """The names of `text`, adjacent ones together ("Pine Street", "Dr. Alvarez", "NATS JetStream")."""
    groups: list[set[str]] = []
    end = -2
    for m in _NAME.finditer(text):
        tok = m.group().rstrip(".-")
        if tok.lower() in _NOT_NAMES or len(tok) < 2:
            continue
        if tok[0].isupper() or any(c.isdigit() or c in ".+#-" for c in tok[1:]):
            if groups and text[end:m.start()].strip(" .") == "":
                groups[-1].add(tok.lower())
            else:
                groups.append({tok.lower()})
            end = m.end()
    return groups


def _says_more(old_text: str, change_sentence: str) -> bool:
    """Does the older gem name COMPOUND_NAMES or more things the change does not mention?"""
    said = names(change_sentence)
    return sum(1 for g in name_groups(old_text) if not g & said) >= COMPOUND_NAMES


def supersedes(new: StoredGem, old: StoredGem, similarity: float, threshold: float) -> bool:
    """Does `new` replace `old` (a later change of the same subject, whatever the two gems' categories)?

    Judged on the sentence of `new` that states the change (a long message mentions many things). A
    change that names what it replaced ("from RabbitMQ to NATS", "no longer drink coffee", "不再用
    Jenkins") replaces only an older gem that mentions most of it. One that names only the new thing
    ("switched to uv", "改用 Memcached") replaces an older gem about the same subject: a third of the
    change sentence's subject terms shared, at a cosine of `threshold` or more (NAMED_MARGIN less for a change that names what it replaced). The older gem must not
    already state the new thing (then the later gem repeats, it does not change).
    """
    if new.id == old.id or old.superseded_by is not None or new.user_id != old.user_id:
        return False
    if reports_pasted(new.gem):
        return False  # what a pasted e-mail or document says is not the speaker's change of mind
    if new.timestamp <= old.timestamp:
        return False
    if new.speaker and old.speaker and new.speaker.split(" (")[0] != old.speaker.split(" (")[0]:
        return False  # one person's change does not replace what somebody else said
    if similarity < threshold - NAMED_MARGIN:
        return False
    old_text = _SPEAKER.sub("", old.gem)
    old_terms = terms(old_text)
    made = change_of(old.gem)
    for sent in _sentences(_SPEAKER.sub("", new.gem)):
        ch = change_of(sent)
        if ch is None and not _CHANGE.search(sent):
            continue
        if ch is not None and made is not None and (ch.old & made.old):
            continue  # the older gem made this same change: the newer one restates it
        if _says_more(old_text, sent):
            continue  # the older gem says more than this change replaces
        if _replaces(sent, ch, old_terms, similarity, threshold):
            return True
    return False


def _is_number(term: str) -> bool:
    return term.replace(".", "").replace(":", "").isdigit()


def _sentences(text: str) -> list[str]:
    from curate.sentences import split

    return split(text)


def _replaces(sentence: str, ch: Change | None, old_terms: set[str], similarity: float, threshold: float) -> bool:
    said = terms(sentence)
    if ch is not None and ch.old:
        # It names what it replaced: the older gem must be about (most of) that.
        hit = ch.old & old_terms
        if not hit or len(hit) * 2 < len(ch.old):
            return False
        if ch.new and ch.new <= old_terms and not ch.old <= said:
            return False
        if all(_is_number(t) for t in hit):
            # "moved from the 10th to the 17th": a number alone is no subject; the rest must match too.
            subject = said - ch.new - ch.old
            return len(subject & old_terms) >= max(1, min(len(subject), len(old_terms)) // 3)
        return True
    new_part = ch.new if ch is not None else frozenset()
    if new_part and new_part <= old_terms:
        return False  # the older gem already says the new thing
    subject = said - new_part
    shared = subject & old_terms
    # A third of the subject: half lost real changes (a meeting moved, a job title changed) on the tuning sets.
    need = max(1, min(len(subject), len(old_terms)) // SHARED_PART)
    return similarity >= threshold and len(shared) >= need


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
    buried: int = 0  # candidates the person had deleted (or whose edited gem they would revert): not written
    # Held for the owner's review (user setting confirm_conflicts): new id -> (gem, vector, kind, id it would replace).
    held: dict[str, tuple[StoredGem, np.ndarray, str, str | None]] = field(default_factory=dict)
    pairs: list[tuple[str, str]] = field(default_factory=list)  # (old id, new id) of every supersession planned


def plan(
    candidates: Sequence[Candidate],
    vectors: np.ndarray,
    neighbours: Sequence[Sequence[Existing]],
    dedup_threshold: float,
    supersede_threshold: float,
    graves: Graveyard | None = None,
    hold_conflicts: bool = False,
    review_below: float | None = None,
) -> Plan:
    """Decide merges and supersessions for a user's batch (candidates with their store neighbours).

    graves: the user's tombstones. A candidate the person deleted is left out (its turns still count as
    done); a candidate merging into a gem the person edited keeps the fields they set; a candidate under
    the id of an edited gem that is not among its neighbours is left out (the person's version stands).

    hold_conflicts: a candidate that would supersede a gem is held (Plan.held, kind "conflict") instead, and so is
    a new candidate whose confidence is below review_below (kind "low_confidence"): the owner decides
    (utils/review_queue.py). Later candidates do not see held ones."""
    out = Plan()
    pinned = graves.pinned if graves is not None else {}
    # Later candidates see earlier ones, so process in time order: "chose X" before "switched to Y".
    order = sorted(range(len(candidates)), key=lambda i: (candidates[i].gem.timestamp, candidates[i].gem.turn_range))
    for i in order:
        cand, vec = candidates[i].gem, vectors[i]
        # An assistant's answer and the person's statements never meet: neither merges into nor replaces the other.
        answer = ANSWER in cand.categories
        out.turn_ids |= candidates[i].turn_ids
        if graves is not None and graves.buried(cand, cand.id):
            out.buried += 1
            out.events.append(f"left out {cand.id}: its owner deleted it")  # no text: they asked for it gone
            continue
        # The pool: stored neighbours (as already updated by this plan) and this batch's gems so far.
        pool: list[tuple[StoredGem, float, bool]] = []
        for ex in neighbours[i]:
            if ex.gem.user_id != cand.user_id:
                continue  # a store must never return them; refuse to merge across users regardless
            if SUMMARY in ex.gem.categories:
                continue  # a summary quotes gems, it states nothing of its own: never merged into or replaced
            if (ANSWER in ex.gem.categories) != answer:
                continue
            current = out.upserts.get(ex.gem.id, (ex.gem, None))[0]
            if ex.gem.id in out.superseded:
                current = current.model_copy(update={"superseded_by": out.superseded[ex.gem.id]})
            pool.append((current, ex.similarity, True))
        seen = {g.id for g, _, _ in pool}
        for gid, (g, v) in out.upserts.items():
            if gid not in seen and (ANSWER in g.categories) == answer:
                pool.append((g, cosine(vec, v), False))
        pool.sort(key=lambda p: -p[1])

        # A candidate under an edited gem's id never replaces it (below it merges into it, or is left out).
        if not answer and cand.id not in pinned and has_change_cue(f"{cand.gem}\n{cand.context}"):
            old = next((g for g, s, _ in pool if "superseded_by" not in pinned.get(g.id, ())
                        and supersedes(cand, g, s, supersede_threshold)), None)
            if old is not None and hold_conflicts:
                out.held[cand.id] = (cand, vec, "conflict", old.id)
                out.events.append(f"held {cand.id} for review: it would supersede {old.id}")
                continue
            if old is not None:
                out.superseded_count += 1
                out.pairs.append((old.id, cand.id))
                out.events.append(f"superseded {old.id} ({old.gem[:60]!r}) by {cand.id} ({cand.gem[:60]!r})")
                if old.id in out.upserts:
                    g, v = out.upserts[old.id]
                    out.upserts[old.id] = (g.model_copy(update={"superseded_by": cand.id,
                                                                "valid_until": cand.timestamp}), v)
                else:
                    out.superseded[old.id] = cand.id
                _add(out, cand, vec)
                continue

        dup = next((g for g, s, _ in pool if is_duplicate(cand, g, s, dedup_threshold)), None)
        if dup is None and cand.id in pinned:
            out.buried += 1
            out.events.append(f"left out {cand.id}: its owner edited it, and their version stands")
            continue
        if dup is not None:
            merged = merge(dup, cand)
            if dup.id in pinned:
                # What the person set stays as they set it; a later candidate adds only history.
                merged = merged.model_copy(update={f: getattr(dup, f) for f in pinned[dup.id]})
            if dup.id in out.superseded and merged.superseded_by is None:
                merged = merged.model_copy(update={"superseded_by": out.superseded.pop(dup.id)})
            # The merged gem has the newer wording; the vector follows the wording.
            v = vec if merged.gem == cand.gem else out.upserts.get(dup.id, (None, vec))[1]
            out.upserts[dup.id] = (merged, v if v is not None else vec)
            if dup.id != cand.id:
                out.merged += 1
                out.events.append(f"merged {cand.id} ({cand.gem[:60]!r}) into {dup.id}")
            continue
        if hold_conflicts and review_below is not None and cand.confidence < review_below:
            out.held[cand.id] = (cand, vec, "low_confidence", None)
            out.events.append(f"held {cand.id} for review: confidence {cand.confidence:.2f}")
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
