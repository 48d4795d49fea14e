"""Unit tests of the round-4 redaction classes (issue 24): one or more cases per class, and look-alikes of the
same vocabulary that must stay. Values are made up here (random)."""

from __future__ import annotations

import pytest

from test_redaction_classes_r3 import _cut
from utils.card_codes import repeated_digit_card
from utils.redact import SecretMemory, dotted_pass, pw_value, random_letters, redact, referred_values


@pytest.mark.parametrize(("text", "secret"), [
    # a PIN or password named earlier in the message, given in passing or by reference
    ("the PIN on the shed lock never changed, it's 4417 like always", "4417"),
    ("can the app stop asking for my PIN on every launch? it's 6093 and I type it all day", "6093"),
    ("the alarm code is the one I sent you on Monday: 2-8-1-9", "2-8-1-9"),
    ("the password for the printer is the same as the scanner, it's Quartz.lamp.47", "Quartz.lamp.47"),
    ("router admin password hasn't changed, still Rk7wQm2Lzv", "Rk7wQm2Lzv"),
    # codes quoted from an SMS or e-mail
    ("got this: \"Your Lyft code is 4471. Don't share it.\" but I never signed up", "4471"),
    ("\"Use 518204 to verify your Signal number\" came twice tonight", "518204"),
    ("the email:\n\nYour sign-in code\n\n  902113\n\nIt expires in 10 minutes.", "902113"),
    ("\"H-662019 is your verification code\" — the site still says invalid", "662019"),
    # commands that set a password
    ("command: redis-server --requirepass Wc4nTq8zLm", "Wc4nTq8zLm"),
    ("masterauth Yh3kZq9vPw in the replica's config", "Yh3kZq9vPw"),
    ("redis-cli CONFIG SET requirepass 'Fp7xLq2mWz'", "Fp7xLq2mWz"),
    ("rabbitmqctl change_password ops Jt6mKq2xRv", "Jt6mKq2xRv"),
    ("keytool -genkeypair -alias app -keystore k.jks -storepass Gm8vLq3zXp -keypass Gm8vLq3zXp", "Gm8vLq3zXp"),
    ("xfreerdp /v:10.1.1.9 /u:ops /p:Zk4mQ9xLw2", "Zk4mQ9xLw2"),
    ("net user svc_print Vb3mK9qLx /add", "Vb3mK9qLx"),
    ("wpa_passphrase Attic \"fern.Cobalt.73\"", "fern.Cobalt.73"),
    ("bin/elasticsearch-users useradd ana -p Hq2vZm8Lkx -r viewer", "Hq2vZm8Lkx"),
    # vendor credentials named beside them (hex and UUID values)
    ("appKey: 3c9e1b7a2f40d85e6a1c9b3f7d2e80a4c6b1f9e2", "3c9e1b7a2f40d85e6a1c9b3f7d2e80a4c6b1f9e2"),
    ("the Datadog application key 9a1f3c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a was in the repo", "9a1f3c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a"),
    ("Slack signing secret 4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e rejected", "4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e"),
    ("server token 2b7e9f1c-4a3d-4e8b-9c6f-1d2e3f4a5b6c for Postmark", "2b7e9f1c-4a3d-4e8b-9c6f-1d2e3f4a5b6c"),
    # Atlassian and Bitbucket tokens at any length
    ("JIRA_TOKEN=ATATT3xFfGF0" + "Zk3mQ9xLw2Rt7vNp" * 6 + "=9A1C3E5F", "ATATT3xFfGF0Zk3mQ9xLw2Rt7vNp"),
    # a credential constructor's later string arguments
    ("cred = credential.Credential(\"AKIDqKt3mZ8xLw2Rp9vNc4Bf7Gh1Jk5Ls6Md\", \"tQmZkLwRxPvNcBfGhJkLsMdWqErTyUiOp\")",
     "tQmZkLwRxPvNcBfGhJkLsMdWqErTyUiOp"),
    ("client = AcsClient('LTAI5tPq8Zm3Kx7Lw2Rv', 'WqErTyUiOpAsDfGhJkLzXcVbNmQwEr', 'cn-shenzhen')",
     "WqErTyUiOpAsDfGhJkLzXcVbNmQwEr"),
    ("new NetworkCredential(\"backup\", \"Pz7#kQm2Lw\")", "Pz7#kQm2Lw"),
])
def test_round4_secret_classes(text: str, secret: str) -> None:
    _cut(text, secret)


@pytest.mark.parametrize("text", [
    "the PIN is the same as before, I never changed it",
    "use the one I gave you, the password hasn't changed",
    "the PIN pad on the till is broken, it's 250 dollars to fix",
    "I forgot my PIN. It's 2am and the branch is closed",
    "our password policy changed in 2023, it's 14 characters minimum now",
    "the PIN entry screen renders at 1080p, it's still 1080 on the tablet",
    "the pin on the Arduino is still 13, it's the LED one",
    "the verification code expires in 10 minutes and is 6 digits long",
    "Use 2048 as the key size and verify the code",
    "the security code review flagged 1500 lines",
    "To verify, the code returns 4040 when the cache is cold",
    "run the code to verify the fix, then merge PR 4821",
    "SMS: \"Your parcel 5521 is out for delivery\" — not a code, right?",
    "验证码有效期 5 分钟，请及时输入",
    "redis-server --requirepass reads it from the config file",
    "requirepass foobared is what the sample redis.conf has",
    "--requirepass $(cat /run/secrets/redis)",
    "keytool -list -keystore cacerts -storepass changeit",
    "net user administrator /active:yes",
    "rabbitmqctl add_user needs a password argument",
    "the key 5d41402abc4b2a76b9719d911017c592 is the md5 of hello",
    "cache_key: 5d41402abc4b2a76b9719d911017c592",
    "the page token 6a07872be8bdb9921c9c24cbf36716310a80157f",
    "commit 3c9e1b7a2f40d85e6a1c9b3f7d2e80a4c6b1f9e2 rotated the app key",
    "the app id is 2b7e9f1c-4a3d-4e8b-9c6f-1d2e3f4a5b6c, the key is separate",
    "datadog appKey: ${DD_APP_KEY}",
    "cred = credential.Credential(secret_id, secret_key)",
    "Credential(\"my-id\", \"my-secret\")",
    "Greeting(\"HelloWorldFromTheTeam\", \"GoodbyeAndThanksForAll\")",
    "assertEqual(\"aBcDeFgHiJkLmNoPqRsTuV\", result)",
    "conn = connect(\"localhost\", \"postgres\")",
    "For 3-D Secure tests the docs give 4000 0027 6000 3184 and 4000 0082 6000 3178",
    "Content-Security-Policy: script-src 'nonce-Q2hhbmdlTWVFdmVyeVJlcXVlc3Q5' 'strict-dynamic'",
    "<script nonce=\"Xk2mLq9vTz4wRp8cNb3f\">",
    "the id token has \"nonce\": \"Zq8vLm2xRt4wPk7cNb3f\"",
])
def test_round4_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_a_pin_named_in_one_message_and_given_in_the_next() -> None:
    mem = SecretMemory("alice")
    first, _ = mem.redact("the ATM keeps rejecting my PIN since the new card", True)
    second, n = mem.redact("it's 7305, I'm sure of it", True)
    assert first.startswith("the ATM") and n == 1 and "7305" not in second
    # without a PIN or password named before, an opening "it's <number>" is a number
    mem2 = SecretMemory("alice")
    mem2.redact("my router is slow again", True)
    assert mem2.redact("it's 8080, the admin port", True) == ("it's 8080, the admin port", 0)
    assert SecretMemory("alice", mem.state()).refer is False  # the state holds the flag of the last message


def test_helpers() -> None:
    assert [("it's 7305"[s:e]) for s, e, _ in referred_values("it's 7305")] == ["7305"]
    assert referred_values("it's 7305", pin_named=False, pw_named=False) == []
    assert dotted_pass("tulip.orbit93") and dotted_pass("gx7.mint.fjord") and not dotted_pass("np.float64")
    assert not dotted_pass("v2.3.1") and not dotted_pass("backup2.tar")
    assert pw_value("SoimAiCrR7zl") and not pw_value("iPhone15") and not pw_value("802.11ac")
    assert random_letters("AibNyyurlGFbEkjKWREhbiGjlvhkTpSK")
    assert not any(random_letters(w) for w in ("HelloWorldFromTheTeam", "XMLHttpRequestEventTarget",
                                               "getHTTPResponseCodeFromURL"))
    assert repeated_digit_card("4000002760003184") and repeated_digit_card("4111111111111111")
    assert not repeated_digit_card("4024007153366719")
