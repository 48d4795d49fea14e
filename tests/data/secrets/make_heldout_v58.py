#!/usr/bin/env python3
"""Generator for the blind evaluation set heldout_v58 (secrets filter for chat memory).

Standard library only, deterministic: every random value comes from random.Random(58).
Usage: python3 make_heldout_v58.py heldout_v58.yaml
Validates everything before writing; exits 1 on any problem.
"""
import base64
import datetime
import hashlib
import json
import re
import string
import sys
import random

SEED = 58
PREFIX = "H58"
R = random.Random(SEED)

# ---------------------------------------------------------------------------
# basic draws
# ---------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
B62 = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DG + "+/"
B64URL = UP + LO + DG + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(n, alph=B62):
    return "".join(R.choice(alph) for _ in range(n))


def dig(n, first_nonzero=True):
    s = "".join(R.choice(DG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def pick(seq):
    return R.choice(seq)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rdate(y0, y1):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(R.randint(d0, d1))


# ---------------------------------------------------------------------------
# check-digit schemes (all computed here)
# ---------------------------------------------------------------------------
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


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def iso7064_11_10(body):
    product = 10
    for ch in body:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return str(0 if c == 10 else c)


def mod97_str(s):
    return int(s) % 97


def _alnum_to_num(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban(cc, bban):
    rearr = _alnum_to_num(bban + cc + "00")
    chk = 98 - int(rearr) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    return int(_alnum_to_num(s[4:] + s[:4])) % 97 == 1


def wsum(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


# --- cards -----------------------------------------------------------------
def card(brand="visa"):
    if brand == "visa":
        body = "4" + dig(14, False)
    elif brand == "mc":
        body = "5" + pick("12345") + dig(13, False)
    elif brand == "mc2":
        body = str(R.randint(2221, 2720)) + dig(11, False)
    elif brand == "amex":
        body = "3" + pick("47") + dig(12, False)
    elif brand == "unionpay":
        body = "62" + dig(16, False)
    elif brand == "shetab":  # Iranian bank card (Bank Melli BIN 603799)
        body = "603799" + dig(9, False)
    else:
        raise ValueError(brand)
    return body + luhn_digit(body)


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return grp(n, [4, 6, 5], sep)
    if len(n) == 19:
        return grp(n, [4, 4, 4, 4, 3], sep)
    return grp4(n, sep)


def expiry(sep="/"):
    return "%02d%s%02d" % (R.randint(1, 12), sep, R.randint(26, 31))


def cvc(n=3):
    return dig(n, True)


def imei():
    body = pick(["35", "86", "01", "49"]) + dig(12, False)
    return body + luhn_digit(body)


# --- bank accounts / IBAN ----------------------------------------------------
def iban_de():
    return iban("DE", dig(8) + dig(10, False))


def rib_key(bank, branch, account):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97))


def iban_fr():
    bank, branch, acc = pick(["30004", "30003", "20041", "10278", "30066"]), dig(5, False), dig(11, False)
    return iban("FR", bank + branch + acc + rib_key(bank, branch, acc))


def es_ctrl(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - wsum(s10, w) % 11
    return "0" if d == 11 else ("1" if d == 10 else str(d))


def iban_es():
    bank, branch, acc = pick(["2100", "0049", "0182", "2080", "0081"]), dig(4, False), dig(10, False)
    return iban("ES", bank + branch + es_ctrl("00" + bank + branch) + es_ctrl(acc) + acc)


def iban_it():  # CIN letter NOT computed (random letter); IBAN check computed
    return iban("IT", pick(UP) + pick(["03069", "02008", "05034", "01030"]) + dig(5, False) + dig(12, False))


def iban_nl():
    return iban("NL", pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ"]) + dig(10, False))


def iban_pl():
    return iban("PL", dig(8) + dig(16, False))


def iban_be():
    b = pick(["001", "210", "230", "235", "271"]) + dig(7, False)
    c = int(b) % 97
    return iban("BE", b + "%02d" % (97 if c == 0 else c))


def iban_pt():
    b = pick(["0035", "0033", "0007", "0010", "0036"]) + dig(4, False) + dig(11, False)
    nib = 98 - (int(b) * 100) % 97
    return iban("PT", b + "%02d" % nib)


def no_konto():
    while True:
        b = dig(4) + dig(6, False)
        r = wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return b + str(c)


def iban_generic(cc, parts):
    return iban(cc, "".join(parts))


def aba_routing():
    while True:
        b = pick(["0", "1", "2", "3"]) + dig(7, False)
        for c in DG:
            n = b + c
            if (3 * (int(n[0]) + int(n[3]) + int(n[6])) + 7 * (int(n[1]) + int(n[4]) + int(n[7]))
                    + (int(n[2]) + int(n[5]) + int(n[8]))) % 10 == 0:
                return n


def ru_account(bik):
    """20-digit Russian settlement account with the control key computed against the BIK."""
    w = [7, 1, 3] * 8
    while True:
        acc = "40817810" + "0" + dig(11, False)  # position 9 is the key
        s = bik[-3:] + acc
        tot = sum((int(d) * w[i]) % 10 for i, d in enumerate(s))
        k = (tot % 10 * 3) % 10
        acc = acc[:8] + str(k) + acc[9:]
        s = bik[-3:] + acc
        if sum((int(d) * w[i]) % 10 for i, d in enumerate(s)) % 10 == 0:
            return acc


def ru_bik():
    return "04" + dig(7, False)


def hu_account(n_groups=3):
    def block(n):
        while True:
            b = dig(n - 1, False)
            w = [9, 7, 3, 1] * 6
            c = (10 - wsum(b, w) % 10) % 10
            return b + str(c)
    first = block(8)
    rest = block(16) if n_groups == 3 else block(8)
    return first, rest


# --- national ids --------------------------------------------------------------
def pesel():
    d = rdate(1960, 2004)
    m = d.month + (20 if d.year >= 2000 else 0)
    b = "%02d%02d%02d" % (d.year % 100, m, d.day) + dig(4, False)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - wsum(b, w) % 10) % 10)


def pl_dowod():
    while True:
        letters = rs(3, UP)
        nums = dig(5, False)
        vals = [int(ch, 36) for ch in letters] + [int(x) for x in nums]
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        c = sum(v * k for v, k in zip(vals, w)) % 10
        return letters + str(c) + nums


def se_personnummer():
    d = rdate(1955, 2003)
    b = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + dig(3, False)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def fi_hetu():
    d = rdate(1950, 2004)
    n = R.randint(2, 899)
    sign = "A" if d.year >= 2000 else "-"
    base = "%02d%02d%02d" % (d.day, d.month, d.year % 100)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + "%03d" % n) % 31]
    return base + sign + "%03d" % n + c


def no_fnr():
    while True:
        d = rdate(1950, 1999)
        b = "%02d%02d%02d" % (d.day, d.month, d.year % 100) + "%03d" % R.randint(0, 499)
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


def dk_cpr():  # no modulus check (not required since 2007) - NOT computed
    d = rdate(1950, 2004)
    return "%02d%02d%02d-%s" % (d.day, d.month, d.year % 100, dig(4, False))


def es_dni():
    n = dig(8, False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie():
    p = pick("XYZ")
    n = dig(7, False)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


_CF_ODD = {**{str(i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
           **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25,
                           24, 23]))}


def _cf_part(s, is_name):
    s = s.upper()
    cons = [c for c in s if c in UP and c not in "AEIOU"]
    vows = [c for c in s if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join((cons + vows + ["X", "X", "X"])[:3])


def it_cf(surname, name, female=False):
    d = rdate(1955, 2000)
    day = d.day + (40 if female else 0)
    body = (_cf_part(surname, False) + _cf_part(name, True) + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1]
            + "%02d" % day + pick(["H501", "F205", "L219", "A944", "F839", "G273"]))
    tot = 0
    for i, ch in enumerate(body):
        if i % 2 == 0:
            tot += _CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return body + chr(65 + tot % 26)


def fr_nir():
    sex = pick("12")
    d = rdate(1955, 2002)
    dep = "%02d" % R.choice([i for i in range(1, 96) if i != 20])
    body = sex + "%02d%02d" % (d.year % 100, d.month) + dep + "%03d" % R.randint(1, 990) + "%03d" % R.randint(1, 999)
    key = 97 - int(body) % 97
    return body, "%02d" % key


def fmt_nir(body, key):
    return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def de_steuer_id():
    while True:
        ds = list(range(10))
        R.shuffle(ds)
        # ten positions: one digit appears twice, one digit missing
        first10 = ds[:9] + [ds[R.randint(0, 8)]]
        R.shuffle(first10)
        if first10[0] == 0:
            continue
        b = "".join(map(str, first10))
        return b + iso7064_11_10(b)


def nl_bsn():
    while True:
        b = dig(8)
        s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2])
        c = s % 11
        if c < 10:
            return b + str(c)


def pt_nif(first=None):
    while True:
        b = (first or pick("123")) + dig(7, False)
        r = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r < 2 else 11 - r
        return b + str(c)


def br_cpf():
    b = dig(9, False)
    s = wsum(b, range(10, 1, -1))
    d1 = (s * 10) % 11 % 10
    b += str(d1)
    s = wsum(b, range(11, 1, -1))
    d2 = (s * 10) % 11 % 10
    b += str(d2)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


def br_cnpj():
    b = dig(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = wsum(b, w1) % 11
    b += str(0 if r < 2 else 11 - r)
    w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = wsum(b, w2) % 11
    b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def tr_tckn():
    b = dig(9)
    d10 = ((int(b[0]) + int(b[2]) + int(b[4]) + int(b[6]) + int(b[8])) * 7
           - (int(b[1]) + int(b[3]) + int(b[5]) + int(b[7]))) % 10
    b += str(d10)
    return b + str(sum(int(x) for x in b) % 10)


def il_tz():
    b = dig(8, False)
    return b + luhn_digit(b)


def ro_cnp():
    d = rdate(1955, 1999)
    b = pick("12") + "%02d%02d%02d" % (d.year % 100, d.month, d.day) + "%02d" % R.randint(1, 46) + dig(3, False)
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if c == 10 else str(c))


def gr_amka():
    d = rdate(1950, 2003)
    b = "%02d%02d%02d" % (d.day, d.month, d.year % 100) + dig(4, False)
    return b + luhn_digit(b)


def gr_afm(first=None):
    while True:
        b = (first or pick("0123")) + dig(7, False)
        c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b)) % 11 % 10
        return b + str(c)


def hu_taj():
    b = dig(8)
    c = wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    return b + str(c)


def hu_adoazonosito():
    while True:
        d = rdate(1955, 2000)
        days = (d - datetime.date(1867, 1, 1)).days
        b = "8" + "%05d" % days + dig(3, False)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def cz_rodne():
    while True:
        d = rdate(1955, 2000)
        m = d.month + pick([0, 50])
        b = "%02d%02d%02d" % (d.year % 100, m, d.day) + dig(3, False)
        c = int(b) % 11
        if c < 10:
            return b[:6] + "/" + b[6:] + str(c)


def ua_rnokpp():
    d = rdate(1955, 2002)
    days = (d - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + dig(4, False)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(wsum(b, w) % 11 % 10)


def ru_inn12():
    b = dig(10)
    n11 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(n11)
    n12 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(n12)


def ru_inn10():
    b = dig(9)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = "1" + dig(2) + "77" + dig(7, False)
    return b + str(int(b) % 11 % 10)


def ru_snils():
    while True:
        b = dig(9)
        if int(b) <= 1001998:
            continue
        s = wsum(b, range(9, 0, -1))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ir_melli():
    while True:
        b = dig(9, False)
        r = wsum(b, range(10, 1, -1)) % 11
        c = r if r < 2 else 11 - r
        return b + str(c)


def cn_id():
    area = pick(["110105", "310104", "440305", "510107", "330106", "420111", "320102"])
    d = rdate(1960, 2003)
    b = area + d.strftime("%Y%m%d") + dig(3, False)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


def cn_uscc():
    alph = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    while True:
        org = dig(8, False)
        oc = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        oc = "0" if oc == 11 else ("X" if oc == 10 else str(oc))
        b = "91" + pick(["110105", "310115", "440300", "330100"]) + org + oc
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        c = 31 - sum(alph.index(ch) * k for ch, k in zip(b, w)) % 31
        return b + alph[0 if c == 31 else c]


def kr_rrn():
    d = rdate(1960, 2004)
    g = pick("12") if d.year < 2000 else pick("34")
    b = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + g + dig(5, False)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = dig(3) + dig(2, False) + dig(4, False)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return "%s-%s-%s%d" % (b[:3], b[3:5], b[5:], c)


def jp_mynumber():
    b = dig(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corporate():
    b = dig(12)
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def in_aadhaar():
    b = pick("23456789") + dig(10, False)
    return b + verhoeff_digit(b)


def in_pan(surname_initial="S"):
    return rs(3, "ABCDEFGHJKLMNPRSTUVW") + "P" + surname_initial + dig(4, False) + pick(UP)


def th_id(first=None):
    b = (first or pick("1357")) + dig(11, False)
    s = sum(int(x) * (13 - i) for i, x in enumerate(b))
    return b + str((11 - s % 11) % 10)


def fmt_th(n):
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ae_eid():
    d = rdate(1965, 2002)
    b = "784" + str(d.year) + dig(7, False)
    c = luhn_digit(b)
    return "%s-%s-%s-%s" % (b[:3], b[3:7], b[7:], c)


def za_id():
    d = rdate(1960, 2002)
    b = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + dig(4, False) + "0" + "8"
    return b + luhn_digit(b)


def ca_sin():
    b = pick("12345679") + dig(7, False)
    return b + luhn_digit(b)


def uk_nhs():
    while True:
        b = dig(9)
        c = 11 - wsum(b, range(10, 1, -1)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return b + str(c)


def uk_nino():
    first = pick("ABCEGHJKLMNOPRSTWXYZ")
    second = pick("ABCEGHJKLMNPRSTWXYZ")
    while first + second in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        second = pick("ABCEGHJKLMNPRSTWXYZ")
    return first + second, dig(6, False), pick("ABCD")


def au_tfn():
    while True:
        b = dig(8)
        for c in DG:
            n = b + c
            if wsum(n, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
                return n


def au_medicare():
    b = pick("23456") + dig(7, False)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return b + str(c) + pick("123456789")


def us_ssn():  # no check digit exists
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    A = L + DG
    return (pick("123456789") + pick(L) + pick(A) + pick(DG) + "-" + pick(L) + pick(A) + pick(DG) + "-"
            + pick(L) + pick(L) + pick(DG) + pick(DG))


# --- company / public identifiers (look-alikes) -------------------------------
def de_ustid():
    b = dig(8)
    return "DE" + b + iso7064_11_10(b)


def pl_nip():
    while True:
        b = dig(9)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return b + str(c)


def fmt_nip(n):
    return "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:])


def pl_regon():
    b = dig(8)
    c = wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return b + str(0 if c == 10 else c)


def cz_ico():
    b = dig(7, False)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def hu_adoszam():
    b = dig(7)
    c = (10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return "%s%d-%d-%02d" % (b, c, R.randint(1, 5), R.randint(2, 44))


def ro_cui():
    b = dig(7)
    s = wsum(b.rjust(9, "0"), [7, 5, 3, 2, 1, 7, 5, 3, 2])
    c = (s * 10) % 11
    return b + str(0 if c == 10 else c)


def se_orgnr():
    b = pick("5") + "5" + str(R.randint(6, 9)) + dig(6, False)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def se_bankgiro():
    b = dig(7)
    full = b + luhn_digit(b)
    return full[:4] + "-" + full[4:]


def dk_cvr():
    while True:
        b = dig(7)
        for c in DG:
            n = b + c
            if wsum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0:
                return n


def no_orgnr():
    while True:
        b = pick("89") + dig(7, False)
        c = 11 - wsum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return b + str(c)


def fi_ytunnus():
    while True:
        b = dig(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = dig(R.randint(6, 12))
    w = [7, 3, 1]
    s = sum(int(x) * w[i % 3] for i, x in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def no_kid():
    b = dig(R.randint(8, 14))
    return b + luhn_digit(b)


def fr_siren():
    b = dig(8)
    return b + luhn_digit(b)


def fr_siret():
    s = fr_siren()
    b = s + "000" + dig(1, True)
    return s, b + luhn_digit(b)


def it_piva():
    b = dig(7, False) + "%03d" % R.choice([1, 15, 37, 58, 63, 100, 108])
    return b + luhn_digit(b)


def es_cif():
    letter = pick("AB")
    b = dig(7, False)
    s_even = int(b[1]) + int(b[3]) + int(b[5])
    s_odd = 0
    for i in (0, 2, 4, 6):
        d = int(b[i]) * 2
        s_odd += d // 10 + d % 10
    c = (10 - (s_even + s_odd) % 10) % 10
    return letter + b + str(c)


def be_enterprise():
    b = "0" + dig(7)
    return "%s.%s.%s" % (b[:4], b[4:7], b[7:]) + "%02d" % (97 - int(b) % 97)


def be_enterprise_plain():
    b = "0" + str(R.randint(2, 9)) + dig(6, False)
    c = 97 - int(b) % 97
    return b + "%02d" % c


def tr_vkn():
    b = dig(9)
    s = 0
    for i in range(9):
        tmp = (int(b[i]) + 9 - i) % 10
        if tmp == 0:
            v = 0
        else:
            v = (tmp * 2 ** (9 - i)) % 9
            if v == 0:
                v = 9
        s += v
    return b + str((10 - s % 10) % 10)


def s10(prefix, country):
    b = dig(8, False)
    s = wsum(b, [8, 6, 4, 2, 3, 5, 9, 7])
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + country


def uuid4():
    h = rs(32, HEXL)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1hex():
    return rs(40, HEXL)


def sha256hex():
    return rs(64, HEXL)


def amazon_order():
    return "%s-%s-%s" % (dig(3), dig(7, False), dig(7, False))


def ups_1z():
    return "1Z" + rs(6, UP + DG) + dig(10, False)


def usps():
    return "9400 " + " ".join(dig(4, False) for _ in range(4)) + " " + dig(2, False)


def pnr():
    return rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


def mac():
    first = "%02X" % (R.randrange(0, 256) & 0xFC)
    return ":".join([first] + [rs(2, HEXU) for _ in range(5)])


def btc_addr():
    payload = b"\x00" + bytes(R.randrange(256) for _ in range(20))
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


def b58(data):
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def btc_wif():
    payload = b"\x80" + bytes(R.randrange(256) for _ in range(32)) + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


def eth_addr():
    return "0x" + rs(40, HEXL)


# ---------------------------------------------------------------------------
# provider tokens (formats from public documentation; values random)
# ---------------------------------------------------------------------------
def gh_pat():
    return "ghp_" + rs(36)


def gh_fine():
    return "github_pat_11" + rs(20, UP + DG) + "_" + rs(59)


def gl_pat():
    return "glpat-" + rs(20, B62 + "-_")


def aws_akid():
    return "AKIA" + rs(16, B32)


def aws_secret():
    return rs(40, B64)


def stripe_sk():
    return "sk_live_51" + rs(22) + rs(74)


def stripe_rk():
    return "rk_live_51" + rs(22) + rs(74)


def slack_bot():
    return "xoxb-%s-%s-%s" % (dig(12), dig(13), rs(24))


def slack_hook():
    return "T0%s/B0%s/%s" % (rs(8, UP + DG), rs(9, UP + DG), rs(24))


def openai_key():
    return "sk-proj-" + rs(74, B62 + "-_") + "T3BlbkFJ" + rs(74, B62 + "-_")


def anthropic_key():
    return "sk-ant-api03-" + rs(93, B64URL) + "AA"


def google_key():
    return "AIza" + rs(35, B64URL)


def sendgrid_key():
    return "SG." + rs(22, B64URL) + "." + rs(43, B64URL)


def npm_token():
    return "npm_" + rs(36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(150, B64URL)


def hf_token():
    return "hf_" + rs(34, UP + LO)


def telegram_token():
    return dig(10) + ":AA" + rs(33, B64URL)


def discord_token():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return base64.b64encode(uid).decode().rstrip("=") + "." + rs(6, B64URL) + "." + rs(38, B64URL)


def twilio_token():
    return rs(32, HEXL)


def twilio_sid():
    return "AC" + rs(32, HEXL)


def mailgun_key():
    return "key-" + rs(32, HEXL)


def do_token():
    return "dop_v1_" + rs(64, HEXL)


def shopify_token():
    return "shpat_" + rs(32, HEXL)


def azure_key():
    return rs(86, B64) + "=="


def jwt(payload):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return h + "." + p + "." + rs(43, B64URL)


def b32_seed(n=32):
    return rs(n, B32)


def openssh_key():
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    lines += [rs(70, B64) for _ in range(3)]
    lines.append(rs(24, B64) + "=")
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_pem():
    lines = ["MIIEowIBAAKCAQEA" + rs(48, B64)]
    lines += [rs(64, B64) for _ in range(5)]
    lines.append(rs(20, B64) + "==")
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def ssh_pub():
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64)


# ---------------------------------------------------------------------------
# human secrets
# ---------------------------------------------------------------------------
EN_WORDS = ["maple", "harbor", "falcon", "cobalt", "juniper", "thistle", "granite", "pepper", "velvet", "orbit",
            "lantern", "meadow", "copper", "walrus", "saffron", "tundra", "biscuit", "marble", "canyon", "pickle",
            "raven", "willow", "ember", "glacier", "pretzel", "sparrow", "quartz", "nutmeg", "badger", "kettle"]
BIP39 = ["abandon", "ability", "absorb", "acid", "actor", "adapt", "advice", "afraid", "agent", "airport", "alarm",
         "album", "alley", "amazing", "anchor", "angle", "ankle", "apple", "arena", "armor", "arrow", "artist",
         "aunt", "autumn", "avocado", "bacon", "balcony", "bamboo", "banner", "barrel", "basket", "beach", "bicycle",
         "blanket", "bridge", "brisk", "bronze", "bubble", "cabin", "cactus", "camera", "canal", "candy", "carbon",
         "castle", "cereal", "chalk", "cherry", "chimney", "cinnamon", "clever", "coconut", "comic", "coral",
         "cousin", "crater", "cricket", "crystal", "cushion", "dance", "dentist", "desert", "diamond", "dinosaur",
         "dolphin", "donkey", "dragon", "eagle", "eclipse", "elbow", "embark", "engine", "envelope", "fabric",
         "falcon", "fantasy", "feather", "festival", "fiber", "flamingo", "forest", "fossil", "galaxy", "garlic",
         "giraffe", "glove", "gorilla", "guitar", "hammer", "harbor", "hazard", "helmet", "hockey", "honey",
         "horizon", "igloo", "insect", "island", "ivory", "jacket", "jaguar", "jungle", "kangaroo", "kitchen",
         "ladder", "lemon", "leopard", "lizard", "lobster", "magnet", "mango", "marble", "meadow", "melody",
         "monkey", "mountain", "mushroom", "napkin", "noodle", "ocean", "olive", "orbit", "oyster", "panda",
         "parrot", "peanut", "pepper", "piano", "pilot", "planet", "pumpkin", "puzzle", "rabbit", "radar",
         "rocket", "saddle", "salmon", "satoshi", "scatter", "shadow", "sketch", "spider", "squirrel", "sunset",
         "tiger", "tomato", "tornado", "trumpet", "tunnel", "turtle", "umbrella", "unicorn", "valley", "velvet",
         "violin", "volcano", "walnut", "whale", "window", "wizard", "zebra"]


def pw_human(words=EN_WORDS, year=True):
    w = pick(words)
    w = w[0].upper() + w[1:]
    sym = pick("!@#$%&*?.")
    num = str(R.randint(1970, 2009)) if year and R.random() < 0.5 else dig(R.randint(2, 3), False)
    style = R.randint(0, 2)
    if style == 0:
        return w + num + sym
    if style == 1:
        return w + sym + num
    return sym + w + num


def pw_random(n=16):
    alph = B62 + "!@#$%^&*-_+=?"
    while True:
        s = rs(n, alph)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c in "!@#$%^&*-_+=?" for c in s):
            return s


def pw_alnum(n=14):
    while True:
        s = rs(n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def passphrase(k=4, sep="-", words=EN_WORDS):
    return sep.join(R.sample(words, k))


def seed_phrase(k=12):
    return " ".join(R.sample(BIP39, k))


def pin(n=4):
    while True:
        s = dig(n, False)
        if len(set(s)) > 1:
            return s


def otp(n=6):
    return dig(n, False)


def gh_recovery():
    return rs(5, HEXL) + "-" + rs(5, HEXL)


def mpesa_code():
    return pick("ST") + rs(9, UP + DG)


def wifi_pw():
    return pw_alnum(R.randint(10, 14))


# --- more helpers used by the cases ---------------------------------------------
def au_abn():
    while True:
        tail = dig(9, False)
        for first in range(10, 100):
            n = str(first) + tail
            ds = [int(x) for x in n]
            ds[0] -= 1
            if sum(d * w for d, w in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
                return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def onepassword_secret_key():
    a = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
    return "A3-" + "-".join(rs(k, a) for k in (6, 6, 5, 5, 5, 5, 5))


def de_ausweis():
    alph = "CFGHJKLMNPRTVWXYZ0123456789"
    body = pick("LMNPRTVWXYZ") + rs(8, alph)
    w = [7, 3, 1]
    c = sum(int(ch, 36) * w[i % 3] for i, ch in enumerate(body)) % 10
    return body + str(c)


def us_phone(paren=True):
    a, b, c = R.randint(201, 989), R.randint(201, 989), R.randint(0, 9999)
    return "(%d) %d-%04d" % (a, b, c) if paren else "+1 %d %d %04d" % (a, b, c)


def fr_phone():
    return "0" + pick("1234567") + " " + " ".join(dig(2, False) for _ in range(4))


def wg_key():
    return rs(42, B64) + pick("AEIMQUYcgkosw048") + "="


def md5_fp():
    return ":".join(rs(2, HEXL) for _ in range(16))


def steam_code():
    return rs(5, "23456789BCDFGHJKMNPQRTVWXY")


def gapp_pw():
    return " ".join(rs(4, LO) for _ in range(4))


def spell_digits(s, words=("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")):
    return ", ".join(words[int(ch)] for ch in s)


def money(lo, hi, cents=True):
    v = R.randint(lo * 100, hi * 100) / 100.0
    if cents:
        return "{:,.2f}".format(v)
    return "{:,}".format(int(v))


# ---------------------------------------------------------------------------
# case framework
# ---------------------------------------------------------------------------
CASE_DEFS = []


def case(slug, lang, note):
    def deco(fn):
        CASE_DEFS.append((slug, lang, note, fn))
        return fn
    return deco


def X(text, s=None, l=None, n=None):
    return text, dict(s or {}), dict(l or {}), dict(n or {})


# ===========================================================================
# ENGLISH - positive cases
# ===========================================================================
@case("env-openai-postgres", "en", "OpenAI project key and the user:password part of a Postgres URL in a pasted .env; short commit hash is a look-alike")
def _():
    return X("""Can you help me figure out why my Flask app can't reach the database after deploy? Here's the .env on the server:

FLASK_ENV=production
OPENAI_API_KEY=⟦oai⟧
DATABASE_URL=postgresql://⟦cred⟧@db-main.⟦host⟧.internal:5432/orders
REDIS_URL=redis://localhost:6379/0

It broke right after I deployed commit ⟦commit⟧.""",
             s=dict(oai=openai_key(), cred="orders_app:" + pw_alnum(20)),
             l=dict(commit=rs(7, HEXL)),
             n=dict(host=pick(EN_WORDS)))


@case("git-remote-classic-pat", "en", "GitHub classic PAT embedded in a git remote URL; the full commit SHA is a look-alike")
def _():
    return X("""git push keeps asking me for a password even though I put the token in the remote:

git remote set-url origin https://⟦tok⟧@github.com/northwind-labs/billing-service.git

git log shows HEAD at ⟦sha⟧ and I'm on main. What am I doing wrong?""",
             s=dict(tok=gh_pat()), l=dict(sha=sha1hex()))


@case("aws-credentials-vs-docs-example", "en", "real AWS key pair in ~/.aws/credentials next to the documentation example pair (look-alikes)")
def _():
    return X("""I first pasted the example from the AWS docs into ~/.aws/credentials (⟦dak⟧ / ⟦dsk⟧), which obviously failed. Now I've put my own keys in:

[default]
aws_access_key_id = ⟦ak⟧
aws_secret_access_key = ⟦sk⟧
region = eu-west-1

but `aws s3 ls` still says InvalidAccessKeyId. Is something cached somewhere?""",
             s=dict(ak=aws_akid(), sk=aws_secret()),
             l=dict(dak="AKIAIOSFODNN7EXAMPLE", dsk="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))


@case("stripe-live-key-vs-test", "en", "Stripe live secret key in code; Stripe's public docs test key, a test card and a customer id are look-alikes")
def _():
    return X("""In test mode everything works with the docs key ⟦tk⟧ and the card ⟦tc⟧. As soon as I switch to my live key I get "No such customer":

import stripe
stripe.api_key = "⟦sk⟧"
cust = stripe.Customer.retrieve("⟦cus⟧")

Is it because that customer was created in test mode?""",
             s=dict(sk=stripe_sk()),
             l=dict(tk="sk_test_4eC39HqLyjWDarjtT1zdp7dc", tc="4242 4242 4242 4242", cus="cus_" + rs(14)))


@case("slack-bot-token-yaml", "en", "Slack bot token and signing secret in YAML; the channel id is a look-alike")
def _():
    return X("""My bot doesn't post anything. config.yaml:

slack:
  bot_token: ⟦tok⟧
  signing_secret: ⟦sig⟧
  channel: ⟦chan⟧
  username: deploy-bot

The channel ID is right, I copied it from the channel details.""",
             s=dict(tok=slack_bot(), sig=rs(32, HEXL)), l=dict(chan="C0" + rs(9, UP + DG)))


@case("card-hotel-booking", "en", "card number, expiry and security code typed for a booking; the booking reference is a look-alike")
def _():
    return X("""The hotel site keeps rejecting my card, can you see if I'm typing something wrong? Name: Daniel Okafor, card ⟦cc⟧, exp ⟦exp⟧, security code ⟦cvc⟧, billing zip 60614. The page shows booking reference ⟦ref⟧.""",
             s=dict(cc=fmt_card(card("visa")), exp=expiry(), cvc=cvc()), l=dict(ref="BK" + dig(8)))


@case("uk-account-sort-code", "en", "UK account number is a secret; the bank's sort code and the payee reference are look-alikes")
def _():
    return X("""Filling in the standing order form my letting agent sent. My account number is ⟦acc⟧, sort code ⟦sc⟧ (Nationwide). They want the reference ⟦ref⟧ on every payment - does that go in the "payee reference" box?""",
             s=dict(acc=dig(8, False)), l=dict(sc="07-%s-%s" % (dig(2), dig(2)), ref="RENT-" + dig(5)))


@case("us-direct-deposit", "en", "checking account number is a secret; ABA routing number (check digit computed) and employer EIN are look-alikes")
def _():
    return X("""Doing direct deposit at my new job. Routing ⟦rt⟧, checking account ⟦acc⟧. The form also has a box for the employer's EIN, which is ⟦ein⟧ on the offer letter - do I fill that in or does HR?""",
             s=dict(acc=dig(10, False)), l=dict(rt=aba_routing(), ein="%s-%s" % (dig(2), dig(7, False))))


@case("ssn-joint-filing", "en", "own and spouse's SSNs (entrusted) are secrets; employer EIN is a look-alike")
def _():
    return X("""We're filing jointly for the first time. My SSN is ⟦s1⟧ and my wife's is ⟦s2⟧. The employer EIN on my W-2 is ⟦ein⟧. Should we both adjust our W-4 withholding or just one of us?""",
             s=dict(s1=us_ssn(), s2=us_ssn()), l=dict(ein="%s-%s" % (dig(2), dig(7, False))))


@case("passport-esta", "en", "passport number is a secret; flight number and airline booking code (PNR) are look-alikes")
def _():
    return X("""For the ESTA application, can you check my details look right? Passport number ⟦pp⟧, issued 12 May 2021, expires 12 May 2031. I fly ⟦flt⟧ on the 14th, booking code ⟦pnr⟧.""",
             s=dict(pp=dig(9, False)), l=dict(flt="BA " + str(R.randint(100, 299)), pnr=pnr()))


@case("drivers-license-rental", "en", "California driver's license number is a secret; rental reservation number is a look-alike")
def _():
    return X("""The rental company wants my license details before pickup. California DL ⟦dl⟧, expires 03/14/2028, reservation number ⟦res⟧. Do they normally need the license number this early?""",
             s=dict(dl=pick(UP) + dig(7, False)), l=dict(res=dig(10, False)))


@case("wifi-guest-card", "en", "Wi-Fi password for a printable guest card; router serial number is a look-alike")
def _():
    return X("""Can you make a cute little printable card for guests? Network: ⟦ssid⟧, password: ⟦wifi⟧. The router is a TP-Link Archer AX55 (serial ⟦sn⟧) if that matters for making a QR code.""",
             s=dict(wifi=wifi_pw()), l=dict(sn=dig(4, False) + rs(9, UP + DG)), n=dict(ssid="Hartley_5G"))


@case("airbnb-door-and-lockbox", "en", "building door code and lockbox code entrusted to a host message; the Airbnb confirmation code is a look-alike")
def _():
    return X("""Write a friendly check-in message for my Airbnb guests. The street door code is ⟦door⟧, the keys are in the black lockbox left of the mailboxes, lockbox code ⟦lb⟧. Apartment 3B, third floor, no elevator. Their confirmation code is ⟦conf⟧ and they arrive after 3pm.""",
             s=dict(door=pin(4), lb=pin(4)), l=dict(conf="HM" + rs(8, UP + DG)))


@case("alarm-and-garage-for-neighbor", "en", "alarm panel code and garage keypad code for a cat-sitter; the vet's phone number is a look-alike")
def _():
    return X("""Our neighbor is feeding the cats while we're away. Help me write her a note: alarm panel code is ⟦alarm⟧ (she has 30 seconds after opening the door), the garage keypad is ⟦garage⟧, and the emergency vet is ⟦vet⟧.""",
             s=dict(alarm=pin(4), garage=pin(6)), l=dict(vet=us_phone()))


@case("sms-verification-code", "en", "a pasted SMS verification code is a secret; the SMS short code is a look-alike")
def _():
    return X("""I got this text and I'm not sure it's legit, I didn't try to log in:

"Your Coinbase verification code is ⟦code⟧. Don't share this code with anyone. Reply STOP to ⟦short⟧ to opt out."

Should I be worried?""",
             s=dict(code=otp(6)), l=dict(short=dig(5)))


@case("github-recovery-codes", "en", "three GitHub 2FA recovery codes")
def _():
    return X("""I'm moving my GitHub recovery codes into my notes app. Can you format these as a checklist so I can tick them off when I use one?

⟦r1⟧
⟦r2⟧
⟦r3⟧""",
             s=dict(r1=gh_recovery(), r2=gh_recovery(), r3=gh_recovery()))


@case("otpauth-uri-totp-seed", "en", "TOTP seed inside an otpauth URI")
def _():
    return X("""The QR code for our company VPN won't scan on my phone, but IT also sent me this link. How do I add it to Google Authenticator by hand?

otpauth://totp/Acme%20VPN:m.chen?secret=⟦seed⟧&issuer=Acme%20VPN&period=30""",
             s=dict(seed=b32_seed(32)))


@case("seed-phrase-restore", "en", "12-word wallet recovery phrase (BIP39 words; checksum word not computed); the public address is a look-alike")
def _():
    return X("""Is this a valid 12-word phrase? I wrote it on paper years ago and want to restore my wallet: ⟦seed⟧. The address I'm expecting to see afterwards is ⟦addr⟧.""",
             s=dict(seed=seed_phrase(12)), l=dict(addr=eth_addr()))


@case("openssh-private-key", "en", "OpenSSH private key block; the public key fingerprint is a look-alike")
def _():
    return X("""Why does ssh say "invalid format"? This is the key file I'm using:

⟦key⟧

The server shows ⟦fp⟧ for my public key, which matches what I uploaded.""",
             s=dict(key=openssh_key()), l=dict(fp="SHA256:" + rs(43, B64)))


@case("security-question-answers", "en", "answers to bank security questions")
def _():
    return X("""Setting up security questions for my bank. Can you make me a silly mnemonic so I remember them? First pet: ⟦pet⟧. Mother's maiden name: ⟦maiden⟧.""",
             s=dict(pet=pick(["Pickles", "Mr. Whiskers", "Biscuit", "Noodle", "Captain"]),
                    maiden=pick(["Vasquez", "Okonkwo", "Lindqvist", "Haverford", "Brennan"])))


@case("password-corrected-multi", "en", "multi-message: a password, then its corrected form")
def _():
    w = pick(EN_WORDS)
    num = dig(3, False)
    sym = pick("!?#")
    good = w[0].upper() + w[1:] + num + sym
    bad = w + num + sym
    return X("""Can you remind me later that my new Netflix password is ⟦bad⟧
---
ugh, typo. it's ⟦good⟧ with a capital at the start
---
and the account email is the gmail one, not work""",
             s=dict(bad=bad, good=good))


@case("sendgrid-key-in-parts-multi", "en", "multi-message: a SendGrid API key pasted in two parts (both parts are secrets)")
def _():
    k = sendgrid_key()
    return X("""I'm going to paste our SendGrid key in two parts because the chat app keeps cutting it off
---
first part: ⟦k1⟧
---
second part: ⟦k2⟧
---
now can you write the curl command to send a test mail to ops@brightline.io?""",
             s=dict(k1=k[:34], k2=k[34:]))


@case("mongodb-srv-uri", "en", "credentials of a MongoDB SRV URI; the cluster host is a look-alike")
def _():
    return X("""Mongoose times out with this URI:

mongodb+srv://⟦cred⟧@⟦host⟧/inventory?retryWrites=true&w=majority

Atlas says the cluster is healthy and my IP allowlist has 0.0.0.0/0.""",
             s=dict(cred="inv_admin:" + pw_alnum(16)), l=dict(host="cluster0." + rs(5, LO + DG) + ".mongodb.net"))


@case("redis-url-noauth", "en", "password in a redis:// URL; the managed Redis host name is a look-alike")
def _():
    return X("""Sidekiq can't authenticate. REDIS_URL=redis://:⟦pw⟧@⟦host⟧:6379/2 and the error is NOAUTH Authentication required. Do I need a username with Redis 6 ACLs?""",
             s=dict(pw=pw_alnum(24)),
             l=dict(host="redis-%s.c%s.us-east-1-2.ec2.redns.redis-cloud.com" % (dig(5), dig(3))))


@case("docker-compose-postgres-password", "en", "POSTGRES_PASSWORD in docker-compose; the image version tag is a look-alike")
def _():
    return X("""services:
  db:
    image: postgres:⟦ver⟧
    environment:
      POSTGRES_USER: wiki
      POSTGRES_PASSWORD: ⟦pw⟧
      POSTGRES_DB: wiki
  app:
    image: ghcr.io/requarks/wiki:2
    depends_on: [db]

The app container logs "password authentication failed for user wiki". Any idea?""",
             s=dict(pw=pw_alnum(16)), l=dict(ver="16.%d-alpine3.%d" % (R.randint(1, 4), R.randint(18, 20))))


@case("k8s-secret-base64", "en", "base64-encoded password in a Kubernetes Secret is a secret; the base64 user name is neutral")
def _():
    p = pw_random(14)
    return X("""Is this how you're supposed to make a k8s secret? I base64'd the values myself:

apiVersion: v1
kind: Secret
metadata:
  name: smtp-creds
type: Opaque
data:
  username: ⟦u64⟧
  password: ⟦p64⟧""",
             s=dict(p64=base64.b64encode(p.encode()).decode()),
             n=dict(u64=base64.b64encode(b"mailer@reliant-tools.com").decode()))


@case("curl-bearer-jwt", "en", "JWT bearer token in a curl command; the request id UUID is a look-alike")
def _():
    t = jwt({"sub": dig(6), "email": "k.ito@harborview.dev", "iat": 1731900000 + R.randint(0, 99999),
             "exp": 1732000000 + R.randint(0, 99999)})
    return X("""This returns 401 even though I just got the token:

curl -H "Authorization: Bearer ⟦jwt⟧" -H "X-Request-ID: ⟦rid⟧" https://api.harborview.dev/v2/me""",
             s=dict(jwt=t), l=dict(rid=uuid4()))


@case("session-cookie-scraper", "en", "Django session id cookie is a secret; the Google Analytics cookie value is a look-alike")
def _():
    return X("""I copied the cookies from devtools for my scraper script. Is this the right header format?

Cookie: _ga=⟦ga⟧; sessionid=⟦sid⟧; theme=dark""",
             s=dict(sid=rs(32, LO + DG)), l=dict(ga="GA1.2.%s.%s" % (dig(10), "17" + dig(8, False))))


@case("google-maps-api-key", "en", "Google Maps API key in a script tag; GCP project id is a look-alike")
def _():
    return X("""<script src="https://maps.googleapis.com/maps/api/js?key=⟦gk⟧&callback=initMap" async></script>

The map shows "For development purposes only" even though billing is on for project ⟦proj⟧. What am I missing?""",
             s=dict(gk=google_key()), l=dict(proj="storefinder-prod-" + dig(6)))


@case("twilio-auth-token", "en", "Twilio auth token (account SID neutral); both phone numbers are look-alikes")
def _():
    return X("""from twilio.rest import Client

client = Client("⟦sid⟧", "⟦tok⟧")
msg = client.messages.create(to="⟦to⟧", from_="⟦frm⟧", body="Your table is ready")

Error 21608, something about unverified numbers. I'm still on the trial.""",
             s=dict(tok=twilio_token()), l=dict(to="+1" + dig(10), frm="+1" + dig(10)), n=dict(sid=twilio_sid()))


@case("npmrc-auth-token", "en", "npm automation token in .npmrc; CI job number is a look-alike")
def _():
    return X("""CI fails on npm install for our private scoped package. .npmrc in the repo:

@acme:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=⟦tok⟧

Locally it works. The failing job is #⟦job⟧.""",
             s=dict(tok=npm_token()), l=dict(job=dig(7)))


@case("discord-token-revoked", "en", "a Discord bot token the user says is already reset (still a secret); commit SHA is a look-alike")
def _():
    return X("""I accidentally pushed my Discord bot token to a public repo: ⟦tok⟧

I already reset it in the developer portal. Do I still need to rewrite the git history? It was in commit ⟦sha⟧.""",
             s=dict(tok=discord_token()), l=dict(sha=sha1hex()))


@case("anthropic-key-traceback", "en", "Anthropic API key in a pasted traceback; API request id is a look-alike")
def _():
    return X("""Traceback (most recent call last):
  File "agent.py", line 41, in <module>
    client = Anthropic(api_key="⟦key⟧")
  File "agent.py", line 58, in run
    resp = client.messages.create(**params)
anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}, 'request_id': '⟦rid⟧'}

why 401, the key is new""",
             s=dict(key=anthropic_key()), l=dict(rid="req_" + rs(24)))


@case("azure-storage-connection", "en", "AccountKey value of an Azure storage connection string (account name neutral)")
def _():
    return X("""DefaultEndpointsProtocol=https;AccountName=⟦acct⟧;AccountKey=⟦key⟧;EndpointSuffix=core.windows.net

That's straight from the portal, but BlobServiceClient.from_connection_string throws "Server failed to authenticate the request".""",
             s=dict(key=azure_key()), n=dict(acct="stmedia" + rs(6, LO + DG)))


@case("eth-private-key-vs-tx-hash", "en", "Ethereum private key (64 hex) is a secret; a 64-hex transaction hash is a look-alike")
def _():
    return X("""I exported my MetaMask private key to import it into Rabby: ⟦pk⟧

But transaction ⟦tx⟧ isn't showing in Rabby's history. Is it even the same account?""",
             s=dict(pk=rs(64, HEXL)), l=dict(tx="0x" + rs(64, HEXL)))


@case("btc-paper-wallet-wif", "en", "Bitcoin WIF private key (Base58Check computed) is a secret; the P2PKH address (Base58Check computed) is a look-alike")
def _():
    return X("""Sweeping an old paper wallet. The private key printed on it is ⟦wif⟧ and the address is ⟦addr⟧. Electrum accepts the key but shows a zero balance - did I pick the wrong script type?""",
             s=dict(wif=btc_wif()), l=dict(addr=btc_addr()))


@case("health-insurance-appeal", "en", "health insurance member id is a secret; the claim number is a look-alike")
def _():
    return X("""Can you help me write an appeal for a denied claim? Member ID ⟦mid⟧, group number 0084471, claim number ⟦claim⟧, date of service 09/23/2024, provider Lakeside Orthopedics.""",
             s=dict(mid=pick(["XEH", "JQU", "YRL"]) + dig(9, False)), l=dict(claim=dig(13, False)))


@case("medicare-mbi-for-father", "en", "Medicare Beneficiary Identifier entrusted by a parent")
def _():
    return X("""My dad asked me to call Medicare for him about his Part D plan. His MBI is ⟦mbi⟧, born 4/11/1949. What will they ask me first, and do I need him on the line?""",
             s=dict(mbi=us_mbi()))


@case("uk-nino-vs-example", "en", "UK National Insurance number is a secret; HMRC's well-known QQ example is a look-alike")
def _():
    a, b, c = uk_nino()
    return X("""The HMRC form wants my National Insurance number. Their guidance shows ⟦ex⟧ as the example; mine is ⟦nino⟧. Do I type the spaces or not?""",
             s=dict(nino="%s %s %s %s %s" % (a, b[:2], b[2:4], b[4:], c)), l=dict(ex="QQ 12 34 56 C"))


@case("nhs-number-gp-registration", "en", "NHS number (mod-11 check computed) is a secret; the practice ODS code is a look-alike")
def _():
    n = uk_nhs()
    return X("""GP registration form asks for my NHS number: ⟦nhs⟧. The new surgery's practice code is ⟦ods⟧. Where do I find the name of my previous GP practice?""",
             s=dict(nhs="%s %s %s" % (n[:3], n[3:6], n[6:])), l=dict(ods=pick("ABCFGHJKLMNP") + dig(5, False)))


@case("canada-sin-email", "en", "Canadian SIN (Luhn computed); job posting number is a look-alike")
def _():
    n = ca_sin()
    return X("""For my first job in Canada, HR wants my SIN by email. It's ⟦sin⟧. The posting I applied to was ⟦post⟧. Is it safe to just email it?""",
             s=dict(sin="%s %s %s" % (n[:3], n[3:6], n[6:])), l=dict(post="REQ-" + dig(6)))


@case("au-tfn-medicare", "en", "Australian TFN and Medicare card number (checks computed); employer ABN (check computed) is a look-alike")
def _():
    t = au_tfn()
    m = au_medicare()
    return X("""Starting at Woolies next week. My TFN is ⟦tfn⟧ and my Medicare card number is ⟦mc⟧ (I'm number 2 on the card). The ABN on my contract is ⟦abn⟧ - is that the store or head office?""",
             s=dict(tfn="%s %s %s" % (t[:3], t[3:6], t[6:]), mc="%s %s %s" % (m[:4], m[4:9], m[9])),
             l=dict(abn=au_abn()))


@case("india-upi-pin-double-debit", "en", "Indian account number and UPI PIN are secrets; IFSC and UTR are look-alikes")
def _():
    return X("""My HDFC account ⟦acc⟧ (IFSC ⟦ifsc⟧) got debited twice for the same electricity bill. I think my cousin saw me enter my UPI PIN ⟦upi⟧ at the shop - should I change it? The UTR for the second debit is ⟦utr⟧.""",
             s=dict(acc="50100" + dig(9, False), upi=pin(6)), l=dict(ifsc="HDFC000" + dig(4), utr=dig(12)))


@case("nigeria-bvn-nin", "en", "Nigerian BVN and NUBAN account number")
def _():
    return X("""Opening a Kuda account. They asked for my BVN ⟦bvn⟧ and my GTBank account ⟦nuban⟧ for the first transfer, and now they want my NIN too. Is it normal for a bank app to need both BVN and NIN?""",
             s=dict(bvn="22" + dig(9, False), nuban="0" + dig(9, False)))


@case("za-id-efiling", "en", "South African ID number (Luhn computed) and income tax reference are secrets; the assessment reference is a look-alike")
def _():
    return X("""SARS eFiling keeps rejecting my registration. ID number ⟦id⟧, income tax reference ⟦tax⟧. The letter they sent has reference ⟦ref⟧ at the top. What should I try?""",
             s=dict(id=za_id(), tax=pick("0123") + dig(9, False)), l=dict(ref="SARS-" + dig(9)))


@case("office-safe-combination", "en", "safe combination in a handover note; the safe model number is a look-alike")
def _():
    return X("""I'm leaving the company on Friday. Write a short handover note for my replacement: the petty cash safe under the reception desk is a Sentry ⟦model⟧, combination ⟦combo⟧, and the float should always be $200.""",
             s=dict(combo="%02d-%02d-%02d" % (R.randint(1, 59), R.randint(1, 59), R.randint(1, 59))),
             l=dict(model="SFW%d%sTB" % (R.choice([123, 205, 182]), pick("EG"))))


@case("router-admin-password", "en", "router admin password; WAN MAC address and serial number are look-alikes")
def _():
    return X("""Router admin login is admin / ⟦pw⟧ (I changed it from the default). The WAN MAC on the status page is ⟦mac⟧ and the serial is ⟦sn⟧. How do I forward port 32400 for Plex?""",
             s=dict(pw=pw_human()), l=dict(mac=mac(), sn=rs(3, UP) + dig(9, False)))


@case("browser-password-csv", "en", "two passwords in a browser password export")
def _():
    return X("""I exported my passwords from Chrome, can you turn this into a table sorted by site?

name,url,username,password
netflix.com,https://www.netflix.com/login,sam.ortiz@gmail.com,⟦p1⟧
steampowered.com,https://store.steampowered.com,sortiz_gg,⟦p2⟧""",
             s=dict(p1=pw_human(), p2=passphrase(3, "_")))


@case("mysql-password-on-command-line", "en", "MySQL password given on the command line")
def _():
    return X("""I ran this and it worked, but my coworker says it's bad practice. Why?

mysql -h 10.0.4.17 -u root -p'⟦pw⟧' analytics < dump_2024_11_03.sql""",
             s=dict(pw=pw_random(15)))


@case("basic-auth-in-access-log", "en", "HTTP Basic credentials (base64 of user:password) in a log line; the trace id is a look-alike")
def _():
    cred = base64.b64encode(("svc-report:" + pw_alnum(14)).encode()).decode()
    return X("""Why does the upstream reject this? From our proxy log:

10.2.0.8 - - [18/Nov/2024:10:41:07 +0000] "GET /admin/export HTTP/1.1" 401 182 "-" "curl/8.4.0" auth="Basic ⟦b64⟧" trace=⟦trace⟧""",
             s=dict(b64=cred), l=dict(trace=rs(32, HEXL)))


@case("gitlab-ci-private-token", "en", "GitLab personal access token in .gitlab-ci.yml; the pipeline id is a look-alike")
def _():
    return X(""".gitlab-ci.yml:

release:
  stage: deploy
  script:
    - 'curl --header "PRIVATE-TOKEN: ⟦tok⟧" --data name=v1.4 "https://gitlab.com/api/v4/projects/48213377/releases"'

Pipeline #⟦pipe⟧ fails with 404 on that call. The project exists.""",
             s=dict(tok=gl_pat()), l=dict(pipe=dig(10)))


@case("monzo-pin-atm", "en", "card PIN is a secret; the masked card number is a look-alike")
def _():
    return X("""My card got declined at the ATM three times and I'm sure the PIN is ⟦pin⟧. The app shows the card as ⟦masked⟧. Is it blocked now and how long until I can try again?""",
             s=dict(pin=pin(4)), l=dict(masked="**** " + dig(4)))


@case("carrier-port-out-pin", "en", "carrier account number and number-transfer PIN are secrets; the phone's IMEI (Luhn computed) is a look-alike")
def _():
    return X("""Switching from T-Mobile to Mint. T-Mobile gave me the number transfer PIN ⟦tpin⟧, my account number is ⟦acct⟧. Is my phone compatible? IMEI ⟦imei⟧, it's an unlocked Pixel 7.""",
             s=dict(tpin=pin(6), acct=dig(9)), l=dict(imei=imei()))


@case("belgian-iban-salary", "en", "own Belgian IBAN (mod 97 and national check computed); the bank BIC and the employer VAT number are look-alikes")
def _():
    return X("""My new employer in Brussels needs my bank details for salary. IBAN ⟦iban⟧, BIC ⟦bic⟧. The VAT number on my contract is ⟦vat⟧ - is that the same as their company number?""",
             s=dict(iban=grp4(iban_be())), l=dict(bic="GEBABEBB", vat="BE" + be_enterprise_plain()))


@case("google-backup-codes", "en", "two Google backup codes")
def _():
    codes = [dig(8) for _ in range(2)]
    return X("""These are the only Google backup codes from my drawer that aren't crossed out yet: ⟦b1⟧ and ⟦b2⟧. If I generate new ones, do these stop working?""",
             s=dict(b1=codes[0][:4] + " " + codes[0][4:], b2=codes[1][:4] + " " + codes[1][4:]))


@case("wifi-announced-next-message-multi", "en", "multi-message: Wi-Fi password announced, then given alone in the next message")
def _():
    return X("""I'll give you my home wifi so you can put it in the house manual you're writing for the sitter
---
⟦pw⟧
---
network name is ⟦ssid⟧, the 5GHz one""",
             s=dict(pw=wifi_pw()), n=dict(ssid="Lindgren-Home"))


@case("card-split-across-messages-multi", "en", "multi-message: card number in two halves, then expiry and CVV; ferry reservation number is a look-alike")
def _():
    c = card("mc")
    return X("""booking the ferry, card number first half: ⟦c1⟧
---
second half ⟦c2⟧ exp ⟦exp⟧ cvv ⟦cvc⟧
---
reservation number on the page is ⟦res⟧. what's the latest check-in time for cars?""",
             s=dict(c1=c[:4] + " " + c[4:8], c2=c[8:12] + " " + c[12:], exp=expiry(), cvc=cvc()),
             l=dict(res="FRY" + dig(7)))


@case("it-temporary-password-email", "en", "temporary password from a pasted IT e-mail; the incident ticket is a look-alike")
def _():
    return X("""Got this from IT:

> Hi Priya, your account has been reset. Temporary password: ⟦tmp⟧
> You will be asked to change it at first login.
> Ticket: ⟦ticket⟧

What makes a good new password that I can actually remember?""",
             s=dict(tmp=pw_alnum(12)), l=dict(ticket="INC" + dig(7)))


@case("1password-emergency-kit", "en", "1Password Secret Key and master password")
def _():
    return X("""I'm filling in the 1Password emergency kit for my wife in case something happens to me. Secret Key: ⟦sk⟧, master password: ⟦mp⟧. Where's a sensible place to keep the printout?""",
             s=dict(sk=onepassword_secret_key(), mp=passphrase(4, "-")))


@case("wireguard-private-key", "en", "WireGuard interface private key is a secret; the peer public key (same format) is a look-alike")
def _():
    return X("""[Interface]
PrivateKey = ⟦priv⟧
Address = 10.8.0.3/32
DNS = 1.1.1.1

[Peer]
PublicKey = ⟦pub⟧
Endpoint = vpn.kestrel-home.net:51820
AllowedIPs = 0.0.0.0/0

the handshake never completes, what should I check first?""",
             s=dict(priv=wg_key()), l=dict(pub=wg_key()))


@case("home-assistant-secrets-yaml", "en", "Wi-Fi password and alarm code in Home Assistant secrets.yaml")
def _():
    return X("""My Home Assistant secrets.yaml, is this structured right?

wifi_ssid: "Brookside"
wifi_password: "⟦wifi⟧"
alarm_code: "⟦alarm⟧"
mqtt_broker: core-mosquitto
latitude: 45.52
longitude: -122.68""",
             s=dict(wifi=wifi_pw(), alarm=pin(6)))


@case("gmail-app-password", "en", "Gmail app password (four groups of four letters)")
def _():
    return X("""My Python script can't send mail through Gmail, SMTP says 535 Username and Password not accepted. I'm using the app password Google gave me: ⟦ap⟧. Do I keep the spaces?""",
             s=dict(ap=gapp_pw()))


@case("pin-spelled-out", "en", "bank card PIN spelled out in words")
def _():
    return X("""I use voice dictation for everything, sorry if this comes out weird. Please remember for me that my bank card PIN is ⟦pin⟧ and the branch on Elm Street opens at nine on Saturdays.""",
             s=dict(pin=spell_digits(pin(4))))


@case("mailgun-key-env", "en", "Mailgun API key in .env; the Mailgun sandbox domain is a look-alike")
def _():
    return X("""MAILGUN_API_KEY=⟦key⟧
MAILGUN_DOMAIN=⟦dom⟧
MAIL_FROM=noreply@pinecrest-dental.com

Mail only arrives to my own address. Is that a sandbox restriction?""",
             s=dict(key=mailgun_key()), l=dict(dom="sandbox" + rs(32, HEXL) + ".mailgun.org"))


@case("slack-webhook-path", "en", "secret path of a Slack incoming webhook URL")
def _():
    return X("""Our Grafana alerts stopped posting to Slack. Contact point URL is https://hooks.slack.com/services/⟦hook⟧ - do these expire when the person who created them leaves?""",
             s=dict(hook=slack_hook()))


@case("rsa-private-key-cert-serial", "en", "RSA private key PEM is a secret; the certificate serial number is a look-alike")
def _():
    return X("""nginx says "key values mismatch" when I load my cert. This is the key:

⟦key⟧

and openssl x509 -serial gives serial=⟦serial⟧ for the cert. How do I check they belong together?""",
             s=dict(key=rsa_pem()), l=dict(serial=rs(32, HEXU)))


# ===========================================================================
# ENGLISH - negative cases (look-alikes only)
# ===========================================================================
@case("famous-example-passwords", "en", "negative: famous example passwords discussed as examples")
def _():
    return X("""For my security awareness slides: why do passwords like ⟦p1⟧, ⟦p2⟧ and ⟦p3⟧ still top every breach list? And is ⟦p4⟧ really stronger than ⟦p5⟧ like the xkcd comic says, or is that advice outdated now?""",
             l=dict(p1="123456", p2="password123", p3="qwerty", p4="correct horse battery staple", p5="Tr0ub4dor&3"))


@case("stripe-test-cards-qa", "en", "negative: Stripe's documented test card numbers")
def _():
    return X("""Writing QA docs for checkout. Our flow should decline ⟦c1⟧ (insufficient funds), trigger 3D Secure on ⟦c2⟧, and succeed with ⟦c3⟧. Any future expiry date and any CVC work for these, right?""",
             l=dict(c1="4000 0000 0000 9995", c2="4000 0025 0000 3155", c3="4242 4242 4242 4242"))


@case("jwt-io-sample-token", "en", "negative: the jwt.io sample token and its sample secret")
def _():
    return X("""The tutorial uses ⟦jwt⟧ as its sample token. When I paste it into jwt.io, the signature shows as verified with ⟦sec⟧. Why does that secret work - is it hardcoded somewhere?""",
             l=dict(jwt="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
                    sec="your-256-bit-secret"))


@case("amazon-order-ups-tracking", "en", "negative: order number, UPS tracking number and the last four digits of a card")
def _():
    return X("""My Amazon order ⟦order⟧ says delivered but nothing arrived. UPS tracking is ⟦ups⟧. The chat agent asked which card I paid with - it's the Visa ending in ⟦last4⟧. What should I say to get a refund rather than a replacement?""",
             l=dict(order=amazon_order(), ups=ups_1z(), last4=dig(4)))


@case("release-checksum-mismatch", "en", "negative: version string, SHA-256 checksum and commit hash")
def _():
    return X("""The release notes for ⟦ver⟧ list SHA-256 ⟦sha⟧ for the Linux tarball, but sha256sum gives me something different. The tag points at commit ⟦commit⟧. Did they re-tag the release?""",
             l=dict(ver="v%d.%d.%d" % (R.randint(1, 4), R.randint(0, 30), R.randint(0, 15)), sha=sha256hex(), commit=sha1hex()))


@case("env-example-placeholders", "en", "negative: placeholders in an .env.example")
def _():
    return X("""Is this .env.example clear enough for new contributors?

OPENAI_API_KEY=⟦a⟧
STRIPE_SECRET_KEY=⟦b⟧
DATABASE_URL=postgres://⟦c⟧@localhost:5432/app
JWT_SECRET=⟦d⟧""",
             l=dict(a="your_api_key_here", b="sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", c="<user>:<password>", d="changeme"))


@case("masked-card-receipt", "en", "negative: masked card number, authorization code, terminal id and amount on a receipt")
def _():
    return X("""Receipt from the gas station says:
VISA ⟦masked⟧
AUTH CODE ⟦auth⟧
TERMINAL ⟦term⟧
TOTAL $⟦amt⟧
I was charged twice. What do I tell my bank?""",
             l=dict(masked="************" + dig(4), auth=rs(6, UP + DG), term=dig(8), amt=money(40, 120)))


@case("charity-iban-donation", "en", "negative: a charity's IBAN, BIC and RSIN for a donation")
def _():
    return X("""I want to donate to a Dutch animal shelter by bank transfer. Their site lists IBAN ⟦iban⟧, BIC ⟦bic⟧, RSIN ⟦rsin⟧. Will my UK bank charge me much for a SEPA payment?""",
             l=dict(iban=grp4(iban("NL", "INGB" + dig(10, False))), bic="INGBNL2A", rsin=nl_bsn()))


@case("flight-booking-references", "en", "negative: flight number, booking reference and e-ticket number")
def _():
    return X("""Flight ⟦flt⟧ on 3 April, booking reference ⟦pnr⟧, e-ticket ⟦etkt⟧. Can I still add a checked bag online or only at the airport?""",
             l=dict(flt="LH " + str(R.randint(400, 499)), pnr=pnr(), etkt="220-" + dig(10, False)))


@case("warranty-serials-imei", "en", "negative: laptop model, serial, purchase order and a phone IMEI")
def _():
    return X("""Warranty claim time. Laptop model ⟦model⟧, serial ⟦sn⟧, purchase order ⟦po⟧. For the phone they want the IMEI, which is ⟦imei⟧. Which of these does Lenovo actually need for the laptop?""",
             l=dict(model="20XW00" + rs(4, UP + DG), sn="PF" + rs(6, UP + DG), po="PO-" + dig(6), imei=imei()))


@case("budget-dates-amounts-phone", "en", "negative: amounts, a date in MM/YY-like form and a phone number")
def _():
    return X("""Help me plan this month: rent ⟦rent⟧ due on the 1st, car payment ⟦car⟧ on the 15th, and I need to call the dentist at ⟦ph⟧ before ⟦date⟧ to keep the appointment.""",
             l=dict(rent="$" + money(1400, 2400, cents=False), car="$" + money(250, 600), ph=us_phone(), date="12/%02d" % R.randint(10, 20)))


@case("ssh-public-key-github", "en", "negative: SSH public key and its fingerprint")
def _():
    return X("""Is this the part I paste into GitHub's "New SSH key" box?

⟦pub⟧ me@thinkpad

ssh-keygen -l shows ⟦fp⟧.""",
             l=dict(pub=ssh_pub(), fp="SHA256:" + rs(43, B64)))


@case("iban-docs-examples-unit-test", "en", "negative: well-known documentation IBANs in a unit test")
def _():
    return X("""My IBAN validator tests:

assert is_valid("⟦a⟧")
assert is_valid("⟦b⟧")
assert not is_valid("⟦c⟧")

The third one passes too, so the last assert fails. Bug in my mod 97?""",
             l=dict(a="DE89 3704 0044 0532 0130 00", b="GB82 WEST 1234 5698 7654 32", c="GB82 WEST 1234 5698 7654 33"))


@case("incoming-wire-routing-swift", "en", "negative: a bank's public routing number and SWIFT code")
def _():
    return X("""For an incoming international wire to my Chase account, do I give the sender the routing number ⟦rt⟧ or the SWIFT code ⟦swift⟧? Or both? I'll send them my account number separately.""",
             l=dict(rt="021000021", swift="CHASUS33"))


@case("dlp-regex-fake-ssns", "en", "negative: famous invalid/example SSNs for a DLP test suite")
def _():
    return X("""For a DLP regex test suite I need SSNs that are obviously fake. Is ⟦s1⟧ (the Woolworth wallet one) safe to use, and ⟦s2⟧? I also read that numbers starting with 9 like ⟦s3⟧ are never issued as SSNs.""",
             l=dict(s1="078-05-1120", s2="123-45-6789", s3="9%02d-%02d-%04d" % (R.randint(0, 99), R.randint(70, 99), R.randint(1, 9999))))


@case("bill-payment-receipt-ref", "en", "negative: a payment receipt's Ref No., amount and date")
def _():
    return X("""Paid my electricity bill in the bank app. Receipt: Ref No. ⟦ref⟧, Biller: Pacific Gas & Electric, Amount: $⟦amt⟧, Date: ⟦date⟧. It's still not showing on PG&E's website. How long does it usually take?""",
             l=dict(ref=dig(12), amt=money(60, 300), date="11/%02d/2024" % R.randint(1, 28)))


@case("gpg-key-id-fingerprint", "en", "negative: public GPG key id and fingerprint")
def _():
    fpr = rs(40, HEXU)
    return X("""gpg --list-keys shows my key as ⟦fpr⟧ and the long ID is ⟦kid⟧. Which one do I put in git config user.signingkey?""",
             l=dict(fpr=" ".join(fpr[i:i + 4] for i in range(0, 40, 4)), kid=fpr[-16:]))


# ===========================================================================
# OTHER LANGUAGES
# ===========================================================================
DE_WORDS = ["Sommer", "Ahorn", "Kastanie", "Fernweh", "Brezel", "Gewitter", "Eichhorn", "Holunder"]
ES_WORDS = ["girasol", "tortuga", "mariposa", "naranja", "castillo", "estrella", "pimienta", "almendra"]
PT_WORDS = ["jabuticaba", "saudade", "cachorro", "goiabada", "pitanga", "sereia"]
FR_WORDS = ["soleil", "papillon", "citron", "grenouille", "lavande", "marmotte"]
NORDIC_WORDS = ["Fjellrev", "Sommarfugl", "Kanelbulle", "Hjortron", "Nordlys", "Tyttebaer"]
TR_WORDS = ["Karadeniz", "Simit", "Lale", "Bogazici", "Kartal", "Papatya"]
VI_WORDS = ["hoasen", "cafesua", "bunbo", "matcha", "saigon", "hanoi"]
MIXED_WORDS = ["Panda", "Dragon", "Lotus", "Tiger", "Phoenix", "Orchid", "Bamboo", "Kiwi", "Mango", "Falcon"]


def pesel_y(y0, y1):
    d = rdate(y0, y1)
    m = d.month + (20 if d.year >= 2000 else 0)
    b = "%02d%02d%02d" % (d.year % 100, m, d.day) + dig(4, False)
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


# --- Chinese ----------------------------------------------------------------
@case("cn-id-12306", "zh", "Chinese resident ID (ISO 7064 check computed); train order number and phone number are look-alikes")
def _():
    return X("""帮我看看12306乘车人信息填得对不对：姓名 王晓婷，身份证号 ⟦id⟧，手机号 ⟦ph⟧。订单号 ⟦order⟧，G1234次改签要收手续费吗？""",
             s=dict(id=cn_id()), l=dict(ph="1" + pick(["38", "39", "58", "86"]) + dig(8, False), order="E" + dig(9)))


@case("cn-bank-card-atm-pin", "zh", "UnionPay card number (Luhn computed) and 6-digit ATM PIN; the bank hotline is a look-alike")
def _():
    return X("""刚才在ATM取钱卡被吞了，我的招商银行卡号是 ⟦card⟧，取款密码 ⟦pin⟧。客服电话 ⟦hot⟧ 一直占线，现在应该怎么办？要不要先挂失？""",
             s=dict(card=fmt_card(card("unionpay")), pin=pin(6)), l=dict(hot="95555"))


@case("cn-invoice-uscc-negative", "zh", "negative: company unified social credit code (checks computed), invoice number, SF Express waybill")
def _():
    return X("""公司让我开增值税普通发票，抬头是 深圳市云杉科技有限公司，税号（统一社会信用代码）⟦uscc⟧，上一张发票号码 ⟦inv⟧，顺丰单号 ⟦sf⟧。税号这一栏填统一社会信用代码就可以吗？""",
             l=dict(uscc=cn_uscc(), inv=dig(8), sf="SF" + dig(13)))


@case("cn-wifi-next-message-multi", "zh", "multi-message: Wi-Fi password announced and then sent; router model is a look-alike")
def _():
    return X("""家里WiFi密码我下一条发你，帮我写进给阿姨的说明里
---
⟦pw⟧
---
路由器是小米 ⟦model⟧，顺便教我怎么打开访客网络？""",
             s=dict(pw=pick(MIXED_WORDS).lower() + dig(6)), l=dict(model="AX3000T"))


# --- Japanese ---------------------------------------------------------------
@case("jp-my-number-nenmatsu", "ja", "My Number (check digit computed) is a secret; the employer's corporate number (check digit computed) is a look-alike")
def _():
    m = jp_mynumber()
    return X("""年末調整の書類を書いています。マイナンバーは ⟦mn⟧ です。会社の法人番号 ⟦corp⟧ を書く欄もあるのですが、これは自分で調べて書くものですか？""",
             s=dict(mn="%s %s %s" % (m[:4], m[4:8], m[8:])), l=dict(corp=jp_corporate()))


@case("jp-bank-account-pin-multi", "ja", "multi-message: bank account number and cash card PIN; the branch number is a look-alike")
def _():
    return X("""給与の振込口座を変更したいです。三井住友銀行 渋谷駅前支店（支店番号 ⟦br⟧）普通預金 ⟦acc⟧ です。
---
あと、キャッシュカードの暗証番号 ⟦pin⟧ も書くように言われたんですが、会社の書類に書いても大丈夫ですか？""",
             s=dict(acc=dig(7), pin=pin(4)), l=dict(br=dig(3, False)))


@case("jp-delivery-negative", "ja", "negative: Amazon order number, Yamato waybill number, postal code")
def _():
    return X("""Amazonで注文した商品（注文番号 ⟦order⟧）が届きません。ヤマト運輸の送り状番号は ⟦yamato⟧ で、配達先の郵便番号は ⟦zip⟧ です。どこに問い合わせればいいですか？""",
             l=dict(order=amazon_order(), yamato="%s-%s-%s" % (dig(4), dig(4, False), dig(4, False)),
                    zip="%03d-%04d" % (R.randint(100, 999), R.randint(1, 9999))))


# --- Korean -----------------------------------------------------------------
@case("kr-rrn-hometax", "ko", "Korean resident registration number (check computed) and Hometax password")
def _():
    return X("""연말정산 하는데 홈택스 로그인이 안 돼요. 주민등록번호는 ⟦rrn⟧ 이고 비밀번호는 ⟦pw⟧ 입니다. 간편인증 말고 아이디로 로그인하려면 어떻게 해야 하나요?""",
             s=dict(rrn=kr_rrn(), pw=pick(MIXED_WORDS).lower() + dig(4) + pick("!@#")))


@case("kr-refund-account", "ko", "own bank account number for a refund is a secret; the order number is a look-alike")
def _():
    return X("""환불 받을 계좌 보내드릴게요. 국민은행 ⟦acc⟧ 예금주 김민지입니다. 주문번호는 ⟦order⟧ 이에요. 판매자한테 이렇게 보내면 될까요?""",
             s=dict(acc="%s-%s-%s" % (dig(6), dig(2), dig(6))), l=dict(order="2024" + dig(12)))


@case("kr-business-number-negative", "ko", "negative: business registration number (check computed) and CJ Logistics waybill")
def _():
    return X("""거래처에 세금계산서를 발행하려고 하는데 사업자등록번호 ⟦brn⟧ 가 맞는지, 그리고 송장번호 ⟦inv⟧ (CJ대한통운)도 같이 적어야 하는지 알려주세요.""",
             l=dict(brn=kr_brn(), inv=dig(12)))


# --- Arabic -----------------------------------------------------------------
@case("ae-emirates-id-passport", "ar", "Emirates ID (Luhn computed) and passport number; the application number is a look-alike")
def _():
    return X("""أحتاج مساعدة في تعبئة طلب تجديد الإقامة. رقم الهوية الإماراتية الخاص بي ⟦eid⟧ ورقم جواز سفري ⟦pp⟧. رقم الطلب الذي ظهر لي هو ⟦app⟧، هل أحتاج إلى الاحتفاظ به؟""",
             s=dict(eid=ae_eid(), pp="A" + dig(8)), l=dict(app=dig(14)))


@case("sa-iban-salary", "ar", "own Saudi IBAN (mod 97 computed); the bank SWIFT code is a look-alike")
def _():
    return X("""أريد إرسال بياناتي البنكية لصاحب العمل لتحويل الراتب: الآيبان ⟦iban⟧ في مصرف الراجحي، ورمز السويفت ⟦swift⟧. هل هذا كافٍ أم يحتاجون رقم الحساب أيضاً؟""",
             s=dict(iban=grp4(iban("SA", "80" + dig(18, False)))), l=dict(swift="RJHISARI"))


@case("eg-fawry-receipt-negative", "ar", "negative: Fawry receipt reference and operation numbers, amount")
def _():
    return X("""دفعت فاتورة الكهرباء عن طريق فوري. الإيصال مكتوب فيه: الرقم المرجعي ⟦ref⟧، رقم العملية ⟦op⟧، المبلغ ⟦amt⟧ جنيه. الدفع لسه ما ظهرش في حساب شركة الكهرباء، أعمل إيه؟""",
             l=dict(ref=dig(9), op=dig(10), amt=money(150, 900)))


# --- Persian ----------------------------------------------------------------
@case("ir-melli-sheba", "fa", "Iranian national code (check computed) and own Sheba IBAN (mod 97 computed); the postal code is a look-alike")
def _():
    sheba = iban("IR", pick(["017", "012", "056", "055", "016"]) + "0" + dig(18, False))
    return X("""برای ثبت‌نام در سامانه سجام کد ملی‌ام را ⟦melli⟧ وارد کردم و شماره شبا را ⟦sheba⟧. کد پستی ⟦post⟧ را هم درست نوشتم؟ مدام خطای «عدم تطابق اطلاعات» می‌دهد.""",
             s=dict(melli=ir_melli(), sheba=sheba), l=dict(post=dig(10)))


@case("ir-card-second-password", "fa", "Iranian bank card (Luhn computed), dynamic second password, CVV2 and expiry")
def _():
    c = card("shetab")
    return X("""کارت بانک ملی‌ام ⟦card⟧ است، رمز دوم پویا ⟦pin2⟧، CVV2 ⟦cvv⟧ و تاریخ انقضا ⟦exp⟧. برای خرید اینترنتی بلیت چرا خطای «اطلاعات کارت نامعتبر» می‌گیرم؟""",
             s=dict(card=grp4(c, "-"), pin2=dig(8, False), cvv=cvc(4), exp="14%02d/%02d" % (R.randint(5, 8), R.randint(1, 12))))


@case("ir-transfer-sms-negative", "fa", "negative: transfer SMS with tracking number, reference number and amount")
def _():
    return X("""کارت به کارت کردم و این پیامک آمد: «انتقال وجه موفق. مبلغ ⟦amt⟧ ریال. شماره پیگیری ⟦trk⟧. شماره مرجع ⟦ref⟧». ولی پول به حساب برادرم نرسیده. چه کار کنم؟""",
             l=dict(amt="%d,000,000" % R.randint(2, 90), trk=dig(6), ref=dig(12)))


# --- Hebrew -----------------------------------------------------------------
@case("il-form-101", "he", "Israeli ID number (check computed) and bank account number; the branch number is a look-alike")
def _():
    return X("""אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי ⟦tz⟧, ומספר החשבון ⟦acc⟧ בבנק הפועלים, סניף ⟦br⟧. מה עוד צריך למלא?""",
             s=dict(tz=il_tz(), acc=dig(6)), l=dict(br=dig(3, False)))


@case("il-hotel-safe-wifi", "he", "hotel room safe code and Wi-Fi password passed to a spouse")
def _():
    return X("""תכתוב לי הודעה קצרה לאשתי: הקוד לכספת בחדר הוא ⟦safe⟧, והסיסמה לוויי-פיי של המלון היא ⟦wifi⟧. אנחנו בחדר 412, ארוחת בוקר עד עשר.""",
             s=dict(safe=pin(4), wifi=pick(MIXED_WORDS) + dig(4)))


@case("il-supplier-invoice-negative", "he", "negative: supplier company number (check computed), invoice number, allocation number")
def _():
    b = "51" + dig(6)
    return X("""קיבלתי חשבונית מספק: ח.פ. ⟦hp⟧, חשבונית מס מספר ⟦inv⟧, מספר הקצאה ⟦alloc⟧. האם חובה שיהיה מספר הקצאה כדי לקזז מע"מ?""",
             l=dict(hp=b + luhn_digit(b), inv=dig(5), alloc=dig(9)))


# --- Hindi ------------------------------------------------------------------
@case("in-aadhaar-pan-link", "hi", "Aadhaar number (Verhoeff computed) and PAN")
def _():
    a = in_aadhaar()
    return X("""मुझे पैन को आधार से लिंक करना है। मेरा आधार नंबर ⟦aadhaar⟧ है और पैन ⟦pan⟧ है। पोर्टल पर नाम mismatch दिखा रहा है, क्या करूँ?""",
             s=dict(aadhaar="%s %s %s" % (a[:4], a[4:8], a[8:]), pan=in_pan("S")))


@case("in-yono-otp-upi", "hi", "bank OTP and UPI PIN are secrets; the UTR is a look-alike")
def _():
    return X("""SBI YONO में लॉगिन नहीं हो रहा। OTP ⟦otp⟧ आया था पर 'invalid' दिखा। मेरा UPI PIN ⟦upi⟧ है, क्या उससे लॉगिन हो सकता है? और UTR ⟦utr⟧ वाला पेमेंट भी अटका हुआ है।""",
             s=dict(otp=otp(6), upi=pin(4)), l=dict(utr=dig(12)))


@case("in-gstin-bill-negative", "hi", "negative: shop GSTIN, order id and PIN code")
def _():
    return X("""दुकान के बिल पर GSTIN ⟦gstin⟧ लिखा है, ऑर्डर आईडी ⟦order⟧ और पिन कोड ⟦pc⟧ है। क्या मैं इस बिल पर इनपुट टैक्स क्रेडिट ले सकता हूँ?""",
             l=dict(gstin="27" + rs(3, UP) + "C" + pick(UP) + dig(4) + pick(UP) + "1Z" + pick(UP + DG),
                    order="OD" + dig(18), pc="4000" + dig(2)))


# --- Russian ----------------------------------------------------------------
@case("ru-passport-snils-visa", "ru", "Russian passport series and number, SNILS (check computed); the visa form number is a look-alike")
def _():
    return X("""Заполняю анкету на визу. Паспорт: серия ⟦ser⟧, номер ⟦num⟧, СНИЛС ⟦snils⟧. Номер анкеты на сайте ⟦anketa⟧ — его нужно где-то сохранить?""",
             s=dict(ser="%s %s" % (dig(2), dig(2)), num=dig(6), snils=ru_snils()), l=dict(anketa=dig(10)))


@case("ru-salary-account-bik", "ru", "own 20-digit account (control key computed against the BIK) is a secret; BIK, correspondent account and bank INN are look-alikes")
def _():
    bik = ru_bik()
    return X("""Бухгалтерия просит реквизиты для зарплаты. Мой счёт ⟦acc⟧, банк АО «Т-Банк», БИК ⟦bik⟧, корр. счёт ⟦ks⟧, ИНН банка ⟦inn⟧. Всё правильно переписала?""",
             s=dict(acc=ru_account(bik)), l=dict(bik=bik, ks="30101810" + dig(1) + "00000000" + bik[-3:], inn=ru_inn10()))


@case("ru-company-invoice-negative", "ru", "negative: company INN and OGRN (checks computed), invoice number, Russian Post tracking number")
def _():
    return X("""Оплатил по счёту ООО «Вектор-Строй»: ИНН ⟦inn⟧, ОГРН ⟦ogrn⟧, счёт № ⟦inv⟧ от 12.11.2024. Трек-номер посылки ⟦trk⟧ уже неделю не отслеживается, куда писать?""",
             l=dict(inn=ru_inn10(), ogrn=ru_ogrn(), inv="1" + dig(3), trk="8" + dig(13)))


# --- Ukrainian --------------------------------------------------------------
@case("ua-rnokpp-iban-diia", "uk", "Ukrainian RNOKPP (check computed) and IBAN (mod 97 computed)")
def _():
    return X("""Заповнюю декларацію в Дії. Мій РНОКПП ⟦rnokpp⟧, IBAN ⟦iban⟧ у ПриватБанку. Чи треба ще вказувати номер ID-картки?""",
             s=dict(rnokpp=ua_rnokpp(), iban=iban("UA", "305299" + "0000026" + dig(12, False))))


@case("ua-wifi-intercom-multi", "uk", "multi-message: Wi-Fi password announced then sent, then an intercom code")
def _():
    return X("""Зараз скину пароль від вайфаю, щоб ти додав у інструкцію для батьків
---
⟦wifi⟧
---
і код домофону ⟦intercom⟧, квартира 27. Напиши їм коротко, крок за кроком.""",
             s=dict(wifi=wifi_pw(), intercom=pin(4)))


@case("ua-nova-poshta-negative", "uk", "negative: Nova Poshta waybill, company EDRPOU code, amount")
def _():
    return X("""Відправив посилку Новою поштою, номер ТТН ⟦ttn⟧. Отримувач — ТОВ «Світанок Агро», код ЄДРПОУ ⟦edrpou⟧. Накладений платіж на ⟦amt⟧ грн. Коли гроші прийдуть на рахунок?""",
             l=dict(ttn="20450" + dig(9), edrpou=dig(8), amt="%d %03d" % (R.randint(1, 9), R.randint(0, 999))))


# --- Polish -----------------------------------------------------------------
@case("pl-800plus-pesel", "pl", "own PESEL (check computed) and ID card number (check digit computed)")
def _():
    return X("""Wypełniam wniosek o 800+. Mój PESEL to ⟦p1⟧, numer dowodu osobistego ⟦dowod⟧, PESEL córki dopiszę później. Czy numer konta muszę podać w formacie IBAN, z PL na początku?""",
             s=dict(p1=pesel_y(1980, 1995), dowod=pl_dowod()))


@case("pl-blik-allegro", "pl", "BLIK code is a secret; the Allegro order id is a look-alike")
def _():
    return X("""Kod BLIK ⟦blik⟧ wygasł, zanim zdążyłem go wpisać na Allegro przy zamówieniu ⟦order⟧. Jak wygeneruję nowy kod, to płatność przejdzie, czy muszę złożyć zamówienie od nowa?""",
             s=dict(blik=otp(6)), l=dict(order=uuid4()))


@case("pl-wholesale-invoice-negative", "pl", "negative: invoice number, seller NIP and REGON (checks computed), seller's IBAN")
def _():
    return X("""Faktura z hurtowni: nr FV/⟦inv⟧, NIP sprzedawcy ⟦nip⟧, REGON ⟦regon⟧, rachunek do zapłaty ⟦iban⟧. Kwota jest powyżej 15 tys. zł — czy muszę zapłacić w mechanizmie podzielonej płatności?""",
             l=dict(inv="%d/11/2024" % R.randint(100, 999), nip=fmt_nip(pl_nip()), regon=pl_regon(),
                    iban=grp4(iban_pl())))


@case("pl-refund-own-account", "pl", "own account number (NRB form of an IBAN, check computed) for a refund; InPost parcel number and order number are look-alikes")
def _():
    nrb = iban_pl()[2:]
    return X("""Napisz proszę maila do sklepu z prośbą o zwrot pieniędzy na moje konto ⟦nrb⟧. Numer przesyłki zwrotnej InPost ⟦inpost⟧, numer zamówienia ⟦order⟧.""",
             s=dict(nrb=nrb[:2] + " " + grp4(nrb[2:])), l=dict(inpost=dig(24), order="ZAM/" + dig(6)))


# --- Czech ------------------------------------------------------------------
@case("cz-rodne-cislo-account", "cs", "Czech birth number (mod 11 computed) and account number; the bank code is a look-alike")
def _():
    return X("""Vyplňuji přihlášku ke zdravotní pojišťovně. Rodné číslo ⟦rc⟧, číslo účtu ⟦acc⟧/⟦bank⟧. Je ten kód za lomítkem kód banky, nebo to patří k číslu účtu?""",
             s=dict(rc=cz_rodne(), acc=dig(10)), l=dict(bank=pick(["0800", "0100", "0300", "2010", "5500"])))


@case("cz-card-pin-guesses", "cs", "two guesses of the user's own card PIN and an online-banking password")
def _():
    return X("""Zapomněl jsem PIN ke kartě, myslím, že je buď ⟦pin1⟧, nebo ⟦pin2⟧. A heslo do George je ⟦pw⟧. Co mám zkusit dřív, abych si kartu nezablokoval?""",
             s=dict(pin1=pin(4), pin2=pin(4), pw=pick(DE_WORDS).lower() + "." + dig(4)))


@case("cz-invoice-symbols-negative", "cs", "negative: supplier IČO (check computed), variable symbol, order number, amount")
def _():
    return X("""Platím fakturu od dodavatele: IČO ⟦ico⟧, variabilní symbol ⟦vs⟧, číslo objednávky ⟦obj⟧, částka ⟦amt⟧ Kč. Musím vyplnit i konstantní symbol?""",
             l=dict(ico=cz_ico(), vs=dig(10), obj="OBJ-" + dig(5), amt="%d %03d" % (R.randint(2, 40), R.randint(0, 999))))


# --- German -----------------------------------------------------------------
@case("de-elster-steuer-id-iban", "de", "German tax id (ISO 7064 check computed), tax number and own IBAN (check computed)")
def _():
    s = de_steuer_id()
    return X("""Ich mache gerade meine Steuererklärung mit ELSTER. Meine Steuer-ID ist ⟦stid⟧, die Steuernummer vom letzten Bescheid ⟦stnr⟧, und die Erstattung soll auf ⟦iban⟧ gehen. Muss ich die Bankverbindung jedes Jahr neu angeben?""",
             s=dict(stid="%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:]), stnr="%s/%s/%s" % (dig(3), dig(3), dig(5)),
                    iban=grp4(iban_de())))


@case("de-fritzbox-wlan-key", "de", "Wi-Fi key and router password from the FRITZ!Box sticker; the serial number is a look-alike")
def _():
    return X("""Auf dem Aufkleber unter meiner FRITZ!Box 7590 steht der WLAN-Netzwerkschlüssel ⟦wlan⟧, das FRITZ!Box-Kennwort ist ⟦fb⟧. Seriennummer ⟦sn⟧. Wie ändere ich den WLAN-Schlüssel, ohne dass alle Geräte rausfliegen?""",
             s=dict(wlan=grp4(dig(20)), fb=pick(["ahorn", "linde", "birke", "rabe", "falke"]) + dig(4)),
             l=dict(sn="J%s.%s.%s.%s.%s" % (dig(3), dig(3), dig(2), dig(3), dig(3))))


@case("de-krankenkasse-ausweis", "de", "health insurance number (not computed) and ID card number (7-3-1 check computed); the case number is a look-alike")
def _():
    return X("""Für die neue Krankenkasse brauche ich meine Versichertennummer ⟦kvnr⟧ und die Personalausweisnummer ⟦pa⟧. Die Hotline hat mir die Vorgangsnummer ⟦vg⟧ gegeben – muss die auch aufs Formular?""",
             s=dict(kvnr=pick(UP) + dig(9), pa=de_ausweis()), l=dict(vg="VG-" + dig(8)))


@case("de-onlineshop-negative", "de", "negative: shop order number, shop VAT id (check computed), shop IBAN, payment reference, DHL number")
def _():
    return X("""Ich habe bei einem kleinen Onlineshop bestellt. Bestellnummer ⟦bn⟧, USt-IdNr. des Shops ⟦ust⟧, Zahlung per Überweisung an ⟦iban⟧ mit Verwendungszweck ⟦vz⟧. DHL-Sendungsnummer ⟦dhl⟧. Wirkt das seriös auf dich?""",
             l=dict(bn="B-" + dig(6), ust=de_ustid(), iban=grp4(iban_de()), vz="RE" + dig(7), dhl="00340434" + dig(12)))


# --- French -----------------------------------------------------------------
@case("fr-mutuelle-nir-iban", "fr", "French social security number (key computed), own IBAN (RIB key and IBAN check computed) and insurer member number; the BIC is a look-alike")
def _():
    bank = pick(["30004", "30003", "20041", "30066"])
    bic = {"30004": "BNPAFRPPXXX", "30003": "SOGEFRPP", "20041": "PSSTFRPPXXX", "30066": "CMCIFRPP"}[bank]
    br, acc = dig(5, False), dig(11, False)
    ib = iban("FR", bank + br + acc + rib_key(bank, br, acc))
    return X("""Je remplis le formulaire de ma mutuelle : numéro de sécurité sociale ⟦nir⟧, IBAN pour les remboursements ⟦iban⟧ (BIC ⟦bic⟧). Ils m'ont aussi donné un numéro d'adhérent, ⟦adh⟧. C'est normal qu'ils demandent tout ça par mail ?""",
             s=dict(nir=fmt_nir(*fr_nir()), iban=grp4(ib), adh=dig(9)), l=dict(bic=bic))


@case("fr-digicode-babysitter", "fr", "building door code and key box code for a babysitter; the pediatrician's phone is a look-alike")
def _():
    return X("""Tu peux m'écrire un message pour la baby-sitter ? Le digicode de l'immeuble est ⟦digi⟧, ensuite interphone « Martin ». La boîte à clés est à côté du compteur d'eau, code ⟦kb⟧. Le pédiatre en cas de besoin : ⟦ph⟧.""",
             s=dict(digi=pick("ABC") + dig(4, False), kb=pin(4)), l=dict(ph=fr_phone()))


@case("fr-artisan-invoice-negative", "fr", "negative: SIRET (Luhn computed), intra-EU VAT number (key computed), invoice number, Colissimo tracking")
def _():
    siren, siret = fr_siret()
    return X("""Facture d'un artisan : SIRET ⟦siret⟧, TVA intracommunautaire ⟦tva⟧, facture n° ⟦fac⟧. Colis suivi Colissimo ⟦coli⟧. La TVA à 10 % est-elle correcte pour des travaux de rénovation ?""",
             l=dict(siret="%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:]), tva=fr_tva(siren),
                    fac="F-" + dig(5), coli="6A" + dig(11)))


# --- Spanish ----------------------------------------------------------------
@case("es-matricula-dni-nie-iban", "es", "Spanish DNI and NIE (letters computed) and own IBAN (control and IBAN check computed); the school's CIF (computed) is a look-alike")
def _():
    return X("""Para la matrícula de mi hija necesito poner mi DNI ⟦dni⟧, el NIE de mi marido ⟦nie⟧ y la cuenta para domiciliar los recibos, ⟦iban⟧. El colegio tiene CIF ⟦cif⟧: ¿tengo que ponerlo en algún sitio?""",
             s=dict(dni=es_dni(), nie=es_nie(), iban=grp4(iban_es())), l=dict(cif=es_cif()))


@case("es-password-correction-multi", "es", "multi-message: online-banking password, then corrected")
def _():
    w = pick(ES_WORDS)
    y1 = R.randint(1975, 1999)
    y2 = y1 + R.randint(1, 9)
    return X("""La contraseña de la banca online es ⟦p1⟧
---
perdona, me he equivocado, es ⟦p2⟧
---
¿me ayudas a inventar una más segura que no se me olvide?""",
             s=dict(p1=w.capitalize() + str(y1), p2=w.capitalize() + str(y2) + "*"))


@case("mx-order-rfc-negative", "es", "negative: Mercado Libre order, Estafeta waybill, shop RFC")
def _():
    return X("""Mi pedido de Mercado Libre #⟦ml⟧ no llega. La guía de Estafeta es ⟦guia⟧ y en la factura el RFC de la tienda es ⟦rfc⟧. ¿A quién le reclamo, a la tienda o a la paquetería?""",
             l=dict(ml="2000" + dig(9), guia=dig(22), rfc=rs(3, UP) + "%02d%02d%02d" % (R.randint(5, 20), R.randint(1, 12), R.randint(1, 28)) + rs(3, UP + DG)))


# --- Portuguese -------------------------------------------------------------
@case("br-cpf-govbr", "pt", "Brazilian CPF (check digits computed) and gov.br password; a shop's CNPJ (computed) is a look-alike")
def _():
    return X("""Vou fazer a declaração do imposto de renda. Meu CPF é ⟦cpf⟧ e a senha do gov.br é ⟦pw⟧. A chave Pix da restituição pode ser o próprio CPF? Tenho também um recibo de uma loja com CNPJ ⟦cnpj⟧, isso entra como despesa?""",
             s=dict(cpf=br_cpf(), pw=pick(PT_WORDS).capitalize() + "@" + dig(4)), l=dict(cnpj=br_cnpj()))


@case("pt-irs-nif-iban", "pt", "Portuguese NIF (check computed) and own IBAN (NIB and IBAN checks computed); Multibanco entity and reference are look-alikes")
def _():
    return X("""Para o IRS: NIF ⟦nif⟧, IBAN para o reembolso ⟦iban⟧. Também paguei uma coima por Multibanco — entidade ⟦ent⟧, referência ⟦ref⟧. Está tudo certo ou tenho de declarar a coima?""",
             s=dict(nif=pt_nif(), iban=grp4(iban_pt())), l=dict(ent=dig(5), ref="%s %s %s" % (dig(3), dig(3, False), dig(3, False))))


@case("br-store-pix-negative", "pt", "negative: order number, Correios tracking (S10 check computed), a store's random Pix key")
def _():
    return X("""Comprei um sofá e a loja mandou: pedido nº ⟦ped⟧, código de rastreio ⟦trk⟧ e a chave Pix aleatória da loja ⟦pix⟧ pra pagar o restante. Isso parece golpe?""",
             l=dict(ped=dig(8), trk=s10(pick(["QB", "OS", "NX"]), "BR"), pix=uuid4()))


# --- Italian ----------------------------------------------------------------
@case("it-assegno-cf-iban", "it", "Italian codice fiscale (check letter computed) and own IBAN (IBAN check computed, CIN not); the protocol number is a look-alike")
def _():
    return X("""Sto compilando la domanda per l'assegno unico: codice fiscale ⟦cf⟧, IBAN ⟦iban⟧. Il numero di protocollo della domanda è ⟦prot⟧. Va bene così o devo allegare altro?""",
             s=dict(cf=it_cf("Ferraro", "Chiara", True), iban=iban_it()), l=dict(prot="INPS.0100." + dig(7)))


@case("it-otp-pin-scam-call", "it", "SMS code and ATM card PIN told to the assistant after a scam call; the operation number is a look-alike")
def _():
    return X("""Mi è arrivato un SMS con il codice ⟦otp⟧ e un minuto dopo mi ha chiamato uno "della banca" che voleva sapere anche il PIN del bancomat, che è ⟦pin⟧. Non gliel'ho detto. L'operazione n. ⟦op⟧ risulta bloccata: cosa devo fare adesso?""",
             s=dict(otp=otp(6), pin=pin(5)), l=dict(op=dig(11)))


@case("it-commercialista-negative", "it", "negative: partita IVA (check computed), invoice number, BRT tracking")
def _():
    return X("""Fattura del commercialista: P.IVA ⟦piva⟧, fattura n. ⟦fn⟧ del 05/11/2024, spedizione BRT ⟦brt⟧ con i documenti firmati. Devo pagare con bonifico o con F24?""",
             l=dict(piva=it_piva(), fn="%d/PA" % R.randint(100, 400), brt=dig(15)))


# --- Dutch ------------------------------------------------------------------
@case("nl-bsn-iban-salary", "nl", "BSN (11-test computed) and own IBAN (check computed); the employer's KvK number is a look-alike")
def _():
    return X("""Nieuwe baan: ze vragen mijn BSN ⟦bsn⟧ en mijn rekeningnummer ⟦iban⟧ voor de salarisadministratie. Het KvK-nummer van de werkgever is ⟦kvk⟧. Is het veilig om dit gewoon te mailen?""",
             s=dict(bsn=nl_bsn(), iban=grp4(iban_nl())), l=dict(kvk=dig(8)))


@case("nl-digid-password-sms", "nl", "DigiD password and SMS code")
def _():
    return X("""Ik kom niet in Mijn Belastingdienst. Mijn DigiD-wachtwoord is ⟦pw⟧ en de sms-code was ⟦code⟧, maar ik krijg steeds 'inloggen mislukt'. Moet ik de DigiD app gebruiken?""",
             s=dict(pw=pw_alnum(12), code=otp(6)))


@case("nl-belastingdienst-negative", "nl", "negative: tax payment reference, amount and the tax office's public IBAN")
def _():
    k = dig(16)
    return X("""Ik moet een aanslag van de Belastingdienst betalen: betalingskenmerk ⟦kenmerk⟧, bedrag ⟦amt⟧, naar rekening ⟦iban⟧. Kan ik een betalingsregeling aanvragen?""",
             l=dict(kenmerk=grp4(k), amt="€ %d.%03d,00" % (R.randint(1, 4), R.randint(0, 999)), iban="NL86 INGB 0002 4455 88"))


# --- Swedish ----------------------------------------------------------------
@case("se-personnummer-salary", "sv", "Swedish personal identity number (Luhn computed) and bank account; the clearing number is a look-alike")
def _():
    k = dig(10)
    return X("""Jag ska fylla i anställningsavtalet: personnummer ⟦pnr⟧, clearingnummer ⟦clr⟧ och kontonummer ⟦konto⟧ hos Swedbank. Behöver arbetsgivaren verkligen mitt personnummer?""",
             s=dict(pnr=se_personnummer(), konto="%s %s %s-%s" % (k[:3], k[3:6], k[6:9], k[9])),
             l=dict(clr="8%s-%s" % (dig(3), dig(1))))


@case("se-bankid-code-wifi", "sv", "BankID security code and home Wi-Fi password")
def _():
    return X("""Min säkerhetskod till BankID är ⟦bid⟧, och jag har glömt om det var samma på den nya telefonen. Wi-Fi-lösenordet hemma är ⟦wifi⟧, om du ändå skriver instruktionen till mamma.""",
             s=dict(bid=pin(6), wifi=pick(NORDIC_WORDS) + dig(3) + pick("!?")))


@case("se-electricity-invoice-negative", "sv", "negative: org number and bankgiro (Luhn computed), OCR reference (Luhn computed)")
def _():
    o = dig(R.randint(9, 14))
    return X("""Fakturan från elbolaget: organisationsnummer ⟦org⟧, bankgiro ⟦bg⟧, OCR-nummer ⟦ocr⟧, förfallodag 2024-12-31, att betala 1 342 kr. Ska OCR-numret stå i meddelandefältet?""",
             l=dict(org=se_orgnr(), bg=se_bankgiro(), ocr=o + luhn_digit(o)))


# --- Danish -----------------------------------------------------------------
@case("dk-cpr-deposit-account", "da", "Danish CPR number (no check computed) and account number; the bank registration number is a look-alike")
def _():
    return X("""Til lejekontrakten vil udlejer have mit CPR-nummer ⟦cpr⟧ og min konto til tilbagebetaling af depositum: reg.nr. ⟦reg⟧, kontonr. ⟦konto⟧. Må udlejer overhovedet kræve mit CPR-nummer?""",
             s=dict(cpr=dk_cpr(), konto=dig(10)), l=dict(reg=dig(4)))


@case("dk-summerhouse-keybox-alarm", "da", "key box and alarm codes for holiday renters")
def _():
    return X("""Koden til nøgleboksen ved sommerhuset er ⟦kb⟧, og alarmen slås fra med ⟦alarm⟧ efterfulgt af OFF. Kan du skrive en kort velkomstbesked til vores lejere på dansk og engelsk?""",
             s=dict(kb=pin(4), alarm=pin(4)))


@case("dk-plumber-fi-card-negative", "da", "negative: CVR (mod 11 computed), invoice number, FI payment line")
def _():
    return X("""Regning fra VVS-firmaet: CVR ⟦cvr⟧, fakturanr. ⟦fak⟧, betales med FI-kort ⟦fik⟧. Hvordan indtaster jeg et FI-kort i netbanken?""",
             l=dict(cvr=dk_cvr(), fak=dig(5), fik="+71<%s +%s<" % (dig(15), dig(8))))


# --- Norwegian --------------------------------------------------------------
@case("no-lanekassen-fnr-konto", "no", "Norwegian national identity number (both checks computed) and account number (mod 11 computed); the case number is a look-alike")
def _():
    k = no_konto()
    return X("""Skal søke Lånekassen og trenger fødselsnummer ⟦fnr⟧ og kontonummer ⟦konto⟧. I brevet står det «saksnummer ⟦sak⟧» — må jeg oppgi det også?""",
             s=dict(fnr=no_fnr(), konto="%s.%s.%s" % (k[:4], k[4:6], k[6:])), l=dict(sak="24/" + dig(5)))


@case("no-bankid-code-device", "no", "BankID password and code-device one-time code")
def _():
    return X("""BankID-passordet mitt er ⟦pw⟧, og kodebrikken viser ⟦code⟧ akkurat nå, men innloggingen feiler hver gang. Kan brikken være utgått på dato?""",
             s=dict(pw=pick(NORDIC_WORDS).lower() + dig(4), code=otp(6)))


@case("no-plumber-kid-negative", "no", "negative: org number (mod 11 computed), KID (Luhn computed) and the company's account (mod 11 computed)")
def _():
    o = no_orgnr()
    k = no_konto()
    return X("""Faktura fra rørleggeren: org.nr. ⟦org⟧ MVA, KID ⟦kid⟧, kontonummer for betaling ⟦konto⟧, forfall 20.12. Må jeg bruke KID, eller holder det med fakturanummeret?""",
             l=dict(org="%s %s %s" % (o[:3], o[3:6], o[6:]), kid=no_kid(), konto="%s %s %s" % (k[:4], k[4:6], k[6:])))


# --- Finnish ----------------------------------------------------------------
@case("fi-kela-hetu-iban", "fi", "Finnish personal identity code (check char computed) and own IBAN (IBAN check computed, national check not); the application number is a look-alike")
def _():
    return X("""Täytän Kelan hakemusta: henkilötunnus ⟦hetu⟧, tilinumero ⟦iban⟧. Hakemuksen numero on ⟦hak⟧. Onko tilinumero oikeassa muodossa?""",
             s=dict(hetu=fi_hetu(), iban=grp4(iban("FI", pick(["1234", "5000", "8000", "4006", "1570"]) + dig(10)))),
             l=dict(hak=dig(10)))


@case("fi-door-code-wifi-cleaner", "fi", "stairwell door code and home Wi-Fi password for a cleaner")
def _():
    return X("""Rappukäytävän ovikoodi on ⟦ovi⟧ ja kotiverkon salasana ⟦wifi⟧. Kirjoitatko siivoojalle lyhyet ohjeet suomeksi ja englanniksi?""",
             s=dict(ovi=pin(4), wifi=wifi_pw()))


@case("fi-invoice-viite-negative", "fi", "negative: business id (check computed), reference number (7-3-1 computed), company IBAN")
def _():
    return X("""Lasku remonttifirmalta: Y-tunnus ⟦yt⟧, viitenumero ⟦viite⟧, eräpäivä 15.1.2025, maksetaan tilille ⟦iban⟧. Voiko viitenumeron jättää pois ja kirjoittaa viestiin laskun numeron?""",
             l=dict(yt=fi_ytunnus(), viite=fi_viite(), iban=grp4(iban("FI", pick(["1234", "5000", "8000"]) + dig(10)))))


# --- Hungarian --------------------------------------------------------------
@case("hu-taj-adoazonosito-account", "hu", "TAJ number and tax identification number (checks computed) and bank account (check digits computed)")
def _():
    t = hu_taj()
    a, b = hu_account(3)
    return X("""A munkáltatóm kéri: TAJ-szám ⟦taj⟧, adóazonosító jel ⟦adoaz⟧, bankszámlaszám ⟦acc⟧. Jól írtam be őket?""",
             s=dict(taj="%s %s %s" % (t[:3], t[3:6], t[6:]), adoaz=hu_adoazonosito(), acc="%s-%s-%s" % (a, b[:8], b[8:])))


@case("hu-ugyfelkapu-password-sms", "hu", "government portal password and SMS code")
def _():
    return X("""Az Ügyfélkapu+ jelszavam ⟦pw⟧, és most jött egy SMS-kód: ⟦code⟧. Miért kér még egyszer azonosítást, ha már mindent beírtam?""",
             s=dict(pw=pw_random(13), code=otp(6)))


@case("hu-plumber-invoice-negative", "hu", "negative: company tax number (check computed), invoice number, GLS parcel number")
def _():
    return X("""Számla a szerelőtől: adószám ⟦asz⟧, számla sorszáma ⟦szla⟧, GLS csomagszám ⟦gls⟧. Mit jelent az adószám végén a két kötőjellel elválasztott rész?""",
             l=dict(asz=hu_adoszam(), szla="SZ-" + dig(6), gls=dig(11)))


# --- Romanian ---------------------------------------------------------------
@case("ro-alocatie-cnp-iban", "ro", "Romanian CNP (check computed) and own IBAN (check computed); the registration number is a look-alike")
def _():
    return X("""Completez cererea pentru alocație: CNP ⟦cnp⟧, IBAN ⟦iban⟧ la Banca Transilvania. Numărul de înregistrare al cererii este ⟦nr⟧. Mai trebuie ceva?""",
             s=dict(cnp=ro_cnp(), iban=grp4(iban("RO", "BTRL" + "RONCRT" + dig(10)))), l=dict(nr=dig(7)))


@case("ro-sms-code-scam-pin-password", "ro", "SMS code already given to a scammer and the card PIN")
def _():
    return X("""Am primit un SMS cu codul ⟦code⟧ și imediat m-a sunat cineva „de la bancă” care mi-a cerut codul. I l-am dat... PIN-ul cardului e ⟦pin⟧ — trebuie să-l schimb și pe acesta? Ce fac acum, am fost păcălit?""",
             s=dict(code=otp(6), pin=pin(4)))


@case("ro-supplier-invoice-negative", "ro", "negative: company CUI (check computed), invoice number, Fan Courier AWB")
def _():
    return X("""Factura de la furnizor: CUI ⟦cui⟧, nr. factură ⟦fac⟧, AWB Fan Courier ⟦awb⟧. Pe factură trebuie să apară și numărul de la Registrul Comerțului?""",
             l=dict(cui="RO" + ro_cui(), fac="FCT-" + dig(5), awb=dig(13)))


# --- Greek ------------------------------------------------------------------
@case("gr-amka-afm-iban", "el", "Greek AMKA (Luhn computed), personal AFM (check computed) and own IBAN (check computed)")
def _():
    return X("""Συμπληρώνω την αίτηση για το επίδομα: ΑΜΚΑ ⟦amka⟧, ΑΦΜ ⟦afm⟧, IBAN ⟦iban⟧. Χρειάζεται και ο αριθμός ταυτότητας;""",
             s=dict(amka=gr_amka(), afm=gr_afm("1"), iban=grp4(iban("GR", pick(["011", "014", "017", "026"]) + dig(4) + dig(16)))))


@case("gr-taxisnet-password", "el", "Taxisnet password (user name neutral)")
def _():
    return X("""Οι κωδικοί μου για το Taxisnet είναι: όνομα χρήστη ⟦user⟧, συνθηματικό ⟦pw⟧. Μου βγάζει «λάθος στοιχεία» — μήπως κλειδώθηκε ο λογαριασμός;""",
             s=dict(pw=pw_alnum(10)), n=dict(user="gpapadop" + dig(2)))


@case("gr-company-invoice-negative", "el", "negative: company AFM (check computed), order number, ACS waybill")
def _():
    return X("""Τιμολόγιο από εταιρεία: ΑΦΜ ⟦afm⟧, ΔΟΥ ΦΑΕ Αθηνών, αριθμός παραγγελίας ⟦ord⟧, αριθμός αποστολής ACS ⟦acs⟧. Σε πόσες μέρες φτάνει συνήθως;""",
             l=dict(afm=gr_afm("0"), ord=dig(8), acs=dig(10)))


# --- Turkish ----------------------------------------------------------------
@case("tr-edevlet-tckn-password", "tr", "Turkish identity number (checks computed) and e-Devlet password")
def _():
    return X("""e-Devlet'e giremiyorum. TC kimlik numaram ⟦tc⟧, şifrem ⟦pw⟧. Şifremi unuttum dersem yeni şifre için PTT'ye mi gitmem gerekiyor?""",
             s=dict(tc=tr_tckn(), pw=pick(TR_WORDS) + dig(3) + pick("!*")))


@case("tr-iban-card-pin", "tr", "own Turkish IBAN (check computed) and card PIN")
def _():
    return X("""Maaş hesabım için işverene IBAN'ımı vereceğim: ⟦iban⟧. Bir de kart şifrem ⟦pin⟧ ama ATM 'hatalı şifre' diyor, kartım bloke olmuş olabilir mi?""",
             s=dict(iban=grp4(iban("TR", pick(["00010", "00012", "00062", "00046", "00064"]) + "0" + dig(16))), pin=pin(4)))


@case("tr-company-invoice-negative", "tr", "negative: company tax number (check computed), order number, cargo tracking number")
def _():
    return X("""Firmadan gelen fatura: vergi numarası ⟦vkn⟧, vergi dairesi Kadıköy, sipariş no ⟦sip⟧, kargo takip no ⟦kargo⟧. Bu e-arşiv fatura mı, e-fatura mı?""",
             l=dict(vkn=tr_vkn(), sip=dig(9), kargo=dig(12)))


# --- Vietnamese -------------------------------------------------------------
@case("vn-cccd-vcb-account", "vi", "Vietnamese citizen id (no check exists) and bank account; the bank SWIFT code is a look-alike")
def _():
    d = rdate(1975, 2002)
    cccd = pick(["001", "079", "031", "048"]) + ("0" if d.year < 2000 else "2") + "%02d" % (d.year % 100) + dig(6)
    return X("""Mình đang làm hồ sơ vay mua xe: số CCCD ⟦cccd⟧, số tài khoản Vietcombank ⟦stk⟧. Mã SWIFT của Vietcombank là ⟦swift⟧ phải không?""",
             s=dict(cccd=cccd, stk="10" + dig(8)), l=dict(swift="BFTVVNVX"))


@case("vn-otp-scam-call", "vi", "bank OTP and online-banking password")
def _():
    return X("""Ngân hàng vừa gửi mã OTP ⟦otp⟧, mật khẩu VCB Digibank của mình là ⟦pw⟧. Có người gọi xưng là công an bảo mình đọc mã này, mình chưa đọc. Giờ phải làm gì?""",
             s=dict(otp=otp(6), pw=pick(VI_WORDS).capitalize() + "@" + dig(4)))


@case("vn-shopee-order-negative", "vi", "negative: Shopee order code, waybill, shop tax code")
def _():
    return X("""Đơn Shopee mã ⟦order⟧, mã vận đơn ⟦vd⟧, mã số thuế của shop ⟦mst⟧. Sao đơn cứ 'chờ lấy hàng' mãi vậy?""",
             l=dict(order="2411" + dig(2) + rs(8, UP + DG), vd="SPXVN0" + dig(11), mst="0" + dig(9)))


# --- Thai -------------------------------------------------------------------
@case("th-id-atm-pin-form", "th", "Thai national id (check computed) and ATM PIN")
def _():
    return X("""กรอกฟอร์มเปิดบัญชีออนไลน์: เลขบัตรประชาชน ⟦id⟧ รหัส ATM ⟦pin⟧ ต้องใส่รหัส ATM ในฟอร์มด้วยเหรอ แปลกๆ นะ""",
             s=dict(id=fmt_th(th_id(pick("13"))), pin=pin(6)))


@case("th-otp-sms-ref", "th", "OTP and own account number are secrets; the OTP's Ref code and the masked destination account are look-alikes")
def _():
    return X("""ได้ SMS จากธนาคาร: "OTP=⟦otp⟧ (Ref:⟦ref⟧) สำหรับโอนเงินไปบัญชี ⟦masked⟧ ห้ามบอกรหัสนี้กับผู้อื่น" แต่ฉันไม่ได้โอนอะไรเลย บัญชีของฉันคือ ⟦acc⟧ ควรทำยังไงดี""",
             s=dict(otp=otp(6), acc="%s-%s-%s-%s" % (dig(3), dig(1), dig(5), dig(1))),
             l=dict(ref=rs(4, UP), masked="xxx-x-x%s-x" % dig(4)))


@case("th-tax-invoice-negative", "th", "negative: company taxpayer id (check computed), Thailand Post tracking (S10 computed), amount")
def _():
    return X("""ใบกำกับภาษีจากร้าน: เลขประจำตัวผู้เสียภาษี ⟦tax⟧ เลขพัสดุไปรษณีย์ไทย ⟦trk⟧ ยอดรวม ⟦amt⟧ บาท ใบกำกับแบบนี้ต้องเก็บไว้กี่ปี""",
             l=dict(tax=th_id("0"), trk=s10(pick(["EF", "EB", "RB"]), "TH"), amt=money(500, 9000)))


# --- Indonesian -------------------------------------------------------------
@case("id-bpjs-nik-rekening-pin", "id", "Indonesian NIK (no check exists), BCA account number and m-BCA PIN")
def _():
    d = rdate(1975, 2003)
    nik = "3174" + "0" + str(R.randint(1, 9)) + "%02d%02d%02d" % (d.day + 40, d.month, d.year % 100) + dig(4)
    return X("""Mau daftar BPJS Kesehatan: NIK saya ⟦nik⟧, no. rekening BCA ⟦rek⟧, PIN m-BCA ⟦pin⟧. Apa PIN-nya perlu diisi di formulir juga?""",
             s=dict(nik=nik, rek=dig(10), pin=pin(6)))


@case("id-otp-courier-scam", "id", "OTP from a pasted SMS; the parcel tracking number is a look-alike")
def _():
    return X("""Barusan dapat SMS: "JANGAN BERIKAN KODE INI KEPADA SIAPAPUN. Kode OTP Anda: ⟦otp⟧". Terus ada yang telepon minta kode itu, katanya kurir paket dengan resi ⟦resi⟧. Saya harus bagaimana?""",
             s=dict(otp=otp(6)), l=dict(resi="JP" + dig(10)))


@case("id-virtual-account-negative", "id", "negative: virtual account payment number, invoice number, company NPWP")
def _():
    return X("""Bayar tagihan pakai virtual account ⟦va⟧, nomor invoice ⟦inv⟧, NPWP perusahaan ⟦npwp⟧. Kenapa nominal di aplikasi beda dengan di invoice?""",
             l=dict(va="8808" + dig(12), inv="INV/20241105/MPL/" + dig(10),
                    npwp="%s.%s.%s.%s-%s.%s" % (dig(2), dig(3), dig(3), dig(1), dig(3), "000")))


# --- Tagalog ----------------------------------------------------------------
@case("ph-gcash-mpin-otp", "tl", "GCash MPIN and OTP are secrets; the receipt Ref No. is a look-alike")
def _():
    return X("""Nag-send ako ng pera sa GCash pero hindi dumating sa kapatid ko. Ang MPIN ko ay ⟦mpin⟧ at may dumating na OTP na ⟦otp⟧. Ang Ref No. sa resibo ay ⟦ref⟧. Ano ang dapat kong gawin?""",
             s=dict(mpin=pin(4), otp=otp(6)), l=dict(ref=dig(13)))


@case("ph-sss-philhealth-tin", "tl", "SSS number and PhilHealth member number (no checks computed)")
def _():
    return X("""Para sa requirements ng bagong trabaho: SSS number ko ⟦sss⟧ at PhilHealth ⟦ph⟧. Yung TIN hinihintay ko pa. Tama ba ang format nila?""",
             s=dict(sss="%s-%s-%s" % (dig(2), dig(7), dig(1)), ph="%s-%s-%s" % (dig(2), dig(9), dig(1))))


@case("ph-maya-receipt-negative", "tl", "negative: e-wallet receipt Ref No., amount and invoice number")
def _():
    return X("""Resibo mula sa Maya: Ref No. ⟦ref⟧, amount ₱⟦amt⟧, biller Meralco, Invoice No. ⟦inv⟧, petsa Nov 5, 2024. Bakit hindi pa nagrereflect sa Meralco account ko?""",
             l=dict(ref=dig(12), amt=money(800, 6000), inv="MER-" + dig(8)))


# --- Swahili ----------------------------------------------------------------
@case("ke-mpesa-sms-pin-multi", "sw", "multi-message: M-Pesa confirmation code (secret per the settled rule) and M-Pesa PIN; the recipient's phone is a look-alike")
def _():
    return X("""Nimepokea ujumbe huu:
"⟦code⟧ Confirmed. Ksh⟦amt⟧ sent to JOHN KAMAU ⟦phone⟧ on 12/11/24 at 3:42 PM. New M-PESA balance is Ksh⟦bal⟧. Transaction cost, Ksh⟦fee⟧."
---
Lakini sikutuma pesa hizi! PIN yangu ya M-PESA ni ⟦pin⟧, nimeibadilisha sasa hivi. Nifanye nini ili nirudishiwe pesa?""",
             s=dict(code=mpesa_code(), pin=pin(4)), l=dict(phone="07" + dig(8)),
             n=dict(amt="%d,%03d.00" % (R.randint(1, 20), R.randint(0, 999)), bal="%d,%03d.00" % (R.randint(1, 30), R.randint(0, 999)),
                    fee="%d.00" % R.choice([33, 53, 87, 105])))


@case("ke-kra-itax-id", "sw", "Kenyan national ID number, individual KRA PIN and iTax password")
def _():
    return X("""Nahitaji kujaza fomu ya KRA: namba ya kitambulisho ⟦id⟧, KRA PIN ⟦kra⟧, na nenosiri la iTax ⟦pw⟧. Je, nitumie barua pepe ipi kwa usajili?""",
             s=dict(id=dig(8), kra="A0" + dig(8) + pick(UP), pw=pick(MIXED_WORDS) + "#" + dig(4)))


@case("ke-till-receipt-negative", "sw", "negative: shop Till number, receipt number, company KRA PIN")
def _():
    return X("""Nimenunua vifaa dukani nikalipa kwa Till Number ⟦till⟧. Risiti ina namba ⟦rec⟧ na KRA PIN ya kampuni ⟦kra⟧. Je, risiti hii inatosha kudai VAT?""",
             l=dict(till=dig(6), rec="RCPT-" + dig(6), kra="P05" + dig(7) + pick(UP)))


# ===========================================================================
# build, validate, write
# ===========================================================================
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
PH = re.compile(r"⟦(\w+)⟧")
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"


def hostile(s):
    """Characters that do not belong in the YAML (JSON-style double-quoted scalars)."""
    bad = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or o in (0xFEFF, 0x2028, 0x2029) \
                or 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF) or ch in "⟦⟧":
            bad.append("U+%04X" % o)
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def _asc_alnum(ch):
    return ch.isascii() and ch.isalnum()


def check_case(c):
    """Return a list of problems of one rendered case (empty when fine)."""
    errs = []
    text, secrets, looks = c["text"], c["secrets"], c["lookalikes"]
    for f in ("id", "lang", "text", "note"):
        if not isinstance(c[f], str) or not c[f]:
            errs.append("empty field " + f)
        elif hostile(c[f]) or (f != "text" and "\n" in c[f]):
            errs.append("hostile characters in %s: %s" % (f, hostile(c[f])))
    if not ID_RE.match(c["id"]):
        errs.append("bad id " + c["id"])
    if c["lang"] not in LANGS:
        errs.append("bad lang " + c["lang"])
    if text != text.strip() or SEP + SEP in text or text.startswith("---") or text.endswith("---"):
        errs.append("bad message layout")
    allv = secrets + looks
    if len(set(allv)) != len(allv):
        errs.append("value listed twice")
    if not secrets and not looks:
        errs.append("case without any listed value")
    for v in allv:
        if not isinstance(v, str) or not v or v != v.strip():
            errs.append("empty or padded value %r" % v)
            continue
        if hostile(v):
            errs.append("hostile characters in value %r" % v)
        occ = occurrences(text, v)
        if not occ:
            errs.append("value not in text: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            prev = text[a - 1] if a > 0 else ""
            nxt = text[b] if b < len(text) else ""
            if v[0].isdigit() and prev.isdigit() or v[-1].isdigit() and nxt.isdigit():
                errs.append("number embedded in a longer number: %r" % v)
            elif _asc_alnum(v[0]) and _asc_alnum(prev) or _asc_alnum(v[-1]) and _asc_alnum(nxt):
                errs.append("value glued to a longer word: %r" % v)
    for sv in secrets:
        for a, b in occurrences(text, sv):
            for lv in looks:
                for x, y in occurrences(text, lv):
                    if a < y and x < b:
                        errs.append("secret %r overlaps look-alike %r" % (sv, lv))
    return errs


def render(fn):
    text, s, l, n = fn()
    names = list(s) + list(l) + list(n)
    if len(set(names)) != len(names):
        raise SystemExit("placeholder name used twice")
    vals = {}
    vals.update(n)
    vals.update(l)
    vals.update(s)
    used = set()

    def sub(m):
        used.add(m.group(1))
        return vals[m.group(1)]
    out = PH.sub(sub, text)
    unused = set(names) - used
    return out, list(s.values()), list(l.values()), unused


REDRAWS = []


def build():
    global REDRAWS
    cases, problems = [], []
    for i, (slug, lang, note, fn) in enumerate(CASE_DEFS, 1):
        cid = "%s-%03d-%s" % (PREFIX, i, slug)
        last = None
        for _attempt in range(60):
            try:
                text, secrets, looks, unused = render(fn)
            except KeyError as e:
                last = ["unknown placeholder %s" % e]
                break
            c = {"id": cid, "lang": lang, "text": text, "secrets": secrets, "lookalikes": looks, "note": note}
            errs = check_case(c)
            if unused:
                errs.append("unused values %s" % sorted(unused))
            if not errs:
                cases.append(c)
                last = None
                break
            last = errs
            REDRAWS.append(cid)
        if last:
            problems.append("%s: %s" % (cid, "; ".join(sorted(set(last)))))
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    return cases, problems


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
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


def self_test():
    """Known public test vectors for the check-digit code; any failure stops the generator."""
    t = [
        iban_ok("GB82 WEST 1234 5698 7654 32"), iban_ok("DE89 3704 0044 0532 0130 00"),
        not iban_ok("GB82 WEST 1234 5698 7654 33"), iban("NL", "INGB0002445588") == "NL86INGB0002445588",
        luhn_ok("79927398713"), luhn_ok("4242424242424242"), verhoeff_digit("236") == "3", verhoeff_ok("2363"),
        iso7064_11_10("8609574271") == "9", es_ctrl("0021000418") + es_ctrl("0200051332") == "45",
        rib_key("20041", "01005", "05000134026") == "06", 5390075470 % 97 == 34,
        "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z", luhn_digit("811218987") == "6",
        "0123456789ABCDEFHJKLMNPRSTUVWXY"[int("131052308") % 31] == "T",
        wsum("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3,
        wsum("112233445", range(9, 0, -1)) % 101 == 95,
        "10X98765432"[wsum("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X",
        11 - wsum("943476591", range(10, 1, -1)) % 11 == 9,
    ]
    return all(t)


IBAN_LEN = {"BE": 16, "NL": 18, "DE": 22, "GB": 22, "SA": 24, "IR": 26, "UA": 29, "PL": 28, "FR": 27, "ES": 24,
            "PT": 25, "IT": 27, "FI": 18, "RO": 24, "GR": 27, "TR": 26}


def post_check(cases):
    """Re-check the computed check digits of every IBAN-shaped value in the output."""
    errs = []
    ib = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}$")
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            if ib.match(v) and len(v.replace(" ", "")) == IBAN_LEN.get(v[:2]) and v != "GB82 WEST 1234 5698 7654 33":
                if not iban_ok(v):
                    errs.append("%s: IBAN check fails for %r" % (c["id"], v))
    # make sure the re-check really ran over the IBANs of the set
    n = sum(1 for c in cases for v in c["secrets"] + c["lookalikes"]
            if ib.match(v) and len(v.replace(" ", "")) == IBAN_LEN.get(v[:2]))
    if n < 20:
        errs.append("only %d IBANs re-checked" % n)
    return errs


def main(argv):
    if len(argv) != 2:
        print("usage: python3 make_heldout_v58.py heldout_v58.yaml", file=sys.stderr)
        return 2
    if not self_test():
        print("PROBLEM check-digit self test failed", file=sys.stderr)
        return 1
    cases, problems = build()
    problems += post_check(cases)
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        return 1
    y = to_yaml(cases)
    with open(argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(y)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    print("cases redrawn after a random collision: %d %s" % (len(REDRAWS), " ".join(REDRAWS)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
