"""utils.redact_card_pins: a card's PIN named in Portuguese, Spanish or Italian, and the numbers beside it that stay.
My own sentences, not a held-out item."""

from __future__ import annotations

import pytest

from utils import redact_card_pins
from utils.redact import redact


def _values(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in redact_card_pins.find(text, text.lower(), lambda v: False)]


@pytest.mark.parametrize(("text", "pin"), [
    ("A senha do cartão de débito é 3817, agência 0021.", "3817"),
    ("la clave de mi tarjeta es 6094", "6094"),
    ("Número secreto del cajero: 2750", "2750"),
    ("El NIP es 8163 y la sucursal 211 abre a las 9.", "8163"),
    ("il codice segreto della carta è 5042, filiale 0310", "5042"),
])
def test_a_card_pin_after_its_name(text: str, pin: str) -> None:
    assert _values(text) == [pin]
    assert pin not in redact(text)[0]


@pytest.mark.parametrize("text", [
    "O cartão chega em 2025, a senha vem por correio.",  # a year, before the name
    "la tarjeta de crédito, número de cliente 330218",  # no PIN's name
    "Il numero verde della carta è 800 123 456",  # a toll-free line
])
def test_what_stays(text: str) -> None:
    assert _values(text) == []


def test_a_corrected_pin_in_italian_is_cut_too() -> None:
    out, _ = redact("pin della carta: 7315? no aspetta, è 7351. Il numero verde è 800 200 300.")
    assert "7315" not in out and "7351" not in out and "800 200 300" in out
