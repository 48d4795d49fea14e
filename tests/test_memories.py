"""`true-recall memories ...` and `true-recall reindex`, driven through the real CLI on real stores."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from ollama_server import OllamaServer
from store_fixtures import (
    BASE,
    edge_store,
    index,
    local_embedder,
    make_gem,
    qdrant_store,
)

from retrieve.reindex import reindex
from retrieve.search import search
from schemas import Turn
from true_recall.cli import cli
from utils.buffer import Buffer
from utils.config import Settings
from utils.embed.ollama import OllamaEmbedder
from utils.errors import EmbedderMismatch
from utils.keys import Keys
from utils.redis_conn import connect
from utils.store.edge import EdgeStore


def gems() -> list:
    return [
        make_gem("Alice waters the ficus every Sunday", categories=["fact"], days_ago=2),
        make_gem("Alice chose Rust for the parser rewrite", categories=["decision"], importance="high", days_ago=9,
                 turns="2-2"),
        make_gem("Bob waters his cactus once a month", user="bob", days_ago=1),
    ]


@pytest.fixture
def env(settings: Settings, tmp_path: Path) -> dict[str, str]:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, gems())
    store.close()
    cfg = tmp_path / "cfg.yaml"
    cfg.write_text(json.dumps({"data_dir": settings.data_dir, "redis": {"url": settings.redis.url, "embedded": False,
                                                                        "key_prefix": settings.redis.key_prefix}}))
    e = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    e.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg))
    return e


def run(env: dict[str, str], *args: str, **kw: Any) -> Any:
    return CliRunner().invoke(cli, list(args), env=env, catch_exceptions=False, **kw)


def _ids(env: dict[str, str], user: str) -> list[str]:
    r = run(env, "memories", "list", "--user", user, "--json")
    assert r.exit_code == 0, r.output
    return [json.loads(line)["id"] for line in r.output.splitlines()]


def test_list_show_delete_isolated(env: dict[str, str]) -> None:
    r = run(env, "memories", "list", "--user", "alice")
    assert r.exit_code == 0 and "ficus" in r.output and "cactus" not in r.output
    alice, bob = _ids(env, "alice"), _ids(env, "bob")
    assert len(alice) == 2 and len(bob) == 1

    r = run(env, "memories", "show", alice[0], "--user", "alice")
    assert r.exit_code == 0 and json.loads(r.output)["gem"] == "Alice waters the ficus every Sunday"
    r = run(env, "memories", "show", bob[0], "--user", "alice")  # another user's id: not found
    assert r.exit_code == 1 and "has no memory" in r.output

    r = run(env, "memories", "delete", bob[0], "--user", "alice")
    assert r.exit_code == 1 and "deleted 0 of 1" in r.output
    assert _ids(env, "bob") == bob
    r = run(env, "memories", "delete", alice[1], "--user", "alice")
    assert r.exit_code == 0 and "deleted 1 of 1" in r.output
    assert _ids(env, "alice") == [alice[0]]


def test_the_short_id_the_cli_shows_is_taken_everywhere(env: dict[str, str]) -> None:
    """"superseded by f3197837": the 8 characters the CLI shows name the memory in show, edit and delete; another
    user's prefix names nothing of alice's."""
    alice, bob = _ids(env, "alice"), _ids(env, "bob")
    r = run(env, "memories", "show", alice[0][:8], "--user", "alice")
    assert r.exit_code == 0 and json.loads(r.output)["id"] == alice[0]
    r = run(env, "memories", "edit", alice[1][:8], "--user", "alice", "--superseded-by", alice[0][:8])
    assert r.exit_code == 0 and json.loads(r.output)["superseded_by"] == alice[0]
    r = run(env, "memories", "show", bob[0][:8], "--user", "alice")
    assert r.exit_code == 1 and "has no memory" in r.output
    r = run(env, "memories", "delete", alice[1][:8], "--user", "alice")
    assert r.exit_code == 0 and "deleted 1 of 1" in r.output


def test_edit_reembeds_and_search_follows(env: dict[str, str], settings: Settings) -> None:
    pid = _ids(env, "alice")[0]
    r = run(env, "memories", "edit", pid, "--user", "alice", "--text", "Alice waters the orchid on Mondays",
            "--importance", "high")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["gem"] == "Alice waters the orchid on Mondays"
    r = run(env, "search", "orchid", "--user", "alice", "-k", "1", "--format", "json", "--explain")
    row = json.loads(r.output)
    assert row["id"] == pid and row["importance"] == "high" and row["components"]["sparse_rank"] == 1
    r = run(env, "memories", "edit", _ids(env, "bob")[0], "--user", "alice", "--text", "stolen")
    assert r.exit_code == 1 and "has no memory" in r.output
    r = run(env, "memories", "edit", pid, "--user", "alice")
    assert r.exit_code == 2


def test_export_and_forget_user(env: dict[str, str], settings: Settings, tmp_path: Path) -> None:
    out = tmp_path / "alice.jsonl"
    r = run(env, "memories", "export", "--user", "alice", "-o", str(out))
    assert r.exit_code == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["gem"] for row in rows] == ["Alice chose Rust for the parser rewrite",
                                            "Alice waters the ficus every Sunday"]  # oldest first

    rc = connect(settings)
    buf = Buffer(rc, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    turn = Turn(turn_id="t1", user_id="alice", conversation_id="c", turn_number=1, timestamp=BASE, user_text="x")
    buf.commit("alice", [turn, turn.model_copy(update={"turn_id": "t2", "turn_number": 2})])
    buf.commit("bob", [turn.model_copy(update={"user_id": "bob"})])

    r = run(env, "memories", "forget-user", "--user", "alice", input="n\n")
    assert r.exit_code == 1 and _ids(env, "alice")  # declined: nothing deleted
    r = run(env, "memories", "forget-user", "--user", "alice", "--yes")
    assert r.exit_code == 0 and "2 memories, 2 buffered turns" in r.output
    # Gone: alice is now a user the store does not know (an error naming the known ones, issue 29), not an empty list.
    gone = run(env, "memories", "list", "--user", "alice", "--json")
    assert gone.exit_code == 1 and "no memories for user 'alice'" in gone.output and buf.size("alice") == 0
    assert len(_ids(env, "bob")) == 1 and buf.size("bob") == 1
    rc.close()


def test_reindex_cli_switches_embedder(env: dict[str, str], ollama_server: OllamaServer, settings: Settings) -> None:
    env = dict(env, OLLAMA_HOST=ollama_server.url)
    cfg = Path(env["TRUE_RECALL_CONFIG"])
    data = json.loads(cfg.read_text())
    data["embedder"] = {"backend": "ollama", "model": "mxbai-embed-large", "dim": 1024,
                        "query_prefix": "Represent this sentence for searching relevant passages: "}
    cfg.write_text(json.dumps(data))

    r = CliRunner().invoke(cli, ["search", "ficus", "--user", "alice"], env=env)
    assert r.exit_code == 1 and "true-recall reindex" in r.output  # old store, new embedder: refused

    r = run(env, "reindex")
    assert r.exit_code == 0, r.output
    assert "reindexed 3 memories of 2 users: all-MiniLM-L6-v2-int8 -> mxbai-embed-large" in r.output
    assert sum(len(q.body["input"]) for q in ollama_server.embed_requests) == 3

    r = run(env, "search", "ficus Sunday", "--user", "alice", "--format", "json")
    rows = [json.loads(line) for line in r.output.splitlines()]
    assert rows[0]["gem"] == "Alice waters the ficus every Sunday" and {x["user_id"] for x in rows} == {"alice"}
    store = EdgeStore(settings.resolve("store"), "true_recall")
    assert store.info().embedder == "mxbai-embed-large" and store.info().dim == 1024 and store.count() == 3
    assert not (settings.resolve("store") / "true_recall__reindex").exists()
    store.close()


@pytest.mark.parametrize("backend", ["edge", "qdrant-local"])
def test_reindex_library_both_backends(backend: str, tmp_path: Path, ollama_server: OllamaServer) -> None:
    store = edge_store(tmp_path) if backend == "edge" else qdrant_store()
    index(store, gems())
    assert search("cactus", "bob", store=store, embedder=local_embedder(), settings=Settings(), now=BASE)
    new = OllamaEmbedder(Settings(ollama={"host": ollama_server.url}))
    seen: list[tuple[int, int]] = []
    out = reindex(store, new, batch_size=1, progress=lambda d, t: seen.append((d, t)))
    assert (out.gems, out.users) == (3, 2) and seen[-1] == (3, 3)
    assert store.info().embedder == "mxbai-embed-large" and store.count("alice") == 2
    res = search("cactus", "bob", store=store, embedder=new, settings=Settings(), now=BASE)
    assert [r.gem for r in res] == ["Bob waters his cactus once a month"]
    assert all(g.embedder == "mxbai-embed-large" for g in store.scroll("alice"))
    with pytest.raises(EmbedderMismatch):
        search("cactus", "bob", store=store, embedder=local_embedder(), settings=Settings(), now=BASE)
    store.close()
    new.close()
