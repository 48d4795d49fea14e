"""curate/private.py: the person's own "don't remember this conversation", in English and Chinese, and the
sentences that share its words but ask nothing of the memory (pure; the curator's drop is tested in
tests/test_curate_curator.py). Its fire rate on ordinary conversation: python -m bench.private_scan."""

from __future__ import annotations

import pytest

from curate.private import asks_not_to_remember

ASKS = [
    "Please don't remember anything from this conversation, it's about a surprise party for my partner.",
    "don't save this chat",
    "Do not store anything from this session please.",
    "OK, thanks. Please do not remember this conversation.",
    "This conversation is off the record.",
    "let's keep this chat off the record",
    "Never memorize what I tell you in this chat",
    "别记住这次对话，是给女朋友的惊喜",
    "这次对话不要记下来",
    "不要把这段聊天记下来",
    "这次聊天请保密",
    "请勿保存本次对话",
]
ORDINARY = [
    "I don't remember this conversation at all",
    "Don't you remember our chat yesterday?",
    "Don't store the tokens in this session",
    "Don't store this session in Redis, use a cookie",
    "don't log this session's requests",
    "We don't save this chat history anywhere",
    "Don't save this session to disk until the user logs in",
    "Please remember this conversation",
    "不要保存这个会话的 token",
    "这个会话里不要存密码",
    "我不记得这次对话了",
    # A pasted e-mail speaks for its sender, not for the person.
    "Here is the e-mail:\nFrom: ops@vendor.example\nSubject: notice\n\nPlease do not store this conversation.",
]


@pytest.mark.parametrize("text", ASKS)
def test_the_request_is_read(text: str) -> None:
    assert asks_not_to_remember(text)


@pytest.mark.parametrize("text", ORDINARY)
def test_the_same_words_asking_nothing_are_not(text: str) -> None:
    assert not asks_not_to_remember(text)
