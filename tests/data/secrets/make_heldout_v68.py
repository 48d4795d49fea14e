#!/usr/bin/env python3
"""Deterministic generator for the blind evaluation set heldout_v68 (secrets filter).

Usage: python3 make_heldout_v68.py heldout_v68.yaml
Standard library only. Every value is drawn from random.Random(68) in a fixed order.
The script validates everything and exits 1 on any problem, before writing anything.
"""
import base64
import json
import random
import struct
import sys
import unicodedata

NAME = "heldout_v68"
SEED = 68
PREFIX = "H68"
R = random.Random(SEED)

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
HEX = "0123456789abcdef"
AN = UP + LO + DG
B64 = UP + LO + DG + "+/"
B64URL = UP + LO + DG + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


# ---------------------------------------------------------------- basic draws
def rdig(n):
    return "".join(R.choice(DG) for _ in range(n))


def rdnz(n):
    return R.choice("123456789") + rdig(n - 1)


def rstr(n, alphabet):
    return "".join(R.choice(alphabet) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def rhex(n):
    return rstr(n, HEX)


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def group(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def bdate(y0=1956, y1=2002):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rdig(length - len(prefix) - 1)
    return body + luhn_digit(body)


def mod97_num(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban(cc, bban):
    chk = 98 - mod97_num(bban + cc + "00")
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    return mod97_num(s[4:] + s[:4]) == 1


def ifmt(s):
    return group(s, 4)


def rf_ref(ref):
    chk = 98 - mod97_num(ref + "RF00")
    return "RF%02d%s" % (chk, ref)


def mod11_10(digits):
    """ISO 7064 MOD 11,10 check digit (German Steuer-ID, USt-IdNr)."""
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (2 * s) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return str(VERH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


# ---------------------------------------------------------------- cards
def card(brand="visa"):
    if brand == "visa":
        return luhn_complete("4" + rdig(5), 16)
    if brand == "mc":
        return luhn_complete(str(R.randint(51, 55)) + rdig(4), 16)
    if brand == "mc2":
        return luhn_complete(str(R.randint(2221, 2720)) + rdig(2), 16)
    if brand == "amex":
        return luhn_complete(R.choice(["34", "37"]) + rdig(4), 15)
    if brand == "unionpay":
        return luhn_complete("62" + R.choice(["2202", "2848", "2700", "1700"]), 19)
    if brand == "jcb":
        return luhn_complete("35" + str(R.randint(28, 89)) + rdig(2), 16)
    if brand == "troy":
        return luhn_complete("9792" + rdig(2), 16)
    if brand == "mir":
        return luhn_complete("220" + str(R.randint(0, 4)) + rdig(2), 16)
    raise ValueError(brand)


def amexfmt(n):
    return "%s %s %s" % (n[:4], n[4:10], n[10:])


def expiry(sep="/"):
    return "%02d%s%02d" % (R.randint(1, 12), sep, R.randint(26, 31))


def cvc(n=3):
    return rdig(n)


# ---------------------------------------------------------------- national ids and the like
def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_itin():
    return "9%02d-%d-%04d" % (R.randint(0, 99), R.choice([70, 71, 72, 73, 78, 79, 80, 81, 88, 90, 91, 94, 95]), R.randint(1, 9999))


def us_ein():
    return "%s-%s" % (R.choice(["12", "20", "26", "27", "45", "46", "47", "81", "82", "83", "84", "88", "92", "93"]), rdig(7))


def aba_routing():
    while True:
        p = R.choice(["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31", "32"]) + rdig(6)
        s = wsum(p, [3, 7, 1, 3, 7, 1, 3, 7])
        c = (10 - s % 10) % 10
        return p + str(c)


def aba_ok(r):
    return wsum(r, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0


def uk_nino():
    first = "ABCEGHJKLMNPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rdig(6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], R.choice("ABCD"))


def nhs_number():
    while True:
        b = R.choice("4567") + rdig(8)
        r = 11 - wsum(b, range(10, 1, -1)) % 11
        if r == 11:
            r = 0
        if r != 10:
            n = b + str(r)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def ca_sin():
    n = luhn_complete(R.choice("1234567"), 9)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rdnz(8)
        s = wsum(b, w[:8])
        c = s % 11
        if c < 10:
            n = b + str(c)
            assert wsum(n, w) % 11 == 0
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        tail = rdig(9)
        for p in range(10, 100):
            n = "%02d%s" % (p, tail)
            dd = [int(x) for x in n]
            dd[0] -= 1
            if sum(a * b for a, b in zip(dd, w)) % 89 == 0:
                return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def sg_nric(first=None):
    d = (first or R.choice("0123456789")) + rdig(6)
    s = wsum(d, [2, 7, 6, 5, 4, 3, 2])
    return "S" + d + "JZIHGFEDCBA"[s % 11]


def aadhaar():
    b = R.choice("23456789") + rdig(10)
    n = b + verhoeff_digit(b)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def in_pan(surname_initial):
    return rstr(3, UP) + "P" + surname_initial + rdig(4) + R.choice(UP)


def npi():
    b = R.choice("12") + rdig(8)
    return b + luhn_digit("80840" + b)


VIN_T = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9])}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(wmi):
    alph = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + rstr(5, alph) + "0" + R.choice("LMNPRS") + R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + rdig(6)
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W))
    c = s % 11
    return v[:8] + ("X" if c == 10 else str(c)) + v[9:]


def de_steuer_id():
    while True:
        b = rdnz(10)
        counts = sorted([b.count(x) for x in set(b)], reverse=True)
        if counts[0] in (2, 3) and (len(counts) < 2 or counts[1] == 1):
            n = b + mod11_10(b)
            return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def de_vat():
    b = rdnz(8)
    return "DE" + b + mod11_10(b)


def de_kvnr():
    letter = R.choice(UP)
    d8 = rdig(8)
    s = str(UP.index(letter) + 1).zfill(2) + d8
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return letter + d8 + str(tot % 10)


def fr_nir(sex=None):
    while True:
        sex = sex or R.choice("12")
        y, m, d = bdate()
        dep = "%02d" % R.choice([1, 6, 13, 31, 33, 35, 38, 44, 59, 67, 69, 75, 76, 92, 93, 94])
        b = "%s%02d%02d%s%s%s" % (sex, y % 100, m, dep, rdig(3), rdig(3))
        key = 97 - int(b) % 97
        return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


def fr_siren():
    return luhn_complete(R.choice("3456789"), 9)


def fr_siret(siren):
    b = siren + rdig(4)
    return b + luhn_digit(b)


def fr_vat(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def fr_rib():
    bank = R.choice(["30004", "30003", "20041", "10278", "30002", "10107"])
    guichet = rdig(5)
    acct = rdig(11)
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97
    return bank + guichet + acct + "%02d" % key


def es_dni():
    n = rdig(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie():
    p = R.choice("XYZ")
    n = rdig(7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def es_cif():
    body = R.choice(["08", "28", "46", "41", "48"]) + rdig(5)
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        x = int(body[i]) * 2
        b += x // 10 + x % 10
    return "B" + body + str((10 - (a + b) % 10) % 10)


def es_ccc():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(ten):
        r = 11 - wsum(ten, w) % 11
        return {11: 0, 10: 1}.get(r, r)
    ent = R.choice(["2100", "0049", "0182", "2085", "0081", "1465"])
    ofi = rdig(4)
    cta = rdig(10)
    return ent + ofi + str(dc("00" + ent + ofi)) + str(dc(cta)) + cta


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(c):
    return int(c) if c.isdigit() else UP.index(c)


def cf_check(s):
    tot = sum(CF_ODD[c] if i % 2 == 0 else cf_even(c) for i, c in enumerate(s))
    return UP[tot % 26]


def _cf_part(word, is_name):
    word = word.upper()
    cons = [c for c in word if c in UP and c not in "AEIOU"]
    vows = [c for c in word if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return "".join((cons + vows + ["X", "X", "X"])[:3])


def it_cf(surname, name, female=False):
    y, m, d = bdate()
    day = d + (40 if female else 0)
    body = _cf_part(surname, False) + _cf_part(name, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % day
    body += R.choice(["H501", "F205", "F839", "L219", "A944", "G273", "D612"])
    return body + cf_check(body)


def it_iban():
    abi = R.choice(["03069", "02008", "05034", "03062", "01030"])
    cab = rdig(5)
    conto = rdig(12)
    cin = cf_check(abi + cab + conto)
    return iban("IT", cin + abi + cab + conto)


def it_piva():
    b = rdig(7) + "%03d" % R.choice([1, 15, 37, 58, 63, 82, 96])
    return b + luhn_digit(b)


def nl_bsn():
    while True:
        b = rdnz(8)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return b + str(c)


def nl_iban():
    bank = R.choice(["ABNA", "RABO", "INGB", "SNSB", "TRIO"])
    if bank in ("ABNA", "RABO", "SNSB", "TRIO"):
        while True:
            a = "0" + rdnz(9)
            if wsum(a, range(10, 0, -1)) % 11 == 0:
                break
    else:
        a = "000" + rdnz(7)
    return iban("NL", bank + a)


def be_iban():
    b = R.choice(["001", "068", "363", "735", "063"]) + rdig(7)
    c = int(b) % 97 or 97
    return iban("BE", b + "%02d" % c)


def pl_pesel(female=None, y0=1960, y1=2004):
    y, m, d = bdate(y0, y1)
    mm = m + (20 if y >= 2000 else 0)
    serial = rdig(3)
    sexd = R.choice("02468" if female else "13579") if female is not None else rdig(1)
    b = "%02d%02d%02d%s%s" % (y % 100, mm, d, serial, sexd)
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_dowod():
    letters = R.choice("ACDEFGHJKMNPRSTWZ") + rstr(2, UP)
    digs = rdig(5)
    vals = [UP.index(c) + 10 for c in letters]
    s = vals[0] * 7 + vals[1] * 3 + vals[2] * 1 + wsum(digs, [7, 3, 1, 7, 3])
    return letters + str(s % 10) + digs


def pl_nip():
    while True:
        b = rdnz(9)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return b + str(c)


def pl_nrb():
    bank = R.choice(["102", "105", "114", "109", "124", "116"]) + rdig(4)
    sort = bank + str((10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
    return iban("PL", sort + rdig(16))


def cz_rc(female=False):
    while True:
        y, m, d = bdate(1955, 1999)
        b = "%02d%02d%02d%s" % (y % 100, m + (50 if female else 0), d, rdig(3))
        c = (-int(b) * 10) % 11
        if c < 10:
            return "%s/%s" % (b[:6], b[6:] + str(c))


def cz_account():
    while True:
        a = rdig(10)
        if int(a[:3]) > 0 and wsum(a, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0:
            break
    bank = R.choice(["0800", "0100", "0300", "2010", "3030", "0600"])
    return a.lstrip("0"), bank


def cz_ico():
    b = rdnz(7)
    r = wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str({0: 1, 1: 0}.get(r, (11 - r) % 10))


def se_pnr():
    y, m, d = bdate()
    b = "%02d%02d%02d%s" % (y % 100, m, d, rdig(3))
    return "%s-%s" % (b[:6], b[6:] + luhn_digit(b))


def se_orgnr():
    b = "55" + R.choice("6789") + rdig(6)
    n = b + luhn_digit(b)
    return "%s-%s" % (n[:6], n[6:])


def dk_cpr():
    y, m, d = bdate()
    return "%02d%02d%02d-%s" % (d, m, y % 100, rdig(4))


def dk_cvr():
    while True:
        b = rdnz(7)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return b + str(c)


def no_fnr():
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = bdate(1956, 1999)
        b = "%02d%02d%02d%03d" % (d, m, y % 100, R.randint(0, 499))
        k1 = 11 - wsum(b, w1) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - wsum(b, w2) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_mod11(base, weights):
    k = 11 - wsum(base, weights) % 11
    k = 0 if k == 11 else k
    return None if k == 10 else str(k)


def no_account():
    while True:
        b = R.choice(["1503", "1206", "9710", "3000", "1254", "1813"]) + rdig(6)
        k = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            n = b + k
            return "%s.%s.%s" % (n[:4], n[4:6], n[6:])


def no_orgnr():
    while True:
        b = R.choice("89") + rdig(7)
        k = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            n = b + k
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def fi_hetu():
    y, m, d = bdate(1956, 2004)
    ind = "%03d" % R.randint(2, 899)
    b = "%02d%02d%02d%s" % (d, m, y % 100, ind)
    return "%02d%02d%02d%s%s%s" % (d, m, y % 100, "-" if y < 2000 else "A", ind,
                                   "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b) % 31])


def fi_ytunnus():
    while True:
        b = rdnz(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r != 1:
            return "%s-%d" % (b, 0 if r == 0 else 11 - r)


def fi_viite(base):
    ws = [7, 3, 1]
    s = sum(int(ch) * ws[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def fi_iban():
    b = R.choice(["1", "5", "8", "4"]) + rdig(12)
    return iban("FI", b + luhn_digit(b))


def hu_adoazon():
    while True:
        b = "8" + "%05d" % R.randint(32000, 49000) + rdig(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_taj():
    b = rdig(8)
    n = b + str(wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def hu_group(b, w):
    return b + str((10 - wsum(b, w) % 10) % 10)


def hu_account():
    first = hu_group(R.choice(["117", "104", "120", "107", "116"]) + rdig(4), [9, 7, 3, 1, 9, 7, 3])
    second = hu_group(rdig(7), [9, 7, 3, 1, 9, 7, 3])
    return "%s-%s" % (first, second)


def hu_company_tax():
    t = hu_group(rdnz(7), [9, 7, 3, 1, 9, 7, 3])
    return "%s-%s-%s" % (t, R.choice("2345"), R.choice(["41", "42", "43", "13", "02"]))


def ro_cnp(female=False):
    y, m, d = bdate(1958, 2003)
    s = ("2" if female else "1") if y < 2000 else ("6" if female else "5")
    b = "%s%02d%02d%02d%02d%s" % (s, y % 100, m, d, R.randint(1, 46), rdig(3))
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    b = rdnz(R.choice([7, 8]))
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = (wsum(b, w) * 10) % 11
    return b + ("0" if c == 10 else str(c))


def gr_amka():
    y, m, d = bdate()
    b = "%02d%02d%02d%s" % (d, m, y % 100, rdig(4))
    return b + luhn_digit(b)


def gr_afm():
    b = R.choice("01") + rdig(7)
    c = sum(int(ch) * (2 ** (8 - i)) for i, ch in enumerate(b)) % 11 % 10
    return b + str(c)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def ru_snils():
    while True:
        b = "%09d" % R.randint(100000000, 199999999)
        s = sum(int(ch) * (9 - i) for i, ch in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ru_inn12():
    b = R.choice(["77", "50", "78", "66", "16"]) + rdig(8)
    n11 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(n11)
    n12 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(n12)


def ru_inn10():
    b = R.choice(["77", "50", "78"]) + rdig(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = "1" + R.choice(["02", "03", "05", "10", "12"]) + R.choice(["77", "50", "78"]) + rdig(7)
    return b + str(int(b) % 11 % 10)


def ru_account(bik):
    """20-digit personal account (40817 810) with the BIK-based control key."""
    while True:
        b = "40817810" + "0" + rdig(11)
        s = bik[-3:] + b
        w = [7, 1, 3] * 8
        tot = sum((int(ch) * w[i]) % 10 for i, ch in enumerate(s))
        key = (tot % 10) * 3 % 10
        acc = b[:8] + str(key) + b[9:]
        s2 = bik[-3:] + acc
        if sum((int(ch) * w[i]) % 10 for i, ch in enumerate(s2)) % 10 == 0:
            return acc


def ua_rnokpp(male=True):
    while True:
        days = R.randint(20000, 37000)
        b = "%05d%03d" % (days, R.randint(0, 999)) + R.choice("13579" if male else "02468")
        c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
        return b + str(c)


def il_tz():
    b = rdig(8)
    tot = 0
    for i, ch in enumerate(b):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return b + str((10 - tot % 10) % 10)


def il_ok(n):
    tot = 0
    for i, ch in enumerate(n):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == 0


def ir_melli():
    while True:
        b = rdig(9)
        if b[:3] == "000":
            continue
        r = sum(int(ch) * (10 - i) for i, ch in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)


def cn_id(area):
    y, m, d = bdate(1960, 2002)
    b = "%s%04d%02d%02d%s" % (area, y, m, d, rdig(3))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


CN_USCC_ALPH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(area):
    while True:
        org = rdnz(8)
        c = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        org += {10: "X", 11: "0"}.get(c, str(c))
        b = "91" + area + org
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(CN_USCC_ALPH.index(ch) * wt for ch, wt in zip(b, w))
        k = (31 - s % 31) % 31
        return b + CN_USCC_ALPH[k]


def jp_mynumber():
    b = rdig(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    n = b + str(0 if r <= 1 else 11 - r)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def jp_corp():
    b = rdnz(12)
    s = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def yamato():
    b = rdnz(11)
    n = b + str(int(b) % 7)
    return "%s-%s-%s" % (n[:4], n[4:8], n[8:])


def kr_rrn(female=False):
    y, m, d = bdate(1960, 2004)
    g = (2 if female else 1) if y < 2000 else (4 if female else 3)
    b = "%02d%02d%02d%d%s" % (y % 100, m, d, g, rdig(5))
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return "%s-%s" % (b[:6], b[6:] + str(c))


def kr_brn():
    b = rdnz(3) + "%02d" % R.choice([81, 86, 87, 88, 11, 12, 13]) + rdig(4)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


def th_id(first=None):
    b = (first or R.choice("1234")) + rdig(11)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    n = b + str(c)
    return n


def th_fmt(n):
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def br_cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    d1 = sum(x * (10 - i) for i, x in enumerate(b)) * 10 % 11 % 10
    b.append(d1)
    d2 = sum(x * (11 - i) for i, x in enumerate(b)) * 10 % 11 % 10
    b.append(d2)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def br_cnpj():
    b = [int(x) for x in rdnz(8) + "0001"]

    def dv(ds, w):
        r = sum(x * y for x, y in zip(ds, w)) % 11
        return 0 if r < 2 else 11 - r
    b.append(dv(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
    b.append(dv(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def pt_nif(first):
    while True:
        b = first + rdig(7)
        c = 11 - sum(int(ch) * (9 - i) for i, ch in enumerate(b)) % 11
        return b + ("0" if c >= 10 else str(c))


def pt_iban():
    b = R.choice(["0035", "0033", "0007", "0010", "0036"]) + rdig(4) + rdig(11)
    nib = b + "%02d" % (98 - int(b + "00") % 97)
    return iban("PT", nib)


def sa_id():
    return luhn_complete(R.choice("12"), 10)


def ae_eid():
    y, _, _ = bdate(1970, 2000)
    b = "784%04d%s" % (y, rdig(7))
    n = b + luhn_digit(b)
    return "%s-%s-%s-%s" % (n[:3], n[3:7], n[7:14], n[14])


def id_nik(female=False):
    y, m, d = bdate(1965, 2003)
    area = R.choice(["317401", "327303", "357806", "337411", "517102", "317105"])
    return "%s%02d%02d%02d%s" % (area, d + (40 if female else 0), m, y % 100, "%04d" % R.randint(1, 2999))


def vn_cccd(female=False):
    y, _, _ = bdate(1965, 2003)
    g = (1 if female else 0) if y < 2000 else (3 if female else 2)
    return "%s%d%02d%s" % (R.choice(["001", "079", "048", "031", "092", "036"]), g, y % 100, rdig(6))


def ke_kra(kind="A"):
    return kind + rdig(9) + R.choice(UP)


def mpesa_code():
    return R.choice("ST") + rstr(9, UP + DG)


# ---------------------------------------------------------------- tokens and keys
def tok_openai():
    return "sk-proj-" + rstr(R.choice([48, 64]), B64URL) + "T3BlbkFJ" + rstr(R.choice([48, 64]), B64URL)


def tok_anthropic():
    return "sk-ant-api03-" + rstr(93, B64URL) + "AA"


def tok_ghp():
    return "ghp_" + rstr(36, AN)


def tok_github_fine():
    return "github_pat_11" + rstr(20, UP + DG) + "_" + rstr(59, AN)


def tok_glpat():
    return "glpat-" + rstr(20, B64URL)


def tok_slack_bot():
    return "xoxb-%s-%s-%s" % (rdnz(12), rdnz(13), rstr(24, AN))


def aws_akid():
    return "AKIA" + rstr(16, UP + "234567")


def aws_secret():
    return rstr(40, B64)


def tok_stripe(kind="sk_live_"):
    return kind + rstr(R.choice([24, 99]), AN)


def tok_google():
    return "AIza" + rstr(35, B64URL)


def tok_sendgrid():
    return "SG." + rstr(22, B64URL) + "." + rstr(43, B64URL)


def tok_hf():
    return "hf_" + rstr(34, UP + LO)


def tok_npm():
    return "npm_" + rstr(36, AN)


def tok_discord(uid):
    return b64u(uid.encode()) + "." + rstr(6, B64URL) + "." + rstr(38, B64URL)


def tok_telegram():
    return "%s:AA%s" % (rdnz(10), rstr(33, B64URL))


def tok_mailgun():
    return "key-" + rhex(32)


def tok_mailchimp():
    return rhex(32) + "-us" + str(R.randint(2, 21))


def tok_docker():
    return "dckr_pat_" + rstr(27, B64URL)


def tok_do():
    return "dop_v1_" + rhex(64)


def tok_shopify():
    return "shpat_" + rhex(32)


def tok_twilio():
    return rhex(32)


def tok_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rstr(R.choice([140, 160]), B64URL)


def tok_linear():
    return "lin_api_" + rstr(40, AN)


def tok_notion():
    return "ntn_" + rstr(46, AN)


def jwt(payload_obj):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload_obj, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64u(rbytes(32)))


def totp_seed(n=32):
    return rstr(n, B32)


def github_recovery():
    return rhex(5) + "-" + rhex(5)


def google_backup():
    d = rdig(8)
    return d[:4] + " " + d[4:]


def bitlocker_key():
    groups = []
    for _ in range(8):
        groups.append("%06d" % (R.randint(0, 65535) * 11))
    return "-".join(groups)


def apple_recovery():
    return "-".join(rstr(4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))


def onepassword_secret_key():
    alph = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return "A3-%s-%s-%s-%s-%s-%s" % (rstr(6, alph), rstr(6, alph), rstr(5, alph), rstr(5, alph), rstr(5, alph), rstr(5, alph))


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def ed25519_pair(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    blob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    body = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + struct.pack(">I", 1)
    body += ssh_string(blob) + ssh_string(priv)
    b64 = base64.b64encode(body).decode()
    priv_pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b64[i:i + 70] for i in range(0, len(b64), 70)) + \
               "\n-----END OPENSSH PRIVATE KEY-----"
    pub_line = "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment
    return priv_pem, pub_line


def ed25519_pub(comment):
    blob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def wg_key(private=True):
    b = bytearray(rbytes(32))
    if private:
        b[0] &= 248
        b[31] &= 127
        b[31] |= 64
    return base64.b64encode(bytes(b)).decode()


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _hrp(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def btc_address():
    prog = rbytes(20)
    acc, bits, data = 0, 0, [0]
    for byte in prog:
        acc = (acc << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = _polymod(_hrp("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def btc_ok(addr):
    data = [BECH.index(c) for c in addr[3:]]
    return _polymod(_hrp("bc") + data) == 1


BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice
aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley
allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve
april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect
assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto
autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony
ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before
begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology
bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body
boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread
breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus
cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card
cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave
ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap
check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon
circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock
clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column
combine come comfort comic common company concert conduct confirm congress connect consider control convince cook cool
copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram
crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel
cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute
cycle""".split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- passwords
SYM = "!@#$%&*?-_+="
LEET = {"a": "@", "e": "3", "o": "0", "s": "$", "i": "1"}


def pw_random(n=None, syms=SYM):
    n = n or R.randint(12, 20)
    while True:
        s = rstr(n, AN + syms)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) and \
                (not syms or any(c in syms for c in s)):
            return s


def pw_human(words, style=None):
    w = R.choice(words)
    style = style if style is not None else R.randint(0, 5)
    if style == 0:
        return w.capitalize() + str(R.randint(1960, 2019)) + R.choice("!?#*.")
    if style == 1:
        return w.lower() + R.choice("_.-") + rdig(R.choice([2, 3, 4]))
    if style == 2:
        w2 = R.choice(words)
        return w.capitalize() + w2.capitalize() + rdig(2) + R.choice("!$%&")
    if style == 3:
        s = "".join(LEET.get(c, c) if R.random() < 0.6 else c for c in w.lower())
        return s[0].upper() + s[1:] + rdig(R.choice([1, 2, 3]))
    if style == 4:
        return R.choice("!#") + w.capitalize() + rdig(4)
    return w.capitalize() + "_" + R.choice(words).lower() + str(R.randint(10, 99))


def passphrase(words, k=4, sep="-"):
    return sep.join(R.choice(words) for _ in range(k))


EN_W = ["maple", "harbor", "velvet", "cobalt", "sparrow", "lantern", "pickle", "orbit", "juniper", "thunder", "meadow",
        "biscuit", "falcon", "saffron", "pebble", "walnut", "glacier", "tango", "rocket", "willow", "bramble", "copper",
        "marmalade", "otter", "quartz", "raven", "summit", "tundra", "zephyr", "nutmeg"]
PETS = ["Biscuit", "Luna", "Pepper", "Milo", "Daisy", "Oscar", "Nala", "Ziggy", "Mochi", "Waffles", "Bandit", "Cleo"]


# ---------------------------------------------------------------- case registry
BUILDERS = []


def case(fn):
    BUILDERS.append(fn)
    return fn


def C(slug, lang, text, secrets, lookalikes, note):
    if isinstance(text, (list, tuple)):
        text = "\n---\n".join(text)
    return {"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(lookalikes),
            "note": note}


def us_phone():
    return "(%s) 555-01%02d" % (R.choice(["415", "312", "646", "206", "512", "617", "303"]), R.randint(0, 99))


def amazon_order():
    return "%s-%s-%s" % (R.choice(["111", "112", "113", "114"]), rdig(7), rdig(7))


def ups_tracking():
    return "1Z" + rstr(6, UP + DG) + rdig(10)


def pnr():
    return rstr(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


# ================================================================= ENGLISH
@case
def _():
    code, pw, conf = rdig(4), pw_human(EN_W), "HM" + rstr(8, UP + DG)
    t = ("Can you turn this into a friendly welcome message for my Airbnb guests? Check-in is from 3pm, the keypad on "
         "the side door is %s and then the check mark. Wi-Fi network is BlueHeron_Guest, password %s. Their "
         "confirmation code is %s if you want to mention it." % (code, pw, conf))
    return C("airbnb-welcome-door-wifi", "en", t, [code, pw], [conf], "host's own door keypad and Wi-Fi password; booking code is a reference")


@case
def _():
    key, req = tok_openai(), "req_" + rhex(32)
    t = ("Getting a 429 on every call even though I have credits. Code:\n\nfrom openai import OpenAI\nclient = "
         "OpenAI(api_key=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
         "The error says: Rate limit reached for requests (request id %s). What am I doing wrong?" % (key, req))
    return C("openai-key-in-code-429", "en", t, [key], [req, "gpt-4o-mini"], "OpenAI project key hard-coded; request id is a log reference")


@case
def _():
    akid, sec = aws_akid(), aws_secret()
    acct = rdnz(12)
    t = ("My ~/.aws/credentials looks like this and boto3 still says InvalidClientTokenId:\n\n[default]\n"
         "aws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n\nI copied it from the IAM console "
         "for the user in account %s an hour ago. Is there some propagation delay?" % (akid, sec, acct))
    return C("aws-credentials-file", "en", t, [akid, sec], ["eu-west-1", acct], "AWS access key pair; region and account id look-alikes")


@case
def _():
    tok, sha = tok_ghp(), rhex(40)
    t = ("Ugh, I pushed a commit with my token in config.js to a public repo: const GH_TOKEN = '%s'. I already revoked "
         "it on GitHub. The commit is %s. How do I scrub it from the history properly? BFG or filter-repo?" % (tok, sha))
    return C("github-pat-leaked-revoked", "en", t, [tok], [sha], "revoked PAT is still a secret; commit hash is a look-alike")


@case
def _():
    live = tok_stripe("sk_live_")
    wh = "whsec_" + rstr(32, AN)
    t = ("Here's my .env for the shop, can you tell me why webhooks fail signature verification?\n\n"
         "NODE_ENV=production\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nPORT=8080\n\nIn dev I used the "
         "sk_test_4eC39HqLyjWDarjtT1zdp7dc key from the Stripe docs and everything worked." % (live, wh))
    return C("stripe-env-live-vs-docs", "en", t, [live, wh], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
             "live secret key and webhook secret; docs test key is a look-alike")


@case
def _():
    user, pw = R.choice(["app_rw", "orders_svc", "django", "etl_user"]), pw_random(18, "")
    host = "db-prod-%d.internal.%s.net" % (R.randint(1, 9), R.choice(["acmeco", "brightlane", "quillpay"]))
    t = ("Why does psycopg2 say 'could not translate host name'? My DATABASE_URL is "
         "postgresql://%s:%s@%s:5432/orders and it works from my laptop over the VPN." % (user, pw, host))
    return C("postgres-url-credentials", "en", t, ["%s:%s" % (user, pw)], [host],
             "only user:password of the URL is the secret; the host is a look-alike")


@case
def _():
    num, exp, cv = card("visa"), expiry(), cvc()
    order = "#" + rdig(7)
    t = ("My card keeps getting declined on this site and I'm losing my mind. I'm typing %s, exp %s, CVV %s, billing zip "
         "matches. The order was %s. Could it be the bank blocking online purchases?" % (group(num, 4), exp, cv, order))
    return C("card-declined-full-details", "en", t, [group(num, 4), exp, cv], [order[1:]],
             "own Visa with expiry and CVV; order number look-alike")


@case
def _():
    ssn, ein = us_ssn(), us_ein()
    t = ("Filling out my W-4 for the new job. My SSN is %s, I'm single, one job, no dependents. The employer's EIN on "
         "the offer letter is %s. Which box do I check for extra withholding?" % (ssn, ein))
    return C("w4-ssn-employer-ein", "en", t, [ssn], [ein], "own SSN; employer EIN is a public business id")


@case
def _():
    rt, acct = aba_routing(), rdig(R.choice([10, 12]))
    t = ("HR wants my direct deposit info in an email. Can you draft it? Bank: Chase, checking, routing %s, "
         "account %s. Name on the account is the same as my legal name." % (rt, acct))
    return C("direct-deposit-routing-account", "en", t, [acct], [rt], "account number secret; ABA routing number public")


@case
def _():
    codes = [google_backup() for _ in range(2)]
    t = ("I printed my Google backup codes years ago and only these two are left: %s and %s. If I use one does the other "
         "still work? I'm scared of getting locked out of Gmail." % tuple(codes))
    return C("google-backup-codes", "en", t, codes, [], "two 8-digit backup codes")


@case
def _():
    codes = [github_recovery() for _ in range(3)]
    t = ("Saving my GitHub recovery codes somewhere safe, is a text file on Dropbox fine?\n\n%s\n%s\n%s\n\n"
         "(there were 16, I deleted the ones I used)" % tuple(codes))
    return C("github-recovery-codes", "en", t, codes, [], "GitHub 2FA recovery codes")


@case
def _():
    seed = totp_seed(32)
    shown = group(seed.lower(), 4)
    t = ("Moving my 2FA from Authy to Bitwarden. The 'can't scan the QR?' setup key Coinbase showed me was "
         "%s. Do I paste it with the spaces or without?" % shown)
    return C("totp-setup-key-spaced", "en", t, [shown], [], "TOTP seed shown in spaced lowercase groups")


@case
def _():
    priv, pub = ed25519_pair("dana@thinkpad")
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    t = ("ssh keeps asking for a password on the new VPS. This is the key I generated:\n\n%s\n\nand I put this in "
         "/root/.ssh/authorized_keys:\n%s\n\nssh -v shows it offering %s then moving on." % (priv, pub, fp))
    return C("ssh-private-and-public-key", "en", t, [priv], [pub, fp],
             "whole OpenSSH private key block secret; matching public key and fingerprint are look-alikes")


@case
def _():
    pk, addr = rhex(64), "0x" + rhex(40)
    t = ("I exported the private key from MetaMask to import into Rabby: %s. It imported but shows a different address "
         "than %s, which is where my ETH is. Did I copy it wrong?" % (pk, addr))
    return C("eth-private-key-vs-address", "en", t, [pk], [addr], "wallet private key secret; public address look-alike")


@case
def _():
    sp = seed_phrase(12)
    t = ("is it safe to keep my wallet recovery phrase in apple notes if the note is locked? it's %s. "
         "asking because my phone is getting old" % sp)
    return C("seed-phrase-apple-notes", "en", t, [sp], [], "12-word recovery phrase")


@case
def _():
    tok, chan = tok_slack_bot(), "C0" + rstr(9, UP + DG)
    t = ("Slack bot posts nothing, no error. config.yaml:\n\nslack:\n  bot_token: %s\n  channel: %s\n  "
         "username: deploy-bot\n\nThe bot is invited to the channel." % (tok, chan))
    return C("slack-bot-token-yaml", "en", t, [tok], [chan], "Slack bot token; channel id is an identifier")


@case
def _():
    sec = pw_random(32, "")
    token = jwt({"sub": str(R.randint(10000, 99999)), "role": "admin", "iat": 1717000000 + R.randint(0, 99999),
                 "exp": 1717086400 + R.randint(0, 99999)})
    t = ("jsonwebtoken throws 'invalid signature' for this token from our login endpoint:\n%s\n\nThe API verifies with "
         "process.env.JWT_SECRET which is set to %s on both services. What else could differ?" % (token, sec))
    return C("jwt-and-signing-secret", "en", t, [token, sec], [], "a live bearer JWT and the HS256 signing secret")


@case
def _():
    pp = rdnz(9)
    ds = "AA00" + rstr(6, UP + DG)
    t = ("Renewing my passport by mail. Old passport number is %s, issued 2016. My DS-160 confirmation from the visa "
         "thing last year was %s, do they need that too?" % (pp, ds))
    return C("us-passport-renewal", "en", t, [pp], [ds], "own passport number; DS-160 confirmation is a reference")


@case
def _():
    dl = R.choice(UP) + rdig(7)
    conf = rdig(10)
    t = ("Renting a car in LA next week, the counter asked me to pre-register. My California license is %s, expires "
         "03/2029. Reservation confirmation %s. Do I need an international permit as a US citizen? (lol no right?)" % (dl, conf))
    return C("ca-driver-license-rental", "en", t, [dl], [conf, "03/2029"], "driver licence number; reservation number look-alike")


@case
def _():
    mid = R.choice(["W", "XHM", "U"]) + rdig(9)
    doc_npi = npi()
    claim = "E" + rdig(11)
    t = ("Insurance denied a claim (%s) for my MRI. My member ID is %s. The ordering doctor's NPI is %s. How do I "
         "write the appeal letter?" % (claim, mid, doc_npi))
    return C("health-insurance-appeal", "en", t, [mid], [claim, doc_npi], "member id secret; claim number and doctor NPI look-alikes")


@case
def _():
    gate, alarm = rdig(4), rdig(4)
    vet = us_phone()
    t = ("Writing instructions for our pet sitter, please make it clear and short:\n- community gate: %s#\n- garage "
         "door opener is in the blue car\n- alarm: disarm with %s within 30 sec\n- Mochi eats at 7am and 6pm, half a cup\n- vet: %s" % (gate, alarm, vet))
    return C("pet-sitter-codes", "en", t, [gate, alarm], [vet], "gate and alarm codes entrusted to a sitter")


@case
def _():
    box = rdig(4)
    permit = "BLD-%d-%s" % (R.choice([2024, 2025]), rdig(5))
    t = ("Text the plumber for me: the key is in the lockbox on the back porch railing, code %s. Permit %s is taped to "
         "the window. Water shutoff is under the stairs." % (box, permit))
    return C("lockbox-contractor", "en", t, [box], [permit], "key-box code; building permit number look-alike")


@case
def _():
    maiden = R.choice(["Kowalczyk", "Oyelaran", "Fitzgerald", "Marchetti", "Haugland"])
    car = R.choice(["Pontiac Sunfire", "Geo Metro", "Ford Escort", "Honda Civic hatchback"])
    street = R.choice(["Larkspur Lane", "Pinecrest Drive", "Elmwood Avenue", "Kessler Road"])
    t = ("Bank's security questions are annoying. Mother's maiden name: %s. First car: %s. Street you grew up on: %s. "
         "Should I make up fake answers instead like people say?" % (maiden, car, street))
    return C("security-question-answers", "en", t, [maiden, car, street], [], "answers to security questions")


@case
def _():
    otp, short = rdig(6), rdig(5)
    t = ("I got this text and didn't request anything, is it a scam?\n\n\"Chase: Your one-time code is %s. Don't share it. "
         "We'll never call to ask for it. Msg from %s\"\n\nSomeone called me a minute before asking for it." % (otp, short))
    return C("sms-otp-pasted", "en", t, [otp], [short], "OTP from a pasted SMS; sender short code look-alike")


@case
def _():
    mp = passphrase(EN_W, 5, " ")
    sk = onepassword_secret_key()
    t = ("Setting up 1Password on my wife's laptop. Master password is '%s' and the Secret Key from the emergency kit is "
         "%s. It says 'incorrect details' every time. Caps lock is off." % (mp, sk))
    return C("1password-master-and-secret-key", "en", t, [mp, sk], [], "password-manager master password and Secret Key")


@case
def _():
    admin, wpa = pw_random(12, "!@#"), pw_human(EN_W, 2)
    serial = "R" + rstr(3, UP + DG) + rdig(9)
    t = ("ASUS RT-AX58U keeps dropping. Admin login is admin / %s, Wi-Fi key is %s. Serial on the sticker %s. Firmware "
         "3.0.0.4.388_24243. Should I factory reset?" % (admin, wpa, serial))
    return C("router-admin-and-wifi", "en", t, [admin, wpa], [serial, "3.0.0.4.388_24243"],
             "router admin password and Wi-Fi key; serial and firmware version are look-alikes")


@case
def _():
    acct = R.choice(["stmediaprod", "contosodata", "fernhillbackups"])
    key = base64.b64encode(rbytes(64)).decode()
    t = ("Azure Functions can't reach the blob container. App setting:\n\nAzureWebJobsStorage=DefaultEndpointsProtocol="
         "https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key))
    return C("azure-storage-connection-string", "en", t, [key], [], "AccountKey value of the connection string")


@case
def _():
    user, pw = R.choice(["admin", "maxw", "shop_api"]), pw_random(16, "")
    host = "cluster0.%s.mongodb.net" % rstr(5, LO + DG)
    t = ("mongoose.connect hangs forever:\nmongoose.connect('mongodb+srv://%s:%s@%s/shop?retryWrites=true&w=majority')\n"
         "Atlas network access is 0.0.0.0/0." % (user, pw, host))
    return C("mongodb-srv-uri", "en", t, ["%s:%s" % (user, pw)], [host], "credentials in a MongoDB URI; cluster host look-alike")


@case
def _():
    key, tpl = tok_sendgrid(), "d-" + rhex(32)
    t = ("sgMail.setApiKey('%s');\nawait sgMail.send({ to, from: 'noreply@ourapp.io', templateId: '%s', "
         "dynamicTemplateData: data });\n\nreturns 403 Forbidden. the sender is verified." % (key, tpl))
    return C("sendgrid-key-template-id", "en", t, [key], [tpl], "SendGrid API key; dynamic template id look-alike")


@case
def _():
    key = tok_google()
    place = "ChIJ" + rstr(23, B64URL)
    t = ("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>\nThe map is grey "
         "with 'For development purposes only'. I'm centering it on place_id %s." % (key, place))
    return C("google-maps-key-html", "en", t, [key], [place], "Google API key in HTML; place id look-alike")


@case
def _():
    tok, rev = tok_hf(), rhex(40)
    t = ("In Colab: login(token=\"%s\") then from_pretrained(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"%s\") "
         "gives 'Access to model is restricted'. I accepted the license yesterday." % (tok, rev))
    return C("huggingface-token-colab", "en", t, [tok], [rev, "meta-llama/Llama-3.1-8B-Instruct"], "Hugging Face token; model revision hash look-alike")


@case
def _():
    tok = tok_npm()
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    t = ("CI publish fails with E404. .npmrc:\n//registry.npmjs.org/:_authToken=%s\n\nand package-lock has "
         "\"integrity\": \"%s\" for the same version 2.4.1. Scoped package, public access." % (tok, integ))
    return C("npm-token-npmrc", "en", t, [tok], [integ, "2.4.1"], "npm automation token; SRI integrity hash look-alike")


@case
def _():
    tok = tok_telegram()
    chat = "-100" + rdig(10)
    t = ("curl https://api.telegram.org/bot%s/sendMessage -d chat_id=%s -d text=hi\n-> {\"ok\":false,\"error_code\":400,"
         "\"description\":\"Bad Request: chat not found\"}" % (tok, chat))
    return C("telegram-bot-token-curl", "en", t, [tok], [chat], "Telegram bot token in URL; chat id look-alike")


@case
def _():
    user, tok = R.choice(["mkovacs", "jdeleon", "priya-r"]), tok_docker()
    dig = "sha256:" + rhex(64)
    t = ("GitHub Actions step: echo %s | docker login -u %s --password-stdin\nthen the pull of myorg/api@%s fails with "
         "'unauthorized: incorrect username or password'." % (tok, user, dig))
    return C("docker-hub-pat-ci", "en", t, [tok], [dig], "Docker Hub PAT; image digest look-alike")


@case
def _():
    num, exp1, exp2, cv = card("mc"), expiry(), expiry(), cvc()
    t = ["I'm going to give you my card details so you can fill the form template for me, ok?",
         "%s, expires %s, security code %s" % (group(num, 4), exp1, cv),
         "wait sorry, typo, the expiry is %s" % exp2]
    return C("card-over-three-messages", "en", t, [group(num, 4), exp1, exp2, cv], [],
             "card announced, given, expiry corrected; both expiries cut")


@case
def _():
    sort = "%02d-%02d-%02d" % (R.choice([20, 30, 40, 60, 77, 9]), R.randint(0, 99), R.randint(0, 99))
    acct = rdig(8)
    rent_ref = "FLAT%dB-%s" % (R.randint(1, 9), R.choice(["JAN", "FEB", "MAR"]))
    t = ("Can you write a short email to my landlord giving my new bank details for the deposit return? Sort code %s, "
         "account number %s, name Ms K Adeyemi. Tell him to use %s as the reference." % (sort, acct, rent_ref))
    return C("uk-deposit-return-bank", "en", t, [acct], [sort, rent_ref], "own UK account number; sort code public")


@case
def _():
    ib = iban("DE", R.choice(["10070000", "50010517", "12030000", "43060967"]) + rdig(10))
    vat, inv = de_vat(), "INV-2025-%03d" % R.randint(1, 300)
    t = ("Freelancer invoice template please. Bill the client (VAT ID %s) for 32 hours at EUR 85. Invoice number %s. "
         "Payment to my account %s, 14 days." % (vat, inv, ifmt(ib)))
    return C("freelance-invoice-own-iban", "en", t, [ifmt(ib)], [vat, inv, "EUR 85"], "own IBAN; client VAT id and invoice number look-alikes")


@case
def _():
    code, till = mpesa_code(), rdig(6)
    t = ("Paid the wrong till, how do I reverse? The SMS: %s Confirmed. Ksh2,350.00 paid to MAMA NJERI GROCERS. on "
         "14/3/25 at 6:12 PM. New M-PESA balance is Ksh4,118.40. Transaction cost, Ksh0.00. I was supposed to pay "
         "till %s." % (code, till))
    return C("mpesa-wrong-till", "en", t, [code], [till, "Ksh2,350.00", "Ksh4,118.40"], "M-Pesa transaction code treated as secret; till number and amount look-alikes")


@case
def _():
    ad, pan = aadhaar(), in_pan(R.choice("KSRM"))
    ifsc, utr = R.choice(["HDFC", "SBIN", "ICIC", "UTIB"]) + "0" + rdig(6), rdig(12)
    t = ("KYC form for the mutual fund app asks for Aadhaar %s and PAN %s. Bank IFSC %s. I also did the Rs 1 penny "
         "drop and the UPI ref no was %s. Is it normal to give Aadhaar to these apps?" % (ad, pan, ifsc, utr))
    return C("india-kyc-aadhaar-pan", "en", t, [ad, pan], [ifsc, utr], "Aadhaar (Verhoeff) and PAN; IFSC and UPI ref look-alikes")


@case
def _():
    nric = sg_nric(R.choice("567"))
    postal = "%06d" % R.randint(100000, 829999)
    t = ("Helping my dad fill in the HDB form online. His NRIC is %s, postal code %s. It says invalid NRIC but it's "
         "on his IC. Any idea?" % (nric, postal))
    return C("sg-nric-parent", "en", t, [nric], [postal], "father's NRIC (check letter computed), entrusted")


@case
def _():
    sin = ca_sin()
    bn = rdnz(9) + "RT0001"
    t = ("New employer in Ontario needs my SIN for the TD1. It's %s. Their business number on the pay stub is %s. Is it "
         "okay to email it or should I insist on the portal?" % (sin, bn))
    return C("ca-sin-td1", "en", t, [sin], [bn], "SIN (Luhn); employer business number look-alike")


@case
def _():
    tfn, abn = au_tfn(), au_abn()
    bsb = "%03d-%03d" % (R.choice([62, 63, 82, 83, 33, 12]), R.randint(0, 999))
    acct = rdig(8)
    t = ("Starting at a cafe in Melbourne, the TFN declaration asks for my TFN %s. Employer ABN %s. Super goes to my "
         "bank: BSB %s, account %s." % (tfn, abn, bsb, acct))
    return C("au-tfn-super-bank", "en", t, [tfn, acct], [abn, bsb], "TFN (check computed) and account; ABN and BSB public")


@case
def _():
    nhs = nhs_number()
    ref = "UBRN " + rdig(12)
    t = ("GP referral letter question. My NHS number is %s and the e-Referral booking reference is %s. The hospital "
         "says they can't find me. Who do I call?" % (nhs, ref[5:]))
    return C("nhs-number-referral", "en", t, [nhs], [ref[5:]], "NHS number (mod 11); e-RS booking reference look-alike")


@case
def _():
    nino = uk_nino()
    paye = "%03d/%s%05d" % (R.randint(100, 999), rstr(2, UP), R.randint(10000, 99999))
    t = ("Onboarding form asks for National Insurance number, mine is %s. They also put their employer PAYE reference "
         "%s on the P45 section. Which one goes in box 2?" % (nino, paye))
    return C("uk-nino-onboarding", "en", t, [nino], [paye], "NINO secret; employer PAYE reference look-alike")


@case
def _():
    user, duress = rdig(4), rdig(4)
    ticket = "SR-" + rdig(8)
    t = ("Our alarm panel keeps chirping. Disarm code is %s, and the company set a duress code %s which I never use. "
         "Service ticket %s says 'low battery zone 3'. Can I change the battery myself?" % (user, duress, ticket))
    return C("alarm-disarm-and-duress", "en", t, [user, duress], [ticket], "alarm and duress codes; service ticket look-alike")


@case
def _():
    code = rdig(5)
    v = vin("1FA")
    t = ("Locked the keys in my Mustang. The door keypad code from the card in the glovebox was %s but it beeps and "
         "does nothing. VIN %s if that helps to find the factory code." % (code, v))
    return C("car-keypad-code-vin", "en", t, [code], [v], "door keypad code; VIN (check digit computed) is public")


@case
def _():
    pw = pw_human(EN_W, 3) + R.choice("!#")
    t = ("Make me a printable QR for the guest Wi-Fi. The string should be WIFI:T:WPA;S:Miller Family 5G;P:%s;; right? "
         "Or does the space in the name break it?" % pw)
    return C("wifi-qr-string", "en", t, [pw], [], "Wi-Fi password inside WIFI: QR payload")


@case
def _():
    gc, order = "-".join([rstr(4, UP + DG), rstr(6, UP + DG), rstr(4, UP + DG)]), amazon_order()
    t = ("Amazon says my gift card %s was already redeemed but I never used it! It came in order %s for my "
         "birthday. How do I escalate?" % (gc, order))
    return C("gift-card-claim-code", "en", t, [gc], [order], "unredeemed gift card claim code; order number look-alike")


@case
def _():
    token = jwt({"sub": ruuid(), "scope": "read write", "exp": 1735000000 + R.randint(0, 9999999)})
    rid, trace = ruuid(), rhex(32)
    t = ("Log excerpt, why 401?\n2025-02-11T09:14:22Z INFO  incoming GET /v2/accounts request_id=%s trace_id=%s\n"
         "2025-02-11T09:14:22Z DEBUG headers: {Authorization: Bearer %s, Accept: application/json}\n"
         "2025-02-11T09:14:22Z WARN  token validation failed: audience mismatch" % (rid, trace, token))
    return C("bearer-token-in-log", "en", t, [token], [rid, trace, "2025-02-11T09:14:22Z"], "bearer token in a debug log; request and trace ids look-alikes")


@case
def _():
    dbp, jw, mg = pw_random(20, ""), rhex(64), tok_mailgun()
    dsn = "https://%s@o%s.ingest.sentry.io/%s" % (rhex(32), rdig(6), rdig(7))
    t = ("Which of these do I need to move to the secrets manager and which can stay in the repo?\n\nAPP_ENV=production\n"
         "PORT=3000\nDB_PASSWORD=%s\nJWT_SECRET=%s\nMAILGUN_API_KEY=%s\nSENTRY_DSN=%s\nLOG_LEVEL=info" % (dbp, jw, mg, dsn))
    return C("dotenv-mixed", "en", t, [dbp, jw, mg], [dsn], "three secrets; Sentry DSN is designed to be public")


@case
def _():
    pw = pw_random(16, "")
    enc = base64.b64encode(pw.encode()).decode()
    t = ("kubectl apply fails: 'illegal base64 data'. Manifest:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n"
         "type: Opaque\ndata:\n  username: cG9zdGdyZXM=\n  password: %s\n" % enc)
    return C("k8s-secret-base64", "en", t, [enc], [], "base64-encoded password in a Kubernetes Secret")


@case
def _():
    sid, csrf = rstr(32, LO + DG), rstr(32, AN)
    t = ("My scraper for my own library account broke. I copied the cookies from Chrome: sessionid=%s; csrftoken=%s; "
         "theme=dark. Do I need both?" % (sid, csrf))
    return C("session-cookie-paste", "en", t, [sid], [], "session cookie value; CSRF token left neutral")


@case
def _():
    pin, ticket = rdig(6), "CS" + rdig(9)
    t = ("Switching carriers. Verizon gave me the number transfer PIN %s, and the new carrier opened case %s. The port "
         "still says rejected." % (pin, ticket))
    return C("port-out-pin", "en", t, [pin], [ticket], "number-transfer PIN (SIM swap risk)")


@case
def _():
    tmp, case_no = pw_random(10, "!@#"), "Case #" + rdig(8)
    t = ("IT sent me this, what does it mean by 'at first sign-in'?\n\n> Your account has been reset. Temporary password: %s\n"
         "> You will be asked to change it at first sign-in. Reference: %s" % (tmp, case_no))
    return C("it-temp-password-email", "en", t, [tmp], [case_no[6:]], "temporary password in pasted email; case number look-alike")


@case
def _():
    priv, peer = wg_key(True), wg_key(False)
    ep = "%d.%d.%d.%d:51820" % (R.randint(5, 220), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    t = ("WireGuard handshake never completes.\n\n[Interface]\nPrivateKey = %s\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n"
         "[Peer]\nPublicKey = %s\nEndpoint = %s\nAllowedIPs = 0.0.0.0/0" % (priv, peer, ep))
    return C("wireguard-config", "en", t, [priv], [peer, ep], "WireGuard private key; peer public key look-alike")


@case
def _():
    digits = rdig(6)
    words = {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
             "8": "eight", "9": "nine"}
    spelled = " ".join(words[d] for d in digits)
    t = ("My grandma's iPad passcode, she reads it to me over the phone as '%s'. How do I turn on Face ID so she stops "
         "typing it?" % spelled)
    return C("spelled-out-ipad-passcode", "en", t, [spelled], [], "passcode spelled out in words")


@case
def _():
    pw = pw_random(18, "!@#$")
    a, b = pw[:9], pw[9:]
    t = ["I'll send the shared admin password in two parts so it's not in one message, ok?",
         "first part: %s" % a,
         "second part: %s\nnow can you tell me if it's strong enough for the company router?" % b]
    return C("password-in-two-parts", "en", t, [a, b], [], "password split across messages")


@case
def _():
    key = tok_mailchimp()
    aud = rhex(10)
    t = ["Next message is our Mailchimp API key, I need the Python to add a subscriber to audience %s." % aud,
         key]
    return C("mailchimp-key-announced", "en", t, [key], [aud], "key announced then pasted alone; audience id look-alike")


@case
def _():
    key, sec = rstr(64, AN), rstr(64, AN)
    txh = rhex(64)
    t = ("Binance API: python-binance says 'Signature for this request is not valid'.\napi_key = '%s'\napi_secret = '%s'\n"
         "The withdrawal I'm checking has tx hash %s." % (key, sec, txh))
    return C("binance-api-key-secret", "en", t, [key, sec], [txh], "exchange API key and secret; on-chain tx hash look-alike")


@case
def _():
    addr, pw = btc_address(), pw_human(EN_W, 2)
    t = ("For the bake sale, people can send BTC to %s (that's my Sparrow wallet receive address). The wallet file "
         "password is %s, should I write it on paper too?" % (addr, pw))
    return C("btc-address-and-wallet-password", "en", t, [pw], [addr], "wallet password; bech32 receive address public")


@case
def _():
    sk = "django-insecure-" + rstr(50, LO + DG + "!@#$%^&*(-_=+)")
    t = ("settings.py\n\nSECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['shop.example.com']\n\nIs it fine to keep the "
         "'insecure' key in production if the repo is private?" % sk)
    return C("django-secret-key", "en", t, [sk], ["shop.example.com"], "Django SECRET_KEY, even with the insecure prefix")


@case
def _():
    key, app = ruuid(), ruuid()
    t = ("heroku CLI in CI: HEROKU_API_KEY=%s heroku releases -a %s says 'Couldn't find that app' but the app id is "
         "right from the dashboard URL." % (key, app))
    return C("heroku-key-uuid-vs-app-id", "en", t, [key], [app], "Heroku API key has UUID shape; app id UUID is a look-alike")


@case
def _():
    pw = R.choice(PETS).lower() + rdig(4)
    sid = "S" + rdig(7)
    t = ("My 9 year old forgot how to log into the school Chromebook. Student ID %s, password %s. Can you make a little "
         "card she can keep in her pencil case?" % (sid, pw))
    return C("child-school-login", "en", t, [pw], [], "child's school password entrusted to parent; student id neutral")


@case
def _():
    rk, kid = bitlocker_key(), ruuid().upper()
    t = ("Work laptop is on the BitLocker recovery screen. It shows Recovery key ID: %s. IT sent me the key: %s. "
         "Do I type the dashes?" % (kid[:8], rk))
    return C("bitlocker-recovery-key", "en", t, [rk], [kid[:8]], "BitLocker recovery key (groups divisible by 11); key id look-alike")


@case
def _():
    tok = tok_anthropic()
    t = ["quick one, I'll paste my Claude API key in the next message and then the error",
         "%s\n\nanthropic.AuthenticationError: Error code: 401 - invalid x-api-key" % tok]
    return C("anthropic-key-announced", "en", t, [tok], [], "key announced, then given")


@case
def _():
    ib, ib_fix = iban("GB", R.choice(["BARC", "NWBK", "LOYD"]) + rdig(6) + rdig(8)), None
    wrong = ib[:-1] + str((int(ib[-1]) + 1) % 10)
    t = ["my IBAN for the Wise transfer is %s" % ifmt(wrong),
         "no wait, typo, the last digit is wrong: %s" % ifmt(ib)]
    return C("iban-corrected", "en", t, [ifmt(wrong), ifmt(ib)], [], "own IBAN with a one-digit typo, then corrected; both cut")


@case
def _():
    t = ("The AWS docs keep using AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Are those real "
         "keys anyone can use, or just placeholders? Our linter flags them in the tutorial markdown.")
    return C("aws-docs-example-keys", "en", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example credentials")


@case
def _():
    tokx = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = ("Can you decode the sample token on jwt.io for my slides and explain each part? %s. I want to show why the "
         "payload isn't encrypted." % tokx)
    return C("jwt-io-sample-token", "en", t, [], [tokx], "the well-known jwt.io example token")


@case
def _():
    t = ("For a security awareness talk: is the xkcd advice still valid? 'correct horse battery staple' vs "
         "'Tr0ub4dor&3'. And should I mention 'hunter2' as a joke, or is that too old?")
    return C("famous-example-passwords", "en", t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2"],
             "famous example passwords discussed as examples")


@case
def _():
    o, u, tk = amazon_order(), ups_tracking(), "#" + rdig(8)
    t = ("Package never arrived. Amazon order %s, UPS tracking %s shows delivered to a 'front desk' we don't have. "
         "I opened ticket %s yesterday. What do I say in the chat to get a refund fast?" % (o, u, tk))
    return C("missing-package-refs", "en", t, [], [o, u, tk[1:]], "order, tracking and ticket numbers")


@case
def _():
    sha, short = rhex(40), None
    short = sha[:7]
    chk = rhex(64)
    t = ("Release notes draft: v2.14.0 (commit %s) fixes the memory leak. Verify the tarball with sha256sum: %s  "
         "app-2.14.0-linux-amd64.tar.gz. Can you polish this?" % (sha, chk))
    return C("release-commit-checksum", "en", t, [], [sha, chk, "v2.14.0"], "commit hash, checksum, version")


@case
def _():
    last4, txn = rdig(4), rstr(3, UP) + rdig(9)
    t = ("There's a charge I don't recognize on my card ending **** %s: $47.99 from 'SQ *BLUE BOTTLE', transaction ID "
         "%s. Is Square a subscription thing?" % (last4, txn))
    return C("masked-card-charge", "en", t, [], ["**** %s" % last4, txn, "$47.99"], "masked card, transaction id, amount")


@case
def _():
    t = ("README says:\n  export OPENAI_API_KEY=your_api_key\n  curl -H \"Authorization: Bearer <token>\" https://api.example.com\n"
         "and in config.yaml password: xxxxxxxx. Do I literally type those?")
    return C("readme-placeholders", "en", t, [], ["your_api_key", "<token>", "xxxxxxxx"], "placeholders")


@case
def _():
    ib = iban("GB", "NWBK" + "60" + rdig(4) + rdig(8))
    charity = "11" + rdig(5)
    t = ("I want to donate to the food bank by transfer. Their site lists IBAN %s, BIC NWBKGB2L, registered charity "
         "number %s, reference GIFTAID. Is Gift Aid automatic then?" % (ifmt(ib), charity))
    return C("charity-iban-donation", "en", t, [], [ifmt(ib), "NWBKGB2L", charity], "a charity's published bank details")


@case
def _():
    ref = "%s %s %s" % (rdig(4), rdig(3), rdig(6))
    t = ("I paid my Meralco bill through GCash but it still shows unpaid. Receipt says Amount PHP 3,482.50, Ref No. %s, "
         "Sep 3 2025 8:14 PM. How long does posting take?" % ref)
    return C("gcash-receipt-ref", "en", t, [], [ref, "PHP 3,482.50"], "receipt Ref No. is a reference, not a secret")


@case
def _():
    p, et = pnr(), "016" + rdig(10)
    t = ("United changed my flight. Confirmation %s, e-ticket %s. Am I entitled to a refund if the new departure is 5 "
         "hours later?" % (p, et))
    return C("flight-pnr-eticket", "en", t, [], [p, et], "booking code and e-ticket number")


@case
def _():
    sn, model, inv = rstr(2, UP) + rdig(8), "DCD791D2", "INV" + rdig(7)
    t = ("DeWalt drill died after 14 months. Model %s, serial %s, bought at Home Depot, invoice %s. Is that still "
         "under the 3 year warranty?" % (model, sn, inv))
    return C("tool-warranty-serial", "en", t, [], [model, sn, inv], "model, serial and invoice numbers")


@case
def _():
    pub = ed25519_pub("deploy@ci")
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    t = ("Adding a deploy key to the repo. GitHub wants the public key, so I pasted %s. It shows fingerprint %s. "
         "Read-only is enough, right?" % (pub, fp))
    return C("deploy-public-key", "en", t, [], [pub, fp], "public key and fingerprint only")


@case
def _():
    t = ("Writing unit tests for IBAN validation. Wikipedia's example GB82 WEST 1234 5698 7654 32 passes, and "
         "DE89 3704 0044 0532 0130 00 too. What's a good invalid one to test the checksum?")
    return C("doc-example-ibans", "en", t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"],
             "well-known documentation IBANs")


@case
def _():
    rid = ruuid()
    t = ("Our logs are redacted like this: user=alice password=******** api_key=[REDACTED] request=%s. Is masking "
         "enough for GDPR or do we need to drop the fields?" % rid)
    return C("redacted-log-line", "en", t, [], ["********", "[REDACTED]", rid], "masked values and request id")


@case
def _():
    t = ("Explaining TOTP to juniors. The Google Authenticator wiki uses the key JBSWY3DPEHPK3PXP, and RFC 6238 test "
         "vectors use the ASCII secret 12345678901234567890. Why base32 in one and ASCII in the other?")
    return C("totp-doc-examples", "en", t, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890"], "documented TOTP example secrets")


@case
def _():
    u1, u2 = ruuid(), ruuid()
    t = ("Bug report draft: After upgrading to 5.3.2 (from 5.2.9), the record %s can't be saved; a sibling record "
         "%s works. Stack trace attached. Could you tidy the wording?" % (u1, u2))
    return C("bug-report-uuids-versions", "en", t, [], [u1, u2, "5.3.2", "5.2.9"], "UUIDs and versions")


@case
def _():
    isbn_body = "978" + rdig(9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(isbn_body))
    isbn = isbn_body + str((10 - s % 10) % 10)
    t = ("For my privacy class: the SSN 078-05-1120 printed on a wallet insert in 1938 got used by thousands of people. "
         "Is there a book about it? I found ISBN %s but not sure it's relevant." % isbn)
    return C("woolworth-ssn-history", "en", t, [], ["078-05-1120", isbn], "famous published sample SSN; ISBN (check computed)")

@case
def _():
    inst = "i-0" + rhex(16)
    ami, sg = "ami-0" + rhex(16), "sg-0" + rhex(16)
    t = ("Terraform plan wants to replace instance %s because the AMI changed to %s. Security group %s stays. "
         "Can I pin the AMI so it doesn't recreate the box every apply?" % (inst, ami, sg))
    return C("aws-resource-ids", "en", t, [], [inst, ami, sg], "AWS resource ids look like tokens but are identifiers")


@case
def _():
    fp = ":".join(rhex(2).upper() for _ in range(32))
    serial = rhex(36)
    t = ("Our monitoring says the certificate changed. New one: SHA-256 fingerprint %s, serial %s, issuer R11, "
         "valid until 2026-01-19. Is that just the normal Let's Encrypt renewal?" % (fp, serial))
    return C("tls-cert-fingerprint-serial", "en", t, [], [fp, serial, "2026-01-19"], "public certificate fingerprint, serial, date")


@case
def _():
    rt = aba_routing()
    t = ("A client in Germany wants to pay me by international wire. He's asking for my bank's SWIFT code and the "
         "routing number. Chase told me SWIFT CHASUS33 and for wires the ABA %s. Is that all he needs besides my "
         "name and address?" % rt)
    return C("bank-swift-routing-only", "en", t, [], ["CHASUS33", rt], "only the bank's public identifiers, no account given")


# ================================================================= OTHER LANGUAGES
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# ---------------------------------------------------------------- zh
@case
def _():
    cid, cd = cn_id(R.choice(["110105", "310115", "440305", "510107"])), luhn_complete("622588", 16)
    fpdm, fphm = "0" + rdig(11), rdig(8)
    t = ("帮我填一下公司的差旅报销单，我的信息：姓名王磊，身份证号%s，工资卡是招商银行%s。发票代码%s，发票号码%s，"
         "金额1,286.00元。报销事由写“上海客户拜访”就行。" % (cid, group(cd, 4), fpdm, fphm))
    return C("reimbursement-id-bankcard", "zh", t, [cid, group(cd, 4)], [fpdm, fphm, "1,286.00元"],
             "身份证 (ISO 7064 check) and UnionPay card (Luhn); invoice code/number look-alikes")


@case
def _():
    pw, code = "wifi" + rdig(4) + rstr(2, LO), rdig(6)
    sf = "SF" + rdig(13)
    t = ("帮我写个合租群公告：客厅WiFi叫ChinaNet-7Kx2，密码%s；大门密码锁是%s，按完记得按#。另外上周那个顺丰单号%s"
         "的快递到现在没人认领，是谁的赶紧拿走。这个月水电费每人236元。" % (pw, code, sf))
    return C("shared-flat-notice-wifi-lock", "zh", t, [pw, code], [sf], "Wi-Fi password and smart-lock code; SF tracking number look-alike")


@case
def _():
    uscc, order = cn_uscc(R.choice(["440300", "330100", "310000"])), rdnz(19)
    t = ("我想查一下这家公司靠不靠谱：深圳市某某科技有限公司，统一社会信用代码%s。我在他们淘宝店下的订单号%s，"
         "一直不发货，客服也不回。去哪里投诉比较好？" % (uscc, order))
    return C("company-credit-code-order", "zh", t, [], [uscc, order], "统一社会信用代码 (both check characters computed) and order number")


# ---------------------------------------------------------------- ja
@case
def _():
    mn, branch, acct = jp_mynumber(), rdig(3), rdig(7)
    t = ("副業の確定申告をe-Taxで入力しています。マイナンバーは%s、還付金の振込先は三菱UFJ銀行（銀行コード0005）"
         "支店番号%s、普通預金 口座番号%sです。この書き方で合っていますか？" % (mn, branch, acct))
    return C("etax-mynumber-refund-account", "ja", t, [mn, acct], ["0005", branch],
             "マイナンバー (check digit computed) and own account; bank and branch codes public")


@case
def _():
    base = pw_human(["sakura", "momiji", "tanuki", "kotatsu", "onigiri"], 0)
    pw1 = base[:-1] + "!"
    pw2 = base[:-1] + "?"
    t = ["今から母のAmazonのパスワードを送るので、母が忘れないようなメモの書き方を考えてください。",
         pw1,
         "あ、ごめんなさい、最後は!じゃなくて?でした。%s です。" % pw2]
    return C("mother-password-corrected", "ja", t, [pw1, pw2], [], "entrusted password announced, given, corrected; both cut")


@case
def _():
    corp, ym, order = jp_corp(), yamato(), "%s-%s-%s" % (rdig(3), rdig(7), rdig(7))
    t = ("取引先の法人番号%sで国税庁の法人番号公表サイトを検索したら、住所が請求書と違いました。あと、ヤマトの"
         "お問い合わせ伝票番号%sがずっと「荷物受付」のままです。注文番号は%sです。どこに問い合わせるべきですか？" % (corp, ym, order))
    return C("corporate-number-tracking", "ja", t, [], [corp, ym, order], "法人番号 (check computed), Yamato slip (mod 7), order number")


# ---------------------------------------------------------------- ko
@case
def _():
    rrn = kr_rrn(R.random() < 0.5)
    acct = "%s-%s-%s" % (rdig(6), rdig(2), rdig(6))
    brn = kr_brn()
    t = ("편의점 알바 시작했는데 사장님이 급여 통장이랑 주민번호를 카톡으로 보내달래요. 주민등록번호 %s, 국민은행 %s "
         "이렇게 보내도 괜찮을까요? 근로계약서에 사업자등록번호는 %s라고 적혀 있어요." % (rrn, acct, brn))
    return C("parttime-rrn-account", "ko", t, [rrn, acct], [brn], "주민등록번호 and account; employer 사업자등록번호 (check computed)")


@case
def _():
    door, lobby = rdig(R.choice([6, 8])), rdig(4)
    t = ("내일 부모님 댁에 냉장고 설치 기사님이 오세요. 부모님이 안 계셔서 공동현관은 호출 버튼 누르고 %s, 현관 도어락 "
         "비밀번호는 %s*이에요. 기사님께 보낼 문자 좀 정중하게 써 주세요." % (lobby, door))
    return C("doorlock-codes-installer", "ko", t, [lobby, door], [], "building and door-lock codes entrusted to an installer")


@case
def _():
    order, inv = rdig(14), rdig(12)
    t = ("쿠팡 주문번호 %s인데 CJ대한통운 운송장번호 %s로 조회하면 배송완료라고 나와요. 근데 저는 못 받았어요. "
         "고객센터 1577-7011로 전화해야 하나요?" % (order, inv))
    return C("delivery-order-waybill", "ko", t, [], [order, inv, "1577-7011"], "order, waybill and support phone numbers")


# ---------------------------------------------------------------- ar
@case
def _():
    ib = iban("SA", "80" + "0000" + rdig(14))
    nid = sa_id()
    req = "HR-" + rdig(6)
    t = ("أبغى أكتب إيميل للموارد البشرية عشان يحولون الراتب على حسابي الجديد في الراجحي. الآيبان: %s، ورقم الهوية "
         "الوطنية %s. رقم الطلب في الخدمة الذاتية %s. اكتبه بأسلوب رسمي لو سمحت." % (ifmt(ib), nid, req))
    return C("saudi-salary-iban-id", "ar", t, [ifmt(ib), nid], [req], "own SA IBAN and national id (Luhn); HR request number look-alike")


@case
def _():
    otp, pw = rdig(6), pw_human(["yasmin", "falcon", "cairo", "nile"], 4)
    t = ("جالي رسالة من البنك فيها: \"رمز التحقق الخاص بك هو %s، لا تشاركه مع أي شخص\". وبعدها بدقيقة واحد اتصل وقال إنه "
         "من خدمة العملاء وطلب الكود. ما ادتهوش. بس هل لازم أغير باسورد تطبيق البنك؟ الباسورد الحالي %s." % (otp, pw))
    return C("egypt-bank-otp-password", "ar", t, [otp, pw], [], "OTP from bank SMS and app password")


@case
def _():
    vat = "3" + rdig(13) + "3"
    inv = "INV-" + rdig(6)
    amt = "3450".translate(AR_DIG)
    t = ("محتاج أتأكد من فاتورة وصلتني من شركة توريد: الرقم الضريبي %s، رقم الفاتورة %s، والمبلغ %s ريال شامل الضريبة. "
         "كيف أتحقق من الرقم الضريبي في موقع الزكاة والضريبة؟" % (vat, inv, amt))
    return C("supplier-vat-invoice", "ar", t, [], [vat, inv, amt], "supplier VAT number and invoice number")


# ---------------------------------------------------------------- fa
@case
def _():
    melli = ir_melli()
    ib = iban("IR", "012" + "0" + rdig(18))
    t = ("برای ثبت‌نام دانشگاه باید کد ملی و شماره شبا رو وارد کنم. کد ملی من %s و شبای بانک ملتم %s هست. "
         "این سایت امنه؟ آدرسش با http شروع میشه نه https." % (melli, ifmt(ib)))
    return C("university-melli-sheba", "fa", t, [melli, ifmt(ib)], [], "کد ملی (check computed) and own IR IBAN")


@case
def _():
    otp = rdig(6)
    cd = luhn_complete(R.choice(["610433", "603799", "621986"]), 16)
    cdfa = group(cd, 4, "-").translate(FA_DIG)
    trk = rdig(6).translate(FA_DIG)
    t = ("رمز دوم کارتم رو زدم ولی خطا میده. رمز پویایی که اومد %s بود. شماره کارتم %s هست و شماره پیگیری "
         "تراکنش ناموفق %s. ممکنه کارت مسدود شده باشه؟" % (otp, cdfa, trk))
    return C("dynamic-pin-card-persian-digits", "fa", t, [otp, cdfa], [trk], "dynamic OTP and card number in Persian digits (Luhn)")


@case
def _():
    dk, post, pay = "DKC-" + rdig(9), rdig(24), rdig(12)
    t = ("سفارشم از دیجی‌کالا هنوز نرسیده. کد سفارش %s، کد رهگیری پست %s، و شماره پیگیری پرداخت %s. "
         "باید به کجا زنگ بزنم؟" % (dk, post, pay))
    return C("order-tracking-refs", "fa", t, [], [dk, post, pay], "order, postal tracking and payment reference numbers")


# ---------------------------------------------------------------- he
@case
def _():
    tz, pw = il_tz(), pw_human(["shalom", "tapuz", "kineret", "hermon"], 1)
    req = rdig(8)
    t = ("אני ממלא טופס באזור האישי של ביטוח לאומי. מספר תעודת זהות %s, הסיסמה שלי %s. למה הוא כל הזמן אומר "
         "שהפרטים שגויים? פתחתי פנייה מספר %s ועוד לא ענו." % (tz, pw, req))
    return C("bituach-leumi-tz-password", "he", t, [tz, pw], [req], "תעודת זהות (check computed) and portal password")


@case
def _():
    door, alarm = rdig(4), rdig(4)
    t = ("תכתוב הודעה קצרה לשכן שמשקה לי את העציצים: הקוד לדלת של הבניין %s, המפתח אצל אמא שלי בקומה 2, "
         "והקוד לנטרל את האזעקה %s. תודה רבה!" % (door, alarm))
    return C("neighbor-door-alarm-codes", "he", t, [door, alarm], [], "building door and alarm codes")


@case
def _():
    hp = "51" + rdig(6)
    tot = 0
    for i, ch in enumerate(hp):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    hp += str((10 - tot % 10) % 10)
    order = rdig(9)
    t = ("קיבלתי חשבונית מחברה עם ח.פ. %s על סך 1,240 ₪, מספר הזמנה %s. איך אני בודק שזו חברה אמיתית ולא "
         "הונאה?" % (hp, order))
    return C("company-hp-invoice", "he", t, [], [hp, order], "company number (same check as ID) and order number")


# ---------------------------------------------------------------- hi
@case
def _():
    ad, pan = aadhaar(), in_pan(R.choice("SKR"))
    ifsc = R.choice(["SBIN", "PUNB", "BARB"]) + "0" + rdig(6)
    t = ("मेरा आधार नंबर %s है और पैन %s। बैंक वाले KYC अपडेट करने को बोल रहे हैं, ब्रांच का IFSC %s है। क्या ये "
         "सब व्हाट्सऐप पर भेजना ठीक है?" % (ad, pan, ifsc))
    return C("kyc-aadhaar-pan-whatsapp", "hi", t, [ad, pan], [ifsc], "Aadhaar (Verhoeff) and PAN; IFSC public")


@case
def _():
    pin, ref = rdig(R.choice([4, 6])), rdig(12)
    t = ("गलती से मैंने एक अनजान लिंक पर अपना UPI पिन %s डाल दिया। अकाउंट से ₹4,999 कट गए, UPI रेफ़ नंबर %s है। "
         "अब सबसे पहले क्या करूँ?" % (pin, ref))
    return C("upi-pin-phishing", "hi", t, [pin], [ref, "₹4,999"], "UPI PIN; UPI reference number and amount look-alikes")


@case
def _():
    pw, otp = pw_human(["sharma", "ganga", "mango", "jaihind"], 0), rdig(6)
    t = ("पापा का नया फ़ोन सेट कर रहा हूँ। घर का वाई-फ़ाई पासवर्ड %s है और जियो से जो OTP आया वो %s है, ये "
         "कहाँ डालना है?" % (pw, otp))
    return C("father-phone-wifi-otp", "hi", t, [pw, otp], [], "Wi-Fi password and OTP")


# ---------------------------------------------------------------- ru
@case
def _():
    ser, num = "%02d %02d" % (R.randint(1, 99), R.randint(0, 24)), rdig(6)
    snils, inn, inn_org = ru_snils(), ru_inn12(), ru_inn10()
    t = ("Для оформления на работу кадровик просит скан паспорта, СНИЛС %s и ИНН %s. В договоре указан ИНН "
         "работодателя %s, а номер договора %s. Нормально отправлять это в телеграм?" % (snils, inn, inn_org, "ТД-%s/%s" % (ser[:2], num[:4])))
    return C("hiring-snils-inn", "ru", t, [snils, inn], [inn_org, "ТД-%s/%s" % (ser[:2], num[:4])],
             "СНИЛС and personal ИНН (checks computed); employer ИНН and contract number look-alikes")


@case
def _():
    code = rdig(R.choice([5, 6]))
    acct = ru_account("044525225")
    t = ("Сбер прислал: «Код для входа в СберБанк Онлайн: %s. Никому его не сообщайте». А за минуту до этого звонили "
         "«из службы безопасности». Зарплатный счёт у меня %s, БИК 044525225. Что делать в первую очередь?" % (code, acct))
    return C("sber-code-and-account", "ru", t, [code, acct], ["044525225"], "login code and account (key vs BIK computed); BIK public")


@case
def _():
    ozon = "%s-%04d" % (rdig(8), R.randint(1, 99))
    track, ogrn = rdnz(14), ru_ogrn()
    t = ("Заказ на Ozon №%s не пришёл, трек-номер Почты России %s уже неделю в сортировочном центре. ОГРН продавца "
         "%s. Куда писать жалобу?" % (ozon, track, ogrn))
    return C("ozon-order-track-ogrn", "ru", t, [], [ozon, track, ogrn], "order, tracking and ОГРН (check computed)")


# ---------------------------------------------------------------- uk
@case
def _():
    rn = ua_rnokpp()
    ib = iban("UA", R.choice(["305299", "322001", "300465"]) + "0000" + rdig(15))
    kved = R.choice(["62.01", "62.02", "73.11", "74.10"])
    t = ("Реєструю ФОП через Дію, треба вказати РНОКПП %s і рахунок IBAN %s у ПриватБанку, основний КВЕД %s. "
         "Чи правильно я пишу IBAN без пробілів?" % (rn, ib, kved))
    return C("fop-rnokpp-iban", "uk", t, [rn, ib], [kved], "РНОКПП (check computed) and own UA IBAN")


@case
def _():
    code, pw = rdig(4), pw_human(["sonechko", "kalyna", "dnipro", "kotyk"], 2)
    t = ("Напиши сусідці повідомлення: код від домофона %s, ключ від поштової скриньки під килимком, пароль від "
         "вайфаю %s. Я повернуся в неділю ввечері." % (code, pw))
    return C("neighbor-intercom-wifi", "uk", t, [code, pw], [], "intercom code and Wi-Fi password")


@case
def _():
    ttn = R.choice(["2045", "5900"]) + rdig(10)
    order, edr = rdig(9), rdig(8)
    t = ("Посилка Нова Пошта, ТТН %s, замовлення на Rozetka №%s. Відправник ТОВ з кодом ЄДРПОУ %s. Чому статус "
         "«Прямує до відділення» вже тиждень?" % (ttn, order, edr))
    return C("nova-poshta-ttn-edrpou", "uk", t, [], [ttn, order, edr], "waybill, order and ЄДРПОУ look-alikes")


# ---------------------------------------------------------------- pl
@case
def _():
    pesel, dow, nrb = pl_pesel(True, 2010, 2020), pl_dowod(), pl_nrb()
    nrb_local = group(nrb[2:4], 2) + " " + group(nrb[4:], 4)
    t = ("Wypełniam wniosek o 800 plus dla córki. PESEL dziecka %s, konto do wypłaty %s. Czy ZUS wymaga jeszcze "
         "czegoś? Mój numer dowodu osobistego %s też trzeba podać?" % (pesel, nrb_local, dow))
    return C("800plus-pesel-nrb-dowod", "pl", t, [pesel, nrb_local, dow], [],
             "PESEL, NRB and ID card number (all checks computed)")


@case
def _():
    blik, pw = rdig(6), pw_human(["pierogi", "kotek", "bursztyn", "truskawka"], 3)
    t = ("Wpisałem kod BLIK %s na stronie, która wyglądała jak OLX, i zniknęło 600 zł. Hasło do bankowości to %s – "
         "zmieniać od razu? Co jeszcze zrobić?" % (blik, pw))
    return C("blik-code-phishing", "pl", t, [blik, pw], ["600 zł"], "BLIK code and bank password")


@case
def _():
    inpost, nip = rdig(24), pl_nip()
    order = ruuid()
    t = ("Paczka InPost nr %s stoi w paczkomacie od piątku, a kod odbioru mi wygasł. Zamówienie z Allegro %s, "
         "sprzedawca ma NIP %s. Jak to odzyskać?" % (inpost, order, nip))
    return C("inpost-allegro-nip", "pl", t, [], [inpost, order, nip], "parcel number, order id and seller NIP (check computed)")


# ---------------------------------------------------------------- cs
@case
def _():
    rc = cz_rc(R.random() < 0.5)
    acct, bank = cz_account()
    t = ("Vyplňuju přihlášku ke zdravotní pojišťovně: rodné číslo %s, číslo účtu pro přeplatky %s/%s. Je v pořádku "
         "to poslat obyčejným e-mailem?" % (rc, acct, bank))
    return C("insurance-rodne-cislo-account", "cs", t, [rc, acct], [bank], "rodné číslo (mod 11) and account (weights); bank code public")


@case
def _():
    p1, p2 = rdig(4), rdig(4)
    t = ("Babička zapomněla PIN ke kartě, myslí si, že je to buď %s, nebo %s. Kolik má pokusů, než se karta "
         "zablokuje?" % (p1, p2))
    return C("grandma-card-pin-guesses", "cs", t, [p1, p2], [], "two candidate PINs")


@case
def _():
    ico, inv, vs = cz_ico(), "FV" + rdig(8), rdig(10)
    acct, bank = cz_account()
    t = ("Platím fakturu firmě: IČO %s, číslo faktury %s, variabilní symbol %s, účet %s/%s. Musím vyplnit i "
         "konstantní symbol?" % (ico, inv, vs, acct, bank))
    return C("invoice-ico-vs-company-account", "cs", t, [], [ico, inv, vs, "%s/%s" % (acct, bank)],
             "payee company account, IČO (check computed), variable symbol")


# ---------------------------------------------------------------- de
@case
def _():
    sid = de_steuer_id()
    ib = iban("DE", R.choice(["10070000", "50010517", "12030000", "43060967", "76050101"]) + rdig(10))
    vat = de_vat()
    t = ("Für den neuen Arbeitgeber brauche ich noch: Steuer-ID %s, IBAN %s, die Sozialversicherungsnummer reiche "
         "ich nach. Die USt-IdNr. der Firma steht im Vertrag: %s. Kannst du mir dazu eine kurze, höfliche Mail "
         "formulieren?" % (sid, ifmt(ib), vat))
    return C("new-employer-steuerid-iban", "de", t, [sid, ifmt(ib)], [vat], "Steuer-ID and USt-IdNr (MOD 11,10 computed)")


@case
def _():
    k1 = group(rdig(20), 4)
    k2 = k1[:-4] + rdig(4)
    t = ["Ich schick dir gleich den WLAN-Schlüssel von unserer FRITZ!Box, kannst du mir dann erklären, wie ich den am "
         "Drucker eingebe?",
         k1,
         "Moment, ich hab mich bei der letzten Gruppe vertippt, richtig ist: %s" % k2]
    return C("fritzbox-key-corrected", "de", t, [k1, k2], [], "20-digit Wi-Fi key announced, given, corrected")


@case
def _():
    kv, pin = de_kvnr(), rdig(5)
    t = ("Die TK will meine Versichertennummer %s am Telefon bestätigen, ist das normal? Und die Sparkasse hat mir per "
         "Brief eine neue Online-Banking-PIN geschickt: %s. Muss ich die sofort ändern?" % (kv, pin))
    return C("kvnr-and-banking-pin", "de", t, [kv, pin], [], "health insurance number (check computed) and banking PIN")


@case
def _():
    dhl, best, vorg = rdnz(12), "1030" + rdig(8), "VG-" + rdig(7)
    t = ("Mein Paket von Zalando hängt seit 5 Tagen im Paketzentrum. DHL-Sendungsnummer %s, Bestellnummer %s. Die "
         "Hotline hat mir die Vorgangsnummer %s gegeben. Was kann ich noch tun?" % (dhl, best, vorg))
    return C("dhl-order-case-numbers", "de", t, [], [dhl, best, vorg], "tracking, order and case numbers")


# ---------------------------------------------------------------- fr
@case
def _():
    nir = fr_nir()
    rib = fr_rib()
    ib = iban("FR", rib)
    siret = fr_siret(fr_siren())
    t = ("Je remplis le dossier pour la mutuelle : numéro de sécu %s, IBAN %s. Le SIRET de mon employeur c'est %s. "
         "Tu peux vérifier que je n'oublie rien ?" % (nir, ifmt(ib), "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])))
    s_fmt = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    return C("mutuelle-nir-iban", "fr", t, [nir, ifmt(ib)], [s_fmt], "NIR (key computed) and IBAN (RIB key computed); SIRET (Luhn) look-alike")


@case
def _():
    digi = R.choice("ABC") + rdig(4)
    pw = pw_human(["papillon", "tournesol", "framboise", "marmotte"], 2)
    t = ("Pour la baby-sitter ce soir : digicode de l'immeuble %s, 3e étage porte gauche, et le Wi-Fi de la Freebox c'est "
         "%s. Tu peux me rédiger un petit mot sympa avec les horaires du coucher (20h30) ?" % (digi, pw))
    return C("babysitter-digicode-wifi", "fr", t, [digi, pw], ["20h30"], "door code and Wi-Fi password")


@case
def _():
    colis = "6A" + rdig(11)
    cmd, vat = rdig(10), fr_vat(fr_siren())
    t = ("Mon colis Colissimo %s est bloqué depuis une semaine. Commande n° %s sur une marketplace, le vendeur affiche "
         "le n° de TVA intracommunautaire %s. Je fais comment pour réclamer ?" % (colis, cmd, vat))
    return C("colissimo-order-vat", "fr", t, [], [colis, cmd, vat], "tracking, order number and seller VAT (key computed)")


# ---------------------------------------------------------------- es
@case
def _():
    dni = es_dni()
    ref = rstr(6, UP + DG)
    cif = es_cif()
    t = ("Voy a hacer la declaración de la renta. Mi DNI es %s y el número de referencia que me dio Hacienda es %s. "
         "El CIF de la empresa donde trabajo es %s. ¿Con eso ya puedo entrar en Renta WEB?" % (dni, ref, cif))
    return C("renta-dni-reference", "es", t, [dni, ref], [cif], "DNI (letter computed) and Renta access reference; employer CIF look-alike")


@case
def _():
    ib = iban("ES", es_ccc())
    f = ifmt(ib)
    p1, p2 = f[:14], f[15:]
    t = ["Te paso mi IBAN para que me hagas la transferencia del alquiler, te lo mando en dos trozos por si acaso",
         p1,
         p2 + " y el concepto pon 'fianza piso'"]
    return C("iban-in-two-parts", "es", t, [p1, p2], [], "own IBAN (DC and mod-97 computed) split over two messages")


@case
def _():
    loc, ped = pnr(), "PC" + rdig(9)
    env = "PQ" + rstr(2, UP) + rdig(12) + "Z"
    t = ("Me ha llegado un SMS de Correos con el envío %s pero yo esperaba el pedido %s de PcComponentes. "
         "¿Es fiable? Además, tengo un billete de Renfe con localizador %s." % (env, ped, loc))
    return C("correos-pedido-localizador", "es", t, [], [env, ped, loc], "tracking, order and booking locator")


# ---------------------------------------------------------------- pt
@case
def _():
    cpf, pin = br_cpf(), rdig(6)
    prot = rdig(4) + rdig(6)
    t = ("Tô fazendo o cadastro no app do banco. CPF %s e senha de 6 dígitos %s, mas aparece 'dados inválidos'. "
         "Liguei na central e me deram o protocolo %s. O que pode ser?" % (cpf, pin, prot))
    return C("br-bank-app-cpf-senha", "pt", t, [cpf, pin], [prot], "CPF (check digits computed) and app PIN; call protocol look-alike")


@case
def _():
    cnpj, track = br_cnpj(), rstr(2, UP) + rdig(9) + "BR"
    num, exp, cv = card("mc"), expiry(), cvc()
    t = ("Comprei um celular numa loja online com CNPJ %s, código de rastreio %s. Paguei com o cartão %s, validade "
         "%s, CVV %s. O rastreio não atualiza há 10 dias, será que é golpe?" % (cnpj, track, group(num, 4), exp, cv))
    return C("br-online-store-card", "pt", t, [group(num, 4), exp, cv], [cnpj, track], "own card; store CNPJ (computed) and tracking look-alikes")


@case
def _():
    nif, ib = pt_nif(R.choice("12")), pt_iban()
    ent, ref = "%05d" % R.randint(10000, 99999), "%s %s %s" % (rdig(3), rdig(3), rdig(3))
    t = ("Preciso de enviar o meu NIF %s e o IBAN %s à senhoria para o contrato. A referência Multibanco da caução é "
         "entidade %s, referência %s. Está tudo certo?" % (nif, ifmt(ib), ent, ref))
    return C("pt-nif-iban-multibanco", "pt", t, [nif, ifmt(ib)], [ent, ref], "NIF and IBAN (NIB computed); Multibanco entity/ref look-alikes")


# ---------------------------------------------------------------- it
@case
def _():
    sur, nm = R.choice([("Esposito", "Giulia"), ("Ferrari", "Martina"), ("Romano", "Chiara")])
    cf = it_cf(sur, nm, True)
    ib = it_iban()
    piva = it_piva()
    t = ("Devo compilare il modulo per il bonus: %s %s, codice fiscale %s, IBAN %s. La partita IVA del datore di "
         "lavoro è %s. Mi aiuti a scrivere la mail al commercialista?" % (nm, sur, cf, ifmt(ib), piva))
    return C("bonus-cf-iban", "it", t, [cf, ifmt(ib)], [piva], "codice fiscale and IBAN (CIN computed); employer partita IVA look-alike")


@case
def _():
    pin, otp, prat = rdig(5), rdig(6), "%d/%s" % (R.choice([2024, 2025]), rdig(6))
    t = ("Mia madre aveva scritto il PIN del bancomat (%s) su un post-it nel portafoglio e l'ha perso. Adesso le è "
         "arrivato un SMS con il codice %s per un pagamento che non ha fatto. La banca le ha aperto la pratica n. %s. "
         "Cosa deve fare per prima cosa?" % (pin, otp, prat))
    return C("mother-bancomat-pin-otp", "it", t, [pin, otp], [prat], "mother's card PIN and OTP")


@case
def _():
    avviso, ente, brt = "3" + rdig(17), it_piva(), rdig(15)
    t = ("Devo pagare un avviso pagoPA della mensa: codice avviso %s, codice fiscale dell'ente %s. E già che ci "
         "sono, il tracking BRT del pacco è %s ma non si aggiorna." % (avviso, ente, brt))
    return C("pagopa-notice-brt", "it", t, [], [avviso, ente, brt], "pagoPA notice code, public body tax code, tracking")


# ---------------------------------------------------------------- nl
@case
def _():
    bsn, ib, kvk = nl_bsn(), nl_iban(), rdnz(8)
    t = ("Voor de huurtoeslag vraagt de Belastingdienst mijn BSN %s en IBAN %s. Het KvK-nummer van de verhuurder is "
         "%s. Moet ik dat ook invullen?" % (bsn, ifmt(ib), kvk))
    return C("huurtoeslag-bsn-iban", "nl", t, [bsn, ifmt(ib)], [kvk], "BSN (11-test) and IBAN; KvK look-alike")


@case
def _():
    pw, code = pw_human(["stroopwafel", "tulpen", "fietsbel", "hagelslag"], 5), rdig(6)
    t = ("Mijn DigiD-wachtwoord is %s en ik krijg nu sms-code %s, maar de site zegt 'verlopen'. Hoe lang is zo'n "
         "code geldig?" % (pw, code))
    return C("digid-password-sms", "nl", t, [pw, code], [], "DigiD password and SMS code")


@case
def _():
    bd = "NL86 INGB 0002 4455 88"
    assert iban_ok(bd)
    kenmerk = group(rdig(16), 4)
    t = ("Ik moet een voorlopige aanslag betalen. Betalingskenmerk %s, naar rekening %s van de Belastingdienst. "
         "Wat als ik het kenmerk verkeerd intik?" % (kenmerk, bd))
    return C("belastingdienst-kenmerk", "nl", t, [], [kenmerk, bd], "payment reference and the tax office's public IBAN")


# ---------------------------------------------------------------- sv
@case
def _():
    pnr_, clr, acct, org = se_pnr(), "5" + rdig(3), rdig(7), se_orgnr()
    t = ("Ska fylla i blanketten till Försäkringskassan: personnummer %s, kontonummer %s-%s på SEB. Arbetsgivarens "
         "organisationsnummer är %s. Har jag glömt något?" % (pnr_, clr, acct, org))
    return C("fk-personnummer-account", "sv", t, [pnr_, acct], [clr, org], "personnummer (Luhn) and account; clearing and org.nr public")


@case
def _():
    port, box = rdig(4), rdig(4)
    t = ("Kan du skriva ett kort sms till hantverkaren: portkoden är %s, nyckeln ligger i nyckelboxen vid förrådet, "
         "koden är %s. Han kommer på tisdag kl 8." % (port, box))
    return C("door-and-keybox-codes", "sv", t, [port, box], [], "entrance and key-box codes")


@case
def _():
    bgb = rdnz(6)
    bg = bgb + luhn_digit(bgb)
    bg = bg[:3] + "-" + bg[3:]
    ob = rdig(12)
    ocr = ob + luhn_digit(ob)
    t = ("Betalar en faktura via bankgiro %s med OCR-nummer %s, förfallodag 2025-04-30, belopp 1 249 kr. Vad händer om "
         "jag skriver fel OCR?" % (bg, ocr))
    return C("bankgiro-ocr", "sv", t, [], [bg, ocr, "1 249 kr"], "payee bankgiro and OCR reference (Luhn)")


# ---------------------------------------------------------------- da
@case
def _():
    cpr, reg, konto = dk_cpr(), rdig(4), rdig(10)
    t = ("Jeg skal give min nye arbejdsgiver mit CPR-nummer %s og min lønkonto: reg.nr. %s kontonr. %s. Er det normalt, "
         "at de spørger om det på mail?" % (cpr, reg, konto))
    return C("cpr-and-salary-account", "da", t, [cpr, konto], [reg], "CPR number and account; reg.nr. public")


@case
def _():
    alarm, box = rdig(4), rdig(4)
    t = ("Skriv lige en besked til vores hundepasser: alarmkoden er %s, nøgleboksen ved carporten har koden %s, og "
         "Bølle skal luftes kl. 7 og kl. 17." % (alarm, box))
    return C("dogsitter-alarm-keybox", "da", t, [alarm, box], [], "alarm and key-box codes")


@case
def _():
    cvr, inv = dk_cvr(), rdig(6)
    pid, cred = rdig(15), rdig(8)
    t = ("Har fået en regning fra et firma med CVR %s, fakturanr. %s, og et FI-kort +71<%s +%s<. Hvordan betaler jeg "
         "det i netbanken?" % (cvr, inv, pid, cred))
    return C("fi-card-invoice", "da", t, [], [cvr, inv, pid, cred], "CVR (mod 11), invoice number and FI payment line")


# ---------------------------------------------------------------- nb
@case
def _():
    fnr, acct, org = no_fnr(), no_account(), no_orgnr()
    t = ("Skal sende skjema til NAV om sykepenger: fødselsnummer %s, kontonummer %s. Organisasjonsnummeret til "
         "arbeidsgiveren er %s. Ser det riktig ut?" % (fnr, acct, org))
    return C("nav-fnr-account", "nb", t, [fnr, acct], [org], "fødselsnummer and account (mod 11 computed); org.nr look-alike")


@case
def _():
    pw, otp = pw_human(["fjellet", "brunost", "lofoten", "tyttebaer"], 0), rdig(6)
    t = ("Mamma prøver å logge inn med BankID. Passordet hennes er %s, og kodebrikken viser %s, men det står 'feil'. "
         "Hva gjør vi nå?" % (pw, otp))
    return C("bankid-password-code", "nb", t, [pw, otp], [], "BankID password and one-time code")


@case
def _():
    kb = rdig(10)
    kid = kb + luhn_digit(kb)
    acct = no_account()
    t = ("Faktura fra strømselskapet: KID %s, kontonummer %s, beløp kr 1 384,00, forfall 20.05. Kan jeg sette opp "
         "AvtaleGiro med dette?" % (kid, acct))
    return C("kid-invoice", "nb", t, [], [kid, acct, "kr 1 384,00"], "KID (mod 10) and payee account")


# ---------------------------------------------------------------- fi
@case
def _():
    hetu, ib, yt = fi_hetu(), fi_iban(), fi_ytunnus()
    t = ("Täytän Kelan hakemusta: henkilötunnus %s, tilinumero %s. Työnantajan Y-tunnus on %s. Puuttuuko jotain?" % (hetu, ifmt(ib), yt))
    return C("kela-hetu-iban", "fi", t, [hetu, ifmt(ib)], [yt], "henkilötunnus and IBAN (checks computed); Y-tunnus look-alike")


@case
def _():
    user, pw = rdig(8), pw_human(["mokki", "sauna", "revontuli", "mustikka"], 2)
    t = ("Mummon verkkopankin käyttäjätunnus on %s ja salasana %s. Voitko kirjoittaa isolla fontilla ohjeen, miten "
         "hän kirjautuu?" % (user, pw))
    return C("grandma-netbank-password", "fi", t, [pw], [], "grandmother's bank password; user number neutral")


@case
def _():
    viite = fi_viite(rdnz(R.choice([8, 10])))
    vf = " ".join([viite[::-1][i:i + 5][::-1] for i in range(0, len(viite), 5)][::-1])
    ib = fi_iban()
    t = ("Lasku: viitenumero %s, saajan tili %s, eräpäivä 15.6.2025, summa 89,90 €. Kumpi kenttä on pakollinen?" % (vf, ifmt(ib)))
    return C("invoice-viite-payee", "fi", t, [], [vf, ifmt(ib), "89,90 €"], "reference number (7-3-1 computed) and payee IBAN")


# ---------------------------------------------------------------- hu
@case
def _():
    ad, taj, acct, ctax = hu_adoazon(), hu_taj(), hu_account(), hu_company_tax()
    t = ("Az új munkahelyen kérik az adóazonosító jelemet (%s) és a bankszámlaszámomat (%s). A cég adószáma %s, "
         "a munkaszerződés száma MSZ-%s. Mehet ez sima e-mailben?" % (ad, acct, ctax, taj.replace(" ", "")[:6]))
    return C("new-job-adoazon-account", "hu", t, [ad, acct], [ctax, "MSZ-" + taj.replace(" ", "")[:6]],
             "tax id and account (checks computed); company tax number and contract number look-alikes")


@case
def _():
    pw, code = pw_human(["pogacsa", "balaton", "paprika", "tulipan"], 3), rdig(6)
    t = ("Az Ügyfélkapu jelszavam %s, és most jött egy SMS-kód: %s. Nem én kértem! Mit csináljak?" % (pw, code))
    return C("ugyfelkapu-password-sms", "hu", t, [pw, code], [], "portal password and unrequested SMS code")


@case
def _():
    gls, order, tax = rdig(11), rdig(9), hu_company_tax()
    t = ("A GLS csomagszám %s, a rendelésszám %s, a számlán a webshop adószáma %s. Hova írjak panaszt, ha a futár "
         "nem jött?" % (gls, order, tax))
    return C("gls-order-webshop-tax", "hu", t, [], [gls, order, tax], "parcel, order and company tax numbers")


# ---------------------------------------------------------------- ro
@case
def _():
    cnp = ro_cnp(R.random() < 0.5)
    ib = iban("RO", R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + rdig(16))
    cui = ro_cui()
    t = ("Completez formularul pentru alocație: CNP-ul copilului %s, IBAN-ul meu %s. CUI-ul angajatorului este %s. "
         "Ce acte mai trebuie?" % (cnp, ifmt(ib), cui))
    return C("alocatie-cnp-iban", "ro", t, [cnp, ifmt(ib)], [cui], "child's CNP and IBAN; employer CUI (check computed)")


@case
def _():
    code, pw = rdig(3) + R.choice("#*"), pw_human(["ciocarlie", "carpati", "pisicuta", "zambila"], 1)
    t = ("Pentru vecina care îmi udă florile: codul de la interfon e %s, iar parola de la Wi-Fi %s. Poți să-mi "
         "scrii un mesaj drăguț?" % (code, pw))
    return C("intercom-wifi-neighbor", "ro", t, [code, pw], [], "intercom code and Wi-Fi password")


@case
def _():
    awb, order = rdnz(13), rdig(9)
    t = ("Coletul cu AWB %s de la Fan Courier nu a ajuns, deși scrie «livrat». Comanda eMAG nr. %s. Ce fac?" % (awb, order))
    return C("awb-emag-order", "ro", t, [], [awb, order], "AWB and order number")


# ---------------------------------------------------------------- el
@case
def _():
    amka, afm, afm2 = gr_amka(), gr_afm(), gr_afm()
    ib = iban("GR", R.choice(["011", "017", "026", "014"]) + rdig(4) + rdig(16))
    t = ("Συμπληρώνω την αίτηση για το επίδομα: ΑΜΚΑ %s, IBAN %s. Ο ΑΦΜ του εργοδότη είναι %s, ο αριθμός "
         "πρωτοκόλλου της αίτησης %s. Είναι σωστά;" % (amka, ifmt(ib), afm2, afm[:3] + "/" + afm[3:8]))
    return C("epidoma-amka-iban", "el", t, [amka, ifmt(ib)], [afm2, afm[:3] + "/" + afm[3:8]],
             "ΑΜΚΑ (Luhn) and IBAN; employer ΑΦΜ (computed) and protocol number look-alikes")


@case
def _():
    user, pw = "kostas" + rdig(2), pw_human(["portokali", "thalassa", "meltemi", "gatoula"], 0)
    t = ("Οι κωδικοί μου στο Taxisnet είναι όνομα χρήστη %s και συνθηματικό %s. Ο λογιστής θέλει να του τους στείλω, "
         "είναι ασφαλές;" % (user, pw))
    return C("taxisnet-credentials-accountant", "el", t, [pw], [], "Taxisnet password; username neutral")


@case
def _():
    rf, acs, apod = rf_ref(rdig(R.choice([15, 19]))), rdig(10), rdig(6)
    t = ("Πρέπει να πληρώσω δόση ρύθμισης με κωδικό πληρωμής %s. Η απόδειξη από το κατάστημα έχει αριθμό %s, "
         "και το δέμα ACS είναι %s. Πού τα βλέπω όλα μαζί;" % (rf, apod, acs))
    return C("rf-payment-code-acs", "el", t, [], [rf, apod, acs], "RF creditor reference (mod 97 computed), receipt and parcel numbers")


# ---------------------------------------------------------------- tr
@case
def _():
    tc = tr_tckn()
    ib = iban("TR", R.choice(["00010", "00062", "00046", "00064", "00067"]) + "0" + rdig(16))
    vkn = rdnz(10)
    t = ("İşe giriş için TC kimlik numaram %s ve maaş hesabı IBAN'ım %s istendi. Şirketin vergi numarası %s. Bunları "
         "WhatsApp'tan göndermem sorun olur mu?" % (tc, ifmt(ib), vkn))
    return C("ise-giris-tckn-iban", "tr", t, [tc, ifmt(ib)], [vkn], "TC kimlik (computed) and IBAN; company tax number look-alike")


@case
def _():
    pw, code = pw_human(["simit", "kedicik", "lale", "karpuz"], 2), rdig(6)
    t = ("e-Devlet şifrem %s, telefonuma gelen doğrulama kodu da %s. Kodu girince 'süresi doldu' diyor, neden olabilir?" % (pw, code))
    return C("edevlet-password-code", "tr", t, [pw, code], [], "e-Devlet password and SMS code")


@case
def _():
    order, track, inv = rdig(10), rdig(12), "TY" + rdig(13)
    t = ("Trendyol siparişim (%s) Yurtiçi Kargo takip numarası %s ile 'dağıtımda' görünüyor ama gelmedi. Fatura no "
         "%s. Ne yapmalıyım?" % (order, track, inv))
    return C("trendyol-order-cargo", "tr", t, [], [order, track, inv], "order, tracking and invoice numbers")


# ---------------------------------------------------------------- vi
@case
def _():
    cccd, acct, mst = vn_cccd(R.random() < 0.5), "0" + rdig(12), rdnz(10)
    t = ("Mình đang làm hồ sơ vay, nhân viên ngân hàng xin số CCCD %s và số tài khoản Vietcombank %s. Mã số thuế công "
         "ty mình là %s. Gửi qua Zalo có an toàn không?" % (cccd, acct, mst))
    return C("loan-cccd-account", "vi", t, [cccd, acct], [mst], "citizen id and account; company tax code look-alike")


@case
def _():
    pw, otp = pw_human(["hoasen", "meomeo", "saigon", "bongsen"], 4), rdig(6)
    t = ("Mật khẩu wifi nhà mình là %s, còn mã OTP ngân hàng vừa gửi là %s. Có người gọi điện xin mã này, bảo là nhân "
         "viên ngân hàng. Mình có nên đưa không?" % (pw, otp))
    return C("wifi-and-bank-otp-scam", "vi", t, [pw, otp], [], "Wi-Fi password and bank OTP")


@case
def _():
    order, ghn = "2505" + rstr(10, UP + DG), "G" + rstr(7, UP + DG)
    t = ("Đơn hàng Shopee mã %s giao bởi GHN, mã vận đơn %s, mà mãi không tới. Gọi tổng đài 1900 636 677 được không?" % (order, ghn))
    return C("shopee-order-ghn", "vi", t, [], [order, ghn, "1900 636 677"], "order, waybill, hotline")


# ---------------------------------------------------------------- th
@case
def _():
    pid = th_fmt(th_id())
    acct = "%s-%s-%s-%s" % (rdig(3), rdig(1), rdig(5), rdig(1))
    tax = th_id("0")
    t = ("กรอกใบสมัครงาน ต้องใส่เลขบัตรประชาชน %s กับเลขบัญชีกสิกรไทย %s สำหรับรับเงินเดือน ส่วนเลขประจำตัวผู้เสียภาษี"
         "ของบริษัทคือ %s ต้องกรอกตรงไหนคะ" % (pid, acct, tax))
    return C("job-form-id-account", "th", t, [pid, acct], [tax], "national id and account; company tax id (same check) look-alike")


@case
def _():
    door, pw = rdig(4), pw_human(["mamuang", "chang", "tomyum", "maew"], 1)
    t = ("ช่วยเขียนข้อความถึงแม่บ้านให้หน่อย: รหัสประตูคอนโด %s รหัส Wi-Fi %s ทำความสะอาดวันเสาร์นะคะ ขอบคุณค่ะ" % (door, pw))
    return C("maid-door-wifi", "th", t, [door, pw], [], "condo door code and Wi-Fi password")


@case
def _():
    ems = "EF" + rdig(9) + "TH"
    order = rdig(15)
    t = ("พัสดุไปรษณีย์ไทยเลข %s สถานะค้างอยู่ที่ศูนย์ไปรษณีย์ 4 วันแล้ว คำสั่งซื้อ Lazada เลขที่ %s ต้องติดต่อที่ไหนดีคะ" % (ems, order))
    return C("thaipost-lazada", "th", t, [], [ems, order], "parcel and order numbers")


# ---------------------------------------------------------------- id
@case
def _():
    nik, acct = id_nik(R.random() < 0.5), rdig(10)
    npwp = "%s.%s.%s.%s-%s.000" % (rdig(2), rdig(3), rdig(3), rdig(1), rdig(3))
    t = ("Mau daftar BPJS online, diminta NIK %s sama nomor rekening BCA %s. Kode bank BCA 014 kan? NPWP kantor saya "
         "%s, perlu diisi juga?" % (nik, acct, npwp))
    return C("bpjs-nik-rekening", "id", t, [nik, acct], ["014", npwp], "NIK and account; bank code and company NPWP look-alikes")


@case
def _():
    otp, pin = rdig(6), rdig(6)
    caller = "0812-%s-%s" % (rdig(4), rdig(4))
    t = ("Tadi ada yang nelpon dari nomor %s ngaku dari bank, minta kode OTP %s yang masuk ke HP saya, terus saya kasih "
         "juga PIN m-banking %s. Sekarang harus gimana??" % (caller, otp, pin))
    return C("otp-pin-given-to-scammer", "id", t, [otp, pin], [caller], "OTP and m-banking PIN")


@case
def _():
    inv = "INV/2025%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), rdig(10))
    resi, va = "JP" + rdig(10), "8077" + rdig(12)
    t = ("Pesanan Tokopedia %s dikirim pakai JNE, resi %s. Bayarnya lewat virtual account %s. Kok belum sampai ya?" % (inv, resi, va))
    return C("tokopedia-resi-va", "id", t, [], [inv, resi, va], "invoice, tracking and merchant virtual account")


# ---------------------------------------------------------------- tl
@case
def _():
    sss = "%s-%s-%s" % (rdig(2), rdig(7), rdig(1))
    tin = "%s-%s-%s-000" % (rdig(3), rdig(3), rdig(3))
    er = rdig(2) + "-" + rdig(7) + "-" + rdig(1)
    t = ("Mag-aapply ako ng salary loan, kailangan daw ang SSS number ko %s at TIN %s. Yung employer number ng "
         "kumpanya namin ay %s. Okay lang ba i-send ito sa Messenger ng ahente?" % (sss, tin, er))
    return C("loan-sss-tin", "tl", t, [sss, tin], [er], "SSS and TIN numbers; employer number look-alike")


@case
def _():
    mpin, otp = rdig(4), rdig(6)
    ref = "%s %s %s" % (rdig(4), rdig(3), rdig(6))
    t = ("Na-scam yata ako. May nag-text na may refund daw, pinindot ko yung link tapos nilagay ko yung GCash MPIN ko na "
         "%s at yung OTP na %s. Yung huling transaction ko sa GCash, Ref No. %s. Ano gagawin ko?" % (mpin, otp, ref))
    return C("gcash-mpin-otp-phish", "tl", t, [mpin, otp], [ref], "MPIN and OTP; receipt Ref No. look-alike")


@case
def _():
    pw, gate = pw_human(["mahal", "adobo", "sampaguita", "bunso"], 0), rdig(4)
    t = ("Pakisulat ng maikling message para sa kapatid ko: ang password ng WiFi sa bahay ay %s, at yung code ng gate "
         "ay %s. Pakisabi rin na pakainin si Bantay." % (pw, gate))
    return C("sibling-wifi-gate", "tl", t, [pw, gate], [], "Wi-Fi password and gate code")


# ---------------------------------------------------------------- sw
@case
def _():
    code = mpesa_code()
    t = ("Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu: %s Imethibitishwa. Ksh3,500.00 imetumwa kwa JOHN KAMAU "
         "0712 345 678 tarehe 2/6/25 saa 7:41 PM. Salio jipya la M-PESA ni Ksh1,220.00. Nifanye nini ili zirudishwe?" % code)
    return C("mpesa-wrong-number", "sw", t, [code], ["Ksh3,500.00", "Ksh1,220.00", "0712 345 678"], "M-Pesa confirmation code (treated as secret); amount look-alike")


@case
def _():
    nid, kra, kra_co = rdnz(8), ke_kra("A"), ke_kra("P")
    t = ("Naomba unisaidie kujaza fomu ya KRA. Namba ya kitambulisho changu ni %s, na PIN yangu ya KRA ni %s. PIN ya "
         "kampuni ninayofanyia kazi ni %s." % (nid, kra, kra_co))
    return C("kra-id-and-pin", "sw", t, [nid, kra], [kra_co], "national id and personal KRA PIN; company KRA PIN look-alike")


@case
def _():
    p1, p2 = rdig(4), rdig(4)
    t = ("Nimesahau PIN yangu ya M-Pesa, nadhani ni %s au %s. Nikikosea mara tatu itafungwa?" % (p1, p2))
    return C("mpesa-pin-guesses", "sw", t, [p1, p2], [], "two candidate M-Pesa PINs")


# ================================================================= independent validators and self-test
def v_tckn(s):
    d = [int(c) for c in s]
    return len(d) == 11 and d[0] != 0 and d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 \
        and d[10] == sum(d[:10]) % 10


def v_cpf(s):
    d = [int(c) for c in s if c.isdigit()]
    c1 = sum(x * (10 - i) for i, x in enumerate(d[:9])) * 10 % 11 % 10
    c2 = sum(x * (11 - i) for i, x in enumerate(d[:10])) * 10 % 11 % 10
    return len(d) == 11 and d[9] == c1 and d[10] == c2


def v_cnpj(s):
    d = [int(c) for c in s if c.isdigit()]

    def dv(ds, w):
        r = sum(x * y for x, y in zip(ds, w)) % 11
        return 0 if r < 2 else 11 - r
    return dv(d[:12], [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) == d[12] and \
        dv(d[:13], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) == d[13]


def v_cnid(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return len(s) == 18 and "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def v_uscc(s):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    tot = sum(CN_USCC_ALPH.index(a) * b for a, b in zip(s[:17], w))
    return len(s) == 18 and CN_USCC_ALPH[(31 - tot % 31) % 31] == s[17]


def v_mynumber(s):
    s = s.replace(" ", "")
    tot = sum(int(s[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = tot % 11
    return len(s) == 12 and int(s[11]) == (0 if r <= 1 else 11 - r)


def v_jpcorp(s):
    b = s[1:]
    tot = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return len(s) == 13 and int(s[0]) == 9 - tot % 9


def v_nric(s):
    return "JZIHGFEDCBA"[wsum(s[1:8], [2, 7, 6, 5, 4, 3, 2]) % 11] == s[8]


def v_pesel(s):
    return wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]) % 10 == 0


def v_nip(s):
    return wsum(s[:9], [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == int(s[9])


def v_bsn(s):
    return (wsum(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(s[8])) % 11 == 0


def v_hetu(s):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]


def v_nhs(s):
    s = s.replace(" ", "")
    c = 11 - wsum(s[:9], range(10, 1, -1)) % 11
    return (0 if c == 11 else c) == int(s[9])


def v_abn(s):
    d = [int(c) for c in s.replace(" ", "")]
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def v_tfn(s):
    return wsum(s.replace(" ", ""), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def v_snils(s):
    d = s.replace("-", "").replace(" ", "")
    tot = sum(int(c) * (9 - i) for i, c in enumerate(d[:9]))
    c = tot if tot < 100 else (0 if tot in (100, 101) else tot % 101 % 100)
    return c == int(d[9:])


def v_inn(s):
    if len(s) == 10:
        return wsum(s[:9], [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(s[9])
    return wsum(s[:10], [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(s[10]) and \
        wsum(s[:11], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(s[11])


def v_cf(s):
    return cf_check(s[:15]) == s[15]


def v_steuer(s):
    s = s.replace(" ", "")
    return mod11_10(s[:10]) == s[10]


def v_kvnr(s):
    t = str(UP.index(s[0]) + 1).zfill(2) + s[1:9]
    tot = 0
    for i, ch in enumerate(t):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == int(s[9])


def v_ytunnus(s):
    r = wsum(s[:7], [7, 9, 10, 5, 8, 4, 2]) % 11
    return r != 1 and int(s[8]) == (0 if r == 0 else 11 - r)


def v_ico(s):
    r = wsum(s[:7], [8, 7, 6, 5, 4, 3, 2]) % 11
    return {0: 1, 1: 0}.get(r, (11 - r) % 10) == int(s[7])


def v_afm(s):
    return sum(int(c) * 2 ** (8 - i) for i, c in enumerate(s[:8])) % 11 % 10 == int(s[8])


def v_vin(s):
    c = sum((int(ch) if ch.isdigit() else VIN_T[ch]) * w for ch, w in zip(s, VIN_W)) % 11
    return s[8] == ("X" if c == 10 else str(c))


def v_dni(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_pt_nif(s):
    c = 11 - sum(int(ch) * (9 - i) for i, ch in enumerate(s[:8])) % 11
    return (0 if c >= 10 else c) == int(s[8])


def v_kr_rrn(s):
    s = s.replace("-", "")
    return (11 - wsum(s[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 == int(s[12])


def v_th(s):
    s = s.replace("-", "")
    return (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(s[:12])) % 11) % 10 == int(s[12])


def v_ir(s):
    r = sum(int(ch) * (10 - i) for i, ch in enumerate(s[:9])) % 11
    return int(s[9]) == (r if r < 2 else 11 - r)


def v_ro_cnp(s):
    c = wsum(s[:12], [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return (1 if c == 10 else c) == int(s[12])


def v_no_fnr(s):
    def k(b, w):
        c = 11 - wsum(b, w) % 11
        return 0 if c == 11 else c
    return k(s[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2]) == int(s[9]) and k(s[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == int(s[10])


def v_cz_rc(s):
    return int(s.replace("/", "")) % 11 == 0


def v_se(s):
    return luhn_ok(s.replace("-", ""))


def v_ua(s):
    return wsum(s[:9], [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10 == int(s[9])


def v_dk_cvr(s):
    return wsum(s, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0


KNOWN = [
    (luhn_ok, "4242424242424242"), (luhn_ok, "378282246310005"), (lambda s: verhoeff_ok(s), "2363"),
    (iban_ok, "GB82WEST12345698765432"), (iban_ok, "DE89370400440532013000"), (v_tckn, "10000000146"),
    (v_cpf, "529.982.247-25"), (v_cnid, "11010519491231002X"), (v_uscc, "91350100M000100Y43"),
    (v_mynumber, "123456789018"), (v_jpcorp, "7000012050002"), (v_nric, "S1234567D"), (v_pesel, "44051401359"),
    (v_nip, "1234563218"), (v_bsn, "111222333"), (v_hetu, "131052-308T"), (v_nhs, "9434765919"),
    (v_abn, "51824753556"), (v_tfn, "123456782"), (v_snils, "112-233-445 95"), (v_inn, "7707083893"),
    (v_cf, "RSSMRA85T10A562S"), (v_steuer, "86095742719"), (v_kvnr, "A123456780"), (v_ytunnus, "0112038-9"),
    (v_ico, "45274649"), (v_afm, "090000045"), (v_vin, "1M8GDM9AXKP042788"), (v_dni, "12345678Z"),
    (v_pt_nif, "123456789"), (lambda s: luhn_ok("80840" + s), "1234567893"), (v_se, "811218-9876"),
    (il_ok, "000000018"), (aba_ok, "021000021"),
]


def selftest():
    global R
    bad = []
    for fn, val in KNOWN:
        if not fn(val):
            bad.append("known example fails its check: %s" % val)
    saved = R
    R = random.Random(1)
    gens = [
        (lambda: card("visa"), luhn_ok), (lambda: card("amex"), luhn_ok), (lambda: card("unionpay"), luhn_ok),
        (lambda: iban("DE", rdig(18)), iban_ok), (nl_iban, iban_ok), (be_iban, iban_ok), (pl_nrb, iban_ok),
        (pt_iban, iban_ok), (fi_iban, iban_ok), (it_iban, iban_ok), (lambda: iban("FR", fr_rib()), iban_ok),
        (lambda: iban("ES", es_ccc()), iban_ok), (tr_tckn, v_tckn), (br_cpf, v_cpf), (br_cnpj, v_cnpj),
        (lambda: cn_id("110105"), v_cnid), (lambda: cn_uscc("440300"), v_uscc), (jp_mynumber, v_mynumber),
        (jp_corp, v_jpcorp), (sg_nric, v_nric), (pl_pesel, v_pesel), (pl_nip, v_nip), (nl_bsn, v_bsn),
        (fi_hetu, v_hetu), (nhs_number, v_nhs), (au_abn, v_abn), (au_tfn, v_tfn), (ru_snils, v_snils),
        (ru_inn10, v_inn), (ru_inn12, v_inn), (lambda: it_cf("Rossi", "Mario"), v_cf), (de_steuer_id, v_steuer),
        (de_kvnr, v_kvnr), (fi_ytunnus, v_ytunnus), (cz_ico, v_ico), (gr_afm, v_afm), (lambda: vin("1FA"), v_vin),
        (es_dni, v_dni), (lambda: pt_nif("2"), v_pt_nif), (kr_rrn, v_kr_rrn), (lambda: th_id(), v_th),
        (ir_melli, v_ir), (ro_cnp, v_ro_cnp), (no_fnr, v_no_fnr), (cz_rc, v_cz_rc), (se_pnr, v_se),
        (ua_rnokpp, v_ua), (dk_cvr, v_dk_cvr), (il_tz, il_ok), (aadhaar, lambda s: verhoeff_ok(s.replace(" ", ""))),
        (ca_sin, lambda s: luhn_ok(s.replace(" ", ""))), (npi, lambda s: luhn_ok("80840" + s)), (aba_routing, aba_ok),
        (btc_address, btc_ok), (gr_amka, luhn_ok), (sa_id, luhn_ok), (ae_eid, lambda s: luhn_ok(s.replace("-", ""))),
        (lambda: rf_ref(rdig(15)), iban_ok),
        (bitlocker_key, lambda s: all(int(g) % 11 == 0 and int(g) < 720896 for g in s.split("-"))),
    ]
    for gen, chk in gens:
        for _ in range(200):
            v = gen()
            if not chk(v):
                bad.append("generated value fails its check: %r" % v)
                break
    R = saved
    return bad


# ================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = {"\ufeff", "\u2028", "\u2029", "\u0085", "\t", "\r"}


def hostile(s):
    for ch in s:
        if ch in HOSTILE:
            return True
        if ch != "\n" and unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn"):
            return True
    return False


def occ(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(c):
    errs = []
    t = c["text"]
    if c["lang"] not in LANGS:
        errs.append("unknown lang")
    for k in ("text", "note", "lang", "slug"):
        if not c[k] or hostile(c[k]):
            errs.append("empty or hostile " + k)
    if not c["secrets"] and not c["lookalikes"]:
        errs.append("no scored values")
    allv = c["secrets"] + c["lookalikes"]
    if len(set(allv)) != len(allv):
        errs.append("duplicate listed value")
    for v in allv:
        if not v or v != v.strip() or hostile(v):
            errs.append("bad value %r" % v)
            continue
        o = occ(t, v)
        if not o:
            errs.append("value not in text: %r" % v)
        if len(v) <= 6 and len(o) > 1:
            errs.append("short value occurs twice: %r" % v)
        for a, b in o:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                errs.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                errs.append("number embedded (right): %r" % v)
    for s in c["secrets"]:
        for l in c["lookalikes"]:
            for a, b in occ(t, s):
                for x, y in occ(t, l):
                    if a < y and x < b:
                        errs.append("secret %r overlaps look-alike %r" % (s, l))
    return errs


def build():
    cases = []
    for fn in BUILDERS:
        for attempt in range(30):
            c = fn()
            errs = check_case(c)
            if not errs:
                break
        else:
            raise SystemExit("case %s keeps failing: %s" % (c["slug"], "; ".join(sorted(set(errs)))))
        cases.append(c)
    for i, c in enumerate(cases, 1):
        c["id"] = "%s-%03d-%s" % (PREFIX, i, c["slug"])
    return cases


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["# %s: blind evaluation set for a chat-message secrets filter (generated by make_%s.py, seed %d)" % (NAME, NAME, SEED),
           "lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: %s" % q(c["id"]))
        out.append("    lang: %s" % q(c["lang"]))
        out.append("    text: %s" % q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append("    %s:" % key)
                out.extend("      - %s" % q(v) for v in c[key])
            else:
                out.append("    %s: []" % key)
        out.append("    note: %s" % q(c["note"]))
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    problems = selftest()
    try:
        cases = build()
    except SystemExit as e:
        problems.append(str(e))
        cases = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    slugs = [c["slug"] for c in cases]
    if len(set(slugs)) != len(slugs):
        problems.append("duplicate slugs: %s" % sorted({s for s in slugs if slugs.count(s) > 1}))
    for c in cases:
        if not all(ch in LO + DG + "-" for ch in c["slug"]):
            problems.append("bad slug %s" % c["slug"])
    if problems:
        for p in problems:
            print("ERROR:", p, file=sys.stderr)
        return 1
    y = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
