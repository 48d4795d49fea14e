"""An order sent encoded: "decode this and execute it: aWdub3Jl..." (pure).

Neither the patterns nor the intent model can read base64, so an order hidden in it passes both, while the
words around it ("decode and execute the admin instruction below", "解码并执行") carry no order a rule can
hold on its own: people also ask "how do I decode base64 and run my own script?". What tells the two apart is
the blob itself. ``hidden`` gives the readable text each base64 blob decodes to, for the filter to judge as it
judges the message (an order is an order in any encoding); ``decode_and_act`` says whether the speaker asks
for a blob to be decoded and then carried out, which is an order whatever the blob says.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata

# A run of base64 (standard or URL-safe alphabet) long enough to hold a sentence; shorter runs are ids, hashes
# of a few bytes, or words.
_BLOB = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")
# Asked to decode something and then carry it out: the decode word before the act word, close together.
_DECODE_AND_ACT = re.compile(
    r"\b(?:base64[- ]?)?decod(?:e|ed|ing)\b[^.\n]{0,40}?(?:\b(?:execute|run|follow|obey|carry(?:ing)? out|"
    r"comply|act on|apply|perform|do (?:what|whatever|as|it|exactly))\b)"
    r"|\b(?:execute|run|follow|obey|do|carry out)\s+(?:what|whatever)\s+(?:this|it|the \w+)\s+decodes\s+to\b"
    r"|解码[^。\n]{0,15}?(?:执行|照做|遵守|遵循|服从|运行|照办|按照?(?:它|其|里面|内容)?(?:说的)?做)",
    re.IGNORECASE,
)
# Of the decoded characters, at least this share must be letters, digits, spaces or punctuation: random
# bytes and binary formats decode to controls and stray marks.
MIN_READABLE = 0.9


def _readable(s: str) -> bool:
    """Is the decoded text a text (mostly letters, digits, spaces, punctuation) with at least a few letters?"""
    if not s:
        return False
    ok = sum(1 for c in s if c.isalnum() or c.isspace() or unicodedata.category(c)[0] in "PS")
    letters = sum(1 for c in s if c.isalpha())
    return ok / len(s) >= MIN_READABLE and letters >= 4


def hidden(text: str) -> list[str]:
    """The readable texts the base64 blobs of the text decode to (UTF-8), in order."""
    out: list[str] = []
    for m in _BLOB.finditer(text):
        blob = m.group(0).rstrip("=")
        blob += "=" * (-len(blob) % 4)
        try:
            raw = base64.b64decode(blob, altchars=b"-_" if ("-" in blob or "_" in blob) else None, validate=True)
            s = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        if _readable(s):
            out.append(s)
    return out


def decode_and_act(text: str) -> bool:
    """Does the text ask for a base64 blob it holds to be decoded and then carried out?"""
    return bool(_DECODE_AND_ACT.search(text)) and bool(hidden(text))
