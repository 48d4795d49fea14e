#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v93 (secrets filter).

Usage: python3 make_heldout_v93.py heldout_v93.yaml
Standard library only. All random values come from random.Random(93).
Validates everything before writing; exits 1 on any problem.
"""
import base64
import hashlib
import hmac
import json
import random
import string
import sys

NAME = "heldout_v93"
SEED = 93
PREFIX = "H93"
R = random.Random(SEED)

DIG = string.digits
UPP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UPP + LOW + DIG
HEX = "0123456789abcdef"
B64 = UPP + LOW + DIG + "+/"
B64URL = UPP + LOW + DIG + "-_"
B32 = UPP + "234567"


VERIFY = []  # (value, validator name) for computed check digits, re-checked before writing


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rdig(n):
    """n random digits, first one non-zero."""
    return R.choice("123456789") + rs(DIG, n - 1)


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


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
    s = "".join(c for c in s if c.isdigit())
    return luhn_digit(s[:-1]) == s[-1]


def card(prefix, length):
    p = prefix + rs(DIG, length - len(prefix) - 1)
    VERIFY.append((p + luhn_digit(p), "luhn"))
    return p + luhn_digit(p)


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def iban(cc, bban):
    t = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in t))
    VERIFY.append((cc + "%02d" % (98 - n % 97) + bban, "iban"))
    return cc + "%02d" % (98 - n % 97) + bban


def fmt4(s):
    return grp(s, 4)


def mod11_weights(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


# Verhoeff (Aadhaar)
V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 9, 8, 7, 6]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def iso7064_11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    c = 11 - p
    return "0" if c == 10 else str(c % 10)


def aba_digit(d8):
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    return str((10 - sum(int(a) * b for a, b in zip(d8, w)) % 10) % 10)


def s10(prefix, country):
    """UPU S10 item identifier with computed check digit."""
    body = rs(DIG, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    VERIFY.append((prefix + body + str(c) + country, "s10"))
    return prefix + body + str(c) + country


def s10_ok(s):
    body, c = s[2:10], int(s[10])
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    x = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    x = 0 if x == 10 else (5 if x == 11 else x)
    return x == c


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W)) % 11
    return "X" if s == 10 else str(s)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_hrp(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def bech32_addr(prog20):
    acc, bits, data = 0, 0, [0]
    for b in prog20:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = bech32_polymod(bech32_hrp("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    VERIFY.append(("bc1" + "".join(BECH[d] for d in data + chk), "bech32"))
    return "bc1" + "".join(BECH[d] for d in data + chk)


def bech32_ok(addr):
    hrp, data = addr[:2], [BECH.index(c) for c in addr[3:]]
    return bech32_polymod(bech32_hrp(hrp) + data) == 1


# ---------------------------------------------------------------- identifiers
def ymd(y0, y1):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return R.choice(["20", "26", "27", "45", "46", "47", "81", "82", "83", "84", "85", "86", "87", "88"]) + "-" + rs(DIG, 7)


def aba():
    d8 = R.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
                   "21", "22", "26", "31", "32"]) + rs(DIG, 6)
    return d8 + aba_digit(d8)


def uk_ni():
    while True:
        p = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = rs(DIG, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], R.choice("ABCD"))


def uk_nhs():
    while True:
        d = rdig(9)
        c = 11 - mod11_weights(d, range(10, 1, -1)) % 11
        if c == 10:
            continue
        c = 0 if c == 11 else c
        s = d + str(c)
        VERIFY.append((s, "nhs"))
        return "%s %s %s" % (s[:3], s[3:6], s[6:])


def nhs_ok(s):
    s = s.replace(" ", "")
    c = 11 - mod11_weights(s[:9], range(10, 1, -1)) % 11
    c = 0 if c == 11 else c
    return c != 10 and str(c) == s[9]


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        d = rdig(9)
        if mod11_weights(d, w) % 11 == 0:
            return "%s %s %s" % (d[:3], d[3:6], d[6:])


def ca_sin():
    p = R.choice("1234567") + rs(DIG, 7)
    s = p + luhn_digit(p)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def in_pan():
    return rs(UPP, 3) + "P" + R.choice(UPP) + rs(DIG, 4) + R.choice(UPP)


def in_aadhaar():
    d = R.choice("23456789") + rs(DIG, 10)
    d = d + verhoeff_digit(d)
    return "%s %s %s" % (d[:4], d[4:8], d[8:])


def us_mbi():
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN = A + DIG
    s = (R.choice("123456789") + R.choice(A) + R.choice(AN) + R.choice(DIG) + R.choice(A) + R.choice(AN)
         + R.choice(DIG) + R.choice(A) + R.choice(A) + R.choice(DIG) + R.choice(DIG))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def de_steuer_id():
    while True:
        first = rdig(10)
        counts = [first.count(c) for c in DIG]
        if sorted(counts)[-1] in (2, 3) and counts.count(0) == (1 if sorted(counts)[-1] == 2 else 2) \
                and sorted(counts)[-2] <= 1:
            s = first + iso7064_11_10(first)
            return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def de_vat():
    d = rdig(8)
    return "DE" + d + iso7064_11_10(d)


def pl_pesel(female=None):
    y, m, d = ymd(1960, 2004)
    mm = m + (20 if y >= 2000 else 0)
    ser = rs(DIG, 3)
    sx = R.choice("02468" if female else "13579") if female is not None else R.choice(DIG)
    s = "%02d%02d%02d%s%s" % (y % 100, mm, d, ser, sx)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    VERIFY.append((s + str((10 - mod11_weights(s, w) % 10) % 10), "pesel"))
    return s + str((10 - mod11_weights(s, w) % 10) % 10)


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - mod11_weights(s[:10], w) % 10) % 10) == s[10]


def pl_id_card():
    letters = rs(UPP, 3)
    rest = rs(DIG, 5)
    vals = [ord(c) - 55 for c in letters] + [int(c) for c in rest]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    c = sum(a * b for a, b in zip(vals, w)) % 10
    return letters + str(c) + rest


def pl_nip():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        d = rdig(9)
        c = mod11_weights(d, w) % 11
        if c != 10:
            s = d + str(c)
            return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])


def pl_regon():
    d = rdig(8)
    c = mod11_weights(d, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return d + str(0 if c == 10 else c)


def cz_rodne():
    while True:
        y, m, d = ymd(1960, 1999)
        mm = m + R.choice([0, 50])
        base = "%02d%02d%02d%s" % (y % 100, mm, d, rs(DIG, 3))
        c = int(base) % 11
        if c == 10:
            continue
        return base[:6] + "/" + base[6:] + str(c)


def cz_ico():
    d = rdig(7)
    c = (11 - mod11_weights(d, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return d + str(c)


def cz_account():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        a = rdig(10)
        if mod11_weights(a, w) % 11 == 0:
            return a


def fr_nir():
    sex = R.choice("12")
    y, m, d = ymd(1965, 2002)
    dept = R.choice(["75", "69", "13", "33", "59", "44", "31", "67"])
    commune = "%03d" % (R.randint(101, 120) if dept == "75" else R.randint(1, 400))
    base = "%s%02d%02d%s%s%s" % (sex, y % 100, m, dept, commune, rs(DIG, 3))
    key = 97 - int(base) % 97
    return "%s %s %s %s %s %s %02d" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], key)


def fr_siren():
    p = rdig(8)
    return p + luhn_digit(p)


def fr_siret(siren):
    p = siren + rs(DIG, 4)
    return p + luhn_digit(p)


def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def es_cif():
    d = rs(DIG, 7)
    even = sum(int(d[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        odd += x // 10 + x % 10
    c = (10 - (even + odd) % 10) % 10
    return "B" + d + str(c)


def br_cpf():
    d = rs(DIG, 9)
    s = sum(int(d[i]) * (10 - i) for i in range(9))
    d1 = (s * 10) % 11 % 10
    d = d + str(d1)
    s = sum(int(d[i]) * (11 - i) for i in range(10))
    d2 = (s * 10) % 11 % 10
    d = d + str(d2)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def br_cnpj():
    d = rdig(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = mod11_weights(d, w1) % 11
    d += str(0 if r < 2 else 11 - r)
    w2 = [6] + w1
    r = mod11_weights(d, w2) % 11
    d += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (d[:2], d[2:5], d[5:8], d[8:12], d[12:])


def pt_nif(first):
    while True:
        d = first + rs(DIG, 7)
        c = 11 - mod11_weights(d, range(9, 1, -1)) % 11
        c = 0 if c >= 10 else c
        return d + str(c)


CF_ODD = {}
for _k, _v in zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_k] = _v


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_part(name, is_first):
    cons = [c for c in name.upper() if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in name.upper() if c in "AEIOU"]
    if is_first and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join((cons + vow + ["X", "X", "X"])[:3])


def it_cf(surname, first, female):
    y, m, d = ymd(1960, 2000)
    dd = d + (40 if female else 0)
    comune = R.choice(["H501", "F205", "L219", "F839", "G273", "A944", "D612"])
    s = cf_part(surname, False) + cf_part(first, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % dd + comune
    tot = sum(CF_ODD[c] if i % 2 == 0 else cf_even(c) for i, c in enumerate(s))
    return s + chr(65 + tot % 26)


def it_piva():
    p = rdig(7) + R.choice(["001", "015", "021", "037", "058", "063"])
    return p + luhn_digit(p)


def nl_bsn():
    while True:
        d = rdig(8)
        s = mod11_weights(d, [9, 8, 7, 6, 5, 4, 3, 2])
        c = s % 11
        if c < 10:
            VERIFY.append((d + str(c), "bsn"))
            return d + str(c)


def bsn_ok(s):
    return (mod11_weights(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(s[8])) % 11 == 0


def se_pnr():
    y, m, d = ymd(1962, 2001)
    base = "%02d%02d%02d%s" % (y % 100, m, d, rs(DIG, 3))
    s = base + luhn_digit(base)
    return s[:6] + "-" + s[6:]


def se_orgnr():
    p = "556" + rs(DIG, 6)
    s = p + luhn_digit(p)
    return s[:6] + "-" + s[6:]


def dk_cpr():
    y, m, d = ymd(1960, 1999)
    return "%02d%02d%02d-%s" % (d, m, y % 100, rs(DIG, 4))


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        d = rdig(8)
        if mod11_weights(d, w) % 11 == 0:
            return d


def no_fnr():
    while True:
        y, m, d = ymd(1965, 1999)
        base = "%02d%02d%02d%s" % (d, m, y % 100, rs(DIG, 3))
        k1 = 11 - mod11_weights(base, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        k2 = 11 - mod11_weights(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def no_account():
    while True:
        b = R.choice(["1503", "1506", "9710", "3000", "1254", "6011"]) + rs(DIG, 6)
        c = 11 - mod11_weights(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s = b + str(c)
            return s


def no_orgnr():
    while True:
        d = R.choice("89") + rs(DIG, 7)
        c = 11 - mod11_weights(d, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return d + str(c)


def fi_hetu():
    y, m, d = ymd(1960, 2004)
    sign = "A" if y >= 2000 else "-"
    n = "%03d" % R.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + n) % 31]
    return base + sign + n + c


def fi_ytunnus():
    while True:
        d = rdig(7)
        r = mod11_weights(d, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return d + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    d = rdig(9)
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(d)))
    s = d + str((10 - s % 10) % 10)
    # written in groups of five from the right
    out = []
    while s:
        out.insert(0, s[-5:])
        s = s[:-5]
    return " ".join(out)


def hu_adoazon():
    while True:
        days = R.randint(35000, 49000)
        d = "8" + "%05d" % days + rs(DIG, 3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(d)) % 11
        if c != 10:
            return d + str(c)


def hu_taj():
    d = rdig(8)
    c = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(d)) % 10
    s = d + str(c)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def hu_adoszam():
    d = rdig(7)
    c = (10 - mod11_weights(d, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return d + str(c) + "-" + R.choice("2") + "-" + R.choice(["41", "42", "43", "13", "02", "07"])


def ro_cnp():
    y, m, d = ymd(1965, 1999)
    s = "%s%02d%02d%02d%s%s" % (R.choice("12"), y % 100, m, d, R.choice(["40", "12", "22", "35", "16"]), rs(DIG, 3))
    c = mod11_weights(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return s + str(1 if c == 10 else c)


def ro_cui():
    d = rdig(7)
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(d):]
    c = (mod11_weights(d, w) * 10) % 11
    return d + str(0 if c == 10 else c)


def gr_afm(first):
    while True:
        d = first + rs(DIG, 7)
        c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(d)) % 11 % 10
        return d + str(c)


def gr_amka():
    y, m, d = ymd(1960, 2000)
    p = "%02d%02d%02d%s" % (d, m, y % 100, rs(DIG, 4))
    return p + luhn_digit(p)


def tr_tc():
    d = rdig(9)
    odd = sum(int(d[i]) for i in (0, 2, 4, 6, 8))
    even = sum(int(d[i]) for i in (1, 3, 5, 7))
    d10 = (odd * 7 - even) % 10
    d += str(d10)
    VERIFY.append((d + str(sum(int(x) for x in d) % 10), "tc"))
    return d + str(sum(int(x) for x in d) % 10)


def tc_ok(s):
    d = [int(x) for x in s]
    return d[0] != 0 and (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def th_id(first):
    d = first + rs(DIG, 12 - len(first))
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(d)) % 11) % 10
    s = d + str(c)
    VERIFY.append((s, "th_id"))
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def il_id(first=""):
    p = (first + rs(DIG, 8))[:8]
    return p + luhn_digit(p)


def ir_melli():
    while True:
        d = rs(DIG, 9)
        if d[:3] == "000":
            continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(d)) % 11
        return d + str(r if r < 2 else 11 - r)


def ae_eid():
    y = R.randint(1975, 2000)
    p = "784" + str(y) + rs(DIG, 7)
    s = p + luhn_digit(p)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])


def cn_id():
    area = R.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
    y, m, d = ymd(1965, 2000)
    base = area + "%04d%02d%02d" % (y, m, d) + rs(DIG, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    VERIFY.append((base + "10X98765432"[mod11_weights(base, w) % 11], "cn_id"))
    return base + "10X98765432"[mod11_weights(base, w) % 11]


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[mod11_weights(s[:17], w) % 11] == s[17]


USCC_A = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    body = "91" + R.choice(["330106", "330108", "330110"]) + "".join(R.choice(USCC_A) for _ in range(9))
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_A.index(ch) * x for ch, x in zip(body, w)) % 31
    return body + USCC_A[0 if c == 31 else c]


def jp_mynumber():
    d = rs(DIG, 11)
    s = 0
    for n in range(1, 12):
        p = int(d[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    full = d + str(c)
    return "%s %s %s" % (full[:4], full[4:8], full[8:])


def jp_corp():
    d = rdig(12)
    s = 0
    for n in range(1, 13):
        p = int(d[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    c = 9 - s % 9
    return str(c) + d


def kr_rrn():
    y, m, d = ymd(1968, 1999)
    base = "%02d%02d%02d" % (y % 100, m, d) + R.choice("12") + rs(DIG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - mod11_weights(base, w) % 11) % 10
    s = base + str(c)
    return s[:6] + "-" + s[6:]


def kr_brn():
    d = rdig(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = mod11_weights(d, w) + (int(d[8]) * 5) // 10
    c = (10 - s % 10) % 10
    s = d + str(c)
    return "%s-%s-%s" % (s[:3], s[3:5], s[5:])


def ru_snils():
    while True:
        d = rdig(9)
        s = sum(int(x) * (9 - i) for i, x in enumerate(d))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (d[:3], d[3:6], d[6:], c)


def ru_inn12():
    d = R.choice(["77", "50", "78", "66", "16"]) + rs(DIG, 8)
    c1 = mod11_weights(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    d += str(c1)
    c2 = mod11_weights(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return d + str(c2)


def ru_inn10():
    d = R.choice(["77", "50", "78"]) + rs(DIG, 7)
    return d + str(mod11_weights(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_account(bik, prefix):
    """20-digit settlement account with the control key computed against the BIK."""
    acc = prefix + rs(DIG, 20 - len(prefix))
    w = [7, 1, 3] * 8
    for k in range(10):
        a = acc[:8] + str(k) + acc[9:]
        if mod11_weights(bik[-3:] + a, w) % 10 == 0:
            return a
    raise SystemExit("account key")


def ua_rnokpp():
    while True:
        d = "%05d" % R.randint(26000, 38000) + rs(DIG, 4)
        c = mod11_weights(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
        return d + str(c)


def ua_edrpou():
    d = "4" + rs(DIG, 6)
    w = [7, 1, 2, 3, 4, 5, 6] if 30000000 <= int(d + "0") <= 60000000 else [1, 2, 3, 4, 5, 6, 7]
    r = mod11_weights(d, w) % 11
    if r == 10:
        r = mod11_weights(d, [x + 2 for x in w]) % 11
        r = 0 if r == 10 else r
    return d + str(r)


def vin():
    wmi = R.choice(["1HG", "2T1", "5YJ", "WBA", "JTD", "1FA"])
    v = wmi + rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 5) + "0" + R.choice("LMNPR") + R.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + rs(DIG, 6)
    c = vin_check(v)
    return v[:8] + c + v[9:]


# ---------------------------------------------------------------- tokens and keys
def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def aws_key_id():
    return "AKIA" + rs(UPP + "234567", 16)


def aws_secret():
    return rs(UPP + LOW + DIG + "+/", 40)


def jwt(payload):
    h = b64url_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(B64URL, 43)


def ssh_ed25519(comment):
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    kt = b"ssh-ed25519"
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = sstr(kt) + sstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sstr(kt) + sstr(pub) + sstr(seed + pub) + sstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big")
            + sstr(pubblob) + sstr(priv))
    b = base64.b64encode(blob).decode()
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) \
        + "\n-----END OPENSSH PRIVATE KEY-----"
    return pem, base64.b64encode(pubblob).decode()


# BIP39 English words (a subset I am sure of; the checksum word is NOT computed)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance
advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien
all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor
ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art
artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction
audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor
bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach
bean beauty because become beef before begin behave behind believe below belt bench benefit best betray better
between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind
blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken
bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy
cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle
casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal
certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken
chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club
clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic common
company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn
correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl
crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch
crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle""".split()


def seed_phrase(n):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- passwords and codes
SYM = "!#$%&*+=?-_"


def pw_rand(n=16, sym=SYM):
    while True:
        s = rs(UPP + LOW + DIG + sym, n)
        if (any(c in UPP for c in s) and any(c in LOW for c in s) and any(c in DIG for c in s)
                and any(c in sym for c in s)):
            return s


def pw_alnum(n):
    while True:
        s = rs(UPP + LOW + DIG, n)
        if any(c in UPP for c in s) and any(c in LOW for c in s) and any(c in DIG for c in s):
            return s


def pw_human(words):
    w = R.choice(words)
    w = w[0].upper() + w[1:]
    tail = R.choice([str(R.randint(1975, 2012)), "%02d" % R.randint(1, 99), rs(DIG, 3)])
    return w + tail + R.choice("!#$*?&%")


def pw_phrase(words, k=3, sep="-"):
    return sep.join(R.sample(words, k)) + sep + "%02d" % R.randint(10, 99)


def pin(n):
    while True:
        s = rs(DIG, n)
        if len(set(s)) > 2 and s not in "0123456789" and s not in "9876543210":
            return s


EN_WORDS = ["maple", "harbor", "pickle", "copper", "lantern", "otter", "granite", "velvet", "saffron", "thistle",
            "juniper", "meadow", "falcon", "biscuit", "pepper", "walnut", "cobalt", "ember", "willow", "marble",
            "sprocket", "tundra", "mango", "puffin", "quartz", "rhubarb", "sparrow", "tofu", "violet", "zephyr"]

# ---------------------------------------------------------------- cases
CASES = []
SEP = "\n---\n"


def case(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def msgs(*parts):
    return SEP.join(parts)


# ================================================================ English, positive
def english_positive():
    ak, sk = aws_key_id(), aws_secret()
    reqid = rs(UPP + DIG, 16)
    case("aws-env-keys", "en",
         "my deploy script keeps failing with 403 on upload, here is the .env (trimmed):\n\n"
         "AWS_ACCESS_KEY_ID=" + ak + "\nAWS_SECRET_ACCESS_KEY=" + sk + "\nAWS_DEFAULT_REGION=eu-west-1\n"
         "S3_BUCKET=acme-invoices-prod\n\nerror: An error occurred (AccessDenied) when calling the PutObject "
         "operation: Access Denied (Request ID: " + reqid + ")\n\nwhat am I doing wrong?",
         [ak, sk], [reqid, "acme-invoices-prod"],
         "AWS key pair in .env; the S3 request id has the same alphabet and length as the key id body")

    tok = "ghp_" + rs(ALNUM, 36)
    sha = rs(HEX, 40)
    case("github-pat-revoked", "en",
         "Ugh. I pushed commit " + sha + " with my personal access token hardcoded in config.js:\n\n"
         "const GITHUB_TOKEN = \"" + tok + "\";\n\nI revoked it on GitHub about ten minutes later. Do I still "
         "need to rewrite history, and what's the cleanest way with git filter-repo?",
         [tok], [sha],
         "revoked GitHub token is still a secret; commit hash is a look-alike")

    sklive = "sk_live_51" + rs(ALNUM, 97)
    whsec = "whsec_" + rs(ALNUM, 32)
    case("stripe-live-webhook", "en",
         "Switching checkout from test mode to live. In test mode I used 4242 4242 4242 4242 and everything "
         "passed. Now settings.py has\n\nSTRIPE_SECRET_KEY = \"" + sklive + "\"\nSTRIPE_WEBHOOK_SECRET = \""
         + whsec + "\"\n\nbut every webhook returns 400 'No signatures found matching the expected signature'. Ideas?",
         [sklive, whsec], ["4242 4242 4242 4242"],
         "live Stripe secret and webhook secret next to the public test card")

    visa = card("4", 16)
    cvc = pin(3)
    conf = "%s.%s.%s" % (rdig(4), rs(DIG, 3), rs(DIG, 3))
    case("card-hotel-form", "en",
         "Booking a hotel and the form keeps saying 'card declined'. I typed " + fmt4(visa) + ", expiry 09/28, "
         "CVC " + cvc + ". The page still gave me a confirmation number " + conf + " though. Is the booking "
         "real or not?",
         [fmt4(visa), cvc], [conf],
         "own Visa number (Luhn valid) and CVC; booking confirmation number is a look-alike")

    keybox = pin(4)
    wifi = pw_phrase(EN_WORDS, 3)
    hm = "HM" + rs("ABCDEFGHJKMNPQRSTUVWXYZ23456789", 8)
    case("airbnb-checkin", "en",
         "Can you polish this check-in message for my Airbnb guests?\n\nHi! Welcome to the flat. The key is in the "
         "lockbox to the left of the door, code " + keybox + ". Wi-Fi is LemonTree_5G and the password is " + wifi
         + ". Checkout is 11am. If you need to contact support, your reservation code is " + hm + ".",
         [keybox, wifi], ["LemonTree_5G", hm],
         "host's key-box code and Wi-Fi password; SSID and reservation code are look-alikes")

    ssn = us_ssn()
    ein = us_ein()
    case("w4-ssn-ein", "en",
         "Filling out my W-4 and I-9 for the new job. My SSN is " + ssn + ". The employer part is already filled "
         "in with their EIN " + ein + ". Which box do I tick if I'm single with one kid?",
         [ssn], [ein], "own SSN; employer EIN is a public identifier")

    pp = rdig(9)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
    case("passport-renewal", "en",
         "My passport expires in 4 months and I fly to Lisbon on July 3 (booking ref " + pnr + "). Old passport "
         "number " + pp + ", issued 2015. Can I still renew by mail with the DS-82 or do I need expedited?",
         [pp], [pnr], "US passport number; airline booking reference is a look-alike")

    phrase = seed_phrase(12)
    addr = "0x" + rs(HEX, 40)
    case("metamask-seed", "en",
         "I'm restoring MetaMask on a new phone. The recovery phrase I wrote down is:\n\n" + phrase + "\n\nbut "
         "after importing I see a different account than my old one (" + addr + "). Did I copy a word wrong?",
         [phrase], [addr], "BIP39 seed phrase (checksum word not computed); public wallet address is a look-alike")

    pk = "0x" + rs(HEX, 64)
    alk = rs(ALNUM + "_-", 32)
    ctr = "0x" + rs(HEX, 40)
    txh = "0x" + rs(HEX, 64)
    case("hardhat-private-key", "en",
         "hardhat.config.js:\n\nmodule.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n"
         "      url: \"https://eth-sepolia.g.alchemy.com/v2/" + alk + "\",\n      accounts: [\"" + pk + "\"]\n"
         "    }\n  }\n};\n\nThe deploy went through (tx " + txh + ", contract at " + ctr + ") but verification "
         "on Etherscan fails. What's missing?",
         [alk, pk], [txh, ctr, "0.8.24"],
         "private key and Alchemy key; the 64-hex tx hash has the same shape as the private key")

    pem, pubb64 = ssh_ed25519("deploy@ci-runner")
    case("ssh-deploy-key", "en",
         "Setting up a deploy key. The public key ssh-ed25519 " + pubb64 + " deploy@ci-runner is on the server, "
         "and I put this into the GitHub Actions secret SSH_KEY:\n\n" + pem + "\n\nbut the job says "
         "'Load key \"/home/runner/.ssh/id_ed25519\": invalid format'. Is the key broken?",
         [pem], [pubb64],
         "OpenSSH private key block; the public key is a look-alike")

    tok = jwt({"sub": uuid4(), "email": "r.okafor@tallyhq.io", "role": "admin", "iat": 1717400000,
               "exp": 1717486400})
    rid = uuid4()
    case("jwt-curl", "en",
         "This works in Postman but not from the terminal, why?\n\ncurl -s https://api.tallyhq.io/v2/reports?month=2024-05 "
         "-H \"Authorization: Bearer " + tok + "\" -H \"Accept: application/json\"\n\n"
         "{\"error\":\"forbidden\",\"request_id\":\"" + rid + "\"}",
         [tok], [rid], "bearer JWT in a curl command; request id UUID is a look-alike")

    xoxb = "xoxb-" + rdig(12) + "-" + rdig(13) + "-" + rs(ALNUM, 24)
    chan = "C0" + rs(UPP + DIG, 9)
    case("slack-bot-token", "en",
         "Why does this post nothing?\n\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"" + xoxb + "\")\n"
         "client.chat_postMessage(channel=\"" + chan + "\", text=\"Nightly build finished\")\n\nNo error, just nothing "
         "in the channel.",
         [xoxb], [chan], "Slack bot token; channel id is a look-alike")

    oai = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(ALNUM, 74)
    case("openai-env-example", "en",
         "My .env.example has OPENAI_API_KEY=your_api_key_here and my real .env has OPENAI_API_KEY=" + oai
         + "\n\nbut the script still fails with 'Incorrect API key provided: your_api*****here'. Why is it reading "
         "the wrong file?",
         [oai], ["your_api_key_here", "your_api*****here"],
         "real OpenAI project key beside the placeholder and its masked echo")

    pg_pw = pw_alnum(22)
    host = "pg-prod-2." + rs(LOW + DIG, 12) + ".eu-central-1.rds.amazonaws.com"
    case("postgres-url", "en",
         "Django can't connect to RDS. DATABASE_URL=postgres://shop_app:" + pg_pw + "@" + host + ":5432/shop_production "
         "\nThe security group allows my IP. What else could block it?",
         ["shop_app:" + pg_pw], [host],
         "credentials of a connection string are the secret; the RDS host is a look-alike")

    mg_pw = pw_alnum(16)
    mhost = "cluster0." + rs(LOW + DIG, 5) + ".mongodb.net"
    case("mongodb-srv", "en",
         "mongoose.connect(\"mongodb+srv://lena_admin:" + mg_pw + "@" + mhost + "/inventory?retryWrites=true&w=majority\")\n"
         "gives MongoServerSelectionError: connection timed out. I'm on hotel wifi if that matters.",
         ["lena_admin:" + mg_pw], [mhost], "MongoDB SRV URI credentials; cluster host is a look-alike")

    otp = pin(6)
    case("hdfc-otp-sms", "en",
         "Got this SMS but I didn't buy anything?? 'OTP for txn of INR 4,850.00 at FLIPKART on your HDFC Bank "
         "Credit Card XX4417 is " + otp + ". Valid for 10 mins. Do not share OTP with anyone.' Should I block the card?",
         [otp], ["XX4417", "INR 4,850.00"], "OTP from a bank SMS; masked card and amount are look-alikes")

    codes = ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(3)]
    case("google-backup-codes", "en",
         "Where should I keep these? They're my Google backup codes:\n\n" + "\n".join(
             "%d. %s" % (i + 1, c) for i, c in enumerate(codes)) + "\n\nPrint them or put them in Bitwarden?",
         codes, [], "three 2FA backup codes")

    seed = rs(B32, 32)
    case("totp-seed", "en",
         "Writing a TOTP function in Python. With the test seed JBSWY3DPEHPK3PXP my output matches the online "
         "generators, but with the seed GitHub showed me during 2FA setup (" + seed + ") the codes are off by one "
         "step. Clock drift?",
         [seed], ["JBSWY3DPEHPK3PXP"], "own TOTP seed; the well-known documentation seed is a look-alike")

    maiden = R.choice(["Vasquez-Ortega", "Kowalczyk", "Abernathy", "Lindqvist", "Okonkwo"])
    pet = R.choice(["Pumpernickel", "Sir Wiggles", "Captain Mittens", "Noodle"])
    street = R.choice(["Larkspur Lane", "Old Mill Road", "Cherrywood Court", "Quarry Street"])
    case("security-answers", "en",
         "I'm re-doing the security questions on my bank account and want to keep them consistent with the old "
         "ones. Old answers: mother's maiden name - " + maiden + "; first pet - " + pet + "; street I grew up on - "
         + street + ". Is it a bad idea to reuse them?",
         [maiden, pet, street], [], "answers to security questions")

    alarm = pin(4)
    garage = pin(6)
    case("house-sitter-note", "en",
         "Draft a note for my house sitter: the alarm panel is by the back door, disarm with " + alarm + " then OFF. "
         "Garage keypad code is " + garage + ". The vet is Dr. Patel, (503) 555-0148, if Milo gets sick. "
         "Trash goes out Tuesday.",
         [alarm, garage], ["(503) 555-0148"], "alarm and garage codes; phone number is a look-alike")

    gate = pin(4)
    amz = "113-%s-%s" % (rs(DIG, 7), rs(DIG, 7))
    case("delivery-gate", "en",
         "Amazon keeps failing deliveries to my building. Write me short delivery instructions: gate code " + gate
         + "#, then leave it with the concierge on the left. Order " + amz + " is the one that keeps bouncing.",
         [gate], [amz], "building gate code; Amazon order number is a look-alike")

    sort = "20-%s-%s" % (rs(DIG, 2), rs(DIG, 2))
    acct = rs(DIG, 8)
    ni = uk_ni()
    case("uk-payroll", "en",
         "HR at my new job wants payroll details. Bank: Barclays, sort code " + sort + ", account number " + acct
         + ". National Insurance number " + ni + ". Is it safe to email that or should I insist on their portal?",
         [acct, ni], [sort], "UK account number and NI number; the sort code is public (settled)")

    rout = aba()
    chk = rdig(10)
    case("direct-deposit", "en",
         "Setting up direct deposit. Routing number " + rout + ", checking account " + chk + ". The form also asks "
         "for the bank's address, where do I find that?",
         [chk], [rout], "own checking account; ABA routing number (check digit computed) is public")

    tfn = au_tfn()
    bsb = "06%s-%s" % (rs(DIG, 1), rs(DIG, 3))
    aacct = rs(DIG, 8)
    case("au-tfn-super", "en",
         "Starting a job in Melbourne next week. The super form needs my TFN, it's " + tfn + ", and pay goes to my "
         "CommBank account, BSB " + bsb + " account " + aacct + ". Do I also need a USI for the fund?",
         [tfn, aacct], [bsb], "Australian TFN (check computed) and account; BSB is public")

    pan = in_pan()
    aad = in_aadhaar()
    ifsc = "HDFC000" + rs(DIG, 4)
    iacct = "5010" + rs(DIG, 10)
    case("india-kyc", "en",
         "KYC for my mutual fund keeps getting rejected. What I entered: PAN " + pan + ", Aadhaar " + aad
         + ", bank account " + iacct + ", IFSC " + ifsc + ". Name on PAN has a middle name, Aadhaar doesn't. Is "
         "that the reason?",
         [pan, aad, iacct], [ifsc], "PAN, Aadhaar (Verhoeff computed) and account; IFSC is public")

    mem = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rdig(9)
    clm = "2024%s" % rs(DIG, 9)
    case("insurance-appeal", "en",
         "My insurer denied the MRI claim (claim number " + clm + "). Can you write an appeal letter? My member ID "
         "is " + mem + ", the MRI was ordered by my neurologist after two months of PT.",
         [mem], [clm], "health insurance member id; claim number is a look-alike")

    dl = R.choice("ABDEFY") + rs(DIG, 7)
    appt = rs(UPP, 2) + rs(DIG, 7)
    case("dmv-license", "en",
         "Renewing my California license online and it says my DL number " + dl + " doesn't match their records. "
         "I have an office appointment (confirmation " + appt + ") but would rather fix it online.",
         [dl], [appt], "driver licence number; appointment confirmation is a look-alike")

    mbi = us_mbi()
    case("medicare-mbi", "en",
         "Helping my dad pick a Part D plan. His Medicare number is " + mbi + ". The plan finder asks for his "
         "zip 33411 and meds. Should I call 1-800-633-4227 instead?",
         [mbi], ["1-800-633-4227"], "Medicare MBI entrusted by a parent; Medicare's public phone number is a look-alike")

    tw_sid = "AC" + rs(HEX, 32)
    tw_tok = rs(HEX, 32)
    tw_from = "+1415555" + "01" + rs(DIG, 2)
    case("twilio-client", "en",
         "from twilio.rest import Client\n\nclient = Client(\"" + tw_sid + "\", \"" + tw_tok + "\")\n"
         "client.messages.create(to=\"+16175550199\", from_=\"" + tw_from + "\", body=\"Your table is ready\")\n\n"
         "Twilio error 21608. What does it mean?",
         [tw_tok], [tw_from, "+16175550199"], "Twilio auth token (account SID left neutral); 555-01xx numbers are look-alikes")

    gkey = "AIza" + rs(B64URL, 35)
    fp = ":".join(rs("0123456789ABCDEF", 2) for _ in range(20))
    case("maps-key-android", "en",
         "Map shows grey tiles in release build only. Manifest:\n\n<meta-data android:name=\"com.google.android.geo.API_KEY\" "
         "android:value=\"" + gkey + "\"/>\n\nI restricted the key to my package and the SHA-1 fingerprint " + fp + " from the debug "
         "keystore. Is that the problem?",
         [gkey], [fp], "Google API key; SHA-1 certificate fingerprint is a look-alike")

    tg = str(R.randint(5000000000, 7999999999)) + ":AA" + rs(B64URL, 33)
    chat = "-100" + rdig(10)
    case("telegram-bot", "en",
         "bot = telebot.TeleBot(\"" + tg + "\")\nbot.send_message(" + chat + ", \"backup done\")\n\n"
         "works in private chat but in the group I get 'Bad Request: chat not found'",
         [tg], [chat], "Telegram bot token; group chat id is a look-alike")

    npm = "npm_" + rs(ALNUM, 36)
    case("npmrc-token", "en",
         "CI can't install our private package. .npmrc:\n\n@acme:registry=https://registry.npmjs.org/\n"
         "//registry.npmjs.org/:_authToken=" + npm + "\n\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2fui-kit "
         "- '@acme/ui-kit@3.4.1' is not in this registry.",
         [npm], ["3.4.1"], "npm access token; package version is a look-alike")

    pypi = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 160)
    case("pypirc-token", "en",
         "twine upload fails with 403. ~/.pypirc:\n\n[pypi]\n  username = __token__\n  password = " + pypi + "\n\n"
         "Do I need a project-scoped token for the first upload?",
         [pypi], ["__token__"], "PyPI API token; the literal username __token__ is a look-alike")

    dpw = pw_alnum(18)
    digest = "sha256:" + rs(HEX, 64)
    case("docker-ci-log", "en",
         "CI log excerpt:\n\n+ docker login -u kmitra -p " + dpw + " registry.gitlab.com\nWARNING! Using --password via "
         "the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n+ docker push registry.gitlab.com/kmitra/api:1.9.0\n"
         "1.9.0: digest: " + digest + " size: 1573\n\nHow do I switch to --password-stdin in .gitlab-ci.yml?",
         [dpw], [digest], "registry password leaked in a CI log; image digest is a look-alike")

    kpw = pw_rand(20, "!#%*+=?-_")
    kb64 = base64.b64encode(kpw.encode()).decode()
    kuid = uuid4()
    case("k8s-secret-b64", "en",
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\n  uid: " + kuid + "\ntype: Opaque\ndata:\n"
         "  DB_USER: YmlsbGluZw==\n  DB_PASSWORD: " + kb64 + "\n\nThe pod still can't log in. Is base64 enough or do I need "
         "stringData?",
         [kb64], [kuid], "base64-encoded password in a Kubernetes Secret; resource uid is a look-alike")

    bpw = pw_alnum(14)
    basic = base64.b64encode(("jenkins:" + bpw).encode()).decode()
    xr = rs(HEX, 32)
    case("basic-auth-header", "en",
         "Request from our webhook that Nginx rejects with 401:\n\nPOST /hooks/deploy HTTP/1.1\nHost: ci.internal\n"
         "Authorization: Basic " + basic + "\nX-Request-Id: " + xr + "\n\nThe htpasswd file was created with -B. Related?",
         [basic], [xr], "Basic auth credentials in base64; request id hex is a look-alike")

    sess = rs(LOW + DIG, 32)
    ga = "GA1.1.%s.%s" % (rdig(10), "17" + rs(DIG, 8))
    case("session-cookie", "en",
         "Copied this from devtools because the site keeps logging me out:\n\nCookie: _ga=" + ga + "; sessionid=" + sess
         + "; theme=dark\n\nDoes the sessionid look expired?",
         [sess], [ga], "session cookie value; Google Analytics cookie is a look-alike")

    wpa = pw_alnum(12)
    admin = pw_human(EN_WORDS)
    serial = "22" + rs(DIG, 3) + "F" + rs(DIG, 7)
    mac = "-".join(rs("0123456789ABCDEF", 2) for _ in range(6))
    case("router-status", "en",
         "Pasted from the router status page:\n\nModel: Archer AX55\nHardware: AX55 v1.0\nSerial: " + serial + "\n"
         "LAN MAC: " + mac + "\nWireless 2.4GHz  SSID: Hendricks  Password: " + wpa + "\n\nAlso the admin password I set "
         "is " + admin + ". Why does the 5GHz band keep dropping?",
         [wpa, admin], [serial, mac], "Wi-Fi key and router admin password; serial and MAC are look-alikes")

    hw = pw_phrase(EN_WORDS, 4)
    case("wifi-next-message", "en",
         msgs("I'm going to give you my home wifi password so you can help me make a card for guests, one sec",
              "ok it's " + hw + " and the network is called Pine_Street_Home"),
         [hw], ["Pine_Street_Home"], "multi-message: password announced, then given")

    base = R.choice(EN_WORDS)
    wrong = base + "-" + rs(DIG, 2) + "!"
    right = base.capitalize() + wrong[len(base):]
    case("steam-pw-correction", "en",
         msgs("why does Steam say my password " + wrong + " is wrong, I just changed it",
              "oh wait I think it's " + right + " with a capital letter"),
         [wrong, right], [],
         "multi-message correction; both spellings are secrets")

    npw = pw_rand(14)
    case("weak-vs-new-pw", "en",
         "I know password123 and P@ssw0rd are terrible. The new one for my Outlook is " + npw + ". Is that good enough "
         "or should I switch to a passphrase?",
         [npw], ["password123", "P@ssw0rd"], "own password beside famous example passwords")

    p1, p2, p3 = pw_rand(16, "!#%*+=?-_"), pw_human(EN_WORDS), pw_rand(12, "!#%*+=?-_")
    case("pm-csv-import", "en",
         "Importing into 1Password fails at row 3. Is this CSV malformed?\n\nname,url,username,password\n"
         "GitHub,https://github.com/login,danielk," + p1 + "\nChase,https://secure.chase.com,dkowal88," + p2 + "\n"
         "Spotify,https://accounts.spotify.com,dan.kowal@gmail.com," + p3 + "\n",
         [p1, p2, p3], [], "password manager export with three passwords")

    glpat = "glpat-" + rs(ALNUM + "_-", 20)
    pipe = rdig(10)
    case("gitlab-pat", "en",
         "Pipeline #" + pipe + " fails cloning a submodule:\n\nfatal: could not read Username for 'https://gitlab.com'\n\n"
         "I set GIT_TOKEN=" + glpat + " as a CI variable and use https://oauth2:${GIT_TOKEN}@gitlab.com/team/shared.git. "
         "Masked/protected settings issue?",
         [glpat], [pipe], "GitLab personal access token; pipeline id is a look-alike")

    acckey = base64.b64encode(rbytes(64)).decode()
    case("azure-storage-conn", "en",
         "Azure Function can't read the blob container. local.settings.json has\n\n\"AzureWebJobsStorage\": "
         "\"DefaultEndpointsProtocol=https;AccountName=contosomedia01;AccountKey=" + acckey + ";EndpointSuffix=core.windows.net\"\n\n"
         "Works locally, fails in Azure.",
         [acckey], ["contosomedia01"], "Azure storage account key from a connection string; account name is a look-alike")

    tenant, client = uuid4(), uuid4()
    csec = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)
    case("azure-client-secret", "en",
         "MSAL keeps returning AADSTS7000215 'Invalid client secret provided'.\n\ntenant_id = \"" + tenant + "\"\n"
         "client_id = \"" + client + "\"\nclient_secret = \"" + csec + "\"\n\nI copied the Value column, not the Secret ID.",
         [csec], [tenant, client], "Entra ID client secret; tenant and client UUIDs are look-alikes")

    cpw = pw_alnum(20)
    case("docker-compose-pw", "en",
         "services:\n  db:\n    image: postgres:16.3-alpine\n    environment:\n      POSTGRES_USER: wiki\n"
         "      POSTGRES_PASSWORD: " + cpw + "\n  wiki:\n    image: ghcr.io/requarks/wiki:2.5\n    environment:\n"
         "      DB_TYPE: postgres\n      DB_PASS: " + cpw + "\n\nwiki says 'password authentication failed for user wiki'",
         [cpw], ["postgres:16.3-alpine"], "password repeated twice in docker-compose; image tag is a look-alike")

    spw = pw_rand(16, "!#%*+=?-_")
    jsec = base64.b64encode(rbytes(48)).decode()
    case("spring-properties", "en",
         "application.properties:\n\nspring.datasource.url=jdbc:mysql://10.2.0.15:3306/billing\n"
         "spring.datasource.username=billing_svc\nspring.datasource.password=" + spw + "\njwt.secret=" + jsec + "\n"
         "server.port=8443\n\nCommunications link failure on startup. MySQL is 8.0.36.",
         [spw, jsec], ["10.2.0.15:3306", "8.0.36"], "DB password and JWT signing secret; address and version are look-alikes")

    cft = rs(ALNUM + "_-", 40)
    zone, accid = rs(HEX, 32), rs(HEX, 32)
    case("cloudflare-tfvars", "en",
         "terraform.tfvars:\n\ncloudflare_api_token = \"" + cft + "\"\nzone_id = \"" + zone + "\"\naccount_id = \"" + accid
         + "\"\n\nplan says 'Authentication error (10000)'. Which permission is the token missing?",
         [cft], [zone, accid], "Cloudflare API token; zone and account ids (32 hex) are look-alikes")

    dd = rs(HEX, 32)
    md5 = rs(HEX, 32)
    case("datadog-agent", "en",
         "datadog.yaml:\n\napi_key: " + dd + "\nsite: datadoghq.eu\n\nThe agent log says 'API Key invalid, dropping "
         "transaction'. I installed datadog-agent_7.52.1-1_amd64.deb and the md5 " + md5 + " matched the release page.",
         [dd], [md5, "7.52.1-1"], "Datadog API key; an md5 checksum of the same shape is a look-alike")

    hk, happ = uuid4(), uuid4()
    case("heroku-api-key", "en",
         "GitHub Actions deploy to Heroku fails with 'Invalid credentials provided'. I set HEROKU_API_KEY=" + hk
         + " in the repo secrets. heroku apps:info shows the app id as " + happ + ". Same account, so why?",
         [hk], [happ], "Heroku API key has UUID form; the app id UUID is a look-alike")

    hf = "hf_" + rs(UPP + LOW, 34)
    rev = rs(HEX, 40)
    case("hf-token", "en",
         "HF_TOKEN=" + hf + " python train.py --model meta-llama/Meta-Llama-3-8B-Instruct --revision " + rev + "\n\n"
         "gives 401 'Access to model is restricted'. I accepted the license on the website yesterday.",
         [hf], [rev], "Hugging Face token; model revision hash is a look-alike")

    ant = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    case("anthropic-key", "en",
         "import anthropic\nclient = anthropic.Anthropic(api_key=\"" + ant + "\")\nmsg = client.messages.create("
         "model=\"claude-3-5-sonnet-20241022\", max_tokens=1024, messages=[...])\n\nwhy do I get a 529?",
         [ant], ["claude-3-5-sonnet-20241022"], "Anthropic API key; model name with a date is a look-alike")

    door = pin(5)
    alm = pin(4)
    permit = "P-" + rdig(5)
    case("office-onboarding", "en",
         "Write a short onboarding note for our new hire: front door keypad is " + door + " then the key symbol, "
         "alarm code " + alm + " if you're first in, parking permit " + permit + " goes on the dashboard.",
         [door, alm], [permit], "office door and alarm codes; parking permit number is a look-alike")

    qpw = pw_alnum(14)
    case("wifi-qr", "en",
         "I want a QR code for the café wifi. Is this string right?\n\nWIFI:T:WPA;S:BeanThere_Guest;P:" + qpw + ";;",
         [qpw], ["BeanThere_Guest"], "Wi-Fi password inside a WIFI: QR payload")

    groups = ["%06d" % (11 * R.randint(0, 65535)) for _ in range(8)]
    blk = "-".join(groups)
    kid = uuid4().upper()
    case("bitlocker-recovery", "en",
         "BitLocker recovery screen after a BIOS update. It shows Recovery key ID: " + kid[:8] + ". In my Microsoft "
         "account I found key ID " + kid + " with recovery key " + blk + " but it says wrong key. Am I looking at the "
         "right one?",
         [blk], [kid], "BitLocker recovery key (every block a multiple of 11); key id GUID is a look-alike")

    ark = "-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))
    case_id = rdig(9)
    case("apple-recovery-key", "en",
         "Apple support (case " + case_id + ") says they can't help because I turned on a recovery key. I have it "
         "printed: " + ark + ". Where do I enter it on an iPhone that won't accept my passcode?",
         [ark], [case_id], "Apple recovery key; support case number is a look-alike")

    do1, do2 = "dop_v1_" + rs(HEX, 32), rs(HEX, 32)
    case("do-token-in-parts", "en",
         msgs("my phone clipboard truncates long strings so I'll paste the DigitalOcean token in two parts. first half: " + do1,
              "second half: " + do2,
              "can you join them and give me the doctl auth init command?"),
         [do1, do2], [], "multi-message: API token split in two parts")

    upw = pw_rand(12, "!*-_")
    trace = rs(HEX, 32)
    case("password-in-access-log", "en",
         "Our access log has lines like this, is that a problem?\n\n198.51.100.23 - - [11/Jun/2024:09:14:02 +0000] "
         "\"GET /api/login?user=mkhan&password=" + upw + "&remember=1 HTTP/1.1\" 200 512 trace_id=" + trace,
         [upw], [trace, "198.51.100.23"], "password in a URL query in a log; trace id and IP are look-alikes")

    tmp = pw_alnum(10)
    ref = "SR" + rdig(8)
    case("bank-temp-password", "en",
         "Is this email legit? 'Dear customer, as requested your online banking access has been reset. Your temporary "
         "password is: " + tmp + " . Please log in within 24 hours and change it. Reference: " + ref + ".' I did ask for a "
         "reset yesterday.",
         [tmp], [ref], "temporary password in a pasted email; service reference is a look-alike")

    mp = rs(UPP, 3) + rs(UPP + DIG, 7)
    case("mpesa-en-sms", "en",
         "Is this SMS real or a scam? '" + mp + " Confirmed. Ksh2,300.00 paid to JAVA HOUSE KIMATHI ST. on 14/6/24 at "
         "1:42 PM. New M-PESA balance is Ksh11,482.50. Transaction cost, Ksh0.00.' I paid for lunch, but the balance "
         "looks low.",
         [mp], ["Ksh2,300.00", "Ksh11,482.50"], "M-Pesa transaction code counts as a secret (settled); amounts are look-alikes")

    nhs = uk_nhs()
    case("nhs-gp-register", "en",
         "Registering with a new GP online. My NHS number is " + nhs + ". It asks for my previous practice code and I "
         "think it was F84003. Does it matter if that's wrong?",
         [nhs], ["F84003"], "NHS number (mod 11 computed); GP practice code is a public look-alike")

    sin = ca_sin()
    case("canada-sin", "en",
         "CRA My Account wants my SIN to register: " + sin + ". It also asks for line 15000 from last year, "
         "which was $58,240. Where do I find the line on my notice of assessment?",
         [sin], ["$58,240"], "Canadian SIN (Luhn computed); amount is a look-alike")

    ippin = pin(6)
    case("irs-ip-pin", "en",
         "TurboTax asks for my Identity Protection PIN. The letter (CP01A) says it's " + ippin + ". Do I have to enter "
         "it for my wife too if we file jointly?",
         [ippin], ["CP01A"], "IRS IP PIN; notice code is a look-alike")

    ghf = "github_pat_11" + rs(UPP + DIG, 20) + "_" + rs(ALNUM, 59)
    pinsha = rs(HEX, 40)
    case("gh-actions-finegrained", "en",
         "jobs:\n  release:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@" + pinsha + "\n"
         "      - run: gh release create v2.3.0 dist/*\n        env:\n          GH_TOKEN: " + ghf + "\n\n"
         "'HTTP 403: Resource not accessible by personal access token'.",
         [ghf], [pinsha, "v2.3.0"], "fine-grained GitHub token in a workflow; pinned action sha is a look-alike")

    w1, w2 = pw_alnum(12), pw_phrase(EN_WORDS, 3)
    case("wifi-table", "en",
         "Can you turn this into a nice printable sign?\n\n| Room   | Network      | Password |\n|--------|--------------|----------|\n"
         "| Office | Smith-Office | " + w1 + " |\n| Guest  | Smith-Guest  | " + w2 + " |",
         [w1, w2], ["Smith-Office", "Smith-Guest"], "Wi-Fi passwords in a markdown table")

    vm_pw = pw_rand(15, "!#%*?-_")
    case("pgpass-line", "en",
         "My ~/.pgpass isn't picked up. The line is\n\ndb.staging.lan:5432:reporting:analyst:" + vm_pw + "\n\n"
         "and the file mode is 644. Is that why?",
         ["analyst:" + vm_pw], ["db.staging.lan:5432"],
         "pgpass line: the user:password part is the secret, host and port are look-alikes")

    ven = pin(4)
    case("voicemail-pin-multi", "en",
         msgs("can you remind me later of my voicemail PIN? I always forget it",
              "it's " + ven + ", the number to call is *86"),
         [ven], ["*86"], "multi-message: a PIN given after being announced")

    card2 = card("5" + R.choice("12345"), 16)
    cvc2 = pin(3)
    masked = "**** **** **** " + rs(DIG, 4)
    case("mastercard-expense-table", "en",
         "Expense report is asking which card I used. I have two:\n\n| Card | Number | Exp | CVC |\n|---|---|---|---|\n"
         "| Personal MC | " + fmt4(card2) + " | 03/27 | " + cvc2 + " |\n| Corporate Amex | " + masked + " | - | - |\n\n"
         "Which one should go on the hotel bill?",
         [fmt4(card2), cvc2], [masked], "own Mastercard with CVC in a table; masked corporate card is a look-alike")

    amex = card("37", 15)
    cid = pin(4)
    case("amex-phone-order", "en",
         "Writing down what to say on the phone order: Amex " + amex[:4] + " " + amex[4:10] + " " + amex[10:]
         + ", CID " + cid + ", billing zip 94107. Order confirmation will be emailed.",
         [amex[:4] + " " + amex[4:10] + " " + amex[10:], cid], ["94107"], "Amex number (4-6-5) and CID; zip is a look-alike")

    words = {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
             "8": "eight", "9": "nine"}
    spw = pw_alnum(9)
    spelled = ", ".join(words[ch] if ch.isdigit() else ("capital " + ch if ch.isupper() else "small " + ch)
                        for ch in spw)
    case("wifi-spelled-out", "en",
         "My dad keeps typing the wifi password wrong when I read it to him over the phone. I say: " + spelled
         + ". Can you write it in a way that's easier to read out? The router is a Netgear R6700.",
         [spelled], ["R6700"], "password spelled out character by character; router model is a look-alike")


# ================================================================ English, negative
JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
          ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


def english_negative():
    case("aws-docs-example-keys", "en",
         "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY everywhere. If I put "
         "those into aws configure for LocalStack, will the CLI accept them or does it validate the format?",
         [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documentation example AWS keys")

    case("stripe-test-cards", "en",
         "Which Stripe test card forces 3-D Secure? I tried 4242 4242 4242 4242 and 4000 0000 0000 0002 but the second "
         "one is just a decline. Expiry can be any future date, right?",
         [], ["4242 4242 4242 4242", "4000 0000 0000 0002"], "public Stripe test card numbers")

    case("jwt-io-example", "en",
         "How do I decode this without a library? It's the example from jwt.io:\n\n" + JWT_IO + "\n\nI just want to "
         "read the payload in the browser console.",
         [], [JWT_IO], "the well-known jwt.io example token")

    h1, h2 = rs(HEX, 40), rs(HEX, 7)
    case("git-revert-hashes", "en",
         "I need to revert " + h1 + " but keep the fix from " + h2 + " that came after it. git revert complains "
         "about conflicts in package-lock.json. Tag v4.12.0 was cut in between.",
         [], [h1, h2, "v4.12.0"], "commit hashes and a version tag")

    ups = "1Z" + rs(UPP + DIG, 6) + rs(DIG, 10)
    usps = "9400 " + " ".join(rs(DIG, 4) for _ in range(4)) + " " + rs(DIG, 2)
    case("tracking-numbers", "en",
         "I have two packages stuck. UPS " + ups + " says 'exception: address' and USPS " + usps + " hasn't moved "
         "since Tuesday. Which one should I chase first?",
         [], [ups, usps], "carrier tracking numbers (check digits not computed)")

    case("env-example-placeholders", "en",
         "Is this a reasonable .env.example to commit?\n\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\n"
         "DATABASE_URL=postgres://user:password@localhost:5432/mydb\nJWT_SECRET=<your-secret-here>\nSENTRY_DSN=\n",
         [], ["sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "user:password", "<your-secret-here>"], "placeholders in an example env file")

    l4, a4 = rs(DIG, 4), rs(DIG, 4)
    txid = rdig(10)
    case("masked-statement", "en",
         "My statement shows two charges from 'SQ *BLUE DOOR' on the card ending \u2022\u2022\u2022\u2022 " + l4
         + ", transaction " + txid + ", and a refund to account ****" + a4 + ". Is it normal that the refund "
         "went to a different account?",
         [], ["\u2022\u2022\u2022\u2022 " + l4, txid, "****" + a4], "masked card and account numbers, transaction id")

    u1, u2 = uuid4(), uuid4()
    case("uuid-error-log", "en",
         "Sentry keeps grouping these separately:\n\nERROR order " + u1 + " failed: PaymentIntent requires_action\n"
         "ERROR order " + u2 + " failed: PaymentIntent requires_action\n\nHow do I set a custom fingerprint?",
         [], [u1, u2], "order UUIDs in a log")

    c1, c2 = rs(HEX, 64), rs(HEX, 64)
    case("iso-checksum", "en",
         "sha256sum ubuntu-24.04-desktop-amd64.iso gives\n" + c1 + "\nbut SHA256SUMS on the mirror says\n" + c2 + "\n"
         "Is the download corrupted or did I grab the wrong point release?",
         [], [c1, c2], "SHA-256 checksums")

    ch_iban = iban("GB", "NWBK" + "60" + rs(DIG, 4) + rs(DIG, 8))
    chno = "11" + rs(DIG, 5)
    case("charity-iban", "en",
         "I want to donate to a UK food bank from my EU account. Their page says: Riverside Food Bank, IBAN "
         + fmt4(ch_iban) + ", BIC NWBKGB2L, registered charity number " + chno + ". Do I pay in GBP or EUR?",
         [], [fmt4(ch_iban), "NWBKGB2L", chno], "a charity's IBAN (mod-97 computed), BIC and charity number")

    sn = "PF" + rs(UPP + DIG, 6)
    case("laptop-serial", "en",
         "Lenovo support asks for machine type and serial. Sticker says MT 20XW004UUS, S/N " + sn + ". BIOS "
         "version N32ET91W (1.67). Is it still under warranty?",
         [], ["20XW004UUS", sn, "N32ET91W"], "machine type, serial and BIOS version")

    case("xkcd-password", "en",
         "Is the xkcd 'correct horse battery staple' advice still valid with modern cracking rigs? The comic says "
         "Tr0ub4dor&3 has about 28 bits of entropy.",
         [], ["correct horse battery staple", "Tr0ub4dor&3"], "famous example passwords discussed as examples")

    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "176-" + rdig(10)
    case("flight-booking", "en",
         "Emirates changed my flight. Booking reference " + pnr + ", e-ticket " + tkt + ", EK 29 on 18 Aug. Am I "
         "entitled to a refund or only a rebooking?",
         [], [pnr, tkt], "airline booking reference and ticket number")

    btc = bech32_addr(rbytes(20))
    txb = rs(HEX, 64)
    case("btc-donation-address", "en",
         "The open-source project I use lists " + btc + " for donations. I sent 0.002 BTC, txid " + txb + ". How "
         "many confirmations before it shows up for them?",
         [], [btc, txb], "a project's public bech32 address (checksum computed) and a transaction id")

    case("bank-routing-public", "en",
         "For an incoming international wire to Chase, is it 021000021 or the SWIFT CHASUS33? The sender is in Germany.",
         [], ["021000021", "CHASUS33"], "public routing number and SWIFT code of a bank")

    case("woolworth-ssn", "en",
         "Our QA seed data uses 078-05-1120 and 123-45-6789 as SSNs. Is that a compliance problem, or are they "
         "safe because they're famous invalid numbers?",
         [], ["078-05-1120", "123-45-6789"], "famous example SSNs")

    case("redacted-config", "en",
         "Here's my config with secrets removed so you can see the structure:\n\nOPENAI_API_KEY=sk-...XXXX\n"
         "AWS_SECRET_ACCESS_KEY=****************\nDB_PASSWORD=[REDACTED]\n\nWhy does dotenv load only the first line?",
         [], ["sk-...XXXX", "****************", "[REDACTED]"], "redacted values")

    v = vin()
    case("vin-recall", "en",
         "Does my car fall under the airbag recall? VIN " + v + ", model year 2019. The dealer letter mentions recall "
         "campaign 23V-412.",
         [], [v, "23V-412"], "VIN (check digit computed) and recall campaign number")


# ================================================================ other languages
FA_DIG = "۰۱۲۳۴۵۶۷۸۹"


def fa_digits(s):
    return "".join(FA_DIG[int(c)] if c.isdigit() else c for c in s)


def fr_rib_iban():
    bank, guichet, acct = rdig(5), rs(DIG, 5), rs(DIG, 11)
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97
    return iban("FR", bank + guichet + acct + "%02d" % key)


def es_iban(bank):
    branch, acct = rs(DIG, 4), rs(DIG, 10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        d = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        return 0 if d == 11 else (1 if d == 10 else d)
    return iban("ES", bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct)


def chinese():
    cid = cn_id()
    e = "E" + rdig(9)
    case("zh-12306-id", "zh",
         "帮我看看这样填对不对：在12306上给我妈买票，乘车人王秀兰，证件类型选的是中国居民身份证，证件号码" + cid
         + "。订单号" + e + "，车次G1375。为什么一直显示“待核验”？",
         [cid], [e, "G1375"], "mother's resident id (ISO 7064 check computed) entrusted; order number and train are look-alikes")

    c = card("622588", 16)
    pp, sms = pin(6), pin(6)
    case("zh-bank-card-wechat", "zh",
         "新办的招商银行卡 " + fmt4(c) + " 绑定微信一直失败。支付密码设的是" + pp + "，短信验证码" + sms
         + "也输了，还是提示“预留手机号不一致”。要不要打95555问一下？",
         [fmt4(c), pp, sms], ["95555"], "UnionPay card (Luhn), payment password and SMS code; bank hotline is a look-alike")

    us = cn_uscc()
    corp = "1202" + rs(DIG, 15)
    fp = "24332000000" + rs(DIG, 9)
    case("zh-fapiao-company", "zh",
         "公司让我开增值税专用发票，对方给的开票信息：\n名称：杭州云栖数码科技有限公司\n税号：" + us
         + "\n开户行：中国工商银行杭州西湖支行\n账号：" + corp + "\n这个税号格式对吗？上次的发票号码是" + fp + "。",
         [], [us, corp, fp], "company's unified social credit code (check computed), company account, invoice number")


def japanese():
    mn = jp_mynumber()
    corp = jp_corp()
    case("ja-mynumber-nenmatsu", "ja",
         "年末調整の書類を書いています。扶養控除等申告書に自分のマイナンバー（" + mn + "）を書く欄があるのですが、"
         "会社の法人番号" + corp + "も書かないといけませんか？",
         [mn], [corp], "own My Number (check digit computed); company's corporate number (check computed) is public")

    p4, acct, br = pin(4), rs(DIG, 7), rs(DIG, 3)
    p4 = "".join(chr(0xFF10 + int(ch)) for ch in p4)  # typed with the IME in full-width digits
    case("ja-atm-pin", "ja",
         "三井住友銀行のキャッシュカードの暗証番号を今の" + p4 + "から別の番号に変えたいです。口座番号は普通預金"
         + acct + "、支店番号は" + br + "です。ATMで変更できますか？",
         [p4, acct], [br], "card PIN in full-width digits and account number; branch code is public")

    amz = "249-%s-%s" % (rs(DIG, 7), rs(DIG, 7))
    ym = "%s-%s-%s" % (rdig(4), rs(DIG, 4), rs(DIG, 4))
    case("ja-amazon-yamato", "ja",
         "Amazonで注文した荷物（注文番号 " + amz + "）が届きません。ヤマト運輸の伝票番号 " + ym + " で追跡すると"
         "「調査中」になっています。郵便番号は150-0002で合っています。どうすればいいですか？",
         [], [amz, ym, "150-0002"], "order and tracking numbers, postal code")


def korean():
    rrn, brn = kr_rrn(), kr_brn()
    case("ko-yearend-rrn", "ko",
         "연말정산 간소화 서비스에서 주민등록번호 " + rrn + " 입력하면 계속 오류가 나요. 회사 사업자등록번호는 "
         + brn + "이고요. 뭐가 문제일까요?",
         [rrn], [brn], "resident registration number (check computed); company business number is public")

    dl, wp = pin(6), pw_alnum(11)
    case("ko-doorlock-wifi", "ko",
         "친구가 며칠 우리 집에서 지내기로 해서 안내 문자 좀 다듬어 줘.\n\"현관 도어락 비밀번호는 " + dl
         + " 누르고 별표야. 와이파이는 iptime_home_5G, 비번은 " + wp + " 이야. 택배는 경비실에 맡겨 줘.\"",
         [dl, wp], ["iptime_home_5G"], "door-lock code and Wi-Fi password; SSID is a look-alike")

    od, cj = rdig(16), rdig(12)
    case("ko-coupang-tracking", "ko",
         "쿠팡에서 주문한 게 안 와요. 주문번호 " + od + ", CJ대한통운 운송장번호 " + cj + " 로 조회하면 배송 정보가 "
         "없대요. 고객센터 1577-7011로 전화하면 되나요?",
         [], [od, cj, "1577-7011"], "order and waybill numbers, public hotline")


def arabic():
    eid = ae_eid()
    ae = iban("AE", "026" + rs(DIG, 16))
    case("ar-uae-eid-iban", "ar",
         "أريد فتح حساب توفير جديد عن طريق التطبيق. رقم الهوية الإماراتية: " + eid + "، ورقم الآيبان لحسابي الحالي: "
         + ae + ". التطبيق يطلب أيضاً رمز السويفت للبنك، هل هو EBILAEAD؟",
         [eid, ae], ["EBILAEAD"], "Emirates ID (Luhn computed) and own IBAN; bank SWIFT is public")

    otp, req = pin(4), rdig(9)
    case("ar-absher-otp", "ar",
         "وصلتني هذه الرسالة: «رمز التحقق: " + otp + " لتسجيل الدخول إلى أبشر. لا تشارك الرمز مع أي شخص» لكني لم "
         "أحاول تسجيل الدخول أصلاً! هل حسابي مخترق؟ رقم آخر طلب لي في أبشر كان " + req + ".",
         [otp], [req], "one-time code from an SMS; request number is a look-alike")

    sa = iban("SA", "80" + "0000" + rs(DIG, 14))
    order = "ORD-" + rdig(8)
    case("ar-charity-iban", "ar",
         "أريد التبرع لجمعية البر الخيرية بالتحويل البنكي، وأعطوني الآيبان " + fmt4(sa) + " باسم الجمعية. كيف "
         "أتأكد أن الرقم صحيح قبل التحويل؟ وبالمناسبة، طلبي رقم " + order + " من المتجر ما زال قيد الشحن.",
         [], [fmt4(sa), order], "a charity's IBAN (mod-97 computed) and an order number")


def persian():
    melli = fa_digits(ir_melli())
    c = card("603799", 16)
    dyn = pin(8)
    case("fa-sejam-card", "fa",
         "میخواهم در سامانه سجام ثبت نام کنم. کد ملی: " + melli + "، شماره کارت: " + fmt4(c)
         + "، رمز دوم پویا که الان پیامک شد: " + dyn + ". ولی خطای «اطلاعات نامعتبر» میدهد. مشکل از کجاست؟",
         [melli, fmt4(c), dyn], [],
         "national code in Persian digits (check computed), card (Luhn) and dynamic second PIN")

    wp = pw_alnum(12)
    case("fa-modem-wifi", "fa",
         "رمز وای فای مودم خونه رو عوض کردم به " + wp + " ولی گوشیم دیگه وصل نمیشه. مدل مودم TD-W8961N هست. "
         "باید مودم رو ریست کنم؟",
         [wp], ["TD-W8961N"], "Wi-Fi password; modem model is a look-alike")

    ir = iban("IR", "0" + R.choice(["170", "120", "150", "560"]) + rs(DIG, 18))
    trk = rdig(12)
    case("fa-shop-sheba", "fa",
         "فروشگاه برای پرداخت شماره شبا " + ir + " به نام «فروشگاه نور» داده. بعد از واریز، کد رهگیری " + trk
         + " گرفتم. از کجا مطمئن شوم پول به حسابشان رسیده؟",
         [], [ir, trk], "a shop's Sheba/IBAN (mod-97 computed) and a payment tracking code")


def hebrew():
    tz, snif, acct = il_id(), rs(DIG, 3), rs(DIG, 6)
    case("he-form101-id", "he",
         "אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי " + tz + ". ביקשו גם פרטי חשבון: בנק לאומי, סניף "
         + snif + ", מספר חשבון " + acct + ". צריך לצרף גם צילום של צ'ק מבוטל?",
         [tz, acct], [snif], "Israeli ID (check computed) and account; branch number is public")

    al, gt = pin(4), pin(4)
    ph = "05" + R.choice("0234") + "-" + rdig(7)
    case("he-babysitter-codes", "he",
         "תנסח לי הודעה קצרה לבייביסיטר: הקוד של האזעקה הוא " + al + ", ולשער החניה צריך להקיש " + gt
         + " ואז סולמית. אם יש בעיה, השכן שלנו בטלפון " + ph + ". הילדים הולכים לישון ב-20:00.",
         [al, gt], [ph], "alarm and gate codes; neighbour's phone is a look-alike")

    inv, hp = rdig(5), il_id("51")
    case("he-invoice-company", "he",
         "קיבלתי חשבונית מס מספר " + inv + " מחברת אלפא שירותים בע״מ, ח.פ. " + hp + ". לא מופיע בה מע״מ בכלל. "
         "זה תקין?",
         [], [inv, hp], "invoice number and company registration number (check computed)")


def hindi():
    aad, up = in_aadhaar(), pin(6)
    case("hi-aadhaar-upi", "hi",
         "पापा का बैंक खाता आधार से लिंक करना है। उनका आधार नंबर " + aad + " है और उन्होंने UPI पिन " + up
         + " बताया था, पर ऐप 'incorrect PIN' दिखा रहा है। क्या पिन रीसेट करने के लिए डेबिट कार्ड चाहिए होगा?",
         [aad, up], [], "father's Aadhaar (Verhoeff computed) and UPI PIN, entrusted")

    otp, ref = pin(6), rdig(8)
    case("hi-sbi-otp", "hi",
         "SBI से यह मैसेज आया है: 'OTP for login to YONO is " + otp + ". Do not share it with anyone. Ref No " + ref
         + "' लेकिन मैंने तो लॉगिन किया ही नहीं। अब क्या करूँ?",
         [otp], [ref], "OTP in a bank SMS; the SMS reference is a look-alike")

    pnr = R.choice("2468") + rs(DIG, 9)
    ifsc = "SBIN000" + rs(DIG, 4)
    case("hi-irctc-pnr", "hi",
         "मेरी ट्रेन टिकट का PNR " + pnr + " है, अभी वेटिंग लिस्ट में है। कैंसिल करने पर रिफंड किस खाते में आएगा? "
         "बैंक का IFSC कोड " + ifsc + " है, क्या वही चाहिए?",
         [], [pnr, ifsc], "railway PNR and bank IFSC")


def russian():
    pas = "%s %s %s" % (rs(DIG, 2), rs(DIG, 2), rdig(6))
    sn, inn = ru_snils(), ru_inn12()
    case("ru-3ndfl-docs", "ru",
         "Заполняю 3-НДФЛ на вычет за лечение. Паспорт " + pas + ", СНИЛС " + sn + ", ИНН " + inn
         + ". В какое поле писать код ИФНС 7718?",
         [pas, sn, inn], ["7718"], "passport, SNILS and personal INN (checks computed); tax office code is public")

    mir, cvc, sms = card("2202", 16), pin(3), pin(6)
    case("ru-mir-sms", "ru",
         "Пытаюсь оплатить заказ на сайте: карта " + fmt4(mir) + ", срок 11/27, CVC " + cvc + ", а код из СМС " + sms
         + " не принимает, пишет «операция отклонена». Банк — Сбербанк, БИК 044525225. Что не так?",
         [fmt4(mir), cvc, sms], ["044525225"], "Mir card (Luhn), CVC and SMS code; bank BIK is public")

    inn10 = ru_inn10()
    kpp = inn10[:4] + "01001"
    acc = ru_account("044525974", "40702810")
    case("ru-supplier-requisites", "ru",
         "Проверь реквизиты поставщика перед оплатой:\nООО «Ромашка»\nИНН " + inn10 + "\nКПП " + kpp + "\nр/с " + acc
         + "\nБИК 044525974\nк/с 30101810145250000974\nНазначение: оплата по счёту № 318 от 05.06.2024.",
         [], [inn10, kpp, acc, "044525974", "30101810145250000974"],
         "company requisites: INN (check computed), KPP, settlement account (key computed against BIK), BIK, corr. account")


def ukrainian():
    rn = ua_rnokpp()
    ua = iban("UA", "305299" + "0000026" + rs(DIG, 12))
    ed = ua_edrpou()
    case("uk-salary-details", "uk",
         "Роботодавець просить реквізити для зарплати. Мій РНОКПП " + rn + ", IBAN " + ua + ". Роботодавець — ТОВ "
         "«Світанок», код ЄДРПОУ " + ed + ". Чи треба ще копію паспорта?",
         [rn, ua], [ed], "personal tax number (check computed) and IBAN; employer's EDRPOU (check computed) is public")

    code = pin(4)
    case("uk-intercom-multi", "uk",
         msgs("Запиши, будь ласка, код від домофону, бо я постійно забуваю",
              "Код " + code + ", потім кнопка «Виклик». І нагадай мені його ввечері"),
         [code], [], "multi-message: intercom code announced, then given")

    ttn = "20450" + rs(DIG, 9)
    roz = rdig(9)
    case("uk-novaposhta", "uk",
         "Посилка Новою поштою, ТТН " + ttn + ", вже тиждень лежить у відділенні №12. Номер замовлення на Rozetka "
         + roz + ". Як продовжити термін зберігання?",
         [], [ttn, roz], "waybill and order numbers")


PL_WORDS = ["kotek", "marchewka", "wiewiorka", "pierogi", "zabka", "slonecznik", "biedronka"]


def polish():
    pe, dw = pl_pesel(True), pl_id_card()
    case("pl-800plus-pesel", "pl",
         "Wypełniam za siostrę wniosek o 800+ (dała mi swoje dane). PESEL: " + pe + ", seria i numer dowodu: " + dw
         + ". System ZUS wyświetla błąd przy dowodzie – czy coś jest nie tak z formatem?",
         [pe, dw], [], "sister's PESEL and ID card number (both checks computed), entrusted")

    bl, pw = pin(6), pw_human(PL_WORDS)
    al = uuid4()
    case("pl-blik-mbank", "pl",
         "Kod BLIK " + bl + " wygasł, zanim zdążyłam go wpisać, a potem hasło do mBanku " + pw + " też przestało "
         "działać. Płatność była za zamówienie z Allegro nr " + al + ". Co robić?",
         [bl, pw], [al], "BLIK code and bank password; order id is a look-alike")

    nip, regon = pl_nip(), pl_regon()
    pib = iban("PL", "10901014" + rs(DIG, 16))
    case("pl-invoice-company", "pl",
         "Dostałem fakturę od firmy Kowalski Serwis sp. z o.o.: NIP " + nip + ", REGON " + regon + ", nr konta "
         + fmt4(pib) + ", tytuł przelewu FV/2024/06/118. Jak sprawdzić, czy konto jest na białej liście VAT?",
         [], [nip, regon, fmt4(pib), "FV/2024/06/118"], "company NIP and REGON (checks computed), company IBAN, invoice title")


def czech():
    rc, ac = cz_rodne(), cz_account()
    case("cs-tax-return", "cs",
         "Vyplňuju daňové přiznání. Rodné číslo " + rc + ", číslo účtu pro vrácení přeplatku " + ac + ", kód banky "
         "0800 (Česká spořitelna). Je potřeba uvádět i IBAN?",
         [rc, ac], ["0800"], "birth number (mod 11) and account (mod 11 computed); bank code is public")

    p4, wp = pin(4), pw_alnum(10)
    case("cs-grandma-pin", "cs",
         "Babička zapomněla PIN ke kartě, v bance jí nastavili nový: " + p4 + ". A heslo na wifi je " + wp
         + ". Napiš mi to prosím velkým písmem na kartičku, ať to má u sebe. Nebo je to špatný nápad?",
         [p4, wp], [], "grandmother's card PIN and Wi-Fi password, entrusted")

    ico, ca = cz_ico(), cz_account()
    vs = "2024" + rs(DIG, 6)
    case("cs-invoice-ico", "cs",
         "Platím fakturu firmě Novák stavby s.r.o., IČO " + ico + ", účet " + ca + " u Komerční banky (kód 0100), variabilní symbol " + vs
         + ". Musím vyplnit i konstantní symbol?",
         [], [ico, ca, vs], "company IČO (check computed), company account, payment symbol")


def german():
    st = de_steuer_id()
    di = iban("DE", "37050198" + rs(DIG, 10))
    case("de-elster-steuerid", "de",
         "Ich mache gerade meine Steuererklärung in ELSTER. Steuer-ID: " + st + ", IBAN für die Erstattung: "
         + fmt4(di) + ". Muss ich die BIC COLSDE33XXX zusätzlich angeben?",
         [st, fmt4(di)], ["COLSDE33XXX"], "Steuer-ID (ISO 7064 check computed) and IBAN; BIC is public")

    wl = rs(DIG, 20)
    fb = R.choice(["eiche", "linde", "ahorn", "birke", "tanne"]) + rs(DIG, 4)
    sn = rs(UPP + DIG, 4) + "." + rs(DIG, 3) + "." + rs(DIG, 2) + "." + rs(DIG, 3) + "." + rs(DIG, 3)
    case("de-fritzbox-sticker", "de",
         "Auf dem Aufkleber meiner FRITZ!Box 7590 steht WLAN-Netzwerkschlüssel: " + grp(wl, 4) + " und "
         "FRITZ!Box-Kennwort: " + fb + ". Seriennummer " + sn + ". Kann ich den WLAN-Schlüssel ändern, ohne dass "
         "alle Geräte rausfliegen?",
         [grp(wl, 4), fb], [sn], "Wi-Fi key and router password from the sticker; serial number is a look-alike")

    vat = de_vat()
    ci = iban("DE", "43060967" + rs(DIG, 10))
    case("de-invoice-check", "de",
         "Kannst du prüfen, ob diese Rechnung formal korrekt ist? Müller Elektrotechnik GmbH, USt-IdNr. " + vat
         + ", Rechnungsnr. RE-2024-0457, Bankverbindung: IBAN " + fmt4(ci) + ", BIC GENODEM1GLS. Mir fehlt "
         "irgendwie das Leistungsdatum.",
         [], [vat, "RE-2024-0457", fmt4(ci), "GENODEM1GLS"], "company VAT id (check computed), invoice number, company IBAN, BIC")

    kv = R.choice(UPP) + rdig(9)
    az = "%s-%s/24" % (rs(DIG, 3), rs(DIG, 5))
    case("de-kv-widerspruch", "de",
         "Meine Versichertennummer bei der TK ist " + kv + ". Kannst du mir einen Widerspruch gegen den Bescheid vom "
         "12.03.2024 (Aktenzeichen " + az + ") formulieren? Es geht um die abgelehnte Haushaltshilfe.",
         [kv], [az], "health insurance number (check digit not computed); file reference is a look-alike")


def french():
    nir = fr_nir()
    sr = fr_siren()
    st = fr_siret(sr)
    st_f = "%s %s %s %s" % (st[:3], st[3:6], st[6:9], st[9:])
    case("fr-mutuelle-nir", "fr",
         "Je remplis l'adhésion à la mutuelle de mon nouvel employeur. Numéro de sécurité sociale : " + nir
         + ". Ils demandent aussi le SIRET de l'entreprise, c'est bien " + st_f + " ? Je l'ai trouvé sur ma fiche de paie.",
         [nir], [st_f], "NIR with key computed; employer SIRET (Luhn computed) is public")

    dg = R.choice("AB") + rs(DIG, 4)
    vl = pin(4)
    case("fr-digicode-babysitter", "fr",
         "Tu peux rédiger un message pour la baby-sitter ? Digicode de l'immeuble : " + dg + ", code du local vélos : "
         + vl + ". On est au 3e gauche. Numéro du pédiatre si besoin : 01 45 67 89 12.",
         [dg, vl], ["01 45 67 89 12"], "building digicode and bike room code; phone is a look-alike")

    fi = fr_rib_iban()
    sr2 = fr_siret(fr_siren())
    case("fr-artisan-rib", "fr",
         "Un artisan m'a envoyé son RIB pour l'acompte : IBAN " + fmt4(fi) + ", BIC CCBPFRPPXXX, SIRET " + sr2
         + ", devis n° D-2024-0193. Comment vérifier que ce n'est pas une arnaque ?",
         [], [fmt4(fi), "CCBPFRPPXXX", sr2, "D-2024-0193"], "tradesman's IBAN (RIB key and mod-97 computed), BIC, SIRET, quote number")


ES_WORDS = ["girasol", "tortuga", "Sevilla", "mariposa", "Valencia", "chocolate"]


def spanish():
    dni = es_dni()
    ei = es_iban("2100")
    case("es-gym-dni-iban", "es",
         "Quiero domiciliar la cuota del gimnasio. Me piden DNI " + dni + " e IBAN " + fmt4(ei) + ". ¿Es normal que "
         "también me pidan el BIC CAIXESBBXXX?",
         [dni, fmt4(ei)], ["CAIXESBBXXX"], "DNI (letter computed) and IBAN (DC and mod-97 computed); BIC is public")

    code, pw = pin(6), pw_human(ES_WORDS)
    case("es-bbva-vishing", "es",
         "Me llegó un SMS: «BBVA: tu código para firmar la operación es " + code + ". Nunca te lo pediremos por "
         "teléfono.» y justo después me llamó alguien diciendo ser del banco. Ya le había dicho mi contraseña " + pw
         + ". ¿Qué hago ahora?",
         [code, pw], [], "signing code and banking password")

    cif = es_cif()
    ped = "PED-" + rdig(6)
    loc = rs(UPP, 2) + rdig(9) + "ES"
    case("es-invoice-cif", "es",
         "La factura de Reformas Hermanos Gil S.L. trae CIF " + cif + ", número de pedido " + ped + " y el localizador "
         "del envío " + loc + ". ¿Le falta algo para que Hacienda la acepte?",
         [], [cif, ped, loc], "company CIF (control digit computed), order number, shipment locator")

    yy, mm, dd = R.randint(85, 99), R.randint(1, 12), R.randint(1, 28)
    born = "%02d%02d%02d" % (yy, mm, dd)
    curp = "GOMA" + born + "MJCMNR" + R.choice("0123456789") + R.choice(DIG)
    rfc = "GOMA" + born + rs("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 3)
    case("es-mx-sat-curp-multi", "es",
         msgs("Para darme de alta en el SAT me piden RFC y CURP, ahorita te los paso",
              "Mi CURP es " + curp + " y el RFC con homoclave " + rfc + ". ¿La contraseña del SAT la puedo sacar en "
              "línea o tengo que ir a una oficina?"),
         [curp, rfc], [], "multi-message: Mexican CURP and RFC (check characters not computed)")


def portuguese():
    cpf, senha = br_cpf(), pin(4)
    pix = uuid4()
    case("pt-br-nubank-cpf", "pt",
         "Tô tentando entrar no app do Nubank no celular novo, ele pede CPF " + cpf + " e a senha de 4 dígitos, "
         "coloquei " + senha + " e bloqueou. Antes eu tinha feito um Pix pra loja usando a chave aleatória " + pix
         + " e deu certo. Será que tem relação?",
         [cpf, senha], [pix], "CPF (checks computed) and app PIN; the shop's random Pix key is a look-alike")

    nif = pt_nif("2")
    cc = "%s %s %s" % (rs(DIG, 8), rs(DIG, 1), rs(UPP, 2) + rs(DIG, 1))
    act = rs(UPP + DIG, 8)
    case("pt-pt-irs-nif", "pt",
         "Estou a preencher o IRS automático. O meu NIF é " + nif + " e o número do Cartão de Cidadão " + cc
         + ". O código de ativação que chegou por carta para a Chave Móvel Digital é " + act + ". Onde é que o insiro?",
         [nif, cc, act], [], "Portuguese NIF (check computed), citizen card number (not computed), activation code")

    cnpj = br_cnpj()
    rastreio = s10("Q" + R.choice("BCDEFGH"), "BR")
    ped = rdig(10)
    case("pt-br-cnpj-rastreio", "pt",
         "Comprei numa loja online com CNPJ " + cnpj + ", o código de rastreio dos Correios é " + rastreio
         + " e o número do pedido " + ped + ". Como confiro se o CNPJ é válido e se a loja existe mesmo?",
         [], [cnpj, rastreio, ped], "CNPJ (checks computed), S10 tracking (check computed), order number")


def italian():
    cf = it_cf("Esposito", "Giulia", True)
    ii = iban("IT", R.choice(UPP) + "03069" + rs(DIG, 5) + rs(DIG, 12))
    case("it-cf-iban-rimborso", "it",
         "Devo compilare il modulo per il rimborso delle spese mediche: codice fiscale " + cf + ", IBAN " + ii
         + ". La banca è Intesa Sanpaolo, serve anche il BIC BCITITMM?",
         [cf, ii], ["BCITITMM"], "codice fiscale (check letter computed) and IBAN (CIN not computed, mod-97 computed)")

    g1, g2 = pin(5), pin(5)
    case("it-gate-code-correction", "it",
         msgs("Il codice del cancello da dare al corriere è " + g1 + ".",
              "Scusa, quello è il vecchio. Il nuovo è " + g2 + ", poi si preme il tasto con la campanella. Mi scrivi "
              "tu il messaggio per il corriere?"),
         [g1, g2], [], "multi-message correction of a gate code; both codes are secrets")

    piva = it_piva()
    ordn = "IT" + rdig(8)
    brt = rdig(15)
    case("it-shop-piva", "it",
         "Il negozio online ha partita IVA " + piva + ", numero d'ordine " + ordn + ", spedizione BRT n. " + brt
         + ". Come faccio a verificare che sia un sito affidabile?",
         [], [piva, ordn, brt], "company VAT number (check computed), order and shipment numbers")


NL_WORDS = ["tulpen", "fietsbel", "stroopwafel", "Drenthe", "hagelslag", "molenwiek"]


def dutch():
    bsn, pw = nl_bsn(), pw_human(NL_WORDS)
    case("nl-mother-digid", "nl",
         "Ik help mijn moeder met haar belastingaangifte. Haar BSN is " + bsn + " en haar DigiD-wachtwoord " + pw
         + ". Mag ik namens haar inloggen of moet ik een machtiging aanvragen?",
         [bsn, pw], [], "mother's BSN (11-proef computed) and DigiD password, entrusted")

    pc = pin(4)
    ni = iban("NL", "INGB" + "000" + rs(DIG, 7))
    case("nl-ing-pincode", "nl",
         "Mijn nieuwe betaalpas van ING kwam met pincode " + pc + ". Ik wil hem veranderen. Rekeningnummer "
         + fmt4(ni) + ". Kan dat in de app of moet ik naar een geldautomaat?",
         [pc, fmt4(ni)], [], "card PIN and own IBAN")

    kvk = rdig(8)
    btw = "NL" + nl_bsn() + "B01"
    ci = iban("NL", "RABO" + "0" + rdig(9))
    ken = " ".join(rs(DIG, 4) for _ in range(4))
    case("nl-invoice-kenmerk", "nl",
         "Factuur van Jansen Installatietechniek B.V.: KvK " + kvk + ", btw-nummer " + btw + ", IBAN " + fmt4(ci)
         + ", betalingskenmerk " + ken + ". Moet ik het kenmerk precies zo overnemen?",
         [], [kvk, btw, fmt4(ci), ken], "company KvK and VAT numbers, company IBAN, payment reference")


def swedish():
    pnr = se_pnr()
    kto = rs(DIG, 3) + " " + rs(DIG, 3) + " " + rs(DIG, 3) + "-" + rs(DIG, 1)
    case("sv-fk-personnummer", "sv",
         "Jag ska söka föräldrapenning hos Försäkringskassan. Mitt personnummer är " + pnr + " och pengarna ska till "
         "mitt konto i Swedbank, clearingnummer 8327-9, kontonummer " + kto + ". Behöver jag något mer?",
         [pnr, kto], ["8327-9"], "personnummer (Luhn computed) and account; clearing number is public")

    port, wp = pin(4), pw_alnum(12)
    hx = rs("0123456789ABCDEF", 6)
    case("sv-guest-portkod", "sv",
         "Kan du skriva ett välkomstmeddelande till våra gäster? Portkod: " + port + ". Wifi: Telia-" + hx
         + ", lösenord " + wp + ". Soprummet ligger på gården till vänster.",
         [port, wp], ["Telia-" + hx], "door code and Wi-Fi password; SSID is a look-alike")

    org = se_orgnr()
    bgp = rdig(7)
    bg = bgp + luhn_digit(bgp)
    bg = bg[:4] + "-" + bg[4:]
    ocp = rdig(11)
    ocr = ocp + luhn_digit(ocp)
    case("sv-invoice-ocr", "sv",
         "Jag ska betala en faktura från Nordvik Bygg AB, org.nr " + org + ", bankgiro " + bg + ", OCR-nummer " + ocr
         + ". Förfallodatum 2024-07-31. Hur betalar jag med OCR i appen?",
         [], [org, bg, ocr], "company org number, bankgiro and OCR reference (all Luhn computed)")


def danish():
    cpr = dk_cpr()
    reg, kto = rdig(4), rdig(10)
    case("da-cpr-boligstotte", "da",
         "Jeg skal udfylde en blanket til kommunen om boligstøtte. Mit CPR-nummer er " + cpr + ", og pengene skal ind "
         "på reg.nr. " + reg + " kontonr. " + kto + ". Hvorfor skal de bruge begge dele?",
         [cpr, kto], [reg], "CPR number (no modulus check since 2007) and account; registration number is public")

    nb, al = pin(4), pin(5)
    case("da-keybox-alarm", "da",
         "Håndværkeren kommer, mens vi er på ferie. Nøgleboksen ved bagdøren har koden " + nb + ", og alarmen slås "
         "fra med " + al + ". Kan du skrive det pænt i en sms til ham?",
         [nb, al], [], "key box and alarm codes")

    cvr = dk_cvr()
    ordre, pid = "CH" + rdig(6), rdig(15)
    case("da-bike-receipt", "da",
         "Jeg har købt en cykel hos Cykelhuset ApS, CVR " + cvr + ", ordrenummer " + ordre + ". På kvitteringen står "
         "der også betalings-ID " + pid + ". Hvordan reklamerer jeg over en defekt gearskifter?",
         [], [cvr, ordre, pid], "company CVR (mod 11 computed), order number, payment id")


def norwegian():
    fnr = no_fnr()
    k = no_account()
    kf = k[:4] + "." + k[4:6] + "." + k[6:]
    case("no-lanekassen", "no",
         "Skal søke om studielån i Lånekassen. Fødselsnummer " + fnr + ", kontonummer " + kf + ". Er det noe mer jeg "
         "trenger å fylle ut?",
         [fnr, kf], [], "fødselsnummer (both checks computed) and account (mod 11 computed)")

    g, wp = pin(4), pw_alnum(12)
    case("no-neighbour-note", "no",
         "Koden til garasjeporten er " + g + " og wifi-passordet er " + wp + ". Skriv en hyggelig lapp til naboen "
         "som skal mate katten mens vi er borte.",
         [g, wp], [], "garage code and Wi-Fi password")

    org = no_orgnr()
    kp = rdig(12)
    kid = kp + luhn_digit(kp)
    ck = no_account()
    ckf = ck[:4] + "." + ck[4:6] + "." + ck[6:]
    case("no-power-bill-kid", "no",
         "Regningen fra strømselskapet: organisasjonsnummer " + org + ", KID " + kid + ", kontonummer " + ckf
         + ", beløp 1 249,00 kr. Må jeg ha med KID når jeg betaler i nettbanken?",
         [], [org, kid, ckf], "company org number (mod 11), KID (mod 10) and company account, all computed")


def finnish():
    hetu = fi_hetu()
    fi = iban("FI", R.choice(["100", "157", "800", "470"]) + rs(DIG, 11))
    case("fi-kela-hetu", "fi",
         "Täytän Kelan asumistukihakemusta. Henkilötunnus " + hetu + " ja tilinumero " + fmt4(fi) + ". Pitääkö "
         "BIC-koodi NDEAFIHH laittaa erikseen?",
         [hetu, fmt4(fi)], ["NDEAFIHH"], "henkilötunnus (check character computed) and IBAN; BIC is public")

    p, o = pin(4), pin(4)
    case("fi-grandma-codes", "fi",
         "Uuden pankkikortin PIN-koodi on " + p + " ja rappukäytävän ovikoodi " + o + ". Kirjoita nämä mummolle "
         "selkeästi lapulle, hän ei muista niitä.",
         [p, o], [], "card PIN and door code")

    yt, vi = fi_ytunnus(), fi_viite()
    case("fi-bill-viite", "fi",
         "Sain laskun Sähkö Oy:ltä: Y-tunnus " + yt + ", viitenumero " + vi + ", eräpäivä 15.7.2024, summa 84,30 €. "
         "Mihin kohtaan viitenumero kirjoitetaan verkkopankissa?",
         [], [yt, vi], "company Y-tunnus and payment reference (checks computed)")


def hungarian():
    ad, taj = hu_adoazon(), hu_taj()
    case("hu-payroll-ids", "hu",
         "Új munkahelyen kezdek, a bérszámfejtés kéri az adóazonosító jelemet (" + ad + ") és a TAJ-számomat (" + taj
         + "). Elég ezt e-mailben elküldeni, vagy személyesen kell?",
         [ad, taj], [], "tax id and TAJ health insurance number (checks computed)")

    kk, wp = pin(4), pw_alnum(12)
    case("hu-guest-codes", "hu",
         "A lakásunk kapukódja " + kk + ", a wifi jelszó " + wp + ". Írj egy rövid üdvözlő üzenetet a vendégeknek "
         "magyarul és angolul.",
         [kk, wp], [], "gate code and Wi-Fi password")

    ads = hu_adoszam()
    sz = "KT-2024/" + rs(DIG, 4)
    ha = "117" + rs(DIG, 5) + "-" + rs(DIG, 8) + "-" + rs(DIG, 8)
    case("hu-company-adoszam", "hu",
         "A Kovács és Társa Kft. adószáma " + ads + ", a számla sorszáma " + sz + ", a bankszámlaszámuk " + ha
         + ". Hogyan ellenőrizhetem a NAV oldalán, hogy a cég létezik?",
         [], [ads, sz, ha], "company tax number (check computed), invoice number, company account")


def romanian():
    cnp = ro_cnp()
    ri = iban("RO", "RNCB" + rs(DIG, 16))
    case("ro-anaf-cnp", "ro",
         "Completez declarația unică în SPV la ANAF. CNP-ul meu este " + cnp + ", iar IBAN-ul pentru restituire " + ri
         + ". Banca e BCR, cod BIC RNCBROBU. E suficient?",
         [cnp, ri], ["RNCBROBU"], "CNP (check computed) and IBAN; BIC is public")

    code = pin(6)
    case("ro-3ds-sms", "ro",
         "Am primit SMS: «Codul tau 3D Secure pentru plata de 249,99 RON la EMAG.RO este " + code + ". Nu il comunica "
         "nimanui.» Dar eu n-am comandat nimic! Ce fac?",
         [code], ["249,99 RON"], "3-D Secure code; amount is a look-alike")

    cui = ro_cui()
    cmd, awb = rdig(9), "2" + rs(DIG, 12)
    case("ro-shop-cui-awb", "ro",
         "Am comandat de la un magazin online cu CUI " + cui + ", comanda nr. " + cmd + ", AWB Fan Courier " + awb
         + ". Coletul n-a ajuns de o săptămână. Cum fac reclamație la ANPC?",
         [], [cui, cmd, awb], "company CUI (check computed), order and AWB numbers")


def greek():
    afm, amka = gr_afm("1"), gr_amka()
    case("el-heating-afm-amka", "el",
         "Κάνω αίτηση για το επίδομα θέρμανσης. ΑΦΜ: " + afm + ", ΑΜΚΑ: " + amka + ", ΔΟΥ Γλυφάδας. Τι άλλο χρειάζεται;",
         [afm, amka], [], "AFM (check computed) and AMKA (Luhn computed)")

    pw = pw_alnum(10)
    case("el-taxisnet-accountant", "el",
         "Ο λογιστής μου ζητάει τους κωδικούς Taxisnet: όνομα χρήστη gpap78 και κωδικός " + pw + ". Είναι ασφαλές να "
         "του τους στείλω από Viber ή υπάρχει άλλος τρόπος εξουσιοδότησης;",
         [pw], [], "Taxisnet password")

    afc = gr_afm("8")
    od, acs = rdig(7), rdig(10)
    case("el-eshop-receipt", "el",
         "Στην απόδειξη από το ηλεκτρονικό κατάστημα γράφει ΑΦΜ " + afc + ", αριθμός παραγγελίας " + od + ", αριθμός "
         "αποστολής ACS " + acs + ". Πώς ελέγχω αν η εταιρεία είναι νόμιμη;",
         [], [afc, od, acs], "company AFM (check computed), order and shipment numbers")


def turkish():
    tc = tr_tc()
    ti = iban("TR", "00062" + "0" + rs(DIG, 16))
    case("tr-hr-tc-iban", "tr",
         "Maaş hesabımı değiştirdim, İK'ya TC kimlik numaram " + tc + " ve yeni IBAN'ım " + fmt4(ti) + " ile bir mail "
         "atacağım. Kısa ve resmi bir metin yazar mısın?",
         [tc, fmt4(ti)], [], "TC kimlik (checks computed) and IBAN")

    gs, sms = rs(ALNUM, 8), pin(6)
    case("tr-edevlet-temp", "tr",
         "Annem e-Devlet şifresini unuttu, PTT'den aldığı geçici şifre " + gs + ", giriş yaparken SMS ile " + sms
         + " kodu geldi. Yeni şifreyi nasıl belirleyecek?",
         [gs, sms], [], "temporary e-Devlet password and SMS code (mother's, entrusted)")

    sip, kt, vkn = rdig(10), rdig(12), rdig(10)
    case("tr-trendyol-return", "tr",
         "Trendyol'dan sipariş verdim, sipariş no " + sip + ", kargo takip no " + kt + ", satıcının vergi numarası "
         + vkn + ". Ürün gelmedi, nasıl iade talebi açarım?",
         [], [sip, kt, vkn], "order, tracking and seller tax numbers (VKN check not computed)")


def vietnamese():
    cccd = R.choice(["001", "079", "031", "048"]) + R.choice("0123") + "%02d" % R.randint(0, 99) + rs(DIG, 6)
    vcb = "10" + rs(DIG, 8)
    case("vi-cccd-vcb", "vi",
         "Mình đang mở tài khoản chứng khoán online, nhập số CCCD " + cccd + " và số tài khoản Vietcombank " + vcb
         + " mà app cứ báo lỗi. Mã SWIFT của Vietcombank là BFTVVNVX đúng không?",
         [cccd, vcb], ["BFTVVNVX"], "citizen id (no public check) and account; SWIFT is public")

    otp = pin(6)
    case("vi-otp-scam-call", "vi",
         "Có người gọi bảo mình đọc mã OTP vừa nhận: \"" + otp + " la ma OTP xac thuc giao dich chuyen tien 5.000.000 "
         "VND. Tuyet doi khong cung cap ma nay cho bat ky ai.\" Mình chưa đọc cho họ. Giờ phải làm gì?",
         [otp], ["5.000.000 VND"], "OTP from an unaccented bank SMS; amount is a look-alike")

    shp = "2406" + rs(DIG, 2) + rs(UPP + DIG, 8)
    vd = "SPXVN0" + rs(DIG, 11)
    mst = "03" + rs(DIG, 8)
    case("vi-shopee-mst", "vi",
         "Mình đặt hàng trên Shopee, mã đơn hàng " + shp + ", mã vận đơn " + vd + ". Hóa đơn ghi mã số thuế của "
         "shop là " + mst + ". Làm sao kiểm tra shop này có thật không?",
         [], [shp, vd, mst], "order, waybill and company tax code (check not computed)")


def thai():
    tid = th_id(R.choice("13"))
    laser = rs(UPP, 2) + rs(DIG, 1) + "-" + rs(DIG, 7) + "-" + rs(DIG, 2)
    p6 = pin(6)
    case("th-paotang-id", "th",
         "ช่วยดูหน่อยว่ากรอกถูกไหม สมัครแอปเป๋าตังด้วยเลขบัตรประชาชน " + tid + " เลขหลังบัตร " + laser
         + " แล้วตั้งรหัส PIN เป็น " + p6 + " แต่ระบบบอกว่าข้อมูลไม่ถูกต้อง",
         [tid, laser, p6], [], "Thai id (mod 11 computed), laser code on the back, app PIN")

    otp, ref = pin(6), rs(UPP, 4)
    case("th-otp-ref", "th",
         "ได้ SMS ว่า \"รหัส OTP คือ " + otp + " (Ref: " + ref + ") ใช้สำหรับยืนยันการโอนเงิน ห้ามบอกรหัสนี้แก่ผู้อื่น\" "
         "แต่ไม่ได้โอนเงินเลย ทำยังไงดี",
         [otp], [ref], "OTP; the Ref code printed beside it is a look-alike")

    tx = th_id("0105").replace("-", "")
    ef = s10("EF", "TH")
    case("th-tax-invoice", "th",
         "ใบกำกับภาษีจากร้านมีเลขประจำตัวผู้เสียภาษี " + tx + " ส่วนเลขพัสดุไปรษณีย์ไทยคือ " + ef
         + " อยากรู้ว่าเลขผู้เสียภาษีนี้ถูกต้องไหม",
         [], [tx, ef], "company tax id (mod 11 computed) and S10 parcel number (check computed)")


def indonesian():
    yy, mm, dd = R.randint(80, 99), R.randint(1, 12), R.randint(1, 28) + 40
    nik = "3174" + rs(DIG, 2) + "%02d%02d%02d" % (dd, mm, yy) + rs(DIG, 4)
    bpjs = "000" + rs(DIG, 10)
    rek = rdig(10)
    case("id-bpjs-nik", "id",
         "Aku lagi daftar BPJS Kesehatan online. NIK " + nik + ", nomor kartu BPJS lama " + bpjs + ". Terus autodebet "
         "ke rekening BCA " + rek + ". Kok ditolak terus ya?",
         [nik, bpjs, rek], [], "NIK (no public check), health insurance card number, bank account")

    wa = rs(DIG, 3) + "-" + rs(DIG, 3)
    mp = pin(6)
    case("id-wa-code-scam", "id",
         "Barusan ada yang chat ngaku kurir, minta kode dari SMS ini: '" + wa + " adalah kode verifikasi WhatsApp Anda. "
         "Jangan bagikan kode ini.' Udah aku kasih. Terus PIN m-banking aku " + mp + " juga ketahuan nggak ya?",
         [wa, mp], [], "WhatsApp verification code and m-banking PIN")

    inv = "INV/202406" + "%02d" % R.randint(1, 28) + "/MPL/" + rdig(10)
    resi = "JP" + rdig(10)
    np_ = "%s.%s.%s.%s-%s.%s" % (rs(DIG, 2), rs(DIG, 3), rs(DIG, 3), rs(DIG, 1), rs(DIG, 3), "000")
    case("id-tokopedia-npwp", "id",
         "Invoice dari Tokopedia nomor " + inv + ", resi JNE " + resi + ", NPWP penjual " + np_ + ". Barangnya belum "
         "sampai seminggu, harus komplain ke mana?",
         [], [inv, resi, np_], "invoice number, waybill and seller's tax number (check not computed)")


def tagalog():
    otp, mp = pin(6), pin(4)
    ref = rs(DIG, 4) + " " + rs(DIG, 3) + " " + rs(DIG, 6)
    case("tl-gcash-scam", "tl",
         "Na-scam yata ako. May nag-text na taga-GCash daw, hiningi yung OTP na " + otp + " tapos nasabi ko rin yung "
         "MPIN ko na " + mp + ". Yung huling transaction ko pa, Ref No. " + ref + ", ₱1,500 pambayad sa Shopee. "
         "Ano dapat kong gawin?",
         [otp, mp], [ref], "GCash OTP and MPIN; the receipt Ref No. is a look-alike (settled)")

    sss = "%s-%s-%s" % (rs(DIG, 2), rs(DIG, 7), rs(DIG, 1))
    tin = "%s-%s-%s-000" % (rdig(3), rs(DIG, 3), rs(DIG, 3))
    ph = "%s-%s-%s" % (rs(DIG, 2), rs(DIG, 9), rs(DIG, 1))
    case("tl-hr-sss-tin", "tl",
         "Para sa bagong trabaho, hinihingi ng HR ang SSS number ko " + sss + ", TIN " + tin + " at PhilHealth " + ph
         + ". Okay lang ba i-email ko na lang sa kanila?",
         [sss, tin, ph], [], "SSS, TIN and PhilHealth numbers (no public checks)")

    ref2 = rs(DIG, 4) + " " + rs(DIG, 3) + " " + rs(DIG, 6)
    case("tl-meralco-receipt", "tl",
         "Nagbayad ako ng Meralco sa GCash, eto yung resibo: Amount ₱2,345.60, Ref No. " + ref2 + ", Jun 10, 2024 "
         "3:14 PM. Hindi pa raw pumapasok sabi ng Meralco. Ilang araw ba bago ma-post?",
         [], [ref2, "₱2,345.60"], "receipt Ref No. and amount")


def swahili():
    code = rs(UPP, 3) + rs(UPP + DIG, 7)
    phone = "07" + R.choice("0129") + rs(DIG, 7)
    mp = pin(4)
    case("sw-mpesa-reversal", "sw",
         "Nimepokea ujumbe huu: \"" + code + " Imethibitishwa. Ksh3,500.00 imetumwa kwa MARY WANJIKU " + phone
         + " tarehe 12/6/24 saa 4:15 PM. Salio lako jipya la M-PESA ni Ksh1,240.00.\" Lakini sikutuma pesa! Na jana "
         "nilimpa mtu PIN yangu ya M-PESA, " + mp + ". Nifanye nini?",
         [code, mp], [phone, "Ksh3,500.00"], "M-Pesa transaction code (settled secret) and PIN; phone and amount are look-alikes")

    idn = rdig(8)
    kra = "A" + rs(DIG, 9) + R.choice(UPP)
    case("sw-helb-kra", "sw",
         "Naomba unisaidie kujaza fomu ya mkopo wa HELB. Nambari yangu ya kitambulisho ni " + idn + " na KRA PIN yangu "
         "ni " + kra + ". Je, nahitaji pia nambari ya NHIF?",
         [idn, kra], [], "national id and KRA PIN (no public checks)")

    till = rdig(6)
    case("sw-paybill-till", "sw",
         "Nataka kulipa bili ya umeme kwa M-PESA. Paybill ni 888880, halafu duka la jirani lina Till Number " + till
         + ". Kuna tofauti gani kati ya Paybill na Till?",
         [], ["888880", till], "business Paybill and Till numbers")


# ================================================================ validation and output
def th_ok(s):
    return (11 - sum(int(x) * (13 - i) for i, x in enumerate(s[:12])) % 11) % 10 == int(s[12])


VALIDATORS = {"luhn": luhn_ok, "iban": iban_ok, "cn_id": cn_id_ok, "pesel": pesel_ok, "bsn": bsn_ok,
              "nhs": nhs_ok, "tc": tc_ok, "bech32": bech32_ok, "th_id": th_ok, "s10": s10_ok}

LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}


def self_tests(errors):
    """Known public examples, to confirm the check-digit code before it is used."""
    tests = [
        ("luhn 4111", luhn_ok("4111111111111111")),
        ("luhn 4242", luhn_ok("4242424242424242")),
        ("iban DE89", iban_ok("DE89370400440532013000")),
        ("iban GB29", iban_ok("GB29NWBK60161331926819")),
        ("aba 021000021", aba_digit("02100002") == "1"),
        ("verhoeff 2363", verhoeff_ok("2363") and verhoeff_digit("236") == "3"),
        ("cn id example", cn_id_ok("11010519491231002X")),
        ("pesel example", pesel_ok("44051401359")),
        ("steuer-id example", iso7064_11_10("8609574271") == "9"),
        ("bsn example", bsn_ok("111222333")),
        ("nhs example", nhs_ok("9434765919")),
        ("tc example", tc_ok("10000000146")),
        ("vin example", vin_check("1M8GDM9AXKP042788") == "X"),
        ("bech32 BIP173", bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")),
        ("jwt.io example", base64.urlsafe_b64encode(hmac.new(b"your-256-bit-secret", JWT_IO.rsplit(".", 1)[0].encode(),
                                                             hashlib.sha256).digest()).decode().rstrip("=")
         == JWT_IO.rsplit(".", 1)[1]),
    ]
    for name, ok in tests:
        if not ok:
            errors.append("self-test failed: " + name)


HOSTILE = set(range(0, 32)) - {10}
HOSTILE |= set(range(0x7f, 0xa0)) | {0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff, 0x200b, 0x200c, 0x200d, 0x200e,
                                     0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068,
                                     0x2069, 0xfffd}


def hostile(s):
    for ch in s:
        o = ord(ch)
        if o in HOSTILE or o > 0xffff or 0xd800 <= o <= 0xdfff or ch == "\\":
            return "U+%04X" % o
    return None


def edge_bad(ch):
    """A character that must not touch a listed value at an alphanumeric edge."""
    return ch in string.ascii_letters or ch.isdecimal()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c, errors):
    cid, text = c["id"], c["text"]
    for key in ("id", "lang", "text", "note"):
        if not isinstance(c[key], str) or not c[key]:
            errors.append("%s: empty %s" % (cid, key))
        bad = hostile(c[key])
        if bad:
            errors.append("%s: hostile character %s in %s" % (cid, bad, key))
    if c["lang"] not in LANGS:
        errors.append("%s: unknown lang %s" % (cid, c["lang"]))
    for part in text.split(SEP):
        if not part.strip():
            errors.append("%s: empty message" % cid)
    spans = {}
    for kind in ("secrets", "lookalikes"):
        vals = c[kind]
        if len(set(vals)) != len(vals):
            errors.append("%s: duplicate value in %s" % (cid, kind))
        for v in vals:
            if not isinstance(v, str) or not v or v != v.strip():
                errors.append("%s: bad value %r" % (cid, v))
                continue
            bad = hostile(v)
            if bad:
                errors.append("%s: hostile character %s in value" % (cid, bad))
            if SEP in v:
                errors.append("%s: value spans messages: %r" % (cid, v))
            occ = occurrences(text, v)
            if not occ:
                errors.append("%s: value not in text: %r" % (cid, v))
            if len(v) <= 6 and len(occ) != 1:
                errors.append("%s: short value occurs %d times: %r" % (cid, len(occ), v))
            for a, b in occ:
                if (v[0].isalnum() and a > 0 and edge_bad(text[a - 1])) or \
                        (v[-1].isalnum() and b < len(text) and edge_bad(text[b])):
                    errors.append("%s: value embedded in a longer token: %r" % (cid, v))
                if v[0].isdecimal() and a >= 2 and text[a - 1] in ".,-/ " and text[a - 2].isdecimal():
                    errors.append("%s: number continues a longer number: %r" % (cid, v))
                if v[-1].isdecimal() and b + 1 < len(text) and text[b] in ".,-/ " and text[b + 1].isdecimal():
                    errors.append("%s: number continues a longer number: %r" % (cid, v))
            spans.setdefault(kind, []).extend(occ)
    if set(c["secrets"]) & set(c["lookalikes"]):
        errors.append("%s: value listed as both secret and look-alike" % cid)
    for a1, b1 in spans.get("secrets", []):
        for a2, b2 in spans.get("lookalikes", []):
            if a1 < b2 and a2 < b1:
                errors.append("%s: secret and look-alike overlap at %d-%d / %d-%d" % (cid, a1, b1, a2, b2))
    if not c["secrets"] and not c["lookalikes"]:
        errors.append("%s: case lists nothing" % cid)


def build():
    english_positive()
    english_negative()
    for f in (chinese, japanese, korean, arabic, persian, hebrew, hindi, russian, ukrainian, polish, czech, german,
              french, spanish, portuguese, italian, dutch, swedish, danish, norwegian, finnish, hungarian, romanian,
              greek, turkish, vietnamese, thai, indonesian, tagalog, swahili):
        f()
    out = []
    for i, c in enumerate(CASES, 1):
        out.append({"id": "%s-%03d-%s" % (PREFIX, i, c["slug"]), "lang": c["lang"], "text": c["text"],
                    "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    return out


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["# %s: blind evaluation set for a secrets filter (generated by make_%s.py, seed %d)" % (NAME, NAME, SEED),
             "lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for kind in ("secrets", "lookalikes"):
            if c[kind]:
                lines.append("    %s:" % kind)
                for v in c[kind]:
                    lines.append("      - " + q(v))
            else:
                lines.append("    %s: []" % kind)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    errors = []
    self_tests(errors)
    cases = build()
    for v, kind in VERIFY:
        if not VALIDATORS[kind](v):
            errors.append("computed value fails its %s check: %s" % (kind, v))
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    slugs = [c["id"].split("-", 2)[2] for c in cases]
    if len(set(slugs)) != len(slugs):
        errors.append("duplicate slugs")
    for c in cases:
        if not all(ch in LOW + DIG + "-" for ch in c["id"].split("-", 2)[2]):
            errors.append("bad slug " + c["id"])
        validate_case(c, errors)
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    if not (165 <= n <= 185) or not (0.2 <= neg / n <= 0.3):
        errors.append("size out of range: %d cases, %d negative" % (n, neg))
    text = to_yaml(cases)
    if hostile(text.replace("\\", "")):
        errors.append("hostile character in output")
    if errors:
        for e in errors:
            print("ERROR: " + e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes" % (sys.argv[1], n, neg, n_sec, n_look))
    return 0


if __name__ == "__main__":
    sys.exit(main())
