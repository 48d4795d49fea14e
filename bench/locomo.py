"""LoCoMo benchmark: evidence recall at a context budget for curated gems and the baselines, in one run.

    python -m bench.locomo --data ../shared/benchmarks/locomo --json

For each conversation (one user, ``locomo-NN``) the harness stages its sessions as turns, curates them
with the rules extractor, asks every question of categories 1-4 through the gem search, and scores what
the results show against the evidence turns (bench/locomo_score.py). The baselines — every LoCoMo message
as one item (dense; dense + BM25 with RRF) and LoCoMo's own LLM observations — use the same embedder in
the same run. Writes bench/results/locomo.{json,md,png}.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np

from bench import locomo_data as data
from bench import locomo_score as score
from bench.locomo_index import Index, sparse_docs
from curate import sentences
from curate.backend import Chunk, Extractor
from curate.curator import open_extractor
from curate.rules_extractor import RulesExtractor
from schemas import IMPORTANCE_RANK, Gem, StoredGem, Turn
from utils import usage as search_usage
from utils.config import Settings, load_settings
from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.store import sparse as sp

RESULTS = Path(__file__).resolve().parent / "results"
# Debugging aid (not part of the report): BENCH_DUMP=file.jsonl writes every question's top results.
_DUMP = __import__("os").environ.get("BENCH_DUMP")
CATEGORIES = (1, 2, 3, 4)
CHUNK_TURNS = 40  # turns per extractor call in the direct path (the rules extractor has no context limit)
# Results asked of the product's search per question: enough to fill the largest budget of the curve.
SEARCH_K = 40


@dataclass
class Staged:
    """One conversation after staging: its turns and, per turn, the LoCoMo messages it holds."""

    turns: list[Turn]
    # (conversation_id, turn_number) -> [(dia_id, text as staged)]
    turn_dias: dict[tuple[str, int], list[tuple[str, str]]] = field(default_factory=dict)


# ---- staging -------------------------------------------------------------------------------------

# The conversations the curator's rules and the ranking were tuned on (read item by item); the rest of each
# set is the frozen part, measured, never read per item. LoCoMo: 26, 41, 47; BEAM 100K: 1-10 (11-20 frozen).
TUNED = frozenset({"locomo-26", "locomo-41", "locomo-47"} | {f"beam-{i}" for i in range(1, 11)})


def stage_direct(conv: data.Conversation, names: bool = True) -> Staged:
    """LoCoMo -> Turns as capture pairs them: a user message and the assistant reply that follows it."""
    st = Staged(turns=[])
    for s in conv.sessions:
        cid = data.session_id(conv, s.number)
        n = 0
        pending: Turn | None = None
        for i, m in enumerate(s.messages):
            ts = s.when + timedelta(seconds=data.MESSAGE_GAP_S * i)
            eid = data.entry_id(conv.key, m.dia_id)
            if m.speaker == conv.speaker_a or pending is None or pending.assistant_text:
                n += 1
                pending = Turn(
                    turn_id=Turn.make_id(cid, eid), user_id=conv.user_id, conversation_id=cid, turn_number=n,
                    timestamp=ts, user_name=conv.speaker_a if names else None,
                    assistant_name=conv.speaker_b if names else None, source=f"{cid}.jsonl", entry_ids=[eid],
                )
                st.turns.append(pending)
                st.turn_dias[(cid, n)] = []
                if m.speaker == conv.speaker_a:
                    pending.user_text = m.text
                    st.turn_dias[(cid, n)].append((m.dia_id, m.text))
                    continue
            pending.assistant_text = m.text
            pending.reply_timestamp = ts
            pending.entry_ids.append(eid)
            st.turn_dias[(cid, n)].append((m.dia_id, m.text))
    return st


def turn_dias_from(turns: Sequence[Turn], refs: dict[str, data.DiaRef]) -> dict[tuple[str, int], list[tuple[str, str]]]:
    """Map staged turns back to LoCoMo messages through their entry ids (harness-private map)."""
    out: dict[tuple[str, int], list[tuple[str, str]]] = {}
    for t in turns:
        dias = []
        for eid in t.entry_ids:
            ref = refs.get(eid)
            if ref is None:
                continue
            dias.append((ref.dia_id, t.user_text if ref.role == "user" else t.assistant_text))
        out[(t.conversation_id, t.turn_number)] = dias
    return out


# ---- curating (direct path: the curator's steps, in-process) ------------------------------------


def _side_text(t: Turn, speaker: str | None) -> str:
    # Only the gem speaker's message of the turn, as Turn.text() writes it.
    if speaker and speaker == (t.assistant_name or "Assistant") and t.assistant_text:
        return f"{speaker}: {t.assistant_text}"
    if t.user_text:
        return f"{t.user_name or 'User'}: {t.user_text}"
    return t.text()


def curate_direct(
    staged: Staged, settings: Settings, extractor: Extractor, snippet: str = "turns", context: bool = True
) -> tuple[list[StoredGem], dict[str, int]]:
    """Chunk per conversation, extract, gatekeep, and build gems with the snippet from the buffer's turns.

    snippet: "turns" (Turn.text() of turn_range +- context_turns, the curator's design), "side" (only the
    gem speaker's message), "none".
    """
    cfg = settings.curate
    stats = {"drafts": 0, "kept": 0}
    by_conv: dict[str, list[Turn]] = {}
    for t in staged.turns:
        by_conv.setdefault(t.conversation_id, []).append(t)
    gems: dict[str, StoredGem] = {}
    for cid, turns in by_conv.items():
        turns.sort(key=lambda t: t.turn_number)
        by_no = {t.turn_number: t for t in turns}
        for i in range(0, len(turns), CHUNK_TURNS):
            chunk = Chunk(turns[0].user_id, cid, turns[i : i + CHUNK_TURNS])
            for d in extractor.extract(chunk).drafts:
                stats["drafts"] += 1
                if d.confidence < cfg.min_confidence:
                    continue
                if IMPORTANCE_RANK.get(d.importance, 0) < IMPORTANCE_RANK[cfg.min_importance]:
                    continue
                a, b = (int(x) for x in d.turn_range.split("-"))
                first = by_no[a]
                shown = [by_no[k] for k in range(a - cfg.context_turns, b + cfg.context_turns + 1) if k in by_no]
                if snippet == "turns":
                    snip = "\n".join(t.text() for t in shown)
                elif snippet == "rest":
                    # The turns' messages that the gem and context do not already show.
                    lines = []
                    for t in shown:
                        for name, text in ((t.user_name or "User", t.user_text), (t.assistant_name or "Assistant", t.assistant_text)):
                            if text and not score.shown_dia_ids(d.gem, d.context, "", [("x", text)]):
                                lines.append(f"{name}: {text}")
                    snip = "\n".join(lines)
                elif snippet == "side":
                    snip = "\n".join(_side_text(by_no[k], d.speaker) for k in range(a, b + 1))
                else:
                    snip = ""
                g = Gem(
                    gem=d.gem, context=d.context if context else "", snippet=snip,
                    categories=d.categories, importance=d.importance, confidence=d.confidence,
                    timestamp=first.timestamp, date=first.date, conversation_id=cid, turn_range=d.turn_range,
                    user_id=first.user_id,
                )
                sg = StoredGem.from_gem(g, speaker=d.speaker)
                gems[sg.id] = sg
    stats["kept"] = len(gems)
    return list(gems.values()), stats


def _index_text(gem: str, context: str) -> str:
    # What the curator indexes a gem by (utils.store.sparse.gem_text), for both the dense and the sparse vector.
    f = getattr(sp, "gem_text", None)
    return f(gem, context) if f else (f"{gem}\n{context}".strip() if context else gem)


def injected_line(g: StoredGem) -> str:
    """The line retrieve.render.context_block writes into the prompt for this gem."""
    from retrieve.render import context_line

    return context_line(g.date, g.importance, g.gem)


def gem_items(
    gems: Sequence[StoredGem], turn_dias: dict[tuple[str, int], list[tuple[str, str]]], ctx: int, shown: str = "all"
) -> list[score.Item]:
    """Gems as scored results: each covers only the messages its text shows.

    shown="all": gem, context and snippet (the README's measure); "injected": only the line the product's
    prompt block (retrieve.render.context_block) writes — date, importance and gem.
    """
    items = []
    by_id = {g.id: g for g in gems}
    for g in gems:
        a, b = g.turns
        cands = [x for k in range(a - ctx - 1, b + ctx + 1) for x in turn_dias.get((g.conversation_id, k), [])]
        if g.sources:
            # A summary (curate/consolidate.py) quotes gems of other turns: the messages it may show are those
            # of the gems it links, and it is credited only for what its own text shows of them.
            cands = [x for src in _sources(g, by_id) for k in range(src.turns[0] - ctx - 1, src.turns[1] + ctx + 1)
                     for x in turn_dias.get((src.conversation_id, k), [])]
        if shown == "gem+context":
            # What a result would show if the curator stored no snippet: the ranking is unchanged (gems
            # are indexed by gem + context only), so this measures that proposal on the real pipeline.
            text = "\n".join(p for p in (g.gem, g.context) if p)
            items.append(score.Item(g.id, text, score.shown_dia_ids(g.gem, g.context, "", cands),
                                    index_text=_index_text(g.gem, g.context)))
            continue
        if shown == "injected":
            text = injected_line(g)
            items.append(score.Item(g.id, text, score.shown_dia_ids(g.gem, "", "", cands),
                                    index_text=_index_text(g.gem, g.context)))
            continue
        shown_text = "\n".join(p for p in (g.gem, g.context, g.snippet) if p)
        covers = score.shown_dia_ids(g.gem, g.context, g.snippet, cands)
        items.append(score.Item(g.id, shown_text, covers, index_text=_index_text(g.gem, g.context)))
    return items


# ---- the real pipeline: backfill -> curate --all-pending -> retrieve.search -------------------------


class RealPipeline:
    """The product's own stages against a real Redis (own key prefix) and an embedded store in a temp dir."""

    def __init__(self, settings: Settings, workdir: Path, embedder: Embedder, curate_embedder: Embedder | None = None) -> None:
        from utils.redis_conn import connect
        from utils.store import open_store

        self.settings = settings
        self.workdir = workdir
        self.r = connect(settings)
        self.r.ping()
        self.embedder = embedder
        # The curator's own embedder: never a cache, so that curation speed is measured as it is.
        self.curate_embedder = curate_embedder or embedder
        self.store = open_store(settings)
        self.refs: dict[str, data.DiaRef] = {}

    def stage(self, conv: data.Conversation, names: bool = True) -> Staged:
        """Write the sessions as OpenClaw files and backfill them into the buffer (capture.backfill).

        names: the two speakers' display names go in as the source's user and assistant names, as an
        operator would configure them (capture.sources[].user_name / assistant_name).
        """
        from capture.backfill import backfill
        from utils.buffer import Buffer
        from utils.keys import Keys

        d = self.workdir / "sessions" / conv.key
        refs = data.write_sessions(conv, d)
        self.refs.update(refs)
        backfill(self.settings, self.r, [d], user=conv.user_id, flush=True, progress=False,
                 user_name=conv.speaker_a if names else None, assistant_name=conv.speaker_b if names else None)
        buf = Buffer(self.r, Keys(self.settings.redis.key_prefix), self.settings.redis.ttl_hours)
        turns = buf.turns(conv.user_id, include_curated=True)
        return Staged(turns=turns, turn_dias=turn_dias_from(turns, refs))

    def curate(self, users: Sequence[str]) -> dict[str, Any]:
        """curate --all-pending with the configured (rules) backend."""
        from curate.curator import Curator, RunOptions, open_extractor

        extractor = open_extractor(self.settings)
        try:
            cur = Curator(self.settings, self.r, extractor, self.curate_embedder, self.store)
            rep = cur.run(RunOptions(users=list(users), all_pending=True))
        finally:
            extractor.close()
        usage = dict(getattr(extractor, "usage", {}) or {})  # an LLM's tokens and seconds, as its server reported
        return {k: getattr(rep, k) for k in ("proposed", "kept", "new", "merged", "superseded", "stored",
                                             "chunks", "chunks_failed", "invalid_items")
                if hasattr(rep, k)} | {"llm_usage": usage} | {"dropped": dict(getattr(rep, "dropped", {})),
                                       "failures": list(getattr(rep, "failures", []))[:5],
                                       "supersessions": [e for e in getattr(rep, "events", []) if e.startswith("superseded")][:200]}

    def gems(self, user_id: str) -> list[StoredGem]:
        return list(self.store.scroll(user_id))

    def search(self, question: str, user_id: str, k: int, now: Any) -> list[str]:
        """Gem ids, best first, from the product's search."""
        from retrieve.search import search

        res = search(question, user_id, k=k, settings=self.settings, store=self.store, embedder=self.embedder, now=now)
        return [x.id for x in res]

    def close(self) -> None:
        self.store.close()
        for key in self.r.scan_iter(match=f"{self.settings.redis.key_prefix}:*", count=1000):
            self.r.delete(key)


# ---- the run -------------------------------------------------------------------------------------


class CachedEmbedder(Embedder):
    """An embedder whose vectors persist in a file between runs (for iterating on the curator only).

    The vectors are the wrapped embedder's own, keyed by a digest of the exact text, so rankings are
    unchanged; only texts not seen before are embedded. Figures recorded in bench/results come from runs
    where the curator embeds for real (see run_conversations).
    """

    def __init__(self, inner: Embedder, path: Path) -> None:
        self.inner, self.path = inner, path
        self.name, self.dim, self.query_prefix = inner.name, inner.dim, inner.query_prefix
        self.vecs: dict[str, np.ndarray] = {}
        self.hits = self.misses = 0
        if path.exists():
            with np.load(path, allow_pickle=False) as z:
                keys = z["keys"].tolist() if "keys" in z else [self.key(t) for t in z["texts"].tolist()]
                self.vecs = dict(zip(keys, z["vecs"]))

    @staticmethod
    def key(text: str) -> str:
        import hashlib

        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        keys = [self.key(t) for t in texts]
        new = list(dict.fromkeys((k, t) for k, t in zip(keys, texts) if k not in self.vecs))
        self.misses += len(new)
        self.hits += len(texts) - len(new)
        if new:
            self.vecs.update(zip([k for k, _ in new], self.inner.embed_batch([t for _, t in new])))
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.vstack([self.vecs[k] for k in keys])

    def save(self) -> None:
        keys = list(self.vecs)
        # Through an open file: np.savez given a name without ".npz" adds it, and the next run, which looks
        # for the name it was given, would find no cache.
        with open(self.path, "wb") as fh:
            np.savez(fh, keys=np.array(keys), vecs=np.vstack([self.vecs[k] for k in keys]))


class Embeddings:
    """Each distinct text embedded once per run (the cost is still paid, and counted)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.cache: dict[str, np.ndarray] = {}
        self.count = 0
        self.seconds = 0.0

    def docs(self, texts: Sequence[str]) -> np.ndarray:
        new = list(dict.fromkeys(t for t in texts if t not in self.cache))
        if new:
            t0 = time.perf_counter()
            vecs = self.embedder.embed_documents(new, batch_size=64)
            self.seconds += time.perf_counter() - t0
            self.count += len(new)
            self.cache.update(zip(new, vecs))
        if not texts:
            return np.zeros((0, self.embedder.dim), dtype=np.float32)
        return np.vstack([self.cache[t] for t in texts])

    def query(self, text: str) -> np.ndarray:
        key = "\x00q" + text
        if key not in self.cache:
            t0 = time.perf_counter()
            self.cache[key] = self.embedder.embed_query(text)
            self.seconds += time.perf_counter() - t0
            self.count += 1
        return self.cache[key]


@dataclass
class Memory:
    """One memory under test for one conversation: items and a ranking function."""

    name: str
    items: list[score.Item]
    rank: Callable[[str], list[int]]


def build_baselines(conv: data.Conversation, emb: Embeddings, settings: Settings) -> list[Memory]:
    """The memory dump (dense; dense + BM25), every user message (dense) and, when the benchmark has them,
    its reference observations (dense).

    dump_hybrid fuses as the README's reference does (RRF k=60, equal weights); dump_hybrid_product fuses
    with the product's retrieve settings, so the gems' ranking gains are not mistaken for curation gains.
    user_dense keeps every message of the user side (speaker_a) whole: the memory to beat on
    user <-> assistant chats.
    """
    r = settings.retrieve
    dump = [score.Item(m.dia_id, f"{m.speaker}: {m.text}", frozenset([m.dia_id])) for m in conv.messages()]
    users = [it for it, m in zip(dump, conv.messages()) if m.speaker == conv.speaker_a]
    dump_idx = Index(emb.docs([i.shown for i in dump]), sparse_docs([i.shown for i in dump]))
    user_idx = Index(emb.docs([i.shown for i in users]))
    out = [
        Memory("dump_dense", dump, lambda q: dump_idx.dense_rank(emb.query(q))),
        Memory("dump_hybrid", dump, lambda q: dump_idx.hybrid_rank(emb.query(q), sp.embed_query(q))),
        Memory("dump_hybrid_product", dump, lambda q: dump_idx.hybrid_rank(
            emb.query(q), sp.embed_query(q), limit=r.candidates, dense_weight=r.dense_weight,
            sparse_weight=r.sparse_weight, k=r.rrf_k)),
        Memory("user_dense", users, lambda q: user_idx.dense_rank(emb.query(q))),
    ]
    if conv.observations:
        obs = [score.Item(f"obs{i}", text, frozenset(ids)) for i, (text, ids) in enumerate(conv.observations)]
        obs_idx = Index(emb.docs([i.shown for i in obs]), sparse_docs([i.shown for i in obs]))
        out.append(Memory("observations_dense", obs, lambda q: obs_idx.dense_rank(emb.query(q))))
    return out


def paraphrase_items(gems: Sequence[StoredGem], items: Sequence[score.Item],
                     turn_dias: dict[tuple[str, int], list[tuple[str, str]]], emb: Embeddings) -> list[score.Item]:
    """The gem items with `covers` by the paraphrase rule: the messages of the gem's own turns (its turn
    provenance) that gem + context is semantically close to (score.PARAPHRASE_MIN_COSINE)."""
    out = []
    by_id = {g.id: g for g in gems}
    for g, it in zip(gems, items, strict=True):
        a, b = g.turns
        cands = [x for k in range(a, b + 1) for x in turn_dias.get((g.conversation_id, k), [])]
        if g.sources:
            # A summary: each of its dated lines against the messages of the gem that line quotes.
            lines = _SUMMARY_LINE.split(g.gem)[1:]
            covers_s: set[str] = set()
            for line, src in zip(lines, _sources(g, by_id)):
                sc = [x for k in range(src.turns[0], src.turns[1] + 1) for x in turn_dias.get((src.conversation_id, k), [])]
                if sc:
                    vec = emb.docs([line])[0]
                    vecs = emb.docs([text for _dia, text in sc])
                    covers_s |= score.paraphrased_dia_ids(vec, [(dia, v) for (dia, _t), v in zip(sc, vecs, strict=True)])
            out.append(score.Item(it.id, it.shown, frozenset(covers_s), index_text=it.index_text))
            continue
        covers: frozenset[str] = frozenset()
        if cands:
            gem_vec = emb.docs([" ".join(p for p in (g.gem, g.context) if p)])[0]
            vecs = emb.docs([text for _dia, text in cands])
            covers = score.paraphrased_dia_ids(gem_vec, [(dia, v) for (dia, _t), v in zip(cands, vecs, strict=True)])
        out.append(score.Item(it.id, it.shown, covers, index_text=it.index_text))
    return out


# The start of each dated line of a summary gem (curate/consolidate.py: "2024-03-15 — ...").
_SUMMARY_LINE = re.compile(r"\s(?=\d{4}-\d{2}-\d{2} — )")


def _sources(g: StoredGem, by_id: dict[str, StoredGem]) -> list[StoredGem]:
    """The gems a summary links, in its order (those still stored)."""
    return [by_id[i] for i in g.sources if i in by_id]


def gem_memory_direct(gems: Sequence[StoredGem], items: list[score.Item], emb: Embeddings, settings: Settings) -> Memory:
    """Gems ranked the way the product ranks them: dense + BM25 (RRF) times importance weight."""
    idx = Index(emb.docs([i.index_text for i in items]), sparse_docs([i.index_text for i in items]))
    w = [settings.retrieve.importance_weights[g.importance] for g in gems]
    r = settings.retrieve
    return Memory("gems", items, lambda q: idx.hybrid_rank(
        emb.query(q), sp.embed_query(q), weights=w, limit=r.candidates, dense_weight=r.dense_weight,
        sparse_weight=r.sparse_weight, k=r.rrf_k))


def run(
    data_dir: Path, settings: Settings, limit: int | None = None, log: Callable[[str], None] = print,
    snippet: str = "turns", context: bool = True, names: bool = True, workdir: Path | None = None,
    now: Any = None, shown: str = "all", embed_cache: Path | None = None, only: set[str] | None = None,
    cache_curation: bool = False, baselines: bool = True,
) -> dict[str, Any]:
    """The whole LoCoMo benchmark; returns the JSON report."""
    convs = [c for c in data.load_dir(data_dir) if only is None or c.key in only][:limit]
    return run_conversations(convs, settings, lambda q: q.category in CATEGORIES, log=log, snippet=snippet,
                             context=context, names=names, workdir=workdir, now=now, shown=shown,
                             embed_cache=embed_cache, cache_curation=cache_curation, baselines=baselines)


def prompt_tokens_per_turn(turns: Sequence[Turn], settings: Settings) -> float:
    """Estimated prompt tokens per turn an LLM curator reads: the system prompt once per chunk plus the
    chunk's transcript, with the curator's own chunking (per user and day, overlap included)."""
    from itertools import groupby

    from curate.chunker import budget, estimate_tokens, make_chunks
    from curate.curator import context_tokens, prompt_tokens

    system = prompt_tokens()
    room = budget(context_tokens(settings), system)
    total = 0
    key = lambda t: (t.user_id, t.date)  # noqa: E731
    for (user, _day), group in groupby(sorted(turns, key=lambda t: (key(t), t.timestamp)), key=key):
        for ch in make_chunks(user, list(group), room, settings.curate.chunk_overlap_turns):
            total += system + estimate_tokens(ch.transcript())
    return round(total / max(1, len(turns)), 1)


def peak_rss_mb() -> float:
    """This process's peak resident memory so far (MB)."""
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def run_conversations(
    convs: Sequence[data.Conversation], settings: Settings, scored: Callable[[data.Question], bool],
    log: Callable[[str], None] = print, snippet: str = "turns", context: bool = True, names: bool = True,
    workdir: Path | None = None, now: Any = None, shown: str = "all", embed_cache: Path | None = None,
    cache_curation: bool = False, baselines: bool = True,
) -> dict[str, Any]:
    """Stage, curate, and score every memory on the conversations' questions (those `scored` accepts).

    baselines=False: only the gems (an A/B of the product's own settings, where the baselines cost most of
    the run's time and are the same on both sides)."""
    t_start = time.perf_counter()
    cached = CachedEmbedder(LocalEmbedder(), embed_cache) if embed_cache is not None else None
    emb = Embeddings(cached or LocalEmbedder())
    extractor = RulesExtractor(settings) if settings.curate.backend == "rules" else open_extractor(settings)
    per_memory: dict[str, list[score.QuestionResult]] = {}
    sizes: dict[str, dict[str, float]] = {}
    turns_total = 0
    words_total = 0
    # The embed cache serves the baselines and the questions (vectors are the same either way); the curator
    # embeds for real unless asked (cache_curation, for iterating), so its turns/s is what it costs.
    cur_emb = emb.embedder if cached is None or cache_curation else LocalEmbedder()
    real = RealPipeline(settings, workdir, emb.embedder, cur_emb) if workdir is not None else None
    where = "real" if real else "direct"
    pipeline = {"stage": "capture.backfill" if real else "direct", "curate": "curate.curator --all-pending" if real
                else "direct", "search": "retrieve.search" if real else "direct (dense+BM25 RRF x importance)"}
    curate_report: dict[str, Any] = {}
    # R@300w per conversation and memory: tuning on some conversations is checked on the others.
    by_conv: dict[str, dict[str, Any]] = {}
    spans: dict[str, tuple[int, int]] = {}  # conversation -> its slice of the gems' question results
    try:
        staged_all: dict[str, Staged] = {}
        gems_all: dict[str, list[StoredGem]] = {}
        t0 = time.perf_counter()
        for conv in convs:
            if real:
                staged_all[conv.key] = real.stage(conv, names=names)
            else:
                staged_all[conv.key] = stage_direct(conv, names=names)
        t_stage = time.perf_counter() - t0
        t0 = time.perf_counter()
        if real:
            curate_report = real.curate([c.user_id for c in convs])
            for conv in convs:
                gems_all[conv.key] = real.gems(conv.user_id)
        else:
            for conv in convs:
                gems_all[conv.key], _ = curate_direct(staged_all[conv.key], settings, extractor, snippet=snippet,
                                                      context=context)
        t_curate = time.perf_counter() - t0
        rss_after_curate = peak_rss_mb()
        n_turns = sum(len(st.turns) for st in staged_all.values())
        log(f"{where}: staged in {t_stage:.1f}s, curated {n_turns} turns in {t_curate:.1f}s "
            f"({n_turns / max(t_curate, 1e-9):.1f} turns/s), peak RSS {rss_after_curate} MB")
        for conv in convs:
            t0 = time.perf_counter()
            staged, gems = staged_all[conv.key], gems_all[conv.key]
            items = gem_items(gems, staged.turn_dias, settings.curate.context_turns, shown)
            if real:
                by_id = {it.id: it for it in items}
                pos = {it.id: i for i, it in enumerate(items)}
                last = max(s.when for s in conv.sessions) + timedelta(days=1)
                ranked_memo: dict[str, list[int]] = {}  # one search per question, however many rows read it

                def gem_rank(q: str, u: str = conv.user_id, t: Any = last,
                             memo: dict[str, list[int]] = ranked_memo) -> list[int]:
                    if q not in memo:
                        memo[q] = [pos[g] for g in real.search(q, u, SEARCH_K, now if now is not None else t)
                                   if g in by_id]
                    return memo[q]

                gem_mem = Memory("gems", items, gem_rank)
            else:
                gem_mem = gem_memory_direct(gems, items, emb, settings)
            # The same results, ranked alike, scored by the paraphrase rule (bench/locomo_score.py).
            para = Memory("gems/paraphrase", paraphrase_items(gems, items, staged.turn_dias, emb), gem_mem.rank)
            memories = (build_baselines(conv, emb, settings) if baselines else []) + [gem_mem, para]
            summary_at = {i for i, g in enumerate(gems) if g.sources}
            if real and settings.curate.consolidate:
                # Consolidation off, in the same run: the same gems and searches with the summaries left out of
                # each ranking (consolidation only adds summaries; every other gem is the same either way).
                def without(q: str, rank: Callable[[str], list[int]] = gem_mem.rank,
                            skip: set[int] = summary_at) -> list[int]:
                    return [i for i in rank(q) if i not in skip]

                memories += [Memory("gems/no-summaries", items, without),
                             Memory("gems/no-summaries/paraphrase", para.items, without)]
            qs = [q for q in conv.questions if scored(q)]
            own = {g.id: (g.gem, g.context) for g in gems} if _DUMP else {}
            turns_total += len(conv.messages())
            words_total += sum(sentences.word_count(m.text) for m in conv.messages())
            first_result = {name: len(per_memory.get(name, [])) for name in (m.name for m in memories)}
            for mem in memories:
                res = per_memory.setdefault(mem.name, [])
                sz = sizes.setdefault(mem.name, {"stored_points": 0, "words": 0})
                sz["stored_points"] += len(mem.items)
                sz["words"] += sum(i.words for i in mem.items)
                covered = frozenset().union(*(i.covers for i in mem.items)) if mem.items else frozenset()
                for q in qs:
                    ranked = [mem.items[i] for i in mem.rank(q.question)]
                    res.append(score.score_question(ranked, q.evidence, q.category))
                    if _DUMP:
                        with open(_DUMP, "a", encoding="utf-8") as fh:
                            fh.write(json.dumps({"conv": conv.key, "memory": mem.name, "q": q.question, "cat": q.category,
                                                 "ev": q.evidence, "hit": res[-1].hits["R@300w"],
                                                 "stored": bool(covered & set(q.evidence)),
                                                 "ev_rank": next((r for r, it in enumerate(ranked) if it.covers & set(q.evidence)), None),
                                                 "ev_items": [it.shown[:240] for it in mem.items if it.covers & set(q.evidence)][:3],
                                                 "top": [(it.shown[:160], sorted(it.covers)) for it in ranked[:8]],
                                                 # the gem's own text and its context apart (bench/context_wins.py)
                                                 "top_gc": [own.get(it.id, ("", "")) for it in ranked[:8]]}) + "\n")
                    sz["stored_hits"] = sz.get("stored_hits", 0) + bool(covered & set(q.evidence))
            spans[conv.user_id] = (first_result["gems"], len(per_memory["gems"]))
            by_conv[conv.user_id] = {
                name: score.summarise(per_memory[name][first_result[name]:])["overall"]["R@300w"]
                for name in first_result} | {"gems_stored": len(gems), "turns": len(conv.messages())}
            log(f"{conv.user_id}: {len(conv.messages())} messages, {len(staged.turns)} turns, {len(gems)} gems, "
                f"{len(qs)} questions, {time.perf_counter() - t0:.1f}s, R@300w {by_conv[conv.user_id]['gems']}"
                + (f" (without summaries {by_conv[conv.user_id]['gems/no-summaries']})"
                   if "gems/no-summaries" in by_conv[conv.user_id] else ""))
    finally:
        if real:
            real.close()
        if cached is not None:
            cached.save()
    # Every run reports the part tuned on and the frozen part apart (TUNED): a figure on conversations the
    # rules were tuned on is not evidence that they generalise.
    parts: dict[str, Any] = {}
    for part, keys in (("tuning", [k for k in spans if k in TUNED]), ("frozen", [k for k in spans if k not in TUNED])):
        # Both scoring rules: the paraphrase memory scored the same questions in the same order.
        for rule, name in (("", "gems"), (" (paraphrase)", "gems/paraphrase"), (" no-summaries", "gems/no-summaries"),
                           (" no-summaries (paraphrase)", "gems/no-summaries/paraphrase")):
            if name not in per_memory:
                continue
            res_part = [r for k in keys for r in per_memory[name][spans[k][0]:spans[k][1]]]
            if res_part:
                summ_part = score.summarise(res_part)
                parts[part + rule] = {"conversations": keys, "questions": len(res_part), **summ_part["overall"],
                                      "by_category_R@300w": {c: v["R@300w"] for c, v in summ_part["by_category"].items()}}
    report: dict[str, Any] = {}
    for name, res in per_memory.items():
        s = score.summarise(res)
        sz = sizes[name]
        s.update({
            "stored_points": int(sz["stored_points"]),
            "turns": turns_total,
            "points_per_turn": round(sz["stored_points"] / max(1, turns_total), 3),
            "words_per_result": round(sz["words"] / max(1, sz["stored_points"]), 1),
            # What the memory holds against what was said (every result's shown words / transcript words).
            "words": int(sz["words"]),
            "words_ratio": round(sz["words"] / max(1, words_total), 4),
            # Questions whose evidence some stored item shows at all: the ceiling of any ranking.
            "evidence_stored": round(sz.get("stored_hits", 0) / max(1, len(res)), 4),
        })
        report[name] = s
    gems_r = report.pop("gems")
    # The stored statements themselves (gem text, without the injected line's date and tags).
    gem_words = sum(sentences.word_count(g.gem) for gs in gems_all.values() for g in gs)
    gems_r["gem_words"] = gem_words
    gems_r["gem_words_ratio"] = round(gem_words / max(1, words_total), 4)
    n_gems = sum(len(gs) for gs in gems_all.values())
    # Consolidation's summaries among them (curate/consolidate.py), and the words they add.
    summ = [g for gs in gems_all.values() for g in gs if g.sources]
    gems_r["summaries"] = {"count": len(summ), "gem_words": sum(sentences.word_count(g.gem) for g in summ),
                           "consolidate": settings.curate.consolidate}
    gems_r["gems_per_staged_turn"] = round(n_gems / max(1, n_turns), 3)
    # Redaction on this ordinary talk (no secrets in it): every span is a false positive, and "repeated" ones
    # are the cascade of one.
    staged_texts = [x for st in staged_all.values() for t in st.turns for x in (t.user_text, t.assistant_text)]
    spans = sum(x.count("[REDACTED:") for x in staged_texts)
    redaction = {"spans": spans, "repeated": sum(x.count("[REDACTED:repeated]") for x in staged_texts),
                 "messages": turns_total, "per_1000_messages": round(1000 * spans / max(1, turns_total), 2),
                 "turns_redacted": sum(1 for st in staged_all.values() for t in st.turns
                                       if "[REDACTED:" in t.user_text or "[REDACTED:" in t.assistant_text)}
    para_r = report["gems/paraphrase"]
    scoring = {"verbatim": gems_r["overall"], "paraphrase": para_r["overall"],
               "paraphrase_evidence_stored": para_r["evidence_stored"],
               "paraphrase_rule": "a gem counts for an evidence message of its own turn_range when cosine(gem + context, "
                                  f"message) >= {score.PARAPHRASE_MIN_COSINE} (all-MiniLM-L6-v2 int8)",
               "verbatim_rule": "a result counts for a message its snippet or context holds whole, or whose sentence "
                                f"(>= {score.MIN_QUOTE_WORDS} words) its gem quotes"}
    llm = curate_report.get("llm_usage") or {}
    out = {**gems_r, "memory": f"gems ({settings.curate.backend} curator, local embedder, hybrid search)",
           "scoring": scoring, "pipeline": pipeline,
           "redaction": redaction,
           "curate_report": curate_report,
           "transcript_words": words_total,
           "curate": {"turns": n_turns, "seconds": round(t_curate, 1),
                      "turns_per_s": round(n_turns / max(t_curate, 1e-9), 1),
                      "seconds_per_turn": round(t_curate / max(1, n_turns), 3),
                      "model": {"ollama": settings.ollama.model, "openai": settings.openai.model}.get(
                          settings.curate.backend, settings.curate.backend),
                      # What the server counted, when the curator is an LLM (prompt tokens: measured, not estimated).
                      "prompt_tokens": llm.get("prompt_tokens"), "completion_tokens": llm.get("completion_tokens"),
                      "llm_requests": llm.get("requests"), "llm_seconds": round(llm.get("seconds") or 0.0, 1),
                      "prompt_tokens_per_turn_measured": round(llm["prompt_tokens"] / max(1, n_turns), 1)
                      if llm.get("prompt_tokens") else None,
                      "peak_rss_mb": rss_after_curate,
                      "backend": settings.curate.backend,
                      "prompt_tokens_per_turn": prompt_tokens_per_turn(
                          [t for st in staged_all.values() for t in st.turns], settings)},
           "baselines": report, "conversations": [c.user_id for c in convs],
           "by_conversation": by_conv, "parts": parts,
           "embedded_texts": emb.count, "embed_seconds": round(emb.seconds, 1),
           "embed_cache": None if cached is None else {"hits": cached.hits, "misses": cached.misses,
                                                       "curation_cached": cache_curation},
           "seconds": round(time.perf_counter() - t_start, 1),
           "shown": shown,
           "settings": {"context_turns": settings.curate.context_turns,
                        "min_confidence": settings.curate.min_confidence,
                        "min_importance": settings.curate.min_importance,
                        "retrieve": settings.retrieve.model_dump(include={"rrf_k", "dense_weight", "sparse_weight",
                                                                          "candidates", "half_life_days", "decay_floor"}),
                        "search_now": "clock" if now is not None else "a day after the last session"}}
    return out


def markdown(report: dict[str, Any], title: str = "LoCoMo", categories: str = "1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop") -> str:
    """The report as a markdown page (one table per view)."""
    rows = [("gems", report)] + list(report["baselines"].items())
    lines = [
        f"# {title}: evidence recall at a context budget",
        "",
        f"Conversations: {', '.join(report['conversations'])}; questions: {report['questions']}; "
        f"messages: {report['turns']}; transcript words: {report.get('transcript_words')}.",
        f"Curation: {report.get('curate')}.",
        "Scoring: the gems row counts a message its result shows verbatim; the gems/paraphrase row ranks the same "
        f"results and counts a message of a gem's own turns it is close to ({(report.get('scoring') or {}).get('paraphrase_rule')}).",
        f"Pipeline: {report['pipeline']}. Gem results show: {report['shown']}. Settings: {report['settings']}.",
        f"Run: {report['seconds']} s, {report['embedded_texts']} texts embedded in {report['embed_seconds']} s.",
        f"Redaction (no secrets in this talk, every span a false positive): {report.get('redaction')}.",
        "",
        "| memory | items | items/message | words/item | words/transcript | evidence stored | R@5 | R@10 | R@150w | R@300w |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, r in rows:
        o = r["overall"]
        lines.append(f"| {name} | {r['stored_points']} | {r['points_per_turn']} | {r['words_per_result']} | {r.get('words_ratio')} | "
                     f"{r['evidence_stored']} | {o['R@5']} | {o['R@10']} | {o['R@150w']} | {o['R@300w']} |")
    if report.get("parts"):
        lines += ["", "## Tuned on and frozen (gems)", "", "| part | conversations | questions | R@5 | R@10 | R@150w | R@300w |",
                  "|---|---|---|---|---|---|---|"]
        for part, r in report["parts"].items():
            lines.append(f"| {part} | {', '.join(r['conversations'])} | {r['questions']} | {r['R@5']} | {r['R@10']} | "
                         f"{r['R@150w']} | {r['R@300w']} |")
    lines += ["", f"## By category (R@300w; {categories})", "",
              "| memory | " + " | ".join(sorted(report["by_category"])) + " |",
              "|---" * (1 + len(report["by_category"])) + "|"]
    for name, r in rows:
        cells = [str(r["by_category"].get(c, {}).get("R@300w", "")) for c in sorted(report["by_category"])]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines += ["", "## Recall by budget (words)", "", "| memory | " + " | ".join(report["curve"]) + " |",
              "|---" * (1 + len(report["curve"])) + "|"]
    for name, r in rows:
        lines.append(f"| {name} | " + " | ".join(str(v) for v in r["curve"].values()) + " |")
    return "\n".join(lines) + "\n"


def chart(report: dict[str, Any], path: Path, title: str = "LoCoMo") -> None:
    """Recall against budget, one line per memory (PNG)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5), dpi=110)
    for name, r in [("gems", report)] + list(report["baselines"].items()):
        xs = [int(b) for b in r["curve"]]
        ax.plot(xs, list(r["curve"].values()), marker="o", markersize=3, label=f"{name} ({r['stored_points']} items)")
    ax.set_xlabel("context budget (words)")
    ax.set_ylabel("evidence recall")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    ax.set_title(f"{title}, {len(report['conversations'])} conversations, {report['questions']} questions")
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def write_outputs(report: dict[str, Any], out: Path, name: str = "locomo", title: str = "LoCoMo",
                  categories: str = "1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop") -> None:
    """<name>.json, <name>.md and <name>.png under `out`."""
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{name}.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    (out / f"{name}.md").write_text(markdown(report, title, categories), encoding="utf-8")
    chart(report, out / f"{name}.png", title)


def add_common_args(ap: argparse.ArgumentParser) -> None:
    """Options every evidence-recall harness (LoCoMo, BEAM) takes."""
    ap.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    ap.add_argument("--limit", type=int, default=None, help="only the first N conversations")
    ap.add_argument("--out", type=Path, default=RESULTS, help="where the .json/.md/.png results go")
    ap.add_argument("--context-turns", type=int, default=None, help="override curate.context_turns")
    ap.add_argument("--snippet", choices=["turns", "side", "rest", "none"], default="turns",
                    help="direct path only: what a gem's snippet holds (experiments on the curator's design)")
    ap.add_argument("--no-context", action="store_true", help="direct path only: drop the gems' context line")
    ap.add_argument("--no-names", action="store_true", help="turns without the speakers' display names")
    ap.add_argument("--pipeline", choices=["real", "direct"], default="real",
                    help="real: capture.backfill -> curate --all-pending -> retrieve.search; direct: in-process copies")
    ap.add_argument("--shown", choices=["all", "gem+context", "injected"], default="injected",
                    help="what a gem result costs and covers: gem+context+snippet (README); gem+context (as if no "
                         "snippet were stored); or only the prompt line retrieve.render.context_block injects")
    ap.add_argument("--redis-url", default="redis://127.0.0.1:6379/0", help="Redis for the real pipeline")
    ap.add_argument("--now", choices=["end", "clock"], default="end",
                    help="search reference time: a day after the conversation's last session, or the clock")
    ap.add_argument("--embed-cache", type=Path, default=None,
                    help="keep vectors in this .npz between runs (iterating on the curator; not for recorded figures)")
    ap.add_argument("--cache-curation", action="store_true",
                    help="with --embed-cache: the curator's vectors come from the cache too (iterating only: its "
                         "turns/s is then not a measurement)")
    ap.add_argument("--conversations", default=None,
                    help="comma-separated conversation keys (e.g. 26,41,47) to run only those")
    ap.add_argument("--no-baselines", action="store_true",
                    help="score only the gems (an A/B of the product's settings: the baselines are the same on both sides)")
    ap.add_argument("--consolidate", action=argparse.BooleanOptionalAction, default=None,
                    help="real pipeline: curate with (or without) consolidation; default: the config's "
                         "curate.consolidate (off). With it on, the report adds 'without summaries' rows: the A/B")
    ap.add_argument("--backend", default="rules",
                    help="curator backend: rules (offline), ollama (OLLAMA_HOST or --base-url, --model), openai (any "
                         "OpenAI-compatible server at --base-url, e.g. http://127.0.0.1:8080/v1), or a plugin's name")
    ap.add_argument("--model", default=None, help="the LLM (ollama.model / openai.model); default: the config's")
    ap.add_argument("--base-url", default=None,
                    help="the LLM server: Ollama's host (http://localhost:11434) or an OpenAI-compatible base URL "
                         "ending in /v1")
    ap.add_argument("--num-ctx", type=int, default=None,
                    help="the model's context window in tokens (ollama.num_ctx / openai.num_ctx): chunks fit it")
    ap.add_argument("--max-tokens", type=int, default=None, help="openai: most tokens of one answer")
    ap.add_argument("--no-system-role", action="store_true",
                    help="openai: instructions at the head of the user message (chat templates with no system turn)")


def harness_settings(args: argparse.Namespace, tmp: str, name: str) -> Settings:
    """The embedded profile in a temp dir, a Redis key prefix of the run's own, and the chosen backend."""
    over: dict[str, Any] = {"data_dir": tmp, "qdrant": {"url": None, "path": str(Path(tmp) / "store")},
                            "curate": {"backend": args.backend}}
    if args.consolidate is not None:
        over["curate"]["consolidate"] = args.consolidate
    if args.pipeline == "real":
        # A real Redis under a key prefix of our own (deleted afterwards); never the embedded one's data.
        over["redis"] = {"url": args.redis_url, "embedded": False, "key_prefix": f"{name}{uuid.uuid4().hex[:8]}"}
    if args.context_turns is not None:
        over["curate"]["context_turns"] = args.context_turns
    llm: dict[str, Any] = {}
    if args.model:
        llm["model"] = args.model
    if args.num_ctx:
        llm["num_ctx"] = args.num_ctx
    if args.base_url:
        llm["host" if args.backend == "ollama" else "base_url"] = args.base_url
    if args.max_tokens and args.backend == "openai":
        llm["max_tokens"] = args.max_tokens
    if args.no_system_role and args.backend == "openai":
        llm["system_role"] = False
    if llm and args.backend in ("ollama", "openai"):
        over[args.backend] = llm
    import os

    env = {k: v for k, v in os.environ.items() if k == "OLLAMA_HOST"}
    # The embedded profile as shipped: a config file of our own, so that a ./config.yaml or the user's
    # config (found by the lookup) never changes what is measured.
    cfg = Path(tmp) / "bench-config.yaml"
    cfg.write_text("profile: embedded\n", encoding="utf-8")
    return load_settings(cfg, profile="embedded", overrides=over, env=env)


def run_kwargs(args: argparse.Namespace, tmp: str) -> dict[str, Any]:
    """run()/run_conversations() keyword arguments from the common options."""
    return dict(log=lambda m: print(m, file=sys.stderr), snippet=args.snippet, context=not args.no_context,
                names=not args.no_names, workdir=Path(tmp) if args.pipeline == "real" else None,
                now=None if args.now == "end" else datetime.now(timezone.utc), shown=args.shown,
                embed_cache=args.embed_cache, cache_curation=args.cache_curation, baselines=not args.no_baselines)


def only_keys(args: argparse.Namespace) -> set[str] | None:
    return None if not args.conversations else {c.strip() for c in args.conversations.split(",")}


def finish(report: dict[str, Any], args: argparse.Namespace) -> None:
    """Print the prompt tokens per turn and the report (whole with --json)."""
    c = report["curate"]
    print(f"curate ({c['backend']}): {c['turns']} turns, {c['turns_per_s']} turns/s ({c['seconds_per_turn']} s/turn), "
          f"peak RSS {c['peak_rss_mb']} MB, prompt tokens per turn (LLM curator, estimated) "
          f"{c['prompt_tokens_per_turn']}, measured {c.get('prompt_tokens_per_turn_measured')}", file=sys.stderr)
    sc = report.get("scoring") or {}
    if sc:
        print(f"R@300w verbatim rule {sc['verbatim'].get('R@300w')}, paraphrase rule {sc['paraphrase'].get('R@300w')}",
              file=sys.stderr)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(json.dumps({k: report[k] for k in ("overall", "parts", "stored_points", "turns", "words_ratio",
                                                 "gem_words_ratio", "scoring")}))


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    ap = argparse.ArgumentParser(prog="python -m bench.locomo", description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=Path("../shared/benchmarks/locomo"))
    add_common_args(ap)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="locomo-") as tmp:
        settings = harness_settings(args, tmp, "locomo")
        report = run(args.data, settings, args.limit, only=only_keys(args), **run_kwargs(args, tmp))
        search_usage.close_all()  # the searches' usage writer must finish before the temporary folder goes
    write_outputs(report, args.out)
    finish(report, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
