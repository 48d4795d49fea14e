"""utils.redact_given_codes, redact_nato_keys and redact_scripts: codes given after a failed one or to a scammer, a
bank's clave, a Hebrew gate code, a Wi-Fi key in the NATO alphabet, codes in other scripts' digits; and the numbers,
names and words beside them that stay. My own sentences, not a held-out item."""

from __future__ import annotations

import pytest

from utils import redact_given_codes, redact_nato_keys, redact_scripts
from utils.redact import SecretMemory, redact


def _given(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in redact_given_codes.find(text, text.lower(), lambda v: False)]


@pytest.mark.parametrize(("text", "code"), [
    ("ging nicht, neuer Code kam gerade: 88 20 14", "88 20 14"),
    ("that one expired, another code came: 640 271", "640 271"),
    ("kod BLIK? dałam mu 441 209", "441 209"),
    ("dia minta kode verifikasi WA, aku kasih 3381-07", "3381-07"),
    ("μου ζήτησε τον κωδικό μιας χρήσης 920114", "920114"),
    ("mi clave de firma es 6610", "6610"),
    ("הקוד לשער 7205#", "7205"),
])
def test_a_code_given(text: str, code: str) -> None:
    assert _given(text) == [code]
    assert code not in redact(text)[0]


@pytest.mark.parametrize(("first", "then", "code"), [
    ("sms code 480 112", "that one expired, new one 640271", "640271"),
    ("código 228190", "no funcionó, me llegó otro: 502 913", "502 913"),
    ("code 330 192", "ok try 117 480, that's the new one", "117 480"),
    ("codice 482001", "non va, me ne è arrivato un altro: 55 79 02", "55 79 02"),
])
def test_a_new_code_after_a_cut_one_in_another_grouping(first: str, then: str, code: str) -> None:
    mem = SecretMemory("t")
    assert mem.redact(first, True)[1] == 1
    assert code not in mem.redact(then, True)[0]


def test_a_new_number_with_no_code_before_it_stays() -> None:
    mem = SecretMemory("t")
    text = "Il PIN della SIM è 8351, il numero nuovo è 348 902 1156."
    out = mem.redact(text, True)[0]
    assert "8351" not in out and "348 902 1156" in out
    assert "0176 5512" in mem.redact("ok, il nuovo è 0176 5512 3344", True)[0]  # a phone: more digits than a code


@pytest.mark.parametrize("text", [
    "got a new one, model 4411",  # a noun names the number
    "the new one came out in 2023",  # a year
    "I bought a new one for 1299 dollars",  # a price
    "chegou outro pacote 330 918",  # a parcel's number
    "el nuevo modelo cuesta 1200 euros",
    "zip code 94103", "error code 500", "area code 0208", "promo code 2024",
    "la clave de firma tiene 6 dígitos",  # a question of length, no value
    "קוד הנחה 5521#",  # a discount code
    "room 204, another one on floor 3",
])
def test_numbers_that_are_no_code_stay(text: str) -> None:
    assert redact(text)[0] == text


def test_a_nato_key_after_the_network_and_names_that_stay() -> None:
    key = "Romeo Four Kilo Two Papa Nine"
    assert key not in redact(f"hotspot is {key}, flat 3")[0]
    for text in ("booking under Smith: Sierra Mike India Tango Hotel",
                 "my callsign on the network is November Two Four Echo Kilo Lima",
                 "the wifi network name is Bravo Echo Alpha Charlie Hotel",
                 "the hotspot is called Tango Seven Echo Lima Four Xray"):
        assert redact(text)[0] == text
    assert not redact_nato_keys.announces("the hotspot: Tango Seven Echo Lima Four Xray Nine")


def test_a_nato_key_read_out_after_it_was_asked_for() -> None:
    mem = SecretMemory("t")
    mem.redact("on your hotspot now, read me the key", True)
    out, _ = mem.redact("Lima Three Papa Oscar Nine Zulu Four Kilo", True)
    assert "Zulu" not in out


def test_other_scripts_digits_are_read_as_digits_and_cut_in_place() -> None:
    text = "رمز یکبار مصرف: ۵۲۹۸۱۴، ساعت ۱۰:۴۵"
    assert redact_scripts.ascii_digits(text) == "رمز یکبار مصرف: 529814، ساعت 10:45"
    out = redact(text)[0]
    assert "۵۲۹۸۱۴" not in out and "۱۰:۴۵" in out
    card = "कार्ड नंबर ४५३२ ०१८७ ७३१९ २२०९ और सीवीवी ४१७"
    assert "४१७" not in redact(card)[0] and "४५३२" not in redact(card)[0]
    for keep in ("ราคา ๑,๕๙๐ บาท", "تلفن فروشگاه ۰۲۱-۸۸۷۶۵۴۳۲", "الإصدار ٥.٤.٢", "टिकट ₹१,२९९ का है"):
        assert redact(keep)[0] == keep
