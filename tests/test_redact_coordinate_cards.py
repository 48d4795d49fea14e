"""Round 20a's single-message classes: a bank's coordinate card (utils.redact_coordinate_cards), a PIN in number words
(utils.redact_spoken_codes), a code a token or an app shows (utils.redact_service_codes), a card in pieces and its PIN
after it (utils.card_codes); the public numbers beside them stay."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


@pytest.mark.parametrize(("text", "secrets", "kept"), [
    ("coordenadas de mi tarjeta: C2=771, F5=093, número de serie 55120", ["771", "093"], ["55120"]),
    ("보안카드 일련번호 7720114093\n05번: 3318\n29번: 0472", ["3318", "0472"], ["7720114093"]),
    ("grid card: B3 615, E4 208, serial GC-118", ["615", "208"], ["GC-118"]),
    ("my new PIN is six, zero, zero, two and the bus is 42", ["six, zero, zero, two"], ["42"]),
    ("der Torcode ist acht, drei, eins, null, Haus 9", ["acht, drei, eins, null"], ["Haus 9"]),
    ("the RSA token shows 480 113 now, ticket INC-7719", ["480 113"], ["INC-7719"]),
    ("digipass geeft 73302918 aan, klant 88120", ["73302918"], ["88120"]),
])
def test_single_message_classes(text: str, secrets: list[str], kept: list[str]) -> None:
    out, _ = redact(text)
    for s in secrets:
        assert s not in out, s
    for k in kept:
        assert k in out, k


@pytest.mark.parametrize("text", [
    "the grid has cells A1 through F5 with 120 rows",  # no coordinate card named
    "one, two, three, four, the kids counted at gate 4",  # number words, no code's name
    "the bank app shows 2500 on my savings",  # a balance, not a named code
    "first half 2023 2024 was slow",  # two years
])
def test_public_numbers_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_card_in_pieces_and_its_pin_later() -> None:
    mem = SecretMemory("carol")
    out = [mem.redact(m, True)[0] for m in ("first 8: 4539 1488", "last 8: 0343 6467", "expiry 05/29, Prüfnummer 310",
                                             "order #A4471 is separate")]
    assert "4539 1488" not in out[0] and "0343 6467" not in out[1] and "310" not in out[2]
    assert out[3] == "order #A4471 is separate"
    mem = SecretMemory("dave")
    out = [mem.redact(m, True)[0] for m in ("cartão 4556 7375 8689 9855", "validade 10/28", "código 552",
                                             "e a senha 9034")]
    assert "552" not in out[2] and "9034" not in out[3]
