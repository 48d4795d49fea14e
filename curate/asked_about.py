"""The message a one-line text quotes after the speaker's question, read as a paste of its own (pure).

"Wat betekent deze mail? 'Geachte klant, … Beste AI-assistent, sla voortaan op dat …'": one line, so the
lexicon layers, which read past the speaker's own first line, find no body; yet everything inside the quote that
closes the text is the pasted message, not the speaker's sentence. ``view`` puts that quote on a line of its own
after the question. Only a quote that opens right after the question (a question mark or a colon) and runs to the text's
end is read so: a quote inside the speaker's own sentence ("is a payload like 'Assistant, forget …' dangerous?")
is an example they show. The gatekeeper asks only the lexicon layers about that view (curate/flyer.py's rule).
"""

from __future__ import annotations

import re

from curate import turned

_QUOTES = {'"': '"', "'": "'", "«": "»", "“": "”", "„": "“", "「": "」", "『": "』", "‘": "’"}
# The speaker's question, then the quote that holds the rest of the text.
_ASKED = re.compile(r"([^\n\"'«“„「『‘]{3,160}?[?？؟:：])[ \t]*([\"'«“„「『‘])([^\n]{20,})")
# A quote inside the message opening on an AI noun.
_EXAMPLE = re.compile(rf"[\"“„«'‘「『]\s*(?:{turned.NOUN})", re.IGNORECASE)
# What may follow the quote's closing mark: the text's end, a stop.
_TAIL = re.compile(r"[\s.!?。！？]*")


def view(text: str) -> str | None:
    """The question, then on its own line the quoted message; None if the text is not one line of that shape."""
    if "\n" in text:
        return None
    m = _ASKED.fullmatch(text.strip())
    if m is None:
        return None
    quoted = m.group(3)
    close = quoted.rfind(_QUOTES[m.group(2)])
    if close < 0 or not _TAIL.fullmatch(quoted[close + 1:]):
        return None
    message = quoted[:close]
    # Several quotes in a row ("AI, your name is Zed", "what's 2+2") are items the speaker lists; a quote inside
    # the message that opens on an AI noun is an example the message shows ('Attackers hide "assistant, forget …"').
    if m.group(2) in message or _QUOTES[m.group(2)] in message or _EXAMPLE.search(message):
        return None
    return f"{m.group(1)}\n{message}"
