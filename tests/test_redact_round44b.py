"""Round 44b: look-alikes that rules or the learned layer changed, kept by their class (another party's account to pay
into, a party's tax id, a creditor's RF reference, a file's number after its word, a reference or a barcode passing
Luhn, a toll-free line, an id under an id's variable, an OAuth client's id, a Wi-Fi network's name before its key, a
Pix transfer's id, a meme's password, an RFC's test vector); beside each class, secrets of the same texts stay cut.
My own sentences; the values are made up (their check digits computed where the format has one)."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory


def _out(text: str) -> str:
    return SecretMemory("t").redact(text, True)[0]


def _talk(*messages: str) -> str:
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


def _kept(text: str, *values: str) -> None:
    out = _out(text)
    for v in values:
        assert v in out, out


def _cut(text: str, *values: str) -> None:
    out = _out(text)
    for v in values:
        assert v not in out, out


# ---- 1. another party's account, the one the speaker pays into ----

@pytest.mark.parametrize(("text", "value"), [
    # el: the provider's IBAN
    ("Θέλω να πληρώσω το νερό. Το IBAN του παρόχου είναι GR49 0172 0350 0050 3507 1234 567, τι γράφω στην αιτιολογία;",
     "GR49 0172 0350 0050 3507 1234 567"),
    ("Ο πάροχος μου έστειλε νέο λογαριασμό πληρωμής: GR4901720350005035071234567. Είναι ασφαλές;",
     "GR4901720350005035071234567"),
    # nl: the letting company's new account (older sets count "my landlord's IBAN" as a secret: no possessive here)
    ("De verhuurder vraagt om de huur vanaf mei over te maken naar NL72 INGB 0006 8291 73 t.n.v. Kerkhof Wonen B.V.",
     "NL72 INGB 0006 8291 73"),
    # tr: a company's IBAN, "write the invoice number in the description"
    ("Alıcı Deniz Yapı Ltd. Şti., IBAN TR32 0001 0010 0000 0012 3456 789, açıklamaya sipariş numarasını yazmamı söylediler.",
     "TR32 0001 0010 0000 0012 3456 789"),
    ("Firma hesabı TR320001001000000123456789, açıklama kısmına fatura no yazmam gerekiyormuş. Havale mi EFT mi?",
     "TR320001001000000123456789"),
    # uk: the sole trader's details
    ("ФОП прислав реквізити для оплати: IBAN UA743052990000026007233566001, призначення «за ремонт». Все правильно?",
     "UA743052990000026007233566001"),
    # vi: the company's account
    ("Em chuyển tiền đặt cọc vào tài khoản công ty: STK 19033827461018 Vietcombank, nội dung ghi tên em nhé.",
     "19033827461018"),
    # hu: the utility's and the web shop's accounts
    ("A gázszolgáltatónak kell utalnom, a számlaszám 11773016-11111018-00000000, mit írjak a közleménybe?",
     "11773016-11111018-00000000"),
    ("Átutaltam a webshop számlájára (10918001-00000068-12345675), de még nem jelezték vissza.",
     "10918001-00000068-12345675"),
])
def test_party_account_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # pl: payment details a shop sent, the shop named in the sentence before
    ("Zamówiłem rower w sklepie internetowym. Dane do przelewu: 42 1050 1445 1000 0022 9431 7688, tytuł: zamówienie 5521.",
     "42 1050 1445 1000 0022 9431 7688"),
    ("Kupiłam meble od firmy z Poznania. Dane do przelewu: PL42105014451000002294317688. Czy to normalne, że to konto osobiste?",
     "PL42105014451000002294317688"),
    # de: a shop's bank details
    ("Der Onlineshop hat mir seine Bankverbindung geschickt. Bankverbindung: DE40 7002 0270 0012 3456 78, Verwendungszweck "
     "Bestellung 8812.", "DE40 7002 0270 0012 3456 78"),
])
def test_details_label_account_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # the speaker's own account beside the same words
    ("Mijn verhuurder wil mijn IBAN voor de borg: NL72 INGB 0006 8291 73.", "NL72 INGB 0006 8291 73"),
    ("Moje dane do przelewu: 42 1050 1445 1000 0022 9431 7688, prześlij mi zwrot za bilet.",
     "42 1050 1445 1000 0022 9431 7688"),
    ("Sklep chce zwrócić pieniądze. Dane do przelewu: 42 1050 1445 1000 0022 9431 7688.",
     "42 1050 1445 1000 0022 9431 7688"),
    ("Napisz do firmy: dane do przelewu: 42 1050 1445 1000 0022 9431 7688, to moje konto.",
     "42 1050 1445 1000 0022 9431 7688"),
    ("Der Shop fragt nach meiner Bankverbindung: DE40 7002 0270 0012 3456 78 für die Gutschrift.",
     "DE40 7002 0270 0012 3456 78"),
])
def test_own_account_still_cut(text: str, value: str) -> None:
    _cut(text, value)


# ---- 2. another party's tax id, an organisation's code ----

@pytest.mark.parametrize(("text", "value"), [
    ("开发票时销售方纳税人识别号填91110000600037341L，对吗？", "91110000600037341L"),
    ("公司的统一社会信用代码是91310115MA1H7X8Y4E，这个要填在哪里？", "91310115MA1H7X8Y4E"),
    ("Sa payslip galing sa dati kong employer, ang TIN nila ay 004-512-337-000. Kailangan ko ba iyon?",
     "004-512-337-000"),
    ("The seller's TIN 482-119-305-000 is printed on the receipt, do I copy it into the expense form?",
     "482-119-305-000"),
    ("ФОП надіслав реквізити: IBAN UA743052990000026007233566001, РНОКПП 3217108514, призначення «оплата».",
     "3217108514"),
])
def test_party_tax_id_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("Hinihingi ng employer ang TIN ko, ito: 235-233-268-000.", "235-233-268-000"),
    ("My employer needs my SSN 219-09-9999 for payroll.", "219-09-9999"),
    ("Мій РНОКПП 3217108514, скажіть, куди його вписати?", "3217108514"),
    ("我的身份证号是11010519491231002X，公司要登记。", "11010519491231002X"),
    ("My SSN is 078-05-1121, the toll-free line 1-800-772-1213 asked for it.", "078-05-1121"),
    # parents' ids: "nila" with no business named stays cut
    ("Pinapa-renew ng mga magulang ko ang ID, ang TIN nila ay 004-512-337-000.", "004-512-337-000"),
])
def test_own_tax_id_still_cut(text: str, value: str) -> None:
    _cut(text, value)


# ---- 3. a creditor's RF reference ----

@pytest.mark.parametrize("text, value", [
    ("Ο κωδικός πληρωμής για τη ΔΕΗ είναι RF18539007547034, τον βάζω στο πεδίο αιτιολογίας;", "RF18539007547034"),
    ("Auf der Rechnung steht als Referenz RF661234567, muss die ins Feld Verwendungszweck?", "RF661234567"),
    ("Maksan laskun, viite on RF97K7Q2009. Mihin kenttään se tulee?", "RF97K7Q2009"),
    ("RF6820240517 is the payment code on my water bill, where does it go in the banking app?", "RF6820240517"),
    ("La referencia del recibo es RF5588410023 y el código de la app es otra cosa, ¿no?", "RF5588410023"),
])
def test_rf_reference_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_rf_shaped_password_with_a_broken_check_still_cut() -> None:
    _cut("Ο κωδικός μου στο e-banking είναι RF19539007547034, τον ξέχασα ήδη.", "RF19539007547034")


# ---- 4. a file's number after an application's, a request's word ----

@pytest.mark.parametrize(("text", "value", "secret"), [
    ("Пришло СМС: «Код подтверждения: 408216. Заявление № 5120384761 принято». Это мошенники?", "5120384761", "408216"),
    ("Код для входа: 771903. Номер обращения № 30017724.", "30017724", "771903"),
    ("Mein Bestätigungscode lautet 552871, Antrag Nr. 40028817.", "40028817", "552871"),
    ("El código SMS es 640192; la solicitud n.º 2024118834 sigue en trámite.", "2024118834", "640192"),
    ("Dostałem kod 118305 i informację: wniosek nr 77120934 został złożony.", "77120934", "118305"),
])
def test_file_number_kept_code_cut(text: str, value: str, secret: str) -> None:
    out = _out(text)
    assert value in out and secret not in out, out


def test_file_number_after_the_announced_message_kept() -> None:
    out = _talk("Сейчас перешлю СМС от банка.", "Код: 583920. Никому не сообщайте. Заявка № 6620418833 одобрена.")
    assert "6620418833" in out and "583920" not in out, out


# ---- 5. a reference, a barcode or an order's number passing Luhn ----

@pytest.mark.parametrize(("text", "value"), [
    ("商品のJANコードは4901234567894です。送料はいくらですか？", "4901234567894"),
    ("GCash receipt says Ref No. 4012345678909 but the money has not arrived.", "4012345678909"),
    ("หมายเลขคำสั่งซื้อ Shopee 35012345678902 ยังไม่ได้รับของเลย", "35012345678902"),
    ("The EAN-13 barcode 7612345678903 on the box does not scan at checkout.", "7612345678903"),
    ("Reference number: 8801234567892, the transfer still shows as pending.", "8801234567892"),
])
def test_luhn_reference_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("My card number is 4012345678909 and the ref no. is on the receipt.", "4012345678909"),
    ("Card 4111111111111111 exp 09/28, order number 7731.", "4111111111111111"),
])
def test_card_still_cut(text: str, value: str) -> None:
    _cut(text, value)


# ---- 6. a toll-free line, an id under an id's variable, an OAuth client's id, a Pix id ----

@pytest.mark.parametrize(("text", "kept", "cut"), [
    ("He read out his Medicare number 3KQ7-TR2-XM58. The real Medicare line is 1-800-633-4227, right?",
     "1-800-633-4227", "3KQ7-TR2-XM58"),
    ("Call 1 (888) 275-8747 and give them the PIN 4417? No way.", "1 (888) 275-8747", "4417"),
    ("My SSN is 078-05-1121, the toll-free line 1-800-772-1213 asked for it.", "1-800-772-1213", "078-05-1121"),
    ("HEROKU_API_KEY=3b1f0c2e-9d4a-4e61-a2f7-5c8e19d0b6a4\nHEROKU_APP_ID=77d0e4a9-1c3b-4f2e-8a65-0b9c3d2e1f47",
     "77d0e4a9-1c3b-4f2e-8a65-0b9c3d2e1f47", "3b1f0c2e-9d4a-4e61-a2f7-5c8e19d0b6a4"),
    ('{"client_id": "551204937128-k3v9q2w8e7r6t5y4u3i2o1p0a9s8d7f6.apps.googleusercontent.com", '
     '"client_secret": "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"}',
     "551204937128-k3v9q2w8e7r6t5y4u3i2o1p0a9s8d7f6.apps.googleusercontent.com", "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"),
    ("Pix ID E18236120202405101544abcDEF12345, minha senha do app é Girassol#4412.",
     "E18236120202405101544abcDEF12345", "Girassol#4412"),
    ("Pix end-to-end id E60746948202312241830Xk9mQ2rT7pL, my bank password is Sunflower!82", 
     "E60746948202312241830Xk9mQ2rT7pL", "Sunflower!82"),
])
def test_public_ids_kept_secrets_cut(text: str, kept: str, cut: str) -> None:
    out = _out(text)
    assert kept in out and cut not in out, out


@pytest.mark.parametrize("text", [
    "AWS_ACCESS_KEY_ID=AKIA7C5F4ZIJW6JEQLLX\nAWS_SECRET_ACCESS_KEY=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",
    "DB_PASSWORD_ID=Xk29!bqLm\n",
    "My ID: 8001015009087, please keep it safe.",
    # an "appid" run together is OpenWeatherMap's API key, not an id
    "openweathermap appid=qsa8hnaj1oz5rwtt2rhdan3gkgcarzgu returns 401 on my ESP32",
])
def test_secret_variables_still_cut(text: str) -> None:
    out = _out(text)
    assert "[REDACTED" in out, out


# ---- 7. a Wi-Fi network's name before its key's word ----

@pytest.mark.parametrize(("text", "name", "key"), [
    ("Wifi : Freebox-8C21A0, clé 52981qhtzWmPaXcVbN4e7r. Bonne soirée !", "Freebox-8C21A0", "52981qhtzWmPaXcVbN4e7r"),
    ("Rede wi-fi: VIVO-4A71, chave Kx82jQm0pa19. Qualquer coisa me liga.", "VIVO-4A71", "Kx82jQm0pa19"),
    ("WiFi: TIM-29384711, chiave dNw8s3kPq01z, il router è in sala.", "TIM-29384711", "dNw8s3kPq01z"),
    ("Wifi: Ziggo5531, sleutel Hq83mzP0wl2k. Tot morgen!", "Ziggo5531", "Hq83mzP0wl2k"),
    ("WiFi: UPC7781243, klucz xM92kq0Lpw7A, hasło do alarmu dam osobno.", "UPC7781243", "xM92kq0Lpw7A"),
    # a key of high entropy beside the name (the learned layer took the name too)
    ("Pour la baby-sitter : Wifi : Livebox-8812, clé 51190kqwhzPoLmNbVcXzAs. Merci !", "Livebox-8812",
     "51190kqwhzPoLmNbVcXzAs"),
    ("Digicode 4B12A. Wifi : SFR-7310, clé 88124pqmsnZxCvBnMaSdFg, 2e étage.", "SFR-7310", "88124pqmsnZxCvBnMaSdFg"),
    ("Para a babá: rede wi-fi: NET_2G4491, chave 30921xkcmvBnQwErTyUiOp.", "NET_2G4491", "30921xkcmvBnQwErTyUiOp"),
    ("WiFi: Vodafone-3391, clave 60342lkjhgFdSaPoIuYtRe, el router está en el salón.", "Vodafone-3391",
     "60342lkjhgFdSaPoIuYtRe"),
])
def test_wifi_name_kept_key_cut(text: str, name: str, key: str) -> None:
    out = _out(text)
    assert name in out and key not in out, out


# ---- 8. a meme's password, an RFC's test vector ----

@pytest.mark.parametrize(("text", "kept", "cut"), [
    ("My coworker says his password is hunter2 like in the old IRC joke. Mine is way better: pickle_cactus5290.",
     "hunter2", "pickle_cactus5290"),
    ("Classic xkcd: Tr0ub4dor&3 vs correct horse battery staple. My password is Lavender-Quokka-81.",
     "Tr0ub4dor&3", "Lavender-Quokka-81"),
    ("Der alte IRC-Witz mit hunter2 – mein echtes Passwort ist Zugspitze!2961.", "hunter2", "Zugspitze!2961"),
    ("La blague du mot de passe hunter2, tu connais ? Le mien c'est Brioche#7713.", "hunter2", "Brioche#7713"),
    ("Lo del chiste de hunter2 me hizo gracia; mi contraseña real es Tortuga_5518.", "hunter2", "Tortuga_5518"),
])
def test_meme_password_kept_own_cut(text: str, kept: str, cut: str) -> None:
    out = _out(text)
    assert kept in out and cut not in out, out


@pytest.mark.parametrize(("text", "value"), [
    ("In RFC 6238 Appendix B the expected 8-digit TOTP at T=59 is 94287082 for SHA1. Mine gives 94287083.", "94287082"),
    ("RFC 4226 test vectors: count 0 gives 755224, count 1 gives 287082. My HOTP prints 755225.", "755224"),
    ("Per the RFC 6238 test vector for SHA256 the expected value is 46119246, I get 46119247.", "46119246"),
    ("Nach RFC 4226 Anhang D ist für Zähler 2 der erwartete Wert 359152.", "359152"),
    ("Selon la RFC 6238, annexe B, la valeur attendue à T=1111111109 est 07081804.", "07081804"),
])
def test_rfc_vector_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize("text, value", [
    ("My password is hunter2 and I use it for the bank too.", "hunter2"),
    ("The authenticator shows 755224 right now, it is for my bank login.", "755224"),
])
def test_without_the_context_still_cut(text: str, value: str) -> None:
    _cut(text, value)
