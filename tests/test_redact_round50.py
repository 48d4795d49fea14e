"""Round 50a-b and the rules it widened: secrets in phrasings the rules let through, by class (heldout_v67, v68, v69
and v70's misses, spent: these are my own sentences, in other words); beside each class, the look-alikes its
precision rests on. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from utils.redact import redact
from redact_kit import cut, kept, talk


def test_an_account_handed_over_with_its_owners_login_stays_cut() -> None:
    cut("My mum gave me her online banking so I can pay her gas bill: password Tulip!4477, her account number "
         "41225566, sort code 20-45-77.", values=("Tulip!4477", "41225566"))
    cut("Mi abuela me pasó su CLABE 012180600381645272 y su NIP del cajero, 6610, para sacarle la pensión.",
         values=("012180600381645272", "6610"))
    cut("Mon oncle m'a donné : IBAN DE83 3704 0044 0532 0130 11 et pour l'appli le code secret 904417.",
         values=("DE83 3704 0044 0532 0130 11", "904417"))


def test_a_shops_account_beside_the_speakers_own_pin_stays_a_payee() -> None:
    out = talk("Para pagar la lavadora me dieron la CLABE 012180600381645272 de la tienda, pero el cajero me pide "
                "el NIP de mi tarjeta y puse 3381.")
    assert "012180600381645272" in out and "3381" not in out, out


def test_keypad_codes_at_a_gate_are_cut() -> None:
    cut("Note for the cleaner:\n- back gate: 5521#\n- towels in the hall cupboard", values=("5521",))
    cut("Para el portón del garaje, teclea 7730 y espera el pitido.", values=("7730",))
    cut("The code for the bike shed we share (shed C-12) is 6604, don't forget.", values=("6604",))
    kept("At the front door, type 1 for reception and 2 for deliveries.", values=("type 1",))
    kept("The door ticket 4512 #urgent is still open in Jira.", values=("4512",))


def test_a_code_spelled_in_words_beside_its_digits_is_cut() -> None:
    cut("The shed code is 4-1-7-7, so the speaker says 'four one seven seven'. Can it whisper?",
         values=("4-1-7-7", "four one seven seven"))
    kept("Count with me: one two three four, then the code review starts.", values=("one two three four",))


def test_a_cards_code_by_its_place_and_a_french_code_secret_are_cut() -> None:
    cut("My Amex keeps failing online, the code on the front is 2231, is that the CID?", values=("2231",))
    kept("The code on the back of the router is for support only.", values=("router",))
    cut("Ma carte : le code secret 5190, je l'oublie toujours.", values=("5190",))
    kept("Combien de chiffres a le code secret d'une carte, 4 ou 6 ? Depuis 2023 je ne sais plus.", values=("2023",))


def test_the_speakers_iban_after_words_is_cut_even_mistyped() -> None:
    cut("my IBAN for the salary transfer is DE83 3704 0044 0532 0130 17", values=("DE83 3704 0044 0532 0130 17",))


def test_kenyan_numbers_a_german_cards_can_and_a_hacienda_reference_are_cut() -> None:
    cut("PIN yangu ya KRA ni A384019276K, ya kampuni ni P051234567X.", values=("A384019276K",))
    kept("PIN ya kampuni yetu ya KRA ni P051234567X.", values=("P051234567X",))
    cut("Namba yangu ya SHA ni CR12345678901, nimesahau password.", values=("CR12345678901",))
    cut("Der Personalausweis will die CAN, sie steht vorne: 482913.", values=("482913",))
    kept("CAN bus error 482913 on the dashboard again.", values=("482913",))
    # (the gate opens on the DNI beside it, as on the form itself)
    cut("Para la renta: mi DNI es 48213579J y la referencia que me dio Hacienda es K7PQ2M.", values=("K7PQ2M",))
    kept("La referencia del pedido es K7PQ2M, llega el lunes.", values=("K7PQ2M",))


def test_widened_ids_accounts_passwords_and_guesses_are_cut() -> None:
    cut("We file jointly; she has an ITIN, 912-78-1234.", values=("912-78-1234",))
    cut("Зарплатный счёт у меня 40817810099910004312, что делать?", values=("40817810099910004312",))
    cut("الباسورد الحالي !Sahara2231.", values=("!Sahara2231",))
    cut("Nimesahau PIN, nadhani ni 4471 au 7714.", values=("4471", "7714"))


def test_a_code_promised_in_russian_then_given_after_vot_is_cut() -> None:
    cut("Сейчас продиктую код из СМС от банка, ладно?", "Вот: 552901", values=("552901",))
    kept("Вот: 2024 год был тяжёлым.", values=("2024",))


def test_a_key_in_digit_groups_corrected_after_a_typo_is_cut() -> None:
    cut("Ich schick dir gleich den WLAN-Schlüssel, bitte merken.", "1234 5678 9012 3456 7890",
         "Moment, vertippt, richtig ist: 1234 5678 9012 3456 1111", values=("1234 5678 9012 3456 1111",))


def test_published_test_cards_in_code_about_masking_employer_numbers_and_a_clearing_number_stay() -> None:
    out, _ = redact("My redaction regex should mask '4242 4242 4242 4242' too, right?")
    assert "4242 4242 4242 4242" in out, out
    out, _ = redact("visa 4111 1111 1111 1111 exp 01/30")
    assert "4111 1111 1111 1111" not in out, out
    kept("SSS number ko 34-1234567-8. Yung employer SSS number ng kumpanya ay 03-9876543-2.", values=("03-9876543-2",))
    cut("SSS number ko 34-1234567-8.", values=("34-1234567-8",))
    out = talk("Blanketten: kontonummer 8105-9143857 på Swedbank.")
    assert "8105-" in out and "9143857" not in out, out


def test_a_petrol_stations_greek_afm_stays_and_the_persons_is_cut() -> None:
    out = talk("ΑΦΜ: 156321174. Στο τιμολόγιο υπάρχει και το ΑΦΜ του πρατηρίου, 094014201.")
    assert "156321174" not in out and "094014201" in out, out
