"""Round 30d (tuning_v48): the classes behind its misses and changed look-alikes, in wording of our own."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _cut(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "secret"), [
    # a combination past a bracketed aside naming the safe's make
    ("The wardrobe safe (Yale YSV/200) keeps refusing the code I picked, 14-62-08.", "14-62-08"),
    # a security question's topic and its answer with no mark between, in a message about the questions
    ("My security questions: first pet Captain Fluff and maiden name Ortega.", "Captain Fluff"),
    # a relative's account passed on beside their PIN
    ("Mi madre me pasó el PIN de su tarjeta. Y su cuenta es ES97 3491 0575 7444 4581 2066, ¿puedo usarla?",
     "ES97 3491 0575 7444 4581 2066"),
    # a card's code by where it is printed, in Hebrew and Dutch
    ("כרטיס 4539 1488 0343 6467, 3 ספרות בגב 417", "417"),
    ("Kaart 4539 1488 0343 6467, de drie cijfers achterkant 905", "905"),
    # a PIN's name in the Finnish partitive
    ("Kirjoitin kortin tunnuslukua 6604 väärin kolme kertaa.", "6604"),
    # a PIN recalled after its name, in the next sentence
    ("Dad lost his card PIN. He thinks it's 7730.", "7730"),
    ("La abuela no recuerda el PIN. Cree que es 4180.", "4180"),
    # a one-time code typed in from the authenticator
    ("The push never came, so I entered 730215 from the Microsoft Authenticator app.", "730215"),
    # an own NIF said to be one's own between its name and the number
    ("O NIF que vem no contrato é o meu, 232013969, confere?", "232013969"),
    # a Mapbox secret token, whole
    ("MAPBOX_UPLOAD=sk.eyJ1IjoibWFwZmFuIiwiYSI6ImNrOTl4enE3YjAwMW0zZ3BnNmV4cDE4aHcifQ.Rt5pWq8ZkLm2Xv7NcB3dHa",
     "eyJ1IjoibWFwZmFuIiwiYSI6ImNrOTl4enE3YjAwMW0zZ3BnNmV4cDE4aHcifQ"),
])
def test_cut(text: str, secret: str) -> None:
    assert secret not in _cut(text)


@pytest.mark.parametrize(("text", "kept"), [
    # a transfer's, a filing's or a parcel's reference under its label
    ("거래 번호 771203948812 로 조회했어요, 비밀번호는 안 알려줄게요", "771203948812"),
    ("Ο αριθμός πρωτοκόλλου της αίτησης είναι 550912338.", "550912338"),
    ("UTR no. 512398771026 for the refund, money still not credited", "512398771026"),
    # a log's connection id after a failed login, a network's name under its label
    ("Login failed for user 'etl'. ClientConnectionId:0b7e2d1c-4a55-4f0e-9c3b-2a8d6e1f7c90", "0b7e2d1c"),
    ("Ağ adı TURKNET_5G_81F3, misafirler bağlanamıyor", "TURKNET_5G_81F3"),
    # another party's account: a public fund, a Hungarian landlord, a Greek landlord
    ("Bitte an die Stadtkasse überweisen, IBAN DE89 3704 0044 0532 0130 00.", "DE89 3704 0044 0532 0130 00"),
    ("A főbérlő számlája HU42 1177 3016 1111 1018 0000 0000, oda utalok.", "HU42 1177 3016 1111 1018 0000 0000"),
    # a memo written for a transfer is no document of the speaker's own
    ("Il padrone di casa vuole l'affitto su IT60 X054 2811 1010 0000 0123 456, come scrivo la causale?",
     "IT60 X054 2811 1010 0000 0123 456"),
    # an example password cited by someone else, a Mapbox public token
    ("My manager says Spring2025! is a terrible choice, what should I use instead?", "Spring2025!"),
    ("map = new mapboxgl.Map({accessToken: 'pk.eyJ1IjoibWFwZmFuIiwiYSI6ImNrOTl4enE3YjAwMW0zZ3BnNmV4cDE4aHcifQ.Zx8YqWm3RtL2vKp9HnB4cA'})",
     "Zx8YqWm3RtL2vKp9HnB4cA"),
])
def test_kept(text: str, kept: str) -> None:
    assert kept in _cut(text)


def test_a_pin_corrected_in_the_next_message() -> None:
    m = SecretMemory("s")
    first = m.redact("Бабуся думає, що PIN від картки 3391", True)[0]
    second = m.redact("ні, вона каже 5820", True)[0]
    assert "3391" not in first and "5820" not in second
