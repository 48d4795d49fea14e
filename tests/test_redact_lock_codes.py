"""utils.redact_lock_codes: an alarm's, a keypad's, a gate's, a mailbox's or a locker's code after its name, and the
numbers beside it that stay. My own sentences, not a held-out item."""

from __future__ import annotations

import pytest

from utils import redact_lock_codes
from utils.redact import redact


def _values(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in redact_lock_codes.find(text, text.lower(), lambda v: False)]


@pytest.mark.parametrize(("text", "codes"), [
    ("alarm 5120, keypad on the shed 7781. We're at 31 Oak Road.", ["5120", "7781"]),
    ("Die Alarmanlage geht mit 6630 aus, der Torcode ist 1C48.", ["6630", "1C48"]),
    ("Codice allarme 7402; tastierino del garage 3391.", ["7402", "3391"]),
    ("ポストのダイヤルは 2-8-5-1 です。", ["2-8-5-1"]),
    ("Das Zahlenschloss am Briefkasten steht auf 4407.", ["4407"]),
    ("the padlock on the shed is 19-27-03", ["19-27-03"]),
])
def test_each_lock_code_after_its_name(text: str, codes: list[str]) -> None:
    assert _values(text) == codes
    out, _ = redact(text)
    assert not any(c in out for c in codes)


@pytest.mark.parametrize("text", [
    "my alarm is 0715 on weekdays",  # an alarm clock's time
    "the alarm system is 2021 model, any good?",  # a year and a model
    "locker #318 is next to the showers, keypad on the left",  # a locker's own number
    "フリーダイヤル 0120-444-555 にお電話ください",  # a toll-free line, not a dial
    "the smoke alarm went off at 3 am in flat 1204",  # a smoke alarm and a flat
    "The alarm went off 3000 times last year",  # a count
    "el teclado tiene 105 teclas",  # a count, and three digits are no keypad's code
])
def test_what_stays_beside_a_lock(text: str) -> None:
    assert _values(text) == []
    assert redact(text)[1] == 0


def test_a_price_after_a_lock_is_no_code_of_this_module() -> None:
    # (the core's "combination" rule still cuts this one, as it did before this module)
    assert _values("The combination lock for the bike costs 2499 yen.") == []


def test_a_house_number_and_a_postcode_beside_lock_codes_stay() -> None:
    text = "Gate code is 6021 and the alarm wants 8874; postcode is 10115, Hausnummer 12."
    out, _ = redact(text)
    assert "6021" not in out and "8874" not in out
    assert "10115" in out and "Hausnummer 12" in out
