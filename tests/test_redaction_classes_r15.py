"""Round 15's classes (utils.redact_round15), one by one, in sentences of their own (tuned on: tuning_v21)."""

from __future__ import annotations

import pytest

from utils import redact_round15 as r15
from utils.redact import ROUNDS, SecretMemory, redact


def test_the_registry_holds_round_15_after_14() -> None:
    names = [x.name for x in ROUNDS]
    r = ROUNDS[names.index("15")]
    assert names.index("15") > names.index("14") and r.keep is r15.keep and r.announces is r15.announces


def test_shape_keeps_length_classes_and_separators() -> None:
    assert r15.shape("Ab3-x9") == "Aa9-a9" and r15.shape("871104-1538207") == "999999-9999999"
    assert r15.shape("4821") == r15.shape("0039") != r15.shape("48210")


def _conversation(*messages: str) -> list[str]:
    mem = SecretMemory("bob")
    return [mem.redact(m, True)[0] for m in messages]


@pytest.mark.parametrize(("first", "then", "value"), [
    ("der Türcode ist 6628", "Tippfehler, es ist 6682", "6682"),
    ("el código de verificación es 845120", "ese venció, me mandaron 290473", "290473"),
    ("验证码 318264", "收到新的了 905713", "905713"),
])
def test_a_value_of_the_cut_ones_shape_replaces_it(first: str, then: str, value: str) -> None:
    out = _conversation(first, then)
    assert value not in out[1] and "[REDACTED" in out[1]


@pytest.mark.parametrize(("first", "then", "value"), [
    ("der Türcode ist 6628", "wir waren 1500 Leute", "1500"),
    ("el código es 845120", "mi pedido 290473 no llegó", "290473"),
    ("my PIN is 7391", "see you in 2031", "2031"),
    ("my PIN is 7391", "the answer is on page 1022.", "1022"),
])
def test_a_number_named_or_counted_after_a_cut_stays(first: str, then: str, value: str) -> None:
    assert value in _conversation(first, then)[1]


def test_only_the_next_two_messages_are_read_for_a_replacement() -> None:
    out = _conversation("PIN karty to 5190", "ok", "dzięki", "5109")
    assert out[3] == "5109"


@pytest.mark.parametrize(("text", "value"), [
    ("Mein Personalausweisnummer ist L01X00T47 oder so", "L01X00T47"),
    ("номер паспорта 4509 235857", "4509 235857"),
    ("מספר זהות 039184726", "039184726"),
])
def test_an_id_named_in_any_language_is_cut(text: str, value: str) -> None:
    assert value not in redact(text)[0]


@pytest.mark.parametrize("text", [
    "contraseña: PON_AQUI_TU_CLAVE", "पिन कोड 226010 है, पार्सल लखनऊ डाकघर भेजो", "the customer id number 48201937 is on the invoice",
])
def test_placeholders_postal_codes_and_other_ids_stay(text: str) -> None:
    assert redact(text)[1] == 0
