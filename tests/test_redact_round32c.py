"""Other parties' and public numbers beside the speaker's own secrets: a public certificate in base64, a company's,
a fund's, a charity's or a municipality's account on its bill or its details, a legal entity's registered number, a
shop's tax number, a payment's tracking number. My own sentences, several languages; the speaker's own values beside
them stay cut."""

from __future__ import annotations

import base64

import pytest

from utils.redact import redact

_CERT = base64.b64encode(b"-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQm9ndXNDZXJ0aWZpY2F0ZUZvclRlc3RzMAoGCCqGSM49BAMC\n"
                         b"-----END CERTIFICATE-----\n").decode()
_KEY = base64.b64encode(b"-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBogusKeyMaterialForTestsOnlyNotRealAtAll0123456789abcdefoAoG\n"
                        b"-----END EC PRIVATE KEY-----\n").decode()
_BUNDLE = base64.b64encode(b"-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQm9ndXNDZXJ0aWZpY2F0ZUZvclRlc3Rz\n"
                           b"-----END CERTIFICATE-----\n-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49Aw\n"
                           b"-----END PRIVATE KEY-----\n").decode()


def _out(text: str) -> str:
    return redact(text)[0]


def test_a_public_certificate_in_base64_stays_its_private_key_is_cut() -> None:
    text = (f"my kubeconfig:\nclusters:\n- cluster:\n    certificate-authority-data: {_CERT}\n"
            f"    server: https://api.example.org:6443\nusers:\n- name: ci\n  user:\n    client-key-data: {_KEY}\n")
    out = _out(text)
    assert _CERT in out
    assert _KEY[:40] not in out


def test_a_bundle_holding_a_private_key_after_its_certificate_is_cut() -> None:
    assert _BUNDLE[:60] not in _out(f"Secret data:\n  bundle.pem: {_BUNDLE}\n")


@pytest.mark.parametrize(("text", "kept", "cut"), [
    # pl: a company's account on its invoice
    ("Wpłaciłam zaliczkę, hasło do banku zmieniłam na Kr0lik#22. Faktura od firmy budowlanej: NIP 526-104-08-28, "
     "rachunek 61 1090 1014 0000 0712 1981 2874.", "61 1090 1014 0000 0712 1981 2874", "Kr0lik#22"),
    # no: the municipality's account on its bill
    ("Passordet mitt er Qw!8rt_Lm2. Faktura fra kommunen for renovasjon: kontonummer 1503.29.14523, forfall 1. juni.",
     "1503.29.14523", "Qw!8rt_Lm2"),
    # zh: a company's bank account on a VAT invoice's details, asked to be checked
    ("开发票要填：名称 北京星河科技有限公司，开户行 工商银行朝阳支行，账号 0200001509200036271，帮我核对一下。",
     "0200001509200036271", None),
    # fa: a charity's sheba
    ("رمز عبورم Qw!8rt_Lm2 است. برای کمک به مؤسسه خیریه، شماره شبای مؤسسه IR820540102680020817909002 است.",
     "IR820540102680020817909002", "Qw!8rt_Lm2"),
    # uk: a fund's IBAN listed with its register code
    ("Мій пароль від Дії Qw!8rt_Lm2. Реквізити фонду: ЄДРПОУ 40123456, IBAN UA213223130000026007233566001.",
     "UA213223130000026007233566001", "Qw!8rt_Lm2"),
])
def test_another_partys_account_on_its_bill_or_details_stays(text: str, kept: str, cut: str | None) -> None:
    out = _out(text)
    assert kept in out
    if cut:
        assert cut not in out


@pytest.mark.parametrize("text", [
    "帮我写一封邮件：我公司北京星河科技有限公司的账号 0200001509200036271，请客户付款。",
    "شماره شبای من IR820540102680020817909002 است، برای حقوق بفرستید.",
    "Kommunen betaler ut til kontonummer mitt 1503.29.14523.",
    "我的工资卡账号是 6222020200112233445，帮我看看对不对。",
])
def test_the_speakers_own_account_stays_cut(text: str) -> None:
    out = _out(text)
    assert "[REDACTED:" in out


@pytest.mark.parametrize(("text", "kept", "cut"), [
    # ja: a company's corporate number beside the speaker's PIN
    ("暗証番号は4417です。請求書に取引先の法人番号 3010401011971 とあります。", "3010401011971", "4417"),
    ("年末調整でマイナンバー 1234 5678 9018 と会社の法人番号（3010401011971）を書きます。", "3010401011971", "1234 5678 9018"),
    # ko: a trading partner's business registration number
    ("비밀번호는 Qw!8rt_Lm2 이고 거래처 사업자등록번호 120-81-47521 입니다.", "120-81-47521", "Qw!8rt_Lm2"),
    # tl: a shop's TIN on a receipt; id: a company's NPWP on a till slip
    ("My PIN is 4417. Resibo ng kainan: TIN ng restawran 123-456-789-000, OR number 55102.", "123-456-789-000", "4417"),
    ("PIN saya 4417. Struk dari toko: NPWP perusahaan 01.234.567.8-901.000.", "01.234.567.8-901.000", "4417"),
    # fa, ar, he: a payment's tracking number beside a second password or a PIN
    ("پرداخت انجام شد، کد پیگیری 418822903311 رو دارم ولی رمز دوم 882211 هم پیامک شد.", "418822903311", "882211"),
    ("تم التحويل، رقم المرجع 77401288311، والرمز السري للبطاقة 4417.", "77401288311", "4417"),
    ("ההעברה בוצעה, מספר אסמכתא 55190338, הקוד הסודי 4417.", "55190338", "4417"),
])
def test_public_numbers_beside_secrets_stay(text: str, kept: str, cut: str) -> None:
    out = _out(text)
    assert kept in out
    assert cut not in out


def test_a_tax_number_the_speaker_claims_after_the_party_word_stays_cut() -> None:
    out = _out("Ang PIN ko ay 4417 at ang TIN ng asawa ko ay 123-456-789-000.")
    assert "123-456-789-000" not in out and "4417" not in out


def test_a_donations_iban_named_in_its_clause_is_the_causes() -> None:
    from utils import redact_payees

    text = "Para la donación al refugio de animales: IBAN ES91 2100 0418 4502 0005 1332."
    assert redact_payees.payee_ibans(text)
    own = "Hago la donación desde mi cuenta IBAN ES91 2100 0418 4502 0005 1332."
    assert not redact_payees.payee_ibans(own)
