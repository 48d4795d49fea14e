"""Round 41b: one rule for a card's expiry named in Persian or Arabic (round 40b's, round 40a's merged into it), and
numbers a code's word reaches that are no code's value (a program's size, a law's reference, a postal or a dialling
code's value, in digits or in words) kept, beside door codes and spelled PINs that stay cut (my own sentences; the
card numbers are made up, with their Luhn digit computed)."""

from __future__ import annotations

import pytest

from utils import redact_round40a, redact_round40b, redact_round41b
from utils.redact import redact


def _cut(text: str, value: str) -> None:
    out = redact(text)[0]
    assert value not in out, out


def _kept(text: str, value: str) -> None:
    out = redact(text)[0]
    assert value in out, out


# ---- 1. a card's expiry in Persian or Arabic: one rule, a card by Luhn or by its CVV2, the month checked ----

@pytest.mark.parametrize("text,value", [
    # beside a card's number passing Luhn, in Persian digits and in ASCII
    ("کارت بانکی من ۶۰۳۷-۹۹۱۸-۲۷۴۵-۳۱۰۵ است، تاریخ انقضای کارت ۱۴۰۷/۰۲", "۱۴۰۷/۰۲"),
    ("برای خرید اینترنتی: 6037 9932 3541 3317 انقضا 1404/11", "1404/11"),
    # beside a CVV2 alone (the number sent before, or not yet)
    ("cvv2 کارتم ۷۱۴ و تاریخ انقضا ۱۴۰۸/۰۳ است", "۱۴۰۸/۰۳"),
    ("سی وی وی ۲۲۸ هست و اعتبار تا ۰۶/۰۵", "۰۶/۰۵"),
    # Arabic names, a Gregorian expiry, Arabic-Indic digits
    ("رقم البطاقة 4024 0071 5336 6710 وتاريخ الانتهاء 11/2029", "11/2029"),
    ("تاريخ الصلاحية ٠٣/٢٨ ورمز CVV هو ٥٥٢", "٠٣/٢٨"),
])
def test_card_expiry_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text,value", [
    # no card in the message: a passport's or a licence's expiry
    ("تاریخ انقضای گذرنامه‌ام ۱۴۰۹/۰۴ است و باید تمدیدش کنم.", "۱۴۰۹/۰۴"),
    ("تاريخ الانتهاء 09/2027 مكتوب على جواز السفر", "09/2027"),
    # a card-shaped number failing Luhn (an order's), no CVV2
    ("شماره سفارش 6037 9932 3541 3318 و تاریخ انقضا 1405/08 برای گارانتی است", "1405/08"),
    # no month of 1 to 12
    ("cvv2 را نمی‌دهم؛ تاریخ انقضا ۱۴۰۵/۱۴ نوشته شده که اشتباه است", "۱۴۰۵/۱۴"),
])
def test_card_expiry_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_one_expiry_rule() -> None:
    # round 40a holds no expiry rule of its own any more; round 40b's is the one
    assert not hasattr(redact_round40a, "_FA_EXPIRY") and not hasattr(redact_round40a, "_FA_CARD")
    out: list[tuple[int, int, str]] = []
    redact_round40b._card_expiry("CVV2 ۴۴۱ انقضا ۱۴۰۶/۰۹", out)
    assert [k for _, _, k in out] == ["card_expiry"]


# ---- 2. numbers a code's word reaches that are no code's value ----

KEPT = [
    # a program's size: a count's noun after the number
    ("the code for the gate controller is roughly 3400 lines", "3400"),
    ("my code behind the door-bell widget has 2750 lines of TypeScript", "2750"),
    ("the code for the alarm screen came out at 1600 lines after the refactor", "1600"),
    ("Der Code für das Tor-Modul hat inzwischen 2300 Zeilen.", "2300"),
    ("el código de la puerta del garaje ocupa 5100 líneas", "5100"),
    ("le code pour la porte du parking fait 4300 lignes", "4300"),
    ("the source code of the keypad driver is 9100 lines in 40 files", "9100"),
    # a law's measure: a length's unit after the number
    ("the building code says a fire door needs 2050 mm of clear height", "2050"),
    ("per the fire code the gate must be 1100 wide at least", "1100"),
    # a law's or a standard's reference right before the number
    ("the building code covers garage doors in section 2406", "2406"),
    ("the fire code for the door points to NFPA 1301 for the hardware", "1301"),
    ("our civil code treats the shared gate under article 2043", "2043"),
    ("den Zugang zum Tor regelt § 9120 der Landesbauordnung", "9120"),
    # a postal or a dialling code's value, in words or in digits
    ("Zip code for the delivery: three oh one one five", "three oh one one five"),
    ("my postcode is two eight zero one three, the flat is upstairs", "two eight zero one three"),
    ("el código postal es cuatro uno cero cero dos", "cuatro uno cero cero dos"),
    ("kod pocztowy: trzy zero jeden dwa dwa", "trzy zero jeden dwa dwa"),
    ("the area code is five one two, then the number", "five one two"),
    # ordinary sentences with a code's word and a year
    ("the building code here was rewritten in 2019", "2019"),
]


@pytest.mark.parametrize("text,value", KEPT)
def test_public_numbers_kept(text: str, value: str) -> None:
    _kept(text, value)


CUT = [
    # a door's or a gate's code of four to six digits
    ("the code for the side gate is 7305", "7305"),
    ("the code for the back door is 391825", "391825"),
    ("Der Code für die Garagentür ist 4862.", "4862"),
    ("the building code is 5391, the lift is on the left", "5391"),
    # a PIN spelled in words, also after a postal code in the same message
    ("my PIN is six two nine four", "six two nine four"),
    ("the alarm code is two seven four one", "two seven four one"),
    ("zip code 30115 and my PIN is eight three one six", "eight three one six"),
    # a public code named earlier, a lock's code after it
    ("zip code 30115, the gate code is 6684", "6684"),
    # a count's noun in the sentence, not right after the code
    ("the gate code is 5820 and the manual has 40 pages", "5820"),
]


@pytest.mark.parametrize("text,value", CUT)
def test_codes_still_cut(text: str, value: str) -> None:
    _cut(text, value)


def test_public_number_shapes() -> None:
    t = "door code: 4821 wide"
    assert redact_round41b.public_number(t, 11, 15)  # a count's noun right after the number
    t = "door code: 4821, wide gate"
    assert not redact_round41b.public_number(t, 11, 15)
    # a value with letters and digits is no number this round judges
    t = "zip code: Ab3x9Q lines"
    assert not redact_round41b.public_number(t, 10, 16)
