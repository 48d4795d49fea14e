"""Pure capture logic: parsing lines, cleaning noise, redacting secrets, pairing entries into turns."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.sessions import T0, header, message
from capture.cleaner import clean_text, is_noop
from capture.pairing import Pairer, conversation_from_name
from capture.parser import Entry, _parse_strict, parse_line, parse_timestamp
from schemas import Turn
from utils.errors import QuarantineError
from utils.redact import redact


def parse(line: str) -> Entry | None:
    return parse_line(line.encode())


def feed_all(p: Pairer, lines: list[str]) -> list[Turn]:
    out: list[Turn] = []
    off = 0
    for ln in lines:
        e = parse(ln)
        if e is not None:
            out.extend(p.feed(e, off))
        off += len(ln) + 1
    return out


# ---- parser ---------------------------------------------------------------------------------------


def test_header_and_message_blocks() -> None:
    h = parse(header("sess-1"))
    assert h is not None and h.kind == "session" and h.id == "sess-1"
    assert h.timestamp == T0
    m = parse(message("ab12cd34", "assistant", [
        {"type": "thinking", "thinking": "secret plan"},
        {"type": "text", "text": "Hello"},
        {"type": "toolCall", "id": "t1", "name": "bash", "arguments": {"cmd": "ls"}},
        {"type": "image", "data": "xx"},
        {"type": "text", "text": "World"},
    ], T0, stopReason="stop"))
    assert m is not None and m.kind == "message" and m.role == "assistant"
    assert m.text == "Hello\nWorld" and m.final and m.id == "ab12cd34"
    tool = parse(message("ab12cd35", "assistant", [{"type": "text", "text": "checking"}], T0, stopReason="toolUse"))
    assert tool is not None and not tool.final


@pytest.mark.parametrize("role", ["toolResult", "system", "developer"])
def test_noise_roles_are_skipped(role: str) -> None:
    e = parse(message("x1", role, "tool output", T0))
    assert e is not None and e.kind == "skip" and e.skipped == f"role:{role}"


@pytest.mark.parametrize("etype", ["model_change", "thinking_level_change", "compaction", "branch_summary",
                                   "custom", "custom_message", "label", "session_info"])
def test_known_non_conversation_types_are_skipped(etype: str) -> None:
    e = parse(json.dumps({"type": etype, "id": "aa", "timestamp": "2026-02-22T14:18:03Z"}))
    assert e is not None and e.kind == "skip" and e.skipped == etype


@pytest.mark.parametrize("raw,reason", [
    (b"{not json", "invalid_json"),
    (b"\xff\xfe{}", "bad_utf8"),
    (b'{"type":"hologram","id":"1"}', "unknown_type"),
    (b'{"type":"message","id":"1","message":{"content":"hi"}}', "no_role"),
    (b'{"type":"message","id":"1","message":{"role":"alien","content":"hi"}}', "unknown_role"),
    (b'{"type":"message","id":"1"}', "no_message"),
    (b'[1,2]', "not_an_object"),
    (b'{"id":"1"}', "no_type"),
    (b'{"type":"message","id":"1","timestamp":"yesterday","message":{"role":"user","content":"x"}}', "bad_timestamp"),
    (b'{"type":"message","id":"1","message":{"role":"user","content":42}}', "bad_content"),
    (b'{"type":"session"}', "bad_header"),
])
def test_bad_lines_raise_quarantine_with_reason(raw: bytes, reason: str) -> None:
    with pytest.raises(QuarantineError) as ei:
        parse_line(raw)
    assert ei.value.reason == reason


def test_overlong_line_and_blank_line() -> None:
    with pytest.raises(QuarantineError) as ei:
        parse_line(b"x" * 2000, max_line_bytes=1024)
    assert ei.value.reason == "line_too_long"
    assert parse_line(b"   ") is None


def test_timestamps_are_utc_and_naive_means_utc() -> None:
    assert parse_timestamp("2026-02-23T14:30:00+08:00") == datetime(2026, 2, 23, 6, 30, tzinfo=timezone.utc)
    naive = parse_timestamp("2026-02-23T14:30:00")
    assert naive == datetime(2026, 2, 23, 14, 30, tzinfo=timezone.utc) and naive.tzinfo is timezone.utc
    assert parse_timestamp(1771769883120) == datetime(2026, 2, 22, 14, 18, 3, 120000, tzinfo=timezone.utc)
    assert parse_timestamp(None) is None
    # message.timestamp (ms) is used when the entry has no ISO timestamp
    line = json.dumps({"type": "message", "id": "q", "message": {"role": "user", "content": "hi",
                                                                    "timestamp": 1771769883120}})
    e = parse(line)
    assert e is not None and e.timestamp == datetime(2026, 2, 22, 14, 18, 3, 120000, tzinfo=timezone.utc)


LINES = st.one_of(
    st.binary(max_size=300),
    st.text(max_size=300).map(str.encode),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
        lambda c: st.lists(c, max_size=4) | st.dictionaries(
            st.sampled_from(["type", "id", "message", "role", "content", "timestamp", "text", "stopReason"]) | st.text(max_size=5),
            c, max_size=5),
        max_leaves=20,
    ).map(lambda o: json.dumps(o).encode()),
    st.fixed_dictionaries({
        "type": st.sampled_from(["message", "session", "custom", "x"]),
        "id": st.text(max_size=8) | st.integers(),
        "timestamp": st.text(max_size=30) | st.integers(min_value=-10**20, max_value=10**20) | st.none(),
        "message": st.fixed_dictionaries({
            "role": st.sampled_from(["user", "assistant", "toolResult", "", "zz"]) | st.integers(),
            "content": st.text(max_size=50) | st.lists(st.dictionaries(st.sampled_from(["type", "text"]),
                                                                       st.text(max_size=10) | st.integers())),
        }),
    }).map(lambda o: json.dumps(o).encode()),
)


@settings(max_examples=300, deadline=None)
@given(LINES)
def test_fuzz_parser_raises_only_quarantine(raw: bytes) -> None:
    p = Pairer("u", "f.jsonl", "f", state=None)
    try:
        e = parse_line(raw, 1024)
        if e is not None:
            for t in p.feed(e, 0) + p.flush():
                # What reaches Redis must encode, and read back as a valid Turn.
                assert Turn.model_validate_json(t.to_json()) == t.to_turn()
    except QuarantineError:
        pass


# ---- cleaner --------------------------------------------------------------------------------------


def test_cleaner_strips_injected_metadata_stamps_and_thinking() -> None:
    raw = ("Conversation info (untrusted metadata):\n```json\n{\"message_id\": \"42\", \"chat\": \"tg\"}\n```\n\n"
           "Sender (untrusted metadata):\n```json\n{\"name\": \"Bob\"}\n```\n\n"
           "[Mon 2026-02-23 14:30 CST] Can you book the dentist? [thinking: the user wants X] Thanks\n"
           "[Tue 2026-02-24 09:00 GMT+8] also Friday")
    assert clean_text(raw) == "Can you book the dentist? Thanks\nalso Friday"
    assert clean_text("[2026-02-23 14:30:05 GMT+8] hi") == "hi"
    # brackets that are not stamps stay
    assert clean_text("see [the docs] and [1]") == "see [the docs] and [1]"


def test_noop_replies() -> None:
    assert is_noop("HEARTBEAT_OK", ["HEARTBEAT_OK", "NO_REPLY"])
    assert is_noop(" NO_REPLY\n", ["HEARTBEAT_OK", "NO_REPLY"])
    assert not is_noop("HEARTBEAT_OK but also the backup failed", ["HEARTBEAT_OK"])


# ---- redaction ------------------------------------------------------------------------------------

SECRETS = {
    "openai_key": "sk-abcdefghijklmnopqrstuvwxyz0123456789ABCD",
    "openai_proj": "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-xyz",
    "anthropic_key": "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    "aws_access_key": "AKIAIOSFODNN7EXAMPLE",
    "github_token": "ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij",
    "github_oauth": "gho_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij",
    "github_pat": "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
    "slack_token": "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrSt",
    "google_api_key": "AIzaSyA1234567890abcdefghijklmnopqrstuv",
    "stripe_key": "sk_live_51H8abcdefghijklmnopqrstuv",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
}
SECRET_TEXTS = [
    *(f"here is my key {v} please keep it" for v in SECRETS.values()),
    "curl -H 'Authorization: Bearer a8f5f167f44f4964e6c998dee827110c' https://api.example.com",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAsecretsecretsecret\nZZZZsecretline2\n-----END RSA PRIVATE KEY-----",
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAAsecretsecret\n-----END OPENSSH PRIVATE KEY-----",
    "password=hunter2secret",
    "passwd: hunter2secret",
    "DB_PASSWORD=hunter2secret",
    "token=hunter2secret",
    "secret = hunter2secret",
    "api_key=hunter2secret",
    '{"api_key": "hunter2secret"}',
    "我的密码：hunter2secret，别告诉别人",
    "服务器密钥: hunter2secret",
    "postgres://admin:hunter2secret@db.internal:5432/app",
    "redis://:hunter2secret@cache:6379/0",
    "mongodb+srv://bob:hunter2secret@cluster0.example.net/test",
]
SECRET_MARKERS = [*SECRETS.values(), "hunter2secret", "a8f5f167f44f4964e6c998dee827110c", "secretsecret"]


@pytest.mark.parametrize("text", SECRET_TEXTS)
def test_every_secret_kind_is_redacted(text: str) -> None:
    out, n = redact(text)
    assert n >= 1 and "[REDACTED:" in out
    for marker in SECRET_MARKERS:
        assert marker not in out, (marker, out)


@pytest.mark.parametrize("text", SECRET_TEXTS)
def test_staged_turn_names_its_rules_and_a_second_pass_cuts_nothing_more(text: str) -> None:
    """Capture marks each turn with the rules it redacted under (utils.redact.RULES_ID), and the curator
    skips a turn so marked: that is sound only if redacting the staged texts again changes nothing."""
    from utils.redact import RULES_ID

    p = Pairer("alice", "/s/sess-1.jsonl", "sess-1")
    turns = feed_all(p, [header("sess-1"), message("u1", "user", f"note: {text}", ts(1)),
                         message("a1", "assistant", f"Saved: {text}", ts(2), stopReason="stop"),
                         message("u2", "user", "thanks", ts(3))])
    t = turns[0]
    assert t.redacted_with == RULES_ID and "[REDACTED:" in t.user_text
    known: set[str] = set()
    assert redact(t.user_text, known=known)[0] == t.user_text
    assert redact(t.assistant_text, known=known)[0] == t.assistant_text


@pytest.mark.parametrize("text", [
    "the token bucket algorithm limits bursts",
    "let's design the password reset flow",
    "set max_tokens=4096 in the request",
    "the bearer of bad news",
    "my secret garden is lovely",
    "see https://example.com/path?x=1 for docs",
    "use the skeleton key approach",
    "密码学是一门学科",
])
def test_ordinary_text_is_not_mangled(text: str) -> None:
    assert redact(text) == (text, 0)


def test_redaction_keeps_the_surroundings() -> None:
    out, n = redact("connect with postgres://app:pw12345@db:5432/x then run password: s3cr3t now")
    assert out == ("connect with postgres://[REDACTED:connection_credentials]@db:5432/x then run "
                   "password: [REDACTED:password] now")
    assert n == 2


# ---- pairing --------------------------------------------------------------------------------------


def ts(s: int) -> datetime:
    return T0 + timedelta(seconds=s)


def test_pairing_joins_tool_use_chain_and_numbers_turns() -> None:
    lines = [
        header("sess-9"),
        json.dumps({"type": "model_change", "id": "m1", "timestamp": "2026-02-22T14:18:04Z"}),
        message("u1", "user", "First question", ts(1)),
        message("a1", "assistant", [{"type": "text", "text": "Let me check."},
                                    {"type": "toolCall", "id": "c", "name": "ls", "arguments": {}}], ts(2),
                stopReason="toolUse"),
        message("r1", "toolResult", [{"type": "text", "text": "file list"}], ts(3)),
        message("a2", "assistant", [{"type": "text", "text": "There are 3 files."}], ts(4), stopReason="stop"),
        message("u2", "user", "Second", ts(5)),
        message("a3", "assistant", "Sure.", ts(6), stopReason="stop"),
    ]
    p = Pairer("alice", "/s/sess-9.jsonl", "sess-9")
    turns = feed_all(p, lines)
    assert [t.turn_number for t in turns] == [1, 2]
    t1 = turns[0]
    assert t1.conversation_id == "sess-9" and t1.user_id == "alice"
    assert t1.user_text == "First question"
    assert t1.assistant_text == "Let me check.\n\nThere are 3 files."
    assert t1.timestamp == ts(1) and t1.reply_timestamp == ts(4)
    assert t1.turn_id == Turn.make_id("sess-9", "u1") and t1.entry_ids == ["u1", "a1", "a2"]
    assert p.counts["skipped"] == 2  # model_change, toolResult


def test_pending_user_survives_in_state_and_resumes() -> None:
    p = Pairer("alice", "f", "sess-x")
    assert feed_all(p, [header("sess-x"), message("u1", "user", "Hello?", ts(1))]) == []
    state = json.loads(json.dumps(p.state()))  # what the checkpoint stores
    assert state["p"]["u"] == "Hello?"
    p2 = Pairer("alice", "f", "sess-x", state=state)
    turns = feed_all(p2, [message("a1", "assistant", "Hi!", ts(2), stopReason="stop")])
    assert len(turns) == 1 and turns[0].user_text == "Hello?" and turns[0].assistant_text == "Hi!"
    assert turns[0].turn_number == 1 and turns[0].conversation_id == "sess-x"


def test_unanswered_user_is_emitted_when_the_next_user_speaks_and_on_flush() -> None:
    p = Pairer("alice", "f", "s")
    turns = feed_all(p, [header("s"), message("u1", "user", "one", ts(1)), message("u2", "user", "two", ts(2))])
    assert [(t.user_text, t.assistant_text) for t in turns] == [("one", "")]
    assert [t.user_text for t in p.flush()] == ["two"]


def test_noop_and_heartbeat_turns_are_dropped() -> None:
    p = Pairer("alice", "f", "s", noop_replies=["HEARTBEAT_OK", "NO_REPLY"])
    turns = feed_all(p, [
        header("s"),
        message("u1", "user", "Read HEARTBEAT.md if it exists.", ts(1)),
        message("a1", "assistant", "HEARTBEAT_OK", ts(2), stopReason="stop"),
        message("u2", "user", "real question", ts(3)),
        message("a2", "assistant", "real answer", ts(4), stopReason="stop"),
    ])
    assert [(t.turn_number, t.user_text) for t in turns] == [(1, "real question")]
    assert p.counts["noop"] == 1


def test_secrets_are_redacted_before_pending_state() -> None:
    p = Pairer("alice", "f", "s")
    feed_all(p, [header("s"), message("u1", "user", "my password=hunter2secret ok", ts(1))])
    assert "hunter2secret" not in json.dumps(p.state())
    turns = feed_all(p, [message("a1", "assistant", "noted sk-ant-api03-AbCdEfGhIjKlMnOpQrStUv", ts(2))])
    assert turns[0].redactions == 2 and b"hunter2secret" not in turns[0].to_json()
    assert p.redacted["password"] == 1 and p.redacted["anthropic_key"] == 1


def test_topic_files_and_missing_header() -> None:
    assert conversation_from_name("abc-topic-42") == ("abc-topic-42", "42")
    p = Pairer("alice", "f", "abc-topic-42")
    turns = feed_all(p, [header("abc"), message("u1", "user", "q", ts(1)), message("a1", "assistant", "a", ts(2))])
    assert turns[0].conversation_id == "abc-topic-42"
    # no header: the file stem is the conversation id; no ids: the byte offset is
    p = Pairer("alice", "f", "stem-only")
    line = json.dumps({"type": "message", "timestamp": "2026-02-22T14:18:03Z",
                       "message": {"role": "user", "content": "q"}})
    turns = feed_all(p, [line, message("a1", "assistant", "a", ts(2))])
    assert turns[0].conversation_id == "stem-only" and turns[0].turn_id == Turn.make_id("stem-only", "@0")


def test_message_without_any_timestamp_is_quarantined() -> None:
    p = Pairer("alice", "f", "s")
    e = parse(json.dumps({"type": "message", "id": "u", "message": {"role": "user", "content": "q"}}))
    assert e is not None
    with pytest.raises(QuarantineError) as ei:
        p.feed(e, 0)
    assert ei.value.reason == "no_timestamp"


def test_thinking_only_final_message_does_not_end_the_turn_and_late_text_is_kept() -> None:
    p = Pairer("alice", "f", "s")
    turns = feed_all(p, [
        header("s"),
        message("u1", "user", "q", ts(1)),
        message("a1", "assistant", [{"type": "thinking", "thinking": "..."}], ts(2), stopReason="stop"),
        message("a2", "assistant", "the answer", ts(3), stopReason="stop"),
        message("a3", "assistant", "one more thing", ts(4), stopReason="stop"),
    ])
    # staged at the first reply, then updated in place with the message that followed
    assert [(t.user_text, t.assistant_text, t.turn_number) for t in turns] == [
        ("q", "the answer", 1), ("q", "the answer\n\none more thing", 1)]
    assert turns[0].turn_id == turns[1].turn_id == Turn.make_id("s", "u1")
    assert p.updates == {turns[0].turn_id} and turns[1].entry_ids == ["u1", "a1", "a2", "a3"]
    # the next user message closes the turn; its own reply is a new turn
    more = feed_all(p, [message("u2", "user", "next", ts(5)), message("a4", "assistant", "ok", ts(6))])
    assert [(t.turn_number, t.assistant_text) for t in more] == [(2, "ok")]


def test_open_turn_survives_a_restart_and_keeps_joining() -> None:
    lines = [header("s"), message("u1", "user", "deploy it", ts(1)),
             message("a1", "assistant", "Deploying now.", ts(2), stopReason="stop"),
             message("a2", "assistant", [{"type": "toolCall", "id": "c", "name": "sh", "arguments": {}}], ts(3),
                     stopReason="toolUse"),
             message("r1", "toolResult", "ok", ts(4)),
             message("a3", "assistant", "Done: v2 is live.", ts(5), stopReason="stop")]
    whole = feed_all(Pairer("alice", "f", "s"), lines)
    p1 = Pairer("alice", "f", "s")
    first = feed_all(p1, lines[:3])
    p2 = Pairer("alice", "f", "s", state=json.loads(json.dumps(p1.state())))
    rest = feed_all(p2, lines[3:])
    assert whole[-1] == rest[-1] and first[0].turn_id == rest[-1].turn_id
    assert rest[-1].assistant_text == "Deploying now.\n\nDone: v2 is live."
    assert p2.updates == {first[0].turn_id}


def test_injected_memory_blocks_are_never_captured_back() -> None:
    block = "<memory_context>\n- [2026-11-30] (high) The user's dog is called Biscuit.\n</memory_context>"
    assert clean_text(f"[Mon 2026-11-30 09:41 UTC] {block}\n\nWhat is my dog called?") == "What is my dog called?"
    assert clean_text(f"before\n{block}\nafter") == "before\n\nafter"
    # Cut off (no closing tag): the tag and its memory lines go, the person's words stay.
    assert clean_text("<memory_context>\n- [2026-11-30] a fact\n- [2026-11-29] (low) another\nmy question") == "my question"
    assert clean_text("I wrote <memory_context> in my notes").endswith("in my notes")  # a lone tag costs no words
    assert "memory_context" not in clean_text("<MEMORY_CONTEXT>\n- [2026-01-01] x\n</MEMORY_CONTEXT> hi")


@pytest.mark.parametrize("raw", [
    b'{"type":"message","id":"1","timestamp":"2026-02-23T14:30:00Z","message":{"role":"user","content":"hi"}}',
    b'{"type":"message","id":"1","timestamp":NaN,"message":{"role":"user","content":"hi"}}',
    b'{"type":"message","id":"1","timestamp":"2026-02-23T14:30:00Z","message":{"role":"user","content":"a \\ud800 b"}}',
    b'{"type":"message","id":"1","message":{"role":"user","content":"x","timestamp":123456789012345678901234567890}}',
    b'\xef\xbb\xbf{"type":"session","id":"s"}',
    b'{"type":"session","id":"s"} trailing',
    b'\xff\xfe{}',
    b"   ",
    b"",
    b"[" * 2000 + b"]" * 2000,
    '{"type":"message","id":"1","timestamp":"2026-02-23T14:30:00Z","message":{"role":"user","content":"你好 ☕"}}'.encode(),
])
def test_fast_parse_means_what_the_standard_library_means(raw: bytes) -> None:
    # parse_line's fast path (orjson) must give the same entry, or the same reason, as the reference path.
    from capture.parser import _parse_strict

    def outcome(fn):  # type: ignore[no-untyped-def]
        try:
            return ("ok", fn(raw))
        except QuarantineError as e:
            return ("quarantined", e.reason)

    assert outcome(parse_line) == outcome(_parse_strict)


def _outcome(parse_fn, raw: bytes) -> object:  # type: ignore[no-untyped-def]
    try:
        return parse_fn(raw)
    except QuarantineError as e:
        # The reason, not the detail: orjson reads an integer past 64 bits as a float, so a bad timestamp's
        # detail may print it as one (quarantined for the same reason either way).
        return ("quarantine", e.reason)
    except Exception as e:  # noqa: BLE001 - the stager quarantines these too; both paths must agree
        return ("error", type(e).__name__)


@settings(max_examples=500, deadline=None)
@given(LINES)
def test_fast_parser_means_what_the_standard_library_parse_means(raw: bytes) -> None:
    # The typed fast path (msgspec) and the orjson path are shortcuts: on any input they give the very Entry,
    # or the very quarantine reason, that the standard-library reference gives.
    assert _outcome(lambda b: parse_line(b, 1024), raw) == _outcome(lambda b: _parse_strict(b) if len(b) <= 1024
                                                                      else parse_line(b, 1024), raw)


@pytest.mark.parametrize("line", [
    header("s1"),
    message("u1", "user", [{"type": "text", "text": "hi"}, "plain", {"type": "thinking", "thinking": "x"},
                           {"type": "text", "text": None}], T0),
    message("a1", "assistant", "done", T0, stopReason="toolUse"),
    message("a1", "assistant", [{"type": "text", "text": "x"}], T0, stopReason=["odd"]),
    message("t1", "toolResult", "out", T0),
    json.dumps({"type": "message", "id": "q", "message": {"role": "user", "content": [{"type": 3}]}}),
    json.dumps({"type": "message", "id": "q", "message": {"role": "user", "content": [7]}}),
    json.dumps({"type": "message", "id": "q", "timestamp": True, "message": {"role": "user", "content": "x"}}),
    json.dumps({"type": "message", "id": "q", "message": "nope"}),
    json.dumps({"type": 5}),
    '{"type": "message", "id": "\\ud800", "message": {"role": "user", "content": "a\\udc00b"}, "timestamp": 5}',
    '{"type": "label", "type": "message", "message": {"role": "user", "content": "dup"}, "timestamp": 5}',
    "",
    "   ",
    '{"type": "message", "timestamp": NaN, "message": {"role": "user", "content": "x"}}',
])
def test_fast_parser_agrees_on_known_shapes(line: str) -> None:
    raw = line.encode()
    assert _outcome(parse_line, raw) == _outcome(_parse_strict, raw)


def test_the_rules_id_covers_every_module_redaction_reads() -> None:
    """RULES_ID once digested redact.py, the normal form, the gitleaks rules and the tree model only: a round's
    own module (utils/redact_round31b.py, the name lists) could change what a turn gives while the curator
    still trusted turns staged under the old rules."""
    import sys

    from utils import redact as r

    files = {f.name for f in r.rules_files()}
    used = {m.__file__.rsplit("/", 1)[-1] for name, m in sys.modules.items()
            if name.startswith("utils.") and getattr(m, "__file__", None) and "/utils/" in m.__file__
            and m.__file__.endswith(".py") and m.__file__.count("/utils/") == 1
            and m.__file__.split("/utils/")[1].count("/") == 0}
    assert {"redact_round31b.py", "secret_names.py", "idcheck.py", "beside_secrets.py", "secret_model.json",
            "gitleaks.toml"} <= files
    assert used <= files, used - files
