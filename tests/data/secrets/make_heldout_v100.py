#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v100 (secrets filter).

Usage: python3 make_heldout_v100.py heldout_v100.yaml
Standard library only; all random values come from random.Random(100).
Validates every case before writing anything and exits 1 on a problem.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import sys
from urllib.parse import quote

NAME = "heldout_v100"
SEED = 100
PREFIX = "H100"

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
UPDIG = UP + DIG
LODIG = LO + DIG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B32 = UP + "234567"
B64 = UP + LO + DIG + "+/"
URLSAFE = ALNUM + "-_"


# ---------------------------------------------------------------- basic helpers
def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rd(r, n, lead=False):
    s = rs(r, DIG, n)
    if lead and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def rdate(r, y0, y1):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def grp_by(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def uuid4(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def fa_digits(s):
    return s.translate(FA_DIGITS)


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0


def luhn_complete(r, prefix, length):
    body = prefix + rd(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def iban_numeric(s):
    return "".join(str(int(c, 36)) for c in s)


def make_iban(cc, bban):
    chk = 98 - int(iban_numeric(bban + cc + "00")) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(iban):
    iban = iban.replace(" ", "")
    return int(iban_numeric(iban[4:] + iban[:4])) % 97 == 1


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


def mod11_10(digits):
    """ISO 7064 MOD 11,10 (German Steuer-IdNr, USt-IdNr)."""
    prod = 10
    for ch in digits:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    c = 11 - prod
    return "0" if c == 10 else str(c)


def mrz_cd(s):
    w = [7, 3, 1]
    t = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch == "<":
            v = 0
        else:
            v = ord(ch) - 55
        t += v * w[i % 3]
    return str(t % 10)


def s10_digit(d8):
    r_ = wsum(d8, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    if r_ == 0:
        return "5"
    if r_ == 1:
        return "0"
    return str(11 - r_)


def gs1_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        s += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - s % 10) % 10)


CF_ODD = {}
for _k, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_k] = _v
for _k, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_k] = _v
CF_EVEN = {}
for _i, _k in enumerate("0123456789"):
    CF_EVEN[_k] = _i
for _i, _k in enumerate(UP):
    CF_EVEN[_k] = _i


def cf_check(s):
    t = 0
    for i, ch in enumerate(s):
        t += CF_ODD[ch] if i % 2 == 0 else CF_EVEN[ch]
    return UP[t % 26]


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, rem = divmod(n, 58)
        s = B58[rem] + s
    pad = len(b) - len(b.lstrip(b"\x00"))
    return "1" * pad + s


def b58dec(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\x00" * pad + body


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def b58check_ok(s):
    raw = b58dec(s)
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


# ---------------------------------------------------------------- value makers
def card(r, kind):
    if kind == "visa":
        return luhn_complete(r, "4", 16)
    if kind == "mc":
        return luhn_complete(r, "5" + str(r.randint(1, 5)), 16)
    if kind == "amex":
        return luhn_complete(r, "3" + r.choice("47"), 15)
    if kind == "mir":
        return luhn_complete(r, "220" + str(r.randint(0, 4)), 16)
    raise ValueError(kind)


def card_fmt(n):
    if len(n) == 15:
        return grp_by(n, [4, 6, 5])
    return grp(n)


def expiry(r):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(26, 31))


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def cn_id(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420102"])
    d = rdate(r, 1968, 2001)
    body = area + d.strftime("%Y%m%d") + rd(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[wsum(body, w) % 11]


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(r, area=None):
    org = rd(r, 8, lead=True)
    c = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
    org += "X" if c == 10 else ("0" if c == 11 else str(c))
    body = "91" + (area or r.choice(["440300", "440305", "110108", "310115"])) + org
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_ALPHA.index(ch) * wi for ch, wi in zip(body, w))
    return body + USCC_ALPHA[(31 - s % 31) % 31]


def kr_rrn(r):
    d = rdate(r, 1970, 2004)
    g = (1 if d.year < 2000 else 3) + r.randint(0, 1)
    body = d.strftime("%y%m%d") + str(g) + rd(r, 5)
    c = (11 - wsum(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn(r):
    b = "%03d" % r.randint(101, 699) + r.choice(["81", "86", "87", "88"]) + rd(r, 4)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


def jp_mynumber(r):
    b = rd(r, 11, lead=True)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    c = 0 if rem <= 1 else 11 - rem
    return grp(b + str(c))


def jp_yamato(r):
    b = rd(r, 11, lead=True)
    return grp(b + str(int(b) % 7), 4, "-")


def aadhaar(r):
    b = r.choice("23456789") + rd(r, 10)
    return grp(b + verhoeff_digit(b))


def pan_in(r):
    return rs(r, UP, 3) + "P" + r.choice(UP) + "%04d" % r.randint(1, 9999) + r.choice(UP)


def ru_snils(r):
    while True:
        b = rd(r, 9)
        if int(b) <= 1001998:
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ru_inn10(r):
    b = r.choice(["77", "78", "50", "66"]) + rd(r, 7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn(r):
    b = "1" + r.choice(["15", "17", "19", "21"]) + r.choice(["77", "78", "50"]) + rd(r, 7)
    return b + str(int(b) % 11 % 10)


def ru_account(r, bik, prefix="40702810"):
    """20-digit settlement account with its control key computed against the BIK."""
    rest = rd(r, 11)
    acc0 = prefix + "0" + rest
    s = 0
    w = [7, 1, 3]
    for i, ch in enumerate(bik[-3:] + acc0):
        s += (int(ch) * w[i % 3]) % 10
    key = (s % 10) * 3 % 10
    return prefix + str(key) + rest


def ru_account_ok(acc, bik, correspondent=False):
    """Settlement accounts are keyed with the BIK's last 3 digits, correspondent ones with '0' + BIK digits 5-6."""
    three = ("0" + bik[4:6]) if correspondent else bik[-3:]
    s = 0
    w = [7, 1, 3]
    for i, ch in enumerate(three + acc):
        s += (int(ch) * w[i % 3]) % 10
    return s % 10 == 0


def ua_rnokpp(r):
    d = rdate(r, 1962, 2003)
    days = (d - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rd(r, 4)
    return b + str(wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def ua_edrpou(r):
    b = r.choice("234") + rd(r, 6)
    n = int(b)
    w = [1, 2, 3, 4, 5, 6, 7] if (n < 3000000 or n >= 6000000) else [7, 1, 2, 3, 4, 5, 6]
    c = wsum(b, w) % 11
    if c == 10:
        c = wsum(b, [x + 2 for x in w]) % 11
        if c == 10:
            c = 0
    return b + str(c)


def pl_pesel(r):
    d = rdate(r, 1962, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rd(r, 4)
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_dowod(r):
    L = rs(r, UP, 3)
    D = rd(r, 5)
    vals = [ord(c) - 55 for c in L]
    s = vals[0] * 7 + vals[1] * 3 + vals[2] + wsum(D, [7, 3, 1, 7, 3])
    return L + " " + str(s % 10) + D


def pl_nip(r, dashed=True):
    while True:
        b = r.choice(["525", "521", "113", "677", "951", "779"]) + rd(r, 6)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            n = b + str(c)
            return "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:]) if dashed else n


def pl_iban(r):
    bank = r.choice(["1020", "1140", "1090", "1050", "2490"]) + rd(r, 3)
    bank += str((10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
    return make_iban("PL", bank + rd(r, 16))


def cz_rc(r):
    while True:
        d = rdate(r, 1962, 2003)
        mm = d.month + (50 if r.random() < 0.5 else 0)
        b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rd(r, 3)
        c = int(b) % 11
        if c != 10:
            return b[:6] + "/" + b[6:] + str(c)


def cz_account(r):
    while True:
        b = rd(r, 9, lead=True)
        c = (-wsum(b, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c != 10:
            return b + str(c) + "/" + r.choice(["0800", "0100", "0300", "2010", "3030"])


def cz_ico(r):
    b = rd(r, 7, lead=True)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def de_stid(r):
    while True:
        digs = r.sample(range(10), 9)
        first10 = digs + [r.choice(digs)]
        r.shuffle(first10)
        if first10[0] == 0:
            continue
        b = "".join(map(str, first10))
        n = b + mod11_10(b)
        return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def de_ustid(r):
    b = rd(r, 8, lead=True)
    return "DE" + b + mod11_10(b)


def de_kvnr(r):
    L = r.choice(UP)
    n8 = rd(r, 8)
    digs = "%02d" % (ord(L) - 64) + n8
    s = 0
    for i, ch in enumerate(digs):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return L + n8 + str(s % 10)


def de_iban(r):
    blz = r.choice(["10070000", "20041133", "50010517", "12030000", "37050198", "70150000"])
    return make_iban("DE", blz + rd(r, 10))


def fr_nir(r):
    d = rdate(r, 1962, 2003)
    b = r.choice("12") + "%02d%02d" % (d.year % 100, d.month) + r.choice(
        ["75", "69", "13", "33", "59", "31", "44", "67"]) + "%03d" % r.randint(1, 400) + "%03d" % r.randint(1, 999)
    key = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


def fr_iban(r, bank):
    guichet = rd(r, 5)
    compte = rd(r, 11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)
    return make_iban("FR", bank + guichet + compte + "%02d" % key)


def fr_siren(r):
    b = rd(r, 8, lead=True)
    return b + luhn_digit(b)


def es_dc(s10):
    v = 11 - wsum(s10, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
    return "0" if v == 11 else ("1" if v == 10 else str(v))


def es_iban(r):
    ent = r.choice(["2100", "0049", "0182", "0081", "2085"])
    ofi = rd(r, 4)
    acc = rd(r, 10)
    return make_iban("ES", ent + ofi + es_dc("00" + ent + ofi) + es_dc(acc) + acc)


def es_dni(r):
    n = rd(r, 8, lead=True)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cups(r):
    b = r.choice(["0021", "0031", "0022"]) + rd(r, 12)
    rem = int(b) % 529
    L = "TRWAGMYFPDXBNJZSQVHLCKE"
    return "ES" + b + L[rem // 23] + L[rem % 23]


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(s17):
    s = sum(CURP_ALPHA.index(ch) * (18 - i) for i, ch in enumerate(s17))
    return str((10 - s % 10) % 10)


def mx_curp(r):
    sur1, sur2, name, sex = r.choice([("HERNANDEZ", "RUIZ", "DANIELA", "M"), ("MARTINEZ", "SOTO", "ALEJANDRO", "H"),
                                      ("GUTIERREZ", "LEON", "PAOLA", "M"), ("CASTILLO", "VEGA", "RODRIGO", "H")])
    vow = next(c for c in sur1[1:] if c in "AEIOU")

    def cons(w):
        return next(c for c in w[1:] if c not in "AEIOU")
    d = rdate(r, 1975, 1999)
    body = sur1[0] + vow + sur2[0] + name[0] + d.strftime("%y%m%d") + sex + r.choice(["DF", "JC", "NL", "PL"]) + \
        cons(sur1) + cons(sur2) + cons(name) + "0"
    return body + curp_check(body)


def mx_clabe(r):
    b = r.choice(["012", "002", "014", "072"]) + r.choice(["180", "320", "580"]) + rd(r, 11)
    s = sum((int(d) * w) % 10 for d, w in zip(b, [3, 7, 1] * 6))
    return b + str((10 - s % 10) % 10)


def ar_cbu(r):
    b1 = r.choice(["007", "011", "072", "285"]) + rd(r, 4)
    c1 = (10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = rd(r, 13)
    c2 = (10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


def ar_cuit(r):
    while True:
        b = "30" + rd(r, 8, lead=True)
        c = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c != 10:
            return "%s-%s-%d" % (b[:2], b[2:], c)


def cl_rut(r):
    b = "76" + rd(r, 6)
    s = sum(int(d) * w for d, w in zip(reversed(b), [2, 3, 4, 5, 6, 7] * 2))
    v = 11 - s % 11
    dv = "0" if v == 11 else ("K" if v == 10 else str(v))
    return "%s.%s.%s-%s" % (b[:2], b[2:5], b[5:], dv)


def br_cpf(r):
    while True:
        b = [r.randint(0, 9) for _ in range(9)]
        if len(set(b)) == 1:
            continue
        d1 = sum(x * w for x, w in zip(b, range(10, 1, -1))) * 10 % 11 % 10
        b2 = b + [d1]
        d2 = sum(x * w for x, w in zip(b2, range(11, 1, -1))) * 10 % 11 % 10
        n = "".join(map(str, b2 + [d2]))
        return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def br_cnpj(r):
    b = rd(r, 8, lead=True) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    x = wsum(b, w1) % 11
    b += str(0 if x < 2 else 11 - x)
    x = wsum(b, [6] + w1) % 11
    b += str(0 if x < 2 else 11 - x)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def s10(r, prefix, suffix):
    d8 = rd(r, 8)
    return prefix + d8 + s10_digit(d8) + suffix


def pt_nif(r, first="2"):
    b = first + rd(r, 7)
    x = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if x < 2 else 11 - x)


def pt_iban(r):
    b = r.choice(["0035", "0033", "0007", "0010"]) + rd(r, 4) + rd(r, 11)
    nib = 98 - (int(b) * 100) % 97
    iban = make_iban("PT", b + "%02d" % nib)
    assert iban[2:4] == "50", iban
    return iban


def it_cf(r):
    sur, name, female = r.choice([("BIANCHI", "GIULIA", True), ("ESPOSITO", "MARCO", False),
                                  ("COLOMBO", "CHIARA", True), ("RICCI", "LORENZO", False),
                                  ("FERRARI", "FRANCESCA", True), ("ROMANO", "DAVIDE", False)])

    def cv(w):
        return [c for c in w if c not in "AEIOU"], [c for c in w if c in "AEIOU"]
    c, v = cv(sur)
    s3 = (c + v + ["X"] * 3)[:3]
    c, v = cv(name)
    if len(c) >= 4:
        c = [c[0], c[2], c[3]]
    n3 = (c + v + ["X"] * 3)[:3]
    d = rdate(r, 1962, 2002)
    day = d.day + (40 if female else 0)
    body = "".join(s3) + "".join(n3) + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1] + "%02d" % day + \
        r.choice(["H501", "F205", "F839", "L219", "A944", "G273"])
    return body + cf_check(body)


def it_iban(r):
    abi = r.choice(["03069", "02008", "05034", "03062", "01030"])
    cab = rd(r, 5)
    conto = rd(r, 12)
    cin = cf_check(abi + cab + conto)
    return make_iban("IT", cin + abi + cab + conto)


def nl_bsn(r):
    while True:
        b = rd(r, 8, lead=True)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            return b + str(c)


def nl_iban(r, bank=None):
    bank = bank or r.choice(["INGB", "ABNA", "RABO", "SNSB", "TRIO"])
    while True:
        b = rd(r, 9)
        c = (-wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return make_iban("NL", bank + b + str(c))


def se_pnr(r):
    d = rdate(r, 1965, 2003)
    b = d.strftime("%y%m%d") + rd(r, 3)
    return d.strftime("%Y%m%d") + "-" + b[6:] + luhn_digit(b)


def no_fnr(r):
    while True:
        d = rdate(r, 1962, 1999)
        b = d.strftime("%d%m%y") + rd(r, 3)
        k1 = 11 - wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_account(r):
    while True:
        b = r.choice(["1503", "1206", "3000", "9710", "1644"]) + rd(r, 6)
        x = wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if x == 0 else 11 - x
        if c != 10:
            n = b + str(c)
            return "%s.%s.%s" % (n[:4], n[4:6], n[6:])


def no_org(r):
    while True:
        b = r.choice("89") + rd(r, 7)
        x = wsum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if x == 0 else 11 - x
        if c != 10:
            n = b + str(c)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def dk_cvr(r):
    while True:
        b = rd(r, 7, lead=True)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return b + str(c)


def fi_hetu(r):
    d = rdate(r, 1965, 2004)
    z = "%03d" % r.randint(2, 899)
    b = d.strftime("%d%m%y") + z
    sep = "-" if d.year < 2000 else "A"
    return d.strftime("%d%m%y") + sep + z + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b) % 31]


def fi_viite(r):
    b = rd(r, r.randint(6, 9), lead=True)
    s = sum(int(d) * w for d, w in zip(reversed(b), [7, 3, 1] * 4))
    n = b + str((10 - s % 10) % 10)
    # printed in groups of five from the right
    out = []
    while n:
        out.insert(0, n[-5:])
        n = n[:-5]
    return " ".join(out)


def fi_ytunnus(r):
    while True:
        b = rd(r, 7, lead=True)
        x = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if x != 1:
            return b + "-" + str(0 if x == 0 else 11 - x)


def hu_taj(r):
    b = rd(r, 8, lead=True)
    c = wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    n = b + str(c)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def hu_adoaz(r):
    while True:
        d = rdate(r, 1962, 2003)
        days = (d - datetime.date(1867, 1, 1)).days
        b = "8" + "%05d" % days + rd(r, 3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_account(r):
    a = r.choice(["117", "109", "104", "120", "116"]) + rd(r, 4)
    a += str((10 - wsum(a, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    b = rd(r, 15)
    b += str((10 - wsum(b, [9, 7, 3, 1] * 4) % 10) % 10)
    return "%s-%s-%s" % (a, b[:8], b[8:])


def hu_adoszam(r):
    b = rd(r, 7, lead=True)
    b += str((10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    return "%s-%d-%02d" % (b, r.randint(1, 5), r.choice([1, 2, 13, 41, 42, 43]))


def ro_cnp(r):
    d = rdate(r, 1962, 2004)
    s = (1 if d.year < 2000 else 5) + r.randint(0, 1)
    b = str(s) + d.strftime("%y%m%d") + "%02d" % r.randint(1, 46) + "%03d" % r.randint(1, 999)
    x = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if x == 10 else str(x))


def ro_cui(r):
    b = rd(r, 7, lead=True)
    x = wsum(b.rjust(9, "0"), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return b + ("0" if x == 10 else str(x))


def gr_amka(r):
    d = rdate(r, 1962, 2003)
    b = d.strftime("%d%m%y") + rd(r, 4)
    return b + luhn_digit(b)


def gr_afm(r, first=None):
    b = (first or r.choice("01")) + rd(r, 7)
    return b + str(sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b)) % 11 % 10)


def tr_tckn(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_tz(r):
    b = rd(r, 8)
    s = 0
    for i, ch in enumerate(b):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return b + str((10 - s % 10) % 10)


def ir_melli(r):
    while True:
        b = rd(r, 9)
        if len(set(b)) == 1:
            continue
        x = sum(int(ch) * (10 - i) for i, ch in enumerate(b)) % 11
        return b + str(x if x < 2 else 11 - x)


def th_id(r, first=None):
    b = (first or r.choice("13")) + rd(r, 11)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    return b + str(c)


def ng_nuban(r, bank="058"):
    ser = rd(r, 9)
    s = wsum(bank + ser, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3])
    c = 10 - s % 10
    return ser + str(0 if c == 10 else c)


def au_tfn(r):
    while True:
        b = rd(r, 8, lead=True)
        c = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c != 10:
            n = b + str(c)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_abn(r):
    while True:
        rest = rd(r, 9)
        for first2 in range(10, 100):
            s = str(first2) + rest
            digs = [int(c) for c in s]
            digs[0] -= 1
            if sum(a * b for a, b in zip(digs, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
                return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def ca_sin(r):
    b = r.choice("1234567") + rd(r, 7)
    n = b + luhn_digit(b)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def us_npi(r):
    b = r.choice("12") + rd(r, 8)
    return b + luhn_digit("80840" + b)


def us_aba_ok(n):
    d = [int(c) for c in n]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def us_mbi(r):
    a, an, n = MBI_L, MBI_L + DIG, DIG
    s = (r.choice("123456789") + r.choice(a) + r.choice(an) + r.choice(n) + r.choice(a) + r.choice(an) +
         r.choice(n) + r.choice(a) + r.choice(a) + r.choice(n) + r.choice(n))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin(r, wmi_vds, year_code, plant):
    s = wmi_vds + "0" + year_code + plant + rd(r, 6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    t = sum((int(c) if c.isdigit() else VIN_T[c]) * wi for c, wi in zip(s, w))
    c = t % 11
    return s[:8] + ("X" if c == 10 else str(c)) + s[9:]


def isbn13(r):
    b = "978" + rd(r, 9)
    c = (10 - wsum(b, [1, 3] * 6) % 10) % 10
    return "978-%s-%s-%s-%d" % (b[3], b[4:8], b[8:12], c)


def usps(r):
    b = "9400" + "1" + rd(r, 16)
    return grp(b + gs1_digit(b))


def ethaddr(r):
    return "0x" + rs(r, HEX, 40)


def btc_addr(r):
    return b58check(b"\x00" + rbytes(r, 20))


def btc_wif_uncompressed(r):
    return b58check(b"\x80" + rbytes(r, 32))


def wg_key(r, clamp=False):
    k = bytearray(rbytes(r, 32))
    if clamp:
        k[0] &= 248
        k[31] &= 127
        k[31] |= 64
    return base64.b64encode(bytes(k)).decode()


def ssh_ed25519(r, comment):
    def sshstr(b):
        return len(b).to_bytes(4, "big") + b
    seed = rbytes(r, 32)
    pub = rbytes(r, 32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(r, 4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    data = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") +
            (1).to_bytes(4, "big") + sshstr(pubblob) + sshstr(priv))
    b = base64.b64encode(data).decode()
    return "\n".join(b[i:i + 70] for i in range(0, len(b), 70)), base64.b64encode(pubblob).decode()


def jwt_rs256(r, payload):
    header = {"alg": "RS256", "typ": "JWT", "kid": rs(r, URLSAFE, 22)}
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rbytes(r, 256))


def mrz_line2(docno, nat, dob, sex, exp):
    personal = "<" * 14
    line = docno + mrz_cd(docno) + nat + dob + mrz_cd(dob) + sex + exp + mrz_cd(exp) + personal + mrz_cd(personal)
    comp = line[0:10] + line[13:20] + line[21:43]
    return line + mrz_cd(comp)


EN_WORDS = ["Sunflower", "Baxter", "Maverick", "Pumpkin", "Riverside", "Bluebird", "Falcon", "Winston",
            "Snickers", "Lighthouse", "Cobalt", "Juniper", "Hazelnut", "Marigold", "Sparrow", "Brooklyn"]
DICE = ["tundra", "velvet", "orbit", "canyon", "pickle", "marble", "saddle", "violin", "harbor", "ember",
        "quartz", "meadow", "gravel", "lantern", "pepper", "rocket", "walnut", "glacier", "thimble", "coral"]


def human_pw(r, words=None):
    words = words or EN_WORDS
    w = r.choice(words)
    k = r.randint(0, 4)
    if k == 0:
        return w + rd(r, r.randint(2, 4)) + r.choice("!@#$*?")
    if k == 1:
        return w.lower() + r.choice("._-") + r.choice(words) + rd(r, 1)
    if k == 2:
        return w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1") + rd(r, 2) + r.choice("!#")
    if k == 3:
        return w + str(r.randint(1975, 2012)) + r.choice("!#*")
    return r.choice(words).lower() + r.choice(words) + rd(r, 2) + r.choice("!?")


def strong_pw(r, n=16):
    alpha = ALNUM + "!@#$%^&*-_=+?"
    while True:
        p = rs(r, alpha, n)
        if (any(c.islower() for c in p) and any(c.isupper() for c in p) and any(c.isdigit() for c in p)
                and any(c in "!@#$%^&*-_=+?" for c in p)):
            return p


def dice_pw(r, n=5, sep="-"):
    return sep.join(r.sample(DICE, n))


BIP39_POOL = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across action actor actress actual adapt addict address adjust admit adult advance
advice aerobic affair afford afraid again agent agree ahead airport aisle alarm album alcohol alert alien alley allow
almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety apart apology appear apple approve april
arctic arena argue armed armor army around arrange arrest arrive arrow artist artwork aspect assault asset assist
bacon badge balance bamboo banana banner barrel basket battle beach beauty because become before begin behave behind
believe below bench benefit better between beyond bicycle biology birth bitter blanket blast bleak bless blossom
blouse board bonus boost border boring borrow bottom bounce bracket brain brand brass brave bread breeze brick bridge
brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bundle
cabbage cabin cable cactus canal cancel candy cannon canoe canvas canyon capable capital captain carbon cargo carpet
castle casual catalog category cattle caution ceiling celery cement census century cereal certain chalk champion
damage dance danger daring daughter debate debris decade december decide decline decorate decrease defense define
garden gather gauge general genius gentle genuine gesture ghost giant ginger giraffe glance glimpse globe gloom glory
wagon walnut warfare warrior wealth weapon weasel weather wedding weekend welcome whale wheat whisper width winter
wisdom witness wonder world wrestle yellow youth zebra""".split()


def seed_phrase(r, n=12):
    return " ".join(r.sample(BIP39_POOL, n))


# ---------------------------------------------------------------- self tests
def self_tests():
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert luhn_ok("4242424242424242") and luhn_ok("4111111111111111") and luhn_ok("5555555555554444")
    assert luhn_ok("4000000000000002") and luhn_ok("4000002760003184")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89 3704 0044 0532 0130 00")
    assert cf_check("RSSMRA80A01H501") == "U"
    assert iban_ok("IT60X0542811101000000123456") and cf_check("0542811101000000123456") == "X"
    assert us_aba_ok("021000021") and us_aba_ok("121000248") and us_aba_ok("026009593")
    assert b58check_ok("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa")
    tok = JWT_IO.rsplit(".", 1)
    sig = b64u(hmac.new(b"your-256-bit-secret", tok[0].encode(), hashlib.sha256).digest())
    assert sig == tok[1], "jwt.io example does not verify"
    assert ru_account_ok("30101810400000000225", "044525225", correspondent=True)


JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
          ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


# ---------------------------------------------------------------- cases
BUILDERS = []


def case(fn):
    BUILDERS.append(fn)
    return fn


def C(lang, slug, text, secrets, looks, note):
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets), "lookalikes": list(looks),
            "note": note}



# ================================================================ English, positive
@case
def c_aws_env(r):
    akid = "AKIA" + rs(r, B32, 16)
    sak = rs(r, B64, 40)
    reqid = rs(r, HEXU, 16)
    hostid = base64.b64encode(rbytes(r, 57)).decode()
    text = ("My deploy script keeps failing with AccessDenied on the upload step. This is the .env it loads, "
            "can you spot what's wrong?\n\n"
            "AWS_ACCESS_KEY_ID=" + akid + "\nAWS_SECRET_ACCESS_KEY=" + sak + "\nAWS_DEFAULT_REGION=eu-west-1\n"
            "S3_BUCKET=acme-invoices-prod\n\nAnd the error:\nAn error occurred (AccessDenied) when calling the "
            "PutObject operation: Access Denied\nRequest ID: " + reqid + "\nHost ID: " + hostid)
    return C("en", "aws-env-access-denied", text, [akid, sak], [reqid, hostid],
             "AWS key pair in a pasted .env; the S3 request ID and host ID from the error are look-alikes.")


@case
def c_github_pat_revoked(r):
    tok = "ghp_" + rs(r, ALNUM, 36)
    sha = rs(r, HEX, 40)
    text = ("Ugh, I pushed a commit that had my GitHub token hardcoded in scripts/release.js. I already revoked it "
            "under Settings > Developer settings, but do I still need to rewrite history? The token was " + tok +
            " and the commit is " + sha + ". The repo is private if that matters.")
    return C("en", "github-pat-revoked", text, [tok], [sha],
             "Leaked and revoked classic PAT is still a secret; the commit SHA is a look-alike.")


@case
def c_stripe_live(r):
    sk = "sk_live_51" + rs(r, ALNUM, 97)
    wh = "whsec_" + rs(r, ALNUM, 32)
    cs = "cs_live_a1" + rs(r, ALNUM, 56)
    cus = "cus_" + rs(r, ALNUM, 14)
    text = ("My checkout success page crashes when it fetches the session. Setup:\n\n"
            "// server.js\nconst stripe = require('stripe')('" + sk + "');\n"
            "const endpointSecret = '" + wh + "';\n\n"
            "const session = await stripe.checkout.sessions.retrieve('" + cs + "');\n"
            "console.log(session.customer); // prints " + cus + "\n\n"
            "The error is 'No such checkout.session'. Is it because I'm mixing test and live mode?")
    return C("en", "stripe-live-checkout", text, [sk, wh], [cs, cus],
             "Live Stripe secret key and webhook signing secret; checkout session ID and customer ID are look-alikes.")


@case
def c_openai_key(r):
    key = "sk-proj-" + rs(r, URLSAFE, 74) + "T3BlbkFJ" + rs(r, URLSAFE, 74)
    org = "org-" + rs(r, ALNUM, 24)
    req = "req_" + rs(r, HEX, 32)
    text = ("Why do I get a 429 on the very first call? Code:\n\n"
            "from openai import OpenAI\nclient = OpenAI(api_key=\"" + key + "\")\n"
            "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
            "Error: Rate limit reached for gpt-4o-mini in organization " + org +
            " on requests per min (RPM): Limit 3, Used 3. (request id: " + req + ")")
    return C("en", "openai-key-rate-limit", text, [key], [org, req],
             "OpenAI project key in code; the organization ID and request ID are look-alikes.")


@case
def c_slack_webhook(r):
    t = "T0" + rs(r, UPDIG, 9)
    b = "B0" + rs(r, UPDIG, 9)
    tok = rs(r, ALNUM, 24)
    ch = "C0" + rs(r, UPDIG, 9)
    text = ("Our deploy bot stopped posting to #releases yesterday. We post to https://hooks.slack.com/services/" +
            t + "/" + b + "/" + tok + " with a JSON body and get 'no_service'. The channel ID is " + ch +
            " if that helps. Did Slack retire these webhooks?")
    return C("en", "slack-webhook-no-service", text, [tok], [ch],
             "The token part of an incoming-webhook URL is the secret; the channel ID is a look-alike.")


@case
def c_postgres_url(r):
    user = r.choice(["app_rw", "shopadmin", "django"])
    pw = strong_pw(r, 20).replace("@", "x").replace("?", "y").replace("#", "z").replace("%", "k")
    host = "ec2-%d-%d-%d-%d.eu-west-1.compute.amazonaws.com" % (r.randint(3, 54), r.randint(1, 250),
                                                                 r.randint(1, 250), r.randint(1, 250))
    mig = "%04d_auto_2024%02d%02d_%02d%02d" % (r.randint(12, 90), r.randint(1, 12), r.randint(1, 28),
                                               r.randint(0, 23), r.randint(0, 59))
    text = ("Getting 'password authentication failed for user' after rotating the DB password. settings.py reads:\n\n"
            "DATABASE_URL=postgres://" + user + ":" + pw + "@" + host + ":5432/shop_prod?sslmode=require\n\n"
            "Migrations stopped at " + mig + ". Do I need to URL-encode anything in the password?")
    return C("en", "postgres-url-auth-failed", text, [user + ":" + pw], [host, mig],
             "Credentials part of a Postgres URL; the host and the migration name are look-alikes.")


@case
def c_card_hotel(r):
    n = card(r, "visa")
    cn = card_fmt(n)
    ex = expiry(r)
    cvc = rd(r, 3)
    ref = rd(r, 10, lead=True)
    text = ("Can you help me fill in the hotel's card authorization form? They want one line: number, expiry, CVC. "
            "Mine is " + cn + ", expires " + ex + ", CVC " + cvc + ". The booking confirmation number is " + ref +
            ". Also, is it normal for a hotel to ask for this by email?")
    return C("en", "card-hotel-authorization", text, [cn, ex, cvc], [ref],
             "Card number, expiry and CVC; the hotel booking confirmation number is a look-alike.")


@case
def c_airbnb(r):
    kb = rd(r, 4, lead=True)
    wpw = human_pw(r)
    hm = "HM" + rs(r, UPDIG, 8)
    ssid = "Casita_" + rs(r, HEXU, 4)
    text = ("The host sent me this, can you turn it into a short checklist for my parents who arrive before me?\n\n"
            "\"Hi Dana! Check-in from 3pm. The key is in the lockbox left of the door, code " + kb +
            ". WiFi: " + ssid + " / password " + wpw + ". Parking spot #14 behind the building. "
            "Your confirmation code is " + hm + ". Enjoy your stay!\"")
    return C("en", "airbnb-lockbox-wifi", text, [kb, wpw], [hm],
             "Lockbox code and Wi-Fi password entrusted by a host; the reservation code is a look-alike.")


@case
def c_gate_code_multi(r):
    code = rd(r, 4, lead=True)
    job = "CLN-" + rd(r, 5, lead=True)
    text = ("I'll give you the gate code for my building so you can put it into the note for the cleaning service, "
            "hang on, I need to check the fridge magnet"
            "\n---\n"
            "ok found it: " + code + " then the key symbol, then ring flat 3B. The cleaning booking is " + job +
            " for Thursday 10am.")
    return C("en", "gate-code-two-messages", text, [code], [job],
             "Gate code announced in one message and given in the next; the cleaning booking number is a look-alike.")


@case
def c_ssn_w4(r):
    s = ssn(r)
    ein = r.choice(["27", "46", "82", "84", "93"]) + "-" + rd(r, 7)
    text = ("Filling out the W-4 and I-9 for my new job. The employer EIN on the offer letter is " + ein +
            ". My SSN is " + s + ". Which box does the SSN go in, and do I need the EIN anywhere on the W-4?")
    return C("en", "ssn-w4-form", text, [s], [ein],
             "User's SSN; the employer's EIN is a public identifier and a look-alike.")


@case
def c_passport_mrz(r):
    docno = r.choice("56") + rd(r, 8)
    dob = rdate(r, 1968, 2000).strftime("%y%m%d")
    exp = rdate(r, 2027, 2033).strftime("%y%m%d")
    sex = r.choice("MF")
    line1 = ("P<USA" + r.choice(["OKAFOR", "BRENNAN", "NGUYEN", "HOLLOWAY"]) + "<<" +
             r.choice(["GRACE<ANN", "MICHAEL<J", "TERESA", "DAVID<LEE"])).ljust(44, "<")
    line2 = mrz_line2(docno, "USA", dob, sex, exp)
    trk = usps(r)
    text = ("I scanned my passport for the online renewal and the OCR gave me this for the bottom lines, "
            "does it look right?\n\n" + line1 + "\n" + line2 + "\n\n"
            "Also the USPS tracking number for the envelope with my old passport is " + trk + ".")
    return C("en", "passport-mrz-renewal", text, [line2], [trk],
             "MRZ second line (passport number, birth date, expiry; check digits computed); USPS tracking number "
             "is a look-alike.")


@case
def c_ca_license(r):
    dl = r.choice(UP) + rd(r, 7)
    conf = rs(r, UPDIG, 3) + "-" + rd(r, 6)
    text = ("I have a DMV appointment next week to upgrade to a REAL ID. My current California driver license "
            "number is " + dl + " and the appointment confirmation is " + conf +
            ". What documents should I bring, and do they keep my old card?")
    return C("en", "driver-license-real-id", text, [dl], [conf],
             "California driver licence number; the appointment confirmation is a look-alike.")


@case
def c_health_insurance(r):
    mid = rs(r, UP, 3) + rd(r, 9)
    rxbin = r.choice(["610014", "004336", "003858", "610502"])
    claim = rd(r, 12, lead=True)
    text = ("My pharmacy says my insurance is rejecting the refill. The card says Member ID " + mid +
            ", Group 04417-EXP, RxBIN " + rxbin + ", RxPCN ADV. The rejected claim was #" + claim +
            ". Could the pharmacy be using the old BIN from my previous plan?")
    return C("en", "health-insurance-pharmacy", text, [mid], [rxbin, claim],
             "Health insurance member ID; the pharmacy BIN and the claim number are look-alikes (group number neutral).")


@case
def c_direct_deposit(r):
    acct = rd(r, 10, lead=True)
    text = ("HR's direct deposit form asks for routing and account numbers. Routing 121000248 (Wells Fargo), "
            "checking account " + acct + ". Is 121000248 the right routing number for ACH or is that only for wires?")
    return C("en", "direct-deposit-routing", text, [acct], ["121000248"],
             "Own checking account number; the bank's routing number is public and a look-alike.")


@case
def c_uk_sortcode(r):
    sc = "%s-%s-%s" % (r.choice(["20", "40", "60", "30", "09"]), rd(r, 2), rd(r, 2))
    acc = rd(r, 8, lead=True)
    tref = "TDS-" + rd(r, 7, lead=True)
    text = ("Can you write a short email to my landlord asking for the deposit back? My details: Priya Natarajan, "
            "sort code " + sc + ", account number " + acc + ". The deposit protection reference is " + tref +
            ". Keep it polite but firm, it's been six weeks.")
    return C("en", "uk-deposit-refund", text, [acc], [sc, tref],
             "UK account number; the sort code (bank identifier) and the deposit scheme reference are look-alikes.")


@case
def c_gb_iban_freelance(r):
    sortc = "60" + rd(r, 4)
    gb = make_iban("GB", "NWBK" + sortc + rd(r, 8))
    de = de_iban(r)
    text = ("I'm freelancing for a company in Munich and their invoice template wants my IBAN and BIC. Mine: " +
            grp(gb) + ", BIC NWBKGB2L. Their remittance advice says they pay from " + grp(de) +
            ". Will I get charged a fee for receiving EUR into a GBP account?")
    return C("en", "gb-iban-freelance-invoice", text, [grp(gb)], ["NWBKGB2L", grp(de)],
             "Own GB IBAN (mod-97 computed); own bank's BIC and the client company's IBAN are look-alikes.")


@case
def c_totp_backup(r):
    seed = rs(r, B32, 32)
    codes = [rs(r, LODIG, 4) + "-" + rs(r, LODIG, 4) for _ in range(3)]
    text = ("Moving my 2FA to a new phone. The export from the old authenticator shows\n"
            "otpauth://totp/Dropbox:maya.k@fastmail.com?secret=" + seed + "&issuer=Dropbox\n"
            "Can I just type that secret into the new app? I also still have these backup codes on paper: " +
            codes[0] + ", " + codes[1] + ", " + codes[2] + ". Are they single-use?")
    return C("en", "totp-seed-backup-codes", text, [seed] + codes, [],
             "TOTP seed from an otpauth URI and three backup codes.")


@case
def c_sms_otp(r):
    otp = rd(r, 6, lead=True)
    case_no = rd(r, 9, lead=True)
    text = ("Got this text and I did NOT try to log in, should I be worried?\n\n"
            "\"Chase: Your one-time code is " + otp + ". Don't share it with anyone. We'll never call you to ask "
            "for this code.\"\n\nI called the number on my card and they opened case " + case_no +
            ". Should I change my password too?")
    return C("en", "sms-otp-unexpected", text, [otp], [case_no],
             "One-time code from a pasted SMS; the bank's case number is a look-alike.")


@case
def c_seed_phrase(r):
    phrase = seed_phrase(r)
    addr = ethaddr(r)
    text = ("I'm restoring MetaMask on a new laptop. My recovery phrase is: " + phrase +
            "\nMy wallet address should be " + addr + " but after importing I see a different address with 0 ETH. "
            "What am I doing wrong?")
    return C("en", "metamask-seed-restore", text, [phrase], [addr],
             "12-word recovery phrase (BIP39 words, checksum word not computed); the public address is a look-alike.")


@case
def c_eth_privkey(r):
    pk = rs(r, HEX, 64)
    tx = "0x" + rs(r, HEX, 64)
    text = ("I imported an account into Rabby using the raw private key " + pk + " and sent 0.4 ETH, but the "
            "transaction " + tx + " has been pending for 3 hours with a 2 gwei max fee. Should I speed it up or cancel?")
    return C("en", "eth-private-key-stuck-tx", text, [pk], [tx],
             "Ethereum private key (64 hex); the transaction hash (also 64 hex) is a look-alike.")


@case
def c_ssh_key(r):
    body, pub = ssh_ed25519(r, "deploy@ci-runner")
    text = ("The server rejects my deploy key. I made it with ssh-keygen -t ed25519. Here is the private key and the "
            "public line I appended to authorized_keys:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + body +
            "\n-----END OPENSSH PRIVATE KEY-----\n\nssh-ed25519 " + pub + " deploy@ci-runner\n\n"
            "Permissions on ~/.ssh are 700 and authorized_keys is 600.")
    return C("en", "ssh-private-key-deploy", text, [body], [pub],
             "OpenSSH private key body (structure built, key material random); the public key line is a look-alike.")


@case
def c_jwt_curl(r):
    t = 1715600000 + r.randint(0, 9000000)
    payload = {"iss": "https://tidyfin.eu.auth0.com/", "sub": "auth0|" + rs(r, HEX, 24),
               "aud": "https://api.tidyfin.app", "iat": t, "exp": t + 86400, "scope": "read:orders write:orders"}
    tok = jwt_rs256(r, payload)
    oid = "ord_" + rs(r, ALNUM, 20)
    rid = uuid4(r)
    text = ("This call returns 403 even though the token is fresh:\n\n"
            "curl -s -H \"Authorization: Bearer " + tok + "\" https://api.tidyfin.app/v2/orders/" + oid + "\n\n"
            "Response headers include x-request-id: " + rid + ". Is the scope wrong?")
    return C("en", "jwt-bearer-403", text, [tok], [oid, rid],
             "Live-looking RS256 bearer JWT; the order ID and request ID are look-alikes.")


@case
def c_cookie(r):
    sid = rs(r, LODIG, 32)
    csrf = rs(r, ALNUM, 64)
    ga = "GA1.1.%s.%d" % (rd(r, 9, lead=True), 1700000000 + r.randint(0, 20000000))
    text = ("I'm trying to download my own order history with Python requests. I copied the Cookie header "
            "from DevTools:\n\nCookie: _ga=" + ga + "; sessionid=" + sid + "; csrftoken=" + csrf +
            "; django_language=en\n\nIs the sessionid enough, or do I need the csrftoken too for GET requests?")
    return C("en", "session-cookie-scrape", text, [sid], [ga],
             "Django session cookie; the Google Analytics cookie value is a look-alike (csrftoken left neutral).")


@case
def c_security_questions(r):
    maiden = r.choice(["Kowalczyk", "Fitzgerald", "Okonkwo", "Delacroix", "Lindqvist"])
    pet = r.choice(["Biscuit", "Pepperoni", "Captain Fluff", "Noodle"])
    street = r.choice(["Larkspur Lane", "Maple Hollow Drive", "Quarry Road", "Bellflower Court"])
    text = ("My bank made me reset the security questions. Can you put my answers in a neat table so I can print it? "
            "Mother's maiden name: " + maiden + ". Name of first pet: " + pet + ". Street I grew up on: " + street + ".")
    return C("en", "security-question-answers", text, [maiden, pet, street], [],
             "Answers to three security questions.")


@case
def c_netflix_pw(r):
    pw = human_pw(r)
    text = ("I keep forgetting my Netflix password and resetting it every month. It's " + pw +
            " right now. Can you come up with a silly sentence that helps me remember it?")
    return C("en", "password-mnemonic", text, [pw], [], "Plain password in prose.")


@case
def c_printer_correction(r):
    w = r.choice(EN_WORDS)
    d = rd(r, 3)
    s = r.choice("!#*")
    pw1 = w.lower() + d + s
    pw2 = w + d + s
    serial = "VNB" + rs(r, UPDIG, 7)
    text = ("Please update the office wiki page for the printer: new admin password for the web panel is " + pw1 +
            "\n---\n"
            "wait, I mistyped it, it's " + pw2 + " with a capital first letter. Printer serial for the page is " +
            serial + ".")
    return C("en", "printer-admin-correction", text, [pw1, pw2], [serial],
             "Password given then corrected in a second message (both count); the printer serial is a look-alike.")


@case
def c_password_parts(r):
    p1 = rs(r, LO, 3) + rd(r, 2) + r.choice(UP) + rs(r, LO, 2)
    p2 = r.choice("!$%") + rs(r, LO, 2) + rd(r, 3) + r.choice(UP)
    text = ("I need to give my brother access to our shared streaming account while I'm abroad. I'll send it in two "
            "pieces. First part: " + p1 +
            "\n---\n"
            "second part: " + p2 + "\n---\n"
            "no space between them. Can you write him a short message explaining how to log in on the TV?")
    return C("en", "password-in-two-parts", text, [p1, p2], [],
             "Password sent in two parts across messages; each part is a secret.")


@case
def c_alarm_safe(r):
    alarm = rd(r, 4, lead=True)
    safe = rd(r, 5, lead=True)
    phone = "1-800-%s-%s" % (rd(r, 3, lead=True), rd(r, 4))
    text = ("Make me a one-page house-sitting guide. Alarm panel (Honeywell Vista-20P) by the garage door: disarm with " +
            alarm + " then OFF. The small safe in the bedroom closet opens with " + safe +
            ". If the alarm goes off by accident, the monitoring center is " + phone + ".")
    return C("en", "house-sitting-alarm-safe", text, [alarm, safe], [phone],
             "Alarm disarm code and safe combination; the monitoring center phone number is a look-alike.")


@case
def c_garage(r):
    cur = rd(r, 4, lead=True)
    new = rd(r, 4, lead=True)
    text = ("How do I change the code on my LiftMaster 877MAX keypad? The current code is " + cur +
            " and I want to switch to " + new + " because the kids keep telling their friends.")
    return C("en", "garage-keypad-change", text, [cur, new], ["877MAX"],
             "Current and new garage keypad codes; the keypad model number is a look-alike.")


@case
def c_gmail_app_pw(r):
    ap = " ".join(rs(r, LO, 4) for _ in range(4))
    text = ("Thunderbird keeps rejecting my Gmail password, someone said to use an app password instead. "
            "I generated one: " + ap + ". Do I type it with the spaces or without?")
    return C("en", "gmail-app-password", text, [ap], [], "Google app password (16 letters in groups).")


@case
def c_smtp_yaml(r):
    sg = "SG." + rs(r, URLSAFE, 22) + "." + rs(r, URLSAFE, 43)
    pd = rs(r, HEX, 32)
    tpl = "d-" + rs(r, HEX, 32)
    text = ("Emails from our Rails app stopped going out after the config refactor. config/settings.yml:\n\n"
            "mail:\n  host: smtp.sendgrid.net\n  port: 587\n  username: apikey\n  password: " + sg + "\n"
            "  from: \"Orders <orders@lumen-candles.com>\"\n  order_template_id: " + tpl + "\n"
            "alerts:\n  pagerduty_routing_key: " + pd + "\n\nAnything obviously wrong?")
    return C("en", "smtp-yaml-sendgrid", text, [sg, pd], [tpl],
             "SendGrid API key and PagerDuty routing key in YAML; the dynamic template ID is a look-alike.")


@case
def c_docker_compose(r):
    pw = strong_pw(r, 18).replace("$", "S")
    rpw = rs(r, ALNUM, 24)
    dig = "sha256:" + rs(r, HEX, 64)
    text = ("Postgres container restarts in a loop. docker-compose.yml:\n\n"
            "services:\n  db:\n    image: postgres@" + dig + "\n    environment:\n      POSTGRES_USER: shop\n"
            "      POSTGRES_PASSWORD: " + pw + "\n  cache:\n    image: redis:7.2.4\n"
            "    command: redis-server --requirepass " + rpw + "\n\nLog says 'database files are incompatible with server'.")
    return C("en", "docker-compose-postgres", text, [pw, rpw], [dig, "redis:7.2.4"],
             "Postgres and Redis passwords in compose file; image digest and image tag are look-alikes.")


@case
def c_k8s_secret(r):
    pw = strong_pw(r, 16)
    sk = "sk_live_" + rs(r, ALNUM, 24)
    b1 = base64.b64encode((pw + "\n").encode()).decode()
    b2 = base64.b64encode(sk.encode()).decode()
    chk = rs(r, HEX, 64)
    text = ("Why does my pod see DB_PASSWORD with a newline at the end? Manifest:\n\n"
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-credentials\n  annotations:\n"
            "    checksum/config: " + chk + "\ntype: Opaque\ndata:\n  DB_PASSWORD: " + b1 + "\n  STRIPE_KEY: " + b2 +
            "\n\nI created the values with echo ... | base64.")
    return C("en", "k8s-secret-base64", text, [b1, b2], [chk],
             "Base64-encoded password and live key in a Kubernetes Secret; the config checksum is a look-alike.")


@case
def c_twilio(r):
    ac = "AC" + rs(r, HEX, 32)
    tok = rs(r, HEX, 32)
    sm = "SM" + rs(r, HEX, 32)
    text = ("SMS reminders from my Flask app stopped arriving. .env:\nTWILIO_ACCOUNT_SID=" + ac +
            "\nTWILIO_AUTH_TOKEN=" + tok + "\nTWILIO_FROM=+14155550123\n\nThe last message in the console is " + sm +
            " with status 'undelivered', error 30007. Is that a carrier filter thing?")
    return C("en", "twilio-undelivered", text, [tok], [sm],
             "Twilio auth token; the message SID is a look-alike (account SID left neutral).")


@case
def c_google_oauth(r):
    cid = rd(r, 12, lead=True) + "-" + rs(r, LODIG, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + rs(r, URLSAFE, 28)
    text = ("Google sign-in fails with redirect_uri_mismatch. My config:\n\nGOOGLE_CLIENT_ID=" + cid +
            "\nGOOGLE_CLIENT_SECRET=" + sec + "\nREDIRECT_URI=http://localhost:8080/auth/callback\n\n"
            "In the console I added http://localhost:8080/ as an authorized redirect. What's missing?")
    return C("en", "google-oauth-redirect", text, [sec], [cid],
             "OAuth client secret; the client ID is public and a look-alike.")


@case
def c_recaptcha(r):
    site = "6Lc" + rs(r, URLSAFE, 37)
    sec = "6Lc" + rs(r, URLSAFE, 37)
    text = ("reCAPTCHA v3 verification always returns success=false for me. The page loads api.js?render=" + site +
            " and my backend posts secret=" + sec + " plus the token to /recaptcha/api/siteverify. "
            "Error code is 'invalid-input-secret'. Did I swap them?")
    return C("en", "recaptcha-site-vs-secret", text, [sec], [site],
             "reCAPTCHA secret key; the site key (public by design, same shape) is a look-alike.")


@case
def c_anthropic(r):
    key = "sk-ant-api03-" + rs(r, URLSAFE, 93) + "AA"
    req = "req_011C" + rs(r, ALNUM, 20)
    text = ("My worker logs this on startup, what does it mean?\n\n"
            "2024-05-14T09:12:44Z ERROR anthropic.AuthenticationError: Error code: 401 - invalid x-api-key "
            "(request_id=" + req + ")\n2024-05-14T09:12:44Z DEBUG env ANTHROPIC_API_KEY=" + key)
    return C("en", "anthropic-key-401", text, [key], [req],
             "Anthropic API key in a debug log line; the request ID is a look-alike.")


@case
def c_npmrc(r):
    tok = "npm_" + rs(r, ALNUM, 36)
    integ = "sha512-" + base64.b64encode(rbytes(r, 64)).decode()
    text = ("npm publish fails with E404 for our scoped package. ~/.npmrc has:\n\n"
            "//registry.npmjs.org/:_authToken=" + tok + "\n@lumen:registry=https://registry.npmjs.org/\n\n"
            "The lockfile entry for the previous version shows integrity " + integ + ". Do I need --access public?")
    return C("en", "npmrc-auth-token", text, [tok], [integ],
             "npm access token; the package integrity hash is a look-alike.")


@case
def c_pypirc(r):
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(r, URLSAFE, 160)
    whl = rs(r, HEX, 64)
    text = ("twine upload says '403 Invalid or non-existent authentication information'. ~/.pypirc:\n\n"
            "[pypi]\n  username = __token__\n  password = " + tok + "\n\n"
            "The wheel's sha256 is " + whl + ". Is the token scoped to the wrong project?")
    return C("en", "pypirc-token", text, [tok], [whl], "PyPI API token; the wheel's sha256 is a look-alike.")


@case
def c_hf_token(r):
    tok = "hf_" + rs(r, UP + LO, 34)
    rev = rs(r, HEX, 40)
    text = ("huggingface-cli login says my token is invalid. I pasted " + tok +
            " and I'm trying to download meta-llama/Llama-3.1-8B-Instruct at revision " + rev +
            ". I did accept the license on the website.")
    return C("en", "huggingface-token", text, [tok], [rev],
             "Hugging Face user token; the model revision hash is a look-alike.")


@case
def c_discord(r):
    app = "1" + rd(r, 18)
    tok = b64u(app.encode()) + "." + rs(r, URLSAFE, 6) + "." + rs(r, URLSAFE, 38)
    guild = "1" + rd(r, 18)
    chan = "1" + rd(r, 18)
    text = ("My discord.py bot logs in but never sees messages. bot.run('" + tok + "'). Guild ID " + guild +
            ", channel ID " + chan + ". Do I need the message content intent?")
    return C("en", "discord-bot-token", text, [tok], [guild, chan],
             "Discord bot token; the guild and channel snowflake IDs are look-alikes.")


@case
def c_telegram(r):
    tok = "7" + rd(r, 9) + ":AA" + rs(r, URLSAFE, 33)
    chat = "-100" + rd(r, 10, lead=True)
    text = ("My Telegram bot can send to me but not to the group. I call https://api.telegram.org/bot" + tok +
            "/sendMessage with chat_id=" + chat + " and get 'Bad Request: chat not found'.")
    return C("en", "telegram-bot-token", text, [tok], [chat],
             "Telegram bot token inside an API URL; the group chat ID is a look-alike.")


@case
def c_azure_storage(r):
    key = base64.b64encode(rbytes(r, 64)).decode()
    sig = quote(base64.b64encode(rbytes(r, 32)).decode(), safe="")
    etag = "0x8DC" + rs(r, HEXU, 12)
    text = ("Uploads to blob storage work locally but fail in the Function App. local.settings.json has\n"
            "\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=acmeprodstore;AccountKey=" + key +
            ";EndpointSuffix=core.windows.net\"\n\nand the frontend uses a SAS URL ending in "
            "?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2024-09-30T18:00:00Z&spr=https&sig=" + sig +
            "\n\nThe last blob that made it has ETag " + etag + ".")
    return C("en", "azure-storage-key-sas", text, [key, sig], [etag],
             "Storage account key and SAS signature; the blob ETag is a look-alike.")


@case
def c_mongodb(r):
    user = r.choice(["appUser", "svc-orders", "admin"])
    pw = rs(r, ALNUM, 16)
    host = "cluster0." + rs(r, LODIG, 5) + ".mongodb.net"
    oid = rs(r, HEX, 24)
    text = ("Mongoose can't connect from Vercel: 'bad auth : authentication failed'.\n\nMONGODB_URI=mongodb+srv://" +
            user + ":" + pw + "@" + host + "/orders?retryWrites=true&w=majority\n\nLocally it works and I can read the "
            "document with _id ObjectId(\"" + oid + "\"). Network access is 0.0.0.0/0.")
    return C("en", "mongodb-srv-bad-auth", text, [user + ":" + pw], [host, oid],
             "Credentials part of a MongoDB SRV URI; the cluster host and an ObjectId are look-alikes.")


@case
def c_jdbc(r):
    pw = strong_pw(r, 14).replace(";", "!")
    jira = "OPS-" + rd(r, 4, lead=True)
    text = ("Ticket " + jira + ": the payroll job fails with 'Login failed for user svc_payroll'. Connection string "
            "from the job config:\n\njdbc:sqlserver://sql-prod-02.corp.local:1433;databaseName=Payroll;user=svc_payroll;"
            "password=" + pw + ";encrypt=true;trustServerCertificate=false\n\nWas the password rotated?")
    return C("en", "jdbc-sqlserver-login", text, [pw], [jira],
             "Password value in a JDBC connection string; the Jira ticket key is a look-alike.")


@case
def c_router(r):
    sn = rs(r, UPDIG, 4) + rd(r, 8)
    mac = ":".join(["%02X" % (r.randint(0, 255) & 0xFC)] + [rs(r, HEXU, 2) for _ in range(5)])
    wkey = rs(r, LO + DIG, 12)
    apw = rs(r, UPDIG, 8)
    newpw = human_pw(r)
    text = ("New router from the ISP. The sticker on the bottom says:\nS/N: " + sn + "\nMAC: " + mac +
            "\nWi-Fi key: " + wkey + "\nAdmin password: " + apw + "\n\nI already changed the Wi-Fi password to " + newpw +
            " but I can't remember whether the admin one is still the sticker one. How do I check without locking myself out?")
    return C("en", "router-sticker", text, [wkey, apw, newpw], [sn, mac],
             "Default Wi-Fi key, admin password and new Wi-Fi password; serial number and MAC are look-alikes.")


@case
def c_binance(r):
    k = rs(r, ALNUM, 64)
    s = rs(r, ALNUM, 64)
    oid = rd(r, 11, lead=True)
    text = ("My trading bot suddenly gets APIError(code=-2015): Invalid API-key, IP, or permissions for action.\n\n"
            "client = Client(api_key='" + k + "', api_secret='" + s + "')\n\n"
            "The last order that went through was orderId " + oid + ". I did enable IP whitelisting yesterday.")
    return C("en", "binance-api-key-secret", text, [k, s], [oid],
             "Exchange API key and secret; the order ID is a look-alike.")


@case
def c_paper_wallet(r):
    wif = btc_wif_uncompressed(r)
    addr = btc_addr(r)
    text = ("Found an old paper wallet from 2014 in a drawer! It has a private key " + wif + " and the address " +
            addr + ". How do I sweep it into Electrum without exposing it?")
    return C("en", "btc-paper-wallet", text, [wif], [addr],
             "Bitcoin WIF private key (base58check computed); the address (base58check computed, not derived "
             "from the key) is a look-alike.")


@case
def c_medicare(r):
    mbi = us_mbi(r)
    npi = us_npi(r)
    text = ("Helping my mom with her Medicare Advantage enrollment. Her Medicare number is " + mbi +
            " and the referral from her cardiologist lists NPI " + npi + ". Which one goes in the 'Medicare number' box?")
    return C("en", "medicare-mbi-enrollment", text, [mbi], [npi],
             "Mother's Medicare Beneficiary Identifier (entrusted); the doctor's NPI (Luhn computed) is a look-alike.")


@case
def c_irs_ippin(r):
    pin = rd(r, 6, lead=True)
    sub = rd(r, 6, lead=True) + "2024" + rd(r, 3) + rd(r, 7)
    text = ("The IRS mailed me a CP01A letter with my Identity Protection PIN for this year: " + pin +
            ". Where do I enter it in FreeTaxUSA? Last year's e-file submission ID was " + sub + " if that matters.")
    return C("en", "irs-ip-pin", text, [pin], [sub],
             "IRS identity protection PIN; the e-file submission ID is a look-alike.")


@case
def c_canada_sin(r):
    sin = ca_sin(r)
    bn = rd(r, 9, lead=True) + "RP0001"
    text = ("Onboarding for my new job in Toronto asks for my SIN: " + sin +
            ". The employer's payroll account number on my contract is " + bn + ". Is it safe to send the SIN by email?")
    return C("en", "canada-sin-onboarding", text, [sin], [bn],
             "Canadian SIN (Luhn computed); the employer payroll account number is a look-alike.")


@case
def c_au_tfn(r):
    tfn = au_tfn(r)
    bsb = "06%s-%s" % (rd(r, 1), rd(r, 3))
    acc = rd(r, 8, lead=True)
    abn = au_abn(r)
    text = ("Filling in the TFN declaration and bank details for my new employer (ABN " + abn + "). TFN: " + tfn +
            ". Pay into BSB " + bsb + ", account " + acc + ". Do I need to tick the tax-free threshold box if this "
            "is my second job?")
    return C("en", "au-tfn-declaration", text, [tfn, acc], [bsb, abn],
             "Tax file number (check computed) and account number; BSB and employer ABN (computed) are look-alikes.")


@case
def c_uk_ni(r):
    p1 = r.choice("ABCEGHJKLMNPRSTWXYZ")
    p2 = r.choice("ABCEGHJKLMNPRSTWXYZ")
    ni = "%s%s %s %s %s %s" % (p1, p2, rd(r, 2), rd(r, 2), rd(r, 2), r.choice("ABCD"))
    utr = rd(r, 5, lead=True) + " " + rd(r, 5)
    paye = rd(r, 3, lead=True) + "/" + rs(r, UP, 2) + rd(r, 5)
    text = ("Doing my Self Assessment for the first time. NI number " + ni + ", UTR " + utr +
            ". My P60 shows employer PAYE reference " + paye + ". Where on the SA100 does the PAYE reference go?")
    return C("en", "uk-self-assessment", text, [ni, utr], [paye],
             "UK National Insurance number and UTR; the employer PAYE reference is a look-alike.")


@case
def c_india_kyc(r):
    pan = pan_in(r)
    aad = aadhaar(r)
    acct = rd(r, 14, lead=True)
    ifsc = "HDFC000" + rd(r, 4)
    text = ("Zerodha rejected my KYC saying PAN mismatch. I entered PAN " + pan + ", Aadhaar " + aad +
            ", bank a/c " + acct + " with IFSC " + ifsc + ". My name on PAN has my father's name as middle name, "
            "could that be why?")
    return C("en", "india-kyc-pan-aadhaar", text, [pan, aad, acct], [ifsc],
             "PAN, Aadhaar (Verhoeff computed) and bank account; the IFSC branch code is a look-alike.")


@case
def c_mpesa_kplc(r):
    code = "S" + r.choice("ABCDEFGHIJKL") + rs(r, UPDIG, 8)
    meter = "37" + rd(r, 9)
    amt = "%d,%03d.00" % (r.randint(1, 4), r.randint(0, 999))
    text = ("I paid for electricity tokens but never got the token SMS. This is the M-PESA message:\n\n"
            "\"" + code + " Confirmed. Ksh" + amt + " sent to KPLC PREPAID for account " + meter +
            " on 14/3/24 at 7:42 PM. New M-PESA balance is Ksh2,310.55. Transaction cost, Ksh0.00.\"\n\n"
            "The paybill was 888880. What should I send to customer care?")
    return C("en", "mpesa-kplc-token", text, [code], [meter, "888880"],
             "M-Pesa transaction code (settled: secret); meter number and KPLC paybill are look-alikes.")


@case
def c_nigeria_bvn(r):
    bvn = "22" + rd(r, 9)
    nuban = ng_nuban(r, "058")
    sess = "000013" + "2403" + rd(r, 20)
    text = ("Opening a domiciliary account at GTBank. The form wants my BVN " + bvn + " and my existing naira "
            "account number " + nuban + ". The test transfer I did this morning shows session ID " + sess +
            ". How long before the dom account is active?")
    return C("en", "nigeria-bvn-nuban", text, [bvn, nuban], [sess],
             "BVN and NUBAN account (check digit computed); the NIP session ID is a look-alike.")


@case
def c_gcash_mpin(r):
    ref = rd(r, 4, lead=True) + " " + rd(r, 3) + " " + rd(r, 6)
    mpin = rd(r, 4, lead=True)
    text = ("GCash sent: 'You have sent PHP 1,250.00 to JU** DE* C. on 03-14-2024 01:22 PM. Ref No. " + ref +
            ".' Can I use that Ref No. to dispute? Also an 'agent' on Facebook says he can reverse it if I give him "
            "my MPIN, which is " + mpin + ". Is that legit?")
    return C("en", "gcash-dispute-mpin", text, [mpin], [ref, "JU** DE* C."],
             "GCash MPIN; the receipt Ref No. (settled: reference) and the masked recipient name are look-alikes.")


@case
def c_realtor_lockbox(r):
    cbs = rd(r, 6, lead=True)
    mls = rd(r, 8, lead=True)
    text = ("Showing tomorrow at 4pm. The listing agent texted me the lockbox CBS code " + cbs +
            " for the Supra box on the back door. MLS# " + mls + ". Can you draft a text to my buyers with the time "
            "and tell them to park on the street?")
    return C("en", "realtor-lockbox-cbs", text, [cbs], [mls],
             "Entrusted lockbox code; the MLS listing number is a look-alike.")


@case
def c_wireguard(r):
    priv = wg_key(r, clamp=True)
    pub = wg_key(r)
    psk = wg_key(r)
    text = ("My WireGuard tunnel connects but no traffic passes. Client config:\n\n[Interface]\nPrivateKey = " + priv +
            "\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = " + pub + "\nPresharedKey = " + psk +
            "\nEndpoint = vpn.myhomelab.net:51820\nAllowedIPs = 0.0.0.0/0\nPersistentKeepalive = 25")
    return C("en", "wireguard-client-config", text, [priv, psk], [pub],
             "WireGuard private key and preshared key; the peer public key (same shape) is a look-alike.")


@case
def c_gpg(r):
    pp = dice_pw(r)
    fpr = " ".join(rs(r, HEXU, 4) for _ in range(10))
    text = ("My nightly backup script decrypts with\n  gpg --batch --pinentry-mode loopback --passphrase '" + pp +
            "' -d backup.tar.gpg\nThe key fingerprint is " + fpr + ". Is putting the passphrase on the command line "
            "a problem? It runs from cron.")
    return C("en", "gpg-passphrase-cron", text, [pp], [fpr],
             "GPG passphrase on a command line; the key fingerprint is a look-alike.")


@case
def c_spelled_alarm(r):
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    code = " ".join(r.choice(words) for _ in range(4))
    rover = "R-" + rd(r, 7, lead=True)
    text = ("Leaving a note for the dog walker (Rover request " + rover + "). Can you make it friendly? Points: "
            "the alarm code is " + code + ", she has 30 seconds after opening the door, Bruno gets one scoop of food, "
            "leash is on the hook.")
    return C("en", "alarm-code-spelled-out", text, [code], [rover],
             "Alarm code spelled out in words; the booking request number is a look-alike.")


@case
def c_pw_table(r):
    p1 = strong_pw(r, 14)
    p2 = human_pw(r)
    p3 = human_pw(r)
    text = ("Convert this to the CSV format Bitwarden imports (name,login_uri,login_username,login_password):\n\n"
            "| Site | Username | Password |\n|---|---|---|\n| amazon.com | rosa.mendez@gmail.com | " + p1 + " |\n"
            "| chase.com | rmendez84 | " + p2 + " |\n| xfinity.com | rosa.mendez | " + p3 + " |")
    return C("en", "password-table-bitwarden", text, [p1, p2, p3], [],
             "Three passwords in a markdown table.")


@case
def c_it_temp_pw(r):
    tmp = rs(r, UP, 1) + rs(r, LO, 4) + rd(r, 4) + r.choice("!#$") + rs(r, LO, 2)
    inc = "INC0" + rd(r, 6)
    text = ("Got this from our IT desk:\n\n\"From: IT Service Desk <servicedesk@harbourview-health.org>\n"
            "Subject: Password reset completed\n\nHello, your network account has been reset. Temporary password: " +
            tmp + "\nReference: " + inc + "\nYou will be asked to choose a new password at first sign-in.\"\n\n"
            "Can you suggest a new password pattern that fits a 14-character minimum?")
    return C("en", "it-temporary-password-email", text, [tmp], [inc],
             "Temporary password in a pasted e-mail; the service desk reference is a look-alike.")


@case
def c_gitlab(r):
    tok = "glpat-" + rs(r, URLSAFE, 20)
    pipe = rd(r, 10, lead=True)
    job = rd(r, 10, lead=True)
    text = ("CI job can't clone a private dependency. In .gitlab-ci.yml I do\n  git clone https://oauth2:" + tok +
            "@gitlab.com/acme/shared-lib.git\nPipeline #" + pipe + ", job " + job + " fails with 'HTTP Basic: Access denied'.")
    return C("en", "gitlab-token-clone", text, [tok], [pipe, job],
             "GitLab personal access token in a clone URL; pipeline and job IDs are look-alikes.")


@case
def c_debit_pin(r):
    pin = rd(r, 4, lead=True)
    last = rd(r, 4, lead=True)
    text = ("My new debit card (the one ending **** " + last + ") came with a PIN letter that says " + pin +
            ". I want to change it at the ATM to something I'll remember. Is using my birth year a bad idea?")
    return C("en", "debit-card-pin-letter", text, [pin], ["**** " + last],
             "Card PIN; the masked card number is a look-alike.")


@case
def c_office_door(r):
    code = rd(r, 5, lead=True)
    ext = rd(r, 4, lead=True)
    text = ("Put this in my notes for Monday: server room door code is " + code + " followed by #, the badge "
            "reader there is broken. If anyone asks, my desk extension is x" + ext + ".")
    return C("en", "server-room-door-code", text, [code], ["x" + ext],
             "Door code; the phone extension is a look-alike.")


# ================================================================ English, negative
@case
def n_aws_docs(r):
    text = ("In the AWS docs they use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY everywhere. "
            "Are those safe to put in my moto-based unit tests as fake credentials, or will some scanner flag them?")
    return C("en", "aws-docs-example-keys", text, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example key pair.")


@case
def n_jwt_io(r):
    text = ("I'm teaching a workshop on JWTs. The default token on jwt.io is " + JWT_IO + " and it verifies with "
            "the secret your-256-bit-secret. Can you decode the payload and explain each claim for the slides?")
    return C("en", "jwt-io-sample-token", text, [], [JWT_IO, "your-256-bit-secret"],
             "The jwt.io sample token and its documented demo secret (signature verified by the generator).")


@case
def n_amazon_ups_multi(r):
    order = "112-" + rd(r, 7) + "-" + rd(r, 7)
    ups = "1Z" + rs(r, UPDIG, 6) + "03" + rd(r, 8)
    text = ("Amazon says my package was delivered yesterday but it's not here. Order number " + order +
            "\n---\n"
            "oh and the UPS tracking on the order page is " + ups + ", it still says 'Out for delivery'. "
            "Can you write the message to Amazon support?")
    return C("en", "amazon-order-ups-tracking", text, [], [order, ups],
             "Order number and UPS tracking number over two messages.")


@case
def n_git_bisect(r):
    good = rs(r, HEX, 40)
    bad = rs(r, HEX, 40)
    run = rd(r, 10, lead=True)
    text = ("Bisecting a perf regression between v2.14.3 and v2.15.0. git bisect says good " + good + ", bad " + bad +
            ". The CI run that first showed it is Actions run " + run + ". How do I automate the bisect with a "
            "benchmark script?")
    return C("en", "git-bisect-commits", text, [], [good, bad, run, "v2.14.3"],
             "Commit SHAs, a CI run ID and a version string.")


@case
def n_trace_ids(r):
    trace = rs(r, HEX, 32)
    span = rs(r, HEX, 16)
    uid = uuid4(r)
    text = ("Our logs have lines like\n  level=error msg=\"checkout failed\" trace_id=" + trace + " span_id=" + span +
            " user_id=" + uid + "\nHow do I jump from that trace_id to the trace in Grafana Tempo?")
    return C("en", "otel-trace-ids", text, [], [trace, span, uid], "Trace ID, span ID and a user UUID from a log.")


@case
def n_env_example(r):
    text = ("Is it fine to commit this .env.example to a public repo?\n\n"
            "OPENAI_API_KEY=your_api_key_here\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n"
            "DATABASE_URL=postgres://<user>:<password>@localhost:5432/app\nJWT_SECRET=<generate-with-openssl-rand-hex-32>")
    return C("en", "env-example-placeholders", text, [],
             ["your_api_key_here", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<user>:<password>",
              "<generate-with-openssl-rand-hex-32>"],
             "Placeholders in an .env.example.")


@case
def n_masked_card(r):
    last = rd(r, 4)
    acct = rd(r, 4)
    text = ("My statement shows $49.99 from 'SQ *BLUE BOTTLE' on card **** **** **** " + last +
            " and the banking app lists the checking account as ••••" + acct +
            ". I've never been to Blue Bottle. Is this fraud or could it be a merchant name thing?")
    return C("en", "masked-card-statement", text, [], ["**** **** **** " + last, "••••" + acct],
             "Masked card and account numbers.")


@case
def n_password_examples(r):
    text = ("For a security awareness talk I want to explain why 'Tr0ub4dor&3' is weaker than "
            "'correct horse battery staple' (the xkcd comic), mention the old 'hunter2' joke, and show that "
            "'password123' still tops the breach lists. Can you outline five slides?")
    return C("en", "famous-example-passwords", text, [],
             ["Tr0ub4dor&3", "correct horse battery staple", "hunter2", "password123"],
             "Famous example passwords discussed as examples.")


@case
def n_iso_checksum(r):
    a = rs(r, HEX, 64)
    b = a[:40] + rs(r, HEX, 24)
    fpr = " ".join(rs(r, HEXU, 4) for _ in range(10))
    text = ("Verifying the Ubuntu 24.04 ISO. sha256sum gives " + a + " but SHA256SUMS lists " + b +
            ". The signing key fingerprint gpg shows is " + fpr + ". Is my download corrupted?")
    return C("en", "iso-checksum-mismatch", text, [], [a, b, fpr], "Checksums and a public key fingerprint.")


@case
def n_flight_pnr(r):
    pnr = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "220-" + rd(r, 10, lead=True)
    text = ("Booked Lufthansa FRA-ORD for June, booking code " + pnr + ", ticket number " + tkt +
            ". Can I add a second checked bag in the app with these, or do I have to call?")
    return C("en", "flight-booking-code", text, [], [pnr, tkt], "Airline booking code and e-ticket number.")


@case
def n_supplier_iban(r):
    iban = nl_iban(r, "RABO")
    vat = "NL" + rd(r, 9, lead=True) + "B01"
    inv = "F2024-" + rd(r, 4, lead=True)
    text = ("Paying an invoice from a Dutch supplier for the first time: IBAN " + grp(iban) + ", BIC RABONL2U, "
            "VAT " + vat + ", invoice " + inv + ". Do I put the invoice number or the VAT number in the payment reference?")
    return C("en", "supplier-iban-invoice", text, [], [grp(iban), "RABONL2U", vat, inv],
             "A supplier's IBAN (mod-97 and elfproef computed), BIC, VAT number and invoice number.")


@case
def n_charity_iban(r):
    iban = make_iban("DE", "37050198" + rd(r, 10))
    text = ("I want to donate to Kinderhilfe Rheinland e.V. for the flood appeal. Their website lists IBAN " +
            grp(iban) + " with reference 'Fluthilfe 2024'. Will a normal SEPA transfer from my UK bank work?")
    return C("en", "charity-donation-iban", text, [], [grp(iban)], "A charity's IBAN for a donation.")


@case
def n_vin_serial(r):
    v = vin(r, "2HGFC2F5", "H", "H")
    ser = rs(r, UPDIG, 3) + rd(r, 7)
    text = ("Looking at a used 2017 Honda Civic, VIN " + v + ". The seller also sent a photo of the catalytic "
            "converter with serial " + ser + " stamped on it. Can you decode the VIN and tell me what trim it is?")
    return C("en", "used-car-vin", text, [], [v, ser], "VIN of a car for sale (check digit computed) and a part serial.")


@case
def n_public_keys(r):
    _, pub = ssh_ed25519(r, "me@laptop")
    fpr = " ".join(rs(r, HEXU, 4) for _ in range(10))
    text = ("New sysadmin asked for 'my key'. I have ~/.ssh/id_ed25519.pub with\n  ssh-ed25519 " + pub +
            " me@laptop\nand my PGP fingerprint is " + fpr + ". Which one do they want and is it safe to paste in Slack?")
    return C("en", "public-keys-for-admin", text, [], [pub, fpr], "SSH public key and PGP fingerprint.")


@case
def n_btc_addresses(r):
    addr = btc_addr(r)
    text = ("Is 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa really the genesis block address? Also my friend's open-source "
            "project takes donations at " + addr + ". How can I check the address really belongs to them?")
    return C("en", "bitcoin-public-addresses", text, [], ["1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", addr],
             "Famous genesis address and a donation address (base58check computed).")


@case
def n_wire_vendor(r):
    acct = rd(r, 9, lead=True)
    inv = "INV-" + rd(r, 5, lead=True)
    text = ("I have to wire a US vendor for invoice " + inv + ". Their instructions: JPMorgan Chase, SWIFT CHASUS33, "
            "ABA 021000021, beneficiary account " + acct + " (Brightline Supply LLC). Do I use the SWIFT or the ABA "
            "from Germany?")
    return C("en", "wire-instructions-vendor", text, [], [inv, "CHASUS33", "021000021", acct],
             "Vendor's wire details (public bank codes, the company's account for payment) and an invoice number.")


@case
def n_ssn_examples(r):
    text = ("I'm writing a form validator. Should it reject 078-05-1120 (the famous Woolworth wallet card number) "
            "and 123-45-6789? And what are the rules for the area number?")
    return C("en", "ssn-validator-examples", text, [], ["078-05-1120", "123-45-6789"],
             "Famous example SSNs discussed as examples.")


@case
def n_anvil_keys(r):
    text = ("Tests pass on my local anvil node with the default account 0 (private key "
            "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80, mnemonic 'test test test test test "
            "test test test test test test junk') but fail on Sepolia with 'insufficient funds'. Why?")
    return C("en", "anvil-default-dev-keys", text, [],
             ["0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
              "test test test test test test test test test test test junk"],
             "Well-known Hardhat/Anvil development key and mnemonic.")


@case
def n_redacted_log(r):
    tail = rs(r, ALNUM, 4)
    text = ("Our log scrubber produces lines like\n  Authorization: Bearer [REDACTED]\n  api_key=sk-..." + tail +
            "\n  password=********\nIs keeping the last four characters of the key a leak risk?")
    return C("en", "redacted-log-lines", text, [], ["[REDACTED]", "sk-..." + tail, "********"],
             "Redacted and masked values.")


@case
def n_stripe_test_cards(r):
    text = ("Writing integration tests for our checkout. The happy path uses 4242 4242 4242 4242, the decline test "
            "uses 4000 0000 0000 0002, and for 3-D Secure I found 4000 0027 6000 3184 in the Stripe docs. Is it OK to "
            "commit these, plus the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc, in our test fixtures?")
    return C("en", "stripe-test-cards-fixtures", text, [],
             ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0027 6000 3184", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
             "Stripe documentation test cards and the documentation test key.")


# ================================================================ Chinese
@case
def zh_onboarding(r):
    cid = cn_id(r)
    cardno = grp(luhn_complete(r, "621483", 16))
    sf = "SF1" + rd(r, 12)
    text = ("帮我检查一下入职登记表，格式有没有问题：\n姓名：王晓东\n身份证号：" + cid + "\n工资卡：招商银行 " + cardno +
            "\n开户行：招商银行深圳科技园支行\n另外，材料原件已经用顺丰寄给HR了，运单号 " + sf + "，要不要在表里注明？")
    return C("zh", "onboarding-id-salary-card", text, [cid, cardno], [sf],
             "居民身份证号（校验码已计算）和工资卡号（Luhn）；顺丰运单号为 look-alike。")


@case
def zh_alipay_scam(r):
    otp = rd(r, 6, lead=True)
    paypw = rd(r, 6)
    tno = "2024" + "%02d%02d" % (r.randint(1, 12), r.randint(1, 28)) + "22001" + rd(r, 15)
    text = ("刚才接到一个自称支付宝客服的电话，说我的账户有风险，让我报了短信验证码 " + otp + "，后来又问支付密码，"
            "我也说了，是 " + paypw + "。现在账单里多了一笔 2,380 元的支出，交易号 " + tno + "。我现在应该先做什么？")
    return C("zh", "alipay-scam-otp-paypw", text, [otp, paypw], [tno],
             "短信验证码和6位支付密码；交易号为 look-alike。")


@case
def zh_aliyun_oss(r):
    akid = "LTAI5t" + rs(r, ALNUM, 18)
    aks = rs(r, ALNUM, 30)
    req = rs(r, HEXU, 24)
    text = ("用 Python SDK 往 OSS 上传文件一直报 InvalidAccessKeyId，代码是这样的：\n\nimport oss2\n"
            "auth = oss2.Auth('" + akid + "', '" + aks + "')\n"
            "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-app-assets')\n\n"
            "报错里的 RequestId 是 " + req + "。是 Key 填错了还是 Endpoint 不对？")
    return C("zh", "aliyun-oss-accesskey", text, [akid, aks], [req],
             "阿里云 AccessKey ID 与 Secret；RequestId 为 look-alike。")


@case
def zh_invoice_company(r):
    uscc = cn_uscc(r, r.choice(["440300", "440305", "440306"]))
    acct = "4000" + rd(r, 15)
    inv = "24442000000" + rd(r, 9)
    text = ("公司报销要开专票，对方给的开票信息如下，帮我核对一下：\n名称：深圳市云帆科技有限公司\n纳税人识别号：" + uscc +
            "\n开户行及账号：中国工商银行深圳南山支行 " + acct + "\n之前那张发票号码：" + inv + "\n这个税号位数对吗？")
    return C("zh", "company-invoice-details", text, [], [uscc, acct, inv],
             "公司的统一社会信用代码（校验位已计算）、对公账号和发票号码，均为 look-alike。")


# ================================================================ Japanese
@case
def ja_mynumber(r):
    mn = jp_mynumber(r)
    zipc = "%03d-%04d" % (r.randint(100, 999), r.randint(0, 9999))
    text = ("マイナンバーカードの電子申請で、個人番号 " + mn + " を入力したら「入力内容に誤りがあります」と表示されます。"
            "住所の郵便番号は " + zipc + " です。どこが間違っていると思いますか？")
    return C("ja", "mynumber-application", text, [mn], [zipc],
             "個人番号（チェックデジット計算済み）。郵便番号は look-alike。")


@case
def ja_salary_account(r):
    branch = "%03d" % r.randint(100, 899)
    acct = rd(r, 7, lead=True)
    text = ("会社に給与振込口座を伝えるメールを丁寧に書いてください。\n銀行：三菱UFJ銀行　渋谷支店（店番 " + branch +
            "）\n種類：普通\n口座番号：" + acct + "\n名義：ヤマダ　タロウ")
    return C("ja", "salary-bank-account", text, [acct], [branch],
             "普通預金の口座番号。支店番号（店番）は銀行側の公開識別子で look-alike。")


@case
def ja_router_key(r):
    key = rs(r, HEX, 13)
    serial = rd(r, 10, lead=True)
    text = ("実家のWi-Fiルーター（Aterm WX3600HP）の裏のシールに\nSSID：aterm-" + rs(r, HEX, 6) + "-g\n暗号化キー：" + key +
            "\n製造番号：" + serial + "\nと書いてあります。この暗号化キーは変えたほうがいいですか？変え方も教えてください。")
    return C("ja", "router-encryption-key", text, [key], [serial],
             "ルーターの暗号化キー。製造番号は look-alike（SSID は中立）。")


@case
def ja_order_tracking(r):
    order = "250-" + rd(r, 7) + "-" + rd(r, 7)
    yam = jp_yamato(r)
    text = ("Amazonで注文した商品（注文番号 " + order + "）がまだ届きません。ヤマト運輸の送り状番号は " + yam +
            " です。問い合わせ用の文面を作ってもらえますか？")
    return C("ja", "order-yamato-tracking", text, [], [order, yam],
             "注文番号とヤマト運輸の伝票番号（7で割った余りのチェック計算済み）。")


# ================================================================ Korean
@case
def ko_year_end_tax(r):
    rrn = kr_rrn(r)
    acct = "%s-%s-%s" % (rd(r, 6, lead=True), rd(r, 2), rd(r, 6))
    brn = kr_brn(r)
    text = ("연말정산 서류 쓰는 중인데 이렇게 적으면 맞아? 주민등록번호 " + rrn + ", 급여 계좌 국민은행 " + acct +
            ". 회사 사업자등록번호는 " + brn + "라고 적혀 있어.")
    return C("ko", "year-end-tax-rrn", text, [rrn, acct], [brn],
             "주민등록번호(검증번호 계산)와 급여 계좌; 회사 사업자등록번호(검증번호 계산)는 look-alike.")


@case
def ko_cert_pw(r):
    pw = human_pw(r, ["Haneul", "Sarang", "Bomnal", "Dalbit", "Nabi"])
    pin = rd(r, 6)
    text = ("공동인증서 비밀번호를 " + pw + " 로 바꿨는데 자꾸 틀렸다고 떠요. 대소문자 구분하나요? "
            "그리고 토스 간편비밀번호 " + pin + " 도 같이 바꿔야 할까요?")
    return C("ko", "certificate-password-pin", text, [pw, pin], [], "공동인증서 비밀번호와 간편비밀번호.")


@case
def ko_coupang_tracking(r):
    order = rd(r, 14, lead=True)
    cj = rd(r, 12, lead=True)
    text = ("쿠팡에서 주문한 건데 주문번호 " + order + " 배송이 안 와요. CJ대한통운 운송장번호 " + cj +
            " 로 조회하면 '집화처리'에서 멈춰 있어요. 문의 글 좀 써 주세요.")
    return C("ko", "coupang-order-tracking", text, [], [order, cj], "주문번호와 운송장번호.")


# ================================================================ Arabic
@case
def ar_bank_update(r):
    nid = luhn_complete(r, "1", 10)
    iban = grp(make_iban("SA", r.choice(["10", "80", "20", "45"]) + rd(r, 18)))
    req = rd(r, 8, lead=True)
    text = ("أبغى أحدّث بياناتي في تطبيق البنك. رقم الهوية الوطنية " + nid + " والآيبان حقي " + iban +
            ". طلع لي رقم طلب " + req + " بس مكتوب \"البيانات غير مطابقة\". وش السبب؟")
    return C("ar", "saudi-id-iban-update", text, [nid, iban], [req],
             "رقم الهوية الوطنية (Luhn) والآيبان (mod-97)؛ رقم الطلب look-alike.")


@case
def ar_otp_scam(r):
    otp = rd(r, 4, lead=True)
    phone = "010" + rd(r, 8)
    text = ("وصلتني الرسالة دي:\n\"رمز التحقق الخاص بك هو " + otp + ". لا تشارك هذا الرمز مع أي شخص. صالح لمدة "
            "خمس دقائق.\"\nوبعدها واحد اتصل بيا من رقم " + phone + " وقال إنه من خدمة عملاء البنك وعايز الرمز عشان "
            "يوقف عملية مشبوهة. أعمل إيه؟")
    return C("ar", "otp-sms-scam-call", text, [otp], [phone], "رمز التحقق من رسالة SMS؛ رقم المتصل look-alike.")


@case
def ar_supplier_invoice(r):
    vat = "3" + rd(r, 13) + "3"
    cr = "1010" + rd(r, 6)
    inv = "INV-2024-" + rd(r, 5, lead=True)
    text = ("عندي فاتورة من مورد، ممكن تتأكد إن البيانات سليمة؟\nالرقم الضريبي: " + vat + "\nرقم السجل التجاري: " +
            cr + "\nرقم الفاتورة: " + inv + "\nالمبلغ: 4,830.00 ريال شامل الضريبة")
    return C("ar", "supplier-vat-invoice", text, [], [vat, cr, inv],
             "الرقم الضريبي والسجل التجاري للمورد ورقم الفاتورة.")


# ================================================================ Persian
@case
def fa_card_payment(r):
    cardno = grp(luhn_complete(r, "603799", 16), 4, "-")
    cvv2 = rd(r, 4, lead=True)
    exp = "14%02d/%02d" % (r.randint(5, 8), r.randint(1, 12))
    dyn = rd(r, 8, lead=True)
    ref = rd(r, 12, lead=True)
    text = ("برای خرید بلیت قطار این‌ها رو وارد کردم ولی پرداخت ناموفق شد:\nشماره کارت: " + cardno + "\nCVV2: " + cvv2 +
            "\nتاریخ انقضا: " + exp + "\nرمز دوم پویا: " + dyn + "\nپول از حسابم کم شده. شماره مرجع: " + ref +
            "\nچقدر طول می‌کشه برگرده؟")
    return C("fa", "card-payment-failed", text, [cardno, cvv2, exp, dyn], [ref],
             "شماره کارت (Luhn)، CVV2، تاریخ انقضا و رمز پویا؛ شماره مرجع look-alike است.")


@case
def fa_melli_sheba(r):
    code = fa_digits(ir_melli(r))
    sheba = grp(make_iban("IR", "0" + r.choice(["17", "12", "18", "15"]) + "0" + rd(r, 18)))
    track = rd(r, 10, lead=True)
    text = ("کد ملی‌ام " + code + " هست و شماره شبام " + sheba + ". می‌خوام برای کالابرگ ثبت‌نام کنم ولی خطا میده "
            "که اطلاعات با هم نمی‌خونه. شماره پیگیری درخواستم " + track + " بود.")
    return C("fa", "melli-code-sheba", text, [code, sheba], [track],
             "کد ملی (رقم کنترل محاسبه شده، با ارقام فارسی) و شماره شبا؛ شماره پیگیری look-alike.")


@case
def fa_order_tracking(r):
    order = "DKC-" + rd(r, 9, lead=True)
    post = rd(r, 24, lead=True)
    text = ("سفارشم از دیجی‌کالا با کد سفارش " + order + " هنوز نرسیده. کد رهگیری پست " + post +
            " رو توی سامانه رهگیری زدم ولی چیزی نشون نمی‌ده. چیکار کنم؟")
    return C("fa", "order-post-tracking", text, [], [order, post], "کد سفارش و کد رهگیری پستی.")


# ================================================================ Hebrew
@case
def he_form_101(r):
    tz = il_tz(r)
    branch = "%03d" % r.randint(600, 950)
    acct = rd(r, 6, lead=True) + "/" + rd(r, 2)
    text = ("אני ממלא טופס 101 בעבודה החדשה. תעודת זהות " + tz + ", חשבון בבנק לאומי, סניף " + branch +
            ", מספר חשבון " + acct + ". מה עוד צריך לצרף?")
    return C("he", "form-101-tz-account", text, [tz, acct], [branch],
             "תעודת זהות (ספרת ביקורת חושבה) ומספר חשבון; מספר הסניף הוא look-alike.")


@case
def he_door_code(r):
    code = rd(r, 4, lead=True)
    phone = "05" + r.choice("02348") + "-" + rd(r, 7)
    text = ("תנסח לי הודעה לשכנה שתשקה את העציצים כשאני בחו\"ל: הקוד לדלת של הבניין הוא " + code +
            ", המפתח לדירה אצל ועד הבית. אם יש בעיה שתתקשר אליי ל-" + phone + ".")
    return C("he", "building-door-code", text, [code], [phone], "קוד כניסה לבניין; מספר הטלפון הוא look-alike.")


@case
def he_supplier_invoice(r):
    osek = il_tz(r)
    inv = rd(r, 5, lead=True)
    acct = rd(r, 6, lead=True)
    text = ("קיבלתי חשבונית מספק. עוסק מורשה " + osek + ", חשבונית מס " + inv + ", והוא מבקש העברה לחשבון העסק: "
            "בנק הפועלים, סניף 532, חשבון " + acct + ". זה נראה תקין?")
    return C("he", "supplier-invoice-account", text, [], [osek, inv, acct],
             "מספר עוסק מורשה (ספרת ביקורת חושבה), מספר חשבונית וחשבון העסק לתשלום.")


# ================================================================ Hindi
@case
def hi_aadhaar_update(r):
    aad = aadhaar(r)
    otp = rd(r, 6, lead=True)
    urn = rd(r, 4, lead=True) + "/" + rd(r, 5) + "/" + rd(r, 5)
    text = ("आधार में मोबाइल नंबर अपडेट करवाने गया था। आधार नंबर " + aad + " डाला, फिर OTP " + otp +
            " आया और URN " + urn + " मिला। अब स्टेटस कहाँ चेक करूँ?")
    return C("hi", "aadhaar-update-otp", text, [aad, otp], [urn],
             "आधार नंबर (Verhoeff गणना) और OTP; URN look-alike है।")


@case
def hi_upi_pin(r):
    acct = r.choice("34") + rd(r, 10)
    ifsc = "SBIN00" + rd(r, 5)
    pin = rd(r, 6, lead=True)
    utr = "4" + rd(r, 11)
    text = ("मेरा SBI खाता नंबर " + acct + " है, IFSC " + ifsc + "। PhonePe में UPI PIN " + pin +
            " सेट किया था पर पेमेंट फेल हो रहा है और UTR " + utr + " दिख रहा है। पैसा कट गया है, वापस कब आएगा?")
    return C("hi", "upi-pin-failed-payment", text, [acct, pin], [ifsc, utr],
             "बैंक खाता नंबर और UPI PIN; IFSC और UTR look-alike हैं।")


@case
def hi_train_pnr(r):
    pnr = r.choice("2468") + rd(r, 9)
    text = ("मेरी टिकट का PNR " + pnr + " है, ट्रेन 12951 मुंबई राजधानी, कोच B4। अभी WL 23 दिखा रहा है, "
            "कन्फर्म होने के चांस कितने हैं?")
    return C("hi", "train-pnr-waitlist", text, [], [pnr, "12951"], "रेलवे PNR और ट्रेन नंबर।")


# ================================================================ Russian
@case
def ru_zagran(r):
    pas = rd(r, 4, lead=True) + " " + rd(r, 6, lead=True)
    snils = ru_snils(r)
    req = rd(r, 10, lead=True)
    text = ("Помогите заполнить заявление на загранпаспорт. Паспорт РФ " + pas + ", выдан 14.05.2019, СНИЛС " + snils +
            ". Номер заявления на Госуслугах " + req + " — его куда-то вписывать нужно?")
    return C("ru", "zagranpassport-snils", text, [pas, snils], [req],
             "Серия и номер паспорта, СНИЛС (контрольное число вычислено); номер заявления — look-alike.")


@case
def ru_mir_card(r):
    n = card_fmt(card(r, "mir"))
    ex = expiry(r)
    cvc = rd(r, 3)
    sms = rd(r, 6, lead=True)
    text = ("Покупаю на сайте, ввожу карту " + n + ", срок " + ex + ", CVC " + cvc + ". Пришла СМС: «Код для "
            "подтверждения покупки на 3 490 р.: " + sms + ". Никому не сообщайте этот код». Ввёл — пишет ошибку. "
            "В реквизитах магазина указан БИК 044525225, это на что-то влияет?")
    return C("ru", "mir-card-sms-code", text, [n, ex, cvc, sms], ["044525225"],
             "Карта «Мир» (Luhn), срок, CVC и код из СМС; БИК банка — look-alike.")


@case
def ru_gosuslugi_correction(r):
    w = r.choice(["Kotenok", "Solnyshko", "Vasilek", "Zvezdochka", "Malina"])
    d = rd(r, 4)
    pw1 = w.lower() + d + "!"
    pw2 = w + d + "!"
    req = rd(r, 9, lead=True)
    text = ("Запомни, пожалуйста: новый пароль от Госуслуг — " + pw1 +
            "\n---\n"
            "Ой, нет, я ошибся. Правильно " + pw2 + ", с заглавной буквы. Номер обращения в поддержку " + req +
            ", на всякий случай.")
    return C("ru", "gosuslugi-password-correction", text, [pw1, pw2], [req],
             "Пароль и его исправление во втором сообщении; номер обращения — look-alike.")


@case
def ru_supplier_details(r):
    inn = ru_inn10(r)
    kpp = inn[:4] + "01001"
    ogrn = ru_ogrn(r)
    rs_ = ru_account(r, "044525225")
    n = rd(r, 3, lead=True)
    text = ("Проверь реквизиты поставщика из счёта, всё ли сходится:\nООО «Северный ветер»\nИНН " + inn + " КПП " + kpp +
            "\nОГРН " + ogrn + "\nр/с " + rs_ + " в ПАО Сбербанк\nБИК 044525225, к/с 30101810400000000225\nСчёт № " +
            n + " от 12.03.2024")
    return C("ru", "supplier-bank-details", text, [],
             [inn, kpp, ogrn, rs_, "30101810400000000225", "044525225"],
             "Реквизиты организации: ИНН, ОГРН (контрольные цифры вычислены), КПП, р/с (ключ по БИК вычислен), БИК, к/с.")


# ================================================================ Ukrainian
@case
def uk_diia_declaration(r):
    rn = ua_rnokpp(r)
    cardno = card_fmt(luhn_complete(r, "5168", 16))
    ttn = "2045" + rd(r, 10)
    text = ("Заповнюю декларацію в Дії, перевір, будь ласка: РНОКПП " + rn + ", картка ПриватБанку " + cardno +
            " для повернення коштів. Оригінали документів відправила Новою Поштою, ТТН " + ttn + ".")
    return C("uk", "diia-rnokpp-card", text, [rn, cardno], [ttn],
             "РНОКПП (контрольна цифра обчислена) і номер картки (Luhn); ТТН Нової Пошти — look-alike.")


@case
def uk_grandma_note(r):
    code = rd(r, 3, lead=True) + "*" + rd(r, 2)
    pw = human_pw(r, ["Kalyna", "Sonechko", "Murchyk", "Barvinok"])
    phone = "+380 67 %s %s %s" % (rd(r, 3, lead=True), rd(r, 2), rd(r, 2))
    text = ("Напиши коротку записку для бабусі, вона приїде доглядати кота: код домофону " + code +
            ", пароль від Wi-Fi «" + pw + "», а якщо щось трапиться — мій номер " + phone + ".")
    return C("uk", "intercom-wifi-note", text, [code, pw], [phone],
             "Код домофону і пароль Wi-Fi; номер телефону — look-alike.")


@case
def uk_charity_iban(r):
    iban = make_iban("UA", "305299" + "0000026" + rd(r, 12))
    ed = ua_edrpou(r)
    text = ("Хочу задонатити фонду, скопіювала реквізити з їхнього сайту: отримувач БФ «Крила надії», IBAN " + iban +
            ", код ЄДРПОУ " + ed + ", призначення платежу «Благодійний внесок». Все правильно?")
    return C("uk", "charity-iban-edrpou", text, [], [iban, ed],
             "IBAN фонду (mod-97) і код ЄДРПОУ (контрольна цифра обчислена).")


# ================================================================ Polish
@case
def pl_800plus(r):
    pesel = pl_pesel(r)
    dow = pl_dowod(r)
    nip = pl_nip(r)
    text = ("Wypełniam wniosek o 800+ przez internet. PESEL " + pesel + ", seria i numer dowodu " + dow +
            ". W polu „NIP pracodawcy” wpisałam " + nip + " — dobrze?")
    return C("pl", "wniosek-pesel-dowod", text, [pesel, dow], [nip],
             "PESEL i numer dowodu (cyfry kontrolne obliczone); NIP pracodawcy (obliczony) to look-alike.")


@case
def pl_blik(r):
    blik = rd(r, 6, lead=True)
    order = rd(r, 10, lead=True)
    text = ("Kupuję na Allegro i wyskoczyło okno płatności BLIK. Wygenerowałem w aplikacji kod " + blik +
            ", zamówienie nr " + order + ". Ile mam czasu, zanim kod wygaśnie?")
    return C("pl", "blik-code-allegro", text, [blik], [order], "Kod BLIK; numer zamówienia to look-alike.")


@case
def pl_shop_transfer(r):
    iban = pl_iban(r)
    nrb = grp_by(iban[2:], [2, 4, 4, 4, 4, 4, 4])
    inv = "FV/%d/03/2024" % r.randint(100, 999)
    order = rd(r, 8, lead=True)
    nip = pl_nip(r)
    text = ("Płacę za fakturę " + inv + " w sklepie internetowym. Numer konta sklepu: " + nrb + ", tytuł: zamówienie " +
            order + ". NIP sklepu " + nip + ". Czy przelew Elixir dojdzie jeszcze dziś?")
    return C("pl", "shop-transfer-account", text, [], [inv, nrb, order, nip],
             "Numer konta sklepu (NRB, suma kontrolna i cyfra kontrolna banku obliczone), NIP, faktura, zamówienie.")


# ================================================================ Czech
@case
def cs_insurance(r):
    rc = cz_rc(r)
    acct = cz_account(r)
    vs = rd(r, 10, lead=True)
    text = ("Vyplňuji přihlášku ke zdravotní pojišťovně. Rodné číslo " + rc + ", číslo účtu pro přeplatky " + acct +
            ". Variabilní symbol pro platbu mi poslali " + vs + ". Je to vyplněné správně?")
    return C("cs", "pojistovna-rc-ucet", text, [rc, acct], [vs],
             "Rodné číslo (dělitelnost 11) a číslo účtu (váhy 6,3,7,... spočítány); variabilní symbol je look-alike.")


@case
def cs_password_parts(r):
    p1 = r.choice(["Jablon", "Kocour", "Sumava", "Vltava"]) + rd(r, 2)
    p2 = r.choice(["!", "?", "#"]) + rs(r, LO, 3) + rd(r, 3)
    text = ("Pošlu ti heslo k mámině e-mailu po částech, ať to není celé v jedné zprávě. První část: " + p1 +
            "\n---\n"
            "Druhá část: " + p2 +
            "\n---\n"
            "Dohromady bez mezery. Podle toho prosím napiš mámě návod, jak se přihlásí na Seznam.")
    return C("cs", "heslo-po-castech", text, [p1, p2], [],
             "Heslo svěřené uživateli, poslané ve dvou částech.")


@case
def cs_eshop_order(r):
    order = rd(r, 9, lead=True)
    ico = cz_ico(r)
    inv = "2024" + rd(r, 6)
    text = ("Objednávka z e-shopu č. " + order + ", na faktuře je dodavatel Alfa Trade s.r.o., IČO " + ico +
            ", faktura č. " + inv + ". Jak ověřím, že ta firma opravdu existuje?")
    return C("cs", "eshop-ico-faktura", text, [], [order, ico, inv],
             "Číslo objednávky, IČO firmy (kontrolní číslice spočítána) a číslo faktury.")


# ================================================================ German
@case
def de_lohn(r):
    stid = de_stid(r)
    iban = grp(de_iban(r))
    kz = "%d/%03d/%05d" % (r.randint(10, 99), r.randint(100, 999), r.randint(10000, 99999))
    text = ("Mein neuer Arbeitgeber braucht für die Lohnabrechnung meine Steuer-ID " + stid + " und die "
            "Bankverbindung: IBAN " + iban + ". Vom Finanzamt habe ich noch einen Brief mit dem Kassenzeichen " + kz +
            " – muss ich das auch angeben?")
    return C("de", "steuer-id-iban-lohn", text, [stid, iban], [kz],
             "Steuer-ID (Prüfziffer ISO 7064 berechnet) und IBAN; Kassenzeichen ist ein Look-alike.")


@case
def de_kvnr_case(r):
    kv = de_kvnr(r)
    ik = "10" + rd(r, 7)
    text = ("Die Krankenkasse will für den Antrag meine Versichertennummer, die steht auf der Karte: " + kv +
            ". Im Brief steht außerdem das Institutionskennzeichen " + ik + ". Welche Nummer gehört ins Feld "
            "„Kassen-Nr.“?")
    return C("de", "krankenversichertennummer", text, [kv], [ik],
             "Krankenversichertennummer (Prüfziffer berechnet); IK der Kasse ist ein Look-alike.")


@case
def de_fritzbox(r):
    wkey = grp(rd(r, 20))
    fb = r.choice(["tulpe", "kiesel", "hummel", "ahorn", "wiese"]) + rd(r, 4)
    serial = "J%03d.%03d.%02d.%03d.%03d" % (r.randint(100, 999), r.randint(0, 999), r.randint(0, 99),
                                           r.randint(0, 999), r.randint(0, 999))
    text = ("Auf dem Aufkleber meiner FRITZ!Box 7590 steht:\nWLAN-Netzwerkschlüssel: " + wkey + "\nFRITZ!Box-Kennwort: " +
            fb + "\nSerien-Nr.: " + serial + "\nIch will den WLAN-Schlüssel ändern, weil ihn inzwischen die halbe "
            "Nachbarschaft kennt. Wie geht das?")
    return C("de", "fritzbox-aufkleber", text, [wkey, fb], [serial],
             "WLAN-Schlüssel und Gerätekennwort; Seriennummer ist ein Look-alike.")


@case
def de_shop_invoice(r):
    ust = de_ustid(r)
    inv = "RE-2024-" + rd(r, 5, lead=True)
    iban = grp(make_iban("DE", "37050198" + rd(r, 10)))
    kd = rd(r, 7, lead=True)
    text = ("Kannst du diese Rechnung eines Onlineshops prüfen?\nUSt-IdNr.: " + ust + "\nRechnungsnummer: " + inv +
            "\nBankverbindung: " + iban + ", Sparkasse KölnBonn\nVerwendungszweck: Kundennr. " + kd +
            "\nPasst das alles zusammen?")
    return C("de", "shop-rechnung-pruefen", text, [], [ust, inv, iban, kd],
             "USt-IdNr. (Prüfziffer berechnet), Rechnungsnummer, IBAN des Shops und Kundennummer.")


# ================================================================ French
@case
def fr_mutuelle(r):
    nir = fr_nir(r)
    amc = rd(r, 9, lead=True)
    text = ("Je remplis le formulaire d'adhésion à la mutuelle. Numéro de sécurité sociale : " + nir +
            ". Ils demandent aussi le « numéro AMC » de mon ancienne mutuelle, c'est bien " + amc + " ?")
    return C("fr", "mutuelle-nir", text, [nir], [amc],
             "NIR (clé calculée) ; le numéro AMC de l'organisme est un look-alike.")


@case
def fr_rib_proprio(r):
    bank, bic = r.choice([("30004", "BNPAFRPPXXX"), ("30003", "SOGEFRPP"), ("30002", "CRLYFRPP")])
    iban = grp(fr_iban(r, bank))
    ref = "BAIL-" + rd(r, 6, lead=True)
    text = ("Tu peux rédiger un mail à mon ancien propriétaire pour qu'il me rende le dépôt de garantie par virement ? "
            "Mes coordonnées : IBAN " + iban + ", BIC " + bic + ". Référence du bail : " + ref + ".")
    return C("fr", "rib-depot-garantie", text, [iban], [bic, ref],
             "IBAN (clé RIB et mod-97 calculés) ; le BIC de la banque et la référence du bail sont des look-alikes.")


@case
def fr_babysitter(r):
    digi = r.choice(UP[:6]) + rd(r, 4, lead=True)
    wifi = rs(r, HEXU, 26)
    colis = "6A" + rd(r, 11)
    text = ("Mot pour la baby-sitter : le digicode de l'immeuble c'est " + digi + ", ensuite interphone « Moreau ». "
            "Le code Wi-Fi est sur la box mais au cas où : " + wifi + ". Si un livreur passe, c'est pour le colis n° " +
            colis + ".")
    return C("fr", "digicode-wifi-babysitter", text, [digi, wifi], [colis],
             "Digicode et clé Wi-Fi ; le numéro de colis est un look-alike.")


@case
def fr_artisan_invoice(r):
    siren = fr_siren(r)
    nic = rd(r, 4)
    siret = siren + nic + luhn_digit(siren + nic)
    tva = "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)
    inv = "F-2024-" + rd(r, 4, lead=True)
    text = ("J'ai reçu une facture d'un artisan : SIRET " + siret + ", TVA intracommunautaire " + tva +
            ", facture n° " + inv + ". Comment vérifier que l'entreprise existe vraiment ?")
    return C("fr", "facture-artisan-siret", text, [], [siret, tva, inv],
             "SIRET (Luhn), numéro de TVA (clé calculée) et numéro de facture.")


# ================================================================ Spanish
@case
def es_alta_luz(r):
    dni = es_dni(r)
    pw = human_pw(r, ["Girasol", "Merengue", "Tortuga", "Almendra", "Tranvia"])
    cups = es_cups(r)
    text = ("Estoy dando de alta la luz en el piso nuevo. Me piden el DNI " + dni + " y ya he creado la cuenta en la "
            "web con la contraseña " + pw + ". El CUPS que viene en el contrato es " + cups + ", ¿para qué sirve?")
    return C("es", "alta-luz-dni", text, [dni, pw], [cups],
             "DNI (letra calculada) y contraseña; el CUPS del punto de suministro (letras calculadas) es un look-alike.")


@case
def es_mx_nomina(r):
    curp = mx_curp(r)
    clabe = mx_clabe(r)
    rastreo = "MBAN" + rd(r, 2) + "00" + "2403" + rd(r, 14)
    text = ("Para que me depositen la nómina me piden la CURP " + curp + " y la CLABE " + clabe +
            ". Ya me hicieron un SPEI de prueba con clave de rastreo " + rastreo + ". ¿Con eso ya quedó?")
    return C("es", "mx-curp-clabe-nomina", text, [curp, clabe], [rastreo],
             "CURP y CLABE (dígitos verificadores calculados); la clave de rastreo SPEI es un look-alike.")


@case
def es_ar_cbu(r):
    cbu = ar_cbu(r)
    cuit = ar_cuit(r)
    text = ("Che, para la devolución de una compra me piden el CBU. El mío es " + cbu + ". La tienda tiene CUIT " +
            cuit + ". ¿Les puedo pasar el alias en vez del CBU o es lo mismo?")
    return C("es", "ar-cbu-devolucion", text, [cbu], [cuit],
             "CBU propio (dígitos verificadores calculados); el CUIT de la tienda (calculado) es un look-alike.")


@case
def es_cl_boleta(r):
    rut = cl_rut(r)
    bol = rd(r, 8, lead=True)
    oc = "OC-" + rd(r, 9, lead=True)
    text = ("La boleta del súper dice RUT " + rut + ", boleta electrónica N° " + bol + " y la compra online tenía "
            "orden " + oc + ". Me cobraron dos veces, ¿qué datos pongo en el reclamo?")
    return C("es", "cl-boleta-reclamo", text, [], [rut, bol, oc],
             "RUT de la empresa (dígito verificador calculado), número de boleta y orden de compra.")


# ================================================================ Portuguese
@case
def pt_br_cadastro(r):
    cpf = br_cpf(r)
    pw6 = rd(r, 6)
    cnpj = br_cnpj(r)
    text = ("Tô fazendo o cadastro no app do banco, pede o CPF " + cpf + " e a senha de 6 dígitos que eu criei: " +
            pw6 + ". O CNPJ do meu empregador é " + cnpj + ", preciso colocar em algum lugar?")
    return C("pt", "br-cpf-senha-app", text, [cpf, pw6], [cnpj],
             "CPF (dígitos calculados) e senha; CNPJ do empregador (calculado) é look-alike.")


@case
def pt_br_cartao(r):
    n = card_fmt(card(r, "mc"))
    ex = expiry(r)
    cvv = rd(r, 3)
    linha = "%s.%s %s.%s %s.%s %s %s" % (rd(r, 5), rd(r, 5), rd(r, 5), rd(r, 6), rd(r, 5), rd(r, 6), rd(r, 1),
                                          rd(r, 14))
    text = ("Comprei num site e pediram os dados do cartão: " + n + ", validade " + ex + ", CVV " + cvv +
            ". Tinha também a opção de boleto com a linha digitável " + linha + ". Qual das duas é mais segura?")
    return C("pt", "br-cartao-boleto", text, [n, ex, cvv], [linha],
             "Cartão (Luhn), validade e CVV; a linha digitável do boleto (dígitos não calculados) é look-alike.")


@case
def pt_pt_irs(r):
    nif = pt_nif(r)
    iban = grp(pt_iban(r))
    ent = rd(r, 5, lead=True)
    ref = "%s %s %s" % (rd(r, 3, lead=True), rd(r, 3), rd(r, 3))
    text = ("Estou a preencher a declaração de IRS. NIF " + nif + ", IBAN para o reembolso " + iban +
            ". Para pagar a certidão deram-me Entidade " + ent + " e Referência " + ref +
            " — posso pagar pelo homebanking?")
    return C("pt", "pt-nif-iban-irs", text, [nif, iban], [ent, ref],
             "NIF e IBAN (dígitos do NIB e mod-97 calculados); entidade e referência Multibanco são look-alikes.")


@case
def pt_br_rastreio(r):
    ped = rd(r, 6) + rs(r, UPDIG, 8)
    cod = s10(r, r.choice(["NL", "QB", "OV", "LB"]), "BR")
    text = ("Meu pedido " + ped + " da Shopee foi enviado pelos Correios com o código de rastreio " + cod +
            ". Está parado há 5 dias em Curitiba. O que eu faço?")
    return C("pt", "br-rastreio-correios", text, [], [ped, cod],
             "Número do pedido e código de rastreio S10 (dígito calculado).")


# ================================================================ Italian
@case
def it_medico(r):
    cf = it_cf(r)
    ts = "80380" + rd(r, 15)
    piva = rd(r, 10, lead=True)
    piva += luhn_digit(piva)
    text = ("Sto compilando il modulo per cambiare medico di base. Codice fiscale " + cf + ", numero della tessera "
            "sanitaria " + ts + ". La farmacia sotto casa ha partita IVA " + piva + ", serve anche quella?")
    return C("it", "cf-tessera-sanitaria", text, [cf, ts], [piva],
             "Codice fiscale (carattere di controllo calcolato) e numero tessera sanitaria; P.IVA (calcolata) look-alike.")


@case
def it_spid(r):
    otp = rd(r, 6, lead=True)
    pw = human_pw(r, ["Girasole", "Ciliegia", "Tramonto", "Farfalla"])
    text = ("Mi è arrivato per SMS il codice OTP " + otp + " per attivare lo SPID, e come password ho scelto " + pw +
            ". Però quando entro sul sito dell'INPS mi dice credenziali errate. Cosa sbaglio?")
    return C("it", "spid-otp-password", text, [otp, pw], [], "OTP e password SPID.")


@case
def it_condominio(r):
    iban = grp(it_iban(r))
    prot = "INPS.%s.%02d/%02d/2024.%s" % (rd(r, 4, lead=True), r.randint(1, 28), r.randint(1, 12), rd(r, 7, lead=True))
    text = ("Per le spese condominiali l'amministratore ci ha mandato l'IBAN " + iban + " intestato al Condominio "
            "Via Verdi 12, causale «rata 2/2024». Invece per la domanda all'INPS il numero di protocollo è " + prot +
            ". Devo indicarlo nel bonifico?")
    return C("it", "iban-condominio-protocollo", text, [], [iban, prot],
             "IBAN del condominio (CIN e mod-97 calcolati) e numero di protocollo.")


# ================================================================ Dutch
@case
def nl_aangifte(r):
    bsn = nl_bsn(r)
    pw = human_pw(r, ["Tulpenveld", "Stroopwafel", "Windmolen", "Fietsbel"])
    kenm = "%s.%s.%s" % (rd(r, 4, lead=True), rd(r, 2), rd(r, 3))
    text = ("Voor mijn aangifte vraagt het formulier mijn BSN " + bsn + ". Mijn DigiD-wachtwoord is " + pw +
            ", maar inloggen lukt steeds niet. In de brief van de Belastingdienst staat kenmerk " + kenm + ".")
    return C("nl", "bsn-digid-aangifte", text, [bsn, pw], [kenm],
             "BSN (elfproef berekend) en DigiD-wachtwoord; het kenmerk van de brief is een look-alike.")


@case
def nl_pinpas(r):
    pin = rd(r, 4, lead=True)
    iban = grp(nl_iban(r, "INGB"))
    bk = rd(r, 16, lead=True)
    text = ("Nieuwe pinpas van ING binnen, de pincode is " + pin + ". Mijn rekeningnummer is " + iban +
            ". Een vriend stuurde een Tikkie met betalingskenmerk " + bk + ", moet ik dat kenmerk invullen als ik "
            "het handmatig overmaak?")
    return C("nl", "pinpas-iban-tikkie", text, [pin, iban], [bk],
             "Pincode en eigen IBAN (elfproef en mod-97 berekend); het betalingskenmerk is een look-alike.")


@case
def nl_webshop(r):
    kvk = rd(r, 8, lead=True)
    btw = "NL" + rd(r, 9, lead=True) + "B01"
    iban = grp(nl_iban(r, "ABNA"))
    order = "TMO-" + rd(r, 6, lead=True)
    text = ("Klopt dit van deze webshop? KvK-nummer " + kvk + ", btw-id " + btw + ", IBAN " + iban +
            " ten name van Tuinmeubel Outlet B.V., bestelnummer " + order + ".")
    return C("nl", "webshop-kvk-btw", text, [], [kvk, btw, iban, order],
             "KvK-nummer, btw-id, IBAN van de winkel en bestelnummer.")


# ================================================================ Swedish
@case
def sv_foraldrapenning(r):
    pnr = se_pnr(r)
    code = rd(r, 6, lead=True)
    ocr = rd(r, 9, lead=True)
    ocr += luhn_digit(ocr)
    text = ("Ska ansöka om föräldrapenning. Personnummer " + pnr + ", och säkerhetskoden till BankID är " + code +
            ". Förskolans faktura har OCR-nummer " + ocr + ", ska det in någonstans?")
    return C("sv", "personnummer-bankid", text, [pnr, code], [ocr],
             "Personnummer (Luhn) och BankID-säkerhetskod; OCR-numret (Luhn) är en look-alike.")


@case
def sv_portkod(r):
    code = rd(r, 4, lead=True)
    text = ("Kan du skriva ett sms till hantverkaren: portkoden är " + code + ", lägenhet 1203 på andra våningen, "
            "nyckeln ligger i brevlådan. Han kommer på torsdag vid nio.")
    return C("sv", "portkod-hantverkare", text, [code], ["1203"],
             "Portkod; lägenhetsnumret är en look-alike.")


@case
def sv_elfaktura(r):
    bg = rd(r, 7, lead=True)
    bg += luhn_digit(bg)
    ocr = rd(r, 12, lead=True)
    ocr += luhn_digit(ocr)
    inv = rd(r, 8, lead=True)
    text = ("Fakturan från elbolaget: bankgiro " + bg[:4] + "-" + bg[4:] + ", OCR " + ocr + ", fakturanummer " + inv +
            ", förfallodag 2024-04-30. Räcker det att skriva OCR-numret som meddelande?")
    return C("sv", "elfaktura-bankgiro-ocr", text, [], [bg[:4] + "-" + bg[4:], ocr, inv],
             "Bankgironummer och OCR (Luhn) samt fakturanummer.")


# ================================================================ Danish
@case
def da_laege(r):
    d = rdate(r, 1962, 2003)
    cpr = d.strftime("%d%m%y") + "-" + rd(r, 4)
    reg = rd(r, 4, lead=True)
    konto = rd(r, 10, lead=True)
    text = ("Jeg skal skrive mig op hos en ny læge, og de vil have mit CPR-nummer " + cpr + ". Til refusion skal jeg "
            "også opgive reg.nr. " + reg + " og kontonummer " + konto + ". Er det normalt, at lægen beder om det?")
    return C("da", "cpr-kontonummer-laege", text, [cpr, konto], [reg],
             "CPR-nummer (ingen kontrol beregnet) og kontonummer; reg.nr. (bankens nummer) er en look-alike.")


@case
def da_firma(r):
    cvr = dk_cvr(r)
    order = rd(r, 7, lead=True)
    text = ("Firmaet på fakturaen har CVR-nummer " + cvr + ", og ordrenummeret er " + order +
            ". Hvordan tjekker jeg, at firmaet findes?")
    return C("da", "cvr-ordrenummer", text, [], [cvr, order], "CVR-nummer (modulus 11 beregnet) og ordrenummer.")


# ================================================================ Norwegian
@case
def no_nav(r):
    fnr = no_fnr(r)
    pw = human_pw(r, ["Fjellvann", "Nordlys", "Blabaer", "Fyrtarn"])
    kid = rd(r, 12, lead=True)
    kid += luhn_digit(kid)
    text = ("Skal fylle ut et skjema hos NAV. Fødselsnummer " + fnr + ", og passordet til BankID er " + pw +
            ". Regningen fra tannlegen har KID " + kid + " – hører den hjemme i skjemaet?")
    return C("no", "nav-fodselsnummer-bankid", text, [fnr, pw], [kid],
             "Fødselsnummer (kontrollsifre beregnet) og BankID-passord; KID (MOD10) er en look-alike.")


@case
def no_notat(r):
    acct = no_account(r)
    code = rd(r, 5, lead=True)
    org = no_org(r)
    text = ("Legg inn i notatet mitt: kontonummeret mitt for refusjon er " + acct + ", og koden til garasjeporten er " +
            code + ". Borettslaget har organisasjonsnummer " + org + ".")
    return C("no", "kontonummer-garasjekode", text, [acct, code], [org],
             "Kontonummer (MOD11) og garasjekode; borettslagets organisasjonsnummer (MOD11) er en look-alike.")


# ================================================================ Finnish
@case
def fi_kela(r):
    hetu = fi_hetu(r)
    pw = human_pw(r, ["Mustikka", "Revontuli", "Saimaa", "Kuusikko"])
    viite = fi_viite(r)
    text = ("Täytän Kelan asumistukihakemusta. Henkilötunnus " + hetu + ", ja verkkopankin salasana on " + pw +
            ", jos sitä kysytään. Vuokralaskun viitenumero on " + viite + ".")
    return C("fi", "kela-hetu-salasana", text, [hetu, pw], [viite],
             "Henkilötunnus (tarkiste laskettu) ja salasana; viitenumero (7-3-1 laskettu) on look-alike.")


@case
def fi_ytunnus_case(r):
    yt = fi_ytunnus(r)
    order = rd(r, 8, lead=True)
    text = ("Verkkokaupan kuitissa lukee Y-tunnus " + yt + " ja tilausnumero " + order +
            ". Miten tarkistan, että yritys on oikea?")
    return C("fi", "ytunnus-tilausnumero", text, [], [yt, order], "Y-tunnus (tarkiste laskettu) ja tilausnumero.")


# ================================================================ Hungarian
@case
def hu_csaladi_potlek(r):
    taj = hu_taj(r)
    ado = hu_adoaz(r)
    erk = rd(r, 10, lead=True)
    text = ("Töltöm a családi pótlék igénylését. TAJ szám: " + taj + ", adóazonosító jel: " + ado +
            ". Az ügyfélkapus beküldés után kaptam egy érkeztetési számot: " + erk + ".")
    return C("hu", "taj-adoazonosito", text, [taj, ado], [erk],
             "TAJ szám és adóazonosító jel (ellenőrző számok kiszámítva); az érkeztetési szám look-alike.")


@case
def hu_netbank(r):
    acct = hu_account(r)
    pw = human_pw(r, ["Balaton", "Pogacsa", "Napsugar", "Cicamica"])
    inv = "E-" + rd(r, 3, lead=True) + "-" + rd(r, 6)
    text = ("A bankszámlaszámom " + acct + ", a netbank jelszavam " + pw + ". A villanyszámla sorszáma " + inv +
            " — azt kell a közleménybe írni?")
    return C("hu", "bankszamla-netbank", text, [acct, pw], [inv],
             "Bankszámlaszám (ellenőrző jegyek kiszámítva) és jelszó; a számla sorszáma look-alike.")


@case
def hu_ceg(r):
    ado = hu_adoszam(r)
    cjsz = "01-09-" + rd(r, 6, lead=True)
    inv = "SZ-2024/" + rd(r, 5, lead=True)
    text = ("A cég adószáma " + ado + ", cégjegyzékszáma " + cjsz + ", a számla sorszáma " + inv +
            ". Hogyan ellenőrizhetem, hogy létezik-e a cég?")
    return C("hu", "ceg-adoszam-cegjegyzek", text, [], [ado, cjsz, inv],
             "Cég adószáma (ellenőrző jegy kiszámítva), cégjegyzékszám és számlaszám.")


# ================================================================ Romanian
@case
def ro_alocatie(r):
    cnp = ro_cnp(r)
    bban = r.choice([lambda: "BTRL" + "RONCRT0" + rd(r, 9), lambda: "BRDE" + "4" + rd(r, 2) + "SV" + rd(r, 11),
                     lambda: "INGB" + "0000" + rd(r, 12)])()
    iban = grp(make_iban("RO", bban))
    cui = ro_cui(r)
    text = ("Completez cererea pentru alocație: CNP " + cnp + ", IBAN " + iban + ". Angajatorul are CUI " + cui +
            ", trebuie trecut și ăla?")
    return C("ro", "alocatie-cnp-iban", text, [cnp, iban], [cui],
             "CNP (cifră de control calculată) și IBAN; CUI-ul angajatorului (calculat) este look-alike.")


@case
def ro_colet(r):
    order = rd(r, 9, lead=True)
    awb = "2" + rd(r, 12)
    text = ("Coletul de la comanda nr. " + order + " nu a ajuns. Numărul AWB este " + awb +
            ". Cum fac reclamație la curier?")
    return C("ro", "colet-awb", text, [], [order, awb], "Număr de comandă și AWB.")


# ================================================================ Greek
@case
def el_epidoma(r):
    amka = gr_amka(r)
    afm = gr_afm(r)
    pw = human_pw(r, ["Thalassa", "Kalimera", "Ouranos", "Portokali"])
    prot = rd(r, 6, lead=True) + "/2024"
    text = ("Κάνω αίτηση για το επίδομα στέγασης. ΑΜΚΑ " + amka + ", ΑΦΜ " + afm + ", και ο κωδικός μου στο "
            "Taxisnet είναι " + pw + ". Ο αριθμός πρωτοκόλλου που πήρα είναι " + prot + ".")
    return C("el", "amka-afm-taxisnet", text, [amka, afm, pw], [prot],
             "ΑΜΚΑ (Luhn), ΑΦΜ (ψηφίο ελέγχου υπολογισμένο) και κωδικός Taxisnet· ο αριθμός πρωτοκόλλου είναι look-alike.")


@case
def el_apodeixi(r):
    afm = gr_afm(r, first="8")
    n = rd(r, 6, lead=True)
    text = ("Η απόδειξη από το κατάστημα γράφει ΑΦΜ " + afm + " και αριθμό παραστατικού " + n +
            ". Πώς ελέγχω αν ο ΑΦΜ είναι έγκυρος;")
    return C("el", "afm-katastimatos", text, [], [afm, n], "ΑΦΜ επιχείρησης (υπολογισμένο) και αριθμός παραστατικού.")


# ================================================================ Turkish
@case
def tr_edevlet(r):
    tc = tr_tckn(r)
    pw = human_pw(r, ["Galata", "Lale", "Simit", "Karadeniz"])
    bn = rd(r, 10, lead=True)
    text = ("e-Devlet'e giriş yapamıyorum. TC kimlik no " + tc + ", şifrem " + pw + ". Şifremi yenilemeye çalıştım, "
            "başvuru numarası olarak " + bn + " verdi.")
    return C("tr", "edevlet-tckn-sifre", text, [tc, pw], [bn],
             "TC kimlik no (kontrol haneleri hesaplandı) ve şifre; başvuru numarası look-alike.")


@case
def tr_maas_iban(r):
    iban = grp(make_iban("TR", r.choice(["00010", "00062", "00046", "00064"]) + "0" + rd(r, 16)))
    pin = rd(r, 4, lead=True)
    kargo = rd(r, 12, lead=True)
    text = ("Maaş hesabım için İK benden IBAN istedi: " + iban + ". Banka kartımın şifresi " + pin +
            " — bunu da vermem gerekiyor mu? Bu arada yeni kartım kargoda, takip no " + kargo + ".")
    return C("tr", "maas-iban-kart-sifre", text, [iban, pin], [kargo],
             "IBAN ve kart şifresi; kargo takip numarası look-alike.")


@case
def tr_fatura(r):
    vkn = rd(r, 10, lead=True)
    fno = r.choice(["GIB", "ARS", "EAR"]) + "2024" + rd(r, 9)
    sip = rd(r, 9, lead=True)
    text = ("Faturadaki firma bilgileri: vergi no " + vkn + ", fatura no " + fno + ", sipariş no " + sip +
            ". Bunlar doğru görünüyor mu?")
    return C("tr", "fatura-vergi-no", text, [], [vkn, fno, sip],
             "Firma vergi numarası (kontrol hesaplanmadı), fatura ve sipariş numarası.")


# ================================================================ Vietnamese
@case
def vi_mo_tai_khoan(r):
    yy = r.randint(1968, 2005)
    cccd = "0" + r.choice(["01", "79", "48", "31"]) + str((0 if yy < 2000 else 2) + r.randint(0, 1)) + \
        "%02d" % (yy % 100) + rd(r, 6)
    pw = human_pw(r, ["HoaSen", "BanhMi", "SaiGon", "MuaThu"])
    ord_ = "2403" + rd(r, 2) + rs(r, UPDIG, 8)
    text = ("Mình đang mở tài khoản ngân hàng online. Số CCCD " + cccd + ", mật khẩu app Vietcombank mình đặt là " + pw +
            ". Mã đơn hàng Shopee để nhận ưu đãi mở tài khoản là " + ord_ + ".")
    return C("vi", "cccd-mat-khau-ngan-hang", text, [cccd, pw], [ord_],
             "Số CCCD (không có chữ số kiểm tra) và mật khẩu; mã đơn hàng là look-alike.")


@case
def vi_otp(r):
    otp = rd(r, 6, lead=True)
    ref = "FT24" + rd(r, 3) + rs(r, UPDIG, 5)
    text = ("Ngân hàng vừa gửi tin nhắn: \"Ma OTP cua Quy khach la " + otp + ". Tuyet doi KHONG cung cap OTP cho bat ky "
            "ai. So tham chieu: " + ref + "\". Có người gọi tự xưng nhân viên ngân hàng xin mã này, mình có nên đưa không?")
    return C("vi", "otp-tin-nhan-ngan-hang", text, [otp], [ref], "Mã OTP trong tin nhắn; số tham chiếu là look-alike.")


@case
def vi_hoa_don(r):
    mst = "0" + rd(r, 9, lead=True)
    shd = rd(r, 8, lead=True)
    text = ("Hóa đơn điện tử của công ty có mã số thuế " + mst + ", số hóa đơn " + shd + ", ký hiệu 1C24TAA. "
            "Mình kê khai như vậy có đúng không?")
    return C("vi", "hoa-don-ma-so-thue", text, [], [mst, shd], "Mã số thuế công ty và số hóa đơn.")


# ================================================================ Thai
@case
def th_open_account(r):
    tid = th_id(r)
    tidf = "%s-%s-%s-%s-%s" % (tid[0], tid[1:5], tid[5:10], tid[10:12], tid[12])
    pin = rd(r, 4, lead=True)
    trk = s10(r, "EF", "TH")
    text = ("ช่วยเช็กแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน " + tidf + " รหัส ATM ที่ตั้งไว้ " + pin +
            " ส่วนเอกสารส่งทางไปรษณีย์ไทยแล้ว เลขพัสดุ " + trk)
    return C("th", "id-card-atm-pin", text, [tidf, pin], [trk],
             "เลขบัตรประชาชน (คำนวณหลักตรวจสอบ) และรหัส ATM; เลขพัสดุ (S10 คำนวณ) เป็น look-alike")


@case
def th_tax_invoice(r):
    tax = th_id(r, first="0")
    n = "INV" + rd(r, 8, lead=True)
    text = ("ใบกำกับภาษีจากร้านมีเลขประจำตัวผู้เสียภาษี " + tax + " เลขที่ใบกำกับ " + n +
            " ตอนยื่นลดหย่อนต้องกรอกเลขไหน")
    return C("th", "tax-invoice-shop", text, [], [tax, n], "เลขประจำตัวผู้เสียภาษีของร้าน (คำนวณ) และเลขที่ใบกำกับ")


# ================================================================ Indonesian
@case
def id_bpjs(r):
    d = rdate(r, 1970, 2003)
    nik = "3174" + "%02d" % r.randint(1, 10) + "%02d" % (d.day + (40 if r.random() < 0.5 else 0)) + \
        d.strftime("%m%y") + "%04d" % r.randint(1, 999)
    rek = rd(r, 10, lead=True)
    resi = "JP" + rd(r, 10)
    text = ("Mau daftar BPJS Kesehatan online, diminta NIK " + nik + " dan nomor rekening BCA " + rek +
            " buat autodebet. Berkas fisiknya sudah aku kirim via J&T, resi " + resi + ".")
    return C("id", "bpjs-nik-rekening", text, [nik, rek], [resi],
             "NIK (tanpa digit kontrol) dan nomor rekening; nomor resi adalah look-alike.")


@case
def id_otp_multi(r):
    otp = rd(r, 6, lead=True)
    pin = rd(r, 6, lead=True)
    text = ("Bentar, aku kirim kode OTP dari bank ya, tolong dicatat dulu"
            "\n---\n"
            "OTP-nya " + otp + ". Terus PIN m-banking aku " + pin + ", takut lupa.")
    return C("id", "otp-pin-dua-pesan", text, [otp, pin], [],
             "OTP diumumkan lalu diberikan di pesan berikutnya, bersama PIN m-banking.")


@case
def id_tokopedia(r):
    va = "80777" + rd(r, 11)
    inv = "INV/202403%02d/MPL/%s" % (r.randint(1, 28), rd(r, 10, lead=True))
    npwp = "%s.%s.%s.%s-%s.000" % (rd(r, 2), rd(r, 3), rd(r, 3), rd(r, 1), rd(r, 3))
    text = ("Aku mau bayar ke virtual account Tokopedia " + va + ", nomor invoice " + inv + ". NPWP tokonya " + npwp +
            ". Kok nomornya beda-beda ya, yang mana yang dipakai buat transfer?")
    return C("id", "tokopedia-va-invoice", text, [], [va, inv, npwp],
             "Nomor virtual account pembayaran, nomor invoice dan NPWP toko.")


# ================================================================ Tagalog
@case
def tl_gcash_scam(r):
    mpin = rd(r, 4, lead=True)
    otp = rd(r, 6, lead=True)
    ref = rd(r, 4, lead=True) + " " + rd(r, 3) + " " + rd(r, 6)
    text = ("Pa-help naman. May nag-message sa akin sa Messenger, taga-GCash daw sila, hinihingi yung MPIN ko (" + mpin +
            ") at yung OTP na dumating, " + otp + ". Naibigay ko na yung OTP :( Ano dapat kong gawin? Ito yung Ref No. "
            "ng huling transaction ko: " + ref)
    return C("tl", "gcash-mpin-otp-scam", text, [mpin, otp], [ref],
             "GCash MPIN at OTP; ang Ref No. ng resibo (settled: reference) ay look-alike.")


@case
def tl_maya_lbc(r):
    ref = rd(r, 12, lead=True)
    lbc = rd(r, 12, lead=True)
    text = ("Ito yung resibo galing Maya: Ref No. " + ref + ", PHP 2,500.00, tapos yung LBC tracking number ko " + lbc +
            ". Paano ko ifo-follow up yung padala?")
    return C("tl", "maya-ref-lbc-tracking", text, [], [ref, lbc], "Ref No. ng resibo at LBC tracking number.")


# ================================================================ Swahili
@case
def sw_mpesa_wrong(r):
    code = "S" + r.choice("ABCDEFGHIJKL") + rs(r, UPDIG, 8)
    phone = "07" + rd(r, 8)
    amt = "%d,%03d.00" % (r.randint(1, 9), r.randint(0, 999))
    pin = rd(r, 4, lead=True)
    text = ("Nimetuma pesa kwa namba isiyo sahihi. Huu ndio ujumbe:\n\"" + code + " Imethibitishwa. Ksh" + amt +
            " imetumwa kwa JOHN KAMAU " + phone + " tarehe 14/3/24 saa 6:15 PM. Salio lako jipya la M-PESA ni "
            "Ksh1,204.50. Gharama ya muamala ni Ksh23.00.\"\nWakala aliniuliza namba yangu ya siri ya M-PESA, ni " +
            pin + ". Nimpe?")
    return C("sw", "mpesa-wrong-number", text, [code, pin], [phone],
             "Msimbo wa muamala wa M-Pesa (settled: secret) na PIN; namba ya simu ni look-alike.")


@case
def sw_mkopo(r):
    idn = r.choice("23") + rd(r, 7)
    kra = "A" + rd(r, 9) + r.choice(UP)
    phone = "+254 7%s %s %s" % (rd(r, 2), rd(r, 3), rd(r, 3))
    text = ("Nisaidie kujaza fomu ya mkopo: namba ya kitambulisho " + idn + ", KRA PIN " + kra + ", namba ya simu " +
            phone + ". Je, wanahitaji pia nakala ya kitambulisho?")
    return C("sw", "mkopo-kitambulisho-kra", text, [idn, kra], [phone],
             "Namba ya kitambulisho na KRA PIN; namba ya simu ni look-alike.")


@case
def sw_till(r):
    till = rd(r, 6, lead=True)
    n = rd(r, 5, lead=True)
    text = ("Nimelipa kwa Lipa na M-PESA, Till Number " + till + ", na risiti ya duka ni namba " + n +
            ". Je, naweza kurudishiwa pesa kama bidhaa ina kasoro?")
    return C("sw", "lipa-na-mpesa-till", text, [], [till, n], "Till number ya duka na namba ya risiti.")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CHARS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]")
ASCII_LETTERS = set(string.ascii_letters)
MSG_SEP = "\n---\n"


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def scalar_errors(s, what):
    errs = []
    if not isinstance(s, str) or not s:
        return [what + ": empty or not a string"]
    if BAD_CHARS.search(s):
        errs.append(what + ": YAML-hostile character")
    if any(ord(ch) > 0xFFFF for ch in s):
        errs.append(what + ": character outside the BMP")
    return errs


def boundary_errors(text, v, what):
    errs = []
    grouped = re.search(r"\d \d", v) is not None
    for i in occurrences(text, v):
        j = i + len(v)
        before = text[i - 1] if i > 0 else ""
        after = text[j] if j < len(text) else ""
        if v[0].isdigit():
            if before.isdigit():
                errs.append(what + ": preceded by a digit")
            if i >= 2 and before in ".,/-" and text[i - 2].isdigit():
                errs.append(what + ": continues a longer number on the left")
            if grouped and i >= 2 and before == " " and text[i - 2].isdigit():
                errs.append(what + ": grouped number continues on the left")
        if v[-1].isdigit():
            if after.isdigit():
                errs.append(what + ": followed by a digit")
            if j + 1 < len(text) and after in ".,/-" and text[j + 1].isdigit():
                errs.append(what + ": continues a longer number on the right")
            if grouped and j + 1 < len(text) and after == " " and text[j + 1].isdigit():
                errs.append(what + ": grouped number continues on the right")
        if v[0] in ASCII_LETTERS and before in ASCII_LETTERS:
            errs.append(what + ": glued to a preceding letter")
        if v[-1] in ASCII_LETTERS and after in ASCII_LETTERS:
            errs.append(what + ": glued to a following letter")
    return errs


def validate_case(c):
    errs = []
    if c["lang"] not in LANGS:
        errs.append("unknown lang " + repr(c["lang"]))
    slug = c["slug"] if "slug" in c else c["id"].split("-", 2)[2]
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug):
        errs.append("bad slug " + repr(slug))
    text = c["text"]
    errs += scalar_errors(text, "text")
    errs += scalar_errors(c["note"], "note")
    if "\n" in c["note"]:
        errs.append("note has a newline")
    if text != text.strip():
        errs.append("text has outer whitespace")
    for part in text.split(MSG_SEP):
        if not part.strip():
            errs.append("empty message")
    sec, look = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(look)) != len(look):
        errs.append("duplicate value in a list")
    if set(sec) & set(look):
        errs.append("value listed as both secret and look-alike")
    spans = {"s": [], "l": []}
    for kind, vals in (("s", sec), ("l", look)):
        for v in vals:
            what = ("secret " if kind == "s" else "look-alike ") + repr(v)[:60]
            errs += scalar_errors(v, what)
            if not isinstance(v, str) or not v:
                continue
            if v != v.strip():
                errs.append(what + ": outer whitespace")
            if MSG_SEP in v:
                errs.append(what + ": spans messages")
            occ = occurrences(text, v)
            if not occ:
                errs.append(what + ": not a substring of the text")
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append(what + ": short value occurs %d times" % len(occ))
            errs += boundary_errors(text, v, what)
            spans[kind] += [(i, i + len(v)) for i in occ]
    for a, b in spans["s"]:
        for x, y in spans["l"]:
            if a < y and x < b:
                errs.append("secret span %d-%d overlaps look-alike span %d-%d" % (a, b, x, y))
    return errs


def validate_all(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for c in cases:
        if not re.fullmatch(re.escape(PREFIX) + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", c["id"]):
            errs.append("bad id " + c["id"])
        errs += [c["id"] + ": " + e for e in validate_case(c)]
    all_sec = {v for c in cases for v in c["secrets"]}
    all_look = {v for c in cases for v in c["lookalikes"]}
    for v in sorted(all_sec & all_look):
        errs.append("value is a secret in one case and a look-alike in another: " + repr(v)[:60])
    # light sanity checks on computed check digits of some listed values
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if not c[key]:
                lines.append("    %s: []" % key)
            else:
                lines.append("    %s:" % key)
                for v in c[key]:
                    lines.append("      - " + q(v))
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def build():
    r = random.Random(SEED)
    cases = []
    for n, fn in enumerate(BUILDERS, 1):
        last = None
        for _attempt in range(60):
            c = fn(r)
            last = validate_case(c)
            if not last:
                break
        else:
            raise SystemExit("case %d (%s) keeps failing validation: %s" % (n, fn.__name__, last[:3]))
        out = {"id": "%s-%03d-%s" % (PREFIX, n, c["slug"]), "lang": c["lang"], "text": c["text"],
               "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
        cases.append(out)
    return cases


def main(argv):
    if len(argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 2
    try:
        self_tests()
    except AssertionError as e:
        print("self test failed: %s" % e, file=sys.stderr)
        return 1
    try:
        cases = build()
    except SystemExit as e:
        print(str(e), file=sys.stderr)
        return 1
    errs = validate_all(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        return 1
    data = to_yaml(cases)
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
