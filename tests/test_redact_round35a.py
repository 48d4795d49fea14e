"""Round 35a: codes pasted from an SMS or a file, values handed over in parts, accounts beside a public bank code,
dial combinations, PINs after a masked card, an own IBAN with a typo, Thai credentials (utils.redact_round35a).
My own sentences, none from a held-out set."""

from __future__ import annotations

import pytest

from utils import redact_round35a
from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


def _conversation(*messages: str) -> str:
    mem = SecretMemory("alice")
    return "\n".join(mem.redact(t, True)[0] for t in messages)


@pytest.mark.parametrize("text, secret", [
    # a one-time code opening the SMS it came in, or the code an SMS is said to carry
    ('my phone showed "604213 is your Instagram login code" and I never asked for it', "604213"),
    ("SMS from 72975: 918244 is your Uber verification code. Is it a scam?", "918244"),
    ("«771902 es tu código de verificación de WhatsApp» me llegó sin pedirlo", "771902"),
    ("Reçu : « 450917 est votre code de confirmation Leboncoin ». Que faire ?", "450917"),
    ("Ich habe eine SMS mit dem Code 380174 bekommen, aber nichts bestellt.", "380174"),
    ("Am primit un SMS cu codul 550381 pentru o tranzacție pe care nu am făcut-o.", "550381"),
    ('"583301 jest Twoim kodem weryfikacyjnym" - dostałem to w nocy', "583301"),
    ("Pesan masuk: 662190 adalah kode verifikasi Gojek Anda, padahal saya tidak login.", "662190"),
    ("Пришло «417733 — ваш код для входа в Госуслуги», я не входил.", "417733"),
    ("Dostałem SMS z kodem 229184 do płatności, której nie robiłem.", "229184"),
    ("got a text with code 640055 for a payment I never made", "640055"),
    # recovery codes one a line under their file's or heading's name
    ("recovery-codes-gitlab.txt\n\na91fe-30277\n7c04b-88123\n91e2d-44a0f\n\nare these still valid?", "7c04b-88123"),
    ("Mes codes de récupération :\n4f1a2-90b3c\n88d01-2e7fa\nje peux en régénérer ?", "4f1a2-90b3c"),
    # an account beside a BSB or a sort code
    ("pay me at BSB 082-401 acct 556120987 please", "556120987"),
    ("Sort code 20-45-77, account no. 43910288 - is that the right format for my salary?", "43910288"),
    ("acc 41200983, BSB 732-011 - is this the layout the form wants?", "41200983"),
    # a seed's later words under a range label
    ("13-18: orbit velvet sudden lunar timber anchor\nthat is the rest of the phrase", "orbit velvet sudden lunar timber anchor"),
    ("my seed, the rest:\nwords 7-10: ripple ocean gather mango", "ripple ocean gather mango"),
    # a safe's dial combination after the verb that opens it
    ("My gun safe won't open with 18-44-02 since the move, is the dial broken?", "18-44-02"),
    ("Der Tresor öffnet nicht mehr mit 32-07-19, was tun?", "32-07-19"),
    ("La caja fuerte no abre con 11-58-30 desde ayer.", "11-58-30"),
    # a PIN after its masked card
    ("I gave the PIN for card **** 5521: 0934 to a caller. Cancel it?", "0934"),
    ("Я назвала пин-код карты 4276 **** **** 3310 — 5820 по телефону.", "5820"),
    ("the PIN for my card ending in 8812 is 3390, I told the caller", "3390"),
    ("El PIN de la tarjeta terminada en 6021: 7345, se lo di a un desconocido.", "7345"),
    ("Die PIN zur Karte **** 7702: 4163, steht in meinen Notizen.", "4163"),
    # an own IBAN with broken check digits
    ("Bitte die Rückzahlung zurück auf DE44 5001 0517 5407 3249 32 überweisen.", "DE44 5001 0517 5407 3249 32"),
    ("Please refund it to my account GB29 NWBK 6016 1331 9268 18, thanks.", "GB29 NWBK 6016 1331 9268 18"),
    # a relative's Hungarian account
    ("A nagymamámnak intézem: a számlaszáma 11773016-20487755-00000000, mit írjak?", "11773016-20487755-00000000"),
    # Thai credentials after their run-together name
    ("รหัสไวไฟห้องนอน Kp7rt2mz9 นะ", "Kp7rt2mz9"),
    ("รหัสเข้าแอปของพ่อคือ 804213 จำไว้ด้วย", "804213"),
    ("รหัสผ่านอีเมลของฉันคือ Mango2024x", "Mango2024x"),
    ("รหัส wifi ร้านกาแฟของพี่ Bean4422cafe", "Bean4422cafe"),
])
def test_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize("text, public", [
    ('my phone showed "604213 is your Instagram login code" and I never asked for it', "Instagram"),
    ("SMS from 72975: 918244 is your Uber verification code. Is it a scam?", "72975"),
    ("2024 is your year to shine, says the horoscope app", "2024"),
    ("3 is your lucky number and 12 is your table", "12"),
    ("Am primit un SMS cu codul 550381 pentru o plată de 1.450 lei.", "1.450 lei"),
    ("Es kam eine SMS mit dem Code von 2023, die Bank sagt, sie ist alt.", "2023"),
    ("See issue #48117 about recovery codes being lost on 2025-03-14.", "#48117"),
    ("recovery plan for the outage\n2024-0312\nnothing else", "2024-0312"),
    ("BSB 082-401 is the branch code for the Sydney office", "082-401"),
    ("Sort code 20-45-77 belongs to which bank?", "20-45-77"),
    ("1-3: eat sleep code repeat", "eat sleep code"),
    ("Steps 1-4: Install Python Then Run Tests", "Install Python Then Run Tests"),
    ("My safe model SB-0381D won't open with the key; the combination is in a drawer.", "SB-0381D"),
    ("I gave the PIN for card **** 5521: 0934 to a caller. Cancel it?", "**** 5521"),
    ("Я назвала пин-код карты 4276 **** **** 3310 — 5820 по телефону.", "**** **** 3310"),
    ("The card **** 5521 expired on 05/25, should I call?", "**** 5521"),
    ("my card ending in 8812 was charged 2024 times? no, 24 times", "8812"),
    ("the PIN for my card ending in 8812 is 3390, I told the caller", "8812"),
    ("Order 2291 is your next delivery, says the app", "2291"),
    ("Is DE00 1234 5678 9012 3456 78 a valid example IBAN?", "DE00 1234 5678 9012 3456 78"),
    ("A társasház számlaszáma 10402410-44244657-75448370, anyukám oda utal.", "10402410-44244657-75448370"),
    ("รหัสไปรษณีย์ 10110 ครับ", "10110"),
    ("รหัสสินค้า AB1234 หมดแล้ว", "AB1234"),
    ("รหัส ไปรษณีย์ 50200 เชียงใหม่", "50200"),
])
def test_kept(text: str, public: str) -> None:
    assert public in _out(text)


@pytest.mark.parametrize("text", [
    "The safe was delivered on 12-05-24 and the lock works.",
    "The landlord's account DE44 5001 0517 5407 3249 32 looks wrong to me",
    "Transfer to DE44 5001 0517 5407 3249 32, the shop's account, by Friday",
    "Der Laden hat die Kontonummer DE44 5001 0517 5407 3249 32 auf der Rechnung.",
    "Segunda: Italy won the match",
])
def test_this_round_finds_nothing_in(text: str) -> None:
    """Look-alikes this round's rules must leave (other rounds decide them on their own)."""
    assert redact_round35a.find(text, text.lower(), lambda v: False) == []


def test_a_password_in_parts_across_messages() -> None:
    out = _conversation("Te mando la contraseña del correo de mi tía en dos partes. Primera: vbt44k",
                        "Segunda: QRW8. Luego te digo el usuario.")
    assert "vbt44k" not in out and "QRW8" not in out and "Luego te digo el usuario" in out
    out = _conversation("Das Passwort vom Router schicke ich in zwei Teilen. Teil 1: Hx7!pa",
                        "Teil 2: 44qZ, bitte nicht weitergeben")
    assert "Hx7!pa" not in out and "44qZ" not in out
    out = _conversation("I'll send the wifi password in two parts. First part: mango77",
                        "second part: Tide!9 - thanks")
    assert "mango77" not in out and "Tide!9" not in out


def test_a_later_part_without_an_announcement_stays() -> None:
    assert "Italy" in _out("Segunda: Italy won the match")
    assert "Italy" in _conversation("Who won the first half of the match?", "Segunda: Italy won the match")


def test_a_seed_in_two_messages() -> None:
    out = _conversation("restoring my wallet, words 1-6: cherry harbor minute kettle lyric dwarf",
                        "7-12: alpine tunnel oxygen beach violin sheriff\nit still says invalid")
    assert "cherry" not in out and "alpine tunnel" not in out and "it still says invalid" in out


def test_a_corrected_iban_in_two_messages() -> None:
    out = _conversation("Die Kaution bitte zurück auf DE44 5001 0517 5407 3249 32.",
                        "Sorry, Zahlendreher. Richtig ist DE44 5001 0517 5407 3249 23.")
    assert "3249 32" not in out
