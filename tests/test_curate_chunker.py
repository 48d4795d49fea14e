"""curate/chunker.py: chunks within the token budget, on turn boundaries, with overlap."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from curate.chunker import (
    budget,
    estimate_tokens,
    make_chunks,
    split_turns,
    turn_tokens,
)
from schemas import Turn

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)


def turn(n: int, text: str, conv: str = "c1", user: str = "alice") -> Turn:
    return Turn(turn_id=f"{conv}-{n}", user_id=user, conversation_id=conv, turn_number=n,
                timestamp=T0 + timedelta(minutes=n), user_text=text, assistant_text="ok")


def test_estimate_tokens_cjk_heavier() -> None:
    assert estimate_tokens("a" * 35) == 10
    assert estimate_tokens("我对花生过敏") == 6
    assert estimate_tokens("") == 0


def test_long_transcript_split_within_budget_with_overlap() -> None:
    turns = [turn(i, "word " * 60) for i in range(1, 41)]  # ~40 * 100 tokens
    b = budget(num_ctx=2048, prompt_tokens=600, output_reserve=400)
    assert b == 1048
    windows = split_turns(turns, b, overlap=2)
    assert len(windows) > 3
    for w in windows:
        assert sum(turn_tokens(t) for t in w) <= b
        nums = [t.turn_number for t in w]
        assert nums == list(range(nums[0], nums[-1] + 1))  # consecutive
    for a, c in zip(windows, windows[1:]):
        assert [t.turn_number for t in a[-2:]] == [t.turn_number for t in c[:2]]  # overlap of 2
    covered = {t.turn_number for w in windows for t in w}
    assert covered == set(range(1, 41))


def test_oversize_turn_alone_and_progress() -> None:
    turns = [turn(1, "short"), turn(2, "x" * 10_000), turn(3, "short")]
    windows = split_turns(turns, 300, overlap=2)
    assert [[t.turn_number for t in w] for w in windows] == [[1], [2], [3]]


def test_no_overlap_and_single_chunk() -> None:
    turns = [turn(i, "hello there") for i in range(1, 6)]
    assert len(split_turns(turns, 10_000, 2)) == 1
    windows = split_turns([turn(i, "word " * 60) for i in range(1, 7)], 250, overlap=0)
    assert sum(len(w) for w in windows) == 6


def test_make_chunks_per_conversation() -> None:
    turns = [turn(2, "b", "c2"), turn(1, "a", "c1"), turn(1, "a", "c2"), turn(2, "b", "c1")]
    chunks = make_chunks("alice", turns, 1000, 2)
    assert [(c.conversation_id, [t.turn_number for t in c.turns]) for c in chunks] == [
        ("c1", [1, 2]), ("c2", [1, 2])]
    assert all(c.user_id == "alice" and c.total == 1 for c in chunks)
    with pytest.raises(ValueError):
        make_chunks("bob", turns, 1000, 2)
