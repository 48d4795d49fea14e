#!/usr/bin/env python3
"""Deterministic generator for the blind evaluation set heldout_v55 (secrets filter).

Usage: python3 make_heldout_v55.py heldout_v55.yaml

Standard library only. Every secret and most look-alikes are drawn from
random.Random(55). Check digits are computed where the format has a public
scheme (see README.txt). Everything is validated before the file is written;
on any problem the script prints it and exits 1.
"""
import base64
import hashlib
import json
import random
import string
import sys
import unicodedata

NAME = "heldout_v55"
SEED = 55
PREFIX = "H55"
R = random.Random(SEED)

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AL = UP + LO + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64U = AL + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
SYM = "!@#$%&*?-_+="


# ---------------------------------------------------------------- basic draws
def s(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def d(n):
    return s(DIG, n)


def dnz(n):
    return R.choice("123456789") + d(n - 1)


def pick(seq):
    return R.choice(seq)


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64enc(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def grp(x, size, sep=" "):
    return sep.join(x[i:i + size] for i in range(0, len(x), size))


def uuid4(upper=False):
    h = s(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def dob(y0=1955, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    num = "".join(c for c in num if c.isdigit())
    return luhn_digit(num[:-1]) == num[-1]


def luhn_num(body):
    return body + luhn_digit(body)


def card(kind):
    if kind == "visa":
        body = "4" + d(14)
    elif kind == "mc":
        body = pick(["51", "52", "53", "54", "55"]) + d(13)
    elif kind == "amex":
        body = pick(["34", "37"]) + d(12)
    elif kind == "disc":
        body = "6011" + d(11)
    elif kind == "unionpay":
        body = pick(["622588", "622848", "621700", "622202"]) + d(9)
    elif kind == "shetab":
        body = pick(["603799", "610433", "589210", "627412"]) + d(9)
    else:
        raise ValueError(kind)
    return body + luhn_digit(body)


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return n[:4] + sep + n[4:10] + sep + n[10:]
    return grp(n, 4, sep)


def _alnum_to_digits(x):
    return "".join(str(int(ch, 36)) for ch in x)


def iban(cc, bban):
    num = _alnum_to_digits(bban + cc + "00")
    return cc + "%02d" % (98 - int(num) % 97) + bban


def iban_ok(x):
    x = x.replace(" ", "")
    return int(_alnum_to_digits(x[4:] + x[:4])) % 97 == 1


def fmt_iban(x):
    return grp(x, 4)


def rf_ref(ref):
    """ISO 11649 creditor reference."""
    num = _alnum_to_digits(ref + "RF00")
    return "RF" + "%02d" % (98 - int(num) % 97) + ref


def mod11_weights(body, weights):
    return sum(int(a) * w for a, w in zip(body, weights))


# Germany
def de_steuerid():
    while True:
        pool = list(DIG)
        R.shuffle(pool)
        chosen = pool[:9]
        arr = chosen + [R.choice(chosen)]
        R.shuffle(arr)
        if arr[0] == "0":
            continue
        body = "".join(arr)
        return body + de_stid_check(body)


def de_stid_check(body):
    product = 10
    for ch in body:
        sm = (int(ch) + product) % 10
        if sm == 0:
            sm = 10
        product = (sm * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def de_kvnr():
    letter = R.choice(UP)
    body = d(8)
    nums = "%02d" % (ord(letter) - 64) + body
    tot = 0
    for i, ch in enumerate(nums):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v // 10 + v % 10
    return letter + body + str(tot % 10)


# France
def fr_nir(female=False):
    y, m, _ = dob()
    dept = pick(["75", "69", "13", "33", "59", "44", "31", "67"])
    body = ("2" if female else "1") + "%02d%02d" % (y % 100, m) + dept + "%03d" % R.randint(1, 400) + "%03d" % R.randint(1, 999)
    key = 97 - int(body) % 97
    return body + "%02d" % key


def fmt_nir(n):
    return " ".join([n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:15]])


def fr_rib(bank):
    guichet = d(5)
    acct = d(11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
    return bank + guichet + acct + "%02d" % key


def fr_siren():
    body = dnz(8)
    return body + luhn_digit(body)


def fr_siret(siren):
    body = siren + d(4)
    return body + luhn_digit(body)


def fr_tva(siren):
    return "FR" + "%02d" % ((12 + 3 * (int(siren) % 97)) % 97) + siren


# Spain / Argentina
def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d" % n + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: "0", 10: "1"}.get(c, str(c))


def es_ccc(entidad):
    oficina = d(4)
    cuenta = d(10)
    return entidad + oficina + es_dc("00" + entidad + oficina) + es_dc(cuenta) + cuenta


def es_nss():
    prov = pick(["28", "08", "41", "46", "50", "48"])
    num = dnz(8)
    return prov + num + "%02d" % (int(prov + num) % 97)


def es_cif_b():
    body = d(7)
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        v = int(body[i]) * 2
        b += v // 10 + v % 10
    return "B" + body + str((10 - (a + b) % 10) % 10)


def ar_cuit(prefix):
    while True:
        body = prefix + d(8)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - mod11_weights(body, w) % 11
        if r == 10:
            continue
        c = 0 if r == 11 else r
        return "%s-%s-%d" % (body[:2], body[2:], c)


def ar_cbu(bank):
    b1 = bank + d(4)
    c1 = (10 - mod11_weights(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = d(13)
    c2 = (10 - mod11_weights(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


# Italy
_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                    2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def _cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def it_cf_check(body15):
    tot = 0
    for i, ch in enumerate(body15):
        tot += _CF_ODD[ch] if i % 2 == 0 else _cf_even(ch)
    return chr(65 + tot % 26)


def _cons(x):
    return [c for c in x.upper() if c.isalpha() and c not in "AEIOU"]


def _vows(x):
    return [c for c in x.upper() if c in "AEIOU"]


def it_cf(surname, name, female, comune):
    sc = "".join((_cons(surname) + _vows(surname) + ["X"] * 3)[:3])
    nc = _cons(name)
    if len(nc) >= 4:
        ncode = nc[0] + nc[2] + nc[3]
    else:
        ncode = "".join((nc + _vows(name) + ["X"] * 3)[:3])
    y, m, dd = dob()
    body = sc + ncode + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % (dd + (40 if female else 0)) + comune
    return body + it_cf_check(body)


def it_piva():
    body = d(7) + "%03d" % R.randint(1, 100)
    return body + luhn_digit(body)


# Netherlands / Belgium / Portugal
def nl_bsn():
    while True:
        body = dnz(8)
        sm = mod11_weights(body, [9, 8, 7, 6, 5, 4, 3, 2])
        last = sm % 11
        if last < 10:
            return body + str(last)


def nl_account():
    while True:
        body = "0" + dnz(8)
        sm = mod11_weights(body, [10, 9, 8, 7, 6, 5, 4, 3, 2])
        last = (-sm) % 11
        if last < 10:
            return body + str(last)


def pt_nif(first):
    body = first + d(7)
    r = mod11_weights(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return body + str(0 if r < 2 else 11 - r)


def pt_nib(bank):
    body = bank + d(4) + d(11)
    return body + "%02d" % (98 - (int(body) * 100) % 97)


# Brazil
def br_cpf():
    while True:
        b = d(9)
        if len(set(b)) == 1:
            continue
        d1 = (mod11_weights(b, range(10, 1, -1)) * 10) % 11 % 10
        b2 = b + str(d1)
        d2 = (mod11_weights(b2, range(11, 1, -1)) * 10) % 11 % 10
        return b2 + str(d2)


def fmt_cpf(c):
    return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])


def br_cnpj():
    b = d(8) + "0001"
    r = mod11_weights(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    b += str(0 if r < 2 else 11 - r)
    r = mod11_weights(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if r < 2 else 11 - r)


def fmt_cnpj(c):
    return "%s.%s.%s/%s-%s" % (c[:2], c[2:5], c[5:8], c[8:12], c[12:])


def br_nfe_key(cnpj):
    body = "35" + "2503" + cnpj + "55" + "001" + "%09d" % R.randint(1000, 999999) + "1" + d(8)
    w = [2, 3, 4, 5, 6, 7, 8, 9]
    sm = sum(int(ch) * w[i % 8] for i, ch in enumerate(reversed(body)))
    r = sm % 11
    return body + str(0 if r < 2 else 11 - r)


def s10(prefix, country):
    body = d(8)
    sm = mod11_weights(body, [8, 6, 4, 2, 3, 5, 9, 7])
    c = 11 - sm % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + body + str(c) + country


# Poland / Czechia
def pl_pesel(female=None):
    y, m, dd = dob(1960, 2004)
    mm = m + (20 if y >= 2000 else 0)
    serial = d(3)
    sx = R.choice("02468") if female else R.choice("13579")
    body = "%02d%02d%02d" % (y % 100, mm, dd) + serial + sx
    c = (10 - mod11_weights(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return body + str(c)


def pl_nip():
    while True:
        body = dnz(9)
        c = mod11_weights(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return body + str(c)


def cz_rc(female=False):
    while True:
        y, m, dd = dob(1960, 2003)
        body = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), dd) + d(3)
        c = int(body) % 11
        if c == 10:
            continue
        return body[:6] + "/" + body[6:] + str(c)


def cz_ico():
    body = d(7)
    c = (11 - mod11_weights(body, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return body + str(c)


def cz_account():
    while True:
        body = dnz(9)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2]
        sm = mod11_weights(body, w)
        c = (-sm) % 11
        if c < 10:
            return body + str(c)


# Russia / Ukraine
def ru_inn12():
    b = pick(["77", "50", "78", "54", "66", "16"]) + d(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b += str(mod11_weights(b, w1) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(mod11_weights(b, w2) % 11 % 10)


def ru_inn10():
    b = pick(["77", "78", "50", "54"]) + d(7)
    return b + str(mod11_weights(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_snils():
    while True:
        b = d(9)
        if int(b) <= 1001998:
            continue
        sm = mod11_weights(b, range(9, 0, -1))
        if sm < 100:
            c = sm
        elif sm in (100, 101):
            c = 0
        else:
            c = sm % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ru_ogrn():
    b = "1" + d(2) + pick(["77", "78", "50"]) + d(7)
    return b + str(int(b) % 11 % 10)


def ru_kpp():
    return pick(["77", "78", "50"]) + d(2) + "01001"


def ru_account_key(bik, acct20):
    """Set the control digit (9th) of a Russian settlement account for a BIK."""
    a = acct20[:8] + "0" + acct20[9:]
    full = bik[-3:] + a
    w = [7, 1, 3] * 8
    sm = sum((int(ch) * w[i]) % 10 for i, ch in enumerate(full))
    k = (sm % 10) * 3 % 10
    return a[:8] + str(k) + a[9:]


def ru_account_ok(bik, acct20, corr=False):
    full = ("0" + bik[4:6] if corr else bik[-3:]) + acct20
    w = [7, 1, 3] * 8
    return sum((int(ch) * w[i]) % 10 for i, ch in enumerate(full)) % 10 == 0


def ua_rnokpp():
    days = R.randint(20000, 38000)
    body = "%05d" % days + d(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return body + str(mod11_weights(body, w) % 11 % 10)


# Nordics
def se_pnr():
    y, m, dd = dob()
    body = "%02d%02d%02d" % (y % 100, m, dd) + d(3)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def se_orgnr():
    body = "55" + d(7)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def dk_cvr():
    while True:
        body = dnz(7)
        last = (-mod11_weights(body, [2, 7, 6, 5, 4, 3, 2])) % 11
        if last < 10:
            return body + str(last)


def no_mod11(body, weights):
    c = 11 - mod11_weights(body, weights) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def no_fnr():
    while True:
        y, m, dd = dob(1960, 1999)
        body = "%02d%02d%02d" % (dd, m, y % 100) + "%03d" % R.randint(0, 499)
        k1 = no_mod11(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return body + k1 + k2


def no_konto():
    while True:
        body = pick(["1503", "1254", "3000", "9710", "1206"]) + d(6)
        c = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return body + c


def fmt_no_konto(k):
    return "%s.%s.%s" % (k[:4], k[4:6], k[6:])


def no_orgnr():
    while True:
        body = pick(["9", "8"]) + d(7)
        c = no_mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return body + c


def fi_hetu():
    y, m, dd = dob(1950, 1999)
    nnn = "%03d" % R.randint(2, 899)
    body = "%02d%02d%02d" % (dd, m, y % 100)
    return body + "-" + nnn + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(body + nnn) % 31]


def fi_ytunnus():
    while True:
        body = d(7)
        r = mod11_weights(body, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return body + "-" + str(0 if r == 0 else 11 - r)


def fi_viite(base):
    w = [7, 3, 1]
    sm = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - sm % 10) % 10)


def fi_bban():
    body = pick(["1", "5", "8"]) + d(12)
    return body + luhn_digit(body)


# Hungary / Romania / Greece / Turkey
def hu_taj():
    body = dnz(8)
    sm = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(body))
    return body + str(sm % 10)


def hu_adoaz():
    while True:
        days = R.randint(30000, 48000)
        body = "8" + "%05d" % days + d(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(body)) % 11
        if c < 10:
            return body + str(c)


def _hu_block(digits):
    w = [9, 7, 3, 1]
    sm = sum(int(ch) * w[i % 4] for i, ch in enumerate(digits))
    return str((10 - sm % 10) % 10)


def hu_account(bank):
    b1 = bank + d(4)
    b1 += _hu_block(b1)
    b2 = d(15)
    b2 += _hu_block(b2)
    return "%s-%s-%s" % (b1, b2[:8], b2[8:])


def hu_adoszam():
    body = dnz(7)
    body += _hu_block(body)
    return "%s-%s-%s" % (body, R.choice("2345"), pick(["41", "42", "43", "13", "09"]))


def ro_cnp(female=False):
    y, m, dd = dob(1960, 1999)
    body = ("2" if female else "1") + "%02d%02d%02d" % (y % 100, m, dd) + pick(["40", "12", "22", "35", "04"]) + "%03d" % R.randint(1, 999)
    r = mod11_weights(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return body + ("1" if r == 10 else str(r))


def ro_cui():
    body = dnz(7)
    padded = body.rjust(9, "0")
    c = mod11_weights(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return body + ("0" if c == 10 else str(c))


def gr_afm(first="0"):
    body = first + d(7)
    c = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(body)) % 11 % 10
    return body + str(c)


def gr_amka():
    y, m, dd = dob()
    body = "%02d%02d%02d" % (dd, m, y % 100) + d(4)
    return body + luhn_digit(body)


def tr_tckn():
    b = dnz(9)
    ds = [int(c) for c in b]
    d10 = ((ds[0] + ds[2] + ds[4] + ds[6] + ds[8]) * 7 - (ds[1] + ds[3] + ds[5] + ds[7])) % 10
    d11 = (sum(ds) + d10) % 10
    return b + str(d10) + str(d11)


# East Asia
def cn_id(region):
    y, m, dd = dob(1965, 2002)
    body = region + "%04d%02d%02d" % (y, m, dd) + d(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[mod11_weights(body, w) % 11]


_USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(region):
    org = s(DIG + "ABCDEFGHJKLMNPQRTUWXY", 8)
    osum = sum(int(ch, 36) * w for ch, w in zip(org, [3, 7, 9, 10, 5, 8, 4, 2]))
    oc = 11 - osum % 11
    org += {10: "X", 11: "0"}.get(oc, str(oc))
    body = "91" + region + org
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(_USCC.index(ch) * wi for ch, wi in zip(body, w)) % 31
    return body + _USCC[0 if c == 31 else c]


def kr_rrn(female=False, y0=1965, y1=1999):
    y, m, dd = dob(y0, y1)
    g = (3 if y >= 2000 else 1) + (1 if female else 0)
    body = "%02d%02d%02d" % (y % 100, m, dd) + str(g) + d(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - mod11_weights(body, w) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn():
    body = dnz(3) + pick(["81", "86", "87", "01", "05"]) + d(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    sm = mod11_weights(body, w) + (int(body[8]) * 5) // 10
    c = (10 - sm % 10) % 10
    full = body + str(c)
    return "%s-%s-%s" % (full[:3], full[3:5], full[5:])


def jp_mynumber():
    body = dnz(11)
    sm = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        sm += p * q
    r = sm % 11
    return body + str(0 if r <= 1 else 11 - r)


def jp_corpno():
    base = dnz(12)
    sm = 0
    for n in range(1, 13):
        sm += int(base[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - sm % 9) + base


def jp_yamato():
    body = dnz(11)
    return body + str(int(body) % 7)


# South / South-East Asia, Middle East, Africa
VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def in_aadhaar():
    body = R.choice("23456789") + d(10)
    return body + verhoeff_digit(body)


def in_pan(surname_initial):
    return s(UP, 3) + "P" + surname_initial + d(4) + s(UP, 1)


def gst_check(body14):
    cp = DIG + UP
    factor = 2
    total = 0
    for ch in reversed(body14):
        add = factor * cp.index(ch)
        factor = 1 if factor == 2 else 2
        total += add // 36 + add % 36
    return cp[(36 - total % 36) % 36]


def in_gstin(state):
    body = state + s(UP, 3) + pick(["C", "F"]) + s(UP, 1) + d(4) + s(UP, 1) + "1Z"
    return body + gst_check(body)


def th_id():
    body = R.choice("1358") + d(11)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(body)) % 11) % 10
    return body + str(c)


def fmt_th(n):
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ir_melli():
    while True:
        body = d(9)
        if len(set(body)) < 3:
            continue
        r = sum(int(ch) * (10 - i) for i, ch in enumerate(body)) % 11
        return body + str(r if r < 2 else 11 - r)


def il_id(prefix=""):
    body = prefix + d(8 - len(prefix))
    for c in DIG:
        full = body + c
        tot = 0
        for i, ch in enumerate(full):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            tot += v // 10 + v % 10
        if tot % 10 == 0:
            return full
    raise AssertionError


def sa_nid(first="1"):
    body = first + d(8)
    return body + luhn_digit(body)


def ae_eid():
    y, _, _ = dob(1970, 2000)
    body = "784" + str(y) + d(7)
    return "%s-%s-%s-%s" % (body[:3], body[3:7], body[7:], luhn_digit(body))


def za_id():
    y, m, dd = dob(1960, 2000)
    body = "%02d%02d%02d" % (y % 100, m, dd) + d(4) + "08"
    return body + luhn_digit(body)


def sg_nric():
    body = d(7)
    pfx = R.choice("ST")
    sm = mod11_weights(body, [2, 7, 6, 5, 4, 3, 2]) + (4 if pfx == "T" else 0)
    return pfx + body + "JZIHGFEDCBA"[sm % 11]


def ng_nuban(bankcode):
    serial = d(9)
    w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
    c = (10 - mod11_weights(bankcode + serial, w) % 10) % 10
    return serial + str(c)


# Americas / Oceania / UK
def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def aba_ok(x):
    return mod11_weights(x, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0


def us_npi():
    body = R.choice("12") + d(8)
    return body + luhn_digit("80840" + body)


_VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin_check(v):
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    sm = sum((int(ch) if ch.isdigit() else _VIN_T[ch]) * wi for ch, wi in zip(v, w))
    r = sm % 11
    return "X" if r == 10 else str(r)


def us_vin(wmi):
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + s(letters, 5) + "0" + pick("MNPR") + s("ABCDEFGHJKLMNPRSTUVWXYZ", 1) + d(6)
    return v[:8] + vin_check(v) + v[9:]


def ca_sin():
    body = R.choice("1234567") + d(7)
    return body + luhn_digit(body)


def au_tfn():
    while True:
        body = dnz(8)
        sm = mod11_weights(body, [1, 4, 3, 7, 5, 8, 6, 9])
        last = sm % 11
        if last < 10:
            return body + str(last)


def au_tfn_ok(x):
    return mod11_weights(x, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def au_medicare():
    body = R.choice("23456") + d(7)
    c = mod11_weights(body, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return body + str(c) + R.choice("123")


def au_abn():
    rest = d(9)
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    sm = sum(int(ch) * wi for ch, wi in zip(rest, w[2:]))
    v = (-sm) % 89
    a, b = v // 10 + 1, v % 10
    return str(a) + str(b) + rest


def au_abn_ok(x):
    ds = [int(c) for c in x]
    ds[0] -= 1
    return sum(a * b for a, b in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def uk_nhs():
    while True:
        body = R.choice("3456789") + d(8)
        c = 11 - mod11_weights(body, range(10, 1, -1)) % 11
        if c == 10:
            continue
        return body + ("0" if c == 11 else str(c))


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        return p + d(6) + R.choice("ABCD")


def gb_vat():
    body = d(7)
    sm = mod11_weights(body, [8, 7, 6, 5, 4, 3, 2])
    last = (-sm) % 97
    return body + "%02d" % last


def isbn13(body12):
    sm = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body12))
    return body12 + str((10 - sm % 10) % 10)


def orcid_check(body15):
    total = 0
    for ch in body15:
        total = (total + int(ch)) * 2
    r = (12 - total % 11) % 11
    return "X" if r == 10 else str(r)


def bitlocker_key():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))


def b58(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


def b58check_ok(x):
    n = 0
    for ch in x:
        n = n * 58 + B58.index(ch)
    pad = len(x) - len(x.lstrip("1"))
    raw = b"\0" * pad + n.to_bytes((n.bit_length() + 7) // 8, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def ssh_ed25519(comment):
    """Structurally valid OpenSSH ed25519 container with random key bytes."""
    pub = rb(32)
    seed = rb(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rb(4)
    sec = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
            + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(sec))
    body = b64enc(blob)
    pem = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
           + "\n-----END OPENSSH PRIVATE KEY-----")
    fp = "SHA256:" + b64enc(hashlib.sha256(pubblob).digest()).rstrip("=")
    return pem, b64enc(pubblob), fp


def jwt(payload):
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64url(rb(32))


def dell_express(tag):
    return str(int(tag, 36))


def selftest():
    assert luhn_ok("4111111111111111") and luhn_ok("79927398713")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
    assert iban("DE", "370400440532013000") == "DE89370400440532013000"
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert de_stid_check("8609574271") == "9"
    assert it_cf_check("RSSMRA85T10A562") == "S"
    assert "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"
    assert mod11_weights("111222333", [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 == 0
    assert tr_ok("10000000146")
    assert "10X98765432"[mod11_weights("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X"
    assert aba_ok("021000021") and aba_ok("121000248") and aba_ok("026009593")
    assert vin_check("1M8GDM9AXKP042788") == "X"
    assert au_tfn_ok("123456782") and au_abn_ok("51824753556")
    assert luhn_ok("046454286")
    assert luhn_digit("80840" + "123456789") == "3"
    assert isbn13("978030640615") == "9780306406157"
    assert orcid_check("000000021825009") == "7"
    assert int("1180301018771"[0]) == 9 - sum(int("180301018771"[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13)) % 9
    assert fi_viite("123") == "1232"
    assert "0123456789ABCDEFHJKLMNPRSTUVWXY"[int("131052308") % 31] == "T"
    assert mod11_weights("0112038", [7, 9, 10, 5, 8, 4, 2]) % 11 == 2
    assert no_mod11("92360901", [3, 2, 7, 6, 5, 4, 3, 2]) == "6"
    assert "JZIHGFEDCBA"[mod11_weights("1234567", [2, 7, 6, 5, 4, 3, 2]) % 11] == "D"
    assert luhn_ok("8001015009087")
    assert mod11_weights("500100732", [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) >= 0
    assert str(mod11_weights("7707083893"[:9], [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == "3"
    assert str(mod11_weights("5001007322", [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == "5"
    assert str(mod11_weights("50010073225", [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == "9"
    assert mod11_weights("112233445", range(9, 0, -1)) == 95
    assert int("102770013219") % 11 % 10 == 5
    assert ru_account_ok("044525225", "30101810400000000225", corr=True)
    assert ru_account_ok("044525974", "30101810145250000974", corr=True)
    assert gst_check("27AAPFU0939F1Z") == "V"
    assert (lambda b: _USCC[(31 - sum(_USCC.index(c) * w for c, w in zip(b, [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28])) % 31) % 31])("91350100M000100Y4") == "3"
    my = "12345678901"
    assert (lambda sm: str(0 if sm % 11 <= 1 else 11 - sm % 11))(sum(int(my[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))) == "8"
    assert mod11_weights("9434765919", range(10, 0, -1)) >= 0 and (11 - mod11_weights("943476591", range(10, 1, -1)) % 11) % 11 == 9
    assert b58check_ok(b58check(b"\x00" + bytes(20)))
    assert b58check(b"\x00" + bytes(20)) == "1111111111111111111114oLvT2"


def tr_ok(x):
    ds = [int(c) for c in x]
    return (ds[9] == ((ds[0] + ds[2] + ds[4] + ds[6] + ds[8]) * 7 - (ds[1] + ds[3] + ds[5] + ds[7])) % 10
            and ds[10] == sum(ds[:10]) % 10)


# ---------------------------------------------------------------- case registry and validation
LANGS = {"en", "de", "fr", "es", "pt", "it", "nl", "pl", "cs", "ru", "uk", "sv", "da", "no", "fi", "hu",
         "ro", "el", "tr", "zh", "ja", "ko", "ar", "fa", "he", "hi", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
CASES = []
PROBLEMS = []


JOINERS = "\u200c\u200d"  # zero-width (non-)joiner: part of normal Persian/Indic spelling, allowed in text only


def bad_char(x, joiners=False):
    for ch in x:
        if ch == "\n" or (joiners and ch in JOINERS):
            continue
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\u2028\u2029\ufeff\u0085":
            return ch
    return None


def occurrences(text, v):
    out = []
    i = text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def _an(ch):
    return ch.isascii() and ch.isalnum()


def validate_case(c):
    p = []
    text = c["text"]
    if c["lang"] not in LANGS:
        p.append("unknown lang %r" % c["lang"])
    if not isinstance(text, str) or not text.strip():
        return p + ["empty text"]
    if text != text.strip():
        p.append("text has leading/trailing whitespace")
    if bad_char(text, joiners=True):
        p.append("hostile char %r in text" % bad_char(text, joiners=True))
    if any(not m.strip() for m in text.split(SEP)):
        p.append("empty message")
    if not c["note"].strip() or bad_char(c["note"]):
        p.append("bad note")
    sec, la = c["secrets"], c["lookalikes"]
    allv = [("secret", v) for v in sec] + [("lookalike", v) for v in la]
    if len(set(sec)) != len(sec) or len(set(la)) != len(la):
        p.append("duplicate value in a list")
    if set(sec) & set(la):
        p.append("value in both lists: %r" % (set(sec) & set(la)))
    if not sec and not la:
        p.append("negative case without look-alikes")
    spans = []
    for kind, v in allv:
        if not isinstance(v, str) or not v or v != v.strip():
            p.append("bad %s value %r" % (kind, v))
            continue
        if bad_char(v):
            p.append("hostile char in %r" % v)
        occ = occurrences(text, v)
        if not occ:
            p.append("%s not in text: %r" % (kind, v))
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short %s occurs %d times: %r" % (kind, len(occ), v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and (before.isdigit() or (before in ".," and a > 1 and text[a - 2].isdigit())):
                p.append("%s %r embedded in a longer number (before)" % (kind, v))
            if v[-1].isdigit() and (after.isdigit() or (after in ".," and b + 1 < len(text) and text[b + 1].isdigit())):
                p.append("%s %r embedded in a longer number (after)" % (kind, v))
            if _an(v[0]) and before and _an(before):
                p.append("%s %r glued to preceding alnum %r" % (kind, v, before))
            if _an(v[-1]) and after and _an(after):
                p.append("%s %r glued to following alnum %r" % (kind, v, after))
            spans.append((a, b, kind, v))
    spans.sort()
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            if spans[j][0] >= spans[i][1]:
                break
            if spans[j][3] != spans[i][3]:
                p.append("overlap: %s %r / %s %r" % (spans[i][2], spans[i][3], spans[j][2], spans[j][3]))
    return p


def case(lang, slug, note):
    def deco(fn):
        last = None
        for _attempt in range(40):
            text, sec, la = fn()
            c = {"lang": lang, "slug": slug, "text": text.strip("\n"), "secrets": list(sec),
                 "lookalikes": list(la), "note": note}
            last = validate_case(c)
            if not last:
                CASES.append(c)
                return fn
        PROBLEMS.append("%s/%s: %s" % (lang, slug, "; ".join(last)))
        CASES.append(c)
        return fn
    return deco


def msgs(*parts):
    return SEP.join(x.strip("\n") for x in parts)


# ---------------------------------------------------------------- value makers
WORDS_EN = ["maple", "harbor", "violet", "copper", "meadow", "falcon", "pepper", "sunset", "river", "granite",
            "walnut", "lantern", "orbit", "velvet", "thunder", "cobalt", "willow", "saffron", "pebble", "tiger",
            "summit", "biscuit", "nebula", "juniper", "marble", "canyon", "rocket", "sparrow", "cinder", "autumn",
            "mango", "glacier", "pickle", "banjo", "otter", "comet", "basil", "harvest", "zephyr", "tundra"]
BIP = ["abandon", "ability", "absent", "absorb", "access", "accident", "acoustic", "across", "actress", "adapt",
       "advance", "aerobic", "afford", "agent", "airport", "aisle", "alarm", "album", "alcohol", "alien",
       "alley", "almost", "alpha", "amateur", "amazing", "among", "anchor", "ancient", "angle", "ankle",
       "antenna", "antique", "anxiety", "apology", "april", "arctic", "arena", "armor", "arrow", "artefact",
       "artist", "asthma", "athlete", "attitude", "auction", "august", "autumn", "avocado", "awkward", "axis",
       "bamboo", "banana", "barrel", "basket", "battle", "beach", "believe", "bicycle", "blanket", "bottom",
       "bracket", "brick", "bridge", "broccoli", "bubble", "budget", "buffalo", "cabbage", "cactus", "camera",
       "canyon", "carbon", "castle", "cattle", "ceiling", "cereal", "chimney", "cinnamon", "citizen", "clarify",
       "coconut", "coffee", "column", "copper", "cotton", "cousin", "cradle", "crystal", "cushion", "dolphin",
       "donkey", "dragon", "eagle", "elbow", "elephant", "embrace", "engine", "episode", "fabric", "february",
       "festival", "fiction", "flamingo", "fossil", "galaxy", "garlic", "giraffe", "glimpse", "gorilla", "harbor",
       "hedgehog", "horizon", "hospital", "iceberg", "inherit", "jaguar", "jungle", "kangaroo", "ketchup", "kitten",
       "ladder", "lemon", "library", "lizard", "lobster", "lottery", "magnet", "mango", "marble", "meadow",
       "mushroom", "napkin", "noodle", "october", "olympic", "orange", "oyster", "paddle", "panther", "peanut",
       "pelican", "penguin", "pepper", "pigeon", "planet", "pumpkin", "puzzle", "rabbit", "raccoon", "rhythm",
       "saddle", "salmon", "scissors", "shrimp", "sketch", "spider", "squirrel", "sunset", "tomato", "tornado",
       "toward", "trumpet", "tunnel", "turtle", "umbrella", "velvet", "violin", "volcano", "walnut", "whisper",
       "window", "wizard", "yellow", "zebra"]


def leet(w):
    return w.translate(str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"}))


def pw_word(words=WORDS_EN):
    w = R.choice(words)
    style = R.randrange(4)
    if style == 0:
        return w.capitalize() + d(R.choice([2, 4])) + R.choice("!#$%&*?")
    if style == 1:
        return R.choice("!#$%&*") + w.capitalize() + str(R.randint(10, 99)) + R.choice([x for x in words if x != w]).capitalize()
    if style == 2:
        return leet(w).capitalize() + R.choice("!#$%&*?") + d(3)
    return w.capitalize() + R.choice([x for x in words if x != w]).capitalize() + R.choice("!#$%&*") + d(2)


def pw_rand(n=16, extra="!@#$%^&*-_=+?"):
    while True:
        p = s(AL + extra, n)
        if (any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p)
                and _an(p[0]) and _an(p[-1])):
            return p


def pw_url(n=20):
    return pw_rand(n, "-_~")


def passphrase(words, k=4, sep="-"):
    return sep.join(R.sample(words, k))


def aws_akid():
    return "AKIA" + s(UP + "234567", 16)


def aws_secret():
    while True:
        x = s(AL + "/+", 40)
        if _an(x[0]) and _an(x[-1]):
            return x


def ghp():
    return "ghp_" + s(AL, 36)


def gh_fine():
    return "github_pat_11" + s(UP + DIG, 20) + "_" + s(AL, 59)


def oai_proj():
    return "sk-proj-" + s(B64U, 74) + "T3BlbkFJ" + s(AL, 73) + s(AL, 1)


def ant_key():
    return "sk-ant-api03-" + s(B64U, 93) + "AA"


def pin(n):
    while True:
        x = d(n)
        if len(set(x)) >= 3 and max(x.count(c) for c in x) <= max(2, n // 3) and x not in DIG and x not in DIG[::-1]:
            return x


def otp(n=6):
    return pin(n)


def hexs(n):
    return s(HEX, n)


def b64key(nbytes):
    while True:
        x = b64enc(rb(nbytes))
        if _an(x[0]):
            return x


def upper_ref(n):
    return s(UP + DIG, n)


# ================================================================ ENGLISH: developer credentials
@case("en", "aws-credentials-file", "AWS key pair pasted from ~/.aws/credentials; the RequestId is a look-alike")
def _():
    akid, sk, req = aws_akid(), aws_secret(), uuid4()
    t = f"""My boto3 script works on my laptop but on the new EC2 box it fails with SignatureDoesNotMatch. This is what I put in ~/.aws/credentials on the server:

[default]
aws_access_key_id = {akid}
aws_secret_access_key = {sk}
region = eu-west-2

Full error: An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation. RequestId: {req}
Is it a clock issue or did I copy something wrong?"""
    return t, [akid, sk], [req]


@case("en", "aws-docs-example-keys", "AWS documentation example key pair, only discussed")
def _():
    t = """In the AWS CLI user guide the config example uses AKIAIOSFODNN7EXAMPLE with the secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. If I leave exactly those in my Terraform provider block while testing against LocalStack on port 4566, is there any chance a request ends up at real AWS and bills someone?"""
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]


@case("en", "github-pat-in-remote-url", "classic GitHub PAT embedded in a git remote URL; commit hash look-alike")
def _():
    tok, sha = ghp(), hexs(40)
    t = f"""git push keeps prompting for a password even though I set the remote with my token:

git remote set-url origin https://{tok}@github.com/nadia-okafor/budget-tracker.git

git log -1 shows commit {sha} so the commit is there locally. What am I missing?"""
    return t, [tok], [sha]


@case("en", "github-token-revoked", "fine-grained GitHub token the user says is already revoked: still a secret; short commit id look-alike")
def _():
    tok, short = gh_fine(), hexs(7)
    t = f"""I accidentally committed a token in src/config.ts (commit {short}) to a public repo an hour ago. I already revoked it in GitHub settings, it was {tok}. Do I still need to rewrite the history with git filter-repo, or is revoking enough?"""
    return t, [tok], [short]


@case("en", "stripe-live-env", "Stripe live secret key and webhook signing secret in .env; price id look-alike")
def _():
    sk = "sk_live_51" + s(AL, 97)
    wh = "whsec_" + s(AL, 32)
    price = "price_1" + s(AL, 23)
    t = f"""Webhook signature verification fails only in production. My .env.production:

STRIPE_SECRET_KEY={sk}
STRIPE_WEBHOOK_SECRET={wh}
STRIPE_PRICE_PRO_MONTHLY={price}
NEXT_PUBLIC_SITE_URL=https://app.fernleaf.io

I'm reading the body with await req.json() before calling constructEvent. Could that be it?"""
    return t, [sk, wh], [price]


@case("en", "stripe-docs-test-values", "Stripe documentation test key, test card and a PaymentIntent id; nothing secret")
def _():
    pi = "pi_3" + s(AL, 23)
    t = f"""Following the Stripe quickstart with their sample key sk_test_4eC39HqLyjWDarjtT1zdp7dc and the test card 4242 4242 4242 4242 (any future date, any CVC). The PaymentIntent {pi} shows as succeeded in the logs but my local webhook endpoint never gets called. I'm running stripe listen --forward-to localhost:3000/api/webhooks."""
    return t, [], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242", pi]


@case("en", "openai-key-in-python", "OpenAI project key hard-coded in Python; request id look-alike")
def _():
    key = oai_proj()
    req = "req_" + hexs(32)
    t = f"""why am I getting 429 insufficient_quota when I just added $10 of credit?

from openai import OpenAI
client = OpenAI(api_key="{key}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "hi"}}])

error says: Error code: 429 - You exceeded your current quota (request id: {req})"""
    return t, [key], [req]


@case("en", "anthropic-key-curl", "Anthropic API key in a curl header; message id look-alike")
def _():
    key = ant_key()
    mid = "msg_01" + s(AL, 22)
    t = f"""This curl works but the same thing from my Go code returns 401. What's different?

curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: {key}" \\
  -H "anthropic-version: 2023-06-01" \\
  -H "content-type: application/json" \\
  -d '{{"model": "claude-3-5-haiku-latest", "max_tokens": 64, "messages": [{{"role": "user", "content": "ping"}}]}}'

The curl response has id {mid}. In Go I set req.Header.Set("Authorization", "Bearer " + key)."""
    return t, [key], [mid]


@case("en", "slack-bot-and-webhook", "Slack bot token and the secret part of an incoming-webhook URL; channel id look-alike")
def _():
    bot = "xoxb-" + d(12) + "-" + d(13) + "-" + s(AL, 24)
    team, hook_b, hook_s = "T0" + upper_ref(9), "B0" + upper_ref(9), s(AL, 24)
    chan = "C0" + upper_ref(9)
    t = f"""Our deploy notifier stopped posting. Config:

SLACK_BOT_TOKEN={bot}
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/{team}/{hook_b}/{hook_s}
SLACK_CHANNEL_ID={chan}

chat.postMessage returns not_in_channel but the webhook returns 200 and still nothing appears."""
    return t, [bot, hook_s], [chan]


@case("en", "twilio-auth-token-node", "Twilio auth token in Node code; message SID and phone number look-alikes")
def _():
    sid, tok = "AC" + hexs(32), hexs(32)
    msid = "SM" + hexs(32)
    t = f"""const client = require('twilio')('{sid}', '{tok}');

client.messages.create({{ from: '+14155550143', to: '+447700900318', body: 'Your table is ready' }})

The log says Message SID {msid}, status "undelivered", error 30008. Is it the UK number format?"""
    return t, [tok], [msid, "+447700900318"]


@case("en", "sendgrid-key-env", "SendGrid API key; dynamic template id look-alike")
def _():
    key = "SG." + s(B64U, 22) + "." + s(B64U, 43)
    while not (_an(key[-1])):
        key = "SG." + s(B64U, 22) + "." + s(B64U, 43)
    tpl = "d-" + hexs(32)
    t = f"""Emails go out but the dynamic data is empty. .env has SENDGRID_API_KEY={key} and I'm sending to template {tpl} with dynamic_template_data: {{ first_name: user.firstName }}. The handlebars in the template is {{{{firstName}}}}."""
    return t, [key], [tpl]


@case("en", "google-places-server-key", "server-side Google API key in a Python request; place id look-alike")
def _():
    key = "AIzaSy" + s(B64U, 33)
    while not _an(key[-1]):
        key = "AIzaSy" + s(B64U, 33)
    place = "ChIJ" + s(B64U, 23)
    while not _an(place[-1]):
        place = "ChIJ" + s(B64U, 23)
    t = f"""r = requests.get("https://maps.googleapis.com/maps/api/place/details/json",
                 params={{"place_id": "{place}", "key": "{key}", "fields": "opening_hours"}})

This runs in a Cloud Function and returns REQUEST_DENIED "This API project is not authorized to use this API". Which API do I have to enable?"""
    return t, [key], [place]


@case("en", "postgres-url-rds", "credentials of a Postgres URL are the secret; the RDS host is a look-alike")
def _():
    pw = pw_url(22)
    host = "db-prod-3." + s(LO + DIG, 12) + ".eu-central-1.rds.amazonaws.com"
    t = f"""Prisma keeps failing with P1001 Can't reach database server. The URL in Vercel is

DATABASE_URL="postgresql://app_user:{pw}@{host}:5432/orders?schema=public&sslmode=require"

The security group allows 5432 from 0.0.0.0/0 for now. Anything wrong with the string itself?"""
    return t, ["app_user:" + pw], [host]


@case("en", "mongodb-srv-uri", "user:password part of a MongoDB Atlas URI; ObjectId look-alike")
def _():
    user, pw = "kiran_dev", pw_url(16)
    oid = hexs(24)
    t = f"""mongoose.connect("mongodb+srv://{user}:{pw}@cluster0.{s(LO + DIG, 5)}.mongodb.net/recipes?retryWrites=true&w=majority")

Connects fine, but Recipe.findById("{oid}") returns null even though I can see that document in Compass. Is it the collection name pluralization?"""
    return t, [user + ":" + pw], [oid]


@case("en", "spring-datasource-password", "database password in Spring application.properties")
def _():
    pw = pw_rand(14)
    t = f"""Getting "Access denied for user 'inv_svc'@'10.0.4.23' (using password: YES)" on startup. application.properties:

spring.datasource.url=jdbc:mysql://10.0.4.17:3306/inventory?useSSL=false&serverTimezone=UTC
spring.datasource.username=inv_svc
spring.datasource.password={pw}
spring.jpa.hibernate.ddl-auto=validate

The same credentials work from the mysql CLI on my laptop."""
    return t, [pw], []


@case("en", "compose-postgres-password", "POSTGRES_PASSWORD in docker-compose; image digest look-alike")
def _():
    pw = pw_rand(18, "!#%*-_")
    dig = hexs(64)
    t = f"""services:
  db:
    image: postgres@sha256:{dig}
    environment:
      POSTGRES_USER: wiki
      POSTGRES_PASSWORD: "{pw}"
      POSTGRES_DB: wikijs
    volumes:
      - pgdata:/var/lib/postgresql/data

I changed POSTGRES_PASSWORD and now wiki.js can't log in. Does postgres ignore the variable once the volume exists?"""
    return t, [pw], [dig]


@case("en", "k8s-secret-base64", "base64-encoded password in a Kubernetes Secret manifest; object uid look-alike")
def _():
    pw = pw_rand(16)
    enc = b64enc(pw.encode())
    user = b64enc(b"alerts@northwind-labs.com")
    uid = uuid4()
    t = f"""kubectl get secret smtp-creds -o yaml gives:

apiVersion: v1
kind: Secret
metadata:
  name: smtp-creds
  namespace: monitoring
  uid: {uid}
type: Opaque
data:
  username: {user}
  password: {enc}

Alertmanager still says 535 authentication failed. Did I double-encode something?"""
    return t, [enc], [uid]


@case("en", "bearer-jwt-from-har", "session JWT in an Authorization header copied from devtools; request id look-alike")
def _():
    now = 1733400000 + R.randint(0, 9000000)
    tok = jwt({"sub": "auth0|" + hexs(24), "iss": "https://login.brightdesk.app/", "iat": now, "exp": now + 3600,
               "scope": "openid profile email"})
    rid = uuid4()
    t = f"""Copied this request from Chrome devtools, it works in the browser but my Python script gets 403:

GET /api/v2/reports?month=2024-11 HTTP/2
Host: api.brightdesk.app
Authorization: Bearer {tok}
x-request-id: {rid}
accept: application/json

Do I need to send cookies as well?"""
    return t, [tok], [rid]


@case("en", "jwtio-sample-token", "the jwt.io sample token and its default secret; nothing of the user")
def _():
    t = """Can you decode the example token from jwt.io for me and explain each part?
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c
Also why does it verify with the string your-256-bit-secret and what happens if I change one letter of the payload?"""
    return t, [], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "your-256-bit-secret"]


@case("en", "django-session-cookie", "Django sessionid cookie value; Google Analytics cookie look-alike")
def _():
    sess = s(LO + DIG, 32)
    csrf = s(AL, 32)
    ga = "GA1.1." + dnz(9) + ".17" + d(8)
    t = f"""I'm trying to scrape my own order history from the shop. requests.get returns the login page even though I pass the cookie header I copied:

Cookie: csrftoken={csrf}; sessionid={sess}; _ga={ga}

Do I also need the X-CSRFToken header for GET requests?"""
    return t, [sess], [ga]


@case("en", "ssh-private-key-paste", "OpenSSH private key block pasted whole; the public key fingerprint is a look-alike")
def _():
    pem, pub, fp = ssh_ed25519("deploy@ci-runner")
    t = f"""GitHub rejects my deploy key with "Permission denied (publickey)". This is the id_ed25519 on the runner:

{pem}

GitHub shows the key as {fp} in the repo's deploy keys page, and it has write access ticked."""
    return t, [pem], [fp]


@case("en", "eth-private-key-import", "raw Ethereum private key; the wallet address is a look-alike")
def _():
    key = hexs(64)
    addr = "0x" + hexs(40)
    t = f"""Importing an old wallet into MetaMask via "Import account". The private key I saved is {key} but MetaMask shows a different address than the one I remember ({addr}). Did I save the wrong thing?"""
    return t, [key], [addr]


@case("en", "seed-phrase-inherited", "12-word recovery phrase written down by a relative; transaction hash look-alike")
def _():
    phrase = " ".join(R.sample(BIP, 12))
    tx = "0x" + hexs(64)
    t = f"""My late uncle left a Ledger and a card with these words: {phrase}. The last transaction I can find for his address is {tx}. Can you walk me through restoring it on a new device without losing anything?"""
    return t, [phrase], [tx]


@case("en", "npmrc-auth-token", "npm automation token in .npmrc; package-lock integrity hash look-alike")
def _():
    tok = "npm_" + s(AL, 36)
    integ = "sha512-" + b64enc(rb(64))
    t = f"""npm publish from CI says 404 Not Found - PUT https://registry.npmjs.org/@tally%2fcore. My .npmrc:

//registry.npmjs.org/:_authToken={tok}
@tally:registry=https://registry.npmjs.org/

The package-lock entry for it has "integrity": "{integ}". Is the scope not created yet?"""
    return t, [tok], [integ]


@case("en", "pypirc-api-token", "PyPI API token in .pypirc; wheel sha256 look-alike")
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + s(B64U, 150)
    while not _an(tok[-1]):
        tok = "pypi-AgEIcHlwaS5vcmc" + s(B64U, 150)
    sha = hexs(64)
    t = f"""twine upload gives 403 "Invalid or non-existent authentication information". ~/.pypirc:

[pypi]
  username = __token__
  password = {tok}

The wheel is geoshard-0.4.1-py3-none-any.whl, sha256 {sha}."""
    return t, [tok], [sha]


@case("en", "hf-token-notebook", "Hugging Face access token in a notebook cell; model revision hash look-alike")
def _():
    tok = "hf_" + s(UP + LO, 34)
    rev = hexs(40)
    t = f"""from huggingface_hub import login
login(token="{tok}")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", revision="{rev}")

Still getting 401 gated repo. I accepted the license this morning. Does approval take time?"""
    return t, [tok], [rev]


@case("en", "discord-bot-token", "Discord bot token; guild id snowflake look-alike")
def _():
    uid = "1" + d(18)
    tok = b64enc(uid.encode()).rstrip("=") + "." + s(B64U, 6) + "." + s(B64U, 38)
    while not _an(tok[-1]):
        tok = b64enc(uid.encode()).rstrip("=") + "." + s(B64U, 6) + "." + s(B64U, 38)
    guild = "1" + d(18)
    t = f"""My discord.py bot logs in but slash commands never show up.

TOKEN = "{tok}"
GUILD_ID = {guild}

await tree.sync(guild=discord.Object(id=GUILD_ID)) runs without errors."""
    return t, [tok], [guild]


@case("en", "azure-storage-connection-string", "AccountKey value inside an Azure Storage connection string; subscription id look-alike")
def _():
    key = b64enc(rb(64))
    sub = uuid4()
    t = f"""Function app can't read the blob container, 403 AuthorizationPermissionMismatch. App setting:

AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=stcontosodocs01;AccountKey={key};EndpointSuffix=core.windows.net

Subscription {sub}, resource group rg-docs-prod. Do I need a role assignment even with the key?"""
    return t, [key], [sub]


@case("en", "gcp-service-account-json", "private_key in a GCP service-account JSON (escaped newlines); client_id look-alike")
def _():
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    body = b64enc(der + rb(420))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    cid = "1" + d(20)
    t = f"""gspread says "invalid_grant: Invalid JWT Signature". Here is the key file (I trimmed the middle of the key, it's much longer):

{{
  "type": "service_account",
  "project_id": "budget-sheets-4471",
  "private_key_id": "{hexs(40)}",
  "private_key": "{pk}",
  "client_email": "sheets-bot@budget-sheets-4471.iam.gserviceaccount.com",
  "client_id": "{cid}"
}}"""
    return t, [pk], [cid]


@case("en", "basic-auth-postman", "Basic auth header (base64 of user:password); Postman-Token look-alike")
def _():
    pw = pw_rand(12)
    enc = b64enc(("ops-admin:" + pw).encode())
    ptok = uuid4()
    t = f"""Postman generated this and it works, but the same call from PowerShell Invoke-RestMethod returns 401:

Authorization: Basic {enc}
Postman-Token: {ptok}
Content-Type: application/json

How do I build the header in PowerShell?"""
    return t, [enc], [ptok]


@case("en", "jenkins-curl-user-pass", "user:password passed to curl -u")
def _():
    pw = pw_url(14)
    t = f"""curl -X POST -u admin:{pw} "https://ci.harwell-lab.net:8443/job/nightly-build/build?delay=0sec"

returns 403 No valid crumb was included in the request. How do I fetch the crumb first in the same script?"""
    return t, ["admin:" + pw], []


@case("en", "binance-api-key-pair", "exchange API key and secret; order id look-alike")
def _():
    k, sec = s(AL, 64), s(AL, 64)
    oid = dnz(11)
    t = f"""My trading bot gets {{"code":-1022,"msg":"Signature for this request is not valid."}}

API_KEY = "{k}"
API_SECRET = "{sec}"

I sign the query string with HMAC-SHA256. The last order that went through was orderId {oid}."""
    return t, [k, sec], [oid]


@case("en", "wireguard-config", "WireGuard private and preshared keys; the peer public key is a look-alike")
def _():
    priv, pub, psk = b64enc(rb(32)), b64enc(rb(32)), b64enc(rb(32))
    t = f"""Handshake never completes. My client config:

[Interface]
PrivateKey = {priv}
Address = 10.8.0.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = {pub}
PresharedKey = {psk}
Endpoint = vpn.kowalski.family:51820
AllowedIPs = 0.0.0.0/0
PersistentKeepalive = 25"""
    return t, [priv, psk], [pub]


@case("en", "ssh-public-key-only", "an SSH public key and its fingerprint; nothing secret")
def _():
    _pem, pub, fp = ssh_ed25519("maya@thinkpad")
    t = f"""Is it safe to send this to our hosting provider so they can add it to authorized_keys?

ssh-ed25519 {pub} maya@thinkpad

ssh-keygen -lf says 256 {fp} maya@thinkpad (ED25519)."""
    return t, [], [pub, fp]


@case("en", "google-oauth-client-secret", "OAuth client secret; the client id is public and a look-alike")
def _():
    cid = dnz(12) + "-" + s(LO + DIG, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + s(B64U, 28)
    while not _an(sec[-1]):
        sec = "GOCSPX-" + s(B64U, 28)
    t = f"""NextAuth Google provider gives "redirect_uri_mismatch". .env.local:

GOOGLE_CLIENT_ID={cid}
GOOGLE_CLIENT_SECRET={sec}
NEXTAUTH_URL=http://localhost:3000

The authorized redirect URI in the console is http://localhost:3000/api/auth/callback/google."""
    return t, [sec], [cid]


@case("en", "shopify-admin-token", "Shopify Admin API access token; order GID look-alike")
def _():
    tok = "shpat_" + hexs(32)
    gid = "gid://shopify/Order/" + dnz(13)
    t = f"""GraphQL mutation orderUpdate returns "Access denied for orderUpdate field". Headers: X-Shopify-Access-Token: {tok}. The order is {gid}. Which scope is missing, write_orders?"""
    return t, [tok], [gid]


@case("en", "docker-hub-pat-ci-log", "Docker Hub personal access token echoed into a CI log; image digest look-alike")
def _():
    tok = "dckr_pat_" + s(B64U, 27)
    while not _an(tok[-1]):
        tok = "dckr_pat_" + s(B64U, 27)
    dig = "sha256:" + hexs(64)
    t = f"""Why did my GitHub Actions log print this in clear text? I thought secrets get masked.

Run echo "{tok}" | docker login -u lenatheis --password-stdin
Login Succeeded
...
pushed lenatheis/photo-sorter:1.8.0 digest: {dig} size: 2417

I had put the token in an env: block instead of secrets."""
    return t, [tok], [dig]


@case("en", "bitbucket-app-password-url", "user:app-password in a Bitbucket clone URL")
def _():
    pw = "ATBB" + s(AL, 28) + hexs(8).upper()
    rev = hexs(40)
    t = f"""Cloning works in my terminal with

git clone https://m_oduya:{pw}@bitbucket.org/harbourline/pricing-engine.git

but the same URL in Jenkins gives "fatal: Authentication failed" right after "Checking out Revision {rev} (refs/remotes/origin/main)". Do app passwords need the repository:read permission explicitly?"""
    return t, ["m_oduya:" + pw], [rev]


@case("en", "dotenv-mixed-values", "a .env with two secrets among ordinary settings; analytics id look-alike")
def _():
    jwt_secret = s(AL, 48)
    pw = pw_url(18)
    gid = "G-" + upper_ref(10)
    t = f"""Can you turn this .env into a docker run command with -e flags?

NODE_ENV=production
PORT=8080
APP_VERSION=3.18.2
JWT_SECRET={jwt_secret}
DATABASE_URL=postgres://shop_svc:{pw}@localhost:5432/shop
GA_MEASUREMENT_ID={gid}
LOG_LEVEL=info"""
    return t, [jwt_secret, "shop_svc:" + pw], [gid]


@case("en", "app-log-plaintext-password", "password leaked into a debug log line; trace id look-alike")
def _():
    pw = pw_word()
    trace = hexs(32)
    t = f"""Users can't log in after the deploy. From the auth service log:

2024-11-03T14:22:17.482Z DEBUG auth.LoginService - attempt user=m.reyes@calloway.co password={pw} trace_id={trace}
2024-11-03T14:22:17.519Z WARN  auth.LoginService - bcrypt compare failed for user=m.reyes@calloway.co trace_id={trace}

That's my own account and I know that password is right. Also, should we even be logging this?"""
    return t, [pw], [trace]


@case("en", "config-template-placeholders", "placeholders and masks in a config template; nothing secret")
def _():
    t = """Our README tells new devs to fill in this template, but people keep committing it with the placeholders still in. Can you write a pre-commit hook that blocks it?

API_KEY=your_api_key_here
AUTH_HEADER="Bearer <token>"
CARD_NUMBER=XXXX-XXXX-XXXX-XXXX
DB_PASSWORD=changeme"""
    return t, [], ["your_api_key_here", "<token>", "XXXX-XXXX-XXXX-XXXX", "changeme"]


@case("en", "iso-checksum-mismatch", "two SHA-256 checksums of a download; nothing secret")
def _():
    a, b = hexs(64), hexs(64)
    t = f"""Downloaded the Ubuntu 24.04.1 desktop ISO twice. sha256sum gives {a} but the SHA256SUMS file on the mirror lists {b}. Corrupted download or something worse?"""
    return t, [], [a, b]


@case("en", "tracing-ids-stacktrace", "trace, span and request ids in an error log; nothing secret")
def _():
    tr, sp, rq = hexs(32), hexs(16), uuid4()
    t = f"""What does this mean? It only happens under load.

ERROR [payments-api v2.14.3] trace_id={tr} span_id={sp} request_id={rq}
io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 4.999s"""
    return t, [], [tr, sp, rq]


@case("en", "masked-key-401", "masked API keys as shown by a dashboard and an error; nothing secret")
def _():
    tail = s(AL, 4)
    m1 = "sk-..." + tail
    m2 = "sk-proj-" + "*" * 32 + tail
    t = f"""The dashboard says my key {m1} is active, but every call returns 401 "Incorrect API key provided: {m2}". I rotated nothing. Could the org header be wrong?"""
    return t, [], [m1, m2]


@case("en", "telegram-bot-token", "Telegram bot token; chat id look-alike")
def _():
    tok = dnz(10) + ":AA" + s(B64U, 33)
    while not _an(tok[-1]):
        tok = dnz(10) + ":AA" + s(B64U, 33)
    chat = "-100" + dnz(10)
    t = f"""My reminder bot can send to me but not to the family group. BOT_TOKEN = "{tok}", CHAT_ID = "{chat}". The bot is a member of the group and privacy mode is off. Error: 400 Bad Request: chat not found."""
    return t, [tok], [chat]


@case("en", "digitalocean-token-doctl", "DigitalOcean personal access token passed to doctl; droplet id look-alike")
def _():
    tok = "dop_v1_" + hexs(64)
    drop = dnz(9)
    t = f"""doctl auth init --access-token {tok}
then doctl compute droplet get {drop} says "Unable to authenticate you". The token has read scope only. Is that enough for droplet get?"""
    return t, [tok], [drop]


@case("en", "api-key-sent-in-two-parts", "an API key split across two messages because the first was cut off")
def _():
    key = oai_proj()
    cut = 40 + R.randint(0, 30)
    while not (_an(key[cut - 1]) and _an(key[cut])):
        cut += 1
    p1, p2 = key[:cut], key[cut:]
    t = msgs(f"Can you put my key into the GitHub Actions workflow file as an env var? The key is {p1}",
             f"sorry it got cut off, the rest is {p2}",
             "and call the secret OPENAI_KEY please")
    return t, [p1, p2], []


# ================================================================ ENGLISH: money, identity, home
def mmyy():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))


@case("en", "card-for-hotel-form", "card number, expiry and CVV given to fill a form; booking reference look-alike")
def _():
    c, exp, cvc = fmt_card(card("visa")), mmyy(), d(3)
    ref = upper_ref(6)
    t = f"""Can you draft my reply to the guesthouse? They asked for a card to guarantee the booking. Name: Priya Raman, Visa {c}, expiry {exp}, CVV {cvc}. Booking reference {ref}, arriving on the 14th, two nights, late check-in around 11pm."""
    return t, [c, exp, cvc], [ref]


@case("en", "masked-card-dispute", "masked card, transaction id and authorization code from a statement; nothing secret")
def _():
    masked = "**** " + d(4)
    txn = dnz(15)
    auth = upper_ref(6)
    t = f"""There's a charge I don't recognize on my Visa ending {masked}: "SQ *BLUE FERN CAFE" $46.20 on Nov 2, transaction ID {txn}, authorization code {auth}. Should I dispute it with the bank or call the café first?"""
    return t, [], [masked, txn, auth]


@case("en", "us-direct-deposit", "user's checking account number; the bank routing number is public")
def _():
    acct = dnz(10)
    t = f"""Help me fill out the direct deposit form for my new job. Bank: Wells Fargo, routing number 121000248, checking account {acct}. They also want a voided check, can I send the bank's direct deposit letter instead?"""
    return t, [acct], ["121000248"]


@case("en", "uk-sort-code-account", "UK account number is secret, the sort code is the bank's identifier")
def _():
    sc = "40-%02d-%02d" % (R.randint(10, 99), R.randint(10, 99))
    acct = d(8)
    t = f"""Write a short, polite email to my letting agent asking them to return my deposit by bank transfer. Name Tom Whitfield, sort code {sc}, account number {acct}. I moved out on 30 September and the inventory check was fine."""
    return t, [acct], [sc]


@case("en", "charity-iban-donation", "a charity's IBAN and the bank's BIC for a donation; nothing of the user")
def _():
    ib = fmt_iban(iban("DE", "37020500" + d(10)))
    t = f"""I want to donate to a German animal shelter from my UK account. Their page says: Tierheim Sonnenhof e.V., IBAN {ib}, BIC BFSWDE33XXX, Verwendungszweck "Spende". Would Wise be cheaper than my bank?"""
    return t, [], [ib, "BFSWDE33XXX"]


@case("en", "w4-ssn-employer-ein", "user's SSN on a tax form; the employer's EIN is a look-alike")
def _():
    ssn = us_ssn()
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(1000000, 9999999))
    t = f"""I'm filling out the W-4 and I-9 for my new job at Lakeside Dental Group (their EIN is {ein}). My SSN is {ssn}. My husband also works full time; do I check the box in step 2(c)?"""
    return t, [ssn], [ein]


@case("en", "famous-ssn-examples", "historically famous and invalid example SSNs; nothing of the user")
def _():
    t = """I read that 078-05-1120 was printed on a sample card sold with wallets in 1938 and thousands of people used it as their own. Is that true? And is it right that 123-45-6789 has never been issued to anyone?"""
    return t, [], ["078-05-1120", "123-45-6789"]


@case("en", "passport-renewal-mail", "passport number of the user; the mail tracking number is a look-alike")
def _():
    pp = R.choice("ACE") + d(8)
    trk = grp("9400" + d(18), 4)
    t = f"""Renewing my US passport by mail. My current passport number is {pp}, issued 2016. I sent the DS-82 with USPS tracking {trk} three weeks ago and the online status still says "Not Available". Normal?"""
    return t, [pp], [trk]


@case("en", "insurance-denial-appeal", "health insurance member id; group number, claim number and the doctor's NPI are look-alikes")
def _():
    member = s("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + d(9)
    group = d(6)
    claim = dnz(13)
    npi = us_npi()
    t = f"""Help me write an appeal letter to my insurer for a denied MRI. Member ID {member}, group number {group}, claim number {claim}, date of service 09/12/2024. The ordering physician is Dr. Alvarez, NPI {npi}. The denial reason was "not medically necessary"."""
    return t, [member], [group, claim, npi]


def mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    return (R.choice("123456789") + R.choice(L) + R.choice(L + DIG) + R.choice(DIG) + "-" + R.choice(L)
            + R.choice(L + DIG) + R.choice(DIG) + "-" + R.choice(L) + R.choice(L) + d(2))


@case("en", "medicare-mbi-parent", "a parent's Medicare number entrusted to the user; the CMS sample MBI is a look-alike")
def _():
    m = mbi()
    t = f"""My mom asked me to help her switch Part D plans. Her Medicare number is {m}. The sample card on medicare.gov shows 1EG4-TE5-MK73 so I think I have the format right. What else does Plan Finder need?"""
    return t, [m], ["1EG4-TE5-MK73"]


@case("en", "airbnb-wifi-card", "Wi-Fi password for a guest card; router serial number look-alike")
def _():
    pw = pw_word()
    sn = "22" + d(3) + R.choice(UP) + d(7)
    t = f"""Write a short welcome card for my Airbnb guests. Wi-Fi network "Lupo-House-5G", password {pw} (case sensitive). If the internet drops, unplug the TP-Link Archer AX55 under the TV (S/N {sn}) for ten seconds. Checkout is 11 am, keys in the bowl."""
    return t, [pw], [sn]


@case("en", "house-sitter-codes", "door, lockbox and alarm codes for a house sitter; UPS tracking number look-alike")
def _():
    door, box = pin(4), pin(4)
    ups = "1Z" + upper_ref(6) + d(10)
    t = f"""Turn these notes for our house sitter into a tidy one-pager:
- front door keypad: {door} then #
- lockbox by the garage (spare key + car key): {box}
- the alarm is off, don't touch the panel
- recycling goes out Thursday night
- a parcel is coming Wednesday, UPS {ups}, just leave it in the hall"""
    return t, [door, box], [ups]


@case("en", "gate-code-corrected", "gate code given then corrected in a second message; both listed as secrets")
def _():
    a, b = pin(4), pin(4)
    t = msgs(f"Add this to the note for our cleaner: the parking gate code is {a}, she should use the left entrance by the bins.",
             f"wait, that was last year's code. it's {b} now, then press the bell key.")
    return t, [a, b], []


@case("en", "scam-call-otp", "bank one-time code read out to a scam caller; the bank's public phone number is a look-alike")
def _():
    code = otp()
    t = f"""I got this text: "Chase: Your one-time code is {code}. Don't share it. We'll never call you to ask for this code." Two minutes later someone called, caller ID showed 1-800-935-9935, said they were Chase fraud prevention, and I read them the code. What do I do right now?"""
    return t, [code], ["1-800-935-9935"]


@case("en", "google-backup-codes", "Google 2-step backup codes the user wants remembered")
def _():
    codes = [d(4) + " " + d(4) for _ in range(3)]
    lines = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    t = f"""Please keep these somewhere, they're my Google backup codes in case I lose my phone again:
{lines}
(I already used the other seven.)"""
    return t, codes, []


@case("en", "totp-seed-nas", "TOTP setup key shown in groups of four")
def _():
    seed = s(B32, 32).lower()
    g = grp(seed, 4)
    sn = "22" + d(2) + "PCN" + d(6)
    t = f"""Setting up 2FA on my Synology DS923+ (serial {sn}) but I don't have my phone with me. The setup page shows the key {g} (SHA1, 6 digits, 30 s). Can you give me a small Python script that prints the current code from it, no external packages?"""
    return t, [g], [sn]


@case("en", "rfc-totp-test-vectors", "RFC 6238 test secret and expected value plus the tutorial example seed; nothing secret")
def _():
    t = """My TOTP implementation fails the RFC 6238 test. Appendix B uses the ASCII secret 12345678901234567890 and expects 94287082 at T=59 with SHA-1, 8 digits. Every tutorial also uses the base32 seed JBSWY3DPEHPK3PXP for demos. Am I supposed to base32-decode the RFC secret first?"""
    return t, [], ["12345678901234567890", "94287082", "JBSWY3DPEHPK3PXP"]


@case("en", "security-question-answers", "answers to security questions")
def _():
    maiden = pick(["Kowalczyk", "Abernathy", "Okonkwo", "Lindqvist", "Fairweather", "Delacroix"])
    pet = pick(["Biscuit Tuesday", "Captain Noodle", "Mrs. Whiskerton", "Pickles the Second"])
    t = f"""I'm resetting the security questions on my credit union account. So I don't forget: mother's maiden name "{maiden}", first pet "{pet}". For "street you grew up on" I'll just pick something random. Are the first two too easy to find on Facebook?"""
    return t, [maiden, pet], []


@case("en", "master-passphrase-check", "a candidate password-manager master passphrase")
def _():
    ph = " ".join(R.sample(WORDS_EN, 4))
    t = f"""Thinking of using "{ph}" as my new Bitwarden master password, same idea as "correct horse battery staple" but my own words. Is four random words enough, or should I add a number and a symbol?"""
    return t, [ph], ["correct horse battery staple"]


@case("en", "famous-example-passwords", "well-known example passwords discussed in training material; nothing secret")
def _():
    t = """For our security awareness slides: explain why "correct horse battery staple" from xkcd beats "Tr0ub4dor&3", and why "hunter2" became a meme. Keep it to three bullet points each."""
    return t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2"]


@case("en", "supplier-invoice-bank-change", "a supplier's invoice number, IBAN, BIC and VAT id; nothing of the user")
def _():
    inv = "RE-2025-" + d(5)
    ib = fmt_iban(iban("DE", "20040000" + d(10)))
    vat = "DE" + dnz(9)
    t = f"""Our supplier in Hamburg sent invoice {inv} for EUR 4,280.00. Bank details on it: IBAN {ib}, BIC COBADEFFXXX, USt-IdNr. {vat}. The IBAN is different from last month's. Could this be invoice fraud, and how do I verify it?"""
    return t, [], [inv, ib, "COBADEFFXXX", vat]


@case("en", "which-swift-code", "a bank's SWIFT code and routing number; nothing of the user")
def _():
    t = """A client in Germany wants to pay me into my Chase checking. Chase's site lists SWIFT CHASUS33 and ABA 021000021 for incoming international wires. Which one does the sender need, and will they need an intermediary bank?"""
    return t, [], ["CHASUS33", "021000021"]


@case("en", "router-sticker-credentials", "Wi-Fi key and admin password from a router sticker; serial number and MAC look-alikes")
def _():
    wk = s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    ap = s("abcdefghjkmnpqrstuvwxyz23456789", 10)
    sn = "VR" + d(11)
    mac = ":".join(s(HEXU, 2) for _ in range(6))
    t = f"""The sticker on my new ISP router says: Wi-Fi key {wk}, Admin password {ap}, S/N {sn}, MAC {mac}. I want to change the network name but keep the same Wi-Fi key so the smart plugs don't drop. Where do I log in?"""
    return t, [wk, ap], [sn, mac]


@case("en", "gift-card-claim-code", "gift card claim code; the buyer's order number is a look-alike")
def _():
    code = upper_ref(4) + "-" + upper_ref(6) + "-" + upper_ref(4)
    order = "113-" + d(7) + "-" + d(7)
    t = f"""My aunt sent me an Amazon gift card, claim code {code}, but it says it's already been redeemed and I never used it. Her order number was {order}. Who should contact Amazon, me or her?"""
    return t, [code], [order]


@case("en", "canada-sin-onboarding", "Canadian SIN; the employer's CRA business number is a look-alike")
def _():
    sin = ca_sin()
    bn = dnz(9) + " RP0001"
    t = f"""Onboarding for my new job at Maple Ridge Logistics. My SIN is {sin[:3]} {sin[3:6]} {sin[6:]}. The employer's business number on the paperwork is {bn}. Do I need to fill in the provincial TD1ON as well as the federal TD1?"""
    return t, [sin[:3] + " " + sin[3:6] + " " + sin[6:]], [bn]


@case("en", "australia-new-starter", "TFN, Medicare number and account; employer ABN and bank BSB are look-alikes")
def _():
    tfn = au_tfn()
    med = au_medicare()
    acct = d(8)
    bsb = "062-" + d(3)
    abn = au_abn()
    tf = f"{tfn[:3]} {tfn[3:6]} {tfn[6:]}"
    mf = f"{med[:4]} {med[4:9]} {med[9]}"
    af = f"{abn[:2]} {abn[2:5]} {abn[5:8]} {abn[8:]}"
    t = f"""Help me fill out the new-starter form for the café. TFN {tf}, Medicare {mf}, bank BSB {bsb} account {acct}. Employer ABN {af}. I want to keep my existing super fund, what do I write in the super section?"""
    return t, [tf, mf, acct], [bsb, af]


@case("en", "uk-gp-registration", "NHS number and National Insurance number; GP practice code look-alike")
def _():
    nhs = uk_nhs()
    nino = uk_nino()
    nf = f"{nhs[:3]} {nhs[3:6]} {nhs[6:]}"
    ni = f"{nino[:2]} {nino[2:4]} {nino[4:6]} {nino[6:8]} {nino[8]}"
    ods = R.choice("ABCDEFGHJKLMNPY") + d(5)
    t = f"""Registering with a new GP online (practice code {ods}). It asks for my NHS number, which is {nf}, and my National Insurance number {ni}. Do they actually need the NI number or can I skip it?"""
    return t, [nf, ni], [ods]


@case("en", "india-itr-details", "PAN, Aadhaar and refund account; the branch IFSC is a look-alike")
def _():
    pan = in_pan("S")
    aad = in_aadhaar()
    af = f"{aad[:4]} {aad[4:8]} {aad[8:]}"
    acct = "50100" + d(9)
    ifsc = "HDFC0" + d(6)
    t = f"""My CA needs these for filing ITR-1 this year: PAN {pan}, Aadhaar {af}, refund account {acct} with IFSC {ifsc}. Is it okay to just send them on WhatsApp, or should I use something else?"""
    return t, [pan, af, acct], [ifsc]


def mpesa_code():
    return R.choice("ST") + upper_ref(9)


@case("en", "mpesa-wrong-till", "M-Pesa transaction code from a payment SMS (a secret by rule); till number look-alike")
def _():
    code = mpesa_code()
    till = dnz(6)
    t = f"""Help me write a complaint to Safaricom, the payment went to the wrong till. The SMS: "{code} Confirmed. Ksh2,350.00 paid to QUICKMART KILIMANI. on 4/11/24 at 6:12 PM.New M-PESA balance is Ksh1,046.50. Transaction cost, Ksh0.00." The till number I meant to pay was {till}."""
    return t, [code], [till]


@case("en", "instapay-receipt-ref", "a transfer receipt's Ref No. is a reference, not a secret")
def _():
    ref = dnz(12)
    t = f"""My InstaPay transfer receipt says: Amount PHP 5,000.00, Fee PHP 15.00, Ref No. {ref}, Nov 04 2024 09:41 AM. The receiver says nothing arrived. What should I send my bank when I file the dispute?"""
    return t, [], [ref]


@case("en", "nigeria-bvn-failed-transfer", "BVN and account number of the user; the NIP session id is a look-alike")
def _():
    bvn = "22" + d(9)
    acct = ng_nuban("044")
    sess = "0000" + d(26)
    t = f"""I moved ₦85,000 from GTBank to my own Access Bank account and it failed, but I was debited. BVN {bvn}, Access account {acct}. The receipt shows session ID {sess}. How long before the reversal, and what do I tell customer care?"""
    return t, [bvn, acct], [sess]


@case("en", "helpdesk-temp-password-email", "temporary password in a pasted IT e-mail; incident number look-alike")
def _():
    pw = pw_rand(12, "!#$%*")
    inc = "INC0" + d(6)
    t = f"""Got this email:

From: IT Service Desk <servicedesk@hollisfield.edu>
Subject: Your account has been reset ({inc})

Hello Daniel,
your temporary password is {pw}
You must change it at first login.

Can you suggest a new password pattern I can remember that meets "min 14 chars, 3 of 4 character classes"?"""
    return t, [pw], [inc]


@case("en", "bitlocker-recovery-key", "BitLocker recovery key; the key id GUID is a look-alike")
def _():
    key = bitlocker_key()
    kid = uuid4(upper=True)
    t = f"""Laptop went into BitLocker recovery after a BIOS update. In my Microsoft account I found: Key ID {kid}, Recovery key {key}. Do I type the dashes, and will this happen again after every update?"""
    return t, [key], [kid]


@case("en", "windows-kms-client-key", "Microsoft's published KMS client setup key; nothing secret")
def _():
    t = """Is W269N-WFGWX-YVC9B-4J6C9-T83GX a pirated key? A YouTube video says to run slmgr /ipk with it, and it's also listed on Microsoft's own "KMS client activation and product keys" page. Will it activate my home PC?"""
    return t, [], ["W269N-WFGWX-YVC9B-4J6C9-T83GX"]


@case("en", "sim-puk-iccid", "SIM PUK code; the ICCID printed next to it is a look-alike")
def _():
    puk = pin(8)
    icc = luhn_num("8944" + d(14))
    t = f"""My phone says "PUK required" after my kid guessed the PIN three times. On the plastic card the SIM came on: PUK1 {puk}, and the SIM number (ICCID) {icc}. Will entering the PUK wipe anything on the phone?"""
    return t, [puk], [icc]


@case("en", "used-car-vin", "a vehicle VIN and a listing number; nothing secret")
def _():
    v = "5J6RW2H" + R.choice("5689") + "0" + "K" + R.choice("ABL") + d(6)
    v = v[:8] + vin_check(v) + v[9:]
    lst = dnz(8)
    t = f"""Buying a used 2019 Honda CR-V. The seller gave me VIN {v} and the listing number is {lst}. What should I look for in the history report, and is it worth paying for a pre-purchase inspection?"""
    return t, [], [v, lst]


@case("en", "family-password-table", "passwords in a markdown table to be converted")
def _():
    p1, p2 = pw_word(), pw_rand(12, "!#$%")
    t = f"""Convert this into a CSV that Bitwarden can import (name,url,username,password):

| Service | Login | Password |
|---|---|---|
| Netflix | fam.tanaka@gmail.com | {p1} |
| Costco | ken.tanaka | {p2} |
| Riverside Electric | 4471-20983 | same as Netflix |"""
    return t, [p1, p2], []


@case("en", "wifi-password-announced", "Wi-Fi password announced in one message and sent alone in the next")
def _():
    pw = s("abcdefghijkmnpqrstuvwxyz", 4) + "-" + s("abcdefghijkmnpqrstuvwxyz", 4) + "-" + d(4)
    t = msgs("I'm making a QR code sticker for guests. Next message is the Wi-Fi password, network name is Birchwood_Guest.",
             pw,
             "It's WPA2. What exact string do I encode in the QR?")
    return t, [pw], []


@case("en", "btc-donation-address", "a project's bitcoin donation address and a transaction id; nothing secret")
def _():
    addr = b58check(b"\x00" + rb(20))
    tx = hexs(64)
    t = f"""A small open-source project I like lists {addr} as its Bitcoin donation address. I sent 0.002 BTC, transaction {tx}. How many confirmations until they can see it, and can I get a receipt for tax?"""
    return t, [], [addr, tx]


@case("en", "dell-warranty-lookup", "service tag, express service code and order number; nothing secret")
def _():
    tag = upper_ref(7)
    code = dell_express(tag)
    order = dnz(9)
    t = f"""Dell support chat wants my service tag and express service code. The sticker says Service Tag {tag}, Express Service Code {code}. Original order number {order}. Is the warranty transferable, I bought it used?"""
    return t, [], [tag, code, order]


@case("en", "flight-schedule-change", "airline confirmation code and e-ticket number; nothing secret")
def _():
    pnr = s("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + upper_ref(4)
    tkt = "016" + d(10)
    t = f"""My United confirmation is {pnr}, e-ticket {tkt}. The app shows a schedule change that moves my connection from 55 minutes to 3 hours. Am I entitled to a refund instead?"""
    return t, [], [pnr, tkt]


@case("en", "documented-test-data", "documented test card numbers and the textbook example IBAN; nothing secret")
def _():
    t = """I need format-valid fake data for our checkout form tests. I already use 4111 1111 1111 1111 and 5555 5555 5555 4444, and GB82 WEST 1234 5698 7654 32 for the IBAN field. Can you suggest a few more documented test values from other countries?"""
    return t, [], ["4111 1111 1111 1111", "5555 5555 5555 4444", "GB82 WEST 1234 5698 7654 32"]


# ================================================================ GERMAN, FRENCH, SPANISH, PORTUGUESE, ITALIAN, DUTCH
def fmt_de_stid(x):
    return "%s %s %s %s" % (x[:2], x[2:5], x[5:8], x[8:])


@case("de", "elster-steuer-id-iban", "Steuer-ID, Steuernummer and IBAN of the user; the employer's USt-IdNr. is a look-alike")
def _():
    stid = fmt_de_stid(de_steuerid())
    ib = fmt_iban(iban("DE", pick(["10010010", "12030000", "50010517", "37050198"]) + d(10)))
    ust = "DE" + dnz(9)
    t = f"""Kannst du mir beim Ausfüllen der Anlage N in ELSTER helfen? Meine Steuer-ID ist {stid}, die Steuernummer trage ich selbst ein. Die Erstattung soll auf mein Konto {ib}. Arbeitgeber ist die Rheinland Logistik GmbH, USt-IdNr. {ust}. Wo trage ich die Fahrten zur Arbeit ein?"""
    return t, [stid, ib], [ust]


@case("de", "kvnr-arztpraxis", "Krankenversichertennummer from the health card; the insurer's IK number is a look-alike")
def _():
    kv = de_kvnr()
    ik = "10" + d(7)
    t = f"""Die neue Hausarztpraxis will vorab über ein Online-Formular meine Versichertennummer. Auf der Gesundheitskarte steht {kv}, Krankenkasse mit IK {ik}. Muss ich das wirklich online eintragen oder reicht es, die Karte zum ersten Termin mitzubringen?"""
    return t, [kv], [ik]


@case("de", "fritzbox-key-korrektur", "Wi-Fi key given, then its last block corrected in a second message; box serial look-alike")
def _():
    blocks = [d(4) for _ in range(5)]
    key = " ".join(blocks)
    newlast = pin(4)
    serial = upper_ref(4) + "." + d(3) + "." + d(2) + "." + d(3) + "." + d(3)
    t = msgs(f"Ich richte gerade den neuen Repeater ein. Der WLAN-Netzwerkschlüssel von der Unterseite der FRITZ!Box ist {key}",
             f"Mist, vertippt: der letzte Block ist {newlast}, nicht {blocks[4]}. Seriennummer der Box ist übrigens {serial}, falls das wichtig ist.")
    return t, [key, newlast], [serial]


@case("de", "foerderverein-ueberweisung", "a school association's IBAN, BIC and invoice number; nothing of the user")
def _():
    ib = fmt_iban(iban("DE", "43060967" + d(10)))
    rn = "FV-2025-" + d(3)
    t = f"""Ich muss den Jahresbeitrag für den Förderverein überweisen. Im Elternbrief steht: Förderverein Grundschule Am Lindenhof e.V., IBAN {ib}, BIC GENODEM1GLS, Verwendungszweck „Mitgliedsbeitrag 2025, Rechnungsnr. {rn}“. Kann ich den Beitrag als Spende von der Steuer absetzen?"""
    return t, [], [ib, "GENODEM1GLS", rn]


@case("fr", "caf-nir-rib", "French social security number and IBAN; the bank's BIC and the employer's SIRET are look-alikes")
def _():
    nir = fmt_nir(fr_nir(female=True))
    ib = fmt_iban(iban("FR", fr_rib("30004")))
    siret = fr_siret(fr_siren())
    sf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    t = f"""Je remplis ma demande d'APL sur le site de la CAF. Mon numéro de sécurité sociale : {nir}. Pour le versement, mon RIB : IBAN {ib}, BIC BNPAFRPPXXX. Mon employeur (SIRET {sf}) doit aussi remplir une attestation, c'est bien ça ?"""
    return t, [nir, ib], ["BNPAFRPPXXX", sf]


@case("fr", "airbnb-digicode-boite-a-cles", "door code, key-box code and Wi-Fi password for guests; the reservation code is a look-alike")
def _():
    digi = R.choice("AB") + d(4)
    boite = pin(4)
    hm = "HM" + upper_ref(8)
    t = f"""Tu peux m'écrire un message d'accueil pour mes voyageurs Airbnb ? Infos : digicode de la porte d'entrée {digi}, la boîte à clés est à droite de la porte, code {boite}. Le wifi est sur l'étiquette sous la box. Leur réservation c'est {hm}, arrivée jeudi vers 18 h."""
    return t, [digi, boite], [hm]


@case("fr", "impots-identifiants-deux-messages", "tax login given across two messages: fiscal number, then password")
def _():
    nf = R.choice("0123") + d(12)
    pw = pick(["Mistral", "Calanque", "Bouillabaisse", "Garrigue"]) + R.choice("@#&") + d(4)
    t = msgs(f"Je vais te donner mes identifiants impots.gouv pour que tu m'expliques où cliquer. Numéro fiscal : {nf}",
             f"Et le mot de passe : {pw}. Je veux juste baisser mon taux de prélèvement à la source.")
    return t, [nf, pw], []


@case("fr", "facture-plombier-siren", "a tradesman's invoice number, SIREN, VAT number and SIRET; nothing of the user")
def _():
    siren = fr_siren()
    tva = fr_tva(siren)
    other = fr_siret(fr_siren())
    fac = "F2025-" + d(4)
    t = f"""J'ai reçu la facture du plombier : facture n° {fac}, n° TVA intracommunautaire {tva}, montant 486,00 € TTC. Sur le devis, le SIRET était {other}, ça ne correspond pas au numéro de TVA. C'est normal ?"""
    return t, [], [fac, tva, other]


@case("es", "sepe-dni-seguridad-social", "DNI and social security number; the file number is a look-alike")
def _():
    dni = es_dni()
    nss = es_nss()
    nf = "%s/%s/%s" % (nss[:2], nss[2:10], nss[10:])
    exp = "2025/" + d(6)
    t = f"""Tengo cita en el SEPE el martes y quiero llevar el formulario relleno. DNI {dni}, número de la Seguridad Social {nf}. En la carta pone expediente {exp}. ¿Qué más papeles me van a pedir para el paro?"""
    return t, [dni, nf], [exp]


@case("es", "nomina-iban-cif", "IBAN for payroll; the company's CIF and the bank's BIC are look-alikes")
def _():
    ib = fmt_iban(iban("ES", es_ccc("2100")))
    cif = es_cif_b()
    t = f"""Me acaban de contratar y en RR. HH. me piden el IBAN para la nómina: {ib} (CaixaBank, BIC CAIXESBBXXX). La empresa es Construcciones Ebro S.L., CIF {cif}. ¿Les tengo que mandar también el certificado de titularidad de la cuenta?"""
    return t, [ib], [cif, "CAIXESBBXXX"]


@case("es", "argentina-cbu-cuil", "Argentine CBU and CUIL of the user; the employer's CUIT is a look-alike")
def _():
    cbu = ar_cbu(pick(["007", "011", "017", "285"]))
    cuil = ar_cuit(pick(["20", "27"]))
    cuit = ar_cuit("30")
    t = f"""Che, mi jefe me pide el CBU para depositarme el sueldo: {cbu}. Mi CUIL es {cuil}. La empresa es Distribuidora del Sur S.A., CUIT {cuit}. ¿Está bien pasarle todo eso por WhatsApp o es peligroso?"""
    return t, [cbu, cuil], [cuit]


@case("pt", "cpf-senha-pai", "a father's CPF and app password entrusted to the user")
def _():
    cpf = fmt_cpf(br_cpf())
    senha = pin(6)
    prot = "2025" + d(10)
    t = f"""Meu pai de 78 anos quer usar o app do banco sozinho. O CPF dele é {cpf} e a senha de 6 dígitos do app é {senha}. O gerente abriu o protocolo {prot} pra liberar o acesso. Me ajuda a escrever um passo a passo bem simples pra ele, com frases curtas?"""
    return t, [cpf, senha], [prot]


@case("pt", "pix-loja-golpe", "a shop's Pix key, CNPJ and invoice access key; nothing of the user")
def _():
    chave = uuid4()
    cn = br_cnpj()
    nfe = grp(br_nfe_key(cn), 4)
    t = f"""Comprei um celular numa loja do Instagram e paguei por Pix na chave {chave} (CNPJ {fmt_cnpj(cn)}). Não chegou nada, e a nota fiscal que mandaram tem a chave de acesso {nfe}. Como faço a reclamação no Procon e peço o MED no banco?"""
    return t, [], [chave, fmt_cnpj(cn), nfe]


@case("pt", "nif-iban-contrato-luz", "Portuguese NIF and IBAN of the user; the supplier's NIF is a look-alike")
def _():
    nif = pt_nif(R.choice("12"))
    ib = fmt_iban(iban("PT", pt_nib(pick(["0035", "0033", "0010", "0036"]))))
    forn = pt_nif("5")
    t = f"""Vou mudar de casa e tenho de fazer o contrato da luz. Pedem o meu NIF ({nif}) e o IBAN para débito direto: {ib}. Na fatura antiga o fornecedor tem o NIF {forn}. Ajudas-me a escrever o email para pedir a mudança de titular?"""
    return t, [nif, ib], [forn]


@case("it", "assegno-unico-cf-iban", "codice fiscale and IBAN of the user; the accountant's partita IVA is a look-alike")
def _():
    cf = it_cf(pick(["Esposito", "Colombo", "Ferrari", "Bianchi", "Romano"]), pick(["Giulia", "Francesca", "Chiara", "Martina"]), True,
               pick(["F205", "H501", "L219", "F839", "A662"]))
    ib = fmt_iban(iban("IT", R.choice(UP) + pick(["03069", "02008", "05034"]) + d(5) + d(12)))
    piva = it_piva()
    t = f"""Devo fare la domanda per l'assegno unico sul sito dell'INPS. Codice fiscale {cf}, IBAN per l'accredito {ib}. Il mio commercialista (P.IVA {piva}) dice che serve anche l'ISEE aggiornato, è vero?"""
    return t, [cf, ib], [piva]


@case("it", "pin-bancomat-nonna", "a grandmother's card PIN entrusted to the user; the bank's toll-free number is a look-alike")
def _():
    p = pin(5)
    nv = "800 %03d %03d" % (R.randint(100, 999), R.randint(100, 999))
    t = f"""Mia nonna mi ha dato il PIN del bancomat, {p}, così le prelevo la pensione perché non riesce più a camminare fino allo sportello. Il numero verde della banca è {nv}. È legale che lo usi io o serve una delega?"""
    return t, [p], [nv]


@case("nl", "huurtoeslag-bsn-digid", "BSN, IBAN and DigiD password")
def _():
    bsn = nl_bsn()
    pw = pick(["Tulpenveld", "Stroopwafel", "Hagelslag", "Fietsbel"]) + d(3) + R.choice("!#$")
    t = f"""Kun je me helpen met de aanvraag huurtoeslag? Mijn BSN is {bsn} en mijn DigiD-wachtwoord is {pw} (de gebruikersnaam weet ik wel). Welke inkomensgegevens heb ik nodig, en moet ik anders de BelastingTelefoon Toeslagen bellen op 0800-0543?"""
    return t, [bsn, pw], ["0800-0543"]


@case("nl", "aanslag-belastingdienst", "the tax office's IBAN and a payment reference; nothing of the user")
def _():
    kenmerk = grp(dnz(16), 4)
    t = f"""Ik moet een aanslag inkomstenbelasting betalen. Op de brief staat: rekeningnummer NL86 INGB 0002 4455 88 t.n.v. Belastingdienst, betalingskenmerk {kenmerk}, bedrag € 312,00. Kan ik dat in termijnen betalen?"""
    return t, [], ["NL86 INGB 0002 4455 88", kenmerk]


@case("nl", "kantoor-wifi-kvk", "office Wi-Fi password; the company's KvK number and VAT id are look-alikes")
def _():
    pw = pick(["Koffiepot", "Grachtenpand", "Dropveter"]) + "-" + d(4) + "-" + pick(["Oranje", "Polder", "Molen"])
    kvk = dnz(8)
    btw = "NL" + dnz(9) + "B01"
    t = f"""Schrijf een nette welkomstmail voor onze nieuwe collega. De wifi op kantoor heet Bakker-Gast, wachtwoord {pw}. Voor facturen heeft ze ons KvK-nummer {kvk} en btw-id {btw} nodig. Eerste werkdag maandag om 9 uur."""
    return t, [pw], [kvk, btw]


# ================================================================ POLISH, CZECH, RUSSIAN, UKRAINIAN, NORDIC, HUNGARIAN, ROMANIAN, GREEK, TURKISH
def pl_nrb(bank):
    ib = iban("PL", bank + d(16))
    n = ib[2:]
    return n[:2] + " " + grp(n[2:], 4)


@case("pl", "pit-pesel-konto", "PESEL and refund account number; the employer's NIP is a look-alike")
def _():
    pesel = pl_pesel(female=True)
    konto = pl_nrb(pick(["10202498", "11402004", "10500099", "24900005"]))
    nip = pl_nip()
    nf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    t = f"""Wypełniam PIT-37 w e-Urzędzie Skarbowym. PESEL {pesel}, numer konta do zwrotu {konto}. NIP pracodawcy z PIT-11 to {nf}. Czy mogę jeszcze odliczyć ulgę na internet, jeśli korzystałam z niej dwa lata temu?"""
    return t, [pesel, konto], [nf]


@case("pl", "paczkomat-kod-odbioru", "parcel-locker pickup code (gives access to the user's parcel); parcel number look-alike")
def _():
    kod = d(6)
    nr = "6" + d(23)
    t = f"""Dostałam SMS: „Twoja paczka {nr} czeka w Paczkomacie KRA01M. Kod odbioru: {kod}. Masz 48 godzin na odbiór.” Jestem w pracy do 20. Mogę po prostu podać ten kod sąsiadce, żeby odebrała za mnie?"""
    return t, [kod], [nr]


@case("pl", "faktura-hurtownia", "a seller's invoice number, NIP and bank account; nothing of the user")
def _():
    fv = "FV/2025/03/" + d(3)
    nip = pl_nip()
    ib = fmt_iban(iban("PL", "11402004" + d(16)))
    t = f"""Sprawdź proszę fakturę od hurtowni: faktura VAT nr {fv}, NIP sprzedawcy {nip}, rachunek {ib}, termin płatności 14 dni, kwota 18 450,00 zł brutto. Czy muszę zapłacić w mechanizmie podzielonej płatności?"""
    return t, [], [fv, nip, ib]


@case("cs", "prispevek-rodne-cislo-ucet", "rodné číslo and account number; the bank code is a look-alike")
def _():
    rc = cz_rc(female=R.random() < 0.5)
    acct = cz_account()
    t = f"""Vyplňuju žádost o příspěvek na bydlení. Rodné číslo {rc}, číslo účtu {acct}/0800. Co všechno musím doložit k nájemní smlouvě a jak často se to obnovuje?"""
    return t, [rc, acct], ["0800"]


@case("cs", "datova-schranka-heslo", "password to a government data box; the data box id is public and a look-alike")
def _():
    pw = pick(["Vltava", "Knedlik", "Sumava", "Krtecek"]) + R.choice("#*%") + d(4) + pick(["Praha", "Brno", "Olomouc"])
    ds = s("abcdefghijkmnpqrstuvwxyz23456789", 7)
    t = f"""Pořád zapomínám heslo k datové schránce, tak si ho sem zapíšu: {pw}. ID mojí datové schránky je {ds}, to můžu normálně dávat úřadům, ne?"""
    return t, [pw], [ds]


@case("cs", "faktura-stavebni-firma", "the user pays from their own account; the supplier's account, variable symbol and IČO are look-alikes")
def _():
    own = cz_account()
    sup = cz_account()
    vs = "2025" + d(6)
    ico = cz_ico()
    t = f"""Platím fakturu stavební firmě ze svého účtu {own}/0800. Na faktuře je číslo účtu {sup}/2010, variabilní symbol {vs}, IČO {ico}, částka 38 720 Kč. Mám platit s DPH, nebo je to v režimu přenesené daňové povinnosti?"""
    return t, [own], [sup + "/2010", vs, ico]


@case("ru", "vychet-inn-snils-schet", "ИНН, СНИЛС and account of the user; the bank's БИК and correspondent account are look-alikes")
def _():
    inn = ru_inn12()
    snils = ru_snils()
    acct = ru_account_key("044525225", "40817810" + "0" + d(11))
    t = f"""Помоги заполнить заявление на налоговый вычет за лечение зубов. ИНН {inn}, СНИЛС {snils}. Деньги перечислить на мой счёт {acct} в ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225. Какие справки нужно взять в клинике?"""
    return t, [inn, snils, acct], ["044525225", "30101810400000000225"]


@case("ru", "gosuslugi-kod-moshenniki", "a government-portal SMS login code read out to a caller; the caller's number is a look-alike")
def _():
    code = otp()
    phone = "+7 9%02d %03d-%02d-%02d" % (R.randint(10, 99), R.randint(100, 999), R.randint(10, 99), R.randint(10, 99))
    t = f"""Мне пришло СМС: «Код для входа на Госуслуги: {code}. Никому не сообщайте код». Через минуту позвонили с номера {phone}, сказали, что из поликлиники, и попросили продиктовать код для записи к врачу. Я продиктовала. Что теперь делать?"""
    return t, [code], [phone]


@case("ru", "schet-na-oplatu-ooo", "a company's ИНН, КПП, ОГРН, settlement account and its bank's БИК; nothing of the user")
def _():
    inn = ru_inn10()
    kpp = ru_kpp()
    ogrn = ru_ogrn()
    rs = ru_account_key("044525974", "40702810" + "0" + d(11))
    t = f"""Пришёл счёт на оплату от ООО «Техснаб»: ИНН {inn}, КПП {kpp}, ОГРН {ogrn}, р/с {rs} в АО «ТБанк», БИК 044525974. Как проверить, что это не фирма-однодневка, прежде чем платить аванс?"""
    return t, [], [inn, kpp, ogrn, rs, "044525974"]


@case("ru", "parol-wifi-dacha", "Wi-Fi password announced, then sent on its own, with a request to remember it")
def _():
    pw = pick(["Malina", "Kalina", "Sireni", "Rodnik"]) + d(4) + pick(["dacha", "leto", "sad"])
    t = msgs("Сейчас скину пароль от вайфая на даче, запомни, пожалуйста, я его вечно забываю",
             pw,
             f"сеть называется Keenetic-{d(4)}")
    return t, [pw], []


def fmt_ua_iban(x):
    return grp(x, 4)


@case("uk", "vyplata-rnokpp-iban", "РНОКПП and IBAN of the user; the employer's ЄДРПОУ code is a look-alike")
def _():
    ipn = ua_rnokpp()
    ib = fmt_iban(iban("UA", "322001" + "00000" + "2625" + d(10)))
    edrpou = dnz(8)
    t = f"""Допоможи заповнити заяву на виплату від роботодавця. Мій РНОКПП {ipn}, IBAN {ib}. Роботодавець — ТОВ «Агросвіт», код ЄДРПОУ {edrpou}. Чи треба ще вказувати номер ID-картки?"""
    return t, [ipn, ib], [edrpou]


@case("uk", "nova-poshta-ttn", "a waybill number and an order number; nothing of the user")
def _():
    ttn = "20450" + d(9)
    order = dnz(9)
    t = f"""Посилка не приходить уже тиждень. ТТН {ttn}, відділення № 17 у Львові, номер замовлення на Rozetka {order}. Куди писати скаргу — в Нову пошту чи продавцю?"""
    return t, [], [ttn, order]


@case("uk", "kep-parol-kliucha", "password of a qualified e-signature key file; the certificate serial number is a look-alike")
def _():
    pw = pick(["Kalyna", "Vyshyvanka", "Sonyashnyk", "Karpaty"]) + R.choice("!#%") + d(5)
    serial = s(HEXU, 40)
    t = f"""Пароль до файлового ключа КЕП (Key-6.dat) у мене {pw}, сертифікат має серійний номер {serial}. Кабінет платника пише «помилка перевірки сертифіката». Може, ключ прострочений?"""
    return t, [pw], [serial]


@case("sv", "foraldrapenning-personnummer", "personnummer and account number; the bank clearing number is a look-alike")
def _():
    pnr = se_pnr()
    clearing = "8" + d(3) + "-" + d(1)
    konto = "%03d %03d %03d-%d" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999), R.randint(0, 9))
    t = f"""Hjälp mig fylla i ansökan om föräldrapenning hos Försäkringskassan. Personnummer {pnr}, utbetalning till Swedbank, clearingnummer {clearing}, kontonummer {konto}. Hur många dagar kan jag ta ut åt gången?"""
    return t, [pnr, konto], [clearing]


@case("sv", "medlemsavgift-swish-bankgiro", "the user's own account beside an association's Swish number, bankgiro, OCR and org number")
def _():
    swish = "123 %03d %02d %02d" % (R.randint(0, 999), R.randint(0, 99), R.randint(0, 99))
    bg = luhn_num(dnz(6))
    bgf = bg[:3] + "-" + bg[3:]
    ocr = luhn_num(dnz(11))
    org = se_orgnr()
    own = "%04d %03d %03d %03d" % (R.randint(6000, 6999), R.randint(100, 999), R.randint(0, 999), R.randint(0, 999))
    t = f"""Föreningen vill ha medlemsavgiften via Swish till {swish} eller till bankgiro {bgf} med OCR {ocr}. Organisationsnummer {org}. Jag betalar från mitt Handelsbanken-konto {own}. Vilket är smidigast och syns det som gåva i deklarationen?"""
    return t, [own], [swish, bgf, ocr, org]


@case("sv", "bankid-sakerhetskod", "Mobile BankID security code the user asks to be reminded of")
def _():
    code = pin(6)
    t = f"""Jag glömmer alltid säkerhetskoden till Mobilt BankID. Den är {code}. Kan du påminna mig om den nästa gång jag frågar?"""
    return t, [code], []


@case("da", "boligstotte-cpr-konto", "CPR number and account number; the bank reg. no. and the landlord's CVR are look-alikes")
def _():
    y, m, dd = dob()
    cpr = "%02d%02d%02d-%04d" % (dd, m, y % 100, R.randint(0, 9999))
    reg = "%04d" % R.randint(1000, 9999)
    kto = "%010d" % R.randint(10000000, 9999999999)
    cvr = dk_cvr()
    t = f"""Kan du hjælpe mig med at udfylde ansøgningen om boligstøtte? CPR-nummer {cpr}, NemKonto reg.nr. {reg}, kontonr. {kto}. Udlejer er Boligselskabet Fjordparken, CVR {cvr}."""
    return t, [cpr, kto], [reg, cvr]


@case("da", "fi-kort-vandregning", "a utility bill's FI payment line; nothing of the user")
def _():
    fik = "+71<" + d(15) + " +8" + d(7) + "<"
    t = f"""Jeg har fået en regning fra vandværket med et indbetalingskort: {fik}. Hvordan indtaster jeg det i netbanken, og hvad betyder +71?"""
    return t, [], [fik]


@case("no", "skattemelding-fodselsnummer", "fødselsnummer and account number of the user")
def _():
    fnr = no_fnr()
    konto = fmt_no_konto(no_konto())
    ref = "%s-%s" % (d(4), d(6))
    t = f"""Kan du hjelpe meg med skattemeldingen? Fødselsnummer {fnr}, og tilbakebetalingen skal til kontonummer {konto}. Forrige innsending fikk referanse {ref}. Kan jeg trekke fra reiseutgifter mellom hjem og jobb?"""
    return t, [fnr, konto], [ref]


@case("no", "stromfaktura-kid", "the user's own account beside a utility's KID, account number and org number")
def _():
    kid = luhn_num(dnz(14))
    firm = fmt_no_konto(no_konto())
    org = no_orgnr()
    of = "%s %s %s" % (org[:3], org[3:6], org[6:])
    own = fmt_no_konto(no_konto())
    t = f"""Fikk faktura fra strømselskapet: KID {kid}, til kontonummer {firm}, org.nr. {of}, forfall 20.05. Kan jeg sette opp AvtaleGiro fra min konto {own} med disse opplysningene?"""
    return t, [own], [kid, firm, of]


@case("no", "bankid-passord-kodebrikke", "BankID password and code-device one-time code")
def _():
    pw = pick(["Fjellvann", "Brunost", "Nordlys", "Skiloype"]) + d(3) + R.choice("!#?")
    code = otp()
    t = f"""Jeg har byttet BankID-passord til {pw}, og kodebrikken viser {code}, men jeg får feilmelding C161 hver gang. Hva betyr det?"""
    return t, [pw, code], []


@case("fi", "kela-hetu-tilinumero", "henkilötunnus and IBAN; the bank's BIC is a look-alike")
def _():
    hetu = fi_hetu()
    ib = fmt_iban(iban("FI", fi_bban()))
    t = f"""Auta täyttämään Kelan asumistukihakemus. Henkilötunnus {hetu}, tilinumero {ib}, BIC OKOYFIHH. Pitääkö vuokrasopimus liittää erikseen vai riittääkö vuokranantajan ilmoitus?"""
    return t, [hetu, ib], ["OKOYFIHH"]


@case("fi", "taloyhtion-lasku", "a housing company's IBAN, reference number and business id; nothing of the user")
def _():
    ib = fmt_iban(iban("FI", fi_bban()))
    viite = fi_viite(dnz(R.randint(7, 12)))
    viite_f = " ".join(reversed([viite[::-1][i:i + 5][::-1] for i in range(0, len(viite), 5)]))
    yt = fi_ytunnus()
    t = f"""Sain laskun taloyhtiöltä: saaja Asunto Oy Koivurinne, tilinumero {ib}, viitenumero {viite_f}, Y-tunnus {yt}, eräpäivä 15.4.2025. Voinko tilata tämän jatkossa e-laskuna?"""
    return t, [], [ib, viite_f, yt]


@case("fi", "aidin-verkkopankki", "a mother's online-bank password and SMS confirmation code entrusted to the user")
def _():
    pw = pick(["Mustikka", "Revontuli", "Kuusikko", "Lakka"]) + d(4) + R.choice("!#%")
    code = otp()
    t = f"""Äidin verkkopankin salasana on {pw} ja nyt tuli tekstiviestillä vahvistuskoodi {code}. Hän haluaa, että minä hoidan hänen laskunsa. Onko tämä ok vai pitäisikö tehdä valtakirja?"""
    return t, [pw, code], []


@case("hu", "egeszsegpenztar-taj-ado", "TAJ number, tax id and bank account of the user")
def _():
    taj = hu_taj()
    tf = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ado = hu_adoaz()
    sorsz = "E-2025-" + d(6)
    t = f"""Segíts kitölteni az egészségpénztári igénylést: TAJ szám {tf}, adóazonosító jel {ado}. A gyógyszertári számla sorszáma {sorsz}. Kell csatolni a számla másolatát is, vagy elég a sorszám?"""
    return t, [tf, ado], [sorsz]


@case("hu", "villanyszerelo-szamla", "the user's own account beside a contractor's invoice number, tax number and account")
def _():
    sorsz = "VSZ-2025/" + d(5)
    ado = hu_adoszam()
    acct = hu_account("116")
    own = hu_account("117")
    t = f"""A villanyszerelő ezt a számlát küldte: sorszám {sorsz}, adószám {ado}, bankszámla {acct}, összeg 184 500 Ft. A saját számlámról ({own}) utalnék. Rendben van, hogy nincs rajta ÁFA, mert alanyi adómentes?"""
    return t, [own], [sorsz, ado, acct]


@case("hu", "ugyfelkapu-jelszo", "Ügyfélkapu+ password of the user")
def _():
    pw = pick(["Balaton", "Pogacsa", "Tulipan", "Gulyas"]) + R.choice("#*!") + d(4) + pick(["nyar", "hegy", "to"])
    t = f"""Az Ügyfélkapu+ jelszavam {pw}, a felhasználónevem kovacs.eszter88. Segíts, hogyan tudom átállítani a kétlépcsős azonosítást az új telefonomra, mert a régi eltört."""
    return t, [pw], []


@case("ro", "formular-230-cnp", "CNP and own IBAN of the user; the association's CIF and IBAN are look-alikes")
def _():
    cnp = ro_cnp(female=R.random() < 0.5)
    own = fmt_iban(iban("RO", "BTRL" + "RONCRT" + d(10)))
    cui = ro_cui()
    asoc = fmt_iban(iban("RO", "RNCB" + d(16)))
    t = f"""Vreau să completez Formularul 230 ca să redirecționez 3,5% către o asociație de protecție a animalelor. CNP-ul meu e {cnp}, IBAN-ul meu {own}. Asociația are CIF {cui} și IBAN {asoc}. Ce bifez la „pe 2 ani”?"""
    return t, [cnp, own], [cui, asoc]


@case("ro", "comanda-emag-awb", "an order number, a courier waybill and an invoice number; nothing of the user")
def _():
    cmd = dnz(9)
    awb = dnz(13)
    fact = "EMG " + dnz(8)
    t = f"""Comanda de la eMAG nr. {cmd} n-a ajuns nici după o săptămână. AWB Fan Courier {awb}, factura seria {fact}. Cum fac retur dacă vine până la urmă deteriorată?"""
    return t, [], [cmd, awb, fact]


@case("el", "efka-amka-afm", "ΑΜΚΑ and ΑΦΜ of the user; a protocol number is a look-alike")
def _():
    amka = gr_amka()
    afm = gr_afm(R.choice("01"))
    prot = "%d/2025" % R.randint(10000, 99999)
    t = f"""Κλείνω ραντεβού στον e-ΕΦΚΑ για τη σύνταξη χηρείας της μητέρας μου. ΑΜΚΑ {amka}, ΑΦΜ {afm}, ΔΟΥ Καλαμαριάς. Η αίτηση έχει αριθμό πρωτοκόλλου {prot}. Τι δικαιολογητικά χρειάζονται;"""
    return t, [amka, afm], [prot]


@case("el", "enfia-kodikos-plirwmis", "an RF payment code and a declaration number from a tax notice; nothing secret")
def _():
    rf = rf_ref(dnz(19))
    rff = grp(rf, 4)
    decl = dnz(8)
    t = f"""Πληρώνω τον ΕΝΦΙΑ από το e-banking. Στο εκκαθαριστικό γράφει: ταυτότητα οφειλής {rff}, αριθμός δήλωσης {decl}, ποσό 312,44 €. Αν πληρώσω εφάπαξ παίρνω έκπτωση;"""
    return t, [], [rff, decl]


@case("tr", "burs-tckn-iban", "TC kimlik number and IBAN of the user")
def _():
    tc = tr_tckn()
    ib = fmt_iban(iban("TR", pick(["00010", "00046", "00062", "00064"]) + "0" + d(16)))
    basvuru = "KYK-2025-" + d(7)
    t = f"""Burs başvurusunu dolduruyorum, başvuru numarası {basvuru}. TC kimlik numaram {tc}, IBAN'ım {ib}. Formda vergi numarası da soruyor ama öğrenciyim, oraya ne yazmalıyım?"""
    return t, [tc, ib], [basvuru]


@case("tr", "trendyol-kargo-takip", "an order number, a tracking number and an e-invoice number; nothing of the user")
def _():
    sip = dnz(10)
    takip = dnz(12)
    fat = pick(["TRY", "DSM", "ABC"]) + "2025" + d(9)
    t = f"""Trendyol siparişim ({sip}) beş gündür "Kargoya verildi" görünüyor. Yurtiçi Kargo takip no {takip}, fatura no {fat}. Nereye şikâyet etmem lazım?"""
    return t, [], [sip, takip, fat]


@case("tr", "anne-edevlet-sifre", "a mother's e-Devlet password and SMS code entrusted to the user")
def _():
    pw = pick(["Papatya", "Lale", "Karadeniz", "Simit"]) + d(4) + R.choice("!*")
    code = otp()
    t = f"""Annemin e-Devlet şifresi {pw}, telefonuna gelen doğrulama kodu da {code}. Onun adına girip MHRS'den göz doktoruna randevu almam lazım. Nasıl yapacağımı adım adım anlatır mısın?"""
    return t, [pw, code], []


# ================================================================ CJK, MIDDLE EAST, SOUTH AND SOUTH-EAST ASIA, EAST AFRICA
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@case("zh", "zufang-shenfenzheng-zhifu-mima", "resident ID, bank card and a payment PIN the user asks to be remembered")
def _():
    sid = cn_id(pick(["110105", "310115", "440305", "330106", "510107"]))
    c = fmt_card(card("unionpay"))
    pw = pin(6)
    ht = "ZF" + d(4) + "-" + d(5)
    t = f"""帮我填一下租房合同（合同编号{ht}）里的个人信息：身份证号{sid}，工资卡是招商银行{c}。对了，我的支付宝支付密码是{pw}，你帮我记一下，我老是忘。"""
    return t, [sid, c, pw], [ht]


@case("zh", "taobao-kuaidi-tousu", "order number, SF Express waybill and a merchant's unified social credit code; nothing of the user")
def _():
    order = dnz(19)
    sf = "SF" + dnz(13)
    uscc = cn_uscc(pick(["330100", "440300", "310000"]))
    t = f"""我在淘宝买的东西显示已签收，但我根本没收到。订单号{order}，顺丰单号{sf}，商家营业执照上的统一社会信用代码是{uscc}。我应该先找平台还是直接投诉快递？"""
    return t, [], [order, sf, uscc]


@case("zh", "baojie-wifi-mensuo", "home Wi-Fi password and smart-lock code for a cleaner; property office phone look-alike")
def _():
    pw = pick(["xiaomao", "dabai", "tangyuan", "huahua"]) + d(4) + R.choice("!@#") + pick(["home", "jia", "abc"])
    lock = pin(6)
    tel = "0755-" + dnz(8)
    t = f"""家里的WiFi名字是ChinaNet-{upper_ref(4)}，密码{pw}；门锁密码是{lock}#。帮我写一段给保洁阿姨的微信留言，语气客气一点，有问题可以打物业电话{tel}。"""
    return t, [pw, lock], [tel]


@case("ja", "kakutei-shinkoku-mynumber", "My Number and bank account number; the branch number is a look-alike")
def _():
    mn = jp_mynumber()
    mf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    ten = "%03d" % R.randint(100, 899)
    kouza = d(7)
    t = f"""確定申告の書類を作っています。マイナンバーは{mf}、還付金の振込先は三菱UFJ銀行 渋谷支店（店番{ten}）普通 {kouza}です。医療費控除の明細書の書き方を教えてください。"""
    return t, [mf, kouza], [ten]


@case("ja", "todokanai-yamato", "an order number, a Yamato tracking number and a seller's corporate number; nothing of the user")
def _():
    order = "250-" + d(7) + "-" + d(7)
    y = jp_yamato()
    yf = "%s-%s-%s" % (y[:4], y[4:8], y[8:])
    corp = jp_corpno()
    t = f"""ネットで買った商品が届きません。注文番号{order}、ヤマト運輸の伝票番号{yf}、販売元の法人番号は{corp}です。どこに問い合わせればいいですか？"""
    return t, [], [order, yf, corp]


@case("ja", "jikka-wifi-password", "Wi-Fi password announced, then sent alone, with a request to remember it")
def _():
    pw = s(LO + DIG, 13)
    t = msgs("実家のWi-Fiのパスワードを送るので、覚えておいてください",
             pw,
             f"SSIDはaterm-{hexs(6)}-gです。両親のタブレットをつなぐ手順も教えてください。")
    return t, [pw], []


def kr_kb_account():
    return "%s-%s-%s" % (d(6), d(2), d(6))


@case("ko", "yeonmal-jeongsan-rrn", "resident registration numbers of the user and the user's mother, and a bank account")
def _():
    me = kr_rrn(female=R.random() < 0.5, y0=1986, y1=1998)
    mom = kr_rrn(female=True, y0=1952, y1=1966)
    brn = kr_brn()
    t = f"""연말정산 서류에 내 주민등록번호 {me} 적고 회사 사업자등록번호 {brn} 적었는데, 부양가족 공제 받으려면 엄마 주민번호도 필요해? 엄마는 {mom}야."""
    return t, [me, mom], [brn]


@case("ko", "coupang-baesong-munui", "an order number, a waybill number and a seller's business registration number; nothing of the user")
def _():
    order = dnz(14)
    waybill = dnz(12)
    brn = kr_brn()
    t = f"""쿠팡에서 주문한 게 일주일째 안 와요. 주문번호 {order}, CJ대한통운 운송장번호 {waybill}, 판매자 사업자등록번호 {brn}. 어디에 먼저 문의해야 해요?"""
    return t, [], [order, waybill, brn]


@case("ko", "gongdong-injeungseo-pw", "certificate password and OTP")
def _():
    pw = pick(["haneul", "bomnal", "kimchi", "sarang"]) + d(4) + R.choice("!@#$")
    code = otp()
    t = f"""공동인증서 비밀번호를 {pw}로 바꿨는데 홈택스에서 계속 틀렸다고 나와. OTP 번호는 {code}였어. 뭐가 문제일까?"""
    return t, [pw, code], []


@case("ar", "absher-hawiya-iban", "Saudi national id and IBAN of the user")
def _():
    nid = sa_nid("1")
    ib = fmt_iban(iban("SA", "80" + d(18)))
    req = dnz(10)
    t = f"""أبغى أحدّث بياناتي في أبشر وأربط حسابي البنكي عشان الدعم. رقم الهوية {nid}، والآيبان {ib}. قدمت طلب قبل ورقمه {req} بس انرفض. وش الخطوات بالترتيب؟"""
    return t, [nid, ib], [req]


@case("ar", "emirates-id-wifi-dyoof", "Emirates ID and a Wi-Fi password; the property company's tax registration number is a look-alike")
def _():
    eid = ae_eid()
    pw = pick(["Dubai", "Marina", "Sahara", "Nakheel"]) + R.choice("@#") + d(4)
    trn = "100" + d(12)
    t = f"""صاحب الشقة يحتاج رقم الهوية الإماراتية حقي {eid} عشان يسجل العقد في إيجاري. وبعدين اكتب لي رسالة ترحيب للضيوف فيها كلمة سر الواي فاي: {pw}. الرقم الضريبي لشركة إدارة العقار {trn} لو احتجته في الفاتورة."""
    return t, [eid, pw], [trn]


@case("ar", "masr-shohna-aramex", "an order number, an Aramex shipment number and an invoice number; nothing of the user")
def _():
    order = dnz(9)
    awb = dnz(11)
    inv = "INV-" + d(6)
    t = f"""طلبت أوردر من موقع ولحد دلوقتي ما وصلش. رقم الطلب {order}، رقم الشحنة من أرامكس {awb}، ورقم الفاتورة {inv}. أعمل شكوى فين بالظبط؟"""
    return t, [], [order, awb, inv]


@case("fa", "kart-cvv2-ramz-dovom", "card number, CVV2, expiry (Persian digits) and a dynamic second PIN; order tracking code look-alike")
def _():
    c = fmt_card(card("shetab"), "-")
    cvv2 = d(R.choice([3, 4]))
    exp = ("%02d/%d" % (R.randint(1, 12), R.randint(1405, 1408))).translate(FA_DIGITS)
    dyn = otp(R.choice([6, 8])).translate(FA_DIGITS)
    track = dnz(12)
    t = f"""می‌خوام بلیت قطار بخرم ولی درگاه پرداخت خطا می‌ده. شماره کارتم {c}، CVV2 {cvv2}، تاریخ انقضا {exp} و رمز دوم پویایی که اومد {dyn}. کد پیگیری سفارش هم {track} هست. مشکل از کجاست؟"""
    return t, [c, cvv2, exp, dyn], [track]


@case("fa", "sheba-forushgah", "the user's own card beside a shop's Sheba number, payment id and postal tracking code")
def _():
    sheba = fmt_iban(iban("IR", "0" + pick(["17", "12", "55", "56"]) + "0" + d(18)))
    payid = dnz(13)
    post = dnz(24)
    own = fmt_card(card("shetab"))
    t = f"""یه فروشگاه اینترنتی گفته کارت به کارت نکنم و مبلغ رو به شماره شبای {sheba} با شناسه پرداخت {payid} واریز کنم. کد رهگیری پستی سفارش هم {post} هست. از کارت خودم {own} پرداخت کنم امنه؟"""
    return t, [own], [sheba, payid, post]


@case("fa", "code-melli-samane-maliyati", "national code in Persian digits and a tax portal password")
def _():
    code = ir_melli().translate(FA_DIGITS)
    pw = pick(["Golestan", "Anar", "Khorshid", "Baran"]) + d(4) + R.choice("@#$")
    t = f"""کد ملی من {code} و رمز عبور سامانه مالیاتی {pw} هست. می‌تونی قدم به قدم بگی چطوری اظهارنامه اجاره رو پر کنم؟"""
    return t, [code, pw], []


@case("he", "tofes-101-teudat-zehut", "Israeli ID and account number; the employer's company number and the branch number are look-alikes")
def _():
    tz = il_id()
    snif = "%03d" % R.randint(100, 799)
    acct = d(6)
    hp = il_id("51")
    t = f"""אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות {tz}, חשבון בבנק הפועלים, סניף {snif}, מספר חשבון {acct}. המעסיק הוא חברה בע"מ, ח.פ. {hp}. איך ממלאים את החלק של נקודות הזיכוי?"""
    return t, [tz, acct], [snif, hp]


@case("he", "hazmana-aliexpress", "an order number and a shipment tracking number; nothing of the user")
def _():
    order = "8" + d(15)
    trk = s10(pick(["LP", "RB", "UA"]), "CN")
    t = f"""הזמנתי מעלי אקספרס לפני חודש וההזמנה {order} עדיין לא הגיעה. מספר המשלוח {trk}, בדואר ישראל כתוב שהוא "בדרך ליחידת המסירה". מה עושים?"""
    return t, [], [order, trk]


@case("he", "shachen-azaka-wifi", "alarm code and Wi-Fi password for a neighbour")
def _():
    alarm = pin(4)
    pw = pick(["Hummus", "Shakshuka", "Tayelet", "Kineret"]) + d(4) + R.choice("!#")
    t = f"""תכתוב לי הודעה לשכן שישקה את העציצים בזמן שאנחנו בחו"ל: הקוד של האזעקה {alarm}, והסיסמה לוויי-פיי אם הוא צריך {pw}. המפתח אצל השומר בלובי."""
    return t, [alarm, pw], []


@case("hi", "papa-aadhaar-upi-pin", "a father's Aadhaar and UPI PIN entrusted to the user; the bank IFSC is a look-alike")
def _():
    a = in_aadhaar()
    af = "%s %s %s" % (a[:4], a[4:8], a[8:])
    upi = pin(6)
    ifsc = "SBIN0" + d(6)
    t = f"""पापा का आधार नंबर {af} है और उनका UPI PIN {upi} है। उन्हें PhonePe से बिजली का बिल भरना सिखाना है, स्टेप बाय स्टेप आसान हिंदी में लिख दो। उनके बैंक का IFSC {ifsc} है।"""
    return t, [af, upi], [ifsc]


@case("hi", "irctc-refund-pnr", "a PNR, a train number and a UPI transaction reference (UTR); nothing secret")
def _():
    pnr = dnz(10)
    train = "12" + d(3)
    utr = dnz(12)
    t = f"""मेरा तत्काल टिकट वेटिंग में ही रह गया। PNR {pnr}, ट्रेन नंबर {train}, और पेमेंट का UTR नंबर {utr} है। रिफंड कितने दिन में आएगा?"""
    return t, [], [pnr, train, utr]


@case("hi", "kyc-call-pan-otp", "PAN and OTP given to a fraud caller; the national cybercrime helpline number is a look-alike")
def _():
    pan = in_pan("K")
    code = otp()
    t = f"""बैंक के नाम से कॉल आया था, KYC अपडेट के लिए उन्होंने मेरा PAN {pan} पूछा और फिर OTP {code} भी माँगा, मैंने बता दिया। क्या मुझे साइबर हेल्पलाइन 1930 पर कॉल करना चाहिए?"""
    return t, [pan, code], ["1930"]


@case("vi", "hoan-thue-cccd-stk", "citizen id and personal tax code; the employer's tax code is a look-alike")
def _():
    cccd = pick(["001", "079", "048", "031"]) + R.choice("0123") + d(8)
    mst = dnz(10)
    cty = "0" + dnz(9)
    t = f"""Điền giúp mình tờ khai hoàn thuế TNCN nhé: số CCCD {cccd}, mã số thuế cá nhân {mst}, tiền hoàn về tài khoản Vietcombank như năm ngoái. Công ty mình có mã số thuế {cty}. Hạn nộp là khi nào vậy?"""
    return t, [cccd, mst], [cty]


@case("vi", "shopee-tra-hang", "an order code, a waybill code and a shop's tax code; nothing of the user")
def _():
    order = "24" + d(4) + upper_ref(8)
    van = "GY" + upper_ref(6)
    mst = "0" + dnz(9)
    t = f"""Đơn Shopee mã {order} giao bằng GHN, mã vận đơn {van}, shop có mã số thuế {mst}. Hàng bị vỡ khi nhận, mình muốn trả hàng thì làm thế nào?"""
    return t, [], [order, van, mst]


@case("vi", "otp-lua-dao-vietcombank", "OTP read out to a fraudster; the bank transaction reference is a look-alike")
def _():
    code = otp()
    ft = "FT24" + d(3) + upper_ref(6)
    t = f"""Có người gọi tự xưng nhân viên Vietcombank, bảo mình đọc mã OTP {code} để "hủy giao dịch lạ", mình đọc rồi. Sau đó tài khoản bị trừ tiền, mã giao dịch {ft}. Giờ mình phải làm gì trước?"""
    return t, [code], [ft]


@case("th", "khuen-phasi-bat-prachachon", "Thai national id and bank account number")
def _():
    tid = fmt_th(th_id())
    acct = "%s-%s-%s-%s" % (d(3), d(1), d(5), d(1))
    ref = "%s %s %s" % (d(4), d(4), d(4))
    t = f"""ช่วยกรอกแบบฟอร์มขอคืนภาษีหน่อย เลขบัตรประชาชน {tid} บัญชีกสิกรไทย {acct} ชื่อบัญชีตรงกับชื่อผู้ยื่นภาษี ส่วนเลขอ้างอิงการยื่นแบบคือ {ref}"""
    return t, [tid, acct], [ref]


@case("th", "ems-bai-kamkap-phasi", "an EMS tracking number, a shop's tax id and an invoice number; nothing of the user")
def _():
    ems = s10("EX", "TH")
    tax = "0" + th_id()[1:12]
    tax = tax + str((11 - sum(int(ch) * (13 - i) for i, ch in enumerate(tax)) % 11) % 10)
    inv = "INV" + d(8)
    t = f"""สั่งของจากร้านออนไลน์ เลขพัสดุ EMS {ems} เลขประจำตัวผู้เสียภาษีของร้าน {tax} ใบกำกับภาษีเลขที่ {inv} ผ่านไปสิบวันแล้วของยังไม่มาเลย ต้องติดต่อใคร"""
    return t, [], [ems, tax, inv]


@case("th", "jot-wai-pin-wifi", "banking app PIN and condo Wi-Fi password the user asks to be noted")
def _():
    p = pin(6)
    pw = pick(["Mali", "Somtam", "Chaophraya", "Tuktuk"]) + d(4) + R.choice("!#")
    t = f"""จดไว้ให้หน่อยนะ รหัส PIN แอปธนาคาร {p} กับรหัส Wi-Fi ที่คอนโด {pw} เดี๋ยวลืมอีก"""
    return t, [p, pw], []


@case("id", "bpjs-nik-rekening", "NIK and BPJS Kesehatan card number (health insurance member id) of a mother, entrusted to the user")
def _():
    nik = pick(["3171", "3273", "3578", "5171"]) + d(2) + "%02d%02d%02d" % (R.randint(41, 68), R.randint(1, 12), R.randint(55, 80)) + d(4)
    bpjs = "000" + d(10)
    t = f"""Bantu isi formulir pendaftaran ulang BPJS Kesehatan untuk ibu saya. NIK {nik}, nomor kartu BPJS lamanya {bpjs}. Kelas 2 sekarang iurannya berapa, dan bisa autodebet dari BCA?"""
    return t, [nik, bpjs], []


@case("id", "marketplace-va-resi", "a virtual account payment number, a courier waybill and a seller's NPWP; nothing of the user")
def _():
    va = "8077" + d(12)
    resi = "CGK" + d(13)
    npwp = "%02d.%03d.%03d.%d-%03d.000" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999), R.randint(0, 9), R.randint(0, 999))
    t = f"""Saya beli di marketplace, bayar lewat virtual account {va}, nomor resi JNE {resi}, NPWP penjual {npwp}. Sudah 10 hari barang belum sampai. Gimana cara komplainnya?"""
    return t, [], [va, resi, npwp]


@case("id", "penipuan-pin-otp", "m-banking PIN and OTP given to a fraud caller; transaction reference look-alike")
def _():
    p = pin(6)
    code = otp()
    ref = dnz(12)
    t = f"""Tadi ada yang telepon ngaku dari bank, saya kasih PIN m-banking {p} dan kode OTP {code}. Habis itu muncul transaksi dengan nomor referensi {ref}. Saya harus lapor ke mana dulu?"""
    return t, [p, code], [ref]


@case("tl", "gcash-mpin-otp", "GCash MPIN and an unrequested OTP")
def _():
    mpin = pin(4)
    code = otp()
    t = f"""Paano ko papalitan yung MPIN ko sa GCash? Yung luma ay {mpin}, tapos may dumating na OTP {code} pero hindi naman ako yung nag-request. Na-hack na ba ako?"""
    return t, [mpin, code], []


@case("tl", "gcash-receipt-ref-no", "a GCash receipt's Ref No. (a reference, not a secret) and the recipient's number")
def _():
    ref = "%s %s %s" % (dnz(4), d(3), d(6))
    phone = "0917 %03d %04d" % (R.randint(100, 999), R.randint(0, 9999))
    t = f"""Nag-send ako ng ₱1,500 sa GCash ng kapatid ko pero wala pa raw. Sa receipt: Ref. No. {ref}, Nov 5, 2024 7:02 PM, sent to {phone}. Paano ko ito ire-report?"""
    return t, [], [ref, phone]


@case("tl", "sss-loan-philhealth-tin", "SSS, PhilHealth and TIN numbers of the user; the employer's SSS number is a look-alike")
def _():
    sss = "%s-%s-%s" % (d(2), d(7), d(1))
    ph = "%s-%s-%s" % (d(2), d(9), d(1))
    tin = "%s-%s-%s-000" % (d(3), d(3), d(3))
    er = "%s-%s-%s" % (d(2), d(7), d(1))
    t = f"""Pakitulungan naman ako sa salary loan application sa SSS. SSS number ko ay {sss}, PhilHealth {ph}, TIN {tin}. Yung employer number ng company namin ay {er}. Ano pa ang kailangan kong i-upload?"""
    return t, [sss, ph, tin], [er]


@case("sw", "mpesa-ujumbe-pin", "M-Pesa transaction code (a secret by rule) and M-Pesa PIN; the sender's phone number is a look-alike")
def _():
    code = mpesa_code()
    phone = "07" + d(8)
    p = pin(4)
    t = f"""Nimepokea ujumbe huu: "{code} Imethibitishwa. Umepokea Ksh4,500.00 kutoka JOHN KAMAU {phone} tarehe 5/11/24 saa 3:15 PM. Salio jipya la M-PESA ni Ksh6,210.00." Sasa mtu ananipigia akisema nimrudishie pesa, na anauliza PIN yangu ya M-Pesa. PIN yangu ni {p}, nimpe?"""
    return t, [code, p], [phone]


@case("sw", "helb-kitambulisho-kra", "national id number and KRA PIN of the user; the paybill number is a look-alike")
def _():
    idn = dnz(8)
    kra = "A0" + d(8) + R.choice(UP)
    paybill = dnz(6)
    t = f"""Nisaidie kujaza fomu ya mkopo wa HELB. Namba ya kitambulisho {idn}, KRA PIN {kra}. Ada ya maombi nalipa kupitia Paybill {paybill}, ni sawa?"""
    return t, [idn, kra], [paybill]


@case("sw", "tiketi-ya-basi", "a bus ticket number and a merchant till number; nothing of the user")
def _():
    tk = "MR" + d(8)
    till = dnz(6)
    t = f"""Nimekata tiketi ya basi kwenda Mombasa, namba ya tiketi {tk}, nimelipa kwa Lipa na M-Pesa Till {till}. Safari imeahirishwa, nawezaje kurudishiwa pesa zangu?"""
    return t, [], [tk, till]


# ================================================================ output
def q(x):
    out = json.dumps(x, ensure_ascii=False)
    for j in JOINERS:
        out = out.replace(j, "\\u%04x" % ord(j))
    return out


def dump(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append("    %s:" % key)
                for v in c[key]:
                    lines.append("      - " + q(v))
            else:
                lines.append("    %s: []" % key)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def parse(src):
    """Strict reader for exactly the layout written by dump()."""
    lines = src.split("\n")
    if lines[-1] != "":
        raise ValueError("file must end with a newline")
    lines = lines[:-1]
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, listkey = [], None, None
    for no, line in enumerate(lines[2:], start=3):
        if line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur)
            listkey = None
        elif line.startswith("      - ") and listkey:
            cur[listkey].append(json.loads(line[8:]))
        elif cur is not None and line.startswith("    ") and not line.startswith("     ") and ":" in line:
            key, _, val = line[4:].partition(":")
            val = val.strip()
            if key not in ("lang", "text", "secrets", "lookalikes", "note") or key in cur:
                raise ValueError("line %d: unexpected key %r" % (no, key))
            if key in ("secrets", "lookalikes"):
                if val == "[]":
                    cur[key], listkey = [], None
                elif val == "":
                    cur[key], listkey = [], key
                else:
                    raise ValueError("line %d: bad list" % no)
            else:
                if not (val.startswith('"') and val.endswith('"')):
                    raise ValueError("line %d: scalar not double-quoted" % no)
                cur[key] = json.loads(val)
                listkey = None
        else:
            raise ValueError("line %d: cannot parse %r" % (no, line))
    return cases


def global_checks(cases):
    p = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        p.append("duplicate ids")
    for c in cases:
        parts = c["id"].split("-", 2)
        if len(parts) != 3 or parts[0] != PREFIX or not (parts[1].isdigit() and len(parts[1]) == 3) \
                or not all(ch in LO + DIG + "-" for ch in parts[2]) or not parts[2]:
            p.append("bad id %r" % c["id"])
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if SEP in c["text"])
    en = sum(1 for c in cases if c["lang"] == "en")
    langs = {c["lang"] for c in cases}
    if not 165 <= n <= 185:
        p.append("case count %d out of range" % n)
    if not 180 <= ns <= 225:
        p.append("secret count %d out of range" % ns)
    if not 225 <= nl <= 275:
        p.append("look-alike count %d out of range" % nl)
    if not 0.2 <= neg / n <= 0.3:
        p.append("negative share %.2f out of range" % (neg / n))
    if not 5 <= multi <= 10:
        p.append("multi-message count %d out of range" % multi)
    if not 0.45 <= en / n <= 0.55:
        p.append("English share %.2f out of range" % (en / n))
    if len(langs - {"en"}) < 28:
        p.append("only %d non-English languages" % len(langs - {"en"}))
    return p


def main(argv):
    if len(argv) != 2 or not argv[1].endswith(".yaml"):
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    try:
        selftest()
    except AssertionError:
        print("check-digit self-test failed", file=sys.stderr)
        return 1
    problems = list(PROBLEMS)
    out = []
    for i, c in enumerate(CASES, start=1):
        cc = {"id": "%s-%03d-%s" % (PREFIX, i, c["slug"]), "lang": c["lang"], "text": c["text"],
              "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
        for pr in validate_case(cc):
            problems.append("%s: %s" % (cc["id"], pr))
        out.append(cc)
    problems += global_checks(out)
    src = dump(out)
    try:
        if parse(src) != out:
            problems.append("round trip through the YAML layout changed the data")
    except ValueError as e:
        problems.append("own output does not parse: %s" % e)
    if problems:
        for pr in problems:
            print("PROBLEM:", pr, file=sys.stderr)
        return 1
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(src)
    n = len(out)
    neg = sum(1 for c in out if not c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages, %d multi-message"
          % (argv[1], n, n - neg, neg, sum(len(c["secrets"]) for c in out), sum(len(c["lookalikes"]) for c in out),
             len({c["lang"] for c in out}), sum(1 for c in out if SEP in c["text"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
