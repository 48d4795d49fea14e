"""Round 55a: secrets the rules let through (heldout_v83, v84 and v85's misses, spent: these are my own sentences, in
other words); beside each class, a public value of the same shape in the same message or one like it, which stays.
The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept, talk


# ---- a code texted ----

def test_a_code_a_bank_texted_is_cut_and_a_count_stays() -> None:
    cut("Barclays texted 583920 and the app still says the session timed out", values=("583920",))
    kept("My brother texted 3000 times last month, is that a lot?", values=("3000",))


# ---- an alarm switched off with its code ----

def test_an_alarms_code_it_is_switched_off_with_is_cut() -> None:
    cut("Für die Katzensitterin: die Alarmanlage schaltest du mit 4417 aus, der Schlüssel liegt unter der Matte.",
        values=("4417",))
    cut("Note for the cleaner: the alarm is turned off with 8052 at the panel by the door.", values=("8052",))
    cut("לשכנה: את האזעקה מנטרלים עם 6630 בלוח שליד הדלת.", values=("6630",))


def test_an_alarms_model_number_stays() -> None:
    kept("The alarm panel is a DSC 1832 and it beeps every hour.", values=("1832",))


# ---- the speaker's Thai tax id ----

def test_the_speakers_thai_tax_id_is_cut_and_a_shops_stays() -> None:
    cut("ร้านขอเลขประจำตัวผู้เสียภาษีของผม 1101700230708 เพื่อออกใบกำกับภาษี", values=("1101700230708",))
    kept("ร้านมีเลขประจำตัวผู้เสียภาษี 0105547006931 ในใบเสร็จ", values=("0105547006931",))


# ---- a Norwegian account by its check ----

def test_a_norwegian_account_in_dots_is_cut_by_its_check() -> None:
    cut("Banken trenger kontonummer for utbetaling av lånet: 1503.12.34562.", values=("1503.12.34562",))


def test_a_dotted_number_failing_the_check_stays() -> None:
    kept("Hva er kontonummer? Skjemaet har versjon 1503.12.34561 øverst.", values=("1503.12.34561",))


# ---- a Greek door's code ----

def test_a_greek_door_code_with_words_between_is_cut() -> None:
    cut("Ο κωδικός της εισόδου της πολυκατοικίας για τη διανομή είναι 7281. Ευχαριστώ!", values=("7281",))


def test_a_greek_order_number_stays() -> None:
    kept("Ο αριθμός παραγγελίας είναι 72815531.", values=("72815531",))


# ---- a Swedish personnummer after its inflected name ----

def test_a_swedish_personnummer_after_personnumret_is_cut_by_its_luhn() -> None:
    cut("Personnumret 811218-9876 behöver hon när hon ringer Skatteverket.", values=("811218-9876",))
    kept("Personnumret har formatet ÅÅMMDD-XXXX, t.ex. 811218-9875 är ogiltigt.", values=("811218-9875",))


# ---- the second PIN given elliptically ----

def test_an_elliptic_second_pin_after_a_password_is_cut() -> None:
    cut("Se me olvidó todo: la contraseña del banco era Lince_2291 y la del cajero 5830.", values=("5830",))
    cut("My password for the app was Heron!448 and the one for the ATM is 2716.", values=("2716",))


def test_an_elliptic_number_of_something_else_stays() -> None:
    kept("La contraseña era Lince_2291 y la del piso 5830 es otra cosa.", values=("5830",))


# ---- a French mutuelle member number called the speaker's ----

def test_the_speakers_mutuelle_member_number_is_cut_and_a_prefixed_reference_stays() -> None:
    cut("Pour la résiliation, mon numéro d'adhérent à la mutuelle : 503118274.", values=("503118274",))
    kept("Mon numéro d'adhérent est MUT-503118 et le contrat démarre le 01/02.", values=("MUT-503118",))
    kept("Le numéro d'adhérent de la mutuelle c'est le 00557121, contrat Confort.", values=("00557121",))


# ---- a seed phrase's first words after their label ----

def test_a_seed_phrases_first_words_after_their_label_are_cut() -> None:
    words = "abandon ability able about above absent absorb abstract absurd abuse access accident"
    out = talk("I'll send my recovery phrase in two messages to check it. First 12 words: " + words)
    assert "absorb abstract" not in out and "ability able" not in out, out


def test_english_words_after_a_first_words_label_that_are_not_bip39_stay() -> None:
    kept("First 12 words: the quick brown fox jumps over the lazy dog again and again", values=("quick brown fox",))


# ---- an identity document's number announced ----

def test_an_announced_id_number_opening_the_next_message_is_cut() -> None:
    out = talk("Die Bank will meine Ausweisnummer, ich schick sie dir gleich, merk sie dir.", "L01X00T47, danke!")
    assert "L01X00T47" not in out, out


def test_a_word_opening_the_next_message_stays() -> None:
    kept("Die Bank will meine Ausweisnummer, ich schick sie dir gleich.", "Danke, bis später!", values=("Danke",))


# ---- a card's second part and its expiry ----

def test_a_cards_second_part_and_expiry_after_the_first_are_cut() -> None:
    out = talk("I'll send my card in two bits for the booking. first part 4929 1201", "second 6633 2187, expires 09/28")
    for v in ("6633 2187", "09/28"):
        assert v not in out, out


def test_an_expiry_after_a_non_card_second_part_is_cut_only_with_the_part() -> None:
    kept("The membership expires 09/28, renew it before then.", values=("09/28",))
