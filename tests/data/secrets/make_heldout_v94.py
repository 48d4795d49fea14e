#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v94 (secrets filter).

Usage: python3 make_heldout_v94.py heldout_v94.yaml

Standard library only; every value comes from random.Random(94).  The script validates
every case before writing and exits 1 on any problem.
"""
import base64
import hashlib
import json
import random
import re
import string
import sys
import unicodedata
import uuid as _uuid

NAME = "heldout_v94"
SEED = 94
PREFIX = "H94"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HX = "0123456789abcdef"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


# ----------------------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return "".join(R.choice(DG) for _ in range(n))


def rdn(n):
    return str(R.randint(1, 9)) + rd(n - 1)


def hexs(n):
    return rs(HX, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return str(_uuid.UUID(bytes=bytes(b)))


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def pdate(y0=1965, y1=2003):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


# ----------------------------------------------------------------------------- check digits
def luhn_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def with_luhn(payload):
    return payload + luhn_digit(payload)


def iban_make(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return cc + "%02d" % (98 - n % 97) + bban


def iban_ok(ib):
    ib = ib.replace(" ", "")
    s = ib[4:] + ib[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def mod11_10(payload):
    """ISO 7064 MOD 11,10 (German Steuer-ID, German VAT number)."""
    product = 10
    for ch in payload:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def wsum(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


def s10_digit(d8):
    c = 11 - wsum(d8, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    return "0" if c == 10 else ("5" if c == 11 else str(c))


def cn_id_check(d17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[wsum(d17, w) % 11]


USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_check(s17):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CS.index(c) * wi for c, wi in zip(s17, w))
    c = 31 - s % 31
    return USCC_CS[0 if c == 31 else c]


def orgcode_check(s8):
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c, 36) * wi for c, wi in zip(s8, w))
    c = 11 - s % 11
    return "X" if c == 10 else ("0" if c == 11 else str(c))


CF_ODD = {"0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
          "A": 1, "B": 0, "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21,
          "K": 2, "L": 4, "M": 18, "N": 20, "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14,
          "U": 16, "V": 10, "W": 22, "X": 25, "Y": 24, "Z": 23}


def cf_check(s15):
    s = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            s += CF_ODD[c]
        else:
            s += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + s % 26)


def gstin_check(s14):
    cs = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    s = 0
    for i, c in enumerate(s14):
        p = cs.index(c) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return cs[(36 - s % 36) % 36]


def cpf_digits(d9):
    s = wsum(d9, range(10, 1, -1))
    d1 = 11 - s % 11
    d1 = 0 if d1 >= 10 else d1
    s = wsum(d9 + str(d1), range(11, 1, -1))
    d2 = 11 - s % 11
    d2 = 0 if d2 >= 10 else d2
    return "%d%d" % (d1, d2)


def cnpj_digits(d12):
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    w2 = [6] + w1
    d1 = 11 - wsum(d12, w1) % 11
    d1 = 0 if d1 >= 10 else d1
    d2 = 11 - wsum(d12 + str(d1), w2) % 11
    d2 = 0 if d2 >= 10 else d2
    return "%d%d" % (d1, d2)


def vin_check(v):
    tr = {}
    for chars, val in (("AJ", 1), ("BKS", 2), ("CLT", 3), ("DMU", 4), ("ENV", 5), ("FW", 6), ("GPX", 7),
                       ("HY", 8), ("RZ", 9)):
        for ch in chars:
            tr[ch] = val
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum((int(c) if c.isdigit() else tr[c]) * wi for c, wi in zip(v, w))
    c = s % 11
    return "X" if c == 10 else str(c)


def rib_key(bank, branch, acct):
    conv = {}
    for chars, val in (("AJ", 1), ("BKS", 2), ("CLT", 3), ("DMU", 4), ("ENV", 5), ("FOW", 6), ("GPX", 7),
                       ("HQY", 8), ("IRZ", 9)):
        for ch in chars:
            conv[ch] = str(val)
    acct = "".join(conv.get(c, c) for c in acct)
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(ds):
        c = 11 - wsum(ds, w) % 11
        return {10: 1, 11: 0}.get(c, c)
    return "%d%d" % (one("00" + bank + branch), one(acct))


def clabe_digit(d17):
    w = [3, 7, 1] * 6
    s = sum((int(d) * wi) % 10 for d, wi in zip(d17, w))
    return str((10 - s % 10) % 10)


def bitlocker_key():
    return "-".join("%06d" % (11 * R.randrange(65536)) for _ in range(8))


# ----------------------------------------------------------------------------- self tests
def selftest():
    assert luhn_ok("4111111111111111") and luhn_ok("79927398713") and luhn_ok("490154203237518")
    assert luhn_ok("046454286")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert iban_ok("FR1420041010050500013M02606")
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert s10_digit("47312482") == "9"
    assert cn_id_check("11010519491231002") == "X"
    assert orgcode_check("M000100Y") == "4"
    assert uscc_check("91350100M000100Y4") == "3"
    assert cf_check("RSSMRA85T10A562") == "S"
    assert gstin_check("27AAPFU0939F1Z") == "V"
    assert cpf_digits("111444777") == "35"
    assert cnpj_digits("112223330001") == "81"
    assert vin_check("1M8GDM9AXKP042788") == "X"
    assert rib_key("20041", "01005", "0500013M026") == "06"
    assert es_dc("2100", "0418", "0200051332") == "45"
    assert clabe_digit("00201007777777777") == "1"
    assert "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"
    assert base64.b32encode(b"12345678901234567890").decode() == "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
    assert mod11_10("8609574271") == "9"
    assert pesel_check("4405140135") == "9"
    assert tckn_ok("10000000146")
    assert sg_nric_letter("S", "1234567") == "D"
    assert bsn_ok("111222333")
    assert kvnr_check("A", "12345678") == "0"
    assert snils_check("112233445") == "95"
    assert inn10_check("770708389") == "3"
    assert pl_id_check("ABA", "00000") == "3"
    assert tfn_ok("123456782")
    assert abn_ok("51824753556")
    assert medicare_check("21234567") == "0"
    assert hetu_char("131052308") == "T"
    assert luhn_ok("8112189876")
    assert ytunnus_check("0112038") == "9"
    assert mynumber_check("12345678901") == "8"
    assert fr_tva_key("404833048") == "83"


# ----------------------------------------------------------------------------- more check digits
def pesel_check(d10):
    return str((10 - wsum(d10, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def tckn_make():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tckn_ok(s):
    d = list(map(int, s))
    return (d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
            and d[10] == sum(d[:10]) % 10)


def sg_nric_letter(prefix, d7):
    s = wsum(d7, [2, 7, 6, 5, 4, 3, 2]) + (4 if prefix in "TG" else 0)
    return "JZIHGFEDCBA"[s % 11]


def bsn_ok(s):
    return (wsum(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(s[8])) % 11 == 0


def bsn_make():
    while True:
        d8 = rdn(8)
        c = wsum(d8, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return d8 + str(c)


def kvnr_check(letter, d8):
    s = "%02d" % (ord(letter) - 64) + d8
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return str(tot % 10)


def snils_check(d9):
    s = wsum(d9, range(9, 0, -1))
    if s > 101:
        s %= 101
    return "00" if s in (100, 101) else "%02d" % s


def inn10_check(d9):
    return str(wsum(d9, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def inn12_make():
    d10 = rdn(10)
    c1 = wsum(d10, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    d11 = d10 + str(c1)
    c2 = wsum(d11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return d11 + str(c2)


def pl_id_check(letters, d5):
    vals = [int(c, 36) for c in letters]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1])) + wsum(d5, [7, 3, 1, 7, 3])
    return str(s % 10)


def tfn_ok(s):
    return wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def tfn_make():
    while True:
        d8 = rdn(8)
        for c in range(10):
            if tfn_ok(d8 + str(c)):
                return d8 + str(c)


def abn_ok(s):
    d = [int(c) for c in s]
    d[0] -= 1
    return sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def abn_make():
    while True:
        body = rd(9)
        for pre in range(10, 100):
            if abn_ok("%02d" % pre + body):
                return "%02d" % pre + body


def medicare_check(d8):
    return str(wsum(d8, [1, 3, 7, 9, 1, 3, 7, 9]) % 10)


def hetu_char(d9):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(d9) % 31]


def ytunnus_check(d7):
    r = wsum(d7, [7, 9, 10, 5, 8, 4, 2]) % 11
    if r == 1:
        return None
    return "0" if r == 0 else str(11 - r)


def mynumber_check(d11):
    s = 0
    for n, ch in enumerate(reversed(d11), start=1):
        q = n + 1 if n <= 6 else n - 5
        s += int(ch) * q
    r = s % 11
    return "0" if r <= 1 else str(11 - r)


def houjin_make():
    base = rdn(12)
    s = 0
    for n, ch in enumerate(reversed(base), start=1):
        s += int(ch) * (1 if n % 2 else 2)
    return str(9 - s % 9) + base


def fr_tva_key(siren):
    return "%02d" % ((12 + 3 * (int(siren) % 97)) % 97)


def aba_make():
    while True:
        d8 = R.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
                       "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32"]) + rd(6)
        s = 3 * (int(d8[0]) + int(d8[3]) + int(d8[6])) + 7 * (int(d8[1]) + int(d8[4]) + int(d8[7])) + \
            int(d8[2]) + int(d8[5])
        return d8 + str((10 - s % 10) % 10)


def kr_rrn_make():
    y, m, d = pdate(1975, 2004)
    g = R.choice("12") if y < 2000 else R.choice("34")
    d12 = "%02d%02d%02d" % (y % 100, m, d) + g + rd(5)
    c = (11 - wsum(d12, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return d12[:6] + "-" + d12[6:] + str(c)


def kr_brn_make():
    d9 = rdn(9)
    s = wsum(d9, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(d9[8]) * 5) // 10
    d10 = d9 + str((10 - s % 10) % 10)
    return d10[:3] + "-" + d10[3:5] + "-" + d10[5:]


def iran_code_make():
    d9 = rd(9)
    r = wsum(d9, range(10, 1, -1)) % 11
    return d9 + str(r if r < 2 else 11 - r)


def il_id_make():
    while True:
        d8 = rd(8)
        if d8[0] == "0" and d8[1] == "0":
            continue
        for c in range(10):
            s = d8 + str(c)
            tot = 0
            for i, ch in enumerate(s):
                p = int(ch) * (1 if i % 2 == 0 else 2)
                tot += p // 10 + p % 10
            if tot % 10 == 0:
                return s


def il_corp_make():
    d8 = "51" + rd(6)
    for c in range(10):
        t = d8 + str(c)
        tot = 0
        for i, ch in enumerate(t):
            p = int(ch) * (1 if i % 2 == 0 else 2)
            tot += p // 10 + p % 10
        if tot % 10 == 0:
            return t


def cz_rc_make():
    while True:
        y, m, d = pdate(1970, 1999)
        mm = m + (50 if R.random() < 0.5 else 0)
        d9 = "%02d%02d%02d" % (y % 100, mm, d) + rd(3)
        c = int(d9) % 11
        if c < 10:
            return d9[:6] + "/" + d9[6:] + str(c)


def cz_ico_make():
    d7 = rdn(7)
    return d7 + str((11 - wsum(d7, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def cz_acct_make():
    while True:
        d9 = rdn(9)
        c = (-wsum(d9, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c < 10:
            return d9 + str(c)


def steuer_id_make():
    while True:
        ds = R.sample(DG, 9)
        ds.append(R.choice(ds))
        R.shuffle(ds)
        if ds[0] != "0":
            p = "".join(ds)
            return p + mod11_10(p)


def nir_make():
    sex = R.choice("12")
    y, m, d = pdate(1968, 2001)
    dept = R.choice(["75", "69", "13", "33", "31", "59", "44", "67", "35", "92", "93", "94"])
    p = sex + "%02d%02d" % (y % 100, m) + dept + "%03d" % R.randint(1, 399) + "%03d" % R.randint(1, 999)
    key = "%02d" % (97 - int(p) % 97)
    return "%s %s %s %s %s %s %s" % (p[0], p[1:3], p[3:5], p[5:7], p[7:10], p[10:13], key)


def siret_make():
    siren = with_luhn(rdn(8))
    return siren, with_luhn(siren + rd(4))


def es_dni_make():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nss_make():
    prov = R.choice(["28", "08", "41", "46", "29", "48", "50", "03"])
    num = rd(8)
    return "%s/%s/%02d" % (prov, num, int(prov + num) % 97)


def es_cif_make():
    d7 = rd(7)
    a = int(d7[1]) + int(d7[3]) + int(d7[5])
    b = 0
    for i in (0, 2, 4, 6):
        p = int(d7[i]) * 2
        b += p // 10 + p % 10
    return "B" + d7 + str((10 - (a + b) % 10) % 10)


def it_cf_make(female=False):
    cons = "BCDFGHLMNPRSTVZ"
    y, m, d = pdate(1970, 2000)
    day = d + (40 if female else 0)
    comune = R.choice(["H501", "F205", "F839", "L219", "A944", "D612", "G273", "L736"])
    s15 = rs(cons, 3) + rs(cons, 3) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % day + comune
    return s15 + cf_check(s15)


def pt_nif_make(first="12"):
    d8 = R.choice(first) + rd(7)
    c = 11 - wsum(d8, range(9, 1, -1)) % 11
    return d8 + ("0" if c >= 10 else str(c))


def se_pnr_make():
    y, m, d = pdate(1970, 2002)
    d9 = "%02d%02d%02d" % (y % 100, m, d) + rd(3)
    s = with_luhn(d9)
    return s[:6] + "-" + s[6:]


def dk_cvr_make():
    while True:
        d7 = rdn(7)
        c = (-wsum(d7, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return d7 + str(c)


def no_mod11(digits, weights):
    c = 11 - wsum(digits, weights) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def no_fnr_make():
    while True:
        y, m, d = pdate(1970, 1999)
        d9 = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % R.randint(0, 499)
        k1 = no_mod11(d9, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(d9 + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return d9 + k1 + k2


def no_org_make():
    while True:
        d8 = R.choice("89") + rd(7)
        c = no_mod11(d8, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return d8 + c


def no_konto_make():
    while True:
        d10 = rdn(10)
        c = no_mod11(d10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return d10 + c


def fi_hetu_make():
    y, m, d = pdate(1965, 2003)
    n = "%03d" % R.randint(2, 899)
    d9 = "%02d%02d%02d" % (d, m, y % 100) + n
    return d9[:6] + ("A" if y >= 2000 else "-") + n + hetu_char(d9)


def fi_ytunnus_make():
    while True:
        d7 = rd(7)
        c = ytunnus_check(d7)
        if c is not None:
            return d7 + "-" + c


def fi_viite_make():
    base = rdn(R.randint(6, 10))
    s = sum(int(ch) * w for ch, w in zip(reversed(base), [7, 3, 1] * 10))
    return base + str((10 - s % 10) % 10)


def hu_adoaz_make():
    while True:
        d9 = "8" + "%05d" % R.randint(36000, 49000) + rd(3)
        c = sum(int(ch) * i for i, ch in enumerate(d9, start=1)) % 11
        if c < 10:
            return d9 + str(c)


def hu_taj_make():
    d8 = rdn(8)
    s = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(d8))
    return d8 + str(s % 10)


def hu_check_block(digits, n):
    s = sum(int(ch) * w for ch, w in zip(digits, [9, 7, 3, 1] * 6))
    return digits + str((10 - s % 10) % 10)


def hu_giro_make():
    a = hu_check_block(R.choice(["117", "104", "116", "120", "107"]) + rd(4), 7)
    b = hu_check_block(rd(15), 15)
    return a + b


def hu_cegado_make():
    t = hu_check_block(rdn(7), 7)
    return t + "-" + R.choice("2345") + "-" + "%02d" % R.randint(2, 44)


def ro_cnp_make():
    y, m, d = pdate(1970, 2003)
    s = R.choice("12") if y < 2000 else R.choice("56")
    d12 = s + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % R.randint(1, 40) + "%03d" % R.randint(1, 999)
    c = wsum(d12, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return d12 + ("1" if c == 10 else str(c))


def ro_cui_make():
    body = rdn(R.randint(7, 8))
    key = "753217532"
    s = sum(int(a) * int(b) for a, b in zip(reversed(body), reversed(key)))
    c = (s * 10) % 11
    return body + ("0" if c == 10 else str(c))


def gr_afm_make(first="1"):
    d8 = R.choice(first) + rd(7)
    s = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(d8))
    return d8 + str(s % 11 % 10)


def tr_vkn_make():
    d9 = rdn(9)
    s = 0
    for i, ch in enumerate(d9):
        tmp = (int(ch) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        s += v
    return d9 + str((10 - s % 10) % 10)


def th_id_make(first=None):
    d12 = (first or str(R.randint(1, 8))) + rd(12 - len(first or "1"))
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(d12)) % 11) % 10
    return d12 + str(c)


def ua_rnokpp_make():
    d9 = "%05d" % R.randint(25000, 37000) + rd(4)
    return d9 + str(wsum(d9, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def pl_nip_make():
    while True:
        d9 = rdn(9)
        c = wsum(d9, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            d = d9 + str(c)
            return "%s-%s-%s-%s" % (d[:3], d[3:6], d[6:8], d[8:])


def pl_regon_make():
    d8 = rdn(8)
    return d8 + str(wsum(d8, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def pl_pesel_make():
    y, m, d = pdate(1970, 2004)
    mm = m + (20 if y >= 2000 else 0)
    d10 = "%02d%02d%02d" % (y % 100, mm, d) + rd(4)
    return d10 + pesel_check(d10)


def pl_id_make():
    letters = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3)
    d5 = rd(5)
    return letters + pl_id_check(letters, d5) + d5


def pl_sort_make():
    d7 = R.choice(["1020", "1140", "1050", "1090", "1240", "1160", "2490"]) + rd(3)
    return d7 + str((10 - wsum(d7, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)


def za_id_make():
    y, m, d = pdate(1970, 2002)
    d12 = "%02d%02d%02d" % (y % 100, m, d) + "%04d" % R.randint(0, 9999) + "0" + "8"
    return with_luhn(d12)


def nuban_make(bank="058"):
    serial = rd(9)
    s = wsum(bank + serial, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3])
    return serial + str((10 - s % 10) % 10)


def ie_ppsn_make():
    d7 = rd(7)
    return d7 + "WABCDEFGHIJKLMNOPQRSTUV"[wsum(d7, [8, 7, 6, 5, 4, 3, 2]) % 23]


def emirates_id_make():
    y = R.randint(1970, 2000)
    return with_luhn("784" + str(y) + rd(7))


def sa_vat_make():
    return "3" + rd(13) + "3"


def my_number_make():
    d11 = rdn(11)
    return d11 + mynumber_check(d11)


def cn_id_make():
    area = R.choice(["110105", "310115", "440305", "510107", "330106", "420111", "320102", "610113"])
    y, m, d = pdate(1972, 2002)
    d17 = area + "%04d%02d%02d" % (y, m, d) + rd(3)
    return d17 + cn_id_check(d17)


def uscc_make(area="440300"):
    o8 = rd(8)
    org = o8 + orgcode_check(o8)
    s17 = "91" + area + org
    return s17 + uscc_check(s17)


def aadhaar_make():
    p = str(R.randint(2, 9)) + rd(10)
    return p + verhoeff_digit(p)


def pan_make(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rd(4) + rs(UP, 1)


def gstin_make():
    s14 = R.choice(["27", "29", "07", "33", "24", "09"]) + rs(UP, 3) + R.choice("CF") + rs(UP, 1) + rd(4) + \
        rs(UP, 1) + "1Z"
    return s14 + gstin_check(s14)


def cpf_make(fmt=True):
    d9 = rd(9)
    c = d9 + cpf_digits(d9)
    return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:]) if fmt else c


def cnpj_make():
    d12 = rd(8) + "0001"
    c = d12 + cnpj_digits(d12)
    return "%s.%s.%s/%s-%s" % (c[:2], c[2:5], c[5:8], c[8:12], c[12:])


def s10_make(pre, cc):
    d8 = rd(8)
    return pre + d8 + s10_digit(d8) + cc


def vin_make():
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = R.choice(["1HG", "1FT", "5YJ", "2T1", "3VW", "JTD", "1C4"]) + rs(alpha, 5) + "0" + \
        R.choice("LMNPR") + rs(alpha, 1) + rd(6)
    return v[:8] + vin_check(v) + v[9:]


def imei_make():
    return with_luhn(R.choice(["35", "86", "01"]) + rd(12))


def iccid_make():
    return with_luhn("8901" + R.choice(["260", "410", "480"]) + rd(11))


def ssn_make():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def nino_make():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = rd(6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], R.choice("ABCD"))


# ----------------------------------------------------------------------------- cards and IBANs
def card(kind):
    if kind == "visa":
        p = "4" + rd(14)
    elif kind == "mc":
        p = "5" + R.choice("12345") + rd(13)
    elif kind == "amex":
        p = "3" + R.choice("47") + rd(12)
    else:
        p = kind + rd(15 - len(kind))
    return with_luhn(p)


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return grp(n, [4, 6, 5], sep)
    return grp4(n, sep)


def iban_of(cc):
    if cc == "DE":
        bban = str(R.randint(1, 8)) + rd(7) + rd(10)
    elif cc == "GB":
        raise ValueError("use gb_iban")
    elif cc == "FR":
        bank, branch, acct = rdn(5), rd(5), rd(11)
        bban = bank + branch + acct + rib_key(bank, branch, acct)
    elif cc == "ES":
        bank, branch, acct = R.choice(["2100", "0049", "0182", "0081", "2085"]), rd(4), rd(10)
        bban = bank + branch + es_dc(bank, branch, acct) + acct
    elif cc == "IT":
        bban = R.choice(UP) + R.choice(["03069", "02008", "05034", "03062"]) + rd(5) + "0000" + rd(8)
    elif cc == "NL":
        bban = R.choice(["INGB", "ABNA", "RABO", "SNSB", "KNAB", "BUNQ"]) + rd(10)
    elif cc == "PL":
        bban = pl_sort_make() + rd(16)
    elif cc == "RO":
        bban = R.choice(["BTRL", "BRDE", "RNCB", "INGB"]) + rd(4) + "CRT0" + rd(8)
    elif cc == "TR":
        bban = R.choice(["00010", "00062", "00046", "00064", "00012"]) + "0" + rd(16)
    elif cc == "FI":
        bban = with_luhn(R.choice(["1", "8", "5", "3"]) + rd(12))
    elif cc == "AE":
        bban = R.choice(["026", "033", "035", "030"]) + rd(16)
    elif cc == "IR":
        bban = "0" + R.choice(["17", "12", "55", "56", "62"]) + "0000" + rd(15)
    elif cc == "UA":
        bban = R.choice(["305299", "322001", "300528"]) + "00000" + "2620" + rd(10)
    elif cc == "HU":
        bban = hu_giro_make()
    else:
        raise ValueError(cc)
    return iban_make(cc, bban)


def gb_bank():
    bank, sortpre = R.choice([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40"), ("MIDL", "40")])
    sort = sortpre + rd(4)
    acct = rdn(8)
    return bank, sort, acct, iban_make("GB", bank + sort + acct)


# ----------------------------------------------------------------------------- tokens and keys
def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "/+", 40)


def ghp():
    return "ghp_" + rs(AN, 36)


def github_pat():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(B64U, 20)


def stripe_pair():
    acct = rs(AN, 14)
    return ("sk_live_51" + acct + rs(AN, 83), "pk_live_51" + acct + rs(AN, 83))


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def google_key():
    return "AIza" + rs(B64U, 35)


def sendgrid_key():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def slack_bot():
    return "xoxb-" + rdn(12) + "-" + rdn(13) + "-" + rs(AN, 24)


def npm_token():
    return "npm_" + rs(AN, 36)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def telegram_token():
    return str(R.randint(5000000000, 7999999999)) + ":AA" + rs(B64U, 33)


def do_token():
    return "dop_v1_" + hexs(64)


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def jwt_make(payload):
    header = b64u(b'{"alg":"HS256","typ":"JWT"}')
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return header + "." + body + "." + b64u(rbytes(32))


def mapbox_pair(user):
    a = "cl" + rs(LO + DG, 23)
    mid = b64u(json.dumps({"u": user, "a": a}, separators=(",", ":")).encode())
    return "sk.eyJ" + mid[3:] + "." + rs(B64U, 22), "pk.eyJ" + mid[3:] + "." + rs(B64U, 22)


def ssh_ed25519():
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    pub = rbytes(32)
    seed = rbytes(32)
    blob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = rbytes(4)
    comment = b"maya@thinkpad"
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(seed + pub) + sstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    raw = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") + \
        sstr(blob) + sstr(priv)
    b = base64.b64encode(raw).decode()
    body = "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return body, fp


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(raw) - len(raw.lstrip(b"\x00"))
    return "1" * pad + out


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit
adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album
alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount
amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique
anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around
arrange arrest arrive arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack
attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away
awesome awful awkward axis baby bacon badge bag balance balcony ball bamboo banana banner bar barely bargain
barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below
belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade
blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus
book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick
bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable
cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught
cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos
chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose
chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk
clever click client cliff climb clinic clip clock close cloth cloud clown club clump cluster clutch coach coast
coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct
confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton
couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream
credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush
cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad damage damp
dance danger daring dash daughter dawn deal debate debris decide decline define defense delay deliver demise
dentist deny deposit describe desk destroy detail detect develop device diary diesel diet dinner dinosaur dish
divide doctor dog doll dove draft dragon drama dream drill drink drive drop drum dry duck dust dwarf dynamic
eager early earth east easy echo economy edge edit educate effort egg eight either elder element elephant elite
embark emotion employ empty enact endorse enemy energy enforce engine enjoy enough enrich entry envelope episode
equal equip erode error erupt evidence evil evoke evolve exact example excess exchange excuse exhaust exhibit
exile exist exotic express extra eye fabric face fade faith fall false fame family fan fantasy farm fashion
father fatigue fault feature federal feed feel fence festival fetch fever fiction field film filter final find
fine finish fire first fish fitness fix flag flame flat flavor flee flight float flock flower fluid flush fly
foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil found fox
fragile frame frequent fresh friend frost frozen fruit fuel fun funny furnace fury future gadget gain galaxy
gallery game garage garden garlic garment gas gather gauge gentle genuine gesture ghost giant gift giraffe girl
give glad glance glass glide glimpse globe gloom glory glove glow glue goat goddess gold good gorilla gospel
gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group grow
guard guess guide guilt guitar gym habit hair half hammer hamster hand happy harbor hard harvest hawk hazard
head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby
hockey hold holiday hollow home honey hood hope horn horse hospital host hotel hour hover hub huge human humble
humor hundred hungry hunt hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image
imitate immense immune impact impose improve impulse inch include income increase index indicate indoor
industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane
insect inside inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk
just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife
knock know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn
lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard
lesson letter level liar liberty library license life lift light like limb limit link lion liquid list little
live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage
lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal man manage mandate
mango mansion manual maple marble march margin marine market marriage mask mass master match material math
matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt member memory mention menu
mercy merge merit merry mesh message metal method middle midnight milk million mimic mind minimum minor minute
miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month
moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle
museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck
need negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise
nominee noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey object
oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option orange orbit orchard order ordinary
organ orient original orphan ostrich other outdoor outer output outside oval oven over own owner oxygen oyster
ozone pact paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass
patch path patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil
people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece pig pigeon pill
pilot pink pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem
poet point polar pole police pond pony pool popular portion position possible post potato pottery poverty
powder power practice praise predict prefer prepare present pretty prevent price pride primary print priority
prison private prize problem process produce profit program project promote proof property prosper protect
proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push put
puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar radio rail
rain raise rally ramp ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild
recall receive recipe record recycle reduce reflect reform refuse region regret regular reject relax release
relief rely remain remember remind remove render renew rent reopen repair repeat replace report require rescue
resemble resist resource response result retire retreat return reunion reveal review reward rhythm rib ribbon
rice rich ride ridge rifle right rigid ring riot ripple risk ritual rival river road roast robot robust rocket
romance roof rookie room rose rotate rough round route royal rubber rude rug rule run runway rural sad saddle
sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say scale
scan scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea search
season seat second secret section security seed seek segment select sell seminar senior sense sentence series
service session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine ship shiver
shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side siege sight sign silent
silk silly silver similar simple since sing siren sister situate six size skate sketch ski skill skin skirt
skull slab slam sleep slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth
snack snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve someone song
soon sorry sort soul sound soup source south space spare spatial spawn speak special speed spell spend sphere
spice spider spike spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze
squirrel stable stadium staff stage stairs stamp stand start state stay steak steel stem step stereo stick
still sting stock stomach stone stool story stove strategy street strike strong struggle student stuff stumble
style subject submit subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply
supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm swear sweet swift
swim swing switch sword symbol symptom syrup system table tackle tag tail talent talk tank tape target task
taste tattoo taxi teach team tell ten tenant tennis tent term test text thank that theme then theory there they
thing this thought three thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue
title toast tobacco today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top
topic topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic train
transfer trap trash travel tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true
truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist
two type typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit
universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used
useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle
velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view
village vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage
wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear
weasel weather web wedding weekend weird welcome west wet whale what wheat wheel when where whip whisper wide
width wife wild will win window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder
wood wool word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth
zebra zero zone zoo""".split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39_SUBSET) for _ in range(n))


# ----------------------------------------------------------------------------- passwords
EN_WORDS = ["Marmalade", "Kettle", "Pinecone", "Harbor", "Lantern", "Biscuit", "Saffron", "Juniper", "Pickle",
            "Tornado", "Walrus", "Cobalt", "Falcon", "Cactus", "Velvet", "Orchid", "Pretzel", "Thunder", "Meadow",
            "Copper", "Raven", "Sparrow", "Puffin", "Noodle", "Blueberry", "Granite", "Willow", "Quartz", "Mango",
            "Bramble", "Chestnut", "Dolphin", "Ember", "Gravel", "Hazel", "Igloo", "Jasper", "Koala", "Lobster"]
SYMS = "!@#$%&*?"


def pw_human(words=None):
    words = words or EN_WORDS
    w1, w2 = R.sample(words, 2)
    pat = R.randrange(5)
    if pat == 0:
        return w1 + w2 + rd(R.choice([2, 3, 4])) + R.choice(SYMS)
    if pat == 1:
        return w1.lower() + R.choice(SYMS) + rd(4) + w2
    if pat == 2:
        leet = w1.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + rd(2) + R.choice(SYMS)
    if pat == 3:
        sep = R.choice("._-")
        return w1 + sep + w2.lower() + sep + rd(2)
    return R.choice(SYMS) + w1 + rd(2) + w2.upper()[:3]


def pw_random(n=16, syms="!@#$%^&*-_=+?"):
    while True:
        p = rs(AN + syms, n)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p)
                and any(c in syms for c in p) and p[0] not in syms and p[-1] not in ".?!"):
            return p


def pw_url(n=20):
    while True:
        p = rs(AN, n)
        if any(c in DG for c in p) and any(c in UP for c in p) and any(c in LO for c in p):
            return p


def diceware(n=5, sep="-"):
    return sep.join(R.choice(BIP39_SUBSET) for _ in range(n))


def pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) > 1 and p not in ("1234", "123456", "0000"):
            return p


def otp6():
    return rd(6)


def us_phone():
    return "(%s) 555-01%02d" % (R.choice(["617", "415", "312", "206", "512", "303", "646", "213"]), R.randint(0, 99))


def amz_order():
    return "1%02d-%s-%s" % (R.randint(11, 14), rd(7), rd(7))


# ============================================================================= cases
CASES = []


def case(lang, slug):
    def deco(fn):
        CASES.append((lang, slug, fn))
        return fn
    return deco


def T(text, S=(), L=(), note=""):
    return {"text": text, "secrets": list(S), "lookalikes": list(L), "note": note}


AWS_DOC_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0Ijo"
          "xNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


# ----------------------------------------------------------------------------- English, positive
@case("en", "aws-dotenv")
def _():
    k, s = aws_akid(), aws_secret()
    return T(f"""boto3 keeps throwing InvalidClientTokenId and I'm losing my mind. This is my .env:

AWS_ACCESS_KEY_ID={k}
AWS_SECRET_ACCESS_KEY={s}
AWS_DEFAULT_REGION=eu-west-2
S3_BUCKET=acme-invoices-prod

The docs show {AWS_DOC_ID} as the example so I'm pretty sure the format is fine. What else could it be?""",
             [k, s], [AWS_DOC_ID], "own AWS key pair in a .env; the AWS documentation key id is the look-alike")


@case("en", "github-token-revoked")
def _():
    t = ghp()
    c = hexs(40)
    return T(f"""ugh. I committed my personal access token to a public repo in config.js: {t}
I revoked it from GitHub settings about ten minutes later. The commit is {c}. Do I still have to rewrite history with filter-repo or is revoking enough?""",
             [t], [c], "leaked and revoked token stays a secret; commit hash is a look-alike")


@case("en", "stripe-live-keys")
def _():
    sk, pk = stripe_pair()
    wh = "whsec_" + rs(AN, 32)
    evt = "evt_" + rs(AN, 24)
    return T(f"""Checkout broke after I rotated keys this morning. On the server I have

STRIPE_SECRET_KEY={sk}
STRIPE_PUBLISHABLE_KEY={pk}
STRIPE_WEBHOOK_SECRET={wh}

and the dashboard lists the failed event as {evt}. Did I paste one of them into the wrong variable?""",
             [sk, wh], [pk, evt], "secret and webhook keys are secrets; publishable key and event id share the shape")


@case("en", "postgres-url")
def _():
    user = R.choice(["billing_app", "svc_orders", "api_rw"])
    pw = pw_url(22)
    host = "prod-db-%d.%s.eu-central-1.rds.amazonaws.com" % (R.randint(1, 4), rs(LO + DG, 12))
    return T(f"""Getting FATAL: password authentication failed for user "{user}" from the worker, but psql works from my laptop. The worker env has

DATABASE_URL=postgresql://{user}:{pw}@{host}:5432/billing

I copied the password straight out of 1Password so I don't think it's a typo.""",
             [f"{user}:{pw}"], [host], "credentials part of a connection string; the RDS host is not a secret")


@case("en", "mongo-srv-node")
def _():
    user = "maya_" + rs(LO, 3)
    pw = pw_url(16)
    cl = "cluster0.%s.mongodb.net" % rs(LO + DG, 5)
    return T(f"""why does this hang for 30s and then time out?

```js
const {{ MongoClient }} = require("mongodb");
const uri = "mongodb+srv://{user}:{pw}@{cl}/?retryWrites=true&w=majority";
const client = new MongoClient(uri);
await client.connect();
```
my IP is whitelisted in Atlas, I checked twice""",
             [f"{user}:{pw}"], [cl], "Atlas SRV string in code; only user:password is the secret")


@case("en", "openai-key-429")
def _():
    k = openai_key()
    req = "req_" + hexs(32)
    return T(f"""I only sent like 5 requests and I'm already rate limited??

```python
from openai import OpenAI
client = OpenAI(api_key="{k}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "hi"}}])
```

openai.RateLimitError: Error code: 429 - You exceeded your current quota. (request id: {req})""",
             [k], [req], "project API key hard-coded; request id is a look-alike")


@case("en", "anthropic-curl")
def _():
    k = anthropic_key()
    req = "req_011C" + rs(AN, 20)
    return T(f"""this returns 401 invalid x-api-key, but the key is brand new from the console:

curl https://api.anthropic.com/v1/messages -H "x-api-key: {k}" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d '{{"model": "claude-3-5-sonnet-latest", "max_tokens": 256, "messages": [{{"role": "user", "content": "ping"}}]}}'

response header request-id: {req}""",
             [k], [req], "API key in a curl header; request id and version date are not secrets")


@case("en", "slack-bot-yaml")
def _():
    tok = slack_bot()
    sig = hexs(32)
    ch = "C0" + rs(UP + DG, 9)
    return T(f"""My bot posts fine locally but not on the server. config.yaml:

slack:
  bot_token: {tok}
  signing_secret: {sig}
  default_channel: {ch}
  retry: 3

Is the channel id wrong maybe? It's the #deploys channel.""",
             [tok, sig], [ch], "bot token and signing secret in YAML; channel id is a look-alike")


@case("en", "sendgrid-log")
def _():
    k = sendgrid_key()
    mid = rs(B64U, 22)
    return T(f"""our mailer started failing last night, here's the log line (yes I know the key shouldn't be logged, fixing that next):

2024-05-14T09:12:44.118Z ERROR mailer.send status=401 api_key={k} x-message-id={mid} to=orders@example.com

What does 401 usually mean with SendGrid, is the key disabled?""",
             [k], [mid], "key leaked in a log line; message id is a look-alike")


@case("en", "twilio-env")
def _():
    sid = "AC" + hexs(32)
    tok = hexs(32)
    sm = "SM" + hexs(32)
    return T(f"""SMS sending works from the console but my Flask app gets error 20003. env:

TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tok}
TWILIO_FROM_NUMBER=+14155550172

The last message that did go out was {sm}. What's 20003?""",
             [tok], [sm], "auth token is the secret; the message SID has the same hex shape; account SID neutral")


@case("en", "maps-key-place-id")
def _():
    k = google_key()
    pid = "ChIJ" + rs(B64U, 23)
    return T(f"""The map on our contact page is grey with "For development purposes only". Snippet:

<script src="https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap" async></script>

and I center it on place_id {pid}. Billing is enabled I think? The key is restricted to our domain.""",
             [k], [pid], "restricted browser key still counts as a credential; place id is public")


@case("en", "jwt-bearer-devtools")
def _():
    j = jwt_make({"sub": str(R.randint(100000, 999999)), "email": "d.okafor@northwind.io", "role": "admin",
                  "iat": 1715673600 + R.randint(0, 99999), "exp": 1715760000 + R.randint(0, 99999)})
    rid = uuid4()
    return T(f"""copied this from the network tab, the API returns 403 on /admin/users even though I'm admin:

GET /api/v2/admin/users HTTP/1.1
Host: app.northwind.io
Authorization: Bearer {j}
X-Request-ID: {rid}

can you decode the token and tell me if the role claim looks right?""",
             [j], [rid], "live bearer JWT; request UUID is a look-alike")


@case("en", "django-session-cookie")
def _():
    sess = rs(LO + DG, 32)
    ga = "GA1.1.%s.%s" % (rdn(9), "17" + rd(8))
    return T(f"""Why am I logged out every time I switch tabs? The cookie header the browser sends is

Cookie: _ga={ga}; csrftoken={rs(AN, 32)}; sessionid={sess}

SESSION_COOKIE_AGE is the default.""",
             [sess], [ga], "Django session id is a secret; the analytics cookie is not (csrftoken neutral)")


@case("en", "ssh-private-key")
def _():
    body, fp = ssh_ed25519()
    return T(f"""ssh says "Load key id_ed25519: invalid format" when I use the key I copied over from my old laptop. Here's the file:

-----BEGIN OPENSSH PRIVATE KEY-----
{body}
-----END OPENSSH PRIVATE KEY-----

The server lists my key's fingerprint as {fp}. Did the copy get mangled?""",
             [body], [fp], "private key body is the secret; the public fingerprint is not")


@case("en", "eth-private-key")
def _():
    k = hexs(64)
    addr = "0x" + hexs(40)
    tx = "0x" + hexs(64)
    return T(f"""I exported the private key from MetaMask to import into Rabby: {k}
but Rabby shows a different address than {addr}. Also my last transfer {tx} is still pending after an hour. Are these related?""",
             [k], [addr, tx], "64-hex private key next to a 64-hex transaction hash and a public address")


@case("en", "seed-phrase-grandma")
def _():
    ph = seed_phrase(12)
    addr = btc_addr()
    return T(f"""My grandmother wrote her wallet words on a card before she passed, I want to make sure we don't lose them. In order: {ph}. The receiving address she gave people was {addr}. What's the safest way to move the coins into a wallet I control?""",
             [ph], [addr], "entrusted recovery phrase; the receiving address is public")


@case("en", "btc-wif")
def _():
    w = btc_wif()
    tx = hexs(64)
    return T(f"""Found a paper wallet from 2017 in a drawer. The private key (WIF) printed on it is {w}. Blockchain explorer shows an incoming tx {tx}. How do I sweep it into Electrum without exposing the key?""",
             [w], [tx], "compressed WIF key (base58check computed); txid is public")


@case("en", "totp-otpauth")
def _():
    sec = base64.b32encode(rbytes(20)).decode()
    return T(f"""I'm moving my 2FA codes to a new phone and the old app lets me export this URI for my work VPN:

otpauth://totp/Contoso%20VPN:jmiller?secret={sec}&issuer=Contoso%20VPN&algorithm=SHA1&digits=6&period=30

can you make me a QR code out of it?""",
             [sec], [], "TOTP seed inside an otpauth URI")


@case("en", "sms-otp-card-ending")
def _():
    otp = otp6()
    last4 = rd(4)
    return T(f"""Got this text but I didn't buy anything:

"Chase: {otp} is your one-time code to confirm a purchase of $1,249.00 at BESTBUY.COM with card ending {last4}. We'll never call to ask for this code."

Should I call them? What do I say?""",
             [otp], [last4], "one-time code is a secret; last four digits of the masked card are not")


@case("en", "github-recovery-codes")
def _():
    codes = [hexs(5) + "-" + hexs(5) for _ in range(4)]
    tk = str(R.randint(2400000, 2999999))
    return T(f"""I lost my phone and only have these GitHub recovery codes left from the file I downloaded:
{codes[0]}
{codes[1]}
{codes[2]}
{codes[3]}
Support ticket #{tk} hasn't been answered yet. Which one should I use first, and do they expire?""",
             codes, [tk], "recovery codes; support ticket number is a look-alike")


@case("en", "google-backup-codes")
def _():
    codes = ["%s %s" % (rd(4), rd(4)) for _ in range(3)]
    return T(f"""For safekeeping, my remaining Google backup codes are {codes[0]}, {codes[1]} and {codes[2]}. Please remember them for me in case I lose access again.""",
             codes, [], "backup codes given in prose")


@case("en", "card-hotel-form")
def _():
    c = fmt_card(card("visa"))
    cvv = rd(3)
    o = amz_order()
    return T(f"""Can you fill the payment part of this form for me, I'm on my phone and it keeps zooming: card {c}, expires 09/28, CVV {cvv}, name Daniel Okafor. Oh and put order number {o} in the comments box so they can match it.""",
             [c, cvv], [o], "own card with CVV; order number is a look-alike")


@case("en", "amex-merchant-phone")
def _():
    c = card("amex")
    cid = rd(4)
    ph = us_phone()
    return T(f"""The florist wants me to call in my card. Amex {fmt_card(c)}, exp 03/27, the 4-digit code on the front is {cid}. Their number is {ph}. Can you write me a short script so I don't forget anything?""",
             [fmt_card(c), cid], [ph], "Amex with CID; merchant phone is a look-alike")


@case("en", "us-direct-deposit")
def _():
    rt = aba_make()
    acct = rdn(R.choice([10, 11, 12]))
    return T(f"""New job wants direct deposit info. My checking account number is {acct} and the routing number on my checks is {rt}. Is routing the one on the left? I always mix them up.""",
             [acct], [rt], "own account number; ABA routing number (check digit computed) is public")


@case("en", "uk-bank-details")
def _():
    bank, sort, acct, ib = gb_bank()
    bic = {"NWBK": "NWBKGB2L", "BARC": "BARCGB22", "LOYD": "LOYDGB21", "HBUK": "HBUKGB4B", "MIDL": "MIDLGB22"}[bank]
    sc = "%s-%s-%s" % (sort[:2], sort[2:4], sort[4:])
    return T(f"""My landlord abroad needs to refund my deposit. UK details: sort code {sc}, account number {acct}. For international: IBAN {grp4(ib)}, BIC {bic}. Can you draft the email to him?""",
             [acct, grp4(ib)], [sc, bic], "own account and IBAN are secrets; sort code and BIC are bank identifiers")


@case("en", "ssn-w4-ein")
def _():
    s = ssn_make()
    ein = "%02d-%s" % (R.randint(10, 98), rd(7))
    return T(f"""Filling out my W-4 and the I-9. SSN is {s}. The employer section already has their EIN {ein} printed. Which boxes am I actually supposed to fill in?""",
             [s], [ein], "SSN is a secret; the employer EIN is a company tax id")


@case("en", "passport-pnr")
def _():
    pp = rdn(9) if R.random() < 0.5 else "A" + rd(8)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    et = "016" + rd(10)
    return T(f"""United wants my passport info for the Tokyo flight. Passport number {pp}, issued 2021, expires 2031. Booking confirmation is {pnr}, e-ticket {et}. Is it ok to add it in the app or should I wait for the counter?""",
             [pp], [pnr, et], "passport number; booking code and e-ticket number are look-alikes")


@case("en", "ca-licence-vin")
def _():
    dl = R.choice(UP) + rd(7)
    v = vin_make()
    return T(f"""DMV renewal form asks for my driver license number and the VIN of my car. DL: {dl}. VIN from the windshield: {v}. Does the form want the VIN with or without spaces?""",
             [dl], [v], "licence number; VIN (check digit computed) is printed on the car")


@case("en", "health-member-id")
def _():
    mid = R.choice(["XJH", "ZGP", "W2M", "YLK"]) + rd(9)
    group = rd(7)
    return T(f"""The urgent care front desk wants my insurance details over the phone. From my card: Member ID {mid}, Group {group}, RxBIN 004336, RxPCN ADV. Who do they actually bill, the group or me?""",
             [mid], [group, "004336"], "member id is a secret; group number and pharmacy BIN are plan-wide")


@case("en", "au-medicare-tfn")
def _():
    m8 = str(R.randint(2, 6)) + rd(7)
    med = m8 + medicare_check(m8) + str(R.randint(1, 5))
    tfn = tfn_make()
    abn = abn_make()
    return T(f"""Starting a new casual job in Melbourne. They asked for my TFN ({grp(tfn, [3, 3, 3])}) and my Medicare number {grp(med, [4, 5, 1])} for the onboarding form. Their ABN is {grp(abn, [2, 3, 3, 3])}. Is it normal for an employer to want Medicare?""",
             [grp(tfn, [3, 3, 3]), grp(med, [4, 5, 1])], [grp(abn, [2, 3, 3, 3])],
             "TFN and Medicare number (both computed); employer ABN (computed) is public")


@case("en", "uk-nino-company")
def _():
    ni = nino_make()
    ch = "%08d" % R.randint(6000000, 15999999)
    return T(f"""HMRC letter says my tax code is wrong. My National Insurance number is {ni}. The employer on the letter has company number {ch} on Companies House. Who do I contact, HMRC or payroll?""",
             [ni], [ch], "NI number is a secret; company registration number is public")


@case("en", "airbnb-wifi-router")
def _():
    pw = pw_human()
    sn = rs(UP + DG, 13)
    return T(f"""The wifi at our Airbnb keeps dropping. Host's card says network "Casa_Lumi_5G", password {pw}. The router is a TP-Link Archer AX55, serial {sn} on the sticker. Any quick fixes before I message the host?""",
             [pw], [sn], "Wi-Fi password entrusted to the guest; router serial is a look-alike")


@case("en", "lockbox-spelled")
def _():
    d = pin(4)
    spelled = " ".join(d)
    res = "HM" + rs(UP + DG, 8)
    return T(f"""Note for my sister who's picking up the keys: the lockbox by the garage opens with {spelled} (turn the dials, then pull down). Reservation code if the host asks is {res}. Can you rewrite this as a friendly text?""",
             [spelled], [res], "key-box code written digit by digit; reservation code is a look-alike")


@case("en", "house-sitter-codes")
def _():
    gate = pin(4)
    alarm = pin(5)
    chip = "985" + rd(12)
    ph = us_phone()
    return T(f"""Making a house-sitting sheet. Side gate keypad: {gate} then #. Alarm panel: disarm with {alarm}, it beeps for 30 seconds first. Dog is Pepper, microchip {chip}, vet is {ph}. Can you format this as a one-page checklist?""",
             [gate, alarm], [chip, ph], "gate and alarm codes; microchip number and vet phone are look-alikes")


@case("en", "security-answers")
def _():
    maiden = R.choice(["Kowalczyk", "Fitzgerald", "Abernathy", "Lindqvist", "Okonkwo", "Delacroix"])
    pet = R.choice(["Biscuit", "Rusty", "Mittens", "Pickles", "Shadow", "Taco"])
    street = R.choice(["Larchmont", "Wexford Lane", "Cottonwood Drive", "Alder Court", "Beaumont Ave"])
    return T(f"""I always forget what I put for my credit union's security questions. For the record: mother's maiden name = {maiden}, first pet = {pet}, street I grew up on = {street}. Please remember these for next time I get locked out.""",
             [maiden, pet, street], [], "answers to security questions")


@case("en", "netflix-password")
def _():
    pw = pw_human()
    return T(f"""Netflix on the living room TV shows error NW-2-5 and logs me out, and now it wants the password again. It's {pw} and it says incorrect, but it works on my phone?? What's going on""",
             [pw], ["NW-2-5"], "account password; streaming error code is a look-alike")


@case("en", "onepassword-master")
def _():
    master = diceware(5, "-")
    sk = "A3-" + "-".join(rs(UP + DG, n) for n in (6, 6, 5, 5, 5, 5))
    return T(f"""Setting up 1Password on my new Mac. Master password is {master} and the Secret Key from the Emergency Kit is {sk}. It says "incorrect Secret Key", did I mix up 0 and O somewhere?""",
             [master, sk], [], "master passphrase and account Secret Key")


@case("en", "router-admin-correction")
def _():
    good = pw_random(14)
    i = R.randint(3, 10)
    typo = good[:i] + good[i + 1:]
    fw = "1.1.%d Build 2024%02d%02d rel.%d" % (R.randint(0, 9), R.randint(1, 12), R.randint(10, 28), R.randint(30000, 69999))
    return T(f"""Router admin login for the Archer C80 is admin / {typo}, I want to turn off WPS. Firmware says {fw}.
---
wait no, I dropped a character. it's {good}""",
             [typo, good], [fw], "password given with a typo and then corrected; both strings are secrets")


@case("en", "password-two-halves")
def _():
    full = pw_random(20)
    a, b = full[:10], full[10:]
    return T(f"""I'm going to send my work laptop's BitLocker PIN... no sorry, the Windows password, in two bits because the chat keeps autocorrecting it. First half: {a}
---
second half: {b}
---
put them together and tell me how many characters it is, IT says it must be at least 16""",
             [a, b], [], "password split across two messages")


@case("en", "root-password-announced")
def _():
    pw = pw_random(18)
    return T(f"""I'll give you the root password for the staging box in my next message, can you keep it so I can ask later?
---
{pw}
---
thanks. the box is staging-02, ssh on port 2222""",
             [pw], [], "password announced in one message and given alone in the next")


@case("en", "mysql-cli-p")
def _():
    pw = pw_url(14)
    return T(f"""$ mysql -h 127.0.0.1 -u root -p{pw} shopdb
mysql: [Warning] Using a password on the command line interface can be insecure.
ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (2)

server version should be 8.0.36-0ubuntu0.22.04.1, it was running yesterday""",
             [pw], ["8.0.36-0ubuntu0.22.04.1"], "password glued to -p; version string is a look-alike")


@case("en", "docker-compose-passwords")
def _():
    pg = pw_url(18)
    adm = pw_human()
    dig = "sha256:" + hexs(64)
    return T(f"""pgadmin can't reach postgres in this compose file, both start fine:

services:
  db:
    image: postgres@{dig}
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: {pg}
  pgadmin:
    image: dpage/pgadmin4:8.6
    environment:
      PGADMIN_DEFAULT_EMAIL: admin@local.test
      PGADMIN_DEFAULT_PASSWORD: "{adm}"
    ports: ["5050:80"]""",
             [pg, adm], [dig], "two passwords in compose YAML; image digest is a look-alike")


@case("en", "k8s-secret-base64")
def _():
    raw = pw_url(20)
    enc = base64.b64encode(raw.encode()).decode()
    uid = uuid4()
    return T(f"""kubectl get secret api-db -o yaml gives me this, is the password stored correctly?

apiVersion: v1
data:
  DB_PASSWORD: {enc}
  DB_USER: YXBp
kind: Secret
metadata:
  name: api-db
  namespace: payments
  uid: {uid}
type: Opaque""",
             [enc], [uid], "base64-encoded password in a Secret manifest; uid is a look-alike")


@case("en", "npmrc-token")
def _():
    t = npm_token()
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    return T(f"""npm publish fails with E403 on our scoped package. ~/.npmrc:

//registry.npmjs.org/:_authToken={t}
@acme:registry=https://registry.npmjs.org/

package-lock has "integrity": "{integ}" for the old version, could that be why?""",
             [t], [integ], "npm automation token; lockfile integrity hash is a look-alike")


@case("en", "gitlab-ci-token")
def _():
    t = glpat()
    pipe = str(R.randint(1100000000, 1399999999))
    return T(f"""Pipeline {pipe} fails at the release stage with "HTTP Basic: Access denied". In .gitlab-ci.yml I have

release:
  script:
    - git remote set-url origin https://oauth2:{t}@gitlab.com/acme/tools.git
    - git push origin HEAD:main --tags

is oauth2 the right username for a project token?""",
             [t], [pipe], "GitLab token inside a remote URL; pipeline id is a look-alike")


@case("en", "terraform-do-token")
def _():
    t = do_token()
    droplet = str(R.randint(380000000, 459999999))
    return T(f"""terraform plan wants to destroy droplet {droplet} and I don't know why. terraform.tfvars:

do_token   = "{t}"
region     = "fra1"
image      = "ubuntu-24-04-x64"
size       = "s-2vcpu-4gb"

I only changed the size.""",
             [t], [droplet, "ubuntu-24-04-x64"], "DigitalOcean token in tfvars; droplet id and image slug are look-alikes")


@case("en", "azure-storage-conn")
def _():
    key = azure_key()
    sub = uuid4()
    return T(f"""Function app can't write blobs, error 403 AuthorizationFailure. App setting:

AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=stinvoicesweu01;AccountKey={key};EndpointSuffix=core.windows.net

Subscription is {sub}, the storage account has "Allow public access" off. Related?""",
             [key], [sub], "AccountKey value in a connection string; subscription id is a look-alike")


@case("en", "hf-token-notebook")
def _():
    t = hf_token()
    rev = hexs(40)
    return T(f"""In Colab:

from huggingface_hub import login
login(token="{t}")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", revision="{rev}")

gives 401 "Access to model is restricted". I accepted the license yesterday.""",
             [t], [rev], "Hugging Face token; model revision hash is a look-alike")


@case("en", "telegram-bot-token")
def _():
    t = telegram_token()
    chat = "-100" + rd(10)
    return T(f"""my python-telegram-bot script worked yesterday, today it says Conflict: terminated by other getUpdates request. token={t}, group chat id {chat}. do I need to kill something on the server?""",
             [t], [chat], "bot token; group chat id is a look-alike")


@case("en", "curl-basic-auth")
def _():
    user = "ci-" + rs(LO, 5)
    pw = pw_url(24)
    sha1 = hexs(40)
    return T(f"""Artifactory download works in the browser but not in the job:

curl -f -O https://{user}:{pw}@artifacts.acme.internal/artifactory/libs-release/com/acme/core/4.12.0/core-4.12.0.jar

the expected sha1 of the jar is {sha1}. curl exits 22.""",
             [f"{user}:{pw}"], [sha1], "user:password embedded in a URL; the artifact checksum is a look-alike")


@case("en", "it-temp-password-email")
def _():
    tmp = R.choice(["Welcome", "Spring", "Harbor", "Summit"]) + rd(4) + R.choice("!#$")
    inc = "INC%07d" % R.randint(100000, 999999)
    return T(f"""Forwarding the email from IT because I can't figure out the first login:

"Hi Priya, your account has been created. Username: pnair. Temporary password: {tmp} (you will be asked to change it at first sign-in). Reference: {inc}. Regards, Service Desk"

It says "your password has expired" immediately. Is that normal?""",
             [tmp], [inc], "temporary password in a pasted e-mail; ServiceNow incident number is a look-alike")


@case("en", "apple-recovery-key")
def _():
    rk = "-".join(rs(UP + DG, 4) for _ in range(7))
    sn = rs("CDFGHJKLMNPQRTVWXY0123456789", 10)
    return T(f"""Apple says I need my recovery key to get back in. I printed it when I set it up: {rk}. The MacBook serial is {sn} if that helps support. Does the key work if I also changed my phone number?""",
             [rk], [sn], "Apple account recovery key; device serial is a look-alike")


@case("en", "bitlocker-recovery")
def _():
    key = bitlocker_key()
    kid = str(_uuid.UUID(bytes=rbytes(16))).upper()
    return T(f"""Laptop boots into the blue BitLocker recovery screen after a BIOS update. It shows Recovery key ID {kid[:8]}, and in my Microsoft account I found:

Key ID: {kid}
Recovery key: {key}

Is that the right one? The ID matches the first 8 characters.""",
             [key], [kid], "48-digit recovery key (each block a multiple of 11); the key id GUID is a look-alike")


@case("en", "binance-api")
def _():
    k, s = rs(AN, 64), rs(AN, 64)
    oid = str(R.randint(28000000000, 39999999999))
    return T(f"""My trading bot places orders but can't cancel them: "Signature for this request is not valid". Config:

BINANCE_API_KEY={k}
BINANCE_API_SECRET={s}

the order it fails on is orderId {oid}. Am I signing the query string wrong?""",
             [k, s], [oid], "exchange API key and secret; order id is a look-alike")


@case("en", "family-password-table")
def _():
    rows = [("Netflix", "mom@family.mail", pw_human()), ("Disney+", "mom@family.mail", pw_human()),
            ("Comcast", "the.garcias", pw_random(12))]
    masked = "****" + rd(4)
    return T(f"""Can you turn this into a tidy table for the family binder?

| service | login | password | notes |
|---|---|---|---|
| {rows[0][0]} | {rows[0][1]} | {rows[0][2]} | 4 screens |
| {rows[1][0]} | {rows[1][1]} | {rows[1][2]} | billed to card {masked} |
| {rows[2][0]} | {rows[2][1]} | {rows[2][2]} | router in hall closet |""",
             [r[2] for r in rows], [masked], "passwords in a markdown table; masked card is a look-alike")


@case("en", "sim-puk-imei")
def _():
    puk = rd(8)
    spin = pin(4)
    iccid = iccid_make()
    imei = imei_make()
    return T(f"""My phone says SIM locked, enter PUK. The card the SIM came on has PUK {puk}, and my SIM PIN was {spin}. The ICCID printed on it is {iccid} and the phone's IMEI is {imei}. If I get the PUK wrong is the SIM dead forever?""",
             [puk, spin], [iccid, imei], "PUK and SIM PIN; ICCID and IMEI (Luhn computed) are identifiers")


@case("en", "pgpass-line")
def _():
    user = "report_ro"
    pw = pw_url(18)
    line = f"analytics-db.internal:5432:warehouse:{user}:{pw}"
    return T(f"""psql still prompts for a password even though I added this line to ~/.pgpass:

{line}

file permissions are 0644. is that the problem?""",
             [f"{user}:{pw}"], [], ".pgpass line; only the user:password fields are secret")


@case("en", "datadog-vs-sentry")
def _():
    dd = hexs(32)
    sentry = hexs(32)
    proj = str(R.randint(4500000000000000, 4509999999999999))
    return T(f"""Two things in our frontend/backend config I'm unsure about before open-sourcing the repo:

DD_API_KEY={dd}   # backend agent
SENTRY_DSN=https://{sentry}@o{R.randint(100000, 999999)}.ingest.sentry.io/{proj}   # browser bundle

Which of these can stay public?""",
             [dd], [sentry], "Datadog API key is a secret; the Sentry DSN public key (same shape) is meant to be public")


@case("en", "mapbox-sk-pk")
def _():
    sk, pk = mapbox_pair("lenatravels")
    return T(f"""For my travel blog map: in the HTML I use {pk} and in the upload script I use {sk} to push new tilesets. Is it safe that both are in the same GitHub repo if the repo is private?""",
             [sk], [pk], "Mapbox secret token vs the public token built the same way")


@case("en", "za-id-company")
def _():
    zid = za_id_make()
    reg = "20%02d/%06d/07" % (R.randint(10, 23), R.randint(100000, 999999))
    return T(f"""Applying for a store account at a furniture shop in Durban. They want my ID number {zid} and say they're registered as {reg} with CIPC. Can they legally keep a copy of my ID book?""",
             [zid], [reg], "South African ID (Luhn computed); company registration number is public")


@case("en", "sg-nric-uen")
def _():
    d7 = rd(7)
    pre = R.choice("ST")
    nric = pre + d7 + sg_nric_letter(pre, d7)
    uen = "20%02d%05d%s" % (R.randint(10, 23), R.randint(10000, 99999), R.choice(UP))
    return T(f"""The condo management asked for my NRIC {nric} to register my car for the carpark. Their company UEN is {uen}. Under PDPA aren't they supposed to only take the last 4 characters?""",
             [nric], [uen], "NRIC (check letter computed); company UEN is public")


@case("en", "ng-bvn-nuban")
def _():
    bvn = "22" + rd(9)
    acct = nuban_make("058")
    sess = "0000" + rd(26)
    return T(f"""Transfer from my GTBank account {acct} failed but I was debited. The receipt shows session ID {sess}. The customer care agent on WhatsApp is asking for my BVN {bvn} to reverse it. Is that legit?""",
             [acct, bvn], [sess], "own NUBAN (check digit computed) and BVN; transfer session id is a reference")


@case("en", "ie-ppsn-eircode")
def _():
    pp = ie_ppsn_make()
    eir = R.choice(["D02", "D04", "D08", "T12", "H91", "V94"]) + " " + rs("ACDEFHKNPRTVWXY0123456789", 4)
    return T(f"""Registering with a GP in Dublin. Form asks for PPS number ({pp}) and Eircode, mine is {eir}. Do I need to bring the PPS card in person too?""",
             [pp], [eir], "PPSN (check letter computed); Eircode is a postal code")


@case("en", "aws-key-rotated")
def _():
    k1, s1 = aws_akid(), aws_secret()
    k2, s2 = aws_akid(), aws_secret()
    return T(f"""can you check my ~/.aws/credentials?

[default]
aws_access_key_id = {k1}
aws_secret_access_key = {s1}
---
oh wait, that's the old pair, I deactivated it last week. The current one is
aws_access_key_id = {k2}
aws_secret_access_key = {s2}""",
             [k1, s1, k2, s2], [], "old (deactivated) and new key pairs are all secrets")


@case("en", "android-keystore")
def _():
    sp = pw_human()
    kp = pw_human()
    sha1 = ":".join(rs("0123456789ABCDEF", 2) for _ in range(20))
    return T(f"""Play Console rejects my upload: "signed with the wrong key". build.gradle signingConfigs:

release {{
    storeFile file("upload-keystore.jks")
    storePassword "{sp}"
    keyAlias "upload"
    keyPassword "{kp}"
}}

Console expects SHA-1 {sha1}. How do I check which SHA-1 my jks has?""",
             [sp, kp], [sha1], "keystore passwords; certificate fingerprint is public")


# ----------------------------------------------------------------------------- English, negative
@case("en", "aws-docs-example")
def _():
    return T(f"""In the IAM tutorial they use {AWS_DOC_ID} and {AWS_DOC_SECRET} with account 123456789012. If I paste those into my CLI config just to follow along, will anything bad happen or do they just fail?""",
             [], [AWS_DOC_ID, AWS_DOC_SECRET, "123456789012"], "AWS documentation example credentials and account id")


@case("en", "stripe-test-cards")
def _():
    return T("""Writing QA steps for checkout. Use 4242 4242 4242 4242 for a successful payment, 4000 0000 0000 0002 for a generic decline and 4000 0025 0000 3155 to trigger 3D Secure. Any expiry in the future and any 3-digit CVC. Anything else I should cover?""",
             [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0025 0000 3155"],
             "Stripe documentation test card numbers")


@case("en", "git-log-checksums")
def _():
    c1, c2 = hexs(40), hexs(40)
    iso = hexs(64)
    return T(f"""git bisect points at {c1} but the parent {c2} also fails for me. Separately, the ISO I downloaded has sha256 {iso} — does that match the published one for ubuntu-24.04-desktop-amd64.iso? I can't find the SHA256SUMS file.""",
             [], [c1, c2, iso], "commit hashes and a file checksum")


@case("en", "error-log-uuids")
def _():
    a, b = uuid4(), uuid4()
    trace = hexs(32)
    return T(f"""Seeing this in prod every few minutes:

2024-05-15 03:12:09,441 WARN  [order-service] retry exhausted orderId={a} correlationId={b} traceId={trace} attempt=5

what's the usual pattern to dead-letter these?""",
             [], [a, b, trace], "UUIDs and a trace id in a log line")


@case("en", "tracking-numbers")
def _():
    ups = "1Z" + rs(UP + DG, 6) + "03" + rd(8)
    usps = grp4("9400" + rd(18))
    fedex = rd(12)
    return T(f"""Three packages supposedly delivered, none here. UPS {ups}, USPS {usps}, FedEx {fedex}. Who do I file with first, the carrier or the seller?""",
             [], [ups, usps, fedex], "carrier tracking numbers")


@case("en", "env-example-placeholders")
def _():
    return T("""Is this .env.example ok to commit?

OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work
DATABASE_URL=postgres://<user>:<password>@localhost:5432/app
JWT_SECRET=changeme
STRIPE_KEY=your_stripe_key_here""",
             [], ["sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "xoxb-not-a-real-token-this-will-not-work",
                  "<user>:<password>", "changeme", "your_stripe_key_here"], "placeholders in an example env file")


@case("en", "masked-statement")
def _():
    a, b = rd(4), rd(4)
    ref = "74%s" % rd(21)
    return T(f"""My statement shows two charges from "SQ *BLUE BOTTLE" on card **** **** **** {a} and one on XXXX-XXXX-XXXX-{b} which is my husband's card. The dispute form wants the transaction reference, the statement says {ref}. Is that the right number?""",
             [], ["**** **** **** " + a, "XXXX-XXXX-XXXX-" + b, ref], "masked card numbers and an acquirer reference")


@case("en", "famous-example-passwords")
def _():
    return T("""For a security awareness slide: why is "correct horse battery staple" considered stronger than "Tr0ub4dor&3"? And should I mention that P@ssw0rd and hunter2 still show up in breach lists every year?""",
             [], ["correct horse battery staple", "Tr0ub4dor&3", "P@ssw0rd", "hunter2"],
             "famous example passwords discussed as examples")


@case("en", "charity-iban-donation")
def _():
    bank, sort, acct, ib = gb_bank()
    bic = {"NWBK": "NWBKGB2L", "BARC": "BARCGB22", "LOYD": "LOYDGB21", "HBUK": "HBUKGB4B", "MIDL": "MIDLGB22"}[bank]
    ref = "GIFT" + rd(6)
    return T(f"""I want to send £50 from my Spanish account to the Oxford food bank. Their website lists IBAN {grp4(ib)}, BIC {bic}, and asks to use reference {ref} so they can claim Gift Aid. Will my bank charge a fee for that?""",
             [], [grp4(ib), bic, ref], "a charity's published IBAN, its BIC and a payment reference")


@case("en", "meeting-id-phone")
def _():
    mid = "%s %s %s" % (rd(3), rd(4), rd(4))
    ph = us_phone()
    return T(f"""Can you write an invite for Thursday 3pm ET: Zoom meeting ID {mid}, dial-in for people without internet {ph}. Keep it short and friendly.""",
             [], [mid, ph], "meeting id and phone number")


@case("en", "flight-booking")
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    et = "125" + rd(10)
    return T(f"""BA cancelled my flight BA0287 and rebooked me tomorrow. Booking ref {pnr}, e-ticket {et}. Am I owed compensation under UK261 for a 20-hour delay?""",
             [], [pnr, et, "BA0287"], "booking reference, e-ticket and flight numbers")


@case("en", "supplier-tax-ids")
def _():
    d8 = rdn(8)
    vat = "DE" + d8 + mod11_10(d8)
    ein = "%02d-%s" % (R.randint(10, 98), rd(7))
    duns = "%s-%s-%s" % (rd(2), rd(3), rd(4))
    return T(f"""Please put our suppliers' identifiers on the invoice template: the German one has VAT ID {vat}, the US one EIN {ein} and D-U-N-S {duns}. Where do these usually go on an invoice?""",
             [], [vat, ein, duns], "companies' VAT id (check digit computed), EIN and DUNS")


@case("en", "onchain-public")
def _():
    contract = "0x" + hexs(40)
    tx = "0x" + hexs(64)
    blk = str(R.randint(19000000, 20999999))
    return T(f"""Is the token at contract {contract} a scam? Someone airdropped it to me in tx {tx} at block {blk}. I haven't touched it.""",
             [], [contract, tx, blk], "contract address, transaction hash and block number")


@case("en", "jwt-io-example")
def _():
    return T(f"""Learning about JWTs. The example on jwt.io is {JWT_IO} — why can anyone read the name in it? Isn't it supposed to be encrypted?""",
             [], [JWT_IO], "the jwt.io documentation token")


@case("en", "image-digests-pods")
def _():
    dig = "sha256:" + hexs(64)
    pod = "checkout-api-%s-%s" % (rs(LO + DG, 10), rs(LO + DG, 5))
    return T(f"""Pod {pod} is in CrashLoopBackOff after the deploy. It pulled ghcr.io/acme/checkout-api:2.8.1 with digest {dig}. The previous tag 2.8.0 was fine. How do I roll back cleanly with kubectl?""",
             [], [pod, dig, "2.8.1"], "pod name, image digest, version tag")


@case("en", "bank-swift-routing")
def _():
    return T("""A friend in Germany wants to wire me money to my Chase account. Is Chase's SWIFT code CHASUS33, and what's the routing number for wires, is it 021000021 for every state?""",
             [], ["CHASUS33", "021000021"], "a bank's public SWIFT code and routing number")


@case("en", "windows-kms-keys")
def _():
    return T("""Microsoft's docs list W269N-WFGWX-YVC9B-4J6C9-T83GX for Pro and NPPR9-FWDCX-D2C8J-H872K-2YT43 for Enterprise under KMS client setup keys. Are these free licences or do they need a KMS server?""",
             [], ["W269N-WFGWX-YVC9B-4J6C9-T83GX", "NPPR9-FWDCX-D2C8J-H872K-2YT43"], "public generic volume licence keys")


@case("en", "redacted-log")
def _():
    tail = rs(AN, 4)
    return T(f"""Our logging lib redacts like this, is it enough?

login ok user=jdoe password=******** token=[REDACTED] api_key=sk-...{tail} card=************1881""",
             [], ["********", "[REDACTED]", "sk-..." + tail, "************1881"], "redacted and masked values")


@case("en", "docs-connection-string")
def _():
    return T("""The Prisma docs say DATABASE_URL="postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public". Do I literally keep "johndoe" for local dev or is that a placeholder?""",
             [], ["johndoe:randompassword"], "documentation example connection string credentials")


@case("en", "bip39-test-vector")
def _():
    m = " ".join(["abandon"] * 11 + ["about"])
    return T(f"""Every BIP39 tutorial uses "{m}" as the example mnemonic. Is it true people still send coins to wallets derived from it by accident?""",
             [], [m], "well-known BIP39 test mnemonic")


@case("en", "rfc6238-seed")
def _():
    b32 = base64.b32encode(b"12345678901234567890").decode()
    return T(f"""RFC 6238 test vectors use the ASCII seed 12345678901234567890, which is {b32} in base32. For T = 59 the SHA1 code should be 94287082. My implementation gives something else, where do people usually go wrong?""",
             [], [b32, "12345678901234567890", "94287082"], "RFC 6238 test seed and expected code")


# ----------------------------------------------------------------------------- other languages
W = {
    "zh": ["woaini", "xiaoxiao", "tianyi", "huahua", "Beijing", "Xiamen", "mengmeng", "Laohu"],
    "ja": ["sakura", "Neko", "Tokyo", "hikari", "Sora", "mikan", "Yuki", "Hanabi"],
    "ko": ["saranghae", "Haneul", "byeol", "Seoul", "gomdori", "Busan", "Dalnim"],
    "ar": ["Qamar", "Nour", "Sahara", "Dubai", "Saqr", "Yasmin", "Layali"],
    "fa": ["Tehran", "Golnar", "Setareh", "Baran", "Shiraz", "Parvaneh", "Anar"],
    "he": ["Shalom", "Tapuz", "Shemesh", "Galgal", "Haifa", "Kelev", "Dvash"],
    "hi": ["Pyaar", "Chhotu", "Mumbai", "Ganesha", "Surya", "Jalebi", "Monu"],
    "ru": ["Solnyshko", "Vesna", "Kotik", "Moskva", "Zvezda", "Medved", "Lastochka", "Romashka"],
    "uk": ["Kvitka", "Sonechko", "Kyiv", "Kalyna", "Barvinok", "Zironka", "Lviv"],
    "pl": ["Kwiatek", "Krakow", "Pierogi", "Slonce", "Wiosna", "Kotek", "Jablko"],
    "cs": ["Kocicka", "Praha", "Pivo", "Jaro", "Slunicko", "Brno", "Medvidek"],
    "de": ["Sonnenblume", "Kaffeetasse", "Bergsee", "Hamburg", "Schneemann", "Zitrone", "Eichhorn"],
    "fr": ["Papillon", "Soleil", "Fromage", "Chaton", "Marseille", "Citron", "Lavande"],
    "es": ["Mariposa", "Girasol", "Tortuga", "Chocolate", "Sevilla", "Canela", "Estrella"],
    "pt": ["Saudade", "Flamengo", "Coxinha", "Abacaxi", "Borboleta", "Lisboa", "Pipoca"],
    "it": ["Girasole", "Farfalla", "Pomodoro", "Gattino", "Napoli", "Limone", "Tiramisu"],
    "nl": ["Tulpen", "Fietsbel", "Stroopwafel", "Zonnetje", "Molen", "Hagelslag", "Kikker"],
    "sv": ["Kanelbulle", "Midsommar", "Lingon", "Ekorre", "Blabar", "Tomte", "Sill"],
    "da": ["Hygge", "Kanelsnegl", "Rugbrod", "Sommerfugl", "Lakrids", "Fodbold", "Aarhus"],
    "nb": ["Fjellet", "Brunost", "Solsikke", "Bergen", "Skogen", "Elgen", "Vaffel"],
    "fi": ["Sauna", "Kissa", "Mustikka", "Karhu", "Pulla", "Tampere", "Lumiukko"],
    "hu": ["Paprika", "Balaton", "Cica", "Maci", "Debrecen", "Pogacsa", "Napsugar"],
    "ro": ["Soare", "Pisica", "Brasov", "Cozonac", "Primavara", "Dunare", "Ghiocel"],
    "el": ["Thalassa", "Ilios", "Gatos", "Kalimera", "Athina", "Portokali", "Meli"],
    "tr": ["Galatasaray", "Kedi", "Istanbul", "Simit", "Bahar", "Deniz", "Lokum"],
    "vi": ["anhyeuem", "SaiGon", "ConMeo", "Hoasen", "Bongbong", "Mattroi", "Hanoi"],
    "th": ["Suay", "Maew", "Krungthep", "Sabai", "Chiangmai", "Mali", "Nong"],
    "id": ["Matahari", "Kucing", "Rendang", "Bandung", "Sayang", "Melati", "Bintang"],
    "tl": ["Mahal", "Bituin", "Manila", "Adobo", "Ganda", "Sampaguita", "Bunso"],
    "sw": ["Simba", "Jua", "Nairobi", "Tembo", "Rafiki", "Kilimanjaro", "Twiga"],
}


def cn_mobile():
    return "1" + R.choice(["38", "39", "58", "59", "86", "87", "36", "77"]) + rd(8)


# --- Chinese
@case("zh", "id-card-rental")
def _():
    cid = cn_id_make()
    ph = cn_mobile()
    sf = "SF" + rd(13)
    return T(f"""帮我把租房合同里的承租人信息整理一下：姓名王磊，身份证号{cid}，手机{ph}。押金收据是顺丰寄过来的，单号{sf}，这个也要写进合同吗？""",
             [cid], [ph, sf], "身份证号 (check computed); phone and SF tracking number are look-alikes")


@case("zh", "alipay-pin-order")
def _():
    p = pin(6)
    order = rdn(19)
    return T(f"""我刚把支付宝的支付密码改成{p}了，怕自己忘，你帮我记一下。另外淘宝订单{order}一直显示“待发货”，已经五天了，怎么催商家比较有效？""",
             [p], [order], "six-digit payment PIN; Taobao order number")


@case("zh", "salary-card-cnaps")
def _():
    c = card("621483")
    cn = "308584" + rd(6)
    return T(f"""HR让我把工资卡信息发给她：招商银行，卡号{grp4(c)}，开户行招商银行深圳科技园支行，联行号{cn}。直接在企业微信里发给她安全吗？""",
             [grp4(c)], [cn], "own bank card number (Luhn); the branch clearing code is public")


@case("zh", "invoice-uscc")
def _():
    u = uscc_make()
    fpdm = "0440" + rd(8)
    fphm = rd(8)
    return T(f"""报销要填发票信息，帮我核对一下格式：购买方名称 深圳市星河云帆科技有限公司，统一社会信用代码 {u}，发票代码 {fpdm}，发票号码 {fphm}，开票日期 2024年5月10日。""",
             [], [u, fpdm, fphm], "company credit code (both check characters computed) and invoice numbers")


# --- Japanese
@case("ja", "mynumber-houjin")
def _():
    m = my_number_make()
    h = houjin_make()
    return T(f"""年末調整の書類にマイナンバーを書く欄があるんだけど、{grp(m, [4, 4, 4])} で12桁合ってるか確認してほしい。勤務先の法人番号は {h} って書いてあった。""",
             [grp(m, [4, 4, 4])], [h], "個人番号 (check digit computed); 法人番号 (check digit computed) is public")


@case("ja", "bank-account-pin")
def _():
    acct = rd(7)
    p = pin(4)
    return T(f"""仕送りを振り込んでもらう口座をメモしておいて。三菱UFJ銀行（銀行コード0005）渋谷支店 普通預金 {acct}。キャッシュカードの暗証番号は{p}。親に暗証番号まで教えるのはやめたほうがいいよね？""",
             [acct, p], ["0005"], "own account and cash-card PIN; bank code is public")


@case("ja", "delivery-order")
def _():
    o = "2%02d-%s-%s" % (R.randint(49, 50), rd(7), rd(7))
    y = grp(rd(12), [4, 4, 4], "-")
    return T(f"""Amazonで買ったドライヤー（型番 EH-NA0J-A）がまだ届かない。注文番号 {o}、ヤマト運輸の伝票番号 {y} で追跡しても「荷物受付」のまま。問い合わせた方がいい？""",
             [], ["EH-NA0J-A", o, y], "model, order and tracking numbers")


@case("ja", "vpn-password-next")
def _():
    pw = pw_human(W["ja"])
    return T(f"""会社のVPNのパスワード、次のメッセージで送るから覚えておいて。
---
{pw}
---
ありがとう。月末に変更しないといけないから、その時また聞くね。""",
             [pw], [], "password announced, then given in the next message")


# --- Korean
@case("ko", "rrn-lease")
def _():
    r = kr_rrn_make()
    b = kr_brn_make()
    tel = "02-%d-%s" % (R.randint(300, 999), rd(4))
    return T(f"""전세 계약서 특약사항 정리 좀 해줘. 임차인 김민준, 주민등록번호 {r}. 중개사무소 사업자등록번호 {b}, 전화 {tel}.""",
             [r], [b, tel], "주민등록번호 (check computed); business registration number (check computed) and phone")


@case("ko", "salary-account-pin")
def _():
    acct = "%s-%s-%s" % (rd(6), rd(2), rd(6))
    p = pin(4)
    cj = rd(12)
    return T(f"""내 월급 통장 정보 메모해줘: 국민은행 {acct}, 예금주 박서연. 통장 비밀번호는 {p}. 그리고 택배 송장번호 {cj} 조회 좀 해줄 수 있어?""",
             [acct, p], [cj], "own account and PIN; parcel invoice number")


@case("ko", "coupang-refund")
def _():
    o = rdn(14)
    rma = "R" + rd(10)
    tel = "1577-" + rd(4)
    return T(f"""쿠팡 주문번호 {o} 환불이 아직 안 들어왔어요. 반품 접수번호는 {rma}이고, 고객센터 {tel}로 전화하면 되나요?""",
             [], [o, rma, tel], "order, return and phone numbers")


# --- Arabic
@case("ar", "emirates-id-iban")
def _():
    e = emirates_id_make()
    ef = "%s-%s-%s-%s" % (e[:3], e[3:7], e[7:14], e[14])
    ib = iban_of("AE")
    return T(f"""أريد تحديث بياناتي في تطبيق البنك. رقم الهوية الإماراتية: {ef}، ورقم الآيبان الخاص بي: {grp4(ib)}. رمز السويفت للبنك هو EBILAEAD، هل أحتاجه للتحويل داخل الدولة؟""",
             [ef, grp4(ib)], ["EBILAEAD"], "Emirates ID (Luhn) and own IBAN; bank SWIFT code is public")


@case("ar", "otp-noon-order")
def _():
    otp = otp6()
    o = "NAEH" + rd(10)
    return T(f"""وصلتني هذه الرسالة: «رمز التحقق الخاص بك هو {otp}. لا تشارك هذا الرمز مع أي شخص.» وفي نفس الوقت طلبي رقم {o} من نون لم يصل بعد. هل الرسالتان مرتبطتان؟""",
             [otp], [o], "verification code in a pasted SMS; order number")


@case("ar", "saudi-vat-invoice")
def _():
    vat = sa_vat_make()
    cr = "10" + rd(8)
    inv = "INV-%d-%05d" % (2024, R.randint(1, 99999))
    return T(f"""وصلتني فاتورة من متجر إلكتروني فيها: الرقم الضريبي {vat}، رقم السجل التجاري {cr}، رقم الفاتورة {inv}. كيف أتأكد أن الفاتورة نظامية ومسجلة في هيئة الزكاة والضريبة؟""",
             [], [vat, cr, inv], "a shop's VAT and commercial registration numbers, invoice number")


# --- Persian
@case("fa", "melli-sheba")
def _():
    m = iran_code_make().translate(FA_DIG)
    ib = iban_of("IR")
    tr = rd(12).translate(FA_DIG)
    return T(f"""برای درخواست وام باید کد ملی و شماره شبا را وارد کنم. کد ملی من {m} است و شماره شبا {grp4(ib)}. شماره پیگیری درخواست قبلی هم {tr} بود؛ آن را هم لازم دارند؟""",
             [m, grp4(ib)], [tr], "کد ملی (check computed, Persian digits) and own Sheba; tracking number")


@case("fa", "card-cvv2-dynamic")
def _():
    c = card("610433")
    cv = rd(4)
    otp = rd(8)
    return T(f"""کارت بانک ملت من: {grp4(c, "-")}، CVV2 آن {cv} و تاریخ انقضا ۱۴۰۵/۰۸. رمز دوم پویا هم که الان پیامک شد {otp} است. میخواهم از سایت خرید کنم ولی خطای «اطلاعات کارت نامعتبر» میدهد. مشکل از کجاست؟""",
             [grp4(c, "-"), cv, otp], [], "card number, CVV2 and dynamic second password")


@case("fa", "digikala-postal")
def _():
    o = "DKC-" + rd(9)
    pc = (rd(5) + "-" + rd(5)).translate(FA_DIG)
    tel = ("021" + rd(8)).translate(FA_DIG)
    return T(f"""سفارش {o} من در دیجیکالا هنوز ارسال نشده. کد پستی {pc} را درست وارد کرده بودم. شماره پشتیبانی که پیدا کردم {tel} است، درست است؟""",
             [], [o, pc, tel], "order number, postal code, phone")


# --- Hebrew
@case("he", "tz-kupat-holim")
def _():
    tz = il_id_make()
    pw = pw_human(W["he"])
    ref = rd(8)
    return T(f"""תעדכן לי את הפרטים לטופס של קופת חולים: תעודת זהות {tz}, הסיסמה לאתר {pw}. מספר ההזמנה של התור לרופאה הוא {ref}.""",
             [tz, pw], [ref], "ID number (check computed) and password; appointment number")


@case("he", "bank-account-branch")
def _():
    br = str(R.randint(600, 999))
    acct = rd(7)
    return T(f"""תנסח לי הודעה קצרה לאמא שלי שתעביר לי את הכסף לחשבון שלי: בנק לאומי (10), סניף {br}, חשבון מספר {acct}. תודה!""",
             [acct], [br], "own account number; branch number is public")


@case("he", "supplier-invoice")
def _():
    hp = il_corp_make()
    inv = str(R.randint(10000, 99999))
    tel = "03-" + rd(7)
    return T(f"""קיבלתי חשבונית מספק חדש: ח.פ. {hp}, חשבונית מס מספר {inv}, טלפון {tel}. איך אני מזין את זה בתוכנת הנהלת החשבונות?""",
             [], [hp, inv, tel], "company number (check computed), invoice number, phone")


# --- Hindi
@case("hi", "aadhaar-pan-kyc")
def _():
    a = aadhaar_make()
    p = pan_make("S")
    ifsc = "SBIN0" + rd(6)
    return T(f"""मुझे बैंक का KYC फॉर्म भरना है। मेरा आधार नंबर {grp(a, [4, 4, 4])} है और PAN {p}। ब्रांच का IFSC कोड {ifsc} है, क्या ये भी भरना ज़रूरी है?""",
             [grp(a, [4, 4, 4]), p], [ifsc], "Aadhaar (Verhoeff computed) and PAN; IFSC is a bank code")


@case("hi", "upi-pin-utr")
def _():
    utr = rdn(12)
    up = pin(6)
    return T(f"""PhonePe से पेमेंट फेल हो गया लेकिन पैसे कट गए। UTR नंबर {utr} है। कस्टमर केयर वाला फोन पर मेरा UPI PIN {up} माँग रहा है, क्या देना चाहिए?""",
             [up], [utr], "UPI PIN is a secret; UTR is a transaction reference")


@case("hi", "pnr-gstin")
def _():
    pnr = rdn(10)
    g = gstin_make()
    return T(f"""मेरा PNR {pnr} है, ट्रेन 12951 राजधानी, कोच B3। होटल के बिल पर GSTIN {g} लिखा है, ये असली है या नहीं कैसे चेक करूँ?""",
             [], [pnr, g, "12951"], "PNR, train number and GSTIN (check computed)")


# --- Russian
@case("ru", "passport-snils")
def _():
    pas = "%02d %02d %s" % (R.choice([45, 46, 40, 77, 50]), R.randint(10, 23), rd(6))
    d9 = str(R.randint(100, 199)) + rd(6)
    sn = "%s-%s-%s %s" % (d9[:3], d9[3:6], d9[6:], snils_check(d9))
    d = rdn(9)
    inn = d + inn10_check(d)
    bik = "044525" + rd(3)
    return T(f"""Заполняю анкету для нового работодателя. Паспорт {pas}, выдан ГУ МВД России по г. Москве, СНИЛС {sn}. В реквизитах компании ИНН {inn}, БИК банка {bik}. ИНН и БИК компании ведь можно не скрывать?""",
             [pas, sn], [inn, bik], "passport and SNILS (check computed); company INN (check computed) and BIK are public")


@case("ru", "gosuslugi-login")
def _():
    pw = pw_human(W["ru"])
    code = rd(6)
    z = rdn(10)
    return T(f"""Не могу войти на Госуслуги. Логин — мой номер телефона, пароль {pw}. Код из СМС {code} пришёл, но пишет «неверный код». Номер моего заявления {z}, может, его заблокировали?""",
             [pw, code], [z], "password and SMS code; application number")


@case("ru", "aliexpress-tracking")
def _():
    s = s10_make("RB", "SG")
    ali = "81" + rd(14)
    return T(f"""Посылка {s} с AliExpress третий день висит в статусе «Прибыло в сортировочный центр». Номер заказа {ali}. Куда писать — в Почту России или продавцу?""",
             [], [s, ali], "S10 tracking number (check computed) and order number")


# --- Ukrainian
@case("uk", "rnokpp-card-loan")
def _():
    r = ua_rnokpp_make()
    c = card("516875")
    cv = rd(3)
    ed = rdn(8)
    return T(f"""Допоможи заповнити анкету на кредит: РНОКПП {r}, картка ПриватБанку {grp4(c)}, CVV {cv}. Роботодавець — ТОВ «Зелена Долина», код ЄДРПОУ {ed}.""",
             [r, grp4(c), cv], [ed], "tax number (check computed), card and CVV; employer's EDRPOU code")


@case("uk", "iban-wifi")
def _():
    ib = iban_of("UA")
    mfo = ib[4:10]
    wifi = pw_human(W["uk"])
    return T(f"""Запиши, будь ласка: мій рахунок для оплат від клієнтів — IBAN {grp4(ib)}, МФО банку {mfo}. І пароль від вайфаю в новій квартирі: {wifi}""",
             [grp4(ib), wifi], [mfo], "own IBAN and Wi-Fi password; bank MFO code is public")


@case("uk", "nova-poshta")
def _():
    ttn = "20450" + rd(9)
    roz = rdn(9)
    return T(f"""Замовила на Rozetka (замовлення № {roz}), продавець відправив Новою Поштою, ТТН {ttn}. Коли приблизно прийде до Львова?""",
             [], [roz, ttn], "order and waybill numbers")


# --- Polish
@case("pl", "pesel-umowa")
def _():
    p = pl_pesel_make()
    d = pl_id_make()
    nip = pl_nip_make()
    return T(f"""Wypełniam umowę zlecenie. Mój PESEL: {p}, nr dowodu osobistego: {d}. Zleceniodawca: NIP {nip}. Sprawdzisz, czy wszystko się zgadza?""",
             [p, d], [nip], "PESEL and ID card number (checks computed); company NIP (computed)")


@case("pl", "blik-scam")
def _():
    b = rd(6)
    a = uuid4()
    ib = iban_of("PL")
    return T(f"""Ktoś zadzwonił, że jest z banku, i kazał mi wygenerować kod BLIK i mu go podać. Wygenerowałem {b}, ale jeszcze nie podałem. Zwrot za zamówienie z Allegro nr {a} miał wpłynąć na moje konto {grp4(ib)}. Czy to oszustwo?""",
             [b, grp4(ib)], [a], "BLIK code and own account; order id")


@case("pl", "inpost-regon")
def _():
    inp = "6" + rd(23)
    reg = pl_regon_make()
    fv = "FV/%d/05/2024" % R.randint(100, 999)
    return T(f"""Paczka InPost nr {inp} utknęła w sortowni. Sklep ma REGON {reg}, a na fakturze jest nr {fv}. Gdzie złożyć reklamację?""",
             [], [inp, reg, fv], "parcel number, REGON (check computed), invoice number")


# --- Czech
@case("cs", "rodne-cislo")
def _():
    rc = cz_rc_make()
    op = rdn(9)
    ico = cz_ico_make()
    return T(f"""Potřebuju vyplnit přihlášku do zaměstnání: rodné číslo {rc}, číslo občanky {op}. Zaměstnavatel má IČO {ico}. Můžeš mi to zkontrolovat?""",
             [rc, op], [ico], "birth number (mod 11) and ID card; company IČO (check computed)")


@case("cs", "ucet-pin")
def _():
    a = cz_acct_make()
    vs = rdn(10)
    p = pin(4)
    return T(f"""Na můj účet {a}/0800 mi má přijít vratka od e-shopu, variabilní symbol {vs}. A změnila jsem si PIN ke kartě na {p} – připomeň mi ho, kdybych ho zapomněla.""",
             [a, p], [vs], "own account (weighted check computed) and card PIN; payment symbol")


@case("cs", "faktura-vs")
def _():
    fak = "2024" + rd(4)
    ico = cz_ico_make()
    vs = rdn(10)
    return T(f"""Přišla mi faktura č. {fak} od firmy s IČO {ico}, variabilní symbol {vs}, splatnost 31. 5. Je normální, že VS je jiný než číslo faktury?""",
             [], [fak, ico, vs], "invoice number, company id, payment symbol")


# --- German
@case("de", "familienkasse")
def _():
    st = steuer_id_make()
    stf = grp(st, [2, 3, 3, 3])
    ib = iban_of("DE")
    vg = "V-2024-%06d" % R.randint(1, 999999)
    return T(f"""Kannst du mir beim Antrag für die Familienkasse helfen? Meine Steuer-ID ist {stf}, IBAN {grp4(ib)}, BIC COBADEFFXXX. Oben auf dem Brief steht noch die Vorgangsnummer {vg} – muss die auch ins Formular?""",
             [stf, grp4(ib)], ["COBADEFFXXX", vg], "Steuer-ID (check computed) and own IBAN; BIC and case number")


@case("de", "tan-sms-panic")
def _():
    tan = rd(6)
    p = pin(5)
    auf = rdn(8)
    return T(f"""Ich hab grad per SMS eine TAN {tan} für eine Überweisung über 2.480,00 € bekommen, die ich gar nicht gemacht hab!! Meine Online-Banking-PIN ist {p}, muss ich die jetzt ändern? In der SMS steht noch Auftrags-Nr. {auf}.""",
             [tan, p], [auf], "TAN and banking PIN; order number from the SMS")


@case("de", "kvnr-hausarzt")
def _():
    letter = R.choice(UP)
    d8 = rd(8)
    kv = letter + d8 + kvnr_check(letter, d8)
    ik = "10" + rd(7)
    return T(f"""Für die Anmeldung beim neuen Hausarzt: Versichertennummer {kv}, Krankenkasse TK, IK-Nummer {ik}. Reicht das, oder brauchen die noch die Karte?""",
             [kv], [ik], "health insurance number (check computed); insurer's IK number")


@case("de", "lieferant-rechnung")
def _():
    d8 = rdn(8)
    ust = "DE" + d8 + mod11_10(d8)
    re_ = "RE-2024-%04d" % R.randint(1, 9999)
    dhl = "00340434" + rd(12)
    return T(f"""Bitte prüf die Rechnung von unserem Lieferanten: USt-IdNr. {ust}, Rechnungsnummer {re_}, DHL-Sendungsnummer {dhl}. Fehlt da irgendwas, was Pflicht ist?""",
             [], [ust, re_, dhl], "VAT id (check computed), invoice and parcel numbers")


@case("de", "wlan-in-teilen")
def _():
    full = pw_random(24, "!#%+-")
    a, b = full[:12], full[12:]
    return T(f"""Das WLAN-Passwort für die Ferienwohnung ist ewig lang, ich schick's in zwei Teilen. Teil 1: {a}
---
Teil 2: {b}
---
Netzwerkname ist FRITZ!Box 7590 XK. Warum verbindet sich mein Laptop trotzdem nicht?""",
             [a, b], [], "Wi-Fi password split over two messages")


# --- French
@case("fr", "secu-mutuelle")
def _():
    nir = nir_make()
    adh = rdn(9)
    siren, siret = siret_make()
    sf = grp(siret, [3, 3, 3, 5])
    return T(f"""Je dois remplir le formulaire de la mutuelle : numéro de sécurité sociale {nir}, numéro d'adhérent {adh}. L'employeur, c'est SIRET {sf}. Tu peux vérifier que je n'ai rien oublié ?""",
             [nir, adh], [sf], "NIR (key computed) and member number; employer SIRET (Luhn computed)")


@case("fr", "rib-loyer")
def _():
    ib = iban_of("FR")
    ref = "LOY-%s-%02d" % (rd(5), R.randint(1, 12))
    return T(f"""Voici mon RIB pour le virement du loyer : IBAN {grp4(ib)}, BIC BNPAFRPPXXX. Le propriétaire veut que je mette la référence {ref} dans le libellé, ça rentre dans les 140 caractères ?""",
             [grp4(ib)], ["BNPAFRPPXXX", ref], "own IBAN (RIB key and mod 97 computed); BIC and reference")


@case("fr", "digicode-livreur")
def _():
    dig = rd(4) + R.choice("AB")
    boite = pin(4)
    cmd = "CMD-" + rd(8)
    return T(f"""Pour le livreur de demain, je te donne le digicode de l'immeuble dans le message suivant, tu pourras me rédiger une petite note ?
---
{dig}, puis porte B, 3e étage à gauche. Et la boîte à clés pour la cave c'est {boite}.
---
Ah, et le numéro de commande c'est {cmd}.""",
             [dig, boite], [cmd], "door code and key-box code over several messages; order number")


@case("fr", "colissimo-tva")
def _():
    col = "6A" + rd(11)
    fac = "F-2024-%04d" % R.randint(1, 9999)
    siren = with_luhn(rdn(8))
    tva = "FR" + fr_tva_key(siren) + siren
    return T(f"""Colis Colissimo {col} bloqué depuis 4 jours. Facture n° {fac}, le vendeur a le numéro de TVA {tva}. Je fais la réclamation où, chez La Poste ou chez le vendeur ?""",
             [], [col, fac, tva], "tracking, invoice and VAT numbers (VAT key computed)")


# --- Spanish
@case("es", "dni-seguridad-social")
def _():
    d = es_dni_make()
    nss = es_nss_make()
    cif = es_cif_make()
    return T(f"""Me piden para el contrato: DNI {d}, número de afiliación a la Seguridad Social {nss}. La empresa es Reformas Guadalquivir S.L. con CIF {cif}. ¿Es normal que me lo pidan por WhatsApp?""",
             [d, nss], [cif], "DNI (letter computed) and social security number (check computed); company CIF (computed)")


@case("es", "tarjeta-en-dos")
def _():
    c = grp4(card("visa"))
    a, b = c[:9], c[10:]
    cv = rd(3)
    loc = rs(UP + DG, 8)
    return T(f"""Te paso la tarjeta en dos mensajes por si acaso: {a}
---
{b}, caduca 11/27, CVV {cv}. Es para que me ayudes a rellenar la reserva del hotel en Sevilla, localizador {loc}.""",
             [a, b, cv], [loc], "card number split across two messages with CVV; booking locator")


@case("es", "nip-banca-mx")
def _():
    n = pin(4)
    pw = pw_human(W["es"])
    ml = "2000" + rd(12)
    return T(f"""Oye, ¿me guardas esto? NIP del cajero: {n}. Contraseña de la banca en línea: {pw}. Y el número de pedido de Mercado Libre es {ml}, por si tengo que reclamar.""",
             [n, pw], [ml], "ATM PIN and online banking password; order number")


@case("es", "clabe-tienda")
def _():
    d17 = R.choice(["072", "012", "002", "014"]) + "180" + rd(11)
    clabe = d17 + clabe_digit(d17)
    ref = rd(7)
    guia = rd(22)
    return T(f"""La tienda me pidió transferir a su CLABE {clabe} con la referencia {ref}, y el número de guía de Estafeta es {guia}. ¿Cómo sé que no es fraude?""",
             [], [clabe, ref, guia], "a shop's CLABE (check computed), reference, tracking number")


# --- Portuguese
@case("pt", "cpf-senha-cnpj")
def _():
    c = cpf_make()
    s = rd(8)
    cn = cnpj_make()
    return T(f"""Tô fazendo o cadastro no app do banco: CPF {c}, senha de 8 dígitos {s}. A loja onde comprei tem CNPJ {cn}, dá pra usar isso pra reclamar no Procon?""",
             [c, s], [cn], "CPF (check digits computed) and banking password; shop CNPJ (computed)")


@case("pt", "utente-nif-multibanco")
def _():
    ut = rdn(9)
    nif = pt_nif_make()
    ent = str(R.randint(10000, 29999))
    ref = grp(rd(9), [3, 3, 3])
    return T(f"""Preciso de marcar consulta no centro de saúde: o meu número de utente é {ut} e o NIF {nif}. Já agora, a fatura da luz tem Entidade {ent} e Referência {ref} — pago no multibanco ou no MB Way?""",
             [ut, nif], [ent, ref], "health user number and NIF (check computed); Multibanco entity and payment reference")


@case("pt", "rastreio-boleto")
def _():
    s = s10_make("NL", "BR")
    b = rd(47)
    bol = "%s.%s %s.%s %s.%s %s %s" % (b[:5], b[5:10], b[10:15], b[15:21], b[21:26], b[26:32], b[32], b[33:])
    return T(f"""Meu pedido com código de rastreio {s} tá parado em Curitiba faz uma semana. E o boleto da faculdade tem a linha digitável {bol}. Consigo pagar depois do vencimento?""",
             [], [s, bol], "tracking code (S10 check computed) and boleto line")


# --- Italian
@case("it", "codice-fiscale-medico")
def _():
    cf = it_cf_make(R.random() < 0.5)
    ts = "80380" + rd(15)
    piva = with_luhn(rd(7) + R.choice(["015", "058", "063", "001"]))
    return T(f"""Devo compilare il modulo per il medico di base: codice fiscale {cf}, numero tessera sanitaria {ts}. Lo studio medico ha partita IVA {piva}. Mi aiuti a scrivere la mail?""",
             [cf, ts], [piva], "codice fiscale (check char computed) and health card number; partita IVA (computed)")


@case("it", "iban-pin-bancomat")
def _():
    ib = iban_of("IT")
    p = pin(5)
    o = rdn(9)
    return T(f"""Mi annoti l'IBAN del mio conto per il rimborso? {grp4(ib)}. E il PIN del bancomat nuovo è {p}, lo so che non dovrei ma lo dimentico sempre. Il rimborso riguarda l'ordine n. {o}.""",
             [grp4(ib), p], [o], "own IBAN and ATM PIN; order number")


@case("it", "bolletta-pod")
def _():
    pod = "IT001E" + rd(8)
    fatt = rd(12)
    sdi = rs(UP + DG, 7)
    return T(f"""Nella bolletta della luce trovo codice POD {pod}, numero fattura {fatt} e codice SDI {sdi}. Quale devo dare al nuovo fornitore per il cambio?""",
             [], [pod, fatt, sdi], "meter point, invoice and SDI codes")


# --- Dutch
@case("nl", "bsn-digid")
def _():
    b = bsn_make()
    pw = pw_human(W["nl"])
    kvk = rdn(8)
    return T(f"""Ik moet huurtoeslag aanvragen. Mijn BSN is {b} en mijn DigiD-wachtwoord {pw}. De verhuurder heeft KvK-nummer {kvk}. Help je me met de stappen?""",
             [b, pw], [kvk], "BSN (11-proof computed) and DigiD password; landlord's KvK number")


@case("nl", "betalingskenmerk")
def _():
    bk = grp4(rd(16))
    ib = iban_of("NL")
    p = pin(4)
    return T(f"""De Belastingdienst wil dat ik betaal met betalingskenmerk {bk}. Mijn eigen rekening is {grp4(ib)}. Mijn pincode is {p}, moet ik die ergens invullen bij iDEAL?""",
             [grp4(ib), p], [bk], "own IBAN and PIN; 16-digit payment reference grouped like a card")


@case("nl", "postnl-bol")
def _():
    tt = "3S" + rs(UP, 4) + rd(9)
    bol = "A" + rd(9)
    return T(f"""Mijn pakketje met track & trace {tt} staat al drie dagen op 'gesorteerd'. Bestelnummer bij bol is {bol}. Moet ik PostNL bellen of bol?""",
             [], [tt, bol], "tracking and order numbers")


# --- Swedish
@case("sv", "personnummer-bankid")
def _():
    p = se_pnr_make()
    org = with_luhn("55" + rd(7))
    orgf = org[:6] + "-" + org[6:]
    bid = rd(6)
    return T(f"""Jag ska fylla i hyreskontraktet: mitt personnummer är {p}. Hyresvärdens organisationsnummer är {orgf}. Och säkerhetskoden till mitt BankID är {bid} – kan du spara den åt mig?""",
             [p, bid], [orgf], "personnummer (Luhn) and BankID code; company organisationsnummer (Luhn)")


@case("sv", "konto-swish")
def _():
    clr = str(R.randint(8000, 8499)) if R.random() < 0.5 else str(R.randint(6000, 6999))
    konto = rd(9)
    sw = "123 %s %s %s" % (rd(3), rd(2), rd(2))
    return T(f"""Lönen ska sättas in på mitt konto: clearingnummer {clr}, kontonummer {konto}. Och jag vill swisha 200 kr till insamlingen, deras Swishnummer är {sw}.""",
             [konto], [clr, sw], "own account number; clearing number and a charity's Swish number")


@case("sv", "bankgiro-ocr")
def _():
    bg = with_luhn(rdn(7))
    bgf = bg[:4] + "-" + bg[4:]
    ocr = with_luhn(rdn(11))
    return T(f"""Fakturan från elbolaget: bankgiro {bgf}, OCR-nummer {ocr}, förfallodag 2024-06-28. Hur lägger jag in det i bankappen?""",
             [], [bgf, ocr], "company bankgiro and OCR reference (Luhn computed)")


# --- Danish
@case("da", "cpr-mitid")
def _():
    y, m, d = pdate(1970, 2000)
    cpr = "%02d%02d%02d-%s" % (d, m, y % 100, rd(4))
    cvr = dk_cvr_make()
    pw = pw_human(W["da"])
    return T(f"""Jeg skal udfylde lejekontrakten: mit CPR-nummer er {cpr}. Udlejers CVR-nummer er {cvr}. Og min adgangskode til MitID er {pw} – den skal selvfølgelig ikke stå i kontrakten!""",
             [cpr, pw], [cvr], "CPR number and MitID password; landlord's CVR (check computed)")


@case("da", "webshop-gls")
def _():
    reg = str(R.randint(1000, 9999))
    kto = rd(10)
    fak = rd(6)
    gls = rd(11)
    return T(f"""Webshoppen skriver, at jeg skal overføre til reg.nr. {reg} kontonr. {kto} med fakturanr. {fak}. Pakken sendes med GLS, pakkenummer {gls}. Er det normalt, at man ikke kan betale med MobilePay?""",
             [], [reg, kto, fak, gls], "a shop's bank account, invoice and parcel numbers")


# --- Norwegian
@case("nb", "fodselsnummer-bankid")
def _():
    f = no_fnr_make()
    pw = pw_human(W["nb"])
    org = no_org_make()
    return T(f"""Skal søke studielån i Lånekassen. Fødselsnummeret mitt er {f}, og passordet til BankID er {pw}. Arbeidsgiveren har org.nr. {org[:3]} {org[3:6]} {org[6:]}.""",
             [f, pw], [f"{org[:3]} {org[3:6]} {org[6:]}"], "fødselsnummer (both check digits computed) and password; org number (computed)")


@case("nb", "konto-kid")
def _():
    u = no_konto_make()
    m = no_konto_make()
    kid = with_luhn(rd(R.randint(8, 14)))
    fmt = lambda k: "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    return T(f"""Husleia skal betales til utleiers konto {fmt(u)} med KID {kid}. Refusjonen fra NAV kommer inn på min konto {fmt(m)}. Kan du sette opp en påminnelse?""",
             [fmt(m)], [fmt(u), kid], "own account (mod 11) is a secret; landlord's account (mod 11) and KID (Luhn) are not")


# --- Finnish
@case("fi", "hetu-vuokrasopimus")
def _():
    h = fi_hetu_make()
    y = fi_ytunnus_make()
    tl = rd(4)
    return T(f"""Täytän vuokrasopimusta: henkilötunnukseni on {h}. Vuokranantajan Y-tunnus on {y}. Verkkopankin tunnusluku on {tl}, tarvitaanko sitä tähän?""",
             [h, tl], [y], "henkilötunnus (control character computed) and bank code; business id (computed)")


@case("fi", "lasku-viite-wifi")
def _():
    saaja = iban_of("FI")
    oma = iban_of("FI")
    v = fi_viite_make()
    wifi = pw_human(W["fi"])
    return T(f"""Laskussa lukee saajan tilinumero {grp4(saaja)} ja viitenumero {v}. Maksan omalta tililtäni {grp4(oma)}. Ja mökin wifi-salasana on {wifi}, muistathan sen ensi kesänä.""",
             [grp4(oma), wifi], [grp4(saaja), v], "own IBAN and Wi-Fi password; payee IBAN and reference (7-3-1 computed)")


@case("fi", "posti-seuranta")
def _():
    s = "JJFI" + rd(20)
    t = rdn(8)
    return T(f"""Postin lähetys {s} on ollut kuljetuksessa viikon. Tilausnumero {t}. Kannattaako soittaa Postiin vai verkkokauppaan?""",
             [], [s, t], "tracking and order numbers")


# --- Hungarian
@case("hu", "adoazonosito-taj")
def _():
    a = hu_adoaz_make()
    t = hu_taj_make()
    c = hu_cegado_make()
    return T(f"""Munkába álláshoz kell a papír: adóazonosító jelem {a}, TAJ-számom {grp(t, [3, 3, 3])}. A cég adószáma {c}. Jó a formátum?""",
             [a, grp(t, [3, 3, 3])], [c], "tax id and TAJ (checks computed); company tax number (check computed)")


@case("hu", "szamlaszam-netbank")
def _():
    g = hu_giro_make()
    gf = "%s-%s-%s" % (g[:8], g[8:16], g[16:])
    pw = pw_human(W["hu"])
    r = rdn(10)
    return T(f"""A számlaszámom {gf}, ide kérem a visszatérítést. A netbank jelszavam {pw}, ezt ne írd bele a levélbe! Rendelésszám: {r}.""",
             [gf, pw], [r], "own account (check digits computed) and password; order number")


# --- Romanian
@case("ro", "cnp-rambursare")
def _():
    c = ro_cnp_make()
    ib = iban_of("RO")
    cui = "RO" + ro_cui_make()
    return T(f"""Completez cererea de rambursare: CNP {c}, IBAN {grp4(ib)}. Angajatorul are CUI {cui}. Mai trebuie ceva?""",
             [c, grp4(ib)], [cui], "CNP (check computed) and own IBAN; employer CUI (check computed)")


@case("ro", "emag-otp-awb")
def _():
    otp = otp6()
    pw = pw_human(W["ro"])
    awb = rdn(10)
    return T(f"""Am primit SMS: „Codul tău de autentificare este {otp}.” dar nu am încercat să mă loghez. Parola de la contul eMAG e {pw}. Și AWB-ul coletului e {awb}. Ce fac, schimb parola?""",
             [otp, pw], [awb], "login code and password; courier waybill")


# --- Greek
@case("el", "amka-afm")
def _():
    y, m, d = pdate(1970, 2002)
    amka = with_luhn("%02d%02d%02d" % (d, m, y % 100) + rd(4))
    afm = gr_afm_make("1")
    afm_co = gr_afm_make("089")
    return T(f"""Συμπληρώνω την αίτηση για το επίδομα: ΑΜΚΑ {amka}, ΑΦΜ {afm}. Ο εργοδότης μου έχει ΑΦΜ {afm_co}. Είναι σωστά τα ψηφία;""",
             [amka, afm], [afm_co], "AMKA (Luhn) and own tax number (check computed); employer's tax number (computed)")


@case("el", "taxisnet-pin")
def _():
    pw = pw_human(W["el"])
    p = pin(4)
    ap = rd(6) + "/" + rd(2)
    return T(f"""Οι κωδικοί μου για το Taxisnet: όνομα χρήστη gpapadop82, κωδικός {pw}. Το PIN της χρεωστικής μου είναι {p}. Θέλω να βρω την απόδειξη με αριθμό {ap}, πού ψάχνω;""",
             [pw, p], [ap], "tax portal password and card PIN; receipt number")


# --- Turkish
@case("tr", "tc-edevlet")
def _():
    tc = tckn_make()
    pw = pw_human(W["tr"])
    v = tr_vkn_make()
    return T(f"""Kira sözleşmesi için TC kimlik numaram {tc}. e-Devlet şifrem {pw}. Emlak ofisinin vergi numarası {v}. Sözleşmeye hangilerini yazmalıyım?""",
             [tc, pw], [v], "TC kimlik (checks computed) and password; company tax number (check computed)")


@case("tr", "maas-iban-kargo")
def _():
    ib = iban_of("TR")
    p = pin(4)
    k = rdn(12)
    return T(f"""Maaş hesabım: {grp4(ib)}. Banka kartımın şifresi {p}. Trendyol siparişimin kargo takip numarası {k}, nerede olduğunu nasıl öğrenirim?""",
             [grp4(ib), p], [k], "own IBAN and card PIN; cargo tracking number")


@case("tr", "hepsiburada-ettn")
def _():
    s = rdn(10)
    e = uuid4().upper()
    tel = "0850 %s %s %s" % (rd(3), rd(2), rd(2))
    return T(f"""Hepsiburada sipariş numaram {s}, e-fatura ETTN {e}. Müşteri hizmetleri {tel} numarasından mı arıyor, yoksa dolandırıcı mı?""",
             [], [s, e, tel], "order number, e-invoice UUID, phone")


# --- Vietnamese
@case("vi", "cccd-vneid")
def _():
    cc = R.choice(["001", "079", "031", "048"]) + R.choice("01") + str(R.randint(70, 99)) + rd(6)
    pw = pw_human(W["vi"])
    mst = "0" + rd(9)
    return T(f"""Mình cần điền hồ sơ xin việc: số CCCD {cc}, mật khẩu VNeID là {pw}. Công ty có mã số thuế {mst}. Bạn xem giúp mình mẫu đơn nhé.""",
             [cc, pw], [mst], "citizen id and password; company tax code")


@case("vi", "chuyen-khoan-otp")
def _():
    stk = "10" + rd(8)
    otp = otp6()
    ft = "FT24" + rd(10)
    return T(f"""Mình vừa chuyển tiền từ tài khoản Vietcombank {stk} của mình, nhập mã OTP {otp} xong rồi mà người nhận chưa thấy tiền. Mã giao dịch trên biên lai là {ft}. Phải làm sao?""",
             [stk, otp], [ft], "own account and OTP; transfer reference on the receipt")


@case("vi", "shopee-ghn")
def _():
    sh = "2405" + rd(2) + rs(UP + DG, 8)
    g = "G" + rs(UP + DG, 7)
    return T(f"""Đơn Shopee {sh} giao qua GHN, mã vận đơn {g}, mà hai ngày rồi vẫn "đang lấy hàng". Mình nên liên hệ ai?""",
             [], [sh, g], "order and waybill codes")


# --- Thai
@case("th", "id-atm-ems")
def _():
    t = th_id_make()
    tf = "%s-%s-%s-%s-%s" % (t[0], t[1:5], t[5:10], t[10:12], t[12])
    p = pin(6)
    ems = s10_make("EX", "TH")
    return T(f"""ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน {tf} รหัสเอทีเอ็ม {p} ส่วนพัสดุที่รออยู่เลขคือ {ems}""",
             [tf, p], [ems], "Thai id (check computed) and ATM PIN; EMS number (S10 check computed)")


@case("th", "otp-ref-sms")
def _():
    otp = otp6()
    ref = rs(UP, 4)
    return T(f"""ได้ SMS นี้มา: "OTP={otp} (Ref.{ref}) สำหรับทำรายการโอนเงิน 5,000.00 บาท ห้ามบอกรหัสนี้แก่ผู้อื่น" แต่ไม่ได้ทำรายการอะไรเลย มีคนโทรมาบอกว่าเป็นธนาคารขอรหัสนี้ ควรทำยังไงดี""",
             [otp], [ref], "OTP is a secret; the OTP reference letters are not")


@case("th", "tax-invoice")
def _():
    tax = th_id_make("0105")
    inv = "IV" + rd(8)
    return T(f"""ใบกำกับภาษีจากร้านมีเลขประจำตัวผู้เสียภาษี {tax} เลขที่ใบกำกับ {inv} เอาไปใช้ลดหย่อนภาษีได้ไหม""",
             [], [tax, inv], "company tax id (check computed) and invoice number")


# --- Indonesian
@case("id", "nik-npwp-bpjs")
def _():
    y, m, d = pdate(1975, 2003)
    nik = R.choice(["3171", "3273", "3578", "3374"]) + "%02d" % R.randint(1, 30) + "%02d%02d%02d" % (d, m, y % 100) + rd(4)
    n = rd(15)
    npwp = "%s.%s.%s.%s-%s.%s" % (n[:2], n[2:5], n[5:8], n[8], n[9:12], n[12:])
    resi = "JP" + rd(10)
    return T(f"""Tolong bantu isi formulir BPJS: NIK saya {nik}, NPWP {npwp}. Kartunya nanti dikirim lewat JNE, nomor resinya {resi}.""",
             [nik, npwp], [resi], "NIK and NPWP; courier receipt number")


@case("id", "va-pin-otp")
def _():
    va = "8" + rd(15)
    p = pin(6)
    otp = otp6()
    return T(f"""Mau bayar Tokopedia pakai virtual account {va}. PIN m-banking BCA saya {p} dan kode OTP-nya {otp}. Tadi ada yang telepon ngaku CS Tokopedia minta kodenya, aman nggak kalau saya kasih?""",
             [p, otp], [va], "PIN and OTP; merchant virtual account number")


# --- Tagalog
@case("tl", "gcash-mpin-ref")
def _():
    ref = rdn(13)
    mp = pin(4)
    otp = otp6()
    return T(f"""Nag-send ako ng pera sa GCash pero hindi dumating sa kapatid ko. Ref No. {ref}. May tumawag na taga-GCash daw, hinihingi yung MPIN ko na {mp} at yung OTP na {otp}. Ibibigay ko ba?""",
             [mp, otp], [ref], "MPIN and OTP; the transfer's Ref No. is a reference")


@case("tl", "sss-philhealth-tin")
def _():
    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1))
    ph = "%s-%s-%s" % (rd(2), rd(9), rd(1))
    tin = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    tin_co = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    return T(f"""Para sa requirements ng bagong trabaho: SSS number ko {sss}, PhilHealth {ph}, TIN {tin}. Yung TIN ng employer ko ay {tin_co}. Tama ba yung format?""",
             [sss, ph, tin], [tin_co], "own SSS, PhilHealth and TIN; employer's TIN")


@case("tl", "meralco-resibo")
def _():
    ref = rdn(13)
    lbc = rd(12)
    return T(f"""Eto yung resibo ng bayad ko sa Meralco: Ref No. {ref}, halagang ₱2,345.60, petsa 05/14/2024. Yung LBC tracking ng package ko naman ay {lbc}. Paano ko ma-verify na pumasok yung bayad?""",
             [], [ref, lbc], "receipt Ref No. and tracking number")


# --- Swahili
@case("sw", "mpesa-pin-scam")
def _():
    code = R.choice("QRS") + rs(UP + DG, 9)
    meter = rdn(11)
    p = pin(4)
    return T(f"""Nimepokea ujumbe huu baada ya kulipa stima kwa Paybill 888880: "{code} Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account {meter} on 14/5/24 at 7:42 PM. New M-PESA balance is Ksh3,210.55." Sasa kuna mtu ananipigia simu akisema ni wa Safaricom, anataka PIN yangu ya M-Pesa ({p}) ili arudishe pesa. Nimpe?""",
             [code, p], ["888880", meter], "M-Pesa confirmation code and PIN; paybill and meter number")


@case("sw", "kitambulisho-kra")
def _():
    idn = rdn(8)
    kra = "A" + rd(9) + R.choice(UP)
    tel = "07%s %s %s" % (rd(2), rd(3), rd(3))
    return T(f"""Nisaidie kujaza fomu ya mkopo: namba ya kitambulisho {idn}, KRA PIN {kra}. Namba ya simu ya mwajiri wangu ni {tel}.""",
             [idn, kra], [tel], "national id and KRA PIN; employer phone")


@case("sw", "paybill-duka")
def _():
    pb = str(R.randint(200000, 999999))
    acc = rs(UP, 3) + rd(5)
    oda = rdn(9)
    return T(f"""Duka la mtandaoni linaniambia nilipe kupitia Paybill {pb}, namba ya akaunti {acc}. Oda yangu ni {oda}. Je, ni salama?""",
             [], [pb, acc, oda], "a shop's paybill, account reference and order number")


# ============================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")


def hostile(s):
    for ch in s:
        if ch == "\n":
            continue
        if ch in "\\\u2028\u2029\ufeff\u0085\t\r":
            return repr(ch)
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            return repr(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    p = []
    text = c.get("text")
    if not isinstance(text, str) or not text.strip():
        return ["empty text"]
    if c.get("lang") not in LANGS:
        p.append("bad lang %r" % c.get("lang"))
    if not isinstance(c.get("note"), str) or not c["note"].strip():
        p.append("empty note")
    for part in text.split(SEP):
        if not part.strip():
            p.append("empty message")
    S, L = c.get("secrets"), c.get("lookalikes")
    if not isinstance(S, list) or not isinstance(L, list):
        return p + ["lists missing"]
    if not S and not L:
        p.append("nothing listed")
    for name, lst in (("secret", S), ("lookalike", L)):
        if len(set(lst)) != len(lst):
            p.append("duplicate %s" % name)
        for v in lst:
            if not isinstance(v, str) or not v or v != v.strip():
                p.append("bad %s value %r" % (name, v))
                continue
            occ = occurrences(text, v)
            if not occ:
                p.append("%s not in text: %r" % (name, v))
            if len(v) <= 6 and len(occ) > 1:
                p.append("short %s occurs %d times: %r" % (name, len(occ), v))
            for a, b in occ:
                if v[0].isdecimal() and a > 0 and text[a - 1].isdecimal():
                    p.append("%s %r embedded in a longer number" % (name, v))
                if v[-1].isdecimal() and b < len(text) and text[b].isdecimal():
                    p.append("%s %r embedded in a longer number" % (name, v))
    for v in set(S) & set(L):
        p.append("value both secret and look-alike: %r" % v)
    s_occ = [(a, b, v) for v in S for a, b in occurrences(text, v)]
    l_occ = [(a, b, v) for v in L for a, b in occurrences(text, v)]
    for a, b, v in s_occ:
        for c2, d2, w in l_occ:
            if a < d2 and c2 < b:
                p.append("secret %r overlaps look-alike %r" % (v, w))
        for c2, d2, w in s_occ:
            if w != v and a < d2 and c2 < b:
                p.append("secret %r overlaps secret %r" % (v, w))
    for field in ("text", "note"):
        h = hostile(c[field])
        if h:
            p.append("hostile character %s in %s" % (h, field))
    for v in S + L:
        if isinstance(v, str) and hostile(v):
            p.append("hostile character in value %r" % v)
    return p


def build():
    out, errors = [], []
    for n, (lang, slug, fn) in enumerate(CASES, start=1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        probs = None
        for _attempt in range(60):
            c = fn()
            c = {"id": cid, "lang": lang, "text": c["text"], "secrets": c["secrets"],
                 "lookalikes": c["lookalikes"], "note": c["note"]}
            probs = case_problems(c)
            if not probs:
                break
        if probs:
            errors.append("%s: %s" % (cid, "; ".join(sorted(set(probs)))))
        if not ID_RE.match(cid):
            errors.append("%s: bad id" % cid)
        out.append(c)
    ids = [c["id"] for c in out]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    return out, errors


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append("    %s:" % key)
                lines.extend("      - " + q(v) for v in c[key])
            else:
                lines.append("    %s: []" % key)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    try:
        selftest()
    except AssertionError:
        import traceback
        traceback.print_exc()
        print("self-test of check-digit code failed", file=sys.stderr)
        return 1
    cases, errors = build()
    if errors:
        for e in errors:
            print("ERROR " + e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(to_yaml(cases))
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
