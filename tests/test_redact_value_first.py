"""Values said before their name, codes changed after a default was named, and the spelled, split and corrected
passwords of the same round (utils.redact_value_first, redact_password_forms, redact_corrections, recovery_codes):
secrets cut, look-alikes beside them kept."""

from __future__ import annotations

import pytest

from utils.redact import redact


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("I picked 5830 as the PIN for the bike lock; the lock was 19.99 at the shop.", "5830", ["19.99"]),
    ("Tiger#Moth41 is what I typed for the Wi-Fi password, the router sits in room 12.", "Tiger#Moth41", []),
    ("6408 habe ich als PIN für das Handy gewählt, Vertrag 2291-88.", "6408", ["2291-88"]),
    ("Puse 3172 como código de la puerta; el piso es el 4B.", "3172", ["4B"]),
    ("我把 581402 设成了银行卡密码，卡号尾号 6621。", "581402", []),
    ("7731 を暗証番号にしました。支店番号は 204。", "7731", ["204"]),
    ("4409를 도어락 비밀번호로 바꿨어, 우리 집은 802호야.", "4409", ["802"]),
    ("Ik heb 9165 als pincode gekozen, bestelling 55-0921.", "9165", ["55-0921"]),
])
def test_a_value_before_its_name_is_cut(text: str, secret: str, kept: list[str]) -> None:
    out, _ = redact(text)
    assert secret not in out
    for k in kept:
        assert k in out


@pytest.mark.parametrize(("text", "secret", "default"), [
    ("出荷時のパスコードは 0000 ですが、3391 に変更しました。", "3391", "0000"),
    ("기본 비밀번호는 1234인데 6650으로 바꿨어요", "6650", "1234"),
    ("出厂密码是 888888，我改成了 270519。", "270519", "888888"),
    ("Der Standard-Code ist 1234, ich habe ihn auf 8072 geändert.", "8072", "1234"),
    ("Le code d'usine est 0000, je l'ai changé en 4186.", "4186", "0000"),
    ("Standardkoden var 1234, jag bytte den till 6620.", "6620", "1234"),
    ("El PIN de fábrica es 0000; lo cambié a 7193.", "7193", "0000"),
])
def test_a_code_changed_after_its_default_is_cut_and_the_default_stays(text: str, secret: str, default: str) -> None:
    out, _ = redact(text)
    assert secret not in out and default in out


@pytest.mark.parametrize("text", [
    "I sent 94110 as the zip code and 2024 as the year on the form.",
    "We used 4096 as the buffer size and 8080 as the port.",
    "Domyślny PIN to 0000, zmień go po pierwszym logowaniu.",
    "Use 1234 as the example PIN in the docs.",
])
def test_numbers_before_other_names_stay(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("the office wifi password is capital B, o, six, dollar sign, lowercase t, nine. Desk 14.", "six, dollar sign", ["14"]),
    ("guest password: W as in whiskey, 3, lowercase e, hyphen, capital Q, 0. Flight KL 1002.", "W as in whiskey",
     ["KL 1002"]),
    ("WLAN-Passwort: kleines r, großes T, fünf, Raute, acht, kleines m. Tisch 7.", "großes T, fünf", []),
])
def test_a_password_spelled_in_plain_words_is_cut(text: str, secret: str, kept: list[str]) -> None:
    out, _ = redact(text)
    assert secret not in out
    for k in kept:
        assert k in out


def test_a_name_or_model_spelled_out_stays() -> None:
    for text in ("my last name is spelled capital N, o, w, a, k, then one more a",
                 "the model is an X, R, five, hyphen, two, zero and the password is on the sticker"):
        assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "secrets", "kept"), [
    ("wifi password is Moss41tr, no wait, the last part is Xq, so Moss41Xq. Call 0800 111 222.",
     ["Moss41tr", "Moss41Xq"], ["0800 111 222"]),
    ("Het wachtwoord begint met Bos77, het tweede deel is Vos!k2; pakket 4410.", ["Bos77", "Vos!k2"], []),
    ("La password è Lago!51, anzi no: Lago!52. Volo AZ 610.", ["Lago!51", "Lago!52"], ["AZ 610"]),
])
def test_a_password_corrected_or_split_in_one_message_is_cut(text: str, secrets: list[str], kept: list[str]) -> None:
    out, _ = redact(text)
    for s in secrets:
        assert s not in out
    for k in kept:
        assert k in out


@pytest.mark.parametrize(("text", "codes", "kept"), [
    ("backup codes for my Proton account: 2209 4418 | 7730 1185 | 5502 9964. Support: 0800 000 111.",
     ["2209 4418", "7730 1185", "5502 9964"], ["0800 000 111"]),
    ("Codes de secours : 8812-0043 · 1190-5527 · 6604-2218, facture 2025-117.",
     ["8812-0043", "1190-5527", "6604-2218"], ["2025-117"]),
    ("códigos de respaldo: 3301 2290 - 4412 0087 & 9910 3346", ["3301 2290", "4412 0087", "9910 3346"], []),
])
def test_backup_codes_apart_by_marks_are_cut(text: str, codes: list[str], kept: list[str]) -> None:
    out, _ = redact(text)
    for c in codes:
        assert c not in out
    for k in kept:
        assert k in out


@pytest.mark.parametrize(("text", "secret", "kept"), [
    ("Sæt adgangskode=Kringle2024 på kontoen, mødet er kl. 10:30.", "Kringle2024", ["10:30"]),
    ("husk passordet = vaffel99 og ordrenummer 7781204", "vaffel99", ["7781204"]),
    ("gäst-lösen=midsommar7, bokning 4471-09.", "midsommar7", ["4471-09"]),
])
def test_a_nordic_password_set_in_prose_is_cut(text: str, secret: str, kept: list[str]) -> None:
    out, _ = redact(text)
    assert secret not in out
    for k in kept:
        assert k in out


def test_a_nordic_password_name_without_a_value_stays() -> None:
    for text in ("passord = ditt eget valg", "lösenord: se mejlet från IT", "adgangskode=${ADGANGSKODE}"):
        assert redact(text) == (text, 0)
