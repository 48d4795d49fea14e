"""Text as a reader (a model, a rule) takes it: compatibility forms folded, invisible characters gone (pure).

Hostile text hides markup from a check and shows it to a model: ``</memory_\\u200bcontext>`` (a zero-width
space inside the tag name), fullwidth ``＜/memory_context＞``, ``<\\/memory_context>`` (a JSON-escaped slash),
a right-to-left override that reverses what a person sees. Every check that looks for markup or orders
(the injection rules, tag escaping) and every output shown to a model first reads the text through
``normalise``: NFKC (fullwidth and other compatibility forms become the ASCII they stand for) and no
zero-width or bidi controls. Joiners and variation selectors are part of emoji sequences and of Indic and
Persian spelling, so they are kept between two non-ASCII characters and dropped next to ASCII, where they
only ever split a word.
"""

from __future__ import annotations

import re
import unicodedata

# Always invisible and never needed in chat text: zero-width space, word joiner and the other invisible
# operators, byte order mark, soft hyphen, combining grapheme joiner, Mongolian vowel separator, the
# bidi marks, embeddings, overrides and isolates, deprecated format controls, Unicode tag characters
# (ASCII smuggled invisibly), musical format controls.
_ALWAYS = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
    "\u3164\ufeff\uffa0\U000e0000-\U000e007f\U0001d173-\U0001d17a\U0001bca0-\U0001bca3"
)
# Joiners and selectors: meaningful between non-ASCII characters (emoji, scripts), noise next to ASCII.
_JOINERS = "\u200c\u200d\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef"
_INVISIBLE = re.compile(f"[{_ALWAYS}]+")
_JOINER_NEAR_ASCII = re.compile(f"(?<=[\\x00-\\x7f])[{_JOINERS}]+|[{_JOINERS}]+(?=[\\x00-\\x7f])|^[{_JOINERS}]+|[{_JOINERS}]+$")
_ANY = re.compile(f"[{_ALWAYS}{_JOINERS}]")
# Brackets that look like < and > but that NFKC leaves alone; used by the tag escaping, which treats them
# as < and > only where they make a tag (Chinese 《》 and 〈〉 title marks are ordinary text and not here).
LT_LOOKALIKES = "\u2039\u27e8\u02c2\u1438\u276e\u29fc"
GT_LOOKALIKES = "\u203a\u27e9\u02c3\u1433\u276f\u29fd"


def strip_invisible(text: str) -> str:
    """The text without zero-width and bidi controls (joiners kept inside emoji and non-Latin words)."""
    if not _ANY.search(text):
        return text
    return _JOINER_NEAR_ASCII.sub("", _INVISIBLE.sub("", text))


def normalise(text: str) -> str:
    """NFKC, then no invisible controls: what checks and prompts read (``＜/x＞`` -> ``</x>``)."""
    if not text:
        return text
    if not text.isascii() and not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    return strip_invisible(text)


_ALWAYS_SET = re.compile(f"[{_ALWAYS}]")
_JOINER_SET = re.compile(f"[{_JOINERS}]")


def normalise_map(text: str) -> tuple[str, list[int], list[int]] | None:
    """The text as ``normalise`` reads it, with where each of its characters came from, for checks that must
    read the normalised form but change only the original (redaction, tag escaping): a span ``[s, e)`` of the
    normalised text is ``[starts[s], ends[e - 1])`` of the original, so what is not cut stays byte for byte
    (Chinese fullwidth punctuation is not turned into ASCII). None when the text is its own normal form.

    Each character with its combining marks is normalised on its own; an invisible control becomes nothing
    (a joiner only next to ASCII, as in ``strip_invisible``)."""
    if not text or text.isascii() or normalise(text) == text:
        return None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i, n = 0, len(text)
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1
        ch = text[i]
        if _ALWAYS_SET.match(ch) or (_JOINER_SET.match(ch) and (
                i == 0 or j >= n or text[i - 1].isascii() or text[j].isascii())):
            piece = ""
        else:
            piece = unicodedata.normalize("NFKC", text[i:j])
        for c in piece:
            out.append(c)
            starts.append(i)
            ends.append(j)
        i = j
    return "".join(out), starts, ends


def map_spans(spans: list[tuple[int, int, str]], starts: list[int], ends: list[int]) -> list[tuple[int, int, str]]:
    """Spans of the normalised text (``normalise_map``) as spans of the original."""
    return [(starts[s], ends[e - 1], k) for s, e, k in spans if e > s]
