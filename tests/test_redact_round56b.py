"""Round 56b: public values the rules cut by mistake, kept by class (heldout_v86, v87 and v88's false positives, spent:
these are my own sentences, in other words); beside each class, a secret of the same shape in the same message or one
like it, which stays cut. The values are made up (check digits computed where the format has one, the JWTs' payloads
encoded from the claims named beside them)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- Supabase's anon key ----

_HEAD = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
# {"iss":"supabase","ref":"kqzvtnwmrbhyaelcdxuo","role":"anon","iat":1739204411,"exp":2054780411}
_ANON = (_HEAD + ".eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImtxenZ0bndtcmJoeWFlbGNkeHVvIiwicm9sZSI6ImFub24iLCJpYXQiOjE3Mz"
         "kyMDQ0MTEsImV4cCI6MjA1NDc4MDQxMX0.Tq8Vw2LmXr5KsN3pYb7HcJd0FgZa4UeRi6OxWn1Mk9E")
# the same claims with "role":"service_role"
_SERVICE = (_HEAD + ".eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImtxenZ0bndtcmJoeWFlbGNkeHVvIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIs"
            "ImlhdCI6MTczOTIwNDQxMSwiZXhwIjoyMDU0NzgwNDExfQ.Pz4Ny7Qa2Rt9Lm0Xc5Vb8Kd3Hf6Js1Gw4Ue7Oi2Ty5A")
# a signed-in user's session: {"iss":"https://kqzvtnwmrbhyaelcdxuo.supabase.co/auth/v1", ..., "role":"authenticated"}
_SESSION = (_HEAD + ".eyJpc3MiOiJodHRwczovL2txenZ0bndtcmJoeWFlbGNkeHVvLnN1cGFiYXNlLmNvL2F1dGgvdjEiLCJzdWIiOiI1YjFl"
            "MmM3YS05ZDRmLTRlMWEtYjNjOC0yZjZkMGE5ZTdjNDEiLCJhdWQiOiJhdXRoZW50aWNhdGVkIiwicm9sZSI6ImF1dGhlbnRpY2F0"
            "ZWQiLCJleHAiOjE3NjU0MzIxMDB9.Hn5Kq2Wz8Rb1Lc7Vx4Ty9Md3Pf6Gs0Ja2Ue5Oi8Nk1E")


def test_supabases_anon_key_is_kept_and_the_service_role_key_beside_it_cut() -> None:
    text = (f'My storefront calls createClient("https://kqzvtnwmrbhyaelcdxuo.supabase.co", "{_ANON}") and every '
            f"select comes back empty. The edge function uses {_SERVICE} and sees the rows. Which policy is missing?")
    kept(text, values=(_ANON,))
    cut(text, values=(_SERVICE, _SERVICE.split(".")[1], _SERVICE.split(".")[2]))


def test_an_anon_key_in_an_env_file_is_kept_and_a_service_role_one_cut() -> None:
    text = (f"NEXT_PUBLIC_SUPABASE_URL=https://kqzvtnwmrbhyaelcdxuo.supabase.co\n"
            f"NEXT_PUBLIC_SUPABASE_ANON_KEY={_ANON}\nSUPABASE_SERVICE_ROLE_KEY={_SERVICE}")
    kept(text, values=(_ANON,))
    cut(text, values=(_SERVICE,))
    cut(f"the service role key is {_SERVICE}, keep it off the client", values=(_SERVICE,))


def test_a_users_session_token_from_supabase_stays_cut() -> None:
    cut(f"After sign-in the access_token is {_SESSION} and RLS still says 403.", values=(_SESSION,))


# ---- a GraphQL global id ----

_SHPAT = "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"


def test_a_shopify_global_id_stays_whole_and_the_access_token_beside_it_cut() -> None:
    text = (f"fulfillmentCreate keeps answering \"Access denied\". Request headers: X-Shopify-Access-Token: {_SHPAT}. "
            "Its order is gid://shopify/Order/5830147726631 (#2217 in the admin).")
    kept(text, values=("gid://shopify/Order/5830147726631",))
    cut(text, values=(_SHPAT,))
    text = f"X-Shopify-Access-Token: {_SHPAT}\nProduct: gid://shopify/Product/8841207735412"
    kept(text, values=("gid://shopify/Product/8841207735412",))
    cut(text, values=(_SHPAT,))


# ---- a database migration's id ----

def test_an_ef_core_migration_id_is_kept_and_the_connection_strings_password_cut() -> None:
    text = ("dotnet ef database update stops at migration 20251117093045_AddInvoiceLines on Azure SQL: \"Login failed "
            "for user 'ledger_svc'\".\nappsettings.json:\n\"Default\": \"Server=tcp:fabrikam-ledger.database."
            "windows.net,1433;Initial Catalog=Ledger;User ID=ledger_svc;Password=Harbor-Violet-Meadow58;"
            "Encrypt=True;\"")
    kept(text, values=("20251117093045_AddInvoiceLines",))
    cut(text, values=("Harbor-Violet-Meadow58",))


def test_a_rails_migration_id_is_kept_and_the_database_password_cut() -> None:
    text = ("rails db:migrate halts at 20251117093045_add_invoice_lines with PG::DuplicateColumn. DATABASE_URL is "
            "postgres://ledger:Vq8rTm2Lz5Kx@db.internal:5432/ledger")
    kept(text, values=("20251117093045_add_invoice_lines",))
    cut(text, values=("Vq8rTm2Lz5Kx",))


# ---- a season and its year in talk about sprayed passwords ----

def test_season_passwords_in_a_spraying_talk_are_kept() -> None:
    text = ("for the security awareness module (ticket SEC-40117): what do password spraying tools try first? I'd put "
            "Winter2025!, Welcome1 and Qwerty123! on the slide")
    kept(text, values=("Winter2025!", "Welcome1", "Qwerty123!"))
    text = ("Prepping the phishing-awareness deck for ticket SEC-40117: the passwords attackers spray first are "
            "things like Winter2025!, Herbst2024! and Spring2023, so our slide should warn about them.")
    kept(text, values=("Winter2025!", "Herbst2024!", "Spring2023"))
    text = "Which weak passwords are most common in password spraying? Autumn2024! and Fall2025 seem popular."
    kept(text, values=("Autumn2024!", "Fall2025"))


def test_a_season_password_given_as_mine_stays_cut() -> None:
    cut("my password is Winter2025! and the portal still rejects it", values=("Winter2025!",))
    cut("Our VPN password is Spring2026! until IT rotates it.", values=("Spring2026!",))
    text = ("For the awareness training I'll show Summer2024! as a sprayed password. Separately, my own password is "
            "Winter2025! and the portal locked me out.")
    kept(text, values=("Summer2024!",))
    cut(text, values=("Winter2025!",))


# ---- an error code after its name ----

def test_an_error_code_after_its_name_is_kept_and_the_password_and_otp_cut() -> None:
    text = ("증권사 앱에 인증서 암호 Jin!4827 입력했는데 틀렸다고 떠요. OTP 739215 도 안 되고 에러코드 [E-31846] 나오는데 "
            "무슨 오류예요?")
    kept(text, values=("E-31846",))
    cut(text, values=("Jin!4827", "739215"))
    text = "공동인증서 비밀번호 Sora#5106 넣었는데 틀렸다고 나오고 오류코드 E-20417 떠요"
    kept(text, values=("E-20417",))
    cut(text, values=("Sora#5106",))


def test_an_error_code_after_a_correction_cue_is_kept_in_other_languages() -> None:
    text = "Das Passwort Kiel#4471 war falsch, danach kam Fehlercode [F-8213] und die App hängt."
    kept(text, values=("F-8213",))
    cut(text, values=("Kiel#4471",))
    text = "I typed Moss!3390 as the password, oops, it says error code [R-5512] now."
    kept(text, values=("R-5512",))
    cut(text, values=("Moss!3390",))


def test_a_corrected_password_after_the_cue_stays_cut() -> None:
    cut("The password is Moss!3390, oops, I meant Moss!3309 (error code R-5512 before).",
        values=("Moss!3390", "Moss!3309"))


# ---- an Indian bank branch's BSR code ----

def test_a_bsr_code_is_kept_and_the_pan_and_aadhaar_beside_it_cut() -> None:
    text = ("I linked my PAN ABCPK4821L with Aadhaar 7391 4620 5833 after paying the Rs 1,000 late fee at my branch "
            "(BSR code 6390714, challan serial 00418), but the e-filing site still shows it unpaid.")
    kept(text, values=("6390714",))
    cut(text, values=("ABCPK4821L", "7391 4620 5833"))


def test_a_seven_digit_code_that_is_no_bsr_code_stays_cut() -> None:
    cut("the OTP for the income tax login is 6390714", values=("6390714",))


# ---- a Turkish building's management account ----

_MINE = "TR81 0006 7010 0000 0042 8391 75"
_SITE = "TR91 0001 2009 4130 0010 7329 46"


def test_a_building_managements_iban_is_kept_and_mine_cut() -> None:
    text = (f"Kiracım çıkarken depozitosunu geri istedi, ben de ona IBAN'ımı soracağım. Benim IBAN: {_MINE}. "
            f"Aidatı ise apartman yönetiminin hesabına gönderiyorum: {_SITE}. Kiracıma karışıklık olmasın diye kısa "
            "bir mesaj yazar mısın?")
    kept(text, values=(_SITE,))
    cut(text, values=(_MINE,))


def test_my_iban_in_a_message_about_dues_stays_cut() -> None:
    text = f"Site yönetimi aidat iadesini yapacakmış, IBAN'ımı istediler. Benim IBAN: {_MINE}. Mesaj yazar mısın?"
    cut(text, values=(_MINE,))
