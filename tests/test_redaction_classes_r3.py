"""Unit tests of the round-3 redaction classes (issue 24): one or more cases per class, each with a look-alike
that must stay. Values are made up here (random, with the format's check where it has one)."""

from __future__ import annotations

import pytest

from utils import card_codes
from utils.redact import SecretMemory, bare_secrets, cn_id_ok, iban_ok, random_letters, redact, ssn_ok


def _cut(text: str, *secrets: str) -> str:
    out, n = redact(text)
    assert n >= 1, text
    for s in secrets:
        assert s not in out, (s, out)
    return out


@pytest.mark.parametrize(("text", "secret"), [
    ("restic backup --repo s3:bak --password=Lw3@p=Q8zx /srv", "Lw3@p=Q8zx"),
    ("./setup --db-passwd \"Yt6=k@Rv2m\" --host db", "Yt6=k@Rv2m"),
    ("htpasswd -nb metrics Gr33n#Leaf8", "Gr33n#Leaf8"),
    ("htpasswd -b -c .htpasswd ops quartz-lamp-4471", "quartz-lamp-4471"),
    ("echo 'deploy:Pl8!vxQ2' | chpasswd", "Pl8!vxQ2"),
    ("ssh-keygen -t rsa -N 'Hn4kq9Zw' -f id_ci", "Hn4kq9Zw"),
    ("zip -P Kt5mW2qx backup.zip notes.txt", "Kt5mW2qx"),
    ("~/.netrc: machine api.example.org login bob password Rm4!q9Lx", "Rm4!q9Lx"),
    ("Authorization: Digest username=\"a\", response=\"0f1e2d3c4b5a69788796a5b4c3d2e1f0\"",
     "0f1e2d3c4b5a69788796a5b4c3d2e1f0"),
    ("the token for my Gotify app is q8w2e7r4t1y9u3i6o5p0", "q8w2e7r4t1y9u3i6o5p0"),
    ("deploy password:\nJx7#mQ2vLp\n", "Jx7#mQ2vLp"),
    ("| host | password |\n|---|---|\n| nas | `Vb8!kT3q` |", "Vb8!kT3q"),
    ("le mot de passe de la box est xQkRtLmWpZ", "xQkRtLmWpZ"),
    ("the school login is my student number and Biscuit2015", "Biscuit2015"),
    ("邮箱的授权码是 k2j8h4g6f1d3s5a7，填哪里？", "k2j8h4g6f1d3s5a7"),
])
def test_round3_secret_classes(text: str, secret: str) -> None:
    _cut(text, secret)


@pytest.mark.parametrize(("text", "secret"), [
    ("card 4024 0071 5336 6719 exp 08/28 cvv 311", "311"),
    ("my SSN is 219-09-9990 for the lease", "219-09-9990"),
    ("身份证号 11010519491231002X 怎么填", "11010519491231002X"),
    ("please wire it to DE44 5001 0517 5407 3249 31", "DE44 5001 0517 5407 3249 31"),
    ("passport no. K7382910 expires next year", "K7382910"),
    ("my SIN is 355 512 575", "355 512 575"),
    ("GitHub recovery codes:\nab1cd-ef2gh\nij3kl-mn4op\nqr5st-uv6wx\nyz7ab-cd8ef", "ij3kl-mn4op"),
    ("备用码：12345678、23456789、34567890", "34567890"),
    ("security question again: my mother's maiden name is Whitcombe", "Whitcombe"),
    ("for the wire, my account number is 7730412985 (routing is on the form)", "7730412985"),
    ("I changed the garage passcode, the new one is 5512", "5512"),
])
def test_round3_pii_and_lists(text: str, secret: str) -> None:
    _cut(text, secret)


@pytest.mark.parametrize("text", [
    "mysql -u root -p\nEnter password:\nERROR 1045",
    "try 4242 4242 4242 4242 in Stripe test mode",
    "the sandbox card 5555 5555 5555 4444 works with any CVC",
    "the docs example AKIAIOSFODNN7EXAMPLE is not a real key",
    "my card expires 08/28, is that soon?",
    "order 219-09-9990 shipped",
    "call me at 415-555-0199",
    "订单号 110105194912310021 已发货",
    "IBAN DE89 3704 0044 0532 0130 00 is the example IBAN everyone uses",
    "passport number format: a letter and 8 digits",
    "docker build --secret id=npmrc,src=.npmrc .",
    "pg_dump --password reads it from a prompt",
    "password:\n  secretKeyRef:\n    name: db",
    "kubectl logs api-7f9c8d6b5-x2k4p says the token expired",
    "pk_live_51Hx9PublishableKeyInTheBundle is public",
    "My XML has <system> tags",
    "use `generate_password_hash` to hash the password",
    "the login is my email plus the password from the vault",
    "McDonalds password policy is strict",
    "my SIN card is lost",
    "the CRA sample SIN 046 454 286 is in every guide",
    "My first pet was Rex, a beagle, and my first car was a Honda",
    "my old phone had a password, the new one is Pixel8",
    "the account number field only takes 10 digits at the bank",
])
def test_round3_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_checksums() -> None:
    assert cn_id_ok("11010519491231002X") and not cn_id_ok("110105194912310021")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB82 WEST 1234 5698 7654 32") and not iban_ok("DE89370400440532013001")
    assert ssn_ok("219", "09", "9990") and not ssn_ok("666", "12", "3456") and not ssn_ok("912", "12", "3456")
    assert not ssn_ok("123", "00", "4567") and not ssn_ok("123", "45", "0000")
    assert random_letters("tFkIElLgrw") and random_letters("PLuHMgqyfv")
    assert not any(random_letters(w) for w in ("JavaScript", "McDonalds", "XMLHttpRequest", "getUserName", "LinkedIn"))


def test_card_expiry_and_code_in_the_next_message() -> None:
    mem = SecretMemory("alice")
    first, _ = mem.redact("here's the card: 4024 0071 5336 6719", True)
    second, n = mem.redact("exp 08/28 cvv 311", True)
    assert "4024" not in first and "08/28" not in second and "311" not in second and n == 2
    third, n = mem.redact("thanks, what was 08/28 about?", True)
    assert n == 0 and third == "thanks, what was 08/28 about?"  # only the message right after the card
    assert card_codes.followups("exp 11/29 and cvv 604") and card_codes.followups("see you at 10/12") != [] is not None


def test_a_lead_in_after_a_message_naming_a_secret_announces_the_value() -> None:
    mem = SecretMemory("alice")
    msgs = ["which field in the form holds the password?", "mine is", "Gq7!mzR2xw"]
    outs = [mem.redact(m, True)[0] for m in msgs]
    assert outs[:2] == msgs[:2] and "Gq7!mzR2xw" not in outs[2]
    # without a message naming a secret first, "mine is" announces nothing
    mem2 = SecretMemory("alice")
    assert [mem2.redact(m, True)[0] for m in ["which car is faster?", "mine is", "Tesla"]] == [
        "which car is faster?", "mine is", "Tesla"]


def test_two_announced_values_in_one_message() -> None:
    assert [("jwalker Qx7!tRm29"[s:e]) for s, e in bare_secrets("jwalker Qx7!tRm29")] == ["Qx7!tRm29"]
    assert bare_secrets("sounds good to me") == []
    mem = SecretMemory("alice")
    mem.redact("I'll send the vpn user and password in the next message", True)
    out, n = mem.redact("ops-admin Zr8#kLp2q", True)
    assert n == 1 and "Zr8#kLp2q" not in out and out.startswith("ops-admin ")


def test_chinese_announcement_then_a_bare_pin() -> None:
    mem = SecretMemory("alice")
    mem.redact("保险箱密码告诉你，帮我记着", True)
    out, n = mem.redact("482913", True)
    assert n == 1 and "482913" not in out
