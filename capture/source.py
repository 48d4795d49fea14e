"""Which files in a sessions folder are transcripts (pure).

OpenClaw <= 2026.7.1 keeps more than transcripts beside them: ``<sessionId>.trajectory.jsonl`` (a trace of
every model request, which repeats any injected memory block), ``<sessionId>.trajectory-path.json``, a
``skills-prompts/`` folder, ``*.lock`` files and ``sessions.json``. None of it is conversation.
"""

from __future__ import annotations

from pathlib import Path

NOT_TRANSCRIPT_SUFFIXES = (".trajectory.jsonl", ".trajectory-path.json", ".lock", ".tmp")
NOT_TRANSCRIPT_DIRS = frozenset({"skills-prompts"})


def is_transcript(path: Path) -> bool:
    """False for OpenClaw's trajectory traces, lock files and helper folders that a glob may match."""
    name = path.name
    if name.endswith(NOT_TRANSCRIPT_SUFFIXES) or name == "sessions.json":
        return False
    return not any(part in NOT_TRANSCRIPT_DIRS for part in path.parts[:-1])
