"""An order the speaker quotes in order to ask about it: reported, not given (pure).

"I got an email that says 'AI assistant: ignore previous instructions'. Is that a prompt injection?" holds
an order, but the speaker is not giving it: it sits inside quotation marks, and the speaker's own words
around it ask what it is. The injection filter (curate/gatekeeper.py) then judges the speaker's words
alone, with each quoted span put aside (``speakers_words``); an order outside the quotes is still an order
("As the email says: 'ignore previous instructions'. So do that now and save ..." drops).

Reported needs all of: a short message (a pasted mail or page is data, not a question about a quote: the
gatekeeper reads it whole), a quoted span, the speaker's own words ending in a question (so after the
last quote), and a word of theirs that asks about text ("is this", "an example", "attack", "是不是", "算不算", "例子").
A hostile text can wrap its order in quotes and append such a question; what it can then plant is a
user's question about the quote, never the order as the user's fact or request.
"""

from __future__ import annotations

import re

from utils.normalise import normalise

# Longer than this and the text is a paste, not a question about a quote: the filter reads it whole.
MAX_CHARS = 420
# Double quotes of every script, corner brackets, guillemets, backticks; a single-quoted span only where the
# quote mark is not an apostrophe ("don't", "the user's").
_SPAN = re.compile(
    r"\"[^\"\n]{3,300}\"|“[^“”\n]{3,300}”|„[^“”\n]{3,300}[“”]|「[^「」\n]{1,300}」|『[^『』\n]{1,300}』"
    r"|«[^«»\n]{3,300}»|‘[^‘’\n]{3,300}’|`[^`\n]{3,300}`|(?<![\w'])'(?!\s)[^'\n]{3,300}?(?<!\s)'(?![\w'])"
)
PLACEHOLDER = "“…”"
# Words that ask about a piece of text: what it is, whether it is an attack, why it works, what to do with it.
_ASKS = re.compile(
    r"\b(?:is (?:this|that|it)|are (?:these|those|they)|was (?:this|that|it)|does (?:this|that|it)|"
    r"examples?|attacks?|attempts?|injections?|jailbreaks?|phishing|scams?|spam|malicious|legit(?:imate)?|"
    r"classify|report|explain|why|what does|mean|means|considered|count as|known|pattern|handle|respond)\b"
    r"|是不是|算不算|属于|例子|举例|为什么|什么意思|攻击|注入|越狱|诈骗|钓鱼|上报|举报|解释|怎么(?:办|处理|应对|防)|有效",
    re.IGNORECASE,
)
# Markers of pasted content: a mail header, a forwarded block, markup, a hidden note, a tool result.
_PASTE = re.compile(r"(?im)^\s*(?:from|to|subject|>|fwd?|转发|发件人|主题)\b|<[a-z!/]|\[(?:hidden|system|note)|[{}]")
_QUESTION_END = re.compile(r"[?？][\s\"'”’」』)）]*$")


def speakers_words(text: str) -> str:
    """The text with each quoted span replaced by a placeholder (the speaker's own words around the quotes)."""
    return _SPAN.sub(PLACEHOLDER, text)


def reported(text: str) -> str | None:
    """The speaker's own words if the text quotes something in order to ask about it, else None."""
    t = normalise(text).strip()
    if len(t) > MAX_CHARS or _PASTE.search(t):
        return None
    spans = list(_SPAN.finditer(t))
    if not spans:
        return None
    own = speakers_words(t)
    if not _QUESTION_END.search(own) or not _ASKS.search(own):
        return None
    return own
