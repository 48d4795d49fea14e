"""Round 30b (my own texts, not tuning_v47's): the classes of tuning_v47's misses and changed look-alikes, each in
other wordings and languages: other parties' accounts (a tradesman's, a building's community's, a Turkish third
person's own, a shop's in Persian), a caller's number, a Persian order, development chains' test mnemonics, a Vault
token's accessor; a Telegram bot's token in its URL, a credential constructor's literal after an id variable, an IBAN
of letters, a code a device shows or gave, a value spelled letter by letter or in NATO words after a password's name,
a password one logs in with, security answers after an arrow, a TOTP key typed in by hand, a card's halves in
Turkish and Russian, a password corrected in the next message."""

from __future__ import annotations

from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


def _cut(text: str, value: str) -> bool:
    return value not in _out(text)


def test_another_partys_account_stays_beside_the_speakers_own() -> None:
    for text, theirs, mine in (
        ("L'électricien m'a envoyé son RIB FR78 5964 9891 1934 3751 0919 867, je paie depuis mon compte "
         "FR08 3614 6702 3537 4409 7980 604.", "FR78 5964 9891 1934 3751 0919 867", "FR08 3614 6702 3537 4409 7980 604"),
        ("El recibo del agua va a la cuenta de la comunidad ES59 0081 9965 1717 9855 1235 y yo pago desde "
         "ES66 5915 3697 8832 6233 7962.", "ES59 0081 9965 1717 9855 1235", "ES66 5915 3697 8832 6233 7962"),
        ("Aidatı göndermek için benim IBAN'ım TR23 8352 6660 9462 4236 6899 07. Yöneticinin kendi IBAN'ı "
         "TR08 2993 0494 1741 9905 8523 03, oraya yatırıyorum.", "TR08 2993 0494 1741 9905 8523 03",
         "TR23 8352 6660 9462 4236 6899 07"),
        ("Plata la furnizor merge în contul RO77 INGB I4T0 3RLD VAK8 QIEC, iar contul meu e "
         "RO78 BTRL 09KG UF6S SVXU LUO9.", "RO77 INGB I4T0 3RLD VAK8 QIEC", "RO78 BTRL 09KG UF6S SVXU LUO9"),
    ):
        out = _out(text)
        assert theirs in out and mine not in out, text
    assert "IR27 2504 3773 7689 5600 2854 87" in _out("فروشگاه شماره شبا IR27 2504 3773 7689 5600 2854 87 رو فرستاد.")


def test_a_callers_number_and_an_order_stay_beside_a_code() -> None:
    out = _out("카드사라면서 1644-2231 번호로 전화가 와서 인증번호 583920 알려달래요.")
    assert "1644-2231" in out and "583920" not in out
    out = _out("Someone who rang me from +44 20 7946 0321 asked for the one-time code 447120, is that my bank?")
    assert "+44 20 7946 0321" in out and "447120" not in out
    out = _out("رمز دوم کارت 519304 رو زدم ولی سفارش 73316092 ثبت نشد.")
    assert "73316092" in out and "519304" not in out


def test_published_test_mnemonics_stay_and_a_restored_seed_is_cut() -> None:
    for text in ('Anvil starts with "test test test test test test test test test test test junk" by default.',
                 "Ganache's deterministic accounts come from myth like bonus scare over problem client lizard pioneer "
                 "submit female collect, right?",
                 'the zero-entropy vector "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong" passes the checksum'):
        assert redact(text)[1] == 0, text
    seed = "orbit velvet crane salad humble jaguar ripple tongue basket mercy sugar fossil"
    assert _cut(f"Phantom shows an empty wallet after I restored it with {seed}, what went wrong?", seed)
    assert _cut(f"restoring MetaMask on the new laptop with: {seed}. balance 0", seed)


def test_a_vault_accessor_stays_and_its_token_is_cut() -> None:
    out = _out("token_accessor: Yq8RLm2cVw7ZpTfK4sNd0bXa\nexport VAULT_TOKEN=hvs.Pk3sW9qLmZ7xRt2VbN8cYd4F")
    assert "Yq8RLm2cVw7ZpTfK4sNd0bXa" in out and "Pk3sW9qLmZ7xRt2VbN8cYd4F" not in out


def test_a_bot_token_in_its_url_and_a_constructors_second_literal_are_cut() -> None:
    out = _out("curl https://api.telegram.org/bot7730148812:AAFq3ZrT9x-LmWcV2bN8sKdY0pHjE4uRtGo/getUpdates?offset=-1")
    assert "AAFq3ZrT9x-LmWcV2bN8sKdY0pHjE4uRtGo" not in out and "offset=-1" in out
    assert _cut('twilio = Client(ACCOUNT_SID, "4be71c09a2f85d36e0c17a9b24d58f63")', "4be71c09a2f85d36e0c17a9b24d58f63")
    assert redact('client = Client(base_url, "production")')[1] == 0


def test_a_code_a_device_shows_or_gave_is_cut() -> None:
    for text, value in (
        ("O token do banco agora está mostrando 604182 e o site pede de novo.", "604182"),
        ("Koden från bankdosan (modell 2200) blev 39417765 men inloggningen misslyckades.", "39417765"),
        ("El token de 8 dígitos muestra 93015274 pero la web lo rechaza.", "93015274"),
        ("Min NemID-kode 774210 virker ikke længere.", "774210"),
    ):
        assert _cut(text, value), text


def test_a_value_spelled_letter_by_letter_or_in_nato_words_is_cut() -> None:
    assert _cut("the router sticker, letter by letter: q-r-t-w-n-z-k-v. I keep getting locked out", "q-r-t-w-n-z-k-v")
    assert _cut("Ich lese es Buchstabe für Buchstabe vor: h-p-x-m-r-d-t, aber die Anmeldung scheitert.",
                "h-p-x-m-r-d-t")
    assert redact("spell my surname letter by letter: k-o-w-a-l-s-k-i, thanks")[1] == 0
    out = _out("helpdesk reset my password on the call about my laptop, I noted it down as Kilo seven Papa two Echo "
               "Zulu nine. Is it case sensitive?")
    assert "Kilo seven Papa two Echo Zulu nine" not in out
    assert redact("our callsign tonight is Kilo seven Papa two Echo, over")[1] == 0


def test_a_password_one_logs_in_with_is_cut() -> None:
    for text, value in (("I sign into the library site with Marmalade77! but it says expired.", "Marmalade77"),
                        ("je me connecte au site des impôts avec Tournesol_2291 et ça bloque", "Tournesol_2291"),
                        ("entro no portal da escola com Goiaba#4410 e nada acontece", "Goiaba#4410")):
        assert _cut(text, value), text
    for text in ("I log in with Office365 at work", "she signed in with Google and it worked",
                 "logging in with v2.13 of the app fails"):
        assert redact(text)[1] == 0, text


def test_security_answers_after_an_arrow_and_a_title() -> None:
    text = "recovery questions: favourite teacher -> Dr. Okafor, first car => Corolla. app 3.2.1"
    out = _out(text)
    assert "Okafor" not in out and "Corolla" not in out and "3.2.1" in out and "->" in out


def test_a_totp_key_typed_in_by_hand_is_cut() -> None:
    key = "m4xq 7ztr kwp2 ld5n hv3c 6yse ub7o fj2a"
    assert _cut(f"Google's page said can't scan the QR code? Then enter this key: {key}. Done.", key)


def test_a_cards_halves_in_turkish_and_russian() -> None:
    mem = SecretMemory("alice")
    a = mem.redact("Kartımın ilk 8 hanesi 5412 7533", True)[0]
    b = mem.redact("son sekiz 0197 6648", True)[0]
    assert "5412 7533" not in a and "0197 6648" not in b
    assert "4276 3801" not in _out("Первые восемь цифр карты: 4276 3801")


def test_a_password_corrected_in_the_next_message() -> None:
    for first, second, value in (
        ("le mot de passe du wifi c'est Lavande_77", "attends, je l'ai changé, c'est maintenant Lavande_2025", "Lavande_2025"),
        ("Het wachtwoord van de printer is tulp4471", "oh wacht, het is tulp447102 sinds vrijdag", "tulp447102"),
        ("the NAS password is copper_fox19", "wait, actually it's copperfox2024 now", "copperfox2024"),
    ):
        mem = SecretMemory("alice")
        mem.redact(first, True)
        out = mem.redact(second, True)[0]
        assert value not in out, second
    mem = SecretMemory("alice")
    mem.redact("mon mot de passe CAF c'est Cerise_310#", True)
    out = mem.redact("non attends, c'est Cerise_311# maintenant, pour le dossier CF-55102934", True)[0]
    assert "CF-55102934" in out
