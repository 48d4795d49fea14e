#!/usr/bin/env python3
"""Generator for "Held-out evaluation set v34" (blind secrets-filter evaluation set).

Usage: python3 make_heldout_v34.py heldout_v34.yaml
Standard library only, deterministic (random.Random(34)). Validates everything before
writing and exits 1 on any problem.
"""
import base64
import hashlib
import json
import random
import re
import string
import sys

SEED = 34
PREFIX = "v34"
R = random.Random(SEED)

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    """n random digits, first one non-zero."""
    return str(R.randint(1, 9)) + rs(DIG, n - 1)


def pick(seq):
    return R.choice(seq)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    num = re.sub(r"\D", "", num)
    return luhn_digit(num[:-1]) == num[-1]


def card(prefix, length=16):
    body = prefix + rs(DIG, length - 1 - len(prefix))
    return body + luhn_digit(body)


def card_fmt(num, sep=" "):
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return grp(num, 4, sep)


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(i):
    i = i.replace(" ", "")
    return _iban_num(i[4:] + i[:4]) % 97 == 1


def iban_fmt(i):
    return grp(i, 4, " ")


def fr_rib_key(bank, guichet, account):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(account)) % 97))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return "0" if d == 11 else ("1" if d == 10 else str(d))


def bban_es():
    bank, branch, acct = rs(DIG, 4), rs(DIG, 4), rs(DIG, 10)
    return bank + branch + es_dc("00" + bank + branch) + es_dc(acct) + acct


def bban_fr():
    bank, guichet, acct = rd(5), rs(DIG, 5), rs(DIG, 11)
    return bank + guichet + acct + fr_rib_key(bank, guichet, acct)


def bban_be():
    first = rs(DIG, 10)
    c = int(first) % 97
    return first + "%02d" % (97 if c == 0 else c)


def no_account():
    while True:
        b = rs(DIG, 10)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if c == 11:
            c = 0
        if c != 10:
            return b + str(c)


def hu_acct():
    def chk(ds):
        w = [9, 7, 3, 1]
        s = sum(int(d) * w[i % 4] for i, d in enumerate(ds))
        return str((10 - s % 10) % 10)
    a = rs(DIG, 7)
    b = rs(DIG, 15)
    return a + chk(a) + b + chk(b)


def aba():
    while True:
        b = rs(DIG, 8)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(a) * x for a, x in zip(b, w))
        c = (10 - s % 10) % 10
        n = b + str(c)
        if n[0] in "0123":
            return n


def dni():
    n = rs(DIG, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def nie():
    p = pick("XYZ")
    n = rs(DIG, 7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def es_cif(letter="B"):
    d = rs(DIG, 7)
    even = sum(int(d[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        odd += x // 10 + x % 10
    c = (10 - (even + odd) % 10) % 10
    return letter + d + str(c)


def pesel(y, m, dd, female):
    mm = m + (20 if y >= 2000 else 0)
    s = "%02d%02d%02d" % (y % 100, mm, dd) + rs(DIG, 3)
    sexd = pick("02468" if female else "13579")
    s += sexd
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def pl_nip():
    while True:
        b = rd(9)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c != 10:
            return b + str(c)


def steuer_core(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (2 * s) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def de_steuer_id():
    ds = list(DIG)
    R.shuffle(ds)
    while ds[0] == "0":
        R.shuffle(ds)
    nine = ds[:9]
    dup = pick(nine[1:])
    body = nine + [dup]
    rest = body[1:]
    R.shuffle(rest)
    body = [body[0]] + rest
    b = "".join(body)
    return b + steuer_core(b)


def de_ust():
    b = rd(8)
    return "DE" + b + steuer_core(b)


def de_kvnr():
    letter = pick(UP)
    d8 = rs(DIG, 8)
    ds = "%02d" % (UP.index(letter) + 1) + d8
    s = 0
    for i, ch in enumerate(ds):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x // 10 + x % 10
    return letter + d8 + str(s % 10)


CF_ODD = {**dict(zip(DIG, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
          **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}


def it_cf(sur, name, yy, month, day, female, place):
    s = sur + name + "%02d" % yy + "ABCDEHLMPRST"[month - 1] + "%02d" % (day + (40 if female else 0)) + place
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else UP.index(ch)
    return s + UP[tot % 26]


def it_piva():
    b = rd(10)
    return b + luhn_digit(b)


def fr_nir(sex, yy, mm, dept, commune):
    b = "%d%02d%02d%s%s%s" % (sex, yy, mm, dept, commune, rs(DIG, 3))
    return b, "%02d" % (97 - int(b) % 97)


def fr_siret():
    siren = rd(8)
    siren += luhn_digit(siren)
    nic = rs(DIG, 4)
    b = siren + nic
    return siren, b + luhn_digit(b)


def nl_bsn():
    while True:
        b = rd(8)
        s = sum(int(a) * w for a, w in zip(b, range(9, 1, -1)))
        c = s % 11
        if c != 10:
            return b + str(c)


def pt_nif(first):
    b = first + rs(DIG, 7)
    c = 11 - sum(int(a) * w for a, w in zip(b, range(9, 1, -1))) % 11
    return b + ("0" if c >= 10 else str(c))


def br_cpf():
    b = rs(DIG, 9)
    for n in (10, 11):
        s = sum(int(a) * w for a, w in zip(b, range(n, 1, -1)))
        r = s * 10 % 11
        b += "0" if r == 10 else str(r)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


def br_cnpj():
    b = rd(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        b += "0" if r < 2 else str(11 - r)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def se_pnr(yy, mm, dd):
    b = "%02d%02d%02d" % (yy, mm, dd) + rs(DIG, 3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def se_orgnr():
    b = "5" + rs(DIG, 8)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def no_fnr(dd, mm, yy):
    while True:
        b = "%02d%02d%02d" % (dd, mm, yy) + rs(DIG, 3)
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * x for a, x in zip(b, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * x for a, x in zip(b, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_orgnr():
    while True:
        b = pick("89") + rs(DIG, 7)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return b + str(c)


def dk_cvr():
    while True:
        b = rd(7)
        w = [2, 7, 6, 5, 4, 3, 2]
        s = sum(int(a) * x for a, x in zip(b, w))
        for c in range(10):
            if (s + c) % 11 == 0:
                return b + str(c)


def fi_hetu(dd, mm, yy, century="-"):
    z = "%03d" % R.randint(2, 899)
    n = int("%02d%02d%02d%s" % (dd, mm, yy, z))
    return "%02d%02d%02d%s%s%s" % (dd, mm, yy, century, z, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def fi_ytunnus():
    while True:
        b = rd(7)
        w = [7, 9, 10, 5, 8, 4, 2]
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def be_nrn(yy, mm, dd):
    b = "%02d%02d%02d%03d" % (yy, mm, dd, R.randint(1, 997))
    c = 97 - int(b) % 97
    return "%s.%s.%s-%s.%02d" % (b[:2], b[2:4], b[4:6], b[6:], c)


def cz_rc(yy, mm, dd, female):
    m = mm + (50 if female else 0)
    while True:
        b = "%02d%02d%02d%03d" % (yy, m, dd, R.randint(0, 999))
        for c in range(10):
            if int(b + str(c)) % 11 == 0:
                return b[:6] + "/" + b[6:] + str(c)


def cz_ico():
    b = rd(7)
    s = sum(int(a) * w for a, w in zip(b, range(8, 1, -1)))
    return b + str((11 - s % 11) % 10)


def cz_account():
    while True:
        a = rs(DIG, 9)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
        s = sum(int(x) * y for x, y in zip(a, w[1:]))
        for c in range(10):
            if (s + c) % 11 == 0:
                return (a + str(c)).lstrip("0")


def hu_taj():
    b = rs(DIG, 8)
    s = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b))
    return b + str(s % 10)


def hu_adoaz():
    while True:
        b = "8" + "%05d" % R.randint(20000, 40000) + rs(DIG, 3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_adoszam():
    b = rd(7)
    w = [9, 7, 3, 1, 9, 7, 3]
    c = (10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10
    return "%s%d-%d-%02d" % (b, c, pick([1, 2]), R.randint(2, 44))


def ro_cnp(sex, yy, mm, dd, county):
    b = "%d%02d%02d%02d%02d%03d" % (sex, yy, mm, dd, county, R.randint(1, 999))
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    c = sum(int(a) * x for a, x in zip(b, w)) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    b = rd(7)
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = sum(int(a) * x for a, x in zip(b, w)) * 10 % 11
    return b + ("0" if c == 10 else str(c))


def gr_amka(dd, mm, yy):
    b = "%02d%02d%02d" % (dd, mm, yy) + rs(DIG, 4)
    return b + luhn_digit(b)


def gr_afm(first="1"):
    while True:
        b = first + rs(DIG, 7)
        c = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b)) % 11 % 10
        return b + str(c)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_tz():
    b = rs(DIG, 8)
    s = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x // 10 + x % 10
    return b + str((10 - s % 10) % 10)


def cn_rid(region, y, m, d, female):
    seq = "%02d%d" % (R.randint(0, 99), pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    b = "%s%04d%02d%02d%s" % (region, y, m, d, seq)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(region):
    b = "91" + region + rs(DIG + "ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_CH.index(a) * x for a, x in zip(b, w)) % 31
    return b + USCC_CH[0 if c == 31 else c]


def kr_rrn(yy, mm, dd, g):
    b = "%02d%02d%02d%d%s" % (yy, mm, dd, g, rs(DIG, 5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = rd(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + int(b[8]) * 5 // 10
    c = (10 - s % 10) % 10
    n = b + str(c)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


def jp_mynumber():
    b = rd(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = rd(12)
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(b):
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def verhoeff_ok(n):
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    b = str(R.randint(2, 9)) + rs(DIG, 10)
    n = b + verhoeff_digit(b)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def th_id(first="1"):
    b = first + rs(DIG, 11)
    s = sum(int(a) * (13 - i) for i, a in enumerate(b))
    n = b + str((11 - s % 11) % 10)
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ir_melli():
    b = rs(DIG, 9)
    while b[:3] == "000":
        b = rs(DIG, 9)
    r = sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)


def ru_inn12():
    b = rd(10)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b += str(sum(int(a) * x for a, x in zip(b, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(a) * x for a, x in zip(b, w2)) % 11 % 10)


def ru_inn10():
    b = rd(9)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)


def ru_snils():
    b = rd(9)
    s = sum(int(a) * (9 - i) for i, a in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        c = 0 if c == 100 else c
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ru_ogrn():
    b = "1" + rs(DIG, 11)
    return b + str(int(b) % 11 % 10)


def ua_rnokpp():
    b = rd(9)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)


def au_tfn():
    while True:
        b = rd(8)
        w = [1, 4, 3, 7, 5, 8, 6, 9]
        s = sum(int(a) * x for a, x in zip(b, w))
        for c in range(10):
            if (s + 10 * c) % 11 == 0:
                n = b + str(c)
                return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_abn():
    tail = rs(DIG, 9)
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        for head in range(10, 100):
            ds = [int(x) for x in str(head) + tail]
            ds[0] -= 1
            if sum(a * b for a, b in zip(ds, w)) % 89 == 0:
                n = str(head) + tail
                return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])
        tail = rs(DIG, 9)


def au_medicare():
    b = str(R.randint(2, 6)) + rs(DIG, 7)
    w = [1, 3, 7, 9, 1, 3, 7, 9]
    c = sum(int(a) * x for a, x in zip(b, w)) % 10
    n = b + str(c) + str(R.randint(1, 9))
    return "%s %s %s" % (n[:4], n[4:9], n[9:])


def ie_pps():
    b = rs(DIG, 7)
    s = sum(int(a) * w for a, w in zip(b, range(8, 1, -1)))
    return b + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23]


def sg_nric():
    b = rs(DIG, 7)
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * x for a, x in zip(b, w))
    return "S" + b + "JZIHGFEDCBA"[s % 11]


def za_id(yy, mm, dd):
    b = "%02d%02d%02d%04d08" % (yy, mm, dd, R.randint(0, 9999))
    return b + luhn_digit(b)


def ca_sin():
    b = str(R.randint(1, 7)) + rs(DIG, 7)
    n = b + luhn_digit(b)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_T.update({d: int(d) for d in DIG})


def vin(wmi):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIG
    v = wmi + rs(al, 5) + "0" + pick("LMNPRS") + rs(al, 1) + rs(DIG, 6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(VIN_T[a] * x for a, x in zip(v, w)) % 11
    return v[:8] + ("X" if c == 10 else str(c)) + v[9:]


def imei():
    b = pick(["35", "86", "35", "01"]) + rs(DIG, 12)
    return b + luhn_digit(b)


def npi():
    b = pick("12") + rs(DIG, 8)
    return b + luhn_digit("80840" + b)


def mrz_digit(s):
    w = [7, 3, 1]
    tot = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch == "<":
            v = 0
        else:
            v = UP.index(ch) + 10
        tot += v * w[i % 3]
    return str(tot % 10)


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def jwt(payload):
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return hdr + "." + body + "." + b64u(32)


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
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
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair "
         "chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken "
         "chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city "
         "civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock "
         "clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin "
         "collect color column combine come comfort comic common company concert conduct confirm congress "
         "connect consider control convince cook cool copper copy coral core corn correct cost cotton couch "
         "country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy "
         "cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise "
         "crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion "
         "custom cute cycle").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def pw_words():
    return pick(["Maple", "Falcon", "Harbor", "Velvet", "Cobalt", "Juniper", "Saffron", "Tundra", "Orchid",
                 "Granite", "Lantern", "Meadow", "Pepper", "Quartz", "Raven", "Willow", "Copper", "Ember"])


def password(style=None):
    style = style or pick(["word", "mixed", "phrase", "random"])
    if style == "word":
        return pw_words() + pick(["!", "#", "$", "@", "*", "?"]) + str(R.randint(10, 9999))
    if style == "mixed":
        return rs(UP, 1) + rs(LO, 3) + pick(["_", "-", ".", "%"]) + rs(DIG, 3) + rs(LO + UP, 2) + pick("!#$&*")
    if style == "phrase":
        return "-".join([pw_words().lower(), pw_words().lower(), pw_words().lower()]) + str(R.randint(1, 99))
    return rs(AN + "!#%&*+-=?@^_", R.randint(14, 22))


def pin(n=4):
    while True:
        p = rs(DIG, n)
        if len(set(p)) >= 3:
            return p


# ---------------------------------------------------------------- cases
CASES = []


def add(lang, slug, text, secrets, looks, note):
    CASES.append({"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def must(cond, what):
    if not cond:
        raise ValueError("check failed: " + what)


def build_en():
    # 1
    ak = "AKIA" + rs(UP + "234567", 16)
    sk = rs(AN + "/+", 40)
    add("en", "aws-env-vs-docs-example",
        "I'm following the boto3 quickstart. The docs use AKIAIOSFODNN7EXAMPLE but I put my real ones in .env like this:\n\n"
        "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1\n\n"
        "and I still get InvalidClientTokenId. Is the file format wrong?" % (ak, sk),
        [ak, sk], ["AKIAIOSFODNN7EXAMPLE"], "real AWS key pair in .env next to the documented example id")
    # 2
    ghp = "ghp_" + rs(AN, 36)
    commit = rs(HEXL, 40)
    add("en", "github-token-in-remote-url",
        "git push keeps failing since yesterday. my remote is https://dana-k:%s@github.com/dana-k/plant-tracker.git "
        "and the last push that went through was commit %s. did github change something with tokens?" % (ghp, commit),
        [ghp], [commit], "classic GitHub PAT embedded in a remote URL; commit hash is not secret")
    # 3
    skl = "sk_live_51" + rs(AN, 94)
    pi = "pi_3" + rs(AN, 23)
    add("en", "stripe-live-key-node",
        "Why does this throw?\n\n```js\nconst stripe = require('stripe')('%s');\n"
        "const intent = await stripe.paymentIntents.retrieve('%s');\n```\n\n"
        "Error: No such payment_intent: '%s'" % (skl, pi, pi),
        [skl], [pi], "Stripe live secret key; PaymentIntent id is an object id")
    # 4
    xoxb = "xoxb-%s-%s-%s" % (rd(12), rd(13), rs(AN, 24))
    chan = "C0" + rs(UP + DIG, 9)
    add("en", "slack-bot-token-python",
        "my slack bot posts nothing, no error either:\n\nclient = WebClient(token=\"%s\")\n"
        "client.chat_postMessage(channel=\"%s\", text=\"deploy finished\")\n\nthe bot is invited to the channel, I checked" % (xoxb, chan),
        [xoxb], [chan], "Slack bot token; channel id is a public identifier")
    # 5
    oai = "sk-proj-" + rs(AN + "_-", 74) + "T3BlbkFJ" + rs(AN + "_-", 74)
    req = "req_" + rs(HEXL, 32)
    add("en", "openai-key-curl-429",
        "getting 429 on every call even though I have credit.\n\ncurl https://api.openai.com/v1/chat/completions \\\n"
        "  -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" -d @body.json\n\n"
        "response header x-request-id: %s" % (oai, req),
        [oai], [req], "OpenAI project key in a curl command; request id is not secret")
    # 6
    dbpw = password("random")
    djk = rs(LO + DIG + "!@#%^&*(-_=+)", 50)
    add("en", "django-settings-db-password",
        "Can you check my production settings before I deploy?\n\n```python\nSECRET_KEY = '%s'\nDEBUG = False\n"
        "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'shopdb',\n"
        "        'USER': 'shop_app',\n        'PASSWORD': '%s',\n        'HOST': '10.0.3.17',\n        'PORT': '5432',\n    }\n}\n```"
        % (djk, dbpw),
        [djk, dbpw], [], "Django SECRET_KEY and database password in settings.py")
    # 7
    mpw = password("mixed")
    oid = rs(HEXL, 24)
    add("en", "mongodb-uri-password",
        "mongoose can't find my document. connection: mongodb+srv://lena_admin:%s@cluster0.x7kq2.mongodb.net/inventory "
        "and I'm querying findById('%s') which definitely exists in Compass" % (mpw, oid),
        [mpw], [oid], "password inside a MongoDB SRV URI; ObjectId is not secret")
    # 8
    vc = card("4" + rs(DIG, 5))
    cvc = rs(DIG, 3)
    bref = rs(UP + DIG, 6)
    add("en", "card-for-hotel-booking",
        "Please fill the booking form for me: Hotel Lisboa Plaza, booking ref %s, 2 nights. Card: %s, exp 11/28, CVC %s, "
        "name on card Marcus Whitfield." % (bref, card_fmt(vc), cvc),
        [card_fmt(vc), cvc], [bref], "Luhn-valid Visa with CVC; booking reference is a look-alike")
    # 9 multi
    mc = card("5" + str(R.randint(1, 5)) + rs(DIG, 4))
    wrong = mc[:9] + str((int(mc[9]) + 3) % 10) + mc[10:]
    cvc2 = rs(DIG, 3)
    add("en", "card-number-corrected",
        "ok the card for the gym membership is %s, 07/27\n---\nwait no, I mistyped one digit. it's %s and the security code on the back is %s"
        % (grp(wrong), grp(mc), cvc2),
        [grp(wrong), grp(mc), cvc2], [], "Mastercard given with a typo, then corrected; both versions cut")
    # 10
    ssn = "%03d-%02d-%04d" % (R.randint(101, 665), R.randint(10, 99), R.randint(1000, 9999))
    ein = "%02d-%s" % (R.randint(10, 88), rs(DIG, 7))
    add("en", "ssn-on-w2-question",
        "My W-2 shows employer EIN %s and my SSN %s but the state copy has a different box 16 amount. Which one do I enter in TurboTax?" % (ein, ssn),
        [ssn], [ein], "user's SSN; employer EIN is a business identifier")
    # 11
    pp = pick("ABCEFGH") + rs(DIG, 8)
    ds = "AA00" + rs(UP + DIG, 6)
    add("en", "passport-number-visa-form",
        "Finishing my DS-160, application ID %s. Passport number %s, issued 2022, expires 2032. What do I put for 'passport book number'?" % (ds, pp),
        [pp], [ds], "US passport number; DS-160 application id is a reference number")
    # 12
    dl = pick(UP) + rs(DIG, 7)
    v = vin("1HG")
    add("en", "drivers-licence-and-vin",
        "Filling the insurance quote: my California DL is %s and the car's VIN is %s (a Civic, bought used). Do they really need both?" % (dl, v),
        [dl], [v], "driver licence number; VIN (check digit computed) is a vehicle serial")
    # 13
    mem = "W" + rs(DIG, 9)
    n = npi()
    claim = "E" + rs(DIG, 11)
    add("en", "health-member-id-claim",
        "Aetna denied claim %s. My member ID is %s, the provider NPI on the EOB is %s. Can you draft an appeal letter?" % (claim, mem, n),
        [mem], [claim, n], "health insurance member id; claim number and doctor's NPI (Luhn computed) are not the user's secrets")
    # 14
    wpa = password("phrase")
    sn = rs(UP + DIG, 13)
    add("en", "guest-wifi-note",
        "Make a cute printable card for guests: network 'BlueHouse-5G', password %s. Router is an Archer AX55, serial %s, in case someone asks." % (wpa, sn),
        [wpa], ["Archer AX55", sn], "Wi-Fi password; router model and serial are look-alikes")
    # 15
    gate = pin(4)
    lockbox = pin(4)
    chip = "9810" + rs(DIG, 11)
    add("en", "dog-sitter-codes",
        "Instructions for the dog sitter please: gate code %s#, spare key in the lockbox by the back door (code %s). "
        "Bella's microchip is %s if she gets out, vet is Dr. Ames at (503) 555-0182." % (gate, lockbox, chip),
        [gate, lockbox], [chip, "(503) 555-0182"], "gate and lockbox codes; microchip and phone are look-alikes")
    # 16
    alarm = pin(4)
    add("en", "alarm-code-and-passphrase",
        "For my mom while I'm away: the alarm code is %s, and if ADT calls the verbal password is \"grandmas-quilt\". Their number is 1-800-238-2727." % alarm,
        [alarm, "grandmas-quilt"], ["1-800-238-2727"], "alarm code and alarm company verbal password")
    # 17
    combo = "%d-%d-%d" % (R.randint(10, 39), R.randint(40, 79), R.randint(80, 99))
    add("en", "safe-combination",
        "I keep forgetting the dial direction on my SentrySafe SFW123GDC. Combination is %s. Is it right-left-right?" % combo,
        [combo], ["SFW123GDC"], "safe combination; safe model number")
    # 18
    sp = seed_phrase(12)
    addr = "0x" + rs(HEXL + "ABCDEF", 40)
    add("en", "metamask-seed-phrase",
        "Is this a valid recovery phrase? MetaMask says invalid when I import: \"%s\". The wallet address it should restore is %s." % (sp, addr),
        [sp], [addr], "BIP39-word seed phrase (checksum not computed); public address is a look-alike")
    # 19
    wif = b58check(b"\x80" + rbytes(32) + b"\x01")
    btc = b58check(b"\x00" + rbytes(20))
    add("en", "bitcoin-wif-key",
        "Electrum sweep question: private key %s, should land on my address %s. Do I pay a fee twice?" % (wif, btc),
        [wif], [btc], "WIF private key (Base58Check computed); address is public")
    # 20
    body = base64.b64encode(b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + rbytes(300)).decode()
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[i:i + 70] for i in range(0, len(body), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + b64(32).rstrip("=")
    add("en", "ssh-private-key-permissions",
        "ssh says 'UNPROTECTED PRIVATE KEY FILE'. This is the file:\n\n%s\n\nand the server shows fingerprint %s. chmod 644 didn't help." % (block, fp),
        [block], [fp], "whole OpenSSH private key block; key fingerprint is public")
    # 21
    jw = jwt({"sub": rs(DIG, 8), "email": "priya.n@ledgerly.io", "exp": 1767225600 + R.randint(0, 10 ** 6)})
    jwtio = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    add("en", "jwt-vs-jwtio-example",
        "The example from jwt.io (%s) verifies fine in my test, but the token my app issues doesn't:\n"
        "Authorization: Bearer %s\nWhat's wrong with the signature?" % (jwtio, jw),
        [jw], [jwtio], "live bearer JWT next to the jwt.io documentation token")
    # 22
    sess = rs(LO + DIG, 32)
    ga = "GA1.2.%s.%d" % (rd(9), 1700000000 + R.randint(0, 9 ** 7))
    add("en", "session-cookie-header",
        "my request gets logged out randomly, here's the cookie header from devtools:\n"
        "Cookie: _ga=%s; sessionid=%s; theme=dark" % (ga, sess),
        [sess], [ga], "Django session cookie; Google Analytics cookie is not a credential")
    # 23
    g = rs(DIG, 6)
    add("en", "google-sms-code-paste",
        "what does this mean, I didn't try to log in? \"G-%s is your Google verification code.\" should I be worried?" % g,
        [g], [], "2FA code pasted from an SMS")
    # 24
    codes = ["%s-%s" % (rs(HEXL, 5), rs(HEXL, 5)) for _ in range(4)]
    add("en", "github-recovery-codes",
        "Saving my remaining GitHub recovery codes here so I don't lose them again:\n" + "\n".join(codes) + "\nthe other six I already used.",
        codes, [], "four recovery codes")
    # 25
    totp = rs(B32, 32)
    add("en", "totp-seed-otpauth",
        "My authenticator app died. I found the QR text in an old screenshot: otpauth://totp/Kraken:sam.ortiz%%40proton.me?secret=%s&issuer=Kraken . Can I re-add it manually?" % totp,
        [totp], [], "TOTP seed in an otpauth URI")
    # 26
    add("en", "security-question-answers",
        "For the bank's security questions I used: first pet - Pickles, street I grew up on - Alderwood Lane, "
        "favourite teacher - Mrs. Okonkwo. Are those too guessable from Facebook?",
        ["Pickles", "Alderwood Lane", "Mrs. Okonkwo"], [], "answers to security questions")
    # 27
    nf = password("word")
    add("en", "make-password-stronger",
        "My Netflix password is %s. Everyone says never use stuff like password123, but is mine actually better? Make it stronger but memorable." % nf,
        [nf], ["password123"], "user's own password; password123 as a discussed example")
    # 28
    p1, p2, p3 = password("random"), password("mixed"), password("word")
    add("en", "password-manager-csv",
        "Why won't Bitwarden import this csv?\n\nname,url,username,password\nchase,https://chase.com,tfarrell82,%s\n"
        "comcast,https://xfinity.com,tfarrell82@gmail.com,%s\nsteam,https://store.steampowered.com,tf_gamer,%s" % (p1, p2, p3),
        [p1, p2, p3], [], "three passwords in a password-manager CSV export")
    # 29
    sg = "SG.%s.%s" % (rs(AN + "-_", 22), rs(AN + "-_", 43))
    short = rs(HEXL, 7)
    add("en", "revoked-sendgrid-key-history",
        "I pushed my SendGrid key %s to a public repo in commit %s. I already revoked it in the dashboard. "
        "How do I remove it from git history completely?" % (sg, short),
        [sg], [short], "leaked and revoked key is still cut; short commit hash is a look-alike")
    # 30
    tw = rs(HEXL, 32)
    smsid = "SM" + rs(HEXL, 32)
    add("en", "twilio-auth-token",
        "twilio returns 20003 Authenticate. TWILIO_AUTH_TOKEN=%s , the last message that worked had sid %s. "
        "from number +1 415 555 0134" % (tw, smsid),
        [tw], [smsid, "+1 415 555 0134"], "Twilio auth token (32 hex); message SID (SM + 32 hex) is an identifier")
    # 31
    acct = rs(DIG, 12)
    rt = aba()
    add("en", "direct-deposit-form",
        "HR wants my direct deposit info in an email. Checking account %s, routing %s (Chase). Can you write it politely?" % (acct, rt),
        [acct], [rt], "own bank account number; routing number (ABA check computed) is the bank's")
    # 32
    uk_acct = rs(DIG, 8)
    sort = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99))
    pref = "INV-" + rs(DIG, 5)
    add("en", "uk-sort-code-account",
        "Please write a reply to my landlord's agent: rent goes from my Monzo account, sort code %s, account number %s, "
        "with the reference %s they asked for." % (sort, uk_acct, pref),
        [uk_acct], [sort, pref], "UK account number; sort code identifies the bank branch")
    # 33
    ie = iban("IE", pick(["AIBK", "BOFI"]) + rs(DIG, 6) + rs(DIG, 8))
    nl = iban("NL", "ABNA" + rs(DIG, 10))
    inv = "2026-" + rs(DIG, 5)
    add("en", "refund-to-own-iban",
        "Draft an email to Coolblue: I paid invoice %s twice to their account %s. Please refund the duplicate to my account %s."
        % (inv, iban_fmt(nl), iban_fmt(ie)),
        [iban_fmt(ie)], [iban_fmt(nl), inv], "user's IBAN is secret, the shop's IBAN is a look-alike (both mod-97 computed)")
    # 34
    gk = "AIza" + rs(AN + "-_", 35)
    sha1 = ":".join(rs(HEXU, 2) for _ in range(20))
    add("en", "google-maps-key-android",
        "Map shows grey tiles. In AndroidManifest I have <meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"%s\"/> "
        "and the key is restricted to SHA-1 %s. What else?" % (gk, sha1),
        [gk], [sha1], "Google API key; signing certificate fingerprint is public")
    # 35
    npmt = "npm_" + rs(AN, 36)
    integ = "sha512-" + b64(64)
    add("en", "npmrc-auth-token",
        "CI fails with E401. .npmrc:\n//registry.npmjs.org/:_authToken=%s\n\npackage-lock entry: \"integrity\": \"%s\"" % (npmt, integ),
        [npmt], [integ], "npm token; lockfile integrity hash is public")
    # 36
    dck = "dckr_pat_" + rs(AN + "-_", 27)
    dig = "sha256:" + rs(HEXL, 64)
    add("en", "dockerhub-pat-login",
        "docker login -u mfranco -p %s works locally but the pull of myorg/api@%s fails in the runner" % (dck, dig),
        [dck], [dig], "Docker Hub PAT; image digest is a look-alike")
    # 37
    kpw = password("random")
    kb = base64.b64encode(kpw.encode()).decode()
    kuid = uuid4()
    add("en", "k8s-secret-base64",
        "Is base64 enough here?\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  uid: %s\ndata:\n  username: YXBw\n  password: %s\n" % (kuid, kb),
        [kb], [kuid], "base64-encoded password in a Kubernetes Secret; uid is a UUID")
    # 38
    azk = b64(64)
    corr = uuid4()
    add("en", "azure-storage-connection-string",
        "Blob upload fails with AuthorizationFailure, RequestId %s.\nconn str: DefaultEndpointsProtocol=https;AccountName=ferrisphotos;AccountKey=%s;EndpointSuffix=core.windows.net" % (corr, azk),
        [azk], [corr], "Azure storage account key; request id UUID is not secret")
    # 39
    glp = "glpat-" + rs(AN + "-_", 20)
    job = rs(HEXL, 8)
    add("en", "gitlab-pat-ci-variable",
        "I set GITLAB_TOKEN=%s as a masked variable but job output still prints it on commit %s. Why isn't masking working?" % (glp, job),
        [glp], [job], "GitLab PAT; short commit id")
    # 40
    ant = "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"
    msg = "msg_01" + rs(AN, 22)
    add("en", "anthropic-key-python",
        "client = anthropic.Anthropic(api_key=\"%s\") works but I can't find message %s in the console logs." % (ant, msg),
        [ant], [msg], "Anthropic API key; message id is an identifier")
    # 41
    hf = "hf_" + rs(UP + LO, 34)
    rev = rs(HEXL, 40)
    add("en", "huggingface-token-download",
        "huggingface-cli login --token %s then from_pretrained(..., revision=\"%s\") says gated repo. I accepted the license!" % (hf, rev),
        [hf], [rev], "Hugging Face token; model revision hash")
    # 42
    bot_id = "1" + rs(DIG, 18)
    dtok = base64.b64encode(bot_id.encode()).decode().rstrip("=") + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 38)
    guild = "1" + rs(DIG, 18)
    add("en", "discord-bot-token",
        "discord.py bot connects then 'Improper token'?? token = '%s' and it's in guild %s" % (dtok, guild),
        [dtok], [guild], "Discord bot token; guild snowflake id")
    # 43
    tg = "%s:AA%s" % (rd(10), rs(AN + "-_", 33))
    chat = "-100" + rd(10)
    add("en", "telegram-bot-token",
        "sendMessage returns chat not found. https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=hi" % (tg, chat),
        [tg], [chat], "Telegram bot token in the URL; chat id is an identifier")
    # 44
    port = rs(DIG, 6)
    im = imei()
    add("en", "carrier-port-out-pin",
        "Switching from T-Mobile to Mint. The number transfer PIN they gave me is %s. Mint also asks for IMEI, it's %s. Anything else I need?" % (port, im),
        [port], [im], "port-out PIN; IMEI (Luhn computed) is a device serial")
    # 45
    mbi_a = "ACDEFGHJKMNPQRTUVWXY"
    mbi = str(R.randint(1, 9)) + pick(mbi_a) + pick(mbi_a + DIG) + pick(DIG) + pick(mbi_a) + pick(mbi_a + DIG) + pick(DIG) + pick(mbi_a) + pick(mbi_a) + rs(DIG, 2)
    mbi_f = "%s-%s-%s" % (mbi[:4], mbi[4:7], mbi[7:])
    rx = rs(DIG, 7)
    add("en", "medicare-mbi-pharmacy",
        "Dad's pharmacy says Medicare rejected refill Rx #%s. His new Medicare number is %s, the old card was shredded. Who do I call?" % (rx, mbi_f),
        [mbi_f], ["Rx #" + rx], "Medicare beneficiary identifier (entrusted); prescription number")
    # 46 multi
    ac = pin(4)
    add("en", "house-sitter-alarm-two-messages",
        "writing a note for the house sitter, I'll give you the alarm code in the next message so you can put it in the right spot\n---\n"
        "code is %s, and she has 45 seconds after opening the front door" % ac,
        [ac], [], "alarm code announced in one message and given in the next")
    # 47 multi
    full = password("random")
    half = len(full) // 2
    add("en", "password-in-two-parts",
        "setting up my dad's email on his new phone. first half of his password: %s\n---\nand the rest: %s (no spaces)" % (full[:half], full[half:]),
        [full[:half], full[half:]], [], "password given in two parts across messages")
    # 48
    add("en", "nato-spelled-wifi",
        "My mom reads the wifi password over the phone like this: lima-echo-mike-oscar-november seven seven tango-romeo-echo-echo. "
        "How do I type that?",
        ["lima-echo-mike-oscar-november seven seven tango-romeo-echo-echo"], [], "Wi-Fi password spelled in the NATO alphabet")
    # 49
    lpw = password("mixed")
    trace = rs(HEXL, 16)
    add("en", "debug-log-password",
        "found this in our app log, is it bad?\n2026-11-30 08:14:52,113 DEBUG auth.login user=rkaplan password=%s status=401 trace=%s" % (lpw, trace),
        [lpw], [trace], "password leaked into a log line; trace id is not secret")
    # 50
    sin = ca_sin()
    bn = rd(9) + "RT0001"
    add("en", "canada-sin-t4",
        "My T4 lists employer account number %s and my SIN %s. CRA My Account won't verify me, which box do they use?" % (bn, sin),
        [sin], [bn], "Canadian SIN (Luhn computed); employer business number (check not computed)")
    # 51
    ni = pick("ABCEGHJKLMNPRSTWXYZ") + pick("ABCEGHJKLMNPRSTWXYZ") + rs(DIG, 6) + pick("ABCD")
    ni_f = "%s %s %s %s %s" % (ni[:2], ni[2:4], ni[4:6], ni[6:8], ni[8])
    paye = "%03d/%s" % (R.randint(100, 999), rs(UP, 2) + rs(DIG, 5))
    add("en", "uk-ni-number-p60",
        "The HMRC guide shows QQ 12 34 56 C as an example, mine is %s. Employer PAYE reference on my P60 is %s. Why is my tax code BR?" % (ni_f, paye),
        [ni_f], ["QQ 12 34 56 C", paye], "UK NI number; HMRC example number and employer PAYE ref are look-alikes")
    # 52
    tfn = au_tfn()
    abn = au_abn()
    add("en", "australia-tfn-declaration",
        "New job in Brisbane. TFN declaration: my TFN %s, payer ABN %s. Should I claim the tax-free threshold here?" % (tfn, abn),
        [tfn], [abn], "Australian TFN and employer ABN (both check digits computed)")
    # 53
    aad = aadhaar()
    pan = rs(UP, 3) + "P" + rs(UP, 1) + rs(DIG, 4) + rs(UP, 1)
    ifsc = pick(["SBIN", "HDFC", "ICIC", "UTIB"]) + "0" + rs(DIG, 6)
    add("en", "india-kyc-aadhaar-pan",
        "Zerodha KYC keeps failing. Aadhaar %s, PAN %s, bank IFSC %s. The name on PAN has my father's name in the middle, is that the issue?" % (aad, pan, ifsc),
        [aad, pan], [ifsc], "Aadhaar (Verhoeff computed) and PAN (check letter not computed); IFSC is a branch code")
    # 54
    bk = rs(AN, 64)
    bs = rs(AN, 64)
    txh = "0x" + rs(HEXL, 64)
    add("en", "binance-api-key-secret",
        "python-binance: Client('%s', '%s') gives APIError -2015. The withdrawal tx %s did go through earlier." % (bk, bs, txh),
        [bk, bs], [txh], "exchange API key and secret; transaction hash is public")
    # 55
    t1, t2, t3 = password("word"), password("random"), password("phrase")
    add("en", "markdown-password-table",
        "Turn this into a nicer table for my sister who handles our accounts:\n\n| site | login | pass |\n|---|---|---|\n"
        "| electric | kowalski.home | %s |\n| water | kowalski.home | %s |\n| insurance | jan.kowalski | %s |" % (t1, t2, t3),
        [t1, t2, t3], [], "passwords in a markdown table (entrusted)")
    # 56
    psk = password("phrase")
    mac = ":".join(rs(HEXL, 2) for _ in range(6))
    add("en", "hostapd-passphrase",
        "hostapd won't start:\ninterface=wlan0\nssid=pi-garage\nbssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (mac, psk),
        [psk], [mac], "WPA passphrase; BSSID MAC address")
    # 57
    gar = pin(5)
    add("en", "garage-keypad",
        "The LiftMaster 877LM keypad stopped taking my code %s after I changed the battery. How do I reprogram it?" % gar,
        [gar], ["877LM"], "garage keypad code; keypad model")
    # 58
    lb = pin(4)
    hm = "HM" + rs(UP + DIG, 8)
    add("en", "airbnb-checkin-message",
        "Write a check-in message for my guests (reservation %s): self check-in, lockbox on the left of the door, code %s, wifi on the fridge." % (hm, lb),
        [lb], [hm], "host's lockbox code; reservation code")
    # 59
    vm = pin(6)
    add("en", "voicemail-pin",
        "How do I change my voicemail PIN on Verizon? current one is %s and I think my ex knows it. I call *86 from my phone, right?" % vm,
        [vm], ["*86"], "voicemail PIN; *86 service code")
    # 60
    rt_tok = rs(AN, 43)
    tick = "#" + rd(7)
    add("en", "password-reset-link",
        "Support ticket %s sent me this, is it a phishing link? https://accounts.dropbox.com/password_reset?token=%s&l=en" % (tick, rt_tok),
        [rt_tok], [tick], "password-reset token in a link; support ticket number")
    # 61
    tan = pin(5)
    txr = "TX" + rs(DIG, 10)
    add("en", "online-banking-pin",
        "Santander keeps locking me out. I type my PIN %s correctly, I'm sure. Last successful transfer reference was %s." % (tan, txr),
        [tan], [txr], "online banking PIN; transfer reference")
    # 62
    rootpw, apppw = password("random"), password("mixed")
    add("en", "docker-compose-mysql",
        "services:\n  db:\n    image: mysql:8.0.36\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_USER: wp\n      MYSQL_PASSWORD: \"%s\"\n\n"
        "wordpress container says access denied for user wp" % (rootpw, apppw),
        [rootpw, apppw], ["mysql:8.0.36"], "two database passwords in docker-compose; image tag")
    # 63
    wgpriv, wgpsk, wgpub = b64(32), b64(32), b64(32)
    add("en", "wireguard-config",
        "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.2/24\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.hollis.dev:51820\n\n"
        "handshake never completes, any idea?" % (wgpriv, wgpub, wgpsk),
        [wgpriv, wgpsk], [wgpub], "WireGuard private and preshared keys; peer public key is a look-alike")
    # 64
    hvs = "hvs." + rs(AN + "_-", 24)
    accessor = rs(AN, 24)
    add("en", "vault-token-accessor",
        "vault token lookup shows accessor %s but when I use VAULT_TOKEN=%s I get permission denied on secret/data/payments" % (accessor, hvs),
        [hvs], [accessor], "Vault token; token accessor is not usable to authenticate")
    # 65
    hk = uuid4()
    appid = uuid4()
    add("en", "heroku-api-key-uuid",
        "heroku apps:info shows id %s. In GitHub Actions I set HEROKU_API_KEY=%s but deploy says unauthorized." % (appid, hk),
        [hk], [appid], "Heroku API key in UUID format; app id UUID is a look-alike")
    # 66
    ddk = rs(HEXL, 32)
    xreq = rs(HEXL, 32)
    add("en", "datadog-api-key",
        "datadog agent: 'API Key invalid, dropping transaction'. datadog.yaml has api_key: %s and the intake response x-request-id %s" % (ddk, xreq),
        [ddk], [xreq], "Datadog API key (32 hex); request id has the same shape")
    # 67
    cft = rs(AN + "_-", 40)
    zone = rs(HEXL, 32)
    add("en", "cloudflare-token-zone",
        "curl -X PURGE fails: -H 'Authorization: Bearer %s' on zones/%s/purge_cache. token has Cache Purge permission." % (cft, zone),
        [cft], [zone], "Cloudflare API token; zone id")
    # 68
    shp = "shpat_" + rs(HEXL, 32)
    add("en", "shopify-admin-token",
        "Order #1042 isn't in the API response. X-Shopify-Access-Token: %s, API version 2024-10. Pagination issue?" % shp,
        [shp], ["#1042", "2024-10"], "Shopify admin token; order number and API version")
    # 69
    za = za_id(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
    creg = "%d/%06d/07" % (R.randint(2005, 2022), R.randint(0, 999999))
    add("en", "south-africa-id-sars",
        "eFiling asks for my ID number %s and the employer's company registration %s. The IRP5 has a different employer name, is that okay?" % (za, creg),
        [za], [creg], "South African ID (Luhn computed); company registration number")
    # 70
    nric = sg_nric()
    uen = "20" + rs(DIG, 7) + pick(UP)
    add("en", "singapore-nric-form",
        "Help me fill the Singpass-less form for the clinic: NRIC %s, employer UEN %s, blood type O+." % (nric, uen),
        [nric], [uen], "Singapore NRIC (check letter computed); company UEN (not computed)")
    # 72
    aws2 = "AKIA" + rs(UP + "234567", 16)
    sha = rs(HEXL, 40)
    add("en", "aws-leak-alert-email",
        "Got this from AWS: \"We have become aware that the AWS Access Key %s, along with the corresponding Secret Key, is publicly available "
        "at https://github.com/jonah-p/budget-bot/blob/%s/config.py\". I deactivated the key an hour ago, what else?" % (aws2, sha),
        [aws2], [sha], "leaked and deactivated key is still a secret; commit hash in the URL")
    # 73
    hook = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(AN, 24))
    add("en", "slack-webhook-revoked",
        "We revoked this webhook after it showed up in a screenshot: %s . Is there a way to see who posted with it?" % hook,
        [hook], [], "revoked Slack incoming-webhook URL is still cut")


def build_en_neg():
    add("en", "aws-docs-example-keys",
        "In the AWS CLI docs they show AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the credentials file. "
        "Are those real keys someone leaked or just placeholders?",
        [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documented AWS example credentials")
    add("en", "stripe-test-cards",
        "For my checkout tests I use 4242 4242 4242 4242 for success, 4000 0000 0000 9995 for insufficient funds and "
        "4000 0025 0000 3155 for 3DS, with the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc. Which card triggers a CVC failure?",
        [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0025 0000 3155", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
        "Stripe documentation test cards and documentation test key")
    add("en", "env-example-placeholders",
        "Is this a good .env.example to commit?\n\nOPENAI_API_KEY=your_api_key\nDATABASE_URL=postgres://app:<password>@localhost:5432/app\n"
        "JWT_SECRET=changeme\nSTRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
        [], ["your_api_key", "<password>", "changeme", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"], "placeholders only")
    h1, h2 = rs(HEXL, 64), rs(HEXL, 64)
    fpr = " ".join(rs(HEXU, 4) for _ in range(10))
    add("en", "iso-checksums-gpg",
        "Verifying the Debian ISO. SHA256SUMS says %s but I computed %s. The signing key fingerprint shown is %s. Corrupted download?" % (h1, h2, fpr),
        [], [h1, h2, fpr], "checksums and a public key fingerprint")
    c1, c2, c3 = rs(HEXL, 40), rs(HEXL, 7), rs(HEXL, 7)
    add("en", "git-log-bisect",
        "git bisect says the first bad commit is %s. Before that, %s (v2.14.1) was fine and %s only touched docs. How do I revert just that one?" % (c1, c2, c3),
        [], [c1, c2, c3, "v2.14.1"], "commit hashes and a version tag")
    ups = "1Z" + rs(UP + DIG, 6) + rs(DIG, 10)
    usps = "9400" + rs(DIG, 18)
    amz = "1%02d-%s-%s" % (R.randint(10, 14), rs(DIG, 7), rs(DIG, 7))
    add("en", "tracking-numbers-two-messages",
        "Amazon order %s says delivered but nothing here. The UPS tracking is %s\n---\n"
        "oh and there's a second package on USPS %s, also missing. what should I do first?" % (amz, ups, usps),
        [], [amz, ups, usps], "order and tracking numbers over two messages")
    gb = iban("GB", "BARC" + rs(DIG, 6) + rs(DIG, 8))
    vat = "GB" + rs(DIG, 9)
    inv = "INV-" + rs(DIG, 6)
    add("en", "pay-supplier-invoice",
        "Write a short payment confirmation to Hartley Print Ltd: paid invoice %s, £1,240.00, to %s. Their VAT number %s appears on the invoice." % (inv, iban_fmt(gb), vat),
        [], [inv, iban_fmt(gb), vat], "company IBAN (mod-97 computed), VAT number (not computed), invoice number")
    last4 = rs(DIG, 4)
    t1, t2 = rs(DIG, 12), rs(DIG, 12)
    add("en", "double-charge-masked-card",
        "I was charged twice for the same Uber Eats order on my card **** **** **** %s. Transaction IDs %s and %s, both $38.17. How do I dispute?" % (last4, t1, t2),
        [], ["**** **** **** " + last4, t1, t2], "masked card and transaction ids")
    add("en", "password-strength-examples",
        "Explain the xkcd comic: why is \"correct horse battery staple\" stronger than \"Tr0ub4dor&3\"? And why do breach lists always start with 123456 and P@ssw0rd? Someone also mentioned hunter2.",
        [], ["correct horse battery staple", "Tr0ub4dor&3", "P@ssw0rd", "hunter2"], "famous example passwords discussed as examples")
    add("en", "famous-ssn-example",
        "Is it true that 078-05-1120 was printed on wallet inserts and thousands of people used it? And is 123-45-6789 ever valid?",
        [], ["078-05-1120", "123-45-6789"], "famous published SSN and a placeholder")
    u1, u2, u3 = uuid4(), uuid4(), uuid4()
    add("en", "uuid-errors-in-logs",
        "Our job runner logs 'lock not acquired' for task %s, then task %s retries under parent %s. Is that a race condition?" % (u1, u2, u3),
        [], [u1, u2, u3], "UUIDs in logs")
    jwtio = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    add("en", "jwt-tutorial-example",
        "In a tutorial I saw %s and the secret 'your-256-bit-secret'. What do the three parts mean?" % jwtio,
        [], [jwtio, "your-256-bit-secret"], "jwt.io documentation token and its documented secret")
    tail = rs(HEXL, 4)
    add("en", "redacted-log-lines",
        "Our logger already masks things, right? Output:\nPOST /login user=ada password=******** 200\nAuthorization: Bearer [REDACTED]\n"
        "openai key loaded: sk-...%s" % tail,
        [], ["password=********", "[REDACTED]", "sk-..." + tail], "masked and redacted values")
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(33)[:43] + " nora@thinkpad"
    add("en", "ssh-public-key-authorized",
        "Where does this go on the server? It's my public key: %s" % pub,
        [], [pub], "SSH public key line")
    rt = aba()
    sw = pick(["CHASUS33", "BOFAUS3N", "WFBIUS6S"])
    sacct = rs(DIG, 10)
    add("en", "wire-to-supplier",
        "Our supplier Delmar Components sent wire instructions: bank routing %s, SWIFT %s, account %s, reference PO-77812. "
        "They changed banks last week, could this be fraud?" % (rt, sw, sacct),
        [], [rt, sw, sacct, "PO-77812"], "a company's payment details (ABA computed), not the user's")
    cgb = iban("GB", "NWBK" + rs(DIG, 6) + rs(DIG, 8))
    chno = rd(7)
    add("en", "charity-donation-details",
        "Make a poster for our bake sale: donations to Riverside Food Bank, registered charity no. %s, account %s." % (chno, iban_fmt(cgb)),
        [], [chno, iban_fmt(cgb)], "charity number and charity IBAN (mod-97 computed)")
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    eticket = "016" + rs(DIG, 10)
    add("en", "flight-booking-reference",
        "United flight UA 934 on Dec 20, confirmation %s, e-ticket %s, seat 32C. Can I change to an earlier flight for free?" % (pnr, eticket),
        [], [pnr, eticket, "UA 934"], "booking reference and e-ticket number")
    add("en", "test-ibans-unit-tests",
        "My validator rejects DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32 from the docs. Both should pass mod 97, right?",
        [], ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32"], "well-known documentation IBANs")
    ca = "0x" + rs(HEXL, 40)
    th = "0x" + rs(HEXL, 64)
    add("en", "etherscan-contract-question",
        "Is contract %s legit? My swap tx %s shows 'Fail with error STF'." % (ca, th),
        [], [ca, th], "public contract address and tx hash")


def build_eu():
    # ---- de
    sid = de_steuer_id()
    de_ib = iban("DE", rd(8) + rs(DIG, 10))
    ust = de_ust()
    add("de", "steuer-id-iban-elterngeld",
        "Kannst du mir beim Elterngeldantrag helfen? Meine Steuer-ID ist %s, Auszahlung bitte auf %s. "
        "Der Arbeitgeber hat die USt-IdNr. %s, muss die auch rein?" % (sid, iban_fmt(de_ib), ust),
        [sid, iban_fmt(de_ib)], [ust], "Steuer-ID (ISO 7064 computed), own IBAN; employer VAT id is a look-alike")
    kv = de_kvnr()
    obpin = pin(5)
    rn = "RE-2026-" + rs(DIG, 5)
    add("de", "kvnr-und-banking-pin",
        "Die TK will meine Versichertennummer %s für die Rechnung %s. Und nebenbei: meine Online-Banking-PIN %s wurde gesperrt, was mache ich?" % (kv, rn, obpin),
        [kv, obpin], [rn], "health insurance number (check computed) and banking PIN; invoice number")
    fb = rs(DIG, 20)
    fbsn = rs(UP + DIG, 4) + "." + rs(UP + DIG, 3) + "." + rs(UP + DIG, 2) + "." + rs(UP + DIG, 3) + "." + rs(UP + DIG, 3)
    add("de", "fritzbox-wlan-schluessel",
        "Auf der Rückseite meiner FRITZ!Box 7590 steht WLAN-Netzwerkschlüssel %s und Serien-Nr. %s. Nach dem Update auf FRITZ!OS 7.57 verbindet sich der Drucker nicht mehr. Muss ich den Schlüssel neu eingeben?" % (fb, fbsn),
        [fb], ["FRITZ!Box 7590", fbsn, "FRITZ!OS 7.57"], "FritzBox Wi-Fi key (20 digits); model, serial, firmware version")
    vib = iban("DE", rd(8) + rs(DIG, 10))
    add("de", "ueberweisung-sportverein",
        "Schreib bitte eine Erinnerung an die Mitglieder: Jahresbeitrag 96 Euro bis 31.01. an den TSV Eichenau e.V., IBAN %s, BIC GENODEF1M01, "
        "Verwendungszweck „Beitrag 2027 + Name“." % iban_fmt(vib),
        [], [iban_fmt(vib), "GENODEF1M01"], "club IBAN (mod-97 computed) and BIC")
    tc = pin(4)
    add("de", "haustuer-code-handwerker",
        "Der Heizungsmonteur kommt morgen, ich bin nicht da. Den Code für den Schlüsselkasten schicke ich dir gleich, bau ihn bitte in die Nachricht ein.\n---\n"
        "Code ist %s, Kasten hängt links neben dem Briefkasten." % tc,
        [tc], [], "key-box code announced, then given")
    # ---- fr
    nir, key = fr_nir(pick([1, 2]), R.randint(60, 99), R.randint(1, 12), "%02d" % R.randint(1, 95), "%03d" % R.randint(1, 400))
    nir_f = "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], key)
    fr_ib = iban("FR", bban_fr())
    siren, siret = fr_siret()
    add("fr", "nir-rib-mutuelle",
        "Je remplis l'adhésion à la mutuelle : numéro de sécu %s, RIB %s. La mutuelle a le SIRET %s, c'est bien eux ?" % (nir_f, iban_fmt(fr_ib), siret),
        [nir_f, iban_fmt(fr_ib)], [siret], "NIR with key and own IBAN (RIB key and mod-97 computed); mutuelle SIRET (Luhn computed)")
    digi = pick("AB") + rs(DIG, 4)
    colis = "6A" + rs(DIG, 11)
    add("fr", "digicode-livreur",
        "Rédige un message pour le livreur du colis %s : digicode %s, puis interphone « Moreau », 3e étage gauche." % (colis, digi),
        [digi], [colis], "door entry code; parcel number")
    siren2 = rd(8)
    siren2 += luhn_digit(siren2)
    tva = "FR%02d%s" % ((12 + 3 * (int(siren2) % 97)) % 97, siren2)
    fact = "F" + rs(DIG, 9)
    add("fr", "facture-entreprise-tva",
        "Sur la facture %s de Plomberie Lemaire, il y a le SIREN %s et le numéro de TVA %s. Est-ce que la TVA à 10 %% est correcte pour une rénovation ?" % (fact, grp(siren2, 3), tva),
        [], [fact, grp(siren2, 3), tva], "company SIREN (Luhn computed) and VAT number (key computed)")
    sms = rs(DIG, 6)
    l4 = rs(DIG, 4)
    add("fr", "code-3d-secure-sms",
        "J'ai reçu ce SMS sans rien acheter : « Votre code de validation pour un paiement de 249,90 EUR avec la carte XXXX XXXX XXXX %s est %s ». Je fais quoi ?" % (l4, sms),
        [sms], ["XXXX XXXX XXXX " + l4], "3-D Secure code; masked card")
    frw = rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4)
    simpin = pin(4)
    add("fr", "freebox-wifi-pin-sim",
        "Pour ma grand-mère : le wifi de la Freebox c'est %s et le code PIN de sa carte SIM c'est %s. Tu peux lui écrire une fiche simple ?" % (frw, simpin),
        [frw, simpin], [], "Wi-Fi key and SIM PIN entrusted for a relative")
    # ---- es
    d = dni()
    es_ib = iban("ES", bban_es())
    rc = rs(DIG, 7) + rs(UP, 2) + rs(DIG, 4) + rs(UP, 1) + rs(DIG, 4) + rs(UP, 2)
    add("es", "dni-iban-contrato-alquiler",
        "Redacta la cláusula de pago del contrato: inquilina Lucía Ferrer, DNI %s, domiciliación en la cuenta %s. Referencia catastral del piso %s." % (d, iban_fmt(es_ib), rc),
        [d, iban_fmt(es_ib)], [rc], "DNI (letter computed) and IBAN (CCC and mod-97 computed); cadastral reference")
    wifi_es = rs(UP + DIG, 20)
    ped = rs(DIG, 9)
    add("es", "wifi-movistar-dos-mensajes",
        "Mi suegro no sabe conectar la tablet al wifi. Te paso la clave en el siguiente mensaje\n---\nes %s, la que viene en la pegatina del router. El pedido de la fibra era el %s por si hace falta llamar." % (wifi_es, ped),
        [wifi_es], [ped], "Wi-Fi key given in a second message; order number")
    cif = es_cif("B")
    emp_ib = iban("ES", bban_es())
    add("es", "factura-proveedor-cif",
        "Tengo que pagar la factura 2026/0418 de Reformas Almeida S.L., CIF %s, a la cuenta %s. ¿Cómo pongo el concepto para que Hacienda no me lo rechace como gasto?" % (cif, iban_fmt(emp_ib)),
        [], ["2026/0418", cif, iban_fmt(emp_ib)], "company CIF (control computed), company IBAN")
    n = nie()
    prov = "%02d" % R.randint(1, 52)
    num = rs(DIG, 8)
    naf = prov + num + "%02d" % (int(prov + num) % 97)
    naf_f = "%s/%s/%s" % (naf[:2], naf[2:10], naf[10:])
    exp = "EXP-" + rs(DIG, 6)
    add("es", "nie-seguridad-social",
        "Para el alta en autónomos me piden NIE %s y número de afiliación %s. El expediente que me dieron es %s. ¿Qué epígrafe del IAE elijo para diseño web?" % (n, naf_f, exp),
        [n, naf_f], [exp], "NIE (letter computed) and Social Security number (mod-97 control computed); file number")
    mx = card("4" + rs(DIG, 5))
    nip = pin(4)
    bank3 = "%03d" % R.randint(2, 150)
    clabe17 = bank3 + rs(DIG, 14)
    w = [3, 7, 1] * 6
    clabe = clabe17 + str((10 - sum((int(a) * b) % 10 for a, b in zip(clabe17, w)) % 10) % 10)
    add("es", "mexico-nip-y-clabe-tienda",
        "Oye, para pagar el refri en Coppel me dieron la CLABE %s de la tienda, pero el cajero me pide el NIP de mi tarjeta %s y puse %s y me la bloqueó. ¿Qué hago?" % (clabe, card_fmt(mx), nip),
        [card_fmt(mx), nip], [clabe], "Mexican card (Luhn) and NIP; shop CLABE (check computed)")
    # ---- it
    cf = it_cf("RSS", "GLI", R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), True, pick(["H501", "F205", "L219"]))
    it_ib = iban("IT", pick(UP) + rs(DIG, 5) + rs(DIG, 5) + rs(DIG, 12))
    piva = it_piva()
    add("it", "codice-fiscale-iban-rimborso",
        "Devo compilare il modulo per il rimborso: codice fiscale %s, IBAN %s. Il fornitore ha partita IVA %s, va indicata?" % (cf, iban_fmt(it_ib), piva),
        [cf, iban_fmt(it_ib)], [piva], "codice fiscale (check char computed), IBAN (CIN not computed, mod-97 computed); company VAT (computed)")
    bpin = pin(5)
    prat = rs(DIG, 10)
    add("it", "pin-bancomat-pratica",
        "Ho sbagliato tre volte il PIN del bancomat, eppure era %s. La banca mi ha aperto la pratica n. %s, quanto ci vuole per sbloccarlo?" % (bpin, prat),
        [bpin], [prat], "debit card PIN; case number")
    avv = "3" + rs(DIG, 17)
    add("it", "avviso-pagopa-multa",
        "Mi è arrivata una multa con codice avviso %s e codice fiscale dell'ente 80015010723. Posso pagarla con l'app della banca entro i 5 giorni?" % avv,
        [], [avv, "80015010723"], "PagoPA notice code and the public body's tax code")
    # ---- nl
    bsn = nl_bsn()
    nl_ib = iban("NL", pick(["INGB", "RABO", "ABNA", "SNSB"]) + rs(DIG, 10))
    kvk = rd(8)
    add("nl", "bsn-iban-toeslagen",
        "Kun je helpen met de aanvraag huurtoeslag? Mijn BSN is %s en het rekeningnummer %s. De verhuurder heeft KvK-nummer %s." % (bsn, iban_fmt(nl_ib), kvk),
        [bsn, iban_fmt(nl_ib)], [kvk], "BSN (11-test computed), own IBAN; landlord company KvK number")
    digid = password("word")
    sms_nl = rs(DIG, 6)
    kenm = rs(DIG, 16)
    add("nl", "digid-wachtwoord-sms",
        "Ik krijg DigiD niet aan de praat. Wachtwoord %s, sms-code %s kwam binnen maar de site zegt verlopen. Ik moet betalingskenmerk %s nog betalen aan de Belastingdienst." % (digid, sms_nl, kenm),
        [digid, sms_nl], [kenm], "DigiD password and SMS code; payment reference")
    ws = iban("NL", "RABO" + rs(DIG, 10))
    btw = "NL" + rs(DIG, 9) + "B01"
    add("nl", "webshop-betaalverzoek",
        "Is dit betaalverzoek echt? Bestelling 100" + rs(DIG, 6) + " bij Fietsonderdelen.nl, overmaken naar %s, btw-nummer %s." % (iban_fmt(ws), btw),
        [], [iban_fmt(ws), btw], "webshop IBAN and VAT number")
    CASES[-1]["lookalikes"].insert(0, re.search(r"Bestelling (\d+)", CASES[-1]["text"]).group(1))
    # ---- pl
    ps = pesel(R.randint(1975, 1999), R.randint(1, 12), R.randint(1, 28), True)
    letters = rs(UP, 3)
    digs = rs(DIG, 5)
    vals = [UP.index(c) + 10 for c in letters] + [int(x) for x in digs]
    wts = [7, 3, 1, 7, 3, 1, 7, 3]
    chk = sum(a * b for a, b in zip(vals, wts)) % 10
    dow = letters + str(chk) + digs
    nipf = pl_nip()
    add("pl", "pesel-dowod-wniosek",
        "Wypełniam wniosek o 800+. PESEL %s, seria i numer dowodu %s. Pracodawca ma NIP %s – czy to też muszę podać?" % (ps, dow, nipf),
        [ps, dow], [nipf], "PESEL and ID card number (both checks computed); employer NIP (computed)")
    blik = rs(DIG, 6)
    kpin = pin(4)
    zam = rs(DIG, 8)
    add("pl", "blik-pin-zamowienie",
        "Podałam kod BLIK %s sprzedawcy na OLX do zamówienia %s i teraz pyta jeszcze o PIN do karty (%s). To oszustwo?" % (blik, zam, kpin),
        [blik, kpin], [zam], "BLIK code and card PIN; order number")
    pl_ib = iban("PL", rs(DIG, 24))
    nip2 = pl_nip()
    fv = "FV/%s/11/2026" % rs(DIG, 3)
    add("pl", "przelew-faktura-firma",
        "Napisz maila do księgowej: zapłaciłem fakturę %s na konto firmy %s, NIP sprzedawcy %s." % (fv, iban_fmt(pl_ib), nip2),
        [], [fv, iban_fmt(pl_ib), nip2], "company account, NIP (computed), invoice number")
    # ---- cs
    rcz = cz_rc(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), False)
    acc = cz_account()
    bank = pick(["0800", "0100", "0300", "2010"])
    ico = cz_ico()
    add("cs", "rodne-cislo-ucet",
        "Vyplňuju přiznání: rodné číslo %s, přeplatek poslat na účet %s/%s. Zaměstnavatel IČO %s." % (rcz, acc, bank, ico),
        [rcz, acc + "/" + bank], [ico], "birth number (mod 11 computed), own account (mod 11 computed); employer IČO (computed)")
    vs = rs(DIG, 10)
    ico2 = cz_ico()
    cz_ib = iban("CZ", bank + "000000" + rs(DIG, 10))
    add("cs", "platba-variabilni-symbol",
        "Mám zaplatit zálohu firmě Okna Novák s.r.o., IČO %s, na účet %s, variabilní symbol %s. Co když zapomenu VS?" % (ico2, iban_fmt(cz_ib), vs),
        [], [ico2, iban_fmt(cz_ib), vs], "company id, company IBAN, variable symbol")
    # ---- sv
    pnr = se_pnr(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
    bid = rs(DIG, 6)
    org = se_orgnr()
    add("sv", "personnummer-bankid",
        "Min personnummer är %s och någon ringde och bad mig läsa upp säkerhetskoden %s från BankID. Det var från ”Klarna”, org.nr %s. Har jag blivit lurad?" % (pnr, bid, org),
        [pnr, bid], [org], "personnummer (Luhn computed) and BankID code; company org number (Luhn computed)")
    wsv = password("phrase")
    larm = pin(4)
    swish = "123" + rs(DIG, 7)
    add("sv", "grannen-larm-wifi",
        "Grannen vattnar blommorna när vi är i Thailand. Skriv en lapp: larmkoden är %s, wifi-lösenordet %s. Pizzerian hon gillar tar Swish på %s." % (larm, wsv, swish),
        [larm, wsv], [swish], "alarm code and Wi-Fi password; shop Swish number")
    bg = "%s-%s" % (rd(3), rs(DIG, 4))
    ocrb = rs(DIG, 10)
    ocr = ocrb + luhn_digit(ocrb)
    add("sv", "bankgiro-ocr-faktura",
        "Elfakturan säger bankgiro %s, OCR %s, förfallodag 28 december. Vad händer om jag skriver fel OCR?" % (bg, ocr),
        [], [bg, ocr], "bankgiro and OCR reference (Luhn computed)")
    # ---- da
    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rs(DIG, 4))
    mitid = password("mixed")
    cvr = dk_cvr()
    add("da", "cpr-mitid-adgangskode",
        "Min søn skal hjælpe mig med skat. Mit CPR-nummer er %s og adgangskoden til MitID er %s. Revisoren har CVR %s." % (cpr, mitid, cvr),
        [cpr, mitid], [cvr], "CPR (no modulus check, not computed) and MitID password; auditor CVR (computed)")
    dk_ib = iban("DK", rs(DIG, 14))
    cvr2 = dk_cvr()
    add("da", "faktura-haandvaerker",
        "Tømreren har sendt faktura nr. 4471 med CVR %s og kontonummer %s. Kan jeg betale med MobilePay i stedet?" % (cvr2, iban_fmt(dk_ib)),
        [], ["4471", cvr2, iban_fmt(dk_ib)], "craftsman's CVR and account")
    # ---- no
    fnr = no_fnr(R.randint(1, 28), R.randint(1, 12), R.randint(60, 99))
    kto = no_account()
    kto_f = "%s.%s.%s" % (kto[:4], kto[4:6], kto[6:])
    onr = no_orgnr()
    add("no", "fodselsnummer-kontonummer",
        "Skriv søknaden om bostøtte for meg: fødselsnummer %s, utbetaling til konto %s. Utleier er et AS med org.nr. %s." % (fnr, kto_f, onr),
        [fnr, kto_f], [onr], "fødselsnummer and account number (mod 11 computed); company org number (computed)")
    nk1, nk2 = pin(4), pin(4)
    add("no", "hytte-nokkelboks-rettelse",
        "Koden til nøkkelboksen på hytta er %s\n---\nunnskyld, den er %s, vi byttet i høst. Kan du lage en velkomstmelding til leietakerne?" % (nk1, nk2),
        [nk1, nk2], [], "key-box code corrected in a second message")
    # ---- fi
    het = fi_hetu(R.randint(1, 28), R.randint(1, 12), R.randint(60, 99))
    tl = pin(4)
    yt = fi_ytunnus()
    add("fi", "henkilotunnus-verkkopankki",
        "Joku soitti \"pankista\" ja kysyi henkilötunnustani %s ja verkkopankin tunnuslukua, annoin sen (%s). Soittaja mainitsi Y-tunnuksen %s. Mitä teen nyt?" % (het, tl, yt),
        [het, tl], [yt], "henkilötunnus (mod 31 computed) and online-bank code; company Y-tunnus (computed)")
    vb = rd(9)
    w731 = [7, 3, 1]
    vsum = sum(int(a) * w731[i % 3] for i, a in enumerate(reversed(vb)))
    viite = vb + str((10 - vsum % 10) % 10)
    fi_ib = iban("FI", rs(DIG, 14))
    add("fi", "lasku-viitenumero",
        "Sähkölaskussa on viitenumero %s ja tilinumero %s, eräpäivä 15.1. Voinko maksaa osissa?" % (viite, iban_fmt(fi_ib)),
        [], [viite, iban_fmt(fi_ib)], "Finnish reference number (7-3-1 computed) and company IBAN")
    # ---- hu
    taj = hu_taj()
    taj_f = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ado = hu_adoaz()
    asz = hu_adoszam()
    add("hu", "taj-adoazonosito",
        "Az új munkahelyen kérik a TAJ-számomat (%s) és az adóazonosító jelemet (%s). A cég adószáma %s, ezt hova írjam?" % (taj_f, ado, asz),
        [taj_f, ado], [asz], "TAJ and tax id (both computed); company tax number (first-block check computed)")
    hacc = hu_acct()
    hacc_f = "%s-%s-%s" % (hacc[:8], hacc[8:16], hacc[16:])
    njel = password("word")
    rend = rs(DIG, 9)
    add("hu", "bankszamla-netbank-jelszo",
        "Segíts levelet írni a webáruháznak a %s számú rendelés visszatérítéséről a %s számlaszámra. Ja, és a netbank jelszavam %s, le kéne cserélni?" % (rend, hacc_f, njel),
        [hacc_f, njel], [rend], "account number (check digits computed) and netbank password; order number")
    # ---- ro
    cnp = ro_cnp(pick([1, 2]), R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), R.randint(1, 46))
    ro_ib = iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UP + DIG, 16))
    cui = ro_cui()
    add("ro", "cnp-iban-angajator",
        "Completez formularul de la HR: CNP %s, IBAN pentru salariu %s. Firma are CUI RO%s, îl trec și pe el?" % (cnp, iban_fmt(ro_ib), cui),
        [cnp, iban_fmt(ro_ib)], ["RO" + cui], "CNP (computed) and own IBAN; company CUI (computed)")
    enel = iban("RO", "RNCB" + rs(UP + DIG, 16))
    cui2 = ro_cui()
    add("ro", "factura-furnizor-energie",
        "Factura nr. " + rs(DIG, 10) + " de la furnizorul de energie: plata în contul %s, CUI %s. Pot plăti prin Revolut?" % (iban_fmt(enel), cui2),
        [], [iban_fmt(enel), cui2], "supplier account and CUI")
    CASES[-1]["lookalikes"].insert(0, re.search(r"nr\. (\d+)", CASES[-1]["text"]).group(1))
    # ---- el
    amka = gr_amka(R.randint(1, 28), R.randint(1, 12), R.randint(60, 99))
    afm = gr_afm(pick("0123"))
    tx = password("mixed")
    afm_co = gr_afm("9")
    add("el", "amka-afm-taxisnet",
        "Για την αίτηση στο gov.gr: ΑΜΚΑ %s, ΑΦΜ %s, κωδικός Taxisnet %s. Ο λογιστής μου (εταιρεία, ΑΦΜ %s) λέει να μην τον δώσω σε κανέναν, ισχύει;" % (amka, afm, tx, afm_co),
        [amka, afm, tx], [afm_co], "AMKA (Luhn computed), AFM (computed), Taxisnet password; accountant firm's AFM")
    gr_ib = iban("GR", rs(DIG, 23))
    gpin = pin(4)
    rfb = rs(DIG, 15)
    rfn = _iban_num(rfb + "RF00")
    rf = "RF%02d%s" % (98 - rfn % 97, rfb)
    add("el", "iban-pin-rf-kodikos",
        "Να πληρώσω τον ΕΝΦΙΑ με κωδικό πληρωμής %s από τον λογαριασμό μου %s; Στο ATM το PIN %s δεν περνάει πια." % (rf, iban_fmt(gr_ib), gpin),
        [iban_fmt(gr_ib), gpin], [rf], "own IBAN and card PIN; RF payment reference (ISO 11649 computed)")
    # ---- uk
    rnok = ua_rnokpp()
    mono = card("5375" + rs(DIG, 2))
    cvv = rs(DIG, 3)
    edr = rd(8)
    add("uk", "rnokpp-karta-monobank",
        "Заповнюю договір з ФОП-бухгалтеркою (ЄДРПОУ її фірми %s): мій РНОКПП %s, картка monobank %s, CVV %s. Чи треба їй CVV взагалі?" % (edr, rnok, card_fmt(mono), cvv),
        [rnok, card_fmt(mono), cvv], [edr], "RNOKPP (computed), card (Luhn) and CVV; company EDRPOU (not computed)")
    uwifi = password("random")
    upin = pin(4)
    ttn = "20" + rs(DIG, 12)
    add("uk", "wifi-pin-nova-poshta",
        "Мамі прийшов роутер Новою поштою, ТТН %s. Пароль від вайфаю поставила %s, а PIN від WPS %s. Допоможи написати їй інструкцію." % (ttn, uwifi, upin),
        [uwifi, upin], [ttn], "Wi-Fi password and WPS PIN; waybill number")
    ua_ib = iban("UA", "305299" + rs(DIG, 19))
    edr2 = rd(8)
    rah = "СФ-" + rs(DIG, 5)
    add("uk", "rekvizyty-kompanii",
        "Перевір реквізити з рахунку %s: ТОВ «Будмайстер», код ЄДРПОУ %s, IBAN %s. Все збігається з договором?" % (rah, edr2, iban_fmt(ua_ib)),
        [], [rah, edr2, iban_fmt(ua_ib)], "company details for a payment")
    # ---- ru
    ser = "%02d %02d" % (R.randint(1, 99), R.randint(0, 25))
    pnum = rs(DIG, 6)
    snils = ru_snils()
    inn = ru_inn12()
    inn_co = ru_inn10()
    add("ru", "pasport-snils-inn-gosuslugi",
        "Помоги заполнить заявление: паспорт серия %s номер %s, СНИЛС %s, ИНН %s. Работодатель — ООО «Вектор», ИНН %s." % (ser, pnum, snils, inn, inn_co),
        [ser, pnum, snils, inn], [inn_co], "passport series/number, SNILS and personal INN (computed); company INN (computed)")
    smsr = rs(DIG, 6)
    rpw = password("word")
    zak = rs(DIG, 9) + "-" + rs(DIG, 4)
    add("ru", "kod-iz-sms-dva-soobshcheniya",
        "Захожу в личный кабинет Озона, пароль %s, он просит код\n---\nвот пришёл: %s. Пишет «неверный код», а заказ %s висит неоплаченным." % (rpw, smsr, zak),
        [rpw, smsr], [zak], "password and SMS code over two messages; order number")
    inn3 = ru_inn10()
    ogrn = ru_ogrn()
    bik = "04" + rs(DIG, 7)
    rs_ = "40702810" + rs(DIG, 12)
    add("ru", "rekvizity-postavshchika",
        "Поставщик прислал реквизиты: ИНН %s, ОГРН %s, БИК %s, р/с %s. Как проверить, что фирма не однодневка?" % (inn3, ogrn, bik, rs_),
        [], [inn3, ogrn, bik, rs_], "supplier's INN, OGRN (computed), BIK and settlement account")
    mir = card("220" + str(R.randint(0, 4)) + rs(DIG, 2))
    mcvc = rs(DIG, 3)
    add("ru", "karta-mir-cvc",
        "Оплачиваю курсы, форма просит карту: %s, срок 09/29, CVC %s. Сайт какой-то странный, стоит ли? Позвонить в банк по 900?" % (card_fmt(mir), mcvc),
        [card_fmt(mir), mcvc], ["900"], "Mir card (Luhn) and CVC; bank short number")


def build_world():
    # ---- zh
    rid = cn_rid(pick(["110105", "310104", "440305", "510107"]), R.randint(1975, 2000), R.randint(1, 12), R.randint(1, 28), False)
    up = card("62" + rs(DIG, 4), 19)
    order = rs(DIG, 18)
    add("zh", "shenfenzheng-yinhangka-shiming",
        "帮我看看实名认证为什么一直失败：身份证号%s，银行卡号%s，预留手机尾号是0417。订单号%s一直显示待支付。" % (rid, up, order),
        [rid, up], [order], "resident ID (ISO 7064 computed) and UnionPay card (Luhn computed); order number")
    wxp = rs(DIG, 6)
    vcode = rs(DIG, 6)
    sf = "SF" + rs(DIG, 13)
    add("zh", "weixin-zhifu-mima-yanzhengma",
        "我爸把微信支付密码%s告诉了一个自称顺丰客服的人，对方还要了短信验证码%s，说是快递%s丢了要理赔。现在怎么办？" % (wxp, vcode, sf),
        [wxp, vcode], [sf], "payment password and SMS code given to a scammer; SF tracking number")
    uscc = cn_uscc(pick(["110108", "310115", "440300"]))
    cacct = rs(DIG, 19)
    fph = rs(DIG, 20)
    add("zh", "kaipiao-xinxi-gongsi",
        "帮我核对一下开票信息：公司名称 上海澄明信息科技有限公司，统一社会信用代码 %s，开户行 招商银行上海分行，账号 %s。上一张发票号码是%s。" % (uscc, cacct, fph),
        [], [uscc, cacct, fph], "company credit code (mod 31 computed), company bank account, invoice number")
    zwifi = password("mixed")
    zadmin = password("word")
    zmac = "-".join(rs(HEXU, 2) for _ in range(6))
    add("zh", "luyouqi-wifi-guanli-mima",
        "小米路由器AX3000，WiFi密码设的是%s，后台管理密码是%s。现在有个陌生设备MAC地址%s连进来了，怎么拉黑？" % (zwifi, zadmin, zmac),
        [zwifi, zadmin], ["AX3000", zmac], "Wi-Fi and admin passwords; router model and foreign MAC")
    # ---- ja
    myn = jp_mynumber()
    myn_f = "%s %s %s" % (myn[:4], myn[4:8], myn[8:])
    jacct = rs(DIG, 7)
    corp = jp_corp()
    add("ja", "mynumber-kouza-nenmatsu",
        "年末調整の書類を書いています。マイナンバーは%s、給与振込口座は三井住友銀行 渋谷支店 普通%sです。会社の法人番号%sも書く欄がありますか？" % (myn_f, jacct, corp),
        [myn_f, jacct], [corp], "My Number (check computed), own account; corporate number (check computed)")
    jpw = password("mixed")
    chumon = "%s-%s-%s" % (rs(DIG, 3), rs(DIG, 7), rs(DIG, 7))
    add("ja", "password-himitsu-shitsumon",
        "Amazonのアカウントが乗っ取られたかも。パスワードは%sで、秘密の質問「母親の旧姓」の答えは「はせがわ」にしてました。注文番号%sに覚えがありません。" % (jpw, chumon),
        [jpw, "はせがわ"], [chumon], "password and security-question answer in hiragana; order number")
    corp2 = jp_corp()
    seikyu = "INV-" + rs(DIG, 6)
    jacct2 = rs(DIG, 7)
    add("ja", "seikyusho-furikomisaki",
        "請求書%sの振込先が「みずほ銀行 新宿支店 普通 %s カ）サクラデザイン」になっています。登録番号T%sは本物か確認する方法は？" % (seikyu, jacct2, corp2),
        [], [seikyu, jacct2, "T" + corp2], "company bank account, invoice number, invoice registration number")
    lt = b64(132).replace("=", "/") + "="
    chid = rd(10)
    add("ja", "line-channel-access-token",
        "LINE Messaging APIでpushできません。チャネルID %s、チャネルアクセストークン（長期）は %s です。401が返ってきます。" % (chid, lt),
        [lt], [chid], "LINE channel access token; channel id")
    # ---- ko
    rrn = kr_rrn(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), pick([1, 2]))
    kacct = "%s-%s-%s" % (rs(DIG, 3), rs(DIG, 6), rs(DIG, 5))
    brn = kr_brn()
    add("ko", "jumin-gyejwa-hoesa",
        "알바비 받으려고 사장님이 주민등록번호랑 계좌번호 달래요. 주민번호 %s, 국민은행 %s 이렇게 보내면 되나요? 가게 사업자등록번호는 %s이에요." % (rrn, kacct, brn),
        [rrn, kacct], [brn], "resident registration number (computed) and account; shop business number (computed)")
    cert = password("word")
    otp = rs(DIG, 6)
    jumun = rs(DIG, 14)
    add("ko", "gongdong-injeungseo-otp",
        "엄마 공동인증서 비밀번호가 %s인데 계속 틀렸대요. OTP는 %s 떴고요. 쿠팡 주문번호 %s 결제가 안 돼서 그래요." % (cert, otp, jumun),
        [cert, otp], [jumun], "certificate password (entrusted) and OTP; order number")
    song = rs(DIG, 12)
    brn2 = kr_brn()
    add("ko", "taekbae-songjang",
        "CJ대한통운 송장번호 %s 조회가 안 돼요. 판매자 사업자등록번호 %s, 고객센터 1588-1255로 전화해야 하나요?" % (song, brn2),
        [], [song, brn2, "1588-1255"], "tracking number, seller business number, hotline")
    # ---- pt
    cpf = br_cpf()
    bpw = password("mixed")
    cnpj = br_cnpj()
    add("pt", "cpf-senha-app-banco",
        "Minha mãe passou o CPF dela (%s) e a senha do app do banco (%s) pra uma loja com CNPJ %s que ligou oferecendo empréstimo. O que a gente faz agora?" % (cpf, bpw, cnpj),
        [cpf, bpw], [cnpj], "CPF (computed) and bank app password entrusted; company CNPJ (computed)")
    ccard = card("5" + str(R.randint(1, 5)) + rs(DIG, 4))
    ccvv = rs(DIG, 3)
    s10b = rs(DIG, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(a) * b for a, b in zip(s10b, w)) % 11
    s10c = 5 if s == 0 else (0 if s == 1 else 11 - s)
    rastreio = "QB" + s10b + str(s10c) + "BR"
    add("pt", "cartao-cvv-rastreio",
        "Recebi um SMS dos Correios dizendo que o objeto %s está retido e pra pagar a taxa. Já coloquei o cartão %s com CVV %s. Foi golpe?" % (rastreio, grp(ccard), ccvv),
        [grp(ccard), ccvv], [rastreio], "card (Luhn) and CVV; tracking number (S10 check computed)")
    nifp = pt_nif(pick("123"))
    pt_ib = iban("PT", rs(DIG, 21))
    nife = pt_nif("5")
    add("pt", "nif-iban-irs-portugal",
        "Estou a preencher o IRS Jovem: NIF %s, IBAN para reembolso %s. A entidade patronal tem NIF %s, onde é que isso entra?" % (nifp, iban_fmt(pt_ib), nife),
        [nifp, iban_fmt(pt_ib)], [nife], "Portuguese personal NIF (computed), IBAN (NIB not computed); employer NIF (computed)")
    boleto = "%s.%s %s.%s %s.%s %s %s" % (rs(DIG, 5), rs(DIG, 5), rs(DIG, 5), rs(DIG, 6), rs(DIG, 5), rs(DIG, 6), rs(DIG, 1), rs(DIG, 14))
    cnpj2 = br_cnpj()
    add("pt", "boleto-linha-digitavel",
        "O boleto do condomínio veio com a linha digitável %s e beneficiário CNPJ %s. Venceu ontem, ainda dá pra pagar no app?" % (boleto, cnpj2),
        [], [boleto, cnpj2], "boleto line (checks not computed) and condominium CNPJ")
    # ---- ar
    sa_ib = iban("SA", rs(DIG, 2) + rs(DIG, 18))
    nid = "1" + rs(DIG, 9)
    cr = "10" + rs(DIG, 8)
    add("ar", "hawiya-iban-rawatib",
        "ساعدني أكتب رسالة للموارد البشرية: رقم الهوية الوطنية %s، والآيبان لتحويل الراتب %s. السجل التجاري للشركة %s." % (nid, iban_fmt(sa_ib), cr),
        [nid, iban_fmt(sa_ib)], [cr], "Saudi national id (check not computed) and IBAN; company commercial registration")
    aotp = rs(DIG, 4)
    apw = password("word")
    talab = rs(DIG, 9)
    add("ar", "ramz-tahaqquq-kalimat-sir",
        "وصلتني رسالة: رمز التحقق %s لا تشاركه مع أحد. وقبلها غيرت كلمة المرور إلى %s. هل الطلب رقم %s هو سبب الرسالة؟" % (aotp, apw, talab),
        [aotp, apw], [talab], "OTP and new password; order number")
    ae_ib = iban("AE", rs(DIG, 19))
    trn = "100" + rs(DIG, 12)
    add("ar", "fatura-sharika-trn",
        "الفاتورة من شركة النور للتجارة فيها الرقم الضريبي %s والآيبان %s. هل ضريبة القيمة المضافة 5%% محسوبة صح على مبلغ 1,200 درهم؟" % (trn, iban_fmt(ae_ib)),
        [], [trn, iban_fmt(ae_ib)], "company TRN and IBAN")
    # ---- tr
    tckn = tr_tckn()
    edev = password("mixed")
    vno = rd(10)
    add("tr", "tc-kimlik-edevlet-sifre",
        "Annem e-Devlet şifresini unuttu, eskisi %s idi. TC kimlik no %s. Kargo şirketinin vergi numarası %s olan bir SMS geldi, onunla ilgisi var mı?" % (edev, tckn, vno),
        [edev, tckn], [vno], "e-Devlet password and TC Kimlik (computed); company tax number")
    tr_ib = iban("TR", rs(DIG, 5) + "0" + rs(DIG, 16))
    ksf = pin(4)
    dek = rs(DIG, 11)
    add("tr", "iban-kart-sifresi-dekont",
        "Maaşım %s IBAN'ıma yatmamış, dekont no %s. Bir de ATM kart şifremi %s yaptım ama kabul etmiyor." % (iban_fmt(tr_ib), dek, ksf),
        [iban_fmt(tr_ib), ksf], [dek], "own IBAN and card PIN; receipt number")
    takip = rs(DIG, 12)
    siparis = rs(DIG, 10)
    tr_co = iban("TR", rs(DIG, 5) + "0" + rs(DIG, 16))
    add("tr", "kargo-takip-siparis",
        "Trendyol siparişim %s, kargo takip no %s, iki haftadır yolda. Satıcı iade için %s IBAN'ına para göndermemi istiyor, normal mi?" % (siparis, takip, iban_fmt(tr_co)),
        [], [siparis, takip, iban_fmt(tr_co)], "order and tracking numbers, seller IBAN")
    # ---- hi
    aad = aadhaar()
    upi = pin(6)
    ifsc = "SBIN0" + rs(DIG, 6)
    utr = rs(DIG, 12)
    add("hi", "aadhaar-upi-pin",
        "किसी ने फ़ोन करके बोला कि KYC अपडेट करना है, मैंने आधार नंबर %s और UPI पिन %s बता दिया। मेरी ब्रांच का IFSC %s है, और एक ट्रांज़ैक्शन UTR %s दिख रहा है। अब क्या करूँ?" % (aad, upi, ifsc, utr),
        [aad, upi], [ifsc, utr], "Aadhaar (Verhoeff computed) and UPI PIN; IFSC and UTR")
    pnr = rs("2345678", 1) + rs(DIG, 9)
    add("hi", "irctc-pnr-train",
        "मेरा PNR %s है, ट्रेन नंबर 12951 राजधानी, वेटिंग लिस्ट 14 है। कन्फ़र्म होने के कितने चांस हैं?" % pnr,
        [], [pnr, "12951"], "PNR and train number")
    # ---- fa
    irc = "6037" + rs(DIG, 2)
    ircard = card(irc)
    ramz2 = rs(DIG, 8)
    cvv2 = rs(DIG, 4)
    melli = ir_melli()
    peig = rs(DIG, 12)
    add("fa", "cart-ramz-dovom-cvv2",
        "برای خرید بلیت، کارت %s رو زدم با CVV2 %s و رمز دوم %s. کد ملی %s رو هم خواست. پول کم شد ولی بلیت نیومد، شماره پیگیری %s. چیکار کنم؟" % (grp(ircard, 4, "-"), cvv2, ramz2, melli, peig),
        [grp(ircard, 4, "-"), cvv2, ramz2, melli], [peig], "card (Luhn), CVV2, dynamic second password, national code (computed); tracking number")
    shop = iban("IR", "0" + rs(DIG, 21))
    fakt = rs(DIG, 7)
    add("fa", "sheba-forushgah",
        "فروشگاه گفته مبلغ فاکتور %s رو به شماره شبای %s واریز کنم. چطور بفهمم شبا به نام خود فروشگاهه؟" % (fakt, iban_fmt(shop)),
        [], [fakt, iban_fmt(shop)], "shop IBAN (mod-97 computed) and invoice number")
    # ---- he
    tz = il_tz()
    hpw = password("word")
    asm = rs(DIG, 9)
    add("he", "teudat-zehut-sisma-bank",
        "אבא שלי נתן בטלפון את מספר תעודת הזהות %s ואת הסיסמה לאתר הבנק %s למישהו שהציג את עצמו כנציג. הוא גם קיבל אסמכתא %s. מה עושים עכשיו?" % (tz, hpw, asm),
        [tz, hpw], [asm], "Teudat Zehut (computed) and bank password; reference number")
    hp = "51" + rs(DIG, 7)
    hshb = rs(DIG, 5)
    add("he", "heshbonit-hevra",
        "קיבלתי חשבונית מס %s מחברה עם ח.פ. %s. מספר הטלפון שלהם 03-6091234. איך בודקים שהחברה רשומה?" % (hshb, hp),
        [], [hshb, hp, "03-6091234"], "invoice number, company number, phone")
    # ---- vi
    cccd = "0" + rs(DIG, 2) + pick("0123") + rs(DIG, 8)
    vacct = rs(DIG, 10)
    vpw = password("word")
    mst = rd(10)
    add("vi", "cccd-tai-khoan-mat-khau",
        "Em đăng ký mở ví, họ hỏi số CCCD %s, số tài khoản Vietcombank %s và mật khẩu app ngân hàng %s. Công ty có mã số thuế %s. Đưa mật khẩu vậy có sao không ạ?" % (cccd, vacct, vpw, mst),
        [cccd, vacct, vpw], [mst], "citizen id (no public check), account, password; company tax code")
    votp = rs(DIG, 6)
    mgd = "FT" + rs(DIG, 14)
    add("vi", "ma-otp-sms",
        "Tin nhắn: \"Ma OTP cua Quy khach la %s, giao dich chuyen tien 4.500.000 VND. Khong cung cap OTP cho bat ky ai\". Mã giao dịch %s. Em chưa hề chuyển tiền, phải làm sao?" % (votp, mgd),
        [votp], [mgd], "OTP pasted from an SMS without diacritics; transaction code")
    ghn = "GY" + rs(UP + DIG, 7)
    spe = "2612" + rs(DIG, 2) + rs(UP + DIG, 8)
    add("vi", "ma-van-don-shopee",
        "Đơn Shopee %s giao qua GHN mã vận đơn %s mà shipper bảo sai địa chỉ. Shop có hotline 0901 234 567, em nên gọi ai trước?" % (spe, ghn),
        [], [spe, ghn, "0901 234 567"], "order and waybill numbers, shop hotline")
    # ---- th
    thid = th_id(pick("1357"))
    atm = pin(4)
    thtax = th_id("0")
    add("th", "bat-prachachon-rahat-atm",
        "แม่โดนโทรหลอกว่าเป็นเจ้าหน้าที่ธนาคาร ให้เลขบัตรประชาชน %s กับรหัส ATM %s ไปแล้ว เขาอ้างว่ามาจากบริษัทเลขผู้เสียภาษี %s ต้องทำยังไงต่อคะ" % (thid, atm, thtax),
        [thid, atm], [thtax], "Thai ID (computed) and ATM PIN; company tax id (same mod-11 computed)")
    s10 = rs(DIG, 8)
    s = sum(int(a) * b for a, b in zip(s10, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    s10c = 5 if s == 0 else (0 if s == 1 else 11 - s)
    ems = "EF" + s10 + str(s10c) + "TH"
    po = "PO" + rs(DIG, 8)
    add("th", "lek-phatsadu",
        "พัสดุเลข %s ของใบสั่งซื้อ %s ค้างที่ศูนย์คัดแยกมา 5 วันแล้ว ควรติดต่อไปรษณีย์ไทยที่เบอร์ 1545 ไหม" % (ems, po),
        [], [ems, po, "1545"], "tracking number (S10 check computed), purchase order, hotline")
    # ---- id
    nik = "3" + rs(DIG, 5) + "%02d%02d%02d" % (R.randint(41, 68), R.randint(1, 12), R.randint(70, 99)) + rs(DIG, 4)
    rek = rs(DIG, 10)
    mpin = pin(6)
    va = "8808" + rs(DIG, 12)
    add("id", "nik-rekening-pin-mbca",
        "Kak, aku mau bayar kos lewat virtual account %s. Tadi aku kasih NIK %s, nomor rekening BCA %s, sama PIN m-BCA %s ke admin kos biar dibantu. Aman nggak sih?" % (va, nik, rek, mpin),
        [nik, rek, mpin], [va], "NIK (no public check), account number, m-BCA PIN; payment virtual account")
    gotp = rs(DIG, 4)
    gpw = password("mixed")
    pes = "F-" + rs(DIG, 10)
    add("id", "kode-otp-gojek",
        "Ada yang telepon ngaku driver, minta kode OTP Gojek %s katanya buat konfirmasi pesanan %s. Aku juga pernah pakai password %s buat email. Harus ganti apa aja?" % (gotp, pes, gpw),
        [gotp, gpw], [pes], "OTP and password; order id")
    npwp = "%s.%s.%s.%s-%s.%s" % (rs(DIG, 2), rs(DIG, 3), rs(DIG, 3), rs(DIG, 1), rs(DIG, 3), "000")
    resi = "JP" + rs(DIG, 10)
    add("id", "npwp-perusahaan-resi",
        "Faktur pajak dari CV Maju Jaya pakai NPWP %s, invoice INV/2026/11/0087, dikirim dengan resi JNE %s. Apakah NPWP 15 digit masih berlaku?" % (npwp, resi),
        [], [npwp, "INV/2026/11/0087", resi], "company NPWP, invoice, tracking number")
    # ---- tl
    mp = pin(4)
    gotp2 = rs(DIG, 6)
    gref = rs(DIG, 13)
    add("tl", "gcash-mpin-otp",
        "May nag-text na taga-GCash daw, binigay ko yung MPIN ko na %s tsaka yung OTP na %s. Tapos may nawalang 5,000 pesos, ref no. %s. Ano pong gagawin ko?" % (mp, gotp2, gref),
        [mp, gotp2], [gref], "GCash MPIN and OTP; transaction reference")
    sss = "%s-%s-%s" % (rs(DIG, 2), rs(DIG, 7), rs(DIG, 1))
    tin = "%s-%s-%s-000" % (rs(DIG, 3), rs(DIG, 3), rs(DIG, 3))
    etin = "%s-%s-%s-000" % (rs(DIG, 3), rs(DIG, 3), rs(DIG, 3))
    add("tl", "sss-tin-bagong-trabaho",
        "Para sa bagong trabaho, pinapasulat nila SSS number ko (%s) at TIN (%s). Yung TIN ng employer ay %s, kailangan ko rin bang ilagay?" % (sss, tin, etin),
        [sss, tin], [etin], "SSS and TIN (no checks computed); employer TIN")
    # ---- sw
    mpesa = pin(4)
    kid = rd(8)
    mcode = rs(UP, 3) + rs(UP + DIG, 7)
    add("sw", "mpesa-pin-kitambulisho",
        "Mtu alinipigia akasema ni Safaricom, nikampa PIN yangu ya M-Pesa %s na namba ya kitambulisho %s. Sasa naona muamala %s sikuufanya. Nifanye nini?" % (mpesa, kid, mcode),
        [mpesa, kid], [mcode], "M-Pesa PIN and national id number; M-Pesa transaction code")
    paybill = rs(DIG, 6)
    adm = "ADM" + rs(DIG, 4)
    add("sw", "ada-za-shule-paybill",
        "Shule imesema tulipe ada kupitia Paybill %s, namba ya akaunti ni namba ya mwanafunzi %s. Risiti ya mwisho ilikuwa %s. Ni sawa kulipa kwa awamu?" % (paybill, adm, rs(UP, 3) + rs(UP + DIG, 7)),
        [], [paybill, adm], "school paybill and student number")
    CASES[-1]["lookalikes"].append(re.search(r"ilikuwa (\S+)\.", CASES[-1]["text"]).group(1))


# ---------------------------------------------------------------- validation
LANGS = {"en", "de", "fr", "es", "it", "nl", "pl", "cs", "sv", "da", "no", "fi", "hu", "ro", "el", "uk", "ru",
         "zh", "ja", "ko", "pt", "ar", "tr", "hi", "fa", "he", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\uffff"
                     "\ud800-\udfff\U00010000-\U0010ffff]")
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)


def is_ascii_letter(ch):
    return len(ch) == 1 and ch.isascii() and ch.isalpha()


def occurrences(text, value):
    out, i = [], text.find(value)
    while i >= 0:
        out.append((i, i + len(value)))
        i = text.find(value, i + 1)
    return out


def validate_case(c):
    errs = []
    cid = c.get("id", "?")
    for key in ("id", "lang", "text", "note"):
        if not isinstance(c.get(key), str) or not c[key]:
            errs.append("%s: missing %s" % (cid, key))
    if errs:
        return errs
    if not ID_RE.match(cid):
        errs.append("%s: bad id" % cid)
    if c["lang"] not in LANGS:
        errs.append("%s: bad lang %s" % (cid, c["lang"]))
    text = c["text"]
    allvals = c["secrets"] + c["lookalikes"]
    for s in [cid, c["lang"], text, c["note"]] + allvals:
        if not isinstance(s, str) or HOSTILE.search(s):
            errs.append("%s: YAML-hostile or non-string value %r" % (cid, s[:40] if isinstance(s, str) else s))
    if text.startswith("---") or text.endswith("\n---") or "\n---\n\n---\n" in text:
        errs.append("%s: bad message separators" % cid)
    if len(set(allvals)) != len(allvals):
        errs.append("%s: duplicate listed value" % cid)
    if not c["lookalikes"] and not c["secrets"]:
        errs.append("%s: no values at all" % cid)
    spans_s, spans_l = [], []
    for kind, vals, spans in (("secret", c["secrets"], spans_s), ("lookalike", c["lookalikes"], spans_l)):
        for v in vals:
            if not v or v != v.strip():
                errs.append("%s: empty or padded %s %r" % (cid, kind, v))
                continue
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s: %s not in text: %r" % (cid, kind, v))
            if len(v) <= 6 and len(occ) > 1:
                errs.append("%s: short %s occurs %d times: %r" % (cid, kind, len(occ), v))
            for a, b in occ:
                before = text[a - 1] if a > 0 else ""
                after = text[b] if b < len(text) else ""
                if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                    errs.append("%s: %s %r embedded in a longer number" % (cid, kind, v))
                if (is_ascii_letter(v[0]) and is_ascii_letter(before)) or \
                        (is_ascii_letter(v[-1]) and is_ascii_letter(after)):
                    errs.append("%s: %s %r embedded in a longer token" % (cid, kind, v))
                spans.append((a, b, v))
    for a, b, v in spans_s:
        for x, y, w in spans_l:
            if a < y and x < b:
                errs.append("%s: secret %r overlaps look-alike %r" % (cid, v, w))
    return errs


def validate_all(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for c in cases:
        errs.extend(validate_case(c))
    return errs


def self_tests():
    must(luhn_ok("79927398713"), "luhn vector")
    must(iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000"), "iban vectors")
    must(iban("DE", "370400440532013000") == "DE89370400440532013000", "iban compute")
    must(verhoeff_ok("2363") and verhoeff_digit("236") == "3", "verhoeff vector")
    must(steuer_core("8609574271") == "9", "steuer-id vector 86095742719")
    b = "11010519491231002"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    must("10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11] == "X", "china id vector")
    must(sum(int(a) * x for a, x in zip("11122233", range(9, 1, -1))) % 11 == 3, "bsn vector 111222333")
    must("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z", "dni vector")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["# %s: held-out evaluation set v34 for a secrets filter (generated by make_heldout_v34.py, seed %d)" % (PREFIX, SEED),
           "lookalikes: []", "cases:"]
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
    if len(argv) != 2:
        print("usage: python3 make_heldout_v34.py heldout_v34.yaml", file=sys.stderr)
        return 1
    try:
        self_tests()
        build_en()
        build_en_neg()
        build_eu()
        build_world()
    except (ValueError, AttributeError, KeyError) as e:
        print("ERROR while building: %s" % e, file=sys.stderr)
        return 1
    order = list(range(len(CASES)))
    R.shuffle(order)
    cases = [CASES[i] for i in order]
    final = []
    for n, c in enumerate(cases, 1):
        d = {"id": "%s-%03d-%s" % (PREFIX, n, c["slug"]), "lang": c["lang"], "text": c["text"],
             "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
        final.append(d)
    errs = validate_all(final)
    if errs:
        for e in errs:
            print("ERROR: " + e, file=sys.stderr)
        return 1
    with open(argv[1], "w", encoding="utf-8") as f:
        f.write(to_yaml(final))
    print("wrote %d cases to %s" % (len(final), argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
