"""A Wi-Fi or hotspot key read out in the NATO alphabet with no password's word near it.

Finds: after a network's name (hotspot, wifi, WLAN, guest network, a router's sticker, "the key") in the same
sentence, a run of six or more NATO words and digit names ("the hotspot: Tango Seven Echo Lima Four Xray Nine Bravo",
"guest wifi = Quebec Eight Whiskey Two Tango Alpha Five") holding two digits or more and two letters or more: a key
mixes both. ``announces``: a short message that asks for such a key to be read or sent, with no value of its own
("connecting to your hotspot, read me the key"); the run alone in the next message is then the key (``announced``).
A name, a postcode or a callsign spelled in NATO (letters only, or short, or with no network named before it: "Smith:
Sierra Mike India Tango Hotel", "November Two Four Echo Kilo for runway 27") and a network's own name ("the wifi
network name is Bravo Echo Alpha Charlie Hotel") stay.

utils.redact's ROUNDS registry calls ``find`` and ``announces`` and its announced message ``announced``; this module
imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences

Span = tuple[int, int, str]

_LETTERS = ("alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett",
            "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
            "uniform", "victor", "whiskey", "whisky", "xray", "x-ray", "yankee", "zulu")
_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "niner")
_WORD = r"(?i:" + "|".join(sorted(_LETTERS + _DIGITS, key=len, reverse=True)) + r")(?!\w|-(?![^\W\d_]))"
# read over the phone the words may be joined by hyphens, letter by letter ("lima-echo-mike seven tango")
_RUN = re.compile(r"(?<![\w-])" + _WORD + r"(?:(?:[ ,]+|-)" + _WORD + r"){5,}")
_NETWORK = re.compile(
    r"(?i)(?<![a-z])(?:hot-?spot|wi-?fi|wlan|wireless|network|netzwerk|router(?:'s)? sticker|router|the key|"
    r"network key|wifi key|wlan-schlüssel|schlüssel|réseau|red wifi|la clave)(?![a-z])")
# the network's own name (its SSID) is named, not its key; a callsign, a registration, a name or a booking is spelled
_SSID = re.compile(r"(?i)(?<![a-z])(?:name|ssid|called|named|heißt|nom|nombre|call ?sign|callsign|registration|tail"
                   r"|flight|surname|booking|reservation|postcode|zip|plate|reg)(?![a-z])")
_END = re.compile(r"[.!?\n]")


def _mixed(run: str) -> bool:
    words = [w.lower() for w in re.findall(r"(?i)x-ray|[a-z]+", run)]
    digits = sum(w in _DIGITS for w in words)
    return digits >= 2 and len(words) - digits >= 2


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """The spans of NATO-spelled keys after a network's name in the same sentence."""
    out: list[Span] = []
    for m in _RUN.finditer(text):
        if not _mixed(m.group()):
            continue
        start = sentences.start(text, m.start(), _END)
        before = text[max(start, m.start() - 60) : m.start()]
        net = list(_NETWORK.finditer(before))
        if net and not _SSID.search(text, start, m.start()):
            out.append((m.start(), m.end(), "password"))
    return out


_ASK = re.compile(r"(?i)(?<![a-z])(?:hot-?spot|wi-?fi|wlan|network|router)(?![a-z])[^.!?\n]{0,60}?(?<![a-z])"
                  r"(?:read|tell|send|give|spell)\w*\s+(?:me\s+|us\s+)?(?:the\s+)?(?:key|code|password|pw)(?![a-z])")


def announces(text: str) -> bool:
    """Whether a short message with no value asks for a network's key to be read or sent."""
    return len(text) <= 160 and _RUN.search(text) is None and _ASK.search(text) is not None


def announced(text: str) -> list[Span]:
    """A NATO-spelled key that is the whole message after an announcement."""
    m = _RUN.fullmatch(text.strip().rstrip(".!"))
    if m is None or not _mixed(m.group()):
        return []
    s = text.index(m.group())
    return [(s, s + len(m.group()), "password")]


# A network's name (the rule wants one before the run). Not the NATO words: "Lima", "Victor", "Tango" are places,
# names and dances, and a trigger word in the clause after a cut value reads as that value's own name.
TRIGGERS: tuple[str, ...] = ("hotspot", "hot-spot", "wifi", "wi-fi", "wlan", "router", "wireless", "guest network",
                             "home network", "network key", "netzwerk", "réseau")
