"""`true-recall demo`: the whole pipeline on the sample sessions, through the real stages.

The demo is an installation of its own: the embedded profile in its own data folder (default
``~/.local/share/true-recall/demo``), whatever config file or environment is around, so it never writes
to a server it did not start. It leaves a config.yaml there that points at that folder, for the
commands it suggests at the end. Stages the shipped sample session files for the user ``demo`` (capture's backfill), curates everything
pending (the configured curator; the embedded profile's is the rule-based one), asks a handful of
questions through retrieve's search, and says where the data now lives. Re-running it is safe: turn and
gem ids are deterministic, so a second run stages and stores nothing new.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from utils.config import Settings, profile_settings
from utils.embed import Embedder
from utils.store import GemStore, StoreInfo

DEMO_USER = "demo"

# Questions a user would ask later, and a word the best answer must contain (checked by the tests).
QUESTIONS: list[tuple[str, str]] = [
    ("What am I allergic to?", "penicillin"),
    ("Which database does ledger-sync use for its job queue?", "postgres"),
    ("When should meetings not be scheduled?", "10"),
    ("How did we fix the failing CI?", "tzdata"),
    ("我女儿什么时候上学？", "女儿"),
    ("What coffee do I drink?", "dark roast"),
]


def default_dir(environ: Any = None) -> Path:
    """The demo's data folder: $XDG_DATA_HOME/true-recall/demo (~/.local/share/true-recall/demo)."""
    environ = os.environ if environ is None else environ
    base = environ.get("XDG_DATA_HOME") or str(Path(environ.get("HOME") or Path.home()) / ".local" / "share")
    return Path(base).expanduser() / "true-recall" / "demo"


def demo_settings(data_dir: Path, log_level: str = "INFO", log_format: str = "auto") -> Settings:
    """The embedded profile in the demo's folder, and a config.yaml there for the commands it suggests."""
    data_dir = data_dir.expanduser().absolute()
    settings = profile_settings("embedded", {"data_dir": str(data_dir), "log_level": log_level,
                                             "log_format": log_format})
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "config.yaml").write_text(
        "# The demo's own installation (written by `true-recall demo`): the embedded profile in this folder.\n"
        f"profile: embedded\ndata_dir: {data_dir.as_posix()!r}\n", encoding="utf-8")
    return settings


@dataclass
class DemoResult:
    staged: int = 0
    lines: int = 0
    redacted: int = 0
    quarantined: int = 0
    curation: dict[str, Any] = field(default_factory=dict)
    answers: list[tuple[str, str, list[Any]]] = field(default_factory=list)  # (question, expect, results)
    where: dict[str, str] = field(default_factory=dict)


def _exe() -> str:
    """How to call true-recall from here (the venv's script when it is not on PATH, as after `make demo`)."""
    import shutil
    import sys
    from pathlib import Path

    script = Path(sys.executable).with_name("true-recall")
    if shutil.which("true-recall") == str(script) or not script.exists():
        return "true-recall"
    try:
        return str(script.relative_to(Path.cwd()))
    except ValueError:
        return str(script)


def run(settings: Settings, echo: Callable[[str], None] = print, k: int = 3) -> DemoResult:
    """Run the demo and print as it goes; returns what happened."""
    import samples
    from capture.backfill import backfill
    from curate.curator import RunOptions, run_command
    from utils.embed import open_embedder
    from utils.redis_conn import connect, describe
    from utils.store import open_store

    out = DemoResult()
    files = samples.files()
    echo(f"1/3 capture: staging {len(files)} sample session files for user '{DEMO_USER}' into {describe(settings)}")
    r = connect(settings)
    rep = backfill(settings, r, files, user=DEMO_USER, flush=True, progress=False)
    out.staged, out.lines, out.redacted, out.quarantined = rep.turns_staged, rep.lines, rep.redacted, rep.quarantined
    echo(f"    {rep.lines} lines read, {rep.turns_seen} turns after dropping noise, {rep.turns_staged} newly staged, "
         f"{rep.redacted} secrets redacted, {rep.quarantined} lines quarantined")

    echo(f"2/3 curate: {settings.curate.backend} curator, all pending turns of '{DEMO_USER}'")
    report = run_command(settings, RunOptions(users=[DEMO_USER], all_pending=True))
    out.curation = report.to_dict()
    dropped = sum(report.dropped.values())
    echo(f"    {report.turns_read} turns read, {report.proposed} gems proposed, {report.kept} kept "
         f"({report.new} new, {report.merged} merged, {report.superseded} superseded), {dropped} dropped by the gatekeeper")
    if report.failures:
        echo("    failures: " + "; ".join(report.failures))

    echo("3/3 retrieve: asking a few questions")
    with open_store(settings) as store:
        embedder = open_embedder(settings)
        try:
            _ask(embedder, store, settings, k, out, echo)
        finally:
            embedder.close()
        info = store.info()
    _where(settings, info, out, echo)
    return out


def _ask(embedder: Embedder, store: GemStore, settings: Settings, k: int, out: DemoResult,
         echo: Callable[[str], None]) -> None:
    """The demo's questions, each with its ranked answers."""
    from retrieve.search import search

    for question, expect in QUESTIONS:
        results = search(question, DEMO_USER, k=k, settings=settings, store=store, embedder=embedder)
        out.answers.append((question, expect, results))
        echo(f"\n  Q: {question}")
        if not results:
            echo("     (no memory found)")
        for i, res in enumerate(results, 1):
            flag = " [superseded]" if res.superseded_by else ""
            echo(f"   {i}. {res.gem}{flag}")
            echo(f"      {res.date.isoformat()} · {res.importance} · {', '.join(res.categories)} · score {res.score:.3f}"
                 f" · turns {res.turn_range} of {res.conversation_id[:8]}")
            if res.context:
                echo(f"      context: {res.context}")


def _where(settings: Settings, info: StoreInfo, out: DemoResult, echo: Callable[[str], None]) -> None:
    """Where the demo's data lives now, and what to try next."""
    from utils.redis_conn import describe

    out.where = {
        "redis": describe(settings),
        "store": f"{info.backend} at {info.location} (collection {info.collection}, {info.points} gems, {info.embedder})",
        "data_dir": str(settings.data_path),
    }
    echo("\nWhere the data lives now:")
    for k_, v in out.where.items():
        echo(f"  {k_}: {v}")
    exe = _exe()
    cfg = settings.data_path / "config.yaml"
    base = f"{exe} --config {_quote(cfg)}" if cfg.is_file() else exe
    echo(f"\nTry: {base} search \"what did I decide about the queue?\" --user {DEMO_USER}")
    echo(f"     {base} status")
    if settings.redis.embedded:
        from utils.redis_idle import duration

        idle_s = settings.redis.embedded_idle_stop_s
        until = f"stops by itself after {duration(idle_s)} without use" if idle_s > 0 else "keeps running"
        echo(f"\nThe demo's embedded Redis serves those commands and {until}; stop it now with:\n     {base} stop-redis")


def _quote(p: Path) -> str:
    import shlex

    return shlex.quote(str(p))
