"""Round 35c (my own texts, not heldout_v36's or v37's): providers' account and object ids beside a key, an API
method's path after a bot token, a phone number after a PIN, a hotline the speaker would call, a paybill's account
number, a card's last digits in more languages, a shelter's or a biller's IBAN beside its payment reference, and a
Kubernetes Secret's user name kept; the key, the token, the PIN, the code, the speaker's own IBAN and the Secret's
password beside them cut."""

from __future__ import annotations

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


def test_a_providers_account_and_object_ids_stay_beside_the_key() -> None:
    out = _out('import openai\nopenai.api_key = "sk-proj-Qm4xT7vLp2Rz9KwY3nB8cD1fG6hJ0sA5eU4iO7pL2kM9nB3vC8xZ1qW6eR5t'
               'Y0uI7oP4aS2dF9gH3jK6lZ8xC1vB5nM0qW7eR4tY1uI8oP3aS6dF2gH9jK5lZ0xC7vB4nM1qW8eR3tYT3BlbkFJq"\n'
               'openai.organization = "org-Hq7Lm2Xw9Rt4Vn8Bc3Kd6Fp1"\nwhy do I get 401?')
    assert "org-Hq7Lm2Xw9Rt4Vn8Bc3Kd6Fp1" in out and "sk-proj-Qm4x" not in out
    out = _out("TWILIO_ACCOUNT_SID=AC4f9d2b7e81c3a6905d7e2f4b8c1a3e6d\nTWILIO_AUTH_TOKEN=9b3e7d1f4a8c2e6b0d5f9a3c7e1b4d8f\n"
               "the call CA7e2d9f4b1c8a3e6f0d5b9c2a7e4f1d8b never rang")
    assert "AC4f9d2b7e81c3a6905d7e2f4b8c1a3e6d" in out and "CA7e2d9f4b1c8a3e6f0d5b9c2a7e4f1d8b" in out
    assert "9b3e7d1f4a8c2e6b0d5f9a3c7e1b4d8f" not in out
    # an API key's SID and its secret stay cut
    out = _out("account SID AC0d8e3f7a2b9c4e1f6a5d8b3c7e2f9a4b, api key SK3e8f1a7d4c9b2e6f0a5d3b8c1e7f4a9d and its secret "
               "Zr8qLm3Tx7Vk2Pw9Nc4Bd6Hf1Js5Gy0")
    assert "AC0d8e3f7a2b9c4e1f6a5d8b3c7e2f9a4b" in out
    assert "SK3e8f1a7d4c9b2e6f0a5d3b8c1e7f4a9d" not in out and "Zr8qLm3Tx7Vk2Pw9Nc4Bd6Hf1Js5Gy0" not in out


def test_an_api_method_after_a_bot_token_stays() -> None:
    for method in ("sendMessage", "getWebhookInfo", "setwebhook"):
        out = _out(f'curl "https://api.telegram.org/bot7351928406:AAHq4Lm9Xz2Rw7Tv3Kp8Nc1Bd6Fs0Gj5Yh/{method}?chat_id='
                   f'-1001234567&text=hi" gives 400')
        assert f"/{method}?" in out and "AAHq4Lm9Xz2Rw7Tv3Kp8Nc1Bd6Fs0Gj5Yh" not in out, out


def test_a_phone_number_after_a_pin_stays_and_the_pin_is_cut() -> None:
    for text, pin, phone in (
            ("my voicemail PIN is 8350 and my cell is (415) 555-0172, can I reset it?", "8350", "(415) 555-0172"),
            ("Codul PIN pentru mesageria vocală e 4719, numărul meu e +40 721 555 018. Cum îl schimb?", "4719",
             "+40 721 555 018"),
            ("Meine Mailbox-PIN ist 605283, meine Nummer ist +49 151 5550 3872.", "605283", "+49 151 5550 3872"),
            ("My voicemail PIN is 4821, my number is 646-555-0199.", "4821", "646-555-0199")):
        out = _out(text)
        assert phone in out and pin not in out, out


def test_a_hotline_the_speaker_would_call_stays_beside_a_code() -> None:
    for text, code, line in (
            ("我的U盾密码是739251，要不要打95588问问工行客服？", "739251", "95588"),
            ("The bank texted me code 482913 but I didn't ask for it. Should I call 0800 917 2833 right now?", "482913",
             "0800 917 2833"),
            ("验证码是553172，我该拨打95533还是去网点？", "553172", "95533")):
        out = _out(text)
        assert line in out and code not in out, out


def test_a_paybills_account_number_stays() -> None:
    for text in ("Nililipa maji kwa Paybill 444400, akaunti namba 20419837, lakini sijapata ujumbe.",
                 "I paid my water bill via Paybill 444400, account number 20419837, but no confirmation came."):
        assert "20419837" in _out(text)
    # a bank account with no paybill stays cut, and so does one named by its own word beside a dashed number
    assert "123-456-7890" not in _out("My account number is 123-456-7890, routing 021000021.")
    assert "20419837" not in _out("My bank account number is 20419837, please send the refund there.")


def test_a_cards_last_digits_stay_beside_its_pin() -> None:
    for text, pin, last in (
            ("Dałem komuś PIN 3817 do karty kończącej się na 5521, co robić?", "3817", "5521"),
            ("Am dat PIN-ul 6204 pentru cardul terminat în 3390, ce fac?", "6204", "3390")):
        out = _out(text)
        assert last in out and pin not in out, out


def test_a_shelters_iban_stays_and_the_speakers_is_cut() -> None:
    for text, own, theirs in (
            ("Please set up a transfer from my IBAN DE78284876068948825974 to the Tierheim's account "
             "DE13715819957607971358 every month.", "DE78284876068948825974", "DE13715819957607971358"),
            ("Monthly €10 from my account IE39AIBK71166376049339 to the dog shelter's IBAN IE16AIBK20111202799078, ok?",
             "IE39AIBK71166376049339", "IE16AIBK20111202799078")):
        out = _out(text)
        assert theirs in out and own not in out, out


def test_a_billers_iban_beside_its_payment_reference_stays_and_ones_own_is_cut() -> None:
    for text in ("Sain sähkölaskun. Maksu tilille FI1615080175057003, viitenumero 11112, eräpäivä 15.3.",
                 "Obchod mi zaslal údaje k platbě: účet CZ5901005125291751429128, variabilní symbol 20250311. "
                 "Zaplatil jsem bez VS."):
        assert "[REDACTED" not in _out(text), text
    # the speaker's own account beside a reference stays cut, and so does a bare one with no bill or company named
    assert "SK3111001838732363438867" not in _out("Účet na nájomné: SK3111001838732363438867, variabilný symbol 3003.")
    assert "FI9385252464908459" not in _out("Tilini on FI9385252464908459, viitenumero 11112 on väärin?")
    assert "CZ7101007756960497880158" not in _out("Můj účet je CZ7101007756960497880158, variabilní symbol 55667, napiš "
                                                   "mi fakturu.")


def test_a_kubernetes_secrets_user_name_stays_and_its_password_is_cut() -> None:
    out = _out("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  DB_USER: YXBwX3VzZXI=\n"
               "  DB_PASSWORD: cjR2ZW5AU2t5LTkx\n")
    assert "YXBwX3VzZXI=" in out and "cjR2ZW5AU2t5LTkx" not in out
