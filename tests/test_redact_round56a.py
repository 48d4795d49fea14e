"""Round 56a: secrets the rules let through (heldout_v86, v87 and v88's misses, spent: these are my own sentences, in
other words); beside each class, a public value of the same shape in the same message or one like it, which stays.
The values are made up."""

from __future__ import annotations

from redact_kit import cut, kept, talk


def test_a_kenyan_sha_number_is_cut_and_a_companys_kra_pin_stays() -> None:
    cut("Fomu ya hospitali inataka namba ya SHA CR5521907736104 na jina langu.", values=("CR5521907736104",))
    kept("Risiti ina KRA PIN ya kampuni P051234567Z tu.", values=("P051234567Z",))


def test_a_bank_tokens_code_is_cut_and_a_case_number_stays() -> None:
    cut("Me pidieron el usuario y el código del token 551208 por teléfono.", values=("551208",))
    kept("Me dieron el número de gestión 55120834 en el banco.", values=("55120834",))


def test_a_password_named_then_given_after_a_late_colon_is_cut() -> None:
    cut("Isä kertoi minulle sähköpostinsa salasanan, jotta voin lukea viestit: kuusi.puu7", values=("kuusi.puu7",))
    cut("She sent me her streaming password so I can log in on the TV: cobalt-otter42", values=("cobalt-otter42",))


def test_a_late_colon_before_a_url_or_a_plain_word_stays() -> None:
    kept("Reset your password at the help page: https://example.org/reset", values=("https://example.org/reset",))
    kept("The password rules are simple: lowercase only.", values=("lowercase",))


def test_a_password_in_brackets_after_its_name_is_cut() -> None:
    cut("I entered my password (Maple-River-Otter81) on a page that looked like my bank.",
        values=("Maple-River-Otter81",))


def test_a_word_in_brackets_after_password_stays() -> None:
    kept("Reset the password (optional) before the demo.", values=("optional",))


def test_numbered_backup_codes_in_columns_are_cut() -> None:
    out = talk("Please keep these for me.\n\nBACKUP VERIFICATION CODES\n\n1. 4820 1937    2. 5512 0846\n"
               "3. 9021 7734    4. 3308 6615")
    for v in ("4820 1937", "5512 0846", "9021 7734", "3308 6615"):
        assert v not in out, out


def test_a_numbered_list_without_backup_codes_stays() -> None:
    kept("Shopping list:\n1. 4820 1937 is the fridge's model\n2. milk", values=("4820 1937",))


def test_a_code_in_two_groups_of_three_is_cut() -> None:
    cut("the bank code is 903 114, can you enter it for me?", values=("903 114",))


def test_a_price_in_two_groups_stays() -> None:
    kept("the flat costs 903 114 euros in total.", values=("903 114",))


def test_a_hebrew_password_after_what_it_opens_is_cut() -> None:
    cut("תרשום לי: הסיסמה לאתר של הקופה limonada7!, ותזכיר לי להחליף.", values=("limonada7!",))


def test_the_spanish_tax_returns_reference_is_cut_and_a_shipment_reference_stays() -> None:
    cut("Estoy con la renta: el número de referencia que me llegó por SMS es 7QX2KA, ¿lo meto ya?",
        values=("7QX2KA",))
    kept("El número de referencia del envío es 7QX2KA, llega el martes.", values=("7QX2KA",))


def test_the_speakers_dutch_policy_number_is_cut() -> None:
    cut("Mijn polisnummer bij de verzekeraar is 503928174, klopt dat formaat?", values=("503928174",))
    kept("Het polisnummer van de voorbeeldbrief is 503928174.", values=("503928174",))


def test_a_camel_case_password_after_its_name_is_cut_and_a_camel_case_product_stays() -> None:
    cut("Siteye giremiyorum, şifrem balikEkmek, ne yapayım?", values=("balikEkmek",))
    kept("Siteye giremiyorum, tarayıcım iPhone üzerinde.", values=("iPhone",))


def test_a_pin_in_brackets_after_its_name_is_cut() -> None:
    cut("En la sucursal me pidieron mi NIP del cajero (8802), ¿es normal?", values=("8802",))


def test_a_branch_number_in_brackets_stays() -> None:
    kept("La sucursal (8802) abre a las nueve.", values=("8802",))


def test_a_japanese_pins_current_value_after_the_previous_is_cut() -> None:
    cut("ごめん、さっきのは前の番号だった。今のは ６６１９ です。", values=("６６１９",))


def test_a_hebrew_one_time_code_by_sms_is_cut() -> None:
    cut("קיבלתי קוד חד פעמי בסמס: 804213, למי לתת אותו?", values=("804213",))


def test_a_turkish_iban_called_mine_is_cut_beside_a_landlord() -> None:
    cut("Ev sahibine depozito için IBAN lazım, benimki TR33 0006 1005 1978 6457 8413 26.",
        values=("TR33 0006 1005 1978 6457 8413 26",))
