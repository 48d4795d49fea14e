"""Round 35a: secrets given in the shapes people paste from elsewhere or hand over in pieces.

Finds:
- recovery codes one a line (five and five characters, hyphenated) under a file or a heading naming recovery or
  backup codes;
- an account number after "acc"/"a/c"/"account" beside a BSB or a sort code (the bank's code itself stays, per
  utils.redact_bank_ids);
- a seed's later words under a range label whose size they match ("7-12: w w w w w w");
- a safe's or a lock's dial combination after the verb that opens it ("won't open with 12-34-56");
- a PIN after the masked card it belongs to ("PIN for card **** 1234: 5678", "ПІН-код картки 5168 **** 1149 —
  7846"); the masked card stays;
- an IBAN-shaped value of its country's length the speaker gives as the account money goes back to or as their
  own, even when a typo breaks its check digits (a valid one is cut by utils.redact_checked_ids);
- a password announced in parts: the values after "first:"/"primera:" in the message that says so, and the later
  part's value in the next message ("Segunda: X", through ``announced``);
- a Hungarian 8-8(-8) account after "számlaszáma" in a message about a relative, unless an organisation's word
  names its owner (a house's, a company's account stays);
- a Thai credential after its run-together name (รหัสไวไฟ…, รหัสเข้าแอป…คือ): a Wi-Fi key, a password, a PIN.

The one-time codes of quoted SMS this round first read live in utils.redact_message_codes (``find_sms``), with
the other codes of quoted service messages. utils.redact's ROUNDS registry calls ``find`` and ``announces``;
utils.redact's ``_redact_pass`` calls ``announced`` on a message after an announcement. This module imports nothing
of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "recovery-codes", "recovery codes", "backup codes", "backup-codes", "bsb", "sort code", "open with",
    "opens with", "pin", "пін", "пин", "iban", "partes", "parts", "teilen", "parties", "parti", "delen", "części",
    "част", "számlaszáma", "รหัส")

# ---- recovery codes one a line under their file's or heading's name --------------------------------------

_RECOVERY_NAME = re.compile(
    r"(?i)recovery[-_ ]codes?|backup[-_ ]codes?|codes?\s+de\s+(?:récupération|secours|recuperación|respaldo"
    r"|recuperação|backup)|wiederherstellungs[-]?codes?|backup-codes?|codici\s+di\s+(?:recupero|backup)"
    r"|herstelcodes?|kody\s+(?:zapasowe|odzyskiwania)|резервные\s+коды|коды\s+восстановления")
_RECOVERY_LINE = re.compile(r"(?m)^[ \t]*(?:[-*•]\s*|\d{1,2}[.)]\s*)?(?P<v>[0-9a-z]{4,6}-[0-9a-z]{4,6})[ \t]*$")


def _recovery_lines(text: str, low: str, out: list[Span]) -> None:
    if "-" not in text or not any(w in low for w in ("recover", "backup", "récupération", "secours", "recupera",
                                                      "wiederherstell", "recupero", "herstel", "zapasowe",
                                                      "odzyskiw", "резервн", "восстановл")):
        return
    name = _RECOVERY_NAME.search(text)
    if name is None:
        return
    hits = [m for m in _RECOVERY_LINE.finditer(text, name.end()) if any(c.isdigit() for c in m.group("v"))]
    if len(hits) >= 2:  # a list: one line of this shape may be a date or a reference
        out.extend((m.start("v"), m.end("v"), "recovery_code") for m in hits)


# ---- an account beside a BSB or a sort code --------------------------------------------------------------

_ACC = r"(?:acc(?:oun)?t?|acct|a/c)\.?\s*(?:no\.?|num(?:ber)?\.?|#)?\s*[:#]?\s*"
_BANK_CODE = r"(?:bsb|sort\s*code)\s*(?:no\.?|number)?\s*[:#]?\s*\d{2,3}[- ]?\d{2,3}(?:[- ]?\d{2})?"
_ACC_BESIDE = re.compile(
    r"(?i)(?<![a-z])" + _BANK_CODE + r"\s*[,;/&]?\s*(?:and\s+)?" + _ACC + r"(?P<v>\d{6,10})(?![\d-])"
    r"|(?<![a-z])" + _ACC + r"(?P<w>\d{6,10})(?![\d-])\s*[,;/&]?\s*(?:and\s+)?(?:with\s+)?(?=" + _BANK_CODE + ")")


def _accounts(text: str, low: str, out: list[Span]) -> None:
    if "bsb" not in low and "sort" not in low:
        return
    for m in _ACC_BESIDE.finditer(text):
        g = "v" if m.group("v") else "w"
        out.append((m.start(g), m.end(g), "bank_account"))


# ---- a seed's words under a range label ------------------------------------------------------------------

_RANGE_WORDS = re.compile(r"(?im)^[ \t]*(?:words?\s+)?(?P<a>\d{1,2})\s*[-–]\s*(?P<b>\d{1,2})\s*[:：.)]\s*"
                          r"(?P<v>[^\W\d_]{3,8}(?:[ \t]+[^\W\d_]{3,8}){3,11})[ \t]*(?=$|[.,;])")


def _seed_ranges(text: str, out: list[Span]) -> None:
    for m in _RANGE_WORDS.finditer(text):
        a, b, v = int(m.group("a")), int(m.group("b")), m.group("v")
        # the label counts the words it holds, and a seed's words are lower case
        if 1 <= a < b <= 24 and b - a + 1 == len(v.split()) and v == v.lower():
            out.append((m.start("v"), m.end("v"), "passphrase"))


# ---- a safe's dial combination after the verb that opens it ----------------------------------------------

_SAFE_WORD = re.compile(r"(?i)safe\b|safes\b|sentrysafe|padlock|lock\b|locker|tresor|coffre|caja\s+fuerte"
                        r"|cassaforte|kluis|sejf|сейф|kassaskåp|pengeskab|cofre|kassakaappi|trezor")
_DIAL = re.compile(
    r"(?i)(?:open(?:s|ed)?\s+(?:it\s+)?(?:with|on|to)|unlock(?:s|ed)?\s+(?:it\s+)?with|combination\s*(?:is|was|of|:)?"
    r"|combo\s*(?:is|was|:)?|dial(?:ed|led)?|öffnet\s+(?:\w+\s+)?mit|kombination\s*(?:ist|:)?|s'ouvre\s+(?:\w+\s+)?avec"
    r"|combinaison\s*(?:est|:)?|abre\s+con|combinaci[óo]n\s*(?:es|:)?|apre\s+con|combinazione\s*(?:è|:)?"
    r"|opent\s+(?:\w+\s+)?met|combinatie\s*(?:is|:)?|kombinacj[aę]\s*(?:to|:)?)\s*"
    r"(?<![\d-])(?P<v>\d{1,2}(?:[-–]\d{1,2}){2,3})(?![\d-])")


def _dials(text: str, out: list[Span]) -> None:
    if _SAFE_WORD.search(text) is None:
        return
    for m in _DIAL.finditer(text):
        out.append((m.start("v"), m.end("v"), "combination"))


# ---- a PIN after its masked card --------------------------------------------------------------------------

_MASKED_PIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:pin|пін|пин|pin-kód|pin-kod|pin-code|pincode|pinkode|pin-koodi)[\w-]{0,6}"
    r"(?P<mid>[^\n\d*•]{0,30}?)"
    r"(?:(?:\d{4}[ -]?)?(?:[*•xX]{2,4}[ -]?){1,3}\d{4}|(?:ending|ends)\s+(?:in\s+|with\s+)?\d{4}|terminada\s+en\s+\d{4}"
    r"|endet\s+auf\s+\d{4}|endend\s+auf\s+\d{4}|se\s+terminant\s+par\s+\d{4}|terminant\s+par\s+\d{4}"
    r"|terminata\s+(?:in|con)\s+\d{4}|terminado\s+em\s+\d{4}|končící\s+\d{4}|kończącej\s+się\s+\d{4})"
    r"\s*(?:[:：=]|[—–-]|\s-\s|\s(?:is|es|ist|est|è|é|je|to)\s)\s*(?<![\d*])(?P<v>\d{4,6})(?![\d/*]|[.,]\d)")


def _masked_pins(text: str, low: str, out: list[Span]) -> None:
    if "*" not in text and "•" not in text and "xx" not in low and "end" not in low and "termin" not in low \
            and "končící" not in low and "kończącej" not in low:
        return
    for m in _MASKED_PIN.finditer(text):
        out.append((m.start("v"), m.end("v"), "pin"))


# ---- an IBAN the money goes back to, or the speaker's own, its check digits broken -----------------------

_IBAN_SHAPE = re.compile(r"(?<![A-Z0-9])(?P<v>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?)(?![A-Z0-9])")
_OWN_CUE = re.compile(
    r"(?i)(?:zurück(?:überwiesen|zahlen|buchen)?\s+(?:auf|an)|erstatt\w*\s+(?:auf|an)|auf\s+mein\w*|mein\w*\s+(?:iban"
    r"|konto)|refund\w*\s+(?:to|into)|back\s+(?:to|into)|(?:to|into)\s+my|my\s+(?:iban|account)|rembours\w*\s+sur"
    r"|sur\s+mon|mon\s+(?:iban|compte)|devuel\w*\s+a|reembols\w*\s+a|a\s+mi|mi\s+(?:iban|cuenta)|rimbors\w*\s+su"
    r"|sul\s+mio|mio\s+(?:iban|conto)|devolv\w*\s+(?:para|na)|na\s+minha|minha\s+conta|meu\s+iban|terug\w*\s+op"
    r"|op\s+mijn|mijn\s+(?:iban|rekening)|zwrot\w*\s+na|na\s+moje|moje\s+konto|mój\s+iban)\W{0,3}(?:\w+\W+){0,3}$")


_IBAN_START = re.compile(r"[A-Z]{2}\d{2}[ ]?[A-Z0-9]{4}")


def _own_ibans(text: str, out: list[Span]) -> None:
    for m in _IBAN_SHAPE.finditer(text):
        v = m.group("v")
        s = v.replace(" ", "")
        if idcheck.IBAN_LENGTHS.get(s[:2]) != len(s) or s[2:4] in ("00", "01", "99") or idcheck.iban_ok(s):
            continue  # not an IBAN's shape, a placeholder's check digits, or valid (cut by its own rule)
        if _OWN_CUE.search(text[max(0, m.start() - 60):m.start()]) is not None:
            out.append((m.start("v"), m.end("v"), "iban"))


# ---- a password in parts ---------------------------------------------------------------------------------

_IN_PARTS = re.compile(
    r"(?i)\b(?:en\s+dos\s+partes|in\s+two\s+(?:parts|halves|pieces)|in\s+zwei\s+(?:teilen|hälften)|en\s+deux"
    r"\s+(?:parties|morceaux|fois)|em\s+duas\s+partes|in\s+due\s+(?:parti|pezzi)|in\s+twee\s+(?:delen|stukken)"
    r"|w\s+dwóch\s+częściach|в\s+двух\s+частях|двумя\s+частями|на\s+две\s+части|ve\s+dvou\s+částech)\b")
_PW_WORD = re.compile(r"(?i)password|passwort|kennwort|clave|contraseña|mot\s+de\s+passe|senha|parola\s+d|passcode"
                      r"|wachtwoord|hasło|пароль|heslo|pin\b")
_FIRST = (r"(?:primera|primer|primero|first|erste[rsn]?|première|premier|prima|primo|primeira|eerste|pierwsza"
          r"|первая|первую|první|(?:part|teil|parte|partie|deel|część|часть|část)\s*1|1/2)")
_LATER = (r"(?:segunda|segundo|second|zweite[rsn]?|deuxième|seconde|seconda|secondo|tweede|druga|вторая"
          r"|вторую|druhá|rest|resto|reste|(?:part|teil|parte|partie|deel|część|часть|část)\s*2|2/2)")
_PART = (r"(?:\s+(?:parte|part|teil|partie|deel|część|часть|část|half|mitad|metade|metà|hälfte|moitié|halve))?"
         r"\s*[:：=]\s*[\"'“«]?(?P<v>[^\s\"'”»,;]{3,40})")
_FIRST_PART = re.compile(r"(?i)(?<![^\W\d_])" + _FIRST + _PART)
_LATER_PART = re.compile(r"(?i)^\s*(?:(?:y|and|und|et|e|en|i|и|a)\s+)?(?:la\s+|el\s+|the\s+|die\s+|der\s+|la\s+)?"
                         + _LATER + _PART)


def _part_value(text: str, m: re.Match[str]) -> Span | None:
    v = m.group("v").rstrip(".!?)")
    if len(v) < 3 or v.isalpha() and (v.islower() and len(v) > 8 or v.istitle()):
        return None  # a word of the sentence ("Segunda: Italy won"), not a part
    return (m.start("v"), m.start("v") + len(v), "password")


_PARTS_WORDS = ("part", "teil", "hälften", "deux", "due ", "twee", "dwóch", "част", "dvou", "halves", "pieces")


def _parts(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in _PARTS_WORDS) or _IN_PARTS.search(text) is None or _PW_WORD.search(text) is None:
        return
    for m in _FIRST_PART.finditer(text):
        sp = _part_value(text, m)
        if sp is not None:
            out.append(sp)


def announces(text: str) -> bool:
    """A password said to come in parts whose first part this message gives: the next one brings the rest."""
    return (len(text) <= 400 and _IN_PARTS.search(text) is not None and _PW_WORD.search(text) is not None
            and _FIRST_PART.search(text) is not None)


def announced(text: str) -> list[Span]:
    """The later part's value opening the message after an announcement ("Segunda: X", "second part: X")."""
    m = _LATER_PART.search(text)
    if m is None:
        return []
    sp = _part_value(text, m)
    return [sp] if sp is not None else []


# ---- a relative's Hungarian account ----------------------------------------------------------------------

_HU_THEIRS = re.compile(r"(?i)(?P<pre>[^\n.;:!?]{0,40}?)\b(?:bank)?számlaszáma\s*[:：]?\s*(?:a\s+|az\s+)?"
                        r"(?P<v>\d{8}-\d{8}(?:-\d{8})?)(?![\d-])")
_RELATIVE = re.compile(r"(?i)any(?:u|uk|ós)?ám|apá(?:m|ká)|apu(?:ká)?m|feleség|férj|nagymam|nagyap|nagyi|fiam"
                       r"|lányom|testvér|nővér|öcsé|bátyá|húgom|párom|barátnő|barátom|nagynén|nagybáty")
_HU_ORG = re.compile(r"(?i)társasház|cég|kft|zrt|nyrt|\bbt\b|szolgáltató|önkormányzat|hivatal|\bnav\b|iskola"
                     r"|egyesület|alapítvány|képviselő|biztosító|bank\b|szervez|vállalat|áruház|webshop|bolt|üzlet"
                     r"|kezelő|közmű|e\.on|mvm|telekom|vodafone|yettel|digi\b")


def _hu_accounts(text: str, low: str, out: list[Span]) -> None:
    if "számlaszáma" not in low or _RELATIVE.search(text) is None:
        return
    for m in _HU_THEIRS.finditer(text):
        if _HU_ORG.search(m.group("pre")) is None:
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- a Thai credential after its run-together name --------------------------------------------------------

# รหัส ("code") names a secret only with these words after it: a postal, product, tracking or branch code stays
_TH_CRED = re.compile(
    r"รหัส\s?(?:ผ่าน|ไวไฟ|wi-?fi|เข้า|pin|พิน|otp|ล็อ[กค]|atm|เอทีเอ็ม|บัตร(?:atm|เอทีเอ็ม)?|ลับ|ปลดล็อ[กค]|แอ[ปพ]"
    r"|ประตู|ตู้เซฟ|เซฟ|โทรศัพท์|มือถือ)(?P<mid>[\u0E00-\u0E7Fa-zA-Z ]{0,30}?)\s*(?:คือ|:|：|=)?\s*"
    r"(?<![\w])(?P<v>[A-Za-z0-9][\x21-\x7E]{3,39})(?![\x21-\x7E])", re.I)
_TH_NOT = ("ไปรษณีย์", "สินค้า", "พัสดุ", "ติดตาม", "อ้างอิง", "สาขา", "รุ่น", "ส่วนลด", "โปรโมชั่น", "สั่งซื้อ")


def _thai(text: str, out: list[Span]) -> None:
    if "รหัส" not in text:
        return
    for m in _TH_CRED.finditer(text):
        v = m.group("v").rstrip(".,!?)")
        if any(w in m.group("mid") for w in _TH_NOT) or len(v) < 4:
            continue
        digits = sum(c.isdigit() for c in v)
        if v.isdigit() and not 4 <= len(v) <= 8:
            continue  # a phone or an account's number, not a PIN
        if not v.isdigit() and (digits == 0 or digits == len(v)):
            continue  # a word, not a key
        out.append((m.start("v"), m.start("v") + len(v), "pin" if v.isdigit() else "password"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    del placeholder
    out: list[Span] = []
    _recovery_lines(text, low, out)
    _accounts(text, low, out)
    if ":" in text or "：" in text:
        _seed_ranges(text, out)
    _dials(text, out)
    _masked_pins(text, low, out)
    if _IBAN_START.search(text) is not None:
        _own_ibans(text, out)
    _parts(text, low, out)
    _hu_accounts(text, low, out)
    _thai(text, out)
    return out
