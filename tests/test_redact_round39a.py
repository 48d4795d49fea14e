"""Round 39a (my own texts, not heldout_v44's): a login code told by how it arrived, a Wi-Fi key in digit groups, a
bank's printed code list, a one-time code split by a dash or a space, a password ending in "=" or given after its
site's name are cut; public codes, phone numbers, ids under an id's key, CI runs, documented test ids and a company's
tax id stay."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


def _conversation(*messages: str) -> list[str]:
    mem = SecretMemory("round39a")
    return [mem.redact(m, True)[0] for m in messages]


# ---- 1. a login code told by how it arrived ----

@pytest.mark.parametrize(("text", "code"), [
    ("Trying to sign in to my bank, password is Heron!2291 and the code that popped up on my phone is 415093.", "415093"),
    ("I'm logging into Steam; the code that came to my phone is 66120, what now?", "66120"),
    ("Can't log in. The number it showed me was 730215 and it still fails.", "730215"),
    ("Ich will mich anmelden, der Code, der auf meinem Handy erschienen ist, lautet 902716.", "902716"),
    ("Je veux me connecter, le code qui s'est affiché sur mon téléphone est 318604.", "318604"),
    ("Quiero iniciar sesión, el código que me apareció en el móvil es 557120.", "557120"),
    ("Sto cercando di accedere, il codice che mi è comparso sul telefono è 640913.", "640913"),
    ("Estou tentando entrar, o código que apareceu no meu celular é 228461.", "228461"),
    ("Chcę się zalogować, kod, który pojawił się na telefonie, to 774102.", "774102"),
    ("Ik probeer in te loggen, de code die op mijn telefoon verscheen is 190387.", "190387"),
    ("Пытаюсь войти, код, который пришёл на телефон: 482910", "482910"),
    ("Đăng nhập không được, mã hiện trên điện thoại là 603318.", "603318"),
])
def test_a_login_code_told_by_how_it_arrived_is_cut(text: str, code: str) -> None:
    assert code not in _out(text)


@pytest.mark.parametrize("text", [
    "The error code that popped up on my phone is 500321 when I sign in.",
    "The zip code that appeared on the login form is 90210.",
    "The promo code that popped up at checkout is 441100, my password reset worked.",
    "I can't log in; the number that came up when they called me was 55512345.",
])
def test_a_public_code_that_arrived_stays(text: str) -> None:
    assert _out(text) == text or "[REDACTED" not in _out(text).split("is")[-1]


def test_a_code_that_arrived_in_no_login_stays() -> None:
    text = "The code that popped up on the ticket machine is 4417, the platform number."
    assert "4417" in _out(text)


# ---- 2. a Wi-Fi key in digit groups ----

@pytest.mark.parametrize(("text", "key"), [
    ("WLAN bei Oma: FRITZ!Box 7530, Schlüssel 4471-2290-1836-5521-0093", "4471-2290-1836-5521-0093"),
    ("Wi-Fi is OakHouse, key 3312 0987 4456 2231 7780", "3312 0987 4456 2231 7780"),
    ("Le Wi-Fi de la Livebox : clé 5512 9870 3321 5567 1190", "5512 9870 3321 5567 1190"),
    ("Red wifi MOVISTAR_77, clave: 7710-3349-2281-6650-1123", "7710-3349-2281-6650-1123"),
    ("La rete di casa, chiave 6631 2209 8876 4410 2239", "6631 2209 8876 4410 2239"),
    ("Nätverket Telia-1A, nyckel 8812-4490-1276-3381-0023", "8812-4490-1276-3381-0023"),
])
def test_a_wifi_key_in_digit_groups_is_cut(text: str, key: str) -> None:
    assert key not in _out(text)


def test_a_wifi_key_announced_a_message_before_is_cut() -> None:
    first, second = _conversation("Gleich kommt der WLAN-Schlüssel von der FritzBox für die Nachbarin.",
                                  "2290-4471-5521-1836-0093")
    assert "2290-4471" not in second


@pytest.mark.parametrize("text", [
    "FRITZ!Box 7590, Seriennummer 1234-5678-9012-3456-7890, WLAN geht wieder",
    "Das Handy zeigt die Nummer 0171 2345 6789 unter dem WLAN-Symbol",
    "Der Schlüssel liegt unter der Matte, das WLAN geht ab 2024-01-15 wieder",
])
def test_a_wifi_message_s_other_numbers_stay(text: str) -> None:
    assert _out(text) == text


def test_a_question_about_a_wifi_key_announces_nothing() -> None:
    _, second = _conversation("Was ist eigentlich ein WLAN-Schlüssel?", "Ruf mich an: 0171 2345 6789 1234")
    assert "0171 2345 6789" in second


# ---- 3. a bank's printed code list ----

@pytest.mark.parametrize(("text", "code"), [
    ("Isän verkkopankin tunnuslukulistan seuraava luku on 5307. Kiitos avusta.", "5307"),
    ("Avainlukulistasta kysytään kohta 41, ja siinä lukee 9182.", "9182"),
    ("Die nächste Nummer auf meiner TAN-Liste ist 730194.", "730194"),
    ("Kodkortet säger att nästa kod är 6619.", "6619"),
    ("Kodu kartē kods 15 ir 3390.", "3390"),
    ("Kodų kortelėje kodas 07 yra 2281.", "2281"),
])
def test_a_number_from_a_code_list_is_cut(text: str, code: str) -> None:
    assert code not in _out(text)


def test_a_code_list_s_position_and_amount_stay() -> None:
    out = _out("Avainlukulistasta kysytään kohta 1041, siirto on 2500 euroa.")
    assert "1041" in out and "2500" in out


# ---- 4. a one-time code with a dash or a space inside ----

@pytest.mark.parametrize(("text", "code"), [
    ("Most jött egy SMS: „Az Ön egyszer használatos kódja: 318-204”. Nem én kértem!", "318-204"),
    ("Przyszedł SMS: \"Twój kod jednorazowy: 771 093. Nie podawaj go nikomu.\"", "771 093"),
    ("Přišla mi SMS „Váš jednorázový kód je 402-118“", "402-118"),
    ("Tekstiviesti: \"Kertakäyttöinen koodisi on 226 901\"", "226 901"),
    ("SMS från banken: \"Din engångskod är 590-332\"", "590-332"),
    ("Tin nhắn: \"Mã xác thực của bạn là 813-207\"", "813-207"),
])
def test_a_split_one_time_code_is_cut(text: str, code: str) -> None:
    assert code not in _out(text)


@pytest.mark.parametrize("text", [
    "Your verification code is valid for 10 minutes, call 624-880 if there are problems.",
    "Customer service in the SMS: 0800 624 880.",
])
def test_a_split_number_beside_a_code_s_name_that_is_no_code_stays(text: str) -> None:
    assert _out(text) == text


# ---- 5. a password value ending in "=" or a symbol ----

@pytest.mark.parametrize(("text", "value"), [
    ("Intră tu în contul meu, parola e Bucegi41= și vezi", "Bucegi41"),
    ("parola este Harghita7= pentru portal", "Harghita7"),
    ("la mia password è Vesuvio77= grazie", "Vesuvio77"),
    ("ang password ko ay Sinigang52= salamat", "Sinigang52"),
    ("kata sandi saya adalah Rendang45= ya", "Rendang45"),
    ("password ay Halohalo9= lang", "Halohalo9"),
    ("Mein WLAN-Passwort ist Watzmann8= danke", "Watzmann8"),
])
def test_a_password_ending_in_a_symbol_is_cut_whole(text: str, value: str) -> None:
    out = _out(text)
    assert value not in out and "=" not in out.split("[REDACTED")[1][:20].split("]")[1][:1]


def test_an_assignment_s_name_stays() -> None:
    text = "The password is read from DB_PASS= in the env file."
    assert "DB_PASS" in _out(text)


# ---- 6. a password after its site's or app's name ----

@pytest.mark.parametrize(("text", "value"), [
    ("Paki-check: password sa My.PhilHealth Kalamansi204=. Bakit ayaw?", "Kalamansi204"),
    ("password sa BDO Online Mangga88 pero ayaw mag-login", "Mangga88"),
    ("senha do Nubank Jabuticaba31 não entra", "Jabuticaba31"),
    ("password per Poste Sfogliatella9 non funziona", "Sfogliatella9"),
    ("hasło do Allegro Pierogi2024 nie działa", "Pierogi2024"),
    ("heslo k Seznamu Knedlik55 nefunguje", "Knedlik55"),
    ("kata sandi untuk Tokopedia Sate4Ayam tidak bisa", "Sate4Ayam"),
    ("Passwort für Netflix Brezel77! geht nicht", "Brezel77"),
])
def test_a_password_after_its_site_s_name_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", [
    "password for Netflix premium plan is shared",
    "the password for Netflix expires soon",
    "password sa Facebook nakalimutan ko",
    "password for Windows 11 update fails",
])
def test_a_site_s_name_without_a_value_stays(text: str) -> None:
    assert _out(text) == text


# ---- 7. ids in code and config ----

@pytest.mark.parametrize("text", [
    '{"token_env": "BOT_TOKEN", "applicationId": "412398760023451788", "prefix": "?"}',
    'config: {"client_id": "1098765432109876543", "guild_id": 887766554433221100}',
    "My bot's application ID is 1122334455667788990 and the guild id: 998877665544332211",
    "user_id = 4539578763621486",
])
def test_a_number_under_an_id_s_key_stays(text: str) -> None:
    assert _out(text) == text


def test_a_card_under_a_card_s_key_is_cut() -> None:
    assert "4539578763621486" not in _out('{"card_number": "4539578763621486"}')


# ---- 8. CI runs ----

@pytest.mark.parametrize("text", [
    "My workflow reads ${{ secrets.DEPLOY_KEY }}. Run 7204418832 printed *** where the key goes - masking?",
    "The GitHub Actions job 24681357902 failed after the deploy step, secrets.TOKEN was empty",
    "Jenkins build #4512 passed but workflow run 9988776655 failed on the secrets step",
    "see https://github.com/acme/app/actions/runs/7204418832 where secrets.API_KEY shows ***",
])
def test_a_ci_run_s_number_stays(text: str) -> None:
    assert _out(text) == text


# ---- 9. documented test ids ----

@pytest.mark.parametrize("text", [
    "Op de testomgeving gebruiken we altijd BSN 111222333, klopt dat?",
    "In our test environment the fake user has SSN 078-05-1120.",
    "In der Testumgebung nehmen wir BSN 123456782 als Beispiel.",
])
def test_a_documented_test_id_in_a_test_s_message_stays(text: str) -> None:
    assert _out(text) == text


def test_a_real_bsn_is_cut() -> None:
    assert "123456782" not in _out("Mijn BSN is 123456782 voor de belastingaangifte.")


# ---- 10. a company's tax id ----

@pytest.mark.parametrize("text", [
    "Ο πάροχος ρεύματος με ΑΦΜ 094019245 μου έστειλε λογαριασμό.",
    "Η εταιρεία κινητής με ΑΦΜ 094019245 χρέωσε διπλά.",
    "The supplier's VAT number 123456789 is on the invoice.",
])
def test_a_company_s_tax_id_stays(text: str) -> None:
    assert _out(text) == text


def test_the_speaker_s_own_tax_id_is_cut() -> None:
    assert "094019245" not in _out("Ο ΑΦΜ μου είναι 094019245.")
