"""Retrieve commands: `search`, `serve`, `memories ...`, `users` and `reindex`.

Heavy imports (onnxruntime, qdrant) happen inside the commands so `true-recall --help` stays fast.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

import click

from utils.command import CATEGORY, STATED_CATEGORY, WHEN, settings_from

from utils.errors import InputError

if TYPE_CHECKING:
    from utils.embed import Embedder
    from utils.store import GemStore
    from utils.erasure import ErasureReport




@click.command("search")
@click.argument("query")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories to search.")
@click.option("-k", "--limit", "k", type=click.IntRange(min=1), default=None, help="How many results (default: retrieve.default_k).")
@click.option("--category", "categories", multiple=True, type=CATEGORY, help="Only gems of this category (repeatable).")
@click.option("--since", type=WHEN, default=None, help="Only gems from this date/time on (ISO).")
@click.option("--until", type=WHEN, default=None, help="Only gems up to this date/time (ISO, a date is inclusive).")
@click.option("--as-of", "as_of", type=WHEN, default=None,
              help="Answer with what held then (ISO date/time): later gems left out, later replacements undone.")
@click.option("--min-score", type=click.FloatRange(min=0.0), default=0.0,
              help="Drop results scoring below this (scores are 0..1).")
@click.option("--include-superseded", is_flag=True, help="Also return gems a newer gem replaced (ranked lower).")
@click.option("--format", "fmt", type=click.Choice(["table", "json", "context"]), default=None,
              help="table for people, json lines for machines, context for a prompt (default: table on a TTY, else json).")
@click.option("--explain", is_flag=True, help="Show every score component.")
@click.option("--json", "as_json", is_flag=True, help="Machine output: the same as --format json.")
@click.pass_context
def search_cmd(
    ctx: click.Context, query: str, user_id: str, k: int | None, categories: tuple[str, ...],
    since: date | datetime | None, until: date | datetime | None, as_of: date | datetime | None, min_score: float,
    include_superseded: bool, fmt: str | None, explain: bool, as_json: bool = False,
) -> None:
    """Search a user's memories (hybrid dense + BM25, time decay, importance)."""
    from retrieve import render
    from retrieve.search import search
    from utils.dates import utc_bound
    from utils.errors import StoreLocked
    from utils.ledger import verify_read
    from utils.store import open_store

    if not query.strip():
        raise click.UsageError("QUERY is empty")
    if as_json:
        if fmt not in (None, "json"):
            raise click.UsageError(f"--json and --format {fmt} ask for two outputs: give one")
        fmt = "json"
    lo, hi = utc_bound(since), utc_bound(until, end=True)
    if lo is not None and hi is not None and lo > hi:
        raise click.UsageError("--since is after --until")

    settings = settings_from(ctx)
    from utils import user_settings

    if user_settings.load(settings, user_id).memory_off:
        # Nothing to search: the person turned their memory off (utils/user_settings.py). Said, not an error.
        click.echo(f"memory is off for {user_id}: search returns nothing "
                   f"(`true-recall settings --user {user_id} memory_off false` turns it on)", err=True)
        return
    try:
        # Short wait: when `serve` holds the embedded store, asking it is faster than waiting (and
        # no announce: a search must not make serve let go of the store it would answer from).
        with open_store(settings, lock_wait_s=0.3, announce=False) as store:
            verify_read(store, user_id)  # a missing or damaged store fails loudly, never as "no memories"
            known_user(store, user_id)
            results = search(
                query, user_id, k=k, categories=categories, since=since, until=until, min_score=min_score,
                include_superseded=include_superseded, settings=settings, store=store, as_of=as_of,
            )
    except StoreLocked as e:
        # The embedded store is held by `true-recall serve`: ask it instead, if it answers.
        from retrieve import serve_address
        from retrieve.client import search_via_serve

        results = search_via_serve(
            settings, query, user_id, k=k, categories=categories, since=since, until=until,
            min_score=min_score, include_superseded=include_superseded, as_of=as_of,
        )
        if results is None:
            raise StoreLocked(
                f"the store under {settings.resolve(settings.qdrant.path or 'store')} is held by another process "
                f"(a curator run, `memories`, `reindex` or `serve`) and no true-recall serve runs for this data "
                f"folder (none recorded in {serve_address.path(settings)}): try again when it is done") from e
    fmt = fmt or ("table" if sys.stdout.isatty() else "json")
    if fmt == "json":
        if results:
            click.echo(render.json_lines(results, explain))
    elif fmt == "context":
        click.echo(render.context_block(results, query=query))
    else:
        click.echo(render.table(results, explain) if results else "no memories found")
    from utils import usage

    usage.flush_all()  # after the answer: the person never waits for the usage write


@click.command("serve")
@click.option("--host", default=None, help="Address to bind (default: serve.host, loopback).")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="Port (default: serve.port).")
@click.pass_context
def serve_cmd(ctx: click.Context, host: str | None, port: int | None) -> None:
    """Serve search and memory management over HTTP, store and embedder kept warm."""
    from retrieve.serve import run

    run(settings_from(ctx), host, port)


@click.group("memories")
def memories_group() -> None:
    """List, show, edit, delete and export a user's memories; forget a user."""


def _open(ctx: click.Context, with_embedder: bool = False):  # type: ignore[no-untyped-def]
    from utils.embed import open_embedder
    from utils.store import open_store

    settings = settings_from(ctx)
    emb = open_embedder(settings) if with_embedder else None
    return settings, open_store(settings), emb


@contextmanager
def _closing(embedder: "Embedder") -> Iterator[None]:
    """Close the embedder (the Ollama one holds a connection pool) when the command ends."""
    try:
        yield
    finally:
        embedder.close()


def known_user(store: "GemStore", user_id: str) -> None:
    """InputError (exit 1) naming the users who have memories, when user_id has none: a misspelt user printed
    "no memories" with exit 0 before (issue 29). The CLI is the operator's: it may name every user."""
    users = store.users()
    if user_id in users:
        return
    known = ", ".join(sorted(users)[:20]) + (", ..." if len(users) > 20 else "")
    raise InputError(f"no memories for user {user_id!r} in this store; "
                     + (f"users with memories: {known}" if users else "no user has memories yet"))


@memories_group.command("list")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--category", "categories", multiple=True, type=CATEGORY, help="Only this category (repeatable).")
@click.option("--include-superseded", is_flag=True, help="Also list gems a newer gem replaced.")
@click.option("-k", "--limit", type=click.IntRange(min=1), default=50, show_default=True, help="At most this many, newest first.")
@click.option("--json", "as_json", is_flag=True, help="JSON lines.")
@click.pass_context
def memories_list(ctx: click.Context, user_id: str, categories: tuple[str, ...], include_superseded: bool,
                  limit: int, as_json: bool) -> None:
    """The user's memories, newest first."""
    from retrieve import memories, render
    from utils.store import GemFilter

    from utils.ledger import verify_read

    _, store, _ = _open(ctx)
    with store:
        verify_read(store, user_id)
        known_user(store, user_id)
        gems = memories.list_gems(store, user_id, GemFilter(categories=categories, include_superseded=include_superseded),
                                  limit=limit)
    if as_json:
        for g in gems:
            click.echo(render.gem_json(g))
    else:
        click.echo(render.gem_table(gems) if gems else "no memories")


@memories_group.command("show")
@click.argument("gem_id")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--json", "as_json", is_flag=True, help="Every field as JSON (the default when stdout is not a terminal).")
@click.pass_context
def memories_show(ctx: click.Context, gem_id: str, user_id: str, as_json: bool) -> None:
    """One memory, every field: where it came from, what replaced it."""
    import json
    import sys

    from retrieve import memories, render

    _, store, _ = _open(ctx)
    with store:
        g = memories.get_gem(store, user_id, memories.full_id(store, user_id, gem_id))
    if g is None:
        raise click.ClickException(f"user {user_id} has no memory {gem_id}")
    if as_json or not sys.stdout.isatty():
        click.echo(json.dumps(render.safe(g.model_dump(mode="json")), indent=2, ensure_ascii=False))
    else:
        click.echo(render.gem_detail(g))


@memories_group.command("delete")
@click.argument("gem_ids", nargs=-1, required=True)
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--no-scan", is_flag=True, help="Skip the raw-byte search of the data folder and Redis afterwards.")
@click.option("--json", "as_json", is_flag=True, help="The erasure report as JSON.")
@click.option("--later", is_flag=True,
              help="Do not compact the embedded store now (it holds the store ~1.5 ms per gem): the memories are "
                   "gone from search at once, their bytes leave the store's files at its next compaction (erasure "
                   "pending: serve's background, the next curate run, `true-recall memories compact`).")
@click.pass_context
def memories_delete(ctx: click.Context, gem_ids: tuple[str, ...], user_id: str, no_scan: bool, as_json: bool,
                    later: bool) -> None:
    """Delete memories by id, from every copy true-recall keeps (the store's files and Redis' files too).

    Prints an erasure report: what was removed where, and what a raw-byte search found afterwards."""
    from retrieve import memories

    settings, store, _ = _open(ctx)
    with store:
        ids = [memories.full_id(store, user_id, i) for i in gem_ids]
        n, report = memories.forget_gems(settings, store, user_id, ids, scan=not no_scan,
                                         compact_now=not later)
    _erasure_out(report, as_json, f"deleted {n} of {len(set(gem_ids))}")
    if n < len(set(gem_ids)) or report.found:
        ctx.exit(1)


def _erasure_out(report: "ErasureReport", as_json: bool, head: str) -> None:
    import json

    if as_json:
        click.echo(json.dumps({"summary": head, **report.to_dict()}, ensure_ascii=False))
        return
    click.echo(head)
    for line in report.lines():
        click.echo(line)


@memories_group.command("edit")
@click.argument("gem_id")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--text", "gem", default=None, help="New gem text (re-embedded).")
@click.option("--context", default=None, help="New context (re-embedded).")
@click.option("--category", "categories", multiple=True, type=STATED_CATEGORY, help="Replace the categories (repeatable).")
@click.option("--importance", type=click.Choice(["low", "medium", "high"]), default=None, help="The new importance.")
@click.option("--superseded-by", "superseded_by", default=None,
              help="Id of the newer memory of the same user that replaces this one.")
@click.option("--json", "as_json", is_flag=True, help="The edited memory as JSON (the default when the output is "
              "not a terminal).")
@click.pass_context
def memories_edit(ctx: click.Context, gem_id: str, user_id: str, gem: str | None, context: str | None,
                  categories: tuple[str, ...], importance: str | None, superseded_by: str | None,
                  as_json: bool) -> None:
    """Edit a memory; a changed text is re-embedded. Shows the memory as it is now."""
    import json

    from retrieve import memories

    fields: dict[str, object] = {}
    if gem is not None:
        fields["gem"] = gem
    if context is not None:
        fields["context"] = context
    if categories:
        fields["categories"] = list(categories)
    if importance is not None:
        fields["importance"] = importance
    if superseded_by is not None:
        fields["superseded_by"] = superseded_by
    if not fields:
        raise click.UsageError("give at least one of --text, --context, --category, --importance, --superseded-by")
    _, store, emb = _open(ctx, with_embedder=True)
    with store, _closing(emb):
        if superseded_by:
            fields["superseded_by"] = memories.full_id(store, user_id, superseded_by)
        g = memories.edit_gem(store, emb, user_id, memories.full_id(store, user_id, gem_id), fields)
    if g is None:
        raise click.ClickException(f"user {user_id} has no memory {gem_id}")
    from retrieve import render

    if as_json or not sys.stdout.isatty():
        click.echo(json.dumps(render.safe(g.model_dump(mode="json")), ensure_ascii=False))
        return
    click.echo(f"edited ({', '.join(sorted(fields))}):")
    click.echo(render.gem_detail(g))


@memories_group.command("import")
@click.argument("file", type=click.File("r", encoding="utf-8"))
@click.option("--user", "-u", "user_id", required=True, help="Whose memories (every line must be this user's).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def memories_import(ctx: click.Context, file: Any, user_id: str, as_json: bool) -> None:
    """Import memories from JSON lines as `memories export` writes them (re-embedded; an id already stored is
    replaced, so importing twice adds nothing). FILE may be - for standard input."""
    from retrieve import memories

    lines = file.read().splitlines()
    _, store, emb = _open(ctx, with_embedder=True)
    with store, _closing(emb):
        done = memories.import_lines(store, emb, user_id, lines, source=getattr(file, "name", "input"))
    if as_json:
        import json

        click.echo(json.dumps({"user_id": user_id, "imported": done.new + done.replaced, "new": done.new,
                               "replaced": done.replaced}))
        return
    click.echo(f"imported {done.new + done.replaced} memories of {user_id}: {done.new} new, {done.replaced} replaced")


@memories_group.command("unsupersede")
@click.argument("gem_id")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def memories_unsupersede(ctx: click.Context, gem_id: str, user_id: str, as_json: bool) -> None:
    """Undo a wrong supersession: the memory holds again (its "replaced by" link is cleared)."""
    from retrieve import memories

    _, store, emb = _open(ctx, with_embedder=True)
    with store, _closing(emb):
        known_user(store, user_id)
        g = memories.get_gem(store, user_id, memories.full_id(store, user_id, gem_id))
        if g is None:
            raise click.ClickException(f"user {user_id} has no memory {gem_id}")
        if g.superseded_by is None:
            raise click.ClickException(f"memory {g.id[:8]} of {user_id} is not replaced by another: nothing to undo")
        memories.edit_gem(store, emb, user_id, g.id, {"superseded_by": None})
    if as_json:
        import json

        click.echo(json.dumps({"id": g.id, "user_id": user_id, "was_superseded_by": g.superseded_by}))
        return
    click.echo(f"memory {g.id[:8]} holds again (it was marked replaced by {g.superseded_by[:8]})")


@memories_group.command("cleaned")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--json", "as_json", is_flag=True,
              help='One JSON object, as GET /memories/cleaned answers: {"cleaned": [{gem, cleaned_at, reason, ...}]}.')
@click.pass_context
def memories_cleaned(ctx: click.Context, user_id: str, as_json: bool) -> None:
    """The memories the nightly clean-up took away (retention, unused), restorable until erased 7 days later."""
    import json

    from utils import retention

    entries = retention.cleaned(settings_from(ctx), user_id)
    if as_json:
        click.echo(json.dumps({"user_id": user_id, "cleaned": [c.to_dict() for c in entries]}, ensure_ascii=False))
    elif not entries:
        click.echo(f"nothing of {user_id} was cleaned up (or it was erased after {retention.UNDO_DAYS} days)")
    else:
        for c in entries:
            click.echo(f"{c.gem.id[:8]}  {c.gem.date.isoformat()}  {c.gem.importance:<6}  {c.gem.gem[:70]}")
            click.echo(f"          cleaned up {c.cleaned_at.date().isoformat()}: {c.reason}; "
                       f"erased after {c.erase_after.date().isoformat()}")


@memories_group.command("restore")
@click.argument("gem_id")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--json", "as_json", is_flag=True, help='One JSON object: {"id", "user_id", "restored": true}.')
@click.pass_context
def memories_restore(ctx: click.Context, gem_id: str, user_id: str, as_json: bool) -> None:
    """Bring back a memory the nightly clean-up took away (see `memories cleaned`); it is kept from then on."""
    from datetime import timezone

    from utils import retention

    settings, store, emb = _open(ctx, with_embedder=True)
    with store, _closing(emb):
        if retention.find(settings, user_id, gem_id) is None:
            raise click.ClickException(f"user {user_id} has no cleaned-up memory {gem_id} "
                                       f"(`true-recall memories cleaned --user {user_id}` lists them)")
        done = retention.restore(settings, store, emb, user_id, [gem_id], datetime.now(timezone.utc))
    if as_json:
        import json

        click.echo(json.dumps({"id": done[0], "user_id": user_id, "restored": True}))
        return
    click.echo(f"memory {done[0][:8]} of {user_id} is back, and the clean-up keeps it from now on")


@click.command("users")
@click.option("--json", "as_json", is_flag=True, help="One JSON object: user -> number of memories.")
@click.pass_context
def users_cmd(ctx: click.Context, as_json: bool) -> None:
    """The users who have memories, with how many each."""
    import json

    _, store, _ = _open(ctx)
    with store:
        users = store.users()
    if as_json:
        click.echo(json.dumps(dict(sorted(users.items())), ensure_ascii=False))
    elif not users:
        click.echo("no user has memories yet")
    else:
        width = max(len(u) for u in users)
        for u, n in sorted(users.items()):
            click.echo(f"{u:<{width}}  {n} memor{'y' if n == 1 else 'ies'}")


@memories_group.command("forget-user")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@click.option("--no-scan", is_flag=True, help="Skip the raw-byte search of the data folder and Redis afterwards.")
@click.option("--json", "as_json", is_flag=True, help="The erasure report as JSON.")
@click.pass_context
def memories_forget_user(ctx: click.Context, user_id: str, yes: bool, no_scan: bool, as_json: bool) -> None:
    """Delete every memory and everything buffered of a user, from every copy true-recall keeps.

    The store is compacted and Redis' files rewritten, so none of the user's text stays on disk; prints an
    erasure report (what was removed where, what a raw-byte search found afterwards, and the backups taken
    before, which still hold the user). Exit 1 when the search found any of it."""
    from retrieve import memories

    if not yes:
        click.confirm(f"Delete every memory and buffered turn of {user_id}?", abort=True)
    settings, store, _ = _open(ctx)
    with store:
        f = memories.forget_user(settings, store, user_id, scan=not no_scan)
    head = f"forgot {user_id}: {f.gems} memories, {f.turns} buffered turns"
    if f.erasure is None:  # only a stand-in buffer gives none
        click.echo(head)
        return
    _erasure_out(f.erasure, as_json, head)
    if f.erasure.found:
        ctx.exit(1)


@memories_group.command("compact")
@click.option("--if-pending", is_flag=True, help="Only when a delete left an erasure pending.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def memories_compact(ctx: click.Context, if_pending: bool, as_json: bool) -> None:
    """Rewrite the embedded store from its live memories, so no file of it keeps a deleted one's bytes
    (what a delete in serve or `memories delete --later` left pending). Holds the store throughout."""
    import json

    from utils.store.compaction import compact, pending

    def say(text: str, **data: Any) -> None:
        click.echo(json.dumps({**data, "summary": text}, default=str) if as_json else text)

    _, store, _ = _open(ctx)
    with store:
        before = pending(store)
        if if_pending and before is None:
            say("no erasure pending: nothing to compact", compacted=False, rewritten=0, pending_before=None)
            return
        n = compact(store)
    if not store.exclusive:
        say("the Qdrant server vacuums deleted points itself: nothing to compact", compacted=False, rewritten=0,
            pending_before=before)
        return
    was = f" (an erasure of {before.get('gems', 0)} gems pending since {before.get('since')})" if before else ""
    say(f"compacted the store: {n} memories rewritten{was}; no erasure pending", compacted=True, rewritten=n,
        pending_before=before)


@memories_group.command("export")
@click.option("--user", "-u", "user_id", required=True, help="Whose memories.")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True), default=None,
              help="File to write (default: stdout).")
@click.pass_context
def memories_export(ctx: click.Context, user_id: str, output: str | None) -> None:
    """Every memory of the user as JSON lines."""
    from retrieve import memories

    from utils.ledger import verify_read

    _, store, _ = _open(ctx)
    with store:
        verify_read(store, user_id)  # an export of a damaged store must not look like "no memories"
        lines = list(memories.export_lines(store, user_id))
    if output:
        with open(output, "w", encoding="utf-8") as f:
            f.writelines(line + "\n" for line in lines)
        click.echo(f"exported {len(lines)} memories to {output}", err=True)
    else:
        for line in lines:
            click.echo(line)


@click.command("reindex")
@click.option("--batch-size", type=click.IntRange(min=1), default=64, show_default=True,
              help="Gems embedded and written per batch (memory against speed).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def reindex_cmd(ctx: click.Context, batch_size: int, as_json: bool) -> None:
    """Re-embed every memory with the configured embedder into a fresh collection and swap it in."""
    from retrieve.reindex import reindex

    _, store, emb = _open(ctx, with_embedder=True)
    with store, _closing(emb):
        if sys.stderr.isatty() and not as_json:
            from rich.progress import Progress

            with Progress(transient=True) as bar:
                task = bar.add_task("re-embedding", total=None)
                out = reindex(store, emb, batch_size, lambda done, total: bar.update(task, completed=done, total=total))
        else:
            out = reindex(store, emb, batch_size)
    if as_json:
        import json

        click.echo(json.dumps({"gems": out.gems, "users": out.users, "old_embedder": out.old_embedder,
                               "new_embedder": out.new_embedder}))
        return
    click.echo(f"reindexed {out.gems} memories of {out.users} users: {out.old_embedder} -> {out.new_embedder}")


@click.group("review", invoke_without_command=True)
@click.option("--user", "-u", "user_id", default=None, help="Whose review queue (required to list it).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object: what waits and what the last run replaced.")
@click.pass_context
def review_group(ctx: click.Context, user_id: str | None, as_json: bool) -> None:
    """What waits for a user's decision (user setting confirm_conflicts) and what their last curate run replaced.

    \b
    Examples:
      true-recall review --user alice
      true-recall review resolve 3f197837 keep-old --user alice
    """
    if ctx.invoked_subcommand is not None:
        return
    if not user_id:
        raise click.UsageError("give --user (e.g. `true-recall review --user alice`)")
    import json

    from retrieve import review

    settings, store, _ = _open(ctx)
    with store:
        entries = review.queue(settings, store, user_id)
        at, pairs = review.replaced(settings, store, user_id)
    if as_json:
        click.echo(json.dumps({"user_id": user_id, "pending": [e.to_dict() for e in entries],
                               "replaced_at": at, "replaced": [p.to_dict() for p in pairs]}, ensure_ascii=False))
        return
    if not entries:
        click.echo(f"nothing waits for review for {user_id}")
    for e in entries:
        g = e.item.gem
        click.echo(f"{g.id[:8]}  {e.item.kind}  {g.date.isoformat()}  new: {g.gem}")
        if e.item.old_id:
            old = f"{e.old.date.isoformat()}  old: {e.old.gem}" if e.old else "old: (deleted since)"
            click.echo(f"          would replace {e.item.old_id[:8]}  {old}")
    if pairs:
        click.echo(f"replaced by the last curate run ({at}); undo with `true-recall memories unsupersede OLD --user "
                   f"{user_id}`:")
        for p in pairs:
            new = p.new.gem if p.new else "?"
            click.echo(f"  {p.old.id[:8]} {p.old.gem}  ->  {new}")


@review_group.command("resolve")
@click.argument("item_id")
@click.argument("choice", type=click.Choice(["keep-new", "keep-old", "keep-both"]))
@click.option("--user", "-u", "user_id", default=None, help="Whose review queue (default: the one given to review).")
@click.option("--json", "as_json", is_flag=True, help="What was done, as JSON.")
@click.pass_context
def review_resolve(ctx: click.Context, item_id: str, choice: str, user_id: str | None, as_json: bool) -> None:
    """Decide on one waiting memory: keep the new one (replacing the old), keep the old one, or keep both."""
    import json

    from retrieve import review

    user_id = user_id or (ctx.parent.params.get("user_id") if ctx.parent else None)
    if not user_id:
        raise click.UsageError("give --user (e.g. `true-recall review resolve ID keep-new --user alice`)")
    settings, store, emb = _open(ctx, with_embedder=choice != "keep-old")
    if emb is None:
        with store:
            done = review.resolve(settings, store, None, user_id, item_id, choice)
    else:
        with store, _closing(emb):
            done = review.resolve(settings, store, emb, user_id, item_id, choice)
    if as_json:
        click.echo(json.dumps(done, ensure_ascii=False))
        return
    what = {"keep-new": "kept the new memory" + (f", it replaces {done['replaced'][:8]}" if done["replaced"] else ""),
            "keep-old": "dropped the new memory, the old one stands",
            "keep-both": "kept the new memory beside the old one"}[choice]
    click.echo(f"{done['id'][:8]}: {what}")


COMMANDS: list[click.Command] = [search_cmd, serve_cmd, memories_group, reindex_cmd, users_cmd, review_group]
