"""Sentence splitting and light normalisation for English and Chinese chat text (pure functions)."""

from __future__ import annotations

import re

from utils.text import HAN, HAN_CHAR, word_count

__all__ = ["clean", "is_cjk", "is_question", "split", "word_count", "words"]

_CJK = HAN_CHAR
# End of an English sentence: . ! ? (possibly repeated, possibly followed by a closing quote or bracket)
# followed by whitespace; a Chinese sentence ends at 。！？；… with or without a space after it.
_EN_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9\u4e00-\u9fff])")
_ZH_END = re.compile(r"(?<=[。！？；!?…])\s*")
_NEWLINES = re.compile(r"\s*\n+\s*")
_SPACES = re.compile(r"[ \t\u00a0]+")
_WORD = re.compile(rf"[A-Za-z0-9]+(?:['’][A-Za-z]+)?|[{HAN}]")
# Abbreviations whose trailing dot does not end a sentence.
_ABBREV = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|St|vs|etc|e\.g|i\.e|Jr|Sr|No)\.$", re.IGNORECASE)


def is_cjk(text: str) -> bool:
    """True when at least a fifth of the letters are Han characters (the text is mostly Chinese)."""
    han = len(_CJK.findall(text))
    return han > 0 and han * 5 >= len(re.findall(r"\w", text))


def clean(text: str) -> str:
    """Collapse whitespace; keep the words exactly as written."""
    return _SPACES.sub(" ", text).strip()


def split(text: str) -> list[str]:
    """The sentences of a message, in order, whitespace-normalised (empty pieces dropped)."""
    out: list[str] = []
    for line in _NEWLINES.split(text.strip()):
        line = clean(line)
        if not line:
            continue
        pieces = _ZH_END.split(line) if is_cjk(line) else _split_en(line)
        out.extend(p.strip() for p in pieces if p.strip())
    return out


def _split_en(line: str) -> list[str]:
    parts: list[str] = []
    start = 0
    for m in _EN_END.finditer(line):
        piece = line[start : m.start()].rstrip()
        if _ABBREV.search(piece):
            continue  # "Dr. Smith" is one sentence
        parts.append(line[start : m.start()])
        start = m.end()
    parts.append(line[start:])
    # CJK punctuation inside a mostly English line still ends a sentence.
    return [q for p in parts for q in (_ZH_END.split(p) if re.search(r"[。！？]", p) else [p])]


def words(text: str) -> list[str]:
    """Lower-cased words (each Han character counts as one word)."""
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def is_question(sentence: str) -> bool:
    """The sentence asks rather than states (ends in a question mark, or a Chinese question particle)."""
    s = sentence.rstrip(" \"')]")
    return s.endswith("?") or s.endswith("？") or bool(re.search(r"(吗|呢|么)[。]?$", s))
