"""`true-recall scrub` re-redacts what older versions kept; forgetting a user (or a memory) leaves none of
their text in Redis or in the data folder's files, raw bytes searched."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from collections.abc import Iterator

import pytest
from waiting import wait_until
import redis
import yaml

from bench.sessions import T0, header, message
from conftest import REDIS_URL
from schemas import Turn
from store_fixtures import index, make_gem
from test_secrets_end_to_end import folder_bytes, redis_bytes
from utils.buffer import Buffer
from utils.config import Settings, load_settings
from utils.redis_conn import PASSWORD_FILE, connect, redis_url, stop_embedded
from utils.keys import Keys
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "true-recall")


def cli(args: list[str], cfg: Path) -> subprocess.CompletedProcess[str]:
    out = subprocess.run([EXE, "--config", str(cfg), *args], cwd=ROOT, capture_output=True, text=True, timeout=600,
                         env={"PATH": "/usr/bin:/bin", "HOME": str(cfg.parent)})
    assert out.returncode == 0, out.stderr[-3000:]
    return out


def config(settings: Settings, tmp_path: Path) -> Path:
    cfg = tmp_path / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    return cfg


def everywhere(settings: Settings) -> dict[str, bytes]:
    r = redis.Redis.from_url(REDIS_URL)
    blobs = {f"redis:{k}": v for k, v in redis_bytes(r, settings.redis.key_prefix).items()}
    blobs.update({f"file:{k}": v for k, v in folder_bytes(settings.data_path).items()})
    return blobs


def holding(needle: str, blobs: dict[str, bytes]) -> list[str]:
    return [w for w, b in blobs.items() if needle.encode() in b]


def test_scrub_redacts_what_was_kept_before(settings: Settings, tmp_path: Path, redis_client: redis.Redis) -> None:
    # What an older version left behind, written as it wrote it: secrets whole in every place.
    secret, secret2 = "my password is Old-Leak-4711", "sk-ant-api03-OldLeakOldLeakOldLeak99"
    keys = Keys(settings.redis.key_prefix)
    buf = Buffer(redis_client, keys, settings.redis.ttl_hours)
    turn = Turn(turn_id="t1", user_id="alice", conversation_id="c1", turn_number=1, timestamp=T0,
                user_text=f"{secret} and my key is {secret2}", assistant_text=f"Saved {secret2}.")
    cp = json.dumps({"offset": 10, "state": {"p": {"id": "u9", "u": secret, "a": [], "ts": None}}})
    buf.commit("alice", [turn], checkpoint=("file-1", cp),
               quarantined=[{"source": "s.jsonl", "offset": "7", "reason": "bad_json", "detail": "x",
                             "line": '{"content": "' + secret + '"'}])
    redis_client.set(keys.last_run(), json.dumps({"users": ["alice"], "gems": [{"gem": secret}], "drops": [secret2]}))
    store = EdgeStore(settings.resolve("store"), settings.qdrant.collection)
    index(store, [make_gem(f"Alice said {secret}"), make_gem("Bob likes tea", user="bob")])
    store.close()
    before = everywhere(settings)
    assert holding("Old-Leak-4711", before) and holding("OldLeakOldLeak", before)

    out = json.loads(cli(["scrub", "--json"], config(settings, tmp_path)).stdout)
    assert out["turns"] == 1 and out["checkpoints"] == 1 and out["quarantine"] == 1 and out["reports"] == 1
    assert out["gems"] == 1 and out["compacted"] == 2
    after = everywhere(settings)
    assert holding("Old-Leak-4711", after) == [] and holding("OldLeakOldLeak", after) == []
    # what scrub keeps still works: the turn, the report, the gems (re-embedded, searchable)
    t = buf.turns("alice", include_curated=True)
    assert len(t) == 1 and "[REDACTED:password]" in t[0].user_text and t[0].assistant_text == "Saved [REDACTED:anthropic_key]."
    res = cli(["search", "password", "--user", "alice", "--format", "json"], config(settings, tmp_path)).stdout
    assert "[REDACTED:password]" in res
    # a second scrub finds nothing more to do
    again = json.loads(cli(["scrub", "--json"], config(settings, tmp_path)).stdout)
    assert again["turns"] == again["gems"] == again["quarantine"] == again["reports"] == 0


def test_forgetting_leaves_no_byte_of_the_user(settings: Settings, tmp_path: Path) -> None:
    sessions = tmp_path / "sessions"
    markers = {"alice": ["quokkaberry", "zanzimoor", "plumbatrix"], "bob": ["tealwhistle", "ferngallop"]}
    write_markers(sessions, markers)
    cfg = config(settings, tmp_path)
    for user in markers:
        cli(["backfill", "--user", user, str(sessions / user)], cfg)  # no --flush: the last message stays pending
    rep = json.loads(cli(["curate", "--all-pending", "--backend", "rules", "--json"], cfg).stdout)
    assert rep["stored"] >= 4
    before = everywhere(settings)
    for w in markers["alice"] + markers["bob"]:
        assert holding(w, before), w  # every marker is kept somewhere before

    # memories delete: one of bob's gems goes, and its text leaves the store's files
    gems = [json.loads(x) for x in cli(["memories", "export", "--user", "bob"], cfg).stdout.splitlines()]
    gone = next(g for g in gems if "ferngallop" in g["gem"].lower())
    cli(["memories", "delete", gone["id"], "--user", "bob"], cfg)
    store_files = folder_bytes(settings.data_path / "store")
    assert not holding(gone["gem"], {k: v for k, v in store_files.items()})

    cli(["memories", "forget-user", "--user", "alice", "--yes"], cfg)
    after = everywhere(settings)
    for w in markers["alice"]:
        assert holding(w, after) == [] and holding(w.title(), after) == [], (w, holding(w, after))
    assert holding("tealwhistle", after)  # bob is still there
    assert cli(["search", "boat", "--user", "bob", "--format", "json"], cfg).stdout.strip()


def write_markers(sessions: Path, markers: dict[str, list[str]]) -> None:
    """One session per user; every marker word in a turn, and the last message left waiting for its reply
    (so it sits in the checkpoint's pairing state)."""
    for user, words in markers.items():
        lines = [header(f"s-{user}")]
        for i, w in enumerate(words):
            ts = T0 + timedelta(minutes=i)
            said = f"I decided to name my boat {w.title()} after {w} island."
            lines.append(message(f"{user}-u{i}", "user", said, ts))
            lines.append(message(f"{user}-a{i}", "assistant", f"{w.title()} is a lovely name.",
                                 ts + timedelta(seconds=3), stopReason="stop"))
        # What every user says and hears alike: a copy of it kept for another user is no left-over.
        ts = T0 + timedelta(minutes=30)
        lines.append(message(f"{user}-u8", "user", "Thanks a lot for all the help today!", ts))
        lines.append(message(f"{user}-a8", "assistant", "You are welcome, happy to help any time.",
                             ts + timedelta(seconds=3), stopReason="stop"))
        lines.append(message(f"{user}-u9", "user", f"Also remember {words[0]} cove, no reply yet",
                             T0 + timedelta(hours=1)))
        (sessions / user).mkdir(parents=True)
        (sessions / user / f"s-{user}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def embedded(tmp_path: Path) -> Iterator[Settings]:
    """The embedded profile as shipped: its own valkey under data_dir, AOF on."""
    s = load_settings(profile="embedded", overrides={"data_dir": str(tmp_path / "data")}, env={})
    assert s.redis.embedded
    yield s
    stop_embedded(s)


def raw_client(settings: Settings) -> redis.Redis:
    """A bytes client of the embedded Redis, with its password (utils.redis_conn.connect decodes strings)."""
    password = (settings.data_path / "redis" / PASSWORD_FILE).read_text(encoding="utf-8").strip()
    return redis.Redis.from_url(redis_url(settings), password=password)


def test_fault_forget_user_and_delete_reach_the_aof_of_a_real_embedded_valkey(embedded: Settings,
                                                                              tmp_path: Path) -> None:
    settings = embedded
    sessions = tmp_path / "sessions"
    markers = {"alice": ["quokkaberry", "zanzimoor", "plumbatrix"], "bob": ["tealwhistle", "ferngallop", "mossquill"]}
    write_markers(sessions, markers)
    cfg = config(settings, tmp_path)
    for user in markers:
        cli(["backfill", "--user", user, str(sessions / user)], cfg)
    assert json.loads(cli(["curate", "--all-pending", "--backend", "rules", "--json"], cfg).stdout)["stored"] >= 4
    cli(["backup", str(tmp_path / "backup-1")], cfg)  # outside the data folder; it keeps alice, and says so
    r = connect(settings)
    assert r.info("persistence")["aof_enabled"] == 1
    aof = settings.data_path / "redis" / "appendonlydir"

    def aof_bytes() -> bytes:
        return b"".join(p.read_bytes() for p in aof.iterdir() if p.is_file())

    def everything() -> dict[str, bytes]:
        blobs = {f"redis:{k}": v for k, v in redis_bytes(raw_client(settings),
                                                         settings.redis.key_prefix).items()}
        blobs.update({f"file:{k}": v for k, v in folder_bytes(settings.data_path).items()})
        return blobs

    before = everything()
    for w in markers["alice"] + markers["bob"]:
        assert holding(w, before), w
    assert b"quokkaberry" in aof_bytes()

    # forget-user: the erasure report says what went where and that a raw-byte search found none of it
    out = subprocess.run([EXE, "--config", str(cfg), "memories", "forget-user", "--user", "alice", "--yes", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600,
                         env={"PATH": "/usr/bin:/bin", "HOME": str(cfg.parent)})
    assert out.returncode == 0, out.stderr[-3000:]
    rep = json.loads(out.stdout)
    assert rep["scanned"] and rep["found"] == {}, rep["found"]
    assert rep["kept_elsewhere"] >= 1  # bob's identical thanks and reply: found, and not counted as left-overs
    assert rep["texts_searched"] >= 6 and rep["files_scanned"] > 0 and rep["keys_scanned"] > 0
    assert rep["removed"]["the store (gems)"] >= 2 and rep["removed"]["run reports (Redis, data folder)"] == 2
    assert rep["removed"]["checkpoints' pairing state"] == 1  # "quokkaberry cove" waited there for its reply
    assert "Redis AOF rewritten" in rep["redis_files"]
    assert rep["store"][0].startswith("the store holds 0 of the removed gems; its files rewritten")
    assert len(rep["backups"]) == 1 and str(tmp_path / "backup-1") in rep["backups"][0]
    after = everything()
    for w in markers["alice"]:
        assert holding(w, after) == [] and holding(w.title(), after) == [], (w, holding(w, after))
    # the AOF is still there and readable as plain bytes: bob's words are in it, alice's are not
    assert b"tealwhistle" in aof_bytes() and b"quokkaberry" not in aof_bytes() and b"Zanzimoor" not in aof_bytes()

    # memories delete: one of bob's gems, out of the store's files and Redis' files
    gems = [json.loads(x) for x in cli(["memories", "export", "--user", "bob"], cfg).stdout.splitlines()]
    gone = next(g for g in gems if "ferngallop" in g["gem"].lower())
    rep = json.loads(cli(["memories", "delete", gone["id"], "--user", "bob", "--json"], cfg).stdout)
    assert rep["summary"] == "deleted 1 of 1" and rep["found"] == {} and rep["texts_searched"] >= 1
    assert rep["store"][0].startswith("the store holds 0 of the removed gems")
    assert not holding(gone["gem"], everything())
    assert b"tealwhistle" in aof_bytes()

    # scrub: a secret an older version staged whole leaves the AOF too, and the search says so
    secret = "sk-ant-api03-EmbeddedLeakEmbeddedLeak77"
    keys = Keys(settings.redis.key_prefix)
    Buffer(r, keys, settings.redis.ttl_hours).commit("carol", [Turn(
        turn_id="t1", user_id="carol", conversation_id="c1", turn_number=1, timestamp=T0,
        user_text=f"my key is {secret}", assistant_text="Saved.")])
    wait_until(lambda: secret.encode() in aof_bytes(), 10, "the staged turn to reach the AOF")
    rep = json.loads(cli(["scrub", "--json"], cfg).stdout)
    assert rep["turns"] == 1 and rep["found"] == {} and rep["secrets_searched"] == 1
    assert "Redis AOF rewritten" in rep["redis_files"]
    assert secret.encode() not in aof_bytes() and not holding(secret, everything())
    assert b"tealwhistle" in aof_bytes()
