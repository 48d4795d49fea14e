#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v37 (secrets filter).

Usage: python3 make_heldout_v37.py heldout_v37.yaml
Standard library only; all random values come from random.Random(37).
Validates every case before writing and exits 1 on any problem.
"""
import sys, json, random, string, hashlib, base64, struct, uuid as _uuid

SEED = 37
PREFIX = "H37"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rdig(n, first="123456789"):
    return R.choice(first) + rs(DIG, n - 1)


def rhex(n):
    return rs(HEX, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ruuid():
    return str(_uuid.UUID(int=R.getrandbits(128), version=4))


def pick(seq):
    return R.choice(seq)


# ---------------------------------------------------------------- check digits
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
    num = "".join(c for c in num if c.isdigit())
    return luhn_digit(num[:-1]) == num[-1]


def card(kind="visa", bin_=None):
    if bin_:
        p = bin_ + rs(DIG, 15 - len(bin_))
    elif kind == "visa":
        p = "4" + rs(DIG, 14)
    elif kind == "mc":
        p = "5" + R.choice("12345") + rs(DIG, 13)
    elif kind == "amex":
        p = "3" + R.choice("47") + rs(DIG, 12)
    else:
        raise ValueError(kind)
    return p + luhn_digit(p)


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return n[:4] + sep + n[4:10] + sep + n[10:]
    return sep.join(n[i:i + 4] for i in range(0, len(n), 4))


def iban(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return "%s%02d%s" % (cc, 98 - n % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def grp4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def bban_be():
    b = rdig(10, "0123456789")
    c = int(b) % 97 or 97
    return b + "%02d" % c


def bban_no():
    while True:
        b = rdig(10)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = sum(int(x) * y for x, y in zip(b, w)) % 11
        k = (11 - r) % 11
        if k != 10:
            return b + str(k)


def bban_fi():
    b = R.choice(["10", "15", "22", "57", "80"]) + rs(DIG, 11)
    return b + luhn_digit(b)


def bban_es():
    bank = R.choice(["2100", "0049", "0182", "2085", "0081", "1465"])
    branch = rs(DIG, 4)
    acct = rs(DIG, 10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(digits):
        r = 11 - sum(int(x) * y for x, y in zip(digits, w)) % 11
        return {10: 1, 11: 0}.get(r, r)
    d1 = dc("00" + bank + branch)
    d2 = dc(acct)
    return bank + branch + str(d1) + str(d2) + acct


def bban_fr():
    bank = R.choice(["30004", "30003", "20041", "10278", "30066", "11315"])
    guichet = rs(DIG, 5)
    acct = rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
    return bank + guichet + acct + "%02d" % key


def bban_de():
    blz = R.choice(["10070024", "20041133", "50010517", "70150000", "12030000", "43060967"])
    return blz + rs(DIG, 10)


def bban_nl():
    return R.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB"]) + rs(DIG, 10)


# national ids ---------------------------------------------------------------
def cn_id():
    region = R.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
    y = R.randint(1965, 2002)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    body = "%s%04d%02d%02d%s" % (region, y, m, d, rs(DIG, 3))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def kr_rrn():
    y = R.randint(70, 99)
    body = "%02d%02d%02d%s%s" % (y, R.randint(1, 12), R.randint(1, 28), R.choice("12"), rs(DIG, 5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def jp_mynumber():
    b = rs(DIG, 11)
    p = [int(c) for c in reversed(b)]
    s = sum(p[n - 1] * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    return b + str(c)


def jp_corp():
    b = rdig(12)
    digits = [int(c) for c in reversed(b)]
    s = sum(d * (1 if i % 2 == 0 else 2) for i, d in enumerate(digits))
    return str(9 - s % 9) + b


def pesel():
    y = R.randint(70, 99)
    body = "%02d%02d%02d%s" % (y, R.randint(1, 12), R.randint(1, 28), rs(DIG, 4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def nip_pl():
    while True:
        b = rdig(9)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c != 10:
            return b + str(c)


def cz_rc():
    while True:
        y = R.randint(70, 99)
        m = R.randint(1, 12) + R.choice([0, 50])
        first = "%02d%02d%02d" % (y, m, R.randint(1, 28))
        n = int(first + rs(DIG, 4))
        if n % 11 == 0:
            s = "%010d" % n
            return s[:6] + "/" + s[6:]


def cz_ico():
    while True:
        b = rs(DIG, 7)
        if b[0] == "0":
            continue
        s = sum(int(a) * w for a, w in zip(b, [8, 7, 6, 5, 4, 3, 2]))
        c = (11 - s % 11) % 10
        return b + str(c)


def se_pnr():
    body = "%02d%02d%02d%s" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28), rs(DIG, 3))
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def no_fnr():
    while True:
        b = "%02d%02d%02d%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rs(DIG, 3))
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * x for a, x in zip(b, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = b + str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * x for a, x in zip(b2, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def no_orgnr():
    while True:
        b = R.choice("89") + rs(DIG, 7)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        k = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        k = 0 if k == 11 else k
        if k != 10:
            return b + str(k)


def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    n = rs(DIG, 3)
    if n == "000":
        n = "123"
    s = "%02d%02d%02d" % (dd, mm, yy)
    return s + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s + n) % 31]


def fi_ytunnus():
    while True:
        b = rdig(7)
        s = sum(int(a) * w for a, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if s == 1:
            continue
        return b + "-" + str(0 if s == 0 else 11 - s)


def fi_viite():
    b = rdig(R.randint(6, 10))
    w = [7, 3, 1]
    s = sum(int(d) * w[i % 3] for i, d in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def nl_bsn():
    while True:
        b = rdig(8)
        s = sum(int(a) * w for a, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2]))
        c = s % 11
        if c < 10:
            return b + str(c)


def es_dni():
    n = rdig(8, "1234567")
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


ODD_CF = {}
for _c, _v in zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    ODD_CF[_c] = _v


def it_cf(surname_c, name_c, yy, month_letter, day, town):
    body = surname_c + name_c + "%02d" % yy + month_letter + "%02d" % day + town
    s = 0
    for i, ch in enumerate(body):
        if i % 2 == 0:
            s += ODD_CF[ch]
        else:
            s += int(ch) if ch.isdigit() else ord(ch) - 65
    return body + chr(65 + s % 26)


def it_piva():
    b = "0" + rs(DIG, 9)
    return b + luhn_digit(b)


def pt_nif(first="12"):
    b = R.choice(first) + rs(DIG, 7)
    s = sum(int(a) * w for a, w in zip(b, range(9, 1, -1)))
    c = 11 - s % 11
    return b + str(0 if c >= 10 else c)


def br_cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(b, range(n, 1, -1)))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def br_cnpj():
    b = [int(c) for c in rdig(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(d * x for d, x in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_tz():
    b = rs(DIG, 8)
    for c in DIG:
        s = 0
        for i, ch in enumerate(b + c):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            s += v // 10 + v % 10
        if s % 10 == 0:
            return b + c


def ro_cnp():
    b = "%s%02d%02d%02d%s%s" % (R.choice("12"), R.randint(60, 99), R.randint(1, 12), R.randint(1, 28),
                                  "%02d" % R.randint(1, 46), rs(DIG, 3))
    s = sum(int(a) * w for a, w in zip(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return b + ("1" if s == 10 else str(s))


def ro_cui():
    b = rdig(8)
    k = "753217532"[-len(b):]
    s = sum(int(a) * int(w) for a, w in zip(b, k)) * 10 % 11
    return b + str(0 if s == 10 else s)


def gr_amka():
    b = "%02d%02d%02d%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rs(DIG, 4))
    return b + luhn_digit(b)


def gr_afm(first="01"):
    b = R.choice(first) + rs(DIG, 7)
    s = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(b))
    return b + str(s % 11 % 10)


def hu_taj():
    b = rdig(8)
    s = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(b))
    return b + str(s % 10)


def hu_adoazon():
    while True:
        b = "8" + rs(DIG, 8)
        s = sum(int(d) * (i + 1) for i, d in enumerate(b)) % 11
        if s < 10:
            return b + str(s)


VER_D = [[(j + k) % 5 if j < 5 and k < 5 else
          5 + (j + k) % 5 if j < 5 else
          5 + (j - k) % 5 if k < 5 else
          (j - k) % 5 for k in range(10)] for j in range(10)]
VER_P = [list(range(10)), [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    VER_P.append([VER_P[1][VER_P[_i - 1][x]] for x in range(10)])
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    b = rdig(11, "23456789")
    s = b + verhoeff_digit(b)
    return s[:4] + " " + s[4:8] + " " + s[8:]


def in_pan():
    return rs(UP.replace("P", ""), 3) + "P" + rs(UP, 1) + rs(DIG, 4) + rs(UP, 1)


def ru_inn12():
    b = [int(c) for c in rdig(10)]
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w11)) % 11 % 10)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w12)) % 11 % 10)
    return "".join(map(str, b))


def ru_snils():
    b = rdig(9)
    s = sum(int(d) * (9 - i) for i, d in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        c = 0 if c == 100 else c
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ua_rnokpp():
    b = rdig(9)
    s = sum(int(d) * w for d, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return b + str(s % 11 % 10)


def ir_melli():
    while True:
        b = rdig(9, "0123456789")
        if len(set(b)) == 1:
            continue
        s = sum(int(d) * (10 - i) for i, d in enumerate(b)) % 11
        return b + str(s if s < 2 else 11 - s)


def th_id():
    b = R.choice("1358") + rs(DIG, 11)
    s = sum(int(d) * (13 - i) for i, d in enumerate(b))
    s = (11 - s % 11) % 10
    x = b + str(s)
    return "%s-%s-%s-%s-%s" % (x[0], x[1:5], x[5:10], x[10:12], x[12])


def s10(prefix, country):
    b = rs(DIG, 8)
    s = sum(int(d) * w for d, w in zip(b, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + b + str(c) + country


def fr_nir():
    sex = R.choice("12")
    b = "%s%02d%02d%s%s%s" % (sex, R.randint(60, 99), R.randint(1, 12), R.choice(["75", "69", "13", "33", "59", "44"]),
                             rs(DIG, 3), rs(DIG, 3))
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def fr_siret():
    siren = rdig(8)
    siren += luhn_digit(siren)
    nic = rs(DIG, 4)
    s = siren + nic + luhn_digit(siren + nic)
    return "%s %s %s %s" % (s[:3], s[3:6], s[6:9], s[9:])


def de_steuerid():
    while True:
        digs = R.sample(DIG, 9)
        if digs[0] == "0":
            continue
        d = digs + [R.choice(digs)]
        tail = d[1:]
        R.shuffle(tail)
        d = [d[0]] + tail
        prod = 10
        for ch in d:
            s = (int(ch) + prod) % 10
            if s == 0:
                s = 10
            prod = (s * 2) % 11
        c = 11 - prod
        if c == 10:
            c = 0
        s = "".join(d) + str(c)
        return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def de_ausweis():
    alpha = "CFGHJKLMNPRTVWXYZ"
    b = R.choice("LMNPRTVWXYZ") + rs(alpha + "0123456789", 8)
    # the printed document number has 9 characters; its 7-3-1 check digit only appears in the MRZ
    return b


def de_vat():
    b = rdig(8)
    prod = 10
    for ch in b:
        t = (int(ch) + prod) % 10 or 10
        prod = (t * 2) % 11
    c = 11 - prod
    return "DE" + b + str(0 if c == 10 else c)


def nl_vat():
    while True:
        b = rdig(8)
        s = sum(int(a) * w for a, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if s < 10:
            return "NL" + b + str(s) + "B01"


def dk_cvr():
    while True:
        b = rdig(7)
        s = sum(int(a) * w for a, w in zip(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        c = (11 - s) % 11
        if c < 10:
            return b + str(c)


def se_ocr():
    b = rdig(R.randint(8, 12))
    b = b + str((len(b) + 2) % 10)
    return b + luhn_digit(b)


def no_kid():
    b = rdig(R.randint(9, 14))
    return b + luhn_digit(b)


def kr_biz():
    b = rdig(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    x = b + str(c)
    return x[:3] + "-" + x[3:5] + "-" + x[5:]


def aba():
    while True:
        b = R.choice(["0", "1", "2", "3"]) + rs(DIG, 7)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(a) * x for a, x in zip(b, w))
        return b + str((10 - s % 10) % 10)


def ca_sin():
    b = R.choice("1234567") + rs(DIG, 7)
    s = b + luhn_digit(b)
    return s[:3] + " " + s[3:6] + " " + s[6:]


def au_tfn():
    while True:
        b = rdig(9)
        if sum(int(a) * w for a, w in zip(b, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0:
            return b[:3] + " " + b[3:6] + " " + b[6:]


def au_medicare():
    b = R.choice("23456") + rs(DIG, 7)
    c = sum(int(a) * w for a, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    s = b + str(c) + R.choice("123456789")
    return s[:4] + " " + s[4:9] + " " + s[9]


def uk_nhs():
    while True:
        b = rdig(9, "4")
        s = sum(int(a) * w for a, w in zip(b, range(10, 1, -1)))
        c = 11 - s % 11
        c = 0 if c == 11 else c
        if c != 10:
            x = b + str(c)
            return x[:3] + " " + x[3:6] + " " + x[6:]


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    n = rs(DIG, 6)
    return "%s %s %s %s %s" % (p, n[:2], n[2:4], n[4:], R.choice("ABCD"))


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def ae_eid():
    b = "784" + str(R.randint(1970, 2000)) + rs(DIG, 7)
    s = b + luhn_digit(b)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])


def ean13(prefix):
    b = prefix + rs(DIG, 12 - len(prefix))
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(b))
    return b + str((10 - s % 10) % 10)


def imei():
    b = R.choice(["35", "86", "01"]) + rs(DIG, 12)
    return b + luhn_digit(b)


# ------------------------------------------------------------- credentials
def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload, alg="HS256", siglen=32):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64u(rbytes(siglen)))


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58check(payload):
    return b58enc(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


def gh_token(prefix="ghp_"):
    body = rs(ALNUM, 30)
    crc = __import__("zlib").crc32(body.encode()) & 0xffffffff
    enc = ""
    B62 = DIG + UP + LO
    while crc:
        crc, r = divmod(crc, 62)
        enc = B62[r] + enc
    return prefix + body + enc.rjust(6, "0")


def aws_akid(prefix="AKIA"):
    return prefix + rs(B32, 16)


def aws_secret():
    return rs(UP + LO + DIG + "/+", 40)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def ed25519_pub(comment):
    blob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def openssh_priv_body(comment):
    pub = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(rbytes(32) + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") +
            struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    t = base64.b64encode(blob).decode()
    return "\n".join(t[i:i + 70] for i in range(0, len(t), 70))


def pkcs8_rsa_body(nbytes=1190):
    head = bytes.fromhex("308204a4020100300d06092a864886f70d0101010500048204a4308204a00201000282010100")
    t = base64.b64encode(head + rbytes(nbytes - len(head))).decode()
    return "\n".join(t[i:i + 64] for i in range(0, len(t), 64))


def totp_seed(n=32):
    return rs(B32, n)


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit "
         "august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby "
         "bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic "
         "basket battle beach bean beauty because become beef before begin behave behind believe below belt "
         "bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black "
         "blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil "
         "bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass "
         "brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown "
         "brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business "
         "busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy "
         "cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash "
         "casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement "
         "census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
         "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar "
         "cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff "
         "climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct confirm "
         "congress connect consider control convince cook cool copper copy coral core corn correct cost cotton "
         "couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy "
         "cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble "
         "crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute "
         "cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris decade december "
         "decide decline decorate decrease deer defense define defy degree delay deliver demand demise denial "
         "dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy "
         "detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity "
         "dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance "
         "divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double "
         "dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb "
         "dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology "
         "economy edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator "
         "elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse "
         "enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry "
         "envelope episode equal equip era erase erode erosion error erupt escape essay essence estate eternal "
         "ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute exercise "
         "exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye "
         "eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm "
         "fashion fat fatal father fatigue fault favorite feature february federal fee feed feel female fence "
         "festival fetch fever few fiber fiction field figure file film filter final find fine finger finish "
         "fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float flock "
         "floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork fortune "
         "forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost "
         "frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage "
         "garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine "
         "gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe "
         "gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace "
         "grain grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess guide "
         "guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk "
         "hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip "
         "hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital "
         "host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid "
         "ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose "
         "improve impulse inch include income increase index indicate indoor industry infant inflict inform "
         "inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside inspire "
         "install intact interest into invest invite involve iron island isolate issue item ivory jacket jaguar "
         "jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just "
         "kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee "
         "knife knock know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry "
         "lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon "
         "lend length lens leopard lesson letter level liar liberty library license life lift light like limb "
         "limit link lion liquid list little live lizard load loan lobster local lock logic lonely long loop "
         "lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet "
         "maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin "
         "marine market marriage mask mass master match material math matrix matter maximum maze meadow mean "
         "measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh "
         "message metal method middle midnight milk million mimic mind minimum minor minute miracle mirror "
         "misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month moon "
         "moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply "
         "muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation "
         "nature near neck need negative neglect neither nephew nerve nest net network neutral never news next "
         "nice night noble noise nominee noodle normal north nose notable note nothing notice novel now nuclear "
         "number nurse nut oak obey object oblige obscure observe obtain obvious occur ocean october odor off "
         "offer office often oil okay old olive olympic omit once one onion online only open opera opinion "
         "oppose option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor "
         "outer output outside oval oven over own owner oxygen oyster ozone").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


SYMS = "!#$%&*+-.=?@_~"


def pw_random(n=None):
    n = n or R.randint(12, 18)
    while True:
        s = rs(UP + LO + DIG + SYMS, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s) and any(c in SYMS for c in s):
            return s


def pw_human(words, year=True):
    w = R.choice(words)
    w = w[0].upper() + w[1:]
    tail = str(R.randint(1960, 2019)) if year else str(R.randint(1, 99))
    sym = R.choice("!#$*@")
    order = R.randint(0, 2)
    if order == 0:
        return w + tail + sym
    if order == 1:
        return w + sym + tail
    return sym + w + tail


def pw_words(words, k=4, sep="-"):
    return sep.join(R.sample(words, k))


def pin(n=4):
    while True:
        s = rs(DIG, n)
        if len(set(s)) > 1 and s not in ("1234", "0000", "1111", "123456"):
            return s


def otp(n=6):
    return pin(n)


EN_WORDS = ["sunflower", "marmalade", "blueberry", "thunder", "harbor", "lighthouse", "penguin", "cactus", "violet",
            "saxophone", "meadow", "falcon", "juniper", "biscuit", "cobalt", "tangerine", "willow", "pumpkin",
            "hazelnut", "nebula", "otter", "granite", "maple", "puzzle", "rocket", "velvet", "walrus", "zephyr"]


# =================================================================== cases
CASES = []


def K(slug, lang, note, text, S=(), L=()):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(S), "lookalikes": list(L), "note": note})


def en_cases():
    # 1 wifi sign
    ssid = "Fernwood_Guest_" + rs(DIG, 2)
    wifi = pw_words(EN_WORDS, 3, "-") + str(R.randint(10, 99))
    K("guest-wifi-sign", "en", "Wi-Fi password for a printable sign; SSID is broadcast publicly.",
      f"Can you make a cute little sign for our guest room? Something like \"Welcome! Wi-Fi: {ssid} / password: {wifi}\" but nicer, maybe with a coffee cup emoji.",
      S=[wifi], L=[ssid])
    # 2 aws env
    ak, sk = aws_akid(), aws_secret()
    acct = rdig(12)
    K("aws-env-file", "en", "Real-looking AWS key pair in a .env; account id in an ARN is an identifier.",
      f"my lambda deploy keeps failing with AccessDenied. here's the .env I'm using:\n\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_REGION=eu-west-1\nROLE_ARN=arn:aws:iam::{acct}:role/lambda-deployer\n\nwhat permissions am I missing?",
      S=[ak, sk], L=[acct])
    # 3 aws docs example (negative)
    K("aws-docs-example-keys", "en", "AWS documentation example credentials only.",
      "In the AWS CLI docs they show AKIAIOSFODNN7EXAMPLE with the secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. If I put exactly those into a README as sample config, will any scanner freak out?",
      L=["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"])
    # 4 github revoked
    tok = gh_token()
    sha = rhex(40)
    K("github-token-revoked", "en", "Leaked and revoked GitHub PAT is still a secret; commit hash is not.",
      f"ugh I pushed my token in commit {sha} to a public repo. I already revoked it on GitHub (it was {tok}) but how do I get it out of the history with git filter-repo?",
      S=[tok], L=[sha])
    # 5 stripe live key in code, test card lookalike
    sk_live = "sk_live_" + rs(ALNUM, 24)
    K("stripe-live-key-code", "en", "Live Stripe secret key in code; Stripe's public test card number.",
      f"why does this charge fail with the test card 4242 4242 4242 4242?\n\n```python\nimport stripe\nstripe.api_key = \"{sk_live}\"\nstripe.PaymentIntent.create(amount=2000, currency=\"usd\", payment_method_types=[\"card\"])\n```",
      S=[sk_live], L=["4242 4242 4242 4242"])
    # 6 card checkout
    cn = card("visa")
    cvc = pin(3)
    order = "%03d-%07d-%07d" % (R.randint(100, 999), R.randint(0, 9999999), R.randint(0, 9999999))
    K("card-fill-form", "en", "User's own Visa with CVC; Amazon-style order number is a reference.",
      f"The checkout page keeps timing out. Could you just tell me which field is wrong? Card: {fmt_card(cn)}, exp 09/28, CVC {cvc}, name on card Dana Whitfield. It's for re-placing order {order}, total $64.18.",
      S=[fmt_card(cn), cvc], L=[order, "$64.18"])
    # 7 ssh private key with public key
    body = openssh_priv_body("mike@thinkpad")
    pub = ed25519_pub("mike@thinkpad")
    K("ssh-private-key-perms", "en", "OpenSSH private key body pasted; the matching-looking public key line is public.",
      f"ssh says \"UNPROTECTED PRIVATE KEY FILE\" and refuses to use it. this is ~/.ssh/id_ed25519:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n\nand the .pub is {pub}\nwhat chmod do I need?",
      S=[body], L=[pub])
    # 8 seed phrase + address
    sp = seed_phrase(12).split(" ")
    sp1, sp2 = " ".join(sp[:6]), " ".join(sp[6:])
    addr = btc_addr()
    K("multi-seed-phrase-halves", "en", "12-word recovery phrase given in two halves; the receiving address is public.",
      f"I wrote my recovery words on paper years ago and I'm not sure about the order. I'll send them in two goes. First six: {sp1}\n---\nlast six: {sp2}\n---\nIs that a valid phrase? My receiving address was {addr} if that helps.",
      S=[sp1, sp2], L=[addr])
    # 9 totp seed
    seed = totp_seed(32)
    K("totp-seed-uri", "en", "TOTP shared secret inside an otpauth URI.",
      f"I'm moving my 2FA to a new phone. I saved the QR text back then: otpauth://totp/Dropbox:kira.l@fastmail.com?secret={seed}&issuer=Dropbox\nCan I just paste that into Aegis?",
      S=[seed], L=["kira.l@fastmail.com"])
    # 10 sms code
    code = otp(6)
    K("sms-verification-code", "en", "Bank SMS one-time code; sender short code is public.",
      f"Got this text, is it legit or phishing?\n\"Chase: Your one-time code is {code}. Don't share it. We'll never call to ask for it. Msg from 24273\"",
      S=[code], L=["24273"])
    # 11 recovery codes
    codes = [rs(LO + DIG, 5) + "-" + rs(LO + DIG, 5) for _ in range(4)]
    K("github-recovery-codes", "en", "Four 2FA recovery codes pasted from a download.",
      "Where should I keep these? They're my github-recovery-codes.txt:\n" + "\n".join(codes) + "\nI only kept four of them, is that ok? The help page shows them as xxxxx-xxxxx so I guess these are right.",
      S=codes, L=["xxxxx-xxxxx"])
    # 12 postgres url compose
    dbpw = pw_random(16).replace("@", "x").replace("#", "q").replace("%", "k").replace("?", "z")
    digest = "sha256:" + rhex(64)
    K("compose-database-url", "en", "Password inside a Postgres URL; image digest is a checksum.",
      f"compose file excerpt:\n\nservices:\n  api:\n    image: ghcr.io/northwind/api@{digest}\n    environment:\n      DATABASE_URL: postgres://orders_app:{dbpw}@db:5432/orders\n\nthe api container can't resolve \"db\", why?",
      S=[dbpw], L=[digest])
    # 13 mongodb srv
    mpw = rs(ALNUM, 16)
    K("mongodb-srv-uri", "en", "MongoDB Atlas connection string password.",
      f"const uri = \"mongodb+srv://leo_admin:{mpw}@cluster0.x7kqz.mongodb.net/shop?retryWrites=true&w=majority\";\nI get MongoServerSelectionError after deploying to Vercel. Works locally.",
      S=[mpw], L=["cluster0.x7kqz.mongodb.net"])
    # 14 jwt bearer
    tok = jwt({"sub": str(R.randint(10000, 99999)), "email": "p.ncube@example.org", "iat": 1716400000 + R.randint(0, 9999999), "exp": 1726400000 + R.randint(0, 9999999)})
    rid = ruuid()
    K("curl-bearer-jwt", "en", "Live bearer JWT in a curl command; request id is a UUID.",
      f"curl -H \"Authorization: Bearer {tok}\" https://api.tallyhq.io/v2/me\n\nreturns 401 with x-request-id: {rid}. token was issued 5 min ago",
      S=[tok], L=[rid])
    # 15 jwt.io example negative
    K("jwt-io-sample", "en", "The jwt.io sample token discussed as an example.",
      "Why does the jwt.io debugger show \"signature verified\" for eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c only when the secret is your-256-bit-secret?",
      L=["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "your-256-bit-secret"])
    # 16 ssn + employer EIN
    ssn = us_ssn()
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999))
    K("ssn-w4-employer-ein", "en", "User's SSN is a secret; employer EIN is a public business id.",
      f"Filling out my W-4 for the new job. My SSN is {ssn}, employer EIN on the offer letter is {ein}. Do I check the box in step 2(c) if my wife also works?",
      S=[ssn], L=[ein])
    # 17 woolworth ssn negative
    K("famous-invalid-ssn", "en", "Historic wallet-insert SSN and the classic placeholder SSN.",
      "Is it true that thousands of people used 078-05-1120 as their SSN because it was printed on a sample card in wallets? And why do forms always use 123-45-6789 as the example?",
      L=["078-05-1120", "123-45-6789"])
    # 18 passport visa form
    pp = rdig(9, "5")
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    flight = "UA" + str(R.randint(100, 999))
    K("passport-esta-form", "en", "US passport number is an identity document; booking code and flight number are not.",
      f"For the ETIAS application it asks passport number — mine is {pp}, issued 2021. Flight {flight}, booking code {pnr}. Do I need the hotel address too?",
      S=[pp], L=[pnr, flight])
    # 19 driver license
    dl = R.choice(UP) + rs(DIG, 7)
    resv = rdig(10) + "COUNT"
    K("ca-drivers-license", "en", "California driver licence number given for a rental form.",
      f"The rental site wants my license number and it keeps saying invalid format. It's {dl}, California, expires 2027. Should I include the letter? Reservation is {resv}.",
      S=[dl], L=[resv])
    # 20 health insurance
    mem = R.choice(["XGH", "W", "JQU"]) + rdig(9)
    grp = rdig(6)
    claim = "CLM-" + rdig(10)
    K("insurance-member-id-claim", "en", "Health plan member id is secret; group and claim numbers are plan/reference ids.",
      f"Can you help me write an appeal for a denied claim? Claim {claim}, member ID {mem}, group number {grp}. They say the MRI wasn't pre-authorized but my doctor says she called.",
      S=[mem], L=[claim, grp])
    # 21 medicare MBI + example
    def mbi():
        a = "ACDEFGHJKMNPQRTUVWXY"
        return R.choice("123456789") + R.choice(a) + R.choice(a + DIG) + R.choice(DIG) + "-" + R.choice(a) + R.choice(a + DIG) + R.choice(DIG) + "-" + R.choice(a) + R.choice(a) + R.choice(DIG) + R.choice(DIG)
    m = mbi()
    K("medicare-mbi-vs-sample", "en", "Mother's Medicare number entrusted to user; the CMS sample MBI is public.",
      f"My mom's new Medicare card number is {m}. The website's help page shows 1EG4-TE5-MK73 as the example — is hers the same format? Pharmacy says it doesn't match.",
      S=[m], L=["1EG4-TE5-MK73"])
    # 22 door & keybox
    door = pin(4)
    kb = pin(4)
    chip = "985" + rs(DIG, 12)
    K("dog-walker-codes", "en", "Building door code and key-box code for a dog walker.",
      f"Draft a text to our new dog walker: building door code is #{door}, the key box by the bike rack opens with {kb}, Biscuit's leash is on the hook, his microchip number is {chip} in case he slips out. Walk at noon.",
      S=[door, kb], L=[chip])
    # 23 alarm code + passcode word
    alarm = pin(4)
    word = R.choice(["pineapple", "bluebird", "marzipan", "tortoise"])
    phone = "(512) 555-0%03d" % R.randint(100, 199)
    K("alarm-disarm-and-passcode", "en", "Alarm disarm code and the verbal passcode for the monitoring company.",
      f"House sitter notes please: alarm panel left of the door, disarm with {alarm} then OFF. If ADT calls from {phone}, the passcode word is {word}. Trash goes out Tuesday.",
      S=[alarm, word], L=[phone])
    # 24 security questions
    bkph = "1-800-%s-%s" % (rdig(3), rs(DIG, 4))
    maiden = R.choice(["Kowalczyk", "Brannigan", "Okonkwo", "Lindqvist"])
    pet = R.choice(["Pickles", "Mr. Whiskers", "Noodle", "Captain"])
    K("security-answers", "en", "Answers to account security questions.",
      f"I'm making a password manager entry for my bank. Security Q1 mother's maiden name: {maiden}. Q2 first pet: {pet}. Q3 street you grew up on: Alder Ct. Which field should they go in, notes or custom fields? Their phone line is {bkph}.",
      S=[maiden, pet, "Alder Ct"], L=[bkph])
    # 25 slack token yaml
    xoxb = "xoxb-%s-%s-%s" % (rdig(12), rdig(13), rs(ALNUM, 24))
    chan = "C0" + rs(UP + DIG, 9)
    K("slack-bot-yaml", "en", "Slack bot token in YAML; channel id is an identifier.",
      f"config.yaml:\n\nslack:\n  bot_token: {xoxb}\n  channel: {chan}\n  post_as: deploy-bot\n\nbot posts nothing and no error, what do I check?",
      S=[xoxb], L=[chan])
    # 26 openai key python
    oak = "sk-proj-" + rs(B64U, 48) + "T3BlbkFJ" + rs(B64U, 48)
    K("openai-key-getenv-default", "en", "OpenAI project key hard-coded as a default value.",
      f"client = OpenAI(api_key=os.getenv(\"OPENAI_API_KEY\", \"{oak}\"))\n\nis this bad practice? it's just a side project calling gpt-4o-mini",
      S=[oak], L=["gpt-4o-mini"])
    # 27 anthropic + placeholder
    ant = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    K("anthropic-env-placeholder", "en", "Real Anthropic key in .env next to a placeholder in the example file.",
      f".env.example has ANTHROPIC_API_KEY=your_api_key_here and my .env has ANTHROPIC_API_KEY={ant}\nwhy does dotenv load the example one?",
      S=[ant], L=["your_api_key_here"])
    # 28 gemini key
    gk = "AIza" + rs(B64U, 35)
    K("gemini-key-curl", "en", "Google API key in a query string.",
      f"curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={gk}\" -d @req.json -> 429 quota exceeded after like 3 requests??",
      S=[gk], L=["gemini-1.5-flash"])
    # 29 sendgrid
    sg = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    tmpl = "d-" + rhex(32)
    K("sendgrid-template", "en", "SendGrid API key; dynamic template id is an identifier.",
      f"sg = SendGridAPIClient(\"{sg}\")\nmsg.template_id = \"{tmpl}\"\nemails go out but without the dynamic data. what am I doing wrong",
      S=[sg], L=[tmpl])
    # 30 twilio auth token
    sid = "AC" + rhex(32)
    tw = rhex(32)
    K("twilio-auth-token", "en", "Twilio auth token; the account SID is an identifier (not scored).",
      f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tw}\nTWILIO_FROM=+15017122661\ngetting error 20003 authenticate. rotated nothing.",
      S=[tw], L=["+15017122661"])
    # 31 npmrc
    npm = "npm_" + rs(ALNUM, 36)
    K("npmrc-auth-token", "en", "npm automation token in .npmrc; package version string.",
      f"publishing @acme/ui@3.14.2 fails with E403 in CI. .npmrc:\n//registry.npmjs.org/:_authToken={npm}\nalways-auth=true",
      S=[npm], L=["3.14.2"])
    # 32 gitlab pat ci
    gl = "glpat-" + rs(B64U, 20)
    pipe = str(R.randint(100000000, 999999999))
    K("gitlab-pat-ci", "en", "GitLab PAT in a CI script; pipeline id is a number only.",
      f"Pipeline #{pipe} fails at the clone step:\n  - git clone https://oauth2:{gl}@gitlab.com/acme/infra.git\nremote: HTTP Basic: Access denied",
      S=[gl], L=[pipe])
    # 33 hf token
    hf = "hf_" + rs(UP + LO, 34)
    K("hf-token-notebook", "en", "Hugging Face token in a notebook cell.",
      f"from huggingface_hub import login\nlogin(token=\"{hf}\")\n\nthen from_pretrained(\"meta-llama/Llama-3.1-8B\") says gated repo. I accepted the license yesterday. transformers 4.44.2",
      S=[hf], L=["4.44.2"])
    # 34 discord bot token
    uid = str(R.randint(10**17, 10**18 - 1))
    dtok = b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    K("discord-bot-token", "en", "Discord bot token; the application id in the invite link is public.",
      f"bot.run(\"{dtok}\")\ninvite: https://discord.com/oauth2/authorize?client_id={uid}&scope=bot\nthe bot shows offline even though the script prints Logged in",
      S=[dtok], L=[uid])
    # 35 telegram bot token
    tg = "%s:AA%s" % (rdig(10, "5678"), rs(B64U, 33))
    K("telegram-bot-token", "en", "Telegram bot token in a URL.",
      f"requests.get(f\"https://api.telegram.org/bot{tg}/getUpdates\") returns an empty result list, but people are messaging the bot",
      S=[tg], L=["getUpdates"])
    # 36 azure storage
    akey = base64.b64encode(rbytes(64)).decode()
    K("azure-storage-conn", "en", "Azure storage account key inside a connection string.",
      f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=fotoarchive01;AccountKey={akey};EndpointSuffix=core.windows.net\n\nblob upload gives AuthorizationPermissionMismatch",
      S=[akey], L=["fotoarchive01"])
    # 37 k8s secret base64
    raw = pw_random(14)
    enc = base64.b64encode(raw.encode()).decode()
    K("k8s-secret-base64", "en", "Base64-encoded password in a Kubernetes Secret (encoding is not encryption).",
      f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: pg-creds\ntype: Opaque\ndata:\n  username: cG9zdGdyZXM=\n  password: {enc}\n\nthe pod still gets 'password authentication failed', is the encoding wrong?",
      S=[enc], L=["cG9zdGdyZXM="])
    # 38 session cookie
    sess = rs(LO + DIG, 32)
    csrf = rs(ALNUM, 32)
    K("django-session-cookie", "en", "Django session cookie copied from devtools.",
      f"copied from devtools so you can reproduce: Cookie: csrftoken={csrf}; sessionid={sess}\nthe admin page redirects in a loop (Django 4.2.11, behind nginx)",
      S=[sess], L=["4.2.11"])
    # 39 phpsessid
    php = rs("abcdefghijklmnopqrstuv0123456789", 26)
    K("phpsessid-scraper", "en", "PHP session id used to scrape a logged-in page.",
      f"my scraper worked until today. I pass cookies={{\"PHPSESSID\": \"{php}\"}} and now I get the login page HTML back (requests 2.32.3)",
      S=[php], L=["2.32.3"])
    # 40 us direct deposit
    rt = aba()
    acct = rdig(12)
    K("direct-deposit-routing", "en", "Own checking account is secret; bank routing number is public.",
      f"HR needs direct deposit info by Friday so payroll starts 06/14. Routing {rt}, checking account {acct}. Is checking or savings better for payroll?",
      S=[acct], L=[rt, "06/14"])
    # 41 uk sort code
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99))
    ukacct = rdig(8)
    nino = uk_nino()
    K("uk-payroll-details", "en", "UK account number and NI number are secrets; sort code is the bank's.",
      f"New starter form asks for: sort code {sc}, account no. {ukacct}, NI number {nino}. Does the NI number go with or without spaces?",
      S=[ukacct, nino], L=[sc])
    # 42 charity iban negative
    civ = iban("GB", R.choice(["NWBK", "BARC", "LOYD"]) + rs(DIG, 14))
    K("charity-donation-iban", "en", "Charity's published IBAN and BIC for a donation.",
      f"The shelter's website says donations go to IBAN {grp4(civ)}, BIC NWBKGB2L, reference SPRINGAPPEAL. Is it safe to send from a Revolut account?",
      L=[grp4(civ), "NWBKGB2L", "SPRINGAPPEAL"])
    # 43 invoice own iban vs supplier iban
    mine = iban("NL", bban_nl())
    sup = iban("DE", bban_de())
    inv = "INV-2024-" + rdig(5)
    K("freelance-invoice-ibans", "en", "User's own IBAN on an invoice (secret) vs the client company's IBAN (look-alike).",
      f"Please check my invoice text: \"Invoice {inv}. Please pay within 14 days to {mine} (K. de Wit).\" The client (Vandermeer Logistiek B.V.) also sent me their company IBAN {sup} for refunds, should that be on there too?",
      S=[mine], L=[inv, sup])
    # 44 au bsb + tfn
    bsb = "%03d-%03d" % (R.randint(10, 999), R.randint(0, 999))
    auacct = rdig(9)
    tfn = au_tfn()
    K("au-super-bsb-tfn", "en", "Australian TFN and account are secret; BSB is the branch code.",
      f"onboarding form for my casual job: BSB {bsb}, account {auacct}, TFN {tfn}. do I have to choose a super fund now or later?",
      S=[auacct, tfn], L=[bsb])
    # 45 canada sin
    sin = ca_sin()
    K("canada-sin-cra", "en", "Canadian SIN in a tax question.",
      f"CRA My Account won't let me register, says the info doesn't match. I'm typing SIN {sin}, DOB 1991-04-17, postal code M6H 2K9. What else could be wrong?",
      S=[sin], L=["M6H 2K9"])
    # 46 NHS number
    nhs = uk_nhs()
    gptel = "020 7946 0%03d" % R.randint(0, 999)
    K("nhs-number-gp", "en", "NHS number is a health identifier.",
      f"Write a short email to my GP surgery asking for a repeat prescription of sertraline 50mg. Include my NHS number {nhs} and DOB 03/11/1988. Surgery phone is {gptel}.",
      S=[nhs], L=[gptel])
    # 47 multi: wifi announced then given
    wpw = rs(LO, 5) + rs(DIG, 4) + rs(LO, 3)
    K("multi-wifi-next-message", "en", "Password announced in one message and given in the next.",
      f"I'm going to give you the Wi-Fi password for the note to my parents, just format it nicely\n---\nit's {wpw} and the router is the white TP-Link Archer C6 behind the TV",
      S=[wpw], L=["TP-Link Archer C6"])
    # 48 multi: pin correction
    p1 = pin(4)
    p2 = p1[0] + p1[2] + p1[1] + p1[3]
    if p2 == p1:
        p2 = pin(4)
    K("multi-pin-correction", "en", "PIN corrected in the second message; both the typo and the real PIN are cut.",
      f"Remind me tomorrow: garage keypad is {p1}\n---\nwait no, I swapped digits, it's {p2}",
      S=[p1, p2])
    # 49 multi: key in two parts
    full = "sk_live_" + rs(ALNUM, 99)
    a, b = full[:50], full[50:]
    K("multi-key-two-halves", "en", "Live key pasted in two halves across messages.",
      f"the key is too long for my phone clipboard, sending in two parts. part 1: {a}\n---\npart 2: {b}\n---\nnow can you join them and put it in the vercel env command for STRIPE_SECRET_KEY?",
      S=[a, b], L=["STRIPE_SECRET_KEY"])
    # 50 spelled-out pin
    digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pp4 = pin(4)
    spelled = " ".join(digits[int(c)] for c in pp4)
    ends = rdig(4)
    K("spelled-debit-pin", "en", "Debit card PIN written in words.",
      f"my grandfather is going to read this to the bank machine, please put it in big letters: his PIN is {spelled}. Card ends in {ends}.",
      S=[spelled], L=[ends])
    # 51 log with password
    lpw = pw_human(EN_WORDS)
    trace = rhex(32)
    K("log-leaked-password", "en", "Password logged in plain text by a debug log; trace id is not.",
      f"2024-05-14T09:12:33Z DEBUG auth.login payload={{\"user\":\"m.ortega\",\"password\":\"{lpw}\"}} trace_id={trace}\n2024-05-14T09:12:33Z WARN auth.login failed attempt=3\nhow do I stop it logging the payload?",
      S=[lpw], L=[trace])
    # 52 temp password email
    tpw = rs(UP, 2) + rs(DIG, 3) + rs(LO, 3) + R.choice("!#$")
    tick = "#" + rdig(7)
    K("helpdesk-temp-password", "en", "Temporary password in a pasted IT e-mail; ticket number is a reference.",
      f"Is this a phishing email?\n\n> Hello Jordan, as requested in ticket {tick} your account has been reset. Temporary password: {tpw}\n> You will be asked to change it at first login. - IT Service Desk",
      S=[tpw], L=[tick])
    # 53 mpesa english
    mp = rs(UP, 2) + rs(UP + DIG, 8)
    ph = "07%02d %03d %03d" % (R.randint(10, 99), R.randint(0, 999), R.randint(0, 999))
    K("mpesa-sms-en", "en", "M-Pesa confirmation code counts as a secret; recipient phone is not.",
      f"My landlord says he didn't get the rent. Here's the SMS:\n{mp} Confirmed. Ksh18,500.00 sent to PETER KAMAU {ph} on 2/5/24 at 7:42 AM. New M-PESA balance is Ksh2,140.50. Transaction cost, Ksh108.00.\nHow do I prove it?",
      S=[mp], L=[ph, "Ksh18,500.00"])
    # 54 family password table
    rows = [("Netflix", "family.otieno@gmail.com", pw_human(EN_WORDS)), ("Router admin", "admin", pw_random(12)),
            ("Disney+", "family.otieno@gmail.com", pw_words(EN_WORDS, 3, "."))]
    tbl = "| service | login | password |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
    K("family-password-table", "en", "Markdown table of household passwords.",
      f"make this prettier for the fridge (it's only for the family):\n{tbl}\nrouter page is 192.168.0.1",
      S=[r[2] for r in rows], L=["192.168.0.1"])
    # 55 eth private key + address
    ek = rhex(64)
    ea = "0x" + rhex(40)
    K("eth-private-key-metamask", "en", "Ethereum private key; wallet address is public.",
      f"MetaMask import asks for a private key string. I exported this from my old wallet: 0x{ek}. The account should be {ea}, but it shows a different address",
      S=[ek], L=[ea])
    # 56 wif
    w = btc_wif()
    K("btc-wif-sweep", "en", "Bitcoin WIF private key from a paper wallet.",
      f"found an old paper wallet from 2014! the private key under the scratch-off says {w}. how do I sweep it into Electrum 4.5.5 safely?",
      S=[w], L=["4.5.5"])
    # 57 gift card
    gc = rs(UP + DIG, 4) + "-" + rs(UP + DIG, 6) + "-" + rs(UP + DIG, 4)
    K("gift-card-claim-code", "en", "Gift card claim code is money.",
      f"grandma sent a gift card photo, I typed it out: claim code {gc}, $50. can I use it on the .co.uk store?",
      S=[gc], L=["$50"])
    # 58 safe combo
    combo = "%02d-%02d-%02d" % (R.randint(0, 99), R.randint(0, 99), R.randint(0, 99))
    model = "SentrySafe SFW123" + R.choice(["GDC", "DTB", "ETB"])
    K("safe-combination", "en", "Safe combination; safe model is not.",
      f"My {model} won't open. The combination is {combo} and I'm turning right-left-right. Do I need to pass the first number 3 times?",
      S=[combo], L=[model])
    # 59 sim puk + imei
    puk = rs(DIG, 8)
    im = imei()
    K("sim-puk-imei", "en", "PUK code unlocks the SIM; IMEI is a device serial.",
      f"phone says SIM PUK locked. the card holder says PUK1 {puk}. my IMEI is {im} if the carrier asks. after 10 wrong tries is the SIM dead?",
      S=[puk], L=[im])
    # 60 apple recovery key
    ark = "-".join(rs(UP + DIG, 4) for _ in range(7))
    K("apple-recovery-key", "en", "Apple ID recovery key.",
      f"Apple says I need my recovery key to reset. I found this in my notes: {ark} - is that the 28-character one? iPhone is on iOS 17.4.1.",
      S=[ark], L=["17.4.1"])
    # 61 bitlocker
    bl = "-".join("%06d" % (R.randint(0, 65535) * 11) for _ in range(8))
    kid = ruuid().upper()
    K("bitlocker-recovery", "en", "BitLocker recovery key; key id is an identifier.",
      f"Laptop boots into BitLocker recovery after a BIOS update. Key ID starts {kid[:8]}, full ID {kid}. The key from my Microsoft account is {bl}. Typing it but it rejects.",
      S=[bl], L=[kid])
    # 62 voicemail pin
    vm = pin(6)
    vnum = "(646) 555-0%03d" % R.randint(100, 199)
    K("voicemail-pin", "en", "Voicemail PIN.",
      f"how do I change my voicemail greeting on a Pixel with Mint Mobile? current voicemail PIN is {vm}, my number is {vnum}.",
      S=[vm], L=[vnum])
    # 63 router default creds negative-ish: user's new admin password secret; default admin/admin lookalike
    rpw = pw_random(14)
    ser = "SN" + rs(UP + DIG, 12)
    K("router-admin-changed", "en", "New router admin password; default credentials and serial are not secrets.",
      f"I changed the router login from the default admin/password to {rpw}. Sticker serial {ser}. Now the app can't find the router, do I re-pair?",
      S=[rpw], L=["admin/password", ser])
    # 64 luggage lock
    lk = pin(3)
    K("luggage-lock-code", "en", "Three-digit luggage lock code.",
      f"TSA007 lock on my suitcase — I set it to {lk} at home but now it won't open at the hotel. any trick?",
      S=[lk], L=["TSA007"])
    # 65 wifi in nmcli
    wp = pw_human(EN_WORDS, year=False)
    K("nmcli-wifi-command", "en", "Wi-Fi passphrase in an nmcli command.",
      f"nmcli dev wifi connect \"Hartley-5G\" password \"{wp}\" gives 'Secrets were required, but not provided'. on a Pi 4",
      S=[wp], L=["Hartley-5G"])
    # 66 rsa pem in config
    rb = pkcs8_rsa_body()
    fpr = ":".join(rs("0123456789ABCDEF", 2) for _ in range(20))
    K("service-account-pem", "en", "RSA private key body in a config value.",
      f"The SAML plugin wants the key as a single field. I pasted:\n-----BEGIN PRIVATE KEY-----\n{rb}\n-----END PRIVATE KEY-----\nit says 'unable to decode'. Do I need \\n escapes? The IdP shows the cert SHA-1 fingerprint as {fpr}.",
      S=[rb], L=[fpr])
    # 67 changeme placeholder (negative)
    K("helm-values-placeholders", "en", "Placeholders in a Helm values template.",
      "In my values.yaml template I have:\n\npostgresql:\n  auth:\n    password: changeme\n    existingSecret: <SECRET_NAME>\n\nis there a way to make helm fail if someone leaves changeme in?",
      L=["changeme", "<SECRET_NAME>"])
    # 68 terraform var negative
    K("terraform-sensitive-var", "en", "Code identifiers and a placeholder, nothing secret.",
      "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}\n\nterraform plan still shows (sensitive value) - where do I pass TF_VAR_db_password?",
      L=["var.db_password", "TF_VAR_db_password"])
    # 69 iso checksum negative
    csum = rhex(64)
    K("iso-sha256-verify", "en", "Download checksum and version string.",
      f"sha256sum says {csum} for ubuntu-24.04.1-desktop-amd64.iso. The SHA256SUMS file on the mirror has a different value. Corrupted download?",
      L=[csum, "ubuntu-24.04.1-desktop-amd64.iso"])
    # 70 git bisect negative
    s1, s2 = rhex(40), rhex(7)
    K("git-bisect-hashes", "en", "Commit hashes only.",
      f"git bisect says the first bad commit is {s1} but when I checkout {s2} the bug is already there. how?",
      L=[s1, s2])
    # 71 uuid error negative
    u1, u2 = ruuid(), ruuid()
    K("error-log-uuids", "en", "Correlation and tenant UUIDs in an error.",
      f"Support asked for ids from this error: \"Tenant {u1} not found (correlation {u2})\". Which one do they need?",
      L=[u1, u2])
    # 72 tracking negative
    ups = "1Z" + rs(UP + DIG, 6) + rs(DIG, 10)
    fx = rdig(12)
    K("parcel-tracking-numbers", "en", "Carrier tracking numbers.",
      f"Two packages: UPS {ups} says delivered but nothing here, and FedEx {fx} stuck in Memphis since Monday. Which one do I chase first?",
      L=[ups, fx])
    # 73 masked card negative
    last4 = rdig(4)
    auth = rs(UP + DIG, 6)
    K("masked-card-refund", "en", "Masked card and a receipt authorization code.",
      f"Refund for my hotel was supposed to go to Visa **** **** **** {last4}. Receipt shows APPROVED auth code {auth}. It's been 12 days.",
      L=["**** **** **** " + last4, auth])
    # 74 stripe test values negative
    K("stripe-test-mode-values", "en", "Stripe's published test key and test cards.",
      "Following the Stripe quickstart: they use sk_test_4eC39HqLyjWDarjtT1zdp7dc and cards 4000 0000 0000 9995 for decline and 5555 5555 5555 4444 for Mastercard. Where do I find my own test key?",
      L=["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4000 0000 0000 9995", "5555 5555 5555 4444"])
    # 75 api docs placeholders negative
    K("api-doc-placeholders", "en", "Documentation placeholders for tokens.",
      "The docs say: curl -H \"Authorization: Bearer <token>\" -H \"X-Api-Key: YOUR_API_KEY\" ... and in the Python example api_key=\"sk-xxxxxxxxxxxxxxxxxxxxxxxx\". Which header is actually required?",
      L=["<token>", "YOUR_API_KEY", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"])
    # 76 flight e-ticket negative
    et = "016" + rdig(10, "0123456789")
    pnr2 = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    K("eticket-booking-ref", "en", "E-ticket and booking references.",
      f"United rebooked me. Confirmation {pnr2}, e-ticket {et}. Am I still entitled to the lounge pass from the original booking?",
      L=[pnr2, et])
    # 77 imei serial warranty negative
    im2 = imei()
    sn = rs(UP + DIG, 10)
    K("warranty-serial-imei", "en", "Device serial and IMEI for a warranty form.",
      f"Warranty form: serial number {sn}, IMEI {im2}, purchased 14 March. Screen has a green line. Apple or the carrier?",
      L=[sn, im2])
    # 78 xkcd negative
    K("xkcd-password-example", "en", "Famous example passwords discussed as examples.",
      "Explain xkcd 936 to me - why is correct horse battery staple supposedly stronger than Tr0ub4dor&3? And is hunter2 a real password or a meme?",
      L=["correct horse battery staple", "Tr0ub4dor&3", "hunter2"])
    # 79 vendor form negative: company ids
    duns = rdig(9, "01")
    ein2 = "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999))
    K("vendor-form-company-ids", "en", "Supplier's EIN and D-U-N-S number on a vendor form.",
      f"Our supplier Brightline Packaging LLC gave EIN {ein2} and DUNS {duns}. Is that enough to set them up as a vendor or do I need a W-9?",
      L=[ein2, duns])
    # 80 public ssh key negative
    pk = ed25519_pub("deploy@ci")
    K("authorized-keys-public", "en", "Public SSH key to add to a server.",
      f"add this to authorized_keys on the staging box please, how do I do it with ssh-copy-id if I only have the text?\n{pk}",
      L=[pk])
    # 83 masked openai key negative
    mk = "sk-..." + rs(ALNUM, 4)
    K("masked-dashboard-key", "en", "Masked key as shown in a dashboard.",
      f"The dashboard lists two keys, {mk} (created Jan) and one called 'ci'. Which one is used by my app? I don't have the full values anymore.",
      L=[mk])
    # 85 phone numbers negative
    p1n = "+1 415 555 %04d" % R.randint(100, 199)
    p2n = "+44 20 7946 0%03d" % R.randint(0, 999)
    K("phone-numbers-signature", "en", "Phone numbers in an e-mail signature.",
      f"Email signature: Nadia Rahman, Ops Lead | US {p1n} | UK {p2n} ext. 204. Should I drop the ext?",
      L=[p1n, p2n])
    # 86 aws arn / account negative
    acct2 = rdig(12)
    K("aws-account-arn", "en", "AWS account id and ARN; identifiers, not credentials.",
      f"Cross-account role: arn:aws:iam::{acct2}:role/ReadOnlyAudit. The other team says just trust account {acct2}. Is the external ID required?",
      L=["arn:aws:iam::" + acct2 + ":role/ReadOnlyAudit"])
    # 88 example iban negative
    K("example-iban-docs", "en", "Well-known documentation example IBANs.",
      "Why do so many tutorials use DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32 as example IBANs? Are they real accounts?",
      L=["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32"])
    # 89 redacted secrets in log negative
    K("redacted-log-lines", "en", "Redacted values in a log.",
      "Our logger prints password=******** and token=[REDACTED] which is good, but the card shows as 5413 **** **** 0091. Is PCI ok with first six?",
      L=["password=********", "[REDACTED]", "5413 **** **** 0091"])
    # 90 positive: amex in email to travel agent + booking
    ax = card("amex")
    cid = pin(4)
    bref = rs(UP, 2) + rdig(6)
    K("amex-travel-agent-email", "en", "Amex number and CID in an e-mail draft; booking ref is a reference.",
      f"Draft a reply to the travel agent: please charge the balance for booking {bref} to my Amex {fmt_card(ax)}, expiry 11/27, CID {cid}. Thanks, Priya",
      S=[fmt_card(ax), cid], L=[bref])
    # 91 github fine-grained pat in git config
    fg = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    K("github-fine-grained-remote", "en", "Fine-grained PAT inside a git remote URL.",
      f"git remote -v shows https://sam-oduya:{fg}@github.com/sam-oduya/thesis.git\nis it a problem that it's stored there? (git version 2.43.0, Ubuntu 24.04)",
      S=[fg], L=["2.43.0"])
    # 92 passphrase for gpg
    gp = pw_words(EN_WORDS, 5, " ")
    gkid = "0x" + rs("0123456789ABCDEF", 16)
    K("gpg-passphrase", "en", "GPG key passphrase (words separated by spaces).",
      f"gpg --decrypt taxes-2023.tar.gpg asks for the passphrase, I'm typing \"{gp}\" and it says Bad passphrase. Caps lock is off. Key is {gkid}.",
      S=[gp], L=[gkid])
    # 93 ftp creds in filezilla xml (base64 pass)
    fpw = pw_random(13)
    fenc = base64.b64encode(fpw.encode()).decode()
    K("filezilla-sitemanager", "en", "FileZilla stores the password base64-encoded; still a secret.",
      f"<Server><Host>ftp.kleinbaeckerei.de</Host><Port>21</Port><User>shop_upload</User><Pass encoding=\"base64\">{fenc}</Pass></Server>\nwhy does the upload fail with 530?",
      S=[fenc], L=["ftp.kleinbaeckerei.de"])
    # 94 shopify token
    shp = "shpat_" + rhex(32)
    K("shopify-admin-token", "en", "Shopify Admin API access token.",
      f"headers = {{\"X-Shopify-Access-Token\": \"{shp}\"}}\nGraphQL (API version 2024-07) returns 'Access denied for orders field'. scopes issue?",
      S=[shp], L=["2024-07"])
    # 95 redis url
    rpw2 = rs(ALNUM, 24)
    K("redis-url-celery", "en", "Redis password inside a broker URL.",
      f"CELERY_BROKER_URL=rediss://default:{rpw2}@redis-15234.c9.us-east-1-2.ec2.cloud.redislabs.com:15234/0\ncelery worker hangs on 'Connecting to'",
      S=[rpw2], L=["redis-15234.c9.us-east-1-2.ec2.cloud.redislabs.com"])


FA_DIG = "۰۱۲۳۴۵۶۷۸۹"
AR_DIG = "٠١٢٣٤٥٦٧٨٩"


def to_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() and c in DIG else c for c in s)


RU_MAP = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm"))


def ru_layout(word):
    return "".join(RU_MAP[c] for c in word)


def fr_vat(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def _cif_full():
    body = rs(DIG, 7)
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        x = int(body[i]) * 2
        b += x // 10 + x % 10
    return "B" + body + str((10 - (a + b) % 10) % 10)


def intl_cases():
    # ------------------------------------------------------------- German
    stid = de_steuerid()
    mine = iban("DE", bban_de())
    fa = iban("DE", "70050000" + rs(DIG, 10))
    K("de-steuer-id-erstattung", "de", "Steuer-ID and own IBAN are secrets; the tax office's IBAN is public.",
      f"Kannst du mir bei der Anlage N helfen? Meine Steuer-ID ist {stid}, die Erstattung soll auf mein Konto {grp4(mine)}. Auf dem Bescheid steht noch die IBAN vom Finanzamt München, {grp4(fa)} – muss ich die irgendwo eintragen?",
      S=[stid, grp4(mine)], L=[grp4(fa)])
    fk = " ".join(rs(DIG, 4) for _ in range(5))
    K("de-fritzbox-wlan-key", "de", "20-digit FRITZ!Box Wi-Fi key; model name is not a secret.",
      f"Meine Eltern haben eine FRITZ!Box 7590 AX. Der WLAN-Netzwerkschlüssel auf der Unterseite lautet {fk}. Wie verbinde ich ihren Drucker am besten, per WPS oder mit dem Schlüssel?",
      S=[fk], L=["FRITZ!Box 7590 AX"])
    aus = de_ausweis()
    epin = pin(6)
    epuk = rs(DIG, 10)
    K("de-ausweis-pin-puk", "de", "ID card number, eID PIN and PUK.",
      f"Die AusweisApp meldet immer \"Karte gesperrt\". Ich schick dir gleich die Daten vom Ausweis.\n---\nAusweisnummer {aus}, die sechsstellige PIN habe ich letztes Jahr auf {epin} geändert, PUK aus dem Brief: {epuk}. Kann ich die PIN selbst zurücksetzen? AusweisApp ist Version 2.1.0.",
      S=[aus, epin, epuk], L=["2.1.0"])
    dhl = "00340434" + rs(DIG, 12)
    re_ = "RE-" + str(R.randint(2023, 2024)) + "-" + rdig(5)
    kd = "KD" + rdig(7)
    K("de-dhl-reklamation", "de", "Tracking, invoice and customer numbers only.",
      f"Mein DHL-Paket mit der Sendungsnummer {dhl} hängt seit sechs Tagen im Paketzentrum Bremen. Rechnungsnummer {re_}, Kundennummer {kd}. Schreib mir bitte eine freundliche, aber bestimmte Mail an den Händler.",
      L=[dhl, re_, kd])
    # ------------------------------------------------------------- French
    nir = fr_nir()
    mut = rdig(9)
    K("fr-numero-secu-mutuelle", "fr", "NIR (social security number) and mutual insurance member number.",
      f"Je dois remplir le formulaire de la CPAM pour rattacher ma fille. Mon numéro de sécu c'est {nir}, et mon numéro d'adhérent à la mutuelle {mut}. La clé, c'est bien les deux derniers chiffres ? Sinon j'appelle le 36 46.",
      S=[nir, mut], L=["36 46"])
    digi = R.choice("AB") + rs(DIG, 4)
    hm = "HM" + rs(UP + DIG, 8)
    bac = pin(4)
    K("fr-airbnb-digicode", "fr", "Building door code and key-box code for guests.",
      f"Tu peux me rédiger le message d'accueil pour l'Airbnb ? Digicode de l'immeuble : {digi}, ensuite la porte vitrée s'ouvre avec le badge qui est dans la boîte à clés (code {bac}), 3e étage à gauche. Le Wi-Fi est noté sur le frigo. Rappelle le numéro de réservation {hm}.",
      S=[digi, bac], L=[hm])
    fri = iban("FR", bban_fr())
    K("fr-rib-caution", "fr", "Own IBAN is a secret; the bank's BIC is public.",
      f"Voici mon RIB pour le remboursement de la caution : IBAN {grp4(fri)}, BIC BNPAFRPPXXX. Le propriétaire me demande aussi l'adresse de l'agence, c'est normal ?",
      S=[grp4(fri)], L=["BNPAFRPPXXX"])
    siret = fr_siret()
    siren = siret.replace(" ", "")[:9]
    tva = fr_vat(siren)
    fac = "F" + str(R.randint(2023, 2024)) + "-" + rdig(4)
    K("fr-facture-siret-tva", "fr", "Company SIRET and VAT number, invoice number.",
      f"J'ai reçu la facture n° {fac} de Plomberie Martin (SIRET {siret}, TVA intracom {tva}) pour 480 €. Comment vérifier que l'entreprise existe vraiment ?",
      L=[fac, siret, tva])
    # ------------------------------------------------------------- Spanish
    dni = es_dni()
    clave = pw_human(["girasol", "mandarina", "tortuga", "castillo", "palmera", "sardina"])
    K("es-dni-clave", "es", "DNI and the Cl@ve password.",
      f"Estoy intentando pedir cita previa. Me piden DNI y fecha de validez: mi DNI es {dni}, caduca el 14/06/2029. Y la contraseña de Cl@ve que puse es {clave}. ¿Por qué me sale 'datos incorrectos'?",
      S=[dni, clave], L=["14/06/2029"])
    esi = iban("ES", bban_es())
    K("es-iban-casero", "es", "Own IBAN is secret; the bank's SWIFT is public.",
      f"Mi casero quiere domiciliar el alquiler y me pide el IBAN: {grp4(esi)}. ¿Le paso también el SWIFT CAIXESBBXXX o no hace falta?",
      S=[grp4(esi)], L=["CAIXESBBXXX"])
    sms = otp(6)
    K("es-sms-codigo-compra", "es", "One-time purchase confirmation code; amount is not a secret.",
      f"Me ha llegado este SMS: \"Tu codigo para confirmar la compra de 89,90 EUR en AMAZON es {sms}. No lo compartas con nadie.\" Yo no he comprado nada. ¿Qué hago?",
      S=[sms], L=["89,90 EUR"])
    cif = _cif_full()
    ped = "PED-" + rdig(6)
    K("es-factura-cif-pedido", "es", "Company CIF and order number.",
      f"La empresa Reformas Hermanos Gil S.L. (CIF {cif}) no me ha devuelto la señal del pedido {ped}. Redáctame una reclamación formal, por favor.",
      L=[cif, ped])
    # ------------------------------------------------------------- Portuguese
    cpf = br_cpf()
    prot = "2024" + rs(DIG, 10)
    gov = pw_human(["jabuticaba", "flamengo", "saudade", "cachorro", "mangueira"])
    K("pt-br-cpf-govbr", "pt", "CPF and gov.br password.",
      f"Tô tentando entrar no gov.br pra ver minha restituição. CPF {cpf}, a senha que eu criei é {gov}. Diz que o acesso está bloqueado, o que eu faço? Já abri chamado, protocolo {prot}.",
      S=[cpf, gov], L=[prot])
    cpf2 = br_cpf()
    evp = ruuid()
    K("pt-br-pix-chaves", "pt", "User's CPF (a national id) vs a seamstress's random Pix key, which is shared to receive money.",
      f"Minha mãe vai me mandar um Pix, minha chave é o CPF {cpf2}. E pra pagar a costureira a chave aleatória dela é {evp}. Tem limite de valor à noite?",
      S=[cpf2], L=[evp])
    nif = pt_nif("12")
    pti = iban("PT", "0035" + rs(DIG, 17))
    nif_emp = pt_nif("5")
    K("pt-pt-irs-nif", "pt", "Own NIF and IBAN vs employer's NIF.",
      f"Estou a preencher a declaração de IRS. O meu NIF é {nif} e o IBAN para o reembolso é {grp4(pti)}. O NIF da entidade patronal é {nif_emp}, onde é que isso entra?",
      S=[nif, grp4(pti)], L=[nif_emp])
    cnpj = br_cnpj()
    linha = "%s.%s %s.%s %s.%s %s %s" % (rdig(5), rs(DIG, 5), rs(DIG, 5), rs(DIG, 6), rs(DIG, 5), rs(DIG, 6), rdig(1), rs(DIG, 14))
    K("pt-br-boleto-cnpj", "pt", "Company CNPJ and boleto payment line.",
      f"Recebi um boleto da Escola Pequeno Príncipe, CNPJ {cnpj}, linha digitável {linha}. Como eu confiro se não é golpe?",
      L=[cnpj, linha])
    # ------------------------------------------------------------- Russian
    ser = "%02d %02d" % (R.randint(10, 99), R.randint(0, 99))
    num = rs(DIG, 6)
    passport = ser + " " + num
    snils = ru_snils()
    inn = ru_inn12()
    kp = "%03d-%03d" % (R.randint(100, 999), R.randint(0, 999))
    K("ru-passport-snils-inn", "ru", "Passport series/number, SNILS and personal INN.",
      f"Помоги заполнить заявление на налоговый вычет за лечение. Паспорт: {passport}, выдан ГУ МВД по г. Москве, код подразделения {kp}. СНИЛС {snils}, ИНН {inn}. Что ещё нужно приложить?",
      S=[passport, snils, inn], L=[kp])
    code = otp(6)
    last = rdig(4)
    K("ru-sms-code-scam", "ru", "SMS transfer confirmation code; masked card is not a secret.",
      f"Пришла смс: «Код для подтверждения перевода 15 000 р. с карты *{last}: {code}. Никому не сообщайте код». А мне звонят из «службы безопасности банка» и просят его продиктовать. Это мошенники?",
      S=[code], L=["*" + last])
    w = R.choice(["привет", "солнышко", "котенок", "малина", "ромашка"])
    lay = ru_layout(w) + str(R.randint(1970, 2012))
    K("ru-wrong-layout-password", "ru", "Password typed as a Russian word in the Latin layout.",
      f"Не могу зайти в почту на новом ноутбуке. Пароль {lay} — это слово «{w}» в английской раскладке и год. Может, там раскладка по умолчанию другая? Outlook пишет ошибку 0x800CCC0E.",
      S=[lay], L=["0x800CCC0E"])
    rsch = "40817810" + rs(DIG, 12)
    K("ru-zarplata-rekvizity", "ru", "Own current account is secret; the bank's BIK and correspondent account are public.",
      f"Бухгалтерия просит реквизиты для зарплаты, сейчас скопирую из приложения банка.\n---\nПолучатель: Смирнова Ольга Викторовна, р/с {rsch}, БИК 044525225, к/с 30101810400000000225. Этого хватит?",
      S=[rsch], L=["044525225", "30101810400000000225"])
    trk = s10("RA", "RU")
    oz = "%s-%s" % (rdig(8), rs(DIG, 4))
    K("ru-posylka-trek", "ru", "Postal tracking and marketplace order numbers.",
      f"Посылка с трек-номером {trk} уже две недели «прибыла в место вручения», но извещения нет. Номер заказа на Ozon {oz}. Что написать в поддержку?",
      L=[trk, oz])
    # ------------------------------------------------------------- Chinese
    cid = cn_id()
    lphone = "139 %s %s" % (rs(DIG, 4), rs(DIG, 4))
    cny = "622202" + rs(DIG, 12)
    cny = cny + luhn_digit(cny)
    K("zh-zufang-shenfenzheng", "zh", "Resident ID number and own bank card (19 digits).",
      f"帮我看一下这份租房合同的乙方信息写得对不对：乙方 王磊，身份证号 {cid}，押金退还至工商银行卡 {cny}。甲方是房东李女士，电话{lphone}。",
      S=[cid, cny], L=[lphone])
    zf = pin(6)
    wifi = "wl" + rs(DIG, 8)
    K("zh-zhifu-mima-wifi", "zh", "Payment password and home Wi-Fi password.",
      f"我老是忘，你帮我记一下：微信支付密码 {zf}，家里WiFi（名字叫ChinaNet-5G）密码是 {wifi}。以后我问你就告诉我。",
      S=[zf, wifi], L=["ChinaNet-5G"])
    yzm = otp(6)
    K("zh-yanzhengma-sms", "zh", "Bank SMS verification code.",
      f"这条短信是真的吗？【招商银行】您的验证码为{yzm}，您正在进行网上支付，5分钟内有效，请勿泄露。刚才有人打电话说是客服，让我把验证码报给他。我要不要打95555问一下？",
      S=[yzm], L=["95555"])
    sf = "SF" + rdig(13)
    tb = rdig(19)
    K("zh-kuaidi-dingdan", "zh", "Courier waybill and shop order numbers.",
      f"我的顺丰单号是{sf}，淘宝订单号{tb}，显示已签收但是我根本没收到，应该找谁投诉？",
      L=[sf, tb])
    # ------------------------------------------------------------- Japanese
    mn = jp_mynumber()
    mnf = mn[:4] + " " + mn[4:8] + " " + mn[8:]
    jpin = pin(4)
    K("ja-mynumber-pin", "ja", "My Number and the card's 4-digit PIN.",
      f"マイナンバーカードの電子証明書の更新をしています。個人番号は{mnf}、利用者証明用の暗証番号（4桁）は{jpin}です。署名用パスワードを忘れてしまったのですが、コールセンター（0120-95-0178）に電話すべきですか？",
      S=[mnf, jpin], L=["0120-95-0178"])
    kari = rs(UP + LO + DIG, 10)
    toi = "RC" + rdig(9)
    K("ja-kari-password-mail", "ja", "Temporary password in a pasted e-mail.",
      f"このメールは本物でしょうか？\n「【楽天カード】ご本人様確認のため、以下の仮パスワードで会員ページにログインしてください。仮パスワード：{kari}　有効期限：24時間　お問い合わせ番号：{toi}」",
      S=[kari], L=[toi])
    ten = rdig(3, "1234567")
    kz = rdig(7, "0123456789")
    K("ja-kyuyo-furikomi", "ja", "Own account number is secret; the branch number is the bank's.",
      f"会社から給与振込先を聞かれました。次のメッセージで口座を送ります。\n---\n三菱UFJ銀行 渋谷支店（店番{ten}） 普通預金 口座番号{kz} 名義はヤマダ ハナコです。これで伝わりますか？",
      S=[kz], L=[ten])
    hj = jp_corp()
    chu = rdig(3) + "-" + rs(DIG, 7)
    K("ja-hojin-bango", "ja", "Corporate number (public), order number and postal code.",
      f"取引先（株式会社ミドリ商事）の法人番号は{hj}、注文番号は{chu}です。請求書に法人番号も載せたほうがいいですか？ 住所は〒150-0002です。",
      L=[hj, chu, "150-0002"])
    # ------------------------------------------------------------- Korean
    rrn = kr_rrn()
    jsb = "%s-%s" % (rdig(3), rs(DIG, 8))
    kb_ = "%s-%s-%s" % (rdig(6), rs(DIG, 2), rs(DIG, 6))
    K("ko-rrn-account", "ko", "Resident registration number and own bank account.",
      f"연말정산 서류 쓰는데 주민등록번호 {rrn} 이렇게 하이픈 넣어서 쓰는 거 맞아? 그리고 환급받을 계좌는 국민은행 {kb_}이야. 작년 접수번호는 {jsb}였어.",
      S=[rrn, kb_], L=[jsb])
    cert = pw_random(12)
    cser = rhex(8)
    kotp = otp(6)
    K("ko-cert-password-otp", "ko", "Certificate password and OTP code.",
      f"공동인증서 비밀번호를 {cert}로 바꿨는데 홈택스에서 계속 '비밀번호 오류'가 떠요. OTP 번호 {kotp}도 넣었는데 안 돼요. 뭐가 문제일까요? 인증서 일련번호는 {cser}이에요.",
      S=[cert, kotp], L=[cser])
    song = rdig(12, "56")
    biz = kr_biz()
    K("ko-tracking-biznum", "ko", "Waybill number and seller's business registration number.",
      f"택배 운송장번호 {song} 조회가 3일째 안 돼요. 판매자 사업자등록번호는 {biz}인데 연락이 안 되네요. 어디에 신고하면 돼요?",
      L=[song, biz])
    # ------------------------------------------------------------- Arabic
    eid = ae_eid()
    treq = rdig(14)
    aei = iban("AE", "033" + rs(DIG, 16))
    K("ar-emirates-id-iban", "ar", "Emirates ID number and own IBAN.",
      f"أريد تجديد الإقامة وتحويل الراتب لحساب جديد. رقم الهوية الإماراتية {eid} ورقم الآيبان {aei}. هل أحتاج شهادة راتب من الشركة؟ رقم طلب التجديد {treq}.",
      S=[eid, aei], L=[treq])
    aotp = to_digits(otp(6), AR_DIG)
    aamt = to_digits("%d٬%03d" % (R.randint(1, 9), R.randint(0, 999)), AR_DIG)
    K("ar-otp-arabic-digits", "ar", "OTP written in Arabic-Indic digits.",
      f"وصلتني هذه الرسالة: «رمز التحقق لعملية شراء بقيمة {aamt} درهم هو {aotp}. لا تشارك هذا الرمز مع أي شخص.» والآن شخص يتصل ويقول إنه من البنك ويطلب الرمز. ماذا أفعل؟",
      S=[aotp], L=[aamt + " درهم"])
    noon = "N" + rdig(11)
    awb = rdig(10)
    K("ar-noon-order-swift", "ar", "Order, waybill numbers and a bank's SWIFT code.",
      f"طلبت سماعة من نون ورقم الطلب {noon}، ورقم الشحنة {awb}، ووصلتني مكسورة. البنك طلب رمز السويفت لبنك الإمارات دبي الوطني وهو EBILAEAD. كيف أسترجع المبلغ؟",
      L=[noon, awb, "EBILAEAD"])
    # ------------------------------------------------------------- Persian
    melli = to_digits(ir_melli(), FA_DIG)
    ircard = card(bin_="603799")
    ircf = "-".join(ircard[i:i + 4] for i in range(0, 16, 4))
    ramz2 = rs(DIG, 8)
    fatel = to_digits("021-" + rdig(8), FA_DIG)
    K("fa-melli-card-ramz", "fa", "National code in Persian digits, own card number and dynamic second password.",
      f"می‌خواهم ثبت‌نام سامانه را تمام کنم. کد ملی من {melli} است، شماره کارت {ircf} و رمز دوم پویا که پیامک شد {ramz2}. چرا خطا می‌دهد؟ شماره پشتیبانی {fatel} هم جواب نمی‌دهد.",
      S=[melli, ircf, ramz2], L=[fatel])
    shaba = iban("IR", "017" + rs(DIG, 19))
    pey = rdig(12)
    K("fa-shaba-peygiri", "fa", "Own Sheba (IBAN) is secret; the transaction tracking number is a reference.",
      f"برای واریز حقوق، شماره شبای خودم را {shaba} دادم و حسابداری گفت شماره پیگیری {pey} است. ولی هنوز پولی نیامده. باید چکار کنم؟",
      S=[shaba], L=[pey])
    # ------------------------------------------------------------- Hebrew
    tz = il_tz()
    snif = rdig(3)
    hsh = rdig(6)
    K("he-tofes-101", "he", "Israeli ID and own bank account; branch number is the bank's.",
      f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי {tz}, חשבון בנק לאומי מספר {hsh} בסניף {snif}. איפה רושמים את נקודות הזיכוי?",
      S=[tz, hsh], L=[snif])
    dl = pin(4)
    az = pin(4)
    while az == dl:
        az = pin(4)
    hp = "51" + rs(DIG, 6)
    for c in DIG:
        t = hp + c
        s = 0
        for i, ch in enumerate(t):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            s += v // 10 + v % 10
        if s % 10 == 0:
            hp = t
            break
    K("he-neighbor-codes", "he", "Door and alarm codes for a neighbour; the gardener's company number is public.",
      f"תכתוב הודעה קצרה לשכן שמשקה לנו את העציצים בזמן שאנחנו בחו\"ל: הקוד לדלת הכניסה {dl}#, קוד האזעקה {az}. ואם הגנן מגיע – החשבונית שלו (ח.פ. {hp}) כבר שולמה.",
      S=[dl, az], L=[hp])
    # ------------------------------------------------------------- Hindi
    aad = aadhaar()
    pan = in_pan()
    K("hi-aadhaar-pan-link", "hi", "Aadhaar and PAN.",
      f"पैन-आधार लिंक करना है। मेरा आधार नंबर {aad} है और पैन {pan} है। पोर्टल पर 'name mismatch' क्यों आ रहा है? ₹1,000 की लेट फीस भी भर दी है।",
      S=[aad, pan], L=["₹1,000"])
    upi = pin(6)
    shop = R.choice(["sharmakirana", "guptagen", "balajimobile"]) + rdig(2) + "@okaxis"
    ifsc = "SBIN000" + rdig(4)
    K("hi-upi-pin-shop", "hi", "UPI PIN is secret; a shop's UPI id and a bank IFSC are public.",
      f"दुकान वाले का UPI ID {shop} है, उसे 450 रुपये भेजने हैं। मेरा UPI PIN {upi} है, फिर भी 'transaction declined' आ रहा है। मेरे बैंक का IFSC {ifsc} है, क्या दिक्कत हो सकती है?",
      S=[upi], L=[shop, ifsc, "450 रुपये"])
    pnr = R.choice("2468") + rs(DIG, 9)
    K("hi-rail-pnr", "hi", "Railway PNR and train number.",
      f"मेरा PNR {pnr} है, ट्रेन नंबर 12951 मुंबई राजधानी। वेटिंग लिस्ट 14 पर है, क्या चार्ट बनने तक कन्फर्म हो जाएगा?",
      L=[pnr, "12951"])
    # ------------------------------------------------------------- Ukrainian
    rn = ua_rnokpp()
    pc = card(bin_="516875")
    K("uk-rnokpp-card", "uk", "Ukrainian taxpayer number and own card.",
      f"Заповнюю декларацію через Дію. Мій РНОКПП {rn}, а повернення має прийти на картку ПриватБанку {fmt_card(pc)}. Я все правильно вказав? МФО банку 305299.",
      S=[rn, fmt_card(pc)], L=["305299"])
    dpw = pw_human(["kalyna", "sonechko", "vyshnia", "lelka", "barvinok"])
    kpin = pin(4)
    uatel = "%s %s %s" % (rdig(3), rs(DIG, 2), rs(DIG, 2))
    K("uk-mama-diia", "uk", "Mother's Diia password and card PIN entrusted to the user.",
      f"Допоможи написати мамі зрозумілу інструкцію великими літерами: пароль від її Дії {dpw}, ПІН-код картки {kpin}. Вона все забуває, а я далеко. Її номер +380 67 {uatel}, якщо що.",
      S=[dpw, kpin], L=["+380 67 " + uatel])
    ttn = R.choice(["2045", "5900"]) + rs(DIG, 10)
    edr = rdig(8, "34")
    K("uk-nova-poshta-ttn", "uk", "Nova Poshta waybill and a seller's EDRPOU code.",
      f"Посилка Нової пошти, ТТН {ttn}, уже тиждень «у дорозі». Продавець — ТОВ «Теплий дім», код ЄДРПОУ {edr}. Як написати претензію?",
      L=[ttn, edr])
    # ------------------------------------------------------------- Polish
    ps = pesel()
    zus = "800P/" + rdig(6) + "/2023"
    bpw = pw_human(["kotek", "pierogi", "wiewiorka", "truskawka", "bursztyn"])
    K("pl-pesel-haslo", "pl", "PESEL and online-banking password.",
      f"Wypełniam wniosek o 800+ przez bank. Mój PESEL to {ps}, hasło do bankowości {bpw}. Czy muszę podawać też PESEL dziecka, jeśli ma dopiero miesiąc? Poprzedni wniosek miał numer {zus}.",
      S=[ps, bpw], L=[zus])
    blik = otp(6)
    pltel = "%s %s %s" % (rdig(3, "5678"), rs(DIG, 3), rs(DIG, 3))
    K("pl-blik-kolega", "pl", "BLIK code is a one-time payment code.",
      f"Kolega z Messengera prosi o kod BLIK na 200 zł, mówi, że odda jutro. Wygenerowałem już {blik}. Podać mu go? Jego numer to {pltel}.",
      S=[blik], L=[pltel])
    nip = nip_pl()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    inpost = rs(DIG, 24)
    K("pl-nip-inpost", "pl", "Company NIP and an InPost parcel number.",
      f"Faktura od firmy Kowalski i Syn Sp. z o.o., NIP {nipf}, numer przesyłki InPost {inpost}. Paczkomat pokazuje 'odebrana', a ja jej nie mam. Co robić?",
      L=[nipf, inpost])
    # ------------------------------------------------------------- Czech
    rc = cz_rc()
    cu = "%s-%s/0100" % (rdig(2), rdig(10))
    K("cs-rodne-cislo-ucet", "cs", "Birth number and own bank account.",
      f"Potřebuju vyplnit přihlášku ke zdravotní pojišťovně. Rodné číslo {rc}, číslo účtu pro přeplatky {cu} (Komerční banka). Píše se rodné číslo s lomítkem? Pojišťovna je VZP, kód 111.",
      S=[rc, cu], L=["VZP"])
    ico = cz_ico()
    vs = rdig(10)
    cpw = pw_random(11)
    K("cs-ico-vs-heslo", "cs", "Portal password is secret; company IČO and payment variable symbol are not.",
      f"Napiš dodavateli e-mail: IČO naší firmy je {ico}, platbu pošleme s variabilním symbolem {vs}. A heslo k jejich portálu je {cpw} – to do mailu nepiš, jen si ho zapamatuj.",
      S=[cpw], L=[ico, vs])
    # ------------------------------------------------------------- Italian
    cf = it_cf(rs("BCDFGLMNPRSTVZ", 3), rs("BCDFGLMNPRSTVZ", 3), R.randint(60, 99), R.choice("ABCDEHLMPRST"),
               R.randint(1, 28) + R.choice([0, 40]), R.choice(["H501", "F205", "L219", "A944", "G273"]))
    ts = "80380" + rs(DIG, 15)
    K("it-codice-fiscale-tessera", "it", "Codice fiscale and health card number.",
      f"Devo scegliere il medico di base sul portale della regione. Il mio codice fiscale è {cf} e il numero della tessera sanitaria {ts}. La tessera scade il 31/12/2029. Mi dà errore 'dati non congruenti', perché?",
      S=[cf, ts], L=["31/12/2029"])
    bpin = pin(5)
    nv = "800 %s %s" % (rdig(3), rs(DIG, 3))
    iti = iban("IT", R.choice(UP) + "03069" + rs(DIG, 5) + rs(DIG, 12))
    K("it-bancomat-bloccato", "it", "Card PIN and own IBAN in an e-mail draft.",
      f"Mi aiuti a scrivere una mail alla banca? Ho bloccato il bancomat sbagliando il PIN tre volte, eppure il PIN è {bpin}. Il conto è {grp4(iti)}. Vorrei sbloccarlo senza andare in filiale, il numero verde {nv} non risponde mai.",
      S=[bpin, grp4(iti)], L=[nv])
    piva = it_piva()
    ordn = "ORD" + rdig(7)
    K("it-partita-iva-ordine", "it", "Company VAT number and order number.",
      f"Ho una fattura della ditta Idraulica Rossi, partita IVA {piva}, per l'ordine {ordn}. Posso detrarla nel 730 come ristrutturazione?",
      L=[piva, ordn])
    # ------------------------------------------------------------- Dutch
    bsn = nl_bsn()
    digid = pw_human(["stroopwafel", "fietsbel", "tulpen", "hagelslag", "molen"])
    K("nl-bsn-digid", "nl", "BSN and DigiD password.",
      f"Kun je me helpen met de aangifte inkomstenbelasting? Mijn BSN is {bsn} en mijn DigiD-wachtwoord {digid}. De sms-code komt alleen niet aan. Moet ik de BelastingTelefoon (0800-0543) bellen?",
      S=[bsn, digid], L=["0800-0543"])
    nli = iban("NL", bban_nl())
    npin = pin(4)
    K("nl-briefje-zoon", "nl", "Son's card PIN and IBAN entrusted to the user.",
      f"Maak een briefje voor mijn zoon die op kamer gaat: pincode van zijn pas {npin}, rekeningnummer {grp4(nli)}. En dat hij de huur van €485 op de 1e moet betalen, kamer in postcode 3581 KP.",
      S=[npin, grp4(nli)], L=["€485", "3581 KP"])
    kvk = rdig(8)
    btw = nl_vat()
    fact = str(R.randint(2023, 2024)) + "-" + rdig(4, "0")
    K("nl-kvk-btw-factuur", "nl", "Chamber of commerce, VAT and invoice numbers of a bakery.",
      f"Bakkerij De Korenschoof staat op de factuur met KvK {kvk} en btw-nummer {btw}, factuurnummer {fact}. Klopt het formaat van dat btw-nummer?",
      L=[kvk, btw, fact])
    # ------------------------------------------------------------- Swedish
    pn = se_pnr()
    clr = R.choice(["8327", "6152", "3300", "5440"]) + "-" + rdig(1)
    skto = rdig(10)
    K("sv-fk-personnummer-konto", "sv", "Personal number and own account; clearing number is the bank's.",
      f"Hjälp mig skriva till Försäkringskassan om att byta konto. Mitt personnummer är {pn} och ersättningen ska in på clearingnummer {clr}, kontonummer {skto}.",
      S=[pn, skto], L=[clr])
    port = pin(4)
    nb = pin(4)
    while nb == port:
        nb = pin(4)
    port2 = pin(4)
    while port2 in (port, nb):
        port2 = pin(4)
    K("sv-portkod-hantverkare", "sv", "Entry code and key-cabinet code for a tradesman.",
      f"Skriv ett sms till hantverkaren: portkoden är {port}, lägenhet 1102 på plan 4, nyckeln ligger i nyckelskåpet vid hissen med koden {nb}. Katten får inte gå ut!\n---\nRättelse: föreningen bytte portkod i måndags, den nya är {port2}.",
      S=[port, nb, port2], L=["1102"])
    bg = "%s-%s" % (rdig(3, "5"), rs(DIG, 4))
    ocr = se_ocr()
    swish = "123 " + rdig(3) + " " + rs(DIG, 2) + " " + rs(DIG, 2)
    K("sv-bankgiro-ocr-swish", "sv", "Bankgiro, OCR reference and a club's Swish number.",
      f"Fakturan från Elbolaget ska betalas till bankgiro {bg} med OCR-nummer {ocr}. Kan jag swisha i stället? Föreningens Swish-nummer är {swish}.",
      L=[bg, ocr, swish])
    # ------------------------------------------------------------- Danish
    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rs(DIG, 4))
    reg = rdig(4)
    dk = rdig(10)
    K("da-cpr-kommune", "da", "CPR number and own account; reg. number is the bank's.",
      f"Kan du skrive en mail til kommunen om boligstøtten? Mit CPR-nummer er {cpr}, og pengene skal ind på reg.nr. {reg} kontonr. {dk}.",
      S=[cpr, dk], L=[reg])
    cvr = dk_cvr()
    fnr = rdig(5)
    mid = pw_human(["rugbroed", "hygge", "vikingeskib", "smoerrebroed", "lakrids"])
    K("da-mitid-cvr-faktura", "da", "MitID password is secret; company CVR and invoice number are not.",
      f"Tømrer Hansen ApS (CVR {cvr}) har sendt faktura nr. {fnr} til min e-Boks. Min MitID-adgangskode er {mid}, men appen siger hele tiden 'forkert'. Hvad gør jeg?",
      S=[mid], L=[cvr, fnr])
    # ------------------------------------------------------------- Norwegian
    fn = no_fnr()
    saks = "%d/%s" % (R.randint(2019, 2023), rdig(5))
    kn = bban_no()
    knf = kn[:4] + "." + kn[4:6] + "." + kn[6:]
    K("nb-fodselsnummer-kontonr", "nb", "National identity number and own account number.",
      f"Jeg skal søke om studielån på nytt. Fødselsnummeret mitt er {fn}, og pengene skal inn på kontonummer {knf}. Må jeg legge ved noe mer? Saksnummeret fra i fjor var {saks}.",
      S=[fn, knf], L=[saks])
    org = no_orgnr()
    kid = no_kid()
    bid = pw_random(10)
    K("nb-bankid-kid-orgnr", "nb", "BankID password is secret; company org. number and KID are not.",
      f"Faktura fra Rørlegger Berg AS, org.nr. {org}, KID {kid}. Når jeg skal betale i nettbanken låser BankID seg, selv om passordet er {bid}. Hva kan være galt?",
      S=[bid], L=[org, kid])
    # ------------------------------------------------------------- Finnish
    het = fi_hetu()
    fii = iban("FI", bban_fi())
    K("fi-hetu-kela-tili", "fi", "Personal identity code and own IBAN; bank BIC is public.",
      f"Kela pyytää henkilötunnusta ja tilinumeroa. Henkilötunnukseni on {het} ja tili {grp4(fii)}. Kumpaan kenttään BIC NDEAFIHH kuuluu?",
      S=[het, grp4(fii)], L=["NDEAFIHH"])
    yt = fi_ytunnus()
    vn = fi_viite()
    avl = pin(4)
    K("fi-avainluku-lasku", "fi", "Key-list code is secret; company id and reference number are not.",
      f"Laskussa lukee: saaja Putkityö Virtanen Oy, Y-tunnus {yt}, viitenumero {vn}. Pankki kysyy avainlukua kohdasta 37, listassani siinä on {avl}. Onko tämä turvallista tehdä puhelimella?",
      S=[avl], L=[yt, vn])
    # ------------------------------------------------------------- Hungarian
    taj = hu_taj()
    tajf = taj[:3] + " " + taj[3:6] + " " + taj[6:]
    ado = hu_adoazon()
    hutel = "%s %s" % (rdig(3), rs(DIG, 4))
    K("hu-taj-adoazonosito", "hu", "Health insurance (TAJ) number and tax identification number.",
      f"Segíts kitölteni a háziorvosi bejelentkezőt: a TAJ-számom {tajf}, az adóazonosító jelem {ado}. A lakcímkártyát is kérik? A rendelő száma +36 1 {hutel}.",
      S=[tajf, ado], L=["+36 1 " + hutel])
    cg = "01-09-" + rdig(6)
    rend = rdig(9)
    hpw = pw_human(["pogacsa", "balaton", "paprika", "dunakanyar", "kiskutya"])
    K("hu-netbank-cegjegyzek", "hu", "Netbank password is secret; company registry and order numbers are not.",
      f"A Kovács és Társa Kft. (cégjegyzékszám {cg}) nem küldte ki a {rend} számú rendelést. Visszautalást kérnék, de a netbank nem enged be, pedig a jelszavam {hpw}. Mit rontok el?",
      S=[hpw], L=[cg, rend])
    # ------------------------------------------------------------- Romanian
    cnp = ro_cnp()
    reg = rdig(5) + "/2023"
    roi = iban("RO", R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UP + DIG, 16))
    K("ro-cnp-alocatie", "ro", "CNP and own IBAN.",
      f"Completez cererea pentru alocația copilului. CNP-ul meu este {cnp}, iar IBAN-ul în care vreau banii e {roi}. Trebuie și extras de cont? Cererea de anul trecut avea numărul de înregistrare {reg}.",
      S=[cnp, roi], L=[reg])
    cui = "RO" + ro_cui()
    cmd = rdig(7)
    rpin = pin(4)
    K("ro-pin-factura-cui", "ro", "Card PIN is secret; company CUI and order number are not.",
      f"Am primit factura de la Instal Pro SRL, CUI {cui}, pentru comanda nr. {cmd}. Am vrut să plătesc la bancomat dar îmi respinge PIN-ul {rpin}. E posibil să fie blocat cardul?",
      S=[rpin], L=[cui, cmd])
    # ------------------------------------------------------------- Greek
    amka = gr_amka()
    afm = gr_afm("01")
    K("el-amka-afm-rantevou", "el", "Social security number (AMKA) and tax number (AFM).",
      f"Θέλω να κλείσω ραντεβού για εμβόλιο. Ο ΑΜΚΑ μου είναι {amka} και ο ΑΦΜ {afm}. Χρειάζομαι και αριθμό ταυτότητας; Στο 1566 δεν απαντάει κανείς.",
      S=[amka, afm], L=["1566"])
    afm_co = gr_afm("09")
    par = rdig(8)
    tx = pw_random(10)
    K("el-taxisnet-afm-etaireias", "el", "Taxisnet password is secret; a company AFM and order number are not.",
      f"Η εταιρεία ΤΕΧΝΙΚΗ ΑΕ (ΑΦΜ {afm_co}) δεν μου έχει στείλει ακόμα τιμολόγιο για την παραγγελία {par}. Προσπαθώ να το βρω στο myDATA αλλά ο κωδικός μου στο Taxisnet, {tx}, δεν γίνεται δεκτός.",
      S=[tx], L=[afm_co, par])
    # ------------------------------------------------------------- Turkish
    tc = tr_tckn()
    hk = "EDV-" + rdig(4)
    edv = pw_human(["kedicik", "galatasaray", "lale", "simit", "ankara"])
    K("tr-tckn-edevlet", "tr", "TR identity number and e-Devlet password.",
      f"e-Devlet'e giremiyorum. TC kimlik no {tc}, şifrem {edv}. 'Şifremi unuttum' diyorum ama SMS gelmiyor, ekranda hata kodu {hk} çıkıyor. Ne yapmalıyım?",
      S=[tc, edv], L=[hk])
    tcard = card(bin_="454360")
    cvv = pin(3)
    tri = iban("TR", "00062" + "0" + rs(DIG, 16))
    K("tr-kart-kira-iban", "tr", "Own card and CVV are secret; the estate agency's IBAN is a payee identifier.",
      f"Kirayı ev sahibine göndermeden önce kendi kartımla küçük bir deneme yaptım ama olmadı: kart {fmt_card(tcard)}, SKT 05/27, CVV {cvv}. Emlak ofisinin IBAN'ı {grp4(tri)}. Havale mi daha iyi?",
      S=[fmt_card(tcard), cvv], L=[grp4(tri)])
    yk = rdig(12)
    vno = rdig(10)
    K("tr-kargo-vergi-no", "tr", "Cargo tracking and a seller's tax number.",
      f"Yurtiçi Kargo takip numaram {yk}, satıcının vergi numarası {vno}. Kargo beş gündür şubede bekliyor, nasıl şikâyet ederim?",
      L=[yk, vno])
    # ------------------------------------------------------------- Vietnamese
    cccd = "0" + rs(DIG, 2) + R.choice("01") + "%02d" % R.randint(60, 99) + rs(DIG, 6)
    vcb = "10" + rs(DIG, 8)
    K("vi-cccd-stk", "vi", "Citizen ID (CCCD) and own account number.",
      f"Mình cần điền hồ sơ vay tiêu dùng. Số CCCD của mình là {cccd}, số tài khoản Vietcombank {vcb}. Có cần ghi thêm ngày cấp 12/05/2021 không?",
      S=[cccd, vcb], L=["12/05/2021"])
    votp = otp(6)
    vwf = rs(LO, 6) + rs(DIG, 4)
    K("vi-otp-wifi", "vi", "SMS OTP and home Wi-Fi password.",
      f"Tin nhắn này có phải lừa đảo không: \"Ma OTP cua Quy khach la {votp}. Tuyet doi KHONG cung cap OTP cho bat ky ai.\" À, tiện ghi giùm mình mật khẩu Wi-Fi nhà là {vwf} vào ghi chú nhé. Tổng đài ngân hàng là 1900 545413 phải không?",
      S=[votp, vwf], L=["1900 545413"])
    spe = "24" + "%02d" % R.randint(1, 12) + "%02d" % R.randint(1, 28) + rs(UP + DIG, 8)
    spx = "SPXVN" + rdig(11, "0")
    K("vi-shopee-van-don", "vi", "Shop order number and waybill.",
      f"Đơn hàng Shopee mã {spe}, mã vận đơn {spx}, đã trễ 5 ngày. Viết giúp mình tin nhắn khiếu nại lịch sự nhé.",
      L=[spe, spx])
    # ------------------------------------------------------------- Thai
    thid = th_id()
    atm = pin(6)
    thtel = "%s-%s" % (rdig(3), rs(DIG, 4))
    K("th-id-atm", "th", "Thai national ID and ATM PIN.",
      f"ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อยค่ะ เลขบัตรประชาชน {thid} ส่วนรหัส ATM ที่อยากตั้งคือ {atm} ได้ไหมคะ เบอร์สาขาคือ 02-{thtel}",
      S=[thid, atm], L=["02-" + thtel])
    ems = s10("EF", "TH")
    mom = pw_random(10)
    K("th-parcel-mom-password", "th", "Mother's banking app password entrusted; postal tracking number is not.",
      f"พัสดุเลข {ems} ยังไม่ถึงเลย ช่วยเขียนข้อความถามไปรษณีย์ให้หน่อย แล้วก็จดไว้ให้ด้วยว่ารหัสผ่านแอปธนาคารของแม่คือ {mom} แม่ฝากไว้",
      S=[mom], L=[ems])
    # ------------------------------------------------------------- Indonesian
    nik = R.choice(["3171", "3273", "3578", "5171"]) + rs(DIG, 2) + "%02d%02d%02d" % (R.randint(1, 28) + R.choice([0, 40]), R.randint(1, 12), R.randint(70, 99)) + rs(DIG, 4)
    mpin = pin(6)
    ktel = "%s %s" % (rdig(4, "5678"), rs(DIG, 4))
    K("id-nik-pin", "id", "NIK and mobile-banking PIN.",
      f"Tolong bantu isi formulir BPJS Kesehatan ya. NIK saya {nik}, dan kalau ditanya PIN m-banking BCA saya {mpin}. Perlu foto KK juga nggak? Kantor cabangnya bisa ditelepon di (021) {ktel}.",
      S=[nik, mpin], L=["(021) " + ktel])
    iotp = otp(6)
    caller = "0812-%s-%s" % (rs(DIG, 4), rs(DIG, 4))
    ipw = pw_human(["kucing", "rendang", "merdeka", "bintang", "pelangi"])
    K("id-otp-tokopedia", "id", "OTP from SMS and e-mail password.",
      f"Dapat SMS: \"JANGAN BERIKAN KODE INI KEPADA SIAPAPUN. Kode OTP Anda {iotp} untuk masuk ke Tokopedia.\" Terus ada yang telepon minta kodenya. Yang telepon pakai nomor {caller}. Password email saya {ipw}, perlu diganti sekarang?",
      S=[iotp, ipw], L=[caller])
    resi = "JP" + rdig(10)
    invn = "INV/2024%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), rdig(10))
    K("id-resi-pesanan", "id", "Courier receipt number and marketplace invoice number.",
      f"Nomor resi J&T saya {resi}, nomor pesanan {invn}. Sudah seminggu statusnya 'dalam perjalanan'. Bagaimana cara komplain?",
      L=[resi, invn])
    # ------------------------------------------------------------- Tagalog
    gpin = pin(4)
    gotp = otp(6)
    K("tl-gcash-mpin-otp", "tl", "GCash MPIN and an unrequested OTP.",
      f"Paano ko papalitan ang GCash MPIN ko?\n---\nYung current ay {gpin}. Tapos may dumating na OTP {gotp} kanina pero hindi naman ako nag-request. Na-hack na ba ako? Tatawag ba ako sa hotline na 2882?",
      S=[gpin, gotp], L=["2882"])
    ctin = "%s-%s-%s-000" % (rdig(3), rs(DIG, 3), rs(DIG, 3))
    sss = "%s-%s-%s" % (rdig(2, "0123"), rs(DIG, 7), rs(DIG, 1))
    phl = "%s-%s-%s" % (rdig(2, "01"), rs(DIG, 9), rs(DIG, 1))
    K("tl-sss-philhealth", "tl", "SSS number and PhilHealth number.",
      f"Tulungan mo naman akong i-fill up yung form para sa bagong trabaho. SSS number ko {sss}, PhilHealth {phl}. Kailangan pa ba ng TIN? Yung TIN ng company namin ay {ctin}.",
      S=[sss, phl], L=[ctin])
    gref = rdig(13, "0123456789")
    K("tl-gcash-receipt-ref", "tl", "A receipt's Ref No. is a reference (settled case).",
      f"Nagpadala ako ng pera sa kapatid ko pero sabi niya wala pa. Ito yung resibo: \"Sent via GCash. Amount: PHP 2,500.00. Ref No. {gref}. Mar 8, 2024 3:15 PM.\" Paano ko ipapakita sa kanya na nabayaran ko na?",
      L=[gref, "PHP 2,500.00"])
    # ------------------------------------------------------------- Swahili
    mcode = rs(UP, 2) + rs(UP + DIG, 8)
    mpph = "07%02d%06d" % (R.randint(10, 99), R.randint(0, 999999))
    mpn = pin(4)
    K("sw-mpesa-ujumbe-pin", "sw", "M-Pesa confirmation code and M-Pesa PIN; sender phone is not.",
      f"Nimepokea ujumbe huu: \"{mcode} Imethibitishwa. Umepokea Ksh2,000.00 kutoka JUMA HASSAN {mpph} mnamo 12/3/24 saa 4:10 PM.\" Kisha mtu akapiga simu akisema nirudishe pesa. Je, ni halali? PIN yangu ya M-Pesa ni {mpn}, niibadilishe?",
      S=[mcode, mpn], L=[mpph, "Ksh2,000.00"])
    kid_ke = rdig(8, "23")
    ketel = "%s %s" % (rdig(3), rs(DIG, 4))
    kra = "A0" + rs(DIG, 8) + R.choice(UP)
    K("sw-kitambulisho-kra", "sw", "National ID number and KRA PIN (tax id).",
      f"Nisaidie kujaza fomu ya kazi mpya. Namba ya kitambulisho changu ni {kid_ke} na KRA PIN yangu ni {kra}. Wanauliza pia NHIF, ni lazima? Simu ya ofisi ya mwajiri ni 020 {ketel}.",
      S=[kid_ke, kra], L=["020 " + ketel])
    meter = "37" + rs(DIG, 9)
    till = rdig(6)
    K("sw-paybill-till", "sw", "Utility paybill, meter account and a shop till number.",
      f"Nimelipa bili ya KPLC kwa Paybill 888880, namba ya akaunti {meter}, lakini tokeni hazijaja. Na duka la jirani lina Till Number {till}, naweza kulipa huko?",
      L=["888880", meter, till])


# ================================================================ validation
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def hostile(ch, allow_nl):
    o = ord(ch)
    if ch == "\n":
        return not allow_nl
    if o < 0x20 or o == 0x7f or 0x80 <= o <= 0x9f:
        return True
    if o in (0x2028, 0x2029, 0xfeff, 0xfffe, 0xffff) or 0xd800 <= o <= 0xdfff:
        return True
    if o in (0x00a0, 0x200b, 0x200d, 0x2060):
        return True
    return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c, errs):
    cid = c["id"]

    def err(m):
        errs.append("%s: %s" % (cid, m))
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            err("missing or empty " + k)
            return
    if c["lang"] not in LANGS:
        err("unknown lang " + c["lang"])
    import re
    if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
        err("bad id")
    t = c["text"]
    for field, allow in (("id", False), ("lang", False), ("text", True), ("note", False)):
        if any(hostile(ch, allow) for ch in c[field]):
            err("hostile character in " + field)
    if t != t.strip():
        err("text has leading/trailing whitespace")
    S, L = c["secrets"], c["lookalikes"]
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        err("duplicate value in a list")
    if set(S) & set(L):
        err("value both secret and look-alike")
    if not S and not L:
        err("negative case without look-alikes")
    spans_s, spans_l = [], []
    for kind, vals, spans in (("secret", S, spans_s), ("lookalike", L, spans_l)):
        for v in vals:
            if not isinstance(v, str) or not v.strip() or v != v.strip():
                err("%s empty or padded: %r" % (kind, v))
                continue
            if any(hostile(ch, kind == "secret") for ch in v):
                err("hostile character in %s %r" % (kind, v))
            occ = occurrences(t, v)
            if not occ:
                err("%s not in text: %r" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                err("short %s occurs %d times: %r" % (kind, len(occ), v))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    err("%s %r embedded in a longer number" % (kind, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    err("%s %r embedded in a longer number" % (kind, v))
                if SEP in t[a:b]:
                    err("%s %r spans a message separator" % (kind, v))
            spans.extend(occ)
    for a, b in spans_s:
        for x, y in spans_l:
            if a < y and x < b:
                err("secret occurrence overlaps look-alike occurrence at %d-%d / %d-%d" % (a, b, x, y))


def self_tests(errs):
    tests = [
        ("iban DE89", iban_ok("DE89370400440532013000")),
        ("iban GB82", iban_ok("GB82WEST12345698765432")),
        ("luhn 4242", luhn_ok("4242424242424242")),
        ("luhn 5555", luhn_ok("5555555555554444")),
        ("verhoeff 2363", verhoeff_ok("2363")),
        ("verhoeff gen", verhoeff_digit("236") == "3"),
        ("dni 12345678Z", "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"),
        ("iban gen", iban("DE", "370400440532013000") == "DE89370400440532013000"),
    ]
    for name, ok in tests:
        if not ok:
            errs.append("self-test failed: " + name)


def check_values(cases, errs):
    import re
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in (
                    "DE", "FR", "ES", "IT", "NL", "PT", "GB", "AE", "IR", "FI", "RO", "TR", "PL", "BE", "CH"):
                if not iban_ok(compact):
                    errs.append("%s: IBAN check fails for %r" % (c["id"], v))


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump_yaml(cases):
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
        print("usage: python3 make_heldout_v37.py heldout_v37.yaml", file=sys.stderr)
        sys.exit(2)
    en_cases()
    intl_cases()
    R.shuffle(CASES)
    cases = []
    for i, c in enumerate(CASES, 1):
        cases.append({"id": "%s-%03d-%s" % (PREFIX, i, c["slug"]), "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    errs = []
    self_tests(errs)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    slugs = [c["id"].split("-", 2)[2] for c in cases]
    if len(set(slugs)) != len(slugs):
        errs.append("duplicate slugs")
    for c in cases:
        validate_case(c, errs)
    check_values(cases, errs)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    data = dump_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    n_pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), n_pos, len(cases) - n_pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))


if __name__ == "__main__":
    main()
