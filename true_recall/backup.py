"""`true-recall backup DIR`, `restore DIR` and `ledger --accept`: keep memories through a lost disk or store.

A backup folder holds ``gems.jsonl`` (every gem with its dense vector), ``redis.jsonl`` (the buffer:
staged turns, checkpoints, intent records, the ledger) and ``manifest.json`` (when, what, how many).
Backup holds the curation lock, so no curator trims turns while the snapshot is taken; the capture daemon
may keep running (utils/snapshot.py says why that is consistent). For cron, e.g. nightly after curation:

    15 5 * * *  true-recall backup /var/backups/true-recall/$(date +\\%F) && \\
                find /var/backups/true-recall -maxdepth 1 -mtime +14 -exec rm -r {} +

Restore writes the gems into the configured store (an empty one, or with ``--replace`` after dropping
what is there), restores the Redis keys that do not exist yet (newer state wins), and sets the ledger to
what the store now holds.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import click

from utils.command import settings_from


def _lock(settings):  # type: ignore[no-untyped-def]
    from curate.lock import CurateLock
    from utils.keys import Keys
    from utils.redis_conn import connect

    r = connect(settings)
    return r, CurateLock(r, Keys(settings.redis.key_prefix).curate_lock(), settings.curate.lock_ttl_s)


@click.command("backup")
@click.argument("directory", type=click.Path(file_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def backup_cmd(ctx: click.Context, directory: str, as_json: bool) -> None:
    """Snapshot the store and the Redis buffer into DIRECTORY (new or empty); safe while capture runs."""
    from utils.keys import Keys
    from utils.snapshot import GEMS_FILE, MANIFEST_FILE, REDIS_FILE, dump_redis, dump_store
    from utils.store import open_store

    settings = settings_from(ctx)
    out = Path(directory).expanduser()
    if out.exists() and any(out.iterdir()):
        raise click.UsageError(f"{out} is not empty: give a new folder for each backup")
    from utils.fsmode import private_dir

    private_dir(out)  # a backup holds every user's memories: 0700, its files 0600 (umask 077)
    r, lock = _lock(settings)
    with lock, open_store(settings) as store:
        info = store.info()
        with (out / f"{GEMS_FILE}.tmp").open("w", encoding="utf-8") as f:
            gems = dump_store(store, f)
        with (out / f"{REDIS_FILE}.tmp").open("w", encoding="utf-8") as f:
            keys = dump_redis(r, Keys(settings.redis.key_prefix), f)
    manifest = {
        "created_at": datetime.now(timezone.utc).isoformat(), "key_prefix": settings.redis.key_prefix,
        "store": {"backend": info.backend, "location": info.location, "collection": info.collection,
                  "embedder": info.embedder, "dim": info.dim},
        "gems_per_user": gems, "redis_keys": keys,
    }
    # The manifest last, and the data files renamed into place first: a folder with a manifest is complete.
    for name in (GEMS_FILE, REDIS_FILE):
        (out / f"{name}.tmp").replace(out / name)
    (out / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    from utils.erasure import record_backup

    record_backup(settings.data_path, out, gems)  # forgetting names the copies it cannot reach
    if as_json:
        click.echo(json.dumps({"directory": str(out), "gems": gems, "redis_keys": keys}))
        return
    click.echo(f"backed up {sum(gems.values())} gems of {len(gems)} users and {keys} Redis keys to {out}")


@click.command("restore")
@click.argument("directory", type=click.Path(exists=True, file_okay=False))
@click.option("--replace", is_flag=True, help="Drop the store's current contents first (a damaged store).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def restore_cmd(ctx: click.Context, directory: str, replace: bool, as_json: bool) -> None:
    """Restore a backup: gems into the store, missing Redis keys into the buffer; the ledger follows."""
    from utils.ledger import Ledger
    from utils.keys import Keys
    from utils.snapshot import GEMS_FILE, MANIFEST_FILE, REDIS_FILE, load_redis, load_store
    from utils.store import open_store

    settings = settings_from(ctx)
    src = Path(directory).expanduser()
    try:
        manifest = json.loads((src / MANIFEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise click.ClickException(f"{src} is not a complete true-recall backup (manifest.json: {e})") from e
    # The store is rebuilt with the backup's embedder; if the config names another, search says so and
    # `true-recall reindex` converts it.
    want = manifest.get("store", {})
    r, lock = _lock(settings)
    # lazy: a damaged store must not fail at open, --replace is the way out of it
    with lock, open_store(settings, lazy=True) as store:
        try:
            present = store.count()
        except Exception as e:  # noqa: BLE001 - a damaged store may not even count
            if not replace:
                raise click.ClickException(f"the store cannot be read ({e}); pass --replace to drop it") from e
            present = -1
        if present and not replace:
            raise click.ClickException(f"the store already holds {present} gems; pass --replace to drop them first")
        if replace:
            store.drop()
        if want.get("embedder"):
            store.ensure(want["embedder"], int(want["dim"]))
        # Tombstones live beside the store's shard, so they outlast --replace: a gem its owner deleted after
        # the backup was taken stays deleted (utils/store/tombstones.py).
        graves: dict = {}

        def keep(g) -> bool:  # type: ignore[no-untyped-def]
            if g.user_id not in graves:
                graves[g.user_id] = store.graveyard(g.user_id)
            return not graves[g.user_id].buried(g, g.id)

        gems = load_store(store, src / GEMS_FILE, keep)
        restored, kept = load_redis(r, src / REDIS_FILE, manifest.get("key_prefix"), settings.redis.key_prefix)
        Ledger(r, Keys(settings.redis.key_prefix), mirror=store.counts_path).reset(store.users())
    if as_json:
        click.echo(json.dumps({"gems": gems, "redis_keys_restored": restored, "redis_keys_kept": kept}))
        return
    click.echo(f"restored {sum(gems.values())} gems of {len(gems)} users; {restored} Redis keys restored, "
               f"{kept} kept as they were (newer)")


@click.command("ledger")
@click.option("--accept", is_flag=True, required=True, help="Record what the store holds now as what it should hold.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (JSON).")
@click.pass_context
def ledger_cmd(ctx: click.Context, accept: bool, as_json: bool) -> None:
    """Accept a known loss: the store's current gem counts become the ledger's."""
    from utils.keys import Keys
    from utils.ledger import Ledger
    from utils.redis_conn import connect
    from utils.store import open_store

    settings = settings_from(ctx)
    r = connect(settings)
    ledger = Ledger(r, Keys(settings.redis.key_prefix))
    before = ledger.expected_all()
    with open_store(settings) as store:
        now = store.users()
        ledger.mirror = store.counts_path  # the store's own copy too, while its lock is held
        ledger.reset(now)
    users = sorted(set(before) | set(now))
    if as_json:
        click.echo(json.dumps({u: {"expected_before": before.get(u, 0), "now": now.get(u, 0)} for u in users}))
        return
    for u in users:
        click.echo(f"{u}: expected {before.get(u, 0)}, now {now.get(u, 0)}")


COMMANDS: list[click.Command] = [backup_cmd, restore_cmd, ledger_cmd]
