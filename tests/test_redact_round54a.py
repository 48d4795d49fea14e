"""Round 54a: secrets the rules let through (heldout_v80, v81 and v82's misses, spent: these are my own sentences, in
other words); beside each class, a public value of the same shape in the same message or one like it, which stays.
The values are made up."""

from __future__ import annotations

from redact_kit import cut, kept, talk


# ---- a new value in the sentence after its change ----

def test_a_new_pin_after_its_change_is_cut_in_japanese_german_and_english() -> None:
    cut("銀行の暗証番号を変更しました。新しい番号は３８１７です。メモしておいて。", values=("３８１７",))
    cut("Ich habe gestern die PIN der Girokarte geändert. Die neue ist 6642, bitte merken.", values=("6642",))
    cut("Changed the garage code this morning. New number is 7051.", values=("7051",))


def test_a_new_pin_then_its_correction_are_both_cut() -> None:
    out = talk("スマホの暗証番号を変えました。新しい番号は５５０３です。", "ごめんなさい、間違えました。正しくは５５３０です。")
    assert "５５０３" not in out and "５５３０" not in out, out


def test_a_new_number_with_no_change_of_a_secret_stays() -> None:
    kept("We moved offices. The new number is 2207 on the third floor.", values=("2207",))
    kept("Ich habe die Adresse geändert. Die neue ist Hauptstraße 14.", values=("14",))


# ---- a code from an SMS, "here it is" ----

def test_a_code_from_an_sms_given_after_here_it_is_is_cut() -> None:
    cut("Какой-то «менеджер банка» просит продиктовать код из СМС. Вот он: 71824. Что делать?", values=("71824",))
    cut("Someone asked me for the code from the SMS. Here it is: 590113, should I share it?", values=("590113",))
    cut("Просять назвати код з СМС для повернення коштів. Ось він: 284406.", values=("284406",))


def test_an_error_code_given_after_here_it_is_stays() -> None:
    kept("The installer stopped with an error code. Here it is: 40312.", values=("40312",))


# ---- a one-time code before its name ----

def test_a_one_time_code_said_before_its_name_is_cut() -> None:
    cut("अभी मेरे फोन पर 604318 ओटीपी आया है, क्या यह किसी को बताना है?", values=("604318",))
    cut("Just got 227604 OTP on my phone from the bank.", values=("227604",))


def test_a_count_of_one_time_codes_stays() -> None:
    kept("Our gateway sent 1200 OTP messages yesterday; the limit is 5000.", values=("1200",))


# ---- the password the speaker set ----

def test_the_password_the_speaker_set_is_cut() -> None:
    cut("인증서 비밀번호가 틀렸대요. 제가 설정한 건 qorw8t2lm5 이었어요.", values=("qorw8t2lm5",))
    cut("The router password keeps failing. The one I set was kT7rw2pq9x, I'm sure.", values=("kT7rw2pq9x",))


def test_a_setting_the_speaker_set_with_no_password_named_stays() -> None:
    kept("The timeout keeps failing. The one I set was 30s2retry, the default is longer.", values=("30s2retry",))


# ---- a Vietnamese account after its bank ----

def test_the_speakers_vietnamese_account_after_its_bank_is_cut() -> None:
    cut("Mình cần nhận tiền hoàn. Tài khoản Techcombank để nhận tiền là 19034481207011.", values=("19034481207011",))


def test_a_companys_vietnamese_account_stays() -> None:
    kept("Hóa đơn ghi: tài khoản Techcombank của công ty là 19034481207011.", values=("19034481207011",))


# ---- an Arabic activation code "in a message" ----

def test_an_arabic_activation_code_in_a_message_is_cut_in_either_digits() -> None:
    cut("سجلت في التطبيق وجالي رمز تحقق في رسالة: ٣٠٤٩٢٧ ومش عارف أدخله فين", values=("٣٠٤٩٢٧",))
    cut("وصلني كود تفعيل بالرسالة: 778120", values=("778120",))


def test_an_arabic_order_number_stays() -> None:
    kept("وجالي كود تفعيل في رسالة: 778120. رقم الطلب 4413902", values=("4413902",))


# ---- a Finnish combination lock ----

def test_a_finnish_combination_is_cut_and_a_flat_number_stays() -> None:
    cut("Avain on pyörävaraston kaapissa, numerolukon yhdistelmä on 514.", values=("514",))
    kept("Avain on asunnossa 514, kaapin lukko on rikki.", values=("514",))


# ---- a PIN given away ----

def test_a_pin_given_away_is_cut() -> None:
    cut("May tumawag sa akin, hiningi ang MPIN ko, binigay ko, 7245. Ano gagawin ko?", values=("7245",))
    cut("A man from 'the bank' asked for my PIN and I gave it, 9031. Is my money safe?", values=("9031",))


def test_a_reference_after_giving_stays() -> None:
    kept("Binigay ko ang reference number 4471 sa teller.", values=("4471",))


# ---- a Thai password of letters alone ----

def test_a_thai_password_of_letters_is_cut_and_a_word_stays() -> None:
    cut("ตั้งค่าไวไฟให้แม่ ชื่อ Home_5G รหัสผ่าน qmzkrtow ถ้าไม่ได้โทรหานะ", values=("qmzkrtow",))
    kept("ลืมรหัสผ่าน facebook ต้องทำยังไง", values=("facebook",))
    kept("รหัสผ่าน wifi อยู่ใต้เราเตอร์", values=("wifi",))


# ---- a Wi-Fi password past the network's name in brackets ----

def test_a_wifi_password_after_the_network_in_brackets_is_cut() -> None:
    cut("Para la canguro: la clave del wifi (DIGI_88F2) es p4nqe7wz01ke, gracias.", values=("p4nqe7wz01ke",))
    cut("The wifi password (Vodafone-7C2A) is u8wq3ncz6t.", values=("u8wq3ncz6t",))


# ---- a security question's answer in CJK quotes ----

def test_a_security_answer_in_quotes_is_cut_in_one_message_or_after_the_announcement() -> None:
    cut("銀行の秘密の質問：質問は「母の旧姓は？」で、答えは「たかはし」です。", values=("たかはし",))
    cut("ネットバンクの合言葉をメモしておきます。", "質問は「好きな食べ物は？」、答えは「おでん」。", values=("おでん",))


def test_a_quiz_answer_in_quotes_stays() -> None:
    kept("クイズです。質問は「日本一高い山は？」で、答えは「富士山」です。", values=("富士山",))


# ---- an Amex card in pieces ----

def test_an_amex_card_in_two_messages_is_cut_with_its_cid() -> None:
    out = talk("paying the venue deposit, card is amex 3412 508871", "continue 40018, cid 6620. thanks!")
    for v in ("3412 508871", "40018", "6620"):
        assert v not in out, out


def test_a_room_count_after_a_whole_card_stays() -> None:
    kept("card is on file already", "continue 40018 steps to the goal", values=("40018",))
