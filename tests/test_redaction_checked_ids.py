"""utils.redact_checked_ids's classes one by one, in sentences and values of their own (not tuning_v22's): numbers
that pass their format's check are cut where a person's are, the same shapes failing it or named as a company's,
an order's or a phone's stay; codes by their wording; what the keeper lets stand."""

from __future__ import annotations

import pytest

from utils import redact_checked_ids
from utils.redact import SecretMemory, redact


@pytest.mark.parametrize("text,secret", [
    # IBANs of countries and scripts, any grouping; Poland's NRB and a Czech account by their checks
    ("czy możesz oddać mi na PL12 9387 7744 2166 3274 1638 8620 do piątku", "PL12 9387 7744 2166 3274 1638 8620"),
    ("banii îi pui în RO56 INGB 1023 1260 5042 0910 când poți", "RO56 INGB 1023 1260 5042 0910"),
    ("ارسل المبلغ الى KW40 NBOK 6048 1518 9266 1798 4492 47 من فضلك", "KW40 NBOK 6048 1518 9266 1798 4492 47"),
    ("numer rachunku do zwrotu: 17 0692 4458 8079 1378 7912 9906", "17 0692 4458 8079 1378 7912 9906"),
    ("zálohu mi pošli na 2331243110/0100", "2331243110/0100"),
    # ids whose shape and check are rare by chance, alone; weaker checks with a person's number named
    # (a word of the gate's is in each: utils.redact's gate opens on words, long tokens and grouped digits only)
    ("dcera má 956102/2526, to číslo je na průkazce pojištěnce", "956102/2526"),
    ("la ghișeu am dat 2770430083393 și contul meu", "2770430083393"),
    ("meu CPF é 653.454.281-15", "653.454.281-15"),
    ("mój numer PESEL: 79062348209", "79062348209"),
    ("ο ΑΜΚΑ μου είναι 25078405872", "25078405872"),
    ("kimlik numaram 98872265276 olarak geçiyor", "98872265276"),
    # codes by their wording
    ("Société Générale : saisissez 640218 pour valider le virement. Ne le communiquez jamais.", "640218"),
    ("【玉山銀行】您的交易驗證碼 815024，請勿告知他人", "815024"),
    ("la clave que me mandaron por SMS... el código que me llegó es 302957", "302957"),
    ("方才收到的验证码 773104 你帮我输一下", "773104"),
    ("digicode du portail : 7C419", "7C419"),
    ("Türcode vom Keller ist 0815", "0815"),
    ("cvv2 کارت ملی ۵۲۷ هستش", "۵۲۷"),
    ("mijn wachtwoord begint met Zeil44!", "Zeil44!"),
])
def test_checked_secret_is_cut(text: str, secret: str) -> None:
    out, n = redact(text)
    assert n >= 1 and secret not in out, out


@pytest.mark.parametrize("text", [
    "PL12 9387 7744 2166 3274 1638 8621 to numer z przykładu",  # a digit off: mod-97 fails
    "numer zamówienia 17 0692 4458 8079 1378 7912 9907",
    "nr objednávky 2331243111/0100",
    "číslo faktury 956102/2527",
    "mój numer telefonu 790623482",
    "call me on 0612345679 after six",
    "mijn nummer is 266633201, bel me maar",  # passes the BSN's 11-test, but nine digits and no id's name
    "mój numer telefonu to 79062348209",  # passes PESEL's check, named as a phone
    "ООО «Вектор»: ИНН 7707083893, КПП 770701001",
    "Η επιχείρηση έχει ΑΦΜ 094014201 για τα τιμολόγια",
    "IČO společnosti 25596641, sídlo Praha",
    "the payment failed with error code 4012, try again",
    "【顺丰】运单号码 815024 已签收",
    "Der Türcode wurde 2023 umgestellt",
    "the code I got in 2025 no longer works",
    'recaptcha: data-sitekey="6LdQ2kAqAAAAAHv4mXb9Rz0tYw1NcPj3LsE7uKfG"',
    "SLACK_BOT_TOKEN=xoxb-PASTE-YOUR-TOKEN-HERE",
])
def test_lookalike_stays(text: str) -> None:
    assert redact(text) == (text, 0)


def test_backup_codes_two_a_line_are_each_cut() -> None:
    text = "Sicherungscodes für Google\n5820 1173   9046 2281\n3318 6405   7712 0954"
    out, n = redact(text)
    assert n == 4 and not any(c in out for c in ("5820 1173", "9046 2281", "3318 6405", "7712 0954"))


def test_a_password_in_two_halves_over_two_messages() -> None:
    mem = SecretMemory("alice")
    first = mem.redact("het wachtwoord van de nas begint met Duin52", True)[0]
    assert "Duin52" not in first


def test_a_company_id_stays_but_the_person_beside_it_does_not() -> None:
    text = "ИНН организации 7707083893. Мой PESEL 79062348209"
    out, _ = redact(text)
    assert "7707083893" in out and "79062348209" not in out


def test_positions_hold_with_persian_digits() -> None:
    text = "کد cvv2 کارتم ۳۸۱ است"
    spans = redact_checked_ids.find(text, text.lower(), lambda s: False)
    assert [text[s:e] for s, e, _ in spans] == ["۳۸۱"]
