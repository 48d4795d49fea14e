"""A conversation through one SecretMemory, and the checks the redaction rounds' tests make of it: a value cut, a
value kept."""

from __future__ import annotations

from utils.redact import SecretMemory


def talk(*messages: str) -> str:
    """The user's messages in order through one SecretMemory, their outputs a line each."""
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


def cut(*messages: str, values: tuple[str, ...]) -> None:
    out = talk(*messages)
    for v in values:
        assert v not in out, out


def kept(*messages: str, values: tuple[str, ...]) -> None:
    out = talk(*messages)
    for v in values:
        assert v in out, out
