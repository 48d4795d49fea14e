"""The learned redaction layer (utils/secret_model.py, trained by bench/train_secret_model.py on tuning data
only): the shipped model loads, its pure-Python tree walk gives the scores scikit-learn gave when it was
exported, and on sentences written here (not in any training set) it cuts what the rules leave of a secret
while ordinary code, identifiers and words stay."""

from __future__ import annotations

import struct

import pytest

from utils import secret_model as sm
from utils.redact import find_secrets, redact


def test_model_loads_and_is_small() -> None:
    m = sm.load()
    assert m.trees and 0.5 <= m.threshold < 1.0
    # 300 trees of 31 leaves (stop 56) beside the ASCII base: it ships in the wheel and loads at first use
    assert sm.MODEL_FILE.stat().st_size < 1_000_000


def test_exported_trees_give_the_training_scores() -> None:
    m = sm.load()
    assert len(m.sample) >= 40
    for x, p in m.sample:
        assert len(x) == len(sm.FEATURES)
        assert m.score(x) == pytest.approx(p, abs=1e-9)


def _walk(m: sm.Model, x: list[float]) -> float:
    """The trees walked node by node, as they were before stop 37 compiled them."""
    total = m.baseline
    for f, t, left, right, val in m.trees:
        i = 0
        while f[i] >= 0:
            i = left[i] if x[f[i]] <= t[i] else right[i]
        total += val[i]
    return total


def test_compiled_trees_score_as_the_walk_bit_for_bit() -> None:
    m = sm.load()
    xs = [x for x, _ in m.sample] + [x for t in TRICKY + [t for t, _ in FRESH] for _, x in sm.candidates(t)]
    assert len(xs) > 100
    for x in xs:
        assert struct.pack("<d", m.raw(x)) == struct.pack("<d", _walk(m, x))
    tiny = sm.Model({"features": list(sm.FEATURES), "baseline": 0.25, "threshold": 0.9, "trees": [
        {"f": [2, -1, -1], "t": [0.5, 0, 0], "l": [1, -1, -1], "r": [2, -1, -1], "v": [0, -1.5, 2]}]})
    x = [0.0] * len(sm.FEATURES)
    assert tiny.raw(x) == 0.25 - 1.5
    x[2] = 0.75
    assert tiny.raw(x) == 0.25 + 2


def test_the_feature_list_must_match() -> None:
    with pytest.raises(ValueError, match="feature list"):
        sm.Model({"features": ["len"], "baseline": 0.0, "threshold": 0.9, "trees": []})


FRESH = [  # written for this test, in no training set
    ("command: memcached --sasl-pass QmRtVx82KdLpWz4N", "QmRtVx82KdLpWz4N"),
    ("tell the guests the wifi password is Harbor.pepper64 and checkout is 11", "Harbor.pepper64"),
    ("the ssh passphrase on my laptop key is Orchid!tango51", "Orchid!tango51"),
    ("our partner gave us this access string: 9fKd82LmQp0xRt7ZvB3nWc5Y, does it expire?", "9fKd82LmQp0xRt7ZvB3nWc5Y"),
    ("路由器管理密码是 Kp4#vN8qW2，别外传", "Kp4#vN8qW2"),
]


@pytest.mark.parametrize(("text", "secret"), FRESH)
def test_the_model_alone_finds_secrets_of_fresh_sentences(text: str, secret: str) -> None:
    assert [text[s:e] for s, e, _ in sm.find(text)] == [secret]


# Hex and UUID values are left to the rules, which read the name before them (utils.secret_model.candidates).
HEX_BY_NAME = [("  appSecret: 3c9e71ab04f25d86e1b7c0a94f3e2d58b6a1c7e9", "3c9e71ab04f25d86e1b7c0a94f3e2d58b6a1c7e9")]


def test_hex_values_are_not_the_models() -> None:
    text, _ = HEX_BY_NAME[0]
    assert sm.find(text) == []


@pytest.mark.parametrize(("text", "secret"), FRESH + HEX_BY_NAME)
def test_secrets_of_fresh_sentences_are_cut(text: str, secret: str) -> None:
    out, n = redact(text)
    assert n >= 1 and secret not in out, out


def test_the_model_reads_only_what_the_rules_left() -> None:
    text = "deploy.sh --registry-pass w8Hc2LqZr4Nt9Bv --push"
    spans = [(0, len(text))]
    assert sm.find(text, spans) == []


@pytest.mark.parametrize("text", [
    "def get_user_by_id(user_id: int) -> UserProfile: return session.query(UserProfile).get(user_id)",
    "run `git checkout feature/add-oauth-refresh` then `npm run build:production`",
    "the commit 4f2a9c1e8b7d6a5f3e2d1c0b9a8f7e6d5c4b3a21 broke the build on ubuntu-22.04",
    "use useEffectHook and getServerSideProps in pages/api/authCallback.ts",
    "my order id is 8842-1173-AB and tracking number 1Z999AA10123456784",
    "Caroline said the painting class on Saturday was wonderful and she wants to go again",
    "set max_connections=200 and shared_buffers=4GB in postgresql.conf",
    "the request id cabdf884-1fba-4a1d-b17c-1b4daac4cd1c came back with 503",
])
def test_ordinary_code_identifiers_and_words_stay(text: str) -> None:
    assert redact(text) == (text, 0)


# Texts where a token's context windows cut words (mid-word, at a digit, at the token), where lowering
# changes a character or the text's length (the Kelvin sign, dotted capital I), keys in every case style,
# Chinese cues, redaction tags, fences and lines of many tokens: the faster candidates() of stop 37 must
# give what the implementation it replaced gives (kept in bench.secret_candidates_check), bit for bit.
TRICKY = [
    "x" * 75 + "password1 Hq7vLm2x " + "supercalifragilisticpassword9 zzQ81kfp " * 4,
    "a1b2c3d4e5f6g7h8i9j0 " * 6 + "the token is Zk29fQpL, the sha 9f8e7d6c5b4a39281706f5e4d3c2b1a0 stays",
    "\u212aelvin passw\u212ard: Rt5!kLm9 and \u0130stanbul \u0130\u0130\u0130\u0130 pin 4821 " * 3,
    "DB_PASSWORD=Xy7pQ2mN9vL3 apiKey: Hk38slQpw0Zx userToken=qw8EmZ2tL0vb commitSha=a1b2c3d4 x=12345678",
    "路由器密码是 Kp4#vN8qW2，订单编号 A8B7C6D5E4 示例 q56a38qmlzxj6gw4，验证码 482913",
    "[REDACTED:password] then hunter2X9 and [REDACTED:api_key]=Lm3kP9qZ2w after [REDACTED:x]",
    "```\nexport SECRET_KEY=Jd82kLq0PzXm\nfoo.bar: Qz7Lm2Vx9P\n```\nrun --auth-token Pq8zLm3VkT0w then v1.2.3-rc1",
    "code 1234 5678 otp: 9931 pin:0042 --password=Wq8!vL2m https://u:Pw8xLm2z@host.io/x?token=Zm82kLq",
    ";".join(f"k{i}=Vq{i}Lm{i}x{i}Zp" for i in range(40)),
    "pw" + " " * 90 + "Qm8vLz2Kx0 after the gap, then 12345678 alone and abcdefgh alone and ABCD1234",
    "compass" + " " * 76 + "abcd1 is cut by the window start to pass",  # the cut piece "pass" is a cue
    "",
    "tokens",
    "secret",
]


def _latin_and_cjk(text: str) -> bool:
    """No letter or digit of a spaced script beside ASCII: the tokens stop 37's implementation read."""
    return all(c.isascii() or not c.isalnum() or "\u3040" <= c <= "\u9fff" for c in text)


@pytest.mark.parametrize("text", [t for t in TRICKY if _latin_and_cjk(t)])
def test_candidates_match_the_implementation_they_replaced(text: str) -> None:
    from bench.secret_candidates_check import old_candidates

    spans = [(s, e) for s, e, _ in find_secrets(text)]
    k = sm.FEATURES.index("f_non_ascii")  # the features of stop 37; those of any script come after them
    for taken in ((), spans, [(0, 12)]):
        old, new = old_candidates(text, taken), sm.candidates(text, taken)
        assert [(c, struct.pack(f"<{k}d", *x[:k])) for c, x in new] == \
            [(c, struct.pack(f"<{len(x)}d", *x)) for c, x in old]
    if "Hq7vLm2x" in text or "Zk29fQpL" in text or text.startswith("compass"):
        assert sm.candidates(text)  # the texts hold candidates: the comparison is not of two empty lists


@pytest.mark.parametrize("text", TRICKY)
def test_window_cues_are_those_of_the_regex_findall_of_the_window(text: str) -> None:
    low = text.lower()
    t, _ = sm._text_words(low)
    for a in range(0, len(low) + 3):
        for b in (a, a + 1, a + 7, a + 60, a + 80, len(low) + 5):
            words = sm._WORD.findall(low[a:b])
            assert sm._near(t, a, b, True) == sm._cues(words[-6:][::-1]), (a, b)
            assert sm._near(t, a, b, False) == sm._cues(words[:5]), (a, b)


def test_the_trainer_reads_spent_held_out_sets_and_refuses_blind_ones() -> None:
    """bench.train_secret_model reads a held-out set once its one run is recorded (bench/results/<set>_first_run.txt:
    spent, its misses read by the rounds after it), and refuses a set not yet run, and anything under a frozen
    directory, in SETS, in --loso and in its measurement, before reading a byte."""
    from bench import train_secret_model as tr

    assert tr.usable("heldout_v9") == "heldout_v9" and tr.usable("tuning_v8.yaml") == "tuning_v8"
    assert tr.usable("heldout_v10") == "heldout_v10" and tr.usable("heldout_v47.yaml") == "heldout_v47"
    assert {"heldout_v2", "heldout_v10", "heldout_v47"} <= set(tr.SPENT)
    for name in ("heldout_v999", "heldout_v999.yaml", "/work/frozen_s48/heldout_v48.yaml"):
        with pytest.raises(ValueError):
            tr.usable(name)
    with pytest.raises(ValueError):
        tr.heldout("heldout_v999")
    with pytest.raises(ValueError):
        tr.main(["--loso", "heldout_v999", "--no-write"])
    assert [tr.usable(n) for n in tr.SETS] == list(tr.SETS)
    # every held-out file in the tree is in SETS exactly when its run is recorded
    for p in tr.SECRETS.glob("heldout_v*.yaml"):
        assert (p.stem in tr.SETS) == tr.spent(p.stem), p.stem


# Written for this test: values mixed with, or written in the digits of, another script, and plain words of
# those scripts (never candidates: a word of a language is no value).
ANY_SCRIPT = [
    ("Пароль от вайфая на даче: Жук7Qx9мир, не забудь", "Жук7Qx9мир"),
    ("رقم التعريف الشخصي للبطاقة ٤٨٢٩", "٤٨٢٩"),
    ("Mật khẩu wifi nhà mình là trăng9Xq2Lz nhé", "trăng9Xq2Lz"),
    ("pin-koodi on １９７３", "１９７３"),
]


@pytest.mark.parametrize(("text", "value"), ANY_SCRIPT)
def test_values_in_any_script_are_candidates(text: str, value: str) -> None:
    found = {c.value: x for c, x in sm.candidates(text)}
    assert value in found
    x = found[value]
    assert x[sm.FEATURES.index("script_mix")] or x[sm.FEATURES.index("other_digits")]


def test_words_of_other_scripts_are_no_candidates() -> None:
    text = "Завтра поедем на дачу, там красиво и тихо; מחר ניסע לים; 明日は海に行きます"
    assert sm.candidates(text) == []


def test_a_secret_named_in_another_language_is_a_cue() -> None:
    """A name from utils.secret_names (Polish, Finnish) before a value: the multilingual cue features."""
    for text, value in (("moje hasło do banku: Tq83mLx2Vb", "Tq83mLx2Vb"), ("salasana on Rk7vP2qZx9", "Rk7vP2qZx9")):
        x = {c.value: x for c, x in sm.candidates(text)}[value]
        assert x[sm.FEATURES.index("ml_cue_before")] > 0 and x[sm.FEATURES.index("ml_msg_cue")] == 1.0
    x = {c.value: x for c, x in sm.candidates("voorbeeld: Tq83mLx2Vb")}["Tq83mLx2Vb"]
    assert x[sm.FEATURES.index("ml_non_cue_before")] > 0 and x[sm.FEATURES.index("ml_cue_before")] == 0


# Written for this test: the printed digits of masked card numbers, which statements and receipts show on purpose.
MASKED = [
    ("对账单上卡号显示为6228 **** **** 1934，这笔扣款我不认识", ("6228", "1934")),
    ("The statement shows card 5312 **** **** 0047 was charged twice for 89.90", ("5312", "0047")),
    ("La app muestra la tarjeta •••• •••• •••• 7731 como bloqueada", ("7731",)),
]


@pytest.mark.parametrize(("text", "shown"), MASKED)
def test_the_printed_digits_of_a_masked_number_are_no_secret(text: str, shown: tuple[str, ...]) -> None:
    """Whatever the trees score them, a digit group beside a mask run is the part of a number meant to be shown."""
    from utils.redact import redact

    out, _ = redact(text)
    assert all(v in out for v in shown), out
    assert not any(text[s:e] in shown for s, e, _ in sm.find(text))


def test_a_digit_group_beside_a_mask_is_dropped_but_a_lone_code_is_not() -> None:
    assert sm._beside_mask("card shown 6225 **** **** 7720", sm.Candidate(11, 15, "6225", ""))
    assert not sm._beside_mask("the code is 4821 ok", sm.Candidate(12, 16, "4821", ""))
    assert not sm._beside_mask("pw ab**** then Zx81Lq", sm.Candidate(15, 21, "Zx81Lq", ""))
