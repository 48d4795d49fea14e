"""Unit tests of the round-5 redaction classes (issue 24): one or more cases per class, and look-alikes of the
same vocabulary that must stay; then tuning_v11.yaml as a tuning set. Values are made up here (random, with the
format's check where it has one)."""

from __future__ import annotations

import pytest
import yaml

from test_redaction_classes_r3 import _cut
from test_redaction_corpus import DATA, run_case
from utils.redact import SecretMemory, bare_secrets, bitlocker_ok, json_base64, redact, uk_ni_ok, uscc_ok


@pytest.mark.parametrize(("text", "secret"), [
    # passwords as arguments in code
    ("r = requests.get(u, auth=('reporter', 'Lynx!4087'), timeout=5)", "Lynx!4087"),
    ("DriverManager.getConnection(JDBC_URL, \"etl\", \"Gw7nKq2pXv\")", "Gw7nKq2pXv"),
    ("Connection(srv, 'cn=sync,dc=corp,dc=test', 'Heron?5521', auto_bind=True)", "Heron?5521"),
    ("MySQLdb.connect('db', 'app', 'Plum_4410', 'crm')", "Plum_4410"),
    ("db, _ := sql.Open(\"mysql\", \"svc:Kite-9917@tcp(db:3306)/svc\")", "Kite-9917"),
    ("client.bind('cn=admin,dc=lab', 'Wren#3306', cb)", "Wren#3306"),
    ("ftplib.FTP('ftp.lab', 'drop', 'Vq8mZt3Lr')", "Vq8mZt3Lr"),
    ("echo 'Falcon2291' | sudo -S apt-get update", "Falcon2291"),
    ("sudo -S <<< \"Ibis_7702\" reboot", "Ibis_7702"),
    # identity numbers
    ("my national insurance number is HJ 51 88 20 B", "HJ 51 88 20 B"),
    ("passport no. KXR4T9QLM issued in Leeds", "KXR4T9QLM"),
    ("driving licence number JONES704217AB9XY", "JONES704217AB9XY"),
    ("Steuer-ID: 47036892816 for the form", "47036892816"),
    ("the PUK on the card is 51907733", "51907733"),
    ("PAN card: AKLPZ8832Q", "AKLPZ8832Q"),
    # passphrases and seed words
    ("the passphrase for my backup key is \"cobalt willow sprocket fig\"", "cobalt willow sprocket fig"),
    ("set the password to otter-plinth-mosaic31", "otter-plinth-mosaic31"),
    ("the 24 words on the steel plate: " + " ".join(["absorb", "lunar", "pistol", "garlic", "mosquito", "ribbon",
                                                       "harvest", "tunnel", "vessel", "canyon", "orbit", "pepper",
                                                       "donkey", "quarter", "walnut", "salmon", "humble", "bracket",
                                                       "fossil", "magnet", "napkin", "oyster", "pigeon", "zebra"]),
     "absorb lunar pistol garlic mosquito ribbon harvest"),
    # key files, named UUIDs, query parameters, JAAS
    ("config/master.key contains\n\n7c1e9a4f2b8d6e0a3c5f7b9d1e2a4c6f", "7c1e9a4f2b8d6e0a3c5f7b9d1e2a4c6f"),
    ("I committed config/master.key by accident: 0d3b7f1a9c5e2b8d4f6a0c2e4b6d8f1a", "0d3b7f1a9c5e2b8d4f6a0c2e4b6d8f1a"),
    ("PAGERDUTY_API_TOKEN=5f0c2a8e-1b7d-4c3e-9a6f-2d8b4e1c7a90", "5f0c2a8e-1b7d-4c3e-9a6f-2d8b4e1c7a90"),
    ("GET /v1/weather?q=Oslo&appid=9b2e4d6f8a0c1e3b5d7f9a2c4e6b8d0f", "9b2e4d6f8a0c1e3b5d7f9a2c4e6b8d0f"),
    ("sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required\n  username=\"u\"\n"
     "  password=\"Tern_8814\";", "Tern_8814"),
    # Chinese prose, second codes, BitLocker
    ("预发环境的 password 是 Zhou_6620，别发群里", "Zhou_6620"),
    ("the shed code is 4471 and the side gate is 8302", "8302"),
    ("BitLocker key 368291-516923-041811-671330-359073-074756-226138-163218",
     "368291-516923-041811-671330-359073-074756-226138-163218"),
])
def test_round5_secret_classes(text: str, secret: str) -> None:
    _cut(text, secret)


@pytest.mark.parametrize("text", [
    "Stripe's request id req_N3xQ8vLm2ZpR7tKw4Yb9 is in the dashboard",
    "refund ch_3Qz8mK2Lp7vNx4Rt9Wb1 went through",
    "decode this cookie: prefs=eyJsYW5nIjoiZW4iLCJ0aGVtZSI6ImRhcmsifQ==",
    "eyJhbGciOiJFUzI1NiJ9 is the header part, right?",
    "这段 base64 是什么：5L2g5aW95LiW55WM77yM5Lq65ZCN",
    "&state=Zr4kLm9xQw2vTp7nBy3c is what the redirect carries",
    "code_challenge=dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk in the authorize URL",
    "密码都存在 Bitwarden 里",
    "默认账号密码是 root/root",
    "Connection(server, user=bind_dn, password=bind_pw, auto_bind=True)",
    "the sha256 of master.key is 5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
    "IDEMPOTENCY_KEY=2b7e9f1c-4a3d-4e8b-9c6f-1d2e3f4a5b6c on the retry",
    "requests.get(url, auth=(user, password))",
    "echo \"$PW\" | sudo -S true",
    "order AB 12 34 56 C shipped",
    "the passphrase should be four words, e.g. 'correct horse battery staple' from xkcd",
    "the error code is 4852 and the retry code is 9119",
    "scratch that, it's Tuesday not Monday",
    "release-maple-quartz is the branch name",
    "appid=wx6d9e2c1f0a3b4e5f is the public WeChat app id",
    "username=\"alice\" password=\"alice-secret\" is the docs' sample",
    # an organisation's unified social credit code is published (the enterprise credit register); every blind set
    # since heldout_v11 wrote one as a look-alike, and round 44b keeps it (tests/test_redact_round44b.py)
    "税号 91440300MA5FT2K4Q9 开票用",
])
def test_round5_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_a_value_cut_once_is_cut_when_repeated_or_corrected() -> None:
    mem = SecretMemory("bob")
    mem.redact("测试库密码 lanhua7731", True)
    out, n = mem.redact("刚才那个 lanhua7731 是只读的", True)
    assert n == 1 and "lanhua7731" not in out
    mem = SecretMemory("bob")
    mem.redact("gate PIN is 5820", True)
    out, _ = mem.redact("oops typo, it's 5802, not 5820", True)
    assert "5820" not in out and "5802" not in out
    assert "said" not in str(mem.state()) and "5820" not in str(mem.state())  # short values never leave memory


def test_an_announced_passphrase_of_words() -> None:
    mem = SecretMemory("bob")
    mem.redact("the wifi password goes in a separate message", True)
    out, n = mem.redact("maple ferry thistle lantern", True)
    assert n == 1 and "maple" not in out
    assert bare_secrets("sounds good to me then") == []
    mem = SecretMemory("bob")
    mem.redact("what is a good wifi name?", True)
    assert mem.redact("maple ferry thistle lantern", True)[1] == 0


def test_validators() -> None:
    assert bitlocker_ok("368291-516923-041811-671330-359073-074756-226138-163218")
    assert not bitlocker_ok("368292-516923-041811-671330-359073-074756-226138-163218")
    assert uscc_ok("91440300MA5FT2K4Q9") and not uscc_ok("91440300MA5FT2K4Q8")
    assert uk_ni_ok("National Insurance: HJ 51 88 20 B", 20) and not uk_ni_ok("order HJ 51 88 20 B", 6)
    assert json_base64("eyJhbGciOiJIUzI1NiJ9") and not json_base64("eyJwYXNzd29yZCI6Imh1bnRlcjIifQ")
    assert not json_base64("Q2xpZW50U2VjcmV0OnF3ZXJ0eQ")


def test_tuning_v11_classes_all_kept_out() -> None:
    """tuning_v11.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 5, the classes behind the blind
    v10 run's misses and look-alikes (passwords as arguments in code, identity numbers, word and dashed
    passphrases and seed words, key-file hex, key query parameters, a UUID named as an API key, Kafka JAAS,
    echo | sudo -S, Chinese prose passwords, second codes, BitLocker keys, announced passphrases, values repeated
    or corrected; vendor ids, base64 text, certificate lines, OAuth parameters, JWT headers, 1Password, default
    pairs) in fresh wording and values, each batch committed before its rules. First runs
    (bench/results/tuning_v11_first_run.txt): 50/94 kept out and 14/64 look-alikes changed on a0c4d4d; the second
    batch 31/53, 1/30 on the first fixes; the third 6/10, 1/5 on the second's. Every secret is kept out and every
    look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v11.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert sum(len(c["secrets"]) for c in data["cases"]) >= 150 and len(data["lookalikes"]) >= 90
