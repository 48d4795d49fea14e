"""Unit tests of the round-8 redaction classes (issue 24, utils.redact_round8): the check-digit validators both
ways, then precision first (the look-alike classes: stand-ins, weak passwords asked about, YAML aliases and tags,
template references, algorithm names, quantities after "changed it to"), then the secret classes. Values are made
up here (random, with the format's check where it has one); none is in tuning_v14.yaml."""

from __future__ import annotations

import pytest

from utils import idcheck
from utils.redact import SecretMemory, announces_secret, redact


@pytest.mark.parametrize(("check", "good", "bad"), [
    (idcheck.nric_ok, ["T1588139E", "F9869879P", "M7309114X"], ["T1588139F", "A1588139E", "T158813E"]),
    (idcheck.mykad_ok, ["790914-12-6843", "790914126843"], ["791314-12-6843", "790914-00-6843", "790914-12-684"]),
    (idcheck.pesel_ok, ["58090917072"], ["58090917073", "58139917072", "11111111111"]),
    (idcheck.personnummer_ok, ["770330-5362", "19770330-5362", "770330+5362"], ["770330-5363", "771330-5362"]),
    (idcheck.belgian_nrn_ok, ["66.07.21-258.62", "66072125862"], ["66072125863", "66152125862"]),
    (idcheck.rut_ok, ["16.665.461-0", "16665461-0"], ["16.665.461-1", "16665461"]),
    (idcheck.codice_fiscale_ok, ["CLMPLA62L05D969I", "RSSMRA85T10A562S"], ["CLMPLA62L05D969J", "CLMPLA62Z05D969I"]),
])
def test_validators(check: object, good: list[str], bad: list[str]) -> None:
    assert all(check(v) for v in good)  # type: ignore[operator]
    assert not any(check(v) for v in bad)  # type: ignore[operator]


@pytest.mark.parametrize("text", [
    # an id's shape with a wrong check, or no name before it
    "NRIC T1588139F is what the form printed, is the last letter wrong?",
    "PESEL 58090917073 gets rejected, which digit is off?",
    "the parcel 16665461-0 arrived",
    "the example codice fiscale RSSMRA85T10A562S in the guide",
    # household words with quantities, times and sizes
    "the garage is 2400 sq ft and the gate code changes next week",
    "my alarm is 0630 on weekdays",
    "the safe code is 6 digits long",
    "keypad is 3x4, 12 keys",
    "保险箱 1500 元买的",
    "车库 3 个车位，门锁 2019 款",
    # references, templates, YAML tags and aliases where a password would be
    "DbPassword: !GetAtt DbSecret.Password in the template",
    "secret: #{OctopusDbPassword} is substituted at deploy",
    "password: %{hiera('db_pass')}",
    "password: *DefaultPass",
    "password: *ci_password_2",
    "DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/db/)",
    "define('DB_PASSWORD', getenv('DB_PASSWORD'));",
    # stand-ins and weak passwords asked about, algorithm names
    "the fixture uses password='sample-pass-9' for every account",
    "is Sunshine2024! on the common passwords list?",
    "弱口令 Root@2024 为什么还能登录？",
    "should the KDF be argon2id or scrypt for the vault?",
    "decode it as base64url, then it is just JSON",
    # "changed it to" with a quantity, a version or nothing said before
    "the username and password fields are swapped on the login page",
    "the router's default PIN is 0000 or 1234, which one?",
    "guest network is disabled at night",
    "*:*:*:postgres:* is not a valid .pgpass line, is it?",
    "we changed it to 4096 bits and the handshake broke",
    "I changed the timeout to 3000 ms",
    # ordinary sentences around the same words, written after the rules (two changed on first run: a garage
    # door's width after 车库门宽, the RUT every tutorial prints)
    'The gate code for the event is on the ticket, bring it with you',
    'our garage door opener is 10 years old and the remote is 315 MHz',
    'the alarm system is 2019 model ADT, can I self-monitor?',
    'Safe combination locks usually have 3 numbers from 0 to 39',
    'the keypad code is reset to the factory default 1234 after a power cut',
    '门禁系统要 220 伏供电吗？',
    '保险箱 30 公斤重，放在哪里好？',
    '车库门宽 2400，能停两辆车吗',
    "define('WP_DEBUG', true); shows the errors on screen",
    "define('DB_CHARSET', 'utf8mb4'); is the default in new installs",
    'TOKEN_EXPIRY=3600 and REFRESH_TOKEN_TTL=86400 in .env',
    'PASSWORD_MIN_LENGTH=12 in the config',
    'SECRET_ROTATION_DAYS: 90',
    "password_hash: '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'",
    'I updated it to 3.12 and pip broke',
    '现在是下午三点，会议改到四点',
    '我们把默认端口改成了 2222',
    'his NRIC starts with S and ends with a letter, right?',
    'is a PESEL the same as a Polish ID card number?',
    'the RUT 11.111.111-1 is the one every Chilean tutorial uses',
    "Rut: we're stuck in one, how do I get the team motivated?",
    'order 4003-2211-9981 shipped via DHL 1234567890',
    'git rev-parse HEAD gives 3f4e2a1c9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f',
    'the Swedish company number 556036-0793 is on the invoice',
    'Belgian VAT BE0403170701 on the invoice',
    'the pin header on the Raspberry Pi is 40 pins',
    'set the alarm to 0645 tomorrow',
    "the lockbox is 4 digits, I'll text you",
])
def test_round8_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "secret"), [
    ("my NRIC is T1588139E, the gym wants it at sign-up", "T1588139E"),
    ("他的 FIN 号码 F9869879P，签证中心要", "F9869879P"),
    ("IC no: 790914-12-6843, the Malaysian bank form", "790914-12-6843"),
    ("PESEL: 58090917072 for the Polish hospital", "58090917072"),
    ("personnummer 19770330-5362 on the Swedish lease", "19770330-5362"),
    ("Belgian national number 66.07.21-258.62 for the commune", "66.07.21-258.62"),
    ("智利 RUT 16.665.461-0 报销用", "16.665.461-0"),
    ("codice fiscale CLMPLA62L05D969I per il contratto", "CLMPLA62L05D969I"),
    ("the shed keypad is 90417, back by six", "90417"),
    ("alarm panel code is set to 6230 now", "6230"),
    ("单元门门禁码是 2486#，快递直接上来", "2486#"),
    ("书房保险柜 730615，别告诉别人", "730615"),
    ("define('MAIL_PASSWORD', 'Tq8!harbor-Vale');", "Tq8!harbor-Vale"),
    ("SMTP_PASS=#Ridge4!oak in the env file", "#Ridge4!oak"),
    ("  db_password: '%Lyn9x!Cove'", "%Lyn9x!Cove"),
    ("the safe code was 1904, and I changed it to 7265 on Sunday", "7265"),
    ("psql keeps prompting, my .pgpass line is pg.lan:5433:crm:etl:Fz4!kwR81p", "Fz4!kwR81p"),
    ("main wifi is done, guest wifi: Lagoon2231 for the visitors", "Lagoon2231"),
    ("访客 WiFi 密码是 fangke6070，主网络别给", "fangke6070"),
])
def test_round8_secrets_cut(text: str, secret: str) -> None:
    out, n = redact(text)
    assert n >= 1 and secret not in out, out


@pytest.mark.parametrize(("first", "second", "secret"), [
    ("the bike lock combo is 4412", "they changed it to 8830, the old one is gone", "8830"),
    ("wifi 密码 moonlit77", "我改成了 sunrise93", "sunrise93"),
    ("VPN password: Quartz!Fern21", "IT reset it, it's now Amber!Kelp47", "Amber!Kelp47"),
])
def test_corrections_after_a_value_given_before(first: str, second: str, secret: str) -> None:
    mem = SecretMemory("r8")
    mem.redact(first, True)
    out, _ = mem.redact(second, True)
    assert secret not in out, out


def test_a_correction_with_nothing_given_before_stays() -> None:
    mem = SecretMemory("r8")
    assert mem.redact("which port should the proxy use?", True) == ("which port should the proxy use?", 0)
    assert mem.redact("I changed it to 8443 and it works", True) == ("I changed it to 8443 and it works", 0)


@pytest.mark.parametrize(("text", "expected"), [
    ("the alarm code will follow in my next text", True),
    ("I'll text you the gate code in a minute", True),
    ("密码我待会儿发你", True),
    ("the code will follow the style guide", False),
    ("I'll send the report in a moment", False),
])
def test_announcements(text: str, expected: bool) -> None:
    assert announces_secret(text) is expected
