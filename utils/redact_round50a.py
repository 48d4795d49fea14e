"""Round 50a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a card's PIN called "code secret" in French ("pour l'appli le code secret 273737");
- a keypad's code closed by "#" after a gate's, a door's or an intercom's word ("community gate: 3729#", "codul de
  la interfon e 792#"), and a code to type at a gate ("Pour le portail du parking, tapez 5976");
- a code for a lock named with words and a bracket between ("The code for the gym locker I rent (locker B-214) is
  8423");
- a code spelled out in digit words beside its digits ("It's 3-8-6-3, so 'three eight six three'");
- a card's code by its place with no count of digits ("the code on the front is 1989"), in a message about a card;
- the speaker's IBAN after words ("my IBAN for the Wise transfer is GB33 ..."), whatever its check: a mistyped IBAN
  is still nearly all of the person's;
- a Kenyan KRA PIN of a person (A, nine digits, a letter) after its name, and a SHA number without its check digit
  ("namba ya SHA CR59634284558"); a company's KRA PIN (P...) stays;
- the CAN of a German identity card in a message about it ("Die CAN steht vorne rechts: 123899");
- the reference number the Spanish tax office gives for Renta WEB ("el número de referencia que me dio Hacienda es
  HTK3OA");
- (``announced``) after a message promising a code, the code after "Вот:", "here:", "hier:" and their like.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_number_words import word_runs

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM = r"(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)"

# ---- a card's PIN called "code secret" ----

_CODE_SECRET = re.compile(r"(?i)" + _L + r"code\s+secret(?:\s+(?:de|du|pour)\s+(?:la\s+|le\s+|l')?[^\W\d_]+)?"
                          r"\s*(?:est|c'est|:|=)?\s*" + _NUM)

# ---- a keypad's code at a gate, a door or an intercom ----

_GATE = (r"gate|gates|keypad|door|front\s+door|entrance|lobby|intercom|buzzer|interfon\w*|portón|porton|portal|puerta"
         r"|portail|porte|digicode|interphone|tor|hoftor|haustür|citofono|cancello|portone|portão|poort|brama"
         r"|furtka|domofon\w*|kapu|kaputelefon|grind|portkod\w*")
_HASH_CODE = re.compile(r"(?i)" + _L + r"(?:" + _GATE + r")" + _R + r"[^\n.!?]{0,30}?(?<![\d#*])(?P<v>\d{3,8})#(?![\d#*])")
_TYPE_CODE = re.compile(
    r"(?i)" + _L + r"(?:" + _GATE + r")" + _R + r"[^\n.!?]{0,40}?" + _L
    + r"(?:tapez|tape|composez|compose|type|enter|punch\s+in|key\s+in|digita|digite|teclea|tecleá|marca|marque|tippe"
    r"|tippen\s+sie|tippt|wähle|wählen\s+sie)" + _R + r"\s*(?:le\s+code\s+|the\s+code\s+|el\s+código\s+|il\s+codice\s+)?[:]?\s*"
    + _NUM)

_TYPE_VERBS = ("tap", "type", "enter", "punch", "key in", "digit", "tecle", "marca", "marque", "tipp", "wähl", "compos")

# ---- a code for a lock, with words and a bracket between ----

_CODE_FOR_LOCK = re.compile(
    # (a code of another sort stays: "the source code for the gate controller", "the zip code for the gate office")
    r"(?i)(?<!source\s)(?<!zip\s)(?<!postal\s)(?<!post\s)(?<!error\s)(?<!area\s)(?<!country\s)(?<!promo\s)"
    r"(?<!discount\s)(?<!bar\s)(?<!qr\s)(?<!status\s)(?<!dress\s)(?<!tax\s)(?<!sort\s)(?<!product\s)"
    + _L + r"code\s+(?:for|to|of)\s+(?:the\s+|my\s+|our\s+)?(?:[^\W\d_][\w'-]*\s+){0,4}?"
    r"(?:locker|gate|door|safe|padlock|lockbox|key\s?box|garage|keypad|alarm|shed|storage\s+unit)" + _R
    + r"(?:\s+[^\W\d_][\w'-]*){0,4}?\s*(?:\([^()\n]{1,30}\)\s*)?,?\s*(?:is|was|:)\s*" + _NUM)

# ---- a code spelled out in digit words ----

_CODE_WORD = re.compile(r"(?i)" + _L + r"(?:code|pin|passcode|combination|code\s+pin|código|codice|zahlencode|pin-code)"
                        + _R)

# ---- a card's code by its place ----

_CARD_PLACE_CODE = re.compile(
    r"(?i)" + _L + r"(?:the\s+)?(?:(?:security|cid|cvv|cvc|card)\s+)?code\s+(?:on|at)\s+the\s+(?:front|back)"
    r"(?:\s+of\s+(?:the\s+|my\s+)?card)?\s*(?:is|:)\s*(?P<v>\d{3,4})(?!\d)")
_CARD_TALK = re.compile(r"(?i)" + _L + r"(?:card|amex|american\s+express|visa|mastercard|debit|credit)" + _R)

# ---- the speaker's IBAN after words ----

_MY_IBAN = re.compile(
    r"(?i)" + _L + r"(?:my|mi|mon|ma|mein|meine|il\s+mio|o\s+meu|mijn|min|mój|moje)\s+iban" + _R
    + r"[^\n.:!?]{1,40}?\s(?:is|es|est|ist|è|é|to|er|är)\s*[:]?\s*"
    r"(?P<v>(?-i:[A-Z]{2}\d{2})(?:\s?(?-i:[A-Z0-9]){4}){2,7}(?:\s?(?-i:[A-Z0-9]){1,3})?)(?![A-Za-z0-9])")

# ---- Kenya: a person's KRA PIN, a SHA number ----

_KRA_PIN = re.compile(r"(?i)" + _L + r"(?:kra\s+pin|pin(?:\s+\w+){0,2}\s+(?:ya\s+)?kra|pin\s+ya\s+kra)"
                      r"(?:\s+(?:ni|is|no\.?|number|:))?\s*[:]?\s*(?P<v>(?-i:A\d{9}[A-Z]))(?![A-Za-z0-9])")
_SHA_BARE = re.compile(r"(?<![A-Za-z])SHA(?![A-Za-z])[^\n.!?]{0,20}?(?<![A-Za-z0-9])(?P<v>CR\d{11})(?![\d-])")

# ---- a German identity card's CAN ----

_ID_CARD = re.compile(r"(?i)ausweis|eid\b|online-ausweis|personalausweis")
_CAN = re.compile(r"(?<![A-Za-z])CAN(?![A-Za-z])[^\n.!?\d]{0,40}?(?<![\d.,/-])(?P<v>\d{6})(?![\d.,/-]\d|\d)")

# ---- the Spanish tax office's reference ----

_HACIENDA = re.compile(r"(?i)hacienda|aeat|renta\s+web|declaración\s+de\s+la\s+renta")
_REFERENCE = re.compile(
    r"(?i)" + _L + r"(?:n[úu]mero\s+de\s+)?referencia" + _R + r"[^\n.!?\d]{0,50}?\s(?:es|era|:)\s*"
    r"(?P<v>(?-i:(?=[A-Z0-9]{0,5}[A-Z])(?=[A-Z0-9]{0,5}\d)[A-Z0-9]{6}))(?![A-Za-z0-9])")

# ---- after a promised code: "Вот: 170982" ----

_HERE_VALUE = re.compile(
    r"(?i)^\s*(?:вот|держи|лови|ось|тримай|here|hier|voilà|voici|aquí|aqui|ecco|eis|oto|tady)\s*[:：—–-]\s*"
    r"(?P<v>\d{4,8}|(?=[^\s]*\d)(?=[^\s]*[^\W\d_])[^\s.,!?]{6,40})(?=\s*(?:[.!]|$))")


def announced(text: str) -> list[Span]:
    """After a message promising a code: the value after "Вот:", "here:", "hier:", closing the message."""
    m = _HERE_VALUE.match(text)
    return [] if m is None else [(m.start("v"), m.end("v"), "announced")]


def _spelled(text: str) -> list[Span]:
    """Digit words spelling a number written in digits elsewhere in the text, in a message naming a code: both."""
    out: list[Span] = []
    numbers = [(m.start(), m.end(), re.sub(r"\D", "", m.group())) for m in re.finditer(r"\d(?:[\d -]*\d)?", text)]
    for a, b, spelled in word_runs(text):
        same = [(s, e, "pin") for s, e, d in numbers if d == spelled]
        if same:
            out.append((a, b, "pin"))
            out.extend(same)
    return out


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "secret" in low:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _CODE_SECRET.finditer(text))
    if "#" in text:
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _HASH_CODE.finditer(text))
    if any(w in low for w in _TYPE_VERBS):
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _TYPE_CODE.finditer(text))
    if "code" in low:
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _CODE_FOR_LOCK.finditer(text))
        if "front" in low or "back" in low:
            if _CARD_TALK.search(text) is not None:
                out.extend((m.start("v"), m.end("v"), "card_code") for m in _CARD_PLACE_CODE.finditer(text))
    if _CODE_WORD.search(text) is not None:
        out.extend(_spelled(text))
    if "iban" in low:
        out.extend((m.start("v"), m.end("v"), "iban") for m in _MY_IBAN.finditer(text))
    if "kra" in low:
        out.extend((m.start("v"), m.end("v"), "tax_id") for m in _KRA_PIN.finditer(text))
    if "SHA" in text:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _SHA_BARE.finditer(text))
    if "CAN" in text and _ID_CARD.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _CAN.finditer(text))
    if "referencia" in low and _HACIENDA.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "access_code") for m in _REFERENCE.finditer(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("code secret", "kra pin", "pin ya kra", "digicode", "interfon", "intercom", "keypad",
                             "tapez")
