"""Round 32a: values given a clause or a message away from their name (utils.redact_clause_values,
utils.redact_handed_on). My own sentences, none from a held-out set."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _chat(*msgs: str) -> str:
    mem = SecretMemory("t32a")
    return "\n".join(mem.redact(m, True)[0] for m in msgs)


@pytest.mark.parametrize("msgs, secret", [
    (("I always lose my music app password, could you remember it for me?", "ok it's Tr0mb@7x (login is my work mail)"),
     "Tr0mb@7x"),
    (("Can you just remember my bank PIN for me?", "sure: 80415"), "80415"),
    (("I'll send the deploy key in three parts, the chat cuts it.", "first part: kx7Qpl2mZr0a"), "kx7Qpl2mZr0a"),
    (("Ich schick dir gleich den Code vom Briefkasten, schreib ihn bitte in die Notiz.", "Code ist 4471, oben links."),
     "4471"),
    (("Te paso ahora la clave del portal para la vecina.", "la clave es 55917, gracias"), "55917"),
    (("je t'envoie le code du garage tout de suite", "c'est 90462, merci"), "90462"),
])
def test_a_value_handed_on_in_the_next_message(msgs: tuple[str, ...], secret: str) -> None:
    assert secret not in _chat(*msgs)


@pytest.mark.parametrize("msgs, secret", [
    (("The building's door code is #4410", "no wait, they changed it on Monday. it's #7712 now"), "7712"),
    (("Guarda la contraseña del correo: Lupa_2231",
      "perdón, me equivoqué, esa es la vieja. La correcta es Remo.8812"), "Remo.8812"),
    (("Das WLAN-Passwort ist Kiefer#551",
      "Entschuldigung, das war falsch. Das richtige ist Ahorn#662"), "Ahorn#662"),
])
def test_a_value_corrected_in_the_next_message(msgs: tuple[str, ...], secret: str) -> None:
    assert secret not in _chat(*msgs)


@pytest.mark.parametrize("text, secret", [
    ("Write down the password of the tax portal, I never remember it: ~Halvard88", "~Halvard88"),
    ("Notiere das Passwort vom Elster-Konto, das vergesse ich sonst immer: Birke.4471", "Birke.4471"),
    ("The car hire form asks for my driver's licence. Mine is D4821907 (Ohio).", "D4821907"),
    ("Sie wollen die Führerscheinnummer vorab. Meine ist B072X1149Q1.", "B072X1149Q1"),
    ("Help me write to the insurer: member ID QXT448201937, group 778812.", "QXT448201937"),
    ("define( 'SECURE_AUTH_SALT', 'p{4]Zr!k<~Q,u;8=]wXy@0]m)3s' );", "p{4]Zr!k<~Q,u;8=]wXy@0]m)3s"),
    ("define('LOGGED_IN_KEY', 'aB9$kL2#mN5^pQ8&');", "aB9$kL2#mN5^pQ8&"),
    ("My router password is Kx9#vale2. How do I say it on the phone? Maybe capital K, x, nine, hash, v, a, l, e, two?",
     "capital K, x, nine, hash, v, a, l, e, two"),
    ("altool wants an app-specific password, I made qwer-tyui-opas-dfgh just now", "qwer-tyui-opas-dfgh"),
    ("The nursery asks for the collection password, which is purple walrus.", "purple walrus"),
    ("Where should I keep these? Bitbucket just showed them:\n\n3fa9c-b81d0\n77e2a-c40f9\n", "3fa9c-b81d0"),
])
def test_a_value_a_clause_away_from_its_name(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


@pytest.mark.parametrize("text", [
    "Can you remember what we said about the trip for me?",
    "The Wi-Fi password policy: at least 12 characters, which is annoying.",
    "The password, which is shared by the whole team, changes monthly.",
    "My licence expires next year. Mine is the old pink card, not the photocard.",
    "The member ID field is empty on the form, what goes there?",
    "define( 'WP_DEBUG', true ); define( 'DB_HOST', 'localhost' );",
    "sorry, I meant the meeting is at 1530 now",
    "Our alphabet song goes a, b, c, d, e, f, g.",
    "Where should I store these? Here are my shopping items:\napples\npears\n",
    "I'll send you the photos in two parts because the upload is slow.",
])
def test_ordinary_text_stays(text: str) -> None:
    assert redact(text)[0] == text


def test_ordinary_chat_after_a_secret_stays() -> None:
    out = _chat("the gate code is 4412", "sorry, the party starts at 1900 on Saturday", "thanks, see you then")
    assert "4412" not in out and "see you then" in out
