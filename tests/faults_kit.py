"""What the fault-injection tests (tests/test_faults_*.py) share: the sample sessions staged through the
real backfill, a real curation run (rules curator, local embedder, the embedded store), and canonical
dumps of the store and the buffer that two runs can be compared by, byte for byte."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import redis
from conftest import REDIS_URL

import samples
from curate.curator import Curator, RunOptions
from curate.report import RunReport
from curate.rules_extractor import RulesExtractor
from utils.buffer import Buffer
from utils.config import Settings, load_settings
from utils.embed import Embedder
from utils.keys import Keys
from utils.store import open_store

USER = "demo"
ROOT = Path(__file__).resolve().parent.parent


# The sample sessions span four days: one day per write batch gives the tests a first, second and later
# batch to crash at (the product's default gathers all four into one batch).
BATCH_TURNS = 1


def make_settings(tmp: Path, prefix: str, url: str = REDIS_URL, batch_turns: int = BATCH_TURNS,
                  **redis_extra: Any) -> Settings:
    """Embedded-profile settings in `tmp` whose capture source is a copy of the sample sessions; a write
    batch (curate.batch_turns) closes once it holds `batch_turns` turns."""
    sessions = tmp / "sessions"
    if not sessions.exists():
        sessions.mkdir(parents=True)
        for f in samples.files():
            shutil.copy(f, sessions / Path(f).name)
    # An explicit (empty) file: module-scoped fixtures run outside conftest's no-ambient-config guard, and
    # must not pick up the repository's ./config.yaml.
    base = tmp / "base.yaml"
    base.write_text("profile: embedded\n", encoding="utf-8")
    return load_settings(base, profile="embedded", overrides={
        "data_dir": str(tmp / "data"),
        "redis": {"url": url, "embedded": False, "key_prefix": prefix, **redis_extra},
        "capture": {"sources": [{"path": str(sessions), "user_id": USER, "agent": "main"}]},
        "curate": {"batch_turns": batch_turns},
    }, env={})


def sessions(settings: Settings) -> list[Path]:
    return sorted(Path(settings.capture.sources[0].path).glob("*.jsonl"))


def stage(settings: Settings, r: redis.Redis) -> int:
    """Backfill the sample sessions (flush: every file is finished); returns turns staged."""
    from capture.backfill import backfill

    return backfill(settings, r, sessions(settings), user=USER, flush=True, progress=False).turns_staged


def curate(settings: Settings, r: redis.Redis, embedder: Embedder, on_step: Callable[[str], None] | None = None,
           all_pending: bool = True) -> RunReport:
    """One real curation run over everything pending (the rules curator is deterministic)."""
    with open_store(settings) as store:
        cur = Curator(settings, r, RulesExtractor(settings), embedder, store)
        if on_step is not None:
            cur.on_step = on_step
        return cur.run(RunOptions(all_pending=all_pending))


def store_dump(settings: Settings) -> str:
    """Every gem of every user, every field, sorted: two equal dumps are the same memories."""
    with open_store(settings) as store:
        rows = [g.model_dump(mode="json") for u in sorted(store.users()) for g in store.scroll(u)]
    return json.dumps(sorted(rows, key=lambda d: d["id"]), sort_keys=True, ensure_ascii=False)


def buffer_dump(settings: Settings, r: redis.Redis) -> str:
    """The buffer's turns (pending and curated) of the sample user."""
    buf = Buffer(r, Keys(settings.redis.key_prefix), settings.redis.ttl_hours)
    pending = [t.turn_id for t in buf.turns(USER)]
    # The source path names the test's folder; the file name is what matters.
    everything = [t.model_copy(update={"source": Path(t.source).name}).model_dump_json()
                  for t in buf.turns(USER, include_curated=True)]
    return json.dumps({"pending": pending, "all": everything})


def cli(settings: Settings, tmp: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """`true-recall ARGS` in a real subprocess with these settings written as its config file."""
    import yaml

    tmp.mkdir(parents=True, exist_ok=True)
    cfg = tmp / "config.yaml"
    cfg.write_text(yaml.safe_dump(settings.model_dump(mode="json")), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "true_recall", "--config", str(cfg), *args],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp)})


def clean_run(tmp: Path, embedder: Embedder, batch_turns: int = BATCH_TURNS) -> dict[str, Any]:
    """The reference: the samples staged and curated once with nothing going wrong (its keys removed after)."""
    import uuid

    prefix = f"trtest-{uuid.uuid4().hex[:10]}"
    r = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    settings = make_settings(tmp, prefix, batch_turns=batch_turns)
    staged = stage(settings, r)
    steps: list[str] = []
    rep = curate(settings, r, embedder, steps.append)
    assert rep.ok, rep.failures
    out = {"store": store_dump(settings), "buffer": buffer_dump(settings, r), "steps": steps, "staged": staged,
           "superseded": rep.superseded, "stored": rep.stored}
    for k in r.scan_iter(match=f"{prefix}:*"):
        r.delete(k)
    return out


def store_dir(settings: Settings) -> Path:
    """The embedded store's shard folder."""
    return settings.resolve(settings.qdrant.path or "store") / settings.qdrant.collection


DBS = ["Postgres", "Redis", "MySQL", "SQLite", "MongoDB"]
EDITORS = ["Vim", "VS Code", "Emacs", "Helix"]
CITIES = ["Lisbon", "Porto", "Madrid", "Rome", "Berlin", "Vienna"]


def write_changing_backlog(folder: Path, turns: int = 240, days: int = 4) -> None:
    """Session files of a user who keeps changing their mind (queue database, editor, trip), over `days` days.

    Merges and supersessions on every batch: the backlog where a crash between upsert and trim used to
    change the result (on main before intent records: 13 of 62 gems differed after a crash at the third batch).
    """
    from datetime import timedelta

    from bench.sessions import T0, header, message

    folder.mkdir(parents=True, exist_ok=True)
    per_day = turns // days
    for day in range(days):
        lines = [header(f"changes-{day}", T0 + timedelta(days=day))]
        for i in range(per_day):
            k, ts = day * per_day + i, T0 + timedelta(days=day, minutes=2 * i)
            u = [f"We decided to use {DBS[(k // 3) % 5]} for the job queue of project host-{k % 7}.",
                 f"I switched my editor: I now use {EDITORS[(k // 3) % 4]} every day for work on host-{k % 5}.",
                 f"I'm planning a trip to {CITIES[(k // 3) % 6]} in May with my sister, probably week {k % 4 + 1}.",
                 ][k % 3]
            lines += [message(f"u{k}", "user", u, ts),
                      message(f"a{k}", "assistant", "Noted, I'll remember that.", ts + timedelta(seconds=20),
                              stopReason="stop")]
        (folder / f"changes-{day}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
