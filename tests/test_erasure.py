"""utils/erasure.py against real Redis servers: a rewrite takes deleted text off the disk (AOF and RDB), and
the raw-byte search finds what is there, in the encodings it is kept in, and nothing that is not."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import redis
from conftest import REDIS_URL, RedisServer

from utils.erasure import (
    MAX_TEXTS,
    Needles,
    backups,
    record_backup,
    rewrite_persistence,
    scan_folder,
    scan_redis,
)

GONE = "I named my boat Quokkaberry after the island"
KEPT = "Bob keeps tealwhistle honey on the shelf"


def folder(p: Path) -> bytes:
    return b"".join(f.read_bytes() for f in p.rglob("*") if f.is_file())


def test_fault_aof_rewrite_takes_deleted_text_off_the_disk(redis_server_factory: Callable[[], RedisServer]) -> None:
    server = redis_server_factory()
    r = redis.Redis.from_url(server.url)
    r.set("tr:{alice}:turn:1", json.dumps({"user_text": GONE}))
    r.set("tr:{bob}:turn:1", json.dumps({"user_text": KEPT}))
    r.delete("tr:{alice}:turn:1")
    aof = server.workdir / "appendonlydir"
    assert GONE.encode() in folder(aof)  # deleting a key leaves its text in the AOF
    done = rewrite_persistence(r, embedded_dir=server.workdir)
    assert done == ["Redis AOF rewritten"]
    assert GONE.encode() not in folder(aof)
    assert KEPT.encode() in folder(aof)  # plain commands: what is kept is readable, so a scan can see it
    assert json.loads(r.get("tr:{bob}:turn:1"))["user_text"] == KEPT
    # a second rewrite right after waits for its own, not for the one before
    assert rewrite_persistence(r, embedded_dir=server.workdir) == ["Redis AOF rewritten"]


def test_fault_rdb_snapshot_is_written_again(redis_server_factory: Callable[[], RedisServer]) -> None:
    server = redis_server_factory()
    r = redis.Redis.from_url(server.url)
    r.config_set("save", "3600 1")
    r.config_set("rdbcompression", "no")
    r.set("tr:{alice}:turn:1", GONE)
    r.save()
    assert GONE.encode() in (server.workdir / "dump.rdb").read_bytes()
    r.delete("tr:{alice}:turn:1")
    done = rewrite_persistence(r)
    assert "Redis snapshot (RDB) rewritten" in done
    assert GONE.encode() not in (server.workdir / "dump.rdb").read_bytes()


def test_aof_off_is_said_and_nothing_is_rewritten() -> None:
    r = redis.Redis.from_url(REDIS_URL)
    if r.info("persistence")["aof_enabled"]:
        return  # a test Redis with AOF on: the first test covers it
    assert rewrite_persistence(r)[0] == "Redis AOF is off (nothing to rewrite)"


def test_needles_find_every_encoding_and_nothing_else(tmp_path: Path, redis_client: redis.Redis,
                                                     key_prefix: str) -> None:
    zh = "我把船命名为夸卡浆果，以那个岛命名"
    n = Needles.of([GONE, zh, "ok", "short one", " ", GONE])
    assert n.texts == 4 and n.searched == 2  # duplicates once; texts too short to mean anything are not searched
    (tmp_path / "raw.txt").write_text(f"x {GONE} y", encoding="utf-8")
    (tmp_path / "escaped.json").write_text(json.dumps({"t": zh}), encoding="ascii")  # \\u escapes
    (tmp_path / "other.txt").write_text(f"{KEPT}. I named my boat after nothing. ok. short one.", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "tail.bin").write_bytes(b"\0" * 100 + GONE[-30:].encode())  # a partial copy: its end
    found, files, read = scan_folder(tmp_path, n)
    assert files == 4 and read > 0
    assert found == {"raw.txt": {0}, "escaped.json": {1}}
    # a long text is also found by its start or end alone (a snippet, a cut-off preview)
    long = "The person said that " + "the tide tables for the northern harbour matter a lot " * 3
    n2 = Needles.of([long])
    (tmp_path / "preview.txt").write_text(long[:60] + "...", encoding="utf-8")
    assert "preview.txt" in scan_folder(tmp_path, n2)[0]
    redis_client.hset(f"{key_prefix}:{{bob}}:h", mapping={"a": KEPT})
    redis_client.xadd(f"{key_prefix}:{{alice}}:quarantine", {"line": json.dumps(GONE)})
    keys, nkeys = scan_redis(redis_client, key_prefix, n)
    assert nkeys == 2 and keys == {f"{key_prefix}:{{alice}}:quarantine": {0}}


def test_many_texts_are_sampled_evenly() -> None:
    n = Needles.of([f"text number {i:06d} of a long history" for i in range(MAX_TEXTS * 3)])
    assert n.searched == MAX_TEXTS and n.texts == MAX_TEXTS * 3


def test_backups_are_recorded_and_listed_while_they_exist(tmp_path: Path) -> None:
    data = tmp_path / "data"
    b1, b2 = tmp_path / "b1", tmp_path / "b2"
    b1.mkdir(), b2.mkdir()
    record_backup(data, b1, {"alice": 3})
    record_backup(data, b2, {})
    assert [b["path"] for b in backups(data)] == [str(b1.resolve()), str(b2.resolve())]
    assert backups(data)[0]["users"] == ["alice"]
    b2.rmdir()  # removed by the person (or cron): no longer a copy to warn about
    assert [b["path"] for b in backups(data)] == [str(b1.resolve())]
    assert oct((data / "backups.jsonl").stat().st_mode & 0o777) == "0o600"
