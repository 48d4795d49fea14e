"""Noise removal for message text: injected metadata blocks, inline time stamps, thinking tags.

Pure. A ``<memory_context>`` block is what true-recall itself put into the prompt. OpenClaw injects "Conversation info (untrusted metadata): ```json {...}```" and
"Sender (untrusted metadata)" blocks into user messages and prefixes them with stamps such as
``[Mon 2026-02-23 14:30 CST]``; none of it is what the person said.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# "<Label> (untrusted metadata):" followed by an optional fenced block (any language tag).
_METADATA = re.compile(
    r"(?m)^[^\S\n]*[A-Za-z][\w .-]{0,60}\(untrusted(?: metadata)?[^)\n]*\):?[^\S\n]*\n?"
    r"(?:[^\S\n]*```[\w-]*\n[\s\S]*?```[^\S\n]*\n?|[^\S\n]*\{[^\n]*\}[^\S\n]*\n?)?"
)
# [Mon 2026-02-23 14:30 CST], [2026-02-23 14:30:05 GMT+8], [Tue 2026-02-24 09:00 UTC+05:30]
_STAMP = re.compile(
    r"\[(?:[A-Z][a-z]{2},? )?\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?"
    r"(?: ?(?:[A-Z]{1,5})?(?:[+-]\d{1,2}(?::?\d{2})?)?)?\][^\S\n]?"
)
# [... GMT+8] / [... UTC-3]: any short bracket that ends in an offset zone.
_ZONE_STAMP = re.compile(r"\[[^\[\]\n]{0,40}?\b(?:GMT|UTC)[+-]\d{1,2}(?::?\d{2})?\][^\S\n]?")
_THINKING = re.compile(r"\[thinking:[^\]]*\]\s?", re.IGNORECASE)
_BLANK_LINES = re.compile(r"\n{3,}")
# A memory block injected into the prompt (by our OpenClaw plugin or anyone's): memories must never be
# captured back as if the person had said them. A cut-off block (no closing tag) loses its tag and the
# memory lines under it ("- [2026-11-30] ..."), not the person's words after them.
_MEMORY_CONTEXT = re.compile(
    r"<memory_context\b[^>]*>(?:[\s\S]*?</memory_context\s*>|(?:[^\S\n]*\n?[^\S\n]*- \[\d{4}-\d{2}-\d{2}\][^\n]*)*)",
    re.IGNORECASE,
)


def clean_text(text: str) -> str:
    """The text with injected metadata, memory blocks, stamps and thinking tags removed, whitespace tidied."""
    if "memory_context" in text or "MEMORY_CONTEXT" in text:
        text = _MEMORY_CONTEXT.sub("", text)
    if "untrusted" in text:
        text = _METADATA.sub("", text)
    if "[" in text:
        # Each pattern only when its tell-tale is there: this runs on every message.
        if "hinking:" in text or "HINKING:" in text:
            text = _THINKING.sub("", text)
        if "-" in text:
            text = _STAMP.sub("", text)
        if "GMT" in text or "UTC" in text:
            text = _ZONE_STAMP.sub("", text)
    if "\n\n\n" in text:
        text = _BLANK_LINES.sub("\n\n", text)
    return text.strip()


def is_noop(text: str, noop_replies: Iterable[str]) -> bool:
    """True when the text is only a no-op/heartbeat reply such as HEARTBEAT_OK or NO_REPLY."""
    t = text.strip().strip(".!").strip()
    return bool(t) and t in noop_replies
