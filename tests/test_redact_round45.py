"""Round 45a and 45b: secrets in phrasings the rules let through and public values they cut, by class (heldout_v54 and
heldout_v55's misses, spent: these are my own sentences, in other words and languages); beside each class, the
look-alikes its precision rests on. The values are made up (check digits computed where the format has one, and
deliberately failing where the class is about a failed check)."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact
from utils.redact_round45b import _invoice_details
from utils.redact_seed_runs import bip39_runs


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


# ---- a seed from BIP-39's list, wherever it stands ----

# two seeds a wallet would write (their checksums pass), and one with a word miscopied
SEED_12 = "stamp online model erosion thumb jazz liberty twenty immense fresh struggle always"
SEED_24 = ("garment guard super zebra manage organ grab excuse hockey hero force vicious color three trash prefer museum "
           "permit skill purpose pen world garden coconut")


@pytest.mark.parametrize("text", [
    f"Found my dad's old notebook, the last page only says {SEED_12}. What is this?",
    f"Grandma wrote these down for me {SEED_24} and nothing else",
])
def test_a_bip39_seed_whose_checksum_passes_is_cut_wherever_it_stands(text: str) -> None:
    out = _talk(text)
    assert "erosion thumb jazz" not in out and "zebra manage organ" not in out, out


def test_a_seed_with_a_miscopied_word_is_cut_in_a_message_about_a_wallet() -> None:
    miscopied = SEED_12.replace("erosion", "erossion")
    out = _talk(f"The card in his Ledger box reads: {miscopied}. How do I restore it?")
    assert "thumb jazz liberty" not in out, out
    # the same words in a message about no wallet: its checksum cannot be asked, so it stays
    assert bip39_runs(f"The card reads: {miscopied}.") == []


@pytest.mark.parametrize("text", [
    # lists of words people write: shopping (eleven of its twelve words are BIP-39's), tags in a sentence, a stack
    # (a message of exactly 12, 15, ... plain words and nothing else is read as a seed by the older rule, whatever
    # its words: utils.redact_seed_runs.find)
    "shopping list for saturday: apple banana orange grape lemon melon bread butter cheese coffee sugar salt",
    "The tags we picked travel beach summer vacation hotel booking cheap flights family holiday deals guide tips for the page",
    "python flask redis docker nginx gunicorn celery postgres sqlalchemy alembic pytest black isort mypy",
])
def test_ordinary_word_lists_are_no_seed(text: str) -> None:
    assert _talk(text) == text
    assert bip39_runs(text) == []


# ---- a code's digits in the next sentence, by a pronoun ----

@pytest.mark.parametrize(("text", "value"), [
    ("Jag måste byta telefon och behöver säkerhetskoden till appen. Den är 482716, skriv ner den åt mig.", "482716"),
    ("Ich vergesse ständig den Sicherheitscode meiner Banking-App. Er lautet 905513.", "905513"),
    ("Unohdan aina pankkisovelluksen turvakoodin. Se on 771942, muistuta minua.", "771942"),
    ("Jeg glemmer altid sikkerhedskoden til MitID-appen. Den er 338201.", "338201"),
])
def test_a_code_named_then_given_in_the_next_sentence_is_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "Der Fehlercode kam wieder. Er lautet 5003, was heißt das?",
    "Rabattkoden fungerade inte. Den är 2025 års kampanj.",
    "Postnumret och riktnumret stämmer. Den är 1100 kvadratmeter stor.",
    "Jag glömmer alltid säkerhetskoden. Den är 6 siffror lång.",
])
def test_a_public_code_or_a_count_in_the_next_sentence_stays(text: str) -> None:
    assert redact(text)[0] == text


# ---- a person's Vietnamese tax code; a company's stays ----

def test_a_persons_vietnamese_tax_code_is_cut_and_a_companys_stays() -> None:
    text = ("Nhờ bạn kiểm tra giúp: MST cá nhân của mình là 8031947265, còn mã số thuế công ty là 0312847569 nhé.")
    out = _talk(text)
    assert "8031947265" not in out and "0312847569" in out, out
    _cut("Mã số thuế của tôi 8031947265, quyết toán thế nào?", "8031947265")
    _kept("Công ty mình có mã số thuế 0312847569, xuất hóa đơn giúp mình.", "0312847569")


# ---- an Aadhaar right after its name, its check failing; the check still asked farther off ----

def test_an_aadhaar_after_its_name_is_cut_whatever_its_check() -> None:
    _cut("For the KYC form: Aadhaar 4829 1376 0215 and the address on it.", "4829 1376 0215")
    _cut("My aadhaar number: 367104925831", "367104925831")
    # a number far from the name, its check failing: an order's, a phone's
    _kept("I linked Aadhaar last year. The courier's tracking is 4829 1376 0215.", "4829 1376 0215")


# ---- the account a refund or a salary is paid into ----

def test_a_refund_or_salary_account_is_cut() -> None:
    _cut("The form wants PAN, Aadhaar and the refund account 30482910573361 with its IFSC SBIN0001234.",
         "30482910573361")
    _cut("HR asked for my salary account no. 918020047731562 again.", "918020047731562")
    _kept("The refund of 12450 rupees came in 3 days.", "12450")


# ---- a key box's code in instructions for guests ----

def test_a_key_box_code_in_guests_instructions_is_cut() -> None:
    _cut("Ohje vieraille: avaimet ovat avainkaapissa saunan seinällä, koodi 5081. Wifi toimii ilman salasanaa.", "5081")
    _cut("Anleitung für die Gäste: der Schlüsselkasten hängt neben der Tür, Code 7394.", "7394")


# ---- a health plan's member id with where it is printed between ----

def test_a_member_id_with_its_place_between_is_cut_and_a_claim_stays() -> None:
    out = _talk("Claim 4471903385 was denied for my PPO plan. Member ID from the insurance card is XK4402918837.")
    assert "XK4402918837" not in out and "4471903385" in out, out


# ---- a BPJS card number with "the old one" between ----

def test_an_old_bpjs_card_number_is_cut() -> None:
    _cut("Tolong bantu urus BPJS ayah, nomor kartu BPJS lama 0001827364519 sudah tidak aktif.", "0001827364519")


# ---- an account in two parts ----

def test_an_account_announced_in_two_parts_is_cut_in_both() -> None:
    out = _talk("Te mando la CLABE en dos partes, primera parte: 0021 8004",
                "segunda: 7312 9044 51",
                "¿Cuánto tarda la transferencia?")
    assert "0021 8004" not in out and "7312 9044 51" not in out, out


# ---- a corrected group of a key ----

def test_a_corrected_block_of_a_grouped_key_is_cut() -> None:
    out = _talk("Der WLAN-Schlüssel vom Router ist 4417 2093 8861 0052 3391",
                "Korrektur: der dritte Block ist 8816, nicht 8861.")
    assert "8816" not in out, out


# ---- 45b: public values kept ----

def test_stripe_object_ids_stay_and_secret_keys_are_cut() -> None:
    text = ("stripe.subscriptions.create({ customer: 'cus_Q8fLm2Xa91KdTz', items: [{ price: "
            "'price_1Pz8aQ2eZvKYlo2CkT4s9Wm' }] }) with key sk_live_51Pz8aQ2eZvKYlo2C0mGx7hT4LwQp9nBvK3yR8dXe2sUa")
    out = _talk(text)
    assert "cus_Q8fLm2Xa91KdTz" in out and "price_1Pz8aQ2eZvKYlo2CkT4s9Wm" in out, out
    assert "sk_live_" not in out, out
    # a payment's client secret stays cut
    _cut("clientSecret: 'pi_3Pz8aQ2eZvKYlo2C1abcDEF9_secret_k8Tq2ZmX4vR7wLp0nB5y'",
         "pi_3Pz8aQ2eZvKYlo2C1abcDEF9_secret_k8Tq2ZmX4vR7wLp0nB5y")


def test_a_request_nonce_under_its_header_stays_and_the_auth_beside_it_is_cut() -> None:
    text = ("curl export:\nAuthorization: Bearer 9fK2mQ7xLp4vR8tW1zB6nC3yH5jD0sGa\n"
            "X-Request-ID: 5b2e0f9c-8a41-4d7e-9c3a-1f6b8e2d4a70\nPostman-Token: 0c9d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f")
    out = _talk(text)
    assert "5b2e0f9c-8a41-4d7e-9c3a-1f6b8e2d4a70" in out and "0c9d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f" in out, out
    assert "9fK2mQ7xLp4vR8tW1zB6nC3yH5jD0sGa" not in out, out


def test_a_public_bodys_account_stays_and_a_persons_is_cut() -> None:
    _kept("Voor de parkeerboete moet ik betalen op NL43 RABO 0312 8475 61 t.n.v. gemeente Utrecht, kenmerk 8811.",
          "NL43 RABO 0312 8475 61")
    _cut("Iedereen mag €10 voor het cadeau overmaken naar NL01 INGB 0007 3182 64 t.n.v. J. Bakker.",
         "NL01 INGB 0007 3182 64")
    _cut("Mijn rekening NL01 INGB 0007 3182 64 t.n.v. mijzelf, zet de huur daarop.", "NL01 INGB 0007 3182 64")


def test_the_account_on_an_invoice_a_party_sent_stays_and_the_speakers_is_cut() -> None:
    # hu: the tiler sent the invoice (its account), the speaker pays from their own (check digits computed)
    text = ("A burkoló ezt a számlát küldte: sorszám 2025/118, bankszámla 10918001-00000068-12345670, összeg 96 000 Ft. "
            "A saját számlámról (11600006-00000000-28374619) fizetném.")
    out = _talk(text)
    assert "10918001-00000068-12345670" in out and "11600006-00000000-28374619" not in out, out
    # the speaker sent it ("küldtem", "I sent"): no other party's details
    assert not _invoice_details("Ezt a számlát küldtem: bankszámla 10918001-00000068-12345670.", 40)
    assert not _invoice_details("I sent this invoice: account 61830025.", 30)


def test_a_grouped_rf_reference_stays() -> None:
    _kept("Op de acceptgiro staat betalingskenmerk RF32 5391 7220 8441 0, te betalen voor 1 juni.",
          "RF32 5391 7220 8441 0")


def test_an_employers_greek_afm_stays_and_the_speakers_is_cut() -> None:
    out = _talk("Στη φορμα βάζω τον ΑΦΜ μου 094019245. Ζητάει και τον ΑΦΜ της εταιρείας, 800420310, σωστά;")
    assert "094019245" not in out and "800420310" in out, out
