"""CLI parity with the memory page (issue 29): `memories unsupersede`, `users`, and an unknown user is an error
naming the known ones; through the real CLI on a real embedded store."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from store_fixtures import index, make_gem

from true_recall.cli import cli
from utils.config import Settings
from utils.store.edge import EdgeStore


@pytest.fixture
def env(settings: Settings, tmp_path: Path) -> dict[str, str]:
    new = make_gem("Alice switched Pantry from SQLite to Postgres", categories=["decision"], days_ago=1, turns="4-4")
    old = make_gem("Pantry is a Rust/Axum project", days_ago=20, turns="2-2", superseded_by=new.id)
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [new, old, make_gem("Bob waters his cactus once a month", user="bob", days_ago=1)])
    store.close()
    cfg = tmp_path / "cfg.yaml"
    cfg.write_text(json.dumps({"data_dir": settings.data_dir, "redis": {
        "url": settings.redis.url, "embedded": False, "key_prefix": settings.redis.key_prefix}}))
    e = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    e.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg), PANTRY_OLD=old.id, PANTRY_NEW=new.id)
    return e


def run(env: dict[str, str], *args: str) -> Any:
    return CliRunner().invoke(cli, list(args), env=env, catch_exceptions=False)


def test_unsupersede_makes_the_memory_hold_again(env: dict[str, str]) -> None:
    old, new = env["PANTRY_OLD"], env["PANTRY_NEW"]
    listed = run(env, "memories", "list", "--user", "alice", "--json").output
    assert old not in listed and new in listed  # replaced: not listed as current

    r = run(env, "memories", "unsupersede", old[:8], "--user", "alice")  # the short id the CLI shows
    assert r.exit_code == 0 and f"memory {old[:8]} holds again" in r.output and new[:8] in r.output, r.output
    shown = json.loads(run(env, "memories", "show", old, "--user", "alice").output)
    assert shown["superseded_by"] is None and shown["valid_until"] is None
    assert old in run(env, "memories", "list", "--user", "alice", "--json").output
    hits = [json.loads(x)["id"] for x in
            run(env, "search", "Rust Axum project", "--user", "alice", "--format", "json").output.splitlines()]
    assert hits[0] == old

    again = run(env, "memories", "unsupersede", old, "--user", "alice")
    assert again.exit_code == 1 and "not replaced by another" in again.output
    other = run(env, "memories", "unsupersede", old, "--user", "bob")  # alice's memory under bob's name: none
    assert other.exit_code == 1 and "has no memory" in other.output


def test_users_lists_who_has_memories(env: dict[str, str]) -> None:
    r = run(env, "users")
    assert r.exit_code == 0 and r.output.splitlines() == ["alice  2 memories", "bob    1 memory"]
    assert json.loads(run(env, "users", "--json").output) == {"alice": 2, "bob": 1}


@pytest.mark.parametrize("args", [("search", "cactus"), ("memories", "list"), ("memories", "unsupersede", "abcdef12")])
def test_an_unknown_user_is_an_error_naming_the_known_ones(env: dict[str, str], args: tuple[str, ...]) -> None:
    r = CliRunner().invoke(cli, [*args, "--user", "alcie"], env=env)
    assert r.exit_code == 1
    assert "no memories for user 'alcie'" in r.output and "users with memories: alice, bob" in r.output


def test_import_takes_back_what_export_wrote(env: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "alice.jsonl"
    assert run(env, "memories", "export", "--user", "alice", "--output", str(out)).exit_code == 0
    exported = out.read_text()
    assert len(exported.splitlines()) == 2
    # Gone, then back from the file: the same memories, found by search again (embedded anew).
    assert run(env, "memories", "forget-user", "--user", "alice", "--yes", "--no-scan").exit_code == 0
    r = run(env, "memories", "import", str(out), "--user", "alice")
    assert r.exit_code == 0 and "imported 2 memories of alice: 2 new, 0 replaced" in r.output, r.output
    def fields(text: str) -> list[dict[str, Any]]:  # the embedder is the one that embedded them now
        return [{k: v for k, v in json.loads(x).items() if k != "embedder"} for x in text.splitlines()]

    back = run(env, "memories", "export", "--user", "alice").output
    assert fields(back) == fields(exported) and all(json.loads(x)["embedder"] for x in back.splitlines())
    hits = run(env, "search", "which database for Pantry", "--user", "alice", "--format", "json").output
    assert json.loads(hits.splitlines()[0])["gem"] == "Alice switched Pantry from SQLite to Postgres"
    again = run(env, "memories", "import", str(out), "--user", "alice")
    assert "0 new, 2 replaced" in again.output  # nothing doubled

    # Every bad input: a clear error naming the line, nothing imported.
    bad = tmp_path / "bad.jsonl"
    lines = exported.splitlines()
    for body, said in [(lines[0] + "\n{not json\n", "line 2: not a memory"),
                       (lines[0].replace('"user_id":"alice"', '"user_id":"bob"').replace('"user_id": "alice"',
                                                                                          '"user_id": "bob"'),
                        "line 1: a memory of user 'bob', not of 'alice'"),
                       ("\n", "no memory in it")]:
        bad.write_text(body)
        r = CliRunner().invoke(cli, ["memories", "import", str(bad), "--user", "alice"], env=env)
        assert r.exit_code == 1 and said in r.output and "nothing was imported" in r.output, r.output
    assert json.loads(run(env, "users", "--json").output) == {"alice": 2, "bob": 1}
