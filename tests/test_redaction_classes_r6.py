"""Unit tests of the round-6 redaction classes (issue 24): one or more cases per class, and look-alikes of the
same vocabulary that must stay; then tuning_v12.yaml as a tuning set. Values are made up here (random, with the
format's check digits where it has them)."""

from __future__ import annotations

import re

import pytest
import yaml

from test_redaction_classes_r3 import _cut
from test_redaction_corpus import DATA, run_case
from utils import idcheck
from utils.redact import redact


@pytest.mark.parametrize(("text", "secret"), [
    # identity numbers named as such, with their check digits
    ("please update the Aadhaar 8639 2332 1469 on my policy", "8639 2332 1469"),
    ("O CPF dela é 881.973.699-33, pode conferir?", "881.973.699-33"),
    ("DNI: 39083949A (the rental desk asked)", "39083949A"),
    ("new starter's BSN 263272953 for the payroll run", "263272953"),
    ("香港身份證 Z817560(9) 要不要填括號", "Z817560(9)"),
    ("台灣身分證 J163581787 的第二碼代表性別嗎", "J163581787"),
    ("マイナンバー 3970 5232 7927 を記入してください", "3970 5232 7927"),
    ("주민등록번호: 921106-1102769", "921106-1102769"),
    # the account, not the routing number beside it (a bank's, public since round 31a's policy change)
    ("wire to routing 261249066, account 55120938817", "55120938817"),
    ("P<NLDDE<VRIES<<SANNE<<<<<<<<<<<<<<<<<<<<<<<<\nJ2NDP5T2J1NLD0205182F3301018<<<<<<<<<<<<<<04\nthe MRZ of my passport",
     "J2NDP5T2J1NLD0205182F3301018<<<<<<<<<<<<<<04"),
    # configuration and code
    ("APP_KEY=base64:GAJ7Wx98vjE6boQ/jQaJbO0HvrgYegRDLu4h1Dyo+vI=", "base64:GAJ7Wx98vjE6boQ/jQaJbO0HvrgYegRDLu4h1Dyo+vI="),
    ("obs config:\nak: UVUCYRO9JBSZ06OL70DN\nsk: pPqk1KgBaK8b1mi59lOtd4qlLWBja7PcGz7CekLo", "UVUCYRO9JBSZ06OL70DN"),
    ("conn = snowflake.connector.connect(user='ETL', password='K%7-Q#**ZR*P', account='ab123')", "K%7-Q#**ZR*P"),
    ("'PASSWORD': 'Vw8=Kd2sLq', 'HOST': 'db'", "Vw8=Kd2sLq"),
    ("DB_PASSWORD=x7-K=Lm9Q!wT*R2\nDB_PORT=5432", "x7-K=Lm9Q!wT*R2"),
    ("$c = New-Object PSCredential('u', (ConvertTo-SecureString \"^Q*_8zLk=P\" -AsPlainText -Force))", "^Q*_8zLk=P"),
    ("network={\n ssid=\"Den\"\n psk=\"x=Tq7-Lm9Rz\"\n}", "x=Tq7-Lm9Rz"),
    ("mac := hmac.New(sha256.New, []byte(\"bf144d3334955d46af783b52901a6ccaccdb251bce79793a67c9e2ed829af48d\"))",
     "bf144d3334955d46af783b52901a6ccaccdb251bce79793a67c9e2ed829af48d"),
    ("my private key: 0xbf144d3334955d46af783b52901a6ccaccdb251bce79793a67c9e2ed829af48d",
     "bf144d3334955d46af783b52901a6ccaccdb251bce79793a67c9e2ed829af48d"),
    ("Windows product key TECD0-TX9SM-GZZLQ-3VII2-Y09LX", "TECD0-TX9SM-GZZLQ-3VII2-Y09LX"),
    ("the key is 9d59ce6ca6b0b9658d7dbc036095e68d.DJHONXO1WMXsmVbg", "DJHONXO1WMXsmVbg"),
    # prose
    ("the camera's admin password is still \"juniperwalrus\"", "juniperwalrus"),
    ("主密码：星星-饺子-雪山-钢琴", "星星-饺子-雪山-钢琴"),
    ("the secret key is hX7-server-side9Q", "hX7-server-side9Q"),
])
def test_round6_secret_classes(text: str, secret: str) -> None:
    _cut(text, secret)


def test_every_line_of_a_backup_code_list_and_every_numbered_seed_word() -> None:
    codes = ["q7xk-29fa", "mz3p-la8e", "0tvb-wq4n", "ke9r-7yud", "h2cs-pm5o"]
    out = _cut("Google backup codes:\n" + "\n".join(codes), *codes)
    assert out.startswith("Google backup codes:")
    words = "amber cloud trophy lens visa hurdle swamp noble clerk eager jaguar plate".split()
    out = _cut("recovery words\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1)))
    assert not any(f". {w}" in out for w in words)


@pytest.mark.parametrize("text", [
    # public keys and ids
    "[Peer]\nPublicKey = GAJ7Wx98vjE6boQ/jQaJbO0HvrgYegRDLu4h1Dyo+vI=\nAllowedIPs = 10.0.0.2/32",
    "recipient: age13hyvtk98ggf9zc2kw24r4mvnt8flqwcx0u922uhs5zepn2gqjjj8lmyzk2",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGAJ7Wx98vjE6boQjQaJbO0HvrgYegRDLu4h1Dyo0vI me@box",
    "the site key 6LcR2xQqAAAAAGAJ7Wx98vjE6boQjQaJbO0Hvrg is in the page source",
    "reCAPTCHA: the site key 6LcR2xQqAAAAAGAJ7Wx98vjE6boQjQaJbO0Hvrg goes in the HTML, the secret key is server-side",
    "公钥：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGAJ7Wx98vjE6boQjQaJbO0HvrgYegRDLu4h1Dyo0vI",
    "our program id is 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU, deployed on mainnet",
    # hashes, checksums, request ids
    "stored as $2y$11$GAJ7Wx98vjE6boQ.jQaJbOe0HvrgYegRDLu4h1Dyo3vIabcdefghi, is 11 enough?",
    "the users table keeps the sha1 hash: 5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8",
    "go.sum: example.com/mod v1.2.3 h1:GAJ7Wx98vjE6boQ/jQaJbO0HvrgYegRDLu4h1Dyo+vI=",
    "pin: sha256/GAJ7Wx98vjE6boQ/jQaJbO0HvrgYegRDLu4h1Dyo+vI=",
    "x-amz-cf-id: GAJ7Wx98vjE6boQjQaJbO0HvrgYegRDLu4h1Dyo0vIa== from the 403 page",
    # readable base64, documented examples, masked values, example ids, promo codes
    "mail header says: VGhlIHBhY2thZ2UgaGFzIGJlZW4gZGVsaXZlcmVkIHRvIHlvdXIgZnJvbnQgZG9vcg==",
    "DB_PASSWORD=************ in the pasted log",
    "GB 11643 的示例号码 11010519491231002X",
    "public discount link: https://shop.example.org/buy?coupon=AUTUMN30, share it with everyone",
    # the same vocabulary with nothing private in it
    "routing number 261249066 is printed on every cheque of that bank",
    "the tx hash 0xbf144d3334955d46af783b52901a6ccaccdb251bce79793a67c9e2ed829af48d is stuck",
    "my wallet address is 0x52908400098527886E0F7030069857D2E4169EE7, send the refund there",
    "KMS client key from Microsoft's docs: NPPR9-FWDCX-D2C8J-H872K-2YT43",
    "DNI format: eight digits and a letter",
    "ConvertTo-SecureString $env:PW -AsPlainText -Force",
    "1. install\n2. configure\n3. run",
    "密码格式：词-词-词-词",
])
def test_round6_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_validators() -> None:
    assert idcheck.aadhaar_ok("8639 2332 1469") and not idcheck.aadhaar_ok("8639 2332 1468")
    assert idcheck.cpf_ok("881.973.699-33") and not idcheck.cpf_ok("881.973.699-34")
    assert not idcheck.cpf_ok("111.111.111-11")
    assert idcheck.dni_ok("39083949A") and not idcheck.dni_ok("39083949B")
    assert idcheck.bsn_ok("263272953") and not idcheck.bsn_ok("263272954")
    assert idcheck.hkid_ok("Z817560(9)") and not idcheck.hkid_ok("Z817560(8)")
    assert idcheck.taiwan_id_ok("J163581787") and not idcheck.taiwan_id_ok("J163581788")
    assert idcheck.my_number_ok("397052327927") and not idcheck.my_number_ok("397052327928")
    assert idcheck.korea_rrn_ok("921106-1102769") and not idcheck.korea_rrn_ok("921306-1102769")
    assert idcheck.aba_ok("261249066") and not idcheck.aba_ok("261249067")
    assert idcheck.mrz_line2_ok("J2NDP5T2J1NLD0205182F3301018<<<<<<<<<<<<<<04")
    assert not idcheck.mrz_line2_ok("J2NDP5T2J2NLD0205182F3301018<<<<<<<<<<<<<<04")


def test_tuning_v12_classes_all_kept_out() -> None:
    """tuning_v12.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 6, the classes behind the blind
    v11 run's misses and look-alikes, in fresh wording and values, committed before the rules. First run
    (bench/results/tuning_v12_first_run.txt): 37/129 kept out and 23/69 look-alikes changed on 3e32694. Every
    secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v12.yaml").read_text(encoding="utf-8"))
    # round 31a's policy change: a routing number (ABA-checked, named so) is the bank's, public even beside the
    # account it routes to, so the set's routing numbers are no longer secrets; their accounts still are
    secrets = {id(c): [str(s) for s in c["secrets"] if not (re.fullmatch(r"\d{9}", str(s)) and idcheck.aba_ok(str(s))
                                                            and re.search(r"(?i)routing|\baba\b", c["text"]))]
               for c in data["cases"]}
    leaks = [c["text"][:80] for c in data["cases"] if not all(run_case({**c, "secrets": secrets[id(c)]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert sum(len(c["secrets"]) for c in data["cases"]) >= 120 and len(data["lookalikes"]) >= 65
