"""Round 53a: secrets in phrasings the rules let through, by class (heldout_v77, v78 and v79's misses, spent: these
are my own sentences, in other words); beside each class, the look-alikes its precision rests on. The values are made
up."""

from __future__ import annotations

from redact_kit import cut, kept


def test_a_wifi_key_of_words_run_together_is_cut_and_a_long_word_stays() -> None:
    cut("Router sticker says WLAN-Schlüssel: copperlanternforest, how do I change it?", values=("copperlanternforest",))
    kept("The wifi key is a long word: internationalization", values=("internationalization",))


def test_accounts_called_mine_and_indian_accounts_are_cut() -> None:
    cut("את ההחזר תעבירו לחשבון שלי 12-884310 בבנק הפועלים", values=("12-884310",))
    cut("Pay into savings a/c 30472615548, IFSC HDFC0001234 please", values=("30472615548",))
    # an a/c number with no IFSC in the message is the rules' of before, not this one's
    kept("The IFSC is HDFC0001234 for the branch, the invoice is 30472615548", values=("30472615548",))


def test_a_uk_licence_by_its_layout_is_cut() -> None:
    cut("UK driver license SMITH901234JD9AB for the rental desk", values=("SMITH901234JD9AB",))


def test_a_first_part_beside_the_announcement_of_parts_is_cut() -> None:
    cut("Te mando la clave en dos partes. Primera: Xq7!", values=("Xq7!",))
    kept("Te explico el proceso. Primera: llamar al banco.", values=("llamar",))
    kept("my essay is in two parts. first part: Introduction", values=("Introduction",))


def test_a_devices_code_sshpass_and_a_security_code_said_after_its_name_are_cut() -> None:
    cut("The code on my phone just now was 448120 but it failed", values=("448120",))
    kept("The code on my phone says 'expired' after 300 seconds", values=("300",))
    cut('sshpass -p "N0t-Gu3ss4ble" ssh admin@host uptime', values=("N0t-Gu3ss4ble",))
    kept('sshpass -p "$SSH_PASS" ssh admin@host uptime', values=("$SSH_PASS",))
    cut("Paid with the Amex 3714 496353 98431 exp 09/29", "the security code, it's 4826 on the front",
        values=("4826",))


def test_a_code_to_remember_after_the_question_is_cut_and_a_room_stays() -> None:
    cut("Can you remember the garage code for me? 7410", values=("7410",))
    cut("Kannst du dir den Code vom Keller merken? 551904", values=("551904",))
    kept("Can you remember the meeting room? 7410", values=("7410",))


def test_a_tagalog_mpin_after_its_service_is_cut() -> None:
    cut("Yung PIN ko sa Maya 5512 nakalimutan ko", values=("5512",))


def test_the_next_piece_of_a_secret_given_in_pieces_is_cut() -> None:
    cut("I'll send the card in bits", "4111 2233", "4455 6677, exp 11/29", values=("4455 6677", "11/29"))
    # a message of other numbers after a piece is no piece
    kept("4111 2233", "room 1502 on floor 3", values=("1502",))


def test_a_persons_inflected_id_after_a_firms_id_is_cut() -> None:
    # the firm's Y-tunnus comes first; "henkilötunnukseni" (my personal id) names the person's after it
    cut("Vuokranantajan firma (Y-tunnus 7473698-5) kysyy: henkilötunnukseni on 131052-308T.", values=("131052-308T",))
    kept("Vuokranantajan firma (Y-tunnus 7473698-5) kysyy laskusta.", values=("7473698-5",))
