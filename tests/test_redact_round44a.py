"""Round 44a: a code named with a clause before its digits, key-box and code-lock codes, a password named with what it
opens or holding a comma, a secret sent in parts across messages, accounts after a BSB, "account ko", a MICR line or
in a number-porting message, SSS, BPJS, Egyptian, TEAM and passport-book numbers, a Wi-Fi key named as a key, and
security answers in a comma list; and the ordinary text of the same shapes that stays. My own sentences; the values
are made up."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory


def _out(text: str) -> str:
    return SecretMemory("t").redact(text, True)[0]


def _convo(*msgs: str) -> str:
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in msgs)


# ---- a code or a PIN named, a clause on where it came from or whom it went to, then its digits ----

CLAUSE_CUT = [
    ("Син надіслав мені код із SMS від банку, щоб я підтвердив платіж за світло: 7315", "7315"),
    ("Tadi ada yang minta PIN m-banking saya dan bodohnya saya kasih, 482916. Gimana ini?", "482916"),
    ("Gli ho dato il PIN della carta, e poi anche il codice che mi era arrivato: 55120. Che faccio?", "55120"),
    ("Mi-a cerut PIN-ul cardului și i l-am spus, 8841. Cum blochez cardul?", "8841"),
    ("My mum read the OTP from her bank's text to the caller, the one for the transfer: 603418. Was that a scam?",
     "603418"),
    ("Dostałem SMS z banku z kodem 774120 i ktoś zadzwonił, żebym mu go podał.", "774120"),
    ("Az SMS-ben kapott kód 318204, de a netbank nem fogadja el.", "318204"),
    ("Appen frågar efter min personliga kod 660217 för BankID, men den säger fel.", "660217"),
    ("Am primit un SMS de la bancă cu codul 904417 și cineva m-a sunat să i-l dau.", "904417"),
]
CLAUSE_KEPT = [
    ("The bank's SMS says error code 5012, and the app won't let me log in.", "5012"),
    ("I got an SMS from the bank about order 44810231: code for delivery is not needed.", "44810231"),
    ("Код відділення банку: 300528, а SMS так і не прийшло.", "300528"),
    ("У SMS від банку пишуть, що код діє 2025 року до кінця.", "2025"),
    ("The promo code from the bank's SMS, 2025, gives 10 % off?", "2025"),
    ("My bank app shows the postal code 10115 for my branch, is the login broken?", "10115"),
    ("Kode pos rumah saya 40115, bank BCA cabang Dago.", "40115"),
    ("Masukkan kode promo dari aplikasi: 20250 untuk diskon.", "20250"),
]


@pytest.mark.parametrize("text,value", CLAUSE_CUT)
def test_a_code_named_with_a_clause_before_its_digits_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", CLAUSE_KEPT)
def test_a_number_after_another_code_word_stays(text: str, value: str) -> None:
    assert value in _out(text)


# ---- a key box's or a code lock's code ----

KEYBOX_CUT = [
    ("Nøkkelboksen ved døra har kode 4417, nøkkelen henger inni.", "4417"),
    ("Husker du koden til nøkkelboksen på hytta? Den er 2958.", "2958"),
    ("Mökin avainsäilön koodi on 7730, sauna lämpiää puilla.", "7730"),
    ("Varaston koodilukon koodi on 150926, älä kerro muille.", "150926"),
    ("Nyckelskåpet vid entrén öppnas med 3391, nyckeln ligger längst in.", "3391"),
    ("The key box by the back door is 8812, the spare is in there.", "8812"),
    ("Die Schlüsselbox am Gartentor hat den Code 6604.", "6604"),
]
KEYBOX_KEPT = [
    ("The key box holds 12 keys, one for each room.", "12"),
    ("Nøkkelboksen kostet 399 kr på Clas Ohlson.", "399"),
    ("Avainsäilö nro 2041 on varattu, varaus VR-2041.", "2041"),
    ("We bought the lockbox in 2019 and it still works.", "2019"),
    ("Nyckelskåpet rymmer 24 krokar.", "24"),
    ("Kodlåset på källardörren byttes ut 2021, det förra var från 1996.", "2021"),
]


@pytest.mark.parametrize("text,value", KEYBOX_CUT)
def test_a_key_box_code_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", KEYBOX_KEPT)
def test_a_key_box_count_or_price_stays(text: str, value: str) -> None:
    assert value in _out(text)


def test_a_key_box_code_and_its_correction_in_the_next_message_are_cut() -> None:
    out = _convo("Koden til nøkkelboksen på hytta? Den er 4512.",
                 "Nei vent, den er gammel. Ny kode er 7803, vi byttet den i fjor.")
    assert "4512" not in out and "7803" not in out


def test_a_code_named_with_a_clause_and_its_correction_are_cut() -> None:
    out = _convo("Мама переслала мені код з SMS від банку, щоб я оплатив рахунок: 5172",
                 "Ой, це старий. Ось новий: 6390. Він діє 5 хвилин.")
    assert "5172" not in out and "6390" not in out


# ---- a password named with what it opens, or holding a comma ----

PASSWORD_CUT = [
    ("Das Passwort für die Zertifikatsdatei Tanne1984?. Der Login klappt nicht.", "Tanne1984?"),
    ("Le pasé la clave del home banking, LunaVerde4471, para que revise.", "LunaVerde4471"),
    ("Mật khẩu Mưa,rao58 mà nó báo sai hoài.", "Mưa,rao58"),
    ("ネットバンキングのパスワードは Kitsune,ame42 です。", "Kitsune,ame42"),
    ("The password for the family NAS Orchid7garden is too long to type.", "Orchid7garden"),
    ("Le mot de passe du compte bancaire : Riviere,bleu19 — je le garde ?", "Riviere,bleu19"),
]
PASSWORD_KEPT = [
    ("The password for the router model TL-WR841N is printed on the label.", "TL-WR841N"),
    ("Das Passwort für die Fritzbox 7590 steht auf dem Aufkleber.", "7590"),
    ("The password for the 2024 tax portal login expires soon.", "2024"),
    ("The password for version 2.4 of the app resets after 30 days.", "2.4"),
    ("La clave del wifi está en la etiqueta, modelo HG8245H.", "HG8245H"),
    ("The password policy for Office365, Teams and Outlook is the same.", "Office365"),
]


@pytest.mark.parametrize("text,value", PASSWORD_CUT)
def test_a_password_named_with_what_it_opens_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", PASSWORD_KEPT)
def test_a_product_after_a_password_word_stays(text: str, value: str) -> None:
    assert value in _out(text)


# ---- a secret sent in parts across messages ----

PARTS_CUT = [
    (("I'll send the IBAN in two bits, reading it off the card. First part: GB33 BUKB 2020",
      "rest is 1555 5555 55, thanks!"), ("GB33 BUKB 2020", "1555 5555 55")),
    (("Te mando la contraseña del banco en dos mensajes. Empieza por Girasol7", "y acaba en #2019!. Gracias"),
     ("Girasol7", "#2019!")),
    (("密码有点长，我分两次发：前半段 hqz552", "后半段是 W!k81。"), ("hqz552", "W!k81")),
    (("Ich schicke dir das Passwort in zwei Teilen. Beginnt mit Sonne44", "und endet auf ?Regen8"),
     ("Sonne44", "?Regen8")),
    (("Je t'envoie le mot de passe en deux messages. Commence par Pomme%31", "et se termine par Poire88"),
     ("Pomme%31", "Poire88")),
    (("Ti mando l'IBAN in due messaggi:", "IT60 X054 2811 1010", "0000 0123 456"),
     ("IT60 X054 2811 1010", "0000 0123 456")),
]
PARTS_KEPT = [
    (("I'll send the recipe in two parts. First part: flour 200 g", "rest is sugar and butter."), ("sugar",)),
    (("Te mando la dirección en dos mensajes. Empieza por Calle", "y acaba en Madrid."), ("Calle", "Madrid")),
]


@pytest.mark.parametrize("msgs,values", PARTS_CUT)
def test_a_secret_in_parts_across_messages_is_cut(msgs: tuple[str, ...], values: tuple[str, ...]) -> None:
    out = _convo(*msgs)
    for v in values:
        assert v not in out


@pytest.mark.parametrize("msgs,values", PARTS_KEPT)
def test_words_in_parts_stay(msgs: tuple[str, ...], values: tuple[str, ...]) -> None:
    out = _convo(*msgs)
    for v in values:
        assert v in out


# ---- accounts: after a BSB, "account ko", a MICR line, a carrier's account in a port ----

ACCOUNT_CUT = [
    ("Wages go to BSB 063-012, account 1048 7731, please update payroll.", "1048 7731"),
    ("My BSB is 082 140 and acct 55 332 9081 for the refund.", "55 332 9081"),
    ("Pakisend na lang sa savings account ko: 003570112468 sa BPI.", "003570112468"),
    ("Ang payroll account ko ay 1099 2284 5617, BDO yan.", "1099 2284 5617"),
    ("The bottom of the cheque reads ⑆021000021⑆ 4417002931⑈ 0154.", "4417002931"),
    ("Porting my number to Mint: they need my AT&T account number: 448120937 and the transfer PIN.", "448120937"),
    ("Für die Rufnummernmitnahme braucht der neue Anbieter meine Kundennummer 7720041853 und den PIN.",
     "7720041853"),
]
ACCOUNT_KEPT = [
    ("The bottom of the cheque reads ⑆021000021⑆", "021000021"),
    ("BSB 062-000 is the Commonwealth Bank's Sydney branch.", "062-000"),
    ("Porting takes 24 hours; the store's account number is on the receipt.", "24"),
    ("Our account manager's extension is 4471, no PIN needed.", "4471"),
    ("Account ko sa Shopee ay may 1200 coins na.", "1200"),
]


@pytest.mark.parametrize("text,value", ACCOUNT_CUT)
def test_an_account_by_its_neighbour_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", ACCOUNT_KEPT)
def test_a_bank_or_a_count_stays(text: str, value: str) -> None:
    assert value in _out(text)


# ---- ids by names the lexicon lacked ----

ID_CUT = [
    ("Para sa loan, SSS ko ay 34-5678901-2 at TIN ko nasa ID.", "34-5678901-2"),
    ("My SSS number: 02-7315904-6, can you check my contributions?", "02-7315904-6"),
    ("Nomor kartu BPJS anak saya 0002298761104, harus diisi?", "0002298761104"),
    ("No BPJS Kesehatan ibu saya 0001123456789.", "0001123456789"),
    ("رقمها القومي 29805121401234 وعايزة أعمل لها حساب.", "29805121401234"),
    ("عايز أسجل لأخويا، رقمه القومي ٣٠١٠٢٠٣٠١٢٣٤٥٦ ينفع؟", "٣٠١٠٢٠٣٠١٢٣٤٥٦"),
    ("Il numero della tessera sanitaria è 80380001200345678901, va bene?", "80380001200345678901"),
    ("Renewing my passport: the number of my old book is A12345678, it expired last year.", "A12345678"),
    ("My passport book number, that's 512349876, do I enter it with the card number?", "512349876"),
]
ID_KEPT = [
    ("The passport office gave me confirmation number 123456789 for the renewal.", "123456789"),
    ("SSS hotline ay 1455, tumawag ka.", "1455"),
    ("Kartu BPJS bisa dipakai di 2500 faskes.", "2500"),
    ("Team 80 scored 12 points.", "80"),
    ("The passport photo must be 600 by 600 pixels.", "600"),
]


@pytest.mark.parametrize("text,value", ID_CUT)
def test_an_id_by_a_name_the_lexicon_lacked_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", ID_KEPT)
def test_a_public_number_beside_an_id_word_stays(text: str, value: str) -> None:
    assert value in _out(text)


# ---- a Wi-Fi key named as a key ----

WIFI_CUT = [
    ("Wi-Fi « Freebox-7731 », clé : 9F2AC11B07E4D5A6C3B8. Bon séjour !", "9F2AC11B07E4D5A6C3B8"),
    ("WiFi 'Casa_Lopes', chave: ab7731kq9902. Boa estadia!", "ab7731kq9902"),
    ("Il wifi è CasaMare, chiave 77fa32bc91de.", "77fa32bc91de"),
    ("The wifi is BeachHouse and the key is 4ktr88wq21.", "4ktr88wq21"),
    ("WLAN heißt FritzBox-4410, Schlüssel: 83726150937261548372.", "83726150937261548372"),
]
WIFI_KEPT = [
    ("The wifi uses a WPA2 key with 5GHz bands.", "5GHz"),
    ("Wi-Fi 6 is the key feature of the Archer AX55 router.", "AX55"),
    ("The WiFi key fob model KF-2000 costs 20 euros.", "KF-2000"),
]


@pytest.mark.parametrize("text,value", WIFI_CUT)
def test_a_wifi_key_named_as_a_key_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", WIFI_KEPT)
def test_a_wifi_standard_or_a_model_stays(text: str, value: str) -> None:
    assert value in _out(text)


# ---- security answers in a comma list ----

ANSWERS_CUT = [
    ("My security questions: first car - Corolla, street I grew up on - Maple Drive, pet - Rex.",
     ("Corolla", "Maple Drive")),
    ("Meine Sicherheitsfragen: Geburtsname der Mutter - Hofmann, erstes Haustier - Bello.", ("Hofmann", "Bello")),
    ("Preguntas de seguridad: ciudad natal - Salamanca, primera mascota - Canela.", ("Salamanca", "Canela")),
    ("Security answers I reuse: maiden name - Okafor, first school - Saint Jude.", ("Okafor", "Saint Jude")),
    ("Questions de sécurité : ville de naissance - Quimper, premier animal - Filou.", ("Quimper", "Filou")),
]


@pytest.mark.parametrize("text,values", ANSWERS_CUT)
def test_security_answers_in_a_comma_list_are_cut(text: str, values: tuple[str, ...]) -> None:
    out = _out(text)
    for v in values:
        assert v not in out


def test_a_list_of_field_names_after_a_dash_stays() -> None:
    out = _out("Security questions - how many should a site ask, and should answers be case-sensitive?")
    assert "how many" in out
