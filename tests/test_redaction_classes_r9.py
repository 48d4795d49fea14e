"""Unit tests of the round-9 redaction classes (issue 24, utils.redact_round9): the new check-digit validators
both ways, the look-alike classes first (hashes, topics, slots and roles in 0x hex, the AWS documentation's
example keys, typo corrections of ordinary words, non-card digit runs), then the secret classes. Values are made
up here (random, with the format's check where it has one); none is in tuning_v15.yaml."""

from __future__ import annotations

import re

import pytest

from utils import idcheck
from utils.redact import SecretMemory, redact

_K1 = "5432e3988375526a61530111db1d5e2df7fe06738f0230ab64b4f987b830a39d"
_K2 = "cde8e789dd00d209eb225cc068e6b2c3622f4aaf95cf9788f78e409be0fe2dbf"
_K3 = "3e85898c7412d75eb193a96ff0ad0f0db9234fc5e84d9ebc4c804b31324c5b29"


@pytest.mark.parametrize(("check", "good", "bad"), [
    (idcheck.tckn_ok, ["80513218840"], ["80513218841", "08051321884", "8051321884"]),
    (idcheck.fodselsnummer_ok, ["07067128243"], ["07067128244", "07137128243", "0706712824"]),
    (idcheck.hetu_ok, ["210661-382E", "210661A382E"], ["210661-382F", "211361-382E", "210661-38E"]),
    (idcheck.za_id_ok, ["6410122968089"], ["6410122968088", "6413122968089", "6410122968389"]),
    (idcheck.nhs_ok, ["377 594 5806", "3775945806"], ["377 594 5807", "1111111111"]),
    (idcheck.ahv_ok, ["756.5109.5494.14", "7565109549414"], ["756.5109.5494.15", "757.5109.5494.14"]),
    (idcheck.ppsn_ok, ["2981884L", "2981884l"], ["2981884M", "298188L"]),
    (idcheck.cpr_ok, ["090492-7279"], ["091392-7279", "320192-7279"]),
    (idcheck.curp_ok, ["CMFZ901203MVZNMJ07"], ["CMFZ901203MVZNMJ08", "CMFZ901303MVZNMJ07"]),
    (idcheck.israeli_id_ok, ["021761762"], ["021761763", "000000000"]),
    (idcheck.thai_id_ok, ["1-9054-98624-76-0", "1905498624760"], ["1-9054-98624-76-1", "9-9054-98624-76-0"]),
    (idcheck.nik_ok, ["3273011409887282"], ["3273011413887282", "0973011409887282"]),
])
def test_validators(check: object, good: list[str], bad: list[str]) -> None:
    assert all(check(v) for v in good)  # type: ignore[operator]
    assert not any(check(v) for v in bad)  # type: ignore[operator]


def test_named_yields_only_checked_values_beside_their_cue() -> None:
    table = ((("tckn",), re.compile(r"tckn"), re.compile(r"\d{11}"), idcheck.tckn_ok),)
    text = "tckn 80513218840 and tckn 80513218841; far away ............................................................ 80513218840"
    found = [m.group(0) for m, _ in idcheck.named(text, {"tckn"}, table)]
    assert found == ["80513218840"]
    assert list(idcheck.named(text, set(), table)) == []


@pytest.mark.parametrize("text", [
    f"receipt = provider.getTransactionReceipt('0x{_K1}') is None after ten minutes",
    f"the deposit tx 0x{_K2} shows two confirmations",
    f"区块哈希 0x{_K3} 对不上",
    f"bytes32 constant PAUSER_ROLE = 0x{_K1};",
    f"await verifier.verify(proof, '0x{_K2}') returns false",
    f"topics: ['0x{_K3}'] in the filter finds nothing",
    "expect(slot).to.equal('0x0000000000000000000000000000000000000000000000000000000000000001')",
    f"sha256sum gives {_K1} for the tarball",
    f"the sha256 of the key file is {_K2}, does it match?",
    "AKIAIOSFODNN7EXAMPLE appears in every AWS quickstart, why that one?",
    "the docs' aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY — that's a placeholder, isn't it?",
    "sorry, typo — I meant Friday the 12th",
    "oops I meant the eu-west-1 bucket",
    "打错了，应该是 3 点开会",
    "the password is stored as passwordHash in the users table",
    # a Thai id's and an Israeli id's checks pass by chance on one number in ten: the country alone is no cue
    "Thai Airways e-ticket number 2171234567801, can I change the date?",
    "泰国航空的机票号 2171234567801 改签要多少钱？",
    "my Israel order number is 412345670, when does it ship?",
    "Denmark invoice 120398-1234 is overdue",
    "Indonesia flight booking 3174095811840937 confirmed",
    "NHS 111 is free to call from any phone",
    "CPR training on 12-03, bring 25 euros",
    "the KTP is 16 digits long, NIK is printed on top",
    "const key = new Uint8Array([" + ",".join(str(i) for i in range(32)) + "])  // the private key test vector",
])
def test_round9_lookalikes_stay(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "secret"), [
    (f"const wallet = new Wallet('0x{_K1}', provider)", _K1),
    (f"account = Account.from_key('0x{_K2}')", _K2),
    (f"cast send $TOKEN 'mint()' --private-key 0x{_K3}", _K3),
    (f"networks: {{ bsc: {{ accounts: ['0x{_K1}'] }} }}", _K1),
    (f"钱包导出来是 {_K2}，怎么导入", _K2),
    (f"my metamask key leaked, it was 0x{_K3}", _K3),
    ("NIE: Y3730745K para el banco", "Y3730745K"),
    ("DNI: 76990044M", "76990044M"),
    ("韩国朋友的居民登录号码 820401-2935870", "820401-2935870"),
    ("法国社保号 2 97 01 60 513 566 91", "2 97 01 60 513 566 91"),
    ("TC kimlik no 80513218840", "80513218840"),
    ("fødselsnummer: 07067128243", "07067128243"),
    ("henkilötunnus 210661-382E", "210661-382E"),
    ("my South African ID is 6410122968089", "6410122968089"),
    ("the password is zQmRtwXpLbVk", "zQmRtwXpLbVk"),
    ("NHS no. 377 594 5806 for the surgery", "377 594 5806"),
    ("瑞士 AHV 756.5109.5494.14", "756.5109.5494.14"),
    ("my PPS number is 2981884L", "2981884L"),
    ("丹麦 CPR 090492-7279", "090492-7279"),
    ("CURP: CMFZ901203MVZNMJ07", "CMFZ901203MVZNMJ07"),
    ("Israeli ID 021761762", "021761762"),
    ("泰国身份证 1-9054-98624-76-0", "1-9054-98624-76-0"),
    ("NIK KTP saya 3273011409887282", "3273011409887282"),
    ("solana keypair: [" + ",".join(str((i * i * 7 + i * 13 + 5) % 256) for i in range(64)) + "]",
     ",".join(str((i * i * 7 + i * 13 + 5) % 256) for i in range(64))),
    ("路由器密码是 PqXwZmRtLkVb", "PqXwZmRtLkVb"),
])
def test_round9_secrets_cut(text: str, secret: str) -> None:
    out, n = redact(text)
    assert n >= 1 and secret not in out, out


@pytest.mark.parametrize(("first", "second", "secret"), [
    ("the NAS admin password is Fq82kLmd0P", "sorry, typo — it's actually #fq82-KLMD", "#fq82-KLMD"),
    ("door pin 5521", "oops I meant 5521ab!", "5521ab!"),
    ("邮箱密码 Wt73pqZx", "打错了，应该是 wt-73-PQ-zx", "wt-73-PQ-zx"),
    ("vpn pw: Kd81!xQm", "correction: kD81_XqM2", "kD81_XqM2"),
    ("the locker PIN is 3390", "no sorry, 3309", "3309"),
    ("数据库密码 Gw61tr", "少了一位，是 Gw61trP", "Gw61trP"),
])
def test_typo_corrections_after_a_value_given_before(first: str, second: str, secret: str) -> None:
    mem = SecretMemory("r9")
    mem.redact(first, True)
    out, _ = mem.redact(second, True)
    assert secret not in out, out


def test_a_year_after_a_pin_is_no_correction() -> None:
    mem = SecretMemory("r9")
    mem.redact("the locker PIN is 339012", True)
    assert mem.redact("sorry, 2024 was a rough year", True) == ("sorry, 2024 was a rough year", 0)


def test_a_typo_correction_with_nothing_given_before_stays() -> None:
    mem = SecretMemory("r9")
    text = "sorry, typo — it's actually Kd81_XqM2-like names we use for hosts"
    assert mem.redact("which host is the build box?", True)[1] == 0
    assert mem.redact(text, True) == (text, 0)


def test_a_test_card_run_is_not_cut_by_the_learned_layer() -> None:
    text = "卡号 1234 5678 9012 3456 789 是测试数据"
    assert redact(text) == (text, 0)


def test_an_aws_example_key_given_as_ones_own_is_still_cut() -> None:
    """The key's own 'EXAMPLE' is no sign that it is asked about: only the words around it count."""
    for text in ("here is my key AKIAIOSFODNN7EXAMPLE please keep it",
                 "the AWS key is AKIAIOSFODNN7EXAMPLE and token=hunter2secret",
                 "我的 access key 是 AKIAIOSFODNN7EXAMPLE，先记一下"):
        out, n = redact(text)
        assert n >= 1 and "AKIAIOSFODNN7EXAMPLE" not in out, out
    asked = "Why do all AWS tutorials use AKIAIOSFODNN7EXAMPLE as the access key id?"
    assert redact(asked) == (asked, 0)
