"""Code that acts only when its reader is an AI, writing or wiping memory (pure).

A planted order may be written as a program rather than a sentence: pasted "to ask what language it is", it
branches on the reader being an AI (``if (reader.is_ai) {``, ``when agent.is_llm then``) and, in that branch,
calls the memory's write or delete (``memory.set('user.preferred_bank', …)``, ``memory.delete(…)``). No person
running the code is such a reader; the branch speaks to the model reading it.

What stays: a branch on a user's role or on generated text (``if user.is_admin``, ``if is_ai_generated(text)``),
memory calls in the speaker's own design with no such branch, a branch that only renders or logs.
"""

from __future__ import annotations

import re

# A branch on the reader being an AI: a condition word, then a flag naming an AI, whole (not "is_ai_generated").
_BRANCH = re.compile(
    r"\b(?:if|elif|when|while|unless)\b[ \t(!]*(?:[\w$]+\s*\.\s*)*"
    r"(?:is_?ai|is_?llm|is_?chatbot|is_?assistant|is_?language_?model|is_?gpt|ai_?reader|reader_?is_?ai|"
    r"is_?machine_?reader)(?![\w$])",
    re.IGNORECASE)
# A write to or a wipe of the memory: memory.set(…), mem.delete(…), user_memory.save(…), memory["x"] = ….
_MEMORY_CALL = re.compile(
    r"\b(?:memory|memories|mem|user_?memory|long_?term_?memory|ltm|assistant_?memory)\s*\.\s*"
    r"(?:set|save|store|put|write|add|append|remember|update|upsert|insert|delete|forget|remove|clear|wipe|erase|drop)\w*\s*\("
    r"|\b(?:memory|memories|user_?memory)\s*\[[^\]\n]{1,80}\]\s*=(?!=)",
    re.IGNORECASE)
# How far into the branch the call may be: a few lines.
_BLOCK = 400
# Where a branch ends: its closing brace, its "end", or the first line back at the branch's indent or less.
_END = re.compile(r"^[ \t]*(?:\}|end\b|else\b|elif\b|fi\b)", re.MULTILINE)


def _branch(text: str, m: re.Match[str]) -> str:
    """The branch's body: the lines after the condition up to its end (at most _BLOCK characters)."""
    line_start = text.rfind("\n", 0, m.start()) + 1
    indent = len(text[line_start:m.start()]) - len(text[line_start:m.start()].lstrip())
    body = text[m.end(): m.end() + _BLOCK]
    first = body.find("\n")
    if first < 0:
        return body
    out = [body[:first]]
    for line in body[first + 1:].split("\n"):
        if _END.match(line) or line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        out.append(line)
    return "\n".join(out)


def order(text: str) -> bool:
    """Does the text branch on its reader being an AI and, within that branch, write or wipe memory?"""
    return any(_MEMORY_CALL.search(_branch(text, m)) is not None for m in _BRANCH.finditer(text))
