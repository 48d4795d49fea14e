"""Round 32b: passwords set by a verb after their name, later items of a password list, Wi-Fi keys named by a code's
word, alarm codes by the alarm's noun, activation codes a few words after their name, Nordic personal codes, own
accounts in national shapes, a person's id after a company's id, PhilSys numbers. My own sentences, no set's."""

from __future__ import annotations

import pytest

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "secret"), [
    # a password set "to" a value by a verb after its name
    ("رمز بانکم رو دیروز عوض کردم و گذاشتم tulip_Garden482 ، خوبه؟", "tulip_Garden482"),
    ("Parola de la email am schimbat-o în Vultur#2291 ieri seară.", "Vultur#2291"),
    ("La contraseña del router, la cambié a Piedra-7781 esta mañana.", "Piedra-7781"),
    ("Hasło do banku zmieniłem na Zamek!5530 wczoraj.", "Zamek!5530"),
    ("Пароль від ноутбука я змінив на Krokus_4417, запам'ятай.", "Krokus_4417"),
    ("Lösenordet till mejlen ändrade jag, bytte till Ekorre_8830 i går.", "Ekorre_8830"),
    # the later items of a password list
    ("Запиши: пароль від банку Orion#41, від телевізора вдома Sirius_93 і все.", "Sirius_93"),
    ("Notiere: Passwort für die Bank Falke#19, für das WLAN oben Adler_77 bitte.", "Adler_77"),
    ("Keep these: password for the laptop Maple#52, for the home router Cedar_38 thanks", "Cedar_38"),
    # a Wi-Fi key named by a code's word, an alarm code by the alarm's noun
    ("Σημείωμα για τον θείο: κωδικός Wi-Fi k7m2p9x4qz, συναγερμός 8361 στην είσοδο.", "k7m2p9x4qz"),
    ("Σημείωμα για τον θείο: κωδικός Wi-Fi k7m2p9x4qz, συναγερμός 8361 στην είσοδο.", "8361"),
    ("Для бабушки: код от вайфая tr8vq2mz5k, сигнализация 5927.", "tr8vq2mz5k"),
    ("Для бабушки: код от вайфая tr8vq2mz5k, сигнализация 5927.", "5927"),
    # an activation code with words between
    ("Der Freischaltcode aus dem Schreiben 7QX2-MK4P funktioniert nicht.", "7QX2-MK4P"),
    ("The activation code from the letter 8RT4-ZP2W is rejected by the app.", "8RT4-ZP2W"),
    # a Nordic personal code (BankID's PIN)
    ("Jeg har nytt BankID-passord og den personlige koden er 730164 nå.", "730164"),
    ("Min personliga koden är 418203, säg den inte till någon.", "418203"),
    # own accounts: Swedish clearing form, Hungarian 8-8-8, Swahili
    ("Försäkringskassan vill ha kontonummer för återbetalning 8214-5519720341 i blanketten.", "8214-5519720341"),
    ("Az űrlapon a bankszámlaszám 12010154-55667788-99001126, jól írtam?", "12010154-55667788-99001126"),
    ("Tafadhali tumia namba ya akaunti 0150294836712 kwa mshahara wangu.", "0150294836712"),
    # a person's id after a company's id in brackets
    ("Para el alquiler (CIF B12345674) me piden el DNI 12345678Z y una nómina.", "12345678Z"),
    # a PhilSys number
    ("Nilagay ko sa form ang PhilSys number 4821-7730-1956-2284 at TIN ko.", "4821-7730-1956-2284"),
])
def test_secret_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


def test_a_pin_cut_keeps_the_sentence_stop() -> None:
    out = _out("Paki-save: Maya MPIN 8820. Salamat po")
    assert "8820" not in out and "]. Salamat" in out


@pytest.mark.parametrize("text", [
    # a verb after a password's name setting something else, a plain word, a number
    "I changed my password yesterday and set the alarm to 0700 for tomorrow.",
    "Parola am schimbat-o în aceeași zi, nu mai știu când.",
    "Пароль від пошти я змінив на новий, а від банку ще ні.",
    # a list of things with a preposition and no password values
    "Password rules: for the mail at least 12 characters, for the wifi at least 8 characters.",
    # a Wi-Fi network's name, an alarm clock's time
    "Το Wi-Fi λέγεται HomeNet και ο συναγερμός στις 0630 χτυπάει κάθε πρωί.",
    # an activation code's words with a date or a year, no code
    "Der Aktivierungscode aus dem Brief vom 12.03.2024 ist abgelaufen.",
    "The activation code expires in 2025 according to the letter.",
    # a Swedish phone number and a case number
    "Ring mig på 070-1234567, ärendenummer 2024-784117.",
    # a company's id alone; a Hungarian account failing its check digits
    "La factura lleva el CIF B12345674 de la empresa.",
    "A számlaszám mezőbe 12345678-12345678-12345678 formában kell írni.",
    "A cég bankszámlaszáma 12010154-55667788-99001126, oda utaljak a díjat?",
])
def test_ordinary_text_stays(text: str) -> None:
    assert _out(text) == text
