"""Round 60a: secrets in phrasings the rules let through (spent blind sets' misses; these are my own sentences, in
other words), and beside each class the ordinary text of the same shape that stays. Values are made up."""

from __future__ import annotations

from redact_kit import cut, kept, talk

# ---- a decoded value ----


def test_a_decoded_secret_is_cut() -> None:
    cut("The ConfigMap had it base64'd; I decoded it and it's Qm7!vRt-22x, does that look right?",
        values=("Qm7!vRt-22x",))


def test_a_decoded_word_stays() -> None:
    kept("I decoded the header and it's application/json as expected.", values=("application/json",))


# ---- a dictated password and its written form ----


def test_a_dictated_password_and_its_written_form_are_cut() -> None:
    text = ("voice note: the password for the gym app is maple dash river with a capital R dash four two. it should "
            "come out as maple-River-42 when typed")
    cut(text, values=("maple dash river with a capital R dash four two", "maple-River-42"))


def test_a_dash_in_talk_about_passwords_stays() -> None:
    kept("The password policy is simple: use a dash between words, that's all.", values=("use a dash",))


# ---- a passphrase after a colon ----


def test_a_passphrase_of_words_after_a_colon_is_cut() -> None:
    cut("For the family binder. 1Password master password: copper lantern meadow fox 42. Keep it offline.",
        values=("copper lantern meadow fox 42",))
    cut("KeePass passphrase: orbit velvet thunder lemon, written on the card.", values=("orbit velvet thunder lemon",))


def test_words_about_the_password_after_a_colon_stay() -> None:
    kept("Password: see the vault entry, don't paste it here.", values=("see the vault entry",))
    kept("Password: ask the office manager for it.", values=("ask the office manager",))


# ---- a recovery code's groups whole ----


def test_a_recovery_code_in_eight_groups_is_cut_whole() -> None:
    cut("Save this please. Recovery code: K3TD-9QWE-M2ZR-7HXA-LP4B-N8CV-Y6JS-F1GU", values=("LP4B-N8CV-Y6JS-F1GU",))


def test_a_part_number_in_groups_stays() -> None:
    kept("The part number is ABCD-1234-EFGH-5678-IJKL on the box.", values=("ABCD-1234-EFGH-5678-IJKL",))


# ---- a security question's answer ----


def test_a_security_answer_in_the_next_message_is_cut() -> None:
    out = talk("My bank's security question is 'What was your first pet's name?'.",
               "The answer I picked was Captain Whiskers, remember that.")
    assert "Captain Whiskers" not in out, out


def test_an_answer_with_no_security_question_stays() -> None:
    kept("The answer is Paris, the capital of France.", values=("Paris",))


# ---- a chosen senha ----


def test_a_chosen_password_in_portuguese_is_cut() -> None:
    cut("Abri a conta no app e a senha que criei: 552019. Tá segura?", values=("552019",))


def test_a_password_rule_in_portuguese_stays() -> None:
    kept("A senha que o banco pede tem 6 dígitos, certo?", values=("6 dígitos",))


# ---- a card code with its place ----


def test_a_card_code_with_its_place_is_cut() -> None:
    cut("El código de seguridad del reverso es 319, y la tarjeta vence pronto.", values=("319",))


# ---- a password after a change verb ----


def test_a_password_after_a_change_verb_is_cut() -> None:
    cut("Mein WLAN-Passwort war zu kurz, also habe ich es geändert: Fenster88&Tal. Passt das?",
        values=("Fenster88&Tal",))


def test_a_change_with_no_password_stays() -> None:
    kept("The config changed: version2 is now default.", values=("version2",))


# ---- a password after a service's name ----


def test_a_password_after_a_services_name_is_cut() -> None:
    cut("Simpan ya: kata laluan CIMBClicks heron.maple#4 untuk akaun saya.", values=("heron.maple#4",))


def test_prose_and_code_after_password_stay() -> None:
    kept("The helper wraps the password hashing logic.\nThen we verify it.", values=("logic",))
    kept("We hash the password again\n    hashed_password = argon2.hash_password(password)", values=("hashed_password",))
    kept("I set up the password manager “1Password” on May 3 for the whole family.", values=("1Password",))
    kept("$ sudo apt update\n[sudo] password for dana:\nSorry, try again.", values=("dana",))


# ---- transaction ids and a PIK ----


def test_a_trxid_and_a_pik_are_cut() -> None:
    cut("bKash থেকে মেসেজ এসেছে, TrxID 7QK2MZ81RT, এটা কি ঠিক?", values=("7QK2MZ81RT",))
    cut("Влизам в портала на НАП с ПИК от НАП K7RT2MQX9P, но не става.", values=("K7RT2MQX9P",))


# ---- a table's Wi-Fi row ----


def test_a_tables_wifi_row_is_cut_and_a_phone_row_stays() -> None:
    text = "| Item | Value |\n|---|---|\n| Wi-Fi | otter.Maple.canyon.88 |\n| Plumber | 555-0142 |"
    cut(text, values=("otter.Maple.canyon.88",))
    kept(text, values=("555-0142",))


def test_a_wifi_row_with_words_stays() -> None:
    kept("| Room | Notes |\n|---|---|\n| Wi-Fi | ask the host |", values=("ask the host",))


# ---- a Russian personal account ----


def test_a_russian_personal_account_is_cut_and_the_correspondent_stays() -> None:
    text = "Реквизиты для возврата: счёт 40817810099910004312, корр. счёт 30101810400000000225."
    cut(text, values=("40817810099910004312",))
    kept(text, values=("30101810400000000225",))


# ---- a code switched to ----


def test_a_code_switched_to_is_cut() -> None:
    cut("The alarm code is 4471 now but I want to switch to 9023 next week.", values=("9023",))


def test_a_switch_with_no_code_stays() -> None:
    kept("We should switch to 2048 workers for the batch job.", values=("2048",))
    kept("The code is ready, let's switch to 8080 for the dev server.", values=("8080",))
    kept("Exit code is 137, so switch to 4096 and retry.", values=("4096",))


# ---- a digicode and a French Wi-Fi key ----


def test_a_digicode_and_a_french_wifi_key_are_cut() -> None:
    cut("Pour la voisine : digicode du portail c'est B7720, puis 2e étage.", values=("B7720",))
    cut("La clé Wi-Fi est au dos de la box, sinon : 9F2C4A7B1E3D5C8A6B. Merci !", values=("9F2C4A7B1E3D5C8A6B",))


def test_a_parcel_number_after_a_colon_stays() -> None:
    kept("Le colis arrive demain, numéro de suivi : 6A05744661498.", values=("6A05744661498",))


# ---- a Swahili "namba ya siri" ----


def test_a_swahili_secret_number_is_cut() -> None:
    cut("Nisaidie kukumbuka namba yangu ya siri ya benki, ni 4402.", values=("4402",))


def test_a_swahili_phone_number_stays() -> None:
    kept("Namba yangu ya simu ni 0712 345 678, nipigie.", values=("0712 345 678",))
