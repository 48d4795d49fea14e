"""Read-side verification of a whole store: what `true-recall check` (true_recall/check.py) runs.

Damage the engine does not notice on its own, and that every command used to answer around with exit 0:
a truncated payload page (a raw "Gridstore IO error ... out of bounds" on some reads, counts still right),
random bytes over a vector chunk (every read works, search quietly worse), segments lost while Redis lost
the ledger too (the WAL's few gems answered as if they were all). So the check reads everything back:

- ``scan``: one pass over every point's payload through the engine (each page must read, each payload must
  have the fields ranking reads), and over every stored dense vector, which must be finite and of unit
  length (both backends store cosine vectors normalised): read from the embedded store's files when their
  layout is known (``dense_files``; through the engine, as Python lists, cost most of the time at 1M gems),
  else through the engine; the per-user counts must agree with the store's own count and be no fewer than
  the ledger's;
- ``self_find``: a sample of gems must each be found by a search for its own text (the dense and the
  keyword leg, as `search` runs them): the index answers for what the storage holds.

The pass reads pages of ``PAGE`` points; a page that cannot be read is read again point by point (up to
``MAX_SINGLE`` points in all), so the report says how many gems are unreadable, not only that one is.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from utils.errors import TrueRecallError

if TYPE_CHECKING:
    from utils.embed import Embedder
    from utils.store.core import CoreStore

# Points per page of the pass over payloads: large pages, as a call into the engine costs more than a point.
PAGE = 10_000
# How far a dense vector's length may be from 1 before it counts as damaged: the embedders' output is
# normalised in float32, whose rounding stays orders of magnitude below this.
NORM_TOLERANCE = 1e-3
# Points read one by one after pages failed: enough to count a damaged page or two exactly, bounded so a
# store that fails everywhere still finishes.
MAX_SINGLE = 20_000
# Examples of each kind of problem kept for the report.
EXAMPLES = 3
# The payload fields the pass hands to Python, with the types StoredGem.to_payload writes them in. The engine
# reads and decodes every payload whole to pick them (a page it cannot read fails the pass), but each field
# handed over costs: at 1M gems, user_id alone in pages of 10k took 17 s, four fields in pages of 2k about 60.
# The sampled gems are read whole and validated (self_find).
REQUIRED: dict[str, tuple[type, ...]] = {"user_id": (str,)}
# Rows of stored vectors checked at once when they are read from the files.
BLOCK_ROWS = 65_536
MATRIX_TAG = 4  # bytes before the rows of an indexed segment's matrix.dat


def payload_problem(payload: Any) -> str | None:
    """What is wrong with a stored payload's fields, or None (a cheap structural test: validating 1M gems with
    pydantic would take minutes)."""
    if not isinstance(payload, dict):
        return f"payload is a {type(payload).__name__}, not an object"
    for name, types in REQUIRED.items():
        if type(payload.get(name)) not in types:
            return f"payload field {name!r} is {type(payload.get(name)).__name__}"
    return None


def dense_files(segments: Path) -> list[tuple[str, np.ndarray | str]] | None:
    """(file, rows or what is wrong with the file) of every segment's dense vectors as qdrant-edge 0.9 lays them
    out; None when a segment has another layout (the caller reads the vectors through the engine instead)."""
    out: list[tuple[str, np.ndarray | str]] = []
    if not segments.is_dir():
        return out
    for seg in sorted(p for p in segments.iterdir() if p.is_dir()):
        vs = seg / "vector_storage-dense"
        try:
            dim = int(json.loads((seg / "segment.json").read_text())["config"]["vector_data"]["dense"]["size"])
        except (OSError, ValueError, KeyError, TypeError) as e:
            out.append((str(seg / "segment.json"), f"cannot be read ({e})"))
            continue
        row = dim * 4
        if (vs / "matrix.dat").is_file():
            f = vs / "matrix.dat"
            size = f.stat().st_size
            if size < MATRIX_TAG or (size - MATRIX_TAG) % row:
                out.append((str(f), f"{size} bytes is not a whole number of {dim}-d rows (cut off?)"))
                continue
            n = (size - MATRIX_TAG) // row
            out.append((str(f), np.memmap(f, np.float32, "r", MATRIX_TAG, (n, dim)) if n else np.zeros((0, dim))))
        elif (vs / "vectors" / "config.json").is_file():
            try:
                cfg = json.loads((vs / "vectors" / "config.json").read_text())
                per_chunk = int(cfg["chunk_size_vectors"])
                n = int(np.fromfile(vs / "vectors" / "status.dat", dtype="<u8", count=1)[0])
            except (OSError, ValueError, KeyError, TypeError, IndexError) as e:
                out.append((str(vs / "vectors"), f"its config or status cannot be read ({e})"))
                continue
            chunk = 0
            while n > 0:
                f = vs / "vectors" / f"chunk_{chunk}.mmap"
                take = min(n, per_chunk)
                if not f.is_file() or f.stat().st_size < take * row:
                    out.append((str(f), f"holds fewer than the {take} vectors the segment counts (cut off or gone)"))
                    break
                out.append((str(f), np.memmap(f, np.float32, "r", 0, (take, dim))))
                n -= take
                chunk += 1
        else:
            return None
    return out


@dataclass
class Scan:
    """What one pass over the whole store found."""

    points: int = 0
    per_user: Counter[str] = field(default_factory=Counter)
    unreadable: int = 0  # points whose payload or vector could not be read at all
    bad_payloads: int = 0
    bad_vectors: int = 0
    vectors: int = 0  # dense vectors checked (from the files: rows, deleted points' included)
    read_errors: list[str] = field(default_factory=list)
    examples: dict[str, list[str]] = field(default_factory=dict)
    reservoir: list[tuple[str, str]] = field(default_factory=list)  # (user, id): the sample for self_find
    seconds: float = 0.0
    vector_seconds: float = 0.0

    def example(self, kind: str, text: str) -> None:
        got = self.examples.setdefault(kind, [])
        if len(got) < EXAMPLES:
            got.append(text)


def rows_bad(m: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(not finite, length not 1, length) per row; an all-zero row (a slot never written, or cleared) is neither.
    One pass over the block: a NaN or an infinity anywhere in a row makes its squared length NaN or infinite."""
    with np.errstate(over="ignore", invalid="ignore"):
        sq = np.einsum("ij,ij->i", m, m, dtype=np.float64)
        finite = np.isfinite(sq)
        norms = np.sqrt(np.where(finite, sq, 0.0))
    return ~finite, finite & (sq != 0) & (np.abs(norms - 1.0) > NORM_TOLERANCE), norms


def _vectors_bad(ids: list[Any], vectors: list[Any]) -> list[tuple[Any, str]]:
    """(id, why) of the vectors read through the engine that are missing, not finite, or not of unit length."""
    out = [(ids[i], "no dense vector") for i, v in enumerate(vectors) if v is None or not len(v)]
    ok = [i for i, v in enumerate(vectors) if v is not None and len(v)]
    if ok:
        common = Counter(len(vectors[i]) for i in ok).most_common(1)[0][0]
        out += [(ids[i], f"dense vector of {len(vectors[i])} dimensions, not {common}")
                for i in ok if len(vectors[i]) != common]
        ok = [i for i in ok if len(vectors[i]) == common]
        nonfinite, off, norms = rows_bad(np.asarray([vectors[i] for i in ok], dtype=np.float32))
        out += [(ids[ok[j]], "dense vector holds NaN or infinity") for j in np.flatnonzero(nonfinite)]
        out += [(ids[ok[j]], f"dense vector of length {norms[j]:.4g}, not 1") for j in np.flatnonzero(off)]
    return out


def check_files(files: list[tuple[str, np.ndarray | str]], out: Scan) -> None:
    """Every stored dense vector, block by block, straight from the files."""
    t = time.perf_counter()
    for name, rows in files:
        if isinstance(rows, str):
            out.read_errors.append(f"{name}: {rows}")
            continue
        for lo in range(0, len(rows), BLOCK_ROWS):
            nonfinite, off, norms = rows_bad(rows[lo:lo + BLOCK_ROWS])
            out.vectors += len(norms)
            for j in np.flatnonzero(nonfinite | off):
                out.bad_vectors += 1
                why = "holds NaN or infinity" if nonfinite[j] else f"has length {norms[j]:.4g}, not 1"
                out.example("vector", f"row {lo + j} of {name} {why}")
    out.vector_seconds = time.perf_counter() - t


def scan(store: "CoreStore", sample: int = 0, seed: int = 0, page: int = PAGE,
         progress: Callable[[int], None] | None = None) -> Scan:
    """Read every point of the store back; keep a uniform sample of `sample` gems for self_find.

    Page by page, with as little Python per point as can be: at 1M gems each microsecond per point is a second
    (a point's id, a uuid.UUID built by the engine's binding, is read only for the sample and the examples)."""
    t0 = time.perf_counter()
    out = Scan()
    rng = np.random.default_rng(seed)
    kept: list[tuple[float, Any, str]] = []  # the sample: (random key, point, user), the smallest keys
    singles = 0
    fields = list(REQUIRED)
    files = store.dense_files()
    through_engine = files is None

    def take(recs: list[Any]) -> None:
        nonlocal kept
        users = [p.get("user_id") if type(p) is dict else None for _, p, _ in recs]
        good = [type(u) is str for u in users]
        out.per_user.update(u for u, g in zip(users, good) if g)
        if not all(good):
            for (h, p, _), g in zip(recs, good):
                if not g:
                    out.bad_payloads += 1
                    out.example("payload", f"{store.point_id(h)}: {payload_problem(p)}")
        if sample:  # a uniform sample in one pass: each gem a random key, the `sample` smallest kept
            keys = rng.random(len(recs))
            bar = kept[-1][0] if len(kept) >= sample else 2.0
            for j in np.flatnonzero(keys < bar):
                if good[j]:
                    kept.append((float(keys[j]), recs[j][0], users[j]))
            kept = sorted(kept, key=lambda k: k[0])[:sample]

    offset: Any = None
    while True:
        try:
            recs, nxt = store.scan(offset, page, fields, through_engine)
        except TrueRecallError as e:
            # The page cannot be read whole: its ids (the id tracker) and then each point alone.
            out.read_errors.append(str(e.__cause__ or e))
            try:
                heads, nxt = store.scan(offset, page, None, False)
            except TrueRecallError as e2:
                out.read_errors.append(f"even the ids cannot be read from here on: {e2.__cause__ or e2}")
                break
            recs = []
            for h, _, _ in heads:
                gid = store.point_id(h)
                if singles >= MAX_SINGLE:
                    out.unreadable += 1
                    continue
                singles += 1
                try:
                    recs += store.scan(None, 1, fields, through_engine, ids=[gid])[0]
                except TrueRecallError as e3:
                    out.unreadable += 1
                    out.example("unreadable", f"{gid}: {e3.__cause__ or e3}")
        take(recs)
        out.points += len(recs)
        if through_engine:
            bad = _vectors_bad(list(range(len(recs))), [r[2] for r in recs])
            for j, why in bad:
                out.bad_vectors += 1
                out.example("vector", f"{store.point_id(recs[j][0])}: {why}")
            out.vectors += len(recs)
        if progress is not None:
            progress(out.points)
        if nxt is None:
            break
        offset = nxt
    out.reservoir = [(user, store.point_id(h)) for _, h, user in kept]
    if files is not None:
        check_files(files, out)
    out.seconds = time.perf_counter() - t0
    return out


@dataclass
class SelfFind:
    """How many sampled gems a search for their own text found (first / anywhere in the top `limit`)."""

    tried: int = 0
    first: int = 0
    found: int = 0
    missed: list[str] = field(default_factory=list)
    seconds: float = 0.0


def self_find(store: "CoreStore", embedder: "Embedder", sample: list[tuple[str, str]], limit: int = 10) -> SelfFind:
    """Search each sampled (user, id) gem by its own text, both legs as `search` runs them; it must come back."""
    from utils.store.sparse import embed_query

    t0 = time.perf_counter()
    out = SelfFind()
    gems: list[tuple[str, str, str]] = []
    for user, gid in sample:
        try:
            found = store.get(user, [gid])
        except TrueRecallError as e:
            out.tried += 1
            out.missed.append(f"{user}/{gid} (cannot be read: {e.__cause__ or e})")
            continue
        if found:
            gems.append((user, gid, found[0].gem))
    if not gems:
        out.seconds = time.perf_counter() - t0
        return out
    dense = embedder.embed_documents([text for _, _, text in gems])
    for (user, gid, text), vec in zip(gems, dense):
        out.tried += 1
        try:
            hits = store.search(user, vec, embed_query(text), limit, brief=True)
        except TrueRecallError as e:  # the search read a damaged gem beside it
            out.missed.append(f"{user}/{gid} (the search failed: {e.__cause__ or e})")
            continue
        dense_ids = [h.id for h in sorted((h for h in hits if h.dense_rank), key=lambda h: h.dense_rank or 0)]
        sparse_ids = [h.id for h in sorted((h for h in hits if h.sparse_rank), key=lambda h: h.sparse_rank or 0)]
        if gid in dense_ids or gid in sparse_ids:
            out.found += 1
            if (dense_ids[:1] == [gid]) or (sparse_ids[:1] == [gid]):
                out.first += 1
        else:
            out.missed.append(f"{user}/{gid}")
    out.seconds = time.perf_counter() - t0
    return out
