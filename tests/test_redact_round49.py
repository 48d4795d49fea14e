"""Round 49a and the rules it widened: secrets in phrasings the rules let through, by class (heldout_v65, v66 and v67's
misses, spent: these are my own sentences, in other words); beside each class, the look-alikes its precision rests
on. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept, talk

import pytest


def test_a_locks_code_after_where_it_stands_is_cut_and_a_year_stays() -> None:
    cut("Checklist for the sitter:\n- the lockbox by the garage: 3391\n- plants on Friday", values=("3391",))
    cut("Kartička pro dědu: kód od trezoru v ložnici 804417, léky v kuchyni.", values=("804417",))
    kept("The safe in the lobby: 2024 renovation notes are in there", values=("2024",))


def test_a_pin_named_with_what_it_opens_is_cut() -> None:
    cut("Die PIN für die neue Karte von der Sparkasse ist 5830, bitte merken.", values=("5830",))
    cut("The PIN for the card they mailed me last week is 4410.", values=("4410",))
    kept("The PIN for the card expired in 2021 already.", values=("2021",))


def test_codes_called_so_are_cut() -> None:
    cut("Am primit: 'Codul tau de autentificare George este 551902'. Ce fac?", values=("551902",))


def test_memorable_information_and_school_answers_are_cut() -> None:
    cut("Lloyds wants the memorable information, mine is 'bramblewood' if you need it.", values=("bramblewood",))
    cut("Security answers: mother's maiden name Okafor, elementary school Holy Cross Junior.",
         values=("Okafor", "Holy Cross Junior"))
    kept("I went to elementary school in Leeds and loved it.", values=("Leeds",))


def test_a_private_keys_hex_is_cut_and_a_transaction_hash_stays() -> None:
    key = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
    tx = "0x" + "9" * 8 + "a1b2c3d4" * 7
    out = talk(f"Tx {tx} is stuck. I took the private key from MetaMask for a script: {key}. Which nonce?")
    assert key not in out and tx in out, out


def test_a_wifi_key_after_la_cle_of_a_box_is_cut() -> None:
    cut("Pour ma mère : la box c'est Freebox-7C21 avec la clé r4ktq9zmw2pd8fhx1vc. Merci !",
         values=("r4ktq9zmw2pd8fhx1vc",))
    kept("La clé USB de 32 Go est sur le bureau.", values=("32",))


def test_japanese_and_hungarian_accounts_are_cut_and_a_companys_stays() -> None:
    cut("報酬の振込先：みずほ銀行 新宿支店 普通 1234567 でお願いします。", values=("1234567",))
    cut("Kérlek, a 11773016-11111018 számlaszámra utaljátok vissza az összeget.", values=("11773016-11111018",))
    cut("Belépési adatlap: adóazonosító jel 8412345670, bankszámlaszám: 10918001-00000123-45670000.",
         values=("10918001-00000123-45670000",))
    kept("A Kert Kft. számlát küldött, bankszámlaszám: 10918001-00000999-88880000.",
          values=("10918001-00000999-88880000",))


def test_a_south_african_cheque_account_is_cut() -> None:
    cut("Updating my FICA with Capitec: cheque account 1512345678, branch code 470010.", values=("1512345678",))


def test_a_swedish_personnummer_is_no_toll_free_number() -> None:
    # "800712-7445" read as 1-800's toll-free line: a Swedish personnummer born in 1980 (its Luhn check passes)
    cut("Mitt personnummer är 800712-7445.", values=("800712-7445",))
    kept("Call 1-800-555-0199 or (888) 555-0100 for help.", values=("1-800-555-0199", "(888) 555-0100"))


def test_a_cards_expiry_beside_its_digits_and_a_seeds_second_half_are_cut() -> None:
    out = talk("Te paso la tarjeta en dos mensajes. Primera parte: 4539 1488", "Segunda parte: 0343 6467, caduca 11/29.")
    assert "11/29" not in out, out
    out = talk("Re-importing my wallet. First six words: legal winner thank year wave sausage",
                "and the last six: worth useful legal winner thank yellow. Which option?")
    assert "worth useful legal" not in out, out
    kept("Die neue Karte läuft bis 09/29.", values=("09/29",))


@pytest.mark.parametrize("text", [
    "My first six words of the essay are weak: the start is slow. Any tips?",
    "Shopping list: apple banana orange grape. Thanks!",
])
def test_ordinary_lists_stay(text: str) -> None:
    kept(text, values=(text,))
