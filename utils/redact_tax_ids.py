"""Personal ids after their name whose shape the other rounds do not read.

- Germany's Versichertennummer (a capital and nine digits) right after its name, in a message that ties it to a person
  ("Meine Versichertennummer", "meiner Tochter", "für den Arzttermin"): its check digit is not asked (people copy it
  with a typo, and it is still the person's); a bare form's number or an example ("Tippfehler im Beispiel") keeps
  needing its check (utils.redact_checked_ids);
- India's PAN (five letters, the fourth the holder's type, four digits, a letter) after "PAN" or "पैन";
- Argentina's CUIT or CUIL of a person (20, 23, 24 or 27 first) passing its mod-11 check after its name; a company's
  (30, 33, 34) is printed on its invoices and stays;
- Kenya's KRA PIN of a person (A, nine digits, a letter) after "PIN" in a message that names KRA or iTax; a
  company's (P first) is printed on its invoices and stays;
- the IRS's Identity Protection PIN (six digits) up to the next sentence after its name ("the letter says 906895");
- a health plan's member id or a clinic's record number (MRN) claimed by a possessive before its name, in a message
  about health or insurance; a club's or a shop's member number stays (round 30).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences

Span = tuple[int, int, str]

_KVNR_NAME = re.compile(r"(?i)(?:kranken)?versicherten(?:nummer|-?nr\.?)|kv-?nummer|\bkvnr\b")
_PERSON = re.compile(r"(?i)(?<![a-zäöüß])(?:mein\w*|unser\w*|dein\w*|my|our|tochter|sohn|kind\w*|mann|frau|mutter"
                     r"|vater|oma|opa|arzttermin|praxis|kita|impfung)(?![a-zäöüß])")
_EXAMPLE = re.compile(r"(?i)beispiel|muster|example|sample|tippfehler|fiktiv")
# Germany's Steuernummer after its name, in its Länder's slashed forms ("19/100/62051", "143/123/45678") or ELSTER's
# thirteen digits, in a message of the speaker's own return ("meine Steuererklärung", "Meine Steuer-ID ist ..,
# Steuernummer .."); a business's, printed on its invoices ("Rechnung", "Firma", a legal form), stays
_STNR_NAME = re.compile(r"(?i)(?<![a-zäöüß-])(?:steuernummer|steuer-nr\.?|st\.?-?nr\.?)(?![a-zäöüß])")
_STNR = re.compile(r"(?<![\d/])(?:\d{2,3}/\d{3,4}/\d{4,5}|\d{13})(?![\d/])")
_STNR_BUSINESS = re.compile(r"(?i)rechnung|firma|gmbh|\bag\b|\bkg\b|\bug\b|e\.k\.|handwerker|verkäufer|lieferant|händler"
                            r"|shop|impressum|vermieter")
_KVNR = re.compile(r"(?<![A-Za-z0-9])[A-Z]\d{9}(?![A-Za-z0-9])")
_PAN_NAME = re.compile(r"(?<![A-Za-z])PAN(?![A-Za-z])|पैन|स्थायी खाता संख्या|(?i:pan card|pan no)")
_PAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Za-z0-9])")
_CUIT_NAME = re.compile(r"(?i)(?<![a-z])(?:cuit|cuil)(?![a-z])")
_CUIT = re.compile(r"(?<![\d-])(?P<v>(?:20|23|24|27)-?\d{8}-?\d)(?![\d-])")
_KRA_NAME = re.compile(r"(?<![A-Za-z])(?:PIN|(?i:kra pin|pin ya kra|pin yangu|pin number))(?![A-Za-z])")
_KRA_PIN = re.compile(r"(?<![A-Za-z0-9])A\d{9}[A-Z](?![A-Za-z0-9])")
# Indonesia's NPWP (15 digits as 99.999.999.9-999.999) named as the speaker's own ("NPWP saya", "NPWP pribadi"); an
# employer's or a company's ("NPWP perusahaan", "NPWP kantor", "NPWP pemberi kerja") is printed on its slips and stays
_NPWP_OWN = re.compile(r"(?i)(?<![a-z])npwp\s+(?:saya|pribadi|sendiri|milik saya|aku|punya saya|pribadi saya)(?![a-z])"
                       r"[^\d\n]{0,16}?(?<![\d.])(?P<v>\d{2}\.?\d{3}\.?\d{3}\.?\d-?\d{3}\.?\d{3})(?![\d.-]\d|\d)")
_WEIGHTS = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def cuit_ok(v: str) -> bool:
    """Argentina's CUIT/CUIL: eleven digits, the last 11 minus the weighted sum of the first ten mod 11 (0 for 11)."""
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 11:
        return False
    r = 11 - sum(a * b for a, b in zip(d, _WEIGHTS)) % 11
    return {11: 0, 10: -1}.get(r, r) == d[10]


def _after(name: re.Pattern[str], value: re.Pattern[str], text: str, reach: int) -> list[re.Match[str]]:
    """The first value within ``reach`` characters after each of the name's occurrences."""
    out = []
    for n in name.finditer(text):
        m = value.search(text, n.end(), n.end() + reach + 14)
        if m is not None and m.start() - n.end() <= reach:
            out.append(m)
    return out


# a health insurer's member id or a hospital's record number claimed by a possessive right before its name ("my member
# ID", "her MRN", "mi número de afiliado"): whose health record it opens; a plan's group number, a claim's number,
# a number named without a person and a French mutuelle's adhérent number (printed on every statement) stay
_MEMBER_NAME = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:my|her|his|our|their|mom's|mum's|dad's|wife's|husband's|son's|daughter's|mi|su"
    r"|meu|minha|seu|sua|il mio|la mia|suo|sua)\s+(?:(?:health|insurance|medicare|medicaid|patient|plan)\s+)?"
    r"(?:member(?:ship)?\s+(?:id|number|no\.?)|subscriber\s+(?:id|number)|insurance\s+(?:id|number)"
    r"|medical\s+record\s+(?:number|no\.?)|mrn|patient\s+(?:id|number)|health\s+card\s+(?:number|no\.?)"
    r"|n[úu]mero\s+de\s+(?:afiliad[oa]|asegurad[oa]|historia\s+cl[íi]nica)"
    r"|n[úu]mero\s+d[ao]\s+(?:carteirinha|plano|prontu[áa]rio)"
    r"|numero\s+di\s+tessera|tessera\s+sanitaria)(?![a-zà-ÿ])[^\n\d.!?]{0,24}?$")
# a health plan's, an insurer's or a clinic's word in the message: a shop's or a club's member number is no record
_HEALTH = re.compile(r"(?i)health|insur|medic|claim|clinic|hospital|pharmac|dental|patient|doctor|mychart|portal|\bhmo\b"
                     r"|\bppo\b|salud|seguro|cl[íi]nica|m[ée]dic|sa[úu]de|plano de sa|convênio|sanitari|asl\b")
# the same names as a form's label right before the value ("Member ID FZA766305803", "MRN: 99203411"), in a message
# where the speaker claims the plan, the claim or the care ("Aetna denied my claim", "mi seguro"): the speaker's own
_MEMBER_LABEL = re.compile(
    r"(?i)(?<![a-zà-ÿ'’])(?:member(?:ship)?\s+(?:id|number|no\.?)|subscriber\s+(?:id|number)|insurance\s+(?:id|number)"
    r"|mrn|patient\s+(?:id|number)|n[úu]mero\s+de\s+(?:afiliad[oa]|asegurad[oa])|n[úu]mero\s+d[ao]\s+carteirinha"
    r"|numero\s+di\s+tessera)\s*(?:[:#]|is|es|é|è)?\s*$")
_MY_CARE = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:my|mi|meu|minha|il mio|la mia)\s+(?:\w+\s+)?(?:claim|insurance|plan|policy|coverage|health"
    r"|prescription|treatment|surgery|bill|reclamo|reclamaci[óo]n|seguro|plano|sinistro|polizza|assicurazione)"
    r"|(?<![a-z])I(?:'m| am| was)\s+(?:insured|covered|enrolled)")
_MEMBER_ID = re.compile(r"(?<![A-Za-z0-9-])[A-Z]{0,4}-?\d{6,14}[A-Z]?(?![A-Za-z0-9]|[-./]\d)")


# the IRS's Identity Protection PIN (six digits, mailed in a CP01A letter each year), its value up to the next sentence
# after a verb of saying or a colon ("The letter CP01A dated ... says 906895"): a letter's or a form's number stays
_IP_PIN_NAME = re.compile(r"(?i)identity\s+protection\s+pin|(?<![a-z])ip\s?pin(?![a-z])")
_IP_PIN = re.compile(r"(?i)(?:\b(?:says|said|reads|shows|is|was|gives|lists|has)\s+|[:：]\s*)(?:(?:the\s+)?(?:pin|number|code)"
                     r"\s+)?(?P<v>(?<![\d-])\d{6})(?![\d-])")


def _ip_pins(text: str) -> list[Span]:
    out: list[Span] = []
    for n in _IP_PIN_NAME.finditer(text):
        m = _IP_PIN.search(text, n.end(), n.end() + 160)
        if m is not None and not re.search(r"\d{6}", text[n.end() : m.start()]):
            out.append((m.start("v"), m.end("v"), "pin"))
    return out


def _members(text: str) -> list[Span]:
    """Member ids and record numbers after a possessive's name (see _MEMBER_NAME), within the same clause."""
    out: list[Span] = []
    for m in _MEMBER_ID.finditer(text):
        if not _HEALTH.search(text) or _EXAMPLE.search(text):
            continue
        if _MEMBER_NAME.search(text, max(0, m.start() - 80), m.start()):
            out.append((m.start(), m.end(), "national_id"))
        elif _MEMBER_LABEL.search(text, max(0, m.start() - 30), m.start()) and _MY_CARE.search(text):
            # its own kind: "Member ID" reads as a public label (a shop's member number) to utils.beside_secrets,
            # which keeps a value of a secret's kind under one
            out.append((m.start(), m.end(), "member_id"))
    return out


_MEMBER_WORDS = ("member id", "member number", "membership number", "subscriber id", "mrn", "medical record",
                 "patient id", "insurance id", "health card", "afiliad", "asegurad", "historia cl", "carteirinha",
                 "tessera")
TRIGGERS: tuple[str, ...] = ("steuernummer", "steuer-nr", "st.-nr", "stnr", "versicherten", "kv-nummer", "kvnummer",
                             "kvnr", "पैन", "cuit", "cuil", "kra", "itax", "npwp", "protection pin", "ip pin", "ippin",
                             *_MEMBER_WORDS)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del placeholder  # the shapes are their own test
    out: list[Span] = []
    if ("versicherten" in low or "kv" in low) and _PERSON.search(text) and not _EXAMPLE.search(text):
        out += [(m.start(), m.end(), "national_id") for m in _after(_KVNR_NAME, _KVNR, text, 24)]
    if ("steuer" in low or "st.-nr" in low or "stnr" in low) and _PERSON.search(text) and not _EXAMPLE.search(text):
        for m in _after(_STNR_NAME, _STNR, text, 32):
            # the business's words in the clause before the number make it the business's
            a = sentences.char_start(text, m.start(), ".;\n")
            if not _STNR_BUSINESS.search(text, a, m.start()):
                out.append((m.start(), m.end(), "tax_id"))
    if "pan" in low or "पैन" in text or "स्थायी" in text:
        out += [(m.start(), m.end(), "national_id") for m in _after(_PAN_NAME, _PAN, text, 24)]
    if "cuit" in low or "cuil" in low:
        out += [(m.start("v"), m.end("v"), "national_id") for m in _after(_CUIT_NAME, _CUIT, text, 16)
                if cuit_ok(m.group("v"))]
    if "protection pin" in low or "ip pin" in low or "ippin" in low:
        out += _ip_pins(text)
    if any(t in low for t in _MEMBER_WORDS):
        out += _members(text)
    if "npwp" in low:
        out += [(m.start("v"), m.end("v"), "tax_id") for m in _NPWP_OWN.finditer(text)]
    if ("kra" in low or "itax" in low) and "pin" in low:
        out += [(m.start(), m.end(), "tax_id") for m in _after(_KRA_NAME, _KRA_PIN, text, 16)]
    return out
