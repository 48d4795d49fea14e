"""The capture daemon: follow every configured session directory and stage new turns as they appear.

watchdog wakes the loop on file events; a rescan every ``capture.poll_interval_s`` is the safety net
(missed events, network filesystems). First SIGTERM/SIGINT: finish the current batch, save its
checkpoint, exit 0. A second one exits at once (``Shutdown`` is not an Exception). Redis down: the
commit is retried with capped backoff, each reconnect reading the embedded server's address and password
again; after ``capture.redis_down_exit_s`` without Redis the daemon exits 1, so that its service manager
restarts it. Run as ``python -m capture.daemon`` or ``true-recall capture``.

Liveness (``--check``): each heartbeat carries the daemon's pid, boot id and a counter that the daemon also
records in a local file (``<data_dir>/capture/heartbeat-<prefix>.json``). A heartbeat counts only when it is
the daemon's latest and the daemon runs: one that came back from Redis' append-only file after a restart
is older than the daemon's own record, and a dead daemon's record names a process that is gone.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import stat
import threading
import time
from datetime import datetime, timezone
from pathlib import Path
from types import FrameType
from typing import Any

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from capture.source import is_transcript
from capture.sqlite_source import SqliteSource, resolve_kind
from capture.stager import Stager
from capture.tailer import SYMLINK_REFUSED, SessionFile
from utils.buffer import Buffer, wait_settings
from utils.config import SessionSource, Settings
from utils.errors import BackendUnavailable, Shutdown
from utils.fsmode import private_dir, write_private
from utils.keys import Keys
from utils.redis_conn import TRANSIENT, describe

log = logging.getLogger("true_recall.capture")

IDLE_CLOSE_S = 120.0  # a fully read file untouched this long may give back its descriptor...
MAX_OPEN = 256  # ...but only while more than this many are open (a closed one is reopened by the rescan)
# Events that change no directory entry: reading the files we follow is enough, no rescan needed.
_CONTENT_EVENTS = frozenset({"modified", "opened", "closed", "closed_no_write"})


class _Wake:
    """watchdog handler: any event in a watched directory wakes the loop; created/moved/deleted ask for a rescan."""

    def __init__(self, daemon: "Daemon") -> None:
        self.daemon = daemon

    def dispatch(self, event: Any) -> None:
        if getattr(event, "event_type", None) not in _CONTENT_EVENTS:
            self.daemon.need_scan = True
        self.daemon.wake.set()


# How often the daemon looks for pending turns close to expiry (at most).
KEEP_EVERY_S = 300.0
# Errors that mean Redis is out of reach (as opposed to a file that cannot be read).
_UNREACHABLE = (redis.ConnectionError, redis.TimeoutError, BackendUnavailable)


def _guard(folder: Path) -> tuple[Path, frozenset[int]]:
    """A source folder's real path and the uids its files may belong to (its owner's and ours)."""
    root = folder.resolve()
    return root, frozenset({root.stat().st_uid, os.geteuid()})


def _inside(path: Path, root: Path) -> bool:
    """True when the folder holding `path` is `root` or below it once links are resolved (the file itself
    is opened with O_NOFOLLOW)."""
    return path.parent.resolve().is_relative_to(root)


def _db_refusal(db: Path, configured: Path, follow_symlinks: bool) -> str | None:
    """Why an OpenClaw database may not be read (a link, another user's file), or None."""
    try:
        st = db.lstat()
        folder = configured if configured.is_dir() else configured.parent
        owners = frozenset({folder.resolve().stat().st_uid, os.geteuid()})
    except OSError as e:
        return f"cannot open: {e.strerror or e}"
    if stat.S_ISLNK(st.st_mode):
        if not follow_symlinks:
            return SYMLINK_REFUSED
        st = db.stat()
    if st.st_uid not in owners:
        return f"owned by uid {st.st_uid}, not by the source folder's owner"
    return None


class RedisUnreachable(Exception):
    """Redis did not answer for longer than capture.redis_down_exit_s."""


def boot_id() -> str:
    """This boot of the machine (a pid names a process only within one boot)."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        return ""


def beat_path(settings: Settings) -> Path:
    """The daemon's own record of its last heartbeat (what --check compares Redis' heartbeat with)."""
    return settings.data_path / "capture" / f"heartbeat-{settings.redis.key_prefix}.json"


class Daemon:
    """Follows the configured sources; one instance per process."""

    def __init__(self, settings: Settings, r: redis.Redis, once: bool = False) -> None:
        self.settings = settings
        self.cap = settings.capture
        # One retry layer only, ours: redis-py's built-in retries would sleep unlogged and deaf to a
        # stop request, and could send a transaction twice behind our back.
        r.set_retry(Retry(NoBackoff(), 0))
        self.r = r
        self.keys = Keys(settings.redis.key_prefix)
        self.once = once
        self.stop = threading.Event()
        self.wake = threading.Event()
        buffer = Buffer(r, self.keys, settings.redis.ttl_hours, **wait_settings(settings))
        self.stager = Stager(buffer, self.cap, self.stop, give_up_s=self.cap.redis_down_exit_s)
        self.stager.disk_settings = settings
        self.files: dict[tuple[int, int], SessionFile] = {}
        self.dbs: dict[str, SqliteSource] = {}  # OpenClaw SQLite stores, by database path
        self.signals = 0
        self.need_scan = True
        self._observer: Any = None
        self._missing_logged: set[str] = set()
        self._watched: set[str] = set()
        self._last_keep = -1e18
        self._beats = 0  # heartbeats attempted by this process (the counter --check compares)
        self._boot = boot_id()
        self._beat_error: str | None = None
        self._down_since: float | None = None  # monotonic time Redis stopped answering, None while it answers

    # ---- signals --------------------------------------------------------------------------------

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        self.signals += 1
        if self.signals == 1:
            log.info("%s: finishing the current batch, then exiting", signal.Signals(signum).name)
            self.stop.set()
            self.wake.set()
            return
        raise Shutdown(f"second {signal.Signals(signum).name}: exiting now")

    def install_signals(self) -> None:
        """First signal: warm stop; second: immediate."""
        signal.signal(signal.SIGTERM, self._on_signal)
        signal.signal(signal.SIGINT, self._on_signal)

    # ---- watching -------------------------------------------------------------------------------

    def _sources(self) -> list[tuple[Path, SessionSource]]:
        return [(Path(s.path).expanduser(), s) for s in self.cap.sources]

    def start_watching(self) -> None:
        """Start watchdog on every source directory that exists (rescans cover the rest)."""
        if self.once:
            return
        from watchdog.observers import Observer

        obs = Observer()
        obs.daemon = True
        obs.start()
        self._observer = obs
        self._watch_new_dirs()

    def _watch_new_dirs(self) -> None:
        # A source directory may appear after start (first OpenClaw run): watch it from then on.
        if self._observer is None:
            return
        dirs = [d for d, _src in self._sources()] + [db.path.parent for db in self.dbs.values()]
        for d in dirs:
            if str(d) not in self._watched and d.is_dir():
                try:
                    self._observer.schedule(_Wake(self), str(d), recursive=False)
                    self._watched.add(str(d))
                except OSError as e:  # e.g. inotify watch limit: the rescan still finds everything
                    log.warning("cannot watch %s (%s); relying on the %.1fs rescan", d, e, self.cap.poll_interval_s)
                    self._watched.add(str(d))

    def stop_watching(self) -> None:
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(5)
            self._observer = None

    # ---- one cycle ------------------------------------------------------------------------------

    def scan(self) -> None:
        """Find new files, notice renamed ones, finish files that are gone."""
        self._watch_new_dirs()
        seen: set[tuple[int, int]] = set()
        for d, src in self._sources():
            kind, db = resolve_kind(src.kind, d)
            if kind == "openclaw-sqlite":
                self._scan_db(d, db, src)
                continue
            if not d.is_dir():
                if str(d) not in self._missing_logged:
                    log.warning("source directory %s does not exist (yet); will look again", d)
                    self._missing_logged.add(str(d))
                continue
            try:
                root, owners = _guard(d)
            except OSError:
                continue  # gone since is_dir(): the next rescan says so
            for p in sorted(d.glob(src.glob)):
                if not is_transcript(p):
                    continue
                if not self.cap.follow_symlinks:
                    # Before stat(): a link to a file we follow would otherwise look like a rename of it.
                    if p.is_symlink():
                        self.stager.refuse(p, SYMLINK_REFUSED)
                        continue
                    if not _inside(p, root):
                        self.stager.refuse(p, f"outside the source folder {d} (through a symbolic link)")
                        continue
                try:
                    st = p.stat()
                except OSError:
                    continue
                key = (st.st_dev, st.st_ino)
                sf = self.files.get(key)
                if sf is None:
                    sf = self.stager.open(p, src.user_id, (src.user_name, src.assistant_name),
                                          self.cap.follow_symlinks, owners)
                    if sf is None:
                        continue
                    key = sf.identity
                    self.files[key] = sf
                    log.info("following %s (user %s) from byte %d", p, src.user_id, sf.cp.offset)
                else:
                    if sf.path != p:
                        log.info("%s was renamed to %s", sf.path, p)
                        sf.path = p
                        sf.cp.path = str(p)
                    if sf.fd is None and st.st_size != sf.cp.offset and not sf.reopen():
                        continue
                seen.add(key)
        for key in [k for k in self.files if k not in seen]:
            if self.stop.is_set():
                return
            sf = self.files.pop(key)
            log.info("%s is gone (deleted or rotated): reading it to the end", sf.path)
            self.stager.finish(sf, self.cap.batch_lines)

    def _scan_db(self, d: Path, db: Path | None, src: SessionSource) -> None:
        """Follow an OpenClaw SQLite store (found now, or seen before and maybe deleted meanwhile)."""
        if db is None:
            known = [s for s in self.dbs.values() if s.path.parent in (d, d / "agent", d.parent / "agent") or s.path == d]
            if not known and str(d) not in self._missing_logged:
                log.warning("no OpenClaw database at %s (yet); will look again", d)
                self._missing_logged.add(str(d))
            return
        if str(db) not in self.dbs:
            why = _db_refusal(db, d, self.cap.follow_symlinks)
            if why is not None:
                self.stager.refuse(db, why)
                return
            self.dbs[str(db)] = SqliteSource(db, src.user_id, self.stager, (src.user_name, src.assistant_name))
            log.info("following OpenClaw database %s (user %s)", db, src.user_id)
            self._watch_new_dirs()

    def pump_all(self, budget_s: float | None = None) -> bool:
        """Stage what every file has, a batch per file in turn; True when more is left after budget_s."""
        deadline = time.monotonic() + (budget_s if budget_s is not None else self.cap.poll_interval_s)
        more = False
        while not self.stop.is_set():
            if time.monotonic() > deadline:
                # Come up for air: heartbeat and rescan go on even while a big backlog is read.
                more = True
                break
            moved = 0
            for db in list(self.dbs.values()):
                if self.stop.is_set():
                    break
                if db.refresh():
                    moved += db.pump(self.cap.batch_lines)
            for sf in list(self.files.values()):
                if self.stop.is_set():
                    break
                try:
                    # A file read again after expired turns is pumped until its end, which drops its mark.
                    n = (self.stager.pump(sf, self.cap.batch_lines)
                         if sf.changed() or sf.restage_from_ms is not None else 0)
                except FileNotFoundError:
                    n = 0
                if n:
                    sf.last_change = time.monotonic()
                moved += n
            if not moved:
                break
        open_files = [sf for sf in self.files.values() if sf.fd is not None]
        if len(open_files) > MAX_OPEN:
            now = time.monotonic()
            for sf in sorted(open_files, key=lambda f: f.last_change)[: len(open_files) - MAX_OPEN]:
                if now - sf.last_change > IDLE_CLOSE_S and sf.lag() == 0:
                    sf.close()
        return more

    def heartbeat(self) -> None:
        """Write the heartbeat key (best effort: Redis may be down, the next cycle tries again)."""
        self._beats += 1
        beat = {
            "time": datetime.now(timezone.utc).isoformat(),
            "pid": os.getpid(),
            "boot": self._boot,
            "seq": self._beats,
            "files": len(self.files),
            "lag_bytes": sum(sf.lag() for sf in self.files.values()),
            "databases": len(self.dbs),
            "lag_rows": sum(db.lag() for db in self.dbs.values()),
            "turns": self.stager.totals["turns"],
            "quarantined": self.stager.totals["quarantined"],
        }
        try:
            self.r.set(self.keys.heartbeat(), json.dumps(beat), ex=self.cap.heartbeat_ttl_s)
            self._down_since = None
        except (*TRANSIENT, redis.RedisError) as e:
            log.warning("heartbeat not written (Redis: %s)", e)
            if isinstance(e, _UNREACHABLE):
                self._note_unreachable()
        self._record_beat(beat)
        self.keep_pending()

    def _note_unreachable(self) -> None:
        now = time.monotonic()
        if self._down_since is None:
            self._down_since = now
        elif now - self._down_since > self.cap.redis_down_exit_s:
            raise RedisUnreachable(f"no answer for {now - self._down_since:.0f}s")

    def _record_beat(self, beat: dict[str, Any]) -> None:
        """The local record --check needs; written after Redis' copy, so Redis' is never newer by more than one."""
        try:
            path = beat_path(self.settings)
            private_dir(path.parent)
            write_private(path, json.dumps({k: beat[k] for k in ("time", "pid", "boot", "seq")}))
            self._beat_error = None
        except OSError as e:
            if str(e) != self._beat_error:  # once per distinct error, not at every beat
                self._beat_error = str(e)
                log.warning("heartbeat record not written (%s): capture --check will say no heartbeat", e)

    def keep_pending(self, force: bool = False) -> int:
        """Give pending turns close to expiry their TTL again (utils/expiry.py); at most every few minutes."""
        warn_s = self.settings.redis.expiry_warn_hours * 3600
        now = time.monotonic()
        if not force and now - self._last_keep < min(KEEP_EVERY_S, warn_s / 4):
            return 0
        self._last_keep = now
        n = 0
        try:
            for u in self.stager.buffer.users():
                n += self.stager.buffer.extend_pending(u, warn_s)
        except (*TRANSIENT, redis.RedisError) as e:
            log.warning("could not extend pending turns (Redis: %s)", e)
        if n:
            log.warning("gave %d pending turns their TTL again: the curator has not curated them yet", n)
        self.restage_expired()
        return n

    def restage_expired(self) -> None:
        """Turns that expired before curation anyway (the daemon was down): mark their files and reopen them
        now, so the stager reads them again and stages those turns (utils/expiry.py); no command needed."""
        from utils.expiry import recover

        try:
            done = recover(self.stager.buffer, sorted({src.user_id for _, src in self._sources()}))
        except (*TRANSIENT, redis.RedisError) as e:
            log.warning("could not look for expired turns (Redis: %s)", e)
            return
        marked = {p for rb in done for p in rb.files}
        for key, sf in list(self.files.items()):
            if str(sf.path) in marked:
                sf.close()
                del self.files[key]
                self.need_scan = True  # the next scan opens it again, from the start, with its mark

    def run(self) -> int:
        """The loop; returns the exit code."""
        self.start_watching()
        last_beat = 0.0
        last_scan = 0.0
        try:
            while True:
                self.wake.clear()
                if self.need_scan or time.monotonic() - last_scan >= self.cap.poll_interval_s:
                    # The rescan is the safety net: new files, renames and deletions even without events.
                    self.need_scan = False
                    last_scan = time.monotonic()
                    self.scan()
                more = self.pump_all()
                now = time.monotonic()
                if now - last_beat >= min(self.cap.poll_interval_s, self.cap.heartbeat_ttl_s / 3) or self.once:
                    self.heartbeat()
                    last_beat = now
                if self.stop.is_set() or (self.once and not more and not self.need_scan):
                    break
                if not more:
                    self.wake.wait(self.cap.poll_interval_s)
        except (RedisUnreachable, *_UNREACHABLE) as e:
            # Waiting longer helps nobody: exit non-zero so that systemd (Restart=always) starts a fresh
            # daemon, which starts the embedded server again if need be. Checkpoints stand as committed.
            log.error("Redis (%s) unreachable (%s; capture.redis_down_exit_s is %.0f): exiting 1 so that the "
                      "service manager starts capture again", describe(self.settings), e, self.cap.redis_down_exit_s)
            self._clear_beat()
            return 1
        finally:
            self.stop_watching()
            for sf in self.files.values():
                sf.close()
            for db in self.dbs.values():
                db.db.close()
        try:
            # A clean stop says so at once, instead of leaving a heartbeat that looks alive until it expires.
            if not self.once:
                self._clear_beat()
                self.r.delete(self.keys.heartbeat())
        except (*TRANSIENT, redis.RedisError):
            pass
        t = self.stager.totals
        log.info("capture stopped: %d turns staged, %d lines, %d quarantined", t["turns"], t["lines"], t["quarantined"])
        return 0

    def _clear_beat(self) -> None:
        try:
            beat_path(self.settings).unlink(missing_ok=True)
        except OSError:
            pass


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # a process of another user: it exists
    return True


def check(settings: Settings, r: redis.Redis) -> bool:
    """True when the daemon's latest heartbeat is in Redis: fresh, and the one its running process last wrote."""
    return why_dead(settings, r) is None


def why_dead(settings: Settings, r: redis.Redis) -> str | None:
    """None when the daemon is alive (see check), else what is missing."""
    ttl = settings.capture.heartbeat_ttl_s
    # The local record first: the daemon writes Redis' copy before it, so Redis' seq is this one or the next.
    try:
        mine = json.loads(beat_path(settings).read_text(encoding="utf-8"))
        pid, boot, seq = int(mine["pid"]), str(mine["boot"]), int(mine["seq"])
        written = datetime.fromisoformat(mine["time"])
    except FileNotFoundError:
        return f"no daemon has written a heartbeat record ({beat_path(settings)})"
    except (OSError, ValueError, KeyError, TypeError) as e:
        return f"unreadable heartbeat record {beat_path(settings)}: {e}"
    if boot != boot_id() or not _running(pid):
        return f"the daemon that wrote the last heartbeat (pid {pid}) is not running"
    if (datetime.now(timezone.utc) - written).total_seconds() > ttl:
        return f"the daemon (pid {pid}) has not written a heartbeat for more than {ttl}s"
    try:
        raw = r.get(Keys(settings.redis.key_prefix).heartbeat())
    except (*TRANSIENT, redis.RedisError) as e:
        return f"Redis: {e}"
    if not raw:
        return "no heartbeat in Redis"
    try:
        beat = json.loads(raw)
        theirs = (int(beat["pid"]), str(beat["boot"]), int(beat["seq"]))
    except (ValueError, KeyError, TypeError):
        return "the heartbeat in Redis is not one this version writes"
    if theirs[:2] != (pid, boot) or not seq <= theirs[2] <= seq + 1:
        return (f"the heartbeat in Redis (pid {theirs[0]}, #{theirs[2]}) is not the daemon's latest (pid {pid}, "
                f"#{seq}): restored from disk, or the daemon cannot reach this Redis")
    return None
