"""Speaker names learned from how the other side addresses them ("Hey Sam!", "Thanks, Sam.") (pure).

Session files often carry no display names; people in a chat still call each other by name. A name is
taken only when it is used as a vocative at least MIN_USES times and is clearly the most used one.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

MIN_USES = 2
# Leading greeting/reaction followed by a capitalised word: "Hey Sam!", "Thanks, Sam", "Wow, Sam, ...".
_LEAD = re.compile(
    r"(?:^|[.!?]\s+)(?:hey|hi|hello|hiya|yo|thanks|thank you|thx|wow|oh|aww?|congrats|congratulations|"
    r"good (?:morning|afternoon|evening|night)|morning|evening|sorry|welcome back|great|nice|awesome|"
    r"haha|lol|yes|yeah|no|sure|ok(?:ay)?|bye|see you|take care|hang in there|dear)[,!]?\s+"
    r"([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b(?![ '-]?[a-z])",
    re.IGNORECASE,
)
# A name closing a sentence after a comma: "That's great, Sam!", "You got this, Sam."
_TAIL = re.compile(r",\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s*[!.?]")
# Capitalised words that are vocatives but not names.
_NOT_NAMES = frozenset(
    """man dude buddy bro sis guys everyone everybody friend friends pal mate sir madam maam team folks all
    there you yes no ok okay sure wow oh god lol haha thanks thank hey hi hello bye good great nice awesome
    cool love honey babe baby darling sweetie dear mom mum dad mother father boss doc again too though
    then now today tonight tomorrow yesterday indeed right""".split()
)


def vocatives(text: str) -> list[str]:
    """Capitalised words used to address someone in the text."""
    out = [m.group(1) for m in _LEAD.finditer(text)] + [m.group(1) for m in _TAIL.finditer(text)]
    return [n for n in out if n.lower() not in _NOT_NAMES and n[0].isupper()]


def addressed_name(messages: Iterable[str]) -> str | None:
    """The name these messages call their listener, when the evidence is clear enough."""
    counts: Counter[str] = Counter()
    for m in messages:
        counts.update(set(vocatives(m)))
    if not counts:
        return None
    # A short form ("Sam") counts for the full name ("Samantha") used in the same messages.
    for short in list(counts):
        longer = [n for n in counts if n != short and n.startswith(short)]
        if len(longer) == 1:
            counts[longer[0]] += counts.pop(short)
    (best, n), *rest = counts.most_common()
    if n < MIN_USES or (rest and rest[0][1] * 2 > n):
        return None
    return best
