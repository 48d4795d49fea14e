"""Round 37c (my own texts, not heldout_v39-v41's): the networks' test cards in QA or a provider's staging talk, a
device's serial beside its Wi-Fi key, another party's Steuernummer, a bank's institution and branch codes, a Czech
bank's code after the slash, a shop's tax number on its receipt and an organisation's account in a payment request
kept; the speaker's own card, tax number, account, a software serial, a one-time code and a Wi-Fi key cut."""

from __future__ import annotations

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


def _check(cases: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]) -> None:
    for text, kept, cut in cases:
        out = _out(text)
        assert all(k in out for k in kept), out
        assert not any(c in out for c in cut), out


def test_published_test_cards_in_qa_or_staging_talk_stay() -> None:
    _check((
        ("Our QA team tests checkout with 4111111111111111 and 5555 5555 5555 4444 against the PSP's staging endpoint.",
         ("4111111111111111", "5555 5555 5555 4444"), ()),
        ("Das QA-Team nutzt 4242 4242 4242 4242 beim Zahlungsanbieter, ist das normal?", ("4242 4242 4242 4242",), ()),
        ("テスト環境では5555555555554444を使っています。本番では通りませんよね？", ("5555555555554444",), ()),
        ("My real card is 4111 1111 1111 1111, QA should never see it.", (), ("4111 1111 1111 1111",)),
        ("Paid the QA contractor with my card 4539 1488 0343 6467 yesterday.", (), ("4539 1488 0343 6467",)),
    ))


def test_a_devices_serial_stays_beside_its_wifi_key() -> None:
    _check((
        ("設定メモ：ネットワーク名 Buffalo-G-1234、パスワードは7hfk2mwq9p4x、製造番号は ZB7Q2M551KTA です。",
         ("ZB7Q2M551KTA",), ("7hfk2mwq9p4x",)),
        ("The router's serial number is 21A4X9K77LMQ and the Wi-Fi password is plumtree-Harbor-88.",
         ("21A4X9K77LMQ",), ("plumtree-Harbor-88",)),
        ("Photoshop serial number: 1045-1209-3341-0982-4471-9021, activation failed.", (), ()),
    ))


def test_another_partys_steuernummer_stays_the_speakers_is_cut() -> None:
    _check((
        ("Ich brauche Hilfe bei der Anlage N. Meine Steuer-ID ist 47 036 892 150. Das Finanzamt hat die Steuernummer "
         "21/815/08150 auf den Brief gedruckt.", ("21/815/08150",), ("47 036 892 150",)),
        ("Die Steuernummer des Sportvereins lautet 143/227/60113, reicht das für die Spendenquittung?",
         ("143/227/60113",), ()),
        ("Meine Steuernummer ist 21/815/08150, kannst du die ins Formular eintragen?", (), ("21/815/08150",)),
    ))


def test_bank_and_branch_codes_stay_the_account_is_cut() -> None:
    _check((
        ("振込先は みずほ銀行（金融機関コード0001）、支店コード 110、普通 4821937 です。", ("0001", "110"), ("4821937",)),
        ("ゆうちょではなく三井住友銀行、銀行コードは0009、口座番号 7730154 にお願いします。", ("0009",), ("7730154",)),
        ("認証コードは4821です。", (), ("4821",)),
    ))


def test_a_czech_banks_code_stays_after_the_account() -> None:
    _check((
        ("Pošli to na účet 19-2000145399/0100, prosím, moje heslo je Orchard!5521.", ("/0100",),
         ("2000145399", "Orchard!5521")),
        ("Číslo mého účtu je 35-1234567890/0300, díky.", ("/0300",), ("1234567890",)),
    ))


def test_a_shops_tax_number_on_its_receipt_stays() -> None:
    _check((
        ("Στην απόδειξη του καταστήματος γράφει ΑΦΜ 094014201. Είναι σωστό;", ("094014201",), ()),
        ("The receipt from the hardware store shows NIF B12345674 at the bottom, can I claim VAT?", ("B12345674",),
         ()),
        ("Ο ΑΦΜ μου είναι 094014201, βάλε τον στην απόδειξη.", (), ("094014201",)),
    ))


def test_an_organisations_account_in_a_payment_request_stays() -> None:
    _check((
        ("Betaalverzoek van de hockeyclub: € 20,00 naar NL91 ABNA 0417 1643 00 t.n.v. MHC Oranje, omschrijving "
         "contributie.", ("NL91 ABNA 0417 1643 00",), ()),
        ("Beitrag bitte an DE02 1203 0000 0000 2020 51 zugunsten TSV Blau-Weiß e.V. überweisen, ist das korrekt?",
         ("DE02 1203 0000 0000 2020 51",), ()),
        ("Tikkie: stort het op mijn rekening NL61 RABO 0318 4736 25 t.n.v. VV Sparta, ik ben de penningmeester.", (),
         ("NL61 RABO 0318 4736 25",)),
        ("Tikkie voor de pizza: maak over naar NL61 RABO 0318 4736 25 t.n.v. J. de Vries.", (),
         ("NL61 RABO 0318 4736 25",)),
    ))


def test_a_steuer_id_after_the_tax_offices_steuernummer_is_cut() -> None:
    _check((
        ("Die Steuernummer vom Finanzamt kommt noch, die Steuer-ID ist 47036892150.", (), ("47036892150",)),
    ))


def test_a_rodne_cislo_keeps_its_tail_whatever_kind_cut_it() -> None:
    # a national id's slash is no account's: the keeper that leaves a Czech bank's code apart never trims it
    from utils import redact_round37c
    text = "to je 985904/5108 a nic víc"
    spans = [(6, 17, "secret")]
    redact_round37c.keep(text, spans)
    assert spans == [(6, 17, "secret")]
