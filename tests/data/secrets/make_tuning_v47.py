#!/usr/bin/env python3
"""Deterministic generator for tuning set v47 (secret-redaction filter evaluation).

usage: python3 make_tuning_v47.py tuning_v47.yaml

Standard library only. All values come from random.Random(4703). Every case is
validated before anything is written; on any problem the script exits 1.
"""
import base64
import hashlib
import json
import random
import string
import sys
import uuid
import zlib

SEED = 4703
PREFIX = "t47"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLB64 = AN + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n, first_nonzero=False):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def hexs(n):
    return rs(HEX, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


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


def luhn_ok(s):
    s = "".join(c for c in s if c.isdigit())
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_num(prefix, length):
    body = prefix + digits(length - len(prefix) - 1)
    return body + luhn_digit(body)


def card(kind="visa"):
    if kind == "visa":
        return luhn_num("4" + R.choice("0123456789"), 16)
    if kind == "mc":
        return luhn_num("5" + R.choice("12345"), 16)
    if kind == "amex":
        return luhn_num("3" + R.choice("47"), 15)
    if kind == "unionpay":
        return luhn_num("62" + R.choice("12458"), 16)
    if kind == "discover":
        return luhn_num("6011", 16)
    if kind == "ir":  # Iranian Shetab card (bank BIN 603799 Melli)
        return luhn_num("603799", 16)
    raise ValueError(kind)


def fmt4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def fmt_amex(s):
    return s[:4] + " " + s[4:10] + " " + s[10:]


def iban_from(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97 == 1


def fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    s = sum(int(d) * x for d, x in zip(ten, w))
    r = 11 - s % 11
    return "0" if r == 11 else ("1" if r == 10 else str(r))


IT_ODD = {}
_odd_vals = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
for _i, _c in enumerate(DG):
    IT_ODD[_c] = _odd_vals[_i]
for _i, _c in enumerate(UP):
    IT_ODD[_c] = _odd_vals[_i]


def it_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_check_char(s):
    total = 0
    for i, c in enumerate(s):
        total += IT_ODD[c] if i % 2 == 0 else it_even(c)
    return chr(65 + total % 26)


def bban(cc):
    if cc == "DE":
        return digits(8, True) + digits(10)
    if cc == "FR":
        b, g, a = digits(5, True), digits(5), digits(11)
        return b + g + a + fr_rib_key(b, g, a)
    if cc == "ES":
        b, g, a = digits(4, True), digits(4), digits(10)
        return b + g + es_dc("00" + b + g) + es_dc(a) + a
    if cc == "IT":
        abi, cab, acct = "0" + digits(4, True), digits(5, True), digits(12)
        return it_check_char(abi + cab + acct) + abi + cab + acct
    if cc == "NL":
        return R.choice(["ABNA", "INGB", "RABO", "TRIO", "BUNQ", "KNAB", "SNSB"]) + digits(10)
    if cc == "GB":
        return R.choice(["BARC", "LOYD", "HBUK", "NWBK", "MONZ", "SRLG"]) + digits(6) + digits(8)
    if cc == "BE":
        ten = digits(10, True)
        c = int(ten) % 97
        return ten + "%02d" % (c if c else 97)
    if cc == "PT":
        b = digits(4, True) + digits(4) + digits(11)
        return b + "%02d" % (98 - (int(b) * 100) % 97)
    if cc == "NO":
        while True:
            ten = digits(10, True)
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            r = 11 - sum(int(d) * x for d, x in zip(ten, w)) % 11
            if r == 10:
                continue
            return ten + ("0" if r == 11 else str(r))
    if cc == "CZ":
        while True:
            acct = digits(10, True)
            w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
            if sum(int(d) * x for d, x in zip(acct, w)) % 11 == 0:
                return R.choice(["0800", "0100", "0300", "2010", "3030"]) + "000000" + acct
    if cc == "PL":
        return digits(8, True) + digits(16)
    if cc == "SE":
        return digits(3, True) + digits(17)
    if cc == "DK":
        return digits(4, True) + digits(10)
    if cc == "FI":
        return digits(14, True)
    if cc == "HU":
        return digits(24, True)
    if cc == "RO":
        return R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UP + DG, 16)
    if cc == "GR":
        return digits(7, True) + digits(16)
    if cc == "TR":
        return digits(5, True) + "0" + digits(16)
    if cc == "UA":
        return digits(6, True) + digits(19)
    if cc == "SA":
        return digits(2, True) + digits(18)
    if cc == "AE":
        return digits(3, True) + digits(16)
    if cc == "IL":
        return digits(3, True) + digits(3) + digits(13)
    if cc == "IR":
        return "0" + digits(2, True) + digits(19)
    if cc == "AT":
        return digits(5, True) + digits(11)
    if cc == "CH":
        return digits(5, True) + digits(12)
    raise ValueError(cc)


def iban(cc, spaced=True):
    i = iban_from(cc, bban(cc))
    assert iban_ok(i)
    return fmt4(i) if spaced else i


def de_steuerid():
    while True:
        ds = list(DG)
        R.shuffle(ds)
        dup = R.choice(ds[:9])
        ten = ds[:9] + [dup]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        ten = "".join(ten)
        return ten + mod11_10(ten)


def mod11_10(s):
    product = 10
    for c in s:
        total = (int(c) + product) % 10
        if total == 0:
            total = 10
        product = (total * 2) % 11
    chk = 11 - product
    return "0" if chk == 10 else str(chk)


def de_vat():
    eight = digits(8, True)
    return "DE" + eight + mod11_10(eight)


def es_dni():
    n = digits(8, True)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def fr_nir():
    sex = R.choice("12")
    yy = "%02d" % R.randint(60, 99)
    mm = "%02d" % R.randint(1, 12)
    dept = "%02d" % R.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93, 94])
    body = sex + yy + mm + dept + digits(3) + digits(3)
    return body, "%02d" % (97 - int(body) % 97)


def fr_siren():
    return luhn_num(R.choice("3456789"), 9)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def nl_bsn():
    while True:
        d = digits(8, True)
        s = sum(int(c) * w for c, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return d + str(last)


def pl_pesel():
    yy = R.randint(60, 99)
    mm = R.randint(1, 12)
    dd = R.randint(1, 28)
    body = "%02d%02d%02d" % (yy, mm, dd) + digits(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


def pl_nip():
    while True:
        d = digits(9, True)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        r = sum(int(c) * x for c, x in zip(d, w)) % 11
        if r != 10:
            return d + str(r)


def se_pnr(sep="-"):
    body = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + digits(3)
    return body[:6] + sep + body[6:] + luhn_digit(body)


def se_orgnr():
    body = R.choice("5") + R.choice("5678") + digits(7)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    ind = "%03d" % R.randint(2, 899)
    n = int("%02d%02d%02d%s" % (dd, mm, yy, ind))
    return "%02d%02d%02d-%s%s" % (dd, mm, yy, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def fi_ytunnus():
    while True:
        d = digits(7, True)
        r = sum(int(c) * x for c, x in zip(d, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return d + "-" + ("0" if r == 0 else str(11 - r))


def no_fnr():
    while True:
        base = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + "%03d" % R.randint(0, 499)
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(c) * x for c, x in zip(base, w1)) % 11
        if k1 == 11:
            k1 = 0
        if k1 == 10:
            continue
        b2 = base + str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(c) * x for c, x in zip(b2, w2)) % 11
        if k2 == 11:
            k2 = 0
        if k2 == 10:
            continue
        return b2 + str(k2)


def no_orgnr():
    while True:
        d = R.choice("89") + digits(7)
        r = 11 - sum(int(c) * x for c, x in zip(d, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if r == 10:
            continue
        return d + ("0" if r == 11 else str(r))


def dk_cvr():
    while True:
        d = digits(7, True)
        w = [2, 7, 6, 5, 4, 3, 2]
        s = sum(int(c) * x for c, x in zip(d, w))
        c = (11 - s % 11) % 11
        if c == 10:
            continue
        return d + str(c)


def zh_id():
    area = R.choice(["110105", "310115", "440305", "330106", "510107", "320102"])
    birth = "%04d%02d%02d" % (R.randint(1965, 2000), R.randint(1, 12), R.randint(1, 28))
    body = area + birth + digits(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * x for c, x in zip(body, w)) % 11]


def br_cpf(fmt=True):
    d = digits(9, True)
    s1 = sum(int(c) * w for c, w in zip(d, range(10, 1, -1)))
    c1 = (s1 * 10) % 11 % 10
    d2 = d + str(c1)
    s2 = sum(int(c) * w for c, w in zip(d2, range(11, 1, -1)))
    c2 = (s2 * 10) % 11 % 10
    n = d2 + str(c2)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:]) if fmt else n


def br_cnpj():
    d = digits(8, True) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(int(c) * x for c, x in zip(d, w1)) % 11
    d += "0" if r < 2 else str(11 - r)
    w2 = [6] + w1
    r = sum(int(c) * x for c, x in zip(d, w2)) % 11
    d += "0" if r < 2 else str(11 - r)
    return "%s.%s.%s/%s-%s" % (d[:2], d[2:5], d[5:8], d[8:12], d[12:])


def tr_tckn():
    d = [int(c) for c in digits(9, True)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    body = R.choice("23456789") + digits(10)
    n = body + verhoeff_digit(body)
    return n[:4] + " " + n[4:8] + " " + n[8:]


def in_pan():
    return rs(UP, 3) + "P" + rs(UP, 1) + digits(4) + rs(UP, 1)


def gstin_check(s14):
    cs = DG + UP
    total = 0
    for i, c in enumerate(s14):
        p = cs.index(c) * (1 if i % 2 == 0 else 2)
        total += p // 36 + p % 36
    return cs[(36 - total % 36) % 36]


def in_gstin():
    pan = rs(UP, 3) + "F" + rs(UP, 1) + digits(4) + rs(UP, 1)
    s14 = R.choice(["27", "29", "07", "33", "24"]) + pan + "1Z"
    return s14 + gstin_check(s14)


def ko_rrn():
    body = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def ko_brn():
    d = digits(9, True)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(d, w)) + (int(d[8]) * 5) // 10
    c = (10 - s % 10) % 10
    n = d + str(c)
    return n[:3] + "-" + n[3:5] + "-" + n[5:]


def jp_mynumber():
    d = digits(11, True)
    s = 0
    for n in range(1, 12):
        p = int(d[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    n = d + str(c)
    return n[:4] + " " + n[4:8] + " " + n[8:]


def il_tz():
    d = digits(8, True)
    for c in DG:
        if luhn_like_il(d + c):
            return d + c


def luhn_like_il(s):
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p if p < 10 else p - 9
    return t % 10 == 0


def ro_cnp():
    body = R.choice("1256") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + \
        "%02d" % R.randint(1, 40) + digits(3)
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    r = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + ("1" if r == 10 else str(r))


def ro_cui():
    while True:
        d = digits(R.choice([7, 8]), True)
        w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(d):]
        c = (sum(int(a) * b for a, b in zip(d, w)) * 10) % 11
        return d + ("0" if c == 10 else str(c))


def cz_rc():
    while True:
        yy, mm, dd = R.randint(60, 99), R.randint(1, 12) + R.choice([0, 50]), R.randint(1, 28)
        body = "%02d%02d%02d" % (yy, mm, dd) + digits(3)
        c = int(body) % 11
        if c == 10:
            continue
        n = body + str(c)
        if int(n) % 11 == 0:
            return n[:6] + "/" + n[6:]


def cz_ico():
    d = digits(7, True)
    s = sum(int(a) * b for a, b in zip(d, range(8, 1, -1)))
    return d + str((11 - s % 11) % 10)


def hu_adoazon():
    while True:
        body = "8" + "%05d" % R.randint(33000, 48000) + digits(3)
        r = sum(int(c) * (i + 1) for i, c in enumerate(body)) % 11
        if r == 10:
            continue
        return body + str(r)


def gr_afm():
    while True:
        d = digits(8, True)
        s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(d))
        return d + str(s % 11 % 10)


def th_id():
    d = R.choice("13") + digits(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(d))
    n = d + str((11 - s % 11) % 10)
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ua_rnokpp():
    while True:
        d = "%05d" % R.randint(22000, 37000) + digits(4)
        w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
        c = sum(int(a) * b for a, b in zip(d, w)) % 11 % 10
        return d + str(c)


def ru_inn12():
    d = digits(10, True)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d += str(sum(int(a) * b for a, b in zip(d, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d += str(sum(int(a) * b for a, b in zip(d, w2)) % 11 % 10)
    return d


def ru_inn10():
    d = digits(9, True)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return d + str(sum(int(a) * b for a, b in zip(d, w)) % 11 % 10)


def ru_snils():
    d = digits(9, True)
    s = sum(int(c) * (9 - i) for i, c in enumerate(d))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    return "%s-%s-%s %02d" % (d[:3], d[3:6], d[6:], c)


def ir_melli():
    d = digits(9, True)
    s = sum(int(c) * (10 - i) for i, c in enumerate(d))
    r = s % 11
    return d + str(r if r < 2 else 11 - r)


def sa_nid():
    return luhn_num("1", 10)


def us_ssn():
    a = R.randint(100, 665)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return "%02d-%07d" % (R.choice([12, 20, 27, 45, 46, 81, 82, 84, 94]), R.randint(1000000, 9999999))


def aba_routing():
    while True:
        d = digits(8, True)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(a) * b for a, b in zip(d, w))
        c = (10 - s % 10) % 10
        n = d + str(c)
        if n[0] in "0123":
            return n


def ca_sin():
    n = luhn_num(R.choice("1234567"), 9)
    return n[:3] + " " + n[3:6] + " " + n[6:]


def au_tfn():
    while True:
        d = digits(9, True)
        w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
        if sum(int(a) * b for a, b in zip(d, w)) % 11 == 0:
            return d[:3] + " " + d[3:6] + " " + d[6:]


def au_abn():
    while True:
        d = digits(11, True)
        w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
        dd = [int(c) for c in d]
        dd[0] -= 1
        if sum(a * b for a, b in zip(dd, w)) % 89 == 0:
            return "%s %s %s %s" % (d[:2], d[2:5], d[5:8], d[8:])


def npi():
    body = R.choice("12") + digits(8)
    return body + luhn_digit("80840" + body)


def imei():
    return luhn_num(R.choice(["35", "86", "49"]) + digits(6), 15)


def it_cf():
    cons = "BCDFGHLMNPRSTVZ"
    s = rs(cons, 6) + "%02d" % R.randint(60, 99) + R.choice("ABCDEHLMPRST") + \
        "%02d" % (R.randint(1, 28) + R.choice([0, 40])) + R.choice("ABCDEFGHLM") + digits(3, True)
    return s + it_check_char(s)


def it_piva():
    return luhn_num(digits(7, True) + R.choice(["001", "015", "036", "058"]), 11)


def ke_kra():
    return "A" + digits(9) + R.choice(UP)


# ---------------------------------------------------------------- base58 / bech32
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + out


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


def bech32_encode(hrp, data5):
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = bech32_polymod(exp + data5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def to5(data):
    acc, bits, out = 0, 0, []
    for b in data:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    return out


def btc_p2pkh():
    return b58check(b"\x00" + rbytes(20))


def btc_bech32():
    return bech32_encode("bc", [0] + to5(rbytes(20)))


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def eth_addr():
    return "0x" + hexs(40)


def age_pair():
    pub = bech32_encode("age", to5(rbytes(32)))
    sec = bech32_encode("age-secret-key-", to5(rbytes(32))).upper()
    return pub, sec


BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit
adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album
alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount
amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety
any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange
arrest arrive arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend
attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base
basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench
benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket
blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border
boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright
bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet
bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call
calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain carbon cargo carpet carry
cart case cash casino castle casual catalog catch category cattle caught cause caution cave ceiling celery cement
census century cereal certain chair chalk champion change chaos chapter charge chase cheap check cheese chef
cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen
city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock""".split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39_SUBSET) for _ in range(n))


# ---------------------------------------------------------------- provider tokens
def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = (DG + UP + LO)[r] + out
    return out.rjust(width, "0")


def gh_token(prefix="ghp_"):
    body = rs(AN, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xffffffff, 6)


def gh_pat():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def aws_pair():
    return "AKIA" + rs(UP + "234567", 16), rs(AN + "/+", 40)


def openai_key():
    return "sk-proj-" + rs(URLB64, 74) + "T3BlbkFJ" + rs(URLB64, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(URLB64, 93) + "AA"


def google_key():
    return "AIza" + rs(AN + "-_", 35)


def slack_bot():
    return "xoxb-%s-%s-%s" % (digits(12, True), digits(13, True), rs(AN, 24))


def stripe_live():
    return "sk_live_51" + rs(AN, 97)


def jwt(payload):
    def enc(b):
        return base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    head = enc(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = enc(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + enc(rbytes(32))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def pem_body(lines, first=""):
    raw = base64.b64encode(rbytes(48 * lines)).decode()
    raw = first + raw[len(first):]
    return "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64))


def openssh_priv():
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    raw = head + base64.b64encode(rbytes(200)).decode()
    raw = raw[:350]
    return "\n".join(raw[i:i + 70] for i in range(0, len(raw), 70))


def ssh_ed25519_pub():
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)
    fp = base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return "ssh-ed25519 " + base64.b64encode(blob).decode(), "SHA256:" + fp


def sha256hex():
    return hashlib.sha256(rbytes(16)).hexdigest()


def mac():
    return ":".join("%02X" % b for b in rbytes(6))


WORDS_EN = ["Marmalade", "sunflower", "Riverbend", "kestrel", "Tangerine", "Bluefin", "Harbor", "cobalt", "Maple",
            "Juniper", "falcon", "Pancake", "Starling", "thunder", "Lighthouse", "Walnut", "Copper", "Meadow"]


def human_pw(words=WORDS_EN):
    w = R.choice(words)
    style = R.randint(0, 3)
    if style == 0:
        return w + R.choice("!#$%&*?") + digits(4)
    if style == 1:
        return w + digits(2) + R.choice("!#$%&*?")
    if style == 2:
        return w[0].upper() + w[1:] + "_" + digits(3) + R.choice(["!", "", "#"])
    return w.lower() + digits(4)


def strong_pw(n=16, sym="!#$%&*-_=+?@"):
    while True:
        s = rs(AN + sym, n)
        if any(c in sym for c in s) and any(c.isdigit() for c in s):
            return s


def url_pw(n=18):
    return rs(AN + "-_.~", n)


def otp(n=6):
    return digits(n, True)


def ts_date():
    return "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))


# ---------------------------------------------------------------- self tests of check-digit code
def _selftest():
    assert luhn_ok("4111111111111111") and luhn_ok("490154203237518")
    assert luhn_ok("80840" + "1234567893")  # CMS documented NPI example
    assert iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
    assert verhoeff_ok("2363")
    assert mod11_10("8609574271") == "9"
    assert it_check_char("RSSMRA85T10A562") == "S"
    assert b58check(b"\x00" * 21) == "1111111111111111111114oLvT2"
    prog = bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")
    assert bech32_encode("bc", [0] + to5(prog)) == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    assert gstin_check("27AAPFU0939F1Z") == "V"
    assert "10X98765432"[sum(int(c) * x for c, x in zip("11010519491231002",
                                                       [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11] == "X"


_selftest()

# ---------------------------------------------------------------- cases
CASES = []


def add(lang, slug, text, secrets, looks, note):
    CASES.append({"id": "%s-%03d-%s" % (PREFIX, len(CASES) + 1, slug), "lang": lang, "text": text,
                  "secrets": list(secrets), "lookalikes": list(looks), "note": note})



# ================================================================ English (developer)
k = openai_key(); pw = url_pw(); sha = hexs(40)
add("en", "dotenv-openai-pg",
    "getting 401s from the API right after deploy. here's the .env on the box:\n\nNODE_ENV=production\n"
    "OPENAI_API_KEY=%s\nDATABASE_URL=postgres://app_user:%s@10.0.4.12:5432/appdb\nPORT=8080\n\n"
    "deployed commit is %s if that matters" % (k, pw, sha),
    [k, pw], [sha], "env file with project key and password inside a connection URL; commit id survives")

ak, sk = aws_pair()
add("en", "aws-credentials-file",
    "boto3 keeps saying InvalidClientTokenId. ~/.aws/credentials:\n\n[default]\naws_access_key_id = %s\n"
    "aws_secret_access_key = %s\nregion = eu-west-1\n\n# the docs used AKIAIOSFODNN7EXAMPLE here, I replaced it with mine" % (ak, sk),
    [ak, sk], ["AKIAIOSFODNN7EXAMPLE"], "real AWS pair next to the documented example id")

add("en", "aws-doc-example-neg",
    "In the AWS CLI guide they show aws_access_key_id=AKIAIOSFODNN7EXAMPLE and "
    "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Are those real? Can I use them to test my script offline?",
    [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documented AWS example values only")

t = gh_token(); short = hexs(7)
add("en", "git-remote-ghp",
    "$ git push origin main\nremote: Permission to acme-labs/billing.git denied.\nfatal: unable to access "
    "'https://%s@github.com/acme-labs/billing.git/': The requested URL returned error: 403\n\n"
    "HEAD is at %s. token is from my account, why 403?" % (t, short),
    [t], [short], "classic GitHub token embedded in a remote URL; short sha survives")

j = jwt({"sub": "u_" + digits(6), "exp": 1780000000 + R.randint(0, 9999999), "role": "admin"})
rid = ruuid(); trace = hexs(32)
add("en", "stacktrace-bearer-jwt",
    "Request failed:\n\nPOST /api/v2/orders HTTP/1.1\nHost: api.internal\nAuthorization: Bearer %s\n"
    "X-Request-Id: %s\n\nTraceback (most recent call last):\n  File \"client.py\", line 88, in submit\n"
    "    resp.raise_for_status()\nrequests.exceptions.HTTPError: 500 Server Error (trace_id=%s)" % (j, rid, trace),
    [j], [rid, trace], "live bearer JWT in pasted request; request id and trace id survive")

tok = slack_bot(); chan = "C0" + rs(UP + DG, 9); ts = "17%s.%s" % (digits(8), digits(6))
add("en", "slack-bot-python",
    "why does chat_postMessage return not_in_channel?\n\n```python\nfrom slack_sdk import WebClient\n"
    "client = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"deploy done\", thread_ts=\"%s\")\n```"
    % (tok, chan, ts),
    [tok], [chan, ts], "Slack bot token in code; channel id and thread ts survive")

sl = stripe_live(); pk = "pk_live_51" + rs(AN, 97); cus = "cus_" + rs(AN, 14)
add("en", "stripe-live-vs-test",
    "In staging I used sk_test_4eC39HqLyjWDarjtT1zdp7dc from the Stripe docs and it worked. In prod I switched to\n"
    "STRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=%s\nand now creating a PaymentIntent for %s fails with "
    "'No such customer'." % (sl, pk, cus),
    [sl], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", pk, cus],
    "live secret key is secret; documented test key, publishable key and customer id survive")

pw = strong_pw(20, "!#%*-_="); dig = "sha256:" + sha256hex()
add("en", "docker-run-env-flag",
    "container exits immediately:\n\ndocker run -d --name pg -e POSTGRES_USER=admin -e POSTGRES_PASSWORD='%s' "
    "-p 5432:5432 postgres@%s\n\nlogs say 'database files are incompatible with server'" % (pw, dig),
    [pw], [dig], "password passed as a CLI env flag; image digest survives")

pw = human_pw()
add("en", "mysql-cli-p",
    "ran `mysql -h 127.0.0.1 -u root -p%s shop_db < dump.sql` and got ERROR 1045 (28000): Access denied. "
    "server is MySQL 8.0.36, client 8.4.0" % pw,
    [pw], ["8.0.36", "8.4.0"], "password glued to -p flag; versions survive")

raw = strong_pw(18, "!#%-_"); b = base64.b64encode(raw.encode()).decode(); uid = ruuid()
add("en", "k8s-secret-base64",
    "is this manifest right? pod can't auth to the db\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n"
    "  uid: %s\n  resourceVersion: \"%s\"\ntype: Opaque\ndata:\n  username: YXBw\n  password: %s" % (uid, digits(8, True), b),
    [b], [uid], "base64-encoded password in a Kubernetes Secret; object uid survives")

priv = openssh_priv(); pub, fp = ssh_ed25519_pub()
add("en", "openssh-private-key",
    "ssh says 'invalid format' for my deploy key, here it is:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n"
    "-----END OPENSSH PRIVATE KEY-----\n\nthe server shows fingerprint %s for it" % (priv, fp),
    [priv], [fp], "private key body; public fingerprint survives")

pub2, fp2 = ssh_ed25519_pub()
add("en", "ssh-public-key-neg",
    "I added this line to ~/.ssh/authorized_keys on the server:\n\n%s dana@laptop\n\nbut login still asks for a "
    "password. ssh-keygen -lf shows %s. permissions are 600 on the file." % (pub2, fp2),
    [], [pub2, fp2], "public key and fingerprint only")

gk = google_key(); place = "ChIJ" + rs(URLB64, 23)
add("en", "google-maps-key-js",
    "map tiles load but Places returns REQUEST_DENIED:\n\nfetch(`https://maps.googleapis.com/maps/api/place/details/json"
    "?place_id=%s&key=%s`)" % (place, gk),
    [gk], [place], "Google API key in URL; place id survives")

tw = hexs(32); msid = "SM" + hexs(32); ph = "+1 415 555 %04d" % R.randint(100, 9999)
add("en", "twilio-auth-token",
    "SMS to %s shows status undelivered, message %s. My code:\nclient = Client(account_sid, \"%s\")\n"
    "Is the auth token wrong or is it the number?" % (ph, msid, tw),
    [tw], [msid, ph], "32-hex auth token vs 34-char message SID and phone number")

sg = "SG." + rs(URLB64, 22) + "." + rs(URLB64, 43); tpl = "d-" + hexs(32)
add("en", "sendgrid-curl",
    "curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer %s' "
    "--header 'Content-Type: application/json' --data '{\"template_id\":\"%s\", ...}'\n\nreturns 403 forbidden, why?" % (sg, tpl),
    [sg], [tpl], "SendGrid key in curl header; template id survives")

an = anthropic_key(); req = "req_" + rs(AN, 24)
add("en", "anthropic-key-python",
    "client = anthropic.Anthropic(api_key=\"%s\")\nmsg = client.messages.create(model=\"claude-3-5-sonnet-20241022\", max_tokens=1024, ...)\n\n"
    "error: overloaded_error, request id %s. retry logic?" % (an, req),
    [an], ["claude-3-5-sonnet-20241022", req], "API key in code; model name and request id survive")

add("en", "placeholders-neg",
    "For the README, which is clearer?\n\nexport OPENAI_API_KEY=\"sk-...\"\n# or\nOPENAI_API_KEY=<your-api-key-here>\n# or\n"
    "api_key = os.environ[\"OPENAI_API_KEY\"]  # never hardcode sk-xxxxxxxxxxxxxxxxxxxxxxxx",
    [], ["<your-api-key-here>", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "os.environ[\"OPENAI_API_KEY\"]"],
    "only placeholders and env lookups")

npm = "npm_" + rs(AN, 36); integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
add("en", "npmrc-token",
    "npm publish gives E401. .npmrc:\n//registry.npmjs.org/:_authToken=%s\n\npackage-lock entry for the dep: "
    "\"integrity\": \"%s\"" % (npm, integ),
    [npm], [integ], "npm token vs lockfile integrity hash")

pypi = "pypi-AgEIcHlwaS5vcmc" + rs(URLB64, 140)
add("en", "pypirc-token",
    "twine upload fails with 403. my ~/.pypirc is\n\n[pypi]\n  username = __token__\n  password = %s\n\nbuilding with hatchling 1.21.1" % pypi,
    [pypi], ["__token__", "1.21.1"], "PyPI API token in INI; literal username __token__ survives")

tg = "%s:AA%s" % (digits(10, True), rs(URLB64, 33)); chat = "-100" + digits(10, True)
add("en", "telegram-bot-token",
    "bot doesn't post into my group. url: https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=hi\n"
    "response: {\"ok\":false,\"error_code\":403}" % (tg, chat),
    [tg], [chat], "Telegram bot token; group chat id survives")

akey = b64(64); etag = "0x8DC" + rs("0123456789ABCDEF", 11)
add("en", "azure-storage-connstr",
    "BlobServiceClient.from_connection_string fails with AuthenticationFailed.\n"
    "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=%s;EndpointSuffix=core.windows.net\"\n"
    "The blob I'm reading has ETag %s" % (akey, etag),
    [akey], [etag], "Azure account key inside a connection string; blob ETag survives")

mpw = url_pw(16); oid = hexs(24)
add("en", "mongodb-srv-uri",
    "mongoose.connect('mongodb+srv://svc_api:%s@cluster0.x7kq2.mongodb.net/prod?retryWrites=true') hangs, "
    "then findById('%s') times out" % (mpw, oid),
    [mpw], [oid], "password in Mongo SRV URI; ObjectId survives")

lpw = human_pw(); tid = hexs(16)
add("en", "access-log-query-password",
    "someone reported this in our nginx log, is it a problem?\n\n203.0.113.45 - - [12/Mar/2026:09:14:02 +0000] "
    "\"GET /legacy/login.php?user=mhernandez&password=%s HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\" trace=%s\n\n"
    "(that's my own account, I was testing)" % (lpw, tid),
    [lpw], [tid], "password leaked in a logged query string; trace id survives")

c1, c2, c3 = hexs(40), hexs(40), hexs(7)
add("en", "git-log-neg",
    "which of these commits introduced the bug?\n\ncommit %s\nAuthor: Lena <lena@example.org>\n    fix: rotate api key on login (#482)\n\n"
    "commit %s\n    chore: bump version to 3.14.2\n\n%s refactor: rename getSecretToken() to fetchSessionToken()" % (c1, c2, c3),
    [], [c1, c2, c3, "getSecretToken()", "3.14.2"], "commit ids, versions and identifiers mentioning secrets")

add("en", "dockerfile-build-args-neg",
    "Is this a safe way to pass the token at build time?\n\nARG NPM_TOKEN\nRUN echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc \\\n"
    "    && npm ci && rm -f .npmrc\n\nand in CI: docker build --build-arg NPM_TOKEN=$NPM_TOKEN .",
    [], ["${NPM_TOKEN}", "$NPM_TOKEN"], "only variable references, no values")

jpw = strong_pw(14, "!#$%*"); ten = ruuid()
add("en", "json-config-password",
    "settings.json for the sync tool:\n{\n  \"tenantId\": \"%s\",\n  \"apiVersion\": \"2023-10-16\",\n  \"smtp\": {\"user\": \"reports@ourshop.co\", "
    "\"password\": \"%s\", \"passwordMinLength\": 12}\n}\nit can't send reports" % (ten, jpw),
    [jpw], [ten, "2023-10-16"], "password in JSON; tenant uuid and api version survive")

ypw = human_pw()
add("en", "spring-yaml-password",
    "application-prod.yml:\nspring:\n  datasource:\n    url: jdbc:postgresql://db:5432/orders\n    username: orders\n"
    "    password: %s\n\napplication-dev.yml has password: ${SPRING_DATASOURCE_PASSWORD} and works. why does prod fail?" % ypw,
    [ypw], ["${SPRING_DATASOURCE_PASSWORD}"], "unquoted YAML password vs placeholder")

pat = gh_pat(); chk = sha256hex()
add("en", "export-github-pat",
    "export GITHUB_TOKEN=%s\ngh release download v2.4.0 -p 'tool_linux_amd64.tar.gz'\n"
    "sha256sum says %s but release page lists a different checksum" % (pat, chk),
    [pat], [chk, "v2.4.0"], "fine-grained PAT in export; file checksum survives")

do = "dop_v1_" + hexs(64); md5fp = ":".join(hexs(2) for _ in range(16))
add("en", "tfvars-digitalocean",
    "terraform.tfvars:\ndo_token = \"%s\"\nssh_fingerprint = \"%s\"\nregion = \"fra1\"\n\nplan says 'Unable to authenticate you'" % (do, md5fp),
    [do], [md5fp], "DigitalOcean token; SSH key MD5 fingerprint survives")

epk = hexs(64); caddr = eth_addr(); txh = "0x" + hexs(64)
add("en", "hardhat-eth-privkey",
    "hardhat.config.js\nnetworks: { sepolia: { url: RPC_URL, accounts: [\"0x%s\"] } }\n\ndeployed to %s, tx %s, "
    "but verify fails" % (epk, caddr, txh),
    ["0x" + epk], [caddr, txh], "64-hex private key vs 64-hex tx hash and contract address")

wif = btc_wif(); baddr = btc_bech32()
add("en", "btc-wif-vs-address",
    "I exported the key for my receiving address %s from Electrum, it's %s. How do I import it into Sparrow "
    "without rescanning everything?" % (baddr, wif),
    [wif], [baddr], "WIF private key vs own public address")

sp = seed_phrase(12); ea = eth_addr()
add("en", "seed-phrase-metamask",
    "metamask shows 0 ETH on %s after I reinstalled. I restored with my phrase: %s. "
    "did I type something wrong?" % (ea, sp),
    [sp], [ea], "12-word recovery phrase; public address survives")

tx2 = hexs(64)
add("en", "test-mnemonic-neg",
    "In the hardhat docs the default mnemonic is \"test test test test test test test test test test test junk\" and "
    "other tutorials use \"abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about\". "
    "Why does tx %s on my local node come from those?" % tx2,
    [], ["test test test test test test test test test test test junk",
         "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", tx2],
    "documented test mnemonics and a tx hash")

ba = base64.b64encode(("svc-report:" + strong_pw(14, "!#%")).encode()).decode(); et2 = "W/\"" + hexs(16) + "\""
add("en", "basic-auth-header",
    "the reverse proxy forwards this and the backend still says 401:\n\nGET /reports/weekly HTTP/1.1\nAuthorization: Basic %s\n"
    "If-None-Match: %s" % (ba, et2),
    [ba], [et2], "Basic auth credentials (base64 user:pass); ETag survives")

wh = "whsec_" + rs(AN, 32); evt = "evt_" + rs(AN, 24)
add("en", "webhook-signing-secret",
    "Signature verification fails for event %s. I construct it with stripe.Webhook.construct_event(payload, sig_header, \"%s\")" % (evt, wh),
    [wh], [evt], "webhook signing secret; event id survives")

cs = "GOCSPX-" + rs(URLB64, 28); cid = "%s-%s.apps.googleusercontent.com" % (digits(12, True), rs(LO + DG, 32))
add("en", "oauth-client-secret",
    "client_secret.json:\n{\"web\":{\"client_id\":\"%s\",\"project_id\":\"crm-sync-411\",\"client_secret\":\"%s\","
    "\"redirect_uris\":[\"http://localhost:8080/callback\"]}}\nredirect_uri_mismatch error" % (cid, cs),
    [cs], [cid], "OAuth client secret; public client id survives")

sc = rs(URLB64, 48); ga = "GA1.2.%s.%s" % (digits(10, True), digits(10, True))
add("en", "curl-session-cookie",
    "copied from devtools:\ncurl 'https://portal.ourbank-demo.com/api/statements' -H 'Cookie: _ga=%s; sessionid=%s' --compressed\n"
    "why does it work in the browser but not curl?" % (ga, sc),
    [sc], [ga], "live session cookie; analytics cookie survives")

pk_body = pem_body(6, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC")
pk_json = pk_body.replace("\n", "\\n"); scid = digits(21, True)
add("en", "gcp-service-account-json",
    "{\n  \"type\": \"service_account\",\n  \"project_id\": \"analytics-prod-7731\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n"
    "  \"client_email\": \"etl@analytics-prod-7731.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}\n"
    "getting invalid_grant: account not found" % (pk_json, scid),
    [pk_json], [scid], "private key inside service-account JSON with literal \\n; numeric client id survives")

add("en", "xkcd-password-neg",
    "Is 'correct horse battery staple' still good advice? The comic says Tr0ub4dor&3 is weaker. "
    "Our policy wants 12+ chars, one digit, one symbol.",
    [], ["correct horse battery staple", "Tr0ub4dor&3"], "famous example passwords only")

bc = "$2b$12$" + rs(AN + "./", 53); fh = sha256hex()
add("en", "bcrypt-hash-neg",
    "users table row: id=42, email=t.ng@example.com, password_hash='%s'. Is cost 12 enough? Also the backup file hash is %s." % (bc, fh),
    [], [bc, fh, "password_hash"], "password hash and file hash are not secrets here")

djk = "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50)
add("en", "django-secret-key",
    "settings.py\nSECRET_KEY = '%s'\nDEBUG = False\nCSRF_COOKIE_NAME = 'csrftoken'\n\nsessions get invalidated on every deploy" % djk,
    [djk], ["CSRF_COOKIE_NAME", "csrftoken"], "Django secret key; setting names survive")

vt = "hvs." + rs(AN, 24); acc = rs(AN, 24)
add("en", "vault-token-accessor",
    "vault token lookup shows accessor %s and policies [default ci]. I'm logging in with VAULT_TOKEN=%s but kv get says permission denied." % (acc, vt),
    [vt], [acc], "Vault token vs its non-secret accessor")

apub, asec = age_pair()
add("en", "age-keypair",
    "age-keygen output:\n# created: 2026-02-11T10:22:31Z\n# public key: %s\n%s\n\nI gave the public key to the team. where should the other line live?" % (apub, asec),
    [asec], [apub], "age secret key vs public recipient")

# ================================================================ English (personal)
cn = card("visa"); cvv = digits(3); ordn = "%s-%s-%s" % (digits(3, True), digits(7), digits(7))
add("en", "card-declined-cvv",
    "my card keeps getting declined on checkout for order %s ($149.99). it's %s, exp 08/28, cvv %s. "
    "is it the card or the site?" % (ordn, fmt4(cn), cvv),
    [fmt4(cn), cvv], [ordn, "$149.99"], "own card + CVV; order id and price survive")

add("en", "stripe-test-cards-neg",
    "for QA: 4242 4242 4242 4242 succeeds, 4000 0000 0000 9995 is insufficient funds, and 4000 0025 0000 3155 "
    "triggers 3DS. any CVC and a future date like 12/34 work.",
    [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0025 0000 3155"], "documented test card numbers")

own = iban("GB"); land = iban("GB")
add("en", "iban-own-vs-landlord",
    "Setting up a standing order for rent. My account: %s. Landlord's account (from the tenancy agreement): %s, "
    "ref FLAT 4B. Should the reference include my name?" % (own, land),
    [own], [land], "speaker IBAN is secret; landlord IBAN survives (both valid)")

rt = aba_routing(); acct = digits(10, True)
add("en", "us-routing-account",
    "direct deposit form asks for routing and account. Chase routing is 021000021 but my statement shows %s "
    "(branch in Arizona). account number %s. which routing do I put?" % (rt, acct),
    [acct], ["021000021", rt], "account number secret; bank routing numbers (public) survive")

ssn = us_ssn(); ein = us_ein()
add("en", "w2-ssn-ein",
    "My W-2 box a has my SSN %s but box b shows employer EIN %s. Box 1 is $61,240.18. Do I need both on the 1040?" % (ssn, ein),
    [ssn], [ein, "$61,240.18"], "own SSN; employer EIN and amount survive")

nino = rs("ABCEGHJKLMNOPRSTWXYZ", 2) + digits(6) + R.choice("ABCD"); utr = digits(10, True); paye = "%s/%s" % (digits(3, True), rs(UP, 2) + digits(5))
add("en", "uk-nino-utr",
    "Self assessment asks for my UTR (%s) and NI number (%s). My P60 shows employer PAYE reference %s. "
    "Where does that go?" % (utr, nino[:2] + " " + nino[2:4] + " " + nino[4:6] + " " + nino[6:8] + " " + nino[8], paye),
    [utr, nino[:2] + " " + nino[2:4] + " " + nino[4:6] + " " + nino[6:8] + " " + nino[8]], [paye],
    "own UTR and NI number; employer PAYE ref survives")

code = otp(); bph = "0345 %s %s" % (digits(3, True), digits(4))
add("en", "otp-scam-question",
    "someone called saying they're from my bank's fraud team (they gave %s as the callback number) and asked me to read "
    "the code I just got, %s. I haven't said it yet. is this legit?" % (bph, code),
    [code], [bph], "one-time code mentioned while asking about a scam; phone number survives")

code = otp(); on = "#" + digits(8, True)
add("en", "sms-code-paste",
    "what does this mean?\n\"Amazon: Your one-time passcode is %s. Don't share it. We will never call you to ask for it.\"\n"
    "I didn't try to log in. I only have order %s pending." % (code, on),
    [code], [on], "pasted SMS code; order number survives")

seed = rs(B32, 32); spaced = " ".join(seed[i:i + 4] for i in range(0, 32, 4)).lower()
add("en", "totp-seed-vs-doc",
    "the authenticator setup screen says 'can't scan? enter this key: %s'. In the RFC examples they use "
    "JBSWY3DPEHPK3PXP, mine is longer, is that ok?" % spaced,
    [spaced], ["JBSWY3DPEHPK3PXP"], "TOTP seed typed with spaces vs documented example seed")

rc = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(4)]
add("en", "github-recovery-codes",
    "saving these somewhere safe, can you format them as a table?\n%s\n(these are the 4 I haven't used yet, generated 2026-01-09)" % "\n".join(rc),
    rc, ["2026-01-09"], "recovery codes, one per line")

apw = strong_pw(10, "#%"); wpa = rs(LO + DG, 12); sn = rs(UP + DG, 13); m1 = mac()
add("en", "router-sticker",
    "Archer AX55, S/N %s, MAC %s. I changed the admin password to %s and the wifi key to %s but my printer won't reconnect." % (sn, m1, apw, wpa),
    [apw, wpa], [sn, m1, "AX55"], "router admin password + WPA key; serial, MAC and model survive")

pc = digits(6); im = imei()
add("en", "phone-passcode-imei",
    "my daughter locked her iPhone 13 (model A2633). the passcode was %s but it says incorrect now. "
    "IMEI on the box is %s. can apple unlock it?" % (pc, im),
    [pc], [im, "A2633"], "device passcode; Luhn-valid IMEI survives")

gate = "#" + digits(4, True); lb = digits(4, True); conf = "HMQ" + rs(UP + DG, 7)
add("en", "gate-lockbox-cleaner",
    "writing instructions for the cleaner (booking %s): front gate code %s, key is in the lockbox by the door, combo %s. "
    "can you make this sound friendlier?" % (conf, gate, lb),
    [gate, lb], [conf], "gate code and lockbox combination; booking ref survives")

al = digits(4, True); safe = "%02d-%02d-%02d" % (R.randint(1, 59), R.randint(1, 59), R.randint(1, 59)); mdl = "DSC PowerSeries PC1616"
add("en", "alarm-safe-codes",
    "going on holiday, house sitter needs: alarm panel (%s) disarm code %s, and the safe in the wardrobe is %s. "
    "how do I explain the 30 second exit delay?" % (mdl, al, safe),
    [al, safe], [mdl], "alarm code and safe combination; panel model survives")

lk = "%d-%d-%d" % (R.randint(0, 39), R.randint(0, 39), R.randint(0, 39)); lno = digits(3, True)
add("en", "gym-locker",
    "note to self: gym locker %s, padlock combo %s. oh and remind me to renew membership on the 14th" % (lno, lk),
    [lk], [lno], "padlock combination; locker number survives")

mm = R.choice(["Kowalczyk", "Okonkwo", "Haverford", "Lindqvist"]); pet = R.choice(["Biscuit", "Pickles", "Mr. Whiskers", "Noodle"]); street = R.choice(["Alder Lane", "Birchwood Drive"])
add("en", "security-answers",
    "setting up the bank app again. security questions: mother's maiden name -> %s, first pet -> %s, street you grew up on -> %s. "
    "can I change them later? app version is 4.12.0" % (mm, pet, street),
    [mm, pet, street], ["4.12.0"], "answers to security questions")

npw = human_pw()
add("en", "announced-next-message",
    "I'm going to paste my Netflix password in the next message so you can help me check why the TV app rejects it\n---\n%s\n---\n"
    "that's it. it works on my laptop, the TV is a UE55CU7172" % npw,
    [npw], ["UE55CU7172"], "password announced, then sent alone in its own message")

p1 = human_pw(); p2 = p1[0].swapcase() + p1[1:] + "!"
add("en", "corrected-password",
    "the shared drive password is %s\n---\nsorry typo, it's %s with the capital changed. still can't mount smb://192.168.1.20/share from the Mac" % (p1, p2),
    [p1, p2], ["192.168.1.20"], "password then corrected version, both secret")

sp_pw = "-".join(rs(LO + DG, 1) for _ in range(9))
add("en", "spelled-with-dashes",
    "reading it off the sticker letter by letter: %s. some of the letters are smudged, is there a way to check it without locking myself out? the sticker also has S/N %s" % (sp_pw, spsn := rs(UP + DG, 12)),
    [sp_pw], [spsn], "password spelled one character at a time")

nato_map = {"A": "Alpha", "B": "Bravo", "C": "Charlie", "D": "Delta", "E": "Echo", "F": "Foxtrot", "G": "Golf", "H": "Hotel",
            "K": "Kilo", "M": "Mike", "P": "Papa", "R": "Romeo", "T": "Tango", "X": "X-ray", "Z": "Zulu"}
dnames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
nato = " ".join(R.choice(list(nato_map.values())) if i % 2 == 0 else dnames[R.randint(0, 9)] for i in range(7))
add("en", "nato-spelled",
    "the IT guy said the temporary password over the phone for ticket INC%s, I wrote it as: %s. do I type the words or the letters?" % (inc := digits(7), nato),
    [nato], ["INC" + inc], "password in NATO alphabet and digit words")

pinw = " ".join(dnames[int(c)] for c in digits(4))
add("en", "pin-in-words",
    "my grandmother wrote her debit card PIN on a note as words, '%s', so nobody would recognise it. is that safer than digits? her bank's number is 0800 %s %s" % (pinw, gb1 := digits(3, True), gb2 := digits(4)),
    [pinw], ["0800 %s %s" % (gb1, gb2)], "PIN written in words")

c2 = card("mc")
add("en", "card-split-messages",
    "first half of the card is %s\n---\nsecond half %s\n---\nexpiry 11/29, security code %s. booking the hotel on the phone "
    "and want to read it back correctly" % (c2[:8][:4] + " " + c2[4:8], c2[8:12] + " " + c2[12:], cvv2 := digits(3)),
    [c2[:4] + " " + c2[4:8], c2[8:12] + " " + c2[12:], cvv2], ["11/29"], "card number split across messages + CVV")

ipw = human_pw(); npi1 = npi(); clm = "CLM-%s-%s" % (digits(4, True), digits(6))
add("en", "insurance-portal",
    "claim %s was denied. the doctor's NPI on the EOB is %s. I log into the insurer portal with %s and it shows "
    "'out of network'. how do I appeal?" % (clm, npi1, ipw),
    [ipw], [npi1, clm], "portal password; provider NPI (Luhn-valid) and claim id survive")

vpw = strong_pw(14, "!#$%"); tk = "OPS-" + digits(4, True); asset = "LT-" + digits(6, True)
add("en", "work-vpn",
    "VPN on laptop %s rejects me since the password change. current one: %s. I opened %s with IT but nobody replied. "
    "any client-side fix for GlobalProtect 6.2.1?" % (asset, vpw, tk),
    [vpw], [asset, tk, "6.2.1"], "work password; asset tag, ticket and version survive")

trk = "1Z" + rs(UP + DG, 6) + digits(10)
add("en", "shop-tracking-neg",
    "order #W%s shipped with UPS tracking %s, says delivered but I never got it. invoice INV-2026-%s. what do I say to the seller?"
    % (digits(9, True), trk, digits(5)),
    [], [trk], "tracking number only (order/invoice neutral)")

add("en", "password-talk-neg",
    "Windows update failed with 0x80070005 and now it asks for my password at every boot. I know the password, "
    "it's just annoying. how do I turn the prompt off?",
    [], ["0x80070005"], "mentions a password without giving one; error code survives")

vv = de_vat(); vi = iban("DE"); inv = "RE-%s-%s" % (digits(4, True), digits(4))
add("en", "vendor-invoice-neg",
    "Supplier invoice %s from Hartmann Druck GmbH: VAT ID %s, pay to %s within 14 days, total EUR 2,380.00. "
    "Do I charge reverse VAT as a UK company?" % (inv, vv, vi),
    [], [vv, vi, inv, "EUR 2,380.00"], "company VAT id and company IBAN (valid) survive")

add("en", "travel-neg",
    "Flight LH 2471 on 2026-04-18 dep 06:45 from MUC, seat 23C, fare EUR 189.40. "
    "Hotel hotline +49 89 5505 %s. How early should I be at the airport?" % digits(4),
    [], ["LH 2471", "2026-04-18", "EUR 189.40"], "flight number, date, price")

wk = "-".join(rs("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
add("en", "windows-key-retail-vs-gvlk",
    "I found the KMS client key W269N-WFGWX-YVC9B-4J6C9-T83GX online but I actually bought a retail license, key %s. "
    "Which one do I enter after reinstalling?" % wk,
    [wk], ["W269N-WFGWX-YVC9B-4J6C9-T83GX"], "own retail product key vs published generic key")

bk, bs = rs(AN, 64), rs(AN, 64); boid = digits(11, True)
add("en", "binance-api-pair",
    "my trading bot gets -2015 invalid API key. config:\nBINANCE_API_KEY=%s\nBINANCE_API_SECRET=%s\nlast filled order id %s" % (bk, bs, boid),
    [bk, bs], [boid], "exchange key+secret; order id survives")

gap = " ".join(rs(LO, 4) for _ in range(4))
add("en", "gmail-app-password",
    "Thunderbird says 535-5.7.8 Username and Password not accepted. I generated an app password '%s' and pasted it. "
    "do I remove the spaces?" % gap,
    [gap], ["535-5.7.8"], "Google app password in 4 groups; SMTP status survives")

pp = rs(UP, 1) + digits(8, True); fl = "BA %s" % digits(3, True); hc = digits(10, True)
add("en", "passport-travel",
    "online check-in for %s wants passport number, mine is %s, exp 2031. hotel confirmation %s also asks for it, "
    "is that normal?" % (fl, pp, hc),
    [pp], [fl, hc], "passport number; flight and hotel confirmation survive")

zd = ts_date(); md = ts_date()
add("en", "zip-password-date-like",
    "accountant sent the payroll zip, password is %s (she said it's the closing date). meeting to go over it is on %s. "
    "7-zip says wrong password" % (zd, md),
    [zd], [md], "date-shaped password vs an ordinary date")

yp = str(R.randint(1960, 1999)); yy = str(R.randint(2015, 2024))
add("en", "pin-looks-like-year",
    "stupid question: my card PIN is %s which is my birth year, the bank letter from %s says that's weak. should I change it?" % (yp, yy),
    [yp], [yy], "year-shaped PIN vs ordinary year")

ww = R.choice(["pineapple", "blueberry", "sandcastle", "moonlight"])
add("en", "plain-word-wifi",
    "guest wifi is 'Casa-Guest' and the password is just %s, lowercase. phone says 'incorrect password' on the Fritz!Box 7590." % ww,
    [ww], ["7590"], "dictionary-word password; router model number survives")

gc = "-".join(rs(UP + DG, 4) for _ in range(4)); gpin = digits(4); gor = "112-" + digits(7) + "-" + digits(7)
add("en", "gift-card",
    "the gift card from order %s shows 'already redeemed'. card number %s, PIN %s (scratched). what do I do?" % (gor, gc, gpin),
    [gc, gpin], [gor], "gift card code and PIN; order id survives")

sin = ca_sin(); bn = digits(9, True) + "RP0001"
add("en", "canada-sin",
    "T4 from my employer lists their business number %s. The CRA form wants my SIN, %s. Also box 14 is 58,300.00." % (bn, sin),
    [sin], [bn], "own SIN (Luhn); employer BN survives")

tfn = au_tfn(); abn = au_abn()
add("en", "australia-tfn-abn",
    "new job onboarding: TFN declaration asks for my TFN (%s) and the payer's ABN is %s. super fund USI is on page 2. Fill in order?" % (tfn, abn),
    [tfn], [abn], "own TFN (check digit valid); employer ABN (valid) survives")

add("en", "code-identifiers-neg",
    "refactor question: we have `password_reset_token`, `getApiKey()`, `SECRET_KEY_BASE` and `AUTH_HEADER = \"Authorization\"`. "
    "In production.rb it's secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>. Better naming?",
    [], ["password_reset_token", "getApiKey()", "SECRET_KEY_BASE", "<%= ENV[\"SECRET_KEY_BASE\"] %>"],
    "identifiers from code and an ERB env reference")

u1, u2, u3 = ruuid(), ruuid(), ruuid()
add("en", "uuid-log-neg",
    "2026-03-02T10:11:12Z WARN job=%s retry=3\n2026-03-02T10:11:13Z ERROR job=%s parent=%s msg=\"token refresh failed\"\n"
    "which job failed first?" % (u1, u2, u3),
    [], [u1, u2, u3], "UUIDs in log lines with the word token")

pw_a = human_pw()
add("en", "password-in-prose-mid",
    "ok so I finally remembered — the old laptop login was %s, and I need to get the photos off it before I sell it. "
    "Ubuntu 22.04, 500GB disk" % pw_a,
    [pw_a], ["22.04"], "password in free prose; OS version survives")

ssid = "NETGEAR" + digits(2); wk2 = "%s-%s-%s" % (R.choice(["silly", "quiet", "happy", "brave"]), R.choice(["river", "panda", "cloud", "tiger"]), digits(3))
add("en", "netgear-default-key",
    "router label: network %s, network key %s. the manual says default admin login is admin / password. "
    "should I change the key?" % (ssid, wk2),
    [wk2], ["admin / password"], "WiFi key from label; documented default admin login survives")

sec_leak = strong_pw(16, "!#%"); hv = "v" + str(R.randint(1, 4)) + "." + str(R.randint(0, 20)) + "." + str(R.randint(0, 9))
add("en", "cli-flag-password",
    "./backup-agent %s --server=backup.lan --user=ops --password=%s --retries=3\nfails with TLS handshake error" % (hv, sec_leak),
    [sec_leak], [hv], "CLI --password= flag; version survives")

cr1 = card("amex"); cid4 = digits(4)
add("en", "amex-cid",
    "Paying the tax bill online with Amex %s, the 4-digit code on the front is %s. Fee is 1.87%%. worth it for the points?" % (fmt_amex(cr1), cid4),
    [fmt_amex(cr1), cid4], ["1.87%"], "Amex number and CID")

ph2 = "(555) %s-%s" % (digits(3, True), digits(4)); zp = digits(5, True)
add("en", "phone-zip-neg",
    "the form rejects my phone %s and ZIP %s. is there a format issue? it shows error E-1043." % (ph2, zp),
    [], [ph2, zp, "E-1043"], "phone, ZIP, error code (personal but not secrets)")

# ================================================================ Chinese
idn = zh_id(); up = card("unionpay"); kd = "SF" + digits(13, True)
add("zh", "idcard-bankcard",
    "帮我看看这个实名认证为什么一直失败：身份证号 %s，银行卡号 %s，预留手机尾号 %s。快递单号 %s 的包裹里是新卡。" % (idn, fmt4(up), digits(4), kd),
    [idn, fmt4(up)], [kd], "own resident ID (check char) and UnionPay card; courier number survives")

wx = digits(6); ddh = digits(19, True)
add("zh", "wechat-pay-password",
    "微信支付密码是%s，刚才付款一直提示密码错误，订单号%s，商家说没收到钱，是不是被冻结了？" % (wx, ddh),
    [wx], [ddh], "6-digit payment password; 19-digit order number survives")

ltai = "LTAI" + rs(AN, 20); ali_sec = rs(AN, 30); ver = "3.0.%d" % R.randint(100, 300)
add("zh", "aliyun-accesskey",
    "用 aliyun-cli %s 上传 OSS 报 InvalidAccessKeyId.NotFound，配置如下：\naccess_key_id = %s\naccess_key_secret = %s\nregion_id = cn-hangzhou" % (ver, ltai, ali_sec),
    [ltai, ali_sec], [ver], "Alibaba Cloud AccessKey pair; CLI version survives")

zc = hexs(40); zv = "v%d.%d.%d" % (R.randint(1, 3), R.randint(0, 12), R.randint(0, 9))
add("zh", "commit-version-neg",
    "回滚到 %s 之后，版本号还是显示 %s，密钥轮换的脚本 rotate_keys.sh 也没执行，怎么排查？" % (zc, zv),
    [], [zc, zv, "rotate_keys.sh"], "commit id, version, script name")

# ================================================================ Japanese
myn = jp_mynumber(); jbk = digits(7, True); jpin = digits(4)
add("ja", "mynumber-bank",
    "確定申告の入力でマイナンバー %s を入れたらエラーになります。還付金52,300円の口座は普通 %s、暗証番号は %s です。何が間違っていますか？" % (myn, jbk, jpin),
    [myn, jbk, jpin], ["52,300円"], "My Number (check digit), account number and PIN")

jo = "%s-%s-%s" % (digits(3, True), digits(7), digits(7)); zipc = "〒150-%s" % digits(4)
add("ja", "order-postal-neg",
    "注文番号 %s の荷物が届きません。住所は %s 東京都渋谷区で、問い合わせ先 03-%s-%s に電話してもつながりません。" % (jo, zipc, digits(4), digits(4)),
    [], [jo, zipc], "order number and postal code only")

jdb = human_pw(["sakura", "Tanuki", "Fujisan", "hoshizora"]); jsha = hexs(7)
add("ja", "env-db-password",
    "docker compose up で DB に繋がりません。.env の中身：\nDB_HOST=db\nDB_USER=app\nDB_PASSWORD=%s\nコミット %s から壊れました。" % (jdb, jsha),
    [jdb], [jsha], "env password; short sha survives")

jotp = otp(); juk = "UK" + digits(10, True)
add("ja", "sms-auth-code",
    "「【楽天】認証コードは%sです」というSMSが来ました。ログインしていないのですが、受付番号 %s の問い合わせで聞かれた番号です。教えても大丈夫？" % (jotp, juk),
    [jotp], [juk], "auth code; inquiry number survives")

# ================================================================ Korean
rrn = ko_rrn(); brn = ko_brn()
add("ko", "rrn-vs-brn",
    "연말정산 서류에 제 주민등록번호 %s 넣었는데 회사 사업자등록번호 %s 랑 안 맞는다고 나와요. 뭐가 문제일까요?" % (rrn, brn),
    [rrn], [brn], "own resident number (check digit); company business number (check digit) survives")

kpw = human_pw(["Hangang", "kimchi", "Saranghae", "Bada"]); inv_k = digits(12, True)
add("ko", "cert-password",
    "공동인증서 비밀번호가 %s 인데 계속 틀렸다고 해요. 송장번호 %s 택배로 보안카드 새로 받았어요." % (kpw, inv_k),
    [kpw], [inv_k], "certificate password; parcel number survives")

kotp = otp(); kph = "1588-%s" % digits(4)
add("ko", "otp-call",
    "은행이라면서 %s 번호로 전화 와서 방금 온 인증번호 %s 불러달래요. 보이스피싱 맞죠?" % (kph, kotp),
    [kotp], [kph], "verification code in scam question; bank line survives")

# ================================================================ German
stid = de_steuerid(); own_de = iban("DE"); vm_de = iban("DE")
add("de", "steuerid-iban-vermieter",
    "Für den Antrag brauche ich meine Steuer-ID (%s) und meine IBAN %s. Die Miete geht an den Vermieter, IBAN %s. "
    "Muss ich die Kaution extra angeben?" % (stid, own_de, vm_de),
    [stid, own_de], [vm_de], "own tax id (ISO 7064 check) and IBAN; landlord IBAN survives")

dpin = digits(5); tan = otp()
add("de", "onlinebanking-pin-tan",
    "Mein Online-Banking-PIN ist %s, die TAN aus der App war %s, trotzdem sagt die Sparkasse (BIC SSKMDEMMXXX) 'Auftrag %s abgelehnt'. Ist das Konto gesperrt?" % (dpin, tan, anr := digits(9, True)),
    [dpin, tan], ["SSKMDEMMXXX", anr], "banking PIN and TAN")

ust = de_vat(); rn = "RE-%s/%s" % (R.randint(2025, 2026), digits(5))
add("de", "rechnung-ust-neg",
    "Auf der Rechnung %s steht USt-IdNr. %s und Betrag 1.190,00 €. Muss ich als Kleinunternehmer die Vorsteuer ausweisen?" % (rn, ust),
    [], [rn, ust, "1.190,00 €"], "invoice id, company VAT id (check digit), amount")

dpw = strong_pw(16, "!#%-_")
add("de", "compose-passwort",
    "Warum startet der Container nicht?\n\nservices:\n  db:\n    image: mariadb:11.4\n    environment:\n      MARIADB_ROOT_PASSWORD: \"%s\"\n      MARIADB_DATABASE: wiki" % dpw,
    [dpw], ["mariadb:11.4"], "compose env password; image tag survives")

# ================================================================ French
nir, key = fr_nir(); nir_s = "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], key)
siren = fr_siren(); tva = fr_tva(siren)
add("fr", "nir-vs-tva",
    "Sur le formulaire de la CPAM je dois mettre mon numéro de sécu %s. Mon employeur a le SIREN %s et la TVA %s, ça va où ?" % (nir_s, siren, tva),
    [nir_s], [siren, tva], "own NIR with key; employer SIREN (Luhn) and VAT (key) survive")

fr_own = iban("FR"); fr_plb = iban("FR")
add("fr", "iban-plombier",
    "Le plombier m'a donné son RIB : %s. Je fais le virement depuis mon compte %s. Combien de temps ça prend ?" % (fr_plb, fr_own),
    [fr_own], [fr_plb], "own IBAN (RIB key) vs tradesman IBAN")

digi = rs("0123456789AB", 4) + R.choice("AB"); bat = "B%d" % R.randint(1, 9)
add("fr", "digicode",
    "Pour la livraison de la commande n° %s : bâtiment %s, digicode %s, puis interphone « Martin ». Tu peux reformuler ça pour le livreur ?" % (fcmd := digits(9, True), bat, digi),
    [digi], [fcmd], "door code")

frpw = human_pw(["Soleil", "papillon", "Bretagne", "croissant"])
add("fr", "mdp-corrige",
    "mon mot de passe Ameli c'est %s\n---\nnon attends, j'ai changé le mois dernier, c'est %s maintenant. Je veux juste suivre le dossier %s" % (frpw, frpw2 := human_pw(["Soleil", "papillon", "Bretagne", "croissant"]), fdos := "AM-" + digits(8, True)),
    [frpw, frpw2], [fdos], "password then corrected password")

# ================================================================ Spanish
dni = es_dni(); pedido = "ES" + digits(10, True)
add("es", "dni-pedido",
    "Me piden el DNI para la devolución del pedido %s. Mi DNI es %s, ¿es normal que lo pidan para un reembolso?" % (pedido, dni),
    [dni], [pedido], "own DNI (letter check); order id survives")

wifi_es = human_pw(["Paella", "girasol", "Mariposa", "tortuga"]); rmod = "HGU " + rs(UP + DG, 6)
add("es", "clave-wifi",
    "La clave del wifi de casa es %s pero el móvil nuevo no conecta. El router es el de Movistar, número de serie %s." % (wifi_es, rmod),
    [wifi_es], [rmod], "wifi key; router serial survives")

es_own = iban("ES"); es_co = iban("ES")
add("es", "iban-comunidad",
    "Para domiciliar la cuota de la comunidad me dieron la cuenta de la comunidad %s, y yo pago desde %s. ¿Cómo relleno la orden SEPA?" % (es_co, es_own),
    [es_own], [es_co], "own IBAN (Spanish DC) vs community of owners IBAN")

# ================================================================ Portuguese (BR/PT)
cpf = br_cpf(); cnpj = br_cnpj(); pixk = ruuid()
add("pt", "cpf-cnpj-pix",
    "Comprei numa loja com CNPJ %s e paguei por Pix na chave aleatória da loja %s. Pra pedir estorno eles pedem meu CPF, %s. Posso mandar por WhatsApp?" % (cnpj, pixk, cpf),
    [cpf], [cnpj, pixk], "own CPF; shop CNPJ and shop Pix key survive")

ptpw = human_pw(["Saudade", "goiaba", "Cachorro", "praia"])
add("pt", "senha-app-banco",
    "A senha do app do banco é %s e ele pede também o token de 6 dígitos, que agora está mostrando %s. Dá erro 'transação não autorizada' num boleto de R$ 1.250,00." % (ptpw, pto := otp()),
    [ptpw, pto], ["R$ 1.250,00"], "bank app password and token code")

pt_own = iban("PT"); nif_co = digits(9, True)
add("pt", "iban-pt-renda",
    "Vou mudar a transferência da renda. A minha conta é %s. O senhorio pediu para pôr a referência do contrato %s. Isto chega?" % (pt_own, nif_co),
    [pt_own], [nif_co], "own IBAN (NIB check); contract reference survives")

# ================================================================ Italian
cf = it_cf(); piva = it_piva(); it_own = iban("IT")
add("it", "cf-iban-piva",
    "Per il rimborso devo indicare codice fiscale %s e IBAN %s. L'azienda ha partita IVA %s, devo scriverla anch'io?" % (cf, it_own, piva),
    [cf, it_own], [piva], "own codice fiscale and IBAN (CIN); company partita IVA (Luhn) survives")

itpw = human_pw(["Girasole", "farfalla", "Vesuvio", "limone"]); spid_otp = otp()
add("it", "spid-otp",
    "Entro nello SPID con password %s, poi mi arriva l'OTP %s ma il sito dell'INPS dice sessione scaduta sulla domanda %s. Che faccio?" % (itpw, spid_otp, idom := digits(12, True)),
    [itpw, spid_otp], [idom], "SPID password + OTP")

pratica = "INPS.%s.%s" % (digits(4, True), digits(6))
add("it", "pratica-neg",
    "La pratica %s risulta 'in lavorazione' dal 12/02/2026. Il numero verde è 803 164. Quanto devo aspettare?" % pratica,
    [], [pratica, "803 164", "12/02/2026"], "case number, hotline, date")

# ================================================================ Dutch
bsn = nl_bsn(); nl_own = iban("NL"); kvk = digits(8, True)
add("nl", "bsn-iban-kvk",
    "Voor de toeslag vraagt de Belastingdienst mijn BSN %s en mijn IBAN %s. Mijn werkgever heeft KvK %s, moet dat ook?" % (bsn, nl_own, kvk),
    [bsn, nl_own], [kvk], "own BSN (11-proof) and IBAN; employer KvK survives")

digid = otp(); nlpw = human_pw(["Tulpen", "fiets", "Molen", "stroopwafel"])
add("nl", "digid-sms",
    "Inloggen bij DigiD lukt niet: wachtwoord %s, sms-code %s, en dan krijg ik 'er is iets misgegaan' (foutcode %s)." % (nlpw, digid, fcode := "E" + digits(4, True)),
    [nlpw, digid], [fcode], "DigiD password and SMS code")

btw = "NL" + digits(9, True) + "B01"; nl_co = iban("NL")
add("nl", "factuur-neg",
    "Factuur van de aannemer: btw-nummer %s, betalen naar %s o.v.v. factuurnummer 2026-%s. Klopt 21%% btw voor schilderwerk?" % (btw, nl_co, digits(4, True)),
    [], [btw, nl_co, "21%"], "contractor VAT id and IBAN survive")

# ================================================================ Polish
pesel = pl_pesel(); nip = pl_nip()
add("pl", "pesel-nip",
    "W PIT-37 wpisałem PESEL %s, a NIP pracodawcy to %s. System e-Deklaracje zwraca błąd 'niezgodność danych'. Co sprawdzić?" % (pesel, nip),
    [pesel], [nip], "own PESEL (check digit); employer NIP (check digit) survives")

blik = otp(); pl_own = iban("PL")
add("pl", "blik-konto",
    "Kod BLIK %s wygasł zanim zatwierdziłem zamówienie nr %s. Czy mogę zamiast tego podać sklepowi mój numer konta %s do przelewu?" % (blik, pzam := digits(10, True), pl_own),
    [blik, pl_own], [pzam], "BLIK code and own account")

plpw = human_pw(["Kotek", "pierogi", "Wisla", "slonce"]); zam = "ZAM/%s/%s" % (R.randint(2025, 2026), digits(6))
add("pl", "haslo-allegro",
    "Hasło do Allegro: %s. Zamówienie %s nie pokazuje się na liście. Może ktoś się włamał?" % (plpw, zam),
    [plpw], [zam], "shop password; order id survives")

# ================================================================ Russian
snils = ru_snils(); inn = ru_inn12(); inn_org = ru_inn10()
add("ru", "snils-inn",
    "Заполняю заявление на вычет: мой СНИЛС %s, мой ИНН %s, ИНН работодателя %s. Где указать КПП организации?" % (snils, inn, inn_org),
    [snils, inn], [inn_org], "own SNILS and personal INN (checks); employer INN (check) survives")

ru_sms = otp(4 + R.randint(0, 2)); rucard = card("mc")
add("ru", "sms-code-card",
    "Пришло СМС: «Код %s. Никому не сообщайте». Я как раз вводил карту %s на сайте авиакомпании, рейс SU 1402 за 18 450 ₽. Это нормально?" % (ru_sms, fmt4(rucard)),
    [ru_sms, fmt4(rucard)], ["SU 1402", "18 450 ₽"], "SMS code and card")

rupw = strong_pw(14, "!#%"); ruv = "1.%d.%d" % (R.randint(20, 30), R.randint(0, 9))
add("ru", "nginx-htpasswd",
    "Сгенерировал htpasswd так: htpasswd -b -c /etc/nginx/.htpasswd admin '%s'. nginx %s всё равно отдаёт 401." % (rupw, ruv),
    [rupw], [ruv], "password as CLI argument; nginx version survives")

# ================================================================ Ukrainian
rnokpp = ua_rnokpp(); ua_own = iban("UA"); edrpou = digits(8, True)
add("uk", "rnokpp-iban",
    "Для повернення коштів магазин (ЄДРПОУ %s) просить мій РНОКПП %s та IBAN %s. Чи безпечно надсилати це на пошту?" % (edrpou, rnokpp, ua_own),
    [rnokpp, ua_own], [edrpou], "own tax number (check) and IBAN; company EDRPOU survives")

uacvv = digits(3); uac = card("visa")
add("uk", "card-cvv",
    "Оплачую комуналку 1 245,60 грн через застосунок, картка %s, CVV %s, але пише «операцію відхилено банком». Що робити?" % (fmt4(uac), uacvv),
    [fmt4(uac), uacvv], ["1 245,60 грн"], "card and CVV")

np_ttn = "20" + digits(12)
add("uk", "nova-poshta-neg",
    "Посилка ТТН %s застрягла у відділенні №%s. Телефон гарячої лінії 0 800 500 609. Скільки зберігають?" % (np_ttn, R.randint(1, 300)),
    [], [np_ttn, "0 800 500 609"], "waybill number and hotline")

# ================================================================ Turkish
tc = tr_tckn(); tr_own = iban("TR")
add("tr", "tckn-iban",
    "Kira iadesi için ev sahibi TC kimlik numaramı (%s) ve IBAN'ımı (%s) istedi. Kendi IBAN'ı %s, kirayı oraya yatırıyordum. Bunları WhatsApp'tan atmak güvenli mi?" % (tc, tr_own, tr_ll := iban("TR")),
    [tc, tr_own], [tr_ll], "own TC number (checks) and IBAN")

edv = strong_pw(10, "!.*"); vno = digits(10, True)
add("tr", "edevlet-sifre",
    "e-Devlet şifrem %s, girişte hata veriyor. Şirketin vergi numarası %s, SGK dökümü için lazım." % (edv, vno),
    [edv], [vno], "e-Government password; company tax number survives")

siparis = digits(9, True); kargo = "TR" + digits(10, True)
add("tr", "siparis-neg",
    "Sipariş numarası %s, kargo takip %s. 499,90 TL ödedim ama ürün gelmedi. Ne yazmalıyım?" % (siparis, kargo),
    [], [siparis, kargo, "499,90 TL"], "order and tracking numbers, price")

# ================================================================ Arabic
sa_id = sa_nid(); sa_own = iban("SA")
add("ar", "saudi-id-iban",
    "أحتاج تحديث بياناتي في أبشر. رقم الهوية %s والآيبان %s. لماذا يرفض النظام الحساب برقم الطلب %s؟" % (sa_id, sa_own, sareq := digits(10, True)),
    [sa_id, sa_own], [sareq], "own national ID and IBAN")

ar_otp = otp(4); ar_ord = digits(10, True)
add("ar", "otp-delivery",
    "وصلني رمز التحقق %s من تطبيق التوصيل، والمندوب يطلبه مني على الهاتف لتأكيد الطلب رقم %s. هل أعطيه؟" % (ar_otp, ar_ord),
    [ar_otp], [ar_ord], "OTP; order number survives")

ae_co = iban("AE"); trn = "100" + digits(12, True)
add("ar", "invoice-neg",
    "فاتورة من الشركة: الرقم الضريبي %s، التحويل إلى حساب الشركة %s. هل ضريبة القيمة المضافة 5%% محسوبة صح على 2,100 درهم؟" % (trn, ae_co),
    [], [trn, ae_co], "company TRN and company IBAN")

# ================================================================ Hebrew
tz = il_tz(); he_ph = "03-%s" % digits(7, True)
add("he", "teudat-zehut",
    "בטופס של קופת החולים ביקשו מספר תעודת זהות, שלי זה %s. הטלפון של הסניף %s לא עונה. איפה עוד אפשר להגיש?" % (tz, he_ph),
    [tz], [he_ph], "own ID (check digit); clinic phone survives")

hewifi = human_pw(["Shalom", "tapuz", "Yam", "kadur"])
add("he", "wifi-password",
    "הסיסמה של הוויפי בבית היא %s, אבל הטלוויזיה החדשה (דגם QE65Q80C) לא מתחברת. הראוטר הוא Bezeq Be %d." % (hewifi, R.randint(2, 4)),
    [hewifi], ["QE65Q80C"], "wifi password")

# ================================================================ Persian
melli = ir_melli(); ircard = card("ir"); sheba = iban("IR")
add("fa", "melli-card-sheba",
    "برای ثبت‌نام کد ملی %s و شماره کارت %s رو وارد کردم. فروشگاه هم شماره شبا %s رو داده. چرا پرداخت انجام نمی‌شه؟" % (melli, fmt4(ircard, "-"), sheba),
    [melli, fmt4(ircard, "-")], [sheba], "own national code (check) and card; shop Sheba survives")

ramz2 = digits(6); cvv_ir = digits(4)
add("fa", "ramz-dovom",
    "رمز دوم کارتم %s و CVV2 هم %s هست ولی درگاه برای سفارش %s می‌گه اطلاعات کارت نادرست است. مشکل از کجاست؟" % (ramz2, cvv_ir, irord := digits(8, True)),
    [ramz2, cvv_ir], [irord], "second (online) card password and CVV2")

# ================================================================ Hindi
aad = in_aadhaar(); pan = in_pan()
add("hi", "aadhaar-pan",
    "ITR भरते समय मेरा PAN %s और आधार %s लिंक नहीं दिखा रहा। Acknowledgement नंबर %s है। क्या मुझे फिर से लिंक करना होगा?" % (pan, aad, ack := digits(15, True)),
    [pan, aad], [ack], "own PAN and Aadhaar (Verhoeff)")

upi = digits(6); gst = in_gstin(); ifsc = R.choice(["SBIN", "HDFC", "ICIC"]) + "0" + digits(6)
add("hi", "upi-pin-gstin",
    "दुकानदार का GSTIN %s है और उनका IFSC %s। मैंने UPI PIN %s डाला पर पेमेंट pending है। पैसे कटेंगे क्या?" % (gst, ifsc, upi),
    [upi], [gst, ifsc], "UPI PIN; shop GSTIN (check char) and IFSC survive")

hotp = otp(); hph = "1800-%s-%s" % (digits(3, True), digits(4))
add("hi", "otp-kyc-call",
    "KYC अपडेट के लिए किसी ने %s से कॉल किया और बोला OTP बताओ। मेरे फोन पर OTP %s आया है। बताना चाहिए?" % (hph, hotp),
    [hotp], [hph], "OTP in scam question; caller number survives")

# ================================================================ Indonesian
nik = R.choice(["3174", "3273", "3578"]) + "%02d%02d%02d" % (R.randint(1, 28) + R.choice([0, 40]), R.randint(1, 12), R.randint(70, 99)) + digits(4)
npwp = "%s.%s.%s.%s-%s.%s" % (digits(2, True), digits(3), digits(3), digits(1), digits(3), digits(3))
add("id", "nik-npwp",
    "Mau daftar BPJS, NIK saya %s. NPWP kantor %s juga diminta, itu ditulis di kolom mana?" % (nik, npwp),
    [nik], [npwp], "own NIK; employer NPWP survives")

mpin_id = digits(6); resi = "JNE" + digits(12, True)
add("id", "mbanking-pin",
    "PIN m-banking saya %s tapi terblokir setelah salah 3 kali. Padahal saya cuma mau bayar paket resi %s." % (mpin_id, resi),
    [mpin_id], [resi], "mobile banking PIN; shipment number survives")

idpw = human_pw(["Kucing", "nasgor", "Merdeka", "pelangi"])
add("id", "password-email-kantor",
    "Password email kantor saya %s, sekarang Outlook minta login terus. Versi Outlook 2021 build %s." % (idpw, obld := "16.0." + digits(5, True)),
    [idpw], [obld], "work email password")

# ================================================================ Vietnamese
cccd = "0" + digits(2) + R.choice("0123") + digits(2) + digits(6)
vnotp = otp()
add("vi", "cccd-otp",
    "Ngân hàng yêu cầu xác thực lại: số CCCD của tôi là %s, mã OTP vừa nhận là %s. Nhân viên gọi từ số %s hỏi mã này, có đúng quy trình không?" % (cccd, vnotp, vnph := "1900 " + digits(4, True)),
    [cccd, vnotp], [vnph], "own citizen ID and OTP")

vnord = "VN" + digits(10, True); vnpw = human_pw(["Hanoi", "bunbo", "Saigon", "hoasen"])
add("vi", "shopee-password",
    "Mật khẩu Shopee của tôi là %s, đơn %s báo đã giao mà tôi chưa nhận. Làm sao khiếu nại?" % (vnpw, vnord),
    [vnpw], [vnord], "shop password; order number survives")

# ================================================================ Thai
thid = th_id(); pp_shop = "0" + digits(12, True)
add("th", "thai-id",
    "สมัครแอปธนาคาร ต้องกรอกเลขบัตรประชาชน %s แต่ขึ้นว่าไม่ถูกต้อง ร้านค้าให้โอนพร้อมเพย์เลขนิติบุคคล %s ด้วย" % (thid, pp_shop),
    [thid], [pp_shop], "own Thai ID (check digit); shop PromptPay id survives")

atm = digits(6)
add("th", "atm-pin",
    "ลืมว่ารหัส ATM เป็น %s หรือเปล่า กดผิดไปสองครั้งแล้วที่ตู้หมายเลข %s ถ้าผิดอีกครั้งบัตรจะถูกล็อกไหม" % (atm, atmid := "K" + digits(5, True)),
    [atm], [atmid], "ATM PIN")

# ================================================================ Swedish
pnr = se_pnr(); org = se_orgnr(); swish = "123 %s %s %s" % (digits(3), digits(2), digits(2))
add("sv", "personnummer-orgnr",
    "Jag ska fylla i blanketten för ROT-avdrag: mitt personnummer %s, firmans org.nr %s och de vill ha betalning via Swish %s. Stämmer det?" % (pnr, org, swish),
    [pnr], [org, swish], "own personnummer (Luhn); company org number (Luhn) and Swish number survive")

svpw = human_pw(["Kanelbulle", "sommar", "Midsommar", "alg"]); svotp = otp(8)
add("sv", "bank-password-code",
    "Lösenordet till bankens webbplats är %s och engångskoden från dosan (serienummer %s) blev %s, men jag kommer inte in." % (svpw, dosa := digits(10, True), svotp),
    [svpw, svotp], [dosa], "bank password and token code")

se_own = iban("SE")
add("sv", "iban-lon",
    "Min nya arbetsgivare vill ha mitt IBAN för lönen: %s. Behöver de BIC också, är det SWEDSESS för Swedbank?" % se_own,
    [se_own], ["SWEDSESS"], "own IBAN")

# ================================================================ Danish
cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), digits(4)); cvr = dk_cvr()
add("da", "cpr-cvr",
    "Håndværkeren (CVR %s) vil have mit CPR-nummer %s for at lave fradraget. Er det normalt?" % (cvr, cpr),
    [cpr], [cvr], "own CPR; company CVR (mod 11) survives")

mitid = digits(6); dk_own = iban("DK")
add("da", "mitid-kode",
    "Jeg kom til at skrive min MitID-kode %s i en mail til en 'bankrådgiver', der ringede fra %s. Min konto er %s. Hvad gør jeg nu?" % (mitid, dkph := "+45 %s %s %s %s" % (digits(2, True), digits(2), digits(2), digits(2)), dk_own),
    [mitid, dk_own], [dkph], "login code and own IBAN")

# ================================================================ Norwegian
fnr = no_fnr(); onr = no_orgnr()
add("no", "fodselsnummer",
    "Skattemeldingen spør om fødselsnummeret mitt, %s, og organisasjonsnummeret til arbeidsgiver er %s. Hvor finner jeg lønnsslippen?" % (fnr, onr),
    [fnr], [onr], "own birth number (two mod-11 checks); employer org number survives")

no_own = iban("NO"); bidpw = human_pw(["Fjord", "brunost", "Nordlys", "hytte"])
add("no", "bankid-passord",
    "BankID-passordet mitt er %s, men det sier 'feil passord'. Lønnskontoen er %s. Må jeg bestille ny kodebrikke? Den gamle har serienummer %s." % (bidpw, no_own, kbs := digits(10, True)),
    [bidpw, no_own], [kbs], "BankID password and own IBAN (mod 11)")

# ================================================================ Finnish
hetu = fi_hetu(); yt = fi_ytunnus()
add("fi", "hetu-ytunnus",
    "Kotitalousvähennystä varten tarvitaan henkilötunnukseni %s ja yrityksen Y-tunnus %s. Kumpi kenttä on kumpi?" % (hetu, yt),
    [hetu], [yt], "own HETU (mod 31 char); company Y-tunnus survives")

tunnusluku = digits(4); fi_own = iban("FI")
add("fi", "verkkopankki",
    "Verkkopankin tunnusluku %s ei enää toimi ja tilini %s on lukittu. Pankin BIC on NDEAFIHH. Soitanko pankkiin vai menenkö konttoriin?" % (tunnusluku, fi_own),
    [tunnusluku, fi_own], ["NDEAFIHH"], "online bank code and own IBAN")

# ================================================================ Czech
rc_ = cz_rc(); ico = cz_ico()
add("cs", "rodne-cislo-ico",
    "Do přiznání píšu rodné číslo %s a IČO zaměstnavatele %s. Kolonka pro DIČ zůstane prázdná?" % (rc_, ico),
    [rc_], [ico], "own birth number (mod 11); employer ICO (check) survives")

cz_own = iban("CZ"); czpin = digits(4)
add("cs", "karta-pin",
    "Banka mi volala z čísla %s, chce číslo účtu %s a PIN ke kartě %s, aby mi odblokovala kartu přes telefon. Není to podvod?" % (czph := "+420 %s %s %s" % (digits(3, True), digits(3), digits(3)), cz_own, czpin),
    [cz_own, czpin], [czph], "own IBAN (account check) and card PIN")

# ================================================================ Hungarian
adoaz = hu_adoazon(); adoszam = "%s-%s-%s" % (digits(8, True), R.choice("12345"), "%02d" % R.randint(2, 44))
add("hu", "adoazonosito",
    "A NAV űrlapon az adóazonosító jelem %s, a munkáltató adószáma %s. Melyik rovatba kerül az SZJA?" % (adoaz, adoszam),
    [adoaz], [adoszam], "own tax id (check digit); employer tax number survives")

hupw = human_pw(["Balaton", "paprika", "Duna", "csillag"])
add("hu", "ugyfelkapu",
    "Az Ügyfélkapu jelszavam %s, de a rendszer szerint lejárt (hibakód: KAU-%s). Hogyan tudom megújítani?" % (hupw, kau := digits(4, True)),
    [hupw], ["KAU-" + kau], "gov portal password")

# ================================================================ Romanian
cnp = ro_cnp(); cui = "RO" + ro_cui()
add("ro", "cnp-cui",
    "La ANAF trebuie să pun CNP-ul meu %s și CUI-ul firmei %s la care lucrez. Unde văd declarația unică?" % (cnp, cui),
    [cnp], [cui], "own CNP (check); company CUI survives")

ro_own = iban("RO"); ropw = human_pw(["Carpati", "mamaliga", "Dunarea", "soare"])
add("ro", "iban-parola",
    "Parola de la George e %s și contul meu %s. Transferul către proprietar, contul %s, nu pleacă. De ce?" % (ropw, ro_own, ro_ll := iban("RO")),
    [ropw, ro_own], [ro_ll], "bank password and own IBAN")

# ================================================================ Greek
afm_me = gr_afm(); afm_ll = gr_afm()
add("el", "afm-own-vs-landlord",
    "Στη δήλωση μισθωτηρίου βάζω το ΑΦΜ μου %s και του ιδιοκτήτη %s. Το σύστημα λέει λάθος ΑΦΜ εκμισθωτή." % (afm_me, afm_ll),
    [afm_me], [afm_ll], "own AFM vs landlord AFM (both check-digit valid)")

taxis = human_pw(["Thalassa", "ouzo", "Akropoli", "ilios"])
add("el", "taxisnet",
    "Οι κωδικοί μου στο Taxisnet είναι χρήστης mpapad78 και κωδικός %s. Γιατί δεν μπαίνω στο myAADE; Έχω αίτημα με αριθμό πρωτοκόλλου %s." % (taxis, prot := digits(9, True)),
    [taxis], [prot], "tax portal password")

# ================================================================ Swahili
mpesa = digits(4); paybill = digits(6, True)
add("sw", "mpesa-pin",
    "Nimetuma pesa kwa Paybill %s, akaunti 10%s, lakini haijafika. PIN yangu ya M-Pesa ni %s, je nimekosea?" % (paybill, digits(4), mpesa),
    [mpesa], [paybill], "M-Pesa PIN; merchant paybill survives")

kra = ke_kra(); till = digits(7, True)
add("sw", "kra-pin",
    "Nataka kujaza ritani ya kodi. KRA PIN yangu ni %s. Duka linataka nilipe kwa Till %s. Hiyo ni sawa?" % (kra, till),
    [kra], [till], "own KRA PIN; till number survives")

# ================================================================ Tagalog
mpin_ph = digits(4); gref = digits(13, True)
add("tl", "gcash-mpin",
    "Yung GCash MPIN ko ay %s, tapos nag-send ako ng pera pero walang dumating. Reference no. %s. Ano gagawin ko?" % (mpin_ph, gref),
    [mpin_ph], [gref], "e-wallet MPIN; transaction reference survives")

tin = "%s-%s-%s-000" % (digits(3, True), digits(3), digits(3)); photp = otp()
add("tl", "tin-otp",
    "Nag-apply ako sa BIR online, TIN ko %s. Nagpadala sila ng OTP %s pero expired na raw. Ang application reference ay %s. Paano ulit?" % (tin, photp, bref := "ORUS-" + digits(10, True)),
    [tin, photp], [bref], "own TIN and OTP")

# ================================================================ more non-English (harder shapes)
depw = human_pw(["Sonnenblume", "Kaffeetasse", "Eichhoernchen", "Wanderweg"])
add("de", "passwort-naechste-nachricht",
    "Ich schick dir gleich das Passwort vom NAS, dann kannst du mir sagen, ob das sicher genug ist.\n---\n%s\n---\n"
    "Die Synology hat DSM 7.2.1, falls das wichtig ist." % depw,
    [depw], ["7.2.1"], "password announced, then sent alone; version survives")

jgk = google_key(); jreq = ruuid()
add("ja", "stacktrace-apikey",
    "Cloud Run のログにこう出ています：\nERROR 403 https://translation.googleapis.com/language/translate/v2?key=%s\nrequest_id=%s\nAPIキーの制限が原因でしょうか？" % (jgk, jreq),
    [jgk], [jreq], "API key in logged URL; request id survives")

espin_w = " ".join(["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"][int(c)] for c in digits(4))
add("es", "pin-en-palabras",
    "Mi abuela apunta el PIN de la tarjeta en letras para que nadie lo reconozca: «%s». ¿Es buena idea o se lo cambio? El teléfono del banco es el 900 %s %s." % (espin_w, e1 := digits(3, True), e2 := digits(3)),
    [espin_w], ["900 %s %s" % (e1, e2)], "PIN written in Spanish words")

frj = jwt({"sub": digits(8, True), "scope": "payments:write", "exp": 1790000000 + R.randint(0, 999999)}); fru = ruuid()
add("fr", "curl-jwt",
    "J'ai cette erreur avec l'API :\ncurl -X POST https://api.exemple-paie.fr/v1/virements -H \"Authorization: Bearer %s\" -d '{\"idempotency_key\":\"%s\"}'\n"
    "→ 422 Unprocessable Entity. Une idée ?" % (frj, fru),
    [frj], [fru], "bearer JWT in curl; idempotency key UUID survives")

zsp = seed_phrase(12); zaddr = eth_addr()
add("zh", "zhujici",
    "我的钱包地址 %s 余额突然变成0了。助记词是：%s。是不是被盗了？我只在一个空投网站上连接过钱包。" % (zaddr, zsp),
    [zsp], [zaddr], "seed phrase; public address survives")

ptyaml_pw = strong_pw(16, "!#%*"); 
add("pt", "yaml-senha-placeholder",
    "No application.yml de produção coloquei:\n  mail:\n    username: notificacoes@loja.com.br\n    password: %s\nNo de homologação está password: ${MAIL_PASSWORD}. Por que só produção falha?" % ptyaml_pw,
    [ptyaml_pw], ["${MAIL_PASSWORD}"], "YAML password vs placeholder")

rtg = "%s:AA%s" % (digits(10, True), rs(URLB64, 33)); rchat = "@" + R.choice(["news_moskva", "dacha_chat", "kotiki_daily"])
add("ru", "telegram-bot-token",
    "Бот не отвечает в канале %s. Запускаю так: BOT_TOKEN=%s python bot.py. В логах 409 Conflict." % (rchat, rtg),
    [rtg], [rchat], "bot token in an env prefix; public channel name survives")

kh1, kh2 = sha256hex(), hexs(40)
add("ko", "hash-neg",
    "배포 파일 해시가 %s 인데 공식 사이트에는 다르게 나와요. 커밋 %s 기준으로 빌드했어요. 비밀번호 관련 코드는 안 건드렸어요." % (kh1, kh2),
    [], [kh1, kh2], "file hash and commit id mentioning password")

nl_pw1 = human_pw(["Tulpen", "fiets", "Molen", "stroopwafel"]); nl_pw2 = nl_pw1 + digits(2)
add("nl", "wachtwoord-verbeterd",
    "Het wachtwoord van de gedeelde mailbox is %s\n---\noh wacht, sinds vorige week is het %s. Outlook (versie 2408) blijft erom vragen." % (nl_pw1, nl_pw2),
    [nl_pw1, nl_pw2], ["2408"], "password then corrected password")

trc = card("visa")
add("tr", "kart-bolunmus",
    "Kartın ilk sekiz hanesi %s\n---\nson sekiz %s, son kullanma 09/28. Telefonda otel rezervasyonu yapıyorum, doğru okuyor muyum?" % (trc[:4] + " " + trc[4:8], trc[8:12] + " " + trc[12:]),
    [trc[:4] + " " + trc[4:8], trc[8:12] + " " + trc[12:]], ["09/28"], "card split across two messages")


# ================================================================ validation and output
def occurrences(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def validate(cases):
    problems, seen = [], set()
    for c in cases:
        cid = c["id"]
        if cid in seen:
            problems.append("duplicate id " + cid)
        seen.add(cid)
        if not cid.startswith(PREFIX + "-"):
            problems.append("bad prefix " + cid)
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c.get(k), str) or not c[k]:
                problems.append("%s: missing %s" % (cid, k))
        for kind in ("secrets", "lookalikes"):
            for v in c[kind]:
                if not v or v not in c["text"]:
                    problems.append("%s: %s value not in text: %r" % (cid, kind, v))
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                for a in occurrences(c["text"], s):
                    for b in occurrences(c["text"], l):
                        if a[0] < b[1] and b[0] < a[1]:
                            problems.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
        if len(set(c["secrets"])) != len(c["secrets"]) or len(set(c["lookalikes"])) != len(c["lookalikes"]):
            problems.append("%s: duplicate value in a list" % cid)
    return problems


def dump(cases):
    q = lambda v: json.dumps(v, ensure_ascii=False)
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        lines.append("    secrets: [" + ", ".join(q(v) for v in c["secrets"]) + "]")
        lines.append("    lookalikes: [" + ", ".join(q(v) for v in c["lookalikes"]) + "]")
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_tuning_v47.py tuning_v47.yaml", file=sys.stderr)
        return 1
    problems = validate(CASES)
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(dump(CASES))
    ns = sum(len(c["secrets"]) for c in CASES)
    nl = sum(len(c["lookalikes"]) for c in CASES)
    neg = sum(1 for c in CASES if not c["secrets"])
    print("wrote %d cases, %d secrets, %d look-alikes, %d negatives" % (len(CASES), ns, nl, neg))
    return 0


if __name__ == "__main__":
    sys.exit(main())
