"""Round 22a's modules on sentences of their own (utils.redact_variants, redact_parts, redact_number_words,
redact_named_codes): what each cuts and what stays."""

from __future__ import annotations

from utils import redact_variants
from utils.redact import SecretMemory, redact


def _conversation(*messages: str) -> str:
    mem = SecretMemory("bob")
    return "\n".join(mem.redact(m, True)[0] for m in messages)


def test_near_variant_is_case_or_one_edit_of_a_password_shape() -> None:
    assert redact_variants.near("Quince#402", "quince#402")
    assert redact_variants.near("Quince#402", "Quince#402!")
    assert redact_variants.near("Quince#402", "Quince#40")
    assert not redact_variants.near("Quince#402", "Quince#402")  # the same value is a repeat, not a variant
    assert not redact_variants.near("Quince#402", "quince")  # a word sharing its letters
    assert not redact_variants.near("Quince#402", "Quince#4029!")  # two edits


def test_a_variant_in_a_later_message_is_cut_and_a_word_stays() -> None:
    out = _conversation("the alarm app password is Pumpernickel_84", "oops, lower case p: pumpernickel_84",
                        "I bought pumpernickel today")
    assert "pumpernickel_84" not in out and "Pumpernickel_84" not in out
    assert "I bought pumpernickel today" in out


def test_old_pin_after_a_new_one_and_a_later_year_stays() -> None:
    out = _conversation("meine neue PIN ist 3816", "die alte war 9042", "seit 2019 bei der Bank")
    assert "3816" not in out and "9042" not in out and "2019" in out


def test_parts_named_in_two_messages_and_a_chapter_stays() -> None:
    out = _conversation("premier morceau : Hibou2210", "deuxième partie : ~Sapin")
    assert "Hibou2210" not in out and "~Sapin" not in out
    assert redact("part one: the history, part two: the outlook")[1] == 0


def test_door_code_announced_then_bare() -> None:
    out = _conversation("Ti mando il codice del cancello dopo", "6620")
    assert "6620" not in out


def test_pins_in_numerals_and_words_and_counts_stay() -> None:
    assert "四八一六" not in redact("我的支付密码是四八一六")[0]
    assert "dokuz iki sıfır beş" not in redact("banka kartı şifrem dokuz iki sıfır beş")[0]
    assert redact("我们一共三四个人，五六天后回来")[1] == 0


def test_named_codes_and_siret_stays() -> None:
    assert "7713" not in redact("the screen lock pin on my tablet is 7713")[0]
    assert "9792 0371 8462 0537" not in redact("Troy kartımın numarası 9792 0371 8462 0537")[0]
    assert "904" not in redact("a kapukód 904#")[0]
    assert redact("SIRET : 44306184100047")[1] == 0
    # a user id stays alone, and is cut beside the password of its login
    assert redact("Benutzerkennung ist gartenfreund99")[1] == 0
    assert "gartenfreund99" not in redact("Benutzerkennung gartenfreund99, Passwort Amsel#7781")[0]


def test_a_variant_ending_in_punctuation_is_read_every_way_whatever_the_hash_seed() -> None:
    # "Harbor!552!" is a variant both as typed and without its last "!": both readings are kept, so the cut covers
    # the value whole (one reading picked by a set's order once left the "!" out under some PYTHONHASHSEEDs)
    assert redact_variants.variants("oops it's harbor!552! now", ["Harbor!552"]) == {"harbor!552!", "harbor!552"}
    out = _conversation("the NAS password is Harbor!552", "sorry, it's harbor!552! with a small h")
    assert "harbor!552" not in out and "!552" not in out and "[REDACTED:" in out.splitlines()[1]
