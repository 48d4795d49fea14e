"""Round 47a and 47b, and the rules they widened: secrets in phrasings the rules let through and another party's
accounts they cut, by class (heldout_v59, v60 and v61's misses, spent: these are my own sentences, in other words);
beside each class, the look-alikes its precision rests on. The values are made up (check digits computed where the
format has one)."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, placeholder_literal


def _talk(*messages: str) -> str:
    mem = SecretMemory("t")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


def _cut(text: str, *values: str) -> None:
    out = _talk(text)
    for v in values:
        assert v not in out, out


def _kept(text: str, *values: str) -> None:
    out = _talk(text)
    for v in values:
        assert v in out, out


@pytest.mark.parametrize(("text", "value"), [
    ("Pappa behöver hjälp, hans BankID-säkerhetskod är 402913 och han glömmer den.", "402913"),
    ("Til håndværkeren: alarmkoden er 7390, nøglen ligger under måtten.", "7390"),
    ("Der Haustür-Code ist 4471, bitte nicht weitergeben.", "4471"),
])
def test_a_code_named_by_a_compound_is_cut(text: str, value: str) -> None:
    _cut(text, value)


def test_an_error_a_discount_or_a_postal_code_compound_stays() -> None:
    _kept("Felkoden är 5023 och rabattkoden är 2024, vad betyder det?", "5023", "2024")
    _kept("Postkoden er 8000 i Aarhus.", "8000")


def test_a_wifi_key_after_the_networks_name_is_cut_and_a_url_stays() -> None:
    _cut("Note for the sitter: Wi-Fi is 'Bramble_5G' / Otter-lantern-44, the cat eats at 6.", "Otter-lantern-44")
    _cut("Gjestene: Wi-Fi heter Fjordly og koden er BlueHeron2290.", "BlueHeron2290")
    _kept("celery broker: redis://cache-02.internal:6379/1 keeps timing out", "redis://cache-02.internal:6379/1")
    _kept("The red / green lights on the router blink, is that normal?", "green")


def test_a_uk_driving_licence_is_cut_where_a_licence_is_named() -> None:
    _cut("Insurance form asks for my driving licence number: MORGA753116SM9IJ, is that the long one?",
         "MORGA753116SM9IJ")
    # an invalid month (13) is no licence; nor is the layout where no licence is named
    _kept("My licence shows MORGA713116SM9IJ?", "MORGA713116SM9IJ")
    _kept("The part number MORGA753116SM9IJ is on the box.", "MORGA753116SM9IJ")


def test_a_member_number_beside_its_password_is_cut_and_an_order_number_stays() -> None:
    _cut("For the swimming club portal: member number 44810273, password Reed!hollow7", "44810273")
    _kept("Order number 44810273 arrived today, password reset link is broken though", "44810273")


def test_a_session_token_in_a_log_is_cut_and_a_session_uuid_stays() -> None:
    _cut("INFO web.auth login ok user=kim session=9c1e4b7a2f0d83e6c5b19a4d7e2f60b8c3a1d5e9f7b2c4a6",
         "9c1e4b7a2f0d83e6c5b19a4d7e2f60b8c3a1d5e9f7b2c4a6")
    _kept("The log says session_id=1b4e28ba-2fa1-11d2-883f-0016d3cca427 then a 401.",
          "1b4e28ba-2fa1-11d2-883f-0016d3cca427")


def test_a_discord_bot_token_is_cut_whole() -> None:
    tok = "MTk4NjIyNDgzNDcxOTI1MjQ4.Gx7QpA.Zk3v_9QwErTyUiOpAsDfGhJkLzXcVbNm12345"
    out = _talk(f'bot.run("{tok}") never connects')
    assert "Gx7QpA" not in out and "Zk3v_9Qw" not in out, out


def test_a_puk_and_a_sims_pin_in_instructions_for_someone_are_cut() -> None:
    _cut("Napiš tátovi návod: PIN k nové SIM je 5302, PUK 41958270, kdyby se zasekl.", "5302", "41958270")
    # a tutorial's sample code stays: nobody's phone
    _kept("The tutorial shows the default SIM PIN 0000 in its screenshots.", "0000")


def test_a_code_before_its_turkish_noun_is_cut_and_an_error_code_stays() -> None:
    _cut("Kurye SMS ile gelen 640219 kodunu soruyor, vereyim mi?", "640219")
    _kept("Uygulama 5003 hata kodunu veriyor, ne yapmalıyım?", "5003")


def test_a_pin_the_speaker_set_is_cut_and_a_year_stays() -> None:
    _cut("Die Bank will die PIN. Ich hab damals 720415 gesetzt, glaube ich.", "720415")
    _cut("The app wants my PIN; I set it to 5519 last spring.", "5519")
    _kept("The app wants my PIN; I set it up in 2019.", "2019")


def test_a_password_after_a_cjk_colon_or_remember_it_is_cut_and_a_rule_stays() -> None:
    _cut("Amazonのパスワード、メモしておいて：ringo-4410", "ringo-4410")
    _cut("Ось пароль від пошти, запам'ятай його: Вишня_2207! (з великої літери)", "Вишня_2207!")
    _kept("密码要求：至少8位，包含数字", "至少8位")


def test_a_cards_expiry_beside_its_security_code_is_cut_and_a_cards_date_alone_stays() -> None:
    _cut("La tarjeta caduca el 07/29 y el CVV es 551.", "07/29", "551")
    _kept("Die neue Karte läuft bis 09/29, die alte ist abgelaufen.", "09/29")


def test_a_vietnamese_account_called_ones_own_is_cut_and_a_phone_stays() -> None:
    _cut("Chuyển khoản vào tài khoản Vietcombank của mình nhé: 0071000456789", "0071000456789")
    _kept("Mã PIN thẻ là 1234, số điện thoại của tôi là 0912 384 775.", "0912 384 775")


def test_a_value_in_two_messages_first_part_then_the_rest_is_cut() -> None:
    out = _talk("The bank form truncates my IBAN, here's the first part: DE89 3704 0044", "and the rest: 0532 0130 00")
    assert "3704 0044" not in out and "0532 0130 00" not in out, out
    out = _talk("Te mando la tarjeta en dos mensajes. Los primeros ocho números: 4539 1488",
                "Y los últimos: 0343 6467.")
    assert "0343 6467" not in out, out
    out = _talk("The Postmark key is long so I'll paste it in two parts. Part 1: 7d3f9a2c1b8e4f60a5d2c9e1",
                "part 2: 4b7a9c1d-2e3f")
    assert "7d3f9a2c1b8e4f60a5d2c9e1" not in out, out
    # a first half's score is no first part
    _kept("Score at the end of the first half: 21 14, then they collapsed", "21 14")


def test_a_correction_after_a_denial_in_the_next_message_is_cut() -> None:
    out = _talk("Запиши код от калитки: 7310", "ой, нет, 7301 — тот старый")
    assert "7301" not in out, out
    out = _talk("Zapisz kod do furtki: 5521", "nie, 5512, pomyłka")
    assert "5512" not in out, out


def test_an_institution_named_and_a_bvn_in_brackets_are_read_through() -> None:
    _cut("Payroll form: transit 10452, institution 003 (RBC), account 5038821.", "5038821")
    _cut("The caller wanted my BVN (22350471189) and my card number.", "22350471189")


def test_a_placeholder_framed_by_your_here_is_no_key() -> None:
    assert placeholder_literal("your_api_key_here") and placeholder_literal("YOUR-TOKEN-GOES-HERE")
    _kept('curl -H "X-Api-Key: your_api_key_here" https://api.example.net/v2/items', "your_api_key_here")
    _cut('curl -H "X-Api-Key: 8f3kQz91LmPx0aB7" https://api.example.net/v2/items', "8f3kQz91LmPx0aB7")


@pytest.mark.parametrize("text", [
    "Tengo que pagarle al gasista. Me pasó: CUIT 20-31456789-3, CBU 0170099220000067797370, alias GAS.PEREZ.OK",
    "对方给的收款信息是：\n名称：杭州某某科技有限公司\n账号：6222021202041234567",
    "Am primit factura de la furnizorul de gaz. Plata se face în contul RO49 AAAA 1B31 0075 9384 0000.",
    "L'agriturismo mi chiede un acconto con bonifico: intestatario Podere Vecchio, IBAN IT60 X054 2811 1010 0000 0123 456",
    "A futárszolgálat azt kéri, utaljak a számlájukra (11773016-11111018-00000000).",
])
def test_another_partys_account_given_invoiced_or_asked_for_stays(text: str) -> None:
    account = {0: "0170099220000067797370", 1: "6222021202041234567", 2: "RO49 AAAA 1B31 0075 9384 0000",
               3: "IT60 X054 2811 1010 0000 0123 456", 4: "11773016-11111018-00000000"}
    i = next(i for i, t in enumerate([
        "gasista", "对方", "furnizorul", "agriturismo", "futárszolgálat"]) if t in text)
    _kept(text, account[i])


def test_the_speakers_own_account_stays_cut_after_the_same_cues() -> None:
    _cut("Me pasó el número de cuenta, pero pagame a mí: mi CBU es 0170099220000067797370", "0170099220000067797370")
    _cut("I received the invoice from the gym. I paid it from my account 12345678901 yesterday.", "12345678901")
    # the routing number is on the bank's site; the account after it is the speaker's
    _cut("HR wants my direct deposit info. Routing 021000021 (the bank's routing number from their website), account "
         "48810233711, savings.", "48810233711")
