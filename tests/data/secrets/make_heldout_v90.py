#!/usr/bin/env python3
"""Generator for heldout_v90: a blind evaluation set for a chat-message secrets filter.

Usage: python3 make_heldout_v90.py heldout_v90.yaml

Standard library only, deterministic (random.Random(90)). Every case is built by a
builder function; a builder whose draw breaks a validation rule is re-drawn (still
deterministic). The whole set is validated again before anything is written; on any
problem the script prints it and exits 1.
"""
import base64
import hashlib
import hmac
import json
import random
import re
import string
import struct
import sys
import zlib

NAME = "heldout_v90"
SEED = 90
PREFIX = "H90"
R = random.Random(SEED)

DG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62 = DG + UP + LO


# ----------------------------------------------------------------------------------------
# basic draws
# ----------------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n, lead=True):
    """n random digits; first digit non-zero when lead is True"""
    if n <= 0:
        return ""
    first = R.choice("123456789") if lead else R.choice(DG)
    return first + rs(DG, n - 1)


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(list(seq))


def sample(seq, k):
    return R.sample(list(seq), k)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rdate(y0, y1):
    y = ri(y0, y1)
    m = ri(1, 12)
    d = ri(1, 28)
    return y, m, d


# ----------------------------------------------------------------------------------------
# check digits
# ----------------------------------------------------------------------------------------
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


def luhn_complete(payload):
    return payload + luhn_digit(payload)


def card(brand):
    if brand == "visa":
        p = "4" + rs(DG, 14)
    elif brand == "mc":
        p = str(ri(51, 55)) + rs(DG, 13)
    elif brand == "mc2":
        p = str(ri(2221, 2720)) + rs(DG, 11)
    elif brand == "amex":
        p = pick(["34", "37"]) + rs(DG, 12)
    elif brand == "mir":
        p = "220" + str(ri(0, 4)) + rs(DG, 11)
    elif brand == "unionpay":
        p = "62" + pick(["2202", "1700", "2848", "1483", "2588"]) + rs(DG, 9)
    elif brand == "discover":
        p = "6011" + rs(DG, 11)
    elif brand == "jcb":
        p = "35" + str(ri(28, 89)) + rs(DG, 11)
    elif brand == "rupay":
        p = "6521" + rs(DG, 11)
    elif brand == "ir":
        p = pick(["603799", "610433", "589210", "627353", "603769"]) + rs(DG, 9)
    elif brand == "troy":
        p = "9792" + rs(DG, 11)
    else:
        raise ValueError(brand)
    return luhn_complete(p)


def card_fmt(num, sep=" "):
    if len(num) == 15:
        return grp(num, [4, 6, 5], sep)
    return grp4(num, sep)


def expiry(sep="/"):
    return "%02d%s%02d" % (ri(1, 12), sep, ri(27, 31))


def cvc(n=3):
    return rs(DG, n)


def mod97_int(s):
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


def iban_make(cc, bban):
    chk = 98 - mod97_int(bban + cc + "00")
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(iban):
    iban = iban.replace(" ", "")
    return mod97_int(iban[4:] + iban[:4]) == 1


# national BBAN internal checks
def fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(ten):
        d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
        return {11: 0, 10: 1}.get(d, d)
    return "%d%d" % (one("00" + bank + branch), one(acct))


CF_ODD = {}
for _k, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_k] = _v
for _k, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_k] = _v


def cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def cf_check(s):
    t = 0
    for i, ch in enumerate(s):
        t += CF_ODD[ch] if i % 2 == 0 else cf_even(ch)
    return chr(65 + t % 26)


def nl_11(acct10):
    return sum(int(d) * w for d, w in zip(acct10, range(10, 0, -1))) % 11 == 0


def pl_sort(seven):
    w = [3, 9, 7, 1, 3, 9, 7]
    return str((10 - sum(int(a) * b for a, b in zip(seven, w)) % 10) % 10)


def cz_acct_ok(acct10):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    return sum(int(a) * b for a, b in zip(acct10, w)) % 11 == 0


def no_acct_check(ten):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    c = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def hu_block(digits):
    w = [9, 7, 3, 1]
    s = sum(int(d) * w[i % 4] for i, d in enumerate(digits))
    return str((10 - s % 10) % 10)


def pt_nib_check(nineteen):
    return "%02d" % (98 - (int(nineteen) * 100) % 97)


def bban(cc):
    """user-style account in IBAN form for country cc; internal checks where noted"""
    while True:
        if cc == "DE":
            b = pick(["100", "120", "200", "250", "300", "370", "430", "500", "600", "700", "760"]) + rs(DG, 5) + rd(10, False)
        elif cc == "GB":
            b = pick(["BARC", "LOYD", "NWBK", "HBUK", "MIDL", "NAIA", "MONZ"]) + rs(DG, 6) + rs(DG, 8)
        elif cc == "FR":
            bank, branch, acct = pick(["30004", "30003", "20041", "10278", "30002", "18206"]), rs(DG, 5), rs(DG, 11)
            b = bank + branch + acct + fr_rib_key(bank, branch, acct)
        elif cc == "ES":
            bank, branch, acct = pick(["2100", "0049", "0182", "2038", "0081", "1465", "0128"]), rs(DG, 4), rs(DG, 10)
            b = bank + branch + es_dc(bank, branch, acct) + acct
        elif cc == "IT":
            body = pick(["03069", "02008", "05034", "03062", "01030"]) + rs(DG, 5) + "0000" + rs(DG, 8)
            b = cf_check(body) + body
        elif cc == "NL":
            a = rs(DG, 10)
            if not nl_11(a):
                continue
            b = pick(["ABNA", "RABO", "SNSB", "TRIO", "ASNB", "KNAB"]) + a
        elif cc == "PL":
            seven = pick(["1020", "1090", "1140", "1050", "1240", "1160"]) + rs(DG, 3)
            b = seven + pl_sort(seven) + rs(DG, 16)
        elif cc == "CZ":
            a = rd(10, False)
            if not cz_acct_ok(a):
                continue
            b = pick(["0800", "0100", "0300", "2010", "0600", "5500", "3030"]) + "000000" + a
        elif cc == "SE":
            b = pick(["500", "800", "600", "300", "120"]) + rs(DG, 17)
        elif cc == "DK":
            b = rs(DG, 4) + rs(DG, 10)
        elif cc == "NO":
            ten = rd(10)
            c = no_acct_check(ten)
            if c is None:
                continue
            b = ten + c
        elif cc == "FI":
            b = luhn_complete(pick(["1", "4", "5", "8"]) + rs(DG, 12))
        elif cc == "HU":
            seven = pick(["117", "104", "116", "120", "107"]) + rs(DG, 4)
            fifteen = rs(DG, 15)
            b = seven + hu_block(seven) + fifteen + hu_block(fifteen)
        elif cc == "RO":
            b = pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "BACX"]) + rs(ANU, 16)
        elif cc == "GR":
            b = pick(["011", "014", "017", "026"]) + rs(DG, 4) + rs(DG, 16)
        elif cc == "TR":
            b = pick(["00010", "00062", "00046", "00012", "00064"]) + "0" + rs(DG, 16)
        elif cc == "PT":
            nineteen = pick(["0035", "0033", "0007", "0010", "0036"]) + rs(DG, 15)
            b = nineteen + pt_nib_check(nineteen)
        elif cc == "SA":
            b = pick(["10", "80", "20", "45", "05"]) + "0000" + rs(DG, 14)
        elif cc == "AE":
            b = pick(["033", "026", "035", "030"]) + rs(DG, 16)
        elif cc == "IL":
            b = pick(["010", "012", "020", "031"]) + rs(DG, 3) + rs(DG, 13)
        elif cc == "UA":
            b = pick(["305299", "322001", "320649", "300528"]) + "0000" + rs(DG, 15)
        elif cc == "IR":
            b = "0" + pick(["17", "12", "19", "55", "62"]) + "0000" + rs(DG, 15)
        else:
            raise ValueError(cc)
        return b


def iban(cc):
    return iban_make(cc, bban(cc))


# national ids ---------------------------------------------------------------------------
def cn_id(region=None, year=None):
    region = region or pick(["110105", "310115", "440305", "330106", "510107", "420106", "320102", "370202"])
    y, m, d = rdate(1965, 2002) if year is None else (year, ri(1, 12), ri(1, 28))
    body = "%s%04d%02d%02d%s" % (region, y, m, d, rs(DG, 3))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def jp_mynumber_check(eleven):
    s = 0
    for n, ch in enumerate(reversed(eleven), start=1):
        q = n + 1 if n <= 6 else n - 5
        s += int(ch) * q
    r = s % 11
    return "0" if r <= 1 else str(11 - r)


def jp_mynumber():
    e = rd(11)
    return e + jp_mynumber_check(e)


def kr_rrn():
    y, m, d = rdate(1970, 1999)
    body = "%02d%02d%02d" % (y % 100, m, d) + pick("12") + rs(DG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn():
    """Korean business registration number (company, look-alike)"""
    body = rd(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    n = body + str(c)
    return n[:3] + "-" + n[3:5] + "-" + n[5:]


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    p = pick("23456789") + rs(DG, 10)
    n = p + verhoeff_digit(p)
    return n[:4] + " " + n[4:8] + " " + n[8:]


def pan_in(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rs(DG, 4) + rs(UP, 1)


def snils():
    while True:
        nine = rd(9)
        s = sum(int(d) * w for d, w in zip(nine, range(9, 0, -1)))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (nine[:3], nine[3:6], nine[6:], c)


def inn12():
    ten = pick(["77", "78", "50", "54", "66", "16", "23"]) + rs(DG, 8)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c11 = sum(int(a) * b for a, b in zip(ten, w11)) % 11 % 10
    el = ten + str(c11)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c12 = sum(int(a) * b for a, b in zip(el, w12)) % 11 % 10
    return el + str(c12)


def inn10():
    nine = pick(["77", "78", "50", "54", "66"]) + rs(DG, 7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return nine + str(sum(int(a) * b for a, b in zip(nine, w)) % 11 % 10)


def ogrn():
    twelve = "1" + rs(DG, 2) + pick(["77", "78", "50", "54"]) + rs(DG, 7)
    return twelve + str(int(twelve) % 11 % 10)


def ua_rnokpp():
    nine = rd(9)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return nine + str(sum(int(a) * b for a, b in zip(nine, w)) % 11 % 10)


def ua_edrpou():
    seven = rd(7, False)
    n = int(seven)
    w = [1, 2, 3, 4, 5, 6, 7] if (n < 3000000 or n > 6000000) else [7, 1, 2, 3, 4, 5, 6]
    c = sum(int(a) * b for a, b in zip(seven, w)) % 11
    if c >= 10:
        w2 = [x + 2 for x in w]
        c = sum(int(a) * b for a, b in zip(seven, w2)) % 11
        if c >= 10:
            c = 0
    return seven + str(c)


def pesel(female=None):
    while True:
        y, m, d = rdate(1960, 2003)
        mm = m + (20 if y >= 2000 else 0)
        ser = rs(DG, 3)
        sx = R.choice("02468") if female else R.choice("13579") if female is False else R.choice(DG)
        ten = "%02d%02d%02d%s%s" % (y % 100, mm, d, ser, sx)
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        return ten + str((10 - sum(int(a) * b for a, b in zip(ten, w)) % 10) % 10)


def pl_idcard():
    letters = rs("ABCDEFGHJKLMNPRSTUWXYZ", 3)
    five = rs(DG, 5)
    vals = [ord(c) - 55 for c in letters]
    s = vals[0] * 7 + vals[1] * 3 + vals[2] * 1 + sum(int(a) * b for a, b in zip(five, [7, 3, 1, 7, 3]))
    return letters + str(s % 10) + five


def pl_nip():
    while True:
        nine = rd(9)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(nine, w)) % 11
        if c == 10:
            continue
        n = nine + str(c)
        return "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:])


def cz_rc(female=False):
    while True:
        y, m, d = rdate(1960, 1999)
        mm = m + (50 if female else 0)
        nine = "%02d%02d%02d%s" % (y % 100, mm, d, rs(DG, 3))
        r = int(nine) % 11
        if r == 10:
            continue
        return nine[:6] + "/" + nine[6:] + str(r)


def cz_ico():
    seven = rd(7, False)
    r = sum(int(a) * b for a, b in zip(seven, [8, 7, 6, 5, 4, 3, 2])) % 11
    c = {0: 1, 1: 0}.get(r, 11 - r)
    return seven + str(c % 10)


def mod11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (2 * s) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def de_steuer_id():
    while True:
        digs = sample(DG, 9)
        if digs[0] == "0":
            continue
        dup = pick(digs)
        pos = ri(1, 9)
        ten = digs[:pos] + [dup] + digs[pos:]
        if ten[0] == "0":
            continue
        t = "".join(ten)
        return t + mod11_10(t)


def de_ust():
    eight = rd(8)
    return "DE" + eight + mod11_10(eight)


def icao_check(s):
    w = [7, 3, 1]
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch != "<" else 0)
        t += v * w[i % 3]
    return str(t % 10)


def de_ausweis():
    nine = pick("LMNPRTVWXY") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    return nine + icao_check(nine)


def fr_nir(male=True):
    y, m, d = rdate(1965, 2001)
    dept = pick(["75", "69", "13", "33", "59", "31", "44", "67"])
    thirteen = "%s%02d%02d%s%s%s" % ("1" if male else "2", y % 100, m, dept, rs(DG, 3), rs(DG, 3))
    key = 97 - int(thirteen) % 97
    n = thirteen + "%02d" % key
    return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])


def fr_siren():
    return luhn_complete(rd(8))


def fr_siret():
    siren = fr_siren()
    while True:
        nic = rs(DG, 4)
        full = siren + nic
        c = luhn_digit(full)
        return full + c


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def es_dni():
    n = rd(8, False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie():
    p = pick("XYZ")
    n = rs(DG, 7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def es_cif():
    seven = rs(DG, 7)
    s = 0
    for i, ch in enumerate(seven):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return "B" + seven + str((10 - s % 10) % 10)


MONTH_CF = "ABCDEHLMPRST"


def it_cf(surname3, name3, female=False):
    y, m, d = rdate(1960, 2000)
    dd = d + (40 if female else 0)
    town = pick(["H501", "F205", "L219", "A944", "F839", "G273", "D612", "L736"])
    body = surname3 + name3 + "%02d" % (y % 100) + MONTH_CF[m - 1] + "%02d" % dd + town
    return body + cf_check(body)


def it_piva():
    return luhn_complete(rs(DG, 7) + pick(["001", "015", "058", "063", "037"]))


def nl_bsn():
    while True:
        eight = rd(8)
        s = sum(int(a) * b for a, b in zip(eight, range(9, 1, -1)))
        c = s % 11
        if c == 10:
            continue
        return eight + str(c)


def se_pnr(sep="-"):
    y, m, d = rdate(1960, 2000)
    nine = "%02d%02d%02d%s" % (y % 100, m, d, rs(DG, 3))
    return nine[:6] + sep + nine[6:] + luhn_digit(nine), y


def se_orgnr():
    nine = "55" + rs(DG, 7)
    n = luhn_complete(nine)
    return n[:6] + "-" + n[6:]


def dk_cpr():
    y, m, d = rdate(1960, 2000)
    return "%02d%02d%02d-%s" % (d, m, y % 100, rs(DG, 4))


def dk_cvr():
    while True:
        seven = rd(7)
        w = [2, 7, 6, 5, 4, 3, 2]
        s = sum(int(a) * b for a, b in zip(seven, w))
        c = (11 - s % 11) % 11
        if c == 10:
            continue
        return seven + str(c)


def no_fnr():
    while True:
        y, m, d = rdate(1960, 1999)
        nine = "%02d%02d%02d%s" % (d, m, y % 100, rs(DG, 3))
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * b for a, b in zip(nine, w1)) % 11
        if k1 == 11:
            k1 = 0
        if k1 == 10:
            continue
        ten = nine + str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * b for a, b in zip(ten, w2)) % 11
        if k2 == 11:
            k2 = 0
        if k2 == 10:
            continue
        return ten + str(k2)


def no_orgnr():
    while True:
        eight = pick("89") + rs(DG, 7)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * b for a, b in zip(eight, w)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        n = eight + str(c)
        return n[:3] + " " + n[3:6] + " " + n[6:]


def fi_hetu():
    y, m, d = rdate(1960, 2003)
    sep = "-" if y < 2000 else "A"
    nine = "%02d%02d%02d%s" % (d, m, y % 100, "%03d" % ri(2, 899))
    return nine[:6] + sep + nine[6:] + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(nine) % 31]


def fi_ytunnus():
    while True:
        seven = rd(7, False)
        r = sum(int(a) * b for a, b in zip(seven, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return seven + "-" + ("0" if r == 0 else str(11 - r))


def fi_viite(base):
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def hu_taj():
    eight = rd(8)
    s = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(eight))
    n = eight + str(s % 10)
    return n[:3] + " " + n[3:6] + " " + n[6:]


def hu_adoazon():
    while True:
        nine = "8" + "%05d" % ri(30000, 49000) + rs(DG, 3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(nine)) % 11
        if c == 10:
            continue
        return nine + str(c)


def hu_account(bank3):
    seven = bank3 + rs(DG, 4)
    sixteen = rs(DG, 15)
    sixteen += hu_block(sixteen)
    return seven + hu_block(seven) + "-" + sixteen[:8] + "-" + sixteen[8:]


def hu_adoszam():
    seven = rd(7)
    c = hu_block(seven)
    return "%s%s-%s-%s" % (seven, c, pick("2345"), pick(["41", "42", "43", "13", "02", "07"]))


def ro_cnp(male=True):
    y, m, d = rdate(1965, 1999)
    twelve = "%s%02d%02d%02d%s%s" % ("1" if male else "2", y % 100, m, d, pick(["40", "12", "22", "35", "32"]), rs(DG, 3))
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    c = sum(int(a) * b for a, b in zip(twelve, w)) % 11
    return twelve + ("1" if c == 10 else str(c))


def ro_cui():
    body = rd(7)
    padded = body.rjust(9, "0")
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2]
    c = (sum(int(a) * b for a, b in zip(padded, w)) * 10) % 11 % 10
    return body + str(c)


def gr_amka():
    y, m, d = rdate(1960, 2000)
    ten = "%02d%02d%02d%s" % (d, m, y % 100, rs(DG, 4))
    return luhn_complete(ten)


def gr_afm():
    eight = pick("01") + rs(DG, 7)
    s = sum(int(a) * (2 ** (8 - i)) for i, a in enumerate(eight))
    return eight + str(s % 11 % 10)


def tr_tckn():
    nine = rd(9)
    d = [int(c) for c in nine]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return nine + str(d10) + str(d11)


def br_cpf(fmt=True):
    nine = rs(DG, 9)
    d = [int(c) for c in nine]
    s1 = sum(a * b for a, b in zip(d, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d.append(c1)
    s2 = sum(a * b for a, b in zip(d, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    n = nine + str(c1) + str(c2)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:]) if fmt else n


def br_cnpj():
    twelve = rd(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(twelve, w1)) % 11
    c1 = 0 if r < 2 else 11 - r
    t = twelve + str(c1)
    w2 = [6] + w1
    r = sum(int(a) * b for a, b in zip(t, w2)) % 11
    c2 = 0 if r < 2 else 11 - r
    n = t + str(c2)
    return "%s.%s.%s/%s-%s" % (n[:2], n[2:5], n[5:8], n[8:12], n[12:])


def pt_nif(first="2"):
    eight = first + rs(DG, 7)
    r = sum(int(a) * b for a, b in zip(eight, range(9, 1, -1))) % 11
    return eight + ("0" if r < 2 else str(11 - r))


def s10(prefix, country):
    eight = rs(DG, 8)
    r = sum(int(a) * b for a, b in zip(eight, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    c = 11 - r
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + eight + str(c) + country


def il_tz():
    eight = rs(DG, 8)
    s = 0
    for i, ch in enumerate(eight):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v // 10 + v % 10
    return eight + str((10 - s % 10) % 10)


def ir_melli():
    while True:
        nine = rs(DG, 9)
        if len(set(nine)) == 1:
            continue
        r = sum(int(a) * b for a, b in zip(nine, range(10, 1, -1))) % 11
        return nine + str(r if r < 2 else 11 - r)


def sa_nid():
    return luhn_complete("1" + rs(DG, 8))


def ae_eid():
    fourteen = "784" + str(ri(1970, 2000)) + rs(DG, 7)
    n = luhn_complete(fourteen)
    return "%s-%s-%s-%s" % (n[:3], n[3:7], n[7:14], n[14:])


def th_id():
    twelve = pick("1358") + rs(DG, 11)
    s = sum(int(a) * b for a, b in zip(twelve, range(13, 1, -1)))
    n = twelve + str((11 - s % 11) % 10)
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def za_id():
    y, m, d = rdate(1965, 2000)
    twelve = "%02d%02d%02d%s%s8" % (y % 100, m, d, rs(DG, 4), "0")
    return luhn_complete(twelve)


def sg_nric():
    seven = rs(DG, 7)
    s = sum(int(a) * b for a, b in zip(seven, [2, 7, 6, 5, 4, 3, 2]))
    return "S" + seven + "JZIHGFEDCBA"[s % 11]


def ie_ppsn():
    seven = rs(DG, 7)
    s = sum(int(a) * b for a, b in zip(seven, range(8, 1, -1)))
    return seven + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23]


def nhs_number():
    while True:
        nine = rd(9)
        c = 11 - sum(int(a) * b for a, b in zip(nine, range(10, 1, -1))) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        n = nine + str(c)
        return n[:3] + " " + n[3:6] + " " + n[6:]


def ca_sin():
    n = luhn_complete(pick("1234567") + rs(DG, 7))
    return n[:3] + " " + n[3:6] + " " + n[6:]


def au_tfn():
    while True:
        eight = rd(8)
        w = [1, 4, 3, 7, 5, 8, 6, 9]
        s = sum(int(a) * b for a, b in zip(eight, w))
        for c in range(10):
            if (s + c * 10) % 11 == 0:
                n = eight + str(c)
                return n[:3] + " " + n[3:6] + " " + n[6:]


def abn():
    while True:
        nine = rd(9)
        for cc in range(10, 100):
            digs = [int(x) for x in ("%02d" % cc) + nine]
            digs[0] -= 1
            w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
            if sum(a * b for a, b in zip(digs, w)) % 89 == 0:
                n = "%02d" % cc + nine
                return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def au_medicare():
    eight = pick("23456") + rs(DG, 7)
    c = sum(int(a) * b for a, b in zip(eight, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    n = eight + str(c) + pick("12345")
    return n[:4] + " " + n[4:9] + " " + n[9]


def us_ssn():
    while True:
        a = ri(100, 665)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, ri(1, 99), ri(1, 9999))


def us_ein():
    return "%02d-%07d" % (pick([12, 20, 26, 27, 45, 46, 47, 81, 82, 84, 86, 88, 91, 93]), ri(1000000, 9999999))


def aba_ok(n):
    d = [int(c) for c in n]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def npi():
    nine = pick("12") + rs(DG, 8)
    return nine + luhn_digit("80840" + nine)


def mbi():
    # Medicare Beneficiary Identifier: C A AN N A AN N A A N N (no S L O I B Z)
    L = "ACDEFGHJKMNPQRTUVWXY"
    A = L + DG
    return (pick("123456789") + pick(L) + pick(A) + pick(DG) + "-" + pick(L) + pick(A) + pick(DG) + "-"
            + pick(L) + pick(L) + pick(DG) + pick(DG))


VIN_MAP = {**{str(i): i for i in range(10)},
           **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
           **dict(zip("STUVWXYZ", range(2, 10)))}


def vin(wmi):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    s = wmi + rs(alpha, 5) + "0" + pick("NPRST") + rs(alpha, 1) + rs(DG, 6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(VIN_MAP[c] * x for c, x in zip(s, w)) % 11
    return s[:8] + ("X" if r == 10 else str(r)) + s[9:]


def gs1_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        s += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - s % 10) % 10)


def ean13(prefix):
    p = prefix + rs(DG, 12 - len(prefix))
    return p + gs1_digit(p)


def isbn13():
    p = "978" + pick(["0", "1", "3", "5", "7", "84", "88", "91"])
    p += rs(DG, 12 - len(p))
    return p + gs1_digit(p)


def usps():
    p = "9400" + rs(DG, 17)
    return p + gs1_digit(p)


def iso6346(owner):
    vals = {}
    v = 10
    for ch in UP:
        if v % 11 == 0:
            v += 1
        vals[ch] = v
        v += 1
    s = owner + "U" + rs(DG, 6)
    t = sum((vals[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(s))
    return s + str(t % 11 % 10)


def imei():
    return luhn_complete(pick(["35", "86", "01", "35"]) + rs(DG, 12))


def iccid(cc="8944"):
    return luhn_complete(cc + rs(DG, 19 - len(cc) - 1))


def bitlocker():
    return "-".join("%06d" % (11 * ri(0, 65535)) for _ in range(8))


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha256_hex():
    return hashlib.sha256(bytes(R.getrandbits(8) for _ in range(64))).hexdigest()


def sha1_hex():
    return hashlib.sha1(bytes(R.getrandbits(8) for _ in range(64))).hexdigest()


def mac():
    return ":".join(rs(HEXU, 2) for _ in range(6))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# bech32 ---------------------------------------------------------------------------------
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


def bech32_hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def bech32_encode(hrp, data):
    values = bech32_hrp_expand(hrp) + data
    polymod = bech32_polymod(values + [0] * 6) ^ 1
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def bech32_ok(s):
    hrp, _, data = s.lower().rpartition("1")
    return bech32_polymod(bech32_hrp_expand(hrp) + [BECH.index(c) for c in data]) == 1


def convertbits(data, frombits, tobits, pad=True):
    acc, bits, ret = 0, 0, []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def btc_bech32_addr():
    return bech32_encode("bc", [0] + convertbits(rbytes(20), 8, 5))


def age_secret_key():
    return bech32_encode("age-secret-key-", convertbits(rbytes(32), 8, 5)).upper()


def age_recipient():
    return bech32_encode("age", convertbits(rbytes(32), 8, 5))


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


def eth_addr():
    return "0x" + rs(HEXL, 40)


def eth_priv():
    return rs(HEXL, 64)


# tokens of providers --------------------------------------------------------------------
def base62_int(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gh_token(prefix="ghp_"):
    body = rs(AN, 30)
    return prefix + body + base62_int(zlib.crc32(body.encode()), 6)


def gh_fine():
    return "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59)


def aws_akid(prefix="AKIA"):
    return prefix + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "+/", 40)


def stripe_sk(mode="live"):
    return "sk_%s_51%s" % (mode, rs(AN, 97))


def stripe_rk():
    return "rk_live_51" + rs(AN, 97)


def stripe_pk():
    return "pk_live_51" + rs(AN, 97)


def whsec():
    return "whsec_" + rs(AN, 32)


def openai_proj():
    return "sk-proj-" + rs(AN + "-_", 74) + "T3BlbkFJ" + rs(AN + "-_", 74)


def openai_old():
    return "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)


def anthropic_key():
    return "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"


def google_key():
    return "AIza" + rs(AN + "-_", 35)


def slack_token(kind="xoxb"):
    return "%s-%s-%s-%s" % (kind, rd(11), rd(13), rs(AN, 24))


def slack_webhook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 8), rs(ANU, 10), rs(AN, 24))


def sendgrid():
    return "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43)


def twilio_token():
    return rs(HEXL, 32)


def telegram_bot():
    return rd(10) + ":AA" + rs(AN + "-_", 33)


def discord_bot():
    snow = str(ri(10 ** 18, 13 * 10 ** 17))
    return b64u(snow.encode()) + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 38)


def npm_token():
    return "npm_" + rs(AN, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 160)


def gitlab_pat():
    return "glpat-" + rs(AN + "-_", 20)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def docker_pat():
    return "dckr_pat_" + rs(AN + "-_", 27)


def do_token():
    return "dop_v1_" + rs(HEXL, 64)


def shopify_token():
    return "shpat_" + rs(HEXL, 32)


def mailchimp_key():
    return rs(HEXL, 32) + "-us" + str(ri(2, 21))


def datadog_key():
    return rs(HEXL, 32)


def azure_account_key():
    return b64(rbytes(64))


def vault_token():
    return "hvs." + rs(AN, 24)


def cf_token():
    return rs(AN + "-_", 40)


def databricks_token():
    return "dapi" + rs(HEXL, 32)


def postman_key():
    return "PMAK-" + rs(HEXL, 24) + "-" + rs(HEXL, 34)


def notion_token():
    return "ntn_" + rs(DG, 11) + rs(AN, 35)


def linear_key():
    return "lin_api_" + rs(AN, 40)


def figma_token():
    return "figd_" + rs(AN + "-_", 40)


def tfc_token():
    return rs(AN, 14) + ".atlasv1." + rs(AN, 67)


def okta_token():
    return "00" + rs(AN + "-_", 40)


def square_token():
    return "EAAA" + rs(AN + "-_", 60)


def atlassian_token():
    return "ATATT3xFfGF0" + rs(AN + "-_", 170) + "=" + rs(HEXU, 8)


def binance_key():
    return rs(AN, 64)


def jwt(payload, key=None):
    header = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    key = key or rbytes(32)
    sig = b64u(hmac.new(key, (header + "." + body).encode(), hashlib.sha256).digest())
    return header + "." + body + "." + sig


def totp_seed(n=32):
    return rs(B32, n)


def backup_codes(n, style="gh"):
    if style == "gh":
        return ["%s-%s" % (rs(HEXL, 5), rs(HEXL, 5)) for _ in range(n)]
    if style == "google":
        return ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]
    if style == "plain8":
        return [rs(ANL, 8) for _ in range(n)]
    raise ValueError(style)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = rbytes(4)
    priv = check + check + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    s = b64(blob)
    body = "\n".join(s[i:i + 70] for i in range(0, len(s), 70))
    return body


def ssh_ed25519_pub(comment):
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    return "ssh-ed25519 " + b64(pubblob) + " " + comment


def ec_p256_pem_body():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    s = b64(der)
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def wg_private():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def wg_public():
    return b64(rbytes(32))


BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust
admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm
album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among
amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna
antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army
around arrange arrest arrive arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom
attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware
away awesome awful awkward axis wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave
way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat wheel when where
whip whisper wide width wife wild will win window wine wing wink winner winter wire wisdom wise wish witness wolf
woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young
youth zebra zero zone zoo""".split()


def seed_phrase(n=12):
    return " ".join(pick(BIP39_SUBSET) for _ in range(n))


def password(kind="mixed", n=None):
    if kind == "mixed":
        n = n or ri(10, 16)
        while True:
            p = rs(AN + "!#$%&*+-=?@^_", n)
            if (any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p)
                    and p[0].isalnum() and p[-1].isalnum()):
                return p
    if kind == "alnum":
        n = n or ri(10, 14)
        while True:
            p = rs(AN, n)
            if any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p):
                return p
    if kind == "word":
        w1 = pick(["Sunflower", "Marigold", "Pelican", "Tangerine", "Riverbend", "Bluebird", "Copper", "Harbor",
                   "Lantern", "Maple", "Juniper", "Falcon", "Velvet", "Orchid", "Granite", "Thistle"])
        return w1 + pick(["!", "#", "@", "$", "*", "_", "."]) + rd(ri(2, 4)) + pick(["", "!", "?", "#"])
    if kind == "phrase":
        words = ["lamp", "orbit", "pickle", "canyon", "velvet", "rocket", "muffin", "glacier", "tundra", "ladder",
                 "quartz", "meadow", "badger", "cobalt", "saffron", "pebble", "walrus", "ember", "fjord", "nimbus"]
        return "-".join(sample(words, 4)) + "-" + rs(DG, 2)
    raise ValueError(kind)


def wifi_key(n=None):
    return rs(AN, n or ri(12, 16))


def pin(n=4):
    while True:
        p = rs(DG, n)
        if len(set(p)) >= 3 and p not in ("1234", "0000", "123456"):
            return p


def otp(n=6):
    return rs(DG, n)


FA_DIGITS = "۰۱۲۳۴۵۶۷۸۹"
AR_DIGITS = "٠١٢٣٤٥٦٧٨٩"


def to_fa(s):
    return "".join(FA_DIGITS[int(c)] if c in DG else c for c in s)


def to_ar(s):
    return "".join(AR_DIGITS[int(c)] if c in DG else c for c in s)


def cn_debit():
    return luhn_complete(pick(["622202", "621700", "622848", "621483", "622588"]) + rs(DG, 12))


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    org8 = rd(8)
    vals = [int(c) for c in org8]
    oc = 11 - sum(a * b for a, b in zip(vals, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    oc = {10: "X", 11: "0"}.get(oc, str(oc))
    body = "91" + pick(["330106", "110108", "440300", "310115"]) + org8 + oc
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CH.index(c) * x for c, x in zip(body, w))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]


def ru_account_key(bik3, acct):
    digits = bik3 + acct[:8] + "0" + acct[9:]
    w = [7, 1, 3] * 8
    s = sum((int(a) * b) % 10 for a, b in zip(digits, w))
    return str((s % 10) * 3 % 10)


def ru_account(bik, prefix="40702810"):
    acct = prefix + "0" + rs(DG, 11)
    return acct[:8] + ru_account_key(bik[-3:], acct) + acct[9:]


def ru_account_ok(bik3, acct):
    digits = bik3 + acct
    w = [7, 1, 3] * 8
    return sum((int(a) * b) % 10 for a, b in zip(digits, w)) % 10 == 0


def dhl_paket():
    p = "340434" + rs(DG, 11)
    return "00" + p + gs1_digit(p)


def sw_mpesa_code():
    return pick("TU") + rs(UP, 2) + rs(ANU, 7)


# ----------------------------------------------------------------------------------------
# self-tests of the check-digit code against published examples
# ----------------------------------------------------------------------------------------
def selftest():
    errs = []

    def t(cond, what):
        if not cond:
            errs.append(what)
    t(luhn_ok("4111111111111111") and luhn_ok("378282246310005") and not luhn_ok("4111111111111112"), "luhn")
    t(iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432") and iban_ok("NL91ABNA0417164300"), "iban")
    t(fr_rib_key("20041", "01005", "05000134026") == "06", "rib")
    t(iban_ok("FR1420041010050500013M02606"), "iban-fr")
    t(es_dc("2100", "0418", "0200051332") == "45", "es-dc")
    t(cf_check("0542811101000000123456") == "X", "it-cin")
    t(cf_check("RSSMRA85T10A562") == "S", "it-cf")
    t(nl_11("0417164300"), "nl-11")
    t(pl_sort("1090101") == "4", "pl-sort")
    t(cz_acct_ok("2000145399"), "cz-acct")
    t(no_acct_check("8601111794") == "7", "no-acct")
    t(hu_block("1177301") == "6" and hu_block("111110180000000") == "0", "hu")
    t(luhn_ok("1234560000078" + "5"), "fi-acct")
    ch = "11010519491231002"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    t("10X98765432"[sum(int(a) * b for a, b in zip(ch, w)) % 11] == "X", "cn-id")
    t(jp_mynumber_check("12345678901") == "8", "jp-mynumber")
    t(verhoeff_digit("236") == "3" and verhoeff_ok("2363"), "verhoeff")
    t(sum(int(d) * w for d, w in zip("112233445", range(9, 0, -1))) == 95, "snils")
    t(sum(int(a) * b for a, b in zip("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == 3, "inn10")
    t(sum(int(a) * b for a, b in zip("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10 == 1, "pesel")
    t((10 * 7 + 11 * 3 + 10 * 1 + 3 * 9) % 10 == 0, "pl-idcard")
    t(sum(int(a) * b for a, b in zip("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == 8, "nip")
    t(mod11_10("8609574271") == "9", "steuer-id")
    t(icao_check("T22000129") == "3", "icao")
    t("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z", "dni")
    t(luhn_digit("811228987") == "4", "se-pnr")
    t(int("131052308") % 31 == 25 and "0123456789ABCDEFHJKLMNPRSTUVWXY"[25] == "T", "hetu")
    t(sum(int(a) * b for a, b in zip("0112038", [7, 9, 10, 5, 8, 4, 2])) % 11 == 2, "ytunnus")
    t(fi_viite("123456") == "1234561", "viite")
    t(sum(int(a) * b for a, b in zip("92360901", [3, 2, 7, 6, 5, 4, 3, 2])) % 11 == 5, "no-org")
    t(sum(int(a) * (2 ** (8 - i)) for i, a in enumerate("09000004")) % 11 % 10 == 5, "afm")
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4, "tckn")
    t(pt_nif_check_ok("123456789"), "pt-nif")
    t(sum(int(a) * b for a, b in zip("12345678", [8, 6, 4, 2, 3, 5, 9, 7])) % 11 == 6, "s10")
    t(sum(int(a) * b for a, b in zip("049937089", range(10, 1, -1))) % 11 == 2, "melli")
    t(sum(int(a) * b for a, b in zip("1234567", [2, 7, 6, 5, 4, 3, 2])) % 11 == 7, "nric")
    t(sum(int(a) * b for a, b in zip("1234567", range(8, 1, -1))) % 23 == 20, "ppsn")
    t(sum(int(a) * b for a, b in zip("943476591", range(10, 1, -1))) % 11 == 2, "nhs")
    t(luhn_ok("046454286"), "sin")
    t(sum(int(a) * b for a, b in zip("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0, "tfn")
    digs = [int(x) for x in "51824753556"]
    digs[0] -= 1
    t(sum(a * b for a, b in zip(digs, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0, "abn")
    t(luhn_digit("80840" + "123456789") == "3", "npi")
    t(aba_ok("021000021") and aba_ok("026009593") and aba_ok("121000248"), "aba")
    t(cpf_ok("11144477735"), "cpf")
    t(cnpj_ok("11222333000181"), "cnpj")
    t(tz_ok("000000018"), "tz")
    t(pt_nib_ok("0002012312345678901" + "54"), "pt-nib")
    t(iban_ok("PT50000201231234567890154"), "iban-pt")
    t(gs1_digit("400638133393") == "1", "ean13")
    t(bech32_ok("A12UEL5L") and bech32_ok("a12uel5l") and not bech32_ok("a12uel5m"), "bech32")
    t(b58check(bytes.fromhex("00" + "00" * 20))[:1] == "1", "b58")
    tok = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
    t(b64u(hmac.new(b"your-256-bit-secret", tok.encode(), hashlib.sha256).digest()) == JWT_IO_SIG, "jwt.io")
    t(vin_ok("1M8GDM9AXKP042788"), "vin")
    t(iso6346_ok("CSQU3054383"), "iso6346")
    t(ico_ok("00064581"), "ico")
    t(cif_ok("B12345674"), "cif")
    t(ru_account_ok("025", "30101810400000000225"), "ru-corr-account")
    return errs


def pt_nif_check_ok(n):
    r = sum(int(a) * b for a, b in zip(n[:8], range(9, 1, -1))) % 11
    return n[8] == ("0" if r < 2 else str(11 - r))


def cpf_ok(n):
    d = [int(c) for c in n]
    c1 = sum(a * b for a, b in zip(d[:9], range(10, 1, -1))) * 10 % 11 % 10
    c2 = sum(a * b for a, b in zip(d[:10], range(11, 1, -1))) * 10 % 11 % 10
    return d[9] == c1 and d[10] == c2


def cnpj_ok(n):
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(n[:12], w1)) % 11
    c1 = 0 if r < 2 else 11 - r
    r = sum(int(a) * b for a, b in zip(n[:13], [6] + w1)) % 11
    c2 = 0 if r < 2 else 11 - r
    return int(n[12]) == c1 and int(n[13]) == c2


def tz_ok(n):
    s = 0
    for i, ch in enumerate(n):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v // 10 + v % 10
    return s % 10 == 0


def pt_nib_ok(n):
    return pt_nib_check(n[:19]) == n[19:]


JWT_IO_SIG = "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"


def vin_ok(s):
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(VIN_MAP[c] * x for c, x in zip(s, w)) % 11
    return s[8] == ("X" if r == 10 else str(r))


def iso6346_ok(s):
    vals = {}
    v = 10
    for ch in UP:
        if v % 11 == 0:
            v += 1
        vals[ch] = v
        v += 1
    t = sum((vals[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(s[:10]))
    return str(t % 11 % 10) == s[10]


def ico_ok(n):
    r = sum(int(a) * b for a, b in zip(n[:7], [8, 7, 6, 5, 4, 3, 2])) % 11
    return int(n[7]) == {0: 1, 1: 0}.get(r, 11 - r) % 10


def cif_ok(n):
    seven = n[1:8]
    s = 0
    for i, ch in enumerate(seven):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return n[8] == str((10 - s % 10) % 10)


# ----------------------------------------------------------------------------------------
# case registry
# ----------------------------------------------------------------------------------------
BUILDERS = []


def case(fn):
    BUILDERS.append(fn)
    return fn


def C(lang, slug, text, secrets, looks, note):
    if isinstance(text, (list, tuple)):
        text = "\n---\n".join(text)
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}


# ----------------------------------------------------------------------------------------
# validation and output
# ----------------------------------------------------------------------------------------
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ms", "bn", "ur"}
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
ASCII_AN = set(string.ascii_letters + string.digits)


def hostile(ch):
    o = ord(ch)
    if ch == "\n":
        return False
    return (o < 0x20 or 0x7F <= o <= 0x9F or 0x200B <= o <= 0x200F or 0x2028 <= o <= 0x202E
            or 0x2060 <= o <= 0x206F or o in (0xFEFF, 0xFFFE, 0xFFFF, 0xA0) or 0xD800 <= o <= 0xDFFF)


def glued(edge, neighbour):
    """a listed value must not continue a longer number or a longer ASCII word"""
    if not neighbour:
        return False
    if edge.isdecimal() and neighbour.isdecimal():
        return True
    return edge in string.ascii_letters and neighbour in string.ascii_letters


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    p = []
    t = c["text"]
    if c["lang"] not in LANGS:
        p.append("lang %r" % c["lang"])
    if not SLUG_RE.match(c["slug"]) or len(c["slug"]) > 40:
        p.append("slug %r" % c["slug"])
    if not t.strip():
        p.append("empty text")
    for field in ("text", "note", "slug", "lang"):
        bad = [hex(ord(ch)) for ch in c[field] if hostile(ch)]
        if bad:
            p.append("hostile chars in %s: %s" % (field, bad[:5]))
    if "\n" in c["note"]:
        p.append("newline in note")
    if not c["note"].strip():
        p.append("empty note")
    allv = c["secrets"] + c["lookalikes"]
    if len(set(c["secrets"])) != len(c["secrets"]) or len(set(c["lookalikes"])) != len(c["lookalikes"]):
        p.append("duplicate value in a list")
    if set(c["secrets"]) & set(c["lookalikes"]):
        p.append("value in both lists")
    spans = []
    for kind in ("secrets", "lookalikes"):
        for v in c[kind]:
            if not isinstance(v, str) or not v or v != v.strip():
                p.append("bad value %r" % v)
                continue
            if any(hostile(ch) for ch in v):
                p.append("hostile char in value %r" % v)
            occ = occurrences(t, v)
            if not occ:
                p.append("not in text: %r" % v)
                continue
            if len(v) <= 6 and len(occ) > 1:
                p.append("short value occurs %d times: %r" % (len(occ), v))
            for a, b in occ:
                before = t[a - 1] if a > 0 else ""
                after = t[b] if b < len(t) else ""
                if glued(v[0], before):
                    p.append("value %r glued to %r before" % (v, before))
                if glued(v[-1], after):
                    p.append("value %r glued to %r after" % (v, after))
                # a grouped number must not be part of a longer grouped number
                if v[-1].isdecimal() and b + 1 < len(t) and t[b] in " -./" and t[b] in v and t[b + 1].isdecimal():
                    p.append("value %r continues as a longer number" % v)
                if v[0].isdecimal() and a >= 2 and t[a - 1] in " -./" and t[a - 1] in v and t[a - 2].isdecimal():
                    p.append("value %r is the tail of a longer number" % v)
                spans.append((a, b, kind, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if a1 < b2 and a2 < b1 and v1 != v2:
                p.append("overlap %s %r / %s %r" % (k1, v1[:30], k2, v2[:30]))
    return p


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for kind in ("secrets", "lookalikes"):
            if c[kind]:
                out.append("    %s:" % kind)
                for v in c[kind]:
                    out.append("      - " + q(v))
            else:
                out.append("    %s: []" % kind)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def build():
    cases = []
    for fn in BUILDERS:
        for attempt in range(40):
            c = fn()
            probs = case_problems(c)
            if not probs:
                break
        else:
            print("case %s (%s) keeps failing: %s" % (fn.__name__, c["slug"], probs), file=sys.stderr)
            sys.exit(1)
        c["id"] = "%s-%03d-%s" % (PREFIX, len(cases) + 1, c["slug"])
        cases.append({k: c[k] for k in ("id", "lang", "text", "secrets", "lookalikes", "note")})
    return cases


def validate_all(cases):
    probs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        probs.append("duplicate ids")
    for c in cases:
        if not ID_RE.match(c["id"]):
            probs.append("bad id %r" % c["id"])
        cc = dict(c)
        cc["slug"] = c["id"].split("-", 2)[2]
        for x in case_problems(cc):
            probs.append("%s: %s" % (c["id"], x))
    # no secret of one case may appear as a look-alike of another (values are drawn fresh)
    secrets = {v for c in cases for v in c["secrets"]}
    for c in cases:
        for v in c["lookalikes"]:
            if v in secrets and len(v) > 6:
                probs.append("%s: look-alike %r is a secret elsewhere" % (c["id"], v))
    return probs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    errs = selftest()
    if errs:
        print("check-digit self-test failed: %s" % errs, file=sys.stderr)
        sys.exit(1)
    cases = build()
    probs = validate_all(cases)
    if probs:
        for x in probs:
            print(x, file=sys.stderr)
        sys.exit(1)
    y = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    npos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), npos, len(cases) - npos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))


# ----------------------------------------------------------------------------------------
# cases
# ----------------------------------------------------------------------------------------
# ======================================= English ========================================
@case
def en_stripe_env():
    sk, wh = stripe_sk(), whsec()
    ver = "2024-06-20"
    t = ("my checkout route keeps throwing 401 from stripe in prod but works locally?? here's the .env on the server\n\n"
         f"STRIPE_SECRET_KEY={sk}\nSTRIPE_WEBHOOK_SECRET={wh}\nSTRIPE_API_VERSION={ver}\n"
         "NEXT_PUBLIC_SITE_URL=https://shop.tallowandtwine.com\n\nanything obviously wrong?")
    return C("en", "stripe-env-401", t, [sk, wh], [ver], "live secret key and webhook signing secret in a pasted .env; the API version date is a look-alike")


@case
def en_aws_credentials():
    akid, sec = aws_akid(), aws_secret()
    reqid = rs(HEXU, 16)
    t = ("Getting AccessDenied on s3 cp even though the IAM policy looks right. ~/.aws/credentials:\n\n"
         f"[default]\naws_access_key_id = {akid}\naws_secret_access_key = {sec}\nregion = eu-west-1\n\n"
         f"error: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied (RequestId: {reqid})")
    return C("en", "aws-credentials-file", t, [akid, sec], [reqid], "AWS key pair in a credentials file; the S3 request id is a look-alike")


@case
def en_github_remote():
    tok = gh_token()
    commit = sha1_hex()
    t = ("how do I get my token out of the remote url without breaking pushes? `git remote -v` prints\n"
         f"origin  https://{tok}@github.com/mkowalski-dev/inventory-sync.git (fetch)\n"
         f"origin  https://{tok}@github.com/mkowalski-dev/inventory-sync.git (push)\n"
         f"last commit is {commit} if that matters")
    return C("en", "github-pat-remote-url", t, [tok], [commit], "classic GitHub PAT (CRC32 tail computed) embedded twice in a remote URL; commit hash look-alike")


@case
def en_openai_python():
    key = openai_proj()
    req = "req_" + rs(HEXL, 32)
    t = ("why does this give me a RateLimitError on the very first call??\n\n```python\nfrom openai import OpenAI\n\n"
         f"client = OpenAI(api_key=\"{key}\")\nresp = client.chat.completions.create(\n    model=\"gpt-4o-mini\",\n"
         "    messages=[{\"role\": \"user\", \"content\": \"hi\"}],\n)\n```\n\n"
         f"Error code: 429 - insufficient_quota (request id {req})")
    return C("en", "openai-key-in-code", t, [key], [req], "project API key hard-coded in Python; the request id is a look-alike")


@case
def en_slack_yaml():
    tok = slack_token("xoxb")
    sign = rs(HEXL, 32)
    chan = "C0" + rs(ANU, 9)
    t = ("my standup bot posts nothing, no error either. config.yaml:\n\n"
         f"slack:\n  bot_token: \"{tok}\"\n  signing_secret: \"{sign}\"\n  channel_id: \"{chan}\"\n  post_at: \"09:15\"\n\n"
         "the bot is definitely invited to the channel")
    return C("en", "slack-bot-yaml", t, [tok, sign], [chan], "Slack bot token and signing secret in YAML; the channel id is a public identifier")


@case
def en_postgres_url():
    user, pw = "app_user", password("alnum", 18)
    host = "db-prod-eu1.cluster-c%s.eu-central-1.rds.amazonaws.com" % rs(ANL, 10)
    t = (f"psql keeps saying 'password authentication failed'. DATABASE_URL=postgres://{user}:{pw}@{host}:5432/orders\n"
         "I copied it straight from the RDS console, is the format off?")
    return C("en", "postgres-url-creds", t, [f"{user}:{pw}"], [host], "only the user:password part of the connection string is the secret; the RDS host is a look-alike")


@case
def en_mongo_srv():
    user, pw = "kenji_admin", password("alnum", 14)
    cl = "cluster0.%s.mongodb.net" % rs(ANL, 5)
    t = (f"mongoose.connect('mongodb+srv://{user}:{pw}@{cl}/fitlog?retryWrites=true&w=majority')\n"
         "throws MongooseServerSelectionError on vercel but not on my laptop. do I need to whitelist 0.0.0.0/0?")
    return C("en", "mongodb-srv-creds", t, [f"{user}:{pw}"], [cl], "Atlas SRV string: user:password is the secret, the cluster host is not")


@case
def en_sqlserver_appsettings():
    pw = password("mixed", 16)
    host = "contoso-payroll-%s.database.windows.net" % rs(ANL, 4)
    t = ("appsettings.Production.json\n\n{\n  \"ConnectionStrings\": {\n"
         f"    \"Payroll\": \"Server=tcp:{host},1433;Initial Catalog=Payroll;User ID=payroll_svc;Password={pw};Encrypt=True;TrustServerCertificate=False;\"\n"
         "  }\n}\n\nEF Core migration times out against Azure SQL. firewall rule is added.")
    return C("en", "sqlserver-conn-password", t, [pw], [host], "ADO.NET connection string: the Password value is the secret; server host is a look-alike")


@case
def en_hotel_card():
    num = card("visa")
    ex, cv = expiry(), cvc()
    conf = "%s.%s.%s" % (rd(4), rs(DG, 3), rs(DG, 3))
    t = ("can you write a short email to the Harbourview Inn asking them to move my card guarantee to a different card? "
         f"booking confirmation {conf}, guest Daniel Ferreira. new card is {card_fmt(num)} exp {ex} cvv {cv}. keep it polite")
    return C("en", "hotel-card-change", t, [card_fmt(num), ex, cv], [conf], "card with expiry and CVC for a hotel email; booking confirmation number is a look-alike")


@case
def en_airbnb_manual():
    wifi = wifi_key(12)
    door = pin(6)
    code = "HM" + rs(ANU, 8)
    t = ("Help me tidy this into a nice welcome message for guests:\n"
         f"- reservation {code}\n- check in after 3pm\n- wifi: network 'SaltMarshCottage', password {wifi}\n"
         f"- front door keypad: {door} then the lock symbol\n- bins go out Tuesday night\n- quiet hours 10pm-8am")
    return C("en", "airbnb-welcome", t, [wifi, door], [code], "Wi-Fi password and door keypad code for guests; Airbnb confirmation code is a look-alike")


@case
def en_dogsitter_codes():
    box, alarm = pin(4), pin(4)
    vet = "(503) 555-%04d" % ri(100, 9999)
    t = (f"Notes for Priya who is watching Biscuit next week: spare key is in the lockbox by the side gate, code {box}. "
         f"Alarm panel is in the hall, disarm with {alarm} then OFF within 30 seconds. Vet is Alder Creek Animal Clinic {vet}. "
         "Can you turn this into a checklist?")
    return C("en", "dogsitter-lockbox-alarm", t, [box, alarm], [vet], "lockbox and alarm codes for a pet sitter; vet phone number is a look-alike")


@case
def en_security_answers():
    a1, a2, a3 = pick(["Abernathy", "Kowalczyk", "Fairweather", "Lindqvist"]), pick(["Noodle", "Pistachio", "Waffles", "Gizmo"]), pick(["Kettering", "Scunthorpe", "Bakersfield", "Wagga Wagga"])
    t = ("I keep forgetting what I put for the Chase security questions. For the record: mother's maiden name = "
         f"{a1}, first pet = {a2}. Just remember these for me please")
    return C("en", "security-question-answers", t, [a1, a2], [], "answers to bank security questions")


@case
def en_github_recovery_codes():
    codes = backup_codes(3, "gh")
    t = ("saving these here in case I lose my phone again, github recovery codes:\n\n" + "\n".join(codes)
         + "\n\n(I used a couple already, these are the ones left)")
    return C("en", "github-recovery-codes", t, codes, [], "GitHub two-factor recovery codes")


@case
def en_totp_uri():
    seed = totp_seed(32)
    t = ("I exported the QR code from my old authenticator and it decodes to this. how do I import it into KeePassXC?\n\n"
         f"otpauth://totp/Kraken:jmendoza%40fastmail.com?secret={seed}&issuer=Kraken&algorithm=SHA1&digits=6&period=30")
    return C("en", "totp-seed-uri", t, [seed], [], "TOTP seed inside an otpauth URI")


@case
def en_ssh_private_key():
    body = openssh_ed25519("dana@thinkpad")
    fp = "SHA256:" + b64(rbytes(32)).rstrip("=")
    t = ("ssh says 'invalid format' when I use this key from my windows box. it was generated with ssh-keygen -t ed25519, "
         f"fingerprint {fp}. here's the file:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n\n"
         "did notepad break the line endings?")
    return C("en", "ssh-ed25519-private", t, [body], [fp], "OpenSSH private key body; the public key fingerprint is a look-alike")


@case
def en_jwt_curl():
    tok = jwt({"sub": "usr_" + rs(ANL, 12), "role": "admin", "iat": 1796000000 + ri(0, 999999), "exp": 1796600000 + ri(0, 999999)})
    rid = uuid4()
    t = ("the API answers 403 even with the admin token, see:\n\n"
         f"curl -s https://api.grainline.io/v2/admin/users -H \"Authorization: Bearer {tok}\" -H \"X-Request-Id: {rid}\"\n\n"
         "{\"error\":\"forbidden\"}")
    return C("en", "jwt-bearer-curl", t, [tok], [rid], "signed bearer JWT in a curl command; the request UUID is a look-alike")


@case
def en_session_cookie():
    sid = rs(ANL, 32)
    ga = "GA1.1.%d.%d" % (ri(100000000, 2099999999), ri(1760000000, 1796000000))
    csrf = rs(AN, 32)
    t = ("The site logs me out every few minutes. Request headers from devtools:\n\n"
         f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sid}; django_language=en\n\n"
         "Is the session cookie set without an expiry or something?")
    return C("en", "django-session-cookie", t, [sid], [ga], "session cookie value is a secret; the Google Analytics cookie is a look-alike (csrf token left neutral)")


@case
def en_seed_phrase():
    phrase = seed_phrase(12)
    addr = eth_addr()
    t = ("I'm switching phones. Please keep my MetaMask recovery phrase somewhere I can ask you for it later: "
         f"{phrase}. The main account address is {addr}, that one I can share with anyone.")
    return C("en", "metamask-seed-phrase", t, [phrase], [addr], "wallet recovery phrase (BIP39 checksum not computed); the public address is a look-alike")


@case
def en_uk_salary_details():
    sort = "%s-%s-%s" % (rs(DG, 2), rs(DG, 2), rs(DG, 2))
    acct = rd(8)
    payref = "EMP-%05d" % ri(10000, 99999)
    t = (f"Draft a reply to HR: my new bank details for payroll are sort code {sort}, account number {acct}, "
         f"name Rhiannon Pryce. Mention my employee ref {payref} and that the change should start from the January run.")
    return C("en", "uk-payroll-bank-change", t, [acct], [sort, payref], "UK account number is a secret; sort code (bank's identifier) and employee ref are look-alikes")


@case
def en_us_direct_deposit():
    routing = pick(["021000021", "026009593", "121000248", "111000025", "031176110"])
    acct = rd(ri(10, 12))
    t = (f"filling out the direct deposit form for my new job. routing {routing}, checking account {acct}. "
         "do I also need a voided check or is the bank letter enough?")
    return C("en", "us-direct-deposit", t, [acct], [routing], "checking account number is a secret; the bank's ABA routing number is public")


@case
def en_ssn_taxes():
    ssn = us_ssn()
    ein = us_ein()
    amt = "$%s,%03d.%02d" % (ri(41, 96), ri(0, 999), ri(0, 99))
    t = (f"Doing my 1040 by hand. W-2 says wages {amt}, employer EIN {ein}. My SSN is {ssn} and I'm filing single. "
         "Which line does the wages number go on?")
    return C("en", "ssn-w2-filing", t, [ssn], [ein, amt], "own SSN is a secret; employer EIN and the wage amount are look-alikes")


@case
def en_passport_renewal():
    pn = pick("AC") + rs(DG, 8)
    loc = "%s%s" % (rs(UP, 2), rs(DG, 7))
    t = (f"my passport ({pn}, expires march next year) needs renewing before a trip in May. I already got an "
         f"appointment confirmation {loc} from the passport agency. Is routine service fast enough?")
    return C("en", "us-passport-renewal", t, [pn], [loc], "passport number is a secret; appointment confirmation is a look-alike")


@case
def en_ca_dl_vin():
    dl = rs(UP, 1) + rs(DG, 7)
    v = vin(pick(["1HG", "5YJ", "1FT", "JTD", "3VW"]))
    plate = rd(1) + rs(UP, 3) + rs(DG, 3)
    t = (f"For the DMV transfer form: my driver license is {dl}. Car VIN {v}, plate {plate}. "
         "Seller already signed the title. What else do I need to bring?")
    return C("en", "ca-license-vin", t, [dl], [v, plate], "driver licence number is a secret; VIN (check digit computed) and plate are look-alikes")


@case
def en_health_member_id():
    mid = pick(["XEH", "YPR", "JQU", "ZGP"]) + rd(9)
    doc = npi()
    grpn = rd(6)
    t = (f"Insurance card says Member ID {mid}, Group {grpn}. The dermatologist's office gave me their NPI {doc} "
         "and said to check if they're in network. How do I do that on the Anthem site?")
    return C("en", "health-member-id", t, [mid], [doc], "health insurance member id is a secret; the provider's NPI (Luhn computed) is public")


@case
def en_medicare_mbi():
    m = mbi()
    t = (f"My mom's new Medicare card came. Number is {m}, Part A and B start 06-01. "
         "She wants to sign up for a Part D plan, what info will the plan ask for? Call center is 1-800-633-4227 right?")
    return C("en", "medicare-mbi", t, [m], ["1-800-633-4227"], "Medicare Beneficiary Identifier entrusted by a family member; the public helpline is a look-alike")


@case
def en_nhs_number():
    n = nhs_number()
    ods = pick("ABCDEFGHJKLMNP") + rd(5)
    t = (f"Registering with a new GP online. It wants my NHS number, which is {n}, and the code of my old practice "
         f"which I think is {ods}. Does it matter that I moved from Wales?")
    return C("en", "nhs-number-gp", t, [n], [ods], "NHS number (mod-11 computed) is a secret; GP practice code is a look-alike")


@case
def en_ca_sin():
    s = ca_sin()
    bn = rd(9) + "RP0001"
    t = (f"Employer keeps asking for my SIN for the TD1. It's {s}. Their payroll account on the paystub is {bn}. "
         "Is it normal that they email this stuff?")
    return C("en", "canada-sin", t, [s], [bn], "Canadian SIN (Luhn) is a secret; employer's CRA payroll account number is a look-alike")


@case
def en_au_tfn_super():
    tfn = au_tfn()
    bsb = "%s-%s" % (pick(["062", "063", "082", "033", "012"]), rs(DG, 3))
    acct = rd(8)
    emp = abn()
    t = (f"New starter form for the cafe: TFN {tfn}, bank BSB {bsb} account {acct}. "
         f"Employer ABN on the form is {emp}. Should I tick the tax-free threshold box if this is my second job?")
    return C("en", "au-tfn-bank", t, [tfn, acct], [bsb, emp], "TFN (checksum computed) and account are secrets; BSB and employer ABN (mod 89 computed) are public")


@case
def en_india_kyc():
    a = aadhaar()
    p = pan_in("S")
    ifsc = "HDFC000" + rs(DG, 4)
    t = (f"For the broker KYC: Aadhaar {a}, PAN {p}. Bank is HDFC, branch IFSC {ifsc}. "
         "They're also asking for a cancelled cheque, can I upload a passbook photo instead?")
    return C("en", "india-kyc-aadhaar-pan", t, [a, p], [ifsc], "Aadhaar (Verhoeff computed) and PAN are secrets; IFSC is the branch's public code")


@case
def en_nigeria_bvn():
    bvn = "22" + rs(DG, 9)
    nin = rd(11)
    vend = rd(10)
    t = (f"The fintech app is asking for BVN and NIN to upgrade my account. BVN {bvn}, NIN {nin}. "
         f"Also I need to pay the generator guy, his GTBank account is {vend} (Adewale Motors). Is it safe to give the app my BVN?")
    return C("en", "nigeria-bvn-nin", t, [bvn, nin], [vend], "own BVN and NIN are secrets; the vendor's payee account is another party's identifier")


@case
def en_za_id():
    i = za_id()
    reg = "%d/%06d/07" % (ri(2009, 2022), ri(100000, 999999))
    t = (f"Help me fill the FICA form for the new flat. My ID number is {i}. The agency's company reg number is {reg}. "
         "They want proof of address too - will a cellphone bill do?")
    return C("en", "za-id-fica", t, [i], [reg], "South African ID (Luhn computed) is a secret; agency registration number is a look-alike")


@case
def en_sg_nric_singpass():
    n = sg_nric()
    pw = password("mixed", 12)
    uen = "20%d%05d%s" % (ri(10, 23), ri(10000, 99999), pick(UP))
    t = (f"Singpass locked me out. NRIC {n}, the password I think I set was {pw}. "
         f"I was trying to log in to file GST for my company (UEN {uen}). Should I reset at a CC or online?")
    return C("en", "sg-nric-singpass", t, [n, pw], [uen], "NRIC (check letter computed) and password are secrets; company UEN is a look-alike")


@case
def en_ie_ppsn():
    p = ie_ppsn()
    eir = pick(["D02", "D04", "D06", "T12", "H91", "V94"]) + " " + rs(ANU, 4)
    t = (f"Applying for the PPS-linked MyGovID. My PPSN is {p}, address eircode {eir}. "
         "The letter with the code hasn't come after 10 days, who do I call?")
    return C("en", "ie-ppsn", t, [p], [eir], "PPSN (check letter computed) is a secret; Eircode is a look-alike")


@case
def en_revoked_sendgrid():
    k = sendgrid()
    commit = sha1_hex()[:12]
    t = (f"I pushed my SendGrid key to a public repo in commit {commit}. I already revoked it in the dashboard. "
         f"The key was {k}. Do I still need to rewrite history with git filter-repo?")
    return C("en", "revoked-sendgrid-key", t, [k], [commit], "leaked and revoked key is still a secret; the short commit hash is a look-alike")


@case
def en_multi_wifi_announce():
    net = "Pemberton_" + rs(ANU, 4)
    key = wifi_key(14)
    t = [f"ok my parents are visiting and their laptop won't join the wifi. the network is {net}, I'll send the password next",
         f"it's {key}",
         "they're on windows 11, it says 'can't connect to this network'"]
    return C("en", "multi-wifi-next-message", t, [key], [], "Wi-Fi password announced in one message and given in the next")


@case
def en_multi_key_parts():
    k = anthropic_key()
    a, b = k[:50], k[50:]
    t = [f"my terminal cuts long lines so I'll paste the key in two bits. first half: {a}",
         f"second half: {b}",
         "now set it as ANTHROPIC_API_KEY in my fish shell permanently, how?"]
    return C("en", "multi-key-in-parts", t, [a, b], [], "API key split across two messages; both parts are secrets")


@case
def en_multi_pin_correction():
    p1 = pin(4)
    while p1[2] == p1[3]:
        p1 = pin(4)
    p2 = p1[:2] + p1[3] + p1[2]
    t = [f"remind me on friday that the new debit card PIN is {p1}",
         f"wait no, I mixed up the last two digits. it's {p2}"]
    return C("en", "multi-pin-correction", t, [p1, p2], [], "PIN given then corrected; both are listed as secrets")


@case
def en_multi_card_then_cvc():
    num = card("mc")
    ex = expiry()
    cv = cvc()
    order = "%s-%s-%s" % (rd(3), rs(DG, 7), rs(DG, 7))
    t = [f"can you check this form text for typos before I submit: Card: {card_fmt(num, '-')}  Expiry: {ex}",
         f"oh and the security code it wants is {cv}. it's for order {order} which never arrived so I'm re-ordering"]
    return C("en", "multi-card-then-cvc", t, [card_fmt(num, "-"), ex, cv], [order], "card and expiry in one message, CVC in the next; Amazon-style order number is a look-alike")


@case
def en_discord_bot():
    tok = discord_bot()
    gid = str(ri(10 ** 18, 13 * 10 ** 17))
    t = ("bot logs in but slash commands never show up\n\n```js\nconst { Client, GatewayIntentBits } = require('discord.js');\n"
         "const client = new Client({ intents: [GatewayIntentBits.Guilds] });\n"
         f"const GUILD_ID = '{gid}';\nclient.login('{tok}');\n```")
    return C("en", "discord-bot-token", t, [tok], [gid], "Discord bot token in JavaScript; the guild snowflake id is a look-alike")


@case
def en_telegram_bot():
    tok = telegram_bot()
    chat = "-100" + rd(10)
    t = (f"sendMessage returns 'chat not found'. I'm calling https://api.telegram.org/bot{tok}/sendMessage?chat_id={chat}&text=hello "
         "from a cron job. the bot is admin in the channel")
    return C("en", "telegram-bot-url", t, [tok], [chat], "Telegram bot token inside an API URL; the channel chat id is a look-alike")


@case
def en_twilio_env():
    sid = "AC" + rs(HEXL, 32)
    tok = twilio_token()
    frm = "+1 415 555 %04d" % ri(1000, 9999)
    t = ("SMS verification works in dev but in prod twilio says error 20003.\n\n"
         f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM=\"{frm}\"\n\nwhat does 20003 mean")
    return C("en", "twilio-auth-token", t, [tok], [frm], "Twilio auth token is the secret; the sender phone number is a look-alike (account SID left neutral)")


@case
def en_google_maps_html():
    k = google_key()
    mid = rs(HEXL, 16)
    t = ("the map shows 'For development purposes only' watermark. snippet:\n\n"
         f"<script async src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap&v=weekly\"></script>\n"
         f"...\nnew google.maps.Map(el, {{ center, zoom: 14, mapId: \"{mid}\" }});\n\nbilling IS enabled on the project")
    return C("en", "google-maps-key-html", t, [k], [mid], "Google API key in a script tag; the map style id is a look-alike")


@case
def en_npmrc():
    tok = npm_token()
    ver = "%d.%d.%d" % (ri(1, 4), ri(0, 20), ri(0, 30))
    t = (f"npm publish gives E404 for my scoped package @quillstack/forms@{ver}. ~/.npmrc has\n\n"
         f"//registry.npmjs.org/:_authToken={tok}\n@quillstack:registry=https://registry.npmjs.org/\n\n"
         "and npm whoami prints my username fine")
    return C("en", "npmrc-token", t, [tok], [ver], "npm automation token in .npmrc; package version is a look-alike")


@case
def en_pypirc():
    tok = pypi_token()
    t = ("twine upload fails with 403 Invalid or non-existent authentication information. my ~/.pypirc:\n\n"
         f"[pypi]\n  username = __token__\n  password = {tok}\n\nthe token is scoped to the whole account")
    return C("en", "pypirc-token", t, [tok], [], "PyPI API token in .pypirc")


@case
def en_gitlab_ci():
    tok = gitlab_pat()
    pid = str(ri(40000000, 62000000))
    t = ("in .gitlab-ci.yml I have\n\nrelease:\n  script:\n"
         f"    - 'curl --header \"PRIVATE-TOKEN: {tok}\" \"https://gitlab.com/api/v4/projects/{pid}/releases\"'\n\n"
         "I know it should be a masked variable, can you show me how to move it?")
    return C("en", "gitlab-pat-ci", t, [tok], [pid], "GitLab PAT in a CI script; the numeric project id is a look-alike")


@case
def en_hf_notebook():
    tok = hf_token()
    rev = sha1_hex()
    t = ("In Colab:\n\nfrom huggingface_hub import login, snapshot_download\n"
         f"login(token=\"{tok}\")\nsnapshot_download(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"{rev}\")\n\n"
         "-> 401 Client Error. I accepted the license on the model page yesterday.")
    return C("en", "hf-token-colab", t, [tok], [rev], "Hugging Face token in a notebook; model revision hash is a look-alike")


@case
def en_azure_storage():
    key = azure_account_key()
    acct = "stmediaprod" + rs(ANL, 4)
    t = ("Function app can't read blobs, says 'Server failed to authenticate the request'. local.settings.json has\n\n"
         f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net\"\n\n"
         "I regenerated key1 last week, could that be it?")
    return C("en", "azure-storage-accountkey", t, [key], [], "Azure storage connection string: only the AccountKey value is the secret")


@case
def en_mailchimp():
    k = mailchimp_key()
    lid = rs(HEXL, 10)
    t = (f"Mailchimp API returns 'API Key Invalid' with key {k} and audience id {lid}. "
         "I'm using the Python client, does the server prefix need to be set separately?")
    return C("en", "mailchimp-key", t, [k], [lid], "Mailchimp key with datacenter suffix; audience (list) id is a look-alike")


@case
def en_heroku_uuid():
    key = uuid4()
    app = uuid4()
    t = (f"export HEROKU_API_KEY={key}\nheroku apps:info --app {app}\n\n"
         "the second command says 'Couldn't find that app' but that's literally the id from the dashboard url. am I supposed to use the name?")
    return C("en", "heroku-key-vs-app-uuid", t, [key], [app], "two UUIDs side by side: the Heroku API key is a secret, the app id is not")


@case
def en_datadog():
    api = datadog_key()
    appk = rs(HEXL, 40)
    trace = str(ri(10 ** 18, 9 * 10 ** 18))
    t = ("ddtrace isn't linking logs to traces. env:\n"
         f"DD_API_KEY={api}\nDD_APP_KEY={appk}\nDD_SITE=datadoghq.eu\n\n"
         f"a log line: {{\"msg\":\"checkout failed\",\"dd.trace_id\":\"{trace}\",\"dd.service\":\"cart\"}}")
    return C("en", "datadog-keys-traceid", t, [api, appk], [trace], "Datadog API and application keys; the trace id is a look-alike")


@case
def en_router_sticker():
    adm = password("alnum", 10)
    wpa = rs(DG, 20) if R.random() < 0.5 else wifi_key(16)
    sn = rs(ANU, 4) + rd(9)
    m = mac()
    t = ("Reading off the sticker under the router so you can walk me through changing the wifi name:\n"
         f"S/N {sn}\nMAC {m}\nWi-Fi key: {wpa}\nRouter admin password: {adm}\nhttp://192.168.178.1")
    return C("en", "router-sticker", t, [wpa, adm], [sn, m], "Wi-Fi key and admin password from a router sticker; serial and MAC are look-alikes")


@case
def en_sim_puk():
    puk = rs(DG, 8)
    icc = iccid("8944")
    im = imei()
    t = (f"my phone says SIM PUK locked. the card holder has PUK {puk} printed on it. SIM number on the card is {icc}, "
         f"phone IMEI {im}. how many tries do I get before the SIM is dead?")
    return C("en", "sim-puk", t, [puk], [icc, im], "PUK code is a secret; ICCID and IMEI (both Luhn computed) are look-alikes")


@case
def en_binance_api():
    k, s = binance_key(), binance_key()
    txid = rs(HEXL, 64)
    t = (f"I'm writing a small rebalancing script. api key {k}\nsecret {s}\n"
         f"the withdrawal I did by hand yesterday had txid {txid}, can the script look up its status too?")
    return C("en", "binance-api-pair", t, [k, s], [txid], "exchange API key and secret; the on-chain transaction id is a look-alike")


@case
def en_eth_private_key():
    pk = eth_priv()
    addr = eth_addr()
    t = (f"I exported the private key from my old wallet: {pk}\nIts address is {addr}. "
         "If I import it into Rabby will my NFTs show up automatically?")
    return C("en", "eth-private-key", t, [pk], [addr], "raw 64-hex private key; the 40-hex address is a look-alike (EIP-55 casing not applied)")


@case
def en_btc_wif():
    w = btc_wif()
    a = btc_bech32_addr()
    t = (f"found an old paper wallet in a drawer! private key (WIF) {w}, address {a}. "
         "what's the safest way to sweep it into my Ledger?")
    return C("en", "btc-paper-wallet", t, [w], [a], "WIF private key (base58check computed); bech32 address (checksum computed) is a look-alike")


@case
def en_apple_sms_code():
    code = otp(6)
    t = (f"Got this text: \"Your Apple Account code is: {code}. Don't share it with anyone.\" "
         "but I wasn't signing in anywhere. Should I be worried? it came from a normal looking number")
    return C("en", "apple-sms-code", t, [code], [], "one-time code from a pasted SMS")


@case
def en_india_bank_otp():
    o = otp(6)
    amt = "INR %d,%03d.00" % (ri(1, 49), ri(0, 999))
    last = "XX" + rs(DG, 4)
    t = (f"What does this mean? \"{o} is the OTP for txn of {amt} at FLIPKART on card {last}. Valid for 10 mins. Do not share OTP for security reasons - HDFC Bank\" "
         "I didn't order anything")
    return C("en", "india-bank-otp-sms", t, [o], [amt, last], "OTP from a bank SMS is a secret; amount and masked card are look-alikes")


@case
def en_bitlocker():
    k = bitlocker()
    kid = rs(HEXU, 8)
    t = (f"Laptop asks for the BitLocker recovery key after a BIOS update. Key ID shown on screen starts with {kid}. "
         f"I found this in my Microsoft account: {k}. It says wrong key, am I typing it wrong?")
    return C("en", "bitlocker-recovery", t, [k], [kid], "BitLocker recovery key (blocks divisible by 11); key id prefix is a look-alike")


@case
def en_1password_secret_key():
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
    t = (f"setting up 1Password on my new mac, it asks for the Secret Key. from my Emergency Kit: {sk}. "
         "do I type the dashes?")
    return C("en", "1password-secret-key", t, [sk], [], "1Password account Secret Key")


@case
def en_vault_token():
    tok = vault_token()
    lease = "database/creds/readonly/" + rs(AN, 24)
    t = (f"VAULT_ADDR=https://vault.internal:8200 VAULT_TOKEN={tok} vault lease renew {lease}\n"
         "-> permission denied. my policy has update on sys/leases/renew, what else?")
    return C("en", "vault-token-lease", t, [tok], [lease], "Vault token; the lease id path is a look-alike")


@case
def en_k8s_secret():
    pw = password("alnum", 16)
    enc = b64(pw.encode())
    uid = uuid4()
    t = ("kubectl apply works but the pod still gets auth errors. the secret:\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\n  namespace: prod\n"
         f"  uid: {uid}\ntype: Opaque\ndata:\n  username: YmlsbGluZw==\n  password: {enc}\n")
    return C("en", "k8s-secret-base64", t, [enc], [uid], "base64-encoded password in a Kubernetes Secret; the object uid is a look-alike")


@case
def en_docker_compose():
    root, apw = password("alnum", 14), password("mixed", 12)
    dig = "sha256:" + sha256_hex()
    t = ("services:\n  db:\n"
         f"    image: mysql:8.4@{dig}\n    environment:\n      MYSQL_ROOT_PASSWORD: \"{root}\"\n"
         f"      MYSQL_USER: wp\n      MYSQL_PASSWORD: \"{apw}\"\n\nwordpress container says 'Error establishing a database connection'")
    return C("en", "docker-compose-mysql", t, [root, apw], [dig], "database passwords in docker-compose; the pinned image digest is a look-alike")


@case
def en_wireguard():
    priv, psk = wg_private(), b64(rbytes(32))
    pub = wg_public()
    t = ("[Interface]\n"
         f"PrivateKey = {priv}\nAddress = 10.8.0.3/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {pub}\nPresharedKey = {psk}\n"
         "Endpoint = vpn.holloway.family:51820\nAllowedIPs = 0.0.0.0/0\n\nhandshake never completes from the phone. what should I check?")
    return C("en", "wireguard-conf", t, [priv, psk], [pub], "WireGuard private and preshared keys are secrets; the peer public key is a look-alike")


@case
def en_cloudflare_zone():
    tok = cf_token()
    zone = rs(HEXL, 32)
    t = ("purging cache from the deploy script fails with 'Authentication error' (code 10000):\n\n"
         f"curl -X POST \"https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache\" \\\n"
         f"  -H \"Authorization: Bearer {tok}\" \\\n  -H \"Content-Type: application/json\" --data '{{\"purge_everything\":true}}'")
    return C("en", "cloudflare-token-zone", t, [tok], [zone], "API token is a secret; the 32-hex zone id is a look-alike")


@case
def en_reset_link():
    tok = b64u(rbytes(32))
    ref = "CS-%d-%05d" % (ri(2025, 2026), ri(10000, 99999))
    t = ("Is this email legit or phishing? \"We received a request to reset your Ledgerly password. "
         f"Click here: https://app.ledgerly.com/reset-password?token={tok} . This link expires in 30 minutes. "
         f"Support case {ref}.\" I did request a reset earlier today.")
    return C("en", "password-reset-link", t, [tok], [ref], "password-reset token in a pasted email; the support case number is a look-alike")


@case
def en_gate_delivery():
    gate = pin(4)
    trk = "1Z" + rs(ANU, 6) + rs(DG, 10)
    t = (f"Write delivery instructions for my UPS package {trk}: building is behind the pharmacy, gate code #{gate}, "
         "leave it with the concierge if nobody answers at unit 12B. Keep it under 200 characters.")
    return C("en", "gate-code-delivery", t, [gate], [trk], "gate code given for a delivery is still a secret; tracking number is a look-alike")


@case
def en_age_key():
    sk = age_secret_key()
    pub = age_recipient()
    t = ("backing up my sops setup. keys.txt:\n\n"
         f"# created: 2026-11-02T21:14:07Z\n# public key: {pub}\n{sk}\n\n"
         "can I put the public key in .sops.yaml and commit that?")
    return C("en", "age-secret-key", t, [sk], [pub], "age identity (bech32 checksum computed) is a secret; the age recipient is public")


# ------------------------------------ English negatives ---------------------------------
@case
def en_neg_aws_docs():
    t = ("The AWS docs keep using AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in examples. "
         "If I leave those in my README's sample config will any scanner flag it as a real leak?")
    return C("en", "aws-docs-example-keys", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example key pair")


@case
def en_neg_stripe_test():
    t = ("For the QA checklist I'm using Stripe's test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 9995 "
         "(insufficient funds), 4000 0025 0000 3155 (needs 3DS), any future expiry and any 3 digits. The test key from "
         "the old docs, sk_test_4eC39HqLyjWDarjtT1zdp7dc, still works in the examples. Can you format this as a table?")
    return C("en", "stripe-test-cards", t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0025 0000 3155",
                                                 "sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "Stripe documentation test cards and docs test key")


@case
def en_neg_jwt_io():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           + JWT_IO_SIG)
    t = f"explain each part of this token, it's the one on the jwt.io homepage: {tok}"
    return C("en", "jwt-io-example", t, [], [tok], "the jwt.io sample token (HMAC verified in self-test)")


@case
def en_neg_git_log():
    h = [sha1_hex() for _ in range(3)]
    t = ("which of these should I revert to undo the broken migration?\n\n"
         f"commit {h[0]}\nAuthor: Tomas Reyes\nDate:   Thu Nov 26 16:02:11 2026 +0100\n\n    bump alembic to 1.14.0\n\n"
         f"commit {h[1]}\nDate:   Wed Nov 25 09:47:30 2026 +0100\n\n    add invoice_number column\n\n"
         f"commit {h[2]}\nDate:   Tue Nov 24 18:20:05 2026 +0100\n\n    Merge tag 'v2.7.3'")
    return C("en", "git-log-hashes", t, [], h + ["v2.7.3"], "commit hashes and a release tag")


@case
def en_neg_iso_checksum():
    h = sha256_hex()
    t = (f"sha256sum says {h}  ubuntu-24.04.3-desktop-amd64.iso but I can't find the value on the site to compare. "
         "where's the SHA256SUMS file and how do I verify the gpg signature on it?")
    return C("en", "iso-sha256", t, [], [h, "ubuntu-24.04.3-desktop-amd64.iso"], "file checksum and versioned file name")


@case
def en_neg_tracking():
    u = usps()
    order = "%s-%s-%s" % (rd(3), rs(DG, 7), rs(DG, 7))
    fx = rd(12)
    t = (f"Two packages stuck: USPS {u} (says 'in transit, arriving late') and FedEx {fx}. "
         f"Both from Amazon order {order}. At what point can I ask for a refund?")
    return C("en", "tracking-numbers", t, [], [u, fx, order], "USPS tracking (GS1 mod-10 computed), FedEx tracking and order number")


@case
def en_neg_env_example():
    t = ("I'm writing the .env.example for the repo, does this look standard?\n\n"
         "OPENAI_API_KEY=your_api_key_here\nDATABASE_URL=postgres://user:password@localhost:5432/mydb\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nJWT_SECRET=<generate with openssl rand -hex 32>\nSMTP_PASSWORD=changeme")
    return C("en", "env-example-placeholders", t, [], ["your_api_key_here", "user:password", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
                                                       "<generate with openssl rand -hex 32>", "changeme"], "placeholders only")


@case
def en_neg_masked_cards():
    last1, last2 = rs(DG, 4), rs(DG, 4)
    tx = "TXN" + rd(10)
    t = (f"My statement shows two charges of $14.99 from 'SP DIGITALPRESS', one on the Visa ending in {last1} and one on "
         f"**** **** **** {last2}. The dispute form asks for the transaction id, the app shows {tx}. "
         "Write the dispute text for me.")
    return C("en", "masked-cards-dispute", t, [], ["Visa ending in " + last1, "**** **** **** " + last2, tx, "$14.99"], "masked card numbers, transaction id, amount")


@case
def en_neg_log_ids():
    u1, u2 = uuid4(), uuid4()
    tr = rs(HEXL, 32)
    t = ("2026-12-03T11:42:08.913Z ERROR payment-svc "
         f"request_id={u1} trace_id={tr} order_id={u2} msg=\"card_declined\" code=do_not_honor\n\n"
         "how do I find all logs for this trace in Grafana Loki?")
    return C("en", "log-line-ids", t, [], [u1, tr, u2], "request, trace and order ids in a log line")


@case
def en_neg_famous_passwords():
    t = ("For my security awareness slides: why is \"Tr0ub4dor&3\" weaker than \"correct horse battery staple\" per the xkcd "
         "comic? Also add a slide on why P@ssw0rd and the old IRC joke hunter2 are on every breach list.")
    return C("en", "famous-example-passwords", t, [], ["Tr0ub4dor&3", "correct horse battery staple", "P@ssw0rd", "hunter2"], "well-known example passwords discussed as examples")


@case
def en_neg_charity_iban():
    ib = iban("GB")
    cno = str(ri(200000, 1199999))
    t = (f"I want to set up a monthly standing order to the Riverside Food Bank. Their details: IBAN {grp4(ib)}, "
         f"registered charity no. {cno}, reference DONATION-MONTHLY. How do I do that in the Nationwide app?")
    return C("en", "charity-iban", t, [], [grp4(ib), cno, "DONATION-MONTHLY"], "a charity's IBAN and registration number given for a payment")


@case
def en_neg_flight():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    etkt = "%s-%s" % (pick(["016", "125", "176", "220", "074"]), rd(10))
    t = (f"My flight BA 287 got cancelled. Booking ref {pnr}, e-ticket {etkt}, seat 34K. "
         "Am I owed UK261 compensation if they rebooked me 9 hours later?")
    return C("en", "flight-pnr-eticket", t, [], [pnr, etkt, "BA 287"], "booking reference, ticket number and flight number")


@case
def en_neg_ssh_pub():
    pub = ssh_ed25519_pub("ana@studio-mbp")
    fp = "SHA256:" + b64(rbytes(32)).rstrip("=")
    t = (f"I added this to ~/.ssh/authorized_keys on the VPS but still get Permission denied (publickey):\n\n{pub}\n\n"
         f"ssh -v shows it offering {fp}")
    return C("en", "ssh-public-key", t, [], [pub, fp], "public key and its fingerprint")


@case
def en_neg_btc_tx():
    txid = rs(HEXL, 64)
    a = btc_bech32_addr()
    blk = str(ri(925000, 935000))
    t = (f"mempool.space shows my tx {txid} to {a} as confirmed in block {blk} but the exchange hasn't credited it. "
         "how many confirmations do they usually wait for?")
    return C("en", "btc-tx-confirmations", t, [], [txid, a, blk], "transaction id, deposit address and block height")


@case
def en_neg_isbn():
    i1, i2 = isbn13(), isbn13()
    t = (f"Bookshop order for the reading group: ISBN {i1} (12 copies) and ISBN {i2} (8 copies). "
         "Write a short email to the shop asking whether they give a group discount.")
    return C("en", "isbn-order", t, [], [i1, i2], "ISBN-13 numbers (check digit computed)")


@case
def en_neg_warranty():
    sn = "C02" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)
    im = imei()
    m = mac()
    t = (f"Apple warranty claim for my partner's MacBook (serial {sn}) and my iPhone (IMEI {im}). "
         f"The Wi-Fi MAC on the laptop is {m} if the repair shop needs it. Which one is still under AppleCare?")
    return C("en", "warranty-serial-imei", t, [], [sn, im, m], "device serial, IMEI (Luhn computed) and MAC address")


@case
def en_neg_ssn_example():
    t = ("Interesting trivia for my newsletter: 078-05-1120 was printed on a sample card in Woolworth wallets and "
         "thousands of people used it as their own. Is that why forms now show 123-45-6789 as the placeholder?")
    return C("en", "famous-example-ssn", t, [], ["078-05-1120", "123-45-6789"], "famous sample SSN and placeholder")


@case
def en_neg_supplier_invoice():
    vat = "GB" + rd(9)
    crn = "%08d" % ri(1000000, 15999999)
    ib = iban("GB")
    inv = "INV-2026-%05d" % ri(100, 99999)
    t = (f"Supplier invoice {inv} from Northgate Print Ltd: VAT reg {vat}, company no. {crn}, pay to IBAN {ib}. "
         "Total £1,284.00 inc VAT. Is it fine to pay before I get the goods?")
    return C("en", "supplier-invoice", t, [], [inv, vat, crn, ib, "£1,284.00"], "a supplier's VAT number, company number and payee IBAN")


@case
def en_neg_integrity():
    integ = "sha512-" + b64(rbytes(64))
    t = ("package-lock.json conflict, which side do I keep?\n\n<<<<<<< HEAD\n"
         f"      \"version\": \"5.2.1\",\n      \"resolved\": \"https://registry.npmjs.org/ws/-/ws-5.2.1.tgz\",\n      \"integrity\": \"{integ}\"\n=======")
    return C("en", "npm-integrity-hash", t, [], [integ, "https://registry.npmjs.org/ws/-/ws-5.2.1.tgz"], "subresource integrity hash and a tarball URL")


@case
def en_neg_stripe_ids():
    cus = "cus_" + rs(AN, 14)
    pi = "pi_3" + rs(AN, 23)
    ch = "ch_3" + rs(AN, 23)
    t = (f"Customer {cus} says they were charged twice. I see PaymentIntent {pi} succeeded and a separate charge {ch}. "
         "How do I tell in the API whether the second one came from a retry?")
    return C("en", "stripe-object-ids", t, [], [cus, pi, ch], "Stripe object ids (not credentials)")


@case
def en_neg_redacted():
    tail = rs(AN, 4)
    t = ("Our support tool prints config like this, is the masking good enough?\n\n"
         f"db.password: ********\napi.token: [REDACTED]\nopenai.key: sk-...{tail}\nsmtp.user: noreply@mailer.fieldkit.app")
    return C("en", "redacted-config", t, [], ["********", "[REDACTED]", "sk-..." + tail], "masked and redacted values")


@case
def en_neg_container():
    c1 = iso6346(pick(["MSC", "MAE", "CMA", "HLX", "OOL"]))
    bl = pick(["MEDU", "MAEU", "HLCU"]) + rd(8)
    t = (f"Our shipment from Ningbo: container {c1}, bill of lading {bl}, HS code 9403.60. "
         "The port says demurrage starts Monday. Draft an email to the forwarder asking for an ETA.")
    return C("en", "container-bill-of-lading", t, [], [c1, bl, "9403.60"], "container number (ISO 6346 computed), bill of lading, HS code")


# ======================================= Chinese ========================================
@case
def zh_driving_school():
    cid = cn_id()
    deb = cn_debit()
    order = "DS" + rd(14)
    t = ("帮我把驾校报名信息整理成表格：姓名 王丽娟，身份证号 " + cid + "，手机 138****5621，"
         "退费用的银行卡号 " + deb + "（工商银行杭州西湖支行），报名费 3800 元，订单号 " + order + "。")
    return C("zh", "jiaxiao-shenfenzheng-yinhangka", t, [cid, deb], [order, "138****5621"], "居民身份证号（校验码已计算）与借记卡号（Luhn）是秘密；订单号与打码手机号是相似值")


@case
def zh_sms_code_paypwd():
    last4 = rs(DG, 4)
    code = otp(6)
    pay = pin(6)
    t = ("刚收到一条短信：【招商银行】您尾号" + last4 + "的账户正在进行快捷支付，验证码" + code + "，5分钟内有效，请勿泄露。"
         "我根本没在买东西，是不是被盗刷了？我的支付密码是" + pay + "，要不要马上改？")
    return C("zh", "duanxin-yanzhengma-zhifumima", t, [code, pay], [last4], "短信验证码和支付密码是秘密；卡号尾号是相似值")


@case
def zh_neg_invoice():
    uscc = cn_uscc()
    inv = rd(20)
    sf = "SF" + rd(13)
    t = ("帮我核对一下这张发票的信息对不对：购买方 杭州青禾文化传媒有限公司，统一社会信用代码 " + uscc + "，发票号码 " + inv
         + "，价税合计 ¥12,600.00。另外顺丰单号 " + sf + " 三天没更新物流了，怎么催？")
    return C("zh", "fapiao-shunfeng", t, [], [uscc, inv, sf, "¥12,600.00"], "公司统一社会信用代码（校验码按记忆计算）、发票号码、快递单号与金额，均非秘密")


@case
def zh_homestay():
    door = pin(6)
    wifi = wifi_key(10)
    order = rd(16)
    t = ("帮我写一段给房客的入住说明，语气亲切一点：\n地址：成都市武侯区玉林北路某小区 3 栋 2 单元\n入住时间：下午两点以后\n"
         "大门密码：" + door + "#\nWiFi：Lanting-5G，密码 " + wifi + "\n携程订单号：" + order + "\n退房前请把垃圾带下楼。")
    return C("zh", "minsu-menmima-wifi", t, [door, wifi], [order], "门锁密码与 WiFi 密码是秘密；平台订单号是相似值")


# ======================================= Japanese =======================================
@case
def ja_kakutei_shinkoku():
    mn = jp_mynumber()
    acct = rs(DG, 7)
    t = ("確定申告の下書きを手伝ってください。マイナンバーは" + grp(mn, [4, 4, 4]) + "、還付金の振込先は三菱UFJ銀行（金融機関コード0005）"
         "渋谷支店 普通 " + acct + "です。源泉徴収票の支払金額は4,850,000円でした。")
    return C("ja", "mynumber-koza-kanpu", t, [grp(mn, [4, 4, 4]), acct], ["0005", "4,850,000円"], "マイナンバー（チェックデジット計算済み）と口座番号は秘密。金融機関コードと金額は相似値")


@case
def ja_multi_password_fix():
    p1, p2 = password("alnum", 12), password("mixed", 13)
    t = ["楽天のパスワード、忘れないようにメモしといて：" + p1,
         "ごめん、さっきのは古いやつだった。今のは " + p2 + " です。古い方はもう使ってないけど一応消しといて"]
    return C("ja", "multi-rakuten-password-teisei", t, [p1, p2], [], "パスワードを訂正する2通のメッセージ。古いパスワードも秘密として扱う")


@case
def ja_neg_delivery():
    order = "%s-%s-%s" % (pick(["249", "250", "503"]), rs(DG, 7), rs(DG, 7))
    yam = grp(rd(12), [4, 4, 4], "-")
    t = ("Amazonの注文番号 " + order + " の荷物がまだ届きません。ヤマトの伝票番号は " + yam + " で、配達予定は12月5日でした。"
         "住所は〒150-0001で合ってるはずです。問い合わせの文面を作ってもらえますか？")
    return C("ja", "chumon-bango-denpyo", t, [], [order, yam, "〒150-0001"], "注文番号・追跡番号・郵便番号はいずれも秘密ではない")


@case
def ja_backup_codes():
    codes = backup_codes(2, "google")
    t = ("Googleのバックアップコード、とりあえずここに貼っとく。\n" + "\n".join(codes)
         + "\n機種変したら使うかも。使ったら言うから、そのとき消して")
    return C("ja", "google-backup-codes", t, codes, [], "Google のバックアップコード")


# ======================================= Korean =========================================
@case
def ko_yeonmal():
    rrn = kr_rrn()
    pw = password("mixed", 12)
    t = ("연말정산 때문에 물어보는데, 주민등록번호 " + rrn + " 이고 홈택스 공동인증서 비밀번호는 " + pw + " 야. "
         "간소화 자료 받는 순서 좀 단계별로 알려줘")
    return C("ko", "jumin-gongdong-injeungseo", t, [rrn, pw], [], "주민등록번호(검증번호 계산)와 인증서 비밀번호")


@case
def ko_refund_account():
    mine = "%s-%s-%s" % (rs(DG, 6), rs(DG, 2), rs(DG, 6))
    seller = "110-%s-%s" % (rs(DG, 3), rs(DG, 6))
    waybill = rd(12)
    t = ("중고거래 판매자가 물건을 안 보내요. 판매자 계좌는 신한 " + seller + " 이었고 운송장번호라고 준 게 " + waybill
         + " 인데 조회가 안 돼요. 환불받을 제 계좌는 국민은행 " + mine + " (예금주 김서연)이에요. 경찰 신고할 때 쓸 문장 좀 써줘요")
    return C("ko", "junggo-sagi-hwanbul-gyejwa", t, [mine], [seller, waybill], "본인 환불 계좌는 비밀; 상대방 계좌와 운송장번호는 상사값")


@case
def ko_card_receipt():
    brn = kr_brn()
    order = rd(4) + "-" + rd(8)
    num = card("mc")
    t = ("가게 사업자등록번호가 " + brn + " 이고 주문번호 " + order + " 로 결제했는데 현금영수증이 안 나왔어요. "
         "카드번호 " + card_fmt(num, "-") + " 로 다시 조회해봐도 돼요? 고객센터에 뭐라고 말하면 되죠")
    return C("ko", "saeopja-beonho-kadeu", t, [card_fmt(num, "-")], [brn, order], "본인 카드번호는 비밀; 사업자등록번호(검증번호 계산)와 주문번호는 상사값")


# ======================================= Arabic =========================================
@case
def ar_absher():
    nid = sa_nid()
    code = otp(4)
    t = ("ساعدني أكتب رسالة لخدمة العملاء. رقم الهوية الوطنية حقي " + to_ar(nid) + " ووصلتني رسالة من أبشر فيها رمز التحقق "
         + code + " وأنا ما طلبت شي! هل حسابي مخترق؟ وش أسوي الحين؟")
    return C("ar", "absher-hawiya-otp", t, [to_ar(nid), code], [], "رقم الهوية بالأرقام العربية الشرقية (Luhn) ورمز التحقق سريان")


@case
def ar_salary_iban():
    ib = iban("SA")
    t = ("أبغى أحول راتبي لحساب جديد. الآيبان حقي " + grp4(ib) + " في مصرف الراجحي، ورمز السويفت RJHISARI. "
         "اكتب لي خطاب رسمي للموارد البشرية بالعربي.")
    return C("ar", "iban-rajhi-ratib", t, [grp4(ib)], ["RJHISARI"], "الآيبان الخاص بالمستخدم سري؛ رمز سويفت للبنك عام")


@case
def ar_neg_order():
    order = "N" + rd(10)
    awb = rd(12)
    cr = "1010" + rd(6)
    t = ("طلبت سماعة من متجر إلكتروني ورقم الطلب " + order + "، ورقم الشحنة " + awb + "، والمتجر مسجل برقم سجل تجاري " + cr
         + ". مرّ أسبوعين وما وصل شي. كيف أقدم شكوى في وزارة التجارة؟")
    return C("ar", "talab-shahna-sijil", t, [], [order, awb, cr], "رقم الطلب والشحنة والسجل التجاري ليست أسرارًا")


# ======================================= Persian ========================================
@case
def fa_card_to_card():
    num = card("ir")
    cv = cvc(ri(3, 4))
    ex = "%d/%02d" % (ri(1406, 1409), ri(1, 12))
    ml = ir_melli()
    t = ("سلام، میخوام کارت به کارت کنم ولی رمز دوم ندارم. شماره کارتم " + to_fa(card_fmt(num, "-")) + " هست، CVV2 " + cv
         + "، تاریخ انقضا " + to_fa(ex) + ". کد ملیم هم " + to_fa(ml) + ". چطوری رمز پویا رو فعال کنم؟")
    return C("fa", "kart-be-kart-ramz-pouya", t, [to_fa(card_fmt(num, "-")), cv, to_fa(ex), to_fa(ml)], [], "شماره کارت با ارقام فارسی (Luhn)، CVV2، تاریخ انقضا و کد ملی (رقم کنترل محاسبه شده)")


@case
def fa_sheba():
    ib = iban_make("IR", "012" + "0000" + rs(DG, 15))
    t = ("از طرف شرکت شماره شبا میخوان برای واریز حقوق. شبای من " + grp4(ib) + " هست، بانک ملت. "
         "درسته که باید با IR شروع بشه یا فقط عددهاش رو بنویسم؟")
    return C("fa", "sheba-hoghoogh", t, [grp4(ib)], [], "شماره شبای کاربر (mod-97 محاسبه شده)")


@case
def fa_neg_receipt():
    trk = rd(12)
    ref = rd(12)
    t = ("قبض برقم رو پرداخت کردم و این اومد: کد رهگیری " + trk + "، شماره مرجع " + ref + "، مبلغ ۴۵۰٬۰۰۰ ریال. "
         "ولی هنوز تو سامانه پرداخت نشده نشون میده. باید چیکار کنم؟")
    return C("fa", "ghabz-kod-rahgiri", t, [], [trk, ref, "۴۵۰٬۰۰۰ ریال"], "کد رهگیری و شماره مرجع رسید پرداخت، اسرار نیستند")


# ======================================= Hebrew =========================================
@case
def he_bituach_leumi():
    tz = il_tz()
    pw = password("alnum", 11)
    t = ("תעזור לי לנסח פנייה לביטוח לאומי? מספר תעודת הזהות שלי " + tz + ", והסיסמה שלי לאזור האישי היא " + pw
         + " אבל המערכת אומרת שהיא שגויה. אני צריך את אישור התשלומים לשנה האחרונה.")
    return C("he", "teudat-zehut-sisma", t, [tz, pw], [], "מספר ת\"ז (ספרת ביקורת חושבה) וסיסמה")


@case
def he_guests():
    bld, box = pin(4), pin(4)
    wifi = wifi_key(12)
    order = rd(10)
    t = ("אני משכיר את הדירה בסופ\"ש. תכתוב הודעה מסודרת לאורחים: הקוד לדלת של הבניין " + bld + ", הקוד של תיבת המפתחות "
         + box + ", הוויי-פיי Cohen_Home והסיסמה " + wifi + ". מספר ההזמנה שלהם " + order + ".")
    return C("he", "kod-delet-wifi-orchim", t, [bld, box, wifi], [order], "קודים לדלת ולתיבת מפתחות וסיסמת Wi-Fi; מספר הזמנה הוא ערך דומה")


@case
def he_supplier_refund():
    hp8 = "51" + rs(DG, 6)
    hp = hp8 + [str(c) for c in range(10) if tz_ok(hp8 + str(c))][0]
    inv = rd(5)
    acct = rd(6)
    t = ("קיבלתי חשבונית מספק: ח.פ. " + hp + ", חשבונית מס מספר " + inv + ", סכום ₪2,340. הם ביטלו חלק מההזמנה ואמורים להחזיר לי. "
         "החשבון שלי להחזר: בנק לאומי, סניף 902, חשבון " + acct + ". תנסח להם מייל קצר?")
    return C("he", "cheshbonit-hp-hechzer", t, [acct], [hp, inv, "₪2,340"], "מספר החשבון של המשתמש סודי; ח.פ. של הספק (ספרת ביקורת) ומספר חשבונית אינם")


# ======================================= Hindi ==========================================
@case
def hi_upi_fraud():
    o = otp(6)
    up = pin(6)
    t = ("मेरे फोन पर ये मैसेज आया: 'आपका OTP " + o + " है, इसे किसी के साथ साझा न करें - SBI' और फिर किसी ने कॉल करके "
         "कहा कि KYC अपडेट के लिए UPI PIN बताओ। मैंने गलती से " + up + " बता दिया। अब मैं क्या करूँ?")
    return C("hi", "upi-pin-otp-dhokha", t, [o, up], [], "OTP और UPI PIN दोनों गुप्त हैं")


@case
def hi_wife_aadhaar():
    a = aadhaar()
    acct = rd(ri(11, 14))
    ifsc = pick(["BARB0VJAKOL", "PUNB0123400", "SBIN0011223", "CNRB0004455"])
    t = ("मेरी पत्नी के लिए PM किसान का फॉर्म भरना है। उनका आधार नंबर " + a + " है, बैंक खाता संख्या " + acct + " और IFSC "
         + ifsc + "। आधार से मोबाइल लिंक नहीं है, क्या फिर भी फॉर्म भरा जाएगा?")
    return C("hi", "aadhaar-khata-patni", t, [a, acct], [ifsc], "सौंपा गया आधार (Verhoeff) और खाता संख्या गुप्त; IFSC सार्वजनिक")


@case
def hi_neg_pnr():
    pnr = rd(10)
    utr = rd(12)
    t = ("मेरा टिकट कन्फर्म नहीं हुआ लेकिन पैसे कट गए। PNR " + pnr + ", ट्रेन 12951 मुंबई राजधानी, ₹2,345 कटे और बैंक में UTR "
         + utr + " दिख रहा है। रिफंड कितने दिन में आएगा?")
    return C("hi", "irctc-pnr-utr", t, [], [pnr, utr, "₹2,345"], "PNR, UTR संदर्भ और राशि गुप्त नहीं हैं")


# ======================================= Russian ========================================
@case
def ru_visa_form():
    pas = "%s %02d %s" % (pick(["45", "46", "40", "77"]), ri(10, 24), rd(6))
    sn = snils()
    t = ("Помоги заполнить анкету на шенгенскую визу, раздел «Документы»: паспорт РФ " + pas + ", выдан ГУ МВД России по г. Москве "
         "14.03.2019, СНИЛС " + sn + ". Загранпаспорт ещё в процессе, что писать в этом поле?")
    return C("ru", "anketa-pasport-snils", t, [pas, sn], [], "серия и номер паспорта и СНИЛС (контрольное число рассчитано)")


@case
def ru_card_course():
    num = card("mir")
    ex, cv = expiry(), cvc()
    t = ("Оплачиваю онлайн-курсы, сайт просит данные карты: " + card_fmt(num) + ", срок " + ex + ", CVC " + cv + ". "
         "Реквизиты получателя у них внизу страницы: БИК 044525225, к/с 30101810400000000225. Безопасно ли вводить карту на таком сайте?")
    return C("ru", "karta-mir-kursy", t, [card_fmt(num), ex, cv], ["044525225", "30101810400000000225"], "карта «Мир» с CVC — секрет; БИК и корсчёт банка публичны")


@case
def ru_neg_supplier():
    inn = inn10()
    kpp = inn[:4] + "01001"
    og = ogrn()
    rs_ = ru_account("044525225")
    t = ("Проверь, всё ли есть в счёте от поставщика для оплаты по безналу: ООО «Вектор-Снаб», ИНН " + inn + ", КПП " + kpp
         + ", ОГРН " + og + ", р/с " + rs_ + " в ПАО Сбербанк, БИК 044525225, сумма 84 300,00 руб., в т.ч. НДС.")
    return C("ru", "schet-postavshchika", t, [], [inn, kpp, og, rs_, "044525225"], "реквизиты организации: ИНН, ОГРН, расчётный счёт (ключ рассчитан) — не секреты")


@case
def ru_multi_gosuslugi():
    code = otp(6)
    pw = password("mixed", 12)
    t = ["Сейчас придёт код от Госуслуг, подскажи, куда его вводить, я в первый раз с компьютера захожу",
         "Пришло: «Код подтверждения: " + code + ". Никому не сообщайте его». А пароль от Госуслуг у меня " + pw + ", может его заодно сменить?"]
    return C("ru", "multi-gosuslugi-kod-parol", t, [code, pw], [], "код из SMS во втором сообщении и пароль")


# ======================================= Ukrainian ======================================
@case
def uk_declaration():
    rn = ua_rnokpp()
    ib = iban_make("UA", "305299" + "0000" + rs(DG, 15))
    t = ("Допоможи заповнити декларацію на податкову знижку за навчання. РНОКПП " + rn + ", рахунок для повернення коштів "
         + grp4(ib) + ", банк АТ КБ «ПриватБанк», МФО 305299. Яку суму можна повернути, якщо навчання коштувало 42 000 грн?")
    return C("uk", "deklaratsiia-rnokpp-iban", t, [rn, grp4(ib)], ["305299"], "РНОКПП (контрольна цифра) та IBAN — секрети; МФО банку публічний")


@case
def uk_privat_sms():
    code = otp(4)
    pw = password("alnum", 12)
    t = ("Отримала SMS: «Код для входу в Приват24: " + code + ". Нікому не повідомляйте!» Я нічого не робила. "
         "І ще — мій пароль від Приват24 " + pw + ", його треба змінити? Що робити в першу чергу?")
    return C("uk", "privat24-kod-parol", t, [code, pw], [], "одноразовий код із SMS і пароль")


@case
def uk_neg_novaposhta():
    ttn = pick(["20", "59"]) + rs(DG, 12)
    ed = ua_edrpou()
    t = ("Посилка Новою Поштою, ТТН " + ttn + ", відправник ТОВ «Рівне-Текстиль», код ЄДРПОУ " + ed + ", накладений платіж 1 250 грн. "
         "Товар не той, що замовляла. Як оформити відмову від отримання?")
    return C("uk", "nova-poshta-ttn-edrpou", t, [], [ttn, ed, "1 250 грн"], "номер ТТН, код ЄДРПОУ (контрольна цифра за пам'яттю) і сума")


# ======================================= Polish =========================================
@case
def pl_kredyt():
    ps = pesel()
    dw = pl_idcard()
    t = ("Wypełniam wniosek o kredyt gotówkowy. PESEL " + ps + ", seria i numer dowodu " + dw + ", dochód netto 7 200 zł. "
         "Czy bank może zażądać skanu dowodu i czy to bezpieczne?")
    return C("pl", "wniosek-pesel-dowod", t, [ps, dw], [], "PESEL i numer dowodu osobistego (cyfry kontrolne obliczone)")


@case
def pl_zwrot_konto():
    ib = iban("PL")
    nrb = grp(ib[2:], [2, 4, 4, 4, 4, 4, 4])
    order = rd(9)
    blik = otp(6)
    t = ("Napisz maila do sklepu: zamówienie nr " + order + " przyszło uszkodzone, proszę o zwrot na konto " + nrb
         + ". Dodaj, że płaciłam BLIK-iem. A, i kasjer w innym sklepie prosił, żebym mu podyktowała kod BLIK " + blik + " przez telefon - to normalne?")
    return C("pl", "zwrot-nrb-blik", t, [nrb, blik], [order], "numer rachunku (NRB) i kod BLIK są sekretami; numer zamówienia nie")


@case
def pl_neg_faktura():
    nip = pl_nip()
    fv = "FV/%d/12/2026" % ri(10, 999)
    inp = "6" + rs(DG, 23)
    t = ("Dostałam fakturę od firmy: NIP " + nip + ", nr faktury " + fv + ", termin płatności 14 dni. Przesyłka InPost " + inp
         + " jeszcze nie dotarła. Jak to zaksięgować w KPiR?")
    return C("pl", "faktura-nip-inpost", t, [], [nip, fv, inp], "NIP firmy (cyfra kontrolna), numer faktury i numer przesyłki")


# ======================================= Czech ==========================================
@case
def cs_hypoteka():
    rc = cz_rc(female=R.random() < 0.5)
    op = rd(9)
    t = ("Vyplňuju žádost o hypotéku u spořitelny. Rodné číslo " + rc + ", číslo občanského průkazu " + op + ", trvalé bydliště Brno-Žabovřesky. "
         "Co dalšího budou chtít doložit?")
    return C("cs", "hypoteka-rodne-cislo-op", t, [rc, op], [], "rodné číslo (dělitelné 11) a číslo OP")


@case
def cs_karta_pin():
    p = pin(4)
    while True:
        a = rd(10, False)
        if cz_acct_ok(a):
            break
    a = a.lstrip("0")
    t = ("Nová karta mi přišla poštou, PIN je " + p + ". Číslo mého účtu je " + a + "/0800 a chci si nastavit trvalý příkaz na nájem. "
         "Jak to udělám v aplikaci George?")
    return C("cs", "karta-pin-ucet", t, [p, a], ["0800"], "PIN a číslo účtu (kontrola mod 11) jsou tajné; kód banky je veřejný")


@case
def cs_faktura_preplatek():
    ico = cz_ico()
    while True:
        sa = rd(10, False)
        if cz_acct_ok(sa):
            break
    sa = sa.lstrip("0")
    vs = rd(10)
    while True:
        my = rd(9, False)
        if cz_acct_ok("0" + my):
            break
    t = ("Platím fakturu za internet: IČO dodavatele " + ico + ", účet dodavatele " + sa + "/0300, variabilní symbol " + vs
         + ", částka 599 Kč. Minule jsem přeplatil, tak ať mi přeplatek vrátí na můj účet " + my + "/2010. Napíšeš jim to?")
    return C("cs", "faktura-ico-vs-preplatek", t, [my], [ico, sa, vs], "vlastní účet je tajný; IČO, účet dodavatele a VS nejsou")


# ======================================= German =========================================
@case
def de_kindergeld():
    st = de_steuer_id()
    ib = iban("DE")
    t = ("Kannst du mir helfen, den Kindergeldantrag auszufüllen? Meine Steuer-ID ist " + grp(st, [2, 3, 3, 3]) + ", Kontoverbindung IBAN "
         + grp4(ib) + ", BIC COBADEFFXXX (Commerzbank). Muss ich die Steuer-ID vom Kind auch angeben?")
    return C("de", "kindergeld-steuerid-iban", t, [grp(st, [2, 3, 3, 3]), grp4(ib)], ["COBADEFFXXX"], "Steuer-ID (Prüfziffer ISO 7064 berechnet) und IBAN geheim; BIC öffentlich")


@case
def de_fritzbox():
    wl = rs(DG, 20)
    fb = pick(["ahorn", "birke", "eiche", "linde", "tanne", "buche"]) + rs(DG, 4)
    sn = rs(DG, 4) + "." + rs(DG, 3) + "." + rs(DG, 2) + "." + rs(DG, 3) + "." + rs(DG, 3)
    t = ("Die FRITZ!Box 7590 sagt beim Login immer 'Kennwort falsch'. Auf dem Aufkleber unten steht:\n"
         "WLAN-Netzwerkschlüssel: " + grp4(wl) + "\nFRITZ!Box-Kennwort: " + fb + "\nSerien-Nr.: " + sn
         + "\nIch hab's exakt so eingetippt. Muss ich auf Werkseinstellungen zurücksetzen?")
    return C("de", "fritzbox-aufkleber", t, [grp4(wl), fb], [sn], "WLAN-Schlüssel und Gerätekennwort geheim; Seriennummer ist ein Look-alike")


@case
def de_neg_rechnung():
    ust = de_ust()
    rn = "RE-2026-%04d" % ri(1, 9999)
    ib = iban("DE")
    dhl = dhl_paket()
    t = ("Rechnung von der Schreinerei Holzwerk Bauer GmbH: USt-IdNr. " + ust + ", Rechnungsnummer " + rn + ", Betrag 3.480,00 €, "
         "zahlbar an IBAN " + grp4(ib) + ". Die Lieferung kam per DHL, Sendungsnummer " + dhl
         + ". Muss auf der Rechnung auch die Steuernummer stehen oder reicht die USt-IdNr.?")
    return C("de", "rechnung-ustid-dhl", t, [], [ust, rn, grp4(ib), dhl, "3.480,00 €"], "USt-IdNr. (Prüfziffer berechnet), Rechnungsnummer, IBAN des Lieferanten, DHL-Nummer (GS1 berechnet)")


@case
def de_multi_ausweis():
    aw = de_ausweis()
    p6 = pin(6)
    t = ["Ich will die Online-Ausweisfunktion in der AusweisApp einrichten. Die Ausweisnummer schick ich dir gleich, hab den Ausweis grad nicht zur Hand",
         aw,
         "Und die neue sechsstellige PIN, die ich gesetzt hab, ist " + p6 + ". Merk dir das bitte, ich vergess sowas immer."]
    return C("de", "multi-ausweis-pin", t, [aw, p6], [], "Ausweisnummer (Prüfziffer 7-3-1 berechnet) allein in einer Nachricht, dann die eID-PIN")


# ======================================= French =========================================
@case
def fr_mutuelle():
    nir = fr_nir(male=R.random() < 0.5)
    adh = rd(9)
    t = ("Je remplis le dossier d'adhésion à la mutuelle : numéro de sécurité sociale " + nir + ", numéro d'adhérent à l'ancienne mutuelle "
         + adh + ". Ils demandent aussi un RIB, je peux envoyer une capture de l'appli de la banque ?")
    return C("fr", "mutuelle-secu-adherent", t, [nir, adh], [], "NIR (clé calculée) et numéro d'adhérent mutuelle")


@case
def fr_rib_caution():
    ib = iban("FR")
    t = ("Voici mon RIB pour que mon ancien propriétaire me rende le dépôt de garantie : IBAN " + grp4(ib) + ", BIC BNPAFRPPXXX. "
         "Tu peux me rédiger un mail poli mais ferme ? Ça fait deux mois que j'ai rendu les clés.")
    return C("fr", "rib-depot-garantie", t, [grp4(ib)], ["BNPAFRPPXXX"], "IBAN (clé RIB et mod-97 calculées) secret ; BIC public")


@case
def fr_digicode_wifi():
    dg = rs(DG, 4) + pick("AB")
    key = rs(HEXU, 26)
    ssid = "Livebox-" + rs(HEXU, 4)
    t = ("Tu peux mettre en forme ce message pour mes invités du week-end ? Le digicode de l'immeuble c'est " + dg
         + ", interphone au nom de Lefebvre, 3e étage gauche. Wifi : " + ssid + ", clé " + key + ". Les draps sont dans le placard de l'entrée.")
    return C("fr", "digicode-wifi-invites", t, [dg, key], [ssid], "digicode et clé wifi secrets ; le nom du réseau est un look-alike")


@case
def fr_neg_siret_colissimo():
    siret = fr_siret()
    tva = fr_tva(siret[:9])
    col = "6A" + rd(11)
    t = ("Facture de la SARL Atelier Mirabelle : SIRET " + siret + ", TVA intracommunautaire " + tva + ", facture n° F2026-"
         + rs(DG, 4) + ". Et mon colis Colissimo " + col + " n'est toujours pas arrivé. Comment je fais une réclamation ?")
    return C("fr", "siret-tva-colissimo", t, [], [siret, tva, col], "SIRET (Luhn), TVA (clé calculée), suivi Colissimo")


# ======================================= Spanish ========================================
@case
def es_renta():
    dni = es_dni()
    ref = rs(ANU, 6)
    t = ("Estoy con la declaración de la renta. Mi DNI es " + dni + " y el número de referencia que me dio la Agencia Tributaria es "
         + ref + ", pero me dice que ha caducado. ¿Me sirve Cl@ve PIN en su lugar?")
    return C("es", "renta-dni-referencia", t, [dni, ref], [], "DNI (letra calculada) y número de referencia de Renta")


@case
def es_sms_bbva():
    code = otp(6)
    ib = iban("ES")
    t = ("Me ha llegado este SMS: 'BBVA: Tu codigo para confirmar la operacion de 249,90 EUR en AMAZON es " + code
         + ". Nunca te lo pediremos por telefono.' Yo no he comprado nada. Mi cuenta es " + grp4(ib) + ", ¿qué hago, la bloqueo?")
    return C("es", "sms-bbva-codigo-iban", t, [code, grp4(ib)], ["249,90 EUR"], "código de confirmación e IBAN (dígitos de control calculados); importe es look-alike")


@case
def es_multi_cert_parts():
    a = pick(["Gir@sol", "Alm3ndro", "Sard1na$", "Cig@rra"]) + rs(DG, 2)
    b = rs(AN, 5) + pick("!#$%")
    t = ["Te paso la contraseña del certificado digital de la FNMT en dos partes, para que no vaya entera. Primera parte: " + a,
         "Segunda parte: " + b + " ¿Cómo importo el .p12 en Firefox?"]
    return C("es", "multi-certificado-dos-partes", t, [a, b], [], "contraseña del certificado repartida en dos mensajes")


@case
def es_neg_renfe():
    loc = rs(ANU, 6)
    cif = es_cif()
    t = ("Necesito cambiar la fecha de mi billete de Renfe, localizador " + loc + ", tren AVE 03061 Madrid-Sevilla. "
         "La factura de la agencia tiene el CIF " + cif + ". ¿Cuánto cuesta el cambio con tarifa Básico?")
    return C("es", "renfe-localizador-cif", t, [], [loc, cif, "03061"], "localizador, CIF de empresa (dígito de control) y número de tren")


# ======================================= Portuguese =====================================
@case
def pt_govbr():
    cpf = br_cpf()
    pw = password("mixed", 12)
    t = ("Oi, preciso recuperar minha conta do gov.br. Meu CPF é " + cpf + " e a senha que eu usava era " + pw
         + ". Já tentei pelo app e dá erro de validação facial. Tem outro jeito?")
    return C("pt", "govbr-cpf-senha", t, [cpf, pw], [], "CPF (dígitos verificadores calculados) e senha")


@case
def pt_cartao_pix():
    cnpj = br_cnpj()
    num = card("mc")
    ex, cv = expiry(), cvc()
    key = uuid4()
    t = ("Vou comprar uma geladeira na Loja Ponto Frio Centro (CNPJ " + cnpj + ") e quero parcelar em 10x. Cartão " + card_fmt(num)
         + ", validade " + ex + ", CVV " + cv + ". Se der problema, eles podem me devolver pelo Pix na minha chave aleatória " + key + "? Escreve a mensagem pra vendedora.")
    return C("pt", "cartao-cnpj-chave-pix", t, [card_fmt(num), ex, cv], [cnpj, key], "cartão com validade e CVV são segredos; CNPJ (calculado) e chave Pix aleatória (feita para receber) não")


@case
def pt_irs_portugal():
    nif = pt_nif()
    ib = iban("PT")
    mb = pin(6)
    t = ("Preciso de confirmar os dados do IRS automático: NIF " + nif + ", IBAN para o reembolso " + grp4(ib)
         + ". E já agora, lembra-te que o PIN do MB WAY que defini ontem é " + mb + ", que eu esqueço-me sempre.")
    return C("pt", "irs-nif-iban-mbway", t, [nif, grp4(ib), mb], [], "NIF (dígito calculado), IBAN PT (NIB e mod-97 calculados) e PIN MB WAY")


@case
def pt_neg_rastreio():
    s = s10(pick(["QB", "OY", "NL", "LB"]), "BR")
    order = rd(6) + rs(ANU, 8)
    t = ("Meu pedido da Shopee tá parado faz 12 dias. Código de rastreio " + s + ", número do pedido " + order
         + ". A loja diz que é culpa dos Correios. Posso abrir reclamação no Reclame Aqui?")
    return C("pt", "rastreio-correios-pedido", t, [], [s, order], "código de rastreio (S10 calculado) e número do pedido")


# ======================================= Italian ========================================
@case
def it_cup():
    cf = it_cf(pick(["BNC", "RSS", "FRR", "CLM", "GLL"]), pick(["GLI", "MRC", "LRA", "FNC", "SRA"]), female=R.random() < 0.5)
    ts = "80380" + rs(DG, 15)
    t = ("Devo prenotare una visita dermatologica al CUP. Mi chiedono il codice fiscale " + cf + " e il numero della tessera sanitaria "
         + ts + ". Mi scrivi un promemoria con cosa portare il giorno della visita?")
    return C("it", "cup-codice-fiscale-tessera", t, [cf, ts], [], "codice fiscale (carattere di controllo calcolato) e numero tessera sanitaria")


@case
def it_sms_bonifico():
    code = otp(6)
    mine = iban("IT")
    other = iban("IT")
    t = ("Mi è arrivato questo SMS: 'Intesa Sanpaolo: codice " + code + " per autorizzare bonifico di 1.250,00 EUR verso "
         + other + "'. Non l'ho fatto io! Il mio IBAN è " + mine + ". Devo chiamare subito il numero verde o andare in filiale?")
    return C("it", "sms-codice-bonifico-iban", t, [code, mine], [other, "1.250,00 EUR"], "codice OTP e IBAN proprio sono segreti; IBAN del destinatario e importo no")


@case
def it_fattura_detrazione():
    piva = it_piva()
    order = "ORD-%d" % ri(10000, 99999)
    cf = it_cf(pick(["MRN", "CST", "PLM"]), pick(["LCU", "DVD", "NDR"]))
    t = ("Fattura della ditta Idraulica Rossi snc, P.IVA " + piva + ", ordine n. " + order + ", importo 2.900 euro per la caldaia. "
         "Per la detrazione il bonifico parlante va intestato al mio codice fiscale " + cf + "? Come lo compilo?")
    return C("it", "fattura-piva-bonifico-parlante", t, [cf], [piva, order], "codice fiscale proprio segreto; partita IVA (Luhn) e numero ordine no")


# ======================================= Dutch ==========================================
@case
def nl_zorgtoeslag():
    bsn = nl_bsn()
    pw = password("mixed", 12)
    t = ("Ik moet mijn zorgtoeslag aanpassen bij Dienst Toeslagen. BSN " + bsn + ", mijn DigiD-wachtwoord is " + pw
         + ", maar de sms-code komt niet aan. Kan ik de DigiD-app gebruiken zonder sms?")
    return C("nl", "zorgtoeslag-bsn-digid", t, [bsn, pw], [], "BSN (elfproef berekend) en DigiD-wachtwoord")


@case
def nl_huisgenoten():
    ib = iban("NL")
    p = pin(4)
    t = ("Kun je een berichtje schrijven voor de huisgenoten-app? Iedereen €23,50 overmaken naar mijn rekening " + grp4(ib)
         + " o.v.v. 'energie december'. Oh en onthoud even dat de pincode van mijn nieuwe bankpas " + p + " is.")
    return C("nl", "huisgenoten-iban-pincode", t, [grp4(ib), p], ["€23,50"], "eigen IBAN (elfproef en mod-97) en pincode; bedrag is look-alike")


@case
def nl_neg_bestelling():
    order = "A" + rd(9)
    kvk = rd(8)
    btw = "NL" + nl_bsn() + "B01"
    pnl = "3S" + rs(UP, 4) + rd(9)
    t = ("Bestelling " + order + " van de fietsenmaker De Spaak B.V. (KvK " + kvk + ", btw-nummer " + btw + ") is verzonden met PostNL "
         + pnl + ", bezorgen op postcode 3512 JE. Kan ik als zzp'er de btw terugvragen?")
    return C("nl", "bestelling-kvk-btw-postnl", t, [], [order, kvk, btw, pnl, "3512 JE"], "bedrijfsnummers, track-and-trace code en postcode")


# ======================================= Swedish ========================================
@case
def sv_bostadsbidrag():
    pnr, _ = se_pnr()
    code = pin(6)
    t = ("Jag ska söka bostadsbidrag hos Försäkringskassan. Mitt personnummer är " + pnr + " och säkerhetskoden till BankID-appen är "
         + code + ". Kan du förklara vilka inkomster jag ska uppge för nästa år?")
    return C("sv", "bostadsbidrag-personnummer-bankid", t, [pnr, code], [], "personnummer (Luhn) och BankID-säkerhetskod")


@case
def sv_portkod_wifi():
    port = pin(4)
    key = wifi_key(13)
    ssid = "Telia-" + rs(HEXU, 6)
    t = ("Skriv ett kort välkomstmeddelande till min syster som lånar lägenheten: portkoden är " + port + ", nyckeln ligger hos grannen "
         "på plan 3, wifi heter " + ssid + " och lösenordet är " + key + ". Soporna töms på torsdagar.")
    return C("sv", "portkod-wifi-lagenhet", t, [port, key], [ssid], "portkod och wifi-lösenord; nätverksnamnet är look-alike")


@case
def sv_neg_faktura():
    org = se_orgnr()
    bg = luhn_complete(rd(7))
    bgf = bg[:-4] + "-" + bg[-4:]
    ocr = luhn_complete(rd(ri(9, 14)))
    t = ("Fakturan från Elbolaget Norr AB: org.nr " + org + ", bankgiro " + bgf + ", OCR " + ocr
         + ", att betala 1 845 kr senast 30/12. Hur lägger jag in den i bankappen?")
    return C("sv", "faktura-bankgiro-ocr", t, [], [org, bgf, ocr, "1 845 kr"], "organisationsnummer, bankgiro och OCR (Luhn beräknade)")


# ======================================= Danish =========================================
@case
def da_laege():
    cpr = dk_cpr()
    pw = password("alnum", 12)
    t = ("Jeg skal skifte læge og registrere mig online. Mit CPR-nummer er " + cpr + ", og min MitID-adgangskode er " + pw
         + ". Hvor lang tid tager det, før flytningen træder i kraft?")
    return C("da", "laege-cpr-mitid", t, [cpr, pw], [], "CPR-nummer (ingen kontrol beregnet) og MitID-adgangskode")


@case
def da_neg_faktura():
    cvr = dk_cvr()
    fak = rd(6)
    reg = rd(4)
    konto = rd(10)
    t = ("Faktura fra Tømrerfirma Jensen ApS, CVR " + cvr + ", fakturanr. " + fak + ", beløb 18.750,00 kr. Betales til reg.nr. " + reg
         + " kontonr. " + konto + ". Kan jeg få håndværkerfradrag for det?")
    return C("da", "faktura-cvr-handvaerker", t, [], [cvr, fak, reg, konto], "CVR (modulus 11), fakturanummer og firmaets konto")


# ======================================= Norwegian ======================================
@case
def no_lanekassen():
    fnr = no_fnr()
    pw = password("mixed", 11)
    t = ("Jeg skal søke om stipend hos Lånekassen. Fødselsnummeret mitt er " + fnr + ", og BankID-passordet er " + pw
         + ". Hvor finner jeg søknadsskjemaet for våren?")
    return C("no", "lanekassen-fnr-bankid", t, [fnr, pw], [], "fødselsnummer (to kontrollsifre) og BankID-passord")


@case
def no_neg_regning():
    org = no_orgnr()
    while True:
        ten = rd(10)
        c = no_acct_check(ten)
        if c:
            break
    kto = ten[:4] + "." + ten[4:6] + "." + ten[6:] + c
    kid = luhn_complete(rd(ri(8, 14)))
    t = ("Regning fra Oslo Rørleggerservice AS, org.nr. " + org + ", kontonummer " + kto + ", KID " + kid
         + ", beløp kr 4 375,00. Hvordan betaler jeg med KID i nettbanken?")
    return C("no", "regning-orgnr-kid", t, [], [org, kto, kid, "kr 4 375,00"], "organisasjonsnummer, firmaets kontonummer (mod 11) og KID (mod 10)")


# ======================================= Finnish ========================================
@case
def fi_tunnusluku():
    n = ri(10, 99)
    code = rs(DG, 4)
    hetu = fi_hetu()
    t = ("Verkkopankki kysyy tunnuslukua numero " + str(n) + ". Listassa sen kohdalla lukee " + code
         + ". Pitääkö minun antaa myös henkilötunnus " + hetu + " kun soitan pankkiin? Tämä vanha paperilista on vielä käytössä.")
    return C("fi", "tunnusluku-henkilotunnus", t, [code, hetu], [], "tunnuslukulistan koodi ja henkilötunnus (tarkistemerkki laskettu)")


@case
def fi_neg_lasku():
    y = fi_ytunnus()
    v = fi_viite(rd(ri(6, 10)))
    t = ("Laskussa on Y-tunnus " + y + ", viitenumero " + v + ", eräpäivä 15.1.2027 ja summa 212,40 €. "
         "Maksetaanko tämä viitteellä vai viestillä?")
    return C("fi", "lasku-ytunnus-viite", t, [], [y, v, "212,40 €"], "Y-tunnus ja viitenumero (tarkisteet laskettu), summa")


# ======================================= Hungarian ======================================
@case
def hu_szja():
    taj = hu_taj()
    ado = hu_adoazon()
    pw = password("alnum", 11)
    t = ("Ügyfélkapun akarom beadni az szja-bevallást. Adóazonosító jelem " + ado
         + ", az Ügyfélkapu-jelszavam " + pw + ". Hogyan kezdjem, ha a NAV tervezetet akarom elfogadni? A TAJ-számom (" + taj + ") is kell hozzá?")
    return C("hu", "szja-taj-adoazonosito", t, [ado, pw, taj], [], "adóazonosító jel és TAJ-szám (ellenőrző számok), jelszó")


@case
def hu_szamla():
    ad = hu_adoszam()
    comp = hu_account("117")
    mine = hu_account(pick(["104", "120", "116"]))
    inv = "KT-2026/%04d" % ri(1, 9999)
    t = ("Számla a Kovács és Társa Kft.-től: adószám " + ad + ", bankszámlaszám " + comp + ", sorszám " + inv
         + ". Ha túlfizettem, a saját számlámra utalják vissza: " + mine + ". Megírnád nekik röviden?")
    return C("hu", "szamla-adoszam-visszautalas", t, [mine], [ad, comp, inv], "saját bankszámlaszám titkos; cég adószáma és számlaszáma nem")


# ======================================= Romanian =======================================
@case
def ro_alocatie():
    cnp = ro_cnp(male=R.random() < 0.5)
    ib = iban("RO")
    t = ("Completez cererea pentru alocația copilului. CNP-ul meu este " + cnp + ", iar IBAN-ul " + grp4(ib)
         + " la Banca Transilvania. Ce alte acte mai trebuie depuse la AJPIS?")
    return C("ro", "alocatie-cnp-iban", t, [cnp, grp4(ib)], [], "CNP (cifra de control calculată) și IBAN")


@case
def ro_neg_emag():
    order = rd(9)
    awb = "2" + rs(DG, 12)
    cui = ro_cui()
    t = ("Am comandat un aspirator de pe eMAG, comanda nr. " + order + ", AWB Fan Courier " + awb + ", vânzătorul are CUI RO" + cui
         + ". Coletul nu a venit de 10 zile. Cum fac reclamație la ANPC?")
    return C("ro", "emag-awb-cui", t, [], [order, awb, "RO" + cui], "număr comandă, AWB și CUI (cifra de control calculată)")


# ======================================= Greek ==========================================
@case
def el_emvolio():
    amka = gr_amka()
    pw = password("mixed", 11)
    t = ("Θέλω να κλείσω ραντεβού για εμβόλιο γρίπης. ΑΜΚΑ " + amka + ", και ο κωδικός μου στο Taxisnet είναι "
         + pw + ". Μπορείς να μου πεις τα βήματα στην πλατφόρμα;")
    return C("el", "amka-taxisnet", t, [amka, pw], [], "ΑΜΚΑ (Luhn) και κωδικός Taxisnet")


@case
def el_enoikio():
    other = iban("GR")
    afm = gr_afm()
    mine = iban("GR")
    t = ("Πληρωμή ενοικίου: ο ιδιοκτήτης μου έδωσε IBAN " + grp4(other) + " και ΑΦΜ " + afm + ". Θα το στείλω από τον λογαριασμό μου "
         + grp4(mine) + ". Τι γράφω στην αιτιολογία για να φαίνεται στο Ε1;")
    return C("el", "enoikio-iban-afm", t, [grp4(mine)], [grp4(other), afm], "ο δικός του IBAN είναι μυστικός· του ιδιοκτήτη και ο ΑΦΜ όχι")


# ======================================= Turkish ========================================
@case
def tr_edevlet():
    tc = tr_tckn()
    pw = password("alnum", 10)
    t = ("e-Devlet şifremi unuttum. TC kimlik numaram " + tc + ", eski şifrem " + pw
         + " idi ama girmiyor. PTT'ye gitmeden internet bankacılığıyla giriş yapabilir miyim?")
    return C("tr", "edevlet-tckn-sifre", t, [tc, pw], [], "TC kimlik no (kontrol haneleri hesaplandı) ve şifre")


@case
def tr_maas_iban():
    ib = iban("TR")
    p = pin(4)
    t = ("İK'ya mail yazar mısın: maaşımın yatırılacağı yeni hesabın IBAN'ı " + grp4(ib) + ", Ziraat Bankası. "
         "Bir de kartımın şifresini " + p + " yaptım, unutursam bana hatırlat.")
    return C("tr", "maas-iban-kart-sifre", t, [grp4(ib), p], [], "IBAN ve kart şifresi")


@case
def tr_neg_kargo():
    order = rd(10)
    track = rd(12)
    vkn = rd(10)
    t = ("Trendyol'dan sipariş verdim, sipariş no " + order + ", kargo takip numarası " + track + ", satıcı firmanın vergi numarası "
         + vkn + ". Kargo 5 gündür dağıtımda görünüyor. Ne yapmalıyım?")
    return C("tr", "trendyol-kargo-vkn", t, [], [order, track, vkn], "sipariş, kargo takip ve vergi numarası (kontrol hanesi hesaplanmadı)")


# ======================================= Vietnamese =====================================
@case
def vi_the_ngan_hang():
    cccd = pick(["001", "079", "031", "048"]) + pick("0123") + rs(DG, 2) + rs(DG, 6)
    pw = password("mixed", 10)
    o = otp(6)
    t = ("Mình cần làm lại thẻ ngân hàng. Số CCCD của mình là " + cccd + ", mật khẩu internet banking Vietcombank là " + pw
         + ", vừa có mã OTP " + o + " gửi về nhưng mình không hề đăng nhập. Có phải bị lộ thông tin không?")
    return C("vi", "cccd-matkhau-otp", t, [cccd, pw, o], [], "số CCCD, mật khẩu và mã OTP")


@case
def vi_chia_tien():
    acct = rd(ri(10, 14))
    p = pin(6)
    t = ("Nhờ bạn soạn tin nhắn đòi tiền nhóm đi Đà Lạt: mỗi người chuyển 350.000đ vào tài khoản " + acct
         + " Techcombank, chủ tài khoản NGUYEN THI HOA. À mã PIN thẻ ATM mới của mình là " + p + ", nhớ giúp mình nha.")
    return C("vi", "chia-tien-tai-khoan-pin", t, [acct, p], ["350.000đ"], "số tài khoản và mã PIN; số tiền là giá trị tương tự")


@case
def vi_neg_shopee():
    order = "%02d%02d%02d" % (26, ri(1, 12), ri(1, 28)) + rs(ANU, 8)
    ghn = rs(UP, 4) + rs(ANU, 4)
    mst = "03" + rs(DG, 8)
    t = ("Đơn Shopee mã " + order + ", mã vận đơn GHN " + ghn + ", người bán có MST " + mst
         + ". Hàng bị lỗi, mình muốn trả hàng hoàn tiền thì làm thế nào?")
    return C("vi", "shopee-van-don-mst", t, [], [order, ghn, mst], "mã đơn hàng, mã vận đơn và mã số thuế người bán")


# ======================================= Thai ===========================================
@case
def th_atm():
    tid = th_id()
    p = pin(6)
    t = ("ช่วยเขียนข้อความแจ้งธนาคารกสิกรหน่อย บัตรโดนตู้ ATM กลืนที่สาขาเซ็นทรัลลาดพร้าว เลขบัตรประชาชน " + tid
         + " รหัส ATM ของฉันคือ " + p + " ต้องเปลี่ยนรหัสใหม่ไหม")
    return C("th", "atm-bat-prachachon", t, [tid, p], [], "เลขบัตรประชาชน (คำนวณหลักตรวจสอบ) และรหัส ATM")


@case
def th_neg_ems():
    ems = s10("EF", "TH")
    pp = "08%d-%03d-%04d" % (ri(0, 9), ri(0, 999), ri(0, 9999))
    order = "PO" + rd(8)
    t = ("พัสดุ EMS เลขที่ " + ems + " ยังไม่ถึงเลย ร้านให้โอนผ่านพร้อมเพย์เบอร์ " + pp + " เลขที่ใบสั่งซื้อ " + order
         + " ควรติดต่อไปรษณีย์หรือร้านก่อนดี")
    return C("th", "ems-promptpay-order", t, [], [ems, pp, order], "เลขพัสดุ (S10 คำนวณ) พร้อมเพย์ของร้าน และเลขใบสั่งซื้อ")


# ======================================= Indonesian =====================================
@case
def id_bpjs():
    y, m, d = rdate(1975, 2000)
    nik = pick(["3174", "3273", "3578", "3201"]) + rs(DG, 2) + "%02d%02d%02d" % (d + (40 if R.random() < 0.5 else 0), m, y % 100) + rs(DG, 4)
    bp = "000" + rs(DG, 10)
    t = ("Tolong bantu isi formulir pindah faskes BPJS Kesehatan. NIK saya " + nik + ", nomor kartu BPJS " + bp
         + ". Faskes yang sekarang terlalu jauh dari rumah, syaratnya apa aja?")
    return C("id", "bpjs-nik-kartu", t, [nik, bp], [], "NIK dan nomor kartu BPJS (id anggota asuransi kesehatan)")


@case
def id_otp_dana():
    o = otp(6)
    acct = rd(10)
    t = ("Saya baru dapat SMS: 'JANGAN BERIKAN KODE INI KE SIAPAPUN. Kode OTP DANA Anda: " + o
         + "'. Terus ada yang telpon ngaku dari DANA minta kodenya. Rekening BCA saya " + acct + " aman nggak?")
    return C("id", "otp-dana-rekening", t, [o, acct], [], "kode OTP dan nomor rekening sendiri")


@case
def id_neg_tokopedia():
    inv = "INV/20261128/MPL/" + rd(10)
    resi = "JP" + rd(10)
    npwp = "%s.%s.%s.%s-%s.000" % (rs(DG, 2), rs(DG, 3), rs(DG, 3), rs(DG, 1), rs(DG, 3))
    t = ("Pesanan Tokopedia " + inv + ", resi J&T " + resi + ", NPWP toko " + npwp
         + ". Barangnya datang rusak, gimana cara komplain biar dananya balik?")
    return C("id", "tokopedia-resi-npwp", t, [], [inv, resi, npwp], "nomor invoice, resi dan NPWP toko")


# ======================================= Tagalog ========================================
@case
def tl_gcash():
    ref = rd(13)
    mp = pin(4)
    o = otp(6)
    t = ("Paano ko maibabalik yung pera? Nag-send ako sa maling number sa GCash. Ref No. " + ref + " yung nasa resibo, ₱1,500.00. "
         "Yung MPIN ko " + mp + ", tapos may nag-text ng OTP " + o + " pero hindi ko binigay. Delikado ba?")
    return C("tl", "gcash-mpin-otp-refno", t, [mp, o], [ref, "₱1,500.00"], "MPIN at OTP ay lihim; Ref No. sa resibo at halaga ay hindi")


@case
def tl_requirements():
    sss = "%s-%s-%s" % (rs(DG, 2), rs(DG, 7), rs(DG, 1))
    tin = "%s-%s-%s-000" % (rd(3), rs(DG, 3), rs(DG, 3))
    ph = "%s-%s-%s" % (rs(DG, 2), rs(DG, 9), rs(DG, 1))
    t = ("Ayusin mo nga itong requirements ko para sa bagong trabaho: SSS number " + sss + ", TIN " + tin + ", PhilHealth " + ph
         + ". Ano pa kaya ang kulang bukod sa NBI clearance at Pag-IBIG?")
    return C("tl", "requirements-sss-tin-philhealth", t, [sss, tin, ph], [], "mga government id number ng user (SSS, TIN, PhilHealth)")


# ======================================= Swahili ========================================
@case
def sw_mpesa_wrong():
    code = sw_mpesa_code()
    p = pin(4)
    phone = "07%02d %03d %03d" % (ri(10, 99), ri(0, 999), ri(0, 999))
    t = ("Nimepokea ujumbe huu: '" + code + " Confirmed. Ksh2,350.00 sent to JOHN KAMAU " + phone
         + " on 3/12/26 at 7:45 PM. New M-PESA balance is Ksh8,112.50.' Lakini nilikosea namba. PIN yangu ni " + p + ", nifanyeje kurudisha pesa?")
    return C("sw", "mpesa-kosea-namba", t, [code, p], ["Ksh2,350.00", phone], "msimbo wa muamala wa M-Pesa na PIN ni siri; kiasi na namba ya mpokeaji si siri")


@case
def sw_itax():
    idn = rd(8)
    pw = password("alnum", 10)
    t = ("Nisaidie kujaza fomu ya KRA iTax ya mwaka huu. Namba ya kitambulisho changu ni " + idn + " na nenosiri la iTax ni " + pw
         + ". Nianzie wapi kama sina mapato ya biashara?")
    return C("sw", "kra-itax-kitambulisho", t, [idn, pw], [], "namba ya kitambulisho na nenosiri la iTax")


@case
def sw_neg_ada():
    acct = rd(10)
    adm = "ADM/%d/%04d" % (ri(2019, 2025), ri(1, 9999))
    t = ("Nataka kulipa ada ya shule kupitia Lipa na M-Pesa: Paybill 247247, akaunti ya shule " + acct + ", namba ya mwanafunzi "
         + adm + ". Kiasi ni Ksh 18,500. Je, nitapata risiti ya shule moja kwa moja?")
    return C("sw", "ada-paybill-akaunti", t, [], ["247247", acct, adm, "Ksh 18,500"], "Paybill ya benki, akaunti ya shule, namba ya mwanafunzi na kiasi")


if __name__ == "__main__":
    main()
