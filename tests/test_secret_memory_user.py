"""A secret cut in one session of a user is cut when it reappears in another session (another file, another
run) of the same user: capture keeps keyed fingerprints per user in Redis (keys.secret_fps), never the text;
another user's equal text is not matched by them; forgetting the user deletes them."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import redis

from bench.sessions import T0, header, message
from capture.backfill import backfill
from capture.pairing import Pairer
from capture.parser import Entry
from utils.buffer import SECRET_FPS_MAX, SECRET_FPS_TTL_S, Buffer, without_secret_memory
from utils.config import Settings
from utils.keys import Keys
from utils.redact import SecretMemory, UserFingerprints

# Found by its keyword only (no rule cuts it alone): only memory can cut a later bare mention.
PW = "tr0ub4dor-h0rse"


def session(path: Path, sid: str, said: list[str], minute: int = 0) -> None:
    lines = [header(sid)]
    for i, text in enumerate(said):
        ts = T0 + timedelta(minutes=minute + i)
        lines.append(message(f"{sid}-u{i}", "user", text, ts))
        lines.append(message(f"{sid}-a{i}", "assistant", "Noted.", ts + timedelta(seconds=5), stopReason="stop"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def all_text(buf: Buffer, user: str) -> str:
    return "\n".join(t.user_text + "\n" + t.assistant_text for t in buf.turns(user, include_curated=True))


def test_a_mention_alone_is_not_cut_without_memory() -> None:
    # The premise of the tests below: the bare repeat is cut by memory, not by a rule.
    assert SecretMemory("alice").redact(f"did {PW} work on the new laptop?", True)[1] == 0


def test_a_secret_from_one_session_is_cut_in_another_session_and_run(settings: Settings,
                                                                    redis_client: redis.Redis,
                                                                    key_prefix: str) -> None:
    keys = Keys(key_prefix)
    d = settings.capture.sources[0].path
    session(Path(d) / "monday.jsonl", "monday", [f"my password is {PW}", "thanks"])
    assert backfill(settings, redis_client, [d], progress=False).turns_staged == 2
    fps = redis_client.zrange(keys.secret_fps("alice"), 0, -1)
    assert len(fps) == 1 and PW not in fps[0]  # a keyed hash, not the text
    ttl = redis_client.ttl(keys.secret_fps("alice"))
    assert 0 < ttl <= SECRET_FPS_TTL_S

    # A later run, another session file (another conversation): the bare repeat is cut.
    session(Path(d) / "friday.jsonl", "friday", [f"did {PW} work on the new laptop?"], minute=60)
    assert backfill(settings, redis_client, [d], progress=False).turns_staged == 1
    buf = Buffer(redis_client, Keys(key_prefix), settings.redis.ttl_hours)
    text = all_text(buf, "alice")
    assert PW not in text and "did [REDACTED:repeated] work" in text
    for key in redis_client.scan_iter(match=f"{key_prefix}:*"):
        if redis_client.type(key) == "string":
            assert PW not in (redis_client.get(key) or "")

    # Another user saying the same words: alice's fingerprints are keyed to alice and do not apply.
    bob = Path(d).parent / "bob"
    session(bob / "b.jsonl", "b", [f"did {PW} work on the new laptop?"])
    backfill(settings, redis_client, [bob], user="bob", progress=False)
    assert PW in all_text(buf, "bob")
    assert redis_client.exists(keys.secret_fps("bob")) == 0

    # Forgetting alice deletes her fingerprints, and those her checkpoints kept.
    buf.forget_user("alice")
    buf.rewrite_checkpoints("alice", without_secret_memory)
    assert redis_client.exists(keys.secret_fps("alice")) == 0
    assert all('"fp"' not in (redis_client.get(k) or "") for k in redis_client.scan_iter(
        match=keys.checkpoints_pattern("alice")))


def test_fingerprints_stay_bounded(redis_client: redis.Redis, key_prefix: str) -> None:
    buf = Buffer(redis_client, Keys(key_prefix), 48)
    fps = [f"{i:024x}" for i in range(SECRET_FPS_MAX + 10)]
    buf.commit("carol", [], None, secret_fps=fps[: SECRET_FPS_MAX // 2])
    buf.commit("carol", [], None, secret_fps=fps[SECRET_FPS_MAX // 2 :])
    kept = buf.secret_fingerprints("carol")
    assert len(kept) == SECRET_FPS_MAX and set(kept) <= set(fps)


def test_pairers_of_one_user_share_what_they_remember() -> None:
    # Two conversations of one capture process (e.g. two files in one backfill): no Redis round trip needed.
    shared = UserFingerprints()
    a = Pairer("alice", "a", "conv-a", user_secrets=shared)
    b = Pairer("alice", "b", "conv-b", user_secrets=shared)
    a.feed(Entry(kind="message", role="user", text=f"the vpn password is {PW}", timestamp=T0, id="1"), 0)
    assert shared.take_new() and shared.take_new() == []  # handed once to the batch that found it
    b.feed(Entry(kind="message", role="user", text=f"is {PW} still valid?", timestamp=T0, id="2"), 0)
    assert PW not in str(b.state()) and PW not in b.pending["u"]  # type: ignore[index]
