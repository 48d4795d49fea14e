#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v97 for a chat secrets filter.

Standard library only, deterministic: every value comes from random.Random(97).
Usage: python3 make_heldout_v97.py heldout_v97.yaml
Everything is validated before writing; exits 1 on any problem.
"""
import base64
import hashlib
import json
import random
import re
import string
import sys
import unicodedata

NAME = "heldout_v97"
SEED = 97
PREFIX = "H97"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n, lead=True):
    """n random digits; first digit non-zero when lead."""
    s = rs(DIG, n)
    if lead and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def fmt4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def pick(seq):
    return R.choice(seq)


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


def card(prefix, length=16):
    body = prefix + rd(length - len(prefix) - 1, False)
    return body + luhn_digit(body)


def expiry(sep="/"):
    return f"{R.randint(1, 12):02d}{sep}{R.randint(27, 31)}"


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def iban_ok(ib):
    ib = ib.replace(" ", "")
    rearr = ib[4:] + ib[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97 == 1


# Verhoeff (Aadhaar)
_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


def mod1110(digits):
    """ISO 7064 MOD 11,10 check digit (German Steuer-ID, USt-IdNr)."""
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


# ---------------------------------------------------------------- national ids and tax ids
def birth(y0=1958, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def us_ein():
    return f"{pick(['12', '20', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '94'])}-{rd(7, False)}"


def aba_routing():
    while True:
        d = f"{pick(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '21', '22', '26', '31'])}{rd(6, False)}"
        s = 3 * int(d[0]) + 7 * int(d[1]) + int(d[2]) + 3 * int(d[3]) + 7 * int(d[4]) + int(d[5]) + 3 * int(d[6]) + 7 * int(d[7])
        return d + str((10 - s % 10) % 10)


def aba_ok(r):
    w = [3, 7, 1] * 3
    return wsum(r, w) % 10 == 0


def ca_sin():
    while True:
        body = pick("123456779") + rd(7, False)
        return body + luhn_digit(body)


def uk_dvla(surname, initials, female=False):
    y, m, d = birth(1965, 2000)
    sn = (surname.upper() + "99999")[:5]
    mm = m + (50 if female else 0)
    ini = (initials.upper() + "9")[:2]
    return f"{sn}{str(y)[2]}{mm:02d}{d:02d}{str(y)[3]}{ini}9{rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}"


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rd(8)
        for last in DIG:
            if wsum(b + last, w) % 11 == 0:
                return b + last


def za_id(female=False):
    y, m, d = birth(1960, 2002)
    g = R.randint(0, 4999) if female else R.randint(5000, 9999)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g:04d}08"
    return b + luhn_digit(b)


def sg_nric():
    w = [2, 7, 6, 5, 4, 3, 2]
    b = rd(7, False)
    pre = pick("ST")
    s = wsum(b, w) + (4 if pre == "T" else 0)
    return pre + b + "JZIHGFEDCBA"[s % 11]


def in_aadhaar():
    b = pick("23456789") + rd(10, False)
    n = b + verhoeff_digit(b)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def in_pan(surname_initial="S"):
    return rs(UP, 3) + "P" + surname_initial + rd(4, False) + pick(UP)


def gstin(state="27"):
    cs = DIG + UP
    pan = rs(UP, 3) + pick("CF") + pick(UP) + rd(4, False) + pick(UP)
    b = state + pan + "1Z"
    s = 0
    for i, ch in enumerate(b):
        p = cs.index(ch) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return b + cs[(36 - s % 36) % 36]


def ifsc(bank):
    return bank + "0" + rd(6, False)


def de_steuerid():
    while True:
        digs = list(DIG)
        R.shuffle(digs)
        ten = digs[:9]
        ten.append(pick(ten))
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        b = "".join(ten)
        return b + mod1110(b)


def de_ustid():
    b = rd(8)
    return "DE" + b + mod1110(b)


def de_kvnr():
    letter = pick(UP)
    digs = rd(8, False)
    full = f"{ord(letter) - 64:02d}" + digs
    s = 0
    for i, ch in enumerate(full):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return letter + digs + str(s % 10)


def fr_nir(female=False):
    y, m, d = birth(1960, 2002)
    dept = f"{R.choice([x for x in range(1, 96) if x != 20]):02d}"
    b = f"{2 if female else 1}{y % 100:02d}{m:02d}{dept}{rd(3, False)}{rd(3, False)}"
    k = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"


def fr_siren():
    b = rd(8)
    return b + luhn_digit(b)


def fr_siret():
    s = fr_siren()
    b = s + rd(4, False)
    return b + luhn_digit(b)


def fr_tva(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def es_dni():
    n = rd(8, False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    b = pick(["28", "08", "46", "41", "48", "29"]) + rd(5, False)
    a = sum(int(b[i]) for i in (1, 3, 5))
    o = 0
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        o += x // 10 + x % 10
    return "B" + b + str((10 - (a + o) % 10) % 10)


def _es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - wsum(s, w) % 11
    return "0" if v == 11 else ("1" if v == 10 else str(v))


def es_iban():
    ent, ofi, cta = pick(["2100", "0049", "0182", "0081", "2085", "1465"]), rd(4, False), rd(10, False)
    return iban("ES", ent + ofi + _es_dc("00" + ent + ofi) + _es_dc(cta) + cta)


def mx_curp(female=False):
    cs = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    y, m, d = birth(1970, 2003)
    vow = "AEIOU"
    cons = "BCDFGHJKLMNPRSTVZ"
    head = pick(cons) + pick(vow) + pick(cons) + pick(cons)
    b = f"{head}{y % 100:02d}{m:02d}{d:02d}{'M' if female else 'H'}{pick(['DF', 'JC', 'NL', 'PL', 'MC', 'VZ', 'GT'])}{rs(cons, 3)}{pick(DIG) if y < 2000 else pick(UP)}"
    s = sum(cs.index(ch) * (18 - i) for i, ch in enumerate(b))
    return b + str((10 - s % 10) % 10)


def ar_cbu():
    b1 = pick(["011", "007", "017", "072", "285", "191"]) + rd(4, False)
    c1 = (10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = rd(13, False)
    c2 = (10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return f"{b1}{c1}{b2}{c2}"


def ar_cuit_company():
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = "30" + rd(8)
        c = 11 - wsum(b, w) % 11
        if c == 11:
            c = 0
        if c != 10:
            return f"{b[:2]}-{b[2:]}-{c}"


def br_cpf():
    while True:
        b = rd(9, False)
        if len(set(b)) == 1:
            continue
        s = wsum(b, range(10, 1, -1)) % 11
        d1 = 0 if s < 2 else 11 - s
        s2 = wsum(b + str(d1), range(11, 1, -1)) % 11
        d2 = 0 if s2 < 2 else 11 - s2
        n = f"{b}{d1}{d2}"
        return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"


def br_cnpj():
    b = rd(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    s = wsum(b, w1) % 11
    d1 = 0 if s < 2 else 11 - s
    w2 = [6] + w1
    s2 = wsum(b + str(d1), w2) % 11
    d2 = 0 if s2 < 2 else 11 - s2
    n = f"{b}{d1}{d2}"
    return f"{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}"


def pt_nif(first):
    while True:
        b = first + rd(7, False)
        r = wsum(b, range(9, 1, -1)) % 11
        return b + str(0 if r < 2 else 11 - r)


def pt_iban():
    b = pick(["0035", "0033", "0010", "0007", "0036", "0018"]) + rd(4, False) + rd(11, False)
    nib = 98 - (int(b) * 100) % 97
    return iban("PT", f"{b}{nib:02d}")


def it_cf(female=False):
    odd = {"0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
           "A": 1, "B": 0, "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21, "K": 2,
           "L": 4, "M": 18, "N": 20, "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14, "U": 16, "V": 10,
           "W": 22, "X": 25, "Y": 24, "Z": 23}
    cons = "BCDFGLMNPRSTVZ"
    y, m, d = birth(1960, 2002)
    b = (rs(cons, 2) + pick("AEIO") + rs(cons, 3) + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1]
         + f"{d + (40 if female else 0):02d}" + pick(["H501", "F205", "F839", "L219", "G273", "A944", "D612"]))
    s = 0
    for i, ch in enumerate(b):
        s += odd[ch] if i % 2 == 0 else (int(ch) if ch.isdigit() else ord(ch) - 65)
    return b + chr(65 + s % 26)


def it_piva():
    b = rd(7, False) + pick(["108", "096", "015", "058", "063", "001"])
    return b + luhn_digit(b)


def nl_bsn():
    while True:
        b = rd(8)
        c = wsum(b, range(9, 1, -1)) % 11
        if c != 10:
            return b + str(c)


def pl_pesel(female=False):
    y, m, d = birth(1955, 2004)
    mm = m + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{mm:02d}{d:02d}{rd(3, False)}{pick('02468' if female else '13579')}"
    s = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])
    return b + str((10 - s % 10) % 10)


def pl_idcard():
    letters = rs(UP, 3)
    digs = rd(5, False)
    vals = [ord(c) - 55 for c in letters] + [int(x) for x in digs]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    c = sum(a * b for a, b in zip(vals, w)) % 10
    return f"{letters}{c}{digs}"


def pl_nip():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        b = rd(9)
        c = wsum(b, w) % 11
        if c != 10:
            n = b + str(c)
            return f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"


def pl_regon():
    b = rd(8)
    c = wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return b + str(c % 10)


def pl_iban():
    bank = pick(["1020", "1050", "1090", "1140", "1160", "1240", "2490"]) + rd(3, False)
    c = (10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return iban("PL", f"{bank}{c}{rd(16, False)}")


def cz_rc(female=False):
    while True:
        y, m, d = birth(1958, 2003)
        b = f"{y % 100:02d}{m + (50 if female else 0):02d}{d:02d}{rd(3, False)}"
        c = int(b) % 11
        if c != 10:
            return f"{b[:6]}/{b[6:]}{c}"


def cz_ico():
    b = rd(7, False)
    c = (11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return b + str(c)


def cz_account():
    while True:
        a = rd(10)
        if wsum(a, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0:
            return a


def se_pnr():
    y, m, d = birth(1958, 2003)
    b = f"{y % 100:02d}{m:02d}{d:02d}{rd(3, False)}"
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def se_orgnr():
    b = "55" + rd(7, False)
    b = b[:2] + pick("6789") + b[3:]
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def dk_cpr():
    y, m, d = birth(1958, 2003)
    return f"{d:02d}{m:02d}{y % 100:02d}-{rd(4, False)}"


def dk_cvr():
    while True:
        b = rd(7)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return b + str(c)


def no_fnr():
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = birth(1958, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}"
        k1 = 11 - wsum(b, w1) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - wsum(b + str(k1), w2) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return f"{b}{k1}{k2}"


def no_mod11(b, w):
    c = 11 - wsum(b, w) % 11
    c = 0 if c == 11 else c
    return None if c == 10 else str(c)


def no_account():
    while True:
        b = pick(["1503", "1254", "9710", "3000", "1506", "1207"]) + rd(6, False)
        c = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            n = b + c
            return f"{n[:4]}.{n[4:6]}.{n[6:]}"


def no_orgnr():
    while True:
        b = pick("89") + rd(7, False)
        c = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            n = b + c
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def fi_hetu():
    y, m, d = birth(1958, 2004)
    ind = R.randint(2, 899)
    b = f"{d:02d}{m:02d}{y % 100:02d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + f"{ind:03d}") % 31]
    return f"{b}{'-' if y < 2000 else 'A'}{ind:03d}{c}"


def fi_ytunnus():
    while True:
        b = rd(7, False)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite(n):
    b = rd(n)
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def hu_adoazon():
    while True:
        b = "8" + rd(8, False)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_taj():
    b = rd(8)
    c = wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    n = b + str(c)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def _hu_block(b):
    w = [9, 7, 3, 1] * 5
    return b + str((10 - wsum(b, w) % 10) % 10)


def hu_account(bank="117"):
    a = _hu_block(bank + rd(4, False))
    b = _hu_block(rd(15, False))
    return f"{a}-{b[:8]}-{b[8:]}"


def hu_adoszam():
    b = _hu_block(rd(7))
    return f"{b}-{pick('2345')}-{pick(['41', '42', '43', '13', '09', '01'])}"


def ro_cnp(female=False):
    y, m, d = birth(1958, 2004)
    s = (2 if female else 1) if y < 2000 else (6 if female else 5)
    b = f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{rd(3, False)}"
    r = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if r == 10 else str(r))


def ro_cui():
    b = rd(7)
    k = "753217532"
    p = b.zfill(9)
    c = wsum(p, [int(x) for x in k]) * 10 % 11
    return b + ("0" if c == 10 else str(c))


def gr_amka():
    y, m, d = birth(1958, 2003)
    b = f"{d:02d}{m:02d}{y % 100:02d}{rd(4, False)}"
    return b + luhn_digit(b)


def gr_afm():
    b = rd(8, False)
    b = pick("01") + b[1:] if R.random() < 0.5 else b
    s = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b))
    return b + str(s % 11 % 10)


def rf_ref(body):
    rearr = body + "RF00"
    num = int("".join(str(int(c, 36)) for c in rearr))
    return f"RF{98 - num % 97:02d}{body}"


def tr_tckn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d11 = (sum(d) + d10) % 10
        return "".join(map(str, d)) + str(d10) + str(d11)


def ru_inn10():
    b = pick(["77", "78", "50", "54", "66", "16"]) + rd(7, False)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = "1" + rd(2, False) + pick(["77", "78", "50", "54"]) + rd(7, False)
    return b + str(int(b) % 11 % 10)


def ru_snils():
    b = rd(9)
    s = wsum(b, range(9, 0, -1))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        c = 0 if c == 100 else c
    return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def ru_account(bik):
    """20-digit settlement account with its key digit (position 9) computed against the BIK."""
    b = "40817810" + "0" + rd(11, False)
    w = [7, 1, 3] * 8
    full = bik[-3:] + b
    s = wsum(full, w)
    for k in DIG:
        cand = b[:8] + k + b[9:]
        if wsum(bik[-3:] + cand, w) % 10 == 0:
            return cand
    raise ValueError


def s10(prefix, country):
    b = rd(8, False)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return f"{prefix}{b}{c}{country}"


def ua_rnokpp():
    days = R.randint(21000, 37500)
    b = f"{days:05d}{rd(4, False)}"
    c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return b + str(c)


def cn_id(female=False):
    y, m, d = birth(1962, 2003)
    seq = rd(2, False) + pick("02468" if female else "13579")
    b = f"{pick(['110105', '310115', '440305', '330106', '510107', '420111', '320106'])}{y}{m:02d}{d:02d}{seq}"
    s = wsum(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])
    return b + "10X98765432"[s % 11]


def cn_uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    while True:
        org = rd(8)
        oc = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        oc = "X" if oc == 10 else ("0" if oc == 11 else str(oc))
        b = "91" + pick(["110105", "310115", "440300", "330100", "510100"]) + org + oc
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(cs.index(ch) * wt for ch, wt in zip(b, w))
        c = 31 - s % 31
        return b + cs[0 if c == 31 else c]


def jp_mynumber():
    b = rd(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    n = b + str(c)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def jp_houjin():
    b = rd(12)
    s = sum(int(ch) * (1 if (i + 1) % 2 == 1 else 2) for i, ch in enumerate(reversed(b)))
    return str(9 - s % 9) + b


def kr_rrn(female=False):
    y, m, d = birth(1965, 2004)
    g = (2 if female else 1) if y < 2000 else (4 if female else 3)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g}{rd(5, False)}"
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def kr_brn():
    b = rd(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = wsum(b, w) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3:5]}-{n[5:]}"


def ir_melli():
    while True:
        b = rd(9, False)
        if len(set(b)) == 1:
            continue
        r = sum(int(ch) * (10 - i) for i, ch in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)


def il_tz(prefix=""):
    b = prefix + rd(8 - len(prefix), False)
    s = 0
    for i, ch in enumerate(b):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v - 9 if v > 9 else v
    return b + str((10 - s % 10) % 10)


def il_ok(n):
    s = 0
    for i, ch in enumerate(n):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v - 9 if v > 9 else v
    return s % 10 == 0


def th_id():
    b = pick("1358") + rd(11, False)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    n = b + str(c)
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"


def ae_eid():
    y, _, _ = birth(1965, 2002)
    b = f"784{y}{rd(7, False)}"
    n = b + luhn_digit(b)
    return f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}"


# ---------------------------------------------------------------- tokens and keys
def aws_key_id():
    return "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret():
    return rs(UP + LO + DIG + "/+", 40)


def ghp():
    return "ghp_" + rs(ALNUM, 36)


def glpat():
    return "glpat-" + rs(ALNUM + "-_", 20)


def slack_bot():
    return f"xoxb-{rd(12)}-{rd(13)}-{rs(ALNUM, 24)}"


def stripe_sk():
    return "sk_live_51" + rs(ALNUM, 97)


def stripe_whsec():
    return "whsec_" + rs(ALNUM, 32)


def openai_key():
    return "sk-proj-" + rs(ALNUM + "-_", 74) + "T3BlbkFJ" + rs(ALNUM + "-_", 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA"


def google_key():
    return "AIza" + rs(ALNUM + "-_", 35)


def sendgrid():
    return "SG." + rs(ALNUM + "-_", 22) + "." + rs(ALNUM + "-_", 43)


def npm_tok():
    return "npm_" + rs(ALNUM, 36)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "-_", 140)


def telegram_tok():
    return f"{rd(10)}:AA{rs(ALNUM + '-_', 33)}"


def discord_tok():
    uid = rd(18)
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(ALNUM + "-_", 6) + "." + rs(ALNUM + "-_", 38)


def shopify_tok():
    return "shpat_" + rs(HEX, 32)


def twilio_token():
    return rs(HEX, 32)


def datadog_key():
    return rs(HEX, 32)


def azure_storage_key():
    return rs(B64, 86) + "=="


def azure_client_secret():
    return rs(ALNUM, 3) + pick("5678") + "Q~" + rs(ALNUM + "-_.~", 34)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(B64URL, 43)}"


def ssh_ed25519_body():
    raw = (b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003"
           b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + bytes(R.randrange(256) for _ in range(32))
           + b"\x00\x00\x00\x98" + bytes(R.randrange(256) for _ in range(152)) + b"\x01\x02\x03\x04\x05")
    s = base64.b64encode(raw).decode()
    return "\n".join(s[i:i + 70] for i in range(0, len(s), 70))


def pem_rsa_body(lines=6):
    s = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 64 * lines - 50)
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\x00"))
    return "1" * pad + out


def btc_wif():
    key = bytes(R.randrange(256) for _ in range(32))
    payload = b"\x80" + key + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def eth_addr():
    return "0x" + rs("0123456789abcdefABCDEF", 40)


def totp_seed(n=32):
    return rs(B32, n)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def sha1hex():
    return rs(HEX, 40)


def sha256hex():
    return rs(HEX, 64)


# ---------------------------------------------------------------- passwords, codes
WORDS = ("maple orbit tundra copper lantern violet harbor pepper falcon meadow cobalt walnut ember glacier "
         "saffron thimble quartz juniper biscuit marble pickle raven sparrow velvet zephyr nimbus cactus ginger "
         "hazel indigo jasmine kettle lemon mango nutmeg otter puffin quill ripple sable tango willow anchor "
         "bramble cinder dahlia fjord gravel heron iris jigsaw kiwi lupin mosaic nectar oyster pebble").split()
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across action actor actual adapt address adjust admit adult advance "
         "advice afford afraid again agent agree ahead airport aisle alarm album alcohol alert alien alley allow "
         "almost alone alpha already alter always amateur amazing among amount analyst anchor ancient anger "
         "angle angry animal ankle announce annual another answer antenna antique anxiety apart apology appear "
         "apple approve april arch arctic arena argue armed armor army around arrange arrest arrive arrow "
         "artist artwork aspect assault asset assist assume asthma athlete atom attack attend auction audit "
         "august aunt author autumn average avocado avoid awake aware awesome awful awkward axis baby bachelor "
         "bacon badge balance balcony bamboo banana banner barely bargain barrel basket battle beach beauty "
         "because become before begin behave behind believe below bench benefit betray better between beyond "
         "bicycle biology birth bitter blade blame blanket blast bleak bless blind blossom blouse blush board "
         "bonus border boring borrow bottom bounce bracket brain brand brave bread breeze brick bridge brief "
         "bright brisk broccoli bronze broom brother brush bubble buddy budget buffalo bulb bundle bunker burden "
         "burger business butter cabbage cabin cable cactus camera canal cancel candy canoe canvas canyon "
         "capital captain carbon cargo carpet castle casual catalog category cattle caution ceiling celery "
         "cement census century cereal certain chalk champion chaos chapter cherry chicken chimney choice "
         "chronic chuckle cinnamon circle citizen civil clarify clever client cliff climb clinic cluster coconut "
         "coffee collect column combine comfort comic common concert confirm connect consider convince copper "
         "coral correct cotton couch country couple cousin coyote cradle crane crater crawl crazy credit creek "
         "cricket crisp crouch crucial cruise crumble crunch crystal cupboard curious curtain cushion custom "
         "galaxy garden garlic gather gentle giraffe glimpse globe glory goddess gossip gravity harvest hedgehog "
         "holiday horizon hospital hurdle husband ivory jaguar jungle kangaroo kitchen ladder lawsuit lecture "
         "lizard lobster lottery lumber margin meadow mercy midnight miracle monkey mosquito museum napkin "
         "noodle oblige ocean olympic orchard ostrich oxygen oyster paddle panther peanut pelican penguin "
         "pigeon planet pledge pumpkin puzzle pyramid rabbit raccoon rhythm ribbon rocket salmon sausage "
         "scorpion shrimp sketch slogan soldier spider squirrel stadium sunset survey swallow tobacco tornado "
         "trophy tunnel turtle twelve umbrella uncle unveil upgrade urban useful vacuum valley vapor velvet "
         "venue vessel veteran violin virus visit vivid volcano voyage walnut wealth weasel wedding whale "
         "wheat winter wisdom wolf wrist yellow youth zebra").split()
SYM = "!@#$%&*?-_.+="


def pw_word():
    w = pick(WORDS).capitalize()
    style = R.randint(0, 3)
    if style == 0:
        return f"{w}{pick(SYM)}{rd(4, False)}"
    if style == 1:
        return f"{w}{rd(2, False)}{pick(WORDS).capitalize()}{pick(SYM)}"
    if style == 2:
        return f"{pick(WORDS)}{pick(['_', '.', '-'])}{w}{rd(3, False)}{pick(SYM)}"
    return f"{w.replace('a', '@').replace('o', '0')}{rd(3, False)}{pick(SYM)}"


def pw_rand(n=16):
    while True:
        s = rs(ALNUM + "!@#%&*?-_+=", n)
        if any(c.isdigit() for c in s) and any(c in "!@#%&*?-_+=" for c in s) and s[0].isalpha():
            return s


def passphrase(k=4, sep="-"):
    return sep.join(R.sample(WORDS, k))


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def mpesa_code():
    return pick("ST") + rs(UP + DIG, 9).replace("O", "Q")


DOCS = {
    "aws_id": "AKIAIOSFODNN7EXAMPLE",
    "aws_secret": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "stripe_card": "4242 4242 4242 4242",
    "visa_test": "4111 1111 1111 1111",
    "amex_test": "378282246310005",
    "iban_gb": "GB82 WEST 1234 5698 7654 32",
    "iban_de": "DE89 3704 0044 0532 0130 00",
    "jwt_io": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "totp_doc": "JBSWY3DPEHPK3PXP",
    "ssn_woolworth": "078-05-1120",
    "mbi_doc": "1EG4-TE5-MK73",
    "bip39_test": "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
}


def bitlocker_key():
    return "-".join(f"{11 * R.randint(1, 65535):06d}" for _ in range(8))


def npi():
    b = "1" + rd(8, False)
    return b + luhn_digit("80840" + b)


def bankgiro():
    b = rd(7)
    n = b + luhn_digit(b)
    return f"{n[:4]}-{n[4:]}"


def ocr_number(n=12):
    b = rd(n - 1)
    return b + luhn_digit(b)


def medicare_mbi():
    a = "ACDEFGHJKMNPQRTUVWXY"
    an = a + DIG
    return (pick("123456789") + pick(a) + pick(an) + pick(DIG) + "-" + pick(a) + pick(an) + pick(DIG)
            + "-" + pick(a) + pick(a) + pick(DIG) + pick(DIG))


def th_taxid_company():
    b = "0105" + rd(8, False)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    return b + str(c)


RU_WORDS = ["ромашка", "черепаха", "солнышко", "барсик", "снегирь", "ласточка", "медведь", "кукуруза"]
_RU2EN = dict(zip("йцукенгшщзхъфывапролджэячсмитьбю", "qwertyuiop[]asdfghjkl;'zxcvbnm,."))


def ru_layout(word):
    return "".join(_RU2EN[c] for c in word)


# ---------------------------------------------------------------- case registry
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def C(slug, lang, text, S, L, note):
    return {"slug": slug, "lang": lang, "text": text, "secrets": list(S), "lookalikes": list(L), "note": note}


def M(*msgs):
    return "\n---\n".join(msgs)


# ================================================================ English
@case
def _():
    p = pw_word()
    return C("wifi-guest-sign", "en",
             f"Can you make me a little printable sign for the guest room? Network is Hollis_Guest, password {p}. "
             f"The router is an ASUS RT-AX58U if that matters for making a QR code.",
             [p], ["RT-AX58U"], "Wi-Fi password in prose; router model number is a look-alike.")


@case
def _():
    sk, whs = stripe_sk(), stripe_whsec()
    dbp = rs(ALNUM, 7) + "#" + rs(ALNUM, 6) + pick("!%&")
    v = f"3.{R.randint(10, 19)}.{R.randint(0, 9)}"
    return C("dotenv-stripe-postgres", "en",
             "My Next.js app crashes on boot with \"TypeError: Invalid URL\". This is my .env.local:\n\n"
             "NEXT_PUBLIC_SITE_URL=https://shop.brightfern.co\n"
             f"STRIPE_SECRET_KEY={sk}\n"
             f"STRIPE_WEBHOOK_SECRET={whs}\n"
             f"DATABASE_URL=postgresql://app_rw:{dbp}@db.brightfern.internal:5432/shop_prod\n"
             f"APP_VERSION={v}\n\nWhat's wrong with it?",
             [sk, whs, f"app_rw:{dbp}"], [v, "db.brightfern.internal"],
             "A .env with a live Stripe key, webhook secret and the credentials of a Postgres URL (only user:password listed); the host and version string are look-alikes.")


@case
def _():
    kid, sec = aws_key_id(), aws_secret()
    return C("aws-credentials-file", "en",
             "aws s3 ls keeps failing with InvalidAccessKeyId. Here's ~/.aws/credentials:\n\n[default]\n"
             f"# was AKIAIOSFODNN7EXAMPLE from the docs, replaced with mine\naws_access_key_id = {kid}\n"
             f"aws_secret_access_key = {sec}\nregion = eu-west-2\n\nDo I need to set a profile too?",
             [kid, sec], [DOCS["aws_id"]], "Real-format AWS key pair; the documentation example key id in the comment is a look-alike.")


@case
def _():
    n = rd(4)
    return C("aws-doc-keys-allowlist", "en",
             "Our gitleaks pre-commit hook flags tests/fixtures/s3_client_test.py because it contains "
             f"AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, plus the bucket arn:aws:s3:::fixture-bucket-{n}. "
             "Those are just the example keys from the AWS docs, right? How do I allowlist them without turning the rule off?",
             [], [DOCS["aws_id"], DOCS["aws_secret"], f"arn:aws:s3:::fixture-bucket-{n}"],
             "Negative: the AWS documentation example key pair and a fixture ARN.")


@case
def _():
    c = fmt4(card("4" + rd(5, False)))
    ex, cvc = expiry(), rd(3, False)
    conf = "HV-" + rd(7)
    return C("hotel-card-guarantee", "en",
             f"Please draft an email to the Harbourview Hotel guaranteeing my late arrival for booking {conf}. "
             f"Card to hold the room: Visa {c}, exp {ex}, security code {cvc}, name on card Daniel Okafor. "
             "They quoted £412.80 for the two nights.",
             [c, ex, cvc], [conf, "£412.80"], "Card number (Luhn-valid), expiry and CVC; booking reference and amount are look-alikes.")


@case
def _():
    return C("stripe-test-cards", "en",
             "Writing Cypress tests for our checkout. Stripe's docs say 4242 4242 4242 4242 always succeeds and "
             "4000 0000 0000 9995 gets declined with insufficient_funds, any future expiry like 12/34 and any CVC. "
             "Braintree's sandbox uses 4111 1111 1111 1111 and the Amex 378282246310005. Can you write one spec that "
             "covers the success and the decline message for both gateways?",
             [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "12/34", DOCS["visa_test"], DOCS["amex_test"]],
             "Negative: public test card numbers from payment-provider documentation.")


@case
def _():
    ssn, ein = us_ssn(), us_ein()
    return C("w4-ssn-employer-ein", "en",
             "I'm filling out my W-4 on the onboarding portal and it timed out twice. Which fields are actually required? "
             f"I'd already typed my SSN {ssn}, and the employer section is prefilled with EIN {ein} for Calder Logistics LLC.",
             [ssn], [ein], "User's SSN is a secret; the employer's EIN is a public company identifier.")


@case
def _():
    tok, commit = ghp(), sha1hex()
    return C("git-remote-pat", "en",
             "git push fails with 403 since this morning:\n\n$ git remote -v\n"
             f"origin\thttps://mkaur:{tok}@github.com/mkaur-lab/thesis-pipeline.git (fetch)\n"
             f"origin\thttps://mkaur:{tok}@github.com/mkaur-lab/thesis-pipeline.git (push)\n"
             f"$ git log -1 --format=%H\n{commit}\n\nThe token worked last week. Expired?".replace("\t", "  "),
             [tok], [commit], "GitHub classic PAT embedded in a remote URL, twice; commit hash is a look-alike.")


@case
def _():
    h1, h2, c1 = sha256hex(), sha256hex(), sha1hex()
    return C("iso-checksum-mismatch", "en",
             f"sha256sum on ubuntu-24.04.1-desktop-amd64.iso gives {h1} but the SHA256SUMS file says {h2}. "
             f"Is the ISO corrupt or did I grab the wrong file? Also my local HEAD of the installer repo is {c1}, does that matter?",
             [], [h1, h2, c1, "24.04.1"], "Negative: checksums, a commit hash and a version string.")


@case
def _():
    code = rd(6)
    phone = f"1-888-{rd(3)}-{rd(4, False)}"
    return C("sms-otp-scam-call", "en",
             "Got this text a minute ago:\n\n\"Chase: " + code + " is your one-time code to verify a new device. "
             "Don't share it with anyone. We'll never call you to ask for this code.\"\n\n"
             f"And right now a guy calling from {phone} says he's Chase fraud and needs the code to stop a $1,240 transfer. Should I read it to him?",
             [code], [phone], "One-time code in a pasted SMS; the caller's phone number is a look-alike.")


@case
def _():
    codes = [f"{rd(4)} {rd(4, False)}" for _ in range(3)]
    return C("google-backup-codes", "en",
             "Google gave me these backup codes for my account. Can you lay them out in a table I can print and keep in the safe?\n\n"
             + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)) + "\n\n(Each can be used only once.)",
             codes, [], "Three 2FA backup codes in a numbered list.")


@case
def _():
    seed = totp_seed(32).lower()
    g = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
    return C("totp-setup-key", "en",
             f"My phone died and I lost my authenticator. When I turned on 2FA for Coinbase I saved the setup key: {g}. "
             "Can I just add that to Aegis on my new phone, or do I have to go through Coinbase support?",
             [g], [], "TOTP seed (base32, grouped, lower case).")


@case
def _():
    return C("totp-rfc-vectors", "en",
             "I'm implementing TOTP in Go. The RFC 6238 test vectors use the ASCII secret 12345678901234567890, and lots of "
             "tutorials use the base32 secret JBSWY3DPEHPK3PXP. For T = 59 with SHA-1 the expected 8-digit value is 94287082, "
             "but my function returns only 6 digits. Where's the truncation bug likely to be?",
             [], ["12345678901234567890", DOCS["totp_doc"], "94287082"], "Negative: RFC test vector secret and expected value, famous tutorial TOTP secret.")


@case
def _():
    gate, lb, wifi, listing = rd(4), rd(4), passphrase(3, "-"), rd(8)
    return C("airbnb-checkin-codes", "en",
             f"Help me write check-in instructions for guests arriving Friday. Gate keypad: {gate} then #. The key is in the "
             f"lockbox left of the front door, code {lb}. They can park in spot 14. "
             f"If they need Airbnb support the listing number is {listing}.",
             [gate, lb], [listing], "Gate and lockbox codes; the listing number is a look-alike.")


@case
def _():
    a1, a2 = rd(4), rd(4)
    phone = f"(801) {rd(3)}-{rd(4, False)}"
    return C("alarm-house-sitter", "en",
             f"My neighbor is house-sitting next week. Write her a friendly note: the alarm panel is by the garage door, disarm it "
             f"with {a1}. If she ever feels unsafe she should enter {a2} instead, that's the silent duress code. The monitoring "
             f"company's number is {phone} if it goes off by accident.",
             [a1, a2], [phone], "Alarm and duress codes; monitoring company phone number is a look-alike.")


@case
def _():
    maiden = pick(["Abernathy", "Kowalczyk", "Villanueva", "Okonkwo", "Lindqvist", "Haverford"])
    car = pick(["a 1998 Corolla", "a green Saturn SL2", "a 2004 Civic", "an old Ford Ranger"])
    street = pick(["Larchmont Avenue", "Bellwether Road", "Quarry Hill Lane", "Tamarack Drive"])
    return C("security-question-answers", "en",
             "Please remember these for me in case I get locked out of Fidelity again. Security questions: mother's maiden name: "
             f"{maiden}. Street I grew up on: {street}.",
             [maiden, street], [], "Answers to security questions given for safekeeping.")


@case
def _():
    pp = rd(9)
    app = rs(UP + DIG, 16)
    return C("esta-passport", "en",
             f"Quick sanity check before I submit my ESTA: passport number {pp}, issued 14 March 2021, expiry 2031-03-13. "
             f"The site gave me application number {app}. Is it normal that it asks for my parents' names?",
             [pp], [app, "2031-03-13"], "UK passport number; the ESTA application number and a date are look-alikes.")


@case
def _():
    lic = uk_dvla(pick(["Morgan", "Patel", "Hughes", "Clarke"]), pick(["SJ", "AK", "R", "TM"]))
    code = " ".join(rs("abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 2) for _ in range(4))
    conf = rd(10)
    return C("car-rental-licence-check-code", "en",
             f"Renting a car in Bristol tomorrow. Enterprise wants my licence number and a DVLA check code by email. Licence: {lic}. "
             f"The check code I just generated: {code}. Reservation number {conf}. Do I really need to send both?",
             [lic, code], [conf], "UK driving licence number and DVLA share code; reservation number is a look-alike.")


@case
def _():
    mid = pick(["XDP", "JQU", "ZGP", "YLH"]) + rd(9)
    claim = rd(13)
    n = npi()
    return C("insurance-claim-appeal", "en",
             f"Can you help me appeal a denied claim? Claim #{claim} for an MRI on 09/02/2026 was denied as not medically necessary. "
             f"My Blue Cross member ID is {mid}, group 0471150. The ordering provider's NPI is {n}.",
             [mid], [claim, n], "Health insurance member ID; claim number and the provider's public NPI (Luhn with 80840 prefix computed) are look-alikes.")


@case
def _():
    mbi = medicare_mbi()
    return C("medicare-mbi-scam", "en",
             "My mom is 78 and got a call from 'Medicare' offering her a new plastic card. She read them the number on her red, white "
             f"and blue card: {mbi}. What should she do now, and who does she call?",
             [mbi], [], "Medicare Beneficiary Identifier entrusted by a family member.")


@case
def _():
    return C("mbi-validator-doc-example", "en",
             "I'm writing a validator for Medicare Beneficiary Identifiers. The CMS spec's own example is 1EG4-TE5-MK73, and the "
             "old HICN format looked like 123-45-6789A. Should my regex accept the dashes or should I strip them first?",
             [], [DOCS["mbi_doc"], "123-45-6789A"], "Negative: CMS documentation example MBI and a placeholder HICN.")


@case
def _():
    phrase = seed_phrase(12)
    tx = "0x" + sha256hex()
    addr = eth_addr()
    return C("seed-phrase-phished", "en",
             f"I think I got phished. I typed my recovery phrase into a 'wallet sync' site: {phrase}. A few minutes later transaction "
             f"{tx} moved 0.42 ETH out of my address {addr}. Is there anything I can still do?",
             [phrase], [tx, addr], "12-word seed phrase (words from the BIP-39 list, checksum not computed); tx hash and public address are look-alikes.")


@case
def _():
    pk = rs(HEX, 64)
    inf = rs(HEX, 32)
    ca = eth_addr()
    return C("web3-private-key-script", "en",
             "Why does this revert with 'insufficient funds for gas * price + value'? I have Sepolia ETH.\n\n"
             "from web3 import Web3\n"
             f"w3 = Web3(Web3.HTTPProvider('https://sepolia.infura.io/v3/{inf}'))\n"
             f"acct = w3.eth.account.from_key('0x{pk}')\n"
             f"token = w3.eth.contract(address='{ca}', abi=ERC20_ABI)\n"
             "tx = token.functions.transfer(acct.address, 10**18).build_transaction({'from': acct.address})",
             [f"0x{pk}", inf], [ca], "Ethereum private key and Infura project id in code; the contract address is a look-alike.")


@case
def _():
    body = ssh_ed25519_body()
    fp = rs(B64, 43)
    return C("ssh-private-key-invalid-format", "en",
             "ssh says Load key \"/home/lena/.ssh/id_ed25519\": invalid format. Here's the file, did I break it when copying?\n\n"
             f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n\n"
             f"GitHub shows the key's fingerprint as SHA256:{fp}",
             [body], [f"SHA256:{fp}"], "OpenSSH private key body; the public key fingerprint is a look-alike.")


@case
def _():
    tok = slack_bot()
    chan = "C0" + rs(UP + DIG, 9)
    return C("slack-bot-token-python", "en",
             "The bot posts nothing and I get not_in_channel:\n\n"
             "from slack_sdk import WebClient\n"
             f"client = WebClient(token=\"{tok}\")\n"
             f"client.chat_postMessage(channel=\"{chan}\", text=\"Deploy finished\")\n\nDo I have to invite it first?",
             [tok], [chan], "Slack bot token; the channel id is a look-alike.")


@case
def _():
    key = openai_key()
    req = "req_" + rs(HEX, 32)
    return C("openai-curl-429", "en",
             "This returns 429 even though I've barely used the API today: "
             f"curl https://api.openai.com/v1/chat/completions -H \"Content-Type: application/json\" -H \"Authorization: Bearer {key}\" "
             "-d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'. "
             f"The response has x-request-id {req}. Is it my tier?",
             [key], [req], "OpenAI project key in a curl command; request id is a look-alike.")


@case
def _():
    key = anthropic_key()
    return C("anthropic-key-leaked-revoked", "en",
             f"I pasted my Anthropic API key in a public Discord channel about an hour ago: {key}. I already revoked it in the console. "
             "Is there anything else I should do, like checking usage for that key?",
             [key], [], "A key the user says is revoked is still a secret.")


@case
def _():
    return C("readme-placeholders", "en",
             "Reviewing our README before publishing. It tells people to run export OPENAI_API_KEY=<your-api-key>, shows "
             "ANTHROPIC_API_KEY=sk-ant-xxxxxxxx in the .env example and api_key: YOUR_API_KEY in config.yaml. Is that clear enough "
             "or should we ship a .env.example file instead?",
             [], ["<your-api-key>", "sk-ant-xxxxxxxx", "YOUR_API_KEY"], "Negative: placeholders only.")


@case
def _():
    pw = pw_rand(16)
    host = f"cluster0.{rs(LO + DIG, 5)}.mongodb.net"
    return C("mongodb-srv-uri", "en",
             f"Mongoose times out connecting from Vercel. My URI is mongodb+srv://kai_admin:{pw}@{host}/inventory?retryWrites=true&w=majority "
             "and it works locally. Network access is set to my home IP only, could that be it?",
             [f"kai_admin:{pw}"], [host], "Credentials in a MongoDB SRV URI; the cluster host is a look-alike.")


@case
def _():
    return C("prisma-docs-url", "en",
             "The Prisma quickstart shows DATABASE_URL=\"postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public\". "
             "Do I replace johndoe with my macOS username or with the Postgres role name?",
             [], ["johndoe:randompassword"], "Negative: documentation example credentials.")


@case
def _():
    pw = rs(ALNUM, 32)
    host = f"redis-{rd(5)}.c{rd(3)}.us-east-1-2.ec2.redns.redis-cloud.com"
    return C("redis-cloud-url", "en",
             f"Celery can't reach the broker. REDIS_URL=redis://default:{pw}@{host}:{rd(5)}/0 - do I need rediss:// for TLS?",
             [f"default:{pw}"], [host], "Redis URL credentials; host is a look-alike.")


@case
def _():
    rt = aba_routing()
    acct = rd(R.randint(10, 12))
    return C("direct-deposit-form", "en",
             f"Fill in this direct deposit form for me: bank Ally Bank, routing number {rt}, checking account {acct}, deposit 100% of net pay, "
             "account holder Marisol Vega. Then write a one-line note to payroll.",
             [acct], [rt], "User's own account number is a secret; the bank's ABA routing number (check digit computed) is public.")


@case
def _():
    acct = rd(8)
    return C("uk-payroll-bank-details", "en",
             f"HR needs my bank details for payroll. It's Monzo, sort code 04-00-04, account number {acct}, name Priya Raman. "
             "Can you write a short reply to them?",
             [acct], ["04-00-04"], "UK account number; the bank's sort code is public.")


@case
def _():
    tfn, acct = au_tfn(), rd(8)
    bsb = f"063-{rd(3, False)}"
    return C("au-tfn-bsb-onboarding", "en",
             f"Starting a new job in Melbourne. The onboarding form wants my TFN {tfn} and bank details: CommBank, BSB {bsb}, "
             f"account {acct}. Also which super fund should I pick if I don't have one?",
             [tfn, acct], [bsb], "Australian TFN (check computed) and account; BSB is public.")


@case
def _():
    my = fmt4(iban("DE", pick(["37040044", "50010517", "10010010", "20041133"]) + rd(10, False)))
    co = fmt4(iban("DE", pick(["70020270", "60050101", "30020900"]) + rd(10, False)))
    inv = f"NF-{rd(6)}"
    return C("duplicate-payment-refund", "en",
             f"Write a polite email to Nordlicht Möbel GmbH: I paid invoice {inv} twice (EUR 1,284.00 each) to their account {co}. "
             f"Please refund the duplicate to my account {my}, account holder Jonas Weber.",
             [my], [inv, co], "User's own IBAN is a secret; the company's IBAN and the invoice number are look-alikes.")


@case
def _():
    return C("iban-validator-examples", "en",
             "My IBAN validator rejects GB82 WEST 1234 5698 7654 32, which every tutorial uses as the example, and also "
             "DE89 3704 0044 0532 0130 00. I move the first four characters to the end, replace letters with numbers and take mod 97. "
             "Do I need to strip the spaces first?",
             [], [DOCS["iban_gb"], DOCS["iban_de"]], "Negative: well-known documentation IBANs.")


@case
def _():
    order = f"11{R.randint(1, 4)}-{rd(7, False)}-{rd(7, False)}"
    ups = "1Z" + rs(UP + DIG, 6) + "03" + rd(8, False)
    return C("amazon-order-ups-tracking", "en",
             f"Amazon order {order} says delivered yesterday but nothing arrived. UPS tracking {ups} shows it was left at the front door "
             "and my doorbell camera shows nobody. What do I write to support?",
             [], [order, ups], "Negative: order number and tracking number.")


@case
def _():
    tp = pw_rand(12)
    case_no = "CS" + rd(8)
    return C("bank-email-temp-password", "en",
             M("Is this email legit? It looks like my credit union's usual style. I did request a reset yesterday. Pasting it below.",
               f"Dear member, as requested your temporary Online Banking password is {tp}. It expires in 24 hours. "
               f"For questions about case {case_no} please call the number on the back of your card."),
             [tp], [case_no], "Multi-message: temporary password in an e-mail pasted in the second message; the case number is a look-alike.")


@case
def _():
    u = uuid4()
    tok = jwt({"sub": uuid4(), "email": "r.osei@kestrelhealth.io", "role": "admin", "iat": 1764488062, "exp": 1764491662})
    return C("jwt-in-proxy-log", "en",
             "Our auth proxy rejects tokens right after login. Log line:\n\n"
             f"2026-11-30T08:14:22Z ERROR auth-proxy request_id={u} path=/api/v2/orders status=401 authorization=\"Bearer {tok}\"\n\n"
             "Could this be clock skew?",
             [tok], [u], "Bearer JWT in a log line; request id UUID is a look-alike.")


@case
def _():
    return C("jwt-io-sample", "en",
             f"Why does the jwt.io sample token {DOCS['jwt_io']} decode to John Doe with iat 1516239022, and is its signature valid for "
             "the secret your-256-bit-secret? I want to use it in a unit test fixture.",
             [], [DOCS["jwt_io"], "your-256-bit-secret"], "Negative: the jwt.io documentation token and its example secret.")


@case
def _():
    sid = rs(LO + DIG, 32)
    ga = f"GA1.2.{rd(10)}.{rd(10)}"
    csrf = rs(ALNUM, 32)
    return C("session-cookie-scraper", "en",
             "I'm scraping my own order history with requests but keep getting redirected to /login. I copied the cookie header from devtools:\n\n"
             f"Cookie: _ga={ga}; sessionid={sid}; csrftoken={csrf}\n\nWhat am I missing, a User-Agent?",
             [sid], [ga], "Session cookie; the Google Analytics cookie value is a look-alike.")


@case
def _():
    pat = "dckr_pat_" + rs(ALNUM + "-_", 27)
    auth = base64.b64encode(f"mlevi:{pat}".encode()).decode()
    dig = "sha256:" + sha256hex()
    return C("docker-config-auth", "en",
             "docker pull works but docker push says unauthorized. ~/.docker/config.json:\n\n"
             "{\n  \"auths\": {\n    \"https://index.docker.io/v1/\": {\n      \"auth\": \"" + auth + "\"\n    }\n  }\n}\n\n"
             f"The image I'm pushing is mlevi/tileserver@{dig}.",
             [auth], [dig], "Base64 user:token in Docker config; image digest is a look-alike.")


@case
def _():
    dbpw = base64.b64encode(pw_rand(20).encode()).decode()
    uid = uuid4()
    return C("k8s-secret-manifest", "en",
             "kubectl apply says the Secret is invalid:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-env\n"
             f"  uid: {uid}\ntype: Opaque\ndata:\n  DB_PASSWORD: {dbpw}\n  LOG_LEVEL: info\n\nWhat's wrong?",
             [dbpw], [uid], "Base64-encoded secret in a Kubernetes manifest; the object uid is a look-alike.")


@case
def _():
    tok = npm_tok()
    return C("npmrc-publish-403", "en",
             "npm publish gives 403 Forbidden for @acme-ui/datepicker@2.8.0. My ~/.npmrc:\n\n"
             f"//registry.npmjs.org/:_authToken={tok}\n@acme-ui:registry=https://registry.npmjs.org/\n\nIs it a 2FA thing?",
             [tok], ["@acme-ui/datepicker@2.8.0"], "npm token; the package spec is a look-alike.")


@case
def _():
    tok = pypi_tok()
    return C("pypirc-token", "en",
             f"twine upload fails with 403 Invalid or non-existent authentication. ~/.pypirc:\n\n[pypi]\n  username = __token__\n  password = {tok}\n\n"
             "Project is fernlab-utils 0.9.3.",
             [tok], ["__token__"], "PyPI API token; the literal username __token__ is a look-alike.")


@case
def _():
    sid = "AC" + rs(HEX, 32)
    tok = twilio_token()
    return C("twilio-magic-number", "en",
             "In my integration tests I send SMS with the Twilio test credentials and the magic number +15005550006, but in prod "
             f"it fails. Prod config: TWILIO_ACCOUNT_SID={sid}, TWILIO_AUTH_TOKEN={tok}. What's error 21608?",
             [tok], ["+15005550006"], "Twilio auth token; the documented magic test number is a look-alike (account SID left neutral).")


@case
def _():
    sg = sendgrid()
    return C("sendgrid-key-two-messages", "en",
             M("I think I leaked our SendGrid key in a public gist yesterday, can you tell me what to check?",
               f"this is the one: {sg}\nI deleted it in the dashboard ten minutes ago and made a new one."),
             [sg], [], "Multi-message: key announced, then given; revoked but still a secret.")


@case
def _():
    key = google_key()
    place = "ChIJ" + rs(ALNUM + "-_", 23)
    return C("google-maps-key-html", "en",
             "The map shows 'For development purposes only'. My page has:\n\n"
             f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>\n\n"
             f"and I center it on place ID {place}. Is billing the problem?",
             [key], [place], "Google API key in HTML; the place ID is a look-alike.")


@case
def _():
    tok = telegram_tok()
    chat = "-100" + rd(10)
    return C("telegram-bot-token", "en",
             f"My Telegram bot can't post to the group. BOT_TOKEN={tok} and CHAT_ID={chat}. It works in private chat. Do I need to make it admin?",
             [tok], [chat], "Telegram bot token; the chat id is a look-alike.")


@case
def _():
    tok = discord_tok()
    gid = rd(19)
    return C("discord-bot-token", "en",
             f"discord.py says 'Improper token has been passed'. I'm doing client.run(\"{tok}\") and the guild ID in my config is {gid}. "
             "Did Discord change the token format?",
             [tok], [gid], "Discord bot token; the guild id is a look-alike.")


@case
def _():
    combo = f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
    return C("safe-combination", "en",
             f"Just so it's written somewhere: the SentrySafe in the hall closet opens with {combo} (right, left, right). "
             "The model is SFW123GDC and the manual is in the kitchen drawer.",
             [combo], ["SFW123GDC"], "Safe combination; the safe model number is a look-alike.")


@case
def _():
    code = rd(4)
    return C("garage-keypad-code", "en",
             f"My teenager keeps forgetting the garage keypad code. It's {code}. Write a funny reminder text I can send her, "
             "without making it obvious what the number is for. The opener is a Chamberlain 940EV-P2.",
             [code], ["940EV-P2"], "Keypad code; model number is a look-alike.")


@case
def _():
    pp = passphrase(5, " ")
    return C("bitwarden-master-password", "en",
             f"I'm moving to Bitwarden. My new master password is \"{pp}\" - five random words. Is that strong enough with the "
             "default KDF of 600000 iterations, or should I add numbers?",
             [pp], ["600000"], "Master passphrase; the KDF iteration count is a look-alike.")


@case
def _():
    pw = pw_rand(14)
    sn = rs(UP + DIG, 13)
    return C("router-admin-two-messages", "en",
             M("I'll give you my router login so you can walk me through port forwarding for my Minecraft server, one sec",
               f"ok it's admin / {pw} at 192.168.1.1. Sticker on the back says Nighthawk R7000, serial {sn}"),
             [pw], ["192.168.1.1", sn], "Multi-message: password announced then given; private IP and serial are look-alikes.")


@case
def _():
    p1, p2, last4 = rd(4), rd(4), rd(4)
    return C("debit-pin-correction", "en",
             M(f"Can you remember my debit card PIN for me? It's {p1}. The card is the one ending in {last4}.",
               f"wait no, that's the old one. The new PIN is {p2}"),
             [p1, p2], [last4], "Multi-message correction: both PINs are secrets; the last four digits are a masked look-alike.")


@case
def _():
    k = datadog_key()
    return C("datadog-key-in-parts", "en",
             M("My phone won't let me paste the whole Datadog API key, so here it is in two parts. Part 1:",
               k[:16], f"part 2: {k[16:]}\nThe agent says 403 when it sends metrics."),
             [k[:16], k[16:]], [], "Multi-message: a key given in two parts.")


@case
def _():
    sin = ca_sin()
    transit = rd(5)
    acct = rd(7)
    return C("ca-sin-tfsa", "en",
             f"Opening a TFSA with TD online. They ask for my SIN {grp(sin, [3, 3, 3])} and a void cheque: transit {transit}, "
             f"institution 004, account {acct}. Is it safe to type the SIN into their form?",
             [grp(sin, [3, 3, 3]), acct], [transit], "Canadian SIN (Luhn computed) and account number; the branch transit number is public.")


@case
def _():
    aad = in_aadhaar()
    pan = in_pan(pick("SKMRP"))
    code = ifsc("HDFC")
    return C("india-kyc-whatsapp", "en",
             f"HDFC's relationship manager asked me to WhatsApp my Aadhaar {aad} and PAN {pan} for re-KYC. Branch IFSC is {code}. "
             "Is it okay to send over WhatsApp or should I go to the branch?",
             [aad, pan], [code], "Aadhaar (Verhoeff computed) and PAN; IFSC is a public bank identifier.")


@case
def _():
    zid = za_id(R.random() < 0.5)
    trn = pick("0123") + rd(9, False)
    return C("za-sars-efiling", "en",
             f"Registering for SARS eFiling. ID number {zid}, income tax reference number {trn}. It says my details don't match - "
             "could it be because I changed my surname?",
             [zid, trn], [], "South African ID (Luhn computed) and tax reference number.")


@case
def _():
    nric, pw = sg_nric(), pw_word()
    return C("sg-singpass-login", "en",
             f"Singpass keeps rejecting me. NRIC {nric}, password {pw}. I reset it last week. Do I need to redo face verification?",
             [nric, pw], [], "Singapore NRIC (check letter computed) and password.")


@case
def _():
    pw = pw_word()
    return C("password-in-username-log", "en",
             "Oops, I typed my password into the username prompt. auth.log now shows:\n\n"
             f"Nov 30 02:11:07 web01 sshd[{rd(5)}]: Invalid user {pw} from 203.0.113.45 port {rd(5)}\n\nShould I scrub that line?",
             [pw], ["203.0.113.45"], "Password that landed in a log; documentation-range IP is a look-alike.")


@case
def _():
    pw = pw_rand(18)
    return C("crontab-curl-basic-auth", "en",
             f"This cron job never runs:\n\n*/15 * * * * curl -s -u backup:{pw} https://nas.home.arpa/api/snapshot > /dev/null\n\n"
             "It works when I paste it in the terminal.",
             [f"backup:{pw}"], [], "Basic-auth user:password in a crontab line.")


@case
def _():
    pw = passphrase(3, "") + rd(2, False)
    return C("wifi-qr-string", "en",
             f"Is this the right string for a Wi-Fi QR code? WIFI:T:WPA;S:Fernhill-5G;P:{pw};; My Android scans it but iPhones don't.",
             [pw], [], "Wi-Fi password inside a QR payload.")


@case
def _():
    cs = azure_client_secret()
    t, s = uuid4(), uuid4()
    return C("terraform-azure-tfvars", "en",
             f"terraform plan fails with AADSTS7000215. terraform.tfvars:\n\ntenant_id       = \"{t}\"\nsubscription_id = \"{s}\"\n"
             f"client_id       = \"{uuid4()}\"\nclient_secret   = \"{cs}\"\n\nDid the secret expire?",
             [cs], [t, s], "Azure client secret; tenant and subscription ids are look-alikes (client id left neutral).")


@case
def _():
    k = azure_storage_key()
    return C("azure-storage-connection-string", "en",
             "BlobServiceClient.from_connection_string fails with AuthenticationFailed:\n\n"
             f"DefaultEndpointsProtocol=https;AccountName=kestrelbackups;AccountKey={k};EndpointSuffix=core.windows.net\n\n"
             "I rotated key1 this morning.",
             [k], [], "Only the AccountKey value of the connection string is listed.")


@case
def _():
    body = pem_rsa_body(6)
    cid = rd(21)
    return C("gcp-service-account-pem", "en",
             f"gcloud says the key file is malformed. I extracted the private key from the JSON (client_id {cid}) into key.pem:\n\n"
             f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n\nDoes it need a trailing newline?",
             [body], [cid], "PEM private key body; the numeric client id is a look-alike.")


@case
def _():
    key = bitlocker_key()
    kid = uuid4().upper()
    return C("bitlocker-recovery-key", "en",
             f"My laptop is asking for the BitLocker recovery key after a BIOS update. Key ID starts {kid[:8]}. I found this in my Microsoft account: "
             f"{key}. Full key ID {kid}. Do I type the dashes?",
             [key], [kid], "BitLocker recovery key (each block a multiple of 11); the key ID is a look-alike.")


@case
def _():
    key = "-".join(rs(UP + DIG, 4) for _ in range(7))
    sn = "C02" + rs(UP + DIG, 9)
    return C("apple-recovery-key", "en",
             f"Keep this safe for me please: my Apple Account recovery key is {key}. The MacBook serial is {sn} in case Apple asks.",
             [key], [sn], "Apple recovery key; device serial number is a look-alike.")


@case
def _():
    return C("password-strength-lecture", "en",
             "For a security awareness talk I want to contrast bad and good passwords. Can I use 'hunter2', 'Password123!' and xkcd's "
             "'correct horse battery staple' as examples, and explain why the last one is still not great today?",
             [], ["hunter2", "Password123!", "correct horse battery staple"], "Negative: famous example passwords discussed as examples.")


@case
def _():
    return C("redacted-config-dump", "en",
             "Our log scrubber output looks like this: password: ********, api_key: sk_live_****************, "
             "auth_token: [REDACTED]. Is masking the middle of the key enough or should we drop the prefix too?",
             [], ["********", "sk_live_****************", "[REDACTED]"], "Negative: redacted values.")


@case
def _():
    acct = rd(3) + "-" + rd(6, False) + "-" + rd(3, False)
    inv = "PI-" + rd(5)
    return C("wire-to-supplier-hk", "en",
             f"I need to wire USD 8,450 to our supplier in Shenzhen for invoice {inv}. Their bank is HSBC Hong Kong, SWIFT HSBCHKHHHKH, "
             f"account {acct}, beneficiary Shenzhen Lianfa Electronics Co. Ltd. What's the difference between SWIFT and our routing "
             "number 021000021 that the bank form also asks about?",
             [], [inv, "HSBCHKHHHKH", acct, "021000021"], "Negative: the supplier's account for a payment, SWIFT and routing numbers.")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    et = f"125-{rd(10)}"
    return C("flight-pnr-eticket", "en",
             f"BA cancelled my flight BA283 to LAX. Booking reference {pnr}, e-ticket number {et}, seat 34K. Am I entitled to UK261 compensation?",
             [], [pnr, et], "Negative: booking reference and e-ticket number.")


@case
def _():
    ch = rd(7, False)
    ib = fmt4(iban("GB", "NWBK" + rd(6) + rd(8)))
    return C("charity-donation-iban", "en",
             f"I want to donate to a local food bank, registered charity number {ch}. Their website lists IBAN {ib}. Can I claim Gift Aid on a bank transfer?",
             [], [ch, ib], "Negative: a charity's registration number and IBAN.")


@case
def _():
    return C("ssn-validation-examples", "en",
             "For my form validation I want to reject obviously fake SSNs like 078-05-1120 (the Woolworth wallet card) and "
             "123-45-6789, plus anything with area 000, 666 or 9xx. Can you write the regex?",
             [], [DOCS["ssn_woolworth"], "123-45-6789"], "Negative: famous invalid/example SSNs.")


@case
def _():
    ref, tid = rd(12), rd(8)
    return C("receipt-ref-number", "en",
             f"The store says they can't find my refund. My receipt says: Ref No. {ref}, Terminal ID {tid}, Card ************4417, "
             "Total $67.25, 11/28/2026 14:02. What should I ask them to look up?",
             [], [ref, tid, "************4417"], "Negative: receipt reference and terminal ID, masked card.")


@case
def _():
    mid = f"{rd(3)} {rd(4, False)} {rd(4, False)}"
    pc = rs(ALNUM, 8)
    return C("zoom-board-call", "en",
             f"Put this in my notes for Thursday's board call: Zoom meeting ID {mid}, passcode {pc}. Remind me to send the deck on Wednesday.",
             [pc], [mid], "Meeting passcode; meeting ID is a look-alike.")


@case
def _():
    names = ["seven", "three", "one", "nine", "four", "eight", "two", "six", "five", "zero"]
    g = " ".join(pick(names) for _ in range(4))
    lock = " ".join(pick(names) for _ in range(3))
    return C("spelled-out-codes-dictation", "en",
             f"note to self dictated from the car. new garage code is {g}. and the storage unit padlock is {lock}. "
             "also buy dog food",
             [g, lock], [], "Codes spelled out in words, as dictated.")


@case
def _():
    gl = glpat()
    sha = rs(HEX, 8)
    return C("gitlab-ci-variables", "en",
             f"My pipeline can't clone a private submodule. In .gitlab-ci.yml I have:\n\nvariables:\n  GIT_SUBMODULE_STRATEGY: recursive\n"
             f"  SUBMODULE_TOKEN: \"{gl}\"\n\nThe failing job is on commit {sha}. Should this be a masked CI/CD variable instead?",
             [gl], [sha], "GitLab personal access token in CI YAML; short commit sha is a look-alike.")


@case
def _():
    t1, t2, tok = "T0" + rs(UP + DIG, 9), "B0" + rs(UP + DIG, 9), rs(ALNUM, 24)
    return C("slack-webhook-url", "en",
             f"Our Grafana alerts stopped reaching Slack. The contact point URL is https://hooks.slack.com/services/{t1}/{t2}/{tok} and "
             "the test button says 404 no_service.",
             [tok], [], "Slack incoming-webhook URL; the final token segment is listed.")


@case
def _():
    tok = shopify_tok()
    return C("shopify-admin-token", "en",
             f"Shopify Admin API returns 401 for my private app. Header X-Shopify-Access-Token: {tok}, store lumen-candles.myshopify.com, API version 2025-10.",
             [tok], ["2025-10"], "Shopify admin access token; the API version is a look-alike.")


@case
def _():
    wif = btc_wif()
    addr = "bc1q" + rs("023456789acdefghjklmnpqrstuvwxyz", 38)
    return C("paper-wallet-wif", "en",
             f"Found my old paper wallet from 2017! Private key (WIF): {wif}. The receiving address printed next to it is {addr}. "
             "How do I sweep it into Electrum safely?",
             [wif], [addr], "Bitcoin WIF private key (Base58Check checksum computed); address is a look-alike.")


@case
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    return C("gmail-app-password-smtp", "en",
             f"Nodemailer with Gmail: I generated an app password {app} and use smtp.gmail.com port 465 with secure: true. Still 535 BadCredentials.",
             [app], [], "Gmail app password (four groups of four letters).")


@case
def _():
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    fpr = " ".join(rs("0123456789ABCDEF", 4) for _ in range(10))
    return C("public-keys-only", "en",
             f"Is it fine to put these in our public onboarding repo? SSH: ssh-ed25519 {pub} ops@bastion, and my PGP key fingerprint "
             f"{fpr}.",
             [], [pub, fpr], "Negative: a public SSH key and a PGP fingerprint.")


@case
def _():
    code = mpesa_code()
    phone = f"07{rd(2, False)} {rd(3, False)} {rd(3, False)}"
    return C("mpesa-sms-english", "en",
             f"\"{code} Confirmed. Ksh2,500.00 sent to JANE WANJIRU {phone} on 3/12/26 at 7:41 PM. New M-PESA balance is Ksh4,210.50. "
             "Transaction cost, Ksh33.00.\" - I sent it to the wrong Jane. How do I reverse it?",
             [code], [phone], "M-Pesa confirmation code counts as a secret (brief); recipient phone is a look-alike.")


# ================================================================ Chinese
@case
def _():
    cid = cn_id(True)
    cardn = grp(card(pick(["622202", "621700", "622848"]), 19), [4, 4, 4, 4])
    order = rd(19)
    phone = f"138{rd(8, False)}"
    return C("hotel-registration-id-card", "zh",
             f"帮我填一下这个民宿的入住登记表：姓名王晓琳，身份证号 {cid}，手机 {phone}。押金用我的工商银行卡 {cardn}，"
             f"预订单号是 {order}。老板说要先把这些发给他，这样安全吗？",
             [cid, cardn], [order, phone], "Chinese resident ID (check computed) and UnionPay card (Luhn); order number and phone are look-alikes.")


@case
def _():
    w, a = pw_word(), pw_rand(12)
    return C("home-wifi-router-admin", "zh",
             f"家里的WiFi名字是 ChinaNet-7F3A，密码 {w}。路由器后台地址 192.168.3.1，管理员密码 {a}，型号是华为 AX3 Pro。"
             "帮我写个给爸妈看的说明，教他们怎么设置只让自己家的设备连。",
             [w, a], ["192.168.3.1"], "Wi-Fi and router admin passwords; private IP is a look-alike.")


@case
def _():
    uscc = cn_uscc()
    inv = "26" + rd(18, False)
    return C("vat-invoice-check", "zh",
             f"帮我核对一下这张数电发票：购买方 上海启衡信息科技有限公司，统一社会信用代码 {uscc}，发票号码 {inv}，"
             "开票日期 2026年11月28日，价税合计 ¥12,860.00。对方说税号填错了一位，怎么看是哪一位错了？",
             [], [uscc, inv], "Negative: a company's unified social credit code (check computed) and an invoice number.")


@case
def _():
    ak = "LTAI5t" + rs(ALNUM, 18)
    sk = rs(ALNUM, 30)
    rid = rs("0123456789ABCDEF", 8) + "-" + rs("0123456789ABCDEF", 4) + "-" + rs("0123456789ABCDEF", 4) + "-" + rs("0123456789ABCDEF", 4) + "-" + rs("0123456789ABCDEF", 12)
    return C("aliyun-oss-accesskey", "zh",
             "上传照片到 OSS 一直报 SignatureDoesNotMatch：\n\nimport oss2\n"
             f"auth = oss2.Auth('{ak}', '{sk}')\n"
             "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photo-backup')\n"
             f"bucket.put_object_from_file('2026/1130.jpg', 'IMG_2043.jpg')\n\n返回的 RequestId 是 {rid}，是哪里写错了？",
             [ak, sk], [rid], "Alibaba Cloud AccessKey ID and secret in code; RequestId is a look-alike.")


# ================================================================ Japanese
@case
def _():
    mn, hj = jp_mynumber(), jp_houjin()
    return C("nenmatsu-mynumber", "ja",
             f"年末調整の書類を書いています。私のマイナンバーは {mn}、勤務先の法人番号は {hj} です。"
             "扶養控除等申告書のどの欄に書けばいいですか？",
             [mn], [hj], "My Number (check digit computed) is a secret; the employer's corporate number (check computed) is public.")


@case
def _():
    br, acct = rd(3, False), rd(7)
    return C("salary-account-form", "ja",
             f"給与振込口座の登録フォームを一緒に埋めてください。三井住友銀行（金融機関コード 0009）、渋谷駅前支店（支店番号 {br}）、"
             f"普通預金、口座番号 {acct}、名義はタナカ ユウキです。",
             [acct], ["0009", br], "Own account number; bank and branch codes are public.")


@case
def _():
    code, inq = rd(6), rd(10)
    return C("sms-auth-code-phone-call", "ja",
             M(f"さっき届いたSMSをそのまま貼ります：\n【楽天銀行】認証コード：{code}\n有効期限は10分です。このコードは絶対に他人に教えないでください。",
               f"その直後に「お問い合わせ番号 {inq} の件です」と電話があって、このコードを教えてほしいと言われました。本物でしょうか？"),
             [code], [inq], "Multi-message: authentication code in a pasted SMS, question follows; inquiry number is a look-alike.")


@case
def _():
    ym = f"{rd(4)}-{rd(4, False)}-{rd(4, False)}"
    order = f"{rd(3)}-{rd(7, False)}-{rd(7, False)}"
    return C("yamato-redelivery", "ja",
             f"ヤマト運輸の伝票番号 {ym} が「持戻」になっています。Amazonの注文番号は {order}、配達先は〒150-0043 東京都渋谷区道玄坂です。"
             "再配達依頼のメッセージを作ってください。",
             [], [ym, order, "150-0043"], "Negative: tracking number, order number and postal code.")


# ================================================================ Korean
@case
def _():
    rrn, brn, pw = kr_rrn(R.random() < 0.5), kr_brn(), pw_word()
    return C("year-end-tax-rrn", "ko",
             f"연말정산 때문에 인사팀에 보낼 메일 좀 써줘. 내 주민등록번호: {rrn}, 회사 사업자등록번호: {brn}. "
             f"그리고 공동인증서 비밀번호는 {pw} 인데 이건 메일에 넣지 말고 그냥 기억만 해줘.",
             [rrn, pw], [brn], "Resident registration number (check computed) and certificate password; company registration number (check computed) is a look-alike.")


@case
def _():
    acct = f"{rd(6)}-{rd(2, False)}-{rd(6, False)}"
    pin = rd(4)
    inv = rd(12)
    return C("refund-account-pin", "ko",
             f"택배 반품 환불이 계속 안 들어와서 판매자한테 다시 계좌 알려주려고 해. 국민은행 {acct}, 예금주 김민지. "
             f"참고로 계좌 비밀번호는 {pin} 이야. 반품 송장번호: {inv}. 판매자한테 보낼 문자 써줘.",
             [acct, pin], [inv], "Own bank account and its PIN; return waybill number is a look-alike.")


@case
def _():
    order, cj, brn = rd(14), rd(12), kr_brn()
    return C("coupang-tracking", "ko",
             f"쿠팡 주문번호 {order}, CJ대한통운 운송장번호 {cj}인데 배송 조회가 사흘째 안 돼. 판매자 사업자등록번호가 {brn}로 나와 있는데 "
             "이걸로 판매자 연락처를 찾을 수 있어?",
             [], [order, cj, brn], "Negative: order and tracking numbers, a seller's business registration number.")


# ================================================================ Arabic
@case
def _():
    ib = fmt4(iban("SA", "80" + "0000" + rd(14, False)))
    pw = pw_word()
    req = rd(9)
    return C("saudi-salary-iban-absher", "ar",
             f"أبغى أحدّث بيانات الراتب. الآيبان حقي في الراجحي {ib}، وكلمة مرور أبشر {pw} لو احتجتها عشان التوثيق. "
             f"رقم الطلب عند الموارد البشرية {req}. اكتب لي رسالة رسمية للمدير.",
             [ib, pw], [req], "Own Saudi IBAN (mod-97 computed) and Absher password; HR request number is a look-alike.")


@case
def _():
    otp, eid = rd(6), ae_eid()
    caller = f"+971 4 {rd(3)} {rd(4, False)}"
    return C("uae-pass-otp-caller", "ar",
             f"وصلتني هذه الرسالة: \"رمز التحقق الخاص بك هو {otp} لتسجيل الدخول إلى UAE PASS. لا تشارك هذا الرمز مع أي شخص.\" "
             f"وبعدها اتصل بي شخص من الرقم {caller} يقول إنه من البنك ويطلب الرمز ورقم الهوية {eid}. هل أعطيه؟",
             [otp, eid], [caller], "OTP from an SMS and Emirates ID (Luhn computed); the caller's number is a look-alike.")


@case
def _():
    vat = "3" + rd(13) + "3"
    cr = "1010" + rd(6)
    inv = f"INV-2026-{rd(5)}"
    return C("saudi-tax-invoice-check", "ar",
             f"هل هذه الفاتورة الضريبية صحيحة؟ الرقم الضريبي للمورد {vat} والسجل التجاري {cr}، ورقم الفاتورة {inv}. "
             "الإجمالي شامل ضريبة القيمة المضافة 15٪: 4,370.50 ريال.",
             [], [vat, cr, inv], "Negative: a supplier's VAT and commercial registration numbers, invoice number.")


# ================================================================ Persian
@case
def _():
    melli = ir_melli()
    cardn = grp(card(pick(["603799", "610433", "589210", "627353"])), [4, 4, 4, 4], "-")
    otp = rd(6)
    return C("iran-card-dynamic-password", "fa",
             f"برای ثبت‌نام توی سایت سهام عدالت این اطلاعات رو دارم: کد ملی {melli}، شماره کارت {cardn}. "
             f"رمز دوم پویا هم همین الان برام اومد: {otp}. کدوم‌ها رو باید وارد کنم؟ این سایت مطمئنه؟",
             [melli, cardn, otp], [], "Iranian national code (check computed), card number (Luhn) and dynamic second password.")


@case
def _():
    pw, sn = pw_word(), rs(UP + DIG, 13)
    return C("modem-wifi-family-group", "fa",
             f"رمز وای‌فای مودم خونه رو عوض کردم به {pw}. مدل مودم TP-Link Archer C80 هست و شماره سریالش {sn}. "
             "یه پیام کوتاه بنویس که بفرستم توی گروه خانوادگی.",
             [pw], [sn], "Wi-Fi password; modem serial number is a look-alike.")


@case
def _():
    track = rd(12)
    shaba = iban("IR", "0" + pick(["17", "12", "56", "54"]) + "0000000" + rd(12, False))
    postal = rs("13456789", 5) + rd(5)
    return C("card-transfer-not-received", "fa",
             f"کارت به کارت کردم ولی فروشنده میگه پول نرسیده. شماره پیگیری {track} هست و شماره شبای فروشگاه {shaba}. "
             f"کد پستی فروشگاه هم {postal}. چطوری پیگیری کنم؟",
             [], [track, shaba, postal], "Negative: transfer tracking number, a shop's IBAN (mod-97 computed), postal code.")


# ================================================================ Hebrew
@case
def _():
    tz, pw, req = il_tz(), pw_word(), rd(8)
    return C("mortgage-application-tz", "he",
             f"אני ממלא בקשה למשכנתא באתר של הבנק. מספר תעודת זהות {tz}, הסיסמה לאזור האישי {pw}. "
             f"מספר הבקשה שקיבלתי {req}. תעזור לי לנסח מכתב לפקידה?",
             [tz, pw], [req], "Israeli ID (check digit computed) and password; application number is a look-alike.")


@case
def _():
    br, acct = rd(3), rd(6)
    return C("salary-account-details", "he",
             f"תכתוב לי הודעה קצרה למעסיק החדש עם פרטי החשבון להעברת משכורת: בנק הפועלים (12), סניף {br}, מספר חשבון {acct}, על שם נועה לוי.",
             [acct], [br], "Own account number; branch number is public.")


@case
def _():
    inv, hp = rd(6), il_tz("51")
    return C("invoice-company-number", "he",
             f"קיבלתי חשבונית מס' {inv} מחברת אלון שיווק בע״מ, ח.פ. {hp}. הסכום 2,340 ₪ כולל מע״מ. איך אני בודק שהחברה באמת קיימת?",
             [], [inv, hp], "Negative: invoice number and a company number (check digit computed).")


# ================================================================ Hindi
@case
def _():
    aad, otp, code = in_aadhaar(), rd(6), ifsc("SBIN")
    return C("kyc-call-aadhaar-otp", "hi",
             f"मेरे पास बैंक से कॉल आया कि KYC अपडेट करना है। उन्होंने मेरा आधार नंबर {aad} माँगा, जो मैंने बता दिया, और अब एक OTP {otp} भी पूछ रहे हैं। "
             f"मैंने अभी OTP नहीं बताया। मेरी शाखा का IFSC कोड {code} है। क्या ये फ्रॉड है?",
             [aad, otp], [code], "Aadhaar (Verhoeff computed) and OTP; IFSC is public.")


@case
def _():
    utr, acct, upi = rd(12), rd(R.choice([11, 12, 14])), rd(R.choice([4, 6]))
    return C("upi-failed-payment", "hi",
             f"PhonePe से पेमेंट फेल हो गया पर पैसे कट गए। UTR नंबर {utr} है, राशि ₹2,499। मेरा अकाउंट नंबर {acct} है और UPI पिन {upi} — "
             "क्या शिकायत में UPI पिन भी लिखना पड़ेगा?",
             [acct, upi], [utr], "Own account number and UPI PIN; UTR is a transaction reference (look-alike).")


@case
def _():
    pnr, oid, gst = rd(10), "OD" + rd(18), gstin(pick(["07", "27", "29", "09"]))
    return C("train-pnr-refund", "hi",
             f"मेरा ट्रेन टिकट PNR {pnr} अभी भी वेटिंग में है। Flipkart का ऑर्डर आईडी {oid} भी रद्द करना है, बिल पर दुकान का GSTIN {gst} लिखा है। "
             "दोनों का रिफंड कैसे मिलेगा?",
             [], [pnr, oid, gst], "Negative: PNR, order id and a shop's GSTIN (check character computed).")


# ================================================================ Russian
@case
def _():
    pas = f"{rd(2)}{rd(2, False)} {rd(6)}"
    sn, pw = ru_snils(), pw_word()
    return C("gosuslugi-passport-snils", "ru",
             f"Помоги заполнить заявление на Госуслугах. Паспорт {pas}, выдан ГУ МВД России по г. Москве 14.03.2019. СНИЛС {sn}. "
             f"И запомни пароль от Госуслуг, а то я вечно забываю: {pw}",
             [pas, sn, pw], [], "Passport number, SNILS (check computed) and portal password.")


@case
def _():
    acct = ru_account("044525225")
    return C("refund-requisites-sber", "ru",
             f"Оформи, пожалуйста, красиво мои реквизиты для возврата денег от магазина: получатель Смирнова Анна Сергеевна, счёт {acct}, "
             "банк ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225, ИНН банка 7707083893.",
             [acct], ["044525225", "30101810400000000225", "7707083893"], "Own account (control digit computed against the BIK); the bank's BIK, correspondent account and INN are public.")


@case
def _():
    w = pick(RU_WORDS)
    y = str(R.randint(1975, 1996))
    p = ru_layout(w) + y
    code = rd(R.choice([4, 5, 6]))
    return C("mailru-layout-password", "ru",
             f"Не могу войти в почту на mail.ru. Пароль у меня — слово «{w}» и год рождения, только набранные в английской раскладке, "
             f"то есть {p}. Ещё пришла СМС: «Код подтверждения: {code}. Никому не сообщайте его». Что делать?",
             [p, code], [], "Password typed in the wrong keyboard layout, and an SMS code.")


@case
def _():
    track = s10(pick(["RA", "RB", "RR"]), "RU")
    wb = rd(11)
    inn, ogrn = ru_inn10(), ru_ogrn()
    return C("parcel-claim-company", "ru",
             f"Посылка с трек-номером {track} застряла на сортировке в Подольске. Номер заказа на Wildberries {wb}. "
             f"Продавец ООО «Северный ветер», ИНН {inn}, ОГРН {ogrn}. Как написать претензию?",
             [], [track, wb, inn, ogrn], "Negative: S10 tracking number (check computed), order number, a company's INN and OGRN (checks computed).")


# ================================================================ Ukrainian
@case
def _():
    r, ed, pw = ua_rnokpp(), rd(8), pw_word()
    return C("tax-cabinet-rnokpp", "uk",
             f"Допоможи заповнити декларацію в Електронному кабінеті платника. Мій РНОКПП {r}, код ЄДРПОУ роботодавця {ed}. "
             f"Пароль до ключа КЕП — {pw}, запам'ятай його, будь ласка.",
             [r, pw], [ed], "Taxpayer number (check computed) and key password; employer's EDRPOU code is a look-alike.")


@case
def _():
    ib = iban("UA", "305299" + "0000026" + rd(12, False))
    order = rd(9)
    return C("refund-iban-privat", "uk",
             f"Магазин просить реквізити для повернення коштів за замовлення № {order}. Мій IBAN {ib} (ПриватБанк), отримувачка Коваленко Олена Миколаївна. "
             "Напиши коротку ввічливу відповідь.",
             [ib], [order], "Own Ukrainian IBAN (mod-97 computed); order number is a look-alike.")


@case
def _():
    ttn, rz = "20450" + rd(9, False), rd(9)
    return C("nova-poshta-storage", "uk",
             f"Посилка Нової пошти з ТТН {ttn} вже тиждень лежить у відділенні. Номер замовлення на Rozetka {rz}. Як продовжити термін зберігання?",
             [], [ttn, rz], "Negative: waybill and order numbers.")


# ================================================================ Polish
@case
def _():
    pes, dow, nip = pl_pesel(), pl_idcard(), pl_nip()
    return C("loan-application-pesel", "pl",
             f"Wypełniam wniosek o kredyt w aplikacji banku. PESEL {pes}, seria i numer dowodu {dow}. Pracodawca: Kowalski Logistyka sp. z o.o., NIP {nip}. "
             "Czy wszystko jest w dobrym formacie?",
             [pes, dow], [nip], "PESEL and ID card number (checks computed); employer's NIP (check computed) is public.")


@case
def _():
    blik = rd(6)
    ib = fmt4(pl_iban())
    return C("blik-code-friend-scam", "pl",
             M("Kolega z Messengera prosi o kod BLIK, bo niby chce mi oddać za bilety na koncert. Dziwne, nie?",
               f"Wygenerowałam już kod {blik}, ważny jeszcze 2 minuty. Mówi, że potrzebuje też numeru konta: {ib}. Mam mu to wysłać?"),
             [blik, ib], [], "Multi-message: BLIK code and own account (bank-branch check and mod-97 computed).")


@case
def _():
    nip, regon = pl_nip(), pl_regon()
    ib = fmt4(pl_iban())
    fv = f"FV/{rd(3)}/11/2026"
    return C("invoice-check-seller", "pl",
             f"Sprawdź proszę dane na fakturze: sprzedawca MEBLEX sp. z o.o., NIP {nip}, REGON {regon}, rachunek do wpłaty {ib}, "
             f"faktura {fv}, termin płatności 14 dni. Mogę już robić przelew?",
             [], [nip, regon, ib, fv], "Negative: a seller's NIP, REGON (checks computed), bank account for payment, invoice number.")


# ================================================================ Czech
@case
def _():
    rc, op, ico = cz_rc(R.random() < 0.5), rd(9), cz_ico()
    return C("health-insurer-rodne-cislo", "cs",
             f"Vyplňuju přihlášku ke zdravotní pojišťovně. Rodné číslo {rc}, číslo občanky {op}, zaměstnavatel Stavby Morava s.r.o., IČO {ico}. "
             "Co mám napsat do kolonky plátce pojistného?",
             [rc, op], [ico], "Birth number (mod 11 computed) and ID card number; employer's IČO (check computed) is public.")


@case
def _():
    acct = f"{R.choice(['19', '35', '43'])}-{cz_account()}"
    pw = pw_word()
    return C("rent-account-george", "cs",
             f"Potřebuju poslat nájemníkovi číslo účtu na nájem. Můj účet je {acct}/0800. A kdybych zapomněla heslo do George, "
             f"připomeň mi ho: {pw}. Napiš mi k tomu krátkou zprávu pro nájemníka.",
             [acct, pw], ["0800"], "Own account (mod-11 computed for the base number) and banking password; bank code is public.")


@case
def _():
    fa, vs = f"2026{rd(4, False)}", rd(10)
    acct = cz_account()
    ico = cz_ico()
    return C("returned-payment-variable-symbol", "cs",
             f"Zaplatil jsem fakturu č. {fa} na účet dodavatele {acct}/0100, variabilní symbol {vs}, ale platba se vrátila. IČO dodavatele je {ico}. Co je špatně?",
             [], [fa, acct, vs, ico], "Negative: invoice number, supplier's account for payment, variable symbol, IČO.")


# ================================================================ German
@case
def _():
    st, kv, ust = de_steuerid(), de_kvnr(), de_ustid()
    return C("elster-steuer-id", "de",
             f"Ich mache gerade meine Steuererklärung mit ELSTER. Steuer-ID {st}, Krankenversichertennummer {kv}. Auf der Rechnung für den "
             f"Bürostuhl steht die USt-IdNr. {ust} vom Händler – muss ich die irgendwo eintragen?",
             [st, kv], [ust], "Steuer-ID (ISO 7064 computed) and health insurance number (check computed); the seller's VAT id is public.")


@case
def _():
    ib = fmt4(iban("DE", "37050198" + rd(10, False)))
    pin, order = rd(5), "10" + rd(12, False)
    return C("zalando-refund-iban", "de",
             f"Kannst du mir eine Mail an Zalando schreiben? Ich habe die Bestellung {order} zurückgeschickt, aber die Erstattung kam nicht. "
             f"Bitte aufs Konto {ib} (Sparkasse KölnBonn, BIC COLSDE33) überweisen. Meine Online-Banking-PIN ist {pin}, falls die irgendwo gebraucht wird.",
             [ib, pin], [order, "COLSDE33"], "Own IBAN and banking PIN; order number and BIC are look-alikes.")


@case
def _():
    code, alarm, auf = rd(4), rd(4), "A-" + rd(6)
    return C("handwerker-key-safe", "de",
             f"Schreib bitte eine kurze Nachricht an den Handwerker: Der Schlüssel liegt im Schlüsseltresor neben der Garage, Code {code}. "
             f"Die Alarmanlage im Flur mit {alarm} und dann AUS deaktivieren. Auftragsnummer {auf}, er soll danach einfach die Tür zuziehen.",
             [code, alarm], [auf], "Key-safe and alarm codes; order number is a look-alike.")


@case
def _():
    dhl = "00340434" + rd(12, False)
    bnr = rd(9)
    return C("dhl-tracking-example-iban", "de",
             f"Meine DHL-Sendungsnummer {dhl} steht seit Tagen auf 'in Zustellung'. Bestellnummer {bnr}. Und noch was anderes: Im Handbuch "
             "unserer Buchhaltungssoftware steht DE89 3704 0044 0532 0130 00 als Beispiel-IBAN – kann ich die zum Testen nehmen?",
             [], [dhl, bnr, DOCS["iban_de"]], "Negative: tracking number, order number and the documentation IBAN.")


# ================================================================ French
@case
def _():
    nir, pw, siret = fr_nir(R.random() < 0.5), pw_word(), fr_siret()
    return C("mutuelle-secu-ameli", "fr",
             f"Je dois remplir le formulaire de la mutuelle. Mon numéro de sécu : {nir}. Mot de passe ameli : {pw}. "
             f"Le cabinet médical a le SIRET {siret}, c'est ça qu'il faut mettre dans la case « établissement » ?",
             [nir, pw], [siret], "NIR with key computed, ameli password; the clinic's SIRET (Luhn computed) is public.")


@case
def _():
    digi, digi2 = pick("ABC") + rd(4), pick("ABC") + rd(4)
    wifi = rs(ALNUM, 20)
    colis = "6A" + rd(11)
    return C("sister-visit-digicode", "fr",
             M(f"Tu peux rédiger un message pour ma sœur qui arrive samedi ? Digicode de l'immeuble : {digi}, puis interphone « Marchand », 3e étage gauche. "
               f"La clé WiFi de la Livebox : {wifi}. Et le colis à récupérer au relais a le numéro {colis}.",
               f"Ah non, attends, le syndic a changé le digicode la semaine dernière : c'est {digi2} maintenant. Corrige le message stp."),
             [digi, digi2, wifi], [colis], "Multi-message correction: old and new door codes and the Wi-Fi key are secrets; parcel number is a look-alike.")


@case
def _():
    c = fmt4(card("4974" + rd(2, False)))
    ex, cvc = expiry(), rd(3, False)
    resa = "BZ" + rd(8)
    return C("holiday-rental-card-email", "fr",
             f"Réservation d'une location à Biarritz, numéro de réservation {resa}. Le propriétaire me demande par mail le numéro de carte {c}, "
             f"la date d'expiration {ex} et le cryptogramme {cvc}. C'est normal de donner tout ça par mail ?",
             [c, ex, cvc], [resa], "Card (Luhn computed), expiry, CVC; booking number is a look-alike.")


@case
def _():
    siret = fr_siret()
    tva = fr_tva(siret[:9])
    fac = f"F-2026-{rd(4)}"
    return C("artisan-invoice-check", "fr",
             f"Sur la facture du plombier il y a le SIRET {siret}, le n° de TVA intracommunautaire {tva} et le numéro de facture {fac}. "
             "Comment vérifier que l'entreprise existe vraiment avant de payer ?",
             [], [siret, tva, fac], "Negative: a company's SIRET (Luhn) and VAT number (key computed), invoice number.")


# ================================================================ Spanish
@case
def _():
    dni, cif, pw = es_dni(), es_cif(), pw_word()
    return C("alta-seguridad-social", "es",
             f"Estoy rellenando el alta para mi nuevo trabajo. DNI {dni}, y la empresa me dio su CIF {cif}. "
             f"La contraseña de Cl@ve que puse es {pw}, ¿me la guardas por si se me olvida?",
             [dni, pw], [cif], "DNI (letter computed) and Cl@ve password; the company's CIF (control computed) is public.")


@case
def _():
    otp = rd(6)
    ib = fmt4(es_iban())
    tel = f"900 {rd(3)} {rd(3)}"
    return C("bbva-sms-signature-code", "es",
             f"Me ha llegado este SMS: «BBVA: Tu código para firmar la operación de 1.250,00 EUR es {otp}. Si no la has solicitado, llama al {tel}». "
             f"Yo no he hecho ninguna transferencia. Mi IBAN es {ib}. ¿Qué hago?",
             [otp, ib], [tel], "Signing code from SMS and own IBAN (CCC and IBAN check digits computed); phone is a look-alike.")


@case
def _():
    curp = mx_curp(R.random() < 0.5)
    rfc_co = rs(UP, 3) + f"{R.randint(95, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + rs(UP + DIG, 3)
    pw = pw_word()
    return C("sat-efirma-curp", "es",
             f"Voy a tramitar mi e.firma en el SAT. Mi CURP es {curp}. La contraseña que elegí para la llave privada es {pw}. "
             f"El RFC de mi patrón es {rfc_co}, ¿ese también me lo piden?",
             [curp, pw], [rfc_co], "Mexican CURP (check digit computed as recalled, unverified) and e.firma password; employer's RFC is public.")


@case
def _():
    cbu, cuit = ar_cbu(), ar_cuit_company()
    op, ped = rd(9), rd(6)
    return C("transferencia-tienda-cbu", "es",
             f"Le transferí a la tienda online al CBU {cbu}, CUIT {cuit}, pero dicen que no les llegó. El número de operación del home banking es {op} "
             f"y el pedido es el #{ped}. ¿Qué les contesto?",
             [], [cbu, cuit, op, ped], "Negative: a shop's CBU and CUIT (checks computed), operation and order numbers.")


# ================================================================ Portuguese
@case
def _():
    cpf, pw, cnpj = br_cpf(), pw_word(), br_cnpj()
    return C("irpf-cpf-govbr", "pt",
             f"Tô fazendo a declaração do IR no app da Receita. Meu CPF é {cpf}, senha do gov.br {pw}. O CNPJ da empresa onde trabalho é {cnpj}, "
             "aparece no informe de rendimentos. Onde eu coloco isso?",
             [cpf, pw], [cnpj], "CPF (check digits computed) and gov.br password; employer's CNPJ (computed) is public.")


@case
def _():
    last4 = rd(4)
    prot = rd(14)
    return C("nubank-unknown-purchase", "pt",
             f"Recebi isso agora: 'Nubank: Compra aprovada de R$ 1.899,00 em MAGAZINE LUIZA no cartão final {last4}.' Não fui eu! Já bloqueei o cartão no app. "
             f"O protocolo do atendimento é {prot}. Me ajuda a escrever a contestação?",
             [], [last4, prot], "Negative: last four digits of a card and a protocol number.")


@case
def _():
    nif, nif_co = pt_nif(pick("12")), pt_nif("5")
    pw = pw_word()
    return C("irs-automatico-nif", "pt",
             f"Preciso de ajuda com o IRS automático. O meu NIF é {nif} e a senha do Portal das Finanças {pw}. "
             f"A entidade patronal tem NIF {nif_co}. Confirmo ou não a declaração?",
             [nif, pw], [nif_co], "Portuguese NIF (check computed) and password; the employer's NIF is public.")


@case
def _():
    ent = rd(5)
    ref = f"{rd(3)} {rd(3, False)} {rd(3, False)}"
    ib = fmt4(pt_iban())
    return C("multibanco-direct-debit", "pt",
             f"Para pagar a fatura da luz tenho Entidade {ent}, Referência {ref}, Montante 87,43 €. Mas a EDP também me pede o meu IBAN {ib} "
             "para ativar o débito direto. É seguro dar?",
             [ib], [ent, ref], "Own IBAN (NIB and IBAN checks computed); Multibanco entity and reference are look-alikes.")


# ================================================================ Italian
@case
def _():
    cf, pw, piva = it_cf(R.random() < 0.5), pw_word(), it_piva()
    return C("spid-codice-fiscale", "it",
             f"Mi aiuti a compilare la domanda per il bonus? Codice fiscale {cf}. Per lo SPID con PosteID la password è {pw}, ma dopo tre tentativi mi ha bloccato. "
             f"La ditta dove lavoro ha P.IVA {piva}.",
             [cf, pw], [piva], "Codice fiscale (check char computed) and SPID password; employer's P.IVA (Luhn) is public.")


@case
def _():
    ib = fmt4(iban("IT", pick(UP) + pick(["03069", "02008", "05034", "03062"]) + rd(5) + rd(12)))
    pin, prat = rd(5), rd(10)
    return C("lost-wallet-block-card", "it",
             f"Ho perso il portafoglio. Devo bloccare il bancomat collegato al conto {ib}; il PIN era {pin}. Il numero della denuncia ai carabinieri è {prat}. "
             "Scrivimi cosa dire al numero verde.",
             [ib, pin], [prat], "Own IBAN (mod-97 computed, CIN not computed) and PIN; police report number is a look-alike.")


@case
def _():
    brt, ordn, piva = rd(15), rd(8), it_piva()
    return C("brt-giacenza", "it",
             f"Il pacco BRT con codice spedizione {brt} risulta in giacenza. Ordine n. {ordn}, venditore con P.IVA {piva}. Come faccio a sbloccarlo?",
             [], [brt, ordn, piva], "Negative: shipment, order and VAT numbers.")


# ================================================================ Dutch
@case
def _():
    bsn, pw, kvk = nl_bsn(), pw_word(), rd(8)
    return C("zorgtoeslag-bsn-digid", "nl",
             f"Ik vul het formulier voor de zorgtoeslag in. BSN {bsn}, DigiD-wachtwoord {pw}. Mijn werkgever heeft KvK-nummer {kvk}. Moet dat er ook bij?",
             [bsn, pw], [kvk], "BSN (11-test computed) and DigiD password; employer's KvK number is public.")


@case
def _():
    code = rd(4)
    ib = fmt4(iban("NL", pick(["INGB", "RABO", "ABNA", "ASNB"]) + rd(10)))
    fac = f"2026-{rd(4)}"
    return C("cleaner-keybox-message", "nl",
             f"Kun je een berichtje maken voor de schoonmaakster? Het sleutelkastje bij de achterdeur heeft code {code}. Haar factuur {fac} betaal ik vrijdag. "
             f"Als ze schoonmaakspullen moet voorschieten kan ze het bedrag terugvragen, dan maak ik het over vanaf {ib}.",
             [code, ib], [fac], "Key-box code and own IBAN; invoice number is a look-alike.")


@case
def _():
    tt = "3S" + rs(UP, 4) + rd(9)
    bol = rd(10)
    return C("postnl-sorted-three-days", "nl",
             f"Mijn PostNL-pakket met track & trace {tt} staat al drie dagen op 'gesorteerd'. Bestelnummer bij bol {bol}. Het retouradres heeft postcode 5652 AP. Wat kan ik doen?",
             [], [tt, bol, "5652 AP"], "Negative: tracking and order numbers, postal code.")


# ================================================================ Swedish
@case
def _():
    pnr, bid, org = se_pnr(), rd(6), se_orgnr()
    return C("forsakringskassan-personnummer", "sv",
             f"Jag ska fylla i en ansökan hos Försäkringskassan. Personnummer {pnr}. Säkerhetskoden till BankID som jag valde är {bid}. "
             f"Arbetsgivarens organisationsnummer är {org} – var fyller man i det?",
             [pnr, bid], [org], "Personnummer (Luhn computed) and BankID code; employer's organisation number (Luhn) is public.")


@case
def _():
    port, lgh, wifi = rd(4), "1" + rd(3), pw_word()
    return C("subtenant-welcome", "sv",
             f"Kan du skriva ett välkomstmeddelande till vår andrahandshyresgäst? Portkod {port}, lägenhetsnummer {lgh}, wifi Telia-7C2A med lösenord {wifi}. "
             "Tvättstugan bokas på tavlan i källaren.",
             [port, wifi], [lgh], "Door code and Wi-Fi password; apartment number is a look-alike.")


@case
def _():
    bg, ocr = bankgiro(), ocr_number(12)
    return C("bankgiro-ocr-invoice", "sv",
             f"Fakturan från elbolaget: bankgiro {bg}, OCR-nummer {ocr}, förfallodag 2026-12-30, belopp 1 284 kr. Banken säger att OCR-numret är felaktigt – stämmer det?",
             [], [bg, ocr], "Negative: a company's bankgiro and an OCR payment reference (Luhn computed).")


# ================================================================ Danish
@case
def _():
    cpr, pw, cvr = dk_cpr(), pw_word(), dk_cvr()
    return C("boligstotte-cpr", "da",
             f"Jeg skal søge om boligstøtte på borger.dk. CPR-nummer {cpr}, og min adgangskode til MitID er {pw}. Udlejers CVR er {cvr}. "
             "Hjælp mig med at udfylde feltet om husleje.",
             [cpr, pw], [cvr], "CPR number (no check computed) and MitID password; landlord company's CVR (mod 11 computed) is public.")


@case
def _():
    fik, kred, ordn = rd(15), "8" + rd(7), rd(8)
    return C("girokort-71", "da",
             f"Jeg har fået et girokort med betalingslinjen +71< {fik} +{kred}<. Betalingsfristen er 15.12.2026. Hvordan betaler jeg det i netbanken? Ordrenummer {ordn}.",
             [], [fik, kred, ordn], "Negative: payment id, creditor number and order number.")


# ================================================================ Norwegian
@case
def _():
    fnr, kto, org = no_fnr(), no_account(), no_orgnr()
    return C("loan-application-fnr", "no",
             f"Jeg skal søke om forbrukslån. Fødselsnummer {fnr}, kontonummer {kto}. Arbeidsgiveren min har org.nr. {org}. Kan du skrive en kort søknad til banken?",
             [fnr, kto], [org], "Fødselsnummer and account number (mod 11 computed); employer's org number (computed) is public.")


@case
def _():
    nb, alarm = rd(4), rd(4)
    kid = ocr_number(10)
    return C("cabin-note", "no",
             f"Skriv en lapp til de som låner hytta: Nøkkelen ligger i nøkkelboksen, kode {nb}. Alarmen slås av med {alarm}. "
             f"Strømmen betales til vanlig konto med KID {kid}.",
             [nb, alarm], [kid], "Key-box and alarm codes; KID payment reference (MOD10 computed) is a look-alike.")


# ================================================================ Finnish
@case
def _():
    hetu, tl, yt = fi_hetu(), rd(4), fi_ytunnus()
    return C("kela-hetu", "fi",
             f"Täytän Kelan hakemusta. Henkilötunnus {hetu}, verkkopankin tunnusluku {tl}. Työnantajan Y-tunnus on {yt}. Mihin kohtaan se laitetaan?",
             [hetu, tl], [yt], "Henkilötunnus (check char computed) and bank PIN; employer's business id (check computed) is public.")


@case
def _():
    ovi, nouto = rd(4), rd(6)
    ib = fmt4(iban("FI", rd(14)))
    viite = fi_viite(9)
    return C("neighbour-door-parcel-code", "fi",
             f"Kirjoita viesti naapurille: rapun ovikoodi on {ovi}, ja jos paketti ehtii automaattiin, noutokoodi on {nouto}. "
             f"Maksan vuokran isännöitsijän tilille {ib} viitteellä {viite}, joten siitä ei tarvitse huolehtia.",
             [ovi, nouto], [ib, viite], "Door and parcel pickup codes; the landlord's IBAN and reference number (check computed) are look-alikes.")


@case
def _():
    jj = "JJFI6" + rd(16)
    tn = rd(8)
    return C("posti-tracking-stuck", "fi",
             f"Postin seurantakoodi {jj} ja tilausnumero {tn}. Lähetys on ollut tilassa 'matkalla' jo viikon. Mitä teen?",
             [], [jj, tn], "Negative: tracking and order numbers.")


# ================================================================ Hungarian
@case
def _():
    ado, taj = hu_adoazon(), hu_taj()
    cj = f"01-09-{rd(6)}"
    return C("nav-form-ids", "hu",
             f"Segíts kitölteni a NAV-os nyomtatványt! Adóazonosító jelem {ado}, TAJ-számom {taj}. A munkáltató cégjegyzékszáma {cj}. Melyik hova kerül?",
             [ado, taj], [cj], "Tax id and TAJ (checks computed); employer's company registration number is public.")


@case
def _():
    acct, pw = hu_account(), pw_word()
    return C("deposit-return-account", "hu",
             f"Írj egy rövid üzenetet a főbérlőnek, hogy erre a számlára utalja vissza a kauciót: {acct} (OTP Bank), kedvezményezett Nagy Eszter. "
             f"Ja, és a netbank jelszavam {pw}, ezt jegyezd meg, ha legközelebb kérdezem.",
             [acct, pw], [], "Own account number (both check digits computed) and netbank password.")


@case
def _():
    rsz, adsz, ssz = rd(9), hu_adoszam(), f"E-KER-2026-{rd(5)}"
    return C("webshop-invoice-vat", "hu",
             f"Rendeltem egy webshopból, a rendelésszám {rsz}. A számlán az eladó adószáma {adsz}, a számla sorszáma {ssz}. Jogos, hogy nincs rajta az áfa?",
             [], [rsz, adsz, ssz], "Negative: order number, a seller's tax number (check computed), invoice number.")


# ================================================================ Romanian
@case
def _():
    cnp, pw, cui = ro_cnp(R.random() < 0.5), pw_word(), ro_cui()
    return C("declaratia-unica-cnp", "ro",
             f"Completez declarația unică în SPV. CNP-ul meu e {cnp}, parola de la ANAF {pw}. Angajatorul are CUI RO{cui}. Unde se trece asta?",
             [cnp, pw], [f"RO{cui}"], "CNP (check computed) and ANAF password; employer's CUI (check computed) is public.")


@case
def _():
    awb, cmd = "2" + rd(12, False), rd(9)
    ib = fmt4(iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rd(16, False)))
    return C("fan-courier-awb", "ro",
             f"Coletul cu AWB {awb} de la FAN Courier nu a ajuns. Comanda nr. {cmd} pe eMAG. Pe factură firma are IBAN-ul {ib}, să le cer banii înapoi acolo?",
             [], [awb, cmd, ib], "Negative: waybill and order numbers, a company's IBAN.")


# ================================================================ Greek
@case
def _():
    amka, pw, afm_co = gr_amka(), pw_word(), gr_afm()
    return C("epidoma-amka-taxisnet", "el",
             f"Θέλω να κάνω αίτηση για το επίδομα θέρμανσης. ΑΜΚΑ {amka}, κωδικός Taxisnet {pw}. Ο ΑΦΜ του εργοδότη μου είναι {afm_co}.",
             [amka, pw], [afm_co], "AMKA (Luhn computed) and Taxisnet password; employer's AFM (check computed) is public.")


@case
def _():
    al, kb = rd(4), rd(4)
    sn = rs(UP + DIG, 10)
    return C("cat-sitter-alarm", "el",
             f"Γράψε ένα μήνυμα για την κυρία που θα ταΐζει τη γάτα: ο κωδικός του συναγερμού είναι {al}, το κλειδί είναι στο κουτάκι με κωδικό {kb}. "
             f"Ο αριθμός σειράς του συναγερμού είναι {sn}, αν χρειαστεί να πάρει την εταιρεία.",
             [al, kb], [sn], "Alarm and key-box codes; alarm serial number is a look-alike.")


@case
def _():
    rf = rf_ref(rd(16))
    par, acs = rd(10), rd(10)
    return C("dei-rf-payment", "el",
             f"Πλήρωσα τον λογαριασμό ρεύματος με κωδικό πληρωμής {rf}, αριθμός παραστατικού {par}. Και ένα δέμα με ACS έχει αριθμό αποστολής {acs}. "
             "Πώς ελέγχω αν πέρασε η πληρωμή;",
             [], [rf, par, acs], "Negative: RF creditor reference (ISO 11649 computed), document and shipment numbers.")


# ================================================================ Turkish
@case
def _():
    tc, pw, vkn = tr_tckn(), pw_word(), rd(10)
    return C("edevlet-tckn", "tr",
             f"e-Devlet'e giremiyorum. TC kimlik no {tc}, şifrem {pw}. Bir de şirketin vergi numarası {vkn} lazım mı başvuru için?",
             [tc, pw], [vkn], "TC kimlik number (checks computed) and password; a company's tax number (check not computed) is public.")


@case
def _():
    sip = rd(10)
    c = fmt4(card("9792" + rd(2, False)))
    ex, cvv = expiry(), rd(3, False)
    return C("trendyol-refund-card", "tr",
             f"Trendyol siparişim {sip} iade edildi ama para hâlâ gelmedi. Kartım {c}, son kullanma {ex}, CVV {cvv}. "
             "Müşteri hizmetlerine ne yazayım?",
             [c, ex, cvv], [sip], "Troy card (Luhn), expiry and CVV; order number is a look-alike.")


@case
def _():
    kt, fat, vkn = rd(13), f"GIB2026{rd(9)}", rd(10)
    return C("aras-kargo-waiting", "tr",
             f"Kargo takip numarası {kt} olan paket Aras Kargo şubesinde bekliyor. Fatura no {fat}, satıcının vergi numarası {vkn}. Ne yapmalıyım?",
             [], [kt, fat, vkn], "Negative: tracking number, e-invoice number, seller's tax number.")


# ================================================================ Vietnamese
@case
def _():
    g = pick("0123")
    yy = f"{R.randint(60, 99)}" if g in "01" else f"{R.randint(0, 6):02d}"
    cccd = pick(["001", "079", "048", "031"]) + g + yy + rd(6, False)
    pw, mst = pw_word(), "0" + pick("13") + rd(8, False)
    return C("vneid-cccd", "vi",
             f"Mình đang đăng ký định danh điện tử mức 2 trên VNeID. Số CCCD của mình là {cccd}, mật khẩu {pw}. Mã số thuế công ty là {mst}, có cần điền không?",
             [cccd, pw], [mst], "Citizen ID number (no public check) and password; company tax code is public.")


@case
def _():
    otp, magd, stk = rd(6), rd(9), "10" + rd(8, False)
    return C("vietcombank-otp-refund-call", "vi",
             f"Tin nhắn từ Vietcombank: 'Ma OTP cua Quy khach la {otp}. Tuyet doi KHONG cung cap OTP cho bat ky ai. Ma GD: {magd}'. "
             f"Có người gọi bảo mình đọc mã này để nhận tiền hoàn. Số tài khoản của mình là {stk}. Mình có nên đọc không?",
             [otp, stk], [magd], "OTP and own account number; transaction code is a reference look-alike.")


@case
def _():
    sp = f"2611{rd(2)}" + rs(UP + DIG, 8)
    spx = "SPXVN0" + rd(11)
    hot = f"0901 {rd(3)} {rd(3)}"
    return C("shopee-order-tracking", "vi",
             f"Đơn hàng Shopee {sp} giao bởi SPX Express, mã vận đơn {spx}, hotline shop {hot} không nghe máy. Mình phải làm gì?",
             [], [sp, spx, hot], "Negative: order and tracking numbers, shop hotline.")


# ================================================================ Thai
@case
def _():
    tid, pw, tax = th_id(), pw_word(), th_taxid_company()
    return C("credit-card-application-thai-id", "th",
             f"ช่วยกรอกฟอร์มสมัครบัตรเครดิตหน่อย เลขบัตรประชาชน {tid} รหัสผ่านแอปธนาคาร {pw} ส่วนบริษัทที่ทำงานมีเลขประจำตัวผู้เสียภาษี {tax}",
             [tid, pw], [tax], "Thai ID (check computed) and password; company tax id (check computed) is public.")


@case
def _():
    otp, ref = rd(6), rs(UP, 4)
    return C("otp-ref-sms", "th",
             f"ได้ SMS มาว่า 'รหัส OTP คือ {otp} (Ref: {ref}) ใช้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น' แต่ฉันไม่ได้ทำรายการอะไรเลย ควรทำยังไงดี",
             [otp], [ref], "OTP is a secret; the Ref code printed beside it is a look-alike.")


# ================================================================ Indonesian
@case
def _():
    nik = pick(["317404", "327301", "357801", "517103"]) + f"{R.randint(1, 28) + pick([0, 40]):02d}{R.randint(1, 12):02d}{R.randint(70, 99)}" + rd(4)
    pw = pw_word()
    npwp = f"0{rd(1)}.{rd(3)}.{rd(3)}.{rd(1)}-{rd(3)}.000"
    return C("rekening-nik-npwp", "id",
             f"Tolong bantu isi formulir pembukaan rekening. NIK saya {nik}, kata sandi m-banking {pw}. NPWP perusahaan tempat saya kerja {npwp}.",
             [nik, pw], [npwp], "NIK (no public check) and password; company NPWP is public.")


@case
def _():
    otp, pin, order = rd(4), rd(6), "F-" + rd(10)
    return C("gopay-otp-pin-scam", "id",
             f"Ada yang telepon ngaku dari GoPay, minta kode OTP. SMS-nya: 'JANGAN BERIKAN kode ini ke siapa pun termasuk pihak Gojek. Kode OTP: {otp}'. "
             f"Terus PIN saya {pin} udah sempat saya sebut. Dia bilang soal pesanan {order}. Gimana ini?",
             [otp, pin], [order], "OTP and PIN; order number is a look-alike.")


@case
def _():
    jt, kb = "JP" + rd(10), rs(UP + DIG, 6)
    va = "70012" + "08" + rd(10, False)
    return C("resi-booking-va", "id",
             f"Paket dengan nomor resi J&T {jt} belum sampai. Kode booking tiket kereta saya {kb}. Saya bayar lewat virtual account BCA {va}. Mana yang harus saya kirim ke CS?",
             [], [jt, kb, va], "Negative: tracking number, booking code, merchant virtual account.")


# ================================================================ Tagalog
@case
def _():
    otp, mpin, ref = rd(6), rd(4), rd(13)
    return C("gcash-prize-scam", "tl",
             f"May nag-text sa akin na nanalo daw ako ng ₱50,000 at kailangan ko lang ibigay ang OTP na {otp}. Nasabi ko na rin yung MPIN ko sa GCash, {mpin}. "
             f"Yung huling transaction ko, Ref No. {ref}. Ano ang dapat kong gawin?",
             [otp, mpin], [ref], "OTP and MPIN; the GCash receipt's Ref No. is a look-alike.")


@case
def _():
    sss = f"{rd(2)}-{rd(7, False)}-{rd(1, False)}"
    pw, tin = pw_word(), f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    return C("sss-loan-application", "tl",
             f"Pa-tulong naman mag-fill up ng salary loan sa SSS. SSS number ko {sss}, password ko sa My.SSS {pw}. Ang TIN ng employer namin ay {tin}.",
             [sss, pw], [tin], "SSS number and password; employer's TIN is public.")


# ================================================================ Swahili
@case
def _():
    code, pin = mpesa_code(), rd(4)
    meter = "37" + rd(9)
    return C("mpesa-kplc-tokens", "sw",
             f"Nimepokea ujumbe huu: '{code} Imethibitishwa. Ksh3,500.00 imetumwa kwa KPLC PREPAID kwa akaunti {meter} tarehe 4/12/26 saa 8:15 PM.' "
             f"Lakini tokens hazijafika. Namba ya paybill ni 888880. Wakala ananiuliza PIN yangu ya M-Pesa, ni {pin}, nimpe?",
             [code, pin], [meter, "888880"], "M-Pesa confirmation code (counts as secret) and PIN; meter account and paybill are look-alikes.")


@case
def _():
    kid = rd(8)
    kra = "A" + rd(9) + pick(UP)
    kra_co = "P" + rd(9) + pick(UP)
    return C("kufungua-akaunti-kra", "sw",
             f"Nisaidie kujaza fomu ya kufungua akaunti benki. Namba yangu ya kitambulisho ni {kid}, na KRA PIN yangu ni {kra}. KRA PIN ya mwajiri wangu ni {kra_co}.",
             [kid, kra], [kra_co], "National ID and personal KRA PIN; employer's KRA PIN is public.")


@case
def _():
    till, oda, phone = rd(6), rd(7), f"0722 {rd(3)} {rd(3)}"
    return C("lipa-na-mpesa-till", "sw",
             f"Nimelipa kwa Lipa na M-Pesa, Till Number {till}, kwa oda namba {oda}. Duka linasema halijapokea pesa. Namba yao ni {phone}. Nifanye nini?",
             [], [till, oda, phone], "Negative: till number, order number and shop phone.")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CHARS = {"\t", "\r", "\\", "\u2028", "\u2029", "\u0085", "\ufeff", "\u00a0"}
SEP = "\n---\n"
ZW_OK = {"\u200c"}  # zero-width non-joiner: part of normal Persian spelling, printable for YAML


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def hostile(s):
    for ch in s:
        if ch in BAD_CHARS:
            return repr(ch)
        cat = unicodedata.category(ch)
        if ch != "\n" and ch not in ZW_OK and cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return repr(ch)
    return None


def check_case(c):
    errs = []
    t = c["text"]
    if c["lang"] not in LANGS:
        errs.append(f"lang {c['lang']}")
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", c["slug"]):
        errs.append(f"slug {c['slug']}")
    if not t or t != t.strip():
        errs.append("text empty or padded")
    for field in ("text", "note"):
        h = hostile(c[field])
        if h:
            errs.append(f"hostile char {h} in {field}")
    if "\n" in c["note"]:
        errs.append("newline in note")
    if t.startswith("---") or t.endswith("---") or (SEP + SEP) in t:
        errs.append("bad message separator")
    S, L = c["secrets"], c["lookalikes"]
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        errs.append("duplicate value in a list")
    if set(S) & set(L):
        errs.append("value in both lists")
    if not S and not L:
        errs.append("case with no values")
    for v in S + L:
        if not v or v != v.strip():
            errs.append(f"empty/padded value {v!r}")
            continue
        h = hostile(v)
        if h:
            errs.append(f"hostile char {h} in value {v!r}")
        occ = occurrences(t, v)
        if not occ:
            errs.append(f"not a substring: {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"short value occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                errs.append(f"number embedded (left): {v!r}")
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                errs.append(f"number embedded (right): {v!r}")
            if len(v) <= 6 and ((a > 0 and t[a - 1] in ALNUM) or (b < len(t) and t[b] in ALNUM)):
                errs.append(f"short value glued to a word: {v!r}")
            if SEP in t[a:b]:
                errs.append(f"value spans a message separator: {v!r}")
    s_iv = [iv for v in S for iv in occurrences(t, v)]
    l_iv = [iv for v in L for iv in occurrences(t, v)]
    for a, b in s_iv:
        for x, y in l_iv:
            if a < y and x < b:
                errs.append(f"secret/look-alike overlap at {a}-{b} / {x}-{y}")
    return errs


def build():
    cases, problems = [], []
    for n, fn in enumerate(CASES, 1):
        for attempt in range(40):
            c = fn()
            errs = check_case(c)
            if not errs:
                break
        if errs:
            problems.append(f"case {n} ({c['slug']}): " + "; ".join(sorted(set(errs))))
            continue
        cases.append({"id": f"{PREFIX}-{n:03d}-{c['slug']}", "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    if len({c["text"] for c in cases}) != len(cases):
        problems.append("duplicate texts")
    return cases, problems


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
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


def parse_back(y):
    """Minimal re-parser for exactly the subset written by to_yaml."""
    lines = y.split("\n")
    assert lines[0] == "lookalikes: []" and lines[1] == "cases:"
    cases, cur, listkey = [], None, None
    for ln in lines[2:]:
        if not ln:
            continue
        m = re.fullmatch(r"  - id: (\".*\")", ln)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            listkey = None
            continue
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", ln)
        if m:
            cur[m.group(1)] = json.loads(m.group(2))
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", ln)
        if m:
            cur[m.group(1)] = []
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):", ln)
        if m:
            listkey = m.group(1)
            cur[listkey] = []
            continue
        m = re.fullmatch(r"      - (\".*\")", ln)
        if m and listkey:
            cur[listkey].append(json.loads(m.group(1)))
            continue
        raise ValueError(f"unparsable line: {ln[:80]}")
    return cases


def selftest():
    """Check-digit helpers against public examples; returns a list of failures."""
    bad = []
    checks = [
        ("Luhn", luhn_ok("79927398713") and luhn_ok("4242424242424242") and not luhn_ok("79927398710")),
        ("IBAN", iban("GB", "WEST12345698765432") == "GB82WEST12345698765432" and iban_ok("DE89370400440532013000")),
        ("Verhoeff", verhoeff_digit("236") == "3" and verhoeff_ok("2363")),
        ("ISO 7064 MOD 11,10", mod1110("8609574271") == "9" and mod1110("13669597") == "6"),
        ("ABA", aba_ok("021000021") and aba_ok("011000015")),
        ("Israeli ID", il_ok("123456782") and il_ok("000000018")),
        ("French RIB key", fr_rib_key("30006", "00001", "12345678901") == 89),
        ("Spanish CCC", _es_dc("0021000418") + _es_dc("0200051332") == "45"),
        ("RF reference", rf_ref("539007547034") == "RF18539007547034"),
    ]
    for name, ok in checks:
        if not ok:
            bad.append(f"self-test failed: {name}")
    return bad


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        return 1
    problems = selftest()
    if problems:
        for p in problems:
            print(p, file=sys.stderr)
        return 1
    cases, problems = build()
    if problems:
        print("VALIDATION FAILED:", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    y = to_yaml(cases)
    back = parse_back(y)
    if back != cases:
        print("VALIDATION FAILED: YAML does not round-trip", file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(y)
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    neg = sum(1 for c in cases if not c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {neg} negative, {ns} secrets, {nl} look-alikes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
