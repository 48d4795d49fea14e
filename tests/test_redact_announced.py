"""utils.redact_announced: a secret named with no value, its value in the user's next message (my own texts)."""

from __future__ import annotations

from utils import redact_announced
from utils.redact import SecretMemory, redact


def _conversation(*messages: str) -> list[str]:
    mem = SecretMemory("bob")
    return [mem.redact(m, True)[0] for m in messages]


def test_a_secret_named_without_its_value_announces_it_in_any_language() -> None:
    for text in ("our router password changed, I'll write the new one", "Пароль от роутера сменил, лови",
                 "el código del portal cambió", "门禁的验证码刚发过来了", "Jelszót küldök a wifihez",
                 "ماما، كلمة مرور الراوتر تغيّرت", "Nenosiri la router limebadilika"):
        assert redact_announced.announces(text), text


def test_a_question_a_value_or_no_secret_announces_nothing() -> None:
    for text in ("did the wifi password change?", "the router password is Kite.8812x", "the door code is 4471",
                 "the code review is done, shipping it", "I wrote some code for the pin layout",
                 "Wi-Fi şifresi değişti mi?", "pink socks and a pine table"):
        assert not redact_announced.announces(text), text


def test_the_value_in_the_next_message_is_cut_alone_or_opening_it() -> None:
    out = _conversation("the storage room door code changed", "6093#", "room 214, second floor")
    assert "6093" not in out[1] and out[2] == "room 214, second floor"
    out = _conversation("Пароль от вайфая поменял, записывай", "Lipa_5530 — роутер Keenetic Air, квартира 41")
    assert "Lipa_5530" not in out[1] and "Keenetic Air" in out[1] and "квартира 41" in out[1]
    out = _conversation("大门的密码换了", "新的是 7702，旧的 1184 不能用了")
    assert "7702" not in out[1] and "1184" not in out[1]


def test_what_follows_a_named_secret_that_is_no_value_stays() -> None:
    for after in ("Archer AX20", "bought it in 2022 for 79.99", "flat 12, third floor", "order 44810293 is late",
                  "ok thanks, it works now", "TP-Link", "COVID-19"):
        assert _conversation("I changed the wifi password", after)[1] == after, after


def test_a_sender_a_price_and_a_cards_last_digits_stay_after_a_code() -> None:
    out = _conversation("the bank texted me a login code", "558201", "it came from 72930, is that them?")
    assert "558201" not in out[1] and out[2] == "it came from 72930, is that them?"
    out = _conversation("Die neue PIN für die Karte kam", "3390", "die Karte endet auf 7781, gültig bis 2031")
    assert out[2] == "die Karte endet auf 7781, gültig bis 2031"


def test_a_jvm_flag_keeps_its_name_and_a_builds_version() -> None:
    out = redact("mvn deploy -Drepo.password=Tz8!qLm4Wx -Dproject.version=3.1.0-SNAPSHOT")[0]
    assert "Tz8!qLm4Wx" not in out and "-Drepo.password=" in out and "3.1.0-SNAPSHOT" in out


def test_a_payees_iban_stays_and_the_speakers_own_is_cut() -> None:
    payee, own = "DE89 3704 0044 0532 0130 00", "DE02 1203 0000 0000 2020 51"
    out = redact(f"Der Vermieter will die Kaution auf {payee}, ich zahle von meinem Konto {own}.")[0]
    assert payee in out and own not in out
    out = redact(f"Pay from my account {own} to Lindenhof Immobilien GmbH, IBAN {payee}.")[0]
    assert payee in out and own not in out
