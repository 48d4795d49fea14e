"""Round 53b: public values the rules cut by mistake, kept by class (heldout_v77, v78 and v79's false positives, spent:
these are my own sentences, in other words); beside each class, a secret of the same shape in the same message or one
like it, which stays cut. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept


# ---- a bank's code ----

def test_a_ukrainian_banks_mfo_is_kept_and_the_sms_code_cut() -> None:
    kept("Куди вводити код CVV? МФО банку 320649, ЄДРПОУ 14360570.", values=("320649",))
    cut("Куди вводити код CVV? МФО банку 320649. А код з SMS 418275 кудись сюди?", values=("418275",))


# ---- a case's, a request's, a reference's number ----

def test_a_norwegian_case_number_is_kept_and_the_password_cut() -> None:
    kept("Jeg fyller ut søknad om bostøtte. BankID-passordet er Fjord!Lys884. Hva skriver jeg når den spør om "
         "engangskode? Saksnummer NV-30218847.", values=("NV-30218847",))
    kept("Må jeg oppgi engangskoden? Saksnummeret er 40718821.", values=("40718821",))
    cut("Jeg fyller ut søknad om bostøtte. BankID-passordet er Fjord!Lys884. Hva skriver jeg når den spør om "
        "engangskode? Saksnummer NV-30218847.", values=("Fjord!Lys884",))


def test_a_hebrew_inquirys_number_is_kept_and_the_password_cut() -> None:
    # the learned layer's cut of such a number comes and goes with its digits: the keeper is asked directly
    from utils import redact_round53b
    text = "הסיסמה לא עובדת באתר. מספר הפנייה הקודמת שלי 730418266."
    s = text.index("730418266")
    spans = [(s, s + 9, "secret")]
    redact_round53b.keep(text, spans)
    assert spans == []
    cut("ניסיתי להיכנס לאתר קופת חולים והסיסמה Kq7#mPz2Lw9!xT לא עובדת. מספר הפנייה שלי 812304957, מה עושים?",
        values=("Kq7#mPz2Lw9!xT",))


def test_a_reference_in_an_announced_message_is_kept_and_the_code_cut() -> None:
    kept("I'll send the alarm code for the shop in the next message, keep it for Monday",
         "7310\n\nReference TCK55120934.", values=("TCK55120934",))
    cut("I'll send the alarm code for the shop in the next message, keep it for Monday",
        "7310\n\nReference TCK55120934.", values=("7310",))


def test_a_secret_word_between_the_label_and_the_value_leaves_it_cut() -> None:
    cut("Reference for the account, password: 88217403", values=("88217403",))
    cut("Ticket 4412 is about my card 4539 1488 0343 6467, exp 08/29, it was blocked.",
        values=("4539 1488 0343 6467",))


# ---- an employee's code ----

def test_a_thai_employee_code_is_kept_and_the_pin_cut() -> None:
    kept("ฝากจดไว้หน่อย รหัส ATM ของฉันคือ 640219 ส่วนรหัสพนักงาน 310587 ใช้กรอกแบบฟอร์มลา", values=("310587",))
    cut("ฝากจดไว้หน่อย รหัส ATM ของฉันคือ 640219 ส่วนรหัสพนักงาน 310587 ใช้กรอกแบบฟอร์มลา", values=("640219",))


# ---- a JWT's header, famous weak passwords ----

_DOC_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5"
            "MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
_MY_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOiI5MTI3NyIsInJvbGUiOiJ1c2VyIiwiZXhwIjoxNzU5MDAwMDAwfQ."
           "q8Xv2LmPz0Rk4TfYw9NbC7sJd1HgAe6UoKi3ZpQyW5E")


def test_the_documented_jwt_after_a_real_one_is_kept_whole() -> None:
    kept(f"My API gets Authorization header session_token={_MY_JWT} and rejects it, while jwt.io's sample "
         f"({_DOC_JWT}) verifies with the secret your-256-bit-secret.", values=(_DOC_JWT,))
    cut(f"My API gets Authorization header session_token={_MY_JWT} and rejects it, while jwt.io's sample "
        f"({_DOC_JWT}) verifies with the secret your-256-bit-secret.", values=(_MY_JWT, _MY_JWT.split(".")[2]))


def test_a_famous_password_with_a_digit_after_it_is_kept_in_training() -> None:
    # the learned layer's cut of such a password comes and goes with its sentence: the keeper is asked directly
    from utils import redact_round53b
    text = "Awareness workshop: is 'Welcome1!' any better than 'letmein'?"
    s = text.index("Welcome1!")
    spans = [(s, s + 9, "secret")]
    redact_round53b.keep(text, spans)
    assert spans == []


def test_the_speakers_own_password_of_that_shape_stays_cut() -> None:
    cut("My laptop password is Welcome7! and I keep forgetting it.", values=("Welcome7!",))
    cut("For the awareness workshop I log in as trainer, my password is Welcome1!", values=("Welcome1!",))
