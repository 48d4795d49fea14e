"""Round 58a: secrets the rules let through (heldout_v92, v93 and v94's misses, spent: these are my own sentences, in
other words); beside each class, a public value of the same shape in the same message or one like it, which stays.
The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept, talk


def test_a_korean_certificates_transfer_code_is_cut_and_a_hotline_stays() -> None:
    text = "인증서 가져오기 화면에 승인번호 1934-5521-8806 이 나왔어요. 안 되면 1599-1111로 전화할게요."
    cut(text, values=("1934-5521-8806",))
    kept(text, values=("1599-1111",))


def test_a_thai_wifi_password_opening_with_a_mark_is_cut() -> None:
    cut("บอกเพื่อนด้วย รหัส wifi ห้องคือ #Mango2291 นะ", values=("#Mango2291",))


def test_a_uuid_key_set_into_its_variable_is_cut_and_a_request_id_stays() -> None:
    text = ("Deploy fails with 401, Request-Id: 5a1f9c2e-7d44-4b1a-9e0f-33c2d8a7b6e1. I set NETLIFY_AUTH_TOKEN to "
            "0f6b2c1d-93e4-4a57-b8c2-7e1d5f4a9c30 yesterday.")
    cut(text, values=("0f6b2c1d-93e4-4a57-b8c2-7e1d5f4a9c30",))
    kept(text, values=("5a1f9c2e-7d44-4b1a-9e0f-33c2d8a7b6e1",))


def test_a_persian_recovery_code_is_cut() -> None:
    cut("تلگرام یک کد تایید 481306 برایم فرستاد، چکار کنم؟", values=("481306",))


def test_a_swahili_nhif_number_is_cut() -> None:
    cut("Fomu inauliza nambari ya NHIF 552190348 na jina kamili.", values=("552190348",))


def test_an_otp_after_a_payments_words_is_cut_and_the_amount_stays() -> None:
    text = "SMS: 'OTP for payment of Rs 1,299.50 to AMAZON on card XX9021 is 770315. Do not share.' Not me!"
    cut(text, values=("770315",))
    kept(text, values=("1,299.50",))


def test_a_japanese_pins_current_value_before_its_change_is_cut() -> None:
    cut("キャッシュカードの暗証番号を今の1985から新しい番号にしたい。", values=("1985",))


def test_a_mexican_rfc_with_homoclave_is_cut_and_a_companys_stays() -> None:
    cut("Para la factura: mi RFC con homoclave es LOPE910312K45, gracias.", values=("LOPE910312K45",))
    kept("El RFC de la empresa es ABC120315XY1 según el ticket.", values=("ABC120315XY1",))


def test_an_activation_code_after_words_is_cut() -> None:
    cut("O código de ativação que recebi por SMS para a app do banco é Q7XK2MPD.", values=("Q7XK2MPD",))
    cut("El código de activación que llegó por correo es H4TQ9ZLA.", values=("H4TQ9ZLA",))


def test_a_password_in_the_sentence_after_the_ask_is_cut_and_an_error_code_stays() -> None:
    text = "The TV app logged me out with error UI-800-3 and wants the password. It's R1v3r#dale and it fails."
    cut(text, values=("R1v3r#dale",))
    kept(text, values=("UI-800-3",))
    kept("It's v2.3.1-beta now, the password prompt is gone.", values=("v2.3.1-beta",))


def test_an_intercom_code_announced_then_given_is_cut() -> None:
    cut("Запиши код від домофону, будь ласка", "Код 4471, потім дзвіночок.", values=("4471",))


def test_a_door_code_of_digits_and_a_letter_announced_then_given_is_cut() -> None:
    cut("Je t'envoie le digicode dans le message suivant", "2291A, puis l'ascenseur. Et la boîte à clés c'est 5512.",
        values=("2291A", "5512"))


def test_a_vietnamese_cccd_and_account_sent_to_be_paid_are_cut() -> None:
    text = ("Em gửi thông tin cho công ty để nhận lương: số CCCD 001198012345, số tài khoản Techcombank "
            "19034567890123. Cảm ơn!")
    cut(text, values=("001198012345", "19034567890123"))
    kept("Đây là mẫu số CCCD 001099012345 trong hướng dẫn điền tờ khai.", values=("001099012345",))


def test_a_mexican_atm_nip_after_a_colon_is_cut() -> None:
    out = talk("Guárdame esto: NIP del cajero: 6614. El pedido de Liverpool es 3300129.")
    assert "6614" not in out and "3300129" in out, out


def test_a_spanish_social_security_number_named_in_full_is_cut() -> None:
    cut("Para el alta: número de afiliación a la Seguridad Social 28/12345678/40, gracias.", values=("28/12345678/40",))
