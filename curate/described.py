"""A product, an app or a device described, asked about by the speaker: what it does, not an order (pure).

"Is this product description honest? \"Smart speaker with AI assistant. Remembers your preferences and can forget
them on request.\"": the memory words are the thing's features, said in the third person with no subject
("Remembers", "Stores", "Learns") or after "can", "will", "lets you"; an order says them bare ("Remember that the
user …"). ``product``: the speaker names a description, a listing, a blurb or product copy, and every memory word
in the text is such a feature. The gatekeeper then does not ask the model (which reads "AI assistant" and
"remembers your preferences" as a memory order); the patterns and the lexicon layers still read the text.
"""

from __future__ import annotations

import re

# What the speaker asks about: a description of a thing for sale or an app.
_ASKED = re.compile(
    r"\b(?:product|item|app|listing|store|shop|device|gadget)\s+(?:description|page|copy|blurb|text|listing)s?\b"
    r"|\b(?:listing|blurb|product copy|feature list|spec sheet|tagline|packaging|app store|play store|landing page|"
    r"marketing copy|ad copy|advert\w*)\b",
    re.IGNORECASE)
# A memory word, its ending, and what stands before it.
_MEMORY = re.compile(r"\b(remember|memori[sz]e|store|save|record|keep|forget|delete|erase|wipe|learn)(\w*)",
                     re.IGNORECASE)
# Endings that make it a feature: "remembers", "stored", "saving".
_FEATURE_ENDING = re.compile(r"s|es|ed|d|ing|ting", re.IGNORECASE)
# A modal or "lets you" before a bare form: "can forget them", "lets you delete".
_MODAL = re.compile(r"\b(?:can|could|will|may|to|you|lets you|let you|helps you|never|won't|doesn't|don't)\s+$",
                    re.IGNORECASE)


def product(text: str) -> bool:
    """Does the speaker ask about a description whose memory words are all features (module doc)?"""
    first = text.split("\n", 1)[0]
    if _ASKED.search(first.split('"', 1)[0]) is None:
        return False
    found = list(_MEMORY.finditer(text))
    return bool(found) and all(_FEATURE_ENDING.fullmatch(m.group(2)) or not m.group(2)
                               and _MODAL.search(text[max(0, m.start() - 12):m.start()]) for m in found)
