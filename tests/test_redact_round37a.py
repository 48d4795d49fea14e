"""Round 37a (my own texts, not tuning_v50-v52's): an organisation's donation account (a Czech account's prefix and
bank code with it), a supplier's tax number, India's postal PIN code asked about for a place and a tutorial's sample
verification code kept; the speaker's own account, own tax number, a card's PIN and a code sent to the speaker cut."""

from __future__ import annotations

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


def test_an_organisations_donation_account_stays() -> None:
    for text, kept in (
            ("Sbírkový účet spolku Pomoc pejskům je 2400123459/2010, platí to ještě?", ("2400123459/2010",)),
            ("Na stránce nadace je účet pro dárce 19-2000145399/0800. Jak dlouho trvá převod?",
             ("19-2000145399/0800",)),
            ("Rachunek stowarzyszenia na darowizny: 61 1090 1014 0000 0712 1981 2874. Czy mogę to odliczyć od podatku?",
             ("61 1090 1014 0000 0712 1981 2874",)),
            ("Yayasan panti asuhan itu kasih nomor rekening 812-339-4410 buat sumbangan. Sudah terverifikasi belum?",
             ("812-339-4410",)),
            ("Stiftelsen har gavekonto 1503.27.41186. Får jeg fradrag hvis jeg gir 500 kroner?", ("1503.27.41186",)),
            ("Spendenkonto des Tierschutzvereins: DE89 3704 0044 0532 0130 00. Bekomme ich eine Quittung?",
             ("DE89 3704 0044 0532 0130 00",))):
        out = _out(text)
        assert all(k in out for k in kept), out


def test_the_speakers_own_account_beside_a_donation_stays_cut() -> None:
    for text, cut in (
            ("Můj účet je 2801234567/2010, pošli mi na něj dar k narozeninám.", "2801234567"),
            ("Moje číslo účtu je 2400123459/2010 a chci z něj posílat dary nadaci.", "2400123459"),
            ("Our charity's donation account is 2400123459/2010.", "2400123459"),
            ("Nomor rekening saya 812-339-4410, tolong kirim donasi ke situ.", "812-339-4410")):
        out = _out(text)
        assert cut not in out, out


def test_a_suppliers_tax_number_stays_and_ones_own_is_cut() -> None:
    out = _out("Ο ΑΦΜ του προμηθευτή μας στο τιμολόγιο είναι 094014201, τον βάζω στο λογιστικό;")
    assert "094014201" in out, out
    out = _out("Το ΑΦΜ μου είναι 094014201, τον χρειάζεται ο προμηθευτής;")
    assert "094014201" not in out, out


def test_indias_postal_pin_code_for_a_place_stays() -> None:
    for text, kept in (
            ("Which PIN code for Indiranagar goes on the form? The post office site says 560038, the courier 560008.",
             ("560038", "560008")),
            ("Malleswaram का पिन कोड क्या है? मुझे 560003 दिखा।", ("560003",)),
            ("Is Andheri's pincode really 400053? The parcel keeps bouncing.", ("400053",))):
        out = _out(text)
        assert all(k in out for k in kept), out


def test_a_pin_of_a_card_or_of_the_speaker_stays_cut() -> None:
    for text, cut in (
            ("PIN code for my HDFC card: 482913", "482913"),
            ("My debit card PIN code for Axis is 560026", "560026")):
        out = _out(text)
        assert cut not in out, out


def test_a_tutorials_sample_code_stays() -> None:
    for text, kept in (
            ("In the Vonage quickstart the sample message reads verification code 582014. Is it fixed?", "582014"),
            ("Die Anleitung zeigt im Beispiel den Bestätigungscode 734201. Ist der fest eingebaut?", "734201"),
            ("Le tutoriel affiche le code de vérification 918273 dans sa capture. C'est une valeur fixe ?", "918273")):
        out = _out(text)
        assert kept in out, out


def test_a_code_sent_to_the_speaker_stays_cut() -> None:
    for text, cut in (
            ("The tutorial app sent me verification code 482913, what do I do?", "482913"),
            ("Mi è arrivato il codice di verifica 650194 mentre seguivo il tutorial.", "650194"),
            # a host under .example names a live server, no docs' example
            ("Login to vpn.northwind.example keeps failing with RSA token code 561290.", "561290")):
        out = _out(text)
        assert cut not in out, out
