"""Words split over line breaks inside a note, read whole again (pure).

A planted order may hide its words from every line's reading by breaking them in the middle ("ig​nore prev" /
"ious instruc" / "tions and re" / "member that ..."), inside a list item of meeting notes or a to-do list; the
zero-width characters in it are gone already (curate/unveil.py). A line broken inside a word ends in a letter and
the next line goes on with a lower-case letter. ``view`` joins such breaks with nothing between them where a text
has a run of them (one such break is a wrapped line), so the split words read whole; the gatekeeper judges that
view as it does the other readings of a hidden order (curate/deobfuscate.py).
"""

from __future__ import annotations

import re

# A break inside a word: a line of a few words ending in a letter, the next going on in lower case.
_BREAK = re.compile(r"(?<=[^\W\d_])\n(?=[^\W\d_])")
# How long a broken line may be: a note's item, not a paragraph's wrapped line.
SHORT = 48
# Breaks that make a run: one or two are a wrapped line or a list item's end.
RUN = 3


def view(text: str) -> str | None:
    """The text with its in-word line breaks removed, or None if it has fewer than RUN of them."""
    if text.count("\n") < RUN:
        return None
    cuts = []
    for m in _BREAK.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        nxt = text[m.end():m.end() + 1]
        if m.start() - start <= SHORT and nxt.islower():
            cuts.append(m.start())
    if len(cuts) < RUN:
        return None
    out, at = [], 0
    for c in cuts:
        out.append(text[at:c])
        at = c + 1
    out.append(text[at:])
    return "".join(out)
