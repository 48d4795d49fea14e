"""Round 42b: Philippine, Portuguese, Argentine and Australian ids by their names (a Dutch BSN set against a manual's
example), and the look-alikes of the same shapes that stay whichever rule or layer took them: digests and
fingerprints, masked keys, companies' ids, a test card's expiry, a year after a year's word, a record's number under its
label, a company's account beside its IČO or said to be theirs, a carrier's waybill. My own sentences; the values are
made up (their check digits computed where the format has one)."""

from __future__ import annotations

import pytest

from utils import idcheck, redact_round42b
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


# ---- 1. ids by their names ----

@pytest.mark.parametrize(("text", "value"), [
    # PhilHealth after a colon (round 15's names stop before one), beside other ids or alone
    ("Para sa loan form: SSS: 33-8127465-1, PhilHealth: 19-305518274-6, salamat!", "19-305518274-6"),
    ("My PhilHealth ID no. 02-114908733-5 is on the back of the card.", "02-114908733-5"),
    ("PhilHealth number ko ay 120045678912, tama ba ang format?", "120045678912"),
    # Pag-IBIG, UMID, PhilSys
    ("Pag-IBIG MID number 1211-0876-5540, kailangan ba sa housing loan?", "1211-0876-5540"),
    ("yung UMID CRN ko 0111-2233445-6 ay hindi lumalabas sa portal", "0111-2233445-6"),
    ("PhilSys number: 4821 0937 6612 0583 para sa bank KYC", "4821 0937 6612 0583"),
    # a Portuguese NISS beside a NIF, or alone
    ("Para o subsídio pedem o NISS 11934460192 e o cartão de cidadão.", "11934460192"),
    ("O meu número de segurança social é 12204587731, está certo?", "12204587731"),
    # an Argentine CBU or CVU (both check digits computed), after its name with words between
    ("Transferime a mi CBU 0140020503500168213003 cuando puedas.", "0140020503500168213003"),
    ("mi CBU para que me depositen el sueldo es 0070089420004012345676, gracias", "0070089420004012345676"),
    ("CVU de Mercado Pago: 0000003110001000000011", "0000003110001000000011"),
    # an Australian Medicare card: the name in the sentence or the one before
    ("The physio wants my Medicare card. Number is 2123 45670 1, I'm the first on it.", "2123 45670 1"),
    ("Medicare for the GP: 5950 10044 2 (IRN 2)", "5950 10044 2"),
])
def test_ids_by_name_cut(text: str, value: str) -> None:
    _cut(text, value)


@pytest.mark.parametrize("text", [
    # no name: a number of the shape alone, or the check failing
    "The order 0140020503500168213003 shipped yesterday, the box was damaged.",
    "mi CBU es algo que siempre olvido, el número de pedido es 0140020503500168213004",
    "Medicare covers about 80 percent; the clinic's fax is 2123 45671 1 and the phone (02) 9555 0142.",
    "Our office code 2123 45670 1 appears on the invoice.",
    # an employer's NISS named as the company's
    "A empresa tem o NISS 20004567891 no recibo de vencimento.",
    # numbers around the names that are no ids: amounts, years, counts
    "PhilHealth contributions went up to 5% in 2025, about 1,250 pesos a month.",
    "The NISS office in Lisbon is open 9 to 16, room 204.",
    "Pag-IBIG housing loan rates: 6.25% for 3 years, max 6,000,000 pesos.",
])
def test_ids_by_name_kept(text: str) -> None:
    assert redact(text)[0] == text


def test_bsn_set_against_the_example() -> None:
    # the manual's example stays; the speaker's own, after "but my own", is cut
    t = "De handleiding noemt als voorbeeld BSN 111222333, maar mijn eigen BSN 126855092 werkt niet."
    _kept(t, "111222333")
    _cut(t, "126855092")
    _kept("Voorbeeld: BSN 111222333 (uit de documentatie), geen echt nummer.", "111222333")


def test_medicare_check() -> None:
    assert idcheck.au_medicare_ok("2123 45670 1") and idcheck.au_medicare_ok("4429041731")
    assert not idcheck.au_medicare_ok("2123 45671 1") and not idcheck.au_medicare_ok("7123 45670 1")


# ---- 2. digests, hashes and fingerprints ----

@pytest.mark.parametrize(("text", "value"), [
    ("gpg --verify says: good signature from key 9A1B 22C7 0D4E 5F60 7188 9AB3 CDEF 0123 4567 89AB, is that the "
     "right one? My passphrase is \"copper lantern nine\".", "9A1B 22C7 0D4E 5F60 7188 9AB3 CDEF 0123 4567 89AB"),
    ("The server's host key fingerprint is 4f:2a:91:0c:de:77:13:85:aa:6b:c2:09:e1:5d:3f:70, accept?",
     "4f:2a:91:0c:de:77:13:85:aa:6b:c2:09:e1:5d:3f:70"),
    ("We pinned redis@sha256:3c5b1e0f9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b in prod; the new tag "
     "is 7.2.4.", "redis@sha256:3c5b1e0f9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b"),
    ("checksum of the ISO: sha512:" + "ab" * 64, "sha512:" + "ab" * 64),
])
def test_digests_and_fingerprints_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # a key's secret beside a fingerprint stays cut
    ("gpg key 9A1B 22C7 0D4E 5F60 7188 9AB3 CDEF 0123 4567 89AB, passphrase: Tundra!Moss42", "Tundra!Moss42"),
    # a hex secret in groups with no fingerprint or hash named: a Wi-Fi key written in fours
    ("WLAN-Schlüssel: 4811 2093 5567 1280 3345 9901", "4811 2093 5567 1280 3345 9901"),
])
def test_secrets_beside_fingerprints_cut(text: str, value: str) -> None:
    _cut(text, value)


# ---- 3. masked keys ----

@pytest.mark.parametrize(("text", "value"), [
    ("The alert said key 'sk-live-...Q2xz' was exposed in a public gist; I revoked it already.", "sk-live-...Q2xz"),
    ("Snyk emailed that a key 'sk-proj-...Ab3Q' and a token 'xoxb-****Zt9K' were found in commit 4f1d2c9.",
     "sk-proj-...Ab3Q"),
    ("Dashboard shows AKIA...WXYZ as last used 3 days ago.", "AKIA...WXYZ"),
    ("the token ghp_****7Hq1 appears in the audit log, is it the old one?", "ghp_****7Hq1"),
    ("API key: pk_test_…9aB3 (masked in the UI)", "pk_test_…9aB3"),
])
def test_masked_keys_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("the real key is sk-live-4fQ9zX2mP7rT1vB8nK3wY6hJ", "sk-live-4fQ9zX2mP7rT1vB8nK3wY6hJ"),
    ("my password is Lantern77!Birch", "Lantern77!Birch"),
    # stars inside a word of one's own are no mask of a provider's key
    ("my password is Summer***24", "Summer***24"),
])
def test_whole_keys_still_cut(text: str, value: str) -> None:
    _cut(text, value)


# ---- 4. companies' ids ----

@pytest.mark.parametrize(("text", "value"), [
    # a Portuguese legal person's NIF (first digit 5), after its label
    ("A fatura do canalizador tem o NIF 503504564 e o valor de 180 €.", "503504564"),
    ("NIF 503504564 (é o da empresa, não o meu) — aparece no e-fatura?", "503504564"),
    # a Mexican persona moral's RFC (twelve characters)
    ("La factura la emite Ferretería del Norte S.A. de C.V., RFC FNO150312KQ8, por $2,300.", "FNO150312KQ8"),
    ("Oye, revisé la factura. El emisor es Ferretería Los Pinos S.A. de C.V., RFC FLP0312154K2, y el folio es 1A2B.",
     "FLP0312154K2"),
    # an id the words after it call the company's
    ("CIF B12345674 (es el de la empresa, no el mío), ¿lo pongo en la factura?", "B12345674"),
])
def test_company_ids_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # a person's NIF (first digit 1-3) and RFC (thirteen characters)
    ("Para o IRS o meu NIF é 232013969.", "232013969"),
    ("Mi RFC es GOMA850412QW3 y el de la empresa ABC010203XY4.", "GOMA850412QW3"),
    # a claim on a legal person's number stays the speaker's call
    ("O meu NIF 503504564 aparece errado no portal.", "503504564"),
])
def test_personal_ids_still_cut(text: str, value: str) -> None:
    _cut(text, value)


def test_learned_layer_company_code_kept() -> None:
    _kept("供应商开来的发票：名称 杭州青禾建材有限公司，纳税人识别号 91330106MA2B3C4D5E，价税合计 ¥2,180.00。这张能报吗？",
          "91330106MA2B3C4D5E")


def test_learned_layer_company_code() -> None:
    # a supplier's unified social credit code: the learned layer's span is re-judged as the id it looks like
    t = "报销的发票：销售方 杭州青禾建材有限公司，纳税人识别号 91330106MA2B3C4D5E，金额 ¥2,180.00，能报吗？"
    assert redact_round42b._learned_company_id(t, t.index("9133"), t.index("9133") + 18, "secret")
    assert not redact_round42b._learned_company_id("公司VPN令牌 83920174", 7, 15, "secret")


# ---- 5. a test card's expiry and code ----

@pytest.mark.parametrize(("text", "values"), [
    # the last card is far from the test's words (the rule reading a card's expiry after it took "11/31")
    ("Which Stripe test cards should I use for the checkout suite: 4242 4242 4242 4242 for success, 4000 0000 0000 "
     "9995 when the funds are short and 4000 0000 0000 3220 for 3D Secure? Any future expiry like 11/31 and any CVC "
     "works, right?", ["11/31"]),
    # a code after its name, cut as a one-time code
    ("For the checkout e2e tests I use Stripe's 4242 4242 4242 4242 and 4000 0000 0000 0002 for a decline. Any expiry "
     "in the future like 11/31 works, CVC 123.", ["11/31", "CVC 123"]),
])
def test_test_card_details_kept(text: str, values: list[str]) -> None:
    _kept(text, *values)


def test_real_card_expiry_cut() -> None:
    # a real-looking card (Luhn passing, not published) beside a test one: its expiry stays cut
    t = "Stripe test card 4242 4242 4242 4242 works, but my own card 4929 1307 4862 5316 exp 08/28 is declined."
    _cut(t, "4929 1307 4862 5316", "08/28")


# ---- 6. years after a year's word ----

@pytest.mark.parametrize(("text", "value", "secret"), [
    ("The portal wants my IP PIN for tax year 2023, the letter says it's 530981.", "2023", "530981"),
    ("Für das Steuerjahr 2024 brauche ich die PIN 7731 nicht mehr?", "2024", "7731"),
    ("PIN for FY 2025 filing: 482913", "2025", "482913"),
])
def test_year_kept_pin_cut(text: str, value: str, secret: str) -> None:
    _kept(text, value)
    _cut(text, secret)


def test_birth_year_pin_still_cut() -> None:
    _cut("My phone PIN is my birth year 1987, is that bad?", "1987")


# ---- 7. a record's number under its label ----

@pytest.mark.parametrize(("text", "value"), [
    ("I typed the last 4 of my SSN already. The confirmation number they texted me is 318204476.", "318204476"),
    ("Şifremi sıfırlamak için başvurdum, başvuru numarası 20574431 verdiler, ne işe yarar?", "20574431"),
    ("Pour le code PIN on m'a donné un numéro de dossier 88213045, c'est normal ?", "88213045"),
    ("Nach der PIN-Sperre gab mir die Bank die Vorgangsnummer 55102934.", "55102934"),
])
def test_record_numbers_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    ("Application number 4411902, and my PIN is 7305.", "7305"),
    ("the reference number is on the letter; the PIN they sent me is 660291", "660291"),
    ("SSN 231-58-4402 for the form, please.", "231-58-4402"),
])
def test_secrets_beside_records_cut(text: str, value: str) -> None:
    _cut(text, value)


# ---- 8. a company's account: by its IČO in the sentence, or "their account"; a carrier's waybill ----

@pytest.mark.parametrize(("text", "value"), [
    # a Czech e-shop's account beside its IČO in the same sentence
    ("Na faktuře e-shopu je IČO 27082440 a účet 5942859575/0800 pro platbu.", "5942859575/0800"),
    # "their account" in Arabic, in a sentence of its own after the company's invoice
    ("وصلتني فاتورة من شركة صيانة في الشارقة، المبلغ 1,200 درهم. "
     "طلبوا التحويل إلى حسابهم: AE72 0331 0293 8475 6019 283. هل أدفع؟", "AE72 0331 0293 8475 6019 283"),
])
def test_company_accounts_kept(text: str, value: str) -> None:
    _kept(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # Persian and Hebrew: "their account"
    ("شرکت یک فاکتور فرستاده. گفتند به حسابشان واریز کنم، شبا IR062960000000100324200001 است.",
     "IR062960000000100324200001"),
    ("קיבלתי חשבונית מהספק. ביקשו להעביר לחשבון שלהם, IBAN IL14 0108 0000 0093 8471 92. זה תקין?",
     "IL14 0108 0000 0093 8471 92"),
])
def test_their_accounts_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_own_account_still_cut() -> None:
    _cut("Můj účet je 5942859575/0800, pošli mi to tam.", "5942859575")
    _cut("Moje firma má IČO 27082440, ale plaťte na můj účet 5942859575/0800.", "5942859575")
    _cut("هذا حسابي: AE72 0331 0293 8475 6019 283، حوّل لي المبلغ", "AE72 0331 0293 8475 6019 283")


@pytest.mark.parametrize("text", [
    "顺丰单号 SF1190245377812 显示派送失败，怎么办？",
    "京东快递单号 JDX019283746501 还没更新物流",
])
def test_waybills_kept(text: str) -> None:
    assert redact(text)[0] == text


def test_waybill_after_an_announced_secret() -> None:
    # the first message said "发给你" (sending it to you): the next one's bare tokens were read as the value
    mem = SecretMemory("t")
    mem.redact("我把她的支付密码 578812 发给你看看。", True)
    out = mem.redact("刚收到短信：校验码103957，请勿泄露。另外中通单号 ZT75301824466173 显示已签收，有关系吗？", True)[0]
    assert "ZT75301824466173" in out and "103957" not in out, out


# ---- 9. ordinary text: nothing to cut ----

@pytest.mark.parametrize("text", [
    "Tax year 2024 closes on April 15; my refund was $1,284 and the form is 1040-SR.",
    "The IRS letter CP01A arrived in 2024; case number 20240518 is on top.",
    "Our build 2024.3.1 pinned node:20.11-alpine and version 1.27.0 of nginx.",
    "Commit 0b8e85c fixed it; the diff has 1,204 lines across 31 files.",
    "The fingerprint reader on my laptop fails 3 times out of 10 since update 22H2.",
    "Order 424292002 arrived damaged; the parcel number is Z 8275807841.",
    "The SHA-256 of the installer is listed on page 12 of the manual, version 4.2.",
    "Invoice INV-95906 totals 5,250.00 AED including 5% VAT, due in 30 days.",
    "年度报告显示 2024 年营收 3,816 万元，同比增长 12%。",
    "我们在 2023 年开了 48 张发票，金额合计 ¥120,000。",
    "My appointment is at 10:45 on June 3; confirmation number 7Q4-22 was emailed.",
    "Error 0x80070005 after KB5034441, retried 3 times at 14:05.",
    "The test card expires 12/34 in the docs screenshot, price 19.99 USD.",
    "sk-proj keys are 164 characters long since 2024, and the old sk- ones 51.",
])
def test_ordinary_text_untouched(text: str) -> None:
    assert redact(text)[0] == text
