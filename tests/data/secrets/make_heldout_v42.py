#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v42 (secrets filter for a memory system).

Usage: python3 make_heldout_v42.py heldout_v42.yaml

Standard library only.  Every random value comes from random.Random(42), drawn in the order the
cases are defined below.  Everything is validated before anything is written; on a problem the
script prints it and exits 1 without writing the output file.
"""
import base64
import datetime
import hashlib
import json
import random
import re
import string
import struct
import sys

SEED = 42
NAME = "heldout_v42"
PREFIX = "H42"
r = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64URL = UP + LO + DIG + "-_"
B64STD = UP + LO + DIG + "+/"
B32 = UP + "234567"


# ----------------------------------------------------------------------------------------------
# basic draws
# ----------------------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DIG, n)


def rdnz(n):
    return r.choice("123456789") + rd(n - 1)


def pick(seq):
    return r.choice(seq)


def rbytes(n):
    return bytes(r.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def mixed(alpha, n, need=(UP, LO, DIG)):
    """random string from alpha that contains at least one char of every class in need"""
    while True:
        s = rs(alpha, n)
        if all(any(c in cls for c in s) for cls in need):
            return s


def uuid4():
    h = "%032x" % r.getrandbits(128)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def hexs(n):
    return rs(HEX, n)


def group(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def rdate(y0, y1):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(r.randint(d0, d1))


def expiry():
    return f"{r.randint(1, 12):02d}/{r.randint(27, 31)}"


# ----------------------------------------------------------------------------------------------
# check digit algorithms (all computed here, see README)
# ----------------------------------------------------------------------------------------------
def luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10 == 0


def luhn_complete(p):
    for c in DIG:
        if luhn_ok(p + c):
            return p + c
    raise AssertionError


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(p):
    c = 0
    for i, ch in enumerate(reversed(p)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return p + str(_VINV[c])


def gs1_complete(p):
    """GS1 mod 10 (EAN-13, USPS IMpb): weights 3,1 from the right of the data digits"""
    t = sum(int(ch) * (3 if i % 2 == 0 else 1) for i, ch in enumerate(reversed(p)))
    return p + str((10 - t % 10) % 10)


def mod11_weights(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


# ---- IBAN ----
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "GB": 22, "PL": 28, "CH": 21,
            "AT": 20, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26,
            "CZ": 24, "PT": 25, "SA": 24, "AE": 23, "IL": 23, "UA": 29, "IE": 22, "IR": 26, "LU": 20}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = f"{cc}{chk:02d}{bban}"
    assert iban_ok(s), s
    return s


def iban_ok(s):
    s = s.replace(" ", "")
    if s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def ifmt(s):
    return group(s, 4)


def bban_de():
    return pick(["10010010", "37040044", "50010517", "10070000", "12030000", "70150000", "20050550",
                 "43060967", "76050101", "60050101"]) + pick(["00", "01", "02", "10", "20"]) + rd(8)


def bban_fr(bank=None):
    bank = bank or pick(["30004", "30003", "20041", "30002", "10278", "18206", "10107", "11315"])
    branch = rd(5)
    acct = rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return bank + branch + acct + f"{key:02d}"


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - mod11_weights(ten, w) % 11
    return {11: 0, 10: 1}.get(c, c)


def bban_es():
    bank = pick(["2100", "0049", "0182", "0081", "2085", "0128", "1465"])
    branch = rd(4)
    acct = rd(10)
    return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct


_CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _it_val(ch, odd):
    idx = int(ch) if ch.isdigit() else ord(ch) - 65
    return _CIN_ODD[idx] if odd else idx


def it_check_char(s):
    """odd/even table shared by the Italian CIN and the codice fiscale"""
    return chr(65 + sum(_it_val(ch, i % 2 == 0) for i, ch in enumerate(s)) % 26)


def bban_it():
    abi = pick(["03069", "02008", "05034", "03062", "01030", "05387", "03015"])
    cab = rd(5)
    conto = "0000" + rd(8)
    return it_check_char(abi + cab + conto) + abi + cab + conto


def bban_nl():
    bank = pick(["INGB", "ABNA", "RABO", "SNSB", "ASNB", "TRIO", "BUNQ", "KNAB"])
    if bank == "INGB":
        return bank + "000" + rdnz(7)
    while True:  # elfproef for the older 10-digit bank account numbers
        acct = rdnz(10)
        if mod11_weights(acct, range(10, 0, -1)) % 11 == 0:
            return bank + acct


def bban_be():
    first = rd(10)
    chk = int(first) % 97 or 97
    return first + f"{chk:02d}"


def bban_gb(bank=None, sort=None):
    return (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"])) + (sort or rd(6)) + rd(8)


def pl_bank_code():
    base = pick(["102", "114", "105", "109", "124", "116", "160"]) + rd(4)
    c = (10 - mod11_weights(base, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return base + str(c)


def bban_pl():
    return pl_bank_code() + rd(16)


def bban_no():
    while True:
        p = pick(["1503", "1254", "3000", "9710", "1506", "0539", "1207"]) + rd(6)
        c = 11 - mod11_weights(p, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c != 10:
            return p + str(c)


def bban_fi():
    return luhn_complete(pick(["1", "2", "5", "8"]) + rd(12))


def _hu_block(p):
    return p + str((10 - mod11_weights(p, [9, 7, 3, 1] * 6) % 10) % 10)


def bban_hu():
    first = _hu_block(pick(["117", "104", "120", "107", "116"]) + rd(4))
    second = _hu_block(rd(15))
    return first + second


def cz_account():
    while True:
        p = rdnz(9)
        s = mod11_weights(p, [6, 3, 7, 9, 10, 5, 8, 4, 2])
        c = (-s) % 11
        if c < 10:
            return p + str(c)


def bban_cz(bank=None, acct=None):
    return (bank or pick(["0800", "0100", "0300", "2010", "0600", "5500", "3030"])) + "000000" + (acct or cz_account())


def bban_pt():
    bank = pick(["0035", "0033", "0007", "0010", "0036", "0018"])
    base = bank + rd(4) + rd(11)
    c = 98 - (int(base) * 100) % 97
    return base + f"{c:02d}"


def bban_simple(cc):
    if cc == "RO":
        return pick(["BTRL", "RNCB", "BRDE", "INGB"]) + "RONCRT0" + rd(9)
    if cc == "GR":
        return pick(["011", "017", "026", "014"]) + rd(4) + "0000" + rd(12)
    if cc == "TR":
        return pick(["00010", "00062", "00064", "00046", "00067", "00111"]) + "0" + "0000" + rd(12)
    if cc == "SA":
        return pick(["80", "10", "45", "05", "20"]) + "0000" + rd(14)
    if cc == "AE":
        return pick(["033", "026", "035", "030"]) + "0" + rd(15)
    if cc == "IL":
        return pick(["012", "010", "011", "020"]) + rd(3) + "000000" + rd(7)
    if cc == "UA":
        return pick(["305299", "322001", "320649", "351005"]) + "00000" + "2620" + rd(10)
    if cc == "IR":
        return "0" + pick(["170", "120", "150", "560", "190"]) + "0000000" + rd(11)
    if cc == "SE":
        return pick(["500", "800", "600", "300"]) + "0000" + rd(13)
    if cc == "DK":
        return pick(["3409", "2191", "9570", "5301"]) + rd(10)
    if cc == "CH":
        return pick(["00230", "09000", "00700", "00762"]) + rd(12)
    if cc == "AT":
        return pick(["20111", "12000", "32000", "14000"]) + rd(11)
    if cc == "IE":
        return pick(["AIBK", "BOFI"]) + rd(6) + rd(8)
    raise KeyError(cc)


# ---- national and tax identifiers ----
def us_ssn():
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def aba():
    p = pick(["0", "1", "2", "3"])
    p = pick({"0": ["01", "02", "03", "04", "05", "06", "07", "08", "09"], "1": ["10", "11", "12"],
              "2": ["21", "22", "23", "24", "25", "26", "27", "28", "29"], "3": ["30", "31", "32"]}[p]) + rd(6)
    d = [int(x) for x in p]
    t = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return p + str((10 - t % 10) % 10)


def aba_ok(s):
    d = [int(x) for x in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def uk_nino():
    bad1, bad2 = set("DFIQUV"), set("DFIQUVO")
    while True:
        a, b = pick(UP), pick(UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        return f"{a}{b} {rd(2)} {rd(2)} {rd(2)} {pick('ABCD')}"


def uk_nhs():
    while True:
        p = rdnz(9)
        c = 11 - mod11_weights(p, range(10, 1, -1)) % 11
        if c == 11:
            c = 0
        if c != 10:
            s = p + str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def ca_sin():
    s = luhn_complete(pick("1234567") + rd(7))
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_tfn():
    while True:
        p = rdnz(9)
        if mod11_weights(p, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
            return f"{p[:3]} {p[3:6]} {p[6:]}"


def au_abn():
    while True:
        p = "5" + rd(10)
        d = [int(x) for x in p]
        d[0] -= 1
        if sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return f"{p[:2]} {p[2:5]} {p[5:8]} {p[8:]}"


def medicare_mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    AN = L + DIG
    s = pick("123456789") + pick(L) + pick(AN) + pick(DIG) + pick(L) + pick(AN) + pick(DIG) + pick(L) + pick(L) + rd(2)
    return f"{s[:4]}-{s[4:7]}-{s[7:]}"


def de_steuer_id():
    while True:
        ds = r.sample(range(10), 9)
        seq = ds + [pick(ds)]
        r.shuffle(seq)
        if seq[0] == 0:
            continue
        prod = 10
        for d in seq:
            s = (d + prod) % 10 or 10
            prod = (s * 2) % 11
        c = 11 - prod
        if c == 10:
            c = 0
        s = "".join(map(str, seq)) + str(c)
        return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def de_kvnr():
    letter = pick(UP)
    body = rd(8)
    ten = f"{ord(letter) - 64:02d}" + body
    t = 0
    for i, ch in enumerate(ten):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return letter + body + str(t % 10)


def de_ust_id():
    digits = rdnz(8)
    prod = 10
    for d in digits:
        s = (int(d) + prod) % 10 or 10
        prod = (s * 2) % 11
    c = 11 - prod
    if c == 10:
        c = 0
    return "DE" + digits + str(c)


def fr_nir(sex=None):
    sex = sex or pick("12")
    dep = f"{pick([x for x in range(1, 96) if x != 20]):02d}"
    base = sex + f"{r.randint(60, 99):02d}" + f"{r.randint(1, 12):02d}" + dep + f"{r.randint(1, 999):03d}" + f"{r.randint(1, 999):03d}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def fr_siren():
    return luhn_complete(rdnz(8))


def fr_tva(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def es_dni():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie():
    p = pick("XYZ")
    n = rd(7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(p).__str__() + n) % 23]


def es_cif():
    letter = pick("AB")
    n = rd(7)
    even = sum(int(n[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        x = int(n[i]) * 2
        odd += x // 10 + x % 10
    return letter + n + str((10 - (even + odd) % 10) % 10)


def _cf_part(word, is_name):
    word = word.upper()
    cons = [c for c in word if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in word if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(surname, name, female, d, belfiore):
    day = d.day + (40 if female else 0)
    s = _cf_part(surname, False) + _cf_part(name, True) + f"{d.year % 100:02d}" + "ABCDEHLMPRST"[d.month - 1] + f"{day:02d}" + belfiore
    return s + it_check_char(s)


def it_piva():
    return luhn_complete(rd(7) + pick(["001", "015", "058", "063", "096"]))


def nl_bsn():
    while True:
        p = rdnz(8)
        t = mod11_weights(p, [9, 8, 7, 6, 5, 4, 3, 2])
        for c in range(10):
            if (t - c) % 11 == 0:
                return p + str(c)


def pl_pesel(d=None, female=None):
    d = d or rdate(1965, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    female = pick([True, False]) if female is None else female
    ser = rd(3) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    p = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + ser
    return p + str((10 - mod11_weights(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_nip():
    while True:
        p = rdnz(9)
        c = mod11_weights(p, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            s = p + str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def pl_dowod():
    letters = pick(["A", "C", "D"]) + pick(UP) + pick(UP)
    nums = rd(5)
    vals = [ord(ch) - 55 for ch in letters] + [int(x) for x in nums]
    c = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10
    return letters + " " + str(c) + nums


def cz_rc(female=None):
    female = pick([True, False]) if female is None else female
    while True:
        d = rdate(1960, 2003)
        p = f"{d.year % 100:02d}{d.month + (50 if female else 0):02d}{d.day:02d}" + rd(3)
        c = (-int(p) * 10) % 11
        if c < 10:
            s = p + str(c)
            return f"{s[:6]}/{s[6:]}"


def cz_ico():
    p = rdnz(7)
    rr = mod11_weights(p, [8, 7, 6, 5, 4, 3, 2]) % 11
    return p + str((11 - rr) % 10)


def se_pnr():
    d = rdate(1962, 2003)
    p = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + rd(3)
    s = luhn_complete(p)
    return f"{s[:6]}-{s[6:]}"


def se_orgnr():
    s = luhn_complete("55" + pick("6789") + rd(6))
    return f"{s[:6]}-{s[6:]}"


def dk_cpr():
    d = rdate(1960, 2002)
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-{rd(4)}"


def dk_cvr():
    while True:
        p = rdnz(7)
        for c in range(10):
            if mod11_weights(p + str(c), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0:
                return p + str(c)


def no_fnr():
    while True:
        d = rdate(1962, 1999)
        base = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}" + f"{r.randint(0, 499):03d}"
        k1 = 11 - mod11_weights(base, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - mod11_weights(base + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k1) + str(k2)


def no_orgnr():
    while True:
        p = pick("89") + rd(7)
        c = 11 - mod11_weights(p, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s = p + str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def fi_hetu():
    d = rdate(1960, 2004)
    sep = "-" if d.year < 2000 else "A"
    n = f"{r.randint(2, 899):03d}"
    ch = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{n}") % 31]
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{sep}{n}{ch}"


def fi_ytunnus():
    while True:
        p = rdnz(7)
        rr = mod11_weights(p, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rr == 1:
            continue
        return f"{p}-{0 if rr == 0 else 11 - rr}"


def fi_viite(n=9):
    p = rdnz(n)
    w = [7, 3, 1]
    t = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(p)))
    return p + str((10 - t % 10) % 10)


def hu_taj():
    p = rdnz(8)
    c = mod11_weights(p, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    s = p + str(c)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def hu_adoazonosito():
    while True:
        d = rdate(1962, 2003)
        days = (d - datetime.date(1867, 1, 1)).days
        p = "8" + f"{days:05d}" + rd(3)
        c = mod11_weights(p, range(1, 10)) % 11
        if c != 10:
            return p + str(c)


def hu_adoszam():
    p = rdnz(7)
    c = (10 - mod11_weights(p, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return f"{p}{c}-{pick('2345')}-{pick(['01', '02', '03', '05', '07', '09', '13', '14', '15', '16', '17', '18', '19', '20', '41', '42', '43', '44'])}"


def ro_cnp():
    d = rdate(1962, 2004)
    s = ("1" if d.year < 2000 else "5") if pick([0, 1]) else ("2" if d.year < 2000 else "6")
    county = f"{pick(list(range(1, 47)) + [51, 52]):02d}"
    p = s + f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + county + f"{r.randint(1, 999):03d}"
    c = mod11_weights(p, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return p + str(1 if c == 10 else c)


def ro_cui():
    p = rdnz(pick([7, 8]))
    key = "753217532"[-len(p):]
    c = (mod11_weights(p, [int(x) for x in key]) * 10) % 11
    return p + str(0 if c == 10 else c)


def gr_amka():
    d = rdate(1962, 2003)
    return luhn_complete(f"{d.day:02d}{d.month:02d}{d.year % 100:02d}" + rd(4))


def gr_afm(first=None):
    p = (first or pick("0123456789")) + rd(7)
    c = (mod11_weights(p, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10
    return p + str(c)


def rf_ref():
    ref = rd(r.randint(8, 12))
    c = 98 - _iban_num(ref + "RF00") % 97
    return f"RF{c:02d}{ref}"


def tr_tckn():
    d = [int(x) for x in rdnz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def cn_id(area=None, d=None, female=None):
    area = area or pick(["110105", "310115", "440305", "510107", "330106", "420106", "320102", "370202"])
    d = d or rdate(1968, 2002)
    female = pick([True, False]) if female is None else female
    seq = rd(2) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    p = area + d.strftime("%Y%m%d") + seq
    t = mod11_weights(p, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])
    return p + "10X98765432"[t % 11]


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    while True:
        org = rd(8)
        c = 11 - mod11_weights(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        org += {10: "X", 11: "0"}.get(c, str(c))
        base = "91" + pick(["110105", "310115", "440300", "330100", "510100"]) + org
        t = sum(USCC_CHARS.index(ch) * w for ch, w in zip(base, [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]))
        return base + USCC_CHARS[(31 - t % 31) % 31]


def jp_mynumber():
    p = rd(11)
    t = 0
    for n, ch in enumerate(reversed(p), start=1):
        t += int(ch) * (n + 1 if n <= 6 else n - 5)
    rr = t % 11
    s = p + str(0 if rr <= 1 else 11 - rr)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def jp_houjin():
    base = rdnz(12)
    t = sum(int(ch) * (1 if n % 2 == 1 else 2) for n, ch in enumerate(reversed(base), start=1))
    return str(9 - t % 9) + base


def kr_rrn(female=None):
    d = rdate(1965, 2003)
    female = pick([True, False]) if female is None else female
    g = (2 if female else 1) + (2 if d.year >= 2000 else 0)
    p = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{g}" + rd(5)
    c = (11 - mod11_weights(p, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{p[:6]}-{p[6:]}{c}"


def kr_brn():
    p = rdnz(9)
    t = mod11_weights(p, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(p[8]) * 5) // 10
    s = p + str((10 - t % 10) % 10)
    return f"{s[:3]}-{s[3:5]}-{s[5:]}"


def in_aadhaar():
    s = verhoeff_complete(pick("23456789") + rd(10))
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rd(4) + pick(UP)


GST_CH = DIG + UP


def in_gstin():
    base = pick(["27", "29", "07", "33", "24", "09"]) + rs(UP, 3) + "C" + pick(UP) + rd(4) + pick(UP) + "1Z"
    t = 0
    for i, ch in enumerate(base):
        p = GST_CH.index(ch) * (1 if i % 2 == 0 else 2)
        t += p // 36 + p % 36
    return base + GST_CH[(36 - t % 36) % 36]


def in_ifsc(bank):
    return bank + "0" + rd(6)


def br_cpf():
    while True:
        p = rd(9)
        if len(set(p)) > 1:
            break
    for n in (10, 11):
        t = mod11_weights(p, range(n, 1, -1))
        c = (t * 10) % 11
        p += str(0 if c == 10 else c)
    return f"{p[:3]}.{p[3:6]}.{p[6:9]}-{p[9:]}"


def br_cnpj():
    p = rdnz(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        rr = mod11_weights(p, w) % 11
        p += str(0 if rr < 2 else 11 - rr)
    return f"{p[:2]}.{p[2:5]}.{p[5:8]}/{p[8:12]}-{p[12:]}"


def pt_nif(first=None):
    p = (first or pick("123")) + rd(7)
    rr = mod11_weights(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return p + str(0 if rr < 2 else 11 - rr)


def il_tz():
    return luhn_complete(rd(8))


def ir_melli():
    while True:
        p = rd(9)
        if len(set(p)) < 3:
            continue
        rr = mod11_weights(p, range(10, 1, -1)) % 11
        return p + str(rr if rr < 2 else 11 - rr)


def ru_snils():
    while True:
        p = rd(9)
        if int(p) <= 1001998:
            continue
        t = mod11_weights(p, range(9, 0, -1))
        if t < 100:
            c = t
        elif t in (100, 101):
            c = 0
        else:
            c = t % 101
            c = 0 if c == 100 else c
        return f"{p[:3]}-{p[3:6]}-{p[6:]} {c:02d}"


def ru_inn12():
    p = pick(["77", "78", "50", "66", "54", "16"]) + rd(8)
    c1 = mod11_weights(p, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    p += str(c1)
    c2 = mod11_weights(p, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return p + str(c2)


def ru_inn10():
    p = pick(["77", "78", "50", "66"]) + rd(7)
    return p + str(mod11_weights(p, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    p = "1" + rd(2) + pick(["77", "78", "50"]) + rd(7)
    return p + str(int(p) % 11 % 10)


def ru_bik():
    return "04" + pick(["4525", "4030", "4652", "5004"]) + f"{r.randint(50, 999):03d}"


def _ru_fix(key_prefix, acct_with_q):
    w = [7, 1, 3] * 8
    for c in DIG:
        s = key_prefix + acct_with_q.replace("?", c)
        if sum(int(x) * y for x, y in zip(s, w)) % 10 == 0:
            return acct_with_q.replace("?", c)
    raise AssertionError


def ru_korr(bik):
    return _ru_fix("0" + bik[4:6], "30101810?" + "0000000" + "0" + bik[-3:])


def ru_client_acct(bik):
    return _ru_fix(bik[-3:], "40817810?" + rd(11))


def ru_passport():
    return f"{rd(2)} {r.randint(5, 24):02d} {rd(6)}"


def ua_rnokpp():
    d = rdate(1965, 2003)
    days = (d - datetime.date(1899, 12, 31)).days
    p = f"{days:05d}" + rd(4)
    c = mod11_weights(p, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return p + str(c)


def sa_nid():
    return luhn_complete("1" + rd(8))


def ae_eid():
    s = luhn_complete("784" + str(r.randint(1970, 2002)) + rd(7))
    return f"{s[:3]}-{s[3:7]}-{s[7:14]}-{s[14]}"


def th_id(first=None):
    p = (first or pick("12345678")) + rd(11)
    c = (11 - mod11_weights(p, range(13, 1, -1)) % 11) % 10
    s = p + str(c)
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def vn_cccd():
    g = pick("0123")
    yy = r.randint(70, 99) if g in "01" else r.randint(0, 5)
    return pick(["001", "079", "048", "031", "092", "036"]) + g + f"{yy:02d}" + rd(6)


def vn_mst():
    while True:
        p = pick(["01", "03", "02", "04"]) + rd(7)
        c = 10 - mod11_weights(p, [31, 29, 23, 19, 17, 13, 7, 5, 3]) % 11
        if 0 <= c <= 9:
            return p + str(c)


def id_nik(female=None):
    d = rdate(1970, 2003)
    female = pick([True, False]) if female is None else female
    return pick(["317101", "327301", "357801", "517101", "337401", "317404"]) + f"{d.day + (40 if female else 0):02d}{d.month:02d}{d.year % 100:02d}" + f"{r.randint(1, 60):04d}"


def imei():
    return luhn_complete(pick(["35", "86", "01", "35"]) + rd(12))


def wps_pin():
    p = rd(7)
    d = [int(x) for x in p]
    acc = 3 * (d[0] + d[2] + d[4] + d[6]) + (d[1] + d[3] + d[5])
    return p + str((10 - acc % 10) % 10)


def s10(service, country):
    n = rd(8)
    t = mod11_weights(n, [8, 6, 4, 2, 3, 5, 9, 7])
    c = 11 - t % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return f"{service}{n}{c}{country}"


def usps():
    return gs1_complete("9400" + "1" + rd(17))


def ean13(prefix):
    return gs1_complete(prefix + rd(12 - len(prefix)))


def isbn13():
    return gs1_complete("978" + rd(9))


_VIN_T = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
          "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6,
          "X": 7, "Y": 8, "Z": 9}
_VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_fix(v):
    t = sum(_VIN_T[ch] * w for ch, w in zip(v, _VIN_W)) % 11
    return v[:8] + ("X" if t == 10 else str(t)) + v[9:]


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = pick(["1HG", "5YJ", "1FT", "2T1", "3VW", "JTD"]) + rs(al, 5) + "0" + pick("NPRS") + pick(UP.replace("I", "").replace("O", "").replace("Q", "")) + rd(6)
    return vin_fix(v)


def mac():
    return ":".join(hexs(2) for _ in range(6))


# ---- bank-style codes for several cards ----
def card(kind):
    if kind == "visa":
        p = "4" + rd(14)
    elif kind == "mc":
        p = pick(["51", "52", "53", "54", "55"]) + rd(13)
    elif kind == "mc2":
        p = str(r.randint(2221, 2720)) + rd(11)
    elif kind == "amex":
        p = pick(["34", "37"]) + rd(12)
    elif kind == "unionpay":
        p = pick(["6222", "6228", "6217", "6214"]) + rd(14)
    elif kind == "mir":
        p = "220" + str(r.randint(0, 4)) + rd(11)
    elif kind == "troy":
        p = "9792" + rd(11)
    elif kind == "rupay":
        p = pick(["6521", "6522", "6070", "6080"]) + rd(11)
    elif kind == "jcb":
        p = str(r.randint(3528, 3589)) + rd(11)
    elif kind == "shetab":
        p = pick(["603799", "589210", "610433", "603770", "621986"]) + rd(9)
    elif kind == "discover":
        p = "6011" + rd(11)
    else:
        raise KeyError(kind)
    return luhn_complete(p)


def fmt_card(n):
    if len(n) == 15:
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    return group(n, 4)


# ---- crypto ----
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, rem = divmod(n, 58)
        s = B58[rem] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58check(payload):
    return b58enc(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def wif(key, compressed=True):
    return b58check(b"\x80" + key + (b"\x01" if compressed else b""))


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (b >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def _convertbits(data, frombits, tobits):
    acc = bits = 0
    out = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (tobits - bits)) & maxv)
    return out


def segwit_v0(prog):
    data = [0] + _convertbits(prog, 8, 5)
    pm = _polymod(_hrp_expand("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def bech_ok(addr):
    hrp, data = addr[:2], [BECH.index(c) for c in addr[3:]]
    return _polymod(_hrp_expand(hrp) + data) == 1


BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance
advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all
alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve
april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect
asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn
average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball
bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before
begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology
bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body
boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread
breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget
buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable
cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain car carbon
card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave
ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap
check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon
circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock
close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine
come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper
copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft crane crash
crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad
damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline decorate
decrease deer defense define defy degree delay deliver demand denial dentist deny depart depend deposit depth deputy
derive describe desert design desk despair destroy detail detect develop device devote diagram dial diamond diary dice
diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder
display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose
double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during
dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort
egg eight either elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge emotion
employ empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough
enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay
essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute
exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye eyebrow
fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father
fatigue fault favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction field
figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat
flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest
forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost
frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic
garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger
giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose
gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group
grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat
have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire
history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub
huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill
illegal illness image imitate immense immune impact impose improve impulse inch include income increase index indicate
indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane
insect inside inspire install intact interest into invest invite involve iron island isolate issue item ivory jacket
jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just kangaroo
keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label
labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf
learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level liar liberty
library license life lift light like limb limit link lion liquid list little live lizard load loan lobster local lock
logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic
magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin marine market
marriage mask mass master match material math matrix matter maximum maze meadow mean measure meat mechanic medal media
melody melt member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk million
mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment
monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin
mule multiply muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature
near neck need negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise
nominee noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey object oblige
obscure observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic omit once one
onion online only open opera opinion oppose option orange orbit orchard order ordinary organ orient original orphan
ostrich other outdoor outer output outside oval oven over own owner oxygen oyster ozone pact paddle page pair palace palm
panda panel panic panther paper parade parent park parrot party pass patch path patient patrol pattern pause pave
payment peace peanut pear peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase
physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic
plate play please pledge pluck plug plunge poem poet point polar pole police pond pony pool popular portion position
possible post potato pottery poverty powder power practice praise predict prefer prepare present pretty prevent price
pride primary print priority prison private prize problem process produce profit program project promote proof property
prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse
push put puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar radio rail
rain raise rally ramp ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall
receive recipe record recycle reduce reflect reform refuse region regret regular reject relax release relief rely
remain remember remind remove render renew rent reopen repair repeat replace report require rescue resemble resist
resource response result retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle
right rigid ring riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate
rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad salmon salon salt salute
same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter scene scheme school science scissors
scorpion scout scrap screen script scrub sea search season seat second secret section security seed seek segment select
sell seminar senior sense sentence series service session settle setup seven shadow shaft shallow share shed shell
sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick
side siege sight sign silent silk silly silver similar simple since sing siren sister situate six size skate sketch ski
skill skin skirt skull slab slam sleep slender slice slide slight slim slogan slot slow slush small smart smile smoke
smooth snack snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve someone song
soon sorry sort soul sound soup source south space spare spatial spawn speak special speed spell spend sphere spice
spider spike spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable
stadium staff stage stairs stamp stand start state stay steak steel stem step stereo stick still sting stock stomach
stone stool story stove strategy street strike strong struggle student stuff stumble style subject submit subway
success such sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme sure surface surge surprise
surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup
system table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent
term test text thank that theme then theory there they thing this thought three thrive throw thumb thunder ticket tide
tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler toe together toilet token tomato tomorrow
tone tongue tonight tool tooth top topic topple torch tornado tortoise toss total tourist toward tower town toy track
trade traffic tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim trip trophy
trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice
twin twist two type typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique
unit universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used
useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet
vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view village vintage
violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage wage wagon wait walk wall
walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend
weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win window wine wing
wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck
wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo""".split()


def seed_phrase(n):
    return " ".join(r.sample(BIP39_SUBSET, n))


def eth_key():
    return "0x" + hexs(64)


def eth_addr():
    return "0x" + hexs(40)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub, priv, chk = rbytes(32), rbytes(32), rbytes(4)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    sec = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(priv + pub) + sshstr(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
            + sshstr(pubblob) + sshstr(sec))
    body = group(b64(blob), 70, "\n")
    return body, "ssh-ed25519 " + b64(pubblob) + " " + comment


def ec_p256_body():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    return group(b64(der), 64, "\n")


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rbytes(32 if alg == 'HS256' else 256))}"


# ---- provider tokens (realistic prefixes, alphabets, lengths) ----
def aws_akid():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return mixed(ALNUM + "+/", 40)


def gh_pat():
    return "ghp_" + mixed(ALNUM, 36)


def gh_fine():
    return "github_pat_11" + mixed(UP + DIG, 20, (UP, DIG)) + "_" + mixed(ALNUM, 59)


def glpat():
    return "glpat-" + mixed(ALNUM + "-_", 20)


def stripe_live(kind="sk"):
    return f"{kind}_live_51" + rs(ALNUM, 14) + mixed(ALNUM, 83)


def stripe_short(kind="sk"):
    return f"{kind}_live_" + mixed(ALNUM, 24)


def slack_bot():
    return f"xoxb-{rdnz(12)}-{rdnz(13)}-{mixed(ALNUM, 24)}"


def slack_hook_path():
    return f"T0{rs(UP + DIG, 8)}/B0{rs(UP + DIG, 9)}/{mixed(ALNUM, 24)}"


def openai_key():
    return "sk-proj-" + mixed(B64URL, 74) + "T3BlbkFJ" + mixed(B64URL, 74)


def anthropic_key():
    return "sk-ant-api03-" + mixed(B64URL, 93) + "AA"


def google_key():
    return "AIzaSy" + mixed(B64URL, 33)


def sendgrid_key():
    return "SG." + mixed(B64URL, 22) + "." + mixed(B64URL, 43)


def npm_token():
    return "npm_" + mixed(ALNUM, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJD" + mixed(B64URL, 150)


def hf_token():
    return "hf_" + mixed(UP + LO, 34, (UP, LO))


def telegram_token():
    return f"{r.randint(5000000000, 8299999999)}:AA{mixed(B64URL, 33)}"


def discord_token():
    snow = str(r.randint(1000000000000000000, 1320000000000000000))
    return b64u(snow.encode()) + "." + mixed(B64URL, 6) + "." + mixed(B64URL, 38), snow


def do_token():
    return "dop_v1_" + hexs(64)


def shopify_token():
    return "shpat_" + hexs(32)


def azure_key():
    return b64(rbytes(64))


def wg_key():
    return b64(rbytes(32))


def gmail_app_pw():
    return " ".join(rs(LO, 4) for _ in range(4))


def django_key():
    return mixed(LO + DIG + "!@#%^&*(-_=+)", 50, (LO, DIG))


def onepassword_key():
    al = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
    return f"A3-{rs(al, 6)}-{rs(al, 6)}-{rs(al, 5)}-{rs(al, 5)}-{rs(al, 5)}-{rs(al, 5)}"


def bitlocker_key():
    return "-".join(f"{r.randint(0, 65535) * 11:06d}" for _ in range(8))


def bitlocker_ok(s):
    return all(len(b) == 6 and int(b) % 11 == 0 and int(b) < 720896 for b in s.split("-"))


def password(n=None, specials="!#%&*+-.=?@_$"):
    n = n or r.randint(10, 16)
    return mixed(ALNUM + specials, n, (UP, LO, DIG, specials))


def pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) >= 3 and p not in ("1234", "0000", "123456"):
            return p


def otp(n=6):
    while True:
        p = rd(n)
        if len(set(p)) >= 3:
            return p


def mpesa_code():
    return pick("STU") + mixed(UP + DIG, 9, (UP, DIG))


def word_pw():
    words = ["Maple", "Harbor", "Tiger", "Lantern", "Cobalt", "Juniper", "Falcon", "Pepper", "Orchid", "Granite",
             "Willow", "Comet", "Saffron", "Biscuit", "Marble", "Thunder", "Velvet", "Cactus"]
    return pick(words) + pick(words).lower() + rd(r.randint(2, 4)) + pick("!?#$*")


# ----------------------------------------------------------------------------------------------
# self tests of the algorithms against published valid examples (exit 1 on failure)
# ----------------------------------------------------------------------------------------------
def self_test():
    problems = []
    def chk(cond, what):
        if not cond:
            problems.append(what)
    chk(luhn_ok("79927398713"), "luhn")
    chk(verhoeff_complete("236") == "2363", "verhoeff")
    chk(iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000"), "iban")
    chk(aba_ok("021000021"), "aba")
    chk("12345678" + "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "12345678Z", "dni")
    t = mod11_weights("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])
    chk("10X98765432"[t % 11] == "X", "cn id")
    chk(it_check_char("RSSMRA85T10A562") == "S", "codice fiscale")
    chk(mod11_weights("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10 == 1, "pesel")
    chk(mod11_weights("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3, "inn10")
    chk(mod11_weights("112233445", range(9, 0, -1)) == 95, "snils")
    chk(wif(bytes.fromhex("0C28FCA386C7A227600B2FE50B7CAE11EC86D3BF1FBE471BE89827E19D72AA1D"), False)
        == "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ", "wif")
    chk(segwit_v0(bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"))
        == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "bech32")
    chk(vin_fix("1M8GDM9A0KP042788") == "1M8GDM9AXKP042788", "vin")
    chk(luhn_ok("490154203237518"), "imei")
    chk(gs1_complete("978030640615") == "9780306406157", "isbn13")
    d = [int(x) for x in "1000000014"]
    chk(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4, "tckn")
    p = "111444777"
    for n in (10, 11):
        c = (mod11_weights(p, range(n, 1, -1)) * 10) % 11
        p += str(0 if c == 10 else c)
    chk(p == "11144477735", "cpf")
    chk(mod11_weights("111222333", [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 == 0, "bsn")
    x = [int(c) for c in "51824753556"]
    x[0] -= 1
    chk(sum(a * w for a, w in zip(x, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0, "abn")
    return problems


def uk_vat():
    p = rdnz(7)
    c = (-mod11_weights(p, [8, 7, 6, 5, 4, 3, 2])) % 97
    s = p + f"{c:02d}"
    return f"GB {s[:3]} {s[3:7]} {s[7:]}"


NATO = {"A": "Alpha", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf",
        "H": "Hotel", "I": "India", "J": "Juliet", "K": "Kilo", "L": "Lima", "M": "Mike", "N": "November",
        "O": "Oscar", "P": "Papa", "Q": "Quebec", "R": "Romeo", "S": "Sierra", "T": "Tango", "U": "Uniform",
        "V": "Victor", "W": "Whiskey", "X": "X-ray", "Y": "Yankee", "Z": "Zulu"}
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def spell_out(pw):
    out = []
    for c in pw:
        if c.isupper():
            out.append(f"capital {c} as in {NATO[c]}")
        elif c.islower():
            out.append(f"lowercase {c}")
        elif c.isdigit():
            out.append(f"number {NUMW[int(c)]}")
        else:
            out.append({"!": "exclamation mark", "#": "hash sign", "@": "at sign", "$": "dollar sign",
                        "%": "percent sign", "&": "ampersand", "*": "asterisk", "?": "question mark"}[c])
    return ", ".join(out)


def distinct(fn, n):
    vals = []
    while len(vals) < n:
        v = fn()
        if all(v not in o and o not in v for o in vals):
            vals.append(v)
    return vals


# ----------------------------------------------------------------------------------------------
# cases
# ----------------------------------------------------------------------------------------------
CASES = []


def case(slug, lang, note):
    def deco(fn):
        CASES.append((slug, lang, note, fn))
        return fn
    return deco


# Well-known documentation / example values; they may appear only as look-alikes.
DOCS = {
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "4242 4242 4242 4242", "4000 0025 0000 3155", "4000 0000 0000 9995", "3782 822463 10005",
    "4111 1111 1111 1111", "5555 5555 5555 4444", "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32",
    "078-05-1120", "123-45-6789", "correct horse battery staple", "Tr0ub4dor&3", "hunter2", "P@ssw0rd",
    "Password123", "123456", "qwerty123", "123456789012", "111.444.777-35", "12345678Z",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "RSSMRA85T10A562S", "NL91 ABNA 0417 1643 00", "FR14 2004 1010 0505 0001 3M02 606", "11010519491231002X",
}
DOCS_CARDS = ["4242 4242 4242 4242", "4000 0025 0000 3155", "4000 0000 0000 9995", "3782 822463 10005",
              "4111 1111 1111 1111", "5555 5555 5555 4444"]
DOCS_IBANS = ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "NL91 ABNA 0417 1643 00",
              "FR14 2004 1010 0505 0001 3M02 606"]


# ============================== English: positive ==============================================
@case("aws-keypair-dotenv", "en", "AWS access key id and secret in a pasted .env; the AWS docs example key id is a look-alike")
def _():
    ak, sk = aws_akid(), aws_secret()
    t = f"""my boto3 script keeps failing with InvalidClientTokenId. here's my .env, what am I doing wrong?

AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
AWS_DEFAULT_REGION=eu-west-2
S3_BUCKET=acme-invoices-prod

the tutorial I followed had AKIAIOSFODNN7EXAMPLE in it and I swapped in mine, so the format should be right"""
    return t, [ak, sk], ["AKIAIOSFODNN7EXAMPLE"]


@case("github-pat-revoked", "en", "GitHub classic PAT the user says is already revoked (still a secret); commit hash look-alike")
def _():
    tok, sha = gh_pat(), hexs(40)
    t = (f"I pushed a commit with my personal access token hardcoded in deploy.sh ({tok}) to a public repo. "
         f"GitHub emailed me and I already revoked it. How do I scrub it from the history? The bad commit is {sha} on main.")
    return t, [tok], [sha]


@case("stripe-live-vs-docs-test", "en", "Stripe live secret key next to the Stripe docs test key and the 4242 test card")
def _():
    sk = stripe_live()
    t = f"""Switching my Django shop from test to live mode. In settings.py I had

STRIPE_SECRET_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"

(copied from the Stripe docs) and now it's

STRIPE_SECRET_KEY = "{sk}"

Do I also need a new webhook endpoint? Test payments with 4242 4242 4242 4242 all went through."""
    return t, [sk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242"]


@case("postgres-url-hash-in-password", "en", "credentials of a postgres URL (user:password listed, host is a look-alike)")
def _():
    pw = rs(ALNUM, 6) + "#" + mixed(ALNUM, 6)
    host = f"db-prod-{r.randint(1, 4)}.internal.northwind-logistics.io"
    cred = f"orders_app:{pw}"
    t = f"""psql: error: connection to server at "{host}" (10.20.4.17), port 5432 failed: FATAL:  password authentication failed for user "orders_app"

my DATABASE_URL is postgresql://{cred}@{host}:5432/orders

the password has a # in it, do I need to URL-encode it?"""
    return t, [cred], [host]


@case("mongodb-srv-bad-auth", "en", "MongoDB Atlas SRV string: user:password is the secret, the cluster host a look-alike")
def _():
    pw = mixed(ALNUM, 16)
    cl = f"cluster0.{rs(LO + DIG, 5)}.mongodb.net"
    cred = f"mkadmin:{pw}"
    t = f"""const uri = "mongodb+srv://{cred}@{cl}/?retryWrites=true&w=majority&appName=Cluster0";

MongoServerError: bad auth : authentication failed

I copied it straight from Atlas and the IP access list is 0.0.0.0/0. what else could it be?"""
    return t, [cred], [cl]


@case("jdbc-properties-password", "en", "SQL Server JDBC settings in application.properties; the password value is the secret; error code look-alike")
def _():
    pw = password()
    t = f"""application.properties:

spring.datasource.url=jdbc:sqlserver://sql-hr-02.corp.contoso.local:1433;databaseName=Payroll;encrypt=true;trustServerCertificate=true
spring.datasource.username=svc_payroll
spring.datasource.password={pw}

Startup fails with "Login failed for user 'svc_payroll'", error 18456, state 8. The same login works in SSMS."""
    return t, [pw], ["18456"]


@case("openai-key-python", "en", "OpenAI project key in Python code; request id look-alike")
def _():
    k, req = openai_key(), "req_" + hexs(32)
    t = f"""from openai import OpenAI
client = OpenAI(api_key="{k}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "hi"}}])

I get 429 insufficient_quota even though I added $20 of credit this morning. request id {req}"""
    return t, [k], [req]


@case("anthropic-key-curl", "en", "Anthropic API key in a curl header; API version date look-alike")
def _():
    k = anthropic_key()
    t = f"""why does this return 401 authentication_error?

curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: {k}" \\
  -H "anthropic-version: 2023-06-01" \\
  -H "content-type: application/json" \\
  -d @body.json"""
    return t, [k], ["2023-06-01"]


@case("slack-bot-token", "en", "Slack bot token; channel id look-alike")
def _():
    tok, ch = slack_bot(), "C0" + rs(UP + DIG, 9)
    t = (f"My deploy bot posts with SLACK_BOT_TOKEN={tok} to channel {ch} and gets not_in_channel. "
         f"Scopes are chat:write and channels:read. Do I have to /invite it?")
    return t, [tok], [ch]


@case("slack-webhook-url", "en", "Slack incoming webhook: the T/B/secret path is the secret")
def _():
    path = slack_hook_path()
    t = f"""this works on my laptop but times out from Lambda:

requests.post("https://hooks.slack.com/services/{path}", json={{"text": msg}}, timeout=5)

is it a VPC/NAT thing?"""
    return t, [path], []


@case("sendgrid-yaml-template", "en", "SendGrid key in YAML config; dynamic template id (d-...) look-alike")
def _():
    k, tpl = sendgrid_key(), "d-" + hexs(32)
    t = f"""config/mail.yml

sendgrid:
  api_key: "{k}"
  from: "no-reply@brightlane.app"
  templates:
    welcome: "{tpl}"

the welcome mail is delivered but every handlebars variable comes out empty"""
    return t, [k], [tpl]


@case("google-maps-key-place-id", "en", "Google Maps API key in a script tag; Place ID look-alike")
def _():
    k, place = google_key(), "ChIJ" + mixed(B64URL, 23)
    t = (f'<script src="https://maps.googleapis.com/maps/api/js?key={k}&libraries=places&callback=initMap" async></script>\n\n'
         f"the map renders grey with \"This page can't load Google Maps correctly\". I'm centering it on place_id {place}. billing is enabled.")
    return t, [k], [place]


@case("npmrc-token-integrity", "en", "npm automation token in .npmrc; package integrity hash and version look-alikes")
def _():
    tok, integ = npm_token(), "sha512-" + b64(rbytes(64))
    t = f"""our CI .npmrc:

//registry.npmjs.org/:_authToken={tok}

npm publish fails with E403 "You cannot publish over the previously published versions: 2.4.1". The lockfile entry has integrity {integ}. Do I just bump the version?"""
    return t, [tok], [integ, "2.4.1"]


@case("telegram-bot-token", "en", "Telegram bot token; channel chat id look-alike")
def _():
    tok, chat = telegram_token(), "-100" + rdnz(10)
    t = f"""bot = telebot.TeleBot("{tok}")
bot.send_message({chat}, "nightly backup finished")

-> Error code: 400. Description: Bad Request: chat not found. The bot is an admin of the channel, so why?"""
    return t, [tok], [chat]


@case("gitlab-clone-token", "en", "GitLab PAT inside a clone URL in CI (oauth2:token listed); pipeline id look-alike")
def _():
    tok, pid = glpat(), rdnz(10)
    cred = f"oauth2:{tok}"
    t = f"""in .gitlab-ci.yml:

deploy:
  script:
    - git clone https://{cred}@gitlab.com/brightlane/infra.git
    - cd infra && ./deploy.sh

pipeline #{pid} dies at the clone with "HTTP Basic: Access denied". the token has read_repository."""
    return t, [cred], [pid]


@case("jwt-bearer-expired", "en", "JWT access token in a curl Authorization header; request id UUID look-alike")
def _():
    iat = r.randint(1796000000, 1796600000)
    tok = jwt({"sub": uuid4(), "email": "m.ellery@tallyup.io", "role": "authenticated", "iat": iat, "exp": iat + 3600})
    rid = uuid4()
    t = f"""curl -s -H 'Authorization: Bearer {tok}' https://api.tallyup.io/v2/me
{{"error":"token_expired","request_id":"{rid}"}}

the exp should be an hour after iat, is the server clock off?"""
    return t, [tok], [rid]


@case("django-session-cookie", "en", "Django session cookie from devtools; Google Analytics cookie look-alike")
def _():
    sid = rs(LO + DIG, 32)
    ga = f"GA1.1.{rdnz(10)}.{r.randint(1780000000, 1796000000)}"
    t = f"""copied from devtools so you can see what's sent:

Cookie: _ga={ga}; sessionid={sid}; django_language=en

why does every deploy log everybody out?"""
    return t, [sid], [ga]


@case("ec-private-key-nginx", "en", "EC private key PEM body; certificate fingerprint and OpenSSL error code look-alikes")
def _():
    body = ec_p256_body()
    fp = "SHA256:" + b64(rbytes(32)).rstrip("=")
    t = f"""nginx won't start: SSL_CTX_use_PrivateKey failed (SSL: error:0B080074:x509 certificate routines:X509_check_private_key:key values mismatch)

cert fingerprint {fp}

key file:
-----BEGIN EC PRIVATE KEY-----
{body}
-----END EC PRIVATE KEY-----"""
    return t, [body], [fp, "0B080074"]


@case("openssh-deploy-key-mixup", "en", "OpenSSH ed25519 private key pasted by mistake; the public key is a look-alike")
def _():
    body, publine = openssh_ed25519("deploy@ci-runner-3")
    pub = publine.split()[1]
    t = f"""GitHub says "Key is invalid. You must supply a key in OpenSSH public key format". I pasted this into Deploy keys:

-----BEGIN OPENSSH PRIVATE KEY-----
{body}
-----END OPENSSH PRIVATE KEY-----

and the .pub next to it is
{publine}"""
    return t, [body], [pub]


@case("metamask-seed-phrase", "en", "12-word recovery phrase; the public wallet address is a look-alike")
def _():
    ph, addr = seed_phrase(12), eth_addr()
    t = (f"Moving MetaMask to a new laptop. The recovery phrase I wrote down is: {ph}\n\n"
         f"When I import it I get a different account than {addr}. Did I misspell a word?")
    return t, [ph], [addr]


@case("eth-private-key-vs-tx-hash", "en", "Ethereum private key in hardhat config; a transaction hash of the same shape is a look-alike")
def _():
    k, tx = eth_key(), "0x" + hexs(64)
    t = f"""hardhat.config.js

module.exports = {{
  solidity: "0.8.24",
  networks: {{
    sepolia: {{ url: process.env.SEPOLIA_RPC, accounts: ["{k}"] }}
  }}
}};

the deploy tx {tx} has been pending for an hour, should I resend with higher gas?"""
    return t, [k], [tx]


@case("paper-wallet-wif", "en", "Bitcoin WIF private key from a paper wallet; destination bech32 address look-alike")
def _():
    w, addr = wif(rbytes(32)), segwit_v0(rbytes(20))
    t = (f"Found an old paper wallet in a drawer. The private key printed on it is {w}. "
         f"I want to sweep it into my Electrum wallet, receiving address {addr}. Anything I should watch out for with fees?")
    return t, [w], [addr]


@case("totp-seed-otpauth", "en", "TOTP seed inside an otpauth:// URI (the secret parameter)")
def _():
    sec = rs(B32, 32)
    t = (f"My authenticator app died but I saved the setup link from the QR code back then:\n"
         f"otpauth://totp/Fastmail:dana.whitfield@fastmail.com?secret={sec}&issuer=Fastmail&algorithm=SHA1&digits=6&period=30\n"
         f"Can I just add that to Aegis?")
    return t, [sec], []


@case("github-recovery-codes", "en", "six GitHub 2FA recovery codes pasted as a list")
def _():
    codes = distinct(lambda: f"{hexs(5)}-{hexs(5)}", 6)
    t = "is it ok to keep these in my notes app? from github-recovery-codes.txt:\n\n" + "\n".join(codes)
    return t, codes, []


@case("google-backup-codes", "en", "four Google 2-step backup codes in 4+4 digit form")
def _():
    codes = distinct(lambda: f"{rdnz(4)} {rd(4)}", 4)
    t = ("Please remember my Google backup codes in case I lose my phone:\n"
         + "\n".join(f"{i}. {c}" for i, c in enumerate(codes, 1)) + "\n(each one works once)")
    return t, codes, []


@case("bank-sms-otp-scam-call", "en", "one-time code in a pasted bank SMS; the SMS short code is a look-alike")
def _():
    code = otp(6)
    t = f"""Got this text a minute ago and now someone on the phone says he's from Chase fraud and needs the code to "stop the transaction". Legit?

From 24273: Chase: Your one-time code is {code}. Don't share this code with anyone. We will never call you to ask for it."""
    return t, [code], ["24273"]


@case("card-hotel-guarantee", "en", "Visa number and CVV for a hotel form; hotel confirmation number look-alike")
def _():
    n, cvc, conf = fmt_card(card("visa")), rd(3), rdnz(10)
    t = (f"Can you fill in the guarantee form for my hotel? Card {n}, exp {expiry()}, CVV {cvc}, "
         f"name on card Marcus Ellery. Their confirmation number is {conf}, arrival Jan 9, 2 nights.")
    return t, [n, cvc], [conf]


@case("amex-markdown-table", "en", "Amex number and 4-digit CID in a markdown table; masked old card look-alike")
def _():
    n, cid, last4 = fmt_card(card("amex")), rd(4), rd(4)
    masked = f"**** **** **** {last4}"
    t = f"""I keep this table in my budget doc, can you add a column for the annual fee?

| card | number | exp | CID |
|---|---|---|---|
| Amex Gold | {n} | {expiry()} | {cid} |
| Costco Visa (closed) | {masked} | - | - |"""
    return t, [n, cid], [masked]


@case("us-ach-routing-swift", "en", "own checking account number (secret) with the bank's ABA routing number and SWIFT (look-alikes)")
def _():
    rt, acct = aba(), rdnz(12)
    t = (f"My freelance client's payroll form asks for direct deposit info. Bank: Chase, routing number {rt}, "
         f"checking account {acct}. For international wires they want a SWIFT code too, is it CHASUS33?")
    return t, [acct], [rt, "CHASUS33"]


@case("uk-sort-code-account-iban", "en", "UK account number and IBAN (secrets) with the sort code (look-alike)")
def _():
    sc = rd(6)
    acct = rd(8)
    ib = ifmt(iban("GB", "MONZ" + sc + acct))
    sort = f"{sc[:2]}-{sc[2:4]}-{sc[4:]}"
    t = (f"Landlord wants my bank details for the deposit refund. Sort code {sort}, account number {acct}, "
         f"name T. Okonkwo. He's in Spain so should I give the IBAN {ib} as well?")
    return t, [acct, ib], [sort]


@case("au-bsb-account", "en", "Australian account number (secret) with BSB (look-alike)")
def _():
    bsb, acct = f"06{r.randint(0, 9)}-{rd(3)}", rdnz(8)
    t = (f"Setting up my tax refund with the ATO. CommBank BSB {bsb}, account number {acct}, account name J Nguyen. "
         f"Do I need to put anything in the lodgement reference?")
    return t, [acct], [bsb]


@case("w2-ssn-employer-ein", "en", "own SSN (secret) with the employer's EIN and wages (look-alikes)")
def _():
    ssn, ein = us_ssn(), f"{r.randint(10, 98)}-{rdnz(7)}"
    t = (f"Doing my 1040 by hand. W-2 box a (my SSN) is {ssn}, box b employer EIN {ein}, box 1 wages $84,213.55. "
         f"Which line of the 1040 do the wages go on?")
    return t, [ssn], [ein, "$84,213.55"]


@case("passport-dl-global-entry", "en", "US passport number and California driver license number; payment confirmation look-alike")
def _():
    pp, dl, conf = pick("ACEF") + rd(8), pick(UP) + rd(7), rs(UP + DIG, 10)
    t = (f"Filling in the Global Entry application. Passport number {pp} (issued 2023), California driver license {dl}. "
         f"I already paid the $120 fee, confirmation {conf}. What does 'conditionally approved' mean?")
    return t, [pp, dl], [conf]


@case("health-insurance-member-id", "en", "health plan member id (secret); group number, pharmacy BIN and claim number look-alikes")
def _():
    mem, grp, claim = pick(["XEH", "JQU", "YLS", "ZGP"]) + rd(9), "00" + rdnz(5), rdnz(13)
    t = (f"My Blue Cross card says Member ID {mem}, Group No. {grp}, RxBIN 003858, RxPCN A4. "
         f"The pharmacy says claim {claim} was rejected with 'coverage terminated'. What do I ask them?")
    return t, [mem], [grp, "003858", claim]


@case("medicare-mbi-father", "en", "Medicare Beneficiary Identifier entrusted by a parent; effective date look-alike")
def _():
    mbi = medicare_mbi()
    t = (f"Helping my dad sign up for a Part D plan. His new Medicare number is {mbi}. "
         f"The plan finder asks for a coverage start date, should that be 03/01/2027?")
    return t, [mbi], ["03/01/2027"]


@case("uk-nino-nhs-number", "en", "UK National Insurance number and NHS number; surgery phone number look-alike")
def _():
    ni, nhs = uk_nino(), uk_nhs()
    t = (f"Help me with the PIP form. My National Insurance number is {ni} and my NHS number is {nhs}. "
         f"The GP surgery is on 020 7946 0321 if they need to confirm anything.")
    return t, [ni, nhs], ["020 7946 0321"]


@case("airbnb-welcome-codes", "en", "lockbox code and Wi-Fi password for guests (entrusted secrets); listing id look-alike")
def _():
    box, wifi, listing = pin(4), word_pw(), rdnz(18)
    t = (f"Write a warm welcome message for my Airbnb guests. Include: the lockbox is left of the garage door, code {box}; "
         f"Wi-Fi network Casita-5G, password {wifi}; checkout is 11am; and ask them to review us at airbnb.com/rooms/{listing}")
    return t, [box, wifi], [listing]


@case("wifi-qr-string", "en", "Wi-Fi password inside a WIFI: QR payload")
def _():
    pw = password(14)
    t = f"I'm printing a QR code for the guest network, is this string right?\n\nWIFI:T:WPA;S:Hollis_Guest;P:{pw};H:false;;"
    return t, [pw], []


@case("dog-sitter-gate-alarm", "en", "gate code and alarm disarm code for a sitter; vet phone number look-alike")
def _():
    gate, alarm = distinct(lambda: pin(4), 2)
    t = (f"Draft a note for our dog sitter: side gate code is {gate}. The alarm panel is by the back door, "
         f"disarm with {alarm} then OFF. Luna eats twice a day, one scoop. Vet is Dr. Amari at (503) 555-0142. We're back on the 14th.")
    return t, [gate, alarm], ["(503) 555-0142"]


@case("safe-combination-late-father", "en", "safe combination entrusted in a letter; safe model number look-alike")
def _():
    combo = f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}"
    model = "SFW" + rd(3) + pick(["GDC", "ETB", "FSC"])
    t = (f"My father passed and left the combination for his Sentry safe in a letter: {combo}. "
         f"It won't open. The model on the back is {model}. Is there a reset procedure the family can use?")
    return t, [combo], [model]


@case("sim-pin-puk-imei", "en", "SIM PIN and PUK; IMEI look-alike")
def _():
    puk, spin, im = rdnz(8), pin(4), imei()
    t = (f"Phone is PUK-locked after I typed the SIM PIN wrong three times. Carrier gave me PUK {puk}. "
         f"My SIM PIN was {spin}. IMEI is {im} if that matters. How do I enter the PUK on a Pixel?")
    return t, [puk, spin], [im]


@case("debit-pin-card-last4", "en", "debit card PIN (secret) next to the card's last four digits (look-alike)")
def _():
    p, last4 = distinct(lambda: pin(4), 2)
    t = f"Can you remember my new debit card PIN for me? It's {p}. It's the card ending in {last4}, the old one is cut up."
    return t, [p], [last4]


@case("security-question-answers", "en", "answers to bank security questions; bank phone number look-alike")
def _():
    maiden = pick(["Okafor", "Delacroix", "Brennan", "Szymanski", "Lindqvist"])
    pet = pick(["Biscuit", "Pickles", "Mochi", "Rufus", "Waffles"])
    street = pick(["Larkspur Lane", "Wexford Road", "Calloway Street", "Birchmont Drive"])
    t = (f"Store my security answers for the credit union, I always forget what I typed:\n"
         f"- mother's maiden name: {maiden}\n- name of first pet: {pet}\n- street you grew up on: {street}\n"
         f"Their support line is 1-888-555-0143.")
    return t, [maiden, pet, street], ["1-888-555-0143"]


@case("password-spelled-phonetically", "en", "router password spelled out character by character (the spelled sequence is the secret)")
def _():
    pw = mixed(UP + LO + DIG + "!#@", 9, (UP, LO, DIG, "!#@"))
    sp = spell_out(pw)
    t = (f"Voice typing this, sorry. Can you turn it back into the actual password so I can paste it? "
         f"The router password is {sp}. Then tell me how to change it.")
    return t, [sp], []


@case("vpn-password-correction", "en", "multi-message: a password and its correction, both secrets")
def _():
    pw1 = password(12)
    i = r.randint(3, 8)
    pw2 = pw1[:i] + pick([c for c in ALNUM if c != pw1[i]]) + pw1[i + 1:]
    t = f"can you save my work VPN password so I stop forgetting it: {pw1}\n---\nwait no, mistyped. it's {pw2}"
    return t, [pw1, pw2], []


@case("own-passphrase-vs-xkcd", "en", "own four-word passphrase (secret) next to the famous xkcd example (look-alike)")
def _():
    words = r.sample(["ember", "walrus", "teapot", "quartz", "lagoon", "velcro", "tundra", "banjo", "pixel",
                      "mango", "saddle", "gravel", "nimbus"], 4)
    pp = " ".join(words) + " " + rd(2)
    t = (f"After the xkcd comic with 'correct horse battery staple' I made my own master passphrase for Bitwarden: "
         f"{pp}. Is four words plus a number enough or should I add a fifth word?")
    return t, [pp], ["correct horse battery staple"]


@case("compose-postgres-password-digest", "en", "POSTGRES_PASSWORD in docker-compose; image digest look-alike")
def _():
    pw, dg = password(), "sha256:" + hexs(64)
    t = f"""docker-compose.yml

services:
  db:
    image: postgres:16@{dg}
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: {pw}
      POSTGRES_DB: app
    volumes:
      - pgdata:/var/lib/postgresql/data

the container keeps restarting: "database files are incompatible with server". what happened?"""
    return t, [pw], [dg]


@case("k8s-secret-base64", "en", "base64-encoded password in a Kubernetes Secret (the encoded value is the secret); object uid look-alike")
def _():
    enc, uid = b64(password().encode()), uuid4()
    t = f"""kubectl get secret db-creds -o yaml

apiVersion: v1
data:
  password: {enc}
  username: YXBw
kind: Secret
metadata:
  name: db-creds
  namespace: billing
  uid: {uid}
type: Opaque

but inside the pod $DB_PASSWORD is empty. what am I missing?"""
    return t, [enc], [uid]


@case("azure-storage-connection-string", "en", "Azure storage connection string: the AccountKey value is the secret")
def _():
    key = azure_key()
    t = (f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=stbrightlaneprod;AccountKey={key};EndpointSuffix=core.windows.net\n\n"
         f"BlobServiceClient.from_connection_string() raises \"Connection string missing required connection details\". Quoting problem?")
    return t, [key], []


@case("tfvars-rds-password", "en", "RDS master password in terraform.tfvars; VPC and subnet ids look-alikes")
def _():
    pw = mixed(ALNUM, 6) + "@" + mixed(ALNUM, 6)
    vpc, sub = "vpc-0" + hexs(16), "subnet-0" + hexs(16)
    t = f"""terraform.tfvars

db_username = "dbadmin"
db_password = "{pw}"
vpc_id      = "{vpc}"
subnet_ids  = ["{sub}"]

Error: creating RDS DB Instance: InvalidParameterValue: The parameter MasterUserPassword is not a valid password. Only printable ASCII characters besides '/', '@', '"', ' ' may be used."""
    return t, [pw], [vpc, sub]


@case("cloudflare-token-zone-id", "en", "Cloudflare API token; zone id (32 hex) look-alike")
def _():
    tok, zone = mixed(B64URL, 40), hexs(32)
    t = f"""curl "https://api.cloudflare.com/client/v4/zones/{zone}/dns_records?type=A" \\
  -H "Authorization: Bearer {tok}"

returns "Authentication error" with code 10000. The token has Zone.DNS edit permission on this zone."""
    return t, [tok], [zone, "10000"]


@case("heroku-api-key-uuid", "en", "Heroku API key (UUID-shaped secret) beside a release UUID look-alike")
def _():
    key, rel = uuid4(), uuid4()
    t = (f"HEROKU_API_KEY={key} is set as a repo secret but the GitHub Action fails with \"Invalid credentials provided\". "
         f"The last good release was {rel}. Did Heroku expire the key?")
    return t, [key], [rel]


@case("gmail-app-password-nodemailer", "en", "Gmail app password in nodemailer config; SMTP reply code look-alike")
def _():
    apw = gmail_app_pw()
    t = f"""const transporter = nodemailer.createTransport({{
  host: "smtp.gmail.com",
  port: 465,
  secure: true,
  auth: {{ user: "rosa.quintero.design@gmail.com", pass: "{apw}" }}
}});

Error: Invalid login: 535-5.7.8 Username and Password not accepted. 2FA is on and that's an app password."""
    return t, [apw], ["535-5.7.8"]


@case("router-label-admin-wps", "en", "router admin password and WPS PIN from the label; serial number and MAC look-alikes")
def _():
    admin, wp, sn, m = mixed(UP + DIG, 10, (UP, DIG)), wps_pin(), rs(UP + DIG, 13), mac().upper()
    t = (f"The sticker under my new router says: Admin password {admin} / WPS PIN {wp} / S/N {sn} / MAC {m}. "
         f"Should I change the admin password even though it looks random?")
    return t, [admin, wp], [sn, m]


@case("bitlocker-recovery-key", "en", "BitLocker recovery key (blocks divisible by 11); key id GUID look-alike")
def _():
    key, kid = bitlocker_key(), uuid4().upper()
    t = (f"Laptop boots into the blue BitLocker recovery screen. In my Microsoft account I found Key ID {kid} "
         f"with recovery key {key}. Do I type the dashes?")
    return t, [key], [kid]


@case("stripe-key-in-two-parts", "en", "multi-message: a Stripe restricted key sent in two parts (both parts are secrets)")
def _():
    k = stripe_live("rk")
    h = len(k) // 2
    t = (f"the chat box keeps cutting it, so here's our Stripe restricted key in two bits. first: {k[:h]}\n---\n"
         f"second: {k[h:]}\n---\nthat's for the reporting script. does a restricted key need the Balance read scope for payouts?")
    return t, [k[:h], k[h:]], []


@case("guest-wifi-announced-then-given", "en", "multi-message: the Wi-Fi password is announced and then given alone")
def _():
    pw = word_pw()
    t = f"keep our guest wifi details for me, I'll paste the password next\n---\n{pw}\n---\nnetwork name is Birchwood-Guest"
    return t, [pw], []


@case("bank-password-old-and-new", "en", "multi-message: the old and the new online-banking password")
def _():
    old, new = password(), password()
    t = (f"my bank forced a password change today\n---\n"
         f"old one was {old} and the new one is {new}. if I ask you later which is current, it's the second")
    return t, [old, new], []


@case("password-reset-link-token", "en", "password reset token inside a link")
def _():
    tok = b64u(rbytes(32))
    t = (f"This reset link says 'expired' when I click it: https://app.tallyup.io/reset-password?uid=84213&token={tok} "
         f"Can I just ask for another one or will that lock my account?")
    return t, [tok], []


@case("oauth-token-in-gateway-log", "en", "GitHub OAuth token leaked in a log line; trace id look-alike")
def _():
    tok, trace = "gho_" + mixed(ALNUM, 36), hexs(32)
    t = f"""our gateway logged this on a 502:

2026-12-04T22:13:07.418Z ERROR upstream=auth-svc trace_id={trace} headers={{"authorization":"token {tok}","user-agent":"GitHub-Hookshot/5a3c7e1"}}

should I be worried that the token is in the logs?"""
    return t, [tok], [trace]


@case("wireguard-private-vs-public", "en", "WireGuard private key (secret) and the peer's public key of the same shape (look-alike)")
def _():
    priv, pub = wg_key(), wg_key()
    t = f"""[Interface]
PrivateKey = {priv}
Address = 10.8.0.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = {pub}
Endpoint = 203.0.113.45:51820
AllowedIPs = 0.0.0.0/0

the handshake never completes. what should I check first?"""
    return t, [priv], [pub, "203.0.113.45:51820"]


@case("webhook-secret-vs-signature", "en", "GitHub webhook secret (secret); the computed HMAC signature header is a look-alike")
def _():
    sec, sig = mixed(ALNUM, 32), hexs(64)
    t = (f"My Express handler rejects every GitHub webhook. The secret in the repo settings and in my env is {sec}. "
         f"GitHub sends X-Hub-Signature-256: sha256={sig} and my HMAC never matches. Am I hashing the parsed JSON instead of the raw body?")
    return t, [sec], [f"sha256={sig}"]


@case("it-temp-password-email", "en", "temporary password in a pasted IT e-mail; ticket number look-alike")
def _():
    pw, inc = password(12), "INC0" + rd(6)
    t = f"""IT sent me this, what's "first sign-in" supposed to look like on a Mac?

---------- Forwarded message ---------
Subject: Your new account ({inc})
Welcome to Harwick! Your username is j.ortega and your temporary password is {pw}
You'll be asked to change it at first sign-in. Do not share this password."""
    return t, [pw], [inc]


@case("gift-card-claim-code", "en", "gift card claim code (reaches money); order number look-alike")
def _():
    code = f"{rs(UP + DIG, 4)}-{rs(UP + DIG, 6)}-{rs(UP + DIG, 4)}"
    order = f"11{r.randint(1, 4)}-{rd(7)}-{rd(7)}"
    t = (f"Got an Amazon gift card from my aunt, claim code {code}, but it says it was already redeemed. "
         f"She bought it in order {order}. Who should contact support, me or her?")
    return t, [code], [order]


@case("checking-export-categorize", "en", "own account number in a pasted transaction export; transaction references look-alikes")
def _():
    acct = rdnz(10)
    ref1, ref2 = rdnz(17), "ZL" + rs(UP + DIG, 10)
    t = f"""categorize these for my budget please

Account: {acct} (Everyday Checking)
Date,Description,Amount,Reference
2026-11-02,TRADER JOE'S #552,-64.18,POS
2026-11-03,PAYROLL ACME CORP,2310.55,{ref1}
2026-11-05,ZELLE TO M ELLERY,-120.00,{ref2}"""
    return t, [acct], [ref1, ref2]


@case("tfn-onboarding-abn", "en", "Australian tax file number (secret); the employer's ABN (look-alike)")
def _():
    tfn, abn = au_tfn(), au_abn()
    t = (f"New job onboarding asks for my TFN: {tfn}. The employer's ABN on the declaration is {abn}. "
         f"Should I tick 'claim the tax-free threshold' if I also have a weekend job?")
    return t, [tfn], [abn]


@case("twilio-auth-token", "en", "Twilio auth token; sending number and error code look-alikes")
def _():
    sid, tok = "AC" + hexs(32), hexs(32)
    t = f"""TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tok}
TWILIO_FROM=+14155550187

every SMS fails with error 21608. it's a trial account, is that why?"""
    return t, [tok], ["+14155550187", "21608"]


@case("server-room-keypad", "en", "office server room keypad code sent to a new colleague; rack/asset tags look-alikes")
def _():
    code = rd(5)
    asset = "AST-" + rd(5)
    t = (f"Draft a short onboarding note for our new sysadmin: server room is B2-114, keypad code {code} then #, "
         f"the core switch is asset {asset} in rack 3. Remind them to sign the visitor log.")
    return t, [code], [asset, "B2-114"]


@case("github-fine-grained-remote-url", "en", "GitHub fine-grained PAT in a git remote (user:token listed); repository id look-alike")
def _():
    tok = gh_fine()
    cred = f"jdoe-dev:{tok}"
    repo_id = rdnz(9)
    t = f"""git remote -v
origin  https://{cred}@github.com/jdoe-dev/portfolio.git (fetch)
origin  https://{cred}@github.com/jdoe-dev/portfolio.git (push)

how do I take the token out of the remote and use the credential helper? (repo id {repo_id} if it matters)"""
    return t, [cred], [repo_id]


# ============================== English: negative ==============================================
@case("breached-password-examples", "en", "negative: famous weak example passwords discussed as examples")
def _():
    t = ("Why do sites still accept passwords like Password123 or P@ssw0rd? The top of every breach list is 123456, "
         "qwerty123 and the old IRC joke hunter2. What minimum policy should I push at work?")
    return t, [], ["Password123", "P@ssw0rd", "123456", "qwerty123", "hunter2"]


@case("aws-docs-example-keys", "en", "negative: the AWS documentation example key pair")
def _():
    t = ("In the AWS CLI docs the `aws configure` walkthrough uses AKIAIOSFODNN7EXAMPLE and "
         "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Are those ever valid anywhere? Why does every tutorial reuse them?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]


@case("jwt-io-sample-decode", "en", "negative: the jwt.io sample token")
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = f"Decode this for me, it's the sample on jwt.io: {tok}\nWhat is iat in normal time, and why is the signature 'invalid' until you type a secret?"
    return t, [], [tok]


@case("stripe-test-cards-e2e", "en", "negative: Stripe documentation test cards")
def _():
    t = ("Writing Cypress tests for checkout. Stripe test cards I have: 4242 4242 4242 4242 (succeeds), "
         "4000 0025 0000 3155 (needs 3DS), 4000 0000 0000 9995 (insufficient funds) and Amex 3782 822463 10005. "
         "Any exp in the future and any CVC work, right?")
    return t, [], ["4242 4242 4242 4242", "4000 0025 0000 3155", "4000 0000 0000 9995", "3782 822463 10005"]


@case("readme-placeholders", "en", "negative: placeholders in setup instructions")
def _():
    t = """does this README section read ok?

1. cp .env.example .env
2. set OPENAI_API_KEY=your_api_key_here
3. set DATABASE_URL=postgres://<user>:<password>@localhost:5432/app
4. never commit .env; CI reads ${{ secrets.OPENAI_API_KEY }} instead"""
    return t, [], ["your_api_key_here", "<user>:<password>", "${{ secrets.OPENAI_API_KEY }}"]


@case("masked-card-double-charge", "en", "negative: masked card number and transaction ids of a disputed charge")
def _():
    masked = f"**** **** **** {rd(4)}"
    a = rdnz(11)
    b = rdnz(11)
    t = (f"My statement shows two identical charges from SQ *BLUE BOTTLE on my card {masked}, transaction IDs {a} and {b}. "
         f"How do I word the dispute so they only reverse one?")
    return t, [], [masked, a, b]


@case("stuck-parcels-ups-usps", "en", "negative: UPS and USPS tracking numbers")
def _():
    ups = "1Z" + rs(UP + DIG, 6) + pick(["01", "02", "03"]) + rd(8)
    us = group(usps(), 4)
    t = (f"Two packages stuck. UPS {ups} says 'exception: address', and USPS {us} hasn't moved since Tuesday. "
         f"Which one should I chase first?")
    return t, [], [ups, us]


@case("git-tag-vs-image-digest", "en", "negative: commit hash, image digest and version tag")
def _():
    sha, dg = hexs(40), "sha256:" + hexs(64)
    t = (f"After the rebase, tag v3.12.0 points at {sha} but CI built the image with digest {dg}. "
         f"Which commit does `docker pull ghcr.io/brightlane/api:v3.12.0` actually give me?")
    return t, [], [sha, dg, "v3.12.0"]


@case("supplier-invoice-iban", "en", "negative: a supplier's invoice with its VAT number, IBAN, BIC and invoice number")
def _():
    vat = uk_vat()
    ib = ifmt(iban("GB", bban_gb("BARC", "20" + rd(4))))
    t = (f"Invoice INV-2026-0418 from Harwick Print Ltd (VAT reg {vat}) says pay £1,240.00 to IBAN {ib}, BIC BARCGB22, "
         f"due 15 January 2027. Is it normal that they changed bank details since the last invoice? Feels off.")
    return t, [], ["INV-2026-0418", vat, ib, "BARCGB22"]


@case("charity-transfer-details", "en", "negative: a charity's IBAN, charity number and payment reference")
def _():
    ib = ifmt(iban("GB", bban_gb("NWBK", "60" + rd(4))))
    charity_no = rdnz(7)
    t = (f"I want to give to the Riverside Food Bank by bank transfer. Their site lists IBAN {ib}, reference FOODBANK-XMAS, "
         f"registered charity no. {charity_no}. Can I still Gift Aid a bank transfer?")
    return t, [], [ib, "FOODBANK-XMAS", charity_no]


@case("project-donation-addresses", "en", "negative: public donation addresses and a transaction hash")
def _():
    btc, eth, tx = segwit_v0(rbytes(20)), eth_addr(), "0x" + hexs(64)
    t = (f"Our open-source project takes donations at {btc} (BTC) and {eth} (ETH/USDC). Last donation tx was {tx}. "
         f"How do I show these nicely in the README with QR codes?")
    return t, [], [btc, eth, tx]


@case("flight-change-pnr-eticket", "en", "negative: booking reference, e-ticket number and flight details")
def _():
    pnr = mixed(UP + DIG, 6, (UP, DIG))
    tkt = "125-" + rd(10)
    t = (f"Flying LHR to JFK on BA117 on 22 Dec, booking reference {pnr}, e-ticket {tkt}, seat 34K. "
         f"Can I move to the earlier flight without paying the fare difference?")
    return t, [], [pnr, tkt, "BA117"]


@case("terraform-aws-resource-ids", "en", "negative: AWS instance, AMI and VPC ids and the docs example account id")
def _():
    inst, a1, a2, vpc = "i-0" + hexs(16), "ami-0" + hexs(16), "ami-0" + hexs(16), "vpc-0" + hexs(16)
    t = (f"terraform plan wants to replace aws_instance.web ({inst}) because ami changes from {a1} to {a2}. "
         f"Same VPC {vpc}. The provider block still has the docs account id 123456789012 in allowed_account_ids, could that matter?")
    return t, [], [inst, a1, a2, vpc, "123456789012"]


@case("share-ssh-public-key", "en", "negative: an SSH public key shared with an admin")
def _():
    _body, publine = openssh_ed25519("laptop@home")
    pub = publine.split()[1]
    t = f"The admin asked for my key to give me server access. Is it safe to send this?\n\n{publine}"
    return t, [], [pub]


@case("password-code-identifiers", "en", "negative: code identifiers and UI words around passwords")
def _():
    t = ("ESLint flags hashPassword as unused in my signup form, and the field passwordConfirm never matches setPassword's value. "
         "The input placeholder says 'Enter password'. Here's the component, what's wrong?")
    return t, [], ["hashPassword", "passwordConfirm", "setPassword"]


@case("pwned-passwords-hash", "en", "negative: the SHA-1 of the word 'password' in a k-anonymity question")
def _():
    h = hashlib.sha1(b"password").hexdigest().upper()
    t = (f"For the Pwned Passwords range API, SHA-1 of 'password' is {h}, so I send only the first five characters "
         f"and match the suffix locally. Is that really private?")
    return t, [], [h]


@case("famous-example-ssns", "en", "negative: the Woolworth wallet SSN and the usual form example SSN")
def _():
    t = ("I read that the SSN printed on the sample card in Woolworth wallets, 078-05-1120, was used by thousands of people. "
         "And why do so many forms still show 123-45-6789 as the example?")
    return t, [], ["078-05-1120", "123-45-6789"]


def ar_digits(s):
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


# ============================== German =========================================================
@case("de-dauerauftrag-eigene-iban", "de", "own IBAN (secret) next to the landlady's IBAN and the bank's BIC (look-alikes)")
def _():
    own = ifmt(iban("DE", "12030000" + "10" + rd(8)))
    other = ifmt(iban("DE", bban_de()))
    t = (f"Kannst du mir den Dauerauftrag für die Miete formulieren? Von meinem Konto {own} (DKB, BIC BYLADEM1001) "
         f"an meine Vermieterin Frau Brandt, IBAN {other}, 850,00 € jeweils zum 1., Verwendungszweck „Miete Whg. 3 OG links“.")
    return t, [own], [other, "BYLADEM1001"]


@case("de-steuer-id-krankenversicherung", "de", "Steuer-ID and Krankenversichertennummer (both check digits computed); personnel number look-alike")
def _():
    sid, kv = de_steuer_id(), de_kvnr()
    pn = "00" + rd(4)
    t = (f"Schreib mir bitte eine kurze Mail an die Personalabteilung. Die wollen noch meine Steuer-ID {sid} und meine "
         f"Krankenversichertennummer {kv} (TK). Meine Personalnummer ist {pn}. Danke!")
    return t, [sid, kv], [pn]


@case("de-fritzbox-aufkleber", "de", "Wi-Fi key and router password from a FRITZ!Box label; model look-alike")
def _():
    key = group(rd(20), 4)
    pw = pick(["buche", "linde", "ahorn", "birke", "eiche"]) + rd(4)
    t = (f"Meine Eltern haben eine neue FRITZ!Box 7590 AX. Auf dem Aufkleber steht WLAN-Netzwerkschlüssel (WPA2): {key} "
         f"und FRITZ!Box-Kennwort: {pw}. Schreib mir eine einfache Anleitung für meinen Vater, wie er das Tablet verbindet.")
    return t, [key, pw], ["7590 AX"]


@case("de-rechnung-ust-sendungsnummer", "de", "negative: company VAT id, invoice number, DHL tracking number and the docs example IBAN")
def _():
    ust = de_ust_id()
    sn = "00340434" + rd(12)
    t = (f"Ich habe von der Holzwerk Schäfer GmbH eine Rechnung bekommen: Rechnungsnr. RE-2026-11873, USt-IdNr. {ust}, "
         f"die Lieferung kam mit DHL, Sendungsnummer {sn}. Und nebenbei: Auf Wikipedia steht als Beispiel-IBAN "
         f"DE89 3704 0044 0532 0130 00 – gehört die zu einem echten Konto?")
    return t, [], ["RE-2026-11873", ust, sn, "DE89 3704 0044 0532 0130 00"]


# ============================== French =========================================================
@case("fr-secu-mutuelle", "fr", "NIR with its key and a complementary health insurance member number; the employer's group contract number is a look-alike")
def _():
    nir = fr_nir()
    adh = rdnz(9)
    contrat = f"CG-{rd(4)}-{rd(5)}"
    t = (f"Je remplis le formulaire de ma mutuelle. Mon numéro de sécu : {nir}. Mon numéro d'adhérent : {adh}. "
         f"Ils demandent aussi le numéro du contrat collectif de l'entreprise, c'est {contrat}. C'est quoi la différence entre les deux ?")
    return t, [nir, adh], [contrat]


@case("fr-rib-employeur", "fr", "own French IBAN (RIB key computed) with the bank's BIC (look-alike)")
def _():
    ib = ifmt(iban("FR", bban_fr("30004")))
    t = (f"Mon nouvel employeur me demande un RIB par mail. Titulaire : M. Julien Caron, IBAN : {ib}, BIC : BNPAFRPPXXX, "
         f"domiciliation BNP PARIBAS LYON BELLECOUR. Tu peux me rédiger le mail ? Faut-il aussi la clé RIB à part ?")
    return t, [ib], ["BNPAFRPPXXX"]


@case("fr-digicode-livreur", "fr", "building door code and key-box code for a delivery person; order number look-alike")
def _():
    digi = rd(4) + pick("ABC")
    box = pin(4)
    cmd = rdnz(9)
    t = (f"Tu peux m'écrire une note pour le livreur ? Digicode {digi} au portail, ensuite interphone « Caron », 3e étage gauche. "
         f"Si je ne suis pas là, la boîte à clés à côté de la porte s'ouvre avec {box}, il peut déposer le colis dans l'entrée. "
         f"Commande n° {cmd}.")
    return t, [digi, box], [cmd]


@case("fr-facture-siret-tva", "fr", "negative: a plumber's SIRET, VAT number and invoice number")
def _():
    siren = fr_siren()
    siret = luhn_complete(siren + "0" + rd(3))
    siret_f = f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}"
    tva = fr_tva(siren)
    t = (f"Sur la facture de mon plombier : SIRET {siret_f}, TVA intracommunautaire {tva}, facture n° F-2026-0457, "
         f"412,80 € TTC. A-t-il le droit de facturer le déplacement alors qu'il n'a rien réparé ?")
    return t, [], [siret_f, tva, "F-2026-0457"]


# ============================== Spanish ========================================================
@case("es-dni-nie-alquiler", "es", "own DNI and partner's NIE (letters computed); the agency's CIF is a look-alike")
def _():
    dni, nie, cif = es_dni(), es_nie(), es_cif()
    t = (f"Estoy rellenando el contrato de alquiler. Mi DNI es {dni} y el NIE de mi pareja es {nie}. "
         f"El CIF de la inmobiliaria es {cif}. ¿Hace falta poner también la fecha de caducidad de los documentos?")
    return t, [dni, nie], [cif]


@case("es-tarjeta-localizador", "es", "Mastercard number and CVV; booking locator and flight number look-alikes")
def _():
    n, cvv = fmt_card(card("mc")), rd(3)
    loc = mixed(UP + DIG, 6, (UP, DIG))
    t = (f"¿Me ayudas con el pago de la reserva? Tarjeta {n}, caduca {expiry()}, CVV {cvv}. "
         f"Localizador {loc}, vuelo IB3166 Madrid–Lisboa del 3 de enero. La web me da error al confirmar.")
    return t, [n, cvv], [loc, "IB3166"]


@case("es-wifi-padres-correccion", "es", "multi-message: Wi-Fi password and its correction")
def _():
    pw1 = word_pw()
    i = r.randint(1, 4)
    pw2 = pw1[:i] + pw1[i].swapcase() + pw1[i + 1:]
    t = f"Apúntame la contraseña del wifi de casa de mis padres: {pw1}\n---\nperdona, me equivoqué con una mayúscula, es {pw2}"
    return t, [pw1, pw2], []


@case("es-seguimiento-correos", "es", "negative: Correos tracking number, order number and post office code")
def _():
    trk = s10("RR", "ES")
    ped = "PED-" + rd(8)
    t = (f"Mi paquete de Correos con número de seguimiento {trk} lleva una semana en «admitido». El pedido de la tienda es {ped}. "
         f"¿Lo tengo que recoger en la oficina 2800467 o me lo vuelven a traer?")
    return t, [], [trk, ped, "2800467"]


# ============================== Portuguese =====================================================
@case("pt-br-cpf-chave-pix", "pt", "CPF used as Pix key (secret, check digits computed); employer CNPJ and Pix end-to-end id look-alikes")
def _():
    cpf, cnpj = br_cpf(), br_cnpj()
    e2e = "E" + rd(8) + f"202612{r.randint(1, 5):02d}{r.randint(8, 21):02d}{r.randint(0, 59):02d}" + mixed(ALNUM, 11)
    t = (f"Meu chefe disse que mandou o adiantamento por Pix pra minha chave, que é o CPF {cpf}, mas não caiu. "
         f"O comprovante que ele mandou mostra CNPJ {cnpj} da empresa e ID da transação {e2e}. O que eu verifico?")
    return t, [cpf], [cnpj, e2e]


@case("pt-pt-nif-iban-multibanco", "pt", "own NIF and IBAN (checks computed); Multibanco entity/reference of a bill are look-alikes")
def _():
    nif, ib = pt_nif(), ifmt(iban("PT", bban_pt()))
    ref = f"{rd(3)} {rd(3)} {rd(3)}"
    t = (f"Para o reembolso do IRS preciso de confirmar: o meu NIF é {nif} e o IBAN é {ib}. Já agora, a fatura da EDP "
         f"diz Entidade 21800, Referência {ref}, valor 64,37 €. Pago isso pelo homebanking ou no multibanco?")
    return t, [nif, ib], ["21800", ref]


@case("pt-br-senhas-banco-mae", "pt", "own account number, app password and card password; the branch (agência) is a look-alike")
def _():
    ag = rd(4)
    conta = f"{rdnz(5)}-{rd(1)}"
    app, cartao = otp(6), pin(4)
    t = (f"Minha mãe vive esquecendo as senhas do Banco do Brasil. Anota aí pra mim: agência {ag}, conta corrente {conta}, "
         f"senha do app {app}, senha do cartão {cartao}. Depois me ajuda a explicar pra ela como trocar.")
    return t, [conta, app, cartao], [ag]


@case("pt-br-rastreio-pedido", "pt", "negative: Correios tracking code, order number and invoice number")
def _():
    trk = s10("NL", "BR")
    ped = rd(16)
    t = (f"Meu pedido {ped} do Mercado Livre com código de rastreio {trk} está parado em Curitiba há 6 dias. "
         f"A nota fiscal é a nº 000.482.117. O que eu faço?")
    return t, [], [ped, trk, "000.482.117"]


# ============================== Italian ========================================================
@case("it-codice-fiscale-tessera", "it", "codice fiscale (check char computed) and health card number; the ASL's VAT number is a look-alike")
def _():
    d = rdate(1965, 2000)
    cf = it_cf("Bianchi", "Giulia", True, d, pick(["H501", "F205", "F839", "L219"]))
    ts = "80380" + rd(15)
    piva = it_piva()
    t = (f"Mi aiuti con il modulo per cambiare medico di base? Codice fiscale {cf}, numero della tessera sanitaria {ts}. "
         f"Sul modulo c'è già la partita IVA dell'ASL, {piva}. Dove firmo?")
    return t, [cf, ts], [piva]


@case("it-bonifico-cro-trn", "it", "own Italian IBAN (CIN computed); CRO and TRN of the transfer are look-alikes")
def _():
    ib = ifmt(iban("IT", bban_it()))
    cro = rdnz(11)
    trn = "0306" + rd(10) + "48" + rd(10) + "IT"
    t = (f"Ho fatto il bonifico per l'affitto dal mio conto {ib} ma il proprietario dice che non è arrivato. "
         f"Nella ricevuta c'è CRO {cro} e TRN {trn}. Quanto ci mette un bonifico ordinario?")
    return t, [ib], [cro, trn]


@case("it-ordine-tracking-piva", "it", "negative: order number, BRT tracking and seller VAT number")
def _():
    ordine, trk, piva = rdnz(9), rd(15), it_piva()
    t = (f"Ho ordinato un portatile su un sito che non conosco: ordine n. {ordine}, spedizione BRT {trk}, "
         f"partita IVA del venditore {piva}. Come verifico se il venditore è affidabile?")
    return t, [], [ordine, trk, piva]


# ============================== Dutch ==========================================================
@case("nl-bsn-huurtoeslag", "nl", "mother's BSN (11-test computed); landlord's KvK number look-alike")
def _():
    bsn, kvk = nl_bsn(), rdnz(8)
    t = (f"Ik vul de huurtoeslag aan voor mijn moeder. Haar BSN is {bsn}. Het KvK-nummer van de verhuurder is {kvk}. "
         f"Moet ik met haar DigiD inloggen of kan ik het als gemachtigde doen?")
    return t, [bsn], [kvk]


@case("nl-iban-betalingskenmerk", "nl", "own IBAN (secret); municipal payment reference (betalingskenmerk) look-alike")
def _():
    ib = ifmt(iban("NL", bban_nl()))
    kenmerk = group(rdnz(16), 4)
    t = (f"Kun je een tekstje maken voor de groepsapp? Iedereen mag de €18,50 voor het cadeau overmaken naar {ib} t.n.v. S. de Vries. "
         f"En herinner me dat ik de gemeente nog moet betalen met betalingskenmerk {kenmerk}.")
    return t, [ib], [kenmerk]


@case("nl-bestelling-track-trace", "nl", "negative: order number, PostNL track & trace code and postcode")
def _():
    order, tt = rdnz(10), "3S" + rs(UP, 4) + rd(9)
    t = (f"Mijn bestelling {order} bij bol komt maar niet. Track & trace is {tt} met postcode 3511 LX, "
         f"maar PostNL zegt 'zending onbekend'. Wat nu?")
    return t, [], [order, tt, "3511 LX"]


# ============================== Russian ========================================================
@case("ru-pasport-snils-inn", "ru", "passport, SNILS and personal INN (SNILS and INN checks computed); issuing office code look-alike")
def _():
    pp, sn, inn = ru_passport(), ru_snils(), ru_inn12()
    t = (f"Помоги заполнить заявление на Госуслугах. Паспорт {pp}, выдан ГУ МВД России по г. Москве, "
         f"код подразделения 770-093. СНИЛС {sn}, ИНН {inn}. Какой адрес писать, регистрации или фактический?")
    return t, [pp, sn, inn], ["770-093"]


@case("ru-rekvizity-schet-bik", "ru", "own account number (key computed with the BIK); BIK, correspondent account and bank INN look-alikes")
def _():
    bik = ru_bik()
    acct, korr = ru_client_acct(bik), ru_korr(bik)
    t = (f"Бухгалтерия просит реквизиты для зарплаты. Получатель: Смирнов Алексей Викторович, счёт {acct}, "
         f"банк ПАО Сбербанк, БИК {bik}, корр. счёт {korr}, ИНН банка 7707083893. Всё правильно написал?")
    return t, [acct], [bik, korr, "7707083893"]


@case("ru-sms-kod-i-parol", "ru", "multi-message: a login SMS code and then the online-banking password")
def _():
    code, pw = otp(6), password(11)
    t = (f"Пришла смс: «Код для входа в СберБанк Онлайн: {code}. Никому не сообщайте код, даже сотруднику банка»\n---\n"
         f"и ещё запомни мой пароль от СберБанк Онлайн: {pw}. Почему он каждый раз просит код по смс?")
    return t, [code, pw], []


@case("ru-kontragent-inn-ogrn", "ru", "negative: a company's INN and OGRN (checks computed) and a contract number")
def _():
    inn, ogrn = ru_inn10(), ru_ogrn()
    t = (f"Проверь контрагента: ООО «Вектор», ИНН {inn}, ОГРН {ogrn}, договор № 47/2026-П от 12.11.2026. "
         f"Как узнать, не в процессе ли ликвидации фирма?")
    return t, [], [inn, ogrn, "47/2026-П"]


# ============================== Ukrainian ======================================================
@case("uk-rnokpp-id-kartka", "uk", "RNOKPP (check computed), ID card number and UNZR record number")
def _():
    tax = ua_rnokpp()
    idc = rdnz(9)
    d = rdate(1970, 2000)
    unzr = d.strftime("%Y%m%d") + "-" + rd(5)
    t = (f"Реєструю ФОП через Дію і заповнюю анкету. Мій РНОКПП {tax}, номер ID-картки {idc}, запис № (УНЗР) {unzr}. "
         f"Який КВЕД обрати для дизайну інтер'єрів?")
    return t, [tax, idc, unzr], []


@case("uk-privat-kartka-iban", "uk", "own card number and IBAN for a class collection; the school's EDRPOU code is a look-alike")
def _():
    cardn = fmt_card(card("visa"))
    ib = ifmt(iban("UA", bban_simple("UA")))
    edrpou = rdnz(8)
    t = (f"Напиши повідомлення для батьківського чату: гроші на подарунок вчительці можна скидати на мою картку ПриватБанку "
         f"{cardn} або на рахунок {ib}, отримувач Коваленко О. В. Код ЄДРПОУ школи {edrpou}, якщо бухгалтерія спитає.")
    return t, [cardn, ib], [edrpou]


@case("uk-nova-poshta-ttn", "uk", "negative: Nova Poshta waybill number and order number")
def _():
    ttn = "20" + rd(12)
    order = rdnz(9)
    t = (f"Посилка Новою поштою не приходить: ТТН {ttn}, відділення № 12 у Львові. Замовлення на Rozetka № {order}. "
         f"Куди краще дзвонити, в Rozetka чи в Нову пошту?")
    return t, [], [ttn, order]


# ============================== Polish =========================================================
@case("pl-pesel-dowod-kredyt", "pl", "PESEL and ID card number (both checks computed); employer's NIP look-alike")
def _():
    pesel, dow, nip = pl_pesel(), pl_dowod(), pl_nip()
    t = (f"Wypełniam wniosek o kredyt gotówkowy. PESEL {pesel}, numer dowodu osobistego {dow}. "
         f"NIP pracodawcy {nip}. Czy naprawdę muszą znać nazwisko panieńskie matki?")
    return t, [pesel, dow], [nip]


@case("pl-kod-blik-olx", "pl", "BLIK code demanded by a scammer; listing number look-alike")
def _():
    blik = otp(6)
    ogl = rdnz(10)
    t = (f"Kupujący z OLX pisze na WhatsAppie, żebym mu podała kod BLIK {blik}, to on „przyjmie płatność” za ogłoszenie nr {ogl}. "
         f"Już go wygenerowałam w aplikacji. To oszustwo, prawda?")
    return t, [blik], [ogl]


@case("pl-przelew-faktura-firma", "pl", "negative: a company's account number and transfer title")
def _():
    nrb = iban("PL", bban_pl())[2:]
    acct = nrb[:2] + " " + group(nrb[2:], 4)
    t = (f"Robię przelew za fakturę: odbiorca Instalbud Sp. z o.o., numer konta {acct}, tytuł FV/2026/11/0342, kwota 2 460,00 zł. "
         f"Czy taki tytuł przelewu wystarczy?")
    return t, [], [acct, "FV/2026/11/0342"]


# ============================== Czech ==========================================================
@case("cs-rodne-cislo-op", "cs", "birth number (mod 11 computed) and ID card number; employer's IČO look-alike")
def _():
    rc, op, ico = cz_rc(), rdnz(9), cz_ico()
    t = (f"Vyplňuju žádost o hypotéku. Rodné číslo {rc}, číslo občanského průkazu {op}. "
         f"IČO zaměstnavatele je {ico}. Co dalšího po mně banka bude chtít?")
    return t, [rc, op], [ico]


@case("cs-ucet-variabilni-symbol", "cs", "own Czech account number (mod 11 computed); variable and constant symbols are look-alikes")
def _():
    acct = cz_account().lstrip("0") + "/" + pick(["0800", "0100", "0300", "2010"])
    vs = rdnz(10)
    t = (f"Chci nastavit trvalý příkaz na nájem ze svého účtu {acct}. Pronajímatel chce variabilní symbol {vs} "
         f"a konstantní symbol 0308. Jak to nastavím v George?")
    return t, [acct], [vs, "0308"]


@case("cs-zasilkovna-objednavka", "cs", "negative: order number and parcel number")
def _():
    obj, zas = rdnz(9), "Z " + rd(10)
    t = (f"Objednávka č. {obj} z Alzy měla dorazit včera, Zásilkovna ukazuje zásilku {zas} pořád na depu. "
         f"Mám to reklamovat u Alzy nebo u Zásilkovny?")
    return t, [], [obj, zas]


# ============================== Swedish ========================================================
@case("sv-personnummer-forsakringskassan", "sv", "personnummer (Luhn computed); employer's organisationsnummer look-alike")
def _():
    pnr, org = se_pnr(), se_orgnr()
    t = (f"Jag ska fylla i en blankett till Försäkringskassan. Mitt personnummer är {pnr} och arbetsgivarens "
         f"organisationsnummer är {org}. Vilken ruta gäller sjuklön?")
    return t, [pnr], [org]


@case("sv-portkod-nyckelbox", "sv", "door code and key-box code for a tradesman; apartment number and phone look-alikes")
def _():
    port, box = distinct(lambda: pin(4), 2)
    t = (f"Skriv ett sms till hantverkaren: portkoden är {port}, lägenhet 1102 på tredje våningen, och nyckeln ligger "
         f"i nyckelboxen vid dörren, kod {box}. Ring mig på 070-241 88 19 om något krånglar.")
    return t, [port, box], ["1102", "070-241 88 19"]


@case("sv-elrakning-bankgiro-ocr", "sv", "negative: bankgiro number and OCR payment reference (Luhn computed)")
def _():
    bg = luhn_complete(pick(["5", "7", "8"]) + rd(6))
    bg = f"{bg[:4]}-{bg[4:]}"
    ocr = luhn_complete(rdnz(11))
    t = (f"Jag ska betala elräkningen: bankgiro {bg}, OCR-nummer {ocr}, 1 284 kr, förfallodag 2026-12-30. "
         f"Kan jag betala med Swish istället?")
    return t, [], [bg, ocr]


# ============================== Danish =========================================================
@case("da-cpr-kommune", "da", "CPR number (no check computed); company CVR (mod 11 computed) look-alike")
def _():
    cpr, cvr = dk_cpr(), dk_cvr()
    t = (f"Jeg skal udfylde en blanket fra kommunen om min nye deltidsstilling. Mit CPR-nummer er {cpr}, "
         f"og firmaets CVR-nummer er {cvr}. Skal jeg logge på med MitID først?")
    return t, [cpr], [cvr]


@case("da-fi-kort-regning", "da", "negative: FI payment card line (payment id and creditor number) and an order number")
def _():
    pid = luhn_complete(rd(14))
    cred = rdnz(8)
    ordre = rdnz(7)
    t = (f"Jeg har fået en regning med indbetalingskort: +71< {pid} +{cred}< – ordrenummer {ordre}. "
         f"Hvordan betaler jeg det i netbanken?")
    return t, [], [pid, cred, ordre]


# ============================== Norwegian ======================================================
@case("no-fodselsnummer-kontonummer", "no", "fødselsnummer and own account number (both mod 11 computed); case number look-alike")
def _():
    fnr = no_fnr()
    kn = bban_no()
    kn = f"{kn[:4]}.{kn[4:6]}.{kn[6:]}"
    sak = rdnz(8)
    t = (f"Kan du skrive en kort melding til NAV? Jeg vil ha utbetalingen til ny konto {kn}. Fødselsnummeret mitt er {fnr}, "
         f"og saksnummeret står som {sak} i brevet.")
    return t, [kn, fnr], [sak]


@case("no-faktura-kid", "no", "negative: a company's account number, KID reference and organisation number")
def _():
    kn = bban_no()
    kn = f"{kn[:4]}.{kn[4:6]}.{kn[6:]}"
    kid = luhn_complete(rdnz(12))
    org = no_orgnr()
    t = (f"Fakturaen fra strømselskapet: kontonummer {kn}, KID {kid}, beløp 1 432,50 kr, forfall 20.12.2026, "
         f"org.nr. {org}. Hvordan setter jeg opp eFaktura så jeg slipper å taste KID hver måned?")
    return t, [], [kn, kid, org]


# ============================== Finnish ========================================================
@case("fi-henkilotunnus-kela", "fi", "henkilötunnus (check char computed); employer's business id look-alike")
def _():
    hetu, yt = fi_hetu(), fi_ytunnus()
    t = (f"Täytän äidilleni Kelan hakemusta. Hänen henkilötunnuksensa on {hetu}. Entisen työnantajan Y-tunnus on {yt}. "
         f"Mihin kohtaan eläketulot merkitään?")
    return t, [hetu], [yt]


@case("fi-verkkopankki-salasana", "fi", "online bank password and own account IBAN; an invoice reference number look-alike")
def _():
    pw = password(12)
    ib = ifmt(iban("FI", bban_fi()))
    viite = fi_viite(10)
    t = (f"Muista puolestani: verkkopankin salasana on {pw} ja oma tilini {ib}. "
         f"Vuokralaskun viitenumero on {viite}, ja se pitää maksaa 2. päivä.")
    return t, [pw, ib], [viite]


@case("fi-lasku-huijaus", "fi", "negative: a company's IBAN, reference number and business id on a suspicious invoice")
def _():
    ib = ifmt(iban("FI", bban_fi()))
    viite, yt = fi_viite(8), fi_ytunnus()
    t = (f"Sain paperilaskun: saaja Lämpöpalvelu Nieminen Oy, tilinumero {ib}, viitenumero {viite}, Y-tunnus {yt}, "
         f"eräpäivä 31.12.2026, 189,00 €. En muista tilanneeni mitään. Onko tämä huijaus?")
    return t, [], [ib, viite, yt]


# ============================== Hungarian ======================================================
@case("hu-taj-adoazonosito", "hu", "TAJ number and tax id (both checks computed); the company's tax number is a look-alike")
def _():
    taj, ado, ceg = hu_taj(), hu_adoazonosito(), hu_adoszam()
    t = (f"Munkába állási papírokat töltök ki. A TAJ-számom {taj}, az adóazonosító jelem {ado}. "
         f"A cég adószáma {ceg}. Mi kell még a belépéshez?")
    return t, [taj, ado], [ceg]


@case("hu-szamla-kozlemeny", "hu", "own bank account number (check digits computed); payment note look-alike")
def _():
    b = bban_hu()
    acct = f"{b[:8]}-{b[8:16]}-{b[16:]}"
    t = (f"Az albérlet díját a saját számlámról utalom: {acct}. A főbérlő azt kérte, hogy a közleménybe ezt írjam: "
         f"BÉRLET-2026-12. Hogyan állítok be rendszeres átutalást a netbankban?")
    return t, [acct], ["BÉRLET-2026-12"]


@case("hu-csomag-rendeles", "hu", "negative: web shop order number and GLS parcel number")
def _():
    order, gls = rdnz(9), rdnz(11)
    t = (f"Az eMAG-os rendelésem ({order}) még nem jött meg, a GLS csomagszám {gls}, és két napja nem frissül. "
         f"Kit hívjak?")
    return t, [], [order, gls]


# ============================== Romanian =======================================================
@case("ro-cnp-card-anaf", "ro", "CNP (check computed), card number and CVV; employer's CUI look-alike")
def _():
    cnp = ro_cnp()
    n, cvv = fmt_card(card("mc")), rd(3)
    cui = "RO" + ro_cui()
    t = (f"Completez declarația unică pe ANAF. CNP-ul meu este {cnp}. Plătesc cu cardul {n}, expiră {expiry()}, CVV {cvv}. "
         f"CUI-ul firmei la care lucrez este {cui}. E bine așa?")
    return t, [cnp, n, cvv], [cui]


@case("ro-awb-factura-retur", "ro", "negative: courier AWB and invoice number")
def _():
    awb, fact = rdnz(13), "EMG" + rd(9)
    t = f"Am primit coletul cu AWB {awb}, factura {fact}, dar produsul e greșit. Cum fac retur în 14 zile?"
    return t, [], [awb, fact]


# ============================== Greek ==========================================================
@case("el-amka-afm-taftotita", "el", "AMKA (Luhn computed), personal AFM (check computed) and ID card number")
def _():
    amka, afm = gr_amka(), gr_afm(pick("01"))
    tid = pick(["ΑΚ", "ΑΗ", "ΑΒ", "ΑΙ", "ΑΝ"]) + " " + rd(6)
    prot = rdnz(7)
    t = (f"Συμπληρώνω την αίτηση για το επίδομα στέγασης. Ο ΑΜΚΑ μου είναι {amka}, ο ΑΦΜ {afm} "
         f"και ο αριθμός ταυτότητας {tid}. Η προηγούμενη αίτηση είχε αριθμό πρωτοκόλλου {prot}. Τι άλλο χρειάζεται;")
    return t, [amka, afm, tid], [prot]


@case("el-logariasmos-rf-kodikos", "el", "negative: RF creditor payment reference (mod 97 computed) and the utility's tax number")
def _():
    rf, afm = rf_ref(), gr_afm("0")
    t = (f"Ο λογαριασμός ρεύματος γράφει κωδικό ηλεκτρονικής πληρωμής {rf} και ΑΦΜ εταιρείας {afm}. "
         f"Πώς τον πληρώνω από το e-banking χωρίς να κάνω λάθος;")
    return t, [], [rf, afm]


# ============================== Turkish ========================================================
@case("tr-tckn-edevlet-sifre", "tr", "mother's TC kimlik no (checks computed) and new e-Devlet password; phone look-alike")
def _():
    tc, pw = tr_tckn(), password(10)
    t = (f"Annemin e-Devlet şifresini sıfırladık. TC kimlik numarası {tc}, yeni şifre olarak {pw} koyduk. "
         f"Giriş yaparken yine hata veriyor. ALO 160'ı mı arayalım yoksa PTT'ye mi gidelim?")
    return t, [tc, pw], ["ALO 160"]


@case("tr-iban-dekont", "tr", "own Turkish IBAN; receipt number and transaction reference look-alikes")
def _():
    ib = ifmt(iban("TR", bban_simple("TR")))
    dek, ref = rdnz(10), "FAST" + rd(12)
    t = (f"Kirayı kendi hesabımdan ({ib}) gönderdim ama ev sahibi gelmedi diyor. Dekont no {dek}, işlem referansı {ref}. "
         f"FAST ile anında gitmesi gerekmiyor muydu?")
    return t, [ib], [dek, ref]


@case("tr-kargo-siparis", "tr", "negative: order number, cargo tracking number and a seller's tax number")
def _():
    sip, trk, vkn = rdnz(9), rdnz(12), rdnz(10)
    t = (f"Trendyol siparişim {sip} hâlâ gelmedi, Yurtiçi Kargo takip numarası {trk}. Satıcının vergi numarası {vkn}. "
         f"İade talebini nasıl açarım?")
    return t, [], [sip, trk, vkn]


# ============================== Chinese ========================================================
@case("zh-shenfenzheng-gongziKa", "zh", "resident id (check computed) and 19-digit UnionPay salary card (Luhn); employer's unified social credit code look-alike")
def _():
    sfz = cn_id()
    kahao = group(card("unionpay"), 4)
    uscc = cn_uscc()
    t = (f"帮我把这个入职登记表填一下：姓名 王磊，身份证号 {sfz}，工资卡 {kahao}（招商银行）。"
         f"单位的统一社会信用代码是 {uscc}，这个要填在哪一栏？")
    return t, [sfz, kahao], [uscc]


@case("zh-zhifu-mima-gengzheng", "zh", "multi-message: payment password and its correction; Alipay trade number look-alike")
def _():
    p1, p2 = distinct(lambda: otp(6), 2)
    trade = "2026" + "12" + rd(2) + "2200" + rd(16)
    t = (f"帮我记一下支付宝的支付密码：{p1}\n---\n不对不对，是 {p2}，刚才那个是以前的。"
         f"另外交易号 {trade} 那笔退款一般几天能到账？")
    return t, [p1, p2], [trade]


@case("zh-menji-mima-wifi", "zh", "smart door lock code and Wi-Fi password for a housekeeper")
def _():
    lock, pw = otp(6), mixed(LO + DIG, 10, (LO, DIG))
    t = (f"给新来的阿姨写个说明：进门的密码锁是 {lock} 再按#，WiFi 名字是 ChinaNet-8F，密码 {pw}。"
         f"垃圾周二周五倒，猫粮在阳台柜子里。语气客气一点。")
    return t, [lock, pw], []


@case("zh-kuaidi-fapiao", "zh", "negative: SF Express waybill, merchant's credit code and invoice number")
def _():
    sf, uscc, fp = "SF" + rd(13), cn_uscc(), rd(20)
    t = (f"顺丰单号 {sf} 一直显示“运输中”，已经五天了。商家的统一社会信用代码 {uscc}，电子发票号码 {fp}。"
         f"我应该找顺丰还是找商家投诉？")
    return t, [], [sf, uscc, fp]


# ============================== Japanese =======================================================
@case("ja-mynumber-houjin", "ja", "My Number (check digit computed); the company's corporate number is a look-alike")
def _():
    mn, hj = jp_mynumber(), jp_houjin()
    t = (f"年末調整の書類を書いています。私のマイナンバーは {mn} です。会社の法人番号は {hj} と書いてあります。"
         f"扶養控除等申告書の配偶者の欄はどう書けばいいですか？")
    return t, [mn], [hj]


@case("ja-koza-hikiotoshi", "ja", "own account number (secret) with bank code and branch number (look-alikes)")
def _():
    br, acct = rd(3), rdnz(7)
    t = (f"家賃の引き落とし口座を変えたいです。三菱UFJ銀行（銀行コード0005）、支店番号{br}、普通預金 {acct}、"
         f"名義 ヤマダ タロウ。口座振替依頼書の書き方を教えてください。")
    return t, [acct], ["0005", br]


@case("ja-wifi-anshou-bangou", "ja", "Wi-Fi password and cash card PIN for an elderly parent")
def _():
    pw, pn = mixed(LO + DIG, 13, (LO, DIG)), pin(4)
    t = (f"実家のWi-Fiのパスワードは {pw} で、母のキャッシュカードの暗証番号は {pn} です。"
         f"母がよく忘れるので、冷蔵庫に貼れるような分かりやすいメモにまとめてください。")
    return t, [pw, pn], []


@case("ja-chumon-yamato", "ja", "negative: Amazon order number and Yamato tracking number")
def _():
    order = f"249-{rd(7)}-{rd(7)}"
    yamato = f"{rd(4)}-{rd(4)}-{rd(4)}"
    t = (f"Amazonの注文番号 {order} の荷物が届きません。ヤマト運輸のお問い合わせ伝票番号 {yamato} で調べても"
         f"「伝票番号未登録」と出ます。どうすればいいですか？")
    return t, [], [order, yamato]


# ============================== Korean =========================================================
@case("ko-jumin-saeopja", "ko", "resident registration number (check computed); the company's business registration number look-alike")
def _():
    rrn, brn = kr_rrn(), kr_brn()
    t = (f"연말정산 서류 작성 중이에요. 제 주민등록번호는 {rrn}이고, 회사 사업자등록번호는 {brn}입니다. "
         f"부양가족 공제는 어느 칸에 쓰나요?")
    return t, [rrn], [brn]


@case("ko-injeungseo-otp", "ko", "certificate password and an OTP code; bank call-centre number look-alike")
def _():
    pw, code = password(10, "!@#$%^&*"), otp(6)
    cc = "1588-" + rd(4)
    t = (f"공동인증서 비밀번호를 {pw}로 넣었는데 계속 틀렸다고 나와요. OTP 카드에 뜬 번호 {code}도 입력했어요. "
         f"은행 고객센터 {cc}에 전화해야 하나요?")
    return t, [pw, code], [cc]


@case("ko-taekbae-jumun", "ko", "negative: Coupang order number and CJ waybill number")
def _():
    order, wb = rdnz(14), rdnz(12)
    t = f"쿠팡 주문번호 {order}, CJ대한통운 운송장번호 {wb}인데 배송이 3일째 ‘간선상차’에서 멈춰 있어요. 어디에 문의해야 하죠?"
    return t, [], [order, wb]


# ============================== Arabic =========================================================
@case("ar-hawiya-iban-saudi", "ar", "Saudi national id (Luhn computed) and own IBAN; previous request number look-alike")
def _():
    nid = sa_nid()
    ib = ifmt(iban("SA", bban_simple("SA")))
    req = rdnz(10)
    t = (f"أبي أعبي طلب حساب المواطن من جديد. رقم الهوية الوطنية {nid} والآيبان حقي {ib}. "
         f"رقم الطلب القديم كان {req}. وش الخطوة اللي بعدها؟")
    return t, [nid, ib], [req]


@case("ar-otp-arabic-digits-emirates-id", "ar", "OTP written in Arabic-Indic digits and Emirates ID (Luhn computed); company TRN look-alike")
def _():
    code = ar_digits(otp(6))
    eid = ae_eid()
    trn = "100" + rd(12)
    t = (f"وصلتني رسالة: «رمز التحقق الخاص بك هو {code}، لا تشاركه مع أي شخص». بعدها اتصل بي شخص يقول إنه من البنك "
         f"وطلب الرمز ورقم الهوية الإماراتية {eid}. الرقم الضريبي للشركة اللي أشتغل فيها {trn}. هل أعطيه الرمز؟")
    return t, [code, eid], [trn]


@case("ar-talab-shahna", "ar", "negative: online order number, shipment number and a store's commercial registration")
def _():
    order, ship, cr = "NAE" + rd(11), rdnz(12), "10" + rd(8)
    t = (f"طلبي من نون رقمه {order} ورقم الشحنة {ship}، صار له أسبوع ما وصل. السجل التجاري للمتجر {cr}. "
         f"كيف أرفع شكوى؟")
    return t, [], [order, ship, cr]


# ============================== Persian ========================================================
@case("fa-melli-kart-shaba", "fa", "national code (check computed), Shetab card (Luhn) and Sheba IBAN")
def _():
    melli = ir_melli()
    kart = fmt_card(card("shetab"))
    ib = ifmt(iban("IR", bban_simple("IR")))
    t = (f"برای ثبت‌نام در سامانه اطلاعاتم را این‌طوری نوشتم: کد ملی {melli}، شماره کارت {kart}، "
         f"شماره شبا {ib}. درست است یا شبا باید بدون IR باشد؟")
    return t, [melli, kart, ib], []


@case("fa-ramz-dovom-cvv2", "fa", "second card password written in Persian digits and CVV2; transaction tracking number look-alike")
def _():
    r2 = fa_digits(rdnz(r.choice([5, 6, 7])))
    cvv2 = rd(r.choice([3, 4]))
    peig = fa_digits(rdnz(12))
    t = (f"رمز دوم کارتم {r2} و CVV2 آن {cvv2} است ولی خرید اینترنتی انجام نمی‌شود و فقط شماره پیگیری {peig} می‌دهد. "
         f"مشکل از کجاست؟")
    return t, [r2, cvv2], [peig]


@case("fa-sefaresh-post", "fa", "negative: order number and postal tracking code in Persian digits")
def _():
    order, post = fa_digits(rdnz(9)), fa_digits(rd(24))
    t = f"سفارشم از دیجی‌کالا با شماره {order} هنوز نرسیده. کد رهگیری پست {post} را هم می‌زنم ولی چیزی نشان نمی‌دهد. چه کار کنم؟"
    return t, [], [order, post]


# ============================== Hebrew =========================================================
@case("he-teudat-zehut-heshbon", "he", "Israeli id number (check computed) and own account number; branch number look-alike")
def _():
    tz, acct, snif = il_tz(), rdnz(6), rdnz(3)
    t = (f"אני ממלא טופס לביטוח לאומי. מספר תעודת זהות {tz}, חשבון בנק {acct} בבנק הפועלים, סניף {snif}. "
         f"מה עוד צריך לצרף?")
    return t, [tz, acct], [snif]


@case("he-kod-knisa-azaka", "he", "building entry code and alarm code for a babysitter; neighbour's phone look-alike")
def _():
    door, alarm = distinct(lambda: pin(4), 2)
    phone = "052-" + rd(7)
    t = (f"תכתוב הודעה קצרה לבייביסיטר: הקוד לדלת של הבניין הוא {door}, קוד האזעקה {alarm}, "
         f"ואם יש בעיה השכנה מדירה 6 זמינה בטלפון {phone}. שהילדים במיטה עד 20:30.")
    return t, [door, alarm], [phone]


@case("he-hazmana-hp", "he", "negative: order number, company number (check computed) and shipment number")
def _():
    order = rdnz(8)
    hp = luhn_complete("51" + rd(6))
    ship = rdnz(10)
    t = f"הזמנתי מכונת כביסה, מספר הזמנה {order}, ח.פ. של החברה {hp}, מספר משלוח {ship}. עבר שבוע ואין תאריך אספקה. למי פונים?"
    return t, [], [order, hp, ship]


# ============================== Hindi ==========================================================
@case("hi-aadhaar-pan-kyc", "hi", "Aadhaar (Verhoeff computed) and PAN; shop's GSTIN (check computed) look-alike")
def _():
    aad, pan, gst = in_aadhaar(), in_pan("S"), in_gstin()
    t = (f"नए बैंक खाते के KYC फॉर्म के लिए: आधार नंबर {aad}, PAN {pan}. और दुकान के बिल पर GSTIN {gst} लिखा है, "
         f"क्या उसे भी कहीं भरना है?")
    return t, [aad, pan], [gst]


@case("hi-upi-pin-khata", "hi", "father's account number and UPI PIN; IFSC and UTR look-alikes")
def _():
    acct = "3" + rd(10)
    ifsc = in_ifsc("SBIN")
    upi = otp(pick([4, 6]))
    utr = rdnz(12)
    t = (f"पापा के लिए एक नोट बना दो: SBI खाता संख्या {acct}, IFSC {ifsc}, UPI PIN {upi}. "
         f"पिछले ट्रांसफर का UTR {utr} है, पैसा अभी तक नहीं पहुँचा।")
    return t, [acct, upi], [ifsc, utr]


@case("hi-irctc-pnr-order", "hi", "negative: railway PNR, train number and an order id")
def _():
    pnr = pick("2468") + rd(9)
    od = "OD" + rd(18)
    t = (f"मेरा IRCTC PNR {pnr} है, ट्रेन 12951, वेटिंग लिस्ट 14 पर है। क्या टिकट कन्फर्म होगी? "
         f"और Flipkart ऑर्डर {od} कैंसिल करना है।")
    return t, [], [pnr, "12951", od]


# ============================== Vietnamese =====================================================
@case("vi-cccd-otp-mo-tai-khoan", "vi", "citizen id number and OTP; company tax code (check computed) look-alike")
def _():
    cccd, code, mst = vn_cccd(), otp(6), vn_mst()
    t = (f"Mình đang mở tài khoản ngân hàng online. Số CCCD của mình là {cccd}, mã OTP vừa nhận là {code}. "
         f"Có cần điền mã số thuế công ty {mst} không?")
    return t, [cccd, code], [mst]


@case("vi-so-tai-khoan-tien-nha", "vi", "own account number; bank transaction reference look-alike")
def _():
    acct = "10" + rd(11)
    ft = "FT" + rd(5) + rs(UP + DIG, 7)
    t = (f"Viết giúp mình tin nhắn gửi chủ nhà: tiền nhà tháng 12 mình đã chuyển từ tài khoản Vietcombank {acct}, "
         f"mã giao dịch {ft}. Nhờ anh kiểm tra giúp, nếu chưa nhận được thì báo em.")
    return t, [acct], [ft]


@case("vi-van-don-hoa-don", "vi", "negative: marketplace order id, waybill and invoice number")
def _():
    order = "2612" + rd(2) + rs(UP + DIG, 8)
    vd = "SPXVN0" + rd(11)
    t = f"Đơn Shopee {order}, mã vận đơn {vd}, hóa đơn số 0004127. Đã 5 ngày mà vẫn “đang vận chuyển”, mình nên làm gì?"
    return t, [], [order, vd, "0004127"]


# ============================== Thai ===========================================================
@case("th-bat-prachachon-samak-ngan", "th", "Thai national id (check computed); company tax id (same algorithm) look-alike")
def _():
    pid, tax = th_id(), th_id("0").replace("-", "")
    t = (f"ช่วยกรอกใบสมัครงานหน่อย เลขบัตรประชาชนของฉันคือ {pid} ส่วนเลขประจำตัวผู้เสียภาษีของบริษัทคือ {tax} "
         f"ต้องแนบสำเนาบัตรด้วยไหม")
    return t, [pid], [tax]


@case("th-banchee-rahat-atm", "th", "mother's account number and ATM PIN; last transfer reference look-alike")
def _():
    acct = f"{rd(3)}-{rd(1)}-{rd(5)}-{rd(1)}"
    pn = pin(4)
    ref = rd(4) + rs(UP, 2) + rd(9)
    t = (f"จดไว้ให้แม่หน่อย เลขบัญชีกสิกร {acct} รหัส ATM {pn} "
         f"ส่วนเลขอ้างอิงการโอนครั้งล่าสุดคือ {ref} ถ้าธนาคารถาม")
    return t, [acct, pn], [ref]


@case("th-pasadu-ems", "th", "negative: EMS tracking number (S10 computed) and marketplace order number")
def _():
    ems = s10("EF", "TH")
    order = rdnz(15)
    t = f"พัสดุ EMS เลข {ems} ยังไม่ถึงเลย สั่งจาก Lazada หมายเลขคำสั่งซื้อ {order} ควรติดต่อใครดี"
    return t, [], [ems, order]


# ============================== Indonesian =====================================================
@case("id-nik-rekening-bpjs", "id", "NIK and own account number; company tax number look-alike")
def _():
    nik, rek = id_nik(True), rdnz(10)
    npwp = f"{rd(2)}.{rd(3)}.{rd(3)}.{rd(1)}-{rd(3)}.000"
    t = (f"Tolong bantu isi formulir BPJS: NIK {nik}, nomor rekening BCA {rek} atas nama Siti Rahmawati. "
         f"NPWP perusahaan {npwp} diisi di bagian mana?")
    return t, [nik, rek], [npwp]


@case("id-otp-pin-penipuan", "id", "OTP and e-wallet PIN requested by a scammer; parcel receipt number look-alike")
def _():
    code, p = distinct(lambda: otp(6), 2)
    resi = "JP" + rd(10)
    t = (f"Ada yang WA ngaku dari Gojek, minta kode OTP {code} yang barusan masuk. Dia juga nanya PIN GoPay saya, "
         f"saya udah sempat ketik {p}. Katanya buat verifikasi paket dengan resi {resi}. Ini penipuan kan? Harus ngapain sekarang?")
    return t, [code, p], [resi]


@case("id-virtual-account-tagihan", "id", "negative: a merchant virtual account number and invoice number")
def _():
    va = "80777" + rd(11)
    inv = f"INV/20261204/MPL/{rd(10)}"
    t = f"Saya bayar tagihan Tokopedia lewat virtual account BCA {va}, nomor invoice {inv}. Kok statusnya belum lunas?"
    return t, [], [va, inv]


# ============================== Tagalog ========================================================
@case("tl-gcash-mpin-otp", "tl", "GCash MPIN and OTP given to a scammer; a receipt Ref No. is a look-alike")
def _():
    mpin, code = pin(4), otp(6)
    ref = rdnz(13)
    t = (f"May nag-text na taga-GCash daw, hiningi yung MPIN ko ({mpin}) at yung OTP na {code}. Naibigay ko na. "
         f"Yung huling padala ko may Ref No. {ref}. Ano'ng dapat kong gawin ngayon?")
    return t, [mpin, code], [ref]


@case("tl-sss-philhealth-loan", "tl", "SSS and PhilHealth numbers; employer's TIN look-alike")
def _():
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    ph = f"{rd(2)}-{rd(9)}-{rd(1)}"
    tin = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    t = (f"Pakitulungan mo akong mag-fill out ng salary loan form. SSS number ko {sss}, PhilHealth {ph}. "
         f"Yung TIN ng employer ko ay {tin}. Tama ba yung format?")
    return t, [sss, ph], [tin]


@case("tl-gcash-resibo-meralco", "tl", "negative: a GCash payment receipt Ref No. and amount")
def _():
    ref = rdnz(13)
    t = (f"Nagbayad ako ng Meralco gamit GCash kahapon, Ref No. {ref}, ₱2,345.60. Pero unpaid pa rin sa Meralco app. "
         f"Ilang araw bago ma-post?")
    return t, [], [ref, "₱2,345.60"]


# ============================== Swahili ========================================================
@case("sw-mpesa-ujumbe-pin", "sw", "multi-message: M-Pesa confirmation code in a forwarded SMS, then the M-Pesa PIN; balance amount look-alike")
def _():
    code, p = mpesa_code(), pin(4)
    t = (f"Nimepokea ujumbe huu:\n\"{code} Confirmed. Ksh2,500.00 sent to JANE WANJIRU 0712345678 on 4/12/26 at 7:41 PM. "
         f"New M-PESA balance is Ksh13,204.50. Transaction cost, Ksh34.00.\"\n---\n"
         f"Lakini Jane anasema hajapokea pesa. Kuna mtu amenipigia akisema ni wa Safaricom, anataka PIN yangu ya M-PESA ambayo ni {p}. Nimpe?")
    return t, [code, p], ["Ksh13,204.50"]


@case("sw-kitambulisho-kra-pin", "sw", "national id number and KRA PIN; the bank's paybill number look-alike")
def _():
    kit, kra = rdnz(8), "A" + rd(9) + pick(UP)
    t = (f"Nisaidie kujaza fomu ya mkopo: namba ya kitambulisho {kit}, KRA PIN {kra}. "
         f"Marejesho yanalipwa kupitia Paybill 522522. Fomu inauliza 'employer PIN' pia, nijaze nini?")
    return t, [kit, kra], ["522522"]


@case("sw-lipa-na-mpesa-till", "sw", "negative: a utility's paybill and a shop's till number (the bill account number is left neutral)")
def _():
    paybill, meter, till = rdnz(6), rdnz(11), rdnz(7)
    t = (f"Nataka kulipa bili ya maji kupitia Lipa na M-PESA: Paybill {paybill}, namba ya akaunti {meter}. "
         f"Duka la jirani linatumia Till Number {till}. Kuna tofauti gani kati ya Paybill na Till?")
    return t, [], [paybill, till]


# ----------------------------------------------------------------------------------------------
# validation and output
# ----------------------------------------------------------------------------------------------
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff\u2028\u2029\u0085]")
ID_RE = re.compile(r"^H42-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"


def _ascii_alnum(c):
    return c != "" and c.isascii() and c.isalnum()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    cid, text = c["id"], c["text"]
    if not ID_RE.match(cid):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang " + c["lang"])
    if not text.strip() or not c["note"].strip():
        errs.append("empty text or note")
    for field in ("id", "lang", "text", "note"):
        if HOSTILE.search(c[field]):
            errs.append(f"hostile character in {field}")
    listed = [("S", v) for v in c["secrets"]] + [("L", v) for v in c["lookalikes"]]
    vals = [v for _, v in listed]
    if len(set(vals)) != len(vals):
        errs.append("duplicate listed value")
    spans = []
    for kind, v in listed:
        if not isinstance(v, str) or not v:
            errs.append("empty value")
            continue
        if v != v.strip():
            errs.append(f"value with outer whitespace: {v!r}")
        if HOSTILE.search(v):
            errs.append(f"hostile character in value {v!r}")
        occ = occurrences(text, v)
        if not occ:
            errs.append(f"{kind} not in text: {v!r}")
            continue
        if len(v) <= 6 and len(occ) != 1:
            errs.append(f"short value occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                errs.append(f"number embedded in a longer number: {v!r}")
            if (_ascii_alnum(v[0]) and _ascii_alnum(before)) or (_ascii_alnum(v[-1]) and _ascii_alnum(after)):
                errs.append(f"value glued to neighbouring letters/digits: {v!r}")
            spans.append((a, b, kind, v))
        if kind == "S" and v in DOCS:
            errs.append(f"documentation value listed as a secret: {v!r}")
        if v in c["note"] and len(v) > 3 and kind == "S":
            errs.append(f"secret repeated in note: {v!r}")
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if v1 != v2 and a1 < b2 and a2 < b1:
                errs.append(f"overlap between {k1} {v1!r} and {k2} {v2!r}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append(f"    {key}:")
                out.extend(f"      - {q(v)}" for v in c[key])
            else:
                out.append(f"    {key}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v42.py heldout_v42.yaml", file=sys.stderr)
        return 1
    problems = ["self-test failed: " + p for p in self_test()]
    for v in DOCS_CARDS:
        if not luhn_ok(v.replace(" ", "")):
            problems.append("documented test card fails Luhn: " + v)
    for v in DOCS_IBANS:
        if not iban_ok(v):
            problems.append("documented IBAN fails mod 97: " + v)
    cases, seen = [], set()
    for n, (slug, lang, note, fn) in enumerate(CASES, 1):
        text, secrets, looks = fn()
        c = {"id": f"{PREFIX}-{n:03d}-{slug.lower()}", "lang": lang, "text": text, "secrets": list(secrets),
             "lookalikes": list(looks), "note": note}
        if c["id"] in seen:
            problems.append("duplicate id " + c["id"])
        seen.add(c["id"])
        problems += [f"{c['id']}: {e}" for e in validate_case(c)]
        cases.append(c)
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    multi = sum(1 for c in cases if SEP in c["text"])
    en = sum(1 for c in cases if c["lang"] == "en")
    langs = {c["lang"] for c in cases}
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    if not 165 <= n <= 185:
        problems.append(f"case count {n} out of range")
    if not 0.20 <= neg / n <= 0.30:
        problems.append(f"negative share {neg}/{n} out of range")
    if not 5 <= multi <= 10:
        problems.append(f"multi-message count {multi} out of range")
    if not 0.44 <= en / n <= 0.56:
        problems.append(f"English share {en}/{n} out of range")
    if len(langs) < 28:
        problems.append(f"only {len(langs)} languages")
    if not 180 <= nsec <= 225 or not 225 <= nlook <= 280:
        problems.append(f"secrets {nsec} / look-alikes {nlook} out of range")
    for c in cases:
        if not c["secrets"] and not c["lookalikes"]:
            problems.append(c["id"] + ": negative case without look-alikes")
    y = to_yaml(cases)
    if HOSTILE.sub("", y.replace("\n", "")) != y.replace("\n", ""):
        problems.append("hostile character in output")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    print(f"wrote {sys.argv[1]}: {n} cases ({n - neg} positive, {neg} negative), {nsec} secrets, {nlook} look-alikes, "
          f"{len(langs)} languages, {multi} multi-message, {en} English")
    return 0


if __name__ == "__main__":
    sys.exit(main())
