"""Per-user settings (issue 29): memory_off and excluded_categories, through the real CLI, capture (backfill on a
real Redis), curate (rules backend, real store) and search (real embedded store)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import redis
import yaml
from click.testing import CliRunner
from store_fixtures import index, local_embedder, make_gem
from test_curate_cli import NOW, stage

from bench.sessions import header, turn_lines
from capture.backfill import backfill
from retrieve.search import search
from true_recall.cli import cli
from utils import user_settings
from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parents[1]


def config(settings: Settings, tmp_path: Path) -> Path:
    p = tmp_path / "config.yaml"
    p.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    return p


def tr(cfg: Path, *args: str) -> Any:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    return CliRunner().invoke(cli, ["--config", str(cfg), *args], env=env)


def test_settings_command_shows_sets_and_refuses_bad_values(settings: Settings, tmp_path: Path) -> None:
    cfg = config(settings, tmp_path)
    shown = tr(cfg, "settings", "--user", "alice")
    assert shown.exit_code == 0 and shown.output.split() == ["memory_off", "false", "excluded_categories", "(none)",
                                                             "excluded_topics", "(none)", "confirm_conflicts", "false",
                                                             "retention", "forever", "cleanup_below", "off",
                                                             "cleanup_after_days", "180"]
    assert tr(cfg, "settings", "--user", "alice", "memory_off", "true").exit_code == 0
    r = tr(cfg, "settings", "--user", "alice", "excluded_categories", "health, relationship")
    assert r.exit_code == 0 and "health,relationship" in r.output
    assert json.loads(tr(cfg, "settings", "--user", "alice", "--json").output) == {
        "user_id": "alice", "memory_off": True, "excluded_categories": ["health", "relationship"],
        "excluded_topics": [], "confirm_conflicts": False,
        "retention": "forever", "cleanup_below": "off", "cleanup_after_days": 180}
    assert json.loads(tr(cfg, "settings", "--user", "bob", "--json").output)["memory_off"] is False

    bad = tr(cfg, "settings", "--user", "alice", "memory_off", "maybe")
    assert bad.exit_code == 1 and "'maybe' is not true or false" in bad.output
    bad = tr(cfg, "settings", "--user", "alice", "excluded_categories", "health,finances")
    assert bad.exit_code == 1 and "unknown finances" in bad.output
    assert tr(cfg, "settings", "--user", "alice", "colour", "blue").exit_code == 2  # not a setting
    assert tr(cfg, "settings", "--user", "alice", "memory_off").exit_code == 2  # a key without a value
    assert user_settings.load(settings, "alice") == user_settings.UserSettings(True, ("health", "relationship"))
    # The clean-up settings: set, kept beside the others, bad values refused with what is allowed.
    assert tr(cfg, "settings", "--user", "alice", "retention", "90d").exit_code == 0
    assert tr(cfg, "settings", "--user", "alice", "cleanup_below", "medium").exit_code == 0
    assert tr(cfg, "settings", "--user", "alice", "cleanup_after_days", "30").exit_code == 0
    assert user_settings.load(settings, "alice") == user_settings.UserSettings(
        True, ("health", "relationship"), retention="90d", cleanup_below="medium", cleanup_after_days=30)
    bad = tr(cfg, "settings", "--user", "alice", "retention", "2y")
    assert bad.exit_code == 1 and "'2y' is not one of forever, 1y, 90d" in bad.output
    bad = tr(cfg, "settings", "--user", "alice", "cleanup_after_days", "0")
    assert bad.exit_code == 1 and "at least 1" in bad.output
    assert user_settings.load(settings, "alice").retention == "90d"  # nothing written by a refused value

    # A user id that is no plain file name stays inside the folder.
    user_settings.change(settings, "../../etc/x", "memory_off", "true")
    assert [p.parent.name for p in (settings.data_path / "user_settings").glob("sha256-*.json")] == ["user_settings"]
    # A damaged file is an error, never read as "memory on".
    user_settings.path(settings, "alice").write_text("{not json")
    broken = tr(cfg, "settings", "--user", "alice")
    assert broken.exit_code == 1 and "damaged" in broken.output


def test_memory_off_capture_stages_nothing(settings: Settings, redis_client: redis.Redis, key_prefix: str) -> None:
    d = Path(settings.capture.sources[0].path)
    f = d / "s.jsonl"
    f.write_text("\n".join([header("s"), *turn_lines(1), *turn_lines(2)]) + "\n")
    user_settings.change(settings, "alice", "memory_off", "true")
    rep = backfill(settings, redis_client, [d], progress=False)
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    assert rep.turns_staged == 0 and buf.size("alice") == 0
    # On again: what was said while it was off stays unkept; what comes after is staged.
    user_settings.change(settings, "alice", "memory_off", "false")
    with f.open("a") as out:
        out.write("\n".join(turn_lines(3)) + "\n")
    assert backfill(settings, redis_client, [d], progress=False).turns_staged == 1 and buf.size("alice") == 1


def curate(cfg: Path) -> dict[str, Any]:
    p = subprocess.run([sys.executable, "-m", "curate", "--config", str(cfg), "--now", NOW, "--backend", "rules",
                        "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(cfg.parent)})
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)  # type: ignore[no-any-return]


def test_curate_skips_memory_off_and_drops_excluded_categories(settings: Settings, redis_client: redis.Redis,
                                                               tmp_path: Path) -> None:
    cfg = config(settings, tmp_path)
    buf = stage(settings, redis_client)  # a greeting, a penicillin allergy (health), a Postgres decision
    user_settings.change(settings, "alice", "memory_off", "true")
    rep = curate(cfg)
    assert rep["stored"] == 0 and any("alice: memory is off" in n for n in rep["notes"])
    assert len(buf.turns("alice")) == 3  # skipped, not curated

    user_settings.change(settings, "alice", "memory_off", "false")
    user_settings.change(settings, "alice", "excluded_categories", "health")
    rep = curate(cfg)
    assert rep["dropped"].get("excluded_category", 0) >= 1, rep
    store = EdgeStore(settings.resolve("store"), "true_recall", lock_wait_s=5)
    kept = list(store.scroll("alice"))
    store.close()
    assert kept and not any("health" in g.categories for g in kept)
    assert not any("penicillin" in g.gem for g in kept) and any("Postgres" in g.gem for g in kept)


def test_memory_off_search_returns_nothing_and_says_so(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [make_gem("Alice keeps her passport in the blue drawer"),
                  make_gem("Bob keeps his passport in the safe", user="bob")])
    assert search("passport", "alice", settings=settings, store=store, embedder=local_embedder())
    user_settings.change(settings, "alice", "memory_off", "true")
    assert search("passport", "alice", settings=settings, store=store, embedder=local_embedder()) == []
    assert search("passport", "bob", settings=settings, store=store, embedder=local_embedder())  # bob's is on
    store.close()
    r = tr(config(settings, tmp_path), "search", "passport", "--user", "alice", "--format", "json")
    assert r.exit_code == 0 and "memory is off for alice: search returns nothing" in r.output
    assert "blue drawer" not in r.output
