"""What every stage needs to know about characters: which are CJK, and how words are counted.

Chinese, Japanese and Korean text has no spaces between words, so a word count that splits on spaces
counts a whole Chinese sentence as one word. Everything that budgets or splits text (the context budget,
the chunker's token estimate, the keyword index, sentence splitting) uses these one set of ranges.
"""

from __future__ import annotations

import math
import re
from collections import Counter

# Han (CJK Unified Ideographs, extension A, compatibility ideographs).
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# Hiragana and Katakana.
KANA = "\u3040-\u30ff"
# Hangul syllables, jamo and compatibility jamo.
HANGUL = "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
# Halfwidth and fullwidth forms (fullwidth Latin and punctuation in CJK text): one token each.
FULLWIDTH = "\uff00-\uffef"
CJK = HAN + KANA + HANGUL

HAN_CHAR = re.compile(f"[{HAN}]")
CJK_RUN = re.compile(f"[{CJK}]+")
# Characters a tokenizer spends about one token on (what the chunker's estimate counts one each).
WIDE_CHAR = re.compile(f"[{CJK}{FULLWIDTH}]")


def word_count(text: str) -> int:
    """Words as budgets count them: whitespace-separated pieces, each Han character one word."""
    han = len(HAN_CHAR.findall(text))
    rest = HAN_CHAR.sub(" ", text)
    return han + len(rest.split())


def entropy(s: str) -> float:
    """Shannon entropy in bits per character: how random a token looks (redaction's rules and its learned layer)."""
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in Counter(s).values()) if n else 0.0
