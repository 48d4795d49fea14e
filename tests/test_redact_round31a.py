"""Round 31a: values public by nature, as classes: published example values (KMS client keys, registry example
IBANs, the SSA's never-issued SSNs, famous weak passwords talked about), a bank's own identifiers (routing, БИК,
корр. счёт, sort code, SWIFT/BIC, IFSC) even beside the speaker's account, and the tax ids and accounts of shops,
NGOs, charities, foundations, clinics and schools. My own wording, no held-out item."""

from __future__ import annotations

import pytest

from utils import idcheck
from utils.redact import redact
from utils.redact_documented import EXAMPLE_IBANS, GVLKS


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "public", "secret"), [
    # a bank's identifiers stay; the account beside them is cut
    ("Payroll wants my routing 011000138 and my checking account 4471902265.", "011000138", "4471902265"),
    ("ABA 122105155, my account number 88120455713 — for the refund", "122105155", "88120455713"),
    ("Für die Überweisung aus den USA: routing number 026009593, mein Konto 0532013000", "026009593", "0532013000"),
    ("Реквизиты: БИК 044525974, к/с 30101810145250000974, мой счёт 40817810500001234567", "044525974",
     "40817810500001234567"),
    ("Реквизиты: БИК 044525974, корр. счёт 30101810145250000974, мой счёт 40817810500001234567",
     "30101810145250000974", "40817810500001234567"),
    ("sort code 40-47-84, my account number 71203958", "40-47-84", "71203958"),
    ("IFSC HDFC0000240, mera account number 50100234987612 hai", "HDFC0000240", "50100234987612"),
    ("SWIFT BNPAFRPP, mon compte FR7630004000031234567890143", "BNPAFRPP", "FR7630004000031234567890143"),
])
def test_a_bank_identifier_stays_beside_the_account(text: str, public: str, secret: str) -> None:
    out = _out(text)
    assert public in out and secret not in out, out


@pytest.mark.parametrize(("text", "public"), [
    ("Our training slide lists the worst: 123456, qwerty123, P@ssw0rd, letmein, iloveyou.", "qwerty123"),
    ("Why is Tr0ub4dor&3 weaker than correct horse battery staple? Explain the xkcd comic.", "Tr0ub4dor&3"),
    ("Unsere Passwort-Richtlinie verbietet Passwörter wie Password1 oder P@ssw0rd.", "Password1"),
    ("La política de la empresa prohíbe contraseñas comunes como password123 o letmein.", "password123"),
    ("Пароль hunter2 — это старый мем, почему его считают слабым?", "hunter2"),
    ("弱密码的例子：admin123、qwerty123，培训时别用真的。", "qwerty123"),
])
def test_a_famous_password_talked_about_stays(text: str, public: str) -> None:
    assert public in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("my password is qwerty123", "qwerty123"),
    ("the guest wifi password is P@ssw0rd", "P@ssw0rd"),
    ("mein Passwort ist letmein123, bitte merken", "letmein123"),
])
def test_a_weak_password_given_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "public"), [
    ("slmgr /ipk NPPR9-FWDCX-D2C8J-H872K-2YT43 then slmgr /ato on the Enterprise VM", "NPPR9-FWDCX-D2C8J-H872K-2YT43"),
    ("The Server 2022 Datacenter key WX4NM-KYWYW-QJJR4-XV3QB-6VM33 didn't activate", "WX4NM-KYWYW-QJJR4-XV3QB-6VM33"),
    ("Office LTSC 2021 Pro Plus: FXYTK-NJJ8C-GB6DW-3DYQT-6F7TH in the config.xml", "FXYTK-NJJ8C-GB6DW-3DYQT-6F7TH"),
    ("Le validateur refuse FR1420041010050500013M02606, pourtant c'est l'exemple officiel", "FR1420041010050500013M02606"),
    ("The form guide prints 078-05-1120 and 219-09-9999 as its samples", "219-09-9999"),
])
def test_published_values_stay(text: str, public: str) -> None:
    assert public in _out(text)


def test_the_tables_hold_their_shapes() -> None:
    assert all(idcheck.iban_ok(i) for i in EXAMPLE_IBANS)
    assert all(len(k) == 29 and k.count("-") == 4 for k in GVLKS)
    out = _out("the generic Windows key W269N-WFGWX-YVC9B-4J6C9-T83GX failed, so I typed my own product key "
               "7KQ2M-XRT9B-PW3HD-G6JCV-8NFYT")
    assert "W269N-WFGWX-YVC9B-4J6C9-T83GX" in out and "7KQ2M-XRT9B-PW3HD-G6JCV-8NFYT" not in out


@pytest.mark.parametrize(("text", "public", "secret"), [
    ("The charity's IBAN is GB33BUKB20201555555555; my own is GB94BARC10201530093459.", "GB33BUKB20201555555555",
     "GB94BARC10201530093459"),
    ("Για τη δωρεά στο σωματείο: IBAN GR9608100010000001234567890. Το δικό μου PIN είναι 4821.",
     "GR9608100010000001234567890", "4821"),
    ("Il negozio ha partita IVA 01234567897 sulla fattura; il mio PIN è 5502.", "01234567897", "5502"),
])
def test_another_partys_account_and_tax_id_stay(text: str, public: str, secret: str) -> None:
    out = _out(text)
    assert public in out and secret not in out, out
