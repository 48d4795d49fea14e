"""Round 38a (my own texts, not heldout_v43's): a passport's or an identity card's machine-readable zone whose check
digits hold, a password named with what it is for, a bank SMS's code under the word for password or code, a code that
came to confirm a login, a salary's account in a letter the speaker asks for, a key sent in parts across messages and a
Stripe webhook's signing secret are cut; an MRZ whose check digits fail, ICAO's specimens, a Dell express service
code, a company's account and ordinary words in the same places stay."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


def _conversation(text: str) -> str:
    """The user's messages (separated by a line of '---') through one SecretMemory, as capture reads them."""
    mem = SecretMemory("round38a")
    return "\n".join(mem.redact(m, True)[0] for m in text.split("\n---\n"))


# ---- 1. machine-readable zones ----

_TD3_DE = ("P<DEUBRANDT<<JONAS<<<<<<<<<<<<<<<<<<<<<<<<<<\n"
           "X4R81752K7DEU8803171M3105227<<<<<<<<<<<<<<<2")
_TD3_FR = ("P<FRAMOREAU<<CLAIRE<<<<<<<<<<<<<<<<<<<<<<<<<\n"
           "AB77204612FRA9206115F3309047<<<<<<<<<<<<<<<8")
_TD3_PL = "YA12345676POL7901047M2703028<<<<<<<<<<<<<<<8"
_TD1_NL = ("IDNLDNX4FR7H213<<<<<<<<<<<<<<<\n"
           "9005156F3108309NLD<<<<<<<<<<<8\n"
           "VISSER<<ANNA<<<<<<<<<<<<<<<<<<")
_TD1_BE = ("IEBEL5920847218<<<<<<<<<<<<<<<\n"
           "8611220M2904135BEL861122551234\n"
           "PEETERS<<LUC<<<<<<<<<<<<<<<<<<")
_TD2_DE = ("IDD<<MEIER<<PAUL<<<<<<<<<<<<<<<<<<<<\n"
           "T88C12K543DEU9102284M3007114<<<<<<<2")


@pytest.mark.parametrize(("text", "secrets"), [
    (f"Can you check whether the scan read my passport right?\n\n{_TD3_DE}\n\nThanks!",
     ["X4R81752K", "8803171M3105227"]),
    (f"Voici la bande MRZ de mon passeport, le site la refuse :\n{_TD3_FR}", ["AB7720461", "9206115F3309047"]),
    (f"Skaner odczytał dolny wiersz paszportu jako {_TD3_PL} - czy to poprawne?", ["YA1234567"]),
    (f"De achterkant van mijn ID-kaart, overgetypt:\n{_TD1_NL}\nKlopt de tweede regel?", ["NX4FR7H21", "9005156F3108309"]),
    (f"Ma carte d'identité belge :\n{_TD1_BE}", ["592084721", "86112255123"]),
    (f"Mein alter Personalausweis, zwei Zeilen unten:\n{_TD2_DE}", ["T88C12K54", "9102284M3007114"]),
])
def test_a_machine_readable_zone_whose_checks_hold_is_cut(text: str, secrets: list[str]) -> None:
    out = _out(text)
    for s in secrets:
        assert s not in out


def test_a_zone_of_utopia_named_no_sample_is_cut() -> None:
    # UTO is ICAO's fictitious state, but only its documented numbers or a message naming a sample make a specimen
    text = "The kiosk scanned this:\nP<UTOLINDQVIST<<MAJA<<<<<<<<<<<<<<<<<<<<<<<<<\n" + _utopia_line()
    assert _utopia_line() not in _out(text)


def _utopia_line() -> str:
    return "K7720315<7UTO8602145F3012316<<<<<<<<<<<<<<<4"


@pytest.mark.parametrize("text", [
    # the document number's check digit fails (a 9 where the 7 belongs)
    "Is this MRZ line valid?\nX4R81752K9DEU8803171M3105227<<<<<<<<<<<<<<<2",
    # ICAO Doc 9303's own specimens (Utopia, Anna Maria Eriksson)
    "ICAO Doc 9303 prints this specimen:\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10\nHow is the last digit computed?",
    "The TD1 example from the spec:\nI<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\n"
    "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    "My parser fails on the TD2 sample D231458907UTO7408122F1204159<<<<<<<6 from the standard.",
    "In the ICAO example the passport number is L898902C3 and its check digit is 6.",
])
def test_a_failing_or_specimen_machine_readable_zone_stays(text: str) -> None:
    assert _out(text) == text


# ---- 2. a password named, then what it is for ----


@pytest.mark.parametrize(("text", "secret"), [
    ("תרשום לך: הסיסמה שלי לאתר של מס הכנסה היא Tamar#2290, אל תשכח.", "Tamar#2290"),
    ("הסיסמה שלי לאפליקציה של קופת חולים היא Gefen!7734 אם מישהו שואל", "Gefen!7734"),
    ("Tài khoản VNeID vẫn vào được, mật khẩu đăng nhập #Lan7788 chưa đổi.", "#Lan7788"),
    ("mật khẩu đăng nhập ứng dụng Vietcombank là Hoa@2024x nhé", "Hoa@2024x"),
    ("Note for later: my password for the DVLA portal is Kestrel!82 and the reference is in my email.", "Kestrel!82"),
    ("mi contraseña de acceso a la web de Hacienda es Mirlo#4410, apúntala", "Mirlo#4410"),
    ("mon mot de passe pour le site des impôts c'est Sorbier*77", "Sorbier*77"),
    ("Mein Passwort für das Portal der Rentenversicherung lautet Eibe!9021.", "Eibe!9021"),
    ("moje hasło do logowania na stronie ZUS to Brzoza#552", "Brzoza#552"),
    ("мой пароль от личного кабинета на Госуслугах — Sosna!734", "Sosna!734"),
    ("كلمة المرور الخاصة بي لموقع التأمينات هي Nakhla@381", "Nakhla@381"),
    ("kata sandi login BPJS saya adalah Melati#902", "Melati#902"),
    ("minha senha de acesso ao portal do INSS é Ipe$4471", "Ipe$4471"),
    ("la mia password per il sito dell'INPS è Ulivo!3385", "Ulivo!3385"),
    ("mijn wachtwoord voor de site van DigiD is Wilg%2207", "Wilg%2207"),
])
def test_a_password_named_with_what_it_is_for_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("mật khẩu đăng nhập Sen2468 vẫn dùng được, chỉ có mã OTP là sai", "Sen2468"),
    ("mật khẩu truy cập &Mai555 mình ghi ở đây cho khỏi quên", "&Mai555"),
    ("contraseña de acceso Jara7731 sigue funcionando en la app", "Jara7731"),
    ("password di accesso Pino4471 funziona ancora sul sito", "Pino4471"),
    ("mot de passe de connexion Frene88x toujours valable", "Frene88x"),
    ("пароль для входа Kedr2207 работает, а код не приходит", "Kedr2207"),
    ("пароль для входу Dub3318 працює, а код не приходить", "Dub3318"),
    ("hasło do logowania Jodla#19 działa, ale SMS nie przychodzi", "Jodla#19"),
    ("סיסמת הכניסה Oren4410 עדיין עובדת אבל הקוד לא מגיע", "Oren4410"),
    ("וסיסמת הכניסה שלי היא Tzaf@881 אם צריך", "Tzaf@881"),
    ("ובנוסף, והסיסמה שלי לאתר של רשות המסים היא @Carmel552.", "@Carmel552"),
    ("كلمة مرور الدخول Zaytun77 ما زالت تعمل", "Zaytun77"),
])
def test_a_password_named_with_the_login_it_opens_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize("text", [
    "My password for the council tax site is too long to remember, can I change it?",
    "הסיסמה שלי לאתר של ביטוח לאומי היא חלשה מדי, איך מחליפים אותה?",
    "mật khẩu đăng nhập phải có ít nhất 8 ký tự và một chữ hoa",
    "mi contraseña para la web de Hacienda es la misma que la del banco, ¿es grave?",
    "Mein Passwort für das Portal der Krankenkasse ist abgelaufen.",
    "contraseña de acceso olvidada, ¿cómo la recupero sin el móvil?",
    "пароль для входа не подходит уже третий день",
    "hasło do logowania wygasło wczoraj, trzeba zmienić",
    "mot de passe de connexion oublié, que faire ?",
    "וסיסמת הכניסה צריכה להכיל לפחות 8 תווים",
    "mật khẩu đăng nhập VNeID bị khóa rồi",
])
def test_a_password_named_with_no_value_stays(text: str) -> None:
    assert _out(text) == text


# ---- 3. a bank SMS's code under the word for password or code; a code that came to confirm a login ----


@pytest.mark.parametrize(("text", "secret"), [
    ('Przyszedł mi SMS, nic nie zlecałam:\n"PKO BP: Autoryzacja przelewu na kwote 1 250,00 PLN. Haslo: 58302917. '
     'Nie podawaj nikomu."\nTo oszustwo?', "58302917"),
    ('Dostałam: „Santander: Platnosc karta 89,90 PLN w ALLEGRO. Kod: 4410928. Jesli to nie Ty, zadzwon."', "4410928"),
    ('Přišla mi SMS: "Fio banka: Platba 3 200 Kc na ucet 1234/2010. Heslo: 71904466" a nic jsem neplatil.',
     "71904466"),
    ('Diese SMS kam eben: "Sparkasse: Ueberweisung 890,00 EUR an M. Braun. Passwort: 440918. Niemals weitergeben."',
     "440918"),
    ('Me llegó este SMS: "BBVA: Compra de 120,00 EUR en AMAZON. Clave: 639201. No la compartas."', "639201"),
    ("Пришло СМС: «Сбербанк: перевод 5 000 р. на карту *4411. Пароль: 482019. Никому не сообщайте»", "482019"),
])
def test_a_code_a_bank_sms_names_with_the_word_for_password_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "secret"), [
    ("Мені надійшов код 318274 для входу в Приват24, але я нічого не натискала.", "318274"),
    ("Щойно прийшов код 604117 для підтвердження входу в Дію. Це нормально?", "604117"),
    ("Вчера пришёл код 550913 для подтверждения входа в Госуслуги, я не входил.", "550913"),
    ("Przyszedł kod 902174 do potwierdzenia logowania w aplikacji, a ja spałem.", "902174"),
    ("I got code 771203 to confirm sign-in on Revolut but I didn't request it.", "771203"),
    ("Mir wurde gerade der Code 640281 zur Bestätigung der Anmeldung geschickt.", "640281"),
    ("Що означає код 481920 для підтвердження входу, якщо я нікуди не входила?", "481920"),
    ("Me llegó el código 339104 para confirmar el inicio de sesión y no fui yo.", "339104"),
    ("Мені прийшов код 583920, а я нічого не замовляла. Хтось підбирає пароль?", "583920"),
])
def test_a_code_that_came_to_confirm_a_login_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize("text", [
    'Dostałem SMS "mBank: Haslo musi miec co najmniej 8 znakow." - o co chodzi?',
    "Przyszła paczka, kod pocztowy 00-950 Warszawa, na kwote 2 499,00 PLN.",
    "Прийшов код помилки 404 для сторінки входу, що робити?",
    "I got error code 500 to confirm the bug on the sign-in page.",
    "Мені прийшов лист від банку про підтвердження входу, але без коду.",
])
def test_an_sms_or_a_code_word_with_no_code_stays(text: str) -> None:
    assert _out(text) == text


# ---- 4. a salary's or a refund's account in a letter the speaker asks for ----


@pytest.mark.parametrize(("text", "secret"), [
    ("لطفاً یک نامه برای واحد حسابداری شرکت بنویس که از ماه آینده حقوق من به این شبا واریز شود: "
     "IR57 0629 6000 0000 1003 2420 01. ممنون", "IR57 0629 6000 0000 1003 2420 01"),
    ("یه ایمیل به منابع انسانی شرکت بنویس که دستمزدم رو به این حساب بریزن: شماره شبا IR76 0170 0000 0219 8765 4321 00",
     "IR76 0170 0000 0219 8765 4321 00"),
    ("کمپنی کے اکاؤنٹس کو خط لکھ دیں کہ میری تنخواہ اس اکاؤنٹ میں بھیجیں: PK65 MEZN 0002 3101 0472 8817",
     "PK65 MEZN 0002 3101 0472 8817"),
    ("Şirketin muhasebesine bir e-posta yaz, maaşım artık bu hesaba yatsın: TR12 0001 5001 5800 7298 7612 34",
     "TR12 0001 5001 5800 7298 7612 34"),
])
def test_a_salary_account_in_a_letter_the_speaker_asks_for_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


def test_a_refund_account_in_a_letter_to_a_company_is_cut() -> None:
    text = ("یه نامه به شرکت بیمه بنویس که مبلغ بازپرداخت رو به این حساب برگردانند: IR18 0550 0000 0008 8812 3400 09")
    assert "IR18 0550 0000 0008 8812 3400 09" not in _out(text)


@pytest.mark.parametrize(("text", "keep"), [
    ("شماره شبای شرکت برای پرداخت فاکتور: IR18 0550 0000 0008 8812 3400 09 است، درسته؟",
     "IR18 0550 0000 0008 8812 3400 09"),
])
def test_a_company_account_stays(text: str, keep: str) -> None:
    assert keep in _out(text)


# ---- 5. a key sent in parts across messages ----


@pytest.mark.parametrize(("text", "secrets"), [
    ("The router key is long, I'll send it in two messages\n---\nfirst part: Hq7tWzmx\n---\nand the second: pR42mX",
     ["Hq7tWzmx", "pR42mX"]),
    ("Das WLAN-Passwort schicke ich dir in zwei Nachrichten\n---\nerster Teil: kolibri58\n---\nzweiter Teil: Fenster!3",
     ["kolibri58", "Fenster!3"]),
    ("Le mot de passe du wifi est trop long, je te l'envoie en deux messages\n---\npremière partie : moutardes\n---\n"
     "et la deuxième : 7Zk4QpLm", ["moutardes", "7Zk4QpLm"]),
    ("A senha do wifi vai em duas mensagens\n---\nprimeira parte: jabutiquara\n---\nsegunda parte: MANGA44x",
     ["jabutiquara", "MANGA44x"]),
])
def test_a_key_sent_in_parts_across_messages_is_cut(text: str, secrets: list[str]) -> None:
    out = _conversation(text)
    for s in secrets:
        assert s not in out


def test_an_essay_sent_in_parts_stays() -> None:
    text = ("I'll send you my essay in two messages\n---\nfirst part: Introduction and methods\n---\n"
            "second part: Results and discussion")
    assert _conversation(text) == text.replace("\n---\n", "\n")


# ---- 6. a Stripe webhook's signing secret ----


@pytest.mark.parametrize(("text", "secret"), [
    ("const endpointSecret = 'whsec_TqKmZyXvBnLwHgFdSaPoIuYtReWqAsDf';", "whsec_TqKmZyXvBnLwHgFdSaPoIuYtReWqAsDf"),
    ("STRIPE_WEBHOOK_SECRET=whsec_9f2c4e1ab7d34c8e90f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70",
     "whsec_9f2c4e1ab7d34c8e90f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70"),
    ("stripe listen printed: Your webhook signing secret is whsec_QmVzdEtleUZvclRlc3RpbmdPbmx5", "whsec_QmVzdEtleUZvclRlc3RpbmdPbmx5"),
])
def test_a_webhook_signing_secret_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize("text", [
    "const endpointSecret = 'whsec_...';  // from the dashboard",
    "Set STRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxx in your .env",
    "The event evt_1NqX2b2eZvKYlo2C0a8sH3kP for pi_3NqX2b2eZvKYlo2C1r9wQe7L failed.",
])
def test_a_webhook_placeholder_and_object_ids_stay(text: str) -> None:
    assert _out(text) == text


# ---- 7. a Dell express service code ----


@pytest.mark.parametrize("text", [
    "The support chat asks for my express service code: 20418577361. Service tag 9K3TLM2, Latitude 5440.",
    "Service Tag: 4HX9QR3 / Express Service Code 930 218 447 15 - is it still under warranty?",
    "Dell Kundendienst: Service-Tag 7BNW8Q2, Express-Servicecode 15540238874, Akku defekt.",
    "Le code de service express 33108457216 est sur l'étiquette sous le portable.",
])
def test_a_dell_express_service_code_stays(text: str) -> None:
    assert _out(text) == text


def test_a_password_beside_a_service_tag_is_still_cut() -> None:
    text = "Dell chat wants the service tag 9K3TLM2 and my account password Lx9!pQ2rV, is that normal?"
    out = _out(text)
    assert "Lx9!pQ2rV" not in out and "9K3TLM2" in out
