"""Backfill: stage existing session files at full speed, with the daemon's checkpoints.

Big batches (many turns per MULTI round trip) and no waiting. Because the checkpoints are the
daemon's own, a daemon started afterwards resumes where backfill stopped instead of staging again.
"""

from __future__ import annotations

import gc
import logging
import os
import stat
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import redis

from capture.daemon import _db_refusal
from capture.source import is_transcript
from capture.sqlite_source import SqliteSource, find_db, resolve_kind
from capture.stager import Batch, Stager
from capture.tailer import SessionFile
from utils.buffer import Buffer, wait_settings
from utils.config import SessionSource, Settings
from utils.keys import Keys

log = logging.getLogger("true_recall.capture")

BATCH_LINES = 5000  # lines per transaction: large enough that the round trip is noise
# Objects allocated before the cyclic collector runs its youngest generation during a backfill (default 700).
GC_GEN0_ALLOCATIONS = 100_000
SWITCH_INTERVAL_S = 0.0005  # how long a thread may keep the GIL while another waits for it (default 5 ms)


@contextmanager
def fewer_collections(gen0: int = GC_GEN0_ALLOCATIONS) -> Iterator[None]:
    """Run the cyclic garbage collector less often while a backfill runs, as it was afterwards.

    A batch allocates a dozen short-lived objects per line (entries, turns, their dicts) that reference
    counting frees without it; collecting every 700 allocations walks the live ones again and again,
    about 8 % of a backfill's CPU (bench/capture.py). Nothing is leaked: cycles are collected, later."""
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], gen0), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)


@contextmanager
def prompt_handoffs(seconds: float = SWITCH_INTERVAL_S) -> Iterator[None]:
    """Let a thread whose Redis reply has arrived take the interpreter sooner while a backfill runs.

    The committer thread needs the GIL after each send and reply, and gets it only when the thread that
    prepares batches lets go: at the default 5 ms interval a commit waits tens of milliseconds for
    that, longer than preparing the next batch takes, and the pipeline stalls on it (bench/capture.py)."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(min(old, seconds))
    try:
        yield
    finally:
        sys.setswitchinterval(old)


@dataclass
class BackfillReport:
    """What a backfill did."""

    files: int
    lines: int
    turns_staged: int
    turns_seen: int
    quarantined: int
    redacted: int
    seconds: float
    unreadable: dict[str, str] = field(default_factory=dict)  # path -> why it could not be read

    def as_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


def expand(paths: Iterable[str | Path], glob: str = "*.jsonl") -> list[Path]:
    """Files named directly, plus the session files inside named directories (sorted, no duplicates)."""
    out: list[Path] = []
    for p in map(Path, paths):
        # Absolute: the checkpoint and `status` name the file by this path, from whatever folder they run.
        p = p.expanduser().absolute()
        found = [f for f in sorted(p.glob(glob)) if is_transcript(f)] if p.is_dir() else [p]
        for f in found:
            # Anything that is not a directory: a FIFO or an unreadable file is refused when opened, with why.
            if not f.is_dir() and f not in out:
                out.append(f)
    return out


NOT_A_TRANSCRIPT = ("not a transcript: expected an OpenClaw session file (JSON lines, one object per line, as "
                    "README 'Your own transcripts' shows) or an OpenClaw SQLite store")


def not_a_transcript(path: Path) -> str | None:
    """Why a file named on the command line is no transcript (its first line is not a JSON object), else None.

    Only the start is read: a session file's lines are each judged (and quarantined when bad) as they are
    staged; a notes file or a CSV must be an error that says what was expected, not a quiet quarantine."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return None  # a FIFO or a device: reading would block; opening it for staging refuses it with why
        with open(path, "rb") as f:
            head = f.read(4096).lstrip()
    except OSError:
        return None  # opening it for staging says why
    if not head:
        return None  # empty: nothing to stage yet (a session file just created)
    return None if head[:1] == b"{" else NOT_A_TRANSCRIPT


def named_owners(paths: Iterable[str | Path]) -> dict[Path, frozenset[int]]:
    """For each file expand() finds, the uids it may belong to, as the daemon rules for a source folder
    (capture/daemon.py): the owner of the folder named on the command line (a named file's own folder) and
    ours. Another user's file dropped into a folder we read is refused, not staged as ours."""
    out: dict[Path, frozenset[int]] = {}
    for p in map(Path, paths):
        p = p.expanduser()
        folder = p if p.is_dir() else p.parent
        try:
            uids = frozenset({folder.resolve().stat().st_uid, os.geteuid()})
        except OSError:
            continue  # opening the file says why
        for f in expand([p]):
            out.setdefault(f, uids)
    return out


def split_databases(paths: Iterable[str | Path], settings: Settings) -> tuple[list[Path], list[Path]]:
    """(OpenClaw SQLite stores, other paths): a .sqlite file, or a folder whose configured or found kind is SQLite."""
    dbs: list[Path] = []
    rest: list[Path] = []
    for p in map(Path, paths):
        p = p.expanduser()
        src = source_for(p if p.is_file() else p / "x", settings)
        kind, db = resolve_kind(src.kind if src else "auto", p)
        if p.is_file() and p.suffix == ".sqlite":
            kind, db = "openclaw-sqlite", p
        if kind == "openclaw-sqlite" and db is not None:
            if db.resolve() not in [d.resolve() for d in dbs]:
                dbs.append(db)
        else:
            rest.append(p)
    return dbs, rest


def source_for_db(db: Path, settings: Settings) -> SessionSource | None:
    """The configured source whose path leads to this database."""
    for src in settings.capture.sources:
        found = find_db(Path(src.path))
        if found is not None and found.resolve() == db.resolve():
            return src
    return None


def _size(f: Path) -> int:
    try:
        return f.stat().st_size
    except OSError:
        return 0  # a dangling link or a file gone: the open says why


def source_for(path: Path, settings: Settings) -> SessionSource | None:
    """The configured source whose directory holds the file, if any."""
    rp = path.resolve()
    for src in settings.capture.sources:
        d = Path(src.path).expanduser().resolve()
        if rp.parent == d or d in rp.parents:
            return src
    return None


def user_for(path: Path, settings: Settings, explicit: str | None) -> str:
    """--user, else the user of the configured source whose directory holds the file, else 'default'."""
    if explicit:
        return explicit
    src = source_for(path, settings)
    return src.user_id if src else "default"


def names_for(
    path: Path, settings: Settings, user_name: str | None, assistant_name: str | None
) -> tuple[str | None, str | None]:
    """Display names: the explicit ones, else the configured source's."""
    src = source_for(path, settings)
    return (user_name or (src.user_name if src else None), assistant_name or (src.assistant_name if src else None))


class _Pipeline:
    """Stage files batch by batch, preparing the next batch while Redis writes the last - across files too.

    Commits stay strictly in order, one at a time, each with its checkpoint in its own MULTI (as in
    Stager.pump): a batch is submitted only once the one before it is confirmed, and a failure stops
    everything before anything after it is written. Parsing (this thread) and Redis (another process)
    then overlap, which on the benchmark is a good part of what separates backfill from raw writes. A
    file whose batches are all submitted is finished (caught up, lines appended meanwhile, flushed,
    closed) once its last batch is confirmed, while the next file's first batch is being prepared."""

    def __init__(self, stager: Stager, committer: ThreadPoolExecutor, batch_lines: int,
                 finish: Callable[[SessionFile], None], progress: Callable[[SessionFile], None] | None) -> None:
        self.stager = stager
        self.committer = committer
        self.batch_lines = batch_lines
        self.finish = finish
        self.progress = progress
        self.pending: tuple[Future[None], SessionFile] | None = None  # the commit in flight, and its file
        self.ending: SessionFile | None = None  # a file with every batch submitted, not yet finished
        self.held: list[SessionFile] = []  # files given to stage() and not finished yet

    def stage(self, sf: SessionFile) -> None:
        """Submit every batch of the file; its last may still be in flight on return."""
        self.held.append(sf)
        last: Batch | None = None
        while (batch := self.stager.prepare(sf, self.batch_lines, after=last)) is not None:
            self.settle()  # the batch before (of this file or the last) is in Redis, or its error is raised
            self.pending, last = (self.committer.submit(self.stager.commit, batch), sf), batch
        if self.ending is not None:  # the file before had nothing in flight to wait for until now
            self.settle()
        self.ending = sf

    def settle(self) -> None:
        """Wait for the commit in flight; then finish the file that was waiting for it."""
        if self.pending is not None:
            fut, sf = self.pending
            fut.result()
            self.pending = None
            if self.progress is not None:
                self.progress(sf)
        if self.ending is not None:
            sf, self.ending = self.ending, None
            try:
                self.stager.caught_up(sf)  # every batch confirmed: a re-staging mark may go
                self.finish(sf)
            finally:
                sf.close()
                self.held.remove(sf)

    def close(self) -> None:
        """After an error, once nothing is in flight: close the files still open."""
        for sf in self.held:
            sf.close()


def backfill(
    settings: Settings,
    r: redis.Redis,
    paths: Iterable[str | Path],
    user: str | None = None,
    flush: bool = False,
    batch_lines: int = BATCH_LINES,
    progress: bool | None = None,
    user_name: str | None = None,
    assistant_name: str | None = None,
) -> BackfillReport:
    """Stage every complete line of the given files; flush=True also emits turns still awaiting a reply."""
    with fewer_collections(), prompt_handoffs():
        return _backfill(settings, r, paths, user, flush, batch_lines, progress, user_name, assistant_name)


def _backfill(settings: Settings, r: redis.Redis, paths: Iterable[str | Path], user: str | None, flush: bool,
              batch_lines: int, progress: bool | None, user_name: str | None, assistant_name: str | None,
              ) -> BackfillReport:
    dbs, rest = split_databases(paths, settings)
    files = expand(rest)
    owners = named_owners(rest)
    buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours, **wait_settings(settings))
    # Turns that expired before curation: marked here, so the files below (if they hold them) are read
    # again and the expired turns staged in this same run: the recovery is this one command.
    from utils.expiry import recover

    recover(buf, sorted({user_for(f, settings, user) for f in files}))
    stager = Stager(buf, settings.capture)
    stager.disk_settings = settings
    t0 = time.perf_counter()
    follow = settings.capture.follow_symlinks
    for db in dbs:
        why = _db_refusal(db, db.parent, follow)  # the daemon's rules: no link unless configured, no other owner
        if why is not None:
            stager.refuse(db, why)
            continue
        src = source_for_db(db, settings)
        names = (user_name or (src.user_name if src else None), assistant_name or (src.assistant_name if src else None))
        s = SqliteSource(db, user or (src.user_id if src else "default"), stager, names)
        try:
            s.drain(batch_lines)
            if s.error:
                log.error("%s", s.error)
        finally:
            s.db.close()
    show = sys.stderr.isatty() if progress is None else progress
    total_bytes = sum(_size(f) for f in files)
    bar = None
    if show:
        from rich.progress import (
            BarColumn,
            DownloadColumn,
            Progress,
            TextColumn,
            TimeRemainingColumn,
        )

        from utils.log import console

        # The log's console: a warning while the bar runs is printed above it, not through it.
        bar = Progress(TextColumn("backfill"), BarColumn(), DownloadColumn(), TimeRemainingColumn(), transient=False,
                       console=console())
        task = bar.add_task("backfill", total=total_bytes)
        bar.start()
    done = 0

    def finish(sf: SessionFile) -> None:
        nonlocal done
        while stager.pump(sf, batch_lines):  # what was appended meanwhile, the daemon's way
            pass
        done += sf.cp.offset
        if flush:
            stager.finish(sf, batch_lines)
        if bar is not None:
            bar.update(task, completed=done)

    committer = ThreadPoolExecutor(1, thread_name_prefix="backfill-commit")
    pipeline = _Pipeline(stager, committer, batch_lines, finish,
                         (lambda sf: bar.update(task, completed=done + sf.cp.offset)) if bar is not None else None)
    try:
        for f in files:
            # A link not to be followed is refused by the stager's open (O_NOFOLLOW), before anything is read.
            why = None if f.is_symlink() and not follow else not_a_transcript(f)
            if why is not None:
                stager.refuse(f, why)
                continue
            sf = stager.open(f, user_for(f, settings, user), names_for(f, settings, user_name, assistant_name),
                             follow_symlinks=follow, owners=owners.get(f))
            if sf is None:
                if stager.refused.get(str(f)) == "vanished":
                    log.warning("%s vanished before it could be read", f)
                continue
            pipeline.stage(sf)
        pipeline.settle()
    except BaseException:
        committer.shutdown(wait=True)  # nothing in flight may still use a file
        pipeline.close()
        raise
    finally:
        committer.shutdown(wait=True)
        if bar is not None:
            bar.stop()
    t = stager.totals
    return BackfillReport(files=len(files) + len(dbs), lines=t["lines"], turns_staged=t["turns"], turns_seen=t["turns_seen"],
                          quarantined=t["quarantined"], redacted=t["redacted"], seconds=time.perf_counter() - t0,
                          unreadable={p: why for p, why in stager.refused.items()})
