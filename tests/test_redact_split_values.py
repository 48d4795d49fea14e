"""Round 26b: secrets dictated or split (spelled runs, number words, cards in chunks, notes, symbol passwords, "the new
one is:", Arabic-Indic PINs) and the values beside them that belong to someone else."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _conversation(*messages: str) -> list[str]:
    mem = SecretMemory("t")
    return [mem.redact(m, True)[0] for m in messages]


@pytest.mark.parametrize(("text", "gone"), [
    ("my aunt's mail password, as she spelled it: capital T, o, r, f, seven, two, hash. Thanks!",
     ("seven", "two", "hash")),
    ("Das Passwort, buchstabiert: großes W, a, l, d, drei, neun, Ausrufezeichen. Danke.", ("drei", "neun")),
    ("La contraseña letra por letra: R mayúscula, i, o, s, cuatro, uno, almohadilla.", ("cuatro", "almohadilla")),
    ("Dad's portal password, spelled: capital M, i, l, o, then two eight four, and an exclamation mark. Thanks.",
     ("two eight four", "exclamation")),
])
def test_spelled_run_is_cut_through_digit_and_symbol_words(text: str, gone: tuple[str, ...]) -> None:
    out = redact(text)[0]
    assert "[REDACTED" in out and not any(w in out for w in gone), out


@pytest.mark.parametrize(("text", "code"), [
    ("The padlock code, in words: four one seven seven two. It's on the shed.", "four one seven seven two"),
    ("De code van het hangslot bij de schuur is zes twee nul negen, schuur 4.", "zes twee nul negen"),
    ("Il codice della cassaforte è otto tre cinque uno, stanza 9.", "otto tre cinque uno"),
    ("Kod do kłódki: dwa osiem jeden siedem.", "dwa osiem jeden siedem"),
])
def test_code_in_number_words_after_its_name(text: str, code: str) -> None:
    assert code not in redact(text)[0]


@pytest.mark.parametrize("text", [
    "Count down with me: five, four, three, two, one, lift-off!",
    "The score was three two at half-time and four two at full time.",
    "Le code de la route a changé en deux mille vingt-quatre.",
])
def test_number_words_without_a_code_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_card_read_in_chunks_over_messages() -> None:
    out = _conversation("reading my card out in chunks: 4916 0382", "7731 2205", "expires 03/29, the Visa one")
    assert "4916" not in out[0] and "7731" not in out[1] and "2205" not in out[1]
    assert out[2] == "expires 03/29, the Visa one"


def test_notes_each_naming_a_code() -> None:
    text = ("Notes for Sam:\n- alarm code 7204\n- the office safe opens with 618830\n- plumber 0161 496 0555\n"
            "- bins Tuesday")
    out = redact(text)[0]
    assert "7204" not in out and "618830" not in out and "0161 496 0555" in out


@pytest.mark.parametrize(("text", "value"), [
    ("Parola pentru router este Kx=_?#vT92mQ. Mersi.", "Kx=_?#vT92mQ"),
    ("Das Passwort lautet Rq=4?_t#Zm8w, bitte merken.", "Rq=4?_t#Zm8w"),
])
def test_symbol_password_cut_whole(text: str, value: str) -> None:
    out = redact(text)[0]
    assert value not in out and value[:4] not in out and value[-4:] not in out


def test_symbol_regex_stays() -> None:
    text = "Validate the field with ^[A-Za-z0-9=_?#]+$ before saving."
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "value"), [
    ("رمز وای‌فای خونه عوض شد، جدیدش اینه: Golnar_sabz58", "Golnar_sabz58"),
    ("غيرت كلمة سر الواي فاي، الجديدة هي: Nakhla_Zarqa41", "Nakhla_Zarqa41"),
    ("Wifi şifresini değiştirdim, yenisi şu: Lale_Bahce63", "Lale_Bahce63"),
    ("changed the wifi password, the new one is: Heron-Maple-27", "Heron-Maple-27"),
])
def test_new_one_is_after_a_network_password(text: str, value: str) -> None:
    assert value not in redact(text)[0]


@pytest.mark.parametrize("text", [
    "I bought a new phone, the new one is: Pixel 8 Pro.",
    "Der Termin ist verschoben, der neue ist: Donnerstag 14 Uhr.",
])
def test_new_one_is_without_a_password_stays(text: str) -> None:
    assert redact(text) == (text, 0)


def test_arabic_indic_pin_after_an_iban() -> None:
    out = _conversation("هذا رقم الآيبان حقي: SA13 1071 9694 6612 9218 3331", "والرقم السري للبطاقة ٥٨٢٤ لا تعطيه لأحد")
    assert "SA13" not in out[0] and "٥٨٢٤" not in out[1]


@pytest.mark.parametrize(("text", "mine", "theirs"), [
    ("Please refund to my IBAN GB21 BARC 1859 3398 7407 17. I paid into your account GB57 BARC 4116 6250 8325 11.",
     "GB21 BARC 1859 3398 7407 17", "GB57 BARC 4116 6250 8325 11"),
    ("Devuélveme la fianza a mi cuenta ES90 7617 4256 8056 5938 8534.\nLa inmobiliaria cobra en la suya: "
     "ES74 0667 3995 7911 3293 6038.", "ES90 7617 4256 8056 5938 8534", "ES74 0667 3995 7911 3293 6038"),
    ("Mój numer konta do zwrotu: 92 2632 0317 1457 4737 3147 6946\na za gaz płacę na konto PGNiG "
     "81 9812 4908 3889 7783 0182 7238.", "92 2632 0317 1457 4737 3147 6946", "81 9812 4908 3889 7783 0182 7238"),
    ("From my account: sort code 20-45-77, account 41958203.\nThe deposit goes to the letting agency, sort code "
     "30-96-26, account 61738294.", "41958203", "61738294"),
])
def test_other_partys_account_beside_ones_own(text: str, mine: str, theirs: str) -> None:
    out = _conversation(text)[0]
    assert mine not in out and theirs in out


def test_party_tax_number_stays_own_is_cut() -> None:
    out = redact("Pus o meu NIF 248710966 na fatura. O NIF da farmácia (510298460) vem no talão.")[0]
    assert "248710966" not in out and "510298460" in out


def test_shown_basic_sample_stays_real_header_cut() -> None:
    text = ("The docs use Authorization: Basic YWRtaW46YWRtaW4= (only admin:admin).\n"
            "Ours: Authorization: Basic ZXhwb3J0LXN2YzpRN3RfbUs5eFp2UGw= fails.")
    out = redact(text)[0]
    assert "YWRtaW46YWRtaW4=" in out and "ZXhwb3J0LXN2YzpRN3RfbUs5eFp2UGw=" not in out


def test_own_key_after_generic_kms_key_is_cut() -> None:
    text = ("Microsoft's generic KMS client key W269N-WFGWX-YVC9B-4J6C9-T83GX is public, but my own retail key "
            "74QBT-QBGTJ-7V8DK-PD8Y7-9K9R8 is not.")
    out = redact(text)[0]
    assert "W269N-WFGWX-YVC9B-4J6C9-T83GX" in out and "74QBT-QBGTJ-7V8DK-PD8Y7-9K9R8" not in out


@pytest.mark.parametrize(("text", "pin", "public"), [
    ("Mailbox-PIN 4815, die Mailbox erreichst du unter 0171 3456789.", "4815", "0171 3456789"),
    ("voicemail PIN is 3391, voicemail number is +44 7700 900123.", "3391", "+44 7700 900123"),
])
def test_voicemail_number_beside_its_pin_stays(text: str, pin: str, public: str) -> None:
    out = redact(text)[0]
    assert pin not in out and public in out


def test_voicemail_pin_in_two_groups_is_cut() -> None:
    assert "4411" not in redact("voicemail PIN 8784 4411")[0]


@pytest.mark.parametrize(("text", "code", "order"), [
    ("डिलीवरी बॉय OTP माँग रहा है: 501957\nऑर्डर नंबर OD4302917765 है", "501957", "OD4302917765"),
    ("o entregador pediu o código de entrega: 903611\nnúmero do pedido 1348829910", "903611", "1348829910"),
])
def test_courier_code_cut_order_number_stays(text: str, code: str, order: str) -> None:
    out = redact(text)[0]
    assert code not in out and order in out


def test_postal_code_stays() -> None:
    text = "El código postal del piso nuevo es 28013, en Madrid centro."
    assert redact(text) == (text, 0)
