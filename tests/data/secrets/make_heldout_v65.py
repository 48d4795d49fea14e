#!/usr/bin/env python3
"""Deterministic generator for the blind evaluation set heldout_v65 (secrets filter).

Usage: python3 make_heldout_v65.py heldout_v65.yaml

Standard library only. All random values come from random.Random(65).
Everything is validated before the file is written; on any problem the
script prints the problems and exits with status 1.
"""
import sys
import json
import random
import string
import datetime
import base64
import unicodedata
import re

NAME = "heldout_v65"
SEED = 65
PREFIX = "H65"

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ----------------------------------------------------------------- basics
def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def dg(r, n):
    return rs(r, DIG, n)


def ndg(r, n):
    return r.choice("123456789") + dg(r, n - 1)


def hx(r, n):
    return rs(r, HEX, n)


def HX(r, n):
    return rs(r, HEX.upper(), n)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def rdate(r, y0=1956, y1=2003):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


def rfuture(r):
    # a date in 2027..2029 (for expiries, bookings)
    return rdate(r, 2027, 2029)


def uuid4(r):
    h = hx(r, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64_bytes(r, n, urlsafe=False):
    raw = bytes(r.getrandbits(8) for _ in range(n))
    if urlsafe:
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return base64.b64encode(raw).decode()


def b64url_json(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


# ----------------------------------------------------------------- Luhn & co
def luhn_sum(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t


def luhn_ok(s):
    s = re.sub(r"[^0-9]", "", s)
    return luhn_sum(s) % 10 == 0


def luhn_cd(s):
    return str((10 - luhn_sum(s + "0") % 10) % 10)


TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444",
              "4000000000009995", "4000000000000002", "378282246310005",
              "4000056655665556", "5105105105105100"}


def card(r, brand="visa"):
    while True:
        if brand == "visa":
            p = "4" + dg(r, 14)
        elif brand == "mc":
            p = r.choice(["51", "52", "53", "54", "55"]) + dg(r, 13)
        elif brand == "amex":
            p = r.choice(["34", "37"]) + dg(r, 12)
        elif brand == "unionpay":
            p = "62" + r.choice(["2202", "2848", "1700", "2588"]) + dg(r, 9)
        elif brand == "mir":
            p = "220" + r.choice("01234") + dg(r, 11)
        elif brand == "troy":
            p = "9792" + dg(r, 11)
        elif brand == "rupay":
            p = r.choice(["6521", "6522", "6081"]) + dg(r, 11)
        elif brand.startswith("bin:"):
            b = brand[4:]
            p = b + dg(r, 15 - len(b))
        else:
            raise ValueError(brand)
        n = p + luhn_cd(p)
        if n not in TEST_CARDS:
            return n


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return grp(n, 4, sep)


def cvc(r, n=3):
    return dg(r, n)


def expiry(r):
    return f"{r.randint(1, 12):02d}/{r.randint(27, 31)}"


# ----------------------------------------------------------------- IBAN
def _num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_make(cc, bban):
    chk = 98 - int(_num(bban + cc + "00")) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    return int(_num(s[4:] + s[:4])) % 97 == 1


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "CZ": 24,
            "RO": 24, "GR": 27, "TR": 26, "SE": 24, "DK": 18, "NO": 15, "FI": 18,
            "PT": 25, "BE": 16, "GB": 22, "SA": 24, "AE": 23, "IL": 23, "UA": 29,
            "IR": 26, "HU": 28, "CH": 21, "AT": 20}


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def cf_check(s):
    t = 0
    for i, c in enumerate(s):
        if i % 2 == 0:
            t += CF_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + t % 26)


def cz_account(r):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        a = ndg(r, 10)
        if sum(int(x) * y for x, y in zip(a, w)) % 11 == 0:
            return a


def no_account(r):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        a = r.choice(["1503", "1506", "1607", "1254", "9710", "3000", "1813", "1720"]) + dg(r, 6)
        c = 11 - sum(int(x) * y for x, y in zip(a, w)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        return a + str(c)


def hu_account(r):
    w = [9, 7, 3, 1]

    def chk(s):
        t = sum(int(d) * w[i % 4] for i, d in enumerate(s))
        return str((10 - t % 10) % 10)
    a = r.choice(["117", "104", "120", "116", "107", "109"]) + dg(r, 4)
    a += chk(a)
    b = dg(r, 15)
    b += chk(b)
    return a, b


def bban(r, cc):
    if cc == "DE":
        return r.choice("12345678") + dg(r, 7) + dg(r, 10)
    if cc == "FR":
        bank = r.choice(["30004", "30003", "20041", "10278", "30002", "10907", "16606"])
        br, acc = dg(r, 5), dg(r, 11)
        key = 97 - (89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97
        return bank + br + acc + f"{key:02d}"
    if cc == "ES":
        ent = r.choice(["2100", "0049", "0182", "2085", "0081", "0128", "1465"])
        off, acc = dg(r, 4), dg(r, 10)
        return ent + off + str(_es_dc("00" + ent + off)) + str(_es_dc(acc)) + acc
    if cc == "IT":
        body = r.choice(["03069", "02008", "05034", "03111", "01030", "05387"]) + dg(r, 5) + dg(r, 12)
        return cf_check(body) + body
    if cc == "NL":
        bank = r.choice(["ABNA", "RABO", "SNSB", "ASNB"])
        while True:
            a = "0" + ndg(r, 9)
            if sum(int(d) * (10 - i) for i, d in enumerate(a)) % 11 == 0:
                return bank + a
    if cc == "PL":
        s7 = r.choice(["102", "105", "109", "114", "116", "124", "175", "249"]) + dg(r, 4)
        w = [3, 9, 7, 1, 3, 9, 7]
        c = (10 - sum(int(a) * b for a, b in zip(s7, w)) % 10) % 10
        return s7 + str(c) + dg(r, 16)
    if cc == "CZ":
        return r.choice(["0100", "0300", "0800", "2010", "0600", "3030"]) + "000000" + cz_account(r)
    if cc == "RO":
        return r.choice(["BTRL"]) + "RONCRT" + dg(r, 10)
    if cc == "GR":
        return r.choice(["011", "017", "026", "014"]) + dg(r, 4) + dg(r, 16)
    if cc == "TR":
        return r.choice(["00010", "00062", "00064", "00046", "00067", "00012", "00111"]) + "0" + dg(r, 16)
    if cc == "SE":
        return r.choice(["500", "800", "600", "300"]) + dg(r, 17)
    if cc == "DK":
        return dg(r, 4) + dg(r, 10)
    if cc == "NO":
        return no_account(r)
    if cc == "FI":
        s = r.choice(["1", "5", "8"]) + dg(r, 12)
        return s + luhn_cd(s)
    if cc == "PT":
        n = r.choice(["0035", "0033", "0007", "0010", "0018", "0036"]) + dg(r, 4) + dg(r, 11)
        return n + f"{98 - (int(n) * 100) % 97:02d}"
    if cc == "BE":
        body = ndg(r, 10)
        c = int(body) % 97 or 97
        return body + f"{c:02d}"
    if cc == "GB":
        return r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + dg(r, 6) + dg(r, 8)
    if cc == "SA":
        return r.choice(["80", "10", "45", "55", "20"]) + "0000" + dg(r, 14)
    if cc == "AE":
        return r.choice(["033", "026", "035", "030"]) + dg(r, 16)
    if cc == "IL":
        return r.choice(["012", "010", "011", "020"]) + dg(r, 3) + dg(r, 13)
    if cc == "UA":
        return r.choice(["305299", "322001", "300335", "380805"]) + "00000" + "2620" + dg(r, 10)
    if cc == "IR":
        return "0" + r.choice(["17", "12", "18", "16", "55"]) + "0000000" + dg(r, 12)
    if cc == "HU":
        a, b = hu_account(r)
        return a + b
    if cc == "CH":
        return r.choice(["00762", "00230", "00235", "00700"]) + dg(r, 12)
    if cc == "AT":
        return r.choice(["12000", "20111", "32000", "14000"]) + dg(r, 11)
    raise ValueError(cc)


def iban(r, cc):
    s = iban_make(cc, bban(r, cc))
    assert len(s) == IBAN_LEN[cc], (cc, s)
    return s


# ----------------------------------------------------------------- national ids
def pesel(r, female=False):
    d = rdate(r, 1955, 2004)
    m = d.month + (20 if d.year >= 2000 else 0)
    s = f"{d.year % 100:02d}{m:02d}{d.day:02d}" + dg(r, 3) + str(r.randint(0, 4) * 2 + (0 if female else 1))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def rodne_cislo(r, female=False):
    while True:
        d = rdate(r, 1956, 2003)
        m = d.month + (50 if female else 0)
        base = f"{d.year % 100:02d}{m:02d}{d.day:02d}" + dg(r, 3)
        c = int(base) % 11
        if c == 10:
            continue
        s = base + str(c)
        assert int(s) % 11 == 0
        return s[:6] + "/" + s[6:]


def hetu(r):
    d = rdate(r, 1956, 2004)
    sign = "-" if d.year < 2000 else "A"
    nnn = r.randint(2, 899)
    n = int(f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{nnn:03d}")
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{sign}{nnn:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def personnummer(r):
    d = rdate(r, 1956, 2003)
    nnn = dg(r, 3)
    base = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{nnn}"
    return f"{d.year}{d.month:02d}{d.day:02d}-{nnn}{luhn_cd(base)}"


def fodselsnummer(r):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        d = rdate(r, 1956, 1999)
        s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{r.randint(0, 499):03d}"
        k1 = 11 - sum(int(a) * b for a, b in zip(s, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(s, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def cpr(r):
    d = rdate(r, 1956, 2003)
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-{dg(r, 4)}"


def dni(r):
    n = r.randint(10000000, 79999999)
    return f"{n}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def codice_fiscale(r, sur, nam, female=False):
    d = rdate(r, 1956, 2003)
    day = d.day + (40 if female else 0)
    s = sur + nam + f"{d.year % 100:02d}" + "ABCDEHLMPRST"[d.month - 1] + f"{day:02d}" + \
        r.choice(["H501", "F205", "L219", "F839", "A944", "D612", "G273", "L736"])
    return s + cf_check(s)


def nir(r, female=False):
    d = rdate(r, 1956, 2003)
    body = ("2" if female else "1") + f"{d.year % 100:02d}{d.month:02d}" + \
        r.choice(["75", "69", "13", "33", "59", "92", "31", "44"]) + dg(r, 3) + dg(r, 3)
    key = 97 - int(body) % 97
    return body, f"{key:02d}"


def fmt_nir(body, key):
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"


def mod11_10(s):
    p = 10
    for ch in s:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (t * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def steuer_id(r):
    while True:
        ds = r.sample("0123456789", 9)
        ds.append(r.choice(ds))
        r.shuffle(ds)
        if ds[0] != "0":
            s = "".join(ds)
            return s + mod11_10(s)


def bsn(r):
    while True:
        s = ndg(r, 8)
        c = sum(int(d) * (9 - i) for i, d in enumerate(s)) % 11
        if c <= 9:
            return s + str(c)


def cn_id(r):
    region = r.choice(["110105", "310115", "440305", "330106", "510107", "420111", "320102"])
    d = rdate(r, 1960, 2002)
    body = region + f"{d.year}{d.month:02d}{d.day:02d}" + dg(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def kr_rrn(r):
    d = rdate(r, 1960, 2004)
    g = r.choice("12") if d.year < 2000 else r.choice("34")
    s = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + g + dg(r, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def my_number(r):
    s = ndg(r, 11)
    t = 0
    for n in range(1, 12):
        p = int(s[-n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    rem = t % 11
    return s + str(0 if rem <= 1 else 11 - rem)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_cd(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def aadhaar(r):
    s = r.choice("23456789") + dg(r, 10)
    s += verhoeff_cd(s)
    assert verhoeff_ok(s)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def pan(r, initial):
    return rs(r, UP, 3) + "P" + initial + dg(r, 4) + r.choice(UP)


def cpf(r):
    while True:
        s = dg(r, 9)
        if len(set(s)) > 1:
            break
    for n in (10, 11):
        t = sum(int(d) * (n - i) for i, d in enumerate(s))
        c = 11 - t % 11
        s += str(0 if c >= 10 else c)
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj(r):
    s = ndg(r, 8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        c = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        s += str(0 if c >= 10 else c)
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def tckn(r):
    s = ndg(r, 9)
    d = [int(c) for c in s]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    s += str(d10)
    s += str(sum(int(c) for c in s) % 10)
    return s


def cnp(r, female=False):
    d = rdate(r, 1956, 2004)
    sx = ("2" if female else "1") if d.year < 2000 else ("6" if female else "5")
    s = sx + f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + f"{r.choice(list(range(1, 47)) + [51, 52]):02d}" + f"{r.randint(1, 999):03d}"
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(s, w)) % 11
    return s + ("1" if c == 10 else str(c))


def taj(r):
    s = dg(r, 8)
    c = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(s)) % 10
    return f"{s[:3]} {s[3:6]} {s[6:]}{c}"


def hu_adoazonosito(r):
    while True:
        d = rdate(r, 1956, 2003)
        days = (d - datetime.date(1867, 1, 1)).days
        s = "8" + f"{days:05d}" + dg(r, 3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(s)) % 11
        if c < 10:
            return s + str(c)


def amka(r):
    d = rdate(r, 1956, 2003)
    s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}" + dg(r, 4)
    return s + luhn_cd(s)


def gr_afm(r, first=None):
    while True:
        s = (first or r.choice("1")) + dg(r, 7)
        c = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(s)) % 11 % 10
        return s + str(c)


def il_id(r):
    s = ndg(r, 8)
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        t += v - 9 if v > 9 else v
    return s + str((10 - t % 10) % 10)


def ir_code(r):
    s = ndg(r, 9)
    rr = sum(int(d) * (10 - i) for i, d in enumerate(s)) % 11
    return s + str(rr if rr < 2 else 11 - rr)


def th_id(r, first=None):
    s = (first or r.choice("12345678")) + dg(r, 11)
    c = (11 - sum(int(d) * (13 - i) for i, d in enumerate(s)) % 11) % 10
    s += str(c)
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def emirates_id(r):
    d = rdate(r, 1960, 2003)
    s = "784" + str(d.year) + dg(r, 7)
    s += luhn_cd(s)
    return f"{s[:3]}-{s[3:7]}-{s[7:14]}-{s[14]}"


def nhs_number(r):
    while True:
        s = ndg(r, 9)
        c = 11 - sum(int(d) * (10 - i) for i, d in enumerate(s)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        s += str(c)
        return f"{s[:3]} {s[3:6]} {s[6:]}"


def ni_number(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    s = dg(r, 6)
    return f"{p} {s[:2]} {s[2:4]} {s[4:]} {r.choice('ABCD')}"


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def sin_ca(r):
    s = r.choice("123456") + dg(r, 7)
    s += luhn_cd(s)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        s = ndg(r, 8)
        c = sum(int(a) * b for a, b in zip(s, w)) % 11
        if c < 10:
            s += str(c)
            assert sum(int(a) * b for a, b in zip(s, w)) % 11 == 0
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def abn(r):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        s = ndg(r, 11)
        d = [int(c) for c in s]
        d[0] -= 1
        if sum(a * b for a, b in zip(d, w)) % 89 == 0:
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def mbi(r):
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN = A + DIG
    s = r.choice("123456789") + r.choice(A) + r.choice(AN) + r.choice(DIG) + r.choice(A) + \
        r.choice(AN) + r.choice(DIG) + r.choice(A) + r.choice(A) + r.choice(DIG) + r.choice(DIG)
    return f"{s[:4]}-{s[4:7]}-{s[7:]}"


def npi(r):
    s = r.choice("12") + dg(r, 8)
    return s + luhn_cd("80840" + s)


def kvnr(r):
    letter = r.choice(UP)
    s = letter + dg(r, 8)
    digits = f"{ord(letter) - 64:02d}" + s[1:]
    t = 0
    for i, ch in enumerate(digits):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        t += v // 10 + v % 10
    return s + str(t % 10)


def snils(r):
    while True:
        s = dg(r, 9)
        if int(s) <= 1001998:
            continue
        t = sum(int(d) * (9 - i) for i, d in enumerate(s))
        if t < 100:
            c = t
        elif t in (100, 101):
            c = 0
        else:
            c = t % 101
            if c == 100:
                c = 0
        return f"{s[:3]}-{s[3:6]}-{s[6:]} {c:02d}"


def inn_person(r):
    s = r.choice(["77", "78", "50", "54", "66", "16", "23"]) + dg(r, 8)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    s += str(sum(int(a) * b for a, b in zip(s, w11)) % 11 % 10)
    s += str(sum(int(a) * b for a, b in zip(s, w12)) % 11 % 10)
    return s


def inn_org(r):
    s = r.choice(["77", "78", "50", "54", "66"]) + dg(r, 7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return s + str(sum(int(a) * b for a, b in zip(s, w)) % 11 % 10)


def ru_account(r, bik, prefix="40817810"):
    body = prefix + "0" + dg(r, 11)
    w = [7, 1, 3] * 8
    t = sum((int(a) * b) % 10 for a, b in zip(bik[-3:] + body, w))
    key = (t % 10 * 3) % 10
    acc = body[:8] + str(key) + body[9:]
    assert sum((int(a) * b) % 10 for a, b in zip(bik[-3:] + acc, w)) % 10 == 0
    return acc


def ua_rnokpp(r):
    d = rdate(r, 1960, 2003)
    days = (d - datetime.date(1899, 12, 31)).days
    s = f"{days:05d}" + dg(r, 4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return s + str(sum(int(a) * b for a, b in zip(s, w)) % 11 % 10)


def edrpou(r):
    while True:
        s = r.choice(["1", "2", "3", "4", "5"]) + dg(r, 6)
        n = int(s + "0")
        w = [1, 2, 3, 4, 5, 6, 7] if (n < 30000000 or n > 60000000) else [7, 1, 2, 3, 4, 5, 6]
        c = sum(int(a) * b for a, b in zip(s, w)) % 11
        if c == 10:
            c = sum(int(a) * (b + 2) for a, b in zip(s, w)) % 11
            if c == 10:
                c = 0
        return s + str(c)


def nip_pl(r):
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        s = ndg(r, 9)
        c = sum(int(a) * b for a, b in zip(s, w)) % 11
        if c < 10:
            s += str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def ico_cz(r):
    s = dg(r, 7)
    rr = sum(int(d) * (8 - i) for i, d in enumerate(s)) % 11
    c = 1 if rr == 0 else 0 if rr == 1 else 11 - rr
    return s + str(c)


def nif_pt(r, first="2"):
    s = first + dg(r, 7)
    c = 11 - sum(int(d) * (9 - i) for i, d in enumerate(s)) % 11
    return s + str(0 if c >= 10 else c)


def piva_it(r):
    s = dg(r, 7) + r.choice(["001", "015", "037", "058", "063"])
    return s + luhn_cd(s)


def cif_es(r):
    s = dg(r, 7)
    a = sum(int(s[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        v = int(s[i]) * 2
        b += v // 10 + v % 10
    return "B" + s + str((10 - (a + b) % 10) % 10)


def siren(r):
    s = ndg(r, 8)
    return s + luhn_cd(s)


def siret(r):
    sr = siren(r)
    nic = dg(r, 4)
    return sr, sr + nic + luhn_cd(sr + nic)


def fr_tva(sr):
    return f"FR{(12 + 3 * (int(sr) % 97)) % 97:02d}{sr}"


def ust_id(r):
    s = ndg(r, 8)
    return "DE" + s + mod11_10(s)


def orgnr_se(r):
    s = "55" + r.choice("6789") + dg(r, 6)
    s += luhn_cd(s)
    return f"{s[:6]}-{s[6:]}"


def orgnr_no(r):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        s = "9" + dg(r, 7)
        c = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        c = 0 if c == 11 else c
        if c < 10:
            s += str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def ytunnus(r):
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        s = dg(r, 7)
        rr = sum(int(a) * b for a, b in zip(s, w)) % 11
        if rr == 1:
            continue
        return s + "-" + str(0 if rr == 0 else 11 - rr)


def viitenumero(r, n=9):
    s = ndg(r, n)
    w = [7, 3, 1]
    t = sum(int(d) * w[i % 3] for i, d in enumerate(reversed(s)))
    s += str((10 - t % 10) % 10)
    # grouped in fives from the right, as printed on Finnish invoices
    out = []
    while s:
        out.insert(0, s[-5:])
        s = s[:-5]
    return " ".join(out)


def cvr(r):
    w = [2, 7, 6, 5, 4, 3, 2]
    while True:
        s = ndg(r, 7)
        c = (-sum(int(a) * b for a, b in zip(s, w))) % 11
        if c < 10:
            return s + str(c)


def cui_ro(r):
    s = ndg(r, r.choice([7, 8]))
    w = "753217532"[-len(s):]
    c = sum(int(a) * int(b) for a, b in zip(s, w)) * 10 % 11
    return s + str(0 if c == 10 else c)


def vkn_tr(r):
    s = ndg(r, 9)
    t = 0
    for i, ch in enumerate(s):
        tmp = (int(ch) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        t += v
    return s + str((10 - t % 10) % 10)


def kr_brn(r):
    s = dg(r, 9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    t = sum(int(a) * b for a, b in zip(s, w)) + (int(s[8]) * 5) // 10
    s += str((10 - t % 10) % 10)
    return f"{s[:3]}-{s[3:5]}-{s[5:]}"


def clabe(r):
    s = r.choice(["012", "002", "014", "072", "021", "127"]) + dg(r, 3) + dg(r, 11)
    w = [3, 7, 1] * 6
    t = sum((int(a) * b) % 10 for a, b in zip(s, w))
    return s + str((10 - t % 10) % 10)


def s10(r, pre, cc):
    s = dg(r, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{pre}{s}{c}{cc}"


def isbn13(r):
    s = "978" + r.choice(["0", "1", "3", "2"]) + dg(r, 8)
    t = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(s))
    s += str((10 - t % 10) % 10)
    return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


def aba(r):
    while True:
        s = r.choice(["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "26", "31", "32"]) + dg(r, 6)
        for c in "0123456789":
            t = s + c
            d = [int(x) for x in t]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0:
                return t


def bitlocker_key(r):
    return "-".join(f"{11 * r.randint(0, 65535):06d}" for _ in range(8))


def ups(r):
    return "1Z" + rs(r, UP + DIG, 6) + r.choice(["01", "02", "03", "12", "13"]) + dg(r, 8)


def eth_addr(r):
    return "0x" + hx(r, 40)


def btc_addr(r):
    return "bc1q" + rs(r, BECH32, 38)


def phone_us(r):
    return f"({r.choice('2345678')}{dg(r, 2)}) {r.choice('2345678')}{dg(r, 2)}-{dg(r, 4)}"


# ----------------------------------------------------------------- tokens
def aws_akid(r):
    return "AKIA" + rs(r, B32, 16)


def aws_secret(r):
    return rs(r, B64, 40)


def ghp(r):
    return "ghp_" + rs(r, ALNUM, 36)


def github_pat(r):
    return "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59)


def slack_bot(r):
    return f"xoxb-{ndg(r, 12)}-{ndg(r, 13)}-{rs(r, ALNUM, 24)}"


def stripe_live(r, kind="sk"):
    return f"{kind}_live_51" + rs(r, ALNUM, 97)


def stripe_live_short(r, kind="sk"):
    return f"{kind}_live_" + rs(r, ALNUM, 24)


def openai_proj(r):
    return "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, B64U, 93) + "AA"


def google_key(r):
    return "AIza" + rs(r, B64U, 35)


def sendgrid(r):
    return "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)


def npm_token(r):
    return "npm_" + rs(r, ALNUM, 36)


def glpat(r):
    return "glpat-" + rs(r, B64U, 20)


def hf_token(r):
    return "hf_" + rs(r, UP + LO, 34)


def do_token(r):
    return "dop_v1_" + hx(r, 64)


def shpat(r):
    return "shpat_" + hx(r, 32)


def pypi_token(r):
    return "pypi-AgEIcHlwaS5vcmc" + rs(r, B64U, 160)


def telegram_token(r):
    return f"{ndg(r, 10)}:AA" + rs(r, B64U, 33)


def gocspx(r):
    return "GOCSPX-" + rs(r, B64U, 28)


def vault_token(r):
    return "hvs." + rs(r, ALNUM, 24)


def gmail_app_pw(r):
    return " ".join(rs(r, LO, 4) for _ in range(4))


def totp_seed(r, n=32):
    return rs(r, B32, n)


def jwt(r, payload):
    head = b64url_json({"alg": "HS256", "typ": "JWT"})
    return head + "." + b64url_json(payload) + "." + b64_bytes(r, 32, urlsafe=True)


def openssh_key(r):
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + \
        "QyNTUxOQAAACA" + rs(r, B64, 277) + "="
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_key(r, nlines=8):
    body = "MIIEpAIBAAKCAQEA" + rs(r, B64, 64 * nlines - 16)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


# ----------------------------------------------------------------- passwords
EN_WORDS = ["sunflower", "falcon", "maple", "river", "copper", "tiger", "orange", "winter", "pepper",
            "harbor", "violet", "thunder", "cactus", "lemon", "marble", "rocket", "shadow", "willow",
            "coffee", "dragon", "pumpkin", "silver", "velvet", "panda", "summer", "banjo", "galaxy",
            "meadow", "cobalt", "walrus", "biscuit", "pickle", "mango", "otter", "nebula", "cedar"]
SYMS = "!@#$%&*?"

BIP39 = ["abandon", "ability", "absorb", "abstract", "access", "accident", "acoustic", "acquire", "action",
         "actress", "adapt", "adjust", "admit", "advance", "advice", "afford", "agent", "airport", "alarm",
         "album", "alcohol", "alien", "almost", "alpha", "amateur", "amazing", "anchor", "ancient", "angle",
         "animal", "ankle", "announce", "antenna", "antique", "anxiety", "apology", "approve", "arctic",
         "arena", "armor", "arrow", "artwork", "aspect", "asthma", "athlete", "attitude", "auction",
         "autumn", "avocado", "awkward", "bachelor", "bacon", "badge", "balcony", "bamboo", "banana",
         "bargain", "barrel", "basket", "battle", "beauty", "bench", "betray", "bicycle", "biology",
         "blanket", "blossom", "bounce", "bracket", "breeze", "broccoli", "bronze", "bubble", "buffalo",
         "bundle", "burden", "cabbage", "cactus", "canoe", "canyon", "captain", "carbon", "cargo", "casino",
         "castle", "cattle", "ceiling", "celery", "cement", "cereal", "chalk", "chaos", "cherry", "chimney",
         "cinnamon", "citizen", "clarify", "clinic", "cluster", "coconut", "copper", "coral", "cotton",
         "coyote", "cradle", "crater", "cricket", "crouch", "crucial", "crumble", "crystal", "cupboard",
         "cushion", "dolphin", "eagle", "garden", "harvest", "island", "jungle", "kitten", "ladder",
         "magnet", "napkin", "ocean", "palace", "pepper", "pilot", "planet", "pumpkin", "rabbit", "salmon",
         "sunset", "tiger", "tomato", "tornado", "umbrella", "velvet", "violin", "wagon", "walnut",
         "window", "winter", "zebra"]


def pw_word(r, words=EN_WORDS):
    w = r.choice(words)
    style = r.randint(0, 3)
    if style == 0:
        return w.capitalize() + str(r.randint(1970, 2015)) + r.choice(SYMS)
    if style == 1:
        return w.capitalize() + r.choice(SYMS) + dg(r, r.randint(2, 4))
    if style == 2:
        a, b = r.sample(words, 2)
        return a.capitalize() + b.capitalize() + dg(r, 2) + r.choice(SYMS)
    return w + "_" + r.choice(words) + dg(r, 3)


def pw_random(r, n=16):
    alpha = ALNUM + "!#%&*+-=?@^_"
    while True:
        p = rs(r, alpha, n)
        if (any(c in DIG for c in p) and any(c in UP for c in p) and any(c in LO for c in p)
                and p[0] in ALNUM and p[-1] in ALNUM + "!#%&*+-=?@^_"):
            return p


def passphrase(r, n=4, sep="-"):
    return sep.join(r.sample(EN_WORDS, n))


def seed_phrase(r, n=12):
    return " ".join(r.sample(BIP39, n))


def pin(r, n=4):
    while True:
        p = dg(r, n)
        if len(set(p)) > 1 and p not in ("1234", "0000", "123456", "654321", "4321"):
            return p


# ----------------------------------------------------------------- names
EN_FIRST = ["Emily", "Jake", "Priya", "Marcus", "Hannah", "Diego", "Olivia", "Tyler", "Grace", "Nathan",
            "Chloe", "Omar", "Megan", "Ryan", "Aisha", "Kevin", "Laura", "Brandon", "Sofia", "Ethan"]
EN_LAST = ["Carter", "Nguyen", "Patel", "Brooks", "Sullivan", "Ramirez", "Fischer", "Okafor", "Hughes",
           "Bennett", "Kowalski", "Murphy", "Reyes", "Lindqvist", "Coleman", "Price", "Walsh", "Jensen"]
MAIDEN = ["Kowalczyk", "Delgado", "Fairbanks", "Hollister", "Brennan", "Moravec", "Ashworth", "Pelletier"]
PETS = ["Biscuit", "Pickles", "Rufus", "Mochi", "Sir Waffles", "Peanut", "Ziggy", "Captain"]
STREETS = ["Willowbrook Lane", "Cedar Hollow Road", "Linden Avenue", "Harbor View Drive", "Old Mill Court"]

SEP = "\n---\n"

CASES = []


def case(lang, slug, multi=False):
    def deco(fn):
        CASES.append({"lang": lang, "slug": slug, "multi": multi, "fn": fn})
        return fn
    return deco


def C(text, secrets, lookalikes, note):
    return {"text": text, "secrets": list(secrets), "lookalikes": list(lookalikes), "note": note}


def en_name(r):
    return r.choice(EN_FIRST) + " " + r.choice(EN_LAST)


def email_of(r, name, domain=None):
    f, l = name.lower().split(" ", 1)
    l = l.replace(" ", "")
    dom = domain or r.choice(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me"])
    style = r.randint(0, 2)
    local = [f"{f}.{l}", f"{f[0]}{l}{dg(r, 2)}", f"{f}{l[0]}{r.randint(80, 99)}"][style]
    return f"{local}@{dom}"


# ================================================================= ENGLISH
@case("en", "aws-credentials-file")
def _(r):
    ak, sk, rid = aws_akid(r), aws_secret(r), uuid4(r)
    bv = f"1.35.{r.randint(10, 99)}"
    t = (f"boto3 (version {bv}) keeps throwing InvalidClientTokenId even though I created the access key ten minutes ago. "
         "This is my ~/.aws/credentials:\n\n[default]\naws_access_key_id = " + ak +
         "\naws_secret_access_key = " + sk + "\nregion = eu-west-1\n\n"
         "The error says RequestId: " + rid + ". What am I doing wrong?")
    return C(t, [ak, sk], [rid, bv], "Own AWS key pair in a credentials file; the request id and library version are look-alikes.")


@case("en", "github-token-in-remote-url")
def _(r):
    tok = ghp(r)
    user = r.choice(["mkoval", "jdbrooks", "priya-dev", "tnguyen93"])
    sha = hx(r, 40)
    t = ("git push suddenly asks me for a password again. I had set the remote like this:\n"
         f"git remote set-url origin https://{tok}@github.com/{user}/dotfiles.git\n"
         f"The last push that worked was commit {sha}. Did the token expire or is the URL wrong?")
    return C(t, [tok], [sha], "Classic GitHub PAT embedded in a remote URL; full commit hash is a look-alike.")


@case("en", "django-env-file")
def _(r):
    key = rs(r, LO + DIG + "!@#%^&*(-_=+)", 50)
    while key[0] not in LO + DIG:
        key = rs(r, LO + DIG + "!@#%^&*(-_=+)", 50)
    dbu = r.choice(["appuser", "shop_admin", "django"])
    dbp = pw_random(r, 20)
    sk = stripe_live(r, "sk")
    pk = stripe_live(r, "pk")
    t = ("Deploying to Render and every page gives 'relation \"auth_user\" does not exist'. Here's my .env, "
         "maybe something is off:\n\n"
         f"DEBUG=False\nSECRET_KEY={key}\n"
         f"DATABASE_URL=postgres://{dbu}:{dbp}@db.internal:5432/shopdb\n"
         f"STRIPE_PUBLISHABLE_KEY={pk}\nSTRIPE_SECRET_KEY={sk}\n")
    return C(t, [key, f"{dbu}:{dbp}", sk], [pk, "db.internal"],
             "Django secret key, DB credentials (user:password only) and Stripe secret key are secrets; the "
             "publishable key is designed to be public and the host is not a secret.")


@case("en", "slack-bot-token-python")
def _(r):
    tok = slack_bot(r)
    chan = "C0" + rs(r, UP + DIG, 9)
    t = ("Why does this return not_in_channel? The bot is definitely in the workspace.\n\n"
         "```python\nfrom slack_sdk import WebClient\n\n"
         f"client = WebClient(token=\"{tok}\")\n"
         f"client.chat_postMessage(channel=\"{chan}\", text=\"Deploy finished\")\n```")
    return C(t, [tok], [chan], "Slack bot token in code; the channel id is an ordinary identifier.")


@case("en", "stripe-docs-key-vs-live-key")
def _(r):
    sk = stripe_live_short(r, "sk")
    t = ("In test mode I used sk_test_4eC39HqLyjWDarjtT1zdp7dc straight from the Stripe docs and everything "
         f"worked. Now with my own live key {sk} the charge fails with card_declined when I try "
         "4000 0000 0000 9995. Is that just because live mode doesn't accept test cards?")
    return C(t, [sk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4000 0000 0000 9995"],
             "User's live secret key; the docs test key and the Stripe test card are public documentation values.")


@case("en", "openai-key-in-curl")
def _(r):
    k = openai_proj(r)
    req = "req_" + hx(r, 32)
    org = "org-" + rs(r, ALNUM, 24)
    t = ("This curl returns 429 even though I have credits:\n\n"
         "curl https://api.openai.com/v1/chat/completions \\\n"
         "  -H \"Content-Type: application/json\" \\\n"
         f"  -H \"OpenAI-Organization: {org}\" \\\n"
         f"  -H \"Authorization: Bearer {k}\" \\\n"
         "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\n\n"
         f"Response header x-request-id: {req}")
    return C(t, [k], [req, org], "Project API key in a curl command; the request id and the organization id are not secrets.")


@case("en", "card-for-hotel-form")
def _(r):
    n = fmt_card(card(r, "visa"))
    c = cvc(r)
    conf = dg(r, 5) + rs(r, UP, 2) + dg(r, 3)
    name = en_name(r)
    ph = phone_us(r)
    t = (f"Can you help me fill out this hotel booking form? Name on card {name}, card number {n}, "
         f"expires {expiry(r)}, CVC {c}. The confirmation number they emailed me is {conf}, "
         f"in case the form asks for it, and the hotel's front desk is {ph}.")
    return C(t, [n, c], [conf, ph], "Own card number and CVC; the hotel confirmation number and the hotel's phone are look-alikes.")


@case("en", "guest-wifi-sign")
def _(r):
    ssid = r.choice(["TheMillers_5G", "CasaRoja", "Apt4B-Guest", "NETGEAR-Lakehouse"])
    pw = pw_word(r)
    model = r.choice(["Archer AX55", "RT-AX58U", "Nighthawk RAX50", "Deco X20"])
    t = (f"Write a cute little sign for our guest room: the Wi-Fi network is \"{ssid}\" and the password is "
         f"{pw}. If the internet drops, unplug the {model} in the hallway for 10 seconds.")
    return C(t, [pw], [model], "Home Wi-Fi password; the router model name is a look-alike.")


@case("en", "airbnb-checkin-codes")
def _(r):
    box = pin(r, 4)
    gate = pin(r, 5)
    hm = "HM" + rs(r, "ABCDEFGHJKMNPQRSTWXYZ2345689", 8)
    day = rfuture(r).strftime("%B %d").replace(" 0", " ")
    t = ("Please polish this check-in message for my Airbnb guests:\n\n"
         f"Hi! Your reservation {hm} starts {day}, check-in after 3 pm. The lockbox by the side door opens "
         f"with {box}, and the code for the parking gate is {gate} followed by #. Towels are in the hall closet.")
    return C(t, [box, gate], [hm], "Lockbox and gate codes are secrets; the Airbnb confirmation code is a booking reference.")


@case("en", "wallet-recovery-phrase")
def _(r):
    ph = seed_phrase(r, 12)
    addr = btc_addr(r)
    fw = f"2.{r.randint(1, 4)}.{r.randint(0, 9)}"
    t = (f"Just set up my hardware wallet (firmware {fw}). The recovery phrase it showed me is: " + ph +
         f". My receiving address is {addr}. Is it ok to keep the phrase in Apple Notes if the note is locked?")
    return C(t, [ph], [addr, fw], "Seed phrase is a secret; a receiving address is public by design, the firmware version is a look-alike.")


@case("en", "w4-ssn")
def _(r):
    s = ssn(r)
    ein = f"{r.randint(10, 98)}-{dg(r, 7)}"
    t = (f"Filling out my W-4 for the new job. My SSN is {s}, and the employer EIN on the offer letter is {ein}. "
         "I also have a second part-time job, which step do I use for that?")
    return C(t, [s], [ein], "Own SSN; the employer's EIN is a public business identifier.")


@case("en", "direct-deposit-routing")
def _(r):
    rt = aba(r)
    acct = ndg(r, r.choice([10, 12]))
    bank = r.choice(["Chase", "Wells Fargo", "US Bank", "PNC", "Ally"])
    t = (f"HR wants my direct deposit info by Friday. Can you write a short email with: bank {bank}, "
         f"routing number {rt}, checking account {acct}, 100% of net pay.")
    return C(t, [acct], [rt], "Own checking account number; the ABA routing number identifies the bank and is public.")


@case("en", "uk-sort-code-deposit")
def _(r):
    sc = f"{dg(r, 2)}-{dg(r, 2)}-{dg(r, 2)}"
    acc = dg(r, 8)
    name = en_name(r)
    t = ("Could you draft a polite message to my old landlord asking for the deposit back? Bank details for the "
         f"transfer: {name}, Barclays, sort code {sc}, account number {acc}. Tenancy ended on 30 September.")
    return C(t, [acc], [sc], "UK account number is a secret; the sort code identifies the branch and is public.")


@case("en", "passport-for-visa-form")
def _(r):
    p = r.choice(UP) + dg(r, 8)
    app = "AA00" + rs(r, UP + DIG, 6)
    t = (f"Doing the DS-160 and it wants my passport number: {p}, issued 2022, book number on the data page. "
         f"The application ID at the top of the page is {app}. Do I need to write that down?")
    return C(t, [p], [app], "Own passport number; the application ID is a form reference.")


@case("en", "driver-license-ticket")
def _(r):
    dl = r.choice(UP) + dg(r, 7)
    cit = r.choice(["PC", "LA", "SF"]) + dg(r, 8)
    t = (f"I got a parking ticket, citation number {cit}. The city's payment site asks for my driver license "
         f"number, which is {dl}. Is that normal or is this a scam site?")
    return C(t, [dl], [cit], "Own California-style licence number; the citation number is a reference.")


@case("en", "google-verification-sms")
def _(r):
    code = pin(r, 6)
    t = ("Got this text a minute ago, is it phishing?\n\n"
         f"From: 22000\n\"G-{code} is your Google verification code.\"\n\n"
         "I didn't try to log in anywhere. Should I change my password?")
    return C(t, [code], ["22000"], "A live one-time code (the G- prefix is Google's format); only the digits are listed. The short code sender is a look-alike.")


@case("en", "github-recovery-codes")
def _(r):
    codes = [f"{hx(r, 5)}-{hx(r, 5)}" for _ in range(3)]
    when = f"2026-{r.randint(1, 10):02d}-{r.randint(10, 28)}"
    t = ("Saving my GitHub recovery codes here so I don't lose them again (downloaded " + when + "):\n\n" +
         "\n".join(codes) + "\n\nThere were more but these are the ones I haven't used yet.")
    return C(t, codes, [when], "Three unused 2FA recovery codes; the download date is a look-alike.")


@case("en", "totp-manual-entry-key")
def _(r):
    seed = totp_seed(r, 32)
    shown = grp(seed.lower(), 4)
    tkt = "#" + ndg(r, 7)
    t = ("My bank's 2FA QR code won't scan, but there's an 'enter this key manually' option that shows:\n\n"
         f"{shown}\n\nSupport ticket {tkt} was no help. Which authenticator app lets me type that in, and do I "
         "pick time-based or counter-based?")
    return C(t, [shown], [tkt], "TOTP seed shown for manual entry, grouped in fours as apps display it; the ticket number is a reference.")


@case("en", "ssh-private-key-invalid-format")
def _(r):
    key = openssh_key(r)
    fp = "SHA256:" + b64_bytes(r, 32).rstrip("=")
    t = ("ssh says 'Load key: invalid format' for this key. Did I paste it wrong into the file?\n\n" + key +
         f"\n\nThe key GitHub shows under Settings has fingerprint {fp}.")
    return C(t, [key], [fp], "Private key block is a secret; the public key fingerprint is not.")


@case("en", "session-cookie-scraper")
def _(r):
    sid = rs(r, LO + DIG, 32)
    ga = f"GA1.1.{ndg(r, 10)}.{r.randint(1690000000, 1760000000)}"
    t = ("I'm trying to download my own order history with requests instead of clicking through 40 pages. "
         f"Copied this from devtools: sessionid={sid}; _ga={ga}; cookie_consent=accepted. "
         "Which of these do I actually need to send?")
    return C(t, [sid], [ga], "Live session cookie; the analytics cookie value is not a credential.")


@case("en", "jwt-in-request-log")
def _(r):
    uid = uuid4(r)
    tok = jwt(r, {"sub": ndg(r, 6), "email": email_of(r, en_name(r)), "iat": 1767000000 + r.randint(0, 99999),
                  "exp": 1767600000 + r.randint(0, 99999)})
    rid = uuid4(r)
    t = ("Our API returns 401 for this request and I can't see why, the token isn't expired:\n\n"
         f"2026-11-03T09:14:22Z INFO request_id={rid} method=GET path=/v1/me user={uid}\n"
         f"Authorization: Bearer {tok}\n")
    return C(t, [tok], [rid, uid], "User's bearer JWT in a log; request and user UUIDs are identifiers.")


@case("en", "mongodb-atlas-uri")
def _(r):
    u = r.choice(["admin", "appUser", "kate"])
    p = pw_random(r, 14)
    host = "cluster0." + rs(r, LO + DIG, 5) + ".mongodb.net"
    t = ("Mongoose can't connect, MongoServerSelectionError after 30s. My URI:\n"
         f"mongodb+srv://{u}:{p}@{host}/inventory?retryWrites=true&w=majority\n"
         "IP access list has 0.0.0.0/0.")
    return C(t, [f"{u}:{p}"], [host], "Credentials of a connection string; the Atlas host is not a secret.")


@case("en", "redis-broker-url")
def _(r):
    p = rs(r, ALNUM, 32)
    host = f"redis-{ndg(r, 5)}.c{ndg(r, 3)}.eu-central-1-1.ec2.cloud.redislabs.com"
    t = ("Celery tasks just hang, nothing reaches the worker. settings.py has\n"
         f"CELERY_BROKER_URL = \"redis://default:{p}@{host}:6379/0\"\nAny idea?")
    return C(t, [f"default:{p}"], [host], "Redis credentials in a broker URL; the host name is not a secret.")


@case("en", "house-sitter-codes")
def _(r):
    alarm = pin(r, 4)
    safe = pin(r, 6)
    ph = phone_us(r)
    t = ("Notes for our house sitter, can you turn them into a tidy checklist?\n"
         f"- alarm panel: press Off then {alarm}\n- the small safe in the closet: {safe}, passports are in there\n"
         f"- if the alarm goes off call the monitoring company at {ph}\n- feed the cat twice a day")
    return C(t, [alarm, safe], [ph], "Alarm and safe codes are secrets; the monitoring company's phone number is not.")


@case("en", "security-question-answers")
def _(r):
    pet, maiden, street = r.choice(PETS), r.choice(MAIDEN), r.choice(STREETS)
    t = ("For my bank's security questions I used: first pet - " + pet + ", mother's maiden name - " + maiden +
         ", street I grew up on - " + street + ". I always forget which answers I gave where, please remember these.")
    return C(t, [pet, maiden, street], [], "Three answers to security questions.")


@case("en", "telegram-bot-token")
def _(r):
    tok = telegram_token(r)
    chat = "-100" + ndg(r, 10)
    t = ("my bot doesn't send anything to the group:\n\n```python\nimport requests\n"
         f"TOKEN = \"{tok}\"\nCHAT_ID = {chat}\n"
         "requests.post(f\"https://api.telegram.org/bot{TOKEN}/sendMessage\", data={\"chat_id\": CHAT_ID, \"text\": \"ping\"})\n```")
    return C(t, [tok], [chat], "Telegram bot token; the group chat id is an identifier.")


@case("en", "discord-webhook-404")
def _(r):
    wid = ndg(r, 19)
    wtok = rs(r, B64U, 68)
    t = (f"Posting to my Discord webhook gives 404 Unknown Webhook: https://discord.com/api/webhooks/{wid}/{wtok} "
         "- did someone delete it?")
    return C(t, [wtok], [wid], "Webhook token part of the URL is the secret; the numeric webhook id alone is an identifier.")


@case("en", "google-maps-key-html")
def _(r):
    k = google_key(r)
    mid = hx(r, 16)
    t = ("Map shows 'This page can't load Google Maps correctly'. My script tag:\n"
         f"<script async src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\"></script>\n"
         f"and in initMap I pass mapId: \"{mid}\". Billing is enabled.")
    return C(t, [k], [mid], "Google API key in a script tag; the map style id is public.")


@case("en", "sendgrid-node-403")
def _(r):
    k = sendgrid(r)
    t = ("Getting 403 Forbidden from SendGrid:\n\n```js\nconst sgMail = require('@sendgrid/mail');\n"
         f"sgMail.setApiKey('{k}');\n"
         "await sgMail.send({ to: 'me@example.com', from: 'noreply@mystore.shop', subject: 'test', text: 'hi' });\n```")
    return C(t, [k], ["noreply@mystore.shop"], "SendGrid API key; the sender address is not a secret.")


@case("en", "twilio-auth-token")
def _(r):
    sid = "AC" + hx(r, 32)
    tok = hx(r, 32)
    t = ("Copied the quickstart and it fails with 20003 Authenticate:\n\n```python\nfrom twilio.rest import Client\n"
         f"account_sid = \"{sid}\"\nauth_token = \"{tok}\"\nclient = Client(account_sid, auth_token)\n"
         "client.messages.create(body=\"hello\", from_=\"+15017122661\", to=\"+15558675310\")\n```\n"
         "I left the phone numbers from the docs for now.")
    return C(t, [tok], ["+15017122661", "+15558675310"],
             "Twilio auth token is a secret; the phone numbers are the docs' example numbers.")


@case("en", "npmrc-publish-403")
def _(r):
    tok = npm_token(r)
    ver = f"{r.randint(1, 4)}.{r.randint(0, 12)}.{r.randint(0, 9)}"
    t = (f"npm publish of version {ver} fails with E403. My ~/.npmrc only has this line:\n"
         f"//registry.npmjs.org/:_authToken={tok}\nIs it because 2FA is on?")
    return C(t, [tok], [ver], "npm automation token; the package version is a look-alike.")


@case("en", "gitlab-ci-token")
def _(r):
    tok = glpat(r)
    dig = "sha256:" + hx(r, 64)
    t = ("The pipeline can't clone the submodule. .gitlab-ci.yml:\n\n"
         f"variables:\n  GIT_SUBMODULE_STRATEGY: recursive\n  SUBMODULE_TOKEN: \"{tok}\"\n"
         f"image: node@{dig}\n\nbefore_script:\n  - git config --global url.\"https://oauth2:${{SUBMODULE_TOKEN}}@gitlab.com/\".insteadOf \"https://gitlab.com/\"")
    return C(t, [tok], [dig], "GitLab PAT in CI config; the image digest is a checksum.")


@case("en", "huggingface-token-notebook")
def _(r):
    tok = hf_token(r)
    rev = hx(r, 40)
    t = ("In Colab I get 'Access to model meta-llama/Llama-3.1-8B-Instruct is restricted' even after "
         f"running\n\nfrom huggingface_hub import login\nlogin(token=\"{tok}\")\n\nand passing revision=\"{rev}\". "
         "I did accept the license on the website.")
    return C(t, [tok], [rev], "Hugging Face user access token; the model revision hash is a look-alike.")


@case("en", "azure-storage-connection-string")
def _(r):
    acct = r.choice(["prodinvoices", "mediastore01", "backupsweu"])
    key = b64_bytes(r, 64)
    t = ("BlobServiceClient.from_connection_string raises 'Server failed to authenticate the request':\n"
         f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net")
    return C(t, [key], [acct], "Storage account key is the secret; the account name is public in the blob URL.")


@case("en", "anthropic-key-env")
def _(r):
    k = anthropic_key(r)
    ver = f"0.{r.randint(30, 60)}.{r.randint(0, 9)}"
    t = (f"I put export ANTHROPIC_API_KEY={k} in ~/.zshrc but the Python SDK (anthropic {ver}) still says the API "
         "key is missing. Do I need to restart the terminal?")
    return C(t, [k], [ver], "Anthropic API key in a shell profile; the SDK version is a look-alike.")


@case("en", "leaked-stripe-key-rolled")
def _(r):
    k = stripe_live(r, "rk")
    short = hx(r, 7)
    t = (f"I accidentally committed {k} to a public repo in commit {short}. I already rolled the key in the "
         "Stripe dashboard, so it's dead. Do I still need to rewrite git history?")
    return C(t, [k], [short], "A revoked key is still listed as a secret; the short commit hash is a look-alike.")


@case("en", "card-in-three-parts", multi=True)
def _(r):
    n = card(r, "mc")
    c = cvc(r)
    a, b = f"{n[:4]} {n[4:8]}", f"{n[8:12]} {n[12:]}"
    t = ("I'll give you my card for the gym signup in pieces, I'm paranoid lol" + SEP +
         f"first half: {a}" + SEP + f"second half {b}, expires {expiry(r)}, security code {c}. "
         "Now tell me what to type where on their form.")
    return C(t, [a, b, c], [], "Card number given in two parts over several messages, then the CVC.")


@case("en", "router-password-corrected", multi=True)
def _(r):
    p1 = pw_word(r)
    p2 = p1[:-1] + r.choice(SYMS.replace(p1[-1], "")) if p1[-1] in SYMS else p1 + "!"
    ip = "192.168." + r.choice(["0.1", "1.1", "1.254"])
    t = (f"the admin password for the router at {ip} is {p1}, can you tell me how to turn on WPA3?" + SEP +
         f"wait no, that's the old one. it's {p2} now")
    return C(t, [p1, p2], [ip], "Password corrected in a second message; both versions are secrets. The LAN IP is a look-alike.")


@case("en", "streaming-logins-announced", multi=True)
def _(r):
    name = en_name(r)
    em = email_of(r, name)
    p1, p2 = pw_word(r), pw_random(r, 12)
    t = ("Can you keep my streaming logins for me? I'll send them one by one." + SEP +
         f"Netflix: {em} / {p1}" + SEP + f"Disney+ is the same email, password {p2}")
    return C(t, [p1, p2], [], "Logins announced in one message and given in the next ones.")


@case("en", "insurance-member-id-claim")
def _(r):
    mid = r.choice(["XEH", "JQU", "ZGP", "W"]) + dg(r, 9)
    claim = dg(r, 4) + dg(r, 3) + rs(r, UP, 2) + dg(r, 4)
    prov = npi(r)
    t = (f"Writing an appeal for a denied claim. My member ID is {mid}, claim number {claim}, the provider's "
         f"NPI is {prov}. Can you draft the letter?")
    return C(t, [mid], [claim, prov], "Health insurance member id is a secret; claim number and provider NPI are references.")


@case("en", "medicare-mbi-mother")
def _(r):
    m = mbi(r)
    t = (f"My mom's new Medicare card came. Her MBI is {m}. The sample card on the CMS website shows "
         "1EG4-TE5-MK73, is that just a made-up number? I want to set up her online account for her.")
    return C(t, [m], ["1EG4-TE5-MK73"], "Mother's MBI entrusted to the user; the CMS sample MBI is a documentation value.")


@case("en", "canada-sin-new-job")
def _(r):
    s = sin_ca(r)
    bn = ndg(r, 9) + "RP0001"
    t = (f"Starting at a new job in Toronto. They need my SIN for payroll: {s}. The employer's payroll account "
         f"on the TD1 form is {bn}. Which TD1 amount should I claim if I'm a student?")
    return C(t, [s], [bn], "Own SIN; the employer's CRA payroll account number is a business identifier.")


@case("en", "uk-ni-nhs-number")
def _(r):
    ni = ni_number(r)
    nh = nhs_number(r)
    ph = "0" + r.choice(["20", "161", "113", "117"]) + " " + dg(r, 3) + " " + dg(r, 4)
    t = (f"Registering with a new GP online. It asks for my National Insurance number ({ni}) and NHS number "
         f"({nh}). Is that normal for a GP form? The surgery's phone is {ph} if I should call instead.")
    return C(t, [ni, nh], [ph], "NI and NHS numbers are identity numbers; the surgery's phone is public.")


@case("en", "australia-tfn-abn")
def _(r):
    tf = tfn(r)
    ab = abn(r)
    t = (f"Casual job at a cafe. The TFN declaration asks for my TFN, it's {tf}. The payer's ABN is {ab}. "
         "Should I tick the tax-free threshold if it's my only job?")
    return C(t, [tf], [ab], "Own Tax File Number; the employer's ABN is on public record.")


@case("en", "india-kyc-aadhaar-pan")
def _(r):
    a = aadhaar(r)
    p = pan(r, r.choice("SKMPR"))
    ifsc = r.choice(["HDFC", "ICIC", "SBIN", "UTIB"]) + "0" + dg(r, 6)
    t = (f"KYC on the trading app keeps failing with 'name mismatch'. I entered Aadhaar {a} and PAN {p}. "
         f"Bank account is linked, IFSC {ifsc}. What should I check?")
    return C(t, [a, p], [ifsc], "Aadhaar and PAN are identity numbers; the IFSC identifies a bank branch.")


@case("en", "exchange-api-keys-ccxt")
def _(r):
    k, s = rs(r, ALNUM, 64), rs(r, ALNUM, 64)
    oid = ndg(r, 11)
    t = ("ccxt gives 'Signature for this request is not valid':\n\n```python\nimport ccxt\n"
         f"ex = ccxt.binance({{\n    'apiKey': '{k}',\n    'secret': '{s}',\n}})\n"
         f"print(ex.fetch_order('{oid}', 'BTC/USDT'))\n```")
    return C(t, [k, s], [oid], "Exchange API key and secret; the order id is a reference.")


@case("en", "mysqldump-password")
def _(r):
    p = pw_random(r, 14)
    t = ("cron runs this every night but the backup file is empty:\n"
         f"0 2 * * * mysqldump -u root --password='{p}' shop > /backups/shop-$(date +\\%F).sql\nwhat's wrong?")
    return C(t, [p], [], "Database root password in a cron line.")


@case("en", "docker-compose-passwords")
def _(r):
    p1, p2 = pw_random(r, 18), pw_word(r)
    t = ("pgAdmin can't log in to the postgres container. docker-compose.yml:\n\n"
         "services:\n  db:\n    image: postgres:16\n    environment:\n"
         f"      POSTGRES_USER: app\n      POSTGRES_PASSWORD: \"{p1}\"\n"
         "  pgadmin:\n    image: dpage/pgadmin4\n    environment:\n"
         f"      PGADMIN_DEFAULT_EMAIL: admin@local.dev\n      PGADMIN_DEFAULT_PASSWORD: \"{p2}\"\n")
    return C(t, [p1, p2], [], "Two passwords in a compose file.")


@case("en", "k8s-secret-base64")
def _(r):
    raw = pw_random(r, 16)
    enc = base64.b64encode(raw.encode()).decode()
    dig = "sha256:" + hx(r, 64)
    t = ("The pod crashloops with 'password authentication failed'. My secret:\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n"
         f"  username: YXBw\n  password: {enc}\n\nand the deployment pins image: registry.example.io/api@{dig}")
    return C(t, [enc], [dig], "Base64-encoded password in a Kubernetes secret; the image digest is a checksum.")


@case("en", "wp-config-salts")
def _(r):
    dbp = pw_random(r, 16)
    alpha = ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~"
    ak = rs(r, alpha, 64)
    while ak[0] not in ALNUM or ak[-1] not in ALNUM:
        ak = rs(r, alpha, 64)
    t = ("'Error establishing a database connection' after migrating hosts. wp-config.php:\n\n"
         "define( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wp_blog' );\n"
         f"define( 'DB_PASSWORD', '{dbp}' );\ndefine( 'DB_HOST', 'localhost' );\n"
         f"define( 'AUTH_KEY', '{ak}' );")
    return C(t, [dbp, ak], [], "Database password and WordPress auth key.")


@case("en", "garage-keypad-reprogram")
def _(r):
    code = pin(r, 4)
    t = (f"Our garage keypad code is {code} but my neighbor saw me type it. How do I reprogram a LiftMaster "
         "877LM keypad to a new code?")
    return C(t, [code], ["877LM"], "Garage door code; the keypad model is a look-alike.")


@case("en", "bitlocker-recovery-key")
def _(r):
    kid = uuid4(r).upper()
    key = bitlocker_key(r)
    t = (f"Laptop boots to a blue BitLocker screen asking for the recovery key for Key ID {kid[:8]}. "
         f"In my Microsoft account I found this one: {key}, full ID {kid}. Is it the right key?")
    return C(t, [key], [kid], "BitLocker recovery key (each block a multiple of 11); the key ID is only an identifier.")


@case("en", "apple-recovery-key")
def _(r):
    k = "-".join(rs(r, UP + DIG, 4) for _ in range(7))
    t = (f"I turned on Recovery Key for my Apple ID, it's {k}. Where is the safest place to keep it? "
         "I don't have a safe at home.")
    return C(t, [k], [], "Apple account recovery key.")


@case("en", "bitwarden-master-password")
def _(r):
    p = passphrase(r, 4)
    t = (f"My Bitwarden master password is {p}. Is four random words enough or should I add a number?")
    return C(t, [p], [], "Master password (a passphrase) given in prose.")


@case("en", "gmail-app-password-thunderbird")
def _(r):
    name = en_name(r)
    em = email_of(r, name, "gmail.com")
    ap = gmail_app_pw(r)
    tb = f"128.{r.randint(1, 5)}.{r.randint(0, 3)}esr"
    t = (f"Thunderbird {tb} keeps saying login failed. Settings: IMAP imap.gmail.com port 993 SSL/TLS, "
         f"username {em}, password is the app password Google gave me: {ap}")
    return C(t, [ap], [tb], "Google app password (four groups of four letters); the client version is a look-alike.")


@case("en", "smtp-config-yaml")
def _(r):
    p = pw_word(r)
    t = ("The reset-password emails never arrive. config/mail.yml:\n\n"
         "mail:\n  host: smtp.office365.com\n  port: 587\n  starttls: true\n"
         f"  username: notifications@brightlane.co\n  password: \"{p}\"\n\n"
         "Nothing in the logs except 'connection closed'.")
    return C(t, [p], ["smtp.office365.com"], "Mailbox password in YAML; the SMTP host is public.")


@case("en", "wifi-password-spelled")
def _(r):
    words = {"K": "capital K", "m": "lowercase m", "7": "seven", "q": "lowercase q", "R": "capital R",
             "4": "four", "x": "lowercase x", "T": "capital T", "2": "two", "b": "lowercase b"}
    keys = r.sample(list(words), 8)
    spelled = ", ".join(words[k] for k in keys)
    t = ("When I read the Wi-Fi password to my dad over the phone I say it like this: " + spelled +
         ". Can you make a big-print version for the fridge?")
    return C(t, [spelled], [], "Wi-Fi password spelled out character by character.")


@case("en", "password-table-to-csv")
def _(r):
    rows = []
    sec = []
    for site in ["amazon.com", "chase.com", "xfinity.com"]:
        name = en_name(r)
        u = email_of(r, name) if site != "chase.com" else name.split()[0].lower() + dg(r, 3)
        p = pw_word(r) if site != "chase.com" else pw_random(r, 14)
        rows.append(f"| {site} | {u} | {p} |")
        sec.append(p)
    t = ("Turn this into a CSV I can import into 1Password (columns title,username,password):\n\n"
         "| Site | Username | Password |\n|---|---|---|\n" + "\n".join(rows))
    return C(t, sec, [], "Three passwords in a markdown table.")


@case("en", "login-body-in-log")
def _(r):
    p = pw_word(r)
    trace = hx(r, 32)
    t = ("Found this in our nginx debug log, is it bad that the body is logged?\n\n"
         f"[debug] trace_id={trace} POST /api/login body={{\"username\":\"mcarter\",\"password\":\"{p}\",\"remember\":true}}\n\n"
         "That's my own account, I was testing.")
    return C(t, [p], [trace], "A password captured in a log line; the trace id is a 32-hex identifier.")


@case("en", "heroku-api-key-vs-app-id")
def _(r):
    key, appid = uuid4(r), uuid4(r)
    t = ("GitHub Action fails at the Heroku deploy step. In the repo secrets I set "
         f"HEROKU_API_KEY={key}, and the app's id from `heroku apps:info` is {appid}. Do I need the id anywhere?")
    return C(t, [key], [appid], "Heroku API key has UUID form; the app id (also a UUID) is not a secret.")


@case("en", "shopify-admin-token")
def _(r):
    tok = shpat(r)
    oid = "gid://shopify/Order/" + ndg(r, 13)
    t = (f"Shopify GraphQL returns 'Access denied for order field'. Header X-Shopify-Access-Token: {tok}, "
         f"query is for {oid}. Which scope am I missing?")
    return C(t, [tok], [oid], "Shopify admin API token; the order GID is an identifier.")


@case("en", "pypirc-token")
def _(r):
    tok = pypi_token(r)
    t = ("twine upload says 403 Invalid or non-existent authentication. ~/.pypirc:\n\n[pypi]\n"
         f"  username = __token__\n  password = {tok}\n")
    return C(t, [tok], ["__token__"], "PyPI API token; '__token__' is the fixed username the docs prescribe.")


@case("en", "cloudflare-token-zone-id")
def _(r):
    tok = rs(r, B64U, 40)
    zone = hx(r, 32)
    t = ("curl to purge cache returns 10000 Authentication error:\n"
         f"curl -X POST \"https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache\" "
         f"-H \"Authorization: Bearer {tok}\" --data '{{\"purge_everything\":true}}'")
    return C(t, [tok], [zone], "Cloudflare API token is a secret; the zone id is an ordinary identifier.")


@case("en", "google-oauth-client-secret")
def _(r):
    cid = ndg(r, 12) + "-" + rs(r, LO + DIG, 32) + ".apps.googleusercontent.com"
    sec = gocspx(r)
    t = ("Getting redirect_uri_mismatch. client_secret.json:\n"
         f"{{\"web\":{{\"client_id\":\"{cid}\",\"client_secret\":\"{sec}\",\"redirect_uris\":[\"http://localhost:8080/callback\"]}}}}")
    return C(t, [sec], [cid], "OAuth client secret is a secret; the client id is public (sent to browsers).")


@case("en", "mpesa-rent-not-received")
def _(r):
    code = rs(r, UP, 2) + rs(r, UP + DIG, 8)
    ph = "07" + dg(r, 2) + " " + dg(r, 3) + " " + dg(r, 3)
    amt = f"Ksh{r.randint(8, 45)},{r.choice(['000', '500'])}.00"
    t = ("My landlord says he hasn't received rent but I have the SMS:\n\n"
         f"\"{code} Confirmed. {amt} sent to JOSEPH KAMAU {ph} on 1/11/26 at 8:42 AM. New M-PESA balance is Ksh2,310.50.\"\n\n"
         "What should I send him as proof?")
    return C(t, [code], [ph, amt], "M-Pesa transaction code counts as a secret; the recipient phone and the amount are look-alikes.")


@case("en", "gift-card-claim-code")
def _(r):
    code = f"{rs(r, UP + DIG, 4)}-{rs(r, UP + DIG, 6)}-{rs(r, UP + DIG, 4)}"
    order = f"11{r.randint(1, 4)}-{dg(r, 7)}-{dg(r, 7)}"
    t = (f"I bought a $100 gift card for my sister, order {order}. The claim code is {code}. "
         "Can you write a short birthday note that tells her how to redeem it?")
    return C(t, [code], [order], "Gift card claim code is spendable money; the order number is a reference.")


@case("en", "expat-iban-payroll")
def _(r):
    ib = grp(iban(r, "DE"))
    bic = r.choice(["COBADEFFXXX", "DEUTDEDBBER", "INGDDEFFXXX", "BYLADEM1001"])
    t = (f"My German employer needs my bank details before the first payroll. IBAN {ib}, BIC {bic}. "
         "Can you write the email in simple German for me?")
    return C(t, [ib], [bic], "Own IBAN (mod-97 computed); the BIC identifies the bank.")


@case("en", "rsa-key-for-jwt-signing")
def _(r):
    k = rsa_key(r, 6)
    kid = uuid4(r)
    t = ("jsonwebtoken throws 'secretOrPrivateKey must be an asymmetric key when using RS256'. I load it like this:\n\n"
         "const privateKey = `" + k + "`;\nconst token = jwt.sign(payload, privateKey, { algorithm: 'RS256', keyid: '" +
         kid + "' });")
    return C(t, [k], [kid], "PEM private key inline in JavaScript; the key id published in the JWKS is a look-alike.")


@case("en", "instagram-hacked-code")
def _(r):
    code = pin(r, 6)
    old = pw_word(r)
    case_no = ndg(r, 15)
    t = (f"Instagram got hacked. Their support email (case {case_no}) says to enter security code {code} to get back "
         f"in. My old password was {old}, should I use something completely different now?")
    return C(t, [code, old], [case_no], "Account recovery code and old password; the support case number is a reference.")


@case("en", "debit-pin-for-parent")
def _(r):
    p = pin(r, 4)
    last4 = dg(r, 4)
    t = (f"My dad asked me to remember his debit card PIN in case he's in hospital again: {p}. It's the card "
         f"ending in {last4}. Is there a better way to handle this, like a power of attorney?")
    return C(t, [p], [], "Entrusted PIN; the last four digits of the card are neutral.")


@case("en", "office-door-and-locker")
def _(r):
    door = pin(r, 5)
    locker = f"{r.randint(1, 39)}-{r.randint(1, 39)}-{r.randint(1, 39)}"
    t = (f"First day at the new office. Door code {door}, then my locker combination is {locker}. "
         "Badge pickup at reception is 9am. Write me a quick reminder note.")
    return C(t, [door, locker], [], "Building door code and locker combination.")


@case("en", "seed-phrase-in-two-halves", multi=True)
def _(r):
    words = r.sample(BIP39, 12)
    a, b = " ".join(words[:6]), " ".join(words[6:])
    t = ("I need to re-import my MetaMask wallet on the new laptop. First six words: " + a + SEP +
         "and the last six: " + b + ". Which option in the extension do I click?")
    return C(t, [a, b], [], "Seed phrase split over two messages.")


@case("en", "laptop-bios-and-windows-pin")
def _(r):
    bios = pw_random(r, 10)
    wpin = pin(r, 6)
    serial = rs(r, UP + DIG, 10)
    t = (f"Selling my old ThinkPad (serial {serial}). It still has BIOS supervisor password {bios} and my Windows "
         f"Hello PIN is {wpin}. What's the right order to wipe everything?")
    return C(t, [bios, wpin], [serial], "BIOS password and device PIN; the laptop serial number is a look-alike.")


@case("en", "pgp-passphrase-and-fingerprint")
def _(r):
    pp = passphrase(r, 5, " ")
    fpr = " ".join(HX(r, 4) for _ in range(10))
    t = (f"gpg asks for my passphrase every time I sign a commit. It's '{pp}'. My key fingerprint is {fpr}. "
         "How long can gpg-agent cache it?")
    return C(t, [pp], [fpr], "PGP key passphrase; the public key fingerprint is meant to be shared.")


# ----------------------------------------------------------------- English negatives
@case("en", "neg-stripe-test-cards")
def _(r):
    t = ("For my checkout tests I'm using 4242 4242 4242 4242 for a successful payment and 4000 0000 0000 0002 "
         "for a generic decline, any future expiry and any CVC. Which test number triggers the 3D Secure popup?")
    return C(t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002"], "Stripe's published test card numbers.")


@case("en", "neg-aws-docs-example-keys")
def _(r):
    t = ("The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
         "`aws configure` walkthrough. Can I paste exactly those into my blog tutorial, or will a scanner flag my repo?")
    return C(t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example keys.")


@case("en", "neg-git-revert-hashes")
def _(r):
    hs = [hx(r, 7) for _ in range(4)]
    t = ("git log --oneline shows:\n"
         f"{hs[0]} fix typo in README\n{hs[1]} bump axios to 1.7.4\n{hs[2]} WIP checkout refactor\n{hs[3]} add CI cache\n\n"
         f"I want to undo {hs[2]} but keep the two commits after it. revert or rebase?")
    return C(t, [], hs, "Abbreviated commit hashes.")


@case("en", "neg-order-tracking-complaint")
def _(r):
    order = f"#{ndg(r, 7)}"
    trk = ups(r)
    t = (f"My order {order} from an online furniture store hasn't moved in 9 days. UPS tracking is {trk}, last scan "
         "'Departed facility, Louisville KY'. Can you draft a firm but polite email asking for a refund or reship?")
    return C(t, [], [order, trk], "Order and tracking numbers.")


@case("en", "neg-env-example-placeholders")
def _(r):
    t = ("Is this .env.example ok to commit?\n\n"
         "OPENAI_API_KEY=your_api_key_here\nDATABASE_URL=postgres://user:password@localhost:5432/mydb\n"
         "JWT_SECRET=<generate-a-long-random-string>\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\n")
    return C(t, [], ["your_api_key_here", "user:password", "<generate-a-long-random-string>",
                     "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx"], "Placeholders in an example env file, including placeholder credentials.")


@case("en", "neg-masked-card-double-charge")
def _(r):
    last4 = dg(r, 4)
    t1, t2 = "TXN" + dg(r, 10), "TXN" + dg(r, 10)
    t = (f"My statement shows two charges of $64.99 from STREAMFLIX on my card **** **** **** {last4}, "
         f"transaction IDs {t1} and {t2}, both on Oct 3. How do I dispute just one of them?")
    return C(t, [], [f"**** **** **** {last4}", t1, t2, "$64.99"], "Masked card number, transaction ids, amount.")


@case("en", "neg-xkcd-password-examples")
def _(r):
    t = ("Is correcthorsebatterystaple still the go-to example of a strong password, compared to Tr0ub4dor&3? "
         "I'm writing a security awareness slide and want to explain why length beats symbols.")
    return C(t, [], ["correcthorsebatterystaple", "Tr0ub4dor&3"], "Famous example passwords discussed as examples.")


@case("en", "neg-flight-booking-reference")
def _(r):
    pnr = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
    tkt = "220" + dg(r, 10)
    t = (f"Booking reference {pnr}, e-ticket number {tkt}, Lufthansa LH 2036 Munich to Hamburg next Friday. "
         "Can I still pick a seat for free, and how early should I be at the airport?")
    return C(t, [], [pnr, tkt], "Airline booking reference and ticket number.")


@case("en", "neg-supplier-invoice-details")
def _(r):
    vat = "GB" + dg(r, 9)
    crn = dg(r, 8)
    inv = f"INV-2026-{dg(r, 4)}"
    ib = grp(iban(r, "GB"))
    t = (f"Please check this invoice before I pay it: Harbourline Print Ltd, company no. {crn}, VAT reg {vat}, "
         f"invoice {inv}, total GBP 1,284.00, pay to IBAN {ib}. Does the VAT look right for 20%?")
    return C(t, [], [crn, vat, inv, ib], "A supplier's public company, VAT and payment details and the invoice number.")


@case("en", "neg-charity-donation-iban")
def _(r):
    ib = grp(iban(r, "NL"))
    t = (f"I'd like to donate to the Voedselbank in Utrecht. Their site gives IBAN {ib}, BIC RABONL2U, "
         "description 'Gift 2026'. Is a one-off bank transfer tax deductible in the Netherlands?")
    return C(t, [], [ib, "RABONL2U"], "A charity's published IBAN and BIC.")


@case("en", "neg-dell-service-tag")
def _(r):
    tag = rs(r, "BCDFGHJKLMNPQRSTVWXYZ0123456789", 7)
    esc = ndg(r, 11)
    t = (f"Dell support wants the Service Tag ({tag}) and Express Service Code ({esc}) from my Latitude 5440. "
         "The warranty page says it expired but I bought it 14 months ago. What do I say?")
    return C(t, [], [tag, esc, "Latitude 5440"], "Device service tag, service code and model.")


@case("en", "neg-jwt-io-example")
def _(r):
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"I'm learning JWTs with the default token on jwt.io: {tok}. What does the iat claim mean, and why is "
         "there no exp?")
    return C(t, [], [tok], "The jwt.io example token.")


@case("en", "neg-redacted-log-lines")
def _(r):
    rid = uuid4(r)
    t = ("After our logging fix, lines look like this:\n"
         f"request_id={rid} Authorization: Bearer [REDACTED] body={{\"user\":\"jsmith\",\"password\":\"********\"}}\n"
         "Is that enough for the SOC 2 auditor or do we also need to hash the user names?")
    return C(t, [], ["[REDACTED]", "********", rid], "Already redacted values and a request id.")


@case("en", "neg-iban-validator-examples")
def _(r):
    t = ("My IBAN validator rejects GB82 WEST 1234 5698 7654 32, the example from Wikipedia, but accepts "
         "DE89 3704 0044 0532 0130 00. I strip spaces first. What's the bug likely to be?")
    return C(t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "Well-known documentation IBANs.")


@case("en", "neg-kms-client-key")
def _(r):
    t = ("For our KMS server Microsoft lists W269N-WFGWX-YVC9B-4J6C9-T83GX as the generic volume license key for "
         "Windows 11 Pro. Do I put that in with slmgr /ipk and then slmgr /ato?")
    return C(t, [], ["W269N-WFGWX-YVC9B-4J6C9-T83GX"], "Microsoft's published KMS client setup key.")


@case("en", "neg-chase-swift-routing")
def _(r):
    t = ("My cousin in Spain wants to send me money. My checks say routing number 021000021 and I found the "
         "SWIFT code CHASUS33 online. Is that all she needs besides my name, or does she need more?")
    return C(t, [], ["021000021", "CHASUS33"], "A bank's public routing number and SWIFT code.")


@case("en", "neg-password-policy-examples")
def _(r):
    t = ("Our new password policy blocks P@ssw0rd, Summer2024! and Welcome123 because they're on breach lists. "
         "Can you suggest wording for the error message users see?")
    return C(t, [], ["P@ssw0rd", "Summer2024!", "Welcome123"], "Commonly cited bad passwords used as examples.")


@case("en", "neg-rfc6238-test-vectors")
def _(r):
    t = ("My TOTP implementation passes with the base32 secret JBSWY3DPEHPK3PXP, but for the RFC 6238 test seed "
         "12345678901234567890 at T=59 I get 287082 instead of 94287082. I think I'm truncating to 6 digits too early?")
    return C(t, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890", "94287082"],
             "Documentation TOTP secret and RFC test vectors (287082 is neutral).")


# ================================================================= OTHER LANGUAGES
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def sepa_creditor_id(cc, national):
    chk = 98 - int(_num(national + cc + "00")) % 97
    return f"{cc}{chk:02d}ZZZ{national}"


def il_corp(r):
    s = "51" + dg(r, 6)
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        t += v - 9 if v > 9 else v
    return s + str((10 - t % 10) % 10)


# ---------------------------------------------------------------- de
@case("de", "personalfragebogen-steuerid-iban")
def _(r):
    sid = steuer_id(r)
    sidf = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    ib = grp(iban(r, "DE"))
    bic = r.choice(["COBADEFFXXX", "GENODEF1S04", "INGDDEFFXXX", "SSKMDEMMXXX"])
    t = ("Ich fülle gerade den Personalfragebogen für meinen neuen Arbeitgeber aus. Steuerliche "
         f"Identifikationsnummer: {sidf}, IBAN: {ib}, BIC: {bic}. Wie finde ich raus, welche Steuerklasse ich "
         "jetzt habe? Wir haben im März geheiratet.")
    return C(t, [sidf, ib], [bic], "Steuer-ID (ISO 7064 check computed) and own IBAN; the BIC identifies the bank.")


@case("de", "fritzbox-wlan-schluessel")
def _(r):
    key = " ".join(dg(r, 4) for _ in range(5))
    admin = r.choice(["wolke", "sonne", "garten", "tanne", "kiesel"]) + dg(r, 4)
    art = "2000" + dg(r, 4)
    t = ("Kannst du mir eine einfache Anleitung für meine Eltern schreiben, wie sie ihr neues Handy ins WLAN "
         "bringen? Auf dem Aufkleber unten an der Box steht: FRITZ!Box 7590 AX, WLAN-Netzwerkschlüssel "
         f"{key}, FRITZ!Box-Kennwort {admin}, Art.-Nr. {art}.")
    return C(t, [key, admin], [art, "FRITZ!Box 7590 AX"], "Router Wi-Fi key and admin password; article number and model are look-alikes.")


@case("de", "neg-handwerker-rechnung")
def _(r):
    ust = ust_id(r)
    inv = f"RE-2026-{dg(r, 4)}"
    ib = grp(iban(r, "DE"))
    t = ("Kannst du kurz prüfen, ob die Rechnung stimmt? Elektro Brandt GmbH, USt-IdNr. "
         f"{ust}, Rechnungsnr. {inv}, netto 1.200,00 €, 19 % USt 228,00 €, gesamt 1.428,00 €. Zahlbar innerhalb "
         f"14 Tagen an IBAN {ib}, Verwendungszweck {inv}.")
    return C(t, [], [ust, inv, ib, "1.428,00 €"], "A company's VAT id, invoice number, the company's IBAN and the amount.")


@case("de", "epa-app-versichertennummer", multi=True)
def _(r):
    kv = kvnr(r)
    p = pin(r, 6)
    ik = "10" + dg(r, 7)
    t = ("Ich will die ePA-App meiner Krankenkasse einrichten, kannst du mich Schritt für Schritt durchführen?" + SEP +
         f"Versichertennummer laut Karte: {kv}. Die PIN für die Gesundheitskarte aus dem Brief ist {p}. "
         f"Auf dem Brief steht noch das IK der Kasse: {ik}.")
    return C(t, [kv, p], [ik], "Health insurance number (check digit computed) and card PIN; the insurer's IK is public.")


# ---------------------------------------------------------------- fr
@case("fr", "mutuelle-nir-iban")
def _(r):
    body, key = nir(r, female=r.random() < 0.5)
    n = fmt_nir(body, key)
    ib = grp(iban(r, "FR"))
    bic = r.choice(["BNPAFRPPXXX", "SOGEFRPP", "PSSTFRPPPAR", "CMCIFRPP", "CRLYFRPP"])
    t = ("Je remplis le bulletin d'adhésion à la mutuelle de ma boîte. Numéro de sécurité sociale : "
         f"{n}. IBAN pour les remboursements : {ib} (BIC {bic}). Est-ce que je dois aussi joindre "
         "l'attestation de la carte Vitale ?")
    return C(t, [n, ib], [bic], "NIR (key computed) and IBAN (RIB key and mod-97 computed); the BIC is public.")


@case("fr", "digicode-boite-a-cles")
def _(r):
    digi = dg(r, 2) + r.choice("AB") + dg(r, 2)
    box = pin(r, 4)
    resa = "HM" + rs(r, "ABCDEFGHJKMNPQRSTWXYZ2345689", 8)
    t = ("Tu peux reformuler ce message pour mes voyageurs, en plus chaleureux ?\n\n"
         f"Bonjour, réservation {resa}. Digicode de l'immeuble : {digi}. La boîte à clés est accrochée à la "
         f"rampe du 2e étage, code {box}. Les poubelles sont dans la cour.")
    return C(t, [digi, box], [resa], "Building door code and key box code; the reservation code is a booking reference.")


@case("fr", "neg-facture-siret-colissimo")
def _(r):
    sr, st = siret(r)
    tva = fr_tva(sr)
    col = "6A" + dg(r, 11)
    fa = f"FA{dg(r, 6)}"
    t = (f"J'ai reçu la facture {fa} de la boutique (SIRET {st}, TVA intracommunautaire {tva}) mais le colis "
         f"n'est jamais arrivé. Le suivi Colissimo {col} indique « livré » depuis lundi. Je fais comment pour "
         "réclamer ?")
    return C(t, [], [fa, st, tva, col], "Company SIRET and VAT number (keys computed), invoice and tracking numbers.")


@case("fr", "ameli-mot-de-passe-code-sms")
def _(r):
    pw = r.choice(["Papillon", "Soleil", "Chocolat", "Bretagne", "Marseille"]) + dg(r, 2) + r.choice("!*$")
    code = pin(r, 6)
    t = (f"Je n'arrive plus à me connecter à ameli. Mon mot de passe c'est {pw}, et je viens de recevoir le code "
         f"{code} par SMS mais le site me dit « code expiré ». Je fais quoi ?")
    return C(t, [pw, code], [], "Health account password and one-time SMS code.")


# ---------------------------------------------------------------- es
@case("es", "domiciliacion-dni-iban")
def _(r):
    d = dni(r)
    ib = grp(iban(r, "ES"))
    cred = sepa_creditor_id("ES", cif_es(r))
    t = (f"Tengo que rellenar la orden de domiciliación SEPA del gimnasio. DNI {d}, IBAN {ib}. Arriba pone "
         f"«Identificador del acreedor: {cred}». ¿Eso lo tengo que copiar yo en algún sitio o ya viene relleno?")
    return C(t, [d, ib], [cred], "DNI (letter computed) and IBAN (both check pairs computed); the creditor id of the gym is public.")


@case("es", "clave-wifi-alarma-suegra", multi=True)
def _(r):
    w = pw_word(r, ["girasol", "mariposa", "tortuga", "limonero", "sardina", "campana"])
    al = pin(r, 4)
    tel = f"900 {dg(r, 3)} {dg(r, 3)}"
    t = ("Mi suegra viene a cuidar la casa el finde, te paso lo que necesita y me escribes una notita para la nevera." + SEP +
         f"La clave del wifi es {w} y el código de la alarma es {al}, se teclea y luego la tecla OFF." + SEP +
         f"Ah, y que no abra la puerta del patio sin quitar la alarma antes. Si salta, la central es el {tel}.")
    return C(t, [w, al], [tel], "Wi-Fi password and alarm code announced in one message and given in the next.")


@case("es", "neg-pedido-cif-correos")
def _(r):
    order = f"{rs(r, UP, 2)}-{dg(r, 8)}"
    cif = cif_es(r)
    trk = s10(r, "PQ", "ES")
    t = (f"Hice un pedido a una tienda online (número de pedido {order}) y no llega. En la factura sale el CIF "
         f"{cif} y el envío de Correos tiene el localizador {trk}. ¿Me redactas una reclamación?")
    return C(t, [], [order, cif, trk], "Order number, company CIF (control computed) and tracking number.")


@case("es", "mx-curp-clabe-nomina")
def _(r):
    curp = r.choice("BCDFGHLMNPRSTVZ") + r.choice("AEIOU") + rs(r, UP, 2) + \
        f"{r.randint(75, 99)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + r.choice("HM") + \
        r.choice(["DF", "JC", "NL", "PL", "MC"]) + rs(r, "BCDFGHJKLMNPQRSTVWXYZ", 3) + dg(r, 1) + dg(r, 1)
    cl = clabe(r)
    rfc = rs(r, UP, 3) + f"{r.randint(10, 22):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + rs(r, UP + DIG, 3)
    t = (f"En RH me piden mi CURP y mi CLABE para la nómina. CURP {curp}, CLABE {cl}. El RFC de la empresa es "
         f"{rfc}. ¿Es seguro mandárselo por WhatsApp a la de recursos humanos o mejor por correo?")
    return C(t, [curp, cl], [rfc], "Mexican CURP (check not computed) and CLABE (check computed); the company RFC is public.")


# ---------------------------------------------------------------- pt
@case("pt", "br-senha-app-banco-mae")
def _(r):
    c = cpf(r)
    ag = dg(r, 4)
    conta = f"{dg(r, 5)}-{dg(r, 1)}"
    s = pin(r, 6)
    t = (f"Minha mãe esqueceu a senha do app do banco. O CPF dela é {c}, agência {ag}, conta {conta}, e a senha "
         f"de 6 dígitos que ela usava era {s}. Como eu ajudo ela a recuperar sem ir na agência?")
    return C(t, [c, conta, s], [ag], "Mother's CPF (checks computed), account and PIN entrusted to the user; the branch number is public.")


@case("pt", "pt-nif-iban-caucao")
def _(r):
    n = nif_pt(r, "2")
    ib = grp(iban(r, "PT"))
    nipc = nif_pt(r, "5")
    t = (f"O senhorio pede os meus dados para devolver a caução: NIF {n}, IBAN {ib}. A imobiliária dele tem o "
         f"NIPC {nipc}. Consegues escrever-me um email curto e educado?")
    return C(t, [n, ib], [nipc], "Own NIF and IBAN (both checks computed); the agency's NIPC is public.")


@case("pt", "neg-br-boleto-cnpj-rastreio")
def _(r):
    bol = f"{dg(r, 5)}.{dg(r, 5)} {dg(r, 5)}.{dg(r, 6)} {dg(r, 5)}.{dg(r, 6)} {dg(r, 1)} {dg(r, 14)}"
    cn = cnpj(r)
    trk = s10(r, "NL", "BR")
    t = (f"Paguei o boleto {bol} da loja (CNPJ {cn}) faz uma semana e o rastreio {trk} ainda diz 'objeto "
         "postado'. Devo abrir reclamação no Reclame Aqui?")
    return C(t, [], [bol, cn, trk], "Boleto line (checks not computed), company CNPJ (computed) and tracking code.")


# ---------------------------------------------------------------- ru
@case("ru", "gosuslugi-pasport-snils")
def _(r):
    ser = f"{r.choice(['45', '40', '46', '50', '77'])} {r.randint(10, 23):02d}"
    num = dg(r, 6)
    sn = snils(r)
    kp = f"{r.choice(['770', '780', '500', '540'])}-{dg(r, 3)}"
    t = (f"Заполняю заявление на Госуслугах. Паспорт {ser} {num}, код подразделения {kp}, СНИЛС {sn}. "
         "Почему он пишет «данные не прошли проверку»? Я всё ввела как в паспорте.")
    return C(t, [f"{ser} {num}", sn], [kp], "Passport series and number and SNILS (check computed); the issuing office code is public.")


@case("ru", "rekvizity-zarplata")
def _(r):
    bik = "04" + r.choice(["4525", "0349", "4030", "5004"]) + dg(r, 3)
    acc = ru_account(r, bik)
    corr = "301018104" + "00000000" + bik[-3:]
    inn = inn_org(r)
    t = ("Бухгалтерия просит реквизиты для зарплаты. Вот что я скопировал из приложения банка:\n"
         f"Получатель: Смирнов Алексей Игоревич\nСчёт: {acc}\nБИК: {bik}\nКорр. счёт: {corr}\nИНН банка: {inn}\n"
         "Можешь оформить это аккуратно для письма?")
    return C(t, [acc], [bik, corr, inn], "Own account (control key computed with the BIK); BIK, correspondent account and bank INN are public.")


@case("ru", "kod-iz-sms-novyi", multi=True)
def _(r):
    a, b = pin(r, 6), pin(r, 6)
    zn = ndg(r, 10)
    t = (f"Мне пришёл код {a} для входа в Госуслуги, хочу проверить заявление № {zn}, ввожу — пишет «неверный код». Что делать?" + SEP +
         f"а, пришёл ещё один: {b}. его вводить?")
    return C(t, [a, b], [zn], "Two one-time codes in consecutive messages; the application number is a reference.")


@case("ru", "neg-trek-zakaz-inn")
def _(r):
    trk = s10(r, "RA", "RU")
    order = f"{dg(r, 8)}-{dg(r, 4)}"
    inn = inn_org(r)
    t = (f"Заказ {order} на маркетплейсе висит в статусе «передан в доставку», трек-номер {trk}. Продавец — "
         f"ООО «Ромашка», ИНН {inn}. Как составить претензию?")
    return C(t, [], [trk, order, inn], "Tracking number (S10 check computed), order number and a company INN.")


# ---------------------------------------------------------------- zh
@case("zh", "gongzika-shenfenzheng")
def _(r):
    idn = cn_id(r)
    # 19-digit China Merchants Bank debit card
    c19 = "621483" + dg(r, 12)
    c19 += luhn_cd(c19)
    cf = grp(c19)
    lh = "308" + dg(r, 9)
    t = (f"HR让我把身份证号和工资卡号发给她：身份证 {idn}，招商银行卡 {cf}，开户行深圳南山支行，联行号 {lh}。"
         "直接发微信安全吗？")
    return C(t, [idn, cf], [lh], "Resident id (check computed) and 19-digit debit card (Luhn); the bank's clearing code is public.")


@case("zh", "ruzhu-shuoming-wifi-mensuo")
def _(r):
    pw = rs(r, LO, r.randint(3, 5)) + dg(r, 6)
    lock = pin(r, 6)
    wy = f"0755-{ndg(r, 8)}"
    t = (f"帮我给来住的朋友写个入住说明：WiFi 名字是 ChinaNet-5G-802，密码 {pw}；大门密码锁 {lock} 然后按 #；"
         f"门禁卡在鞋柜上面，垃圾分类在楼下，有事打物业电话 {wy}。")
    return C(t, [pw, lock], [wy], "Wi-Fi password and door lock code; the property management phone is a look-alike.")


@case("zh", "neg-taobao-tuikuan")
def _(r):
    order = ndg(r, 19)
    alipay = "2026" + dg(r, 24)
    sf = "SF" + dg(r, 13)
    t = (f"淘宝退款一直没到账，订单号 {order}，支付宝交易号 {alipay}，退货快递单号 {sf}。"
         "帮我写一段跟客服沟通的话，语气客气一点。")
    return C(t, [], [order, alipay, sf], "Order, payment transaction and courier numbers.")


@case("zh", "aliyun-accesskey-oss")
def _(r):
    ak = "LTAI5t" + rs(r, ALNUM, 18)
    sk = rs(r, ALNUM, 30)
    t = ("用 Python SDK 传文件到 OSS 一直报 InvalidAccessKeyId，代码如下：\n\n"
         f"auth = oss2.Auth('{ak}', '{sk}')\n"
         "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'family-photos-2026')\n\n是地域填错了吗？")
    return C(t, [ak, sk], ["oss-cn-hangzhou.aliyuncs.com"], "Alibaba Cloud AccessKey id and secret; the endpoint is public.")


# ---------------------------------------------------------------- ja
@case("ja", "fukugyo-mynumber-koza")
def _(r):
    mn = my_number(r)
    mnf = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    br = dg(r, 3)
    acc = dg(r, 7)
    inv = f"INV-2026-{dg(r, 4)}"
    t = ("副業の報酬を受け取るために、取引先にマイナンバーと振込先を送らないといけません。下の文面を丁寧に直してください。\n\n"
         f"請求書番号：{inv}\nマイナンバー：{mnf}\n振込先：三井住友銀行 渋谷支店（支店番号 {br}）普通 {acc}\n名義：ヤマダ ハナコ")
    return C(t, [mnf, acc], [br, inv], "My Number (check digit computed) and account number; the branch number is public, the invoice number a reference.")


@case("ja", "jikka-wifi-denwa", multi=True)
def _(r):
    ssid = "aterm-" + hx(r, 6) + "-g"
    key = hx(r, 13)
    t = ("実家のWi-Fiにタブレットをつなぐ方法を、母に電話で説明できるように手順を書いてほしいです。パスワードは次に送ります。" + SEP +
         f"SSIDは {ssid}、暗号化キーは {key} です。ルーターの横に貼ってあるシールと同じです。")
    return C(t, [key], [], "Wi-Fi key announced in one message and given in the next; the SSID is neutral.")


@case("ja", "neg-chumon-haiso")
def _(r):
    order = f"250-{dg(r, 7)}-{dg(r, 7)}"
    yamato = f"{r.choice('3456')}{dg(r, 3)}-{dg(r, 4)}-{dg(r, 4)}"
    t = (f"Amazonで注文した商品（注文番号 {order}）がまだ届きません。ヤマト運輸の伝票番号は {yamato} で、"
         "「持戻（ご不在）」になっています。再配達の依頼のしかたを教えてください。")
    return C(t, [], [order, yamato], "Order and delivery slip numbers.")


# ---------------------------------------------------------------- ko
@case("ko", "yeonmaljeongsan-jumin")
def _(r):
    rrn = kr_rrn(r)
    acc = f"{dg(r, 6)}-{dg(r, 2)}-{dg(r, 6)}"
    brn = kr_brn(r)
    t = (f"회사에 보낼 연말정산 정보 정리 좀 해줘. 주민등록번호 {rrn}, 급여 계좌 국민은행 {acc}, "
         f"부양가족 없음. 회사 사업자등록번호는 {brn} 이라고 적어달래.")
    return C(t, [rrn, acc], [brn], "Resident registration number (check computed) and account; the company registration number is public.")


@case("ko", "gongdong-hyeongwan-doorlock")
def _(r):
    a = pin(r, 4)
    b = pin(r, 6)
    inv = f"{r.choice('56')}{dg(r, 3)}{dg(r, 4)}{dg(r, 4)}"
    t = (f"택배 기사님께 보낼 문자 자연스럽게 다듬어줘 (운송장 번호 {inv}): 공동현관 비밀번호는 {a} 누르고 종 모양 버튼이에요. "
         f"그리고 친구한테도 보내야 하는데, 우리 집 도어락 번호는 {b}야. 먼저 들어가 있으라고 해줘.")
    return C(t, [a, b], [inv], "Building entrance code and door lock code; the waybill number is a look-alike.")


@case("ko", "neg-taekbae-jumun")
def _(r):
    inv = f"{r.choice('56')}{dg(r, 3)}-{dg(r, 4)}-{dg(r, 4)}"
    order = "2026" + dg(r, 12)
    brn = kr_brn(r)
    t = (f"쿠팡 말고 개인 쇼핑몰에서 산 건데 주문번호 {order}, CJ대한통운 운송장 번호 {inv}. 판매자 "
         f"사업자등록번호는 {brn}. 일주일째 배송 준비중인데 어디에 신고하면 돼?")
    return C(t, [], [order, inv, brn], "Order, waybill and a seller's business registration number (check computed).")


# ---------------------------------------------------------------- ar
@case("ar", "sa-hawiya-iban-rateb")
def _(r):
    nid = "1" + dg(r, 9)
    ib = grp(iban_make("SA", "80" + "0000" + dg(r, 14)))
    req = "HR-" + dg(r, 7)
    t = (f"اكتب لي رسالة رسمية لإدارة الموارد البشرية لتحديث حساب الراتب: رقم الهوية الوطنية {nid}، "
         f"الآيبان الجديد {ib} في مصرف الراجحي، ورقم الطلب في النظام {req}. وأرجو أن يبدأ التحويل من راتب الشهر القادم.")
    return C(t, [nid, ib], [req], "Saudi national id (check not computed) and own IBAN; the HR request number is a reference.")


@case("ar", "ae-otp-mukalama-bank")
def _(r):
    otp = pin(r, 6)
    eid = emirates_id(r)
    ph = f"+971 4 {ndg(r, 3)} {dg(r, 4)}"
    t = (f"اتصل علي واحد يقول إنه من البنك من الرقم {ph}، وبعدها وصلتني رسالة فيها رمز التحقق {otp}. "
         f"طلب مني الرمز ورقم الهوية الإماراتية، وأنا أعطيته الهوية {eid}. هل لازم أكلم البنك الحين؟")
    return C(t, [otp, eid], [ph], "One-time code and Emirates ID (Luhn computed); the caller's number is a look-alike.")


@case("ar", "neg-talab-shahna-jamiya")
def _(r):
    order = dg(r, 9)
    awb = ndg(r, 11)
    ib = grp(iban(r, "AE"))
    t = (f"طلبت من متجر إلكتروني، رقم الطلب {order}، ورقم الشحنة من أرامكس {awb}، وما وصل شي. "
         f"وبالمناسبة، أبغى أتبرع لجمعية خيرية، وحسابهم المنشور في موقعهم {ib}. هل التحويل البنكي أفضل من البطاقة؟")
    return C(t, [], [order, awb, ib], "Order and shipment numbers and a charity's published IBAN.")


# ---------------------------------------------------------------- fa
@case("fa", "kharid-belit-cart")
def _(r):
    code = ir_code(r)
    code_fa = code.translate(FA_DIGITS)
    c16 = "603799" + dg(r, 9)
    c16 += luhn_cd(c16)
    cf = grp(c16, 4, "-")
    cv = dg(r, 4)
    dyn = dg(r, 8)
    rez = ndg(r, 9)
    t = (f"برای خرید بلیط قطار این اطلاعات رو وارد کردم ولی خطای «اطلاعات کارت نامعتبر است» می ده: "
         f"شماره کارت {cf}، CVV2: {cv}، رمز دوم پویا {dyn}، کد ملی {code_fa}. شماره رزرو هم {rez} بود. مشکل از کجاست؟")
    return C(t, [cf, cv, dyn, code_fa], [rez], "Iranian card (Luhn), CVV2, dynamic second password and national code in Persian digits (check computed).")


@case("fa", "neg-shaba-kheyriye")
def _(r):
    ib = iban(r, "IR")
    pey = dg(r, 6)
    post = dg(r, 20)
    t = (f"می خواهم به یک موسسه خیریه کمک کنم. شماره شبای اعلام شده در سایتشان {ib} است. "
         f"دفعه قبل که واریز کردم شماره پیگیری {pey} را گرفتم. کد رهگیری مرسوله پستی هم {post} است که هنوز نرسیده. "
         "چطور رسید کمک را بگیرم؟")
    return C(t, [], [ib, pey, post], "A charity's IBAN, a tracking number and a parcel tracking code.")


# ---------------------------------------------------------------- he
@case("he", "kasefet-teudat-zehut")
def _(r):
    safe = pin(r, 4)
    tz = il_id(r)
    bk = ndg(r, 9)
    t = (f"תזכיר לי בבקשה: הקוד של הכספת בחדר במלון הוא {safe}. בקבלה ביקשו גם מספר תעודת זהות, נתתי {tz}. "
         f"מספר ההזמנה שלי {bk}. זה בסדר שהם מצלמים את התעודה?")
    return C(t, [safe, tz], [bk], "Hotel safe code and Israeli id number (check computed); the booking number is a reference.")


@case("he", "neg-hazmana-het-pe")
def _(r):
    order = dg(r, 8)
    hp = il_corp(r)
    ph = f"03-{r.choice('56789')}{dg(r, 6)}"
    t = (f"הזמנתי מכונת כביסה, מספר הזמנה {order}. בחשבונית כתוב ח.פ. {hp} והטלפון של שירות הלקוחות {ph}. "
         "עברו שלושה שבועות ולא סיפקו. איך מנסחים מכתב דרישה?")
    return C(t, [], [order, hp, ph], "Order number, company number (check computed) and service phone.")


# ---------------------------------------------------------------- hi
@case("hi", "upi-pin-aadhaar-papa")
def _(r):
    upi = pin(r, 6)
    a = aadhaar(r)
    ph = f"+91 {r.choice('6789')}{dg(r, 4)} {dg(r, 5)}"
    t = (f"पापा को {ph} से फ़ोन आया था, बोले बैंक से हैं। उन्होंने पापा का UPI PIN {upi} और आधार नंबर {a} "
         "पूछ लिया और पापा ने बता भी दिया। अब सबसे पहले क्या करना चाहिए?")
    return C(t, [upi, a], [ph], "Father's UPI PIN and Aadhaar (Verhoeff computed) entrusted to the user; the caller's number is a look-alike.")


@case("hi", "bank-otp-sms")
def _(r):
    otp = pin(r, 6)
    masked = "XXXXXX" + dg(r, 4)
    t = (f"यह SMS आया है: \"A/c {masked} से Rs 24,999 के लेनदेन के लिए आपका OTP {otp} है। इसे किसी के साथ "
         "साझा न करें।\" मैंने कोई खरीदारी नहीं की, क्या करूँ?")
    return C(t, [otp], [masked], "A live OTP; the masked account number is a look-alike.")


@case("hi", "neg-irctc-pnr-utr")
def _(r):
    pnr = ndg(r, 10)
    utr = ndg(r, 12)
    ifsc = "SBIN0" + dg(r, 6)
    t = (f"IRCTC पर टिकट बुक किया, PNR {pnr}, ट्रेन 12951। पैसे कट गए (UTR {utr}) पर टिकट वेटिंग में "
         f"कैंसल हो गया। रिफ़ंड कितने दिन में आएगा? मेरे बैंक का IFSC {ifsc} है।")
    return C(t, [], [pnr, utr, ifsc], "PNR, payment reference and IFSC.")


# ---------------------------------------------------------------- uk
@case("uk", "diia-rnokpp-iban")
def _(r):
    rn = ua_rnokpp(r)
    ib = iban(r, "UA")
    ed = edrpou(r)
    t = (f"Подаю заяву на допомогу, треба вказати РНОКПП і рахунок. РНОКПП {rn}, IBAN {ib}. В довідці з банку "
         f"ще є код ЄДРПОУ банку {ed} — його теж кудись вписувати?")
    return C(t, [rn, ib], [ed], "Tax number (check computed) and IBAN; the bank's EDRPOU code is public.")


@case("uk", "pryvat-kod-parol")
def _(r):
    code = pin(r, 4)
    pw = r.choice(["Kalyna", "Soniashnyk", "Zirka", "Lviv"]) + dg(r, 4) + r.choice("!#")
    m = "*" + dg(r, 4)
    t = (f"Мені прийшов код {code} для входу в Приват24, а пароль я вчора змінила на {pw}. Запиши, будь ласка, "
         f"щоб я не забула, і підкажи, як увімкнути вхід за відбитком. Картка в мене одна, {m}.")
    return C(t, [code, pw], [m], "Login code and banking password; the masked card number is a look-alike.")


@case("uk", "neg-nova-poshta-rozetka")
def _(r):
    ttn = "20450" + dg(r, 9)
    order = ndg(r, 9)
    ed = edrpou(r)
    t = (f"Замовлення {order} з інтернет-магазину, ТТН Нової пошти {ttn}, посилка вже тиждень у відділенні "
         f"в Житомирі. Продавець ТОВ з кодом ЄДРПОУ {ed}. Як написати скаргу?")
    return C(t, [], [order, ttn, ed], "Order, waybill and a company's EDRPOU code (check computed).")


# ---------------------------------------------------------------- pl
@case("pl", "zus-pesel-rachunek")
def _(r):
    p = pesel(r, female=r.random() < 0.5)
    ib = iban(r, "PL")
    nrb = ib[2:4] + " " + grp(ib[4:])
    t = (f"Piszę wniosek do ZUS o zasiłek chorobowy. PESEL {p}, numer rachunku do wypłaty {nrb}. "
         "Czy muszę dołączyć zwolnienie, czy lekarz wysłał je sam przez e-ZLA?")
    return C(t, [p, nrb], [], "PESEL (check computed) and account number in NRB form (IBAN check and bank sort check computed).")


@case("pl", "blik-kolega-messenger")
def _(r):
    code = pin(r, 6)
    ph = f"+48 {r.choice('5678')}{dg(r, 2)} {dg(r, 3)} {dg(r, 3)}"
    t = (f"Kolega z pracy pisze na Messengerze, że pilnie potrzebuje kodu BLIK na 500 zł, bo mu się karta "
         f"zablokowała. Wygenerowałam już kod {code}. Jego numer to {ph}, ale nie odbiera. Czy to może być oszustwo?")
    return C(t, [code], [ph], "A live BLIK payment code; the colleague's phone number is a look-alike.")


@case("pl", "neg-faktura-nip-inpost")
def _(r):
    nip = nip_pl(r)
    fv = f"FV/{dg(r, 3)}/11/2026"
    inpost = dg(r, 24)
    t = (f"Dostałam fakturę {fv} od sklepu, NIP sprzedawcy {nip}, ale paczka InPost {inpost} wróciła do "
         "nadawcy. Jak napisać prośbę o zwrot pieniędzy?")
    return C(t, [], [fv, nip, inpost], "Invoice number, seller NIP (check computed) and parcel number.")


# ---------------------------------------------------------------- cs
@case("cs", "prihlaska-rodne-cislo-ucet")
def _(r):
    rc = rodne_cislo(r, female=r.random() < 0.5)
    acc = cz_account(r)
    bank = r.choice(["0800", "0100", "0300", "2010", "3030"])
    t = (f"Vyplňuju přihlášku k penzijnímu spoření. Rodné číslo {rc}, číslo účtu pro výplatu {acc}/{bank}. "
         "Mám tam dát i číslo občanky, nebo stačí tohle?")
    return C(t, [rc, acc], [bank], "Birth number (mod 11 computed) and account number (mod 11 computed); the bank code is public.")


@case("cs", "objednavka-ico-vs-platba")
def _(r):
    ico = ico_cz(r)
    vs = ndg(r, 10)
    order = ndg(r, 9)
    acc = cz_account(r)
    t = (f"Zaplatil jsem objednávku {order} převodem ze svého účtu {acc}/2010, variabilní symbol {vs}, ale e-shop "
         f"(IČO {ico}) tvrdí, že platba nedorazila. Jak jim slušně napsat?")
    return C(t, [acc], [order, vs, ico, "2010"], "Own account number (mod 11 computed); order number, payment reference, company IČO and bank code are look-alikes.")


# ---------------------------------------------------------------- it
@case("it", "asilo-codice-fiscale-iban")
def _(r):
    fem = r.random() < 0.5
    sur = r.choice(["RSS", "BNC", "FRR", "CLM", "RCC"])
    nam = r.choice(["MRA", "GLI", "SRA"]) if fem else r.choice(["GPP", "LCU", "MRC"])
    cf = codice_fiscale(r, sur, nam, fem)
    ib = grp(iban(r, "IT"))
    prot = f"{ndg(r, 5)}/2026"
    t = (f"Per l'iscrizione al nido comunale (domanda protocollo n. {prot}) chiedono il codice fiscale del genitore e "
         f"l'IBAN per il rimborso della retta. Il mio CF è {cf}, IBAN {ib}. Va bene se lo mando via PEC?")
    return C(t, [cf, ib], [prot], "Codice fiscale (check character computed) and IBAN (CIN and mod-97 computed); the protocol number is a reference.")


@case("it", "pin-bancomat-nonna")
def _(r):
    p = pin(r, 5)
    t = (f"Mia nonna mi ha dato il PIN del bancomat, {p}, per prelevarle la pensione perché non cammina bene. "
         "C'è un modo più sicuro, tipo una delega in posta?")
    return C(t, [p], [], "Grandmother's card PIN (five digits, Italian style) entrusted to the user.")


@case("it", "neg-piva-ordine-brt")
def _(r):
    piva = "IT" + piva_it(r)
    order = f"{dg(r, 3)}-{dg(r, 7)}"
    brt = dg(r, 15)
    t = (f"Ho ordinato un divano, ordine n. {order}. Sulla fattura c'è la partita IVA {piva}. La spedizione BRT "
         f"{brt} risulta in giacenza da giorni. Mi aiuti a scrivere un reclamo?")
    return C(t, [], [order, piva, brt], "Order number, a company VAT number (check computed) and courier tracking.")


# ---------------------------------------------------------------- nl
@case("nl", "huurtoeslag-bsn-iban")
def _(r):
    b = bsn(r)
    ib = grp(iban(r, "NL"))
    t = (f"Voor de huurtoeslag vraagt Mijn toeslagen om mijn BSN ({b}) en het rekeningnummer waarop het gestort "
         f"moet worden: {ib}. Moet ik de huurovereenkomst ook uploaden?")
    return C(t, [b, ib], [], "BSN (11-proof computed) and own IBAN.")


@case("nl", "digid-wachtwoord-sms", multi=True)
def _(r):
    pw = r.choice(["Tulpen", "Fietsbel", "Stroopwafel", "Windmolen"]) + dg(r, 4) + r.choice("!?")
    code = pin(r, 6)
    t = ("ik kom niet in DigiD, hij blijft zeggen dat mijn gegevens niet kloppen" + SEP +
         f"gebruikersnaam is gewoon mijn mail, wachtwoord {pw}, en de sms-code die ik net kreeg is {code}")
    return C(t, [pw, code], [], "DigiD password and SMS code in a follow-up message.")


@case("nl", "neg-kvk-betalingskenmerk-postnl")
def _(r):
    kvk = ndg(r, 8)
    ken = " ".join(dg(r, 4) for _ in range(4))
    tt = "3S" + rs(r, UP, 4) + dg(r, 7)
    t = (f"Ik heb bij een webshop besteld (KvK {kvk}), betaald met betalingskenmerk {ken}, en de PostNL "
         f"track & trace {tt} staat al vijf dagen op 'zending is aangemeld'. Wat kan ik doen?")
    return C(t, [], [kvk, ken, tt], "Company registration number, payment reference and tracking code.")


# ---------------------------------------------------------------- sv
@case("sv", "forsakringskassan-personnummer")
def _(r):
    pn = personnummer(r)
    clr = "6" + dg(r, 3)
    acc = f"{dg(r, 3)} {dg(r, 3)} {dg(r, 3)}"
    t = (f"Ska anmäla VAB hos Försäkringskassan och registrera konto för utbetalning. Personnummer {pn}, "
         f"Handelsbanken clearingnummer {clr}, kontonummer {acc}. Behöver jag BankID för att ändra kontot?")
    return C(t, [pn, acc], [clr], "Personnummer (Luhn computed) and account number; the clearing number identifies the bank.")


@case("sv", "airbnb-portkod-wifi")
def _(r):
    port = pin(r, 4)
    pw = r.choice(["Kanelbulle", "Midsommar", "Blåbär", "Älgskog"]) + dg(r, 3)
    bok = rs(r, UP, 2) + dg(r, 6)
    t = (f"Skriv ett välkomstmeddelande till vår gäst (bokningsnummer {bok}): portkoden är {port}, lägenheten ligger två trappor upp. "
         f"Wifi heter Villa Solbacken och lösenordet är {pw}. Sopsortering finns på gården.")
    return C(t, [port, pw], [bok], "Building door code and Wi-Fi password; the booking number is a reference.")


@case("sv", "neg-faktura-ocr-bankgiro")
def _(r):
    org = orgnr_se(r)
    o = ndg(r, 11)
    ocr = o + luhn_cd(o)
    bg = f"{r.choice('5')}{dg(r, 3)}-{dg(r, 4)}"
    t = (f"Kan du kolla den här fakturan från elfirman? Org.nr {org}, bankgiro {bg}, OCR {ocr}, att betala "
         "3 450 kr senast 30/11. Kan jag betala med Swish i stället?")
    return C(t, [], [org, bg, ocr], "Company number (Luhn computed), bankgiro and OCR reference (Luhn computed).")


# ---------------------------------------------------------------- da
@case("da", "laege-cpr-konto")
def _(r):
    c = cpr(r)
    reg = dg(r, 4)
    kto = dg(r, 10)
    t = (f"Jeg skal skrive mig op hos en ny læge og have refusion fra fysioterapeuten. CPR-nummer {c}, "
         f"reg.nr. {reg} og kontonummer {kto}. Kan du skrive en kort mail til klinikken?")
    return C(t, [c, kto], [reg], "CPR number (no check computed) and account number; the registration number identifies the bank.")


@case("da", "neg-faktura-cvr-fikort")
def _(r):
    cv = cvr(r)
    fi = f"+71<{dg(r, 15)}+{dg(r, 8)}<"
    onr = ndg(r, 6)
    t = (f"Jeg har fået en faktura fra et webshop med CVR-nummer {cv}, ordrenummer {onr}, og der står "
         f"'Betal med FI-kort: {fi}'. Hvordan betaler jeg det i netbanken?")
    return C(t, [], [cv, fi, onr], "Company CVR (check computed), FI payment line and order number.")


# ---------------------------------------------------------------- no
@case("no", "nav-fodselsnummer-konto")
def _(r):
    f = fodselsnummer(r)
    k = no_account(r)
    kf = f"{k[:4]}.{k[4:6]}.{k[6:]}"
    t = (f"Jeg fyller ut søknad om dagpenger hos NAV. Fødselsnummer {f}, kontonummer {kf}. Må jeg legge ved "
         "arbeidsavtalen, eller holder det med oppsigelsen?")
    return C(t, [f, kf], [], "Fødselsnummer (both check digits computed) and account number (mod 11 computed).")


@case("no", "faktura-kid-orgnr-refusjon")
def _(r):
    org = orgnr_no(r)
    k = ndg(r, 12)
    kid = k + luhn_cd(k)
    fnr = ndg(r, 5)
    ko = no_account(r)
    kof = f"{ko[:4]} {ko[4:6]} {ko[6:]}"
    t = (f"Fikk en faktura fra rørleggeren: fakturanummer {fnr}, org.nr. {org}, KID {kid}, forfall 15.12. "
         f"Jeg mener utkjøringsgebyret er feil. Skriv en e-post der jeg ber om å få 1 200 kr tilbake til kontonummer {kof}.")
    return C(t, [kof], [fnr, org, kid], "Own account number (mod 11 computed); invoice number, company number (mod 11) and KID (mod 10) are look-alikes.")


# ---------------------------------------------------------------- fi
@case("fi", "kela-hetu-iban")
def _(r):
    h = hetu(r)
    ib = grp(iban(r, "FI"))
    t = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {h}, tilinumero {ib}. Pitääkö vuokrasopimus "
         "liittää, vai riittääkö että kirjoitan vuokran määrän?")
    return C(t, [h, ib], [], "Personal identity code (check character computed) and IBAN (Luhn and mod-97 computed).")


@case("fi", "neg-lasku-viitenumero")
def _(r):
    y = ytunnus(r)
    v = viitenumero(r)
    ln = ndg(r, 6)
    t = (f"Sain laskun putkifirmalta: laskun numero {ln}, Y-tunnus {y}, viitenumero {v}, eräpäivä 14.12. "
         "Onko kotitalousvähennys mahdollinen tästä työstä?")
    return C(t, [], [ln, y, v], "Invoice number, business id and reference number (both checks computed).")


# ---------------------------------------------------------------- hu
@case("hu", "munkahely-taj-adoazonosito")
def _(r):
    tj = taj(r)
    ad = hu_adoazonosito(r)
    a, b = hu_account(r)
    acc = f"{a}-{b[:8]}-{b[8:]}"
    cad = f"{dg(r, 8)}-2-{r.choice(['41', '42', '13'])}"
    t = (f"Az új munkahelyemen kérik: TAJ-szám {tj}, adóazonosító jel {ad}, bankszámlaszám {acc}. "
         f"A munkáltató adószáma a szerződésen {cad}. Ezeket e-mailben nyugodtan elküldhetem a HR-nek?")
    return C(t, [tj, ad, acc], [cad], "TAJ and tax id (checks computed) and account number (check digits computed); the employer's tax number is public.")


@case("hu", "rendeles-reklamacio-visszaterites")
def _(r):
    ad = f"{dg(r, 8)}-{r.choice('2')}-{r.choice(['41', '42', '13', '01'])}"
    rend = ndg(r, 9)
    csom = "FP" + dg(r, 10)
    a, b = hu_account(r)
    acc = f"{a}-{b[:8]}"
    t = (f"Rendeltem egy mosógépet, rendelésszám {rend}. A számlán a cég adószáma {ad}. A csomagkövetés "
         f"szerint a {csom} számú küldemény már egy hete úton van. Írj egy reklamációt, és kérd, hogy a "
         f"vételárat a {acc} számlaszámra utalják vissza.")
    return C(t, [acc], [rend, ad, csom], "Own 16-digit account number (check digits computed) beside an order number, a company tax number and a parcel number.")


# ---------------------------------------------------------------- ro
@case("ro", "cnp-iban-chirie")
def _(r):
    c = cnp(r, female=r.random() < 0.5)
    ib = grp(iban(r, "RO"))
    cui = "RO" + cui_ro(r)
    t = (f"Fac contractul de închiriere cu o agenție (CUI {cui}). Îmi cer CNP-ul {c} și IBAN-ul {ib} pentru "
         "returnarea garanției. E normal să ceară și copie după buletin?")
    return C(t, [c, ib], [cui], "CNP (check computed) and IBAN; the agency's CUI (check computed) is public.")


@case("ro", "comanda-awb-parola-cont")
def _(r):
    cmd = ndg(r, 9)
    awb = "2" + dg(r, 12)
    cui = cui_ro(r)
    pw = r.choice(["Ciocarlia", "Brasov", "Primavara", "Castane"]) + dg(r, 4) + r.choice("!.")
    t = (f"Comanda {cmd} de pe un site de electronice nu a ajuns. AWB Fan Courier {awb}, firma are CUI {cui}. "
         f"Nici nu mă mai pot loga în cont să văd statusul, deși parola e sigur {pw} (am verificat de trei ori). "
         "Cum formulez o reclamație la ANPC?")
    return C(t, [pw], [cmd, awb, cui], "Account password beside an order number, waybill and company CUI (check computed).")


# ---------------------------------------------------------------- el
@case("el", "afm-amka-iban")
def _(r):
    afm = gr_afm(r, "1")
    am = amka(r)
    ib = grp(iban(r, "GR"))
    t = (f"Κάνω αίτηση για το επίδομα θέρμανσης. ΑΦΜ {afm}, ΑΜΚΑ {am}, IBAN {ib}. Χρειάζομαι κωδικούς "
         "Taxisnet ή φτάνουν αυτά;")
    return C(t, [afm, am, ib], [], "Personal tax number and AMKA (checks computed) and IBAN.")


@case("el", "neg-paraggelia-afm-etaireias")
def _(r):
    afm = gr_afm(r, "0")
    order = ndg(r, 8)
    acs = ndg(r, 10)
    t = (f"Παρήγγειλα ένα ψυγείο, αριθμός παραγγελίας {order}. Στο τιμολόγιο η εταιρεία έχει ΑΦΜ {afm}. Το "
         f"δέμα με voucher ACS {acs} γράφει «σε αναμονή». Τι να τους γράψω;")
    return C(t, [], [order, afm, acs], "Order number, a company tax number (check computed) and courier voucher.")


# ---------------------------------------------------------------- tr
@case("tr", "kira-tckn-iban")
def _(r):
    tc = tckn(r)
    ib = grp(iban(r, "TR"))
    t = (f"Ev sahibine kira sözleşmesi için bilgilerimi göndereceğim: TC kimlik no {tc}, IBAN {ib}. Bunu "
         "WhatsApp'tan atmam sorun olur mu?")
    return C(t, [tc, ib], [], "Turkish id number (both checks computed) and IBAN.")


@case("tr", "edevlet-sifre-sms")
def _(r):
    pw = r.choice(["Kelebek", "Lale", "Bosfor", "Papatya"]) + dg(r, 4) + r.choice("!*")
    code = pin(r, 6)
    t = (f"Annemin e-Devlet şifresini yeniledik, yeni şifre {pw} oldu. Girişte telefonuna {code} diye bir kod geldi, "
         "bunu nereye yazacağız? Olmazsa ALO 160'ı mı arayalım? Bir de şifreyi unutmaması için ne önerirsin?")
    return C(t, [pw, code], ["ALO 160"], "Mother's e-Government password and SMS code; the public help line is a look-alike.")


@case("tr", "neg-siparis-vkn-kargo")
def _(r):
    vkn = vkn_tr(r)
    sip = ndg(r, 10)
    kargo = ndg(r, 12)
    t = (f"Sipariş numaram {sip}, satıcı firmanın vergi numarası {vkn}. Yurtiçi Kargo takip numarası {kargo} ama "
         "5 gündür 'transfer merkezinde' görünüyor. Tüketici hakem heyetine nasıl başvururum?")
    return C(t, [], [sip, vkn, kargo], "Order number, a company tax number (check computed) and tracking number.")


# ---------------------------------------------------------------- vi
@case("vi", "otp-cccd-lua-dao")
def _(r):
    otp = pin(r, 6)
    by = rdate(r, 1965, 2004).year
    cc = r.choice(["001", "079", "048", "031"]) + (r.choice("01") if by < 2000 else r.choice("23")) + \
        f"{by % 100:02d}" + dg(r, 6)
    hot = f"1900 {dg(r, 4)}"
    t = (f"Có người gọi tự xưng nhân viên ngân hàng, bảo mình đọc mã OTP {otp} để \"xác minh tài khoản\". Mình lỡ "
         f"đọc cả số CCCD {cc} rồi. Giờ mình gọi tổng đài {hot} để khóa tài khoản có kịp không?")
    return C(t, [otp, cc], [hot], "OTP and citizen id number (no check); the bank's hotline is public.")


@case("vi", "wifi-ma-cua-homestay")
def _(r):
    pw = r.choice(["hoasen", "caphesua", "dalat", "bienxanh"]) + dg(r, 4)
    door = pin(r, 6)
    hl = f"09{dg(r, 2)} {dg(r, 3)} {dg(r, 3)}"
    t = (f"Viết giúp mình tin nhắn gửi khách homestay: mật khẩu wifi là {pw}, mã cửa chính {door}, trả phòng trước "
         f"12 giờ trưa, cần gì thì gọi số {hl}. Nhớ viết lịch sự và thân thiện nhé.")
    return C(t, [pw, door], [hl], "Wi-Fi password and door code; the host's public contact number is a look-alike.")


@case("vi", "neg-don-hang-mst")
def _(r):
    mst = "03" + dg(r, 8)
    order = f"{r.randint(24, 26)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + rs(r, UP + DIG, 8)
    vd = "GY" + rs(r, UP + DIG, 6)
    t = (f"Đơn hàng {order} trên sàn giao hàng bị thiếu món. Hóa đơn ghi mã số thuế công ty {mst}, mã vận đơn "
         f"{vd}. Mình nên khiếu nại với sàn hay với người bán?")
    return C(t, [], [order, mst, vd], "Order number, a company tax code and waybill code.")


# ---------------------------------------------------------------- th
@case("th", "bat-prachachon-banchi")
def _(r):
    tid = th_id(r)
    acc = f"{dg(r, 3)}-{dg(r, 1)}-{dg(r, 5)}-{dg(r, 1)}"
    atm = pin(r, 6)
    t = (f"ช่วยจดไว้ให้หน่อย: เลขบัตรประชาชน {tid} เลขบัญชีกสิกร {acc} รหัส ATM {atm} "
         "แม่ให้ไปกดเงินแทนพรุ่งนี้ ต้องเอาบัตรไปด้วยไหม")
    return C(t, [tid, acc, atm], [], "Thai id (check computed), account number and ATM PIN, entrusted by a parent.")


@case("th", "neg-phatsadu-phusiaphasi")
def _(r):
    trk = s10(r, "EF", "TH")
    tax = th_id(r, "0")
    rc = "INV" + dg(r, 8)
    t = (f"สั่งของจากร้านออนไลน์ เลขพัสดุ {trk} ยังไม่ถึงเลย ใบเสร็จเลขที่ {rc} ของบริษัทเลขประจำตัว"
         f"ผู้เสียภาษี {tax} จะติดต่อใครดี")
    return C(t, [], [trk, rc, tax], "Tracking number (S10 check computed), receipt number and a company tax id.")


# ---------------------------------------------------------------- id
@case("id", "nik-rekening-pin-mbca")
def _(r):
    d = rdate(r, 1965, 2003)
    fem = r.random() < 0.5
    nik = r.choice(["317401", "327301", "357801", "517102"]) + f"{d.day + (40 if fem else 0):02d}{d.month:02d}{d.year % 100:02d}" + dg(r, 4)
    rek = dg(r, 10)
    p = pin(r, 6)
    t = (f"Tolong catat buat ibu saya: NIK {nik}, nomor rekening BCA {rek}, PIN m-BCA {p}. Beliau sering lupa, "
         "nanti kalau beliau tanya saya tinggal lihat di sini.")
    return C(t, [nik, rek, p], [], "Mother's NIK (no check), account number and mobile banking PIN.")


@case("id", "kode-verifikasi-whatsapp")
def _(r):
    code = f"{dg(r, 3)}-{dg(r, 3)}"
    ph = f"+62 8{dg(r, 2)}-{dg(r, 4)}-{dg(r, 4)}"
    t = (f"Ada yang chat dari nomor {ph}, ngaku teman lama, katanya salah kirim kode ke nomor saya. Kodenya "
         f"{code} dari WhatsApp. Boleh saya kirim balik ke dia?")
    return C(t, [code], [ph], "WhatsApp verification code; the sender's phone number is a look-alike.")


@case("id", "neg-resi-npwp-va")
def _(r):
    resi = "JP" + dg(r, 10)
    npwp = f"0{dg(r, 1)}.{dg(r, 3)}.{dg(r, 3)}.{dg(r, 1)}-{dg(r, 3)}.000"
    va = "88" + dg(r, 14)
    t = (f"Saya bayar ke nomor Virtual Account {va} untuk pesanan furnitur, tokonya ber-NPWP {npwp}. Nomor resi "
         f"J&T {resi} belum update dari kemarin. Gimana cara komplain?")
    return C(t, [], [va, npwp, resi], "Merchant virtual account for payment, company tax number and waybill.")


# ---------------------------------------------------------------- tl
@case("tl", "gcash-mpin-otp")
def _(r):
    mp = pin(r, 4)
    otp = pin(r, 6)
    t = (f"May nag-text na taga-GCash daw, hiningi yung MPIN ko na {mp} tapos yung OTP na {otp}. Naibigay ko na "
         "yung MPIN bago ko na-realize. Tatawag ba ako sa hotline 2882? Ano dapat kong gawin ngayon?")
    return C(t, [mp, otp], ["2882"], "E-wallet MPIN and OTP; the official hotline is a look-alike.")


@case("tl", "neg-gcash-receipt-ref")
def _(r):
    ref = ndg(r, 13)
    amt = f"PHP {r.randint(3, 9)},{dg(r, 3)}.00"
    t = (f"Nagbayad ako sa online shop through GCash, Ref No. {ref}, amount {amt}, pero sabi nila wala daw silang "
         "natanggap. Paano ko ipapakita na bayad na ako?")
    return C(t, [], [ref, amt], "Receipt Ref No. of a payment and the amount.")


# ---------------------------------------------------------------- sw
@case("sw", "mpesa-ujumbe-pin")
def _(r):
    code = rs(r, UP, 2) + rs(r, UP + DIG, 8)
    ph = f"07{dg(r, 2)} {dg(r, 3)} {dg(r, 3)}"
    p = pin(r, 4)
    t = (f"Nimepokea ujumbe huu: \"{code} Imethibitishwa. Ksh1,500.00 imetumwa kwa MARY WANJIRU {ph}.\" "
         f"Halafu mtu akanipigia akisema ni wa Safaricom, anataka PIN yangu ya M-PESA ambayo ni {p}. Nimpe?")
    return C(t, [code, p], [ph], "M-Pesa transaction code and PIN; the recipient's phone number is a look-alike.")


@case("sw", "ecitizen-kitambulisho-kra")
def _(r):
    idn = ndg(r, 8)
    kra = "A" + dg(r, 9) + r.choice(UP)
    bn = "BN-" + rs(r, UP + DIG, 6)
    t = (f"Nasajili biashara ndogo kwenye eCitizen. Namba yangu ya kitambulisho ni {idn} na KRA PIN ni {kra}. "
         f"Jina la biashara limeshasajiliwa, namba ya usajili {bn}. Je, nahitaji leseni ya kaunti pia kabla ya kuanza kuuza?")
    return C(t, [idn, kra], [bn], "National id number and KRA PIN (tax id); the public business registration number is a look-alike.")


@case("sw", "neg-paybill-kplc")
def _(r):
    till = ndg(r, 6)
    t = (f"Nataka kulipia tokeni za umeme kwa Paybill 888880, na duka la jirani linatumia Till Number {till}. "
         "Kuna tofauti gani kati ya Paybill na Till?")
    return C(t, [], ["888880", till], "Public business numbers for payments.")


# ================================================================= validation
LANGS = {"en", "de", "fr", "es", "pt", "ru", "zh", "ja", "ko", "ar", "fa", "he", "hi", "uk", "pl", "cs", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
BAD_CATS = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
ASCII_AN = set(string.ascii_letters + string.digits)


def hostile_chars(s, allow_newline=True):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if unicodedata.category(ch) in BAD_CATS:
            bad.append(f"U+{ord(ch):04X}")
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded_problem(text, v, i):
    """Return a description if the occurrence at i is glued to a longer number or token."""
    j = i + len(v)
    if v[0].isdecimal():
        if i > 0 and text[i - 1].isdecimal():
            return "digit before"
        if i > 1 and text[i - 1] in " -." and text[i - 2].isdecimal():
            return "number group before"
    if v[-1].isdecimal():
        if j < len(text) and text[j].isdecimal():
            return "digit after"
        if j + 1 < len(text) and text[j] in " -." and text[j + 1].isdecimal():
            return "number group after"
    if v[0] in ASCII_AN and i > 0 and text[i - 1] in ASCII_AN:
        return "alphanumeric before"
    if v[-1] in ASCII_AN and j < len(text) and text[j] in ASCII_AN:
        return "alphanumeric after"
    return None


def validate_case(c, multi_expected=None):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            errs.append(f"{k} missing or empty")
    if errs:
        return errs
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("unknown lang " + c["lang"])
    text = c["text"]
    for k in ("id", "lang", "note"):
        if hostile_chars(c[k], allow_newline=False):
            errs.append(f"hostile char in {k}")
    h = hostile_chars(text)
    if h:
        errs.append("hostile chars in text: " + ",".join(h))
    if "\r" in text or "\t" in text:
        errs.append("CR/TAB in text")
    parts = text.split(SEP)
    if any(not p.strip() for p in parts):
        errs.append("empty message part")
    if multi_expected is not None and (len(parts) > 1) != multi_expected:
        errs.append(f"multi-message mismatch: {len(parts)} parts")
    spans = {}
    for kind in ("secrets", "lookalikes"):
        vals = c.get(kind)
        if not isinstance(vals, list):
            errs.append(kind + " not a list")
            continue
        if len(set(vals)) != len(vals):
            errs.append("duplicate value in " + kind)
        spans[kind] = []
        for v in vals:
            if not isinstance(v, str) or not v:
                errs.append(f"empty value in {kind}")
                continue
            if v != v.strip():
                errs.append(f"value with outer whitespace: {v!r}")
            if hostile_chars(v):
                errs.append(f"hostile char in value {v!r}")
            occ = occurrences(text, v)
            if not occ:
                errs.append(f"{kind[:-1]} not in text: {v!r}")
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append(f"short value occurs {len(occ)} times: {v!r}")
            for i in occ:
                p = embedded_problem(text, v, i)
                if p:
                    errs.append(f"{v!r} embedded ({p})")
                spans[kind].append((i, i + len(v), v))
    if "secrets" in spans and "lookalikes" in spans:
        if set(c["secrets"]) & set(c["lookalikes"]):
            errs.append("value both secret and look-alike")
        for a0, a1, av in spans["secrets"]:
            for b0, b1, bv in spans["lookalikes"]:
                if a0 < b1 and b0 < a1:
                    errs.append(f"secret {av!r} overlaps look-alike {bv!r}")
    return errs


def validate_all(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    nums = [int(i.split("-")[1]) for i in ids]
    if nums != list(range(1, len(ids) + 1)):
        errs.append("ids not numbered consecutively")
    texts = [c["text"] for c in cases]
    if len(set(texts)) != len(texts):
        errs.append("duplicate texts")
    allsec = {v for c in cases for v in c["secrets"]}
    alllook = {v for c in cases for v in c["lookalikes"]}
    both = allsec & alllook
    if both:
        errs.append(f"values used as secret in one case and look-alike in another: {sorted(both)}")
    for c in cases:
        for e in validate_case(c):
            errs.append(f"{c['id']}: {e}")
    return errs


def check_digits(cases):
    """Re-verify the public check digits of values that carry one."""
    errs = []
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if (re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_LEN
                    and compact[4:7] != "ZZZ"):
                if len(compact) != IBAN_LEN[compact[:2]] or not iban_ok(compact):
                    errs.append(f"{c['id']}: bad IBAN {v}")
    return errs


def stats(cases):
    st = {"cases": len(cases), "positive": 0, "negative": 0, "secrets": 0, "lookalikes": 0, "multi": 0}
    by = {}
    for c in cases:
        pos = bool(c["secrets"])
        st["positive" if pos else "negative"] += 1
        st["secrets"] += len(c["secrets"])
        st["lookalikes"] += len(c["lookalikes"])
        m = SEP in c["text"]
        st["multi"] += m
        b = by.setdefault(c["lang"], [0, 0, 0, 0, 0, 0])
        b[0] += 1
        b[1 if pos else 2] += 1
        b[3] += len(c["secrets"])
        b[4] += len(c["lookalikes"])
        b[5] += m
    st["languages"] = len(by)
    return st, by


def spec_problems(st, by):
    p = []
    if not 165 <= st["cases"] <= 185:
        p.append("case count outside 165-185")
    if not 0.20 <= st["negative"] / st["cases"] <= 0.30:
        p.append("negative share outside 20-30%")
    if not 5 <= st["multi"] <= 10:
        p.append("multi-message cases outside 5-10")
    if not 180 <= st["secrets"] <= 225:
        p.append("secret count outside 180-225")
    if not 225 <= st["lookalikes"] <= 275:
        p.append("look-alike count outside 225-275")
    if st["languages"] < 28:
        p.append("fewer than 28 languages")
    en = by.get("en", [0])[0] / st["cases"]
    if not 0.42 <= en <= 0.58:
        p.append(f"English share {en:.2f} outside 0.42-0.58")
    return p


# ================================================================= YAML
def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append(f"  - id: {q(c['id'])}")
        lines.append(f"    lang: {q(c['lang'])}")
        lines.append(f"    text: {q(c['text'])}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                lines.append(f"    {k}:")
                lines.extend(f"      - {q(v)}" for v in c[k])
            else:
                lines.append(f"    {k}: []")
        lines.append(f"    note: {q(c['note'])}")
    return "\n".join(lines) + "\n"


def parse_yaml(src):
    """Parser for exactly the subset written by to_yaml (used for a round-trip check)."""
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, i = [], 2

    def scalar(line, prefix):
        if not line.startswith(prefix):
            raise ValueError(f"expected {prefix!r}: {line[:60]!r}")
        raw = line[len(prefix):]
        if not (raw.startswith('"') and raw.endswith('"')):
            raise ValueError("unquoted scalar")
        return json.loads(raw)
    while i < len(lines):
        c = {"id": scalar(lines[i], "  - id: ")}
        c["lang"] = scalar(lines[i + 1], "    lang: ")
        c["text"] = scalar(lines[i + 2], "    text: ")
        i += 3
        for k in ("secrets", "lookalikes"):
            if lines[i] == f"    {k}: []":
                c[k] = []
                i += 1
            elif lines[i] == f"    {k}:":
                c[k] = []
                i += 1
                while i < len(lines) and lines[i].startswith("      - "):
                    c[k].append(scalar(lines[i], "      - "))
                    i += 1
                if not c[k]:
                    raise ValueError("empty block list")
            else:
                raise ValueError(f"expected {k}")
        c["note"] = scalar(lines[i], "    note: ")
        i += 1
        cases.append(c)
    return cases


# ================================================================= main
def build():
    r = random.Random(SEED)
    cases, problems = [], []
    for n, spec in enumerate(CASES, 1):
        cid = f"{PREFIX}-{n:03d}-{spec['slug']}"
        last = None
        for attempt in range(60):
            d = spec["fn"](r)
            c = {"id": cid, "lang": spec["lang"], "text": d["text"], "secrets": d["secrets"],
                 "lookalikes": d["lookalikes"], "note": d["note"]}
            last = validate_case(c, spec["multi"])
            if not last:
                break
        else:
            problems.append(f"{cid}: " + "; ".join(last))
            continue
        cases.append(c)
    return cases, problems


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v65.py heldout_v65.yaml", file=sys.stderr)
        sys.exit(2)
    cases, problems = build()
    problems += validate_all(cases)
    problems += check_digits(cases)
    st, by = stats(cases)
    problems += spec_problems(st, by)
    out = to_yaml(cases)
    try:
        back = parse_yaml(out)
        if back != cases:
            problems.append("YAML round trip differs")
    except ValueError as e:
        problems.append(f"YAML round trip failed: {e}")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        print(f"(stats: {st})", file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(out)
    print(f"wrote {sys.argv[1]}: " + ", ".join(f"{k}={v}" for k, v in st.items()))


if __name__ == "__main__":
    main()
