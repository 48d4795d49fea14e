"""Round 40a: year-shaped lock codes, codes told by how they came, second passwords by ellipsis, apps' numeric
passwords, Persian second passwords, spelled codes, quoted passwords after "which is", values sent in parts; and
look-alikes of the same shapes that stay."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact

# (text, the secrets in it)
POSITIVES = [
    # 1. a lock's code shaped like a year
    ("the code to the side door is 1994, the spare key is under the mat", ["1994"]),
    ("Koden til bagdøren er 1987, og alarmen slås fra med 5512.", ["1987", "5512"]),
    ("koden til nøgleboksen ved bagdøren er 1950", ["1950"]),
    ("koden till ytterdörren är 1985", ["1985"]),
    ("koden til ytterdøra er 1985", ["1985"]),
    ("Der Code für die Garagentür ist 2003.", ["2003"]),
    ("El código de la puerta del jardín es 1999.", ["1999"]),
    ("le code de la porte d'entrée est 1989", ["1989"]),
    ("de code van de voordeur is 1992", ["1992"]),
    ("kod do furtki to 1988", ["1988"]),
    ("kód od branky je 1990", ["1990"]),
    ("код от калитки — 1986", ["1986"]),
    ("ulko-oven koodi on 1991", ["1991"]),
    ("The shed opens with 2012 on the keypad.", ["2012"]),
    ("garageporten åbner med 1996 på tastaturet", ["1996"]),
    ("ο κωδικός της εξώπορτας είναι 1995", ["1995"]),
    ("the front door's code is 1987", ["1987"]),
    ("la puerta se abre con 1987", ["1987"]),
    ("bahçe kapısının şifresi 1987", ["1987"]),
    ("a bejárati ajtó kódja 1987", ["1987"]),
    ("Koden til garasjen er 1999", ["1999"]),
    # 2. a code's name, how it came, then the value
    ("codul de confirmare primit pe email e 772031", ["772031"]),
    ("la contraseña que me dieron en recepción es Hotel7789", ["Hotel7789"]),
    ("el código que me mandaron por SMS es 447120", ["447120"]),
    ("the code the bank texted me this morning is 583920", ["583920"]),
    ("de code die ik per sms kreeg is 482913", ["482913"]),
    # 3. a second password by ellipsis
    ("my password for Netflix is Tr0ub4dor and the Wi-Fi's at home B1ueMoon77", ["Tr0ub4dor", "B1ueMoon77"]),
    ("la contraseña de Gmail es Perro2024x y la del wifi casa8833qq", ["Perro2024x", "casa8833qq"]),
    ("mein Passwort für GMX ist Sonne2024! und das vom WLAN Haus7788kk", ["Haus7788kk"]),
    ("mon mot de passe Gmail est Chat2024x et celui du wifi maison55xy", ["maison55xy"]),
    ("a senha do Gmail é Gato2024x e a do wifi casa55xyzz", ["casa55xyzz"]),
    ("Το συνθηματικό μου στο Gmail είναι Kal1mera!9 και του router στο γραφείο ruter55xyz", ["ruter55xyz"]),
    ("пароль от почты Kot2024xx, а от вайфая dom55xyzz", ["dom55xyzz"]),
    ("mật khẩu Gmail là Meo2024xx, còn wifi là nha55xyzz", ["nha55xyzz"]),
    ("kata sandi Gmail saya Kucing2024x dan yang wifi rumah55xyz", ["rumah55xyz"]),
    # 4. an app's or a wallet's numeric password
    ("mật khẩu ví ZaloPay là 552190", ["552190"]),
    ("senha do app 335554", ["335554"]),
    ("the password for the banking app is 5521", ["5521"]),
    ("la contraseña de la app del banco es 552190", ["552190"]),
    ("hasło do aplikacji banku to 552190", ["552190"]),
    ("mot de passe de l'appli bancaire : 551203", ["551203"]),
    ("password dell'app della banca è 551203", ["551203"]),
    ("пароль от кошелька Qiwi — 551203", ["551203"]),
    ("das Passwort der Banking-App ist 552190", ["552190"]),
    ("lösenordet till bankappen är 552190", ["552190"]),
    # 5. Persian second and one-time passwords, a card's Jalali expiry
    ("رمز دوم پویام که برام پیامک شد 482913 بود", ["482913"]),
    ("رمز دوم کارتم ۴۸۲۹۱۳ است", ["۴۸۲۹۱۳"]),
    ("رمز یک‌بار مصرف که اومد 482913 بود", ["482913"]),
    ("شماره کارت 6037-9932-3541-3317 تاریخ انقضا 1405/08", ["6037-9932-3541-3317", "1405/08"]),
    # 7. a code spelled in digit words
    ("I'm sending my uncle the code for the side gate spelled out: \"four two one nine hash\".", ["four two one nine hash"]),
    ("Der Code fürs Tor, ausgeschrieben: vier zwei eins neun", ["vier zwei eins neun"]),
    ("la combinación del candado es cuatro dos uno nueve", ["cuatro dos uno nueve"]),
    ("код от двери в подъезд скину прописью: четыре два один девять", ["четыре два один девять"]),
    ("my PIN in words: seven three nine one", ["seven three nine one"]),
    # 8. a quoted password after "which is"
    ("the monitoring company asks for the code word, which is \"marigold\"", ["marigold"]),
    ("if the alarm rings they ask for the verbal password, which is 'pelican'", ["pelican"]),
    ("when the monitoring centre calls, give the verbal password, which is heron.", ["heron"]),
    ("la contraseña verbal, que es \"faro\", te la piden por teléfono", ["faro"]),
]

LOOKALIKES = [
    "The front door was painted in 2009 and the code to the front door changed in 2019.",
    "the house with the red door was built in 1987",
    "the code to the gate is from 2009",
    "the door code was changed in 2019",
    "the source code for the gate controller is 2019",
    "Our zip code near the front gate is 90210",
    "the tracking code they texted me yesterday is 1Z999AA10123456784",
    "the promo code they emailed me is 4821",
    "my password for Netflix is [REDACTED:password] and the movie was 2h15m long",
    "the banking app showed order 552190 and the password reset worked",
    "the app version is 552190",
    "the password must be 6 digits for the app, 123456 is refused",
    "کد پیگیری سفارش 482913 بود",
    "I counted one two three four five and walked in.",
    "Enter your PIN, then press one, two, three or four for the menu.",
    "the password field, which is \"required\", must be filled",
    "the password policy, which is \"strict\", blocks short words",
    "first: go to settings 2024",
    "the safe word, which is long, must be remembered",
    "the passphrase, which is easy, fits on a card",
    "The code outputs: one two three four five",
    "the code of the release branch is 2024 and the door is blue",
    "my password for Netflix is [REDACTED:password] and the episode S02E05 was great",
    "the door code was reset in 2019, ask the landlord",
    "bahçe kapısının şifresi 1987 yılında değişti",
    "kod do garażu zmieniono w 1987",
    "the code I sent you earlier is v2.0.1",
    "the code they gave us in class is 2024 lines of Python",
    "the code for the door hinges 2019",
    "the password hash is sha256 and the box is ubuntu22",
]


@pytest.mark.parametrize(("text", "secrets"), POSITIVES)
def test_cut(text: str, secrets: list[str]) -> None:
    out, _ = redact(text)
    for s in secrets:
        assert s not in out, out


@pytest.mark.parametrize("text", LOOKALIKES)
def test_kept(text: str) -> None:
    assert redact(text)[0] == text


# a secret cut beside a value of the same shape that stays
BESIDE = [
    ("my password for the admin page is Xy7kk22q and the router is an ASUS RT-AX58U", "Xy7kk22q", "RT-AX58U"),
    ("Koden til hoveddøren er 4821, huset er bygget i 1987.", "4821", "1987"),
    ("PIN-ul cardului e 3599, iar comanda primită prin email e 552190", "3599", "552190"),
    ("mật khẩu wifi là nha55xyzz, mã đơn hàng trên app là 552190", "nha55xyzz", "552190"),
]


@pytest.mark.parametrize(("text", "secret", "kept"), BESIDE)
def test_cut_beside_kept(text: str, secret: str, kept: str) -> None:
    out, _ = redact(text)
    assert secret not in out and kept in out, out


def _conversation(*msgs: str) -> str:
    mem = SecretMemory("alice")
    return "\n".join(mem.redact(m, True)[0] for m in msgs)


def test_key_in_two_parts_without_prefix() -> None:
    out = _conversation("voy a mandar la clave de la API en dos partes", "Qm8vTx2LpR5zWk", "Ys4dFh7NcJ3b\ngracias")
    assert "Qm8vTx2LpR5zWk" not in out and "Ys4dFh7NcJ3b" not in out and "gracias" in out


def test_key_piece_on_first_line_after_a_first_piece() -> None:
    out = _conversation("my Maps key gets truncated when I paste it so I'll send it in two parts",
                        "AIzaSyQ7mK2pL9xB4nR8c", "tV5wZ3cH6jD1fG0sY2k\nok so why does it say invalid?")
    assert "tV5wZ3cH6jD1fG0sY2k" not in out and "why does it say invalid" in out


def test_card_in_labelled_parts() -> None:
    out = _conversation("Номер карты пришлю по частям, так спокойнее", "первые восемь: 2200 7012",
                        "остальное: 3456 7781, срок 11/28, CVC 417")
    for s in ("2200 7012", "3456 7781", "11/28", "417"):
        assert s not in out, out


def test_card_in_english_parts() -> None:
    out = _conversation("Give me a sec, I'll type the card in parts", "first 8: 2200 1155",
                        "the rest: 7788 4410, exp 09/27")
    for s in ("2200 1155", "7788 4410", "09/27"):
        assert s not in out, out


@pytest.mark.parametrize("msgs", [
    ("je t'envoie le numéro de la carte en deux fois", "les huit premiers : 2200 4012", "le reste : 3344 5566, exp 04/29"),
    ("te paso la tarjeta en dos mensajes", "los primeros ocho: 2200 4012", "el resto: 3344 5566"),
    ("ich schicke dir die Kartennummer in zwei Teilen", "die ersten acht: 2200 4012", "der Rest: 3344 5566"),
])
def test_card_in_parts_languages(msgs: tuple[str, str, str]) -> None:
    out = _conversation(*msgs)
    for s in ("2200 4012", "3344 5566"):
        assert s not in out, out


def test_parts_of_logs_stay() -> None:
    out = _conversation("I'll send the logs in two parts", "first part: build 4821 failed at step 3")
    assert "build 4821 failed at step 3" in out


def test_docs_in_parts_stay() -> None:
    out = _conversation("I'll paste the API docs in two parts", "First: 2024 budget review, see page 3",
                        "xK9mPq2RtY7vLw3\nthat is the request id from the log")
    assert "2024 budget review" in out


def test_lone_line_without_announcement_stays() -> None:
    assert _conversation("build 7f3a9c1Be2 failed\nwhy?") == "build 7f3a9c1Be2 failed\nwhy?"
