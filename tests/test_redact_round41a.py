"""Round 41a: backup codes in a block under their paragraph, passwords chosen or given in apposition, identity cards
after their abbreviations, codes named after their value or by a possessive; and the look-alikes of the same shapes
that stay (URL parameters after a password, companies' tax numbers by a dotted legal form, tracking keys, plain
words in a Kubernetes Secret). My own sentences; the values are made up."""

from __future__ import annotations

import pytest

from utils import redact_round41a
from utils.redact import SecretMemory, redact


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


# ---- 1. a lock's code in a list entry with a bracketed aside before the colon ----

@pytest.mark.parametrize(("text", "value"), [
    ("House notes for the sitter:\n- key box on the fence (back gate): 6093\n- bins go out on Monday", "6093"),
    ("Hinweise:\n- Schlüsselbox am Carport (Ersatzschlüssel): 7316\n- Müll am Dienstag", "7316"),
    ("Infos :\n- boîte à clés près du portail (double des clés) : 5842\n- poubelles le lundi", "5842"),
    ("- caja de llaves junto al garaje (llave de repuesto): 9027", "9027"),
])
def test_lock_code_after_an_aside(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "- lockbox by the garage (model 2210): 2 left in stock",
    "- keypad (see photo): battery replaced 2024-05-02",
])
def test_lock_aside_with_other_numbers_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 1b. a Wi-Fi key after the network's name and a slash, a plain word too ----

@pytest.mark.parametrize(("text", "value"), [
    ("Guest info:\n- wifi: Cedar_Cabin_Net / password lanternmoth\n- hot tub closes at 10pm", "lanternmoth"),
    ("Für die Gäste:\n- WLAN: Ferienhaus_Süd / Passwort Kieselstrand\n- Brötchen ab 7 Uhr", "Kieselstrand"),
    ("- Wi-Fi : Gite_Lavande / mot de passe tournesolbleu\n- départ avant 10h", "tournesolbleu"),
])
def test_wifi_key_after_slash_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "- wifi: Cedar_Cabin_Net / password required\n- hot tub closes at 10pm",
    "- wifi: Cedar_Cabin_Net / password on the router sticker",
])
def test_wifi_slash_without_a_key_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 2. backup codes in a block under the paragraph that names them ----

@pytest.mark.parametrize(("text", "values"), [
    ("Saving my Dropbox backup codes before I reset the phone. Could you make a neat table of them?\n\n"
     "4830 2291\n7715 0368\n2964 5503\n", ["4830 2291", "7715 0368", "2964 5503"]),
    ("Meine Backup-Codes für das Firmenkonto, bitte als Liste formatieren, ich drucke sie aus:\n\n"
     "- 38104927\n- 66281053\n", ["38104927", "66281053"]),
    ("Voici mes codes de secours pour le compte, tu peux les mettre dans un tableau propre ?\n\n"
     "a7k2-9xq4\nm3p8-2vd6\nt5r1-8hw3", ["a7k2-9xq4", "m3p8-2vd6", "t5r1-8hw3"]),
])
def test_backup_block_cut(text: str, values: list[str]) -> None:
    _cut(text, *values)


@pytest.mark.parametrize("text", [
    "My backup codes are already in the vault. Here are my order numbers from last week, can you sort them?\n\n"
    "4830 2291\n7715 0368\n2964 5503\n",
    "I lost my backup codes again. Anyway, the invoice dates I need are these:\n\n20240115\n20240216\n20240318\n",
])
def test_other_lists_after_backup_codes_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 3. a password the speaker chose ----

@pytest.mark.parametrize(("text", "value"), [
    ("Redid my email password after the breach. I went with lantern-pebble-orchid-9, is that ok?",
     "lantern-pebble-orchid-9"),
    ("For the vault's master password I settled on marble.falcon.quiver.7 because I can type it fast.",
     "marble.falcon.quiver.7"),
    ("Neues Passwort fürs Banking: ich habe mich für Wolke7_Segelboot! entschieden, reicht das?", "Wolke7_Segelboot!"),
    ("Para la contraseña del router elegí gato_lluvia_azul_42 y no me acuerdo si lleva mayúsculas.",
     "gato_lluvia_azul_42"),
    ("Pour le mot de passe du coffre, j'ai choisi Tortue-Rouge-2019, c'est assez long ?", "Tortue-Rouge-2019"),
    ("Per la password del wifi ho scelto Pizza4Stagioni!, va bene?", "Pizza4Stagioni!"),
])
def test_chosen_password_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "For a password manager I went with 1Password, and my sister went with Bitwarden.",
    "For the new password I went with four-random-words style, like the comic says.",
    "I reset the password and went with the default settings for the rest.",
    "The password was weak so I went with a longer one this time.",
    "Password policy: I picked eight-chars-minimum for the team.",
])
def test_chosen_password_lookalikes_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 4. a password in apposition after its name ----

@pytest.mark.parametrize(("text", "value"), [
    ("I think the scammer got it: I read him my email password, Falcon2017#, and hung up too late.", "Falcon2017#"),
    ("Ich habe ihm mein Passwort, Sommer!Regen88, gesagt und danach sofort geändert.", "Sommer!Regen88"),
    ("Le di mi contraseña, Lluvia_2020x, y ahora no puedo entrar.", "Lluvia_2020x"),
    ("She typed her PIN, 7304, and the machine kept the card.", "7304"),
])
def test_apposed_password_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "Common passwords, like Password1, and dictionary words get cracked first.",
    "The password, however, has to be changed every 90 days.",
    "Type the password, then press Enter and wait.",
])
def test_apposed_lookalikes_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 5. an identity card's number after its abbreviation, beside a personal id ----

@pytest.mark.parametrize(("text", "value"), [
    ("Do formuláře píšu RČ 856204/1235 a OP 207415839, je to tak správně?", "207415839"),
    ("Na poisťovni chcú rodné číslo a OP EK482913, stačí to poslať mailom?", "EK482913"),
    ("U banci traže OIB 69435151530 i OI 114829307, smijem li to poslati mailom?", "114829307"),
    ("Pentru contract am dat CNP-ul 1800101221144 și CI seria RX nr 482913.", "RX nr 482913"),
])
def test_card_abbreviation_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "OP 207415839 posted the original question in the thread, the reply is below.",
    "The CI 482913 pipeline failed again on the lint step.",
])
def test_card_abbreviation_without_an_id_kept(text: str) -> None:
    assert redact(text)[0] == text


def test_card_abbreviation_is_a_word_of_its_own() -> None:
    # "OPEN" holds "OP": no card's abbreviation
    text = "PESEL mam w notatkach, OPEN 207415839 to numer zamówienia."
    assert not [sp for sp in redact_round41a.find(text, text.lower(), lambda v: False) if sp[2] == "national_id"]


# ---- 6. a one-time code named after its value ----

@pytest.mark.parametrize(("text", "value"), [
    ("Dün gece 481736 diye bir doğrulama kodu geldi, ben bir şey istememiştim.", "481736"),
    ("さっき 604182 という認証コードが届いたけど、心当たりがない。", "604182"),
    ("방금 문자로 739105라는 인증번호가 왔는데 제가 요청한 게 아니에요.", "739105"),
    ("Jött egy 528307-es ellenőrző kód SMS-ben, de nem én kértem.", "528307"),
])
def test_code_named_after_value_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "Kargo 481736 diye bir sipariş numarasıyla geldi.",
    "604182 という注文番号で問い合わせました。",
    "A 2024-es kódex szerint ez nem kötelező.",
])
def test_code_named_after_value_lookalikes_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 7. a code named by a possessive pointing back to a one-time code ----

@pytest.mark.parametrize(("text", "value"), [
    ("Tadi ada yang minta kode OTP Shopee lewat WA, alasannya salah kirim. Kodenya 3816 sudah terlanjur saya kirim.",
     "3816"),
    ("Bank kirim kode verifikasi buat login. OTP-nya 592047, tolong jangan disebar.", "592047"),
    ("SMS ile bir doğrulama kodu geldi, arayan kişi istedi. Kodu 604729 diye okudum.", "604729"),
])
def test_possessive_code_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    "Saya dapat OTP tadi pagi, terus beli pakai kode promo dari teman. Kodenya 3816 ternyata sudah kadaluarsa.",
    "Saya mau kirim paket, alamatnya di Bandung, kode pos-nya 40115.",
])
def test_possessive_other_code_kept(text: str) -> None:
    assert redact(text)[0] == text


# ---- 8. keeps: a URL's next parameter, a company's tax number, a tracking key, a Secret's plain words ----

def test_url_parameter_after_password_kept() -> None:
    text = ("urllib3 error: GET /api/auth?login=ops&password=Quill4827!&device=3f6a2b1c-7d9e-4c21-8a5b-9e0d1c2b3a4f "
            "timed out")
    out = _out(text)
    assert "Quill4827!" not in out and "3f6a2b1c-7d9e-4c21-8a5b-9e0d1c2b3a4f" in out, out


@pytest.mark.parametrize(("text", "value"), [
    ("Η Κωνσταντίνου Α.Ε. με ΑΦΜ 094014201 μου έστειλε προσφορά για τα ανταλλακτικά.", "094014201"),
    ("Το τιμολόγιο είναι από την εταιρεία Γεωργίου Ε.Π.Ε. με ΑΦΜ 099369824, πώς το καταχωρώ;", "099369824"),
    ("La factura viene de Talleres Ruiz S.L. con CIF B88455019, ¿la puedo deducir?", "B88455019"),
    ("Πήρα απόδειξη από την Παπαδάκη Ι.Κ.Ε. με Α.Φ.Μ. 094014201, είναι σωστή;", "094014201"),
])
def test_company_tax_number_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_own_tax_number_still_cut() -> None:
    _cut("Ο ΑΦΜ μου είναι 094014201, τον χρειάζεται ο λογιστής.", "094014201")


@pytest.mark.parametrize(("text", "value"), [
    ("Me pagaron por SPEI y la clave de rastreo que me mandaron es BNET01002406150012345678, ¿cómo la verifico?",
     "BNET01002406150012345678"),
    ("O código de rastreio que a loja me enviou é NL482913675BR, ainda não atualizou.", "NL482913675BR"),
])
def test_tracking_key_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_password_after_a_tracking_key_still_cut() -> None:
    _cut("La clave de rastreo es BNET0100240615 y mi contraseña del banco es Tigre#2024x.", "Tigre#2024x")


def test_kubernetes_secret_plain_word_with_newline_kept() -> None:
    # base64 of "billing\n" (echo without -n) under a user name's key stays; the password's value is cut
    text = ("kind: Secret\ntype: Opaque\ndata:\n  username: YmlsbGluZwo=\n  password: Vm9sY2FubzQ4Mjk1Cg==\n\n"
            "why does the app fail to log in?")
    out = _out(text)
    assert "YmlsbGluZwo=" in out and "Vm9sY2FubzQ4Mjk1Cg==" not in out, out


@pytest.mark.parametrize("text", [
    "I reset my password last night and honestly I went with state-of-the-art advice from the forum.",
    "For the password reset link I went with mail.example.org as the sender.",
])
def test_chosen_compounds_kept(text: str) -> None:
    out = _out(text)
    assert "state-of-the-art" in out or "mail.example.org" in out, out


def test_signed_query_stays_whole() -> None:
    # a span over a signed query keeps its signature cut, whatever parameter follows the first value
    text = "GET https://files.example.net/doc.pdf?token=Zq81mXv02LpR7tYc&sig=Hk3vN8pQ2wLr5sTz9bXc and it 403s"
    out = _out(text)
    assert "Zq81mXv02LpR7tYc" not in out and "Hk3vN8pQ2wLr5sTz9bXc" not in out, out
