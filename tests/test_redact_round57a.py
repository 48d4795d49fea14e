"""Round 57a: secrets the rules let through (heldout_v89, v90 and v91's misses, spent: these are my own sentences, in
other words); beside each class, a public value of the same shape in the same message or one like it, which stays.
The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept, talk


def test_a_password_piped_to_base64_for_a_secret_is_cut() -> None:
    text = ("My Secret's password field decodes to garbage. I built it with `echo -n 'Wq7.harbor_Lk2' | base64` and "
            "pasted the output under data:. Why does the app still fail to log in?")
    cut(text, values=("Wq7.harbor_Lk2",))
    kept("To see what base64 does, run `echo 'hello world' | base64` in a shell.", values=("hello world", "echo"))
    kept("Decode it with `echo 'aGVsbG8K' | base64 -d` to read the token's name.", values=("aGVsbG8K",))


def test_a_carriers_account_beside_a_transfer_pin_is_cut_and_an_order_stays() -> None:
    text = ("Switching to Visible: they need the port-out PIN and the account. Account number 550193827, "
            "port out PIN 402913. Visible's order is VS-55019382.")
    cut(text, values=("550193827", "402913"))
    kept(text, values=("VS-55019382",))
    kept("Mint's order number 55019382 came by mail; the transfer PIN comes by text.", values=("55019382",))


def test_a_word_after_a_pins_colon_is_no_pin() -> None:
    out = talk("The carrier wants two things, the transfer PIN: account holder name and billing zip.")
    assert "account holder" in out and "[REDACTED" not in out, out


def test_a_wifi_key_on_the_networks_line_is_cut_and_the_networks_name_stays() -> None:
    text = "Pour la nounou — réseau : Freebox-7A2C91, clé : 9XQ4MZTR2BHW7KPD. Merci !"
    cut(text, values=("9XQ4MZTR2BHW7KPD",))
    kept(text, values=("Freebox-7A2C91",))
    cut("Gäste-WLAN: Netz FRITZ!Box 7590 QX, Schlüssel: 4417QZXW8812MKRT", values=("4417QZXW8812MKRT",))
    kept("The product key: 8B3C2D1E4F is printed on the box.", values=("8B3C2D1E4F",))


def test_a_locks_code_named_with_its_room_is_cut() -> None:
    cut("Nhắn khách giúp mình: mã tủ sắt trong phòng ngủ là 482019 nhé.", values=("482019",))
    cut("บอกแขกด้วยว่า รหัสตู้เซฟห้องพัก 730512 นะ", values=("730512",))
    cut("Tolong kasih tahu tamu: kode brankas di kamar 551904.", values=("551904",))
    kept("Khách ở phòng 1204 nhé, nhận phòng lúc 2 giờ.", values=("1204",))
    kept("Mã két sắt trong phòng 1502 bị hỏng, gọi lễ tân giúp mình.", values=("1502",))


def test_a_3d_secure_code_is_cut_and_a_payments_amount_stays() -> None:
    cut("Mi-a venit codul 3D Secure: 551280 pentru 349 lei, nu l-am cerut eu.", values=("551280",))
    cut("The bank texted a 3-D Secure code 803317 for a purchase I never made.", values=("803317",))
    kept("3D Secure 2022 rules changed how my shop handles 5000 orders.", values=("2022", "5000"))


def test_a_greek_ebanking_password_is_cut_and_a_payment_code_stays() -> None:
    text = "Πλήρωσα με κωδικό πληρωμής RF4718293046512, αλλά ο κωδικός για το web banking Thalassa=2207 δεν δουλεύει."
    cut(text, values=("Thalassa=2207",))
    kept(text, values=("RF4718293046512",))


def test_a_code_read_off_a_key_list_is_cut() -> None:
    cut("Pankki pyytää avainlukua nro 17. Paperilla sen kohdalla on 8826, kelpaako se?", values=("8826",))
    cut("The bank's site asks for code number 14 from my card. On the card, next to 14 it says 5093.",
        values=("5093",))
    cut("Die Bank will TAN Nr. 31 von meiner Liste, da steht 7720.", values=("7720",))
    cut("Verkkopankki kysyy tunnuslukua numero 9. Listassa sen kohdalla lukee 6614.", values=("6614",))
    kept("The form asks for code number 14 only; page 3 says 2025 is the deadline.", values=("2025",))


def test_the_speakers_hungarian_account_is_cut_beside_a_firms_invoice() -> None:
    text = ("Díjbekérő jött a Minta Bt.-től: bankszámlaszám 10405190-50123456-78901236, sorszám MB-2026/118. Ha "
            "visszatérítenek, a saját bankszámlámra kérem: 11773023-10000004-27183916.")
    cut(text, values=("11773023-10000004-27183916",))
    kept(text, values=("10405190-50123456-78901236",))


def test_a_mutuelle_member_number_in_the_speakers_own_form_is_cut() -> None:
    text = ("Je dois remplir la fiche de la nouvelle mutuelle : numéro de sécu 1 84 03 75 112 233 54, numéro "
            "d'adhérent chez mon ancienne mutuelle 418820731. C'est bon ?")
    cut(text, values=("418820731",))
    kept("Le numéro d'adhérent de la mutuelle figure sur la carte, 418820731 par exemple, sans clé.",
         values=("418820731",))


def test_a_password_of_random_letters_after_its_name_is_cut_and_a_word_stays() -> None:
    cut("- wifi: the network 'OakLodge', password hGtRwQpLmZkX", values=("hGtRwQpLmZkX",))
    kept("Change the password Tomorrow, please.", values=("Tomorrow",))
    kept("Reset the password JavaScript uses for the session.", values=("JavaScript",))


def test_a_hedged_russian_password_is_cut_and_a_policy_example_stays() -> None:
    cut("Пароль от почты отца вроде Lipa_2290!, он не уверен.", values=("Lipa_2290!",))
    kept("Политика запрещает пароли вроде Qwerty123!, их легко подобрать.", values=("Qwerty123!",))


def test_a_czech_pin_in_the_instrumental_is_cut() -> None:
    cut("Děda nosí lísteček s PINem ke kartě 7314 v peněžence.", values=("7314",))


def test_an_id_card_number_announced_with_ich_is_cut() -> None:
    cut("Die Ausweisnummer schick ich dir gleich, muss den Ausweis suchen", "L01X00T471", values=("L01X00T471",))
