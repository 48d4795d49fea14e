"""Secrets over a run of the user's messages (utils.redact_sequences): a code read back after it was asked for, a seed
after a pause, backup codes and a spelled password after their names; the numbers beside them stay."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory
from utils.redact_sequences import announced, announces, carries


def _run(*messages: str) -> str:
    mem = SecretMemory("bob")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


@pytest.mark.parametrize(("messages", "secret", "kept"), [
    (("the courier wants the confirmation code from the text, parcel 7Q4410982", "reading it now: 2 9 0 4 7 1"),
     "2 9 0 4 7 1", ["7Q4410982"]),
    (("my insurer is on the phone and needs the verification code, policy 88-1043", "5-1-7-7-3-0"),
     "5-1-7-7-3-0", ["88-1043"]),
    (("Die Kasse will den Bestätigungscode, Betrag 84,20 €", "3 3 8 1 0 5"), "3 3 8 1 0 5", ["84,20 €"]),
    (("银行客服要我念验证码，客服电话 95588", "7 0 4 4 1 9"), "7 0 4 4 1 9", ["95588"]),
    (("the vet's app is asking for the code they texted me", "it's six one zero, nine nine two"),
     "six one zero, nine nine two", []),
    (("they need the one-time code they sent", "903 117"), "903 117", []),
])
def test_a_code_read_back_in_the_next_message_is_cut(messages: tuple[str, str], secret: str, kept: list[str]) -> None:
    out = _run(*messages)
    assert secret not in out
    for k in kept:
        assert k in out


@pytest.mark.parametrize("messages", [
    ("writing my wallet's seed phrase here", "one sec, it's in the safe",
     "lucky ocean brisk velvet arrow tunnel quote wheat salmon fiber gesture hollow"),
    ("recovery phrase coming in parts", "lucky ocean brisk velvet arrow tunnel", "quote wheat salmon fiber gesture hollow"),
    ("助记词发你", "等一下", "最后：lucky ocean brisk velvet arrow tunnel quote wheat salmon fiber gesture hollow"),
])
def test_seed_words_in_a_third_message_are_cut(messages: tuple[str, ...]) -> None:
    out = _run(*messages)
    for w in ("lucky", "tunnel", "quote", "hollow"):
        assert w not in out


def test_backup_codes_after_their_name_in_the_next_message_are_cut() -> None:
    out = _run("my recovery codes for the mail account", "7719-2046 / 5581-3390 | 2264-0871")
    assert "7719-2046" not in out and "5581-3390" not in out and "2264-0871" not in out


def test_a_password_spelled_after_it_was_announced_is_cut() -> None:
    out = _run("I'll spell out the wifi password", "capital J, u, nine, exclamation mark, small p, four")
    assert "nine, exclamation mark" not in out


@pytest.mark.parametrize(("messages", "kept"), [
    # no announcement: spaced digits, a flight and a price stay
    (("we scored 4 3 2 1 in the last four games", "flight LH 4021 lands at 7"), ["4 3 2 1", "LH 4021"]),
    # a code asked for, then a message of other numbers: a room, an amount, a time
    (("they need the verification code", "hold on, I'm in room 1204 and it cost 45 euros"), ["1204", "45 euros"]),
    # a code asked for, then a number under a label of its own
    (("the shop needs the confirmation code they texted", "the order number is 44712290"), ["44712290"]),
    # a seed named, then ordinary prose of words
    (("what is a seed phrase exactly?", "my cat likes the warm window in the morning"),
     ["my cat likes the warm window in the morning"]),
])
def test_numbers_and_words_that_are_no_value_stay(messages: tuple[str, ...], kept: list[str]) -> None:
    out = _run(*messages)
    for k in kept:
        assert k in out


def test_announces_and_carries() -> None:
    assert announces("the bank is asking for the security code")
    assert announces("ウォレットの復元フレーズを送ります")
    assert not announces("I forgot my phone at home")
    assert not announces("the door code works fine")  # a code named, nobody asks for it
    assert carries("hang on, looking for the note", {})
    assert not carries("I'm in room 1204 now", {})
    assert carries("", {"lucky ocean brisk velvet arrow tunnel": "announced"})


def test_announced_values_skip_units_and_years() -> None:
    assert announced("it cost 1 2 0 0 euros") == []
    assert announced("2024") == []
    assert [v for v in announced("ok: 4 4 0 9") if v[2] == "one_time_code"]


# ---- round 20a: a code named and said to come apart, to have come, or asked about; the value sent bare ----------

@pytest.mark.parametrize(("messages", "secret", "kept"), [
    (("de sleutelkast-code stuur ik je straks apart, Kerkstraat 61", "3054"), "3054", ["61"]),
    (("je m'demandais: tu voulais le digicode du 12 rue Haute ? je te l'envoie dans un autre message", "C4417 puis 2e porte"),
     "C4417", ["12 rue Haute"]),
    (("kode OTP dari bank sudah masuk", "7719", "drivernya pakai plat B 4417 KZT, bayar Rp 4500"),
     "7719", ["B 4417 KZT", "Rp 4500"]),
    (("the keypad code for the shed, I'll send you in a sec", "20471 then the green button"), "20471", []),
    (("el PIN te lo mando aparte, la cuenta termina en 8812", "0391"), "0391", ["8812"]),
])
def test_code_named_then_sent_bare(messages: tuple[str, ...], secret: str, kept: list[str]) -> None:
    out = _run(*messages)
    assert secret not in out
    for k in kept:
        assert k in out, k


def test_a_code_named_with_its_value_announces_nothing() -> None:
    assert announces("die pincode stuur ik apart")
    assert not announces("de pincode is 4471, de rest stuur ik apart")  # the value is here
    assert not announces("I'll send you the photos later")  # no code named
    assert announced("2024") == [] and announced("1985, luego segundo piso")[0][:2] == (0, 4)
