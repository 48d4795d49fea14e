#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v83 (secrets filter).

Usage: python3 make_heldout_v83.py heldout_v83.yaml
Standard library only. All random values come from random.Random(83).
Validates every case before writing; exits 1 on any problem.
"""
import datetime
import hashlib
import json
import random
import re
import string
import sys

SEED = 83
PREFIX = "H83"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64URL = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n, nz=False):
    s = rs(DIG, n)
    if nz and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def pick(seq):
    return R.choice(seq)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def bdate(y0=1955, y1=2003):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


def b64(data):
    import base64
    return base64.b64encode(data).decode()


def b64u(data):
    import base64
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


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


def luhn_ok(num):
    num = re.sub(r"\D", "", num)
    return luhn_digit(num[:-1]) == num[-1]


def luhn_make(payload):
    return payload + luhn_digit(payload)


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    out = cc + "%02d" % chk + bban
    assert iban_ok(out)
    return out


def iban_ok(s):
    s = s.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def mod11_10(digits):  # ISO 7064 MOD 11,10
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def gtin_digit(payload):  # weights 3,1 from the right (EAN, USPS)
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        tot += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - tot % 10) % 10)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


# ---------------------------------------------------------------- national ids (check computed)
def es_dni():
    n = rd(8, nz=True)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_ccc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(ds):
        v = 11 - wsum(ds, w) % 11
        return {10: 1, 11: 0}.get(v, v)
    return "%d%d" % (dc("00" + bank + branch), dc(acct))


def es_cif():
    letter = pick("ABB")
    body = rd(7)
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        x = int(body[i]) * 2
        b += x // 10 + x % 10
    c = (10 - (a + b) % 10) % 10
    return letter + body + str(c)


_CF_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    _CF_ODD[UP[_i]] = _v
    if _i < 10:
        _CF_ODD[str(_i)] = _v


def it_cf_check(s15):
    tot = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            tot += _CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else UP.index(ch)
    return UP[tot % 26]


def it_cf(surname, name, female=False):
    def cons(s):
        return [c for c in s.upper() if c.isalpha() and c not in "AEIOU"]

    def vows(s):
        return [c for c in s.upper() if c in "AEIOU"]
    sc = (cons(surname) + vows(surname) + ["X"] * 3)[:3]
    nc = cons(name)
    if len(nc) > 3:
        nc = [nc[0], nc[2], nc[3]]
    nc = (nc + vows(name) + ["X"] * 3)[:3]
    y, m, d = bdate(1960, 2000)
    day = d + (40 if female else 0)
    comune = pick(["H501", "F205", "L219", "F839", "A662", "G273", "D612", "A944", "L736", "C351"])
    s15 = "".join(sc) + "".join(nc) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % day + comune
    return s15 + it_cf_check(s15)


def pl_pesel():
    y, m, d = bdate(1960, 2004)
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, mm, d) + rd(4)
    c = (10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return b + str(c)


def pl_nip():
    while True:
        b = rd(9, nz=True)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return b + str(c)


def pl_regon():
    b = rd(8, nz=True)
    c = wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10
    return b + str(c)


def pl_nrb():
    bank = pick(["1020", "1050", "1090", "1140", "1240", "1160", "2490", "1750"])
    br = bank + rd(3)
    br += str((10 - wsum(br, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
    return iban("PL", br + rd(16))


def cz_rc():
    while True:
        y, m, d = bdate(1958, 1999)
        mm = m + (50 if R.random() < 0.5 else 0)
        b = "%02d%02d%02d" % (y % 100, mm, d) + rd(3)
        c = int(b) % 11
        if c != 10:
            return b[:6] + "/" + b[6:] + str(c)


def cz_acct_ok(n10, w=(6, 3, 7, 9, 10, 5, 8, 4, 2, 1)):
    n10 = n10.zfill(len(w))
    return wsum(n10, w) % 11 == 0


def cz_account():
    while True:
        base = rd(10)
        if base[0] != "0" and cz_acct_ok(base):
            bank = pick(["0800", "0100", "0300", "2010", "0600", "5500", "3030"])
            return base, bank


def cz_ico():
    b = rd(7)
    c = (11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return b + str(c)


def se_pnr():
    y, m, d = bdate(1950, 2002)
    b = "%02d%02d%02d" % (y % 100, m, d) + rd(3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def no_fnr():
    while True:
        y, m, d = bdate(1950, 1999)
        b = "%02d%02d%02d" % (d, m, y % 100) + rd(3)
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


def no_mod11(b, w):
    c = 11 - wsum(b, w) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def no_konto():
    while True:
        b = pick(["1503", "1506", "1254", "3000", "9710", "1813", "6030"]) + rd(6)
        c = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return b + c


def no_orgnr():
    while True:
        b = pick("89") + rd(7)
        c = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return b + c


def fi_hetu():
    y, m, d = bdate(1950, 2004)
    sign = "-" if y < 2000 else "A"
    ind = "%03d" % R.randint(2, 899)
    b = "%02d%02d%02d" % (d, m, y % 100)
    return b + sign + ind + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + ind) % 31]


def fi_ytunnus():
    while True:
        b = rd(7, nz=True)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite(base):
    w = [7, 3, 1]
    tot = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - tot % 10) % 10)


def fi_account_iban():
    b = pick(["1" + rd(5), "4" + rd(5), "5" + rd(5), "8" + rd(5)]) + rd(7)
    return iban("FI", b + luhn_digit(b))


def dk_cvr():
    while True:
        b = rd(7, nz=True)
        c = (11 - wsum(b, [2, 7, 6, 5, 4, 3, 2]) % 11) % 11
        if c <= 9:
            return b + str(c)


def nl_bsn():
    while True:
        b = rd(8, nz=True)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c <= 9:
            return b + str(c)


def de_steuer_id():
    while True:
        digits = R.sample("0123456789", 9)
        if digits[0] == "0":
            continue
        dup = R.choice(digits)
        pos = R.randint(1, 9)
        ten = digits[:pos] + [dup] + digits[pos:]
        if ten[0] == "0":
            continue
        b = "".join(ten)
        return b + mod11_10(b)


def de_ustid():
    b = rd(8, nz=True)
    return "DE" + b + mod11_10(b)


def de_kvnr():
    letter = pick(UP)
    b = rd(8, nz=True)
    seq = "%02d" % (UP.index(letter) + 1) + b
    tot = 0
    for i, ch in enumerate(seq):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    return letter + b + str(tot % 10)


def de_iban():
    blz = pick(["100", "200", "250", "300", "370", "430", "500", "600", "700", "760"]) + rd(5)
    return iban("DE", blz + rd(10))


def fr_nir():
    y, m, d = bdate(1950, 2002)
    sex = pick("12")
    dept = "%02d" % R.randint(1, 95)
    b = sex + "%02d%02d" % (y % 100, m) + dept + "%03d" % R.randint(1, 990) + "%03d" % R.randint(1, 999)
    key = 97 - int(b) % 97
    return b, "%02d" % key


def fr_nir_fmt():
    b, k = fr_nir()
    return "%s %s %s %s %s %s %s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def fr_rib_key(bank, guichet, compte):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)


def fr_iban():
    bank = pick(["30004", "30003", "20041", "10107", "30066", "18206", "16606"])
    gui = rd(5)
    cpt = rd(11)
    return iban("FR", bank + gui + cpt + fr_rib_key(bank, gui, cpt))


def fr_siren():
    return luhn_make(rd(8, nz=True))


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def pt_nif(first="2"):
    b = first + rd(7)
    c = 11 - wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if c >= 10 else c)


def br_cpf():
    b = rd(9)
    for n in (10, 11):
        s = sum(int(ch) * w for ch, w in zip(b, range(n, 1, -1)))
        c = (s * 10) % 11
        b += str(0 if c == 10 else c)
    return "%s.%s.%s-%s" % (b[0:3], b[3:6], b[6:9], b[9:])


def br_cnpj():
    b = rd(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = wsum(b, w) % 11
        b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (b[0:2], b[2:5], b[5:8], b[8:12], b[12:])


def s10(prefix, country):
    b = rd(8)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + b + str(c) + country


def ar_cbu():
    bank = pick(["007", "011", "014", "017", "072", "285", "191"]) + rd(4)
    c1 = (10 - wsum(bank, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    acct = rd(13)
    c2 = (10 - wsum(acct, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return bank + str(c1) + acct + str(c2)


def ar_cuit(pref="30"):
    while True:
        b = pref + rd(8)
        c = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        return "%s-%s-%d" % (b[:2], b[2:], c)


def ru_snils():
    while True:
        b = rd(9)
        s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1])
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[0:3], b[3:6], b[6:9], c)


def ru_inn12():
    b = pick(["77", "78", "50", "66", "16", "54"]) + rd(8)
    n11 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(n11)
    n12 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(n12)


def ru_inn10():
    b = pick(["77", "78", "50", "66", "16", "54"]) + rd(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = pick("15") + rd(2) + pick(["77", "78", "50", "66"]) + rd(7)
    return b + str(int(b) % 11 % 10)


def ru_bik():
    return "04" + pick(["4525", "4030", "4652", "5004"]) + rd(3)


def ru_rs(bik, prefix="40702810"):
    while True:
        b = prefix + rd(11)
        for c in range(10):
            acc = b[:8] + str(c) + b[8:]
            s = bik[-3:] + acc
            if wsum(s, [7, 1, 3] * 8) % 10 == 0:
                return acc


def ua_rnokpp():
    y, m, d = bdate(1960, 2000)
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rd(4)
    c = (wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) % 10
    return b + str(c)


def ua_edrpou():
    while True:
        b = rd(7, nz=True)
        v = int(b + "0")
        w = [1, 2, 3, 4, 5, 6, 7] if (v < 30000000 or v > 60000000) else [7, 1, 2, 3, 4, 5, 6]
        c = wsum(b, w) % 11
        if c == 10:
            c = wsum(b, [x + 2 for x in w]) % 11
            if c == 10:
                c = 0
        return b + str(c)


def tr_tckn():
    b = rd(9, nz=True)
    d = [int(x) for x in b]
    c10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    c11 = (sum(d) + c10) % 10
    return b + str(c10) + str(c11)


def tr_vkn():
    b = rd(9)
    tot = 0
    for i, ch in enumerate(b):
        tmp = (int(ch) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        tot += v
    return b + str((10 - tot % 10) % 10)


def ro_cnp():
    y, m, d = bdate(1960, 2003)
    s = pick("12") if y < 2000 else pick("56")
    b = s + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % R.randint(1, 46) + "%03d" % R.randint(1, 999)
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = rd(R.randint(6, 8), nz=True)
    k = [7, 5, 3, 2, 1, 7, 5, 3, 2]
    p = b.rjust(9, "0")
    c = wsum(p, k) * 10 % 11
    return b + str(0 if c == 10 else c)


def ro_iban():
    return iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB", "BACX"]) + rd(16))


def hu_taj():
    b = rd(8, nz=True)
    return b + str(wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10)


def hu_adoazon():
    while True:
        b = "8" + rd(8)
        c = wsum(b, range(1, 10)) % 11
        if c != 10:
            return b + str(c)


def hu_adoszam():
    b = rd(7, nz=True)
    c = (10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return "%s%d-%s-%s" % (b, c, pick("12345"), pick(["41", "42", "43", "13", "20", "05", "44"]))


def gr_amka():
    y, m, d = bdate(1955, 2000)
    b = "%02d%02d%02d" % (d, m, y % 100) + rd(4)
    return luhn_make(b)


def gr_afm(first=None):
    b = (first or pick("01")) + rd(7)
    c = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b)) % 11 % 10
    return b + str(c)


def il_tz():
    b = rd(8)
    tot = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    return b + str((10 - tot % 10) % 10)


def ir_melli():
    while True:
        b = rd(9)
        if b[:3] == "000":
            continue
        s = wsum(b, range(10, 1, -1)) % 11
        return b + str(s if s < 2 else 11 - s)


def sa_id():
    return luhn_make("1" + rd(8))


def cn_id():
    region = pick(["110105", "310115", "440305", "510104", "330106", "420111", "320102"])
    y, m, d = bdate(1965, 2002)
    b = region + "%04d%02d%02d" % (y, m, d) + rd(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


def cn_uscc():
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    b = "91" + pick(["110105", "310115", "440300", "330100"]) + rs("0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(al.index(ch) * wt for ch, wt in zip(b, w)) % 31
    return b + al[0 if c == 31 else c]


def kr_rrn():
    y, m, d = bdate(1960, 1999)
    b = "%02d%02d%02d" % (y % 100, m, d) + pick("12") + rd(5)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def jp_mynumber():
    b = rd(11, nz=True)
    tot = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    r = tot % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_houjin():
    b = rd(12, nz=True)
    tot = 0
    for n in range(1, 13):
        tot += int(b[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - tot % 9) + b


def jp_yamato():
    b = rd(11, nz=True)
    return b + str(int(b) % 7)


def in_aadhaar():
    b = pick("23456789") + rd(10)
    out = b + verhoeff_digit(b)
    assert verhoeff_ok(out)
    return out


def in_gstin(state="27"):
    al = DIG + UP
    pan = rs(UP, 3) + "C" + rs(UP, 1) + rd(4) + rs(UP, 1)
    b = state + pan + "1Z"
    tot = 0
    for i, ch in enumerate(b):
        p = al.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return b + al[(36 - tot % 36) % 36]


def in_pan():
    return rs(UP, 3) + "P" + rs(UP, 1) + rd(4, nz=True) + rs(UP, 1)


def th_id():
    b = pick("1358") + rd(11)
    return b + str((11 - wsum(b, range(13, 1, -1)) % 11) % 10)


def th_fmt(t):
    return "%s-%s-%s-%s-%s" % (t[0], t[1:5], t[5:10], t[10:12], t[12])


def au_tfn():
    while True:
        b = rd(9, nz=True)
        if wsum(b, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
            return b


def ca_sin():
    return luhn_make(pick("12345679") + rd(7))


def us_npi():
    b = pick("12") + rd(8)
    c = luhn_digit("80840" + b)
    return b + c


def us_aba():
    while True:
        b = pick(["02", "03", "04", "06", "07", "11", "12", "21", "26", "31", "32"]) + rd(6)
        c = (10 - (3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7])) + (int(b[2]) + int(b[5]))) % 10) % 10
        return b + str(c)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def imei():
    return luhn_make(pick(["35", "86", "01", "35"]) + rd(12))


def usps():
    b = "9400" + rd(17)
    return b + gtin_digit(b)


def dhl_express():
    b = rd(9, nz=True)
    return b + str(int(b) % 7)




def b58check(payload):
    h = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    data = payload + h
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


# ---------------------------------------------------------------- tokens (real formats, no checks)
def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(ALNUM + "+/", 40)


def gh_pat():
    return "ghp_" + rs(ALNUM, 36)


def stripe_pair():
    acct = rs(ALNUM, 14)
    return ("sk_live_51" + acct + rs(ALNUM, 85), "pk_live_51" + acct + rs(ALNUM, 85))


def slack_bot():
    return "xoxb-%s-%s-%s" % (rd(12, nz=True), rd(13, nz=True), rs(ALNUM, 24))


def openai_key():
    return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def google_key():
    return "AIza" + rs(B64URL, 35)


def sendgrid_key():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def telegram_token():
    return rd(10, nz=True) + ":AA" + rs(B64URL, 33)


def jwt(payload_obj, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload_obj, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rbytes(32))


def ec_pem_body():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    s = b64(der)
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def ed25519_openssh_body():
    pub = rbytes(32)
    priv = rbytes(32)

    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    keytype = b"ssh-ed25519"
    pubblob = sstr(keytype) + sstr(pub)
    chk = rbytes(4)
    privsec = chk + chk + sstr(keytype) + sstr(pub) + sstr(priv + pub) + sstr(b"user@laptop")
    pad = 1
    while len(privsec) % 8:
        privsec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") + sstr(pubblob) + sstr(privsec)
    s = b64(blob)
    return "\n".join(s[i:i + 70] for i in range(0, len(s), 70))


def uuid4():
    n = R.getrandbits(128)
    n &= ~(0xF << 76)
    n |= 4 << 76
    n &= ~(0x3 << 62)
    n |= 0x2 << 62
    h = "%032x" % n
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1hex():
    return rs(HEX, 40)


def sha256hex():
    return hashlib.sha256(rbytes(64)).hexdigest()


def mac():
    return ":".join(rs(HEXU, 2) for _ in range(6))


# ---------------------------------------------------------------- human passwords
EN_WORDS = ["maple", "harbor", "falcon", "copper", "willow", "summit", "pepper", "sunset", "thunder", "velvet",
            "meadow", "rocket", "canyon", "biscuit", "marble", "orchid", "walnut", "timber", "lantern", "cobalt",
            "juniper", "saddle", "pickle", "ember", "glacier", "hazel", "mango", "otter", "puzzle", "quartz",
            "raven", "scarlet", "tundra", "violet", "whisker", "banjo", "cactus", "domino", "falafel", "gravel"]
SYM = "!@#$%&*?.+-_="


def cap(w):
    return w[0].upper() + w[1:]


def human_pw(words=EN_WORDS, style=None):
    style = style if style is not None else R.randint(0, 4)
    w = pick(words)
    if style == 0:
        return cap(w) + rd(R.randint(2, 4)) + pick("!@#$%&*?")
    if style == 1:
        return cap(w) + pick(SYM) + rd(4)
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return cap(leet) + rd(2) + pick("!?#")
    if style == 3:
        return cap(w) + cap(pick(words)) + rd(2)
    return w + "_" + rd(4) + pick(UP)


def strong_pw(n=16):
    al = ALNUM + "!#$%&*+-=?@^_"
    while True:
        s = rs(al, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and any(not c.isalnum() for c in s)):
            return s


def passphrase(words=EN_WORDS, k=4, sep="-"):
    return sep.join(R.sample(words, k))


# ---------------------------------------------------------------- case registry
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


class CaseError(Exception):
    pass


def mk(lang, slug, note, text, s=(), l=(), n=()):
    vals = {}
    for k, lst in (("s", s), ("l", l), ("n", n)):
        for i, v in enumerate(lst):
            vals["%s%d" % (k, i)] = v
    used = set()

    def sub(m):
        key = m.group(1)
        if key not in vals:
            raise CaseError("%s: unknown placeholder %s" % (slug, key))
        used.add(key)
        return vals[key]
    out = re.sub(r"\{([sln]\d+)\}", sub, text)
    unused = sorted(set(vals) - used)
    if unused:
        raise CaseError("%s: unused values %s" % (slug, unused))
    return {"lang": lang, "slug": slug, "note": note, "text": out,
            "secrets": list(s), "lookalikes": list(l)}


# ================================================================ English cases
@case
def _():
    pw = human_pw()
    model = "Archer AX" + pick(["21", "55", "73", "3000"])
    serial = rd(4) + rs(UP, 1) + rd(7)
    return mk("en", "router-wifi-guest", "Wi-Fi password of the user's router beside its model and serial",
              "My parents are visiting this weekend and my dad always asks for the wifi. Can you write a short "
              "laminated-card style note for the fridge? Network is TP-Link_5G_Home, password {s0}. Router is an "
              "{l0} (S/N {l1}) if that matters for the 'restart me if it breaks' line.",
              s=[pw], l=[model, serial])


@case
def _():
    ak, sk = aws_akid(), aws_secret()
    return mk("en", "aws-env-vs-docs-example", "real-format AWS key pair in .env; the AWS docs example id quoted in a comment",
              "why does boto3 still say InvalidClientTokenId?? my .env:\n\n"
              "# don't use the docs one ({l0}), this is mine\n"
              "AWS_ACCESS_KEY_ID={s0}\nAWS_SECRET_ACCESS_KEY={s1}\nAWS_DEFAULT_REGION=eu-west-1\n\n"
              "I load it with python-dotenv before creating the client.",
              s=[ak, sk], l=["AKIAIOSFODNN7EXAMPLE"])


@case
def _():
    return mk("en", "aws-docs-example-question", "negative: AWS documentation example credentials discussed",
              "In the AWS CLI docs they always show {l0} and {l1} as the keys. Are those real keys that "
              "belong to some account, or just made up? I want to use the same pair in my README so people see the format.",
              l=["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"])


@case
def _():
    tok = gh_pat()
    sha = rs(HEX, 7)
    user = pick(["dkowal", "mfernandes", "jlee-dev", "tomasz-b"])
    return mk("en", "github-pat-in-remote-url", "classic GitHub PAT embedded in a git remote URL; short commit hash nearby",
              "git push keeps failing with 'remote: Permission to {n0}/dotfiles.git denied'. I set the remote like this:\n"
              "git remote set-url origin https://{n0}:{s0}@github.com/{n0}/dotfiles.git\n"
              "last commit is {l0}, branch main. token was created yesterday with repo scope.",
              s=[tok], l=[sha], n=[user])


@case
def _():
    sk, pk = stripe_pair()
    return mk("en", "stripe-live-secret-and-publishable", "Stripe live secret key (secret) next to the publishable key and the public test card",
              "Checkout works in test mode with {l0} but in live mode I get 'No such payment_method'. Config:\n\n"
              "STRIPE_PUBLISHABLE_KEY={l1}\nSTRIPE_SECRET_KEY={s0}\n\nDid I mix up the keys between accounts?",
              s=[sk], l=["4242 4242 4242 4242", pk])


@case
def _():
    return mk("en", "stripe-test-values-question", "negative: Stripe documentation test cards and the docs test key",
              "For my QA checklist: which Stripe test card triggers a generic decline? I've only used {l0} (success) and "
              "{l1} (Mastercard). Also is the key {l2} from the old docs still usable for quick curl tests?",
              l=["4242424242424242", "5555 5555 5555 4444", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"])


@case
def _():
    card = luhn_make("4" + rd(14))
    cvc = rd(3)
    conf = rs(UP + DIG, 10)
    phone = "+1 (415) 555-0%s" % rd(3)
    return mk("en", "hotel-card-with-cvc", "user's Visa number and CVC for a hotel guarantee; booking confirmation and hotel phone",
              "Help me write a reply to the hotel, they want a card to guarantee the late arrival. Booking confirmation "
              "{l0}. Card: {s0}, exp {n0}, CVC {s1}, name on card Daniel Okafor. Their front desk number is {l1} in case "
              "you want to put it in the signature.",
              s=[grp(card), cvc], l=[conf, phone], n=["%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))])


@case
def _():
    acct = rd(R.randint(10, 12), nz=True)
    aba = us_aba()
    return mk("en", "direct-deposit-form", "user's own checking account (secret) next to the bank's ABA routing number and SWIFT (public)",
              "filling out the direct deposit form for my new job. routing {l0}, checking account {s0}, bank is "
              "Chase. HR also asked for the SWIFT for some reason, it's {l1} right? Is that even needed for US payroll?",
              s=[acct], l=[aba, "CHASUS33"])


@case
def _():
    ssn = us_ssn()
    ein = "%02d-%s" % (R.randint(10, 98), rd(7))
    return mk("en", "w4-ssn-employer-ein", "user's SSN (secret) and the employer's EIN (public identifier)",
              "Can you double check my W-4 draft? SSN {s0}, single, no dependents. The employer section says "
              "Brightline Logistics LLC, EIN {l0}. I'm not sure if step 4(c) extra withholding should be $40 or $60.",
              s=[ssn], l=[ein])


@case
def _():
    return mk("en", "ssn-famous-example", "negative: the Woolworth wallet SSN and a placeholder SSN",
              "I read that {l0} is the most misused SSN ever because it was printed on a sample card in wallets. "
              "Is it safe to use that in test fixtures or should I stick with {l1} style placeholders?",
              l=["078-05-1120", "XXX-XX-XXXX"])


@case
def _():
    user = pick(["app_rw", "svc_orders", "analytics"])
    pw = strong_pw(18)
    host = "pg-prod-%s.c%s.eu-central-1.rds.amazonaws.com" % (rd(2), rs(LO + DIG, 10))
    return mk("en", "postgres-dsn-credentials", "credentials part of a PostgreSQL URL; the RDS host is a look-alike",
              "SQLAlchemy throws 'password authentication failed' but psql works with the same thing??\n\n"
              "DATABASE_URL=postgresql+psycopg2://{s0}@{l0}:5432/orders\n\n"
              "could it be the special characters in the password?",
              s=["%s:%s" % (user, pw)], l=[host])


@case
def _():
    pw = rs(ALNUM, 32)
    host = "redis-%s.c%d.us-east-1-2.ec2.redns.redis-cloud.com" % (rd(5), R.randint(10, 300))
    return mk("en", "redis-url-password-only", "password of a Redis URL without user; host is a look-alike",
              "celery worker can't connect: Error 111. broker url is redis://:{s0}@{l0}:6379/0 - does the colon "
              "before the password look right to you?",
              s=[pw], l=[host])


@case
def _():
    u = pick(["marta", "admin", "etl-user"])
    pw = rs(ALNUM, 16)
    cl = "cluster0.%s.mongodb.net" % rs(LO + DIG, 5)
    return mk("en", "mongodb-srv-credentials", "credentials of a MongoDB SRV connection string",
              "mongoose.connect('mongodb+srv://{s0}@{l0}/inventory?retryWrites=true&w=majority') hangs forever "
              "from my laptop but works on Render. IP allowlist is 0.0.0.0/0.",
              s=["%s:%s" % (u, pw)], l=[cl])


@case
def _():
    tok = slack_bot()
    ch = "C0" + rs(UP + DIG, 9)
    return mk("en", "slack-bot-token-python", "Slack bot token in code; channel id is a look-alike",
              "```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"{s0}\")\n"
              "client.chat_postMessage(channel=\"{l0}\", text=\"deploy finished\")\n```\n"
              "getting not_in_channel even though I invited the bot",
              s=[tok], l=[ch])


@case
def _():
    key = openai_key()
    req = "req_" + rs(HEX, 32)
    return mk("en", "openai-key-in-traceback", "OpenAI project key inside a pasted traceback; request id is a look-alike",
              "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: "
              "{s0}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': "
              "'invalid_request_error', 'code': 'invalid_api_key'}}\nrequest id {l0}\n\nI literally just copied it from the dashboard",
              s=[key], l=[req])


@case
def _():
    key = anthropic_key()
    return mk("en", "anthropic-key-curl", "Anthropic API key in a curl header; the API version date header is a look-alike",
              "curl https://api.anthropic.com/v1/messages ^\n"
              "  -H \"x-api-key: {s0}\" ^\n  -H \"anthropic-version: {l0}\" ^\n  -H \"content-type: application/json\"\n"
              "(windows cmd, hence the ^) it returns 400 invalid_request_error, what's wrong with my body?",
              s=[key], l=["2023-06-01"])


@case
def _():
    key = google_key()
    ga = "G-" + rs(UP + DIG, 10)
    return mk("en", "google-maps-key-js", "Google API key in a script tag; GA4 measurement id is a look-alike",
              "My map shows 'For development purposes only'. index.html has\n"
              "<script src=\"https://maps.googleapis.com/maps/api/js?key={s0}&callback=initMap\" async></script>\n"
              "and analytics with gtag('config', '{l0}'). Billing is enabled I think.",
              s=[key], l=[ga])


@case
def _():
    key = sendgrid_key()
    msgid = rs(B64URL, 22) + ".filterdrecv-" + rs(LO + DIG, 10) + "-" + rs(LO + DIG, 5) + "-1-" + rs(HEXU, 8) + "-1"
    return mk("en", "sendgrid-key-and-message-id", "SendGrid API key; the X-Message-Id of a sent mail is a look-alike",
              "Emails from my Flask app stopped arriving. SENDGRID_API_KEY = '{s0}'. The last successful one had "
              "X-Message-Id {l0}. Activity feed shows nothing after that.",
              s=[key], l=[msgid])


@case
def _():
    tok = rs(HEX, 32)
    sid = "AC" + rs(HEX, 32)
    frm = "+1 %s %s %s" % (pick(["205", "312", "646", "720"]), "555", "01" + rd(2))
    return mk("en", "twilio-auth-token", "Twilio auth token (secret); account SID left neutral; sender number a look-alike",
              "Twilio returns 20003 Authenticate. client = Client('{n0}', '{s0}') and I'm sending from {l0}. "
              "Trial account, verified my own phone.",
              s=[tok], l=[frm], n=[sid])


@case
def _():
    tok = telegram_token()
    chat = "-100" + rd(10, nz=True)
    return mk("en", "telegram-bot-token-chat-id", "Telegram bot token; group chat id and the bot's public username are look-alikes",
              "bot works in DMs but in the group it says chat not found.\n"
              "BOT_TOKEN = \"{s0}\"\nCHAT_ID = {l0}\n"
              "bot (@{l1}) is admin in the group. privacy mode is on, does that matter?",
              s=[tok], l=[chat, pick(["shelf_alerts", "kino_notify", "dacha_watch"]) + "_bot"])


@case
def _():
    wid = rd(19, nz=True)
    wtok = rs(B64URL, 68)
    return mk("en", "discord-webhook-url", "token part of a Discord webhook URL is the secret",
              "Write me a GitHub Action step that posts to our Discord when a release is published. Webhook: "
              "https://discord.com/api/webhooks/{l0}/{s0}\nI know I should use a repo secret, just show me the curl first.",
              s=[wtok], l=[wid])


@case
def _():
    body = ed25519_openssh_body()
    fp = "SHA256:" + b64(rbytes(32)).rstrip("=")
    return mk("en", "openssh-private-key-paste", "body of an OpenSSH private key; the public key fingerprint is a look-alike",
              "Server rejects my key, can you see if the file is corrupted? ~/.ssh/id_ed25519:\n\n"
              "-----BEGIN OPENSSH PRIVATE KEY-----\n{s0}\n-----END OPENSSH PRIVATE KEY-----\n\n"
              "ssh -v says 'Offering public key: ED25519 {l0}' and then 'Authentications that can continue: publickey'.",
              s=[body], l=[fp])


BIP39_SUB = ["abandon", "ability", "absorb", "actress", "aerobic", "agent", "alley", "anchor", "armor", "arrow",
             "auction", "average", "bacon", "balcony", "bamboo", "barrel", "beach", "bench", "blossom", "bracket",
             "brisk", "bubble", "cabin", "canal", "carbon", "casual", "cherry", "cinnamon", "clinic", "coconut",
             "copper", "cradle", "crystal", "dawn", "denial", "dolphin", "donkey", "eagle", "echo", "elbow",
             "empty", "enroll", "fabric", "fiction", "flame", "fossil", "gadget", "galaxy", "garlic", "giraffe",
             "harvest", "hockey", "idle", "inner", "jacket", "jungle", "kettle", "kiwi", "ladder", "lemon",
             "lizard", "lottery", "magnet", "mango", "marble", "motor", "napkin", "noodle", "oasis", "olive",
             "orbit", "paddle", "panda", "pepper", "pilot", "plastic", "pottery", "puzzle", "quantum", "rabbit",
             "radar", "ribbon", "rocket", "saddle", "salmon", "shuffle", "silk", "slogan", "sponsor", "squirrel",
             "tattoo", "thunder", "tomato", "tornado", "trumpet", "tunnel", "umbrella", "vacuum", "velvet", "walnut",
             "wagon", "whale", "window", "wizard", "yellow", "zebra"]


def seed_phrase(k=12):
    return " ".join(R.sample(BIP39_SUB, k))


@case
def _():
    ph = seed_phrase(12)
    addr = "bc1q" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
    txid = rs(HEX, 64)
    return mk("en", "seed-phrase-wallet-restore", "BIP39-style recovery phrase (secret) with the public receive address and a txid",
              "I restored my wallet in Sparrow with my 12 words: {s0}. But the balance shows 0 and my old receive "
              "address {l0} isn't in the list. The deposit tx was {l1}. Wrong derivation path?",
              s=[ph], l=[addr, txid])


@case
def _():
    pk = "0x" + rs(HEX, 64)
    contract = "0x" + rs(HEX, 40)
    return mk("en", "eth-private-key-hardhat", "Ethereum private key in hardhat config; token contract address is public",
              "hardhat deploy to sepolia fails with 'insufficient funds'. networks: { sepolia: { url: RPC_URL, accounts: "
              "['{s0}'] } }. I'm trying to interact with the USDC test contract at {l0}.",
              s=[pk], l=[contract])


@case
def _():
    addr = btc_addr()
    txid = rs(HEX, 64)
    blk = str(R.randint(820000, 870000))
    return mk("en", "btc-address-txid-question", "negative: public Bitcoin address, transaction id and block height",
              "Someone paid me to {l0}, explorer shows tx {l1} confirmed in block {l2}, but my exchange hasn't "
              "credited it. How many confirmations does Kraken need for BTC?",
              l=[addr, txid, blk])


@case
def _():
    seed = rs(B32, 32)
    return mk("en", "totp-seed-otpauth", "TOTP secret inside an otpauth URI the user wants to move",
              "Switching phones. Authy export gave me this line, can I just import it into 2FAS?\n"
              "otpauth://totp/Fastmail:ines.moreau@fastmail.com?secret={s0}&issuer=Fastmail&algorithm=SHA1&digits=6&period=30",
              s=[seed])


@case
def _():
    codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(4)]
    return mk("en", "github-recovery-codes", "four GitHub-style recovery codes pasted for safekeeping",
              "Put these in a nice markdown table for my password manager note, columns # and code:\n"
              "{s0}\n{s1}\n{s2}\n{s3}\nthey're my GitHub recovery codes, I used two already.",
              s=codes)


@case
def _():
    c1, c2, c3 = (rd(4) + " " + rd(4) for _ in range(3))
    return mk("en", "google-backup-codes", "Google-style 8-digit backup codes",
              "my google backup codes that are still unused: {s0}, {s1}, {s2}. how do I generate new ones without "
              "locking myself out?",
              s=[c1, c2, c3])


@case
def _():
    code = rd(6)
    short = rd(5, nz=True)
    return mk("en", "sms-2fa-code-pasted", "one-time login code from an SMS; sender short code is a look-alike",
              "got this text from {l0}: \"Your Coinbase verification code is {s0}. Don't share this code with anyone; "
              "Coinbase employees will never ask for it.\" - is this legit or phishing? I didn't try to log in.",
              s=[code], l=[short])


@case
def _():
    ups = "1Z" + rs(UP + DIG, 6) + pick(["03", "01", "02"]) + rd(8)
    order = "#" + rd(7, nz=True)
    return mk("en", "shipping-sms-negative", "negative: order and UPS tracking numbers from a shipping text",
              "Text said: 'Your order {l0} has shipped! Track: {l1}'. UPS site says label created 4 days ago, no "
              "movement. Should I contact the seller or UPS?",
              l=[order, ups])


@case
def _():
    door = rd(4)
    gate = rd(4) + "#"
    phone = "(503) 555-0" + rd(3)
    return mk("en", "dog-sitter-codes", "front door keypad and side gate codes entrusted to a dog sitter",
              "Write instructions for our dog sitter: front door keypad {s0}, side gate code {s1} (the gate sticks, "
              "lift it). Bella eats at 7am and 6pm, 1 cup. Vet is Rose City Animal Clinic {l0}.",
              s=[door, gate], l=[phone])


@case
def _():
    alarm = rd(4)
    safe = "%02d-%02d-%02d" % (R.randint(0, 99), R.randint(0, 99), R.randint(0, 99))
    model = "SFW" + rd(3) + pick(["GPC", "FTC", "ICB"])
    return mk("en", "alarm-and-safe-codes", "alarm disarm code and safe combination; safe model a look-alike",
              "Making an 'if something happens to me' doc for my sister. Alarm disarm code is {s0}, the fireproof safe "
              "in the closet ({l0}) opens with {s1}. Can you organize this with the insurance info?",
              s=[alarm, safe], l=[model])


@case
def _():
    box = rd(4)
    conf = "HM" + rs(UP + DIG, 8)
    return mk("en", "host-lockbox-guest-message", "key-box code a host entrusts to the user; Airbnb confirmation code is a look-alike",
              "Host sent me this, can you translate it to Portuguese for my mom who is traveling with me: 'Hi! For "
              "reservation {l0}: the key is in the grey lockbox left of the door, code {s0}. Check-in after 3pm.'",
              s=[box], l=[conf])


@case
def _():
    maiden = pick(["Kowalczyk", "Haverford", "Lindqvist", "Abernathy", "Castellano"])
    pet = pick(["Biscuit", "Captain Fuzz", "Pretzel", "Mochi"])
    street = pick(["Larkspur Lane", "Oak Hollow Rd", "Pinecrest Drive"])
    return mk("en", "security-question-answers", "answers to the user's bank security questions",
              "I keep forgetting what I put for my bank's security questions. mother's maiden name: {s0}, first pet: "
              "{s1}, street I grew up on: {s2}. Suggest how to store these so I stop getting locked out.",
              s=[maiden, pet, street])


@case
def _():
    pp = rd(9, nz=True)
    app = "%s%s" % (pick(["ESTA", "AUS-ETA", "NZeTA"])[:2], rd(10))
    flight = pick(["UA", "BA", "DL", "LH"]) + " " + str(R.randint(10, 999))
    return mk("en", "visa-form-passport", "user's passport number; application reference and flight number are look-alikes",
              "Filling the ETA form, which field does the passport number go in? Mine is {s0}, issued 2021. I already "
              "have an application ref {l0} from a half-done attempt. Flying {l1} on the 14th.",
              s=[pp], l=[app, flight])


@case
def _():
    dl = pick(UP) + rd(7)
    plate = rd(1, nz=True) + rs(UP, 3) + rd(3)
    return mk("en", "california-dl-and-plate", "user's driver licence number; licence plate is a look-alike",
              "DMV online form keeps rejecting my licence number {s0}. Is the letter supposed to be lowercase? "
              "Renewing registration for plate {l0} at the same time.",
              s=[dl], l=[plate])


@case
def _():
    member = pick(["XGJ", "W", "YRP"]) + rd(9)
    npi = us_npi()
    claim = rd(4) + rs(UP, 1) + rd(9)
    return mk("en", "insurance-member-id-claim", "health plan member id (secret); doctor's NPI and claim number look-alikes",
              "Appeal letter help: claim {l0} for my MRI was denied as out of network. Member ID {s0}. The radiologist's "
              "NPI is {l1} and the imaging center is definitely on the plan's website.",
              s=[member], l=[claim, npi])


@case
def _():
    nino = pick(["AB", "JK", "PR", "SN", "WT", "CE"]) + " %s %s %s " % (rd(2), rd(2), rd(2)) + pick("ABCD")
    acct = rd(8)
    sort = "%s-%s-%s" % (rd(2), rd(2), rd(2))
    return mk("en", "uk-nino-and-bank", "UK National Insurance number and account number (secret); sort code public",
              "HMRC letter asks me to confirm details for my tax rebate. NI number {s0}, Monzo account {s1}, sort "
              "code {l0}. Is this a real HMRC form or a scam? It came by post.",
              s=[nino, acct], l=[sort])


@case
def _():
    sin = ca_sin()
    bn = rd(9, nz=True) + "RP0001"
    return mk("en", "canada-sin-employer-bn", "Canadian SIN (secret) and the employer's CRA business number",
              "T4 looks wrong - my SIN {s0} is printed right but the employer account number {l0} doesn't match what my "
              "boss gave me. Which box shows the pension adjustment?",
              s=["%s %s %s" % (sin[:3], sin[3:6], sin[6:])], l=[bn])


@case
def _():
    tfn = au_tfn()
    bsb = "%s-%s" % (pick(["062", "063", "082", "033", "012"]), rd(3))
    acct = rd(8, nz=True)
    return mk("en", "au-tfn-super-bsb", "Australian TFN and account number (secret); BSB is public",
              "Onboarding form for my casual job asks for TFN, super and bank. TFN {s0}, bank BSB {l0} account {s1}. "
              "Do I tick the tax-free threshold box if I also have a second job?",
              s=["%s %s %s" % (tfn[:3], tfn[3:6], tfn[6:]), acct], l=[bsb])


@case
def _():
    aad = in_aadhaar()
    pan = in_pan()
    ifsc = pick(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK"]) + "0" + rd(6)
    gst = in_gstin(pick(["27", "29", "07", "33"]))
    return mk("en", "india-aadhaar-pan-ifsc", "Aadhaar and PAN (secret); IFSC and a shop's GSTIN are public",
              "For the home loan KYC I have to email: Aadhaar {s0}, PAN {s1}, salary account IFSC {l0}. Also the "
              "builder's GSTIN on the invoice is {l1}, should that match anything?",
              s=[grp(aad), pan], l=[ifsc, gst])


@case
def _():
    code = rs(UP, 3) + rs(UP + DIG, 7)
    till = rd(6, nz=True)
    return mk("en", "mpesa-confirmation-sms", "M-Pesa transaction code counts as secret; till number and amount are look-alikes",
              "Shop says they didn't get my payment but I have this SMS: \"{s0} Confirmed. Ksh2,350.00 paid to "
              "NAIVAS WESTGATE. on 3/6/25 at 6:41 PM. New M-PESA balance is Ksh1,108.50.\" Till number was {l0}. "
              "How do I reverse or prove it?",
              s=[code], l=[till])


@case
def _():
    ref = rd(13, nz=True)
    mobile = "0917 %s %s" % (rd(3), rd(4))
    return mk("en", "gcash-receipt-ref", "negative: receipt Ref No. of a GCash payment and the merchant's mobile number",
              "Paid my tuition installment through GCash. Receipt says Sent via GCash, Amount 4,500.00, Ref No. {l0}. "
              "The school's number is {l1}. How long before they can see it?",
              l=[ref, mobile])


@case
def _():
    tok = jwt({"sub": rd(6, nz=True), "sid": uuid4(), "role": "member", "iat": 1748000000 + R.randint(0, 9999999),
               "exp": 1749000000 + R.randint(0, 9999999)})
    uid = "usr_" + rs(LO + DIG, 16)
    return mk("en", "jwt-session-cookie-devtools", "user's live session JWT copied from DevTools; the account's public user id is a look-alike",
              "In DevTools > Application > Cookies I see access_token = {s0} for app.tallyboard.io. Can you decode it "
              "and tell me when it expires? My profile URL shows user id {l0}, is that inside the token too? I want to "
              "know why I get logged out every hour.",
              s=[tok], l=[uid])


@case
def _():
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    return mk("en", "jwt-io-example-token", "negative: the jwt.io sample token and its documented secret",
              "The jwt.io homepage token {l0} - what's the signing secret for that one? I think it's {l1} but my "
              "verification fails in PyJWT.",
              l=[ex, "your-256-bit-secret"])


@case
def _():
    sid = rs(LO + DIG, 32)
    csrf = rs(ALNUM, 64)
    return mk("en", "curl-cookie-sessionid", "Django sessionid cookie in a copied curl command (csrftoken left neutral)",
              "copied as cURL from Chrome, works in the browser but the script gets 403:\n"
              "curl 'https://portal.greenfieldhoa.org/api/payments/{l0}/' -H 'cookie: csrftoken={n0}; sessionid={s0}' "
              "-H 'x-csrftoken: {n0}'",
              s=[sid], l=["pmt_" + rs(LO + DIG, 14)], n=[csrf])


@case
def _():
    tok = "npm_" + rs(ALNUM, 36)
    integ = "sha512-" + b64(rbytes(64))
    return mk("en", "npmrc-token-and-integrity", "npm automation token in .npmrc; a lockfile integrity hash is a look-alike",
              "npm publish gives E404 for my scoped package. ~/.npmrc:\n"
              "//registry.npmjs.org/:_authToken={s0}\n@lumenkit:registry=https://registry.npmjs.org/\n"
              "package-lock has \"integrity\": \"{l0}\" for the old version, does that matter?",
              s=[tok], l=[integ])


@case
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 150)
    ver = "%d.%d.%d" % (R.randint(0, 3), R.randint(0, 20), R.randint(0, 9))
    return mk("en", "pypi-token-twine", "PyPI API token in a twine command; package version a look-alike",
              "twine upload dist/* -u __token__ -p {s0}\nHTTPError: 400 Bad Request - File already exists. "
              "I bumped to {l0} in pyproject though. do I need to clean dist/?",
              s=[tok], l=[ver])


@case
def _():
    pw = strong_pw(20)
    dig = "sha256:" + sha256hex()
    return mk("en", "docker-login-and-digest", "registry password on a docker login line; image digest is a look-alike",
              "CI log:\n+ echo '{s0}' | docker login ghcr.io -u buildbot --password-stdin\nLogin Succeeded\n"
              "+ docker pull ghcr.io/acme/api@{l0}\nError: manifest unknown\nwhy manifest unknown if login worked?",
              s=[pw], l=[dig])


@case
def _():
    pw = strong_pw(16)
    enc = b64(pw.encode())
    tag = "%d.%d-alpine" % (R.randint(13, 17), R.randint(0, 6))
    return mk("en", "k8s-secret-base64", "base64 of the user's DB password in a Kubernetes Secret (secret); image tag a look-alike",
              "apiVersion: v1\nkind: Secret\nmetadata:\n  name: pg-credentials\ntype: Opaque\ndata:\n  username: cG9zdGdyZXM=\n"
              "  password: {s0}\n\nThe postgres:{l0} pod says password authentication failed. Did I base64 it wrong? "
              "The plain password is {s1}.",
              s=[enc, pw], l=[tag])


@case
def _():
    dig = "sha256:" + sha256hex()
    uid = uuid4()
    return mk("en", "k8s-manifest-negative", "negative: image digest, a UID and a config value in a manifest",
              "kubectl describe pod shows Image ID: docker.io/library/nginx@{l0} and the ConfigMap with uid {l1} "
              "sets WORKER_CONNECTIONS=4096. Why does the pod restart every ~10 minutes with exit code 137?",
              l=[dig, uid])


@case
def _():
    key = b64(rbytes(64))
    acct = "st" + rs(LO + DIG, 12)
    return mk("en", "azure-storage-connection-string", "AccountKey value of an Azure Storage connection string",
              "Azure Functions local run: 'Server failed to authenticate the request'. local.settings.json has\n"
              "\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={n0};AccountKey={s0};EndpointSuffix=core.windows.net\"\n"
              "Invocation id from the failing run: {l0}",
              s=[key], l=[uuid4()], n=[acct])


@case
def _():
    tok = "glpat-" + rs(B64URL, 20)
    pipe = str(R.randint(1100000000, 1500000000))
    job = str(R.randint(6000000000, 8000000000))
    return mk("en", "gitlab-pat-ci", "GitLab personal access token; pipeline and job ids are look-alikes",
              "Pipeline #{l0} fails at job {l1} when cloning a private dependency. In .gitlab-ci.yml I do\n"
              "  - git clone https://oauth2:{s0}@gitlab.com/acme/shared-lib.git\nWould a CI_JOB_TOKEN be better?",
              s=[tok], l=[pipe, job])


@case
def _():
    reqs = [uuid4(), rs(HEX, 32)]
    trace = "00-" + rs(HEX, 32) + "-" + rs(HEX, 16) + "-01"
    return mk("en", "http-log-request-ids", "negative: request id, span id and W3C traceparent from a log",
              "Slow request, from our logs:\n[2025-03-02T11:04:55Z] POST /v2/checkout 504 30012ms request_id={l0} "
              "span={l1} traceparent={l2}\nwhich service should I look at first?",
              l=[reqs[0], reqs[1], trace])


@case
def _():
    pw = human_pw()
    m = mac()
    return mk("en", "wifi-qr-string", "Wi-Fi password inside a WIFI: QR payload; access point MAC a look-alike",
              "Generate a QR code for my café guests from this string: WIFI:T:WPA;S:Bean There Guest;P:{s0};; "
              "The access point's MAC is {l0} if you need it for the caption (you probably don't).",
              s=[pw], l=[m])


@case
def _():
    pin = rd(4)
    return mk("en", "multi-pin-next-message", "multi-message: card PIN announced then given in the next message",
              "I need to remember my new debit card PIN, can you make up a mnemonic for it? I'll send it next.\n---\n"
              "{s0}",
              s=[pin])


@case
def _():
    key = openai_key()
    half = len(key) // 2
    return mk("en", "multi-key-in-two-halves", "multi-message: an API key pasted in two halves",
              "my clipboard manager cuts long strings, sending the key in two parts, please join them and put it in "
              "a .env line OPENAI_API_KEY=...\npart 1: {s0}\n---\npart 2: {s1}",
              s=[key[:half], key[half:]])


@case
def _():
    c1, c2 = rd(6), rd(6)
    return mk("en", "multi-sms-code-resent", "multi-message: a login code, then a resent code",
              "Chase texted {s0} but the page says it expired\n---\nok it sent a new one {s1}, still says invalid. "
              "Am I being locked out?",
              s=[c1, c2])


@case
def _():
    w = pick(EN_WORDS)
    a = cap(w) + rd(2) + "!" + rs(UP, 1)
    b = a[:-1] + pick([c for c in UP if c != a[-1]])
    return mk("en", "multi-password-correction", "multi-message: password given, then corrected (both count)",
              "Write a note for my elderly mom's iPad login for the library app. Username: mbarrow53, password {s0}\n---\n"
              "sorry, typo, the last letter is different: {s1}",
              s=[a, b])


@case
def _():
    order = "%d-%s-%s" % (R.randint(111, 114), rd(7), rd(7))
    tba = "TBA" + rd(12)
    return mk("en", "multi-order-followup", "negative multi-message: Amazon order number then the carrier tracking id",
              "Where's my package? Order {l0}\n---\nthe tracking in the app is {l1}, it has said 'arriving late' "
              "for three days",
              l=[order, tba])


@case
def _():
    pw = cap(pick(EN_WORDS)) + rd(3)
    spelled = "-".join(pw)
    return mk("en", "spelled-out-password", "password spelled letter by letter for a relative",
              "I'm reading my Netflix password to my grandpa over the phone and he keeps getting it wrong. It's "
              "{s0} (capital first letter). Can you write it out with phonetic words (like Alpha, Bravo) for him?",
              s=[spelled])


@case
def _():
    p1, p2, p3 = human_pw(), strong_pw(14), human_pw()
    return mk("en", "accounts-markdown-table", "three of the user's passwords in a markdown table",
              "Sort this by service name and add a 'last changed' column:\n\n"
              "| service | login | password |\n|---|---|---|\n| Spotify | leo.brandt@gmail.com | {s0} |\n"
              "| Comcast | leobrandt | {s1} |\n| Amazon | leo.brandt@gmail.com | {s2} |",
              s=[p1, p2, p3])


@case
def _():
    old, new = human_pw(), human_pw()
    return mk("en", "changed-password-old-new", "old and new password of the user's e-mail account",
              "I changed my Outlook password from {s0} to {s1} this morning and now the Mail app on my Mac keeps "
              "asking again and again. How do I make it take the new one?",
              s=[old, new])


@case
def _():
    return mk("en", "password-strength-examples", "negative: textbook weak passwords discussed as examples",
              "For a security awareness slide: why are {l0} and {l1} bad even though they have numbers and symbols? "
              "And is {l2} still the most common password?",
              l=["P@ssw0rd", "Password1!", "123456"])


@case
def _():
    return mk("en", "xkcd-passphrase", "negative: the xkcd 936 example passwords",
              "Explain the xkcd comic where {l0} is compared to {l1}. Is the entropy math still valid now that "
              "attackers use wordlists?",
              l=["Tr0ub4dor&3", "correct horse battery staple"])


@case
def _():
    sha = sha1hex()
    u1 = uuid4()
    ver = "v%d.%d.%d" % (R.randint(1, 4), R.randint(0, 30), R.randint(0, 12))
    return mk("en", "bug-report-ids", "negative: commit hash, UUID and version in a bug report",
              "Draft an issue for me: since {l0} (commit {l1}) exporting a board with id {l2} crashes with "
              "'TypeError: cannot read properties of undefined'. Works on the previous release.",
              l=[ver, sha, u1])


@case
def _():
    h = sha256hex()
    ver = "%d.04.%d" % (R.choice([22, 24]), R.randint(1, 4))
    return mk("en", "iso-checksum-verify", "negative: SHA-256 checksum and version of a download",
              "Downloaded ubuntu-{l0}-desktop-amd64.iso and sha256sum gives {l1}. How do I compare it against "
              "SHA256SUMS and check the gpg signature on Windows?",
              l=[ver, h])


@case
def _():
    ib = iban("GB", pick(["BARC", "NWBK", "LOYD", "HBUK"]) + rd(6) + rd(8))
    inv = "INV-" + rd(6)
    vat = "GB" + rd(9)
    return mk("en", "supplier-invoice-negative", "negative: a supplier's IBAN, VAT number and invoice number for a payment",
              "Our supplier's invoice {l0} says pay to IBAN {l1}, VAT reg {l2}, 30 days net. Write a polite email "
              "asking if we can pay in two installments.",
              l=[inv, grp(ib), vat])


@case
def _():
    ib = iban("IE", pick(["AIBK", "BOFI"]) + rd(6) + rd(8))
    chy = "CHY " + rd(5)
    return mk("en", "charity-donation-iban", "negative: a charity's IBAN and registration number with a donation reference",
              "I want to set up a monthly €25 standing order to the Dublin Simon Community. Their site lists IBAN "
              "{l0}, BIC AIBKIE2D, charity no. {l1}, reference GIFTAID. Which field does the reference go in on Revolut?",
              l=[ib, chy])


@case
def _():
    own = de_iban()
    mgmt = de_iban()
    return mk("en", "rent-own-and-agency-iban", "the user's own IBAN (secret) and the letting agency's IBAN (public) in one message",
              "My landlord's agency wants the deposit returned to my account but their form is in German. My IBAN is "
              "{s0}. They paid from their account {l0}. Can you help me fill in 'Kontoinhaber' and 'Verwendungszweck'?",
              s=[grp(own)], l=[grp(mgmt)])


@case
def _():
    u = usps()
    d = dhl_express()
    return mk("en", "tracking-multiple-carriers", "negative: USPS and DHL Express tracking numbers",
              "Make a little table of my packages: USPS {l0} (shoes), DHL {l1} (camera lens from Japan). "
              "Which one might get stuck in customs?",
              l=[grp(u), d])


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = pick(["016", "001", "125", "220"]) + rd(10)
    fl = pick(["UA", "AA", "BA", "LH"]) + rd(3, nz=True)
    return mk("en", "flight-booking-ids", "negative: airline booking code, e-ticket number, flight number",
              "My flight {l0} was cancelled. Confirmation code {l1}, e-ticket {l2}. Am I entitled to compensation "
              "under EU261 if it departs from Frankfurt?",
              l=[fl, pnr, tkt])


@case
def _():
    sn = rs(UP + DIG, 12)
    im = imei()
    return mk("en", "warranty-serial-imei", "negative: device serial number and IMEI for a warranty claim",
              "Warranty claim form asks for serial and IMEI. Serial {l0}, IMEI {l1}, model Pixel 8, bought 14 months "
              "ago. Is the 2 year EU warranty relevant if I bought it in Spain?",
              l=[sn, im])


@case
def _():
    im = imei()
    pin = rd(6)
    return mk("en", "stolen-phone-imei-unlock-pin", "phone unlock PIN (secret) beside the IMEI for the police report",
              "My phone was stolen on the train. The police report needs the IMEI, it's {l0}. The thief can't get in "
              "without my PIN ({s0}) right? Should I still wipe it remotely?",
              s=[pin], l=[im])


@case
def _():
    return mk("en", "placeholders-in-config", "negative: placeholder values in a config template",
              "Is this a good template for the README?\n\nAPI_KEY=your_api_key_here\nAPI_SECRET=<your-secret>\n"
              "WEBHOOK_TOKEN=xxxxxxxxxxxxxxxxxxxx\n\nI'm listing {l0}, {l1} and {l2} so people know to replace them.",
              l=["your_api_key_here", "<your-secret>", "xxxxxxxxxxxxxxxxxxxx"])


@case
def _():
    l4 = rd(4)
    a4 = rd(4)
    return mk("en", "masked-card-and-account", "negative: masked card and account numbers from statements",
              "Two charges I don't recognise on card {l0}, both $19.99 from 'PAYPAL *DIGITALSVC'. The refund should "
              "go to checking {l1}. What do I say when I call?",
              l=["**** **** **** " + l4, "••••" + a4])


@case
def _():
    ak, sk = aws_akid(), aws_secret()
    sha = sha1hex()
    return mk("en", "revoked-leaked-aws-key", "a leaked AWS key the user says is revoked is still a secret; commit hash look-alike",
              "I accidentally pushed keys in commit {l0}. I already deactivated them in IAM: {s0} / {s1}. Do I still "
              "need to rewrite git history or is deactivating enough?",
              s=[ak, sk], l=[sha])


@case
def _():
    ib1 = iban("DE", "37040044" + rd(10))
    aba = us_aba()
    acct = rd(10, nz=True)
    return mk("en", "vendor-wire-instructions", "negative: a vendor's wire instructions (their account, ABA and SWIFT)",
              "Vendor sent wire instructions for the deposit: Beneficiary Northwind Fixtures Inc, account {l0}, ABA "
              "{l1}, SWIFT {l2}. For EUR they gave {l3}. Does anything look like a BEC scam red flag?",
              l=[acct, aba, "BOFAUS3N", grp(ib1)])


@case
def _():
    body = ec_pem_body()
    return mk("en", "ec-private-key-pem", "PEM body of an EC private key",
              "nginx won't start: 'PEM_read_bio_PrivateKey() failed'. my key file:\n-----BEGIN EC PRIVATE KEY-----\n"
              "{s0}\n-----END EC PRIVATE KEY-----\nis the header wrong for an ECDSA cert? openssl x509 -noout -serial on "
              "the cert prints serial={l0}",
              s=[body], l=[rs(HEXU, 32)])


@case
def _():
    admin = strong_pw(12)
    wifi = passphrase(EN_WORDS, 3, "-")
    fw = "%d.%d.%d Build 202%d%02d%02d" % (R.randint(1, 3), R.randint(0, 9), R.randint(0, 20), R.randint(3, 5), R.randint(1, 12), R.randint(1, 28))
    return mk("en", "router-admin-and-wifi", "router admin password and Wi-Fi passphrase; gateway IP and firmware version look-alikes",
              "Setting up a mesh. Main router at {l0}, admin login admin / {s0}, firmware {l1}. The Wi-Fi "
              "passphrase is {s1}. Should the satellite nodes use the same SSID?",
              s=[admin, wifi], l=["192.168.0.1", fw])


@case
def _():
    code = rd(5)
    sn = rs(UP, 2) + rd(8)
    return mk("en", "garage-keypad-code", "garage keypad code; opener serial a look-alike",
              "The LiftMaster keypad stopped working after the battery change. The code was {s0}. Opener serial "
              "{l0}. How do I reprogram it without the learn button being reachable?",
              s=[code], l=[sn])


@case
def _():
    return mk("en", "docker-compose-placeholders", "negative: variable references and a placeholder instead of values",
              "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n"
              "      POSTGRES_USER: app\n  api:\n    environment:\n      JWT_SECRET: {l0}\n\n"
              "will compose complain if {l1} isn't set in my .env?",
              l=["changeme", "POSTGRES_PASSWORD"])


@case
def _():
    tmp = rs("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", 4) + "-" + rs("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", 4) + "!" + rd(2)
    inc = "INC" + rd(7)
    return mk("en", "it-temp-password-email", "temporary password in a pasted IT e-mail; ticket number a look-alike",
              "Got this from IT, what do I do first?\n\n> Ticket {l0} - Your account has been unlocked.\n> Temporary "
              "password: {s0}\n> You will be asked to change it at first sign-in. Do not share this password.",
              s=[tmp], l=[inc])


@case
def _():
    claim = rs(UP + DIG, 4) + "-" + rs(UP + DIG, 6) + "-" + rs(UP + DIG, 4)
    order = "%d-%s-%s" % (R.randint(111, 114), rd(7), rd(7))
    return mk("en", "gift-card-claim-code", "unredeemed gift card claim code; order number a look-alike",
              "My niece's birthday e-gift card never arrived by email, the sender forwarded me the code: {s0}. "
              "It's from order {l0}. Can I redeem it on her account from my laptop?",
              s=[claim], l=[order])


@case
def _():
    asp = "-".join(rs(LO, 4) for _ in range(4))
    return mk("en", "apple-app-specific-password", "Apple app-specific password for a mail client",
              "Thunderbird won't take my iCloud mail. I generated an app-specific password {s0} and used "
              "imap.mail.me.com port 993 SSL. Still 'authentication failed'. Apple support opened case {l0} but "
              "nobody called back.",
              s=[asp], l=[rd(11, nz=True)])


@case
def _():
    priv = b64(rbytes(32))
    pub = b64(rbytes(32))
    ep = "%d.%d.%d.%d:51820" % (R.randint(80, 200), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    return mk("en", "wireguard-config", "WireGuard interface PrivateKey (secret); peer PublicKey and endpoint are look-alikes",
              "Handshake never completes:\n[Interface]\nPrivateKey = {s0}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n"
              "[Peer]\nPublicKey = {l0}\nEndpoint = {l1}\nAllowedIPs = 0.0.0.0/0\nPersistentKeepalive = 25",
              s=[priv], l=[pub, ep])


# ================================================================ German
@case
def _():
    sid = de_steuer_id()
    ib = de_iban()
    stnr = "%d/%03d/%05d" % (R.randint(111, 299), R.randint(100, 999), R.randint(10000, 99999))
    return mk("de", "steuer-id-iban-arbeitgeber", "Steuer-ID und eigene IBAN (geheim); Steuernummer des Arbeitgebers und BIC öffentlich",
              "Kannst du mir beim Antrag auf Arbeitnehmer-Sparzulage helfen? Meine Steuer-ID ist {s0}, die IBAN für die "
              "Auszahlung {s1}. Auf der Bescheinigung vom Arbeitgeber steht noch die Steuernummer {l0} und BIC {l1} – "
              "muss ich die irgendwo eintragen?",
              s=[sid, grp(ib)], l=[stnr, pick(["COBADEFFXXX", "DEUTDEDBKOE", "GENODED1VBK", "BYLADEM1001"])])


@case
def _():
    kv = de_kvnr()
    ik = "10" + rd(7)
    az = "%s-%s/%d" % (rs(UP, 2), rd(5), R.randint(2024, 2025))
    return mk("de", "krankenversichertennummer", "Krankenversichertennummer (geheim); IK der Kasse und Aktenzeichen sind Look-alikes",
              "Die Krankenkasse will für den Antrag auf Haushaltshilfe meine Versichertennummer, die ist {s0}. "
              "Im Brief steht oben das Institutionskennzeichen {l0} und Aktenzeichen {l1}. Schreib mir bitte ein kurzes "
              "Anschreiben dazu.",
              s=[kv], l=[ik, az])


@case
def _():
    shop = de_iban()
    ust = de_ustid()
    re_nr = "RE-%d-%s" % (R.randint(2024, 2025), rd(5))
    kd = rd(8, nz=True)
    return mk("de", "shop-rechnung-negativ", "negativ: IBAN, USt-IdNr., Rechnungs- und Kundennummer eines Onlineshops",
              "Auf der Rechnung {l0} von dem Möbelshop steht: Zahlung an IBAN {l1}, USt-IdNr. {l2}, Verwendungszweck "
              "Kundennummer {l3}. Die wollen Vorkasse – ist der Shop seriös, wenn die USt-IdNr. stimmt?",
              l=[re_nr, grp(shop), ust, kd])


@case
def _():
    key = rd(20)
    web = pick(["bruder", "sommer", "katze", "ostsee"]) + rd(4)
    model = "FRITZ!Box " + pick(["7590 AX", "7530", "6660 Cable", "7490"])
    os_ = "FRITZ!OS %d.%02d" % (R.randint(7, 8), R.randint(10, 60))
    return mk("de", "fritzbox-wlan-schluessel", "WLAN-Netzwerkschlüssel und Kennwort der Box; Modell und Firmware sind Look-alikes",
              "Meine {l0} ({l1}) verbindet den neuen Repeater nicht. WLAN-Netzwerkschlüssel von der Rückseite: "
              "{s0}, Kennwort für fritz.box: {s1}. Muss ich WPS nehmen oder geht das auch manuell?",
              s=[grp(key), web], l=[model, os_])


@case
def _():
    al = "CFGHJKLMNPRTVWXYZ0123456789"
    nr = pick("LMNPRTVWXYZCFGHJK") + rs(al, 8)
    dhl = "00340434" + rd(12)
    return mk("de", "multi-ausweisnummer-dhl", "mehrteilig: Ausweisnummer angekündigt und nachgereicht; DHL-Sendungsnummer ist Look-alike",
              "Für die Postident-Rückfrage brauchen die meine Ausweisnummer, Moment, ich such den Ausweis.\n---\n"
              "So, die Nummer ist {s0}. Und die Sendungsnummer von DHL lautet {l0}. Formulier mir bitte eine kurze Mail.",
              s=[nr], l=[dhl])


# ================================================================ French
@case
def _():
    nir = fr_nir_fmt()
    dossier = "%s%s" % (rs(UP, 2), rd(9))
    return mk("fr", "numero-secu-mutuelle", "numéro de sécurité sociale (secret) ; numéro de dossier de la mutuelle (look-alike)",
              "Je dois remplir le formulaire de la mutuelle et mon numéro de sécu c'est {s0}. Le numéro de dossier qu'ils "
              "m'ont donné au téléphone : {l0}. C'est quoi la différence avec le numéro d'adhérent ?",
              s=[nir], l=[dossier])


@case
def _():
    ib = fr_iban()
    bic = pick(["BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP", "AGRIFRPP882", "PSSTFRPPPAR"])
    return mk("fr", "rib-remboursement-caution", "IBAN de l'utilisateur (secret) ; BIC de la banque public",
              "Tu peux me rédiger un mail à l'agence pour qu'ils me rendent la caution ? Voici mon RIB : IBAN {s0}, "
              "BIC {l0}. L'état des lieux de sortie a été fait le 28 février sans réserves.",
              s=[grp(ib)], l=[bic])


@case
def _():
    siren = fr_siren()
    siret = luhn_make(siren + rd(4))
    tva = fr_tva(siren)
    fac = "F%d-%s" % (R.randint(2024, 2025), rd(4))
    return mk("fr", "facture-artisan-negatif", "négatif : SIRET, TVA intracommunautaire et numéro de facture d'un artisan",
              "La facture du plombier indique SIRET {l0}, TVA intracommunautaire {l1}, facture n° {l2}. C'est normal "
              "qu'il applique 20 % de TVA pour des travaux dans un appartement de plus de deux ans ?",
              l=["%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:]), tva, fac])


@case
def _():
    dg = pick(UP[:6]) + rd(4)
    portail = rd(4)
    return mk("fr", "digicode-portail-garde", "digicode et code du portail confiés à la sœur qui garde l'appartement",
              "Ma sœur garde l'appart pendant les vacances. Tu peux me faire un petit mot sympa avec : digicode de la "
              "porte d'entrée {s0}, interphone au nom de Marchetti, code du portail du parking {s1}, et les poubelles "
              "jaunes sortent le mardi soir ?",
              s=[dg, portail])


@case
def _():
    k1 = rs(ALNUM, 20)
    k2 = k1[:7] + rs(ALNUM, 3) + k1[10:]
    ssid = rs(HEXU, 4)
    return mk("fr", "multi-livebox-correction", "multi-messages : clé Wi-Fi donnée puis corrigée (les deux comptent)",
              "La clé wifi de la Livebox c'est {s0}, tu peux me l'écrire en gros pour l'imprimer ?\n---\n"
              "Ah non pardon, je me suis trompé en recopiant, c'est {s1}. Le réseau s'appelle Livebox-{n0}.",
              s=[k1, k2], n=[ssid])


# ================================================================ Spanish
@case
def _():
    dni = es_dni()
    bank = pick(["2100", "0049", "0182", "2038", "0081", "1465"])
    br = rd(4)
    acct = rd(10)
    ib = iban("ES", bank + br + es_ccc(bank, br, acct) + acct)
    return mk("es", "dni-iban-gimnasio", "DNI e IBAN propios para una domiciliación",
              "Para la domiciliación del gimnasio me piden DNI e IBAN. DNI {s0}, IBAN {s1}, y el BIC del banco, que creo "
              "que es {l0}. ¿Me redactas un correo corto pidiendo que el cobro sea a principios de mes?",
              s=[dni, grp(ib)], l=[pick(["CAIXESBBXXX", "BSCHESMMXXX", "BBVAESMMXXX", "BSABESBBXXX"])])


@case
def _():
    loc = rs(UP + DIG, 6)
    cif = es_cif()
    fac = "FV%d/%s" % (R.randint(24, 25), rd(6))
    return mk("es", "agencia-localizador-negativo", "negativo: localizador de reserva, CIF de la agencia y número de factura",
              "La agencia me ha mandado esto: localizador {l0}, CIF de la agencia {l1}, factura {l2}. El hotel dice que "
              "no tiene ninguna reserva a mi nombre. ¿Qué reclamo primero?",
              l=[loc, cif, fac])


@case
def _():
    ap, am, nom = pick(["GARCIA", "HERNANDEZ", "MARTINEZ", "LOPEZ"]), pick(["RUIZ", "SOTO", "VEGA", "LUNA"]), pick(["MARIA", "JOSE", "ALEJANDRA", "LUIS"])
    y, m, d = bdate(1975, 2000)
    fecha = "%02d%02d%02d" % (y % 100, m, d)
    inner = [c for c in ap[1:] if c in "AEIOU"][0]
    base4 = ap[0] + inner + am[0] + nom[0]
    rfc = base4 + fecha + rs(UP + DIG, 3)
    cons = lambda s: [c for c in s[1:] if c not in "AEIOU"][0]
    curp = base4 + fecha + pick("HM") + pick(["DF", "JC", "NL", "PL", "MC"]) + cons(ap) + cons(am) + cons(nom) + ("0" if y < 2000 else "A") + rd(1)
    folio = rd(4) + "-" + rs(UP, 2) + "-" + rd(6)
    return mk("es", "mx-rfc-curp-sat", "RFC y CURP propios (México); folio del trámite es un look-alike",
              "¿Me ayudas a llenar el formato del SAT para la devolución? Mi RFC es {s0} y mi CURP {s1}. El folio del "
              "trámite que me dieron es {l0}, ¿eso va en la parte de 'número de operación'?",
              s=[rfc, curp], l=[folio])


@case
def _():
    cbu = ar_cbu()
    alias = ".".join(R.sample(["mate", "perro", "lluvia", "cancha", "sol", "rio", "tango", "nube"], 3))
    cuit = ar_cuit("30")
    return mk("es", "ar-cbu-alquiler", "CBU propio (Argentina); CUIT de la inmobiliaria público; alias neutral",
              "Che, armame un mensaje para la inmobiliaria para que me devuelvan el depósito: mi CBU es {s0}, alias "
              "{n0}. La inmobiliaria figura con CUIT {l0} en el contrato.",
              s=[cbu], l=[cuit], n=[alias])


@case
def _():
    code = rd(6)
    tel = "+34 6%s %s %s" % (rd(2), rd(3), rd(3))
    return mk("es", "bizum-codigo-wallapop", "código de verificación de un SMS que un supuesto comprador pide",
              "Me ha llegado este SMS: 'Tu código de verificación es {s0}. No lo compartas con nadie.' y el 'comprador' "
              "de Wallapop ({l0}) me lo pide por WhatsApp para 'enviarme el dinero por Bizum'. ¿Es una estafa?",
              s=[code], l=[tel])


# ================================================================ Portuguese
@case
def _():
    cpf = br_cpf()
    pw = human_pw(["flamengo", "paçoca", "saudade", "jabuti", "goiaba", "caju"])
    cnpj = br_cnpj()
    return mk("pt", "br-cpf-senha-nota", "CPF e senha do cadastro (segredos); CNPJ da loja público",
              "Preciso pedir a nota fiscal da loja (CNPJ {l0}) e o site pede meu CPF {s0} e uma senha de cadastro. "
              "Usei {s1}, é fraca demais?",
              s=[cpf, pw], l=[cnpj])


@case
def _():
    nif = pt_nif()
    niss = "1" + rd(10)
    ent = rd(5, nz=True)
    ref = "%s %s %s" % (rd(3), rd(3), rd(3))
    return mk("pt", "pt-nif-niss-multibanco", "NIF e NISS pessoais (segredos); entidade e referência Multibanco são look-alikes",
              "Vou pagar o IMI por referência Multibanco: Entidade {l0}, Referência {l1}, Montante 187,40 €. Já agora, "
              "no formulário da Segurança Social pedem NIF e NISS: o meu NIF é {s0} e o NISS {s1}. Onde ponho cada um?",
              s=[nif, niss], l=[ent, ref])


@case
def _():
    blocks = [rd(5) + "." + rd(5), rd(5) + "." + rd(6), rd(5) + "." + rd(6), rd(1), rd(14)]
    linha = " ".join(blocks)
    rastreio = s10(pick(["QB", "OJ", "LB", "NX"]), "BR")
    return mk("pt", "br-boleto-rastreio-negativo", "negativo: linha digitável de boleto e código de rastreio dos Correios",
              "Recebi um boleto por e-mail com a linha digitável {l0} e junto veio um código de rastreio {l1}. Como sei "
              "se esse boleto é golpe antes de pagar?",
              l=[linha, rastreio])


@case
def _():
    wifi = human_pw(["flamengo", "pitanga", "jabuti", "goiaba", "caju", "tapioca"])
    port = rd(6)
    return mk("pt", "br-wifi-portao-diarista", "senha do Wi-Fi e código do portão confiados à diarista",
              "Vou deixar a chave com a diarista amanhã. Escreve um bilhete educado: senha do Wi-Fi {s0}, código do "
              "portão da garagem {s1}, interfone do apartamento {n0}, e que ela pode usar o micro-ondas.",
              s=[wifi, port], n=[str(R.randint(101, 1204))])


# ================================================================ Italian
@case
def _():
    cf = it_cf(pick(["Esposito", "Bianchi", "Romano", "Colombo", "Ricci"]), pick(["Giulia", "Marco", "Francesca", "Luca"]))
    ib = iban("IT", pick(UP) + pick(["03069", "02008", "05034", "01030", "03062"]) + rd(5) + rd(12))
    return mk("it", "cf-iban-stipendio", "codice fiscale e IBAN propri per l'accredito dello stipendio",
              "L'ufficio del personale vuole codice fiscale e IBAN per l'accredito dello stipendio: CF {s0}, IBAN {s1} "
              "(BIC {l0}, se serve). Mi scrivi una mail formale ma breve?",
              s=[cf, grp(ib)], l=[pick(["BCITITMM", "UNCRITMM", "BPMOIT22XXX", "PASCITMM"])])


@case
def _():
    piva = luhn_make(rd(7, nz=True) + "%03d" % R.randint(1, 100))
    fatt = "%d/%d" % (R.randint(1, 999), R.randint(2024, 2025))
    sdi = rs(UP + DIG, 7)
    return mk("it", "fattura-fornitore-negativo", "negativo: partita IVA del fornitore, numero fattura, codice destinatario SDI",
              "Ho ricevuto la fattura n. {l0} da un fornitore con Partita IVA {l1} e codice destinatario {l2}. Entro "
              "quando devo registrarla se sono in regime forfettario?",
              l=[fatt, piva, sdi])


@case
def _():
    otp = rd(6)
    prot = "INPS.%s.%s.%s" % (rd(4), rd(2), rd(7))
    return mk("it", "spid-otp-inps", "codice OTP per l'accesso SPID; protocollo INPS è un look-alike",
              "Mi è arrivato l'SMS con il codice OTP {s0} per entrare con SPID, ma il sito dell'INPS dice 'sessione "
              "scaduta'. La domanda ha già il protocollo {l0}. Posso riusare lo stesso codice?",
              s=[otp], l=[prot])


# ================================================================ Dutch
@case
def _():
    bsn = nl_bsn()
    ib = iban("NL", pick(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "ASNB"]) + rd(10))
    return mk("nl", "bsn-iban-huurtoeslag", "BSN en eigen IBAN voor de huurtoeslag",
              "Voor de huurtoeslag moet ik mijn BSN en rekeningnummer invullen: BSN {s0}, IBAN {s1}. Het huurcontract "
              "heeft nummer {l0}. Klopt het dat ze ook het inkomen van mijn huisgenoot willen weten?",
              s=[bsn, grp(ib)], l=["HC-%d-%s" % (R.randint(2019, 2025), rd(5))])


@case
def _():
    kvk = rd(8, nz=True)
    btw = "NL" + rd(9) + "B01"
    firm = iban("NL", pick(["INGB", "RABO", "ABNA"]) + rd(10))
    own = iban("NL", pick(["INGB", "ABNA", "RABO", "BUNQ"]) + rd(10))
    fnr = "%d%s" % (R.randint(2024, 2025), rd(4))
    return mk("nl", "factuur-loodgieter-terugbetaling", "IBAN en gegevens van de loodgieter (publiek) en eigen IBAN (geheim) in één bericht",
              "De loodgieter heeft per ongeluk twee keer afgeschreven. Op de factuur staat KvK {l0}, btw-id {l1}, betalen "
              "op {l2} o.v.v. factuurnummer {l3}. Schrijf een mailtje dat ze het terugstorten op mijn rekening {s0}.",
              s=[grp(own)], l=[kvk, btw, grp(firm), fnr])


@case
def _():
    code = rd(6)
    return mk("nl", "digid-sms-code", "DigiD sms-code die de gebruiker niet zelf heeft aangevraagd",
              "Ik kreeg net een sms: 'Uw DigiD sms-code is {s0}' terwijl ik helemaal niet aan het inloggen was. Iemand "
              "belde ook met een 'bank'. Moet ik mijn DigiD blokkeren?",
              s=[code])


# ================================================================ Russian
@case
def _():
    sn = ru_snils()
    inn = ru_inn12()
    emp = ru_inn10()
    bik = ru_bik()
    return mk("ru", "snils-inn-vychet", "СНИЛС и ИНН пользователя (секрет); ИНН работодателя и БИК банка публичны",
              "Помоги заполнить заявление на налоговый вычет за лечение. Мой СНИЛС {s0}, ИНН {s1}. В справке от "
              "работодателя ИНН организации {l0}, БИК банка {l1}. Куда что вписывать?",
              s=[sn, inn], l=[emp, bik])


@case
def _():
    code = rd(6)
    card = luhn_make("220" + pick("0124") + rd(11))
    return mk("ru", "sms-kod-avito-karta", "код подтверждения из СМС и номер карты пользователя",
              "Пришло СМС: «Код подтверждения: {s0}. Никому не сообщайте код. Покупка 4 990 р. OZON». Покупатель с "
              "Авито просит продиктовать этот код, чтобы «перевести деньги», номер моей карты {s1} он уже знает. Это развод?",
              s=[code, grp(card)])


@case
def _():
    inn = ru_inn10()
    ogrn = ru_ogrn()
    bik = ru_bik()
    rs_ = ru_rs(bik)
    return mk("ru", "rekvizity-postavshchika-negativ", "негатив: реквизиты поставщика (ИНН, ОГРН, р/с, БИК)",
              "Вот реквизиты поставщика для договора: ООО «Северный Ветер», ИНН {l0}, КПП {n0}, ОГРН {l1}, р/с {l2}, "
              "БИК {l3}. Проверь, пожалуйста, всё ли заполнено и нет ли ошибок в формате.",
              l=[inn, ogrn, rs_, bik], n=[inn[:4] + "01001"])


@case
def _():
    pas = "%s %s %s" % (rd(2, nz=True), rd(2), rd(6))
    app = rs(UP, 3) + rd(8)
    return mk("ru", "pasport-vizovyj-centr", "серия и номер паспорта (секрет); номер заявки визового центра — look-alike",
              "Для анкеты визового центра нужны паспортные данные: серия и номер {s0}, выдан ГУ МВД по Московской "
              "области. Номер заявки, который мне прислали, — {l0}. Как правильно написать место рождения латиницей?",
              s=[pas], l=[app])


# ================================================================ Ukrainian
@case
def _():
    ipn = ua_rnokpp()
    ib = iban("UA", pick(["305299", "322001", "320649", "380805", "300335"]) + rd(19))
    edr = ua_edrpou()
    return mk("uk", "rnokpp-iban-subsydiia", "РНОКПП та IBAN користувача (секрет); код ЄДРПОУ установи публічний",
              "Допоможи заповнити заяву на субсидію. РНОКПП {s0}, рахунок IBAN {s1}. Код ЄДРПОУ управління соцзахисту "
              "— {l0}, його теж треба вказувати?",
              s=[ipn, ib], l=[edr])


@case
def _():
    edr = ua_edrpou()
    ib = iban("UA", pick(["305299", "322001", "380805"]) + rd(19))
    dog = "%s/%d" % (rd(4), R.randint(2024, 2025))
    ipn = ua_rnokpp()
    return mk("uk", "oplata-navchannia", "реквізити університету (публічні) і власний РНОКПП платника (секрет)",
              "Оплата за навчання: отримувач ДВНЗ, код ЄДРПОУ {l0}, IBAN {l1}, призначення платежу: «оплата за "
              "навчання згідно договору № {l2}». Банк ще вимагає мій РНОКПП {s0} — куди його вписати в Приват24?",
              s=[ipn], l=[edr, ib, dog])


@case
def _():
    wifi = human_pw(["sonechko", "kalyna", "vyshnia", "barvinok", "leleka", "kozak"])
    dom = rd(3, nz=True) + "#" + rd(4)
    return mk("uk", "kvartyranty-wifi-domofon", "пароль Wi-Fi і код домофону для квартирантів",
              "Напиши коротку інструкцію для квартирантів: пароль від Wi-Fi {s0}, код домофону {s1}, показники "
              "лічильників надсилати до 25-го числа мені у Viber.",
              s=[wifi, dom])


# ================================================================ Polish
@case
def _():
    pesel = pl_pesel()
    nrb = pl_nrb()[2:]
    return mk("pl", "pesel-konto-kadry", "PESEL i numer konta do wynagrodzenia",
              "Kadry proszą o PESEL i numer konta do przelewu pensji: PESEL {s0}, konto {s1}. Umowa ma numer {l0}. Napisz "
              "krótką, uprzejmą wiadomość do pani z kadr.",
              l=["UP/%s/%d" % (rd(3, nz=True), R.randint(2024, 2025))],
              s=[pesel, nrb[:2] + " " + grp(nrb[2:])])


@case
def _():
    nip = pl_nip()
    regon = pl_regon()
    acct = pl_nrb()[2:]
    return mk("pl", "faktura-hurtownia-negatyw", "negatyw: NIP, REGON i rachunek firmy z faktury",
              "Na fakturze z hurtowni jest NIP {l0}, REGON {l1} i numer konta firmy {l2}. Czy przy kwocie 18 000 zł "
              "muszę zapłacić mechanizmem podzielonej płatności?",
              l=["%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:]), regon, acct[:2] + " " + grp(acct[2:])])


@case
def _():
    blik = rd(3) + " " + rd(3)
    ogl = rd(10, nz=True)
    return mk("pl", "blik-olx-oszustwo", "kod BLIK, o który prosi rzekomy kupujący",
              "Ktoś na OLX chce kupić mój rower (ogłoszenie nr {l0}) i prosi, żebym mu podał kod BLIK {s0}, bo „tak "
              "działa OLX dostawa”. To jest oszustwo, prawda?",
              s=[blik], l=[ogl])


# ================================================================ Czech
@case
def _():
    rc = cz_rc()
    base, bank = cz_account()
    return mk("cs", "rodne-cislo-ucet", "rodné číslo a číslo účtu uživatele",
              "Do žádosti o příspěvek na bydlení potřebuju rodné číslo {s0} a číslo účtu {s1}. Napíšeš mi to do "
              "slušného e-mailu na úřad práce? Odpovídám na jejich dopis č. j. {l0}.",
              s=[rc, base.lstrip("0") + "/" + bank], l=["UPCR-%d/%s" % (R.randint(2024, 2025), rd(6))])


@case
def _():
    ico = cz_ico()
    vs = rd(10, nz=True)
    base, bank = cz_account()
    return mk("cs", "faktura-dodavatel-negativ", "negativ: IČO, variabilní symbol a účet dodavatele",
              "Faktura od dodavatele: IČO {l0}, DIČ CZ{n0}, variabilní symbol {l1}, účet {l2}. Je normální, že "
              "nejsou plátci DPH, když mají DIČ?",
              l=[ico, vs, base + "/" + bank], n=[ico])


@case
def _():
    a = rd(4)
    b = a[:2] + a[3] + a[2]
    if b == a:
        b = a[:3] + str((int(a[3]) + 1) % 10)
    return mk("cs", "pin-karty-dve-moznosti", "dvě kandidátní hodnoty PINu ke kartě (obě se počítají)",
              "Zapomněla jsem, jestli PIN ke kartě je {s0} nebo {s1}. Když to zadám třikrát špatně, zablokuje se, že jo? "
              "Co mám dělat?",
              s=[a, b])


# ================================================================ Swedish
@case
def _():
    pnr = se_pnr()
    clr = pick(["8327", "6112", "5000", "3300", "9500"])
    konto = rd(9, nz=True)
    return mk("sv", "personnummer-konto-fk", "personnummer och kontonummer (hemliga); clearingnummer offentligt",
              "Kan du hjälpa mig fylla i blanketten till Försäkringskassan? Personnummer {s0}, clearingnummer {l0}, "
              "kontonummer {s1}. Ska clearingnumret stå i samma ruta?",
              s=[pnr, konto], l=[clr])


@case
def _():
    bg = luhn_make(rd(6, nz=True))
    ocr = luhn_make(rd(R.randint(10, 15), nz=True))
    return mk("sv", "bankgiro-ocr-negativ", "negativt: elbolagets bankgiro och OCR-nummer",
              "Fakturan från elbolaget: bankgiro {l0}, OCR-nummer {l1}, förfallodatum 2025-04-30. Kan jag byta till "
              "autogiro direkt i appen?",
              l=[bg[:3] + "-" + bg[3:], ocr])


@case
def _():
    port = rd(4)
    box = rd(4)
    return mk("sv", "portkod-flyttfirma", "portkod och kod till nyckelskåpet till flyttfirman",
              "Skriv ett sms till flyttfirman: portkoden är {s0}, lägenheten ligger på fjärde våningen, och nyckeln "
              "till förrådet ligger i nyckelskåpet vid hissen med koden {s1}. Tack!",
              s=[port, box])


# ================================================================ Danish
@case
def _():
    y, m, d = bdate(1960, 1999)
    cpr = "%02d%02d%02d-%s" % (d, m, y % 100, rd(4))
    reg = pick(["3409", "9570", "1551", "5301", "0400"])
    konto = rd(10)
    return mk("da", "cpr-nemkonto-kommune", "CPR-nummer og kontonummer (hemmelige); reg.nr. er offentligt",
              "Jeg skal oplyse mit CPR-nummer {s0} og min NemKonto (reg.nr. {l0}, kontonr. {s1}) til kommunen. Er det "
              "sikkert at sende det via almindelig mail, eller skal jeg bruge Digital Post?",
              s=[cpr, konto], l=[reg])


@case
def _():
    cvr = dk_cvr()
    fak = rd(5, nz=True)
    return mk("da", "cvr-haandvaerker-negativ", "negativ: håndværkerens CVR-nummer og fakturanummer",
              "Håndværkeren har CVR {l0} og har sendt faktura nr. {l1}. Kan jeg få håndværkerfradrag, hvis jeg betaler "
              "med MobilePay i stedet for bankoverførsel?",
              l=[cvr, fak])


# ================================================================ Norwegian
@case
def _():
    fnr = no_fnr()
    k = no_konto()
    return mk("no", "fnr-konto-nav", "fødselsnummer og kontonummer til utbetaling",
              "Hjelp meg å skrive en melding til NAV om at dagpengene kommer på feil konto. Fødselsnummer {s0}, "
              "riktig kontonummer er {s1}. Saksnummeret på brevet er {l0}.",
              s=[fnr, "%s.%s.%s" % (k[:4], k[4:6], k[6:])], l=["%d/%s" % (R.randint(2024, 2025), rd(6))])


@case
def _():
    org = no_orgnr()
    kid = luhn_make(rd(R.randint(10, 14), nz=True))
    k = no_konto()
    return mk("no", "borettslag-kid-negativ", "negativt: organisasjonsnummer, KID og kontonummer til borettslaget",
              "Faktura fra borettslaget: org.nr. {l0}, KID {l1}, kontonummer {l2}. Nettbanken sier at KID-en er "
              "ugyldig. Hva kan være feil?",
              l=["%s %s %s" % (org[:3], org[3:6], org[6:]), kid, "%s.%s.%s" % (k[:4], k[4:6], k[6:])])


# ================================================================ Finnish
@case
def _():
    hetu = fi_hetu()
    ib = fi_account_iban()
    return mk("fi", "hetu-tilinumero-kela", "henkilötunnus ja tilinumero Kelan hakemukseen",
              "Täytän Kelan asumistukihakemusta: henkilötunnus {s0}, tilinumero {s1}. Vuokranantaja on yritys "
              "(Y-tunnus {l0}). Mihin kohtaan laitan vuokranantajan tiedot?",
              s=[hetu, grp(ib)], l=[fi_ytunnus()])


@case
def _():
    yt = fi_ytunnus()
    viite = fi_viite(rd(R.randint(6, 12), nz=True))
    ib = fi_account_iban()
    return mk("fi", "lasku-viitenumero-negatiivinen", "negatiivinen: Y-tunnus, viitenumero ja saajan tili laskusta",
              "Laskussa lukee Y-tunnus {l0}, viitenumero {l1} ja saajan tili {l2}. Eräpäivä meni jo eilen, tuleeko "
              "tästä heti viivästyskorkoa?",
              l=[yt, viite, grp(ib)])


# ================================================================ Hungarian
@case
def _():
    taj = hu_taj()
    ado = hu_adoazon()
    return mk("hu", "taj-adoazonosito", "TAJ-szám és adóazonosító jel",
              "A táppénzes papírokhoz kell a TAJ-számom ({s0}) és az adóazonosító jelem ({s1}). Írnál egy rövid "
              "e-mailt a munkáltatónak (adószáma {l0}), hogy ezeket csatolom?",
              s=["%s %s %s" % (taj[:3], taj[3:6], taj[6:]), ado], l=[hu_adoszam()])


def hu_giro_block(n7):
    return n7 + str((10 - wsum(n7, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)


@case
def _():
    adosz = hu_adoszam()
    cegj = "%02d-%02d-%06d" % (R.randint(1, 20), pick([9, 10]), R.randint(100000, 999999))
    szla = "%s-%s-%s" % (hu_giro_block(pick(["1177301", "1040000", "1160000", "1200102"])), hu_giro_block(rd(7)), "00000000")
    return mk("hu", "ceg-szamla-negativ", "negatív: a cég adószáma, cégjegyzékszáma és számlaszáma",
              "A számlán a cég adószáma {l0}, cégjegyzékszáma {l1}, bankszámlaszáma {l2}. Rendben van így, vagy "
              "hiányzik róla valami kötelező adat?",
              l=[adosz, cegj, szla])


# ================================================================ Romanian
@case
def _():
    cnp = ro_cnp()
    ib = ro_iban()
    return mk("ro", "cnp-iban-banca", "CNP și IBAN propriu pentru dosarul de la bancă",
              "Pentru dosarul de restructurare a creditului nr. {l0} am nevoie să trimit CNP {s0} și IBAN-ul {s1}. Cum "
              "formulez cererea ca să sune profesionist?",
              s=[cnp, grp(ib)], l=[rd(4, nz=True) + rs(UP, 2) + rd(6)])


@case
def _():
    cui = ro_cui()
    reg = "J%02d/%d/%d" % (R.randint(1, 40), R.randint(100, 9999), R.randint(2005, 2022))
    fac = pick(["FCT", "SRV", "BV"]) + " " + rd(5)
    return mk("ro", "factura-furnizor-negativ", "negativ: CUI, nr. Reg. Com. și seria facturii unui furnizor",
              "Pe factura de la furnizor scrie CUI RO{l0}, Nr. Reg. Com. {l1}, factura seria {l2}. E corect să apară "
              "TVA dacă firma e microîntreprindere?",
              l=[cui, reg, fac])


# ================================================================ Greek
@case
def _():
    amka = gr_amka()
    afm = gr_afm()
    return mk("el", "amka-afm-epidoma", "ΑΜΚΑ και ΑΦΜ του χρήστη",
              "Για το επίδομα θέρμανσης μου ζητάνε ΑΜΚΑ {s0} και ΑΦΜ {s1}. Η προηγούμενη αίτηση είχε αριθμό πρωτοκόλλου "
              "{l0}. Μπορείς να μου γράψεις τη νέα αίτηση πιο επίσημα;",
              s=[amka, afm], l=["%s/%02d-%02d-%d" % (rd(5, nz=True), R.randint(1, 28), R.randint(1, 12), R.randint(2023, 2025))])


@case
def _():
    afm = gr_afm("0")
    order = rd(9, nz=True)
    ib = iban("GR", pick(["011", "017", "026", "014"]) + rd(4) + rd(16))
    return mk("el", "epistrofi-katastima", "ΑΦΜ καταστήματος και αριθμός παραγγελίας (δημόσια) και IBAN του χρήστη (μυστικό)",
              "Στην απόδειξη του καταστήματος γράφει ΑΦΜ {l0} και αριθμό παραγγελίας {l1}. Για την επιστροφή χρημάτων "
              "μου ζητάνε το IBAN μου: {s0}. Είναι ασφαλές να το στείλω με email;",
              s=[grp(ib)], l=[afm, order])


# ================================================================ Turkish
@case
def _():
    tc = tr_tckn()
    ib = iban("TR", pick(["00010", "00012", "00046", "00062", "00064", "00015"]) + "0" + rd(16))
    return mk("tr", "tckn-iban-kira", "TC kimlik numarası ve IBAN",
              "Kira sözleşmesi için TC kimlik numaram {s0}, IBAN'ım {s1}. Sözleşme no {l0}. Ev sahibine depozitonun "
              "iadesi için kibar bir mesaj yazar mısın?",
              s=[tc, grp(ib)], l=["KS-%d/%s" % (R.randint(2022, 2025), rd(4))])


@case
def _():
    vkn = tr_vkn()
    fat = rs(UP, 3) + str(R.randint(2024, 2025)) + rd(9)
    kargo = rd(12, nz=True)
    ib = iban("TR", pick(["00010", "00067", "00111"]) + "0" + rd(16))
    return mk("tr", "iade-fatura-iban", "şirketin vergi no, fatura no ve kargo takip no (look-alike) ile kullanıcının IBAN'ı (gizli)",
              "Faturada şirketin vergi numarası {l0}, fatura no {l1}, kargo takip numarası {l2}. İade için IBAN'ımı "
              "istediler: {s0}. Para kaç günde yatar?",
              s=[grp(ib)], l=[vkn, fat, kargo])


@case
def _():
    pw = human_pw(["Karadeniz", "Zeytin", "Lale", "Simit", "Bogaz"])
    code = rd(6)
    return mk("tr", "edevlet-sifre-anne", "annenin emanet e-Devlet şifresi ve SMS doğrulama kodu",
              "Annem e-Devlet şifresini unutmuş, ben biliyorum: {s0}. Girişte telefonuna gelen doğrulama kodu {s1}, "
              "ama sistem 'hatalı' diyor. Şifre yenilemeyi nasıl yaparız?",
              s=[pw, code])


# ================================================================ Chinese
@case
def _():
    cid = cn_id()
    card = luhn_make("62" + pick(["2588", "2848", "1700", "2700"]) + rd(12))
    return mk("zh", "shenfenzheng-gongzika", "身份证号和工资卡号（秘密）",
              "帮我把这段话改得正式一点，发给公司人事：我的身份证号是{s0}，工资卡号 {s1}，开户行是招商银行上海分行张江支行，"
              "联行号 {l0}。",
              s=[cid, card], l=["308290" + rd(6)])


@case
def _():
    pw = rd(6)
    order = "4" + rd(18)
    return mk("zh", "weixin-zhifu-mima", "微信支付密码（秘密）；订单号是 look-alike",
              "我把微信支付密码 {s0} 告诉我妈了，她想用我的账号买东西，订单号 {l0}。这样有风险吗？要不要改密码？",
              s=[pw], l=[order])


@case
def _():
    uscc = cn_uscc()
    fp = rd(20, nz=True)
    sf = "SF" + rd(13, nz=True)
    return mk("zh", "fapiao-shunfeng-fumian", "负例：统一社会信用代码、发票号码、顺丰单号",
              "公司开的电子发票上统一社会信用代码是 {l0}，发票号码 {l1}，寄纸质版的顺丰单号 {l2}。帮我核对一下这些格式对不对，报销要用。",
              l=[uscc, fp, sf])


@case
def _():
    wifi = pick(["Zhang", "Lili", "Home", "Tianyi"]) + rd(8)
    mj = rd(4)
    return mk("zh", "shiyou-wifi-menjin", "WiFi 密码和门禁密码（交给室友）",
              "给新来的室友写个入住说明：WiFi 名称 ChinaNet-{n0}，密码 {s0}；楼下门禁密码 {s1}#；垃圾晚上八点前分类投放。",
              s=[wifi, mj], n=[rs(LO + DIG, 4)])


# ================================================================ Japanese
@case
def _():
    mn = jp_mynumber()
    hj = jp_houjin()
    return mk("ja", "my-number-nenmatsu", "マイナンバー（秘密）；会社の法人番号（公開）",
              "年末調整の扶養控除等申告書にマイナンバーを書く欄があるんですが、{s0} で合ってますか？会社の法人番号 {l0} "
              "も同じ欄に書くんでしょうか。",
              s=["%s %s %s" % (mn[:4], mn[4:8], mn[8:])], l=[hj])


@case
def _():
    shiten = rd(3, nz=True)
    koza = rd(7)
    return mk("ja", "shikikin-henkin-koza", "自分の口座番号（秘密）；金融機関コード・支店番号（公開）",
              "敷金の返金先を管理会社に伝えたいので、丁寧なメール文を作ってください。三井住友銀行（金融機関コード {l0}）"
              "渋谷支店（支店番号 {l1}）普通預金 口座番号 {s0} 名義 タナカ ユウキ",
              s=[koza], l=["0009", shiten])


@case
def _():
    yam = jp_yamato()
    order = "%d-%s-%s" % (R.randint(249, 250), rd(7), rd(7))
    return mk("ja", "yamato-chumon-fumei", "負例：ヤマト運輸の伝票番号とAmazonの注文番号",
              "ヤマトの伝票番号 {l0}、注文番号 {l1} で「配達完了」になっているのに荷物が届いていません。"
              "問い合わせメールを書いてください。",
              l=["%s-%s-%s" % (yam[:4], yam[4:8], yam[8:]), order])


@case
def _():
    wifi = rs(LO + DIG, 13)
    pin = rd(4)
    return mk("ja", "multi-jikka-wifi-anshou", "複数メッセージ：実家のWi-Fiパスワードと玄関の暗証番号を次のメッセージで",
              "実家のWi-Fiのパスワードを弟に送るLINEの文面を作りたいです。パスワードは次に送ります。\n---\n"
              "{s0} です。あと玄関のスマートロックの暗証番号は {s1}。母には内緒で。",
              s=[wifi, pin])


# ================================================================ Korean
@case
def _():
    rrn = kr_rrn()
    acct = "%s-%s-%s" % (rd(6), rd(2), rd(6))
    return mk("ko", "jumin-gyejwa-jeonse", "주민등록번호와 계좌번호 (비밀)",
              "전세 계약서 쓰는데 주민등록번호는 {s0}, 보증금 돌려받을 계좌번호는 {s1}(국민은행)로 적으면 되나요? "
              "등기부등본 고유번호는 {l0}이에요. 확정일자 받는 방법도 알려주세요.",
              s=[rrn, acct], l=["%s-%d-%s" % (rd(4, nz=True), R.randint(2005, 2024), rd(6))])


@case
def _():
    cj = rd(12, nz=True)
    order = rd(4) + rd(4) + rd(4) + rd(4)
    return mk("ko", "taekbae-unsongjang-bujeong", "부정 사례: 운송장번호와 주문번호",
              "CJ대한통운 운송장번호 {l0}, 주문번호 {l1}인데 배송이 3일째 '간선하차'에서 멈춰 있어요. 고객센터에 "
              "뭐라고 문의하면 좋을까요?",
              l=[cj, order])


@case
def _():
    door = rd(6)
    cert = human_pw(["sarang", "haneul", "bomnal", "dalbit", "gureum"])
    tel = "02-%s-%s" % (rd(3, nz=True), rd(4))
    return mk("ko", "doorlock-gongdong-injeungseo", "도어락 비밀번호와 엄마가 맡긴 공동인증서 비밀번호",
              "이사 오는 동생한테 보낼 메시지 정리해줘. 현관 도어락 비밀번호는 {s0}*, 엄마 공동인증서 비밀번호는 "
              "{s1}이고, 관리사무소 번호는 {l0}이야.",
              s=[door, cert], l=[tel])


# ================================================================ Arabic
@case
def _():
    nid = sa_id()
    ib = iban("SA", pick(["80", "10", "15", "20", "45"]) + rd(18))
    return mk("ar", "saudi-hawiya-iban", "رقم الهوية والآيبان الخاص بالمستخدم",
              "أبغى أكتب رسالة رسمية لشؤون الموظفين عشان يحولون راتبي على حسابي الجديد. رقم الهوية {s0} والآيبان "
              "{s1}، وسويفت البنك {l0}. اكتبها لي بشكل مختصر.",
              s=[nid, grp(ib)], l=[pick(["RJHISARI", "NCBKSAJE", "RIBLSARI", "ALBISARI"])])


@case
def _():
    trn = "100" + rd(12)
    inv = "INV-" + rd(6)
    return mk("ar", "uae-trn-fatura-salbi", "سلبي: الرقم الضريبي للشركة ورقم الفاتورة",
              "الفاتورة من المحل فيها الرقم الضريبي للشركة {l0} ورقم الفاتورة {l1}. هل يحق لي استرداد ضريبة القيمة "
              "المضافة كسائح في المطار؟",
              l=[trn, inv])


@case
def _():
    y, m, d = bdate(1970, 1999)
    nid = "2" + "%02d%02d%02d" % (y % 100, m, d) + pick(["01", "02", "21", "12", "88"]) + rd(4) + rd(1)
    req = rd(10, nz=True)
    return mk("ar", "masr-raqam-qawmi-iskan", "الرقم القومي (سري)؛ رقم الطلب (مشابه)",
              "عايز أقدّم على شقة الإسكان الاجتماعي، الرقم القومي بتاعي {s0}، ورقم الطلب اللي جالي في الرسالة {l0}. "
              "أعمل إيه بعد كده عشان أتابع الطلب؟",
              s=[nid], l=[req])


# ================================================================ Persian
@case
def _():
    melli = ir_melli()
    card = luhn_make(pick(["603799", "589210", "610433", "627412"]) + rd(9))
    peyg = rd(6, nz=True)
    return mk("fa", "kod-melli-kart-daneshgah", "کد ملی و شماره کارت (محرمانه)؛ شماره پیگیری پرداخت (مشابه)",
              "برای ثبت‌نام دانشگاه کد ملی {s0} و شماره کارتی که شهریه ازش کم شده {s1} رو می‌خوان. شماره پیگیری "
              "پرداخت هم {l0} بود. درسته که باید هر سه رو وارد کنم؟",
              s=[melli, grp(card, 4, "-")], l=[peyg])


@case
def _():
    shenase = "1" + rd(10)
    fac = rd(8, nz=True)
    return mk("fa", "shenase-melli-sherkat-manfi", "منفی: شناسه ملی شرکت و شماره فاکتور",
              "شناسه ملی شرکت فروشنده {l0} و شماره فاکتور {l1} رو برای اظهارنامه مالیاتی لازم دارم. کجای سامانه "
              "واردشون کنم؟",
              l=[shenase, fac])


# ================================================================ Hebrew
@case
def _():
    door = rd(4)
    alarm = rd(4)
    tz = il_tz()
    return mk("he", "babysitter-kodim-tz", "קוד כניסה לבניין, קוד אזעקה ומספר תעודת זהות",
              "תנסח לי הודעה לבייביסיטר: הקוד לדלת של הבניין {s0}, את האזעקה מכבים עם {s1}, ואם יתקשרו מקופת חולים "
              "תגידי להם את מספר תעודת הזהות שלי {s2}. המוקד שלהם זה {l0}.",
              s=[door, alarm, tz], l=["*" + pick(["2700", "3555", "2707"])])


@case
def _():
    hp = "51" + il_tz()[2:]
    b = hp[:8]
    tot = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    hp = b + str((10 - tot % 10) % 10)
    order = rd(7, nz=True)
    return mk("he", "hp-hazmana-shlili", "שלילי: ח.פ. של החברה ומספר הזמנה",
              "בחשבונית של החנות כתוב ח.פ. {l0} ומספר הזמנה {l1}. איך אני מבקש החזר כספי על מוצר פגום?",
              l=[hp, order])


# ================================================================ Hindi
@case
def _():
    aad = in_aadhaar()
    pin = rd(R.choice([4, 6]))
    return mk("hi", "aadhaar-upi-pin-fraud", "आधार नंबर और UPI पिन जो धोखेबाज़ को बता दिया",
              "बैंक वाला बनकर किसी ने फ़ोन किया और मेरा आधार नंबर {s0} पूछा, फिर UPI पिन भी मांगा, मैंने पिन {s1} "
              "बता दिया। बैंक का कस्टमर केयर नंबर {l0} है, अब सबसे पहले क्या करूँ?",
              s=[grp(aad), pin], l=["1800 %s %s" % (rd(3), rd(4))])


@case
def _():
    utr = rd(12, nz=True)
    upi = pick(["sharmakirana", "guptamedicals", "balajistores"]) + "@" + pick(["okaxis", "ybl", "paytm", "oksbi"])
    return mk("hi", "utr-dukandar-nakaratmak", "नकारात्मक: UPI लेनदेन का UTR नंबर और दुकान की UPI ID",
              "दुकानदार कह रहा है पेमेंट नहीं आया। मेरे ऐप में UTR नंबर {l0} दिख रहा है और उनकी UPI ID {l1} है। "
              "पैसा कहाँ अटका होगा?",
              l=[utr, upi])


@case
def _():
    otp = rd(6)
    pan = in_pan()
    return mk("hi", "otp-pan-link", "OTP और PAN नंबर",
              "आधार से PAN {s0} लिंक करने के लिए ओटीपी {s1} आया है। पिछली बार की फ़ीस का चालान नंबर {l0} था। क्या ये "
              "सही वेबसाइट है? मैं incometax.gov.in पर ही हूँ।",
              s=[pan, otp], l=[rd(5, nz=True)])


# ================================================================ Vietnamese
@case
def _():
    cccd = pick(["001", "079", "031", "048", "092"]) + pick("0123") + rd(2) + rd(6)
    stk = rd(13, nz=True)
    return mk("vi", "cccd-stk-chu-nha", "số CCCD và số tài khoản của người dùng",
              "Giúp mình viết tin nhắn cho chủ nhà để nhận lại tiền cọc: số CCCD {s0}, số tài khoản Vietcombank {s1}, "
              "chủ tài khoản NGUYEN THI LAN, mã SWIFT {l0} nếu chủ nhà chuyển từ nước ngoài.",
              s=[cccd, stk], l=["BFTVVNVX"])


@case
def _():
    ghn = rs(UP, 5) + rs(UP + DIG, 3)
    order = "25%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 8)
    return mk("vi", "van-don-shopee-am-tinh", "âm tính: mã vận đơn GHN và mã đơn hàng Shopee",
              "Mã vận đơn GHN {l0}, mã đơn hàng Shopee {l1}. Sao 5 ngày rồi mà vẫn 'đang trung chuyển'? Mình nên "
              "khiếu nại ở đâu?",
              l=[ghn, order])


@case
def _():
    otp = rd(6)
    wifi = human_pw(["matcha", "hoasen", "caphe", "saigon", "halong"])
    return mk("vi", "otp-wifi-nhan-vien-lap-mang", "mã OTP ngân hàng và mật khẩu wifi",
              "Nhân viên lắp mạng hỏi mã OTP {s0} vừa gửi về máy mình để 'kích hoạt gói cước', và cả mật khẩu wifi "
              "hiện tại {s1}. Trên phiếu của họ có số hợp đồng {l0}. Có nên đưa không?",
              s=[otp, wifi], l=[rs(UP, 3) + rd(7)])


# ================================================================ Thai
@case
def _():
    tid = th_id()
    atm = rd(4)
    return mk("th", "bat-prachachon-atm", "เลขบัตรประชาชนและรหัส ATM",
              "ช่วยเขียนข้อความแจ้งธนาคารหน่อย บัตรเอทีเอ็มหาย เลขบัตรประชาชน {s0} รหัส ATM เดิม {s1} ต้องเปลี่ยนรหัสไหม "
              "หรือโทรไปที่ {l0} เลยดีกว่า",
              s=[th_fmt(tid), atm], l=["02-" + rd(3, nz=True) + "-" + rd(4)])


@case
def _():
    parcel = s10(pick(["EF", "RB", "EE", "EY"]), "TH")
    b = "0105" + rd(8)
    tax = b + str((11 - wsum(b, range(13, 1, -1)) % 11) % 10)
    own = th_id()
    return mk("th", "phatsadu-bai-kamkap", "เลขพัสดุและเลขผู้เสียภาษีของร้าน (look-alike) กับเลขผู้เสียภาษีของผู้ใช้ (ความลับ)",
              "เลขพัสดุไปรษณีย์ไทย {l0} ร้านมีเลขประจำตัวผู้เสียภาษี {l1} ถ้าจะขอใบกำกับภาษีเต็มรูป ต้องให้เลขประจำตัวผู้เสียภาษีของฉัน "
              "{s0} ด้วยใช่ไหม",
              s=[own], l=[parcel, tax])


# ================================================================ Indonesian
@case
def _():
    y, m, d = bdate(1970, 2001)
    nik = pick(["3171", "3273", "3578", "5171", "3374"]) + rd(2) + "%02d%02d%02d" % (d + pick([0, 40]), m, y % 100) + rd(4)
    rek = rd(10, nz=True)
    return mk("id", "nik-rekening-bpjs", "NIK dan nomor rekening pengguna",
              "Tolong bantu isi formulir klaim BPJS Ketenagakerjaan: NIK {s0}, nomor rekening BCA {s1} a.n. Dewi Lestari, "
              "kode bank {l0}. Kolom 'nama ibu kandung' wajib diisi juga?",
              s=[nik, rek], l=["014"])


@case
def _():
    resi = "JP" + rd(10, nz=True)
    npwp = "%s.%s.%s.%s-%s.%s" % (rd(2), rd(3), rd(3), rd(1), rd(3), "000")
    return mk("id", "resi-npwp-toko-negatif", "negatif: nomor resi J&T dan NPWP toko",
              "Nomor resi J&T {l0}, NPWP toko di invoice {l1}. Kenapa paketnya belum sampai padahal status sudah "
              "'delivered'?",
              l=[resi, npwp])


@case
def _():
    otp = rd(6)
    pin = rd(6)
    return mk("id", "otp-pin-mbanking-penipuan", "kode OTP dan PIN m-banking yang diminta penipu",
              "Ada yang nelpon ngaku dari bank, minta kode OTP {s0} sama PIN m-banking katanya buat verifikasi. PIN-nya "
              "{s1} belum aku kasih, OTP-nya udah. Gimana ini, harus ngapain dulu?",
              s=[otp, pin])


# ================================================================ Tagalog
@case
def _():
    sss = "%s-%s-%s" % (rd(2, nz=True), rd(7), rd(1))
    tin = "%s-%s-%s-000" % (rd(3, nz=True), rd(3), rd(3))
    return mk("tl", "sss-tin-pagibig", "SSS number at TIN ng user",
              "Pakitulungan naman ako sa form sa Pag-IBIG, hindi ko alam kung saan ilalagay. SSS number ko {s0}, TIN {s1}. "
              "Kailangan ba ng company ID?",
              s=[sss, tin])


@case
def _():
    ref = rd(13, nz=True)
    inv = rd(6, nz=True) + rs(UP + DIG, 8)
    return mk("tl", "gcash-ref-shopee-negatibo", "negatibo: Ref No. ng GCash resibo at order ID ng Shopee",
              "Nagbayad ako sa GCash, Ref No. {l0}, para sa Shopee order {l1}. Sabi ng seller hindi pa raw pumapasok. "
              "Ano ang dapat kong i-send sa kanila bilang patunay?",
              l=[ref, inv])


@case
def _():
    wifi = human_pw(["Bahay", "Mahal", "Kalamansi", "Adobo", "Sampaguita"])
    otp = rd(6)
    return mk("tl", "wifi-otp-kapatid", "password ng WiFi at OTP code sa isang message para sa kapatid",
              "Paki-ayos ng message na 'to para sa kapatid ko: yung password ng WiFi natin {s0}, pero yung OTP na {s1} "
              "na dumating sa phone ko, huwag mong ibibigay kahit kanino ha, kahit sabihin nilang taga-GCash sila.",
              s=[wifi, otp])


# ================================================================ Swahili
@case
def _():
    code = rs(UP, 3) + rs(UP + DIG, 7)
    tel = "07%s %s %s" % (rd(2), rd(3), rd(3))
    return mk("sw", "mpesa-namba-mbaya", "nambari ya muamala ya M-Pesa (siri); namba ya simu ya mpokeaji ni look-alike",
              "Nimetuma pesa kwa namba mbaya. Ujumbe unasema: \"{s0} Imethibitishwa. Ksh1,500.00 imetumwa kwa JOHN KAMAU "
              "{l0} tarehe 12/3/25 saa 8:14 PM.\" Nifanye nini ili nirudishiwe?",
              s=[code], l=[tel])


@case
def _():
    pb = rd(6, nz=True)
    adm = "ADM/" + rd(4) + "/" + str(R.randint(2022, 2025))
    return mk("sw", "paybill-ada-shule-hasi", "hasi: namba ya Paybill ya shule na namba ya usajili ya mwanafunzi kama kumbukumbu",
              "Nataka kulipa ada ya shule kupitia Paybill {l0}, na namba ya akaunti ni namba ya usajili ya mwanafunzi "
              "{l1}. Je, naweza kulipa kwa awamu tatu?",
              l=[pb, adm])


@case
def _():
    y, m, d = bdate(1970, 2000)
    nida = "%04d%02d%02d-%s-%s-%s" % (y, m, d, rd(5), rd(5), rd(2))
    tin = "%s-%s-%s" % (rd(3, nz=True), rd(3), rd(3))
    return mk("sw", "nida-tin-tra", "namba ya NIDA na TIN ya mtumiaji (Tanzania)",
              "Nisaidie kujaza fomu ya TRA ya kuomba leseni ya biashara: namba yangu ya NIDA ni {s0} na TIN {s1}. Sehemu "
              "ya 'aina ya biashara' niandike nini kwa duka la vifaa vya simu? Namba ya kumbukumbu ya maombi ya awali ni {l0}.",
              s=[nida, tin], l=["BL" + rd(8, nz=True)])


# ================================================================ validation and output
ASCII_ALNUM = set(string.ascii_letters + string.digits)
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or ch in "\u2028\u2029\ufeff\\" or 0xD800 <= o <= 0xDFFF:
            return ch
    return None


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
        errs.append("bad lang %r" % c["lang"])
    for key in ("id", "lang", "text", "note"):
        if not isinstance(c[key], str) or not c[key].strip():
            errs.append("empty %s" % key)
    for part in text.split("\n---\n"):
        if not part.strip():
            errs.append("empty message")
    if not c["secrets"] and not c["lookalikes"]:
        errs.append("case lists nothing")
    allv = c["secrets"] + c["lookalikes"]
    if len(set(allv)) != len(allv):
        errs.append("duplicate listed value")
    scalars = [cid, c["lang"], text, c["note"]] + allv
    for s in scalars:
        h = hostile(s)
        if h is not None:
            errs.append("hostile char %r" % h)
    for v in allv:
        if not v or v != v.strip():
            errs.append("empty or padded value %r" % v)
            continue
        occ = occurrences(text, v)
        if not occ:
            errs.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(occ) != 1:
            errs.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and before.isdigit() and before in DIG:
                errs.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and after.isdigit() and after in DIG:
                errs.append("number embedded (right): %r" % v)
            if len(v) <= 6 and (before in ASCII_ALNUM and v[0] in ASCII_ALNUM or after in ASCII_ALNUM and v[-1] in ASCII_ALNUM):
                errs.append("short value glued to a word: %r" % v)
    sec_occ = [o for v in c["secrets"] for o in occurrences(text, v)]
    lk_occ = [o for v in c["lookalikes"] for o in occurrences(text, v)]
    for a, b in sec_occ:
        for x, y in lk_occ:
            if a < y and x < b:
                errs.append("secret/look-alike overlap at %d-%d / %d-%d" % (a, b, x, y))
    return errs


def self_tests():
    errs = []
    if not luhn_ok("4242424242424242") or not luhn_ok("5555555555554444") or luhn_ok("4242424242424241"):
        errs.append("luhn")
    if not iban_ok("GB82WEST12345698765432") or not iban_ok("DE89370400440532013000"):
        errs.append("iban")
    if not verhoeff_ok("2363"):
        errs.append("verhoeff")
    if gtin_digit("400638133393") != "1":
        errs.append("gtin")
    if it_cf_check("RSSMRA85T10A562") != "S":
        errs.append("codice fiscale")
    if b58check(b"\x00" + bytes(20)) != "1111111111111111111114oLvT2":
        errs.append("base58check")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def build():
    cases, errs = [], []
    for n, fn in enumerate(CASES, 1):
        try:
            c = fn()
        except CaseError as e:
            errs.append(str(e))
            continue
        cid = "%s-%03d-%s" % (PREFIX, n, c["slug"])
        rec = {"id": cid, "lang": c["lang"], "text": c["text"], "secrets": c["secrets"],
               "lookalikes": c["lookalikes"], "note": c["note"]}
        for e in validate_case(rec):
            errs.append("%s: %s" % (cid, e))
        cases.append(rec)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    slugs = [c["id"][8:] for c in cases]
    if len(set(slugs)) != len(slugs):
        errs.append("duplicate slugs")
    return cases, errs


def emit(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append("    %s:" % key)
                out.extend("      - " + q(v) for v in c[key])
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 2 or not argv[1].endswith(".yaml"):
        print("usage: python3 make_heldout_v83.py heldout_v83.yaml", file=sys.stderr)
        return 1
    errs = self_tests()
    cases, e2 = build()
    errs += e2
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        return 1
    data = emit(cases)
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
