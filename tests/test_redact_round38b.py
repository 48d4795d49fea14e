"""Round 38b (my own texts, not heldout_v42's): a router's WPS PIN by its checksum, identity cards' numbers and УНЗР
after their names, Hungarian giro and other own accounts the speaker pays from, a collection's account held by a
person are cut; a payee's account in a standing order, a company's account on its invoice, a biller's account beside
its KID, a merchant's virtual account and a Paybill or Till number stay."""

from __future__ import annotations

import pytest

from utils.idcheck import wps_pin_ok
from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


def test_wps_checksum() -> None:
    assert wps_pin_ok("28410935")
    assert wps_pin_ok("6620 1755")
    assert not wps_pin_ok("28410936")
    assert not wps_pin_ok("2841093")


@pytest.mark.parametrize(("text", "secret"), [
    ("Aufkleber unten am Router: WPS-PIN 28410935, Seriennummer K2L9X4, MAC 3C:84:6A:11:20:9F", "28410935"),
    ("Etiqueta del módem: contraseña admin Qm7vTt2p / PIN WPS 6620 1755 / SSID MOVISTAR_4F1C", "6620 1755"),
    ("ルーター底面のラベル：WPSピン 91833709、SSID aterm-7a1c2e", "91833709"),
    ("Étiquette sous la box : code WPS 4407-2186, clé WPA 9xkQ2mPL7v", "4407-2186"),
    ("Label on the back of my extender reads WPS PIN: 91833709 and S/N RX5521Q8.", "91833709"),
])
def test_a_wps_pin_off_a_label_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Every guide mentions the default WPS PIN 12345670; is my router still using it?", "12345670"),
    ("The manual lists the standard WPS PIN 28410935 for this whole model line.", "28410935"),
    ("Press the WPS button for three seconds; firmware build 20240517 fixed pairing.", "20240517"),
])
def test_a_default_wps_pin_or_a_build_number_stays(text: str, kept: str) -> None:
    assert kept in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("Банк просить номер ID-картки: 005823917, а також адресу.", "005823917"),
    ("У Дії показано УНЗР 19850214-03816, його вписувати в заяву?", "19850214-03816"),
    ("Заповнюю форму: унікальний номер запису в реєстрі 20010926-00473, РНОКПП ще не маю.", "20010926-00473"),
    ("Για την ενοικίαση ζητούν αριθμό δελτίου ταυτότητας ΑΗ 593128 και ΑΦΜ.", "ΑΗ 593128"),
    ("Το Α.Δ.Τ. μου είναι Σ 712604, ισχύει ακόμα;", "Σ 712604"),
    ("Para o seguro pedem o número do cartão de cidadão: 15873204 6 ZY8.", "15873204 6 ZY8"),
    ("Numer dowodu osobistego: CKD 583019, data ważności 2031.", "CKD 583019"),
    ("Trebam broj osobne iskaznice: 104829376 za prijavu.", "104829376"),
    ("Номер на лична карта: 645908172, издадена от МВР София.", "645908172"),
    ("Kimlik seri no: B47K20938, başvuruda soruyorlar.", "B47K20938"),
    ("Henkilökortin numero on 207731954, tarvitseeko pankki sitä?", "207731954"),
    ("Asmens tapatybės kortelės numeris 38291047, galioja iki 2030.", "38291047"),
    ("Číslo občianskeho preukazu: EA482917, platný do 2028.", "EA482917"),
    ("Номер удостоверения личности 041938275, выдано МВД.", "041938275"),
    ("Mitt id-kortsnummer är 59281736, behöver banken det?", "59281736"),
    ("Mijn identiteitskaart heeft nummer 592-0381746-05, klopt dat?", "592-0381746-05"),
])
def test_an_identity_card_number_after_its_name_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Моя ID-картка дійсна до 2031 року, чи треба міняти?", "2031"),
    ("Запис у журналі від 15.01.2024 про заміну ID-картки.", "15.01.2024"),
    ("Η ταυτότητα κοστίζει 10 ευρώ και βγαίνει σε 5 μέρες.", "10 ευρώ"),
    ("Numer dowodu ma 9 znaków, a PESEL 11 cyfr.", "9 znaków"),
    ("Henkilökortti maksaa 55 euroa, ja sen saa 14 päivässä.", "55 euroa"),
])
def test_words_about_identity_cards_stay(text: str, kept: str) -> None:
    assert kept in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("A közös költséget a saját számlámról fizetem: 12001125-01122334-45566770, hogyan ütemezzem?",
     "12001125-01122334-45566770"),
    ("Erről a számláról megy a csekk: 11600006-60000000-00123451.", "11600006-60000000-00123451"),
    ("Оплачую комуналку зі свого рахунку 26200583917204, як налаштувати автоплатіж?", "26200583917204"),
    ("Kira ödemesini kendi hesabımdan yapıyorum: 62018349571, talimat nasıl verilir?", "62018349571"),
    ("Betaler fra min egen konto 1206.12.34126 hver måned.", "1206.12.34126"),
    ("Jag betalar från mitt konto 8327-9, 944 281 035-6 varje månad.", "035-6"),
    # a relative's account is a person's
    ("Anyu számlájára küldöm a pénzt: 12001125-01122334-45566770.", "12001125-01122334-45566770"),
])
def test_an_account_the_speaker_pays_from_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Зі свого рахунку я переказав 15000000 гривень за рік, це багато?", "15000000"),
    ("From my account history: 12 transfers in March, 3 in April.", "12 transfers"),
    ("From my account page, order #48213907 shows as shipped.", "48213907"),
    # a landlord's or a provider's Hungarian account, named by its holder and "számlája"
    ("Utalom a lakbért a főbérlő számlájára: 11773016-61111101-80000006, jó így?", "11773016-61111101-80000006"),
    ("A szolgáltató számláján 10400009-43876541-20000002 kérik a befizetést.", "10400009-43876541-20000002"),
])
def test_amounts_after_an_own_account_stay(text: str, kept: str) -> None:
    assert kept in _out(text)


@pytest.mark.parametrize(("text", "own", "payee"), [
    ("Richte bitte einen Dauerauftrag ein: von meinem Girokonto DE69 3705 0198 1860 9139 09 an meinen Vermieter "
     "Herrn Kaya, IBAN DE49 1203 0000 9554 5947 96, 720 € monatlich.",
     "DE69 3705 0198 1860 9139 09", "DE49 1203 0000 9554 5947 96"),
    ("Set up a standing order from my account GB20MIDL40051565898027 to my landlord Mr Hughes, IBAN "
     "GB86LOYD30963414127116, £950 on the 1st.", "GB20MIDL40051565898027", "GB86LOYD30963414127116"),
    ("Maak een periodieke overboeking van mijn rekening NL93SNSB0083016613 naar mijn verhuurder, de heer Jansen, "
     "NL85TRIO0526018159, elke maand.", "NL93SNSB0083016613", "NL85TRIO0526018159"),
    ("Quiero una transferencia periódica desde mi cuenta ES9420850103017834426208 a mi casero, Don Luis, IBAN "
     "ES6021000813760189555979.", "ES9420850103017834426208", "ES6021000813760189555979"),
    ("Zlecenie stałe z mojego konta PL72114020041291506708673339 na konto mojej właścicielki mieszkania "
     "PL49102010265412894510086545, 2100 zł.", "PL72114020041291506708673339", "PL49102010265412894510086545"),
    ("Dauerauftrag von meinem Konto DE58430609673918726830 an meine Klavierlehrerin, IBAN "
     "DE35 7002 0270 6611 5750 92, 80 € im Monat.", "DE58430609673918726830", "DE35 7002 0270 6611 5750 92"),
])
def test_a_standing_order_cuts_the_own_account_and_keeps_the_payees(text: str, own: str, payee: str) -> None:
    out = _out(text)
    assert own not in out
    assert payee in out


@pytest.mark.parametrize(("text", "secret"), [
    # the landlord asks for the speaker's account: it is the speaker's
    ("Mein Vermieter will die Kaution zurückzahlen und fragt nach der IBAN: DE49 1203 0000 9554 5947 96.",
     "DE49 1203 0000 9554 5947 96"),
    # money to a relative, no payee: a person's account
    ("Dauerauftrag von meinem Konto DE58430609673918726830 an meine Schwester Anna, IBAN DE69 3705 0198 1860 9139 09.",
     "DE69 3705 0198 1860 9139 09"),
])
def test_a_persons_account_beside_a_transfer_stays_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Płacę fakturę: odbiorca Drukbud Sp. z o.o., numer rachunku 72 1140 2004 1291 5067 0867 3339, tytuł FV 12/2026.",
     "72 1140 2004 1291 5067 0867 3339"),
    ("Zaplatím fakturu: příjemce Stavmont s.r.o., číslo účtu 2800123456/2010, VS 20260112.", "2800123456"),
    ("Regningen fra strømleverandøren: kontonummer 9235.11.08748, KID 12061234126, forfall 15.01.", "9235.11.08748"),
    ("Fakturaen fra forsikringsselskapet: kontonr. 1206.12.34126, KID 0045128830, beløp 812 kr.", "1206.12.34126"),
    ("Faktura fra Hafslund AS: kontonummer 9235.11.08748, forfall 20. mars.", "9235.11.08748"),
    ("Számla a Tigáz Zrt.-től: számlaszám 10400009-43876541-20000002, befizetési határidő 03.15.",
     "10400009-43876541-20000002"),
])
def test_a_companys_or_a_billers_account_stays(text: str, kept: str) -> None:
    assert kept in _out(text)


def test_an_own_account_beside_a_company_stays_cut() -> None:
    text = "Mój rachunek: 72 1140 2004 1291 5067 0867 3339, wypłatę przelewa Drukbud Sp. z o.o."
    assert "72 1140 2004 1291 5067 0867 3339" not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Bayar pesanan Lazada lewat nomor VA BNI 9881234567890123 kemarin, kok gagal?", "9881234567890123"),
    ("Saya bayar tagihan listrik via virtual account Mandiri 8960812345678901, belum terverifikasi.",
     "8960812345678901"),
    ("Thanh toán hóa đơn qua tài khoản ảo 9704123456789 của shop, có an toàn không?", "9704123456789"),
    ("Ada tagihan Blibli, bayar ke virtual account BCA 3901082219384756 sebelum jam 5.", "3901082219384756"),
])
def test_a_merchants_virtual_account_stays(text: str, kept: str) -> None:
    assert kept in _out(text)


def test_an_own_virtual_account_stays_cut() -> None:
    text = "Top up OVO: virtual account BCA saya 3901082219384756, jangan disebar."
    assert "3901082219384756" not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Nalipa ada ya shule kupitia Paybill 247247, namba yangu ya kitambulisho 28765431 ipo kwenye fomu.", "247247"),
    ("Lipa na M-Pesa: Buy Goods Till No. 832911, kisha nitumie ujumbe.", "832911"),
    ("Loan repayments go to Paybill 400200; my KRA PIN is A012345678Z.", "400200"),
])
def test_a_paybill_or_till_number_stays(text: str, kept: str) -> None:
    assert kept in _out(text)


def test_an_mpesa_pin_beside_a_paybill_stays_cut() -> None:
    text = "Nilipa kwa Paybill 400200 na M-Pesa PIN yangu ni 4829, nimeibiwa?"
    assert "4829" not in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("Iedereen mag €12,50 voor het afscheidscadeau overmaken naar NL85TRIO0526018159 t.n.v. M. Bakker.",
     "NL85TRIO0526018159"),
    ("Schreib in die Gruppe: jeder überweist bitte 15 € für das Geschenk an DE69 3705 0198 1860 9139 09, "
     "Kontoinhaberin Lena Vogt.", "DE69 3705 0198 1860 9139 09"),
    ("Pour la cagnotte de Julie, chacun peut virer 10 € sur FR5230003012348194821993518 au nom de Claire Martin.",
     "FR5230003012348194821993518"),
])
def test_a_collections_account_held_by_a_person_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Iedereen mag €25 contributie overmaken naar NL85TRIO0526018159 t.n.v. Tennisvereniging De Lob.",
     "NL85TRIO0526018159"),
    ("Jeder überweist bitte den Beitrag an DE49 1203 0000 9554 5947 96, Kontoinhaber: TSV Eintracht e.V.",
     "DE49 1203 0000 9554 5947 96"),
])
def test_a_clubs_account_for_its_dues_stays(text: str, kept: str) -> None:
    assert kept in _out(text)
