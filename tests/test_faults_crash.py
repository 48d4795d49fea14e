"""Crash-deterministic curation: a run killed at any write boundary, then run again, ends exactly where a
clean run ends (same gem ids, texts, superseded_by links, every field; same buffer), byte for byte.

The crash is our own hook (Curator.on_step) raising a BaseException nothing in the curator catches, so the
run stops dead at that point with whatever it had written; a second test kills a real curator process
with SIGKILL in the middle of its writes. Real Redis, the real embedded store, the rules curator.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
import redis
from faults_kit import (
    ROOT,
    buffer_dump,
    clean_run,
    curate,
    make_settings,
    stage,
    store_dump,
    write_changing_backlog,
)

from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.keys import Keys


class Crash(BaseException):
    """The process dies here (not an Exception: nothing in the curator may catch it)."""


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return LocalEmbedder()


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder) -> dict[str, object]:
    """The reference: the sample sessions staged and curated once, with nothing going wrong."""
    return clean_run(tmp_path_factory.mktemp("clean"), embedder)


def test_the_reference_run_exercises_every_boundary(clean: dict[str, object]) -> None:
    steps = clean["steps"]
    assert isinstance(steps, list)
    # Several batches (one per day here), each with its intent, upsert, links and trim; then settle and report.
    assert steps.count("trim") >= 3 and steps[-2:] == ["settle", "report"]
    assert clean["superseded"] >= 1  # the queue decision changes: a supersession link is part of the result


# Days 1+2 (9 turns) and days 3+4 (8 turns): two batches of two days each.
TWO_DAY_BATCHES = 9


@pytest.mark.parametrize("batch_turns", [TWO_DAY_BATCHES, 1000])
def test_the_gems_do_not_depend_on_how_days_are_batched(
    batch_turns: int, clean: dict[str, object], tmp_path: Path, embedder: Embedder,
) -> None:
    """Each day is planned as if the days before it were stored: two-day batches, or all four days in
    one, store what one day per batch stores (dedup and supersession across days inside a batch)."""
    other = clean_run(tmp_path, embedder, batch_turns=batch_turns)
    assert other["steps"].count("trim") == (2 if batch_turns == TWO_DAY_BATCHES else 1)  # type: ignore[union-attr]
    assert other["store"] == clean["store"]
    assert other["buffer"] == clean["buffer"]


CASES = [(step, nth, 1) for step in ("intent", "upsert", "links", "trim") for nth in (1, 2, 4)] + \
        [(step, nth, TWO_DAY_BATCHES) for step in ("intent", "upsert", "links", "trim") for nth in (1, 2)] + \
        [("settle", 1, 1), ("report", 1, 1)]


@pytest.mark.parametrize(("step", "nth", "batch_turns"), CASES)
def test_crash_at_a_boundary_then_rerun_equals_the_clean_run(
    step: str, nth: int, batch_turns: int, clean: dict[str, object], settings_dir: Path, key_prefix: str,
    redis_client: redis.Redis, embedder: Embedder,
) -> None:
    settings = make_settings(settings_dir, key_prefix, batch_turns=batch_turns)
    assert stage(settings, redis_client) == clean["staged"]
    seen = 0

    def crash(s: str) -> None:
        nonlocal seen
        if s == step:
            seen += 1
            if seen == nth:
                raise Crash(f"killed at {step} #{nth}")

    with pytest.raises(Crash):
        curate(settings, redis_client, embedder, crash)
    redis_client.delete(Keys(key_prefix).curate_lock())  # a killed process leaves its lock (see test_faults_lock)
    rep = curate(settings, redis_client, embedder)
    assert rep.ok, rep.failures
    assert store_dump(settings) == clean["store"]
    assert buffer_dump(settings, redis_client) == clean["buffer"]
    assert not list(redis_client.scan_iter(match=f"{key_prefix}:*:intent:*"))  # every record settled


@pytest.fixture
def settings_dir(tmp_path: Path) -> Path:
    return tmp_path


_KILLER = r"""
import os, signal, sys
sys.path[:0] = [{tests!r}]
from faults_kit import curate, make_settings
from pathlib import Path
import redis
from utils.embed.local import LocalEmbedder
settings = make_settings(Path({tmp!r}), {prefix!r})
r = redis.Redis.from_url({url!r}, decode_responses=True)
seen = 0
def hook(step):
    global seen
    if step == "links":
        seen += 1
        if seen == 2:
            os.kill(os.getpid(), signal.SIGKILL)  # no finally, no lock release, no report
curate(settings, r, LocalEmbedder(), hook)
"""


def test_kill_9_mid_run_then_rerun_equals_the_clean_run(
    clean: dict[str, object], tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder,
) -> None:
    from conftest import REDIS_URL

    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    code = _KILLER.format(tests=str(ROOT / "tests"), tmp=str(tmp_path), prefix=key_prefix, url=REDIS_URL)
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == -signal.SIGKILL, proc.stderr[-2000:]
    # The dead curator's lock is taken over at once (same host, pid gone): no 600 s wait.
    t0 = time.monotonic()
    rep = curate(settings, redis_client, embedder)
    assert rep.ok and rep.recovered >= 1, rep.failures
    assert time.monotonic() - t0 < 120
    assert store_dump(settings) == clean["store"]
    assert buffer_dump(settings, redis_client) == clean["buffer"]


def _backlog(tmp: Path, prefix: str, r: redis.Redis) -> object:
    # Eight days of 30 turns, two days per write batch: four batches, each gathering changes across days.
    write_changing_backlog(tmp / "sessions", days=8)  # make_settings keeps an existing sessions folder
    settings = make_settings(tmp, prefix, batch_turns=60)
    assert stage(settings, r) == 240
    return settings


@pytest.fixture(scope="module")
def clean_backlog(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder) -> tuple[str, str]:
    from conftest import REDIS_URL

    prefix = f"trtest-{uuid.uuid4().hex[:10]}"
    r = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    settings = _backlog(tmp_path_factory.mktemp("backlog"), prefix, r)
    rep = curate(settings, r, embedder)  # type: ignore[arg-type]
    assert rep.ok and rep.superseded > 10 and rep.merged > 10
    out = store_dump(settings), buffer_dump(settings, r)  # type: ignore[arg-type]
    for k in r.scan_iter(match=f"{prefix}:*"):
        r.delete(k)
    return out


@pytest.mark.parametrize("step", ["upsert", "links"])
def test_crash_between_upsert_and_trim_on_a_backlog_full_of_changes(
    step: str, clean_backlog: tuple[str, str], tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
    embedder: Embedder,
) -> None:
    """The red flag: re-runs ended with other gems and links than a clean run (831/834/833 instead of 833)."""
    settings = _backlog(tmp_path, key_prefix, redis_client)
    seen = 0

    def crash(s: str) -> None:
        nonlocal seen
        if s == step:
            seen += 1
            if seen == 3:
                raise Crash(f"killed at {step} #3")

    with pytest.raises(Crash):
        curate(settings, redis_client, embedder, crash)  # type: ignore[arg-type]
    redis_client.delete(Keys(key_prefix).curate_lock())
    rep = curate(settings, redis_client, embedder)  # type: ignore[arg-type]
    assert rep.ok, rep.failures
    assert store_dump(settings) == clean_backlog[0]  # type: ignore[arg-type]
    assert buffer_dump(settings, redis_client) == clean_backlog[1]  # type: ignore[arg-type]


def test_redis_killed_mid_write_then_rerun_equals_the_clean_run(
    clean: dict[str, object], tmp_path: Path, redis_server_factory: object, embedder: Embedder,
) -> None:
    """The red flag: Redis killed mid-run, and the re-run diverged by one gem. Our own redis-server (AOF,
    fsync always) is stopped between a batch's upsert and its trim, then started again."""
    server = redis_server_factory()  # type: ignore[operator]
    settings = make_settings(tmp_path, "trfault", url=server.url)
    r = redis.Redis.from_url(server.url, decode_responses=True, socket_timeout=2, socket_connect_timeout=1)
    stage(settings, r)
    seen = 0

    def kill_redis(step: str) -> None:
        nonlocal seen
        if step == "links":
            seen += 1
            if seen == 2:
                server.stop()  # type: ignore[attr-defined]

    rep = curate(settings, r, embedder, kill_redis)
    assert not rep.ok  # it says so (a report, not a traceback)
    server.start()  # type: ignore[attr-defined]
    r = redis.Redis.from_url(server.url, decode_responses=True)
    rep = curate(settings, r, embedder)
    assert rep.ok and rep.recovered >= 1, rep.failures
    assert store_dump(settings) == clean["store"]
    assert buffer_dump(settings, r) == clean["buffer"]
