"""Round 24a's mechanisms on sentences of their own (tuning_v36.yaml holds the round's classes)."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _conversation(*messages: str) -> list[str]:
    mem = SecretMemory("bob")
    return [mem.redact(m, True)[0] for m in messages]


def test_a_fullwidth_comma_ends_a_code_before_the_minutes_it_is_valid_for() -> None:
    out, n = redact("【某银行】验证码 518204，5分钟内有效")
    assert n == 1 and "518204" not in out and "5分钟" in out


@pytest.mark.parametrize(("text", "value"), [
    ("our payment API secret 是 4be0c29d7a13f6e85d02b9c7e41a3f60，怎么签名？", "4be0c29d7a13f6e85d02b9c7e41a3f60"),
    ('private static final String WEBHOOK_SECRET = "0d9e3a7c41b6f2e85c1a9d07b3e4f628";', "0d9e3a7c41b6f2e85c1a9d07b3e4f628"),
])
def test_a_hex_key_named_by_its_word_or_constant_is_cut(text: str, value: str) -> None:
    assert value not in redact(text)[0]


def test_a_hex_value_named_as_a_checksum_stays() -> None:
    text = "下载包的 MD5 是 0d9e3a7c41b6f2e85c1a9d07b3e4f628，对吗？"
    assert redact(text) == (text, 0)


def test_a_ukrainian_tax_number_is_cut_and_an_organisations_inn_stays() -> None:
    assert "3184602957" not in redact("Мій РНОКПП 3184602957, потрібно для довідки")[0]
    text = "В счёте указан ИНН организации 7736050003, этого достаточно?"
    assert redact(text) == (text, 0)


def test_a_password_glued_to_a_short_flag_is_cut_but_a_piece_of_a_word_is_not() -> None:
    assert "Birch77tree" not in redact("mysql -u admin -pBirch77tree inventory")[0]
    out = redact("Is the password abc12345xyz too weak? asking for a friend")[0]
    assert "abc[REDACTED" not in out and "]xyz" not in out  # a secret is cut whole or not at all


def test_masks_stay() -> None:
    text = "the docs print it as Token: xxxx-xxxx-xxxx and password=****** in the logs"
    assert redact(text) == (text, 0)


def test_a_part_carries_an_announcement_one_message_further_only() -> None:
    out = _conversation("I'll send you the NAS password in the next message, it comes in two pieces", "Mp4!qz", "Tr8#wk",
                        "the box is a DS220+ btw")
    assert out[1] != "Mp4!qz" and out[2] != "Tr8#wk" and "DS220+" in out[3]


def test_a_german_typo_fix_replaces_a_password_of_another_shape() -> None:
    out = _conversation("Das WLAN-Passwort ist Haus#2020", "Tippfehler, richtig ist kiwi44Garten!")
    assert "kiwi44Garten!" not in out[1]


def test_a_bare_column_of_backup_codes_is_cut_and_a_column_of_words_stays() -> None:
    codes = "the site gave me these:\nq7rt-m2wx\nk9pd-3fha\nz4nb-w8ce\nh2vs-6tmy"
    out = redact(codes)[0]
    assert all(c not in out for c in ("q7rt-m2wx", "k9pd-3fha", "z4nb-w8ce", "h2vs-6tmy"))
    words = "team names:\nblue-moon\nfree-time\nsafe-zone\nlast-call"
    assert redact(words) == (words, 0)


def test_a_safe_combination_is_cut_and_its_size_stays() -> None:
    assert "12-40-33" not in redact("die Tresor-Kombination ist 12-40-33, bitte merken")[0]
    text = "Der Tresor im Keller misst 45-38-32 cm"
    assert redact(text) == (text, 0)


def test_the_network_a_password_is_for_stays_and_the_password_is_cut() -> None:
    out, n = redact("Das Passwort fürs Gäste-WLAN ist Sonne#2023")
    assert n == 1 and "Gäste-WLAN" in out and "Sonne#2023" not in out
