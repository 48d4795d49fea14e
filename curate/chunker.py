"""Splitting a user's turns into chunks that fit the model's context: pure functions.

A chunk holds consecutive turns of one conversation, cut on turn boundaries, with a few turns of
overlap so a gem that spans a cut is still seen whole once. Token counts are estimated on the safe
side: ~3.5 characters per token for Latin text, one token per CJK character.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from curate.backend import Chunk
from schemas import Turn
from utils.text import WIDE_CHAR as _CJK

CHARS_PER_TOKEN = 3.5
# Room for the model's answer: a JSON list of gems for a chunk rarely exceeds this.
OUTPUT_RESERVE_TOKENS = 1536
# Per-turn header "[turn N | YYYY-MM-DD HH:MM UTC]" and speaker labels.
TURN_OVERHEAD_TOKENS = 16


def estimate_tokens(text: str) -> int:
    """A safe over-estimate of the token count (CJK characters count one each)."""
    cjk = len(_CJK.findall(text))
    other = len(text) - cjk
    return cjk + int(other / CHARS_PER_TOKEN + 0.999)


def turn_tokens(turn: Turn) -> int:
    """Estimated tokens of one turn as it appears in a transcript."""
    return estimate_tokens(turn.text()) + TURN_OVERHEAD_TOKENS


def budget(num_ctx: int, prompt_tokens: int, output_reserve: int = OUTPUT_RESERVE_TOKENS) -> int:
    """Tokens left for the transcript once the system prompt and the answer are reserved."""
    return max(256, num_ctx - prompt_tokens - output_reserve)


def split_turns(turns: Sequence[Turn], budget_tokens: int, overlap: int) -> list[list[Turn]]:
    """Consecutive windows of turns, each within budget (a single oversize turn is its own window)."""
    sizes = [turn_tokens(t) for t in turns]
    windows: list[list[Turn]] = []
    start = 0
    n = len(turns)
    while start < n:
        end = start
        used = 0
        while end < n and (end == start or used + sizes[end] <= budget_tokens):
            used += sizes[end]
            end += 1
        windows.append(list(turns[start:end]))
        if end >= n:
            break
        # Step back `overlap` turns, but always move forward and never re-send a whole window.
        nxt = max(start + 1, end - overlap)
        # Overlap must also fit: shrink it until the next window can hold at least one new turn.
        while nxt < end and sum(sizes[nxt:end]) + sizes[end] > budget_tokens:
            nxt += 1
        start = nxt
    return windows


def make_chunks(
    user_id: str, turns: Sequence[Turn], budget_tokens: int, overlap: int
) -> list[Chunk]:
    """Chunks of one user's turns: per conversation, in turn order, within budget, overlapping."""
    chunks: list[Chunk] = []
    ordered = sorted(turns, key=lambda t: (t.conversation_id, t.turn_number, t.timestamp))
    # Turns are grouped by conversation first; the chunks of a conversation are then in time order.
    groups = [(cid, list(g)) for cid, g in groupby(ordered, key=lambda t: t.conversation_id)]
    groups.sort(key=lambda cg: (cg[1][0].timestamp, cg[0]))
    for cid, conv in groups:
        for t in conv:
            if t.user_id != user_id:
                raise ValueError(f"turn {t.turn_id} belongs to {t.user_id}, not {user_id}")
        windows = split_turns(conv, budget_tokens, overlap)
        for i, w in enumerate(windows):
            fresh = windows[i - 1][-1].turn_number + 1 if i else None
            chunks.append(Chunk(user_id=user_id, conversation_id=cid, turns=w, index=i, total=len(windows),
                                fresh_from=fresh))
    return chunks
