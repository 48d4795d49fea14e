"""Retention and clean-up (issue 29, utils/retention.py): the nightly curator soft-deletes exactly what a person's
settings say (retention; low importance unused for N days, by the usage tracking), restore brings a gem back and
keeps it, a later run erases the rest after 7 days, and every forget path erases cleaned-up gems at once.
Real embedded store, real usage file, the real curator and CLI as subprocesses / CliRunner."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import yaml
from click.testing import CliRunner
from store_fixtures import BASE, index, local_embedder, make_gem

from retrieve import forget, memories
from retrieve.confirm import Confirmations
from retrieve.search import search
from true_recall.cli import cli
from utils import retention, usage, user_settings
from utils.config import Settings
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parents[1]
NOW = BASE  # the run's clock: make_gem dates gems days before BASE

OLD_HIGH = make_gem("Alice's first bike was a green Peugeot", importance="high", days_ago=400, turns="1-1")
UNUSED_LOW = make_gem("Alice tried a sourdough starter once", importance="low", days_ago=200, turns="2-2")
USED_LOW = make_gem("Alice's gym locker code is on a sticky note", importance="low", days_ago=200, turns="3-3")
UNUSED_MEDIUM = make_gem("Alice reads crime novels on the train", importance="medium", days_ago=200, turns="4-4")
RECENT_LOW = make_gem("Alice bought oat milk", importance="low", days_ago=20, turns="5-5")
BOB_OLD = make_gem("Bob's first bike was a red Raleigh", user="bob", importance="low", days_ago=400, turns="6-6")
ALL = [OLD_HIGH, UNUSED_LOW, USED_LOW, UNUSED_MEDIUM, RECENT_LOW, BOB_OLD]


def set_alice(settings: Settings) -> None:
    user_settings.change(settings, "alice", "retention", "1y")
    user_settings.change(settings, "alice", "cleanup_below", "medium")  # low importance may go
    user_settings.change(settings, "alice", "cleanup_after_days", "180")
    # The locker code came back in a search 10 days before the run: used, so kept.
    usage.write(settings, [("alice", USED_LOW.id, (NOW - timedelta(days=10)).timestamp(), 1)])


def ids(gems: Any) -> set[str]:
    return {g.id for g in gems}


def test_clean_up_takes_exactly_what_is_due_and_restore_brings_it_back(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=1)
    emb = local_embedder()
    index(store, ALL)
    set_alice(settings)
    try:
        done = retention.clean_user(settings, store, "alice", NOW)
        # Older than a year (whatever its importance), and low importance no search returned for 180 days.
        assert (done.cleaned, done.erased, done.reasons) == (2, 0, {"retention": 1, "unused": 1})
        assert ids(c.gem for c in retention.cleaned(settings, "alice")) == {OLD_HIGH.id, UNUSED_LOW.id}
        assert ids(store.scroll("alice")) == {USED_LOW.id, UNUSED_MEDIUM.id, RECENT_LOW.id}
        assert ids(store.scroll("bob")) == {BOB_OLD.id}  # bob's settings are the defaults: forever
        # Hidden from search, list and export.
        assert not ids(search("first bike Peugeot", "alice", settings=settings, store=store, embedder=emb)) & {OLD_HIGH.id}
        assert OLD_HIGH.id not in ids(memories.list_gems(store, "alice"))
        assert not any(OLD_HIGH.id in line for line in memories.export_lines(store, "alice"))
        # A second run the same night finds nothing more to do.
        assert retention.clean_user(settings, store, "alice", NOW).cleaned == 0

        # Restore by the 8-character id the CLI shows: back in search, and later clean-ups keep it.
        assert retention.restore(settings, store, emb, "alice", [OLD_HIGH.id[:8]], NOW) == [OLD_HIGH.id]
        top = search("first bike Peugeot", "alice", k=1, settings=settings, store=store, embedder=emb)
        assert [r.id for r in top] == [OLD_HIGH.id]
        assert retention.clean_user(settings, store, "alice", NOW + timedelta(days=1)).cleaned == 0
        assert ids(c.gem for c in retention.cleaned(settings, "alice")) == {UNUSED_LOW.id}

        # Seven days after its clean-up, a later run erases it for good: the file entry and its usage go, and a
        # tombstone keeps curation from bringing it back.
        usage.write(settings, [("alice", UNUSED_LOW.id, (NOW - timedelta(days=300)).timestamp(), 1)])
        later = retention.clean_user(settings, store, "alice", NOW + timedelta(days=retention.UNDO_DAYS, seconds=1))
        assert later.erased == 1 and retention.cleaned(settings, "alice") == []
        assert not retention.path(settings, "alice").exists()
        assert UNUSED_LOW.id not in usage.read(settings, "alice")
        assert UNUSED_LOW.id in store.graveyard("alice").deleted
        assert retention.restore(settings, store, emb, "alice", [UNUSED_LOW.id], NOW) == []
    finally:
        store.close()


def test_every_forget_path_erases_cleaned_up_gems_at_once(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=1)
    emb = local_embedder()
    index(store, ALL)
    set_alice(settings)
    try:
        assert retention.clean_user(settings, store, "alice", NOW).cleaned == 2
        # By id (DELETE /memories/{id}, the page's delete, `memories delete`).
        n, report = memories.forget_gems(settings, store, "alice", [UNUSED_LOW.id], redis_too=False)
        assert n == 1 and report.removed["cleaned up, waiting for undo"] == 1
        assert ids(c.gem for c in retention.cleaned(settings, "alice")) == {OLD_HIGH.id}
        # By query: the preview names the cleaned-up gem holding the words, the confirmation erases it.
        conf = Confirmations()
        p = forget.preview(settings, store, emb, conf, "alice", "first bike Peugeot", k=1)
        assert ids(p.cleaned) == {OLD_HIGH.id} and p.to_dict()["would_erase_cleaned_up"][0]["id"] == OLD_HIGH.id
        # ... and not on ordinary words it does not hold.
        assert forget.preview(settings, store, emb, conf, "alice", "oat milk", k=1).cleaned == []
        forget.confirmed(settings, store, conf, "alice", p.confirm, redis_too=False)
        assert retention.cleaned(settings, "alice") == []

        # A whole user: the file goes with everything else.
        assert retention.clean_user(settings, store, "bob", NOW).cleaned == 0  # forever: nothing
        user_settings.change(settings, "bob", "retention", "90d")
        assert retention.clean_user(settings, store, "bob", NOW).cleaned == 1
        assert retention.path(settings, "bob").exists()
        f = memories.forget_user(settings, store, "bob", buffer_forget=lambda _u: 0)
        assert f.gems == 1 and not retention.path(settings, "bob").exists()
    finally:
        store.close()


def config(settings: Settings, tmp_path: Path) -> Path:
    p = tmp_path / "config.yaml"
    p.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    return p


def curate(cfg: Path, now: datetime) -> dict[str, Any]:
    p = subprocess.run([sys.executable, "-m", "curate", "--config", str(cfg), "--now", now.isoformat(), "--backend",
                        "rules", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=180,
                       env={"PATH": "/usr/bin:/bin", "HOME": str(cfg.parent)})
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)  # type: ignore[no-any-return]


def test_the_nightly_curator_cleans_up_reports_and_the_cli_restores(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, ALL)
    store.close()
    set_alice(settings)
    cfg = config(settings, tmp_path)
    rep = curate(cfg, NOW)
    assert rep["cleaned_up"] == {"alice": {"cleaned": 2, "erased": 0, "reasons": {"retention": 1, "unused": 1}}}, rep

    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    listed = CliRunner().invoke(cli, ["--config", str(cfg), "memories", "cleaned", "--user", "alice", "--json"], env=env)
    assert listed.exit_code == 0, listed.output
    assert {x["gem"]["id"] for x in json.loads(listed.output)["cleaned"]} == {OLD_HIGH.id, UNUSED_LOW.id}
    back = CliRunner().invoke(cli, ["--config", str(cfg), "memories", "restore", OLD_HIGH.id[:8], "--user", "alice"],
                              env=env)
    assert back.exit_code == 0 and "is back" in back.output, back.output
    again = CliRunner().invoke(cli, ["--config", str(cfg), "memories", "restore", OLD_HIGH.id[:8], "--user", "alice"],
                               env=env)
    assert again.exit_code == 1 and "no cleaned-up memory" in again.output

    rep = curate(cfg, NOW + timedelta(days=8))
    assert rep["cleaned_up"] == {"alice": {"cleaned": 0, "erased": 1, "reasons": {}}}, rep
    store = EdgeStore(settings.resolve("store"), "true_recall")
    try:
        assert ids(store.scroll("alice")) == {OLD_HIGH.id, USED_LOW.id, UNUSED_MEDIUM.id, RECENT_LOW.id}
    finally:
        store.close()
    assert retention.cleaned(settings, "alice") == []


def test_http_lists_and_restores_cleaned_up_memories_of_its_own_users_only(settings: Settings, tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from retrieve.serve import create_app

    store = EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=1)
    index(store, ALL)
    set_alice(settings)
    from utils.config import ScopedToken

    settings.serve.tokens = [ScopedToken(token="bob-only-token-0123456789", users=["bob"])]
    settings.serve.token = "s3cret-admin-token"
    try:
        assert retention.clean_user(settings, store, "alice", NOW).cleaned == 2
        with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost") as c:
            admin = {"Authorization": "Bearer s3cret-admin-token"}
            bob = {"Authorization": "Bearer bob-only-token-0123456789"}
            listed = c.get("/memories/cleaned", params={"user_id": "alice"}, headers=admin).json()["cleaned"]
            assert {x["gem"]["id"] for x in listed} == {OLD_HIGH.id, UNUSED_LOW.id}
            assert all(x["erase_after"] > x["cleaned_at"] for x in listed)
            # Another user's token sees and restores nothing of alice's.
            assert c.get("/memories/cleaned", params={"user_id": "alice"}, headers=bob).status_code == 403
            assert c.post(f"/memories/{OLD_HIGH.id}/restore", params={"user_id": "alice"}, headers=bob).status_code == 403
            assert c.post(f"/memories/{OLD_HIGH.id}/restore", params={"user_id": "bob"}, headers=bob).status_code == 404
            r = c.post(f"/memories/{OLD_HIGH.id}/restore", params={"user_id": "alice"}, headers=admin)
            assert r.status_code == 200 and r.json() == {"restored": [OLD_HIGH.id]}
            got = c.get(f"/memories/{OLD_HIGH.id}", params={"user_id": "alice"}, headers=admin)
            assert got.status_code == 200 and got.json()["gem"] == OLD_HIGH.gem
    finally:
        store.close()


def test_the_nightly_run_removes_usage_rows_of_gems_no_longer_stored(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=1)
    index(store, [RECENT_LOW])
    try:
        # A row written after its gem was deleted elsewhere (serve's batch landing after a CLI delete).
        usage.write(settings, [("alice", RECENT_LOW.id, NOW.timestamp(), 2), ("alice", "gone-gem-id", NOW.timestamp(), 1)])
        retention.clean_user(settings, store, "alice", NOW)  # settings at their defaults: nothing cleaned up
        assert set(usage.read(settings, "alice")) == {RECENT_LOW.id}
    finally:
        store.close()


def test_scrub_redacts_the_cleaned_up_copies(settings: Settings, tmp_path: Path) -> None:
    from true_recall.scrub import Scrubbed, scrub_cleaned

    secret = "sk-ant-api03-EmbeddedLeakEmbeddedLeak77"
    leaky = make_gem(f"Alice's old API key was {secret}", importance="low", days_ago=400, turns="9-9")
    store = EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=1)
    index(store, [leaky])
    user_settings.change(settings, "alice", "retention", "1y")
    try:
        assert retention.clean_user(settings, store, "alice", NOW).cleaned == 1
    finally:
        store.close()
    assert secret in retention.path(settings, "alice").read_text()
    out = Scrubbed()
    assert scrub_cleaned(settings, out) == 1 and secret in out.secrets
    assert secret not in retention.path(settings, "alice").read_text()
    [c] = retention.cleaned(settings, "alice")
    assert c.gem.id == leaky.id and secret not in c.gem.gem
