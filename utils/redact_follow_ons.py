"""Values the user adds in a later message of the same kind as one just given, without naming the secret again:
"also the guest network one is Willow.6676", "and the printer's admin one: Fern.4482", "la del router es
Nube_77x" — a password of another device said by "one" after a password was cut; and the parts of a password
sent bare one a message after an announcement of parts ("長いので分けて送ります", then "Qw8#rtV", then "Zx5!mkP").

SecretMemory calls ``others`` on a user's message after the user gave a secret, and ``carries_part`` to pass an
announcement on to the next message; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

# "the guest network one is X", "the printer's admin one: X", "la del router es X", "die vom Drucker ist X"
_ONE = re.compile(
    r"(?i)(?<![a-z])(?:the|and the|also the|plus the)\s+[\w'’ -]{2,30}?\s+one(?:'s|\s+is|\s*:)\s*[\"'“]?"
    r"(?P<v>[^\s\"'”,，。;]{6,64})"
    r"|(?<![a-z])(?:la|el) del?\s+[\w ]{2,24}?\s+es\s+(?P<v2>[^\s\"'”,，。;]{6,64})"
    r"|(?<![a-z])(?:die|das|der) (?:vom|von der|für den|für die)\s+[\w ]{2,24}?\s+ist\s+(?P<v3>[^\s\"'”,，。;]{6,64})")


def _pw_shaped(v: str) -> bool:
    """A password's shape: letters with a digit or a symbol, not a version, a time, a price or a link."""
    if re.match(r"(?i)https?://|www\.|v?\d+(?:\.\d+)+$|\d{1,2}[:h]\d{2}$", v):
        return False
    has_alpha = any(c.isalpha() for c in v)
    return has_alpha and (any(c.isdigit() for c in v) or any(c in "!#$%&*@^~+_=?" for c in v))


def others(text: str) -> set[str]:
    """The values "the … one is X" gives in a message after a secret was given."""
    out: set[str] = set()
    if "one" not in text.lower() and " es " not in text and " ist " not in text:
        return out
    for m in _ONE.finditer(text):
        v = (m.group("v") or m.group("v2") or m.group("v3")).rstrip(".!?)")
        if _pw_shaped(v):
            out.add(v)
    return out


def carries_part(text: str, found: dict[str, str]) -> bool:
    """A bare short value cut as the announced one is a part when it is short: the next bare one is the rest."""
    parts = [v for v, k in found.items() if k == "announced"]
    return len(found) == 1 and len(parts) == 1 and " " not in parts[0] and 5 <= len(parts[0]) <= 10 and len(
        text.strip()) == len(parts[0])
