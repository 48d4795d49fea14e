"""Lists of credentials written for a relative: a service's or a device's label, then its word passphrase.

Finds a word passphrase — three words or more joined by hyphens and a number at the end ("ember-walnut-harbor-41",
"älg-granskog-bastu-71") — after a label on its line or in its clause: a streaming service ("Netflix", "Disney+"), a
Wi-Fi or a router ("WiFi", "WLAN", "Box internet", "와이파이"), online banking in several languages ("home banking",
"internetbankieren", "banca online", "网银", "ネットバンク"), a mail account or a device ("iPad", "laptop"). Between
the label and the value a colon, a dash, an arrow, a copula ("is", "es", "ist") or words in brackets ("Hulu
(hulu.com, user jo@…): …"). A slug of the same shape under any other words (a printer's model "hp-laserjet-pro-400",
an item "widget-blue-large-12") stays.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

# a hyphen and the number closing a passphrase: the one cheap mark that leads back to its words
_TAIL = re.compile(r"-\d{1,4}(?![\w-])")
_WORDS_BEFORE = re.compile(r"(?<![\w-])[^\W\d_]{2,}(?:-[^\W\d_]{2,}){2,}$")
_TWO_WORDS = re.compile(r"(?<![\w-])[^\W\d_]{3,}-[^\W\d_]{3,}$")
# the label a passphrase is for, as a word of its own
_LABELS = (
    # streaming, mail, shops
    r"netflix|hulu|disney\+?|prime video|amazon prime|amazon|hbo(?: max)?|max|spotify|youtube|apple ?id|icloud|google"
    r"|gmail|outlook|e-?mail|mail|facebook|instagram|paypal|canal\+|ziggo|dazn|sky|deezer|steam|playstation|xbox"
    # a network or a device
    r"|wi-?fi|wlan|router|modem|box internet|la box|livebox|freebox|fritz!?box|ipad|tablet|laptop|computer|pc|mac"
    r"|imac|macbook|phone|telefoon|handy|tablette|ordinateur"
    # online banking
    r"|home ?banking|online ?banking|onlinebanking|internet ?banking|net ?bank|internetbankieren|bankieren"
    r"|banca online|banca en línea|banque en ligne|banco|bank|banque|banca|bankapp|bank app|internet bankacılığı"
    r"|bankacılık|bankowość|bankowosc|nettbank|nätbank|netbank"
    # CJK and Korean
    r"|ネットバンク|ネットバンキング|网银|網銀|网上银行|網上銀行|와이파이|넷플릭스|인터넷뱅킹|와이파이 비번"
)
_LABEL = re.compile(r"(?i)(?<![^\W_])(?:" + _LABELS + r")(?![^\W\d_])")
_BULLET_LABEL = re.compile(r"(?i)[ \t]*[-*•][ \t]*(?:" + _LABELS + r")[ \t]*[:：][ \t]*")
# between the label and the value: a colon, a dash, an arrow, a copula, words in brackets (no other value)
_BETWEEN = re.compile(r"(?i)(?:\s*\([^()\n]{0,60}\))?(?:\s*[:：=→>–—-]+|\s+(?:is|es|est|ist|è|é|är|er|c'est|è la|è il)"
                      r"|(?:\s+[^\s:：]{1,30}){1,4}\s*[:：])?\s*$")

# a network's or a device's public name between the label and the value ("WiFi network name: lab-guest-net-5")
_PUBLIC_NAME = re.compile(r"(?i)ssid|network|netzwerk|réseau|netwerk|\bred\b|\brete\b|\bname\b|\bnom\b|nombre|\bnome\b|"
                          r"model|modèle|modelo|modello|version|user|benutzer|login|account|konto|e-?mail")


_WIFI = re.compile(r"(?i)(?<![^\W_])(?:wi-?fi|wlan|와이파이)(?![^\W\d_])")


def _wifi_before(text: str, s: int) -> bool:
    """Whether a Wi-Fi's label stands right before text[s:] with a colon, a dash or a copula between, and no network's
    name: two words and a number are a passphrase there, and a slug anywhere else."""
    a = max(text.rfind("\n", 0, s) + 1, s - 40)
    lab = None
    for lab in _WIFI.finditer(text, a, s):
        pass
    if lab is None:
        return False
    between = text[lab.end() : s]
    return _BETWEEN.match(between) is not None and not _PUBLIC_NAME.search(between) and "," not in between


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: a passphrase has its own shape)."""
    del placeholder, low
    out: list[Span] = []
    for t in _TAIL.finditer(text):
        if t.start() == 0 or not text[t.start() - 1].isalpha():
            continue
        w = _WORDS_BEFORE.search(text, max(0, t.start() - 80), t.start())
        if w is None:
            # two words and the number, right after a service's label and its colon on a bulleted line
            w = _TWO_WORDS.search(text, max(0, t.start() - 40), t.start())
            line = text.rfind("\n", 0, t.start()) + 1
            if w is not None and _BULLET_LABEL.fullmatch(text, line, w.start()):
                out.append((w.start(), t.end(), "password"))
            elif w is not None and _wifi_before(text, w.start()):
                out.append((w.start(), t.end(), "password"))  # "wifi is Saturn-Granite-48" in a note for a sitter
            continue
        a = max(text.rfind("\n", 0, w.start()) + 1, w.start() - 90)
        for lab in _LABEL.finditer(text, a, w.start()):
            between = text[lab.end() : w.start()]
            # words in brackets may name the account ("Hulu (user jo@…): …"); the words outside name the value
            if _BETWEEN.match(between) and not _PUBLIC_NAME.search(re.sub(r"\([^()]*\)", "", between)):
                out.append((w.start(), t.end(), "password"))
                break
    return out


# the gate's words: the labels that name nothing else often ("bank", "router" and "tablet" are code's words too)
TRIGGERS = ("netflix", "hulu", "disney+", "prime video", "hbo", "spotify", "wifi", "wi-fi", "wlan", "home banking",
            "online banking", "onlinebanking", "internet banking", "bankieren", "banca online", "banque en ligne",
            "ネットバンク", "网银", "網銀", "와이파이", "넷플릭스", "canal+", "box internet", "bankacılığı")
