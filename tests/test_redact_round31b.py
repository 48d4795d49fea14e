"""Round 31b (my own texts, not heldout_v32's): a password read in the phonetic alphabet with case words, a spaced
authenticator key after a documented example, a login's password after "as <user> with", a '#' code corrected, a
one-time code just generated, a key box's code in a note for a tradesman, a PIN in brackets after its name, and the
speaker's own account as their country writes it (a Persian sheba, a Japanese 普通 account, a Hungarian 8-8-8 one)
cut; prose about letter case, an example key, an employer's and a company's account kept."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize("text", [
    "Reading the new router password to my aunt: capital golf, small bravo, digit seven, capital tango, small echo.",
    "Passwort zum Vorlesen: großes Golf, kleines Bravo, Ziffer sieben, großes Tango, kleines Echo",
    "Mot de passe épelé pour mamie : majuscule golf, minuscule bravo, chiffre sept, majuscule tango.",
    "La contraseña deletreada: mayúscula golf, minúscula bravo, número siete, mayúscula tango.",
    "la password è: maiuscola golf, minuscola bravo, cifra sette, maiuscola tango",
    "пароль: заглавная гольф, строчная браво, цифра семь, заглавная танго",
    "密码念给我爸：大写 golf，小写 bravo，数字 七，大写 tango",
    "パスワードは 大文字 G、小文字 b、数字 7、大文字 T、小文字 x です",
])
def test_a_password_spelled_with_case_words_is_cut_whole(text: str) -> None:
    out = _out(text)
    assert "bravo" not in out.lower() and "браво" not in out and "小文字 b" not in out


def test_prose_about_letter_case_stays() -> None:
    text = "Use capital letters, small caps, digit grouping and number formats consistently in the report."
    assert _out(text) == text


def test_a_spaced_authenticator_key_is_cut_and_the_documented_example_before_it_stays() -> None:
    out = _out("The pyotp README uses JBSWY3DPEHPK3PXP and that works, but the setup key my broker showed under the "
               "QR code, N4XK 2P7Q LM3R V6WA ZT5E HJ2D, gives wrong codes.")
    assert "JBSWY3DPEHPK3PXP" in out and "N4XK" not in out
    out = _out("Der Schlüssel unter dem QR-Code lautet N4XK 2P7Q LM3R V6WA ZT5E HJ2D, aber die Codes stimmen nicht.")
    assert "N4XK" not in out


@pytest.mark.parametrize(("text", "secret"), [
    ("Logged into 10.0.0.1 as admin with heron55, then changed the channel.", "heron55"),
    ("ssh'd into the NAS as root with Tr0ub4dor!, then into the camera.", "Tr0ub4dor!"),
    ("I signed in to the modem as user support with password quartz-81 and reset it.", "quartz-81"),
])
def test_a_logins_password_after_its_user_is_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


def test_a_login_with_a_plain_word_stays() -> None:
    text = "I logged in as admin with sudo and it worked."
    assert _out(text) == text


@pytest.mark.parametrize("text", [
    "sorry, wrong one, the gate code is 4521#",
    "Entschuldigung, falsch: 8812#",
    "pardon, je me suis trompé, c'est 1943#",
    "perdona, me confundí: 7720#",
])
def test_a_code_closed_by_hash_after_a_correction_is_cut(text: str) -> None:
    assert not any(c.isdigit() for c in _out(text))


def test_a_door_code_corrected_in_the_next_message_is_cut() -> None:
    mem = SecretMemory("alice")
    assert "6642" not in mem.redact("o código do portão é 6642#", True)[0]
    assert "6624" not in mem.redact("desculpa, errei, é 6624#. escreve uma mensagem para a diarista", True)[0]


def test_an_issue_number_with_a_hash_stays() -> None:
    text = "see issue #1234 and PR 5678#"
    assert _out(text) == text


@pytest.mark.parametrize(("text", "code"), [
    ("Kupujący pisze, żebym podał kod BLIK. Właśnie wygenerowałam 731905, podać mu?", "731905"),
    ("I just generated 384920 in the BLIK app, the buyer wants the code.", "384920"),
    ("Ich habe gerade den Code 551203 generiert, der Käufer fragt danach.", "551203"),
    ("A buyer on Vinted asks me for the code, I just got 482913 from my bank app. Should I send it?", "482913"),
])
def test_a_code_just_generated_or_received_is_cut(text: str, code: str) -> None:
    assert code not in _out(text)


def test_a_number_the_speaker_has_stays() -> None:
    text = "I have 123456 points on my loyalty card, and the promo code is SPRING."
    assert _out(text) == text


@pytest.mark.parametrize("text", [
    "Skriv en besked til tømreren: nøgleboksen ved garagen har koden 5183, drej hjulene bagefter.",
    "Write a note for the plumber: the key safe by the gate has code 5183, please scramble it after.",
    "Schreib dem Handwerker: der Schlüsselkasten an der Garage hat den Code 5183.",
    "Écris un SMS au plombier : la boîte à clés près de la porte, le code est 5183.",
])
def test_a_key_box_code_in_a_note_for_a_tradesman_is_cut(text: str) -> None:
    assert "5183" not in _out(text)


@pytest.mark.parametrize("text", [
    "Someone claiming to be from the wallet wants my MPIN (4821) and the OTP.",
    "The bank's fake agent wanted my UPI PIN (4821) and an OTP.",
])
def test_a_pin_in_brackets_after_its_name_is_cut(text: str) -> None:
    assert "4821" not in _out(text)


def test_the_speakers_persian_sheba_is_cut_in_a_text_to_write_and_the_companys_stays() -> None:
    out = _out("شبای من IR4405702012345678901234567 است، برای حسابداری یک ایمیل بنویس. شبای شرکت روی فیش "
               "IR9901209418242523185460000 است.")
    assert "IR4405702012345678901234567" not in out and "IR9901209418242523185460000" in out
    assert "IR12" not in _out("شبای خودم: IR12 0570 0000 1234 5678 9012 34 ، لطفاً یک ایمیل به حسابداری بنویس.")


def test_a_japanese_ordinary_account_after_its_bank_and_branch_is_cut() -> None:
    out = _out("給与振込口座はみずほ銀行 新宿支店 普通 4417203 です。会社の法人番号 9704081208202 も書きます。")
    assert "4417203" not in out and "9704081208202" in out


def test_the_speakers_hungarian_account_is_cut_and_the_employers_stays() -> None:
    out = _out("Írj egy e-mailt a könyvelőnek: a visszatérítést a 10403387-00028570-00000000 számlára kérem, nem a "
               "munkáltatóém (10918001-00000068).")
    assert "10403387-00028570-00000000" not in out and "10918001-00000068" in out
    out = _out("Kérlek írj egy e-mailt a könyvelőnek: a számlaszámom 11773016-11111018-00000000.")
    assert "11773016-11111018-00000000" not in out


@pytest.mark.parametrize(("text", "secret"), [
    ("Je me suis connecté au routeur en tant que admin avec sapin42.", "sapin42"),
    ("Entré al router como admin con la clave pino2023.", "pino2023"),
    ("Zalogowałem się do routera jako admin z hasłem lipa2024 i zmieniłem kanał.", "lipa2024"),
    ("WPA2-Schlüssel ist fh28dka9q1xz, Router-Login admin/Kiefer77.", "fh28dka9q1xz"),
    ("WPA2-Schlüssel ist fh28dka9q1xz, Router-Login admin/Kiefer77.", "Kiefer77"),
    ("La clé WPA2 est fh28dka9q1xz.", "fh28dka9q1xz"),
    ("Setting up the guest net: WPA2 key is m7vq0x2bn4ke, SSID Oakhouse.", "m7vq0x2bn4ke"),
])
def test_router_logins_and_wpa_keys_in_other_languages_are_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize("text", [
    "the default login admin/admin works",
    "La clé WPA2 est différente de celle du réseau invité.",
])
def test_a_default_login_and_a_wpa_sentence_without_a_key_stay(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(("text", "code"), [
    ("Acabo de generar el código 739201 en la app, el comprador me lo pide.", "739201"),
    ("Acabei de gerar o código 739201, o comprador pediu.", "739201"),
    ("Ho appena generato il codice 739201, il compratore lo vuole.", "739201"),
    ("Je viens de générer le code 739201, l'acheteur le demande.", "739201"),
    ("Я только что сгенерировал код 739201, покупатель его просит.", "739201"),
])
def test_a_generated_code_in_other_languages_is_cut(text: str, code: str) -> None:
    assert code not in _out(text)


@pytest.mark.parametrize("text", [
    "請求書の振込先：三井住友銀行 渋谷支店 普通 1234567 です。",
    "大家さんの口座は みずほ銀行 新宿支店 普通 7654321 です。",
])
def test_another_partys_japanese_account_stays(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize("text", [
    "Der Einrichtungsschlüssel ist SKCZ-K3E2-7MKW-MCBW-RS4C-MUSY, die Codes stimmen nicht.",
    "la clé sous le QR code : skcz k3e2 7mkw mcbw rs4c musy be3p",
])
def test_an_authenticator_key_in_hyphened_or_lower_case_groups_is_cut(text: str) -> None:
    assert "7MKW" not in _out(text).upper()


def test_a_test_cards_digit_groups_before_words_are_no_key() -> None:
    text = ("The quickstart uses the API key from the docs and card 4242 4242 4242 4242 with any future date and any "
            "CVC.")
    assert "4242 4242 4242 4242" in _out(text)
