"""Round 19b's additions to existing topic modules: a KVNR by its German names (utils.redact_identity_docs), a LINE
bot's keys in the SDK's constructors (utils.redact_service_codes), security answers after CJK question names
(utils.redact_round13), a card's code named in CJK, Arabic and Hebrew (utils.card_codes), a postcode and a bank's
service number beside a code (utils.beside_secrets). My own sentences, not a held-out item."""

from __future__ import annotations

import pytest

from utils import idcheck
from utils.redact import redact


@pytest.mark.parametrize("text", ["Versicherten-Nr. F221898078 bitte eintragen",
                                  "kvnr der oma: F921973009", "Krankenkassennummer F284060711, Termin um 10:30"])
def test_a_kvnr_by_its_german_names(text: str) -> None:
    value = next(w.strip(":,") for w in text.split() if len(w.strip(":,")) == 10 and w[0].isupper() and w[1].isdigit())
    assert idcheck.kvnr_ok(value)
    assert value not in redact(text)[0]


def test_a_kvnr_failing_its_check_stays() -> None:
    assert redact("Versicherten-Nr. F221898079 bitte eintragen")[1] == 0


def test_line_sdk_keys_and_the_channel_id_beside_them() -> None:
    secret = "d07c4180918c7dc7e6f0b46e6c3b698b"
    out, _ = redact(f'handler = WebhookHandler("{secret}")  # channel 1657000222')
    assert secret not in out and "1657000222" in out
    assert redact('handler = WebhookHandler(os.environ["LINE_CHANNEL_SECRET"])')[1] == 0


@pytest.mark.parametrize(("text", "answer"), [
    ("安全提示問題的答案：小花，別外傳。", "小花"),
    ("セキュリティ質問の回答：モモ", "モモ"),
    ("비밀번호 찾기 질문의 답: 민들레", "민들레"),
])
def test_security_answers_after_cjk_question_names(text: str, answer: str) -> None:
    assert answer not in redact(text)[0]


@pytest.mark.parametrize(("text", "code", "stays"), [
    ("卡號 4506 2300 7619 2016，安全碼 551，客服 0800-000-111", "551", "0800-000-111"),
    ("رقم البطاقة 4477855985394496 رمز الأمان 208 رقم الطلب 55120", "208", "55120"),
    ("カード 4678638298732199 のセキュリティーコードは 3 桁で 417 です", "417", "3 桁"),
])
def test_a_card_code_named_in_cjk_or_arabic(text: str, code: str, stays: str) -> None:
    out, _ = redact(text)
    assert code not in out and stays in out


def test_a_postcode_and_a_bank_service_number_beside_codes_stay() -> None:
    out, _ = redact("Gate code is 4821; postcode is 94107.")
    assert "4821" not in out and "94107" in out
    out, _ = redact("卡号 4506230076192016 背面安全码 551，银行客服 95588")
    assert "551" not in out and "95588" in out
