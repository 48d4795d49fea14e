#!/usr/bin/env python3
"""make_heldout_v64.py - deterministic generator of the blind evaluation set heldout_v64
for a filter that must cut secrets out of chat messages (and leave look-alikes alone).

Usage: python3 make_heldout_v64.py heldout_v64.yaml

Standard library only. Every random value comes from random.Random(64). The generator
validates every case before writing and exits 1 on any problem.
"""
import sys
import re
import json
import random
import string
import hashlib
import base64
import datetime
import struct

NAME = "heldout_v64"
SEED = 64
PREFIX = "H64"

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64U = AN + "-_"
B32 = UP + "234567"
LOWDG = LO + DG


# ---------------------------------------------------------------- basic helpers
def pick(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def dig(r, n, lead=True):
    s = pick(r, DG, n)
    if lead and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rdate(r, y0, y1):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(r.randint(d0, d1))


PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"


def to_persian(s):
    return "".join(PERSIAN_DIGITS[int(c)] if c.isdigit() else c for c in s)


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


def luhn_ok(s):
    s = re.sub(r"\D", "", s)
    return luhn_digit(s[:-1]) == s[-1]


def luhn_complete(payload):
    return payload + luhn_digit(payload)


def card(r, brand):
    if brand == "visa":
        p, n = "4" + dig(r, 5, False), 16
    elif brand == "mc":
        p, n = r.choice(["51", "52", "53", "54", "55"]) + dig(r, 4, False), 16
    elif brand == "mc2":
        p, n = str(r.randint(2221, 2720)) + dig(r, 2, False), 16
    elif brand == "amex":
        p, n = r.choice(["34", "37"]) + dig(r, 4, False), 15
    elif brand == "unionpay":
        p, n = "62" + r.choice(["2202", "2848", "2588", "1700", "1483"]), 19
    elif brand == "mir":
        p, n = "220" + str(r.randint(0, 4)) + dig(r, 2, False), 16
    elif brand == "iran":
        p, n = r.choice(["603799", "610433", "627353", "589210", "621986"]), 16
    else:
        raise ValueError(brand)
    body = p + dig(r, n - len(p) - 1, False)
    return luhn_complete(body)


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    chk = 98 - int(num) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def aba(r):
    while True:
        d = [int(c) for c in r.choice(["0", "1", "2", "3"]) + dig(r, 7, False)]
        for k in range(10):
            full = d + [k]
            s = 3 * (full[0] + full[3] + full[6]) + 7 * (full[1] + full[4] + full[7]) + (full[2] + full[5] + full[8])
            if s % 10 == 0:
                return "".join(map(str, full))


def aba_ok(s):
    d = [int(c) for c in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def aadhaar(r):
    body = r.choice("23456789") + dig(r, 10, False)
    return body + verhoeff_digit(body)


def cn_id(r):
    region = r.choice(["110105", "310104", "440305", "330106", "510107", "420106", "320102", "500103"])
    bd = rdate(r, 1965, 2002)
    seq = dig(r, 3, False)
    body = region + bd.strftime("%Y%m%d") + seq
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * k for c, k in zip(body, w))
    return body + "10X98765432"[s % 11]


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * k for c, k in zip(s[:17], w)) % 11] == s[17]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def org_code(r):
    body = pick(r, DG, 8)
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    c = 11 - sum(int(ch) * k for ch, k in zip(body, w)) % 11
    return body + ("X" if c == 10 else "0" if c == 11 else str(c))


def uscc(r):
    body = "91" + r.choice(["110105", "310115", "440300", "330106", "320506"]) + org_code(r)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CH.index(ch) * k for ch, k in zip(body, w))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]


def kr_rrn(r):
    bd = rdate(r, 1970, 2003)
    g = r.choice("12") if bd.year < 2000 else r.choice("34")
    body = bd.strftime("%y%m%d") + g + dig(r, 5, False)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def kr_brn(r):
    body = dig(r, 3) + r.choice(["81", "86", "87", "88"]) + dig(r, 4, False)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    full = body + str(c)
    return full[:3] + "-" + full[3:5] + "-" + full[5:]


def my_number(r):
    body = dig(r, 11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    return body + ("0" if rem <= 1 else str(11 - rem))


def pesel(r):
    bd = rdate(r, 1960, 2004)
    mm = bd.month + (20 if bd.year >= 2000 else 0)
    body = "%02d%02d%02d" % (bd.year % 100, mm, bd.day) + dig(r, 4, False)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def pl_nip(r):
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        body = dig(r, 3) + dig(r, 6, False)
        c = sum(int(a) * b for a, b in zip(body, w)) % 11
        if c != 10:
            s = body + str(c)
            return s[:3] + "-" + s[3:6] + "-" + s[6:8] + "-" + s[8:]


def cz_rc(r, female=False):
    while True:
        bd = rdate(r, 1960, 2003)
        mm = bd.month + (50 if female else 0)
        base = "%02d%02d%02d" % (bd.year % 100, mm, bd.day) + dig(r, 3, False)
        c = int(base) % 11
        if c != 10:
            s = base + str(c)
            assert int(s) % 11 == 0
            return s[:6] + "/" + s[6:]


def cz_ico(r):
    body = dig(r, 7)
    s = sum(int(a) * b for a, b in zip(body, [8, 7, 6, 5, 4, 3, 2]))
    return body + str((11 - s % 11) % 10)


def se_pnr(r):
    bd = rdate(r, 1960, 2003)
    body = bd.strftime("%y%m%d") + dig(r, 3, False)
    s = body + luhn_digit(body)
    return s[:6] + "-" + s[6:]


def se_orgnr(r):
    body = "55" + dig(r, 7, False)
    s = body + luhn_digit(body)
    return s[:6] + "-" + s[6:]


def no_fnr(r):
    while True:
        bd = rdate(r, 1960, 1999)
        ind = "%03d" % r.randint(0, 499)
        d = [int(c) for c in bd.strftime("%d%m%y") + ind]
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        d.append(k2)
        return "".join(map(str, d))


def no_orgnr(r):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        body = r.choice("89") + dig(r, 7, False)
        c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s = body + str(c)
            return s[:3] + " " + s[3:6] + " " + s[6:]


def no_account(r):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        body = r.choice(["1503", "1202", "3000", "1506", "9710", "1254"]) + dig(r, 6, False)
        c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s = body + str(c)
            return s[:4] + "." + s[4:6] + "." + s[6:]


def fi_hetu(r):
    bd = rdate(r, 1960, 2004)
    ind = "%03d" % r.randint(2, 899)
    n = int(bd.strftime("%d%m%y") + ind)
    sep = "A" if bd.year >= 2000 else "-"
    return bd.strftime("%d%m%y") + sep + ind + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_ytunnus(r):
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        body = dig(r, 7)
        rem = sum(int(a) * b for a, b in zip(body, w)) % 11
        if rem == 1:
            continue
        return body + "-" + str(0 if rem == 0 else 11 - rem)


def fi_viite(r):
    body = dig(r, r.randint(6, 12))
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(body)))
    full = body + str((10 - s % 10) % 10)
    # grouped in fives from the right, as printed on Finnish invoices
    out = []
    while full:
        out.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(out)


def nl_bsn(r):
    while True:
        body = dig(r, 8)
        s = sum(int(c) * (9 - i) for i, c in enumerate(body))
        c = s % 11
        if c != 10:
            return body + str(c)


def bsn_ok(s):
    d = [int(c) for c in s]
    return (sum(d[i] * (9 - i) for i in range(8)) - d[8]) % 11 == 0


def fr_nir(r):
    sex = r.choice("12")
    bd = rdate(r, 1960, 2002)
    dept = "%02d" % r.choice([1, 6, 13, 31, 33, 35, 44, 59, 67, 69, 75, 76, 92, 93, 94])
    body = sex + bd.strftime("%y%m") + dept + dig(r, 3, False) + dig(r, 3, False)
    key = 97 - int(body) % 97
    s = body + "%02d" % key
    return " ".join([s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:15]])


def fr_rib_iban(r):
    bank = r.choice(["30004", "30003", "20041", "10278", "30002", "18206"])
    branch = dig(r, 5, False)
    acct = dig(r, 11, False)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return iban("FR", bank + branch + acct + "%02d" % key)


def fr_siren(r):
    body = dig(r, 8)
    return body + luhn_digit(body)


def fr_siret(r):
    siren = fr_siren(r)
    nic = "000" + dig(r, 1, False)
    full = siren + nic + luhn_digit(siren + nic)
    return full[:3] + " " + full[3:6] + " " + full[6:9] + " " + full[9:]


def es_dni(r):
    n = dig(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie(r):
    p = r.choice("XYZ")
    n = dig(r, 7, False)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(p).__str__() + n) % 23]


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return "0" if c == 11 else "1" if c == 10 else str(c)


def es_iban(r):
    bank = r.choice(["2100", "0049", "0182", "0081", "2038", "1465"])
    office = dig(r, 4, False)
    acct = dig(r, 10, False)
    dc = es_dc("00" + bank + office) + es_dc(acct)
    return iban("ES", bank + office + dc + acct)


CURP_CH = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(r, letters4, consonants3, female, state):
    bd = rdate(r, 1975, 2003)
    homo = r.choice(DG) if bd.year < 2000 else r.choice(UP)
    body = letters4 + bd.strftime("%y%m%d") + ("M" if female else "H") + state + consonants3 + homo
    s = sum(CURP_CH.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def cf_val(ch, odd):
    if ch.isdigit():
        i = int(ch)
    else:
        i = ord(ch) - 65
    return CF_ODD[i] if odd else i


def cf_check(body):
    s = sum(cf_val(c, (i % 2) == 0) for i, c in enumerate(body))
    return chr(65 + s % 26)


def cf_part(word, is_name):
    word = word.upper()
    cons = [c for c in word if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in word if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vow) + "XXX")[:3]


def codice_fiscale(r, surname, name, female):
    bd = rdate(r, 1965, 2002)
    day = bd.day + (40 if female else 0)
    comune = r.choice(["H501", "F205", "F839", "L219", "A944", "G273", "D612"])
    body = cf_part(surname, False) + cf_part(name, True) + "%02d" % (bd.year % 100) + "ABCDEHLMPRST"[bd.month - 1] + "%02d" % day + comune
    return body + cf_check(body)


def it_iban(r):
    abi = r.choice(["03069", "02008", "05034", "03062", "01030", "05387"])
    cab = dig(r, 5, False)
    conto = "0000" + dig(r, 8, False)
    cin = cf_check(abi + cab + conto)
    return iban("IT", cin + abi + cab + conto)


def it_piva(r):
    body = dig(r, 7) + r.choice(["001", "015", "037", "048", "096"])
    return body + luhn_digit(body)


def de_steuerid(r):
    while True:
        digits = r.sample(range(10), 9)
        digits.append(r.choice(digits))
        r.shuffle(digits)
        if digits[0] == 0:
            continue
        product = 10
        for d in digits:
            s = (d + product) % 10
            if s == 0:
                s = 10
            product = (s * 2) % 11
        c = 11 - product
        if c == 10:
            c = 0
        full = "".join(map(str, digits)) + str(c)
        return full[:2] + " " + full[2:5] + " " + full[5:8] + " " + full[8:]


def de_iban(r):
    return iban("DE", r.choice(["1", "2", "3", "4", "5", "6", "7"]) + dig(r, 7, False) + "0" + dig(r, 9, False))


def ro_cnp(r):
    bd = rdate(r, 1962, 2004)
    s1 = r.choice("12") if bd.year < 2000 else r.choice("56")
    body = s1 + bd.strftime("%y%m%d") + "%02d" % r.randint(1, 46) + dig(r, 3, False)
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    c = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + ("1" if c == 10 else str(c))


def tr_tckn(r):
    d = [int(c) for c in dig(r, 9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def br_cpf(r):
    while True:
        d = [int(c) for c in dig(r, 9, False)]
        if len(set(d)) == 1:
            continue
        s = sum(a * b for a, b in zip(d, range(10, 1, -1)))
        d.append((s * 10 % 11) % 10)
        s = sum(a * b for a, b in zip(d, range(11, 1, -1)))
        d.append((s * 10 % 11) % 10)
        x = "".join(map(str, d))
        return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])


def br_cnpj(r):
    d = [int(c) for c in dig(r, 8) + "0001"]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    rem = sum(a * b for a, b in zip(d, w1)) % 11
    d.append(0 if rem < 2 else 11 - rem)
    w2 = [6] + w1
    rem = sum(a * b for a, b in zip(d, w2)) % 11
    d.append(0 if rem < 2 else 11 - rem)
    x = "".join(map(str, d))
    return "%s.%s.%s/%s-%s" % (x[:2], x[2:5], x[5:8], x[8:12], x[12:])


def pt_nif(r, first):
    body = first + dig(r, 7, False)
    c = 11 - sum(int(a) * b for a, b in zip(body, range(9, 1, -1))) % 11
    return body + ("0" if c >= 10 else str(c))


def gr_amka(r):
    bd = rdate(r, 1960, 2003)
    body = bd.strftime("%d%m%y") + dig(r, 4, False)
    return body + luhn_digit(body)


def gr_afm(r, first=None):
    body = (first or r.choice("0123")) + dig(r, 7, False)
    s = sum(int(c) * (2 ** (8 - i)) for i, c in enumerate(body))
    return body + str((s % 11) % 10)


def hu_taj(r):
    body = dig(r, 8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body))
    full = body + str(s % 10)
    return full[:3] + " " + full[3:6] + " " + full[6:]


def hu_adoazon(r):
    while True:
        bd = rdate(r, 1960, 2003)
        days = (bd - datetime.date(1867, 1, 1)).days
        body = "8" + "%05d" % days + dig(r, 3, False)
        c = sum(int(c) * (i + 1) for i, c in enumerate(body)) % 11
        if c != 10:
            return body + str(c)


def il_tz(r):
    body = dig(r, 8, False)
    return body + luhn_digit(body)


def ir_melli(r):
    while True:
        body = dig(r, 9, False)
        if len(set(body)) == 1:
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(body))
        rem = s % 11
        return body + str(rem if rem < 2 else 11 - rem)


def th_id(r):
    body = r.choice("12345678") + dig(r, 11, False)
    s = sum(int(c) * (13 - i) for i, c in enumerate(body))
    full = body + str((11 - s % 11) % 10)
    return "%s-%s-%s-%s-%s" % (full[0], full[1:5], full[5:10], full[10:12], full[12])


def ru_snils(r):
    while True:
        body = dig(r, 9)
        if int(body) <= 1001998:
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(body))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (body[:3], body[3:6], body[6:], c)


def ru_inn12(r):
    d = [int(c) for c in r.choice(["77", "78", "50", "54", "66", "16"]) + dig(r, 8, False)]
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w11)) % 11 % 10)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w12)) % 11 % 10)
    return "".join(map(str, d))


def ru_inn10(r):
    d = [int(c) for c in r.choice(["77", "78", "50", "54", "66", "16"]) + dig(r, 7, False)]
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w)) % 11 % 10)
    return "".join(map(str, d))


def ru_account(r, bik, prefix="40817810"):
    acct = prefix + "0" + dig(r, 11, False)
    full = bik[-3:] + acct
    w = [7, 1, 3] * 8
    s = sum(int(c) * k for c, k in zip(full, w))
    key = (s % 10) * 3 % 10
    acct = acct[:8] + str(key) + acct[9:]
    full = bik[-3:] + acct
    assert sum(int(c) * k for c, k in zip(full, w)) % 10 == 0
    return acct


def ua_rnokpp(r):
    bd = rdate(r, 1962, 2003)
    days = (bd - datetime.date(1899, 12, 31)).days
    body = "%05d" % days + dig(r, 4, False)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + str((s % 11) % 10)


def upu_s10(r, prefix, country):
    body = dig(r, 8, False)
    s = sum(int(a) * b for a, b in zip(body, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return prefix + body + str(c) + country


def ean13(body12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
    return body12 + str((10 - s % 10) % 10)


def isbn13(r):
    full = ean13("978" + r.choice(["0", "1", "3"]) + dig(r, 8, False))
    return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])


VIN_TR = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
          "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6,
          "X": 7, "Y": 8, "Z": 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    s = sum(VIN_TR[c] * w for c, w in zip(v, VIN_W))
    return "X" if s % 11 == 10 else str(s % 11)


def vin(r):
    alph = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = r.choice(["1HG", "1FA", "2T1", "5YJ", "1G1", "3VW"]) + pick(r, alph, 5) + "0" + r.choice("KLMNPR") + pick(r, alph, 1) + dig(r, 6, False)
    return v[:8] + vin_check(v) + v[9:]


def nhs_number(r):
    while True:
        body = dig(r, 9)
        c = 11 - sum(int(a) * (10 - i) for i, a in enumerate(body)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s = body + str(c)
            return s[:3] + " " + s[3:6] + " " + s[6:]


def iccid(r):
    body = "8944" + dig(r, 14, False)
    return luhn_complete(body)


def bitlocker(r):
    return "-".join("%06d" % (11 * r.randint(0, 65535)) for _ in range(8))


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, m = divmod(n, 58)
        s = B58[m] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def b58check_ok(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    raw = b"\0" * pad + n.to_bytes((n.bit_length() + 7) // 8, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def btc_wif(r):
    return b58check(b"\x80" + rbytes(r, 32) + b"\x01")


def btc_addr(r):
    return b58check(b"\x00" + rbytes(r, 20))


# ---------------------------------------------------------------- provider-style tokens
def uuid4(r):
    h = pick(r, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def aws_akid(r):
    return "AKIA" + pick(r, UP + "234567", 16)


def aws_secret(r):
    while True:
        s = pick(r, AN + "+/", 40)
        if s[0] in AN and s[-1] in AN:
            return s


def jwt_hs256(r, payload):
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64url(rbytes(r, 32))


def jwt_rs256(r, payload):
    head = b64url(json.dumps({"alg": "RS256", "kid": pick(r, B64U, 43), "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64url(rbytes(r, 256))


def pem_wrap(b64text, width=64):
    return "\n".join(b64text[i:i + width] for i in range(0, len(b64text), width))


def ec_private_pem(r):
    der = (bytes.fromhex("30770201010420") + rbytes(r, 32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(r, 64))
    return "-----BEGIN EC PRIVATE KEY-----\n" + pem_wrap(b64(der)) + "\n-----END EC PRIVATE KEY-----"


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(r, comment):
    pub = rbytes(r, 32)
    seed = rbytes(r, 32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rbytes(r, 4)
    priv = check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1)
            + _sshstr(pubblob) + _sshstr(priv))
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + pem_wrap(b64(blob), 70) + "\n-----END OPENSSH PRIVATE KEY-----"
    return pem, b64(pubblob)


def wg_key(r):
    k = bytearray(rbytes(r, 32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def discord_token(r, user_id):
    return b64url(user_id.encode()) + "." + pick(r, B64U, 6) + "." + pick(r, B64U, 38)


def snowflake(r):
    return str(r.randint(900000000000000000, 1300000000000000000))


# ---------------------------------------------------------------- passwords
SYM = "!@#$%&*?-_+=."


def pw_random(r, n=16, sym=True):
    alph = AN + (SYM if sym else "")
    while True:
        s = pick(r, alph, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and (not sym or any(c in SYM for c in s)) and s[0] in AN and s[-1] in AN):
            return s


def pw_human(r, words):
    w = r.choice(words)
    st = r.randrange(5)
    if st == 0:
        return w.capitalize() + dig(r, r.choice([2, 4]), False) + r.choice("!#$*")
    if st == 1:
        return w + r.choice("@#_.") + dig(r, r.choice([2, 3, 4]), False)
    if st == 2:
        lw = w.capitalize().replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return lw + dig(r, 2, False) + "!"
    if st == 3:
        return w.capitalize() + r.choice("!#$*&") + dig(r, 4, False)
    w2 = r.choice(words)
    return w.capitalize() + w2.capitalize() + dig(r, 2, False)


EN_WORDS = ["sunflower", "marmalade", "pumpkin", "rosebud", "tigerlily", "blueberry", "thunder", "maverick",
            "snowball", "copper", "harbor", "lighthouse", "biscuit", "pepper", "falcon", "meadow", "river",
            "willow", "gingersnap", "rocket", "panther", "cobalt", "orchid", "saturn", "hazelnut", "juniper",
            "buttercup", "shadow", "dolphin", "cricket", "bramble", "nutmeg", "puffin", "walnut", "sparrow"]

PASS_WORDS = ["otter", "violet", "canyon", "marble", "lantern", "pebble", "cactus", "velvet", "glacier", "tundra",
              "mango", "anchor", "spiral", "quartz", "breeze", "falcon", "ember", "meadow", "harbor", "tulip",
              "copper", "nectar", "prairie", "summit", "walrus", "pickle", "zephyr", "raven", "cobalt", "basil"]

BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch "
         "arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction "
         "audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward "
         "axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain "
         "barrel base basic basket battle beach bean beauty because become beef before begin behave behind "
         "believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology "
         "bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur "
         "blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box "
         "boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli "
         "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle "
         "bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage "
         "cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital "
         "captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain "
         "chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest "
         "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle "
         "citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb "
         "clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct "
         "confirm congress connect consider control convince cook cool copper copy coral core corn correct "
         "cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash "
         "crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd "
         "crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current "
         "curtain curve cushion custom cute cycle").split()


def seed_phrase(r, n=12):
    return " ".join(r.choice(BIP39) for _ in range(n))


def selftest():
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89 3704 0044 0532 0130 00")
    assert iban("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    assert luhn_ok("4242424242424242") and luhn_ok("4111111111111111") and luhn_ok("5555555555554444")
    assert aba_ok("021000021")
    assert cn_id_ok("11010519491231002X")
    assert es_dc("0021000418") + es_dc("0200051332") == "45"
    assert cf_check("RSSMRA85T10A562") == "S"
    assert bsn_ok("111222333")
    assert luhn_ok("000000018")
    assert vin_check("1M8GDM9AXKP042788") == "X"
    assert ean13("978030640615") == "9780306406157"
    b = "529982247"
    d = [int(c) for c in b]
    d.append((sum(a * w for a, w in zip(d, range(10, 1, -1))) * 10 % 11) % 10)
    d.append((sum(a * w for a, w in zip(d, range(11, 1, -1))) * 10 % 11) % 10)
    assert "".join(map(str, d)) == "52998224725"
    # 12345678901 -> check 8 (published My Number example)
    s = sum(int("12345678901"[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    assert 11 - s % 11 == 8
    tk = [int(c) for c in "100000001"]
    assert ((tk[0] + tk[2] + tk[4] + tk[6] + tk[8]) * 7 - (tk[1] + tk[3] + tk[5] + tk[7])) % 10 == 4


selftest()


# ---------------------------------------------------------------- case registry
CASES = []


def case(slug, lang):
    def deco(fn):
        CASES.append((slug, lang, fn))
        return fn
    return deco


def C(text, s=(), l=(), note=""):
    return {"text": text, "secrets": list(s), "lookalikes": list(l), "note": note}


def us_phone(r):
    return "(%s) 555-01%s" % (r.choice(["212", "312", "415", "512", "617", "720", "503"]), dig(r, 2, False))


def uk_mobile(r):
    return "07700 900%s" % dig(r, 3, False)


# ================================================================ English, positive
@case("aws-env-accessdenied", "en")
def _(r):
    akid, sk, rid = aws_akid(r), aws_secret(r), pick(r, HEXU, 16)
    t = ("My deploy script keeps failing with AccessDenied. Here's my .env, can you spot what's wrong?\n\n"
         f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-central-1\n"
         "S3_BUCKET=acme-invoices-prod\n\n"
         f"An error occurred (AccessDenied) when calling the PutObject operation: Access Denied (Request ID: {rid})")
    return C(t, [akid, sk], [rid], "AWS key pair in a pasted .env; the S3 request id is a look-alike")


@case("github-pat-bad-credentials", "en")
def _(r):
    pat, sha = "ghp_" + pick(r, AN, 36), pick(r, HEXL, 40)
    t = (f"GitHub Actions fails at checkout with 'Bad credentials'. I made a classic token {pat} with repo scope "
         f"and saved it as GH_TOKEN in the repository secrets. The failing run is for commit {sha} on main. "
         "Which scope am I missing?")
    return C(t, [pat], [sha], "classic GitHub PAT in prose; a 40-hex commit id beside it is a look-alike")


@case("stripe-live-vs-docs-test-key", "en")
def _(r):
    live, cus = "sk_live_" + pick(r, AN, 24), "cus_" + pick(r, AN, 14)
    t = ("Switched from the docs key to our live one and now every charge fails. Code:\n\n"
         "import stripe\n"
         "# stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"  # the one from the Stripe docs\n"
         f"stripe.api_key = \"{live}\"\n"
         f"stripe.PaymentIntent.create(amount=2499, currency=\"eur\", customer=\"{cus}\")\n\n"
         f"Error: No such customer: '{cus}'")
    return C(t, [live], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", cus],
             "live Stripe secret key; the well-known docs test key and a customer id are look-alikes")


@case("slack-bot-token-python", "en")
def _(r):
    tok = "xoxb-%s-%s-%s" % (dig(r, 12), dig(r, 13), pick(r, AN, 24))
    chan = "C0" + pick(r, UP + DG, 9)
    t = ("why does this return not_in_channel? the bot is definitely installed\n\n"
         "from slack_sdk import WebClient\n"
         f"client = WebClient(token=\"{tok}\")\n"
         f"client.chat_postMessage(channel=\"{chan}\", text=\"Deploy finished :rocket:\")")
    return C(t, [tok], [chan], "Slack bot token in code; the channel id is a look-alike")


@case("openai-key-curl-429", "en")
def _(r):
    key = "sk-proj-" + pick(r, B64U, 74) + "T3BlbkFJ" + pick(r, AN, 74)
    req = "req_" + pick(r, HEXL, 32)
    t = ("Getting 429 insufficient_quota even though I just added credits. This is the exact call:\n\n"
         "curl https://api.openai.com/v1/chat/completions \\\n"
         f"  -H \"Authorization: Bearer {key}\" \\\n"
         "  -H \"Content-Type: application/json\" \\\n"
         "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"ping\"}]}'\n\n"
         f"response header x-request-id: {req}")
    return C(t, [key], [req], "project API key in a curl command; the request id is a look-alike")


@case("anthropic-key-python-client", "en")
def _(r):
    key = "sk-ant-api03-" + pick(r, B64U, 93) + "AA"
    msg = "msg_01" + pick(r, AN, 22)
    t = ("Quick one: is it bad that I hardcode the key like this in a script that only runs on my laptop?\n\n"
         "import anthropic\n"
         f"client = anthropic.Anthropic(api_key=\"{key}\")\n"
         "resp = client.messages.create(model=\"claude-3-5-haiku-latest\", max_tokens=300, messages=msgs)\n"
         "print(resp.id)  # prints " + msg)
    return C(t, [key], [msg], "API key hardcoded in a script; the printed message id is a look-alike")


@case("postgres-url-rds", "en")
def _(r):
    user, pw = "orders_app", pw_random(r, 20, sym=False)
    host = "orders-db.%s.eu-west-1.rds.amazonaws.com" % pick(r, LOWDG, 12)
    t = ("Prisma says P1000 authentication failed but psql works with the same thing?? my .env:\n"
         f"DATABASE_URL=\"postgresql://{user}:{pw}@{host}:5432/orders?schema=public\"")
    return C(t, [f"{user}:{pw}"], [host], "credentials inside a Postgres URL; the RDS host is a look-alike")


@case("mongodb-srv-bad-auth", "en")
def _(r):
    user, pw = "dana_w", pw_random(r, 16, sym=False)
    host = "cluster0.%s.mongodb.net" % pick(r, LOWDG, 5)
    t = (f"MongoServerError: bad auth : authentication failed\n\nconnection string: mongodb+srv://{user}:{pw}@{host}/"
         "?retryWrites=true&w=majority&appName=Cluster0\n\nI reset the password in Atlas 10 minutes ago. "
         "Do I need to wait for it to propagate?")
    return C(t, [f"{user}:{pw}"], [host], "user:password of an Atlas URI; the cluster host is a look-alike")


@case("spring-datasource-password", "en")
def _(r):
    pw = pw_random(r, 14)
    ip = "10.0.%d.%d" % (r.randint(1, 20), r.randint(2, 250))
    t = ("Spring Boot won't start: 'Access denied for user crm_rw'. application.properties:\n\n"
         f"spring.datasource.url=jdbc:mysql://{ip}:3306/crm?useSSL=false\n"
         "spring.datasource.username=crm_rw\n"
         f"spring.datasource.password={pw}\n"
         "spring.jpa.hibernate.ddl-auto=validate")
    return C(t, [pw], [ip], "database password in a properties file; the private IP is a look-alike")


@case("guest-wifi-sign", "en")
def _(r):
    pw = "-".join(r.sample(PASS_WORDS, 3)) + "-" + dig(r, 2, False)
    t = ("Make me a cute printable sign for the guest room. It should say: Welcome! Wi-Fi: MapleHouse-5G, "
         f"password {pw}. Checkout is at 11am, towels in the hall closet.")
    return C(t, [pw], [], "Wi-Fi passphrase for a sign")


@case("house-sitter-codes", "en")
def _(r):
    door, alarm = dig(r, 4), dig(r, 6)
    wifi = pw_human(r, EN_WORDS)
    vet = us_phone(r)
    t = ("Can you turn this into a tidy one-page note for our house sitter?\n"
         f"- front door keypad: {door} then #\n- alarm panel by the garage: {alarm}, you have 30 seconds\n"
         f"- wifi: network Hendersons, password {wifi}\n- Biscuit eats twice a day, vet is Dr. Patel {vet}")
    return C(t, [door, alarm, wifi], [vet], "door, alarm and Wi-Fi codes for a sitter; the vet's phone is a look-alike")


@case("lockbox-checkin-message", "en")
def _(r):
    code = dig(r, 4)
    conf = "HM" + pick(r, UP + DG, 8)
    t = ("Write a friendly check-in message for my Airbnb guests (reservation " + conf + "). Key is in the black "
         f"lockbox on the railing, code {code}. Parking spot 7. Please put the key back and scramble the dials when you leave.")
    return C(t, [code], [conf], "key-box code; the reservation confirmation code is a look-alike")


@case("card-rejected-checkout", "en")
def _(r):
    c = card(r, "visa")
    cvc = dig(r, 3)
    order = "%s-%s" % (dig(r, 3), dig(r, 7))
    t = (f"This store keeps saying 'card declined' but my bank says nothing is blocked. I'm typing {grp4(c)}, "
         f"exp 0{r.randint(1, 9)}/2{r.randint(6, 9)}, CVC {cvc}. Order {order}. Is it their fault or mine?")
    return C(t, [grp4(c), cvc], [order], "card number and CVC in prose; the order number is a look-alike")


@case("card-details-two-messages", "en")
def _(r):
    c = card(r, "mc")
    cvc = dig(r, 3)
    ref = pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    t = (f"Can you fill in the payment section of this booking form (booking ref {ref}) for me if I give you my details?\n---\n"
         f"ok. Card: {grp4(c)}, expires {r.randint(10, 12)}/2{r.randint(6, 9)}, security code {cvc}. "
         "Name on card: Dana Whitfield")
    return C(t, [grp4(c), cvc], [ref], "card announced then given in a second message; the booking reference is a look-alike")


@case("uk-payroll-bank-details", "en")
def _(r):
    sc = dig(r, 6, False)
    acct = dig(r, 8)
    ib = iban("GB", "NWBK" + sc + acct)
    scf = "%s-%s-%s" % (sc[:2], sc[2:4], sc[4:])
    t = (f"New job wants my bank details for payroll. Sort code {scf}, account number {acct}. "
         f"They also have a box for IBAN, mine is {grp4(ib)} - do I need to fill both?")
    return C(t, [acct, grp4(ib)], [scf], "own UK account and IBAN; the bank's sort code is public")


@case("us-direct-deposit", "en")
def _(r):
    rt = aba(r)
    acct = dig(r, r.choice([10, 11, 12]))
    t = (f"Filling out the direct deposit form. My credit union's routing number is {rt} and my checking "
         f"account is {acct}. It asks for 'account type' too, I assume checking?")
    return C(t, [acct], [rt], "own checking account; the ABA routing number (checksum valid) is public")


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def ein(r):
    return "%s-%s" % (r.choice(["12", "20", "27", "33", "45", "46", "81", "84", "95"]), dig(r, 7, False))


@case("w4-ssn-employer-ein", "en")
def _(r):
    s, e = ssn(r), ein(r)
    t = (f"Doing my W-4 and the I-9 at the same time. My SSN is {s}. The employer section shows EIN {e}, "
         "is that something I need to check or is it just for them?")
    return C(t, [s], [e], "own SSN; the employer's EIN is a look-alike")


@case("esta-passport-number", "en")
def _(r):
    pno = dig(r, 9)
    pnr = pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    t = (f"Helping me with the ESTA form: UK passport number {pno}, issued 12 April 2021, expires 12 April 2031. "
         f"Flying BA{dig(r, 3)} on 3 June, booking reference {pnr}. Which 'city of birth' spelling should I use, Londonderry or Derry?")
    return C(t, [pno], [pnr], "passport number; the airline booking reference is a look-alike")


@case("health-insurance-member-id", "en")
def _(r):
    mid = pick(r, UP, 3) + dig(r, 9)
    claim = "E" + dig(r, 10)
    t = (f"My insurer denied a claim (claim # {claim}) for an urgent care visit. Member ID {mid}, group {dig(r, 6)}. "
         "Can you draft an appeal letter?")
    return C(t, [mid], [claim], "health insurance member id; the claim number is a look-alike")


@case("nhs-number-gp-registration", "en")
def _(r):
    n = nhs_number(r)
    ods = r.choice("ABCDFGHJKLMNPY") + dig(r, 5, False)
    t = (f"Registering with a new GP online. It wants my NHS number, which is {n}, and 'previous practice code' - "
         f"my old surgery's letter says {ods}. Is that the code they mean?")
    return C(t, [n], [ods], "NHS number (mod-11 check computed); the practice's ODS code is a look-alike")


def ni_number(r):
    bad2 = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
    while True:
        a = r.choice("ABCEGHJKLMNOPRSTWXYZ")
        b = r.choice("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in bad2:
            return "%s%s %s %s %s %s" % (a, b, dig(r, 2, False), dig(r, 2, False), dig(r, 2, False), r.choice("ABCD"))


@case("payslip-ni-number-tax-code", "en")
def _(r):
    ni = ni_number(r)
    t = (f"My payslip shows NI number {ni} and tax code 1257L, with an emergency tax note next to it. "
         "Is that the normal code or am I being overtaxed?")
    return C(t, [ni], ["1257L"], "National Insurance number; the standard tax code 1257L is a look-alike")


@case("sms-code-scam-check", "en")
def _(r):
    otp = dig(r, 6)
    ph = "+44 7700 900" + dig(r, 3, False)
    t = (f"Got this text from {ph}: 'Use {otp} as your Microsoft account security code. Don't share it.' "
         "Then someone called saying they were from Microsoft support and asked me to read it out. Scam, right?")
    return C(t, [otp], [ph], "one-time code in a pasted SMS; the sender's number is a look-alike")


@case("google-backup-codes-leftover", "en")
def _(r):
    codes = ["%s %s" % (dig(r, 4), dig(r, 4, False)) for _ in range(3)]
    t = ("My printer died halfway, these are the Google backup codes I managed to copy (the sheet says generated "
         f"2025-02-11). Can you format them as a checklist I can tick off?\n{codes[0]}\n{codes[1]}\n{codes[2]}")
    return C(t, codes, ["2025-02-11"], "Google backup codes; the generation date is a look-alike")


@case("github-recovery-codes-table", "en")
def _(r):
    codes = ["%s-%s" % (pick(r, HEXL, 5), pick(r, HEXL, 5)) for _ in range(3)]
    t = ("Put my GitHub recovery codes in a markdown table with a 'used' column please: "
         + ", ".join(codes) + ". (I already used the rest.)")
    return C(t, codes, [], "GitHub 2FA recovery codes")


@case("totp-seed-manual-entry", "en")
def _(r):
    seed = pick(r, B32, 32)
    t = ("My authenticator app won't scan the QR on my old monitor (Acme VPN client 4.12.3). Under it there's this link, can I type "
         f"something from it manually?\notpauth://totp/Acme%20VPN:dana%40acme.io?secret={seed}&issuer=Acme%20VPN&digits=6&period=30")
    return C(t, [seed], ["4.12.3"], "TOTP seed in an otpauth URI; the client version is a look-alike")


@case("seed-phrase-invalid", "en")
def _(r):
    phrase = seed_phrase(r, 12)
    addr = btc_addr(r)
    t = (f"Trust Wallet says 'invalid phrase' when I restore. Did I copy it wrong? {phrase}\n"
         f"It should open the wallet that received coins at {addr}.")
    return C(t, [phrase], [addr], "12-word seed phrase (BIP39 words, checksum not computed); the address is public")


@case("btc-wif-import", "en")
def _(r):
    wif = btc_wif(r)
    txid = pick(r, HEXL, 64)
    t = (f"Electrum accepts this private key but shows 0 balance: {wif}\nThe deposit txid was {txid}, "
         "it has 40 confirmations. Wrong address type?")
    return C(t, [wif], [txid], "compressed WIF private key (Base58Check computed); the txid is a look-alike")


@case("eth-private-key-metamask", "en")
def _(r):
    pk = "0x" + pick(r, HEXL, 64)
    contract = "0x" + pick(r, HEXL, 40)
    tx = "0x" + pick(r, HEXL, 64)
    t = (f"I imported my account into MetaMask with the private key {pk} and the tokens are gone. Last thing I did "
         f"was approve the contract {contract} in transaction {tx}. Did I get drained?")
    return C(t, [pk], [contract, tx], "Ethereum private key next to a same-shape transaction hash and a contract address")


@case("ssh-ed25519-private-key", "en")
def _(r):
    pem, pub = openssh_ed25519(r, "dana@thinkpad")
    t = ("Server keeps saying Permission denied (publickey). Here's my ~/.ssh/id_ed25519:\n\n" + pem +
         "\n\nand authorized_keys on the server has: ssh-ed25519 " + pub + " dana@thinkpad")
    return C(t, [pem], [pub], "OpenSSH private key block; the matching public key is a look-alike")


@case("nginx-ec-private-key", "en")
def _(r):
    pem = ec_private_pem(r)
    serial = ":".join(pick(r, HEXL, 2) for _ in range(16))
    t = ("nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). The cert's serial is " + serial +
         " and this is the key file I pointed ssl_certificate_key at:\n\n" + pem)
    return C(t, [pem], [serial], "EC private key PEM; the certificate serial is a look-alike")


@case("jwt-localstorage-vs-jwtio", "en")
def _(r):
    now = 1760000000 + r.randint(0, 9000000)
    tok = jwt_hs256(r, {"sub": dig(r, 7), "email": "dana.whitfield@gmail.com", "role": "admin", "iat": now, "exp": now + 86400})
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"The access token my app stores in localStorage is {tok}\n\njwt.io verifies their sample {ex} fine but "
         "says 'invalid signature' for mine. Does it need the secret?")
    return C(t, [tok], [ex], "own session JWT; the famous jwt.io sample token is a look-alike")


@case("cookie-header-scraper", "en")
def _(r):
    sid = pick(r, LOWDG, 32)
    csrf = pick(r, AN, 32)
    ga = "GA1.1.%s.%s" % (dig(r, 9), str(r.randint(1690000000, 1760000000)))
    t = ("My scraper gets logged out after a few requests. I copied the cookie header from devtools:\n"
         f"Cookie: sessionid={sid}; csrftoken={csrf}; _ga={ga}\nShould I refresh it every run?")
    return C(t, [sid], [ga], "session cookie; the analytics cookie value is a look-alike (csrf token neutral)")


@case("security-question-answers", "en")
def _(r):
    maiden = r.choice(["Kowalczyk", "Fitzgerald", "Abernathy", "Lindqvist", "Okonkwo", "Hargreaves"])
    pet = r.choice(["Pickles", "Mr Whiskers", "Bandit", "Noodle", "Captain"])
    street = r.choice(["Larkspur Lane", "Old Mill Road", "Cedar Crest Drive", "Quarry Street"])
    last = dig(r, 4)
    t = (f"For my bank's security questions (checking account ending {last}) I used real answers: mother's maiden name {maiden}, first pet {pet}, "
         f"street I grew up on {street}. A friend says I should use random answers instead. Is she right?")
    return C(t, [maiden, pet, street], [last], "answers to security questions; the masked account ending is a look-alike")


@case("streaming-login-family", "en")
def _(r):
    pw = pw_human(r, EN_WORDS)
    pin = dig(r, 4)
    t = (f"Write a text to my mom with our streaming login: email is the family one, password {pw}, and her "
         f"profile is locked with PIN {pin}. Remind her the plan went up to $22.99 so no extra screens.")
    return C(t, [pw, pin], ["$22.99"], "shared account password and profile PIN; the price is a look-alike")


@case("router-admin-sticker", "en")
def _(r):
    pw = pick(r, UP + DG, 4) + "-" + pick(r, UP + DG, 4) + "-" + pick(r, UP + DG, 4)
    serial = "S/N " + pick(r, UP + DG, 13)
    mac = ":".join(pick(r, HEXU, 2) for _ in range(6))
    t = (f"Router sticker says: admin password {pw}, {serial}, MAC {mac}. I can log in but can't find the "
         "port forwarding page. It's a TP-Link Archer AX55.")
    return C(t, [pw], [serial[4:], mac], "router admin password from the sticker; serial and MAC are look-alikes")


@case("phone-unlock-pin", "en")
def _(r):
    pin = dig(r, 6)
    t = (f"After the update my Galaxy S23 (SM-S911B) doesn't accept my unlock code {pin} anymore. "
         "I'm sure it's right. Can I reset without losing photos?")
    return C(t, [pin], ["SM-S911B"], "phone unlock PIN; the model number is a look-alike")


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@case("atm-pin-spelled-out", "en")
def _(r):
    pin = dig(r, 4)
    words = " ".join(NUMW[int(c)] for c in pin)
    last4 = dig(r, 4)
    t = (f"note to self, writing it in words so it's less obvious: debit card ending {last4}, PIN is {words}. "
         "Can you remember that for me?")
    return C(t, [words], [last4], "PIN spelled out in words; the card's last four digits are a look-alike")


@case("password-described-characters", "en")
def _(r):
    w = r.choice(["umpkin", "enguin", "otato", "almtree", "ancake"])
    pw = "P" + w + "0" + r.choice("!#$") + dig(r, 2, False)
    t = (f"The password for the shared drive is {pw} - capital P at the start, and that's a zero, not the "
         "letter O. Can you write a short note for the team explaining how to map the drive on Windows?")
    return C(t, [pw], [], "password with spelled-out clarification")


@case("cabin-wifi-correction", "en")
def _(r):
    pw1, pw2 = pw_human(r, EN_WORDS), pw_human(r, EN_WORDS)
    ssid = "CabinNet-" + pick(r, HEXU, 4)
    t = (f"wifi at the cabin is {pw1}, network {ssid}, add it to the arrival instructions\n---\n"
         f"wait no that's the old one, it's {pw2} since we changed the router")
    return C(t, [pw1, pw2], [ssid], "Wi-Fi password corrected in a second message; both are secrets, the SSID is a look-alike")


@case("api-key-in-two-halves", "en")
def _(r):
    key = "sk-ant-api03-" + pick(r, B64U, 93) + "AA"
    cut = r.randint(48, 60)
    a, b = key[:cut], key[cut:]
    t = (f"my phone keeps cutting the paste so here's the key in two halves, please join them in the config: {a}\n---\n"
         f"second half: {b}\n---\n"
         "it goes under ANTHROPIC_API_KEY in the .env")
    return C(t, [a, b], [], "API key given in two parts across messages")


@case("nas-root-password-announced", "en")
def _(r):
    pw = pw_random(r, 18)
    ip = "192.168.1.%d" % r.randint(20, 250)
    t = ("I'm about to send you the root password for the NAS so you can write the rsync command, ok?\n---\n"
         f"{pw}\n---\n"
         f"the NAS is at {ip}, share is /volume1/backup, I want it nightly at 2am")
    return C(t, [pw], [ip], "password announced and sent alone in the next message; the LAN IP is a look-alike")


@case("docker-login-pat", "en")
def _(r):
    pat = "dckr_pat_" + pick(r, B64U, 27)
    dg = "sha256:" + pick(r, HEXL, 64)
    t = (f"In CI I run `docker login -u dwhitfield -p {pat}` and then pull myorg/api@{dg}, "
         "but it says 'unauthorized: incorrect username or password'. The same token works locally.")
    return C(t, [pat], [dg], "Docker Hub PAT on a command line; the image digest is a look-alike")


@case("terraform-azure-client-secret", "en")
def _(r):
    sub, ten, cid = uuid4(r), uuid4(r), uuid4(r)
    sec = pick(r, AN, 3) + "8Q~" + pick(r, AN + "_.-~", 33) + pick(r, AN, 1)
    t = ("terraform plan fails with AADSTS7000215: Invalid client secret provided. terraform.tfvars:\n\n"
         f"subscription_id = \"{sub}\"\ntenant_id       = \"{ten}\"\nclient_id       = \"{cid}\"\n"
         f"client_secret   = \"{sec}\"")
    return C(t, [sec], [sub, ten], "Azure client secret; subscription and tenant GUIDs are look-alikes")


@case("azure-storage-connection-string", "en")
def _(r):
    key = b64(rbytes(r, 64))
    acc = "stdanaphotos" + dig(r, 2)
    rid = uuid4(r)
    t = ("BlobServiceClient.from_connection_string throws 'Server failed to authenticate the request' "
         f"(x-ms-request-id {rid}). The string:\n"
         f"DefaultEndpointsProtocol=https;AccountName={acc};AccountKey={key};EndpointSuffix=core.windows.net")
    return C(t, [key], [rid], "storage account key inside a connection string (only the key value is listed); the request id is a look-alike")


@case("sendgrid-401-log", "en")
def _(r):
    key = "SG." + pick(r, B64U, 22) + "." + pick(r, B64U, 43)
    mid = pick(r, B64U, 22)
    t = ("Emails stopped going out last night. From our worker log:\n"
         "2025-03-14T02:11:09Z INFO sent password-reset X-Message-Id=" + mid + "\n"
         "2025-03-14T02:13:44Z ERROR sendgrid 401 Unauthorized using api_key=" + key + "\n"
         "Did the key expire?")
    return C(t, [key], [mid], "SendGrid key in a log line; the message id in the line above is a look-alike")


@case("twilio-auth-token", "en")
def _(r):
    sid = "AC" + pick(r, HEXL, 32)
    tok = pick(r, HEXL, 32)
    t = ("Test SMS works with the magic number but real ones fail with 20003:\n\n"
         f"client = Client(\"{sid}\", \"{tok}\")\n"
         "client.messages.create(to=\"+15005550006\", from_=TWILIO_NUMBER, body=\"hi\")")
    return C(t, [tok], ["+15005550006"], "Twilio auth token; Twilio's documented magic test number is a look-alike")


@case("telegram-bot-token", "en")
def _(r):
    tok = "%s:AA%s" % (dig(r, 10), pick(r, B64U, 33))
    chat = "-100" + dig(r, 10)
    t = (f"My bot replies in private but not in the group. Token {tok}, group chat_id {chat}. "
         "Privacy mode is on, is that it?")
    return C(t, [tok], [chat], "Telegram bot token; the group chat id is a look-alike")


@case("discord-bot-token", "en")
def _(r):
    uid = snowflake(r)
    tok = discord_token(r, uid)
    guild = snowflake(r)
    t = (f"discord.py: 'Improper token has been passed'. I copied it from the portal: {tok}\n"
         f"Server (guild) id is {guild} if that matters.")
    return C(t, [tok], [guild], "Discord bot token; the guild snowflake id is a look-alike")


@case("google-maps-key-html", "en")
def _(r):
    key = "AIzaSy" + pick(r, B64U, 33)
    place = "ChIJ" + pick(r, B64U, 23)
    t = ("The map shows 'For development purposes only'. Snippet:\n"
         f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>\n"
         f"and I center it on placeId: \"{place}\"")
    return C(t, [key], [place], "Google API key in HTML; the place id is a look-alike")


@case("huggingface-token-notebook", "en")
def _(r):
    tok = "hf_" + pick(r, UP + LO, 34)
    rev = pick(r, HEXL, 40)
    t = ("Colab cell:\n!huggingface-cli login --token " + tok + "\n"
         f"model = AutoModel.from_pretrained(\"mistralai/Mistral-7B-v0.1\", revision=\"{rev}\")\n"
         "gives 401 even after accepting the licence. Why?")
    return C(t, [tok], [rev], "Hugging Face token; the pinned revision hash is a look-alike")


@case("revoked-aws-key-still-pasted", "en")
def _(r):
    akid, sk = aws_akid(r), aws_secret(r)
    short = pick(r, HEXL, 7)
    t = (f"I committed these in {short} and pushed to a public repo for about 20 minutes: {akid} / {sk}. "
         "I already deactivated and deleted the key in IAM. Is that enough or do I need to rewrite git history?")
    return C(t, [akid, sk], [short], "leaked-then-revoked AWS key is still a secret; the short commit id is a look-alike")


@case("cat-feeder-garage-alarm", "en")
def _(r):
    g, a = dig(r, 4), dig(r, 4)
    t = (f"Text for the neighbour who feeds the cat: garage keypad {g}, then the alarm inside the laundry door, "
         f"type {a} and press OFF. Food is in the cupboard above the sink, half a can at night.")
    return C(t, [g, a], [], "garage and alarm codes")


@case("safe-combination", "en")
def _(r):
    combo = "%02d-%02d-%02d" % (r.randint(1, 99), r.randint(1, 99), r.randint(1, 99))
    t = (f"My dad's safe won't open with the combination {combo}. It's a SentrySafe SFW123GDC, "
         "bought around 2015. Could the battery be dead, or do dial safes not have batteries?")
    return C(t, [combo], ["SFW123GDC"], "safe combination; the safe's model number is a look-alike")


def mbi(r):
    letters = "ACDEFGHJKMNPQRTUVWXY"
    s = (r.choice("123456789") + r.choice(letters) + r.choice(letters + DG) + r.choice(DG) + r.choice(letters)
         + r.choice(letters + DG) + r.choice(DG) + r.choice(letters) + r.choice(letters) + r.choice(DG) + r.choice(DG))
    return s[:4] + "-" + s[4:7] + "-" + s[7:]


@case("medicare-mbi-form", "en")
def _(r):
    m = mbi(r)
    icn = dig(r, 13)
    t = (f"Helping my mother with a Medicare appeal. Her Medicare number is {m} and the notice lists "
         f"claim number {icn}. Where on the form does each one go?")
    return C(t, [m], [icn], "Medicare Beneficiary Identifier; the claim number is a look-alike")


@case("password-reset-email-token", "en")
def _(r):
    tok = pick(r, B64U, 43)
    tick = dig(r, 7)
    t = ("Is this email legit? It says:\n"
         "\"We received a request to reset your password. Click below within 30 minutes:\n"
         f"https://accounts.dropbox.com/password_reset?token={tok}\n"
         f"If you need help, reply quoting ticket #{tick}.\"")
    return C(t, [tok], [tick], "password-reset token in a pasted e-mail; the ticket number is a look-alike")


@case("bearer-token-in-log", "en")
def _(r):
    tok = pick(r, AN, 1) + pick(r, B64U, 47)
    trace = pick(r, HEXL, 32)
    t = ("Why is the gateway returning 403 here?\n"
         "> GET /v2/invoices?page=3 HTTP/1.1\n"
         "> Host: api.internal.example\n"
         f"> Authorization: Bearer {tok}\n"
         f"> traceparent: 00-{trace}-{pick(r, HEXL, 16)}-01\n"
         "< HTTP/1.1 403 Forbidden")
    return C(t, [tok], [trace], "opaque bearer token in a request log; the W3C trace id is a look-alike")


@case("paypal-password-dispute", "en")
def _(r):
    pw = pw_human(r, EN_WORDS)
    txn = pick(r, UP + DG, 17)
    t = (f"PayPal keeps saying my password is wrong and I need to open a dispute today. I'm typing {pw}. "
         f"The payment is transaction ID {txn}, $349.00 to a seller who never shipped.")
    return C(t, [pw], [txn], "account password; the 17-character PayPal transaction id is a look-alike")


@case("gmail-app-password-thunderbird", "en")
def _(r):
    ap = " ".join(pick(r, LO, 4) for _ in range(4))
    t = (f"Thunderbird 128.5.0esr keeps asking for my password. Google gave me this app password: {ap}. "
         "Do I type it with the spaces or without?")
    return C(t, [ap], ["128.5.0esr"], "Google app password; the client version is a look-alike")


@case("steam-guard-code", "en")
def _(r):
    code = pick(r, "23456789BCDFGHJKMNPQRTVWXY", 5)
    sid = "7656119" + dig(r, 10)
    t = (f"Steam Guard code {code} is not being accepted on my new PC, it says 'incorrect' even though I typed it within seconds. "
         f"My SteamID64 is {sid} if support asks.")
    return C(t, [code], [sid], "Steam Guard code; the public SteamID64 is a look-alike")


@case("gpg-passphrase-fingerprint", "en")
def _(r):
    fp = " ".join(pick(r, HEXU, 4) for _ in range(10))
    pp = " ".join(r.sample(PASS_WORDS, 5))
    t = (f"gpg asks for the passphrase of key {fp} every time I sign a commit. The passphrase is '{pp}'. "
         "How do I make gpg-agent cache it for a day?")
    return C(t, [pp], [fp], "GPG passphrase; the public key fingerprint is a look-alike")


@case("wireguard-config", "en")
def _(r):
    priv, peerpub, psk = wg_key(r), wg_key(r), b64(rbytes(r, 32))
    ep = "%d.%d.%d.%d" % (r.randint(80, 210), r.randint(1, 250), r.randint(1, 250), r.randint(1, 250))
    t = ("Handshake never completes. My client config:\n\n[Interface]\n"
         f"PrivateKey = {priv}\nAddress = 10.8.0.3/24\nDNS = 1.1.1.1\n\n[Peer]\n"
         f"PublicKey = {peerpub}\nPresharedKey = {psk}\nEndpoint = {ep}:51820\nAllowedIPs = 0.0.0.0/0")
    return C(t, [priv, psk], [peerpub, ep], "WireGuard private and preshared keys; the peer public key and endpoint are look-alikes")


@case("sim-puk-iccid", "en")
def _(r):
    puk = dig(r, 8)
    icc = iccid(r)
    t = (f"Phone says 'SIM PUK locked'. The plastic card the SIM came in says PUK {puk} and ICCID {icc}. "
         "How many tries do I get before it's dead?")
    return C(t, [puk], [icc], "SIM PUK; the ICCID (Luhn computed) is a look-alike")


@case("bitlocker-recovery-key", "en")
def _(r):
    key = bitlocker(r)
    kid = pick(r, HEXU, 8)
    t = (f"Laptop boots into BitLocker recovery. The screen says Key ID {kid}. In my Microsoft account I found "
         f"recovery key {key} - is that the matching one?")
    return C(t, [key], [kid], "BitLocker recovery key (groups divisible by 11); the key id is a look-alike")


# ================================================================ English, negative
@case("aws-docs-example-keys", "en")
def _(r):
    t = ("Our secret scanner flags AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the README. "
         "Those are the example values from the AWS docs, right? How do I allowlist them?")
    return C(t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example key pair")


@case("stripe-test-cards", "en")
def _(r):
    t = ("For our checkout e2e tests we use 4242 4242 4242 4242 for success, 4000 0000 0000 0002 for a generic "
         "decline and 5555 5555 5555 4444 for Mastercard. Any future expiry and any CVC. Which one triggers 3-D Secure?")
    return C(t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "5555 5555 5555 4444"], "public test card numbers")


@case("xkcd-password-examples", "en")
def _(r):
    t = ("Explain the xkcd comic to my dad: why is \"correct horse battery staple\" supposed to be stronger than "
         "\"Tr0ub4dor&3\"? And is \"hunter2\" from the same joke?")
    return C(t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2"], "famous example passwords discussed as examples")


@case("git-log-hashes", "en")
def _(r):
    h1, h2, h3 = pick(r, HEXL, 40), pick(r, HEXL, 40), pick(r, HEXL, 7)
    tag = "v%d.%d.%d" % (r.randint(1, 4), r.randint(0, 20), r.randint(0, 12))
    t = (f"git bisect says the first bad commit is {h1}. The last good one was {h2}, and it was all released in "
         f"{tag}. Can I revert just {h3} without breaking the merge?")
    return C(t, [], [h1, h2, h3, tag], "commit hashes and a version tag")


@case("order-and-ups-tracking", "en")
def _(r):
    order = "11%d-%s-%s" % (r.randint(1, 4), dig(r, 7), dig(r, 7))
    ups = "1Z" + pick(r, UP + DG, 6) + dig(r, 2, False) + dig(r, 8, False)
    t = (f"Amazon order {order} shows delivered but nothing arrived. The UPS tracking number is {ups}. "
         "Draft a message to support asking for a refund.")
    return C(t, [], [order, ups], "order number and UPS tracking number")


@case("charity-donation-iban", "en")
def _(r):
    ib = de_iban(r)
    ref = "SPENDE-%s" % dig(r, 6)
    t = (f"I want to donate 50 euros to the animal shelter in Leipzig. Their website gives IBAN {grp4(ib)}, "
         f"BIC WELADED1LPZ, reference {ref}. Is it tax-deductible if I live in Austria?")
    return C(t, [], [grp4(ib), "WELADED1LPZ", ref], "a charity's published IBAN, BIC and payment reference (IBAN check computed)")


@case("code-placeholders", "en")
def _(r):
    t = ("Review this before I publish the tutorial:\n\n"
         "API_KEY = os.getenv(\"OPENAI_API_KEY\", \"your_api_key\")\n"
         "headers = {\"Authorization\": \"Bearer <token>\"}\n"
         "# looks like sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx in the dashboard\n"
         "DB_URL = \"postgres://USER:PASSWORD@localhost:5432/app\"")
    return C(t, [], ["your_api_key", "<token>", "sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "USER:PASSWORD"], "placeholders in a tutorial")


@case("masked-card-receipt", "en")
def _(r):
    last = dig(r, 4)
    auth = pick(r, UP + DG, 6)
    ref = dig(r, 12)
    t = (f"Charged twice at a gas station. Receipt: VISA **** **** **** {last}  AUTH CODE {auth}  REF NO. {ref}  "
         "TOTAL $61.37. How do I dispute one of them?")
    return C(t, [], ["**** **** **** " + last, auth, ref], "masked card number, authorisation code and receipt reference")


@case("checksum-and-request-ids", "en")
def _(r):
    sha = pick(r, HEXL, 64)
    rid = uuid4(r)
    t = (f"The installer's sha256 should be {sha} but mine differs. Support asked for the request id from the "
         f"download page footer: {rid}. Is a mismatch always a corrupted download?")
    return C(t, [], [sha, rid], "download checksum and request UUID")


@case("vendor-invoice-bank-details", "en")
def _(r):
    inv = "INV-%d-%s" % (r.randint(2024, 2026), dig(r, 5))
    e = ein(r)
    rt = aba(r)
    acct = dig(r, 10)
    t = (f"We got invoice {inv} from Brightline Staffing LLC (EIN {e}). Remit to routing {rt}, account {acct}, "
         "SWIFT CHASUS33 for international. Is it normal for a vendor to change bank details by email?")
    return C(t, [], [inv, e, rt, acct, "CHASUS33"], "a vendor's published payment details and identifiers")


@case("redacted-config", "en")
def _(r):
    t = ("Here's my config with secrets removed, why does the service say 'missing credentials'?\n"
         "db:\n  user: app\n  password: \"********\"\n"
         "github:\n  token: \"${GITHUB_TOKEN}\"\n"
         "stripe:\n  key: \"<REDACTED>\"")
    return C(t, [], ["********", "${GITHUB_TOKEN}", "<REDACTED>"], "redacted values and an environment reference")


@case("famous-ssn-examples", "en")
def _(r):
    t = ("I'm writing a validation regex for US SSNs. Should it reject 078-05-1120 (the Woolworth wallet number) "
         "and 123-45-6789 that everybody uses in examples?")
    return C(t, [], ["078-05-1120", "123-45-6789"], "famous published SSN examples")


@case("citation-isbn-doi", "en")
def _(r):
    isb = isbn13(r)
    doi = "10.1038/s41586-02%d-%s-%s" % (r.randint(0, 4), dig(r, 5, False), r.choice(DG))
    t = (f"Format these as APA: the book with ISBN {isb} (2019, 2nd edition) and the Nature paper doi:{doi}.")
    return C(t, [], [isb, doi], "ISBN (check digit computed) and DOI")


@case("warranty-vin-serial", "en")
def _(r):
    v = vin(r)
    sn = pick(r, UP + DG, 12)
    t = (f"Dealer needs the VIN for the recall check: {v}. Also my dashcam (model DC-410, serial {sn}) "
         "died the same week - is that covered under the car warranty?")
    return C(t, [], [v, "DC-410", sn], "VIN (check digit computed), model and serial numbers")


@case("flight-pnr-eticket", "en")
def _(r):
    pnr = pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    etkt = "125" + dig(r, 10)
    t = (f"Booking reference {pnr}, e-ticket {etkt}, seat 23C on BA0287 SFO-LHR on 14 March. The app won't "
         "let me check in. Who should I call, BA or the travel agency?")
    return C(t, [], [pnr, etkt, "BA0287"], "booking reference, e-ticket and flight numbers")


@case("transfer-receipt-ref-no", "en")
def _(r):
    ref = dig(r, 4) + " " + dig(r, 3, False) + " " + dig(r, 6, False)
    t = (f"The landlord says he didn't get the rent. My bank app receipt says: Transfer successful. "
         f"Ref No. {ref}. Amount: 1,450.00. Date: 01 Mar 2025. What should I send him as proof?")
    return C(t, [], [ref, "1,450.00"], "a payment receipt's Ref No. and amount")


@case("jwt-structure-question", "en")
def _(r):
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = ("In the jwt.io sample " + ex + " what does each of the three parts mean, and why is 'John Doe' readable "
         "without the secret?")
    return C(t, [], [ex], "the jwt.io documentation token")


@case("ssh-public-key-authorized", "en")
def _(r):
    _pem, pub = openssh_ed25519(r, "maria@build-01")
    fp = "SHA256:" + b64(rbytes(r, 32)).rstrip("=")
    t = (f"Add my colleague's public key to the deploy user: ssh-ed25519 {pub} maria@build-01\n"
         f"Her fingerprint is {fp}. Do I need to restart sshd after editing authorized_keys?")
    return C(t, [], [pub, fp], "someone's public key and its fingerprint")


@case("eth-receive-address", "en")
def _(r):
    addr = "0x" + pick(r, HEXL, 40)
    tx = "0x" + pick(r, HEXL, 64)
    t = (f"My cousin sent USDC to {addr} on Arbitrum but I only see it on Etherscan, tx {tx}. "
         "Did it go to the wrong network?")
    return C(t, [], [addr, tx], "public address and transaction hash")


@case("iban-validation-doc-examples", "en")
def _(r):
    t = ("Writing unit tests for an IBAN validator. Good inputs: GB82 WEST 1234 5698 7654 32 and "
         "DE89 3704 0044 0532 0130 00 (both from the standard docs). What's a good invalid one, just change a digit?")
    return C(t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "well-known documentation IBANs")


# ================================================================ other languages
def cn_mobile(r):
    return r.choice(["138", "139", "186", "152", "177", "135"]) + dig(r, 8, False)


@case("shiming-renzheng-id-card", "zh")
def _(r):
    i = cn_id(r)
    c = grp4(card(r, "unionpay"))
    ph = cn_mobile(r)
    t = ("帮我看看这个实名认证的表填得对不对：\n姓名：王丽娟\n身份证号：" + i + "\n银行卡号：" + c +
         "\n预留手机号：" + ph + "\n提交以后一直提示“信息不一致”，是哪里错了？")
    return C(t, [i, c], [ph], "Chinese resident id (check char computed) and UnionPay card (Luhn); the phone is a look-alike")


@case("bank-sms-code-pay-password", "zh")
def _(r):
    otp, pp = dig(r, 6), dig(r, 6)
    tail = dig(r, 4)
    t = (f"刚收到这条短信：【招商银行】您尾号{tail}的储蓄卡正在进行快捷支付绑卡，验证码为{otp}，5分钟内有效，请勿泄露。\n"
         f"然后我在App里输了两次支付密码{pp}都说错误，再输错会不会被锁？")
    return C(t, [otp, pp], [tail], "SMS verification code and payment password; the card's last four digits are a look-alike")


@case("server-login-three-messages", "zh")
def _(r):
    ip = "47.%d.%d.%d" % (r.randint(90, 120), r.randint(1, 250), r.randint(1, 250))
    pw = pw_random(r, 16)
    t = ("我把公司测试服务器的登录信息发你，帮我写一个 ~/.ssh/config\n---\n"
         f"IP 是 {ip}，用户名 deploy，密码 {pw}\n---\n"
         "哦对了，端口是 22022，不是 22")
    return C(t, [pw], [ip], "server password in the second of three messages; the public IP is a look-alike")


@case("order-sf-express-tax-number", "zh")
def _(r):
    order = dig(r, 19)
    sf = "SF" + dig(r, 13)
    tax = uscc(r)
    t = (f"帮我写一封催发货的邮件给客服：订单号 {order}，顺丰单号 {sf}，已经五天没有物流更新了。"
         f"另外发票抬头是“深圳市星河科技有限公司”，税号 {tax}，请一起写上。")
    return C(t, [], [order, sf, tax], "order number, courier tracking number and a company's unified social credit code (check computed)")


@case("my-number-nenmatsu-chosei", "ja")
def _(r):
    m = my_number(r)
    corp = dig(r, 13)
    t = (f"年末調整の書類にマイナンバーを書く欄があるんですが、{m[:4]} {m[4:8]} {m[8:]} で合っていますか？"
         f"会社の法人番号（{corp}）とは別物ですよね？")
    mf = f"{m[:4]} {m[4:8]} {m[8:]}"
    return C(t, [mf], [corp], "My Number (check digit computed); the company's corporate number (not computed) is a look-alike")


@case("salary-account-and-pin", "ja")
def _(r):
    branch, acct, pin = dig(r, 3), dig(r, 7), dig(r, 4)
    t = (f"経理に送るメールを作ってください。内容：給与振込口座はみずほ銀行 渋谷支店（店番{branch}）普通 {acct} です。"
         f"あと、キャッシュカードの暗証番号{pin}を忘れそうなので覚えておいてください。")
    return C(t, [acct, pin], [branch], "own account number and card PIN; the branch number is public")


@case("home-wifi-aterm-key", "ja")
def _(r):
    ssid = "aterm-%s-g" % pick(r, HEXL, 6)
    key = pick(r, LOWDG, 13)
    t = f"実家のWi-Fi設定をメモしておいて。SSID：{ssid}／暗号化キー：{key}／ルーターの型番はWX3600HP。"
    return C(t, [key], [ssid, "WX3600HP"], "Wi-Fi key; the SSID and router model are look-alikes")


@case("amazon-yamato-postal", "ja")
def _(r):
    order = "250-%s-%s" % (dig(r, 7), dig(r, 7))
    yamato = "%s-%s-%s" % (dig(r, 4), dig(r, 4, False), dig(r, 4, False))
    post = "〒%s-%s" % (dig(r, 3), dig(r, 4, False))
    t = (f"Amazonの注文番号 {order}、ヤマト運輸の伝票番号 {yamato}、お届け先は{post}です。"
         "まだ届かないので、問い合わせの文面を作ってほしいです。")
    return C(t, [], [order, yamato, post[1:]], "order number, parcel tracking number and postal code")


@case("hometax-rrn-cert-password", "ko")
def _(r):
    rrn = kr_rrn(r)
    pw = pw_human(r, ["sarang", "haneul", "dubu", "kimchi", "bora", "nabi"])
    ticket = "%s-%s" % (r.randint(2024, 2026), dig(r, 7))
    t = (f"홈택스 로그인이 계속 안 돼요. 주민등록번호 {rrn}로 조회하고 공동인증서 비밀번호 {pw} 입력했는데 "
         f"'비밀번호 오류'가 떠요. 상담 접수번호는 {ticket}이에요. 5번 틀리면 잠기나요?")
    return C(t, [rrn, pw], [ticket], "resident registration number (check computed) and certificate password; the ticket number is a look-alike")


@case("kb-sms-code-account", "ko")
def _(r):
    otp = dig(r, 6)
    acct = "%s-%s-%s" % (dig(r, 6), dig(r, 2, False), dig(r, 6, False))
    t = (f"이 문자 진짜 은행에서 온 거 맞아? 발신번호 1588-9999로 '[Web발신] [KB국민] 인증번호 [{otp}] 타인에게 절대 알려주지 마세요.' "
         f"라고 왔어. 방금 내 계좌 {acct}에서 이체하려고 했거든.")
    return C(t, [otp, acct], ["1588-9999"], "bank verification code and own account number; the bank's public phone number is a look-alike")


@case("shop-business-number-tracking", "ko")
def _(r):
    brn = kr_brn(r)
    order = dig(r, 14)
    cj = dig(r, 12)
    t = (f"쇼핑몰 사업자등록번호가 {brn} 맞는지 확인하고 싶어요. 주문번호 {order}, CJ대한통운 운송장번호 {cj}인데 "
         "배송 조회가 3일째 그대로예요.")
    return C(t, [], [brn, order, cj], "a shop's business registration number (check computed), order and tracking numbers")


@case("saudi-id-iban-musaned", "ar")
def _(r):
    nid_body = "1" + dig(r, 8, False)
    nid = nid_body + luhn_digit(nid_body)
    ib = grp4(iban("SA", r.choice(["80", "10", "20", "45", "05"]) + dig(r, 18, False)))
    req = dig(r, 10)
    t = (f"أبغى أحدّث بياناتي البنكية في منصة مساند، رقم الهوية {nid} والآيبان حقي {ib}. "
         f"رقم الطلب اللي طلع لي {req}. هل لازم أكتب اسم البنك بعد؟")
    return C(t, [nid, ib], [req], "Saudi national id (Luhn; issuer scheme not verified) and own IBAN (mod-97 computed); the request number is a look-alike")


@case("otp-sms-and-card", "ar")
def _(r):
    otp = dig(r, 6)
    c = grp4(card(r, "mc"))
    cvv = dig(r, 3)
    order = "#" + dig(r, 8)
    t = (f"وصلتني هذه الرسالة: \"رمز التحقق الخاص بك هو {otp}. لا تشارك هذا الرمز مع أي شخص.\" "
         f"والموقع يطلب بيانات بطاقتي لإتمام الطلب {order}: {c} تنتهي 11/28 والرمز خلف البطاقة {cvv}. هل أكمل الدفع؟")
    return C(t, [otp, c, cvv], [order], "one-time code, card number and CVV; the order number is a look-alike")


@case("noon-aramex-order", "ar")
def _(r):
    order = "NAEH" + dig(r, 10)
    awb = dig(r, 11)
    ph = "800 %s %s" % (dig(r, 3), dig(r, 4, False))
    t = (f"طلبي من نون رقمه {order} ما وصل، ورقم الشحنة من أرامكس {awb}. اتصلت على خدمة العملاء {ph} "
         "وما أحد رد. وش أسوي؟")
    return C(t, [], [order, awb, ph], "order, shipment and customer-service numbers")


@case("card-cvv2-dynamic-pin", "fa")
def _(r):
    c = card(r, "iran")
    cf = "-".join(c[i:i + 4] for i in range(0, 16, 4))
    cvv2, dyn = dig(r, 4), dig(r, 8)
    trace = dig(r, 6)
    t = (f"می‌خوام از سایت شارژ بخرم. شماره کارتم {cf}، CVV2 هم {cvv2}، رمز دوم پویا که الان پیامک شد {dyn}. "
         f"درگاه خطا می‌ده و فقط یه شماره پیگیری {trace} نشون می‌ده. مشکل از کجاست؟")
    return C(t, [cf, cvv2, dyn], [trace], "Iranian card (Luhn), CVV2 and dynamic second PIN; the trace number is a look-alike")


@case("melli-code-sheba", "fa")
def _(r):
    m = to_persian(ir_melli(r))
    sh = iban("IR", r.choice(["017", "012", "056", "062", "018"]) + "0" + dig(r, 18, False))
    track = dig(r, 10)
    t = (f"برای ثبت‌نام در سامانه باید کد ملی و شماره شبا بدم. کد ملی من {m} و شبا {sh} هست. "
         f"کد رهگیری ثبت‌نام قبلیم {track} بود. درسته که شبا ۲۶ کاراکتره؟")
    return C(t, [m, sh], [track], "national code in Persian digits (check computed) and own Sheba IBAN (mod-97 computed); the tracking code is a look-alike")


@case("digikala-post-tracking", "fa")
def _(r):
    order = dig(r, 9)
    track = dig(r, 24)
    post = dig(r, 5) + "-" + dig(r, 5, False)
    pay = dig(r, 12)
    t = (f"بسته‌ام از دیجی‌کالا نرسیده. کد سفارش {order}، کد رهگیری پست {track}، کد پستی {post}. "
         f"شماره پیگیری پرداخت هم {pay} بود. چطور شکایت کنم؟")
    return C(t, [], [order, track, post, pay], "order, postal tracking, postcode and payment trace numbers")


@case("form-101-tz-bank", "he")
def _(r):
    tz = il_tz(r)
    branch = dig(r, 3)
    acct = dig(r, 6) + "/" + dig(r, 2, False)
    t = (f"אני ממלא טופס 101 בעבודה החדשה. ת.ז. {tz}, חשבון בנק: לאומי (10), סניף {branch}, מספר חשבון {acct}. "
         "צריך לצרף גם צילום צ'ק?")
    return C(t, [tz, acct], [branch], "Teudat Zehut (check computed) and own account; the branch number is public")


@case("building-door-code-wifi", "he")
def _(r):
    code = dig(r, 4)
    pw = pw_human(r, ["shalom", "tapuach", "yam", "kineret", "dvash", "tamar"])
    ph = "050-" + dig(r, 7)
    t = (f"תכתוב הודעה לשכנה שתשקה לי את העציצים: הקוד לדלת של הבניין {code}#, המפתח אצל השומר (הטלפון שלו {ph}), "
         f"והסיסמה לוויפי {pw} אם היא צריכה.")
    return C(t, [code, pw], [ph], "building door code and Wi-Fi password; the guard's phone is a look-alike")


@case("order-company-number-shipment", "he")
def _(r):
    order = dig(r, 8)
    hp = "51" + dig(r, 6, False)
    hp = hp + luhn_digit(hp)
    ship = "RR" + dig(r, 9) + "IL"
    t = (f"הזמנתי מחנות אונליין, מספר הזמנה {order}, ח.פ. של החברה {hp}, מספר משלוח {ship}. "
         "לא הגיע כבר שבועיים, איך מגישים תלונה?")
    return C(t, [], [order, hp, ship], "order number, a company number (check computed) and a shipment number")


@case("kyc-aadhaar-pan-ifsc", "hi")
def _(r):
    a = aadhaar(r)
    af = f"{a[:4]} {a[4:8]} {a[8:]}"
    pan = pick(r, UP, 3) + "P" + pick(r, UP, 1) + dig(r, 4) + pick(r, UP, 1)
    ifsc = "SBIN0" + dig(r, 6, False)
    t = (f"बैंक का KYC अपडेट करना है। मेरा आधार नंबर {af} है और PAN {pan}। ब्रांच वालों ने IFSC {ifsc} भी "
         "लिखने को कहा है, वो सही है?")
    return C(t, [af, pan], [ifsc], "Aadhaar (Verhoeff computed) and PAN; the branch IFSC is public")


@case("upi-pin-failed-payment", "hi")
def _(r):
    pin = dig(r, 6)
    utr = dig(r, 12)
    t = (f"मैंने PhonePe पर UPI PIN {pin} डाला, पैसे कट गए लेकिन दुकानदार को नहीं मिले। ऐप में UTR नंबर {utr} "
         "दिख रहा है। अब क्या करूँ?")
    return C(t, [pin], [utr], "UPI PIN; the UTR transaction reference is a look-alike")


@case("train-pnr-flipkart-order", "hi")
def _(r):
    pnr = dig(r, 10)
    od = "OD" + dig(r, 18)
    t = (f"मेरी ट्रेन का PNR {pnr} है, ट्रेन नंबर 12951, कोच B3 सीट 42। और Flipkart ऑर्डर आईडी {od} का रिफंड "
         "अभी तक नहीं आया। दोनों के लिए शिकायत लिख दो।")
    return C(t, [], [pnr, "12951", od], "railway PNR, train number and order id")


@case("tax-deduction-snils-inn-passport", "ru")
def _(r):
    sn, inn, emp = ru_snils(r), ru_inn12(r), ru_inn10(r)
    pas = "%s %s %s" % (dig(r, 2), dig(r, 2, False), dig(r, 6))
    t = (f"Помоги заполнить заявление на налоговый вычет. Мои данные: СНИЛС {sn}, ИНН {inn}, паспорт {pas}. "
         f"ИНН работодателя {emp} — его тоже надо указывать?")
    return C(t, [sn, inn, pas], [emp], "SNILS, personal INN (checks computed), passport; the employer's INN is a look-alike")


@case("card-cvc-sms-code-three-messages", "ru")
def _(r):
    c = grp4(card(r, "mir"))
    cvc, otp = dig(r, 3), dig(r, 6)
    zak = dig(r, 9)
    t = (f"Слушай, оплати, пожалуйста, подписку через свой ноут (заказ № {zak}), я скину данные карты\n---\n"
         f"{c}, до 05/28, CVC {cvc}\n---\nой, пришёл код из СМС: {otp}")
    return C(t, [c, cvc, otp], [zak], "Mir card (Luhn), CVC and SMS code over three messages; the order number is a look-alike")


@case("password-wrong-keyboard-layout", "ru")
def _(r):
    w = r.choice(["gfhjkm", "ghbdtn", "rjirf", "cjkysirj", "vfhnf"])
    pw = w + str(r.randint(1975, 2001))
    tick = dig(r, 8)
    t = (f"Пароль от почты я ставила как слово в английской раскладке плюс год рождения, получилось {pw}. "
         f"Теперь mail.ru пишет, что пароль неверный, хотя раскладку я проверила. Обращение в поддержку № {tick}, "
         "но они молчат. Что делать?")
    return C(t, [pw], [tick], "password typed as a Russian word in the Latin layout; the support ticket number is a look-alike")


@case("salary-account-sberbank", "ru")
def _(r):
    acct = ru_account(r, "044525225")
    t = (f"Бухгалтерия просит реквизиты для зарплаты. Мой счёт {acct}, банк ПАО Сбербанк, БИК 044525225, "
         "корр. счёт 30101810400000000225. Этого достаточно?")
    return C(t, [acct], ["044525225", "30101810400000000225"], "own account (control key computed); the bank's BIC and correspondent account are public")


@case("company-invoice-check", "ru")
def _(r):
    inn = ru_inn10(r)
    kpp = inn[:4] + "01001"
    bik = "04" + dig(r, 7, False)
    rs = ru_account(r, bik, "40702810")
    track = upu_s10(r, "RA", "RU")
    t = (f"Нам выставили счёт: ООО «Вектор», ИНН {inn}, КПП {kpp}, р/с {rs}, БИК {bik}. Ещё прислали трек-номер "
         f"посылки {track}. Как проверить, что фирма не однодневка?")
    return C(t, [], [inn, kpp, rs, bik, track], "a company's INN (check computed), KPP, account, BIC and a tracking number (S10 check computed)")


@case("diia-rnokpp-iban", "uk")
def _(r):
    rn = ua_rnokpp(r)
    ib = iban("UA", r.choice(["322001", "305299", "320649", "380805"]) + "00000" + "2620" + dig(r, 10, False))
    t = (f"Заповнюю заявку в Дії на допомогу. РНОКПП {rn}, IBAN {ib}. Чи треба ще окремо вказувати МФО банку?")
    return C(t, [rn, ib], [], "taxpayer number (check computed) and own IBAN")


@case("bank-code-and-privat24-password", "uk")
def _(r):
    otp = dig(r, 6)
    pw = pw_human(r, ["sonechko", "kvitka", "kalyna", "zirka", "lastivka"])
    last = dig(r, 4)
    t = (f"Мені прийшло повідомлення: «Код підтвердження: {otp}. Нікому не повідомляйте цей код». А потім подзвонили "
         f"нібито зі служби безпеки банку, назвали мою картку *{last} і питали пароль від Приват24, я сказала {pw}. Що тепер робити?")
    return C(t, [otp, pw], ["*" + last], "confirmation code and online-banking password given to a scammer; the masked card is a look-alike")


@case("nova-poshta-order", "uk")
def _(r):
    ttn = "20" + dig(r, 12)
    order = dig(r, 9)
    edrpou = dig(r, 8)
    t = (f"Посилка Новою Поштою, ТТН {ttn}, замовлення на Rozetka № {order}. Продавець ТОВ «Альфа-Трейд», код ЄДРПОУ {edrpou}. "
         "Товар прийшов пошкоджений, допоможи написати претензію.")
    return C(t, [], [ttn, order, edrpou], "waybill, order and company code (not computed)")


@case("blik-code-and-password", "pl")
def _(r):
    blik = dig(r, 6)
    pw = pw_human(r, ["kochanie", "slonce", "biedronka", "wiosna", "pierogi", "kotek"])
    zam = dig(r, 10)
    t = (f"Wpisałam kod BLIK {blik} w sklepie przy zamówieniu nr {zam}, ale transakcja wygasła. Mogę użyć tego samego kodu jeszcze raz? "
         f"Hasło do banku to {pw}, jakbyś musiał wiedzieć.")
    return C(t, [blik, pw], [zam], "BLIK one-time code and bank password; the order number is a look-alike")


@case("pesel-account-800plus", "pl")
def _(r):
    p = pesel(r)
    ib = iban("PL", r.choice(["10901014", "11402004", "10203017", "24901044"]) + dig(r, 16))
    ibf = ib[:4] + " " + " ".join(ib[i:i + 4] for i in range(4, 28, 4))
    t = (f"Wypełniam wniosek o 800+. PESEL {p}, numer rachunku {ibf}. Czy muszę podać też numer dowodu osobistego?")
    return C(t, [p, ibf], [], "PESEL (check computed) and own account")


@case("allegro-inpost-nip", "pl")
def _(r):
    order = uuid4(r)
    inpost = dig(r, 24)
    nip = pl_nip(r)
    t = (f"Reklamacja: zamówienie Allegro {order}, przesyłka InPost {inpost}, sprzedawca NIP {nip}. "
         "Paczka przyszła pusta. Napisz mi proszę zgłoszenie.")
    return C(t, [], [order, inpost, nip], "order id, parcel number and a seller's NIP (check computed)")


@case("birth-number-account", "cs")
def _(r):
    rc = cz_rc(r, female=r.random() < 0.5)
    acct = "%s-%s" % (dig(r, 2), dig(r, 10))
    sml = dig(r, 8)
    t = (f"Do formuláře na stavební spoření (číslo smlouvy {sml}) potřebuju rodné číslo {rc} a číslo účtu {acct}/0800. "
         "Stačí to takhle, nebo chtějí IBAN?")
    return C(t, [rc, acct], [sml], "birth number (mod 11 computed) and own account; the contract number is a look-alike")


@case("card-pin-ebanking-password", "cs")
def _(r):
    pin = dig(r, 4)
    pw = pw_human(r, ["kocicka", "pivo", "sluníčko".replace("í", "i").replace("č", "c"), "praha", "jahoda"])
    t = (f"Připomeň mi: PIN ke kartě {pin} a heslo do internetového bankovnictví {pw}. "
         "Mám to mít uložené někde bezpečněji?")
    return C(t, [pin, pw], [], "card PIN and online-banking password")


@case("invoice-ico-variable-symbol", "cs")
def _(r):
    ico = cz_ico(r)
    acct = dig(r, 10) + "/2010"
    vs = dig(r, 10)
    t = (f"Platím fakturu firmě Instalatérství Novák s.r.o.: IČO {ico}, číslo účtu {acct}, variabilní symbol {vs}, "
         "částka 4 356 Kč. Kam v aplikaci napíšu variabilní symbol?")
    return C(t, [], [ico, acct, vs], "a company's IČO (check computed), account and payment reference")


@case("steuer-id-iban-arbeitgeber", "de")
def _(r):
    st = de_steuerid(r)
    ib = grp4(de_iban(r))
    t = (f"Mein neuer Arbeitgeber braucht für die Lohnabrechnung meine Steuer-ID {st} und meine Bankverbindung: "
         f"IBAN {ib}, BIC COBADEFFXXX. Muss ich die Sozialversicherungsnummer auch angeben?")
    return C(t, [st, ib], ["COBADEFFXXX"], "Steuer-ID (check computed) and own IBAN; the BIC is public")


@case("fritzbox-wlan-key", "de")
def _(r):
    key = " ".join(dig(r, 4, False) for _ in range(5))
    t = (f"Der WLAN-Netzwerkschlüssel von meiner FRITZ!Box 7590 ist {key}. Wie richte ich einen Gastzugang ein, "
         "ohne dass die Gäste den Hauptschlüssel sehen?")
    return C(t, [key], ["7590"], "20-digit Wi-Fi key; the router model is a look-alike")


@case("insurance-number-second-message", "de")
def _(r):
    kv = r.choice(UP) + dig(r, 9)
    az = "KV-%s/%s" % (dig(r, 5), dig(r, 2, False))
    t = ("Kannst du mir helfen, eine Mail an meine Krankenkasse zu formulieren? Ich schick dir gleich meine "
         f"Versichertennummer.\n---\nDie Nummer ist {kv}. Es geht um den Bescheid mit dem Aktenzeichen {az} vom 14.02., "
         "gegen den ich Widerspruch einlegen will.")
    return C(t, [kv], [az], "health insurance number announced then given; the file reference is a look-alike")


@case("invoice-ustid-shop-iban", "de")
def _(r):
    re_ = "RE-2025-" + dig(r, 5)
    ust = "DE" + dig(r, 9)
    ib = grp4(de_iban(r))
    dhl = dig(r, 12)
    t = (f"Prüf mal bitte diese Rechnung: Rechnungsnummer {re_}, USt-IdNr. {ust}, zahlbar an IBAN {ib} "
         f"(Möbelhaus Krämer GmbH). Die DHL-Sendungsnummer ist {dhl}. Wirkt das seriös?")
    return C(t, [], [re_, ust, ib, dhl], "invoice number, a shop's VAT id (not computed) and IBAN (computed), tracking number")


@case("nir-iban-mutuelle", "fr")
def _(r):
    n = fr_nir(r)
    ib = grp4(fr_rib_iban(r))
    dossier = "DOS-" + dig(r, 7)
    t = (f"Je remplis le formulaire de la mutuelle (dossier {dossier}) : numéro de sécurité sociale {n}, IBAN {ib}. Ils demandent aussi "
         "un RIB en PDF, je peux juste recopier l'IBAN ?")
    return C(t, [n, ib], [dossier], "NIR (key computed) and own IBAN (RIB key and mod-97 computed); the file number is a look-alike")


@case("babysitter-digicode-wifi", "fr")
def _(r):
    dc = r.choice("ABCD") + dig(r, 4)
    portail = dig(r, 4)
    pw = pw_human(r, ["chocolat", "soleil", "papillon", "doudou", "loulou", "framboise"])
    t = (f"Tu peux m'écrire un petit mot pour la baby-sitter ? Digicode de l'immeuble : {dc}, code du portail du parking : "
         f"{portail}, et le Wi-Fi c'est {pw}. Le dîner est dans le frigo, coucher à 20 h 30.")
    return C(t, [dc, portail, pw], [], "door entry code, gate code and Wi-Fi password")


@case("3ds-code-fake-advisor", "fr")
def _(r):
    otp = dig(r, 6)
    t = (f"J'ai reçu ce SMS : « Votre code de confirmation pour le paiement de 49,90 EUR chez FNAC.COM est le {otp}. "
         "Ne le communiquez jamais. » Un conseiller de ma banque m'appelle et me le demande pour annuler la transaction. "
         "Je lui donne ?")
    return C(t, [otp], ["49,90 EUR"], "3-D Secure code; the amount is a look-alike")


@case("colissimo-siret-commande", "fr")
def _(r):
    cmd = "%s-%s" % (dig(r, 4), dig(r, 6))
    siret = fr_siret(r)
    colis = "6A" + dig(r, 11)
    t = (f"Réclamation : commande n° {cmd}, vendeur SIRET {siret}, colis Colissimo {colis} marqué livré mais jamais reçu. "
         "Rédige-moi un courrier recommandé.")
    return C(t, [], [cmd, siret, colis], "order number, a seller's SIRET (Luhn computed) and a parcel number")


@case("dni-iban-domiciliacion", "es")
def _(r):
    d = es_dni(r)
    ib = grp4(es_iban(r))
    recibo = dig(r, 13)
    t = (f"Para domiciliar el IBI me piden DNI y cuenta. DNI {d}, IBAN {ib}. El último recibo tiene el número {recibo}. "
         "¿Hace falta poner también el BIC o con el IBAN basta?")
    return C(t, [d, ib], [recibo], "DNI (letter computed) and own IBAN (national and IBAN check digits computed); the bill number is a look-alike")


@case("bizum-claves", "es")
def _(r):
    pw = pw_human(r, ["gatito", "girasol", "verano", "tortilla", "churros", "flamenco"])
    firma = dig(r, 6)
    op = dig(r, 12)
    t = (f"El banco me pide la clave de firma para confirmar un Bizum. Mi clave de acceso es {pw} y la de firma {firma}. "
         f"Número de operación {op}. ¿Por qué me pide dos claves distintas?")
    return C(t, [pw, firma], [op], "online-banking password and signing code; the operation number is a look-alike")


@case("curp-nss-three-messages", "es")
def _(r):
    cu = curp(r, "GOML", "NRR", True, "JC")
    nss_body = dig(r, 10)
    nss = nss_body + luhn_digit(nss_body)
    t = ("Oye, te paso mi CURP para que me ayudes con el trámite del IMSS\n---\n" + cu +
         f"\n---\ny mi NSS es {nss}, ¿con eso ya puedo sacar la constancia de semanas cotizadas?")
    return C(t, [cu, nss], [], "Mexican CURP and NSS (check digits computed) over three messages")


@case("vuelo-localizador-cif", "es")
def _(r):
    loc = pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    ped = dig(r, 10)
    cif = "B" + dig(r, 8)
    t = (f"Tengo que reclamar un vuelo cancelado: localizador {loc}, número de pedido {ped}, la agencia es "
         f"Viajes Sol S.L. con CIF {cif}. ¿Cómo pido la compensación de 250 euros?")
    return C(t, [], [loc, ped, cif], "booking locator, order number and an agency's tax id (not computed)")


@case("cpf-bank-password-pix", "pt")
def _(r):
    cpf = br_cpf(r)
    pw = pw_human(r, ["saudade", "flamengo", "brigadeiro", "amorzinho", "pipoca", "jabuticaba"])
    cnpj = br_cnpj(r)
    t = (f"Meu Pix não sai de jeito nenhum. Entro no app com CPF {cpf} e senha {pw}, e a chave da loja é o CNPJ {cnpj}. "
         "Aparece 'operação não permitida'. O que pode ser?")
    return C(t, [cpf, pw], [cnpj], "CPF (checks computed) and bank password; the shop's CNPJ key is a look-alike")


@case("nif-iban-irs", "pt")
def _(r):
    nif = pt_nif(r, r.choice("123"))
    emp = pt_nif(r, "5")
    ib = grp4(iban("PT", r.choice(["0035", "0033", "0007", "0018", "0010"]) + dig(r, 17, False)))
    t = (f"Para o IRS automático tenho de confirmar o NIF {nif} e o IBAN {ib}. A entidade patronal tem o NIF {emp}, "
         "esse também entra na declaração?")
    return C(t, [nif, ib], [emp], "own NIF (check computed) and IBAN; the employer's NIF is a look-alike")


@case("whatsapp-code-olx-scam", "pt")
def _(r):
    code = "%s-%s" % (dig(r, 3), dig(r, 3, False))
    ped = dig(r, 8)
    t = (f"Recebi isso: 'Seu código do WhatsApp: {code}. Não compartilhe esse código.' O cara que tá comprando meu sofá "
         f"na OLX pediu esse código pra 'confirmar o pedido #{ped}'. É golpe?")
    return C(t, [code], [ped], "WhatsApp registration code; the order number is a look-alike")


@case("boleto-cnpj-rastreio", "pt")
def _(r):
    bank = r.choice(["237", "341", "001", "104"])
    boleto = "%s9%s.%s %s.%s %s.%s %s %s" % (bank, dig(r, 1, False), dig(r, 5, False), dig(r, 5, False), dig(r, 6, False),
                                               dig(r, 5, False), dig(r, 6, False), dig(r, 1), dig(r, 14))
    cnpj = br_cnpj(r)
    rast = upu_s10(r, r.choice(["QB", "NL", "OJ", "LB"]), "BR")
    t = (f"Paguei esse boleto e o banco diz que não reconhece: {boleto}. Beneficiário CNPJ {cnpj}. E o rastreio dos "
         f"Correios {rast} não atualiza desde segunda.")
    return C(t, [], [boleto, cnpj, rast], "payment slip line (not computed), a CNPJ (computed) and a tracking code (S10 computed)")


@case("codice-fiscale-iban-assegno", "it")
def _(r):
    cf = codice_fiscale(r, r.choice(["Esposito", "Romano", "Colombo", "Ricci"]), r.choice(["Giulia", "Francesca", "Chiara"]), True)
    ib = grp4(it_iban(r))
    prot = "INPS.%s.%s" % (dig(r, 4), dig(r, 7))
    t = (f"Per l'assegno unico mi chiedono codice fiscale e IBAN. Codice fiscale {cf}, IBAN {ib}. La domanda ha il protocollo {prot}. "
         "Va bene se il conto è cointestato con mio marito?")
    return C(t, [cf, ib], [prot], "codice fiscale and own IBAN (control characters computed); the protocol number is a look-alike")


@case("bancomat-pin-sms-code", "it")
def _(r):
    pin = dig(r, 5)
    code = dig(r, 6)
    verde = "800 %s %s" % (dig(r, 3), dig(r, 3, False))
    t = (f"Il bancomat mi ha trattenuto la carta dopo che ho sbagliato il PIN, ma sono sicura che è {pin}. "
         f"Adesso mi è arrivato un SMS con il codice {code} per sbloccare l'app. Chiamo il numero verde {verde}?")
    return C(t, [pin, code], [verde], "card PIN and SMS unlock code; the toll-free number is a look-alike")


@case("reso-partita-iva-brt", "it")
def _(r):
    ordn = dig(r, 3) + "-" + dig(r, 7)
    piva = it_piva(r)
    brt = dig(r, 15)
    t = (f"Devo fare un reso: ordine n. {ordn}, venditore con Partita IVA {piva}, spedizione BRT {brt}. "
         "Mi scrivi una mail educata ma decisa?")
    return C(t, [], [ordn, piva, brt], "order number, a seller's VAT number (check computed), shipment number")


@case("bsn-iban-zorgtoeslag", "nl")
def _(r):
    b = nl_bsn(r)
    ib = grp4(iban("NL", r.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO"]) + dig(r, 10)))
    aanvr = dig(r, 9)
    t = (f"Voor de zorgtoeslag (aanvraagnummer {aanvr}) moet ik mijn BSN {b} en rekeningnummer {ib} invullen. "
         "Moet de rekening op mijn eigen naam staan?")
    return C(t, [b, ib], [aanvr], "BSN (11-test computed) and own IBAN; the application number is a look-alike")


@case("digid-password-sms-code", "nl")
def _(r):
    pw = pw_human(r, ["tulpen", "stroopwafel", "fietsen", "hagelslag", "molen", "kaas"])
    code = dig(r, 6)
    t = (f"Ik kom niet in DigiD. Wachtwoord {pw}, en de sms-code was {code}, maar ik krijg steeds 'inloggen mislukt'. "
         "Hoe vaak mag je het proberen voordat je account geblokkeerd wordt?")
    return C(t, [pw, code], [], "DigiD password and SMS code")


@case("factuur-kvk-betalingskenmerk", "nl")
def _(r):
    kvk = dig(r, 8)
    kenmerk = " ".join(dig(r, 4, False) for _ in range(4))
    ib = grp4(iban("NL", "RABO" + dig(r, 10)))
    bol = dig(r, 10)
    t = (f"Factuur van Schildersbedrijf De Vries: KvK-nummer {kvk}, betalingskenmerk {kenmerk}, te betalen op {ib}. "
         f"Het bestelnummer van bol.com {bol} hoort er niet bij toch?")
    return C(t, [], [kvk, kenmerk, ib, bol], "a company's KvK number, payment reference, IBAN and an order number")


@case("personnummer-swedbank-account", "sv")
def _(r):
    p = se_pnr(r)
    acct = "%s %s %s-%s" % (dig(r, 3), dig(r, 3, False), dig(r, 3, False), dig(r, 1, False))
    t = (f"Ska fylla i blanketten för lön. Personnummer {p}, Swedbank clearingnummer 8327-9, kontonummer {acct}. "
         "Ska jag skriva clearingnumret med bindestreck?")
    return C(t, [p, acct], ["8327-9"], "personnummer (Luhn computed) and own account; the clearing number is public")


@case("portkod-larmkod-granne", "sv")
def _(r):
    p, l = dig(r, 4), dig(r, 4)
    t = (f"Kan du skriva ett sms till grannen som ska vattna blommorna? Portkoden är {p}, larmkoden {l} och sen trycker "
         "man på OFF. Nyckeln ligger under den blå krukan.")
    return C(t, [p, l], [], "door and alarm codes")


@case("faktura-bankgiro-ocr", "sv")
def _(r):
    bgb = dig(r, 6)
    bg = luhn_complete(bgb)
    bg = bg[:3] + "-" + bg[3:]
    ocr = luhn_complete(dig(r, 11))
    org = se_orgnr(r)
    t = (f"Ska betala en faktura: bankgiro {bg}, OCR-nummer {ocr}, organisationsnummer {org}. "
         "Måste jag skriva OCR eller räcker fakturanumret?")
    return C(t, [], [bg, ocr, org], "bankgiro, OCR reference and organisation number (Luhn computed)")


@case("cpr-reg-konto", "da")
def _(r):
    bd = rdate(r, 1965, 2003)
    cpr = bd.strftime("%d%m%y") + "-" + dig(r, 4)
    reg = dig(r, 4)
    konto = dig(r, 10)
    t = (f"Jeg skal give min nye arbejdsgiver mine oplysninger: CPR-nummer {cpr}, reg.nr. {reg}, kontonummer {konto}. "
         "Er det nok til lønnen, eller skal de også have min NemKonto?")
    return C(t, [cpr, konto], [reg], "CPR number (no check computed) and own account; the bank's reg. number is public")


@case("noeglekasse-wifi-gaester", "da")
def _(r):
    code = dig(r, 4)
    pw = pw_human(r, ["hygge", "rugbrod", "smorrebrod", "fyrtaarn", "sommerhus"])
    bk = dig(r, 8)
    t = (f"Kan du skrive en besked til vores gæster i sommerhuset (booking nr. {bk})? Koden til nøgleboksen er {code}, og wifi-koden er {pw}. "
         "Tjek ud senest kl. 10, og husk at slukke for varmepumpen.")
    return C(t, [code, pw], [bk], "key-box code and Wi-Fi password; the booking number is a look-alike")


@case("fodselsnummer-kontonummer", "no")
def _(r):
    f = no_fnr(r)
    k = no_account(r)
    org = no_orgnr(r)
    t = (f"Ny jobb hos et firma med org.nr. {org}, de vil ha fødselsnummer og kontonummer. Fødselsnummeret mitt er {f} og kontonummeret {k}. "
         "Må jeg sende skattekortet selv?")
    return C(t, [f, k], [org], "fødselsnummer and own account (mod-11 checks computed); the employer's organisation number (computed) is a look-alike")


@case("bankid-password-kid", "no")
def _(r):
    kid = luhn_complete(dig(r, 14))
    pw = pw_human(r, ["fjellet", "brunost", "lofoten", "vaffel", "nordlys"])
    code = dig(r, 6)
    t = (f"Prøver å betale en regning med KID {kid} i nettbanken, men BankID-passordet {pw} blir avvist, "
         f"og engangskoden {code} går ut før jeg rekker å skrive den inn.")
    return C(t, [pw, code], [kid], "BankID password and one-time code; the KID payment reference (Luhn) is a look-alike")


@case("hetu-tilinumero", "fi")
def _(r):
    h = fi_hetu(r)
    ib = grp4(iban("FI", r.choice(["1", "5", "8"]) + dig(r, 13, False)))
    t = (f"Uusi työnantaja pyytää henkilötunnuksen ja tilinumeron. Hetu {h}, tili {ib}. "
         "Tarvitaanko myös BIC-koodi NDEAFIHH?")
    return C(t, [h, ib], ["NDEAFIHH"], "henkilötunnus (check char computed) and own IBAN; the BIC is public")


@case("ovikoodi-verkkopankki-mummo", "fi")
def _(r):
    code = dig(r, 4)
    pw = pw_human(r, ["mustikka", "sauna", "kissa", "revontuli", "pulla"])
    t = (f"Kirjoita mummolle selkeät ohjeet isolla fontilla: rapun ovikoodi on {code}, ja verkkopankin salasana on {pw}. "
         "Hän unohtaa ne aina.")
    return C(t, [code, pw], [], "stairwell door code and online-banking password")


@case("lasku-ytunnus-viitenumero", "fi")
def _(r):
    y = fi_ytunnus(r)
    v = fi_viite(r)
    tilaus = dig(r, 8)
    t = (f"Maksan laskun: saaja Putkiliike Virtanen Oy, Y-tunnus {y}, viitenumero {v}, tilausnumero {tilaus}. "
         "Pitääkö viitenumero kirjoittaa välilyönneillä?")
    return C(t, [], [y, v, tilaus], "business id and reference number (checks computed), order number")


@case("taj-adoazonosito", "hu")
def _(r):
    taj = hu_taj(r)
    ado = hu_adoazon(r)
    ceg = "%s-2-%s" % (dig(r, 8), dig(r, 2, False))
    t = (f"Az új munkahelyemen (a cég adószáma {ceg}) kérik a TAJ-számomat és az adóazonosító jelemet. TAJ: {taj}, adóazonosító jel: {ado}. "
         "Kell még valami a bejelentéshez?")
    return C(t, [taj, ado], [ceg], "TAJ and tax identification number (checks computed); the employer's tax number is a look-alike")


@case("ugyfelkapu-bankszamla", "hu")
def _(r):
    pw = pw_human(r, ["macska", "Balaton", "paprika", "csillag", "napsugar"])
    acct = "%s-%s-%s" % ("117" + dig(r, 5, False), dig(r, 8), dig(r, 8, False))
    t = (f"Az Ügyfélkapu jelszavam {pw}, de nem enged be. A bankszámlaszámom {acct}, arra kellene visszautalniuk "
         "az adót. Hogyan kérhetek új jelszót?")
    return C(t, [pw, acct], [], "government portal password and own account number")


@case("reklamacio-adoszam-gls", "hu")
def _(r):
    rend = dig(r, 9)
    ado = "%s-%s-%s" % (dig(r, 8), r.choice("1245"), dig(r, 2, False))
    gls = dig(r, 11)
    t = (f"Reklamáció: rendelésszám {rend}, a webshop cég adószáma {ado}, GLS csomagszám {gls}. "
         "Segítesz megírni a levelet?")
    return C(t, [], [rend, ado, gls], "order number, company tax number (not computed), parcel number")


@case("cnp-iban-alocatie", "ro")
def _(r):
    cnp = ro_cnp(r)
    bank = r.choice(["BTRL", "RNCB", "INGB", "BRDE", "RZBR"])
    ib = grp4(iban("RO", bank + ("RONCRT0" + dig(r, 9, False) if bank == "BTRL" else "0" + dig(r, 15, False))))
    nr = dig(r, 6) + "/" + str(r.randint(2024, 2026))
    t = (f"Completez cererea pentru alocație, nr. de înregistrare {nr}. CNP-ul meu e {cnp}, IBAN {ib}. Trebuie să pun și numele băncii?")
    return C(t, [cnp, ib], [nr], "CNP (check computed) and own IBAN; the registration number is a look-alike")


@case("interfon-parola-router", "ro")
def _(r):
    code = dig(r, 4)
    pw = pw_human(r, ["ciocolata", "soricel", "primavara", "dacia", "mamaliga"])
    t = (f"Scrie-i un mesaj fratelui meu: codul de la interfon e {code}, iar parola de la wifi e {pw}. "
         "Cheia e la vecina de la etajul 2.")
    return C(t, [code, pw], [], "intercom code and Wi-Fi password")


@case("amka-afm-efka", "el")
def _(r):
    amka = gr_amka(r)
    afm = gr_afm(r)
    prot = dig(r, 7)
    t = (f"Για την εγγραφή στο e-ΕΦΚΑ μου ζητάνε ΑΜΚΑ και ΑΦΜ. ΑΜΚΑ {amka}, ΑΦΜ {afm}. Η αίτηση πήρε αριθμό πρωτοκόλλου {prot}. "
         "Χρειάζεται και η ΔΟΥ μου;")
    return C(t, [amka, afm], [prot], "AMKA (Luhn) and AFM (check computed); the protocol number is a look-alike")


@case("taxisnet-password-card-pin", "el")
def _(r):
    pw = pw_human(r, ["thalassa", "agapi", "ouranos", "elia", "kalokairi"])
    pin = dig(r, 4)
    t = (f"Ξέχασα αν ο κωδικός του Taxisnet είναι {pw} ή κάτι άλλο. Επίσης, το PIN της κάρτας μου είναι {pin} — "
         "πρέπει να το αλλάξω μετά από τόσα χρόνια;")
    return C(t, [pw, pin], [], "tax portal password and card PIN")


@case("paraggelia-afm-acs", "el")
def _(r):
    par = dig(r, 8)
    afm = gr_afm(r, "8")
    acs = dig(r, 10)
    t = (f"Παραγγελία {par} από ένα e-shop, ΑΦΜ εταιρείας {afm}, αριθμός αποστολής ACS {acs}. Δεν ήρθε ποτέ, "
         "πώς κάνω καταγγελία;")
    return C(t, [], [par, afm, acs], "order number, a company's AFM (check computed) and shipment number")


@case("tc-kimlik-iban-maas", "tr")
def _(r):
    tc = tr_tckn(r)
    ib = grp4(iban("TR", r.choice(["00010", "00012", "00046", "00064", "00062"]) + "0" + dig(r, 16)))
    sicil = dig(r, 6)
    t = (f"Maaş için İK benden TC kimlik numaramı ve IBAN'ımı istedi. Personel sicil no: {sicil}, TC: {tc}, IBAN: {ib}. Başka bir şey gerekir mi?")
    return C(t, [tc, ib], [sicil], "TC identity number (checks computed) and own IBAN; the staff number is a look-alike")


@case("edevlet-sifre-sms-kodu", "tr")
def _(r):
    pw = pw_human(r, ["galatasaray", "bogazici", "lokum", "papatya", "kiraz"])
    code = dig(r, 6)
    t = (f"e-Devlet şifrem {pw}, SMS ile gelen doğrulama kodu da {code} ama giriş yapamıyorum. "
         "Şifremi nasıl sıfırlarım?")
    return C(t, [pw, code], [], "government portal password and SMS code")


@case("trendyol-kargo-vergi", "tr")
def _(r):
    sip = dig(r, 10)
    kargo = dig(r, 12)
    vkn = dig(r, 10)
    t = (f"Trendyol sipariş no {sip}, Yurtiçi Kargo takip no {kargo}, satıcının vergi numarası {vkn}. Ürün hasarlı geldi, "
         "iade talebi yazar mısın?")
    return C(t, [], [sip, kargo, vkn], "order, tracking and a seller's tax number (not computed)")


@case("cccd-vietcombank", "vi")
def _(r):
    by = r.randint(1972, 2004)
    cccd = ("%03d" % r.choice([1, 31, 79, 48, 92, 38, 40, 56])) + (r.choice("01") if by < 2000 else r.choice("23")) + "%02d" % (by % 100) + dig(r, 6, False)
    acct = "10" + dig(r, 11, False)
    nv = "NV" + dig(r, 5)
    t = (f"Mình cần điền thông tin nhận lương: mã nhân viên {nv}, số CCCD {cccd}, số tài khoản Vietcombank {acct}. "
         "Có cần ghi thêm chi nhánh không bạn?")
    return C(t, [cccd, acct], [nv], "citizen id (no public check) and own account; the staff code is a look-alike")


@case("otp-sms-mat-khau", "vi")
def _(r):
    otp = dig(r, 6)
    pw = pw_human(r, ["hoamai", "saigon", "conmeo", "phobo", "trangtrang"])
    hot = "1900 %s" % dig(r, 4)
    t = (f"Mình vừa nhận tin nhắn: 'Ma OTP cua Quy khach la {otp}. Tuyet doi KHONG cung cap ma nay cho bat ky ai. Hotline {hot}' "
         f"Còn mật khẩu app ngân hàng của mình là {pw}. Có người gọi xin mã OTP, mình có nên đưa không?")
    return C(t, [otp, pw], [hot], "bank OTP in an unaccented SMS and app password; the hotline number is a look-alike")


@case("shopee-ghn-mst", "vi")
def _(r):
    ma = "2503%s%s" % (dig(r, 2, False), pick(r, UP + DG, 8))
    ghn = "GY" + pick(r, UP + DG, 6)
    mst = dig(r, 10)
    t = (f"Đơn hàng Shopee mã {ma} chưa giao, mã vận đơn GHN {ghn}, người bán có mã số thuế {mst}. "
         "Viết giúp mình khiếu nại nhé.")
    return C(t, [], [ma, ghn, mst], "order, waybill and a seller's tax code")


@case("bat-prachachon-bank-account", "th")
def _(r):
    tid = th_id(r)
    acct = "%s-%s-%s-%s" % (dig(r, 3), dig(r, 1, False), dig(r, 5, False), dig(r, 1, False))
    emp = "EMP-" + dig(r, 5)
    t = (f"ต้องกรอกข้อมูลรับเงินเดือน รหัสพนักงาน {emp} เลขบัตรประชาชน {tid} เลขบัญชีกสิกรไทย {acct} ต้องใส่ชื่อสาขาด้วยไหม")
    return C(t, [tid, acct], [emp], "Thai national id (check computed) and own account; the staff code is a look-alike")


@case("otp-ref-and-app-pin", "th")
def _(r):
    otp, pin = dig(r, 6), dig(r, 6)
    ref = pick(r, UP, 4)
    t = (f"ได้ SMS ว่า 'รหัส OTP คือ {otp} (Ref: {ref}) ห้ามบอกรหัสนี้แก่ผู้อื่น' แล้วมีคนโทรมาบอกว่าเป็นธนาคาร "
         f"ขอรหัสนี้ ส่วนรหัส PIN แอปของฉันคือ {pin} ควรทำยังไงดี")
    return C(t, [otp, pin], [ref], "OTP and app PIN; the OTP's Ref code is a look-alike")


@case("nik-rekening-bpjs", "id")
def _(r):
    bd = rdate(r, 1970, 2003)
    dd = bd.day + (40 if r.random() < 0.5 else 0)
    nik = (r.choice(["3171", "3273", "3578", "3374", "5171"]) + "%02d" % r.randint(1, 30)
           + "%02d%02d%02d" % (dd, bd.month, bd.year % 100) + "%04d" % r.randint(1, 40))
    rek = dig(r, 10)
    t = (f"Untuk daftar BPJS saya perlu NIK dan nomor rekening. NIK {nik}, rekening BCA {rek}. "
         "Apakah nama ibu kandung juga perlu diisi?")
    return C(t, [nik, rek], [], "NIK (no public check) and own account")


@case("pin-mbanking-otp", "id")
def _(r):
    pin, otp = dig(r, 6), dig(r, 6)
    t = (f"PIN m-BCA saya {pin} tiba-tiba diblokir, padahal baru salah sekali. Tadi juga ada SMS kode OTP {otp}. "
         "Harus ke cabang atau bisa lewat Halo BCA 1500888?")
    return C(t, [pin, otp], ["1500888"], "mobile banking PIN and OTP; the bank's public call-centre number is a look-alike")


@case("resi-invoice-booking", "id")
def _(r):
    resi = "JP" + dig(r, 10)
    inv = "INV/2025%02d%02d/MPL/%s" % (r.randint(1, 12), r.randint(1, 28), dig(r, 10))
    book = dig(r, 9)
    t = (f"Paket saya belum sampai. Nomor resi {resi}, nomor invoice Tokopedia {inv}, dan kode booking Traveloka {book} "
         "juga belum dapat refund. Tolong buatkan pesan komplain.")
    return C(t, [], [resi, inv, book], "tracking, invoice and booking numbers")


@case("gcash-mpin-otp", "tl")
def _(r):
    mpin, otp = dig(r, 4), dig(r, 6)
    t = (f"Na-lock yung GCash ko. Ang MPIN ko ay {mpin} tapos may dumating na OTP {otp}, pero ayaw pa rin mag-login. "
         "Ano gagawin ko?")
    return C(t, [mpin, otp], [], "e-wallet MPIN and OTP")


@case("sss-tin-bagong-trabaho", "tl")
def _(r):
    sss = "%s-%s-%s" % (dig(r, 2), dig(r, 7, False), dig(r, 1, False))
    tin = "%s-%s-%s-000" % (dig(r, 3), dig(r, 3, False), dig(r, 3, False))
    t = (f"Para sa bagong trabaho kailangan ko ng SSS number at TIN. SSS: {sss}, TIN: {tin}. Tama ba yung format?")
    return C(t, [sss, tin], [], "social security number and tax id")


@case("gcash-receipt-ref-no", "tl")
def _(r):
    ref = "%s %s %s" % (dig(r, 4), dig(r, 3, False), dig(r, 6, False))
    t = (f"Nagbayad ako ng kuryente via GCash pero hindi pa pumapasok sa Meralco. Resibo: Ref No. {ref}, "
         "Amount PHP 2,345.60, 12 Mar 2025. Ano isusulat ko sa complaint?")
    return C(t, [], [ref, "PHP 2,345.60"], "a receipt's Ref No. and amount")


def mpesa_code(r):
    return r.choice("STU") + pick(r, UP + DG, 9)


@case("mpesa-wrong-number", "sw")
def _(r):
    code = mpesa_code(r)
    ph = "07" + dig(r, 8, False)
    t = (f"Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu: '{code} Confirmed. Ksh2,500.00 sent to JOHN KAMAU {ph} "
         "on 12/3/25 at 4:15 PM. New M-PESA balance is Ksh1,234.00.' Nifanye nini ili nirudishiwe?")
    return C(t, [code], [ph], "M-Pesa confirmation code (settled as a secret); the phone number is a look-alike")


@case("kitambulisho-kra-pin", "sw")
def _(r):
    idn = dig(r, 8)
    kra = "A" + dig(r, 9) + r.choice(UP)
    maombi = "LN-%s" % dig(r, 7)
    t = (f"Nisaidie kujaza fomu ya mkopo, namba ya maombi {maombi}. Namba yangu ya kitambulisho ni {idn}, na KRA PIN yangu ni {kra}. "
         "Je, wanahitaji pia cheti cha kuzaliwa?")
    return C(t, [idn, kra], [maombi], "national id number and KRA PIN; the application number is a look-alike")


@case("karo-paybill-akaunti", "sw")
def _(r):
    pb = dig(r, 6)
    acc = "ADM%s-%s" % (r.randint(2021, 2025), dig(r, 4))
    t = (f"Nataka kulipa karo ya shule kupitia M-Pesa: Paybill {pb}, namba ya akaunti {acc}. Kiasi ni Ksh 18,500. "
         "Je, niandike jina la mtoto kama akaunti au hiyo namba?")
    return C(t, [], [pb, acc, "Ksh 18,500"], "a school's paybill number, the account reference and an amount")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
BAD_CHARS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff]")
SEP = "\n---\n"


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def asc_alnum(ch):
    return ch != "" and ch.isascii() and ch.isalnum()


def validate_case(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            errs.append("missing or empty " + k)
    if errs:
        return errs
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang " + c["lang"])
    for k in ("id", "lang", "note"):
        if "\n" in c[k] or BAD_CHARS.search(c[k]):
            errs.append("bad characters in " + k)
    text = c["text"]
    if BAD_CHARS.search(text):
        errs.append("YAML-hostile character in text")
    if text != text.strip():
        errs.append("text has outer whitespace")
    if any(not part.strip() for part in text.split(SEP)):
        errs.append("empty message part")
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
            errs.append(k + " is not a list of strings")
            return errs
    vals = c["secrets"] + c["lookalikes"]
    if not vals:
        errs.append("case lists nothing")
    if len(set(vals)) != len(vals):
        errs.append("duplicate listed value")
    spans = []
    for kind, lst in (("S", c["secrets"]), ("L", c["lookalikes"])):
        for v in lst:
            if not v or v != v.strip():
                errs.append("empty or padded value %r" % v)
                continue
            if BAD_CHARS.search(v):
                errs.append("YAML-hostile character in value %r" % v)
            occ = occurrences(text, v)
            if not occ:
                errs.append("not a substring: %r" % v)
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short value occurs %d times: %r" % (len(occ), v))
            for o in occ:
                before = text[o - 1] if o > 0 else ""
                after = text[o + len(v)] if o + len(v) < len(text) else ""
                if (v[0].isdigit() and before.isdigit()) or (v[-1].isdigit() and after.isdigit()):
                    errs.append("number embedded in a longer number: %r" % v)
                if (asc_alnum(v[0]) and asc_alnum(before)) or (asc_alnum(v[-1]) and asc_alnum(after)):
                    errs.append("value glued to a longer token: %r" % v)
                spans.append((o, o + len(v), kind, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a, b = spans[i], spans[j]
            if a[3] != b[3] and a[0] < b[1] and b[0] < a[1]:
                if a[2] != b[2]:
                    errs.append("secret/look-alike overlap: %r / %r" % (a[3], b[3]))
                else:
                    errs.append("listed values overlap: %r / %r" % (a[3], b[3]))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for k in ("secrets", "lookalikes"):
            if c[k]:
                lines.append("    %s:" % k)
                lines.extend("      - " + q(v) for v in c[k])
            else:
                lines.append("    %s: []" % k)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def parse_yaml(src):
    """Parser for exactly the subset written by to_yaml (every scalar a JSON string)."""
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            lst = None
        elif cur is not None and ln.startswith("      - ") and lst is not None:
            cur[lst].append(json.loads(ln[8:]))
        elif cur is not None and ln.startswith("    ") and not ln.startswith("     "):
            key, _, rest = ln[4:].partition(":")
            if key not in ("lang", "text", "secrets", "lookalikes", "note") or key in cur:
                raise ValueError("line %d: unexpected key %r" % (n, key))
            rest = rest.strip()
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key], lst = [], None
                elif rest == "":
                    cur[key], lst = [], key
                else:
                    raise ValueError("line %d: bad list" % n)
            else:
                cur[key] = json.loads(rest)
                lst = None
        else:
            raise ValueError("line %d: unexpected line" % n)
    for c in cases:
        if set(c) != {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            raise ValueError("case %s: wrong keys" % c.get("id"))
    return cases


def build():
    r = random.Random(SEED)
    out, problems = [], []
    for n, (slug, lang, fn) in enumerate(CASES, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        for attempt in range(40):
            body = fn(r)
            c = {"id": cid, "lang": lang, "text": body["text"], "secrets": body["secrets"],
                 "lookalikes": body["lookalikes"], "note": body["note"]}
            errs = validate_case(c)
            if not errs:
                break
        if errs:
            problems.append("%s: %s" % (cid, "; ".join(errs)))
        out.append(c)
    ids = [c["id"] for c in out]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    slugs = [i.split("-", 2)[2] for i in ids]
    if len(set(slugs)) != len(slugs):
        problems.append("duplicate slugs")
    return out, problems


def main():
    if len(sys.argv) != 2 or not sys.argv[1].endswith(".yaml"):
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    cases, problems = build()
    if not problems:
        ytext = to_yaml(cases)
        try:
            back = parse_yaml(ytext)
            if back != cases:
                problems.append("YAML round trip differs")
        except (ValueError, json.JSONDecodeError) as e:
            problems.append("YAML round trip failed: %s" % e)
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(ytext)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages, %d multi-message"
          % (sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
             sum(len(c["lookalikes"]) for c in cases), len({c["lang"] for c in cases}),
             sum(1 for c in cases if SEP in c["text"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
