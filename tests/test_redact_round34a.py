"""Round 34a: answers given after what a service asks for, and codes inside a quoted message (utils.redact_asked_answers,
utils.redact_message_codes). My own sentences, none from a held-out set."""

from __future__ import annotations

import pytest

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize("text, secret", [
    # a security answer after the service's asking, the surname whole with its particles
    ("When the bank asks for my mother's maiden name, it's De la Fuente. Keep it for me.", "De la Fuente"),
    ("If the insurer asks for my first pet's name, it's Pumpernickel.", "Pumpernickel"),
    ("Quand la banque demande le nom de jeune fille de ma mère, c'est Le Goff.", "Le Goff"),
    ("Si el banco pide el apellido de soltera de mi madre, es Echeverría.", "Echeverría"),
    # a carrier's or a bank's PIN asked for, then "mine is"
    ("To move my line, Verizon asks for the transfer PIN. Mine is 602915 if you need it.", "602915"),
    ("The bank wants my phone PIN; mine's 88412.", "88412"),
    ("Pour la portabilité, l'opérateur demande le code PIN. Le mien est 73920.", "73920"),
    # a quoted passphrase of plain words asked about as one's master passphrase
    ("is 'copper meadow lantern pigeon fjord' a good master passphrase for 1Password? I use it", "copper meadow lantern pigeon fjord"),
    ('Is "gravel orchid tundra sable" strong enough as my master password?', "gravel orchid tundra sable"),
    ("est-ce que « lampe verte nuage pierre » est une bonne phrase de passe pour KeePass ?", "lampe verte nuage pierre"),
    # a one-time code a quoted e-mail says to use
    ("Fwd:\n> Subject: Verify your sign-in\n> Enter 604917 to confirm the payment.\n> Ref #55120934", "604917"),
    ("> Utilisez 482913 pour valider le virement. Ce code expire dans 5 minutes.", "482913"),
    ("Me llegó un SMS: «Usa 739204 para confirmar la transferencia». ¿Es fraude?", "739204"),
    # a mobile-money confirmation's transaction code
    ('Is this real? "QAB3XK8PLM Confirmed. Ksh1,250.00 sent to JOHN DOE on 3/4/25."', "QAB3XK8PLM"),
    # a spaced authenticator setup key
    ("Authenticator setup key: KQWE RTYU PLMN BVCX . how do I move it to my new phone?", "KQWE RTYU PLMN BVCX"),
    ("Clé de configuration : mzxw 6ytb oi4d gnzq", "mzxw 6ytb oi4d gnzq"),
    # an alarm company's code
    ("Our Vivint code is 2290 and the duress code is 7713. How do I change them?", "2290"),
    ("Our Vivint code is 2290 and the duress code is 7713. How do I change them?", "7713"),
    # a card's expiry on a table's row
    ("| field | value |\n|---|---|\n| card | 3782 822463 10005 |\n| expiry | 09/2028 |\n| CID | 4821 |", "09/2028"),
    ("| Feld | Wert |\n|---|---|\n| Karte | 4111 1111 1111 1111 |\n| Ablauf | 11/27 |", "11/27"),
])
def test_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize("text, public", [
    ("When my bank asks for my address, it's 22 Baker Street.", "22 Baker Street"),
    ("Use 2024 as the year in the report.", "2024"),
    ("Use 8080 to connect to the dev server.", "8080"),
    ("Confirmed. The order ships Tuesday.", "Confirmed"),
    ('Is this real? "QAB3XK8PLM Confirmed. Ksh1,250.00 sent to JOHN DOE till 553210."', "Ksh1,250.00"),
    ('Is this M-Pesa SMS fake? "RTX4BN7QWE Confirmed. Ksh740.00 paid to MAMA MBOGA till 402913."', "Ksh740.00"),
    ('Is this M-Pesa SMS fake? "RTX4BN7QWE Confirmed. Ksh740.00 paid to MAMA MBOGA till 402913."', "402913"),
    ("| field | value |\n|---|---|\n| order | 55120934 |\n| expiry | 09/2028 |", "09/2028"),
    ("is 'the quick brown fox' a good title for my blog post?", "the quick brown fox"),
    ("Should the button say 'reset my account' or just 'forgot password'?", "reset my account"),
    ("Is 'correct horse battery staple' still a good password idea?", "correct horse battery staple"),
    ("The ADT office is on 5th street and the van number is 4412.", "4412"),
])
def test_kept(text: str, public: str) -> None:
    assert public in _out(text)
