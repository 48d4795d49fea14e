"""Round 59a: secrets in phrasings the rules let through (spent blind sets' misses; these are my own sentences, in
other words), and beside each class the ordinary text of the same shape that stays. Values are made up (IRD numbers'
check digits computed)."""

from __future__ import annotations

from redact_kit import cut, kept, talk

# ---- "It's <word and digits>" after the sentence naming a password ----


def test_a_password_given_as_its_after_its_name_is_cut() -> None:
    cut("My brother always asks for the Disney+ password and I never remember. It's Lantern482, please keep it for me.",
        values=("Lantern482",))


def test_its_a_model_name_with_no_password_named_stays() -> None:
    kept("My brother wants a new laptop. It's Vivobook15, should he get it?", values=("Vivobook15",))


# ---- a call box's code ----


def test_a_call_box_code_is_cut() -> None:
    cut("Please put in the note for the courier: call box code is 3381, ring twice.", values=("3381",))
    cut("The callbox code: 5920 - then take the lift.", values=("5920",))


def test_a_call_box_with_no_code_stays() -> None:
    kept("The call box at unit 3381 is broken, who fixes it?", values=("3381",))


# ---- a Markdown table's security code column ----


def test_a_table_cvc_column_is_cut() -> None:
    text = ("Is this table fine?\n\n| card | number | CVV | notes |\n|---|---|---|---|\n"
            "| Visa Classic | 4000 1234 5678 9010 | 630 | travel |\n| Debit | **** 7712 | n/a | rent |")
    cut(text, values=("630",))


def test_a_table_with_no_code_column_stays() -> None:
    text = "| item | qty | price |\n|---|---|---|\n| bolts | 630 | 12.50 |\n| nuts | 2048 | 3.10 |"
    kept(text, values=("630", "2048"))


# ---- an MPIN ----


def test_an_mpin_after_its_name_or_opening_the_next_sentence_is_cut() -> None:
    cut("Naibigay ko yata yung MPIN ko sa GCash, 5294. Ano gagawin ko?", values=("5294",))
    cut("Should I change my MPIN? 7310 is the one I use everywhere.", values=("7310",))


def test_an_mpin_with_an_amount_or_no_value_stays() -> None:
    kept("I reset my MPIN yesterday and then paid ₱2500 for the bill.", values=("₱2500",))
    kept("How many digits does a GCash MPIN have, 4 or 6?", values=("4 or 6",))


# ---- a Scandinavian code in its definite form ----


def test_a_definite_code_with_a_verb_is_cut() -> None:
    cut("Jeg har byttet kode på alarmen. Koden er 462917, husk den for meg.", values=("462917",))
    cut("Den nye pinkoden blir 7706, skriv den ned.", values=("7706",))


def test_a_discount_or_post_code_stays() -> None:
    kept("Rabattkoden är 2025 hela december.", values=("2025",))
    kept("Postkoden er 0150 for Oslo sentrum.", values=("0150",))


# ---- a Japanese PIN alone in the next sentence ----


def test_a_japanese_pin_alone_after_its_name_is_cut() -> None:
    cut("銀行アプリの暗証番号をメモしておいてほしいです。４８２０です。", values=("４８２０",))


def test_a_japanese_price_alone_stays() -> None:
    kept("このケーブルの値段を教えてください。3000です。", values=("3000",))


# ---- a card's security code named in Spanish, Portuguese or French ----


def test_a_security_code_in_a_second_message_is_cut() -> None:
    cut("Aquí tienes la tarjeta: 4000 1234 5678 9010", "Caduca en 11/29 y el código de seguridad es 417.",
        values=("417",))
    cut("Le code de sécurité est 590, la carte expire en 03/28.", values=("590",))


def test_a_security_code_talked_about_stays() -> None:
    kept("¿El código de seguridad tiene 3 o 4 dígitos en una Amex?", values=("3 o 4",))


# ---- an M-PESA transaction code ----


def test_an_mpesa_transaction_code_is_cut() -> None:
    cut('Nimepata SMS: "QKD7H2LM9P Confirmed. Ksh1,200.00 sent to MARY WANJIRU on 2/4/25." Nilikosea namba.',
        values=("QKD7H2LM9P",))


def test_a_confirmed_word_with_no_mpesa_stays() -> None:
    kept("ORDER12345 Confirmed by the warehouse this morning.", values=("ORDER12345",))


# ---- a DVLA check code ----


def test_a_check_code_in_pairs_is_cut() -> None:
    cut("The hire company needs my DVLA check code, here it is: Tm 4x Qz 8R. Is that enough?", values=("Tm 4x Qz 8R",))
    cut("Licence check code: pX 7w Rb 2k (valid 21 days)", values=("pX 7w Rb 2k",))


def test_a_check_code_of_capitals_stays() -> None:
    kept("The error check code: ERRDISK1 again after the update.", values=("ERRDISK1",))


# ---- a key's later part ----


def test_a_keys_second_part_is_cut() -> None:
    out = talk("The Sentry token is too long for one SMS, first part:", "b7c2e91f04d8a6c3",
               "part 2: 55e0a9f3c1b8d274")
    assert "b7c2e91f04d8a6c3" not in out and "55e0a9f3c1b8d274" not in out, out


def test_a_part_two_heading_stays() -> None:
    kept("Part 2: Introduction to Networking starts next week.", values=("Introduction",))


# ---- a South African income tax reference ----


def test_an_income_tax_reference_is_cut() -> None:
    cut("SARS sent me a letter. My income tax reference number is 0387162254 and they want an IRP5.",
        values=("0387162254",))


def test_an_income_tax_amount_stays() -> None:
    kept("The income tax number of brackets is 7 in the new table.", values=("7",))


# ---- number words after "padlock is" ----


def test_a_padlock_in_words_is_cut() -> None:
    cut("reminder for later. the bike padlock is four one nine. pick up milk", values=("four one nine",))


def test_a_padlock_described_in_words_stays() -> None:
    kept("The padlock is one of those cheap ones with three wheels.", values=("one of those",))


# ---- the speaker's account in Hindi ----


def test_a_hindi_own_account_is_cut() -> None:
    cut("रिफंड के लिए मेरा खाता संख्या 50210037781 है, कृपया जांच करें।", values=("50210037781",))


def test_a_hindi_order_number_stays() -> None:
    kept("मेरा ऑर्डर नंबर 40312245671 है, डिलीवरी कब होगी?", values=("40312245671",))


# ---- a password after "that is" ----


def test_a_password_after_that_is_is_cut() -> None:
    cut("My password is my cat's name and my flat number, that is, Mittens42b. Why does it fail?",
        values=("Mittens42b",))
    cut("Пароль — фамилия и год, то есть ivanov1983, но он не подходит.", values=("ivanov1983",))


def test_that_is_with_no_password_stays() -> None:
    kept("The version we run, that is, Ubuntu22, is out of support.", values=("Ubuntu22",))


# ---- a bank's code to sign an operation ----


def test_a_signing_code_after_the_operations_words_is_cut() -> None:
    cut("SMS del banco: «Tu código para confirmar la transferencia de 320,50 EUR es 551842. No lo compartas».",
        values=("551842",))


def test_a_postal_code_stays() -> None:
    kept("El código postal de la oficina es 28013, en Madrid.", values=("28013",))


# ---- New Zealand's IRD number (utils.redact_national_ids) ----


def test_an_ird_number_is_cut_and_a_gst_number_stays() -> None:
    text = "Filing my return: my IRD number is 126-729-073, and the builder's GST number is 124-147-395."
    cut(text, values=("126-729-073",))
    kept(text, values=("124-147-395",))


# ---- a merchant refunding into the speaker's IBAN (utils.beside_secrets) ----


def test_a_merchant_refunding_into_the_speakers_iban_is_cut() -> None:
    cut("Der Händler erstattet per Überweisung, Kontodaten für ihn: DE55 7605 0101 8812 0933 45.",
        values=("8812 0933 45",))
    cut("The seller agreed to a refund, so I'm sending him the account: GB75 MIDL 4005 1571 8293 63.",
        values=("1571 8293 63",))


def test_a_seller_asking_for_money_for_a_refund_keeps_the_sellers_iban() -> None:
    kept("Satıcı iade için önce TR29 0006 4000 0011 2345 6789 01 hesabına 150 TL ödememi istiyor, dolandırıcılık mı?",
         values=("TR29 0006 4000 0011 2345 6789 01",))
    kept("Der Verkäufer will für die Rückerstattung, dass ich erst 20 Euro auf DE55 7605 0101 8812 0933 45 überweisen "
         "soll.", values=("DE55 7605 0101 8812 0933 45",))


def test_a_merchants_own_iban_stays() -> None:
    kept("The shop says to pay by transfer to IBAN GB75 MIDL 4005 1571 8293 63 with the order number.",
         values=("GB75 MIDL 4005 1571 8293 63",))
