"""Round 43b: an MBI set against the sample's, a Norwegian account after words, a state's driver licence, a CLABE in
any grouping, a Greek AFM, an id's number announced; and the look-alikes that stay whichever rule or layer took them:
docs' examples, product models, Wi-Fi networks' names, hotlines, OpenPGP key ids, orders' numbers, a provider's
account. My own sentences; the values are made up (their check digits computed where the format has one)."""

from __future__ import annotations

import pytest

from utils import redact_round43b
from utils.redact import SecretMemory, announces_secret, redact


def _out(text: str) -> str:
    return SecretMemory("t").redact(text, True)[0]


def _cut(text: str, *values: str) -> None:
    out = _out(text)
    for v in values:
        assert v not in out, out


def _kept(text: str, *values: str) -> None:
    out = _out(text)
    for v in values:
        assert v in out, out


def _talk(*messages: str) -> str:
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


# ---- 1. ids and accounts by their names ----

@pytest.mark.parametrize(("text", "value", "sample"), [
    ("Grandpa's Medicare card arrived. The example on medicare.gov is 1EG4-TE5-MK73 but his reads 5KP2-RW7-XN38.",
     "5KP2-RW7-XN38", "1EG4-TE5-MK73"),
    ("The sample MBI in the brochure, 1EG4-TE5-MK73, looks nothing like mine: 7TJ9-HM4-UY62.", "7TJ9-HM4-UY62",
     "1EG4-TE5-MK73"),
    ("Medicare: el ejemplo de la tarjeta es 1EG4TE5MK73 y el suyo es 3CR5DT8GA17, ¿es válido?", "3CR5DT8GA17",
     "1EG4TE5MK73"),
    ("Medicare sample card: 1EG4-TE5-MK73. My own: 2HW6-KN3-PD45.", "2HW6-KN3-PD45", "1EG4-TE5-MK73"),
    ("Auf der Beispielkarte von Medicare steht 1EG4-TE5-MK73, auf ihrer 9MT2-VQ8-JR16.", "9MT2-VQ8-JR16",
     "1EG4-TE5-MK73"),
])
def test_mbi_set_against_the_sample(text: str, value: str, sample: str) -> None:
    out = _out(text)
    assert value not in out and sample in out, out


@pytest.mark.parametrize(("text", "value"), [
    ("Du kan vippse eller overføre til kontonummeret mitt, 0427.51.79790, takk!", "0427.51.79790"),
    ("Kontoen min er forresten 0116 21 28724 hvis du vil betale tilbake.", "0116 21 28724"),
    ("Send depositumet til bankkontoen vår, altså 6984.92.61096.", "6984.92.61096"),
    ("Pengene kan settes inn på kontonr. til meg - 02024418912 - i morgen.", "02024418912"),
    ("Beløpet går til kontoen jeg har i DNB, 0427 51 79790.", "0427 51 79790"),
])
def test_norwegian_account_after_words(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("Updating my address with the Florida DHSMV. My license: D512-643-27-118-0.", "D512-643-27-118-0"),
    ("Illinois driver's license number is S530-4127-8813, expires next spring.", "S530-4127-8813"),
    ("The rental desk wants my Maryland licence, it's K-123-456-789-012.", "K-123-456-789-012"),
    ("DMV form: license no. W123456789012 (Michigan), is that the right box?", "W123456789012"),
    ("My driver's license, number F361 552 84 907 2, was renewed online.", "F361 552 84 907 2"),
])
def test_state_driver_licences_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("Para el depósito te paso mi CLABE, la tengo anotada así: 212 941 86790201120 3.", "212 941 86790201120 3"),
    ("CLABE interbancaria (para la nómina): 5187 4756 1013 6396 42", "5187 4756 1013 6396 42"),
    ("Mi clabe. ¿Está bien escrita? 996-565-02823034353-7 es de Banorte.", "996-565-02823034353-7"),
    ("Please wire it to my CLABE; it's 366307801008988812.", "366307801008988812"),
    ("La CLABE que me dio el banco es 366 307 80100898881 2, ¿la pongo con espacios?", "366 307 80100898881 2"),
])
def test_clabe_in_any_grouping_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("Για το μισθωτήριο χρειάζονται ΑΜΚΑ και ΑΦΜ: 901975586.", "901975586"),
    ("Ο ΑΦΜ μου είναι 722150940, τον έγραψα σωστά;", "722150940"),
    ("Στο έντυπο γράφω Α.Φ.Μ. 529181470 και ΔΟΥ Καλαμαριάς.", "529181470"),
    ("My Greek AFM is 560769151, the accountant needs it.", "560769151"),
    ("Συμπλήρωσε: ονοματεπώνυμο, ΑΦΜ 722150940, τηλέφωνο.", "722150940"),
])
def test_greek_afm_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    # no check, no name, or a company's: stays
    "ΑΦΜ: 901975587 (λάθος ψηφίο ελέγχου), ποσό 120 €.",
    "Η εταιρεία έχει ΑΦΜ 094014201 στο τιμολόγιο.",
    "CLABE es un número de 18 dígitos; el pedido 212941867902011204 llegó ayer.",
    "Florida has 67 counties; the license fee is $48 and the office is at 2900 Apalachee Pkwy.",
    "The software license key expires in 2027, order 1042-77.",
    "Kontonummeret står på fakturaen fra strømselskapet: 0427.51.79790.",
    "Medicare Part B costs $185 in 2025; the sample card shows 1EG4-TE5-MK73.",
])
def test_ids_not_cut(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize(("announce", "value"), [
    ("Ich brauche Hilfe beim Formular, die Ausweisnummer schicke ich dir in der nächsten Nachricht.", "L01X00T471"),
    ("I'll send my passport number in the next message, then help me fill in the visa form.", "X4RT9BPF2"),
    ("Te mando el número de pasaporte en el siguiente mensaje.", "PAB123456"),
    ("Je t'envoie le numéro de ma carte d'identité dans le prochain message.", "X4RTBPFW4"),
    ("Номер паспорта пришлю следующим сообщением, заполни анкету.", "KR7Z1QW83"),
])
def test_id_number_announced(announce: str, value: str) -> None:
    assert announces_secret(announce)
    out = _talk(announce, f"{value}, gültig bis 01.08.2031. Welches Feld?")
    assert value not in out, out


@pytest.mark.parametrize("text", [
    "Die nächste Nachricht ist lang, sorry.",
    "I need my passport for the trip next month.",
    "The ID card office sends the new card separately by post.",
    "Ich schicke dir den Ausweis-Scan in der nächsten Nachricht.",
])
def test_no_announcement(text: str) -> None:
    assert not redact_round43b.announces(text)


# ---- 2. look-alikes kept ----

@pytest.mark.parametrize(("text", "kept", "cut"), [
    ("The Stripe docs show a key like sk_test_4eC39HqLyjWDarjtT1zdp7dc; mine is sk_live_9Kp2Qx7RmT4vW8nB3yZ6hJ1c",
     "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "sk_live_9Kp2Qx7RmT4vW8nB3yZ6hJ1c"),
    ("The tutorial uses a token such as 110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw and it works.",
     "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw", None),
    ("In der Doku steht ein Token wie 987654:XYZ-abc1234DefGhi-uvw99Q8r7s6t, meiner sieht anders aus.",
     "987654:XYZ-abc1234DefGhi-uvw99Q8r7s6t", None),
    ("La documentación pone un token como 555000:QWE-RTY9876asDfg-hjk12L3z4x5c, ¿es válido?",
     "555000:QWE-RTY9876asDfg-hjk12L3z4x5c", None),
    ("The README gives a secret e.g. Zx9-Qp7-Lm3-Wv5-Tr1x so you can try it.", "Zx9-Qp7-Lm3-Wv5-Tr1x", None),
])
def test_docs_examples_kept(text: str, kept: str, cut: str | None) -> None:
    out = _out(text)
    assert kept in out, out
    if cut:
        assert cut not in out, out


@pytest.mark.parametrize(("messages", "kept", "cut"), [
    (["router password is Maplebirch771 but the laptop won't join",
      "sorry no, it's Maplebirch772!, changed it yesterday. the laptop is a Lenovo T14G3"], "T14G3",
     "Maplebirch772!"),
    (["wifi password: Harbourfox214", "correction, it's Harbourfox215#. I changed it, the printer is an HP M283FDW"],
     "M283FDW", "Harbourfox215#"),
    (["WLAN-Passwort ist Sonnenblume88", "nein, ich hab es geändert: Sonnenblume89? Der Fernseher ist ein LG OLED55C3"],
     "OLED55C3", "Sonnenblume89"),
])
def test_product_model_no_correction(messages: list[str], kept: str, cut: str) -> None:
    out = _talk(*messages)
    assert kept in out and cut not in out, out


@pytest.mark.parametrize("text", [
    "The TV is a Samsung QN65Q80C and the soundbar is a Sony HT-A5000.",
    "Modell: KD-55X85L, Seriennummer auf der Rückseite.",
    "The router is a TP-Link Archer AX55, firmware 1.2.3.",
    "型号 RT-AX86U，固件是最新的。",
    "Il modello è XR-65A95L, comprato nel 2023.",
])
def test_product_models_kept(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize(("text", "ssid", "key"), [
    ("게스트용 안내: 와이파이는 SK_WiFiGIGA7C2E / 비밀번호 plum7743!! 입니다.", "SK_WiFiGIGA7C2E", "plum7743!!"),
    ("WLAN: FRITZ-Box-7530-QX, Passwort: 81937264553012874411", "FRITZ-Box-7530-QX", "81937264553012874411"),
    ("The wifi is Livebox-A7F2 and the password is Nectar!2291", "Livebox-A7F2", "Nectar!2291"),
    ("SSID: MOVISTAR_5G_8E1B, clave: r4nchoVerde#17", "MOVISTAR_5G_8E1B", "r4nchoVerde#17"),
    ("Le réseau est Freebox-3C9D21, mot de passe: ombrelle-9241-tac", "Freebox-3C9D21", "ombrelle-9241-tac"),
])
def test_wifi_names_kept(text: str, ssid: str, key: str) -> None:
    out = _out(text)
    assert ssid in out and key not in out, out


@pytest.mark.parametrize(("text", "number", "secret"), [
    ('SMS: "Your OTP is 581204, never share it." Should I call the bank hotline 1800 2200 first?', "1800 2200",
     "581204"),
    ("Die Bank-Hotline 0800 123 4567 hat nach meiner PIN gefragt, ich habe 4417 nicht gesagt.", "0800 123 4567",
     "4417"),
    ("Llamé a la línea de atención 900 123 456, mi PIN es 7729 y no se lo di.", "900 123 456", "7729"),
    ("客服电话 400 820 8820，他们问我验证码 306118 怎么办？", "400 820 8820", "306118"),
    ("मैंने कस्टमर केयर 1800 425 3800 पर फोन किया, उन्होंने OTP 447120 मांगा।", "1800 425 3800", "447120"),
])
def test_hotlines_kept(text: str, number: str, secret: str) -> None:
    out = _out(text)
    assert number in out and secret not in out, out


@pytest.mark.parametrize(("text", "key"), [
    ('gpg --export-secret-keys --armor 7C3A9D1E55B04F28A6E1D9C04B7F2A93E8D16C05 > backup.asc prompts for the '
     'passphrase "otter canyon maple drift"', "7C3A9D1E55B04F28A6E1D9C04B7F2A93E8D16C05"),
    ("git config --global user.signingkey 3AA5C34371567BD2 and then gpg asks for the passphrase every time",
     "3AA5C34371567BD2"),
    ("gpg --recv-keys 0x9E1D4C7B2A58F603 fails with 'no data', which keyserver should I use?", "0x9E1D4C7B2A58F603"),
    ("sec   rsa4096/4B7F2A93E8D16C05 2021-03-14 [SC]\n      7C3A9D1E55B04F28A6E1D9C04B7F2A93E8D16C05\nuid  Ana "
     "(gpg key)", "7C3A9D1E55B04F28A6E1D9C04B7F2A93E8D16C05"),
    ("Mein PGP-Schlüssel hat die Schlüssel-ID E8D16C057C3A9D1E, bitte auf dem Keyserver suchen.", "E8D16C057C3A9D1E"),
])
def test_pgp_key_ids_kept(text: str, key: str) -> None:
    _kept(text, key)


@pytest.mark.parametrize(("text", "secret"), [
    # a token or a password of hex beside gpg talk stays cut
    ("gpg is set up; the GitHub token is 3f9a1c77e0b24d58a6c1e9f04b2d7a8c3e5f6071",
     "3f9a1c77e0b24d58a6c1e9f04b2d7a8c3e5f6071"),
    ('gpg passphrase: "ember-lattice-77"', "ember-lattice-77"),
])
def test_secrets_beside_gpg_cut(text: str, secret: str) -> None:
    _cut(text, secret)


@pytest.mark.parametrize(("text", "number"), [
    ("Посилку не доставили, замовлення на Rozetka № 130459872, що робити?", "130459872"),
    ("Заказ в Ozon № 046454286 до сих пор в пути.", "046454286"),
    ("My order from Best Buy #130459872 never arrived.", "130459872"),
    ("Mein Auftrag bei Otto Nr. 046454286 ist verschwunden.", "046454286"),
    ("Mi pedido de Amazon nº 130459872 no ha llegado.", "130459872"),
])
def test_order_numbers_kept(text: str, number: str) -> None:
    _kept(text, number)


@pytest.mark.parametrize(("text", "secret"), [
    ("Order #5521 shipped. My SIN: 271843906", "271843906"),
    ("My order arrived; my SIN is 271843906 for the tax slip.", "271843906"),
    ("In order to open the safe, the PIN is 4821.", "4821"),
    ("In order to get in, the door code is 4821.", "4821"),
])
def test_orders_do_not_hide_ids(text: str, secret: str) -> None:
    _cut(text, secret)


@pytest.mark.parametrize(("text", "account"), [
    ("A szolgáltató bankszámlaszáma 11773016-11111018-00000000, a közlemény a számla sorszáma.",
     "11773016-11111018-00000000"),
    ("A cég számlaszáma: 10700024-04511608-51100005, oda utalok.", "10700024-04511608-51100005"),
    ("The supplier's account number is 00123456 (sort code 40-11-62), it's on their invoice.", "00123456"),
    ("Numer konta firmy: 12 1140 2004 0000 3002 0135 5387, tytuł przelewu to numer faktury.",
     "12 1140 2004 0000 3002 0135 5387"),
    ("Die Kontonummer des Anbieters ist 0532013000 bei der Sparkasse.", "0532013000"),
])
def test_party_accounts_kept(text: str, account: str) -> None:
    _kept(text, account)


def test_own_hungarian_account_still_cut() -> None:
    _cut("Az én számlaszámom 11773016-11111018-00000000, oda kérem a visszatérítést.", "11773016-11111018-00000000")


@pytest.mark.parametrize("text", [
    # ordinary numbers around the new keeps' words
    "The hotline is open 8 to 20, about 3 calls a day.",
    "Order 3 boxes, 12 items each, total 36.",
    "gpg 2.4.5 is installed, version 1.10 of libgcrypt.",
    "The wifi has 4 bars in room 204.",
    "The Samsung event is on 2025-09-14.",
])
def test_ordinary_text_unchanged(text: str) -> None:
    assert redact(text)[0] == text


def test_pgp_listing() -> None:
    t = "sec   rsa4096/4B7F2A93E8D16C05 2021-03-14 [SC]\n      7C3A9D1E55B04F28A6E1D9C04B7F2A93E8D16C05\nuid  Ana"
    assert redact_round43b._pgp_key(t, t.index("4B7F"), t.index("4B7F") + 16)
    assert redact_round43b._pgp_key(t, t.index("7C3A"), t.index("7C3A") + 40)
    # no listing, no gpg: a hex run is no key id
    t = "cache key 7C3A9D1E55B04F28A6E1D9C04B7F2A93E8D16C05 expired"
    assert not redact_round43b._pgp_key(t, 10, 50)


def test_helpers() -> None:
    t = "the TV is a Samsung QN65Q80C"
    assert redact_round43b.product_model(t, t.index("QN"), len(t))
    assert not redact_round43b.product_model("the password is QN65Q80C", 16, 24)
