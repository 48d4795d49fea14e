"""Stop 37's cheaper paths through the redaction rules give exactly what the plain ones gave:
utils.redact._assign_matches (the assignment pattern only over the lines that hold a name it can match) and
the credential-cue gate asked of RE2 first on ASCII text."""

from __future__ import annotations

import pytest

from utils import redact as r

TEXTS = [
    "x = 1\nDB_PASSWORD=Xy7pQ2mN9vL3\nnothing here\n  api_key: 'Hk38slQpw0Zx'\nlast line token=qw8EmZ2tL0vb",
    "no newline at all, the Secret_Key = \"Jd82kLq0PzXm\" and PIN 4821 then PASSWD:hunter2X9",
    "\r\nwindows\r\nclient-secret = Lm3kP9qZ2w\r\nend\r\n",
    "line one\n\n\nsession_key => 'abc123XYZ' ; webhook_url=https://hooks.example/x\n" * 3,
    "the \u212aey is K\u212a: val7Q2pL (a Kelvin sign), and password=Zq9vL2mX8k",  # not ASCII: whole text
    "pass\nword = split across lines, pw\n= 1234 and token\t=\t'Tq8zLm3VkT0w'",
    "keyboard spinning passenger tokenizer credentialsless webhooks: plain words only",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_line_scan_gives_the_whole_text_matches(text: str) -> None:
    got = [(m.span(), m.groups()) for m in r._assign_matches(text, text.lower())]
    want = [(m.span(), m.groups()) for m in r._ASSIGN.finditer(text)]
    assert got == want


def test_the_texts_hold_matches() -> None:
    assert sum(len(list(r._ASSIGN.finditer(t))) for t in TEXTS) >= 10


CUE_TEXTS = [
    "the router admin page wants my Login", "no cue in this sentence at all", "PASSWORD reset", "my pin-code",
    "spinning up the bypass valve",  # letters around the words: the lookbehind decides, re decides
    "wi-fi at home", "WLAN key", "compassword", "passwd", "x" * 5000 + " vault",
]


@pytest.mark.parametrize("text", CUE_TEXTS)
def test_the_credential_cue_gate_answers_as_the_pattern(text: str) -> None:
    got, want = r._CRED_CUE_GATE.search(text), r._CRED_CUE.search(text)
    assert (got and got.span()) == (want and want.span())


def test_the_cue_texts_hold_both_answers() -> None:
    found = [r._CRED_CUE.search(t) is not None for t in CUE_TEXTS]
    assert any(found) and not all(found)
