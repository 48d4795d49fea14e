"""Other parties' accounts and numbers beside a user's secrets (round 33b): my own sentences, not a held-out set's.

A biller's account on its bill or payment request (a Finnish bill in a compound, a reference number, a payment
request, wire instructions), a business's account named by a word after it ("de la tienda") or by its VAT id in the
same sentence, an account the speaker reports having paid or a registered association's account in a text the speaker
writes, a company's or a public body's tax number, a masked card's last digits, an API's object id, an order number
after a code already given."""

from __future__ import annotations

import pytest

from utils.redact import redact


def _iban(cc: str, bban: str) -> str:
    n = "".join(str(int(c, 36)) for c in bban + cc + "00")
    raw = f"{cc}{98 - int(n) % 97:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


FI = _iban("FI", "51630036002417")
NL = _iban("NL", "INGB0006721845")
DE = _iban("DE", "513900000417320815")
PL = _iban("PL", "109024020000000612345678")
GB = _iban("GB", "LOYD30963376543210")
ES = _iban("ES", "21000418450200051332")
FR = _iban("FR", "30006000011234567890189")


@pytest.mark.parametrize("text, value", [
    # a bill in a Finnish compound, its reference number
    (f"Vesilaskun mukaan maksu tilille {FI}, viite 4471 2208. Onko eräpäivä joustava?", FI),
    (f"Puhelinlaskussa lukee tilinumero {FI} ja viitenumero 88213", FI),
    # a payment request, wire instructions, a business named after the account, its VAT id beside it
    (f"Ontving een betaalverzoek: overmaken naar {NL} voor order 55821. Echt of nep?", NL),
    ("The vendor emailed new wire instructions: routing 021000021, account 48822019371. Legit?", "48822019371"),
    ("Me pasaron la CLABE 012180015577001234 del negocio para el apartado, ¿es seguro?", "012180015577001234"),
    (f"Is this real? Transfer to {GB}, VAT number GB 118 2233 44, for the desk order.", GB),
    # a payment the speaker reports, a club's or a charity's account, in a text the speaker asks for
    (f"Write a note to Greenleaf Supplies: I paid the invoice 7721 to {GB} yesterday.", GB),
    (f"Napisz SMS do hurtowni: zapłaciłam fakturę 12/2026 przelewem na {PL}.", PL),
    (f"Schreib einen Aufruf an die Eltern: Spenden an den Förderverein Grundschule e.V., IBAN {DE}.", DE),
    (f"Redacta un cartel: donativos a la asociación vecinal, cuenta {ES}.", ES),
    (f"Make a flyer: gifts to Hillside Animal Rescue, registered charity no. 1182233, account {GB}.", GB),
])
def test_another_partys_account_stays(text: str, value: str) -> None:
    assert value in redact(text)[0]


@pytest.mark.parametrize("text, value", [
    # the speaker's own account stays cut beside the same words
    (f"Mein Konto für die Rückzahlung ist {DE}, die Rechnung kam gestern", DE),
    (f"My VAT number is GB118223344 and my IBAN is {GB}", GB),
    (f"Draft an invoice footer: payment to Brightline Studio Ltd, IBAN {GB}", GB),
    (f"Schreib eine Rechnung: zahlbar an Weber GmbH, IBAN {DE}", DE),
    (f"Il modulo del rimborso vuole il mio IBAN {_iban('IT', 'X0542811101000000123456')}. Il fornitore ha partita IVA"
     " 01234567890", None),
    (f"Minun tilini on {FI}, palkkalaskelma tuli eilen", FI),
])
def test_the_speakers_own_account_stays_cut(text: str, value: str | None) -> None:
    out = redact(text)[0]
    if value is None:
        assert "[REDACTED:" in out and "IT" not in out.split("IBAN")[1][:4]
    else:
        assert value not in out


@pytest.mark.parametrize("text, value", [
    ("A minha contabilista (empresa, NIF 509442013) pediu os recibos", "509442013"),
    ("A entidade patronal tem NIF 508123456, onde ponho isso?", "508123456"),
    ("Ο εργοδότης (εταιρεία, ΑΦΜ 998877665) μου έστειλε βεβαίωση", "998877665"),
    ("La multa ha codice fiscale dell'ente 80012340723, la pago in posta?", "80012340723"),
    ("Il bollettino ha codice avviso 301000000012345678, si paga in tabaccheria?", "301000000012345678"),
])
def test_a_partys_tax_number_or_notice_stays(text: str, value: str) -> None:
    assert value in redact(text)[0]


def test_masked_card_tail_stays_and_the_code_is_cut() -> None:
    out = redact("SMS : code 552019 pour un achat avec la carte **** **** **** 4417, je n'ai rien acheté")[0]
    assert "4417" in out and "552019" not in out
    out = redact("Banka SMS: kart XXXX XXXX XXXX 0931 ile ödeme, doğrulama kodu 771204")[0]
    assert "0931" in out and "771204" not in out


def test_api_object_id_stays_beside_a_key() -> None:
    key = "sk-ant-api03-" + "Qw3rTy7UiOp9AsDfGhJkLzXcVbNm12345" * 2 + "AA"
    out = redact(f'ANTHROPIC_API_KEY="{key}" and the reply msg_01Hq7ZtN5pLmR2sXv9WkYbCd is missing')[0]
    assert "msg_01Hq7ZtN5pLmR2sXv9WkYbCd" in out and key not in out


@pytest.mark.parametrize("text, value, code", [
    ("Dałem kod BLIK 771203 kupującemu do zamówienia 48120339, czy to błąd?", "48120339", "771203"),
    ("Gave the OTP 448210 to the caller for order 55120934, was that wrong?", "55120934", "448210"),
    ("Le di el código de verificación 903311 al vendedor para el pedido 77120945, ¿qué hago?", "77120945", "903311"),
    ("Ho dato il codice OTP 903311 al venditore per l'ordine 77120945, cosa faccio?", "77120945", "903311"),
])
def test_an_order_number_after_a_given_code_stays(text: str, value: str, code: str) -> None:
    out = redact(text)[0]
    assert value in out and code not in out


def test_a_pin_for_a_room_is_still_cut() -> None:
    assert "4521" not in redact("the PIN for room 12 is 4521")[0]


@pytest.mark.parametrize("text, value", [
    (f"Write to the tennis club: please refund the fee to {GB}, I left in May.", GB),
    (f"Schreib dem Verein: bitte Rückerstattung des Beitrags auf {DE}.", DE),
    (f"Klopt dit? Terugbetaling op {NL}, btw-nummer NL001234567B01 van de winkel.", NL),
])
def test_a_refund_goes_to_the_speakers_account(text: str, value: str) -> None:
    assert value not in redact(text)[0]
