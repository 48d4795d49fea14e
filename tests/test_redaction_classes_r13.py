"""Unit tests of the round-13 redaction classes (issue 24, utils.redact_round13): a name and its value with words
between, both ways (the value goes; the same sentence with a count, a price, a room, a year or a policy stays), and
the memory across messages (corrections, repeats, announcements)."""

from __future__ import annotations

import pytest

from utils import redact_round13 as r13
from utils.redact import ROUNDS, SecretMemory, redact


def test_the_registry_holds_round_13() -> None:
    r = next(r for r in ROUNDS if r.name == "13")
    assert r.keep is r13.keep and r.announces is r13.announces and [x.name for x in ROUNDS].index("13") >= 9


@pytest.mark.parametrize(("text", "value"), [
    ("Der Code von der Werkstatt-Tür lautet inzwischen 5813, bitte merken.", "5813"),
    ("Il codice del lucchetto della bici è 7702.", "7702"),
    ("物置の南京錠の番号は 4829 です。", "4829"),
    ("La contraseña de la cuenta del club la cambié a Pk4#zuW9mq esta tarde.", "Pk4#zuW9mq"),
    ("Mật khẩu của máy tính bàn ở nhà là Lx7@trq93B nhé.", "Lx7@trq93B"),
    ("Mon passeport porte le numéro 21KD47392.", "21KD47392"),
    ("월세 계좌는 우리은행 1002-847-291736 이에요.", "1002-847-291736"),
])
def test_a_name_with_words_between_and_its_value_goes(text: str, value: str) -> None:
    out, n = redact(text)
    assert n >= 1 and value not in out


@pytest.mark.parametrize("text", [
    "Der Code von der Werkstatt-Tür kostet 4500 Euro im Einbau.",
    "Il lucchetto della bici l'ho comprato nel 2019.",
    "物置の南京錠は4桁の番号です。",
    "La contraseña de la cuenta debe tener al menos 12 caracteres.",
    "Mật khẩu phải đổi sau 90 ngày.",
    "Mon passeport expire en 2029.",
    "우리은행 계좌번호는 몇 자리예요?",
    "The password is stored in app.secrets.toml now",
    "sk_demo: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
])
def test_the_same_sentence_with_no_value_stays(text: str) -> None:
    assert redact(text) == (text, 0)


def test_a_webhook_url_goes_whole() -> None:
    url = "https://hooks.zapier.com/hooks/catch/9081726/ux3k9p/"
    out, _ = redact(f"our Zapier endpoint {url} stopped")
    assert "9081726" not in out and "ux3k9p" not in out


def test_a_correction_with_words_between_goes_and_a_repeat_too() -> None:
    mem = SecretMemory("u")
    mem.redact("Der Code vom Kellerschloss ist 4172.", True)
    out, _ = mem.redact("Korrektur: den hat der Vermieter geändert, jetzt 9358.", True)
    assert "9358" not in out
    out, _ = mem.redact("Also nochmal: 9358 und nicht 4172.", True)
    assert "9358" not in out and "4172" not in out


def test_an_announced_code_sent_bare_goes() -> None:
    mem = SecretMemory("u")
    mem.redact("確認コードが来たので送ります", True)
    out, _ = mem.redact("602913", True)
    assert "602913" not in out
