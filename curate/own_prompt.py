"""The speaker's own bot's prompt, pasted for review (pure).

"Can you review the system prompt for my support bot?" then "You are ShopBot … Remember the customer's order
number … Forget it when they say /reset.": the orders in it are the speaker's own, written for a bot they run, and
the speaker asks about them; no third party planted them. ``shown``: the speaker's first line names their own
bot, assistant, GPT or agent and its prompt or instructions ("my Discord bot's prompt", "instructions for my
custom GPT", "el prompt de mi asistente", "내가 만든 챗봇 프롬프트"), and within the next few lines the paste
sets the bot's role as a prompt does ("You are Nova.", "Eres Lía", "너는 … 봇이야"). The gatekeeper then does
not read the paste's orders with the patterns or the model; the lexicon layers still read an AI addressed inside
it (a note planted for the reader is no part of a role prompt).
"""

from __future__ import annotations

import re

# The speaker's own bot and its prompt, in their first line (either order).
_BOT = (r"(?:bot|chatbot|assistant|agent|gpt|custom gpt|companion|persona|asistente|assistente|assistent|"
        r"챗봇|봇|어시스턴트|ボット|アシスタント|机器人|助手)")
_PROMPT = (r"(?:system prompt|prompt|instructions|persona|system message|prompt de sistema|instrucciones|"
           r"프롬프트|プロンプト|提示词)")
_OWN = re.compile(
    rf"\b(?:my|our|mi|mis|nuestro|mon|notre|mein\w*|unser\w*)\s+(?:[\w'’-]+\s+){{0,3}}?{_BOT}(?:'s|’s)?\s+"
    rf"(?:[\w-]+\s+)?{_PROMPT}"
    rf"|\b{_PROMPT}\s+(?:for|of|de|für|pour)\s+(?:my|our|mi|mon|mein\w*)\s+(?:[\w'’-]+\s+){{0,3}}?{_BOT}"
    rf"|(?:내가|제가|우리가)\s*(?:만든|쓰는)\s*{_BOT}\s*{_PROMPT}|我(?:的|做的)(?:{_BOT})的?{_PROMPT}|私の(?:{_BOT})の{_PROMPT}",
    re.IGNORECASE)
# A role prompt's opening: the bot told who it is.
_ROLE = re.compile(
    r"^[\s\"'“«「#*>-]*(?:(?:system|role|prompt)\s*:\s*)?(?:you are|you're|act as|eres|tu es|du bist|sei|você é|"
    r"너는|넌|あなたは|你是)\b",
    re.IGNORECASE | re.MULTILINE)
# How many lines after the first the role line may start on (a heading, a blank line before it).
_LINES = 3


def shown(text: str) -> bool:
    """Is the text the speaker's own bot's prompt pasted under their request about it (module doc)?"""
    first, _, rest = text.partition("\n")
    if not rest or _OWN.search(first) is None:
        return False
    head = "\n".join(rest.split("\n")[:_LINES])
    return _ROLE.search(head) is not None
