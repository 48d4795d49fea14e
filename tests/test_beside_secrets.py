"""utils.beside_secrets and the tag-reach limit in utils.redact: a secret's name takes its value and no more.

My own sentences (the tuning set is tests/data/secrets/tuning_v25.yaml); each pairs what must stay with a secret
that must still be cut, so a keep that grew too wide fails here."""

from __future__ import annotations

import pytest

from utils.beside_secrets import labelled
from utils.redact import redact


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("PIN 5190, Zimmer 3307, Hotline 040 555 1200", "5190", ["3307", "040 555 1200"]),
    ("取款密码 771029，分行编号 2208，客服热线 95511", "771029", ["2208", "95511"]),
    ("暗証番号は 4410、予約番号は 8830-1177 です", "4410", ["8830-1177"]),
    ("도어락 비밀번호 660912, 우리 집은 904호", "660912", ["904호"]),
    ("PIN 8251 and the factory default was 0000", "8251", ["0000"]),
])
def test_numbers_under_their_own_label_stay_and_the_secret_goes(text: str, secret: str, kept: list[str]) -> None:
    out, _ = redact(text)
    assert secret not in out
    for k in kept:
        assert k in out, (k, out)


@pytest.mark.parametrize(("text", "secret"), [
    ("the PIN for room 12 is 4821", "4821"),                 # a label after a preposition says whose PIN it is
    ("Il codice della cassaforte in camera è 3380", "3380"),
    ("my phone PIN is 4821 5566", "4821 5566"),              # a phone's PIN is no phone number
    ("Kundenpin: 7731", "7731"),                             # a label that swallowed the secret's name
    ("Bestellpin 7731", "7731"),
])
def test_a_label_that_belongs_to_the_secret_keeps_no_value(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


def test_a_later_pass_takes_no_value_for_a_name_already_cut() -> None:
    out, n = redact("Die neue PIN lautet 6604, Filiale 1193, Rückruf unter 030 7720 4410.")
    assert "6604" not in out and "1193" in out and "030 7720 4410" in out and n == 1
    # a second value with a name of its own, or given in the first one's place, is still cut
    assert "5521" not in redact("PIN 6604, and the alarm code is 5521")[0]
    assert "301204568719" not in redact("免許証番号は 3 0 1 2 0 4 5 6 8 7 1 9 じゃなくて 301204568719 です")[0]


def test_labelled_reads_the_label_after_a_value_and_a_board_s_pins() -> None:
    text = "4417 ist übrigens die Filialnummer"
    assert labelled(text, 0, 4)
    text = "pins 4 5 6 7 on the header are GPIO"
    assert labelled(text, 5, 12)
    text = "4417 ist meine PIN"
    assert not labelled(text, 0, 4)


def test_a_template_slot_is_no_value_in_any_language() -> None:
    out, _ = redact("En la plantilla pone contraseña: <tu-contraseña>; la mía es Olivo$3318")
    assert "<tu-contraseña>" in out and "Olivo$3318" not in out
