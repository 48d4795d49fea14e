"""Round 46a and 46b: secrets in phrasings the rules let through and public values they cut, by class (heldout_v56,
v57 and v58's misses, spent: these are my own sentences, in other words); beside each class, the look-alikes its
precision rests on. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory


def _talk(*messages: str) -> str:
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


def _cut(text: str, *values: str) -> None:
    out = _talk(text)
    for v in values:
        assert v not in out, out


def _kept(text: str, *values: str) -> None:
    out = _talk(text)
    for v in values:
        assert v in out, out


@pytest.mark.parametrize(("text", "value"), [
    ("Quick one: would 8215 be a weak PIN for the new credit card?", "8215"),
    ("Is Harbor!2291 a strong password for my bank login?", "Harbor!2291"),
    ("Ist 6604 eine gute PIN für die Girokarte?", "6604"),
])
def test_a_value_asked_about_before_its_name_is_cut(text: str, value: str) -> None:
    _cut(text, value)


def test_a_quoted_questions_answer_is_cut() -> None:
    _cut("The bank asks a security question: the answer to 'city where your parents met' is Port Harcourt.",
         "Port Harcourt")


def test_a_cards_code_by_its_place_and_its_expiry_are_cut() -> None:
    out = _talk("ok rest of it: valid thru 11/28 and the 3 digit code on the back is 318")
    assert "318" not in out and "11/28" not in out, out


def test_an_italian_codice_fiscale_is_cut_and_an_example_stays() -> None:
    _cut("Per l'iscrizione in palestra servono il codice fiscale BNCLRA85T41F205Y e un documento.",
         "BNCLRA85T41F205Y")
    _kept("Un esempio di codice fiscale è BNCLRA85T41F205Y, con la lettera di controllo in fondo.",
          "BNCLRA85T41F205Y")


def test_a_password_closing_a_message_about_it_is_cut_and_a_config_value_stays() -> None:
    _cut("Remember the new password for the garage tablet please. tulip8841x", "tulip8841x")
    _kept("Why does the container ignore the password?\nPOSTGRES_PASSWORD: s3cret\nimage: postgres:15-alpine",
          "postgres:15-alpine")


def test_wifi_keys_after_their_label_or_in_hex_are_cut() -> None:
    _cut("Pour les invités. Clé wifi de la box : m3qz8vtk2pwd7hx", "m3qz8vtk2pwd7hx")
    _cut("The router sticker shows the key 7C4A9E21B0D35F68, can I change it?", "7C4A9E21B0D35F68")
    # a hex string in a message about no router's key: a commit, a colour table
    _kept("The build of commit 7C4A9E21B0D35F68 failed on the sandbox runner.", "7C4A9E21B0D35F68")


@pytest.mark.parametrize(("text", "value"), [
    ("USCIS sent a notice, my A-number is A-204-118-557, what does it mean?", "A-204-118-557"),
    ("Send the deposit back to kontoen min, 1503.20.10226, thanks.", "1503.20.10226"),
    ('SMS: "G-905521 is your Google verification code." I did not ask for it.', "905521"),
    ("Wananiuliza namba ya NIDA 19880214-11302-00045-21 ili kusajili.", "19880214-11302-00045-21"),
    ("For SARS, my income tax reference is 0412339875, is that enough?", "0412339875"),
    ("Outlook wants an app password, I made this one: qpwx-lmbd-tzra-hkce", "qpwx-lmbd-tzra-hkce"),
    ("Mein Ausweis ist neu, meine Ausweisnummer, die ist LZ6311T47, stimmt das Format?", "LZ6311T47"),
    ("Le mot de passe du NAS que j'ai choisi c'est Ardoise29fk, je le note ici.", "Ardoise29fk"),
    ("New job: direct deposit transit 10482, institution 003, account 5531907.", "5531907"),
])
def test_ids_codes_and_values_by_layout_or_name_are_cut(text: str, value: str) -> None:
    _cut(text, value)


def test_two_guesses_at_a_pin_are_cut_and_two_years_stay() -> None:
    _cut("I forgot my card PIN, it is either 5521 or 5512, which should I try first?", "5521", "5512")
    _kept("I changed my PIN in 2019 or 2020, I can't remember.", "2019", "2020")


def test_a_ni_number_far_from_its_name_is_cut_and_the_example_stays() -> None:
    out = _talk("HMRC asks for the National Insurance number on page two of the form they posted; their leaflet "
                "prints QQ 12 34 56 C as a sample and mine is JM 40 27 19 B.")
    assert "JM 40 27 19 B" not in out and "QQ 12 34 56 C" in out, out


def test_a_promised_or_looked_for_value_in_the_next_message_is_cut() -> None:
    out = _talk("I'll send you the wifi password for the cleaner's notes", "Ht7mQ2vLx9")
    assert "Ht7mQ2vLx9" not in out, out
    out = _talk("Der Arzt will meine Versichertennummer, Moment, ich such die Karte", "So, hier: B204817365, AOK.")
    assert "B204817365" not in out, out


def test_public_values_stay() -> None:
    _kept("The upload fails with Fehlercode 804213377 every time.", "804213377")
    _kept("Mail was accepted (message id 7Hq2LmXp0RaTz9.filter0912-33871) but never arrived.",
          "7Hq2LmXp0RaTz9.filter0912-33871")
    _kept("Our payroll account with CRA is 812345678 RT0001, is that what the T4 shows?", "812345678 RT0001")
    _kept("The README shows password: <your-db-password> under the env block.", "<your-db-password>")
    _kept("The app shows my account as xxx-x-x5518-x, is that the right one?", "xxx-x-x5518-x")


def test_an_account_on_a_new_hires_form_is_cut_beside_the_employers_name() -> None:
    _cut("Onboarding form for the bakery (ABN 51 824 753 556): pay into BSB 082-401 account 502119874.", "502119874")
