"""OpenClaw session JSONL: one line in, one Entry out (or a QuarantineError saying why not).

Pure: no I/O, no clock. Timestamps come from the entry (ISO ``timestamp``, else ``message.timestamp``
in epoch ms) and are returned as UTC; an ISO timestamp without a zone is taken to be UTC, because
OpenClaw writes ``...Z`` and a naive value has no better interpretation.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone

import msgspec
import orjson

from utils.errors import QuarantineError

# Entry types OpenClaw writes that are not conversation: skipped and counted, never quarantined.
KNOWN_NON_CONVERSATION = frozenset({
    "model_change", "thinking_level_change", "compaction", "branch_summary", "custom",
    "custom_message", "label", "session_info",
})
# Roles whose messages are not what the person or the assistant said to each other.
NOISE_ROLES = frozenset({"toolResult", "tool", "system", "developer", "bashExecution"})
CONVERSATION_ROLES = frozenset({"user", "assistant"})
# Assistant messages that end in a tool call are followed by more of the same reply.
CONTINUING_STOP_REASONS = frozenset({"toolUse", "tool_use", "tool_calls"})


class Entry(msgspec.Struct, gc=False):
    """One parsed line: a session header, a conversation message, or something skipped.

    A struct rather than a dataclass: one is made per line, and msgspec builds it in C (a third of the
    cost); gc=False because it holds no cycle."""

    kind: str  # "session" | "message" | "skip"
    id: str | None = None
    timestamp: datetime | None = None
    role: str | None = None
    text: str = ""
    final: bool = True  # assistant: False when the reply goes on after a tool call
    skipped: str | None = None  # why a "skip" entry was skipped (its type or role)


def parse_timestamp(value: object) -> datetime | None:
    """An ISO string or epoch milliseconds as UTC datetime; None when absent; QuarantineError when bad."""
    if value is None:
        return None
    try:
        if isinstance(value, str):
            ts = datetime.fromisoformat(value)
            if ts.tzinfo is timezone.utc:  # the usual "...Z": nothing to convert
                return ts
            if ts.tzinfo is None or ts.tzinfo.utcoffset(ts) is None:
                return ts.replace(tzinfo=timezone.utc)  # documented: zone-less means UTC
            return ts.astimezone(timezone.utc)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return datetime.fromtimestamp(value / 1000.0, tz=timezone.utc)
    except (ValueError, OverflowError, OSError) as e:
        raise QuarantineError("bad_timestamp", repr(value)[:80]) from e
    raise QuarantineError("bad_timestamp", repr(value)[:80])


def _safe(s: str) -> str:
    # JSON may carry lone surrogates ("\\ud800") that cannot be encoded to UTF-8 for Redis.
    if s.isascii():
        return s
    try:
        s.encode("utf-8")
        return s
    except UnicodeEncodeError:
        return s.encode("utf-8", "replace").decode("utf-8")


def _text_of(content: object) -> str:
    if isinstance(content, str):
        return _safe(content)
    if isinstance(content, list):
        parts: list[str] = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict):
                # Only text blocks are speech; thinking, toolCall and image blocks are dropped.
                if block.get("type") == "text" and isinstance(block.get("text"), str):
                    parts.append(block["text"])
            else:
                raise QuarantineError("bad_content", f"content block of type {type(block).__name__}")
        return _safe("\n".join(p for p in parts if p))
    if content is None:
        return ""
    raise QuarantineError("bad_content", f"content of type {type(content).__name__}")


def parse_obj(obj: object) -> Entry:
    """Classify one decoded JSON line."""
    if not isinstance(obj, dict):
        raise QuarantineError("not_an_object", type(obj).__name__)
    etype = obj.get("type")
    if not isinstance(etype, str):
        raise QuarantineError("no_type")
    eid = obj.get("id")
    eid = _safe(eid) if isinstance(eid, str) and eid else None
    if etype == "session":
        if eid is None:
            raise QuarantineError("bad_header", "session header without id")
        return Entry("session", id=eid, timestamp=parse_timestamp(obj.get("timestamp")))
    if etype in KNOWN_NON_CONVERSATION:
        return Entry("skip", id=eid, skipped=etype)
    if etype != "message":
        raise QuarantineError("unknown_type", etype[:80])
    msg = obj.get("message")
    if not isinstance(msg, dict):
        raise QuarantineError("no_message", "message entry without a message object")
    role = msg.get("role")
    if not isinstance(role, str) or not role:
        raise QuarantineError("no_role")
    if role in NOISE_ROLES:
        return Entry("skip", id=eid, skipped=f"role:{role}")
    if role not in CONVERSATION_ROLES:
        raise QuarantineError("unknown_role", role[:80])
    ts = parse_timestamp(obj.get("timestamp"))
    if ts is None:
        ts = parse_timestamp(msg.get("timestamp"))
    text = _text_of(msg.get("content"))
    final = role != "assistant" or msg.get("stopReason") not in CONTINUING_STOP_REASONS
    return Entry("message", id=eid, timestamp=ts, role=role, text=text, final=final)


class _Block(msgspec.Struct):
    type: str | None = None
    text: str | None = None


class _Message(msgspec.Struct):
    role: object = None
    content: str | list[str | _Block] | None = None
    timestamp: str | int | None = None  # not `object` or float: an int past 64 bits would become a float
    stopReason: object = None  # noqa: N815 - OpenClaw's field name


class _Line(msgspec.Struct):
    """The fields of a session line that parse_obj reads, typed; every other field is skipped unread."""

    type: str | None = None
    id: object = None
    timestamp: str | int | None = None  # not `object` or float: an int past 64 bits would become a float
    message: _Message | None = None


# Typed decoding builds only what is read, with the shape checked in C: the common line costs a third of
# orjson.loads + parse_obj (bench/capture.py). Whatever does not fit the types goes the dict way below.
_DECODE = msgspec.json.Decoder(_Line).decode


_UTC = timezone.utc
_FROM_ISO = datetime.fromisoformat


def _fast(raw: bytes) -> Entry | None:
    """parse_obj for a line whose shape the typed decoder accepted (same results, same errors).

    The usual line (a user or assistant message, an ISO time in UTC) is decided first and with as few
    calls as possible: this runs on every line, and its Python is most of what parsing costs; anything
    unusual goes the way parse_obj goes, check by check."""
    obj = _DECODE(raw)
    etype = obj.type
    eid = obj.id
    if eid.__class__ is not str or not eid:
        eid = None
    elif not eid.isascii():
        eid = _safe(eid)
    if etype != "message":
        return _other(etype, eid, obj)
    msg = obj.message
    if msg is None:
        raise QuarantineError("no_message", "message entry without a message object")
    role = msg.role
    if role != "user" and role != "assistant":
        if not isinstance(role, str) or not role:
            raise QuarantineError("no_role")
        if role in NOISE_ROLES:
            return Entry("skip", eid, None, None, "", True, f"role:{role}")
        raise QuarantineError("unknown_role", role[:80])
    v = obj.timestamp
    ts = None
    if v.__class__ is str and v[-1:] == "Z":  # OpenClaw's "...Z" is UTC already: nothing to convert
        try:
            ts = _FROM_ISO(v)
        except ValueError:
            pass  # parse_timestamp names it
    if ts is None:
        ts = parse_timestamp(v)
        if ts is None:
            ts = parse_timestamp(msg.timestamp)
    content = msg.content
    if content.__class__ is list:
        parts = [b if b.__class__ is str else b.text for b in content
                 if (b if b.__class__ is str else b.type == "text" and b.text)]
        text = parts[0] if len(parts) == 1 else "\n".join(parts)
    else:
        text = "" if content is None else content
    if not text.isascii():
        text = _safe(text)
    final = role != "assistant" or msg.stopReason not in CONTINUING_STOP_REASONS
    return Entry("message", eid, ts, role, text, final)


def _other(etype: str | None, eid: str | None, obj: _Line) -> Entry:
    """_fast for a line that is not a message: a header, a known non-conversation entry, or bad."""
    if etype is None:
        raise QuarantineError("no_type")
    if etype == "session":
        if eid is None:
            raise QuarantineError("bad_header", "session header without id")
        return Entry("session", id=eid, timestamp=parse_timestamp(obj.timestamp))
    if etype in KNOWN_NON_CONVERSATION:
        return Entry("skip", id=eid, skipped=etype)
    raise QuarantineError("unknown_type", etype[:80])


def parse_line(raw: bytes, max_line_bytes: int = 1 << 20) -> Entry | None:
    """Parse one line (without its newline); None for a blank line; QuarantineError when bad."""
    if len(raw) > max_line_bytes:
        raise QuarantineError("line_too_long", f"{len(raw)} bytes > {max_line_bytes}")
    try:
        return _fast(raw)
    except msgspec.DecodeError:  # not the usual shape (or not JSON): the dict way decides
        pass
    return parse_dict(raw)


def parse_dict(raw: bytes) -> Entry | None:
    """parse_line through orjson and parse_obj: any JSON object, classified field by field."""
    try:
        # orjson parses the bytes as they are read, several times faster than decode + json.loads. What it
        # refuses - a blank line, bad UTF-8, NaN, a lone surrogate escape - goes the standard library's
        # way, which accepts or names it as before.
        obj = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return _parse_strict(raw)
    return parse_obj(obj)


def _parse_strict(raw: bytes) -> Entry | None:
    """parse_line through the standard library: the reference for what a line means, and why it is bad."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise QuarantineError("bad_utf8", str(e)) from e
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError) as e:
        if not text.strip():
            return None  # a blank line is not worth a quarantine record
        raise QuarantineError("invalid_json", str(e)[:200]) from e
    return parse_obj(obj)
