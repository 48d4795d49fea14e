#!/usr/bin/env python3
"""Deterministic generator for the heldout_v36 blind evaluation set (secrets filter).

Usage: python3 make_heldout_v36.py heldout_v36.yaml
Standard library only. All random values come from random.Random(36).
Validates everything before writing; exits 1 on any problem.
"""
import base64
import hashlib
import json
import re
import string
import sys
import random

SEED = 36
PREFIX = "H36"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = AN + "+/"
B64U = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n, first_nonzero=False):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def group(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def group4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


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


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def luhn_complete(prefix, length):
    body = prefix + digits(length - len(prefix) - 1)
    return body + luhn_digit(body)


def iban_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(cc, bban):
    chk = 98 - int(iban_num(bban + cc + "00")) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    return int(iban_num(s[4:] + s[:4])) % 97 == 1


def iban_print(s):
    return group4(s)

VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return str(VERH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[i % 8][int(ch)]]
    return c == 0


def wsum(s, weights):
    return sum(int(a) * b for a, b in zip(s, weights))


def date_parts(y0=1955, y1=2003):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


# ---------------------------------------------------------------- cards
def card(brand="visa"):
    if brand == "visa":
        n = luhn_complete("4" + digits(5), 16)
    elif brand == "mc":
        n = luhn_complete(str(R.randint(51, 55)) + digits(4), 16)
    elif brand == "amex":
        n = luhn_complete(R.choice(["34", "37"]) + digits(4), 15)
    elif brand == "unionpay":
        n = luhn_complete("62" + R.choice(["2202", "1700", "2848", "1483"]), 19 if R.random() < 0.5 else 16)
    elif brand == "mir":
        n = luhn_complete("220" + str(R.randint(0, 4)) + digits(2), 16)
    elif brand == "ir":
        n = luhn_complete(R.choice(["603799", "589210", "627353", "610433", "603769"]), 16)
    elif brand == "rupay":
        n = luhn_complete(R.choice(["6521", "6522", "6080"]) + digits(2), 16)
    elif brand == "troy":
        n = luhn_complete("9792" + digits(2), 16)
    else:
        raise ValueError(brand)
    assert luhn_ok(n)
    return n


def card_fmt(n):
    if len(n) == 15:
        return group(n, [4, 6, 5])
    return group4(n)


def expiry(sep="/"):
    return "%02d%s%02d" % (R.randint(1, 12), sep, R.randint(27, 32))


def cvc(n=3):
    return digits(n)


def masked_last4():
    return digits(4)


# ---------------------------------------------------------------- national ids
def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def uk_nino():
    first = R.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = R.choice("ABCEGHJKLMNPRSTWXYZ")
    while first + second in ("GB", "NK", "TN", "ZZ", "BG", "KN", "NT"):
        second = R.choice("ABCEGHJKLMNPRSTWXYZ")
    return "%s%s %s %s %s %s" % (first, second, digits(2), digits(2), digits(2), R.choice("ABCD"))


def de_steuer_id():
    # 11 digits; in first 10 exactly one digit occurs twice (or thrice), first digit != 0; ISO 7064 MOD 11,10
    while True:
        d = [R.randint(0, 9) for _ in range(10)]
        if d[0] == 0:
            continue
        counts = [d.count(x) for x in set(d)]
        if sorted(counts, reverse=True)[0] not in (2, 3) or sum(1 for c in counts if c > 1) != 1:
            continue
        prod = 10
        for x in d:
            s = (x + prod) % 10
            if s == 0:
                s = 10
            prod = (s * 2) % 11
        chk = 11 - prod
        if chk == 10:
            chk = 0
        return "".join(map(str, d)) + str(chk)


def mrz_check(s):
    vals = {c: i for i, c in enumerate(DG)}
    vals.update({c: 10 + i for i, c in enumerate(UP)})
    vals["<"] = 0
    w = [7, 3, 1]
    return str(sum(vals[c] * w[i % 3] for i, c in enumerate(s)) % 10)

def fr_nir(female=None):
    sex = R.choice("12") if female is None else ("2" if female else "1")
    y, m, d = date_parts()
    dept = "%02d" % R.choice([13, 33, 59, 69, 75, 92, 93, 94, 31, 44, 67, 6])
    body = "%s%02d%02d%s%03d%03d" % (sex, y % 100, m, dept, R.randint(1, 990), R.randint(1, 999))
    key = 97 - int(body) % 97
    return body, "%02d" % key


def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


IT_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6,
                   8, 12, 14, 16, 10, 22, 25, 24, 23]))


def it_cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            tot += IT_ODD[c]
        else:
            tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26)


def it_cf(surname, name, female):
    def cons(s):
        return [c for c in s.upper() if c.isalpha() and c not in "AEIOU"]

    def vow(s):
        return [c for c in s.upper() if c in "AEIOU"]
    sc = (cons(surname) + vow(surname) + ["X"] * 3)[:3]
    nc = cons(name)
    if len(nc) >= 4:
        nc = [nc[0], nc[2], nc[3]]
    else:
        nc = (nc + vow(name) + ["X"] * 3)[:3]
    y, m, d = date_parts()
    dd = d + 40 if female else d
    body = "".join(sc + nc) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % dd + \
        R.choice(["H501", "F205", "L219", "F839", "A944", "G273", "D612"])
    return body + it_cf_check(body)


def nl_bsn():
    while True:
        d = digits(9)
        if d[0] == "0":
            continue
        if (wsum(d[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(d[8])) % 11 == 0:
            return d

def pl_pesel():
    y, m, d = date_parts(1950, 2004)
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d%04d" % (y % 100, mm, d, R.randint(0, 9999))
    c = (10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return b + str(c)


def pl_nip():
    while True:
        b = digits(9, True)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return b + str(c)


def pl_dowod():
    vals = {c: 10 + i for i, c in enumerate(UP)}
    letters = rs(UP, 3)
    nums = digits(5)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(vals[c] * w[i] for i, c in enumerate(letters)) + sum(int(c) * w[3 + i] for i, c in enumerate(nums))
    return letters + str(s % 10) + nums


def cz_rc(female=False):
    while True:
        y, m, d = date_parts(1956, 2003)
        mm = m + (50 if female else 0)
        b = "%02d%02d%02d%03d" % (y % 100, mm, d, R.randint(0, 999))
        c = int(b) % 11
        if c == 10:
            continue
        return b[:6] + "/" + b[6:] + str(c)


def se_pnr():
    y, m, d = date_parts()
    b = "%02d%02d%02d%03d" % (y % 100, m, d, R.randint(0, 999))
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def se_luhn10(prefix):
    b = prefix + digits(9 - len(prefix))
    return b + luhn_digit(b)


def dk_cpr():
    y, m, d = date_parts()
    return "%02d%02d%02d-%04d" % (d, m, y % 100, R.randint(0, 9999))


def no_fnr():
    while True:
        y, m, d = date_parts(1955, 1999)
        b = "%02d%02d%02d%03d" % (d, m, y % 100, R.randint(0, 499))
        k1 = 11 - wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = b + str(k1)
        k2 = 11 - wsum(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def no_mod11(b, weights):
    k = 11 - wsum(b, weights) % 11
    if k == 11:
        return "0"
    if k == 10:
        return None
    return str(k)


def no_konto():
    while True:
        b = digits(10, True)
        k = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return b + k


def no_orgnr():
    while True:
        b = R.choice("89") + digits(7)
        k = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return b + k


def fi_hetu():
    y, m, d = date_parts(1950, 2004)
    z = R.randint(2, 899)
    n = int("%02d%02d%02d%03d" % (d, m, y % 100, z))
    return "%02d%02d%02d%s%03d%s" % (d, m, y % 100, "A" if y >= 2000 else "-", z,
                                      "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def fi_ytunnus():
    while True:
        b = digits(7, True)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = digits(R.randint(5, 9), True)
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def hu_taj():
    b = digits(8, True)
    return b + str(wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10)


def hu_adoazonosito():
    while True:
        days = R.randint(20000, 38000)
        b = "8" + "%05d" % days + digits(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def ro_cnp():
    y, m, d = date_parts(1955, 2004)
    s = R.choice("12") if y < 2000 else R.choice("56")
    b = "%s%02d%02d%02d%02d%03d" % (s, y % 100, m, d, R.randint(1, 46), R.randint(1, 999))
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    while True:
        b = digits(R.randint(7, 9), True)
        key = "753217532"[-len(b):]
        c = (sum(int(a) * int(k) for a, k in zip(b, key)) * 10) % 11
        return b + ("0" if c == 10 else str(c))


def gr_amka():
    y, m, d = date_parts()
    b = "%02d%02d%02d%04d" % (d, m, y % 100, R.randint(0, 9999))
    return b + luhn_digit(b)


def gr_afm(first=None):
    while True:
        b = (first or R.choice("01")) + digits(7)
        b = b[:8]
        c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b)) % 11 % 10
        if b[0] == "0" and first is None and R.random() < 0.5:
            continue
        return b + str(c)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_vkn():
    # company tax number (10 digits) with the public check algorithm
    b = digits(9, True)
    tot = 0
    for i, ch in enumerate(b):
        t = (int(ch) + 9 - i) % 10
        if t == 0:
            continue
        v = (t * 2 ** (9 - i)) % 9
        if v == 0:
            v = 9
        tot += v
    return b + str((10 - tot % 10) % 10)


def il_tz():
    b = digits(8)
    tot = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x - 9 if x > 9 else x
    return b + str((10 - tot % 10) % 10)


def il_check(b8):
    tot = 0
    for i, ch in enumerate(b8):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x - 9 if x > 9 else x
    return b8 + str((10 - tot % 10) % 10)


def ir_melli():
    while True:
        b = digits(9)
        if b == b[0] * 9:
            continue
        r = sum(int(b[i]) * (10 - i) for i in range(9)) % 11
        return b + str(r if r < 2 else 11 - r)


def in_aadhaar():
    b = R.choice("23456789") + digits(10)
    return b + verhoeff_digit(b)


def in_pan():
    return rs(UP, 3) + "P" + rs(UP, 1) + digits(4) + rs(UP, 1)


def cn_id():
    area = R.choice(["110105", "310115", "440305", "330106", "510104", "420106", "320102"])
    y, m, d = date_parts(1960, 2003)
    b = "%s%04d%02d%02d%03d" % (area, y, m, d, R.randint(1, 999))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


def kr_rrn():
    y, m, d = date_parts(1960, 1999)
    g = R.choice("12")
    b = "%02d%02d%02d%s%05d" % (y % 100, m, d, g, R.randint(0, 99999))
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = digits(3, True) + digits(2) + digits(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = wsum(b, w) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return "%s-%s-%s%d" % (b[:3], b[3:5], b[5:], c)


def jp_mynumber():
    b = digits(11, True)
    # P_n: n-th digit from the right (excluding check), Q_n = n+1 (n<=6) else n-5
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = digits(12, True)
    # check digit: 9 - (sum(odd-position*1 + even-position*2) mod 9), positions counted from the right
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def br_cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(b, range(k, 1, -1)))
        r = s * 10 % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def br_cnpj():
    b = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def pt_nif(first="2"):
    while True:
        b = first + digits(7)
        r = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r < 2 else 11 - r
        return b + str(c)

def ru_inn10():
    b = [R.randint(0, 9) for _ in range(9)]
    b[0] = R.randint(1, 9)
    b.append(sum(x * y for x, y in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, b))


def ru_snils():
    while True:
        b = digits(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(x) * (9 - i) for i, x in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ua_rnokpp():
    b = digits(9, True)
    s = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])
    return b + str(s % 11 % 10)


def th_id():
    b = R.choice("1358") + digits(11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(b)) % 11) % 10
    return "%s-%s-%s-%s-%s" % (b[0], b[1:5], b[5:10], b[10:12], str(c))


def id_nik(female=False):
    y, m, d = date_parts(1965, 2003)
    dd = d + 40 if female else d
    region = R.choice(["317404", "327301", "357805", "337401", "517102", "320411"])
    return "%s%02d%02d%02d%04d" % (region, dd, m, y % 100, R.randint(1, 2999))


def vn_cccd():
    y, m, d = date_parts(1970, 2004)
    prov = R.choice(["001", "079", "031", "048", "092", "036"])
    g = (0 if y < 2000 else 2) + R.randint(0, 1)
    return "%s%d%02d%06d" % (prov, g, y % 100, R.randint(0, 999999))


def ae_eid():
    y, m, d = date_parts(1970, 2002)
    b = "784%04d%07d" % (y, R.randint(0, 9999999))
    c = luhn_digit(b)
    return "%s-%s-%s-%s" % (b[:3], b[3:7], b[7:14], c)


def sa_nid():
    b = "1" + digits(8)
    return b + luhn_digit(b)


def sa_vat():
    return "3" + digits(13) + "3"


def ke_kra():
    return "A" + digits(9) + R.choice(UP)


def aba_routing():
    while True:
        b = "%02d" % R.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]) + digits(6)
        for c in range(10):
            if (3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7])) +
                    (int(b[2]) + int(b[5]) + c)) % 10 == 0:
                return b + str(c)


def npi():
    b = R.choice("12") + digits(8)
    return b + luhn_digit("80840" + b)


def de_kvnr():
    letter = R.choice(UP)
    b = digits(8, True)
    s = "%02d" % (ord(letter) - 64) + b
    tot = 0
    for i, ch in enumerate(s):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    return letter + b + str(tot % 10)


def de_vat():
    b = digits(8, True)
    prod = 10
    for ch in b:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (2 * s) % 11
    c = 11 - prod
    return "DE" + b + str(0 if c == 10 else c)


def fr_siren():
    b = digits(8, True)
    return b + luhn_digit(b)

def fr_siret(siren):
    b = siren + digits(4)
    return b + luhn_digit(b)


def it_piva():
    b = digits(10, True)
    return b + luhn_digit(b)


def es_cif():
    letter = R.choice("AB")
    b = digits(7)
    a = sum(int(b[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        a += x // 10 + x % 10
    c = (10 - a % 10) % 10
    return letter + b + str(c)


def cz_ico():
    while True:
        b = digits(7, True)
        r = wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11
        c = (11 - r) % 10
        return b + str(c)


def s10(prefix, suffix):
    b = digits(8)
    s = wsum(b, [8, 6, 4, 2, 3, 5, 9, 7])
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + suffix


def imei():
    b = R.choice(["35", "86", "01"]) + digits(12)
    return b + luhn_digit(b)


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin():
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    s = list(R.choice(["1HG", "2T1", "1FT", "5YJ", "3VW", "1G1"]) + rs(alpha, 5) + "0" +
             R.choice("LMNPRS") + rs(alpha, 1) + digits(6))
    tot = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(s, VIN_W))
    r = tot % 11
    s[8] = "X" if r == 10 else str(r)
    return "".join(s)


def no_kid():
    b = digits(R.randint(8, 14), True)
    return b + luhn_digit(b)


def se_ocr():
    b = digits(R.randint(8, 14), True)
    b = b + str((len(b) + 2) % 10)  # length digit
    return b + luhn_digit(b)


# ---------------------------------------------------------------- tokens & keys
def aws_key_id(prefix="AKIA"):
    return prefix + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret():
    return rs(B64, 40)


def gh_pat():
    return "ghp_" + rs(AN, 36)


def gh_fine():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)

def slack_bot():
    return "xoxb-%s-%s-%s" % (digits(12, True), digits(13, True), rs(AN, 24))


def slack_hook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DG, 8), rs(UP + DG, 10), rs(AN, 24))


def stripe_live():
    return "sk_live_51" + rs(AN, 97)
def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)

def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def google_key():
    return "AIza" + rs(B64U, 35)

def sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def mailgun():
    return "key-" + rs(HEX, 32)


def npm_tok():
    return "npm_" + rs(AN, 36)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160)


def hf_tok():
    return "hf_" + rs(UP + LO, 34)


def do_tok():
    return "dop_v1_" + rs(HEX, 64)


def shopify():
    return "shpat_" + rs(HEX, 32)


def telegram_tok():
    return "%s:AA%s" % (digits(10, True), rs(B64U, 33))


def discord_tok():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return base64.b64encode(uid).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def azure_key():
    return base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()


def twilio_token():
    return rs(HEX, 32)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hexs(n):
    return rs(HEX, n)


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    return b64url_json({"alg": alg, "typ": "JWT"}) + "." + b64url_json(payload) + "." + rs(B64U, 43 if alg == "HS256" else 342)


def b58(data):
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def wif():
    key = bytes(R.randrange(256) for _ in range(32))
    payload = b"\x80" + key + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


def eth_priv():
    return hexs(64)


def eth_addr():
    return "0x" + hexs(40)  # all-lowercase form (EIP-55 mixed-case checksum not applied)


def bech32_addr():
    return "bc1q" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)


def ssh_priv():
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = head + rs(B64, 70 - len(head))
    lines = [body] + [rs(B64, 70) for _ in range(3)] + [rs(B64, 24) + "="]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_fp():
    return "SHA256:" + rs(B64, 43)


def totp_seed(n=32):
    return rs(B32, n)


def gift_code():
    return rs(UP + DG, 4) + "-" + rs(UP + DG, 6) + "-" + rs(UP + DG, 4)


def mpesa_code():
    return R.choice("TU") + rs(UP + DG, 9)


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def mac():
    return ":".join(hexs(2).upper() for _ in range(6))



BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
         "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among "
         "amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna "
         "antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor "
         "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
         "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
         "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony "
         "ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond "
         "bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood "
         "blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss "
         "bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
         "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle "
         "bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call "
         "calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card "
         "cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause "
         "caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter "
         "charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic "
         "chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk "
         "clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch "
         "coach coast coconut code coffee coil coin collect color column combine come comfort comic common company "
         "concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn "
         "correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash "
         "crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial "
         "cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve "
         "cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris "
         "decade december decide decline decorate decrease deer defense define defy degree delay deliver demand "
         "demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair "
         "destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital "
         "dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display "
         "distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door "
         "dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry "
         "duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo "
         "ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant "
         "elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end endless "
         "endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire "
         "entry envelope episode equal equip era erase erode erosion error erupt escape essay essence estate "
         "eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute "
         "exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend "
         "extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy "
         "farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel female fence "
         "festival fetch fever few fiber fiction field figure file film filter final find fine finger finish fire "
         "firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float flock floor "
         "flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork fortune forum "
         "forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen "
         "fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic "
         "garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift "
         "giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue "
         "goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity "
         "great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair "
         "half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy "
         "hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole "
         "holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human "
         "humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill "
         "illegal illness image imitate immense immune impact impose improve impulse inch include income increase "
         "index indicate indoor industry infant inflict inform inhale inherit initial inject injury inmate inner "
         "innocent input inquiry insane insect inside inspire install intact interest into invest invite involve "
         "iron island isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke "
         "journey joy judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind "
         "kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake lamp "
         "language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave "
         "lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level liar liberty "
         "library license life lift light like limb limit link lion liquid list little live lizard load loan "
         "lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar "
         "lunch luxury lyrics machine mad magic magnet maid mail main major make mammal man manage mandate mango "
         "mansion manual maple marble march margin marine market marriage mask mass master match material math "
         "matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt member memory "
         "mention menu mercy merge merit merry mesh message metal method middle midnight milk million mimic mind "
         "minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment "
         "monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move "
         "movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth naive name "
         "napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network "
         "neutral never news next nice night noble noise nominee noodle normal north nose notable note nothing "
         "notice novel now nuclear number nurse nut oak obey object oblige obscure observe obtain obvious occur "
         "ocean october odor off offer office often oil okay old olive olympic omit once one onion online only "
         "open opera opinion oppose option orange orbit orchard order ordinary organ orient original orphan ostrich "
         "other outdoor outer output outside oval oven over own owner oxygen oyster ozone").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


SYM = "!#$%&*+-.?@_"


def pw_word(words, year=True):
    w = R.choice(words)
    w = w[0].upper() + w[1:]
    tail = R.choice([str(R.randint(1960, 2012)), digits(2), digits(3)]) if year else ""
    s = R.choice(SYM)
    pat = R.choice(["{w}{s}{t}", "{w}{t}{s}", "{t}{w}{s}", "{w}{s}{t}{s}"])
    return pat.format(w=w, s=s, t=tail)


def pw_strong(n=16):
    alpha = AN + "!#$%&*+-=?@^_~"
    while True:
        p = rs(alpha, n)
        if any(c.isdigit() for c in p) and any(c in "!#$%&*+-=?@^_~" for c in p) and any(c.isupper() for c in p):
            return p


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}


def pw_leet(words):
    w = R.choice(words)
    out = "".join(LEET.get(c, c) if R.random() < 0.5 else c for c in w)
    return out[0].upper() + out[1:] + R.choice(SYM) + digits(R.choice([2, 3, 4]))

EN_WORDS = ("maple harbor violet tango cobalt lantern biscuit orchard falcon marble pepper willow summit "
            "cinder rocket meadow copper saffron thistle juniper walnut canyon velvet ember glacier pickle "
            "mango otter raven sparrow tundra nutmeg quartz hazel bramble clover dusk").split()


def pin(n=4):
    while True:
        p = digits(n)
        if len(set(p)) >= 3:
            return p


def otp(n=6):
    while True:
        p = digits(n)
        if len(set(p)) >= 4:
            return p


# ---------------------------------------------------------------- well-known documentation values (look-alikes only)
AWS_EX_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_EX_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
STRIPE_DOC_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2"
          "MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
BIP39_EX = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
TOTP_DOC = "JBSWY3DPEHPK3PXP"
RFC6238_SEED = "12345678901234567890"
SSN_WOOLWORTH = "078-05-1120"
IBAN_DOC_GB = "GB82 WEST 1234 5698 7654 32"
IBAN_DOC_DE = "DE89 3704 0044 0532 0130 00"
TEST_VISA = "4242 4242 4242 4242"
TEST_VISA2 = "4111 1111 1111 1111"
TEST_MC = "5555 5555 5555 4444"
TEST_AMEX = "378282246310005"

# ---------------------------------------------------------------- case registry
CASES = []


def case(lang, slug, note):
    def deco(fn):
        CASES.append((lang, slug, note, fn))
        return fn
    return deco


def M(*msgs):
    return "\n---\n".join(msgs)


def phone_us():
    return "(%s) %s-%s" % (R.choice(["415", "312", "646", "503", "737", "919"]), R.randint(200, 989), digits(4))


# ================================================================= ENGLISH
@case("en", "aws-env-boto3", "AWS key pair pasted from a .env; request id is a UUID from the error")
def _():
    k, s, rid = aws_key_id(), aws_secret(), uuid4()
    arn = "arn:aws:iam::" + digits(12, True) + ":user/deploy-bot"
    t = ("boto3 keeps throwing InvalidClientTokenId even though I copied the keys straight from IAM for " + arn + ". here's my .env:\n\n"
         f"AWS_ACCESS_KEY_ID={k}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_DEFAULT_REGION=eu-west-2\n\n"
         f"error says: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation. RequestId: {rid}")
    return t, [k, s], [rid, arn]


@case("en", "aws-docs-example-keys", "AWS documentation example key pair discussed; no real key")
def _():
    t = (f"Why do half the tutorials use {AWS_EX_ID} and {AWS_EX_SECRET}? Are those real keys that someone leaked, "
         "or are they safe to leave in my README as an example?")
    return t, [], [AWS_EX_ID, AWS_EX_SECRET]


@case("en", "github-pat-in-remote", "classic GitHub PAT embedded in a git remote URL; commit hash is public")
def _():
    tok, sha = gh_pat(), hexs(40)
    t = ("git push keeps asking for a password even though I set the remote like this:\n"
         f"git remote set-url origin https://{tok}@github.com/dmoreno-dev/inventory-api.git\n"
         f"last thing that worked was commit {sha}, what changed?")
    return t, [tok], [sha]


@case("en", "github-token-revoked", "leaked and already revoked fine-grained token is still a secret; short sha look-alike")
def _():
    tok, sha = gh_fine(), hexs(7)
    t = (f"Ugh, I pushed {tok} to a public repo in commit {sha} yesterday. I already revoked it in settings. "
         "Do I still need to rewrite the git history or is revoking enough?")
    return t, [tok], [sha]


@case("en", "stripe-live-vs-docs", "live Stripe secret key next to Stripe's public docs test key and test card")
def _():
    live = stripe_live()
    cus = "cus_" + rs(AN, 14)
    t = ("In dev I used the key from the Stripe docs (" + STRIPE_DOC_KEY + ") with card " + TEST_VISA +
         " and everything worked. In prod I swapped in\n\nSTRIPE_SECRET_KEY=" + live +
         "\n\nand now every charge returns 'No such customer: " + cus + "'. Any idea?")
    return t, [live], [STRIPE_DOC_KEY, TEST_VISA, cus]


@case("en", "card-hotel-booking", "card number and CVC for a booking; booking confirmation number is a reference")
def _():
    n, e, c, conf = card("mc"), expiry(), cvc(), digits(10, True)
    t = ("Can you fill this into the hotel's payment form text for me? Name on card: Priya Raman, "
         f"card {card_fmt(n)}, exp {e}, security code {c}. Booking confirmation no. {conf}, check-in 14 March.")
    return t, [card_fmt(n), c], [conf]


@case("en", "masked-card-refund", "masked card and transaction id on a refund; nothing secret")
def _():
    l4, txn, case_no = masked_last4(), rs(UP + DG, 12), digits(8, True)
    t = (f"The airline says the refund went back to my Visa **** **** **** {l4} under transaction ID {txn}, "
         f"but it's been 12 days. Support case #{case_no}. How long do refunds usually take?")
    return t, [], ["**** **** **** " + l4, txn, case_no]


@case("en", "openai-key-python", "OpenAI project key hard-coded in Python; request id look-alike")
def _():
    k, rq = openai_key(), "req_" + hexs(32)
    org = "org-" + rs(AN, 24)
    t = ("from openai import OpenAI\n\nclient = OpenAI(api_key=\"" + k + "\", organization=\"" + org + "\")\n\n"
         "This gives me 429 insufficient_quota on the first call (x-request-id: " + rq + "). I just added $10 credit, "
         "do I need to make a new key?")
    return t, [k], [rq, org]


@case("en", "anthropic-key-curl", "Anthropic key in a curl command; API version date is a look-alike")
def _():
    k = anthropic_key()
    mid = "msg_01" + rs(AN, 22)
    t = ("curl https://api.anthropic.com/v1/messages -H \"x-api-key: " + k + "\" "
         "-H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" -d @body.json\n\n"
         "returns 400 invalid_request_error, what's wrong with my body? the previous call worked and returned " + mid)
    return t, [k], ["2023-06-01", mid]


@case("en", "postgres-compose", "database password in docker-compose; image digest is public")
def _():
    pw, dig = pw_strong(18), "sha256:" + hexs(64)
    t = ("services:\n  db:\n    image: postgres@" + dig + "\n    environment:\n      POSTGRES_USER: ledger\n"
         "      POSTGRES_PASSWORD: " + pw + "\n  api:\n    environment:\n      DATABASE_URL: postgres://ledger:" + pw +
         "@db:5432/ledger\n\nThe api container can't connect (connection refused). is it a startup order thing?")
    return t, [pw], [dig]


@case("en", "mongodb-srv-uri", "MongoDB Atlas URI with credentials; ObjectId from the error is not secret")
def _():
    pw, oid = pw_leet(EN_WORDS), hexs(24)
    uri = "mongodb+srv://ana_ops:" + pw + "@cluster0.x7kqe.mongodb.net/shop?retryWrites=true&w=majority"
    t = ("Mongoose throws E11000 duplicate key error on ObjectId(\"" + oid + "\") when I insert. My connection string is " +
         uri + " if that matters.")
    return t, [pw], [oid]


@case("en", "redis-url-log", "Redis password in a pasted log line; container id look-alike")
def _():
    pw, cid = rs(AN, 24), hexs(12)
    t = ("container " + cid + " keeps restarting, logs:\n"
         "2025-11-02T08:14:55Z worker | Error: connect to redis://default:" + pw + "@10.0.3.17:6379/0 failed: NOAUTH\n"
         "2025-11-02T08:14:56Z worker | retrying in 5s")
    return t, [pw], [cid]


@case("en", "ssh-private-key", "OpenSSH private key block; public key fingerprint is a look-alike")
def _():
    k, fp = ssh_priv(), ssh_fp()
    t = ("ssh says 'invalid format' for this key, fingerprint on the server side is " + fp +
         ". here's the key file, did I break the line endings?\n\n" + k)
    return t, [k], [fp]


@case("en", "eth-private-key-vs-address", "wallet private key with its public address and a tx hash")
def _():
    pk, addr, tx = eth_priv(), eth_addr(), "0x" + hexs(64)
    t = (f"I imported my MetaMask account with private key {pk} into Rabby but it shows a different address than "
         f"{addr}. The last transaction I sent was {tx}. Did I import the wrong thing?")
    return t, [pk], [addr, tx]


@case("en", "seed-phrase-backup", "12-word recovery phrase typed out for safekeeping")
def _():
    sp = seed_phrase(12)
    addr = bech32_addr()
    t = ("Can you just remember this for me in case I lose the paper? It's my Ledger recovery phrase: " + sp +
         ". My receive address is " + addr + " if my brother asks where to send the money. Thanks!")
    return t, [sp], [addr]


@case("en", "bip39-test-vector", "BIP39 test-vector mnemonic discussed; public")
def _():
    t = ("Writing unit tests for my wallet lib. Is '" + BIP39_EX + "' a valid mnemonic to use in tests? "
         "I read that it's the standard all-zeros test vector.")
    return t, [], [BIP39_EX]


@case("en", "house-sitter-note", "Wi-Fi password, alarm code and key-box code for a house sitter; router model and phone are public")
def _():
    wifi, alarm, box = pw_word(EN_WORDS), pin(4), pin(4)
    ph = phone_us()
    model = "Archer AX55"
    t = ("Help me write a friendly note for our house sitter. Points: Wi-Fi is 'Hollis-Home', password " + wifi +
         " (router is the " + model + " in the hall closet). Alarm code " + alarm + ", disarm within 30s. Spare key is in the "
         "key box by the side gate, code " + box + ". Vet's number " + ph + ". Feed Miso twice a day.")
    return t, [wifi, alarm, box], [model, ph]


@case("en", "airbnb-guest-codes", "host's gate code and lockbox code; Airbnb confirmation code is a reference")
def _():
    gate, lock, conf = "#" + pin(4), pin(4), "HM" + rs(UP + DG, 8)
    t = ("Draft a check-in message for my guests (reservation " + conf + "). Gate code is " + gate +
         ", then the lockbox on the blue door is " + lock + ". Parking spot 7. Keep it short and warm.")
    return t, [gate, lock], [conf]


@case("en", "ssn-w2-ein", "own SSN on a tax question; employer's EIN and W-2 control number are not secrets of the user")
def _():
    ssn, ein, ctrl = us_ssn(), "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999)), rs(UP + DG, 10)
    t = ("My W-2 has my SSN as " + ssn + " which is right, but the employer EIN " + ein +
         " doesn't match what's on their website. Control number is " + ctrl + ". Should I file anyway?")
    return t, [ssn], [ein, ctrl]


@case("en", "ssn-woolworth", "famous misused sample SSN in a history question")
def _():
    t = ("Is it true that thousands of people used " + SSN_WOOLWORTH +
         " as their Social Security number because it was printed on a sample card in wallets? What year was that?")
    return t, [], [SSN_WOOLWORTH]


@case("en", "passport-dl-visa-form", "passport and driver's license numbers for a visa form; application ref and flight no. are references")
def _():
    pp, dl = digits(9, True), R.choice(UP) + digits(7)
    ref = "AA00" + rs(UP + DG, 6)
    t = ("Filling the DS-160 (application ID " + ref + "). Passport number " + pp + ", issued 2021, and my California "
         "driver license is " + dl + ". Flight is UA 837. Which field does the license go in?")
    return t, [pp, dl], [ref, "UA 837"]


@case("en", "insurance-member-npi", "health plan member ID is secret; doctor's NPI and claim number are not")
def _():
    mid = R.choice(["XEH", "W2K", "JQU"]) + digits(9)
    np_, claim = npi(), digits(13, True)
    t = ("The clinic billed my insurance with member ID " + mid + " but the claim " + claim +
         " got denied as out-of-network. The provider NPI on the EOB is " + np_ + ". How do I appeal?")
    return t, [mid], [np_, claim]


@case("en", "sms-verification-code", "one-time code from an SMS; sender short code is public")
def _():
    code = otp(6)
    t = ("got this text from 32665: \"" + code + " is your Facebook confirmation code\" but I didn't try to log in. "
         "should I be worried?")
    return t, [code], ["32665"]


@case("en", "google-backup-codes", "Google backup codes pasted as a list")
def _():
    codes = ["%s %s" % (digits(4, True), digits(4)) for _ in range(3)]
    t = ("Saving my Google backup codes here so I don't lose them:\n" + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)) +
         "\nare these one-time use each?")
    return t, codes, []


@case("en", "github-recovery-codes", "GitHub 2FA recovery codes; issue number is public")
def _():
    codes = [hexs(5) + "-" + hexs(5) for _ in range(2)]
    t = ("github-recovery-codes.txt\n\n" + "\n".join(codes) +
         "\n\nI only have these two left. If I use one, can I regenerate a new set? (I saw issue #48211 mention a bug)")
    return t, codes, ["#48211"]


@case("en", "totp-otpauth-uri", "TOTP seed inside an otpauth URI")
def _():
    seed = totp_seed(32)
    pid = "AA" + digits(2) + " " + rs(UP + DG, 4) + " " + rs(UP + DG, 4) + " " + rs(UP + DG, 4)
    t = ("I decoded the QR code for my exchange 2FA and got\notpauth://totp/Kraken:moe.okafor?secret=" + seed +
         "&issuer=Kraken&digits=6&period=30\nCan I add this to both Aegis and 1Password safely? (public account ID " + pid + ")")
    return t, [seed], [pid]


@case("en", "totp-doc-seed", "TOTP example secrets from documentation and RFC")
def _():
    t = ("For my TOTP unit test, should I use " + TOTP_DOC + " like the pyotp README or the RFC 6238 seed " +
         RFC6238_SEED + "? The RFC test vector at T=59 expects 94287082 for SHA1.")
    return t, [], [TOTP_DOC, RFC6238_SEED, "94287082"]


@case("en", "security-questions", "answers to security questions")
def _():
    maiden = R.choice(["Kowalczyk", "Abernathy", "Delacroix", "Okonkwo", "Vasquez"])
    pet = R.choice(["Pickles", "Bartholomew", "Noodle", "Sir Fluffington"])
    street = str(R.randint(100, 999)) + " " + R.choice(["Larkspur Lane", "Bellweather Rd", "Quincy Ave"])
    t = ("For the bank's security questions I used: mother's maiden name = " + maiden + ", first pet = " + pet +
         ", street I grew up on = " + street + ". Is it bad that these are all true answers?")
    return t, [maiden, pet, street], []


@case("en", "netflix-password-prose", "streaming password in prose; support case number is a reference")
def _():
    pw, caseno = pw_word(EN_WORDS), "CS" + digits(8)
    t = ("My sister changed our Netflix password to " + pw + " and now my TV says too many devices. Support gave me case "
         + caseno + ". Can I kick devices off without the main account?")
    return t, [pw], [caseno]


@case("en", "password-correction-multi", "password given then corrected in a second message; both are secrets")
def _():
    p1 = pw_word(EN_WORDS)
    p2 = p1[:-1] + R.choice([c for c in "!#$%&*?@" if c != p1[-1]]) + digits(1)
    t = M("remind me later: the router admin login at 192.168.1.1 is admin / " + p1,
          "wait no, I changed it last week. it's " + p2 + " now")
    return t, [p1, p2], ["192.168.1.1"]


@case("en", "api-key-next-message", "key announced in one message and given in the next")
def _():
    k = sendgrid()
    tid = "d-" + hexs(32)
    t = M("I'm going to paste my SendGrid key so you can show me the exact Node code, ok?",
          k, "template id is " + tid + " btw")
    return t, [k], [tid]


@case("en", "wifi-password-parts", "Wi-Fi key split across two messages; router serial look-alike")
def _():
    a, b = rs(LO + DG, 7), rs(LO + DG, 7)
    sn = "22" + rs(UP + DG, 10)
    t = M("the wifi password on the sticker is really long, first half: " + a,
          "second half: " + b + " (serial on the same sticker " + sn + ")")
    return t, [a, b], [sn]


@case("en", "slack-bot-yaml", "Slack bot token in YAML config; channel and team IDs are not secret")
def _():
    tok = slack_bot()
    ch, team = "C0" + rs(UP + DG, 9), "T0" + rs(UP + DG, 9)
    t = ("config.yaml:\n\nslack:\n  bot_token: " + tok + "\n  channel: " + ch + "\n  team_id: " + team +
         "\n\nchat.postMessage returns not_in_channel, do I need to invite the bot?")
    return t, [tok], [ch, team]


@case("en", "slack-webhook", "Slack incoming webhook URL (secret)")
def _():
    h = slack_hook()
    run = digits(11, True)
    t = ("my GitHub Action (run " + run + ") posts nothing, step is:\n  - run: curl -X POST -H 'Content-type: application/json' "
         "--data '{\"text\":\"deploy done\"}' " + h + "\nthe curl exits 0 though")
    return t, [h], [run]


@case("en", "jwt-session-headers", "bearer JWT from devtools; request id and ETag are look-alikes")
def _():
    tok = jwt({"sub": str(R.randint(10000, 99999)), "email": "leah.b@outlook.com", "role": "admin",
               "iat": 1762400000 + R.randint(0, 99999), "exp": 1762486400 + R.randint(0, 99999)})
    rid, etag = uuid4(), "W/\"" + hexs(16) + "\""
    t = ("Request headers from devtools:\nAuthorization: Bearer " + tok + "\nX-Request-Id: " + rid +
         "\nIf-None-Match: " + etag + "\nwhy does this return 304 even after I updated the profile?")
    return t, [tok], [rid, etag]


@case("en", "jwt-io-example", "jwt.io example token discussed")
def _():
    t = ("Can you decode this JWT and explain each part? It's the one from jwt.io: " + JWT_IO)
    return t, [], [JWT_IO]


@case("en", "django-session-cookie", "session cookie from a browser; csrftoken left neutral")
def _():
    sid = rs(LO + DG, 32)
    t = ("copied from the Cookies tab: sessionid=" + sid + "; csrftoken=" + rs(AN, 32) +
         ". If I paste the sessionid into another browser am I logged in as me? curious how django sessions work")
    return t, [sid], []


@case("en", "google-maps-key-html", "Google API key in a script tag; GA4 measurement id is public")
def _():
    k, ga = google_key(), "G-" + rs(UP + DG, 10)
    t = ("<script async src=\"https://www.googletagmanager.com/gtag/js?id=" + ga + "\"></script>\n"
         "<script src=\"https://maps.googleapis.com/maps/api/js?key=" + k + "&callback=initMap\" defer></script>\n"
         "map loads grey with 'for development purposes only'. billing is on. what else?")
    return t, [k], [ga]


@case("en", "twilio-auth-token", "Twilio auth token; message SID is a look-alike")
def _():
    tok, sm, sid = twilio_token(), "SM" + hexs(32), "AC" + hexs(32)
    t = ("TWILIO_ACCOUNT_SID=" + sid + "\nTWILIO_AUTH_TOKEN=" + tok +
         "\nmessage " + sm + " shows status undelivered with error 30007. is this carrier filtering?")
    return t, [tok], [sm, sid]


@case("en", "npmrc-token", "npm automation token in .npmrc; integrity hash is public")
def _():
    tok = npm_tok()
    integ = "sha512-" + base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
    t = ("//registry.npmjs.org/:_authToken=" + tok + "\n\nnpm publish fails with E403 but npm whoami works. "
         "lockfile entry for the dep that fails: \"integrity\": \"" + integ + "\"")
    return t, [tok], [integ]


@case("en", "pypirc-token", "PyPI API token in .pypirc; version string look-alike")
def _():
    tok = pypi_tok()
    t = ("[pypi]\n  username = __token__\n  password = " + tok + "\n\ntwine upload dist/* says 400 File already exists "
         "for quickhist-0.4.2.tar.gz, but I bumped to 0.4.2.post1?")
    return t, [tok], ["0.4.2.post1"]


@case("en", "hf-token-revision", "Hugging Face token; model revision hash is public")
def _():
    tok, rev = hf_tok(), hexs(40)
    t = ("huggingface-cli login --token " + tok + "\nthen from_pretrained('mistralai/Mistral-7B-v0.1', revision='" + rev +
         "') gives 401. gated model, I accepted the terms.")
    return t, [tok], [rev]


@case("en", "telegram-bot-token", "Telegram bot token; chat id is not secret")
def _():
    tok = telegram_tok()
    chat = "-100" + digits(10, True)
    t = ("bot = telebot.TeleBot(\"" + tok + "\")\nbot.send_message(" + chat + ", 'hi')\n"
         "error 400: chat not found. the bot IS an admin in the group")
    return t, [tok], [chat]


@case("en", "azure-storage-conn", "Azure storage account key in connection string; subscription id is a UUID look-alike")
def _():
    key, sub = azure_key(), uuid4()
    t = ("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=stfinreports01;AccountKey=" + key +
         ";EndpointSuffix=core.windows.net\"\nsubscription " + sub + ". Getting AuthorizationPermissionMismatch on list_blobs.")
    return t, [key], [sub]


@case("en", "heroku-key-uuid", "Heroku API key (UUID-shaped secret) next to an app id UUID")
def _():
    key, app = uuid4(), uuid4()
    t = ("export HEROKU_API_KEY=" + key + "\nheroku apps:info says app " + app +
         " not found, but it's listed in the dashboard. Team app, maybe permissions?")
    return t, [key], [app]


@case("en", "uk-bank-sortcode", "own UK account number is secret; sort code is the bank's")
def _():
    acct = digits(8, True)
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99))
    payno = "P" + digits(6)
    t = ("Payroll needs my bank details, can you format them into a short email to HR? Sort code " + sc +
         ", account number " + acct + ", name Thomas Greaves, payroll number " + payno + ".")
    return t, [acct], [sc, payno]


@case("en", "us-direct-deposit", "own US account number secret; ABA routing number public")
def _():
    acct, rt = digits(12, True), aba_routing()
    t = ("For direct deposit the form wants routing and account. Routing " + rt + ", checking account " + acct +
         ". Which one is the 'DFI' field?")
    return t, [acct], [rt]


@case("en", "au-bsb-account", "own Australian account secret; BSB public")
def _():
    bsb = "%03d-%03d" % (R.choice([62, 63, 32, 33, 12, 83]), R.randint(0, 999))
    acct = digits(9, True)
    t = ("mate can you check if this looks right for the PayID form: BSB " + bsb + ", acc " + acct +
         ". the app keeps saying invalid")
    return t, [acct], [bsb]


@case("en", "in-ifsc-upi-pin", "Indian account number and UPI PIN; IFSC public")
def _():
    acct = digits(14, True)
    ifsc = R.choice(["HDFC", "SBIN", "ICIC", "UTIB"]) + "0" + digits(6)
    upin = pin(6)
    micr = digits(9, True)
    t = ("Linking my account " + acct + " (IFSC " + ifsc + ", MICR " + micr + ") to PhonePe. It asks for UPI PIN, I set " + upin +
         " during setup, but it says incorrect. Should I reset via debit card?")
    return t, [acct, upin], [ifsc, micr]


@case("en", "iban-charity-and-own", "own IBAN (secret) and a charity's IBAN for a donation (look-alike)")
def _():
    own = iban_print(iban("IE", R.choice(["AIBK", "BOFI"]) + digits(6) + digits(8)))
    charity = iban_print(iban("IE", "BOFI" + digits(6) + digits(8)))
    t = ("I want to set up a monthly €25 standing order from my account " + own + " to the animal rescue's IBAN " +
         charity + ". Is SEPA standing order the right option in the app?")
    return t, [own], [charity]


@case("en", "invoice-vat-neg", "supplier's VAT number, shop IBAN and invoice number on an invoice; negative")
def _():
    vat = de_vat()
    shop = iban_print(iban("DE", digits(8, True) + digits(10)))
    inv = "RE-2025-" + digits(5)
    t = ("Got this invoice from a German supplier: Rechnung " + inv + ", USt-IdNr. " + vat + ", pay to " + shop +
         ". Do I need to charge VAT myself as a UK business buying from them?")
    return t, [], [inv, vat, shop]


@case("en", "gift-card-claim-code", "gift card claim code (money) is a secret; order number is not")
def _():
    code, order = gift_code(), "%03d-%07d-%07d" % (R.randint(111, 114), R.randint(0, 9999999), R.randint(0, 9999999))
    t = ("My aunt sent an Amazon gift card, claim code " + code + ", but the site says it was already redeemed. "
         "She bought it in order " + order + ". What now?")
    return t, [code], [order]


@case("en", "git-log-neg", "commit hashes, tags and a Docker digest; negative")
def _():
    a, b, c = hexs(40), hexs(7), "sha256:" + hexs(64)
    t = ("git bisect says first bad commit is " + a + ", the one before is " + b + ". tag v3.14.0-rc.2. "
         "the image built from it is ghcr.io/acme/api@" + c + ". how do I revert just that commit?")
    return t, [], [a, b, "v3.14.0-rc.2", c]


@case("en", "env-example-placeholders", "placeholders in .env.example; negative")
def _():
    t = ("Is this a good .env.example to commit?\n\nSTRIPE_SECRET_KEY=sk_live_your_key_here\nOPENAI_API_KEY=<your-openai-key>\n"
         "DATABASE_URL=postgresql://user:password@localhost:5432/mydb\nJWT_SECRET=xxxxxxxxxxxxxxxx\nSENTRY_DSN=")
    return t, [], ["sk_live_your_key_here", "<your-openai-key>", "postgresql://user:password@localhost:5432/mydb",
                   "xxxxxxxxxxxxxxxx"]


@case("en", "famous-passwords-neg", "famous example passwords discussed as examples; negative")
def _():
    t = ("For a security training slide: why is 'correct horse battery staple' considered stronger than 'Tr0ub4dor&3', "
         "and why does everyone joke about 'hunter2'? Also add 'P@ssw0rd' as an example of a bad password.")
    return t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2", "P@ssw0rd"]


@case("en", "imei-serial-warranty-neg", "device IMEI, serial and model for a warranty claim; negative")
def _():
    im, sn = imei(), rs(UP + DG, 10)
    t = ("Apple warranty chat wants details. iPhone 15, model MTP03LL/A, serial " + sn + ", IMEI " + im +
         ". Screen flickers since iOS 18.1. How do I phrase it?")
    return t, [], ["MTP03LL/A", sn, im]


@case("en", "vin-insurance-neg", "car VIN and plate for an insurance quote; negative")
def _():
    v = vin()
    plate = str(R.randint(1, 9)) + rs(UP, 3) + digits(3)
    t = ("Getting a quote for a 2019 Honda Civic, VIN " + v + ", plate " + plate +
         ". Is it normal that the quote jumps when I add my 17-year-old?")
    return t, [], [v, plate]


@case("en", "flight-pnr-neg", "airline booking reference and ticket number; negative")
def _():
    p, tk = pnr(), "016" + digits(10)
    t = ("United changed my flight. Booking ref " + p + ", e-ticket " + tk +
         ". The new connection is only 40 min in Denver, can I ask for a different one for free?")
    return t, [], [p, tk]


@case("en", "openai-masked-dashboard-neg", "dashboard's masked key display; negative")
def _():
    tail = rs(AN, 4)
    t = ("The OpenAI dashboard lists two keys, 'prod' shown as sk-...." + tail + " and 'old' shown as sk-proj-****" +
         rs(AN, 4) + ". How can I tell which one my server uses without seeing the full key?")
    return t, [], ["sk-...." + tail]


@case("en", "redacted-log-neg", "already-redacted values in a log; negative")
def _():
    t = ("our audit log prints: user=jsalas action=login password=******** token=[REDACTED] ip=203.0.113.54. "
         "Is masking like that enough for SOC 2?")
    return t, [], ["********", "[REDACTED]", "203.0.113.54"]


@case("en", "uk-nino-paye", "own National Insurance number; employer PAYE reference is not the user's secret")
def _():
    ni = uk_nino()
    paye = "%03d/%s%05d" % (R.randint(100, 999), rs(UP, 2), R.randint(0, 99999))
    t = ("New job form asks for NI number and I put " + ni + ". The payslip shows employer PAYE ref " + paye +
         " and tax code 1257L. Is that the right code if I only have one job?")
    return t, [ni], [paye, "1257L"]


@case("en", "medicare-mbi", "US Medicare Beneficiary Identifier")
def _():
    L = "ACDEFGHJKMNPQRTUVWXY"
    mbi = (R.choice("123456789") + R.choice(L) + R.choice(L + DG) + R.choice(DG) + "-" + R.choice(L) +
           R.choice(L + DG) + R.choice(DG) + "-" + R.choice(L) + R.choice(L) + R.choice(DG) + R.choice(DG))
    rx = "Rx " + digits(7, True)
    t = ("Mom's new Medicare card number is " + mbi + ". The pharmacy still has her old one on file for her refill " + rx +
         ". Can you write a short note I can hand to them?")
    return t, [mbi], [rx]


@case("en", "card-table-family", "two cards with CVCs in a markdown table")
def _():
    a, b = card("visa"), card("amex")
    ca, cb = cvc(3), cvc(4)
    itin = "72" + digits(11)
    t = ("Keep this table for the family trip bookings please (Expedia itinerary " + itin + "):\n\n| who | card | exp | cvc |\n|---|---|---|---|\n"
         "| me | " + card_fmt(a) + " | " + expiry() + " | " + ca + " |\n| Dana | " + card_fmt(b) + " | " + expiry() +
         " | " + cb + " |")
    return t, [card_fmt(a), ca, card_fmt(b), cb], [itin]


@case("en", "seed-phrase-parts-multi", "recovery phrase split across two messages")
def _():
    w = seed_phrase(12).split()
    p1, p2 = " ".join(w[:6]), " ".join(w[6:])
    addr = eth_addr()
    t = M("I'm restoring my Trust Wallet, words 1-6: " + p1, "7-12: " + p2 + "\nit says invalid phrase, do you see a typo? the address should be " + addr)
    return t, [p1, p2], [addr]


@case("en", "password-manager-csv", "rows of a password manager CSV export")
def _():
    p1, p2, p3 = pw_strong(20), pw_word(EN_WORDS), pw_leet(EN_WORDS)
    t = ("Bitwarden import fails on these rows, is it the quoting?\n\nname,url,username,password\n"
         "Chase,https://chase.com,m.ferreira88," + p1 + "\nComcast,https://xfinity.com,mferreira," + p2 +
         "\nSteam,https://store.steampowered.com,mf_tanker," + p3)
    return t, [p1, p2, p3], []


@case("en", "docker-hub-pat", "Docker Hub personal access token in a CI step")
def _():
    tok = "dckr_pat_" + rs(B64U, 27)
    dg = "sha256:" + hexs(64)
    t = ("- name: login\n  run: echo \"" + tok + "\" | docker login -u kbanda --password-stdin\n"
         "CI says unauthorized: incorrect username or password, works locally though (pulled kbanda/api@" + dg + " fine)")
    return t, [tok], [dg]


@case("en", "kubeconfig-token", "Kubernetes service-account token; CA data is public certificate material")
def _():
    tok = jwt({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer"}, "RS256")
    ca = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU" + rs(B64, 40)
    t = ("users:\n- name: deployer\n  user:\n    token: " + tok + "\nclusters:\n- cluster:\n    certificate-authority-data: " +
         ca + "\n    server: https://10.20.0.4:6443\nkubectl says x509: certificate signed by unknown authority")
    return t, [tok], [ca]


@case("en", "vps-root-password", "server password in prose; host key fingerprint is public")
def _():
    pw, fp = pw_strong(14), ssh_fp()
    t = ("Hetzner emailed me the root password " + pw + " for the new VPS at 49.12.88.201. "
         "First connect shows ED25519 key fingerprint is " + fp + ", should I verify that somewhere?")
    return t, [pw], [fp]


@case("en", "router-admin-mac", "router admin password and WPA key; MAC address is not secret")
def _():
    adm, wpa, m = pw_word(EN_WORDS), rs(LO + DG, 12), mac()
    t = ("Setting up MAC filtering. Router login is admin / " + adm + ", Wi-Fi key " + wpa +
         ". The laptop's MAC is " + m + ". Where in the Netgear menu is the allow list?")
    return t, [adm, wpa], [m]


@case("en", "safe-combination", "home safe combination; safe model number is a look-alike")
def _():
    combo = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(10, 99), R.randint(10, 99))
    model = "SB-" + digits(4) + "D"
    t = ("Our SentrySafe " + model + " won't open with " + combo +
         " anymore. Battery is new. Is there a reset procedure without the override key?")
    return t, [combo], [model]


@case("en", "garage-keypad", "garage keypad code; remote part number look-alike")
def _():
    code, part = pin(5), "893LM"
    t = ("How do I change the garage keypad code? Current one is " + code + ". It's a LiftMaster, keypad model 877MAX, "
         "remote " + part + ".")
    return t, [code], ["877MAX", part]


@case("en", "bank-otp-scam-call", "a bank OTP the user was asked to read out; fraud reference is a look-alike")
def _():
    code, ref = otp(6), "FR-" + digits(7)
    t = ("Someone called saying they're from Barclays fraud team, reference " + ref + ", and asked me to read out the "
         "code I just got by text, " + code + ". I haven't yet. Is this a scam?")
    return t, [code], [ref]


@case("en", "temp-password-email", "temporary password in a pasted IT e-mail; ticket number is a reference")
def _():
    pw, tk = pw_strong(12), "INC" + digits(7)
    t = ("From: IT Service Desk\nSubject: Re: " + tk + " password reset\n\nHi Marta, your temporary password is " + pw +
         " . You will be asked to change it at first login.\n\n-- can you help me come up with a new one that's easy to type?")
    return t, [pw], [tk]


@case("en", "gitlab-runner-token", "GitLab runner authentication token; pipeline id look-alike")
def _():
    tok = "glrt-" + rs(B64U, 20)
    pid = digits(10, True)
    t = ("gitlab-runner register --url https://gitlab.com --token " + tok +
         "\nrunner shows online but pipeline " + pid + " stays pending. tags?")
    return t, [tok], [pid]


@case("en", "cloudflare-token-zone", "Cloudflare API token; zone and account ids are not secret")
def _():
    tok, zone, acct = rs(B64U, 40), hexs(32), hexs(32)
    t = ("wrangler.toml:\naccount_id = \"" + acct + "\"\n[vars]\nZONE_ID = \"" + zone + "\"\n\nand in my shell "
         "CLOUDFLARE_API_TOKEN=" + tok + ". Purge cache returns 10000 Authentication error.")
    return t, [tok], [zone, acct]


@case("en", "datadog-key", "Datadog API key in helm values; trace id is a look-alike")
def _():
    k, tr = hexs(32), str(R.randint(10 ** 18, 10 ** 19 - 1))
    t = ("helm install datadog datadog/datadog --set datadog.apiKey=" + k +
         " --set datadog.site=datadoghq.eu\nAPM shows trace " + tr + " but no logs attached to it.")
    return t, [k], [tr]


@case("en", "bitcoin-wif", "Bitcoin WIF private key (Base58Check computed); address and txid public")
def _():
    w, a, tx = wif(), bech32_addr(), hexs(64)
    t = ("Old paper wallet says private key " + w + ". Electrum sweep shows 0 BTC but the block explorer shows txid " +
         tx + " paying into " + a + ". Different address type?")
    return t, [w], [a, tx]


@case("en", "stripe-test-cards-neg", "documented test card numbers for QA; negative")
def _():
    t = ("QA checklist: success with " + TEST_VISA2 + ", Mastercard " + TEST_MC + ", Amex " + TEST_AMEX +
         ", any future expiry and any CVC. Which test card triggers a 3DS challenge?")
    return t, [], [TEST_VISA2, TEST_MC, TEST_AMEX]


@case("en", "doc-iban-example-neg", "IBAN examples from documentation; negative")
def _():
    t = ("My IBAN validator rejects " + IBAN_DOC_GB + " but accepts " + IBAN_DOC_DE +
         ". Both are the standard examples, so my mod-97 must be off. Can you walk me through it?")
    return t, [], [IBAN_DOC_GB, IBAN_DOC_DE]


@case("en", "mailgun-key-rotated", "Mailgun key the user says was rotated; still a secret")
def _():
    k, sha = mailgun(), hexs(40)
    t = ("Old code has MAILGUN_API_KEY = '" + k + "' in settings.py since commit " + sha + ". I rotated it last month so it's dead anyway. "
         "Still, how do I purge it from all branches?")
    return t, [k], [sha]


@case("en", "shopify-token-order", "Shopify admin token; order id and SKU look-alikes")
def _():
    tok, oid = shopify(), digits(13, True)
    sku = "TS-" + rs(UP, 3) + "-" + digits(4)
    t = ("GET /admin/api/2024-10/orders/" + oid + ".json with header X-Shopify-Access-Token: " + tok +
         " returns the order but line item SKU " + sku + " has no inventory_item_id. why?")
    return t, [tok], [oid, sku]


@case("en", "discord-bot-token", "Discord bot token in Python")
def _():
    tok = discord_tok()
    gid = str(R.randint(10 ** 17, 10 ** 18 - 1))
    t = ("client.run('" + tok + "')\n\nbot comes online but slash commands don't show in guild " + gid +
         ". do I need to sync the tree?")
    return t, [tok], [gid]


@case("en", "do-token-terraform", "DigitalOcean token in terraform.tfvars")
def _():
    tok = do_tok()
    t = ("terraform.tfvars:\ndo_token = \"" + tok + "\"\nregion = \"fra1\"\ndroplet_size = \"s-2vcpu-4gb\"\n\n"
         "should tfvars be in .gitignore? I think I committed it once")
    return t, [tok], ["s-2vcpu-4gb"]


@case("en", "door-code-spelled", "apartment door code spelled out in words")
def _():
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    c = pin(4)
    spelled = " ".join(words[int(x)] for x in c)
    t = ("For the cleaner on Thursday: the building door code is " + spelled +
         ", then flat 4B. Can you translate that into Spanish for her?")
    return t, [spelled], ["4B"]


@case("en", "otp-spoken-neg", "talking about OTP lengths and formats in general; negative")
def _():
    t = ("Why are some 2FA codes 6 digits and Steam's are 5 letters like 'X7K2P'? I saw a screenshot with 'G-123456' "
         "from Google too. What's the G- for?")
    return t, [], ["X7K2P", "G-123456"]


@case("en", "passport-mrz", "passport machine-readable zone lines (MRZ check digits computed)")
def _():
    num = R.choice(UP) + digits(8)
    dob = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28))
    exp = "%02d%02d%02d" % (R.randint(27, 34), R.randint(1, 12), R.randint(1, 28))
    l1 = ("P<CANOKAFOR<<CHIDINMA<GRACE" + "<" * 44)[:44]
    body = num + mrz_check(num) + "CAN" + dob + mrz_check(dob) + "F" + exp + mrz_check(exp) + "<" * 14
    body = body + mrz_check("<" * 14)
    comp = num + mrz_check(num) + dob + mrz_check(dob) + exp + mrz_check(exp) + "<" * 14 + mrz_check("<" * 14)
    l2 = body + mrz_check(comp)
    bref = pnr()
    t = ("The airline kiosk can't read my passport (booking " + bref + "). The two lines at the bottom are\n" + l1 + "\n" + l2 +
         "\nIs a damaged chip why it fails or the MRZ?")
    return t, [l2], [bref]


# ================================================================= OTHER LANGUAGES
def es_ccc():
    bank, branch, acct = digits(4, True), digits(4), digits(10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        d = 11 - wsum(s, w) % 11
        return 0 if d == 11 else (1 if d == 10 else d)
    return bank + branch + "%d%d" % (dc("00" + bank + branch), dc(acct)) + acct


def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


# ---------------- Chinese
@case("zh", "shiming-id-bankcard", "resident ID (check char computed) and UnionPay card for identity verification; own phone left as look-alike")
def _():
    i, c = cn_id(), card("unionpay")
    ph = "1" + R.choice(["38", "39", "58", "86", "77"]) + digits(8)
    t = ("帮我看下这个实名认证信息填得对不对：姓名 王思远，身份证号 " + i + "，银行卡号 " + c + "，预留手机号 " + ph +
         "。提交后一直提示“信息不一致”。")
    return t, [i, c], [ph]


@case("zh", "wifi-wechat-pay-note", "home Wi-Fi password and WeChat Pay PIN for a parent; SF tracking number is a look-alike")
def _():
    wifi, p = "wang" + digits(8), pin(6)
    sf = "SF" + digits(13, True)
    t = ("我妈老记不住，帮我写一张便签贴冰箱上：家里WiFi名字 TP-LINK_5G_8A2C，密码 " + wifi + "；微信支付密码 " + p +
         "。另外她买的东西顺丰单号是 " + sf + "，让她留意一下。")
    return t, [wifi, p], [sf]


@case("zh", "fapiao-uscc-neg", "company's unified social credit code and order number on a fapiao request; negative")
def _():
    uscc = "91" + R.choice(["440300", "310115", "110108"]) + rs(DG + "ABCDEFGHJKLMNPQRTUWXY", 10)
    order = digits(19, True)
    t = ("帮我写一封邮件申请开增值税专用发票。抬头：深圳市云帆信息技术有限公司，税号（统一社会信用代码）" + uscc +
         "，订单号 " + order + "，金额 ¥12,800.00。")
    return t, [], [uscc, order]


# ---------------- Japanese
@case("ja", "mynumber-refund-account", "My Number (check digit computed) and own bank account; branch number is public")
def _():
    mn = jp_mynumber()
    mnf = group(mn, [4, 4, 4])
    br, acct = digits(3, True), digits(7, True)
    t = ("確定申告のe-Taxで、マイナンバーは " + mnf + " で合ってるはずなのにエラーになる。還付金の振込先は三菱UFJ銀行 渋谷支店（店番 " + br +
         "）普通預金 " + acct + "。どこが間違ってる？")
    return t, [mnf, acct], [br]


@case("ja", "password-next-message-multi", "password announced, then sent, then an OTP in a third message")
def _():
    pw, code = pw_word(["sakura", "tanuki", "hanabi", "momiji", "kotatsu"]), otp(6)
    order = digits(6, True) + "-" + digits(8) + "-" + digits(10, True)
    t = M("次のメッセージで楽天のパスワード送るから覚えといて", pw,
          "あ、あとSMSで認証コード " + code + " が来てたけどこれ何？ 注文番号 " + order + " の確認と関係ある？")
    return t, [pw, code], [order]


@case("ja", "corporate-number-invoice-neg", "company's corporate number, invoice registration number and Yamato tracking; negative")
def _():
    corp = jp_corp()
    yamato = digits(4, True) + "-" + digits(4) + "-" + digits(4)
    t = ("取引先から請求書が届きました。法人番号 " + corp + "、適格請求書発行事業者登録番号 T" + corp +
         "、注文番号 PO-" + digits(6) + "。商品はヤマト運輸の伝票番号 " + yamato + " で発送済みとのこと。支払期日を確認するメールを書いて。")
    return t, [], [corp, yamato]


# ---------------- Korean
@case("ko", "rrn-cert-password", "resident registration number (check computed) and certificate password")
def _():
    rrn, pw = kr_rrn(), pw_leet(["sarang", "haneul", "gureum", "baram"])
    jn = "%s-%s-%s-%s" % (digits(3, True), digits(4), digits(3), digits(9))
    t = ("연말정산 간소화 자료 내려받으려는데 주민등록번호 " + rrn + " 입력하고 공동인증서 비밀번호 " + pw +
         " 넣으면 계속 '비밀번호 오류'라고 떠요. 5번 틀리면 잠기나요? 홈택스 접수번호는 " + jn + "이에요.")
    return t, [rrn, pw], [jn]


@case("ko", "door-code-rent-account", "front-door code and own bank account for rent; realtor's business registration number public")
def _():
    door = pin(6) + "*"
    acct = "110-" + digits(3) + "-" + digits(6)
    brn = kr_brn()
    t = ("세입자한테 보낼 문자 좀 다듬어줘: 현관 비밀번호는 " + door + " 이고, 월세는 매달 25일까지 신한은행 " + acct +
         " (예금주 박지현)으로 보내주세요. 계약서는 부동산(사업자등록번호 " + brn + ")에서 보관 중입니다.")
    return t, [door, acct], [brn]


@case("ko", "parcel-order-neg", "tracking and order numbers; negative")
def _():
    inv, order = digits(12, True), digits(16, True)
    t = ("CJ대한통운 운송장번호 " + inv + " 조회하면 3일째 '간선상차'에서 멈춰 있어요. 쿠팡 주문번호는 " + order +
         "인데 어디에 문의하는 게 빠를까요?")
    return t, [], [inv, order]


# ---------------- Arabic
@case("ar", "absher-id-otp", "Saudi national ID (Luhn computed) and an Absher verification code; request number look-alike")
def _():
    nid, code, req = sa_nid(), otp(4), digits(10, True)
    t = ("حاولت أجدد الإقامة لعاملتي من أبشر، أدخلت رقم الهوية الوطنية " + nid + " ووصلني رمز التحقق " + code +
         " لكن الصفحة تقول انتهت الجلسة. رقم الطلب " + req + ". هل أعيد المحاولة؟")
    return t, [nid, code], [req]


@case("ar", "uae-eid-iban", "Emirates ID (Luhn computed) and own UAE IBAN; bank SWIFT public")
def _():
    eid = ae_eid()
    ib = iban_print(iban("AE", R.choice(["026", "033", "035"]) + digits(16)))
    t = ("أحتاج أرسل بياناتي لقسم الموارد البشرية لتحويل الراتب: رقم الهوية الإماراتية " + eid + "، الآيبان " + ib +
         "، السويفت EBILAEAD. ساعدني أكتب رسالة رسمية قصيرة.")
    return t, [eid, ib], ["EBILAEAD"]


@case("ar", "store-vat-invoice-neg", "shop's VAT number and invoice number; negative")
def _():
    vat, inv = sa_vat(), "INV-" + digits(8)
    t = ("وصلتني فاتورة من متجر إلكتروني مكتوب فيها الرقم الضريبي " + vat + " ورقم الفاتورة " + inv +
         ". كيف أتأكد أن الرقم الضريبي مسجل فعلاً في هيئة الزكاة والضريبة؟")
    return t, [], [vat, inv]


# ---------------- Persian
@case("fa", "card-cvv2-second-password", "Iranian bank card in Persian digits (Luhn computed), CVV2 and second password; tracking code look-alike")
def _():
    c = card("ir")
    cf = fa_digits(group4(c, "-"))
    cv, p2 = fa_digits(cvc(3)), fa_digits(pin(8))
    trk = fa_digits(digits(12, True))
    t = ("برای خرید شارژ از یه سایت ناشناس ازم شماره کارت " + cf + " و کد امنیتی (CVV2) " + cv + " و رمز دوم " + p2 +
         " رو خواست و پرداخت هم نشد. کد پیگیری " + trk + " داد. الان باید کارتم رو مسدود کنم؟")
    return t, [cf, cv, p2], [trk]


@case("fa", "melli-sheba-own", "national code (check computed) and own Sheba number")
def _():
    m = ir_melli()
    sh = iban("IR", "0" + R.choice(["17", "12", "56", "62"]) + digits(19))
    stu = "40" + digits(7)
    t = ("برای ثبت نام وام دانشجویی با شماره دانشجویی " + stu + "، کد ملی " + m + " و شماره شبای حسابم " + sh +
         " رو وارد کردم ولی میگه شبا با کد ملی همخوانی نداره. مشکل از کجاست؟")
    return t, [m, sh], [stu]


@case("fa", "charity-sheba-neg", "a charity's Sheba number and an order number; negative")
def _():
    sh = iban_print(iban("IR", "0" + R.choice(["17", "12", "56"]) + digits(19)))
    order = digits(9, True)
    t = ("می خوام برای موسسه خیریه کمک بفرستم، شماره شبای موسسه " + sh + " هست. سفارش کتابهایی هم که براشون خریدم شماره " +
         order + " داره. یه متن کوتاه برای تشکر بنویس.")
    return t, [], [sh, order]


# ---------------- Hebrew
@case("he", "tz-bank-account", "Israeli ID (check computed) and own bank account; bank/branch numbers public")
def _():
    tz, acct, br = il_tz(), digits(6, True), digits(3, True)
    t = ("אני ממלא טופס 101 למעסיק החדש. מספר תעודת זהות " + tz + ", בנק לאומי (10) סניף " + br + " מספר חשבון " + acct +
         ". איפה בטופס רושמים את נקודות הזיכוי?")
    return t, [tz, acct], [br]


@case("he", "building-code-wifi", "building door code and Wi-Fi password for a babysitter")
def _():
    door, wifi = pin(4) + "#", pw_word(["shalom", "tapuz", "yarden", "kinneret"])
    tel = "05" + R.choice("0234") + "-" + digits(7, True)
    t = ("תכתוב לי הודעה קצרה לבייביסיטר: הקוד לדלת בכניסה לבניין " + door + ", קומה 3. הסיסמה לוויפי " + wifi +
         ". התינוקת אוכלת בשבע. אם יש בעיה הטלפון שלי " + tel + ".")
    return t, [door, wifi], [tel]


@case("he", "company-number-order-neg", "company number and order number; negative")
def _():
    hp = il_check("51" + digits(6))
    order = digits(8, True)
    t = ("קיבלתי חשבונית מס מחברה עם ח.פ. " + hp + " על הזמנה מספר " + order +
         ". איך אני בודק ברשם החברות שהחברה פעילה?")
    return t, [], [hp, order]


# ---------------- Hindi
@case("hi", "aadhaar-pan-itr", "Aadhaar (Verhoeff computed) and PAN; ITR acknowledgement number is a reference")
def _():
    a = in_aadhaar()
    af = group(a, [4, 4, 4])
    p = in_pan()
    ack = digits(15, True)
    t = ("ITR फाइल करते समय मैंने आधार नंबर " + af + " और पैन " + p + " डाला, पर लिखा आ रहा है कि PAN-Aadhaar लिंक नहीं है। "
         "Acknowledgement नंबर " + ack + " मिला है। अब क्या करूँ?")
    return t, [af, p], [ack]


@case("hi", "upi-pin-otp", "UPI PIN and bank OTP; UPI transaction reference (UTR) is a reference")
def _():
    up, code, utr = pin(4), otp(6), digits(12, True)
    t = ("किसी ने OLX पर कहा कि पैसे भेजने के लिए QR स्कैन करो और UPI पिन " + up + " डालो, फिर बैंक से OTP " + code +
         " आया। पैसे कट गए, UPI Ref No. " + utr + " है। शिकायत कहाँ करूँ?")
    return t, [up, code], [utr]


@case("hi", "gstin-pnr-neg", "shop GSTIN, railway PNR and order id; negative")
def _():
    gst = R.choice(["27", "07", "29", "09"]) + rs(UP, 5) + digits(4) + rs(UP, 1) + "1Z" + rs(UP + DG, 1)
    pn = digits(10, True)
    t = ("दुकानदार के बिल पर GSTIN " + gst + " लिखा है, क्या ये असली है? और मेरी ट्रेन का PNR " + pn +
         " अभी भी WL 12 दिखा रहा है, कन्फर्म होने के कितने चांस हैं?")
    return t, [], [gst, pn]


# ---------------- Russian
@case("ru", "snils-passport-gosuslugi", "SNILS (check computed) and passport series/number; application number look-alike")
def _():
    sn = ru_snils()
    pp = "%02d %02d %06d" % (R.randint(1, 99), R.randint(0, 25), R.randint(0, 999999))
    app = digits(10, True)
    t = ("На Госуслугах при подтверждении учётной записи пишет «данные не прошли проверку». Ввожу СНИЛС " + sn +
         " и паспорт " + pp + ". Номер заявления " + app + ". Что может быть не так?")
    return t, [sn, pp], [app]


@case("ru", "mir-card-3ds", "MIR card with CVC and an SMS code; bank's BIK and correspondent account are public")
def _():
    c, e, cv, code = card("mir"), expiry(), cvc(), otp(6)
    bik = "04452" + digits(4)
    ks = "30101810" + digits(12)
    t = ("Оплачиваю штраф на сайте, ввёл карту МИР " + card_fmt(c) + ", срок " + e + ", CVC " + cv + ", пришёл код " + code +
         ", а страница зависла. В реквизитах получателя БИК " + bik + ", корр. счёт " + ks + ". Это точно сайт ГИБДД?")
    return t, [card_fmt(c), cv, code], [bik, ks]


@case("ru", "company-inn-track-neg", "organisation's INN (check computed), OGRN-like number and Russian Post tracking; negative")
def _():
    inn = ru_inn10()
    tr = digits(14, True)
    t = ("Заказал у ИП через Авито, продавец прислал ИНН организации " + inn + " и трек-номер Почты России " + tr +
         ". Трек не отслеживается уже неделю. Как проверить ИНН через ФНС?")
    return t, [], [inn, tr]


# ---------------- Ukrainian
@case("uk", "rnokpp-iban-own", "Ukrainian taxpayer number (check computed) and own IBAN")
def _():
    rn = ua_rnokpp()
    zn = digits(4, True) + "-" + digits(4) + "-" + digits(4) + "-" + digits(4)
    ib = iban("UA", R.choice(["305299", "322001", "300528"]) + digits(19))
    t = ("Оформлюю єПідтримку, в анкеті вказав РНОКПП " + rn + " і рахунок " + ib +
         ". Банк пише, що рахунок не відповідає власнику. Номер заяви " + zn + ". Може, треба картковий рахунок?")
    return t, [rn, ib], [zn]


@case("uk", "card-pin-mail-password", "card PIN and e-mail password in a worried message")
def _():
    p, pw = pin(4), pw_word(["kalyna", "sonyashnyk", "vyshnia", "dnipro"])
    mk = "5168 **** **** " + digits(4)
    t = ("Здається, мене обдурили: я продиктував ПІН-код картки " + mk + " — " + p + " «працівнику банку», а ще раніше ввів пароль від пошти " +
         pw + " на якомусь сайті. Що робити першим ділом?")
    return t, [p, pw], [mk]


@case("uk", "charity-edrpou-neg", "charity fund's EDRPOU code and IBAN for a donation; negative")
def _():
    ed = digits(8, True)
    ib = iban_print(iban("UA", "305299" + digits(19)))
    t = ("Хочу задонатити благодійному фонду, реквізити: ЄДРПОУ " + ed + ", IBAN " + ib +
         ", призначення «благодійний внесок». Як перевірити, що фонд справжній?")
    return t, [], [ed, ib]


# ---------------- Polish
@case("pl", "pesel-dowod", "PESEL and ID card number (both check digits computed); case number look-alike")
def _():
    ps, dw = pl_pesel(), pl_dowod()
    sprawa = "WO-" + digits(4) + "." + digits(3) + ".2025"
    t = ("Wypełniam wniosek o 800+ i system odrzuca dane: PESEL " + ps + ", numer dowodu " + dw +
         ". Urząd podał mi numer sprawy " + sprawa + ". Gdzie zadzwonić?")
    return t, [ps, dw], [sprawa]


@case("pl", "blik-iban-own", "BLIK code and own account number in a scam story")
def _():
    code = otp(6)
    ib = iban_print(iban("PL", digits(8, True) + digits(16)))
    tid = "BLIK/" + digits(11, True)
    t = ("Znajomy na Messengerze poprosił o kod BLIK, podałem mu " + code + " i zniknęło 500 zł. Potem jeszcze prosił o numer konta "
         + ib + ", żeby „oddać”. W historii widzę ID transakcji " + tid + ". Co teraz zgłosić w banku?")
    return t, [code, ib], [tid]


@case("pl", "nip-inpost-neg", "company NIP (check computed), InPost parcel number and invoice; negative")
def _():
    nip = pl_nip()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    parcel = digits(24, True)
    t = ("Sklep wystawił fakturę FV/" + digits(4) + "/11/2025 z NIP " + nipf + ", a paczka InPost " + parcel +
         " utknęła w sortowni. Jak napisać reklamację?")
    return t, [], [nipf, parcel]


# ---------------- Czech
@case("cs", "rodne-cislo-ucet", "birth number (mod 11 computed) and own account with bank code")
def _():
    rc = cz_rc(R.random() < 0.5)
    ucet = digits(10, True) + "/" + R.choice(["0800", "0100", "2010", "0300"])
    t = ("Na přihlášku k pojišťovně potřebuju vyplnit rodné číslo " + rc + " a číslo účtu pro přeplatky " + ucet +
         ". Formulář hlásí neplatný formát, má tam být pomlčka? Přecházím k pojišťovně s kódem 211.")
    return t, [rc, ucet], ["211"]


@case("cs", "pin-banking-password", "card PIN and internet banking password")
def _():
    p, pw = pin(4), pw_word(["knedlik", "vltava", "hruska", "kocour"])
    mk = "**** " + digits(4)
    t = ("Mám v mobilu v poznámkách PIN ke kartě " + mk + ": " + p + " a heslo do George " + pw +
         ". Je to hodně nebezpečné, nebo stačí zámek telefonu?")
    return t, [p, pw], [mk]


@case("cs", "ico-variabilni-symbol-neg", "company ID, e-shop IBAN and variable symbol; negative")
def _():
    ico = cz_ico()
    ib = iban_print(iban("CZ", R.choice(["0800", "2010", "0300"]) + digits(16)))
    vs = digits(10, True)
    t = ("E-shop mi poslal platební údaje: IČO " + ico + ", účet " + ib + ", variabilní symbol " + vs +
         ". Platbu jsem poslal bez VS, co teď?")
    return t, [], [ico, ib, vs]


# ---------------- German
@case("de", "steuer-id-iban", "tax ID (ISO 7064 computed) and own IBAN; BIC public")
def _():
    sid = de_steuer_id()
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    ib = iban_print(iban("DE", digits(8, True) + digits(10)))
    t = ("Für die Rückerstattung will das Finanzamt meine Steuer-ID " + sidf + " und die Bankverbindung. IBAN " + ib +
         ", BIC COBADEFFXXX. Reicht das formlos per ELSTER-Nachricht?")
    return t, [sidf, ib], ["COBADEFFXXX"]


@case("de", "fritzbox-wlan-key", "FRITZ!Box Wi-Fi key and admin password; serial and firmware version look-alikes")
def _():
    key = digits(20, True)
    keyf = group4(key)
    adm = pw_word(["Schnitzel", "Wolke", "Brezel", "Igel"])
    sn = "A" + digits(3) + "." + digits(3) + "." + digits(2) + "." + digits(3) + "." + digits(3)
    t = ("Neue FRITZ!Box 7590 AX. Auf dem Aufkleber: WLAN-Netzwerkschlüssel " + keyf + ", FRITZ!Box-Kennwort " + adm +
         ", S/N " + sn + ". Nach dem Update auf FRITZ!OS 7.57 verbindet sich der Drucker nicht mehr.")
    return t, [keyf, adm], [sn, "7.57"]


@case("de", "kvnr-arzt", "health insurance number (check digit computed); practice phone look-alike")
def _():
    kv = de_kvnr()
    tel = "030 " + digits(7, True)
    t = ("Die Praxis sagt, meine Versichertennummer " + kv + " ist ungültig, seit ich von der AOK zur TK gewechselt bin. "
         "Ich soll unter " + tel + " zurückrufen. Was sage ich denen am besten?")
    return t, [kv], [tel]


@case("de", "iban-correction-multi", "own IBAN given with two digits swapped (deliberately fails mod-97), then corrected in a second message; both are secrets")
def _():
    bban = digits(8, True) + digits(10)
    good = iban("DE", bban)
    mv = "MV-" + digits(5) + "/" + digits(2)
    bad = good[:-2] + good[-1] + good[-2] if good[-1] != good[-2] else good[:-1] + str((int(good[-1]) + 1) % 10)
    t = M("Schreib bitte eine kurze Mail an meinen Vermieter, dass die Kaution zurück auf " + iban_print(bad) + " soll.",
          "Moment, Zahlendreher am Ende. Richtig ist " + iban_print(good) + ". Mietvertrag Nr. " + mv + ".")
    return t, [iban_print(bad), iban_print(good)], [mv]


@case("de", "ustid-rechnung-neg", "seller's VAT ID, invoice number and DHL tracking number; negative")
def _():
    vat = de_vat()
    rn, dhl = "RE" + digits(8), "00340434" + digits(12)
    t = ("Bei der Rechnung " + rn + " fehlt die USt-IdNr. nicht, sie steht da: " + vat + ". Aber das Paket mit Sendungsnummer " +
         dhl + " kam beschädigt an. Formuliere eine Reklamation.")
    return t, [], [rn, vat, dhl]


# ---------------- French
@case("fr", "nir-iban-mutuelle", "social security number with key (computed) and own IBAN; BIC public")
def _():
    body, key = fr_nir()
    nir = "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    ib = iban_print(iban("FR", digits(5, True) + digits(5) + rs(DG, 11) + digits(2)))
    t = ("La mutuelle me demande mon numéro de sécu et un RIB. Numéro : " + nir + ", IBAN " + ib +
         ", BIC BNPAFRPPXXX. Tu peux me rédiger un mail simple pour leur envoyer ça ?")
    return t, [nir, ib], ["BNPAFRPPXXX"]


@case("fr", "digicode-portail-wifi", "building digicode, gate code and Wi-Fi password for a friend")
def _():
    d = rs("AB", 1) + pin(4)
    gate, wifi = pin(4), rs(LO + DG, 10)
    ssid = "Livebox-" + rs(UP + DG, 4)
    t = ("Tu peux m'écrire un petit message pour Léa qui garde l'appart ce week-end ? Digicode " + d + ", code du portail parking " +
         gate + ", wifi " + ssid + " mot de passe " + wifi + ". Le chat mange à 19h.")
    return t, [d, gate, wifi], [ssid]


@case("fr", "siret-colissimo-neg", "company SIRET (Luhn computed), order and Colissimo tracking; negative")
def _():
    siren = fr_siren()
    siret = fr_siret(siren)
    sf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    col = "6A" + digits(11)
    t = ("Le vendeur m'a envoyé son SIRET " + sf + " et le numéro de suivi Colissimo " + col +
         ". Commande n° " + digits(9, True) + ". Le colis est marqué livré mais je n'ai rien reçu. Je fais quoi ?")
    return t, [], [sf, col]


# ---------------- Spanish
@case("es", "dni-iban-paro", "DNI (letter computed) and own IBAN (national and IBAN checks computed); appointment reference look-alike")
def _():
    d = es_dni()
    ib = iban_print(iban("ES", es_ccc()))
    cita = rs(UP + DG, 8)
    t = ("Para pedir el paro en el SEPE me piden DNI y cuenta. Pongo DNI " + d + " e IBAN " + ib +
         " y me sale error de validación. Tengo cita previa con localizador " + cita + ". ¿Lo llevo impreso?")
    return t, [d, ib], [cita]


@case("es", "banking-password-parts-multi", "online banking password given in two parts, then the signing PIN")
def _():
    a, b = rs(LO, 5) + digits(2), rs(UP + DG, 5)
    firma = pin(4)
    t = M("Te paso la clave de la banca online de mi padre en dos partes para que me ayudes a entrar desde su portátil. Primera: " + a,
          "Segunda: " + b + ". Y la clave de firma para las transferencias es " + firma + ". El banco es CaixaBank, BIC CAIXESBBXXX.")
    return t, [a, b, firma], ["CAIXESBBXXX"]


@case("es", "cif-pedido-neg", "company CIF (check computed), order number and tracking; negative")
def _():
    cif = es_cif()
    ped, seur = digits(10, True), digits(14, True)
    t = ("La factura de la tienda viene con CIF " + cif + " y número de pedido " + ped + ". El envío por SEUR " + seur +
         " lleva cinco días parado en Zaragoza. ¿Cómo les reclamo?")
    return t, [], [cif, ped, seur]


# ---------------- Portuguese
@case("pt", "cpf-senha-app", "Brazilian CPF (check digits computed) and banking app password")
def _():
    c = br_cpf()
    prot = "2025" + digits(10)
    pw = pin(6)
    t = ("Troquei de celular e o app do banco pede CPF e senha. Coloquei CPF " + c + " e a senha de 6 dígitos " + pw +
         " mas diz que o dispositivo não está autorizado. O protocolo do atendimento foi " + prot + ". Tenho que ir na agência?")
    return t, [c, pw], [prot]


@case("pt", "nif-iban-multibanco", "Portuguese NIF (check computed) and own IBAN; Multibanco entity/reference is a payment reference")
def _():
    nif = pt_nif(R.choice("12"))
    ib = iban_print(iban("PT", "0035" + digits(4) + digits(11) + digits(2)))
    ent, ref = digits(5, True), "%s %s %s" % (digits(3, True), digits(3), digits(3))
    t = ("Para receber o reembolso das Finanças confirmei o NIF " + nif + " e o IBAN " + ib +
         ". A fatura da luz para pagar é Entidade " + ent + ", Referência " + ref + ". Pago no homebanking ou no multibanco?")
    return t, [nif, ib], [ent, ref]


@case("pt", "cnpj-rastreio-neg", "company CNPJ (check digits computed) and Correios tracking (S10 check computed); negative")
def _():
    cnpj = br_cnpj()
    tr = s10(rs(UP, 2), "BR")
    t = ("Comprei numa loja online, CNPJ " + cnpj + ", e o código de rastreio " + tr +
         " não atualiza há 10 dias. Como consulto se a empresa é confiável?")
    return t, [], [cnpj, tr]


# ---------------- Italian
@case("it", "codice-fiscale-iban", "codice fiscale (check char computed) and own IBAN (CIN not computed)")
def _():
    cf = it_cf(R.choice(["Rossi", "Esposito", "Bianchi", "Colombo"]), R.choice(["Giulia", "Marco", "Chiara"]), R.random() < 0.5)
    ib = iban_print(iban("IT", R.choice(UP) + R.choice(["03069", "02008", "05034"]) + digits(5) + digits(12)))
    dom = "INPS." + digits(4) + "." + digits(2) + "/" + digits(6)
    t = ("Per l'assegno unico l'INPS vuole codice fiscale e IBAN. Ho messo " + cf + " e " + ib +
         " ma dice che l'IBAN non è intestato a me. È perché il conto è cointestato? Numero domanda " + dom + ".")
    return t, [cf, ib], [dom]


@case("it", "bancomat-pin-otp", "debit card PIN and a banking OTP; claim number look-alike")
def _():
    p, code = pin(5), otp(6)
    pratica = "SIN-" + digits(8)
    t = ("Mi hanno clonato il bancomat? Ho usato il PIN " + p + " a un distributore di benzina e poi mi è arrivato un SMS con codice " +
         code + " che non ho chiesto. La banca ha aperto la pratica " + pratica + ".")
    return t, [p, code], [pratica]


@case("it", "partita-iva-ordine-neg", "seller's VAT number (check computed) and order number; negative")
def _():
    pi = it_piva()
    t = ("Il venditore su Subito mi ha dato partita IVA " + pi + " e numero ordine " + digits(8, True) +
         ". Come verifico sul sito dell'Agenzia delle Entrate che sia attiva?")
    return t, [], [pi]


# ---------------- Dutch
@case("nl", "bsn-iban-toeslag", "BSN (11-test computed) and own IBAN")
def _():
    b = nl_bsn()
    dos = "TS" + digits(9)
    ib = iban_print(iban("NL", R.choice(["INGB", "RABO", "ABNA", "SNSB"]) + digits(10)))
    t = ("Voor de huurtoeslag moet ik mijn BSN " + b + " en rekeningnummer " + ib +
         " doorgeven, maar Mijn toeslagen zegt dat de rekening niet op mijn naam staat. Het is een en/of-rekening. Dossiernummer " + dos + ".")
    return t, [b, ib], [dos]


@case("nl", "digid-password-sms", "DigiD password and SMS code")
def _():
    pw, code = pw_strong(12), otp(6)
    tel = "085 " + digits(3, True) + " " + digits(4)
    t = ("Kan iemand met mijn DigiD inloggen als ik mijn wachtwoord " + pw + " en de sms-code " + code +
         " aan de 'helpdesk' heb gegeven die me belde vanaf " + tel + "? Ik vertrouw het niet meer.")
    return t, [pw, code], [tel]


@case("nl", "kvk-btw-webshop-neg", "webshop's KvK, VAT number, IBAN and payment reference; negative")
def _():
    kvk = digits(8, True)
    btw = "NL" + digits(9, True) + "B01"
    ib = iban_print(iban("NL", "RABO" + digits(10)))
    ken = digits(16, True)
    t = ("Een webshop vraagt me vooraf over te maken naar " + ib + " met betalingskenmerk " + ken + ". Ze hebben KvK " + kvk +
         " en btw " + btw + ". Hoe check ik of het betrouwbaar is?")
    return t, [], [ib, ken, kvk, btw]


# ---------------- Swedish
@case("sv", "personnummer-konto", "personal identity number (Luhn computed) and own account; clearing number public")
def _():
    pn = se_pnr()
    clr, konto = "8" + digits(4), digits(10, True)
    t = ("Försäkringskassan vill ha personnummer och konto för utbetalning. Personnummer " + pn + ", clearingnummer " + clr +
         ", kontonummer " + konto + ". Ska clearingnumret med femte siffran eller inte?")
    return t, [pn, konto], [clr]


@case("sv", "portkod-wifi", "door code and Wi-Fi password for a guest")
def _():
    pk, wifi = pin(4), pw_word(["Kanelbulle", "Fika", "Midsommar", "Lingon"])
    t = ("Skriv ett kort sms till min kompis som ska bo här: portkoden är " + pk + ", lägenheten 1102 på tredje våningen, wifi-lösen " +
         wifi + ". Nyckeln ligger hos grannen.")
    return t, [pk, wifi], ["1102"]


@case("sv", "orgnr-ocr-bankgiro-neg", "company org number (Luhn computed), OCR reference (check computed) and bankgiro; negative")
def _():
    org = se_luhn10("55" + digits(1))
    orgf = org[:6] + "-" + org[6:]
    ocr = se_ocr()
    bg = digits(4, True) + "-" + digits(4)
    t = ("Fakturan från " + "Elbolaget Norr AB (org.nr " + orgf + ") ska betalas till bankgiro " + bg + " med OCR " + ocr +
         ". Jag råkade skriva fel OCR, kommer betalningen fram ändå?")
    return t, [], [orgf, bg, ocr]


# ---------------- Danish
@case("da", "cpr-kontonummer", "CPR number (no check computed) and own account; registration number public")
def _():
    cpr = dk_cpr()
    reg, konto = digits(4, True), digits(10, True)
    t = ("Jeg skal oprette NemKonto og har skrevet CPR-nummer " + cpr + ", reg.nr. " + reg + " og kontonummer " + konto +
         ". Banken siger, det tager fem hverdage. Er det normalt?")
    return t, [cpr, konto], [reg]


@case("da", "netbank-password-door", "net bank password and front door code in a note")
def _():
    pw, door = pw_word(["Hygge", "Rugbrod", "Smorrebrod", "Vikingeskib"]), pin(4)
    t = ("Hjælp mig at gøre denne huskeseddel pæn, den skal ligge i skuffen: netbank adgangskode " + pw +
         ", kode til hoveddøren " + door + ", skraldespanden tømmes tirsdag.")
    return t, [pw, door], []


@case("da", "cvr-ordre-neg", "company CVR and order number; negative")
def _():
    cvr, ordre = digits(8, True), digits(9, True)
    t = ("Butikken har CVR " + cvr + " og min ordre " + ordre + " er ikke leveret efter tre uger. Kan jeg klage via Forbrugerklagenævnet?")
    return t, [], [cvr, ordre]


# ---------------- Norwegian
@case("no", "fnr-kontonummer", "national identity number and own account (both mod 11 computed)")
def _():
    f, k = no_fnr(), no_konto()
    sak = digits(9, True)
    kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    t = ("NAV vil ha fødselsnummer " + f + " og kontonummer " + kf +
         " for utbetaling av foreldrepenger (saksnummer " + sak + "). Må jeg sende det på nytt når jeg bytter bank?")
    return t, [f, kf], [sak]


@case("no", "bankid-password-code", "BankID personal password and one-time code")
def _():
    pw, code = pw_strong(10), otp(6)
    t = ("Noen ringte fra «Vipps» og ba om engangskoden " + code + ". Jeg ga den og også BankID-passordet mitt " + pw +
         ". Hva gjør jeg nå, ringe banken?")
    return t, [code, pw], []


@case("no", "orgnr-kid-neg", "company org number (mod 11 computed), KID (Luhn computed) and company account; negative")
def _():
    org = no_orgnr()
    kid = no_kid()
    ko = no_konto()
    kof = "%s %s %s" % (ko[:4], ko[4:6], ko[6:])
    t = ("Strømregningen fra selskap med org.nr. " + org + " skal betales til konto " + kof + " med KID " + kid +
         ". Nettbanken sier ugyldig KID, hva kan være feil?")
    return t, [], [org, kof, kid]


# ---------------- Finnish
@case("fi", "hetu-tilinumero", "personal identity code (check char computed) and own IBAN")
def _():
    h = fi_hetu()
    ib = iban_print(iban("FI", R.choice(["1", "8", "5"]) + digits(13)))
    t = ("Kelan lomakkeessa kysytään henkilötunnusta ja tilinumeroa. Laitoin " + h + " ja " + ib +
         ", mutta lomake ei mene läpi. Pitääkö välilyönnit poistaa?")
    return t, [h, ib], []


@case("fi", "ovikoodi-wifi", "door code and Wi-Fi password for a relative")
def _():
    door, wifi = pin(4), pw_word(["Sauna", "Mokki", "Revontuli", "Sisu"])
    t = ("Kirjoita anopille viesti: ulko-oven koodi on " + door + ", avain on postilaatikossa ja wifin salasana " + wifi +
         ". Kissa saa ruokaa kahdesti päivässä.")
    return t, [door, wifi], []


@case("fi", "ytunnus-viite-neg", "company business ID and reference number (both checks computed), company IBAN; negative")
def _():
    y, v = fi_ytunnus(), fi_viite()
    ib = iban_print(iban("FI", "5" + digits(13)))
    t = ("Sain laskun yritykseltä (Y-tunnus " + y + "). Maksu tilille " + ib + ", viitenumero " + v +
         ". Eräpäivä meni jo, tuleeko viivästyskorkoa heti?")
    return t, [], [y, ib, v]


# ---------------- Hungarian
@case("hu", "taj-adoazonosito", "TAJ number and tax ID (both checks computed)")
def _():
    taj, ad = hu_taj(), hu_adoazonosito()
    tajf = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    t = ("Az új munkahelyen kérik a TAJ-számot és az adóazonosító jelet. TAJ: " + tajf + ", adóazonosító: " + ad +
         ". E-mailben elküldhetem ezeket, vagy inkább személyesen?")
    return t, [tajf, ad], []


@case("hu", "bankszamla-netbank", "own bank account number and net banking password")
def _():
    acct = "%s-%s-%s" % (R.choice(["11773", "10700", "11600", "12010"]) + digits(3), digits(8), digits(8))
    pw = pw_leet(["paprika", "gulyas", "balaton", "pogacsa"])
    th = "%s-%s-%s" % (R.choice(["11742", "10402", "11711"]) + digits(3), digits(8), digits(8))
    t = ("Anyukámnak segítek: a számlaszáma " + acct + ", a netbank jelszava " + pw +
         ". Hogyan állítok be neki rendszeres átutalást a közös költségre? A társasház számlaszáma " + th + ".")
    return t, [acct, pw], [th]


@case("hu", "adoszam-rendeles-neg", "company tax number and order number; negative")
def _():
    ad = "%s-%d-%02d" % (digits(8, True), R.randint(1, 5), R.randint(1, 44))
    t = ("A webáruház adószáma " + ad + ", a rendelésszámom " + digits(10, True) +
         ". Két hete nem jött meg a csomag, hogyan írjak nekik hivatalos panaszt?")
    return t, [], [ad]


# ---------------- Romanian
@case("ro", "cnp-iban", "CNP (check computed) and own IBAN")
def _():
    c = ro_cnp()
    mat = digits(5, True) + "/" + digits(4)
    ib = iban_print(iban("RO", R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UP + DG, 16)))
    t = ("Pentru bursă, secretariatul vrea CNP-ul și IBAN-ul. CNP " + c + ", IBAN " + ib +
         ". Numărul matricol e " + mat + ". Poți să-mi scrii un e-mail politicos către secretariat?")
    return t, [c, ib], [mat]


@case("ro", "pin-cod-otp", "card PIN and 3-D Secure code")
def _():
    p, code = pin(4), otp(6)
    l4 = digits(4)
    t = ("Am primit un SMS cu codul " + code + " pentru o plată de 2.300 lei pe care n-am făcut-o. Și mai devreme am dat PIN-ul " + p +
         " unui „curier” la telefon, pentru cardul terminat în " + l4 + ". Ce fac acum?")
    return t, [code, p], [l4]


@case("ro", "cui-awb-neg", "company CUI (check computed) and courier AWB; negative")
def _():
    cui = ro_cui()
    awb = digits(13, True)
    t = ("Firma de la care am comandat are CUI RO" + cui + ", iar AWB-ul Fan Courier e " + awb +
         ". Coletul a venit deteriorat. Cum fac reclamație la ANPC?")
    return t, [], ["RO" + cui, awb]


# ---------------- Greek
@case("el", "amka-afm-own", "own AMKA (Luhn computed) and personal tax number (check computed); protocol number look-alike")
def _():
    am, af = gr_amka(), gr_afm()
    prot = digits(6, True) + "/2025"
    t = ("Κάνω αίτηση για επίδομα και ζητάνε ΑΜΚΑ και ΑΦΜ. Έβαλα ΑΜΚΑ " + am + " και ΑΦΜ " + af +
         ", μου έδωσαν αριθμό πρωτοκόλλου " + prot + ". Πόσο καιρό παίρνει συνήθως;")
    return t, [am, af], [prot]


@case("el", "iban-ebanking-code", "own IBAN and e-banking password")
def _():
    ib = iban_print(iban("GR", R.choice(["011", "014", "017", "026"]) + digits(4) + digits(16)))
    pw = pw_word(["Thalassa", "Elia", "Meltemi", "Koulouri"])
    t = ("Ο λογαριασμός μου είναι " + ib + " και ο κωδικός για το e-banking " + pw +
         ". Μου ήρθε μήνυμα να «επιβεβαιώσω» τα στοιχεία μου σε ένα link. Είναι απάτη;")
    return t, [ib, pw], []


@case("el", "company-afm-order-neg", "company tax number (check computed) and order number; negative")
def _():
    af = gr_afm("0")
    t = ("Το κατάστημα έχει ΑΦΜ " + af + " και η παραγγελία μου είναι η #" + digits(7, True) +
         ". Πώς ελέγχω αν η επιχείρηση είναι νόμιμη;")
    return t, [], [af]


# ---------------- Turkish
@case("tr", "tckn-iban", "TC identity number and own IBAN (both checks computed)")
def _():
    tc = tr_tckn()
    sic = digits(6, True)
    ib = iban_print(iban("TR", R.choice(["00010", "00012", "00062", "00046"]) + "0" + digits(16)))
    t = ("Maaşımın yatması için İK'ya TC kimlik no " + tc + " ve IBAN " + ib +
         " gönderdim ama 'IBAN ad soyadla uyuşmuyor' dediler (personel sicil no " + sic + "). Evlenince soyadım değişti, sebep bu mu?")
    return t, [tc, ib], [sic]


@case("tr", "edevlet-sms", "e-Devlet password and SMS verification code")
def _():
    pw, code = pw_word(["Galata", "Simit", "Lale", "Bogaz"]), otp(6)
    t = ("e-Devlet şifremi " + pw + " olarak değiştirdim, sonra SMS ile " + code +
         " kodu geldi ama girmeden sayfa kapandı. Şifre değişmiş mi, nasıl anlarım?")
    return t, [pw, code], []


@case("tr", "vergi-kargo-neg", "company tax number (check computed) and cargo tracking; negative")
def _():
    vk = tr_vkn()
    kargo = digits(12, True)
    t = ("Satıcının vergi numarası " + vk + ", kargo takip no " + kargo +
         ". Ürün eksik geldi, tüketici hakem heyetine başvurmadan önce ne yazayım?")
    return t, [], [vk, kargo]


# ---------------- Vietnamese
@case("vi", "cccd-so-tai-khoan", "citizen ID (no check digit) and own bank account")
def _():
    cc = vn_cccd()
    stk = digits(13, True)
    t = ("Mình cần cập nhật sinh trắc học cho app ngân hàng, nó hỏi số CCCD " + cc + " và số tài khoản Vietcombank " + stk +
         ". Làm xong rồi mà vẫn báo lỗi, phải ra quầy không?")
    return t, [cc, stk], []


@case("vi", "otp-mat-khau", "banking OTP and app password")
def _():
    code, pw = otp(6), pw_leet(["hanoi", "saigon", "phoco", "banhmi"])
    t = ("Có người gọi nói là nhân viên ngân hàng, bảo mình đọc mã OTP " + code + " và mật khẩu app " + pw +
         " để 'hoàn tiền'. Mình đọc rồi. Giờ phải làm gì gấp?")
    return t, [code, pw], []


@case("vi", "mst-van-don-neg", "company tax code and waybill; negative")
def _():
    mst = "0" + digits(9, True)
    vd = "GHN" + rs(UP + DG, 8)
    t = ("Công ty bán hàng có mã số thuế " + mst + ", mã vận đơn " + vd +
         ". Hàng giao thiếu, mình nên viết khiếu nại thế nào cho lịch sự?")
    return t, [], [mst, vd]


# ---------------- Thai
@case("th", "thai-id-bank-account", "Thai national ID (check computed) and own bank account")
def _():
    tid = th_id()
    req = "REQ" + digits(10)
    acct = "%s-%s-%s-%s" % (digits(3, True), digits(1), digits(5), digits(1))
    t = ("ลงทะเบียนรับเงินช่วยเหลือ ใส่เลขบัตรประชาชน " + tid + " กับเลขบัญชีกสิกร " + acct +
         " แล้วระบบขึ้นว่า 'ข้อมูลไม่ตรงกัน' เลขที่คำขอ " + req + " ต้องแก้ยังไงคะ")
    return t, [tid, acct], [req]


@case("th", "wifi-bank-pin", "Wi-Fi password and banking app PIN")
def _():
    wifi, p = rs(LO + DG, 10), pin(6)
    t = ("ช่วยเขียนโน้ตให้แม่หน่อย: รหัสไวไฟบ้าน " + wifi + " ส่วนรหัสเข้าแอปธนาคารของแม่คือ " + p +
         " อย่าบอกใครนะ")
    return t, [wifi, p], []


@case("th", "tax-id-ems-neg", "company taxpayer ID and Thailand Post EMS tracking (S10 computed); negative")
def _():
    tax = "0" + digits(12)
    ems = s10("E" + R.choice(UP), "TH")
    t = ("ร้านค้าออกใบกำกับภาษี เลขประจำตัวผู้เสียภาษี " + tax + " ส่งของทาง EMS เลขพัสดุ " + ems +
         " แต่ยังไม่ถึงเลย ควรติดต่อใครก่อน")
    return t, [], [tax, ems]


# ---------------- Indonesian
@case("id", "nik-rekening-pin", "NIK (no check digit), own account and m-banking PIN")
def _():
    nik = id_nik(R.random() < 0.5)
    rek, p = digits(10, True), pin(6)
    aj = "PJ-" + digits(8)
    t = ("Tolong bantu isi formulir pinjaman: NIK " + nik + ", no. rekening BCA " + rek + ". Terus mereka minta PIN m-BCA " + p +
         " juga, ini wajar nggak sih? Nomor pengajuan " + aj + ".")
    return t, [nik, rek, p], [aj]


@case("id", "kode-otp-whatsapp", "WhatsApp registration code from an SMS")
def _():
    code = digits(3) + "-" + digits(3)
    t = ("Ada yang ngaku teman lama minta kode yang barusan masuk: 'Kode WhatsApp Anda: " + code +
         ". Jangan bagikan kode ini.' Aku belum kasih. Itu buat apa sebenarnya?")
    return t, [code], []


@case("id", "npwp-resi-neg", "company tax number and courier receipt; negative")
def _():
    npwp = "%s.%s.%s.%s-%s.%s" % (digits(2), digits(3), digits(3), digits(1), digits(3), digits(3))
    resi = "JP" + digits(10)
    t = ("Tokonya kasih NPWP " + npwp + " dan nomor resi J&T " + resi +
         ". Paketnya katanya sudah diterima tapi aku nggak terima apa-apa. Gimana komplainnya?")
    return t, [], [npwp, resi]


# ---------------- Tagalog
@case("tl", "gcash-mpin-otp-refno", "GCash MPIN and OTP are secrets; the receipt's Ref No. is a reference")
def _():
    mpin, code = pin(4), otp(6)
    ref = "%s %s %s" % (digits(4, True), digits(3), digits(6))
    t = ("Na-scam yata ako. May nag-message na taga-GCash daw, binigay ko yung MPIN ko na " + mpin + " at yung OTP na " + code +
         ". Tapos may na-send na ₱5,000 palabas, Ref No. " + ref + ". Ano dapat gawin ko?")
    return t, [mpin, code], [ref]


@case("tl", "sss-philhealth", "SSS and PhilHealth numbers (no checks computed)")
def _():
    sss = "%s-%s-%s" % (digits(2, True), digits(7), digits(1))
    ph = "%s-%s-%s" % (digits(2, True), digits(9), digits(1))
    eid = "EMP-" + digits(5)
    t = ("Pakitulungan ako gumawa ng email sa HR. Ito yung SSS number ko " + sss + " at PhilHealth " + ph +
         ", mali kasi yung nakalagay sa payslip ko. Employee ID ko ay " + eid + ".")
    return t, [sss, ph], [eid]


@case("tl", "tin-lbc-neg", "company TIN and LBC tracking number; negative")
def _():
    tin = "%s-%s-%s-000" % (digits(3, True), digits(3), digits(3))
    lbc = digits(12, True)
    t = ("Yung supplier namin may TIN " + tin + " at tracking number sa LBC " + lbc +
         ". Isang linggo na hindi pa dumarating. Paano ko sila i-follow up nang maayos?")
    return t, [], [tin, lbc]


# ---------------- Swahili
@case("sw", "mpesa-code-pin", "M-Pesa transaction code and M-Pesa PIN are secrets; the payee phone number is a look-alike")
def _():
    code, p = mpesa_code(), pin(4)
    ph = "07" + digits(8)
    t = ("Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni: \"" + code + " Confirmed. Ksh2,500.00 sent to PETER MWANGI " + ph +
         " on 3/11/25 at 7:42 PM.\" Pia mtu alinipigia akiniuliza PIN yangu ya M-Pesa, nikampa " + p +
         ". Nifanye nini sasa?")
    return t, [code, p], [ph]


@case("sw", "kitambulisho-kra", "national ID number and KRA PIN (no checks computed)")
def _():
    kid, kra = digits(8, True), ke_kra()
    reg = rs(UP, 3) + "/" + digits(4) + "/2023"
    t = ("Naomba unisaidie kujaza fomu ya mkopo wa HELB. Namba yangu ya kitambulisho ni " + kid + " na KRA PIN yangu ni " + kra +
         ". Namba yangu ya usajili chuoni ni " + reg + ". Je, nahitaji pia cheti cha kuzaliwa?")
    return t, [kid, kra], [reg]


@case("sw", "paybill-till-neg", "utility paybill, shop till number and a receipt number; negative")
def _():
    pb, till = digits(6, True), digits(7, True)
    rec = "RCT" + digits(8)
    t = ("Nataka kulipa bili ya maji kwa paybill " + pb + ", na duka la jirani lina till number " + till +
         ". Risiti ya mwezi uliopita ilikuwa na namba " + rec + ". Nitumie ipi kwa malipo ya kila mwezi?")
    return t, [], [pb, till, rec]


# ================================================================= validation and output
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff\ufff0-\uffff\\\\]")
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
NUMERIC = re.compile(r"^[\d\u06f0-\u06f9 .\-/]+$")
SEPS = " .-/"


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def isdig(ch):
    return ch.isdigit()


def case_problems(c):
    """Return a list of problems of one case (empty if fine)."""
    p = []
    t = c["text"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            p.append("missing/empty " + k)
    if c.get("lang") not in LANGS:
        p.append("unknown lang %r" % c.get("lang"))
    if not ID_RE.match(c.get("id", "")):
        p.append("bad id %r" % c.get("id"))
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(x, str) and x for x in c[k]):
            p.append("bad list " + k)
    if p:
        return p
    for s in [c["id"], c["lang"], t, c["note"]] + c["secrets"] + c["lookalikes"]:
        m = HOSTILE.search(s)
        if m:
            p.append("YAML-hostile character %r in %r" % (m.group(), s[:40]))
    if t != t.strip():
        p.append("text has leading/trailing whitespace")
    if "\n---\n" in t:
        parts = t.split("\n---\n")
        if any(not x.strip() for x in parts):
            p.append("empty message in multi-message text")
    allv = c["secrets"] + c["lookalikes"]
    if len(set(allv)) != len(allv):
        p.append("value listed twice")
    for v in allv:
        if v != v.strip():
            p.append("value with outer whitespace %r" % v)
    sec_spans, look_spans = [], []
    for kind, vals, spans in (("secret", c["secrets"], sec_spans), ("lookalike", c["lookalikes"], look_spans)):
        for v in vals:
            occ = occurrences(t, v)
            if not occ:
                p.append("%s not in text: %r" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                p.append("short %s occurs %d times: %r" % (kind, len(occ), v))
            for a, b in occ:
                spans.append((a, b, v))
                # a listed number must not be embedded in a longer number
                if isdig(v[0]) and a > 0:
                    if isdig(t[a - 1]) or (NUMERIC.match(v) and t[a - 1] in SEPS and a > 1 and isdig(t[a - 2])):
                        p.append("%s %r embedded in a longer number (left)" % (kind, v))
                if isdig(v[-1]) and b < len(t):
                    if isdig(t[b]) or (NUMERIC.match(v) and t[b] in SEPS and b + 1 < len(t) and isdig(t[b + 1])):
                        p.append("%s %r embedded in a longer number (right)" % (kind, v))
    for a, b, v in sec_spans:
        for x, y, w in look_spans:
            if a < y and x < b:
                p.append("secret %r overlaps look-alike %r" % (v, w))
    # a short value must not also occur inside another listed value
    for v in allv:
        if len(v) <= 6:
            for w in allv:
                if w != v and v in w:
                    p.append("short value %r occurs inside %r" % (v, w))
    return p


IBAN_CC = {"IE", "DE", "FR", "ES", "PT", "IT", "NL", "PL", "CZ", "FI", "RO", "GR", "TR", "UA", "AE", "IR", "GB"}


def selftest():
    """Known public vectors for the check-digit code; any failure stops the generator."""
    p = []
    if not (iban_ok(IBAN_DOC_GB) and iban_ok(IBAN_DOC_DE)):
        p.append("iban check")
    if not (luhn_ok(TEST_VISA.replace(" ", "")) and luhn_ok(TEST_AMEX)):
        p.append("luhn check")
    if not (verhoeff_ok("2363") and verhoeff_digit("236") == "3"):
        p.append("verhoeff")
    if it_cf_check("RSSMRA85T10A562") != "S":
        p.append("codice fiscale")
    if "10X98765432"[wsum("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] != "X":
        p.append("cn id")
    if luhn_digit("80840123456789") != "3":
        p.append("npi")
    if "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] != "Z":
        p.append("dni")
    if il_check("00000001") != "000000018":
        p.append("israeli id")
    return p


def value_checks(c):
    """Re-verify check digits of IBANs and card numbers as they appear in the case."""
    p = []
    for v in c["secrets"] + c["lookalikes"]:
        w = v.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")).replace(" ", "").replace("-", "")
        if w[:2] in IBAN_CC and w[2:4].isdigit() and len(w) >= 15 and w[4:].isalnum() and w.isascii() and w.upper() == w:
            if not iban_ok(w) and not (v == c["secrets"][0] and "deliberately fails mod-97" in c["note"]):
                p.append("IBAN check failed: %r" % v)
        elif w.isdigit() and len(w) in (15, 16, 19) and re.match(r"^[\d\u06f0-\u06f9]{4}([ -]?[\d\u06f0-\u06f9]{4,6}){2,4}$", v):
            if w[0] in "2345689" and not luhn_ok(w) and ("card" in c["note"] or "Luhn" in c["note"]):
                p.append("card Luhn failed: %r" % v)
    return p


def build():
    cases, problems = [], ["self-test failed: " + x for x in selftest()]
    n = 0
    for lang, slug, note, fn in CASES:
        n += 1
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        last = None
        for attempt in range(12):
            text, secrets, looks = fn()
            c = {"id": cid, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}
            pr = case_problems(c) + value_checks(c)
            if not pr:
                break
            last = pr
        else:
            problems.append("%s: %s" % (cid, "; ".join(last)))
            continue
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    return cases, problems


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append("    %s:" % k)
                out.extend("      - " + q(v) for v in c[k])
            else:
                out.append("    %s: []" % k)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v36.py heldout_v36.yaml", file=sys.stderr)
        return 1
    cases, problems = build()
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    data = dump(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    neg = sum(1 for c in cases if not c["secrets"])
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes, %d languages" % (
        sys.argv[1], len(cases), neg, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases), len({c["lang"] for c in cases})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
