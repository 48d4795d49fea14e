"""Round 37b (my own texts, not heldout_v39-v41's): personal ids, accounts, codes and keys given by their own names
are cut; counts, licences' kinds, a shopping list, a decoded greeting, a carrier's tracking number and a firm's
account stay."""

from __future__ import annotations

import pytest

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "secret"), [
    ("Kellene a TAJ-om: 123 456 789, meg az adóazonosító jelem: 8395012343. Köszi!", "8395012343"),
    ("Potřebuju vyplnit formulář: číslo OP 204518377, datum narození 3. 4. 1990.", "204518377"),
    ("Per la farmacia: tessera sanitaria n. 80380001234567890123, scade nel 2029.", "80380001234567890123"),
    ("Pentru cerere: seria și nr. buletin XT 481205, eliberat de SPCLEP.", "XT 481205"),
    ("e-Taxの利用者識別番号は 1234 5678 9012 3456 です。", "1234 5678 9012 3456"),
    ("Tolong cek: nomor BPJS Kesehatan 0001234567891 saya tidak aktif.", "0001234567891"),
    ("My SSS number is 34-1234567-8, pakicheck naman.", "34-1234567-8"),
    ("My husband's ITIN is 912-78-4455; can he open an account?", "912-78-4455"),
    ("Mi RFC es GOMA850212K41 y quiero facturar.", "GOMA850212K41"),
    ("The car rental site asks for my driver's license: B4821930, state CA.", "B4821930"),
    ("मेरा बैंक खाता 50100234567812 है, IFSC SBIN0001234।", "50100234567812"),
    ("Skicka pengarna till mitt Nordea-konto 3300 123 456 78 tack.", "3300 123 456 78"),
    ("Kérlek a rezsit a 12345678-87654321-11223344 számlaszámra utald, köszi.", "12345678-87654321-11223344"),
    ("Pentru formular: CNP 1850315123456, contul meu RO12 BTRL 1234 5678 9ABC DEFG.", "RO12 BTRL 1234 5678 9ABC DEFG"),
])
def test_an_id_or_account_after_its_name_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("My Steam Guard code is R7KQ2 and it expired.", "R7KQ2"),
    ("Paczkomat: kod odbioru 583920, skrytka przy Biedronce.", "583920"),
    ("The InPost locker pickup code: 48291034 for my parcel.", "48291034"),
    ("Nyckelboxens kod är 4471, nyckeln hänger där.", "4471"),
    ("Mökin avainkaapin koodi on 7390.", "7390"),
    ("Apple wants a code\n---\nit shows 482 913 on my iPhone, where do I type it?", "482 913"),
    ("Mein Handy zeigt 193 028 an, wohin damit?", "193 028"),
    ("Am primit un SMS: 'Codul tau de verificare Andrei este 482915'. E legit?", "482915"),
    ("Are these Google backup codes safe in Notion: 4kd9-x2mn pqrs-tuvw 77ab-c3de ok?", "pqrs-tuvw"),
])
def test_a_code_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("Der Router hat aktuell sunflower77river als WLAN-Passwort.", "sunflower77river"),
    ("Das Gerätekennwort ist Kx9pLm2Qr, bitte ändern.", "Kx9pLm2Qr"),
    ("Meine FRITZ!Box: WLAN-Schlüssel 12345678901234567890", "12345678901234567890"),
    ("I forgot my bank password. The old one was Tulip.garden88, can I reuse it?", "Tulip.garden88"),
    ("Barclays asks for the memorable word Lindisfarne and my passcode.", "Lindisfarne"),
    ("Pour la livraison : code porte 2407B, 2e étage.", "2407B"),
    ("Me ha llegado el Cl@ve PIN XQT y no sé dónde ponerlo.", "XQT"),
    ("The secret: echo UzNjcjN0UGFzcw== | base64 -d gives S3cr3tPass, right?", "S3cr3tPass"),
    ("The secret: echo UzNjcjN0UGFzcw== | base64 -d gives S3cr3tPass, right?", "UzNjcjN0UGFzcw=="),
    ("A senha do site.com é k1ngf1sh3r2020 ok.", "k1ngf1sh3r2020"),
    ("Wrote my Trezor words:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(
        "orbit velvet lunar prism cedar ember tundra quartz falcon meadow copper basalt".split(), 1)), "quartz"),
])
def test_a_password_or_seed_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("The rental counter wants my license class. It is class C, not a number.", "class C"),
    ("Der Router hat aktuell Firmware 7.57 installiert.", "7.57"),
    ("The old one was broken, so I bought a new one.", "broken"),
    ("The scale shows 123 456 grams on its display", "123 456"),
    ("The report shows 120 000 users on phone plans.", "120 000"),
    ("Steam Guard is great, I turned it on.", "great"),
    ("Track it with InPost: 48291034567890 please.", "48291034567890"),
    ("echo aGVsbG8gd29ybGQ= | base64 --decode prints hello world", "aGVsbG8gd29ybGQ="),
    ("The recovery codes use the format xxxx-xxxx like abcd-efgh.", "abcd-efgh"),
    ("A senha do site.com é k1ngf1sh3r2020 ok.", "site.com"),
    ("To do:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(
        "call the bank buy milk and eggs fix car wash dog read".split(), 1)), "milk"),
    ("shopping list:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(
        "apples bread milk cheese onions garlic rice pasta butter lemons yogurt coffee".split(), 1)), "cheese"),
])
def test_look_alikes_stay(text: str, kept: str) -> None:
    assert kept in _out(text)


def test_a_house_code_table_and_security_answers_are_cut() -> None:
    table = ("Notes for the dog sitter\n| What | Code |\n|---|---|\n| Front door | 4821 |\n| Garage | 55190 |\n"
             "| Vet phone | 5551234 |")
    out = _out(table)
    assert "4821" not in out and "55190" not in out and "5551234" in out
    out = _out("My security questions: name of my first school: Oakridge; town where I met my wife: Galway. "
               "Customer ID 77120934.")
    assert "Galway" not in out and "77120934" not in out


def test_a_product_table_and_a_remark_stay() -> None:
    products = "Products\n| Item | Code |\n|---|---|\n| Milk | 40012 |\n| Bread | 40977 |"
    assert _out(products) == products
    text = "Security questions are a bad idea: use a password manager. Note: Remember this."
    assert _out(text) == text


def test_an_account_listed_after_the_speakers_id_for_a_payee_is_cut() -> None:
    own = _out("Pentru ANAF: CNP 1850315123456, cont RO86 BTRL 0401 205M 1234 567X. Cum depun?")
    assert "RO86 BTRL 0401 205M 1234 567X" not in own
    payee = "Plata la ANAF se face în contul RO86 BTRL 0401 205M 1234 567X, CUI 12345678."
    assert "RO86 BTRL 0401 205M 1234 567X" in _out(payee)
