"""Round 53a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a Wi-Fi key or a password of two words or more run together after a Wi-Fi key's name or a short password's name
  ("WLAN-Schlüssel mapleriverparrot", "비번 juniperpebble");
- the speaker's Israeli account after "לחשבון שלי" ("ההחזר צריך להיכנס לחשבון שלי 340-111252");
- a UK driving licence after its name by its layout, whatever the date in it ("driver license ADMCW701997EV4HS");
- the first part of a code in the message announcing it in parts ("en dos partes por si acaso. Primera: 4132");
- an Indian account after "a/c" with an IFSC in the message ("savings a/c 11817621074119, IFSC ...");
- a code a device showed ("The code on my iPad just now was 673176");
- sshpass's password ("sshpass -p 'Biscuit_266.cricket' rsync ...");
- a card's security code "it's 1733" after its name ("they also want the security code, it's 1733 on the front");
- a code asked to be remembered, after the question ("Kannst du dir den Code für die Haustür merken? 857449");
- a Tagalog MPIN after the service it opens ("Yung MPIN ko sa GCash 8898");
- (``announces``/``announced``) a card given in pieces: after a message holding only a card's digit groups, the next
  groups opening the next message, and the expiry after them ("5205 6989, exp 02/28, cvc 147").

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_round48a import words_in

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_END = r"(?![\d/.,:-]\d|\d)"

# ---- a key of words run together after a Wi-Fi key's or a short password's name ----

_KEY_RUN = re.compile(
    r"(?i)(?:" + _L + r"(?:wlan|wifi|wi-fi)[\s-]?(?:schlüssel|key|passwort|password|kennwort|clave|clé|chave|sleutel"
    r"|nyckel|nøgle|nøkkel)|비번|비밀번호|와이파이\s*비번)" + _R + r"\s*(?:(?:ist|is|es|est|er|är|은|는|:|=)\s*)?"
    r"(?P<v>[a-z]{10,40})(?![\w.-]*\w)")

# ---- an Israeli account called the speaker's ----

_IL_MINE = re.compile(r"(?:ל|ב)?חשבון\s+(?:הבנק\s+)?שלי\s*:?\s*(?P<v>\d{2,3}[-/]\d{4,9}|\d{6,12})" + _END)

# ---- a UK driving licence by its layout ----

_UK_LICENCE = re.compile(r"(?i)" + _L + r"driv(?:er|ers|er's|ing)\s+licen[cs]e(?:\s+(?:number|no\.?|#))?\s*(?:is\s+|:\s*)?"
                         r"(?P<v>(?-i:[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}))" + _R)

# ---- a code's first part in the message announcing its parts ----

_IN_PARTS = re.compile(r"(?i)" + _L + r"(?:en\s+dos\s+partes|in\s+(?:two|2)\s+(?:parts|pieces|halves)|in\s+zwei\s+teilen"
                       r"|en\s+deux\s+(?:parties|fois)|in\s+due\s+parti|em\s+duas\s+partes|w\s+dwóch\s+częściach"
                       r"|dua\s+bagian|in\s+twee\s+delen|i\s+två\s+delar|i\s+to\s+dele)" + _R)
_FIRST_PART = re.compile(r"(?i)" + _L + r"(?:primera|first|erste[rs]?|première|prima|primeira|pierwsza|pertama|eerste"
                         r"|första|første)(?:\s+(?:parte|part|teil|partie|część|bagian|deel|del|half|mitad|metade|hälfte))?"
                         r"\s*:\s*(?P<v>[^\s,;]{3,40}?)(?=[.,;]?(?:\s|$))")

_SECRET_NAMED = re.compile(r"(?i)" + _L + r"(?:code|código|codice|pin|password|passwort|kennwort|contraseña|clave|senha"
                           r"|mot\s+de\s+passe|hasło|kod|sandi|key|schlüssel|wachtwoord|lösenord|kode|passord)" + _R)

# ---- an Indian account after "a/c" ----

_AC = re.compile(r"(?i)" + _L + r"(?:(?:savings|current|sb|bank)\s+)?a/c(?:\s*(?:no\.?|number|#))?\s*:?\s*(?P<v>\d{9,18})"
                 + _END)
_IFSC = re.compile(r"(?<![A-Z0-9])[A-Z]{4}0[A-Z0-9]{6}(?![A-Z0-9])")

# ---- a code a device showed ----

_DEVICE_CODE = re.compile(
    r"(?i)" + _L + r"(?:the\s+)?(?:verification\s+|login\s+|sign-in\s+|security\s+)?code\s+(?:on|from|in)\s+(?:my|the)\s+"
    r"(?:iphone|ipad|phone|mac|macbook|watch|laptop|tablet|authenticator(?:\s+app)?|app|inbox|email)" + _R
    + r"(?:\s+(?:just\s+now|earlier|today|now))?\s*(?:was|is|said|says|shows|showed|:)\s*(?P<v>\d{4,8})" + _END)

# ---- sshpass's password ----

# (a variable's reference, "$DEPLOY_PASS", "%PASS%", is no password)
_SSHPASS = re.compile(r"(?<![\w-])sshpass\s+-p\s*(?P<q>['\"]?)(?P<v>(?![$%{])[^\s'\"]{4,80})(?P=q)(?=\s|$)")

# ---- a card's security code after its name ----

_SEC_CODE_ITS = re.compile(r"(?i)" + _L + r"(?:security|cvv|cvc|cid)\s+code\s*,?\s+(?:it'?s|it\s+is|is|=|:)\s*(?P<v>\d{3,4})"
                           + _END)

# ---- a code asked to be remembered, after the question ----

_CODE_NAME = r"(?:code|pin|passwort|kennwort|password|combination|combo|kód|kod|código|codice)"
_REMEMBER = (r"(?:merken|merk|remember|save|note|memori[sz]e|keep|store|speichern|notieren|recordar|guardar|retenir"
             r"|noter|ricordare|ricordarti|onthouden|zapamięta\w*|lembrar)")
# the code's name and a verb of keeping it, in either order, in a question; the value right after it
_REMEMBER_Q = re.compile(
    r"(?i)" + _L + r"(?:" + _CODE_NAME + _R + r"[^?\n]{0,60}?" + _L + _REMEMBER + r"|" + _REMEMBER + _R
    + r"[^?\n]{0,40}?" + _L + _CODE_NAME + r")" + _R + r"[^?\n]{0,20}\?\s*(?P<v>\d{4,8})" + _END)

# ---- a Tagalog MPIN after the service ----

_TL_MPIN = re.compile(r"(?i)" + _L + r"m?pin\s+(?:ko|namin|niya|nila)\s+(?:sa|ng)\s+[\w-]+\s*(?:ay\s+|is\s+|:\s*)?"
                      r"(?P<v>\d{4,6})" + _END)

# ---- a secret given in pieces ----

_CARD_PIECE = re.compile(r"\s*\d{4}(?:[ -]\d{4}){1,2}\s*")
_NEXT_CARD = re.compile(r"\s*(?P<v>\d{4}(?:[ -]\d{2,6}){1,3})(?![\d/])(?:\s*,?\s*(?:exp\.?|expiry|expires|valid\s+thru)\s*:?\s*"
                        r"(?P<e>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?!\d))?")


def _mixed(v: str) -> bool:
    """A piece of a password: letters of both cases or a letter and a digit, and a symbol or a digit."""
    classes = sum((any(c.islower() for c in v), any(c.isupper() for c in v), any(c.isdigit() for c in v),
                   any(not c.isalnum() for c in v)))
    return classes >= 3 and not v.startswith(("http", "www.")) and "@" not in v


def announces(text: str) -> bool:
    """A message holding only a card's digit groups: a piece of it. (A token alone may be a whole password: after
    it, an announced message's readers would take the next message's room or port numbers for its next piece.)"""
    return len(text) <= 40 and _CARD_PIECE.fullmatch(text) is not None


def announced(text: str) -> list[Span]:
    """After a card's piece: the next groups opening this message, and the expiry after them."""
    m = _NEXT_CARD.match(text)
    if m is None:
        return []
    out = [(m.start("v"), m.end("v"), "announced")]
    if m.group("e"):
        out.append((m.start("e"), m.end("e"), "card_expiry"))
    return out


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "비번" in text or "비밀번호" in text or "wlan" in low or "wifi" in low or "wi-fi" in low:
        out.extend((m.start("v"), m.end("v"), "password") for m in _KEY_RUN.finditer(text)
                   if words_in(m.group("v")) >= 2)
    if "חשבון" in text:
        out.extend(_spans(_IL_MINE, text, "bank_account"))
    if "licen" in low:
        out.extend(_spans(_UK_LICENCE, text, "national_id"))
    if ":" in text and _IN_PARTS.search(text) is not None and _SECRET_NAMED.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "password") for m in _FIRST_PART.finditer(text)
                   if m.group("v").isdigit() or _mixed(m.group("v")))
    if "a/c" in low and _IFSC.search(text) is not None:
        out.extend(_spans(_AC, text, "bank_account"))
    if "code" in low:
        out.extend(_spans(_DEVICE_CODE, text, "one_time_code"))
        out.extend(_spans(_SEC_CODE_ITS, text, "card_code"))
    if "sshpass" in text:
        out.extend(_spans(_SSHPASS, text, "password"))
    if "?" in text:
        out.extend(_spans(_REMEMBER_Q, text, "pin"))
    if "pin" in low:
        out.extend(_spans(_TL_MPIN, text, "pin"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("비번", "wlan-schlüssel", "sshpass", "a/c", "חשבון שלי", "en dos partes",
                             "in two parts", "security code")
