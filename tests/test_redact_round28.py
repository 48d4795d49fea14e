"""Round 28 (my own texts, not tuning_v42's): passphrases typed at a prompt (utils.redact_typed_phrases), the speaker's
own account claimed by a possessive (utils.redact_own_accounts), a URL's host after its credentials
(utils.redact_url_hosts), and the public values kept beside them."""

from __future__ import annotations

from utils.redact import redact


def _cut(text: str, value: str) -> bool:
    out, _ = redact(text)
    return value not in out


def test_a_passphrase_typed_at_a_prompt_is_cut_in_several_languages() -> None:
    for text, value in (
        ("Bitwarden locks itself and I type heron basalt quiver mitten when it asks, is that fine?",
         "heron basalt quiver mitten"),
        ("Bei LUKS tippe ich möwe gurke nebel anker nach dem Booten, das klappt.", "möwe gurke nebel anker"),
        ("Quand VeraCrypt le demande je saisis pomme orage lapin crayon, puis rien ne se passe.",
         "pomme orage lapin crayon"),
        ("解锁 KeePass 时我输入的是 cactus meadow ripple lantern，总提示不对。", "cactus meadow ripple lantern"),
    ):
        assert _cut(text, value), text


def test_prose_or_a_command_after_a_typing_verb_stays() -> None:
    for text in ("At the unlock prompt I type it slowly and carefully, then press enter.",
                 "When KeePass asks, I enter the long one and it opens.",
                 "at the prompt I type sudo apt get update and wait",
                 "Beim Entsperren gebe ich die lange Passphrase ein."):
        assert redact(text)[1] == 0, text


def test_the_speakers_own_account_is_cut_and_a_partys_stays() -> None:
    text = "O aluguel vai para a conta do proprietário 33120-4. A minha conta corrente é 77410-2, no Bradesco."
    out, _ = redact(text)
    assert "77410-2" not in out and "33120-4" in out
    out, _ = redact("Переведите зарплату на мой счёт 40817810099910004312, пожалуйста.")
    assert "40817810099910004312" not in out
    assert redact("my account has 25000 followers now")[1] == 0


def test_a_urls_host_and_path_stay_after_its_credentials_are_cut() -> None:
    out, _ = redact("git clone https://deploy-token:glpat-Q8vX2kLm9RtY4pZw7NcB@gitlab.example.com/ops/infra.git")
    assert "glpat-Q8vX2kLm9RtY4pZw7NcB" not in out and "gitlab.example.com/ops/infra.git" in out


def test_printed_defaults_barcodes_and_test_keys_stay() -> None:
    for text in ("El código de barras de la caja, que escaneé ayer en el súper, es 4081478158062.",
                 "ルーターのラベルには初期PIN 90817345 と印刷されています。",
                 "Turnstile's docs give the test secret 2x0000000000000000000000000000000AA for failures."):
        assert redact(text)[1] == 0, text
