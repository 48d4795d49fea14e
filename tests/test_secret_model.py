"""The learned redaction layer (utils/secret_model.py, trained by bench/train_secret_model.py on tuning data
only): the shipped model loads, its pure-Python tree walk gives the scores scikit-learn gave when it was
exported, and on sentences written here (not in any training set) it cuts what the rules leave of a secret
while ordinary code, identifiers and words stay."""

from __future__ import annotations

import pytest

from utils import secret_model as sm
from utils.redact import redact


def test_model_loads_and_is_small() -> None:
    m = sm.load()
    assert m.trees and 0.5 <= m.threshold < 1.0
    assert sm.MODEL_FILE.stat().st_size < 400_000


def test_exported_trees_give_the_training_scores() -> None:
    m = sm.load()
    assert len(m.sample) >= 40
    for x, p in m.sample:
        assert len(x) == len(sm.FEATURES)
        assert m.score(x) == pytest.approx(p, abs=1e-9)


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
