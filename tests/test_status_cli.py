"""`true-recall status` as monitoring uses it: exit 1 and the parts that are down; one line per file per user."""

from __future__ import annotations

import json
import os
from pathlib import Path

import redis
import yaml
from click.testing import CliRunner

from bench.sessions import header, turn_lines
from capture.backfill import backfill
from true_recall.cli import cli
from true_recall.status import gather, render_text
from utils.config import Settings


def _config_file(settings: Settings, tmp_path: Path, **over: object) -> Path:
    data = settings.model_dump(mode="json")
    for dotted, value in over.items():
        section, key = dotted.split("__")
        data[section][key] = value
    f = tmp_path / "status.yaml"
    f.write_text(yaml.safe_dump(data))
    return f


def test_status_exits_1_and_names_the_parts_that_are_down(settings: Settings, tmp_path: Path) -> None:
    up = _config_file(settings, tmp_path)
    res = CliRunner().invoke(cli, ["--config", str(up), "status", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["down"] == []
    # Redis on a port nothing listens on: everything read from Redis is down, the store is not.
    down = _config_file(settings, tmp_path, redis__url="redis://127.0.0.1:1/0", redis__socket_timeout_s=0.5)
    res = CliRunner().invoke(cli, ["--config", str(down), "status", "--json"])
    assert res.exit_code == 1, res.output
    st = json.loads(res.output)
    assert st["down"] == ["capture", "buffer", "last_curation"] and "error" not in st["store"]
    res = CliRunner().invoke(cli, ["--config", str(down), "status"])
    assert res.exit_code == 1 and res.output.startswith("DOWN: capture, buffer, last_curation")


def test_status_shows_each_file_once_per_user_and_no_phantom_lag(
    settings: Settings, redis_client: redis.Redis
) -> None:
    d = Path(settings.capture.sources[0].path)
    f = d / "s.jsonl"
    f.write_text("\n".join([header("s")] + turn_lines(1) + turn_lines(2)) + "\n")
    backfill(settings, redis_client, [f], progress=False)  # the source's user: alice
    backfill(settings, redis_client, [f], user="bob", progress=False)
    st = gather(settings)
    rows = [r for r in st["capture"]["files"] if r["path"] == str(f)]
    assert sorted(r["user"] for r in rows) == ["alice", "bob"]
    assert all(r["lag_bytes"] == 0 for r in rows)
    text = render_text(st)
    assert f"  alice: {f}: offset" in text and f"  bob: {f}: offset" in text
    assert "counts: " in text and "{'" not in text  # counters as words, not a Python dict
    # The file is replaced by a longer one under the same name (rotation): the old checkpoints do not
    # show its size as a lag that never goes away.
    os.replace(f, d / "s.jsonl.1")
    f.write_text("\n".join([header("s2")] + turn_lines(1) + turn_lines(2) + turn_lines(3)) + "\n")
    rows = [r for r in gather(settings)["capture"]["files"] if r["path"] == str(f)]
    assert rows and all(r["lag_bytes"] is None and "another file" in r["note"] for r in rows)


def test_status_speaks_to_people_and_warns_of_a_missing_source_folder(settings: Settings, tmp_path: Path) -> None:
    """On a terminal: plain lines (no JSON), a configured session folder that does not exist said so, and an
    empty store without "None"; --json gives the same facts to machines."""
    cfg = _config_file(settings, tmp_path, capture__sources=[
        {"agent": "main", "user_id": "alice", "path": str(tmp_path / "no-such-folder")}])
    res = CliRunner().invoke(cli, ["--config", str(cfg), "status"])
    text = res.output
    assert "no-such-folder does not exist" in text and "None" not in text
    assert not any(line.lstrip().startswith("{") for line in text.splitlines())
    st = json.loads(CliRunner().invoke(cli, ["--config", str(cfg), "status", "--json"]).output)
    assert st["capture"]["sources"][0]["missing"].endswith("no-such-folder does not exist")
