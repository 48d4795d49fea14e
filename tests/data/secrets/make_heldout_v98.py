#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v98 for a secrets filter.

Usage: python3 make_heldout_v98.py heldout_v98.yaml

Standard library only. All values are drawn from random.Random(98). Every case is
validated before anything is written; on any problem the script exits with status 1.
"""
import datetime
import json
import random
import string
import sys

SEED = 98
PREFIX = "H98"
NAME = "heldout_v98"

D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
B64 = UP + LO + D + "+/"
B64URL = UP + LO + D + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- basic helpers
def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def rdig(r, n, first_nonzero=False):
    s = rs(r, D, n)
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def groups(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def rdate(r, y0=1955, y1=2003):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


def yymmdd(d):
    return "%02d%02d%02d" % (d.year % 100, d.month, d.day)


def ddmmyy(d):
    return "%02d%02d%02d" % (d.day, d.month, d.year % 100)


def to_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


FA_DIGITS = "۰۱۲۳۴۵۶۷۸۹"
AR_DIGITS = "٠١٢٣٤٥٦٧٨٩"


def fa(s):
    return to_digits(s, FA_DIGITS)


def arab(s):
    return to_digits(s, AR_DIGITS)


def uuid4(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1(r):
    return rs(r, HEX, 40)


def sha256(r):
    return rs(r, HEX, 64)


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


def luhn_num(r, prefix, length):
    body = prefix + rdig(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def conv36(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(cc, bban):
    chk = 98 - int(conv36(bban + cc + "00")) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(x):
    x = x.replace(" ", "")
    return int(conv36(x[4:] + x[:4])) % 97 == 1


def rf_ref(r, n=9):
    ref = rdig(r, n, True)
    chk = 98 - int(conv36(ref + "RF00")) % 97
    return "RF%02d%s" % (chk, ref)


def mod11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
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
    return sum(int(a) * b for a, b in zip(digits, weights))


# ---------------------------------------------------------------- national ids (user's own: secrets)
def us_ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def uk_nino(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rdig(r, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], r.choice("ABCD"))


def ca_sin(r):
    return luhn_num(r, r.choice("1234567"), 9)


def au_tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9]
    while True:
        b = rdig(r, 8, True)
        s = wsum(b, w) % 11
        if s != 10:
            return b + str(s)


def ie_ppsn(r):
    b = rdig(r, 7)
    s = wsum(b, [8, 7, 6, 5, 4, 3, 2])
    return b + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23]


def pesel(r):
    d = rdate(r, 1958, 2005)
    mm = d.month + (20 if d.year >= 2000 else 0)
    b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rdig(r, 4)
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_idcard(r):
    letters = rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3)
    tail = rdig(r, 5)
    vals = [int(c, 36) for c in letters] + [int(c) for c in tail]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3]))
    return letters + str(s % 10) + tail


def se_pnr(r):
    d = rdate(r)
    b = yymmdd(d) + rdig(r, 3)
    return "%s-%s%s" % (b[:6], b[6:], luhn_digit(b))


def no_fnr(r):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        d = rdate(r, 1950, 2004)
        ind = r.randint(0, 499) if d.year < 2000 else r.randint(500, 999)
        b = ddmmyy(d) + "%03d" % ind
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


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(r):
    d = rdate(r, 1950, 2004)
    n = "%03d" % r.randint(2, 899)
    c = HETU_CH[int(ddmmyy(d) + n) % 31]
    return ddmmyy(d) + ("-" if d.year < 2000 else "A") + n + c


def dk_cpr(r):
    d = rdate(r, 1950, 1999)
    return ddmmyy(d) + "-" + str(r.randint(0, 3)) + rdig(r, 3)


def nl_bsn(r):
    while True:
        b = rdig(r, 8, True)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            return b + str(c)


def cz_rc(r, female=False):
    while True:
        d = rdate(r, 1956, 2003)
        mm = d.month + (50 if female else 0)
        b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rdig(r, 3)
        c = int(b) % 11
        if c != 10:
            return b[:6] + "/" + b[6:] + str(c)


def ro_cnp(r):
    d = rdate(r, 1955, 2004)
    sx = r.choice("12") if d.year < 2000 else r.choice("56")
    b = sx + yymmdd(d) + "%02d" % r.randint(1, 40) + "%03d" % r.randint(1, 999)
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if c == 10 else str(c))


def tr_tc(r):
    b = rdig(r, 9, True)
    d = [int(c) for c in b]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return b + str(d10) + str(d11)


CN_AREAS = ["110105", "310115", "440305", "330106", "510107", "420106", "320102", "370202"]


def cn_id(r):
    d = rdate(r, 1960, 2003)
    b = r.choice(CN_AREAS) + d.strftime("%Y%m%d") + rdig(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


def kr_rrn(r):
    d = rdate(r, 1960, 2004)
    g = r.choice("12") if d.year < 2000 else r.choice("34")
    b = yymmdd(d) + g + rdig(r, 5)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def jp_mynumber(r):
    b = rdig(r, 11, True)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    return b + ("0" if rem <= 1 else str(11 - rem))


def in_aadhaar(r):
    b = r.choice("23456789") + rdig(r, 10)
    return b + verhoeff_digit(b)


def br_cpf(r):
    b = rdig(r, 9)
    d1 = (wsum(b, range(10, 1, -1)) * 10) % 11 % 10
    b += str(d1)
    d2 = (wsum(b, range(11, 1, -1)) * 10) % 11 % 10
    b += str(d2)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


def il_tz(r):
    return luhn_num(r, r.choice("0123"), 9)


def gr_afm(r, first="01"):
    b = r.choice(first) + rdig(r, 7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def gr_amka(r):
    d = rdate(r)
    return luhn_num(r, ddmmyy(d), 11)


def hu_taj(r):
    b = rdig(r, 8, True)
    return b + str(wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10)


def hu_adoazon(r):
    while True:
        d = rdate(r)
        days = (d - datetime.date(1867, 1, 1)).days
        b = "8" + "%05d" % days + rdig(r, 3)
        c = wsum(b, range(1, 10)) % 11
        if c != 10:
            return b + str(c)


def ru_snils(r):
    while True:
        b = rdig(r, 9, True)
        if int(b) > 1001998:
            break
    s = wsum(b, range(9, 0, -1))
    if s > 101:
        s %= 101
    c = 0 if s in (100, 101) else s
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ua_rnokpp(r):
    d = rdate(r, 1955, 2004)
    b = "%05d" % (d - datetime.date(1899, 12, 31)).days + rdig(r, 4)
    return b + str(wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def ir_melli(r):
    while True:
        b = rdig(r, 9)
        if b[:3] == "000":
            continue
        s = wsum(b, range(10, 1, -1)) % 11
        return b + str(s if s < 2 else 11 - s)


def th_id(r, first=None):
    b = (first or r.choice("1234538")) + rdig(r, 11)
    s = wsum(b, range(13, 1, -1))
    return b + str((11 - s % 11) % 10)


def th_fmt(x):
    return "%s-%s-%s-%s-%s" % (x[0], x[1:5], x[5:10], x[10:12], x[12])


def sa_id(r, first="1"):
    return luhn_num(r, first, 10)


def es_dni(r):
    n = rdig(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def fr_nir(r, sex=None):
    d = rdate(r, 1955, 2003)
    dept = r.choice(["75", "69", "13", "33", "59", "92", "44", "31"])
    b = (sex or r.choice("12")) + "%02d%02d" % (d.year % 100, d.month) + dept + "%03d" % r.randint(1, 400) + "%03d" % r.randint(1, 999)
    key = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


CF_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[str(_i)] = _v
for _c, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_c] = _v


def cf_char(s):
    t = 0
    for i, c in enumerate(s):
        if i % 2 == 0:
            t += CF_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return UP[t % 26]


def it_cf(r, sur3, nam3, female=False):
    d = rdate(r, 1958, 2002)
    day = d.day + (40 if female else 0)
    b = sur3 + nam3 + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1] + "%02d" % day + r.choice(["H501", "F205", "F839", "L219", "G273", "A944", "D612"])
    return b + cf_char(b)


def de_steuerid(r):
    while True:
        ds = r.sample(D, 9)
        ds.append(r.choice(ds))
        r.shuffle(ds)
        if ds[0] != "0":
            b = "".join(ds)
            return b + mod11_10(b)


def hr_oib(r):
    b = rdig(r, 10, True)
    return b + mod11_10(b)


def bg_egn(r):
    while True:
        d = rdate(r, 1955, 2004)
        mm = d.month + (40 if d.year >= 2000 else 0)
        b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rdig(r, 3)
        c = wsum(b, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
        return b + ("0" if c == 10 else str(c))


def pt_nif(r, first="12"):
    b = r.choice(first) + rdig(r, 7)
    c = 11 - wsum(b, range(9, 1, -1)) % 11
    return b + ("0" if c >= 10 else str(c))


def mx_curp(r, letters4, female=False):
    d = rdate(r, 1960, 1999)
    b = letters4 + yymmdd(d) + ("M" if female else "H") + r.choice(["DF", "JC", "NL", "PL", "MC", "VZ"]) + rs(r, "BCDFGHJKLMNPRSTVXZ", 3) + r.choice(D)
    dic = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    s = sum(dic.index(c) * (18 - i) for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def mbi(r):
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN_ = A + D
    return (r.choice("123456789") + r.choice(A) + r.choice(AN_) + r.choice(D) + "-" + r.choice(A) + r.choice(AN_)
            + r.choice(D) + "-" + r.choice(A) + r.choice(A) + r.choice(D) + r.choice(D))


# ---------------------------------------------------------------- bank accounts / ibans
def de_iban(r):
    return iban("DE", r.choice(["10010010", "12030000", "20041133", "37040044", "50010517", "70150000", "43060967"]) + rdig(r, 10))


def fr_iban(r):
    bank = r.choice(["30004", "30003", "20041", "10278", "30002", "16006"])
    branch = rdig(r, 5)
    acct = rdig(r, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return iban("FR", bank + branch + acct + "%02d" % key)


def es_ccc_digit(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - wsum(ten, w) % 11
    return "0" if c == 11 else ("1" if c == 10 else str(c))


def es_iban(r):
    bank = r.choice(["2100", "0049", "0182", "0081", "2085", "1465"])
    branch = rdig(r, 4)
    acct = rdig(r, 10)
    return iban("ES", bank + branch + es_ccc_digit("00" + bank + branch) + es_ccc_digit(acct) + acct)


def it_iban(r):
    body = r.choice(["03069", "02008", "05034", "03062", "01030"]) + rdig(r, 5) + rdig(r, 12)
    return iban("IT", cf_char(body) + body)


def nl_iban(r):
    return iban("NL", r.choice(["INGB", "ABNA", "RABO", "SNSB", "ASNB", "KNAB", "BUNQ"]) + rdig(r, 10))


def pl_iban(r):
    while True:
        bank = r.choice(["102", "105", "114", "124", "109", "116"]) + rdig(r, 4)
        c = (10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
        return iban("PL", bank + str(c) + rdig(r, 16))


def pt_iban(r):
    b = r.choice(["0035", "0033", "0007", "0010", "0036"]) + rdig(r, 4) + rdig(r, 11)
    nib = 98 - (int(b) * 100) % 97
    return iban("PT", b + "%02d" % nib)


def ie_iban(r):
    return iban("IE", r.choice(["AIBK", "BOFI"]) + rdig(r, 6) + rdig(r, 8))


def gb_iban(r, bank="NWBK"):
    return iban("GB", bank + rdig(r, 6) + rdig(r, 8))


def fi_iban(r):
    b = r.choice(["1", "2", "5", "8"]) + rdig(r, 12)
    return iban("FI", b + luhn_digit(b))


def no_konto(r):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = r.choice(["1503", "1506", "1207", "3000", "9710", "1254", "6010"]) + rdig(r, 6)
        rem = wsum(b, w) % 11
        if rem == 1:
            continue
        return b + ("0" if rem == 0 else str(11 - rem))


def hu_block(digits):
    w = [9, 7, 3, 1] * 4
    return str((10 - wsum(digits, w) % 10) % 10)


def hu_account(r):
    b1 = r.choice(["117", "104", "116", "120", "101"]) + rdig(r, 4)
    b1 += hu_block(b1)
    b2 = rdig(r, 15)
    b2 += hu_block(b2)
    return b1, b2


def ro_iban(r):
    bank = r.choice(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"])
    acct = ("RONCRT" + rdig(r, 10)) if bank == "BTRL" else rdig(r, 16)
    return iban("RO", bank + acct)


def gr_iban(r):
    return iban("GR", r.choice(["011", "017", "026", "014"]) + rdig(r, 4) + rdig(r, 16))


def tr_iban(r):
    return iban("TR", r.choice(["00010", "00064", "00062", "00046", "00067", "00015"]) + "0" + rdig(r, 16))


def ir_iban(r):
    return iban("IR", r.choice(["017", "012", "055", "056", "018"]) + "0" + rdig(r, 18))


def ae_iban(r):
    return iban("AE", r.choice(["026", "033", "035", "030"]) + rdig(r, 16))


def hr_iban(r):
    return iban("HR", r.choice(["2340009", "2360000", "2484008", "2402006"]) + rdig(r, 10, True))


def cz_account(r):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        b = rdig(r, 9, True)
        s = wsum(b, w[1:])
        c = (-s) % 11
        if c == 10:
            continue
        num = b + str(c)
        if wsum(num, w) % 11 == 0:
            return num


def mx_clabe(r):
    b = r.choice(["002", "012", "014", "072", "021"]) + rdig(r, 3) + rdig(r, 11)
    s = sum((int(c) * w) % 10 for c, w in zip(b, [3, 7, 1] * 6))
    return b + str((10 - s % 10) % 10)


def ar_cbu(r):
    b1 = r.choice(["011", "007", "017", "072", "285"]) + rdig(r, 4)
    c1 = (10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = rdig(r, 13)
    c2 = (10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


def us_routing(r):
    while True:
        b = r.choice(["02", "01", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "32"]) + rdig(r, 6)
        for c in D:
            x = b + c
            if (3 * (int(x[0]) + int(x[3]) + int(x[6])) + 7 * (int(x[1]) + int(x[4]) + int(x[7])) + int(x[2]) + int(x[5]) + int(x[8])) % 10 == 0:
                return x


# ---------------------------------------------------------------- company / public identifiers (look-alikes)
def de_vat(r):
    b = rdig(r, 8, True)
    return "DE" + b + mod11_10(b)


def de_creditor_id(r):
    nat = "0" + rdig(r, 10)
    chk = 98 - int(conv36(nat + "DE00")) % 97
    return "DE%02dZZZ%s" % (chk, nat)


def fr_siren(r):
    return luhn_num(r, r.choice("3456789"), 9)


def fr_siret(r, siren):
    b = siren + "000" + str(r.randint(1, 9))
    return b + luhn_digit(b)


def fr_vat(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def es_cif(r):
    b = rdig(r, 7)
    s = int(b[1]) + int(b[3]) + int(b[5])
    for c in b[0::2]:
        v = int(c) * 2
        s += v // 10 + v % 10
    return r.choice("AB") + b + str((10 - s % 10) % 10)


def it_piva(r):
    return luhn_num(r, "0" + rdig(r, 1), 11)


def pl_nip(r):
    while True:
        b = rdig(r, 9, True)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return b + str(c)


def cz_ico(r):
    b = rdig(r, 7, True)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def sk_icdph(r):
    while True:
        b = r.choice(["20", "40", "70"]) + rdig(r, 7)
        for c in D:
            if int(b + c) % 11 == 0:
                return "SK" + b + c


def ro_cui(r):
    b = rdig(r, 7, True)
    p = b.rjust(9, "0")
    c = wsum(p, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return b + ("0" if c == 10 else str(c))


def se_orgnr(r):
    b = r.choice(["556", "559", "802", "716"]) + rdig(r, 6)
    return "%s-%s%s" % (b[:6], b[6:], luhn_digit(b))


def se_bankgiro(r):
    b = rdig(r, 7, True)
    c = b + luhn_digit(b)
    return c[:4] + "-" + c[4:]


def dk_cvr(r):
    while True:
        b = rdig(r, 7, True)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return b + str(c)


def no_orgnr(r):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = r.choice("89") + rdig(r, 7)
        rem = wsum(b, w) % 11
        if rem == 1:
            continue
        return b + ("0" if rem == 0 else str(11 - rem))


def fi_ytunnus(r):
    while True:
        b = rdig(r, 7)
        rem = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rem == 1:
            continue
        return b + "-" + ("0" if rem == 0 else str(11 - rem))


def fi_viite(r, n=9):
    b = rdig(r, n, True)
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def hu_adoszam(r):
    b = rdig(r, 7, True)
    c = (10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return "%s%d-%s-%s" % (b, c, r.choice("2345"), "%02d" % r.randint(2, 44))


def tr_vkn(r):
    b = rdig(r, 9, True)
    s = 0
    for i in range(9):
        tmp = (int(b[i]) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        s += v
    return b + str((10 - s % 10) % 10)


def ru_inn10(r):
    b = r.choice(["77", "78", "50", "54"]) + rdig(r, 7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn(r):
    b = "1" + "%02d" % r.randint(2, 23) + r.choice(["77", "78", "50", "54"]) + rdig(r, 7)
    return b + str(int(b) % 11 % 10)


def ru_bik(r):
    return "04" + r.choice(["4525", "0305", "4030", "5004"]) + "%03d" % r.randint(50, 999)


def ru_rs(r, bik):
    w = [7, 1, 3] * 8
    b = "40702810" + "X" + rdig(r, 11)
    for c in D:
        x = bik[-3:] + b.replace("X", c)
        if wsum(x, w) % 10 == 0:
            return b.replace("X", c)


def ua_edrpou(r):
    b = rdig(r, 7, True)
    n = int(b + "0")
    w1 = [1, 2, 3, 4, 5, 6, 7] if (n < 30000000 or n > 60000000) else [7, 1, 2, 3, 4, 5, 6]
    c = wsum(b, w1) % 11
    if c == 10:
        c = wsum(b, [x + 2 for x in w1]) % 11
        if c == 10:
            c = 0
    return b + str(c)


def cn_uscc(r):
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    org = rdig(r, 8, True)
    oc = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
    org += "X" if oc == 10 else ("0" if oc == 11 else str(oc))
    b = "91" + r.choice(CN_AREAS) + org
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(al.index(c) * x for c, x in zip(b, w))
    c = 31 - s % 31
    return b + al[0 if c == 31 else c]


def kr_brn(r):
    b = rdig(r, 9, True)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    x = b + str(c)
    return "%s-%s-%s" % (x[:3], x[3:5], x[5:])


def in_gstin(r, pan):
    al = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    b = r.choice(["27", "29", "07", "33", "24", "36"]) + pan + r.choice("123") + "Z"
    s = 0
    for i, c in enumerate(b):
        p = al.index(c) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return b + al[(36 - s % 36) % 36]


def in_pan(r, kind="P"):
    return rs(r, UP, 3) + kind + r.choice(UP) + rdig(r, 4) + r.choice(UP)


def in_ifsc(r):
    return r.choice(["SBIN", "HDFC", "ICIC", "UTIB", "KKBK", "PUNB"]) + "0" + rdig(r, 6)


def br_cnpj(r):
    b = rdig(r, 8) + "0001"
    def dv(x, w):
        rem = wsum(x, w) % 11
        return "0" if rem < 2 else str(11 - rem)
    b += dv(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    b += dv(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def ar_cuit(r, prefix="30"):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = prefix + rdig(r, 8)
        c = 11 - wsum(b, w) % 11
        if c == 10:
            continue
        c = 0 if c == 11 else c
        return "%s-%s-%d" % (b[:2], b[2:], c)


def bg_eik(r):
    b = rdig(r, 8, True)
    c = wsum(b, range(1, 9)) % 11
    if c == 10:
        c = wsum(b, range(3, 11)) % 11
        if c == 10:
            c = 0
    return b + str(c)


def uk_vat(r):
    b = rdig(r, 7, True)
    c = (-wsum(b, [8, 7, 6, 5, 4, 3, 2])) % 97
    x = b + "%02d" % c
    return "GB %s %s %s" % (x[:3], x[3:7], x[7:])


def ca_bn(r):
    return luhn_num(r, r.choice("1278"), 9)


def au_abn(r):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        b = rdig(r, 11, True)
        d = [int(c) for c in b]
        d[0] -= 1
        if sum(x * y for x, y in zip(d, w)) % 89 == 0:
            return "%s %s %s %s" % (b[:2], b[2:5], b[5:8], b[8:])


def s10(r, cc, prefix=None):
    b = rdig(r, 8)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return (prefix or rs(r, "ELRCV", 1) + rs(r, UP, 1)) + b + str(c) + cc


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin(r, wmi):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ" + D
    body = wmi + rs(r, al, 5) + "0" + r.choice("KLMNPR") + rs(r, al, 1) + rdig(r, 6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * x for c, x in zip(body, w))
    c = s % 11
    return body[:8] + ("X" if c == 10 else str(c)) + body[9:]


# ---------------------------------------------------------------- provider keys and tokens
def aws_akid(r):
    return "AKIA" + rs(r, B32[:26] + "234567", 16)


def aws_secret(r):
    return rs(r, B64, 40)


def gh_pat(r):
    return "ghp_" + rs(r, AN, 36)


def slack_bot(r):
    return "xoxb-%s-%s-%s" % (rdig(r, 12, True), rdig(r, 13, True), rs(r, AN, 24))


def openai_proj(r):
    return "sk-proj-" + rs(r, AN + "-_", 74) + "T3BlbkFJ" + rs(r, AN + "-_", 74)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, AN + "-_", 93) + "AA"


def google_key(r):
    return "AIza" + rs(r, AN + "-_", 35)


def jwt(r, payload, alg="HS256"):
    import base64
    def enc(o):
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    sig_len = 43 if alg == "HS256" else 342
    return enc({"alg": alg, "typ": "JWT"}) + "." + enc(payload) + "." + rs(r, B64URL, sig_len)


def totp_seed(r, n=32):
    return rs(r, B32, n)


def mpesa_code(r, first="T"):
    return first + rs(r, UP + D, 9)


# ---------------------------------------------------------------- human secrets
EN_WORDS = ["marigold", "falcon", "harbor", "juniper", "copper", "lantern", "meadow", "pepper", "walrus", "sparrow",
            "cobalt", "thistle", "orchard", "tundra", "maple", "bramble", "saffron", "otter", "pickle", "granite",
            "velvet", "cactus", "pelican", "nutmeg", "biscuit", "quartz", "willow", "sundae", "kettle", "raven"]
SYMS = "!#$%&*?@"


def human_pw(r, words=EN_WORDS):
    w = r.choice(words)
    style = r.randint(0, 4)
    if style == 0:
        return w.capitalize() + r.choice(SYMS) + str(r.randint(1970, 2023))
    if style == 1:
        return w + str(r.randint(10, 99)) + r.choice(SYMS)
    if style == 2:
        w2 = r.choice(words)
        return w.capitalize() + w2.capitalize() + str(r.randint(1, 99))
    if style == 3:
        tbl = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"})
        return w.capitalize().translate(tbl) + str(r.randint(100, 999))
    return w + r.choice(".-_") + r.choice(words) + r.choice(SYMS) + str(r.randint(1, 9))


def strong_pw(r, n=16):
    while True:
        p = rs(r, AN + "!#$%&*+-=?@^_", n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p


def pin(r, n=4):
    while True:
        p = rdig(r, n)
        if len(set(p)) > 1 and p not in ("1234", "123456", "0000"):
            return p


def otp(r, n=6):
    return rdig(r, n, True)


BIP39_SUBSET = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
                "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
                "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
                "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
                "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
                "annual another answer antenna antique anxiety any apart apology appear apple approve april arch "
                "arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
                "artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract "
                "auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful "
                "awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely "
                "bargain barrel base basic basket battle beach bean beauty because become beef before begin behave "
                "behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind "
                "biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse "
                "blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom "
                "bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
                "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
                "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus "
                "cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital "
                "captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
                "category cattle caught cause caution cave ceiling celery cement census century cereal certain "
                "chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest "
                "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen "
                "city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip "
                "clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil "
                "coin collect color column combine come comfort comic common company concert conduct confirm "
                "congress connect consider control convince cook cool copper copy coral core corn correct cost "
                "cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater "
                "crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial "
                "cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain "
                "curve cushion custom cute cycle").split()


def seed_phrase(r, n=12):
    return " ".join(r.choice(BIP39_SUBSET) for _ in range(n))


def wifi_pw(r):
    return r.choice([human_pw(r), strong_pw(r, 12), rs(r, LO + D, 10)])


# ---------------------------------------------------------------- look-alike helpers
def amazon_order(r, first="11"):
    return "%s%d-%s-%s" % (first, r.randint(1, 4), rdig(r, 7), rdig(r, 7))


def ups_tracking(r):
    return "1Z" + rs(r, UP + D, 6) + r.choice(["01", "02", "03", "12"]) + rdig(r, 8)


def ipv4_private(r):
    return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))


def us_phone(r):
    return "(%s) 555-01%s" % (r.choice(["212", "415", "312", "617", "206", "512"]), rdig(r, 2))


# Well-known documentation / example values: they may only ever be look-alikes.
DOC_VALUES = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4242 4242 4242 4242", "4242424242424242",
    "4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0000 0000 9995", "378282246310005",
    "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "JBSWY3DPEHPK3PXP", "correct horse battery staple",
    "hunter2", "P@ssw0rd", "078-05-1120", "1EG4-TE5-MK73", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "12345678Z", "123-45-6789", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
]


def selftest():
    assert luhn_ok("4111111111111111") and luhn_ok("79927398713") and luhn_ok("046454286")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000") and iban_ok("ES9121000418450200051332")
    assert es_ccc_digit("00" + "2100" + "0418") + es_ccc_digit("0200051332") == "45"
    assert iban_ok("PT50000201231234567890154")
    assert 98 - (int("0002012312345678901") * 100) % 97 == 54
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert str((10 - wsum("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10) == "9"
    assert "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"
    assert HETU_CH[int("131052308") % 31] == "T"
    b = "11010519491231002"
    assert "10X98765432"[wsum(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X"
    assert wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
    assert cf_char("RSSMRA85T10A562") == "S"
    assert wsum("1234563218"[:9], [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8
    assert wsum("7707083893"[:9], [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3
    assert int("102770013219") % 11 % 10 == 5
    assert wsum("13585628", [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0
    assert wsum("0112038", [7, 9, 10, 5, 8, 4, 2]) % 11 == 2
    x = [int(c) for c in "1000000014"]
    assert ((x[0] + x[2] + x[4] + x[6] + x[8]) * 7 - (x[1] + x[3] + x[5] + x[7])) % 10 == 4
    assert sum((int(c) * w) % 10 for c, w in zip("00201007777777777", [3, 7, 1] * 6)) % 10 == 9
    assert wsum("12345678", [8, 6, 4, 2, 3, 5, 9, 7]) % 11 == 6
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip("1M8GDM9A_KP042788".replace("_", "0"), [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]))
    assert s % 11 == 10
    assert wsum("112233445", range(9, 0, -1)) == 95
    assert wsum("111222333", [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 == 0
    assert luhn_ok("811218-9876")


selftest()


# ================================================================= cases
CASES = []


def case(lang, slug):
    def deco(fn):
        CASES.append((lang, slug, fn))
        return fn
    return deco


def mmyy(r, y0=26, y1=30):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(y0, y1))


def url_pw(r, n=20):
    return rs(r, AN + "-_.~", n)


# ----------------------------------------------------------------- English, positive
@case("en", "aws-env-invalid-token")
def _(r):
    ak, sk = aws_akid(r), aws_secret(r)
    t = ("My deploy script keeps failing with InvalidClientTokenId. Here's my .env, can you spot what's wrong?\n\n"
         "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=acme-invoices-prod\n\n"
         "I copied the layout from the docs example (AKIAIOSFODNN7EXAMPLE) so the shape should be right." % (ak, sk))
    return t, [ak, sk], ["AKIAIOSFODNN7EXAMPLE"], "User's own AWS key pair in a pasted .env; the AWS documentation example key id is a look-alike."


@case("en", "github-pat-in-remote-url")
def _(r):
    tok, c = gh_pat(r), sha1(r)
    t = ("git push keeps asking for a password even though I put the token in the remote:\n\n"
         "$ git remote -v\norigin\thttps://%s@github.com/lena-okafor/trailmap.git (fetch)\n"
         "origin\thttps://%s@github.com/lena-okafor/trailmap.git (push)\n$ git log -1 --format=%%H\n%s\n\n"
         "Is the token format wrong or is it a credential helper thing?" % (tok, tok, c))
    return t, [tok], [c], "Classic GitHub PAT embedded twice in a remote URL; the commit hash from git log is a look-alike."


@case("en", "stripe-secret-in-frontend")
def _(r):
    acct = rs(r, AN, 14)
    pk = "pk_live_51" + acct + rs(r, AN, 83)
    sk = "sk_live_51" + acct + rs(r, AN, 83)
    t = ("Building checkout in React. I put both keys in src/config.js:\n\n"
         "export const STRIPE_PK = \"%s\";\nexport const STRIPE_SK = \"%s\";\n\n"
         "Is it fine to ship the second one to the browser as well? In test mode everything worked with 4242 4242 4242 4242." % (pk, sk))
    return t, [sk], [pk, "4242 4242 4242 4242"], "Live Stripe secret key is a secret; the publishable key (meant to be public) and Stripe's test card are look-alikes."


@case("en", "postgres-url-prisma")
def _(r):
    pw = url_pw(r, 22)
    host = "pg-prod-%d.c%s.eu-central-1.rds.amazonaws.com" % (r.randint(1, 9), rs(r, LO + D, 12))
    cred = "app_rw:" + pw
    t = ("Prisma can't connect from the container. My env has\n\n"
         "DATABASE_URL=\"postgresql://%s@%s:5432/billing?schema=public\"\n\n"
         "and the error is: P1001: Can't reach database server at `%s`:`5432`. Security group allows 5432 from the VPC." % (cred, host, host))
    return t, [cred], [host], "Only the user:password part of the connection string is secret; the RDS host name is a look-alike."



@case("en", "redis-password-only-url")
def _(r):
    pw = rs(r, HEX, 32)
    ip = ipv4_private(r)
    t = ("Celery worker log says 'invalid username-password pair or user is disabled'. Broker setting:\n\n"
         "CELERY_BROKER_URL=redis://:%s@%s:6379/0\n\nredis-cli -h %s -a with the same password works fine. Why?" % (pw, ip, ip))
    return t, [pw], [ip], "Redis URL with an empty user: the password alone is the secret; the private IP is a look-alike."


@case("en", "hotel-form-card")
def _(r):
    card = luhn_num(r, "4", 16)
    exp, cvc = mmyy(r), rdig(r, 3)
    ref = rs(r, UP + D, 8)
    t = ("Can you fill this into the hotel's booking form for me? Name on card: Daniel Reyes, Visa %s, expires %s, CVC %s. "
         "Their reservation reference is %s and the total shown is $742.18." % (groups(card), exp, cvc, ref))
    return t, [groups(card), exp, cvc], [ref], "Full card with expiry and CVC given for a form; the hotel reservation reference is a look-alike."


@case("en", "airbnb-welcome-wifi-lockbox")
def _(r):
    wpw = human_pw(r)
    lb = pin(r, 4)
    hm = "HM" + rs(r, UP + D, 8)
    t = ("Help me write a warm welcome message for my Airbnb guests arriving Friday. Details: Wi-Fi network \"Cedar Loft\", "
         "password %s. Self check-in after 3pm with the lockbox by the side gate, code %s. Their confirmation code is %s "
         "in case they need to message Airbnb support." % (wpw, lb, hm))
    return t, [wpw, lb], [hm], "Host's own Wi-Fi password and lockbox code; the Airbnb confirmation code is a look-alike."


@case("en", "dog-sitter-checklist")
def _(r):
    door, alarm = pin(r, 6), pin(r, 4)
    ph = us_phone(r)
    t = ("Going away Friday to Sunday and my neighbor's kid is watching Pepper. Turn this into a neat checklist please:\n"
         "- front door keypad: %s then the lock icon\n- alarm panel: disarm with %s, then press OFF\n"
         "- vet: Riverside Animal Clinic %s\n- food: 1.5 cups at 7am and 6pm, no table scraps" % (door, alarm, ph))
    return t, [door, alarm], [ph], "Door keypad and alarm codes are secrets; the vet's phone number is a look-alike."


@case("en", "google-code-sms-unrequested")
def _(r):
    code = "G-" + otp(r)
    t = ("I just got this text but I wasn't trying to log in. Should I be worried?\n\n"
         "\"%s is your Google verification code.\"\n\nIt came from 22000 about five minutes ago." % code)
    return t, [code], ["22000"], "A Google verification code is a one-time secret; the SMS short code sender is a look-alike."


@case("en", "github-recovery-codes")
def _(r):
    codes = ["%s-%s" % (rs(r, HEX, 5), rs(r, HEX, 5)) for _ in range(3)]
    t = ("I'm printing these and putting them in the drawer. Can you lay them out in a two-column table so they fit on a card? "
         "They're my GitHub recovery codes:\n\n" + "\n".join(codes) + "\n\n(there were 16, these are the ones I haven't used yet)")
    return t, codes, [], "Three unused 2FA recovery codes."


@case("en", "totp-setup-key-new-phone")
def _(r):
    seed = groups(totp_seed(r).lower(), 4)
    t = ("Moving my authenticator app to a new phone. For my Coinbase 2FA I saved the setup key back then: %s\n\n"
         "Is that enough to get the same 6-digit codes, or do I need the QR again? The tutorial I followed used JBSWY3DPEHPK3PXP "
         "as its example secret, mine looks different because of the spaces." % seed)
    return t, [seed], ["JBSWY3DPEHPK3PXP"], "TOTP seed in Google-style groups; the famous documentation example seed is a look-alike."


@case("en", "ssh-ed25519-private-key")
def _(r):
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    body += "\n".join(rs(r, B64, 70) for _ in range(3)) + "\n" + rs(r, B64, 32) + "="
    fp = "SHA256:" + rs(r, B64, 43)
    t = ("ssh refuses to use my key ('UNPROTECTED PRIVATE KEY FILE!'). Here's the file in case the format is broken:\n\n"
         "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\n"
         "The server's authorized key fingerprint shows as %s, which matches ssh-keygen -lf on my side." % (body, fp))
    return t, [body], [fp], "OpenSSH private key body; the public key fingerprint is a look-alike."


@case("en", "metamask-recovery-phrase")
def _(r):
    ph = seed_phrase(r)
    addr = "0x" + rs(r, HEX, 40)
    t = ("I'm scared I'll lose my MetaMask recovery phrase, so please remember it for me: %s\n\n"
         "My wallet address is %s if that matters. Is there a way to check the phrase is right without importing it anywhere?" % (ph, addr))
    return t, [ph], [addr], "Twelve-word recovery phrase (words from the BIP39 list, checksum not computed); the public address is a look-alike."


@case("en", "hardhat-private-key-vs-tx-hash")
def _(r):
    pk = "0x" + rs(r, HEX, 64)
    tx = "0x" + rs(r, HEX, 64)
    addr = "0x" + rs(r, HEX, 40)
    t = ("Hardhat question. In hardhat.config.js I have\n\n  sepolia: {\n    url: process.env.SEPOLIA_RPC,\n    accounts: [\"%s\"]\n  }\n\n"
         "The deploy went through (tx %s) but Etherscan shows it coming from %s, which isn't the address I expected. "
         "Does Hardhat derive the address differently?" % (pk, tx, addr))
    return t, [pk], [tx, addr], "Ethereum private key; the transaction hash of the same length and the public address are look-alikes."


@case("en", "w4-ssn-and-employer-ein")
def _(r):
    ssn = us_ssn(r)
    ein = "%02d-%s" % (r.randint(10, 98), rdig(r, 7))
    t = ("Filling in my W-4 and I-9 for the new job at Brightline Logistics. My SSN is %s. The offer letter lists the employer EIN as %s. "
         "Which form wants which number, and do I put the EIN anywhere myself?" % (ssn, ein))
    return t, [ssn], [ein], "User's SSN; the employer's EIN is a public company identifier."


@case("en", "passport-renewal-ds160")
def _(r):
    pp = rdig(r, 9, True)
    conf = "AA00" + rs(r, UP + D, 6)
    t = ("Renewing my visa. My current passport number is %s and it expires in August 2026. The DS-160 confirmation number is %s. "
         "Do I need to bring the old passport and the confirmation page to the appointment?" % (pp, conf))
    return t, [pp], [conf], "US passport number is a secret; the DS-160 confirmation number is a reference look-alike."


@case("en", "insurance-quote-license-vin")
def _(r):
    dl = r.choice(UP) + rdig(r, 7)
    v = vin(r, r.choice(["2HG", "1HG", "JHM"]))
    t = ("An insurance quote form asks for my driver's license and the car's VIN. License: %s (California). VIN: %s, it's a 2020 Honda Civic. "
         "Which of these can I safely give over the phone?" % (dl, v))
    return t, [dl], [v], "Driver licence number is a secret; the VIN (check digit computed) is a look-alike."


@case("en", "pharmacy-insurance-member-id")
def _(r):
    mid = rs(r, UP, 3) + rdig(r, 9)
    claim = rdig(r, 12, True)
    t = ("The pharmacy says my insurance shows inactive. Member ID %s, group 0047721. The denial letter mentions claim number %s. "
         "Who should I call first, the insurer or HR?" % (mid, claim))
    return t, [mid], [claim], "Health insurance member id is a secret; the claim number is a look-alike; the group number is neutral."


@case("en", "uk-payroll-ni-sort-code")
def _(r):
    nino = uk_nino(r)
    sc = "%02d-%02d-%02d" % (r.randint(10, 99), r.randint(0, 99), r.randint(0, 99))
    acct = rdig(r, 8, True)
    t = ("Can you draft a short email to HR at my new job? They need my NI number %s and bank details for payroll: sort code %s, "
         "account number %s, Nationwide. Keep it polite but brief." % (nino, sc, acct))
    return t, [nino, acct], [sc], "NI number and own account are secrets; the sort code is a bank identifier (look-alike)."


@case("en", "us-direct-deposit-routing")
def _(r):
    rt = us_routing(r)
    acct = rdig(r, 10, True)
    t = ("Direct deposit form question: Bank: Cedar Valley Credit Union, routing number %s, checking account %s. "
         "The form has a box for 'transit number' too, is that the same as routing?" % (rt, acct))
    return t, [acct], [rt], "Own checking account is secret; the ABA routing number (checksum computed) is a look-alike."


@case("en", "au-tfn-bsb-super")
def _(r):
    tfn = au_tfn(r)
    bsb = "%03d-%03d" % (r.randint(10, 999), r.randint(0, 999))
    acct = rdig(r, 9, True)
    abn = au_abn(r)
    t = ("Starting at a cafe in Fitzroy next week. The TFN declaration and bank form ask for: TFN %s %s %s, BSB %s, account %s. "
         "The cafe's ABN on the contract is %s. Anything else I should check before I sign?" % (tfn[:3], tfn[3:6], tfn[6:], bsb, acct, abn))
    return t, ["%s %s %s" % (tfn[:3], tfn[3:6], tfn[6:]), acct], [bsb, abn], "TFN (check computed) and own account are secrets; BSB and the employer ABN (check computed) are look-alikes."


@case("en", "canada-sin-invoice-footer")
def _(r):
    sin = ca_sin(r)
    bn = ca_bn(r)
    t = ("I'm making an invoice template for my freelance work. Should my SIN %s %s %s go in the footer? "
         "The client's business number %sRT0001 is on their PO already." % (sin[:3], sin[3:6], sin[6:], bn))
    return t, ["%s %s %s" % (sin[:3], sin[3:6], sin[6:])], [bn + "RT0001"], "SIN (Luhn computed) is a secret; the client's business number, same length and check, is a look-alike."


@case("en", "india-kyc-aadhaar-pan")
def _(r):
    a = in_aadhaar(r)
    pan = in_pan(r, "P")
    g = in_gstin(r, in_pan(r, "C"))
    ifsc = in_ifsc(r)
    t = ("KYC for my demat account is asking for Aadhaar and PAN. Aadhaar: %s %s %s, PAN: %s. The broker's GSTIN on the invoice is %s "
         "and my branch IFSC is %s. Which of these go in the nominee section?" % (a[:4], a[4:8], a[8:], pan, g, ifsc))
    return t, ["%s %s %s" % (a[:4], a[4:8], a[8:]), pan], [g, ifsc], "Aadhaar (Verhoeff computed) and PAN are secrets; GSTIN (check computed) and IFSC are look-alikes."


@case("en", "curl-session-cookie-401")
def _(r):
    sess = rs(r, B64URL, 96) + "--" + rs(r, HEX, 40)
    rid = uuid4(r)
    t = ("Why does this return 401 from a script when the same request works in the browser?\n\n"
         "curl 'https://app.tallyboard.io/api/v2/boards' -H 'Cookie: _tb_session=%s; theme=dark' -H 'X-Request-Id: %s'" % (sess, rid))
    return t, [sess], [rid], "Session cookie value is a secret; the request id UUID is a look-alike."


@case("en", "openai-key-curl-429")
def _(r):
    key = openai_proj(r)
    org = "org-" + rs(r, AN, 24)
    t = ("Getting 429 'insufficient_quota' even though I added credit:\n\n"
         "curl https://api.openai.com/v1/chat/completions \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"OpenAI-Organization: %s\" \\\n"
         "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"ping\"}]}'" % (key, org))
    return t, [key], [org], "OpenAI project key; the organization id is an identifier look-alike."


@case("en", "slack-bot-token-python")
def _(r):
    tok = slack_bot(r)
    ch = "C0" + rs(r, UP + D, 9)
    t = ("from slack_sdk import WebClient\n\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"deploy finished\")\n\n"
         "This raises not_in_channel. I invited the bot though?" % (tok, ch))
    return t, [tok], [ch], "Slack bot token; the channel id is a look-alike."


@case("en", "twilio-auth-token-20003")
def _(r):
    tok = rs(r, HEX, 32)
    sm = "SM" + rs(r, HEX, 32)
    t = ("Twilio keeps returning error 20003 (Authenticate). My settings:\n\nTWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=%s\n\n"
         "The last message that did go out shows as %s in the console log." % (rs(r, HEX, 32), tok, sm))
    return t, [tok], [sm], "Twilio auth token; the message SID of the same hex shape is a look-alike; the account SID is neutral."



@case("en", "google-maps-key-html")
def _(r):
    key = google_key(r)
    place = "ChIJ" + rs(r, AN + "-_", 23)
    t = ("My map loads grey. Snippet:\n\n<script async src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>\n\n"
         "and the marker uses placeId '%s'. Console says RefererNotAllowedMapError." % (key, place))
    return t, [key], [place], "Google API key; the Maps place id is a public identifier look-alike."







@case("en", "k8s-secret-base64-password")
def _(r):
    import base64
    pw = strong_pw(r, 18)
    b = base64.b64encode(pw.encode()).decode()
    uid = uuid4(r)
    t = ("My pod can't log in to Postgres. The Secret is:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  uid: %s\n"
         "type: Opaque\ndata:\n  username: %s\n  password: %s\n\nI decoded it and it's %s, which is right. Could it be a trailing newline?"
         % (uid, base64.b64encode(b"orders").decode(), b, pw))
    return t, [b, pw], [uid], "Database password both base64-encoded in a Kubernetes Secret and in clear; the object uid is a look-alike."



@case("en", "wp-config-db-password")
def _(r):
    pw = strong_pw(r, 16)
    salt = rs(r, AN + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64)
    t = ("WordPress shows 'Error establishing a database connection' after moving hosts. wp-config.php:\n\n"
         "define( 'DB_NAME', 'wp_bakery' );\ndefine( 'DB_USER', 'wp_bakery_u' );\ndefine( 'DB_PASSWORD', '%s' );\n"
         "define( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '%s' );\n\nThe new host runs WordPress 6.5.2 and MariaDB." % (pw, salt))
    return t, [pw, salt], ["6.5.2"], "Database password and auth salt from wp-config; the WordPress version is a look-alike."


@case("en", "it-temp-password-email")
def _(r):
    pw = rs(r, UP, 1) + rs(r, LO, 4) + rs(r, D, 4) + r.choice(SYMS) + rs(r, LO, 2)
    inc = "INC" + rdig(r, 7)
    t = ("IT sent me this, can you walk me through logging into the VPN the first time?\n\n"
         "> From: IT Service Desk\n> Subject: Your new account [%s]\n> Username: m.haddad\n> Temporary password: %s\n"
         "> You will be asked to change it at first login. Install GlobalProtect first." % (inc, pw))
    return t, [pw], [inc], "Temporary password from a pasted e-mail; the ticket number is a look-alike."


@case("en", "carrier-port-out-pin")
def _(r):
    pn = pin(r, 6)
    acct = rdig(r, 9, True)
    order = "MM" + rdig(r, 8)
    t = ("Switching from T-Mobile to Mint. I generated the number transfer PIN: %s. My T-Mobile account number is %s. "
         "Mint's order number is %s. What do I enter where?" % (pn, acct, order))
    return t, [pn, acct], [order], "Port-out PIN and carrier account number are secrets; the new carrier's order number is a look-alike."


@case("en", "bank-security-answers")
def _(r):
    maiden = r.choice(["Kowalczyk", "Abernathy", "Delacroix", "Okonkwo", "Lindqvist"])
    pet = r.choice(["Biscuit", "Captain Whiskers", "Mango", "Pretzel", "Sir Barksalot"])
    street = r.choice(["Larkspur Lane", "Old Mill Road", "Juniper Court", "Birchwood Drive"])
    t = ("Setting up the security questions for my credit union and I always forget what I answered. Keep these for me: "
         "mother's maiden name - %s; first pet - %s; street I grew up on - %s." % (maiden, pet, street))
    return t, [maiden, pet, street], [], "Answers to security questions."


@case("en", "password-export-to-bitwarden")
def _(r):
    p1, p2, p3 = human_pw(r), strong_pw(r, 14), human_pw(r)
    t = ("Can you convert this export into Bitwarden's CSV format (folder,favorite,type,name,notes,fields,login_uri,login_username,login_password)?\n\n"
         "name,url,username,password\nNetflix,https://netflix.com,jordan.bell@fastmail.com,%s\nChase,https://chase.com,jbell88,%s\n"
         "Xfinity,https://xfinity.com,jordan.bell@fastmail.com,%s" % (p1, p2, p3))
    return t, [p1, p2, p3], [], "Three passwords in a CSV export."


@case("en", "dictated-password-spelled")
def _(r):
    w1 = r.choice(["tangerine", "walnut", "blizzard", "lagoon", "sequoia"])
    w2 = r.choice(["Otter", "Falcon", "Comet", "Badger", "Tulip"])
    n = r.randint(21, 98)
    nums = "zero one two three four five six seven eight nine".split()
    pw = "%s-%s-%d" % (w1, w2, n)
    spoken = "%s dash %s with a capital %s dash %s %s" % (w1, w2.lower(), w2[0], nums[n // 10], nums[n % 10])
    t = ("(dictating, sorry for the format) my password for the school parent portal is %s. can you write it out normally so i can copy it, "
         "should come out as %s i think" % (spoken, pw))
    return t, [spoken, pw], [], "The same password spelled out by voice and written normally."


@case("en", "safe-combination-note")
def _(r):
    combo = pin(r, 6)
    alarm = pin(r, 4)
    model = "SFW%03dGDC" % r.randint(100, 299)
    t = ("I'm going into hospital Tuesday. Write a short note for my wife: the home safe (SentrySafe %s, in the closet) opens with %s, "
         "and the alarm code is %s. The insurance papers and passports are in the safe." % (model, combo, alarm))
    return t, [combo, alarm], [model], "Safe combination and alarm code are secrets; the safe model number is a look-alike."


@case("en", "realtor-lockbox-showing")
def _(r):
    cbs = pin(r, 4)
    mls = rdig(r, 8, True)
    t = ("Showing at 44 Hollis Ave tomorrow at 10. Lockbox is on the back door, CBS code %s. MLS# %s. "
         "Write a quick text to the buyers' agent with directions and tell her the seller wants the porch light left on." % (cbs, mls))
    return t, [cbs], [mls], "Key-box code is a secret; the MLS listing number is a look-alike."


@case("en", "grocery-gate-code")
def _(r):
    gate = pin(r, 4)
    order = rdig(r, 3, True) + "-" + rdig(r, 7)
    t = ("Write delivery instructions for my Instacart order %s: the community gate code is #%s, then building C, "
         "third floor, leave it at the door and ring once." % (order, gate))
    return t, [gate], [order], "Gate code is a secret; the order number is a look-alike."


@case("en", "card-statement-masked-and-full")
def _(r):
    l4a = rdig(r, 4)
    card = luhn_num(r, "5" + r.choice("12345"), 16)
    exp = mmyy(r)
    m1 = "\u2022\u2022\u2022\u2022 " + l4a
    m2 = "\u2022\u2022\u2022\u2022 " + card[-4:]
    t = ("Help me reconcile my business trip:\n- Delta Air Lines $412.60, card %s\n- Marriott Downtown $689.12, card %s\n"
         "The Marriott one went on my new Mastercard, full number %s exp %s, because the old card was blocked. Which receipts am I missing?"
         % (m1, m2, groups(card), exp))
    return t, [groups(card), exp], [m1, m2], "Full new card with expiry are secrets; the masked card numbers are look-alikes."


@case("en", "access-log-token-in-query")
def _(r):
    tok = rs(r, AN, 40)
    ip = "203.0.113.%d" % r.randint(2, 250)
    t = ("Found this in our nginx access log. Is this bad?\n\n%s - - [12/Mar/2025:09:14:02 +0000] \"GET /api/export?format=csv&access_token=%s HTTP/1.1\" "
         "200 5123 \"-\" \"python-requests/2.31.0\"\n\nThe token belongs to my own admin account." % (ip, tok))
    return t, [tok], [ip], "Access token leaked in a query string; the client IP is a look-alike."


@case("en", "sqlalchemy-mysql-traceback")
def _(r):
    pw = url_pw(r, 14)
    cred = "root:" + pw
    host = "mysql-0%d.stg.internal" % r.randint(1, 4)
    t = ("engine = create_engine(\"mysql+pymysql://%s@%s:3306/shop\")\n\nsqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) "
         "(2003, \"Can't connect to MySQL server on '%s' ([Errno 111] Connection refused)\")\n\nThe host resolves fine from my laptop." % (cred, host, host))
    return t, [cred], [host], "MySQL credentials in a SQLAlchemy URL; the staging host is a look-alike."


@case("en", "anthropic-key-leaked-revoked")
def _(r):
    key = anthropic_key(r)
    c = sha1(r)[:7]
    t = ("I accidentally pushed this to a public repo an hour ago: ANTHROPIC_API_KEY=%s\n\nI already revoked it in the console. "
         "Do I still need to rewrite git history? The commit is %s on main." % (key, c))
    return t, [key], [c], "A leaked and revoked key is still a secret; the short commit hash is a look-alike."


@case("en", "router-admin-firmware")
def _(r):
    pw = human_pw(r)
    fw = "1.%d.%d Build %s" % (r.randint(1, 3), r.randint(0, 9), rdig(r, 8))
    t = ("My Archer AX55 router admin page is at 192.168.0.1, login admin / %s. It says firmware %s is installed and an update is available. "
         "Is it safe to update over Wi-Fi?" % (pw, fw))
    return t, [pw], [fw, "192.168.0.1"], "Router admin password; firmware build string and router IP are look-alikes."



@case("en", "medicare-mbi-mom")
def _(r):
    m = mbi(r)
    t = ("My mom's new Medicare card came. Her MBI is %s. The example on the Medicare site shows 1EG4-TE5-MK73, so I think the format is right. "
         "Someone called her claiming to be from Medicare asking for it - should she ever give it out over the phone?" % m)
    return t, [m], ["1EG4-TE5-MK73"], "Entrusted Medicare Beneficiary Identifier; the CMS example MBI is a look-alike."


@case("en", "hdfc-otp-sms-fraud")
def _(r):
    l4 = rdig(r, 4)
    code = otp(r)
    t = ("Got this SMS while I was at the mall and I didn't buy anything:\n\n'OTP for txn of INR 4,999.00 at AMAZON PAY on your HDFC Bank card "
         "XX%s is %s. Valid for 10 mins. Do not share OTP with anyone.'\n\nShould I block the card right now?" % (l4, code))
    return t, [code], ["XX" + l4], "Transaction OTP is a secret; the masked card tail is a look-alike."





@case("en", "paypal-login-transaction-id")
def _(r):
    pw = human_pw(r)
    txid = rs(r, UP + D, 17)
    t = ("Remember my PayPal login for me please: r.castellano@proton.me, password %s. Also, the payment I need to dispute is transaction ID %s "
         "from March 3." % (pw, txid))
    return t, [pw], [txid], "PayPal password; the PayPal transaction id is a look-alike."



@case("en", "cvc-declined-masked")
def _(r):
    l4 = rdig(r, 4)
    cvv = rdig(r, 3)
    z = rdig(r, 5, True)
    t = ("An online store keeps declining my card. It's my Visa ending in %s, security code %s, billing ZIP %s. "
         "Could the ZIP be the problem since I moved last month?" % (l4, cvv, z))
    return t, [cvv], [l4], "Card security code is a secret; the last four digits (a masked reference) are a look-alike."


@case("en", "ireland-tax-refund-ppsn-iban")
def _(r):
    pp = ie_ppsn(r)
    ib = groups(ie_iban(r))
    t = ("Revenue says I'm owed a refund and wants my PPSN and IBAN on the form. PPSN %s, IBAN %s, BIC AIBKIE2D. "
         "Is it normal they need both?" % (pp, ib))
    return t, [pp, ib], ["AIBKIE2D"], "PPSN (check letter computed) and own IBAN are secrets; the bank's BIC is a look-alike."


@case("en", "mpesa-sms-budget-kenya")
def _(r):
    code = mpesa_code(r, "T")
    till = rdig(r, 6, True)
    t = ("Help me track my spending this month. Here's one of the messages:\n\n'%s Confirmed. Ksh2,450.00 paid to NAIVAS SUPERMARKET. on 14/3/25 at 6:42 PM. "
         "New M-PESA balance is Ksh8,113.20. Transaction cost, Ksh0.00.'\n\nThe till number on the receipt was %s." % (code, till))
    return t, [code], [till], "M-Pesa confirmation code (settled: secret); the merchant till number is a look-alike."


@case("en", "heroku-key-uuid-vs-request-id")
def _(r):
    key = uuid4(r)
    req = uuid4(r)
    t = ("GitHub Actions deploy to Heroku fails. In the workflow env I set HEROKU_API_KEY=%s and the log says "
         "'Invalid credentials provided' with request id %s. Is the key the wrong format?" % (key, req))
    return t, [key], [req], "A Heroku API key shaped like a UUID is a secret; the request id UUID is a look-alike."


@case("en", "mapbox-secret-vs-public-token")
def _(r):
    import base64
    u = base64.urlsafe_b64encode(json.dumps({"u": "kbrenner", "a": rs(r, LO + D, 25)}, separators=(",", ":")).encode()).decode().rstrip("=")
    u2 = base64.urlsafe_b64encode(json.dumps({"u": "kbrenner", "a": rs(r, LO + D, 25)}, separators=(",", ":")).encode()).decode().rstrip("=")
    pk = "pk." + u + "." + rs(r, B64URL, 22)
    sk = "sk." + u2 + "." + rs(r, B64URL, 22)
    t = ("In the frontend I set mapboxgl.accessToken = '%s'; and in the tileset upload script I use MAPBOX_TOKEN=%s. "
         "The upload fails with 401 - does the secret token need the uploads:write scope?" % (pk, sk))
    return t, [sk], [pk], "Mapbox secret token; the public token is a look-alike."


@case("en", "jwt-access-token-vs-jwtio")
def _(r):
    tok = jwt(r, {"sub": rdig(r, 8, True), "email": "p.nakamura@lumenhealth.io", "role": "admin", "exp": 1767225600}, "RS256")
    t = ("Our API rejects my access token with 'invalid signature':\n\nAuthorization: Bearer %s\n\n"
         "When I paste it into jwt.io it looks different from their sample eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c - is RS256 the issue?" % tok)
    return t, [tok], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"], "User's bearer JWT; the jwt.io sample token is a look-alike."


@case("en", "bitwarden-master-and-recovery")
def _(r):
    mp = " ".join(r.choice(EN_WORDS) for _ in range(4)) + " " + str(r.randint(10, 99))
    rc = "-".join(rs(r, UP + D, 4) for _ in range(8))
    t = ("I'm writing down my emergency info for my sister. Bitwarden master password: %s. Two-step login recovery code: %s. "
         "Can you format it as a one-page emergency sheet?" % (mp, rc))
    return t, [mp, rc], [], "Password-manager master passphrase and 2FA recovery code."



# ----------------------------------------------------------------- English, multi-message
@case("en", "router-creds-announced-next-message")
def _(r):
    p1, p2 = strong_pw(r, 12), human_pw(r)
    ser = rs(r, UP + D, 13)
    t = ("I'll paste my router's admin login and the Wi-Fi password in the next message, can you keep them for when I factory reset it?"
         "\n---\nadmin login: admin / %s\nWi-Fi (Harper_Home_5G): %s\nrouter serial on the sticker: %s" % (p1, p2, ser))
    return t, [p1, p2], [ser], "Announced in one message, given in the next; the router serial is a look-alike."


@case("en", "debit-pin-corrected")
def _(r):
    p1 = pin(r, 4)
    p2 = p1[0] + p1[2] + p1[1] + p1[3]
    if p2 == p1:
        p2 = pin(r, 4)
    t = ("My new debit card PIN is %s, remind me next week in case I forget.\n---\nSorry, typo - it's %s. The letter from the bank says so." % (p1, p2))
    return t, [p1, p2], [], "A PIN and its correction; the mistyped one is nearly the real one, so both are secrets."


@case("en", "anthropic-key-in-two-halves")
def _(r):
    key = anthropic_key(r)
    h = len(key) // 2
    t = ("The chat app keeps cutting off my key, so here's the first half: %s\n---\nand the rest: %s\n---\n"
         "It's for the Anthropic console, should I regenerate it since I pasted it in pieces?" % (key[:h], key[h:]))
    return t, [key[:h], key[h:]], [], "An API key given in two parts over two messages."


@case("en", "security-answer-next-message")
def _(r):
    school = r.choice(["St. Bernadette Primary", "Hillcrest Elementary", "Lakeview Montessori", "Oakridge Primary"])
    t = ("For my Fidelity account recovery the security question is 'What was the name of your first school?'.\n---\n"
         "The answer I set was %s, spelled exactly like that. Remember it for me?" % school)
    return t, [school], [], "Security question in one message, its answer in the next."


# ----------------------------------------------------------------- English, negative (look-alikes only)
@case("en", "aws-docs-example-keys-question")
def _(r):
    t = ("In the AWS CLI docs they show AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the credentials file example. "
         "Are those real keys someone leaked, or reserved like example.com? Our secret scanner keeps flagging the docs folder.")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "Documentation example credentials only."


@case("en", "stripe-test-cards-and-doc-key")
def _(r):
    t = ("Writing e2e tests for checkout. 4242 4242 4242 4242 succeeds, and I think 4000 0000 0000 9995 is the one that declines with "
         "insufficient_funds? Their docs snippet uses sk_test_4eC39HqLyjWDarjtT1zdp7dc - can I keep that in the test fixtures or does it hit a real account?")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "Stripe test cards and the public documentation test key."


@case("en", "release-checksum-mismatch")
def _(r):
    a, b = sha256(r), sha256(r)
    v = "v1.%d.%d" % (r.randint(60, 69), r.randint(0, 4))
    t = ("Downloaded the %s release of rclone. sha256sum gives\n%s  rclone-%s-linux-amd64.zip\nbut SHA256SUMS on the download page says %s. "
         "Should I be worried or did I grab the wrong asset?" % (v, a, v, b))
    return t, [], [a, b, v], "Checksums and a version string."


@case("en", "bug-report-trace-ids")
def _(r):
    rid, tr, sp = uuid4(r), rs(r, HEX, 32), rs(r, HEX, 16)
    t = ("Filing a bug with our vendor, can you make this sound professional? The payments endpoint returned 500 at 2025-02-11T08:41:17Z. "
         "Request ID %s, trace id %s, span %s. It happens roughly once every 200 requests." % (rid, tr, sp))
    return t, [], [rid, tr, sp], "Request, trace and span identifiers."


@case("en", "amazon-return-tracking")
def _(r):
    o, u = amazon_order(r), ups_tracking(r)
    rma = "D" + rs(r, UP + D, 8) + "RMA"
    t = ("My Amazon return still isn't refunded. Order %s, I dropped it at UPS with tracking %s, return authorization %s. "
         "It's been 16 days. What should I say in the chat?" % (o, u, rma))
    return t, [], [o, u, rma], "Order, tracking and return authorization numbers."


@case("en", "flight-pnr-eticket")
def _(r):
    pnr = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    et = "016-" + rdig(r, 10, True)
    t = ("My booking reference is %s, e-ticket %s, flight UA 915 on 23 May. The app won't let me pick a seat. "
         "Should I call United or the travel agency?" % (pnr, et))
    return t, [], [pnr, et], "Airline booking reference and e-ticket number."


@case("en", "readme-placeholders")
def _(r):
    t = ("Write a README section explaining setup. Users should copy .env.example to .env and set OPENAI_API_KEY=your_api_key_here, "
         "then in config.yaml put token: <YOUR_TOKEN>. Mention that a key looks like sk-xxxxxxxxxxxxxxxxxxxxxxxx and must never be committed.")
    return t, [], ["your_api_key_here", "<YOUR_TOKEN>", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"], "Placeholders only."


@case("en", "masked-statement-question")
def _(r):
    a, b = rdig(r, 4), rdig(r, 4)
    m1 = "**** **** **** " + a
    m2 = "\u2022\u2022\u2022" + b
    t = ("My statement shows purchases on card %s but the app lists the account as %s. Are those the same account or is one a virtual card?" % (m1, m2))
    return t, [], [m1, m2], "Masked card and account numbers."


@case("en", "famous-example-passwords")
def _(r):
    t = ("For a security awareness talk: why is 'correct horse battery staple' considered strong while 'P@ssw0rd' is weak? "
         "And is the hunter2 thing from an old IRC log real? I want to use all three as examples on slides.")
    return t, [], ["correct horse battery staple", "P@ssw0rd", "hunter2"], "Famous example passwords discussed as examples."


@case("en", "supplier-invoice-uk")
def _(r):
    inv = "INV-" + rdig(r, 5, True)
    vat = uk_vat(r)
    crn = rdig(r, 8, True)
    sc = "%02d-%02d-%02d" % (r.randint(10, 99), r.randint(0, 99), r.randint(0, 99))
    acct = rdig(r, 8, True)
    t = ("Check this invoice before I pay it: %s from Harcourt Print Ltd, VAT reg %s, company no. %s. Pay to sort code %s, account %s, "
         "using the invoice number as reference. Total \u00a31,284.00 inc. VAT." % (inv, vat, crn, sc, acct))
    return t, [], [inv, vat, crn, sc, acct], "A supplier's invoice: its VAT number (check computed), company number and payment account are the company's public details."


@case("en", "routing-number-wire-vs-ach")
def _(r):
    t = ("Is 021000021 the right routing number for incoming wires to my Chase account in New York, or is that only for ACH? "
         "The sender also asked for a SWIFT code and I found CHASUS33 online.")
    return t, [], ["021000021", "CHASUS33"], "A bank's public routing number and SWIFT code on their own."


@case("en", "git-revert-commits")
def _(r):
    a, b = sha1(r), sha1(r)[:8]
    t = ("How do I revert %s without losing %s, which came after it and touches the same file? Rebase or revert?" % (a, b))
    return t, [], [a, b], "Commit hashes."


@case("en", "decode-jwtio-sample")
def _(r):
    j = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    t = "Explain what each part of this token means, it's the one from the jwt.io homepage: %s. What is 'iat'?" % j
    return t, [], [j], "The jwt.io sample token."


@case("en", "warranty-service-tag")
def _(r):
    tag = rs(r, UP + D, 7)
    esc = rdig(r, 11, True)
    ser = rdig(r, 7, True)
    t = ("Two warranty claims: Dell XPS 15 service tag %s (express service code %s) with a swollen battery, and Sony WH-1000XM5 serial %s "
         "with a broken hinge. Draft both support messages?" % (tag, esc, ser))
    return t, [], [tag, esc, ser], "Service tag, express service code and serial number."


@case("en", "reschedule-call-dates")
def _(r):
    ph = us_phone(r)
    conf = rdig(r, 8, True)
    t = ("Please write a text to the clinic: I need to move my appointment (confirmation %s) from 2025-04-09 to any day after 2025-04-17. "
         "They can reach me at %s after 4pm." % (conf, ph))
    return t, [], [conf, ph, "2025-04-17"], "Confirmation number, phone number and date."


@case("en", "static-ip-mac")
def _(r):
    mac = ":".join(rs(r, "0123456789abcdef", 2) for _ in range(6))
    t = ("I'm giving my NAS a static lease. MAC %s, IP 192.168.50.20, gateway 192.168.50.1, DNS 1.1.1.1. "
         "Do I set this on the router or on the NAS?" % mac)
    return t, [], [mac, "192.168.50.20"], "MAC and IP addresses."


@case("en", "docker-image-digest")
def _(r):
    dg = "sha256:" + sha256(r)
    cid = rs(r, HEX, 12)
    t = ("Why does nginx@%s behave differently from nginx:1.27.3-alpine? docker ps shows container %s restarting every minute." % (dg, cid))
    return t, [], [dg, cid, "1.27.3-alpine"], "Image digest, container id and image tag."


@case("en", "famous-wallet-ssn")
def _(r):
    t = ("I read that 078-05-1120 was printed on sample cards in wallets and thousands of people used it as their own. Is that true? "
         "Also why do forms always show 123-45-6789 as the placeholder?")
    return t, [], ["078-05-1120", "123-45-6789"], "Famous sample and placeholder Social Security numbers."


@case("en", "bip39-test-mnemonic")
def _(r):
    m = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    t = ("In my wallet library's unit tests I use the mnemonic '%s' because it's the standard test vector. "
         "Is it OK to commit that, or will scanners complain?" % m)
    return t, [], [m], "The standard BIP39 test vector."


@case("en", "donation-bitcoin-address")
def _(r):
    addr = "bc1q" + rs(r, "023456789acdefghjklmnpqrstuvwxyz", 38)
    tx = sha256(r)
    t = ("Our open-source project accepts donations at %s. Someone just sent one (txid %s). How do I show a live donation counter on the website?" % (addr, tx))
    return t, [], [addr, tx], "Public donation address and transaction id."


@case("en", "iban-validator-examples")
def _(r):
    t = ("My form validator accepts GB82 WEST 1234 5698 7654 32 and DE89 3704 0044 0532 0130 00. Are those real accounts? "
         "I don't want test data to move real money.")
    return t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "Well-known example IBANs."


@case("en", "charity-donation-iban")
def _(r):
    ib = groups(gb_iban(r, "NWBK"))
    ref = "DONATE" + rdig(r, 5, True)
    t = ("I want to send \u00a3150 to the Hollybrook Animal Sanctuary. Their website gives IBAN %s, BIC NWBKGB2L, and asks to use reference %s. "
         "Is an international transfer from my Revolut fine?" % (ib, ref))
    return t, [], [ib, "NWBKGB2L", ref], "A charity's payment details: public by intent."


@case("en", "gcash-receipt-ref-no-english")
def _(r):
    ref = "%s %s %s" % (rdig(r, 4, True), rdig(r, 3), rdig(r, 6))
    t = ("My sister says she didn't receive the money. My GCash receipt says: Sent via GCash, Amount \u20b12,000.00, Ref No. %s, "
         "Mar 9, 2025 7:14 PM. What should I send GCash support?" % ref)
    return t, [], [ref], "Receipt Ref No. is a reference (settled)."


# ----------------------------------------------------------------- Chinese
@case("zh", "onboarding-id-and-salary-card")
def _(r):
    cid = cn_id(r)
    card = groups(luhn_num(r, "622588", 16))
    sf = "SF" + rdig(r, 13, True)
    t = ("入职材料我先整理成了这个表，帮我看看格式对不对：\n\n| 项目 | 内容 |\n|------|------|\n| 姓名 | 王思远 |\n| 身份证号 | %s |\n"
         "| 工资卡 | 招商银行 %s |\n| 开户行 | 招商银行深圳科技园支行 |\n\n另外我的体检报告是顺丰寄过来的，运单号 %s，帮我看看怎么查物流。" % (cid, card, sf))
    return t, [cid, card], [sf], "Resident id (ISO 7064 check computed) and own bank card (Luhn) are secrets; the SF Express waybill number is a look-alike."


@case("zh", "alipay-payment-password-refund")
def _(r):
    p = pin(r, 6)
    trade = "2025" + "%02d%02d" % (r.randint(1, 3), r.randint(1, 28)) + rdig(r, 20)
    t = ("我老是忘记支付宝的支付密码，你帮我记一下：%s。还有，上次那笔退款客服让我提供交易号，是 %s，"
         "退款一般几天到账？" % (p, trade))
    return t, [p], [trade], "Six-digit payment password is a secret; the Alipay trade number is a look-alike."


@case("zh", "aliyun-oss-accesskey")
def _(r):
    kid = "LTAI5t" + rs(r, AN, 18)
    ksec = rs(r, AN, 30)
    req = rs(r, "0123456789ABCDEF", 24)
    t = ("OSS 上传一直报 SignatureDoesNotMatch，代码如下：\n\nimport oss2\nauth = oss2.Auth('%s', '%s')\n"
         "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'family-photos-2025')\nbucket.put_object_from_file('a.jpg', 'a.jpg')\n\n"
         "报错里的 RequestId 是 %s，是密钥的问题还是 endpoint 写错了？" % (kid, ksec, req))
    return t, [kid, ksec], [req], "Aliyun AccessKey pair; the RequestId is a look-alike."


@case("zh", "vat-invoice-buyer-details")
def _(r):
    uscc = cn_uscc(r)
    inv = "25" + rdig(r, 18)
    acct = "4000" + rdig(r, 15)
    t = ("帮我核对一下这张增值税专用发票的购买方信息对不对：\n名称：深圳市云杉科技有限公司\n纳税人识别号：%s\n"
         "开户行及账号：中国工商银行深圳南山支行 %s\n发票号码：%s\n金额：¥12,800.00\n财务说识别号少一位，是这样吗？" % (uscc, acct, inv))
    return t, [], [uscc, acct, inv], "A company's unified social credit code (check computed), its invoicing bank account and an invoice number: all public business details."


# ----------------------------------------------------------------- Japanese
@case("ja", "mynumber-and-licence")
def _(r):
    mn = jp_mynumber(r)
    mnf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    lic = "30" + rdig(r, 10)
    zipc = "〒150-%04d" % r.randint(1, 47)
    t = ("年末調整の書類でマイナンバーを書く欄があるんですが、%s で合っているか形式だけ見てもらえますか。"
         "運転免許証番号 %s も書く欄があって、住所は %s 東京都渋谷区です。どの欄に何を書けばいいですか？" % (mnf, lic, zipc))
    return t, [mnf, lic], [zipc], "My Number (check computed) and driving licence number are secrets; the postal code is a look-alike."


@case("ja", "salary-account-and-cash-card-pin")
def _(r):
    br = "%03d" % r.randint(100, 999)
    acct = rdig(r, 7, True)
    p = pin(r, 4)
    t = ("給与振込先の変更をお願いするメールを作ってください。三井住友銀行 渋谷駅前支店（支店番号%s）普通 %s、名義 タナカ ユウキ です。"
         "あと新しいキャッシュカードの暗証番号は %s にしたので、忘れないようにメモしておいてください。" % (br, acct, p))
    return t, [acct, p], [br], "Own account number and cash-card PIN are secrets; the branch number is a bank identifier."


@case("ja", "router-label-encryption-key")
def _(r):
    key = rs(r, HEX, 13)
    ser = rdig(r, 8, True)
    t = ("実家のWi-Fiルーターを親のスマホにつなぎたいです。ラベルには「SSID: aterm-%s-g」「暗号化キー: %s」と書いてあって、"
         "製造番号は %s です。親向けに手順をやさしく書いてもらえますか？" % (rs(r, HEX, 6), key, ser))
    return t, [key], [ser], "Wi-Fi encryption key from the router label; the serial number is a look-alike."


@case("ja", "amazon-order-yamato-tracking")
def _(r):
    o = amazon_order(r, "25")
    y = "%s-%s-%s" % (rdig(r, 4, True), rdig(r, 4), rdig(r, 4))
    q = rs(r, UP + D, 10)
    t = ("Amazonで注文した商品（注文番号 %s）がまだ届きません。ヤマト運輸の伝票番号は %s で、出品者からのメールには問い合わせ番号 %s と書いてあります。"
         "どちらを伝えれば早いですか？" % (o, y, q))
    return t, [], [o, y, q], "Order, waybill and inquiry numbers."


# ----------------------------------------------------------------- Korean
@case("ko", "year-end-tax-rrn-account")
def _(r):
    rrn = kr_rrn(r)
    acct = "%s-%s-%s" % (rdig(r, 6, True), rdig(r, 2), rdig(r, 6))
    brn = kr_brn(r)
    t = ("연말정산 서류 작성 중인데 좀 도와주세요. 주민등록번호 %s, 급여 계좌는 국민은행 %s 이에요. "
         "회사 사업자등록번호는 %s 인데 이것도 제가 적어야 하나요?" % (rrn, acct, brn))
    return t, [rrn, acct], [brn], "Resident registration number (check computed) and own account are secrets; the employer's business registration number (check computed) is a look-alike."


@case("ko", "cert-password-and-sms-code")
def _(r):
    pw = human_pw(r)
    code = otp(r)
    t = ("공동인증서 비밀번호를 자꾸 까먹어서 적어둘게요: %s\n그리고 방금 이런 문자가 왔는데 어디에 입력하는 거예요?\n"
         "\"[Web발신]\n[KB국민은행] 인증번호 [%s] 타인에게 절대 알려주지 마세요.\"\n고객센터 1588-9999 로 전화해야 하나요?" % (pw, code))
    return t, [pw, code], ["1588-9999"], "Certificate password and SMS authentication code are secrets; the bank's public hotline is a look-alike."


@case("ko", "coupang-order-cj-waybill")
def _(r):
    o = rdig(r, 14, True)
    w = rdig(r, 12, True)
    brn = kr_brn(r)
    t = ("쿠팡 주문번호 %s 인데 배송 조회가 안 돼요. CJ대한통운 운송장번호는 %s 이고, 판매자 사업자등록번호는 %s 로 나와 있어요. "
         "판매자한테 직접 연락해야 하나요?" % (o, w, brn))
    return t, [], [o, w, brn], "Order, waybill and seller registration numbers."


# ----------------------------------------------------------------- Arabic
@case("ar", "absher-national-id-password")
def _(r):
    nid = arab(sa_id(r, "1"))
    pw = human_pw(r)
    req = rdig(r, 10, True)
    t = ("أبغى أجدد إقامة العاملة المنزلية عن طريق أبشر. رقم هويتي الوطنية %s وكلمة مرور أبشر %s، ورقم الطلب اللي طلع لي %s. "
         "وش الخطوات بالترتيب؟" % (nid, pw, req))
    return t, [nid, pw], [req], "Saudi national id (Luhn computed, Arabic-Indic digits) and Absher password are secrets; the request number is a look-alike."


@case("ar", "uae-salary-iban-email")
def _(r):
    ib = ae_iban(r)
    t = ("ساعدني أكتب إيميل لقسم الموارد البشرية عشان يحولون الراتب على حسابي الجديد: الآيبان %s، بنك الإمارات دبي الوطني، "
         "رمز السويفت EBILAEAD. خله رسمي ومختصر." % ib)
    return t, [ib], ["EBILAEAD"], "Own UAE IBAN (mod-97 computed) is a secret; the bank's SWIFT code is a look-alike."


@case("ar", "fawry-company-invoice")
def _(r):
    ref = rdig(r, 13, True)
    tax = "%s-%s-%s" % (rdig(r, 3, True), rdig(r, 3), rdig(r, 3))
    inv = "INV-" + rdig(r, 6, True)
    t = ("عايز أدفع فاتورة شركة الإنترنت عن طريق فوري. الرقم المرجعي %s، ورقم التسجيل الضريبي للشركة %s، ورقم الفاتورة %s. "
         "أدفعها إزاي من الموبايل؟" % (ref, tax, inv))
    return t, [], [ref, tax, inv], "Payment reference, company tax registration number and invoice number."


# ----------------------------------------------------------------- Persian
@case("fa", "card-cvv2-dynamic-password")
def _(r):
    card = fa(groups(luhn_num(r, r.choice(["603799", "610433", "621986", "627412"]), 16)))
    cvv2 = fa(rdig(r, 4, True))
    exp = fa("%04d/%02d" % (r.randint(1405, 1408), r.randint(1, 12)))
    dyn = fa(otp(r, 6))
    trk = fa(rdig(r, 12, True))
    t = ("می‌خوام از دیجی‌کالا خرید کنم ولی درگاه پرداخت خطا میده. اطلاعات کارتم اینه: شماره کارت %s، CVV2: %s، تاریخ انقضا %s. "
         "رمز دوم پویا هم که پیامک شد %s بود. شماره پیگیری تراکنش ناموفق قبلی %s هست. مشکل از کجاست؟" % (card, cvv2, exp, dyn, trk))
    return t, [card, cvv2, exp, dyn], [trk], "Card number (Luhn, Persian digits), CVV2, expiry and dynamic password are secrets; the transaction tracking number is a look-alike."


@case("fa", "subsidy-melli-code-sheba")
def _(r):
    m = ir_melli(r)
    sh = ir_iban(r)
    trk = fa(rdig(r, 10, True))
    t = ("برای ثبت‌نام یارانه کد ملی و شماره شبا رو وارد کردم ولی خطای «عدم تطابق» میده. کد ملیم %s و شبا %s هست. "
         "کد رهگیری ثبت‌نام هم %s بود. باید برم بانک؟" % (m, sh, trk))
    return t, [m, sh], [trk], "National code (check computed) and own Sheba IBAN are secrets; the registration tracking code is a look-alike."


@case("fa", "official-invoice-company-ids")
def _(r):
    nid = fa("1" + rdig(r, 10))
    eco = fa("4" + rdig(r, 11))
    inv = fa(rdig(r, 6, True))
    t = ("یه فاکتور رسمی از شرکت فروشنده گرفتم: شناسه ملی شرکت %s، کد اقتصادی %s، شماره فاکتور %s. برای ثبت در سامانه مودیان همین‌ها کافیه؟"
         % (nid, eco, inv))
    return t, [], [nid, eco, inv], "A seller company's national id, economic code and invoice number."


# ----------------------------------------------------------------- Hebrew
@case("he", "bituach-leumi-id-password")
def _(r):
    tz = il_tz(r)
    pw = human_pw(r)
    ref = rdig(r, 8, True)
    t = ("אני ממלא טופס באתר ביטוח לאומי. מספר תעודת זהות: %s. הסיסמה שבחרתי לאזור האישי: %s. מספר הפנייה שקיבלתי הוא %s. "
         "כמה זמן בדרך כלל לוקח להם לענות?" % (tz, pw, ref))
    return t, [tz, pw], [ref], "Israeli id (check computed) and password are secrets; the inquiry number is a look-alike."


@case("he", "salary-account-and-sms-code")
def _(r):
    br = "%03d" % r.randint(100, 999)
    acct = rdig(r, 8, True)
    code = otp(r)
    t = ("תעזור לי לנסח מייל למעסיק עם פרטי החשבון למשכורת: בנק לאומי, סניף %s, מספר חשבון %s. "
         "ודרך אגב, הרגע קיבלתי SMS עם קוד אימות %s מהבנק בלי שביקשתי, מה זה אומר?" % (br, acct, code))
    return t, [acct, code], [br], "Own account and a verification code are secrets; the branch number is a bank identifier."


@case("he", "supplier-invoice-company-number")
def _(r):
    hp = luhn_num(r, "51", 9)
    inv = rdig(r, 6, True)
    po = "PO-" + rdig(r, 5, True)
    t = ("קיבלתי חשבונית מספק: ח.פ. %s, חשבונית מס מספר %s, מספר הזמנה %s. איך אני מזין את זה בחשבשבת?" % (hp, inv, po))
    return t, [], [hp, inv, po], "Company number (same check as personal ids, computed), invoice and order numbers."


# ----------------------------------------------------------------- Hindi
@case("hi", "father-aadhaar-update-otp")
def _(r):
    a = in_aadhaar(r)
    af = "%s %s %s" % (a[:4], a[4:8], a[8:])
    code = otp(r)
    ifsc = in_ifsc(r)
    t = ("पापा का आधार में मोबाइल नंबर अपडेट करवाना है। उनका आधार नंबर %s है और अभी OTP आया है %s. "
         "बैंक वाले IFSC कोड %s भी माँग रहे हैं — क्या ये सब फ़ोन पर बताना सुरक्षित है?" % (af, code, ifsc))
    return t, [af, code], [ifsc], "Entrusted Aadhaar (Verhoeff computed) and OTP are secrets; the IFSC is a bank identifier."


@case("hi", "upi-pin-and-utr")
def _(r):
    p = pin(r, 6)
    utr = rdig(r, 12, True)
    t = ("मेरा नया UPI PIN %s है, इसे याद रखना प्लीज़। और कल जो पेमेंट फेल हुआ था उसका UTR नंबर %s है, दुकान की UPI ID sharmakirana@okaxis थी। "
         "पैसे कटे हैं पर दुकान वाले को नहीं मिले, अब क्या करूँ?" % (p, utr))
    return t, [p], [utr], "UPI PIN is a secret; the UTR (payment reference) is a look-alike."


@case("hi", "train-pnr-hotel-gstin")
def _(r):
    pnr = rdig(r, 10, True)
    g = in_gstin(r, in_pan(r, "C"))
    t = ("मेरा PNR नंबर %s है, ट्रेन 12951 राजधानी। होटल के बिल पर GSTIN %s लिखा है। क्या मैं ऑफिस से इनका रीइम्बर्समेंट क्लेम कर सकता हूँ?" % (pnr, g))
    return t, [], [pnr, g, "12951"], "Train PNR, train number and a hotel's GSTIN (check computed)."


# ----------------------------------------------------------------- Russian
@case("ru", "visa-form-passport-snils")
def _(r):
    ser = "%02d %02d" % (r.choice([45, 46, 40, 50, 77]), r.randint(10, 24))
    num = rdig(r, 6, True)
    pp = ser + " " + num
    sn = ru_snils(r)
    inn = ru_inn10(r)
    t = ("Заполняю анкету на визу, проверь, пожалуйста, всё ли на месте: паспорт %s, выдан ГУ МВД по г. Москве, СНИЛС %s, "
         "место работы — ООО «Вектор», ИНН организации %s. Нужно ли указывать ИНН работодателя?" % (pp, sn, inn))
    return t, [pp, sn], [inn], "Passport series and number and SNILS (check computed) are secrets; the employer's INN (check computed) is a look-alike."



@case("ru", "yandex-cloud-oauth-env")
def _(r):
    tok = "y0_AgAAAAA" + rs(r, AN + "-_", 49)
    fid = "b1g" + rs(r, LO + D, 17)
    cid = "b1g" + rs(r, LO + D, 17)
    t = ("Скрипт для Yandex Cloud падает с 401 Unauthorized. В .env у меня:\n\nYC_OAUTH_TOKEN=%s\nYC_CLOUD_ID=%s\nYC_FOLDER_ID=%s\n\n"
         "Токен получал вчера. Может, надо IAM-токен вместо OAuth?" % (tok, cid, fid))
    return t, [tok], [cid, fid], "Yandex OAuth token is a secret; cloud and folder ids are look-alikes."


@case("ru", "company-requisites-invoice")
def _(r):
    inn = ru_inn10(r)
    kpp = inn[:4] + "01001"
    ogrn = ru_ogrn(r)
    bik = ru_bik(r)
    rsn = ru_rs(r, bik)
    t = ("Выставляю счёт клиенту, проверь реквизиты нашей фирмы:\nООО «Северный ветер»\nИНН %s / КПП %s\nОГРН %s\nр/с %s в ПАО Сбербанк\nБИК %s\n"
         "Всё ли в правильном порядке для шапки счёта?" % (inn, kpp, ogrn, rsn, bik))
    return t, [], [inn, ogrn, rsn, bik], "A company's public requisites (INN, OGRN, settlement account key computed against the BIK)."


# ----------------------------------------------------------------- Ukrainian
@case("uk", "diia-declaration-rnokpp")
def _(r):
    tin = ua_rnokpp(r)
    pw = human_pw(r)
    ed = ua_edrpou(r)
    t = ("Подаю декларацію через Електронний кабінет, перевір, будь ласка: мій РНОКПП %s, пароль до ключа %s. "
         "Роботодавець — ТОВ «Зоряне поле», код ЄДРПОУ %s. Що ще треба додати?" % (tin, pw, ed))
    return t, [tin, pw], [ed], "Personal tax number (check computed) and key password are secrets; the employer's EDRPOU (check computed) is a look-alike."


@case("uk", "mono-card-pin-for-mom")
def _(r):
    card = groups(luhn_num(r, "537541", 16))
    p = pin(r, 4)
    ttn = r.choice(["20", "59"]) + rdig(r, 12)
    t = ("Склади коротке нагадування для мами: картка monobank %s, PIN %s — тільки для банкомата, нікому не казати. "
         "Посилку з Нової пошти можна забрати за ТТН %s у відділенні №12." % (card, p, ttn))
    return t, [card, p], [ttn], "Entrusted card number and PIN are secrets; the Nova Poshta waybill is a look-alike."


@case("uk", "dacha-wifi-two-messages")
def _(r):
    pw = wifi_pw(r)
    contract = rdig(r, 9, True)
    t = ("Зараз скину пароль від вайфаю на дачі, запам'ятай його, бо я постійно гублю.\n---\nМережа Dacha_Kyivstar, пароль %s\n---\n"
         "А номер договору з провайдером %s теж збережи, він потрібен для техпідтримки." % (pw, contract))
    return t, [pw], [contract], "Wi-Fi password announced and then given; the provider contract number is a look-alike."


# ----------------------------------------------------------------- Polish
@case("pl", "benefit-form-pesel-id-card")
def _(r):
    p = pesel(r)
    idc = pl_idcard(r)
    nip = pl_nip(r)
    t = ("Wypełniam wniosek o świadczenie i nie wiem, czy dobrze. PESEL dziecka: %s, numer mojego dowodu osobistego: %s. "
         "NIP pracodawcy to %s — czy to też trzeba podać?" % (p, idc, nip))
    return t, [p, idc], [nip], "PESEL and identity card number (both checks computed) are secrets; the employer's NIP (check computed) is a look-alike."


@case("pl", "blik-code-allegro")
def _(r):
    code = otp(r)
    order = uuid4(r)
    t = ("Płacę na Allegro BLIK-iem, apka banku pokazała kod %s, ale na stronie nie widzę, gdzie go wpisać, a zaraz wygaśnie! "
         "Numer zamówienia to %s, gdyby coś poszło nie tak." % (code, order))
    return t, [code], [order], "BLIK one-time payment code is a secret; the order number is a look-alike."


@case("pl", "tax-refund-iban-invoice-title")
def _(r):
    ib = pl_iban(r)
    ibf = ib[:4] + " " + groups(ib[4:])
    fv = "FV/2025/03/%03d" % r.randint(1, 999)
    t = ("Napisz krótkiego maila do księgowej, że zwrot podatku ma iść na moje konto %s. "
         "W tytule przelewu za fakturę %s wpisali złą kwotę, to też wspomnij." % (ibf, fv))
    return t, [ibf], [fv], "Own IBAN (national and mod-97 checks computed) is a secret; the invoice number is a look-alike."


# ----------------------------------------------------------------- Czech
@case("cs", "housing-benefit-birth-number")
def _(r):
    rc = cz_rc(r)
    op = rdig(r, 9, True)
    ico = cz_ico(r)
    t = ("Vyplňuju žádost o příspěvek na bydlení. Rodné číslo: %s, číslo občanky: %s. IČO pronajímatele je %s, to tam mám taky napsat?" % (rc, op, ico))
    return t, [rc, op], [ico], "Birth number (mod 11 computed) and identity card number are secrets; the landlord company's IČO (check computed) is a look-alike."


@case("cs", "payroll-account-and-card-pin")
def _(r):
    acct = cz_account(r) + "/" + r.choice(["0800", "0100", "0300", "2010", "3030"])
    p = pin(r, 4)
    t = ("Pošli mi šablonu e-mailu pro mzdovou účetní, ať mi výplatu posílají na nový účet %s. "
         "A PIN k nové kartě je %s, ten si jen zapamatuj, do e-mailu ho nepiš." % (acct, p))
    return t, [acct, p], [], "Own account (mod 11 computed, with bank code) and card PIN."


@case("cs", "internet-bill-payment-details")
def _(r):
    acct = cz_account(r) + "/0300"
    vs = rdig(r, 10, True)
    ico = cz_ico(r)
    ds = rs(r, "abcdefghijkmnpqrstuvwxyz23456789", 7)
    t = ("Platím fakturu za internet: číslo účtu dodavatele %s, variabilní symbol %s, IČO %s, datová schránka %s. Je potřeba i specifický symbol?"
         % (acct, vs, ico, ds))
    return t, [], [acct, vs, ico, ds], "A supplier's payment account, variable symbol, company id and data box id."


# ----------------------------------------------------------------- German
@case("de", "elterngeld-steuer-id-iban")
def _(r):
    sid = de_steuerid(r)
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    ib = de_iban(r)
    ibf = groups(ib)
    kz = "%s.%s.%s" % (rdig(r, 4, True), rdig(r, 4), rdig(r, 4))
    t = ("Ich fülle gerade den Elterngeldantrag aus. Meine Steuer-ID ist %s, die IBAN für die Auszahlung %s. "
         "Die Elterngeldstelle hat mir außerdem ein Kassenzeichen %s geschickt – gehört das auch irgendwo in den Antrag?" % (sidf, ibf, kz))
    return t, [sidf, ibf], [kz], "Tax id (ISO 7064 check computed) and own IBAN are secrets; the authority's Kassenzeichen is a look-alike."



@case("de", "fritzbox-wlan-key-repeater")
def _(r):
    key = " ".join(rdig(r, 4) for _ in range(5))
    ser = "%s.%s.%s.%s" % (rdig(r, 3, True), rdig(r, 2), rdig(r, 3), rdig(r, 3))
    t = ("Meine FRITZ!Box 7590 verbindet sich nicht mit dem neuen Repeater. WLAN-Netzwerkschlüssel laut Aufkleber: %s. "
         "FRITZ!OS 7.57, Seriennummer %s. Muss ich WPS benutzen oder geht es auch mit dem Schlüssel?" % (key, ser))
    return t, [key], [ser], "Wi-Fi key from the router label is a secret; the serial number is a look-alike."


@case("de", "packstation-pickup-code")
def _(r):
    code = rdig(r, 6, True)
    track = "00340434" + rdig(r, 12)
    t = ("Ich bin gerade unterwegs, kannst du dir gleich den Abholcode für die Packstation merken? Kommt sofort per SMS.\n---\n"
         "DHL: Ihre Sendung %s liegt in der Packstation 142 für Sie bereit. Abholcode: %s. Die Sendung wird 7 Tage aufbewahrt.\n---\n"
         "Danke! Meine Schwester holt es morgen ab, schreib ihr bitte eine kurze Nachricht." % (track, code))
    return t, [code], [track], "Parcel-locker pickup code is a secret; the shipment number is a look-alike."


@case("de", "verein-impressum-check")
def _(r):
    vr = "VR " + rdig(r, 5, True)
    vat = de_vat(r)
    cred = de_creditor_id(r)
    ib = groups(de_iban(r))
    t = ("Kannst du das Impressum unseres Sportvereins prüfen? TSV Grünwald 1921 e.V., Amtsgericht München %s, USt-IdNr. %s, "
         "Gläubiger-ID %s, Spendenkonto IBAN %s. Fehlt da etwas Pflichtiges?" % (vr, vat, cred, ib))
    return t, [], [vr, vat, cred, ib], "A club's public register number, VAT id (check computed), SEPA creditor id (check computed) and donation IBAN."


# ----------------------------------------------------------------- French
@case("fr", "cpam-nir-ameli-password")
def _(r):
    nir = fr_nir(r)
    pw = human_pw(r)
    dos = rdig(r, 10, True)
    t = ("Je dois remplir le formulaire de la CPAM pour mon arrêt maladie. Mon numéro de sécu : %s. Mon mot de passe ameli : %s. "
         "Le numéro de dossier sur le courrier est %s. Tu peux m'aider à rédiger la réclamation ?" % (nir, pw, dos))
    return t, [nir, pw], [dos], "Social security number (key computed) and password are secrets; the file number is a look-alike."


@case("fr", "rib-for-new-employer")
def _(r):
    ib = groups(fr_iban(r))
    siret = fr_siret(r, fr_siren(r))
    t = ("Mon nouvel employeur me demande mon RIB. IBAN : %s, BIC BNPAFRPP. Leur SIRET est %s si jamais. "
         "Tu peux me rédiger un mail court pour leur envoyer ?" % (ib, siret))
    return t, [ib], ["BNPAFRPP", siret], "Own IBAN (RIB key and mod-97 computed) is a secret; the BIC and employer SIRET (Luhn computed) are look-alikes."


@case("fr", "digicode-corrected-and-freebox")
def _(r):
    c1 = r.choice("AB") + rdig(r, 4)
    c2 = r.choice("AB") + rdig(r, 4)
    pw = rs(r, LO + D, 4) + "-" + rs(r, LO + D, 6) + "-" + rs(r, LO + D, 6)
    t = ("Pour l'apéro samedi, le digicode de l'immeuble c'est %s et ensuite l'interphone au nom de Morel, 3e étage.\n---\n"
         "Pardon, je me suis trompée : c'est %s, pas l'autre. Et le code wifi de la Freebox si quelqu'un le demande : %s. "
         "Tu peux me faire un petit message récapitulatif pour le groupe ?" % (c1, c2, pw))
    return t, [c1, c2, pw], [], "Door code, its correction, and the Wi-Fi key."



@case("fr", "client-invoice-vat-siret")
def _(r):
    siren = fr_siren(r)
    vat = fr_vat(siren)
    siret = fr_siret(r, siren)
    inv = "F-2025-%04d" % r.randint(1, 9999)
    t = ("Je prépare une facture pour un client pro. Ses infos : SIRET %s, TVA intracommunautaire %s. Ma facture porte le numéro %s. "
         "Est-ce que je dois faire de l'autoliquidation ?" % (siret, vat, inv))
    return t, [], [siret, vat, inv], "A client company's SIRET (Luhn) and VAT number (key computed), and an invoice number."


# ----------------------------------------------------------------- Spanish
@case("es", "sepe-dni-iban")
def _(r):
    dni = es_dni(r)
    ib = groups(es_iban(r))
    cif = es_cif(r)
    t = ("Estoy rellenando la solicitud del paro en el SEPE. DNI %s, cuenta para el ingreso %s. La empresa, Construcciones Almagro S.L., "
         "tiene CIF %s. ¿Dónde va cada cosa?" % (dni, ib, cif))
    return t, [dni, ib], [cif], "DNI (letter computed) and own IBAN (control digits computed) are secrets; the company CIF (control computed) is a look-alike."


@case("es", "mexico-curp-clabe-nomina")
def _(r):
    curp = mx_curp(r, r.choice(["GOMA", "HERL", "RAPJ", "LOSM"]), r.random() < 0.5)
    clabe = mx_clabe(r)
    folio = uuid4(r).upper()
    t = ("Oye, ayúdame a llenar el formato de alta en la nómina: CURP %s, CLABE interbancaria %s (BBVA). "
         "El folio fiscal de mi última factura es %s, ¿eso también lo piden?" % (curp, clabe, folio))
    return t, [curp, clabe], [folio], "CURP and CLABE (both check digits computed) are secrets; the CFDI folio is a look-alike."


@case("es", "argentina-cbu-home-banking")
def _(r):
    cbu = ar_cbu(r)
    pw = human_pw(r)
    cuit = ar_cuit(r, "30")
    t = ("Che, le tengo que pasar mi CBU al cliente para que me transfiera: %s. Y la clave del home banking es %s, guardala vos que yo me la olvido. "
         "El CUIT de la empresa que me paga es %s, ¿le tengo que hacer factura C?" % (cbu, pw, cuit))
    return t, [cbu, pw], [cuit], "Own CBU (check digits computed) and password are secrets; the paying company's CUIT (check computed) is a look-alike."



@case("es", "renfe-locator-cadastral")
def _(r):
    loc = rs(r, UP + D, 6)
    ped = rdig(r, 12, True)
    cat = rdig(r, 7, True) + rs(r, UP, 2) + rdig(r, 4) + rs(r, UP, 1) + rdig(r, 4) + rs(r, UP, 2)
    t = ("Tengo el localizador de Renfe %s y el número de pedido de El Corte Inglés %s. Aparte, para el IBI me piden la referencia catastral del piso: %s. "
         "¿Me haces una lista de lo que tengo pendiente?" % (loc, ped, cat))
    return t, [], [loc, ped, cat], "Booking locator, order number and a public cadastral reference."


# ----------------------------------------------------------------- Portuguese
@case("pt", "br-digital-bank-cpf-password")
def _(r):
    cpf = br_cpf(r)
    s = pin(r, 6)
    cnpj = br_cnpj(r)
    t = ("Tô abrindo conta num banco digital e pediram CPF e uma senha de 6 dígitos. CPF: %s, a senha que escolhi: %s. "
         "O CNPJ do meu MEI é %s — preciso informar também ou é só pra conta PJ?" % (cpf, s, cnpj))
    return t, [cpf, s], [cnpj], "CPF (check digits computed) and password are secrets; the registered business CNPJ (computed) is a public look-alike."


@case("pt", "br-card-password-pix-refund")
def _(r):
    s = pin(r, 4)
    cvv = rdig(r, 3)
    pix = uuid4(r)
    t = ("Perdi o papel onde anotei a senha do cartão, então guarda aí: a senha é %s e o código de segurança atrás do cartão é %s. "
         "E a chave Pix aleatória da loja onde comprei é %s — como peço o reembolso?" % (s, cvv, pix))
    return t, [s, cvv], [pix], "Card password and security code are secrets; the shop's random Pix key is a look-alike."


@case("pt", "pt-irs-nif-iban-multibanco")
def _(r):
    nif = pt_nif(r)
    ib = groups(pt_iban(r))
    ent = rdig(r, 5, True)
    ref = "%s %s %s" % (rdig(r, 3, True), rdig(r, 3), rdig(r, 3))
    t = ("Preciso de enviar os dados para o reembolso do IRS. NIF %s, IBAN %s. Para pagar a taxa da certidão deram-me Entidade %s, "
         "Referência %s. Isto paga-se no multibanco?" % (nif, ib, ent, ref))
    return t, [nif, ib], [ent, ref], "NIF (check computed) and own IBAN (NIB and mod-97 computed) are secrets; the Multibanco entity and reference are look-alikes."


@case("pt", "br-tracking-nfe")
def _(r):
    trk = s10(r, "BR", r.choice(["NL", "QB", "OV", "AA"]))
    cnpj = br_cnpj(r)
    ped = rdig(r, 11, True)
    t = ("Meu pedido %s da loja veio com o código de rastreio %s e a nota fiscal mostra o CNPJ %s. "
         "Como rastreio nos Correios?" % (ped, trk, cnpj))
    return t, [], [ped, trk, cnpj], "Order number, tracking number (UPU S10 check computed) and a seller's CNPJ."


# ----------------------------------------------------------------- Italian
@case("it", "bonus-form-codice-fiscale-iban")
def _(r):
    cf = it_cf(r, r.choice(["BNC", "RSS", "FRR", "CLM"]), r.choice(["GLI", "MRC", "FNC", "LCU"]), r.random() < 0.5)
    ib = groups(it_iban(r))
    prot = "INPS.%s.%s.%s" % (rdig(r, 4, True), "2025", rdig(r, 7))
    t = ("Devo compilare la domanda per il bonus. Codice fiscale: %s, IBAN per l'accredito: %s. Il numero di protocollo della domanda è %s. "
         "Mi aiuti a controllare che sia tutto a posto?" % (cf, ib, prot))
    return t, [cf, ib], [prot], "Codice fiscale (check computed) and own IBAN (mod-97 computed) are secrets; the protocol number is a look-alike."


@case("it", "spid-login-for-mother")
def _(r):
    pw = human_pw(r)
    code = otp(r)
    t = ("Mi scrivi un promemoria per mia madre su come entrare con lo SPID? Utente: anna.ferri58@libero.it, password: %s, "
         "e poi il codice che le arriva per SMS — oggi era %s, ma cambia ogni volta." % (pw, code))
    return t, [pw, code], [], "Entrusted SPID password and one-time code."


@case("it", "plumber-invoice-piva-sdi")
def _(r):
    inv = "%d/2025" % r.randint(10, 400)
    piva = it_piva(r)
    sdi = rs(r, UP + D, 7)
    t = ("Devo pagare la fattura n. %s di Idraulica Rossi S.r.l., Partita IVA %s. Per la fattura elettronica mi chiedono il codice destinatario: "
         "il loro è %s. È giusto?" % (inv, piva, sdi))
    return t, [], [inv, piva, sdi], "Invoice number, VAT number (Luhn computed) and e-invoicing code."


# ----------------------------------------------------------------- Dutch
@case("nl", "tax-return-bsn-digid")
def _(r):
    bsn = nl_bsn(r)
    pw = human_pw(r)
    kvk = rdig(r, 8, True)
    t = ("Ik moet mijn belastingaangifte doen maar DigiD doet raar. BSN %s, DigiD-wachtwoord %s. "
         "Het KvK-nummer van mijn eenmanszaak is %s. Moet ik de aangifte IB of de btw eerst doen?" % (bsn, pw, kvk))
    return t, [bsn, pw], [kvk], "BSN (11-test computed) and DigiD password are secrets; the public Chamber of Commerce number is a look-alike."


@case("nl", "groepsapp-iban-betalingskenmerk")
def _(r):
    ib = groups(nl_iban(r))
    bk = " ".join(rdig(r, 4) for _ in range(4))
    t = ("Kun je een berichtje maken voor de groepsapp? Iedereen €23,50 overmaken naar %s t.n.v. S. de Vries, o.v.v. 'etentje'. "
         "Los daarvan: de Belastingdienst wil dat ik betaal met betalingskenmerk %s, hoort dat bij de aanslag?" % (ib, bk))
    return t, [ib], [bk], "Own IBAN is a secret; the tax office's payment reference is a look-alike."


@case("nl", "modem-serial-storing")
def _(r):
    ser = rs(r, UP + D, 12)
    st = "ST-" + rdig(r, 7, True)
    t = ("Mijn Ziggo-modem (serienummer %s) valt elke avond uit. Ik heb al een storingsmelding gedaan onder nummer %s, postcode 3512 JK. "
         "Wat kan ik zelf nog proberen?" % (ser, st))
    return t, [], [ser, st, "3512 JK"], "Serial number, ticket number and postcode."


# ----------------------------------------------------------------- Swedish
@case("sv", "deklaration-personnummer-bankid")
def _(r):
    pn = se_pnr(r)
    code = rdig(r, 8, True)
    org = se_orgnr(r)
    t = ("Jag ska deklarera och behöver hjälp. Personnummer %s, och säkerhetskoden till BankID är %s (jag vet, jag borde inte skriva den här). "
         "Arbetsgivarens organisationsnummer är %s." % (pn, code, org))
    return t, [pn, code], [org], "Personal number (Luhn computed) and BankID security code are secrets; the employer's organisation number (Luhn) is a look-alike."


@case("sv", "rent-from-new-account")
def _(r):
    cl = "8" + rdig(r, 3) + "-" + rdig(r, 1)
    kn = rdig(r, 3, True) + " " + rdig(r, 3) + " " + rdig(r, 3) + "-" + rdig(r, 1)
    t = ("Skriv ett sms till min hyresvärd om att hyran från och med maj dras från mitt nya konto i Swedbank: clearingnummer %s, kontonummer %s." % (cl, kn))
    return t, [kn], [cl], "Own account number is a secret; the clearing number is a bank identifier."


@case("sv", "invoice-bankgiro-ocr")
def _(r):
    bg = se_bankgiro(r)
    ocr = luhn_num(r, rdig(r, 1, True), 12)
    t = ("Hur betalar jag den här fakturan från elbolaget? Bankgiro %s, OCR-nummer %s, belopp 1 249 kr, förfallodag 2025-04-30." % (bg, ocr))
    return t, [], [bg, ocr], "A company's bankgiro (Luhn) and OCR payment reference (Luhn)."


# ----------------------------------------------------------------- Danish
@case("da", "borger-cpr-mitid")
def _(r):
    cpr = dk_cpr(r)
    pw = human_pw(r)
    cvr = dk_cvr(r)
    t = ("Jeg skal søge om boligstøtte på borger.dk. Mit CPR-nummer er %s og min MitID-adgangskode er %s. "
         "Min udlejer er et selskab med CVR %s. Hvad skal jeg vedhæfte?" % (cpr, pw, cvr))
    return t, [cpr, pw], [cvr], "CPR number (no check digit used) and MitID password are secrets; the landlord company's CVR (check computed) is a look-alike."


@case("da", "class-party-mobilepay")
def _(r):
    box = rdig(r, 7, True)
    reg = rdig(r, 4, True)
    kto = rdig(r, 10, True)
    ordre = "ORD-" + rdig(r, 6, True)
    t = ("Vi samler ind til klassefesten via MobilePay Box %s. Alternativt kan man overføre til skolens konto reg.nr. %s kontonr. %s. "
         "Festudlejeren har givet os ordrenummer %s. Lav en kort besked til forældrene." % (box, reg, kto, ordre))
    return t, [], [box, reg, kto, ordre], "Public collection box, the school's account and an order number."


# ----------------------------------------------------------------- Norwegian
@case("no", "lanekassen-fnr-konto")
def _(r):
    fnr = no_fnr(r)
    k = no_konto(r)
    kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    org = no_orgnr(r)
    orgf = "%s %s %s" % (org[:3], org[3:6], org[6:])
    t = ("Kan du hjelpe meg å fylle ut søknaden til Lånekassen? Fødselsnummer %s, kontonummer %s. "
         "Skolens organisasjonsnummer er %s." % (fnr, kf, orgf))
    return t, [fnr, kf], [orgf], "National id and own account (both mod-11 checks computed) are secrets; the school's organisation number (computed) is a look-alike."


@case("no", "borettslag-invoice-kid")
def _(r):
    k = no_konto(r)
    kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    kid = luhn_num(r, rdig(r, 1, True), 15)
    t = ("Faktura fra borettslaget: kontonummer %s, KID %s, beløp 5 430 kr. Hvordan setter jeg opp avtalegiro så jeg slipper å huske det?" % (kf, kid))
    return t, [], [kf, kid], "The housing cooperative's account (mod 11) and KID reference (Luhn)."


# ----------------------------------------------------------------- Finnish
@case("fi", "kela-hetu-password")
def _(r):
    h = fi_hetu(r)
    pw = human_pw(r)
    y = fi_ytunnus(r)
    t = ("Täytän Kelan asumistukihakemusta. Henkilötunnukseni on %s ja OmaKelan salasana %s. Työnantajani Y-tunnus on %s, pitääkö sekin laittaa?" % (h, pw, y))
    return t, [h, pw], [y], "Personal identity code (check character computed) and password are secrets; the employer's business id (computed) is a look-alike."


@case("fi", "deposit-refund-iban-viite")
def _(r):
    ib = groups(fi_iban(r))
    v = fi_viite(r)
    t = ("Vuokranantaja pyysi tilinumeroa takuuvuokran palautusta varten. Tilini on %s. Hänen viimeisessä laskussaan oli viitenumero %s — "
         "pitääkö se mainita viestissä? Kirjoita lyhyt ja kohtelias viesti." % (ib, v))
    return t, [ib], [v], "Own IBAN is a secret; the reference number (7-3-1 check computed) is a look-alike."


# ----------------------------------------------------------------- Hungarian
@case("hu", "neak-taj-adoazonosito")
def _(r):
    taj = hu_taj(r)
    tajf = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ad = hu_adoazon(r)
    asz = hu_adoszam(r)
    t = ("Segíts kitölteni a nyomtatványt: TAJ-számom %s, adóazonosító jelem %s. A munkáltató adószáma %s, az is kell bele?" % (tajf, ad, asz))
    return t, [tajf, ad], [asz], "Health insurance number and tax id (both checks computed) are secrets; the employer's tax number (check computed) is a look-alike."


@case("hu", "salary-account-to-accountant")
def _(r):
    b1, b2 = hu_account(r)
    acct = "%s-%s-%s" % (b1, b2[:8], b2[8:])
    inv = "SZ-2025/%04d" % r.randint(1, 9999)
    t = ("Írj egy rövid e-mailt a könyvelőnek, hogy mostantól erre a számlára utalják a fizetésemet: %s. "
         "A múlt havi %s számú számlát pedig még nem fizették ki." % (acct, inv))
    return t, [acct], [inv], "Own bank account (both block checks computed) is a secret; the invoice number is a look-alike."


# ----------------------------------------------------------------- Romanian
@case("ro", "anaf-cnp-iban")
def _(r):
    cnp = ro_cnp(r)
    ib = groups(ro_iban(r))
    cui = ro_cui(r)
    t = ("Completez formularul pentru ANAF. CNP %s, IBAN %s. CUI-ul angajatorului e %s — unde îl trec?" % (cnp, ib, cui))
    return t, [cnp, ib], [cui], "CNP (check computed) and own IBAN are secrets; the employer's CUI (check computed) is a look-alike."


@case("ro", "emag-order-awb")
def _(r):
    cmd = rdig(r, 9, True)
    awb = "2" + rdig(r, 12)
    cui = "RO" + ro_cui(r)
    t = ("Am comandat de pe eMAG, comanda nr. %s, iar AWB-ul de la Fan Courier e %s. Pe factură scrie CIF %s. Cum văd unde e coletul?" % (cmd, awb, cui))
    return t, [], [cmd, awb, cui], "Order, waybill and a company's fiscal code."


# ----------------------------------------------------------------- Greek
@case("el", "gov-gr-afm-amka-taxisnet")
def _(r):
    afm = gr_afm(r)
    amka = gr_amka(r)
    pw = human_pw(r)
    prot = "%s/%s" % (rdig(r, 6, True), "2025")
    t = ("Θέλω να κάνω αίτηση στο gov.gr. ΑΦΜ: %s, ΑΜΚΑ: %s, κωδικός Taxisnet: %s. Ο αριθμός πρωτοκόλλου της προηγούμενης αίτησης ήταν %s. "
         "Μπορείς να μου πεις τα βήματα;" % (afm, amka, pw, prot))
    return t, [afm, amka, pw], [prot], "Tax number and social security number (checks computed) and password are secrets; the protocol number is a look-alike."


@case("el", "rent-new-account-rf-code")
def _(r):
    ib = groups(gr_iban(r))
    rf = rf_ref(r, 13)
    t = ("Γράψε μου ένα μήνυμα προς τον ιδιοκτήτη ότι από τον Μάιο θα πληρώνω το ενοίκιο από τον νέο λογαριασμό μου %s. "
         "Για τη ΔΕΗ ο κωδικός πληρωμής είναι %s, αυτόν τον βάζω στην αιτιολογία;" % (ib, rf))
    return t, [ib], [rf], "Own IBAN is a secret; the RF creditor reference (ISO 11649, computed) is a look-alike."


# ----------------------------------------------------------------- Turkish
@case("tr", "edevlet-password-tc-kimlik")
def _(r):
    pw = human_pw(r)
    tc = tr_tc(r)
    vkn = tr_vkn(r)
    t = ("e-Devlet şifremi unuttum, PTT'den yenisini aldım ve değiştirdim: %s. TC kimlik numaram %s. "
         "İşverenimin vergi numarası da %s, bunları bir yere not eder misin?" % (pw, tc, vkn))
    return t, [pw, tc], [vkn], "e-Devlet password and TC identity number (checks computed) are secrets; the employer's tax number (check computed) is a look-alike."


@case("tr", "salary-iban-card-pin")
def _(r):
    ib = groups(tr_iban(r))
    p = pin(r, 4)
    kargo = rdig(r, 12, True)
    t = ("Maaşımın yatacağı yeni hesap: IBAN %s. Yeni kartımın şifresi %s, unutmamam lazım. "
         "Bir de kartın gönderildiği kargonun takip numarası %s, nerede olduğunu nasıl öğrenirim?" % (ib, p, kargo))
    return t, [ib, p], [kargo], "Own IBAN (mod-97 computed) and card PIN are secrets; the cargo tracking number is a look-alike."


@case("tr", "trendyol-order-mersis")
def _(r):
    sip = rdig(r, 10, True)
    fat = "TYD2025" + rdig(r, 9, True)
    mersis = "0" + rdig(r, 15, True)
    t = ("Trendyol siparişim (%s) hâlâ gelmedi. Faturada fatura no %s ve satıcının MERSİS numarası %s yazıyor. İade mi istesem?" % (sip, fat, mersis))
    return t, [], [sip, fat, mersis], "Order number, invoice number and a seller's registry number."


# ----------------------------------------------------------------- Vietnamese
@case("vi", "pit-cccd-etax-password")
def _(r):
    cccd = r.choice(["001", "079", "031", "048"]) + r.choice("0123") + "%02d" % r.randint(60, 99) + rdig(r, 6)
    pw = human_pw(r)
    mst = "0" + rdig(r, 9, True)
    t = ("Mình cần điền tờ khai quyết toán thuế thu nhập cá nhân. Số CCCD của mình là %s, mật khẩu tài khoản thuế điện tử là %s. "
         "Mã số thuế của công ty là %s. Bạn hướng dẫn mình từng bước được không?" % (cccd, pw, mst))
    return t, [cccd, pw], [mst], "Citizen id card number and e-tax password are secrets; the company tax code is a look-alike (check not computed)."


@case("vi", "vietcombank-otp-account")
def _(r):
    code = otp(r)
    stk = "10" + rdig(r, 11)
    ft = "FT" + rdig(r, 5, True) + rs(r, UP + D, 7)
    t = ("Vietcombank vừa nhắn: 'Ma OTP cua Quy khach la %s. Tuyet doi KHONG cung cap OTP cho bat ky ai.' Số tài khoản của mình là %s. "
         "Giao dịch hôm qua có mã tham chiếu %s. Sao tự nhiên lại có OTP này nhỉ, mình có bị lộ gì không?" % (code, stk, ft))
    return t, [code, stk], [ft], "OTP and own account number are secrets; the transaction reference is a look-alike."


@case("vi", "shopee-order-ghn")
def _(r):
    don = "25" + "%02d%02d" % (r.randint(1, 3), r.randint(1, 28)) + rs(r, UP + D, 8)
    ghn = "GY" + rs(r, UP + D, 6)
    t = ("Đơn Shopee %s của mình báo đã giao nhưng mình chưa nhận được. Mã vận đơn GHN là %s, hotline của shop là 1900 6035. Mình nên khiếu nại thế nào?" % (don, ghn))
    return t, [], [don, ghn, "1900 6035"], "Order id, waybill and a hotline number."


# ----------------------------------------------------------------- Thai
@case("th", "open-account-id-atm-pin")
def _(r):
    tid = th_fmt(th_id(r))
    p = pin(r, 6)
    trk = s10(r, "TH", r.choice(["EF", "EK", "RB"]))
    t = ("ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน %s รหัส ATM ที่ตั้งไว้ %s ส่วนบัตรที่ธนาคารส่งมาให้ เลขพัสดุ %s ตอนนี้ถึงไหนแล้วดูยังไง" % (tid, p, trk))
    return t, [tid, p], [trk], "Thai id (check computed) and ATM PIN are secrets; the postal tracking number (S10 check computed) is a look-alike."


@case("th", "transfer-slip-shop-tax-id")
def _(r):
    ref = rdig(r, 4, True) + rs(r, UP, 3) + rdig(r, 8)
    tax = th_id(r, "0")
    t = ("สลิปโอนเงินบอกว่าเลขที่อ้างอิง %s ส่วนใบกำกับภาษีของร้านมีเลขประจำตัวผู้เสียภาษี %s เอาไปเบิกกับบริษัทได้ไหม" % (ref, tax))
    return t, [], [ref, tax], "Transfer slip reference and a shop's tax id (check computed, same format as a personal id)."


# ----------------------------------------------------------------- Indonesian
@case("id", "bpjs-nik-mbca-pin")
def _(r):
    d = rdate(r, 1970, 2002)
    nik = r.choice(["3174", "3273", "3578", "5171"]) + rdig(r, 2) + "%02d%02d%02d" % (d.day + 40, d.month, d.year % 100) + rdig(r, 4)
    p = pin(r, 6)
    npwp = "%s.%s.%s.%s-%s.%s" % (rdig(r, 2, True), rdig(r, 3), rdig(r, 3), rdig(r, 1), rdig(r, 3), "000")
    t = ("Tolong bantu isi formulir BPJS Kesehatan. NIK saya %s. NPWP kantor %s. Oh iya, sekalian catat PIN m-BCA saya %s ya, saya suka lupa." % (nik, npwp, p))
    return t, [nik, p], [npwp], "NIK and mobile-banking PIN are secrets; the employer's NPWP is a look-alike (checks not computed)."


@case("id", "courier-otp-scam")
def _(r):
    code = otp(r)
    resi = "JP" + rdig(r, 10, True)
    t = ("Dapat SMS ini: 'JANGAN BERIKAN KODE INI KEPADA SIAPAPUN. Kode verifikasi WhatsApp Anda: %s.' Terus ada orang ngaku kurir minta kodenya "
         "buat 'verifikasi paket' dengan nomor resi %s. Itu penipuan bukan?" % (code, resi))
    return t, [code], [resi], "Verification code is a secret; the parcel waybill number is a look-alike."


@case("id", "tokopedia-va-own-account")
def _(r):
    va = "80777" + rdig(r, 11)
    rek = rdig(r, 10, True)
    t = ("Saya mau bayar tagihan Tokopedia lewat transfer. Nomor Virtual Account-nya %s. Rekening BCA saya sendiri %s, saldonya cukup. "
         "Caranya lewat m-banking gimana?" % (va, rek))
    return t, [rek], [va], "Own account number is a secret; the merchant virtual account is a payment reference look-alike."


# ----------------------------------------------------------------- Tagalog
@case("tl", "gcash-mpin-otp-ref")
def _(r):
    mp = pin(r, 4)
    ref = rdig(r, 13, True)
    code = otp(r)
    t = ("Pa-save naman: yung GCash MPIN ko ay %s. Kanina nag-send ako ng ₱1,500 sa kapatid ko, Ref No. %s. "
         "Tapos may dumating na OTP %s kahit wala akong ginagawa, bakit kaya?" % (mp, ref, code))
    return t, [mp, code], [ref], "MPIN and OTP are secrets; the receipt Ref No. is a look-alike (settled)."


@case("tl", "sss-loan-ids")
def _(r):
    sss = "%s-%s-%s" % (rdig(r, 2, True), rdig(r, 7), rdig(r, 1))
    tin = "%s-%s-%s-000" % (rdig(r, 3, True), rdig(r, 3), rdig(r, 3))
    ph = "%s-%s-%s" % (rdig(r, 2, True), rdig(r, 9), rdig(r, 1))
    etin = "%s-%s-%s-000" % (rdig(r, 3, True), rdig(r, 3), rdig(r, 3))
    t = ("Nag-a-apply ako ng salary loan sa SSS. SSS number ko: %s, TIN ko: %s, PhilHealth: %s. Yung TIN ng employer ko ay %s. "
         "Alin dito ang kailangan sa form?" % (sss, tin, ph, etin))
    return t, [sss, tin, ph], [etin], "SSS, TIN and PhilHealth numbers are secrets; the employer's TIN is a look-alike (checks not computed)."


# ----------------------------------------------------------------- Swahili
@case("sw", "mpesa-kplc-token-budget")
def _(r):
    code = mpesa_code(r, "T")
    meter = rdig(r, 11, True)
    t = ("Nisaidie kupanga matumizi yangu ya mwezi. Ujumbe huu umefika: '%s Imethibitishwa. Ksh1,200.00 imetumwa kwa KPLC PREPAID kwa akaunti %s "
         "tarehe 3/3/25 saa 8:15 AM. Salio jipya la M-PESA ni Ksh3,410.50.' Paybill ilikuwa 888880." % (code, meter))
    return t, [code], ["888880"], "M-Pesa confirmation code (settled: secret); the utility's public paybill is a look-alike; the meter number is neutral."


@case("sw", "kra-itax-id-pin")
def _(r):
    nid = rdig(r, 8, True)
    kpin = "A" + rdig(r, 9, True) + r.choice(UP)
    epin = "P0" + rdig(r, 8, True) + r.choice(UP)
    t = ("Nataka kujaza fomu ya KRA iTax. Namba yangu ya kitambulisho ni %s, na KRA PIN yangu ni %s. Mwajiri wangu ana PIN %s. Nianzie wapi?" % (nid, kpin, epin))
    return t, [nid, kpin], [epin], "National id and personal KRA PIN are secrets; the employer's KRA PIN is a look-alike."


@case("sw", "lipa-na-mpesa-till-order")
def _(r):
    till = rdig(r, 6, True)
    oda = "ORD" + rdig(r, 6, True)
    trk = "KE" + rdig(r, 9, True)
    t = ("Duka la mtandaoni linasema nilipe kwa Lipa na M-PESA, Till Number %s, kisha niwatumie namba ya oda %s. "
         "Mzigo utafuatiliwa kwa namba %s. Je, ni salama?" % (till, oda, trk))
    return t, [], [till, oda, trk], "Merchant till, order and tracking numbers."


# ----------------------------------------------------------------- Malay
@case("ms", "kwsp-mykad-maybank")
def _(r):
    d = rdate(r, 1965, 2002)
    mykad = "%s-%s-%s" % (yymmdd(d), r.choice(["14", "10", "08", "01"]), rdig(r, 4))
    akaun = rdig(r, 12, True)
    pw = human_pw(r)
    ref = rdig(r, 12, True)
    t = ("Tolong isi borang KWSP untuk saya. No. MyKad %s, akaun Maybank %s, kata laluan Maybank2u %s. "
         "Nombor rujukan DuitNow untuk caruman bulan lepas ialah %s." % (mykad, akaun, pw, ref))
    return t, [mykad, akaun, pw], [ref], "MyKad, own account and password are secrets; the DuitNow reference is a look-alike."


# ----------------------------------------------------------------- Bengali
@case("bn", "bkash-pin-trxid-nid")
def _(r):
    p = pin(r, 5)
    trx = rs(r, UP + D, 10)
    nid = rdig(r, 10, True)
    agent = "01" + r.choice("3456789") + rdig(r, 8)
    t = ("আমার বিকাশ পিন %s, আমি প্রায়ই ভুলে যাই, একটু মনে রাখবেন। আজ এজেন্ট %s থেকে ক্যাশ ইন এসেছে, মেসেজে TrxID %s। "
         "আর আমার এনআইডি নম্বর %s — নতুন সিম কিনতে কি এটা লাগবে?" % (p, agent, trx, nid))
    return t, [p, trx, nid], [agent], "bKash PIN, mobile-money TrxID (as the settled M-Pesa code) and NID are secrets; the agent's number is a look-alike."


# ----------------------------------------------------------------- Slovak
@case("sk", "invoice-ico-ic-dph")
def _(r):
    ico = cz_ico(r)
    icdph = sk_icdph(r)
    vs = rdig(r, 10, True)
    t = ("Potrebujem skontrolovať faktúru od dodávateľa: IČO %s, IČ DPH %s, variabilný symbol %s. Sedí to s tým, čo je v obchodnom registri?" % (ico, icdph, vs))
    return t, [], [ico, icdph, vs], "A supplier's company id and VAT id (checks computed) and a variable symbol."


# ----------------------------------------------------------------- Croatian
@case("hr", "tax-refund-oib-iban")
def _(r):
    oib = hr_oib(r)
    ib = groups(hr_iban(r))
    pnb = "HR68 " + rdig(r, 4, True) + "-" + rdig(r, 11, True)
    t = ("Ispunjavam zahtjev za povrat poreza. OIB %s, IBAN %s. Na uplatnici za pristojbu piše poziv na broj %s — trebam li to negdje upisati?" % (oib, ib, pnb))
    return t, [oib, ib], [pnb], "OIB (ISO 7064 computed) and own IBAN are secrets; the payment reference is a look-alike."


# ----------------------------------------------------------------- Bulgarian
@case("bg", "nap-egn-pik")
def _(r):
    egn = bg_egn(r)
    pik = rs(r, UP + D, 10)
    eik = bg_eik(r)
    t = ("Попълвам годишната декларация в сайта на НАП. ЕГН %s, ПИК от НАП %s. ЕИК на работодателя е %s. Откъде да започна?" % (egn, pik, eik))
    return t, [egn, pik], [eik], "EGN (check computed) and the tax-office access code are secrets; the employer's EIK (check computed) is a look-alike."


# ================================================================= validation
import re
import unicodedata

LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl", "sv",
         "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ms", "bn", "sk", "hr", "bg"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"
IBAN_LEN = {"AE": 23, "DE": 22, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "IE": 22, "IR": 26, "IT": 27,
            "NL": 18, "PL": 28, "PT": 25, "RO": 24, "TR": 26, "UA": 29}
IBAN_RE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}$")
HOSTILE = set("\u0085\u2028\u2029\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufffe\uffff")


def hostile_chars(s, allow_newline, allow_tab=False):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch == "\t" and allow_tab:
            continue
        cat = unicodedata.category(ch)
        if ch in HOSTILE or cat in ("Cc", "Cs", "Co", "Cn"):
            bad.append("U+%04X" % ord(ch))
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded(text, v, i):
    """True if the value at text[i:i+len(v)] continues a longer number on either side."""
    j = i + len(v)
    if v[0].isdigit() and i > 0:
        p = text[i - 1]
        if p.isdigit():
            return True
        if p in "-./, " and i > 1 and text[i - 2].isdigit():
            return True
    if v[-1].isdigit() and j < len(text):
        n = text[j]
        if n.isdigit():
            return True
        if n in "-./, " and j + 1 < len(text) and text[j + 1].isdigit():
            return True
    return False


def validate_case(c):
    errs = []
    for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
        if k not in c:
            errs.append("missing key " + k)
    if errs:
        return errs
    cid, text = c["id"], c["text"]
    if not isinstance(cid, str) or not ID_RE.match(cid):
        errs.append("bad id %r" % cid)
    if c["lang"] not in LANGS:
        errs.append("bad lang %r" % c["lang"])
    if not isinstance(text, str) or not text.strip() or text != text.strip():
        errs.append("empty text or surrounding whitespace")
        return errs
    if not isinstance(c["note"], str) or not c["note"].strip():
        errs.append("empty note")
    for name, s, nl in (("id", cid, False), ("note", c["note"], False), ("text", text, True), ("lang", c["lang"], False)):
        b = hostile_chars(s, nl, allow_tab=(name == "text"))
        if b:
            errs.append("hostile characters in %s: %s" % (name, b))
    if SEP in text and any(not m.strip() for m in text.split(SEP)):
        errs.append("empty message in multi-message text")
    sec, look = c["secrets"], c["lookalikes"]
    if not isinstance(sec, list) or not isinstance(look, list):
        errs.append("secrets/lookalikes must be lists")
        return errs
    for name, lst in (("secret", sec), ("lookalike", look)):
        if len(set(lst)) != len(lst):
            errs.append("duplicate %s values" % name)
        for v in lst:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append("bad %s value %r" % (name, v))
                continue
            b = hostile_chars(v, True)
            if b:
                errs.append("hostile characters in %s %r: %s" % (name, v, b))
            if "---" in v:
                errs.append("%s contains a message separator" % name)
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s not in text: %r" % (name, v))
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append("short %s %r occurs %d times" % (name, v, len(occ)))
            for i in occ:
                if embedded(text, v, i):
                    errs.append("%s %r embedded in a longer number at %d" % (name, v, i))
    both = set(sec) & set(look)
    if both:
        errs.append("values in both lists: %r" % sorted(both))
    for v in sec + look:
        compact = v.replace(" ", "")
        if IBAN_RE.match(v) and IBAN_LEN.get(v[:2]) == len(compact) and not iban_ok(compact):
            errs.append("IBAN %r fails mod-97" % v)
    spans_s = [(i, i + len(v)) for v in sec if isinstance(v, str) and v for i in occurrences(text, v)]
    spans_l = [(i, i + len(v)) for v in look if isinstance(v, str) and v for i in occurrences(text, v)]
    for a in spans_s:
        for b in spans_l:
            if a[0] < b[1] and b[0] < a[1]:
                errs.append("secret span %r overlaps look-alike span %r" % (text[a[0]:a[1]], text[b[0]:b[1]]))
    return errs


def doc_value_errors(cases, doc_values):
    errs = []
    for c in cases:
        for v in c["secrets"]:
            for d in doc_values:
                if d in v or (len(v) >= 8 and v in d):
                    errs.append("%s: secret %r overlaps documentation value %r" % (c["id"], v, d))
    return errs


def counts(cases):
    k = {"cases": len(cases), "positive": 0, "negative": 0, "secrets": 0, "lookalikes": 0, "multi": 0, "by_lang": {}}
    for c in cases:
        pos = bool(c["secrets"])
        k["positive" if pos else "negative"] += 1
        k["secrets"] += len(c["secrets"])
        k["lookalikes"] += len(c["lookalikes"])
        multi = SEP in c["text"]
        k["multi"] += multi
        row = k["by_lang"].setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        row[0] += 1
        row[1 if pos else 2] += 1
        row[3] += len(c["secrets"])
        row[4] += len(c["lookalikes"])
        row[5] += multi
    k["languages"] = len(k["by_lang"])
    return k


def global_errors(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    nums = [int(i.split("-")[1]) for i in ids]
    if nums != list(range(1, len(ids) + 1)):
        errs.append("ids are not numbered 1..N in order")
    k = counts(cases)
    en = k["by_lang"].get("en", [0])[0]
    checks = [
        (165 <= k["cases"] <= 185, "case count %d out of range" % k["cases"]),
        (185 <= k["secrets"] <= 220, "secret count %d out of range" % k["secrets"]),
        (230 <= k["lookalikes"] <= 270, "look-alike count %d out of range" % k["lookalikes"]),
        (0.20 <= k["negative"] / k["cases"] <= 0.30, "negative share %.2f out of range" % (k["negative"] / k["cases"])),
        (5 <= k["multi"] <= 10, "multi-message count %d out of range" % k["multi"]),
        (0.40 <= en / k["cases"] <= 0.55, "English share %.2f out of range" % (en / k["cases"])),
        (k["languages"] >= 30, "only %d languages" % k["languages"]),
    ]
    errs += [m for ok, m in checks if not ok]
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        lines.append("    secrets: [" + ", ".join(q(v) for v in c["secrets"]) + "]")
        lines.append("    lookalikes: [" + ", ".join(q(v) for v in c["lookalikes"]) + "]")
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def build():
    r = random.Random(SEED)
    out, problems, retries = [], [], 0
    for n, (lang, slug, fn) in enumerate(CASES, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        last = None
        for attempt in range(40):
            text, sec, look, note = fn(r)
            c = {"id": cid, "lang": lang, "text": text, "secrets": list(sec), "lookalikes": list(look), "note": note}
            last = validate_case(c)
            if not last:
                break
            retries += 1
        if last:
            problems.append("%s: %s" % (cid, "; ".join(last)))
        out.append(c)
    return out, problems, retries


def main(argv):
    if len(argv) != 2 or not argv[1].endswith(".yaml"):
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 2
    cases, problems, retries = build()
    problems += doc_value_errors(cases, DOC_VALUES)
    problems += global_errors(cases)
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    data = to_yaml(cases)
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    k = counts(cases)
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages, %d multi-message; %d redraws"
          % (argv[1], k["cases"], k["positive"], k["negative"], k["secrets"], k["lookalikes"], k["languages"], k["multi"], retries))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
