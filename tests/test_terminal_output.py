"""What a person sees on a terminal: log lines above the progress bar (one console), and a bar whose
total is known from the start (never 0/0 growing to 4/4)."""

from __future__ import annotations

import io
import logging
import re
from datetime import timedelta

import pytest
import redis
from rich.console import Console
from rich.progress import BarColumn, Progress
from test_curate_curator import ALLERGY, NOW, keyword_extractor, mk_turns, stage

from curate.curator import Curator, RunOptions
from utils import log as log_module
from utils.config import Settings
from utils.embed.local import LocalEmbedder
from utils.store import open_store


def _terminal() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, force_terminal=True, width=120, color_system=None), out


def test_log_lines_print_above_a_running_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    console, out = _terminal()
    monkeypatch.setattr(log_module, "console", lambda: console)
    handler = log_module.ConsoleHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("true_recall.test.terminal")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        with Progress(BarColumn(), console=console, auto_refresh=False) as bar:
            task = bar.add_task("x", total=10)
            bar.update(task, completed=5)
            bar.refresh()
            logger.warning("Redis went away; retrying in 2 s")
            bar.update(task, completed=10)
            bar.refresh()
    finally:
        logger.removeHandler(handler)
    # The record is one whole line of its own: rich moved the bar out of its way.
    lines = [re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", ln).strip() for ln in out.getvalue().replace("\r", "\n").splitlines()]
    assert "WARNING true_recall.test.terminal: Redis went away; retrying in 2 s" in lines, lines


def test_curate_bar_total_is_known_up_front(settings: Settings, redis_client: redis.Redis,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    console, out = _terminal()
    monkeypatch.setattr("curate.curator.console", lambda: console)
    settings = settings.model_copy(deep=True)
    settings.ollama.num_ctx = 512  # small chunks: several of them
    filler = "Let me tell you a long story about my week. " * 8
    turns = mk_turns([filler] * 12 + ["I'm allergic to peanuts."], start=NOW - timedelta(hours=3))
    stage(settings, redis_client, turns)
    with open_store(settings) as store:
        cur = Curator(settings, redis_client, keyword_extractor({"peanuts": ALLERGY}), LocalEmbedder(), store,
                      progress=True)
        rep = cur.run(RunOptions(now=NOW))
    assert rep.ok and rep.chunks > 2
    shown = {int(m.group(2)) for m in re.finditer(r"(\d+)/(\d+)", out.getvalue())}
    assert shown == {rep.chunks}, (shown, rep.chunks)


def test_backfill_speaks_to_a_terminal_and_gives_json_to_machines(tmp_path, key_prefix: str) -> None:  # type: ignore[no-untyped-def]
    """On a terminal (a real pty) backfill reports in words; --json, or a pipe, gives the JSON report."""
    import json
    import os
    import pty
    import subprocess
    import sys
    from pathlib import Path

    from bench.sessions import header, turn_lines
    from conftest import REDIS_URL

    (tmp_path / "s.jsonl").write_text("\n".join([header("s")] + turn_lines(2)) + "\n")
    cfg = tmp_path / "c.yaml"
    cfg.write_text(json.dumps({"redis": {"url": REDIS_URL, "key_prefix": key_prefix}}))
    exe = str(Path(sys.executable).with_name("true-recall"))
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    args = [exe, "--config", str(cfg), "backfill", str(tmp_path / "s.jsonl"), "--user", "tty", "--no-progress"]
    main, sub = pty.openpty()
    p = subprocess.run(args, stdout=sub, stderr=subprocess.PIPE, env=env, timeout=60)
    os.close(sub)
    shown = os.read(main, 65536).decode()
    os.close(main)
    assert p.returncode == 0 and shown.startswith("staged ") and "{" not in shown
    piped = subprocess.run(args, capture_output=True, text=True, env=env, timeout=60)
    assert json.loads(piped.stdout)["files"] == 1
    forced = subprocess.run([*args, "--json"], capture_output=True, text=True, env=env, timeout=60)
    assert json.loads(forced.stdout)["files"] == 1


def test_memories_show_speaks_to_a_terminal(settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """On a terminal a memory is shown field by field in words (where it came from, what replaced it); piped
    or with --json, as JSON."""
    import json
    import os
    import pty
    import subprocess
    import sys
    from pathlib import Path

    from store_fixtures import index, make_gem

    from utils.store.edge import EdgeStore

    old, new = make_gem("Alice's sister lives in Lisbon", days_ago=9), make_gem("She moved to Porto", turns="2-2")
    old = old.model_copy(update={"superseded_by": new.id})
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [old, new])
    store.close()
    cfg = tmp_path / "c.yaml"
    cfg.write_text(json.dumps({"data_dir": settings.data_dir, "redis": {"url": settings.redis.url, "embedded": False,
                                                                        "key_prefix": settings.redis.key_prefix}}))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "REDIS_URL"))}
    args = [str(Path(sys.executable).with_name("true-recall")), "--config", str(cfg), "memories", "show",
            old.id[:8], "--user", "alice"]
    main, sub = pty.openpty()
    p = subprocess.run(args, stdout=sub, stderr=subprocess.PIPE, env=env, timeout=60)
    os.close(sub)
    shown = os.read(main, 65536).decode()
    os.close(main)
    assert p.returncode == 0, p.stderr
    assert "Alice's sister lives in Lisbon" in shown and f"replaced by {new.id}" in shown and "{" not in shown
    piped = subprocess.run([*args, "--json"], capture_output=True, text=True, env=env, timeout=60)
    assert json.loads(piped.stdout)["superseded_by"] == new.id
