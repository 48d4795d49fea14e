"""Round 36b (my own texts, not heldout_v38's): a biller's account on a bill from a named firm, a shop's domestic
account beside its payment reference, an organisation's IBAN copied from its website, a Danish reg.nr., a Czech bank's
code, parcels' tracking numbers (by a carrier's name or the UPU S10 shape) and docs' stand-in tokens kept; the
speaker's own accounts, a real token and a password of a parcel's shape beside them cut."""

from __future__ import annotations

from utils.redact import redact
from utils.redact_round36b import s10_ok, stand_in_token


def _out(text: str) -> str:
    return redact(text)[0]


def test_a_bill_from_a_named_firm_keeps_its_account() -> None:
    for text, kept in (
            ("Regning fra Elselskabet Nordlys: betal til reg.nr. 5301 kontonr. 8687586170 inden fredag. Er det rigtigt?",
             ("5301", "8687586170")),
            ("Faktura fra Rørlagt ApS, fakturanr. 2291: indbetal til kontonr. 7152065884. Kan jeg få fradrag?",
             ("7152065884",)),
            ("Pay invoice 4471 from Marlow Joinery Ltd: £620 to IBAN GB78 NWBK 6016 1331 9268 10. Draft the remittance "
             "note, please.", ("GB78 NWBK 6016 1331 9268 10",))):
        out = _out(text)
        assert all(k in out for k in kept), out


def test_the_speakers_own_account_beside_a_bill_stays_cut() -> None:
    out = _out("Pay invoice 4471 from Marlow Joinery Ltd: £620 to IBAN GB78 NWBK 6016 1331 9268 10, from our account "
               "GB60 BARC 2000 0055 7799 11. Draft the remittance note.")
    assert "GB78 NWBK 6016 1331 9268 10" in out and "GB60 BARC 2000 0055 7799 11" not in out, out
    # an invoice the speaker writes from their own firm: the account on it is theirs
    out = _out("Write an invoice from Brightline Studio to Acme Ltd: payment to IBAN GB78 NWBK 6016 1331 9268 10.")
    assert "GB78 NWBK 6016 1331 9268 10" not in out, out
    # a salary account after its reg.nr.: the branch's number stays, the account is cut
    out = _out("Lønnen skal ind på min konto reg.nr. 5301 kontonr. 8687586170. Skriv det til HR.")
    assert "5301" in out and "8687586170" not in out, out


def test_a_shops_account_beside_its_payment_reference_stays() -> None:
    out = _out("Obchod mi poslal platební údaje: účet 8687586170/0800, variabilní symbol 20240117. Mám platit předem?")
    assert "8687586170/0800" in out, out
    # the speaker's own account and reference, given to a payer, stays cut
    out = _out("Platba na můj účet 7152065884/0100, variabilní symbol 5501. Pošli to prosím dnes.")
    assert "7152065884" not in out, out


def test_an_organisations_iban_from_its_website_stays() -> None:
    for text, iban in (
            ("I'd like to give to the animal rescue. The IBAN on their website is DE61 5001 0517 5432 1098 7612. "
             "Write me a short note for them.", "DE61 5001 0517 5432 1098 7612"),
            ("Je veux faire un don. L'IBAN indiqué sur leur site : FR7630006000011234567890189. Écris-moi un mot.",
             "FR7630006000011234567890189"),
            ("أريد أن أتبرع. الآيبان الموجود على موقعهم SA2180000000608010167777، اكتب لي رسالة.",
             "SA2180000000608010167777"),
            ("Хочу допомогти притулку. На їхньому сайті вказано IBAN UA223052990000026001234567890. Напиши лист.",
             "UA223052990000026001234567890")):
        out = _out(text)
        assert iban in out, out


def test_an_iban_entered_on_a_site_or_claimed_stays_cut() -> None:
    for text, iban in (
            ("The tax office website asks me to enter my IBAN DE61 5001 0517 5432 1098 7612, is that safe?",
             "DE61 5001 0517 5432 1098 7612"),
            ("I put my own IBAN on my website: GB60 BARC 2000 0055 7799 11. Write a short donation appeal.",
             "GB60 BARC 2000 0055 7799 11")):
        out = _out(text)
        assert iban not in out, out


def test_a_czech_accounts_bank_code_stays_and_the_account_is_cut() -> None:
    out = _out("Zaměstnavatel chce číslo účtu: 9330439084/0800. Stačí to takhle?")
    assert "9330439084" not in out and "/0800" in out, out


def test_parcels_tracking_numbers_stay() -> None:
    for text, number in (
            ("Il pacco è partito, il tracking GLS è 38419273650125. Quando arriva?", "38419273650125"),
            ("DHL Sendungsnummer: 60471839204179 – wo ist mein Paket?", "60471839204179"),
            ("Η ΕΛΤΑ μου έδωσε αριθμό αποστολής RR482157365GR, πού είναι το δέμα;", "RR482157365GR"),
            ("Zásilka LX193847567CZ od České pošty ještě nedorazila.", "LX193847567CZ")):
        out = _out(text)
        assert number in out, out


def test_a_value_of_a_parcels_shape_named_a_password_stays_cut() -> None:
    assert s10_ok("RR482157365GR") and not s10_ok("RR482157364GR")
    out = _out("my password is RR482157365GR, keep it safe")
    assert "RR482157365GR" not in out, out


def test_docs_stand_in_tokens_stay_and_real_tokens_are_cut() -> None:
    for tok in ("xoxb-your-bot-token-here", "ghp_this_is_not_a_real_token", "sk-your-api-key-here"):
        assert stand_in_token(tok), tok
        out = _out(f'The README shows TOKEN="{tok}" and the scanner complains. Why?')
        assert tok in out, out
    real = "xoxb-2847561938-5729384756-Qm4xT7vLp2Rz9KwY3nB8cD1f"
    assert not stand_in_token(real) and not stand_in_token("ghp_correct_horse_battery_staple")
    out = _out(f'SLACK_BOT_TOKEN="{real}"')
    assert real not in out, out
