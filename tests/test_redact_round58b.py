"""Round 58b: public values the rules cut by mistake, kept by class (spent blind sets' false positives: these are my
own sentences, in other words); beside each class, a secret of the same shape in the same message or one like it,
which stays cut. The values are made up (Greek AFMs', NHS numbers' and Norwegian accounts' check digits computed)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- a card statement's authorisation code ----


def test_a_statements_auth_code_is_kept() -> None:
    kept("My bank statement shows a charge from 'TST* HARBOR DELI $18.40', card ending 4471, authorization code "
         "318842. I don't remember buying anything there, should I dispute it?", values=("318842",))
    kept("Found a transaction I don't know: AMZN MKTP 23.99 EUR, approval code 902617, can I charge it back?",
         values=("902617",))


def test_an_auth_code_texted_to_log_in_stays_cut() -> None:
    text = ("There's an odd charge on my card, and the bank texted me an auth code 551903 to log in and check it. "
            "Should I enter it?")
    cut(text, values=("551903",))


# ---- a business's tax number on a receipt ----


def test_a_shops_tax_number_on_a_receipt_is_kept() -> None:
    kept("Στην απόδειξη από το περίπτερο γράφει ΑΦΜ 094735182. Είναι έγκυρη η απόδειξη;", values=("094735182",))
    kept("The receipt from the hardware store shows VAT number 801623497, is that a real company?",
         values=("801623497",))


def test_the_speakers_own_tax_number_beside_a_receipt_stays_cut() -> None:
    cut("Θέλω να βάλω την απόδειξη στο ΑΦΜ μου 128573061, πώς γίνεται;", values=("128573061",))


# ---- a call box's directory listing ----


def test_a_call_boxs_listing_is_kept_and_the_gate_code_cut() -> None:
    text = ("Note for the courier: at the intercom press 217 (it's only our apartment's directory listing, it calls "
            "my cell). The side gate code is 5930.")
    kept(text, values=("217",))
    cut(text, values=("5930",))


def test_a_number_dialled_at_a_call_box_with_no_listing_stays_cut() -> None:
    cut("At the call box enter 6142 and the door opens.", values=("6142",))


# ---- a famous weak password judged ----


def test_famous_weak_passwords_judged_are_kept_and_the_new_one_cut() -> None:
    text = "Everyone knows qwerty123 and Passw0rd are awful. For my Gmail I now use Tz8!qLm2vR#pW. Strong enough?"
    kept(text, values=("Passw0rd",))
    cut(text, values=("Tz8!qLm2vR#pW",))


def test_a_famous_password_claimed_stays_cut() -> None:
    cut("I know it's terrible but my password is P@ssw0rd and I keep forgetting to change it.",
        values=("P@ssw0rd",))


# ---- an NHS practice's ODS code ----


def test_a_gp_practices_code_is_kept_and_the_nhs_number_cut() -> None:
    text = ("Moving house. My NHS number is 485 777 3457 and the new surgery asks for my old GP practice code, "
            "which I believe is M85011. Is that enough?")
    kept(text, values=("M85011",))
    cut(text, values=("485 777 3457",))


def test_a_letter_and_five_digits_given_as_a_password_stays_cut() -> None:
    cut("The practice portal login is my email and the password is K52017.", values=("K52017",))


# ---- a Wi-Fi network's default name ----


def test_a_default_ssid_is_kept_and_its_password_cut() -> None:
    text = "Welcome! Door code: 4417. Wi-Fi network Telenor-9C4E21, password Qb7mTr2xWk9s. Enjoy your stay."
    kept(text, values=("Telenor-9C4E21",))
    cut(text, values=("Qb7mTr2xWk9s", "4417"))
    text = "Välkommen! WLAN: Livebox-A83F, lösenord hT4kWq9ZpL2m."
    kept(text, values=("Livebox-A83F",))
    cut(text, values=("hT4kWq9ZpL2m",))


def test_a_value_of_an_ssids_shape_given_as_the_password_stays_cut() -> None:
    cut("Wifi name is GuestNet, password: Telia-7B2E90", values=("Telia-7B2E90",))


# ---- a placeholder credential in a connection string ----


def test_a_docs_placeholder_credential_is_kept() -> None:
    kept('The tutorial has MONGO_URI="mongodb://admin:yourpassword@localhost:27017/app". Is "admin" a placeholder?',
         values=("admin:yourpassword",))
    kept("Docker's example: postgres://postgres:mysecretpassword@localhost:5432/postgres, should I change it?",
         values=("mysecretpassword",))


def test_a_real_password_in_a_connection_string_stays_cut() -> None:
    cut('My app uses DATABASE_URL="postgresql://shopapp:Vq8#Lm2pXz7w@db.internal:5432/shop" and it times out.',
        values=("Vq8#Lm2pXz7w",))


# ---- an application's number ----


def test_an_applications_number_is_kept_and_the_password_cut() -> None:
    text = ("Не открывается личный кабинет. Пароль Lipa2024Dom#, а номер заявки 5520937164 — её отклонили? Что "
            "делать?")
    kept(text, values=("5520937164",))
    cut(text, values=("Lipa2024Dom#",))
    kept("Status check: numer wniosku 4471902385, złożony w marcu. Ile to trwa?", values=("4471902385",))


# ---- an account a shop tells the speaker to pay into ----


def test_a_shops_account_to_pay_into_is_kept_and_the_speakers_own_cut() -> None:
    text = ("Nettbutikken skriver at jeg må overføre til kontonummer 1503.27.49183 med ordrenummer 77120. Lønnen min "
            "kommer på min konto 9710.05.22830.")
    kept(text, values=("1503.27.49183",))
    cut(text, values=("9710.05.22830",))


def test_an_account_the_speaker_claims_after_the_verb_stays_cut() -> None:
    cut("Butikken skriver at de vil overføre refusionen til min konto 3000.41.27958.", values=("3000.41.27958",))


# ---- a landlord's account, Nordic ----


def test_a_landlords_account_is_kept_and_the_speakers_own_cut() -> None:
    text = ("Depositumet skal settes inn på utleiers konto 6012.88.44204 med KID 40271583. Lønna mi kommer på min "
            "konto 1254.09.96375.")
    kept(text, values=("6012.88.44204",))
    cut(text, values=("1254.09.96375",))
