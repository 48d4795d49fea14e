"""Check digits of identity, bank and travel-document numbers: a number that passes its format's own check is
far more likely to be the real thing than a number of the same length that happens to sit near the word."""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Callable, Iterable, Iterator, Sequence

# (words of which one must occur in the text, the cue right before the value, the value's pattern, its check)
Named = tuple[Sequence[str], re.Pattern[str], re.Pattern[str], Callable[[str], bool]]

# Verhoeff's dihedral-group tables (used by Aadhaar): multiplication, permutation and inverse.
_VD = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 0, 6, 7, 8, 9, 5), (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7), (4, 0, 1, 2, 3, 9, 5, 6, 7, 8), (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2), (7, 6, 5, 9, 8, 2, 1, 0, 4, 3), (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0))
_VP = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 5, 7, 6, 2, 8, 3, 0, 9, 4), (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7), (9, 4, 5, 3, 1, 2, 6, 8, 7, 0), (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5), (7, 0, 4, 6, 9, 1, 3, 2, 5, 8))
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
# Taiwan: the letter's two-digit code is its position here plus 10 (I and O were added last).
_TW_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"


def _digits(v: str) -> list[int]:
    return [int(c) for c in v if c.isdigit()]


def verhoeff_ok(v: str) -> bool:
    """Verhoeff's check over the digits (Aadhaar: 12 digits, the first 2-9)."""
    c = 0
    for i, d in enumerate(reversed(_digits(v))):
        c = _VD[c][_VP[i % 8][d]]
    return c == 0


def aadhaar_ok(v: str) -> bool:
    d = _digits(v)
    return len(d) == 12 and d[0] >= 2 and verhoeff_ok(v)


def cpf_ok(v: str) -> bool:
    """Brazil's CPF: eleven digits, the last two mod-11 checks; one digit repeated is the documented invalid."""
    d = _digits(v)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for k in (9, 10):
        if sum(a * w for a, w in zip(d[:k], range(k + 1, 1, -1), strict=True)) * 10 % 11 % 10 != d[k]:
            return False
    return True


def dni_ok(v: str) -> bool:
    """Spain's DNI (8 digits and a letter) or NIE (X/Y/Z, 7 digits, a letter): the letter is the number mod 23."""
    v = v.replace("-", "").replace(" ", "").upper()
    if len(v) != 9 or not v[-1].isalpha():
        return False
    head = v[:-1]
    if head[0] in "XYZ":
        head = str("XYZ".index(head[0])) + head[1:]
    return head.isdigit() and _DNI_LETTERS[int(head) % 23] == v[-1]


def bsn_ok(v: str) -> bool:
    """The Netherlands' BSN: nine digits whose 11-test (weights 9..2 and -1) is a multiple of 11."""
    d = _digits(v)
    return len(d) == 9 and d[0] != 0 and (sum(a * w for a, w in zip(d[:8], range(9, 1, -1), strict=True))
                                          - d[8]) % 11 == 0


def hkid_ok(v: str) -> bool:
    """Hong Kong's HKID: one or two letters, six digits, a check digit (0-9 or A) mod 11."""
    v = v.replace("(", "").replace(")", "").upper()
    if len(v) not in (8, 9):
        return False
    letters = v[:2] if len(v) == 9 else " " + v[0]
    body, check = v[-7:-1], v[-1]
    if not (body.isdigit() and letters.strip().isalpha()):
        return False
    vals = [36 if c == " " else ord(c) - 55 for c in letters] + [int(c) for c in body]
    total = sum(x * w for x, w in zip(vals, range(9, 1, -1), strict=True))
    want = (11 - total % 11) % 11
    return check == ("A" if want == 10 else str(want))


def taiwan_id_ok(v: str) -> bool:
    """Taiwan's national id: a letter (coded 10-35), 1 or 2 (8/9 for residents), eight digits; sum mod 10."""
    v = v.upper()
    if len(v) != 10 or v[0] not in _TW_LETTERS or not v[1:].isdigit():
        return False
    code = _TW_LETTERS.index(v[0]) + 10
    d = [int(c) for c in v[1:]]
    total = code // 10 + code % 10 * 9 + sum(x * w for x, w in zip(d[:8], range(8, 0, -1), strict=True)) + d[8]
    return total % 10 == 0


def my_number_ok(v: str) -> bool:
    """Japan's individual number (マイナンバー): twelve digits, the last a mod-11 check of the other eleven."""
    d = _digits(v)
    if len(d) != 12:
        return False
    total = sum(d[10 - (n - 1)] * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = total % 11
    return d[11] == (0 if r <= 1 else 11 - r)


def korea_rrn_ok(v: str) -> bool:
    """Korea's resident registration number: a real birth date (YYMMDD) and a sex/century digit 1-8; numbers
    issued since October 2020 carry no check digit, so the date is the check."""
    d = _digits(v)
    if len(d) != 13 or not 1 <= d[6] <= 8:
        return False
    century = {1: 1900, 2: 1900, 5: 1900, 6: 1900, 3: 2000, 4: 2000, 7: 2000, 8: 2000}[d[6]]
    try:
        dt.date(century + d[0] * 10 + d[1], d[2] * 10 + d[3], d[4] * 10 + d[5])
    except ValueError:
        return False
    return True


def aba_ok(v: str) -> bool:
    """A US bank routing (ABA) number: nine digits, weights 3-7-1 summing to a multiple of 10."""
    d = _digits(v)
    return (len(d) == 9 and len(set(d)) > 1
            and sum(x * w for x, w in zip(d, (3, 7, 1) * 3, strict=True)) % 10 == 0)


def au_medicare_ok(v: str) -> bool:
    """An Australian Medicare number's check digit: the first eight digits weighted 1, 3, 7, 9, 1, 3, 7, 9."""
    d = re.sub(r"\D", "", v)
    if len(d) not in (10, 11) or d[0] not in "23456":
        return False
    return sum(int(a) * w for a, w in zip(d[:8], (1, 3, 7, 9, 1, 3, 7, 9))) % 10 == int(d[8])


def clabe_ok(digits: str) -> bool:
    """A CLABE's control digit: the first 17 digits weighted 3, 7, 1 (each product mod 10), summed, from 10."""
    if len(digits) != 18 or not digits.isdigit():
        return False
    w = (3, 7, 1)
    total = sum(int(d) * w[i % 3] % 10 for i, d in enumerate(digits[:17]))
    return (10 - total % 10) % 10 == int(digits[17])


def wps_pin_ok(v: str) -> bool:
    """Whether the eight digits of v (spaces or a dash between them allowed) end in the WPS checksum of the seven
    before them (Wi-Fi Protected Setup's PIN: weights 3-1, its last digit completing the sum to a multiple of 10)."""
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 8:
        return False
    acc = 3 * (d[0] + d[2] + d[4] + d[6]) + d[1] + d[3] + d[5]
    return (10 - acc % 10) % 10 == d[7]


def mrz_digit(s: str) -> str:
    """ICAO 9303's check digit of a field: weights 7-3-1, digits as themselves, A-Z as 10-35, '<' as 0."""
    total = 0
    for i, c in enumerate(s):
        n = 0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55
        total += n * (7, 3, 1)[i % 3]
    return str(total % 10)


def mrz_line2_ok(v: str) -> bool:
    """The second line of a passport's machine-readable zone (TD3, 44 characters): the document number's and
    the composite check digits hold."""
    if len(v) != 44:
        return False
    if mrz_digit(v[0:9]) != v[9] or mrz_digit(v[13:19]) != v[19] or mrz_digit(v[21:27]) != v[27]:
        return False
    return mrz_digit(v[0:10] + v[13:20] + v[21:43]) == v[43]


def nir_ok(v: str) -> bool:
    """A French NIR (numéro de sécurité sociale): 13 characters (Corsica's 2A/2B read as 19/18), then the key
    97 - (number mod 97)."""
    s = re.sub(r"\s", "", v).upper()
    if not re.fullmatch(r"[12]\d{4}(?:\d{2}|2A|2B)\d{6}\d{2}", s):
        return False
    body = s[:5] + {"2A": "19", "2B": "18"}.get(s[5:7], s[5:7]) + s[7:13]
    return 97 - int(body) % 97 == int(s[13:])


def _date_ok(year: int, month: int, day: int) -> bool:
    try:
        dt.date(year, month, day)
    except ValueError:
        return False
    return True


# Singapore's NRIC/FIN: the letter's offset (T and G for those born or issued from 2000, M from 2022) and the
# check letter's table by prefix.
_NRIC_OFFSET = {"S": 0, "F": 0, "T": 4, "G": 4, "M": 3}
_NRIC_TABLE = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK", "M": "KLJNPQRTUWX"}


def nric_ok(v: str) -> bool:
    """Singapore's NRIC or FIN: a prefix letter, seven digits, and a check letter (weights 2-7-6-5-4-3-2, mod 11)."""
    v = v.upper()
    if len(v) != 9 or v[0] not in _NRIC_OFFSET or not v[1:8].isdigit():
        return False
    total = sum(int(c) * w for c, w in zip(v[1:8], (2, 7, 6, 5, 4, 3, 2), strict=True)) + _NRIC_OFFSET[v[0]]
    return _NRIC_TABLE[v[0]][total % 11] == v[8]


# Malaysian MyKad place-of-birth codes: the states (01-16), and the countries' codes.
_MYKAD_PLACES = frozenset([*range(1, 17), *range(21, 60), *range(60, 69), 71, 72, *range(74, 80), *range(82, 94),
                           98, 99])


def mykad_ok(v: str) -> bool:
    """Malaysia's MyKad number (YYMMDD-PB-###G): no check digit, so a real birth date and a place code that
    exists are the check."""
    d = "".join(c for c in v if c.isdigit())
    if len(d) != 12 or int(d[6:8]) not in _MYKAD_PLACES:
        return False
    return _date_ok(2000 + int(d[:2]), int(d[2:4]), int(d[4:6]))


def pesel_ok(v: str) -> bool:
    """Poland's PESEL: eleven digits, a birth date whose month carries the century, weights 1-3-7-9 mod 10."""
    d = _digits(v)
    if len(d) != 11 or len(set(d)) == 1:
        return False
    month = d[2] * 10 + d[3]
    century = {0: 1900, 2: 2000, 4: 2100, 6: 2200, 8: 1800}[month // 20 * 2]
    if not _date_ok(century + d[0] * 10 + d[1], month % 20, d[4] * 10 + d[5]):
        return False
    return (10 - sum(a * w for a, w in zip(d[:10], (1, 3, 7, 9) * 3, strict=False)) % 10) % 10 == d[10]


def personnummer_ok(v: str) -> bool:
    """Sweden's personnummer (or samordningsnummer, day + 60): YYMMDD-NNNC, the century optional; Luhn over the
    ten digits and a real date."""
    d = _digits(v)
    if len(d) == 12:
        d = d[2:]
    if len(d) != 10:
        return False
    day = d[4] * 10 + d[5]
    if not _date_ok(2000, d[2] * 10 + d[3], day - 60 if day > 60 else day):
        return False
    total = 0
    for i, x in enumerate(d):
        y = x * 2 if i % 2 == 0 else x
        total += y - 9 if y > 9 else y
    return total % 10 == 0


def belgian_nrn_ok(v: str) -> bool:
    """Belgium's national register number: YYMMDD, a three-digit serial, and 97 - (number mod 97), with a 2
    before the number for those born from 2000."""
    d = "".join(c for c in v if c.isdigit())
    if len(d) != 11:
        return False
    body, check = int(d[:9]), int(d[9:])
    month = int(d[2:4])
    if month > 12 and month not in range(20, 33) and month not in range(40, 53):
        return False  # a month, or a bis number's month + 20 / + 40
    return check in (97 - body % 97, 97 - int("2" + d[:9]) % 97)


def rut_ok(v: str) -> bool:
    """Chile's RUT/RUN: the number and a check digit (0-9 or K) from weights 2..7 cycling, mod 11."""
    s = v.replace(".", "").replace(" ", "").upper()
    if "-" not in s:
        return False
    num, dv = s.split("-", 1)
    if not num.isdigit() or not 6 <= len(num) <= 8 or len(dv) != 1 or len(set(num)) == 1:
        return False  # 11.111.111-1: the example every form and tutorial prints
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(num)))
    r = 11 - total % 11
    return dv == {11: "0", 10: "K"}.get(r, str(r))


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                    12, 14, 16, 10, 22, 25, 24, 23), strict=True))
_CF_MONTHS = "ABCDEHLMPRST"
# omocodia: a digit of the code replaced by a letter when two people would share one
_CF_OMOCODE = str.maketrans("LMNPQRSTUV", "0123456789")


def codice_fiscale_ok(v: str) -> bool:
    """Italy's codice fiscale: six letters, the birth year, month letter and day (+ 40 for women), the place
    code, and a check letter over the fifteen."""
    v = v.upper()
    if not re.fullmatch(r"[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]", v):
        return False
    day = int(v[9:11].translate(_CF_OMOCODE))
    if not (1 <= day <= 31 or 41 <= day <= 71):
        return False
    total = sum(_CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65) for i, c in enumerate(v[:15]))
    return chr(65 + total % 26) == v[15]


def named(text: str, hit: Iterable[str], table: Iterable[Named]) -> Iterator[tuple[re.Match[str], Sequence[str]]]:
    """The values of a table of numbers by name (a row: its names, the cue before the value, the value's pattern,
    its check) found in the text beside their cue (up to 60 characters before) and passing their check, each with
    its row's names; ``hit``: the names that occur in the text (a row none of whose names occur is not read)."""
    hit = set(hit)
    for words, cue, rx, ok in table:
        if hit.intersection(words):
            for m in rx.finditer(text):
                if ok(m.group(0)) and cue.search(text, max(0, m.start() - 60), m.start()):
                    yield m, words


def tckn_ok(v: str) -> bool:
    """Turkey's TC Kimlik number: eleven digits, the first not 0; the tenth from the odd and even places'
    sums, the eleventh the sum of the first ten, both mod 10."""
    d = _digits(v)
    if len(d) != 11 or d[0] == 0:
        return False
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def nss_mx_ok(v: str) -> bool:
    """Mexico's IMSS social security number (NSS): eleven digits, the subdelegation, the year of registration and of
    birth, a serial, and a Luhn check digit."""
    d = _digits(v)
    return len(d) == 11 and luhn_ok(v)


def fodselsnummer_ok(v: str) -> bool:
    """Norway's fødselsnummer: a birth date (DDMMYY, D-numbers add 4 to the day's tens), three digits, two
    mod-11 check digits."""
    d = _digits(v)
    if len(d) != 11:
        return False
    day = d[0] * 10 + d[1]
    day = day - 40 if day > 40 else day
    if not _date_ok(2000, d[2] * 10 + d[3], day):
        return False
    for weights, at in (((3, 7, 6, 1, 8, 9, 4, 5, 2), 9), ((5, 4, 3, 2, 7, 6, 5, 4, 3, 2), 10)):
        k = 11 - sum(a * w for a, w in zip(d[:at], weights, strict=True)) % 11
        if (0 if k == 11 else k) != d[at]:
            return False
    return True


_HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(v: str) -> bool:
    """Finland's henkilötunnus: DDMMYY, a century sign, three digits, a check character (the nine digits mod 31)."""
    v = v.upper()
    if len(v) != 11 or not (v[:6].isdigit() and v[7:10].isdigit()):
        return False
    if not _date_ok(2000, int(v[2:4]), int(v[0:2])):
        return False
    return _HETU_CHECK[int(v[:6] + v[7:10]) % 31] == v[10]


def za_id_ok(v: str) -> bool:
    """South Africa's id number: thirteen digits, a birth date (YYMMDD), citizenship 0-2, and Luhn's check."""
    d = _digits(v)
    return len(d) == 13 and d[10] <= 2 and _date_ok(2000, d[2] * 10 + d[3], d[4] * 10 + d[5]) and luhn_ok(v)


def nhs_ok(v: str) -> bool:
    """The UK's NHS number: ten digits, the last 11 minus the weighted sum (10..2) of the nine mod 11."""
    d = _digits(v)
    if len(d) != 10 or len(set(d)) == 1:
        return False
    c = 11 - sum(a * w for a, w in zip(d[:9], range(10, 1, -1), strict=True)) % 11
    return c != 10 and (0 if c == 11 else c) == d[9]


def ahv_ok(v: str) -> bool:
    """Switzerland's AHV/AVS number: 756 and ten digits, the last an EAN-13 check."""
    d = _digits(v)
    if len(d) != 13 or d[:3] != [7, 5, 6]:
        return False
    return (10 - sum(x * (3 if i % 2 else 1) for i, x in enumerate(d[:12])) % 10) % 10 == d[12]


def ppsn_ok(v: str) -> bool:
    """Ireland's PPS number: seven digits, a check letter (weights 8..2, the second letter's value times 9,
    mod 23), and an optional second letter."""
    v = v.upper()
    if not re.fullmatch(r"\d{7}[A-W][A-IW]?", v):
        return False
    extra = (ord(v[8]) - 64) % 23 * 9 if len(v) == 9 and v[8] != "W" else 0
    total = sum(int(c) * w for c, w in zip(v[:7], range(8, 1, -1), strict=True)) + extra
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == v[7]


def cpr_ok(v: str) -> bool:
    """Denmark's CPR number: a birth date (DDMMYY) and four digits; its mod-11 check was dropped in 2007, so the
    date is the check."""
    d = _digits(v)
    return len(d) == 10 and _date_ok(2000, d[2] * 10 + d[3], d[0] * 10 + d[1])


_CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_ok(v: str) -> bool:
    """Mexico's CURP: four letters, a birth date, sex, state, three consonants, a differentiator, and a check
    digit over the seventeen."""
    v = v.upper()
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d", v):
        return False
    if not _date_ok(2000, int(v[6:8]), int(v[8:10])):
        return False
    total = sum(_CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(v[:17]))
    return (10 - total % 10) % 10 == int(v[17])


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def base58check(v: str) -> bytes | None:
    """The payload of a Base58Check string (Bitcoin's addresses and WIF keys), its leading '1's as zero bytes,
    without the four-byte checksum, when that checksum is the double SHA-256 of the rest; else None."""
    n = 0
    for c in v:
        k = _B58.find(c)
        if k < 0:
            return None
        n = n * 58 + k
    raw = b"\0" * (len(v) - len(v.lstrip("1"))) + n.to_bytes((n.bit_length() + 7) // 8, "big")
    if len(raw) < 5:
        return None
    body = raw[:-4]
    return body if hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4] == raw[-4:] else None


def luhn_ok(v: str) -> bool:
    d = _digits(v)
    total = 0
    for i, x in enumerate(reversed(d)):
        y = x * 2 if i % 2 else x
        total += y - 9 if y > 9 else y
    return bool(d) and total % 10 == 0


def card_length_ok(v: str) -> bool:
    """Whether a card network issues numbers of v's length with v's first digits: of fifteen digits only American
    Express (34, 37) and Maestro or UnionPay (50, 56-69) do. A Luhn-valid fifteen-digit number of another prefix
    (35, 49, 86, 01) is a phone's IMEI, whose last digit is the same Luhn check. Mastercard (51-55, 2221-2720)
    issues sixteen digits only, so a longer one of its prefix is an order's or a parcel's number; and 89, the
    telecoms' industry digits, opens a SIM's ICCID, no payment card."""
    d = "".join(c for c in v if c.isdigit())
    if d[:2] == "89" or len(d) != 16 and ("51" <= d[:2] <= "55" or "2221" <= d[:4] <= "2720"):
        return False
    return len(d) != 15 or d[:2] in ("34", "37", "50") or "56" <= d[:2] <= "69"


def israeli_id_ok(v: str) -> bool:
    """Israel's teudat zehut: nine digits (shorter ones padded with zeros), Luhn's check."""
    d = _digits(v)
    return len(d) == 9 and len(set(d)) > 1 and luhn_ok(v)


def thai_id_ok(v: str) -> bool:
    """Thailand's national id: thirteen digits, the first 1-8, the last (11 - weighted sum mod 11) mod 10."""
    d = _digits(v)
    if len(d) != 13 or not 1 <= d[0] <= 8:
        return False
    return (11 - sum(x * (13 - i) for i, x in enumerate(d[:12])) % 11) % 10 == d[12]


def nik_ok(v: str) -> bool:
    """Indonesia's NIK: a province code (11-94), regency and district, a birth date (women's day + 40), a serial."""
    d = _digits(v)
    if len(d) != 16 or not 11 <= d[0] * 10 + d[1] <= 94:
        return False
    day = d[6] * 10 + d[7]
    return _date_ok(2000, d[8] * 10 + d[9], day - 40 if day > 40 else day) and d[12:] != [0, 0, 0, 0]


# The IBAN registry's lengths by country (SWIFT), with Iran's Sheba, Algeria's and Morocco's national forms.
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27, "BR": 29,
    "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28, "DZ": 26, "EE": 20,
    "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27,
    "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IR": 26, "IS": 26, "IT": 27, "JO": 30, "KW": 30,
    "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MA": 28, "MC": 27, "MD": 24,
    "ME": 22, "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24,
    "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24, "SC": 31, "SD": 18, "SE": 24,
    "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22,
    "VG": 24, "XK": 20, "YE": 30,
}


def iban_ok(v: str) -> bool:
    """An IBAN: its country's length (IBAN_LENGTHS) and ISO 13616's mod-97 check (letters as 10-35)."""
    s = re.sub(r"[ -]", "", v).upper()
    if IBAN_LENGTHS.get(s[:2]) != len(s) or not s.isascii() or not s[2:4].isdigit() or not s.isalnum():
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


_CZ_WEIGHTS = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)
# the Czech and Slovak banks' codes (ČNB's and NBS's lists, the ones people write)
_CZ_BANKS = frozenset((
    "0100", "0300", "0600", "0710", "0800", "2010", "2060", "2070", "2100", "2250", "2260", "2600", "2700", "3030",
    "3050", "3060", "4000", "5500", "5800", "6000", "6100", "6210", "6300", "6700", "6800", "7910", "7940", "7950",
    "7960", "7970", "7990", "8030", "8040", "8060", "8090", "8150", "8250", "0200", "0900", "1100", "1111", "5200",
    "5600", "5900", "6500", "7300", "7500", "8100", "8120", "8130", "8170", "8180", "8330", "8360", "8370"))


def cz_account_ok(prefix: str | None, number: str, bank: str) -> bool:
    """A Czech or Slovak account: prefix and number each pass the mod-11 test, the number has two non-zero
    digits, and the bank code is one that exists."""
    def mod11(s: str) -> bool:
        return sum(int(c) * w for c, w in zip(reversed(s), _CZ_WEIGHTS, strict=False)) % 11 == 0
    return (bank in _CZ_BANKS and sum(c != "0" for c in number) >= 2 and mod11(number)
            and (prefix is None or mod11(prefix)))


def rodne_cislo_ok(v: str) -> bool:
    """A Czech or Slovak rodné číslo of ten digits (YYMMDD, women's month + 50, + 20 from 2004): a real date and
    the whole number divisible by 11 (or the check 0 where the first nine leave 10)."""
    d = re.sub(r"\D", "", v)
    if len(d) != 10:
        return False
    yy, mm, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    month = mm - 50 if mm > 50 else mm
    month = month - 20 if month > 20 else month
    if not _date_ok((1900 if yy >= 54 else 2000) + yy, month, dd):
        return False
    return int(d) % 11 == 0 or (int(d[:9]) % 11 == 10 and d[9] == "0")


def cnp_ok(v: str) -> bool:
    """Romania's CNP: sex/century digit 1-8, a real birth date, a county code (01-52), a serial, and a check digit
    (weights 279146358279, mod 11, 10 read as 1)."""
    d = re.sub(r"\D", "", v)
    if len(d) != 13 or d[0] not in "12345678" or not (1 <= int(d[7:9]) <= 52 or d[7:9] == "70"):
        return False
    century = {"1": 1900, "2": 1900, "3": 1800, "4": 1800, "5": 2000, "6": 2000, "7": 1900, "8": 1900}[d[0]]
    if not _date_ok(century + int(d[1:3]), int(d[3:5]), int(d[5:7])):
        return False
    c = sum(int(a) * int(w) for a, w in zip(d[:12], "279146358279", strict=True)) % 11
    return (1 if c == 10 else c) == int(d[12])


def amka_ok(v: str) -> bool:
    """Greece's AMKA: a birth date (DDMMYY), five digits, and Luhn's check over the eleven."""
    d = re.sub(r"\D", "", v)
    return (len(d) == 11 and _date_ok(2000, int(d[2:4]), int(d[:2])) and luhn_ok(d))


def taj_ok(v: str) -> bool:
    """Hungary's TAJ (social insurance) number: nine digits, the last the sum of the first eight weighted 3, 7, 3,
    7, ... mod 10."""
    d = _digits(v)
    if len(d) != 9:
        return False
    return sum(x * (3 if i % 2 == 0 else 7) for i, x in enumerate(d[:8])) % 10 == d[8]


def hu_giro_ok(v: str) -> bool:
    """A Hungarian giro account (8-8 or 8-8-8 digits): the first eight digits and the rest each pass the 9-7-3-1
    weighted check."""
    d = re.sub(r"\D", "", v)
    if len(d) not in (16, 24):
        return False
    return all(sum(int(c) * (9, 7, 3, 1)[i % 4] for i, c in enumerate(p)) % 10 == 0 for p in (d[:8], d[8:]))


def kvnr_ok(v: str) -> bool:
    """Germany's health-insurance number (Krankenversichertennummer): a capital letter and nine digits; the letter
    as its place in the alphabet (two digits) and the first eight digits, weighted 1, 2, 1, 2, ..., each product's
    digit sum added, give the last digit mod 10."""
    if len(v) != 10 or not ("A" <= v[0] <= "Z") or not v[1:].isdigit():
        return False
    s = 0
    for i, c in enumerate(f"{ord(v[0]) - 64:02d}" + v[1:9]):
        p = int(c) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return s % 10 == int(v[9])
