"""utils.redact_national_ids: a person's national identity or personal tax number after its name, in its language or
in English, cut when python-stdnum's check for its country passes; what stays (the same number failing the check, a
number under another label, a company's id, a sample). My own values, made to pass or fail their checks."""

from __future__ import annotations

import pytest

from utils import redact_national_ids
from utils.redact import redact


def _values(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in redact_national_ids.find(text, text.lower(), lambda v: False)]


@pytest.mark.parametrize(("text", "value"), [
    ("Податковий номер РНОКПП 2931507465 потрібен для декларації", "2931507465"),  # Ukraine
    ("ЕГН на сина: 0147103425", "0147103425"),  # Bulgaria, born in the 2000s (month + 40)
    ("Mój JMBG je 3112968710013", "3112968710013"),  # JMBG (stdnum's EMŠO check)
    ("moj OIB je 48537091275, hvala", "48537091275"),  # Croatia
    ("isikukood 50104230224", "50104230224"),  # Estonia
    ("personas kods: 050689-10750", "050689-10750"),  # Latvia, old form with its dash
    ("Tėvo asmens kodas 35510061125.", "35510061125"),  # Lithuania
    ("میرا شناختی کارڈ نمبر 37405-6612349-9 ہے", "37405-6612349-9"),  # Pakistan
    ("Estonian ID code 50104230224 for the e-residency card", "50104230224"),  # a country's adjective
    ("Steuer-ID: 47 036 892 816", "47 036 892 816"),  # Germany, grouped
])
def test_an_id_after_its_name_passing_its_check_is_cut(text: str, value: str) -> None:
    assert _values(text) == [value]
    assert value not in redact(text)[0]


def test_the_values_pass_their_checks() -> None:
    import stdnum.bg.egn
    import stdnum.de.idnr
    import stdnum.ee.ik
    import stdnum.hr.oib
    import stdnum.lt.asmens
    import stdnum.lv.pvn
    import stdnum.si.emso
    import stdnum.ua.rntrc

    assert stdnum.ua.rntrc.is_valid("2931507465") and stdnum.bg.egn.is_valid("0147103425")
    assert stdnum.si.emso.is_valid("3112968710013") and stdnum.hr.oib.is_valid("48537091275")
    assert stdnum.ee.ik.is_valid("50104230224") and stdnum.lv.pvn.is_valid("050689-10750")
    assert stdnum.lt.asmens.is_valid("35510061125") and stdnum.de.idnr.is_valid("47036892816")
    assert not stdnum.hr.oib.is_valid("48537091276")


@pytest.mark.parametrize("text", [
    "moj OIB je 48537091276, hvala",  # the check fails
    "OIB tvrtke Modra Lasta d.o.o.: 48537091275",  # a company's OIB, on its invoices
    "ИНН организации 7707083893",  # a company's ИНН (ten digits)
    "Uzņēmuma personas kods? Nē, reģistrācijas numurs 40003032949",  # a company's number (4 first)
    "the Estonian docs give 37605030299 as a sample isikukood",  # a sample
    "OIB: traži se broj ugovora 48537091275",  # a contract's word between the name and the number
    "Ugovor 48537091275 potpisan, OIB ću poslati sutra",  # the name after the number, another one's label
    "ЕГН-то ще ти го кажа по телефона, поръчка 0147103425",  # another number's label between
])
def test_numbers_that_are_no_one_s_id_stay(text: str) -> None:
    assert _values(text) == []


def test_a_number_run_into_the_next_is_read_up_to_its_separator() -> None:
    assert _values("OIB 48537091275 2024 godina") == ["48537091275"]
