"""Per-user settings (issue 29): what a person decided about their own memory.

    memory_off           true: capture stages nothing of theirs, curate skips them, search returns nothing (and says so)
    excluded_categories  categories never kept (e.g. ["health"]): the curator drops such gems and counts them
    excluded_topics      topics never kept (e.g. ["health", "finance", "my ex"]): a known topic by its lexicon
                         (utils/topics.py), any other entry as a word or phrase; the curator drops such gems
    confirm_conflicts    true: a new gem that would replace a kept one, or a low-confidence one, waits in the review
                         queue for "keep new / keep old / keep both" (utils/review_queue.py)
    retention            forever | 1y | 90d: gems said longer ago are cleaned up by the nightly curator
    cleanup_below        off | medium | high: gems of a lower importance that no search returned for
                         cleanup_after_days (utils/usage.py; never returned: counted from when they were said)
                         are cleaned up by the nightly curator
    cleanup_after_days   the days of that clean-up (default 180)
    A clean-up is a soft delete, undone for UNDO_DAYS (utils/retention.py).

Stored with the user's data: one small JSON file per user, <data_dir>/user_settings/<user>.json (mode 0600 under the
process umask, written by atomic rename). Not in the store's metadata: the embedded store is held by one process at a
time (serve keeps it), and capture must read the setting on every batch without waiting for the store or loading an
embedder. Not in Redis: Redis is the buffer, with expiry, and a lost Redis must not turn memory back on. The limit:
with a Qdrant server shared by several machines, each machine's data folder holds its own copy (set it where capture
and curate run). Forgetting a user (`memories forget-user`) keeps the file: it holds no memory, and a person who
turned memory off and then had everything forgotten must not find it on again.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from schemas import CATEGORIES
from utils.config import Settings
from utils.errors import InputError

FOLDER = "user_settings"
KEYS = ("memory_off", "excluded_categories", "excluded_topics", "confirm_conflicts", "retention", "cleanup_below",
        "cleanup_after_days")
# An excluded topic: a known topic's name or the person's own word or phrase (letters, digits, spaces, - ' &).
_TOPIC = re.compile(r"[\w][\w '&-]{0,39}", re.UNICODE)
MAX_TOPICS = 50
RETENTION_DAYS: dict[str, int | None] = {"forever": None, "1y": 365, "90d": 90}
CLEANUP_BELOW = ("off", "medium", "high")  # "medium": low gems may go; "high": low and medium
_PLAIN = re.compile(r"[A-Za-z0-9_.@-]{1,80}")


@dataclass(frozen=True)
class UserSettings:
    memory_off: bool = False
    excluded_categories: tuple[str, ...] = field(default_factory=tuple)
    excluded_topics: tuple[str, ...] = field(default_factory=tuple)
    confirm_conflicts: bool = False
    retention: str = "forever"
    cleanup_below: str = "off"
    cleanup_after_days: int = 180

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["excluded_categories"] = list(self.excluded_categories)
        d["excluded_topics"] = list(self.excluded_topics)
        return d


def path(settings: Settings, user_id: str) -> Path:
    """The user's file; a user id that is not a plain file name is hashed (no path tricks, no collisions)."""
    if not user_id:
        raise InputError("user_id is required")
    name = user_id if _PLAIN.fullmatch(user_id) and not user_id.startswith(".") else (
        "sha256-" + hashlib.sha256(user_id.encode()).hexdigest())
    return settings.data_path / FOLDER / f"{name}.json"


def load(settings: Settings, user_id: str) -> UserSettings:
    """The user's settings (the defaults when none were saved). A damaged file is an error, not the defaults:
    reading it as "memory on" would keep what the person turned off."""
    p = path(settings, user_id)
    try:
        raw = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        return UserSettings()
    try:
        data = json.loads(raw)
        return UserSettings(memory_off=_bool(data.get("memory_off", False)),
                            excluded_categories=_categories(data.get("excluded_categories", [])),
                            excluded_topics=_topics(data.get("excluded_topics", [])),
                            confirm_conflicts=_bool(data.get("confirm_conflicts", False), "confirm_conflicts"),
                            retention=_choice("retention", data.get("retention", "forever"), tuple(RETENTION_DAYS)),
                            cleanup_below=_choice("cleanup_below", data.get("cleanup_below", "off"), CLEANUP_BELOW),
                            cleanup_after_days=_days(data.get("cleanup_after_days", 180)))
    except (ValueError, AttributeError, InputError) as e:
        raise InputError(f"the settings file {p} is damaged ({e}); fix or delete it "
                         f"(`true-recall settings --user {user_id} memory_off true` rewrites it)") from e


def save(settings: Settings, user_id: str, us: UserSettings) -> None:
    p = path(settings, user_id)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_suffix(f".tmp{os.getpid()}")
    tmp.write_text(json.dumps({"user_id": user_id, **us.to_dict()}, ensure_ascii=False, indent=2) + "\n",
                   encoding="utf-8")
    tmp.replace(p)


def change(settings: Settings, user_id: str, key: str, value: str) -> UserSettings:
    """Set one key from its text form (the CLI's and the page's): memory_off true|false, excluded_categories
    "health,relationship" (empty: none), excluded_topics "health,finance,my ex" (empty: none), confirm_conflicts
    true|false. InputError names what is wrong; nothing is written then."""
    us = load(settings, user_id)
    if key == "memory_off":
        new = replace(us, memory_off=_bool(value))
    elif key == "excluded_categories":
        items = [c.strip().lower() for c in value.split(",") if c.strip()]
        new = replace(us, excluded_categories=_categories(items))
    elif key == "excluded_topics":
        new = replace(us, excluded_topics=_topics([t for t in value.split(",") if t.strip()]))
    elif key == "confirm_conflicts":
        new = replace(us, confirm_conflicts=_bool(value, "confirm_conflicts"))
    elif key == "retention":
        new = replace(us, retention=_choice(key, value.strip().lower(), tuple(RETENTION_DAYS)))
    elif key == "cleanup_below":
        new = replace(us, cleanup_below=_choice(key, value.strip().lower(), CLEANUP_BELOW))
    elif key == "cleanup_after_days":
        new = replace(us, cleanup_after_days=_days(value))
    else:
        raise InputError(f"unknown setting {key!r}; settings: {', '.join(KEYS)}")
    save(settings, user_id, new)
    return new


def change_many(settings: Settings, user_id: str, values: dict[str, object]) -> UserSettings:
    """Set several keys at once (HTTP PUT): each value in its JSON form (a bool, a list of strings). Every value is
    checked before anything is written; InputError names the first bad one."""
    unknown = sorted(set(values) - set(KEYS))
    if unknown:
        raise InputError(f"unknown setting {', '.join(map(repr, unknown))}; settings: {', '.join(KEYS)}")
    us = load(settings, user_id)
    # Each key's check of its JSON form (another key adds its own entry here).
    parse: dict[str, Callable[[object], object]] = {
        "memory_off": lambda v: _bool(v, "memory_off"), "confirm_conflicts": lambda v: _bool(v, "confirm_conflicts"),
        "excluded_categories": _categories, "excluded_topics": _topics,
        "retention": lambda v: _choice("retention", v, tuple(RETENTION_DAYS)),
        "cleanup_below": lambda v: _choice("cleanup_below", v, CLEANUP_BELOW),
        "cleanup_after_days": _days}
    new = {key: parse[key](v) for key, v in values.items()}
    out = replace(us, **new)
    save(settings, user_id, out)
    return out


def _topics(v: object) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(t, str) for t in v):
        raise InputError("excluded_topics: a list of topics (a known topic's name or your own word or phrase)")
    out = []
    for t in v:
        t = " ".join(t.split()).lower()
        if not _TOPIC.fullmatch(t):
            raise InputError(f"excluded_topics: {t!r} is not a topic: a word or short phrase (at most 40 letters, "
                             "digits, spaces, - ' &)")
        out.append(t)
    if len(set(out)) > MAX_TOPICS:
        raise InputError(f"excluded_topics: at most {MAX_TOPICS} topics")
    return tuple(sorted(set(out)))


def _bool(v: object, key: str = "memory_off") -> bool:
    if isinstance(v, bool):
        return v
    if isinstance(v, str) and v.strip().lower() in ("true", "on", "yes", "1"):
        return True
    if isinstance(v, str) and v.strip().lower() in ("false", "off", "no", "0"):
        return False
    raise InputError(f"{key}: {v!r} is not true or false")


def _categories(v: object) -> tuple[str, ...]:
    if not isinstance(v, list) or not all(isinstance(c, str) for c in v):
        raise InputError("excluded_categories: a list of category names")
    bad = sorted(set(v) - set(CATEGORIES))
    if bad:
        raise InputError(f"excluded_categories: unknown {', '.join(bad)}; categories: {', '.join(sorted(CATEGORIES))}")
    return tuple(sorted(set(v)))


def _choice(key: str, v: object, allowed: tuple[str, ...]) -> str:
    if not isinstance(v, str) or v not in allowed:
        raise InputError(f"{key}: {v!r} is not one of {', '.join(allowed)}")
    return v


def _days(v: object) -> int:
    try:
        n = int(v) if isinstance(v, (int, str)) and not isinstance(v, bool) else -1
    except ValueError:
        n = -1
    if n < 1:
        raise InputError(f"cleanup_after_days: {v!r} is not a whole number of days (at least 1)")
    return n
