"""utils.redact_person_ids: a SIN, a South African id, a RUT, a CPF, an RRN after a person's name or an id's word, and
what stays (the same number failing its check, a company's RUT, a number under a public label). My own values, made
to pass or fail their checks."""

from __future__ import annotations

import pytest

from utils import idcheck, redact_person_ids
from utils.redact import redact


def _values(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in redact_person_ids.find(text, text.lower(), lambda v: False)]


@pytest.mark.parametrize(("text", "value"), [
    ("Samuel Côté 384-826-467, start date Monday", "384-826-467"),  # SIN, Luhn
    ("Ayanda Mokoena: 8801051544081", "8801051544081"),  # ZA id, birth date and Luhn
    ("Valentina Muñoz 10.306.974-2, en la planilla", "10.306.974-2"),  # RUT, mod 11
    ("Lucas Pereira Alves 342.237.406-01 no cadastro", "342.237.406-01"),  # CPF
    ("최유진 970613-2800357", "970613-2800357"),  # RRN, a birth date
    ("Sipho's ID is 7803215382094", "7803215382094"),  # an id's word, no name
])
def test_an_id_with_its_check_after_a_name_or_an_id_word(text: str, value: str) -> None:
    assert _values(text) == [value]
    assert value not in redact(text)[0]


def test_the_values_pass_their_checks() -> None:
    assert idcheck.luhn_ok("384826467") and idcheck.za_id_ok("8801051544081") and idcheck.rut_ok("10306974-2")
    assert idcheck.cpf_ok("34223740601") and idcheck.korea_rrn_ok("9706132800357")


@pytest.mark.parametrize("text", [
    "Samuel Côté 384-826-468, start date Monday",  # the SIN's check fails
    "Lucas Pereira Alves 342.237.406-02 no cadastro",  # the CPF's check fails
    "RUT de la empresa Comercial Andes: 76.086.428-5",  # a company's RUT (fifty million up) is public
    "Call Maria Lopez, phone 384 826 467",  # a phone under its label
    "the batch 384-826-467 shipped on Monday",  # no name, no id's word
])
def test_what_stays(text: str) -> None:
    assert _values(text) == []
