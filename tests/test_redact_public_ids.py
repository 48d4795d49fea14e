"""Precision round 19: public numbers beside secrets, told apart by their own checks and labels (a routing number's
ABA check, a card network's lengths against an IMEI, a key's fingerprint, a phone by its other names, a flight by its
airline's code, a merchant's IBAN).

My own sentences (the tuning sets are tests/data/secrets/tuning_v28.yaml and tuning_v28b.yaml); each pairs what must
stay with what must still be cut, so a keep that grew too wide fails here."""

from __future__ import annotations

import pytest

from utils import idcheck
from utils.redact import redact


def _cut(text: str, value: str) -> bool:
    return value not in redact(text)[0]


def test_a_routing_number_stays_even_beside_an_account_number() -> None:
    assert not _cut("PIN 7716; for payroll the routing no. is 311078776, the account ending 2209", "311078776")
    assert _cut("PIN 7716; for payroll the routing no. is 311078776, the account ending 2209", "7716")
    assert not _cut("我的账户 routing 是 026009593，工资下个月到", "026009593")
    # policy changed in round 31a: beside the account number it routes to, it still names only the bank (printed on
    # every cheque); the account is what must not leak
    assert not _cut("wire: routing 311078776, account number 5561203948", "311078776")
    assert _cut("wire: routing 311078776, account number 5561203948", "5561203948")
    assert not _cut("美国银行：routing 026009593，账号 40077125581", "026009593")
    assert _cut("美国银行：routing 026009593，账号 40077125581", "40077125581")


def test_a_key_fingerprint_is_no_user_and_password() -> None:
    assert not _cut("ssh shows SHA256:Qx4mT0pLv9RcZs2E for the new host key", "Qx4mT0pLv9RcZs2E")
    assert not _cut("ssh says MD5:4b:1f:9a:7c:e0 for the server key", "4b:1f:9a:7c:e0")
    assert _cut("ssh creds for the box are deploy:Vq7!rTz9m", "Vq7!rTz9m")


def test_card_lengths_by_network() -> None:
    assert idcheck.card_length_ok("371449635398415")          # American Express: fifteen digits
    assert not idcheck.card_length_ok("354041123456788")      # 35 with fifteen digits: an IMEI's shape
    assert not idcheck.card_length_ok("490188001234566")
    assert idcheck.card_length_ok("4111111111111111")


def test_an_imei_stays_and_a_card_of_fifteen_digits_goes() -> None:
    assert not _cut("screen PIN 2240 is fine but IMEI 354041123456788 shows as stolen", "354041123456788")
    assert not _cut("旧手机 IMEI 490188001234566 还能查到吗", "490188001234566")
    assert _cut("my amex is 371449635398415, exp 09/28", "371449635398415")


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("Le digicode est 7B304, mon portable c'est 07 12 48 90 33.", "7B304", "07 12 48 90 33"),
    ("門禁密碼 5820，管理員的手機是 0933 271 606。", "5820", "0933 271 606"),
    ("SIM-PIN 8140, Handy 0176 2233 4455", "8140", "0176 2233 4455"),
])
def test_a_phone_by_its_other_names_stays_beside_a_code(text: str, secret: str, kept: str) -> None:
    out = redact(text)[0]
    assert secret not in out and kept in out, out


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("PIN 6391, pardon : le vol est KL 1228 ce soir.", "6391", "KL 1228"),
    ("密码 5027，不对，我要说的是航班号 MU 5137。", "5027", "MU 5137"),
])
def test_a_flight_after_a_correction_cue_stays(text: str, secret: str, kept: str) -> None:
    out = redact(text)[0]
    assert secret not in out and kept in out, out


def test_a_merchant_iban_stays_and_ones_own_goes() -> None:
    assert not _cut("Kaart-PIN 4409. De webwinkel heeft IBAN NL17RABO0318264509.", "NL17RABO0318264509")
    assert not _cut("Le magasin a l'IBAN BE11 7310 0293 4517, mon code est 5512.", "BE11 7310 0293 4517")
    assert _cut("the shop refunds to my IBAN NL17RABO0318264509", "NL17RABO0318264509")
    assert _cut("IBAN NL17RABO0318264509, bitte auf mein Konto", "NL17RABO0318264509")


@pytest.mark.parametrize(("text", "secret"), [
    ("A senha do cartão é 6027, não conta pra ninguém.", "6027"),      # a card's senha of digits is its PIN
    ("Код от постамата 551830, забери посылку сегодня.", "551830"),     # a parcel locker's code
    ("הקוד לכספת 7429, אל תשכח", "7429"),                                # "to the safe" written as one word
    ("the vault passphrase Juniper-Lantern-62 is in the envelope", "Juniper-Lantern-62"),  # no cut at its hyphen
])
def test_codes_the_precision_round_found_beside_its_look_alikes(text: str, secret: str) -> None:
    out = redact(text)[0]
    assert secret not in out and secret.split("-")[0] not in out, out


def test_a_passwords_symbols_are_no_insurance_cards_symbol() -> None:
    """記号 is also a password's symbols: a count of characters after it stays; a card's 記号 is still cut whole."""
    text = "保険証は更新済み。記号を含む 14 文字以上のパスワードにしました: Ame!tsuchi2290"
    out = redact(text)[0]
    assert "14 文字以上" in out and "Ame!tsuchi2290" not in out, out
    out = redact("保険証の記号は 31-706、番号は 2214 です")[0]
    assert "31-706" not in out and "706" not in out and "2214" not in out, out


def test_a_password_shaped_value_ends_at_a_cjk_full_stop() -> None:
    out = redact("パスワード: Kiri#5530x。あと明日の会議は十時からです")[0]
    assert "Kiri#5530x" not in out and "。あと明日の会議は十時からです" in out, out


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("キャッシュカードの暗証番号は 1987 です。", "1987", None),                 # a year's shape after a name and は
    ("Abholcode für die Packstation: 6630, bis Freitag.", "6630", None),        # a lock's name before its colon
    ("The alarm PIN has been the same since 2019, it's 5814.", "5814", "2019"),  # a year with words between stays
])
def test_codes_of_a_year_shape_or_after_a_colon(text: str, secret: str, kept: str | None) -> None:
    out = redact(text)[0]
    assert secret not in out and (kept is None or kept in out), out
