"""Redacting what is already kept, after the rules improved (`true-recall scrub`), and checking a file
against the rules (`true-recall redact-check`).

Scrub walks everything true-recall keeps that holds text: buffered turns, the pairing state in capture
checkpoints, quarantine records, the last run report, and every gem (gem, context, snippet; a changed text is
re-embedded). When any gem changed, an embedded store is compacted so the old bytes leave its segment files.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from curate.curator import redact_gem, redact_turn
from retrieve import memories
from retrieve.reindex import compact
from utils.buffer import Buffer
from utils.config import Settings
from utils.keys import Keys
from utils.redact import find_secrets, redact, redact_all, redact_tree, unescape_json_text


@dataclass
class Scrubbed:
    turns: int = 0
    checkpoints: int = 0
    quarantine: int = 0
    reports: int = 0
    gems: int = 0
    queued: int = 0  # gems waiting for review (utils/review_queue.py) redacted again
    compacted: int = 0
    users: list[str] = field(default_factory=list)
    redis_files: list[str] = field(default_factory=list)  # what was rewritten of Redis' files
    secrets_searched: int = 0
    found: dict[str, int] = field(default_factory=dict)  # place -> secrets a raw-byte search still found there
    # The secrets redacted, to search for afterwards; never printed, never written.
    secrets: set[str] = field(default_factory=set, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "secrets"}

    def seen(self, text: str) -> str:
        """Note the secrets in a text (to search for once they are redacted); returns the text."""
        self.secrets.update(text[s:e] for s, e, _k in find_secrets(text))
        return text


def scrub_redis(settings: Settings, r: Any) -> Scrubbed:
    """Re-redact the buffer, checkpoints, quarantine records and the last run report."""
    out = Scrubbed()
    keys = Keys(settings.redis.key_prefix)
    buf = Buffer(r, keys, settings.redis.ttl_hours)
    users = set(buf.users())
    for key in r.scan_iter(match=keys.checkpoints_pattern("*"), count=500):
        users.add(_user_of(key, keys))
    for key in r.scan_iter(match=keys.quarantine("*"), count=500):
        users.add(_user_of(key, keys))
    for user in sorted(u for u in users if u):
        turns = buf.turns(user, include_curated=True)
        changed = [n for t in turns if (n := redact_turn(t)) is not t]
        for t in turns:
            out.seen(t.user_text), out.seen(t.assistant_text)
        out.turns += buf.rewrite_turns(user, changed)
        out.checkpoints += buf.rewrite_checkpoint_texts(user, lambda x: redact_all(out.seen(x)))
        out.quarantine += buf.rewrite_quarantine(
            user, lambda q: {k: (redact_all(out.seen(unescape_json_text(v))) if k in ("line", "detail") else v)
                             for k, v in q.items()})
        out.users.append(user)
    raw = r.get(keys.last_run())
    if raw is not None:
        rep = json.loads(raw)
        new = redact_tree(rep)
        if new != rep:
            r.set(keys.last_run(), json.dumps(new, ensure_ascii=False), xx=True, keepttl=True)
            out.reports += 1
    return out


def _user_of(key: str, keys: Keys) -> str:
    # Keys hold the user in a hash tag: <prefix>:{user}:...
    start, end = key.find("{"), key.find("}")
    return key[start + 1 : end] if 0 <= start < end else ""


def scrub_store(settings: Settings, store: Any, embedder_factory: Any,
                out: Scrubbed | None = None) -> tuple[int, int]:
    """Re-redact every gem; returns (gems changed, gems rewritten by compaction). out: notes the secrets."""
    changed = 0
    embedder = None
    for user in sorted(store.users()):
        for g in list(store.scroll(user)):
            new = redact_gem(g)
            if new is g:
                continue
            if out is not None:
                for text in (g.gem, g.context, g.snippet):
                    out.seen(text or "")
            texts = {k: getattr(new, k) for k in ("gem", "context") if getattr(new, k) != getattr(g, k)}
            if texts:
                embedder = embedder or embedder_factory()
                memories.edit_gem(store, embedder, user, g.id, texts, record=False)
            if new.snippet != g.snippet:
                store.set_fields(user, g.id, {"snippet": new.snippet})
            changed += 1
    compacted = compact(store) if changed else 0
    return changed, compacted


def scrub_review_queue(settings: Settings, out: Scrubbed | None = None) -> int:
    """Re-redact the gems waiting for review (they are kept too, in the data folder); returns how many changed."""
    from utils import review_queue

    def change(g: Any) -> Any:
        new = redact_gem(g)
        if new is not g and out is not None:
            for text in (g.gem, g.context, g.snippet):
                out.seen(text or "")
        return new

    return review_queue.rewrite_all(settings, change)
def scrub_cleaned(settings: Settings, out: Scrubbed | None = None) -> int:
    """Re-redact the gems the nightly clean-up holds for undo (utils/retention.py), a copy out of the store;
    returns how many changed."""
    from utils import retention

    changed = 0
    for user in retention.users(settings):
        entries = retention.cleaned(settings, user)
        new = []
        for c in entries:
            g = redact_gem(c.gem)
            if g is not c.gem:
                changed += 1
                if out is not None:
                    for text in (c.gem.gem, c.gem.context, c.gem.snippet):
                        out.seen(text or "")
            new.append(retention.Cleaned(g, c.cleaned_at, c.reason))
        if new != entries:
            retention.rewrite(settings, user, new)
    return changed


def erase_scrubbed(settings: Settings, r: Any, out: Scrubbed) -> None:
    """After scrub: Redis' files rewritten (the AOF kept the unredacted values), then the data folder and
    Redis searched, raw bytes, for the secrets just redacted (utils/erasure.py)."""
    from utils.erasure import Needles, backups, rewrite_persistence, scan_folder, scan_redis

    out.redis_files = rewrite_persistence(r, settings.data_path / "redis" if settings.redis.embedded else None)
    needles = Needles.of(out.secrets, min_len=SECRET_MIN)
    held = [Path(b["path"]) for b in backups(settings.data_path)]
    files, _n, _b = scan_folder(settings.data_path, needles, skip=held)
    keys, _k = scan_redis(r, settings.redis.key_prefix, needles)
    out.secrets_searched = needles.searched
    out.found = {**{f"file:{k}": len(v) for k, v in files.items()}, **{f"redis:{k}": len(v) for k, v in keys.items()}}


# A secret is distinctive even when short (a password): searched for from this length on.
SECRET_MIN = 6


# ---- redact-check ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Finding:
    line: int
    start: int
    end: int
    kind: str
    masked: str


def mask(secret: str) -> str:
    """Enough to recognise a secret without showing it: its first two characters and its length."""
    return f"{secret[:2]}{'*' * min(8, max(1, len(secret) - 2))} ({len(secret)} chars)"


def check_lines(lines: Iterable[str]) -> Iterator[tuple[int, str, list[Finding]]]:
    """For every line holding a secret: (line number, redacted line, findings). JSON escapes are undone
    first, so a transcript line (JSONL) is checked as capture sees its text."""
    for n, raw in enumerate(lines, 1):
        text = unescape_json_text(raw.rstrip("\n"))
        spans = find_secrets(text)
        if spans:
            yield n, redact(text)[0], [Finding(n, s, e, k, mask(text[s:e])) for s, e, k in spans]


def kinds(findings: Iterable[Finding]) -> Counter[str]:
    return Counter(f.kind for f in findings)
