"""`true-recall status`: what each stage last did, gathered from Redis and the store.

Every part is gathered on its own; a part whose backend is down reports its error instead of
failing the whole status (an operator runs status precisely when something is wrong).
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from typing import Any

import redis

from utils.config import Settings
from utils.keys import Keys


def _part(fn: Any) -> Any:
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - status shows every failure as data
        return {"error": f"{type(e).__name__}: {e}"}


def _file_lag(cp: dict[str, Any], user: str) -> dict[str, Any]:
    """One checkpoint as a row: whose, which file, how far read, and how much is left to read.

    Lag is measured only against the file the checkpoint is of (same device and inode): a path that
    now holds another file (rotated, replaced) says so instead of showing a lag that never goes away.
    """
    path = cp.get("path")
    offset = int(cp.get("offset", 0))
    row: dict[str, Any] = {"user": user, "path": path, "offset": offset}
    try:
        st = os.stat(path) if path else None
    except OSError:
        st = None
    if st is None:
        row.update(size=None, lag_bytes=None, note="file gone (rotated or deleted)")
    elif (cp.get("dev"), cp.get("ino")) not in ((None, None), (st.st_dev, st.st_ino)):
        row.update(size=None, lag_bytes=None, note="path now holds another file; this checkpoint is of the earlier one")
    else:
        row.update(size=st.st_size, lag_bytes=max(0, st.st_size - offset))
    return row


def _sources(settings: Settings, db_seq: dict[str, dict[str, int]]) -> list[dict[str, Any]]:
    """Each configured source: which storage it found (JSONL or OpenClaw's SQLite store) and its state."""
    from pathlib import Path

    from capture.sqlite_source import describe, find_db

    out = []
    for src in settings.capture.sources:
        path = Path(src.path).expanduser()
        db = find_db(path)
        seqs = db_seq.get(str(db), {}) if db else {}
        row = {"user_id": src.user_id, "agent": src.agent, **_part(lambda: describe(src.kind, path, seqs))}
        if not path.exists():
            # Configured but absent: the daemon waits for it (a new install), which is worth saying.
            row["missing"] = f"{path} does not exist"
        out.append(row)
    return out


def gather(settings: Settings) -> dict[str, Any]:
    """Status as a JSON-able dict."""
    from utils.buffer import Buffer
    from utils.redis_conn import connect, describe
    from utils.redis_idle import describe_embedded, read_state

    keys = Keys(settings.redis.key_prefix)
    out: dict[str, Any] = {"redis": describe(settings)}
    # Read before this command connects: its own connection is use and starts the idle clock again.
    idle_state = read_state(settings.data_path / "redis") if settings.redis.embedded else None
    r = connect(settings)
    buf = Buffer(r, keys, settings.redis.ttl_hours)

    def capture() -> dict[str, Any]:
        hb = r.get(keys.heartbeat())
        ttl = r.ttl(keys.heartbeat())
        stats = r.hgetall(keys.capture_stats())
        # One row per file per user: the same file staged for two users has two checkpoints.
        by_key: dict[str, str] = {}
        for u in buf.users():
            by_key.update({key: u for key in buf.checkpoints(u)})
        files = []
        db_seq: dict[str, dict[str, int]] = {}  # database -> session id -> last staged seq
        for key, raw in sorted(buf.checkpoints().items()):
            # A user with checkpoints but no staged turn yet is not in the users set: show its key's tag.
            user = by_key.get(key) or key.split(":cp:", 1)[0].split(":", 1)[-1].strip("{}")
            try:
                cp = json.loads(raw)
                if cp.get("kind") == "openclaw-sqlite":
                    db_seq.setdefault(str(cp.get("db")), {})[str(cp["session_id"])] = int(cp["seq"])
                else:
                    files.append(_file_lag(cp, user))
            except (ValueError, TypeError, KeyError):
                files.append({"user": user, "checkpoint": raw[:200], "note": "unreadable checkpoint"})
        files.sort(key=lambda f: (str(f.get("path")), f["user"]))
        from capture.daemon import why_dead

        dead = why_dead(settings, r)  # a heartbeat restored from the AOF, or a dead daemon's, is not life
        return {
            "alive": dead is None,
            "not_alive": dead,
            "heartbeat": json.loads(hb) if hb else None,
            "heartbeat_ttl_s": ttl if hb else None,
            "stats": {k: int(v) for k, v in stats.items() if v.lstrip("-").isdigit()},
            "files": files,
            "sources": _sources(settings, db_seq),
            "unreadable": buf.unreadable(),  # path -> why capture cannot read it
        }

    def buffer() -> dict[str, Any]:
        users = {}
        for u in buf.users():
            oldest = buf.oldest(u)
            users[u] = {
                "staged": buf.size(u),
                "oldest": oldest.isoformat() if oldest else None,
                "quarantined": int(r.xlen(keys.quarantine(u))),
                **buf.states(u, settings.redis.expiry_warn_hours * 3600),  # pending, curated, expiring_soon, expired
            }
        return {"ttl_hours": settings.redis.ttl_hours, "users": users}

    def curation() -> Any:
        raw = r.get(keys.last_run())
        return json.loads(raw) if raw else None

    def store() -> dict[str, Any]:
        from utils.ledger import Ledger
        from utils.store import open_store
        from utils.store.compaction import pending

        with open_store(settings) as s:
            try:
                damaged = Ledger(r, keys).problems(s)  # first: a store too damaged for info() is still named
            except redis.RedisError:
                damaged = []  # Redis down: the ledger cannot be compared (the Redis parts say why)
            try:
                info = s.info()
                return {
                    "backend": info.backend, "location": info.location, "collection": info.collection,
                    "embedder": info.embedder, "dim": info.dim, "points": info.points, "gems_per_user": s.users(),
                    "damaged": damaged,
                    # Deleted gems whose bytes the store's files still hold until its compaction (None: none).
                    "erasure_pending": pending(s),
                }
            except Exception as e:  # noqa: BLE001 - status shows every failure as data
                # Only with damage named: a bare {"error"} is how status lists the part as down.
                return {"error": f"{type(e).__name__}: {e}", **({"damaged": damaged} if damaged else {})}

    def at_risk() -> list[str]:
        from utils.expiry import alarms

        return alarms(buf, buf.users(), settings.redis.expiry_warn_hours, r.get(keys.last_ok()),
                      settings.curate.lookback_hours, datetime.now(timezone.utc))

    def disk() -> list[str]:
        """Disks too full to write to: Redis' (it refuses every write) and the embedded store's."""
        from utils import diskfull

        found = []
        try:
            from utils.redis_conn import every_server, is_cluster_client

            # On a cluster each primary keeps its own files (a full disk on one refuses its slots' writes).
            servers = every_server(r)[0] if is_cluster_client(r) else [("", r)]
            for name, client in servers:
                info = client.info("persistence")
                bad = [k for k in ("aof_last_write_status", "rdb_last_bgsave_status") if info.get(k) == "err"]
                if bad:
                    where = f"Redis {name}" if name else "Redis"
                    found.append(diskfull.message(diskfull.redis_folder(settings), f"{where} cannot write its "
                                                  f"files ({', '.join(bad)}: err), so it refuses every write"))
        except (redis.RedisError, OSError):
            pass  # Redis down: its parts say so
        if not settings.qdrant.url:
            folder = settings.resolve(settings.qdrant.path or "store")
            free = diskfull.free_mb(folder)
            if free < settings.qdrant.min_free_mb:
                found.append(diskfull.message(folder, f"the store needs at least {settings.qdrant.min_free_mb:g} MB "
                                              "free to take new gems (qdrant.min_free_mb)", free=free))
        return found

    if settings.redis.embedded:
        out["embedded_redis"] = _part(lambda: describe_embedded(settings, r, idle_state or {}))
    out["capture"] = _part(capture)
    out["buffer"] = _part(buffer)
    out["last_curation"] = _part(curation)
    out["store"] = _part(store)
    # Memories at risk or gone: `true-recall status` exits 1 when this is not empty.
    risk = _part(at_risk)
    out["alarms"] = (risk if isinstance(risk, list) else [f"cannot check the buffer: {risk['error']}"]) + \
        list(out["store"].get("damaged") or []) + _permission_alarms(settings)
    full = _part(disk)
    out["alarms"] += full if isinstance(full, list) else [f"cannot check free space: {full['error']}"]
    out["embedder"] = {"backend": settings.embedder.backend, "model": settings.embedder.model, "dim": settings.embedder.dim}
    b = settings.curate.backend
    model = {"ollama": settings.ollama.model, "openai": settings.openai.model, "rules": "rules"}.get(b, b)
    out["curator"] = {"backend": b, "model": model}
    out["generated_at"] = datetime.now(timezone.utc).isoformat()
    # What monitoring needs: the parts that could not be read (status exits 1 when any is listed).
    out["down"] = [name for name in PARTS if isinstance(out[name], dict) and set(out[name]) == {"error"}]
    return out


def _permission_alarms(settings: Settings) -> list[str]:
    """Data another local user could read or change (group/other access, another owner) is an ALARM."""
    from utils.fsmode import loose

    bad = loose(settings.data_path) if settings.data_path.exists() else []
    if not bad:
        return []
    return [f"{len(bad)} paths under {settings.data_path} are open to other local users (e.g. {bad[0][0]}: "
            f"{bad[0][1]}); any true-recall command but status makes them owner-only (chmod -R go-rwx does too)"]


PARTS = ("capture", "buffer", "last_curation", "store")


def _stats(stats: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(stats.items())) or "none yet"


def render_text(st: dict[str, Any]) -> str:
    """A human summary of gather()'s dict."""
    lines = [f"Redis: {st['redis']}"]
    emb = st.get("embedded_redis")
    if emb and "error" in emb and len(emb) == 1:
        lines.append(f"  ERROR {emb['error']}")
    elif emb and emb.get("running"):
        idle = f", idle {emb['idle_for_s']:g} s before this command" if emb.get("idle_for_s") is not None else ""
        users = ", ".join(emb.get("kept_by") or []) or "no daemon or serve"
        lines.append(f"  running at {emb['url']} (pid {emb['pid']}), used by {users}{idle}; stops {emb['stops']}")
    elif emb:
        lines.append("  not running (the next command starts it)")
    if st.get("down"):
        lines.insert(0, f"DOWN: {', '.join(st['down'])} (see the errors below)")
    cap = st["capture"]
    if "error" in cap:
        lines.append(f"capture: ERROR {cap['error']}")
    else:
        alive = "alive" if cap["alive"] else f"NO HEARTBEAT ({cap.get('not_alive')})"
        lines.append(f"capture: {alive}; counts: {_stats(cap['stats'])}")
        for s in cap.get("sources", []):
            where = s.get("database") or s.get("path")
            more = f", {s['sessions']} sessions, {s['lag_rows']} rows to stage" if "sessions" in s else ""
            err = f" ERROR {s['error']}" if s.get("error") else ""
            err += f" WARNING {s['missing']} (the daemon waits for it)" if s.get("missing") else ""
            lines.append(f"  source {s.get('agent')} -> {s.get('user_id')}: {s.get('found')} (kind {s.get('kind')}) at {where}{more}{err}")
        for f in cap["files"]:
            lag = f.get("lag_bytes")
            where = f"offset {f.get('offset')}, lag {lag} bytes" if lag is not None else f"offset {f.get('offset')}"
            note = f" ({f['note']})" if f.get("note") else ""
            lines.append(f"  {f['user']}: {f.get('path')}: {where}{note}")
        for path, why in sorted(cap.get("unreadable", {}).items()):
            lines.append(f"  {path}: CANNOT READ ({why})")
    b = st["buffer"]
    if "error" in b:
        lines.append(f"buffer: ERROR {b['error']}")
    else:
        lines.append(f"buffer (TTL {b['ttl_hours']} h):")
        for u, row in b["users"].items():
            lines.append(f"  {u}: {row['staged']} staged ({row.get('pending', '?')} pending, {row.get('curated', '?')} "
                         f"curated, {row.get('expiring_soon', '?')} expiring soon, {row.get('expired', '?')} expired), "
                         f"oldest {row['oldest'] or '-'}, {row['quarantined']} quarantined")
    lc = st["last_curation"]
    if not lc:
        lines.append("last curation: never")
    elif "error" in lc and len(lc) == 1:
        lines.append(f"last curation: ERROR {lc['error']}")
    else:
        fails = lc.get("failures")
        lines.append(f"last curation: {lc.get('finished_at', '?')}, {'ok' if lc.get('ok') else 'FAILED'}, "
                     f"{lc.get('turns_read', '?')} turns read, {lc.get('kept', '?')} gems kept"
                     + (f", {len(fails) if isinstance(fails, list) else fails} failures" if fails else ""))
    s = st["store"]
    if "error" in s:
        lines.append(f"store: ERROR {s['error']}")
    else:
        emb = f"embedder {s['embedder']} ({s['dim']}-d)" if s.get("embedder") else "no embedder yet (nothing stored)"
        lines.append(f"store: {s['backend']} at {s['location']} ({s['collection']}), {s['points']} gems, {emb}")
        for u, n in sorted(s["gems_per_user"].items()):
            lines.append(f"  {u}: {n} gems")
        p = s.get("erasure_pending")
        if p:
            from utils.store.compaction import WHEN_COMPACTED

            lines.append(f"  erasure pending: {p.get('gems', 0)} deleted gems ({p.get('deletes', 0)} deletes since "
                         f"{p.get('since') or '?'}) are gone from search but their bytes stay in the store's files "
                         f"until its compaction: {WHEN_COMPACTED}")
    for a in st.get("alarms", []):
        lines.append(f"ALARM: {a}")
    lines.append(f"embedder: {st['embedder']['backend']} {st['embedder']['model']} ({st['embedder']['dim']}-d); curator: {st['curator']['backend']}")
    return "\n".join(lines)
