"""Unit tests of the round-14 redaction classes (issue 24, utils.redact_round14 and utils.secret_names): each class
both ways (the value goes; the same shape beside ordinary words stays), and the memory across messages."""

from __future__ import annotations

import pytest

from utils import redact_round14 as r14
from utils import secret_names
from utils.redact import ROUNDS, SecretMemory, redact


def test_the_registry_holds_round_14_after_13() -> None:
    r = next(x for x in ROUNDS if x.name == "14")
    assert r.keep is r14.keep and r.announces is r14.announces
    assert [x.name for x in ROUNDS].index("14") > [x.name for x in ROUNDS].index("13")


def test_the_lexicon_covers_many_languages_by_kind() -> None:
    # a name per kind in scripts of many families: Hebrew, Arabic, Thai, Devanagari, Greek, Cyrillic, CJK, Latin
    for word in ("סיסמה", "كلمة المرور", "รหัสผ่าน", "पासवर्ड", "κωδικός", "пароль", "密碼", "hasło", "lösenord"):
        assert word in secret_names.PASSWORD
    assert {"pincode", "tunnusluku", "blik", "הקוד הסודי", "الرقم السري"} <= set(secret_names.PIN)
    assert len(secret_names.PASSWORD) >= 80 and len(secret_names.EXAMPLE) >= 60


@pytest.mark.parametrize(("text", "value"), [
    # a password named with words between, in languages the lexicons lacked
    ("Hasło do routera w piwnicy ustawiłem na Gx7!pqLm2 wczoraj.", "Gx7!pqLm2"),
    ("סיסמת המחשב בבית היא Rv8#tuQ2mw", "Rv8#tuQ2mw"),
    ("Το συνθηματικό του λογαριασμού μου είναι Kp3@xyWq9", "Kp3@xyWq9"),
    ("Salasana kotikoneeseen on nykyään Hm5%rtYu2", "Hm5%rtYu2"),
    # PINs and door codes
    ("Mijn pincode van de bankpas is 7391.", "7391"),
    ("Portkoden till gården är 5820.", "5820"),
    # a card's expiry and code after a Luhn-valid card, whatever words name them
    ("Karta 4556737586899855, platnost 09/28, kód 317", "09/28"),
    ("Karta 4556737586899855, platnost 09/28, kód 317", "317"),
    # a lock's combination
    ("The combination of the old safe is 14-37-08.", "14-37-08"),
    # ids with their check
    ("Krankenversichertennummer: H914611592", "H914611592"),
    ("my TFN is 892 588 593", "892 588 593"),
    # app passwords, Traditional Chinese one-time codes, recovery codes one a line
    ("Hasło aplikacji do poczty: mkqz rtvw pahd lseu", "mkqz rtvw pahd lseu"),
    ("您的驗證碼為738201，請勿告訴他人", "738201"),
    ("backup codes\n7hq2kx9p\nm4vw8z1c\nr6ty3n5b", "m4vw8z1c"),
])
def test_each_class_goes(text: str, value: str) -> None:
    out, n = redact(text)
    assert n >= 1 and value not in out, out


@pytest.mark.parametrize("text", [
    "Hasło do routera musi mieć co najmniej 12 znaków.",
    "Mijn pincode is verlopen na 3 pogingen.",
    "Pociąg 4556 odjeżdża 09/28 z peronu 317.",
    "Kluis van 30-40-25 cm, 45 kg.",
    "Krankenversichertennummer H914611593 (Tippfehler im Beispiel)",
    "TFN 123 456 789 is the ATO's example number.",
    "App passwords look like xxxx xxxx xxxx xxxx.",
    "驗證碼已寄出，5 分鐘內有效。",
    "Is Zomer2025! een sterk wachtwoord?",
    "Bitte PIN-Eingaben verdecken.",
    "La chiave finta è sk_live_51HxFakeFakeFake00aa (finta).",
    "Voorbeeld IBAN: NL91 ABNA 0417 1643 00 (voorbeeld)",
    "The match finished with scores 21-19-25 over three sets.",
])
def test_the_same_shapes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_a_weak_password_given_then_asked_about_still_goes() -> None:
    for text in ("Mein WLAN-Passwort ist jetzt Sommer2024!, ist das sicher genug?",
                 "Moje hasło do banku to teraz Lato2024! — czy jest bezpieczne?"):
        out, _ = redact(text)
        assert "2024" not in out, out


@pytest.mark.parametrize(("messages", "secrets"), [
    (["Ik stuur het wachtwoord in een apart bericht.", "Qw8#zxTy4m"], ["Qw8#zxTy4m"]),
    (["key first half: 9f3a71c2e4b8", "second half: 5d06b7a9c1e3"], ["9f3a71c2e4b8", "5d06b7a9c1e3"]),
    (["현관 비밀번호는 4827 이야", "아 그건 옛날 거고 지금은 6159"], ["4827", "6159"]),
    (["驗證碼是 552904", "是552904對吧？"], ["552904"]),
])
def test_across_messages(messages: list[str], secrets: list[str]) -> None:
    mem = SecretMemory("alice")
    out = "\n".join(mem.redact(m, True)[0] for m in messages)
    assert not any(s in out for s in secrets), out


def _corpus_texts() -> list[str]:
    from tests.test_redaction_corpus import load_cases, load_lookalikes

    return [c["text"] for c in load_cases()] + load_lookalikes()


def test_names_found_by_the_automaton_give_what_scanning_gives() -> None:
    """Round 13's codes and passwords tried at the automaton's name starts find what scanning the text finds, and
    its lock gate (the automaton's "lock" group) lets through every text its lock regex matches."""
    from utils import redact_round13 as r13
    from utils.redact import placeholder_literal

    for text in _corpus_texts():
        low = text.lower()
        if len(low) != len(text):
            continue
        hit = r13._NAMES.starts(low)
        if r13._LOCK_WORDS.search(text):
            assert "lock" in hit, text
        a: list[tuple[int, int, str]] = []
        b: list[tuple[int, int, str]] = []
        r13._codes(text, a, hit.get("pin", []), hit.get("code", []))
        r13._codes(text, b)
        assert set(a) >= set(b), text
        a, b = [], []
        r13._passwords(text, placeholder_literal, a, hit.get("pw", []))
        r13._passwords(text, placeholder_literal, b)
        assert set(a) >= set(b), text
