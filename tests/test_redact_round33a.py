"""Round 33a: values named by a linker, a typo'd card, an account or an id of another shape, a code asked for and
sent next (utils.redact_app_codes, redact_nato_keys, redact_handed_on, redact_named_numbers, redact_mistyped_cards,
redact_clause_values, redact_round11). My own sentences, none from a held-out set."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _chat(*msgs: str) -> str:
    mem = SecretMemory("t33a")
    return "\n".join(mem.redact(m, True)[0] for m in msgs)


@pytest.mark.parametrize("text, secret", [
    # a NATO-spelled key with hyphens between the letters
    ("Reading the guest wifi key off the router: bravo-kilo-zulu nine four delta-echo-papa, what now?",
     "bravo-kilo-zulu nine four delta-echo-papa"),
    ("hotspot password is sierra-two-tango-five-golf-hotel", "sierra-two-tango-five-golf-hotel"),
    # Tagalog: the linker "na" between a PIN's name and its value
    ("Sinabi ko sa kanila yung MPIN ko na 2749 kasi akala ko bangko.", "2749"),
    ("Nakalimutan ko kung ano yung PIN ko na 60318 sa ATM.", "60318"),
    # a UK NI number claimed as one's own after the docs' example in the same sentence
    ("HMRC's leaflet uses QQ 12 34 56 C as a sample, mine is AB 62 19 40 D, is that the right format?", "AB 62 19 40 D"),
    # a Hungarian account before its word, a case ending on the word
    ("Kérem, a visszatérítést a 10935264-62048173-52971405 számlaszámra utalják.", "10935264-62048173-52971405"),
    ("Az összeget a 10935264-62048173 számlámra kérem.", "10935264-62048173"),
    # a Czech / Slovak own account in the number/bank-code form, even mistyped
    ("Vratku prosím pošlete na můj účet 2419836650/0100.", "2419836650/0100"),
    ("Preplatok mi pošlite na účet 19-5522113300/0900, ďakujem.", "19-5522113300/0900"),
    # a Spanish Social Security number by its name, its mod-97 control passing
    ("En la Seguridad Social me piden el número de afiliación 28/47163052/40 para el alta.", "28/47163052/40"),
    ("Mi NSS: número de la Seguridad Social 46 30918275 50.", "46 30918275 50"),
    # a PIN named earlier in the sentence, typed after a verb of entering it
    ("El cajero automático me pidió el NIP y puse 7302, luego se tragó la tarjeta.", "7302"),
    ("The terminal asked for my PIN and I typed 91846 twice.", "91846"),
    ("Le terminal demandait le code PIN, j'ai tapé 4418 et c'est refusé.", "4418"),
])
def test_named_values_of_other_shapes(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


@pytest.mark.parametrize("text", [
    "Our company account is 2419836650/0100 at the firma s.r.o., pay the invoice there.",
    "Zaplaťte nájem na účet pronajímatele 2419836650/0100.",
    "A cég 10935264-62048173 számlaszámára fizessen.",
    "HMRC's leaflet uses QQ 12 34 56 C as an example number.",
    "The PIN pad was replaced in 2019 and I entered the shop at 10:30.",
    "Order 4539 6820 1734 5518 shipped on 07/26.",
    "read the flight number: one two three four five six",
])
def test_look_alikes_stay(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize("msgs, secret", [
    # a card number with a typo, its expiry beside it, corrected in the next message: both cut
    (("my card for the streaming plan is 4539 6820 1734 5518, 09/28", "sorry, one digit wrong: it's 4539 6820 1734 5528"),
     "4539 6820 1734 5518"),
    (("meine Kreditkarte: 4539-6820-1734-5518 gültig bis 03/29", "falsch getippt, richtig ist 4539-6820-1734-5528"),
     "4539-6820-1734-5518"),
    # a code asked for at the end of one message, sent in the next
    (("Logging into the tax portal with my usual password, now it asks for a code", "here, it came: 730512. still fails"),
     "730512"),
    (("Entro en la web del banco y ahora me pide el código", "me llegó: 884120, pero dice que caducó"), "884120"),
    (("Захожу в госуслуги, а он просит код", "вот пришёл: 615273, не подходит"), "615273"),
    # a key announced for the next message, then given after "it's" alone
    (("La contraseña del wifi te la paso en el siguiente mensaje", "es Rq7vT2mX9kLp, la de la pegatina"), "Rq7vT2mX9kLp"),
    (("I'll send the router key in the next message", "it's Hz4qW8nP2bTs from the label"), "Hz4qW8nP2bTs"),
    (("Den WLAN-Schlüssel schicke ich dir in der nächsten Nachricht", "ist Kp3xN7vQ2wLm, steht hinten drauf"), "Kp3xN7vQ2wLm"),
])
def test_values_over_two_messages(msgs: tuple[str, ...], secret: str) -> None:
    assert secret not in _chat(*msgs)


def test_a_plain_next_message_stays() -> None:
    msgs = ("I'll send the agenda in the next message", "it's Monday at 10, room B")
    assert _chat(*msgs) == "\n".join(msgs)
