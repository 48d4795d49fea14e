"""Round 43a: passwords asked about for strength or reuse in any wording, password parts in apposition, a second
password after "or", a card's code by its place in the message after the card, a code said before its name, a card's
NIP, a lock's code past a place or before a verb-final copula, NATO letters with their case, a passphrase set to a
quoted value, a full password's shape the speaker has for a service, a number given in labelled parts across
messages; and the ordinary text of the same shapes that stays (years, counts, prices, model numbers, error codes,
order and tracking numbers, SSIDs). My own sentences; the values are made up."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory


def _out(text: str) -> str:
    return SecretMemory("t").redact(text, True)[0]


def _convo(*msgs: str) -> str:
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in msgs)


# ---- a password's shape asked about for strength, safety or reuse ----

JUDGED_CUT = [
    ('Is "Harbor88!" strong enough for my Gmail? I use it for the bank too.', "Harbor88!"),
    ("Would Quokka#2215 be safe for the family Spotify account?", "Quokka#2215"),
    ("¿Es «Lagarto!731» lo bastante segura para la cuenta del banco?", "Lagarto!731"),
    ("Est-ce que « Brume#4410 » est assez fort pour mon compte Amazon ?", "Brume#4410"),
    ("Ist „Tannen$zapfen9“ sicher genug fürs Konto?", "Tannen$zapfen9"),
    ('Czy "Kotek!2290" jest wystarczająco silne do logowania w banku?', "Kotek!2290"),
    ("My login for work is Gecko77$, can that be cracked easily?", "Gecko77$"),
]
JUDGED_KEPT = [
    ("Is the RTX4090 strong enough for 4K gaming?", "RTX4090"),
    ('Is "Ryzen7-5800X" good enough for video editing?', "Ryzen7-5800X"),
    ("Is Summer2024! strong enough as a password?", "Summer2024!"),
    ("Is a 12-character password strong enough for 2025?", "12-character"),
    ("Is the Galaxy-S24 safe to buy in 2024? It costs $799.", "Galaxy-S24"),
    ("Is Windows11 secure enough for the office network?", "Windows11"),
    ("Is the iPhone15Pro good enough for photos?", "iPhone15Pro"),
    ("Is Bcrypt12 strong enough for hashing our users' passwords?", "Bcrypt12"),
    ("Is my bank password safe if I log in on a Pixel7a phone?", "Pixel7a"),
    ("Is Monday2026 the day I should finally change my weak password?", "Monday2026"),
]


@pytest.mark.parametrize("text,value", JUDGED_CUT)
def test_a_password_asked_about_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text,value", JUDGED_KEPT)
def test_a_product_asked_about_stays(text: str, value: str) -> None:
    assert value in _out(text)


# ---- a password's parts in apposition, the second of two alternatives ----

PARTS_CUT = [
    ("I keep my vault password in two places: the first half, Otter42, is in my wallet and the second half, "
     "#riverStone, I remember.", ("Otter42", "#riverStone")),
    ("Mein Passwort ist geteilt: der erste Teil, Moos77, steht im Kalender, der zweite Teil, !Birke, im Kopf.",
     ("Moos77",)),
    ("La contraseña la partí: la primera parte, Gato2210, está en la libreta y la segunda parte, $luna, la sé.",
     ("Gato2210", "$luna")),
    ("Nie wiem, czy hasło do banku to Kasztan88! czy Jarzebina77?", ("Kasztan88!", "Jarzebina77")),
    ("I think the wifi password is Pelican4477! or Pelican4478!, one of those.", ("Pelican4477!", "Pelican4478!")),
    ("Nevím, jestli heslo k poště je Sýkorka61# nebo možná Sýkorka62#.", ("Sýkorka62#",)),
]
PARTS_KEPT = [
    "The first part, chapter 3, is about 2019 and the second part, 2020-2021, about the pandemic.",
    "The password must have 12 characters or more, and the first part of the guide explains why.",
    "The router is model AX3000 or AX5400, the first part of the box says RT-AX58U.",
    "Is the password field required or optional? The second part of the form asks for 2 names.",
]


@pytest.mark.parametrize("text,values", PARTS_CUT)
def test_password_parts_and_alternatives_are_cut(text: str, values: tuple[str, ...]) -> None:
    out = _out(text)
    for v in values:
        assert v not in out, out


@pytest.mark.parametrize("text", PARTS_KEPT)
def test_parts_of_prose_stay(text: str) -> None:
    assert _out(text) == text


# ---- a card's code by its place, in the message after the card ----

def test_a_card_code_by_its_place_after_the_card() -> None:
    out = _convo("Please pay the invoice with this card: 4539 1488 0343 6467", "exp 08/28 and the code on the back "
                 "is 417", "the invoice is #8812093")
    assert "417" not in out and "#8812093" in out
    out = _convo("Voici ma carte : 4539 1488 0343 6467", "valable jusqu'à 08/28, le code au dos : 552")
    assert "552" not in out


@pytest.mark.parametrize("text", [
    "The code on the back of the box is 2024, it's the year of the model.",
    "The number on the back of the jersey is 10.",
    "The serial number on the back reads 884, see the sticker.",
])
def test_numbers_on_the_back_of_things_stay(text: str) -> None:
    assert _out(text) == text


# ---- a one-time code before its name, a card's NIP ----

CODE_CUT = [
    ('SMS from the bank: "482913 is your verification code. Do not share it."', "482913"),
    ("Reçu : « 771204 est votre code de confirmation, ne le communiquez à personne »", "771204"),
    ('मुझे यह मैसेज मिला: "550193 आपका OTP है, किसी को न बताएं"', "550193"),
    ("Recuérdame que el NIP de mi tarjeta de débito es 9047, por favor.", "9047"),
    ("Mon NIP est 3816, je l'oublie toujours.", "3816"),
]
CODE_KEPT = [
    "Error 404 is the code for a missing page, 500 is the server's.",
    "My order 558201 is your problem now, said the shop.",
    "El NIP de la empresa es 5252881234 según la factura.",
    "2024 code review: 1200 lines changed in 37 files.",
    "Tracking: 7741 0092 3310, your parcel arrives Tuesday.",
]


@pytest.mark.parametrize("text,value", CODE_CUT)
def test_codes_before_their_name_and_nips_are_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", CODE_KEPT)
def test_numbers_near_a_code_word_stay(text: str) -> None:
    assert _out(text) == text


# ---- a lock's code past a place, or before a verb-final copula ----

LOCK_CUT = [
    ("Zet erin dat de code van mijn kluisje 4471 is, dan vergeet ik het niet.", "4471"),
    ("Kód od trezoru v pracovně je 920315, nikomu to neříkej.", "920315"),
    ("The code for the safe in the guest room is 582093.", "582093"),
    ("Der Code für den Tresor im Keller ist 604815.", "604815"),
    ("El código de la caja fuerte del despacho es 77120.", "77120"),
]
LOCK_KEPT = [
    "The code for the locker room is posted at reception, room 12 is upstairs.",
    "De code van het kluisje staat op de sleutel, kluisje 212 is naast de douche.",
    "The safe in the guest room is 40 cm wide and costs 120 €.",
    "Kód od trezoru je z roku 2019, musím ho změnit.",
]


@pytest.mark.parametrize("text,value", LOCK_CUT)
def test_a_lock_code_past_a_place_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", LOCK_KEPT)
def test_lock_talk_without_a_code_stays(text: str) -> None:
    out = _out(text)
    assert all(n in out for n in ("12", "212", "40", "120", "2019") if n in text), out


# ---- NATO letters with their case, a passphrase set to a quoted value, a full shape the speaker has ----

def test_a_password_in_nato_letters_with_case_is_cut() -> None:
    text = ("The admin password, as my sister read it: capital kilo, seven, small delta, small romeo, capital echo, "
            "hash, two. Serial on the box is XK2231.")
    out = _out(text)
    assert "small delta" not in out and "capital echo" not in out and "XK2231" in out


def test_nato_words_in_prose_stay() -> None:
    text = "Our flight from Lima to Quebec via Victor's hotel was on November 5, Delta then Alpha airline."
    assert _out(text) == text


QUOTED_SET_CUT = [
    ('My KeePass file wants its master password. I changed it last spring to "cactus orbit lantern plum" I think.',
     "cactus orbit lantern plum"),
    ('VeraCrypt asks for the volume passphrase; I set it to "fjord pebble maple comet" back then.',
     "fjord pebble maple comet"),
    ('Das Passwort für die Fritzbox habe ich damals auf "Kranich_Tal-82" gesetzt.', "Kranich_Tal-82"),
]


@pytest.mark.parametrize("text,value", QUOTED_SET_CUT)
def test_a_passphrase_set_to_a_quoted_value_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", [
    'I set the password policy to "at least 12 characters" last year.',
    'The gpg prompt changed it to "Bad passphrase" again.',
    'I set the title to "the best one around" for the blog post.',
])
def test_quoted_prose_after_set_stays(text: str) -> None:
    assert _out(text) == text


def test_a_full_shape_the_speaker_has_is_cut() -> None:
    out = _convo("Не пускает на сайт, пишет неверный пароль. Ввожу Lastochka21$",
                 "ой, это от другого сайта. Для банка у меня Beryozka1984! . Что делать?")
    assert "Beryozka1984!" not in out
    out = _out("For the tax portal I use Tulip#2291x, for the rest something else.")
    assert "Tulip#2291x" not in out


@pytest.mark.parametrize("text", [
    "I have RT-AX58U at home and a Galaxy S24 as a phone.",
    "I use Node.js v20.11.1 and Python 3.12 for this.",
    "У меня iPhone15 и ноутбук ThinkPad-T14.",
])
def test_models_the_speaker_has_stay(text: str) -> None:
    assert _out(text) == text


# ---- a number given in labelled parts across messages ----

def test_a_number_in_labelled_parts_across_messages() -> None:
    out = _convo("Nitakutumia nambari ya akaunti yangu kwa sehemu mbili.", "Sehemu ya kwanza: 4402",
                 "Na ya pili: 9917.")
    assert "4402" not in out and "9917" not in out
    out = _convo("Ich schicke dir meine Ausweisnummer in zwei Teilen.", "Teil 1: 7730", "Teil 2: 2815")
    assert "7730" not in out and "2815" not in out


def test_parts_of_a_recipe_stay() -> None:
    out = _convo("I'll send the recipe in two parts.", "First part: 200 g flour, 3 eggs", "Second part: bake 2025 s")
    assert "200" in out and "2025" in out


# ---- a Wi-Fi password of lower-case words run together ----

WIFI_CUT = [
    ("Til naboen: wifi-passordet er fjellrevkanelsnø, nøkkelen ligger under matta.", "fjellrevkanelsnø"),
    ("Lösenordet till wifi är blåbärsmjölkgröt, routern står i hallen.", "blåbärsmjölkgröt"),
    ("Das WLAN-Passwort ist tannenzapfenmond, falls du es brauchst.", "tannenzapfenmond"),
    ("La contraseña del wifi es tortugaverdelimon por si la necesitas.", "tortugaverdelimon"),
    ("Het wifi-wachtwoord is zeehondjeregenboog, de router staat boven.", "zeehondjeregenboog"),
]
WIFI_KEPT = [
    "Das WLAN-Passwort ist leider verlorengegangen.",
    "Le mot de passe du wifi est malheureusement perdu.",
    "Het wifi-wachtwoord is onbegrijpelijk lang, netwerk HuisNet_5G werkt wel.",
    "The wifi network is HomeBase_5G and the router model is AX3000.",
]


@pytest.mark.parametrize("text,value", WIFI_CUT)
def test_a_wifi_password_of_words_run_together_is_cut(text: str, value: str) -> None:
    assert value not in _out(text)


@pytest.mark.parametrize("text", WIFI_KEPT)
def test_wifi_prose_and_ssids_stay(text: str) -> None:
    assert _out(text) == text


# ---- ordinary text of the same shapes ----

@pytest.mark.parametrize("text", [
    "Is 2025 a good year to refinance? Rates were 6.8% in 2024 and the fee is $1,250.",
    "Order #4471 or #4472 should arrive by Friday, tracking 1Z999AA10123456784.",
    "The first part costs €49 and the second part €120, 3 pieces in total.",
    "Error code 0x80070005 or 0x80004005 appears when I install KB5034441.",
    "My locker is number 212 and the gym closes at 2200.",
    "The SSID is Vodafone-7F3A or FRITZ!Box 7590 XQ, whichever is stronger?",
    "Is the Pixel8a strong enough for gaming, or should I get the S24?",
])
def test_ordinary_numbers_and_names_stay(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize("text", [
    "The 2023 security code update broke logins on Monday.",
    "Our office has 4 digit access codes, room 4410 access code reader is broken.",
    "Batch 7781 verification code review is scheduled for Monday.",
])
def test_numbers_before_a_code_name_outside_a_message_stay(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize("text", [
    "Är Vintern2026! ett bra lösenord för jobbet?",
    "Our policy bans things like Passwort2024! or Sommer2023 for the account.",
    "The hotspot is called Alpha Tango Kilo Lima Mike, the one upstairs.",
    "the zip code for the gate office is 10115",
    "I use sk_live_token_Ab12 style ids and I have req_8HxQ2mLp in the log.",
])
def test_common_bases_names_and_ids_stay(text: str) -> None:
    assert _out(text) == text
