"""The embedded gem store: Qdrant's engine in-process (qdrant-edge-py), one shard in a folder.

Layout: ``<path>/<collection>/`` is the shard (segments, WAL, edge_config.json) and
``<path>/<collection>/true_recall_meta.json`` records which embedder built it.

Sharing: the shard locks its folder (flock on the WAL) while open, so one process at a time may use it.
That is the engine's rule, not ours: two writers on one WAL would corrupt it. So the store is shared
in turns, not concurrently:

- A second opener retries until ``lock_wait_s`` passes, then gets StoreLocked. Batch commands (curate,
  memories, reindex, status) wait ``qdrant.lock_wait_s`` (120 s), because their holder is short-lived.
- ``true-recall serve``, the one long-running holder, keeps the shard open (warm standby: reopening
  costs ~0.35 s at 100k gems and seconds at 1M, bench/reopen.py), ``release()``s it (flush + close) when
  a batch command waits for it, and takes it back in the background once it is free (retrieve/serve.py;
  with ``serve.store_idle_s`` set it releases after that many idle seconds instead).
- So that steady traffic cannot starve a batch command, a waiting opener (``announce=True``, the
  default) keeps a marker file ``<path>/.<collection>.waiting`` fresh while it waits; serve sees it
  (``wanted()``), releases at once and answers 503 until the batch command is done. serve itself and
  CLI search (which can ask serve instead) open with ``announce=False``.

Our own lock, ``<path>/.<collection>.lock``, is taken *before* the shard is loaded and let go only after it
is closed. The engine's WAL lock alone does not keep openers apart: EdgeShard.load (qdrant-edge 0.9) loads
the segments - replaying and deleting their tracker journals, rewriting tracker.dat - before it tries the
WAL lock, so an opener that is refused still rewrote the files of the shard another process holds, and
close() lets go of the WAL lock before the segments are dropped. Every retry of a waiting opener did that
to the holder; the holder's next flush then failed ("tracker journal ... shorter than expected") or left a
segment whose sparse vectors no longer read back ("Failed to deserialize sparse vector: unexpected end of
file"). tests/test_edge_store_lock.py shows it in a few seconds.

With a Qdrant server (qdrant.url) none of this applies: the server arbitrates, many clients share it.
"""

from __future__ import annotations

import fcntl
import functools
import json
import logging
import os
import shutil
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

import numpy as np

from schemas import StoredGem
from utils.errors import StopError, StoreDamaged, StoreLocked, TrueRecallError
from utils.retry import call_with_retry
from utils.store.base import Sparse, StoreInfo, store_payload
from utils.store.core import (
    DENSE,
    FULL_SCAN_KB,
    HNSW_EF,
    HNSW_EF_CONSTRUCT,
    HNSW_M,
    HNSW_PAYLOAD_M,
    QUANT_OVERSAMPLING,
    QUANT_QUANTILE,
    SPARSE,
    SPARSE_FULL_SCAN,
    Conditions,
    CoreStore,
    QueryVector,
    Record,
    Row,
    check_batch,
    check_embedder,
)
from utils.store.resident import Resident, read_ahead
from utils.store.tombstones import Graveyard, Tombstone, TombstoneFile

log = logging.getLogger("true_recall.store.edge")

META_FILE = "true_recall_meta.json"
# Beside it: the ledger's counts (utils/ledger.py) and the mark of damage `true-recall check` found.
COUNTS_FILE = "true_recall_counts.json"
DAMAGE_FILE = "true_recall_damaged.json"
# A process waiting to open a shard keeps `<path>/.<collection>.waiting` fresh; serve yields to it.
WAITING_FRESH_S = 10.0
_PAGE = 512
SEGMENTS = 8
INDEXING_KB = 10_000  # Qdrant's default, spelled out
# The engine's own persisted EdgeConfig, next to the segments.
CONFIG_FILE = "edge_config.json"
# Threads of the shard's search pool. The engine's default is 4 per CPU (8 on these 2 cores); the pool
# runs a query's per-segment reads in parallel, and its idle workers spin in sched_yield: a third of all
# CPU samples of a loop of store queries, on the cores the query needed. One user's query reads a few
# thousand points (milliseconds), too little to gain from splitting it across segments, and serve runs
# one query at a time. With one thread, random-user store queries at 1M gems (both legs, brief) took
# 1.5-2.4 ms p50 against 2.2-3.0, at 1.0 core per second against 1.3-1.4 (fresh processes in turn,
# `python -m bench.search_threads --data DIR`); serve's /search p50 8.1 against 8.8 ms beside the query
# embedding's changes (utils/embed), real serve processes in turn.
SEARCH_THREADS = 1


_F = TypeVar("_F", bound=Callable[..., Any])


def _reads(fn: _F) -> _F:
    """A read primitive: the engine's bare error over a damaged file ("Gridstore IO error ... out of bounds")
    becomes StoreDamaged in words that name the store and what to do, instead of a raw engine message."""

    @functools.wraps(fn)
    def read(self: "EdgeStore", *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(self, *args, **kwargs)
        except TrueRecallError:
            raise
        except Exception as e:  # noqa: BLE001 - qdrant-edge raises bare Exceptions for its IO errors
            from utils.diskfull import from_error

            full = from_error(e, where=self.dir, what="the store could not be read")
            if full is not None:
                raise full from e
            raise StoreDamaged(
                f"the store at {self.dir} cannot be read ({type(e).__name__}: {e}); run `true-recall check` to "
                f"see what is damaged, then restore it (`true-recall restore --replace BACKUP_DIR`)") from e

    return read  # type: ignore[return-value]


def _locked(e: BaseException) -> bool:
    # qdrant-edge raises a bare Exception whose text names the failed WAL flock: "Resource temporarily
    # unavailable (os error 11)" / "WouldBlock". Matching the words, not any "lock" (which "block" has too).
    text = str(e)
    return "WouldBlock" in text or "os error 11" in text or "Resource temporarily unavailable" in text


@functools.lru_cache(maxsize=2)
def _dense_params(exact: bool) -> Any:
    """The dense leg's search parameters: the graph over the int8 copy, rescored on the originals; or, for
    exact=True, a scan of the float originals alone (the reference that index recall is measured against)."""
    from qdrant_edge import QuantizationSearchParams, SearchParams

    if exact:
        return SearchParams(exact=True, quantization=QuantizationSearchParams(ignore=True))
    return SearchParams(hnsw_ef=HNSW_EF, quantization=QuantizationSearchParams(
        rescore=True, oversampling=QUANT_OVERSAMPLING))


def set_search_threads(shard_dir: Path, threads: int | None = SEARCH_THREADS) -> bool:
    """Write `max_search_threads` into a shard's persisted config before the engine loads it (None: drop it,
    for the engine's default); True if it changed.

    A file edit, because the engine offers no narrower way: EdgeShard.load(path, config) persists the whole
    EdgeConfig it is given (one naming only the vectors' size and distance dropped their HNSW and
    quantization settings from a test shard's file, and a complete one would put today's index recipe over
    an older store's, whose segments the optimizer would then rebuild), and the shard does not expose its
    config to copy from. The engine reads the key like any other field of this file (its EdgeConfig)."""
    path = shard_dir / CONFIG_FILE
    try:
        cfg = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False  # no config (a shard not made yet) or one the engine will name the fault of on load
    if not isinstance(cfg, dict) or cfg.get("max_search_threads") == threads:
        return False
    if threads is None:
        cfg.pop("max_search_threads", None)
    else:
        cfg["max_search_threads"] = threads
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(cfg), encoding="utf-8")
        os.replace(tmp, path)
    except OSError as e:  # a read-only store still opens, with the engine's pool
        log.warning("could not set the search threads of %s: %s", shard_dir, e)
        return False
    return True


def write_meta(shard_dir: Path, meta: dict[str, Any]) -> None:
    """Write the embedder record, which is also the mark of a complete shard (_complete): whole or not at all, so
    a full disk cannot leave a half-written record that makes the store unreadable."""
    from utils.ledger import write_atomically

    write_atomically(shard_dir / META_FILE, meta)


def read_meta(shard_dir: Path) -> dict[str, Any] | None:
    """The embedder record of a shard folder, or None if it has none."""
    f = shard_dir / META_FILE
    if not f.is_file():
        return None
    try:
        meta = json.loads(f.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise StopError(f"cannot read {f} ({e}); it records the embedder that built the store: "
                        'restore it, e.g. {"embedder": "all-MiniLM-L6-v2-int8", "dim": 384}') from e
    if not isinstance(meta, dict):
        raise StopError(f"{f} is not a JSON object like {{\"embedder\": ..., \"dim\": ...}}; restore it")
    return meta


class EdgeStore(CoreStore):
    """GemStore on an EdgeShard at `path/collection`."""

    exclusive = True  # the shard locks its folder while open: see the module docstring
    PAGE = _PAGE
    # Run the sparse leg beside a query vector still being computed: None decides by the load (_overlap).
    overlap: bool | None = None

    def __init__(self, path: str | Path, collection: str = "true_recall", lock_wait_s: float = 3.0,
                 lazy: bool = False, announce: bool = True, resident_mb: int = 0,
                 search_threads: int | None = SEARCH_THREADS, min_free_mb: float = 0.0) -> None:
        self.root = Path(path).expanduser()
        # Writes are refused with less free on the store's disk (qdrant.min_free_mb): see _room.
        self.min_free_mb = min_free_mb
        self.collection = collection
        self.dir = self.root / collection
        self.lock_wait_s = lock_wait_s
        self.announce = announce  # while waiting for the lock, ask a long-running holder to let go
        self._shard: Any = None
        self._lockf: BinaryIO | None = None  # our lock on the shard, held from before load until after close
        self._meta: dict[str, Any] | None = None
        self._mutex = threading.RLock()
        # Bumped by every write and every close: a compaction in slices (utils/store/compaction.py) that
        # sees it move knows its copy misses something and starts over.
        self.changes = 0
        self._pool: ThreadPoolExecutor | None = None  # runs the sparse leg beside the dense one (_query)
        # A long-running holder (serve) keeps the shard's files locked in RAM while it has it open.
        self._resident = Resident(resident_mb) if resident_mb > 0 else None
        self.search_threads = search_threads  # None: the engine's default (bench.search_threads compares)
        if not lazy and self._complete():
            self._open()

    # -- opening -------------------------------------------------------------------------------

    @property
    def _lock_file(self) -> Path:
        return self.root / f".{self.collection}.lock"

    def _take_lock(self, blocking: bool = False) -> None:
        """Take our lock on the shard (see the module docstring); StoreLocked if another opener has it."""
        if self._lockf is not None:
            return
        f = open(self._lock_file, "a+b")  # kept open while the shard is: closing it unlocks
        try:
            fcntl.flock(f, fcntl.LOCK_EX if blocking else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            f.close()
            if isinstance(e, BlockingIOError):
                raise StoreLocked(f"the store {self.dir} is held by another process") from e
            raise
        self._lockf = f

    def _drop_lock(self) -> None:
        if self._lockf is not None:
            self._lockf.close()  # releases the flock
            self._lockf = None

    def _load_once(self) -> Any:
        from qdrant_edge import EdgeShard

        # Our lock first: a refused EdgeShard.load has already rewritten the holder's segment files.
        self._take_lock()
        try:
            set_search_threads(self.dir, self.search_threads)
            read_ahead(self.dir / "segments")
            return EdgeShard.load(str(self.dir))
        except Exception as e:
            self._drop_lock()
            if _locked(e):  # the WAL lock: held by a process that does not take our lock (an older version)
                raise StoreLocked(f"the store {self.dir} is held by another process") from e
            raise StopError(f"cannot open the store {self.dir}: {e}") from e

    @property
    def _waiting_file(self) -> Path:
        return self.root / f".{self.collection}.waiting"

    def wanted(self) -> bool:
        """True while another process waits to open this shard (its marker is fresh)."""
        try:
            age = time.time() - self._waiting_file.stat().st_mtime
        except OSError:
            return False
        return age < WAITING_FRESH_S

    def _load_announcing(self) -> Any:
        try:
            return self._load_once()
        except StoreLocked:
            # Tell a long-running holder (serve) that someone waits; refreshed on every try.
            try:
                self._waiting_file.write_text(str(os.getpid()), encoding="utf-8")
            except OSError:
                pass  # a read-only folder: we can still wait for an idle release
            raise

    def _open(self, wait_s: float | None = None) -> None:
        wait = self.lock_wait_s if wait_s is None else wait_s
        announce = self.announce and wait > 0
        try:
            # Poll often for short waits (serve's requests), every 2 s at most for long ones (batch commands).
            self._shard = call_with_retry(
                self._load_announcing if announce else self._load_once,
                f"open store {self.dir}", (StoreLocked,),
                attempts=None, initial_s=0.1, max_s=min(2.0, max(0.2, wait / 10)), within_s=wait,
                level=logging.DEBUG,  # waiting for another holder is the normal case, not a failure
            )
        except StoreLocked as e:
            raise StoreLocked(
                f"the store {self.dir} is held by another process (a curator run, `true-recall memories` or "
                f"`reindex`, or a `true-recall serve` busy with requests); gave up after {wait:g}s "
                "(qdrant.lock_wait_s): try again when it is done, or query the running serve over HTTP"
            ) from e.__cause__
        finally:
            if announce:
                self._waiting_file.unlink(missing_ok=True)
        self._meta = read_meta(self.dir)
        self._keep_resident()

    def _keep_resident(self) -> None:
        """Lock the shard's current files in RAM (after opening, and after the optimizer replaced some)."""
        if self._resident is not None and self._shard is not None:
            n = self._resident.hold(self.dir / "segments")
            log.debug("keeping %d MB of %s in RAM", n >> 20, self.dir)

    @property
    def resident_bytes(self) -> int:
        """Bytes of the shard's files locked in RAM now (0 without a budget)."""
        return 0 if self._resident is None else self._resident.locked_bytes

    def _room(self, what: str) -> None:
        """DiskFull before a write when the store's disk is nearly full. The engine's files are memory-mapped
        and sparse: a write into one on a full disk is a SIGBUS that kills the process (curate exited 135 with
        no message on a full tmpfs), not an error anyone can catch afterwards."""
        if self.min_free_mb > 0:
            from utils.diskfull import require_free

            require_free(self.root, self.min_free_mb, what)

    @property
    def _creating(self) -> Path:
        return self.root / f".{self.collection}.creating"

    def _complete(self) -> bool:
        """A finished shard exists. The record file is written last in _create, so a shard another
        process is still creating (config written, segments not yet) is never opened half made."""
        return (self.dir / META_FILE).is_file()

    def _ready(self) -> bool:
        """Open the shard if another process created it since; False while there is none."""
        if self._shard is None and self._complete():
            self._open()
        return self._shard is not None

    def _create(self, embedder: str, dim: int) -> None:
        from qdrant_edge import (
            Distance,
            EdgeConfig,
            EdgeOptimizersConfig,
            EdgeShard,
            EdgeSparseVectorParams,
            EdgeVectorParams,
            FloatIndexParams,
            HnswIndexConfig,
            KeywordIndexParams,
            Memory,
            Modifier,
            ScalarQuantizationConfig,
            ScalarType,
            UpdateOperation,
        )

        cfg = EdgeConfig(
            vectors={DENSE: EdgeVectorParams(
                size=dim, distance=Distance.Cosine,
                # The graphs and the int8 copy the graph search reads live on the heap (core.py,
                # QUANT_QUANTILE); the float originals, read only to rescore, stay memory-mapped.
                hnsw_config=HnswIndexConfig(m=HNSW_M, ef_construct=HNSW_EF_CONSTRUCT,
                                            full_scan_threshold=FULL_SCAN_KB, payload_m=HNSW_PAYLOAD_M,
                                            memory=Memory.Pinned),
                quantization_config=ScalarQuantizationConfig(type=ScalarType.Int8, quantile=QUANT_QUANTILE,
                                                             memory=Memory.Pinned))},
            sparse_vectors={SPARSE: EdgeSparseVectorParams(modifier=Modifier.Idf, full_scan_threshold=SPARSE_FULL_SCAN)},
            # Room for SEGMENTS segments before the smallest are merged: a curate run's new gems become a
            # small segment of their own whose index is built in seconds, instead of a merge into a big
            # one whose whole index would be rebuilt (minutes at 1M gems).
            # A segment is indexed once its vectors pass INDEXING_KB; until then it is searched exactly.
            optimizers=EdgeOptimizersConfig(default_segment_number=SEGMENTS, indexing_threshold=INDEXING_KB),
            max_search_threads=self.search_threads,
        )
        self._room("creating the store")
        self.dir.mkdir(parents=True, exist_ok=True)
        self._creating.touch()  # until the record is written: a half-made shard is recognised as such
        self._take_lock(blocking=True)  # no one else can hold a shard not made yet: at most a brief wait
        try:
            shard = EdgeShard.create(str(self.dir), cfg)
        except Exception:
            self._drop_lock()
            raise
        # user_id is the tenant: every query filters on it, so it gets the tenant-optimised index and the
        # per-user HNSW graphs (payload_m); the other indexes only filter (no graphs of their own).
        shard.update(UpdateOperation.create_field_index("user_id", KeywordIndexParams(is_tenant=True)))
        shard.update(UpdateOperation.create_field_index("ts", FloatIndexParams(enable_hnsw=False)))
        for name in ("categories", "importance", "conversation_id", "superseded_by"):
            shard.update(UpdateOperation.create_field_index(name, KeywordIndexParams(enable_hnsw=False)))
        meta = {"embedder": embedder, "dim": dim}
        write_meta(self.dir, meta)
        self._creating.unlink(missing_ok=True)
        self._shard, self._meta = shard, meta
        log.info("created the store %s for %s (%d-d)", self.dir, embedder, dim)

    # -- the primitives CoreStore builds on ------------------------------------------------------

    @property
    def where(self) -> str:
        return str(self.dir)

    @property
    def counts_path(self) -> Path:
        return self.dir / COUNTS_FILE

    @property
    def damage_path(self) -> Path:
        return self.dir / DAMAGE_FILE

    def _meta_now(self) -> dict[str, Any] | None:
        return self._meta

    def _guard(self) -> threading.RLock:
        return self._mutex

    def _filter(self, c: Conditions) -> Any:
        from qdrant_edge import (
            FieldCondition,
            Filter,
            HasIdCondition,
            IsEmptyCondition,
            MatchAny,
            MatchValue,
            RangeFloat,
        )

        must: list[Any] = [FieldCondition("user_id", match=MatchValue(c.user_id))]
        if c.ids is not None:
            must.append(HasIdCondition(set(c.ids)))
        if c.categories:
            must.append(FieldCondition("categories", match=MatchAny(list(c.categories))))
        if c.has_range:
            must.append(FieldCondition("ts", range=RangeFloat(gte=c.since_ts, lte=c.until_ts)))
        if c.exclude_superseded:
            must.append(IsEmptyCondition("superseded_by"))
        if c.conversation_id:
            must.append(FieldCondition("conversation_id", match=MatchValue(c.conversation_id)))
        if c.exclude_categories:
            return Filter(must=must, must_not=[FieldCondition("categories", match=MatchAny(list(c.exclude_categories)))])
        return Filter(must=must)

    @_reads
    def _query(self, dense: QueryVector | None, sparse: Sparse | None, f: Any, idf_corpus: Any,
               limit: int, fields: Sequence[str] | None) -> tuple[list[Row], list[Row]]:
        from qdrant_edge import (
            IdfParams,
            PayloadSelector,
            Query,
            QueryBatchRequest,
            QueryRequest,
            SearchParams,
            SparseVector,
        )

        with_payload: Any = True if fields is None else PayloadSelector.Include(list(fields))

        def dense_leg(vec: list[float]) -> Any:
            return QueryRequest(limit=limit, query=Query.Nearest(vec, using=DENSE), filter=f,
                                with_payload=with_payload, params=_dense_params(exact=False))

        s_req = None if sparse is None else QueryRequest(
            limit=limit, query=Query.Nearest(SparseVector(sparse.indices, sparse.values), using=SPARSE),
            filter=f, with_payload=with_payload, params=SearchParams(idf=IdfParams(corpus=idf_corpus)),
        )
        d_points: list[Any] = []
        s_points: list[Any] = []
        if callable(dense) and s_req is not None and self._overlap():
            # The sparse leg needs no query vector: it runs in the worker while this thread waits for the
            # vector (a remote embedder's answer, without the GIL) and then runs the dense leg. Only then:
            # the engine's binding keeps the GIL through a query (a Python thread beside a loop of queries
            # ran at 0.45 of its speed), so two legs, or a leg beside a local model's call, never overlap.
            # The caller holds the guard throughout, and the worker is joined before it returns.
            pending = self._worker().submit(self._shard.query, s_req)
            try:
                d_points = self._shard.query(dense_leg(dense()))
            except BaseException:
                wait([pending])  # done with the shard before the caller lets go of the guard
                raise
            s_points = pending.result()
        else:
            vec = dense() if callable(dense) else dense
            if vec is not None and s_req is not None:  # one planned batch: cheaper than two calls
                d_points, s_points = self._shard.query_batch(QueryBatchRequest([dense_leg(vec), s_req]))
            elif vec is not None:
                d_points = self._shard.query(dense_leg(vec))
            elif s_req is not None:
                s_points = self._shard.query(s_req)
        # Keyed by the payload's id (the point id, as upsert writes it): reading p.id builds a uuid.UUID
        # per point, which costs as much as the payload itself.
        return ([(p.payload.get("id") or str(p.id), p.payload, p.score) for p in d_points],
                [(p.payload.get("id") or str(p.id), p.payload, p.score) for p in s_points])

    def _overlap(self) -> bool:
        """Run the sparse leg beside the query's embedding and dense leg? Only while a core is free for
        it: on a machine whose cores are all busy, a second thread only adds switches (bench/search.py
        `overlap`, measured side by side)."""
        if self.overlap is not None:
            return self.overlap
        return os.getloadavg()[0] < (os.cpu_count() or 1)

    def _worker(self) -> ThreadPoolExecutor:
        """The thread the sparse leg runs in (one: a query's other leg runs in the caller's thread)."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="edge-sparse-leg")
        return self._pool

    @_reads
    def _nearest(self, dense: list[float], f: Any, limit: int, exact: bool) -> list[str]:
        from qdrant_edge import Query, QueryRequest

        points = self._shard.query(QueryRequest(limit=limit, query=Query.Nearest(dense, using=DENSE), filter=f,
                                                with_payload=False, params=_dense_params(exact)))
        return [str(p.id) for p in points]

    @_reads
    def _fetch(self, f: Any, limit: int, with_vector: bool) -> list[Record]:
        from qdrant_edge import ScrollRequest

        recs, _ = self._shard.scroll(ScrollRequest(
            limit=limit, filter=f, with_payload=True, with_vector=[DENSE] if with_vector else False,
        ))
        return [(str(r.id), r.payload, r.vector[DENSE] if with_vector else None) for r in recs]

    @_reads
    def _scan(self, offset: Any, limit: int, fields: Sequence[str] | None, with_vector: bool,
              ids: Sequence[str] | None = None) -> tuple[list[Record], Any]:
        from qdrant_edge import Filter, HasIdCondition, PayloadSelector, ScrollRequest

        f = None if ids is None else Filter(must=[HasIdCondition(set(ids))])
        with_payload: Any = False if fields is None else PayloadSelector.Include(list(fields))
        recs, nxt = self._shard.scroll(ScrollRequest(offset=offset, limit=limit, filter=f, with_payload=with_payload,
                                                     with_vector=[DENSE] if with_vector else False))
        # The point itself as the handle: reading r.id builds a uuid.UUID, as much as the rest of a point costs.
        return [(r, r.payload if fields is not None else {}, r.vector[DENSE] if with_vector else None)
                for r in recs], nxt

    def point_id(self, handle: Any) -> str:
        return str(handle.id)

    def dense_files(self) -> list[tuple[str, np.ndarray | str]] | None:
        """The dense vectors in the shard's files, read as the engine lays them out (qdrant-edge 0.9): an
        indexed segment's ``matrix.dat`` (a 4-byte tag, then the rows) and a growing segment's
        ``vectors/chunk_N.mmap`` (rows up to the count in ``status.dat``). Read-only memory maps: 1M vectors of
        384-d are 1.5 GB read once, where the engine would hand each one over as a list of Python floats.
        None when a segment's layout is not one of these (another engine version): then read through it."""
        from utils.store.verify import dense_files

        return dense_files(self.dir / "segments")

    @_reads
    def _page(self, f: Any, offset: Any, limit: int) -> tuple[list[dict], Any]:
        from qdrant_edge import ScrollRequest

        recs, nxt = self._shard.scroll(ScrollRequest(offset=offset, limit=limit, filter=f, with_payload=True))
        return [r.payload for r in recs], nxt

    @_reads
    def _page_vectors(self, f: Any, offset: Any, limit: int) -> tuple[list[tuple[dict, Any]], Any]:
        from qdrant_edge import ScrollRequest

        recs, nxt = self._shard.scroll(ScrollRequest(offset=offset, limit=limit, filter=f, with_payload=True,
                                                     with_vector=[DENSE]))
        return [(r.payload, r.vector[DENSE]) for r in recs], nxt

    def _overwrite(self, gem_id: str, payload: dict) -> None:
        from qdrant_edge import UpdateOperation

        self._room("changing a gem")
        self.changes += 1
        self._shard.update(UpdateOperation.overwrite_payload([gem_id], payload))

    def _delete_ids(self, ids: list[str]) -> None:
        from qdrant_edge import UpdateOperation

        self._room("deleting gems")
        self.changes += 1
        self._shard.update(UpdateOperation.delete_points(ids))

    def _delete_where(self, f: Any) -> None:
        from qdrant_edge import UpdateOperation

        self._room("deleting gems")
        self.changes += 1
        self._shard.update(UpdateOperation.delete_points_by_filter(f))

    @_reads
    def _count(self, f: Any | None) -> int:
        from qdrant_edge import CountRequest

        return int(self._shard.count(CountRequest(exact=True, filter=f)))

    @_reads
    def _user_counts(self, limit: int) -> list[tuple[str, int]]:
        from qdrant_edge import FacetRequest

        resp = self._shard.facet(FacetRequest(key="user_id", limit=limit, exact=True))
        return [(str(h.value), int(h.count)) for h in resp.hits]

    # -- GemStore ------------------------------------------------------------------------------

    def ensure(self, embedder: str, dim: int) -> None:
        with self._mutex:
            if self._shard is None:
                self.root.mkdir(parents=True, exist_ok=True)
                # Two processes may find no store at once (a curator and `memories` on a fresh install):
                # creation is serialised by a file lock, and the second one opens what the first made.
                with open(self.root / f".{self.collection}.create.lock", "w") as lockf:
                    fcntl.flock(lockf, fcntl.LOCK_EX)
                    if self._creating.exists() and not self._complete():
                        # A creation that never finished (a crash, a full disk): it holds no gem, since
                        # nothing writes to a shard before its record exists. Made again from nothing.
                        log.warning("the store %s was left half-made; making it again", self.dir)
                        shutil.rmtree(self.dir, ignore_errors=True)
                    if (self.dir / "edge_config.json").is_file():
                        self._open()
                    else:
                        self._create(embedder, dim)
                        return
            meta = self._meta
            if meta is None:
                # A shard without a record (made by hand or an older version): adopt it.
                meta = {"embedder": embedder, "dim": dim}
                write_meta(self.dir, meta)
                self._meta = meta
            else:
                check_embedder(self.where, meta, embedder, dim)

    def upsert(self, gems: Sequence[StoredGem], dense: np.ndarray, sparse: Sequence[Sparse]) -> None:
        from qdrant_edge import Point, SparseVector, UpdateOperation

        if not gems:
            return
        dense = np.asarray(dense, dtype=np.float32).reshape(len(gems), -1)
        check_batch(gems, len(dense), len(sparse))
        with self._mutex:
            if not self._ready():  # reopens a released shard
                raise StopError("the store is not created yet: call ensure(embedder, dim) first")
            self._check_dim(dense.shape[1])
            self._room(f"writing {len(gems)} gems")
            self.changes += 1
            points = [
                Point(g.id, {DENSE: v.tolist(), SPARSE: SparseVector(s.indices, s.values)}, store_payload(g))
                for g, v, s in zip(gems, dense, sparse)
            ]
            for i in range(0, len(points), _PAGE):
                self._shard.update(UpdateOperation.upsert_points(points[i : i + _PAGE]))

    def info(self) -> StoreInfo:
        with self._mutex:
            points = self._shard.info().points_count if self._ready() else 0
            meta = self._meta or {}
        return StoreInfo(
            backend="qdrant-edge", location=str(self.dir), collection=self.collection,
            embedder=meta.get("embedder"), dim=meta.get("dim"), points=int(points),
        )

    def optimize(self) -> bool:
        """Bring the vector index up to date now (reopening a released shard): the per-user HNSW graphs of
        segments that grew past the indexing threshold, and merges of small segments. The curator calls it
        after each run; a first build of 1M gems takes many minutes, a run's new segment seconds. Searches
        work without it (exact over unindexed segments)."""
        with self._mutex:
            if not self._ready():
                return False
            changed = bool(self._shard.optimize())
            if changed:
                self._keep_resident()  # merged segments are new files; the old ones are gone
            return changed

    def flush(self) -> None:
        """Write what the open shard holds in memory to its files now (a compaction's copy flushes as it goes,
        so that closing it does not hold the interpreter for seconds: the binding keeps the GIL through it)."""
        with self._mutex:
            if self._shard is not None:
                self._shard.flush()

    def hold(self, wait_s: float | None = None) -> None:
        """Open the shard now if it is released (waiting up to wait_s, default lock_wait_s, for another holder)."""
        with self._mutex:
            if self._shard is None and self._complete():
                self._open(wait_s)

    def release(self) -> None:
        """Flush and close the shard so another process can open it; the next call reopens it."""
        self.close()

    def close(self) -> None:
        with self._mutex:
            self.changes += 1
            if self._pool is not None:  # idle: every query joins its leg before it lets go of the mutex
                self._pool.shutdown()
                self._pool = None
            if self._resident is not None:
                self._resident.release()
            try:
                if self._shard is not None:
                    try:
                        self._shard.flush()
                    finally:
                        self._shard.close()
                        self._shard = None
            finally:
                # Only now, with the shard's files closed, may another process load it.
                self._drop_lock()

    # -- tombstones: a file beside the shard folder (compaction and reindex replace the folder) ------

    @property
    def _tombstones(self) -> TombstoneFile:
        return TombstoneFile(self.root / f"{self.collection}.tombstones.jsonl")

    def bury(self, tombs: Sequence[Tombstone]) -> int:
        with self._mutex:
            return self._tombstones.append(tombs)

    def graveyard(self, user_id: str) -> Graveyard:
        with self._mutex:
            return self._tombstones.of(user_id)

    def unbury_user(self, user_id: str) -> int:
        with self._mutex:
            return self._tombstones.remove_user(user_id)

    # -- reindex -------------------------------------------------------------------------------

    def sibling(self, collection: str) -> "EdgeStore":
        """Another collection in the same folder (reindex builds the new one beside the old)."""
        return EdgeStore(self.root, collection, self.lock_wait_s, announce=self.announce,
                         search_threads=self.search_threads, min_free_mb=self.min_free_mb)

    def drop(self) -> None:
        """Delete this collection from disk (reindex clears a half-built leftover with it)."""
        with self._mutex:
            self.close()
            shutil.rmtree(self.dir, ignore_errors=True)
            self._meta = None

    def replace_with(self, other: "EdgeStore") -> None:
        """Swap `other`'s shard into this collection's place; the old one is removed. Both get closed."""
        with self._mutex:
            self.close()
            other.close()
            # Our lock across the swap: no other process may load this collection while its folder moves
            # (one that got in after close() holds the old shard; we wait for it to let go).
            self._take_lock(blocking=True)
            old = self.root / f".{self.collection}.old"
            if old.exists():
                shutil.rmtree(old)
            if self.dir.exists():
                self.dir.rename(old)
            other.dir.rename(self.dir)
            # The ledger's copy and the damage mark belong to the collection, not to one shard folder:
            # without them a compaction or reindex would drop the store's own record of what it holds.
            for name in (COUNTS_FILE, DAMAGE_FILE):
                if (old / name).exists() and not (self.dir / name).exists():
                    os.replace(old / name, self.dir / name)
            shutil.rmtree(old, ignore_errors=True)
            self._open()
