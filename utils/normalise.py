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
