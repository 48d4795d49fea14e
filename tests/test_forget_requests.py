"""curate/forget_requests.py: the person's own "forget this one thing" in eleven languages, what it names, and the
sentences that share its words but ask nothing of the memory (pure; the curator's forgetting is tested in
tests/test_forget_request_pipeline.py). Its fire rate on ordinary conversation: python -m bench.forget_scan."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from curate.forget_requests import forget_request

TUNING = yaml.safe_load((Path(__file__).parent / "data" / "forget_requests_tuning.yaml").read_text(encoding="utf-8"))

# The look-alikes the task names, kept here whatever the tuning set becomes.
NOT_REQUESTS = [
    "I forgot my password",
    "don't forget to buy milk",
    "forget it, let's use Postgres",
    "how do I make git forget a file",
    "I can relax, forget my troubles, and get lost in another world.",
    "Forget my diet today, I'm having cake!",
    # Pasted: an e-mail's order speaks for its sender.
    "Can you summarise this?\nFrom: ana@example.com\nTo: team@example.com\nSubject: offsite\n\n"
    "Forget what we said about the venue, my old address is no longer valid.",
    # Quoted: the speaker asks about the quote.
    "Is \"forget my old address\" a good subject line for the moving announcement?",
    "放松一下，忘掉我的烦恼",
    "忘掉我的烦恼吧，出去玩！",
    "仕事のことは忘れて！",
    "忘了我吧",
]


@pytest.mark.parametrize("item", TUNING["asks"], ids=lambda x: x["text"][:40])
def test_the_request_is_read_with_what_it_names(item: dict[str, str]) -> None:
    got = forget_request(item["text"])
    assert got is not None, item["text"]
    assert item["about"].lower() in got.about.lower(), (item["text"], got)


@pytest.mark.parametrize("text", TUNING["ordinary"] + NOT_REQUESTS, ids=lambda x: x[:40])
def test_the_same_words_asking_nothing_are_not(text: str) -> None:
    assert forget_request(text) is None, text


def test_what_is_named_leaves_the_framing_and_politeness_out() -> None:
    got = forget_request("Thanks for the help! Please forget what I told you about my ex, I'd rather not keep it.")
    assert got is not None and got.about == "my ex" and got.language == "en", got
    zh = forget_request("好的，请把我说过的工资情况忘掉吧")
    assert zh is not None and zh.about == "工资情况" and zh.language == "zh", zh


def test_a_request_after_other_talk_in_the_same_message_is_read() -> None:
    text = "We finally moved into the new flat last week. Please forget my old address on Birch Lane."
    got = forget_request(text)
    assert got is not None and "old address" in got.about, got
