"""Integrity you can check. The red flags (issue 26): a truncated payload page made search/list/export fail with
a raw engine error while `status` and `curate` exited 0; 2 MB of random bytes over a vector chunk left every
command at exit 0 and search quietly worse; the AOF and all segments removed left `search` answering from
108 of 2,156 gems with exit 0. Now `true-recall check` finds each (ALARM, exit 1, names `restore`), marks the
store, and search/memories/status then refuse in words. Real Redis, the real embedded store, real subprocesses."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import redis
from faults_kit import USER, cli, curate, make_settings, stage, store_dir

from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.keys import Keys

QUERY = "What am I allergic to?"


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return LocalEmbedder()


def truncate_payload_page(d: Path, r: redis.Redis, prefix: str) -> None:
    pages = [p for p in d.rglob("payload_storage/page_*.dat")]
    assert pages, list(d.rglob("*"))[:20]
    for p in pages:
        with p.open("r+b") as f:
            f.truncate(1024)  # the first gems' payloads stay whole, the rest are cut off


def random_bytes_over_vectors(d: Path, r: redis.Redis, prefix: str) -> None:
    chunks = [p for p in d.rglob("vector_storage-dense/vectors/chunk_*.mmap")]
    assert chunks, list(d.rglob("*"))[:20]
    with chunks[0].open("r+b") as f:
        f.write(os.urandom(2 * 2**20))


def lose_redis_and_segments(d: Path, r: redis.Redis, prefix: str) -> None:
    # What losing the AOF does to the ledger: Redis' copy of the counts is gone...
    keys = Keys(prefix)
    r.delete(keys.ledger_gems(), keys.ledger_writes())
    # ...and the segments with it: the store answers from what its WAL replays, if anything.
    for p in [p for p in d.rglob("segments") if p.is_dir()]:
        shutil.rmtree(p)


DAMAGE: dict[str, Callable[[Path, redis.Redis, str], None]] = {
    "payload page truncated": truncate_payload_page,
    "random bytes over a vector chunk": random_bytes_over_vectors,
    "redis ledger and segments lost": lose_redis_and_segments,
}


def test_fault_check_finds_a_whole_store_whole(tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
                                               embedder: Embedder) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    rep = curate(settings, redis_client, embedder)
    assert rep.ok and rep.stored > 0
    p = cli(settings, tmp_path, "check", "--json")
    assert p.returncode == 0, p.stdout + p.stderr
    out = json.loads(p.stdout)
    assert out["ok"] and out["problems"] == []
    assert out["scan"]["points"] == rep.stored == out["users"][USER]["ledger"] == out["users"][USER]["read"]
    assert out["self_find"]["found"] == out["self_find"]["tried"] == rep.stored
    # The store's own copy of the ledger, beside Redis': what survives losing the AOF.
    counts = json.loads((store_dir(settings) / "true_recall_counts.json").read_text())
    assert counts == {USER: rep.stored}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_fault_check_finds_each_damage_and_readers_refuse(
    damage: str, tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder
) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    rep = curate(settings, redis_client, embedder)
    assert rep.ok and rep.stored > 0

    DAMAGE[damage](store_dir(settings), redis_client, key_prefix)

    chk = cli(settings, tmp_path, "check")
    assert chk.returncode == 1, chk.stdout + chk.stderr  # before: no such command; every other command exit 0
    assert "ALARM" in chk.stdout and "restore" in chk.stdout, chk.stdout
    # Known damage: search and memories say so (exit 1) instead of answering from what is left.
    for args in (("search", QUERY, "--user", USER), ("memories", "list", "--user", USER)):
        p = cli(settings, tmp_path, *args)
        assert p.returncode == 1, f"{args}: {p.returncode} {p.stdout} {p.stderr}"
        assert "damaged" in p.stderr and "restore" in p.stderr and "Traceback" not in p.stderr, p.stderr
    st = cli(settings, tmp_path, "status")
    assert st.returncode == 1 and "ALARM" in st.stdout and "damaged" in st.stdout, st.stdout + st.stderr


def test_fault_a_clean_check_clears_the_mark(tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
                                            embedder: Embedder) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    assert curate(settings, redis_client, embedder).ok
    backup = tmp_path / "backup"
    assert cli(settings, tmp_path, "backup", str(backup)).returncode == 0
    random_bytes_over_vectors(store_dir(settings), redis_client, key_prefix)
    assert cli(settings, tmp_path, "check", "--sample", "0").returncode == 1
    assert (store_dir(settings) / "true_recall_damaged.json").is_file()
    # The way out the alarm names: restore, then the next check finds the store whole and answers again.
    rs = cli(settings, tmp_path, "restore", "--replace", str(backup))
    assert rs.returncode == 0, rs.stdout + rs.stderr
    assert cli(settings, tmp_path, "check").returncode == 0
    s = cli(settings, tmp_path, "search", QUERY, "--user", USER, "--format", "json")
    assert s.returncode == 0 and "penicillin" in s.stdout, s.stdout + s.stderr


def test_fault_a_raw_engine_error_is_said_in_words(tmp_path: Path, key_prefix: str, redis_client: redis.Redis,
                                                  embedder: Embedder) -> None:
    """Before any check: a truncated payload page is an error naming the store and `check`, not a traceback."""
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    assert curate(settings, redis_client, embedder).ok
    truncate_payload_page(store_dir(settings), redis_client, key_prefix)
    p = cli(settings, tmp_path, "memories", "export", "--user", USER)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
    assert "true-recall check" in p.stderr and str(store_dir(settings)) in p.stderr, p.stderr


def test_fault_check_redis_finds_and_fixes_a_damaged_aof(tmp_path: Path) -> None:
    """The valkey log points to valkey-check-aof, which is not shipped (and Debian's redis-check-aof calls the
    valkey base file invalid): `true-recall check --redis` reads the files, and --fix gets Redis starting again."""
    from utils.config import load_settings
    from utils.errors import StopError
    from utils.redis_conn import connect, embedded_url, stop_embedded

    settings = load_settings(profile="embedded", overrides={"data_dir": str(tmp_path / "data")}, env={})
    cfg = tmp_path / "config.yaml"
    import yaml

    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")

    def check(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "true_recall", "--config", str(cfg), "check", "--redis", *args],
                              capture_output=True, text=True, timeout=120, env={"PATH": "/usr/bin:/bin",
                                                                                 "HOME": str(tmp_path)})

    try:
        r = connect(settings)
        for i in range(200):
            r.set(f"tr:{{alice}}:turn:{i:03d}", "x" * 50)
        assert stop_embedded(settings)
        ok = check()
        assert ok.returncode == 0 and "ok: every file is whole" in ok.stdout, ok.stdout + ok.stderr

        folder = settings.data_path / "redis" / "appendonlydir"
        incr = next(folder.glob("*.incr.aof"))
        data = incr.read_bytes()
        cut = data.rindex(b"*", 0, data.index(b"tr:{alice}:turn:150"))  # that key's SET command
        damaged = data[:cut] + b"?" * 16 + data[cut + 16:]  # bytes that are no command
        incr.write_bytes(damaged)
        with pytest.raises(StopError):
            embedded_url(settings)  # the server refuses to start on it, as in the red-team run
        bad = check()
        assert bad.returncode == 1 and "ALARM" in bad.stdout and incr.name in bad.stdout, bad.stdout + bad.stderr

        fixed = check("--fix")
        assert fixed.returncode == 0 and "cut back" in fixed.stdout, fixed.stdout + fixed.stderr
        assert (folder / f"{incr.name}.before-fix").read_bytes() == damaged
        assert incr.read_bytes() == data[:cut]
        r = connect(settings)  # starts again, with every key written before the damage
        assert r.get("tr:{alice}:turn:149") == "x" * 50
        assert check().returncode == 0
        running = check("--fix")
        assert running.returncode == 1 and "stop it" in running.stderr, running.stderr
    finally:
        stop_embedded(settings)


def test_fault_search_refuses_a_store_that_lost_redis_and_its_segments_without_a_check(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder
) -> None:
    """No `check` run: the store folder's own copy of the ledger is enough for search and status to refuse."""
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    assert curate(settings, redis_client, embedder).ok
    lose_redis_and_segments(store_dir(settings), redis_client, key_prefix)
    p = cli(settings, tmp_path, "search", QUERY, "--user", USER)
    assert p.returncode == 1 and "missing/damaged" in p.stderr and "restore" in p.stderr, p.stdout + p.stderr
    st = cli(settings, tmp_path, "status")
    assert st.returncode == 1 and "missing/damaged" in st.stdout, st.stdout + st.stderr
