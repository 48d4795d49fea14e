"""Round 18's modules one by one (utils.redact_service_codes, utils.redact_identity_docs, utils.redact_password_forms,
utils.recovery_codes.after_name): what each finds and, beside it, what stays. My own sentences, not a held-out item."""

from __future__ import annotations

import pytest

from utils import recovery_codes, redact_identity_docs, redact_password_forms, redact_service_codes
from utils.redact import redact


def _values(find, text: str) -> list[str]:
    return [text[s:e] for s, e, _ in find(text, text.lower(), lambda v: False)]


def test_a_wifi_key_of_twenty_digits_needs_its_name_and_all_twenty() -> None:
    key = "1029 3847 5610 2938 4756"
    assert _values(redact_service_codes.find, f"WLAN-Schlüssel: {key}") == [key]
    assert _values(redact_service_codes.find, "wifi key 1029 3847 5610 2938") == []  # sixteen digits: no FRITZ!Box key
    assert _values(redact_service_codes.find, "Sendungsnummer 10293847561029384756") == []


def test_a_tan_is_the_number_its_verb_gives_not_an_amount_or_a_later_number() -> None:
    text = "Ihre pushTAN für 120,50 EUR lautet 402815. Kundennummer 77120"
    assert _values(redact_service_codes.find, text) == ["402815"]
    assert redact("TAN-Verfahren: pushTAN seit März, Filiale 2210")[1] == 0


def test_a_messenger_code_needs_a_code_word_beside_the_app() -> None:
    assert _values(redact_service_codes.find, "Telegram: tu código es 55210") == ["55210"]
    assert _values(redact_service_codes.find, "the Telegram group has 55210 members") == []
    assert _values(redact_service_codes.find, "WhatsApp +49 151 2345 6789") == []


def test_passports_by_layout_and_a_product_passport_stays() -> None:
    assert _values(redact_identity_docs.find, "серия 12 34 номер 567890") == ["12 34", "567890"]
    assert _values(redact_identity_docs.find, "паспорт изделия: модель 1234, номер партии 567890") == []
    assert _values(redact_identity_docs.find, "загранпаспорт 71 2345678") == ["71 2345678"]


def test_kvnr_named_in_cjk_only_when_its_check_passes() -> None:
    good, bad = "B663923320", "B663923321"
    assert _values(redact_identity_docs.find, f"德国医保号 {good} 和 {bad}") == [good]


def test_a_postal_pin_code_beside_an_aadhaar_stays_a_bare_pin_does_not() -> None:
    assert redact("Aadhaar linked, home PIN code 400050")[1] == 0
    assert redact("my debit card PIN code 400050")[1] == 1


@pytest.mark.parametrize(("text", "value"), [
    ("wifi password letter by letter: r - 4 - T - q - 8", "r - 4 - T - q - 8"),
    ("密码：小写a 数字9 大写Q 小写z", "小写a 数字9 大写Q 小写z"),
    ("the admin password is Bravo Four Echo Tango Nine", "Bravo Four Echo Tango Nine"),
    ("mk wifi: Ngoc.Lan.77 nhé", "Ngoc.Lan.77"),
    ("mot de passe lettre par lettre : w, 3, K, p, 9, z", "w, 3, K, p, 9, z"),
    ("password spelled: p - a - s - s - w - d", "p - a - s - s - w - d"),
])
def test_spelled_and_short_named_passwords(text: str, value: str) -> None:
    assert _values(redact_password_forms.find, text) == [value]


@pytest.mark.parametrize("text", [
    "password rules: A-Z, a-z, 0-9 and one symbol",
    "spell your name for me: M - A - R - I - E",
    "the password has one or two digits, three letters, four symbols",
    "mk dir build && cd build",
    "the password field accepts a, b, c, d characters only",
])
def test_what_is_no_spelled_password_stays(text: str) -> None:
    assert _values(redact_password_forms.find, text) == []


@pytest.mark.parametrize(("text", "also"), [
    ("Password: Bravo Seven Quebec Two Xray Nine, so the actual string is B7Q2X9.", "B7Q2X9"),
    ("the password is K-x-7-q-2-m, so kx7q2m in lower case", "kx7q2m"),
    ("wifi password letter by letter: r - 4 - T - q - 8 (r4Tq8)", "r4Tq8"),
])
def test_a_spelled_password_written_whole_in_the_same_message_is_cut_too(text: str, also: str) -> None:
    assert also in _values(redact_password_forms.find, text)
    assert also not in redact(text)[0]


def test_only_the_spelled_string_is_cut_again_not_its_letters_elsewhere() -> None:
    text = "the admin password is Bravo Four Echo Tango Nine; the B4 form and ET9 are unrelated, order 4417"
    out = redact(text)[0]
    assert "Bravo" not in out and "B4 form" in out and "ET9" in out and "4417" in out


def test_backup_codes_in_a_row_after_their_name_and_a_single_number_stays() -> None:
    text = "バックアップコード：1122 3344、5566 7788"
    assert [text[s:e] for s, e, _ in recovery_codes.after_name(text, text.lower())] == ["1122 3344", "5566 7788"]
    one = "backup code page 1122 3344"
    assert recovery_codes.after_name(one, one.lower()) == []


def test_a_lone_surrogate_breaks_none_of_the_new_finders() -> None:
    text = "备用码 \ud800 1122 3344 5566 7788 WLAN-Schlüssel"
    assert recovery_codes.after_name(text, text.lower()) == []
    for find in (redact_service_codes.find, redact_identity_docs.find, redact_password_forms.find):
        assert find(text, text.lower(), lambda v: False) == []


@pytest.mark.parametrize(("text", "gone"), [
    ("Das Passwort ist Haus42Garten, sorry, korrigiere: Haus24Garten", "Haus24Garten"),
    ("保险箱密码 730185\n更正：是 730158", "730158"),
    ("the PIN is 6120. oops, it is 6102", "6102"),
])
def test_a_correction_in_the_same_message_is_cut(text: str, gone: str) -> None:
    assert gone not in redact(text)[0]


@pytest.mark.parametrize(("text", "stays"), [
    ("PIN 6120, sorry for the delay, the meeting is at 1530", "1530"),
    ("card PIN 6120; the room is 214, sorry, 241", "241"),
])
def test_a_number_after_a_cue_that_corrects_something_else_stays(text: str, stays: str) -> None:
    assert stays in redact(text)[0]
