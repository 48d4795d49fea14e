#!/usr/bin/env python3
"""Deterministic generator of the heldout_v88 evaluation set for a secrets filter.

Usage: python3 make_heldout_v88.py heldout_v88.yaml

Standard library only. All random values come from random.Random(88).
Validates every case before writing; exits 1 on any problem.
"""
import sys
import json
import random
import string
import hashlib
import base64
import datetime
import struct

NAME = "heldout_v88"
SEED = 88
PREFIX = "H88"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
B64 = AN + "+/"
B64U = AN + "-_"
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dgt(n):
    return rs(DIG, n)


def dnz(n):
    return R.choice("123456789") + dgt(n - 1)


def pick(seq):
    return R.choice(seq)


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def birth(y0=1955, y1=2003):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


def money(lo, hi, dec=2):
    return f"{R.randint(lo, hi)}.{dgt(dec)}" if dec else str(R.randint(lo, hi))


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    s = "".join(c for c in s if c.isdigit())
    return luhn_digit(s[:-1]) == s[-1]


def luhn_num(prefix, length):
    body = prefix + dgt(length - 1 - len(prefix))
    return body + luhn_digit(body)


CARD_PREFIX = {
    "visa": (lambda: "4" + dgt(5), 16),
    "mc": (lambda: "5" + R.choice("12345") + dgt(4), 16),
    "mc2": (lambda: "2" + str(R.randint(221, 720)) + dgt(2), 16),
    "amex": (lambda: R.choice(["34", "37"]) + dgt(4), 15),
    "unionpay": (lambda: R.choice(["622848", "621700", "622202", "621226", "622588"]), 16),
    "mir": (lambda: "220" + R.choice("01234") + dgt(2), 16),
    "jcb": (lambda: "35" + str(R.randint(28, 89)) + dgt(2), 16),
    "troy": (lambda: "9792" + dgt(2), 16),
    "rupay": (lambda: "6521" + dgt(2), 16),
    "iran": (lambda: R.choice(["603799", "589210", "610433", "627353", "603769", "621986"]), 16),
    "discover": (lambda: "6011" + dgt(2), 16),
    "elo": (lambda: R.choice(["636368", "438935", "504175", "451416"]), 16),
}


def card(brand):
    pf, n = CARD_PREFIX[brand]
    return luhn_num(pf(), n)


def fmt_card(num, sep=" "):
    if len(num) == 15:
        return num[:4] + sep + num[4:10] + sep + num[10:]
    return grp(num, 4, sep)


def expiry(sep="/"):
    return f"{R.randint(1, 12):02d}{sep}{R.randint(27, 31)}"


def iban_from(cc, bban):
    num = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def fmt_iban(s):
    return grp(s, 4)


def rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(s):
        r = 11 - sum(int(c) * x for c, x in zip(s, w)) % 11
        return {10: 1, 11: 0}.get(r, r)
    return f"{one('00' + bank + branch)}{one(acct)}"


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   list(range(10)) + list(range(26))))


def cf_char(s):
    tot = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s))
    return UP[tot % 26]


def bban(cc, bank=None):
    """BBANs with national check digits where computed (see README)."""
    if cc == "DE":
        return (bank or pick(["10070000", "50010517", "37040044", "20041155", "70150000", "60050101"])) + dgt(10)
    if cc == "FR":
        b = bank or pick(["30004", "30003", "20041", "10278", "30002", "11315"])
        br, ac = dgt(5), dgt(11)
        return b + br + ac + f"{rib_key(b, br, ac):02d}"
    if cc == "ES":
        b = bank or pick(["2100", "0049", "0182", "0081", "2085", "0128"])
        br, ac = dgt(4), dgt(10)
        return b + br + es_dc(b, br, ac) + ac
    if cc == "IT":
        abi = bank or pick(["03069", "02008", "05034", "03062", "01030"])
        rest = abi + dgt(5) + dgt(12)
        return cf_char(rest) + rest
    if cc == "NL":
        while True:
            ac = dnz(10)
            if sum(int(c) * w for c, w in zip(ac, range(10, 0, -1))) % 11 == 0:
                return (bank or pick(["ABNA", "RABO", "SNSB", "ASNB", "TRIO"])) + ac
    if cc == "PL":
        b7 = bank or pick(["1140200", "1020405", "1050001", "1090101", "1240101"])
        w = [3, 9, 7, 1, 3, 9, 7]
        c = (10 - sum(int(a) * x for a, x in zip(b7, w)) % 10) % 10
        return b7 + str(c) + dgt(16)
    if cc == "GB":
        return (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"])) + dgt(6) + dgt(8)
    if cc == "BE":
        f = dgt(10)
        c = int(f) % 97 or 97
        return f + f"{c:02d}"
    if cc == "PT":
        return (bank or pick(["0035", "0033", "0007", "0010", "0036"])) + dgt(17)
    if cc == "RO":
        b = bank or pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"])
        return b + ("RONCRT0" + dgt(7) + "01" if b == "BTRL" else dgt(16))
    if cc == "HU":
        w = [9, 7, 3, 1]
        b7 = bank or pick(["1170000", "1040000", "1177301", "1200000"])
        c1 = (10 - sum(int(a) * w[i % 4] for i, a in enumerate(b7)) % 10) % 10
        a15 = dgt(15)
        c2 = (10 - sum(int(a) * w[i % 4] for i, a in enumerate(a15)) % 10) % 10
        return b7 + str(c1) + a15 + str(c2)
    if cc == "CZ":
        while True:
            ac = dgt(10)
            if ac[0] != "0" and sum(int(a) * w for a, w in zip(ac, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])) % 11 == 0:
                return (bank or pick(["0800", "0100", "0300", "2010", "0600"])) + "000000" + ac
    if cc == "SE":
        return (bank or pick(["500", "800", "300", "600"])) + dgt(17)
    if cc == "DK":
        return (bank or pick(["3000", "2000", "0040", "9570"])) + dgt(10)
    if cc == "NO":
        while True:
            b = (bank or pick(["1503", "1206", "9710", "3000", "6011"])) + dgt(6)
            s = sum(int(a) * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
            c = 11 - s % 11
            if c == 10:
                continue
            return b + str(0 if c == 11 else c)
    if cc == "FI":
        b = (bank or pick(["1", "8", "5", "3"])) + dgt(12)
        return b + luhn_digit(b)
    if cc == "GR":
        return (bank or pick(["011", "017", "026", "014"])) + dgt(4) + dgt(16)
    if cc == "TR":
        return (bank or pick(["00010", "00062", "00046", "00064", "00012"])) + "0" + dgt(16)
    if cc == "SA":
        return (bank or pick(["80", "10", "45", "20"])) + dgt(18)
    if cc == "AE":
        return (bank or pick(["033", "026", "035"])) + dgt(16)
    if cc == "IR":
        return "0" + (bank or pick(["17", "19", "12", "62", "56"])) + "0000" + dgt(15)
    if cc == "IL":
        return (bank or pick(["012", "010", "020", "011"])) + dgt(3) + dgt(13)
    if cc == "UA":
        return (bank or pick(["305299", "322001", "320649", "300346"])) + "0000026" + dgt(12)
    if cc == "EG":
        return (bank or pick(["0003", "0019", "0002"])) + dgt(4) + dgt(17)
    if cc == "CH":
        return (bank or pick(["00762", "00235", "80808"])) + dgt(12)
    if cc == "AT":
        return (bank or pick(["20111", "12000", "14000"])) + dgt(11)
    raise ValueError(cc)


def iban(cc, bank=None):
    return iban_from(cc, bban(cc, bank))


def aba_ok(r):
    d = [int(c) for c in r]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def aba():
    while True:
        r = pick(["02", "03", "06", "07", "11", "12", "26", "31", "32", "04"]) + dgt(6)
        for c in DIG:
            if aba_ok(r + c):
                return r + c


def ru_account(bik, prefix="40817810"):
    acc = list(prefix + "0" + dgt(11))
    s = bik[-3:] + "".join(acc)
    w = [7, 1, 3]
    tot = sum(int(c) * w[i % 3] for i, c in enumerate(s))
    acc[8] = str(((10 - tot % 10) * 7) % 10)
    return "".join(acc)


def ru_account_ok(bik, acc):
    s = bik[-3:] + acc
    return sum(int(c) * [7, 1, 3][i % 3] for i, c in enumerate(s)) % 10 == 0


# national ids -----------------------------------------------------------------
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def ein():
    return f"{pick(['12','20','26','27','45','46','47','81','82','83','84','85','86','87','88','90','91','92','93','94','95'])}-{dgt(7)}"


def pesel(female=None, y0=1950, y1=2004):
    y, m, d = birth(y0, y1)
    mm = m + (20 if y >= 2000 else 0)
    if female is None:
        female = R.random() < 0.5
    s = f"{y % 100:02d}{mm:02d}{d:02d}" + dgt(3) + R.choice("02468" if female else "13579")
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def nip(prefix=None):
    while True:
        s = (prefix or dnz(3)) + dgt(6)
        c = sum(int(a) * b for a, b in zip(s, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c != 10:
            return s + str(c)


def mod11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


def steuer_id():
    while True:
        digits = R.sample(DIG, 9)
        lst = digits + [R.choice(digits)]
        R.shuffle(lst)
        if lst[0] == "0" or any(lst[i] == lst[i + 1] for i in range(9)):
            continue
        s = "".join(lst)
        return s + str(mod11_10(s))


def ust_id_de():
    s = dnz(8)
    return "DE" + s + str(mod11_10(s))


def kvnr():
    letter = R.choice(UP)
    body = dgt(8)
    num = f"{UP.index(letter) + 1:02d}" + body
    tot = 0
    for i, c in enumerate(num):
        p = int(c) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return letter + body + str(tot % 10)


def nir(female=None):
    y, m, d = birth(1950, 2002)
    if female is None:
        female = R.random() < 0.5
    dep = pick(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93"])
    s = ("2" if female else "1") + f"{y % 100:02d}{m:02d}" + dep + f"{R.randint(1, 400):03d}" + f"{R.randint(1, 999):03d}"
    key = 97 - int(s) % 97
    return f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {key:02d}"


def dni():
    n = R.randint(10000000, 79999999)
    return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def nie():
    p = R.choice("XYZ")
    n = dgt(7)
    v = int(str("XYZ".index(p)) + n)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[v % 23]


def cf_code(surname, name, female=None):
    def cons(s):
        return [c for c in s.upper() if c in "BCDFGHJKLMNPQRSTVWXYZ"]

    def vow(s):
        return [c for c in s.upper() if c in "AEIOU"]
    sc = (cons(surname) + vow(surname) + ["X"] * 3)[:3]
    nc = cons(name)
    if len(nc) >= 4:
        nc = [nc[0], nc[2], nc[3]]
    else:
        nc = (nc + vow(name) + ["X"] * 3)[:3]
    y, m, d = birth(1955, 2002)
    if female is None:
        female = R.random() < 0.5
    s = "".join(sc) + "".join(nc) + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1] + f"{d + (40 if female else 0):02d}"
    s += pick(["H501", "F205", "F839", "L219", "A944", "G273", "D612", "L736"])
    return s + cf_char(s)


def piva():
    return luhn_num(dnz(7) + f"{R.randint(1, 100):03d}", 11)


def bsn():
    while True:
        s = dnz(8)
        t = sum(int(a) * w for a, w in zip(s, range(9, 1, -1))) % 11
        if t <= 9:
            return s + str(t)


def bsn_ok(s):
    return (sum(int(a) * w for a, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


def se_pnr(sep="-"):
    y, m, d = birth(1950, 2003)
    s = f"{y % 100:02d}{m:02d}{d:02d}" + dgt(3)
    return s[:6] + sep + s[6:] + luhn_digit(s)


def se_orgnr():
    s = "55" + str(R.randint(6, 9)) + dgt(6)
    return s[:6] + "-" + s[6:] + luhn_digit(s)


def no_fnr():
    while True:
        y, m, d = birth(1950, 1999)
        s = f"{d:02d}{m:02d}{y % 100:02d}" + f"{R.randint(0, 499):03d}"
        k1 = 11 - sum(int(a) * w for a, w in zip(s, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - sum(int(a) * w for a, w in zip(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def no_orgnr():
    while True:
        s = R.choice("89") + dgt(7)
        c = 11 - sum(int(a) * w for a, w in zip(s, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 10:
            continue
        return s + str(0 if c == 11 else c)


def fi_hetu():
    y, m, d = birth(1950, 2004)
    ind = R.randint(2, 899)
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{ind:03d}")
    return f"{d:02d}{m:02d}{y % 100:02d}" + ("A" if y >= 2000 else "-") + f"{ind:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_ytunnus():
    while True:
        s = dnz(7)
        r = sum(int(a) * w for a, w in zip(s, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return s + "-" + str(0 if r == 0 else 11 - r)


def fi_viite(base=None):
    base = base or dnz(R.randint(6, 12))
    w = [7, 3, 1]
    tot = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - tot % 10) % 10)


def dk_cpr():
    y, m, d = birth(1950, 2003)
    return f"{d:02d}{m:02d}{y % 100:02d}-{dgt(4)}"


def dk_cvr():
    while True:
        s = dnz(7)
        c = (-sum(int(a) * w for a, w in zip(s, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c <= 9:
            return s + str(c)


def cz_rc(female=None):
    while True:
        y, m, d = birth(1954, 2003)
        if female is None:
            female = R.random() < 0.5
        s = f"{y % 100:02d}{m + (50 if female else 0):02d}{d:02d}" + dgt(3)
        c = (-int(s) * 10) % 11
        if c == 10:
            continue
        return s[:6] + "/" + s[6:] + str(c)


def cz_ico():
    s = dnz(7)
    r = sum(int(a) * w for a, w in zip(s, [8, 7, 6, 5, 4, 3, 2])) % 11
    return s + str((11 - r) % 10)


def cz_account():
    b = bban("CZ")
    return b[10:] + "/" + b[:4], iban_from("CZ", b)


def hu_taj():
    s = dgt(8)
    return s + str(sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(s)) % 10)


def hu_adoaz():
    while True:
        y, m, d = birth(1950, 2003)
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        s = "8" + f"{days:05d}" + dgt(3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(s)) % 11
        if c != 10:
            return s + str(c)


def hu_adoszam():
    s = dnz(7)
    c = (10 - sum(int(a) * w for a, w in zip(s, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return f"{s}{c}-{R.randint(1, 5)}-{R.randint(2, 44):02d}"


def ro_cnp(female=None):
    y, m, d = birth(1955, 2004)
    if female is None:
        female = R.random() < 0.5
    sx = ("2" if female else "1") if y < 2000 else ("6" if female else "5")
    s = sx + f"{y % 100:02d}{m:02d}{d:02d}" + f"{R.randint(1, 46):02d}" + f"{R.randint(1, 999):03d}"
    c = sum(int(a) * int(w) for a, w in zip(s, "279146358279")) % 11
    return s + str(1 if c == 10 else c)


def ro_cui():
    s = dnz(R.randint(7, 8))
    w = "753217532"[-len(s):]
    c = (sum(int(a) * int(x) for a, x in zip(s, w)) * 10) % 11
    return s + str(0 if c == 10 else c)


def gr_amka():
    y, m, d = birth(1950, 2003)
    s = f"{d:02d}{m:02d}{y % 100:02d}" + dgt(4)
    return s + luhn_digit(s)


def gr_afm(prefix=None):
    s = prefix + dgt(8 - len(prefix)) if prefix else R.choice("1")+dgt(7)
    c = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(s)) % 11 % 10
    return s + str(c)


def tc_kimlik():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def ru_inn12():
    s = pick(["77", "78", "50", "66", "54", "16", "23"]) + dgt(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    s += str(sum(int(a) * b for a, b in zip(s, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return s + str(sum(int(a) * b for a, b in zip(s, w2)) % 11 % 10)


def ru_inn10():
    s = pick(["77", "78", "50", "66", "54"]) + dgt(7)
    return s + str(sum(int(a) * b for a, b in zip(s, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)


def ru_ogrn():
    s = "1" + f"{R.randint(2, 23):02d}" + pick(["77", "78", "50"]) + dgt(7)
    return s + str(int(s) % 11 % 10)


def snils():
    while True:
        s = dgt(9)
        if int(s) <= 1001998:
            continue
        t = sum(int(a) * w for a, w in zip(s, range(9, 0, -1)))
        if t > 101:
            t %= 101
        c = 0 if t in (100, 101) else t
        return f"{s[:3]}-{s[3:6]}-{s[6:]} {c:02d}"


def ua_rnokpp():
    y, m, d = birth(1955, 2003)
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    s = f"{days:05d}" + dgt(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return s + str(sum(int(a) * b for a, b in zip(s, w)) % 11 % 10)


def cn_id():
    region = pick(["110105", "310115", "440305", "510107", "330106", "420106", "320102", "610113"])
    y, m, d = birth(1960, 2003)
    s = region + f"{y}{m:02d}{d:02d}" + dgt(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]


def cn_uscc():
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    s = "91" + pick(["110105", "310115", "440300", "330100"]) + rs(alpha, 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(alpha.index(a) * b for a, b in zip(s, w)) % 31
    return s + alpha[0 if c == 31 else c]


def jp_mynumber():
    s = dgt(11)
    tot = 0
    for n in range(1, 12):
        p = int(s[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    r = tot % 11
    return s + str(0 if r <= 1 else 11 - r)


def jp_houjin():
    s = dnz(12)
    tot = 0
    for n in range(1, 13):
        tot += int(s[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - tot % 9) + s


def kr_rrn(female=None):
    y, m, d = birth(1960, 2004)
    if female is None:
        female = R.random() < 0.5
    g = (2 if female else 1) + (2 if y >= 2000 else 0)
    s = f"{y % 100:02d}{m:02d}{d:02d}" + str(g) + dgt(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def kr_brn():
    s = dnz(3) + f"{R.randint(81, 88)}" + dgt(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    tot = sum(int(a) * b for a, b in zip(s, w)) + (int(s[8]) * 5) // 10
    c = (10 - tot % 10) % 10
    return f"{s[:3]}-{s[3:5]}-{s[5:]}{c}"


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 9, 8, 7, 6]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    s = R.choice("23456789") + dgt(10)
    s += verhoeff_digit(s)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def pan(surname_initial, kind="P"):
    return rs(UP, 3) + kind + surname_initial + dgt(4) + R.choice(UP)


def gstin(state="27"):
    alpha = DIG + UP
    s = state + pan(R.choice(UP), "C") + R.choice("123") + "Z"
    tot = 0
    for i, ch in enumerate(s):
        p = alpha.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return s + alpha[(36 - tot % 36) % 36]


def cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        r = (sum(d * w for d, w in zip(b, range(n, 1, -1))) * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj():
    b = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(d * x for d, x in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def pt_nif(first="123"):
    s = R.choice(first) + dgt(7)
    r = sum(int(a) * (9 - i) for i, a in enumerate(s)) % 11
    return s + str(0 if r < 2 else 11 - r)


def pt_niss():
    s = "1" + dgt(9)
    w = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2]
    return s + str(9 - sum(int(a) * b for a, b in zip(s, w)) % 10)


def ar_cuit(kind="20"):
    while True:
        s = kind + dgt(8)
        r = 11 - sum(int(a) * b for a, b in zip(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if r == 10:
            continue
        r = 0 if r == 11 else r
        return f"{s[:2]}-{s[2:]}-{r}"


def ar_cbu():
    b = pick(["0070", "0170", "0140", "0110", "0720", "2850"]) + dgt(3)
    c1 = (10 - sum(int(a) * w for a, w in zip(b, [7, 1, 3, 9, 7, 1, 3])) % 10) % 10
    a = dgt(13)
    c2 = (10 - sum(int(x) * w for x, w in zip(a, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])) % 10) % 10
    return b + str(c1) + a + str(c2)


def es_cif(letter="B"):
    s = dgt(7)
    tot = sum(int(s[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        p = int(s[i]) * 2
        tot += p // 10 + p % 10
    return letter + s + str((10 - tot % 10) % 10)


def fr_siren():
    return luhn_num(dnz(1), 9)


def fr_siret(siren):
    return luhn_num(siren + dgt(3), 14)


def fr_tva(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def il_id():
    return luhn_num(dgt(1), 9)


def ir_code():
    while True:
        s = dgt(9)
        if s[:3] == "000":
            continue
        t = sum(int(a) * (10 - i) for i, a in enumerate(s)) % 11
        return s + str(t if t < 2 else 11 - t)


def sa_id(first="1"):
    return luhn_num(first, 10)


def th_id(first=None):
    first = first or R.choice("12345678")
    s = first + dgt(12 - len(first))
    return s + str((11 - sum(int(a) * (13 - i) for i, a in enumerate(s)) % 11) % 10)


def fmt_th(s):
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def vn_cccd(female=None):
    y, m, d = birth(1965, 2004)
    if female is None:
        female = R.random() < 0.5
    g = (1 if female else 0) + (2 if y >= 2000 else 0)
    return pick(["001", "079", "048", "031", "038", "036"]) + str(g) + f"{y % 100:02d}" + dgt(6)


def id_nik(female=None):
    y, m, d = birth(1965, 2003)
    if female is None:
        female = R.random() < 0.5
    return pick(["3273", "3171", "3578", "3374", "5171", "1271"]) + f"{R.randint(1, 30):02d}" + \
        f"{d + (40 if female else 0):02d}{m:02d}{y % 100:02d}" + f"{R.randint(1, 60):04d}"


def uk_nino():
    a = R.choice("ABCEGHJKLMNPRSTWXYZ")
    b = R.choice("ABCEGHJKLMNPRSTWXYZ")
    while a + b in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
        b = R.choice("ABCEGHJKLMNPRSTWXYZ")
    d = dgt(6)
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def nhs_number():
    while True:
        s = R.choice("456789") + dgt(8)
        c = 11 - sum(int(a) * w for a, w in zip(s, range(10, 1, -1))) % 11
        if c == 10:
            continue
        s += str(0 if c == 11 else c)
        return f"{s[:3]} {s[3:6]} {s[6:]}"


def ca_sin():
    s = luhn_num(R.choice("1234567"), 9)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        s = dnz(8)
        for c in DIG:
            if sum(int(a) * b for a, b in zip(s + c, w)) % 11 == 0:
                t = s + c
                return f"{t[:3]} {t[3:6]} {t[6:]}"


def au_medicare():
    s = R.choice("23456") + dgt(7)
    c = sum(int(a) * b for a, b in zip(s, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    t = s + str(c) + str(R.randint(1, 5))
    return f"{t[:4]} {t[4:9]} {t[9]}"


def us_mbi():
    A = "ACDEFGHJKMNPQRTUVWXY"
    N = DIG
    AN_ = A + N
    s = R.choice("123456789") + R.choice(A) + R.choice(AN_) + R.choice(N) + R.choice(A) + R.choice(AN_) + \
        R.choice(N) + R.choice(A) + R.choice(A) + R.choice(N) + R.choice(N)
    return f"{s[:4]}-{s[4:7]}-{s[7:]}"


def npi():
    base = R.choice("12") + dgt(8)
    return base + luhn_digit("80840" + base)


def imei():
    return luhn_num(pick(["35", "86", "01", "35"]) + dgt(6), 15)


def s10(prefix, country):
    s = dgt(8)
    tot = sum(int(a) * w for a, w in zip(s, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - tot % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{s}{c}{country}"


def bitlocker():
    return "-".join(f"{11 * R.randint(0, 65535):06d}" for _ in range(8))


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    return b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


# tokens -------------------------------------------------------------------
def aws_akid():
    return "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret():
    return rs(AN + "+/", 40)


def jwt(payload):
    h = b64u_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u_nopad(rbytes(32))}"


def jwt_rs(payload):
    h = b64u_nopad(json.dumps({"alg": "RS256", "kid": rs(HEX, 16), "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u_nopad(rbytes(256))}"


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def ed25519_pair(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    sec = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(priv + pub) + ssh_string(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + \
        struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(sec)
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap(b64(blob), 70) + "\n-----END OPENSSH PRIVATE KEY-----"
    publine = "ssh-ed25519 " + b64(pubblob) + " " + comment
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    return key, publine, fp


def ec_pem():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return "-----BEGIN EC PRIVATE KEY-----\n" + wrap(b64(der), 64) + "\n-----END EC PRIVATE KEY-----"


def rsa_pkcs8_b64():
    head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    body = head + rbytes(1217 - len(head))
    return b64(body)


def wg_key():
    return b64(rbytes(32))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction "
         "audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis "
         "baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base "
         "basic basket battle beach bean beauty because become beef before begin behave behind believe below "
         "belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
         "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
         "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand "
         "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother "
         "brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus "
         "business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal "
         "cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart "
         "case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling "
         "celery cement census century cereal certain chair chalk champion change chaos chapter charge chase "
         "chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle "
         "chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever "
         "click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach "
         "coast coconut code coffee coil coin collect color column combine come comfort comic common company "
         "concert conduct confirm congress connect consider control convince cook cool copper copy coral core "
         "corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane "
         "crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd "
         "crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current "
         "curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn day "
         "deal debate debris decade december decide decline decorate decrease deer defense define defy degree "
         "delay deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe "
         "desert design desk despair destroy detail detect develop device devote diagram dial diamond diary dice "
         "diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish "
         "dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain "
         "donate donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink "
         "drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn "
         "earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder "
         "electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ "
         "empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist "
         "enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion "
         "error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess "
         "exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect "
         "expire explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall false "
         "fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature "
         "february federal fee feed feel female fence festival fetch fever few fiber fiction field figure file "
         "film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash "
         "flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow "
         "food foot force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent "
         "fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain "
         "galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general "
         "genius genre gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare "
         "glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel "
         "gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group "
         "grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard "
         "harsh harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero "
         "hidden high hill hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn "
         "horror horse hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle "
         "hurry hurt husband hybrid").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


# human-style passwords ------------------------------------------------------
SYMS = "!@#$%&*?.-_+"


def pw_human(words, digits_range=(1, 4)):
    w = R.choice(words)
    style = R.randint(0, 5)
    nd = dgt(R.randint(*digits_range))
    s = R.choice("!@#$%*")
    if style == 0:
        return w.capitalize() + nd + s
    if style == 1:
        return w + s + nd
    if style == 2:
        return w.capitalize() + s + w2(words) + nd
    if style == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + nd
    if style == 4:
        return nd + w.capitalize() + s
    return w.upper()[0] + w[1:] + "_" + w2(words).capitalize() + nd


def w2(words):
    return R.choice(words)


def pw_strong(n=None):
    n = n or R.randint(14, 22)
    alpha = AN + "!@#$%^&*-_=+?"
    while True:
        s = rs(alpha, n)
        if (any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s)
                and any(c in "!@#$%^&*-_=+?" for c in s) and s[0] not in "-_=+"):
            return s


def passphrase(words, n=4, sep="-"):
    return sep.join(R.sample(words, n))


EN_WORDS = ["marmalade", "trombone", "sunflower", "blueberry", "lighthouse", "penguin", "bulldog", "pancake",
            "thunder", "meadow", "cobalt", "falcon", "pumpkin", "river", "whiskey", "maple", "harbor", "velvet",
            "canyon", "ginger", "biscuit", "rocket", "jasmine", "tiger", "oakland", "coconut", "walrus", "saturn"]


# ---------------------------------------------------------------- self tests
def self_tests():
    assert luhn_ok("79927398713")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert cf_char("RSSMRA85T10A562") == "S"
    assert aba_ok("021000021")
    assert bsn_ok("111222333")
    assert luhn_ok("8112289874")
    return True


def pw_url(n=None):
    n = n or R.randint(14, 20)
    while True:
        s = rs(AN + "-_.~", n)
        if any(c.isupper() for c in s) and any(c.isdigit() for c in s) and s[0] in AN and s[-1] in AN:
            return s


def sg_nric():
    pre = R.choice("ST")
    s = dgt(7)
    tot = sum(int(a) * w for a, w in zip(s, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre == "T" else 0)
    return pre + s + "JZIHGFEDCBA"[tot % 11]


def za_id():
    y, m, d = birth(1960, 2003)
    s = f"{y % 100:02d}{m:02d}{d:02d}" + dgt(4) + "0" + "8"
    return luhn_num(s, 13)


def ie_ppsn():
    s = dgt(7)
    r = sum(int(a) * w for a, w in zip(s, [8, 7, 6, 5, 4, 3, 2])) % 23
    return s + "WABCDEFGHIJKLMNOPQRSTUV"[r]


def ng_nuban(bank="058"):
    ser = dgt(9)
    w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
    tot = sum(int(a) * b for a, b in zip(bank + ser, w))
    return ser + str((10 - tot % 10) % 10)


def uk_vat():
    s = dnz(7)
    t = sum(int(a) * w for a, w in zip(s, [8, 7, 6, 5, 4, 3, 2]))
    c = (-t) % 97
    return s + f"{c:02d}"


DIGIT_SETS = {"fa": "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9",
              "ar": "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669",
              "hi": "\u0966\u0967\u0968\u0969\u096a\u096b\u096c\u096d\u096e\u096f",
              "th": "\u0e50\u0e51\u0e52\u0e53\u0e54\u0e55\u0e56\u0e57\u0e58\u0e59",
              "fw": "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19"}


def native_digits(s, script):
    return "".join(DIGIT_SETS[script][int(c)] if c.isascii() and c.isdigit() else c for c in s)


CASES = []


def C(lang, slug, text, secrets, looks, note):
    CASES.append({"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def creditor_id_de():
    nat = "0" + dgt(10)
    num = "".join(str(int(c, 36)) for c in nat + "DE00")
    return f"DE{98 - int(num) % 97:02d}ZZZ{nat}"


def clabe(bank="012"):
    s = bank + f"{R.randint(1, 999):03d}" + dgt(11)
    w = [3, 7, 1]
    tot = sum((int(a) * w[i % 3]) % 10 for i, a in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def regon():
    s = dnz(8)
    c = sum(int(a) * w for a, w in zip(s, [8, 9, 2, 3, 4, 5, 6, 7])) % 11
    return s + str(0 if c == 10 else c)


def yamato():
    s = dnz(11)
    t = s + str(int(s) % 7)
    return f"{t[:4]}-{t[4:8]}-{t[8:]}"


def nfe_chave(cnpj_fmt):
    digits = "".join(c for c in cnpj_fmt if c.isdigit())
    s = "35" + "2405" + digits + "55" + "001" + dgt(9) + "1" + dgt(8)
    w = [2, 3, 4, 5, 6, 7, 8, 9]
    tot = sum(int(a) * w[i % 8] for i, a in enumerate(reversed(s)))
    r = tot % 11
    return s + str(0 if r < 2 else 11 - r)


def eg_nid():
    y, m, d = birth(1965, 2004)
    return ("2" if y < 2000 else "3") + f"{y % 100:02d}{m:02d}{d:02d}" + pick(["01", "02", "21", "12", "88"]) + dgt(5)


ES_WORDS = ["girasol", "mariposa", "tortuga", "churros", "paella", "bicicleta", "estrella", "sandia", "limonada",
            "gatito", "montana", "almendra", "pimienta", "tiburon"]
PT_WORDS = ["saudade", "abacaxi", "flamengo", "coracao", "cachorro", "amarelo", "goiabada", "tartaruga", "pipoca",
            "biscoito", "sereia", "bacalhau"]
NL_WORDS = ["fietsbel", "hagelslag", "tulpen", "stroopwafel", "zonnebloem", "kaasboer", "molenaar", "appeltaart",
            "regenboog", "kikker"]
NO_WORDS = ["fjellet", "brunost", "sommerfugl", "bjornen", "hytta", "nordlys", "vaffel", "trollmann"]
RO_WORDS = ["ciocolata", "soricel", "primavara", "munte", "castravete", "fluturas", "papanasi", "cireasa"]
TR_WORDS = ["kelebek", "simit", "lokum", "deniz", "galatasaray", "kartal", "papatya", "yildiz"]
GEN_WORDS = ["sunshine", "dragon", "monkey", "princess", "football", "starwars", "freedom", "shadow", "mustang",
             "liverpool", "pokemon", "batman", "summer", "chocolate"]


# ============================================================== English, positive
def en_cases():
    # 1
    akid, sk, acct = aws_akid(), aws_secret(), dnz(12)
    C("en", "aws-env-deploy",
      "My deploy script keeps failing with AccessDenied on PutObject. Here's my .env, can you spot what's wrong?\n\n"
      f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-2\n"
      f"S3_BUCKET=acme-invoices-prod\nAWS_ACCOUNT_ID={acct}",
      [akid, sk], [acct], "AWS key pair in a .env; the 12-digit account id is an identifier, not a credential")

    # 2
    tok, commit = "ghp_" + rs(AN, 36), rs(HEX, 40)
    C("en", "github-pat-revoked",
      f"ugh, I pushed a commit that had my personal access token hardcoded in config.js ({tok}). "
      f"I already revoked it in GitHub settings. The commit is {commit} on main and it's already been pulled by two "
      "teammates. What's the cleanest way to scrub it from history?",
      [tok], [commit], "revoked PAT is still a secret; commit sha is a look-alike")

    # 3
    sk = "sk_live_51" + rs(AN, 97)
    C("en", "stripe-live-key-test-card",
      "Why does this fail with \"Your request was in live mode, but used a known test card\"?\n\n"
      "```python\nimport stripe\n"
      f"stripe.api_key = \"{sk}\"\n\n"
      "intent = stripe.PaymentIntent.create(amount=1999, currency=\"usd\", payment_method_types=[\"card\"])\n"
      "```\nI'm typing 4242 4242 4242 4242 in the checkout form like the docs say.",
      [sk], ["4242 4242 4242 4242"], "live secret key beside the documented Stripe test card")

    # 4
    key = "sk-proj-" + rs(B64U, 64) + "T3BlbkFJ" + rs(B64U, 64)
    req = "req_" + rs(HEX, 32)
    C("en", "openai-curl-429",
      "I keep getting 429 even though I've barely used it today.\n\n"
      "curl https://api.openai.com/v1/chat/completions \\\n"
      "  -H \"Content-Type: application/json\" \\\n"
      f"  -H \"Authorization: Bearer {key}\" \\\n"
      "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\n\n"
      f"response header x-request-id: {req}",
      [key], [req], "project API key in a curl command; request id is a look-alike")

    # 5
    pw = pw_url()
    host = f"db-prod-3.{rs(LO + DIG, 12)}.eu-central-1.rds.amazonaws.com"
    C("en", "postgres-url-timeout",
      "Django can't connect to RDS from the new ECS task, it just times out. settings come from this env var:\n\n"
      f"DATABASE_URL=postgresql://app_rw:{pw}@{host}:5432/orders\n\n"
      "Security group allows 5432 from the VPC CIDR. What else should I check?",
      [f"app_rw:{pw}"], [host], "credentials part of a connection string is the secret; the RDS host is not")

    # 6
    pw = pw_url(16)
    C("en", "redis-compose",
      "docker-compose snippet, the worker says NOAUTH Authentication required:\n\n"
      "services:\n  cache:\n    image: redis:7.2.4\n"
      f"    command: redis-server --requirepass {pw}\n"
      "  worker:\n    environment:\n"
      "      - REDIS_URL=redis://cache:6379/0\n\nShould the password go in the URL?",
      [pw], ["7.2.4"], "redis password on the command line; image version is a look-alike")

    # 7
    num, exp, cvc = card("visa"), expiry(), dgt(3)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + dgt(1) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)
    C("en", "card-declined-airline",
      f"My card keeps getting declined on the airline site. It's {fmt_card(num)}, exp {exp}, CVC {cvc}. "
      f"Booking reference {pnr}, total $842.10. Is it my bank blocking it or their site? "
      "I used it at the grocery store an hour ago without problems.",
      [fmt_card(num), exp, cvc], [pnr, "$842.10"], "full card data in prose; booking ref and amount are look-alikes")

    # 8
    app = " ".join(rs(LO, 4) for _ in range(4))
    C("en", "gmail-app-password",
      "Thunderbird keeps asking for my Gmail password and rejects it. I turned on 2-Step and generated an app "
      f"password: {app}\nIMAP server imap.gmail.com, port 993, SSL/TLS, normal password. What am I doing wrong?",
      [app], [], "Google app password in its usual four-group display")

    # 9
    pw = pw_human(EN_WORDS)
    sn = "22" + dgt(2) + rs(UP + DIG, 9)
    C("en", "guest-wifi-note",
      "Can you write a short cute welcome note for our guest room? Include the wifi: network MapleHouse-5G, "
      f"password {pw}. Also mention the router (TP-Link Archer AX55, S/N {sn}) is in the hall closet if it "
      "needs a restart.",
      [pw], [sn], "home wifi password; router serial number is a look-alike")

    # 10
    lockbox, door = dgt(4), dgt(4)
    while door == lockbox:
        door = dgt(4)
    conf = "HM" + rs(UP + DIG, 8)
    C("en", "airbnb-checkin",
      "I host on Airbnb. Help me write check-in instructions for tonight's guest, friendly but short:\n"
      f"- lockbox on the porch railing, code {lockbox}\n- front door keypad: {door} then #\n"
      "- wifi info is on the fridge\n- checkout 11am, trash goes in the green bin\n"
      f"Their confirmation code is {conf} if that matters.",
      [lockbox, door], [conf], "host's own lockbox and door codes; Airbnb confirmation code is a reference")

    # 11
    s_, e_ = ssn(), ein()
    C("en", "ssn-w4-form",
      f"Filling out my W-4 for the new job. My SSN is {s_}. The offer letter lists the employer EIN as {e_}. "
      "I'm single with one kid, should I check the box in step 2 if I also drive for DoorDash on weekends?",
      [s_], [e_], "own SSN next to the employer's EIN (public identifier)")

    # 12
    pp = R.choice(UP) + dgt(8)
    trk = "9405 " + " ".join(dgt(4) for _ in range(4)) + " " + dgt(2)
    C("en", "passport-renewal",
      f"I mailed my passport renewal (DS-82) last week. Old passport number {pp}, expires next March. USPS tracking "
      f"says delivered: {trk}. How long until it shows up in the online status checker?",
      [pp], [trk], "own passport number; postal tracking number is a look-alike")

    # 13
    maiden = pick(["Okonkwo", "Brzezinski", "Castellanos", "Haverford", "Lindqvist", "Moriarty"])
    pet = pick(["Biscuit", "Pickles", "Captain Fuzz", "Mochi", "Waffles"])
    C("en", "security-answers",
      "Keeping this here so I don't forget what I told the bank:\n"
      f"mother's maiden name -> {maiden}\nfirst pet -> {pet}\n"
      "Can you remind me of these if I ask later?",
      [maiden, pet], [], "answers to security questions")

    # 14
    code = dgt(6)
    phone = f"+1 (833) 55{dgt(1)}-{dgt(4)}"
    C("en", "sms-2fa-unrequested",
      "Got this text just now and I didn't try to log in anywhere:\n\n"
      f"\"Use {code} as your Microsoft account security code. If you didn't request this, ignore it.\"\n\n"
      f"It came from {phone}. Should I be worried someone has my password?",
      [code], [phone], "live 2FA code pasted from SMS; sender number is a look-alike")

    # 15
    codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(2)]
    C("en", "github-recovery-codes",
      "I'm moving my 2FA stuff into 1Password. These are the GitHub recovery codes I still have left from "
      "github-recovery-codes.txt:\n\n" + "\n".join(codes) + "\n\nDo used ones disappear from the file "
      "automatically or do I need to regenerate?",
      codes, [], "GitHub recovery codes")

    # 16
    seed = rs(B32, 32)
    C("en", "totp-otpauth-export",
      "New phone. I exported the QR from my old authenticator and decoded it, it says:\n"
      f"otpauth://totp/Fastmail:jen.r@fastmail.com?secret={seed}&issuer=Fastmail&algorithm=SHA1&digits=6&period=30\n"
      "Can I just paste that into Aegis or do I need to re-enroll?",
      [seed], [], "TOTP seed inside an otpauth URI")

    # 17
    key, pub, fp = ed25519_pair("mara@thinkpad")
    C("en", "ssh-private-key-perms",
      "ssh says 'UNPROTECTED PRIVATE KEY FILE' and refuses to use it. this is the file:\n\n"
      f"{key}\n\n"
      f"ssh-keygen -lf on it prints 256 {fp} mara@thinkpad (ED25519). I did chmod 644, is that the problem?",
      [key], [fp], "unencrypted ed25519 private key; public fingerprint is a look-alike")

    # 18
    tok = jwt({"sub": dgt(6), "email": "o.ferreira@lumen-health.io", "role": "admin",
               "iat": 1714730551, "exp": 1714734151})
    C("en", "jwt-in-log",
      "Why is the API returning 401 for this request? Log line from the gateway:\n\n"
      f"2024-05-03T10:22:31Z INFO auth method=GET path=/v2/patients authorization=\"Bearer {tok}\" "
      "trace_id=4bf92f3577b34da6a3ce929d0e0e4736 status=401",
      [tok], ["4bf92f3577b34da6a3ce929d0e0e4736"], "live bearer JWT in a log; the trace id is the W3C docs example")

    # 19
    bot = "xoxb-" + dnz(12) + "-" + dnz(13) + "-" + rs(AN, 24)
    sig = rs(HEX, 32)
    chan = "C0" + rs(UP + DIG, 9)
    C("en", "slack-bot-yaml",
      "My Bolt app starts but never receives events. config.yaml:\n\n"
      f"slack:\n  bot_token: {bot}\n  signing_secret: {sig}\n  default_channel: {chan}\n  socket_mode: false\n\n"
      "Request URL is verified in the app settings.",
      [bot, sig], [chan], "Slack bot token and signing secret; channel id is a look-alike")

    # 20
    sg = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    tpl = "d-" + rs(HEX, 32)
    C("en", "sendgrid-template",
      "Emails go out but the dynamic template data is empty. Node code:\n\n"
      "const sgMail = require('@sendgrid/mail');\n"
      f"sgMail.setApiKey('{sg}');\n"
      f"await sgMail.send({{ to, from: 'noreply@getplanta.app', templateId: '{tpl}', dynamic_template_data: {{ name }} }});",
      [sg], [tpl], "SendGrid API key; template id is a look-alike")

    # 21
    nino = uk_nino()
    sort = f"{R.randint(20, 40)}-{dgt(2)}-{dgt(2)}"
    acc = dgt(8)
    C("en", "uk-new-starter",
      "New job wants my details for payroll before Monday. Can you format this as a tidy reply to HR?\n"
      f"National Insurance number: {nino}\nBank: Barclays, sort code {sort}, account number {acc}\n"
      "Start date 3 June, P45 to follow.",
      [nino, acc], [sort], "NI number and own account number; the sort code identifies the bank branch")

    # 22
    rt = aba()
    acc = dnz(R.randint(10, 12))
    C("en", "us-direct-deposit",
      f"For the direct deposit form: routing {rt}, checking account {acc}. Does the routing number go in the "
      "first box or the second one? The form has 'ABA/RTN' and 'DFI account'.",
      [acc], [rt], "own checking account; ABA routing number (valid checksum) is public")

    # 23
    tfn = au_tfn()
    bsb = f"06{R.randint(2, 9)}-{dgt(3)}"
    acc = dnz(8)
    C("en", "au-super-form",
      "Doing the super choice form and the TFN declaration for my new casual job at Woolies. "
      f"TFN {tfn}. For pay: CommBank BSB {bsb}, acc {acc}. Do I tick 'claim the tax-free threshold' if I've got "
      "another job at the pub?",
      [tfn, acc], [bsb], "Australian TFN and account; BSB is a bank branch code")

    # 24
    sin = ca_sin()
    bn = dnz(9) + " RP0001"
    C("en", "ca-sin-t4",
      "My T4 has the wrong SIN on it because I made a typo in the onboarding form. The right one is "
      f"{sin}. The employer's business number on the slip is {bn}. How do I get them to issue an amended T4?",
      [sin], [bn], "SIN (Luhn computed); the employer's CRA payroll account number is public")

    # 25
    nhs = nhs_number()
    gp = f"0161 496 0{dgt(3)}"
    C("en", "nhs-number-gp",
      f"I'm registering with a new GP online. My NHS number is {nhs}. The practice phone is {gp} but it's always "
      "engaged. Do I need proof of address if I'm a student living in halls?",
      [nhs], [gp], "NHS number (mod 11 check computed); practice phone number is a look-alike")

    # 26
    mid = pick(["XEH", "JQU", "ZGP", "YLS"]) + dnz(9)
    claim = "E" + dgt(10)
    C("en", "insurance-member-id",
      f"My insurance denied a claim ({claim}) for a physical therapy visit. Member ID on my card is {mid}, "
      "Rx BIN 610014. Help me write an appeal letter saying the visit was pre-authorized.",
      [mid], [claim, "610014"], "health insurance member id; claim number and pharmacy BIN are look-alikes")

    # 27
    dl = R.choice(UP) + dgt(7)
    conf = dgt(9)
    C("en", "ca-driver-licence",
      f"Renewing my California license online, it asks for DL number: {dl}. I also had a DMV appointment "
      f"(confirmation {conf}) that I want to cancel now. Will cancelling mess up the online renewal?",
      [dl], [conf], "driver's licence number; DMV appointment confirmation is a look-alike")

    # 28
    seed = seed_phrase(12)
    addr = "0x" + rs(HEX, 40)
    C("en", "metamask-seed",
      f"I'm setting up MetaMask on my new laptop. My recovery phrase is: {seed}\n"
      f"After import it shows a different address than my old one ({addr}). Did I type something wrong?",
      [seed], [addr], "12-word recovery phrase; public wallet address is a look-alike")

    # 29
    pk = "0x" + rs(HEX, 64)
    tx = "0x" + rs(HEX, 64)
    C("en", "eth-privkey-vs-txhash",
      "my ethers.js script sent a transfer but it's stuck pending for an hour:\n\n"
      f"const wallet = new ethers.Wallet('{pk}', provider);\n\n"
      f"tx hash: {tx}\ngasPrice was 3 gwei. Can I speed it up with the same nonce?",
      [pk], [tx], "raw private key vs transaction hash of the same length")

    # 30
    wif = btc_wif()
    addr = btc_addr()
    C("en", "btc-wif-sweep",
      f"Found an old paper wallet from 2014. The private key (WIF) printed on it is {wif} and the address is "
      f"{addr}. How do I sweep it into Electrum without exposing it online?",
      [wif], [addr], "WIF private key (Base58Check computed) vs public address")

    # 31
    ak = b64(rbytes(64))
    sub = uuid4()
    C("en", "azure-storage-conn",
      "Function app can't write to blob storage. The connection string in local.settings.json:\n"
      f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=contosomedia01;AccountKey={ak};"
      "EndpointSuffix=core.windows.net\"\n"
      f"Subscription {sub}. Works locally, fails in Azure.",
      [ak], [sub], "storage account key (the key's value) in a connection string; subscription id is a look-alike")

    # 32
    gk = "AIzaSy" + rs(B64U, 33)
    sha1 = ":".join(rs(HEXU, 2) for _ in range(20))
    C("en", "android-maps-key",
      "Map shows grey tiles on release builds only. AndroidManifest has\n"
      "<meta-data android:name=\"com.google.android.geo.API_KEY\"\n"
      f"    android:value=\"{gk}\"/>\n"
      f"and the key is restricted to com.trailmate.app with SHA-1 {sha1}. Debug works fine.",
      [gk], [sha1], "Google API key; the signing certificate SHA-1 is public")

    # 33
    pw = pw_strong(18)
    enc = b64(pw.encode())
    dig = "sha256:" + rs(HEX, 64)
    C("en", "k8s-secret-base64",
      "Pod crashloops with 'password authentication failed'. I created the secret like this:\n\n"
      "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\ntype: Opaque\ndata:\n"
      f"  DB_USER: YmlsbGluZw==\n  DB_PASSWORD: {enc}\n\n"
      f"Deployment image is registry.gitlab.com/finch/billing@{dig}. Is base64 with a trailing newline the issue?",
      [enc], [dig], "base64-encoded password in a Kubernetes Secret; image digest is a look-alike")

    # 34
    npm = "npm_" + rs(AN, 36)
    integ = "sha512-" + b64(rbytes(64))
    C("en", "npmrc-token",
      "npm publish gives E403 in CI. .npmrc in the repo root:\n\n"
      f"//registry.npmjs.org/:_authToken={npm}\n@fernhill:registry=https://registry.npmjs.org/\n\n"
      f"package-lock has integrity \"{integ}\" for the previous version, if that matters.",
      [npm], [integ], "npm token; package integrity hash is a look-alike")

    # 35
    pypi = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160)
    whl = rs(HEX, 64)
    C("en", "pypirc-token",
      "twine upload says 403 Invalid or non-existent authentication information. ~/.pypirc:\n\n"
      f"[pypi]\n  username = __token__\n  password = {pypi}\n\n"
      f"The wheel builds fine, sha256 {whl}.",
      [pypi], [whl], "PyPI API token; wheel checksum is a look-alike")

    # 36
    hf = "hf_" + rs(UP + LO, 34)
    rev = rs(HEX, 40)
    C("en", "hf-token-gated",
      "Trying to download a gated Llama checkpoint in Colab:\n\n"
      f"from huggingface_hub import login\nlogin(token=\"{hf}\")\n"
      f"snapshot_download(repo_id=\"meta-llama/Llama-3.1-8B\", revision=\"{rev}\")\n\n"
      "It still says 401. I accepted the license on the website yesterday.",
      [hf], [rev], "Hugging Face token; revision commit hash is a look-alike")

    # 37
    tg = dnz(10) + ":AA" + rs(B64U, 33)
    chat = "-100" + dnz(10)
    C("en", "telegram-bot",
      "python-telegram-bot v21, messages to the group never arrive:\n\n"
      f"app = ApplicationBuilder().token(\"{tg}\").build()\n"
      f"await app.bot.send_message(chat_id={chat}, text=\"deploy finished\")\n\n"
      "Error: Forbidden: bot is not a member of the supergroup chat",
      [tg], [chat], "Telegram bot token; chat id is a look-alike")

    # 38 (multi)
    pw = pw_human(EN_WORDS)
    C("en", "multi-netflix-announce",
      "I'm going to give you my Netflix login in the next message so you can walk me through the profile "
      "transfer thing step by step, ok?\n---\n"
      f"email is dana.kowalski77@gmail.com and the password is {pw}",
      [pw], [], "password announced in one message and given in the next")

    # 39 (multi correction)
    p1 = dgt(4)
    p2 = p1[:2] + p1[3] + p1[2]
    while p2 == p1:
        p1 = dgt(4)
        p2 = p1[:2] + p1[3] + p1[2]
    C("en", "multi-pin-correction",
      f"my debit card PIN is {p1}, can you help me come up with a little rhyme so I stop forgetting it?\n---\n"
      f"sorry, I mistyped, the real one is {p2}. the rhyme should be for that one",
      [p1, p2], [], "PIN given, then corrected; both values are PINs of the user")

    # 40 (multi parts)
    full = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    a, b = full[:55], full[55:]
    C("en", "multi-key-in-parts",
      f"my phone won't paste the whole thing, so here's the first part of the key: {a}\n---\n"
      f"and the rest: {b}\n---\nnow can you tell me why my script says invalid x-api-key?",
      [a, b], [], "API key split over two messages; each part is a secret")

    # 41
    rows = [("Verizon", "mtorres88", pw_human(EN_WORDS)), ("Xfinity", "m.torres@icloud.com", pw_strong(16))]
    table = "| site | username | password |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
    C("en", "password-table",
      "Can you turn this into a CSV I can import into Bitwarden?\n\n" + table,
      [r[2] for r in rows], [], "passwords in a markdown table")

    # 42
    sid = rs(LO + DIG, 32)
    csrf = rs(AN, 32)
    oid = dnz(8)
    C("en", "cookie-in-curl",
      "This request works in the browser but returns 403 from my script. Copied as cURL from devtools:\n\n"
      f"curl 'https://shop.lindenfield.co/api/orders/{oid}/' -H 'accept: application/json' "
      f"-H 'cookie: csrftoken={csrf}; sessionid={sid}'",
      [sid], [oid], "Django session cookie; order id in the URL is a look-alike (csrftoken left neutral)")

    # 43
    otp = dgt(8)
    ref = "SR-" + dgt(7)
    C("en", "bank-otp-email",
      "Is this email real or phishing? Pasting it:\n\n"
      "From: Alerts <alerts@notify.firstmeridianbank.com>\nSubject: Your one-time passcode\n\n"
      f"Your one-time passcode is {otp}. It expires in 10 minutes. Never share this code.\n"
      f"Case reference: {ref}\n\n"
      "I did just try to log in, but the sender domain looks weird.",
      [otp], [ref], "one-time passcode in a pasted e-mail; case reference is a look-alike")

    # 44
    alarm, garage = dgt(4), dgt(4)
    while garage == alarm:
        garage = dgt(4)
    vet = f"(503) 555-01{dgt(2)}"
    C("en", "house-sitter-notes",
      "Draft a note for our house sitter please. Points: alarm panel by the back door, disarm with "
      f"{alarm} within 30 seconds; garage keypad is {garage}; Luna gets half a cup of food twice a day; "
      f"vet is Dr. Patel {vet}; the upstairs toilet needs the handle jiggled.",
      [alarm, garage], [vet], "alarm and garage codes; vet phone is a look-alike")

    # 45
    combo = f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
    model = "SFW" + dgt(3) + "GDC"
    C("en", "safe-combination-caregiver",
      f"I'm my grandfather's caregiver and he wrote down his safe combination for me: {combo}. It's a Sentry "
      f"{model}. I turn right 3 times then left but it won't open. What's the correct dial sequence?",
      [combo], [model], "entrusted safe combination; safe model number is a look-alike")

    # 46
    rk = "-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 12)
    C("en", "apple-recovery-key",
      f"I have an Apple ID recovery key: {rk}. I'm locked out after a password reset on my iPad "
      f"(serial {serial}). Where exactly do I type the key?",
      [rk], [serial], "Apple recovery key; device serial number is a look-alike")

    # 47
    bl = bitlocker()
    kid = rs(HEXU, 8)
    C("en", "bitlocker-recovery",
      f"Dell laptop is asking for a BitLocker recovery key after a BIOS update. The screen says Key ID {kid}. "
      f"The one saved in my Microsoft account is {bl}. It says the key is wrong, is there a different one?",
      [bl], [kid], "BitLocker recovery key (blocks divisible by 11); key ID is a look-alike")

    # 48
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    digits = [R.randint(0, 9) for _ in range(5)]
    spelled = "-".join(words[d] for d in digits)
    vm = f"+1 805 555 01{dgt(2)}"
    C("en", "spelled-voicemail-pin",
      f"I set my voicemail PIN to {spelled} and now I forgot how to reach voicemail from another phone. My number is "
      f"{vm}. Do I press star or pound while the greeting plays?",
      [spelled], [vm], "PIN spelled out in words; phone number is a look-alike")

    # 49
    org = uuid4()
    kid_ = uuid4()
    pem = ec_pem()
    C("en", "coinbase-cdp-key",
      "Coinbase Advanced Trade API keeps returning 401 with my JWT signing. The key file they gave me:\n\n"
      f"{{\n  \"name\": \"organizations/{org}/apiKeys/{kid_}\",\n  \"privateKey\": \"{pem}\"\n}}\n\n"
      "I'm using ES256 with PyJWT.",
      [pem], [], "EC private key of an exchange API key (key name left neutral)")

    # 50
    gl = "glpat-" + rs(B64U, 20)
    pipe = dnz(10)
    C("en", "gitlab-ci-token",
      "Pipeline " + pipe + " fails at the release stage with 'HTTP Basic: Access denied'. In .gitlab-ci.yml I have:\n\n"
      "release:\n  script:\n"
      f"    - git remote set-url origin https://oauth2:{gl}@gitlab.com/quarry/core.git\n"
      "    - git push origin --tags",
      [gl], [pipe], "GitLab PAT in a CI script; pipeline id is a look-alike")

    # 51
    hk = uuid4()
    appid = uuid4()
    C("en", "heroku-uuid-pair",
      "My GitHub Action can't deploy. heroku apps:info shows the app id as " + appid + ", and the action has\n"
      f"  env:\n    HEROKU_API_KEY: {hk}\n    HEROKU_APP_NAME: fernbrook-api\n"
      "Error: Invalid credentials provided.",
      [hk], [appid], "Heroku API key (UUID format) next to an app id UUID")

    # 52
    dd = rs(HEX, 32)
    md5 = rs(HEX, 32)
    C("en", "datadog-key-md5",
      "The agent won't send metrics. datadog.yaml has\n"
      f"api_key: {dd}\nsite: datadoghq.eu\n"
      f"and I verified the installer with md5sum: {md5}  datadog-agent_7.52.0-1_amd64.deb\n"
      "Logs say 'API Key invalid, dropping transaction'.",
      [dd], [md5], "Datadog API key vs an md5 checksum of the same shape")

    # 53
    sp = "shpat_" + rs(HEX, 32)
    C("en", "shopify-admin-token",
      "Using the Shopify Admin API to mark order #1043 as fulfilled:\n\n"
      "fetch('https://kettle-and-crow.myshopify.com/admin/api/2024-04/graphql.json', {\n"
      f"  headers: {{ 'X-Shopify-Access-Token': '{sp}', 'Content-Type': 'application/json' }}, ...\n\n"
      "returns 'Access denied for fulfillmentCreateV2 field'.",
      [sp], ["#1043"], "Shopify admin access token; order number is a look-alike")

    # 54
    b = rsa_pkcs8_b64()
    pem_json = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + \
        "\\n-----END PRIVATE KEY-----\\n"
    cid = dnz(21)
    C("en", "gcp-service-account-json",
      "BigQuery client says invalid_grant. Here's my service account file:\n\n"
      "{\n  \"type\": \"service_account\",\n  \"project_id\": \"orchard-analytics-prod\",\n"
      f"  \"private_key_id\": \"{rs(HEX, 40)}\",\n  \"private_key\": \"{pem_json}\",\n"
      "  \"client_email\": \"bq-loader@orchard-analytics-prod.iam.gserviceaccount.com\",\n"
      f"  \"client_id\": \"{cid}\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}}",
      [pem_json], [cid], "service-account private key as JSON-escaped PEM; client id is a look-alike")

    # 55
    mbi = us_mbi()
    n = npi()
    C("en", "medicare-mbi-father",
      f"I handle my dad's Medicare paperwork. His Medicare number (MBI) is {mbi}. His cardiologist's NPI is {n}. "
      "The bill says 'not covered', how do I ask for an itemized statement?",
      [mbi], [n], "entrusted Medicare MBI; the doctor's NPI (Luhn with 80840 computed) is public")

    # 56
    rows = [("Chase", "https://secure.chase.com", "rbalogun", pw_human(EN_WORDS)),
            ("AT&T", "https://www.att.com", "rbalogun@outlook.com", pw_strong(15))]
    csv = "name,url,username,password\n" + "\n".join(",".join(r) for r in rows)
    C("en", "password-export-csv",
      "My Chrome password export looks like this, why does Bitwarden say 'invalid format'?\n\n" + csv,
      [r[3] for r in rows], [], "passwords in a CSV export")

    # 57
    user, pw = "svc-monitor", pw_url(14)
    basic = b64(f"{user}:{pw}".encode())
    etag = rs(HEX, 32)
    C("en", "basic-auth-nginx-log",
      "Grafana can't scrape the endpoint behind nginx. Debug log from the upstream:\n\n"
      f"GET /metrics HTTP/1.1\nAuthorization: Basic {basic}\nIf-None-Match: \"{etag}\"\n\n"
      "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Basic realm=\"metrics\"",
      [basic], [etag], "HTTP Basic credentials (base64 of user:password); ETag is a look-alike")

    # 58
    wifi = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    mac = pick(["A0:40:A0", "9C:3D:CF", "C4:04:15", "B0:39:56"]) + ":" + ":".join(rs(HEXU, 2) for _ in range(3))
    sn = "NS" + dgt(10)
    C("en", "router-sticker",
      "Reset my Netgear router and now nothing connects. The sticker on the bottom says:\n"
      f"SSID: NETGEAR47\nNetwork Key (Password): {wifi}\nMAC: {mac}\nSerial: {sn}\n"
      "Do I need to re-enter the key on each device or is there a WPS way?",
      [wifi], [mac, sn], "default Wi-Fi key of the user's router; MAC and serial are look-alikes")

    # 59
    rk = "rk_live_51" + rs(AN, 97)
    evt = "evt_" + rs(AN, 24)
    C("en", "stripe-restricted-revoked",
      f"A contractor had our restricted key {rk} in a Zapier zap. I rolled it this morning, so it's dead now. "
      f"Webhook event {evt} failed after that, which is expected, right? How do I replay it?",
      [rk], [evt], "revoked restricted key is still a secret; event id is a look-alike")

    # 60
    priv, pub = wg_key(), wg_key()
    C("en", "wireguard-conf",
      "Handshake never completes. Client config:\n\n"
      f"[Interface]\nPrivateKey = {priv}\nAddress = 10.8.0.3/24\nDNS = 1.1.1.1\n\n"
      f"[Peer]\nPublicKey = {pub}\nEndpoint = vpn.hollis.dev:51820\nAllowedIPs = 0.0.0.0/0",
      [priv], [pub], "WireGuard private key vs the peer's public key, same shape")

    # 61
    at = "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)
    C("en", "jira-api-token",
      "Script to bulk-close tickets returns 401:\n\n"
      f"auth = ('priya.n@corvid.io', '{at}')\n"
      "requests.post(f'{BASE}/rest/api/3/issue/OPS-1423/transitions', json=payload, auth=auth)\n\n"
      "The token was created an hour ago.",
      [at], ["OPS-1423"], "Atlassian API token; ticket key is a look-alike")

    # 62
    num, exp, cvv = card("mc"), expiry(), dgt(3)
    masked = f"**** {dgt(4)}"
    C("en", "masked-old-new-card",
      f"My old card ending {masked} got compromised. The bank sent a new one: {fmt_card(num)}, valid thru {exp}, "
      f"CVV {cvv}. Which subscriptions do I need to update first? Spotify, iCloud and the gym are on the old one.",
      [fmt_card(num), exp, cvv], [masked], "new card data vs a masked old card")

    # 63
    ippin = dgt(6)
    subm = dgt(20)
    C("en", "irs-ip-pin",
      f"TurboTax asks for my Identity Protection PIN. The IRS letter says it's {ippin}. My first e-file got "
      f"rejected, submission ID {subm}, reject code IND-181-01. Do I just resubmit with the PIN?",
      [ippin], [subm], "IRS IP PIN; e-file submission id is a look-alike")

    # 64
    aad = aadhaar()
    p = pan("S")
    bsr = dgt(7)
    C("en", "in-pan-aadhaar-link",
      f"Trying to link PAN and Aadhaar on the income tax portal. PAN {p}, Aadhaar {aad}. I already paid the "
      f"Rs 1,000 fee through the bank (BSR code {bsr}) but the portal says 'payment details not found'.",
      [p, aad], [bsr], "Indian PAN and Aadhaar (Verhoeff computed); bank branch BSR code is public")

    # 65
    nric = sg_nric()
    sp = pw_human(EN_WORDS)
    uen = f"20{R.randint(10, 23)}{dgt(5)}" + R.choice(UP)
    C("en", "sg-nric-singpass",
      f"Singpass app got logged out. My NRIC is {nric} and password {sp}, the SMS OTP fallback doesn't come. "
      f"I need it to file GST for my company (UEN {uen}) by Friday.",
      [nric, sp], [uen], "Singapore NRIC (check letter computed) and Singpass password; company UEN is public")

    # 66
    zid = za_id()
    reg = f"20{R.randint(10, 23)}/{dgt(6)}/07"
    C("en", "za-id-sars",
      f"SARS eFiling wants me to verify my ID number {zid} but says it doesn't match Home Affairs. My company reg "
      f"number is {reg}. Who do I call first?",
      [zid], [reg], "South African ID (Luhn computed); company registration number is public")

    # 67
    pps = ie_ppsn()
    eir = pick(["D02", "D08", "T12", "H91", "V94"]) + " " + rs("ACDEFHKNPRTVWXY0123456789", 4)
    C("en", "ie-ppsn-revenue",
      f"Registering for Revenue myAccount. PPSN {pps}, address eircode {eir}. It says the PPSN and date of birth "
      "don't match, but they definitely do.",
      [pps], [eir], "Irish PPSN (check letter computed); eircode is a postal code")

    # 68
    bvn = "22" + dgt(9)
    nuban = ng_nuban("058")
    sess = "0000" + dgt(26)
    C("en", "ng-bvn-transfer",
      f"My GTBank transfer of N150,000 didn't reach. My account is {nuban}, BVN {bvn}. The receipt shows "
      f"session ID {sess}. How do I write a complaint to the bank?",
      [nuban, bvn], [sess], "Nigerian NUBAN (check digit computed) and BVN; session id is a reference")

    # 69
    code = rs(UP + DIG, 10)
    while not (code[0].isalpha() and any(c.isdigit() for c in code)):
        code = rs(UP + DIG, 10)
    bal = f"Ksh{R.randint(1, 40)},{dgt(3)}.00"
    C("en", "ke-mpesa-sms",
      "Sent money to the wrong number. The M-PESA message:\n\n"
      f"{code} Confirmed. Ksh2,500.00 sent to PETER OTIENO 07{dgt(8)} on 14/5/24 at 6:42 PM. New M-PESA balance is "
      f"{bal}. Transaction cost, Ksh34.00.\n\nHow do I reverse it?",
      [code], ["Ksh2,500.00", bal], "M-Pesa transaction code (settled as secret); amounts are look-alikes")

    # 70
    otp = dgt(6)
    ref = f"{dgt(4)} {dgt(3)} {dgt(6)}"
    C("en", "ph-gcash-otp-and-ref",
      f"GCash texted me 'Your authentication code is {otp}. Never share it.' right after I paid Meralco. The "
      f"receipt says Ref No. {ref}. Someone on FB is asking me for the code to 'verify my refund', legit?",
      [otp], [ref], "GCash OTP is a secret; receipt Ref No. is a reference (settled)")


# ============================================================== English, negative
def en_negative():
    C("en", "neg-aws-docs-keys",
      "The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
      "`aws configure` walkthrough. If I put exactly those into a LocalStack setup, will it accept them, or does "
      "LocalStack want the literal string 'test'? Also the ARN examples use account 123456789012, is that reserved?",
      [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "123456789012"],
      "documentation example AWS credentials and account id")

    C("en", "neg-stripe-test-values",
      "For our checkout e2e tests I'm using the Stripe docs values: secret key sk_test_4eC39HqLyjWDarjtT1zdp7dc, "
      "card 4242 4242 4242 4242 for success and 4000 0000 0000 9995 for insufficient funds. Any exp date in the "
      "future works. Which test card triggers 3DS?",
      [], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242", "4000 0000 0000 9995"],
      "public Stripe documentation key and test cards")

    C("en", "neg-jwt-io-example",
      "Can you decode this and explain each part? It's the default token on jwt.io:\n"
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
      "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\nWhy does the signature verify with 'your-256-bit-secret'?",
      [], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "your-256-bit-secret"],
      "jwt.io documentation token and its placeholder secret")

    ups = "1Z" + rs(UP + DIG, 6) + "03" + dgt(8)
    usps = "9400 " + " ".join(dgt(4) for _ in range(4)) + " " + dgt(2)
    amz = f"11{R.randint(1, 4)}-{dgt(7)}-{dgt(7)}"
    C("en", "neg-tracking-numbers",
      f"Two packages from the same Amazon order {amz}. One came by UPS ({ups}) and arrived, the other one is "
      f"USPS {usps} and has said 'in transit, arriving late' for 6 days. When should I report it missing?",
      [], [amz, ups, usps], "order and tracking numbers")

    exp_h, got_h = rs(HEX, 64), rs(HEX, 64)
    short = rs(HEX, 7)
    C("en", "neg-checksum-mismatch",
      f"Downloaded ubuntu-24.04-live-server-amd64.iso. SHA256SUMS says {exp_h} but sha256sum gives me {got_h}. "
      f"Also the release notes mention commit {short} fixed the installer, is my download just corrupted?",
      [], [exp_h, got_h, short], "checksums and a short commit hash")

    rid, corr = uuid4(), uuid4()
    C("en", "neg-request-ids-versions",
      "Support asked for the details of the failed upload. From the response:\n"
      f"x-request-id: {rid}\nx-correlation-id: {corr}\nserver: api-gateway/2.31.4\n"
      "client: aws-sdk-js/3.556.0\nCan you help me write the support ticket?",
      [], [rid, corr, "api-gateway/2.31.4", "aws-sdk-js/3.556.0"], "request ids and version strings")

    C("en", "neg-readme-placeholders",
      "Writing the README for our CLI. Does this read clearly?\n\n"
      "1. Copy `.env.example` to `.env`\n2. Set `API_KEY=your_api_key_here`\n"
      "3. Call the API with `Authorization: Bearer <token>`\n4. In config.yml, `password: xxxxxxxx` must be replaced "
      "before the first run",
      [], ["your_api_key_here", "<token>", "xxxxxxxx"], "placeholders")

    masked = "**** **** **** " + dgt(4)
    rf = "RF" + dgt(10)
    C("en", "neg-masked-card-refund",
      f"Best Buy says the refund went back to my card {masked} on May 2, reference {rf}, amount $219.99. My bank "
      "says there's no pending credit. Who should I chase?",
      [], [masked, rf, "$219.99"], "masked card, refund reference, amount")

    sup_iban = iban("GB", "NWBK")
    vat = uk_vat()
    inv = "INV-" + dgt(5)
    C("en", "neg-supplier-invoice-iban",
      f"Paying a supplier invoice {inv} from Harrow Print Ltd. Their bank details on the invoice: IBAN "
      f"{fmt_iban(sup_iban)}, BIC NWBKGB2L, VAT reg GB {vat[:3]} {vat[3:7]} {vat[7:]}. Can you draft the payment "
      "reference line and a short email saying it's been paid?",
      [], [fmt_iban(sup_iban), "NWBKGB2L", f"GB {vat[:3]} {vat[3:7]} {vat[7:]}", inv],
      "a supplier's IBAN (mod-97 computed), its bank's BIC and VAT number (check computed)")

    C("en", "neg-weak-password-blog",
      "I'm writing a blog post on password hygiene. I want to mention 'hunter2', 'password123' and the xkcd "
      "'correct horse battery staple' idea, plus why 'Tr0ub4dor&3' is weaker than it looks. Can you outline it?",
      [], ["hunter2", "password123", "correct horse battery staple", "Tr0ub4dor&3"],
      "famous example passwords discussed as examples")

    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + dgt(1) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + dgt(1) + R.choice(UP)
    hotel = dnz(8)
    C("en", "neg-trip-itinerary",
      f"Make me a one-page itinerary: BA 283 to LAX on 12 June, booking ref {pnr}, seat 34A. Hotel: The Hoxley, "
      f"confirmation {hotel}, phone +44 20 7946 0{dgt(3)}. Car pickup at 4pm.",
      [], [pnr, hotel], "booking references")

    model, sn = "WM3900HBA", dgt(3) + "KW" + rs(UP + DIG, 5)
    C("en", "neg-washer-warranty",
      f"My LG washer (model {model}, serial {sn}) shows error code OE and won't drain. It's 14 months old. "
      "Does the 10-year motor warranty cover the drain pump or only the motor?",
      [], [model, sn], "model and serial numbers")

    don = "0x" + rs(HEX, 40)
    tx = "0x" + rs(HEX, 64)
    C("en", "neg-donation-address",
      f"I donated 0.05 ETH to an open-source project's published donation address {don} yesterday. Etherscan shows tx {tx} as successful. "
      "Can I get a tax receipt for a crypto donation in the US?",
      [], [don, tx], "public donation address and transaction hash")

    C("en", "neg-wire-routing-swift",
      "My cousin in Germany needs to wire me money to my Chase account. What does she need besides my account "
      "number? I found routing 021000021 and SWIFT CHASUS33 on the Chase site, is that right for international "
      "wires?",
      [], ["021000021", "CHASUS33"], "a bank's public routing number and SWIFT code")

    key, pub, fp = ed25519_pair("deploy@ci")
    pubb64 = pub.split()[1]
    C("en", "neg-ssh-public-key",
      f"How do I add this to the server's authorized_keys so CI can deploy?\n\nssh-ed25519 {pubb64} deploy@ci\n\n"
      f"The fingerprint should be {fp}.",
      [], [pubb64, fp], "SSH public key and fingerprint")

    ref = dgt(12)
    term = "TID " + dgt(8)
    approv = dgt(6)
    C("en", "neg-card-receipt-ref",
      f"Got charged twice at a gas station. Receipt: VISA XXXXXXXXXXXX{dgt(4)}, APPROVAL {approv}, {term}, "
      f"Ref No. {ref}, $64.12. Which of those numbers does my bank need for the dispute?",
      [], [ref, term, approv, "$64.12"], "receipt reference, terminal id, approval code, amount")

    C("en", "neg-famous-ssn-test-mnemonic",
      "Two trivia questions for my security class: why is 078-05-1120 the most misused SSN ever, and why do "
      "wallet libraries use 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon "
      "abandon about' as a test mnemonic? Also the TOTP RFC examples use JBSWY3DPEHPK3PXP, right?",
      [], ["078-05-1120", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
           "JBSWY3DPEHPK3PXP"], "famous public example values")

    im = imei()
    case = f"{R.randint(24, 24)}-{dgt(6)}"
    C("en", "neg-stolen-phone-imei",
      f"My phone got stolen on the bus. Police report number {case}. The carrier wants the IMEI for blacklisting: "
      f"{im} (from the box). Does blacklisting stop it working abroad too?",
      [], [case, im], "police report number and IMEI (Luhn computed)")

    C("en", "neg-promo-order",
      f"The promo code SPRING25 didn't apply to order #W{dgt(9)} even though the banner said it works sitewide. "
      "Can you write a polite message to Wayfair support asking for a price adjustment?",
      [], ["SPRING25"], "public promo code")

    ex = uuid4()
    C("en", "neg-uuid-placeholder-config",
      "In our docs we show `tenant_id: 123e4567-e89b-12d3-a456-426614174000` as the sample and "
      f"`${{DB_PASSWORD}}` for the env var. A customer literally pasted the sample UUID and got tenant {ex} "
      "not found. How should we word the docs so that doesn't happen?",
      [], ["123e4567-e89b-12d3-a456-426614174000", "${DB_PASSWORD}", ex], "documentation UUID and env-var placeholder")


# ============================================================== other languages
def de_cases():
    sid = steuer_id()
    sid_f = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    own = fmt_iban(iban("DE", "70150000"))
    fa = fmt_iban(iban("DE", "70000000"))
    C("de", "steuer-id-iban-elster",
      f"Hallo! Ich sitze gerade an meiner Steuererklärung in ELSTER. Meine Steuer-ID ist {sid_f}, die Erstattung "
      f"soll auf mein Girokonto {own}. Die Nachzahlung für 2022 hatte ich damals ans Finanzamt überwiesen (IBAN "
      f"{fa}, BIC MARKDEF1700). Muss ich die irgendwo angeben oder weiß das Finanzamt das sowieso?",
      [sid_f, own], [fa, "MARKDEF1700"],
      "Steuer-ID (ISO 7064 check computed) and own IBAN; the tax office's IBAN and BIC are public")

    code = dgt(4)
    key = dgt(20)
    key_f = grp(key, 4)
    dhl = "00340434" + dgt(12)
    C("de", "schluesselsafe-fritzbox",
      "Kannst du mir eine kurze WhatsApp an meine Schwiegereltern formulieren? Die kommen am Samstag, wir sind da "
      "noch im Urlaub.\n"
      f"- Schlüssel liegt im Schlüsselsafe neben der Garage, Code {code}\n"
      f"- WLAN: FRITZ!Box 7590 KQ, Netzwerkschlüssel {key_f}\n"
      "- Heizung bitte nicht über 21 Grad\n"
      f"- Falls ein DHL-Paket kommt (Sendungsnummer {dhl}), einfach annehmen",
      [code, key_f], [dhl], "key-safe code and FRITZ!Box Wi-Fi key; parcel number is a look-alike")

    kv = kvnr()
    betr = dnz(8)
    ik = "10" + dgt(7)
    C("de", "krankengeld-versichertennummer",
      f"Ich fülle gerade den Antrag auf Krankengeld aus. Versichertennummer: {kv}. Mein Arbeitgeber hat mir seine "
      f"Betriebsnummer {betr} gegeben, und im Formular steht noch das Institutionskennzeichen der Kasse {ik}. "
      "Wo trage ich was ein? Und muss die AU vom Arzt schon dabei sein?",
      [kv], [betr, ik], "health insurance number (check digit computed); employer number and IK are public")

    stw = fmt_iban(iban("DE", "70150000"))
    ci = creditor_id_de()
    ust = ust_id_de()
    rn = "RE-2024-" + dgt(6)
    C("de", "neg-stadtwerke-rechnung",
      f"Ich habe von den Stadtwerken eine Jahresabrechnung bekommen, Rechnungsnummer {rn}. Unten steht: "
      f"Zahlungsempfänger Stadtwerke Lindenau GmbH, IBAN {stw}, Gläubiger-ID {ci}, USt-IdNr. {ust}. Die wollen "
      "312,40 € Nachzahlung. Lohnt sich ein Widerspruch, wenn der Zählerstand nur geschätzt war?",
      [], [rn, stw, ci, ust, "312,40 €"],
      "a utility's IBAN, SEPA creditor id and VAT id (checks computed), invoice number, amount")


def fr_cases():
    n = nir(female=True)
    own = fmt_iban(iban("FR", "30004"))
    C("fr", "caf-nir-iban",
      "Bonjour, je remplis mon dossier d'aide au logement sur le site de la CAF. On me demande mon numéro de "
      f"sécurité sociale : {n}, et un RIB pour le versement. Mon IBAN c'est {own} (BIC BNPAFRPPXXX). "
      "Est-ce que je dois aussi envoyer mon bail, ou l'attestation du propriétaire suffit ?",
      [n, own], ["BNPAFRPPXXX"], "French NIR with key and own IBAN (RIB key computed); the bank BIC is public")

    dig = dgt(2) + R.choice("AB") + dgt(2)
    wpw = rs("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + rs("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + \
        rs("abcdefghjkmnpqrstuvwxyz23456789", 4)
    tel = f"06 {dgt(2)} {dgt(2)} {dgt(2)} {dgt(2)}"
    C("fr", "digicode-livebox",
      "Mon pote Karim arrive chez moi ce soir avant moi. Tu peux m'écrire un texto clair ? Digicode de "
      f"l'immeuble : {dig}, 3e étage porte gauche, la clé est chez la gardienne (Mme Duarte, {tel}). Le wifi "
      f"c'est Livebox-7A2C, mot de passe {wpw}. Et qu'il ne s'inquiète pas pour le chat, il griffe mais il est gentil.",
      [dig, wpw], [tel], "building door code and Wi-Fi password; caretaker's phone is a look-alike")

    c1, c2 = dgt(6), dgt(6)
    C("fr", "multi-3dsecure-sms",
      "J'ai reçu ce SMS à l'instant :\n« Votre code de validation pour le paiement de 89,90 EUR chez SNCF CONNECT "
      f"est : {c1}. Ne le communiquez jamais. »\nAlors que je n'ai rien acheté. C'est grave ?\n---\n"
      f"Et là je viens d'en recevoir un deuxième : {c2}. Je fais opposition sur la carte ?",
      [c1, c2], ["89,90 EUR"], "two 3-D Secure codes over two messages; amount is a look-alike")

    siren = fr_siren()
    siret = fr_siret(siren)
    siret_f = f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}"
    tva = fr_tva(siren)
    colis = "6A" + dgt(11)
    cmd = "CMD-" + dgt(8)
    C("fr", "neg-facture-colissimo",
      f"J'ai commandé un canapé chez Maison Lenoir (commande {cmd}), livré par Colissimo, numéro de suivi {colis}, "
      f"et il est arrivé abîmé. Sur la facture il y a SIRET {siret_f} et TVA intracommunautaire {tva}. "
      "Je dois faire la réclamation auprès d'eux ou de La Poste ?",
      [], [cmd, colis, siret_f, tva], "a shop's SIRET (Luhn) and VAT number (key computed), order and tracking numbers")


def es_cases():
    d = dni()
    own = fmt_iban(iban("ES"))
    ref = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs(UP + DIG, 5)
    C("es", "renta-dni-iban-referencia",
      "Hola, estoy haciendo la declaración de la renta en Renta WEB. Entré con el número de referencia que me "
      f"mandaron por SMS ({ref}) y mi DNI {d}. Para la devolución he puesto mi IBAN {own}. ¿Me conviene hacer "
      "la declaración conjunta con mi pareja si ella no tuvo ingresos este año?",
      [ref, d, own],
      [], "DNI (letter computed), own IBAN (DC and mod-97 computed) and the Renta WEB access reference, which is a credential")

    cuil = ar_cuit("27")
    cbu = ar_cbu()
    clave = pw_human(ES_WORDS)
    C("es", "anses-cuil-cbu",
      "Che, necesito ayuda con el formulario de ANSES para cobrar la asignación. Me pide CUIL y CBU. Mi CUIL es "
      f"{cuil} y el CBU de mi caja de ahorro en el Banco Nación es {cbu}. La clave de la seguridad social que me hice "
      f"es {clave}, ¿la tengo que renovar cada tanto?",
      [cuil, cbu, clave], [], "Argentine CUIL and CBU (checks computed) and social-security password")

    old, new = pw_human(ES_WORDS), pw_human(ES_WORDS)
    C("es", "multi-wifi-correccion",
      "Oye, hazme un cartelito para la nevera del piso compartido con la wifi: red MOVISTAR_4F21, contraseña "
      f"{old}\n---\nUy no, esa es la antigua, la cambié la semana pasada. La buena es {new}. Y pon también que "
      "no apaguen el router, que luego se queja Jorge.",
      [old, new], [], "Wi-Fi password corrected in a second message; both are passwords")

    cl = clabe("012")
    nip_ = dgt(4)
    rastreo = "MBAN01" + dgt(18)
    refn = dgt(7)
    C("es", "mx-spei-clabe-nip",
      "Hice una transferencia SPEI de $3,500 a mi casero y no le llegó. Mi CLABE es "
      f"{cl} (BBVA). El comprobante dice clave de rastreo {rastreo} y número de referencia {refn}. ¿Con eso puedo "
      f"reclamar? Por cierto, el de la sucursal me pidió mi NIP del cajero ({nip_}), ¿eso es normal?",
      [cl, nip_], [rastreo, refn, "$3,500"], "own CLABE (check computed) and ATM PIN; SPEI tracking key and reference are look-alikes")

    cif = es_cif("B")
    ped = "ES" + dgt(9)
    seur = dgt(14)
    C("es", "neg-factura-seur",
      f"Pedí unas zapatillas a una tienda online (pedido {ped}) y me llegó otra talla. En la factura pone CIF "
      f"{cif}. El envío fue con SEUR, número de envío {seur}. ¿Cómo redacto la reclamación para que me devuelvan "
      "el dinero y no un vale?",
      [], [ped, cif, seur], "a shop's CIF (control digit computed), order and shipment numbers")


def pt_cases():
    c = cpf()
    senha = dgt(4)
    proto = dgt(12)
    C("pt", "br-nubank-cpf-senha",
      "Oi, troquei de celular e preciso entrar de novo no app do banco. Coloquei meu CPF "
      f"{c} e a senha de 4 dígitos {senha}, mas diz que o dispositivo não está autorizado. Liguei e o atendente me "
      f"deu o protocolo {proto}. Vou ter que mandar selfie de novo?",
      [c, senha], [proto], "CPF (check digits computed) and app password; support protocol number is a look-alike")

    nif_ = pt_nif()
    niss = pt_niss()
    own = fmt_iban(iban("PT"))
    C("pt", "pt-recibos-verdes",
      "Olá! Vou começar a passar recibos verdes e a contabilista pediu-me os dados: NIF "
      f"{nif_}, NISS {niss} e o IBAN para os reembolsos, {own}. Também lhe tenho de dar a senha do Portal das "
      "Finanças ou há outra forma de ela aceder?",
      [nif_, niss, own], [], "Portuguese NIF and NISS (checks computed) and own IBAN")

    code = f"{dgt(3)}-{dgt(3)}"
    rast = s10("QB", "BR")
    C("pt", "br-whatsapp-code-golpe",
      "Vendi um videogame na OLX e o comprador pediu pra eu mandar o código que chegou por SMS pra \"confirmar o "
      f"pagamento\". A mensagem diz: \"Seu código do WhatsApp: {code}. Não compartilhe esse código com ninguém.\" "
      f"Ele também me mandou um código de rastreio dos Correios, {rast}, dizendo que o dinheiro já foi. É golpe, né?",
      [code], [rast], "WhatsApp registration code; Correios tracking code (S10 check computed) is a look-alike")

    cn = cnpj()
    chave = nfe_chave(cn)
    ped = dgt(10)
    C("pt", "neg-br-nota-fiscal",
      f"Comprei uma geladeira e a nota fiscal veio com o CNPJ {cn}, que é de outra empresa, não da loja. Pedido "
      f"{ped}, chave de acesso da NF-e {chave}. Isso é normal? A garantia vale mesmo assim?",
      [], [cn, ped, chave], "company CNPJ and NF-e access key (check digits computed), order number")


def ru_cases():
    ser = f"{R.randint(40, 46)} {R.randint(10, 23):02d}"
    pas = f"{ser} {dgt(6)}"
    sn = snils()
    inn = ru_inn12()
    clinic = ru_inn10()
    C("ru", "vychet-pasport-snils-inn",
      "Помоги заполнить заявление на налоговый вычет за лечение. Мои данные: паспорт "
      f"{pas}, выдан ГУ МВД России по г. Москве, СНИЛС {sn}, ИНН {inn}. Клиника выдала справку об оплате "
      f"медицинских услуг, ИНН клиники {clinic}. Что ещё нужно приложить?",
      [pas, sn, inn], [clinic], "passport, SNILS and personal INN (checks computed); the clinic's INN is public")

    c1, c2 = dgt(6), dgt(6)
    C("ru", "multi-sber-sms-kod",
      f"Мне только что пришло СМС: «Код: {c1}. Никому не сообщайте код, даже сотруднику банка. Вход в СберБанк "
      "Онлайн». Я никуда не входила.\n---\n"
      "И сразу позвонил мужчина, говорит из службы безопасности банка, просит продиктовать код. Пришло ещё одно "
      f"СМС: «Подтвердите перевод 15 000 р. кодом {c2}». Что мне делать?",
      [c1, c2], ["15 000 р."], "two bank confirmation codes over two messages")

    inn10 = ru_inn10()
    kpp = inn10[:4] + "01001"
    ogrn = ru_ogrn()
    bik = "044525225"
    acc = ru_account(bik, "40702810")
    ks = "30101810400000000225"
    C("ru", "neg-rekvizity-ooo",
      "Составь, пожалуйста, письмо контрагенту с просьбой проверить реквизиты. Они прислали такие: ООО «Северный "
      f"ветер», ИНН {inn10}, КПП {kpp}, ОГРН {ogrn}, р/с {acc} в ПАО Сбербанк, БИК {bik}, к/с {ks}. "
      "Бухгалтер говорит, что что-то не сходится.",
      [], [inn10, kpp, ogrn, acc, bik, ks],
      "a company's INN, KPP, OGRN, settlement account (key with BIK computed), BIK, correspondent account")


def uk_cases():
    rn = ua_rnokpp()
    idc = dgt(9)
    y, m, d = birth(1960, 2003)
    unzr = f"{y}{m:02d}{d:02d}-{dgt(5)}"
    C("uk", "subsydiia-rnokpp-id",
      "Допоможи заповнити заяву на субсидію через Дію. РНОКПП "
      f"{rn}, ID-картка № {idc}, запис № {unzr}. Чи треба ще довідку про доходи, якщо я ФОП на єдиному податку?",
      [rn, idc, unzr], [], "Ukrainian taxpayer number (check computed), ID card and register numbers")

    kod = dgt(4)
    wpw = pw_human(GEN_WORDS)
    ttn = "20450" + dgt(9)
    C("uk", "susidka-kod-wifi",
      "Напиши коротке повідомлення для сусідки, яка поливатиме квіти, поки нас не буде: код від під'їзду "
      f"{kod}, ключ від квартири в поштовій скриньці, пароль від вайфаю {wpw}. І нагадай, що прийде посилка з "
      f"Нової пошти, ТТН {ttn}, хай забере, будь ласка.",
      [kod, wpw], [ttn], "entrance code and Wi-Fi password; waybill number is a look-alike")

    edrpou = dnz(8)
    fund = fmt_iban(iban("UA", "305299"))
    C("uk", "neg-donat-fond",
      "Хочу задонатити на збір для бригади. Реквізити фонду: отримувач БФ «Світанок», ЄДРПОУ "
      f"{edrpou}, IBAN {fund}, призначення платежу: «Благодійний внесок». Чи можна потім отримати податкову "
      "знижку на цю суму?",
      [], [edrpou, fund], "a charity's registry code and IBAN")


def pl_cases():
    p1, p2 = pesel(None, 1978, 1996), pesel(True, 2012, 2021)
    C("pl", "800plus-pesel-corka",
      "Wypełniam wniosek o 800+ w aplikacji ZUS i pyta o PESEL mój i dziecka. Mój to "
      f"{p1}, córki {p2}. Czy muszę dołączać akt urodzenia, jeśli córka urodziła się w Niemczech?",
      [p1, p2], [], "own and child's PESEL (checks computed)")

    own = iban("PL")
    nrb = own[2:4] + " " + grp(own[4:], 4)
    blik = dgt(6)
    olx = dnz(9)
    C("pl", "olx-blik-oszustwo",
      f"Sprzedaję rower na OLX (ogłoszenie nr {olx}). Kupujący napisał na WhatsAppie, że zapłaci przez „OLX "
      f"dostawę” i żebym podał numer konta, więc wysłałem mu {nrb}. Teraz prosi o kod BLIK {blik}, „żeby odblokować "
      "przelew”. To oszustwo, prawda? Co mam zrobić z kontem?",
      [nrb, blik], [olx], "own account number (NRB) and a BLIK code; listing number is a look-alike")

    n = nip()
    nip_f = f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"
    reg = regon()
    fv = f"FV/2024/05/{dgt(3)}"
    inpost = dgt(24)
    C("pl", "neg-faktura-inpost",
      f"Dostałem fakturę {fv} od firmy remontowej: NIP {nip_f}, REGON {reg}, do zapłaty 4 305,00 zł. Płytki "
      f"przyszły InPostem, numer przesyłki {inpost}, i połowa jest pęknięta. Pomożesz napisać reklamację?",
      [], [fv, nip_f, reg, inpost], "a company's NIP and REGON (checks computed), invoice and parcel numbers")


def cs_cases():
    rc = cz_rc()
    acct, _ = cz_account()
    vs = dnz(6)
    C("cs", "prispevek-rodne-cislo-ucet",
      "Ahoj, vyplňuju žádost o příspěvek na bydlení. Rodné číslo "
      f"{rc}, číslo účtu pro výplatu {acct}. U nájmu platím s variabilním symbolem {vs}, patří to tam taky?",
      [rc, acct], [vs], "birth number (mod 11 computed) and own account; variable symbol is a payment reference")

    pin = dgt(4)
    C("cs", "babicka-pin-duchod",
      f"Babička mi dala svou kartu a PIN {pin}, abych jí zítra vybrala důchod z bankomatu, protože nemůže chodit. "
      "Je to v pořádku, nebo potřebuju plnou moc? Karta je od České spořitelny.",
      [pin], [], "entrusted card PIN")

    ico = cz_ico()
    eacct, _ = cz_account()
    vs = dnz(10)
    C("cs", "neg-eshop-platba",
      "Objednal jsem pračku z e-shopu, platba převodem. Údaje: příjemce Elektro Vltava s.r.o., IČO "
      f"{ico}, DIČ CZ{ico}, účet {eacct}, variabilní symbol {vs}, částka 12 490 Kč. Zaplatil jsem a pořád to "
      "ukazuje nezaplaceno. Co jim mám napsat?",
      [], [ico, "CZ" + ico, eacct, vs, "12 490 Kč"], "a shop's IČO (check computed), VAT id, account, payment reference")


def it_cases():
    cf = cf_code("Esposito", "Giulia", female=True)
    own = fmt_iban(iban("IT"))
    pv = piva()
    C("it", "730-codice-fiscale-iban",
      "Ciao, sto compilando il 730 precompilato e devo inserire l'IBAN per il rimborso: "
      f"{own}. Il mio codice fiscale è {cf}. Le spese del dentista le trovo già caricate o devo aggiungerle io? "
      f"Lo studio ha partita IVA {pv}.",
      [own, cf], [pv], "codice fiscale and own IBAN (check characters computed); a dentist's VAT number is public")

    otp = dgt(6)
    pin = dgt(5)
    C("it", "sms-bonifico-pin",
      "Mi è arrivato questo SMS: \"Il codice per autorizzare il bonifico di 1.250,00 euro è "
      f"{otp}. Non comunicarlo a nessuno.\" Io non ho fatto nessun bonifico! Ho chiamato il numero che c'era nel "
      f"messaggio e mi hanno chiesto anche il PIN della carta, gliel'ho detto: {pin}. Che faccio adesso?",
      [otp, pin], ["1.250,00 euro"], "authorization code and card PIN")

    pv = piva()
    ordn = dgt(9)
    brt = dgt(12)
    C("it", "neg-ordine-brt",
      f"Ho ordinato una bici da un negozio online (ordine n. {ordn}), partita IVA {pv}. BRT dice consegnato, "
      f"spedizione {brt}, ma io non ho ricevuto niente. Mi scrivi una PEC per contestare?",
      [], [ordn, pv, brt], "a shop's VAT number (Luhn), order and shipment numbers")


def nl_cases():
    b = bsn()
    own = fmt_iban(iban("NL"))
    bd = "NL86 INGB 0002 4455 88"
    C("nl", "toeslagen-bsn-iban",
      "Ik vraag huurtoeslag aan via Mijn toeslagen. BSN "
      f"{b}, rekeningnummer {own}. Moet mijn vriendin ook haar BSN geven als ze op hetzelfde adres staat? En ik moet "
      f"nog een aanslag betalen aan de Belastingdienst op {bd}, kan dat in termijnen?",
      [b, own], [bd], "BSN (11-proof computed) and own IBAN; the tax office's published IBAN is public")

    pw = pw_human(NL_WORDS)
    sms = dgt(6)
    C("nl", "digid-wachtwoord-sms",
      "Ik kom niet in mijn DigiD. Gebruikersnaam is jvandijk84, wachtwoord "
      f"{pw}, en de sms-code die ik net kreeg is {sms}. Hij zegt steeds 'inloggen mislukt'. Moet ik de DigiD app "
      "gebruiken?",
      [pw, sms], [], "DigiD password and SMS code")

    kvk = dnz(8)
    btw = "NL" + bsn() + "B01"
    comp = fmt_iban(iban("NL", "RABO"))
    fnr = "F" + dgt(7)
    kenmerk = " ".join(dgt(4) for _ in range(4))
    C("nl", "neg-betalingsherinnering",
      f"Kun je deze betalingsherinnering checken? Factuur {fnr} van Schildersbedrijf De Kwast, KvK {kvk}, btw-id "
      f"{btw}, bedrag € 1.845,00, betalen op {comp} onder vermelding van betalingskenmerk {kenmerk}. Het lijkt "
      "echt, maar ik ken ze niet.",
      [], [fnr, kvk, btw, comp, kenmerk], "a company's KvK, VAT id, IBAN, invoice number and payment reference")


def sv_cases():
    pnr = se_pnr()
    clr = "8" + dgt(3) + "-" + dgt(1)
    acct = dnz(10)
    C("sv", "fk-personnummer-konto",
      "Hej! Jag fyller i blanketten för utbetalning från Försäkringskassan. Personnummer "
      f"{pnr}, och kontot i Swedbank: clearingnummer {clr}, kontonummer {acct}. Räcker det eller måste jag anmäla "
      "kontot till Kontoregistret?",
      [pnr, acct], [clr], "personnummer (Luhn computed) and own account; the clearing number identifies the bank")

    port = dgt(4)
    lgh = "1" + dgt(3)
    while lgh == port:
        lgh = "1" + dgt(3)
    wpw = pw_human(GEN_WORDS)
    C("sv", "portkod-wifi-syster",
      "Skriv ett kort sms till min syster som ska vattna blommorna: portkoden är "
      f"{port}, lägenhet {lgh} på fjärde våningen, nyckeln ligger hos grannen Berit. Wifi heter Telia-7F3A, "
      f"lösenordet är {wpw}.",
      [port, wpw], [lgh], "door code and Wi-Fi password; the flat number is a look-alike")

    org = se_orgnr()
    bg = luhn_num(dnz(1), 8)
    bg_f = bg[:4] + "-" + bg[4:]
    ocr = luhn_num(dnz(1), 14)
    C("sv", "neg-faktura-ocr",
      "Fick en faktura från \"Nordisk Elservice AB\", org.nr "
      f"{org}, bankgiro {bg_f}, OCR {ocr}, 1 240 kr, förfaller 30 juni. Jag har aldrig hört talas om dem. "
      "Hur kollar jag om det är bluff?",
      [], [org, bg_f, ocr, "1 240 kr"], "company org. number, bankgiro and OCR reference (Luhn computed)")


def da_cases():
    cpr = dk_cpr()
    reg = dgt(4)
    konto = dgt(10)
    C("da", "su-nemkonto-cpr",
      "Hej, jeg skal søge SU og skal oplyse min NemKonto. Reg.nr. "
      f"{reg}, kontonr. {konto}, og mit CPR-nummer er {cpr}. Skal jeg gøre noget særligt, når min NemKonto "
      "allerede er i en anden bank?",
      [konto, cpr], [reg], "CPR number and own account; the bank's reg. number is public")

    box = dgt(4)
    wpw = pw_human(GEN_WORDS)
    cvr = dk_cvr()
    book = dnz(8)
    C("da", "sommerhus-noegleboks",
      f"Vi lejer vores sommerhus ud gennem et bureau (CVR {cvr}), og jeg skal skrive til lejerne. Nøgleboksen "
      f"sidder ved bryggerset, koden er {box}. Wifi: Sommerhus_Hvide_Sande / {wpw}. Bookingnummer {book}. "
      "Kan du skrive det pænt på dansk og tysk?",
      [box, wpw], [cvr, book], "key-box code and Wi-Fi password; the agency's CVR (mod 11) and booking number are look-alikes")


def no_cases():
    fnr = no_fnr()
    k = bban("NO")
    konto = f"{k[:4]}.{k[4:6]}.{k[6:]}"
    pw = pw_human(NO_WORDS)
    C("no", "bostotte-fnr-bankid",
      "Hjelp meg med søknaden om bostøtte. Fødselsnummer "
      f"{fnr}, utbetaling til kontonummer {konto}. Jeg logger inn med BankID, passordet er {pw}, men den sier "
      "at passordet er sperret etter tre forsøk. Hva gjør jeg?",
      [fnr, konto, pw], [], "fødselsnummer and account (mod 11 computed) and BankID password")

    org = no_orgnr()
    k = bban("NO")
    konto = f"{k[:4]}.{k[4:6]}.{k[6:]}"
    kid = luhn_num(dnz(1), 15)
    C("no", "neg-faktura-kid",
      f"Fikk en faktura fra Fjellstua Rør AS, org.nr. {org} MVA, kontonummer {konto}, KID {kid}, beløp "
      "kr 3 450,-. Kan du forklare hva KID-nummer er og om jeg må bruke det?",
      [], [org, konto, kid], "a company's org. number, account and KID (checks computed)")


def fi_cases():
    h = fi_hetu()
    own = fmt_iban(iban("FI"))
    C("fi", "kela-hetu-tili",
      "Hei, täytän Kelan asumistukihakemusta. Henkilötunnus "
      f"{h}, tilinumero {own}. Pitääkö vuokrasopimus liittää mukaan vai riittääkö vuokranantajan ilmoitus?",
      [h, own], [], "Finnish personal identity code and own IBAN (checks computed)")

    ovi = dgt(4)
    wpw = pw_human(GEN_WORDS)
    C("fi", "mokki-avainlaatikko",
      "Kirjoita vieraille ohje mökille: avainlaatikko on saunan seinässä, koodi "
      f"{ovi}. Wifi: DNA-Mokkula-7B21, salasana {wpw}. Saunaa ei saa lämmittää yli 90 asteeseen ja roskat viedään "
      "tien varren jäteastiaan.",
      [ovi, wpw], [], "key-box code and Wi-Fi password")

    yt = fi_ytunnus()
    ib = fmt_iban(iban("FI"))
    viite = fi_viite()
    lnr = dgt(5)
    C("fi", "neg-lasku-viitenumero",
      "Sain laskun: saaja Putkityö Virtanen Oy, Y-tunnus "
      f"{yt}, tilinumero {ib}, viitenumero {viite}, summa 684,20 €. Voinko maksaa ilman viitettä, jos laitan "
      f"viestikenttään laskun numeron {lnr}?",
      [], [yt, ib, viite, lnr], "a company's business id, IBAN and reference number (checks computed)")


def hu_cases():
    taj = hu_taj()
    taj_f = f"{taj[:3]} {taj[3:6]} {taj[6:]}"
    ado = hu_adoaz()
    C("hu", "belepes-taj-adoazonosito",
      "Szia! Az új munkahelyemen kérik a TAJ számomat és az adóazonosító jelemet a belépéshez. TAJ: "
      f"{taj_f}, adóazonosító jel: {ado}. Elküldhetem ezeket e-mailben a HR-nek, vagy az nem biztonságos?",
      [taj_f, ado], [], "TAJ and tax identification number (checks computed)")

    pw = pw_human(GEN_WORDS)
    b = bban("HU")
    szamla = f"{b[:8]}-{b[8:16]}-{b[16:]}"
    C("hu", "netbank-jelszo-szamla",
      "Nem tudok belépni a netbankba. Az azonosítóm kovacs.eszter, a jelszó "
      f"{pw}. A számlaszámom {szamla}. Háromszor elrontottam, most mit csináljak, letiltották?",
      [pw, szamla], [], "netbank password and own account number (check digits computed)")

    adsz = hu_adoszam()
    b = bban("HU")
    cszamla = f"{b[:8]}-{b[8:16]}-{b[16:]}"
    sorsz = f"KSZ-2024/{dgt(5)}"
    C("hu", "neg-villanyszerelo-szamla",
      "Kaptam egy számlát egy villanyszerelő cégtől: adószám "
      f"{adsz}, bankszámlaszám {cszamla}, a számla sorszáma {sorsz}, végösszeg 86 360 Ft. Átutalásnál mit írjak "
      "a közleménybe?",
      [], [adsz, cszamla, sorsz, "86 360 Ft"], "a company's tax number and account (checks computed), invoice number")


def ro_cases():
    cnp = ro_cnp()
    own = fmt_iban(iban("RO", "BTRL"))
    C("ro", "anaf-cnp-iban",
      "Salut! Completez declarația unică în SPV la ANAF. CNP-ul meu este "
      f"{cnp}, iar IBAN-ul pentru restituire {own} (Banca Transilvania). Trebuie să declar și chiria pe care o "
      "primesc pentru apartamentul din Cluj?",
      [cnp, own], [], "CNP (check computed) and own IBAN")

    pw = pw_human(RO_WORDS)
    code = dgt(6)
    C("ro", "emag-parola-cod",
      "Nu mai pot intra în contul de eMAG. Emailul e andreea.pop91@yahoo.com, parola "
      f"{pw}. Mi-a venit și un cod pe SMS, {code}, dar zice că a expirat. Ce să fac?",
      [pw, code], [], "shop account password and SMS code")

    cui = ro_cui()
    awb = dgt(13)
    cmd = dnz(9)
    C("ro", "neg-comanda-awb",
      f"Am comandat o canapea de pe un site, comanda nr. {cmd}. Pe factură scrie CUI RO{cui}, iar AWB-ul Fan "
      f"Courier e {awb}. Coletul e blocat „în depozit” de o săptămână. Cum formulez o reclamație la ANPC?",
      [], [cmd, "RO" + cui, awb], "a company's CUI (check computed), order and AWB numbers")


def el_cases():
    amka = gr_amka()
    afm = gr_afm()
    pw = pw_human(GEN_WORDS)
    C("el", "epidoma-amka-afm-taxis",
      "Γεια σου! Θέλω να κάνω αίτηση για το επίδομα θέρμανσης. ΑΜΚΑ "
      f"{amka}, ΑΦΜ {afm}. Οι κωδικοί μου στο Taxisnet είναι χρήστης gpapadopoulos85 και συνθηματικό {pw}. "
      "Μπορείς να μου πεις τα βήματα;",
      [amka, afm, pw], [], "AMKA and personal AFM (checks computed) and Taxisnet password")

    door = dgt(4)
    wpw = pw_human(GEN_WORDS)
    cafm = gr_afm("09")
    book = dnz(10)
    C("el", "airbnb-thessaloniki",
      f"Νοικιάζω το διαμέρισμα στη Θεσσαλονίκη μέσω Booking (κράτηση {book}). Γράψε μου ένα μήνυμα για τους "
      f"επισκέπτες: ο κωδικός της εξώπορτας είναι {door}, το WiFi είναι COSMOTE-8F21 με κωδικό {wpw}. Για "
      f"τιμολόγιο, η εταιρεία διαχείρισης έχει ΑΦΜ {cafm}.",
      [door, wpw], [book, cafm], "door code and Wi-Fi password; booking number and a company's AFM are look-alikes")


def tr_cases():
    tc = tc_kimlik()
    pw = pw_human(TR_WORDS)
    C("tr", "edevlet-tc-sifre",
      "Merhaba, e-Devlet şifremi hatırladığımı sanıyordum ama giremiyorum. TC kimlik no "
      f"{tc}, şifre {pw}. 'Hatalı giriş' diyor. Bir de SGK hizmet dökümünü nereden alıyorum?",
      [tc, pw], [], "TC kimlik no (checks computed) and e-Devlet password")

    own = fmt_iban(iban("TR"))
    site = fmt_iban(iban("TR"))
    C("tr", "depozito-iban-aidat",
      "Ev sahibi depozitoyu iade etmek için IBAN'ımı istedi. Benim IBAN: "
      f"{own}. Aidatları ise site yönetiminin hesabına yatırıyorum: {site}. İkisini karıştırmamak için ev sahibine "
      "kısa bir mesaj yazar mısın?",
      [own], [site], "own IBAN vs the building management's IBAN used for payments")

    vkn = dnz(10)
    kargo = dgt(12)
    sip = dnz(9)
    C("tr", "neg-siparis-kargo",
      f"Online aldığım kulaklık bozuk çıktı. Sipariş no {sip}, satıcı firmanın vergi numarası {vkn}, Yurtiçi "
      f"Kargo takip no {kargo}. İade talebi için bir metin yazar mısın?",
      [], [sip, vkn, kargo], "order, company tax and tracking numbers")


def zh_cases():
    sfz = cn_id()
    card_ = luhn_num("622588", 16)
    paypw = dgt(6)
    C("zh", "gongzika-shenfenzheng",
      "帮我写一条给公司财务的消息，说我工资卡换了。新卡是招商银行的，卡号 "
      f"{card_}，开户行是深圳南山支行。身份证号 {sfz}。另外我支付宝的支付密码是 {paypw}，最近老收到奇怪的短信，"
      "要不要改一下？",
      [card_, sfz, paypw], [], "bank card number (Luhn), resident ID (check computed) and payment password")

    c1, c2 = dgt(6), dgt(6)
    C("zh", "multi-weixin-yanzhengma",
      f"刚收到一条短信：“【微信】验证码：{c1}，用于微信账号登录，泄露有风险。如非本人操作，请忽略。”我没有登录啊\n---\n"
      f"然后有个人加我好友，说是客服，让我把验证码发给他帮我解冻账号。又来了一条：“【腾讯科技】您的验证码为{c2}，5分钟内有效。”怎么办？",
      [c1, c2], [], "two login verification codes over two messages")

    uscc = cn_uscc()
    sf = "SF" + dgt(13)
    order = dnz(19)
    C("zh", "neg-taobao-tuihuo",
      f"我在淘宝买的空气净化器坏了，订单号 {order}。商家发票上的统一社会信用代码是 {uscc}，顺丰单号 {sf}。"
      "帮我写一段申请退货退款的话，语气客气一点。",
      [], [order, uscc, sf], "order number, a company's unified social credit code (check computed), courier number")


def ja_cases():
    mn = jp_mynumber()
    mn_f = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    shiten = dgt(3)
    koza = dgt(7)
    C("ja", "mynumber-kyuyo-koza",
      "会社からマイナンバーと給与振込口座を提出するように言われました。マイナンバーは "
      f"{mn_f}、口座は三井住友銀行 渋谷支店（店番{shiten}）普通 {koza} です。メールで送っても大丈夫でしょうか？",
      [mn_f, koza], [shiten], "My Number (check computed) and own account; the branch number is public")

    p1 = dgt(4)
    p2 = dgt(4)
    while p2 == p1:
        p2 = dgt(4)
    p2 = native_digits(p2, "fw")
    C("ja", "multi-anshou-bangou",
      f"キャッシュカードの暗証番号を {p1} にしたんだけど、覚え方のコツある？語呂合わせとか。\n---\n"
      f"ごめん、さっきのは前の番号だった。今のは {p2} です。こっちで語呂合わせ考えて。",
      [p1, p2], [], "card PIN and its correction (the second in full-width digits); both are PINs")

    hj = jp_houjin()
    ym = yamato()
    order = f"{dgt(3)}-{dgt(7)}-{dgt(7)}"
    C("ja", "neg-tsuhan-toiawase",
      f"通販で買った炊飯器が届きません。注文番号 {order}、ヤマト運輸の伝票番号 {ym} です。ショップの会社概要には"
      f"法人番号 {hj} と書いてあります。問い合わせ文を作ってもらえますか？",
      [], [order, ym, hj], "order and tracking numbers, a company's corporate number (check computed)")


def ko_cases():
    rrn = kr_rrn()
    acct = f"{dgt(6)}-{dgt(2)}-{dgt(6)}"
    pw = pw_human(GEN_WORDS)
    C("ko", "yeonmal-jeongsan",
      "연말정산 서류 내려는데 회사에서 주민등록번호랑 급여계좌를 달래요. 주민번호 "
      f"{rrn}, 국민은행 {acct}. 그리고 홈택스 들어갈 때 공동인증서 비밀번호가 {pw} 인데 자꾸 틀렸다고 나와요. "
      "대소문자 문제일까요?",
      [rrn, acct, pw], [], "resident registration number (check computed), own account and certificate password")

    gate = dgt(4)
    door = dgt(6)
    wpw = pw_human(GEN_WORDS)
    C("ko", "chingu-annae-munja",
      "다음 주에 친구가 우리 집에서 며칠 지낼 건데 안내 문자 좀 써 줘. 공동현관 비밀번호는 "
      f"{gate}, 현관 도어락은 {door}, 와이파이는 iptime-5G / {wpw}. 택배 오면 경비실에 맡겨 달라고 해 줘.",
      [gate, door, wpw], [], "building entrance code, door-lock code and Wi-Fi password")

    brn = kr_brn()
    wb = dgt(12)
    order = dnz(14)
    C("ko", "neg-jumun-unsongjang",
      f"온라인으로 산 의자가 파손돼서 왔어요. 주문번호 {order}, CJ대한통운 운송장번호 {wb}. 판매자 정보에 "
      f"사업자등록번호 {brn}라고 되어 있는데, 판매자한테 직접 연락해야 하나요?",
      [], [order, wb, brn], "order and waybill numbers, a seller's business registration number (check computed)")


def ar_cases():
    nid = sa_id("1")
    own = fmt_iban(iban("SA", "80"))
    pw = pw_human(GEN_WORDS)
    C("ar", "sa-sakani-hawiya-iban",
      "السلام عليكم، أبغى أقدم على الدعم السكني ويطلبون رقم الهوية والآيبان. رقم هويتي "
      f"{nid} والآيبان حقي {own} في مصرف الراجحي. وكلمة المرور حقت أبشر {pw}، هل أحتاجها عشان أسجل دخول في سكني؟",
      [nid, own, pw], [], "Saudi national id (Luhn), own IBAN and Absher password")

    nid = eg_nid()
    pin = native_digits(dgt(6), "ar")
    C("ar", "eg-vodafone-cash",
      "عايز أفتح محفظة فودافون كاش. الرقم القومي بتاعي "
      f"{nid}. وبعد ما فتحتها عملت الرقم السري {pin}، بس في واحد كلمني وقال إنه من خدمة العملاء وعايز الرقم "
      "السري عشان يفعّل المحفظة. أديهوله؟",
      [nid, pin], [], "Egyptian national id (check digit not computed) and wallet PIN in Arabic-Indic digits")

    vat = "3" + dgt(13) + "3"
    order = dnz(8)
    awb = dnz(11)
    C("ar", "neg-fatura-shahna",
      "طلبت جوال من متجر إلكتروني ووصلتني الفاتورة فيها الرقم الضريبي "
      f"{vat}، ورقم الطلب {order}، ورقم الشحنة من أرامكس {awb}. الشحنة متأخرة أسبوعين، اكتب لي رسالة شكوى للمتجر.",
      [], [vat, order, awb], "a shop's VAT number, order and shipment numbers")


def fa_cases():
    code = native_digits(ir_code(), "fa")
    k = card("iran")
    k_f = grp(k, 4, "-")
    r2 = native_digits(dgt(R.randint(6, 8)), "fa")
    cvv2 = dgt(4)
    C("fa", "yaraneh-kart-ramz-dovom",
      "سلام، می خوام تو سامانه یارانه ثبت نام کنم. کد ملی "
      f"{code}، شماره کارت {k_f}. برای خرید شارژ هم رمز دوم پویا گرفتم: {r2} و CVV2 کارت {cvv2} رو زدم. "
      "ولی سایت میگه اطلاعات اشتباهه، چرا؟",
      [code, k_f, r2, cvv2], [], "Iranian national code (check computed) and dynamic password in Persian digits, card number (Luhn), CVV2")

    sheba = fmt_iban(iban("IR"))
    peig = dgt(12)
    C("fa", "neg-kheyrieh-sheba",
      "می خوام به یک موسسه خیریه کمک کنم. شماره شبای موسسه "
      f"{sheba} هست. بعد از واریز، شماره پیگیری {peig} رو گرفتم. چطور رسید بگیرم که برای معافیت مالیاتی "
      "قابل استفاده باشه؟",
      [], [sheba, peig], "a charity's IBAN (mod-97 computed) and a payment tracking number")


def he_cases():
    tz = il_id()
    pw = pw_human(GEN_WORDS)
    otp = dgt(6)
    C("he", "bank-tz-sisma-otp",
      "היי, אני מנסה להיכנס לאתר של הבנק ולא מצליח. תעודת זהות "
      f"{tz}, סיסמה {pw}, וקיבלתי עכשיו קוד חד פעמי בסמס: {otp}. כתוב שהפרטים שגויים. מה עושים?",
      [tz, pw, otp], [], "Israeli ID (check digit computed), bank password and one-time code")

    gate = dgt(4)
    wpw = pw_human(GEN_WORDS)
    hp = luhn_num("51", 9)
    C("he", "tzimer-orchim",
      "תכתוב לי הודעה לאורחים שמגיעים לצימר בסופ\"ש: הקוד לשער החניה "
      f"{gate}, הסיסמה לוויפי {wpw}. ואם צריכים חשבונית, זה דרך החברה שלנו, ח.פ. {hp}.",
      [gate, wpw], [hp], "gate code and Wi-Fi password; the company number is public")


def hi_cases():
    aad = aadhaar()
    acct = dnz(11)
    ifsc = "SBIN000" + dgt(4)
    C("hi", "pm-kisan-aadhaar-khata",
      "नमस्ते, मुझे पीएम किसान योजना का फॉर्म भरना है। मेरा आधार नंबर "
      f"{aad} है, बैंक खाता संख्या {acct} (स्टेट बैंक), IFSC कोड {ifsc}। क्या मोबाइल नंबर आधार से लिंक होना "
      "जरूरी है?",
      [aad, acct], [ifsc], "Aadhaar (Verhoeff computed) and own account; IFSC is a public branch code")

    pin = native_digits(dgt(6), "hi")
    utr = dnz(12)
    C("hi", "upi-pin-customer-care",
      "मैंने PhonePe से ₹2,000 भेजे, पैसे कट गए लेकिन सामने वाले को नहीं मिले। UTR नंबर "
      f"{utr} है। फिर कस्टमर केयर वाले ने फोन करके मेरा UPI PIN माँगा, मैंने {pin} बता दिया। अब क्या करूँ?",
      [pin], [utr, "₹2,000"], "UPI PIN in Devanagari digits; the UTR transaction reference is a look-alike")

    gst = gstin("27")
    od = "OD" + dnz(18)
    awb = "FMPP" + dgt(10)
    C("hi", "neg-flipkart-warranty",
      f"फ्लिपकार्ट से मंगाया मिक्सर खराब निकला। ऑर्डर आईडी {od}, विक्रेता का GSTIN {gst}, कूरियर AWB {awb}। "
      "रिटर्न विंडो निकल गई है, क्या वारंटी क्लेम कर सकता हूँ? एक शिकायत पत्र लिख दो।",
      [], [od, gst, awb], "order id, a seller's GSTIN (check computed), courier AWB")


def vi_cases():
    cccd = vn_cccd()
    pw = pw_human(GEN_WORDS)
    C("vi", "vneid-cccd-matkhau",
      "Mình không đăng nhập được VNeID. Số CCCD "
      f"{cccd}, mật khẩu {pw}. Mã OTP gửi về điện thoại nhập vào toàn báo sai. Có phải do mình mới đổi "
      "sim không?",
      [cccd, pw], [], "citizen id and password")

    stk = dnz(13)
    pin = dgt(6)
    magd = "FT" + dgt(5) + rs(UP, 5) + dgt(3)
    C("vi", "chuyen-khoan-pin-atm",
      "Mình chuyển khoản 5.000.000đ tiền nhà mà tiền bị trừ nhưng chủ nhà chưa nhận được. Tài khoản của mình là "
      f"{stk} (Vietcombank), mã giao dịch {magd}. Có người gọi tự xưng nhân viên ngân hàng hỏi mã PIN thẻ ATM, "
      f"mình đã đọc cho họ là {pin}. Có sao không?",
      [stk, pin], [magd, "5.000.000đ"], "own account and ATM PIN; transaction reference and amount are look-alikes")


def th_cases():
    tid = fmt_th(th_id())
    pin = native_digits(dgt(6), "th")
    C("th", "digital-wallet-batr-atm",
      "สวัสดีค่ะ จะลงทะเบียนรับเงินดิจิทัลวอลเล็ต เลขบัตรประชาชน "
      f"{tid} ค่ะ แล้วรหัส ATM ของบัตรกสิกรคือ {pin} ต้องใช้ตอนผูกบัญชีด้วยไหมคะ",
      [tid, pin], [], "Thai national id (check computed) and ATM PIN in Thai digits")

    taxid = th_id("0105")
    ems = s10("EF", "TH")
    inv = "INV" + dgt(8)
    C("th", "neg-ems-tuang-khong",
      f"ช่วยเขียนอีเมลทวงของหน่อย สั่งของจากบริษัทหนึ่ง เลขประจำตัวผู้เสียภาษี {taxid} ใบแจ้งหนี้เลขที่ {inv} "
      f"ส่งทาง EMS เลขพัสดุ {ems} ผ่านมาสองอาทิตย์แล้วยังไม่ได้ของเลย",
      [], [taxid, inv, ems], "a company's tax id (check computed), invoice and EMS numbers (S10 check computed)")


def id_cases():
    nik = id_nik()
    pin = dgt(6)
    C("id", "bpjs-nik-rekening-pin",
      "Halo kak, aku mau daftar BPJS Kesehatan mandiri lewat aplikasi JKN. NIK aku "
      f"{nik}, terus buat autodebet pakai rekening BCA. PIN m-BCA aku {pin}, itu perlu dimasukin juga nggak?",
      [nik, pin], [], "NIK and mobile-banking PIN")

    otp = dgt(6)
    resi = "JP" + dgt(10)
    C("id", "kurir-minta-otp",
      "Ada yang nelpon ngaku kurir J&T, katanya paket dengan resi "
      f"{resi} butuh konfirmasi, terus minta kode OTP yang masuk ke HP aku: {otp}. Aku belum kasih sih. Ini "
      "penipuan kan?",
      [otp], [resi], "OTP; the courier tracking number is a look-alike")

    npwp = f"{dgt(2)}.{dgt(3)}.{dgt(3)}.{dgt(1)}-{dgt(3)}.000"
    inv = f"INV/20240514/MPL/{dnz(10)}"
    resi = dnz(16)
    C("id", "neg-tokopedia-resi",
      f"Beli laptop di Tokopedia, nomor invoice {inv}. Di faktur pajak ada NPWP penjual {npwp}. Paket dikirim "
      f"JNE nomor resi {resi} tapi statusnya nggak gerak 5 hari. Gimana cara komplain?",
      [], [inv, npwp, resi], "invoice number, a seller's tax number, courier tracking number")


def tl_cases():
    mpin = dgt(4)
    otp = dgt(6)
    C("tl", "gcash-mpin-otp",
      "Ate, na-lock yung GCash ko. Ang MPIN ko ay "
      f"{mpin}, tapos may dumating na OTP na {otp} pero sabi invalid na raw. Paano ko ma-unlock? Kailangan ko pa "
      "bang pumunta sa mall nila?",
      [mpin, otp], [], "GCash MPIN and OTP")

    ref = dnz(13)
    tin = f"{dgt(3)}-{dgt(3)}-{dgt(3)}-000"
    C("tl", "neg-gcash-resibo",
      "Nagbayad ako sa tindahan ni Aling Nena gamit GCash pero sabi nila hindi raw pumasok. Ito yung nasa resibo: "
      f"Amount ₱1,250.00, Ref No. {ref}. Yung TIN ng tindahan sa resibo nila ay {tin}. Paano ko ire-report sa GCash?",
      [], ["₱1,250.00", ref, tin], "GCash receipt Ref No. (settled as a reference), a shop's TIN, amount")


def sw_cases():
    code = rs(UP, 3) + dgt(1) + rs(UP + DIG, 6)
    pin = dgt(4)
    C("sw", "mpesa-namba-isiyo-sahihi",
      "Habari, nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu: \""
      f"{code} Imethibitishwa. Ksh1,200.00 imetumwa kwa MARY WANJIKU 07{dgt(8)} tarehe 2/6/24 saa 9:15 AM.\" Mtu "
      "mmoja amenipigia akisema ni wa Safaricom na anataka PIN yangu ya M-PESA ili arudishe pesa. PIN yangu ni "
      f"{pin}, nimpe?",
      [code, pin], ["Ksh1,200.00"], "M-Pesa transaction code (settled as secret) and M-PESA PIN")

    kit = dnz(8)
    kra = "A" + dgt(9) + R.choice(UP)
    C("sw", "helb-kitambulisho-kra",
      "Nataka kujaza fomu ya mkopo wa HELB. Namba yangu ya kitambulisho ni "
      f"{kit}, na KRA PIN yangu ni {kra}. Je, nahitaji pia cheti cha kuzaliwa?",
      [kit, kra], [], "national id number and KRA PIN (tax id)")

    pb = dnz(6)
    till = dnz(7)
    C("sw", "neg-paybill-till",
      "Nataka kulipa bili ya umeme kwa Lipa na M-PESA. Paybill ni 888880, na ya maji ni Paybill "
      f"{pb}. Pia duka la jirani lina Till Number {till}. Kuna tofauti gani kati ya Paybill na Till?",
      [], ["888880", pb, till], "public business paybill and till numbers")


def intl_cases():
    for f in (de_cases, fr_cases, es_cases, pt_cases, ru_cases, uk_cases, pl_cases, cs_cases, it_cases,
              nl_cases, sv_cases, da_cases, no_cases, fi_cases, hu_cases, ro_cases, el_cases, tr_cases,
              zh_cases, ja_cases, ko_cases, ar_cases, fa_cases, he_cases, hi_cases, vi_cases, th_cases,
              id_cases, tl_cases, sw_cases):
        f()


# ============================================================== validation and output
import re as _re

FORBIDDEN = set(chr(c) for c in range(0x00, 0x20) if c != 0x0A) | {
    "\x7f", "\x85", "\u2028", "\u2029", "\ufeff", "\ufffe", "\uffff",
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
    "\u2060", "\u2061", "\u2062", "\u2063", "\u2064"}
ID_RE = _re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
LANG_RE = _re.compile(r"^[a-z]{2}$")
IBAN_RE = _re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$")
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "GB": 22, "BE": 16, "PT": 25, "RO": 24,
            "HU": 28, "CZ": 24, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "GR": 27, "TR": 26, "SA": 24, "AE": 23,
            "IR": 26, "IL": 23, "UA": 29, "EG": 29, "CH": 21, "AT": 20}


def looks_like_iban(v):
    return bool(IBAN_RE.match(v)) and IBAN_LEN.get(v[:2]) == len(v.replace(" ", ""))


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c.get("id", "?")
        keys = ["id", "lang", "text", "secrets", "lookalikes", "note"]
        if sorted(c.keys()) != sorted(keys):
            errs.append(f"{cid}: keys {sorted(c.keys())}")
            continue
        if not ID_RE.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not LANG_RE.match(c["lang"]):
            errs.append(f"{cid}: bad lang")
        text = c["text"]
        scalars = [c["id"], c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]
        for s in scalars:
            if not isinstance(s, str) or not s:
                errs.append(f"{cid}: empty or non-string scalar")
                continue
            bad = [ch for ch in s if ch in FORBIDDEN or 0xD800 <= ord(ch) <= 0xDFFF]
            if bad:
                errs.append(f"{cid}: YAML-hostile characters {[hex(ord(b)) for b in bad]}")
        for s in (c["id"], c["lang"], c["note"]):
            if "\n" in s:
                errs.append(f"{cid}: newline in id/lang/note")
        for part in text.split("\n---\n"):
            if not part.strip():
                errs.append(f"{cid}: empty message")
        if text.startswith("---\n") or text.endswith("\n---") or text.strip() != text:
            errs.append(f"{cid}: stray separator or outer whitespace in text")
        sec, lk = c["secrets"], c["lookalikes"]
        if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
            errs.append(f"{cid}: duplicate value in a list")
        if set(sec) & set(lk):
            errs.append(f"{cid}: value both secret and look-alike")
        spans_s, spans_l = [], []
        for kind, vals, spans in (("secret", sec, spans_s), ("lookalike", lk, spans_l)):
            for v in vals:
                if v != v.strip():
                    errs.append(f"{cid}: {kind} {v!r} has outer whitespace")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: {kind} {v!r} not in text")
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append(f"{cid}: short {kind} {v!r} occurs {len(occ)} times")
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number (before)")
                    if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number (after)")
                spans.extend((a, b, v) for a, b in occ)
                if looks_like_iban(v) and not iban_ok(v):
                    errs.append(f"{cid}: {kind} {v!r} fails IBAN mod-97")
        for a, b, v in spans_s:
            for x, y, w in spans_l:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {v!r} overlaps look-alike {w!r}")
        if not c["note"].strip():
            errs.append(f"{cid}: empty note")
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
            if not c[key]:
                out.append(f"    {key}: []")
            else:
                out.append(f"    {key}:")
                out.extend(f"      - {q(v)}" for v in c[key])
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        self_tests()
    except AssertionError:
        print("self-test of check-digit code failed", file=sys.stderr)
        sys.exit(1)
    en_cases()
    en_negative()
    intl_cases()
    cases = []
    for i, c in enumerate(CASES, 1):
        d = {"id": f"{PREFIX}-{i:03d}-{c['slug']}"}
        d.update({k: c[k] for k in ("lang", "text", "secrets", "lookalikes", "note")})
        cases.append(d)
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    data = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print(f"wrote {len(cases)} cases to {sys.argv[1]}")


if __name__ == "__main__":
    main()
