#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v54 for a chat-message secrets filter.

Usage: python3 make_heldout_v54.py heldout_v54.yaml

Standard library only. Every random value comes from random.Random(54), drawn in a fixed
order, so two runs write byte-identical files. Everything is validated before writing;
on any problem the script prints it and exits 1.
"""
import base64
import hashlib
import json
import random
import re
import string
import sys
import unicodedata

NAME = "heldout_v54"
SEED = 54
PREFIX = "H54"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
HX = "0123456789abcdef"
B32 = UP + "234567"
URLS = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


# ------------------------------------------------------------------ basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DI, n)


def dnz(n):
    return R.choice("123456789") + dg(n - 1)


def hexs(n):
    return rs(HX, n)


def pick(seq):
    return R.choice(seq)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def spaced(s, k=4, sep=" "):
    return sep.join(s[i:i + k] for i in range(0, len(s), k))


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def date_parts(y0=1958, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# ------------------------------------------------------------------ check digits
def luhn_digit(payload):
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return str((10 - tot % 10) % 10)


def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def with_luhn(p):
    return p + luhn_digit(p)


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def _num36(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_make(cc, bban):
    cd = 98 - int(_num36(bban + cc + "00")) % 97
    return f"{cc}{cd:02d}{bban}"


def iban_ok(ib):
    ib = ib.replace(" ", "")
    return int(_num36(ib[4:] + ib[:4])) % 97 == 1


def wsum(s, weights):
    return sum(int(c) * w for c, w in zip(s, weights))


def iso7064_11_10(s):
    product = 10
    for ch in s:
        sm = (int(ch) + product) % 10
        if sm == 0:
            sm = 10
        product = (sm * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def es_dc(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - wsum(s10, w) % 11
    return "0" if d == 11 else ("1" if d == 10 else str(d))


def mod11_w(payload, weights):
    """c = 11 - sum mod 11; 11 -> 0; 10 -> None (invalid)."""
    c = 11 - wsum(payload, weights) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


# ------------------------------------------------------------------ banking
def bban_for(cc):
    if cc == "DE":
        return dnz(8) + dg(10)
    if cc == "GB":
        return pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + dg(14)
    if cc == "FR":
        bank, br, acct = dg(5), dg(5), dg(11)
        key = 97 - ((89 * int(bank) + 15 * int(br) + 3 * int(acct)) % 97)
        return bank + br + acct + f"{key:02d}"
    if cc == "ES":
        bank, br, acct = dg(4), dg(4), dg(10)
        return bank + br + es_dc("00" + bank + br) + es_dc(acct) + acct
    if cc == "IT":
        return pick(UP) + dg(5) + dg(5) + dg(12)
    if cc == "NL":
        return pick(["INGB", "RABO", "ABNA", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ"]) + dg(10)
    if cc == "PL":
        return dg(24)
    if cc == "FI":
        return dg(14)
    if cc == "SA":
        return pick(["10", "20", "45", "80", "05", "60"]) + dg(18)
    if cc == "AE":
        return pick(["026", "033", "030", "035"]) + dg(16)
    if cc == "IL":
        return dg(19)
    if cc == "IR":
        return "0" + pick(["17", "12", "16", "15", "18", "19"]) + "0" + dg(18)
    if cc == "TR":
        return dg(5) + "0" + dg(16)
    if cc == "UA":
        return dg(25)
    if cc == "RO":
        return pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"]) + "RONCRT" + rs(UP + DI, 10)
    if cc == "GR":
        return dg(23)
    if cc == "PT":
        n19 = dg(19)
        return n19 + f"{98 - (int(n19) * 100) % 97:02d}"
    raise ValueError(cc)


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "FI": 18, "SA": 24,
            "AE": 23, "IL": 23, "IR": 26, "TR": 26, "UA": 29, "RO": 24, "GR": 27, "PT": 25}


def iban(cc):
    ib = iban_make(cc, bban_for(cc))
    assert iban_ok(ib) and len(ib) == IBAN_LEN[cc], ib
    return ib


def iban_sp(cc):
    return spaced(iban(cc))


def aba_routing():
    while True:
        p = pick(["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31"]) + dg(6)
        for last in DI:
            n = p + last
            if wsum(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0:
                return n


def hu_account():
    head = dg(7)
    c1 = str((10 - wsum(head, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    body = dg(15)
    c2 = str((10 - wsum(body, [9, 7, 3, 1] * 4) % 10) % 10)
    return f"{head}{c1}-{body[:8]}-{body[8:]}{c2}"


def cz_account():
    while True:
        acct9 = dnz(9)
        c = (-wsum(acct9, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c < 10:
            return acct9 + str(c)


def no_account():
    while True:
        p = pick(["1503", "1506", "9710", "3000", "1206", "6030"]) + dg(6)
        c = mod11_w(p, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            n = p + c
            return f"{n[:4]}.{n[4:6]}.{n[6:]}"


def ar_cbu():
    b1 = pick(["007", "011", "014", "017", "072", "285"]) + dg(4)
    c1 = str((10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    b2 = dg(13)
    c2 = str((10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    return b1 + c1, b2 + c2


def ru_account(bik):
    """Russian settlement account with control key computed against the BIK (as I know the rule)."""
    acct = "40817810" + "0" + dg(11)
    s = bik[-3:] + acct
    tot = sum(int(c) * w for c, w in zip(s, [7, 1, 3] * 8))
    k = (tot % 10) * 3 % 10
    return acct[:8] + str(k) + acct[9:]


# ------------------------------------------------------------------ cards
def card_num(brand):
    p = {
        "visa": lambda: "4" + dg(14),
        "mc": lambda: pick(["51", "52", "53", "54", "55"]) + dg(13),
        "amex": lambda: pick(["34", "37"]) + dg(12),
        "unionpay": lambda: "622202" + dg(12),
        "mir": lambda: "220" + pick("01234") + dg(11),
        "melli": lambda: "603799" + dg(9),
        "troy": lambda: "9792" + dg(11),
        "jcb": lambda: "35" + str(R.randint(28, 89)) + dg(11),
    }[brand]()
    n = with_luhn(p)
    assert luhn_ok(n)
    return n


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return groups(n, [4, 6, 5], sep)
    if len(n) == 19:
        return groups(n, [4, 4, 4, 4, 3], sep)
    return groups(n, [4, 4, 4, 4], sep)


def expiry():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


# ------------------------------------------------------------------ national ids (computed)
def de_steuer_id():
    while True:
        ds = pick("123456789") + dg(9)
        counts = sorted((ds.count(x) for x in set(ds)), reverse=True)
        if counts[0] in (2, 3) and all(c == 1 for c in counts[1:]):
            return ds + iso7064_11_10(ds)


def de_ustid():
    p = pick("123456789") + dg(7)
    return "DE" + p + iso7064_11_10(p)


def de_kvnr():
    letter, body = pick(UP), dg(8)
    s = f"{ord(letter) - 64:02d}" + body
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v // 10 + v % 10
    return letter + body + str(tot % 10)


def de_creditor_id():
    body = dg(11)
    cd = 98 - int(_num36(body + "DE00")) % 97
    return f"DE{cd:02d}ZZZ{body}"


def fr_nir():
    sex = pick("12")
    yy = f"{R.randint(62, 99):02d}"
    mm = f"{R.randint(1, 12):02d}"
    dep = pick(["75", "69", "13", "33", "59", "31", "44", "67", "35", "92", "93", "94"])
    com = f"{R.randint(1, 400):03d}"
    order = f"{R.randint(1, 999):03d}"
    base = sex + yy + mm + dep + com + order
    key = 97 - int(base) % 97
    return f"{sex} {yy} {mm} {dep} {com} {order} {key:02d}"


def fr_siret():
    siren = with_luhn(pick("3456789") + dg(7))
    while True:
        s = siren + dg(4)
        for last in DI:
            if luhn_ok(s + last):
                return siren, s + last


def fr_tva(siren):
    key = (12 + 3 * (int(siren) % 97)) % 97
    return f"FR{key:02d}{siren}"


def es_dni():
    n = dnz(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    letter = pick("AB")
    d7 = dg(7)
    s = 0
    for i, ch in enumerate(d7):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            v = v // 10 + v % 10
        s += v
    return letter + d7 + str((10 - s % 10) % 10)


CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
CF_ODD.update(dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])))
CF_EVEN = {c: int(c) for c in DI}
CF_EVEN.update({c: i for i, c in enumerate(UP)})


def it_cf_check(s15):
    tot = sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate(s15))
    return UP[tot % 26]


def it_cf():
    cons = "BCDFGLMNPRSTVZ"
    sur = rs(cons, 3)
    nam = rs(cons, 3)
    y, m, d = date_parts(1965, 2001)
    day = d + (40 if R.random() < 0.5 else 0)
    town = pick(["H501", "F205", "F839", "L219", "A944", "G273", "D612", "L736"])
    s15 = f"{sur}{nam}{y % 100:02d}{'ABCDEHLMPRST'[m - 1]}{day:02d}{town}"
    return s15 + it_cf_check(s15)


def it_piva():
    return with_luhn(dg(7) + pick(["001", "003", "015", "037", "058", "096"]))


def pl_pesel():
    y, m, d = date_parts(1960, 2005)
    mm = m + (20 if y >= 2000 else 0)
    base = f"{y % 100:02d}{mm:02d}{d:02d}" + dg(4)
    return base + str((10 - wsum(base, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_dowod():
    letters, tail = rs(UP, 3), dg(5)
    s = sum((ord(c) - 55) * w for c, w in zip(letters, [7, 3, 1])) + wsum(tail, [7, 3, 1, 7, 3])
    return letters + str(s % 10) + tail


def pl_nip():
    while True:
        p = dnz(3) + dg(6)
        c = wsum(p, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            n = p + str(c)
            return f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"


def nl_bsn():
    while True:
        b = dnz(8)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return b + str(c)


def se_pnr():
    y, m, d = date_parts(1955, 2002)
    p = f"{y % 100:02d}{m:02d}{d:02d}" + dg(3)
    return f"{p[:6]}-{p[6:]}{luhn_digit(p)}"


def se_orgnr():
    p = "55" + str(R.randint(6, 9)) + dg(6)
    n = with_luhn(p)
    return f"{n[:6]}-{n[6:]}"


def fi_hetu():
    y, m, d = date_parts(1960, 2004)
    sign = "-" if y < 2000 else "A"
    nnn = R.randint(2, 899)
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{nnn:03d}")
    return f"{d:02d}{m:02d}{y % 100:02d}{sign}{nnn:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_ytunnus():
    while True:
        p = dnz(7)
        r = wsum(p, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return f"{p}-{0 if r == 0 else 11 - r}"


def fi_viite():
    base = dnz(R.randint(5, 9))
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    n = base + str((10 - s % 10) % 10)
    # written in groups of five from the right, as on Finnish bills
    out = []
    while n:
        out.insert(0, n[-5:])
        n = n[:-5]
    return " ".join(out)


def no_fnr():
    while True:
        y, m, d = date_parts(1955, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}" + dg(3)
        k1 = mod11_w(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = mod11_w(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return b + k1 + k2


def no_orgnr():
    while True:
        p = pick("89") + dg(7)
        c = mod11_w(p, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            n = p + c
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def dk_cvr():
    while True:
        p = dnz(7)
        c = (-wsum(p, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return p + str(c)


def cn_id():
    area = pick(["110105", "310115", "440305", "330106", "510107", "420106", "320102", "370202"])
    y, m, d = date_parts(1970, 2003)
    b = area + f"{y}{m:02d}{d:02d}" + dg(3)
    return b + "10X98765432"[wsum(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]


def kr_rrn():
    y, m, d = date_parts(1965, 2003)
    g = pick("12") if y < 2000 else pick("34")
    b = f"{y % 100:02d}{m:02d}{d:02d}" + g + dg(5)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def kr_brn():
    b = dnz(9)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3:5]}-{n[5:]}"


def jp_mynumber_check(p11):
    tot = 0
    for n in range(1, 12):
        pn = int(p11[11 - n])
        qn = n + 1 if n <= 6 else n - 5
        tot += pn * qn
    r = tot % 11
    return "0" if r <= 1 else str(11 - r)


def jp_mynumber():
    p = dnz(11)
    return p + jp_mynumber_check(p)


def in_aadhaar():
    p = pick("23456789") + dg(10)
    n = p + verhoeff_digit(p)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def in_pan(kind="P"):
    return rs(UP, 3) + kind + pick(UP) + dg(4) + pick(UP)


def br_cpf():
    b = dnz(9)
    d1 = wsum(b, range(10, 1, -1)) * 10 % 11 % 10
    d2 = wsum(b + str(d1), range(11, 1, -1)) * 10 % 11 % 10
    n = b + str(d1) + str(d2)
    return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"


def br_cnpj():
    b = dnz(8) + "0001"

    def dv(s, w):
        r = wsum(s, w) % 11
        return "0" if r < 2 else str(11 - r)
    d1 = dv(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    d2 = dv(b + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    n = b + d1 + d2
    return f"{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}"


def br_nfe_key():
    b = pick(["35", "33", "31", "41", "43"]) + "25" + f"{R.randint(1, 12):02d}" + dnz(14) + "55" + dg(3) + dg(9) + "1" + dg(8)
    assert len(b) == 43
    s = sum(int(c) * w for c, w in zip(reversed(b), [2, 3, 4, 5, 6, 7, 8, 9] * 6))
    r = s % 11
    dv = 0 if r < 2 else 11 - r
    return spaced(b + str(dv))


def pt_nif(first):
    while True:
        p = first + dg(7)
        r = wsum(p, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r < 2 else 11 - r
        return p + str(c)


def ru_inn12():
    b = dnz(10)
    n11 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(n11)
    n12 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(n12)


def ru_inn10():
    b = pick(["77", "78", "50", "54", "66", "16"]) + dg(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = "1" + pick(["02", "03", "05", "07", "10", "15"]) + pick(["77", "78", "50", "54"]) + dg(7)
    b = b[:12]
    return b + str(int(b) % 11 % 10)


def ru_snils():
    while True:
        b = dg(9)
        if int(b) <= 1001998:
            continue
        s = wsum(b, range(9, 0, -1))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c >= 100 else c
        return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def ua_rnokpp():
    b = dnz(9)
    s = sum(int(c) * w for c, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return b + str(s % 11 % 10)


def tr_tc():
    d = [int(pick("123456789"))] + [int(x) for x in dg(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_id():
    return with_luhn(dg(8))


def ir_melli():
    while True:
        b = dg(9)
        if b[:3] == "000":
            continue
        r = wsum(b, range(10, 1, -1)) % 11
        return b + str(r if r < 2 else 11 - r)


def sa_id():
    return with_luhn("1" + dg(8))


def ro_cnp():
    y, m, d = date_parts(1960, 2004)
    s = pick("12") if y < 2000 else pick("56")
    b = f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{R.randint(1, 999):03d}"
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    p = dnz(7)
    c = wsum(p.rjust(9, "0"), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return p + ("0" if c == 10 else str(c))


def gr_amka():
    y, m, d = date_parts(1960, 2003)
    return with_luhn(f"{d:02d}{m:02d}{y % 100:02d}" + dg(4))


def gr_afm():
    b = pick("01") + dg(7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def cz_rc():
    while True:
        y, m, d = date_parts(1960, 1999)
        mm = m + (50 if R.random() < 0.5 else 0)
        b = f"{y % 100:02d}{mm:02d}{d:02d}" + dg(3)
        c = int(b) % 11
        if c < 10:
            return f"{b[:6]}/{b[6:]}{c}"


def cz_ico():
    p = dnz(7)
    r = wsum(p, [8, 7, 6, 5, 4, 3, 2]) % 11
    return p + str((11 - r) % 10)


def hu_taj():
    b = dnz(8)
    c = wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    n = b + str(c)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def hu_adoazon():
    while True:
        b = "8" + str(R.randint(33000, 50000)) + dg(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_company_taxno():
    b = dnz(7)
    c = (10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return f"{b}{c}-{pick('2345')}-{R.randint(2, 44):02d}"


def th_id():
    b = pick("1235") + dg(11)
    c = (11 - wsum(b, range(13, 1, -1)) % 11) % 10
    n = b + str(c)
    return f"{n[0]} {n[1:5]} {n[5:10]} {n[10:12]} {n[12]}"


def s10(prefix, country):
    d8 = dg(8)
    c = 11 - wsum(d8, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return f"{prefix}{d8}{c}{country}"


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def uk_nino():
    bad1 = set("DFIQUV")
    while True:
        a, b2 = pick(UP), pick(UP)
        if a in bad1 or b2 in bad1 or b2 == "O" or a + b2 in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        d = dg(6)
        return f"{a}{b2} {d[:2]} {d[2:4]} {d[4:]} {pick('ABCD')}"


def nhs_number():
    while True:
        b = pick("4679") + dg(8)
        c = mod11_w(b, [10, 9, 8, 7, 6, 5, 4, 3, 2])
        if c is not None:
            n = b + c
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def ca_sin():
    n = with_luhn(pick("1234567") + dg(7))
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def au_tfn():
    while True:
        n = dnz(9)
        if wsum(n, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def au_abn_ok(n):
    d = [int(c) for c in n]
    d[0] -= 1
    return sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def au_abn():
    while True:
        n = dnz(11)
        if au_abn_ok(n):
            return f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"


def gb_vat():
    while True:
        p = dnz(7)
        c = (-wsum(p, [8, 7, 6, 5, 4, 3, 2])) % 97
        return f"GB{p[:3]} {p[3:]} {c:02d}"


VIN_MAP = dict(zip("ABCDEFGH", range(1, 9)))
VIN_MAP.update(dict(zip("JKLMN", range(1, 6))))
VIN_MAP.update({"P": 7, "R": 9})
VIN_MAP.update(dict(zip("STUVWXYZ", range(2, 10))))
VIN_MAP.update({c: int(c) for c in DI})
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    r = sum(VIN_MAP[c] * w for c, w in zip(v, VIN_W)) % 11
    return "X" if r == 10 else str(r)


def vin():
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = pick(["1HG", "1FA", "2T1", "5YJ", "1N4", "3VW"]) + rs(alpha, 5) + "0" + pick("LMNPRS") + rs(alpha, 1) + dg(6)
    return v[:8] + vin_check(v) + v[9:]


def isbn13():
    b = "978" + pick(["0", "1"]) + dg(8)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
    n = b + str(c)
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def ean13(prefix):
    b = prefix + dg(12 - len(prefix))
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
    return b + str(c)


def bitlocker_key():
    return "-".join(f"{11 * R.randint(0, 65535):06d}" for _ in range(8))


def au_medicare():
    b = pick("23456") + dg(7)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return f"{b[:4]} {b[4:]}{c} {pick('12345')}"


# ------------------------------------------------------------------ tokens and keys
def aws_kid():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(AN + "/+", 40)


def jwt(payload, alg="HS256"):
    h = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    s = b64url(rb(32 if alg == "HS256" else 256))
    return f"{h}.{p}.{s}"


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    data = payload + chk
    n = int.from_bytes(data, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + s


def b58check_ok(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    data = b"\0" * pad + raw
    return hashlib.sha256(hashlib.sha256(data[:-4]).digest()).digest()[:4] == data[-4:]


def ssh_ed25519(comment):
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    pub = rb(32)
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = rb(4)
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(rb(32) + pub) + sstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") + sstr(pubblob) + sstr(priv)
    b64 = base64.b64encode(blob).decode()
    body = "\n".join(b64[i:i + 70] for i in range(0, len(b64), 70))
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
    return pem, base64.b64encode(pubblob).decode()


def wg_key():
    return base64.b64encode(rb(32)).decode()


def mapbox_token(kind, user):
    mid = b64url(json.dumps({"u": user, "a": rs(LO + DI, 25)}, separators=(",", ":")).encode())
    return f"{kind}.{mid}.{rs(URLS, 22)}"


EN_WORDS = ["maple", "harbor", "copper", "lantern", "orbit", "velvet", "falcon", "meadow", "tundra", "pepper",
            "cobalt", "saffron", "glacier", "walnut", "ember", "juniper", "marble", "thistle", "raven", "willow",
            "cactus", "nimbus", "quartz", "pickle", "mango", "sprocket", "tangerine", "biscuit", "comet", "harvest",
            "pebble", "lagoon", "summit", "cinder", "violet", "badger", "otter", "zephyr", "paprika", "kettle"]

BIP39 = ["abandon", "ability", "absorb", "abstract", "access", "accident", "acoustic", "actress", "adapt", "advance",
         "aerobic", "afford", "agent", "airport", "alarm", "album", "alcohol", "alien", "alley", "alpha", "amateur",
         "amazing", "anchor", "ancient", "animal", "ankle", "antenna", "antique", "anxiety", "apology", "arctic",
         "arena", "armor", "arrow", "artwork", "athlete", "attitude", "auction", "august", "autumn", "avocado",
         "awkward", "bachelor", "bacon", "balcony", "bamboo", "banana", "barrel", "basket", "beauty", "betray",
         "bicycle", "biology", "blanket", "blossom", "bounce", "bracket", "breeze", "broccoli", "bronze", "bubble",
         "buffalo", "bundle", "bunker", "cabbage", "cactus", "canal", "canoe", "canyon", "captain", "carbon",
         "casino", "castle", "catalog", "cattle", "ceiling", "celery", "cement", "census", "cereal", "champion",
         "cherry", "chimney", "cinnamon", "citizen", "clarify", "clinic", "coconut", "comic", "copper", "coral",
         "cotton", "coyote", "cradle", "crater", "cricket", "crystal", "cupboard", "curtain", "cushion", "dolphin",
         "dragon", "eagle", "forest", "fossil", "galaxy", "garden", "guitar", "hammer", "harvest", "island",
         "ivory", "jacket", "jungle", "kangaroo", "kitten", "ladder", "laptop", "lemon", "lizard", "mango",
         "marble", "meadow", "mirror", "monkey", "music", "needle", "noble", "ocean", "orbit", "oyster", "panda",
         "parrot", "pencil", "planet", "pumpkin", "puzzle", "quantum", "rabbit", "river", "rocket", "salmon",
         "silver", "spider", "spirit", "sponsor", "stadium", "sunset", "thunder", "ticket", "tiger", "tomato",
         "tornado", "trumpet", "umbrella", "velvet", "voyage", "walnut", "window", "winter", "wisdom", "wolf",
         "wrestle", "yellow", "youth", "zebra", "zone"]


def bip39_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def pw_strong(n=16, symbols="!#%*+-=?@_"):
    alpha = AN + symbols
    while True:
        p = rs(alpha, n)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DI for c in p)
                and (not symbols or any(c in symbols for c in p)) and p[0] not in "-_"):
            return p


def pw_url(n=20):
    return pw_strong(n, "")


def pw_words(words=None):
    words = words or EN_WORDS
    style = R.randint(0, 3)
    a, b = R.sample(words, 2)
    if style == 0:
        return a.capitalize() + pick("!#%*?@.") + b.capitalize() + dg(R.randint(2, 4))
    if style == 1:
        return a.capitalize() + b + dg(4) + pick("!?#")
    if style == 2:
        return "-".join(R.sample(words, 3)) + "-" + dg(2)
    return a[0].upper() + a[1:].replace("o", "0").replace("e", "3") + pick("!@#") + dg(3)


def pw_native(words):
    a = pick(words)
    style = R.randint(0, 2)
    if style == 0:
        return a.capitalize() + dg(R.randint(2, 4)) + pick("!#?*")
    if style == 1:
        return a + pick("_.") + pick(words) + dg(2)
    return a.capitalize() + pick("@#") + str(R.randint(1970, 2008))


# ------------------------------------------------------------------ self-tests of the check-digit code
def self_tests():
    t = []
    t.append(luhn_ok("79927398713"))
    t.append(iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000"))
    t.append(verhoeff_ok("2363") and verhoeff_digit("236") == "3")
    t.append("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z")
    t.append(wsum("011000015", [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0)
    b = "111444777"
    d1 = wsum(b, range(10, 1, -1)) * 10 % 11 % 10
    d2 = wsum(b + str(d1), range(11, 1, -1)) * 10 % 11 % 10
    t.append((d1, d2) == (3, 5))
    t.append(str((10 - wsum("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10) == "9")
    t.append(wsum("11122233", [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 3)
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4)
    cb = "11010519491231002"
    t.append("10X98765432"[wsum(cb, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X")
    t.append(it_cf_check("RSSMRA85T10A562") == "S")
    t.append("0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T")
    t.append(luhn_ok("8112289874"))
    t.append(iso7064_11_10("8609574271") == "9")
    t.append(wsum("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3)
    t.append(wsum("112233445", range(9, 0, -1)) == 95)
    t.append(wsum("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8)
    t.append(au_abn_ok("51824753556"))
    t.append(wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0)
    t.append(luhn_ok("046454286"))
    t.append(mod11_w("943476591", [10, 9, 8, 7, 6, 5, 4, 3, 2]) == "9")
    t.append(vin_check("1M8GDM9AXKP042788") == "X")
    t.append(sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate("9780306406157")) % 10 == 0)
    cn = "112223330001"
    r1 = wsum(cn, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    r2 = wsum(cn + "8", [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    t.append((11 - r1, 11 - r2) == (8, 1))
    t.append(jp_mynumber_check("12345678901") == "8")
    s = "01" + "12345678"
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v // 10 + v % 10
    t.append(tot % 10 == 0)
    t.append(sum((ord(c) - 55) * w for c, w in zip("ABA", [7, 3, 1])) % 10 == 3)
    t.append(b58check_ok(b58check(b"\x00" + bytes(20))))
    if not all(t):
        print("self-test failed at", [i for i, ok in enumerate(t) if not ok])
        sys.exit(1)


# ================================================================== cases
CASES = []
BUILDERS = []


def builder(fn):
    BUILDERS.append(fn)
    return fn


def case(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


# ------------------------------------------------------------------ English, positive
@builder
def en_aws_env():
    kid, sk, c7 = aws_kid(), aws_secret(), hexs(7)
    case("aws-env-invalid-token", "en",
         f"""boto3 keeps throwing InvalidClientTokenId even though I copied everything straight from the IAM console. This is my .env:

AWS_ACCESS_KEY_ID={kid}
AWS_SECRET_ACCESS_KEY={sk}
AWS_DEFAULT_REGION=eu-west-1

I'm on commit {c7} of the deploy repo if that matters. What am I missing?""",
         [kid, sk], [c7], "AWS access key id and secret access key in a .env; the short commit hash is a look-alike")


@builder
def en_github_remote():
    user = pick(["mkowalski", "jdiaz-dev", "sarahnguyen", "t-okafor", "lenaschmidt"])
    tok = "ghp_" + rs(AN, 36)
    sha = hexs(40)
    cred = f"{user}:{tok}"
    case("github-pat-in-remote-url", "en",
         f"""git push keeps failing with "Permission denied (403)". Here's what I have:

$ git remote -v
origin  https://{cred}@github.com/{user}/thesis-notes.git (fetch)
origin  https://{cred}@github.com/{user}/thesis-notes.git (push)

$ git log -1 --format=%H
{sha}

The token was created last week with repo scope. Do I need to regenerate it?""",
         [cred], [sha], "GitHub classic PAT embedded in a remote URL (user:token listed); full commit hash is a look-alike")


@builder
def en_stripe_live():
    acct = rs(AN, 14)
    sk = "sk_live_51" + acct + rs(AN, 85)
    pk = "pk_live_51" + acct + rs(AN, 85)
    price = "price_1" + rs(AN, 23)
    dom = pick(["candlecraft.co", "tinyplants.shop", "inkandpaper.store"])
    case("stripe-live-secret-vs-publishable", "en",
         f"""Checkout worked in test mode but after switching to live keys I get "No such price". server.js:

const stripe = require('stripe')('{sk}');

const session = await stripe.checkout.sessions.create({{
  line_items: [{{ price: '{price}', quantity: 1 }}],
  mode: 'payment',
  success_url: 'https://{dom}/thanks',
}});

The frontend loads Stripe.js with '{pk}'. I copied the price ID from the dashboard while it was still in test mode, is that the problem?""",
         [sk], [pk, price],
         "Stripe live secret key is a secret; the publishable key (public by design, shipped to browsers) and the price id are look-alikes")


@builder
def en_slack_bot():
    tok = f"xoxb-{dnz(12)}-{dnz(13)}-{rs(AN, 24)}"
    sig = hexs(32)
    chan = "C0" + rs(UP + DI, 9)
    case("slack-bot-token-signing-secret", "en",
         f"""My Slack bot posts fine to #general but gets "not_in_channel" for our private channel {chan}. Config:

SLACK_BOT_TOKEN={tok}
SLACK_SIGNING_SECRET={sig}

Do I have to invite the bot manually or is it a scope thing?""",
         [tok, sig], [chan], "Slack bot token and signing secret; channel id is a look-alike")


@builder
def en_openai_key():
    key = "sk-proj-" + rs(URLS, 74) + "T3BlbkFJ" + rs(URLS, 74)
    rid = "req_" + hexs(32)
    case("openai-key-in-python", "en",
         f"""Getting 429 insufficient_quota even though I added $20 of credit yesterday.

from openai import OpenAI
client = OpenAI(api_key="{key}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)

The error had request id {rid}. Should I send that to support?""",
         [key], [rid], "OpenAI project key hard-coded; request id is a look-alike")


@builder
def en_postgres_url():
    user = pick(["orders_svc", "app_rw", "ledger_app"])
    pw = pw_url(22)
    host = f"prod-db-{R.randint(1, 4)}.{rs(LO + DI, 12)}.eu-central-1.rds.amazonaws.com"
    cred = f"{user}:{pw}"
    case("postgres-url-prisma", "en",
         f"""Prisma can't reach the database since we moved to RDS:

DATABASE_URL="postgresql://{cred}@{host}:5432/orders?schema=public&sslmode=require"

Error: P1001: Can't reach database server at `{host}`:`5432`

Security group allows 5432 from the ECS subnet. Ideas?""",
         [cred], [host], "credentials part of a Postgres URL is the secret; the RDS host name is a look-alike")


@builder
def en_redis_compose():
    pw = pw_url(24)
    case("redis-requirepass-compose", "en",
         f"""Redis container restarts in a loop. docker-compose.yml:

services:
  cache:
    image: redis:7.2.4-alpine
    command: redis-server --requirepass {pw} --appendonly yes
  api:
    build: .
    environment:
      REDIS_URL: redis://:{pw}@cache:6379/0

Logs say "Bad file format reading the append only file". Can I just delete appendonly.aof?""",
         [pw], ["redis:7.2.4-alpine"], "Redis password given twice (flag and URL); image tag is a look-alike")


@builder
def en_sendgrid_smtp():
    key = "SG." + rs(URLS, 22) + "." + rs(URLS, 43)
    case("sendgrid-smtp-wordpress", "en",
         f"""Setting up WP Mail SMTP with SendGrid:

SMTP host: smtp.sendgrid.net
Port: 587 (TLS)
Username: apikey
Password: {key}

The test email fails with "535 Authentication failed: Bad username / password". Should the username be my SendGrid login email instead?""",
         [key], ["apikey"], "SendGrid API key used as SMTP password; the literal username 'apikey' is a look-alike")


@builder
def en_jwt_curl():
    now = R.randint(1735000000, 1740000000)
    tok = jwt({"sub": str(R.randint(10000, 99999)), "email": "priya.r@" + pick(["northwind.io", "acme-labs.dev"]),
               "role": "admin", "iat": now, "exp": now + 86400})
    inv = "inv_" + rs(AN, 14)
    rid = uuid4()
    case("bearer-jwt-curl", "en",
         f"""This curl works from my laptop but not from the CI runner:

curl -s -H "Authorization: Bearer {tok}" https://api.billing-app.io/v2/invoices/{inv}

Response: {{"error":"token_expired","request_id":"{rid}"}}

Clock skew on the runner maybe?""",
         [tok], [inv, rid], "Bearer JWT in a curl command; invoice id and request id are look-alikes")


@builder
def en_session_cookie():
    sess = rs(LO + DI, 32)
    csrf = rs(AN, 64)
    ga = f"GA1.2.{dnz(9)}.{R.randint(1700000000, 1740000000)}"
    shop = pick(["lumenbooks.com", "trailgear.co.uk", "pantrybox.com"])
    case("django-session-cookie", "en",
         f"""I'm trying to export my own order history from a site I have an account on. Copied the request from Chrome devtools:

GET /account/orders/?page=2 HTTP/2
Host: www.{shop}
Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sess}
Accept: text/html

requests.get() with those cookies just returns the login page. Why?""",
         [sess], [ga], "Django sessionid cookie is a secret; analytics _ga cookie is a look-alike (csrftoken left neutral)")


@builder
def en_ssh_key():
    pem, pub = ssh_ed25519("deploy@ci")
    case("openssh-private-key-deploy", "en",
         f"""The GitHub Action fails with "Load key: invalid format". This is exactly what I pasted into the DEPLOY_KEY secret:

{pem}

and the server's authorized_keys has: ssh-ed25519 {pub} deploy@ci

Is there a trailing newline problem?""",
         [pem], [pub], "OpenSSH private key block is a secret; the matching public key is a look-alike")


@builder
def en_seed_phrase():
    phrase = bip39_phrase(12)
    addr = "0x" + hexs(40)
    case("metamask-seed-phrase-check", "en",
         f"""Can you check whether these are all valid recovery words? I wrote them on paper when I set up MetaMask and one looks smudged:

{phrase}

My wallet address is {addr} if that helps.""",
         [phrase], [addr], "12-word seed phrase is a secret; public wallet address is a look-alike")


@builder
def en_card_booking():
    n, exp, cvc = card_num("visa"), expiry(), dg(3)
    ref = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
    case("card-hotel-booking", "en",
         f"""The hotel booking site keeps saying "payment declined" but my bank says nothing was attempted. Card {fmt_card(n)}, expires {exp}, CVV {cvc}. Booking reference {ref}, total €412.80. Should I try a different browser?""",
         [fmt_card(n), cvc], [ref, "€412.80"], "card number and CVV are secrets; booking reference and amount are look-alikes")


@builder
def en_gb_iban_payroll():
    ib = iban_sp("GB")
    crn = dg(8)
    case("uk-iban-payroll-form", "en",
         f"""My new employer's payroll form asks for an IBAN even though it's a UK job. Is this the right format: {ib}? Their company number {crn} is pre-filled at the top, do I leave that alone?""",
         [ib], [crn], "user's own GB IBAN; employer's Companies House number is a look-alike")


@builder
def en_us_direct_deposit():
    aba = aba_routing()
    acct = dnz(pick([10, 12]))
    case("us-direct-deposit", "en",
         f"""Direct deposit form asks for routing and account numbers. From the bottom of my checks: routing {aba}, account {acct}. Which one is the "transit number" they mention? It's a checking account.""",
         [acct], [aba], "user's account number is a secret; the bank's ABA routing number (checksum computed) is a look-alike")


@builder
def en_ssn_w4():
    ssn = us_ssn()
    ein = f"{pick(['12', '20', '27', '45', '46', '84', '94'])}-{dg(7)}"
    case("ssn-w4-ein", "en",
         f"""Filling out my W-4 and I-9 for the new job. My SSN is {ssn}. The employer's EIN on the offer letter is {ein} — does that go anywhere on my forms or is it only for them?""",
         [ssn], [ein], "SSN is a secret; employer EIN is a look-alike")


@builder
def en_passport_visa():
    pp = pick(UP) + dg(8)
    conf = "AA00" + rs(UP + DI, 6)
    case("passport-ds160", "en",
         f"""For the DS-160 I entered passport number {pp}, issued 2022. The confirmation page shows application ID {conf}. Do I need to print that for the interview?""",
         [pp], [conf], "passport number is a secret; DS-160 application id is a look-alike")


@builder
def en_licence_vin():
    dl = pick(UP) + dg(7)
    v = vin()
    case("drivers-licence-vin", "en",
         f"""Insurance quote form wants my driver's license number and the VIN. License is {dl} (California). VIN from the windshield is {v}. Why do they need both?""",
         [dl], [v], "driver's licence number is a secret; vehicle VIN (check digit computed) is a look-alike")


@builder
def en_member_id():
    mid = "W" + dg(9)
    claim = "EC" + dg(11)
    case("health-member-id-claim", "en",
         f"""My claim {claim} got denied as "member not eligible" but I've had this plan since January. Member ID on my card is {mid}, group 0{dg(5)}. What should I say when I call?""",
         [mid], [claim], "health insurance member id is a secret; claim number is a look-alike (group number left neutral)")


@builder
def en_airbnb_welcome():
    ssid = pick(["Harbourview_Guest", "Casita-5G", "PineLodge_Guests"])
    wpw = pw_words()
    box = dg(4)
    case("host-welcome-note-wifi-lockbox", "en",
         f"""Can you make this welcome note for my rental sound friendlier?

Check-in is from 3pm. The lockbox is on the railing by the stairs, code {box}. Wi-Fi network {ssid}, password {wpw}. Trash day is Thursday. Please don't park in spot 7.""",
         [box, wpw], [ssid], "host's own lockbox code and Wi-Fi password; network name is a look-alike")


@builder
def en_cat_sitter():
    door = dg(6)
    alarm = dg(4)
    vet = f"(503) 555-{dg(4)}"
    case("cat-sitter-door-alarm", "en",
         f"""Help me write instructions for my cat sitter. Front door keypad: {door} then #. The alarm panel is in the hall closet, disarm with {alarm} within 30 seconds. Mochi gets half a can at 7am and 6pm. Vet is Dr. Alvarez at {vet} if anything happens.""",
         [door, alarm], [vet], "door keypad and alarm codes are secrets; vet's phone number is a look-alike")


@builder
def en_hotel_safe():
    safe = dg(4)
    room = str(R.randint(1102, 1998))
    case("hotel-safe-code", "en",
         f"""I set the hotel room safe to {safe} and now it shows "ERROR 3" and won't open. I'm in room {room}. Is it safe to call the front desk or will they reset it and see what's inside?""",
         [safe], [room], "safe code is a secret; the 4-digit room number is a close look-alike")


@builder
def en_bank_otp():
    code = dg(6)
    last4 = dg(4)
    case("bank-otp-sms-masked-card", "en",
         f"""Someone claiming to be from Chase fraud called and asked me to read them the code they just sent. The text says: "Chase: Your one-time code is {code}. Don't share it. We'll never call to ask for this code." They also knew my card ends in {last4}. I haven't told them yet — what do I do?""",
         [code], [last4], "one-time code is a secret; last four digits of a card (masked form) are a look-alike")


@builder
def en_google_backup_codes():
    codes = [f"{dg(4)} {dg(4)}" for _ in range(3)]
    lines = "\n".join(codes)
    case("google-backup-codes", "en",
         f"""I'm moving my 2FA backup codes into a notes app. These are the ones I haven't used yet:

{lines}

Is it safe to keep them in Apple Notes with a locked note?""",
         codes, [], "three unused Google backup codes")


@builder
def en_github_recovery():
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(3)]
    case("github-recovery-codes", "en",
         "Lost my phone with the authenticator app. I have these GitHub recovery codes left from the download: "
         + ", ".join(codes) + ". How many times can each one be used?",
         codes, [], "three GitHub recovery codes")


@builder
def en_totp_seed():
    seed = rs(B32, 32)
    email = pick(["olivia.marsh", "d.nakamura", "ben.adeyemi"]) + "@fastmail.com"
    case("totp-seed-otpauth", "en",
         f"""The QR code won't scan on my new phone, so I copied the setup link from the old one:

otpauth://totp/Fastmail:{email}?secret={seed}&issuer=Fastmail&digits=6&period=30

Which field do I type into Aegis?""",
         [seed], [], "TOTP shared secret in an otpauth URI")


@builder
def en_security_questions():
    maiden = pick(["Castellanos", "Oyelaran", "Brandstetter", "Kowalczyk"])
    pet = pick(["Biscuit", "Captain Noodle", "Pepperoni", "Ziggy"])
    street = pick(["Larkspur Lane", "Old Mill Road", "Quarry Hill Drive"])
    case("security-question-answers", "en",
         f"""I need to remember what I told my bank for the security questions, let me write it here: mother's maiden name {maiden}, first pet {pet}, street I grew up on {street}. Are these too easy to find on Facebook?""",
         [maiden, pet, street], [], "answers to security questions")


@builder
def en_netflix_password():
    pw = pw_words()
    email = pick(["the.garcias", "kimfamily", "ronan.home"]) + "@gmail.com"
    case("streaming-password-sharing", "en",
         f"""My brother keeps asking for our Netflix login. It's {email} and the password is {pw}. With the new household rules will he get blocked if he uses it at his apartment?""",
         [pw], [], "streaming account password in prose")


@builder
def en_router_correction():
    old, new = pw_strong(12, "!#%"), pw_strong(14, "!#%")
    model = pick(["Archer AX55", "RT-AX58U", "Nighthawk R7000"])
    case("router-admin-password-correction", "en",
         f"""my {model} admin page says wrong password. I'm typing {old}
---
wait no, that's the old one. the current one is {new} and it still fails""",
         [old, new], [model], "two messages: a password and its correction, both secrets; router model is a look-alike")


@builder
def en_heroku_announce():
    key = uuid4()
    run = str(R.randint(7000000000, 9999999999))
    case("heroku-key-announced", "en",
         f"""GitHub Actions run {run} failed at the deploy step with "Invalid credentials provided". I'll paste the Heroku API key in the next message, tell me what to name the secret.
---
{key}""",
         [key], [run], "two messages: announced, then a Heroku API key (UUID shaped); workflow run id is a look-alike")


@builder
def en_wifi_two_texts():
    a, b = pick(EN_WORDS).capitalize() + dg(2), pick(EN_WORDS) + pick("!#?") + dg(3)
    case("wifi-password-two-texts", "en",
         f"""My roommate texted me the new Wi-Fi password in two pieces, first text: {a}
---
second text: {b}
---
do I just put them together with no space?""",
         [a, b], [], "three messages: a Wi-Fi password given in two parts")


@builder
def en_revoked_anthropic():
    key = "sk-ant-api03-" + rs(URLS, 93) + "AA"
    c7 = hexs(7)
    case("revoked-anthropic-key", "en",
         f"""I pushed a commit ({c7}) that contained my Anthropic key and the repo was public for about 10 minutes. I already revoked it in the console. Is it still dangerous? The key was {key}""",
         [key], [c7], "leaked and revoked key is still a secret; commit hash is a look-alike")


@builder
def en_log_bearer():
    tok = "gho_" + rs(AN, 36)
    rid = uuid4()
    case("log-line-bearer-token", "en",
         f"""Why would this return 401 when the token works in Postman?

2025-03-11T09:14:22.481Z INFO http request_id={rid} method=GET path=/user auth="Bearer {tok}" status=401 duration_ms=83""",
         [tok], [rid], "GitHub OAuth token inside a log line; request id is a look-alike")


@builder
def en_k8s_secret():
    raw = pw_url(18).encode()
    enc = base64.b64encode(raw).decode()
    ver = f"2.{R.randint(10, 19)}.{R.randint(0, 9)}"
    case("k8s-secret-manifest", "en",
         f"""Pod is stuck in CreateContainerConfigError. Here's the secret and deployment:

apiVersion: v1
kind: Secret
metadata:
  name: api-db
type: Opaque
data:
  DB_PASSWORD: {enc}

# deployment.yaml
apiVersion: apps/v1
kind: Deployment
spec:
  template:
    spec:
      containers:
        - name: api
          image: ghcr.io/ledgerly/api:{ver}
          envFrom:
            - secretRef:
                name: api-db-secret""",
         [enc], [ver], "base64-encoded password in a Kubernetes Secret; image version is a look-alike")


@builder
def en_docker_login():
    pw = pw_url(20)
    user = pick(["r.mendes", "hkaur", "devops-bot"])
    digest = "sha256:" + hexs(64)
    case("docker-login-password-flag", "en",
         f"""CI prints a warning about using --password on the CLI:

docker login -u {user} -p {pw} registry.gitlab.com

after that the pull of registry.gitlab.com/team/web@{digest} works. Is the warning a real problem?""",
         [pw], [digest], "registry password on the command line; image digest is a look-alike")


@builder
def en_npmrc():
    tok = "npm_" + rs(AN, 36)
    ver = f"4.{R.randint(0, 9)}.0-beta.{R.randint(1, 9)}"
    case("npmrc-auth-token", "en",
         f"""npm publish says 404 Not Found for my scoped package @tinkerlab/ui@{ver}. My ~/.npmrc:

//registry.npmjs.org/:_authToken={tok}
@tinkerlab:registry=https://registry.npmjs.org/""",
         [tok], [ver], "npm access token; package version is a look-alike")


@builder
def en_telegram_bot():
    tok = f"{dnz(10)}:AA{rs(URLS, 33)}"
    chat = "-100" + dnz(10)
    case("telegram-bot-token", "en",
         f"""My Telegram bot can't post to the group. Code:

bot = telebot.TeleBot("{tok}")
bot.send_message({chat}, "Backup finished")

Error: 400 Bad Request: chat not found""",
         [tok], [chat], "Telegram bot token; group chat id is a look-alike")


@builder
def en_discord_webhook():
    wid = dnz(19)
    wtok = rs(URLS, 68)
    msg = dnz(19)
    case("discord-webhook-url", "en",
         f"""Posting to this webhook works once then returns 404:

https://discord.com/api/webhooks/{wid}/{wtok}

The first response contained message id {msg}. Did someone delete the webhook?""",
         [wtok], [msg], "token part of a Discord webhook URL is the secret (webhook id left neutral); message id is a look-alike")


@builder
def en_google_maps_key():
    key = "AIza" + rs(URLS, 35)
    fp = ":".join(rs("0123456789ABCDEF", 2) for _ in range(20))
    case("android-maps-api-key", "en",
         f"""Map shows grey tiles in the release build only. AndroidManifest.xml has

<meta-data android:name="com.google.android.geo.API_KEY" android:value="{key}"/>

and in the Cloud console I restricted the key to the SHA-1 {fp}. Is the release keystore's fingerprint different?""",
         [key], [fp], "Google API key; certificate SHA-1 fingerprint is a look-alike")


@builder
def en_azure_storage():
    name = pick(["stphotosprod", "invoicesarchive01", "mlartifactsdev"])
    key = base64.b64encode(rb(64)).decode()
    case("azure-storage-connection-string", "en",
         f"""Function app can't connect to blob storage. local.settings.json has:

"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName={name};AccountKey={key};EndpointSuffix=core.windows.net"

Does the key need to be URL-encoded because of the slashes?""",
         [key], [], "AccountKey value of an Azure Storage connection string")


@builder
def en_hf_token():
    tok = "hf_" + rs(UP + LO, 34)
    case("huggingface-token-gated-model", "en",
         f"""huggingface-cli login accepted my token {tok} but downloading meta-llama/Llama-3.1-8B-Instruct still gives 401. I clicked "agree" on the model page yesterday.""",
         [tok], ["meta-llama/Llama-3.1-8B-Instruct"], "Hugging Face token; model id is a look-alike")


@builder
def en_eth_private_key():
    pk = hexs(64)
    tx = "0x" + hexs(64)
    case("eth-private-key-vs-tx-hash", "en",
         f"""My transaction {tx} has been pending for 3 hours. Someone in a Discord said I can "speed it up" by importing my private key into their tool: {pk}. Legit?""",
         [pk], [tx], "Ethereum private key (64 hex) is a secret; transaction hash (64 hex) is a close look-alike")


@builder
def en_openwrt_wifi():
    key = pw_strong(16, "#%*-_")
    ssid = pick(["BlueHouse", "TheCastle_5G", "Nguyen-Home"])
    case("openwrt-wireless-config", "en",
         f"""After flashing OpenWrt my laptop sees the network but won't connect. /etc/config/wireless:

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '{ssid}'
	option encryption 'sae-mixed'
	option key '{key}'""".replace("\t", "        "),
         [key], [ssid], "Wi-Fi key in an OpenWrt config; SSID is a look-alike")


@builder
def en_wireguard():
    priv, psk, pub = wg_key(), wg_key(), wg_key()
    case("wireguard-config", "en",
         f"""Handshake never completes. Client config:

[Interface]
PrivateKey = {priv}
Address = 10.8.0.2/24
DNS = 1.1.1.1

[Peer]
PublicKey = {pub}
PresharedKey = {psk}
Endpoint = vpn.kerrfamily.net:51820
AllowedIPs = 0.0.0.0/0""",
         [priv, psk], [pub], "WireGuard private and preshared keys are secrets; the peer's public key is a look-alike")


@builder
def en_gmail_app_password():
    ap = " ".join(rs(LO, 4) for _ in range(4))
    case("gmail-app-password-thunderbird", "en",
         f"""Google gave me this app password for Thunderbird: {ap}. Do I type it with the spaces or without? Thunderbird keeps asking again.""",
         [ap], [], "Google app password written in four groups")


@builder
def en_bitlocker():
    key = bitlocker_key()
    kid = uuid4().upper()
    case("bitlocker-recovery-key", "en",
         f"""Laptop booted into the BitLocker recovery screen after a BIOS update. It shows Key ID {kid[:8]}. In my Microsoft account I found:

Key ID: {kid}
Recovery key: {key}

It says the key is wrong. Am I looking at the right entry?""",
         [key], [kid], "BitLocker recovery key (each block a multiple of 11) is a secret; key id GUID is a look-alike")


@builder
def en_apple_recovery():
    key = "-".join(rs(UP + DI, 4) for _ in range(7))
    case("apple-recovery-key", "en",
         f"""I turned on Advanced Data Protection and Apple gave me a recovery key: {key}. If I store it in 1Password is that defeating the point?""",
         [key], [], "Apple account recovery key")


@builder
def en_au_tfn():
    tfn = au_tfn()
    abn = au_abn()
    case("au-tfn-employer-abn", "en",
         f"""Starting a casual job in Melbourne. The TFN declaration asks for my tax file number ({tfn}) and the payer's ABN, which is {abn} on the payslip. Do I tick the tax-free threshold if it's my only job?""",
         [tfn], [abn], "Australian TFN is a secret; employer ABN (mod-89 check computed) is a look-alike")


@builder
def en_ca_sin():
    sin = ca_sin()
    bn = dnz(9) + "RP0001"
    case("ca-sin-payroll", "en",
         f"""HR asked for my SIN ({sin}) for payroll. The company's CRA business number on the offer is {bn}. Is it normal for them to also ask for a photo of the SIN letter?""",
         [sin], [bn], "Canadian SIN (Luhn computed) is a secret; employer's CRA business number is a look-alike")


@builder
def en_uk_nino():
    ni = uk_nino()
    paye = f"{R.randint(100, 999)}/{rs(UP, 2)}{dg(5)}"
    case("uk-nino-paye-reference", "en",
         f"""My P45 from the old job shows employer PAYE reference {paye}. For the new starter checklist I put National Insurance number {ni}. Do I also need to give them the P45?""",
         [ni], [paye], "National Insurance number is a secret; employer PAYE reference is a look-alike")


@builder
def en_india_kyc():
    aad, pan, ifsc = in_aadhaar(), in_pan(), pick(["HDFC0", "ICIC0", "SBIN0", "UTIB0"]) + dg(6)
    acct = dnz(pick([11, 14]))
    case("india-kyc-english", "en",
         f"""Doing KYC for a demat account. They want Aadhaar {aad}, PAN {pan}, and bank details: account {acct}, IFSC {ifsc}. The penny drop verification failed — is the IFSC wrong?""",
         [aad, pan, acct], [ifsc], "Aadhaar (Verhoeff computed), PAN and account are secrets; branch IFSC is a look-alike")


@builder
def en_kenya_mpesa():
    code = "T" + pick("ABCDEFGHIJKL") + rs(UP + DI, 8)
    paybill = pick(["247247", "522522", "888880"])
    acc = dnz(10)
    case("mpesa-sms-kenya", "en",
         f"""I paid my KPLC bill but the token never came. The SMS:

{code} Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account {acc} on 12/3/25 at 8:14 PM. New M-PESA balance is Ksh2,317.40. Transaction cost, Ksh0.00.

Customer care wants the transaction code. The paybill was {paybill}.""",
         [code], [paybill, "Ksh1,500.00"], "M-Pesa transaction code counts as a secret (settled); paybill and amount are look-alikes (meter account left neutral)")


@builder
def en_nigeria_bvn():
    bvn = "22" + dg(9)
    nuban = dnz(10)
    sess = "0000" + dg(26)
    case("nigeria-bvn-transfer", "en",
         f"""Transfer to my own GTBank account {nuban} has been pending since morning. Session ID on the receipt is {sess}. The bank app is now asking me to re-validate my BVN {bvn}, is that normal or phishing?""",
         [bvn, nuban], [sess], "BVN and own account number are secrets; NIP session id is a look-alike")


@builder
def en_card_table():
    rows = []
    secrets = []
    for who, brand in (("Me", "visa"), ("Dana", "mc")):
        n, c = card_num(brand), dg(3)
        rows.append(f"| {who} | {fmt_card(n)} | {expiry()} | {c} |")
        secrets += [fmt_card(n), c]
    masked = "**** " + dg(4)
    case("family-cards-markdown-table", "en",
         "Can you turn this into a CSV for our budgeting spreadsheet?\n\n| Who | Card | Exp | CVV |\n|---|---|---|---|\n"
         + "\n".join(rows) + f"\n| Joint | {masked} | — | — |",
         secrets, [masked], "two cards with CVVs in a markdown table; a masked third card is a look-alike")


@builder
def en_landlord_email():
    keysafe = dg(4)
    lock = dg(6)
    ten = "TEN-" + dg(6)
    case("landlord-email-move-in", "en",
         f"""Can you summarise this email from my landlord?

From: Marcus Webb
Subject: Move-in Saturday — {ten}

Hi Aisha,
The key safe by the side gate is set to {keysafe}. Inside is the fob for the bins. The smart lock on the flat door uses code {lock} until you set your own in the app. Meter readings are in the folder on the kitchen counter.
Marcus""",
         [keysafe, lock], [ten], "codes entrusted to the user in a pasted email; tenancy reference is a look-alike")


@builder
def en_spelled_pin():
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = " ".join(pick(words) for _ in range(4))
    case("spelled-out-card-pin", "en",
         f"""I keep forgetting my new debit card PIN, it's {pin}. Can you make up a silly sentence to help me remember it?""",
         [pin], [], "card PIN spelled out in words")


@builder
def en_nhs_number():
    nhs = nhs_number()
    ods = pick("ABCFHJKLMNP") + dg(5)
    case("nhs-number-gp-registration", "en",
         f"""Registering with a new GP online. My NHS number is {nhs}. The practice code on their website is {ods} — do I need that on the form too?""",
         [nhs], [ods], "NHS number (mod-11 computed) is a secret; practice ODS code is a look-alike")


@builder
def en_medicare_mbi():
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    mbi = f"{pick('123456789')}{pick(alpha)}{pick(alpha + DI)}{dg(1)}-{pick(alpha)}{pick(alpha + DI)}{dg(1)}-{pick(alpha)}{pick(alpha)}{dg(2)}"
    plan = f"H{dg(4)}-{dg(3)}"
    case("medicare-mbi-advantage-plan", "en",
         f"""Helping my dad compare Medicare Advantage plans. His Medicare number is {mbi}. The plan he likes is {plan}. What's the enrollment deadline?""",
         [mbi], [plan], "Medicare beneficiary identifier entrusted by a parent is a secret; plan contract id is a look-alike")


@builder
def en_bitcoin_wif():
    wif = b58check(b"\x80" + rb(32) + b"\x01")
    addr = b58check(b"\x00" + rb(20))
    txid = hexs(64)
    case("bitcoin-wif-sweep", "en",
         f"""Found an old paper wallet. Electrum's sweep dialog wants the private key, the paper says {wif}. The address printed next to it is {addr} and the only transaction on the explorer is {txid}. Will sweeping cost much in fees?""",
         [wif], [addr, txid], "Bitcoin WIF private key (base58check computed) is a secret; address and txid are look-alikes")


@builder
def en_django_secret():
    sk = rs(LO + DI + "!@#%^*(-_=+)", 50)
    case("django-secret-key-settings", "en",
         f"""Deploying to Render and getting 400 Bad Request. settings.py:

SECRET_KEY = '{sk}'
DEBUG = False
ALLOWED_HOSTS = ['myapp.onrender.com']

What am I doing wrong?""",
         [sk], ["myapp.onrender.com"], "Django SECRET_KEY; host name is a look-alike")


@builder
def en_mapbox():
    user = pick(["kaiyamaps", "trailrunner", "geo-ines"])
    sk = mapbox_token("sk", user)
    pk = mapbox_token("pk", user)
    case("mapbox-secret-vs-public-token", "en",
         f"""For the web map I use the default public token {pk}. The upload script for tilesets uses {sk} with uploads:write. Is it OK to commit the script to a public repo if I move the token to an env var later?""",
         [sk], [pk], "Mapbox secret token is a secret; default public token is a look-alike")


@builder
def en_google_oauth():
    cid = f"{dnz(12)}-{rs(LO + DI, 32)}.apps.googleusercontent.com"
    sec = "GOCSPX-" + rs(URLS, 28)
    case("google-oauth-client-secret", "en",
         f"""Sign in with Google gives "redirect_uri_mismatch". My NextAuth env:

GOOGLE_CLIENT_ID={cid}
GOOGLE_CLIENT_SECRET={sec}
NEXTAUTH_URL=http://localhost:3000""",
         [sec], [cid], "OAuth client secret is a secret; client id (public in the browser) is a look-alike")


@builder
def en_cloudflare():
    tok = rs(URLS, 40)
    zone = hexs(32)
    case("cloudflare-api-token-zone-id", "en",
         f"""Terraform says "Authentication error (10000)". provider block:

provider "cloudflare" {{
  api_token = "{tok}"
}}

resource "cloudflare_record" "www" {{
  zone_id = "{zone}"
  name    = "www"
}}""",
         [tok], [zone], "Cloudflare API token is a secret; zone id (32 hex) is a look-alike")


@builder
def en_mysql_user():
    pw = pw_strong(14, "#%*-")
    case("mysql-create-user", "en",
         f"""Running this on MySQL 8.0.36 gives ERROR 1819 "Your password does not satisfy the current policy requirements":

CREATE USER 'reporting'@'%' IDENTIFIED BY '{pw}';
GRANT SELECT ON analytics.* TO 'reporting'@'%';

What does the policy want?""",
         [pw], ["8.0.36"], "database user password in SQL; server version is a look-alike")


@builder
def en_amex():
    n, cid = card_num("amex"), dg(4)
    order = f"{pick(['111', '112', '113', '114'])}-{dg(7)}-{dg(7)}"
    case("amex-cid-order", "en",
         f"""Amazon says my card needs to be re-verified for order {order}. It's an Amex {fmt_card(n)}, exp {expiry()}, CID {cid}. Why does it keep asking?""",
         [fmt_card(n), cid], [order], "Amex number and 4-digit CID are secrets; order number is a look-alike")


@builder
def en_cvc_correction():
    last4 = dg(4)
    c1, c2 = dg(3), dg(3)
    case("cvc-correction", "en",
         f"""The checkout form says my card ending in {last4} is invalid. I put CVC {c1}
---
oh wait I misread it, the CVC on the back is {c2}. try with that?""",
         [c1, c2], [last4], "two messages: a CVC and its correction; last four digits are a look-alike")


# ------------------------------------------------------------------ English, negative (look-alikes only)
@builder
def en_neg_aws_docs():
    case("aws-docs-example-keys", "en",
         """The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example. Are real keys the same length? I want to write a regex for our pre-commit hook that doesn't flag the examples.""",
         [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example credentials")


@builder
def en_neg_stripe_test_cards():
    case("stripe-test-cards", "en",
         """For checkout tests I use 4242 4242 4242 4242 with any future date and any CVC, and 4000 0000 0000 9995 to simulate insufficient funds. Is there a test number that always triggers 3D Secure?""",
         [], ["4242 4242 4242 4242", "4000 0000 0000 9995"], "Stripe documentation test card numbers")


@builder
def en_neg_tracking():
    order = f"{pick(['112', '113', '114'])}-{dg(7)}-{dg(7)}"
    ups = "1Z" + rs(UP + DI, 6) + pick(["01", "02", "03"]) + dg(8)
    case("order-and-ups-tracking", "en",
         f"""Amazon order {order} says delivered but nothing's here. The UPS tracking {ups} shows "left at front door" at 2:41 PM with a photo of a door that isn't mine. Who do I contact first, Amazon or UPS?""",
         [], [order, ups], "order number and UPS tracking number (check digit not computed)")


@builder
def en_neg_bug_report():
    sha, uid, trace = hexs(40), uuid4(), hexs(32)
    case("bug-report-ids", "en",
         f"""Since deploy {sha} the endpoint GET /api/orders/{uid} returns 500. Datadog trace {trace} shows a timeout in the inventory service. Can you help me write the incident summary?""",
         [], [sha, uid, trace], "commit hash, resource UUID and trace id")


@builder
def en_neg_iso_checksum():
    a, b = hexs(64), hexs(64)
    case("iso-sha256-mismatch", "en",
         f"""Downloaded ubuntu-24.04.1-desktop-amd64.iso. sha256sum gives

{a}

but the SHA256SUMS file lists

{b}

Is the download corrupted or am I comparing against the wrong line?""",
         [], [a, b, "ubuntu-24.04.1-desktop-amd64.iso"], "two SHA-256 checksums and a file/version name")


@builder
def en_neg_env_example():
    case("env-example-placeholders", "en",
         """Reviewing a PR that adds .env.example:

OPENAI_API_KEY=your_api_key
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
DATABASE_URL=postgres://<user>:<password>@localhost:5432/app
JWT_SECRET=<token>

Is it fine to commit this file? Nothing real is in it.""",
         [], ["your_api_key", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<user>:<password>", "<token>"], "placeholders in a .env.example")


@builder
def en_neg_masked_statement():
    last = dg(4)
    masked = f"**** **** **** {last}"
    ref = dg(23)
    case("masked-card-statement", "en",
         f"""There's a charge of $49.99 on my statement from GOOGLE *YouTubePremium on card {masked}, reference {ref}. I cancelled in January. How do I dispute it?""",
         [], [masked, "$49.99", ref], "masked card number, amount and transaction reference")


@builder
def en_neg_charity_iban():
    ib = iban_sp("DE")
    ref = "SPENDE-" + dg(6)
    case("charity-iban-donation", "en",
         f"""I want to donate to a food bank in Berlin. Their website lists IBAN {ib}, BIC BFSWDE33BER, and asks to put "{ref}" as the payment reference. Do I need a German bank account for that?""",
         [], [ib, "BFSWDE33BER", ref], "a charity's IBAN, a bank BIC and a payment reference")


@builder
def en_neg_invoice_vat():
    inv = f"INV-2025-{dg(5)}"
    vat = gb_vat()
    crn = dg(8)
    case("supplier-invoice-vat", "en",
         f"""Supplier invoice {inv} from Brightline Packaging Ltd shows VAT number {vat} and company number {crn}. Total £1,284.00 due in 30 days. How do I check the VAT number is real before paying?""",
         [], [inv, vat, crn, "£1,284.00"], "invoice number, supplier VAT number (mod-97 check computed), company number, amount")


@builder
def en_neg_flight():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = f"125-{dg(10)}"
    case("flight-pnr-eticket", "en",
         f"""British Airways moved my flight. Booking reference {pnr}, e-ticket {tkt}, originally BA0117 on 14 April. Am I entitled to compensation if the new departure is 9 hours later?""",
         [], [pnr, tkt], "airline booking reference and e-ticket number")


@builder
def en_neg_password_essay():
    case("famous-example-passwords-essay", "en",
         """For my security class essay: compare xkcd's "correct horse battery staple" with "Tr0ub4dor&3", explain why "hunter2" became a meme, and why "P@ssw0rd" still shows up in every breach list. Give me an outline.""",
         [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2", "P@ssw0rd"], "famous example passwords discussed as examples")


@builder
def en_neg_warranty_serial():
    serial = "C02" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)
    agree = dnz(10)
    case("laptop-warranty-serial", "en",
         f"""My MacBook (model A2338, serial {serial}) has a swollen battery. AppleCare agreement number {agree}. Will they replace the top case too?""",
         [], ["A2338", serial, agree], "model number, serial number and warranty agreement number")


@builder
def en_neg_docker_digest():
    d = "sha256:" + hexs(64)
    case("docker-image-digest-pin", "en",
         f"""Should I pin my base image like FROM node:20.11.1-alpine@{d} or is the tag enough? Renovate keeps opening PRs for the digest.""",
         [], ["node:20.11.1-alpine", d], "image tag and digest")


@builder
def en_neg_redacted_log():
    uid = uuid4()
    tail = rs(AN, 4)
    case("redacted-log-lines", "en",
         f"""Our logger already masks secrets, right? Sample:

auth=Bearer [REDACTED] user_id={uid}
openai key loaded: sk-...{tail}
stripe: sk_live_••••••••

Is showing the last 4 chars of a key acceptable?""",
         [], ["[REDACTED]", f"sk-...{tail}", "sk_live_••••••••", uid], "redacted and masked values plus a user UUID")


@builder
def en_neg_routing_lookup():
    aba = aba_routing()
    chk = str(R.randint(1001, 1999))
    case("routing-number-lookup", "en",
         f"""I got a check from my landlord for the deposit refund. The routing number on it is {aba} and it's check number {chk}. Which bank is that, and can I deposit it with mobile deposit?""",
         [], [aba, chk], "someone else's bank routing number (checksum computed) and a check number")


@builder
def en_neg_citation():
    isbn = isbn13()
    doi = f"10.1038/s41586-0{dg(2)}-{dg(5)}-{dg(1)}"
    case("citation-isbn-doi", "en",
         f"""Format these as APA 7: the textbook with ISBN {isbn} and the Nature paper doi:{doi}.""",
         [], [isbn, doi], "ISBN (check digit computed) and DOI")


@builder
def en_neg_jwt_io():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    case("jwt-io-default-token", "en",
         f"""On jwt.io the default example is {tok} with the secret "your-256-bit-secret". Why does it say "signature verified" when I change the name in the payload?""",
         [], [tok, "your-256-bit-secret"], "jwt.io documentation example token and its example secret")


@builder
def en_neg_textbook_examples():
    case("textbook-example-iban-ssn", "en",
         """Our compliance training slides use IBAN GB82 WEST 1234 5698 7654 32 and SSN 078-05-1120 as examples. Someone said that SSN has a famous history — what is it?""",
         [], ["GB82 WEST 1234 5698 7654 32", "078-05-1120"], "well-known example IBAN and the famous Woolworth wallet SSN")


@builder
def en_neg_rfc_totp():
    case("rfc6238-test-vector", "en",
         """My TOTP implementation doesn't match RFC 6238. With the test seed 12345678901234567890 (ASCII) and T=59 the expected 8-digit SHA-1 code is 94287082 but I get something else. Do I need to base32-encode the seed first?""",
         [], ["12345678901234567890", "94287082"], "RFC 6238 test vector seed and code")


@builder
def en_neg_common_pins():
    case("common-pins-question", "en",
         """Is 1234 really the most common PIN? I read that 0000 and 2580 are near the top too, and that birth years like 1987 are common. What should a bank block?""",
         [], ["1234", "0000", "2580", "1987"], "commonly cited PINs discussed in general")


@builder
def en_neg_printer_network():
    mac = ":".join(rs("0123456789ABCDEF", 2) for _ in range(6))
    ip = f"192.168.{R.randint(0, 2)}.{R.randint(20, 250)}"
    serial = "X3" + rs(UP + DI, 8)
    case("printer-network-ids", "en",
         f"""The office printer keeps dropping off Wi-Fi. Its MAC is {mac}, it gets {ip} from DHCP, firmware 2.3.1.7, serial {serial}. Should I reserve the IP on the router?""",
         [], [mac, ip, serial, "2.3.1.7"], "MAC, IP, firmware version and serial number")


@builder
def en_neg_integrity_hash():
    integ = "sha512-" + base64.b64encode(rb(64)).decode()
    case("package-lock-integrity", "en",
         f"""package-lock.json changed on every install, e.g. lodash 4.17.21 now has "integrity": "{integ}". Why would the hash change if the version didn't?""",
         [], [integ, "4.17.21"], "npm integrity hash and version")


# ------------------------------------------------------------------ other languages
def distinct(k, n):
    out = []
    while len(out) < k:
        v = dg(n)
        if v not in out and all(v not in o and o not in v for o in out):
            out.append(v)
    return out


# --- Chinese
@builder
def zh_12306():
    cid, order, phone = cn_id(), "E" + dg(9), "13" + dg(9)
    case("zh-12306-id-card", "zh",
         f"""帮我看看12306的乘车人信息这样填对不对：
姓名：王磊
证件类型：中国居民身份证
证件号码：{cid}
手机号：{phone}
刚才下单的订单号是{order}，但乘车人一直显示"待核验"，是不是身份证号填错了？""",
         [cid], [order, phone], "resident ID (ISO 7064 check computed) is a secret; 12306 order number and phone are look-alikes")


@builder
def zh_mother_card():
    n, pin = card_num("unionpay"), dg(6)
    case("zh-bank-card-and-pin", "zh",
         f"""我妈让我帮她在网上交电费，她的工商银行卡号是 {fmt_card(n)}，取款密码 {pin}。网上支付的时候要输的是这个密码吗？还是要另外设置支付密码？打工行客服 95588 一直占线。""",
         [fmt_card(n), pin], ["95588"], "card number and PIN entrusted by a parent; bank hotline is a look-alike")


@builder
def zh_aliyun_oss():
    akid, aks, req = "LTAI5t" + rs(AN, 18), rs(AN, 30), rs("0123456789ABCDEF", 24)
    case("zh-aliyun-accesskey", "zh",
         f"""我用Python往阿里云OSS上传照片，一直报 SignatureDoesNotMatch。代码是这样的：

auth = oss2.Auth('{akid}', '{aks}')
bucket = oss2.Bucket(auth, 'https://oss-cn-beijing.aliyuncs.com', 'family-photos-bj')
bucket.put_object_from_file('2024/IMG_0412.jpg', 'IMG_0412.jpg')

返回的 RequestId 是 {req}。是 endpoint 写错了还是 AccessKey 的问题？""",
         [akid, aks], [req], "Alibaba Cloud AccessKey id and secret; request id is a look-alike")


@builder
def zh_neg_aftersales():
    sf, inv = "SF" + dg(13), dg(8)
    uscc = "91" + pick(["110105", "310115", "440300"]) + rs("0123456789ABCDEFGHJKLMNPQRTUWXY", 10)
    case("zh-aftersales-tracking-invoice", "zh",
         f"""网上买的空气净化器坏了，想申请售后。顺丰单号 {sf}，电子发票号码 {inv}，销售方是北京清风电器有限公司，统一社会信用代码 {uscc}。帮我写一段给客服的说明，语气客气一点。""",
         [], [sf, inv, uscc], "courier number, invoice number, a company's unified social credit code (check not computed)")


# --- Japanese
@builder
def ja_mynumber():
    mn, corp = jp_mynumber(), dnz(13)
    case("ja-mynumber-year-end", "ja",
         f"""会社の年末調整でマイナンバーを入力するんですが、{spaced(mn)} で12桁合ってますか？ 書類の上のほうに会社の法人番号 {corp} も書いてあって、どっちをどこに書くのか混乱してます。""",
         [spaced(mn)], [corp], "My Number (check digit computed) is a secret; corporate number (check not computed) is a look-alike")


@builder
def ja_bank_pin():
    br, acct, pin = dg(3), dg(7), dg(4)
    case("ja-bank-account-and-pin", "ja",
         f"""立て替えてもらったお金を友達に返してもらうので、振込先をLINEで送る文面を作ってください。
三井住友銀行 渋谷駅前支店（支店番号{br}）普通 {acct} ヤマダ ハナコ
あと自分用のメモとして、キャッシュカードの暗証番号は{pin}です。""",
         [acct, pin], [br], "own account number and card PIN are secrets; branch number is a look-alike")


@builder
def ja_neg_delivery():
    yamato, order = f"{dg(4)}-{dg(4)}-{dg(4)}", f"{dg(3)}-{dg(7)}-{dg(7)}"
    case("ja-delivery-tracking", "ja",
         f"""Amazonで注文した本がまだ届きません。注文番号は{order}、ヤマト運輸の伝票番号は{yamato}です。住所は〒150-0043で合ってます。追跡すると「持戻」になっていて、再配達はどう頼めばいいですか？""",
         [], [order, yamato, "〒150-0043"], "order number, courier slip number, postal code")


# --- Korean
@builder
def ko_hometax():
    rrn, pw, err = kr_rrn(), pw_strong(12, "!@#"), dg(4)
    case("ko-hometax-rrn-cert-password", "ko",
         f"""연말정산 자료 뽑으려고 홈택스 들어갔는데 계속 오류가 나요. 주민등록번호 {rrn} 넣고 공동인증서 비밀번호 {pw} 입력하면 '인증서 암호가 올바르지 않습니다'라고 떠요. 오류코드는 {err}번이에요. 인증서를 다시 발급받아야 하나요?""",
         [rrn, pw], [err], "resident registration number (check computed) and certificate password; error code is a look-alike")


@builder
def ko_salary_account():
    acct, brn = f"{dg(6)}-{dg(2)}-{dg(6)}", kr_brn()
    case("ko-salary-account", "ko",
         f"""사장님께 급여 받을 계좌를 알려드려야 하는데 문자 좀 정중하게 써 주세요. 국민은행 {acct}, 예금주 김지훈입니다. 참고로 회사 사업자등록번호는 {brn}이에요.""",
         [acct], [brn], "own bank account is a secret; company business registration number (check computed) is a look-alike")


@builder
def ko_neg_return():
    inv, order = dg(12), "2025" + dg(12)
    case("ko-return-tracking", "ko",
         f"""쿠팡에서 산 운동화를 반품하려는데 CJ대한통운 운송장번호 {inv}로 조회하면 '집화처리'에서 멈춰 있어요. 주문번호는 {order}이고, 고객센터 1588-1255에 전화해도 연결이 안 돼요. 어떻게 해야 하나요?""",
         [], [inv, order, "1588-1255"], "tracking number, order number, hotline")


# --- Arabic
@builder
def ar_payroll_sa():
    nid, ib, cr = sa_id(), iban_sp("SA"), "10" + dg(8)
    case("ar-saudi-id-iban-payroll", "ar",
         f"""أبغى أحدّث بيانات الراتب في منصة الموارد البشرية. رقم الهوية الوطنية {nid} والآيبان {ib}. وفي العقد مكتوب السجل التجاري للشركة {cr}، هل لازم أكتبه في الطلب؟""",
         [nid, ib], [cr], "Saudi national ID (Luhn, as I understand the rule) and IBAN are secrets; company CR number is a look-alike")


@builder
def ar_otp_sms():
    code, ref = dg(6), dg(10)
    case("ar-bank-otp-sms", "ar",
         f"""وصلتني هذه الرسالة من البنك وأنا ما طلبت أي شيء:
«رمز التحقق لعملية الشراء هو {code}. لا تشارك هذا الرمز مع أي شخص. رقم العملية {ref}»
وبعدها اتصل شخص يقول إنه من البنك ويطلب الرمز. هل أحد يحاول يسرق حسابي؟""",
         [code], [ref], "OTP from a bank SMS is a secret; operation reference is a look-alike")


@builder
def ar_neg_zakat():
    ib = iban_sp("AE")
    case("ar-charity-iban-zakat", "ar",
         f"""أريد أن أدفع زكاة المال لجمعية خيرية في دبي. الموقع يذكر رقم الآيبان {ib} ورمز السويفت EBILAEAD. هل أكتب اسمي في خانة المرجع؟ المبلغ 2,500 درهم.""",
         [], [ib, "EBILAEAD", "2,500 درهم"], "a charity's IBAN, a bank SWIFT code and an amount")


# --- Persian
@builder
def fa_sejam():
    melli = ir_melli().translate(FA_DIGITS)
    sheba = iban("IR")
    track = dg(12)
    case("fa-national-code-sheba", "fa",
         f"""برای ثبت نام در سامانه سجام اطلاعاتم را وارد کردم: کد ملی {melli} و شماره شبا {sheba}. ولی خطا می دهد که شبا با کد ملی مطابقت ندارد. کد پیگیری درخواست قبلی هم {track} بود. مشکل از کجاست؟""",
         [melli, sheba], [track], "national code in Persian digits (check computed) and Sheba IBAN are secrets; tracking code is a look-alike")


@builder
def fa_card_pin2():
    n = card_num("melli")
    pin2, cvv2 = dg(R.randint(5, 8)), dg(pick([3, 4]))
    case("fa-card-second-pin-cvv2", "fa",
         f"""می خواهم از یک سایت خرید اینترنتی کنم. شماره کارت {fmt_card(n, '-')}، رمز دوم {pin2}، CVV2 {cvv2}، تاریخ انقضا ۱۴۰۵/۰۸. ولی درگاه پرداخت می گوید اطلاعات کارت نامعتبر است. باید رمز پویا بگیرم؟""",
         [fmt_card(n, "-"), pin2, cvv2], [], "card number, second PIN and CVV2")


@builder
def fa_neg_order():
    post, order = dnz(10), "DKC-" + dg(9)
    case("fa-order-postal-code", "fa",
         f"""سفارشم از دیجی کالا با شماره {order} هنوز نرسیده. کد پستی {post} را درست وارد کرده بودم. شماره پشتیبانی ۰۲۱۶۱۹۳۰۰۰۰ هم جواب نمی دهد. چطور پیگیری کنم؟""",
         [], [order, post, "۰۲۱۶۱۹۳۰۰۰۰"], "order number, postal code, support phone in Persian digits")


# --- Hebrew
@builder
def he_form101():
    tz, acct, branch, tik = il_id(), dg(6), dg(3), "9" + dg(8)
    case("he-form-101-id-account", "he",
         f"""אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות שלי {tz}, חשבון בבנק לאומי {acct}, סניף {branch}. יש גם שדה של מספר תיק ניכויים של המעסיק – בחוזה כתוב {tik}. זה בסדר שאני ממלא את זה בעצמי?""",
         [tz, acct], [branch, tik], "Israeli ID (check computed) and account are secrets; branch number and employer file number are look-alikes")


@builder
def he_neighbour_codes():
    door, alarm = distinct(2, 4)
    case("he-neighbour-door-alarm", "he",
         f"""תנסח לי הודעה לשכנה שתשקה את העציצים בזמן שאנחנו בחו״ל: הקוד של דלת הכניסה לבניין הוא {door}, קוד האזעקה {alarm}, והמפתח של הדירה אצל ועד הבית. שתשים לב שהחתול לא יברח.""",
         [door, alarm], [], "building door code and alarm code")


@builder
def he_neg_shipment():
    s10v, order, hp = s10("RR", "IL"), dg(8), with_luhn("51" + dg(6))
    case("he-shipment-company-number", "he",
         f"""הזמנתי מאתר ישראלי והמשלוח תקוע. מספר משלוח של דואר ישראל {s10v}, מספר הזמנה {order}. בחשבונית מופיע ח.פ. {hp}. למי כדאי לפנות, לחברה או לדואר?""",
         [], [s10v, order, hp], "postal tracking (S10 check computed), order number, company number")


# --- Hindi
@builder
def hi_bank_kyc():
    aad, pan, ifsc, acct = in_aadhaar(), in_pan(), "SBIN0" + dg(6), dnz(11)
    case("hi-bank-kyc-aadhaar-pan", "hi",
         f"""बैंक का KYC फॉर्म भरना है। मेरा आधार नंबर {aad} है, पैन {pan}, खाता संख्या {acct} और शाखा का IFSC कोड {ifsc} है। क्या आधार की फोटोकॉपी पर साइन करना ज़रूरी है?""",
         [aad, pan, acct], [ifsc], "Aadhaar (Verhoeff computed), PAN and account are secrets; IFSC is a look-alike")


@builder
def hi_upi_pin():
    utr, pin = dnz(12), dg(6)
    case("hi-upi-pin-scam", "hi",
         f"""PhonePe से ₹2,000 भेजे थे, पैसे कट गए लेकिन सामने वाले को नहीं मिले। UTR नंबर {utr} दिख रहा है। एक आदमी ने खुद को कस्टमर केयर बताकर फोन किया और मैंने उसे अपना UPI पिन {pin} बता दिया। अब क्या करूँ?""",
         [pin], [utr, "₹2,000"], "UPI PIN is a secret; UTR reference and amount are look-alikes")


@builder
def hi_neg_pnr():
    pnr = dnz(10)
    case("hi-train-pnr", "hi",
         f"""मेरी ट्रेन का PNR {pnr} है, वेटिंग लिस्ट में WL 23 है। ट्रेन नंबर 12952 है, 15 मार्च की। चार्ट बनने से पहले कन्फर्म होने के कितने चांस हैं?""",
         [], [pnr, "12952"], "railway PNR and train number")


# --- Russian
@builder
def ru_passport_snils():
    ser = f"{R.randint(1, 99):02d} {R.randint(10, 24):02d}"
    pas = f"{ser} {dg(6)}"
    snils, inn = ru_snils(), ru_inn10()
    case("ru-passport-snils", "ru",
         f"""Заполняю анкету на загранпаспорт через Госуслуги. Паспорт {pas}, СНИЛС {snils}. В разделе о трудовой деятельности просят ИНН работодателя — у нас в договоре указан {inn}. Его обязательно вписывать?""",
         [pas, snils], [inn], "passport series/number and SNILS (check computed) are secrets; employer INN (check computed) is a look-alike")


@builder
def ru_card_requisites():
    n, cvc = card_num("mir"), dg(3)
    bik = "04" + dg(7)
    acct = ru_account(bik)
    ks = "30101810" + dg(9) + bik[-3:]
    case("ru-card-and-account-requisites", "ru",
         f"""Подключаю автоплатёж за квартиру в приложении управляющей компании. Оно просит данные карты: Мир {fmt_card(n)}, срок {expiry()}, CVC {cvc}. А для возврата переплаты нужны реквизиты: счёт {acct}, БИК {bik}, корр. счёт {ks}. Нормально вообще вводить CVC в таком приложении?""",
         [fmt_card(n), cvc, acct], [bik, ks], "card, CVC and own account are secrets; the bank's BIK and correspondent account are look-alikes")


@builder
def ru_sms_code_multi():
    code = dg(6)
    case("ru-sms-code-forwarded", "ru",
         f"""Мне звонят якобы из службы безопасности банка, говорят, что с моей карты пытаются перевести деньги, и просят продиктовать код из смс. Сейчас перешлю, что пришло
---
Никому не сообщайте этот код: {code}. Вход в СберБанк Онлайн. Если вы не входили, позвоните на 900""",
         [code], ["900"], "two messages: announcement, then a forwarded login code; bank short number is a look-alike")


@builder
def ru_neg_ozon():
    order, track, ogrn = f"{dg(8)}-{dg(4)}", dg(14), ru_ogrn()
    case("ru-order-claim", "ru",
         f"""Заказ на Ozon {order} отменили, а деньги так и не вернули. Трек-номер Почты России {track}, посылка «возвращена отправителю». Продавец — ООО «Северный ветер», ОГРН {ogrn}. Помоги составить претензию.""",
         [], [order, track, ogrn], "order, postal tracking and a company OGRN (check computed)")


# --- Ukrainian
@builder
def uk_tax_refund():
    rn, ib, ed = ua_rnokpp(), iban_sp("UA"), dnz(8)
    case("uk-rnokpp-iban-refund", "uk",
         f"""Заповнюю заяву на податкову знижку за навчання. Мій РНОКПП {rn}, рахунок для повернення {ib}. Ще просять код ЄДРПОУ університету — це {ed}. Подавати треба через електронний кабінет?""",
         [rn, ib], [ed], "taxpayer number (check computed) and IBAN are secrets; university EDRPOU code is a look-alike")


@builder
def uk_sms_password():
    code = dg(6)
    pw = pw_native(["sonechko", "kvitka", "kalyna", "zirka", "vyshnia"])
    case("uk-sms-code-privat24-password", "uk",
         f"""Мені прийшло смс: «Код підтвердження: {code}. Нікому не повідомляйте цей код», а я нічого не робив. Пароль до Приват24 у мене {pw}, може, його вже зламали? Що робити першим ділом?""",
         [code, pw], [], "confirmation code and banking password")


@builder
def uk_neg_nova_poshta():
    ttn, order = "2045" + dg(10), dnz(9)
    case("uk-nova-poshta-ttn", "uk",
         f"""Замовив на Rozetka навушники, номер замовлення {order}. ТТН Нової Пошти {ttn}, але в трекінгу вже третій день «Відправлення отримано». Гаряча лінія 0 800 500 609 не відповідає. Куди писати?""",
         [], [order, ttn, "0 800 500 609"], "order number, waybill number, hotline")


# --- Polish
@builder
def pl_800plus_correction():
    p1, p2, dow, ib = pl_pesel(), pl_pesel(), pl_dowod(), iban_sp("PL")
    case("pl-pesel-correction", "pl",
         f"""Wypełniam wniosek o 800 plus przez bankowość. Mój PESEL {p1}, numer dowodu {dow}, konto do wypłaty {ib}.
---
Poprawka, pomyliłam cyfry w PESEL-u, prawidłowy to {p2}. Czy wniosek przejdzie, jeśli wcześniej wysłałam zły?""",
         [p1, dow, ib, p2], [], "two messages: PESEL, ID card number, IBAN, then a corrected PESEL (all checks computed)")


@builder
def pl_blik():
    blik = dg(6)
    case("pl-blik-code-scam", "pl",
         f"""Kolega napisał na Messengerze, że pilnie potrzebuje pożyczyć 500 zł i żebym wysłała mu kod BLIK. Wygenerowałam {blik}, mam mu go podać? Coś mi tu nie pasuje.""",
         [blik], ["500 zł"], "BLIK code is a secret; amount is a look-alike")


@builder
def pl_neg_inpost():
    inpost, fv, nip = dg(24), f"FV/2025/03/{dg(3)}", pl_nip()
    case("pl-inpost-invoice-nip", "pl",
         f"""Paczka z InPostu utknęła, numer przesyłki {inpost}. Sprzedawca wystawił fakturę {fv}, NIP sprzedawcy {nip}. Jak złożyć reklamację, jeśli sklep nie odpowiada?""",
         [], [inpost, fv, nip], "parcel number, invoice number, seller NIP (check computed)")


# --- Czech
@builder
def cs_rc_account():
    rc = cz_rc()
    acc = pick(["", "19-", "35-", "670100-"]) + cz_account()
    bank = pick(["0800", "0100", "0300", "2010", "0600", "5500", "3030"])
    ico = cz_ico()
    case("cs-birth-number-account", "cs",
         f"""Do přihlášky na brigádu potřebuju vyplnit rodné číslo a účet pro výplatu. Rodné číslo {rc}, účet {acc}/{bank}. IČO firmy je {ico}. Mám tam psát i ten kód banky za lomítkem?""",
         [rc, acc], [bank, ico], "birth number (mod 11) and account (mod 11) are secrets; bank code and company IČO are look-alikes")


@builder
def cs_modem():
    pw = pw_native(["babicka", "zahrada", "kocicka", "slunicko", "jablko"])
    pin, sn = dg(4), rs(UP + DI, 12)
    case("cs-modem-wifi-sim-pin", "cs",
         f"""Nastavuju babičce nový modem od O2. Heslo na Wi-Fi jsem dala {pw}, PIN k SIM kartě v modemu je {pin}. Na štítku je ještě sériové číslo {sn}, k něčemu ho potřebuju?""",
         [pw, pin], [sn], "Wi-Fi password and SIM PIN are secrets; serial number is a look-alike")


@builder
def cs_neg_invoice():
    vs, ico, obj = dnz(10), cz_ico(), dnz(9)
    case("cs-variable-symbol-ico", "cs",
         f"""Platím fakturu za internet: variabilní symbol {vs}, IČO dodavatele {ico}, částka 599 Kč. A objednávka z Alzy má číslo {obj}. Můžu obojí zaplatit jedním příkazem?""",
         [], [vs, ico, obj, "599 Kč"], "variable symbol, supplier IČO (check computed), order number, amount")


# --- German
@builder
def de_steuer_iban():
    sid = de_steuer_id()
    sidf = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    ib, ust = iban_sp("DE"), de_ustid()
    case("de-steuer-id-iban-new-job", "de",
         f"""Neuer Job, die Personalabteilung will bis Freitag: Steuer-ID {sidf}, IBAN {ib} und die Krankenkasse (TK). Im Arbeitsvertrag steht die USt-IdNr. der Firma, {ust}. Muss ich die irgendwo angeben?""",
         [sidf, ib], [ust], "Steuer-ID (ISO 7064 check computed) and IBAN are secrets; employer VAT id is a look-alike")


@builder
def de_kvnr_praxis():
    kv, ik = de_kvnr(), "10" + dg(7)
    case("de-versichertennummer", "de",
         f"""Die neue Hausarztpraxis will meine Versichertennummer, auf der Gesundheitskarte steht {kv}. Im Brief der Krankenkasse steht außerdem ein Institutionskennzeichen {ik}. Brauchen die das auch?""",
         [kv], [ik], "health insurance number (check computed) is a secret; the insurer's institution code is a look-alike")


@builder
def de_fritzbox():
    wlan = " ".join(dg(4) for _ in range(5))
    kenn = pick(["tomate", "wolke", "kirsche", "schaf", "eimer", "nudel"]) + dg(4)
    sn = f"{dg(4)}.{dg(3)}.{dg(2)}.{dg(3)}.{dg(3)}"
    case("de-fritzbox-sticker", "de",
         f"""Ich richte bei meinen Eltern die neue FRITZ!Box 7590 ein. Auf dem Aufkleber unten steht:
WLAN-Netzwerkschlüssel: {wlan}
FRITZ!Box-Kennwort: {kenn}
S/N: {sn}
Kann ich den WLAN-Schlüssel so lassen oder sollte ich einen eigenen setzen?""",
         [wlan, kenn], [sn, "FRITZ!Box 7590"], "Wi-Fi key and router password are secrets; serial and model are look-alikes")


@builder
def de_neg_lastschrift():
    gl = de_creditor_id()
    mref = "MREF" + dg(10)
    case("de-direct-debit-creditor-id", "de",
         f"""Das Fitnessstudio bucht weiter ab, obwohl ich zum 31.01. gekündigt habe. Auf dem Kontoauszug steht Gläubiger-ID {gl}, Mandatsreferenz {mref}, Betrag 39,90 EUR. Wie lange kann ich die Lastschrift zurückgeben?""",
         [], [gl, mref, "39,90 EUR"], "a company's SEPA creditor id (check computed), mandate reference, amount")


# --- French
@builder
def fr_secu_rib():
    nir, ib = fr_nir(), iban_sp("FR")
    bic = pick(["BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP", "AGRIFRPP882"])
    case("fr-secu-rib-mutuelle", "fr",
         f"""Pour le remboursement de ma mutuelle je dois envoyer mon numéro de sécu et un RIB. Numéro de sécurité sociale : {nir}. IBAN : {ib}, BIC {bic}. Je peux juste les mettre dans le formulaire en ligne ou il faut une attestation ?""",
         [nir, ib], [bic], "NIR (key computed) and IBAN (RIB key computed) are secrets; BIC is a look-alike")


@builder
def fr_digicode():
    digi, boite = dg(4) + pick("AB"), dg(4)
    case("fr-digicode-key-box", "fr",
         f"""Tu peux m'aider à écrire un message pour la personne qui garde mon chien ce week-end ? Le digicode de l'immeuble c'est {digi}, 3e étage porte gauche, et la clé est dans la boîte à clés accrochée au local vélos, code {boite}. Il mange à 19h.""",
         [digi, boite], [], "door code and key-box code")


@builder
def fr_impots():
    nf = pick("0123") + dg(12)
    pw = pw_native(["soleil", "papillon", "chocolat", "lavande", "marmotte"])
    case("fr-impots-login", "fr",
         f"""Je n'arrive plus à me connecter sur impots.gouv.fr. J'entre mon numéro fiscal {nf} et mon mot de passe {pw}, et ça me dit « identifiants incorrects ». Je dois réinitialiser ou attendre ?""",
         [nf, pw], [], "tax number and password")


@builder
def fr_neg_colissimo():
    coli, cmd = "6A" + dg(11), dg(10)
    siren, siret = fr_siret()
    siretf = f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}"
    tva = fr_tva(siren)
    case("fr-colissimo-siret", "fr",
         f"""Mon colis Colissimo {coli} est marqué « livré » mais je ne l'ai jamais reçu. Commande n° {cmd}. Sur la facture : SIRET {siretf}, TVA intracommunautaire {tva}. Je fais la réclamation auprès du vendeur ou de La Poste ?""",
         [], [coli, cmd, siretf, tva], "tracking, order number, seller SIRET (Luhn computed) and VAT number (key computed)")


# --- Spanish
@builder
def es_renta():
    dni, ib, cif = es_dni(), iban_sp("ES"), es_cif()
    case("es-renta-dni-iban", "es",
         f"""Estoy haciendo la declaración de la Renta y me pide una cuenta para la devolución. Pongo mi DNI {dni} y el IBAN {ib}. En el certificado de retenciones aparece el NIF de la empresa, {cif}, ¿tengo que meterlo en algún sitio?""",
         [dni, ib], [cif], "DNI letter and IBAN national check digits computed; company CIF (control computed) is a look-alike")


@builder
def es_cbu_parts():
    b1, b2 = ar_cbu()
    pw = pw_native(["mate", "tango", "asado", "gaucho", "pampa"])
    case("es-ar-cbu-in-parts", "es",
         f"""Che, te paso mi CBU en dos partes porque lo copio del celu. Primera parte: {b1}
---
segunda: {b2}
---
¿Me armás el mensaje para mandárselo a mi viejo así me transfiere? Ah, y anotate que la clave del home banking es {pw}, que siempre me la olvido.""",
         [b1, b2, pw], [], "three messages: an Argentine CBU in two parts (both check digits computed) and a banking password")


@builder
def es_mx_sat():
    y, m, d = date_parts(1970, 2000)
    ymd = f"{y % 100:02d}{m:02d}{d:02d}"
    four, inner = pick([("GAML", "RRN"), ("HERJ", "RMS"), ("ROPC", "DRR"), ("MALF", "RPR"), ("SAGM", "NNR"), ("LOHA", "PRN")])
    rfc = four + ymd + rs("ABCDEFGHJKLMNPQRSTUVWXYZ123456789", 2) + pick(DI + "A")
    curp = four + ymd + pick("HM") + pick(["DF", "JC", "NL", "PL", "MC"]) + inner + ("0" if y < 2000 else "A") + dg(1)
    cp = dg(5)
    case("es-mx-rfc-curp", "es",
         f"""Tengo que actualizar mis datos en el SAT. Mi RFC es {rfc} y la CURP {curp}. El código postal de mi domicilio fiscal es {cp}, ¿por qué me dice que no coincide con la colonia?""",
         [rfc, curp], [cp], "Mexican RFC and CURP (check characters not computed); postal code is a look-alike")


@builder
def es_neg_three_numbers():
    pedido = f"40{dg(1)}-{dg(7)}-{dg(7)}"
    loc = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    cor = s10("RR", "ES")
    case("es-order-train-locator", "es",
         f"""Tengo tres números y no sé cuál es cuál: el pedido de Amazon {pedido}, el localizador de Renfe {loc} y un envío de Correos {cor}. ¿Cuál necesito para cambiar el billete de tren?""",
         [], [pedido, loc, cor], "order number, train booking locator, postal tracking (S10 check computed)")


# --- Portuguese
@builder
def pt_br_bank_app():
    cpf, senha, cnpj = br_cpf(), dg(6), br_cnpj()
    case("pt-br-cpf-senha", "pt",
         f"""Tô tentando entrar no app do banco: CPF {cpf}, senha de 6 dígitos {senha}, e dá "dados inválidos". Já reinstalei. Ah, e pra nota fiscal do meu MEI o contador pediu o CNPJ do cliente, que é {cnpj} — tá no formato certo?""",
         [cpf, senha], [cnpj], "CPF (check digits computed) and banking password are secrets; a client's CNPJ (computed) is a look-alike")


@builder
def pt_pt_new_job():
    nif, ib, nifc = pt_nif(pick("12")), iban_sp("PT"), pt_nif("5")
    case("pt-pt-nif-iban", "pt",
         f"""Estou a preencher o formulário de adesão do novo emprego. Pedem o NIF ({nif}) e o IBAN para o ordenado: {ib}. O NIF da empresa, {nifc}, já vem preenchido. Também tenho de entregar o cartão de cidadão?""",
         [nif, ib], [nifc], "personal NIF (check computed) and IBAN (NIB check computed) are secrets; company NIF is a look-alike")


@builder
def pt_neg_ml():
    pedido, rastreio, chave = "#2000" + dg(9), s10("QB", "BR"), br_nfe_key()
    case("pt-br-order-tracking-nfe", "pt",
         f"""Comprei no Mercado Livre, pedido {pedido}. O código de rastreio dos Correios é {rastreio} e a chave de acesso da NF-e é {chave}. Como consulto a nota no site da Sefaz?""",
         [], [pedido, rastreio, chave], "order number, tracking code (S10 computed), NF-e access key (mod 11 computed)")


# --- Italian
@builder
def it_cf_iban():
    cf, ib, piva = it_cf(), iban_sp("IT"), it_piva()
    case("it-codice-fiscale-iban", "it",
         f"""Devo compilare il modulo per il rimborso spese del lavoro: codice fiscale {cf}, IBAN {ib}. La partita IVA del datore di lavoro è {piva}, va scritta anche quella?""",
         [cf, ib], [piva], "codice fiscale (check character computed) and IBAN (CIN not computed) are secrets; employer partita IVA (computed) is a look-alike")


@builder
def it_bonifico_code():
    code, pratica = dg(6), "PR-" + dg(8)
    case("it-sms-bonifico-code", "it",
         f"""Mi è arrivato questo SMS: «Il codice per autorizzare il bonifico di 950,00 EUR è {code}. Non comunicarlo a nessuno.» Poco dopo mi ha chiamato uno che dice di essere della banca e vuole che glielo legga per bloccare l'operazione. Mi ha anche dato un numero di pratica, {pratica}. Che faccio?""",
         [code], ["950,00 EUR", pratica], "transfer authorisation code is a secret; amount and case number are look-alikes")


@builder
def it_neg_sofa():
    ordine, brt, ean = "IT" + dg(9), dg(12), ean13("80")
    case("it-order-courier-ean", "it",
         f"""Ho ordinato un divano, numero d'ordine {ordine}. Il corriere BRT mi ha dato il codice spedizione {brt} ma il sito dice «spedizione non trovata». Il codice articolo è {ean}. Come faccio a sapere quando arriva?""",
         [], [ordine, brt, ean], "order number, courier code, EAN-13 (check computed)")


# --- Dutch
@builder
def nl_toeslag():
    bsn, ib, kvk = nl_bsn(), iban_sp("NL"), dnz(8)
    case("nl-bsn-iban-toeslag", "nl",
         f"""Voor de huurtoeslag vraagt de site mijn BSN en rekeningnummer. BSN {bsn}, IBAN {ib}. Ik werk via een uitzendbureau, moet ik hun KvK-nummer ({kvk}) ook invullen?""",
         [bsn, ib], [kvk], "BSN (11-test computed) and IBAN are secrets; KvK number is a look-alike")


@builder
def nl_digid():
    code = dg(6)
    pw = pw_native(["fiets", "tulp", "drop", "hagelslag", "kaas", "molen"])
    case("nl-digid-sms-password", "nl",
         f"""Ik krijg een sms: 'Je DigiD sms-code is {code}'. Maar als ik inlog met mijn wachtwoord {pw} zegt hij dat de combinatie niet klopt. Moet ik mijn DigiD opnieuw aanvragen?""",
         [code, pw], [], "DigiD SMS code and password")


@builder
def nl_neg_parcel():
    postnl, bol = "3S" + rs(UP, 4) + dg(9), dg(10)
    kenmerk = " ".join(dg(4) for _ in range(4))
    case("nl-track-trace-kenmerk", "nl",
         f"""Mijn pakket van bol (bestelnummer {bol}) staat al drie dagen op 'gesorteerd', track & trace {postnl}. En iets anders: de aanslag van de Belastingdienst heeft betalingskenmerk {kenmerk}, moet ik dat precies zo overnemen?""",
         [], [bol, postnl, kenmerk], "order number, parcel code, payment reference")


# --- Swedish
@builder
def sv_fk():
    pnr, clr, acct, org = se_pnr(), pick(["8327-9", "6000", "5000", "9150", "8105-9"]), dg(10), se_orgnr()
    case("sv-personnummer-account", "sv",
         f"""Ska fylla i blanketten för utbetalning från Försäkringskassan. Personnummer {pnr}, clearingnummer {clr} och kontonummer {acct}. De frågar också efter arbetsgivarens organisationsnummer, det är {org}.""",
         [pnr, acct], [clr, org], "personnummer (Luhn computed) and account are secrets; clearing number and employer org number (Luhn computed) are look-alikes")


@builder
def sv_neighbour():
    port, larm, box = distinct(3, 4)
    case("sv-door-alarm-keybox", "sv",
         f"""Kan du formulera ett sms till grannen som ska vattna blommorna medan vi är bortresta? Portkoden är {port}, larmkoden {larm}, och nyckeln ligger i nyckelskåpet vid förrådet, kod {box}. Katten ska ha mat två gånger om dagen.""",
         [port, larm, box], [], "door, alarm and key-box codes")


@builder
def sv_neg_ocr():
    ocr = with_luhn(dnz(R.randint(9, 14)))
    bg = with_luhn(dnz(6))
    bgf = f"{bg[:3]}-{bg[3:]}"
    case("sv-ocr-bankgiro", "sv",
         f"""Fakturan från elbolaget har OCR-nummer {ocr} och ska betalas till bankgiro {bgf}. Belopp 1 248 kr. Kan jag betala med Swish istället?""",
         [], [ocr, bgf, "1 248 kr"], "OCR payment reference and a company's bankgiro (both Luhn computed), amount")


# --- Danish
@builder
def da_doctor():
    y, m, d = date_parts(1960, 2000)
    cpr = f"{d:02d}{m:02d}{y % 100:02d}-{dg(4)}"
    pw = pw_native(["hygge", "cykel", "havfrue", "kanelsnegl", "rugbrød"])
    yder = dg(6)
    case("da-cpr-mitid-password", "da",
         f"""Jeg skal skifte læge og udfylde blanketten. CPR-nummer {cpr}. Og kan du huske for mig, at min MitID-adgangskode nu er {pw}? Den nye læges ydernummer er {yder}.""",
         [cpr, pw], [yder], "CPR number (modulus 11 not applied) and MitID password are secrets; doctor's provider number is a look-alike")


@builder
def da_payslip():
    reg, konto, cvr = dg(4), dg(10), dk_cvr()
    case("da-account-cvr", "da",
         f"""Til lønsedlen skal jeg opgive min konto: reg.nr. {reg}, kontonr. {konto}. Virksomhedens CVR-nummer er {cvr}. Skal jeg også sende et billede af mit sundhedskort?""",
         [konto], [reg, cvr], "own account is a secret; bank registration number and company CVR (mod 11 computed) are look-alikes")


# --- Norwegian
@builder
def no_nav():
    fnr, kto, org = no_fnr(), no_account(), no_orgnr()
    case("no-fodselsnummer-konto", "no",
         f"""Fyller ut skjema hos NAV om sykepenger. Fødselsnummer {fnr}, kontonummer {kto}. Arbeidsgiverens organisasjonsnummer er {org}. Må jeg legge ved sykmeldingen selv?""",
         [fnr, kto], [org], "fødselsnummer and account number (mod 11 computed) are secrets; employer org number (computed) is a look-alike")


@builder
def no_neg_kid():
    kid, fak, kto = with_luhn(dnz(R.randint(9, 14))), dg(8), no_account()
    case("no-kid-invoice", "no",
         f"""Strømregningen har KID-nummer {kid} og fakturanummer {fak}, beløp kr 1 249,00, til konto {kto}. Hvorfor blir betalingen avvist i nettbanken?""",
         [], [kid, fak, "kr 1 249,00", kto], "KID payment reference (Luhn computed), invoice number, amount and the supplier's account")


# --- Finnish
@builder
def fi_kela():
    hetu, ib, yt = fi_hetu(), iban_sp("FI"), fi_ytunnus()
    case("fi-hetu-iban-kela", "fi",
         f"""Kela kysyy asumistukihakemuksessa henkilötunnusta ja tilinumeroa. Henkilötunnus {hetu}, tili {ib}. Pitääkö työnantajan Y-tunnus ({yt}) myös laittaa?""",
         [hetu, ib], [yt], "henkilötunnus (check character computed) and IBAN are secrets; employer Y-tunnus (computed) is a look-alike")


@builder
def fi_cottage():
    pw = pw_native(["mokki", "sauna", "mustikka", "karhu", "revontuli"])
    box = dg(4)
    case("fi-cottage-wifi-keybox", "fi",
         f"""Kirjoita vieraille ohje mökille: wifin nimi on Mokki_Saimaa ja salasana {pw}, avaimet ovat avainkaapissa ulko-oven vieressä, koodi {box}. Sauna lämpiää puilla.""",
         [pw, box], ["Mokki_Saimaa"], "Wi-Fi password and key-box code are secrets; network name is a look-alike")


@builder
def fi_neg_bill():
    viite, lasku = fi_viite(), dg(7)
    case("fi-reference-number", "fi",
         f"""Sähkölaskussa on viitenumero {viite} ja laskun numero {lasku}, summa 86,40 €, eräpäivä 28.3. Voinko maksaa sen mobiilipankissa ilman viitettä?""",
         [], [viite, lasku, "86,40 €"], "payment reference (7-3-1 check computed), invoice number, amount")


# --- Hungarian
@builder
def hu_szja():
    ado, taj, acct = hu_adoazon(), hu_taj(), hu_account()
    case("hu-tax-id-taj-account", "hu",
         f"""Az SZJA-bevalláshoz kellenek az adataim: adóazonosító jel {ado}, TAJ szám {taj}, és a bankszámlaszám a visszatérítéshez: {acct}. Jó ez így?""",
         [ado, taj, acct], [], "tax id, TAJ number and bank account (all check digits computed)")


@builder
def hu_ugyfelkapu():
    user = pick(["kovacs.anna82", "nagypeter", "szabo.bela"])
    pw = pw_native(["napsugar", "pogacsa", "cica", "paprika", "balaton"])
    tax = hu_company_taxno()
    case("hu-ugyfelkapu-password", "hu",
         f"""Nem tudok belépni az Ügyfélkapuba, a felhasználónevem {user}, a jelszavam {pw}. A munkáltatóm adószáma {tax}, ez kell a bejelentéshez?""",
         [pw], [tax], "portal password is a secret; employer tax number (check computed) is a look-alike")


# --- Romanian
@builder
def ro_credit():
    cnp, ib, cui = ro_cnp(), iban_sp("RO"), "RO" + ro_cui()
    case("ro-cnp-iban-credit", "ro",
         f"""Pentru dosarul de credit de la bancă am nevoie de: CNP {cnp}, IBAN-ul unde îmi intră salariul {ib}. În adeverința de venit apare și CUI-ul angajatorului, {cui}. E suficient sau mai trebuie ceva?""",
         [cnp, ib], [cui], "CNP (check computed) and IBAN are secrets; employer CUI (check computed) is a look-alike")


@builder
def ro_phishing():
    code = dg(6)
    pw = pw_native(["ciocolata", "pisicuta", "primavara", "munte"])
    case("ro-sms-code-phishing", "ro",
         f"""Am primit un SMS de la Banca Transilvania: „Codul tău de autentificare este {code}”. Am introdus codul și parola mea {pw} pe un site care părea al băncii, iar acum nu mai pot intra în BT Pay. Ce fac?""",
         [code, pw], [], "authentication code and banking password given to a phishing site")


# --- Greek
@builder
def el_kep():
    amka, afm, ib, afm_emp = gr_amka(), gr_afm(), iban_sp("GR"), gr_afm()
    case("el-amka-afm-iban", "el",
         f"""Για την αίτηση στο ΚΕΠ χρειάζομαι ΑΜΚΑ {amka}, ΑΦΜ {afm} και IBAN {ib}. Στη βεβαίωση αποδοχών γράφει και τον ΑΦΜ του εργοδότη, {afm_emp}. Πρέπει να τον συμπληρώσω κι αυτόν;""",
         [amka, afm, ib], [afm_emp], "AMKA (Luhn), personal AFM (check computed) and IBAN are secrets; employer AFM (same format, computed) is a look-alike")


@builder
def el_house_note():
    pw = pw_native(["thalassa", "ilios", "kalokairi", "elia"])
    alarm = dg(4)
    case("el-wifi-alarm-note", "el",
         f"""Έρχεται η ξαδέρφη μου να μείνει στο σπίτι όσο λείπουμε. Γράψε μου ένα σημείωμα: ο κωδικός του Wi-Fi είναι {pw}, ο κωδικός του συναγερμού {alarm}, και τα κλειδιά τα έχει ο γείτονας στον δεύτερο όροφο.""",
         [pw, alarm], [], "Wi-Fi password and alarm code")


# --- Turkish
@builder
def tr_ise_giris():
    tc, ib, vkn = tr_tc(), iban_sp("TR"), dnz(10)
    case("tr-tc-iban-new-job", "tr",
         f"""İşe giriş için TC kimlik numaramı ({tc}) ve maaş için IBAN'ımı ({ib}) istediler. Şirketin vergi numarası {vkn}, SGK girişimi bununla kontrol edebilir miyim?""",
         [tc, ib], [vkn], "TC kimlik (check digits computed) and IBAN are secrets; company tax number (not computed) is a look-alike")


@builder
def tr_edevlet():
    code = dg(6)
    pw = pw_native(["gunes", "kedi", "deniz", "lale", "simit"])
    case("tr-edevlet-code-courier", "tr",
         f"""Kapıya gelen kargo görevlisi teslimat için telefonuma gelen kodu istiyor. Mesajda 'e-Devlet giriş doğrulama kodunuz: {code}' yazıyor, kargo kodu değil. Ayrıca e-Devlet şifrem {pw}, onu da değiştirmem gerekir mi?""",
         [code, pw], [], "e-Devlet verification code and password")


@builder
def tr_neg_return():
    kargo, siparis, fatura = dg(12), dg(10), rs(UP, 3) + "2025" + dg(9)
    case("tr-order-cargo-invoice", "tr",
         f"""Trendyol'dan aldığım ürün hasarlı geldi. Sipariş no {siparis}, Yurtiçi Kargo takip no {kargo}, e-Arşiv fatura no {fatura}. İade talebini nasıl açarım?""",
         [], [siparis, kargo, fatura], "order, tracking and e-invoice numbers")


# --- Vietnamese
@builder
def vi_securities():
    cccd = pick(["001", "079", "048", "031"]) + pick("0123") + dg(8)
    acct = dnz(10)
    pw = pw_native(["hoasen", "banhmi", "meocon", "mattroi"])
    case("vi-cccd-account-password", "vi",
         f"""Em đang mở tài khoản chứng khoán online, cần điền số CCCD {cccd} và số tài khoản Vietcombank {acct}. Mật khẩu đăng nhập em đặt là {pw}, như vậy đã đủ mạnh chưa ạ?""",
         [cccd, acct, pw], [], "citizen ID (no public check), bank account and password")


@builder
def vi_otp():
    code = dg(6)
    ref = "FT25" + dg(12)
    case("vi-bank-otp-scam", "vi",
         f"""Ngân hàng gửi tin nhắn: 'Ma OTP cua Quy khach la {code}. Tuyet doi KHONG cung cap cho bat ky ai.' Có người gọi tự xưng nhân viên ngân hàng, nói em chuyển nhầm tiền, đưa mã giao dịch {ref} và xin mã OTP để hoàn tiền. Em có nên đưa không?""",
         [code], [ref], "OTP is a secret; transaction reference is a look-alike")


@builder
def vi_neg_shopee():
    shopee, ghn, mst = "2503" + dg(2) + rs(UP + DI, 8), "G" + rs(UP + DI, 7), dnz(10)
    case("vi-order-waybill-tax-code", "vi",
         f"""Đơn Shopee mã {shopee} giao bởi GHN, mã vận đơn {ghn}, mà đã 5 ngày chưa tới. Trên hóa đơn có mã số thuế của shop là {mst}. Em nên khiếu nại ở đâu?""",
         [], [shopee, ghn, mst], "order, waybill and a shop's tax code (check not computed)")


# --- Thai
@builder
def th_tax_refund():
    tid = th_id()
    acct = f"{dg(3)}-{dg(1)}-{dg(5)}-{dg(1)}"
    case("th-id-account-tax-refund", "th",
         f"""ต้องกรอกข้อมูลรับเงินคืนภาษีค่ะ เลขบัตรประชาชน {tid} เลขบัญชีกสิกรไทย {acct} แบบนี้ถูกไหมคะ หรือต้องผูกพร้อมเพย์ก่อน""",
         [tid, acct], [], "Thai ID (check computed) and bank account")


@builder
def th_condo():
    pw = pw_strong(10, "@#")
    door = dg(6)
    room = str(R.randint(1201, 1899))
    case("th-condo-wifi-door", "th",
         f"""ช่วยเขียนข้อความภาษาอังกฤษให้เพื่อนที่จะมาพักคอนโดหน่อย รหัส Wi-Fi คือ {pw} ส่วนรหัสประตูห้องคือ {door} ห้อง {room}""",
         [pw, door], [room], "Wi-Fi password and door code are secrets; room number is a look-alike")


@builder
def th_neg_parcel():
    ems, sh = s10("EF", "TH"), "2503" + dg(2) + rs(UP + DI, 8)
    case("th-parcel-order", "th",
         f"""พัสดุไปรษณีย์ไทยเลขที่ {ems} ค้างอยู่ที่ศูนย์คัดแยกมาสามวันแล้ว คำสั่งซื้อ Shopee เลขที่ {sh} ควรติดต่อใครก่อนดีคะ โทร 1545 ก็ไม่มีคนรับ""",
         [], [ems, sh, "1545"], "postal tracking (S10 computed), order number, hotline")


# --- Indonesian
@builder
def id_bpjs():
    y, m, d = date_parts(1975, 2003)
    nik = "3171" + dg(2) + f"{d + 40:02d}{m:02d}{y % 100:02d}" + dg(4)
    rek = dnz(10)
    case("id-nik-rekening-bpjs", "id",
         f"""Mau daftar BPJS Kesehatan mandiri, formulirnya minta NIK sama nomor rekening buat autodebet. NIK aku {nik}, rekening BCA {rek}. Kalau alamat sekarang beda sama KTP, masalah nggak?""",
         [nik, rek], [], "NIK (structure only, no check) and bank account")


@builder
def id_gopay():
    otp, pin = dg(4), dg(6)
    case("id-gopay-otp-pin", "id",
         f"""Ada yang WA ngaku dari Gojek, minta kode OTP. Barusan masuk SMS: '<#> {otp} adalah kode verifikasi GoPay kamu. JANGAN BERIKAN kode ini ke siapa pun termasuk pihak Gojek.' Terus dia juga nanya PIN GoPay, PIN aku {pin}. Harus gimana?""",
         [otp, pin], [], "OTP and wallet PIN")


@builder
def id_neg_order():
    inv = f"INV/2025031{R.randint(0, 9)}/MPL/{dg(10)}"
    resi = "JP" + dg(10)
    case("id-order-resi", "id",
         f"""Pesanan Tokopedia {inv} statusnya udah 'dikirim' dari seminggu lalu, tapi nomor resi J&T {resi} nggak bisa dilacak. Aku harus komplain ke penjual atau ke J&T?""",
         [], [inv, resi], "invoice number and tracking number")


# --- Tagalog
@builder
def tl_gcash_mpin():
    code, mpin = dg(6), dg(4)
    case("tl-gcash-code-mpin", "tl",
         f"""Nag-text si GCash: "Your GCash authentication code is {code}. Never share this code with anyone." Tapos may tumawag na taga-GCash daw, hinihingi yung code at yung MPIN ko na {mpin} para daw ma-verify yung account ko. Ibibigay ko ba?""",
         [code, mpin], [], "authentication code and MPIN")


@builder
def tl_sss_tin():
    sss = f"{dg(2)}-{dg(7)}-{dg(1)}"
    tin = f"{dg(3)}-{dg(3)}-{dg(3)}-000"
    tin_co = f"{dg(3)}-{dg(3)}-{dg(3)}-000"
    case("tl-sss-tin-new-job", "tl",
         f"""Pa-check naman kung tama yung format ng SSS number ko, {sss}, at TIN ko, {tin}, para sa bagong trabaho. Yung TIN ng company sa kontrata ay {tin_co}, kailangan ko rin bang ilagay yun sa BIR Form 1902?""",
         [sss, tin], [tin_co], "own SSS number and TIN are secrets; company TIN is a look-alike")


@builder
def tl_neg_receipt():
    ref = f"{dg(4)} {dg(3)} {dg(6)}"
    case("tl-gcash-receipt-ref", "tl",
         f"""Ito yung resibo ko sa GCash:

Sent via GCash
Amount: ₱1,500.00
Ref No. {ref}
Mar 12, 2025 3:41 PM

Sabi ng pinadalhan ko wala pa raw natanggap. Paano ko ipa-trace?""",
         [], [ref, "₱1,500.00"], "a receipt's Ref No. is a reference (settled), and an amount")


# --- Swahili
@builder
def sw_mpesa_tz():
    code = pick(UP) + rs(UP + DI, 9)
    pin = dg(4)
    case("sw-mpesa-wrong-number", "sw",
         f"""Nimetuma pesa kwa namba isiyo sahihi. Ujumbe niliopokea:

{code} Imethibitishwa. Umetuma Tsh35,000.00 kwa JUMA ALLY tarehe 14/3/25 saa 4:12 asubuhi. Salio lako jipya ni Tsh12,450.00.

Naweza kuirudisha? Wakihitaji, PIN yangu ya M-Pesa ni {pin}.""",
         [code, pin], ["Tsh35,000.00"], "M-Pesa transaction code (settled secret) and PIN; amount is a look-alike")


@builder
def sw_sha_registration():
    kid, kra, acct = dnz(8), "A" + dg(9) + pick(UP), dnz(13)
    paybill = pick(["222222", "200222"])
    case("sw-ke-id-kra-account", "sw",
         f"""Nataka kujisajili na SHA. Fomu inaomba namba ya kitambulisho ({kid}), KRA PIN ({kra}) na namba ya akaunti ya Equity ({acct}) kwa ajili ya makato. Je, paybill ya kulipia ni {paybill}?""",
         [kid, kra, acct], [paybill], "national ID, KRA PIN and account are secrets; paybill number is a look-alike")


@builder
def sw_neg_till():
    till, order = dnz(6), "ORD-" + dg(6)
    case("sw-till-number-order", "sw",
         f"""Nimeagiza viatu mtandaoni, namba ya agizo {order}. Muuzaji ameniambia nilipe kwa Lipa na M-Pesa, Till namba {till}, kiasi Ksh3,200. Nitajuaje kama till hii ni ya kweli?""",
         [], [order, till, "Ksh3,200"], "order number, a merchant till number, amount")


# ================================================================== validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def bad_chars(s, allow_newline):
    probs = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\u2028\u2029\u0085\ufeff\\":
            probs.append(f"U+{ord(ch):04X}")
    return probs


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c.get("id", "?")
        if set(c) != {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            errs.append(f"{cid}: wrong keys {sorted(c)}")
            continue
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k].strip():
                errs.append(f"{cid}: {k} must be a non-empty string")
        if not re.fullmatch(re.escape(PREFIX) + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: unknown lang {c['lang']}")
        text = c["text"]
        for k in ("id", "lang", "note"):
            if bad_chars(c[k], False) or '"' in c[k] and k != "note":
                errs.append(f"{cid}: hostile characters in {k}")
        if bad_chars(text, True):
            errs.append(f"{cid}: hostile characters in text {bad_chars(text, True)}")
        if "\r" in text or "\t" in text:
            errs.append(f"{cid}: tab or CR in text")
        msgs = text.split(SEP)
        if any(not m.strip() for m in msgs):
            errs.append(f"{cid}: empty message")
        sec, look = c["secrets"], c["lookalikes"]
        if not isinstance(sec, list) or not isinstance(look, list):
            errs.append(f"{cid}: secrets/lookalikes must be lists")
            continue
        if len(set(sec)) != len(sec) or len(set(look)) != len(look):
            errs.append(f"{cid}: duplicate value in a list")
        if set(sec) & set(look):
            errs.append(f"{cid}: value both secret and look-alike")
        if not sec and not look:
            errs.append(f"{cid}: no listed values")
        spans = []
        for kind, vals in (("secret", sec), ("lookalike", look)):
            for v in vals:
                if not isinstance(v, str) or not v:
                    errs.append(f"{cid}: empty or non-string {kind}")
                    continue
                if v != v.strip():
                    errs.append(f"{cid}: {kind} {v!r} has outer whitespace")
                if bad_chars(v, True) or '"' in v:
                    errs.append(f"{cid}: hostile characters in {kind} {v!r}")
                if SEP in v:
                    errs.append(f"{cid}: {kind} spans a message separator")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: {kind} {v!r} not in text")
                    continue
                if len(v) <= 6 and text.count(v) != 1:
                    errs.append(f"{cid}: short {kind} {v!r} occurs {text.count(v)} times")
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number (left)")
                    if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                        errs.append(f"{cid}: {kind} {v!r} embedded in a longer number (right)")
                    spans.append((a, b, kind, v))
        for i in range(len(spans)):
            for j in range(i + 1, len(spans)):
                a1, b1, k1, v1 = spans[i]
                a2, b2, k2, v2 = spans[j]
                if v1 != v2 and a1 < b2 and a2 < b1:
                    errs.append(f"{cid}: {k1} {v1!r} overlaps {k2} {v2!r}")
    return errs


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
                out += [f"      - {q(v)}" for v in c[k]]
            else:
                out.append(f"    {k}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml")
        sys.exit(1)
    self_tests()
    for fn in BUILDERS:
        fn()
    R.shuffle(CASES)
    cases = []
    for i, c in enumerate(CASES, 1):
        cases.append({"id": f"{PREFIX}-{i:03d}-{c['slug']}", "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    errs = validate(cases)
    if errs:
        print("\n".join(errs))
        print(f"{len(errs)} problem(s); nothing written")
        sys.exit(1)
    data = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    n_neg = sum(1 for c in cases if not c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {n_neg} negative, {n_sec} secrets, {n_look} look-alikes")


if __name__ == "__main__":
    main()
