"""Unit tests of the round-7 redaction classes (issue 24): precision first, the look-alike classes behind the blind
heldout_v12 run (stand-in credentials in tests and docs, a prompt flag with no value, readable cache keys), then
the miss classes; each both ways. Then tuning_v13.yaml as a tuning set. Values are made up here (random, with the
format's check digits where it has them)."""

from __future__ import annotations

import pytest
import yaml

from test_redaction_classes_r3 import _cut
from test_redaction_corpus import DATA, run_case
from utils import idcheck
from utils.redact import SecretMemory, redact


@pytest.mark.parametrize("text", [
    # stand-in credentials quoted in a test, fixture or doc context
    "the factory sets password='changeme1' and the login test still passes",
    "our README example has token='dummy' and password=\"admin\" — fine for docs?",
    "the strength validator must refuse 'Passw0rd!' and 'qwerty123'",
    "测试数据里密码写成 'admin@123'，扫描器会报吗",
    # a prompt flag with no value: the next word is talk
    "redis-cli -h cache -a and it just hangs, what goes there?",
    # a build or cache key with a readable prefix
    "restore-keys hit but the cache key linux-yarn-4c2d9e0a1b3f5e7d9c8b6a4f2e0d1c3b5a7f9e8d misses",
    # the same vocabulary with nothing private in it
    "my locker is 214 on the second floor",
    "my mom texted me 2000 dollars for rent",
    "my passcode is 6 digits long, can it be longer?",
    "Password: ${ADMIN_PASSWORD}",
    "the new one is faster than the old laptop",
])
def test_round7_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "secret"), [
    ("the production password is 'Welcome2024' and I keep forgetting it", "Welcome2024"),
    ("Sentry: https://b238f5bcb3c570c80445aeac5183d372@o55120.ingest.sentry.io/991 in settings.py",
     "b238f5bcb3c570c80445aeac5183d372"),
    ("WEB3_URL=https://arbitrum-mainnet.infura.io/v3/baa0c90c58b0f8b29e7acd0d7704e601", "baa0c90c58b0f8b29e7acd0d7704e601"),
    ('gorm.Open(mysql.Open("app:Zq@8vL@m2@tcp(127.0.0.1:3306)/shop"))', "Zq@8vL@m2"),
    ("User: dana.k\nPassword: Cedar=lamp5812\nfor the wiki", "Cedar=lamp5812"),
    ("the voicemail passcode is QX71843", "QX71843"),
    ("保险柜密码902215，别告诉别人", "902215"),
    ("the bank texted me 551930 and a caller wants it", "551930"),
    ("side door code is 61#90", "61#90"),
    ("numéro de sécurité sociale 2 71 04 13 055 017 93", "2 71 04 13 055 017 93"),
    ("Ohio driver's license 55120938 — the form wants dashes?", "55120938"),
    ("the bike lock combination is 4081", "4081"),
])
def test_round7_secret_classes(text: str, secret: str) -> None:
    _cut(text, secret)


def test_announced_code_and_seed_words_and_a_new_value_are_cut() -> None:
    mem = SecretMemory("bob")
    mem.redact("I'll paste the sign-in code from the app", True)
    assert "402718" not in mem.redact("402718", True)[0]
    mem = SecretMemory("bob")
    mem.redact("接下来是助记词，帮我存好", True)
    words = "orbit velvet candle meadow rescue pilot tunnel harbor gravel zebra lunar violin"
    assert words.split()[3] not in mem.redact(words, True)[0]
    mem = SecretMemory("bob")
    assert "8841" not in mem.redact("the storage padlock is 8841", True)[0]
    assert "5520" not in mem.redact("reset it, new one is 5520", True)[0]
    # with no secret given before, "the new one is X" is talk
    assert SecretMemory("bob").redact("my old phone had a pin, the new one is Pixel9", True)[1] == 0


def test_nir_check() -> None:
    assert idcheck.nir_ok("2 71 04 13 055 017 93") and not idcheck.nir_ok("2 71 04 13 055 017 94")
    assert idcheck.nir_ok("185092A12345678") is (97 - int("1850919123456") % 97 == 78)


def test_tuning_v13_classes_all_kept_out() -> None:
    """tuning_v13.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 7, the classes behind the blind
    v12 run's look-alikes and misses, in fresh wording and values, committed before the rules. First run
    (bench/results/tuning_v13_first_run.txt): 9/31 kept out and 8/30 look-alikes changed on 3da182d's rules.
    Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v13.yaml").read_text(encoding="utf-8"))
    leaks = [c["text"][:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert sum(len(c["secrets"]) for c in data["cases"]) >= 30 and len(data["lookalikes"]) >= 30
