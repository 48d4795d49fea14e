"""Round 52a and the rule it widened: secrets in phrasings the rules let through, by class (heldout_v74, v75 and
v76's misses, spent: these are my own sentences, in other words); beside each class, the look-alikes its precision
rests on. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from utils.redact import redact
from redact_kit import cut, kept


def test_a_code_named_after_its_value_is_cut_and_a_places_code_stays() -> None:
    cut("Note for the babysitter: never press 7391, that's the panic code.", values=("7391",))
    cut("Use 2580 - it's my backup PIN for the safe.", values=("2580",))
    kept("Dial 0207 first, that's the area code for central London.", values=("0207",))
    kept("Type 10115, that's the zip code of the office.", values=("10115",))
    kept("It failed with 1603, that's the error code for a fatal install.", values=("1603",))


def test_a_passcode_set_past_a_bracket_is_cut() -> None:
    cut("I set the passcode on her phone (a Pixel 7, Android 14.1) to 4821, is that OK?", values=("4821",))
    kept("I set the zip code field (billing form) to 94107 and it still fails.", values=("94107",))


def test_an_answer_someone_gives_to_a_quoted_security_question_is_cut() -> None:
    cut("The bank asks 'What was your first pet's name?' and my mom says Biscuit. How do I save that?",
         values=("Biscuit",))
    kept("She asked 'What time is the standup?' and he says noon.", values=("noon",))


def test_a_password_after_a_bracket_is_cut_and_a_word_stays() -> None:
    cut("Das Passwort für den Router (192.168.178.1) ist Blume.Sonne77, falls du es brauchst.",
         values=("Blume.Sonne77",))
    kept("Das Passwort für den Router (fritz.box) ist unbekannt.", values=("unbekannt",))


def test_a_brazilian_current_account_is_cut() -> None:
    cut("Pro reembolso: banco Inter (077), agência 0001, conta corrente 5512093-4.", values=("5512093-4",))


def test_a_persons_nif_is_cut_and_a_companys_stays() -> None:
    cut("Para o IRS: o meu NIF é 294580735 e o do meu marido é 102157367.", values=("294580735", "102157367"))
    kept("O NIF da empresa que me paga é 581930363.", values=("581930363",))
    # nine digits with a wrong check digit are no NIF
    kept("O NIF? Não sei, a encomenda 294580736 já chegou.", values=("294580736",))


def test_an_italian_health_card_a_thai_laser_code_and_a_thai_id_are_cut() -> None:
    cut("Il CUP vuole la tessera sanitaria: 80380001200456789012, va bene?", values=("80380001200456789012",))
    cut("กรอกเลขบัตรประชาชน 4-2621-29972-20-0 และเลขหลังบัตร JT1-2233445-66 ให้หน่อย",
         values=("4-2621-29972-20-0", "JT1-2233445-66"))
    # thirteen digits failing the check are no ID
    kept("เลขบัตรประชาชน? ไม่ใช่ นี่คือเลขพัสดุ 4262129972201", values=("4262129972201",))


def test_a_pins_old_value_is_cut() -> None:
    cut("Nakalimutan ko yung MPIN ng Maya ko, dati 5821 yata.", values=("5821",))
    cut("My old PIN was 4432 but the bank reset it.", values=("4432",))
    kept("The pin was 2 inches long and bent.", values=("2 inches",))


def test_door_and_one_time_codes_in_greek_nordic_and_hungarian_are_cut() -> None:
    cut("Πες στον γείτονα ότι ο κωδικός στην πόρτα είναι 3412.", values=("3412",))
    cut("Ήρθε SMS με κωδικό μίας χρήσης 551902, τι κάνω;", values=("551902",))
    cut("Koden til porten er 4512, og nøglen ligger under måtten.", values=("4512",))
    cut("Koden till förrådet är 7781.", values=("7781",))
    cut("A kapukód megváltozott, az új: 6630.", values=("6630",))
    kept("Koden til rabatten er 2024 og gælder hele måneden.", values=("2024",))


def test_backup_codes_and_a_password_column_in_tables_are_cut() -> None:
    cut("My GitHub recovery codes, which are left?\n\n| # | code |\n|---|---|\n| 1 | 4821 9930 |\n| 2 | 7715 0024 |",
         values=("4821 9930", "7715 0024"))
    cut("Import this:\n\nsite,login,password\nspotify.com,sam.k,RiverOtter77\nbank.de,skoch,Tr4m!pol",
         values=("RiverOtter77", "Tr4m!pol"))
    kept("| name | password |\n|---|---|\n| admin | n/a |\n| guest | *** |", values=("n/a", "***"))
    # a table with no password column and no backup codes named keeps its numbers
    kept("| item | qty |\n|---|---|\n| bolts | 4821 9930 |", values=("4821 9930",))


def test_a_uk_nino_called_mine_is_cut_and_the_forms_example_stays() -> None:
    cut("HMRC's sample says QQ 12 34 56 C; I typed mine as ZY 55 10 23 B. Is that wrong?", values=("ZY 55 10 23 B",))
    kept("HMRC's sample says QQ 12 34 56 C; I typed mine as ZY 55 10 23 B. Is that wrong?", values=("QQ 12 34 56 C",))


def test_a_german_id_cards_number_is_cut_and_a_case_number_stays() -> None:
    cut("Das Amt will die Ausweisnummer. Auf meinem Perso steht oben L01X00T47.", values=("L01X00T47",))
    kept("Die Ausweisnummer habe ich nicht, nur das Aktenzeichen 2024-BA-11", values=("2024-BA-11",))


def test_a_nato_spelled_password_is_cut_where_it_is_written_out_too() -> None:
    cut("I read her the hotspot password: capital Tango, seven, small echo, lima, four, xray, nine. So T7el4x9, right?",
         values=("T7el4x9",))


def test_a_code_looked_up_in_notes_is_cut_in_the_next_message() -> None:
    cut("The alarm code is in my notes, one sec", "found it: 5150# then wait for the beep", values=("5150",))
    kept("The alarm code is in my notes, one sec", "found it, it's on the fridge", values=("fridge",))


def test_a_password_asked_about_with_enough_is_cut() -> None:
    cut("Is QuartzFox.8812 a strong enough password for my email?", values=("QuartzFox.8812",))
    assert redact("Is a strong enough password enough?")[1] == 0
