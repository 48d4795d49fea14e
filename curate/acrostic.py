"""An order spelled by the first letters of a pasted poem's lines (pure).

A third party can hide an order where no lexicon reads it: in the initials of a poem's lines ("Forests hum at
dusk / Owls keep their counsel / Rivers bend ..." spells FORGET ...). Each line is harmless; only a reader that
takes the first letters finds the order, and a model asked to "read the first letters" or to analyse the poem
may act on it. ``order`` reads the initials of the body's lines (past the speaker's own first line) where there
are enough short lines to be verse, and finds in them, written without spaces, an operation on what the AI holds
or is: forget or delete its memories, rules or the user's data, make someone an admin, send passwords or data
out; in English and a few languages whose verbs such a line spells as easily (vergiss, olvida, oublie, zapomnij).

What stays: an acrostic of a name or a greeting (MOTHER, HAPPY BIRTHDAY), a single line that names an acrostic
("if the first letters spell IGNORE RULES, ..." is talk about the attack), prose and lists whose lines are long.
"""

from __future__ import annotations

import re

# Verse: this many short lines at least.
MIN_LINES = 6
MAX_LINE = 80
# An operation on what the AI holds, written without spaces: forget or delete its memories, rules, the user's data;
# someone saved as an admin; secrets or data sent out.
_FORGET = r"(?:forget|erase|delete|wipe|clear|ignore|disregard|remove|drop|vergiss|losche|lösche|olvida|borra|oublie|efface|zapomnij|usun|usuń)"
_WHAT = (r"(?:memor(?:y|ies)|rules?|instructions?|prompts?|data|notes|history|everything|settings|regeln|reglas|regles|"
         r"memoria|speicher|daten|datos|wszystko|alles|todo|tout)")
_SPELLED = re.compile(
    rf"{_FORGET}(?:all|the|your|every|user'?s?|users|his|her|their|alle|deine|todas|tus|tes|toutes)*{_WHAT}"
    r"|(?:save|store|remember|set|make|mark)(?:me|user|users|the|that|him|her|this)*(?:is|as)?(?:an?)?(?:admin|root|owner|superuser)"
    r"|(?:send|email|mail|leak|export|forward)(?:all|the|user'?s?|users|my|your|his|her)*"
    r"(?:passwords?|data|memor(?:y|ies)|keys?|secrets?|history|contacts)"
    r"|obeyme|trustme|iamadmin|iamtheadmin|iamtheowner|userisadmin")
_LETTER = re.compile(r"[^\W\d_]")


def initials(text: str) -> str:
    """The first letters of the body's lines (past the first line), lower case, where the body reads as verse."""
    lines = [line.strip() for line in text.split("\n")[1:]]
    lines = [line for line in lines if line]
    if len(lines) < MIN_LINES or sum(len(line) > MAX_LINE for line in lines) > len(lines) // 4:
        return ""
    out = []
    for line in lines:
        m = _LETTER.search(line)
        if m is not None and m.start() <= 3:
            out.append(m.group(0).lower())
    return "".join(out)


def order(text: str) -> bool:
    """Do the first letters of the pasted verse spell an order to the AI (see the module doc)?"""
    if text.count("\n") < MIN_LINES:
        return False
    return _SPELLED.search(initials(text)) is not None
