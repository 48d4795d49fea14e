"""`true-recall remember`, `true-recall serve` (with remember wired in) and `true-recall mcp`.

`serve` is retrieve's service (retrieve/serve.py) given the application layer's remember path as a hook:
retrieve may not import curate, which remember needs. `python -m retrieve serve` has every route but
POST /memories (501 there).
"""

from __future__ import annotations

import json
from datetime import datetime

import click

from utils.command import STATED_CATEGORY, settings_from


@click.command("remember")
@click.argument("text")
@click.option("--user", "-u", "user_id", required=True, help="Whose memory this is.")
@click.option("--category", type=STATED_CATEGORY, default=None, help="The memory's category (default: found from the text).")
@click.option("--importance", type=click.Choice(["low", "medium", "high"]), default=None,
              help="Default: high (the person asked for it to be kept).")
@click.option("--timestamp", type=click.DateTime(["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M:%S.%f%z"]), default=None,
              help="When it was said (ISO, with a UTC offset); default: now.")
@click.option("--json", "as_json", is_flag=True, help="What was stored, as JSON.")
@click.pass_context
def remember_cmd(ctx: click.Context, text: str, user_id: str, category: str | None, importance: str | None,
                 timestamp: datetime | None, as_json: bool) -> None:
    """Keep a statement now: redacted, checked, one memory per statement, searchable at once.

    When `true-recall serve` holds the embedded store, the statement is sent to it (POST /memories)."""
    from true_recall.remember import check_request, remember
    from utils.embed import open_embedder
    from utils.errors import StoreLocked
    from utils.store import open_store

    settings = settings_from(ctx)
    check_request(text, category, importance, timestamp)  # a bad argument fails before anything loads
    try:
        with open_store(settings, lock_wait_s=0.3, announce=False) as store:
            emb = open_embedder(settings)
            try:
                answer = remember(settings, store, emb, user_id, text, category, importance, timestamp).to_dict()
            finally:
                emb.close()
    except StoreLocked as e:
        from retrieve.client import ask_serve

        body = {"text": text, "user_id": user_id, "category": category, "importance": importance,
                "timestamp": timestamp.isoformat() if timestamp else None}
        got = ask_serve(settings, "POST", "/memories", json_body=body)
        if got is None:
            raise StoreLocked(f"the store is held by another process and no true-recall serve runs for this data "
                              f"folder: try again when it is done ({e})") from e
        answer = got
    if as_json:
        click.echo(json.dumps(answer, ensure_ascii=False))
        return
    for m in answer["memories"]:
        click.echo(f"remembered {m['id']}: {m['gem']}")
    for old in answer["superseded"]:
        click.echo(f"  replaces {old}")
    for s in answer["skipped"]:
        click.echo(f"  skipped ({s})")
    if answer.get("redactions"):
        click.echo(f"  {answer['redactions']} secret(s) redacted before anything was stored")


@click.command("serve")
@click.option("--host", default=None, help="Address to bind (default: serve.host, loopback).")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="Port (default: serve.port).")
@click.pass_context
def serve_cmd(ctx: click.Context, host: str | None, port: int | None) -> None:
    """Serve search, remember and memory management over HTTP, store and embedder kept warm."""
    from retrieve.serve import run
    from true_recall.remember import Rememberer

    settings = settings_from(ctx)
    run(settings, host, port, remember=Rememberer(settings))


@click.command("mcp")
@click.option("--user", "-u", "user_id", default=None, help="stdio: whose memories (default: mcp.user).")
@click.option("--http", "http", is_flag=True, help="Streamable HTTP on loopback; the user comes from the bearer token.")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="--http port (default: mcp.port).")
@click.pass_context
def mcp_cmd(ctx: click.Context, user_id: str | None, http: bool, port: int | None) -> None:
    """An MCP server over the memory (search, remember, forget, list, status) for Claude, Cursor, Codex ..."""
    from true_recall import mcp_server

    settings = settings_from(ctx)
    if http:
        if user_id:
            raise click.UsageError("--user is for stdio; over --http the user comes from the bearer token")
        mcp_server.run_http(settings, port or settings.mcp.port)
    else:
        user = user_id or settings.mcp.user
        if not user:
            raise click.UsageError("no user: give --user or set mcp.user in config.yaml")
        mcp_server.run_stdio(settings, user)


@click.command("settings")
@click.option("--user", "-u", "user_id", required=True, help="Whose settings.")
@click.argument("key", required=False, type=click.Choice(["memory_off", "excluded_categories", "excluded_topics",
                                                           "confirm_conflicts", "retention", "cleanup_below",
                                                           "cleanup_after_days"]))
@click.argument("value", required=False)
@click.option("--json", "as_json", is_flag=True, help="The settings as one JSON object.")
@click.pass_context
def settings_cmd(ctx: click.Context, user_id: str, key: str | None, value: str | None, as_json: bool) -> None:
    """A user's own settings: show them, or set KEY to VALUE.

    \b
    memory_off true|false            true: nothing of theirs is captured, curated or returned by search
    excluded_categories health,...   categories the curator never keeps ("" for none)
    excluded_topics health,finance   topics the curator never keeps: a known topic (health, finance, ...) by its
                                     word list, any other entry as your own word or phrase ("" for none)
    confirm_conflicts true|false     true: a new memory that would replace a kept one, or a low-confidence one,
                                     waits for `true-recall review` (keep new / keep old / keep both)
    retention forever|1y|90d         memories said longer ago are cleaned up by the nightly curator
    cleanup_below off|medium|high    clean up memories of a lower importance that no search returned ...
    cleanup_after_days N             ... for N days (default 180); a clean-up is undone for 7 days
                                     (`true-recall memories cleaned`, `memories restore ID`)
    """
    from utils import user_settings

    settings = settings_from(ctx)
    if key is not None and value is None:
        raise click.UsageError(f"give the new value of {key} (e.g. `true-recall settings --user {user_id} {key} ...`)")
    us = (user_settings.change(settings, user_id, key, value) if key is not None and value is not None
          else user_settings.load(settings, user_id))
    if as_json:
        click.echo(json.dumps({"user_id": user_id, **us.to_dict()}, ensure_ascii=False))
        return
    click.echo(f"memory_off           {'true' if us.memory_off else 'false'}")
    click.echo(f"excluded_categories  {','.join(us.excluded_categories) or '(none)'}")
    click.echo(f"excluded_topics      {','.join(us.excluded_topics) or '(none)'}")
    click.echo(f"confirm_conflicts    {'true' if us.confirm_conflicts else 'false'}")
    click.echo(f"retention            {us.retention}")
    click.echo(f"cleanup_below        {us.cleanup_below}")
    click.echo(f"cleanup_after_days   {us.cleanup_after_days}")


COMMANDS: list[click.Command] = [remember_cmd, serve_cmd, mcp_cmd, settings_cmd]
