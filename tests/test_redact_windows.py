"""A long message is read in windows (utils.redact_windows): the cores tile the text, a secret anywhere (at a seam
too) is cut once and whole, ordinary values around it stay, and a message up to the window's size is read whole."""

from __future__ import annotations

import base64
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from utils import redact, redact_windows

# Ordinary lines of coding help (no secrets, values that only look like them): the filler of a long paste.
_FILLER = [
    "2026-11-30T08:14:02Z INFO worker-3 processed batch 7731 in 412 ms (retries=0)",
    "def retry(fn, attempts=5, backoff=0.2):",
    "    return fn() if attempts <= 1 else retry(fn, attempts - 1, backoff * 2)",
    "commit 3f9a2c41b7e0d5a8c6b1f2e3d4c5b6a7f8e9d0c1 merged into main",
    "GET /api/v2/orders/55120934?expand=items HTTP/1.1 200 1834",
    "the build uses node 24.1.0 and python 3.11.7 on ubuntu-22.04",
    "SELECT id, name FROM users WHERE created_at > '2026-01-01' ORDER BY id LIMIT 50;",
    "Traceback (most recent call last): File \"app.py\", line 88, in handler",
    "export PATH=\"$HOME/.local/bin:$PATH\"",
    "uuid 2b7e9f1c-4a3d-4e8b-9c6f-1d2e3f4a5b6c assigned to job 4412",
]
_SECRETS = ["ghp_" + "R8mZq2LxV7nT4wKp9sYd3FhJ6cBv1GtN0aEu", "AKIA" + "Z7QW3RT5YU8IOP2L", "Qv8#mLr2Tz!k"]


def _paste(chars: int, seed: int) -> list[str]:
    r = random.Random(seed)
    lines: list[str] = []
    size = 0
    while size < chars:
        lines.append(r.choice(_FILLER))
        size += len(lines[-1]) + 1
    return lines


def _with_secret(line: str, i: int) -> str:
    s = _SECRETS[i % len(_SECRETS)]
    if s.startswith("Qv8"):
        return f"and the db password is {s} for now"
    return f"token = \"{s}\"" if s.startswith("ghp_") else f"aws_access_key_id = {s}"


@given(st.text(st.sampled_from("ab \n\t"), max_size=400), st.integers(40, 120), st.integers(0, 10))
@settings(max_examples=200, deadline=None)
def test_the_cores_tile_the_text(text: str, window: int, context: int) -> None:
    old = redact_windows.WINDOW, redact_windows.CONTEXT
    redact_windows.WINDOW, redact_windows.CONTEXT = window, context
    try:
        cores = redact_windows.cores(text)
    finally:
        redact_windows.WINDOW, redact_windows.CONTEXT = old
    assert cores[0][0] == 0 and cores[-1][1] == len(text)
    for (a, b), (c, _) in zip(cores, cores[1:]):
        assert b == c and a < b
    core = window - 2 * context
    for a, b in cores:
        assert b - a <= core
        if b < len(text) and "\n" in text[a + core // 2 : a + core]:
            assert text[b - 1] == "\n"  # cut after a line break where one is near


def test_a_message_up_to_the_window_is_read_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = redact._text_spans
    monkeypatch.setattr(redact, "_text_spans", lambda text, low=None: calls.append(len(text)) or real(text, low))
    text = "\n".join(_paste(redact_windows.WINDOW - 200, 1))[: redact_windows.WINDOW]
    redact.find_secrets(text)
    assert calls == [len(text)]


@pytest.mark.parametrize("seed", [1, 2])
def test_secrets_in_a_long_paste_are_cut_once_and_whole_at_every_seam(seed: int) -> None:
    lines = _paste(3 * redact_windows.WINDOW, seed)
    text = "\n".join(lines)
    # a secret on the line of every core's end, the line before it and the line after it
    seams = [b for _, b in redact_windows.cores(text)[:-1]]
    at = {i for b in seams for d in (-1, 0, 1) if 0 <= (i := text.count("\n", 0, b) + d) < len(lines)}
    for k, i in enumerate(sorted(at)):
        lines[i] = _with_secret(lines[i], k)
    text = "\n".join(lines)
    assert len(redact_windows.cores(text)) >= 3
    out, n = redact.redact(text)
    for s in _SECRETS:
        assert s not in out
    assert n == len(at)
    assert out.count("[REDACTED:") == len(at)
    # the ordinary lines are all there, unchanged
    kept = [x for x in out.split("\n") if "[REDACTED:" not in x]
    assert sorted(kept) == sorted(x for i, x in enumerate(lines) if i not in at)


def test_a_private_key_block_across_a_seam_is_cut_whole() -> None:
    body = base64.b64encode(random.Random(3).randbytes(2400)).decode()
    block = ("-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
             + "\n-----END RSA PRIVATE KEY-----")
    before = "\n".join(_paste(redact_windows.WINDOW - 3000, 4))
    text = before + "\n" + block + "\n" + "\n".join(_paste(redact_windows.WINDOW, 5))
    seams = [b for _, b in redact_windows.cores(text)[:-1]]
    assert any(len(before) < b < len(before) + len(block) for b in seams)  # the block straddles a seam
    out, _ = redact.redact(text)
    assert "PRIVATE KEY" not in out and body[:64] not in out and body[-40:] not in out
    assert out.startswith(before) and out.count("[REDACTED:") == 1


def test_a_long_token_at_a_windows_edge_is_cut_to_its_end(monkeypatch: pytest.MonkeyPatch) -> None:
    spans = [(5, 20, "secret")]
    text = "x" * 5 + "A" * 40 + " tail"
    monkeypatch.setattr(redact_windows, "WINDOW", 30)
    monkeypatch.setattr(redact_windows, "CONTEXT", 5)
    # one core of 20 then the rest; the read of the first window [0, 25) returns a span to its end
    got = redact_windows.spans(text, lambda w, at: [(5, len(w), "secret")] if at == 0 else spans[:0])
    assert got == [(5, 45, "secret")]


def test_a_keeper_judges_each_span_in_its_own_window(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(redact_windows, "WINDOW", 40)
    monkeypatch.setattr(redact_windows, "CONTEXT", 10)
    text = ("public 1111 " * 10).strip()
    spans = [(m, m + 4, "pin") for m in range(7, len(text), 12)]
    seen: list[str] = []

    def keep(window: str, mine: list[redact.Span]) -> None:
        seen.append(window)
        mine[:] = [sp for sp in mine if window[sp[0] - 7 : sp[0]] != "public "]

    redact_windows.judge(text, spans, keep)
    assert spans == [] and all(len(w) <= 40 for w in seen) and len(seen) >= 3
