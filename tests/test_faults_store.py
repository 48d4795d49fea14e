"""A store that proves it is whole. The red flags: deleting the store folder, its true_recall_meta.json, its
segments/ folder, or truncating its id tracker made `search` and `memories list` print "no memories" with
exit 0; deleting the store during curate trimmed 1,315 turns while 0 gems remained. Now the ledger (per-user
gem counts in Redis) turns each into exit 1 with the words "missing/damaged", and a store deleted mid-run
costs no turn. Real Redis, the real embedded store, real subprocesses for the commands."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
import redis
from faults_kit import USER, buffer_dump, clean_run, cli, curate, make_settings, stage, store_dir, store_dump

from utils.buffer import Buffer
from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.keys import Keys


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return LocalEmbedder()


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory, embedder: Embedder) -> dict[str, object]:
    return clean_run(tmp_path_factory.mktemp("clean"), embedder)


def _rm(p: Path) -> None:
    shutil.rmtree(p) if p.is_dir() else p.unlink()


def delete_folder(d: Path) -> None:
    _rm(d)


def delete_meta(d: Path) -> None:
    _rm(d / "true_recall_meta.json")


def delete_segments(d: Path) -> None:
    found = [p for p in d.rglob("segments") if p.is_dir()]
    assert found, list(d.rglob("*"))[:20]
    for p in found:
        _rm(p)


def truncate_id_tracker(d: Path) -> None:
    found = list(d.rglob("mutable_id_tracker.mappings"))
    assert found, list(d.rglob("*"))[:20]
    for p in found:
        with p.open("r+b") as f:
            f.truncate(max(0, p.stat().st_size // 3))


DAMAGE: dict[str, Callable[[Path], None]] = {
    "folder deleted": delete_folder, "meta deleted": delete_meta, "segments deleted": delete_segments,
    "id tracker truncated": truncate_id_tracker,
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_store_fails_loudly_everywhere(
    damage: str, tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder
) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    rep = curate(settings, redis_client, embedder)
    assert rep.ok and rep.stored > 0
    ok = cli(settings, tmp_path, "search", "What am I allergic to?", "--user", USER, "--format", "json")
    assert ok.returncode == 0 and "penicillin" in ok.stdout

    DAMAGE[damage](store_dir(settings))

    for args in (("search", "What am I allergic to?", "--user", USER), ("memories", "list", "--user", USER)):
        p = cli(settings, tmp_path, *args)
        assert p.returncode == 1, f"{args}: {p.returncode} {p.stdout} {p.stderr}"  # before: 0, "no memories"
        assert "missing/damaged" in p.stderr and "gems expected" in p.stderr and "restore" in p.stderr, p.stderr
    st = cli(settings, tmp_path, "status")
    assert st.returncode == 1 and "missing/damaged" in st.stdout, st.stdout + st.stderr

    # Curate refuses to add to (or trim for) a damaged store: a newly staged turn stays staged.
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    from schemas import Turn
    from datetime import datetime, timezone

    t = Turn(turn_id="late-1", user_id=USER, conversation_id="late", turn_number=1,
             timestamp=datetime(2026, 2, 26, 9, tzinfo=timezone.utc),
             user_text="I switched to green tea in the mornings.", assistant_text="Noted.")
    buf.commit(USER, [t])
    rep = curate(settings, redis_client, embedder)
    assert not rep.ok and any("missing/damaged" in f for f in rep.failures), rep.failures
    assert [x.turn_id for x in buf.turns(USER)] == ["late-1"]


def test_deleting_the_store_during_curate_loses_no_turn(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder, clean: dict[str, object]
) -> None:
    settings = make_settings(tmp_path, key_prefix)
    stage(settings, redis_client)
    trims = 0

    def delete_after_first_batch(step: str) -> None:
        nonlocal trims
        if step == "trim":
            trims += 1
            if trims == 1:  # the first day's turns are trimmed: their gems exist only in the store now
                shutil.rmtree(store_dir(settings))

    rep = curate(settings, redis_client, embedder, delete_after_first_batch)
    assert not rep.ok, "the run must notice the store is gone"  # before: trimmed on, 0 gems remained
    rep = curate(settings, redis_client, embedder)
    assert rep.ok and rep.recovered >= 1, rep.failures
    assert store_dump(settings) == clean["store"]
    assert buffer_dump(settings, redis_client) == clean["buffer"]


def test_no_turn_is_trimmed_unless_its_gems_read_back(
    tmp_path: Path, key_prefix: str, redis_client: redis.Redis, embedder: Embedder, clean: dict[str, object]
) -> None:
    settings = make_settings(tmp_path, key_prefix)
    staged = stage(settings, redis_client)

    def lose_the_write(step: str) -> None:
        if step == "links":  # the upsert happened; now the store loses it before the read-back
            shutil.rmtree(store_dir(settings))

    rep = curate(settings, redis_client, embedder, lose_the_write)
    assert not rep.ok and any("no turn of them was trimmed" in f for f in rep.failures), rep.failures
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert len(buf.turns(USER)) == staged  # nothing trimmed
    rep = curate(settings, redis_client, embedder)
    assert rep.ok, rep.failures
    assert store_dump(settings) == clean["store"]
