"""Markdown and code in chat messages (pure): prose apart from code, and code summarised in a few words.

Assistant answers and many user messages carry markdown (headings, bold, list markers) and code blocks.
A gem is a statement in words: markup is dropped, and a code block becomes "code: <what it does>"
(its language and the names it defines or calls); the code itself stays in the gem's snippet, which the
curator fills from the buffer's turns verbatim.
"""

from __future__ import annotations

import re

from utils import prefilter

_FENCE = re.compile(r"```([\w+#.-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_INLINE_MARKS = re.compile(r"\*\*|__|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)|`")
_LINE_LEAD = re.compile(r"^\s*(?:#{1,6}\s+|>\s*|[-*+•]\s+|\d{1,3}[.)]\s+)+")
# Names a piece of code defines: functions, classes, routes, tables, variables assigned at the top.
_DEFINES = prefilter.compile(
    r"\b(?:def|class|function|func|fn|interface|struct|enum|CREATE TABLE|create table)\s+([A-Za-z_][\w.]*)"
    r"|@\w+\.(?:route|get|post|put|delete)\(\s*['\"]([^'\"]+)"
    r"|^(?:const|let|var)?\s*([A-Za-z_]\w*)\s*=",
    re.MULTILINE,
)
_CALLS = re.compile(r"\b([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+)\(")
_COMMENT = prefilter.compile(r"^\s*(?:#|//|--)\s*(.{8,80}?)\s*$", re.MULTILINE)
MAX_NAMES = 4


def split_code(text: str) -> tuple[str, list[tuple[str, str]]]:
    """(the message without its fenced code blocks, [(language, code), ...])."""
    blocks = [(m.group(1).lower(), m.group(2)) for m in _FENCE.finditer(text)]
    return _FENCE.sub("\n", text), blocks


def plain(line: str) -> str:
    """A line without markdown: heading/quote/list markers at its start, bold/italic/code marks inside."""
    return _INLINE_MARKS.sub("", _LINE_LEAD.sub("", line)).strip()


def code_summary(lang: str, code: str) -> str:
    """'code: python defining create_app, /login; calls db.session.commit' (what it is, in a few words)."""
    names: list[str] = []
    for m in _DEFINES.finditer(code):
        n = next((g for g in m.groups() if g), "")
        if n and n not in names and not n.startswith("_") and len(n) > 1:
            names.append(n)
    calls = list(dict.fromkeys(_CALLS.findall(code)))
    comment = _COMMENT.search(code)
    parts = [lang or "snippet"]
    if names:
        parts.append("defining " + ", ".join(names[:MAX_NAMES]))
    if calls:
        parts.append(("; " if names else "") + "calling " + ", ".join(calls[:MAX_NAMES]))
    if comment and not names:
        parts.append(f"({comment.group(1)})")
    return "code: " + " ".join(parts).replace(" ;", ";")
