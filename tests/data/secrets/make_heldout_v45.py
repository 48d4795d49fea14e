#!/usr/bin/env python3
"""make_heldout_v45.py -- deterministic generator of the heldout_v45 evaluation set
for a secrets filter (blind set, prefix H45, seed 45).

Usage: python3 make_heldout_v45.py heldout_v45.yaml

Standard library only. Every secret and most look-alikes are drawn from
random.Random(45). Everything is validated before anything is written; on any
problem the script prints it and exits with status 1.
"""
import base64
import datetime
import json
import random
import re
import string
import sys
import uuid

NAME = "heldout_v45"
SEED = 45
PREFIX = "H45"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UP + LOW + DIG
HEX = "0123456789abcdef"
B32 = UP + "234567"
URLSAFE = ALNUM + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rz(n):
    return rs(DIG, n)


def rd(n):
    return str(R.randint(1, 9)) + rz(n - 1)


def pick(seq):
    return R.choice(seq)


def wsum(s, w):
    return sum(int(c) * x for c, x in zip(s, w))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def bdate(y0=1958, y1=2002):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def password(n=None, special="!#%&*+-=?@_"):
    """A random password with upper, lower, digit and special characters."""
    n = n or R.randint(10, 16)
    while True:
        p = rs(ALNUM + special, n)
        if (any(c in UP for c in p) and any(c in LOW for c in p)
                and any(c in DIG for c in p) and any(c in special for c in p)):
            return p


WORDS = ("amber anchor apple arrow aspen badger bamboo basil beacon birch bison blue bramble breeze "
         "canyon cedar cobalt comet copper coral cosmos cricket crimson daisy delta dingo ember "
         "falcon fern fjord forest fox garnet gecko ginger glacier granite harbor hazel heron "
         "indigo island ivory jasper juniper kayak kestrel kiwi lagoon lemon lilac lotus lynx "
         "maple marble meadow mango mercury mint moss nectar nova oak ocean olive onyx orchid "
         "otter panda pepper pebble pine plum polar quartz quill raven reef river ruby saffron "
         "sage salmon sierra silver sparrow spruce storm sunset tango thistle tiger topaz tulip "
         "tundra velvet violet walnut willow winter yarrow zebra zephyr").split()
WORDS = list(dict.fromkeys(WORDS))


def passphrase(k=3, sep="-"):
    ws = R.sample(WORDS, k)
    i = R.randrange(k)
    ws[i] = ws[i].capitalize()
    return sep.join(ws) + sep + str(R.randint(10, 999))


def pin(n=4):
    while True:
        p = rz(n)
        if len(set(p)) > 1 and p not in ("1234", "123456", "4321", "0000"):
            return p


# ---------------------------------------------------------------- Luhn, cards
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
    num = re.sub(r"\D", "", num)
    return luhn_digit(num[:-1]) == num[-1]


def card(prefix, n=16):
    body = prefix + rz(n - len(prefix) - 1)
    return body + luhn_digit(body)


def visa():
    return card("4")


def mastercard():
    return card(str(R.randint(51, 55)))


def amex():
    return card(pick(["34", "37"]), 15)


def amexfmt(s):
    return f"{s[:4]} {s[4:10]} {s[10:]}"


def expiry(sep="/"):
    return f"{R.randint(1, 12):02d}{sep}{R.randint(27, 32)}"


def cvc(n=3):
    return str(R.randint(10 ** (n - 1), 10 ** n - 1))


def imei():
    return card("35" + rz(6), 15)


# ---------------------------------------------------------------- IBAN and bank accounts
def _n36(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(cc, bban):
    return f"{cc}{98 - int(_n36(bban + cc + '00')) % 97:02d}{bban}"


def iban_ok(x):
    x = x.replace(" ", "")
    return int(_n36(x[4:] + x[:4])) % 97 == 1


def iban_de():
    return iban("DE", str(R.randint(1, 8)) + rz(7) + rz(10))


def iban_fr():
    bank = pick(["30004", "30003", "20041", "10278", "30002", "17515"])
    guichet, compte = rz(5), rz(11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)
    return iban("FR", f"{bank}{guichet}{compte}{key:02d}")


def es_ccc():
    ent = pick(["2100", "0049", "0182", "0081", "2085"])
    ofi, cta = rz(4), rz(10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        v = 11 - wsum(s, w) % 11
        return 0 if v == 11 else 1 if v == 10 else v
    return f"{ent}{ofi}{dc('00' + ent + ofi)}{dc(cta)}{cta}"


def iban_es():
    return iban("ES", es_ccc())


def iban_it():  # CIN (national check letter) is NOT computed
    return iban("IT", pick(UP) + pick(["03069", "02008", "05034", "03062", "01030"]) + rz(5) + "0000" + rz(8))


def iban_nl():
    return iban("NL", pick(["INGB", "ABNA", "RABO", "SNSB", "TRIO"]) + "0" + rd(9))


def iban_gb(bank=None, sort=None, acct=None):
    return iban("GB", (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"])) + (sort or rz(6)) + (acct or rz(8)))


def pl_bank():
    b = pick(["1020", "1140", "1050", "1090", "2490", "1160"]) + rz(3)
    return b + str((10 - wsum(b, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)


def iban_pl():
    return iban("PL", pl_bank() + rz(16))


def nrb_fmt(ib):
    n = ib[2:]
    return n[:2] + " " + " ".join(n[i:i + 4] for i in range(2, 26, 4))


def cz_acct():
    while True:
        b = rd(9)
        c = (-wsum(b, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c < 10:
            return b + str(c)


def no_acct():
    while True:
        b = pick(["1503", "1607", "9710", "3000", "1254", "1506"]) + rz(6)
        k = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if k == 11:
            k = 0
        if k < 10:
            return b + str(k)


def hu_acct():
    b1 = pick(["1170", "1177", "1040", "1160", "1010"]) + rz(3)
    b1 += str((-wsum(b1, [9, 7, 3, 1, 9, 7, 3])) % 10)
    b2 = rz(15)
    b2 += str((-wsum(b2, [9, 7, 3, 1] * 4)) % 10)
    return f"{b1}-{b2[:8]}-{b2[8:]}"


def aba():
    while True:
        b = f"{pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]):02d}" + rz(6)
        c = (-(3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7]))
               + (int(b[2]) + int(b[5])))) % 10
        return b + str(c)


def aba_ok(x):
    d = [int(c) for c in x]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def clabe():
    b = pick(["002", "012", "014", "072", "021", "044"]) + pick(["180", "320", "650", "010"]) + rz(11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * x) % 10 for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


# ---------------------------------------------------------------- national identifiers
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def pesel():
    y, m, d = bdate()
    body = f"{y % 100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}{rz(4)}"
    return body + str((10 - wsum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_dowod():
    letters = rs(UP, 3)
    digits5 = rz(5)
    vals = [int(c, 36) for c in letters] + [int(c) for c in digits5]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    c = sum(v * x for v, x in zip(vals, w)) % 10
    return f"{letters}{c}{digits5}"


def pl_dowod_ok(x):
    vals = [int(c, 36) for c in x]
    return sum(v * w for v, w in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def nip():
    while True:
        b = str(R.randint(1, 9)) + rz(8)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            n = b + str(c)
            return f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"


def regon():
    b = rd(8)
    return b + str(wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def personnummer():
    y, m, d = bdate()
    b = f"{y % 100:02d}{m:02d}{d:02d}{rz(3)}"
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def se_orgnr():
    b = "55" + str(R.randint(6, 9)) + rz(6)
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def hetu():
    y, m, d = bdate(1955, 2004)
    ind = R.randint(2, 899)
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{ind:03d}")
    return f"{d:02d}{m:02d}{y % 100:02d}{'-' if y < 2000 else 'A'}{ind:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def y_tunnus():
    while True:
        b = rd(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r != 1:
            return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite():
    b = rd(R.randint(6, 9))
    w = [7, 3, 1] * 4
    s = sum(int(c) * x for c, x in zip(reversed(b), w))
    return b + str((10 - s % 10) % 10)


def fnr():
    while True:
        y, m, d = bdate(1958, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}"
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


def no_orgnr():
    while True:
        b = pick("89") + rz(7)
        k = 11 - wsum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k = 0 if k == 11 else k
        if k < 10:
            n = b + str(k)
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def cpr():  # no check digit (not mod 11 since 2007)
    y, m, d = bdate()
    return f"{d:02d}{m:02d}{y % 100:02d}-{rz(4)}"


def dk_cvr():
    while True:
        b = rd(7)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return b + str(c)


def bsn():
    while True:
        b = rd(8)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return b + str(c)


def dni():
    n = rz(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    b = rz(7)
    s = sum(int(b[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        s += x // 10 + x % 10
    return "B" + b + str((10 - s % 10) % 10)


def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def tr_vkn():
    d = [R.randint(0, 9) for _ in range(9)]
    s = 0
    for i in range(9):
        tmp = (d[i] + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        s += v
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def cn_id():
    region = pick(["110105", "310115", "440305", "330106", "510107", "320102", "420106"])
    y, m, d = bdate(1965, 2001)
    b = f"{region}{y}{m:02d}{d:02d}{rz(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


def cn_uscc():
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    while True:
        org = rs(DIG + "ABCDEFGHJKLMNPQRTUWXY", 8)
        s = sum(int(c, 36) * w for c, w in zip(org, [3, 7, 9, 10, 5, 8, 4, 2]))
        c = 11 - s % 11
        org += "X" if c == 10 else "0" if c == 11 else str(c)
        b = "91" + pick(["440300", "310000", "110108", "330100", "440106"]) + org
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(alpha.index(ch) * x for ch, x in zip(b, w))
        return b + alpha[(31 - s % 31) % 31]


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


def aadhaar():
    b = str(R.randint(2, 9)) + rz(10)
    n = b + verhoeff_digit(b)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def pan(surname_initial):  # check letter NOT computed
    return rs(UP, 3) + "P" + surname_initial + rz(4) + pick(UP)


def gstin(pan_no):
    chars = DIG + UP
    b = pick(["27", "29", "07", "33", "24"]) + pan_no + "1Z"
    factor, s = 2, 0
    for ch in reversed(b):
        cp = chars.index(ch) * factor
        factor = 1 if factor == 2 else 2
        s += cp // 36 + cp % 36
    return b + chars[(36 - s % 36) % 36]


def cpf():
    while True:
        b = [R.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1:
            break
    for n in (10, 11):
        s = sum(x * w for x, w in zip(b, range(n, 1, -1)))
        b.append((s * 10) % 11 % 10)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj():
    b = [int(c) for c in rd(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def pt_nif(first="12"):
    b = pick(first) + rz(7)
    c = 11 - wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if c >= 10 else c)


def s10(prefix, country):
    b = rz(8)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return f"{prefix}{b}{c}{country}"


def rrn():
    y, m, d = bdate(1960, 1999)
    b = f"{y % 100:02d}{m:02d}{d:02d}{pick('12')}{rz(5)}"
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def kr_brn():
    b = rd(9)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3:5]}-{n[5:]}"


def il_id(n=8):
    b = rz(n)
    s = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x if x < 10 else x - 9
    return b + str((10 - s % 10) % 10)


def cnp():
    y, m, d = bdate(1960, 1999)
    b = f"{pick('12')}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{R.randint(1, 999):03d}"
    c = sum(int(x) * int(v) for x, v in zip(b, "279146358279")) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    b = rd(R.randint(6, 8))
    key = "753217532"[-len(b):]
    c = (sum(int(x) * int(k) for x, k in zip(b, key)) * 10) % 11
    return b + str(0 if c == 10 else c)


def amka():
    y, m, d = bdate()
    b = f"{d:02d}{m:02d}{y % 100:02d}{rz(4)}"
    return b + luhn_digit(b)


def gr_afm(first="01"):
    b = pick(first) + rz(7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def rodne_cislo():
    while True:
        y, m, d = bdate(1960, 1999)
        b = f"{y % 100:02d}{m + (50 if R.random() < 0.5 else 0):02d}{d:02d}{rz(3)}"
        c = int(b) % 11
        if c < 10:
            return f"{b[:6]}/{b[6:]}{c}"


def ico():
    b = rd(7)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def taj():
    b = rd(8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    t = b + str(s % 10)
    return f"{t[:3]} {t[3:6]} {t[6:]}"


def hu_adoazonosito():
    while True:
        y, m, d = bdate()
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        b = f"8{days:05d}{rz(3)}"
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_adoszam():
    b = rd(7)
    c = (10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return f"{b}{c}-{pick('2')}-{R.randint(2, 44):02d}"


def my_number():
    b = rz(11)
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    n = b + str(0 if r <= 1 else 11 - r)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def jp_corporate():
    b = rd(12)
    s = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def th_id(first=None):
    b = (first or str(R.randint(1, 8))) + rz(11)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    t = b + str(c)
    return t


def th_fmt(t):
    return f"{t[0]}-{t[1:5]}-{t[5:10]}-{t[10:12]}-{t[12]}"


def ir_melli():
    while True:
        b = rz(9)
        r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11
        t = b + str(r if r < 2 else 11 - r)
        if len(set(t)) > 2 and t[:3] != "000":
            return t


def emirates_id():
    b = "784" + str(R.randint(1965, 2000)) + rz(7)
    n = b + luhn_digit(b)
    return f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}"


def saudi_id():
    b = "1" + rz(8)
    return b + luhn_digit(b)


def ua_rnokpp():
    y, m, d = bdate()
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = f"{days:05d}{rz(4)}"
    c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return b + str(c)


def ua_edrpou():
    while True:
        b = str(R.randint(2, 4)) + rz(6)
        n = int(b + "0")
        base = [1, 2, 3, 4, 5, 6, 7] if (n < 30000000 or n > 60000000) else [7, 1, 2, 3, 4, 5, 6]
        c = wsum(b, base) % 11
        if c == 10:
            c = wsum(b, [x + 2 for x in base]) % 11
            c = 0 if c == 10 else c
        return b + str(c)


def snils():
    b = rd(9)
    s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1])
    if s > 101:
        s %= 101
    c = 0 if s in (100, 101) else s
    return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def inn12():
    b = pick(["77", "78", "50", "66", "16", "54"]) + rz(8)
    b += str(wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    b += str(wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    return b


def inn10():
    b = pick(["77", "78", "50", "66"]) + rz(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ogrn():
    b = "1" + str(R.randint(10, 23)) + pick(["77", "78", "50"]) + rz(7)
    return b + str(int(b) % 11 % 10)


def steuer_id():
    while True:
        ds = R.sample(range(10), 9)
        ds.append(R.choice(ds))
        R.shuffle(ds)
        if ds[0] != 0:
            break
    b = "".join(map(str, ds))
    return b + iso7064_11_10(b)


def iso7064_11_10(b):
    p = 10
    for ch in b:
        s = (int(ch) + p) % 10
        s = 10 if s == 0 else s
        p = (s * 2) % 11
    c = 11 - p
    return str(0 if c == 10 else c)


def de_ustid():
    b = rd(8)
    return "DE" + b + iso7064_11_10(b)


def kvnr():
    letter = pick(UP)
    b = f"{UP.index(letter) + 1:02d}" + rz(8)
    s = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x // 10 + x % 10
    return letter + b[2:] + str(s % 10)


def nir():
    sex = pick("12")
    y, m, d = bdate()
    b = f"{sex}{y % 100:02d}{m:02d}{pick(['75', '69', '13', '33', '59', '92'])}{R.randint(1, 120):03d}{R.randint(1, 999):03d}"
    key = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {key:02d}"


def siren():
    b = rd(8)
    return b + luhn_digit(b)


def siret(sr):
    b = sr + rz(4)
    return b + luhn_digit(b)


def fr_tva(sr):
    return f"FR{(12 + 3 * (int(sr) % 97)) % 97:02d}{sr}"


def codice_fiscale(surname, name, male=True):
    vow = "AEIOU"

    def part(s, is_name):
        s = s.upper().replace(" ", "")
        cons = [c for c in s if c.isalpha() and c not in vow]
        vows = [c for c in s if c in vow]
        if is_name and len(cons) >= 4:
            cons = [cons[0], cons[2], cons[3]]
        return ("".join(cons + vows) + "XXX")[:3]
    y, m, d = bdate(1960, 2000)
    code = (part(surname, False) + part(name, True) + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1]
            + f"{d + (0 if male else 40):02d}" + pick(["H501", "F205", "F839", "L219", "A944", "G273"]))
    odd = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                               11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
    s = 0
    for i, ch in enumerate(code):
        s += odd[ch] if i % 2 == 0 else (int(ch) if ch.isdigit() else UP.index(ch))
    return code + UP[s % 26]


def it_piva():
    b = rd(7) + pick(["001", "003", "015", "037", "058"])
    return b + luhn_digit(b)


def ca_sin():
    b = str(R.randint(1, 7)) + rz(7)
    n = b + luhn_digit(b)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def au_tfn():
    while True:
        b = rd(8)
        c = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c < 10:
            n = b + str(c)
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def au_tfn_ok(x):
    return wsum(x.replace(" ", ""), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def au_medicare():
    b = str(R.randint(2, 6)) + rz(7)
    n = b + str(wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10) + str(R.randint(1, 5))
    return f"{n[:4]} {n[4:9]} {n[9]}"


def au_abn():
    while True:
        b = rd(11)
        d = [int(c) for c in b]
        d[0] -= 1
        if sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return f"{b[:2]} {b[2:5]} {b[5:8]} {b[8:]}"


def uk_nino():
    first = "ABCEGHJKLMNPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            d = rz(6)
            return f"{p} {d[:2]} {d[2:4]} {d[4:]} {pick('ABCD')}"


def mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    A = L + DIG
    return (str(R.randint(1, 9)) + pick(L) + pick(A) + pick(DIG) + "-" + pick(L) + pick(A) + pick(DIG)
            + "-" + pick(L) + pick(L) + pick(DIG) + pick(DIG))


VIN_T = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
         "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6,
         "X": 7, "Y": 8, "Z": 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(pick(["1FTFW1E5", "1FMCU9G6", "3FA6P0H7", "1FA6P8CF"]) + "0" + pick("KLMNP") + pick("ABCDEFGHJKLR")
             + rz(6))
    s = sum(VIN_T[c] * w for c, w in zip(v, VIN_W))
    v[8] = "X" if s % 11 == 10 else str(s % 11)
    return "".join(v)


def vin_ok(v):
    s = sum(VIN_T[c] * w for c, w in zip(v, VIN_W))
    return v[8] == ("X" if s % 11 == 10 else str(s % 11))


# ---------------------------------------------------------------- provider keys and crypto material
def aws_akid():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(ALNUM + "+/", 40)


def ghp():
    return "ghp_" + rs(ALNUM, 36)


def github_pat():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)


def glpat():
    return "glpat-" + rs(URLSAFE, 20)


def stripe_live():
    return "sk_live_51" + rs(ALNUM, 97)


def slack_bot():
    return f"xoxb-{rd(12)}-{rd(13)}-{rs(ALNUM, 24)}"


def openai_key():
    return "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"


def google_key():
    return "AIzaSy" + rs(URLSAFE, 33)


def sendgrid():
    return "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)


def npm_token():
    return "npm_" + rs(ALNUM, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 160)


def hf_token():
    return "hf_" + rs(UP + LOW, 34)


def telegram_token():
    return f"{R.randint(5000000000, 7999999999)}:AA" + rs(URLSAFE, 33)


def shopify_token():
    return "shpat_" + rs(HEX, 32)


def do_token():
    return "dop_v1_" + rs(HEX, 64)


def vault_token():
    return "hvs." + rs(URLSAFE, 24)


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def wg_key():
    return base64.b64encode(rbytes(32)).decode()


def docker_pat():
    return "dckr_pat_" + rs(URLSAFE, 27)


def atlassian_token():
    return "ATATT3xFfGF0" + rs(URLSAFE, 180) + "=" + rs(HEX.upper(), 8)


def tfc_token():
    return rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)


def cf_token():
    return rs(URLSAFE, 40)


def binance_key():
    return rs(ALNUM, 64)


def postman_key():
    return "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(URLSAFE, 43 if alg == 'HS256' else 342)}"


def openssh_private():
    raw = b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none" + rbytes(360)
    b = base64.b64encode(raw).decode()
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
            + "\n-----END OPENSSH PRIVATE KEY-----")


def ssh_ed25519_pub():
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def ssh_fingerprint():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(BECH32, 58).upper()


def age_public():
    return "age1" + rs(BECH32, 58)


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account acid "
         "acoustic acquire across action actor actual adapt address adjust admit adult advance advice afford "
         "afraid again agent agree ahead aim airport aisle alarm album alcohol alert alien alley allow almost "
         "alone alpha already also alter always amateur amazing among amount anchor ancient anger angle angry "
         "animal ankle announce annual answer antenna antique anxiety apart apology appear apple approve april "
         "arch arctic arena argue armor army arrange arrest arrive arrow artist ask aspect asset assist athlete "
         "atom attack attend auction audit august aunt author autumn average avocado avoid awake aware awesome "
         "awkward axis baby bacon badge balance balcony bamboo banana banner barrel basket battle beach bean "
         "beauty become beef before begin behave believe bench benefit betray bicycle biology bird bitter "
         "blanket blossom blue board boat bonus border borrow bottom bounce brain brave bread breeze brick "
         "bridge bright broccoli bronze brother bubble buddy budget buffalo bundle burger butter cabbage cabin "
         "cactus camera canal candy canoe canvas canyon captain carbon cargo carpet castle casual catalog "
         "cattle caution cement census cereal chalk champion chaos chapter cherry chicken chimney choice "
         "cinnamon circle citizen clarify clinic cluster coconut coffee comic copper coral cotton cousin "
         "coyote cradle crater cricket crystal cupboard curtain cushion dolphin eagle echo elephant embark "
         "fabric fiction garlic hazard ivory jaguar kidney lobster magnet mango marble meadow mirror monkey "
         "mushroom napkin nephew ocean olive orbit orchard oyster paddle panda parrot peanut pelican pepper "
         "piano pigeon planet pumpkin puzzle rabbit radar rhythm ribbon rocket saddle salmon shrimp silver "
         "sketch spider squirrel stadium sunset tiger tomato tornado trumpet tunnel turtle umbrella uncle "
         "velvet violin volcano walnut whale wizard zebra zone").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def eth_address():
    return "0x" + rs(HEX, 40)


def eth_hex64():
    return "0x" + rs(HEX, 64)


def btc_bech32():
    return "bc1q" + rs(BECH32, 38)


# ---------------------------------------------------------------- look-alike material
def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha1():
    return rs(HEX, 40)


def sha256():
    return rs(HEX, 64)


def md5():
    return rs(HEX, 32)


def mac():
    return ":".join(rs("0123456789ABCDEF", 2) for _ in range(6))


def ups():
    return "1Z" + rs(UP + DIG, 6) + pick(["03", "01", "02"]) + rz(8)


def usps():
    return "9400 1" + rz(3) + " " + " ".join(rz(4) for _ in range(3)) + " " + rz(2)


def amazon_order():
    return f"{R.randint(111, 114)}-{rz(7)}-{rz(7)}"


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)


def us555():
    return f"({R.randint(201, 989)}) 555-01{R.randint(0, 99):02d}"


def version():
    return f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}"


def self_test():
    # published worked examples of the check-digit routines
    assert luhn_digit("7992739871") == "3"
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89 3704 0044 0532 0130 00")
    assert aba_ok("011000015")
    assert iso7064_11_10("8609574271") == "9"          # Steuer-ID example 86095742719
    assert luhn_digit("04645428") == "6"               # SIN example 046 454 286
    assert au_tfn_ok("123456782") and vin_ok("1M8GDM9AXKP042788")
    for _ in range(5):
        assert vin_ok(vin())
        assert au_tfn_ok(au_tfn())
        assert pl_dowod_ok(pl_dowod())
        assert luhn_ok(visa()) and luhn_ok(amex())


# ================================================================ cases
CASES = []


def case(lang, slug):
    def deco(fn):
        CASES.append((lang, slug, fn))
        return fn
    return deco


def C(t, s, l, n):
    return {"t": t, "s": s, "l": l, "n": n}


# ---------------------------------------------------------------- English, with secrets
@case("en", "aws-credentials-file")
def _():
    ak, sk, rid = aws_akid(), aws_secret(), uuid4()
    t = ("boto3 keeps throwing InvalidClientTokenId even though I created the key 10 minutes ago. "
         "This is my ~/.aws/credentials:\n\n[default]\n"
         f"aws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-central-1\n\n"
         "error: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: "
         f"The security token included in the request is invalid. (RequestId: {rid})")
    return C(t, [ak, sk], [rid], "AWS key pair in a credentials file; request id is a UUID look-alike")


@case("en", "git-remote-classic-pat")
def _():
    tok, sha = ghp(), sha1()
    t = (f"git push started failing after I rotated stuff. I set the remote with\n"
         f"git remote set-url origin https://{tok}@github.com/dkowalski-dev/infra-scripts.git\n"
         f"and now it's 403. Last commit that went through was {sha}. Does the token need the repo scope?")
    return C(t, [tok], [sha], "classic PAT embedded in remote URL; commit hash look-alike")


@case("en", "dotenv-stripe-and-postgres")
def _():
    sk = stripe_live()
    user, pw = "shopapp", password(18, "!_-")
    host = f"shop-prod.c{rs(LOW + DIG, 10)}.eu-west-1.rds.amazonaws.com"
    t = ("why does my checkout work locally but not on the server? here's the .env from the box:\n\n"
         f"NODE_ENV=production\nSTRIPE_SECRET_KEY={sk}\n"
         f"DATABASE_URL=postgres://{user}:{pw}@{host}:5432/shop_prod\n\n"
         "locally I test with 4242 4242 4242 4242 and it goes through fine.")
    return C(t, [sk, f"{user}:{pw}"], ["4242 4242 4242 4242", host],
             "live Stripe key and DB credentials; Stripe docs test card and RDS host are look-alikes")


@case("en", "card-declined-checkout")
def _():
    c, e, v, o = visa(), expiry(), cvc(), f"#{rd(7)}"
    t = (f"My card keeps getting declined on a furniture site and I don't get why, there's money on it. "
         f"Card is {g4(c)}, exp {e}, CVV {v}. The order page just says 'payment failed' for order {o}. "
         "Could it be the billing zip?")
    return C(t, [g4(c), e, v], [o], "card with expiry and CVV; order number look-alike")


@case("en", "airbnb-welcome-note")
def _():
    box, wifi = pin(4), passphrase(2, "")
    ph = us555()
    t = ("Can you make this welcome message for my Airbnb guests sound friendlier?\n\n"
         f"\"Lockbox left of the front door, code {box}. Wifi is MapleHouse_5G, password {wifi}. "
         f"Checkout 11am, leave keys in the box. Problems -> text me at {ph}.\"")
    return C(t, [box, wifi], [ph], "own key-box code and Wi-Fi password in a note; phone number look-alike")


@case("en", "metamask-seed-phrase")
def _():
    sp, addr = seed_phrase(12), eth_address()
    t = ("I found the paper with my MetaMask recovery phrase from 2021. Before I import it on a new laptop, "
         f"does this look complete? {sp}\nThe wallet address I remember is {addr}.")
    return C(t, [sp], [addr], "BIP39 seed phrase (checksum not computed); public address look-alike")


@case("en", "ssh-private-key-paste")
def _():
    k, fp = openssh_private(), ssh_fingerprint()
    t = ("ssh says 'Load key \"id_ed25519\": invalid format'. I copied it from my old machine like this:\n\n"
         f"{k}\n\nssh-keygen -lf on the old machine printed 256 {fp} me@thinkpad (ED25519)")
    return C(t, [k], [fp], "whole private key block; public fingerprint look-alike")


@case("en", "google-sms-code")
def _():
    code = "G-" + rz(6)
    t = (f"Just got this text: \"{code} is your Google verification code.\" I wasn't logging in anywhere. "
         "Is someone trying to get into my account? What should I do first?")
    return C(t, [code], [], "2FA code from an SMS")


@case("en", "github-recovery-codes")
def _():
    codes = [f"{rs(HEX, 5)}-{rs(HEX, 5)}" for _ in range(3)]
    t = ("please keep these somewhere for me, they're the GitHub recovery codes I haven't used yet and I keep losing the txt file:\n"
         + "\n".join(codes) + "\nthanks!!")
    return C(t, codes, [], "list of recovery codes the user wants remembered")


@case("en", "totp-seed-migration")
def _():
    seed = rs(B32, 32)
    t = ("I'm moving 2FA to a new phone. The export from my old authenticator shows this for Fastmail:\n"
         f"otpauth://totp/Fastmail:jen.ortiz@fastmail.com?secret={seed}&issuer=Fastmail&digits=6&period=30\n"
         "Can I just type the secret part into Aegis manually?")
    return C(t, [seed], [], "TOTP seed inside otpauth URI")


@case("en", "slack-bot-python")
def _():
    tok = slack_bot()
    ch = "C0" + rs(UP + DIG, 9)
    t = ("from slack_sdk import WebClient\n\n"
         f"client = WebClient(token=\"{tok}\")\n"
         f"client.chat_postMessage(channel=\"{ch}\", text=\"deploy finished\")\n\n"
         "this gives not_in_channel, the bot is installed though. what am I missing?")
    return C(t, [tok], [ch], "Slack bot token; channel id look-alike")


@case("en", "openai-curl-401")
def _():
    k = openai_key()
    req = "req_" + rs(HEX, 32)
    t = ("curl https://api.openai.com/v1/chat/completions \\\n"
         "  -H \"Content-Type: application/json\" \\\n"
         f"  -H \"Authorization: Bearer {k}\" \\\n"
         "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\n\n"
         f"returns 401 invalid_api_key, x-request-id: {req}. Key was created today in a project.")
    return C(t, [k], [req], "OpenAI project key in curl; request id look-alike")


@case("en", "anthropic-env-file")
def _():
    k = anthropic_key()
    t = ("My Next.js route can't see the key. .env.local:\n"
         f"ANTHROPIC_API_KEY={k}\nNEXT_PUBLIC_APP_NAME=notes-helper\n"
         "and in the route I send the header anthropic-version: 2023-06-01. process.env.ANTHROPIC_API_KEY is undefined.")
    return C(t, [k], ["2023-06-01"], "Anthropic key in .env; API version date look-alike")


@case("en", "w4-ssn-and-employer-ein")
def _():
    s = ssn()
    ein = f"{R.randint(10, 98)}-{rz(7)}"
    t = (f"Doing my W-4 and state withholding form for the new job. My SSN is {s}. The employer's EIN "
         f"printed on the offer packet is {ein}, does that go on my form anywhere or only theirs?")
    return C(t, [s], [ein], "own SSN; employer EIN look-alike")


@case("en", "schengen-visa-passport")
def _():
    pp = pick("ABC") + rz(8)
    ref = "FRA1US" + rz(10)
    t = (f"Booking a Schengen visa appointment. Passport number {pp}, issued March 2022, expires 2032. "
         f"The France-Visas site gave me application reference {ref}. Do I bring the printout or is the number enough?")
    return C(t, [pp], [ref], "own passport number; visa application reference look-alike")


@case("en", "car-rental-driver-license")
def _():
    dl = pick(UP) + rz(7)
    conf = rd(10)
    t = (f"Renting a car in Phoenix next week, the form wants my driver license. California DL {dl}, "
         f"exp 2028. Confirmation number is {conf}. Will they accept an out-of-state license for a one-way?")
    return C(t, [dl], [conf], "driver licence number; rental confirmation look-alike")


@case("en", "insurance-member-id-claim")
def _():
    mid = "W" + rz(9)
    claim = "E" + rz(11)
    t = (f"Aetna denied my MRI. My member ID is {mid} and the EOB says claim # {claim}, reason code N130. "
         "Help me write an appeal letter?")
    return C(t, [mid], [claim], "health insurance member id; claim number look-alike")


@case("en", "direct-deposit-form")
def _():
    rt, acct = aba(), rd(12)
    t = (f"HR needs my direct deposit info by Friday. Routing number {rt}, checking account {acct}. "
         "They also asked for a voided check, is a bank letter ok instead?")
    return C(t, [acct], [rt], "own account number; ABA routing (checksum computed) is the bank's public id")


@case("en", "dog-sitter-instructions")
def _():
    gate, alarm = "#" + pin(4), pin(4)
    vet = us555()
    t = ("Writing instructions for the dog sitter, can you turn this into a tidy checklist?\n"
         f"- gate code {gate}\n- alarm panel by the garage door: {alarm} then OFF\n"
         "- Mochi eats 2x a day, 1 cup\n"
         f"- vet (Dr. Alvarez): {vet}")
    return C(t, [gate, alarm], [vet], "gate and alarm codes; vet phone look-alike")


@case("en", "safe-combination")
def _():
    combo = f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
    model = "SFW" + rz(3) + pick(["GDC", "FTC", "CXB"])
    t = (f"My Sentry safe (model {model}) won't open. The combination is {combo} and I'm doing "
         "right-left-right. The battery light blinks red. Is it the battery or am I dialing wrong?")
    return C(t, [combo], [model], "safe combination; model number look-alike")


@case("en", "bank-security-questions")
def _():
    maiden = pick(["Kowalczyk", "Delacroix", "Haverford", "Okonkwo", "Lindqvist"])
    pet = pick(["Pickles", "Biscuit", "Mr. Waffles", "Pepperoni"])
    t = ("Setting up online banking and I always forget what I put for the security questions. "
         f"Please remember these: mother's maiden name = {maiden}, first pet = {pet}.")
    return C(t, [maiden, pet], [], "answers to security questions")


@case("en", "docker-compose-secrets")
def _():
    pg, rpw = password(16, "_-"), rs(ALNUM, 24)
    t = ("services:\n  db:\n    image: postgres:16.2-alpine\n    environment:\n"
         "      POSTGRES_USER: wiki\n"
         f"      POSTGRES_PASSWORD: {pg}\n"
         "  cache:\n    image: redis:7.2\n"
         f"    command: redis-server --requirepass {rpw}\n\n"
         "compose up says 'password authentication failed for user wiki' but only after I changed the password. why?")
    return C(t, [pg, rpw], ["postgres:16.2-alpine"], "passwords in docker-compose; image tag look-alike")


@case("en", "k8s-secret-base64")
def _():
    pw = password(14, "!@#")
    b1 = base64.b64encode(pw.encode()).decode()
    t = ("kubectl apply fails with 'illegal base64 data at input byte 12'. manifest:\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-api\ntype: Opaque\ndata:\n"
         f"  DB_PASSWORD: {b1}\n  DB_USER: YmlsbGluZw==\n")
    return C(t, [b1], [], "base64-encoded password in a Kubernetes Secret (the user name is neutral)")


@case("en", "session-cookie-curl")
def _():
    sid = rs(LOW + DIG, 32)
    trace = uuid4()
    t = ("I copied this request from devtools to script my timesheet export:\n"
         "curl 'https://timesheets.northwind-corp.com/api/export?week=23' \\\n"
         f"  -H 'Cookie: sessionid={sid}; theme=dark' \\\n"
         f"  -H 'X-Request-ID: {trace}'\n"
         "works in the browser but curl returns the login page. why?")
    return C(t, [sid], [trace], "session cookie; request id look-alike")


@case("en", "bearer-jwt-in-log")
def _():
    tok = jwt({"sub": rd(6), "email": "r.nakamura@brightlane.io", "role": "admin",
               "iat": 1717400000 + R.randint(0, 90000), "exp": 1717490000 + R.randint(0, 90000)})
    tr = rs(HEX, 32)
    t = ("Our gateway logs show this and then a 403, any idea?\n\n"
         f"2024-06-03T09:14:22.481Z INFO  trace_id={tr} method=GET path=/v2/admin/users "
         f"headers={{\"authorization\": \"Bearer {tok}\"}} status=403")
    return C(t, [tok], [tr], "own bearer JWT in a log; trace id look-alike")


@case("en", "npmrc-token")
def _():
    tok = npm_token()
    t = ("npm publish gives E404 for @brightlane/ui@3.8.1. My ~/.npmrc:\n"
         f"//registry.npmjs.org/:_authToken={tok}\n@brightlane:registry=https://registry.npmjs.org/\n"
         "Is it because the scope is private?")
    return C(t, [tok], ["@brightlane/ui@3.8.1"], "npm token; package@version look-alike")


@case("en", "discord-webhook")
def _():
    wid, wtok = rd(19), rs(URLSAFE, 68)
    t = ("why does this post nothing to my server?\n\nrequests.post(\n"
         f"  \"https://discord.com/api/webhooks/{wid}/{wtok}\",\n"
         "  json={\"content\": \"backup done\"})\n\nstatus is 204 though")
    return C(t, [wtok], [], "Discord webhook token (the id part is neutral)")


@case("en", "twilio-auth-token")
def _():
    sid, tok = "AC" + rs(HEX, 32), rs(HEX, 32)
    frm = f"+1{R.randint(201, 989)}555{R.randint(100, 199):04d}"
    t = (f"Twilio says error 20003 authenticate. account_sid = \"{sid}\", auth_token = \"{tok}\", "
         f"sending from {frm}. I copied both from the console twice.")
    return C(t, [tok], [frm], "Twilio auth token (SID neutral); phone number look-alike")


@case("en", "sendgrid-key-config")
def _():
    k = sendgrid()
    t = ("Django email settings:\nEMAIL_HOST = 'smtp.sendgrid.net'\nEMAIL_HOST_USER = 'apikey'\n"
         f"EMAIL_HOST_PASSWORD = '{k}'\nEMAIL_PORT = 587\n\nI get SMTPAuthenticationError 535. the key has Mail Send permission")
    return C(t, [k], ["smtp.sendgrid.net"], "SendGrid key; SMTP host look-alike")


@case("en", "android-maps-key")
def _():
    k = google_key()
    fp = ":".join(rs("0123456789ABCDEF", 2) for _ in range(20))
    t = ("Map shows grey tiles in release build only. AndroidManifest:\n"
         f"<meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"{k}\"/>\n"
         f"The key is restricted to the package + SHA-1 {fp}. Is that the debug one maybe?")
    return C(t, [k], [fp], "Google API key; certificate SHA-1 fingerprint look-alike")


@case("en", "leaked-token-already-revoked")
def _():
    tok, sha = ghp(), sha1()
    t = (f"I pushed a token to a public repo by accident in commit {sha[:7]}, GitHub emailed me and I already "
         f"revoked it. It was {tok}. How do I purge it from the history with git filter-repo?")
    return C(t, [tok], [sha[:7]], "revoked token still counts as a secret; short commit hash look-alike")


@case("en", "multi-wifi-for-printer")
def _():
    pw = passphrase(3, "")
    sn = "VNB" + rs(UP + DIG, 7)
    t = ["I'm setting up a new HP printer and it asks for my wifi. I'll give you the details in the next message so you can walk me through it.",
         f"network NETGEAR47-5G, password {pw}. the printer serial is {sn} if that matters"]
    return C(t, [pw], [sn], "Wi-Fi password announced then given; serial number look-alike")


@case("en", "multi-pin-correction")
def _():
    p1 = pin(4)
    p2 = p1[:2] + p1[3] + p1[2]
    if p2 == p1:
        p2 = pin(4)
    t = [f"remind me next week: new debit card PIN is {p1}",
         f"wait no I swapped the last two, it's {p2}. sorry"]
    return C(t, [p1, p2], [], "PIN given then corrected; both are secrets")


@case("en", "multi-key-in-two-parts")
def _():
    k = google_key()
    a, b = k[:20], k[20:]
    t = ["my Gemini key keeps getting cut off when I paste on my phone so I'll send it in two parts",
         a,
         f"{b}\nok now can you tell me why the quickstart says API_KEY_INVALID?"]
    return C(t, [a, b], [], "API key split across messages, each part a secret")


@case("en", "nato-spelling-router-password")
def _():
    pw = rs(UP, 2) + rz(2) + rs(LOW, 3) + pick("!#%") + rz(2)
    t = (f"My dad needs the router password over the phone and he always mishears letters. It's {pw}. "
         "Can you write it out in the NATO alphabet so I can read it to him?")
    return C(t, [pw], [], "password to be spelled out")


@case("en", "password-table-migration")
def _():
    rows = [("netflix.com", "linh.tran88@gmail.com", password(12)),
            ("chase.com", "linhtran88", password(14))]
    t = ("Moving my passwords from a spreadsheet into Bitwarden, can you turn this into their CSV import format?\n\n"
         "| site | username | password |\n|---|---|---|\n"
         + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows))
    return C(t, [r[2] for r in rows], [], "passwords in a markdown table")


@case("en", "router-admin-and-wpa")
def _():
    adm, wpa = password(12, "!@"), rs(LOW + DIG, 16)
    sn, m = "2" + rz(3) + rs(UP, 2) + rz(5), mac()
    t = ("TP-Link Archer AX55, I can't get into the admin page anymore.\n"
         f"admin page 192.168.0.1, login admin / {adm}\nwifi key {wpa}\n"
         f"label says S/N {sn}, MAC {m}\nshould I factory reset?")
    return C(t, [adm, wpa], ["192.168.0.1", sn, m], "router admin and Wi-Fi passwords; IP, serial, MAC look-alikes")


@case("en", "phone-repair-passcode")
def _():
    code, im = pin(6), imei()
    tk = "R" + rz(8)
    t = (f"The repair shop wants my iPhone passcode to test the screen. It's {code}. They wrote IMEI {im} "
         f"on the ticket ({tk}). Is it normal to give them the passcode or should I change it first?")
    return C(t, [code], [im, tk], "phone passcode; IMEI (Luhn computed) and ticket look-alikes")


@case("en", "it-temp-password-email")
def _():
    tmp = password(10, "#$%")
    inc = "INC00" + rz(5)
    t = ("Pasting the email from IT, I can't log in with it:\n\n"
         f"---------- Forwarded message ---------\nSubject: RE: {inc} - account unlocked\n\n"
         f"Hi Marcus, your account has been unlocked. Your temporary password is: {tmp}\n"
         "You will be asked to change it at first sign-in.\nRegards, Service Desk")
    return C(t, [tmp], [inc], "temporary password in pasted email; incident number look-alike")


@case("en", "basic-auth-header")
def _():
    user, pw = "svc-reports", password(14, "!")
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    rid = rs(HEX, 16)
    t = ("curl -v output from our Jenkins job:\n"
         f"> GET /artifactory/api/storage/libs-release HTTP/1.1\n> Authorization: Basic {b}\n"
         f"< HTTP/1.1 401 Unauthorized\n< X-Request-Id: {rid}\nwhat's wrong with the credentials?")
    return C(t, [b], [rid], "Basic auth header (base64 of user:password); request id look-alike")


@case("en", "mongodb-srv-uri")
def _():
    user, pw = "notesApp", rs(ALNUM, 16)
    host = f"cluster0.{rs(LOW + DIG, 5)}.mongodb.net"
    t = (f"MongoServerError: bad auth : authentication failed. URI:\n"
         f"mongodb+srv://{user}:{pw}@{host}/notes?retryWrites=true&w=majority\n"
         "the user exists in Database Access with readWrite")
    return C(t, [f"{user}:{pw}"], [host], "credentials part of a MongoDB URI; cluster host look-alike")


@case("en", "jdbc-password-param")
def _():
    pw = password(12, "_")
    t = ("Spring Boot can't connect:\n"
         f"spring.datasource.url=jdbc:mysql://10.20.0.15:3306/inventory?user=inv_app&password={pw}&useSSL=false\n"
         "Access denied for user 'inv_app'@'10.20.0.8'")
    return C(t, [pw], ["10.20.0.15"], "password value of a JDBC URL; internal IP look-alike")


@case("en", "redis-cloud-url")
def _():
    pw = rs(ALNUM, 32)
    port = R.randint(10000, 19999)
    host = f"redis-{port}.c{R.randint(1, 300)}.us-east-1-{R.randint(2, 4)}.ec2.redns.redis-cloud.com"
    t = (f"celery can't reach the broker: REDIS_URL=redis://default:{pw}@{host}:{port}/0 "
         "— error WRONGPASS invalid username-password pair")
    return C(t, [f"default:{pw}"], [host], "Redis credentials; host look-alike")


@case("en", "azure-storage-connstring")
def _():
    k = azure_key()
    t = ("BlobServiceClient.from_connection_string raises 'Server failed to authenticate the request'.\n"
         f"conn = \"DefaultEndpointsProtocol=https;AccountName=fotoarchive01;AccountKey={k};EndpointSuffix=core.windows.net\"\n"
         "clock on the VM is right")
    return C(t, [k], [], "Azure storage AccountKey value")


@case("en", "git-credentials-gitlab")
def _():
    tok = glpat()
    t = ("my ~/.git-credentials has this line and cloning from our self-hosted gitlab still prompts:\n"
         f"https://oauth2:{tok}@gitlab.meridian-health.org\nwhat's the right credential.helper setting?")
    return C(t, [f"oauth2:{tok}"], [], "credentials part of a stored git credential")


@case("en", "gmail-app-password-smtp")
def _():
    ap = " ".join(rs(LOW, 4) for _ in range(4))
    t = ("Python smtplib to Gmail fails with 534 Application-specific password required, but I AM using one:\n"
         f"server.login('hannah.okafor@gmail.com', '{ap}')\nshould I remove the spaces?")
    return C(t, [ap], [], "Google app password")


@case("en", "master-password-strength")
def _():
    mp = passphrase(3, "-")
    t = (f"Is \"{mp}\" good enough as my Bitwarden master password? I read that something like "
         "\"correct horse battery staple\" is fine but that everyone knows that one now.")
    return C(t, [mp], ["correct horse battery staple"], "own master password; famous example look-alike")



@case("en", "eth-private-key-and-tx")
def _():
    pk, tx, addr = eth_hex64(), eth_hex64(), eth_address()
    t = (f"I imported my wallet into a script with private key {pk} and sent a tx from {addr}. "
         f"Etherscan shows {tx} pending for 2 hours. Can I speed it up with the same nonce?")
    return C(t, [pk], [tx, addr], "private key beside a tx hash of the same shape and a public address")


@case("en", "bitlocker-recovery-key")
def _():
    key = "-".join(rz(6) for _ in range(8))
    kid = str(uuid.UUID(int=R.getrandbits(128), version=4)).upper()
    t = (f"Laptop is asking for the BitLocker recovery key after a BIOS update. It shows Key ID {kid[:8]}. "
         f"In my Microsoft account I found Key ID {kid} with recovery key {key}. Is that the right one?")
    return C(t, [key], [kid], "BitLocker recovery key; key id GUID look-alike (its first 8 chars neutral)")


@case("en", "ford-keypad-code")
def _():
    code = pin(5)
    v = vin()
    t = (f"Our F-150's keypad code is {code} (factory code from the card in the manual). My husband wants "
         f"to add a personal one. VIN is {v} if you need the year. How do I program it?")
    return C(t, [code], [v], "keyless entry code; VIN (check digit computed) look-alike")



@case("en", "parent-medicare-mbi")
def _():
    m = mbi()
    plan = f"S{rz(4)}-0{rz(2)}"
    t = (f"I handle my mom's paperwork. Her Medicare number is {m}. Her Part D plan is {plan} and the "
         "pharmacy says her insulin isn't covered anymore. What can I ask the plan?")
    return C(t, [m], [plan], "entrusted Medicare MBI; plan id look-alike")


@case("en", "microsoft-security-code-email")
def _():
    code = rz(6)
    masked = "ju" + "*" * 5 + "@outlook.com"
    t = (f"Got an email: \"Microsoft account security code. Please use the following security code for the "
         f"Microsoft account {masked}. Security code: {code}\". I didn't ask for it, should I be worried?")
    return C(t, [code], [masked], "security code from email; masked address look-alike")


@case("en", "vault-token-export")
def _():
    tok = vault_token()
    t = (f"export VAULT_ADDR=https://vault.internal:8200\nexport VAULT_TOKEN={tok}\n"
         "vault kv get secret/payments -> permission denied. Vault v1.15.4. Policy has read on secret/*")
    return C(t, [tok], ["v1.15.4"], "Vault token; version look-alike")


@case("en", "heroku-key-vs-app-id")
def _():
    key, app = uuid4(), uuid4()
    t = (f"GitHub action deploy to Heroku fails. I put HEROKU_API_KEY={key} in the repo secrets and the "
         f"app id from `heroku apps:info` is {app}. Error: Invalid credentials provided.")
    return C(t, [key], [app], "Heroku API key shaped as a UUID beside an app id UUID")


@case("en", "digitalocean-token-checksum")
def _():
    tok, chk = do_token(), sha256()
    t = (f"doctl auth init with {tok} says 'Unable to use supplied token'. I installed doctl from the tarball, "
         f"sha256 {chk} matched the release page.")
    return C(t, [tok], [chk], "DigitalOcean token beside a sha256 of the same alphabet")


@case("en", "datadog-key-md5")
def _():
    k, h = rs(HEX, 32), md5()
    t = (f"Agent won't report. datadog.yaml has api_key: {k} and site: datadoghq.eu. The config file md5 "
         f"is {h} on both hosts so they're identical, but only one shows up.")
    return C(t, [k], [h, "datadoghq.eu"], "Datadog API key beside an md5 of the same shape")


@case("en", "hotel-booking-amex")
def _():
    c, e, cid = amex(), expiry(), cvc(4)
    conf = rd(8)
    t = (f"The hotel asked me to email my card to guarantee the late arrival. Is this safe? I was going to write: "
         f"Amex {amexfmt(c)}, exp {e}, security code {cid}, name Priya Raman, confirmation {conf}.")
    return C(t, [amexfmt(c), e, cid], [conf], "Amex with expiry and 4-digit CID; confirmation look-alike")


@case("en", "family-passports-table")
def _():
    ps = [rz(9) for _ in range(2)]
    loc = pnr()
    t = ("Adding passport info to our flights on the United app for the whole family, which goes where?\n"
         f"Daniel Mercer - passport {ps[0]} - exp 2029-04-11\nSara Mercer (child) - passport {ps[1]} - exp 2027-01-19\n"
         f"booking confirmation {loc}")
    return C(t, ps, [loc], "passports of family members entrusted to the user; booking code look-alike")


@case("en", "wifi-qr-string")
def _():
    pw = passphrase(2, "") + pick("!?")
    t = (f"I want to print a QR code for my café's staff wifi. Is this string right? "
         f"WIFI:T:WPA;S:BeanThere-Staff;P:{pw};H:false;;")
    return C(t, [pw], [], "Wi-Fi password inside a WIFI: QR payload")


@case("en", "realtor-lockbox")
def _():
    code = pin(4)
    mls = rd(8)
    t = (f"For Saturday's showings: the lockbox on the side gate opens with {code}. Listing MLS# {mls}. "
         "Can you draft a text to the buyer agents with the showing rules (shoes off, lights off, lock back door)?")
    return C(t, [code], [mls], "lockbox code; MLS listing number look-alike")


@case("en", "multi-wrong-key-then-right")
def _():
    k1, k2 = openai_key(), openai_key()
    t = [f"here's the key from my dashboard {k1} can you check why my script says quota exceeded",
         f"oops that's the old one, I deleted it. this is the current one: {k2}"]
    return C(t, [k1, k2], [], "two keys across messages, the superseded one is still a secret")


@case("en", "wireguard-config")
def _():
    priv, pub = wg_key(), wg_key()
    ep = f"{R.randint(80, 200)}.{R.randint(1, 254)}.{R.randint(1, 254)}.{R.randint(1, 254)}:51820"
    t = ("wg-quick up works but no traffic. wg0.conf:\n[Interface]\n"
         f"PrivateKey = {priv}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\n"
         f"PublicKey = {pub}\nEndpoint = {ep}\nAllowedIPs = 0.0.0.0/0")
    return C(t, [priv], [pub, ep], "WireGuard private key beside the peer's public key of the same shape")


@case("en", "age-key-backup")
def _():
    sk, pk = age_secret(), age_public()
    t = (f"I back up my notes with age. Recipient is {pk}. The key file says\n# created: 2024-02-11T10:03:55Z\n"
         f"{sk}\nWhere is the safest place to keep that file offline?")
    return C(t, [sk], [pk], "age secret key; age recipient (public) look-alike")


@case("en", "canada-sin-payroll")
def _():
    s = ca_sin()
    bn = rd(9) + "RP0001"
    t = (f"New job in Calgary, payroll asks for my SIN: {s}. The employer's payroll account on my pay stub is {bn}. "
         "Do I also need a TD1 form?")
    return C(t, [s], [bn], "Canadian SIN (Luhn computed); employer payroll account look-alike")


@case("en", "uk-nino-utr")
def _():
    ni, utr = uk_nino(), rd(10)
    paye = f"{R.randint(100, 999)}/{rs(UP, 2)}{rz(5)}"
    t = (f"Doing my Self Assessment. NI number {ni}, UTR {utr}. From my P60 the employer PAYE reference is "
         f"{paye}. Which box does the PAYE ref go in?")
    return C(t, [ni, utr], [paye], "NI number and UTR; employer PAYE reference look-alike")


@case("en", "au-tfn-medicare")
def _():
    tfn, med, abn = au_tfn(), au_medicare(), au_abn()
    t = (f"Starting a casual job in Brisbane. TFN declaration: my TFN is {tfn}. They also want Medicare for the "
         f"staff health thing: {med}. Employer ABN {abn}. Is Medicare really needed?")
    return C(t, [tfn, med], [abn], "TFN and Medicare numbers (checks computed); employer ABN (computed) look-alike")


@case("en", "uk-standing-order")
def _():
    sc = f"{R.randint(20, 40)}-{rz(2)}-{rz(2)}"
    acct = rz(8)
    t = (f"I want to set up a monthly standing order from my own Barclays account to my savings. "
         f"Barclays sort code {sc}, account {acct}. Can I do it in the app or only by phone?")
    return C(t, [acct], [sc], "own account number; sort code is the bank's public id")


@case("en", "jira-basic-auth-curl")
def _():
    tok = atlassian_token()
    cred = f"t.haddad@quillmetrics.com:{tok}"
    t = (f"curl -u {cred} -X GET "
         "\"https://quillmetrics.atlassian.net/rest/api/3/issue/OPS-1482\"\n"
         "returns 401 even though the same token works in Postman. why?")
    return C(t, [cred], ["OPS-1482"], "email:token credentials part; issue key look-alike")



# ---------------------------------------------------------------- English, look-alikes only
@case("en", "aws-docs-example-keys")
def _():
    a, s = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    t = (f"For unit tests with moto I copied the keys from the AWS docs: {a} and {s}. "
         "Will botocore try to validate them against AWS or is it fully offline?")
    return C(t, [], [a, s], "AWS documentation example keys")


@case("en", "stripe-test-cards")
def _():
    cards = ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0025 0000 3155"]
    t = (f"Writing e2e tests for checkout. Using {cards[0]} for success, {cards[1]} for a generic decline and "
         f"{cards[2]} for 3DS. Any future expiry and any CVC works in test mode, right? "
         "What card do I use to test insufficient funds?")
    return C(t, [], cards, "Stripe documented test cards")


@case("en", "package-tracking-order")
def _():
    u, o = ups(), amazon_order()
    amt = f"${R.randint(20, 300)}.{rz(2)}"
    t = (f"Amazon order {o} ({amt}) says delivered but nothing's here. UPS tracking {u} shows "
         "'left at front door' with no photo. Who do I contact first?")
    return C(t, [], [o, amt, u], "order, amount and tracking number")


@case("en", "env-example-placeholders")
def _():
    t = ("Is this a good .env.example to commit?\n\nAPI_KEY=your_api_key_here\nDB_PASSWORD=<db-password>\n"
         "JWT_SECRET=changeme\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSMTP_PASS=\n")
    return C(t, [], ["your_api_key_here", "<db-password>", "changeme", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"],
             "placeholders in an example env file")


@case("en", "masked-card-dispute")
def _():
    last4, acct4 = rz(4), rz(4)
    tx = "TXN" + rz(12)
    t = (f"There's a charge I don't recognize on my card **** **** **** {last4} (checking account ending in {acct4}). "
         f"Transaction {tx}, $64.99 from 'DIGITALSVC*LONDON'. How do I dispute it?")
    return C(t, [], [f"**** **** **** {last4}", f"ending in {acct4}", tx], "masked card and account, transaction id")


@case("en", "famous-weak-passwords")
def _():
    ex = ["password123", "123456", "qwerty", "Tr0ub4dor&3", "correct horse battery staple"]
    t = (f"For my security awareness slides: why are {ex[0]}, {ex[1]} and {ex[2]} still the most common? "
         f"And can you explain the xkcd comic about {ex[3]} vs \"{ex[4]}\" in simple terms?")
    return C(t, [], ex, "well-known example passwords discussed as examples")


@case("en", "vendor-invoice-remittance")
def _():
    ein = f"{R.randint(10, 98)}-{rz(7)}"
    inv, po = f"INV-{R.randint(2023, 2025)}-{rz(5)}", f"PO-{rz(6)}"
    rt, acct = aba(), rd(10)
    t = (f"A vendor (Harbor Signage LLC, EIN {ein}) sent invoice {inv} for PO {po}. Their remittance info: "
         f"ACH routing {rt}, account {acct}. The account changed from last time, should I be suspicious?")
    return C(t, [], [ein, inv, po, rt, acct], "a company's tax id, invoice, PO and payment details")


@case("en", "charity-donation-iban")
def _():
    ib = iban_gb("NWBK")
    reg = rd(7)
    t = (f"I want to send a donation from Germany to a UK charity (registered charity no. {reg}). They list "
         f"IBAN {g4(ib)} and BIC NWBKGB2L. Will my bank charge a fee for SEPA to the UK?")
    return C(t, [], [g4(ib), "NWBKGB2L", reg], "charity's IBAN (mod-97 computed), BIC and charity number")


@case("en", "jwt-io-example-token")
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"In the jwt.io example token {tok} the payload says John Doe. If I change the name in the middle part, "
         "why does the signature become invalid? Explain like I'm new to this.")
    return C(t, [], [tok], "the well-known jwt.io example token")


@case("en", "luhn-test-numbers")
def _():
    t = ("Teaching my students the Luhn algorithm. The Wikipedia example is 79927398713 and everyone uses "
         "4111 1111 1111 1111 as a test Visa. Can you walk through the check for both step by step?")
    return C(t, [], ["79927398713", "4111 1111 1111 1111"], "textbook Luhn example and public test card")


@case("en", "redacted-log-lines")
def _():
    t = ("Our log scrubber output looks like this, is it enough?\n"
         "POST /login user=amrita password=[FILTERED]\n"
         "Authorization: Bearer ***REDACTED***\n"
         "stripe key sk_live_••••••••••••3xQa loaded")
    return C(t, [], ["[FILTERED]", "***REDACTED***", "sk_live_••••••••••••3xQa"], "already-redacted values")


@case("en", "placeholder-connection-strings")
def _():
    t = ("The tutorial says to use postgres://user:password@localhost:5432/mydb and for Atlas "
         "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net. Do I literally type user:password?")
    return C(t, [], ["user:password", "<username>:<password>"], "placeholder credentials in tutorial URIs")


@case("en", "ssh-public-key-authorized")
def _():
    pub = ssh_ed25519_pub()
    fp = " ".join(rs("0123456789ABCDEF", 4) for _ in range(10))
    t = (f"I added this line to the server's authorized_keys:\n{pub} nadia@macbook\n"
         f"and my gpg key for signing commits is {fp}. Still 'Permission denied (publickey)'. Permissions issue?")
    return C(t, [], [pub, fp], "public key and public fingerprint")


@case("en", "docs-example-ibans")
def _():
    a, b = "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"
    t = (f"For my IBAN validator tests I'm using the standard examples {a} and {b}. "
         "How does the mod-97 check work exactly?")
    return C(t, [], [a, b], "standard documentation example IBANs")


@case("en", "totp-docs-example-secret")
def _():
    t = ("Every TOTP tutorial uses the secret JBSWY3DPEHPK3PXP. If I generate codes with pyotp for that secret "
         "and compare with Google Authenticator, they should match, right? What about time drift?")
    return C(t, [], ["JBSWY3DPEHPK3PXP"], "tutorial TOTP secret")


@case("en", "wise-transfer-receipt")
def _():
    ref = "Ref No. " + rd(12)
    tid = "#" + rd(9)
    amt = f"€{R.randint(100, 900)}.{rz(2)}"
    t = (f"Receipt from my transfer: Transfer {tid}, {amt} to Lisbon Flat Rentals Lda, {ref}, status: completed. "
         "The landlord says nothing arrived. How long do SEPA transfers take?")
    return C(t, [], [tid, amt, ref], "receipt reference, transfer number and amount")


# ---------------------------------------------------------------- Chinese
@case("zh", "shiming-renzheng-idcard-bankcard")
def _():
    i, c = cn_id(), card("62" + pick(["2588", "2848", "2202", "1700"]), 16)
    ph = "1" + pick(["38", "39", "86", "58"]) + rz(8)
    o = rd(18)
    t = (f"帮我看看这个实名认证为什么一直失败：姓名 王思雨，身份证号 {i}，银行卡号 {g4(c)}（招商银行），"
         f"预留手机号 {ph}。页面提示“信息不一致”，订单号 {o}。")
    return C(t, [i, g4(c)], [ph, o], "身份证号 (check computed) and UnionPay card (Luhn); phone and order look-alikes")


@case("zh", "zhifu-mima-yanzhengma")
def _():
    otp, pay = rz(6), pin(6)
    t = (f"我把短信贴给你：【工商银行】您正在进行网上支付，验证码{otp}，请勿泄露给他人。客服电话95588。"
         f"\n另外我把支付宝的支付密码改成了{pay}，你帮我记一下，别让我又忘了。")
    return C(t, [otp, pay], ["95588"], "SMS code and payment password; bank hotline look-alike")


@case("zh", "fapiao-uscc-shunfeng")
def _():
    u = cn_uscc()
    inv = "24" + rz(18)
    sf = "SF" + rd(13)
    t = (f"帮我核对一下这张发票：销售方 深圳市云帆科技有限公司，统一社会信用代码 {u}，发票号码 {inv}，"
         f"价税合计 ¥3,480.00。货是顺丰寄的，运单号 {sf}，还没到。")
    return C(t, [], [u, inv, "¥3,480.00", sf], "company credit code (check computed), invoice, amount, waybill")



# ---------------------------------------------------------------- Japanese
@case("ja", "mynumber-menkyo")
def _():
    mn = my_number()
    dl = "30" + rz(2) + rz(6) + rz(1) + "0"
    app = rz(23)
    t = (f"マイナンバーカードの申請書を書いています。個人番号は {mn}、運転免許証の番号は {dl} です。"
         f"申請書ID（{app}）はどの欄に書けばいいですか？")
    return C(t, [mn, dl], [app], "マイナンバー (check computed) and licence number; application id look-alike")


@case("ja", "wifi-anshobango")
def _():
    key, p = rs("0123456789abcdef", 13), pin(4)
    ssid = f"aterm-{rs(HEX, 6)}-g"
    t = (f"実家のWi-Fi設定を母に電話で説明します。SSIDは {ssid}、暗号化キーは {key} です。"
         f"ついでにキャッシュカードの暗証番号（{p}）もメモしておいてと言われたのですが、どう保管するのが安全ですか？")
    return C(t, [key, p], [ssid], "Wi-Fi key and bank card PIN; SSID look-alike")


@case("ja", "seikyusho-houjin-bangou")
def _():
    corp = jp_corporate()
    inv = f"INV-{R.randint(2024, 2025)}{rz(4)}"
    tel = f"03-{rz(4)}-{rz(4)}"
    t = (f"取引先からの請求書を確認してください。適格請求書発行事業者の登録番号 T{corp}、請求書番号 {inv}、"
         f"お問い合わせ {tel}。登録番号が正しいかどうか国税庁のサイトで調べる方法は？")
    return C(t, [], [f"T{corp}", inv, tel], "invoice registration number (corporate number check computed), invoice, phone")


# ---------------------------------------------------------------- Korean
@case("ko", "yeonmal-jeongsan-rrn-account")
def _():
    r = rrn()
    acct = f"{rz(6)}-{rz(2)}-{rz(6)}"
    brn = kr_brn()
    t = (f"연말정산 때문에 그러는데요, 주민등록번호 {r}이랑 급여 계좌 국민은행 {acct} 맞게 적었는지 봐주시고 "
         f"양식 채우는 것 좀 도와주세요. 회사 사업자등록번호는 {brn}이에요.")
    return C(t, [r, acct], [brn], "RRN (check computed) and own account; company registration number (computed) look-alike")


@case("ko", "gongdong-injeungseo-otp")
def _():
    pw = rs(LOW, 5) + rz(4) + pick("!@#$") + rs(LOW, 2)
    otp = rz(6)
    t = (f"공동인증서 비밀번호를 자꾸 까먹어요. {pw} 이게 규칙(영문+숫자+특수문자 10자 이상)에 맞나요? "
         f"그리고 방금 온 문자예요: [Web발신] 인증번호 [{otp}]를 입력해주세요.")
    return C(t, [pw, otp], [], "certificate password and SMS code")


@case("ko", "taekbae-songjang")
def _():
    inv = rd(12)
    o = rd(16)
    t = (f"택배가 일주일째 안 와요. CJ대한통운 운송장번호 {inv}, 쇼핑몰 주문번호 {o}예요. "
         "고객센터 1588-1255에 전화해도 연결이 안 되는데 어떻게 해야 하죠?")
    return C(t, [], [inv, o, "1588-1255"], "waybill, order number and courier hotline")


# ---------------------------------------------------------------- Arabic
@case("ar", "saudi-id-iban")
def _():
    sid = saudi_id()
    ib = iban("SA", pick(["80", "10", "45", "05"]) + rz(18))
    req = rd(10)
    t = (f"أحتاج مساعدة في تعبئة نموذج تحديث البيانات في البنك: رقم الهوية الوطنية {sid}، "
         f"والآيبان الخاص بي {g4(ib)}. رقم الطلب في التطبيق {req}. هل أكتب الآيبان بدون مسافات؟")
    return C(t, [sid, g4(ib)], [req], "Saudi national id (Luhn) and own IBAN; request number look-alike")


@case("ar", "emirates-id-card-booking")
def _():
    eid, c, e, v = emirates_id(), mastercard(), expiry(), cvc()
    loc = pnr()
    t = (f"أريد تأكيد حجز الفندق عبر الهاتف. بطاقتي: {g4(c)}، تنتهي {e}، الرمز {v}. "
         f"رقم الهوية الإماراتية {eid}. رقم الحجز {loc}. ماذا أقول لموظف الاستقبال؟")
    return C(t, [g4(c), e, v, eid], [loc], "card, expiry, CVV and Emirates ID (Luhn); booking code look-alike")


@case("ar", "supplier-invoice-vat")
def _():
    vat = "3" + rz(13) + "3"
    cr = "1010" + rz(6)
    inv = f"INV-{rz(6)}"
    awb = rd(11)
    t = (f"وصلتني فاتورة من مورد: الرقم الضريبي للمورد {vat}، السجل التجاري {cr}، رقم الفاتورة {inv}، "
         f"المبلغ ١٬٢٥٠ ريال، ورقم الشحنة لدى أرامكس {awb}. هل الفاتورة مستوفية لشروط هيئة الزكاة؟")
    return C(t, [], [vat, cr, inv, "١٬٢٥٠ ريال", awb], "supplier VAT and CR numbers, invoice, amount in Arabic digits, waybill")


# ---------------------------------------------------------------- Persian
@case("fa", "kart-banki-ramz-pooya")
def _():
    c = card(pick(["603799", "610433", "589210", "627353"]), 16)
    v, otp = cvc(pick([3, 4])), rz(6)
    trk = rd(6).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    ex = f"{R.randint(1406, 1410)}/{R.randint(1, 12):02d}"
    t = (f"می‌خوام کارت بانکیمو توی اپ ثبت کنم. شماره کارت {'-'.join(c[i:i + 4] for i in range(0, 16, 4))}، "
         f"CVV2 {v}، تاریخ انقضا {ex}، رمز دوم پویا هم که اومد {otp} بود. چرا خطای «اطلاعات نامعتبر» میده؟ "
         f"شماره پیگیری خطا {trk} هست.")
    return C(t, ['-'.join(c[i:i + 4] for i in range(0, 16, 4)), v, ex, otp], [trk],
             "Shetab card (Luhn), CVV2, Jalali expiry, dynamic password; tracking number in Persian digits look-alike")


@case("fa", "shomare-sheba-hoghoogh")
def _():
    ib = iban("IR", "0" + pick(["17", "12", "18", "19", "15"]) + "0" + rz(18))
    trk = rd(8)
    mel = ir_melli()
    t = (f"حسابداری شرکت شماره شبا و کد ملی خواسته برای واریز حقوق. شبای من {ib} هست و کد ملی‌ام {mel}. "
         f"درخواست قبلی با کد پیگیری {trk} رد شده بود، فکر کنم یه رقم رو اشتباه زده بودم. این درسته؟")
    return C(t, [ib, mel], [trk], "own Sheba IBAN (mod-97 computed) and national code (check computed); tracking code look-alike")


@case("fa", "code-posti-sherkat")
def _():
    post = rd(10)
    shen = "10" + rz(9)
    t = (f"آدرس شرکت برای فاکتور: کد پستی {post}، شناسه ملی شرکت {shen}، تلفن ۰۲۱-۸۸۷۷۶۶۵۵. "
         "این‌ها رو کجای فاکتور رسمی باید بنویسم؟")
    return C(t, [], [post, shen, "۰۲۱-۸۸۷۷۶۶۵۵"], "postal code, company national id, phone in Persian digits")


# ---------------------------------------------------------------- Hebrew
@case("he", "tofes-101-teudat-zehut")
def _():
    tz = il_id()
    branch = str(R.randint(600, 999))
    acct = rd(R.randint(6, 8))
    t = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות {tz}, חשבון בנק: בנק לאומי, סניף {branch}, "
         f"מספר חשבון {acct}. צריך לצרף גם צילום צ'ק?")
    return C(t, [tz, acct], [branch], "Israeli ID (check computed) and own account; branch number look-alike")


@case("he", "kodim-babayit-shmartaf")
def _():
    alarm, door = pin(4), pin(5)
    t = (f"תכין לי פתק מסודר לבייביסיטר: קוד האזעקה {alarm}, הקוד לדלת של הבניין {door}. "
         "ושיתקשרו אליי אם יש בעיה.")
    return C(t, [alarm, door], [], "alarm and door codes")


@case("he", "heshbonit-hp")
def _():
    hp = "51" + il_id(6)
    o = rd(9)
    trk = s10("RR", "IL")
    t = (f"קיבלתי חשבונית מחנות אונליין: ח.פ. {hp}, מספר הזמנה {o}, ומספר המשלוח בדואר ישראל {trk}. "
         "החבילה תקועה במכס כבר שבועיים, למי פונים?")
    return C(t, [], [hp, o, trk], "company number (check computed), order and S10 tracking (check computed)")


# ---------------------------------------------------------------- Hindi
@case("hi", "kyc-aadhaar-pan")
def _():
    a = aadhaar()
    p = pan("S")
    ref = "KYC" + rd(10)
    t = (f"बैंक वाले KYC अपडेट करने को बोल रहे हैं। मेरा आधार नंबर {a} है और PAN {p}। "
         f"उन्होंने रेफरेंस नंबर {ref} दिया था। अब ऐप में कहाँ डालूँ?")
    return C(t, [a, p], [ref], "Aadhaar (Verhoeff computed) and PAN (check letter not computed); reference look-alike")


@case("hi", "upi-pin-khata")
def _():
    up = pin(pick([4, 6]))
    acct = rd(pick([11, 14]))
    ifsc = pick(["SBIN", "HDFC", "ICIC", "PUNB", "UBIN"]) + "0" + rz(6)
    t = (f"UPI PIN भूल गया था, नया {up} सेट कर दिया है। खाता संख्या {acct}, IFSC {ifsc}। "
         "क्या PhonePe में यही बैंक अकाउंट जोड़ दूँ या नया बनाना पड़ेगा?")
    return C(t, [up, acct], [ifsc], "UPI PIN and own account; IFSC look-alike")


@case("hi", "pnr-gstin-bill")
def _():
    pn = str(R.randint(2, 8)) + rz(9)
    g = gstin(rs(UP, 3) + "C" + pick(UP) + rz(4) + pick(UP))
    bill = f"GST/{R.randint(24, 25)}-{R.randint(25, 26)}/{rz(4)}"
    t = (f"ऑफिस ट्रिप का खर्चा जमा करना है। ट्रेन टिकट PNR {pn}, होटल का GSTIN {g}, बिल नंबर {bill}। "
         "रीइम्बर्समेंट फॉर्म में GSTIN ज़रूरी है क्या?")
    return C(t, [], [pn, g, bill], "rail PNR, hotel GSTIN (check computed), bill number")


# ---------------------------------------------------------------- Russian
@case("ru", "gosuslugi-pasport-snils-inn")
def _():
    ser = f"{R.randint(40, 46)}{R.randint(10, 23)}"
    num = rz(6)
    sn, inn = snils(), inn12()
    code = f"{R.randint(500, 780)}-{rz(3)}"
    t = (f"Заполняю заявление на Госуслугах. Паспорт: {ser} {num}, код подразделения {code}. "
         f"СНИЛС {sn}, ИНН {inn}. Почему система пишет, что данные паспорта не прошли проверку?")
    return C(t, [f"{ser} {num}", sn, inn], [code], "passport, СНИЛС and ИНН (checks computed); department code look-alike")


@case("ru", "schet-bik-zarplata")
def _():
    acct = "40817810" + rz(12)
    bik = "0445" + rz(5)
    ks = "30101810" + rz(12)
    t = (f"Бухгалтерия просит реквизиты для зарплаты. Мой счёт {acct}, БИК банка {bik}, "
         f"корр. счёт {ks}. Этого достаточно или нужен ещё ИНН банка?")
    return C(t, [acct], [bik, ks], "own account (control digit not computed); BIK and correspondent account look-alikes")


@case("ru", "multi-karta-mir-po-chastyam")
def _():
    c, e, v = card("220" + pick("0124"), 16), expiry(), cvc()
    uin = "188101" + rz(14)
    t = [f"Помоги оплатить штраф ГИБДД на сайте, УИН {uin}, там форма глючит. Номер карты скину по частям, а то в одном сообщении страшно",
         f"первые восемь: {c[:4]} {c[4:8]}",
         f"остальное: {c[8:12]} {c[12:]}, срок {e}, CVC {v}"]
    return C(t, [f"{c[:4]} {c[4:8]}", f"{c[8:12]} {c[12:]}", e, v], [uin], "Mir card (Luhn) split across messages; fine id look-alike")


@case("ru", "inn-ogrn-trek")
def _():
    i, o = inn10(), ogrn()
    trk = "8" + rz(13)
    t = (f"Проверь контрагента: ООО «Северный ветер», ИНН {i}, ОГРН {o}. Они прислали товар Почтой России, "
         f"трек-номер {trk}. Как посмотреть, не ликвидирована ли фирма?")
    return C(t, [], [i, o, trk], "company ИНН and ОГРН (checks computed) and tracking number")


# ---------------------------------------------------------------- Ukrainian
@case("uk", "deklaratsiia-rnokpp")
def _():
    r = ua_rnokpp()
    idc = "00" + rz(7)
    dec = rd(10)
    t = (f"Подаю декларацію через кабінет платника. Мій РНОКПП {r}, ID-картка № {idc}. "
         f"Номер попередньої декларації {dec}. Чи треба вказувати номер ID-картки, якщо є РНОКПП?")
    return C(t, [r, idc], [dec], "РНОКПП (check computed) and ID-card number; declaration number look-alike")


@case("uk", "monobank-iban-pin")
def _():
    ib = iban("UA", "322001" + "00000" + "2620" + rz(10))
    p = pin(4)
    t = (f"Збережи, будь ласка: IBAN моєї картки monobank {ib}, а пін-код від неї {p}. "
         "Бо я постійно все забуваю.")
    return C(t, [ib, p], [], "own IBAN (mod-97 computed) and card PIN")


@case("uk", "edrpou-ttn-nova-poshta")
def _():
    e = ua_edrpou()
    ttn = "20" + rz(12)
    o = rd(8)
    t = (f"Оплачую рахунок ТОВ «Лісова поляна»: код ЄДРПОУ {e}, номер замовлення {o}. "
         f"Товар вже їде, ТТН Нової пошти {ttn}. Як перевірити фірму в реєстрі?")
    return C(t, [], [e, ttn, o], "company ЄДРПОУ (check computed), waybill, order")


# ---------------------------------------------------------------- Polish
@case("pl", "wniosek-pesel-dowod")
def _():
    p, d = pesel(), pl_dowod()
    wn = f"ZUS/{R.randint(2024, 2025)}/{rz(8)}"
    t = (f"Wypełniam wniosek o 800+ przez PUE ZUS. Mój PESEL {p}, seria i numer dowodu {d}. "
         f"Dostałam numer wniosku {wn} i status „w trakcie”. Ile to zwykle trwa?")
    return C(t, [p, d], [wn], "PESEL and ID card number (checks computed); application number look-alike")


@case("pl", "blik-kod-konto")
def _():
    b = rz(6)
    ib = iban_pl()
    t = (f"Kolega prosi o kod BLIK, żeby zapłacić za bilety z mojego konta, bo jemu nie działa. Kod to {b}. "
         f"Mój numer konta {nrb_fmt(ib)}. Czy to bezpieczne podać mu kod?")
    return C(t, [b, nrb_fmt(ib)], [], "BLIK code and own NRB (checks computed)")


@case("pl", "faktura-nip-regon")
def _():
    n, r = nip(), regon()
    fv = f"FV/{R.randint(100, 999)}/{R.randint(1, 12):02d}/2024"
    paczka = rd(24)
    t = (f"Faktura od hurtowni: NIP {n}, REGON {r}, numer {fv}. Paczka InPost {paczka} utknęła w sortowni. "
         "Czy mogę odliczyć VAT, jeśli towar jeszcze nie dotarł?")
    return C(t, [], [n, r, fv, paczka], "company NIP and REGON (checks computed), invoice, parcel")


# ---------------------------------------------------------------- Czech
@case("cs", "urad-prace-rodne-cislo")
def _():
    rc = rodne_cislo()
    acct = cz_acct()
    bank = pick(["0800", "0100", "0300", "2010", "0600"])
    t = (f"Vyplňuju žádost na úřad práce. Rodné číslo {rc}, účet pro výplatu {acct}/{bank}. "
         "Musím tam psát i IBAN?")
    return C(t, [rc, acct], [bank], "rodné číslo and account (checks computed); bank code look-alike")


@case("cs", "faktura-ico-vs")
def _():
    i = ico()
    vs = rd(10)
    obj = f"OBJ-{rz(6)}"
    t = (f"Platím fakturu od dodavatele: IČO {i}, variabilní symbol {vs}, částka 12 450 Kč, objednávka {obj}. "
         "Stačí zadat variabilní symbol, nebo i specifický?")
    return C(t, [], [i, vs, "12 450 Kč", obj], "company IČO (check computed), payment symbol, amount, order")


# ---------------------------------------------------------------- German
@case("de", "elster-steuerid-iban")
def _():
    st, ib = steuer_id(), iban_de()
    bic = pick(["COBADEFFXXX", "DEUTDEDBBER", "INGDDEFFXXX", "GENODEF1S04"])
    t = (f"Ich sitze an der Steuererklärung in ELSTER. Steuer-ID {st[:2]} {st[2:5]} {st[5:8]} {st[8:]}, "
         f"meine IBAN {g4(ib)}, BIC {bic}. In welches Formular kommt die Bankverbindung für die Erstattung?")
    return C(t, [f"{st[:2]} {st[2:5]} {st[5:8]} {st[8:]}", g4(ib)], [bic],
             "Steuer-ID (check computed) and own IBAN; BIC look-alike")


@case("de", "krankenkasse-kvnr-ausweis")
def _():
    kv = kvnr()
    pa = rs("CFGHJKLMNPRTVWXYZ", 1) + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    az = f"{rz(3)}/{rz(5)}/{R.randint(2023, 2025)}"
    t = (f"Die Krankenkasse will für den Antrag meine Versichertennummer ({kv}) und die Nummer meines "
         f"Personalausweises ({pa}). Im Brief steht Aktenzeichen {az}. Darf die den Ausweis überhaupt verlangen?")
    return C(t, [kv, pa], [az], "KVNR (check computed) and ID card number; file reference look-alike")


@case("de", "fritzbox-wlan-schluessel")
def _():
    key = rz(20)
    sn = "R" + rz(3) + "." + rz(3) + "." + rz(2) + "." + rz(3) + "." + rz(3)
    t = (f"Nach dem Update auf FRITZ!OS 7.57 verbindet sich der Laptop nicht mehr. WLAN-Netzwerkschlüssel ist "
         f"noch der vom Aufkleber: {key}. Seriennummer {sn}. Soll ich den Schlüssel ändern?")
    return C(t, [key], ["FRITZ!OS 7.57", sn], "router Wi-Fi key; firmware version and serial look-alikes")


@case("de", "multi-passwort-korrektur")
def _():
    p1, p2 = password(12, "!?$"), password(16, "!?$")
    t = [f"Merk dir bitte: mein neues Passwort fürs Online-Banking ist {p1}",
         f"Korrektur, ich hab es gerade nochmal geändert, die Bank will jetzt mindestens 16 Zeichen. Jetzt: {p2}"]
    return C(t, [p1, p2], [], "password then corrected password")


@case("de", "shop-rechnung-ustid")
def _():
    u = de_ustid()
    hrb = f"HRB {rd(6)}"
    re_ = f"RE-{R.randint(2024, 2025)}-{rz(6)}"
    dhl = "00340434" + rz(12)
    shop = iban_de()
    t = (f"Ich hab eine Rechnung vom Onlineshop bekommen: USt-IdNr. {u}, {hrb} Amtsgericht München, "
         f"Rechnungsnummer {re_}, Zahlung an IBAN {g4(shop)}. DHL-Sendungsnummer {dhl}. "
         "Ist das eine ordnungsgemäße Rechnung für die Steuer?")
    return C(t, [], [u, hrb, re_, g4(shop), dhl], "shop's VAT id (check computed), register, invoice, shop IBAN, parcel")


# ---------------------------------------------------------------- French
@case("fr", "caf-secu-iban")
def _():
    n, ib = nir(), iban_fr()
    alloc = rd(7)
    t = (f"Je remplis le dossier CAF en ligne : numéro de sécu {n}, IBAN {g4(ib)}. "
         f"Mon numéro d'allocataire c'est {alloc}, mais il me demande aussi un RIB en PDF, c'est obligatoire ?")
    return C(t, [n, g4(ib)], [alloc], "NIR (key computed) and IBAN (RIB key and mod-97 computed); CAF file number look-alike")


@case("fr", "nounou-digicode-alarme")
def _():
    dig = pick("AB") + rz(4)
    alarm = pin(4)
    t = (f"Tu peux me faire une fiche claire pour la nounou ? Digicode de l'immeuble : {dig}. L'alarme se désactive "
         f"avec {alarm} puis OFF. Pédiatre : 01 45 67 89 10.")
    return C(t, [dig, alarm], ["01 45 67 89 10"], "door and alarm codes; phone look-alike")


@case("fr", "facture-siret-tva")
def _():
    sr = siren()
    si = siret(sr)
    tva = fr_tva(sr)
    fac = f"F{R.randint(2024, 2025)}-{rz(5)}"
    col = "6A" + rz(11)
    t = (f"Facture d'un artisan : SIRET {si[:3]} {si[3:6]} {si[6:9]} {si[9:]}, TVA intracommunautaire {tva}, "
         f"facture n° {fac}. Le colis de pièces arrive par Colissimo {col}. La mention de TVA est correcte ?")
    return C(t, [], [f"{si[:3]} {si[3:6]} {si[6:9]} {si[9:]}", tva, fac, col],
             "SIRET (Luhn) and VAT number (key computed), invoice, parcel")


# ---------------------------------------------------------------- Spanish
@case("es", "sepe-dni-iban")
def _():
    d, ib = dni(), iban_es()
    exp_ = f"{R.randint(2024, 2025)}/{rz(6)}"
    t = (f"Estoy pidiendo el paro en la sede del SEPE: DNI {d}, cuenta para el cobro {g4(ib)}. "
         f"Me han dado el número de expediente {exp_}. ¿Cuánto tardan en resolver?")
    return C(t, [d, g4(ib)], [exp_], "DNI (letter computed) and IBAN (DC and mod-97 computed); file number look-alike")


@case("es", "mx-clabe-rfc-curp")
def _():
    cl = clabe()
    rfc = rs(UP, 4) + f"{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + rs(UP + DIG, 3)
    curp = (rfc[:10] + pick("HM") + pick(["DF", "JC", "NL", "PL", "MC"]) + rs("BCDFGHJKLMNPQRSTVWXZ", 3)
            + pick(DIG) + rz(1))
    erfc = rs(UP, 3) + f"{R.randint(5, 20):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + rs(UP + DIG, 3)
    t = (f"En el trabajo nuevo me piden para la nómina mi CLABE, RFC y CURP. CLABE: {cl}, RFC: {rfc}, "
         f"CURP: {curp}. El RFC de la empresa en el contrato es {erfc}. ¿Les tengo que mandar también la constancia de situación fiscal?")
    return C(t, [cl, rfc, curp], [erfc], "CLABE (check computed), RFC and CURP (not computed); employer RFC look-alike")


@case("es", "multi-codigo-sms-banco")
def _():
    code = rz(6)
    t = ["Espera, te paso el código que me acaba de llegar para entrar en la app del banco, que no sé si es el bueno",
         f"\"BBVA: {code} es tu código de verificación. No lo compartas con nadie.\" ¿Por qué dice que ha caducado si lo acabo de recibir?"]
    return C(t, [code], [], "OTP announced and given in the next message")


@case("es", "factura-cif-localizador")
def _():
    cif = es_cif()
    ped = f"ES{rz(9)}"
    loc = rs(UP + DIG, 6)
    t = (f"Necesito la factura del viaje para la empresa. La agencia tiene CIF {cif}, mi pedido es {ped} y el "
         f"localizador de Renfe {loc}. ¿Qué datos tiene que llevar la factura para que me la acepten?")
    return C(t, [], [cif, ped, loc], "company CIF (control computed), order and booking code")


# ---------------------------------------------------------------- Portuguese
@case("pt", "br-nubank-cpf-senha")
def _():
    c = cpf()
    s = pin(4)
    prot = rd(12)
    t = (f"Tô tentando recuperar o acesso ao app do banco e ele pede CPF {c} e a senha de 4 dígitos do cartão, "
         f"que é {s}. Já falei com o atendimento, protocolo {prot}, e nada. O que mais posso fazer?")
    return C(t, [c, s], [prot], "CPF (check computed) and card PIN; protocol number look-alike")


@case("pt", "pt-financas-nif-cc")
def _():
    n = pt_nif()
    cc_ = f"{rz(8)} {rz(1)} {rs(UP, 2)}{rz(1)}"
    ib = iban("PT", pick(["0035", "0007", "0033", "0018", "0010"]) + rz(4) + rz(11) + rz(2))
    dec = f"{rs(UP, 4)}-{rs(UP, 4)}-{rz(2)}"
    t = (f"Preciso de atualizar o IBAN no Portal das Finanças para o reembolso do IRS. NIF {n}, "
         f"Cartão de Cidadão {cc_}, IBAN {g4(ib)}. A minha declaração tem o identificador {dec}. Onde é que se altera isso?")
    return C(t, [n, cc_, g4(ib)], [dec], "NIF (check computed), citizen card (not computed), IBAN (mod-97 computed); declaration id look-alike")


@case("pt", "br-loja-cnpj-rastreio")
def _():
    cn = cnpj()
    r_ = s10(pick(["QB", "NX", "OV", "AA"]), "BR")
    ped = rd(10)
    t = (f"Comprei numa loja online e não chegou. CNPJ da loja {cn}, pedido {ped}, código de rastreio {r_}. "
         "Posso abrir reclamação no Procon ou no Reclame Aqui primeiro?")
    return C(t, [], [cn, ped, r_], "shop CNPJ and S10 tracking (checks computed), order")


# ---------------------------------------------------------------- Italian
@case("it", "bonus-codice-fiscale-iban")
def _():
    cf = codice_fiscale(pick(["Esposito", "Ricci", "Marino", "Greco", "Bruno"]),
                        pick(["Giulia", "Francesca", "Chiara", "Martina"]), male=False)
    ib = iban_it()
    prot = f"INPS.{rz(4)}.{R.randint(1, 12):02d}/{R.randint(2024, 2025)}.{rz(7)}"
    t = (f"Sto compilando la domanda per l'assegno unico: codice fiscale {cf}, IBAN {ib}. "
         f"Il numero di protocollo che mi ha dato l'INPS è {prot}. Come controllo lo stato della domanda?")
    return C(t, [cf, ib], [prot], "codice fiscale (check char computed) and IBAN (CIN not computed); protocol look-alike")


@case("it", "password-spid-otp")
def _():
    pw, otp = password(12, "!?#"), rz(6)
    t = (f"Mi segno qui così non la perdo: la password SPID è {pw}. "
         f"E il codice OTP che mi è arrivato adesso per l'accesso è {otp}, ma il sito dice che è scaduto.")
    return C(t, [pw, otp], [], "SPID password and OTP")


@case("it", "ordine-partita-iva-brt")
def _():
    pi = it_piva()
    o = rd(9)
    brt = rd(15)
    t = (f"Ho ordinato da un negozio online con Partita IVA {pi}, ordine n. {o}. Il tracking BRT {brt} è fermo "
         "da cinque giorni. Come faccio a sapere se il negozio è affidabile?")
    return C(t, [], [pi, o, brt], "shop's VAT number (check computed), order, tracking")


# ---------------------------------------------------------------- Dutch
@case("nl", "huurcontract-bsn-iban")
def _():
    b, ib = bsn(), iban_nl()
    t = (f"Ik vul een huurcontract in en de verhuurder vraagt mijn BSN ({b}) en IBAN ({g4(ib)}). "
         "Is het normaal dat een particuliere verhuurder om je BSN vraagt?")
    return C(t, [b, g4(ib)], [], "BSN (11-check computed) and IBAN (mod-97 computed)")


@case("nl", "digid-wachtwoord-sms")
def _():
    pw, sms = password(12, "!#?"), rz(6)
    t = (f"DigiD inloggen lukt niet. Wachtwoord is {pw} en de sms-code was {sms}. "
         "Ik krijg steeds 'uw gegevens zijn onjuist'. Moet ik mijn DigiD opnieuw aanvragen?")
    return C(t, [pw, sms], [], "DigiD password and SMS code")


@case("nl", "factuur-kvk-kenmerk")
def _():
    kvk = rd(8)
    btw = "NL" + rd(9) + "B01"
    kenm = rz(16)
    tt = "3S" + rs(UP, 4) + rz(9)
    t = (f"Factuur ontvangen: KvK {kvk}, btw-nummer {btw}, betalingskenmerk {kenm}. Pakket komt met PostNL, "
         f"track & trace {tt}. Moet ik het kenmerk precies zo overnemen bij het betalen?")
    return C(t, [], [kvk, btw, kenm, tt], "KvK, VAT number, payment reference and tracking")


# ---------------------------------------------------------------- Swedish
@case("sv", "forsakringskassan-personnummer")
def _():
    p = personnummer()
    clr = pick(["8327-9", "6000", "5000", "3000", "8105-9"])
    kto = rd(10)
    t = (f"Jag fyller i en blankett till Försäkringskassan: personnummer {p}, clearingnummer {clr} och "
         f"kontonummer {kto}. Ska clearingnumret med femte siffran eller inte?")
    return C(t, [p, kto], [clr], "personnummer (Luhn) and own account; clearing number look-alike")


@case("sv", "bankid-sakerhetskod-wifi")
def _():
    code, wifi = pin(6), passphrase(2, "") + rz(2)
    t = (f"Spara gärna åt mig: min säkerhetskod till BankID är {code} och wifi-lösenordet hemma är {wifi}. "
         "Jag kommer aldrig ihåg någon av dem.")
    return C(t, [code, wifi], [], "BankID security code and Wi-Fi password")


@case("sv", "faktura-bankgiro-ocr")
def _():
    bg = f"{R.randint(100, 999)}-{rz(4)}"
    ocr = fi_viite()
    org = se_orgnr()
    sw = f"123 {rz(3)} {rz(2)} {rz(2)}"
    t = (f"Ska betala medlemsavgiften: bankgiro {bg}, OCR-nummer {ocr}. Föreningens organisationsnummer är {org}, "
         f"eller så kan man swisha till {sw}. Vilket är säkrast?")
    return C(t, [], [bg, ocr, org, sw], "bankgiro, OCR, org number (Luhn) and Swish number of an association")


# ---------------------------------------------------------------- Danish
@case("da", "nemkonto-cpr")
def _():
    c = cpr()
    reg = rz(4)
    kto = rd(10)
    t = (f"Jeg skal oprette NemKonto hos min nye bank. CPR-nummer {c}, reg.nr. {reg} og kontonummer {kto}. "
         "Skal jeg gøre det på borger.dk eller gør banken det?")
    return C(t, [c, kto], [reg], "CPR (no check) and own account; bank reg.nr look-alike")


@case("da", "doerkode-alarm-soester")
def _():
    door, alarm = pin(4), pin(4)
    t = (f"Min søster kommer og passer katten. Koden til hoveddøren er {door}, og alarmen slås fra med {alarm}. "
         "Kan du skrive en kort besked til hende med det hele?")
    return C(t, [door, alarm], [], "door and alarm codes")


@case("da", "faktura-cvr-pakke")
def _():
    cvr = dk_cvr()
    fak = rd(6)
    pk = "0" + rz(17)
    t = (f"Har fået en faktura: CVR {cvr}, fakturanummer {fak}. Pakken fra PostNord har nummer {pk}, "
         "men den står som 'returneret'. Skal jeg stadig betale?")
    return C(t, [], [cvr, fak, pk], "company CVR (check computed), invoice, parcel")


# ---------------------------------------------------------------- Norwegian (Bokmål)
@case("no", "nav-fodselsnummer-konto")
def _():
    f, k = fnr(), no_acct()
    sak = rd(8)
    t = (f"Fyller ut søknad hos NAV: fødselsnummer {f}, kontonummer {k[:4]}.{k[4:6]}.{k[6:]}. "
         f"Saksnummeret de ga meg er {sak}. Hvor lang er behandlingstiden nå?")
    return C(t, [f, f"{k[:4]}.{k[4:6]}.{k[6:]}"], [sak], "fødselsnummer and account (checks computed); case number look-alike")


@case("no", "bankid-passord-kodebrikke")
def _():
    pw, otp = password(10, "!#"), rz(6)
    t = (f"BankID-passordet mitt er {pw} og engangskoden fra kodebrikken var {otp}, men jeg får "
         "feilmelding BID-1100. Hva betyr det?")
    return C(t, [pw, otp], [], "BankID password and one-time code")


@case("no", "faktura-orgnr-kid")
def _():
    o = no_orgnr()
    kid = fi_viite()
    f = rd(5)
    k = no_acct()
    t = (f"Faktura fra rørleggeren: org.nr. {o} MVA, fakturanr. {f}, betales til konto {k[:4]}.{k[4:6]}.{k[6:]} "
         f"med KID {kid}. Kan jeg betale uten KID?")
    return C(t, [], [o, f, f"{k[:4]}.{k[4:6]}.{k[6:]}", kid], "company org number and account (checks computed), invoice, KID")


# ---------------------------------------------------------------- Finnish
@case("fi", "kela-hetu-tilinumero")
def _():
    h = hetu()
    ib = iban("FI", pick(["1000", "8000", "5000", "3939"]) + rz(10))
    t = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {h}, tilinumero {g4(ib)}. "
         "Pitääkö vuokrasopimus liittää heti vai voiko sen lähettää myöhemmin?")
    return C(t, [h, g4(ib)], [], "henkilötunnus (check char computed) and IBAN (mod-97 computed)")


@case("fi", "kotiverkko-ovikoodi")
def _():
    wifi, code = passphrase(2, "") + rz(3), pin(4)
    t = (f"Vuokralainen tulee huomenna. Kotiverkon salasana on {wifi} ja pyörävaraston ovikoodi {code}. "
         "Voitko kirjoittaa lyhyen tervetuloviestin, jossa nämä on?")
    return C(t, [wifi, code], [], "Wi-Fi password and door code")


@case("fi", "lasku-ytunnus-viite")
def _():
    y = y_tunnus()
    v = fi_viite()
    n = rd(6)
    t = (f"Sain laskun: Y-tunnus {y}, laskun numero {n}, viitenumero {v}, eräpäivä 15.6.2024. "
         "Yrityksen nimi ei löydy YTJ:stä heti, onko tämä huijaus?")
    return C(t, [], [y, n, v, "15.6.2024"], "business id and reference (checks computed), invoice, date")


# ---------------------------------------------------------------- Hungarian
@case("hu", "ugyfelkapu-taj-adoazonosito")
def _():
    tj, ad = taj(), hu_adoazonosito()
    ugy = f"{rd(5)}/{R.randint(2024, 2025)}"
    t = (f"Az ügyfélkapus űrlaphoz kell: TAJ szám {tj}, adóazonosító jel {ad}. A levélben az ügyszám {ugy}. "
         "Az ügyszámot is be kell írnom valahova?")
    return C(t, [tj, ad], [ugy], "TAJ and tax id (checks computed); case number look-alike")


@case("hu", "bankszamla-netbank-jelszo")
def _():
    a = hu_acct()
    pw = password(11, "!.")
    t = (f"A bankszámlaszámom {a}, a netbank jelszavam {pw}. Az appban nem tudok belépni, "
         "azt írja, hogy hibás adatok. Mit csináljak?")
    return C(t, [a, pw], [], "account number (check digits computed) and netbank password")


@case("hu", "szamla-adoszam-gls")
def _():
    ad = hu_adoszam()
    rend = rd(9)
    gls = rd(11)
    t = (f"Számla egy webshoptól: adószám {ad}, rendelésszám {rend}. A GLS csomagszám {gls}, de a futár nem jött. "
         "Kinek szóljak?")
    return C(t, [], [ad, rend, gls], "company tax number (check computed), order, parcel")


# ---------------------------------------------------------------- Romanian
@case("ro", "anaf-cnp-iban")
def _():
    c = cnp()
    ib = iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB", "BACX"]) + "RONCRT0" + rz(9))
    nr = f"{rd(7)}/{R.randint(1, 28):02d}.{R.randint(1, 12):02d}.2024"
    t = (f"Completez cererea pe ANAF pentru restituire: CNP {c}, IBAN {ib}. Număr de înregistrare {nr}. "
         "Cât durează să primesc banii?")
    return C(t, [c, ib], [nr], "CNP (check computed) and IBAN (mod-97 computed); registration number look-alike")


@case("ro", "pin-card-3dsecure")
def _():
    p, otp = pin(4), rz(6)
    t = (f"PIN-ul cardului e {p}, iar codul 3D Secure primit prin SMS e {otp}, dar plata pe eMAG tot nu trece. "
         "Poate e de la limita de cumpărături online?")
    return C(t, [p, otp], [], "card PIN and 3-D Secure code")


@case("ro", "factura-cui-awb")
def _():
    cui = ro_cui()
    rc = f"J40/{R.randint(1000, 20000)}/{R.randint(2005, 2020)}"
    awb = rd(13)
    t = (f"Am primit factura: CUI RO{cui}, Nr. Reg. Com. {rc}. Coletul vine cu Fan Courier, AWB {awb}. "
         "E valabilă factura fără ștampilă?")
    return C(t, [], [f"RO{cui}", rc, awb], "company CUI (check computed), register number, waybill")


# ---------------------------------------------------------------- Greek
@case("el", "govgr-amka-afm-iban")
def _():
    am = amka()
    af = gr_afm(["0", "1"])
    ib = iban("GR", pick(["011", "017", "026", "014"]) + rz(4) + rz(16))
    prot = rd(8)
    t = (f"Κάνω αίτηση για το επίδομα στο gov.gr: ΑΜΚΑ {am}, ΑΦΜ {af}, IBAN {g4(ib)}. Αριθμός πρωτοκόλλου {prot}. "
         "Γιατί μου βγάζει ότι ο IBAN δεν ανήκει στον δικαιούχο;")
    return C(t, [am, af, g4(ib)], [prot], "ΑΜΚΑ (Luhn), ΑΦΜ (check computed), IBAN (mod-97 computed); protocol number look-alike")


@case("el", "taxisnet-kodikos-wifi")
def _():
    pw, wifi = password(10, "!@"), rs(LOW + DIG, 12)
    t = (f"Ο κωδικός μου στο Taxisnet είναι {pw} και του Wi-Fi στο σπίτι {wifi}. "
         "Μπορείς να μου πεις πώς να τους αποθηκεύσω με ασφάλεια στο κινητό;")
    return C(t, [pw, wifi], [], "Taxisnet password and Wi-Fi password")


@case("el", "timologio-afm-voucher")
def _():
    af = gr_afm(["8", "9"])
    o = rd(8)
    acs = rd(10)
    t = (f"Τιμολόγιο από το κατάστημα: ΑΦΜ εταιρείας {af}, ΔΟΥ ΦΑΕ Αθηνών, αριθμός παραγγελίας {o}. "
         f"Το δέμα έχει voucher ACS {acs} και γράφει «επιστροφή στον αποστολέα». Τι κάνω;")
    return C(t, [], [af, o, acs], "company tax number (check computed), order, voucher")


# ---------------------------------------------------------------- Turkish
@case("tr", "edevlet-tckn-iban")
def _():
    tc = tckn()
    ib = iban("TR", pick(["00010", "00012", "00046", "00062", "00064"]) + "0" + rz(16))
    bn = rd(10)
    t = (f"e-Devlet'te burs başvurusu yapıyorum: TC kimlik no {tc}, IBAN {g4(ib)}. Başvuru numaram {bn}. "
         "IBAN'ın kendi adıma olması şart mı?")
    return C(t, [tc, g4(ib)], [bn], "TC kimlik and IBAN (checks computed); application number look-alike")


@case("tr", "edevlet-sifre-onay-kodu")
def _():
    pw = password(9, ".!")
    otp = rz(6)
    ref = rd(12)
    t = (f"e-Devlet şifrem {pw}. Bankadan gelen SMS: 'İşlem onay kodunuz: {otp}'. Vergi borcunu ödemeye "
         f"çalışıyorum ama hata veriyor, ekranda 'işlem referans no: {ref}' yazıyor.")
    return C(t, [pw, otp], [ref], "e-Devlet password and approval code; transaction reference look-alike")


@case("tr", "fatura-vkn-kargo")
def _():
    v = tr_vkn()
    sip = rd(9)
    kg = rd(12)
    t = (f"Aldığım faturada vergi no {v}, sipariş no {sip} yazıyor. Yurtiçi Kargo takip no {kg} ama kargo "
         "3 gündür aynı şubede. Ne yapmalıyım?")
    return C(t, [], [v, sip, kg], "company tax number (check computed), order, tracking")


# ---------------------------------------------------------------- Vietnamese
@case("vi", "mo-tai-khoan-cccd-otp")
def _():
    cc = pick(["001", "079", "031", "048"]) + pick("0123") + f"{R.randint(70, 99):02d}" + rz(6)
    acct = "10" + rz(8) + rz(3)
    t = (f"Mình đang cập nhật thông tin tài khoản online. Số CCCD {cc}, số tài khoản Vietcombank {acct}. "
         "Sao app cứ báo xác thực khuôn mặt không thành công vậy? Gọi tổng đài 1900 545413 thì chờ mãi.")
    return C(t, [cc, acct], ["1900 545413"], "CCCD (no check) and own account; bank hotline look-alike")


@case("vi", "mat-khau-wifi-momo")
def _():
    wifi, mm = rs(LOW, 6) + rz(4), pin(6)
    t = (f"Nhớ giúp mình nhé: mật khẩu wifi nhà mình là {wifi}, mật khẩu ví MoMo là {mm}. "
         "Hôm trước quên mất phải đi hỏi lại nhà mạng.")
    return C(t, [wifi, mm], [], "Wi-Fi password and e-wallet password")


@case("vi", "don-hang-shopee-ghn")
def _():
    o = f"{R.randint(24, 25)}{R.randint(1, 12):02d}{R.randint(10, 28)}" + rs(UP + DIG, 8)
    ghn = "G" + rs(UP + DIG, 7)
    mst = "0" + rd(9)
    t = (f"Đơn hàng Shopee mã {o}, mã vận đơn GHN {ghn}, shop ghi mã số thuế {mst}. "
         "Hàng bị giao nhầm, mình muốn trả hàng thì làm sao?")
    return C(t, [], [o, ghn, mst], "order, waybill and shop tax code (check not computed)")


# ---------------------------------------------------------------- Thai
@case("th", "poed-banchi-bat-prachachon")
def _():
    i = th_id()
    acct = f"{rz(3)}-{rz(1)}-{rz(5)}-{rz(1)}"
    t = (f"ช่วยกรอกฟอร์มเปิดบัญชีหน่อยค่ะ เลขบัตรประชาชน {th_fmt(i)} "
         f"เลขบัญชีกสิกรเดิมที่จะให้โอนเงินเดือนเข้า {acct} ต้องแนบสำเนาสมุดบัญชีด้วยไหมคะ")
    return C(t, [th_fmt(i), acct], [], "Thai ID (check computed) and own account")


@case("th", "otp-ref-atm-pin")
def _():
    otp = rz(6)
    ref = rs(UP, 4)
    p = pin(6)
    t = (f"SMS จากธนาคาร: รหัส OTP คือ {otp} (Ref: {ref}) ใช้ได้ภายใน 5 นาที\n"
         f"แล้วก็รหัส ATM ใหม่ของฉันคือ {p} จดไว้ให้หน่อยนะ")
    return C(t, [otp, p], [ref], "OTP and ATM PIN; OTP reference code look-alike")


@case("th", "bai-kamkap-phasi")
def _():
    tx = th_id("0")
    trk = s10(pick(["EF", "EE", "RB"]), "TH")
    po = f"PO{rz(8)}"
    t = (f"ใบกำกับภาษีจากร้าน: เลขประจำตัวผู้เสียภาษี {tx} เลขที่ใบสั่งซื้อ {po} "
         f"ส่งของทางไปรษณีย์ไทย เลขพัสดุ {trk} ยังไม่ถึงเลย ทำไงดี")
    return C(t, [], [tx, po, trk], "company tax id (check computed), PO, S10 tracking (check computed)")


# ---------------------------------------------------------------- Indonesian
@case("id", "bpjs-nik-npwp-rekening")
def _():
    y, m, d = bdate()
    nik = pick(["3174", "3273", "3578", "3171", "5171"]) + rz(2) + f"{d + 40:02d}{m:02d}{y % 100:02d}" + rz(4)
    npwp = f"{rz(2)}.{rz(3)}.{rz(3)}.{rz(1)}-{rz(3)}.000"
    bca = rd(10)
    kp = f"1{R.randint(1, 9)}{rz(3)}"
    t = (f"Mau daftar BPJS Ketenagakerjaan buat kerja baru. NIK {nik}, NPWP {npwp}, rekening BCA {bca}. "
         f"Alamat kantor kode pos {kp}. Kartu fisiknya perlu diambil ke kantor nggak ya?")
    return C(t, [nik, npwp, bca], [kp], "NIK and NPWP (no check computed), own account; postal code look-alike")


@case("id", "pin-mbanking-otp")
def _():
    p, otp = pin(6), rz(6)
    t = (f"Tolong catat ya, PIN m-banking aku {p}. Terus kode OTP yang barusan masuk {otp}, "
         "tapi katanya transaksi gagal. Saldo kepotong nggak ya?")
    return C(t, [p, otp], [], "mobile banking PIN and OTP")


@case("id", "pesanan-resi-va")
def _():
    inv = f"INV/2024{R.randint(1, 12):02d}{R.randint(10, 28)}/MPL/{rd(10)}"
    jne = "JP" + rz(10)
    va = "8808" + rz(12)
    t = (f"Pesanan aku nomor invoice {inv}, resi JNE {jne}. Aku bayar lewat virtual account {va} "
         "tapi status masih 'menunggu pembayaran'. Harus gimana?")
    return C(t, [], [inv, jne, va], "invoice, waybill and merchant virtual account (payment reference)")


# ---------------------------------------------------------------- Tagalog
@case("tl", "gcash-otp-mpin")
def _():
    otp, mp = rz(6), pin(4)
    t = (f"Nag-send ng OTP ang GCash: {otp}. Yung MPIN ko naman ay {mp}. Bakit ayaw pa rin mag-login? "
         "Naka-ilang try na ako, baka ma-lock na.")
    return C(t, [otp, mp], [], "e-wallet OTP and MPIN")


@case("tl", "loan-sss-tin-philhealth")
def _():
    sss = f"{rz(2)}-{rz(7)}-{rz(1)}"
    tin = f"{rz(3)}-{rz(3)}-{rz(3)}-000"
    ph = f"{rz(2)}-{rz(9)}-{rz(1)}"
    emp = f"{rz(2)}-{rz(7)}-{rz(1)}-000"
    t = (f"Para sa salary loan application ko: SSS number {sss}, TIN {tin}, PhilHealth {ph}. Yung employer number "
         f"ng kumpanya ay {emp}. Tama ba yung format ng TIN na may 000 sa dulo?")
    return C(t, [sss, tin, ph], [emp], "SSS, TIN and PhilHealth numbers (no check computed); employer number look-alike")


@case("tl", "gcash-resibo-ref-no")
def _():
    ref = f"{rz(4)} {rz(3)} {rz(6)}"
    t = (f"Eto yung resibo: Sent via GCash, Amount ₱1,250.00, Ref No. {ref}, Mayo 12, 2024, sa Meralco. "
         "Hindi pa daw pumapasok sa account, ano gagawin ko?")
    return C(t, [], ["₱1,250.00", f"Ref No. {ref}"], "receipt Ref No. and amount (settled: a reference, not a secret)")


# ---------------------------------------------------------------- Swahili
@case("sw", "mpesa-sms-code-pin")
def _():
    code = pick("TU") + rs(UP + DIG, 9)
    p = pin(4)
    phone = "07" + pick("12479") + rz(7)
    t = (f"Nimepokea ujumbe huu: \"{code} Imethibitishwa. Ksh2,500.00 imetumwa kwa JOHN KAMAU {phone} "
         f"tarehe 12/5/24 saa 3:45 PM.\" Lakini sikutuma pesa hizo! PIN yangu ya M-Pesa ni {p}, "
         "nifanye nini haraka?")
    return C(t, [code, p], ["Ksh2,500.00", phone], "M-Pesa transaction code (settled: secret) and PIN; amount and phone look-alikes")


@case("sw", "kra-kitambulisho")
def _():
    idn = rd(8)
    kra = "A" + rz(9) + pick(UP)
    t = (f"Nahitaji kujaza fomu ya kurudisha kodi kwenye iTax. Namba yangu ya kitambulisho ni {idn} na KRA PIN "
         f"ni {kra}. Je, nahitaji P9 kutoka kwa mwajiri?")
    return C(t, [idn, kra], [], "national ID and KRA PIN (no check computed)")


@case("sw", "paybill-till-bili")
def _():
    pb = rd(6)
    acc = rd(8)
    till = rd(7)
    t = (f"Nataka kulipa bili ya maji: Paybill {pb}, namba ya akaunti {acc}. Na duka la jirani lina Till number {till}. "
         "Tofauti ya Paybill na Till ni nini?")
    return C(t, [], [pb, acc, till], "business paybill and till numbers, utility account reference")


# ================================================================ build, validate, write
ISO639_1 = set(("aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de "
                "dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia "
                "id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo "
                "lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl "
                "ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk "
                "tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu").split())
SEP = "\n---\n"
ID_RE = re.compile(r"^H45-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
IBAN_RE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$")
IBAN_CC = set("DE FR ES IT NL GB PL CZ SE DK NO FI HU RO GR TR PT SA AE IL UA IR".split())
CARD_RE = re.compile(r"^\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}$")


def hostile(s):
    bad = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or o in (0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF) or 0xD800 <= o <= 0xDFFF:
            bad.append(repr(ch))
    return bad


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    t, S, L = c["text"], c["secrets"], c["lookalikes"]
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in ISO639_1:
        errs.append("bad lang")
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c[k], str) or not c[k]:
            errs.append(f"empty {k}")
    for k in ("id", "lang", "text", "note"):
        if hostile(c[k]):
            errs.append(f"hostile chars in {k}: {hostile(c[k])}")
    for part in t.split(SEP):
        if not part.strip():
            errs.append("empty message")
    if "\t" in t or "\r" in t:
        errs.append("tab or CR in text")
    for name, vals in (("secret", S), ("lookalike", L)):
        if len(set(vals)) != len(vals):
            errs.append(f"duplicate {name}")
        for v in vals:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append(f"empty or unstripped {name}: {v!r}")
                continue
            if hostile(v):
                errs.append(f"hostile {name} {v!r}")
            if SEP in v:
                errs.append(f"{name} crosses a message boundary: {v!r}")
            sp = spans(t, v)
            if not sp:
                errs.append(f"{name} not in text: {v!r}")
            if len(v) <= 6 and len(sp) > 1:
                errs.append(f"short {name} occurs {len(sp)} times: {v!r}")
            for a, b in sp:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    errs.append(f"{name} embedded in a longer number (left): {v!r}")
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    errs.append(f"{name} embedded in a longer number (right): {v!r}")
    if set(S) & set(L):
        errs.append("value listed both as secret and look-alike")
    ssp = [(a, b, v) for v in S for a, b in spans(t, v)]
    lsp = [(a, b, v) for v in L for a, b in spans(t, v)]
    for a, b, v in ssp:
        for x, y, w in lsp:
            if a < y and x < b:
                errs.append(f"secret {v!r} overlaps look-alike {w!r}")
    for v in S + L:
        if IBAN_RE.match(v) and v[:2] in IBAN_CC and not iban_ok(v):
            errs.append(f"IBAN fails mod-97: {v!r}")
    for v in S:
        if CARD_RE.match(v) and not luhn_ok(v):
            errs.append(f"card fails Luhn: {v!r}")
    if not S and not L:
        errs.append("case with neither secrets nor look-alikes")
    return errs


def build():
    self_test()
    cases, problems = [], []
    for i, (lang, slug, fn) in enumerate(CASES, 1):
        cid = f"{PREFIX}-{i:03d}-{slug}"
        for attempt in range(25):
            r = fn()
            msgs = r["t"] if isinstance(r["t"], list) else [r["t"]]
            c = {"id": cid, "lang": lang, "text": SEP.join(msgs), "secrets": list(r["s"]),
                 "lookalikes": list(r["l"]), "note": r["n"], "_multi": len(msgs) > 1}
            errs = validate_case(c)
            if not errs:
                break
        if errs:
            problems.append((cid, errs))
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append(("*", ["duplicate ids"]))
    slugs = [c["id"][8:] for c in cases]
    if len(set(slugs)) != len(slugs):
        problems.append(("*", ["duplicate slugs"]))
    return cases, problems


def q(s):
    return json.dumps(s, ensure_ascii=False)


def emit(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append(f"    {k}:")
                out.extend(f"      - {q(v)}" for v in c[k])
            else:
                out.append(f"    {k}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        return 1
    cases, problems = build()
    if problems:
        for cid, errs in problems:
            for e in errs:
                print(f"{cid}: {e}", file=sys.stderr)
        return 1
    doc = emit(cases)
    # re-read what would be written and compare with the source cases
    back = [json.loads(line.split(": ", 1)[1]) for line in doc.splitlines() if line.startswith("    text: ")]
    if back != [c["text"] for c in cases]:
        print("round-trip of text fields failed", file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(doc)
    pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {pos} positive, {len(cases) - pos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes, "
          f"{len({c['lang'] for c in cases})} languages, {sum(c['_multi'] for c in cases)} multi-message")
    return 0


if __name__ == "__main__":
    sys.exit(main())
