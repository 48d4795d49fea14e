"""Round 59b: public values the rules cut by mistake, kept by class (spent blind sets' false positives: these are my
own sentences, in other words); beside each class, a secret of the same shape in the same message or one like it,
which stays cut. The values are made up (the IBANs' check digits computed)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- a charity's published IBAN ----


def test_an_iban_a_charitys_page_gives_is_kept() -> None:
    kept("Our book club is chipping in for the Galway food bank's Christmas appeal. Their website lists: IBAN "
         "IE54 BOFI 1999 4446 0013 81, reference COATS. Can you draft a note for the group chat?",
         values=("IE54 BOFI 1999 4446 0013 81",))
    kept("My sister and I are giving to the animal shelter's winter fundraiser. Their poster says: IBAN "
         "IE45 AIBK 2393 5554 6731 01, reference PAWS. Write it up for the family chat.",
         values=("IE45 AIBK 2393 5554 6731 01",))


def test_an_iban_named_as_the_causes_account_is_kept() -> None:
    kept("The food bank's IBAN is NL16 RABO 6510 7889 53, please put it on the flyer for the school fair.",
         values=("NL16 RABO 6510 7889 53",))


def test_the_speakers_own_iban_beside_a_charitys_page_stays_cut() -> None:
    cut("The food bank appeal page says donations are welcome, but for the ticket refund please use my IBAN "
        "IE45 AIBK 2393 5554 6731 01.", values=("IE45 AIBK 2393 5554 6731 01",))
    cut("Our fundraiser page says: IBAN GB92 BARC 6764 3237 9801 96, I'm collecting for the hospice myself.",
        values=("GB92 BARC 6764 3237 9801 96",))


# ---- an account paid to a tax authority or a public body ----


def test_an_account_paid_to_a_tax_office_is_kept() -> None:
    kept("Ich muss die Einkommensteuer nachzahlen, und zwar auf DE61 4380 7981 6295 9831 25 (Finanzamt Leipzig). "
         "Reicht als Verwendungszweck die Steuernummer?", values=("DE61 4380 7981 6295 9831 25",))
    kept("Ik betaal de naheffing aan de Belastingdienst op NL29 INGB 4915 3224 99, klopt dat rekeningnummer?",
         values=("NL29 INGB 4915 3224 99",))
    kept("Je dois régler la taxe foncière : FR29 0216 7538 8883 1093 2341 638 de la DGFiP, c'est bien ça ?",
         values=("FR29 0216 7538 8883 1093 2341 638",))


def test_the_account_paid_from_or_refunded_into_stays_cut() -> None:
    cut("Ik betaal de aanslag van mijn rekening NL50 ABNA 7451 2954 14 aan de Belastingdienst.",
        values=("NL50 ABNA 7451 2954 14",))
    cut("De Belastingdienst stort mijn teruggave op NL16 RABO 6510 7889 53, wanneer komt het binnen?",
        values=("NL16 RABO 6510 7889 53",))
    cut("HMRC will pay my tax refund into GB92 BARC 6764 3237 9801 96 next week.",
        values=("GB92 BARC 6764 3237 9801 96",))


# ---- a property manager's account for the rent ----


def test_a_property_managers_account_for_the_rent_is_kept_and_the_codes_cut() -> None:
    text = ("Kirjoita muistilappu: vastike menee isännöitsijän tilille FI76 3323 4057 4692 00, ja saunan ovikoodi on "
            "5521.")
    kept(text, values=("FI76 3323 4057 4692 00",))
    cut(text, values=("5521",))
    text = ("Die Miete überweise ich an die Hausverwaltung, IBAN DE82 2194 6699 8942 2299 52. Der Code für die "
            "Paketstation ist 370914.")
    kept(text, values=("DE82 2194 6699 8942 2299 52",))
    cut(text, values=("370914",))
    kept("Pago la cuota de comunidad al administrador de fincas en ES22 6214 0383 0597 4331 0534, ¿cómo pongo el "
         "concepto?", values=("ES22 6214 0383 0597 4331 0534",))


def test_the_speakers_own_account_beside_a_property_manager_stays_cut() -> None:
    cut("Isännöitsijä palauttaa ylimääräisen vuokran minun tililleni FI65 3039 3933 0316 35, ja ovikoodi on 7094.",
        values=("FI65 3039 3933 0316 35", "7094"))
    cut("Ich zahle die Miete von meinem Konto DE49 9825 5441 4438 7263 77 an die Hausverwaltung.",
        values=("DE49 9825 5441 4438 7263 77",))
