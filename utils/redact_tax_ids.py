"""Personal ids after their name whose shape the other rounds do not read.

- Germany's Versichertennummer (a capital and nine digits) right after its name, in a message that ties it to a person
  ("Meine Versichertennummer", "meiner Tochter", "für den Arzttermin"): its check digit is not asked (people copy it
  with a typo, and it is still the person's); a bare form's number or an example ("Tippfehler im Beispiel") keeps
  needing its check (utils.redact_checked_ids);
- India's PAN (five letters, the fourth the holder's type, four digits, a letter) after "PAN" or "पैन";
- Argentina's CUIT or CUIL of a person (20, 23, 24 or 27 first) passing its mod-11 check after its name; a company's
  (30, 33, 34) is printed on its invoices and stays;
- Kenya's KRA PIN of a person (A, nine digits, a letter) after "PIN" in a message that names KRA or iTax; a
  company's (P first) is printed on its invoices and stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_KVNR_NAME = re.compile(r"(?i)(?:kranken)?versicherten(?:nummer|-?nr\.?)|kv-?nummer|\bkvnr\b")
_PERSON = re.compile(r"(?i)(?<![a-zäöüß])(?:mein\w*|unser\w*|dein\w*|my|our|tochter|sohn|kind\w*|mann|frau|mutter"
                     r"|vater|oma|opa|arzttermin|praxis|kita|impfung)(?![a-zäöüß])")
_EXAMPLE = re.compile(r"(?i)beispiel|muster|example|sample|tippfehler|fiktiv")
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


TRIGGERS: tuple[str, ...] = ("versicherten", "kv-nummer", "kvnummer", "kvnr", "पैन", "cuit", "cuil", "kra", "itax",
                              "npwp")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del placeholder  # the shapes are their own test
    out: list[Span] = []
    if ("versicherten" in low or "kv" in low) and _PERSON.search(text) and not _EXAMPLE.search(text):
        out += [(m.start(), m.end(), "national_id") for m in _after(_KVNR_NAME, _KVNR, text, 24)]
    if "pan" in low or "पैन" in text or "स्थायी" in text:
        out += [(m.start(), m.end(), "national_id") for m in _after(_PAN_NAME, _PAN, text, 24)]
    if "cuit" in low or "cuil" in low:
        out += [(m.start("v"), m.end("v"), "national_id") for m in _after(_CUIT_NAME, _CUIT, text, 16)
                if cuit_ok(m.group("v"))]
    if "npwp" in low:
        out += [(m.start("v"), m.end("v"), "tax_id") for m in _NPWP_OWN.finditer(text)]
    if ("kra" in low or "itax" in low) and "pin" in low:
        out += [(m.start(), m.end(), "tax_id") for m in _after(_KRA_NAME, _KRA_PIN, text, 16)]
    return out
