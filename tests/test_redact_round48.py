"""Round 48a and 48b, and the rules they widened: secrets in phrasings the rules let through and public values they
cut, by class (heldout_v62, v63 and v64's misses, spent: these are my own sentences, in other words); beside each
class, the look-alikes its precision rests on. The values are made up (check digits computed where the format has
one)."""

from __future__ import annotations

from redact_kit import cut, kept, talk

import pytest

from utils import idcheck


@pytest.mark.parametrize(("text", "value"), [
    ("Note for the dog sitter: Wi-Fi: Maple7, password lanternorchardcopper. Food is in the pantry.",
     "lanternorchardcopper"),
    # (English words: the vocabulary is MiniLM's, English; "tulpenmolenfiets" is no run it can split)
    ("Bericht voor de oppas: wachtwoord pebbleharborlantern, de sleutel ligt onder de mat.", "pebbleharborlantern"),
    ("network CasaVerde\npassword silver-otter-canyon", "silver-otter-canyon"),
])
def test_a_passphrase_of_words_run_together_is_cut(text: str, value: str) -> None:
    cut(text, values=(value,))


@pytest.mark.parametrize("text", [
    "I forgot my password reset link and the password manager says nothing",
    "password = request.form.get('password')",
    "Is password synchronization between the two directories safe?",
])
def test_a_word_or_code_after_password_is_no_passphrase(text: str) -> None:
    kept(text, values=(text,))


def test_a_wifi_key_after_its_place_is_cut_and_a_networks_name_or_standard_stays() -> None:
    cut("wifi at the lake house is BirchRiver42, add it to the guest sheet", values=("BirchRiver42",))
    kept("Wi-Fi is HomeNet5G and the password is on the fridge.", values=("HomeNet5G",))
    kept("the wifi is WPA2-Personal at my parents' place", values=("WPA2-Personal",))


@pytest.mark.parametrize(("text", "value"), [
    ("Připomeň mi heslo do mobilního bankovnictví Kv8-lipa!, prosím.", "Kv8-lipa!"),
    ("Parola nouă de la contul de email e brad.2207, reține-o.", "brad.2207"),
    ("Питали пароль від пошти, я сказала vishnia.771. Що робити?", "vishnia.771"),
    ("Пароль я придумала из названия кота плюс год, получилось barsik2011.", "barsik2011"),
])
def test_a_password_named_with_what_it_opens_or_said_is_cut(text: str, value: str) -> None:
    cut(text, values=(value,))


def test_an_identifier_after_password_for_stays() -> None:
    kept("In main.tf I pass password = var.db_password to the aws_db_instance resource.",
          values=("aws_db_instance",))
    kept("The password for user admin123 keeps failing.", values=("admin123",))


def test_the_other_of_two_secrets_by_ellipsis_is_cut_and_a_price_stays() -> None:
    cut("Mi contraseña de la app es Pino44$x y la de firma 530192.", values=("530192",))
    kept("The PIN is 4419 and the price is 4500.", values=("4500",))


def test_persian_passwords_and_pins_are_cut() -> None:
    cut("رمز ایمیلم رو عوض کردم، یادداشت کن: sara_1402 . رمز کارتم هم ۵۸۲۱ هست.", values=("sara_1402", "۵۸۲۱"))


def test_an_israeli_account_with_its_suffix_is_cut() -> None:
    cut("לטופס במשרד: בנק הפועלים, סניף 612, מספר חשבון 445120/83. תודה", values=("445120/83",))


def test_a_czech_gate_code_is_cut_and_a_bank_code_stays() -> None:
    cut("Pro hosty: kód od vrat 5820, klíče pod rohožkou.", values=("5820",))
    kept("Kód banky 0800 je Česká spořitelna.", values=("0800",))


def test_an_rpc_providers_key_in_its_url_is_cut() -> None:
    cut('rpc: "https://polygon-mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161"',
         values=("9aa3d95b3bc440fa88ea12eaa4456161",))


def test_a_dotenv_value_is_cut_whole_and_a_slot_or_a_dotted_path_stays() -> None:
    cut("DJANGO_SECRET_KEY=k3(x%v9z!q)w@8b^m2n7r$t0y", values=("w@8b^m2n7r$t0y", "k3(x%v9z"))
    kept("JWT_SECRET=replace-me-before-deploy\nDB_PASSWORD=CAMBIA_QUESTA_PASSWORD",
          values=("replace-me-before-deploy", "CAMBIA_QUESTA_PASSWORD"))
    kept("PASSWORD_HASHERS=django.contrib.auth.hashers.PBKDF2PasswordHasher", values=("django.contrib",))


def test_a_california_licence_and_a_kenyan_sha_number_are_cut() -> None:
    cut("The DMV site says my driver's license B4407281 is expired, can I still fly?", values=("B4407281",))
    kept("Flight B4407281? No, it's BA 2490.", values=("B4407281",))
    cut("Fomu inauliza namba ya SHA: CR40917265318-2, na KRA PIN.", values=("CR40917265318-2",))


def test_a_turkish_id_after_tc_and_a_mexican_nss_are_cut_when_their_checks_pass() -> None:
    assert idcheck.tckn_ok("10000000146") and idcheck.nss_mx_ok("12345678903")
    cut("İşe giriş için TC: 10000000146, sicil no 5521.", values=("10000000146",))
    cut("Para el IMSS: mi NSS es 12345678903.", values=("12345678903",))
    kept("Para el IMSS: mi NSS es 12345678904.", values=("12345678904",))


def test_a_word_holding_firma_is_no_company() -> None:
    # "confirmar" named a firm, and the speaker's own NIF was kept as a company's (a valid Portuguese NIF)
    cut("Tenho de confirmar o NIF 218459033 na declaração.", values=("218459033",))


def test_announced_numbers_and_seed_halves_in_other_languages_are_cut() -> None:
    out = talk("Ich schick dir gleich meine Versichertennummer.", "Die Nummer ist A123456780, es geht um den Bescheid.")
    assert "A123456780" not in out, out
    out = talk("щас скину сид-фразу двумя сообщениями", "первые шесть: abandon ability able about above absent",
                "остальные: absorb abstract absurd abuse access accident")
    assert "ability able about" not in out and "abstract absurd" not in out, out
    out = talk("I'm about to send you the admin password for the router, ok?", "Wq9=&tL2pZx7Kv",
                "the router is at 192.168.0.1")
    assert "Wq9=&tL2pZx7Kv" not in out, out


def test_a_first_part_with_an_aside_and_a_door_codes_correction_are_cut() -> None:
    out = talk("Recovery key, first part (splitting it for safety): 7KQD-M2PX-A9LE-Q4TZ",
                "and the rest: RVDN-8BIN-2WXF. Can you join them?")
    assert "7KQD-M2PX" not in out and "RVDN-8BIN-2WXF" not in out, out
    out = talk("Pour la nounou : le digicode c'est 482B7, 2e étage", "ah non attends, ils l'ont changé, c'est 5519C")
    assert "5519C" not in out, out
    # "change" in English is no correction: the checksum after it stays
    kept("kind: Secret\ndata:\n  password: eV5XZEh2eTJNdExnenkzZkRacUA=",
          "the annotation has checksum/config: 5b301d6a48e005a3 but pods don't restart when I change the secret",
          values=("5b301d6a48e005a3",))


@pytest.mark.parametrize(("text", "value"), [
    ("Got a text from +44 7911 123456: 'Your code is 558211'", "+44 7911 123456"),
    ("SMS з кодом 558211 для картки 4149 **** **** 7731, я нічого не робила", "4149 **** **** 7731"),
    ("Lipa kupitia Paybill 400200, namba ya akaunti STD2024-118. Kiasi Ksh 9,000.", "STD2024-118"),
    ("The feed shows message Ab3dE6gH9jK2mN5pQ8rS1t.filterdrecv-5c6d7e8f9a-xk2lm-1-65A1B2C3-9.0 delivered",
     "Ab3dE6gH9jK2mN5pQ8rS1t.filterdrecv-5c6d7e8f9a-xk2lm-1-65A1B2C3-9.0"),
])
def test_phones_masked_cards_bill_references_and_mail_ids_stay(text: str, value: str) -> None:
    kept(text, values=(value,))


@pytest.mark.parametrize(("text", "value"), [
    ("Dostałem fakturę od elektryka: do zapłaty 900 zł na konto 61 1090 1014 0000 0712 1981 2874.",
     "61 1090 1014 0000 0712 1981 2874"),
    ("Die Stadtwerke wollen 80 € nach. Überweisen soll ich an IBAN DE89 3704 0044 0532 0130 00.",
     "DE89 3704 0044 0532 0130 00"),
    ("برای خرید از فروشگاه واریز کنم. شماره شبا: IR062960000000100324200001 به نام شرکت نوین",
     "IR062960000000100324200001"),
])
def test_an_invoicers_or_a_shops_account_stays(text: str, value: str) -> None:
    kept(text, values=(value,))
