"""Unit tests of the round-12 redaction classes (issue 24, utils.redact_round12): the Steuer-ID's check both ways,
and each keeper both ways (what it keeps, and the secret beside it that still goes)."""

from __future__ import annotations

import pytest

from utils import redact_round12 as r12
from utils.redact import ROUNDS, redact


def test_the_registry_holds_round_12_after_round_11() -> None:
    names = [r.name for r in ROUNDS]
    r = ROUNDS[names.index("12")]
    assert names.index("12") == names.index("11") + 1 and r.find is not None and r.keep is r12.keep


@pytest.mark.parametrize("v", ["89927594305", "10 902 603 870", "69185171402"])
def test_steuer_id_check_passes_valid_numbers(v: str) -> None:
    assert r12.steuer_id_ok(v)


@pytest.mark.parametrize("v", ["89927594306", "01902603870", "12345678901", "11111111111", "8992759430"])
def test_steuer_id_check_fails_a_wrong_digit_a_leading_zero_and_no_repeat(v: str) -> None:
    assert not r12.steuer_id_ok(v)


def test_a_steuer_id_goes_by_its_long_name() -> None:
    assert "10 902 603 870" not in redact("Identifikationsnummer: 10 902 603 870, wo trage ich die ein?")[0]


@pytest.mark.parametrize("text,value", [
    ("認証番号：713904 を入力してください", "713904"),
    ("kod odbioru: 602117, paczkomat WAW22", "602117"),
    ("인증번호 [551862]를 입력하세요", "551862"),
])
def test_a_code_named_in_the_lexicon_goes(text: str, value: str) -> None:
    assert value not in redact(text)[0]


@pytest.mark.parametrize("text", ["認証番号は6桁です", "인증번호는 3분 후 만료됩니다", "kod odbioru przyjdzie za 15 minut"])
def test_a_code_name_with_a_count_or_a_time_stays(text: str) -> None:
    assert redact(text)[1] == 0


def test_an_example_marker_keeps_a_value_and_a_real_one_beside_it_still_goes() -> None:
    assert redact("비밀번호 예: Qwer5678! 처럼 섞어서 만드세요")[1] == 0
    out = redact("ejemplo de contraseña: Ejemplo#77 — la mía de verdad es Pq7!rTz92w")[0]
    assert "Pq7!rTz92w" not in out and "Ejemplo#77" in out


def test_a_shortcut_and_a_cmdlet_stay_where_a_key_beside_them_goes() -> None:
    assert redact("단축키: Ctrl+Shift+K9 로 줄 삭제")[1] == 0
    assert redact("$pw = Read-Host -AsSecureString")[1] == 0
    assert "Xq93!LmvR2" not in redact("$pw = 'Xq93!LmvR2'")[0]


def test_a_hex_named_as_a_cache_key_stays_and_the_same_shape_named_as_a_key_goes() -> None:
    hexv = "6c1e0f9a3b7d42e58a90cd13f2b4e7a1"
    assert redact(f"캐시 키 {hexv} 가 안 지워져요")[1] == 0
    assert hexv not in redact(f"The Honeycomb key we got is {hexv}, where does it go?")[0]


def test_a_word_passphrase_called_the_secret_goes_and_a_sentence_after_secret_is_stays() -> None:
    assert "lantern-walrus-pepper" not in redact("the secret is 'lantern-walrus-pepper', remember it")[0]
    assert redact("the secret is to keep it simple")[1] == 0
    assert redact("the secret is out now, everyone knows")[1] == 0


@pytest.mark.parametrize("check,good,bad", [
    (r12.snils_ok, "112-233-445 95", "112-233-445 96"),
    (r12.inn_person_ok, "500100732259", "500100732258"),
    (r12.cccd_ok, "001099012345", "099099012345"),
])
def test_the_new_id_checks_both_ways(check: object, good: str, bad: str) -> None:
    assert check(good) and not check(bad)  # type: ignore[operator]


def test_a_company_inn_stays_and_a_person_s_goes() -> None:
    assert redact("ИНН организации 7707083893 есть на сайте")[1] == 0
    assert "500100732259" not in redact("мой ИНН 500100732259")[0]


@pytest.mark.parametrize("text,value", [
    ("the code they texted me is 730418", "730418"),
    ("SMS로 온 코드는 264093 이에요", "264093"),
    ("o código do SMS: 918273", "918273"),
])
def test_a_code_said_to_come_by_sms_goes_in_either_order(text: str, value: str) -> None:
    assert value not in redact(text)[0]


def test_a_code_by_sms_with_a_count_stays() -> None:
    assert redact("el código del SMS tiene 6 dígitos")[1] == 0


def test_an_answer_named_before_its_question_goes() -> None:
    assert "Pelusa" not in redact("la respuesta a mi pregunta secreta es Pelusa")[0]
    assert redact("la respuesta a mi pregunta secreta no la sé")[1] == 0


def test_a_key_named_in_japanese_goes_and_a_cache_key_stays() -> None:
    hexv = "a3f90c2e7b1d48e6c5f02a9d7e3b16c4"
    assert hexv not in redact(f"シークレットは {hexv} です")[0]
    assert redact(f"キャッシュキー {hexv} が古い")[1] == 0


def test_a_lower_case_password_with_digits_goes_and_a_format_name_stays() -> None:
    assert "duahau2029" not in redact("mật khẩu là duahau2029")[0]
    assert redact("senha com sha256 é segura?")[1] == 0
