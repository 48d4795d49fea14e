#!/usr/bin/env python3
"""make_heldout_v75.py - deterministic generator of the blind evaluation set heldout_v75
for a chat-message secrets filter.  Standard library only.

Usage: python3 make_heldout_v75.py heldout_v75.yaml
Every secret and most look-alikes are drawn from random.Random(75).  Everything is
validated before the file is written; on any problem the script prints it and exits 1.
"""
import base64
import hashlib
import json
import random
import re
import string
import struct
import sys

NAME = "heldout_v75"
SEED = 75
PREFIX = "H75"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
ULN = UP + DIG
LLN = LO + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
URLS = AN + "-_"
B64C = AN + "+/"


# ---------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n, lead="123456789"):
    """n digits, the first one drawn from lead (non-zero by default)."""
    return R.choice(lead) + rs(DIG, n - 1)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def fmt4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pin(n=4):
    while True:
        p = rs(DIG, n)
        if len(set(p)) < 3:
            continue
        if p in "01234567890" or p in "9876543210":
            continue
        if p[:2] in ("19", "20") and n == 4:
            continue
        return p


def otp(n=6):
    return pin(n)


EN_WORDS = ("sunflower maple tiger harbor violet falcon copper meadow rocket pepper willow thunder marble "
            "orchid bramble cobalt lantern biscuit juniper pumpkin saffron walnut glacier pelican raven "
            "velvet ember cactus mango tundra quartz badger canyon dolphin hazel indigo jasper kettle lemon "
            "nectar otter pebble quill rhubarb sparrow tulip vortex wombat yarrow zephyr anchor banjo "
            "cricket drizzle fennel gravel hammock igloo jigsaw koala lobster mitten noodle oyster "
            "paddle radish sardine trumpet uncle waffle yodel zipper").split()

SYM = "!@#$%&*?-_+=."


def pw_random(n=16, sym=SYM):
    while True:
        s = rs(AN + sym, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and (not sym or any(c in sym for c in s)) and s[0] in AN and s[-1] in AN):
            return s


def pw_human(words=None):
    words = words or EN_WORDS
    st = R.randrange(5)
    w1, w2 = R.sample(words, 2)
    if st == 0:
        return w1.capitalize() + str(R.randint(1961, 2012)) + R.choice("!#$?*")
    if st == 1:
        return w1.capitalize() + R.choice("#@&_-.") + w2.capitalize() + rs(DIG, 2)
    if st == 2:
        t = w1.capitalize() + w2
        t = t.replace("o", "0").replace("e", "3", 1).replace("a", "@", 1)
        return t + R.choice("!?") + rs(DIG, 1)
    if st == 3:
        return f"{w1}.{w2}.{rs(DIG, 2)}"
    return w1 + rs(DIG, 3) + R.choice(UP) + R.choice("!$%")


def passphrase(k=4, sep="-", words=None):
    return sep.join(R.sample(words or EN_WORDS, k))


def url_pw(n=20):
    return R.choice(AN) + rs(AN + "-_.", n - 2) + R.choice(AN)


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
    num = "".join(c for c in num if c.isdigit())
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_num(prefix, length):
    body = prefix + rs(DIG, length - 1 - len(prefix))
    return body + luhn_digit(body)


def card(kind):
    if kind == "visa":
        n = luhn_num("4" + R.choice("0123456789"), 16)
    elif kind == "mc":
        n = luhn_num(R.choice(["51", "52", "53", "54", "55", "2221", "2720", "2296"]), 16)
    elif kind == "amex":
        n = luhn_num(R.choice(["34", "37"]), 15)
        return grp(n, [4, 6, 5])
    elif kind == "unionpay19":
        n = luhn_num(R.choice(["621700", "622848", "621226", "623058"]), 19)
        return grp(n, [4, 4, 4, 4, 3])
    elif kind == "mir":
        n = luhn_num("220" + R.choice("01234"), 16)
    elif kind == "troy":
        n = luhn_num("9792", 16)
    elif kind == "jcb":
        n = luhn_num("35" + str(R.randint(28, 89)), 16)
    elif kind == "ir_melli":
        n = luhn_num("603799", 16)
    elif kind == "ir_mellat":
        n = luhn_num("610433", 16)
    else:
        raise ValueError(kind)
    return fmt4(n)


def expiry():
    return f"{R.randint(1, 12):02d}/{R.randint(27, 32)}"


def cvc(n=3):
    while True:
        c = rs(DIG, n)
        if len(set(c)) > 1:
            return c


def _alnum_to_num(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(country, bban):
    chk = 98 - int(_alnum_to_num(bban + country + "00")) % 97
    return f"{country}{chk:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    return int(_alnum_to_num(s[4:] + s[:4])) % 97 == 1


def rf_ref(ref):
    """ISO 11649 creditor reference."""
    chk = 98 - int(_alnum_to_num(ref + "RF00")) % 97
    return f"RF{chk:02d}{ref}"


def bban(country):
    c = country
    if c == "DE":
        return dg(8) + rs(DIG, 10)
    if c == "GB":
        return R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rs(DIG, 6) + rs(DIG, 8)
    if c == "FR":
        bank = R.choice(["30004", "30003", "30002", "10278", "20041"])
        branch = rs(DIG, 5)
        acct = rs(DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return f"{bank}{branch}{acct}{key:02d}"
    if c == "ES":
        bank = R.choice(["2100", "0049", "0182", "0081", "2080"])
        branch = rs(DIG, 4)
        acct = rs(DIG, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            v = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
            return {11: 0, 10: 1}.get(v, v)
        return f"{bank}{branch}{dc('00' + bank + branch)}{dc(acct)}{acct}"
    if c == "IT":
        return R.choice(UP) + R.choice(["03069", "02008", "05034", "03062"]) + rs(DIG, 5) + rs(DIG, 12)
    if c == "NL":
        return R.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ"]) + rs(DIG, 10)
    if c == "BE":
        base = dg(3) + rs(DIG, 7)
        k = int(base) % 97 or 97
        return f"{base}{k:02d}"
    if c == "PL":
        return R.choice(["1020", "1140", "1050", "2490", "1090"]) + rs(DIG, 4) + rs(DIG, 16)
    if c == "PT":
        base = R.choice(["0035", "0033", "0007", "0010", "0036"]) + rs(DIG, 4) + rs(DIG, 11)
        k = 98 - (int(base) * 100) % 97
        return f"{base}{k:02d}"
    if c == "SE":
        return R.choice(["500", "800", "600", "300"]) + rs(DIG, 17)
    if c == "DK":
        return rs(DIG, 4) + rs(DIG, 10)
    if c == "NO":
        return no_konto()
    if c == "FI":
        return R.choice(["100", "157", "800", "470"]) + rs(DIG, 11)
    if c == "HU":
        return hu_giro()
    if c == "RO":
        return R.choice(["BTRL", "RNCB", "BRDE", "INGB", "BACX"]) + rs(ULN, 16)
    if c == "GR":
        return R.choice(["011", "017", "026", "014"]) + rs(DIG, 4) + rs(DIG, 16)
    if c == "TR":
        return R.choice(["00062", "00010", "00064", "00046", "00012"]) + "0" + rs(DIG, 16)
    if c == "CZ":
        return R.choice(["0800", "0100", "0300", "2010", "5500"]) + "000000" + cz_acct()
    if c == "SA":
        return R.choice(["80", "10", "45", "20"]) + rs(DIG, 18)
    if c == "AE":
        return R.choice(["033", "026", "035", "030"]) + rs(DIG, 16)
    if c == "IL":
        return R.choice(["010", "012", "011", "020"]) + rs(DIG, 3) + rs(DIG, 13)
    if c == "UA":
        return R.choice(["305299", "322001", "320649", "380805"]) + rs(DIG, 19)
    if c == "IR":
        return R.choice(["017", "012", "056", "054"]) + "0" + rs(DIG, 18)
    raise ValueError(c)


def iban_for(country, spaced=True):
    s = iban(country, bban(country))
    return fmt4(s) if spaced else s


def no_konto():
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = dg(4) + rs(DIG, 6)
        k = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if k == 11:
            k = 0
        if k == 10:
            continue
        return b + str(k)


def _w97(block):
    w = [9, 7, 3, 1]
    return sum(int(d) * w[i % 4] for i, d in enumerate(block))


def hu_giro():
    a = dg(3) + rs(DIG, 4)
    a += str((10 - _w97(a) % 10) % 10)
    b = rs(DIG, 15)
    b += str((10 - _w97(b) % 10) % 10)
    return a + b


def cz_acct():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2]
    while True:
        b = dg(9)
        k = (-sum(int(a) * x for a, x in zip(b, w))) % 11
        if k == 10:
            continue
        return b + str(k)


def aba_routing():
    while True:
        b = R.choice(["0", "1", "2", "3"]) + rs(DIG, 7)
        for k in range(10):
            d = [int(x) for x in b + str(k)]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0:
                return b + str(k)


def verhoeff_digit(num):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[(i + 1) % 8][int(ch)]]
    return str(inv[c])


def mod11_weights(s, w):
    return sum(int(a) * b for a, b in zip(s, w))


def birth(y0=1958, y1=2004):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


# ---------------------------------------------------------------- national ids (check digits computed)
def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        n = rs(DIG, 6)
        return f"{p} {n[:2]} {n[2:4]} {n[4:]} {R.choice('ABCD')}"


def nhs_number():
    while True:
        b = dg(9, "4")
        k = 11 - sum(int(a) * w for a, w in zip(b, range(10, 1, -1))) % 11
        if k == 11:
            k = 0
        if k == 10:
            continue
        s = b + str(k)
        return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = dg(8)
        for k in range(10):
            s = b + str(k)
            if mod11_weights(s, w) % 11 == 0:
                return f"{s[:3]} {s[3:6]} {s[6:]}"


def ca_sin():
    s = luhn_num(R.choice("1234567"), 9)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def in_aadhaar():
    b = dg(11, "23456789")
    s = b + verhoeff_digit(b)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rs(DIG, 4) + R.choice(UP)


def de_steuerid():
    while True:
        digs = R.sample(range(10), 9)
        rep = R.choice(digs)
        first10 = digs + [rep]
        R.shuffle(first10)
        if first10[0] == 0:
            continue
        prod = 10
        for d in first10:
            s = (d + prod) % 10
            if s == 0:
                s = 10
            prod = (s * 2) % 11
        chk = 11 - prod
        if chk == 10:
            chk = 0
        s = "".join(map(str, first10)) + str(chk)
        return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def de_ustid():
    b = dg(8)
    prod = 10
    for ch in b:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    return "DE" + b + str(chk)


def fr_nir():
    sex = R.choice("12")
    y, m, d = birth()
    dept = R.choice(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93", "94", "06"])
    com = f"{R.randint(1, 400):03d}"
    order = f"{R.randint(1, 999):03d}"
    base = f"{sex}{y % 100:02d}{m:02d}{dept}{com}{order}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def fr_siren():
    return luhn_num(R.choice("3456789"), 9)


def fr_siret():
    siren = fr_siren()
    body = siren + "0" + rs(DIG, 3)
    s = body + luhn_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:9]} {s[9:]}"


def es_dni():
    n = dg(8, "1234567")
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie():
    p = R.choice("XYZ")
    n = rs(DIG, 7)
    return f"{p}{n}" + "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(p).__str__() + n) % 23]


def es_cif():
    letter = R.choice("AB")
    b = rs(DIG, 7)
    ev = sum(int(b[i]) for i in (1, 3, 5))
    od = 0
    for i in (0, 2, 4, 6):
        x = 2 * int(b[i])
        od += x // 10 + x % 10
    c = (10 - (ev + od) % 10) % 10
    return f"{letter}{b}{c}"


def mx_clabe():
    w = [3, 7, 1] * 6
    b = R.choice(["002", "012", "014", "021", "072"]) + rs(DIG, 3) + rs(DIG, 11)
    k = (10 - sum((int(a) * x) % 10 for a, x in zip(b, w)) % 10) % 10
    return b + str(k)


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(pat, mat, name, y, m, d, sex, state):
    vow = "AEIOU"
    first_vowel = next(ch for ch in pat[1:] if ch in vow)

    def cons(s):
        return next(ch for ch in s[1:] if ch not in vow)
    base = (pat[0] + first_vowel + mat[0] + name[0] + f"{y % 100:02d}{m:02d}{d:02d}" + sex + state
            + cons(pat) + cons(mat) + cons(name) + ("0" if y < 2000 else "A"))
    s = sum(CURP_ALPHA.index(ch) * (18 - i) for i, ch in enumerate(base))
    return base + str((10 - s % 10) % 10)


IT_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11,
                   3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def it_cf(surname, name, y, m, d, female, comune):
    vow = "AEIOU"
    sc = [c for c in surname.upper() if c.isalpha() and c not in vow]
    sv = [c for c in surname.upper() if c in vow]
    s3 = "".join((sc + sv + ["X"] * 3)[:3])
    nc = [c for c in name.upper() if c.isalpha() and c not in vow]
    nv = [c for c in name.upper() if c in vow]
    if len(nc) >= 4:
        n3 = nc[0] + nc[2] + nc[3]
    else:
        n3 = "".join((nc + nv + ["X"] * 3)[:3])
    day = d + (40 if female else 0)
    base = f"{s3}{n3}{y % 100:02d}{'ABCDEHLMPRST'[m - 1]}{day:02d}{comune}"
    tot = 0
    for i, ch in enumerate(base):
        if i % 2 == 0:
            tot += IT_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return base + chr(65 + tot % 26)


def it_piva():
    return luhn_num(R.choice("01"), 11)


def nl_bsn():
    while True:
        b = dg(8)
        k = mod11_weights(b, range(9, 1, -1)) % 11
        if k == 10:
            continue
        return b + str(k)


def se_pnr():
    y, m, d = birth()
    body = f"{y % 100:02d}{m:02d}{d:02d}{rs(DIG, 3)}"
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def se_orgnr():
    body = "55" + R.choice("6789") + rs(DIG, 6)
    body = body[:9]
    s = body + luhn_digit(body)
    return f"{s[:6]}-{s[6:]}"


def dk_cpr():
    y, m, d = birth()
    return f"{d:02d}{m:02d}{y % 100:02d}-{rs(DIG, 4)}"


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2]
    while True:
        b = dg(7)
        k = (-mod11_weights(b, w)) % 11
        if k == 10:
            continue
        return b + str(k)


def no_fnr():
    while True:
        y, m, d = birth()
        ind = f"{R.randint(0, 499):03d}" if y < 2000 else f"{R.randint(500, 999):03d}"
        b = f"{d:02d}{m:02d}{y % 100:02d}{ind}"
        k1 = 11 - mod11_weights(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = b + str(k1)
        k2 = 11 - mod11_weights(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def no_orgnr():
    while True:
        b = dg(8, "89")
        k = 11 - mod11_weights(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k = 0 if k == 11 else k
        if k == 10:
            continue
        s = b + str(k)
        return f"{s[:3]} {s[3:6]} {s[6:]}"


def no_kid(n=10):
    b = rs(DIG, n - 1)
    return b + luhn_digit(b)


def fi_hetu():
    y, m, d = birth()
    nnn = f"{R.randint(2, 899):03d}"
    sign = "-" if y < 2000 else "A"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d:02d}{m:02d}{y % 100:02d}{nnn}") % 31]
    return f"{d:02d}{m:02d}{y % 100:02d}{sign}{nnn}{c}"


def fi_ytunnus():
    while True:
        b = dg(7, "123")
        r = mod11_weights(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite(n=9):
    b = dg(n)
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def hu_taj():
    b = dg(8)
    s = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(b))
    t = b + str(s % 10)
    return f"{t[:3]} {t[3:6]} {t[6:]}"


def hu_adoazon():
    import datetime
    while True:
        y, m, d = birth()
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        b = f"8{days:05d}{rs(DIG, 3)}"
        k = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if k == 10:
            continue
        return b + str(k)


def hu_adoszam():
    b = dg(7, "12")
    k = (10 - _w97(b) % 10) % 10
    return f"{b}{k}-{R.choice('2')}-{R.choice(['41', '42', '43', '13', '02', '09'])}"


def ro_cnp():
    while True:
        y, m, d = birth()
        s = R.choice("12") if y < 2000 else R.choice("56")
        b = f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{R.randint(1, 999):03d}"
        k = mod11_weights(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
        return b + str(1 if k == 10 else k)


def ro_cui():
    b = dg(7)
    key = "753217532"
    pad = b.rjust(9, "0")
    k = (sum(int(a) * int(x) for a, x in zip(pad, key)) * 10) % 11
    return b + str(0 if k == 10 else k)


def gr_amka():
    y, m, d = birth()
    b = f"{d:02d}{m:02d}{y % 100:02d}{rs(DIG, 4)}"
    return b + luhn_digit(b)


def gr_afm(lead="01"):
    b = R.choice(lead) + rs(DIG, 7)
    s = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b))
    return b + str((s % 11) % 10)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def pl_pesel():
    y, m, d = birth()
    mm = m + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{mm:02d}{d:02d}{rs(DIG, 4)}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - mod11_weights(b, w) % 10) % 10)


def pl_nip():
    while True:
        b = dg(9)
        k = mod11_weights(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if k == 10:
            continue
        s = b + str(k)
        return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def pl_regon():
    b = dg(8)
    k = mod11_weights(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return b + str(0 if k == 10 else k)


def pl_dowod():
    letters = R.choice("CDE") + rs(UP, 2)
    digs = rs(DIG, 5)
    vals = [int(c, 36) for c in letters] + [int(c) for c in digs]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    k = sum(v * x for v, x in zip(vals, w)) % 10
    return f"{letters}{k}{digs}"


def cz_rc():
    while True:
        y, m, d = birth(1960, 2004)
        female = R.random() < 0.5
        mm = m + (50 if female else 0)
        b = f"{y % 100:02d}{mm:02d}{d:02d}{rs(DIG, 3)}"
        k = int(b) % 11
        if k == 10:
            continue
        return f"{b[:6]}/{b[6:]}{k}"


def cz_ico():
    b = dg(7, "12")
    r = mod11_weights(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str((11 - r) % 10)


def ru_snils():
    while True:
        b = rs(DIG, 9)
        if int(b) <= 1001998:
            continue
        s = sum(int(ch) * (9 - i) for i, ch in enumerate(b))
        if s < 100:
            k = s
        elif s in (100, 101):
            k = 0
        else:
            k = s % 101
            if k == 100:
                k = 0
        return f"{b[:3]}-{b[3:6]}-{b[6:]} {k:02d}"


def ru_inn12():
    b = R.choice(["77", "78", "50", "54", "66", "16"]) + rs(DIG, 8)
    k1 = mod11_weights(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(k1)
    k2 = mod11_weights(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(k2)


def ru_inn10():
    b = R.choice(["77", "78", "50", "54"]) + rs(DIG, 7)
    return b + str(mod11_weights(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_acct_key(bik3, acct):
    """acct: 20 digits with check at index 8 replaced; returns acct with valid key."""
    w = [7, 1, 3] * 8
    for k in range(10):
        a = acct[:8] + str(k) + acct[9:]
        if sum((int(x) * y) % 10 for x, y in zip(bik3 + a, w)) % 10 == 0:
            return a
    raise AssertionError


def ua_rnokpp():
    import datetime
    y, m, d = birth()
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = f"{days:05d}{rs(DIG, 4)}"
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(mod11_weights(b, w) % 11 % 10)


def cn_resid(region):
    y, m, d = birth()
    b = f"{region}{y}{m:02d}{d:02d}{rs(DIG, 3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[mod11_weights(b, w) % 11]


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(region):
    b = "91" + region + rs(USCC_ALPHA, 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_ALPHA.index(c) * x for c, x in zip(b, w))
    k = (31 - s % 31) % 31
    return b + USCC_ALPHA[k]


def jp_mynumber():
    b = dg(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    k = 0 if r <= 1 else 11 - r
    t = b + str(k)
    return f"{t[:4]} {t[4:8]} {t[8:]}"


def jp_corpnum():
    b = dg(12)
    s = sum(int(ch) * (1 if n % 2 == 1 else 2) for n, ch in enumerate(reversed(b), start=1))
    return str(9 - s % 9) + b


def kr_rrn():
    y, m, d = birth()
    g = R.choice("12") if y < 2000 else R.choice("34")
    b = f"{y % 100:02d}{m:02d}{d:02d}{g}{rs(DIG, 5)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    k = (11 - mod11_weights(b, w) % 11) % 10
    return f"{b[:6]}-{b[6:]}{k}"


def kr_brn():
    b = dg(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = mod11_weights(b, w) + (int(b[8]) * 5) // 10
    k = (10 - s % 10) % 10
    t = b + str(k)
    return f"{t[:3]}-{t[3:5]}-{t[5:]}"


def ir_melli():
    while True:
        b = dg(9, "0123456789")
        if len(set(b)) == 1:
            continue
        r = sum(int(ch) * (10 - i) for i, ch in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)


def il_tz(prefix=""):
    b = prefix + rs(DIG, 8 - len(prefix))
    return b + luhn_digit(b)


def th_id():
    b = R.choice("13") + rs(DIG, 11)
    s = sum(int(ch) * (13 - i) for i, ch in enumerate(b))
    t = b + str((11 - s % 11) % 10)
    return f"{t[0]}-{t[1:5]}-{t[5:10]}-{t[10:12]}-{t[12]}"


def br_cpf():
    while True:
        b = rs(DIG, 9)
        if len(set(b)) == 1:
            continue
        s1 = sum(int(ch) * (10 - i) for i, ch in enumerate(b))
        d1 = (s1 * 10) % 11 % 10
        b2 = b + str(d1)
        s2 = sum(int(ch) * (11 - i) for i, ch in enumerate(b2))
        d2 = (s2 * 10) % 11 % 10
        t = b2 + str(d2)
        return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def br_cnpj():
    b = dg(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = mod11_weights(b, w1) % 11
    b += str(0 if r < 2 else 11 - r)
    w2 = [6] + w1
    r = mod11_weights(b, w2) % 11
    b += str(0 if r < 2 else 11 - r)
    return f"{b[:2]}.{b[2:5]}.{b[5:8]}/{b[8:12]}-{b[12:]}"


def pt_nif(lead="123"):
    while True:
        b = R.choice(lead) + rs(DIG, 7)
        k = 11 - mod11_weights(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        return b + str(0 if k >= 10 else k)


def s10(prefix, country):
    b = rs(DIG, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    k = 11 - mod11_weights(b, w) % 11
    k = {10: 0, 11: 5}.get(k, k)
    return f"{prefix}{b}{k}{country}"


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin(wmi):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + rs(alpha, 5) + "0" + R.choice("NPRS") + R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + rs(DIG, 6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * x for c, x in zip(v, w))
    k = s % 11
    return v[:8] + ("X" if k == 10 else str(k)) + v[9:]


def imei():
    return luhn_num(R.choice(["35", "86", "01"]), 15)


def iccid():
    return luhn_num("8944" if R.random() < 0.5 else "8901", 19)


def bitlocker_key():
    return "-".join(f"{11 * R.randrange(65536):06d}" for _ in range(8))


# ---------------------------------------------------------------- tokens and keys
def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(B64C, 40)


def gh_classic(prefix="ghp_"):
    return prefix + rs(AN, 36)


def openai_legacy():
    return "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)


def openai_proj():
    return "sk-proj-" + rs(URLS, 156)


def anthropic_key():
    return "sk-ant-api03-" + rs(URLS, 93) + "AA"


def slack_bot():
    return f"xoxb-{dg(12)}-{dg(13)}-{rs(AN, 24)}"


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rbytes(32 if alg == 'HS256' else 256))}"


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
            + sshstr(pubblob) + sshstr(priv))
    b = base64.b64encode(blob).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode()
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    return pem, publine, fp


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
         "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen "
         "city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip "
         "clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil "
         "coin collect color column combine come comfort comic common company concert conduct confirm "
         "congress connect consider control convince cook cool copper copy coral core corn correct cost "
         "cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater "
         "crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial "
         "cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain "
         "curve cushion custom cute cycle dragon eagle fabric galaxy harvest icon jungle kitten lava magnet "
         "napkin oak panda quantum rabbit saddle table umbrella vacuum wagon youth zebra zone").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "xray", "y": "yankee", "z": "zulu"}
DIGW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def spell(pw):
    out = []
    for ch in pw:
        if ch.isdigit():
            out.append(DIGW[int(ch)])
        elif ch.isupper():
            out.append("capital " + NATO[ch.lower()])
        elif ch.islower():
            out.append(NATO[ch])
        else:
            out.append({"#": "hash", "!": "exclamation mark", "@": "at sign", "-": "dash", "_": "underscore",
                        "$": "dollar sign", "%": "percent", "&": "ampersand", "*": "star", "?": "question mark",
                        "+": "plus", "=": "equals", ".": "dot"}[ch])
    return ", ".join(out)


# ---------------------------------------------------------------- cases
CASES = []


def add(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def phone_us():
    return f"({R.choice(['212', '312', '415', '512', '617', '646', '720', '206'])}) 555-01{rs(DIG, 2)}"


def sha40():
    return rs(HEXL, 40)


# ============================ English: positive ============================
ak, sk, rid = aws_akid(), aws_secret(), uuid4()
add("aws-env-boto3", "en",
    "my boto3 script keeps failing with InvalidClientTokenId even though I copied the keys straight from IAM. "
    f"here's my .env:\n\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-2\n\n"
    f"the error also prints RequestId: {rid}. what am I doing wrong?",
    [ak, sk], [rid], "AWS key pair in a pasted .env; the request id UUID is a look-alike")

tok, c7 = gh_classic(), sha40()[:7]
add("github-pat-in-remote", "en",
    "git push kept asking for a password so I changed the remote to this:\n\n"
    f"git remote set-url origin https://{tok}@github.com/dana-okafor/trailmap.git\n\n"
    f"push works now but commit {c7} still doesn't show up on the PR. also is putting the token in the URL ok?",
    [tok], [c7], "classic GitHub PAT embedded in a remote URL; short commit hash is a look-alike")

acct = rs(AN, 14)
sk_live = "sk_live_51" + acct + rs(AN, 83)
pk_live = "pk_live_51" + acct + rs(AN, 83)
cus = "cus_" + rs(AN, 14)
add("stripe-secret-vs-publishable", "en",
    "Checkout worked in test mode but in live mode creating the PaymentIntent fails with "
    f"\"No such customer: '{cus}'\". Frontend:\n\nconst stripe = Stripe('{pk_live}');\n\n"
    f"Backend (server.js):\n\nconst stripe = require('stripe')('{sk_live}');\n\nDid I mix up the keys?",
    [sk_live], [pk_live, cus],
    "Stripe live secret key is a secret; the publishable pk_live key (public by design) and customer id are look-alikes")

xb, sig, chan = slack_bot(), rs(HEXL, 32), "C0" + rs(ULN, 9)
add("slack-bot-yaml", "en",
    "why does my bolt app say invalid_auth? config.yaml:\n\n"
    f"slack:\n  bot_token: \"{xb}\"\n  signing_secret: \"{sig}\"\n  default_channel: \"{chan}\"\n  socket_mode: false\n",
    [xb, sig], [chan], "Slack bot token and signing secret in YAML; channel id is a look-alike")

leg, full = openai_legacy(), sha40()
add("openai-key-revoked-history", "en",
    "I accidentally committed my OpenAI key to a public repo last night. I already revoked it in the dashboard, "
    f"but it's still in the history: the key was {leg} and it was added in commit {full}. "
    "How do I scrub it with git filter-repo without breaking everyone's clones?",
    [leg], [full], "leaked and revoked key is still a secret; the full commit hash is a look-alike")

pj, req = openai_proj(), "req_" + rs(HEXL, 32)
add("openai-proj-python", "en",
    "Getting 429s even though I'm on tier 2.\n\nfrom openai import OpenAI\n"
    f"client = OpenAI(api_key=\"{pj}\")\nresp = client.responses.create(model=\"gpt-4.1-mini\", input=prompt)\n\n"
    f"The response header x-request-id was {req}. Is it my org limit or the project limit?",
    [pj], [req], "OpenAI project key hard-coded in Python; the request id is a look-alike")

ant = anthropic_key()
add("anthropic-curl", "en",
    "This curl returns 401 and I can't see why:\n\n"
    f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {ant}\" -H \"anthropic-version: 2023-06-01\" "
    "-H \"content-type: application/json\" -d '{\"model\": \"claude-sonnet-4-5\", \"max_tokens\": 256, "
    "\"messages\": [{\"role\": \"user\", \"content\": \"ping\"}]}'",
    [ant], ["2023-06-01"], "Anthropic key in a one-line curl; the API version date is a look-alike")

pw = url_pw(22)
rds = f"orders-prod.{rs(LLN, 12)}.eu-central-1.rds.amazonaws.com"
add("postgres-url-rds", "en",
    "Prisma can't reach the db from the Lambda but it works from my laptop. schema.prisma uses env(\"DATABASE_URL\") "
    f"and the value is\n\nDATABASE_URL=\"postgresql://orders_app:{pw}@{rds}:5432/orders?schema=public&sslmode=require\"\n\n"
    "security group allows 5432 from the VPC. ideas?",
    [f"orders_app:{pw}"], [rds],
    "credentials part of a Postgres URL is the secret; the RDS host is a look-alike")

pw = pw_random(18)
add("spring-datasource", "en",
    "Spring Boot 3 app fails on startup with 'Access denied for user'. application.properties:\n\n"
    "spring.datasource.url=jdbc:mysql://10.0.4.17:3306/payroll?useSSL=true\n"
    f"spring.datasource.username=payroll_svc\nspring.datasource.password={pw}\n"
    "spring.jpa.hibernate.ddl-auto=validate\n\nthe same password works in DBeaver.",
    [pw], ["10.0.4.17"], "password in a Spring properties file; private IP is a look-alike")

cn, cv, ex, conf = card("visa"), cvc(), expiry(), dg(8)
add("hotel-late-arrival-card", "en",
    "Can you write a short email to the Harbourview Hotel asking them to hold my room for a late arrival "
    f"(around 1am)? Confirmation number {conf}. They asked me to include a card to guarantee it: "
    f"Visa {cn}, exp {ex}, CVC {cv}, name on card Priya Raman.",
    [cn, cv], [conf], "card number and CVC in prose; hotel confirmation number is a look-alike")

full_mc = card("mc")
a, b = full_mc[:9], full_mc[10:]
cv, ex = cvc(), expiry()
add("card-in-two-messages", "en",
    "I'm going to send my card number in two halves so it's not all in one message lol\n---\n"
    f"first half: {a}\n---\nsecond half: {b}, expires {ex}, security code {cv}. "
    "now fill in the payment fields on the Ryanair form for me",
    [a, b, cv], [], "card number split over messages plus CVC")

gate, box, wifi = pin(4) + "#", pin(4), pw_human()
ph = phone_us()
add("airbnb-checkin-codes", "en",
    "Help me write a friendly check-in message for my Airbnb guests arriving Friday. Info: the driveway gate code "
    f"is {gate}, the lockbox by the back door is {box}, Wi-Fi network is CasaLimon-5G and the password is {wifi}. "
    f"Checkout is 11am. If anything goes wrong they can text me at {ph}.",
    [gate, box, wifi], [ph], "gate, key-box and Wi-Fi codes of the user's rental; host phone number is a look-alike")

alarm, garage = pin(4), pin(5)
add("pet-sitter-alarm", "en",
    "Making a note for the pet sitter. Please tidy it up: alarm panel is in the hall closet, type "
    f"{alarm} then OFF within 30 sec. Garage keypad code {garage}. Luna gets 1 cup of kibble at 7am and 6pm, "
    "Pixel (the cat) only wet food. Vet is Riverside Animal Clinic.",
    [alarm, garage], [], "alarm and garage keypad codes in a note")

combo = f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
add("safe-combination", "en",
    f"How do I change the combination on my SentrySafe SFW123GDC? Current combo is {combo} (right, left, right) "
    "and I want to set a new one before my roommate moves out.",
    [combo], ["SFW123GDC"], "safe combination; the safe's model number is a look-alike")

ssn = us_ssn()
ein = f"{R.choice(['27', '46', '81', '84', '88'])}-{rs(DIG, 7)}"
add("w9-ssn-vs-ein", "en",
    f"I'm filling out a W-9 for a new freelance client. My SSN is {ssn}. Their onboarding email lists their EIN as "
    f"{ein} - do I need to put their EIN anywhere on my W-9 or only mine?",
    [ssn], [ein], "user's SSN is a secret; the client company's EIN is a public identifier")

pp = dg(9, "56")
conf = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rs(ULN, 4)
add("passport-apis", "en",
    f"United keeps rejecting my travel info for confirmation {conf}. I entered passport number {pp}, "
    "expiration 2031-04-18, nationality USA, exactly as printed. Does the passport number need a letter prefix?",
    [pp], [conf], "passport number; airline confirmation code is a look-alike")

nino = uk_nino()
coh = f"{R.randint(0, 15):02d}{rs(DIG, 6)}"
add("ni-number-form-example", "en",
    "New job onboarding form says 'National Insurance number (e.g. QQ 12 34 56 C)'. "
    f"Mine is {nino} - do I type the spaces? Also it asks for the employer's Companies House number, "
    f"which is {coh} according to their letterhead.",
    [nino], ["QQ 12 34 56 C", coh],
    "user's NI number is a secret; the form's example value and the employer's company number are look-alikes")

nhs = nhs_number()
add("nhs-gp-registration", "en",
    f"Registering with a new GP online. They want my NHS number, which is {nhs}, and previous surgery. "
    "The new surgery's phone is 020 7946 0321. Can you write a short note asking them to transfer my records?",
    [nhs], ["020 7946 0321"], "NHS number (mod-11 valid); surgery phone is a look-alike")

mid = R.choice("WH") + dg(9)
claim = "E" + rs(DIG, 10)
add("insurance-appeal-member-id", "en",
    "Write an appeal letter to my insurer. My member ID is "
    f"{mid}, claim number {claim}, date of service 03/14/2025 - they denied my MRI as not medically necessary "
    "even though my doctor submitted prior auth.",
    [mid], [claim, "03/14/2025"], "health insurance member id; claim number and date are look-alikes")

maiden, pet, street = "Kowalczyk", "Biscuit", "Larkspur Lane"
add("security-question-answers", "en",
    "can you keep these for me, I always forget what I answered for my bank's security questions: "
    f"mother's maiden name = {maiden}, name of first pet = {pet}, street you grew up on = {street}. "
    "don't judge the pet name",
    [maiden, pet, street], [], "answers to security questions")

codes = [f"{rs(HEXL, 5)}-{rs(HEXL, 5)}" for _ in range(4)]
add("github-recovery-codes", "en",
    "I only have these GitHub recovery codes left from the download, which format does the login page expect, "
    "with or without the dash?\n\n" + "\n".join(codes),
    codes, [], "2FA recovery codes in a list")

g1, g2, g3 = (f"{rs(DIG, 4)} {rs(DIG, 4)}" for _ in range(3))
add("google-backup-codes-table", "en",
    "I printed my Google backup codes and crossed some out. Which of these are still usable?\n\n"
    "| # | code | used |\n|---|------|------|\n"
    f"| 1 | {g1} | yes |\n| 2 | {g2} | no |\n| 3 | {g3} | no |",
    [g1, g2, g3], [], "backup codes in a markdown table")

seed = rs(B32.lower(), 32)
seedg = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
gver = f"1.{R.randint(20, 23)}.{R.randint(1, 9)}"
add("totp-seed-gitea", "en",
    f"The 2FA QR code on my self-hosted Gitea ({gver}) won't scan, so it showed me a setup key instead: "
    f"{seedg}. Can I just type that into Aegis? Does it need the spaces?",
    [seedg], [gver], "TOTP seed shown as grouped base32; the version string is a look-alike")

code6 = otp()
ph = f"1-800-{rs(DIG, 3)}-{rs(DIG, 4)}"
add("sms-otp-scam-call", "en",
    "I got this text: \"Chase: Your one-time code is " + code6 + ". Don't share it. We'll never call you to ask for "
    "this code.\" and right now a guy on the phone saying he's from Chase fraud is asking me to read it to him. "
    f"The caller ID shows {ph}. Should I?",
    [code6], [ph], "one-time code from a pasted SMS; caller number is a look-alike")

phrase = seed_phrase(12)
addr = "0x" + rs(HEXL, 40)
add("seed-phrase-notes", "en",
    "Is it safe to keep my MetaMask recovery phrase in Apple Notes if the note is locked? It's: "
    f"{phrase}. My main account address is {addr} if that matters.",
    [phrase], [addr], "12-word recovery phrase; public wallet address is a look-alike")

pk, txh = "0x" + rs(HEXL, 64), "0x" + rs(HEXL, 64)
add("eth-private-key-vs-txhash", "en",
    f"My transfer {txh} has been pending for 2 hours. Someone in the Discord said I should import my private key "
    f"into another wallet to speed it up, so here it is: {pk} - what do I do next?",
    [pk], [txh], "private key and transaction hash share a format; only the key is secret")

pem, publine, fp = openssh_ed25519("deploy@ci")
add("ssh-deploy-key-ci", "en",
    "GitHub Actions fails with 'Load key \"/home/runner/.ssh/id_ed25519\": invalid format'. This is exactly what "
    f"I pasted in the DEPLOY_KEY secret:\n\n{pem}\n\nand the public half I added on the server is\n"
    f"{publine} deploy@ci\n\nssh-keygen -lf shows {fp}.",
    [pem], [publine, fp], "OpenSSH private key block; public key and fingerprint are look-alikes")

sid = rs(LLN, 32)
ga = f"GA1.1.{dg(9)}.{R.randint(1700000000, 1760000000)}"
add("django-session-cookie-scraper", "en",
    "My requests script gets redirected to /login even though I copied the cookies from devtools:\n\n"
    f"cookies = {{\"sessionid\": \"{sid}\", \"_ga\": \"{ga}\"}}\n"
    "r = requests.get(\"https://portal.mygym.example/bookings\", cookies=cookies)\n\nwhat's missing?",
    [sid], [ga], "Django session cookie; the Google Analytics cookie is a look-alike")

tokj = jwt({"sub": dg(7), "email": "m.ortiz@brightlane.io", "role": "admin", "iat": 1741943564,
            "exp": 1741947164})
tr = uuid4()
add("jwt-in-log-line", "en",
    "Why is this returning 403 if the token is valid? From the gateway log:\n\n"
    f"2025-03-14T09:12:44.812Z INFO gateway trace_id={tr} method=GET path=/api/v2/reports "
    f"headers.authorization=\"Bearer {tokj}\" status=403 latency_ms=38",
    [tokj], [tr], "JWT bearer token in a log line; trace id is a look-alike")

rt = aba_routing()
acc = dg(10)
add("direct-deposit-us", "en",
    "Fill in the direct deposit form for my new job: bank is Alder Credit Union, routing number "
    f"{rt}, checking account {acc}, 100% of net pay. Should I attach a voided check too?",
    [acc], [rt], "user's account number is a secret; the bank routing number is public")

sc = f"{rs(DIG, 2)}-{rs(DIG, 2)}-{rs(DIG, 2)}"
acc = rs(DIG, 8)
add("uk-sort-code-payback", "en",
    "Draft a WhatsApp to my flatmate reminding him he owes me £86.40 for the energy bill, and give him my details: "
    f"sort code {sc}, account number {acc}, name J Whitfield.",
    [acc], [sc, "£86.40"], "own UK account number is a secret; sort code and amount are look-alikes")

ib = iban_for("DE")
add("own-iban-salary-expat", "en",
    "I'm in Berlin and switched banks. Write a short email in English to HR asking them to pay my salary into my "
    f"new account from next month: IBAN {ib}, BIC COBADEFFXXX, account holder Tomás Herrera.",
    [ib], ["COBADEFFXXX"], "own IBAN is a secret; the bank's BIC is public")

tfn = au_tfn()
bsb = f"{R.choice(['062', '063', '082', '083', '032', '033'])}-{rs(DIG, 3)}"
acc = grp(rs(DIG, 8), [4, 4])
add("au-tfn-bsb", "en",
    f"Doing the TFN declaration for my new casual job at the café. My TFN is {tfn}. For super and pay they want "
    f"bank details: BSB {bsb}, account {acc}. Do I tick the tax-free threshold box if I also have a uni scholarship?",
    [tfn, acc], [bsb], "TFN (weighted mod-11 valid) and account are secrets; BSB is public")

sin = ca_sin()
bn = f"{dg(9)}RT0001"
add("ca-sin-vs-business-number", "en",
    f"My employer asked for my SIN for the TD1 form: {sin}. On my pay stub there's also a number {bn} - "
    "is that something I should keep private too?",
    [sin], [bn], "Canadian SIN (Luhn) is a secret; the employer's business number is public")

aad = in_aadhaar()
pan = in_pan("S")
ifsc = R.choice(["HDFC0", "ICIC0", "SBIN0", "UTIB0"]) + rs(DIG, 6)
add("india-kyc-english", "en",
    f"Zerodha KYC keeps failing. Aadhaar {aad}, PAN {pan}, bank IFSC {ifsc}. The name on PAN is 'SHARMA ROHIT K' "
    "and on Aadhaar 'Rohit Kumar Sharma' - is that the reason?",
    [aad, pan], [ifsc], "Aadhaar (Verhoeff) and PAN are secrets; the IFSC is public")

pw = pw_human()
add("netflix-password-prose", "en",
    f"my netflix password is {pw} and it keeps saying incorrect password on the TV app but works on my phone. "
    "the TV shows error NW-2-5 sometimes. what's going on?",
    [pw], ["NW-2-5"], "password in plain prose; error code is a look-alike")

lp = passphrase(5, " ")
puuid = uuid4()
add("luks-passphrase", "en",
    f"After the kernel update my laptop won't unlock. The LUKS passphrase is \"{lp}\" (all lowercase, spaces "
    "between words) and I get 'No key available with this passphrase'. "
    f"lsblk shows the partition as nvme0n1p3 with UUID {puuid}. Could the keyboard layout be the issue?",
    [lp], [puuid], "multi-word disk passphrase; partition UUID is a look-alike")

raw = pw_random(10, "#!-")
spelled = spell(raw)
sn = rs(ULN, 12)
add("wifi-password-spelled-out", "en",
    "My dad is reading the Wi-Fi password off the router sticker over the phone and I'm typing it here so I "
    f"don't lose it: {spelled}. The sticker also has S/N {sn}. Can you turn that into the actual password?",
    [spelled], [sn], "Wi-Fi password dictated letter by letter; router serial is a look-alike")

w1 = pw_human()
w2 = w1[:-2] + w1[-1] + w1[-2] if w1[-1] != w1[-2] else w1 + "7"
add("shared-dropbox-password-corrected", "en",
    f"ok the password for the shared Dropbox is {w1}\n---\n"
    f"wait no sorry, it's {w2}, I swapped the last two characters. "
    "can you write the message to my sister with the right one",
    [w1, w2], [], "password corrected in a second message; both spellings are secrets")

pw = pw_random(20, "!#%_")
dgst = rs(HEXL, 64)
add("docker-compose-postgres", "en",
    "nextcloud container restarts in a loop. compose file:\n\nservices:\n  db:\n"
    f"    image: postgres@sha256:{dgst}\n    environment:\n      POSTGRES_DB: nextcloud\n"
    f"      POSTGRES_USER: nextcloud\n      POSTGRES_PASSWORD: \"{pw}\"\n  app:\n    image: nextcloud:29.0.4\n"
    "    depends_on: [db]\n",
    [pw], [dgst, "29.0.4"], "DB password in compose file; image digest and version are look-alikes")

inner = "sk_live_51" + rs(AN, 97)
enc = base64.b64encode(inner.encode()).decode()
kuid = uuid4()
add("k8s-secret-base64", "en",
    "The pod can't read the key, is the base64 wrong?\n\napiVersion: v1\nkind: Secret\nmetadata:\n"
    f"  name: stripe-creds\n  namespace: billing\n  uid: {kuid}\ntype: Opaque\ndata:\n  api-key: {enc}\n",
    [enc], [kuid], "base64-encoded Stripe key in a Kubernetes Secret; object uid is a look-alike")

sidac, tok32 = "AC" + rs(HEXL, 32), rs(HEXL, 32)
smsid = "SM" + rs(HEXL, 32)
add("twilio-env-error", "en",
    f"Twilio says message {smsid} failed with error 30007 (carrier filtering). My env:\n\n"
    f"TWILIO_ACCOUNT_SID={sidac}\nTWILIO_AUTH_TOKEN={tok32}\nTWILIO_FROM=+14155550134\n\n"
    "is it the content or the number?",
    [tok32], [smsid], "Twilio auth token is a secret; the message SID is a look-alike (account SID left neutral)")

bt = f"{dg(10, '67')}:AA{rs(URLS, 33)}"
chat = "-100" + dg(10)
add("telegram-bot-token", "en",
    f"my telegram bot stopped answering in the group. token is {bt} and the group chat id is {chat}. "
    "getUpdates returns an empty list. privacy mode?",
    [bt], [chat], "Telegram bot token; group chat id is a look-alike")

snow = str(R.randint(10 ** 17, 2 * 10 ** 18))
dtok = b64u(snow.encode()) + "." + rs(URLS, 6) + "." + rs(URLS, 38)
guild = str(R.randint(10 ** 17, 2 * 10 ** 18))
add("discord-bot-token", "en",
    f"discord.py bot logs in fine but slash commands don't appear in my server (guild id {guild}).\n\n"
    f"bot.run('{dtok}')\n\ndo I need to sync the tree?",
    [dtok], [guild], "Discord bot token; guild id snowflake is a look-alike")

npm = "npm_" + rs(AN, 36)
add("npmrc-token", "en",
    "npm publish says E404 Not Found for @brightlane/ui-kit@3.2.1 even though I'm logged in. my .npmrc:\n\n"
    f"//registry.npmjs.org/:_authToken={npm}\n@brightlane:registry=https://registry.npmjs.org/\n",
    [npm], ["3.2.1"], "npm token in .npmrc; package version is a look-alike")

pypi = "pypi-AgEIcHlwaS5vcmc" + rs(URLS, 160)
add("pypirc-token", "en",
    f"twine upload fails with 403. ~/.pypirc:\n\n[pypi]\n  username = __token__\n  password = {pypi}\n\n"
    "the token was created for the whole account, not one project.",
    [pypi], ["__token__"], "PyPI token; the literal username __token__ is a look-alike")

gl = "glpat-" + rs(URLS, 20)
pipe = dg(10)
add("gitlab-ci-token", "en",
    f"Pipeline #{pipe} fails at the release job with 401. I hardcoded it for now in .gitlab-ci.yml:\n\n"
    f"release:\n  stage: deploy\n  variables:\n    GITLAB_TOKEN: \"{gl}\"\n  script:\n    - npx semantic-release\n",
    [gl], [pipe], "GitLab PAT in CI YAML; pipeline id is a look-alike")

akey = base64.b64encode(rbytes(64)).decode()
etag = "0x8DC" + rs(HEXU, 11)
add("azure-storage-connstring", "en",
    "BlobServiceClient.from_connection_string fails with AuthenticationFailed. conn string:\n\n"
    f"DefaultEndpointsProtocol=https;AccountName=stbrightlaneprod;AccountKey={akey};EndpointSuffix=core.windows.net\n\n"
    f"the blob I'm reading has ETag {etag}.",
    [akey], [etag], "Azure storage AccountKey value is the secret; the blob ETag is a look-alike")

hk, hreq = uuid4(), uuid4()
add("heroku-key-looks-like-uuid", "en",
    f"CI deploy step: HEROKU_API_KEY={hk} heroku container:release web -a brightlane-api\n"
    f"fails with 'Invalid credentials provided' (Request-Id: {hreq}). The key is from heroku authorizations:create.",
    [hk], [hreq], "Heroku API key in UUID form is a secret; the request id UUID is a look-alike")

bk, bs = rs(AN, 64), rs(AN, 64)
boid = dg(11, "123")
add("exchange-api-keys", "en",
    "My grid bot can't cancel orders, error -2011 Unknown order sent for orderId "
    f"{boid}. config.json:\n\n{{\n  \"apiKey\": \"{bk}\",\n  \"secretKey\": \"{bs}\",\n"
    "  \"symbol\": \"ETHUSDT\"\n}",
    [bk, bs], [boid], "exchange API key and secret in JSON; order id is a look-alike")

pw = url_pw(12)
add("router-basic-auth-url", "en",
    f"I bookmarked http://admin:{pw}@192.168.1.1/cgi-bin/luci so I don't have to log in, "
    "but Chrome now shows a blank page. Is that URL format still supported?",
    [f"admin:{pw}"], ["192.168.1.1"], "credentials in a URL for a router; private IP is a look-alike")

puk, oldpin = rs(DIG, 8), pin(4)
icc = iccid()
add("sim-puk-locked", "en",
    f"My SIM got locked after I typed the PIN wrong three times. The PUK on the plastic card is {puk} and the PIN "
    f"I meant to type was {oldpin}. The card also has a long number {icc} printed on it. Which do I enter where?",
    [puk, oldpin], [icc], "SIM PUK and PIN are secrets; the ICCID (Luhn) is a look-alike")

dp = pin(4)
last4 = rs(DIG, 4)
add("debit-pin-letter", "en",
    f"My new debit card (**** {last4}) came with PIN {dp} in a separate letter. "
    "How do I change it to something I'll remember - at any ATM or only my bank's?",
    [dp], [f"**** {last4}"], "card PIN is a secret; masked card number is a look-alike")

tmp = pw_random(12, "#!$")
inc = "INC00" + rs(DIG, 5)
add("it-temp-password-email", "en",
    "Is this email legit or phishing?\n\nFrom: IT Service Desk <servicedesk@northwind-health.org>\n"
    f"Subject: Your account has been reset [{inc}]\n\nHello,\nYour temporary password is: {tmp}\n"
    "You will be asked to change it at first login at https://sso.northwind-health.org. "
    "This password expires in 24 hours.\n\nIT Service Desk",
    [tmp], [inc], "temporary password in a pasted email; ticket number is a look-alike")

kp = pin(5)
v = vin("1FA")
add("ford-keypad-vin", "en",
    f"The factory keyless entry code on my Mustang's card is {kp}. VIN {v}. How do I program my own personal code "
    "so I can give the factory one to nobody?",
    [kp], [v], "car keypad code is a secret; VIN (check digit computed) is a look-alike")

gc = f"{rs(ULN, 4)}-{rs(ULN, 6)}-{rs(ULN, 4)}"
ao = f"11{R.randint(1, 4)}-{rs(DIG, 7)}-{rs(DIG, 7)}"
add("gift-card-claim-code", "en",
    f"I got an Amazon gift card with my order {ao}. Claim code is {gc}. "
    "Should I redeem it now or does it expire?",
    [gc], [ao], "gift card claim code is money; order number is a look-alike")

bl = bitlocker_key()
kid = rs(HEXU, 8)
add("bitlocker-recovery", "en",
    f"After a BIOS update BitLocker asks for the recovery key for Key ID {kid}. I found this in my Microsoft "
    f"account: {bl}. It keeps saying incorrect. Am I mixing up drives?",
    [bl], [kid], "BitLocker recovery key (blocks divisible by 11); key id is a look-alike")

mp = f"{R.choice('ST')}{rs(ULN, 9)}"
ml = "0" + R.choice("71") + rs(DIG, 8)
add("mpesa-sms-english", "en",
    "Help me log this in my budget sheet:\n\n"
    f"{mp} Confirmed. Ksh2,350.00 sent to WANJIRU KAMAU {ml} on 14/3/25 at 6:42 PM. "
    "New M-PESA balance is Ksh7,118.50. Transaction cost, Ksh33.00.",
    [mp], [ml, "Ksh2,350.00"], "M-Pesa confirmation code is treated as a secret; phone number and amount are look-alikes")

ark = "-".join(rs(ULN, 4) for _ in range(7))
add("apple-recovery-key", "en",
    f"I turned on Advanced Data Protection on iOS 18.3.1 and Apple gave me this recovery key: {ark}. "
    "Where's the safest place to keep it, paper or password manager?",
    [ark], ["18.3.1"], "Apple account recovery key; the iOS version is a look-alike")

nt = "ntn_" + rs(AN, 46)
db = rs(HEXL, 32)
add("notion-token-vs-database-id", "en",
    f"Notion API returns object_not_found for database {db}. My integration secret is {nt}. "
    "I did share the page with the integration though?",
    [nt], [db], "Notion token is a secret; the 32-hex database id is a look-alike")

at = "ATATT3xFfGF0" + rs(URLS, 170) + "=" + rs(HEXU, 8)
add("jira-api-token-curl", "en",
    f"curl -u maria.lind@brightlane.io:{at} -X GET -H \"Accept: application/json\" "
    "https://brightlane.atlassian.net/rest/api/3/issue/OPS-1432\n\ngives 401 but the same token worked yesterday.",
    [at], ["OPS-1432"], "Atlassian API token; the issue key is a look-alike")

wq = pw_human()
add("wifi-qr-string", "en",
    f"Make a printable QR code for my guest Wi-Fi from this string: WIFI:T:WPA;S:Hendersons-Guest;P:{wq};; "
    "what size should I print it?",
    [wq], [], "Wi-Fi password inside a WIFI: QR payload")

wh = "whsec_" + rs(AN, 32)
evt = "evt_" + rs(AN, 24)
add("stripe-webhook-secret", "en",
    f"Webhook signature verification fails for event {evt}. endpoint_secret = '{wh}'. "
    "I'm using express.json() before the route, could that be it?",
    [wh], [evt], "Stripe webhook signing secret; event id is a look-alike")

vm = pin(4)
vph = phone_us()
add("voicemail-pin-multi", "en",
    "I'll tell you my voicemail PIN in the next message, I need help resetting the greeting\n---\n"
    f"it's {vm}\n---\nand my carrier is Visible, my number is {vph} if that matters",
    [vm], [vph], "value announced in one message and given in the next; own phone number is a look-alike")

tele = pw_random(8, "")
bank_ph = f"0345 {rs(DIG, 3)} {rs(DIG, 4)}"
add("telephone-banking-passcode", "en",
    f"Write me a reminder card for my mum: her telephone banking passcode is {tele} and she should never give the "
    "full passcode to anyone who calls her - the bank only ever asks for two random characters. "
    f"The real bank number to call back is {bank_ph}.",
    [tele], [bank_ph], "telephone banking passcode entrusted to the user; the bank's phone number is a look-alike")


# ============================ English: negative ============================
add("aws-docs-example-keys", "en",
    "The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
    "aws configure example. Are those real keys that someone leaked or just placeholders? My linter flags them.",
    [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documentation example AWS keys")

add("stripe-test-cards", "en",
    "For my checkout tests I'm using 4242 4242 4242 4242 for success and 4000 0000 0000 9995 for "
    "insufficient funds, any CVC and a future date. Which test card triggers 3D Secure? And is "
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc from the docs safe to commit in examples?",
    [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
    "Stripe documentation test cards and the docs' example test key")

h256 = rs(HEXL, 64)
c40 = sha40()
add("iso-checksum-verify", "en",
    f"The download page for the Ubuntu ISO lists SHA256 {h256}. sha256sum on my file prints the same thing. "
    f"Also the release tag points to commit {c40}. Does that mean it's authentic or do I also need the GPG signature?",
    [], [h256, c40], "checksum and commit hash")

ups = "1Z" + rs(ULN, 6) + R.choice(["01", "02", "03"]) + rs(DIG, 8)
ao = f"11{R.randint(1, 4)}-{rs(DIG, 7)}-{rs(DIG, 7)}"
add("package-tracking", "en",
    f"My Amazon order {ao} says delivered but nothing's here. UPS tracking {ups} shows 'left at front door' at 2:14 PM. "
    "What should I say to support?",
    [], [ao, ups], "order number and UPS tracking number")

vat = "GB" + rs(DIG, 9)
sup_iban = iban_for("GB")
inv = f"INV-2025-{rs(DIG, 4)}"
add("supplier-invoice-details", "en",
    f"I need to pay this supplier invoice today. Invoice {inv} from Kestrel Print Ltd, VAT reg {vat}, "
    f"£1,284.00 due. Their bank details: IBAN {sup_iban}, BIC NWBKGB2L. Can you draft the payment reference and "
    "a short remittance email?",
    [], [inv, vat, sup_iban, "NWBKGB2L"], "a supplier's VAT number, IBAN and BIC given for a payment")

add("env-example-placeholders", "en",
    "Is this .env.example fine to commit?\n\n"
    "OPENAI_API_KEY=your_api_key_here\n"
    "DATABASE_URL=postgres://user:password@localhost:5432/mydb\n"
    "JWT_SECRET=<generate-a-long-random-string>\n"
    "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n",
    [], ["your_api_key_here", "user:password", "<generate-a-long-random-string>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"],
    "placeholder values in an env template")

l4 = rs(DIG, 4)
dref = "DSP-" + rs(DIG, 8)
add("masked-card-dispute", "en",
    f"Write a dispute message: on my statement there's a charge of $189.99 from 'SQ *BLUEFINCH' on card "
    f"**** **** **** {l4} that I don't recognise. The bank's app gave me dispute reference {dref}.",
    [], [f"**** **** **** {l4}", dref, "$189.99"], "masked card, dispute reference and amount")

add("famous-example-passwords", "en",
    "For my security awareness slides: why is 'correct horse battery staple' considered better than 'Tr0ub4dor&3'? "
    "And I want a slide on why 'password123' and 'hunter2' became memes.",
    [], ["correct horse battery staple", "Tr0ub4dor&3", "password123", "hunter2"],
    "famous example passwords discussed as examples")

sn = "C02" + rs(ULN, 9)
im = imei()
add("laptop-serial-warranty", "en",
    f"Apple support asks for the serial number of my MacBook - it's {sn}. My iPhone IMEI is {im} too if they need it. "
    "macOS is 14.6.1. Is the battery still under AppleCare?",
    [], [sn, im, "14.6.1"], "serial number, IMEI (Luhn) and version string")

pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + rs(ULN, 3)
etk = f"{R.choice(['016', '125', '220', '074'])}-{rs(DIG, 10)}"
add("flight-pnr-eticket", "en",
    f"My booking reference is {pnr} and the e-ticket number {etk}. Flight BA0287 on 12 May was cancelled - "
    "am I owed compensation under UK261?",
    [], [pnr, etk, "BA0287"], "booking reference, e-ticket and flight number")

jwtio = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
         ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
add("jwt-io-example", "en",
    f"Can you decode the example token from jwt.io for my notes? {jwtio} - I know the secret is 'your-256-bit-secret'.",
    [], [jwtio, "your-256-bit-secret"], "the jwt.io documentation example token")

ch_iban = iban_for("GB")
ch_no = str(R.randint(200000, 1199999))
add("charity-donation-iban", "en",
    f"I want to send £50 to the Hollybrook Hedgehog Rescue (registered charity no. {ch_no}). Their donate page says "
    f"IBAN {ch_iban}, reference 'HEDGEHOG + your surname'. Is Gift Aid possible with a bank transfer?",
    [], [ch_iban, ch_no], "a charity's IBAN and registration number")

add("redacted-log-values", "en",
    "I've redacted the log before pasting:\n\n"
    "POST /v1/charges 401\nAuthorization: Bearer <redacted>\nx-api-key: sk-...Q7xA\n"
    "cookie: session=********\n\nwhy would the same request work from Postman?",
    [], ["<redacted>", "sk-...Q7xA", "********"], "redacted and masked values")

rt = aba_routing()
add("incoming-wire-instructions", "en",
    f"My cousin in Spain wants to wire me money. My bank's SWIFT code is CHASUS33 and the routing number for wires "
    f"is {rt}. What else does she need from me - just my name and address?",
    [], ["CHASUS33", rt], "bank identifiers only (no account)")

kb = "KB" + str(R.randint(5030000, 5049999))
add("windows-error-codes", "en",
    f"Windows Update fails with 0x80070005 when installing {kb}, and Event Viewer shows faulting module "
    "ntdll.dll with exception code 0xc0000005. Is that permissions or memory?",
    [], ["0x80070005", kb, "0xc0000005"], "error codes and update ids")

add("totp-docs-example-seed", "en",
    "Explaining TOTP to my team: most tutorials use the base32 secret JBSWY3DPEHPK3PXP, and RFC 6238 uses "
    "the ASCII key 12345678901234567890 for its test vectors. Why 30-second steps and 6 digits?",
    [], ["JBSWY3DPEHPK3PXP", "12345678901234567890"], "textbook TOTP example secrets")

add("famous-example-ssn", "en",
    "Is it true that 078-05-1120 was printed on wallet inserts and thousands of people used it as their own SSN? "
    "And why do forms often show 123-45-6789 as the example?",
    [], ["078-05-1120", "123-45-6789"], "famous example SSNs")

add("iban-docs-example", "en",
    "My IBAN validator rejects GB82 WEST 1234 5698 7654 32, which is the example on every IBAN website. "
    "It also rejects DE89 3704 0044 0532 0130 00. Here's the code: return int(num) % 97 == 1. Bug?",
    [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "well-known example IBANs")


# ============================ other languages ============================
def to_fa(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


def to_ar(s):
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def cn_mobile():
    return "1" + R.choice(["38", "39", "58", "86", "36", "77"]) + rs(DIG, 8)


# ---- Chinese
rid_cn = cn_resid(R.choice(["110105", "310115", "440305", "330106", "510107"]))
mob = cn_mobile()
add("zh-realname-id", "zh",
    f"帮我看看12306实名认证为什么一直不通过：姓名 王丽娟，身份证号 {rid_cn}，手机号 {mob}。"
    "是不是因为我去年换过身份证？",
    [rid_cn], [mob], "Chinese resident ID (ISO 7064 check computed); phone number is a look-alike")

code = otp()
up = card("unionpay19")
add("zh-sms-code-scam", "zh",
    f"刚收到一条短信：“【招商银行】您的验证码为{code}，您正在进行网上支付，金额128.00元，请勿向任何人泄露。”"
    f"现在有个自称客服的人打电话说我的账户有风险，让我把验证码和卡号告诉他，我的卡号是 {up}。这是不是诈骗？",
    [code, up], ["128.00"], "SMS verification code and UnionPay card number; amount is a look-alike")

wf = pw_human()
door = pin(6)
add("zh-wifi-door-multi", "zh",
    "我妈下周来住几天，我先把WiFi密码发你，下一条再发门锁密码，你帮我整理成一段话发给她\n---\n"
    f"WiFi名称 ChinaNet-8F2A，密码 {wf}\n---\n"
    f"门锁密码是 {door}，按完记得按#号键",
    [wf, door], [], "Wi-Fi password and smart lock code over several messages")

sf = "SF" + dg(13)
ordn = dg(18, "23")
uscc = cn_uscc(R.choice(["110108", "310104", "440300"]))
fp_no = rs(DIG, 8)
add("zh-express-invoice-neg", "zh",
    f"帮我写个催单的留言：顺丰单号 {sf}，订单号 {ordn}，已经五天没更新了。"
    f"另外发票上销售方的统一社会信用代码是 {uscc}，发票号码 {fp_no}，报销的时候要核对哪些信息？",
    [], [sf, ordn, uscc, fp_no],
    "tracking and order numbers, a company's unified social credit code (final check computed), invoice number")

# ---- Japanese
myn = jp_mynumber()
corp = jp_corpnum()
add("ja-mynumber-vs-corporate", "ja",
    f"確定申告の書類を作っています。私のマイナンバーは {myn} で、勤務先の法人番号は {corp} です。"
    "源泉徴収票の「支払者」の欄に書くのは法人番号の方で合っていますか？",
    [myn], [corp], "My Number (check digit computed) is a secret; the employer's corporate number is public")

br = rs(DIG, 3)
ac = dg(7)
add("ja-salary-account", "ja",
    "給与振込口座の変更届の文面を作ってください。新しい口座は、みずほ銀行（銀行コード 0001）"
    f"渋谷支店（支店番号 {br}）普通預金 口座番号 {ac}、名義 ヤマダ タロウ です。来月の給与から反映してほしいです。",
    [ac], ["0001", br], "own account number is a secret; bank code and branch number are public")

nas = pw_random(14, "#!_")
add("ja-nas-password-multi", "ja",
    "社内NASの管理者パスワード、念のため次のメッセージで送りますね。設定手順の確認をお願いしたいです\n---\n"
    f"{nas}\n---\n"
    "ユーザー名は admin のままです。DSM 7.2 で二段階認証を有効にするにはどこから設定しますか？",
    [nas], ["7.2"], "admin password sent alone in its own message; version is a look-alike")

ao = f"2{rs(DIG, 2)}-{rs(DIG, 7)}-{rs(DIG, 7)}"
yamato = rs(DIG, 4) + "-" + rs(DIG, 4) + "-" + rs(DIG, 4)
tel = f"0120-{rs(DIG, 2)}-{rs(DIG, 4)}"
add("ja-delivery-neg", "ja",
    f"Amazonの注文番号 {ao} の荷物が届きません。ヤマト運輸の伝票番号 {yamato} で追跡すると「持戻（ご不在）」"
    f"になっています。再配達は {tel} に電話すればいいですか？住所は〒150-0002 です。",
    [], [ao, yamato, tel, "150-0002"], "order, tracking, phone and postal code")

# ---- Korean
rrn = kr_rrn()
cpw = pw_human()
add("ko-yearend-tax-cert", "ko",
    f"연말정산 간소화 서비스 들어가려는데 공동인증서 비밀번호 {cpw} 가 맞는데도 계속 틀렸다고 나와요. "
    f"주민등록번호는 {rrn} 이고요. 인증서를 다시 발급받아야 할까요?",
    [cpw, rrn], [], "certificate password and resident registration number (check computed)")

kb = f"3333-{rs(DIG, 2)}-{rs(DIG, 7)}"
deal = dg(10)
add("ko-used-sale-account", "ko",
    "중고거래 판매 대금 받으려고 하는데 구매자한테 보낼 문자 좀 써줘. "
    f"입금 계좌는 카카오뱅크 {kb} 예금주 김민준이고, 번개장터 거래번호는 {deal}이야.",
    [kb], [deal], "own bank account is a secret; marketplace transaction number is a look-alike")

cp = dg(13, "3")
cj = rs(DIG, 12)
brn = kr_brn()
add("ko-refund-neg", "ko",
    f"쿠팡 주문번호 {cp}, CJ대한통운 운송장번호 {cj}로 반품 접수했는데 회수가 안 돼요. "
    f"판매자 사업자등록번호는 {brn}로 나와 있어요. 소비자원에 낼 민원 글 좀 써줄래요?",
    [], [cp, cj, brn], "order and waybill numbers, a seller's business registration number (check computed)")

# ---- Arabic
sa_id = "1" + rs(DIG, 9)
sa_iban = iban_for("SA")
add("ar-saudi-hr-iban", "ar",
    f"أريد تحديث بيانات حسابي البنكي لدى جهة العمل. رقم الهوية الوطنية {sa_id}، ورقم الآيبان {sa_iban} "
    "في مصرف الراجحي، ورمز السويفت RJHISARI. اكتب لي رسالة رسمية قصيرة إلى الموارد البشرية.",
    [sa_id, sa_iban], ["RJHISARI"], "Saudi national id and own IBAN; the bank's SWIFT code is public")

eg_code = to_ar(otp())
eg_caller = to_ar("01" + R.choice("0125") + rs(DIG, 8))
add("ar-egypt-wallet-otp", "ar",
    f"جت لي رسالة: «كود التحقق الخاص بمحفظتك هو {eg_code} لا تشاركه مع أي شخص». وفي واحد بيكلمني من رقم "
    f"{eg_caller} بيقول إنه من خدمة العملاء وعايز الكود عشان يفعّل لي هدية. أديله الكود؟",
    [eg_code], [eg_caller], "wallet OTP in Arabic-Indic digits; caller's number is a look-alike")

trn = "100" + rs(DIG, 12)
inv_ae = "INV-" + rs(DIG, 6)
co_iban = iban_for("AE")
add("ar-uae-invoice-neg", "ar",
    f"وصلتني فاتورة من شركة النخبة للصيانة: الرقم الضريبي للشركة {trn}، رقم الفاتورة {inv_ae}، "
    f"المبلغ ١٬٢٥٠ درهم شامل الضريبة، والدفع على آيبان الشركة {co_iban}. هل الضريبة ٥٪ محسوبة صح؟",
    [], [trn, inv_ae, co_iban], "a company's TRN, invoice number and company IBAN for payment")

# ---- Persian
ir_card = card("ir_melli")
dyn = otp(R.choice([6, 8]))
cvv2 = cvc(R.choice([3, 4]))
track = to_fa(rs(DIG, 6))
add("fa-online-purchase-card", "fa",
    f"برای خرید اینترنتی شماره کارت {ir_card}، رمز دوم پویا {dyn} و CVV2 {cvv2} را وارد کردم و تاریخ انقضا را "
    f"۱۴۰۶/۰۸ زدم، ولی تراکنش ناموفق شد و پول از حسابم کم شد. کد پیگیری {track} بود. چه کار کنم؟",
    [ir_card, dyn, cvv2], [track], "card, dynamic password and CVV2; the transfer tracking code is a look-alike")

melli = to_fa(ir_melli())
sheba = iban_for("IR")
add("fa-loan-form", "fa",
    f"فرم بازپرداخت وام را برایم پر کن: کد ملی {melli}، شماره شبا {sheba} به نام سارا محمدی. "
    "مبلغ قسط ماهانه چهار میلیون و پانصد هزار تومان است.",
    [melli, sheba], [], "Iranian national code in Persian digits (check computed) and own IBAN")

post = to_fa(dg(10))
dk = "DKC-" + dg(9)
sup = "۰۲۱-" + to_fa(dg(8))
add("fa-delivery-neg", "fa",
    f"سفارشم با شماره {dk} هنوز نرسیده. کد پستی {post} را درست وارد کرده بودم. "
    f"شماره پشتیبانی {sup} هم جواب نمی‌دهد. یک متن شکایت کوتاه بنویس.",
    [], [dk, post, sup], "order number, postal code and support phone")

# ---- Hebrew
tz = il_tz()
bank_acc = rs(DIG, 6)
snif = rs(DIG, 3)
add("he-form101", "he",
    f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי {tz}, חשבון הבנק שלי בבנק לאומי, "
    f"סניף {snif}, מספר חשבון {bank_acc}. איפה בטופס מסמנים נקודות זיכוי על תואר?",
    [tz, bank_acc], [snif], "Israeli ID (check digit computed) and own account; branch number is public")

bld, alarm_he, wf_he = pin(4), pin(4), pw_human()
add("he-babysitter-codes", "he",
    f"תכתוב הודעה קצרה לבייביסיטר: הקוד לדלת של הבניין {bld}, קוד האזעקה {alarm_he}, "
    f"והסיסמה לוויי-פיי {wf_he}. הילדים הולכים לישון ב-20:00.",
    [bld, alarm_he, wf_he], ["20:00"], "building door code, alarm code and Wi-Fi password")

hp = il_tz("51")
hes = rs(DIG, 5)
add("he-tax-invoice-neg", "he",
    f"קיבלתי חשבונית מס מחברת אור-טק מערכות בע\"מ, ח.פ. {hp}, חשבונית מספר {hes}, סכום ₪1,180 כולל מע\"מ. "
    "אפשר לקזז את המע\"מ כעוסק פטור?",
    [], [hp, hes, "₪1,180"], "company registration number (check computed), invoice number, amount")

# ---- Hindi
aad = in_aadhaar()
hot = otp()
agent = f"+91 {dg(5, '6789')} {rs(DIG, 5)}"
add("hi-aadhaar-otp-agent", "hi",
    f"मेरा आधार नंबर {aad} है, और अभी UIDAI से OTP आया है {hot}। एक एजेंट {agent} से फ़ोन करके कह रहा है कि "
    "OTP बता दो तो वो पैन-आधार लिंक कर देगा। क्या मुझे बताना चाहिए?",
    [aad, hot], [agent], "Aadhaar (Verhoeff) and OTP; the caller's number is a look-alike")

utr = dg(12)
upin = pin(6)
sbi = dg(11, "3")
ifsc = "SBIN0" + rs(DIG, 6)
add("hi-upi-failed-payment", "hi",
    f"PhonePe से पेमेंट फेल हो गया लेकिन पैसे कट गए। UTR नंबर {utr} है। कस्टमर केयर वाला मेरा UPI PIN पूछ रहा है, "
    f"मेरा PIN {upin} है - क्या बता दूँ? मेरा SBI खाता नंबर {sbi} है, IFSC {ifsc}।",
    [upin, sbi], [utr, ifsc], "UPI PIN and own account are secrets; UTR reference and IFSC are look-alikes")

pnr_in = dg(10, "2468")
add("hi-train-pnr-neg", "hi",
    f"मेरी ट्रेन का PNR {pnr_in} है, ट्रेन नंबर 12951, कोच B3, वेटिंग लिस्ट WL 14। "
    "क्या चार्ट बनने तक कन्फर्म होने के चांस हैं?",
    [], [pnr_in, "12951"], "PNR and train number")

# ---- Russian
pas = f"{rs(DIG, 2)} {rs(DIG, 2)} {dg(6)}"
sn = ru_snils()
kp = f"{R.randint(500, 780)}-{rs(DIG, 3)}"
add("ru-job-form-passport", "ru",
    f"Заполняю анкету при трудоустройстве: паспорт {pas}, выдан ГУ МВД России по г. Москве, код подразделения {kp}. "
    f"СНИЛС {sn}. В каком формате писать СНИЛС – с пробелом перед контрольным числом?",
    [pas, sn], [kp], "Russian passport and SNILS (check computed); the issuing office code is public")

code_ru = otp()
mir = card("mir")
ex_ru, cvc_ru = expiry(), cvc()
obr = f"{rs(DIG, 2)}-{rs(DIG, 6)}"
add("ru-bank-scam-multi", "ru",
    f"Пришло СМС: «Код для подтверждения перевода: {code_ru}. Никому не сообщайте этот код.»\n---\n"
    f"А сейчас звонит «служба безопасности банка», говорит, что номер обращения {obr}, и просит продиктовать код "
    f"и данные карты: {mir}, срок {ex_ru}, CVC {cvc_ru}. Это мошенники?",
    [code_ru, mir, cvc_ru], [obr], "SMS code and card data over two messages; the claimed case number is a look-alike")

inn12 = ru_inn12()
inn10 = ru_inn10()
kpp = inn10[:4] + "01001"
add("ru-tax-deduction-inn", "ru",
    f"Оформляю налоговый вычет за лечение зубов. Мой ИНН {inn12}, а в справке из клиники указан ИНН {inn10} "
    f"и КПП {kpp}. Какие ещё документы нужно взять в клинике?",
    [inn12], [inn10, kpp], "personal INN (check computed) is a secret; the clinic's INN and KPP are public")

rs_acct = ru_acct_key("225", "40702810" + "0" + rs(DIG, 11))
inn_v = ru_inn10()
schet = rs(DIG, 3)
add("ru-company-requisites-neg", "ru",
    f"Оплачиваю счёт № {schet} от ООО «Вектор». Реквизиты: р/с {rs_acct}, БИК 044525225, "
    f"к/с 30101810400000000225, ИНН {inn_v}. Как правильно написать назначение платежа с НДС 20%?",
    [], [rs_acct, "044525225", "30101810400000000225", inn_v],
    "a company's settlement account (key computed), bank BIK and correspondent account, company INN")

# ---- Ukrainian
rnokpp = ua_rnokpp()
upw = pw_human()
add("uk-tax-cabinet", "uk",
    f"Подаю декларацію через Електронний кабінет платника. Мій РНОКПП {rnokpp}, пароль до ключа {upw}, "
    "але пише «невірний пароль ключа». Може, файл ключа не той?",
    [rnokpp, upw], [], "Ukrainian tax number (check computed) and key password")

ua_ib = iban_for("UA")
edrpou = dg(8, "34")
add("uk-salary-iban", "uk",
    f"Напиши лист у бухгалтерію, щоб зарплату перераховували на мій новий рахунок: IBAN {ua_ib}, "
    f"отримувач Коваленко Олена. Чи треба вказувати код ЄДРПОУ нашої компанії {edrpou}?",
    [ua_ib], [edrpou], "own IBAN is a secret; the employer's EDRPOU code is public")

ttn = "2045" + rs(DIG, 10)
add("uk-nova-poshta-neg", "uk",
    f"Посилка Нової пошти, ТТН {ttn}, відділення №27 у Львові, вже тиждень «прямує до міста отримувача». "
    "Телефон відправника +380 67 512 34 90. Що робити?",
    [], [ttn, "+380 67 512 34 90"], "waybill number and phone")

# ---- Polish
pes = pl_pesel()
dow = pl_dowod()
pl_ib = iban_for("PL")
add("pl-benefit-form", "pl",
    f"Wypełniam wniosek o świadczenie: PESEL {pes}, numer dowodu osobistego {dow}, "
    f"numer konta do wypłaty {pl_ib}. Czy numer konta podaje się z PL na początku?",
    [pes, dow, pl_ib], [], "PESEL and ID card number (checks computed) and own IBAN")

blik = otp()
tel_pl = f"+48 {rs(DIG, 3)} {rs(DIG, 3)} {rs(DIG, 3)}"
add("pl-blik-messenger", "pl",
    f"Siostra pisze na Messengerze, że pilnie potrzebuje kodu BLIK, bo nie może zapłacić za zakupy. "
    f"Wygenerowałem: {blik}. Jej numer to {tel_pl}, ale nie odbiera. Wysłać jej ten kod?",
    [blik], [tel_pl], "BLIK code is a one-time payment code; phone number is a look-alike")

nip = pl_nip()
regon = pl_regon()
firm_ib = iban_for("PL")
add("pl-invoice-neg", "pl",
    f"Faktura FV/2025/03/118 od firmy Tynk-Bud: NIP {nip}, REGON {regon}, rachunek {firm_ib}. "
    "Kwota 12 300,00 zł brutto. Czy muszę zapłacić w mechanizmie podzielonej płatności?",
    [], [nip, regon, firm_ib, "FV/2025/03/118"], "a company's NIP and REGON (checks computed), company IBAN, invoice number")

# ---- Czech
rc_cz = cz_rc()
op = dg(9)
add("cs-rodne-cislo", "cs",
    f"Vyplňuji žádost o příspěvek na bydlení: rodné číslo {rc_cz}, číslo občanského průkazu {op}. "
    "Píše se to rodné číslo s lomítkem, nebo bez?",
    [rc_cz, op], [], "Czech birth number (mod 11) and ID card number")

cz_no = cz_acct()
cz_pw = pw_human()
add("cs-account-password", "cs",
    f"Napiš kamarádovi zprávu, ať mi vrátí 1 200 Kč na účet {cz_no}/0800. A heslo do George jsem si změnil "
    f"na {cz_pw} – je dost silné?",
    [cz_no, cz_pw], ["1 200 Kč"], "own account number (mod 11) and banking password; amount is a look-alike")

ico = cz_ico()
vs = dg(10)
obj = "OBJ-" + rs(DIG, 6)
add("cs-invoice-neg", "cs",
    f"Faktura od firmy Zahrady Novák s.r.o., IČO {ico}, variabilní symbol {vs}, číslo objednávky {obj}. "
    "Splatnost je 14 dní – musím platit do 14 dní od vystavení, nebo od doručení?",
    [], [ico, vs, obj], "company IČO (check computed), payment variable symbol, order number")


# ---- German
stid = de_steuerid()
de_ib = iban_for("DE")
stnr = f"{R.randint(100, 199)}/{rs(DIG, 3)}/{rs(DIG, 5)}"
add("de-steuerid-iban", "de",
    f"Mein neuer Arbeitgeber braucht meine Steuer-ID und die Bankverbindung. Steuer-ID: {stid}, "
    f"IBAN {de_ib}, BIC BYLADEM1001. Auf dem Arbeitsvertrag steht die Steuernummer der Firma, {stnr} – "
    "muss ich die irgendwo eintragen?",
    [stid, de_ib], ["BYLADEM1001", stnr],
    "Steuer-ID (check computed) and own IBAN are secrets; bank BIC and the company's tax number are public")

eid_pin = pin(6)
ausw = R.choice("LMNT") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
add("de-ausweis-pin", "de",
    f"Ich habe den PIN-Brief für meinen Personalausweis verlegt, hab mir die sechsstellige PIN aber aufgeschrieben: "
    f"{eid_pin}. Die Ausweisnummer ist {ausw}. Kann ich mich damit bei ELSTER über die AusweisApp anmelden?",
    [eid_pin, ausw], [], "eID PIN and ID card number")

fritz = " ".join(rs(DIG, 4) for _ in range(5))
add("de-fritzbox-key-multi", "de",
    "Ich schick dir gleich den WLAN-Schlüssel von unserer Fritzbox, kannst du mir daraus den Text für einen "
    "WLAN-QR-Code bauen?\n---\n"
    f"{fritz}\n---\n"
    "Ach so, der Netzwerkname ist FRITZ!Box 7590 AX und es ist WPA2/WPA3.",
    [fritz], ["FRITZ!Box 7590 AX"], "Wi-Fi key sent in its own message; router model name is a look-alike")

ust = de_ustid()
hw_ib = iban_for("DE")
kd = "Kd-Nr. " + rs(DIG, 5)
add("de-craftsman-invoice-neg", "de",
    f"Rechnung Nr. 2025-0412 von Malerbetrieb Krause GmbH, USt-IdNr. {ust}, Betrag 2.380,00 €, "
    f"zahlbar auf IBAN {hw_ib} (Sparkasse), Verwendungszweck: {kd}. "
    "Kann ich das als haushaltsnahe Handwerkerleistung in der Steuererklärung absetzen?",
    [], ["2025-0412", ust, hw_ib, kd, "2.380,00 €"],
    "a craftsman's invoice: company VAT id (check computed), company IBAN, customer reference, amount")

# ---- French
nir = fr_nir()
siret = fr_siret()
add("fr-secu-siret", "fr",
    f"Pour mon dossier de mutuelle, on me demande mon numéro de sécurité sociale : {nir}. "
    f"Sur ma fiche de paie il y a aussi le SIRET de mon employeur, {siret}. Lequel je mets dans la case « n° d'assuré » ?",
    [nir], [siret], "French NIR (key computed) is a secret; the employer's SIRET (Luhn) is public")

fr_ib = iban_for("FR")
add("fr-rib-prelevement", "fr",
    "Tu peux rédiger un mail à mon propriétaire pour mettre en place le prélèvement du loyer ? Voici mon RIB : "
    f"IBAN {fr_ib}, BIC BNPAFRPPXXX, titulaire Camille Rousseau.",
    [fr_ib], ["BNPAFRPPXXX"], "own IBAN (RIB key and mod-97 computed); bank BIC is public")

colis = "6A" + rs(DIG, 11)
cmd = "FR" + rs(DIG, 9)
siren = fr_siren()
add("fr-colissimo-neg", "fr",
    f"Mon colis Colissimo {colis} est bloqué depuis cinq jours. La commande n° {cmd} vient d'une boutique "
    f"dont le SIREN est {siren}. Que dois-je écrire au service client ?",
    [], [colis, cmd, siren], "tracking number, order number and a shop's SIREN (Luhn)")

# ---- Spanish
dni = es_dni()
prov = R.choice(["28", "08", "46", "41", "29"])
num8 = rs(DIG, 8)
naf = f"{prov}/{num8}/{int(prov + num8) % 97:02d}"
add("es-dni-seguridad-social", "es",
    f"Estoy pidiendo cita en la Seguridad Social y me piden el DNI, {dni}, y el número de afiliación, {naf}. "
    "¿Lo escribo con las barras o todo junto?",
    [dni, naf], [], "DNI (letter computed) and Social Security affiliation number (mod 97 computed)")

clabe = mx_clabe()
curp = mx_curp("HERNANDEZ", "LOPEZ", "MARIA", *birth(1975, 2001), "M", R.choice(["DF", "JC", "NL", "PL"]))
emp = dg(5)
add("es-mx-nomina-clabe", "es",
    f"Para que me depositen la nómina le tengo que pasar a Recursos Humanos mi CLABE {clabe} y mi CURP {curp}. "
    f"Mi número de empleado es {emp}. ¿Es seguro mandarlo por WhatsApp o mejor por correo?",
    [clabe, curp], [emp], "Mexican CLABE and CURP (check digits computed); employee number is a look-alike")

nie_ok = es_nie()
wrong = nie_ok[:-1] + R.choice([c for c in "TRWAGMYFPDXBNJZSQVHLCKE" if c != nie_ok[-1]])
add("es-nie-correction", "es",
    f"Te paso mi NIE para el contrato del piso: {wrong}\n---\n"
    f"Perdona, me equivoqué en la letra del final, el bueno es {nie_ok}. ¿Me preparas el párrafo de datos del arrendatario?",
    [wrong, nie_ok], [], "NIE corrected in a second message; both versions are secrets")

ong = iban_for("ES")
cif = es_cif()
ped = rs(DIG, 6)
add("es-ngo-donation-neg", "es",
    f"Quiero donar 30 € a la ONG Huellas Solidarias. En su web pone IBAN {ong} y CIF {cif}. "
    f"¿En el concepto pongo mi nombre? Y aparte compré una camiseta solidaria, pedido n.º {ped}.",
    [], [ong, cif, ped], "an NGO's IBAN and CIF (check computed), order number")

# ---- Portuguese
cpf = br_cpf()
bp = pin(6)
add("pt-br-bank-app-cpf", "pt",
    f"Tô fazendo o cadastro no app do banco e pede CPF e uma senha de 6 dígitos. Coloquei CPF {cpf} e senha {bp}, "
    "mas aparece 'senha fraca'. O que eles consideram fraca?",
    [cpf, bp], [], "CPF (check digits computed) and bank PIN")

cnpj = br_cnpj()
bc = card("mc")
bex, bcv = expiry(), cvc()
pedido = dg(9)
add("pt-br-card-phishing", "pt",
    f"Comprei numa loja online (CNPJ {cnpj}) e recebi um e-mail pedindo pra 'confirmar o cartão' do pedido nº {pedido}. "
    f"Já respondi com número {bc}, validade {bex} e CVV {bcv}. Isso é golpe? O que faço agora?",
    [bc, bcv], [cnpj, pedido], "card number and CVV; the shop's CNPJ (check computed) and order number are look-alikes")

nif = pt_nif()
fin_pw = pw_human()
pt_ib = iban_for("PT")
add("pt-pt-irs", "pt",
    f"Para entregar o IRS Automático entro no Portal das Finanças com o NIF {nif} e a senha {fin_pw}. "
    f"O IBAN para o reembolso é {pt_ib}. Tenho de confirmar o IBAN de novo todos os anos?",
    [nif, fin_pw, pt_ib], [], "Portuguese NIF (check computed), tax portal password, own IBAN (NIB key computed)")

bol = f"{rs(DIG, 5)}.{rs(DIG, 5)} {rs(DIG, 5)}.{rs(DIG, 6)} {rs(DIG, 5)}.{rs(DIG, 6)} {R.randint(1, 9)} {rs(DIG, 14)}"
rast = s10(R.choice(["NL", "QB", "OV", "AA"]), "BR")
add("pt-br-boleto-neg", "pt",
    f"Preciso pagar este boleto do condomínio: {bol}. E o código de rastreio dos Correios da minha encomenda é {rast}. "
    "Boleto pago hoje à noite compensa quando?",
    [], [bol, rast], "boleto payment line (check digits not computed) and Correios tracking (S10 computed)")

# ---- Italian
cf = it_cf("Esposito", "Giulia", *birth(1970, 2000), True, R.choice(["H501", "F205", "F839", "L219"]))
ts = "80380" + rs(DIG, 15)
add("it-cup-codice-fiscale", "it",
    f"Sto prenotando una visita sul CUP online: codice fiscale {cf}, numero di identificazione della tessera "
    f"sanitaria {ts}. Mi dice 'dati non corrispondenti', cosa sbaglio?",
    [cf, ts], [], "codice fiscale (check character computed) and health card number")

isp = otp()
it_ib = iban_for("IT")
add("it-bank-sms-fraud", "it",
    f"Ho ricevuto questo SMS: \"Intesa Sanpaolo: il codice {isp} autorizza il bonifico di 1.490,00 EUR. "
    "Non comunicarlo a nessuno.\" Ma io non ho fatto nessun bonifico! Il mio IBAN è "
    f"{it_ib}. Devo bloccare il conto?",
    [isp, it_ib], ["1.490,00 EUR"], "SMS authorization code and own IBAN; amount is a look-alike")

piva = it_piva()
doc = f"{rs(DIG, 4)}-{rs(DIG, 4)}"
add("it-receipt-neg", "it",
    f"Scontrino del ristorante: P.IVA {piva}, documento commerciale n. {doc}, totale € 86,50. "
    "Posso scaricarlo come spesa di rappresentanza con la partita IVA forfettaria?",
    [], [piva, doc, "€ 86,50"], "a restaurant's VAT number (Luhn), receipt number and amount")

# ---- Dutch
bsn = nl_bsn()
dg_pw = pw_human()
add("nl-bsn-digid", "nl",
    f"Ik moet mijn BSN doorgeven aan mijn nieuwe werkgever: {bsn}. En ik kan niet inloggen bij DigiD, "
    f"mijn wachtwoord is {dg_pw} maar hij zegt dat het niet klopt. Moet ik een nieuw wachtwoord aanvragen?",
    [bsn, dg_pw], [], "BSN (11-proof) and DigiD password")

nl_ib = iban_for("NL")
add("nl-tikkie-text", "nl",
    "Maak een berichtje voor de huisgenoten-app: iedereen € 37,50 voor de boodschappen van deze maand, "
    f"overmaken naar {nl_ib} t.n.v. S. de Vries, graag voor vrijdag.",
    [nl_ib], ["€ 37,50"], "own IBAN in a group message; amount is a look-alike")

kenm = " ".join(rs(DIG, 4) for _ in range(4))
kvk = rs(DIG, 8)
btw = "NL" + nl_bsn() + "B01"
bd = "NL86 INGB 0002 4455 88"
add("nl-tax-assessment-neg", "nl",
    f"Aanslag van de Belastingdienst voor mijn bv: betalingskenmerk {kenm}, te betalen op {bd}. "
    f"In de brief staan ook ons KvK-nummer {kvk} en btw-id {btw}. Kan ik een betalingsregeling aanvragen?",
    [], [kenm, bd, kvk, btw], "payment reference, the tax office's IBAN, company KvK and VAT ids")

# ---- Swedish
pnr = se_pnr()
bid = pin(6)
add("sv-personnummer-bankid", "sv",
    f"Jag fyller i en blankett till Försäkringskassan med personnummer {pnr}. Måste jag skriva min "
    f"BankID-säkerhetskod ({bid}) någonstans, eller räcker det att jag signerar i appen?",
    [pnr, bid], [], "Swedish personal number (Luhn) and BankID security code")

clr = R.choice(["8327-9", "8105-9", "3300", "6000"])
konto = rs(DIG, 10)
port = pin(4)
add("sv-rent-account-doorcode", "sv",
    f"Skriv ett sms till min hyresgäst: hyran ska in på mitt konto, clearingnummer {clr}, kontonummer {konto}. "
    f"Portkoden till tvättstugan är {port}.",
    [konto, port], [clr], "own account number and door code; the bank clearing number is public")

ocr_b = dg(11)
ocr = ocr_b + luhn_digit(ocr_b)
bg_b = dg(6, "5")
bg_full = bg_b + luhn_digit(bg_b)
bgiro = f"{bg_full[:3]}-{bg_full[3:]}"
org = se_orgnr()
add("sv-invoice-ocr-neg", "sv",
    f"Fakturan från elbolaget: OCR-nummer {ocr}, bankgiro {bgiro}, organisationsnummer {org}, "
    "förfallodag 2025-04-30. Kan jag betala med Swish istället?",
    [], [ocr, bgiro, org, "2025-04-30"], "OCR reference and bankgiro (Luhn), company number (Luhn), due date")

# ---- Danish
cpr = dk_cpr()
mitid = pw_random(12, "!#")
add("da-cpr-mitid", "da",
    f"Jeg skal logge ind på borger.dk. Mit CPR-nummer er {cpr}, og den midlertidige adgangskode fra MitID-brevet er "
    f"{mitid}. Hvorfor siger den, at koden er udløbet?",
    [cpr, mitid], [], "Danish CPR (no check digit) and temporary MitID code")

regnr = rs(DIG, 4)
dk_konto = dg(10)
kaelder = pin(4)
add("da-tenant-message", "da",
    f"Kan du skrive en besked til min lejer? Huslejen skal overføres til reg.nr. {regnr}, kontonr. {dk_konto}. "
    f"Koden til cykelkælderen er {kaelder}.",
    [dk_konto, kaelder], [regnr], "own account and bike-room code; the bank registration number is public")

cvr = dk_cvr()
fnr = rs(DIG, 7)
fik = f"+71<{rs(DIG, 15)} +{dg(8, '8')}<"
add("da-fi-card-neg", "da",
    f"Fakturaen fra elselskabet har CVR {cvr}, fakturanr. {fnr} og betalingslinjen {fik}. Hvad betyder +71?",
    [], [cvr, fnr, fik], "company CVR (mod 11 computed), invoice number, FI payment line")

# ---- Norwegian
fnr_no = no_fnr()
bid_pw = pw_human()
add("no-nav-bankid", "no",
    f"NAV-skjemaet ber om fødselsnummer, mitt er {fnr_no}. Passordet til BankID er {bid_pw}, "
    "må jeg bytte det nå som jeg har skrevet det her?",
    [fnr_no, bid_pw], [], "Norwegian national id (two mod-11 digits computed) and BankID password")

nk = no_konto()
nk_f = f"{nk[:4]}.{nk[4:6]}.{nk[6:]}"
add("no-friend-transfer", "no",
    f"Skriv en melding til Eirik om at han kan overføre de 450 kronene for hyttetur-maten til kontonummeret mitt, "
    f"{nk_f}, eller bare Vippse meg.",
    [nk_f], [], "own Norwegian account number (mod 11 computed)")

kid = no_kid(11)
fk = no_konto()
fk_f = f"{fk[:4]} {fk[4:6]} {fk[6:]}"
orgn = no_orgnr()
add("no-invoice-kid-neg", "no",
    f"Faktura fra strømselskapet: KID {kid}, kontonummer {fk_f}, org.nr. {orgn}, forfall 20.05. "
    "Kan jeg sette opp AvtaleGiro på denne?",
    [], [kid, fk_f, orgn], "KID (mod 10), the company's account and org number (mod 11)")

# ---- Finnish
hetu = fi_hetu()
fpw = pw_human()
add("fi-kela-bank", "fi",
    f"Kelan hakemukseen pitää laittaa henkilötunnus, minun on {hetu}. Verkkopankin salasana on {fpw}, "
    "mutta se heittää ulos joka kerta kun yritän tunnistautua Kelaan. Mikä vikana?",
    [hetu, fpw], [], "Finnish personal identity code (check char computed) and bank password")

ovi, avain, fwifi = pin(4), pin(4), pw_human()
sarja = rs(ULN, 10)
add("fi-cleaner-codes", "fi",
    f"Kirjoita viesti siivoojalle: rapun ovikoodi on {ovi}, avainlaatikon koodi {avain} ja wifi-salasana {fwifi}. "
    f"Jos reititin ei toimi, sen sarjanumero on {sarja}.",
    [ovi, avain, fwifi], [sarja], "door, key-box and Wi-Fi codes; router serial is a look-alike")

viite = fi_viite()
yt = fi_ytunnus()
fi_ib = iban_for("FI")
add("fi-invoice-neg", "fi",
    f"Lasku taloyhtiön remontista: viitenumero {viite}, saajan Y-tunnus {yt}, saajan tili {fi_ib}, "
    "eräpäivä 15.4.2025. Voinko maksaa osissa?",
    [], [viite, yt, fi_ib], "reference number and company id (checks computed), company IBAN")

# ---- Hungarian
taj = hu_taj()
adoaz = hu_adoazon()
add("hu-taj-adoazonosito", "hu",
    f"Orvosi időpontfoglaláshoz kérik a TAJ-számomat ({taj}) és az adóazonosító jelemet ({adoaz}). "
    "Melyik kell az EESZT-hez?",
    [taj, adoaz], [], "Hungarian health insurance number and tax id (checks computed)")

hg = hu_giro()
hg_f = f"{hg[:8]}-{hg[8:16]}-{hg[16:]}"
kapu = pin(4)
add("hu-flatmate-account", "hu",
    f"Írj egy üzenetet a lakótársamnak: a rezsi felét utalja a számlámra, {hg_f}. "
    f"A kapukód pedig megváltozott, az új: {kapu}.",
    [hg_f, kapu], [], "own Hungarian account (check digits computed) and gate code")

adsz = hu_adoszam()
szla = f"EP-{R.randint(2024, 2025)}/{rs(DIG, 5)}"
gls = dg(11)
add("hu-webshop-neg", "hu",
    f"A webshop számláján az eladó adószáma {adsz}, a számla sorszáma {szla}, a GLS csomagszám {gls}. "
    "A csomag sérülten érkezett, hogyan kérjek cserét?",
    [], [adsz, szla, gls], "seller's tax number (check computed), invoice number, parcel number")

# ---- Romanian
cnp = ro_cnp()
ro_ib = iban_for("RO")
add("ro-anaf-cnp", "ro",
    f"Completez declarația unică în SPV: CNP {cnp}, iar IBAN-ul pentru restituire este {ro_ib}. "
    "Trebuie să pun și banca sau e suficient IBAN-ul?",
    [cnp, ro_ib], [], "Romanian CNP (check computed) and own IBAN")

interfon = pin(4) + "#"
cmd_ro = dg(9, "4")
add("ro-courier-interfon", "ro",
    f"Scrie-i curierului un mesaj: sunt la apartamentul 14, codul de la interfon e {interfon}, "
    f"iar comanda eMAG e {cmd_ro}. Dacă nu răspund, să lase coletul la vecina de la 15.",
    [interfon], [cmd_ro], "intercom code is a secret; order number is a look-alike")

cui = "RO" + ro_cui()
regcom = f"J40/{R.randint(1000, 19999)}/2019"
fz_ib = iban_for("RO")
add("ro-supplier-neg", "ro",
    f"Factură de la furnizorul de internet: CUI {cui}, Nr. Reg. Com. {regcom}, IBAN {fz_ib}. "
    "Cum pun plata recurentă din aplicația băncii?",
    [], [cui, regcom, fz_ib], "supplier's CUI (check computed), trade register number and IBAN")

# ---- Greek
amka = gr_amka()
afm = gr_afm()
add("el-amka-afm", "el",
    f"Για το ραντεβού στον γιατρό μου ζητάνε ΑΜΚΑ και ΑΦΜ. Ο ΑΜΚΑ μου είναι {amka} και ο ΑΦΜ {afm}. "
    "Είναι ασφαλές να τα στείλω με email στο ιατρείο;",
    [amka, afm], [], "Greek AMKA (Luhn) and AFM (check computed)")

tx = pw_human()
tx_otp = otp()
add("el-taxisnet", "el",
    f"Οι κωδικοί μου για το Taxisnet είναι όνομα χρήστη gpapadakis και κωδικός {tx}. Μου ήρθε και SMS με κωδικό "
    f"μίας χρήσης {tx_otp}. Πώς κάνω τη φορολογική δήλωση βήμα βήμα;",
    [tx, tx_otp], [], "tax portal password and one-time code")

rf = rf_ref(rs(DIG, 15))
afm_co = gr_afm("09")
paroxi = rs(DIG, 1) + " " + rs(DIG, 8) + "-" + rs(DIG, 2)
add("el-utility-bill-neg", "el",
    f"Ο λογαριασμός ρεύματος έχει κωδικό ηλεκτρονικής πληρωμής {rf}, ΑΦΜ εταιρείας {afm_co} και αριθμό παροχής "
    f"{paroxi}. Πώς τον πληρώνω από το web banking;",
    [], [rf, afm_co, paroxi], "ISO 11649 payment reference (computed), company AFM, supply number")

# ---- Turkish
tc = tr_tckn()
ed = pw_human()
add("tr-edevlet", "tr",
    f"e-Devlet şifremi yeniledim ama giriş yapamıyorum. TC kimlik numaram {tc}, yeni şifre olarak {ed} yazdım. "
    "Büyük-küçük harf duyarlı mı?",
    [tc, ed], [], "Turkish id number (checks computed) and e-Devlet password")

tr_ib = iban_for("TR")
kpin = pin(4)
add("tr-tenant-iban", "tr",
    f"Kiracıma kira için IBAN'ımı göndereceğim, mesajı yazar mısın? IBAN: {tr_ib}, alıcı Elif Yıldız. "
    f"Bir de yeni kartımın şifresi {kpin}, bunu not olarak bir yere kaydetsem mi?",
    [tr_ib, kpin], [], "own IBAN and card PIN")

sip = dg(9, "7")
kargo = dg(12, "7")
vkn = dg(10)
add("tr-return-neg", "tr",
    f"Trendyol sipariş no {sip}, Yurtiçi Kargo takip no {kargo}, satıcının vergi numarası {vkn}. "
    "Ürün kusurlu çıktı, iade talebini nasıl yazayım?",
    [], [sip, kargo, vkn], "order, tracking and a seller's tax number")

# ---- Vietnamese
cccd = R.choice(["001", "079", "031", "048"]) + R.choice("0123") + rs(DIG, 8)
vpw = pw_human()
votp = otp()
hotline = f"1900 {rs(DIG, 4)}"
add("vi-bank-registration", "vi",
    f"Em đăng ký tài khoản ngân hàng online, số CCCD của em là {cccd}, mật khẩu em đặt là {vpw}, "
    f"mã OTP vừa gửi về là {votp}. Sao nó cứ báo lỗi 'thông tin không khớp' vậy ạ? Em gọi tổng đài {hotline} "
    "mà không ai nghe máy.",
    [cccd, vpw, votp], [hotline], "citizen id number, password and OTP; the bank hotline is a look-alike")

vcb = "1" + rs(DIG, 12)
add("vi-friend-repay", "vi",
    "Viết giúp mình tin nhắn nhắc bạn trả tiền vé concert: chuyển 350.000đ vào tài khoản Vietcombank "
    f"{vcb} của mình nhé, nội dung ghi 've concert'.",
    [vcb], ["350.000đ"], "own account number; amount is a look-alike")

spo = rs(DIG, 6) + rs(ULN, 8)
spx = "SPXVN0" + rs(DIG, 11)
mst = dg(10, "03")
add("vi-shopee-neg", "vi",
    f"Đơn Shopee mã {spo}, mã vận đơn {spx}, mã số thuế của shop {mst}. Hàng giao sai màu, làm sao để đổi trả?",
    [], [spo, spx, mst], "order, waybill and a shop's tax code")

# ---- Thai
thid = th_id()
thotp = otp()
add("th-id-otp-site", "th",
    f"ช่วยดูหน่อยว่าเว็บนี้ปลอดภัยไหม เขาขอเลขบัตรประชาชน ฉันกรอกไปแล้ว {thid} แล้วก็มี SMS รหัส OTP {thotp} "
    "มาให้กรอกต่อ ควรกรอกไหม",
    [thid, thotp], [], "Thai national id (check computed) and OTP")

kbank = f"{rs(DIG, 3)}-{rs(DIG, 1)}-{rs(DIG, 5)}-{rs(DIG, 1)}"
thwifi = pw_human()
add("th-roommate-rent", "th",
    f"ช่วยเขียนข้อความบอกเพื่อนร่วมห้องให้โอนค่าห้อง 4,500 บาท เข้าบัญชีกสิกร {kbank} ชื่อบัญชี "
    f"ปวีณา ศรีสุข และบอกว่ารหัส Wi-Fi ห้องใหม่คือ {thwifi}",
    [kbank, thwifi], ["4,500 บาท"], "own account number and Wi-Fi password; amount is a look-alike")

thp = s10("EF", "TH")
laz = dg(15, "4")
shop_tel = f"02-{rs(DIG, 3)}-{rs(DIG, 4)}"
add("th-parcel-neg", "th",
    f"พัสดุไปรษณีย์ไทยเลขที่ {thp} ยังไม่ถึงเลย เลขที่คำสั่งซื้อ Lazada {laz} เบอร์โทรร้าน {shop_tel} "
    "ควรติดต่อใครก่อนดี",
    [], [thp, laz, shop_tel], "S10 tracking (computed), order number, shop phone")

# ---- Indonesian
nik = R.choice(["3273", "3171", "3578", "5171"]) + rs(DIG, 2) + f"{R.randint(1, 28) + R.choice([0, 40]):02d}" \
    + f"{R.randint(1, 12):02d}" + f"{R.randint(70, 99):02d}" + rs(DIG, 4)
bpjs = "000" + rs(DIG, 10)
add("id-bpjs-nik", "id",
    f"Saya mau daftar JKN Mobile, NIK saya {nik} dan nomor kartu BPJS Kesehatan {bpjs}. "
    "Kok ditolak terus ya, katanya data tidak sesuai?",
    [nik, bpjs], [], "Indonesian NIK and health insurance card number")

bca = dg(10)
mpin = pin(6)
add("id-bca-transfer", "id",
    f"Tolong buatkan pesan ke teman-teman arisan: transfer ke rekening BCA saya {bca} a.n. Rina Wulandari, "
    f"kode bank BCA 014 kalau dari bank lain. Oh ya, PIN m-banking saya {mpin} aman nggak kalau cuma angka?",
    [bca, mpin], ["014"], "own account and mobile banking PIN; the bank code is public")

tkp = f"INV/2025031{R.randint(1, 9)}/MPL/{dg(10)}"
jnt = "JP" + dg(10)
npwp = f"{rs(DIG, 2)}.{rs(DIG, 3)}.{rs(DIG, 3)}.{rs(DIG, 1)}-{rs(DIG, 3)}.000"
add("id-tokopedia-neg", "id",
    f"Pesanan Tokopedia {tkp} belum sampai, resi J&T {jnt}. Di faktur ada NPWP toko {npwp}. "
    "Bagaimana cara komplain?",
    [], [tkp, jnt, npwp], "invoice id, tracking and a shop's NPWP")

# ---- Tagalog
gpin = pin(4)
gotp = otp()
sender = "09" + rs(DIG, 9)
add("tl-gcash-mpin-scam", "tl",
    f"May nag-text sa akin galing sa {sender}, taga-GCash daw siya at kailangan ang MPIN ko at OTP para hindi "
    f"ma-lock ang account ko. Ang MPIN ko ay {gpin} at yung OTP na dumating ay {gotp}. Ibibigay ko ba?",
    [gpin, gotp], [sender], "e-wallet MPIN and OTP; the scammer's number is a look-alike")

sss = f"{rs(DIG, 2)}-{rs(DIG, 7)}-{rs(DIG, 1)}"
tin = f"{rs(DIG, 3)}-{rs(DIG, 3)}-{rs(DIG, 3)}-000"
phic = f"{rs(DIG, 2)}-{rs(DIG, 9)}-{rs(DIG, 1)}"
add("tl-new-job-ids", "tl",
    f"Para sa bagong trabaho, kailangan kong ibigay ang SSS number ko {sss}, TIN {tin} at PhilHealth number {phic}. "
    "Okay lang bang i-email ko na lang sa HR?",
    [sss, tin, phic], [], "Philippine SSS, TIN and PhilHealth numbers")

ref = f"{rs(DIG, 4)} {rs(DIG, 3)} {rs(DIG, 6)}"
add("tl-gcash-receipt-neg", "tl",
    f"Nagbayad ako ng Meralco gamit ang GCash kahapon. Ref No. {ref} ang nasa resibo, amount ₱2,345.60. "
    "Hindi pa rin daw pumapasok sa Meralco. Ano ang gagawin ko?",
    [], [ref, "₱2,345.60"], "receipt Ref No. and amount")

# ---- Swahili
mps = f"{R.choice('ST')}{rs(ULN, 9)}"
mph = "07" + rs(DIG, 8)
add("sw-mpesa-wrong-number", "sw",
    f"{mps} Imethibitishwa. Ksh1,500.00 imetumwa kwa JOHN OTIENO {mph} tarehe 3/4/25 saa 2:10 PM. "
    "Salio lako jipya la M-PESA ni Ksh4,210.00.\n---\n"
    "Nimetuma pesa kwa namba isiyo sahihi. Nifanyeje ili zirudishwe?",
    [mps], [mph, "Ksh1,500.00"], "M-Pesa confirmation code treated as a secret; phone and amount are look-alikes")

kid_ke = dg(8, "23")
kra = "A" + dg(9, "0") + R.choice(UP)
itax = pw_human()
add("sw-job-form-kra", "sw",
    f"Ninajaza fomu ya kazi mpya: namba ya kitambulisho {kid_ke}, KRA PIN {kra}, na nenosiri la iTax ni {itax}. "
    "Je, mwajiri anahitaji nenosiri pia?",
    [kid_ke, kra, itax], [], "Kenyan id, KRA PIN and iTax password")

meter = dg(11, "3")
add("sw-kplc-paybill-neg", "sw",
    f"Nalipa bili ya umeme kwa M-PESA: Paybill 888880, namba ya akaunti ni namba ya mita {meter}, kiasi Ksh 2,000. "
    "Je, ni sahihi au nitumie namba nyingine?",
    [], ["888880", meter, "Ksh 2,000"], "business paybill, meter number and amount")


# ---------------------------------------------------------------- validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\\\\\ud800-\udfff]")
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def is_ascii_alnum(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c["id"]
        if not ID_RE.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: bad lang {c['lang']}")
        text = c["text"]
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k]:
                errs.append(f"{cid}: empty {k}")
            elif HOSTILE.search(c[k]):
                errs.append(f"{cid}: hostile character in {k}")
        if text.startswith("\n---\n") or text.endswith("\n---\n") or "\n---\n\n---\n" in text:
            errs.append(f"{cid}: empty message")
        sec, look = c["secrets"], c["lookalikes"]
        if not sec and not look:
            errs.append(f"{cid}: nothing to score")
        if len(set(sec)) != len(sec) or len(set(look)) != len(look):
            errs.append(f"{cid}: duplicate listed value")
        if set(sec) & set(look):
            errs.append(f"{cid}: value both secret and look-alike")
        spans = {}
        for kind, vals in (("S", sec), ("L", look)):
            for v in vals:
                if not isinstance(v, str) or not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded value {v!r}")
                    continue
                if HOSTILE.search(v):
                    errs.append(f"{cid}: hostile character in value {v!r}")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: value not in text: {v!r}")
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append(f"{cid}: short value occurs {len(occ)} times: {v!r}")
                for a, b in occ:
                    pre = text[a - 1] if a > 0 else ""
                    post = text[b] if b < len(text) else ""
                    if v[0].isdigit() and pre.isdigit() or v[-1].isdigit() and post.isdigit():
                        errs.append(f"{cid}: number embedded in a longer number: {v!r}")
                    if is_ascii_alnum(v[0]) and is_ascii_alnum(pre) or is_ascii_alnum(v[-1]) and is_ascii_alnum(post):
                        errs.append(f"{cid}: value glued to a longer token: {v!r}")
                spans.setdefault(kind, []).extend(occ)
        for a, b in spans.get("S", []):
            for x, y in spans.get("L", []):
                if a < y and x < b:
                    errs.append(f"{cid}: secret occurrence {text[a:b]!r} overlaps look-alike {text[x:y]!r}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def emit(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append(f"  - id: {q(c['id'])}")
        lines.append(f"    lang: {q(c['lang'])}")
        lines.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append(f"    {key}:")
                lines.extend(f"      - {q(v)}" for v in c[key])
            else:
                lines.append(f"    {key}: []")
        lines.append(f"    note: {q(c['note'])}")
    return "\n".join(lines) + "\n"


def self_tests():
    """Check the check-digit code against published examples before trusting it."""
    bad = []
    if verhoeff_digit("236") != "3":
        bad.append("verhoeff")
    if not luhn_ok("79927398713"):
        bad.append("luhn")
    if not iban_ok("GB82 WEST 1234 5698 7654 32") or not iban_ok("DE89 3704 0044 0532 0130 00"):
        bad.append("iban")
    if ru_acct_key("025", "30101810400000000225") != "30101810400000000225":
        bad.append("ru account key")
    return bad


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v75.py heldout_v75.yaml", file=sys.stderr)
        sys.exit(2)
    bad = self_tests()
    if bad:
        print("self-test failed:", bad, file=sys.stderr)
        sys.exit(1)
    order = list(range(len(CASES)))
    R.shuffle(order)
    cases = []
    for n, i in enumerate(order, start=1):
        c = dict(CASES[i])
        c = {"id": f"{PREFIX}-{n:03d}-{c['slug']}", "lang": c["lang"], "text": c["text"],
             "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
        cases.append(c)
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    out = emit(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(out)
    pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {pos} positive, {len(cases) - pos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")


if __name__ == "__main__":
    main()
