"""Disk full. The red flags (issue 26, a 6 MB tmpfs): `curate` died of SIGBUS (exit 135) with no message;
`backfill` retried without limit while Redis could not write its AOF; `status` printed a traceback
(`MISCONF ... No space left on device`). Now each is an error naming the folder and what to free, nothing is
half-written, and once space is back the same commands finish with nothing lost. A real tmpfs mounted for
the test (root only: skipped elsewhere), the real embedded Redis, the real store, real subprocesses."""

from __future__ import annotations

import json
import os
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from waiting import poll, wait_until
import redis
from conftest import REDIS_URL
from faults_kit import USER, cli, curate, make_settings, sessions, stage, store_dump, write_changing_backlog

from utils.embed import Embedder
from utils.embed.local import LocalEmbedder


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return LocalEmbedder()


def _mount(folder: Path, size: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")


def _unmount(folder: Path) -> None:
    # A server stopped just now may still hold its files for a moment: poll, then detach it lazily.
    def unmounted() -> bool:
        return subprocess.run(["umount", str(folder)], capture_output=True, check=False).returncode == 0

    if not poll(unmounted, 10, interval=0.1):
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def fill(folder: Path, leave_kb: int) -> Path:
    """A file taking all but leave_kb of the disk holding folder."""
    st = os.statvfs(folder)
    free_kb = st.f_bavail * st.f_frsize // 1024
    filler = folder / "filler"
    with open(filler, "wb") as f:
        f.truncate(0)
        chunk = b"\0" * 1024 * 64
        left = max(0, free_kb - leave_kb) * 1024
        while left > 0:
            left -= f.write(chunk[: min(len(chunk), left)])
    return filler


@pytest.fixture
def small_disk(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Path]:
    disk = tmp_path / "disk"
    _mount(disk, getattr(request, "param", "6m"))
    try:
        yield disk
    finally:
        _unmount(disk)


@pytest.mark.parametrize("small_disk", ["300m"], indirect=True)
def test_fault_disk_full_curate_says_which_folder_and_loses_nothing(
    small_disk: Path, tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder
) -> None:
    reference = make_settings(tmp_path / "ref", f"trtest-{uuid.uuid4().hex[:10]}")
    stage(reference, redis_client)
    assert curate(reference, redis_client, embedder).ok
    want = store_dump(reference)

    settings = make_settings(tmp_path, key_prefix)
    settings.data_dir = str(small_disk / "data")
    settings.qdrant.min_free_mb = 120  # a new store takes ~75 MB on tmpfs (its files allocated whole)
    staged = stage(settings, redis_client)
    filler = fill(small_disk, leave_kb=40 * 1024)  # 40 MB: before, the store's first write was a SIGBUS

    p = cli(settings, tmp_path, "curate", "--all-pending")
    assert p.returncode == 1, (p.returncode, p.stdout[-2000:], p.stderr[-2000:])  # before: 135, no message
    out = p.stdout + p.stderr
    assert "Fatal Python error" not in out and "is full" in out and str(small_disk / "data" / "store") in out, out
    assert "min_free_mb" in out

    filler.unlink()  # space is back: the same command finishes, nothing lost
    p = cli(settings, tmp_path, "curate", "--all-pending")
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    assert store_dump(settings) == want
    assert staged > 0


def _embedded(tmp_path: Path, disk: Path) -> tuple[object, Path]:
    from utils.config import load_settings

    folder = tmp_path / "sessions"
    write_changing_backlog(folder, turns=4000, days=4)  # ~1.8 MB of sessions: more than the disk can take
    settings = load_settings(profile="embedded", env={}, overrides={
        "data_dir": str(disk / "data"),
        "qdrant": {"path": str(tmp_path / "store")},  # on the big disk: this test is about Redis
        "capture": {"sources": [{"path": str(folder), "user_id": USER, "agent": "main"}]},
    })
    return settings, folder


def test_fault_disk_full_backfill_stops_and_status_says_why(small_disk: Path, tmp_path: Path) -> None:
    from utils.redis_conn import connect, stop_embedded

    settings, folder = _embedded(tmp_path, small_disk)
    try:
        r = connect(settings)
        assert r.ping()
        filler = fill(small_disk, leave_kb=300)

        t = time.monotonic()
        p = cli(settings, tmp_path, "backfill", str(folder), timeout=120)
        took = time.monotonic() - t
        assert p.returncode == 1, (p.returncode, p.stdout, p.stderr[-3000:])  # before: retried without limit
        assert took < 60, took
        assert "is full" in p.stderr and str(small_disk / "data" / "redis") in p.stderr, p.stderr[-3000:]
        assert "Traceback" not in p.stderr

        st = cli(settings, tmp_path, "status")
        assert st.returncode == 1 and "Traceback" not in st.stderr, st.stderr[-3000:]  # before: a traceback
        assert "ALARM" in st.stdout and str(small_disk / "data" / "redis") in st.stdout, st.stdout

        filler.unlink()
        def takes_writes() -> bool:
            try:
                return bool(r.set(f"{settings.redis.key_prefix}:probe", "1"))
            except redis.ResponseError:
                return False

        # Redis retries its AOF write every second: poll until it takes writes.
        wait_until(takes_writes, 30, "Redis to take writes again once space was back")
        p = cli(settings, tmp_path, "backfill", str(folder), timeout=120)
        assert p.returncode == 0, p.stderr[-3000:]
        # Nothing lost, nothing twice: every turn of the backlog is staged once (as a backfill with room stages).
        from utils.buffer import Buffer
        from utils.keys import Keys

        ref = redis.Redis.from_url(REDIS_URL, decode_responses=True)
        ref_settings = make_settings(tmp_path / "ref", f"trtest-{uuid.uuid4().hex[:10]}")
        from capture.backfill import backfill

        want = backfill(ref_settings, ref, [folder], user=USER, progress=False).turns_staged
        buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
        assert len(buf.turns(USER)) == want > 0
        for k in ref.scan_iter(match=f"{ref_settings.redis.key_prefix}:*"):
            ref.delete(k)
        assert 0 < json.loads(p.stdout)["turns_staged"] < want  # the rest was staged before the disk filled
    finally:
        stop_embedded(settings)


def test_fault_a_half_made_store_is_made_again(tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
                                              embedder: Embedder) -> None:
    """A store whose creation never finished (killed, a full disk) has no record file: it is made again
    instead of being opened half made (on a full tmpfs that open was itself a SIGBUS)."""
    from faults_kit import store_dir

    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    d = store_dir(settings)
    d.mkdir(parents=True)
    (d.parent / f".{d.name}.creating").touch()
    (d / "edge_config.json").write_text("{", encoding="utf-8")  # what was written before the crash
    rep = curate(settings, redis_client, embedder)
    assert rep.ok and rep.stored > 0, rep.failures
    assert not (d.parent / f".{d.name}.creating").exists()
    assert sessions(settings)
