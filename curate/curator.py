"""The curator run: staged turns -> chunks -> extractor -> gatekeeper -> merger -> store -> trimmed buffer.

Order of writes, so that a crash anywhere loses nothing and a re-run gives the clean run's result:
1. the batch's gems, links and trim are written as an intent record (curate/intent.py); a batch is one
   user's consecutive days up to curate.batch_turns turns (default: 1000 for the rules curator, one day
   for an LLM) or curate.batch_gems gems, each day planned
   as if the days before it were stored already (the gems do not depend on the bounds);
2. gems are upserted under deterministic ids, links set, and everything read back from the store;
3. only then are the turns whose gems were stored removed from the buffer, and the turns of chunks
   that yielded nothing marked curated, in the transaction that marks the record applied; turns of a
   failed chunk are left for the next run. A run starts by replaying the records a crash left.
The store's ledger (utils/ledger.py) is checked before a user's turns are read and recorded after each
write; pending turns that would expire before the next run are curated too, and turns that expired
anyway have their files marked for re-staging (utils/expiry.py).
The whole run holds the curation lock (curate/lock.py), renewed while it lasts.

Run as ``true-recall curate`` or ``python -m curate.curator``.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from itertools import groupby
from pathlib import Path
from typing import Any

import numpy as np
import redis

from curate import forget_asked, private
from curate.backend import Chunk, Extraction, Extractor
from curate.builder import Candidate, build, refresh_snippets
from curate.chunker import budget, estimate_tokens, make_chunks
from curate.embed_ahead import EmbedAhead
from curate.gatekeeper import Rules, load_rules
from curate.intent import Intent, IntentLog
from curate.lock import CurateLock
from curate.merger import Existing, has_change_cue, plan
from curate.report import RunReport
from schemas import StoredGem, Turn
from utils import review_queue, topics, user_settings
from utils.buffer import Buffer
from utils.config import Settings
from utils.diskfull import from_error
from utils.embed import Embedder
from utils.errors import BackendUnavailable, InputError, StopError, StoreDamaged, StoreLocked, TrueRecallError
from utils.expiry import alarms, roll_back
from utils.forget import cleaned_gems, forget_gems
from utils.keys import Keys
from utils.ledger import Ledger, damage_message
from utils.log import console
from utils.redact import RULES_ID, redact
from utils.store import GemStore, sparse
from utils.store.tombstones import Graveyard

log = logging.getLogger("true_recall.curate")

# How many stored neighbours to compare each candidate with (dedup and supersession).
NEIGHBOURS = 5
CHANGE_NEIGHBOURS = 20
# The chunk budget for an extractor that reads turns one by one (no model context to fit).
UNLIMITED_TOKENS = 10**9
# Gems and drops listed by name in a report (the counters are always complete).
MAX_LISTED = 1000
# A gem id as the store names points (a UUID, lower case): redaction leaves one standing alone as it is (hex-only
# and UUID-shaped values count only after a key's name; tests/test_redact_ids.py).
_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
# The last run report is kept this long (status shows it; a month of silence is itself a signal).
REPORT_TTL_S = 30 * 24 * 3600


@dataclass
class RunOptions:
    """What one run covers."""

    now: datetime | None = None  # reference time; the default window is [now - lookback, now)
    users: Sequence[str] = ()
    since: datetime | None = None
    until: datetime | None = None
    all_pending: bool = False  # everything staged, day by day
    dry_run: bool = False

    def window(self, lookback_hours: float) -> tuple[datetime | None, datetime | None, datetime]:
        """(since, until, now) for this run."""
        now = self.now or datetime.now(timezone.utc)
        if self.all_pending:
            return self.since, self.until, now
        until = self.until or now
        since = self.since or until - timedelta(hours=lookback_hours)
        return since, until, now


def open_extractor(settings: Settings) -> Extractor:
    """The extractor the config names (curate.backend): a built-in or one registered by another package under
    the entry point group true_recall.extractors (utils/plugins.py)."""
    from utils.plugins import EXTRACTORS, find

    ext = find(EXTRACTORS, settings.curate.backend)(settings)
    if not isinstance(ext, Extractor):
        from utils.errors import ConfigError

        raise ConfigError([f"curate.backend: {settings.curate.backend!r} made a {type(ext).__name__}, "
                           "not an Extractor"])
    return ext


def context_tokens(settings: Settings, extractor: Extractor | None = None) -> int:
    """The context window chunks are fitted to: the extractor's own when it has one, else its backend's setting."""
    n = getattr(extractor, "context_tokens", None)
    if isinstance(n, int) and not isinstance(n, bool):
        return n
    return settings.openai.num_ctx if settings.curate.backend == "openai" else settings.ollama.num_ctx


def prompt_tokens() -> int:
    """Estimated tokens of the system prompt plus the user-message wrapper."""
    from curate.chat_extractor import system_prompt

    return estimate_tokens(system_prompt()) + 64


@dataclass
class _Batch:
    """One user's chunks of one day (or window) on their way through the pipeline (one _plan)."""

    user_id: str
    candidates: list[Candidate] = field(default_factory=list)
    ok_turns: dict[str, Turn] = field(default_factory=dict)
    failed_turn_ids: set[str] = field(default_factory=set)
    # Each chunk with the candidates it gave (the same objects as in `candidates`): their snippets are set
    # again when the day was extracted before the days ahead of it were planned (_extract_ahead).
    made: list[tuple[Chunk, list[Candidate]]] = field(default_factory=list)
    ahead: bool = False


@dataclass
class _Writes:
    """One user's planned writes over consecutive days, written together through one intent record."""

    user_id: str
    gems: dict[str, tuple[StoredGem, np.ndarray]] = field(default_factory=dict)  # id -> gem as stored, vector
    links: dict[str, str] = field(default_factory=dict)  # gem stored before this batch -> superseding id
    remove: set[str] = field(default_factory=set)
    mark: dict[str, int] = field(default_factory=dict)
    turns: int = 0  # turns of the days gathered (the batch bound)
    stored: int = 0  # gems the days upserted, day by day (the report's count, as before batches)
    held: dict[str, review_queue.Pending] = field(default_factory=dict)  # gems waiting for the owner's review
    _unit: tuple[list[str], np.ndarray] | None = None

    def add(self, gems: list[StoredGem], dense: np.ndarray, links: dict[str, str], remove: set[str],
            mark: dict[str, int]) -> None:
        """Lay one day's plan over the batch: a gem upserted again replaces its earlier version, a link to
        one of the batch's gems becomes its superseded_by (the store would hold the same after both days)."""
        for g, v in zip(gems, dense):
            # As the store returns it (the payload round trip), for the next days' merges.
            self.gems[g.id] = (StoredGem.from_payload(g.to_payload()), v)
        for old, new in links.items():
            if old in self.gems:
                g, v = self.gems[old]
                until = self.gems[new][0].timestamp if new in self.gems else None
                self.gems[old] = (g.model_copy(update={"superseded_by": new, "valid_until": until}), v)
            else:
                self.links[old] = new
        self.remove |= remove
        self.mark.update(mark)
        self.stored += len(gems)
        self._unit = None

    def overlay(self) -> tuple[list[str], np.ndarray]:
        """The batch's gem ids and unit vectors (computed once per day)."""
        if self._unit is None:
            ids = list(self.gems)
            if ids:
                m = np.vstack([v for _, v in self.gems.values()]).astype(np.float32)
                norms = np.linalg.norm(m, axis=1, keepdims=True)
                m = m / np.where(norms == 0, 1, norms)
            else:
                m = np.zeros((0, 1), np.float32)
            self._unit = (ids, m)
        return self._unit

    def empty(self) -> bool:
        return not (self.gems or self.links or self.remove or self.mark or self.held)


@dataclass
class _UserRun:
    """One user's part of a run, from reading their turns to their last write (Curator._run_users)."""

    user: str
    excluded: frozenset[str]  # categories the person never wants kept (user settings)
    confirm: bool  # confirm_conflicts (user settings): conflicts wait for the person's review
    topics: topics.Matcher | None  # excluded topics (user settings)
    pairs: list[tuple[str, str]] = field(default_factory=list)  # (old, new) supersessions in this run
    private: set[str] = field(default_factory=set)  # conversations asked not to be remembered
    asked: list[forget_asked.Asked] = field(default_factory=list)  # requests, in this run's turns, to forget
    vectors: EmbedAhead | None = None
    memo: RedactMemo = field(default_factory=lambda: RedactMemo())
    conversations: dict[str, dict[int, Turn]] = field(default_factory=lambda: defaultdict(dict))
    groups: list[list[Turn]] = field(default_factory=list)
    writes: _Writes | None = None
    ahead: deque[_Batch] = field(default_factory=deque)
    advance: Callable[[int, int], None] = lambda done, failed: None


# A dry run opens neither; a writing run checks both at its start, so reaching these is a caller's error.
_NEEDS_BOTH = "curating needs an embedder and a store (this run was opened without them)"


class Curator:
    """One curation run over the buffer; the extractor, embedder and store are passed in."""

    def __init__(
        self,
        settings: Settings,
        r: redis.Redis,
        extractor: Extractor,
        embedder: Embedder | None = None,
        store: GemStore | None = None,
        rules: Rules | None = None,
        progress: bool = False,
    ) -> None:
        self.settings = settings
        self._excluded: frozenset[str] = frozenset()  # the current user's excluded categories (user settings)
        self._confirm = False  # the current user's confirm_conflicts (user settings): conflicts wait for review
        self._pairs: list[tuple[str, str]] = []  # (old, new) the current user's supersessions in this run
        self._topics: topics.Matcher | None = None  # the current user's excluded topics (user settings)
        self.r = r
        self.keys = Keys(settings.redis.key_prefix)
        self.buffer = Buffer(r, self.keys, settings.redis.ttl_hours)
        self.extractor = extractor
        self.embedder = embedder
        self.store = store
        self.dry_store: GemStore | None = None  # a dry run's store, read only to count what would be forgotten
        self.rules = rules or load_rules(settings)
        self.progress = progress
        self.budget = budget(context_tokens(settings, extractor), prompt_tokens())
        self._lock: CurateLock | None = None
        self._ensured = False
        self.intents = IntentLog(r, self.keys)
        self.ledger = Ledger(r, self.keys, mirror=store.counts_path if store is not None else None)
        self._run_intents: list[Intent] = []
        self._graves: dict[str, Graveyard] = {}
        # Gem texts the report lists that redaction left unchanged in this run: to_dict need not redact them again.
        self._clean: set[str] = set()
        self._private: set[str] = set()  # this user's conversations asked not to be remembered
        self._asked: list[forget_asked.Asked] = []  # this user's requests, in this run's turns, to forget one thing
        # Vectors of the current user's gem texts of the days extracted together (_extract_ahead), embedded
        # while the curator goes on (curate/embed_ahead.py), on one worker thread for the whole run.
        self._vectors: EmbedAhead | None = None
        self._embed_pool: ThreadPoolExecutor | None = None
        # Called at each write boundary ("intent", "upsert", "links", "trim", "settle", "report"); the fault
        # tests raise from it to crash the run there. A no-op otherwise.
        self.on_step: Callable[[str], None] = lambda step: None

    # ---- entry point ---------------------------------------------------------------------------

    def run(self, opts: RunOptions) -> RunReport:
        """Curate the window; never raises for a failing chunk (it is in the report), raises LockHeld."""
        since, until, now = opts.window(self.settings.curate.lookback_hours)
        rep = RunReport(
            started_at=_iso(datetime.now(timezone.utc)),
            reference_time=_iso(now),
            since=_iso(since) if since else None,
            until=_iso(until) if until else None,
            backend=getattr(self.extractor, "name", type(self.extractor).__name__),
            dry_run=opts.dry_run,
        )
        if not opts.dry_run and (self.embedder is None or self.store is None):
            raise StopError("a curation run that writes needs an embedder and a store")
        self._clean = set()
        t0 = time.perf_counter()
        lock = (
            nullcontext()
            if opts.dry_run
            else CurateLock(self.r, self.keys.curate_lock(), self.settings.curate.lock_ttl_s)
        )
        stopped = None
        self._run_intents = []
        with lock as held:
            self._lock = held if isinstance(held, CurateLock) else None
            try:
                if not opts.dry_run:
                    self._recover(rep)
                users = list(opts.users) or self.buffer.users()
                total = self._count_chunks(users, since, until, opts) if self.progress else 0
                with self._progress_bar(total) as advance:
                    self._run_users(users, since, until, opts, rep, advance)
                if not opts.dry_run:
                    self._settle(rep)
                    self._consolidate(rep)
                if since is not None and not (opts.all_pending or opts.since or opts.until):
                    self._hint_older(users, since, rep)
                self._index(opts, rep)
                self._clean_up(opts, rep, now)
                self._compact(opts, rep)
            except (TrueRecallError, redis.RedisError) as e:
                # Stop errors (model missing, lock lost, a server down after retries): the run ends
                # here; what was not trimmed stays in the buffer for the next run.
                stopped = f"{type(e).__name__}: {e}"
                rep.failures.append(stopped)
                log.error("curation stopped: %s", e)
            finally:
                self._lock = None
                if self._embed_pool is not None:
                    self._embed_pool.shutdown(wait=True, cancel_futures=True)
                    self._embed_pool = None
        rep.time("total", time.perf_counter() - t0)
        rep.finished_at = _iso(datetime.now(timezone.utc))
        if not opts.dry_run:
            self._alarms(rep, now)
            self.on_step("report")
            # The report's dict is built (and redacted: every gem and drop it quotes) once for both copies.
            data = rep.to_dict(self._clean)
            try:
                pipe = self.r.pipeline(transaction=False)
                pipe.set(self.keys.last_run(), json.dumps(data, ensure_ascii=False), ex=REPORT_TTL_S)
                if rep.ok:
                    pipe.set(self.keys.last_ok(), rep.finished_at)
                pipe.execute()
            except redis.RedisError as e:
                rep.failures.append(f"could not save the run report in Redis: {e}")
                data = rep.to_dict(self._clean)
            self._save_report_file(data)
        for f in rep.failures:
            if f != stopped:  # said once already, as the error that stopped the run
                log.warning("%s", f)
        return rep

    def _consolidate(self, rep: RunReport) -> None:
        """Rebuild the summaries of the users this run curated (curate/consolidate.py), after their gems are
        written: a summary quotes the store as it is. Off with curate.consolidate false (or
        `curate --no-consolidate`), and for a person who excluded the category "summary"."""
        if not self.settings.curate.consolidate or not rep.users:
            return
        from curate.consolidate import consolidate_user
        from schemas import SUMMARY

        store = self._store_or_fail()
        if self.embedder is None:
            raise StopError("consolidation needs an embedder")
        t = time.perf_counter()
        self._ensure()
        for user in rep.users:
            self._check_lock()
            if SUMMARY in user_settings.load(self.settings, user).excluded_categories:
                continue
            done = consolidate_user(self.settings, store, self.embedder, user)
            for k in ("built", "updated", "unchanged", "removed"):
                rep.summaries[k] = rep.summaries.get(k, 0) + getattr(done, k)
            self.ledger.record(user, store.count(user))
        store.release()
        rep.time("consolidate", time.perf_counter() - t)

    def _hint_older(self, users: Sequence[str], since: datetime, rep: RunReport) -> None:
        """A plain run only looks back curate.lookback_hours: say so when older turns wait uncurated
        (a first run after a backfill of old history would otherwise just say `users 0`)."""
        older, oldest = 0, None
        for user in users:
            n, first = self.buffer.uncurated_before(user, since)
            older += n
            oldest = first if oldest is None or (first is not None and first < oldest) else oldest
        if older:
            day = oldest.date().isoformat() if oldest else "?"
            rep.notes.append(f"{older} staged turns older than this window (from {day}) are not curated yet: "
                             "`curate --all-pending` curates everything staged")

    # ---- one user ------------------------------------------------------------------------------

    def _run_users(self, users: Sequence[str], since: datetime | None, until: datetime | None, opts: RunOptions,
                   rep: RunReport, advance: Callable[[int, int], None]) -> None:
        """Each user's turns read, extracted, planned and written, user by user. Where the model embeds beside the
        curator (a batch-invariant local embedder, curate/embed_ahead.py) and extraction takes no model time (the
        rules curator), the next user's turns are read and extracted before the last one's days are planned: the
        worker embeds the one while the other is read, instead of waiting for it. Users share nothing but the
        run's report, and each user's writes are those a user-by-user run makes. An LLM's extraction takes
        minutes: a user's days are then written before the next user is read, so a crash loses less."""
        overlap = (not opts.dry_run and not self.extractor.context_limited
                   and bool(getattr(self.embedder, "batch_invariant", False)))
        held: _UserRun | None = None
        for user in users:
            try:
                run = self._begin_user(user, since, until, opts, rep, advance)
            except Exception:
                if held is not None:
                    self._end_user(held, opts, rep)  # what was read first is written first, as before
                raise
            if held is not None:
                self._end_user(held, opts, rep)
                held = None
            if run is not None and overlap:
                held = run
            elif run is not None:
                self._end_user(run, opts, rep)
        if held is not None:
            self._end_user(held, opts, rep)

    def _begin_user(self, user: str, since: datetime | None, until: datetime | None, opts: RunOptions,
                    rep: RunReport, advance: Callable[[int, int], None]) -> _UserRun | None:
        """A user's turns read (and what they asked to be forgotten forgotten) and their first days extracted;
        None when there is nothing of theirs to curate."""
        t = time.perf_counter()
        us = user_settings.load(self.settings, user)
        if us.memory_off:
            # The person turned their memory off: nothing of theirs is curated (their staged turns expire unread).
            rep.notes.append(f"{user}: memory is off (true-recall settings --user {user}): not curated")
            return None
        run = _UserRun(user, frozenset(us.excluded_categories), us.confirm_conflicts,
                       topics.matcher(us.excluded_topics) if us.excluded_topics else None)
        if self.embedder is not None and not opts.dry_run:
            if self._embed_pool is None:
                self._embed_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="true-recall-embed")
            run.vectors = EmbedAhead(self.embedder, self.settings.embedder.batch_size, pool=self._embed_pool)
        self._use(run)
        if not opts.dry_run:
            self.ledger.check(self._store_or_fail(), user)  # never add to (or trim for) a damaged store
        # All of them (expired ones are noticed and recorded here), redacted again on the way in: the buffer
        # may hold turns staged before the rules last improved, and nothing that reaches the extractor (an
        # LLM), the store or the report may hold a secret.
        memo = run.memo
        every_pending = [redact_turn(x, memo) for x in self.buffer.turns(user)]
        if not opts.dry_run:
            rb = roll_back(self.buffer, user)
            if rb is not None:
                rep.expired += rb.turns
                rep.failures.append(rb.note())
        pending = [x for x in every_pending if (since is None or x.timestamp >= since)
                   and (until is None or x.timestamp < until)]
        rescue = [] if opts.all_pending else self._about_to_expire(user, [x for x in every_pending if x not in pending])
        rep.rescued += len(rescue)
        if not pending and not rescue:
            return None
        rep.users.append(user)
        rep.turns_read += len(pending) + len(rescue)
        # Every staged turn of the user (curated ones too): the snippet's context turns come from here.
        everything = [redact_turn(x, memo) for x in self.buffer.turns(user, include_curated=True)]
        for turn in everything:
            run.conversations[turn.conversation_id].setdefault(turn.turn_number, turn)
        # Conversations the person asked not to be remembered (curate/private.py): no gem from any of their turns.
        run.private = self._private = {cid for cid, turns in run.conversations.items()
                                       if any(private.asks_not_to_remember(x.user_text) for x in turns.values())}
        if self._private:
            self._forget_private(user, rep, opts.dry_run)
        # "Forget my old address" (curate/forget_requests.py): what the person said before about it goes.
        run.asked = self._asked = forget_asked.requests_in(pending + rescue, self.embedder) if self.embedder else []
        if self._asked:
            self._forget_asked(user, rep, opts.dry_run)
        rep.time("read", time.perf_counter() - t)
        # Turns outside the window that would expire before the next run first, day by day (utils/expiry.py).
        run.groups = _groups(rescue, True) + _groups(pending, opts.all_pending)
        run.writes = _Writes(user)
        self._check_lock()
        run.ahead = self._extract_ahead(user, run.groups, run.writes, run.conversations, rep, advance, memo,
                                        opts.dry_run)
        run.advance = advance
        return run

    def _end_user(self, run: _UserRun, opts: RunOptions, rep: RunReport) -> None:
        """A user's days planned and written (their later days extracted as the write batches make room)."""
        self._use(run)
        user, groups, conversations, memo = run.user, run.groups, run.conversations, run.memo
        writes, ahead = run.writes, run.ahead
        for i, group in enumerate(groups):
            self._check_lock()  # a lost lock stops the run within a day, also while a batch gathers days
            if not ahead:
                ahead = self._extract_ahead(user, groups[i:], writes, conversations, rep, run.advance, memo,
                                            opts.dry_run)
            batch = ahead.popleft()
            if batch.ahead:
                # Extracted before the days ahead of it were planned: its snippets quote the turns those
                # days' trims leave, as a day-by-day run would have read them.
                for chunk, cands in batch.made:
                    refresh_snippets(cands, chunk, conversations.get(chunk.conversation_id, {}),
                                     self.settings.curate.context_turns)
            removed = self._plan(batch, writes, rep, opts.dry_run, memo)
            # Context for the next day is what the buffer holds once this day is trimmed, as a re-run after
            # a crash sees it (the trim itself waits for the batch's write).
            for turn in batch.ok_turns.values():
                if turn.turn_id in removed:
                    conversations[turn.conversation_id].pop(turn.turn_number, None)
            writes.turns += len(group)
            if opts.dry_run:
                continue
            if writes.turns >= self._batch_turns() or len(writes.gems) >= self.settings.curate.batch_gems:
                self._write(writes, rep)
                writes = _Writes(user)
            elif self.extractor.context_limited:
                # The next day's extraction takes minutes with an LLM: let a running `serve` have the store.
                self._store_or_fail().release()
        if not opts.dry_run:
            self._write(writes, rep)
            self._record_replaced(user, rep)
        if run.vectors is not None:
            run.vectors.reset()

    def _use(self, run: _UserRun) -> None:
        """The user's settings, requests and vectors as the current ones (two users' parts of a run interleave:
        _run_users)."""
        self._excluded, self._confirm, self._pairs, self._topics = run.excluded, run.confirm, run.pairs, run.topics
        self._private, self._asked, self._vectors = run.private, run.asked, run.vectors

    def _extract_ahead(self, user: str, groups: list[list[Turn]], writes: _Writes,
                       conversations: dict[str, dict[int, Turn]], rep: RunReport,
                       advance: Callable[[int, int], None], memo: RedactMemo, dry_run: bool) -> deque[_Batch]:
        """The next days extracted, as many as the write batch has room for (by turns; one in a dry run),
        their gems' texts handed to the embedding as each day is extracted (curate/embed_ahead.py: a local
        model embeds the first days while the later ones are extracted; another embedder gets one call for
        all the days, as a call costs a pass over the model besides its tokens). The embedding does not
        depend on the days' plans (only the snippets do, set again before each day is planned), so the
        vectors are those a day-by-day embedding gives."""
        room, overlap = self._room()
        left = self._batch_turns() - writes.turns
        out: deque[_Batch] = deque()
        vectors = None if dry_run else self._vectors
        if vectors is not None:
            vectors.reset()  # a user's earlier batch is planned: its texts are not looked up again
        for group in groups:
            if out:
                self._check_lock()
            batch = self._extract(user, make_chunks(user, group, room, overlap), conversations, rep, advance)
            self._prepare(batch, memo)
            batch.ahead = bool(out)
            out.append(batch)
            if vectors is not None:
                vectors.add([sparse.gem_text(c.gem.gem, c.gem.context) for c in batch.candidates])
            left -= len(group)
            if dry_run or left <= 0:
                break
        if vectors is not None:
            vectors.send()
        return out

    def _forget_private(self, user: str, rep: RunReport, dry_run: bool = False) -> None:
        """What earlier nights stored from a conversation the person has now asked not to be remembered goes too:
        the request covers the whole conversation, also what was curated before it was made. Forgotten through
        the one delete path (utils/forget.py: the store with a tombstone, the review queue, the clean-up's undo
        copy, the run reports, Redis' files); the store's bytes at this run's compaction.

        A gem that a merge made from that conversation and another one goes whole (StoredGem.conversations):
        which of its fields came from where is not kept, and a part left behind could be the private one.

        dry_run: counted as it would be forgotten, and nothing forgotten (a dry run without a store counts the
        review queue and the undo copies, and says that the store was not read)."""
        store = (self.store or self.dry_store) if dry_run else self._store_or_fail()
        try:
            ids = [g.id for g in store.scroll(user) if g.conversations() & self._private] if store else []
        except (BackendUnavailable, StoreLocked) as e:
            if not dry_run:
                raise
            store, ids = None, []  # a dry run still reports the rest
            rep.notes.append(f"{user}: cannot read the store ({e})")
        ids += [i.id for i in review_queue.pending(self.settings, user) if i.gem.conversations() & self._private]
        ids += [g.id for g in cleaned_gems(self.settings, user) if g.conversations() & self._private]
        if dry_run:
            rep.forgotten_private += len(set(ids))
            if store is None:
                rep.notes.append(f"{user}: the store was not read, so gems stored from conversations asked not "
                                 "to be remembered are not counted in 'would be forgotten'")
            return
        if not ids:
            return
        self._check_lock()
        n, _ = forget_gems(self.settings, store, user, sorted(set(ids)), compact_now=False)
        rep.forgotten_private += n

    def _forget_asked(self, user: str, rep: RunReport, dry_run: bool = False) -> None:
        """The user's gems about what they asked, in this run's turns, to be forgotten (curate/forget_asked.py),
        forgotten through the one delete path, as _forget_private does; listed in the report by id only.
        dry_run: listed as they would be forgotten, nothing forgotten."""
        if self.embedder is None:
            raise StopError("honouring a request to forget needs an embedder")
        store = (self.store or self.dry_store) if dry_run else self._store_or_fail()
        try:
            ids = forget_asked.stored_ids(self.settings, store, self.embedder, user, self._asked)
        except (BackendUnavailable, StoreLocked) as e:
            if not dry_run:
                raise
            ids = forget_asked.stored_ids(self.settings, None, self.embedder, user, self._asked)
            rep.notes.append(f"{user}: cannot read the store ({e})")
        if ids and not dry_run and store is not None:
            self._check_lock()
            _, erased = forget_gems(self.settings, store, user, sorted(ids), compact_now=False)
            if erased.backups:
                # As `memories delete` says: a backup taken before still holds what was just forgotten.
                rep.notes.append(f"{user}: {len(erased.backups)} backups taken before still hold gems forgotten on "
                                 f"request: {'; '.join(erased.backups)}")
        rep.forgotten_asked = sorted(set(rep.forgotten_asked) | ids)

    def _about_to_expire(self, user: str, outside: list[Turn]) -> list[Turn]:
        """Pending turns outside the window that would expire before the next run (curated now instead)."""
        if not outside:
            return []
        horizon_ms = (self.settings.curate.lookback_hours + self.settings.redis.expiry_warn_hours) * 3_600_000
        ttls = self.buffer.pttls(user, [x.turn_id for x in outside])
        return [x for x, ms in zip(outside, ttls) if 0 <= ms < horizon_ms]

    def _extract(
        self,
        user: str,
        chunks: list[Chunk],
        conversations: dict[str, dict[int, Turn]],
        rep: RunReport,
        advance: Callable[[int, int], None],
    ) -> _Batch:
        batch = _Batch(user)
        emb_name = self.embedder.name if self.embedder else ""
        for chunk in chunks:
            rep.chunks += 1
            t = time.perf_counter()
            try:
                ext = self.extractor.extract(chunk)
            except TrueRecallError:
                raise  # BackendUnavailable, ModelMissing: every other chunk would fail the same way
            except Exception as e:  # a bug on one input must not cost the other chunks their night
                log.exception("extractor %s crashed on a chunk", rep.backend)
                ext = Extraction(ok=False, error=f"extractor crashed: {type(e).__name__}: {e}")
            rep.time("extract", time.perf_counter() - t)
            advance(1, 0)
            rep.invalid_items += ext.invalid
            where = f"{user}/{chunk.conversation_id} turns {chunk.first}-{chunk.last}"
            if not ext.ok:
                rep.chunks_failed += 1
                rep.failures.append(f"chunk {where}: {ext.error or 'extractor failed'}")
                batch.failed_turn_ids |= {x.turn_id for x in chunk.turns}
                continue
            if ext.error:
                rep.notes.append(f"chunk {where}: {ext.error}")
            rep.proposed += len(ext.drafts)
            built = build(
                chunk, ext.drafts, self.rules, conversations.get(chunk.conversation_id, {}),
                self.settings.curate.context_turns, emb_name,
            )
            rep.out_of_range += built.out_of_range
            rep.invalid_gems += built.invalid
            rep.dropped.update(built.dropped)
            rep.drops += [f"{rule}: {text}" for rule, text in built.dropped_examples][: max(0, MAX_LISTED - len(rep.drops))]
            rep.notes += [f"chunk {where}: {r}" for r in built.reasons]
            if chunk.conversation_id in self._private and built.candidates:
                rep.dropped["private_conversation"] += len(built.candidates)
                built.candidates = []
            if self._excluded:
                # Categories the person never wants kept: dropped like a gatekeeper drop, counted, never quoted.
                kept = [c for c in built.candidates if not self._excluded & set(c.gem.categories)]
                if len(kept) < len(built.candidates):
                    rep.dropped["excluded_category"] += len(built.candidates) - len(kept)
                built.candidates = kept
            built.candidates = self._drop_topics(built.candidates, rep)
            rep.kept += len(built.candidates)
            batch.candidates += built.candidates
            batch.made.append((chunk, built.candidates))
            batch.ok_turns.update({x.turn_id: x for x in chunk.turns})
        return batch

    # ---- store and trim ------------------------------------------------------------------------

    @staticmethod
    def _prepare(batch: _Batch, memo: RedactMemo | None = None) -> None:
        """The extractor writes new text (an LLM can rebuild a secret from redacted pieces): cut it again.
        The snippet is not the extractor's: curate.builder joins the turns this run redacted on reading
        them, so a second pass over the longest field (most of the redaction time) would find nothing."""
        for c in batch.candidates:
            c.gem = redact_gem(c.gem, memo, fields=EXTRACTOR_FIELDS)

    def _plan(self, batch: _Batch, writes: _Writes, rep: RunReport, dry_run: bool,
              memo: RedactMemo | None = None) -> set[str]:
        """Embed and plan one day; its gems, links and trim join `writes` (the batch written by _write).
        Returns the turn ids the day's gems take out of the buffer once written.

        The day is planned against the store as a day-by-day run would find it: the stored neighbours
        with the batch's earlier days laid over them (_neighbours), so the gems do not depend on how days
        are gathered into batches (a crash and a re-run, or other bounds, give the same gems)."""
        t = time.perf_counter()
        cands = batch.candidates
        texts = [sparse.gem_text(c.gem.gem, c.gem.context) for c in cands]
        forgotten_turns: frozenset[str] = frozenset()
        if dry_run:
            vecs = np.zeros((len(cands), 1), dtype=np.float32)
            neighbours: list[list[Existing]] = [[] for _ in cands]
        else:
            if self.embedder is None or self.store is None:
                raise StopError(_NEEDS_BOTH)
            vecs = self._embed(texts) if cands else vecs_empty()
            if self._asked and cands:
                # Said before a request to forget it, or the request itself: never written (curate/forget_asked.py),
                # and its turns leave the buffer as a stored gem's do (a kept transcript would be a copy).
                drop = set(forget_asked.drop_candidates(cands, vecs, self._asked))
                if drop:
                    rep.dropped["forget_request"] += len(drop)
                    forgotten_turns = frozenset().union(*(cands[i].turn_ids for i in drop))
                    cands = [c for i, c in enumerate(cands) if i not in drop]
                    texts = [x for i, x in enumerate(texts) if i not in drop]
                    vecs = vecs[[i for i in range(len(vecs)) if i not in drop]]
            self._ensure()
            overlay = writes.overlay()
            # A change ("switched from X to Y") looks further: the gem it replaces may be worded far apart.
            neighbours = [
                self._neighbours(batch.user_id, v, CHANGE_NEIGHBOURS if has_change_cue(c.gem.gem) else NEIGHBOURS,
                                 writes, overlay)
                for c, v in zip(cands, vecs)
            ]
        rep.time("embed+search", time.perf_counter() - t)
        decided = plan(
            cands, vecs, neighbours, self.settings.curate.dedup_threshold, self.settings.curate.supersede_threshold,
            self._graveyard(batch.user_id), hold_conflicts=self._confirm,
            review_below=self.settings.curate.review_confidence,
        )
        self._hold(decided, writes, rep)
        rep.buried += decided.buried
        rep.new += decided.new
        rep.merged += decided.merged
        rep.superseded += decided.superseded_count
        rep.events += decided.events
        gems = [g for g, _ in decided.upserts.values()]
        listed = gems[: max(0, MAX_LISTED - len(rep.gems))]
        rep.gems += [_brief(g) for g in listed]
        if memo is not None:
            # The report quotes these; those redaction left as they were need not be redacted again (to_dict).
            self._clean.update(g.gem for g in listed if memo.texts.get(g.gem, ("", 1))[1] == 0)
        # Nor the gems' ids: a point's name (uuid5 of its key), which every rule leaves as it is, while its 16
        # characters in a row open the redaction gate to every rule.
        self._clean.update(i for g in listed for i in (g.id, g.superseded_by, *g.merged_ids) if i and _ID.fullmatch(i))
        # Trim only turns of chunks that succeeded: a turn also in a failed chunk waits for the next run.
        remove = ((decided.turn_ids | forgotten_turns) & set(batch.ok_turns)) - batch.failed_turn_ids
        mark = [x for tid, x in batch.ok_turns.items() if tid not in remove and tid not in batch.failed_turn_ids]
        rep.turns_left += len(batch.failed_turn_ids)
        if dry_run:
            return set()
        if self.embedder is None or self.store is None:
            raise StopError(_NEEDS_BOTH)
        t = time.perf_counter()
        dense = vecs_empty()
        if gems:
            by_text = {txt: vecs[i] for i, txt in enumerate(texts)}
            gtexts = [sparse.gem_text(g.gem, g.context) for g in gems]
            # A merged gem can take a stored gem's wording (the newer of the two): its vector is embedded here.
            missing = list(dict.fromkeys(x for x in gtexts if x not in by_text))
            if missing:
                by_text.update(zip(missing, self._embed(missing)))
            dense = np.vstack([by_text[x] for x in gtexts]).astype(np.float32)
        writes.add(gems, dense, decided.superseded, remove,
                   {x.turn_id: int(x.timestamp.timestamp() * 1000) for x in mark})
        rep.time("store", time.perf_counter() - t)
        return set(remove)

    # ---- the review queue (user setting confirm_conflicts; utils/review_queue.py) ----------------

    def _drop_topics(self, cands: list[Candidate], rep: RunReport) -> list[Candidate]:
        """Gems about a topic the person never wants kept (utils/topics.py): dropped, counted, never quoted."""
        if self._topics is None:
            return cands
        kept = [c for c in cands if self._topics.topic_of(c.gem.gem, c.gem.categories) is None]
        if len(kept) < len(cands):
            rep.dropped["excluded_topic"] += len(cands) - len(kept)
        return kept

    def _hold(self, decided: Any, writes: _Writes, rep: RunReport) -> None:
        """Gems the plan held for the owner's review join the batch (queued at its write); its supersessions
        are remembered for the queue's "replaced in the last run" list."""
        rep.queued += len(decided.held)
        for gid, (g, _v, kind, old_id) in decided.held.items():
            writes.held[gid] = review_queue.Pending(g, kind, old_id, rep.started_at)
        self._pairs += decided.pairs

    def _record_replaced(self, user: str, rep: RunReport) -> None:
        """What this run superseded for the user, listed (with undo) in their review queue until the next run."""
        if user in rep.users and not self._confirm:
            review_queue.set_replaced(self.settings, user, rep.started_at, self._pairs)

    def _graveyard(self, user: str) -> Graveyard | None:
        """The user's tombstones (what the person deleted or edited), read from the store once per run."""
        if self.store is None:
            return None
        if user not in self._graves:
            self._graves[user] = self.store.graveyard(user)
        return self._graves[user]

    def _neighbours(self, user: str, vec: np.ndarray, limit: int, writes: _Writes,
                    overlay: tuple[list[str], np.ndarray]) -> list[Existing]:
        """The `limit` gems nearest `vec` in the store as it will be once `writes` is written: the batch's
        gems replace their stored versions (a merge changes wording and vector), its links are set."""
        if self.store is None:
            raise StopError("curating needs a store (this run was opened without one)")
        ask = limit
        while True:
            hits = self.store.search(user, vec, None, limit=ask)
            kept = [h for h in hits if h.id not in writes.gems]
            # The store's top `ask` hold its top `ask - shadowed` other gems: ask again only when the
            # batch's own gems pushed some of the `limit` out.
            if len(kept) >= limit or len(hits) < ask:
                break
            ask += limit - len(kept)
        out = [Existing(h.gem if h.id not in writes.links else
                        h.gem.model_copy(update={"superseded_by": writes.links[h.id]}),
                        h.dense_score if h.dense_score is not None else 0.0) for h in kept[:limit]]
        ids, unit = overlay
        if ids:
            # Cosine as the store computes it (unit vectors, float32 dot), so thresholds fall the same way.
            q = np.asarray(vec, dtype=np.float32)
            n = float(np.linalg.norm(q))
            scores = unit @ (q / n if n else q)
            out += [Existing(writes.gems[gid][0], float(sc)) for gid, sc in zip(ids, scores)]
            out.sort(key=lambda e: -e.similarity)  # stable: the store's own order among its hits
        return out[:limit]

    def _write(self, writes: _Writes, rep: RunReport) -> None:
        """Write one batch through its intent record: record, upsert, links, read-back, then trim."""
        if writes.empty():
            return
        if self.embedder is None or self.store is None:
            raise StopError(_NEEDS_BOTH)
        t = time.perf_counter()
        gems = [g for g, _ in writes.gems.values()]
        dense = np.vstack([v for _, v in writes.gems.values()]) if gems else vecs_empty()
        intent = Intent.build(writes.user_id, gems, dense, writes.links, writes.remove, writes.mark)
        self._check_lock()
        if writes.held:
            # Queued before the turns are trimmed (the intent's last step): a crash in between queues them again
            # on the re-run, under the same ids (no duplicate).
            review_queue.queue(self.settings, writes.user_id, list(writes.held.values()))
        self.intents.write(intent)
        self.on_step("intent")
        self._apply(intent)
        rep.stored += writes.stored
        # Let go of an embedded store (it locks its folder) while the next batch is extracted, which
        # takes minutes with an LLM: a running `serve` can answer in between. The next call reopens it.
        # The rules extractor takes milliseconds per batch: reopening per batch would cost more than it frees.
        if self.extractor.context_limited:
            self.store.release()
        rep.time("store", time.perf_counter() - t)
        self._check_lock()
        self.intents.finish(intent, self.buffer)
        self._run_intents.append(intent)
        self.on_step("trim")
        rep.turns_removed += len(writes.remove)
        rep.turns_marked += len(writes.mark)

    def _embed(self, texts: list[str]) -> np.ndarray:
        """Each distinct text embedded once, in input order; a text of the days extracted together
        (_extract_ahead) is embedded once for all of them, mostly before it is asked for."""
        if self._vectors is None:
            raise StopError("curating needs an embedder (this run was opened without one)")
        return self._vectors.vectors(texts)

    def _index(self, opts: RunOptions, rep: RunReport) -> None:
        """Bring the vector index up to date with what this run stored: in the curator's time, never in the
        search path. Only the new gems' segment is indexed (utils/store/edge.py), seconds, not minutes.
        A failure costs no gem: searches stay exact over the unindexed ones until the next run indexes them."""
        if opts.dry_run or self.store is None or not rep.stored:
            return
        t = time.perf_counter()
        self._check_lock()
        try:
            self.store.optimize()
        except TrueRecallError:
            raise
        except Exception as e:  # noqa: BLE001 - the engine raises bare exceptions; the gems are stored already
            rep.failures.append(f"building the vector index failed ({e}); searches stay exact until the next run")
        finally:
            self.store.release()
        rep.time("index", time.perf_counter() - t)

    def _clean_up(self, opts: RunOptions, rep: RunReport, now: datetime) -> None:
        """Each user's retention and clean-up settings (utils/retention.py): soft-delete what is due at the run's
        `now`, erase what was soft-deleted more than UNDO_DAYS before it. Before _compact, which then takes the
        soft-deleted gems' bytes out of the store's files."""
        from utils import retention

        if opts.dry_run or self.store is None:
            return
        t = time.perf_counter()
        self._check_lock()
        try:
            users = sorted(set(self.store.users()) | set(retention.users(self.settings)))
            for user in [u for u in users if not opts.users or u in opts.users]:
                try:
                    done = retention.clean_user(self.settings, self.store, user, now)
                except InputError as e:  # a damaged settings or clean-up file: this user waits, the rest go on
                    rep.failures.append(f"clean-up of {user} skipped: {e}")
                    continue
                if done.cleaned or done.erased:
                    rep.cleaned_up[user] = done.to_dict()
        finally:
            self.store.release()
        rep.time("clean_up", time.perf_counter() - t)

    def _compact(self, opts: RunOptions, rep: RunReport) -> None:
        """Finish a pending erasure (deletes in serve or `memories delete --later` left deleted gems' bytes in
        the store's files): the run holds the store anyway, so the rewrite stalls no search
        (utils/store/compaction.py)."""
        from utils.store.compaction import compact, pending

        if opts.dry_run or self.store is None or pending(self.store) is None:
            return
        t = time.perf_counter()
        self._check_lock()
        try:
            n = compact(self.store)
            rep.notes.append(f"pending erasure done: the store's files rewritten from its {n} live gems")
        except TrueRecallError:
            raise
        except Exception as e:  # noqa: BLE001 - the gems are safe; the erasure stays pending for the next try
            rep.failures.append(f"compacting the store for a pending erasure failed ({e}); the deleted gems' bytes "
                                "stay in its files until `true-recall memories compact` or the next run")
        finally:
            self.store.release()
        rep.time("compact", time.perf_counter() - t)

    # ---- intent records: apply, replay after a crash, settle -----------------------------------

    def _store_or_fail(self) -> GemStore:
        if self.store is None:
            raise StopError("a curation run that writes needs a store")
        return self.store

    def _apply(self, intent: Intent) -> None:
        """Upsert the record's gems, set its links, read everything back, record the ledger."""
        store = self._store_or_fail()
        user = intent.user_id
        gems = intent.stored_gems()
        vectors = intent.vectors()
        written = set(self._kept_ids(intent))
        if len(written) < len(gems):
            # A record written before the person deleted one of its gems (a crash, then their delete) is
            # replayed without it: the delete stands.
            keep = [i for i, g in enumerate(gems) if g.id in written]
            gems, vectors = [gems[i] for i in keep], vectors[keep]
        if gems:
            self._check_lock()
            self._ensure()
            try:
                store.upsert(gems, vectors,
                             sparse.embed_documents([sparse.sparse_text(g.gem, g.context, g.date) for g in gems]))
            except Exception as e:
                full = from_error(e, self.settings, store.where, f"the gems for {user} could not be written")
                if full is None:
                    raise
                raise full from e
        self.on_step("upsert")
        linked: dict[str, str] = {}
        said_at = {str(p["id"]): p.get("timestamp") for p in intent.gems}
        for old_id, new_id in intent.links.items():
            self._check_lock()
            # The replaced gem held until the replacing statement was made (search --as-of reads the link).
            if store.set_fields(user, old_id, {"superseded_by": new_id, "valid_until": said_at.get(new_id)}):
                linked[old_id] = new_id  # False: the person deleted that gem meanwhile
        self.on_step("links")
        try:
            store.release()  # an embedded store flushes to disk: the read-back sees what a crash would leave
        except Exception as e:  # noqa: BLE001 - the engine raises bare Exceptions for damaged files
            full = from_error(e, self.settings, store.where, f"the gems just written for {user} could not be saved "
                              "(no turn of them was trimmed and the next run writes them again)")
            if full is not None:
                raise full from e
            raise StoreDamaged(f"the store at {store.where} could not save the gems just written for {user} "
                               f"({e}); no turn of them was trimmed and the next run writes them again") from e
        ids = [i for i in intent.gem_ids() if i in written] + list(linked)
        got = {g.id: g for g in store.get(user, ids)} if ids else {}
        lost = [p["id"] for p in intent.gems
                if str(p["id"]) in written and (str(p["id"]) not in got or got[str(p["id"])].gem != p["gem"])]
        lost += [o for o, n in linked.items() if o not in got or got[o].superseded_by != n]
        if lost:
            raise StoreDamaged(
                f"the store at {store.where} did not return {len(lost)} of the gems just written for {user} "
                f"(e.g. {lost[0]}); no turn of them was trimmed and the next run writes them again")
        self.ledger.record(user, store.count(user))

    def _kept_ids(self, intent: Intent) -> list[str]:
        """The record's gem ids less those the person deleted since it was written (never written again)."""
        graves = self._graveyard(intent.user_id)
        if not graves:
            return intent.gem_ids()
        return [g.id for g in intent.stored_gems() if not graves.buried(g, g.id)]

    def _recover(self, rep: RunReport) -> None:
        """Replay what an interrupted run left: pending records in full, applied ones if the store lost gems."""
        records = self.intents.all()
        if not records:
            return
        store = self._store_or_fail()
        for user, group in groupby(records, key=lambda i: i.user_id):
            recs = list(group)
            ids = list(dict.fromkeys(gid for i in recs if i.state == "applied" for gid in self._kept_ids(i)))
            present = {g.id for g in store.get(user, ids)} if ids and self._ready_or_ensure() else set()
            replay_all = len(present) < len(ids)
            for i in recs:
                if i.state == "pending" or replay_all:
                    self._apply(i)
                    if i.state == "pending":
                        self.intents.finish(i, self.buffer)
                    rep.recovered += 1
            self._run_intents += recs
            store.release()
        if rep.recovered:
            rep.notes.append(f"replayed {rep.recovered} batches an interrupted run had not finished writing")
            log.warning("replayed %d intent records of an interrupted run", rep.recovered)

    def _ready_or_ensure(self) -> bool:
        self._ensure()
        return True

    def _settle(self, rep: RunReport) -> None:
        """Check every gem this run wrote is still in the store, then drop the records (else keep them)."""
        store = self._store_or_fail()
        if not self._run_intents:
            return
        self.on_step("settle")
        for user, group in groupby(sorted(self._run_intents, key=lambda i: (i.user_id, i.seq)), key=lambda i: i.user_id):
            recs = list(group)
            ids = list(dict.fromkeys(gid for i in recs for gid in self._kept_ids(i)))
            present = {g.id for g in store.get(user, ids)} if ids else set()
            if len(present) < len(ids):
                rep.failures.append(damage_message(store.where, user, len(ids), len(present)) +
                                    " (gems written by this run; kept in Redis, the next run writes them again)")
                continue
            self.intents.drop(recs)
        store.release()
        self._run_intents = []

    def _alarms(self, rep: RunReport, now: datetime) -> None:
        """Loud warnings in the report: turns close to expiry, a curator that has not succeeded for long."""
        try:
            last_ok = rep.finished_at if rep.ok else self.r.get(self.keys.last_ok())
            rep.alarms += alarms(self.buffer, self.buffer.users(), self.settings.redis.expiry_warn_hours,
                                 last_ok, self.settings.curate.lookback_hours, datetime.now(timezone.utc))
        except redis.RedisError as e:
            rep.alarms.append(f"could not check the buffer for turns at risk: {e}")

    def _save_report_file(self, data: dict[str, Any]) -> None:
        """A copy of the report in the data folder: it survives a Redis that died during the run."""
        path = self.settings.data_path / "curate" / "last_run.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
            tmp.replace(path)
        except OSError as e:
            log.warning("could not write %s: %s", path, e)

    def _ensure(self) -> None:
        if not self._ensured:
            if self.embedder is None or self.store is None:
                raise StopError(_NEEDS_BOTH)
            self.store.ensure(self.embedder.name, self.embedder.dim)
            self._ensured = True

    def _check_lock(self) -> None:
        if self._lock is not None:
            self._lock.check()

    def _count_chunks(self, users: Sequence[str], since: datetime | None, until: datetime | None,
                      opts: RunOptions) -> int:
        """How many chunks the run will extract, so the bar's total is known from the start (a first
        read of the window, one user at a time; only when a bar is shown)."""
        n = 0
        for user in users:
            for group in _groups(self.buffer.turns(user, since, until), opts.all_pending):
                n += len(make_chunks(user, group, *self._room()))
        return n

    def _batch_turns(self) -> int:
        """Turns a write batch gathers (curate.batch_turns; by default all of a user's days up to 1000 for
        the rules curator, one day for an LLM)."""
        if self.settings.curate.batch_turns is not None:
            return self.settings.curate.batch_turns
        return 1 if self.extractor.context_limited else 1000

    def _room(self) -> tuple[int, int]:
        """(tokens per chunk, overlap turns): an extractor without a context limit (rules) reads a
        conversation's day in one chunk, with no overlap (each turn is extracted once)."""
        if self.extractor.context_limited:
            return self.budget, self.settings.curate.chunk_overlap_turns
        return UNLIMITED_TOKENS, 0

    @contextmanager
    def _progress_bar(self, total: int = 0) -> Iterator[Callable[[int, int], None]]:
        """advance(done, more_total): a rich progress bar on a TTY, nothing otherwise."""
        if not self.progress:
            yield lambda done, more: None
            return
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
        )

        with Progress(
            TextColumn("curating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
            console=console(), transient=True,
        ) as bar:
            task = bar.add_task("chunks", total=total)

            def advance(done: int, more: int) -> None:
                if more:
                    bar.update(task, total=(bar.tasks[0].total or 0) + more)
                if done:
                    bar.advance(task, done)

            yield advance


def _groups(pending: list[Turn], by_day: bool) -> list[list[Turn]]:
    """The turns curated together: all of them, or (--all-pending) one day at a time."""
    if not pending:
        return []
    return [list(g) for _, g in groupby(pending, key=lambda x: x.date)] if by_day else [pending]


def vecs_empty() -> np.ndarray:
    return np.zeros((0, 1), dtype=np.float32)


@dataclass
class RedactMemo:
    """Texts already redacted in one user's pass: their turns are read twice (the pending ones, then every
    staged one for context), and one snippet shows in several of their gems. Redaction depends on the
    text alone (a turn's reply: on the pair), so a hit is what redacting again would give."""

    turns: dict[tuple[str, str], tuple[str, str, int]] = field(default_factory=dict)
    texts: dict[str, tuple[str, int]] = field(default_factory=dict)


def redact_turn(t: Turn, memo: RedactMemo | None = None) -> Turn:
    """The turn with its texts redacted by the current rules (the same object when nothing changes)."""
    if t.redacted_with == RULES_ID:
        # Capture cut it with these very rules (and knew more: the conversation's earlier secrets, the
        # user's fingerprints): a second pass, most of a rules curator's reading time, would cut nothing more.
        return t
    key = (t.user_text, t.assistant_text)
    got = memo.turns.get(key) if memo is not None else None
    if got is None:
        known: set[str] = set()  # a secret of the user's message is cut from the reply that repeats it too
        u, nu = redact(t.user_text, known=known)
        a, na = redact(t.assistant_text, known=known)
        got = (u, a, nu + na)
        if memo is not None:
            memo.turns[key] = got
    u, a, n = got
    return t.model_copy(update={"user_text": u, "assistant_text": a}) if n else t


# The texts of a gem an extractor writes (the snippet is the buffer's turns, curate.builder.snippet).
EXTRACTOR_FIELDS = ("gem", "context")


def redact_gem(g: StoredGem, memo: RedactMemo | None = None,
               fields: tuple[str, ...] = ("gem", "context", "snippet")) -> StoredGem:
    """The gem with its texts (by default gem, context and snippet) redacted by the current rules."""
    changed = {}
    for name in fields:
        raw = getattr(g, name)
        got = memo.texts.get(raw) if memo is not None else None
        if got is None:
            got = redact(raw)
            if memo is not None:
                memo.texts[raw] = got
        text, n = got
        if n:
            changed[name] = text
    return g.model_copy(update=changed) if changed else g


def _brief(g: StoredGem) -> dict[str, Any]:
    return {
        "id": g.id, "user_id": g.user_id, "date": g.date.isoformat(), "gem": g.gem, "categories": g.categories,
        "importance": g.importance, "confidence": g.confidence, "conversation_id": g.conversation_id,
        "turn_range": g.turn_range, "superseded_by": g.superseded_by, "merged_ids": g.merged_ids,
    }


def _iso(ts: datetime) -> str:
    return ts.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


# ---- the command (options in curate/cli.py) ---------------------------------------------------


def run_command(settings: Settings, opts: RunOptions, as_json: bool = False) -> RunReport:
    """Open Redis, the extractor, the embedder and the store from the settings, and run once."""
    from utils.redis_conn import connect

    r = connect(settings)
    extractor = open_extractor(settings)
    embedder = store = None
    try:
        from utils.store import open_store

        if not opts.dry_run:
            from utils.embed import open_embedder

            embedder = open_embedder(settings)
        # Opened at the first write, not during extraction. A dry run reads an existing store only to count
        # what a request not to remember a conversation would forget, and creates none.
        store = open_store(settings, lazy=True)
        root = getattr(store, "root", None)
        if opts.dry_run and root is not None and not Path(root).exists():
            store.close()  # never opened: nothing to close but the object
            store = None
        curator = Curator(settings, r, extractor, embedder, None if opts.dry_run else store,
                          progress=sys.stderr.isatty() and not as_json)
        curator.dry_store = store if opts.dry_run else None
        return curator.run(opts)
    finally:
        if store is not None:
            store.close()
        if embedder is not None:
            embedder.close()
        extractor.close()
