"""bench.blind_by_class's labeller, on made-up values and cases (none is a corpus string): one class per secret,
from the value's shape, the case's id slug and note and the words before the value; never the redactor's output."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import blind_by_class as B


def one(value: str, slug: str = "", note: str = "", text: str = "") -> str:
    return B.label(value, slug, note, text or f"here it is: {value}")[0]


@pytest.mark.parametrize("value, want", [
    ("-----BEGIN OPENSSH PRIVATE KEY-----\nQUJDREVGR0g=\n-----END OPENSSH PRIVATE KEY-----", "private_key"),
    ("otpauth://totp/Acme:me?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Acme", "totp_seed"),
    ("mysql://svc:Qz7-vbn44Lp@10.1.2.3:3306/app", "connection"),
    ("ghp_" + "Zx81Qw" * 6, "provider_key"),
    ("xoxb-1111222233-4444555566-" + "AbCdEf" * 4, "provider_key"),
    ("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZSJ9.c2lnbmF0dXJlLXBhcnQ", "provider_key"),
    ("GB82 WEST 1234 5698 7654 32", "bank_account"),  # the mod-97 check holds
    ("0x" + "7c3e" * 16, "private_key"),
    (" ".join(["apple", "river", "stone", "cloud", "maple", "tiger", "lemon", "piano", "ocean", "wheat", "brick",
               "sugar"]), "seed_phrase"),
])
def test_a_value_whose_shape_settles_its_class(value: str, want: str) -> None:
    assert one(value) == want


def test_a_password_standing_in_a_url_is_connection_credentials_but_a_token_there_stays_a_token() -> None:
    assert one("Hn4!kx9Wq2", text="DATABASE_URL=postgres://app:Hn4!kx9Wq2@db.internal:5432/main") == "connection"
    tok = "ghp_" + "Mn3Kq8" * 6
    assert one(tok, text=f"git remote set-url origin https://me:{tok}@github.com/me/repo.git") == "provider_key"


@pytest.mark.parametrize("value, slug, note, want", [
    ("Tulip!7731", "wifi-for-guests", "Wi-Fi password for the guests", "wifi"),
    ("4417", "alarm-code", "alarm code for the cleaner", "door_code"),
    ("58-12-07", "safe-combination", "safe combination", "door_code"),
    ("552918", "sms-code", "one-time code from a bank SMS; the sender number is a look-alike", "otp"),
    ("8264", "card-pin", "new debit card PIN", "pin"),
    ("Maple Grove", "security-answers", "answers to security questions", "security_answer"),
    ("K4P2 7XQR MN3B VW6Z", "totp-seed", "TOTP seed in groups", "totp_seed"),
    ("9fk2-p4xa", "backup-codes", "list of backup codes", "recovery_codes"),
    ("88912345670", "pesel", "PESEL with its check digit", "national_id"),
    ("X40912876", "passport-form", "own passport number; the booking code is a look-alike", "document"),
    ("482 117 9903", "nhs-number", "NHS number", "document"),
    ("KZTR-88QP4M-WX2L", "gift-card", "gift card claim code", "card"),
    ("QW7ERT5Y2U", "mpesa-code", "M-Pesa confirmation code counts as a secret", "other"),
])
def test_the_case_names_the_class(value: str, slug: str, note: str, want: str) -> None:
    assert one(value, slug, note) == want


def test_a_look_alike_clause_of_the_note_names_nothing() -> None:
    assert B.named("own IBAN secret; the landlord's IBAN is a payee look-alike", "") == ["bank_account"]
    assert B.named("own IBAN vs the shop's card number", "") == ["bank_account"]
    assert B.named("PESEL and own account; employer NIP", "") == ["national_id", "bank_account"]


def test_a_generic_name_beside_a_particular_one_is_the_particular_ones() -> None:
    assert B.named("Wi-Fi password", "") == ["wifi"]
    assert B.named("card PIN and the door code", "") == ["pin", "door_code"]
    assert B.named("alarm PIN", "") == ["door_code"]


def test_each_secret_of_a_case_takes_its_own_name_in_order() -> None:
    case = {"id": "Z9-001-xx-id-and-password", "lang": "xx",
            "note": "national id and online-banking password",
            "text": "numero 71234567890 / clave Gorrion$88 (made up)",
            "secrets": ["71234567890", "Gorrion$88"]}
    assert B.labels(case) == ["national_id", "password"]
    case = {"id": "Z9-002-yy-card-cvv-pin", "lang": "yy", "note": "card number, CVV and card PIN",
            "text": "4111 1111 1111 1111, 737, 9021", "secrets": ["4111 1111 1111 1111", "737", "9021"]}
    assert B.labels(case) == ["card", "card", "pin"]


def test_the_words_before_a_value_decide_when_the_note_does_not() -> None:
    text = "Notes for the sitter:\n- alarm code 3318\n- wifi: Flat9 / Oriole#pebble41\n"
    case = {"id": "Z9-003-sitter-notes", "lang": "en", "note": "several things for the sitter", "text": text,
            "secrets": ["3318", "Oriole#pebble41"]}
    assert B.labels(case) == ["door_code", "wifi"]


def test_with_no_name_and_no_shape_a_value_is_other() -> None:
    assert one("17", "misc", "something") == "other"


def test_digits_of_any_script_read_as_digits() -> None:
    sh = B.Shape.of("٤٣٦٠")
    assert sh.compact == "4360" and sh.digits == 4
    assert B.Shape.of("三八五一").compact == "3851"
    assert one("٤٣٦٠", "wallet-pin", "wallet PIN") == "pin"


def test_luhn_and_iban() -> None:
    assert B.luhn("4111111111111111") and not B.luhn("4111111111111112")
    assert B.iban_valid("GB82WEST12345698765432") and not B.iban_valid("GB83WEST12345698765432")


def test_every_class_has_a_row_and_a_group() -> None:
    groups = {g for _, g in B.CLASSES.values()}
    assert groups == {B.CREDENTIALS, B.PERSONAL, "other"}
    assert {cls for _, cls in B._NAMES} - {"_", "card_code"} <= set(B.CLASSES)


def test_the_readme_table_gives_each_blind_set_its_first_run_commit(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text("| set | frozen | secrets kept out | look-alikes changed |\n|---|---|---|---|\n"
                      "| v98 (blind; a made-up row) | abc1234 | 90/100 (90.0 %) | 1/50 (2.0 %) |\n", encoding="utf-8")
    assert B.first_runs(readme) == {98: {"commit": "abc1234", "kept": 90, "total": 100}}
