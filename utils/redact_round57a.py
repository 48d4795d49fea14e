"""Round 57a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a password made into a Kubernetes Secret's value on the command line ("I made the value with
  `echo '3.evB4bN_6KQLde2' | base64`"), in talk of a Secret or a password;
- a carrier's account number beside a number-transfer PIN ("the transfer PIN: account 173487984");
- a Wi-Fi key after its name and a colon on the network's line ("Réseau : Livebox-3E52, clé : KP3N8VGY...");
- a lock's code named with the room it is in ("mã két sắt trong phòng 111464", "รหัสประตูห้อง 244658"): the room
  word is the lock's place, not the number's label (held past the keeper of room numbers);
- a 3-D Secure code ("codul 3D Secure 684147", "3D Secure code: 684147");
- a password for the e-banking after its name in Greek ("ο κωδικός για το e-banking Akropoli=9558");
- a code read off a key list at the number the bank asks for ("kysyy tunnuslukua numero 62. Listassa sen kohdalla
  lukee 4247", "asks for code no. 62 ... it says 4247");
- the speaker's Hungarian giro account to pay back to ("a saját számlámra utalják vissza: 11627465-..."), passing its
  check, even where a firm's account is on the same invoice;
- the speaker's member number at a mutuelle in a form they fill with their social security number ("Je remplis le
  dossier ... numéro de sécurité sociale ..., numéro d'adhérent à l'ancienne mutuelle 216639208").

utils.redact's ROUNDS registry calls ``find`` and ``hold``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck
from utils.redact_round56a import password_like

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM_END = r"(?![0-9]|[.,/:][0-9])"

# ---- a value piped to base64 for a Secret ----

_B64_ECHO = re.compile(r"(?:echo|printf)\s+(?:-[ne]+\s+|'%s'\s+|\"%s\"\s+)?(?P<q>['\"]?)(?P<v>[^\s'\"|$`]{6,64})(?P=q)"
                       r"\s*\|\s*base64(?![\w-])(?!\s+(?:-d|--decode|-D))")
_SECRET_TALK = re.compile(r"(?i)kind:\s*secret|" + _L + r"(?:password|passwd|secret|token|credential|api[\s_-]?key)")


# ---- a carrier's account beside a number-transfer PIN ----

_PORT_PIN = re.compile(r"(?i)" + _L + r"(?:(?:number\s+)?transfer|port(?:ing)?(?:[\s-]?out)?)\s+pin" + _R)
_CARRIER_ACCOUNT = re.compile(r"(?i)" + _L + r"(?:account|acct\.?)(?:\s+(?:number|no\.?|#))?\s*(?:is\s+|[:#]\s*)?"
                              r"(?<![0-9])(?P<v>[0-9]{6,12})" + _NUM_END)

# ---- a Wi-Fi key after its name on the network's line ----

_NETWORK = re.compile(r"(?i)" + _L + r"(?:r[ée]seau|network|ssid|wlan|wi-?fi|netz(?:werk)?|red|rede|rete|netwerk|sieć"
                      r"|livebox|freebox|bbox|fritz!?box)" + _R)
_KEY_COLON = re.compile(r"(?i)" + _L + r"(?:cl[ée]f?|key|schlüssel|clave|chave|chiave|sleutel|klucz|nøkkel|nyckel)\s*[:：=]"
                        r"\s*(?P<v>[A-Za-z0-9]{8,64})(?![\w-])")

# ---- a lock's code named with its room ----

_ROOM_LOCK = re.compile(
    r"(?i)(?:รหัส(?:ประตู|ตู้เซฟ|เซฟ|ล็อก|กุญแจ|คีย์การ์ด)\s*ห้อง(?:พัก|นอน)?"
    r"|" + _L + r"mã\s+(?:két(?:\s+sắt)?|cửa|khóa|khoá|tủ(?:\s+sắt)?)\s+(?:trong|ở|của)\s+phòng(?:\s+(?:ngủ|khách))?"
    r"|" + _L + r"kode\s+(?:brankas|pintu|kunci|lemari)\s+(?:di\s+)?kamar)"
    # (four digits only after "is" or a colon: "mã két sắt trong phòng 1502 bị hỏng" is room 1502's safe)
    r"\s*(?:(?:là|adalah|คือ|[:：])\s*(?<![0-9])(?P<v>[0-9]{4,8})|(?<![0-9])(?P<w>[0-9]{5,8}))" + _NUM_END)

# ---- a 3-D Secure code ----

_3DS = re.compile(
    r"(?i)" + _L + r"(?:(?:cod(?:ul)?|code|codice|c[óo]digo|kod|kód|код)\s+(?:de\s+|di\s+)?3[\s-]?d[\s-]?s(?:ecure)?"
    r"|3[\s-]?d[\s-]?secure(?:[\s-](?:code|cod|kod|kód|codice|c[óo]digo))?)" + _R
    + r"\s*(?:este\s+|is\s+|ist\s+|è\s+|es\s+|é\s+|:\s*)?(?<![0-9])(?P<v>[0-9]{4,8})" + _NUM_END)

# ---- a Greek e-banking password ----

_GR_EBANKING = re.compile(
    r"(?i)" + _L + r"κωδικ\w*(?:\s+πρόσβασης)?\s+(?:για|του|στο|στην)\s+(?:το\s+|την\s+)?"
    r"(?:e-?banking|web\s?banking|internet\s+banking|mobile\s+banking)" + _R
    + r"\s*(?:είναι\s*|[:：]\s*)?(?P<v>[^\s,;()\[\]]{6,40}?)(?=[.,;]?(?:\s|$))")

# ---- a code read off a key list at the number asked for ----

_LIST_ASKED = re.compile(
    r"(?i)" + _L + r"(?:tunnuslu\w*|avainlu\w*|code|key|tan|itan|kod|koden)\s+(?:numero|nro|number|no\.?|nr\.?|nummer|#)"
    r"\s*[0-9]{1,3}" + _R)
_LIST_VALUE = re.compile(r"(?i)" + _L + r"(?:lukee|kohdalla(?:\s+(?:on|lukee))?|says|reads|steht|står(?:\s+det)?|is)\s+(?<![0-9])"
                         r"(?P<v>[0-9]{4,6})" + _NUM_END)

# ---- the speaker's Hungarian giro account ----

_HU_MINE = re.compile(r"(?i)" + _L + r"(?:saját\s+(?:bank)?számlá\w*|számlám\w*|számlaszámom\w*|bankszámlám\w*)"
                      r"(?:\s+[^\s\d:]+){0,3}\s*[:：]?\s*(?P<v>[0-9]{8}-[0-9]{8}(?:-[0-9]{8})?)(?![\w-])")

# ---- a mutuelle's member number in the speaker's form ----

_MUTUELLE = re.compile(r"(?i)" + _L + r"num[ée]ro\s+d'adh[ée]rent(?:\s+(?:à|a|chez|de)\s+(?:l'|la\s+|ma\s+|mon\s+)?"
                       r"(?:ancienne\s+|nouvelle\s+)?mutuelle)?\s*[:：]?\s*(?<![0-9A-Za-z-])(?P<v>[0-9]{8,10})"
                       r"(?![0-9]|[-/.][0-9A-Za-z])")
_FILLING = re.compile(r"(?i)" + _L + r"(?:je\s+remplis|j'remplis|je\s+dois\s+remplir|je\s+complète)" + _R)
_NIR_NAMED = re.compile(r"(?i)num[ée]ro\s+de\s+s[ée]cu(?:rit[ée]\s+sociale)?")


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def _not_year(v: str) -> bool:
    return re.fullmatch(r"(?:19|20)[0-9]{2}", v) is None


def hold(text: str, spans: list[Span]) -> list[Span]:
    """A lock's code named with its room: put back after the keepers (the room word before it reads as the
    number's label)."""
    mine = {m.span("v" if m.group("v") else "w") for m in _ROOM_LOCK.finditer(text)}
    return [sp for sp in spans if (sp[0], sp[1]) in mine]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "base64" in low and _SECRET_TALK.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "password") for m in _B64_ECHO.finditer(text)
                   if password_like(m.group("v")))
    if "pin" in low and _PORT_PIN.search(text) is not None:
        out.extend(_spans(_CARRIER_ACCOUNT, text, "account_number"))
    if _NETWORK.search(text) is not None:
        for m in _KEY_COLON.finditer(text):
            v = m.group("v")
            line = text.rfind("\n", 0, m.start()) + 1
            if (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
                    and _NETWORK.search(text, line, m.start()) is not None):
                out.append((m.start("v"), m.end("v"), "wifi_key"))
    out.extend((*m.span("v" if m.group("v") else "w"), "lock_code") for m in _ROOM_LOCK.finditer(text))
    if "3" in text and ("secure" in low or "3ds" in low or "3-ds" in low):
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _3DS.finditer(text) if _not_year(m.group("v")))
    if "κωδικ" in low:
        out.extend((m.start("v"), m.end("v"), "password") for m in _GR_EBANKING.finditer(text)
                   if any(c.isdigit() for c in m.group("v")) and any(c.isalpha() for c in m.group("v")))
    for a in _LIST_ASKED.finditer(text):
        v = _LIST_VALUE.search(text, a.end(), a.end() + 120)
        if v is not None and _not_year(v.group("v")):
            out.append((v.start("v"), v.end("v"), "one_time_code"))
    if "száml" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _HU_MINE.finditer(text)
                   if idcheck.hu_giro_ok(m.group("v")))
    if "adh" in low and _FILLING.search(text) is not None and _NIR_NAMED.search(text) is not None:
        out.extend(_spans(_MUTUELLE, text, "account_number"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# None of its own: a trigger is also read as a secret's own name beside a tag (see round 55a)
TRIGGERS: tuple[str, ...] = ()
