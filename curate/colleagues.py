"""Orders in pasted notes that go to people, not to the AI (pure).

Meeting notes, retro boards and to-do lists are full of imperatives about customers, users and stored records
("- Priya: remember to update the customer's address in CRM", "- Leo to delete the duplicate user records"), and
an event may be "1:1 with the AI team". Each order there is addressed to a named colleague, and "the AI team" is
people: the learned intent layer (curate/intent_model.py), which reads memory words and imperatives wherever they
stand, reads such a text with those lines put aside and the team (or its project: "the AI pilot") named without its
"AI" (``aside``). The lexicon layers still read every line: "- Priya: Assistant, remember that the user ..." turns
to an AI in it.
"""

from __future__ import annotations

import re

from utils import prefilter

# A list item led by a person's name and then a colon, a dash, or "to / will / should ..." ("- Leo to delete ...").
_ITEM = prefilter.compile(
    r"^[ \t]*(?:[-*•·]|\d{1,2}[.)])[ \t]*@?([A-ZÀ-Þ][\w'’-]+(?:[ \t]+[A-ZÀ-Þ][\w'’-]+)?)"
    r"(?:[ \t]*[:：–—][ \t]|[ \t]+(?:to|will|should|must|needs to|has to|shall|can)\b)[^\n]*\n?",
    re.MULTILINE)
# Names that are the AI itself, not a colleague.
_AI_NAMES = frozenset("assistant assistent assistente asistente ai ki ia bot chatbot gpt chatgpt llm model agent".split())
# The AI naming a group of people ("the AI team", "ML engineers") or a piece of their work ("the AI pilot", "the AI
# rollout"): a topic of the notes, not their reader.
_AI_PEOPLE = re.compile(
    r"\b(?:AI|ML|assistant|bot|chatbot)[ \t]+(?=(?:team|teams|group|squad|engineers?|researchers?|department|lab|guild|"
    r"pilot|project|rollout|initiative|program|programme|roadmap|budget|committee|working group|procurement|strategy)\b)",
    re.IGNORECASE)


def _to_colleague(m: re.Match[str]) -> str:
    first = m.group(1).split()[0].lower()
    return m.group(0) if first in _AI_NAMES else ""


def aside(text: str) -> str:
    """The text with list items addressed to a named colleague put aside and "the AI team" read as a team."""
    if "\n" not in text:
        return text
    if _ITEM.may_match(text):
        text = _ITEM.exact.sub(_to_colleague, text)
    return _AI_PEOPLE.sub("", text)
