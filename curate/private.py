"""A conversation the person asked not to be remembered yields no gem (pure).

"Please don't remember anything from this conversation, it's about a surprise party", "this chat is off the
record", "这次对话别记下来": the person's own request about their memory, which the nightly curator honours for
the whole conversation (every chunk of it, before and after the request), counting the drops as
`dropped.private_conversation`. The turns still leave the buffer as curated ones do.

Only the speaker's own words count (curate/pasted.py): a pasted e-mail saying "do not store this thread"
speaks for its sender, not for the person. The request must be addressed to the memory ("please don't
remember this chat", a sentence that opens with the negation): "I don't remember this conversation" and
"don't you remember our chat?" are talk about somebody's recollection, not a request.
"""

from __future__ import annotations

import re

from curate import pasted

_VERB = r"(?:remember|save|store|memori[sz]e|keep\s+(?:a\s+)?(?:record|memory)\s+of)"
# What the conversation is called, not followed by what a coder's "this session" owns ("this session's token",
# "this session in Redis", "this session object").
_SCOPE = (r"(?:conversation|chat|session|thread|discussion)"
          r"(?!['’]s|\w|\s+(?:in|on|to|into|inside|as|with|object|data|id|ids|token|tokens|cookie|cookies|key|keys|"
          r"variable|state|storage|table|file)\b)")
# A sentence that opens with the negation (or "please" before it) and names this conversation, or everything
# said in it, as what not to keep.
_EN = re.compile(
    rf"(?:^|[.!?;\n]\s*|\b(?:please|pls|kindly)\s+|,\s*(?:and\s+|but\s+)?(?:please\s+)?)"
    rf"(?:don'?t|do\s+not|never|no\s+need\s+to)\s+(?:ever\s+)?{_VERB}\s+"
    rf"(?:anything\s+|any\s+of\s+(?:this|it)\s+|this\s+|it\s+|what\s+(?:I|we)\s+(?:say|said|tell\s+you)\s+)?"
    rf"(?:(?:from|in|of|during|about)\s+)?(?:this|our|today'?s)\s+(?:whole\s+|entire\s+)?{_SCOPE}"
    rf"|\b(?:this|our|the\s+rest\s+of\s+(?:this|our))\s+{_SCOPE}\s+is\s+off\s+the\s+record\b"
    rf"|(?:^|[.!?;\n]\s*)(?:let'?s\s+keep\s+)?(?:this|our)\s+(?:whole\s+)?{_SCOPE}\s+off\s+the\s+record\b",
    re.IGNORECASE)
_ZH_NEG = r"(?:别|不要|不用|请勿|勿)"
_ZH_VERB = r"(?:记住|记下来|记下|记录|记|保存下来|保存|存下来|存|留存)"
_ZH_SCOPE = r"(?:这次|这个|这段|本次|今天的?|咱们的?|我们的?)(?:对话|聊天|会话|谈话)(?![的里中]|\s*[A-Za-z_])"
_ZH = re.compile(
    rf"{_ZH_NEG}{_ZH_VERB}(?:住|下)?{_ZH_SCOPE}"
    rf"|{_ZH_NEG}把{_ZH_SCOPE}(?:的内容)?{_ZH_VERB}"
    rf"|{_ZH_SCOPE}[^。！？!?\n]{{0,6}}?{_ZH_NEG}{_ZH_VERB}"
    rf"|{_ZH_SCOPE}[^。！？!?\n]{{0,4}}?(?:请)?(?:保密|不留记录|不要留记录)")


def asks_not_to_remember(text: str) -> bool:
    """Does the speaker, in their own words, ask that this conversation not be remembered?"""
    if not text:
        return False
    own, _ = pasted.split(text)
    return _EN.search(own) is not None or _ZH.search(own) is not None
